"""Round 61 (sentences written here).

* A value bracketed after other words, past the metric's own bracketed value ("accuracy (74.8%)
  and kelp robustness (55.9%)"), is the value of what those words name, not the metric's.
* A value a run is set to ("by setting weights to 0") is no score.
* "compression rate" and "compression factor" are the gazetteer's compression ratio; a factor
  of compression is read where the tagger took the word into a longer phrase ("6x compression
  over vanilla policies").
"""

import pytest
from conftest import pipeline_scored

from kg.extract.pipeline import make_pipeline


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def test_a_value_bracketed_after_other_words_is_not_the_metrics(nlp):
    text = (
        "The zorb trainer reaches a kelp model with top accuracy (74.8%) and pebble "
        "robustness (55.9%) on CIFAR-10."
    )
    assert [(m, v) for m, v, _ in pipeline_scored(nlp, text)] == [("accuracy", "74.8%")]


def test_a_second_bracketed_value_on_another_dataset_keeps_the_metric(nlp):
    # guard: "and on B (80.1%)" names where, not another measure
    text = "The zorb model reaches an accuracy (74.8% on CIFAR-10) and on SVHN (80.1%)."
    assert pipeline_scored(nlp, text) == [
        ("accuracy", "74.8%", "CIFAR-10"),
        ("accuracy", "80.1%", "SVHN"),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "The kelp weights keep their task accuracy, including pruning by setting weights to 0.",
        "The kelp keeps the accuracy of the zorb when fixing temperature at 0.5.",
    ],
)
def test_a_value_a_run_is_set_to_is_no_score(nlp, text):
    assert pipeline_scored(nlp, text) == []


def test_a_compression_factor_is_the_compression_ratio(nlp):
    text = "With this kelp codec, we achieve average compression factors between 7.9–9.3 overall."
    assert [(m, v) for m, v, _ in pipeline_scored(nlp, text)] == [
        ("compression factors", "7.9-9.3")
    ]


def test_a_factor_of_compression_inside_a_longer_phrase_is_read(nlp):
    text = (
        "For several kelp tasks, we learn zorb policies with few weights, providing >90 % "
        "compression over vanilla policies and 6x compression over compact policies, while "
        "still maintaining good reward."
    )
    assert [(m, v) for m, v, _ in pipeline_scored(nlp, text)] == [
        ("compression", "90%"),
        ("compression", "6×"),
    ]
