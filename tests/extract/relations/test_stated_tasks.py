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
            "speeding up transfer learning of pebble shapes",
            "speeding up transfer learning of pebble shapes",
        ),
    ],
)
def test_a_gerund_phrase_ends_whole_before_its_means(phrase, label):
    assert gerund_phrase(phrase, 0, len(phrase))[2] == label


def test_improving_opens_no_gerund_phrase():
    # round 64: what "improving" acts on is a means or a property, no task
    phrase = "improving transfer learning of pebble shapes"
    assert gerund_phrase(phrase, 0, len(phrase)) is None


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
        # or its complement (round 10: a bare noun phrase after "between" is taken whole,
        # "detecting cracks between pebbles"; one with an article is not)
        "detecting the cracks between the pebbles",
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


# Round 10: a stated task takes what its object is related to ("finding analogies between
# X"), a frame may follow a short adjunct, a phrase pointing back states nothing.


@pytest.mark.parametrize(
    ("phrase", "label"),
    [
        ("matching rare pebbles between rivers", "matching rare pebbles between rivers"),
        (
            "aligning pebbles across muddy river beds with sieves",
            "aligning pebbles across muddy river beds",
        ),
        ("sharing gravel among quarries", "sharing gravel among quarries"),
        # the old rule still holds where no noun phrase follows whole
        ("counting rare pebbles between the rivers", "counting rare pebbles"),
    ],
)
def test_a_stated_task_takes_what_its_object_is_related_to(phrase, label):
    assert gerund_phrase(phrase, 0, len(phrase))[2] == label


@pytest.mark.parametrize(
    "phrase",
    [
        "addressing the above three questions",
        "solving the aforementioned issues of sorting",
        "answering the following questions",
        "weighing pebbles between i.e. stones",  # an abbreviation is no noun phrase
        "sorting gravel across river beds and lakes",  # cut inside a list
    ],
)
def test_a_phrase_pointing_back_or_cut_states_no_task(phrase):
    found = gerund_phrase(phrase, 0, len(phrase))
    assert found is None or not {"between", "across", "above"} & set(found[2].split())


def test_pointing_back_gives_no_stated_task():
    assert stated("In this paper, we focus on addressing the above three questions.") == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Matching pebbles across rivers without labels is a key task for geology.",
            {"matching pebbles across rivers"},
        ),
        (
            "In this work we tackle the task of finding rare pebbles between quarries.",
            {"finding rare pebbles between quarries"},
        ),
    ],
)
def test_a_stated_task_after_a_short_adjunct_or_with_its_relation(text, expected):
    assert stated(text) == expected


def test_no_frame_after_a_long_adjunct():
    text = "Matching pebbles across rivers without any labels at all is a key task for geology."
    assert stated(text) == set()
