"""``kg stats``: a summary of a graph read from the statistics its build materialised.

Every figure is a lookup of what :mod:`kg.export.statistics` wrote (``kg:Count`` nodes, counts
and ranks on the nodes), never a count over the corpus, so a summary of a 100,000-paper store
takes milliseconds. :func:`page_query` turns a paged competency query (``*.page.rq``,
``*.top.rq``) to another page.

Example:
    >>> print(format_stats(graph_stats("exports/graph.oxigraph")))  # doctest: +SKIP
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from kg.errors import ExportError, QueryError
from kg.kinds import ENTITY_KINDS, KG_NAMESPACE, NODE_KINDS

__all__ = ["GraphStats", "format_stats", "graph_stats", "page_query"]

# Entity kinds in the table's order (Model, Environment, Benchmark, Method, Dataset, ...).
_ENTITY_KINDS = tuple(kind.name for kind in NODE_KINDS if kind.name in ENTITY_KINDS)
_RANKS = re.compile(r"VALUES \?rank \{[\d\s]*\}")
_DCTERMS = "http://purl.org/dc/terms/"
_PREFIXES = (
    f"PREFIX kg: <{KG_NAMESPACE}>\n"
    "PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>\n"
    f"PREFIX dcterms: <{_DCTERMS}>\n"
)
_COUNTS = """
SELECT ?what ?date ?total WHERE {
    ?count a kg:Count ; kg:total ?total .
    { ?count kg:countedClass ?what } UNION { ?count kg:countedProperty ?what }
    OPTIONAL { ?count dcterms:date ?date }
}"""


@dataclass(frozen=True)
class GraphStats:
    """What ``kg stats`` prints.

    Attributes:
        papers: Papers in the graph.
        nodes: Node kind -> nodes of that kind (a Model is not counted as a Method); also
            ``Evidence``.
        edges: Edge key (``mentions``, ``isPartOf``...) -> edges of that predicate.
        top: Entity kind -> up to ``top`` entities with the most papers:
            ``{"iri", "label", "papers"}``, most first.
        venues: Every venue, most papers first: ``{"iri", "label", "year", "papers"}``.
        years: Year -> papers of that year, in year order.
    """

    papers: int
    nodes: dict[str, int]
    edges: dict[str, int]
    top: dict[str, list[dict[str, Any]]]
    venues: list[dict[str, Any]]
    years: dict[str, int]


def page_query(text: str, page: int, *, size: int = 100) -> str:
    """A paged query (its ``VALUES ?rank { ... }`` line) turned to page ``page`` (from 1).

    >>> page_query("VALUES ?rank { 1 2 3 }", 2, size=3)
    'VALUES ?rank { 4 5 6 }'

    Raises:
        QueryError: The query has no ``VALUES ?rank`` block, or ``page`` or ``size`` is below 1.
    """
    if page < 1 or size < 1:
        raise QueryError(f"page {page} of size {size}: both must be 1 or more")
    ranks = " ".join(str(rank) for rank in range((page - 1) * size + 1, page * size + 1))
    paged, found = _RANKS.subn(lambda _: f"VALUES ?rank {{ {ranks} }}", text, count=1)
    if not found:
        raise QueryError("the query has no VALUES ?rank { ... } block to page")
    return paged


def _local(iri: str) -> str:
    return "isPartOf" if iri == f"{_DCTERMS}isPartOf" else iri.rpartition("#")[2]


def _rows(source: Any, query: str) -> list[tuple[Any, ...]]:
    """The rows of one of the queries above: straight from Oxigraph for a store (the values as
    strings, None when unbound; no rdflib to import), through :func:`kg.query.run_query`
    otherwise (an rdflib graph)."""
    import pyoxigraph

    if not isinstance(source, pyoxigraph.Store):
        from kg.query.run import run_query

        return [tuple(row) for row in run_query(source, query).rows]
    answer = source.query(_PREFIXES + query)
    width = len(answer.variables)
    return [
        tuple(None if solution[i] is None else solution[i].value for i in range(width))
        for solution in answer
    ]


def graph_stats(source: str | os.PathLike[str] | Any, *, top: int = 10) -> GraphStats:
    """The summary of a graph file, a store directory or an open store.

    Raises:
        ExportError: The graph cannot be read, or holds no statistics (built by an older kg:
            the message says to rebuild it).
    """
    if isinstance(source, (str, os.PathLike)):
        from kg.export.store import load_source

        path = Path(source)
        if path.is_dir() and (path / "graph.oxigraph").is_dir():
            path = path / "graph.oxigraph"  # a build's --out directory: its store
        name, source = str(source), load_source(path)
    else:
        name = "the graph"
    nodes: dict[str, int] = {}
    edges: dict[str, int] = {}
    years: dict[str, int] = {}
    for what, date, total in _rows(source, _COUNTS):
        if date is not None:
            years[date] = int(total)  # type: ignore[arg-type]
        elif (
            what is not None
            and what.startswith(KG_NAMESPACE)
            and what[len(KG_NAMESPACE) :][0].isupper()
        ):
            nodes[_local(what)] = int(total)  # type: ignore[arg-type]
        elif what is not None:
            edges[_local(what)] = int(total)  # type: ignore[arg-type]
    if not nodes:
        raise ExportError(
            f"{name}: no statistics (no kg:Count nodes); it was built by an older kg: "
            "rebuild it with kg build, or kg build --update DIR with no new input"
        )
    order = [kind.name for kind in NODE_KINDS] + ["Evidence"]
    ranks = " ".join(str(rank) for rank in range(1, top + 1))
    classes = " ".join(f"kg:{kind}" for kind in _ENTITY_KINDS)
    best: dict[str, list[dict[str, Any]]] = {kind: [] for kind in _ENTITY_KINDS}
    for iri, cls, label, papers in _rows(
        source,
        f"SELECT ?e ?class ?label ?papers WHERE {{ VALUES ?class {{ {classes} }} "
        f"VALUES ?rank {{ {ranks} }} ?e kg:paperRank ?rank ; a ?class ; kg:paperCount ?papers ; "
        "rdfs:label ?label } ORDER BY ?class ?rank",
    ):
        best[_local(cls or "")].append({"iri": iri, "label": label, "papers": int(papers or 0)})
    venues = [
        {"iri": iri, "label": label, "year": year, "papers": int(papers or 0)}
        for iri, label, year, papers in _rows(
            source,
            "SELECT ?v ?label ?year ?papers WHERE { ?v a kg:Venue ; rdfs:label ?label ; "
            "kg:paperRank ?rank ; kg:paperCount ?papers OPTIONAL { ?v dcterms:date ?year } } "
            "ORDER BY ?rank",
        )
    ]
    return GraphStats(
        papers=nodes.get("Paper", 0),
        nodes={kind: nodes[kind] for kind in order if kind in nodes},
        edges=dict(sorted(edges.items())),
        top={kind: rows for kind, rows in best.items() if rows},
        venues=venues,
        years=dict(sorted(years.items())),
    )


def format_stats(stats: GraphStats, *, fmt: str = "text") -> str:
    """``stats`` as text (aligned lines) or ``json``."""
    if fmt == "json":
        return json.dumps(asdict(stats), indent=2, ensure_ascii=False)
    lines = [f"papers: {stats.papers:,}", "nodes:"]
    lines += [f"  {kind:<16}{count:>12,}" for kind, count in stats.nodes.items()]
    lines.append("edges:")
    lines += [f"  {key:<16}{count:>12,}" for key, count in stats.edges.items()]
    lines.append("most papers, by type:")
    for kind, rows in stats.top.items():
        lines.append(f"  {kind}:")
        lines += [f"    {row['papers']:>8,}  {row['label']}" for row in rows]
    lines.append(f"venues ({len(stats.venues):,}):")
    lines += [f"  {row['papers']:>8,}  {row['label']}" for row in stats.venues]
    lines.append("years:")
    lines += [f"  {year}  {count:>8,}" for year, count in stats.years.items()]
    return "\n".join(lines)
