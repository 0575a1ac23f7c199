"""Speed of the whole build and of extraction alone, on the SciTLDR corpus (3,229 abstracts).

Each configuration runs in a fresh process (so peak memory is its own) and prints abstracts per
second and peak resident memory:

* ``extract``: reading plus extraction (the spaCy pipeline, with the trained tagger if shipped);
* ``build``: ``kg build`` end to end, reading to ``graph.ttl`` (no view, no other formats);

each with 1 and 2 worker processes. The machine is shared and noisy: compare ratios within a run.

Usage::

    python benchmarks/build_bench.py [--corpus ../shared/corpus/scitldr] [--repeat 1]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

_CHILD = r"""
import json, resource, sys, time
from pathlib import Path
mode, workers, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
files = sys.argv[4:]
start = time.perf_counter()
if mode == "extract":
    from kg.build import extract_papers
    from kg.read import read_papers
    papers = read_papers(files).papers
    extract_papers(papers, workers=workers)
    count = len(papers)
else:
    from kg.build import build, write_outputs
    result = build(files, workers=workers)
    write_outputs(result.graph, out, view=False)
    count = result.papers
elapsed = time.perf_counter() - start
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss + resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print(json.dumps({"papers": count, "seconds": elapsed, "peak_mb": peak / 1024}))
"""


def run(mode: str, workers: int, files: list[str]) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as out:
        done = subprocess.run(
            [sys.executable, "-c", _CHILD, mode, str(workers), out, *files],
            capture_output=True,
            text=True,
            check=True,
        )
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--corpus",
        type=Path,
        default=Path(__file__).resolve().parents[2] / "shared" / "corpus" / "scitldr",
    )
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()
    files = [str(args.corpus / f"{split}.jsonl") for split in ("train", "dev", "test")]
    print(
        f"{'step':<8} {'workers':>7} {'papers':>7} {'seconds':>8} {'abstracts/s':>12} {'peak MB':>8}"
    )
    for mode in ("extract", "build"):
        for workers in (1, 2):
            for _ in range(args.repeat):
                figures = run(mode, workers, files)
                rate = figures["papers"] / figures["seconds"]
                print(
                    f"{mode:<8} {workers:>7} {figures['papers']:>7} {figures['seconds']:>8.1f} {rate:>12.0f} {figures['peak_mb']:>8.0f}"
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
