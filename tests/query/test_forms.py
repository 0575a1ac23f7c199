"""The top-N, paged and statistics forms of the competency questions (issue 16).

On the bundled example, on Oxigraph and on rdflib: a paged form's pages joined are its whole
question's answer, in order; a top-N form is the head of the ranking a ``GROUP BY`` gives; the
two engines agree on every form; ``kg stats`` reads the same figures.
"""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import pyoxigraph
import pytest
import rdflib
from click.testing import CliRunner

from kg import vocab
from kg.cli import cli
from kg.errors import ExportError, QueryError
from kg.query import run_query
from kg.query.stats import graph_stats, page_query

REPO = Path(__file__).resolve().parents[2]
QUERIES = REPO / "ontology" / "queries"
EXPORTS = REPO / "exports"
FORMS = sorted(p for p in QUERIES.glob("*.rq") if "." in p.stem)
# Paged file -> its whole question and the columns they share.
PAGED = {
    "proposals.page.rq": "proposals.rq",
    "edge-evidence.page.rq": "edge-evidence.rq",
    "results.page.rq": "results.rq",
    "code-repositories.page.rq": "code-repositories.rq",
}


@pytest.fixture(scope="module")
def sources() -> dict[str, Any]:
    store = pyoxigraph.Store()
    store.load(path=str(EXPORTS / "graph.nt"), format=pyoxigraph.RdfFormat.N_TRIPLES)
    return {"oxigraph": store, "rdflib": rdflib.Graph().parse(EXPORTS / "graph.nt")}


def _ask(source: Any, text: str) -> tuple[tuple[object, ...], ...]:
    """The rows, decimals as numbers (Oxigraph writes them canonical: 0.800 -> 0.8)."""
    result = run_query(source, text)
    return tuple(
        tuple(
            Decimal(str(term)) if getattr(term, "datatype", None) == vocab.XSD.decimal else cell
            for cell, term in zip(row, terms)
        )
        for row, terms in zip(result.rows, result.terms)
    )


@pytest.mark.parametrize("path", FORMS, ids=lambda p: p.name)
def test_every_form_gives_the_same_answer_on_both_engines(
    path: Path, sources: dict[str, Any]
) -> None:
    text = path.read_text(encoding="utf-8")
    theirs, ours = (_ask(sources[e], text) for e in ("oxigraph", "rdflib"))
    assert theirs == ours
    assert theirs, f"{path.name}: no answer on the example"


@pytest.mark.parametrize("engine", ["oxigraph", "rdflib"])
@pytest.mark.parametrize("name", sorted(PAGED))
def test_pages_joined_are_the_whole_answer(name: str, engine: str, sources: dict[str, Any]) -> None:
    source = sources[engine]
    whole = run_query(source, QUERIES / PAGED[name])
    text = (QUERIES / name).read_text(encoding="utf-8")
    pages = [run_query(source, page_query(text, n, size=3)) for n in range(1, 9)]  # 19 papers
    assert pages[0].variables == whole.variables
    joined = tuple(row for page in pages for row in page.rows)
    assert joined == whole.rows
    if name != "code-repositories.page.rq":  # two papers with code, maybe on one page
        assert sum(1 for page in pages if page.rows) > 1  # really paged
    assert run_query(source, page_query(text, 1)).rows == whole.rows  # one page of 100


@pytest.mark.parametrize("engine", ["oxigraph", "rdflib"])
def test_top_concepts_are_the_head_of_the_shared_concepts(
    engine: str, sources: dict[str, Any]
) -> None:
    source = sources[engine]
    whole = run_query(source, QUERIES / "shared-concepts.rq")
    top = run_query(source, QUERIES / "shared-concepts.top.rq")
    assert top.rows == tuple(row[:3] for row in whole.rows[:100])
    second = page_query((QUERIES / "shared-concepts.top.rq").read_text(encoding="utf-8"), 2, size=2)
    assert run_query(source, second).rows == tuple(row[:3] for row in whole.rows[2:4])


GROUP_BY = {
    "method-extends.top.rq": "?m kg:extends ?x",
    "compared-methods.top.rq": "?m kg:comparesWith ?x",
    "evaluates-on-dataset.top.rq": "?m kg:evaluatesOn ?x",
}


