"""The competency queries on a SPARQL server, and optionally on an Oxigraph store for comparison.

Every ``*.rq`` file of a queries directory (read at run time, so rewritten queries are picked
up) is sent to a SPARQL endpoint over plain HTTP (SPARQL 1.1 Protocol: a form-encoded POST,
``Accept: application/sparql-results+json``): one warm-up, then ``--runs`` timed runs, each
reading the whole answer. With ``--store`` the same query also runs on an on-disk Oxigraph
store, opened read-only, timed the same way (query and serialising the whole answer as SPARQL
JSON, what ``kg serve`` sends), and the two answers are compared:

* as multisets of rows of normalised values: IRIs and literals by their lexical form (the
  datatype's spelling is ignored, so xsd:int and xsd:integer agree), numbers numerically,
  blank nodes all alike;
* for a query whose outermost ``ORDER BY`` sorts on projected variables (or expressions of
  them), whether the rows come in the same order of those variables' values (rows that tie may
  come in any order); otherwise whether the rows themselves come in the same order.

Differences are reported with a few example rows. A server answer that says it is partial
(Virtuoso's ``X-SQL-State`` header: an "anytime" answer cut off by a time limit) is flagged;
a silently truncated answer (Virtuoso's ``ResultSetMaxRows``) shows as a row count below the
store's.

Usage::

    python benchmarks/server_bench.py http://127.0.0.1:8890/sparql ontology/queries \\
        --default-graph-uri https://w3id.org/kg/id/ \\
        --store /tmp/kg-scale2/out-100000/graph.oxigraph --runs 3
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import time
import urllib.parse
import urllib.request
from collections import Counter
from decimal import Decimal, InvalidOperation
from pathlib import Path

XSD = "http://www.w3.org/2001/XMLSchema#"
NUMERIC = {
    XSD + t
    for t in [
        "integer",
        "decimal",
        "float",
        "double",
        "int",
        "long",
        "short",
        "byte",
        "nonNegativeInteger",
        "positiveInteger",
        "negativeInteger",
        "nonPositiveInteger",
        "unsignedInt",
        "unsignedLong",
        "unsignedShort",
        "unsignedByte",
    ]
}
EXAMPLES = 3


def ask_server(url: str, query: str, graph: str | None, timeout: float) -> tuple[bytes, str]:
    """The whole SPARQL JSON answer of ``query``, and the server's warning, if any."""
    form = {"query": query}
    if graph:
        form["default-graph-uri"] = graph
    request = urllib.request.Request(
        url,
        data=urllib.parse.urlencode(form).encode(),
        headers={
            "Accept": "application/sparql-results+json",
            "Content-Type": "application/x-www-form-urlencoded",
        },
    )
    with urllib.request.urlopen(request, timeout=timeout) as response:
        body = response.read()
        state = response.headers.get("X-SQL-State")
        warning = f"{state}: {response.headers.get('X-SQL-Message', '')}" if state else ""
    return body, warning


def ask_store(store: object, query: str) -> bytes:
    """The whole answer of ``query`` on the store, serialised as SPARQL JSON."""
    import pyoxigraph

    return store.query(query).serialize(format=pyoxigraph.QueryResultsFormat.JSON)


def timed(run, runs: int) -> tuple[float, object]:
    """Median milliseconds of ``runs`` calls of ``run`` after one warm-up, and the last result."""
    result = run()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        result = run()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), result


def value(term: dict | None) -> tuple | None:
    """A SPARQL JSON term, normalised for comparison across engines."""
    if term is None:
        return None
    if term["type"] == "bnode":
        return ("bnode",)
    if term["type"] == "uri":
        return ("iri", term["value"])
    if term.get("datatype") in NUMERIC:
        try:
            number = Decimal(term["value"].strip())
            if number == number.to_integral_value():
                return ("number", int(number))
            return ("number", float(f"{float(number):.12g}"))
        except (InvalidOperation, ValueError, OverflowError):  # NaN, INF: compare as written
            pass
    return ("literal", term["value"], term.get("xml:lang", "").lower())


def rows(answer: bytes, names: list[str] | None = None) -> tuple[list[str], list[tuple]]:
    """The variables and the normalised rows of a SPARQL JSON answer (in ``names`` order)."""
    parsed = json.loads(answer)
    names = names or parsed["head"]["vars"]
    return names, [tuple(value(b.get(n)) for n in names) for b in parsed["results"]["bindings"]]


