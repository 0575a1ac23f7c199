"""The Oxigraph store and the fast writers: same bytes, same answers, clean errors."""

from __future__ import annotations

import io
import re
from decimal import Decimal
from pathlib import Path

import networkx as nx
import pyoxigraph
import pytest
import rdflib
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rdflib.plugins.serializers.turtle import TurtleSerializer

from kg.build import build
from kg.errors import ExportError, QueryError
from kg.export.ntriples import iter_ntriples, serialize_ntriples, write_ntriples
from kg.export.rdf import to_rdf
from kg.export.store import (
    is_store,
    load_source,
    open_store,
    write_store,
    write_store_from_ntriples,
)
from kg.export.turtle import serialize_turtle, write_turtle
from kg.kinds import NODE_KINDS
from kg.query import QueryResult, run_query
from kg.types import Evidence
from kg.vocab import KG, KIND_CLASSES

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "iclr2026.txt"
QUERIES = sorted((REPO / "ontology" / "queries").glob("*.rq"))
BASE = "https://example.org/kg/"


@pytest.fixture(scope="module")
def example_graph() -> nx.MultiDiGraph:
    return build([EXAMPLE]).graph


@pytest.fixture(scope="module")
def example_store(example_graph: nx.MultiDiGraph, tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_store(example_graph, tmp_path_factory.mktemp("store") / "graph.oxigraph")


# ---------------------------------------------------------------------------- fast writers


class _RdflibTurtle(TurtleSerializer):
    """rdflib's Turtle writer, listing the subjects of each node class in turn, then evidence, alias reasons, counts."""

    topClasses = [KIND_CLASSES[kind.name] for kind in NODE_KINDS] + [
        KG.Evidence,
        KG.AliasReason,
        KG.Count,
    ]


def rdflib_turtle(graph: nx.MultiDiGraph) -> str:
    """The reference Turtle: rdflib's serializer on :func:`to_rdf`."""
    stream = io.BytesIO()
    _RdflibTurtle(to_rdf(graph)).serialize(stream, encoding="utf-8")
    return stream.getvalue().decode("utf-8")


def rdflib_ntriples(graph: nx.MultiDiGraph) -> str:
    """The reference N-Triples: rdflib's serializer on :func:`to_rdf`, lines sorted."""
    # split("\n"), not splitlines(): literals may hold \x1c-\x1e, \x85, \u2028, which
    # N-Triples writes raw and splitlines() would cut.
    lines = to_rdf(graph).serialize(format="nt").split("\n")
    return "".join(f"{line}\n" for line in sorted(set(lines)) if line.strip())


def test_fast_writers_give_the_rdflib_bytes(
    tiny_graph: nx.MultiDiGraph, example_graph: nx.MultiDiGraph
) -> None:
    for graph in (tiny_graph, example_graph):
        assert serialize_turtle(graph) == rdflib_turtle(graph)
        assert serialize_ntriples(graph) == rdflib_ntriples(graph)


_TEXT = st.text(
    alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"), max_size=30
) | st.sampled_from(['a"""b\n', 'ends with quote\n"', "back\\slash\r\n", "\u2028sep\x85", "'", ""])


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    label=_TEXT,
    alias=_TEXT,
    sentence=_TEXT,
    value=st.sampled_from(
        ["1.97", "01.5", "5", "5.", ".5", "+3", "-0.0", "12%", "n/a", "0.0000001"]
    ),
    confidence=st.floats(min_value=0, max_value=1),
    year=st.one_of(st.none(), st.integers(min_value=1, max_value=9999)),
    slug=st.sampled_from(["foo", "9lives", "a.b", "x(y)", "50%", "end."]),
)
def test_fast_writers_match_rdflib_on_hostile_values(
    tiny_graph: nx.MultiDiGraph,
    label: str,
    alias: str,
    sentence: str,
    value: str,
    confidence: float,
    year: int | None,
    slug: str,
) -> None:
    graph = tiny_graph.copy()
    paper = next(n for n, d in graph.nodes(data=True) if d["kind"] == "Paper" and d["title"])
    method = BASE + f"method/{slug}"
    graph.add_node(method, kind="Method", label=label, aliases=tuple(sorted({alias, label + "!"})))
    graph.nodes[paper]["year"] = year
    evidence = Evidence(graph.nodes[paper]["key"], sentence, 0, len(sentence), "rule", confidence)
    graph.add_edge(paper, method, key="usesMethod", evidence=(evidence,))
    graph.add_node(BASE + "result/r1", kind="Result", label=f"FID {value}", aliases=(), value=value)
    graph.add_edge(paper, BASE + "result/r1", key="reportsResult", evidence=())
    assert serialize_turtle(graph) == rdflib_turtle(graph)
    assert serialize_ntriples(graph) == rdflib_ntriples(graph)


