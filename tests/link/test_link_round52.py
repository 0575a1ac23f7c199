"""Round 52 (phrases written for these tests).

Part 3: a name the paper gives its contribution ("a variant that we call sorting from the
kelp") may hold an article: it is no piece of a sentence, and is drawn as proposed; a label no
paper gives keeps being read as a sentence's piece.
"""

from __future__ import annotations

import pytest

from kg.extract import extract
from kg.extract.pipeline import make_pipeline, pipeline_gazetteer
from kg.graph import build_checked_graph
from kg.link import link
from kg.link.descriptions import described
from kg.types import EntityType, Paper


def test_a_given_name_may_hold_an_article():
    label = "sorting from the kelp"
    assert described(label, etype=EntityType.METHOD)  # guard: no paper gives it
    assert not described(label, etype=EntityType.METHOD, given=True)


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def test_a_given_name_with_an_article_is_drawn(nlp):
    paper = Paper(
        key="p",
        abstract=(
            "Pebble planning is hard. We apply averaging and a computationally cheaper variant "
            "that we call sorting from the kelp to the pebble planner. Experiments on kelp "
            "benchmarks show large gains."
        ),
    )
    linked = link(list(extract([paper], nlp=nlp)), gazetteer=pipeline_gazetteer(nlp))
    graph = build_checked_graph(linked).graph
    proposed = {graph.nodes[v]["label"] for _, v, k in graph.edges(keys=True) if k == "proposes"}
    assert "sorting from the kelp" in proposed
