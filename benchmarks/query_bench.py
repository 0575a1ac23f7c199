"""The competency queries on a large graph: the Oxigraph store against rdflib's own engine.

Give it a build directory (``kg build ... --format nt`` writes ``graph.nt`` and the store
``graph.oxigraph``; ``benchmarks/scale_bench.py`` leaves ``out-100000``). Every query of
``ontology/queries`` runs ``--runs`` times on the store (after one warm-up run; fewer runs when
they would take more than ``--store-budget`` seconds), optionally on
an in-memory Oxigraph copy of ``graph.nt`` (``--memory``) and on an in-memory ``rdflib.Graph``
parsed from ``graph.nt`` (fewer runs when a run is slow: at most ``--rdflib-budget`` seconds per
query, at least one run). Each run reads the whole answer: Oxigraph serializes it as SPARQL
JSON (what ``kg serve`` sends), rdflib materializes every row. An rdflib query still running
after ``--rdflib-timeout`` seconds is interrupted and reported as ``>TIMEOUT``.

Besides the shipped query (form ``whole``), these forms are timed:

* ``bound``: questions asked about one thing are also timed that way. ``edge-evidence.rq``
  enumerates the evidence of every ``kg:evaluatesOn`` edge; its bound form asks for one edge,
  the first in (subject, object) order. Each engine gets the binding it answers fastest: a
  ``VALUES`` clause first in the query for Oxigraph (1 ms at 100k; with the IRIs written into
  the patterns its planner starts elsewhere and takes 0.4-0.8 s), the IRIs written into the
  patterns for rdflib (its engine joins a ``VALUES`` clause, and ``initBindings``, only after
  matching the patterns: 9.5 s at 100k).
* ``limit``: a query whose answer has more than ``--page`` rows is also timed for its first
  page (the same query with ``LIMIT``; called ``page`` before issue 16). The answer is still sorted, so the engine still reads the
  whole answer before it returns the page. Form ``unsorted`` is that page without the final
  ``ORDER BY``: what a page costs when any rows will do (which rows is then up to the engine).
* ``top 100``, ``page 1``, ``page 10`` and ``year``: the files named ``QUESTION.top.rq``,
  ``QUESTION.page.rq`` and ``QUESTION.year.rq``, the forms of issue 16 that read the statistics
  ``kg build`` materialises (ranks and counts looked up, no corpus-wide sort). A paged file
  (a ``VALUES ?rank`` block and no ``LIMIT``) is timed for its first and tenth page
  (:func:`kg.query.stats.page_query`); a ``.year`` file for the year with most papers.
* ``count`` (with ``--count``): the number of rows of the whole answer, counted around the
  unsorted query as a subquery: what the engine needs to find the answer, without sorting it or
  reading any label. A question whose ``count`` is slow cannot be fast on that engine, however it
  is written, short of asking for less.

The shipped queries sort by computed keys, ``CONCAT("~", STR(?label))`` (same order as the
label; Oxigraph then compares strings in memory instead of reading labels back from its disk
store at every comparison). rdflib is slower with them (it builds the key in Python), so it is
timed on the same query sorted by the plain variables (:func:`plain_order`), its faster form.

Usage::

    python benchmarks/query_bench.py /tmp/kg-scale/out-100000 --memory
    python benchmarks/query_bench.py exports --runs 5 --rdflib-budget 30
"""

from __future__ import annotations

import argparse
import re
import resource
import signal
import statistics
import time
from collections.abc import Iterator
from pathlib import Path
from types import FrameType
from typing import NamedTuple

import pyoxigraph
import rdflib
from rdflib.plugins.sparql import prepareQuery

from kg.export.store import open_store
from kg.query.stats import page_query
from kg.vocab import PREFIXES

QUERIES = Path(__file__).resolve().parents[1] / "ontology" / "queries"
# The questions asked about one thing, and how the benchmark picks that thing from the graph:
# a query whose first row gives the values of the variables to bind.
SAMPLES = {
    "edge-evidence": (
        "PREFIX kg: <https://w3id.org/kg/ontology#>\n"
        "SELECT ?s ?o WHERE { ?s kg:evaluatesOn ?o } ORDER BY ?s ?o LIMIT 1"
    ),
}


