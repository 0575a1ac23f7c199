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
        ("Pebble Weighing Based on Weight Sketches", []),
        ("Beat Tracking Based on Weight Sketches", ["Beat Tracking"]),
        # Heads only titles name tasks with ("Super-Resolution", "Recommendation").
        ("PEBBLE SUPER-RESOLUTION GUIDED BY SKETCHES", ["PEBBLE SUPER-RESOLUTION"]),
        ("Gated Sketches for Playlist Recommendation", ["Playlist Recommendation"]),
        # a title's attack is mostly the one proposed; the plural names the field attacked
        ("Pebble Sketches for a Black-Box Attack", []),
        ("Pebble Sketches for Black-Box Attacks", ["Black-Box Attacks"]),
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
        # an activity on an object (round 18: not a task's gerund; "Tracking X" names one)
        "Improving Continual Pebbles with Sketch Memory Networks",
        "Continual Pebble Tracking in Sketch Memory Networks",  # not stated as a purpose
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


PILES = "Pebbles pile up. We present a sketch memory that keeps learning from new piles."


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        # the title's subject done by a means is the paper's task
        ("Continual Pebble Tracking with Sketch Memory Networks", {"continual pebble tracking"}),
        ("Continual Pebble Tracking via Sketch Memory Networks", {"continual pebble tracking"}),
        ("Continual Pebble Tracking Through Sketch Memory", {"continual pebble tracking"}),
        ("SKM: Continual Pebble Tracking using Sketch Memory", {"continual pebble tracking"}),
        # the subject of an object, done by a means ("X of Y via Z")
        ("Continual Pebble Tracking of Gravel via Sketch Memory", {"continual pebble tracking"}),
        # a title in capitals reads as one in title case
        ("SKETCH MEMORY FOR CONTINUAL PEBBLE TRACKING", {"continual pebble tracking"}),
        # one hyphenated word with a task head names a task ("Meta-Learning")
        ("Pebble-Tracking with Sketch Memory", {"pebble-tracking"}),
        # each piece of a hyphenated word is lowered on its own; "Large Batch" is no praise
        ("Label-Efficient Pebble Tracking via Sketch Memory", {"label-efficient pebble tracking"}),
        ("Large Batch Pebble Tracking via Sketch Memory", {"large batch pebble tracking"}),
        # praise and scale before it are no part of its name
        ("Large Scale Continual Pebble Tracking via Sketch Memory", {"continual pebble tracking"}),
        # a learning setting, also with one plain noun for its condition
        ("Learning with Muddy Pebbles", {"learning with muddy pebbles"}),
        ("Learning from Pebbles Sorting Gravel", {"learning from pebbles"}),
        # what an approach is to, and what "and" joins to it, are its purposes
        (
            "SKM: A Unified Approach to Pebble Tracking and Training with Muddy Gravel",
            {"pebble tracking", "training with muddy gravel"},
        ),
    ],
)
def test_a_title_only_task_the_abstract_never_writes(title, expected):
    found = addressed_tasks(PILES, [at(PILES, "sketch memory", METHOD)], title)
    assert found == {(label, TITLE_TASK, conf.TASK_FRAMED) for label in expected}


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        # the verb of an infinitive, a light gerund, a suffix or a system head frames the task
        ("Sieve Layers to Induce and Evade Pebble Attacks", ["Pebble Attacks"]),
        (
            "Sketch Memory for Solving Partially Sorted Pebble Tracking Tasks",
            ["Partially Sorted Pebble Tracking"],
        ),
        ("Sieve Attacks on Pebble Detection Systems", ["Sieve Attacks", "Pebble Detection"]),
        ("Sieve Layers for Pebble Regression Problems", ["Pebble Regression"]),
        ("Sieve Layers for Pebble Regression Applications", ["Pebble Regression"]),
        ("Sieve Layers for Meta-Tracking Applications", ["Meta-Tracking"]),
        ("Sieve Layers for Real-World Applications", []),
        # a modifier before "and" shares the head after it
        ("Sieve Layers for Pebble and Gravel Tracking", ["Pebble Tracking", "Gravel Tracking"]),
        (
            "Sieve Layers in Few-Shot and Open Pile Learning",
            ["Few-Shot Learning", "Open Pile Learning"],
        ),
        # ... not a quality of the whole ("fast"), nor one of a longer name
        ("Fast and Accurate Pebble Tracking", ["Accurate Pebble Tracking"]),
        ("Sieve Layers for Gravel and Sorted Pebble Tracking", ["Sorted Pebble Tracking"]),
        # one hyphenated word with a task head is a task; not a letter's method
        ("Meta-Tracking with Sieve Priors", ["Meta-Tracking"]),
        ("Q-learning with Sieve Priors", []),
        # heads only titles name tasks with
        ("Sparse Pruning of Sieves via Pebble Tickets", ["Sparse Pruning"]),
        (
            "Sieve Layers for Conversational Pebble Comprehension",
            ["Conversational Pebble Comprehension"],
        ),
        # a clause or a long description names no task
        ("Pebble Training is a Gravel Tracking Problem", []),
        ("Sieve Layers for Fast Gravel Sorting When Pebbles Unwittingly Hide Tracking", []),
        # a bare activity and the condition it works under name a learning setting
        ("Learning with Muddy Pebbles", ["Learning with Muddy Pebbles"]),
        (
            "GravelMix: Learning from Muddy Pebbles as Sieve Tracking",
            ["Learning from Muddy Pebbles"],
        ),
        ("Learning from Pebbles Sorting Gravel Piles", ["Learning from Pebbles"]),
        # a means, or a phrase that goes on, is none
        ("Learning with a Sieve Model", []),
        ("Learning from Pebbles of Varied Size", []),
    ],
)
def test_title_tasks_without_what_only_frames_them(title, expected):
    assert title_tasks(title) == expected


