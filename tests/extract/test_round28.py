"""Round 28 of results, typing and data names (sentences written here).

* A metric after a value in another clause is not the value's ("by 40% while keeping exact
  match": before, the 40% was an exact-match improvement).
* A change for the worse in a metric for which higher is better is no result ("a 1% drop in
  accuracy", "less than 1% loss of accuracy", "loses 1% of accuracy": before, each was an
  accuracy improvement); a drop in an error-like metric stays an improvement.
* Imaging modalities (MRI, CT, EEG, fMRI) are Concepts in the gazetteer (before, the tagger
  made methods of them, which papers "used").
* The name where a comparison was won is data ("outperforms GravelNet on KelpSet": before, the
  tagger's Method).
* "the A and B benchmarks": each name without the kind word (before, "B benchmarks").
"""

from __future__ import annotations

import pytest
from conftest import pipeline_edges

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.lexicon.gazetteer import load_gazetteer
from kg.types import EntityType, Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _results(nlp, text: str) -> list[tuple[str, str, bool]]:
    extraction = extract_one(Paper(key="sha256:results28", abstract=text), nlp=nlp)
    return sorted(
        (extraction.mentions[r.metric].text, r.value, r.improvement) for r in extraction.results
    )


def test_a_metric_in_the_next_clause_is_not_the_values(nlp):
    text = (
        "Tuning PebbleLM with this loss cuts the rate of unsupported claims by 40% while "
        "keeping exact match within one point."
    )
    assert _results(nlp, text) == []


def test_a_metric_right_after_a_gain_stays_its_own(nlp):
    # guard: "by 4 points of test accuracy" (unchanged)
    text = "PebbleSort improves over GravelNet by 4 points of test accuracy on KelpSet."
    assert _results(nlp, text) == [("test accuracy", "4", True)]


@pytest.mark.parametrize(
    "text",
    [
        "Pruned sieves reach 90% sparsity with a 1% drop in accuracy on KelpSet.",
        "Pruned sieves reach 90% sparsity with less than 1% loss of accuracy on KelpSet.",
        "The pruned sieve loses only 1% of accuracy on KelpSet.",
        "The pruned sieve shows an accuracy drop of only 0.3% on KelpSet.",
        "The pruned sieve scores 1.2 points lower F1 on KelpSet.",
    ],
)
def test_a_loss_in_a_higher_is_better_metric_is_no_result(nlp, text):
    assert _results(nlp, text) == []


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("PebbleSort yields a 40.5% reduction in RMSE on KelpSet.", "RMSE"),
        ("PebbleSort brings a 12% drop in FID on KelpSet.", "FID"),
    ],
)
def test_a_drop_in_an_error_is_an_improvement(nlp, text, metric):
    # guard: unchanged
    assert [(m, improvement) for m, _, improvement in _results(nlp, text)] == [(metric, True)]


@pytest.mark.parametrize(
    ("name", "canonical"),
    [
        ("MRI", "magnetic resonance imaging"),
        ("CT", "computed tomography"),
        ("EEG", "electroencephalography"),
        ("fMRI", "functional magnetic resonance imaging"),
    ],
)
def test_imaging_modalities_are_concepts(name, canonical):
    entry = load_gazetteer().lookup(name)
    assert entry is not None
    assert (entry.name, entry.type) == (canonical, EntityType.CONCEPT)


def test_a_modality_is_not_a_method_used(nlp):
    text = "Our sieve reads fMRI recordings with a U-Net."
    used = {m.text for m, _ in pipeline_edges(nlp, text, Predicate.USES_METHOD)}
    assert used == {"U-Net"}


def test_a_paper_defining_the_acronym_keeps_its_meaning(nlp):
    # guard: "consistency training (CT)" is no imaging (the paper's long form wins)
    extraction = extract_one(
        Paper(key="sha256:ct", abstract="We distill sieves with consistency training (CT)."),
        nlp=nlp,
    )
    short = [m for m in extraction.mentions if m.text == "CT" and m.extractor == "acronym.short"]
    assert [m.long_form for m in short] == ["consistency training"]


def test_where_a_comparison_was_won_is_data(nlp):
    text = "Our sieve outperforms GravelNet on KELPSET."
    evaluated = {m.text for m, _ in pipeline_edges(nlp, text, Predicate.EVALUATES_ON)}
    assert evaluated == {"KELPSET"}


def test_a_model_after_outperforms_on_stays_a_model(nlp):
    # guard: "outperforms DPO on Llama-3-8B": the model it was run with
    text = "Our loss outperforms GravelPO on Llama-3-8B."
    assert pipeline_edges(nlp, text, Predicate.EVALUATES_ON) == []


def test_a_method_based_on_after_outperforms_is_no_data(nlp):
    text = "Our sieve outperforms sorters based on GravelNet."
    assert pipeline_edges(nlp, text, Predicate.EVALUATES_ON) == []


def test_a_shared_plural_kind_names_each_without_it(nlp):
    text = "We run experiments on the Pebblo and Kelpa benchmarks."
    evaluated = {m.text for m, _ in pipeline_edges(nlp, text, Predicate.EVALUATES_ON)}
    assert evaluated == {"Pebblo", "Kelpa"}