class Form(NamedTuple):
    """One way of asking a competency question."""

    query: str  # the .rq file's stem
    form: str  # "whole", "bound" or "page"
    text: str  # for Oxigraph
    rdflib_text: str  # for rdflib: the same question, bound the way rdflib answers it


class Timeout(Exception):
    """An rdflib query ran past ``--rdflib-timeout``."""


_SORT_KEY = re.compile(r'\((?:COALESCE\()?CONCAT\("~", STR\((\?\w+)\)\)(?:, ""\))?\)')


def plain_order(text: str) -> str:
    """``text`` sorted by its variables instead of computed keys (the same order, for rdflib).

    >>> plain_order('ORDER BY (CONCAT("~", STR(?a))) DESC(CONCAT("~", STR(?b))) ?c')
    'ORDER BY ?a DESC(?b) ?c'
    >>> plain_order('ORDER BY (COALESCE(CONCAT("~", STR(?d)), ""))')
    'ORDER BY ?d'
    """
    return re.sub(r"DESC(\?\w+)", r"DESC(\1)", _SORT_KEY.sub(r"\1", text))


def bind_values(text: str, values: dict[str, str]) -> str:
    """``text`` with a ``VALUES`` clause binding ``values`` (name -> IRI) first in its WHERE."""
    names = " ".join(f"?{name}" for name in values)
    terms = " ".join(f"<{iri}>" for iri in values.values())
    clause = f"WHERE {{\n    VALUES ({names}) {{ ({terms}) }}"
    bound, count = re.subn(r"WHERE\s*\{", lambda _: clause, text, count=1)
    if count != 1:
        raise ValueError("the query has no WHERE clause")
    return bound


def bind_terms(text: str, values: dict[str, str]) -> str:
    """``text`` with each variable of ``values`` (name -> IRI) replaced by its IRI.

    The variables must not be projected (``edge-evidence.rq`` selects labels, not ``?s``/``?o``).
    """
    where = re.search(r"WHERE\s*\{", text)
    if where is None:
        raise ValueError("the query has no WHERE clause")
    select = text[text.index("SELECT") : where.start()]
    for name, iri in values.items():
        if re.search(rf"\?{name}\b", select):
            raise ValueError(f"?{name} is projected; it cannot be replaced by an IRI")
        text = re.sub(rf"\?{name}\b", lambda _, iri=iri: f"<{iri}>", text)
    return text


def counted(text: str) -> str:
    r"""``text`` without its final ``ORDER BY``, as a subquery whose rows are counted.

    >>> print(counted("PREFIX a: <x#>\nSELECT ?s WHERE { ?s a:p ?o }\nORDER BY ?s\n"))
    PREFIX a: <x#>
    SELECT (COUNT(*) AS ?rows) WHERE {
    {
    SELECT ?s WHERE { ?s a:p ?o }
    }
    }
    """
    unsorted = re.sub(r"\nORDER BY [^\n]*\s*$", "\n", text).rstrip()
    select = re.search(r"^SELECT\b", unsorted, re.MULTILINE)
    if select is None:
        raise ValueError("the query has no SELECT at the start of a line")
    head, body = unsorted[: select.start()], unsorted[select.start() :]
    return f"{head}SELECT (COUNT(*) AS ?rows) WHERE {{\n{{\n{body}\n}}\n}}"


