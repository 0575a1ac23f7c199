"""Every alias carries why it was merged, in the RDF too: SPARQL answers "why is 'LF' here?".

Abstracts written for these tests.
"""

from __future__ import annotations

import json
from pathlib import Path

import rdflib
from click.testing import CliRunner

from kg.cli import cli
from kg.export.graphml import serialize_graphml
from kg.export.load import load_graph
from kg.export.turtle import serialize_turtle
from kg.query.validate import validate_graph
from kg.types import AliasReason
from kg.vocab import KG, RDF, SKOS

ALPHA = (
    "We propose Lattice Folding (LF), a way to fold lattices. "
    "LF is evaluated on CIFAR-10 against Lattice Foldings."
)
BETA = "We study Lattice Folding for graphs and apply LF to CIFAR-10."

WHY = """
PREFIX kg: <https://w3id.org/kg/ontology#>
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
PREFIX prov: <http://www.w3.org/ns/prov#>
PREFIX dcterms: <http://purl.org/dc/terms/>
SELECT ?alias ?rule ?papers ?defined ?node WHERE {
    ?reason a kg:AliasReason ; rdf:subject ?node ; rdf:object ?alias ; kg:mergeRule ?rule ;
        kg:aliasPaperCount ?papers .
    ?node rdfs:label "Lattice Folding" ; a kg:Method .
    OPTIONAL { ?reason prov:wasDerivedFrom/dcterms:identifier ?defined }
}
ORDER BY ?alias
"""


def built(tmp_path: Path) -> Path:
    records = [{"id": f"p{i}", "abstract": a} for i, a in enumerate((ALPHA, BETA))]
    source = tmp_path / "papers.jsonl"
    source.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(
        cli, ["build", str(source), "--out", str(out), "--no-view", "--no-store"]
    )
    assert result.exit_code == 0, result.output
    return out / "graph.ttl"


def test_sparql_says_which_rule_and_which_paper_made_each_alias(tmp_path: Path) -> None:
    rdf = rdflib.Graph().parse(built(tmp_path))
    answer = list(rdf.query(WHY))
    rows = {(str(a), str(r), int(n), str(d) if d else None) for a, r, n, d, _ in answer}
    assert ("LF", "acronym", 2, "p0") in rows  # defined by the first paper, written in both
    assert ("Lattice Foldings", "plural", 1, None) in rows
    # One reason per alias, and every reason explains an alias the node has.
    aliases = {str(a) for a, *_ in rows}
    (node,) = {row[-1] for row in answer}
    assert aliases == {str(a) for a in rdf.objects(node, SKOS.altLabel)}


def test_alias_reasons_load_back_validate_and_flatten_for_graphml(tmp_path: Path) -> None:
    path = built(tmp_path)
    graph = load_graph(path)
    (node,) = [
        n
        for n, d in graph.nodes(data=True)
        if d["label"] == "Lattice Folding" and d["kind"] == "Method"
    ]
    reasons = graph.nodes[node]["alias_reasons"]
    assert [r.alias for r in reasons] == list(graph.nodes[node]["aliases"])
    (first,) = [d["key"] for _, d in graph.nodes(data=True) if d.get("identifier") == "p0"]
    assert AliasReason("LF", "acronym", first, 2) in reasons
    assert serialize_turtle(graph) == path.read_text(encoding="utf-8")  # nothing lost
    assert f"LF: acronym, defined in {first}" in serialize_graphml(graph)
    assert validate_graph(rdflib.Graph().parse(path)).conforms


def test_shapes_reject_a_reason_for_an_alias_the_node_lacks_or_an_unknown_rule(
    tmp_path: Path,
) -> None:
    rdf = rdflib.Graph().parse(built(tmp_path))
    reason = next(rdf.subjects(RDF.type, KG.AliasReason))
    rdf.set((reason, RDF.object, rdflib.Literal("Not An Alias")))
    rdf.set((reason, KG.mergeRule, rdflib.Literal("guesswork")))
    report = validate_graph(rdf)
    messages = " ".join(v.message for v in report.violations)
    assert not report.conforms
    assert "alias reason for an alias the node does not have" in messages
    assert "kg:mergeRule" in messages
