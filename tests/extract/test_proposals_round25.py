"""Round 25 of ``proposes`` (sentences written for these tests): "we propose <verb>ing ..." is
the paper's unnamed way of doing something, as "we propose to <verb> ..." is. Each test fails
on the code before round 25 except the guards, which say so."""

from __future__ import annotations

import pytest
from conftest import pipeline_edges, pipeline_proposed

from kg.extract.pipeline import make_pipeline
from kg.extract.relations.intents import PROPOSAL_GERUND
from kg.types import Predicate

OPENING = "Pebbles are hard to sort. "


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


@pytest.mark.parametrize(
    ("sentence", "label"),
    [
        (
            "We propose splitting the sieve between several river crews.",
            "splitting the sieve between several river crews",
        ),
        (
            "We propose weighing each pebble twice with a kelp balance, which halves errors.",
            "weighing each pebble twice with a kelp balance",
        ),
        (
            "We propose rinsing the coarse gravel over, not under, the sieve.",
            "rinsing the coarse gravel",
        ),
    ],
)
def test_a_gerund_after_propose_is_the_way_proposed(nlp, sentence, label):
    assert label in _intents(nlp, OPENING + sentence)


def _intents(nlp, text: str) -> set[str]:
    """The labels of the proposals read as a way of doing (extractor ``proposal.gerund``)."""
    edges = pipeline_edges(nlp, text, Predicate.PROPOSES)
    return {m.text for m, _ in edges if m.extractor == PROPOSAL_GERUND}


@pytest.mark.parametrize(
    "sentence",
    [
        "We propose using a kelp balance to weigh pebbles.",  # a use: what is new is elsewhere
        "We propose studying how pebbles drift downstream.",  # an aim
        "We provide a proposition stating that sieves halve errors.",  # no cue verb
        "We propose showing that sieves halve errors.",  # a finding
    ],
)
def test_no_way_of_doing_from_a_use_an_aim_or_a_finding(nlp, sentence):
    """Guards (pass before round 25 too, which read no gerund after "propose")."""
    assert _intents(nlp, OPENING + sentence) == set()


def test_a_name_defined_after_the_gerund_is_left_to_the_name_rules(nlp):
    """Guard (passes before round 25 too): "ranking pebble gradient (RPG)" is a name."""
    proposed = pipeline_proposed(
        nlp, OPENING + "We propose ranking pebble gradient (RPG), a sorting method for rivers."
    )
    assert not any(label.startswith("ranking pebble gradient (") for label in proposed)
    assert proposed & {"ranking pebble gradient", "RPG"}


@pytest.mark.parametrize(
    ("sentence", "label"),
    [
        (
            "We propose to use a lightweight kelp module that approximates the sieve layer.",
            "lightweight kelp module that approximates the sieve layer",
        ),
        (
            "We propose using a gravel-aware sieve module to weigh each pebble.",
            "gravel-aware sieve module to weigh each pebble",
        ),
    ],
)
def test_a_new_thing_put_to_use_is_proposed(nlp, sentence, label):
    assert label in pipeline_proposed(nlp, OPENING + sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "We propose to use the kelp module of earlier sieves to weigh pebbles.",
        "We propose to use a ResNet to weigh pebbles.",
        "We propose using knowledge distillation to weigh pebbles.",
    ],
)
def test_a_known_thing_put_to_use_is_not_proposed(nlp, sentence):
    """Guards (pass before round 25 too)."""
    assert pipeline_proposed(nlp, OPENING + sentence) == set()


def test_a_label_ends_before_the_participle_of_a_clause(nlp):
    proposed = pipeline_proposed(
        nlp, OPENING + "We present a light pebble stemmer relying on a few rules for river stones."
    )
    assert proposed == {"light pebble stemmer"}


def test_a_finding_is_no_proposal(nlp):
    proposed = pipeline_proposed(
        nlp, OPENING + "We present a thorough evaluation showing that sieves halve the errors."
    )
    assert not any(label.endswith("showing") for label in proposed)
