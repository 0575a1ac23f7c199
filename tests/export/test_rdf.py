"""RDF export and load: the pattern, round trips, two parsers, byte-identical output."""

from __future__ import annotations

import hashlib
import os
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import networkx as nx
import pyoxigraph
import pytest
import rdflib
from hypothesis import given, settings
from hypothesis import strategies as st
from rdflib.compare import graph_diff, isomorphic, to_isomorphic
from rdflib.term import BNode, Literal, URIRef

from kg import vocab
from kg.errors import ExportError
from kg.export.graphml import serialize_graphml, write_graphml
from kg.export.jsonld import serialize_jsonld, write_jsonld
from kg.export.load import from_rdf, load_graph, read_rdf
from kg.export.ntriples import serialize_ntriples, write_ntriples
from kg.export.rdf import to_rdf
from kg.export.turtle import serialize_turtle, write_turtle
from kg.graph import build_graph
from kg.kinds import EDGE_KEYS, NODE_KINDS
from kg.text import short_hash
from kg.types import Evidence, LinkedCorpus, Predicate, Relation
from kg.vocab import DCTERMS, KG, PROV, RDF, RDFS, SKOS

BASE = "https://example.org/kg/"
TESTS = Path(__file__).resolve().parents[1]
SERIALIZERS = {
    "turtle": serialize_turtle,
    "ntriples": serialize_ntriples,
    "jsonld": serialize_jsonld,
    "graphml": serialize_graphml,
}
RDF_FORMATS = [
    ("graph.ttl", write_turtle),
    ("graph.nt", write_ntriples),
    ("graph.jsonld", write_jsonld),
]


# ---------------------------------------------------------------------------- helpers


def assert_isomorphic(actual: rdflib.Graph, expected: rdflib.Graph) -> None:
    """Fail with the triples only one side has, as sorted N-Triples lines."""
    if isomorphic(actual, expected):
        return
    _, only_actual, only_expected = graph_diff(to_isomorphic(actual), to_isomorphic(expected))

    def lines(graph: rdflib.Graph) -> str:
        return (
            "\n".join(sorted(f"  {s.n3()} {p.n3()} {o.n3()} ." for s, p, o in graph)) or "  (none)"
        )

    pytest.fail(
        f"graphs differ\nonly in actual:\n{lines(only_actual)}\nonly in expected:\n{lines(only_expected)}"
    )


def _rdflib_term(term: object) -> rdflib.term.Node:
    if isinstance(term, pyoxigraph.NamedNode):
        return URIRef(term.value)
    if isinstance(term, pyoxigraph.BlankNode):
        return BNode(term.value)
    assert isinstance(term, pyoxigraph.Literal)
    if term.language:
        return Literal(term.value, lang=term.language)
    if term.datatype.value == str(vocab.XSD.string):
        return Literal(term.value)
    return Literal(term.value, datatype=URIRef(term.datatype.value))


def parse_with_oxigraph(text: str, fmt: pyoxigraph.RdfFormat) -> rdflib.Graph:
    """Parse with pyoxigraph (an independent parser) into an rdflib graph for comparison."""
    graph = rdflib.Graph()
    for quad in pyoxigraph.parse(text.encode("utf-8"), format=fmt):
        graph.add(
            (_rdflib_term(quad.subject), _rdflib_term(quad.predicate), _rdflib_term(quad.object))
        )
    return graph


def graph_as_data(graph: nx.MultiDiGraph) -> tuple[object, ...]:
    """Everything a networkx graph holds, in insertion order, for exact comparison."""
    return (
        dict(graph.graph),
        [(n, dict(sorted(d.items()))) for n, d in graph.nodes(data=True)],
        [(u, v, k, d) for u, v, k, d in graph.edges(keys=True, data=True)],
    )


