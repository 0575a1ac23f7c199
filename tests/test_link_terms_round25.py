"""Round 25 of linking: a known task's name before a word that only says it is one ("pebble
sorting task", "semi-sieved problems", "kelp-sorting tasks") is that task; since round 69 a
known task of one word too ("sorting tasks"), while an activity no row names stays apart
(gazetteer rows and sentences written here)."""

from __future__ import annotations

import pytest
from conftest import link_one, written_gazetteer

from kg.types import EntityType

ROWS = (
    "pebble sorting\tTask\t\tgeneral\n"
    "semi-sieved learning\tTask\tsemi-sieved\tgeneral\n"
    "kelp-sorting\tTask\t\tgeneral\n"
    "sorting\tTask\t\tgeneral\n"
    "gravel sieve\tMethod\t\tgeneral\n"
)


@pytest.mark.parametrize(
    ("sentence", "surface", "label"),
    [
        (
            "We study the pebble sorting task on river beds.",
            "pebble sorting task",
            "pebble sorting",
        ),
        (
            "Our sieve helps on semi-sieved problems.",
            "semi-sieved problems",
            "semi-sieved learning",
        ),
        ("Results on kelp-sorting tasks are strong.", "kelp-sorting tasks", "kelp-sorting"),
        # (round 69: a known task of one word too; an activity no row names, "translation
        # tasks", stays apart, tests/test_link.py)
        ("Results on sorting tasks are strong.", "sorting tasks", "sorting"),
    ],
)
def test_a_known_task_before_a_task_word_is_that_task(tmp_path, sentence, surface, label):
    gazetteer = written_gazetteer(tmp_path, ROWS)
    assert link_one(gazetteer, sentence, surface, EntityType.TASK).label == label


@pytest.mark.parametrize(
    ("sentence", "surface", "etype"),
    [
        # a known method is no task, whatever word follows
        ("We revisit the gravel sieve problem.", "gravel sieve problem", EntityType.TASK),
        # only Task mentions: a Method mention ending so is left as it was
        ("Our pebble sorting problem solver is fast.", "pebble sorting problem", EntityType.METHOD),
    ],
)
def test_other_phrases_are_not_joined_to_the_task(tmp_path, sentence, surface, etype):
    """Guards (pass before round 25 too)."""
    gazetteer = written_gazetteer(tmp_path, ROWS)
    assert link_one(gazetteer, sentence, surface, etype).label == surface
