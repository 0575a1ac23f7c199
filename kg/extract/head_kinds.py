"""Typing a tagged or chunked phrase by its head noun where the tagger is weak.

:func:`head_kind` runs after :func:`kg.extract.candidates.head_override` on the tagger's and
the noun-phrase chunker's candidates: data named by its kind is Dataset ("newspaper texts",
"audio recordings", "bilingual dictionaries"), an activity with a noun before it a Task
("anaphora resolution", "spelling correction"; not "low resolution"). :func:`family_kind` makes
a gazetteer network family a Method mention. The word lists are in :mod:`kg.lexicon.head_words`.

Such data is material a mention names, not a dataset the paper evaluates on: the linker draws
it as a Concept (:func:`kg.link.labels.material_concept`), so the graph gets no ``evaluatesOn``
edge to "newspaper texts", while ``kg eval`` scores the mention's type. "X systems" stays as
tagged: SciERC calls "dialogue systems" a Method, but in a graph of ML papers they are what a
paper works on (typing them Method turned three addressesTask edges to "dialogue systems" on
SciTLDR into usesMethod edges).
"""

from __future__ import annotations

import re

from kg.lexicon.data_words import GENERIC_DATA_KINDS, VAGUE_DATA_WORDS
from kg.lexicon.head_words import (
    ACTIVITY_TASK_HEADS,
    BROAD_DATA_HEADS,
    COLLECTION_HEADS,
    DATA_KIND_HEADS,
    FAMILY_HEADS,
    NOT_ACTIVITY_MODIFIERS,
    TRAINING_REGIMES,
    WORLD_NETWORK_WORDS,
)
from kg.lexicon.wordclass import load_lexicon, word_class
from kg.types import EntityType

__all__ = ["family_kind", "head_kind"]

_RETYPED = frozenset({EntityType.CONCEPT, EntityType.METHOD, EntityType.TASK})
_VAGUE = VAGUE_DATA_WORDS | GENERIC_DATA_KINDS | TRAINING_REGIMES


def _words(surface: str) -> list[str]:
    return [w for w in re.split(r"\s+", surface.strip()) if w]


def _noun_only(word: str) -> bool:
    """A noun no dictionary also lists as an adjective ("anaphora", "spelling"; not "low")."""
    classes = load_lexicon().get(word)
    if classes is None:
        return word_class(word, load_lexicon()) == "N"  # unknown words are taken as nouns
    return "n" in classes and "a" not in classes


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
    if head in FAMILY_HEADS and etype is not EntityType.TASK and _world_network(words):
        return EntityType.CONCEPT  # "social networks", "gene regulatory networks": no model
    vague = head in COLLECTION_HEADS and all(w.lower() in _VAGUE for w in words[:-1])
    if (
        head in DATA_KIND_HEADS
        and not vague  # "text corpus", "large-scale corpora"
        and (tagged or head not in BROAD_DATA_HEADS or word_class(modifier, load_lexicon()) != "A")
    ):
        # An untagged collection or text needs a noun before the head ("dialogue corpora",
        # "newspaper texts"): "financial corpus", "long texts" only describe the data (and a
        # collection may be drawn as a dataset, kg.link.labels.material_concept). Other data
        # of a kind is material with an adjective too ("spontaneous speech", "bilingual
        # dictionaries"); the graph draws it as a Concept.
        return EntityType.DATASET
    if (
        head in ACTIVITY_TASK_HEADS
        and etype is not EntityType.TASK
        and modifier not in NOT_ACTIVITY_MODIFIERS
        and _noun_only(modifier)
    ):
        return EntityType.TASK
    return etype


def _world_network(words: list[str]) -> bool:
    """Whether a lowercase network phrase names a network of the world, by the word before its
    head ("social networks"), before "neural" ("biological neural networks"), or "protein" /
    "gene" before "interaction" ("protein interaction networks")."""
    before = [w.lower() for w in words[:-1]]
    if before[-1] == "neural":
        before = before[:-1]
    if not before:
        return False
    if before[-1] == "interaction":
        return len(before) >= 2 and before[-2].split("-")[-1] in {"protein", "gene"}
    return before[-1] in WORLD_NETWORK_WORDS


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