def small_graph() -> nx.MultiDiGraph:
    """One paper with every metadata field, one benchmark, one evidenced edge."""
    graph = nx.MultiDiGraph(base_iri=BASE)
    paper, bench = BASE + "paper/arxiv-1", BASE + "dataset/mnist"
    graph.add_node(
        paper,
        kind="Paper",
        label="A paper",
        aliases=(),
        key="arxiv:1",
        title="A paper",
        label_derived=False,
        abstract="We test on MNIST.",
        authors=("Ada", "Bob"),
        year=2025,
        doi="10.1/x y<z>",
        url="https://example.org/p?a=1&b=2",
        identifier="P1",
        keywords=("digits",),
        source="in.txt line 1",
    )
    graph.add_node(bench, kind="Benchmark", label="MNIST", aliases=("mnist digits",))
    evidence = Evidence(
        paper="arxiv:1",
        sentence="We test on MNIST.",
        start=0,
        end=17,
        extractor="cue",
        confidence=0.8,
    )
    graph.add_edge(paper, bench, key="evaluatesOn", evidence=(evidence,))
    return graph


# ---------------------------------------------------------------------------- the pattern


def test_small_graph_gives_the_documented_triples() -> None:
    digest = short_hash(
        BASE + "paper/arxiv-1",
        str(KG.evaluatesOn),
        BASE + "dataset/mnist",
        "arxiv:1",
        "0",
        "17",
        "cue",
        length=16,
    )
    # The graph's statistics (kg.export.statistics): a kg:Count per class, property and year.
    totals = {"Paper": 1, "Benchmark": 1, "Evidence": 1, "evaluatesOn": 1}
    classes = [*(kind.name for kind in NODE_KINDS), "Evidence"]
    statistics = "".join(
        f"<{BASE}statistics/{what}-{name}> a kg:Count ; kg:counted{what.title()} "
        f"<{vocab.EDGE_PROPERTIES[name] if name in vocab.EDGE_PROPERTIES else KG[name]}> ; kg:total {totals.get(name, 0)} .\n"
        for what, names in (("class", classes), ("property", EDGE_KEYS))
        for name in names
    )
    expected = rdflib.Graph().parse(
        data=f"""
        @prefix kg: <https://w3id.org/kg/ontology#> .
        @prefix dcterms: <http://purl.org/dc/terms/> .
        @prefix prov: <http://www.w3.org/ns/prov#> .
        @prefix rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> .
        @prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
        @prefix schema: <https://schema.org/> .
        @prefix skos: <http://www.w3.org/2004/02/skos/core#> .
        @prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
        @prefix paper: <{BASE}paper/> .
        @prefix dataset: <{BASE}dataset/> .

        paper:arxiv-1 a kg:Paper ;
            rdfs:label "A paper" ; skos:prefLabel "A paper" ;
            kg:key "arxiv:1" ; dcterms:identifier "arxiv:1", "P1" ;
            dcterms:title "A paper" ; dcterms:abstract "We test on MNIST." ;
            dcterms:creator "Ada", "Bob" ; dcterms:date "2025"^^xsd:gYear ;
            dcterms:subject "digits" ; dcterms:source "in.txt line 1" ;
            schema:url "https://example.org/p?a=1&b=2"^^xsd:anyURI ;
            schema:sameAs <https://doi.org/10.1/x%20y%3Cz%3E> ;
            kg:evaluatesOn dataset:mnist ;
            kg:entityCount 1 ; kg:labelRank 1 .

        dataset:mnist a kg:Benchmark ;
            rdfs:label "MNIST" ; skos:prefLabel "MNIST" ; skos:altLabel "mnist digits" ;
            kg:paperCount 1 ; kg:paperRank 1 ; kg:evaluationCount 1 ; kg:evaluationRank 1 ;
            kg:labelRank 1 .

        <{BASE}statistics/year-2025> a kg:Count ;
            kg:countedClass kg:Paper ; dcterms:date "2025"^^xsd:gYear ; kg:total 1 .
        {statistics}

        <{BASE}evidence/{digest}> a kg:Evidence ;
            rdf:subject paper:arxiv-1 ; rdf:predicate kg:evaluatesOn ; rdf:object dataset:mnist ;
            kg:sentence "We test on MNIST." ; kg:startOffset 0 ; kg:endOffset 17 ;
            kg:extractor "cue" ; kg:confidence 0.800 ;
            prov:wasDerivedFrom paper:arxiv-1 .
        """,
        format="turtle",
    )
    assert_isomorphic(to_rdf(small_graph()), expected)


