"""Round 24 of ``proposes`` (sentences written for these tests): names given in a numbered list
after a colon, and a description of two adjectives joined by "and" before it. Each test fails
on the code before round 24 except the guards, which say so."""

from __future__ import annotations

import pytest
from conftest import pipeline_proposed

from kg.extract.pipeline import make_pipeline


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def test_each_numbered_name_after_a_colon_is_proposed(nlp):
    text = (
        "Pebbles are hard to sort. We propose two models: 1) the Gravel Sieve Network (GSN) "
        "model, which sorts pebbles by weight; 2) the Pebble Drift Tracker (PDT) model, which "
        "follows each pebble downstream."
    )
    assert pipeline_proposed(nlp, text) >= {"Gravel Sieve Network", "Pebble Drift Tracker"}


def test_roman_numbers_and_adjectives_joined_by_and(nlp):
    text = (
        "Pebbles are hard to sort. We introduce two simple and complementary methods: (i) "
        "Gravel Sieve Sorting (GSS), which weighs pebbles, and (ii) Pebble Drift Tracking "
        "(PDTR), which follows them."
    )
    assert pipeline_proposed(nlp, text) >= {"Gravel Sieve Sorting", "Pebble Drift Tracking"}


def test_a_known_name_numbered_after_the_first_is_not_proposed(nlp):
    text = (
        "Pebbles are hard to sort. We propose two models: 1) the Gravel Sieve Network (GSN) "
        "model, which sorts pebbles by weight; 2) a ResNet-50 trained on pebble photos."
    )
    proposed = pipeline_proposed(nlp, text)
    assert "Gravel Sieve Network" in proposed
    assert "ResNet-50" not in proposed


def test_an_unnumbered_list_is_read_as_before(nlp):
    """Guard (passed before round 24 too): names joined by "and" after a colon."""
    text = (
        "Pebbles are hard to sort. We propose two models: Gravel Sieve Network (GSN) and "
        "Pebble Drift Tracker (PDT)."
    )
    assert pipeline_proposed(nlp, text) >= {"Gravel Sieve Network", "Pebble Drift Tracker"}
