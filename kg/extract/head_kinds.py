"""Typing a tagged or chunked phrase by its head noun where the tagger is weak.

:func:`head_kind` runs after :func:`kg.extract.candidates.head_override` on the tagger's and the
noun-phrase chunker's candidates. Data named by its kind is Dataset ("newspaper texts", "audio
recordings", "bilingual dictionaries"), an activity with a
noun before it a Task ("anaphora resolution", "spelling correction"), a system built for a job
a Method ("dialogue systems", not "biological systems"). The word lists are in :mod:`kg.lexicon.head_words`.

Such data is material a mention names, not a dataset the paper evaluates on: the linker
draws it as a Concept (:func:`kg.link.labels.material_concept`), so the graph gets no ``evaluatesOn`` edge to
"newspaper texts", while ``kg eval`` scores the mention's type.
"""

from __future__ import annotations

import re

from kg.lexicon.head_words import (
    ACTIVITY_TASK_HEADS,
    DATA_KIND_HEADS,
    FAMILY_HEADS,
    NOT_ACTIVITY_MODIFIERS,
    SYSTEM_HEADS,
    SYSTEM_JOBS,
)
from kg.lexicon.wordclass import load_lexicon, word_class
from kg.types import EntityType

__all__ = ["family_kind", "head_kind"]

_RETYPED = frozenset({EntityType.CONCEPT, EntityType.METHOD, EntityType.TASK})


def _words(surface: str) -> list[str]:
    return [w for w in re.split(r"\s+", surface.strip()) if w]


def head_kind(surface: str, etype: EntityType, *, tagged: bool = True) -> EntityType:
    """The type a phrase's head announces over a Concept, Method or Task label.

    >>> head_kind("newspaper texts", EntityType.CONCEPT).value
    'Dataset'
    >>> head_kind("anaphora resolution", EntityType.CONCEPT).value
    'Task'
    >>> head_kind("image resolution", EntityType.CONCEPT).value
    'Concept'
    """
    if etype not in _RETYPED:
        return etype
    words = _words(surface)
    if words and words[0].endswith("ing") and etype is EntityType.TASK:
        return etype  # "generating text", "modelling dynamical systems": an activity
    if "of" in words:  # "analysis of texts" is an analysis
        words = words[: words.index("of")]
    if len(words) < 2 or not words[-1].islower():
        return etype
    head = words[-1]
    modifier = words[-2].lower()
    if head in DATA_KIND_HEADS and (tagged or word_class(modifier, load_lexicon()) != "A"):
        # An untagged chunk needs a noun before the head ("newspaper texts"): "financial
        # texts" only describes the text.
        return EntityType.DATASET
    if head in SYSTEM_HEADS and etype is not EntityType.METHOD and modifier in SYSTEM_JOBS:
        return EntityType.METHOD  # "dialogue systems"; not "biological systems"
    if (
        head in ACTIVITY_TASK_HEADS
        and etype is not EntityType.TASK
        and modifier not in NOT_ACTIVITY_MODIFIERS
        and word_class(modifier, load_lexicon()) == "N"
    ):
        return EntityType.TASK
    return etype


def family_kind(surface: str, etype: EntityType) -> EntityType:
    """A gazetteer Concept named by a network's head is, as a mention, a Method ("deep neural
    networks", "graph neural networks"); the gazetteer's type keeps the entity a Concept (a
    model family is no node, :mod:`kg.link.termhood`). Not "language model": SciER's
    annotators leave most bare "language models" unmarked (dev: 14 of 16 spans).

    >>> family_kind("graph neural networks", EntityType.CONCEPT).value
    'Method'
    """
    words = _words(surface)
    if etype is EntityType.CONCEPT and words and words[-1].lower() in FAMILY_HEADS:
        return EntityType.METHOD
    return etype
