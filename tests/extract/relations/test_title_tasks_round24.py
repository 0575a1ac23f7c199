"""Round 24 of the title's task: the subtitle after a coined name says what the named thing does
("SieveNet: Pebble Drift Tracking with Gated Sketches"), so a task it names is the paper's
purpose even where the abstract never writes it (titles and sentences written here)."""

from __future__ import annotations

import pytest
from conftest import addressed_tasks

from kg.extract.relations import confidence as conf
from kg.extract.relations.task_frames import specific_modifiers
from kg.extract.relations.title_tasks import TITLE_TASK, title_parts
from kg.types import EntityType, Mention

METHOD = EntityType.METHOD
_TEXT = "Pebbles drift on slopes. We present a sieve sketch model that follows each pebble."


def _given(text: str) -> list[Mention]:
    start = text.index("sieve sketch model")
    return [Mention("sieve sketch model", start, start + 18, METHOD, "ner", 0.45)]


@pytest.mark.parametrize(
    ("title", "task"),
    [
        ("SieveNet: Pebble Drift Tracking on Steep Slopes", "pebble drift tracking"),
        ("Sorter2: Robust Pebble Drift Tracking", "robust pebble drift tracking"),
        ("SIEVE: Unsupervised Pebble Clustering and Sorting", "unsupervised pebble clustering"),
    ],
)
def test_a_subtitle_after_a_coined_name_states_the_papers_task(title, task):
    found = addressed_tasks(_TEXT, _given(_TEXT), title)
    assert (task, TITLE_TASK, conf.TASK_FRAMED) in found


@pytest.mark.parametrize(
    "title",
    [
        # the subtitle goes on with its object: "pebble estimation" alone is a fragment
        "SieveNet: Unbiased Estimation of Pebble Drift",
        # a means stating its own purpose after it: the subtitle is the method
        "SieveNet: Sparse Sketch Compression To Accelerate Pebble Tracking",
        "SieveNet: Gated Sketch Training for Pebble Classification",
        # the name's own long form is the method's name, no task
        "PeDriT: Pebble Drift Tracking",
        # no coined name before the colon
        "Sieves: Pebble Drift Tracking with Gated Sketches",
        "Pebble Sieves: Pebble Drift Tracking with Gated Sketches",
    ],
)
def test_other_subtitles_state_no_purpose(title):
    """Guards (no subtitle stated a purpose before round 24)."""
    assert all(part.connector != ": (name)" for part in title_parts(title))


def test_the_purpose_after_a_means_subtitle_is_still_the_task():
    """Guard (passes before round 24 too): "for X" after the subtitle is the purpose."""
    title = "SieveNet: Gated Sketch Training for Pebble Classification"
    found = addressed_tasks(_TEXT, _given(_TEXT), title)
    assert {label for label, _, _ in found} == {"pebble classification"}


def test_a_name_in_capitals_is_a_specific_modifier():
    """ "GAN" spells an old verb; as a name in capitals it makes "GAN interpretability" a task."""
    assert specific_modifiers(["GAN", "interpretability"])
    assert not specific_modifiers(["gan", "interpretability"])