def forms(
    store: pyoxigraph.Store, page: int, only: list[str], count: bool = False
) -> Iterator[tuple[Form, int]]:
    """Every form to time (of the queries in ``only`` if any), with its number of rows."""
    for path in sorted(QUERIES.glob("*.rq")):
        question, _, variant = path.stem.partition(".")
        if only and question not in only and path.stem not in only:
            continue
        text = path.read_text(encoding="utf-8")
        if variant:
            yield from _statistics_forms(store, question, variant, text)
            continue
        plain = plain_order(text)
        rows = sum(1 for _ in store.query(text))
        yield Form(path.stem, "whole", text, plain), rows
        if path.stem in SAMPLES:
            sample = next(iter(store.query(SAMPLES[path.stem])))
            values = {v.value: sample[v].value for v in store.query(SAMPLES[path.stem]).variables}
            bound = bind_values(text, values)
            found = sum(1 for _ in store.query(bound))
            yield Form(path.stem, "bound", bound, bind_terms(plain, values)), found
        if rows > page:
            yield (
                Form(
                    path.stem,
                    f"limit {page}",
                    f"{text.rstrip()}\nLIMIT {page}\n",
                    f"{plain.rstrip()}\nLIMIT {page}\n",
                ),
                page,
            )
            unsorted = re.sub(r"\nORDER BY [^\n]*\s*$", "\n", text)
            unsorted = f"{unsorted.rstrip()}\nLIMIT {page}\n"
            yield Form(path.stem, "unsorted", unsorted, unsorted), page
        if count:
            yield Form(path.stem, "count", counted(text), counted(plain)), 1


_YEARS = (
    "PREFIX kg: <https://w3id.org/kg/ontology#>\nPREFIX dcterms: <http://purl.org/dc/terms/>\n"
    "SELECT ?year WHERE { ?c a kg:Count ; kg:countedClass kg:Paper ; dcterms:date ?year ; "
    "kg:total ?n } ORDER BY DESC(?n) ?year LIMIT 1"
)


def _statistics_forms(
    store: pyoxigraph.Store, question: str, variant: str, text: str
) -> Iterator[tuple[Form, int]]:
    """The forms of a ``.top``, ``.page`` or ``.year`` file, with their rows."""
    if variant == "year":
        found = [solution["year"].value for solution in store.query(_YEARS)]
        if found:
            text = text.replace('"2026"^^xsd:gYear', f'"{found[0]}"^^xsd:gYear')
        texts = {"year": text}
    elif "LIMIT" in text or "VALUES ?rank" not in text:
        texts = {"top 100" if variant == "top" else variant: text}
    else:
        first = "top 100" if variant == "top" else "page 1"
        texts = {first: text, "page 10": page_query(text, 10)}
    for name, form in texts.items():
        rows = sum(1 for _ in store.query(form))
        yield Form(question, name, form, plain_order(form)), rows


def time_store(store: pyoxigraph.Store, text: str, runs: int, budget: float) -> tuple[float, int]:
    """Median seconds of query + JSON serialization, and the runs made.

    One warm-up run first; then ``runs`` runs, fewer when they would take more than ``budget``
    seconds (at least one).
    """
    store.query(text).serialize(format=pyoxigraph.QueryResultsFormat.JSON)
    times: list[float] = []
    while len(times) < runs and (not times or sum(times) + times[-1] <= budget):
        started = time.perf_counter()
        store.query(text).serialize(format=pyoxigraph.QueryResultsFormat.JSON)
        times.append(time.perf_counter() - started)
    return statistics.median(times), len(times)


def _alarm(signum: int, frame: FrameType | None) -> None:
    raise Timeout


def time_rdflib(
    graph: rdflib.Graph, form: Form, runs: int, budget: float, timeout: float
) -> tuple[float, int, int] | None:
    """Median seconds of query + reading every row, the row count and the runs made.

    None when a run takes more than ``timeout`` seconds. rdflib's engine is pure Python, so an
    alarm signal interrupts it (no forked copy of a graph of many gigabytes).
    """
    prepared = prepareQuery(form.rdflib_text, initNs=PREFIXES)
    times: list[float] = []
    rows = 0
    previous = signal.signal(signal.SIGALRM, _alarm)
    try:
        while len(times) < runs and (not times or sum(times) + times[-1] <= budget):
            signal.setitimer(signal.ITIMER_REAL, timeout)
            started = time.perf_counter()
            try:
                rows = len(list(graph.query(prepared)))
            except Timeout:
                return None
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
            times.append(time.perf_counter() - started)
    finally:
        signal.signal(signal.SIGALRM, previous)
    return statistics.median(times), rows, len(times)


