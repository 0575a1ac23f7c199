"""Round 50: a proposal a cue verb introduces by the tagger's phrase, which names no thing of
its own by the rules of termhood, is the paper's own unnamed contribution when a noun among
its modifiers says what it is made of or for ("we propose a neural ranking model that sorts
pebbles"); a described kind ("a hybrid learning approach", "a CNN approach") stays without a
node (phrases written for these tests)."""

from __future__ import annotations

import pytest

from kg.extract import extract
from kg.extract.pipeline import make_pipeline, pipeline_gazetteer
from kg.graph import build_checked_graph
from kg.link import link
from kg.link.chunks import proposed_description
from kg.types import Paper


@pytest.mark.parametrize(
    "label",
    [
        "neural ranking model",
        "pebble-based gradient estimator",
        "lichen-based sampling procedure",
        "iterative retrieval models",
    ],
)
def test_a_description_with_a_noun_of_what_it_is_for(label):
    assert proposed_description(label)


@pytest.mark.parametrize(
    "label",
    [
        "hybrid learning approach",  # describing words and a generic activity
        "two-stage pebble process",  # a count says how, not what (and a term anyway)
        "classification model",  # an activity alone: a class of works
        "CNN approach",  # a family's acronym
        "novel approach",
        "model-independent methods",  # a property's compound
    ],
)
def test_a_described_kind_is_no_description_of_its_own(label):
    assert not proposed_description(label)


def _proposed(abstract: str) -> set[str]:
    nlp = make_pipeline()
    papers = [Paper(key="sha256:pebbles", abstract=abstract)]
    linked = link(list(extract(papers, nlp=nlp)), gazetteer=pipeline_gazetteer(nlp))
    graph = build_checked_graph(linked, base_iri="https://example.org/kg/").graph
    paper = next(n for n, d in graph.nodes(data=True) if d.get("key") == "sha256:pebbles")
    return {
        graph.nodes[v]["label"]
        for _, v, key in graph.out_edges(paper, keys=True)
        if key == "proposes"
    }


@pytest.mark.parametrize(
    ("sentence", "label"),
    [
        (
            "In this paper, we propose iterative retrieval models, which learn how to sort "
            "pebbles through repeated weighing.",
            "iterative retrieval models",
        ),
        (
            "We develop a pebble-based gradient estimator which has better variance than the "
            "kelp trick.",
            "pebble-based gradient estimator",
        ),
        (
            "We propose a neural ranking model that jointly learns both latent features and how "
            "they sort.",
            "neural ranking model",
        ),
    ],
)
def test_the_graph_draws_the_paper_s_described_proposal(sentence, label):
    assert label in _proposed("Sorting wet river pebbles is slow. " + sentence)


def test_the_graph_draws_no_described_kind():  # guard
    abstract = "Sorting wet river pebbles is slow. Here we propose a hybrid learning approach."
    assert "hybrid learning approach" not in _proposed(abstract)


def test_a_quoted_name_in_common_words_is_the_paper_s_own():
    nlp = make_pipeline()
    papers = [
        Paper(
            key="sha256:named",
            abstract='Sorting pebbles is slow. We propose a new framework called "procedures", '
            "which sorts pebbles by weight.",
        ),
        Paper(
            key="sha256:plain",
            abstract="Sorting pebbles is slow. We follow the usual procedures to sort pebbles.",
        ),
    ]
    linked = link(list(extract(papers, nlp=nlp)), gazetteer=pipeline_gazetteer(nlp))
    graph = build_checked_graph(linked, base_iri="https://example.org/kg/").graph

    def targets(key: str, predicate: str | None = None) -> set[str]:
        paper = next(n for n, d in graph.nodes(data=True) if d.get("key") == key)
        return {
            graph.nodes[v]["label"]
            for _, v, k in graph.out_edges(paper, keys=True)
            if predicate is None or k == predicate
        }

    assert "procedures" in targets("sha256:named", "proposes")
    assert "procedures" not in targets("sha256:plain")
