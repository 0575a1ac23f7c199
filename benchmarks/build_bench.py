"""Speed of the whole build and of extraction alone, on the SciTLDR corpus (train and dev).

Each configuration runs in a fresh process (so peak memory is its own) and prints abstracts per
second and peak resident memory:

* ``extract``: reading plus extraction (the spaCy pipeline, with the trained tagger if shipped);
* ``build``: ``kg build --no-view`` end to end, reading to ``graph.ttl``, the store and the
  extraction log (no view, no other formats);

each with 1 and 2 worker processes (wall time, and the CPU time of all processes: on a shared
machine the steadier figure), and the start-up of one worker (importing and building the
pipeline; ``cold``: with an empty user cache, ``startup``: with the one a first run leaves)
and of ``kg --help``. The machine is shared and noisy: compare ratios within a run.
``--old CHECKOUT`` runs every configuration on the code of another checkout too (``git worktree add /tmp/old main``),
alternating old and new, and prints the ratio. The corpus is SciTLDR's train and dev splits
(2,611 distinct abstracts): its test split is held out for audits and never built here.

Usage::

    python benchmarks/build_bench.py [--corpus ../shared/corpus/scitldr] [--repeat 1] [--old DIR]
"""

from __future__ import annotations

import argparse
import json
import os
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
if mode in ("startup", "cold"):
    from kg.extract.pipeline import make_pipeline
    make_pipeline()
    count = 1
elif mode == "help":
    import contextlib, io
    from kg.cli import main
    sys.argv = ["kg", "--help"]
    with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):
        main()
    count = 1
elif mode == "extract":
    from kg.build import extract_papers
    from kg.read import read_papers
    papers = read_papers(files).papers
    extract_papers(papers, workers=workers)
    count = len(papers)
else:
    from kg.build.directory import build_directory
    from kg.build.outputs import Outputs
    report = build_directory(files, out, outputs=Outputs(view=False), workers=workers)
    count = report.result.papers
elapsed = time.perf_counter() - start
own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
peak = own.ru_maxrss + children.ru_maxrss
cpu = own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime
print(json.dumps({"papers": count, "seconds": elapsed, "cpu": cpu, "peak_mb": peak / 1024}))
"""


def run(mode: str, workers: int, files: list[str], code: Path) -> dict[str, float]:
    """One configuration in a fresh process, importing kg from the checkout ``code``.

    ``cold`` is the start-up with an empty user cache (``KG_CACHE_DIR``), ``startup`` with the
    cache a first run leaves (the gazetteer's matchers, :mod:`kg.extract.matcher_cache`).
    """
    env = {**os.environ, "PYTHONPATH": str(code)}
    with tempfile.TemporaryDirectory() as out, tempfile.TemporaryDirectory() as cache:
        if mode == "cold":
            env["KG_CACHE_DIR"] = cache
        done = subprocess.run(
            [sys.executable, "-c", _CHILD, mode, str(workers), out, *files],
            capture_output=True,
            text=True,
            check=True,
            cwd=code,
            env=env,
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
    parser.add_argument("--old", type=Path, help="another checkout to time in the same run")
    args = parser.parse_args()
    files = [str(args.corpus / f"{split}.jsonl") for split in ("train", "dev")]
    codes = {"new": Path(__file__).resolve().parents[1]}
    if args.old is not None:
        codes = {"old": args.old.resolve(), **codes}
    print(
        f"{'code':<4} {'step':<8} {'workers':>7} {'papers':>7} {'seconds':>8} {'abstracts/s':>12} {'CPU s':>7} {'peak MB':>8}"
    )
    configurations = [("help", 1), ("cold", 1), ("startup", 1)]
    configurations += [(m, w) for m in ("extract", "build") for w in (1, 2)]
    for code in codes.values():  # a first start-up fills the user cache, untimed
        run("startup", 1, files, code)
    for mode, workers in configurations:
        best: dict[str, float] = {}
        best_cpu: dict[str, float] = {}
        for _ in range(args.repeat):
            for name, code in codes.items():
                figures = run(mode, workers, files, code)
                best[name] = min(best.get(name, figures["seconds"]), figures["seconds"])
                best_cpu[name] = min(best_cpu.get(name, figures["cpu"]), figures["cpu"])
                rate = figures["papers"] / figures["seconds"]
                print(
                    f"{name:<4} {mode:<8} {workers:>7} {figures['papers']:>7} {figures['seconds']:>8.2f} {rate:>12.0f} {figures['cpu']:>7.1f} {figures['peak_mb']:>8.0f}",
                    flush=True,
                )
        if len(best) == 2:
            print(
                f"     {mode:<8} {workers:>7} old/new (best of runs): time {best['old'] / best['new']:.2f}, CPU {best_cpu['old'] / best_cpu['new']:.2f}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
