"""Round 19: a paper's proposal of a thing the corpus already knows, named but not made by the
paper ("we propose a Monte Carlo method"), is a mention of it (sentences written for these
tests)."""

from __future__ import annotations

import pytest

from kg.extract import extract
from kg.extract.pipeline import make_pipeline, pipeline_gazetteer
from kg.graph import BORROWED_RULE, borrowed_proposal, build_checked_graph
from kg.link import link
from kg.types import Entity, EntityType, Evidence, Mention, Paper


def _case(
    sentence: str, surface: str, *, rule: str = "rule.proposes.cue", papers: int = 5, **forms
):
    entity = Entity(key="k", type=EntityType.METHOD, label=surface, papers=papers)
    start = sentence.index(surface)
    mention = Mention(surface, start, start + len(surface), EntityType.METHOD, "ner", 0.6, **forms)
    evidence = Evidence("p", sentence, 0, len(sentence), rule, 0.9)
    return entity, mention, evidence, sentence


@pytest.mark.parametrize(
    ("sentence", "surface", "rule"),
    [
        ("We propose a Heron Sampler method for moss.", "Heron Sampler", "rule.proposes.cue"),
        ("We derive two new heron samplers for moss.", "heron samplers", "rule.proposes.cue"),
        ("A new heron sampler is proposed for moss.", "heron sampler", "rule.proposes.passive"),
        ("Our heron sampler is fast.", "heron sampler", "rule.proposes.our"),
    ],
)
def test_one_of_a_shared_thing_is_no_proposal_of_it(sentence, surface, rule):
    assert borrowed_proposal(*_case(sentence, surface, rule=rule))


@pytest.mark.parametrize(
    ("sentence", "surface", "rule", "papers", "forms"),
    [
        # no article: the paper that made it, used by the others
        (
            "We propose heron sampling, a method for moss.",
            "heron sampling",
            "rule.proposes.cue",
            5,
            {},
        ),
        ("We introduce the Heron Sampler for moss.", "Heron Sampler", "rule.proposes.cue", 5, {}),
        # a name the paper gives
        (
            "We propose a method called Heron Sampler.",
            "Heron Sampler",
            "rule.proposes.named",
            5,
            {},
        ),
        # a name defined in Title Case
        (
            "We propose a Heron Moss Sampler (HMS) layer.",
            "Heron Moss Sampler",
            "rule.proposes.cue",
            5,
            {"short_form": "HMS"},
        ),
        # known to too few papers
        ("We propose a heron sampler for moss.", "heron sampler", "rule.proposes.cue", 2, {}),
    ],
)
def test_a_name_the_paper_gives_or_introduces_stays_its_proposal(
    sentence, surface, rule, papers, forms
):
    assert not borrowed_proposal(*_case(sentence, surface, rule=rule, papers=papers, **forms))


def test_the_graph_draws_a_mention_where_the_proposal_names_a_known_method():
    abstracts = (
        "We study moss. We propose a Monte Carlo method to count moss.",
        "Herons nest in reeds. We count nests with Monte Carlo and a sieve.",
        "Bogs hold water. We estimate the bog volume with Monte Carlo.",
    )
    nlp = make_pipeline()
    papers = [Paper(key=f"sha256:moss{i}", abstract=t) for i, t in enumerate(abstracts)]
    linked = link(list(extract(papers, nlp=nlp)), gazetteer=pipeline_gazetteer(nlp))
    graph = build_checked_graph(linked, base_iri="https://example.org/kg/").graph
    first = next(n for n, d in graph.nodes(data=True) if d.get("key") == "sha256:moss0")
    edges = {
        (key, graph.nodes[v]["label"]): data["evidence"]
        for _, v, key, data in graph.out_edges(first, keys=True, data=True)
    }
    assert not [label for key, label in edges if key == "proposes"]
    (evidence,) = edges[("mentions", "Monte Carlo")]
    assert evidence.extractor == BORROWED_RULE
