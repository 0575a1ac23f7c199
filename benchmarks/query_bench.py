"""The competency queries on a large graph: the Oxigraph store against rdflib's own engine.

Give it a build directory (``kg build ... --format nt`` writes ``graph.nt`` and the store
``graph.oxigraph``; ``benchmarks/scale_bench.py`` leaves ``out-100000``). Every query of
``ontology/queries`` runs ``--runs`` times on the store (after one warm-up run) and on an
in-memory ``rdflib.Graph`` parsed from ``graph.nt`` (fewer runs when a run is slow: at most
``--rdflib-budget`` seconds per query, at least one run). Each run reads the whole answer: the
store serializes it as SPARQL JSON (what ``kg serve`` sends), rdflib materializes every row.
An rdflib query still running after ``--rdflib-timeout`` seconds is stopped and reported as
``>TIMEOUT`` (each runs in a forked copy of the parsed graph, so it can be killed).

Usage::

    python benchmarks/query_bench.py /tmp/kg-scale/out-100000
    python benchmarks/query_bench.py exports --runs 5 --rdflib-budget 30
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import select
import signal
import statistics
import time
from pathlib import Path

import pyoxigraph
import rdflib
from rdflib.plugins.sparql import prepareQuery

from kg.store import open_store
from kg.vocab import PREFIXES

QUERIES = Path(__file__).resolve().parents[1] / "ontology" / "queries"


def time_store(store: pyoxigraph.Store, text: str, runs: int) -> tuple[float, int]:
    """Median seconds of query + JSON serialization, and the number of rows."""
    rows = sum(1 for _ in store.query(text))  # warm-up, and the row count
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        store.query(text).serialize(format=pyoxigraph.QueryResultsFormat.JSON)
        times.append(time.perf_counter() - started)
    return statistics.median(times), rows


def time_rdflib(graph: rdflib.Graph, text: str, runs: int, budget: float) -> tuple[float, int, int]:
    """Median seconds of query + reading every row, the row count and the runs made."""
    prepared = prepareQuery(text, initNs=PREFIXES)
    times: list[float] = []
    rows = 0
    while len(times) < runs and (not times or sum(times) + times[-1] <= budget):
        started = time.perf_counter()
        rows = len(list(graph.query(prepared)))
        times.append(time.perf_counter() - started)
    return statistics.median(times), rows, len(times)


def time_rdflib_forked(
    graph: rdflib.Graph, text: str, runs: int, budget: float, timeout: float
) -> tuple[float, int, int] | None:
    """:func:`time_rdflib` in a forked child, killed after ``timeout`` seconds (None then)."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: time, report, exit without cleanup
        os.close(read_end)
        os.write(write_end, json.dumps(time_rdflib(graph, text, runs, budget)).encode())
        os._exit(0)
    os.close(write_end)
    ready, _, _ = select.select([read_end], [], [], timeout)
    if not ready:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(read_end)
        return None
    data = b""
    while chunk := os.read(read_end, 65536):
        data += chunk
    os.close(read_end)
    os.waitpid(pid, 0)
    median, rows, made = json.loads(data)
    return median, rows, made


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "build", type=Path, help="A build directory with graph.nt and graph.oxigraph."
    )
    parser.add_argument("--runs", type=int, default=10, help="Timed runs per query (default 10).")
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
    parser.add_argument("--no-rdflib", action="store_true", help="Time the store only.")
    parser.add_argument(
        "--memory", action="store_true", help="Also time Oxigraph on an in-memory copy of graph.nt."
    )
    args = parser.parse_args()

    store = open_store(args.build / "graph.oxigraph")
    print(f"store: {len(store)} triples in {args.build / 'graph.oxigraph'}", flush=True)
    memory = None
    if args.memory:
        started = time.perf_counter()
        memory = pyoxigraph.Store()
        memory.bulk_load(path=str(args.build / "graph.nt"), format=pyoxigraph.RdfFormat.N_TRIPLES)
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e6
        print(
            f"in memory: loaded in {time.perf_counter() - started:.0f} s (peak memory {peak:.1f} GB)",
            flush=True,
        )
    graph = None
    if not args.no_rdflib:
        started = time.perf_counter()
        graph = rdflib.Graph()
        graph.parse(args.build / "graph.nt", format="nt")
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e6
        print(
            f"rdflib: parsed {len(graph)} triples in {time.perf_counter() - started:.0f} s (peak memory {peak:.1f} GB)",
            flush=True,
        )
    print(
        f"{'query':<26} {'rows':>8} {'store ms':>9} {'rdflib ms':>10} {'runs':>5} {'ratio':>7}",
        flush=True,
    )
    for path in sorted(QUERIES.glob("*.rq")):
        text = path.read_text(encoding="utf-8")
        fast, rows = time_store(store, text, args.runs)
        line = f"{path.stem:<26} {rows:>8} {fast * 1000:>9.1f}"
        if memory is not None:
            line += f"  (in memory: {time_store(memory, text, args.runs)[0] * 1000:.1f} ms)"
        if graph is not None:
            timed = time_rdflib_forked(
                graph, text, args.runs, args.rdflib_budget, args.rdflib_timeout
            )
            if timed is None:
                line += f" {'>' + format(args.rdflib_timeout * 1000, '.0f'):>10} {0:>5} {'>' + format(args.rdflib_timeout / fast, '.0f'):>7}x"
            else:
                slow, slow_rows, runs = timed
                line += f" {slow * 1000:>10.0f} {runs:>5} {slow / fast:>7.0f}x"
                if slow_rows != rows:
                    line += f"  (rdflib: {slow_rows} rows!)"
        print(line, flush=True)


if __name__ == "__main__":
    main()
