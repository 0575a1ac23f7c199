"""Round 24 of tasks: an activity named as the means of something ("uses active learning to
pick", "via pebble clustering") is no task of the paper's (sentences written here)."""

from __future__ import annotations

import pytest
from conftest import addressed_tasks

from kg.types import EntityType, Mention

TASK = EntityType.TASK


def _addressed(text: str, surface: str) -> set[str]:
    start = text.index(surface)
    given = [Mention(surface, start, start + len(surface), TASK, "ner", 0.6)]
    return {label for label, _, _ in addressed_tasks(text, given)}


@pytest.mark.parametrize(
    "text",
    [
        "Our sorter uses active learning to pick the next pebble.",
        "We train the sieve controller via active learning on river beds.",
        "We propose a sieve that leverages active learning to pick pebbles.",
        "Applying active learning to pebble sorting, we halve the labels needed.",
    ],
)
def test_an_activity_named_as_a_means_is_not_addressed(text):
    assert _addressed(text, "active learning") == set()


@pytest.mark.parametrize(
    "text",
    [
        "We study active learning with noisy pebble labels.",
        "Our sieve improves active learning on river beds.",
    ],
)
def test_an_activity_the_paper_works_on_is_addressed(text):
    """Guards (pass before round 24 too)."""
    assert _addressed(text, "active learning") == {"active learning"}
