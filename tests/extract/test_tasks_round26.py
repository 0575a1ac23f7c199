"""Round 26 of tasks: a learning setting stated as the paper's problem ("the problem of
learning from pebble proportions") is its task, also where the tagger found only the bare
activity ("learning") at its start; before, that one-word mention held the span and the
stated task was dropped (sentences written here)."""

from __future__ import annotations

import pytest
from conftest import pipeline_edges

from kg.extract.pipeline import make_pipeline
from kg.types import Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _tasks(nlp, text: str) -> set[str]:
    return {m.canonical or m.text for m, _ in pipeline_edges(nlp, text, Predicate.ADDRESSES_TASK)}


@pytest.mark.parametrize(
    ("text", "task"),
    [
        (
            "We study the problem of learning from label proportions, where pebbles come in bags.",
            "learning from label proportions",
        ),
        (
            "We address the problem of learning under gravel drift, where sieves age.",
            "learning under gravel drift",
        ),
    ],
)
def test_a_learning_setting_stated_as_the_problem_is_a_task(nlp, text, task):
    assert task in _tasks(nlp, text)
