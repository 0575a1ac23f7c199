"""Termhood, round 17: an activity that names a task only in the singular, after a noun that
says what it acts on ("rover navigation", "proof verification"); its plural and a quality
before it describe ("wrong predictions", "accurate prediction").

Every label here was written for these tests.
"""

from __future__ import annotations

import pytest

from kg.link.termhood import PHRASE, TERM, termhood


@pytest.mark.parametrize(
    "label",
    [
        "shelf-click prediction",
        "rover navigation",
        "proof verification",
        "photo editing",
        "sensor data imputation",
        "odour sensing",
        "gradient compression",
        "molecule manipulation",
    ],
)
def test_an_activity_on_a_named_object_is_a_term(label):
    assert termhood(label, named=False, defined=False, in_gazetteer=False) == TERM


@pytest.mark.parametrize(
    "label",
    [
        "wrong predictions",
        "model predictions",
        "shelf-click predictions",
        "accurate prediction",
        "reliable prediction",
        "fine-grained control",
    ],
)
def test_plural_outputs_and_qualities_stay_phrases(label):
    assert termhood(label, named=False, defined=False, in_gazetteer=False) == PHRASE
