"""Round 26 of candidates: a known name inside a longer known name is part of it. The metric
"Inception Score" holds the model "Inception"; the model no longer wins the overlap because
models and datasets outrank other gazetteer types (sentences and spans written here)."""

from __future__ import annotations

import pytest

from kg.extract.candidates import resolve_overlaps
from kg.extract.mentions import Candidate
from kg.types import EntityType


@pytest.fixture(scope="module")
def nlp():
    from kg.extract.pipeline import make_pipeline

    return make_pipeline()


def _known(start: int, end: int, etype: EntityType, extractor: str = "gazetteer") -> Candidate:
    return Candidate(start, end, etype, extractor, 0.9)


def test_a_known_metric_around_a_known_model_keeps_the_model_in_it():
    # "our pebbles reach a Pebble Score of 3.1": "Pebble" a model, "Pebble Score" a metric
    model = _known(19, 25, EntityType.MODEL)
    metric = _known(19, 31, EntityType.METRIC)
    assert resolve_overlaps([model, metric]) == [metric]


def test_a_known_model_still_wins_over_a_tagged_phrase_or_a_shorter_known_name():
    """Guards (pass before round 26 too): only a longer *known* name takes a model in."""
    model = _known(0, 6, EntityType.MODEL)
    tagged = _known(0, 14, EntityType.METHOD, "ner")  # "Pebble encoder": the tagger's phrase
    assert resolve_overlaps([tagged, model]) == [model]
    dataset = _known(20, 28, EntityType.DATASET)
    inside = _known(20, 24, EntityType.TASK)  # a known task inside a dataset's name
    assert resolve_overlaps([inside, dataset]) == [dataset]


def test_the_pipeline_reads_a_known_metric_named_after_a_known_model(nlp):
    from kg.extract import extract_one
    from kg.types import Paper

    text = "On sieved gravel our pebble sorter reaches an Inception Score of 7.2 per batch."
    extraction = extract_one(Paper(key="sha256:round26", abstract=text), nlp=nlp)
    known = {(m.text, m.type) for m in extraction.mentions}
    assert ("Inception Score", EntityType.METRIC) in known
    assert ("Inception", EntityType.MODEL) not in known
