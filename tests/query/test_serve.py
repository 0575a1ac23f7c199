"""``kg serve`` over real HTTP on 127.0.0.1: the SPARQL 1.1 Protocol, its formats and refusals."""

from __future__ import annotations

import csv
import io
import json
import re
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import networkx as nx
import pytest
import rdflib

from kg.cli import cli
from kg.errors import ExportError
from kg.export.store import open_store, write_store
from kg.export.turtle import write_turtle
from kg.query.serve import SparqlServer, start_server

COUNT = "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"
LABELS = "SELECT ?label WHERE { ?p a kg:Paper ; rdfs:label ?label } ORDER BY ?label"
# Four independent patterns: |triples|^4 solutions to sort, which no time limit lets finish.
RUNAWAY = (
    "SELECT ?a WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l } ORDER BY ?a ?d ?g ?j LIMIT 1"
)


@pytest.fixture(scope="module")
def store(tiny_graph_module: nx.MultiDiGraph, tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_store(tiny_graph_module, tmp_path_factory.mktemp("serve") / "graph.oxigraph")


@pytest.fixture(scope="module")
def tiny_graph_module() -> nx.MultiDiGraph:
    from conftest import BASE, _tiny_linked

    from kg.graph import build_graph

    return build_graph(_tiny_linked(), base_iri=BASE)


@pytest.fixture(scope="module")
def server(store: Path) -> Iterator[SparqlServer]:
    with start_server(store, port=0, timeout=2, workers=1).start() as running:
        yield running


def get(url: str, accept: str | None = None) -> tuple[int, str, bytes]:
    request = urllib.request.Request(url, headers={"Accept": accept} if accept else {})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.headers["Content-Type"], response.read()
    except urllib.error.HTTPError as e:
        return e.code, e.headers["Content-Type"], e.read()


def post(
    url: str, body: bytes, content_type: str, accept: str | None = None
) -> tuple[int, str, bytes]:
    headers = {"Content-Type": content_type, **({"Accept": accept} if accept else {})}
    request = urllib.request.Request(url, data=body, headers=headers, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.headers["Content-Type"], response.read()
    except urllib.error.HTTPError as e:
        return e.code, e.headers["Content-Type"], e.read()


def query_url(server: SparqlServer, query: str, **params: str) -> str:
    return server.url + "?" + urllib.parse.urlencode({"query": query, **params})


def labels(data: bytes) -> list[str]:
    return [b["label"]["value"] for b in json.loads(data)["results"]["bindings"]]


def test_binds_to_loopback_by_default(server: SparqlServer) -> None:
    assert server.url.startswith("http://127.0.0.1:")


def test_get_gives_sparql_json(server: SparqlServer) -> None:
    status, content_type, data = get(query_url(server, LABELS))
    assert (status, content_type) == (200, "application/sparql-results+json")
    assert labels(data) == ['<img src=x onerror=alert(1)> "q" \\', "FooNet: a tiny network"]


def test_post_form_and_direct_post(server: SparqlServer) -> None:
    form = urllib.parse.urlencode({"query": LABELS}).encode()
    assert labels(post(server.url, form, "application/x-www-form-urlencoded")[2]) == labels(
        get(query_url(server, LABELS))[2]
    )
    status, _, data = post(server.url, LABELS.encode(), "application/sparql-query")
    assert status == 200 and len(labels(data)) == 2


@pytest.mark.parametrize(
    ("accept", "content_type"),
    [
        ("application/sparql-results+xml", "application/sparql-results+xml"),
        ("text/csv", "text/csv; charset=utf-8"),
        ("text/tab-separated-values", "text/tab-separated-values; charset=utf-8"),
        ("text/html, application/json;q=0.9, */*;q=0.1", "application/sparql-results+json"),
        ("text/csv;q=0.2, application/sparql-results+xml;q=0.8", "application/sparql-results+xml"),
    ],
)
def test_content_negotiation(server: SparqlServer, accept: str, content_type: str) -> None:
    status, got, data = get(query_url(server, LABELS), accept)
    assert (status, got) == (200, content_type)
    assert b"FooNet: a tiny network" in data


def test_csv_results_parse(server: SparqlServer) -> None:
    data = get(query_url(server, LABELS), "text/csv")[2].decode("utf-8")
    assert list(csv.reader(io.StringIO(data))) == [
        ["label"],
        ['<img src=x onerror=alert(1)> "q" \\'],
        ["FooNet: a tiny network"],
    ]


def test_format_parameter_overrides_accept(server: SparqlServer) -> None:
    status, content_type, _ = get(query_url(server, LABELS, format="tsv"), "application/json")
    assert (status, content_type) == (200, "text/tab-separated-values; charset=utf-8")


def test_unacceptable_format_is_406(server: SparqlServer) -> None:
    status, _, data = get(query_url(server, LABELS), "image/png")
    assert status == 406 and b"none of them is acceptable" in data


def test_construct_and_ask(server: SparqlServer) -> None:
    status, content_type, data = get(
        query_url(server, "CONSTRUCT { ?m a kg:Metric } WHERE { ?m a kg:Metric }")
    )
    assert (status, content_type) == (200, "text/turtle; charset=utf-8")
    assert len(rdflib.Graph().parse(data=data, format="turtle")) == 1
    status, _, data = get(query_url(server, "ASK { ?p kg:evaluatesOn ?d }"))
    assert status == 200 and json.loads(data)["boolean"] is True


@pytest.mark.parametrize(
    ("how", "body", "content_type"),
    [
        (
            "form",
            urllib.parse.urlencode({"update": "INSERT DATA { <urn:a> <urn:b> <urn:c> }"}).encode(),
            "application/x-www-form-urlencoded",
        ),
        ("direct", b"INSERT DATA { <urn:a> <urn:b> <urn:c> }", "application/sparql-update"),
        (
            "as a query",
            urllib.parse.urlencode(
                {"query": "PREFIX x: <urn:x>\nDELETE WHERE { ?s ?p ?o }"}
            ).encode(),
            "application/x-www-form-urlencoded",
        ),
    ],
)
def test_updates_are_refused_and_change_nothing(
    server: SparqlServer, how: str, body: bytes, content_type: str
) -> None:
    before = get(query_url(server, COUNT))[2]
    status, got, data = post(server.url, body, content_type)
    assert status == 403 and got.startswith("text/plain")
    assert b"read-only: SPARQL Update is refused" in data
    assert get(query_url(server, COUNT))[2] == before


def test_update_parameter_on_get_is_refused(server: SparqlServer) -> None:
    url = server.url + "?" + urllib.parse.urlencode({"update": "CLEAR ALL"})
    assert get(url)[0] == 403


def test_malformed_query_is_400_with_the_position(server: SparqlServer) -> None:
    status, _, data = get(query_url(server, "SELECT ?x WHERE { ?x"))
    assert status == 400 and re.search(rb"malformed query: error at 1:\d+", data)


@pytest.mark.slow
def test_a_runaway_query_is_stopped_and_the_endpoint_keeps_answering(server: SparqlServer) -> None:
    started = time.monotonic()
    status, _, data = get(query_url(server, RUNAWAY))
    assert status == 503 and b"time limit of 2 s" in data
    assert time.monotonic() - started < 15
    assert get(query_url(server, LABELS))[0] == 200


def test_other_paths_methods_and_bodies(server: SparqlServer) -> None:
    assert get(server.url.replace("/sparql", "/nope"))[0] == 404
    assert post(server.url, b"x", "text/plain")[0] == 415
    assert (
        get(server.url + "?" + urllib.parse.urlencode([("query", LABELS), ("query", LABELS)]))[0]
        == 400
    )
    request = urllib.request.Request(server.url, data=b"", method="PUT")
    with pytest.raises(urllib.error.HTTPError) as error:
        urllib.request.urlopen(request, timeout=10)
    assert error.value.code == 405 and error.value.headers["Allow"] == "GET, HEAD, POST"


def test_query_page(server: SparqlServer) -> None:
    status, content_type, data = get(server.url.replace("/sparql", "/"))
    assert (status, content_type) == (200, "text/html; charset=utf-8")
    assert b'<form id="f" method="get" action="/sparql">' in data and b"<textarea" in data


def test_sparqlwrapper_client(server: SparqlServer) -> None:
    sparqlwrapper = pytest.importorskip("SPARQLWrapper")
    client = sparqlwrapper.SPARQLWrapper(server.url)
    client.setQuery(
        "PREFIX kg: <https://w3id.org/kg/ontology#>\n"
        + "SELECT ?paper WHERE { ?paper kg:evaluatesOn ?d }"
    )
    client.setReturnFormat(sparqlwrapper.JSON)
    bindings = client.query().convert()["results"]["bindings"]  # type: ignore[index]
    assert [b["paper"]["value"] for b in bindings] == [
        "https://example.org/kg/paper/doi-10-1000-foo-962adde5"
    ]
    client.setMethod(sparqlwrapper.POST)
    client.setQuery("INSERT DATA { <urn:a> <urn:b> <urn:c> }")
    client.setMethod(sparqlwrapper.POST)
    client.setRequestMethod(sparqlwrapper.POSTDIRECTLY)
    with pytest.raises(Exception, match="403|read-only"):
        client.query()


def test_serving_a_turtle_file(tiny_graph_module: nx.MultiDiGraph, tmp_path: Path) -> None:
    write_turtle(tiny_graph_module, tmp_path / "g.ttl")
    with start_server(tmp_path / "g.ttl", port=0, workers=1).start() as running:
        assert len(labels(get(query_url(running, LABELS))[2])) == 2
    assert not list(tmp_path.glob("kg-serve-*"))


def test_memory_mode_gives_the_same_answers(store: Path, server: SparqlServer) -> None:
    with start_server(store, port=0, workers=1, memory=True).start() as running:
        for query in (LABELS, COUNT, "ASK { ?p kg:evaluatesOn ?d }"):
            assert get(query_url(running, query)) == get(query_url(server, query))
        assert post(running.url, b"CLEAR ALL", "application/sparql-update")[0] == 403


def test_a_bad_source_is_a_clean_error(tmp_path: Path) -> None:
    (tmp_path / "g.ttl").write_text("@prefix : <x", encoding="utf-8")
    with pytest.raises(ExportError, match=r"g\.ttl: not valid turtle"):
        start_server(tmp_path / "g.ttl", port=0)
    (tmp_path / "dir").mkdir()
    with pytest.raises(ExportError, match="not an Oxigraph store"):
        start_server(tmp_path / "dir", port=0)


def test_the_store_is_opened_read_only(store: Path) -> None:
    with pytest.raises(Exception, match="read-write"):
        open_store(store).update("INSERT DATA { <urn:a> <urn:b> <urn:c> }")


def test_kg_serve_command(store: Path) -> None:
    """The console entry point prints the URL, answers, and stops on SIGTERM."""
    process = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "from kg.cli import main; main()",
            "serve",
            str(store),
            "--port",
            "0",
            "--workers",
            "1",
        ],
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stderr is not None
        line = process.stderr.readline()
        found = re.search(r"SPARQL endpoint at (http://127\.0\.0\.1:\d+/sparql)", line)
        assert found, line
        with urllib.request.urlopen(
            found[1] + "?" + urllib.parse.urlencode({"query": COUNT}), timeout=30
        ) as response:
            assert json.loads(response.read())["results"]["bindings"][0]["n"]["value"].isdigit()
    finally:
        process.terminate()
        process.wait(timeout=30)


def test_serve_help_has_an_example() -> None:
    from click.testing import CliRunner

    result = CliRunner().invoke(cli, ["serve", "--help"])
    assert result.exit_code == 0 and "Example: kg serve exports/graph.oxigraph" in result.output
