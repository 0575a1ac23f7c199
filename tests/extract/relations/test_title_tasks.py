"""The title's task (kg.extract.relations.title_tasks), on titles and sentences written here."""

from __future__ import annotations

import pytest
from conftest import addressed_tasks

from kg.extract.relations import confidence as conf
from kg.extract.relations.title_tasks import TITLE_TASK, title_tasks
from kg.types import EntityType, Mention

METHOD, CONCEPT, TASK = EntityType.METHOD, EntityType.CONCEPT, EntityType.TASK


def at(text: str, surface: str, etype: EntityType, **fields) -> Mention:
    start = text.index(surface)
    values = {"extractor": "ner", "confidence": 0.45} | fields
    return Mention(surface, start, start + len(surface), etype, **values)


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        # A participle before "by" / "on" opens the means: the task is before it.
        ("Melody Transcription Guided by Chord Priors", ["Melody Transcription"]),
        ("Pebble Sorting Based on Weight Sketches", []),
        ("Beat Tracking Based on Weight Sketches", ["Beat Tracking"]),
        # Heads only titles name tasks with ("Super-Resolution", "Recommendation").
        ("PEBBLE SUPER-RESOLUTION GUIDED BY SKETCHES", ["PEBBLE SUPER-RESOLUTION"]),
        ("Gated Sketches for Playlist Recommendation", ["Playlist Recommendation"]),
        # a title's attack is mostly the one proposed
        ("Pebble Sketches for Black-Box Attacks", []),
        # "against" opens what the means defends from, not the means' name
        ("Sieve Layer for Pebble Tracking Against Pebble Theft", ["Pebble Tracking"]),
        # what is joined to a means is one too
        ("Pebble Sketches via Sieve Search and Pebble Tracking", []),
        # "towards" inside a title is no purpose of the paper's
        ("Sieve Convergence towards Pebble Tracking", ["Pebble Tracking"]),
    ],
)
def test_title_tasks_before_a_participle_means(title, expected):
    assert title_tasks(title) == expected


def test_a_hyphen_in_the_title_is_a_space_in_the_abstract():
    text = "We present a sketch model for playlist based recommendation. It is fast."
    given = [at(text, "playlist based recommendation", TASK)]
    found = addressed_tasks(text, given, "Sketches for Playlist-Based Recommendation")
    assert found == {("playlist based recommendation", "ner", conf.TASK_FRAMED)}


def test_a_purpose_the_abstract_never_writes_is_the_papers_task():
    text = "Pebbles pile up. We present a sketch memory that keeps learning from new piles."
    given = [at(text, "sketch memory", METHOD)]
    found = addressed_tasks(text, given, "Sketch Memory Networks for Continual Pebble Tracking")
    assert found == {("continual pebble tracking", TITLE_TASK, conf.TASK_FRAMED)}


@pytest.mark.parametrize(
    "title",
    [
        "Sketch Memory Networks for Efficient Inference",  # no specific modifier
        "Continual Pebble Tracking with Sketch Memory Networks",  # not stated as a purpose
        "SKETCH MEMORY FOR CONTINUAL PEBBLE TRACKING",  # an all-capital title
        "Sketch Convergence towards Continual Pebble Tracking",  # "towards" inside the title
    ],
)
def test_no_title_only_task_without_a_stated_specific_purpose(title):
    text = "Pebbles pile up. We present a sketch memory that keeps learning from new piles."
    given = [at(text, "sketch memory", METHOD)]
    assert addressed_tasks(text, given, title) == set()


def test_a_title_only_head_never_stretches_a_shorter_task_over_a_name():
    text = "We present sketchy playlist recommendation, a model. It beats playlist recommendation."
    start = text.index("playlist recommendation")
    given = [
        Mention(
            "playlist recommendation",
            start,
            start + len("playlist recommendation"),
            TASK,
            "gazetteer",
            0.9,
            canonical="playlist recommendation",
        )
    ]
    found = addressed_tasks(text, given, "Sketchy Playlist Recommendation with Masks")
    assert {label for label, _, _ in found} == {"playlist recommendation"}
