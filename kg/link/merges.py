"""Merges a user can review and correct: union of key groups, the curation file, the report.

After mentions are grouped by key (:mod:`kg.link`), groups merge when their compact keys are
equal ("MS-COCO", "MS COCO"), when they are one letter apart (a misspelling or a dropped
letter of a long name), when each lists the other's label among its names, when one is a
method's name followed by a word for its kind ("Adam algorithm", "Q-learning method",
"knowledge distillation techniques": merged into the method, never into a task, a concept or
an adjective), when one is a task's gerund and its object and the other the noun phrase they
name ("detecting anomalies", "anomaly detection": rule ``gerund form``), or
when the curation file says ``same``. A curation ``different`` line forbids a merge: the mentions of the
second name leave the group of the first.

Curation file: TSV, one decision per line, ``#`` starts a comment::

    same	WSJ	Wall Street Journal
    different	MT	machine translation
"""

from __future__ import annotations

import os
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from kg.errors import InputError
from kg.lexicon.wordclass import load_lexicon, word_class
from kg.lexicon.words import ADJECTIVE_ENDINGS
from kg.link.keys import (
    MODEL_KIND_WORDS,
    compact_key,
    gerund_nominal,
    misspelling_keys,
    name_key,
    strip_qualifiers,
    without_kind_word,
)
from kg.types import Entity, EntityType

__all__ = [
    "GERUND_TYPES",
    "METHOD_TYPES",
    "Curation",
    "merge_groups",
    "merge_report",
    "parse_curation",
    "read_curation",
]


@dataclass(frozen=True, slots=True)
class Curation:
    """Decisions of a user: pairs of names that are (``same``) or are not (``different``) one
    entity, as :func:`kg.text.match_key` keys."""

    same: tuple[tuple[str, str], ...] = ()
    different: tuple[tuple[str, str], ...] = ()

    def __bool__(self) -> bool:
        return bool(self.same or self.different)


def parse_curation(text: str, *, where: str = "curation file") -> Curation:
    """Parse the curation TSV (see the module docstring).

    Raises:
        InputError: A line that is not ``same``/``different`` with two names (file and line
            named, with what was expected).
    """
    same: list[tuple[str, str]] = []
    different: list[tuple[str, str]] = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        parts = [p.strip() for p in line.split("\t")]
        if len(parts) != 3 or parts[0] not in ("same", "different") or not all(parts[1:]):
            raise InputError(
                f"{where} line {number}: expected 'same' or 'different', a tab and two names "
                f"separated by a tab, found {line!r}; fix or delete the line"
            )
        # Keyed as mentions are: "WSJ corpus" is the name "WSJ".
        pair = (name_key(strip_qualifiers(parts[1])), name_key(strip_qualifiers(parts[2])))
        if not all(pair):
            raise InputError(f"{where} line {number}: a name has no letters or digits: {line!r}")
        (same if parts[0] == "same" else different).append(pair)
    return Curation(same=tuple(same), different=tuple(different))


def read_curation(path: str | os.PathLike[str]) -> Curation:
    """Read and parse a curation file (UTF-8).

    Raises:
        InputError: The file cannot be read, or a line is malformed.
    """
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise InputError(f"{path}: cannot read the curation file ({e})") from e
    return parse_curation(text, where=os.fspath(path))


METHOD_TYPES = frozenset({EntityType.METHOD, EntityType.MODEL})
# What a task's gerund and its object name and their noun phrase are both one of ("detecting
# anomalies" / "anomaly detection", "pruning neural networks" / "neural network pruning").
GERUND_TYPES = METHOD_TYPES | {EntityType.TASK}


class _Union:
    def __init__(self, keys: Iterable[str]) -> None:
        self.parent = {k: k for k in keys}
        self.rule: dict[str, str] = {}  # absorbed key -> the rule that merged it

    def find(self, key: str) -> str:
        while self.parent[key] != key:
            self.parent[key] = self.parent[self.parent[key]]
            key = self.parent[key]
        return key

    def join(
        self, a: str, b: str, rule: str, *, forbidden: set[frozenset[str]], first: bool = False
    ) -> None:
        """Merge the groups of ``a`` and ``b``: a gazetteer entry's is kept, else the first in
        key order, or with ``first`` the group of ``a`` (whose label names both)."""
        ra, rb = self.find(a), self.find(b)
        if ra == rb or frozenset((ra, rb)) in forbidden:
            return
        if rule != "curation" and ra.startswith("g:") and rb.startswith("g:"):
            return  # two gazetteer entries are two things (FCN is no multilayer perceptron)
        keep, absorbed = sorted((ra, rb), key=lambda k: (k.startswith("g:") is False, k))
        if first and not rb.startswith("g:"):
            keep, absorbed = ra, rb
        self.parent[absorbed] = keep
        self.rule[absorbed] = rule


