"""Round 23 of ``proposes``: a gerund's "from" goes on in a complement before a hyphenated
word too (sentences written for these tests; the first fails on the code before round 23)."""

from __future__ import annotations

import pytest
from conftest import pipeline_proposed

from kg.extract.pipeline import make_pipeline


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def test_from_before_a_hyphenated_word_goes_on(nlp):
    text = (
        "Pebbles are hard to sort. We present a CNN-based framework for learning from "
        "low-contrast pebble images."
    )
    assert pipeline_proposed(nlp, text) == {
        "CNN-based framework for learning from low-contrast pebble images"
    }


def test_from_before_a_plain_word_still_goes_on(nlp):
    """Guard (passed before round 23 too)."""
    text = (
        "Pebbles are hard to sort. We present a CNN-based framework for learning from "
        "blurred pebble images."
    )
    assert pipeline_proposed(nlp, text) == {
        "CNN-based framework for learning from blurred pebble images"
    }
