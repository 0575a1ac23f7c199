"""Round 26: names a sentence opens on ("On Pebble-QA, Kelp-VQA and SieveBench, our model
outperforms X") are where results were obtained, not the paper's own things. Before, each was
typed Method and the last one read as an appositive ("X, our model"), so the paper "proposed"
a benchmark and compared it with X (sentences written here)."""

from __future__ import annotations

import pytest
import spacy
from conftest import pipeline_edges

from kg.extract.name_types import type_from_context
from kg.extract.pipeline import make_pipeline
from kg.types import EntityType, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


@pytest.fixture(scope="module")
def blank():
    return spacy.blank("en")


def _type(blank, text: str, surface: str) -> EntityType | None:
    start = text.index(surface)
    return type_from_context(blank(text), start, start + len(surface))


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        ("On PebbleQA, our sorter beats the sieve.", "PebbleQA"),
        ("Sieves are slow. Across PebbleQA and KelpVQA, our sorter wins.", "PebbleQA"),
        ("Sieves are slow. Across PebbleQA and KelpVQA, our sorter wins.", "KelpVQA"),
    ],
)
def test_names_a_sentence_opens_on_are_data(blank, text, surface):
    assert _type(blank, text, surface) is EntityType.DATASET


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        # a model's own shape: results on a model, not on data
        ("On Pebble-7B, our pruning keeps accuracy.", "Pebble-7B"),
        # not at the sentence's start
        ("We sort on PebbleQA, a new sieve.", "PebbleQA"),
    ],
)
def test_other_names_are_not_typed_by_the_opening(blank, text, surface):
    """Guards (pass before round 26 too)."""
    assert _type(blank, text, surface) is not EntityType.DATASET


def test_the_last_listed_name_is_no_appositive_of_our_model(nlp):
    text = "On Pebble-QA, Kelp-VQA and Sieve-Pro, our sorter outperforms GravelNet."
    assert not pipeline_edges(nlp, text, Predicate.PROPOSES)
    evaluated = {m.text for m, _ in pipeline_edges(nlp, text, Predicate.EVALUATES_ON)}
    assert evaluated == {"Pebble-QA", "Kelp-VQA", "Sieve-Pro"}


def test_a_name_with_our_appositive_is_still_proposed(nlp):
    """Guard (passes before round 26 too)."""
    text = "In this paper, we sort gravel with ZorbSort, our comb filter, at scale."
    assert "ZorbSort" in {m.text for m, _ in pipeline_edges(nlp, text, Predicate.PROPOSES)}