def test_tiny_graph_papers_titles_and_derived_labels(tiny_graph: nx.MultiDiGraph) -> None:
    rdf = to_rdf(tiny_graph)
    foo = URIRef(
        next(n for n, d in tiny_graph.nodes(data=True) if d.get("key") == "doi:10.1000/foo")
    )
    hostile = URIRef(
        next(n for n, d in tiny_graph.nodes(data=True) if d.get("key", "").startswith("sha256:"))
    )
    assert rdf.value(foo, DCTERMS.title) == Literal("FooNet: a tiny network")
    assert rdf.value(foo, KG.labelDerived) is None
    assert rdf.value(foo, DCTERMS.isPartOf) == URIRef(BASE + "venue/iclr-2026")
    assert rdf.value(hostile, DCTERMS.title) is None
    assert rdf.value(hostile, KG.labelDerived) == Literal(True)
    assert rdf.value(hostile, RDFS.label) == Literal('<img src=x onerror=alert(1)> "q" \\')


def test_every_node_has_label_and_preflabel(tiny_graph: nx.MultiDiGraph) -> None:
    rdf = to_rdf(tiny_graph)
    for node, data in tiny_graph.nodes(data=True):
        assert rdf.value(URIRef(node), RDFS.label) == Literal(data["label"]), node
        assert rdf.value(URIRef(node), SKOS.prefLabel) == Literal(data["label"]), node
        assert set(rdf.objects(URIRef(node), SKOS.altLabel)) == {
            Literal(a) for a in data["aliases"]
        }


def test_one_evidence_node_per_evidence_item(tiny_graph: nx.MultiDiGraph) -> None:
    rdf = to_rdf(tiny_graph)
    expected = sum(len(d["evidence"]) for _, _, d in tiny_graph.edges(data=True))
    nodes = set(rdf.subjects(RDF.type, KG.Evidence))
    assert len(nodes) == expected == 7
    for node in nodes:
        s, p, o = (
            rdf.value(node, RDF.subject),
            rdf.value(node, RDF.predicate),
            rdf.value(node, RDF.object),
        )
        assert (s, p, o) in rdf, f"{node} supports an edge that is not asserted"
        assert (rdf.value(node, PROV.wasDerivedFrom), RDF.type, KG.Paper) in rdf


def test_structural_edges_have_their_properties_and_no_evidence(
    tiny_graph: nx.MultiDiGraph,
) -> None:
    rdf = to_rdf(tiny_graph)
    result = URIRef(next(n for n, d in tiny_graph.nodes(data=True) if d["kind"] == "Result"))
    assert rdf.value(result, KG.metric) == URIRef(BASE + "metric/fid")
    assert rdf.value(result, KG.onDataset) == URIRef(BASE + "dataset/cifar-10")
    assert rdf.value(result, KG.value) == Literal("1.97")
    assert rdf.value(result, KG.numericValue) == Literal("1.97", datatype=vocab.XSD.decimal)
    structural = {KG.metric, KG.onDataset, DCTERMS.isPartOf}
    assert not [
        e for e in rdf.subjects(RDF.predicate, None) if rdf.value(e, RDF.predicate) in structural
    ]


@pytest.mark.parametrize(
    ("value", "numeric"),
    # "-3" gets a point: Turtle would write it as -3.0 and read back another literal.
    [("1.97", "1.97"), ("-3", "-3.0"), ("85.3%", None), ("1e5", None), ("n/a", None)],
)
def test_numeric_value_only_for_plain_numbers(
    tiny_graph: nx.MultiDiGraph, value: str, numeric: str | None
) -> None:
    result = next(n for n, d in tiny_graph.nodes(data=True) if d["kind"] == "Result")
    tiny_graph.nodes[result]["value"] = value
    rdf = to_rdf(tiny_graph)
    assert rdf.value(URIRef(result), KG.value) == Literal(value)
    found = rdf.value(URIRef(result), KG.numericValue)
    assert found == (None if numeric is None else Literal(numeric, datatype=vocab.XSD.decimal))


def test_duplicate_evidence_keeps_the_highest_confidence(tiny_linked: LinkedCorpus) -> None:
    paper = tiny_linked.extractions[0]
    first = paper.relations[3]
    assert first.predicate is Predicate.EVALUATES_ON
    weaker = replace(first, evidence=replace(first.evidence, confidence=0.25))
    extractions = (
        replace(paper, relations=(*paper.relations, weaker)),
        *tiny_linked.extractions[1:],
    )
    graph = build_graph(replace(tiny_linked, extractions=extractions), base_iri=BASE)
    rdf = to_rdf(graph)
    confidences = [rdf.value(e, KG.confidence) for e in rdf.subjects(RDF.predicate, KG.evaluatesOn)]
    assert confidences == [Literal("0.900", datatype=vocab.XSD.decimal)]


