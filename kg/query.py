"""Query stage: run SPARQL on a graph and format the answers.

kg's prefixes (``kg:``, ``rdfs:``, ``skos:``, ``dcterms:``, ``prov:``, ``schema:``, ...) are
predeclared, so inline queries may omit their PREFIX lines.

Example:
    >>> result = run_query("exports/graph.ttl", "ontology/queries/results.rq")  # doctest: +SKIP
    >>> print(format_table(result))  # doctest: +SKIP
"""

from __future__ import annotations

import csv
import io
import json
import logging
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from typing import Literal as TypingLiteral

import rdflib
from pyparsing import ParseBaseException
from rdflib.plugins.sparql import prepareQuery
from rdflib.term import BNode, Literal, Node, URIRef

from kg.errors import ExportError, QueryError
from kg.rdf import read_rdf
from kg.vocab import PREFIXES, XSD

__all__ = ["QueryResult", "format_csv", "format_json", "format_table", "run_query"]

logger = logging.getLogger(__name__)

QueryKind = TypingLiteral["SELECT", "ASK", "CONSTRUCT", "DESCRIBE"]


@dataclass(frozen=True, slots=True)
class QueryResult:
    """The answer to a query.

    Attributes:
        variables: Column names (SELECT variables; ``("ask",)`` for ASK;
            ``("subject", "predicate", "object")`` for CONSTRUCT and DESCRIBE).
        rows: One tuple per solution; IRIs and literals as strings, None when unbound.
            ASK gives one row, ``("true",)`` or ``("false",)``; CONSTRUCT and DESCRIBE
            give the triples, sorted.
        kind: The query form.
        turtle: For CONSTRUCT and DESCRIBE, the resulting graph as Turtle; else None.
        terms: The rdflib terms behind ``rows`` (same shape), for typed output.
    """

    variables: tuple[str, ...]
    rows: tuple[tuple[str | None, ...], ...]
    kind: QueryKind = "SELECT"
    turtle: str | None = None
    terms: tuple[tuple[Node | None, ...], ...] = field(default=(), repr=False, compare=False)


def _query_text(query: str | os.PathLike[str]) -> tuple[str, str]:
    """The SPARQL text and a name for messages: the file name, or "query"."""
    is_path = isinstance(query, os.PathLike) or (
        "\n" not in query and query.strip().endswith(".rq")
    )
    if not is_path:
        return str(query), "query"
    path = Path(query)
    try:
        return path.read_text(encoding="utf-8"), str(path)
    except OSError as e:
        raise QueryError(f"{path}: cannot read query file: {e.strerror or e}") from e


def _graph(source: rdflib.Graph | str | os.PathLike[str]) -> rdflib.Graph:
    if isinstance(source, rdflib.Graph):
        return source
    return read_rdf(source)


def run_query(
    source: rdflib.Graph | str | os.PathLike[str], query: str | os.PathLike[str]
) -> QueryResult:
    """Run a SPARQL query on a graph.

    Args:
        source: An ``rdflib.Graph``, or a ``.ttl``, ``.nt`` or ``.jsonld`` file.
        query: SPARQL text, or the path of a ``.rq`` file.

    Returns:
        The answer; see :class:`QueryResult`.

    Raises:
        QueryError: The query is malformed (the message gives line and column) or fails.
        ExportError: The graph file cannot be read or parsed.
    """
    text, name = _query_text(query)
    try:
        prepared = prepareQuery(text, initNs=PREFIXES)
    except ParseBaseException as e:
        pointer = " " * (max(e.col, 1) - 1) + "^"
        raise QueryError(
            f"{name}: syntax error at line {e.lineno}, column {e.col}: {e.msg}\n  {e.line}\n  {pointer}"
        ) from e
    except Exception as e:
        hint = "; declare it with a PREFIX line" if "prefix" in str(e).lower() else ""
        raise QueryError(f"{name}: {' '.join(str(e).split())}{hint}") from e
    graph = _graph(source)
    try:
        result = graph.query(prepared)
        return _result(result)
    except (ExportError, QueryError):
        raise
    except Exception as e:
        raise QueryError(f"{name}: query failed: {e}") from e