NAMED = {"extractor": "acronym.long", "confidence": 0.8}


@pytest.mark.parametrize(
    ("text", "given", "title", "expected"),
    [
        # one hyphenated word is confirmed by its use ...
        (
            "We study meta-tracking of pebbles. Sieve priors help.",
            [("meta-tracking", TASK, {})],
            "Sieve Priors for Meta-Tracking",
            {("meta-tracking", "ner", conf.TASK_FRAMED)},
        ),
        # ... and never shrinks a longer one
        (
            "We study sieve-based meta-tracking of pebbles. Sieve priors help.",
            [("sieve-based meta-tracking", TASK, {"confidence": 0.6})],
            "Sieve Priors for Meta-Tracking",
            {("sieve-based meta-tracking", "ner", 0.6)},
        ),
        # a name of a kind of the title's task, proposed or known, leaves it to the title
        (
            "Pebbles pile up. We propose sieve pebble tracking (SPT), which keeps up with piles.",
            [("sieve pebble tracking", METHOD, NAMED)],
            "SPT: Pebble Tracking via Sieve Layers",
            {("pebble tracking", TITLE_TASK, conf.TASK_FRAMED)},
        ),
        (
            "Methods such as sieve pebble tracking (SPT) keep up with piles. We propose gravel.",
            [("sieve pebble tracking", METHOD, NAMED)],
            "Pebble Tracking via Gravel Layers",
            {("pebble tracking", TITLE_TASK, conf.TASK_FRAMED)},
        ),
    ],
)
def test_the_titles_task_against_the_abstracts_names(text, given, title, expected):
    mentions = [at(text, surface, etype, **fields) for surface, etype, fields in given]
    assert addressed_tasks(text, mentions, title) == expected


