"""Scoring one document at every level, as plain functions over plain values.

See :mod:`kg.evaluate` for what each level measures. Gold mentions are grouped into
entities by (type, key) and synonym links; counts come from maximum one-to-one matchings.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from kg.evaluate._gold import GoldDocument
from kg.evaluate._predict import PredictedDocument
from kg.evaluate._scheme import Scheme, Score, normalise

__all__ = ["DocumentScores", "score_document"]

COMPARE_KINDS = frozenset({"COMPARE", "Compare-With"})
SYNONYM_KINDS = frozenset({"Synonym-Of", "Coref"})
EVALUATION_KINDS = frozenset({"EVALUATE-FOR", "Evaluated-With"})


@dataclass(frozen=True, slots=True)
class DocumentScores:
    """Every score of one document (sum them with ``+`` over a corpus)."""

    mentions: Mapping[str, Score]
    untyped: Score
    entities: Mapping[str, Score]
    relations: Mapping[str, Score]
    linking: Score
    dropped_generic: int = 0

    def __add__(self, other: DocumentScores) -> DocumentScores:
        def merge(a: Mapping[str, Score], b: Mapping[str, Score]) -> dict[str, Score]:
            return {k: a.get(k, Score()) + b.get(k, Score()) for k in dict.fromkeys([*a, *b])}

        return DocumentScores(
            merge(self.mentions, other.mentions),
            self.untyped + other.untyped,
            merge(self.entities, other.entities),
            merge(self.relations, other.relations),
            self.linking + other.linking,
            self.dropped_generic + other.dropped_generic,
        )


@dataclass(frozen=True, slots=True)
class _GoldEntities:
    """Gold mentions grouped into entities: one per (type, key), joined by synonym links."""

    types: tuple[str, ...]
    keys: tuple[frozenset[str], ...]
    by_key: Mapping[tuple[str, str], int]


def _gold_entities(gold: GoldDocument, scheme: Scheme) -> _GoldEntities:
    parent: dict[tuple[str, str], tuple[str, str]] = {}

    def find(node: tuple[str, str]) -> tuple[str, str]:
        while parent[node] != node:
            parent[node] = parent[parent[node]]
            node = parent[node]
        return node

    for mention in gold.mentions:
        stype, key = scheme.gold_types.get(mention.label), normalise(mention.text)
        if stype and key:
            parent.setdefault((stype, key), (stype, key))
    for relation in gold.relations:
        if relation.kind not in SYNONYM_KINDS:
            continue
        a = (scheme.gold_types.get(relation.head.label, ""), normalise(relation.head.text))
        b = (scheme.gold_types.get(relation.tail.label, ""), normalise(relation.tail.text))
        # Only same-type links join entities (a cross-type coreference is not one thing to us).
        if a[0] and a[0] == b[0] and a in parent and b in parent:
            parent[find(a)] = find(b)
    roots: dict[tuple[str, str], int] = {}
    by_key: dict[tuple[str, str], int] = {}
    members: list[set[str]] = []
    for node in sorted(parent):
        root = find(node)
        if root not in roots:
            roots[root] = len(members)
            members.append(set())
        by_key[node] = roots[root]
        members[roots[root]].add(node[1])
    types = tuple(root[0] for root in sorted(roots, key=roots.__getitem__))
    return _GoldEntities(types, tuple(frozenset(m) for m in members), by_key)


def _matching(left: int, right: int, edges: Callable[[int], Iterable[int]]) -> int:
    """Size of a maximum one-to-one matching (breadth-first augmenting paths, no recursion)."""
    adjacency = [list(edges(i)) for i in range(left)]
    match_left: dict[int, int] = {}
    match_right: dict[int, int] = {}
    for source in range(left):
        came_from: dict[int, int] = {}  # right node -> the left node that reached it
        frontier = [source]
        end: int | None = None
        while frontier and end is None:
            following = []
            for u in frontier:
                for w in adjacency[u]:
                    if w in came_from:
                        continue
                    came_from[w] = u
                    if w not in match_right:
                        end = w
                        break
                    following.append(match_right[w])
                if end is not None:
                    break
            frontier = following
        v = end
        while v is not None:  # flip the path: every left node on it takes the next right node
            u = came_from[v]
            previous = match_left.get(u)
            match_left[u], match_right[v] = v, u
            v = previous
    return len(match_left)


def _matched(left: list[frozenset[str]], right: list[frozenset[str]]) -> Score:
    size = _matching(
        len(left), len(right), lambda i: [j for j, keys in enumerate(right) if left[i] & keys]
    )
    return Score(len(left), len(right), size, size)


def score_document(
    gold: GoldDocument, predicted: PredictedDocument, *, scheme: Scheme
) -> DocumentScores:
    """Score one document at every level."""
    ignored = {(m.start, m.end) for m in gold.mentions if m.label in scheme.ignored}
    gold_spans = {
        (m.start, m.end, scheme.gold_types[m.label])
        for m in gold.mentions
        if m.label in scheme.gold_types
    }
    kept = {m for m in predicted.mentions if m[:2] not in ignored}
    mentions = {}
    for stype in scheme.types:
        ours = {m for m in kept if m[2] == stype}
        theirs = {m for m in gold_spans if m[2] == stype}
        mentions[stype] = Score(len(ours), len(theirs), len(ours & theirs), len(ours & theirs))
    ours_untyped, gold_untyped = {m[:2] for m in kept}, {m[:2] for m in gold_spans}
    common = len(ours_untyped & gold_untyped)
    untyped = Score(len(ours_untyped), len(gold_untyped), common, common)

    groups = _gold_entities(gold, scheme)
    visible = [e for e in predicted.entities if not e.spans <= ignored]
    entities = {
        stype: _matched(
            [e.names for e in visible if e.type == stype],
            [keys for keys, t in zip(groups.keys, groups.types) if t == stype],
        )
        for stype in scheme.types
    }

    def gold_entity(label: str, text: str) -> int | None:
        return groups.by_key.get((scheme.gold_types.get(label, ""), normalise(text)))

    gold_pairs: set[tuple[int, int]] = set()
    gold_evaluated: set[int] = set()
    for relation in gold.relations:
        head, tail = gold_entity(*relation.head), gold_entity(*relation.tail)
        if (
            relation.kind in COMPARE_KINDS
            and head is not None
            and tail is not None
            and head != tail
        ):
            if groups.types[head] == groups.types[tail] == "Method":
                gold_pairs.add((min(head, tail), max(head, tail)))
        elif relation.kind in EVALUATION_KINDS:
            gold_evaluated.update(
                e for e in (head, tail) if e is not None and groups.types[e] == "Dataset"
            )
    pairs = sorted(gold_pairs)
    ours_pairs = sorted(predicted.compares)
    names = [e.names for e in predicted.entities]

    def same_pair(i: int) -> list[int]:
        a, b = names[ours_pairs[i][0]], names[ours_pairs[i][1]]
        return [
            j
            for j, (g, h) in enumerate(pairs)
            if (a & groups.keys[g] and b & groups.keys[h])
            or (a & groups.keys[h] and b & groups.keys[g])
        ]

    size = _matching(len(ours_pairs), len(pairs), same_pair)
    relations = {
        "comparesWith": Score(len(ours_pairs), len(pairs), size, size),
        "evaluatesOn": _matched(
            [names[i] for i in sorted(predicted.evaluates_on)],
            [groups.keys[g] for g in sorted(gold_evaluated)],
        ),
    }
    return DocumentScores(
        mentions,
        untyped,
        entities,
        relations,
        _linking(gold, predicted, groups, scheme),
        len(predicted.mentions) - len(kept),
    )


def _linking(
    gold: GoldDocument, predicted: PredictedDocument, groups: _GoldEntities, scheme: Scheme
) -> Score:
    """Alias merging: gold synonym/coreference pairs recalled; our merged pairs judged."""
    gold_pairs: set[frozenset[str]] = set()
    for relation in gold.relations:
        scored = (
            relation.head.label in scheme.gold_types and relation.tail.label in scheme.gold_types
        )
        if relation.kind in SYNONYM_KINDS and scored:
            a, b = normalise(relation.head.text), normalise(relation.tail.text)
            if a and b and a != b:
                gold_pairs.add(frozenset((a, b)))
    found = sum(any(pair <= e.names for e in predicted.entities) for pair in gold_pairs)
    gold_keys = {key for _, key in groups.by_key}
    ours: set[frozenset[str]] = set()
    for entity in predicted.entities:
        keys = sorted(entity.mention_keys & gold_keys)
        ours.update(frozenset((a, b)) for i, a in enumerate(keys) for b in keys[i + 1 :])
    correct = sum(_one_name(pair) or any(pair <= keys for keys in groups.keys) for pair in ours)
    return Score(len(ours), len(gold_pairs), correct, found)


def _one_name(pair: frozenset[str]) -> bool:
    """Two keys of one name written with and without spaces ("visual genome", "visualgenome").

    The gold files' tokenisation splits and joins words ("segmenta tion", "FS - COCO" beside
    "FSCOCO"); annotators link different names by Synonym-Of, never one name to itself, so a
    merge of such keys is correct.
    """
    a, b = pair
    return a.replace(" ", "") == b.replace(" ", "")
