"""Round 17 of ``proposes``: an adverbial between the cue and its object, verbs that propose
only what they call new, quoted objects, and labels cut after a clause's participle
(sentences and names written for these tests)."""

from __future__ import annotations

import pytest
from conftest import mention_at as at
from conftest import proposed_labels as proposed
from conftest import sentencized_nlp

from kg.types import EntityType


@pytest.fixture(scope="module")
def blank():
    return sentencized_nlp()


# -- "we present here a ...", "we propose in this paper the ..." ------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Point clouds lack a fixed order. We present here a novel spin pooling layer for them.",
        "Point clouds lack a fixed order. We propose instead a novel spin pooling layer.",
        "Point clouds lack a fixed order. We introduce in this paper a new spin pooling layer.",
    ],
)
def test_the_object_after_an_adverbial_is_proposed(blank, text):
    assert "spin pooling layer" in proposed(blank, text, at(text, "spin pooling layer"))


# -- verbs that propose only what they call new --------------------------------------------


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "Images come in many sizes. We describe a novel tidal resizing regime for training.",
            "tidal resizing regime",
        ),
        (
            "Images come in many sizes. In this work, we describe and evaluate a new tidal "
            "resizing regime for training.",
            "tidal resizing regime",
        ),
        (
            "Shallow networks are easy to write down. We give a new algorithm for recovering "
            "the weights of a two-layer network from its moments.",
            "algorithm for recovering the weights",
        ),
        (
            "GAN results are hard to compare. Finally, we suggest a new score for comparing "
            "GAN samples.",
            "score for comparing GAN samples",
        ),
    ],
)
def test_a_new_thing_described_given_or_suggested_is_proposed(blank, text, label):
    assert label in proposed(blank, text)


@pytest.mark.parametrize(
    "text",
    [
        "Loss surfaces are rugged. We describe the tidal structure of the loss surface.",
        "Loss surfaces are rugged. We give an overview of tidal resizing methods.",
        "Loss surfaces are rugged. We suggest that tidal resizing helps training.",
    ],
)
def test_what_is_not_called_new_is_not_proposed_by_those_verbs(blank, text):
    assert proposed(blank, text) == set()


# -- quoted objects ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            'Robust models keep confident regions apart. We propose a "separation property" '
            "of models which states that confident regions are far from each other.",
            "separation property",
        ),
        (
            'We propose a "plan early and act late" framework for agents that learn while '
            "they act.",
            "plan early and act late",
        ),
        (
            'We propose a novel `"ball convolution" operation that convolves functions '
            "inside the unit ball.",
            "ball convolution",
        ),
    ],
)
def test_a_quoted_object_is_the_proposal(blank, text, label):
    assert label in proposed(blank, text)


def test_a_quoted_name_with_its_short_name_proposes_both(blank):
    text = (
        "Attribution maps ignore the biases. We propose a propagation-style algorithm "
        '"ripple bias attribution (RBA)" that passes each bias back to the inputs.'
    )
    mentions = [
        at(text, "ripple bias attribution", extractor="acronym.long", confidence=0.8),
        at(text, "RBA", extractor="acronym.short", confidence=0.8),
    ]
    assert {"ripple bias attribution", "RBA"} <= proposed(blank, text, *mentions)


def test_a_mention_that_took_the_quote_in_is_proposed_without_it(blank):
    text = "We introduce \u201cfidelity-tuned learning\u201d (FTL), a student-teacher scheme."
    mention = at(text, "\u201cfidelity-tuned learning", EntityType.TASK)
    assert "fidelity-tuned learning" in proposed(blank, text, mention)


@pytest.mark.parametrize(
    "text",
    [
        'We introduce a "learning-based" algorithm for the low-rank decomposition problem.',
        "We introduce a \u201cZero-Shot\u201d medical image Glare Removal framework for scans.",
    ],
)
def test_a_quoted_word_or_piece_of_a_name_is_no_proposal(blank, text):
    labels = proposed(blank, text)
    assert "learning-based" not in labels and "Zero-Shot" not in labels


# -- a label cut after a clause's participle ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "We propose a new pruning strategy based on saliency scores resulting in much "
            "sparser networks.",
            "pruning strategy based on saliency scores",
        ),
        (
            "We propose a new sampling scheme based on local curvature estimates leading to "
            "faster mixing of the chain.",
            "sampling scheme based on local curvature estimates",
        ),
    ],
)
def test_a_label_ends_before_the_participle_that_opens_a_clause(blank, text, label):
    assert label in proposed(blank, text)


# -- a long purpose cut back where a clause of an inner noun opens -----------------------------


def test_a_long_purpose_ends_before_the_clause_of_its_inner_noun(blank):
    text = (
        "We design a rover that learns to draw a coarse occupancy grid that tells what parts "
        "of a room can be walked through safely by the rover."
    )
    assert "rover that learns to draw a coarse occupancy grid" in proposed(blank, text)


def test_that_after_a_verb_opens_no_clause_to_cut_at(blank):
    text = (
        "We propose a rover that learns to show that every cell of a room can be walked "
        "through safely by a small rover in the limit of many runs."
    )
    labels = proposed(blank, text)
    assert not any(label.endswith("learns to show") for label in labels)


# -- the sentence's subject for "by proposing", "and <adverb> <cue>"; "investigates a novel" ---


@pytest.mark.parametrize(
    "text",
    [
        "We further advance this line of research on pebble graphs by proposing a tidal "
        "scattering transform.",
        "We study the drift of pebble graphs under noise and formally derive a tidal "
        "scattering transform.",
        "This paper investigates a novel tidal scattering transform.",
    ],
)
def test_the_paper_speaks_before_these_cues(blank, text):
    transform = at(text, "tidal scattering transform")
    assert "tidal scattering transform" in proposed(blank, text, transform)


def test_by_designing_names_a_use_not_a_proposal(blank):
    text = (
        "We show that the solver works well on hard shapes in practice, as we demonstrate by "
        "designing an optimised pebble sink."
    )
    assert "pebble sink" not in proposed(blank, text, at(text, "pebble sink"))