def sort_keys(query: str, names: list[str]) -> list[int] | None:
    """Columns of the variables the outermost ORDER BY sorts on; None if it has no ORDER BY.

    [-1] if a sort key uses a variable that is not projected: then whole rows are compared.
    """
    text = "\n".join(line for line in query.splitlines() if not line.lstrip().startswith("#"))
    match = re.search(
        r"ORDER\s+BY\s+(.*?)(?:LIMIT|OFFSET|$)", text[text.rfind("}") :], re.IGNORECASE | re.DOTALL
    )
    if not match:
        return None
    keys = list(dict.fromkeys(re.findall(r"[?$](\w+)", match.group(1))))
    if not keys or any(key not in names for key in keys):
        return [-1]
    return [names.index(key) for key in keys]


def show(term: tuple | None) -> str:
    """A normalised value, shortly."""
    return "UNBOUND" if term is None else "_:b" if term[0] == "bnode" else repr(term[1])[:100]


def compare(query: str, names: list[str], server: list[tuple], store: list[tuple]) -> list[str]:
    """The equality and order verdicts, then example lines of any difference."""
    only_server = Counter(server) - Counter(store)
    only_store = Counter(store) - Counter(server)
    lines = [
        "equal"
        if not only_server and not only_store
        else f"DIFFER: {sum(only_server.values())} rows only on server, "
        f"{sum(only_store.values())} only in store"
    ]
    for side, extra in (("server", only_server), ("store", only_store)):
        for row in list(extra)[:EXAMPLES]:
            lines.append(
                f"    only in {side}: " + ", ".join(f"?{n}={show(v)}" for n, v in zip(names, row))
            )
    keys = sort_keys(query, names)
    if keys is None:
        lines[0] += "; unordered"
        return lines
    pick = (lambda row: row) if keys == [-1] else (lambda row: tuple(row[i] for i in keys))
    first = next((i for i, (a, b) in enumerate(zip(server, store)) if pick(a) != pick(b)), None)
    what = "whole rows" if keys == [-1] else "by " + " ".join("?" + names[i] for i in keys)
    if first is None and len(server) == len(store):
        lines[0] += f"; same order ({what})"
    else:
        lines[0] += f"; ORDER DIFFERS ({what})"
        if first is not None:
            lines.append(
                f"    first difference at row {first}: server ({', '.join(map(show, pick(server[first])))}) "
                f"vs store ({', '.join(map(show, pick(store[first])))})"
            )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("endpoint", help="SPARQL endpoint URL, e.g. http://127.0.0.1:8890/sparql")
    parser.add_argument("queries", type=Path, help="directory of .rq files")
    parser.add_argument("--default-graph-uri", help="graph to query as the default graph")
    parser.add_argument("--store", help="on-disk Oxigraph store to compare with (read-only)")
    parser.add_argument("--runs", type=int, default=3, help="timed runs after one warm-up")
    parser.add_argument("--only", action="append", help="run only this query (file stem)")
    parser.add_argument("--timeout", type=float, default=1800, help="HTTP timeout, seconds")
    args = parser.parse_args()

    store = None
    if args.store:
        import pyoxigraph

        store = pyoxigraph.Store.read_only(args.store)
    table, details = [], []
    for path in sorted(args.queries.glob("*.rq")):
        if args.only and path.stem not in args.only:
            continue
        query = path.read_text(encoding="utf-8")
        line, server = [path.stem, "-", "FAILED", "", ""], None
        try:
            ms, (body, warning) = timed(
                lambda query=query: ask_server(
                    args.endpoint, query, args.default_graph_uri, args.timeout
                ),
                args.runs,
            )
            names, server = rows(body)
            line[1:3] = [f"{len(server):,}", f"{ms:,.0f}"]
            if warning:
                details.append(f"{path.stem}: PARTIAL server answer: {warning}")
        except OSError as e:  # HTTPError included: keep the server's message, not its echo
            message = e.read().decode(errors="replace") if hasattr(e, "read") else ""
            details.append(
                f"{path.stem}: server failed: {e} {message.split('SPARQL query:')[0].strip()}"
            )
        if store is not None:
            store_ms, answer = timed(lambda query=query: ask_store(store, query), args.runs)
            names, stored = rows(answer, names if server is not None else None)
            line[3:] = [f"{len(stored):,}", f"{store_ms:,.0f}"]
            if server is not None:
                details.append(f"{path.stem}: " + "\n".join(compare(query, names, server, stored)))
        table.append(tuple(line))
        print("  ".join(line), flush=True)

    print("\n| query | rows (server) | server ms | rows (store) | store ms |")
    print("|---|---:|---:|---:|---:|")
    for line in table:
        print("| " + " | ".join(line) + " |")
    print()
    for detail in details:
        print(detail)


if __name__ == "__main__":
    main()
