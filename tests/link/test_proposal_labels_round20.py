"""Round 20: a pointer in an unnamed proposal's label ("such", "this") before a noun phrase of
its own content reads as "the" or goes; a label that opens a coordination the text closes
after it, or runs into the paper's own statement, is cut (phrases written for these tests)."""

from __future__ import annotations

import pytest

from kg.extract import extract
from kg.extract.pipeline import make_pipeline, pipeline_gazetteer
from kg.graph import build_checked_graph
from kg.link import link
from kg.link.proposal_labels import cut_proposal, without_pointers
from kg.types import EntityType, Mention, Paper


def _mention(text: str, label: str) -> Mention:
    start = text.index(label)
    return Mention(label, start, start + len(label), EntityType.METHOD, "proposal.phrase", 0.6)


@pytest.mark.parametrize(
    ("label", "read"),
    [
        ("sieve that sorts such wet river pebbles", "sieve that sorts wet river pebbles"),
        ("pump to drain this flooded peat bog", "pump to drain the flooded peat bog"),
        ("rake for gathering these fallen oak leaves", "rake for gathering the fallen oak leaves"),
    ],
)
def test_a_pointer_before_a_phrase_of_its_own_reads_as_the(label, read):
    assert without_pointers(label) == read


@pytest.mark.parametrize(
    "label",
    [
        "sieve that removes these flaws",  # a bare noun: what flaws, the text said before
        "pump to address this pressing issue",  # a head that only refers
        "rake for these two tasks",  # counted: the ones said before
        "sieve to solve such an optimization problem",  # "such a": no phrase after it
        "such wet river pebbles",  # a pointer opening the label is no part of a complement
    ],
)
def test_a_pointer_that_only_refers_stays(label):
    assert without_pointers(label) == label


def test_the_label_with_its_pointer_read_gets_a_node_and_one_that_only_refers_none():
    text = "We present a sieve that sorts such wet river pebbles. It is fast."
    assert not cut_proposal(_mention(text, "sieve that sorts such wet river pebbles"), text)
    text = "We present a sieve that removes these flaws. It is fast."
    assert cut_proposal(_mention(text, "sieve that removes these flaws"), text)


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # "both" opens a coordination that goes on after the label
        (
            "We build a sieve that learns both to sort pebbles as well as to grade shells.",
            "sieve that learns both to sort pebbles",
        ),
        (
            "We build a rake for both gathering leaves (or twigs) and raking gravel.",
            "rake for both gathering leaves",
        ),
        # the label runs into the paper's statement
        (
            "We derive bounds which limit the drift and show how they tighten in bogs.",
            "bounds which limit the drift and show how they tighten in bogs",
        ),
    ],
)
def test_a_label_that_opens_a_coordination_or_runs_into_a_statement_is_cut(text, label):
    assert cut_proposal(_mention(text, label), text)


def test_both_closed_inside_the_label_or_an_idiom_is_whole():
    text = "We build a sieve that offers the best of both worlds. It is fast."
    assert not cut_proposal(_mention(text, "sieve that offers the best of both worlds"), text)
    text = "We build a sieve that learns both to sort and to grade pebbles. It is fast."
    label = "sieve that learns both to sort and to grade pebbles"
    assert not cut_proposal(_mention(text, label), text)


def test_the_graph_labels_the_proposal_without_its_pointer():
    abstract = (
        "Wet river pebbles clog most sieves. "
        "We present a sieve that can sort such wet river pebbles in minutes."
    )
    nlp = make_pipeline()
    papers = [Paper(key="sha256:pebbles", abstract=abstract)]
    linked = link(list(extract(papers, nlp=nlp)), gazetteer=pipeline_gazetteer(nlp))
    graph = build_checked_graph(linked, base_iri="https://example.org/kg/").graph
    paper = next(n for n, d in graph.nodes(data=True) if d.get("key") == "sha256:pebbles")
    proposed = {
        graph.nodes[v]["label"]
        for _, v, key in graph.out_edges(paper, keys=True)
        if key == "proposes"
    }
    assert proposed == {"sieve that can sort wet river pebbles in minutes"}