def test_fast_writers_refuse_an_invalid_iri(tiny_graph: nx.MultiDiGraph) -> None:
    tiny_graph.add_node(BASE + "method/has space", kind="Method", label="x", aliases=())
    with pytest.raises(ExportError, match="not a valid IRI"):
        serialize_ntriples(tiny_graph)
    with pytest.raises(ExportError, match="not a valid IRI"):
        serialize_turtle(tiny_graph)


def test_ntriples_chunks_are_whole_lines(example_graph: nx.MultiDiGraph) -> None:
    chunks = list(iter_ntriples(example_graph, chunk_triples=500))
    assert len(chunks) > 3 and all(chunk.endswith(" .\n") for chunk in chunks)
    assert "".join(chunks) == rdflib_ntriples(example_graph)


# ---------------------------------------------------------------------------- the store


def test_store_holds_the_graph(example_store: Path, example_graph: nx.MultiDiGraph) -> None:
    assert is_store(example_store)
    reference = to_rdf(example_graph)
    assert len(open_store(example_store)) == len(reference) > 1000


def _comparable(result: QueryResult) -> list[tuple[object, ...]]:
    """Rows as values: decimals as numbers (Oxigraph keeps them canonical: 0.900 -> 0.9)."""
    rows = []
    for terms in result.terms:
        row: list[object] = []
        for term in terms:
            if isinstance(term, rdflib.Literal) and term.datatype == rdflib.XSD.decimal:
                row.append(Decimal(str(term)))
            else:
                row.append(None if term is None else str(term))
        rows.append(tuple(row))
    return rows


def _order_keys(text: str) -> list[str]:
    """Variables of the outermost ORDER BY."""
    clause = text[text.rfind("ORDER BY") :] if "ORDER BY" in text else ""
    return re.findall(r"\?(\w+)", clause)


@pytest.mark.parametrize("path", QUERIES, ids=lambda p: p.name)
def test_competency_queries_answer_the_same_on_both_engines(
    example_store: Path, example_graph: nx.MultiDiGraph, path: Path
) -> None:
    reference = run_query(to_rdf(example_graph), path, engine="rdflib")
    for source in (example_store, open_store(example_store)):
        fast = run_query(source, path, engine="oxigraph")
        assert fast.variables == reference.variables
        ours, theirs = _comparable(fast), _comparable(reference)
        assert sorted(ours, key=repr) == sorted(theirs, key=repr)
        assert ours, f"{path.name} has no answer on the example"
        keys = [
            fast.variables.index(k)
            for k in _order_keys(path.read_text(encoding="utf-8"))
            if k in fast.variables
        ]
        if keys:
            assert [[row[i] for i in keys] for row in ours] == [
                [row[i] for i in keys] for row in theirs
            ]


