"""Environments (simulators, games) are a kind of benchmark papers evaluate in (kg:Environment)."""

from __future__ import annotations

import pytest

from kg.export.rdf import to_rdf
from kg.extract import extract
from kg.extract.pipeline import make_pipeline, pipeline_gazetteer
from kg.graph import build_checked_graph
from kg.kinds import NODE_KIND
from kg.link import link
from kg.query.validate import validate_graph
from kg.types import EntityType, Paper
from kg.vocab import KG

ABSTRACTS = (
    "We present Loopwise, a planning agent for continuous control. Loopwise is evaluated on "
    "MuJoCo locomotion and on Atari 2600 games, where it beats model-free baselines.",
    "We study exploration with sparse rewards. Our agent is evaluated in StarCraft II and "
    "in ProcGen, and on the CIFAR-10 dataset for a supervised probe.",
)


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


@pytest.fixture(scope="module")
def graph(nlp):
    papers = [Paper(key=f"sha256:env{i}", abstract=text) for i, text in enumerate(ABSTRACTS)]
    linked = link(list(extract(papers, nlp=nlp)), gazetteer=pipeline_gazetteer(nlp))
    return build_checked_graph(linked, base_iri="https://example.org/kg/").graph


def _by_label(graph):
    return {data["label"]: (node, data) for node, data in graph.nodes(data=True)}


def test_simulators_and_games_are_environments_with_their_own_iris(graph):
    nodes = _by_label(graph)
    for label in ("MuJoCo", "Atari 2600 games", "StarCraft II", "ProcGen"):
        node, data = nodes[label]
        assert data["kind"] == EntityType.ENVIRONMENT.value, label
        assert node.startswith("https://example.org/kg/environment/"), node
    assert nodes["CIFAR-10"][1]["kind"] == "Dataset"


def test_papers_evaluate_in_environments_and_the_graph_conforms(graph):
    targets = {
        graph.nodes[v]["label"]
        for _, v, key in graph.edges(keys=True)
        if key == "evaluatesOn" and graph.nodes[v]["kind"] == "Environment"
    }
    assert {"MuJoCo", "StarCraft II"} <= targets
    rdf = to_rdf(graph)
    assert (None, None, KG.Environment) in rdf
    report = validate_graph(rdf)
    assert report.conforms, report


def test_environment_is_a_benchmark_in_the_table():
    assert NODE_KIND["Environment"].broader == "Benchmark"


@pytest.mark.parametrize(
    ("text", "predicate"),
    [
        ("We evaluate our planner on MuJoCo and report higher returns.", "evaluatesOn"),
        ("Our agent reaches human scores in StarCraft II.", "evaluatesOn"),
        ("Experiments on ProcGen show better generalisation.", "evaluatesOn"),
        ("Contact-rich simulators such as MuJoCo smooth the dynamics.", "mentions"),
        ("Our differentiable physics is built on MuJoCo.", "mentions"),
        ("MuJoCo was released a decade ago.", "mentions"),
        # beside data the paper runs on, in one sentence, it is run on too
        ("During training, walls emerge in ProcGen, and digits in CIFAR-10.", "evaluatesOn"),
        # not beside others' data
        ("Doe et al. (2019) saw walls in ProcGen and digits in CIFAR-10.", "mentions"),
    ],
)
def test_an_environment_is_evaluated_in_only_when_the_sentence_says_so(nlp, text, predicate):
    extraction = next(iter(extract([Paper(key="sha256:envcue", abstract=text)], nlp=nlp)))
    found = {
        r.predicate.value
        for r in extraction.relations
        if r.subject is None and extraction.mentions[r.object].type is EntityType.ENVIRONMENT
    }
    assert found == {predicate}, (text, found)