@pytest.mark.parametrize("name", sorted(GROUP_BY))
def test_rankings_equal_a_group_by(name: str, sources: dict[str, Any]) -> None:
    source = sources["rdflib"]
    counted = _ask(
        source,
        f"SELECT ?x ?l (COUNT(DISTINCT ?m) AS ?n) WHERE {{ {GROUP_BY[name]} . ?x rdfs:label ?l }} "
        "GROUP BY ?x ?l",
    )
    best = sorted(counted, key=lambda r: (-int(r[2]), r[1], r[0]))[:100]  # type: ignore[arg-type]
    ranked = _ask(source, (QUERIES / name).read_text(encoding="utf-8"))
    assert [(row[0], row[-1]) for row in ranked] == [(r[0], r[2]) for r in best]


def test_venues_and_years_equal_a_group_by(sources: dict[str, Any]) -> None:
    source = sources["oxigraph"]
    venues = _ask(
        source,
        "SELECT ?v (COUNT(?p) AS ?n) WHERE { ?p dcterms:isPartOf ?v . ?v rdfs:label ?l } "
        "GROUP BY ?v ?l ORDER BY DESC(?n) ?l ?v",
    )
    assert [(r[0], r[3]) for r in _ask(source, (QUERIES / "venues.top.rq").read_text())] == [
        tuple(r) for r in venues
    ]
    years = _ask(
        source,
        "SELECT ?d (COUNT(?p) AS ?n) WHERE { ?p a kg:Paper ; dcterms:date ?d } GROUP BY ?d "
        "ORDER BY DESC(?n) ?d",
    )
    assert _ask(source, QUERIES.joinpath("years.stats.rq").read_text()) == years


def test_datasets_of_a_year_equal_the_ranking_when_every_paper_has_that_year(
    sources: dict[str, Any],
) -> None:
    source = sources["oxigraph"]
    year = _ask(source, (QUERIES / "evaluates-on-dataset.year.rq").read_text())
    top = _ask(source, (QUERIES / "evaluates-on-dataset.top.rq").read_text())
    assert [(r[0], r[2]) for r in year] == [(r[0], r[3]) for r in top]  # the example is 2026


def test_page_query_needs_a_rank_block_and_a_positive_page() -> None:
    with pytest.raises(QueryError, match="no VALUES"):
        page_query("SELECT * WHERE { ?s ?p ?o }", 2)
    with pytest.raises(QueryError, match="1 or more"):
        page_query("VALUES ?rank { 1 }", 0)


def test_kg_stats_reads_the_materialised_statistics(example_store: Path, tmp_path: Path) -> None:
    stats = graph_stats(example_store)
    rdf = rdflib.Graph().parse(EXPORTS / "graph.ttl")
    assert stats.papers == len(set(rdf.subjects(rdflib.RDF.type, rdflib.URIRef(str(_kg("Paper"))))))
    assert stats.edges["mentions"] == len(list(rdf.triples((None, _kg("mentions"), None))))
    assert stats.years == {"2026": stats.papers}
    assert [v["label"] for v in stats.venues] == ["ICLR 2026"]
    concepts = stats.top["Concept"]
    assert len(concepts) == 10 and concepts[0]["papers"] >= concepts[-1]["papers"]
    result = CliRunner().invoke(cli, ["stats", str(EXPORTS / "graph.ttl"), "--format", "json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["top"] == stats.top
    text = CliRunner().invoke(cli, ["stats", str(example_store)])
    assert text.exit_code == 0 and "papers: 19" in text.output and "ICLR 2026" in text.output
    # A build's --out directory reads as its store.
    build_dir = tmp_path / "out"
    build_dir.mkdir()
    (build_dir / "graph.oxigraph").symlink_to(example_store, target_is_directory=True)
    assert graph_stats(build_dir) == stats


def test_kg_stats_on_a_graph_without_statistics_says_to_rebuild(tmp_path: Path) -> None:
    old = tmp_path / "old.nt"
    old.write_text(
        "<https://w3id.org/kg/id/paper/a> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> "
        "<https://w3id.org/kg/ontology#Paper> .\n"
    )
    with pytest.raises(ExportError, match="old.nt: no statistics.*rebuild"):
        graph_stats(old)
    result = CliRunner().invoke(cli, ["stats", str(old)])
    assert result.exit_code == 1 and "Error:" in result.output and "rebuild" in result.output


def _kg(name: str) -> rdflib.URIRef:
    return rdflib.URIRef(f"https://w3id.org/kg/ontology#{name}")
