"""SPARQL: the competency questions answer on the tiny graph, errors carry positions."""

from __future__ import annotations

import csv
import importlib.util
import io
import json
import re
from decimal import Decimal
from pathlib import Path

import networkx as nx
import pyoxigraph
import pytest
import rdflib
from rdflib.namespace import OWL
from rdflib.plugins.sparql import prepareQuery

from kg import vocab
from kg.errors import ExportError, QueryError
from kg.export.jsonld import write_jsonld
from kg.export.ntriples import write_ntriples
from kg.export.rdf import to_rdf
from kg.export.turtle import serialize_turtle, write_turtle
from kg.kinds import NODE_KIND
from kg.query import QueryResult, format_csv, format_json, format_table, run_query
from kg.query.validate import format_report, validate_graph
from kg.types import Evidence
from kg.vocab import KG, RDFS

REPO = Path(__file__).resolve().parents[2]
QUERIES = REPO / "ontology" / "queries"
BASE = "https://example.org/kg/"
FOO = BASE + "paper/doi-10-1000-foo-962adde5"
HOSTILE = BASE + "paper/abababababababab"
FOO_LABEL = "FooNet: a tiny network"
HOSTILE_LABEL = '<img src=x onerror=alert(1)> "q" \\'


def _evidence(graph: nx.MultiDiGraph, paper: str) -> tuple[Evidence, ...]:
    data = graph.nodes[paper]
    return (Evidence(data["key"], data["abstract"][:20], 0, 20, "test", 0.7),)


@pytest.fixture
def rich_graph(tiny_graph: nx.MultiDiGraph) -> nx.MultiDiGraph:
    """``tiny_graph`` plus what it lacks for questions 4 and 5: shared concepts, a new benchmark."""
    graph = tiny_graph
    shared, lonely = BASE + "concept/attention", BASE + "concept/tiny-networks"
    bench, cifar_copy = BASE + "dataset/foobench", BASE + "dataset/canadian-images"
    graph.add_node(shared, kind="Concept", label="attention", aliases=("attention mechanism",))
    graph.add_node(lonely, kind="Concept", label="tiny networks", aliases=())
    graph.add_node(bench, kind="Benchmark", label="FooBench", aliases=())
    # A second dataset known as "cifar-10" only by an alias, to exercise altLabel matching.
    graph.add_node(cifar_copy, kind="Dataset", label="Canadian images", aliases=("Cifar-10",))
    graph.add_edge(FOO, shared, key="mentions", evidence=_evidence(graph, FOO))
    graph.add_edge(HOSTILE, shared, key="mentions", evidence=_evidence(graph, HOSTILE))
    graph.add_edge(FOO, lonely, key="mentions", evidence=_evidence(graph, FOO))
    graph.add_edge(FOO, bench, key="proposes", evidence=_evidence(graph, FOO))
    graph.add_edge(HOSTILE, cifar_copy, key="evaluatesOn", evidence=_evidence(graph, HOSTILE))
    return graph


@pytest.fixture
def rich_rdf(rich_graph: nx.MultiDiGraph) -> rdflib.Graph:
    return to_rdf(rich_graph)


def _ask(rdf: rdflib.Graph, name: str) -> QueryResult:
    return run_query(rdf, QUERIES / name)


def _column(result: QueryResult, *names: str) -> list[tuple[str | None, ...]]:
    indexes = [result.variables.index(n) for n in names]
    return [tuple(row[i] for i in indexes) for row in result.rows]


# ---------------------------------------------------------------------------- competency questions


def test_rich_graph_conforms(rich_rdf: rdflib.Graph) -> None:
    report = validate_graph(rich_rdf)
    assert report.conforms, format_report(report)


def test_1_papers_evaluating_on_cifar10(rich_rdf: rdflib.Graph) -> None:
    result = _ask(rich_rdf, "evaluates-on-dataset.rq")
    assert _column(result, "paper", "datasetLabel") == [
        (HOSTILE, "Canadian images"),  # matched by its alias "Cifar-10", case-insensitively
        (FOO, "CIFAR-10"),
    ]


