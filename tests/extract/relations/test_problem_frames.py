"""Round 10 of the task rules (issue 12): "the X-ing problem" the paper acts on (defines,
studies, casts) names its activity; one it is inspired by or formulates something as does not.

Every sentence here was written for these tests.
"""

from __future__ import annotations

import pytest
from conftest import addressed_tasks

from kg.extract.relations import confidence as conf
from kg.types import EntityType, Mention

TASK = EntityType.TASK


def _framed(text, surface):
    start = text.index(surface)
    given = [Mention(surface, start, start + len(surface), TASK, "ner", 0.45)]
    return {(label, score) for label, _, score in addressed_tasks(text, given)}


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        (
            "We define the layer-wise gravel pruning problem for sieves.",
            "layer-wise gravel pruning problem",
        ),
        ("Our sieve casts the wet gravel picking problem as a game.", "wet gravel picking problem"),
        ("Here we study the river pebble sensing problem.", "river pebble sensing problem"),
    ],
)
def test_an_activity_the_text_calls_a_problem_is_confident(text, surface):
    assert (surface, conf.TASK_FRAMED) in _framed(text, surface)


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        # an adjective in -ing is no activity
        ("Sieves define the rather challenging problem here.", "rather challenging problem"),
        # two words only
        ("We define the sensing problem for sieves.", "sensing problem"),
        # what the paper is inspired by, or formulates something as, is not its problem
        (
            "Inspired by river pebble sensing problems, we build sieves.",
            "river pebble sensing problems",
        ),
        ("Sorting is cast as a gravel pruning problem.", "gravel pruning problem"),
        ("The gradient vanishing problem is ameliorated by sieves.", "gradient vanishing problem"),
    ],
)
def test_no_activity_no_confident_problem(text, surface):
    assert (surface, conf.TASK_FRAMED) not in _framed(text, surface)
