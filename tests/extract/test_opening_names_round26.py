"""Round 26: names a sentence opens on ("On Pebble-QA, Kelp-VQA and SieveBench, our model
outperforms X") are where results were obtained, not the paper's own things. Before, each was
typed Method and the last one read as an appositive ("X, our model"), so the paper "proposed"
a benchmark and compared it with X. A camel-case name before "tasks" or "environments" is a
suite of environments ("KelpWorld tasks"), not a task (sentences written here)."""

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


def test_a_longer_opening_phrase_keeps_its_names_data_too(nlp):
    text = "On the GravelSet sorting and KelpWorld tasks, our sieve matches GravelNet."
    assert not pipeline_edges(nlp, text, Predicate.PROPOSES)


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        # since round 27 the suite is named without "tasks" ("KelpWorld")
        ("The KelpWorld tasks remain hard for sieves.", "KelpWorld"),
        ("Sieves remain slow on the PebbleMaze tasks.", "PebbleMaze"),
    ],
)
def test_a_named_suite_of_tasks_is_an_environment(nlp, text, surface):
    from kg.extract import extract_one
    from kg.types import Paper

    extraction = extract_one(Paper(key="sha256:suite", abstract=text), nlp=nlp)
    types = {m.text: m.type for m in extraction.mentions}
    assert types.get(surface) is EntityType.ENVIRONMENT


@pytest.mark.parametrize("words", [["NLP", "tasks"], ["VarSieve", "task"], ["Sieving", "tasks"]])
def test_a_fields_tasks_or_one_named_task_stays_a_task(words):
    """Guards (pass before round 26 too): an acronym's or one task's name is no suite."""
    from kg.extract.kinds import not_a_method

    assert not_a_method(" ".join(words), EntityType.TASK) is EntityType.TASK
