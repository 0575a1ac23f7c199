"""Our side of each gold document, read off the linker's output (what the graph shows)."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass

from kg.evaluate._scheme import Scheme, normalise
from kg.graph import is_drawn
from kg.types import NESTED_TASK_EXTRACTOR, EntityType, Extraction, LinkedCorpus, Predicate

__all__ = ["PredictedDocument", "PredictedEntity", "predict_documents"]

_METHODLIKE = frozenset({EntityType.METHOD, EntityType.MODEL})


@dataclass(frozen=True, slots=True)
class PredictedEntity:
    """One of our entities as it appears in one document.

    Attributes:
        type: Its scoring type (None if the scheme does not score its class).
        names: Keys of every name the graph gives it (label, aliases) and of its mentions here.
        mention_keys: Keys of its mentions in this document only.
        spans: Character spans of those mentions.
    """

    type: str | None
    names: frozenset[str]
    mention_keys: frozenset[str]
    spans: frozenset[tuple[int, int]]


@dataclass(frozen=True, slots=True)
class PredictedDocument:
    """Our side of one document.

    ``mentions`` are (start, end, scoring type) of the mentions the linker kept, of scored
    types; ``compares`` and ``evaluates_on`` index into ``entities``.
    """

    mentions: frozenset[tuple[int, int, str]] = frozenset()
    entities: tuple[PredictedEntity, ...] = ()
    compares: frozenset[tuple[int, int]] = frozenset()
    evaluates_on: frozenset[int] = frozenset()
    rejected: int = 0  # mentions the linker dropped as generic phrases
    unscored: int = 0  # kept mentions of classes the scheme does not score
    nested: int = 0  # known tasks read inside a longer mention: no span of a flat scheme


def predict_documents(linked: LinkedCorpus, *, scheme: Scheme) -> dict[str, PredictedDocument]:
    """Our side of every document of a linked corpus, by paper key."""
    return {
        extraction.paper.key: _predict(linked, extraction, scheme)
        for extraction in linked.extractions
    }


def _join_definitions(
    extraction: Extraction, mentions: set[tuple[int, int, str]]
) -> set[tuple[int, int, str]]:
    """Score each acronym definition "long form (ACR)" as the one span the scheme annotates.

    Our pipeline finds a definition as two linked mentions (the long form, whose ``short_form``
    is the acronym, and the acronym); the span starts at the long form, ends after the
    closing bracket and keeps the long form's scoring type.
    """
    text = extraction.paper.abstract
    typed = {(start, end): stype for start, end, stype in mentions}
    joined = set(mentions)
    for long in extraction.mentions:
        stype = typed.get((long.start, long.end))
        if long.short_form is None or stype is None:
            continue
        match = _DEFINITION_TAIL.match(text, long.end)
        if match is None or match.group(1) != long.short_form:
            continue
        short = (match.start(1), match.end(1))
        joined.discard((long.start, long.end, stype))
        joined.discard((*short, typed.get(short, "")))
        joined.add((long.start, match.end(), stype))
    return joined


_DEFINITION_TAIL = re.compile(r"\s*\(\s*([^()]+?)\s*\)")


def _predict(linked: LinkedCorpus, extraction: Extraction, scheme: Scheme) -> PredictedDocument:
    paper = extraction.paper.key
    mentions: set[tuple[int, int, str]] = set()
    by_entity: dict[int, list[int]] = defaultdict(list)
    rejected = unscored = nested = 0
    for index, mention in enumerate(extraction.mentions):
        found = linked.mention_entity.get((paper, index))
        if found is None:
            rejected += 1
            continue
        by_entity[found].append(index)
        stype = scheme.ours(mention.type)
        if mention.extractor == NESTED_TASK_EXTRACTOR:
            # A known task read inside a longer mention ("reinforcement learning" of
            # "reinforcement learning algorithms") is an entity of the graph, not a span of the
            # flat schemes: they annotate the longer mention alone (SciERC dev nests 7 of 811).
            nested += 1
        elif stype is None:
            unscored += 1
        else:
            mentions.add((mention.start, mention.end, stype))
    if scheme.definition_spans:
        mentions = _join_definitions(extraction, mentions)
    # The document level scores what the graph shows: entities kg.graph.is_drawn keeps.
    order = [found for found in sorted(by_entity) if is_drawn(linked.entities[found])]
    entity_of = {i: position for position, found in enumerate(order) for i in by_entity[found]}
    entities = []
    for found in order:
        entity = linked.entities[found]
        members = [extraction.mentions[i] for i in by_entity[found]]
        mention_keys = frozenset(k for k in (normalise(m.text) for m in members) if k)
        names = (
            frozenset(k for k in map(normalise, (entity.label, *entity.aliases)) if k)
            | mention_keys
        )
        spans = frozenset((m.start, m.end) for m in members)
        entities.append(PredictedEntity(scheme.ours(entity.type), names, mention_keys, spans))

    compares: set[tuple[int, int]] = set()
    evaluates: set[int] = set()
    for relation in extraction.relations:
        obj = entity_of.get(relation.object)
        subject = None if relation.subject is None else entity_of.get(relation.subject)
        if obj is None:
            continue
        if relation.predicate is Predicate.COMPARES_WITH and subject is not None and subject != obj:
            if {
                linked.entities[order[subject]].type,
                linked.entities[order[obj]].type,
            } <= _METHODLIKE:
                compares.add((min(subject, obj), max(subject, obj)))
        elif relation.predicate is Predicate.EVALUATES_ON:
            evaluates.add(obj)
    return PredictedDocument(
        frozenset(mentions),
        tuple(entities),
        frozenset(compares),
        frozenset(evaluates),
        rejected,
        unscored,
        nested,
    )