def _result(result: rdflib.query.Result) -> QueryResult:
    if result.type == "ASK":
        answer = bool(result.askAnswer)
        return QueryResult(("ask",), ((str(answer).lower(),),), "ASK", terms=((Literal(answer),),))
    if result.type in ("CONSTRUCT", "DESCRIBE"):
        graph = result.graph
        if graph is None:
            raise QueryError(f"{result.type} query returned no graph")
        for prefix, namespace in PREFIXES.items():
            graph.bind(prefix, namespace)
        triples = sorted(graph)
        return QueryResult(
            ("subject", "predicate", "object"),
            tuple(tuple(str(term) for term in triple) for triple in triples),
            result.type,  # type: ignore[arg-type]
            turtle=graph.serialize(format="turtle"),
            terms=tuple(tuple(triple) for triple in triples),
        )
    variables = tuple(str(v) for v in (result.vars or ()))
    terms = tuple(tuple(row) for row in result)  # type: ignore[arg-type]
    rows = tuple(tuple(None if term is None else str(term) for term in row) for row in terms)
    return QueryResult(variables, rows, "SELECT", terms=terms)


def _shorten(term: Node | None, text: str | None) -> str:
    if text is None:
        return ""
    if isinstance(term, URIRef):
        for prefix, namespace in PREFIXES.items():
            local = text[len(namespace) :]
            if (
                text.startswith(namespace)
                and local
                and all(c.isalnum() or c in "_-." for c in local)
            ):
                return f"{prefix}:{local}"
        return f"<{text}>"
    return text


def _cells(result: QueryResult) -> list[list[str]]:
    """Rows as display strings: IRIs shortened with kg's prefixes, unbound as ""."""
    cells = []
    for i, row in enumerate(result.rows):
        terms = result.terms[i] if i < len(result.terms) else (None,) * len(row)
        cells.append([" ".join(_shorten(term, text).split()) for term, text in zip(terms, row)])
    return cells


def format_table(result: QueryResult) -> str:
    """Aligned text columns with a header (CONSTRUCT and DESCRIBE: the Turtle text).

    Example::

        paperLabel              datasetLabel
        ----------------------  ------------
        FooNet: a tiny network  CIFAR-10
        (1 row)
    """
    if result.turtle is not None:
        return result.turtle
    header = list(result.variables)
    cells = _cells(result)
    widths = [max([len(h)] + [len(row[i]) for row in cells]) for i, h in enumerate(header)]
    lines = ["  ".join(h.ljust(w) for h, w in zip(header, widths)).rstrip()]
    lines.append("  ".join("-" * w for w in widths))
    lines += ["  ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip() for row in cells]
    lines.append(f"({len(cells)} row{'s' if len(cells) != 1 else ''})")
    return "\n".join(lines)


def format_csv(result: QueryResult) -> str:
    """CSV with a header row (SPARQL 1.1 CSV results: full IRIs, CRLF line ends)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(result.variables)
    for row in result.rows:
        writer.writerow(["" if cell is None else cell for cell in row])
    return out.getvalue()


def format_json(result: QueryResult) -> str:
    """SPARQL 1.1 Query Results JSON (``{"head": ..., "results": {"bindings": ...}}``)."""
    if result.kind == "ASK":
        document: dict[str, Any] = {"head": {}, "boolean": result.rows[0][0] == "true"}
    else:
        bindings = []
        for i, row in enumerate(result.rows):
            terms = result.terms[i] if i < len(result.terms) else (None,) * len(row)
            bindings.append(
                {
                    var: _json_term(term, text)
                    for var, term, text in zip(result.variables, terms, row)
                    if text is not None
                }
            )
        document = {"head": {"vars": list(result.variables)}, "results": {"bindings": bindings}}
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def _json_term(term: Node | None, text: str) -> dict[str, str]:
    if isinstance(term, URIRef):
        return {"type": "uri", "value": text}
    if isinstance(term, BNode):
        return {"type": "bnode", "value": text}
    binding = {"type": "literal", "value": text}
    if isinstance(term, Literal):
        if term.language:
            binding["xml:lang"] = term.language
        elif term.datatype is not None and term.datatype != XSD.string:
            binding["datatype"] = str(term.datatype)
    return binding
