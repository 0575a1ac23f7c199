"""Learning settings a paper works in (few-shot learning, domain adaptation) are Tasks it
addresses, as Papers with Code lists them, not Concepts it only mentions."""

from __future__ import annotations

import pytest

from kg.extract import extract
from kg.extract.pipeline import make_pipeline, pipeline_gazetteer
from kg.graph import build_checked_graph
from kg.lexicon.gazetteer import load_gazetteer
from kg.link import link
from kg.types import EntityType, Paper

SETTINGS = (
    "few-shot learning",
    "zero-shot learning",
    "domain adaptation",
    "domain generalization",
    "continual learning",
    "meta-learning",
    "reinforcement learning",
    "transfer learning",
    "semi-supervised learning",
    "causal inference",
)

ABSTRACTS = (
    "We study domain generalization for satellite images. Quillnet learns features that stay "
    "stable across unseen domains.",
    "Few-shot learning asks a model to recognise new classes from a handful of labelled "
    "examples. We present Brackish, a prototype method that needs no fine-tuning.",
)


@pytest.mark.parametrize("name", SETTINGS)
def test_a_learning_setting_is_a_task_in_the_gazetteer(name):
    entry = load_gazetteer().lookup(name)
    assert entry is not None and entry.type is EntityType.TASK, name


def test_a_paper_working_in_a_setting_addresses_it():
    nlp = make_pipeline()
    papers = [Paper(key=f"sha256:set{i}", abstract=text) for i, text in enumerate(ABSTRACTS)]
    linked = link(list(extract(papers, nlp=nlp)), gazetteer=pipeline_gazetteer(nlp))
    graph = build_checked_graph(linked, base_iri="https://example.org/kg/").graph
    addressed = {
        graph.nodes[v]["label"] for _, v, key in graph.edges(keys=True) if key == "addressesTask"
    }
    assert {"domain generalization", "few-shot learning"} <= addressed