def merge_groups(
    names: Mapping[str, set[str]],
    labels: Mapping[str, str],
    *,
    curation: Curation = Curation(),
    frozen: Iterable[str] = (),
    types: Mapping[str, EntityType] | None = None,
    coined: Iterable[str] = (),
    papers: Mapping[str, int] | None = None,
    defined: Iterable[str] = (),
) -> dict[str, tuple[str, str]]:
    """Which key groups merge: ``{absorbed key: (kept key, rule)}`` (chains resolved).

    Args:
        names: Per group key, the match keys of every name its mentions give.
        labels: Per group key, the match key of its label.
        curation: ``same`` pairs are merged; ``different`` pairs are never merged here.
        frozen: Keys that take part in no automatic merge (paper-scoped contributions).
        types: Per group key, the type its mentions vote for; with it, "<method> algorithm"
            joins the method's group (rule ``head word``).
        coined: Keys of names written as coined words ("SqueezeNet"): a letter more makes a
            sibling ("SqueezeNext"), not a misspelling, unless the shorter name is the rarer
            one (a dropped letter: "TinyImagent"); two letters swapped stay a misspelling.
        papers: Per group key, the papers of its mentions (for ``coined``).
        defined: Keys of names a paper defines with an acronym: their kind word is a word of
            the name ("Latent Program Algorithm (LPA)" is not "latent programs").

    >>> sorted(merge_groups({"adam": {"adam"}, "adam algorithm": {"adam algorithm"}},
    ...     {"adam": "adam", "adam algorithm": "adam algorithm"},
    ...     types={"adam": EntityType.METHOD, "adam algorithm": EntityType.METHOD}).items())
    [('adam algorithm', ('adam', 'head word'))]
    """
    keys = sorted(names)
    union = _Union(keys)
    frozen_keys = set(frozen)
    owner: dict[str, list[str]] = defaultdict(list)
    for key in keys:
        for name in names[key]:
            owner[name].append(key)
    forbidden = {
        frozenset((a, b))
        for x, y in curation.different
        for a in owner.get(x, ())
        for b in owner.get(y, ())
        if a != b
    }
    open_keys = [k for k in keys if k not in frozen_keys]
    by_compact: dict[str, list[str]] = defaultdict(list)
    by_deletion: dict[str, list[str]] = defaultdict(list)
    coined_keys = set(coined)
    for key in open_keys:
        compact = compact_key(labels[key])
        by_compact[compact].append(key)
        for variant in {compact, *misspelling_keys(labels[key])}:
            by_deletion[variant].append(key)
    for group in by_compact.values():
        for other in group[1:]:
            union.join(group[0], other, "spelling variant", forbidden=forbidden)
    # Only variants shared by two keys join anything: sort those, not the hundreds of
    # thousands of variants one key has alone.
    for _, group in sorted((v, g) for v, g in by_deletion.items() if len(g) > 1):
        for other in group[1:]:
            if _sibling(group[0], other, labels, coined_keys, papers or {}):
                continue
            if _two_words(labels[group[0]], labels[other]):
                continue
            union.join(group[0], other, "spelling variant", forbidden=forbidden)
    for key in open_keys:
        for other in owner.get(labels[key], ()):
            if other != key and other not in frozen_keys and labels[other] in names[key]:
                union.join(key, other, "mutual alias", forbidden=forbidden)
    if types is not None:
        named = set(defined)
        kinds = [k for k in open_keys if k not in named]
        _join_kind_words(union, kinds, labels, types, forbidden=forbidden, targets=open_keys)
        _join_gerund_forms(union, open_keys, labels, types, forbidden=forbidden)
    for x, y in curation.same:
        for a in owner.get(x, ()):
            for b in owner.get(y, ()):
                union.join(a, b, "curation", forbidden=set())
    return {
        key: (union.find(key), union.rule.get(key, "curation"))
        for key in keys
        if union.find(key) != key
    }


def _sibling(
    a: str,
    b: str,
    labels: Mapping[str, str],
    coined: set[str],
    papers: Mapping[str, int],
) -> bool:
    """Whether two keys one letter apart name siblings: one is a coined name and the longer
    is no rarer than the shorter ("SqueezeNet" / "SqueezeNext", "DocNADE" / "DocNADEe")."""
    if not {a, b} & coined:
        return False
    short, long = sorted((a, b), key=lambda k: len(compact_key(labels[k])))
    if len(compact_key(labels[short])) == len(compact_key(labels[long])):
        return False  # two letters swapped: "Fashion-MNSIT"
    return papers.get(short, 0) >= papers.get(long, 0)


# Words shorter than this are often another word with a letter more ("word" / "world").
_SHORT_WORD = 5


