"""The bundled ICLR 2026 example: every paper, the competency answers, the committed exports."""

from __future__ import annotations

from pathlib import Path

import pytest
import rdflib

from kg.build import build, write_outputs
from kg.export.rdf import to_rdf
from kg.query import run_query
from kg.query.validate import validate_graph

REPO = Path(__file__).resolve().parent.parent
EXAMPLE = REPO / "examples" / "iclr2026.txt"
QUERIES = REPO / "ontology" / "queries"
EXPORTS = REPO / "exports"


@pytest.fixture(scope="module")
def example():
    return build([EXAMPLE])


@pytest.fixture(scope="module")
def rdf(example) -> rdflib.Graph:
    return to_rdf(example.graph)


def answer(rdf: rdflib.Graph, name: str) -> list[dict[str, str | None]]:
    result = run_query(rdf, QUERIES / name)
    return [dict(zip(result.variables, row)) for row in result.rows]


def names_of(rdf: rdflib.Graph, iri: str) -> set[str]:
    """The label and every alias of a node, so answers do not hang on the preferred name."""
    node = rdflib.URIRef(iri)
    labels = rdf.objects(node, rdflib.RDFS.label)
    aliases = rdf.objects(node, rdflib.SKOS.altLabel)
    return {str(x) for x in [*labels, *aliases]}


def test_every_paper_is_in_the_graph_and_proposes_something(example):
    """Every paper but the one whose contribution is a study ("we conduct a systematic study
    of ten deep learning optimizers"): a study is no thing proposed."""
    graph = example.graph
    papers = [n for n, d in graph.nodes(data=True) if d["kind"] == "Paper"]
    assert example.papers == 19 and len(papers) == 19
    for paper in papers:
        data = graph.nodes[paper]
        assert data["title"] is None and data["label_derived"]
        assert data["year"] == 2026
        proposed = [v for _, v, k in graph.out_edges(paper, keys=True) if k == "proposes"]
        if data["label"].startswith("AdamW has long been"):
            assert not any("study" in graph.nodes[v]["label"] for v in proposed)
            continue
        assert proposed, f"{data['label']!r} proposes nothing"


def test_q1_papers_evaluating_on_cifar10(rdf):
    rows = answer(rdf, "evaluates-on-dataset.rq")
    assert len(rows) == 1
    assert "Consistency Mid-Training" in rows[0]["paperLabel"]


def test_q2_every_paper_has_a_proposal(rdf):
    """All but the paper whose contribution is a study (AdamW's comparison of optimizers)."""
    rows = answer(rdf, "proposals.rq")
    assert len({row["paper"] for row in rows}) == 18
    assert not any("study" in row["entityLabel"] for row in rows)
    proposed = {row["entityLabel"] for row in rows}
    for name in [
        "WeightLens",
        "CircuitLens",
        "VideoAnchor",
        "FlashWorld",
        "RFEval",
        "InputDSA",
        "DiffMJX",
        "Meerkat",
        "HELIX",
        "ToonComposer",
        "PKBench",
        "SFBD-OMNI",
        "MICLIP",
        "Consistency Mid-Training",
    ]:
        assert name in proposed


def test_q3_methods_extending_methods(rdf):
    pairs = set()
    for row in answer(rdf, "method-extends.rq"):
        pairs |= {
            (a, b) for a in names_of(rdf, row["method"]) for b in names_of(rdf, row["extended"])
        }
    assert ("InputDSA", "Dynamical Similarity Analysis") in pairs
    assert ("SFBD-OMNI", "SFBD") in pairs
    assert ("MICLIP", "CLIP") in pairs


def test_q4_introduced_datasets(rdf):
    introduced = {row["datasetLabel"] for row in answer(rdf, "introduced-datasets.rq")}
    assert {"RFEval", "PKBench"} <= introduced


def test_q5_shared_concepts(rdf):
    rows = answer(rdf, "shared-concepts.rq")
    shared = {row["conceptLabel"]: int(row["papers"]) for row in rows}
    assert all(count >= 2 for count in shared.values())
    assert "mechanistic interpretability" in shared
    assert "large language model" in shared


def test_q6_evidence_sentence_supports_the_edge(rdf, example):
    rows = answer(rdf, "edge-evidence.rq")
    assert rows
    cifar = [row for row in rows if row["objectLabel"] == "CIFAR-10"]
    assert cifar and "1.97 (CIFAR-10)" in cifar[0]["sentence"]
    abstracts = {
        d["key"]: d["abstract"] for _, d in example.graph.nodes(data=True) if d["kind"] == "Paper"
    }
    for row in rows:
        start, end = int(row["start"]), int(row["end"])
        assert any(text[start:end] == row["sentence"] for text in abstracts.values())


def test_q7_code_repositories(rdf):
    rows = answer(rdf, "code-repositories.rq")
    found = {(row["paperLabel"], row["url"]) for row in rows}
    assert any(
        "FlashWorld" in label and url == "https://github.com/imlixinyang/FlashWorld"
        for label, url in found
    )
    assert any(
        "Consistency Mid-Training" in label and url == "https://github.com/sony/cmt"
        for label, url in found
    )
    assert len(found) == 2


def test_q8_results(rdf):
    rows = answer(rdf, "results.rq")
    triples = {(row["metricLabel"], row["value"], row["datasetLabel"]) for row in rows}
    assert ("Fréchet Inception Distance", "1.97", "CIFAR-10") in triples
    assert ("Fréchet Inception Distance", "1.32", "ImageNet") in triples


def test_linking_on_the_example(example):
    graph = example.graph
    by_label = {d["label"]: d for _, d in graph.nodes(data=True) if d["kind"] != "Paper"}
    assert {"CM", "CMs", "Consistency Models"} <= set(by_label["consistency model"]["aliases"])
    assert "ImageNet 64×64" in by_label["ImageNet"]["aliases"]
    assert "Schrodinger bridges" in by_label["Schrödinger bridge"]["aliases"]
    # (the abstract's "Agent- benchmark", a word a line break cut, is read whole)
    assert (
        "TRACE"
        in by_label["Trajectory-based Reproducible Agent-benchmark Complexity Evolution"]["aliases"]
    )
    labels = {d["label"].lower() for _, d in graph.nodes(data=True)}
    for generic in [
        "our method",
        "existing approaches",
        "experiments",
        "this work",
        "existing methods",
    ]:
        assert generic not in labels


def test_example_conforms_to_the_shapes(rdf):
    report = validate_graph(rdf)
    assert report.conforms, report.violations[:5]


def test_committed_exports_are_current(example, tmp_path):
    """exports/ holds the example's outputs; rebuilding must give the same bytes."""
    written = write_outputs(example.graph, tmp_path, formats=["nt", "jsonld", "graphml"], view=True)
    for path in written:
        committed = EXPORTS / path.name
        assert committed.exists(), f"{committed} is missing; run the README's build command"
        assert committed.read_bytes() == path.read_bytes(), (
            f"{committed} is out of date; rebuild it with the README's build command"
        )


def test_turtle_parses_with_a_second_parser():
    pyoxigraph = pytest.importorskip("pyoxigraph")
    data = (EXPORTS / "graph.ttl").read_bytes()
    store = pyoxigraph.Store()
    store.load(data, format=pyoxigraph.RdfFormat.TURTLE)
    reference = rdflib.Graph().parse(data=data, format="turtle")
    assert len(store) == len(reference) > 1000