def test_auto_engine_picks_oxigraph_for_files_and_rdflib_for_graphs(
    tmp_path: Path, tiny_graph: nx.MultiDiGraph
) -> None:
    write_turtle(tiny_graph, tmp_path / "g.ttl")
    query = "SELECT ?c WHERE { ?e kg:confidence ?c } ORDER BY ?c LIMIT 1"
    assert run_query(tmp_path / "g.ttl", query).rows == (("0.9",),)  # Oxigraph: canonical
    assert run_query(tmp_path / "g.ttl", query, engine="rdflib").rows == (("0.900",),)
    assert run_query(to_rdf(tiny_graph), query).rows == (("0.900",),)


def test_store_queries_give_construct_and_ask(example_store: Path) -> None:
    ask = run_query(example_store, "ASK { ?p a kg:Paper }")
    assert (ask.kind, ask.rows) == ("ASK", (("true",),))
    construct = run_query(example_store, "CONSTRUCT { ?m a kg:Metric } WHERE { ?m a kg:Metric }")
    assert construct.kind == "CONSTRUCT" and construct.rows
    assert len(rdflib.Graph().parse(data=construct.turtle, format="turtle")) == len(construct.rows)


def test_oxigraph_syntax_errors_give_line_and_column(example_store: Path) -> None:
    with pytest.raises(
        QueryError, match=r"^query: syntax error at line 2, column \d+: .*\n.*\n +\^"
    ):
        run_query(example_store, "SELECT ?x\nWHERE { ?x a kg:Paper . FILTER( }")
    with pytest.raises(
        QueryError, match="unknown namespace prefix : foo; declare it with a PREFIX line"
    ):
        run_query(example_store, "SELECT ?x WHERE { ?x foo:bar ?y }")


def test_rdflib_cannot_read_a_store(example_store: Path) -> None:
    with pytest.raises(QueryError, match="read by Oxigraph only"):
        run_query(example_store, "ASK {}", engine="rdflib")


def test_unknown_engine(example_store: Path) -> None:
    with pytest.raises(QueryError, match="unknown query engine 'jena'"):
        run_query(example_store, "ASK {}", engine="jena")  # type: ignore[arg-type]


def test_sources_that_cannot_be_loaded(tmp_path: Path) -> None:
    with pytest.raises(ExportError, match=r"nope\.ttl: no such file"):
        load_source(tmp_path / "nope.ttl")
    (tmp_path / "g.xyz").write_text("x", encoding="utf-8")
    with pytest.raises(ExportError, match="unknown graph format '.xyz'"):
        load_source(tmp_path / "g.xyz")
    (tmp_path / "g.ttl").write_text("@prefix : <x", encoding="utf-8")
    with pytest.raises(ExportError, match=r"g\.ttl: not valid turtle .*re-export it with kg build"):
        load_source(tmp_path / "g.ttl")
    (tmp_path / "empty").mkdir()
    with pytest.raises(ExportError, match="not an Oxigraph store"):
        open_store(tmp_path / "empty")


def test_a_failed_store_write_keeps_the_previous_store(
    tmp_path: Path, tiny_graph: nx.MultiDiGraph
) -> None:
    target = write_store(tiny_graph, tmp_path / "graph.oxigraph")
    before = len(open_store(target))

    def chunks():  # type: ignore[no-untyped-def]
        yield "<https://a.org/x> <https://a.org/p> <https://a.org/y> .\n"
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        write_store_from_ntriples(chunks(), target)
    with pytest.raises(ExportError, match=r"shard 2: not valid nt"):
        write_store_from_ntriples(
            ["<https://a.org/x> <https://a.org/p> <https://a.org/y> .\n", "not n-triples\n"], target
        )
    assert len(open_store(target)) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["graph.oxigraph"]


def test_store_loads_an_ntriples_export_in_bulk(
    tmp_path: Path, example_graph: nx.MultiDiGraph
) -> None:
    write_ntriples(example_graph, tmp_path / "graph.nt")
    store = open_store(write_store_from_ntriples([tmp_path / "graph.nt"], tmp_path / "s"))
    reference = pyoxigraph.Store()
    reference.load(path=str(tmp_path / "graph.nt"), format=pyoxigraph.RdfFormat.N_TRIPLES)
    assert set(store) == set(reference)
