"""Typing tagged and chunked phrases by their head noun (kg.extract.head_kinds) and what the
linker draws of them (kg.link.labels.material_concept). Sentences written for these tests; the
phrases that open with a verb or a judging word are in test_phrases.py."""

from __future__ import annotations

import pytest
import spacy
from conftest import link_one
from spacy.tokens import Span

from kg.extract.candidates import phrase_candidates, tagger_candidates
from kg.extract.head_kinds import family_kind, head_kind
from kg.lexicon.gazetteer import load_gazetteer
from kg.link.labels import material_concept
from kg.types import EntityType

CONCEPT, METHOD, TASK, DATASET = (
    EntityType.CONCEPT,
    EntityType.METHOD,
    EntityType.TASK,
    EntityType.DATASET,
)


@pytest.mark.parametrize(
    ("surface", "tagged", "expected"),
    [
        # Data named by its kind is material (SciERC's Material, scored as Dataset).
        ("archived meeting recordings", CONCEPT, DATASET),
        ("bilingual dictionaries", METHOD, DATASET),
        ("courtroom transcripts", TASK, DATASET),
        ("Slovak", METHOD, METHOD),  # a language alone: left to the words around it
        # The head before "of" decides: an analysis of texts is an analysis.
        ("sentiment scoring of product texts", TASK, TASK),
        # An activity with a noun before it is a task; a quality of an image is not.
        ("coreference resolution", CONCEPT, TASK),
        ("typo correction", METHOD, TASK),
        ("depth resolution", CONCEPT, CONCEPT),
        ("deeper understanding", CONCEPT, CONCEPT),  # an adjective, no noun, before the head
        ("low resolution", CONCEPT, CONCEPT),  # "low" is an adjective too
        # "X systems" keeps the tagger's type: what a paper works on, not what it uses.
        ("question answering systems", TASK, TASK),
        ("generating harbour text", TASK, TASK),  # an activity on text
        # Other types and names keep theirs.
        ("Penn Treebank", METHOD, METHOD),
        ("speech transcripts", EntityType.METRIC, EntityType.METRIC),
    ],
)
def test_head_kind(surface: str, tagged: EntityType, expected: EntityType) -> None:
    assert head_kind(surface, tagged) is expected


def test_an_untagged_chunk_needs_a_noun_before_a_data_head() -> None:
    assert head_kind("harbour texts", CONCEPT, tagged=False) is DATASET
    assert head_kind("lengthy texts", CONCEPT, tagged=False) is CONCEPT
    assert head_kind("ferry timetable corpora", CONCEPT, tagged=False) is DATASET
    assert head_kind("maritime corpus", CONCEPT, tagged=False) is CONCEPT


@pytest.mark.parametrize(
    ("surface", "expected"),
    [
        # Data of a kind other than text or a collection is material after an adjective too.
        ("unscripted recordings", DATASET),
        ("bilingual glossary dictionaries", DATASET),
        ("whispered speech", DATASET),
        # An adjective only describes text or a collection, and makes dictionaries matrices.
        ("lengthy texts", CONCEPT),
        ("maritime corpora", CONCEPT),
        ("orthogonal dictionaries", CONCEPT),
    ],
)
def test_an_untagged_chunk_of_data_of_a_kind(surface: str, expected: EntityType) -> None:
    assert head_kind(surface, CONCEPT, tagged=False) is expected


@pytest.mark.parametrize(
    ("surface", "expected"),
    [
        ("bilingual harbour corpus", DATASET),
        # Vague or broad words alone say too little of a collection.
        ("text corpus", CONCEPT),
        ("large-scale unsupervised corpora", CONCEPT),
    ],
)
def test_a_collection_needs_a_specific_word(surface: str, expected: EntityType) -> None:
    assert head_kind(surface, CONCEPT) is expected


def test_phrases_and_tagged_spans_take_the_head_kind() -> None:
    nlp = spacy.blank("en")
    text = "We align harbour texts and apply coreference resolution to weather dialogue systems ."
    found = phrase_candidates(nlp(text), text, [], confidence=0.45)
    assert [(text[c.start : c.end], c.type) for c in found] == [
        ("harbour texts", DATASET),
        ("coreference resolution", TASK),
    ]
    doc = nlp(text)
    doc.ents = [Span(doc, 2, 4, label="Concept"), Span(doc, 6, 8, label="Method")]
    tagged = tagger_candidates(doc, text, ner_confidence=0.6, phrase_confidence=0.45)
    assert [(text[c.start : c.end], c.type) for c in tagged] == [
        ("harbour texts", DATASET),
        ("coreference resolution", TASK),
    ]


@pytest.mark.parametrize(
    ("label", "expected"),
    [
        ("harbour texts", True),
        ("Icelandic", False),
        ("Penn Treebank", False),  # a named treebank is a dataset
        ("HARB-2 transcripts", False),
        ("harbour corpus", False),  # a corpus is a dataset's head
    ],
)
def test_material_concept(label: str, expected: bool) -> None:
    assert material_concept(label) is expected


def test_material_is_drawn_as_a_concept_not_a_dataset() -> None:
    gazetteer = load_gazetteer()
    abstract = "We evaluate our parser on harbour texts from three ports."
    entity = link_one(gazetteer, abstract, "harbour texts", DATASET, confidence=0.45)
    assert entity.type is CONCEPT
    named = link_one(gazetteer, "We test on HarbourBank.", "HarbourBank", DATASET)
    assert named.type is DATASET


@pytest.mark.parametrize(
    ("surface", "given", "expected"),
    [
        ("graph neural networks", CONCEPT, METHOD),
        ("deep network", CONCEPT, METHOD),
        ("language model", CONCEPT, CONCEPT),  # SciER leaves most bare language models unmarked
        ("catastrophic forgetting", CONCEPT, CONCEPT),
        ("ImageNet", DATASET, DATASET),
    ],
)
def test_family_kind(surface: str, given: EntityType, expected: EntityType) -> None:
    assert family_kind(surface, given) is expected
