"""Round 30 (sentences written here, from abstracts written in today's style).

* "accuracy loss", "top-1 accuracy degradation": a fall in a measure is a metric (before, the
  tagger's Method, drawn as used); "contrastive loss" stays an objective.
* A language's name alone ("English", "French speakers") is no data (before, evaluated on);
  "the Amharic news corpus" is.
* "Modeling DNA requires ...": a sentence's opening gerund is no word of the name after it
  (before, the name "Modeling DNA"); "Alternating Minimization" keeps its words.
* "from 76.5% (KelpVLA) to 94.2%": the value a gain starts from is the baseline's, named in
  the parentheses, which the paper compares with (before, both values were the paper's and
  the baseline was used).
* "runs at 50 Hz": a rate, no value of the sentence's metric.
* "on a calibration set": a known task's one-word alias before data names the data of a step,
  no task (before, model calibration was addressed).
"""

from __future__ import annotations

import pytest
from conftest import pipeline_edges

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.types import EntityType, Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _mentions(nlp, text: str) -> dict[str, EntityType]:
    extraction = extract_one(Paper(key="sha256:round30", abstract=text), nlp=nlp)
    return {m.text: m.type for m in extraction.mentions}


def _values(nlp, text: str) -> list[str]:
    extraction = extract_one(Paper(key="sha256:values30", abstract=text), nlp=nlp)
    return [r.value for r in extraction.results]


@pytest.mark.parametrize("phrase", ["accuracy loss", "top-1 accuracy loss"])
def test_a_fall_in_accuracy_is_no_method(nlp, phrase):
    text = f"PebbleQuant compresses KelpNet to 4 bits with less than 1% {phrase} on SieveSet."
    assert _mentions(nlp, text).get(phrase) is EntityType.METRIC


def test_an_objective_named_loss_stays_a_method(nlp):
    # guard (unchanged): "contrastive loss" is no fall in a measure
    text = "We train PebbleNet with a contrastive loss and evaluate it on SieveSet."
    assert _mentions(nlp, text).get("contrastive loss") is not EntityType.METRIC


def test_a_language_alone_is_not_evaluated_on(nlp):
    text = (
        "Reasoning benchmarks for kelp models are almost exclusively in English. We evaluate "
        "PebbleLM in English and French on SieveBench."
    )
    evaluated = {m.text for m, _ in pipeline_edges(nlp, text, Predicate.EVALUATES_ON)}
    assert "English" not in evaluated
    assert "French" not in evaluated


def test_a_language_before_words_of_data_is_data(nlp):
    # guard (unchanged): "news corpus" names data
    text = "We evaluate PebbleLM on the Amharic news corpus."
    assert _mentions(nlp, text).get("Amharic news corpus") is not EntityType.CONCEPT


def test_an_opening_gerund_is_no_word_of_the_name(nlp):
    text = "Modeling DNA requires long contexts. We propose PebbleMamba for it."
    found = _mentions(nlp, text)
    assert "Modeling DNA" not in found
    assert "DNA" in found


def test_a_capitalised_name_after_a_gerund_keeps_its_words(nlp):
    # guard (unchanged): no name-shaped word after "Alternating"
    text = "Alternating Minimization (AM) converges slowly on kelp problems."
    assert "Alternating Minimization" in _mentions(nlp, text)


def test_the_value_a_gain_starts_from_is_the_baselines(nlp):
    text = (
        "We present PebbleVLA. It raises the success rate on KelpBench from 76.5% (SieveVLA) "
        "to 94.2%."
    )
    assert _values(nlp, text) == ["94.2%"]
    compared = {m.text for m, _ in pipeline_edges(nlp, text, Predicate.COMPARES_WITH)}
    assert "SieveVLA" in compared


def test_a_rate_in_hertz_is_no_value(nlp):
    text = "PebbleVLA reaches a success rate of 94.2% on KelpBench and runs at 50 Hz."
    assert _values(nlp, text) == ["94.2%"]


def test_a_calibration_set_is_no_task(nlp):
    text = (
        "We propose PebbleEvict, which profiles each attention head once on a calibration set "
        "and assigns cache budgets accordingly."
    )
    tasks = {m.text for m, _ in pipeline_edges(nlp, text, Predicate.ADDRESSES_TASK)}
    assert "calibration" not in tasks
    assert _mentions(nlp, text).get("calibration") is None
