"""Round 10 (issue 12): Task labels cut out of a longer phrase are no nodes, and a gerund
phrase relating its object to another thing is a task's name.

Every sentence here was written for these tests.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import link_one as one
from conftest import written_gazetteer

from kg.graph import is_drawn
from kg.lexicon.gazetteer import Gazetteer
from kg.link.task_chunks import task_chunk
from kg.link.termhood import GENERIC
from kg.types import EntityType

TASK = EntityType.TASK


@pytest.fixture
def gazetteer(tmp_path: Path) -> Gazetteer:
    return written_gazetteer(tmp_path, "image classification\tTask\t\tgeneral\n")


@pytest.mark.parametrize(
    ("abstract", "surface"),
    [
        # the first half of a coordination whose activity head it lacks
        (
            "We propose a sieve for joint pebble and gravel shape estimation with drones.",
            "joint pebble",
        ),
        ("Our model does fast river and quarry stone segmentation.", "fast river"),
        # a capitalised piece of a longer name joined by "in the"
        ("We release a corpus for Pebble Text in the Wild Recognition tasks.", "Wild Recognition"),
    ],
)
def test_a_task_cut_out_of_a_longer_phrase_is_no_node(gazetteer, abstract, surface):
    entity = one(gazetteer, abstract, surface, TASK)
    assert entity.termhood == GENERIC and not is_drawn(entity), entity


@pytest.mark.parametrize(
    ("abstract", "surface"),
    [
        # an activity head of its own stays
        ("We study pebble segmentation and gravel detection with drones.", "pebble segmentation"),
        # no capitalised word before "in the"
        ("Results improve in the Gravel Shape Estimation task.", "Gravel Shape Estimation"),
    ],
)
def test_a_whole_task_stays(gazetteer, abstract, surface):
    entity = one(gazetteer, abstract, surface, TASK)
    assert entity.termhood != GENERIC, entity


@pytest.mark.parametrize(
    ("label", "chunk"),
    [
        ("finding rare pebbles between quarries", False),
        ("matching pebbles across rivers", False),
        ("merging pebbles into the sieve", True),
        ("addressing above three questions", True),
        ("answering aforementioned questions", True),
        # quantities, pointers and a field's works name no task
        ("6x pebble compression", True),  # a factor
        ("40 sequential sorting tasks", True),  # a count
        ("3D pebble reconstruction", False),  # a name's number
        ("following central question", True),  # the text points at it
        ("aforementioned sorting problems", True),
        ("PBL4Q research", True),  # a field's works
        ("pebble sorting community", True),
        ("pebble sorting", False),
    ],
)
def test_a_relating_preposition_makes_no_clause_and_quantities_no_task(label, chunk):
    assert task_chunk(label) is chunk


# -- round 13: a field's vague set, beings' abilities, how much an activity is done ----------


@pytest.mark.parametrize(
    "label",
    [
        "downstream machine learning tasks",  # the field's tasks, none named
        "deep learning problems",
        "toddlers learning",  # what beings do motivates a paper; it is no task
        "animals foraging",
        "well-studied learning",  # how much it is done, not which activity
        "widely-used training",
    ],
)
def test_round13_vague_labels_are_task_chunks(label):
    assert task_chunk(label)


@pytest.mark.parametrize(
    "label",
    [
        "human pose estimation",  # singular "human" classifies a task
        "machine translation tasks",  # a named task with its suffix
        "classical planning",  # a named field, not a degree
        "robust classification",
        "multi-task learning",
    ],
)
def test_round13_named_tasks_stay(label):
    assert not task_chunk(label)
