"""Load on ``kg serve``: cheap and expensive queries from many clients while a runaway runs.

Starts ``kg serve STORE`` (the code of ``--code``, so main's and a branch's can be compared) on
127.0.0.1, then runs ``--clients`` client threads for ``--duration`` seconds: one sends a
runaway query (a four-way cross join, sorted) again and again, ``--expensive`` send a query
over every triple, the rest cheap lookups. Bounded: loopback only, a fixed number of clients
and a fixed duration. Reports throughput, the p50/p95 latency of the cheap queries (and of
the others), the status codes, and the peak resident memory of the server process and of its
query processes (sampled every 0.2 s from /proc).

Usage::

    kg build ../shared/corpus/scitldr/*.jsonl --out /tmp/scitldr --no-view
    python benchmarks/load_bench.py /tmp/scitldr/graph.oxigraph --code /work/main     # before
    python benchmarks/load_bench.py /tmp/scitldr/graph.oxigraph --code .              # after
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import re
import statistics
import subprocess
import sys
import threading
import time
import urllib.parse
from collections import Counter, defaultdict
from pathlib import Path

CHEAP = [
    "SELECT ?label WHERE { ?p a kg:Paper ; rdfs:label ?label } LIMIT 10",
    "ASK { ?p kg:evaluatesOn ?d }",
    "SELECT ?d ?label WHERE { ?d a kg:Dataset ; rdfs:label ?label } LIMIT 5",
]
EXPENSIVE = [
    "SELECT ?predicate (COUNT(*) AS ?n) WHERE { ?s ?predicate ?o } GROUP BY ?predicate",
    "SELECT ?d (COUNT(DISTINCT ?p) AS ?n) WHERE { ?p kg:mentions ?d . ?p kg:usesMethod ?m } GROUP BY ?d ORDER BY DESC(?n) LIMIT 20",
]
RUNAWAY = (
    "SELECT ?a WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l } ORDER BY ?a ?d ?g ?j LIMIT 1"
)


def _rss_kb(pid: int) -> int:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0
    found = re.search(r"VmRSS:\s+(\d+)", status)
    return int(found[1]) if found else 0


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry.name))
    return found


class Sampler(threading.Thread):
    """Peak RSS of the server and of all its query processes together, every 0.2 s."""

    def __init__(self, pid: int, stop: threading.Event) -> None:
        super().__init__(daemon=True)
        self.pid, self.stop = pid, stop
        self.server_peak = self.workers_peak = self.worker_peak = 0

    def run(self) -> None:
        while not self.stop.is_set():
            self.server_peak = max(self.server_peak, _rss_kb(self.pid))
            sizes = [_rss_kb(child) for child in _children(self.pid)]
            self.workers_peak = max(self.workers_peak, sum(sizes))
            self.worker_peak = max([self.worker_peak, *sizes])
            self.stop.wait(0.2)


def _client(
    port: int, kind: str, queries: list[str], until: float, out: list[tuple[str, float, int]]
) -> None:
    i = 0
    while time.monotonic() < until:
        query = queries[i % len(queries)]
        i += 1
        body = urllib.parse.urlencode({"query": query})
        started = time.monotonic()
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        try:
            connection.request(
                "POST",
                "/sparql",
                body=body,
                headers={
                    "Content-Type": "application/x-www-form-urlencoded",
                    "Accept": "application/sparql-results+json",
                },
            )
            response = connection.getresponse()
            response.read()
            status = response.status
        except OSError:
            status = 0
        finally:
            connection.close()
        out.append((kind, time.monotonic() - started, status))


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("store")
    parser.add_argument("--code", default=".", help="Repository whose kg serves (default: .)")
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--expensive", type=int, default=3)
    parser.add_argument("--duration", type=float, default=30.0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=5.0)
    args = parser.parse_args()
    if not 1 < args.clients <= 20 or args.duration > 60:
        parser.error("at most 20 clients and 60 s")
    env = {**os.environ, "PYTHONPATH": str(Path(args.code).resolve())}
    server = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "from kg.cli import main; main()",
            "serve",
            args.store,
            "--port",
            "0",
            "--workers",
            str(args.workers),
            "--timeout",
            str(args.timeout),
        ],
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=Path(args.code).resolve(),
    )
    try:
        assert server.stderr is not None
        line = server.stderr.readline()
        found = re.search(r"http://127\.0\.0\.1:(\d+)/sparql", line)
        if not found:
            sys.exit(f"the server did not start: {line}{server.stderr.read()}")
        threading.Thread(target=server.stderr.read, daemon=True).start()  # drain its log
        port = int(found[1])
        stop = threading.Event()
        sampler = Sampler(server.pid, stop)
        sampler.start()
        results: list[tuple[str, float, int]] = []
        until = time.monotonic() + args.duration
        plan = [("runaway", [RUNAWAY])] + [("expensive", EXPENSIVE)] * args.expensive
        plan += [("cheap", CHEAP)] * (args.clients - len(plan))
        clients = [
            threading.Thread(target=_client, args=(port, kind, queries, until, results))
            for kind, queries in plan
        ]
        started = time.monotonic()
        for thread in clients:
            thread.start()
        for thread in clients:
            thread.join()
        elapsed = time.monotonic() - started
        stop.set()
        sampler.join()
    finally:
        server.terminate()
        server.wait(timeout=60)
    by_kind: dict[str, list[float]] = defaultdict(list)
    codes: dict[str, Counter[int]] = defaultdict(Counter)
    for kind, latency, status in results:
        codes[kind][status] += 1
        if status == 200:
            by_kind[kind].append(latency)
    report = {
        "code": str(Path(args.code).resolve()),
        "clients": args.clients,
        "duration_s": round(elapsed, 1),
        "answered_per_s": round(sum(len(v) for v in by_kind.values()) / elapsed, 1),
        "status": {kind: dict(sorted(c.items())) for kind, c in sorted(codes.items())},
        "latency_ms": {
            kind: {
                "p50": round(1000 * statistics.median(values), 1),
                "p95": round(1000 * _percentile(values, 0.95), 1),
                "n": len(values),
            }
            for kind, values in sorted(by_kind.items())
        },
        "cheap_all_p95_ms": round(
            1000 * _percentile([lat for kind, lat, _ in results if kind == "cheap"], 0.95), 1
        ),
        "peak_rss_mb": {
            "server": round(sampler.server_peak / 1024),
            "workers_total": round(sampler.workers_peak / 1024),
            "one_worker": round(sampler.worker_peak / 1024),
        },
    }
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
