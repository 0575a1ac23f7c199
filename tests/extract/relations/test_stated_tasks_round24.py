"""Round 24 of stated tasks: "<a proposal> to <verb> X" states the task "<verb>ing X" as "<a
proposal> for <verb>ing X" does, for the verbs of tasks (sentences written here)."""

from __future__ import annotations

import pytest
from conftest import addressed_tasks

from kg.extract.relations import confidence as conf
from kg.extract.relations.stated_tasks import STATED_TASK
from kg.types import EntityType, Mention

METHOD = EntityType.METHOD


def stated(text: str, name: str = "PebbleNet") -> set[str]:
    start = text.index(name)
    given = [Mention(name, start, start + len(name), METHOD, "ner", 0.6)]
    return {
        label
        for label, extractor, score in addressed_tasks(text, given)
        if extractor == STATED_TASK and score == conf.TASK_FRAMED
    }


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We propose PebbleNet to detect cracked river pebbles.",
            {"detecting cracked river pebbles"},
        ),
        (
            "We present PebbleNet to estimate the weight of wet pebbles.",
            {"estimating weight of wet pebbles"},
        ),
        ("We introduce PebbleNet to tag pebble photos by hand.", {"tagging pebble photos"}),
        ("We propose PebbleNet to infer pebble shapes.", {"inferring pebble shapes"}),
        ("We propose PebbleNet to model river pebble drift.", {"modeling river pebble drift"}),
        # the list goes on after its verb's object only with a noun, not a new object phrase
        (
            "We propose PebbleNet to classify wet pebbles and a set of sieve rules for gravel.",
            {"classifying wet pebbles"},
        ),
    ],
)
def test_what_a_proposal_is_there_to_do_is_the_task(text, expected):
    assert stated(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "We propose PebbleNet to improve the sorting of pebbles.",  # a light verb
        "We propose PebbleNet to learn pebble shapes.",  # work on a method, no task verb
        "We propose PebbleNet to explain pebble drift.",  # an analysis
        "We propose PebbleNet to Detect Pebbles.",  # no verb in lowercase
        "We propose PebbleNet. Pebbles are hard to detect in rivers.",  # no proposal before "to"
    ],
)
def test_other_infinitives_state_no_task(text):
    """Guards (no stated task before round 24 either)."""
    assert stated(text) == set()
