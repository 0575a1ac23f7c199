"""Round 51 (phrases written for these tests).

Part 1: a phrase whose last word is a plural is headed by a noun, though the singular is also
an adjective ("pebble-sensitive heuristics"): the key rules read it as naming a thing, not as a
description ending in an adjective ("partially observable").
"""

from __future__ import annotations

import pytest

from kg.extract import extract
from kg.extract.pipeline import make_pipeline, pipeline_gazetteer
from kg.graph import build_checked_graph
from kg.link import link
from kg.link.keys import is_generic
from kg.types import Paper


@pytest.mark.parametrize("phrase", ["pebble-sensitive heuristics", "bound-sensitive heuristics"])
def test_a_plural_head_is_a_noun(phrase):
    assert not is_generic(phrase)


@pytest.mark.parametrize(
    "phrase",
    [
        "evaluation metrics",  # a generic modifier: generic as "evaluation metric" is
        "simple heuristics",  # only a describing word before the head
        "the heuristics",
        "heuristics",
        "partially observable",  # an adjective's end, no plural
        "pebble-sensitive heuristic",  # the singular is read as before
    ],
)
def test_descriptions_stay_generic(phrase):  # guard
    assert is_generic(phrase)


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def test_a_proposal_with_a_plural_head_is_drawn(nlp):
    paper = Paper(
        key="p",
        abstract=(
            "Pebble planning is hard. We also introduce novel bound-sensitive heuristics, which "
            "are able to reason about the primary cost of a plan. Experiments on kelp "
            "benchmarks show large gains."
        ),
    )
    linked = link(list(extract([paper], nlp=nlp)), gazetteer=pipeline_gazetteer(nlp))
    graph = build_checked_graph(linked).graph
    proposed = {graph.nodes[v]["label"] for _, v, k in graph.edges(keys=True) if k == "proposes"}
    assert "bound-sensitive heuristics" in proposed
