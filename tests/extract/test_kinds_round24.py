"""Round 24 of mention typing: a phrase the tagger typed Metric that ends in the noun of an
activity ("spectral density estimation", "Joint Channel Coding") names what is done, a Task
(phrases written for these tests)."""

from __future__ import annotations

import pytest

from kg.extract.kinds import not_a_method
from kg.types import EntityType

METRIC, TASK = EntityType.METRIC, EntityType.TASK


@pytest.mark.parametrize(
    "surface",
    [
        "spectral density estimation",
        "Joint Channel Coding",
        "forgery detection",
        "wind speed forecasting",
        "key-point localization",
    ],
)
def test_an_activity_typed_metric_is_a_task(surface):
    assert not_a_method(surface, METRIC) is TASK


@pytest.mark.parametrize(
    "surface",
    [
        "detection accuracy",
        "estimation error",
        "BLEU",
        "coding rate",
        "retrieval recall",
        "prediction",
    ],
)
def test_measures_stay_metrics(surface):
    """Guards (pass before round 24 too): a measure of an activity, and one word alone."""
    assert not_a_method(surface, METRIC) is METRIC