@pytest.mark.parametrize(
    ("text", "title", "expected"),
    [
        # a word the abstract capitalises on its own in mid-sentence keeps its capital
        (
            "Gravel piles up. We present a sketch memory under a Hobart prior.",
            "Hobart Pebble Tracking via Sketch Memory",
            "Hobart pebble tracking",
        ),
        # not one written in lowercase too, nor one inside a name of capitalised words
        (
            "Gravel piles up. We present a sketch memory under a Hobart prior for hobart piles.",
            "Hobart Pebble Tracking via Sketch Memory",
            "hobart pebble tracking",
        ),
        (
            "Gravel piles up. We present a sketch memory, the Hobart Pebble Sieve.",
            "Hobart Pebble Tracking via Sketch Memory",
            "hobart pebble tracking",
        ),
        # a name in capitals the abstract writes so stays in capitals
        (
            "Gravel piles up. We present a sketch memory for GRV piles.",
            "GRV PEBBLE TRACKING VIA SKETCH MEMORY",
            "GRV pebble tracking",
        ),
    ],
)
def test_title_task_labels_keep_the_abstracts_names(text, title, expected):
    found = addressed_tasks(text, [at(text, "sketch memory", METHOD)], title)
    assert found == {(expected, TITLE_TASK, conf.TASK_FRAMED)}


# -- a task's gerund and its object (round 18) ---------------------------------------------


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Tracking Pebble Drift with Sieve Sketches", ["Tracking Pebble Drift"]),
        ("Sieve Sketches for Forecasting Pebble Drift", ["Forecasting Pebble Drift"]),
        # after the colon of a name too, and the gerund phrase before one is no name
        ("Learning to Sift: Synthesizing Pebble Piles via Sieves", ["Synthesizing Pebble Piles"]),
        ("Detecting Pebble Theft: A Sieve Study", ["Detecting Pebble Theft"]),
        # gerunds of work on a method or of an analysis name no task
        ("Learning Good Sieves by Learning Good Sketches", []),
        ("Improving Pebble Sieves with Sketches", []),
        ("Explaining Pebble Sieves", []),
        # a pronoun is no object
        ("Detecting Them All", []),
    ],
)
def test_a_tasks_gerund_and_its_object_name_the_titles_task(title, expected):
    assert title_tasks(title) == expected


def test_a_gerund_title_task_the_abstract_never_writes_is_the_papers_task():
    text = "Pebbles drift on slopes. We present a sieve sketch model that follows each pebble."
    given = [at(text, "sieve sketch model", METHOD)]
    found = addressed_tasks(text, given, "Tracking Pebble Drift with Sieve Sketches")
    assert found == {("tracking pebble drift", TITLE_TASK, conf.TASK_FRAMED)}


def test_a_gerund_title_task_the_abstract_writes_as_a_noun_is_not_added_again():
    text = "Pebbles drift on slopes. We present a sieve sketch model for pebble drift tracking."
    given = [at(text, "pebble drift tracking", TASK)]
    found = addressed_tasks(text, given, "Tracking Pebble Drift with Sieve Sketches")
    assert ("tracking pebble drift", TITLE_TASK, conf.TASK_FRAMED) not in found
    assert ("pebble drift tracking", "ner", conf.TASK_FRAMED) in found


def test_only_the_whole_gerund_phrase_is_the_titles_task_in_the_abstract():
    # "pebble drift" alone, written in the abstract, is no task: the title's is the tracking
    text = "Pebble drift is slow. We present a sieve sketch model that follows it."
    given = [at(text, "Pebble drift", CONCEPT), at(text, "sieve sketch model", METHOD)]
    found = addressed_tasks(text, given, "Tracking Pebble Drift with Sieve Sketches")
    assert found == {("tracking pebble drift", TITLE_TASK, conf.TASK_FRAMED)}


def test_a_title_only_task_takes_no_other_task_of_its_sentence():
    # the title-only task is anchored on its whole sentence; the known task inside a means'
    # name there is still read ("a reinforcement learning agent")
    text = "We train a reinforcement learning agent that follows pebbles. It is fast."
    given = [at(text, "reinforcement learning agent", METHOD)]
    found = addressed_tasks(text, given, "Tracking Pebble Drift with Sieve Sketches")
    assert {label for label, _, _ in found} == {"tracking pebble drift", "reinforcement learning"}