def _two_words(a: str, b: str) -> bool:
    """Whether two keys a letter apart differ by two words of the language, not a misspelling:
    "world model" / "word model", a short word of the language and a letter more. A doubled
    letter is a spelling ("modelling" / "modeling"), and longer words a letter apart are more
    often a typing slip than two words ("gradient decent").

    >>> _two_words("world model", "word model"), _two_words("modelling task", "modeling task")
    (True, False)
    >>> _two_words("gradient decent", "gradient descent")
    False

    Words of one length a letter apart are two words when both are words of the language and
    one letter is left out here and another there ("relation" / "reaction"); not a letter
    written for another ("massage passing") or two letters swapped ("casual inference").

    >>> _two_words("relation prediction", "reaction prediction")
    True
    >>> _two_words("reaction prediction", "relation prediction")
    True
    >>> _two_words("massage passing", "message passing"), _two_words("casual model", "causal model")
    (False, False)
    """
    pairs = [(x, y) for x, y in zip(a.split(), b.split(), strict=False) if x != y]
    if len(a.split()) != len(b.split()) or len(pairs) != 1:
        return False
    short, long = sorted(pairs[0], key=len)
    if len(long) == len(short):
        return _other_word(short, long)
    if len(long) != len(short) + 1 or len(short) >= _SHORT_WORD:
        return False
    at = next((i for i, ch in enumerate(short) if long[i] != ch), len(short))
    doubled = long[at] in long[max(0, at - 1) : at] + long[at + 1 : at + 2]
    lexicon = load_lexicon()
    return not doubled and short in lexicon and long in lexicon


def _other_word(one: str, other: str) -> bool:
    """Whether two words of one length, one letter left out here and another there ("relation"
    / "reaction"), are two words of the language. One letter written for another ("massage
    passing", "normalisation") and two letters swapped ("casual inference") are a spelling."""
    at = [i for i, (x, y) in enumerate(zip(one, other, strict=True)) if x != y]
    swapped = (
        len(at) == 2
        and at[1] == at[0] + 1
        and (one[at[0]], one[at[1]]) == (other[at[1]], other[at[0]])
    )
    if len(at) < 2 or swapped:
        return False
    lexicon = load_lexicon()
    return one in lexicon and other in lexicon


def _keys_by_label(keys: Sequence[str], labels: Mapping[str, str]) -> dict[str, list[str]]:
    """The keys of each label, in the order given."""
    by_label: dict[str, list[str]] = defaultdict(list)
    for key in keys:
        by_label[labels[key]].append(key)
    return by_label


def _join_kind_words(
    union: _Union,
    keys: Sequence[str],
    labels: Mapping[str, str],
    types: Mapping[str, EntityType],
    *,
    forbidden: set[frozenset[str]],
    targets: Sequence[str],
) -> None:
    """ "Adam algorithm" joins "Adam" when that group is a method or model: the last word only
    says what kind of thing the name is. A task's "image classification networks" stays apart."""
    by_label = _keys_by_label(targets, labels)
    for key in keys:
        rest = without_kind_word(labels[key])
        if rest is None or _is_adjective(rest):
            continue
        if key.startswith("g:") and labels[key].rpartition(" ")[2] in MODEL_KIND_WORDS:
            continue  # the gazetteer's "diffusion model" is not "diffusion"
        for other in by_label.get(rest, ()):
            if other != key and types.get(other) in METHOD_TYPES:
                union.join(other, key, "head word", forbidden=forbidden)


def _join_gerund_forms(
    union: _Union,
    keys: Sequence[str],
    labels: Mapping[str, str],
    types: Mapping[str, EntityType],
    *,
    forbidden: set[frozenset[str]],
) -> None:
    """ "detecting anomalies" joins "anomaly detection" (rule ``gerund form``): a task's
    gerund and its object name what the noun phrase names, which stays the label."""
    by_label = _keys_by_label(keys, labels)
    for key in keys:
        nominal = gerund_nominal(labels[key]) if types.get(key) in GERUND_TYPES else None
        for other in by_label.get(name_key(nominal), ()) if nominal else ():
            if other != key and types.get(other) in GERUND_TYPES:
                union.join(other, key, "gerund form", forbidden=forbidden, first=True)


def _is_adjective(words: str) -> bool:
    """One adjective ("Bayesian", "convolutional"): "Bayesian methods" name no one method."""
    return " " not in words and (
        word_class(words, load_lexicon()) == "A" or words.endswith(ADJECTIVE_ENDINGS)
    )


def merge_report(entities: Sequence[Entity]) -> list[tuple[int, str, str, str, str, int, str]]:
    """Every alias of every shared entity, biggest merges first.

    Rows: (papers of the entity, label, type, alias, rule, papers of the alias, defining
    paper or ""), sorted by papers of the entity (descending), then label and alias.
    """
    rows = [
        (
            entity.papers,
            entity.label,
            entity.type.value,
            reason.alias,
            reason.rule,
            reason.papers,
            reason.paper or "",
        )
        for entity in entities
        if entity.scope is None
        for reason in entity.alias_reasons
    ]
    return sorted(rows, key=lambda r: (-r[0], r[1], -r[5], r[3]))