def _figure(value: float) -> str:
    """A figure with one decimal below 10 (0.4 ms, 0.3x), none above."""
    return f"{value:.1f}" if value < 10 else f"{value:.0f}"


def _peak() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e6


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "build", type=Path, help="A build directory with graph.nt and graph.oxigraph."
    )
    parser.add_argument("--runs", type=int, default=10, help="Timed runs per query (default 10).")
    parser.add_argument(
        "--page", type=int, default=100, help="Rows of the first page of large answers (100)."
    )
    parser.add_argument(
        "--store-budget",
        type=float,
        default=60.0,
        help="Seconds of Oxigraph runs per query and store (default 60).",
    )
    parser.add_argument(
        "--rdflib-budget",
        type=float,
        default=120.0,
        help="Seconds of rdflib runs per query (default 120).",
    )
    parser.add_argument(
        "--rdflib-timeout",
        type=float,
        default=600.0,
        help="Seconds before an rdflib query is stopped (default 600).",
    )
    parser.add_argument("--no-rdflib", action="store_true", help="Time Oxigraph only.")
    parser.add_argument(
        "--memory", action="store_true", help="Also time Oxigraph on an in-memory copy of graph.nt."
    )
    parser.add_argument(
        "--only", action="append", default=[], help="Time only this query (repeatable)."
    )
    parser.add_argument(
        "--count", action="store_true", help="Also time counting each whole answer's rows."
    )
    parser.add_argument(
        "--form",
        action="append",
        default=[],
        help="Time only this form: whole, bound, limit, unsorted, top, page, year or count (repeatable).",
    )
    args = parser.parse_args()

    store = open_store(args.build / "graph.oxigraph")
    print(f"store: {len(store)} triples in {args.build / 'graph.oxigraph'}", flush=True)
    memory = None
    if args.memory:
        started = time.perf_counter()
        memory = pyoxigraph.Store()
        memory.bulk_load(path=str(args.build / "graph.nt"), format=pyoxigraph.RdfFormat.N_TRIPLES)
        print(
            f"in memory: loaded in {time.perf_counter() - started:.0f} s "
            f"(peak memory {_peak():.1f} GB)",
            flush=True,
        )
    graph = None
    if not args.no_rdflib:
        started = time.perf_counter()
        graph = rdflib.Graph()
        graph.parse(args.build / "graph.nt", format="nt")
        print(
            f"rdflib: parsed {len(graph)} triples in {time.perf_counter() - started:.0f} s "
            f"(peak memory {_peak():.1f} GB)",
            flush=True,
        )
    print(
        f"{'query':<22} {'form':<9} {'rows':>7} {'store ms':>9} {'runs':>4} {'memory ms':>10} "
        f"{'rdflib ms':>10} {'runs':>5} {'rdflib/store':>13} {'rdflib/memory':>14}",
        flush=True,
    )
    for form, rows in forms(store, args.page, args.only, args.count):
        if args.form and form.form.split()[0] not in args.form:
            continue
        disk, made = time_store(store, form.text, args.runs, args.store_budget)
        line = f"{form.query:<22} {form.form:<9} {rows:>7} {disk * 1000:>9.1f} {made:>4}"
        fast = None
        if memory is not None:
            fast = time_store(memory, form.text, args.runs, args.store_budget)[0]
            line += f" {fast * 1000:>10.1f}"
        else:
            line += f" {'-':>10}"
        if graph is not None:
            timed = time_rdflib(graph, form, args.runs, args.rdflib_budget, args.rdflib_timeout)
            mismatch = ""
            if timed is None:
                slow, made, over = args.rdflib_timeout, 0, ">"
            else:
                slow, slow_rows, made = timed
                over = ""
                if slow_rows != rows:
                    mismatch = f"  (rdflib: {slow_rows} rows!)"
            line += f" {over + _figure(slow * 1000):>10} {made:>5}"
            line += f" {over + _figure(slow / disk) + 'x':>13}"
            if fast is not None:
                line += f" {over + _figure(slow / fast) + 'x':>14}"
            line += mismatch
        print(line, flush=True)


if __name__ == "__main__":
    main()
