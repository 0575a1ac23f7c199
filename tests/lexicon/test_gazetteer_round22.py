"""Round 22 of the gazetteer: the rates code benchmarks report ("resolve rate" on issue
benchmarks, "pass rate" of tests) are metrics, so their values are results (phrases written for
these tests)."""

from __future__ import annotations

import pytest

from kg.extract.pipeline import make_pipeline
from kg.lexicon.gazetteer import load_gazetteer
from kg.types import EntityType


@pytest.mark.parametrize(
    ("form", "name"),
    [
        ("resolve rate", "resolve rate"),
        ("resolved rate", "resolve rate"),
        ("pass rate", "pass rate"),
    ],
)
def test_code_benchmark_rates_are_metrics(form, name):
    entry = load_gazetteer().lookup(form)
    assert entry is not None
    assert (entry.name, entry.type) == (name, EntityType.METRIC)


def test_a_resolve_rate_is_a_result():
    nlp = make_pipeline(tagger=False)
    doc = nlp("Zorbagent reaches a resolve rate of 41.6% on SWE-bench Verified.")
    mentions = doc._.kg_mentions
    assert [
        (mentions[r.metric].text, r.value, mentions[r.dataset].text, r.improvement)
        for r in doc._.kg_results
    ] == [("resolve rate", "41.6%", "SWE-bench Verified", False)]
