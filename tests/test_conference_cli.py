"""Commands on a conference graph (issue 14): kg view and kg validate on the store directory,
a focused view read from the store alone, kg query's messages and prefixes, kg serve's."""

from __future__ import annotations

import logging
import re
import urllib.parse
import urllib.request
from pathlib import Path

import pytest
import rdflib
from click.testing import CliRunner

from kg.cli import cli
from kg.export.store import write_store_from_ntriples
from kg.query import run_query
from kg.query.serve.handler import page
from kg.vocab import QUERY_PREFIXES, ontology_file

REPO = Path(__file__).resolve().parent.parent
EXPORTS = REPO / "exports"


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The example's store, loaded from its N-Triples as kg build does."""
    folder = tmp_path_factory.mktemp("store")
    return write_store_from_ntriples([EXPORTS / "graph.nt"], folder / "graph.oxigraph")


def invoke(*args: object) -> object:
    return CliRunner().invoke(cli, [str(a) for a in args])


@pytest.mark.parametrize(("name", "depth"), [("Consistency Models", 1), ("ICLR 2026", 2)])
def test_a_focused_view_of_the_store_is_the_focused_view_of_the_file(
    store: Path, tmp_path: Path, name: str, depth: int
) -> None:
    from_file = invoke(
        "view",
        EXPORTS / "graph.ttl",
        "--focus",
        name,
        "--depth",
        depth,
        "--out",
        tmp_path / "f.html",
    )
    assert from_file.exit_code == 0, from_file.output
    # The store alone: no Turtle file beside it to parse.
    alone = tmp_path / "alone"
    alone.mkdir()
    (store.parent / "graph.oxigraph").rename(alone / "graph.oxigraph")
    try:
        from_store = invoke(
            "view",
            alone / "graph.oxigraph",
            "--focus",
            name,
            "--depth",
            depth,
            "--out",
            tmp_path / "s.html",
        )
    finally:
        (alone / "graph.oxigraph").rename(store)
    assert from_store.exit_code == 0, from_store.output
    assert (tmp_path / "s.html").read_bytes() == (tmp_path / "f.html").read_bytes()


def test_the_whole_view_and_the_kind_filter_from_a_store(store: Path, tmp_path: Path) -> None:
    for extra in ([], ["--kind", "Dataset"]):
        for source, out in ((EXPORTS / "graph.ttl", "f.html"), (store, "s.html")):
            result = invoke("view", source, *extra, "--out", tmp_path / out)
            assert result.exit_code == 0, result.output
        assert (tmp_path / "s.html").read_bytes() == (tmp_path / "f.html").read_bytes()


def test_a_focus_naming_no_node_of_the_store_suggests_labels(store: Path, tmp_path: Path) -> None:
    result = invoke("view", store, "--focus", "consistency", "--out", tmp_path / "x.html")
    assert result.exit_code == 1
    assert result.stderr.startswith(
        "Error: no node has the IRI, label or alias 'consistency'; labels containing it: "
    )


def test_kg_validate_takes_the_store_directory(store: Path, tmp_path: Path) -> None:
    result = invoke("validate", store)
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("Conforms")
    result = invoke("validate", tmp_path)
    assert result.exit_code == 1
    assert f"{tmp_path}: not an Oxigraph store" in result.stderr


@pytest.mark.parametrize("engine", ["oxigraph", "rdflib"])
@pytest.mark.parametrize(
    ("query", "wording"),
    [
        (
            "SELEC ?x WHERE { ?x ?p ?o }",
            "query: line 1, column 1: 'SELEC' is not a query form (did you mean SELECT?); "
            "a query starts with SELECT, CONSTRUCT, ASK or DESCRIBE",
        ),
        (
            "PREFIX ex: <http://example.org/>\nINSERT DATA { ex:a ex:b ex:c }",
            "query: line 2, column 1: INSERT is a SPARQL Update; updates are not supported",
        ),
        (
            "DELETE WHERE { ?s ?p ?o }",
            "query: line 1, column 1: DELETE is a SPARQL Update; updates are not supported",
        ),
    ],
)
def test_kg_query_says_what_is_wrong_with_the_form(engine: str, query: str, wording: str) -> None:
    result = invoke("query", EXPORTS / "graph.ttl", query, "--engine", engine)
    assert result.exit_code == 2
    assert result.stderr.startswith(f"Error: {wording}")


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("SELECT ?x WHERE { ?x ?p _: }", "expected one of OPTIONAL, a digit, a letter, '_'"),
        ("SELECT ?x WHERE { ?x ?p ?o } ORDER BY", "more text (the query ends too early?)"),
    ],
)
def test_parser_errors_name_character_classes_in_words(
    store: Path, query: str, expected: str
) -> None:
    result = invoke("query", store, query)
    assert result.exit_code == 2
    assert expected in result.stderr
    assert "\\u{" not in result.stderr and "..=" not in result.stderr


