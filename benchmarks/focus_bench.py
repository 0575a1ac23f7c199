"""Time ``kg view --focus`` on a store against the same focused view from the Turtle file.

Build the graph once (3,229 SciTLDR abstracts), then run::

    kg build ../shared/corpus/scitldr/*.jsonl --out /tmp/conf-scitldr --no-view
    python benchmarks/focus_bench.py /tmp/conf-scitldr --runs 3

For each name the store is asked for the neighbourhood only (SPARQL CONSTRUCT,
:func:`kg.export.view.from_store.focus_from_store`); the file path parses the whole
``graph.ttl`` first. Both write the same page (checked byte for byte); the table gives
the median seconds of each and their ratio. Measured (2 shared cores, ``--runs 2``)::

    name                      nodes  store s   file s file/store
    BERT                         37     0.40    73.67       184x
    CIFAR-10                    232     0.59    70.04       120x
    reinforcement learning      200     0.80    76.56        96x
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

from kg.build import view_file

NAMES = ("BERT", "ResNet", "CIFAR-10", "reinforcement learning")


def _time(graph: Path, name: str, depth: int, out: Path) -> float:
    started = time.perf_counter()
    view_file(graph, out=out, focus=name, depth=depth)
    return time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("build", type=Path, help="a kg build directory (graph.ttl, graph.oxigraph)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--depth", type=int, default=1)
    parser.add_argument("--name", action="append", help="names to focus on (repeatable)")
    args = parser.parse_args(argv)
    store, turtle = args.build / "graph.oxigraph", args.build / "graph.ttl"
    print(f"{'name':<24} {'nodes':>6} {'store s':>8} {'file s':>8} {'file/store':>10}")
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.name or NAMES:
            from_store, from_file = Path(tmp, "store.html"), Path(tmp, "file.html")
            try:
                store_times = [_time(store, name, args.depth, from_store) for _ in range(args.runs)]
            except Exception as e:  # noqa: BLE001 (a name missing from this graph is reported)
                print(f"{name:<24} skipped: {e}")
                continue
            file_times = [_time(turtle, name, args.depth, from_file) for _ in range(args.runs)]
            if from_store.read_bytes() != from_file.read_bytes():
                print(f"{name}: the two pages differ", file=sys.stderr)
                return 1
            nodes = from_store.read_text(encoding="utf-8").count('"group":')
            s, f = statistics.median(store_times), statistics.median(file_times)
            print(f"{name:<24} {nodes:>6} {s:>8.2f} {f:>8.2f} {f / s:>9.0f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
