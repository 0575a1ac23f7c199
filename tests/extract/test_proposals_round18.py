"""Round 18 of ``proposes``: an unnamed proposal for a known model family, and a proposed
phrase the paper then names (sentences and names written for these tests)."""

from __future__ import annotations

import pytest
from conftest import mention_at as at
from conftest import pipeline_proposed, sentencized_nlp
from conftest import proposed_labels as proposed

from kg.extract.pipeline import make_pipeline


@pytest.fixture(scope="module")
def blank():
    return sentencized_nlp()


def _known(text: str, surface: str, canonical: str):
    return at(text, surface, extractor="gazetteer", confidence=0.9, canonical=canonical)


# -- "a new regularizer for generative adversarial networks" --------------------------------


@pytest.mark.parametrize(
    ("surface", "canonical", "label"),
    [
        (
            "generative adversarial networks",
            "generative adversarial network",
            "regularizer for generative adversarial networks",
        ),
        (
            "convolutional networks",
            "convolutional neural network",
            "regularizer for convolutional networks",
        ),
    ],
)
def test_a_known_family_in_the_complement_says_what_the_proposal_is_for(
    blank, surface, canonical, label
):
    # spelled out, the family says as much as its acronym ("a new regularizer for GANs")
    text = f"Such models overfit quickly. We propose a new regularizer for {surface}."
    assert proposed(blank, text, _known(text, surface, canonical)) == {label}


def test_a_generic_family_in_the_complement_says_nothing(blank):
    text = "Such models overfit quickly. We propose a new regularizer for deep neural networks."
    found = proposed(blank, text, _known(text, "deep neural networks", "deep neural network"))
    assert found == set()


def test_a_known_family_that_is_the_phrase_itself_is_no_proposal(blank):
    # one of a known family, with a describing word before it: nothing of the paper's own
    text = "Faces are hard to draw. We propose a deep generative adversarial network."
    found = proposed(
        blank,
        text,
        _known(text, "generative adversarial network", "generative adversarial network"),
    )
    assert "deep generative adversarial network" not in found


# -- "a framework for X, which we name Y" ---------------------------------------------------


@pytest.mark.parametrize(
    "clause",
    [", which we name the", " which we refer to as", ", which we call", " that we term"],
)
def test_a_phrase_the_paper_then_names_is_proposed_under_its_name(blank, clause):
    text = (
        "Rankers are hard to compare. This work presents an efficient framework for comparing "
        f"rankers{clause} Tilted Duel Contest."
    )
    found = proposed(blank, text, at(text, "Tilted Duel Contest", extractor="name"))
    assert found == {"Tilted Duel Contest"}


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


@pytest.mark.parametrize(
    ("clause", "labels"),
    [
        # the name is the regime the method uses, not the method: two contributions
        (
            " using a novel training regime we call Tilted Duel Contest.",
            {"real-time method for synthesizing dance motions", "Tilted Duel Contest"},
        ),
        (", which we call Tilted Duel Contest.", {"Tilted Duel Contest"}),
    ],
)
def test_a_phrase_keeps_its_edge_unless_the_name_is_given_to_it(nlp, clause, labels):
    text = f"Motion is hard to animate. We present a real-time method for synthesizing dance motions{clause}"
    assert pipeline_proposed(nlp, text) == labels


# -- "a comprehensive, rigorous, and coherent benchmark" -----------------------------------


@pytest.mark.parametrize(
    ("sentence", "label"),
    [
        (
            "We establish a comprehensive, rigorous, and coherent benchmark to score kelp "
            "trackers on sieve data.",
            "coherent benchmark to score kelp trackers on sieve data",
        ),
        (
            "We then develop a precise, quantifiable definition for kelp drift.",
            "quantifiable definition for kelp drift",
        ),
    ],
)
def test_a_comma_list_of_adjectives_before_the_head_is_read_past(nlp, sentence, label):
    # the label keeps the list's last adjective only
    assert label in pipeline_proposed(nlp, "Kelp drifts on slopes. " + sentence)


def test_two_adjectives_joined_by_and_are_no_list(nlp):
    # "necessary and sufficient conditions" qualifies one head; without its complement the
    # label would be cut, so the sentence gives none
    text = (
        "Kelp drifts on slopes. We present necessary and sufficient conditions for a sieve to "
        "be a global minimum of the drift."
    )
    assert "necessary and sufficient conditions" not in pipeline_proposed(nlp, text)
