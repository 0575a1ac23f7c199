"""Tasks stated as a problem in a gerund phrase (kg.extract.relations.stated_tasks), on
sentences written here."""

from __future__ import annotations

import pytest
from conftest import addressed_tasks

from kg.extract.relations import confidence as conf
from kg.extract.relations.stated_tasks import STATED_TASK, gerund_phrase
from kg.types import EntityType, Mention

METHOD, TASK = EntityType.METHOD, EntityType.TASK


def stated(text, given=()):
    """Labels of the stated-task mentions that end up paper-addressed Tasks."""
    return {
        label
        for label, extractor, score in addressed_tasks(text, list(given))
        if extractor == STATED_TASK and score == conf.TASK_FRAMED
    }


@pytest.mark.parametrize(
    ("phrase", "label"),
    [
        ("sorting wet pebbles by weight", "sorting wet pebbles"),
        ("forecasting the drift of river pebbles is hard", "forecasting drift of river pebbles"),
        ("counting pebbles using cameras", "counting pebbles"),
        # a participle after a noun opens a clause
        ("generating pebbles conditioned on weight", "generating pebbles"),
        # a noun in -ing inside is part of the object
        (
            "improving transfer learning of pebble shapes",
            "improving transfer learning of pebble shapes",
        ),
    ],
)
def test_a_gerund_phrase_ends_whole_before_its_means(phrase, label):
    assert gerund_phrase(phrase, 0, len(phrase))[2] == label


@pytest.mark.parametrize(
    "phrase",
    [
        "solving this problem",  # states nothing
        "performing pebble sorting",  # a light verb
        "sorted pebbles",  # no gerund
        "training pebble models",  # makes a means
        "sorting and weighing pebbles",  # activities listed
        "adapting a pebble model trained on rivers",  # a means, then a clause
        "augmenting pebble sorting agents",  # a doer
        "converting pebble photos into sketches",  # cut before the verb's complement
        "weighing a river's pebbles",  # cut at a possessive
        "sorting low weight labelled pebbles",  # cut inside a compound at a participle
        "weighing the pebbles, stones or gravel",  # cut inside a list of objects
        "weighing the mass of short-lived, wet-season rivers",  # cut inside its modifiers
        "improving sorters' speed",  # cut at a possessive
        "weighing pebbles that float on water",  # one plain object needs its clause
        "detecting the cracks between pebbles",  # or its complement
        "sorting wet round grey pebbles of rivers of the north of Wales",  # cut at the most words
    ],
)
def test_no_gerund_phrase_that_states_nothing(phrase):
    assert gerund_phrase(phrase, 0, len(phrase)) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We study the problem of sorting wet pebbles by weight.", {"sorting wet pebbles"}),
        (
            "Forecasting the drift of river pebbles is a task of some importance. We try.",
            {"forecasting drift of river pebbles"},
        ),
        ("In this work, we tackle counting river pebbles with drones.", {"counting river pebbles"}),
    ],
)
def test_a_stated_problem_is_the_papers_task(text, expected):
    assert stated(text) == expected


def test_not_what_a_part_of_the_proposal_is_for():
    text = "We propose PebbleNet with sieve gates for sorting wet pebbles."
    given = [Mention("PebbleNet", 11, 20, METHOD, "ner", 0.6)]
    assert stated(text, given) == set()


def test_what_a_proposal_is_for_each_of_a_list():
    text = (
        "We propose PebbleNet for sorting wet pebbles, weighing river stones and counting gravel."
    )
    given = [Mention("PebbleNet", 11, 20, METHOD, "ner", 0.6)]
    assert stated(text, given) == {
        "sorting wet pebbles",
        "weighing river stones",
        "counting gravel",
    }


@pytest.mark.parametrize(
    "text",
    [
        "Sorting wet pebbles by weight takes a long time.",  # no problem frame
        "Many people enjoy sorting wet pebbles.",  # nothing frames it as the paper's
        "We study the problem of solving it quickly.",  # states nothing
    ],
)
def test_no_stated_task_without_a_frame(text):
    assert stated(text) == set()