def test_1_on_tiny_graph_returns_the_foonet_paper(tiny_graph: nx.MultiDiGraph) -> None:
    result = _ask(to_rdf(tiny_graph), "evaluates-on-dataset.rq")
    assert _column(result, "paperLabel") == [(FOO_LABEL,)]


def test_2_what_each_paper_proposes(rich_rdf: rdflib.Graph) -> None:
    result = _ask(rich_rdf, "proposals.rq")
    assert _column(result, "paperLabel", "entityLabel", "type") == [
        (HOSTILE_LABEL, HOSTILE_LABEL, str(KG.Method)),
        (FOO_LABEL, "FooBench", str(KG.Benchmark)),
        (FOO_LABEL, "FooNet", str(KG.Method)),
    ]


def test_3_which_methods_extend_which(rich_rdf: rdflib.Graph) -> None:
    assert _column(_ask(rich_rdf, "method-extends.rq"), "methodLabel", "extendedLabel") == [
        ("FooNet", "ResNet")
    ]


def test_4_introduced_datasets_and_benchmarks(rich_rdf: rdflib.Graph) -> None:
    result = _ask(rich_rdf, "introduced-datasets.rq")
    assert _column(result, "datasetLabel", "type", "paperLabel") == [
        ("FooBench", str(KG.Benchmark), FOO_LABEL)
    ]


@pytest.mark.parametrize("name", ["introduced-datasets.rq", "evaluates-on-dataset.rq"])
def test_lists_every_subclass_of_dataset(name: str) -> None:
    ontology = rdflib.Graph().parse(REPO / "ontology" / "kg.ttl", format="turtle")
    subclasses = set(ontology.transitive_subjects(RDFS.subClassOf, KG.Dataset))
    listed = {
        rdflib.URIRef(KG._NS + kind)
        for kind in (*NODE_KIND, "Entity")
        if f"kg:{kind} " in (QUERIES / name).read_text(encoding="utf-8")
    }
    assert listed == subclasses, f"{name} VALUES must list kg:Dataset and all its subclasses"
    assert all((c, rdflib.RDF.type, OWL.Class) in ontology for c in subclasses)


def test_5_shared_concepts(rich_rdf: rdflib.Graph) -> None:
    result = _ask(rich_rdf, "shared-concepts.rq")
    assert _column(result, "conceptLabel", "papers", "paperLabels") == [
        ("attention", "2", f"{HOSTILE_LABEL} | {FOO_LABEL}"),
    ]


def test_5_no_shared_concepts_in_tiny_graph(tiny_graph: nx.MultiDiGraph) -> None:
    assert _ask(to_rdf(tiny_graph), "shared-concepts.rq").rows == ()


def test_6_sentence_supporting_an_edge(tiny_graph: nx.MultiDiGraph) -> None:
    result = _ask(to_rdf(tiny_graph), "edge-evidence.rq")
    ((edge, sentence, start, end, extractor, confidence, paper),) = _column(
        result, "objectLabel", "sentence", "start", "end", "extractor", "confidence", "paper"
    )
    abstract = tiny_graph.nodes[FOO]["abstract"]
    assert edge == "CIFAR-10" and "FID 1.97 on CIFAR-10" in (sentence or "")
    assert sentence == abstract[int(start or -1) : int(end or -1)]
    assert (extractor, confidence, paper) == ("test", "0.900", FOO)
    assert _column(result, "subjectLabel", "predicate") == [(FOO_LABEL, str(KG.evaluatesOn))]


def test_7_papers_linking_code(tiny_graph: nx.MultiDiGraph) -> None:
    result = _ask(to_rdf(tiny_graph), "code-repositories.rq")
    assert _column(result, "paperLabel", "url") == [
        (FOO_LABEL, "https://github.com/example/foonet")
    ]


