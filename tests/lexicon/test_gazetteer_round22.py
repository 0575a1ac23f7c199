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


@pytest.mark.parametrize("form", ["IID", "i.i.d.", "independent and identically distributed"])
def test_iid_is_one_concept(form):
    entry = load_gazetteer().lookup(form)
    assert entry is not None
    assert (entry.name, entry.type) == (
        "independent and identically distributed",
        EntityType.CONCEPT,
    )


def test_a_spelled_out_non_iid_is_the_non_iid_concept():
    """Its long form joins the gazetteer concept, and "IID" alone is no name of a method or task
    (the name finder had made it a Method, the graph a Task)."""
    nlp = make_pipeline(tagger=False)
    doc = nlp(
        "Clients hold Non-Independent and Identically Distributed (Non-IID) data. "
        "Zorbfed converges for Non-IID clients but oscillates for IID ones."
    )
    gazetteer = load_gazetteer()
    found = {}
    for m in doc._.kg_mentions:
        entry = gazetteer.lookup(m.text)
        found[m.text] = (entry.name if entry else None, m.type)
    assert found["Non-Independent and Identically Distributed"][0] == "non-IID data"
    assert found["IID"] == ("independent and identically distributed", EntityType.CONCEPT)