def test_queries_predeclare_the_prefixes_the_turtle_file_binds() -> None:
    bound = dict(rdflib.Graph().parse(EXPORTS / "graph.ttl").namespaces())
    turtle = {prefix: str(ns) for prefix, ns in bound.items() if prefix and prefix != "brick"}
    declared = set(re.findall(r"^@prefix (\w+):", (EXPORTS / "graph.ttl").read_text(), re.M))
    assert {p: turtle[p] for p in declared} == {p: QUERY_PREFIXES[p] for p in declared}
    assert declared <= set(QUERY_PREFIXES)
    text = "SELECT ?label WHERE { ?p dcterms:isPartOf ?v . ?v rdfs:label ?label . FILTER(STRSTARTS(STR(?v), STR(venue:))) } LIMIT 1"
    for engine in ("oxigraph", "rdflib"):
        assert run_query(EXPORTS / "graph.ttl", text, engine=engine).rows == (("ICLR 2026",),)


def test_the_endpoint_page_lists_the_competency_queries() -> None:
    html = page().decode("utf-8")
    questions = [
        path.read_text(encoding="utf-8").split("\n", 1)[0].lstrip("# ").strip()
        for path in sorted(ontology_file("queries").glob("*.rq"))
    ]
    assert len(questions) >= 8  # the eight questions and their top-N, paged and statistics forms
    for question in questions:
        assert f">{question.replace('?', '?')}</button>" in html.replace("&#x27;", "'")
    assert html.count('class="example" data-query="') == len(questions)
    assert "paper, " in html and "venue, " in html  # the instance prefixes are listed too


def test_kg_serve_of_a_missing_path_says_no_such_file(tmp_path: Path) -> None:
    result = invoke("serve", tmp_path / "nosuch")
    assert result.exit_code == 1
    assert result.stderr.strip() == (
        f"Error: {tmp_path / 'nosuch'}: no such file or store directory; pass the store kg build "
        "wrote (DIR/graph.oxigraph) or a .ttl, .nt or .jsonld file"
    )


def test_serve_help_and_the_readme_agree_on_memory() -> None:
    help_text = " ".join(invoke("serve", "--help").stdout.split())
    assert "queries up to 4 times faster on large graphs" in help_text
    assert "5-10x" not in help_text
    assert "up to 4 times faster" in " ".join((REPO / "README.md").read_text().split())


@pytest.mark.slow
def test_the_endpoint_logs_one_line_per_request(
    store: Path, caplog: pytest.LogCaptureFixture
) -> None:
    from kg.query.serve import start_server

    caplog.set_level(logging.INFO, logger="kg.query.serve.requests")
    with start_server(store, port=0, workers=1) as server:
        server.start()
        query = "SELECT ?p WHERE { ?p a kg:Paper } LIMIT 1"
        url = f"{server.url}?{urllib.parse.urlencode({'query': query})}"
        with urllib.request.urlopen(url, timeout=30) as response:
            assert response.status == 200
        with urllib.request.urlopen(server.url.replace("/sparql", "/"), timeout=30) as response:
            assert response.status == 200
    lines = [r.getMessage() for r in caplog.records if r.name == "kg.query.serve.requests"]
    assert len(lines) == 2
    assert re.fullmatch(
        r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d 127\.0\.0\.1 GET /sparql 200 \d+ ms "
        r"SELECT \?p WHERE \{ \?p a kg:Paper \} LIMIT 1",
        lines[0],
    ), lines[0]
    assert re.fullmatch(r".* GET / 200 \d+ ms", lines[1]), lines[1]
