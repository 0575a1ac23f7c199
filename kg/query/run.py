"""Query stage: run SPARQL on a graph and format the answers.

kg's prefixes (``kg:``, ``rdfs:``, ``skos:``, ``dcterms:``, ``prov:``, ``schema:``, ...) are
predeclared, so inline queries may omit their PREFIX lines.

Two engines answer: Oxigraph (``engine="oxigraph"``, a SPARQL 1.1 engine in Rust, see
:mod:`kg.export.store`) and rdflib's pure-Python engine (``engine="rdflib"``). ``engine="auto"`` picks
Oxigraph for files and stores and rdflib for an ``rdflib.Graph`` already in memory. The two give
the same answers; Oxigraph returns numbers in canonical form (``0.75`` for ``"0.750"``).

Example:
    >>> result = run_query("exports/graph.ttl", "ontology/queries/results.rq")  # doctest: +SKIP
    >>> result = run_query("exports/graph.oxigraph", "ontology/queries/results.rq")  # doctest: +SKIP
    >>> print(format_table(result))  # doctest: +SKIP
"""

from __future__ import annotations

import csv
import io
import json
import logging
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from typing import Literal as TypingLiteral

import rdflib
from pyparsing import ParseBaseException
from rdflib.plugins.sparql import prepareQuery
from rdflib.term import BNode, Literal, Node, URIRef

from kg.errors import ExportError, QueryError
from kg.export.load import read_rdf
from kg.query.guard import check_query
from kg.query.syntax import check_form, readable_detail
from kg.vocab import PREFIXES, QUERY_PREFIXES, XSD

__all__ = [
    "ENGINES",
    "Engine",
    "QueryResult",
    "format_csv",
    "format_json",
    "format_result",
    "format_table",
    "run_query",
]

logger = logging.getLogger(__name__)

QueryKind = TypingLiteral["SELECT", "ASK", "CONSTRUCT", "DESCRIBE"]
Engine = TypingLiteral["auto", "oxigraph", "rdflib"]
ENGINES: tuple[str, ...] = ("auto", "oxigraph", "rdflib")
_OXIGRAPH_ERROR = re.compile(r"error at (\d+):(\d+): (.*)", re.DOTALL)
_XSD_STRING = str(XSD.string)


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
    source: Any,
    query: str | os.PathLike[str],
    *,
    engine: Engine = "auto",
) -> QueryResult:
    """Run a SPARQL query on a graph.

    Args:
        source: An ``rdflib.Graph``, a ``pyoxigraph.Store``, a ``.ttl``, ``.nt`` or ``.jsonld``
            file, or a store directory written by ``kg build``.
        query: SPARQL text, or the path of a ``.rq`` file.
        engine: ``"oxigraph"``, ``"rdflib"``, or ``"auto"``: rdflib for an ``rdflib.Graph``,
            Oxigraph for anything else. A file is loaded into memory by the engine that reads
            it; a store directory can only be read by Oxigraph.

    Returns:
        The answer; see :class:`QueryResult`.

    Raises:
        QueryError: The query is malformed (the message gives line and column) or fails, is
            too long or too deeply nested, is federated (``SERVICE``: never run, as it would
            send requests to other hosts; see :mod:`kg.query.guard`), or the engine cannot
            read this source.
        ExportError: The graph file or store cannot be read or parsed.
    """
    if engine not in ENGINES:
        raise QueryError(f"unknown query engine {engine!r}; expected one of {', '.join(ENGINES)}")
    text, name = _query_text(query)
    check_query(text, name=name)
    check_form(text, name)
    if engine == "auto":
        engine = "rdflib" if isinstance(source, rdflib.Graph) else "oxigraph"
    if engine == "oxigraph":
        return _run_oxigraph(source, text, name)
    return _run_rdflib(source, text, name)


def _run_rdflib(source: Any, text: str, name: str) -> QueryResult:
    try:
        prepared = prepareQuery(text, initNs=QUERY_PREFIXES)
    except ParseBaseException as e:
        pointer = " " * (max(e.col, 1) - 1) + "^"
        raise QueryError(
            f"{name}: syntax error at line {e.lineno}, column {e.col}: {e.msg}\n  {e.line}\n  {pointer}"
        ) from e
    except Exception as e:
        hint = "; declare it with a PREFIX line" if "prefix" in str(e).lower() else ""
        raise QueryError(f"{name}: {' '.join(str(e).split())}{hint}") from e
    if not isinstance(source, (rdflib.Graph, str, os.PathLike)):
        raise QueryError(
            f"{name}: the rdflib engine reads an rdflib.Graph or an RDF file, not {type(source).__name__}; "
            "use engine='oxigraph'"
        )
    if not isinstance(source, rdflib.Graph) and Path(source).is_dir():
        raise QueryError(
            f"{source}: a store directory is read by Oxigraph only; use --engine oxigraph"
        )
    graph = _graph(source)
    try:
        result = graph.query(prepared)
        return _result(result)
    except (ExportError, QueryError):
        raise
    except Exception as e:
        raise QueryError(f"{name}: query failed: {e}") from e