def test_no_blank_nodes_in_any_export(tiny_graph: nx.MultiDiGraph) -> None:
    rdf = to_rdf(tiny_graph)
    assert not [t for triple in rdf for t in triple if isinstance(t, BNode)]
    assert "_:" not in serialize_ntriples(tiny_graph)


def test_unknown_kind_or_predicate_is_an_export_error(tiny_graph: nx.MultiDiGraph) -> None:
    tiny_graph.add_node(BASE + "thing/x", kind="Thing", label="x", aliases=())
    with pytest.raises(ExportError, match="thing/x: unknown kind 'Thing'"):
        to_rdf(tiny_graph)
    tiny_graph.remove_node(BASE + "thing/x")
    tiny_graph.add_edge(BASE + "method/foonet", BASE + "model/resnet", key="likes", evidence=())
    with pytest.raises(ExportError, match="unknown predicate 'likes'"):
        to_rdf(tiny_graph)


# ---------------------------------------------------------------------------- two parsers


@pytest.mark.parametrize(
    ("serialize", "fmt"),
    [
        (serialize_turtle, pyoxigraph.RdfFormat.TURTLE),
        (serialize_ntriples, pyoxigraph.RdfFormat.N_TRIPLES),
    ],
)
def test_exports_parse_with_rdflib_and_pyoxigraph(
    tiny_graph: nx.MultiDiGraph, serialize, fmt
) -> None:  # type: ignore[no-untyped-def]
    text = serialize(tiny_graph)
    expected = to_rdf(tiny_graph)
    rdflib_format = "turtle" if fmt == pyoxigraph.RdfFormat.TURTLE else "nt"
    assert_isomorphic(rdflib.Graph().parse(data=text, format=rdflib_format), expected)
    assert_isomorphic(parse_with_oxigraph(text, fmt), expected)


def test_jsonld_parses_with_rdflib_and_pyoxigraph(tiny_graph: nx.MultiDiGraph) -> None:
    text = serialize_jsonld(tiny_graph)
    expected = to_rdf(tiny_graph)
    assert_isomorphic(rdflib.Graph().parse(data=text, format="json-ld"), expected)
    assert_isomorphic(parse_with_oxigraph(text, pyoxigraph.RdfFormat.JSON_LD), expected)


