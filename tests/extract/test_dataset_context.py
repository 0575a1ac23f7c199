"""A name where a paper says what it is tested on is a dataset (kg.extract.mentions).

Every sentence here was written for these tests.
"""

from __future__ import annotations

import pytest
import spacy

from kg.extract.mentions import type_from_context
from kg.types import EntityType


@pytest.fixture(scope="module")
def blank():
    return spacy.blank("en")


def context_type(blank, text: str, surface: str) -> EntityType | None:
    start = text.index(surface)
    return type_from_context(blank(text), start, start + len(surface))


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        ("We test the ranker on Quibble Reviews and on two lists of songs.", "Quibble Reviews"),
        ("The tagger is validated on Zorb Corpus from the archive.", "Zorb Corpus"),
        (
            "It is shown on three datasets of two kinds, Quibble Reviews and Zorb Corpus.",
            "Quibble Reviews",
        ),
    ],
)
def test_a_name_a_paper_tests_on_is_a_dataset(blank, text, surface):
    assert context_type(blank, text, surface) is EntityType.DATASET


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        ("We test whether ZorbNet helps, and build on ZorbNet later.", "ZorbNet"),
        ("On both datasets of songs we train ZorbNet first.", "ZorbNet"),
    ],
)
def test_a_method_near_a_test_verb_is_not_typed_a_dataset(blank, text, surface):
    assert context_type(blank, text, surface) is not EntityType.DATASET


@pytest.mark.parametrize(
    ("text", "surface", "expected"),
    [
        ("We prune the Zorb-300-100 and Zorb-5 models by half.", "Zorb-300-100", EntityType.METHOD),
        (
            "Scores on QuibbleSet, ZorbSet and Krill-7 datasets rise.",
            "QuibbleSet",
            EntityType.DATASET,
        ),
        (
            "Scores on QuibbleSet, ZorbSet, and Krill-7 datasets rise.",
            "ZorbSet",
            EntityType.DATASET,
        ),
    ],
)
def test_names_coordinated_before_a_head_noun_take_its_type(blank, text, surface, expected):
    assert context_type(blank, text, surface) is expected


@pytest.mark.parametrize(
    "text",
    ["We prune Zorb-300 and then retrain the models.", "We prune Zorb-300 and the Krill models."],
)
def test_a_head_after_other_words_types_only_its_own_name(blank, text):
    assert context_type(blank, text, "Zorb-300") is None


def test_names_coordinated_as_modifiers_of_a_singular_head_keep_no_type(blank):
    text = "A model that supports MV-styled and 3D-styled generation mode."
    assert context_type(blank, text, "MV-styled") is None