def _run_oxigraph(source: Any, text: str, name: str) -> QueryResult:
    import pyoxigraph

    from kg.export.store import load_source

    if isinstance(source, rdflib.Graph):
        store = pyoxigraph.Store()
        store.load(
            source.serialize(format="nt").encode("utf-8"), format=pyoxigraph.RdfFormat.N_TRIPLES
        )
    elif isinstance(source, pyoxigraph.Store):
        store = source
    else:
        store = load_source(source)
    try:
        answer = store.query(text, prefixes=dict(QUERY_PREFIXES))
    except SyntaxError as e:
        raise _oxigraph_syntax_error(name, text, str(e)) from e
    except OSError as e:
        raise QueryError(f"{name}: query failed: {e}") from e
    try:
        return _oxigraph_result(answer)
    except (OSError, RuntimeError) as e:
        raise QueryError(f"{name}: query failed: {e}") from e


def _oxigraph_syntax_error(name: str, text: str, message: str) -> QueryError:
    found = _OXIGRAPH_ERROR.match(message)
    if found is None:
        return QueryError(f"{name}: syntax error: {' '.join(message.split())}")
    line, col, detail = int(found[1]), int(found[2]), " ".join(found[3].split())
    lines = text.split("\n")
    source_line = lines[line - 1] if 0 < line <= len(lines) else ""
    if "Prefix not found" in found[3]:
        before = source_line[: max(col - 1, 0)].split()
        prefix = before[-1].partition(":")[0] if before else "?"
        return QueryError(
            f"{name}: line {line}, column {col}: unknown namespace prefix : {prefix}; "
            "declare it with a PREFIX line"
        )
    pointer = " " * (max(col, 1) - 1) + "^"
    detail = readable_detail(detail)
    return QueryError(
        f"{name}: syntax error at line {line}, column {col}: {detail}\n  {source_line}\n  {pointer}"
    )


def _oxigraph_result(answer: Any) -> QueryResult:
    """A :class:`QueryResult` (with rdflib terms) from what ``pyoxigraph.Store.query`` returned."""
    import pyoxigraph

    if isinstance(answer, pyoxigraph.QueryBoolean):
        value = bool(answer)
        return QueryResult(("ask",), ((str(value).lower(),),), "ASK", terms=((Literal(value),),))
    if isinstance(answer, pyoxigraph.QueryTriples):
        graph = rdflib.Graph()
        for triple in answer:
            graph.add(
                (
                    _rdflib_term(triple.subject),
                    _rdflib_term(triple.predicate),
                    _rdflib_term(triple.object),
                )
            )  # type: ignore[arg-type]
        return _graph_result(graph, "CONSTRUCT")
    variables = tuple(v.value for v in answer.variables)
    terms = tuple(
        tuple(_rdflib_term(solution[i]) for i in range(len(variables))) for solution in answer
    )
    rows = tuple(tuple(None if term is None else str(term) for term in row) for row in terms)
    return QueryResult(variables, rows, "SELECT", terms=terms)


def _graph_result(graph: rdflib.Graph, kind: QueryKind) -> QueryResult:
    """A CONSTRUCT or DESCRIBE answer: sorted triples, with kg's prefixes bound for the Turtle."""
    for prefix, namespace in PREFIXES.items():
        graph.bind(prefix, namespace)
    triples = sorted(graph)
    return QueryResult(
        ("subject", "predicate", "object"),
        tuple(tuple(str(term) for term in triple) for triple in triples),
        kind,
        turtle=graph.serialize(format="turtle"),
        terms=tuple(tuple(triple) for triple in triples),
    )


def _rdflib_term(term: Any) -> Node | None:
    import pyoxigraph

    if term is None:
        return None
    if isinstance(term, pyoxigraph.NamedNode):
        return URIRef(term.value)
    if isinstance(term, pyoxigraph.BlankNode):
        return BNode(term.value)
    if isinstance(term, pyoxigraph.Literal):
        if term.language:
            return Literal(term.value, lang=term.language)
        datatype = term.datatype.value
        if datatype == _XSD_STRING:
            return Literal(term.value)
        return Literal(term.value, datatype=URIRef(datatype))
    return Literal(str(term))


def _result(result: rdflib.query.Result) -> QueryResult:
    if result.type == "ASK":
        answer = bool(result.askAnswer)
        return QueryResult(("ask",), ((str(answer).lower(),),), "ASK", terms=((Literal(answer),),))
    if result.type in ("CONSTRUCT", "DESCRIBE"):
        graph = result.graph
        if graph is None:
            raise QueryError(f"{result.type} query returned no graph")
        return _graph_result(graph, result.type)  # type: ignore[arg-type]
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


def format_result(result: QueryResult, *, fmt: str = "table") -> str:
    """The result as a table (:func:`format_table`), CSV (:func:`format_csv`) or JSON
    (:func:`format_json`): ``fmt`` is ``table``, ``csv`` or ``json``."""
    formatters = {"table": format_table, "csv": format_csv, "json": format_json}
    return formatters[fmt](result)


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