def test_hostile_text_survives_every_format(tiny_graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    hostile = next(
        d for _, d in tiny_graph.nodes(data=True) if d.get("key", "").startswith("sha256:")
    )
    for name, write in RDF_FORMATS:
        write(tiny_graph, tmp_path / name)
        loaded = load_graph(tmp_path / name)
        (back,) = [d for _, d in loaded.nodes(data=True) if d.get("key") == hostile["key"]]
        assert back["abstract"] == hostile["abstract"], name
        assert back["label"] == hostile["label"], name


def test_turtle_lists_papers_first_and_evidence_last(tiny_graph: nx.MultiDiGraph) -> None:
    blocks = [b for b in serialize_turtle(tiny_graph).split("\n\n") if not b.startswith("@prefix")]
    kinds = [b.split(" ", 2)[2].split(" ")[0] for b in blocks if b.strip()]
    assert kinds[:2] == ["kg:Paper", "kg:Paper"]
    # Evidence, then the statistics: one kg:Count per class (and evidence), property and year.
    counts = len(NODE_KINDS) + 1 + len(EDGE_KEYS) + 1
    assert set(kinds[-counts:]) == {"kg:Count"}
    assert set(kinds[-counts - 7 : -counts]) == {"kg:Evidence"}


# ---------------------------------------------------------------------------- round trips


@pytest.mark.parametrize(("name", "write"), RDF_FORMATS)
def test_load_graph_gives_back_the_same_networkx_graph(
    tiny_graph: nx.MultiDiGraph, tmp_path: Path, name, write
) -> None:  # type: ignore[no-untyped-def]
    write(tiny_graph, tmp_path / name)
    assert graph_as_data(load_graph(tmp_path / name)) == graph_as_data(tiny_graph)
    # ... so re-exporting a loaded file gives the same bytes.
    assert serialize_turtle(load_graph(tmp_path / name)) == serialize_turtle(tiny_graph)


def test_round_trip_sorts_repeated_values_and_keeps_everything_else(tmp_path: Path) -> None:
    graph = small_graph()
    graph.nodes[BASE + "paper/arxiv-1"]["authors"] = ("Zoe", "Ada")
    write_turtle(graph, tmp_path / "g.ttl")
    loaded = load_graph(tmp_path / "g.ttl")
    paper = loaded.nodes[BASE + "paper/arxiv-1"]
    assert paper["authors"] == ("Ada", "Zoe")  # RDF keeps no order for repeated values
    assert paper["doi"] == "10.1/x y<z>"
    assert paper["identifier"] == "P1" and paper["key"] == "arxiv:1" and paper["year"] == 2025
    assert loaded.nodes[BASE + "dataset/mnist"]["kind"] == "Benchmark"
    (evidence,) = loaded.edges[BASE + "paper/arxiv-1", BASE + "dataset/mnist", "evaluatesOn"][
        "evidence"
    ]
    assert evidence == Evidence("arxiv:1", "We test on MNIST.", 0, 17, "cue", 0.8)


def test_a_node_with_several_kg_classes_loads_as_the_most_specific() -> None:
    rdf = to_rdf(small_graph())
    bench, paper = URIRef(BASE + "dataset/mnist"), URIRef(BASE + "paper/arxiv-1")
    rdf.add((bench, RDF.type, KG.Dataset))  # what RDFS inference adds
    model = URIRef(BASE + "model/m")
    for cls in (KG.Method, KG.Model):
        rdf.add((model, RDF.type, cls))
    rdf.add((model, RDFS.label, Literal("M")))
    loaded = from_rdf(rdf)
    assert loaded.nodes[str(bench)]["kind"] == "Benchmark"
    assert loaded.nodes[str(model)]["kind"] == "Model"
    assert loaded.nodes[str(paper)]["kind"] == "Paper"


def test_loading_finds_a_base_iri_that_holds_an_instance_path(tmp_path: Path) -> None:
    # The first node by IRI is the method; its base is not https://example.org/ although
    # its IRI holds "paper/" there. The re-export must bind the same prefixes.
    base = "https://example.org/paper/kg/"
    graph = nx.relabel_nodes(small_graph(), lambda node: base + node[len(BASE) :])
    graph.graph["base_iri"] = base
    graph.add_node(base + "method/m", kind="Method", label="M", aliases=())
    write_ntriples(graph, tmp_path / "g.nt")
    loaded = load_graph(tmp_path / "g.nt")
    assert loaded.graph["base_iri"] == base
    assert serialize_turtle(loaded) == serialize_turtle(graph)


def test_round_trip_keeps_several_evidence_items_in_order(
    tiny_linked: LinkedCorpus, tmp_path: Path
) -> None:
    paper = tiny_linked.extractions[0]
    extra = Relation(
        Predicate.EVALUATES_ON,
        None,
        5,
        Evidence(
            paper.paper.key,
            paper.paper.abstract[111:],
            111,
            len(paper.paper.abstract),
            "other",
            0.4,
        ),
    )
    extractions = (
        replace(paper, relations=(*paper.relations, extra)),
        *tiny_linked.extractions[1:],
    )
    graph = build_graph(replace(tiny_linked, extractions=extractions), base_iri=BASE)
    write_ntriples(graph, tmp_path / "g.nt")
    assert graph_as_data(load_graph(tmp_path / "g.nt")) == graph_as_data(graph)


printable_text = st.text(st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=40)


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(abstract=printable_text, label=printable_text, alias=printable_text)
def test_any_text_round_trips_through_every_rdf_format(
    abstract: str, label: str, alias: str
) -> None:
    graph = small_graph()
    paper = graph.nodes[BASE + "paper/arxiv-1"]
    paper.update(abstract=abstract, label=label, title=label)
    graph.nodes[BASE + "dataset/mnist"]["aliases"] = (alias,)
    expected = to_rdf(graph)
    for text, fmt, ox in [
        (serialize_turtle(graph), "turtle", pyoxigraph.RdfFormat.TURTLE),
        (serialize_ntriples(graph), "nt", pyoxigraph.RdfFormat.N_TRIPLES),
        (serialize_jsonld(graph), "json-ld", pyoxigraph.RdfFormat.JSON_LD),
    ]:
        back = rdflib.Graph().parse(data=text, format=fmt)
        assert_isomorphic(back, expected)
        assert_isomorphic(parse_with_oxigraph(text, ox), expected)
        loaded = from_rdf(back)
        assert loaded.nodes[BASE + "paper/arxiv-1"]["abstract"] == abstract
        assert loaded.nodes[BASE + "dataset/mnist"]["aliases"] == (alias,)


# ---------------------------------------------------------------------------- byte-identical


def _digests(graph: nx.MultiDiGraph) -> dict[str, str]:
    return {
        name: hashlib.sha256(f(graph).encode("utf-8")).hexdigest()
        for name, f in SERIALIZERS.items()
    }


def test_same_graph_same_bytes_whatever_the_insertion_order(tiny_graph: nx.MultiDiGraph) -> None:
    shuffled = nx.MultiDiGraph(**tiny_graph.graph)
    nodes, edges = list(tiny_graph.nodes(data=True)), list(tiny_graph.edges(keys=True, data=True))
    random.Random(7).shuffle(nodes)
    random.Random(7).shuffle(edges)
    shuffled.add_nodes_from((n, dict(reversed(list(d.items())))) for n, d in nodes)
    shuffled.add_edges_from(edges)
    assert _digests(shuffled) == _digests(tiny_graph)


@pytest.mark.slow
def test_same_bytes_under_other_hash_seeds(tiny_graph: nx.MultiDiGraph) -> None:
    script = (
        "import hashlib, sys; sys.path.insert(0, sys.argv[1])\n"
        "from conftest import _tiny_linked, BASE\n"
        "from kg.graph import build_graph\n"
        "from kg.export import graphml, jsonld, ntriples, turtle\n"
        "g = build_graph(_tiny_linked(), base_iri=BASE)\n"
        "for f in (turtle.serialize_turtle, ntriples.serialize_ntriples,\n"
        "          jsonld.serialize_jsonld, graphml.serialize_graphml):\n"
        "    print(hashlib.sha256(f(g).encode('utf-8')).hexdigest())\n"
    )
    expected = "".join(f"{d}\n" for d in _digests(tiny_graph).values())
    for seed in ("0", "1", "987654"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run(
            [sys.executable, "-c", script, str(TESTS)],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        assert done.stdout == expected, f"PYTHONHASHSEED={seed} gave other bytes"


def test_ntriples_lines_are_sorted_and_unique(tiny_graph: nx.MultiDiGraph) -> None:
    lines = serialize_ntriples(tiny_graph).splitlines()
    assert lines == sorted(set(lines)) and len(lines) == len(to_rdf(tiny_graph))


# ---------------------------------------------------------------------------- GraphML


def test_graphml_flattens_to_scalars(tiny_graph: nx.MultiDiGraph) -> None:
    tiny_graph.nodes[BASE + "model/resnet"]["aliases"] = ("ResNets", "Residual Network")
    loaded = nx.parse_graphml(serialize_graphml(tiny_graph), force_multigraph=True)
    assert loaded.number_of_nodes() == tiny_graph.number_of_nodes()
    assert loaded.number_of_edges() == tiny_graph.number_of_edges()
    assert loaded.nodes[BASE + "model/resnet"]["aliases"] == "ResNets | Residual Network"
    paper = loaded.nodes[BASE + "paper/doi-10-1000-foo-962adde5"]
    assert paper["year"] == 2026 and paper["label_derived"] is False and "url" not in paper
    edge = loaded.edges[
        BASE + "paper/doi-10-1000-foo-962adde5", BASE + "dataset/cifar-10", "evaluatesOn"
    ]
    assert edge["predicate"] == "evaluatesOn" and edge["evidence_count"] == 1
    assert edge["evidence"].endswith("on CIFAR-10.")
    structural = loaded.edges[BASE + "result/498105db8edde5f7", BASE + "metric/fid", "metric"]
    assert structural["evidence_count"] == 0 and "evidence" not in structural


def test_graphml_replaces_characters_xml_cannot_hold(tiny_graph: nx.MultiDiGraph) -> None:
    paper = BASE + "paper/doi-10-1000-foo-962adde5"
    tiny_graph.nodes[paper]["abstract"] = "form\x0cfeed and nul\x00"
    loaded = nx.parse_graphml(serialize_graphml(tiny_graph), force_multigraph=True)
    assert loaded.nodes[paper]["abstract"] == "form\ufffdfeed and nul\ufffd"


# ---------------------------------------------------------------------------- files


def test_writers_write_atomically_and_leave_no_temp_file(
    tiny_graph: nx.MultiDiGraph, tmp_path: Path
) -> None:
    for name, write in [*RDF_FORMATS, ("graph.graphml", write_graphml)]:
        write(tiny_graph, tmp_path / name)
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "graph.graphml",
        "graph.jsonld",
        "graph.nt",
        "graph.ttl",
    ]
    assert (tmp_path / "graph.ttl").read_text(encoding="utf-8") == serialize_turtle(tiny_graph)
    assert (tmp_path / "graph.ttl").stat().st_mode & 0o777 == 0o644


def test_failed_write_keeps_the_old_file(
    tiny_graph: nx.MultiDiGraph, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "graph.ttl"
    target.write_text("old", encoding="utf-8")

    def broken_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(ExportError, match="graph.ttl: cannot write: No space left on device"):
        write_turtle(tiny_graph, target)
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["graph.ttl"]


def test_write_into_a_missing_directory_is_an_export_error(
    tiny_graph: nx.MultiDiGraph, tmp_path: Path
) -> None:
    with pytest.raises(ExportError, match="does not exist"):
        write_turtle(tiny_graph, tmp_path / "nope" / "graph.ttl")


def test_read_rdf_errors_name_the_file(tmp_path: Path) -> None:
    bad = tmp_path / "broken.ttl"
    bad.write_text('<a> <b> "unterminated .\n', encoding="utf-8")
    with pytest.raises(ExportError, match=r"broken\.ttl: not valid turtle"):
        read_rdf(bad)
    bad_nt = tmp_path / "broken.nt"
    bad_nt.write_text("<a> <b> .\n", encoding="utf-8")
    with pytest.raises(ExportError, match=r"broken\.nt: not valid nt"):
        read_rdf(bad_nt)
    bad_json = tmp_path / "broken.jsonld"
    bad_json.write_text("{", encoding="utf-8")
    with pytest.raises(ExportError, match=r"broken\.jsonld: not valid json-ld"):
        read_rdf(bad_json)
    with pytest.raises(ExportError, match=r"missing\.ttl: no such file"):
        read_rdf(tmp_path / "missing.ttl")
    with pytest.raises(ExportError, match=r"unknown graph format '\.csv'"):
        read_rdf(tmp_path / "graph.csv")


def test_load_graph_rejects_a_file_without_kg_nodes(tmp_path: Path) -> None:
    other = tmp_path / "other.ttl"
    other.write_text("<https://x.org/a> <https://x.org/b> <https://x.org/c> .\n", encoding="utf-8")
    with pytest.raises(ExportError, match=r"other\.ttl: no kg nodes found"):
        load_graph(other)


def test_load_graph_rejects_evidence_without_its_paper(
    tiny_graph: nx.MultiDiGraph, tmp_path: Path
) -> None:
    rdf = to_rdf(tiny_graph)
    rdf.remove((URIRef(BASE + "paper/abababababababab"), None, None))
    path = tmp_path / "cut.nt"
    path.write_text(rdf.serialize(format="nt"), encoding="utf-8")
    with pytest.raises(ExportError, match=r"cut\.nt: evidence .* is not a kg:Paper"):
        load_graph(path)


def test_a_venue_carries_its_year(tiny_graph: nx.MultiDiGraph) -> None:
    """A venue node is the venue of one year: dcterms:date on it, read back by the loader."""
    from rdflib.namespace import DCTERMS

    from kg.export.load import from_rdf

    venues = [n for n, d in tiny_graph.nodes(data=True) if d["kind"] == "Venue"]
    assert [tiny_graph.nodes[v].get("year") for v in venues] == [2026]
    rdf = to_rdf(tiny_graph)
    assert [str(o) for o in rdf.objects(rdflib.URIRef(venues[0]), DCTERMS.date)] == ["2026"]
    assert from_rdf(rdf).nodes[venues[0]]["year"] == 2026
