"""Known tasks named inside a longer mention of a means, data or field ("reinforcement learning
algorithms", "image classification benchmarks"): the task the paper works in (issue 12, tasks).

Every sentence here was written for these tests.
"""

from __future__ import annotations

import pytest
from conftest import addressed_tasks, mention_at

from kg.extract.relations import confidence as conf
from kg.types import NESTED_TASK_EXTRACTOR, EntityType

METHOD, TASK = EntityType.METHOD, EntityType.TASK


def _nested(text: str, surface: str, etype: EntityType = METHOD, *others, title=None):
    given = [mention_at(text, surface, etype), *others]
    return {
        (label, score)
        for label, extractor, score in addressed_tasks(text, given, title=title)
        if extractor == NESTED_TASK_EXTRACTOR
    }


@pytest.mark.parametrize(
    ("text", "surface", "etype", "task"),
    [
        (
            "Kites are steered by reinforcement learning algorithms in gusty weather.",
            "reinforcement learning algorithms",
            METHOD,
            "reinforcement learning",
        ),
        (
            "The kite sorter is tested on two image classification benchmarks.",
            "image classification benchmarks",
            EntityType.BENCHMARK,
            "image classification",
        ),
        (
            # a qualifier before the task stays out of it
            "A popular neural machine translation system reads the kite manuals.",
            "popular neural machine translation system",
            METHOD,
            "neural machine translation",
        ),
        (
            # one hyphenated word names a task too
            "Our kite tuner is a meta-learning approach.",
            "meta-learning approach",
            METHOD,
            "meta-learning",
        ),
    ],
)
def test_a_known_task_before_a_means_is_a_task_of_the_paper(text, surface, etype, task):
    assert _nested(text, surface, etype) == {(task, conf.TASK_FRAMED)}


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        # the noun after the task is no means, data or field
        (
            "Kites earn reinforcement learning rewards in gusty weather.",
            "reinforcement learning rewards",
        ),
        # a known Method, not a Task
        ("Kites are taught by magnitude pruning methods.", "magnitude pruning methods"),
        # one plain word is too short to be read as the known task
        ("Kites are sorted by segmentation networks.", "segmentation networks"),
        # a comma between the task and the noun: two phrases
        ("Kites need image classification, methods say.", "image classification, methods"),
    ],
)
def test_no_task_without_a_known_task_right_before_a_means(text, surface):
    assert _nested(text, surface) == set()


def test_a_task_the_paper_names_itself_is_not_read_again():
    text = (
        "We study reinforcement learning for kites. Reinforcement learning algorithms steer "
        "them in gusty weather."
    )
    named = mention_at(text, "reinforcement learning", TASK)
    assert _nested(text, "Reinforcement learning algorithms", METHOD, named) == set()


def test_the_title_task_keeps_the_longer_mention():
    # "... in Kite Imitation Learning": the title's task takes the mention "kite imitation
    # learning framework"; no shorter known task is read inside it
    title = "Fewer Gusts in Kite Imitation Learning"
    text = "We revisit the kite imitation learning framework. Our kites fly longer."
    assert _nested(text, "kite imitation learning framework", title=title) == set()