def test_8_reported_results(tiny_graph: nx.MultiDiGraph) -> None:
    result = _ask(to_rdf(tiny_graph), "results.rq")
    assert _column(result, "paperLabel", "metricLabel", "value", "datasetLabel") == [
        (FOO_LABEL, "FID", "1.97", "CIFAR-10")
    ]


def test_8_result_without_dataset_still_listed(tiny_graph: nx.MultiDiGraph) -> None:
    tiny_graph.remove_edge(
        BASE + "result/498105db8edde5f7", BASE + "dataset/cifar-10", key="onDataset"
    )
    result = _ask(to_rdf(tiny_graph), "results.rq")
    assert _column(result, "metricLabel", "value", "datasetLabel") == [("FID", "1.97", None)]


def test_every_query_file_is_a_question_with_its_own_prefixes() -> None:
    files = sorted(QUERIES.glob("*.rq"))
    assert len([p for p in files if "." not in p.stem]) == 9  # the nine competency questions
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert text.startswith("# ") and "?" in text.splitlines()[0], (
            f"{path.name}: first line must be the question"
        )
        # Each file says which form it is (whole, bound, top-N, paged, statistics).
        assert re.search(r"^# Form: (whole|bound|top-N|paged|statistics)", text, re.MULTILINE), (
            f"{path.name}: needs a '# Form: ...' line"
        )
        prepareQuery(text)  # no predeclared prefixes: every PREFIX must be in the file


@pytest.mark.parametrize("path", sorted(QUERIES.glob("*.rq")), ids=lambda p: p.name)
def test_queries_give_the_same_answers_in_oxigraph(rich_graph: nx.MultiDiGraph, path: Path) -> None:
    store = pyoxigraph.Store()
    store.load(serialize_turtle(rich_graph).encode("utf-8"), format=pyoxigraph.RdfFormat.TURTLE)
    solutions = store.query(path.read_text(encoding="utf-8"))
    names = [v.value for v in solutions.variables]
    theirs = [tuple(_value(s[n]) for n in names) for s in solutions]
    ours = run_query(to_rdf(rich_graph), path)
    assert tuple(names) == ours.variables
    assert theirs == [tuple(_value(term) for term in row) for row in ours.terms]


