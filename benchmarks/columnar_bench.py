"""The competency queries on a columnar in-memory SPARQL engine (maplib) against Oxigraph.

Oxigraph answers a query by one index lookup per pattern and row; maplib (``pip install
maplib``, Apache-2.0, not a kg dependency) keeps the triples in Polars tables and joins whole
columns at once. This script loads ``graph.nt`` of a build directory into maplib, opens the
build's Oxigraph store read-only, and runs every query of ``ontology/queries`` on both: one
warm-up, then ``--runs`` timed runs, each producing the whole answer as SPARQL JSON (maplib's
``return_json=True``, Oxigraph's JSON serializer, what ``kg serve`` sends). It then compares
the two answers row by row, in order, on the projected variables: IRIs and literals by lexical
form, numbers numerically (maplib writes ``0.7`` as ``0.700000000000``; the comparison is
``server_bench.rows``), and prints the first difference of each query whose answers differ.

Usage::

    pip install maplib
    python benchmarks/columnar_bench.py /tmp/kg-scale2/out-100000 --runs 3
"""

from __future__ import annotations

import argparse
import resource
import statistics
import time
from collections.abc import Callable
from pathlib import Path

import pyoxigraph
from maplib import Model
from server_bench import rows  # SPARQL JSON rows, values normalised the same way

QUERIES = Path(__file__).resolve().parents[1] / "ontology" / "queries"


def timed(run: Callable[[], str], runs: int) -> tuple[float, str]:
    """Median seconds of ``run`` after one warm-up, and its last answer."""
    answer = run()
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        answer = run()
        times.append(time.perf_counter() - started)
    return statistics.median(times), answer


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "build", type=Path, help="A build directory with graph.nt and graph.oxigraph."
    )
    parser.add_argument("--runs", type=int, default=3, help="Timed runs per query and engine (3).")
    parser.add_argument("--only", action="append", default=[], help="Only this query (repeatable).")
    args = parser.parse_args()

    started = time.perf_counter()
    model = Model()
    model.read(str(args.build / "graph.nt"), format="ntriples")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024**2
    print(f"maplib: loaded in {time.perf_counter() - started:.0f} s (peak memory {peak:.1f} GB)")
    store = pyoxigraph.Store.read_only(str(args.build / "graph.oxigraph"))
    print(f"{'query':<22} {'rows':>7} {'maplib ms':>10} {'oxigraph ms':>12} {'ratio':>7}  answers")
    for path in sorted(QUERIES.glob("*.rq")):
        if args.only and path.stem not in args.only:
            continue
        text = path.read_text(encoding="utf-8")
        fast, theirs = timed(lambda text=text: model.query(text, return_json=True), args.runs)
        slow, ours = timed(
            lambda text=text: (
                store.query(text)
                .serialize(format=pyoxigraph.QueryResultsFormat.JSON)
                .decode("utf-8")
            ),
            args.runs,
        )
        variables, expected = rows(ours.encode("utf-8"))
        got = rows(theirs.encode("utf-8"), variables)[1]
        if got == expected:
            verdict = "same rows, same order"
        elif sorted(map(repr, got)) == sorted(map(repr, expected)):
            verdict = "same rows, other order"
        else:
            first = next(
                (i for i, (a, b) in enumerate(zip(got, expected, strict=False)) if a != b),
                min(len(got), len(expected)),
            )
            verdict = f"DIFFERENT ({len(got)} rows); first at row {first}: "
            verdict += f"maplib {got[first] if first < len(got) else None!r:.200} "
            verdict += f"oxigraph {expected[first] if first < len(expected) else None!r:.200}"
        print(
            f"{path.stem:<22} {len(expected):>7} {fast * 1000:>10.1f} {slow * 1000:>12.1f} "
            f"{slow / fast:>6.1f}x  {verdict}",
            flush=True,
        )


if __name__ == "__main__":
    main()
