"""The statistics a build materialises equal a fresh GROUP BY count of the graph they describe.

The reference counts are computed here with SPARQL ``GROUP BY`` over the plain edges (and the
ranks in Python from those counts and the labels), independently of
:mod:`kg.export.statistics`; they must match the triples every writer renders, on the bundled
example's exports, on a hand-built graph, and after ``kg build --update``.
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path
from typing import Any

import networkx as nx
import pytest
import rdflib
from click.testing import CliRunner
from rdflib.compare import isomorphic

from kg.cli import cli
from kg.export.load import from_rdf
from kg.export.rdf import to_rdf
from kg.export.statistics import ENTITY_KINDS
from kg.kinds import NODE_KINDS, RESULT_KINDS
from kg.query import run_query
from kg.vocab import KG

REPO = Path(__file__).resolve().parents[2]
# The classes written by hand would miss a kind added later: derive them from the one table.
ENTITY = " ".join(f"kg:{k.name}" for k in NODE_KINDS if k.name in ENTITY_KINDS)
KINDS = " ".join(f"kg:{k.name}" for k in NODE_KINDS)
EDGES = (
    "kg:proposes kg:usesMethod kg:evaluatesOn kg:addressesTask kg:mentions kg:extends "
    "kg:comparesWith kg:reportsResult kg:codeRepository kg:metric kg:onDataset dcterms:isPartOf"
)
COUNT_QUERIES = {
    "paperCount": [
        f"SELECT ?e (COUNT(DISTINCT ?p) AS ?n) WHERE {{ VALUES ?c {{ {ENTITY} }} ?e a ?c . "
        "?p ?edge ?e . ?p a kg:Paper } GROUP BY ?e",
        "SELECT ?e (COUNT(DISTINCT ?p) AS ?n) WHERE { ?e a kg:Venue . ?p dcterms:isPartOf ?e } "
        "GROUP BY ?e",
    ],
    "mentionCount": [
        "SELECT ?e (COUNT(DISTINCT ?p) AS ?n) WHERE { ?p kg:mentions ?e } GROUP BY ?e"
    ],
    "evaluationCount": [
        "SELECT ?e (COUNT(DISTINCT ?p) AS ?n) WHERE { ?p kg:evaluatesOn ?e } GROUP BY ?e"
    ],
    "extensionCount": [
        "SELECT ?e (COUNT(DISTINCT ?p) AS ?n) WHERE { ?p kg:extends ?e } GROUP BY ?e"
    ],
    "comparisonCount": [
        "SELECT ?e (COUNT(DISTINCT ?p) AS ?n) WHERE { ?p kg:comparesWith ?e } GROUP BY ?e"
    ],
    "entityCount": [
        f"SELECT ?e (COUNT(DISTINCT ?x) AS ?n) WHERE {{ VALUES ?c {{ {ENTITY} }} ?x a ?c . "
        "?e ?edge ?x . ?e a kg:Paper } GROUP BY ?e"
    ],
}
RANKED = {
    "paperRank": "paperCount",
    "mentionRank": "mentionCount",
    "evaluationRank": "evaluationCount",
    "extensionRank": "extensionCount",
    "comparisonRank": "comparisonCount",
}
STATISTICS = (*COUNT_QUERIES, *RANKED, "labelRank")


def _rows(source: Any, query: str, engine: str) -> tuple[tuple[str | None, ...], ...]:
    return run_query(source, query, engine=engine).rows  # type: ignore[arg-type]


def reference(source: Any, *, engine: str = "auto") -> dict[tuple[str, str], int]:
    """(subject, statistic) -> value, from GROUP BY counts and sorted labels."""
    expected: dict[tuple[str, str], int] = {}
    for name, queries in COUNT_QUERIES.items():
        for query in queries:
            expected.update({(e, name): int(n) for e, n in _rows(source, query, engine)})  # type: ignore[arg-type]
    nodes = _rows(
        source,
        f"SELECT ?x ?c ?l WHERE {{ VALUES ?c {{ {KINDS} }} ?x a ?c ; rdfs:label ?l }}",
        engine,
    )
    by_kind: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for node, cls, label in nodes:
        by_kind[cls].append((label, node))  # type: ignore[arg-type]
    for members in by_kind.values():
        members.sort()
        expected.update({(n, "labelRank"): i for i, (_, n) in enumerate(members, 1)})
        for rank, count in RANKED.items():
            counted = [m for m in members if (m[1], count) in expected]
            counted.sort(key=lambda m: (-expected[m[1], count], m))  # noqa: B023
            expected.update({(n, rank): i for i, (_, n) in enumerate(counted, 1)})
    classes = dict(
        _rows(source, "SELECT ?c (COUNT(?x) AS ?n) WHERE { ?x a ?c } GROUP BY ?c", engine)
    )
    for cls in (*KINDS.split(), "kg:Evidence"):
        iri = str(KG[cls.removeprefix("kg:")])
        expected[iri, "class"] = int(classes.get(iri) or 0)
    edges = dict(
        _rows(
            source,
            f"SELECT ?e (COUNT(*) AS ?n) WHERE {{ VALUES ?e {{ {EDGES} }} ?s ?e ?o }} GROUP BY ?e",
            engine,
        )
    )
    for prop in EDGES.split():
        iri = str(rdflib.DCTERMS.isPartOf) if prop == "dcterms:isPartOf" else str(KG[prop[3:]])
        expected[iri, "property"] = int(edges.get(iri) or 0)
    years = _rows(
        source,
        "SELECT ?d (COUNT(?p) AS ?n) WHERE { ?p a kg:Paper ; dcterms:date ?d } GROUP BY ?d",
        engine,
    )
    expected.update({(d, "year"): int(n) for d, n in years})  # type: ignore[arg-type]
    return expected


def materialised(source: Any, *, engine: str = "auto") -> dict[tuple[str, str], int]:
    """(subject, statistic) -> value, as the graph states it."""
    names = " ".join(f"kg:{name}" for name in STATISTICS)
    found = {
        (s, p.removeprefix(str(KG))): int(v)  # type: ignore[union-attr, arg-type]
        for s, p, v in _rows(
            source, f"SELECT ?s ?p ?v WHERE {{ VALUES ?p {{ {names} }} ?s ?p ?v }}", engine
        )
    }
    counts = _rows(
        source,
        "SELECT ?what ?kind ?date ?n WHERE { ?c a kg:Count ; kg:total ?n . "
        "{ ?c kg:countedClass ?what BIND('class' AS ?kind) } UNION "
        "{ ?c kg:countedProperty ?what BIND('property' AS ?kind) } "
        "OPTIONAL { ?c dcterms:date ?date } }",
        engine,
    )
    for what, kind, date, n in counts:
        found[(date, "year") if date else (what, kind)] = int(n)  # type: ignore[index, arg-type]
    return found


@pytest.mark.parametrize("engine", ["oxigraph", "rdflib"])
def test_the_example_statistics_equal_a_fresh_group_by(engine: str) -> None:
    source: Any = REPO / "exports" / "graph.ttl"
    if engine == "rdflib":
        source = rdflib.Graph().parse(source)
    expected = reference(source, engine=engine)
    assert any(name == "mentionCount" for _, name in expected)  # the example has some of each
    assert materialised(source, engine=engine) == expected


def test_a_hand_built_graph_counts_each_paper_once(tiny_graph: nx.MultiDiGraph) -> None:
    rdf = to_rdf(tiny_graph)
    stats = materialised(rdf)
    assert stats == reference(rdf)
    # Two edges of one paper to one entity (proposes and mentions) count one paper.
    paper = next(n for n, d in tiny_graph.nodes(data=True) if d["kind"] == "Paper")
    entity = next(
        v for _, v in tiny_graph.out_edges(paper) if tiny_graph.nodes[v]["kind"] not in RESULT_KINDS
    )
    tiny_graph.add_edge(paper, entity, key="mentions", evidence=())
    again = to_rdf(tiny_graph)
    assert materialised(again) == reference(again)
    assert materialised(again)[entity, "paperCount"] == stats[entity, "paperCount"]


def test_statistics_round_trip_through_the_loader() -> None:
    rdf = rdflib.Graph().parse(REPO / "exports" / "graph.ttl")
    assert isomorphic(to_rdf(from_rdf(rdf)), rdf)


FOONET = (
    "We propose FooNet, a convolutional network for image classification. "
    "FooNet extends ResNet and reaches 95.1% accuracy on CIFAR-10."
)
QUXNET = (
    "We present QuxNet, a lightweight network for image classification. "
    "QuxNet extends ResNet and is evaluated on CIFAR-10 and ImageNet."
)


@pytest.mark.slow
def test_statistics_stay_exact_after_an_update(tmp_path: Path) -> None:
    old, new = tmp_path / "old.jsonl", tmp_path / "new.jsonl"
    old.write_text(
        json.dumps({"id": "p1", "title": "FooNet", "abstract": FOONET, "year": 2019}) + "\n"
    )
    new.write_text(
        json.dumps({"id": "p3", "title": "QuxNet", "abstract": QUXNET, "year": 2020}) + "\n"
    )
    out = tmp_path / "out"
    runner = CliRunner()
    assert runner.invoke(cli, ["build", str(old), "--out", str(out), "--no-view"]).exit_code == 0
    before = materialised(out / "graph.oxigraph")
    result = runner.invoke(cli, ["build", "--update", str(out), str(new)])
    assert result.exit_code == 0, result.output
    store = out / "graph.oxigraph"
    after = materialised(store)
    assert after == reference(store) == reference(out / "graph.ttl")
    resnet = next(s for (s, name) in after if s.endswith("/resnet") and name == "extensionCount")
    assert (before[resnet, "extensionCount"], after[resnet, "extensionCount"]) == (1, 2)
    assert after["2020", "year"] == after["2019", "year"] == 1