@pytest.fixture(scope="module")
def plain_order():  # type: ignore[no-untyped-def]
    """``plain_order`` of benchmarks/query_bench.py: the query sorted by variables, not keys."""
    spec = importlib.util.spec_from_file_location(
        "query_bench", REPO / "benchmarks" / "query_bench.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.plain_order


@pytest.fixture(scope="module")
def example_store() -> pyoxigraph.Store:
    """The example graph (exports/graph.nt) in an in-memory Oxigraph store, loaded once."""
    store = pyoxigraph.Store()
    store.load(path=str(REPO / "exports" / "graph.nt"), format=pyoxigraph.RdfFormat.N_TRIPLES)
    return store


@pytest.mark.parametrize(
    "path",
    [p for p in sorted(QUERIES.glob("*.rq")) if 'CONCAT("~"' in p.read_text(encoding="utf-8")],
    ids=lambda p: p.name,
)
def test_sort_keys_give_the_order_of_the_plain_variables(
    path: Path,
    plain_order,  # type: ignore[no-untyped-def]
    example_store: pyoxigraph.Store,
) -> None:
    """The shipped queries sort by ``CONCAT("~", STR(?x))`` (fast on the disk store): on the
    example graph they give the same answer, rows and order, as sorting by ``?x``."""
    text = path.read_text(encoding="utf-8")
    plain = plain_order(text)
    orders = [line.strip() for line in plain.splitlines() if line.strip().startswith("ORDER BY")]
    assert plain != text and orders
    for order in orders:  # every key was a recognised CONCAT("~", STR(?x)): variables remain
        assert re.fullmatch(r"ORDER BY( \?\w+| DESC\(\?\w+\))+", order), order
    keyed, by_variables = (
        example_store.query(q).serialize(format=pyoxigraph.QueryResultsFormat.JSON)
        for q in (text, plain)
    )
    assert keyed == by_variables
    assert json.loads(keyed)["results"]["bindings"]


def _value(term: object) -> object:
    """A cell's value, decimals as numbers: oxigraph returns them canonical (0.700 -> 0.7)."""
    if term is None:
        return None
    datatype = getattr(term, "datatype", None)
    # rdflib's Literal.value is the Python value (None for an xsd:gYear): compare lexical forms.
    text = str(term) if isinstance(term, rdflib.Literal) else str(getattr(term, "value", term))
    if datatype is not None and str(getattr(datatype, "value", datatype)) == str(vocab.XSD.decimal):
        return Decimal(text)
    return text


# ---------------------------------------------------------------------------- sources and query forms


@pytest.mark.parametrize(
    ("name", "write"),
    [("g.ttl", write_turtle), ("g.nt", write_ntriples), ("g.jsonld", write_jsonld)],
)
def test_run_query_on_graph_files(tiny_graph: nx.MultiDiGraph, tmp_path: Path, name, write) -> None:  # type: ignore[no-untyped-def]
    write(tiny_graph, tmp_path / name)
    by_path = run_query(tmp_path / name, str(QUERIES / "results.rq"))
    assert _column(by_path, "value") == [("1.97",)]


def test_inline_query_with_predeclared_prefixes(tiny_graph: nx.MultiDiGraph) -> None:
    result = run_query(
        to_rdf(tiny_graph),
        "SELECT ?label WHERE { ?p a kg:Paper ; rdfs:label ?label } ORDER BY ?label",
    )
    assert result.rows == ((HOSTILE_LABEL,), (FOO_LABEL,))
    assert result.kind == "SELECT"


def test_ask_query(tiny_graph: nx.MultiDiGraph) -> None:
    rdf = to_rdf(tiny_graph)
    yes = run_query(rdf, "ASK { ?p kg:evaluatesOn ?d }")
    no = run_query(rdf, "ASK { ?p kg:mentions ?d }")
    assert (yes.kind, yes.variables, yes.rows, no.rows) == (
        "ASK",
        ("ask",),
        (("true",),),
        (("false",),),
    )
    assert json.loads(format_json(yes)) == {"head": {}, "boolean": True}
    assert json.loads(format_json(no)) == {"head": {}, "boolean": False}


def test_construct_query_gives_turtle(tiny_graph: nx.MultiDiGraph) -> None:
    result = run_query(to_rdf(tiny_graph), "CONSTRUCT { ?m a kg:Metric } WHERE { ?m a kg:Metric }")
    assert result.kind == "CONSTRUCT"
    assert result.rows == ((BASE + "metric/fid", str(rdflib.RDF.type), str(KG.Metric)),)
    assert result.turtle is not None and format_table(result) == result.turtle
    parsed = rdflib.Graph().parse(data=result.turtle, format="turtle")
    assert set(parsed) == {(rdflib.URIRef(BASE + "metric/fid"), rdflib.RDF.type, KG.Metric)}


# ---------------------------------------------------------------------------- errors


def test_malformed_query_reports_line_and_column(tiny_graph: nx.MultiDiGraph) -> None:
    with pytest.raises(QueryError) as error:
        run_query(to_rdf(tiny_graph), "SELECT ?x\nWHERE {\n  ?x a kg:Paper")
    message = str(error.value)
    assert message.startswith("query: syntax error at line 3, column ")
    assert "^" in message and isinstance(error.value.__cause__, Exception)


def test_malformed_query_file_is_named(tiny_graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    bad = tmp_path / "bad.rq"
    bad.write_text("# broken\nSELECT ?x WHERE { ?x ?y }\n", encoding="utf-8")
    with pytest.raises(QueryError, match=r"bad\.rq: syntax error at line 2, column \d+"):
        run_query(to_rdf(tiny_graph), bad)


def test_unknown_prefix_is_a_query_error(tiny_graph: nx.MultiDiGraph) -> None:
    with pytest.raises(
        QueryError, match="(?i)unknown namespace prefix : foo; declare it with a PREFIX line"
    ):
        run_query(to_rdf(tiny_graph), "SELECT ?x WHERE { ?x foo:bar ?y }")


def test_missing_query_file(tiny_graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    with pytest.raises(QueryError, match=r"nope\.rq: cannot read query file"):
        run_query(to_rdf(tiny_graph), str(tmp_path / "nope.rq"))


def test_bad_graph_file_is_an_export_error(tmp_path: Path) -> None:
    bad = tmp_path / "g.ttl"
    bad.write_text("@prefix : <x", encoding="utf-8")
    with pytest.raises(ExportError, match=r"g\.ttl: not valid turtle"):
        run_query(bad, "SELECT * WHERE { ?s ?p ?o }")


# ---------------------------------------------------------------------------- formatting


def test_format_table_aligns_and_shortens_iris(tiny_graph: nx.MultiDiGraph) -> None:
    result = run_query(
        to_rdf(tiny_graph),
        "SELECT ?type ?label WHERE { ?x a ?type ; rdfs:label ?label . ?x a kg:Model }",
    )
    assert format_table(result).splitlines() == [
        "type      label",
        "--------  ------",
        "kg:Model  ResNet",
        "(1 row)",
    ]


def test_format_table_shows_unbound_as_empty_and_instance_iris_in_brackets() -> None:
    result = QueryResult(
        ("a", "b"),
        (("https://example.org/kg/x", None),),
        terms=((rdflib.URIRef("https://example.org/kg/x"), None),),
    )
    assert format_table(result).splitlines()[2] == "<https://example.org/kg/x>"


def test_format_csv(tiny_graph: nx.MultiDiGraph) -> None:
    result = _ask(to_rdf(tiny_graph), "results.rq")
    text = format_csv(result)
    assert text.endswith("\r\n")
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0] == list(result.variables)
    assert rows[1][:4] == [FOO_LABEL, "FID", "1.97", "CIFAR-10"]


def test_format_csv_keeps_hostile_text_in_one_cell(tiny_graph: nx.MultiDiGraph) -> None:
    result = run_query(
        to_rdf(tiny_graph), "SELECT ?a WHERE { ?p dcterms:abstract ?a ; kg:labelDerived true }"
    )
    assert list(csv.reader(io.StringIO(format_csv(result)))) == [
        ["a"],
        [tiny_graph.nodes[HOSTILE]["abstract"]],
    ]


def test_format_json_is_sparql_results_json(tiny_graph: nx.MultiDiGraph) -> None:
    result = _ask(to_rdf(tiny_graph), "edge-evidence.rq")
    document = json.loads(format_json(result))
    assert document["head"]["vars"] == list(result.variables)
    (binding,) = document["results"]["bindings"]
    assert binding["predicate"] == {"type": "uri", "value": str(KG.evaluatesOn)}
    assert binding["objectLabel"] == {"type": "literal", "value": "CIFAR-10"}
    assert binding["confidence"] == {
        "type": "literal",
        "value": "0.900",
        "datatype": "http://www.w3.org/2001/XMLSchema#decimal",
    }
    assert binding["start"]["datatype"] == "http://www.w3.org/2001/XMLSchema#integer"


def test_format_json_leaves_out_unbound_variables(tiny_graph: nx.MultiDiGraph) -> None:
    tiny_graph.remove_edge(
        BASE + "result/498105db8edde5f7", BASE + "dataset/cifar-10", key="onDataset"
    )
    (binding,) = json.loads(format_json(_ask(to_rdf(tiny_graph), "results.rq")))["results"][
        "bindings"
    ]
    assert "datasetLabel" not in binding and binding["value"]["value"] == "1.97"
