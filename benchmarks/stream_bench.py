"""Stream a large generated input through the readers and report memory and throughput.

The line-based formats (JSON Lines, CSV, TSV, text) are read record by record, so the memory
the read stage needs does not grow with the file. This benchmark writes a file of the asked
size to a temporary directory (never into the repository), streams it through
:func:`kg.read.iter_papers` without keeping the papers, and prints the peak resident memory
of the process before and after, the growth, and the throughput.

Usage::

    python benchmarks/stream_bench.py                        # 1 GB of JSON Lines
    python benchmarks/stream_bench.py --format csv --size-mb 1024
    python benchmarks/stream_bench.py --format text --size-mb 200 --keep

The generated records vary (abstract length, metadata, one bad record in 1000) so the
readers take their usual paths, including the issue path.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import os
import random
import resource
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from kg.read import iter_papers
from kg.types import Paper

WORDS = (  # noqa: SIM905 - a sentence reads better than a list of words
    "we propose a diffusion model for image generation that extends consistency training and "
    "reaches an FID of 2.1 on CIFAR-10 while a transformer baseline trained on ImageNet with "
    "contrastive learning lags behind our method on every benchmark of the suite"
).split()


def peak_rss_mb() -> float:
    """Peak resident set size of this process so far, in MiB (Linux reports KiB)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def records(seed: int = 0) -> Iterator[dict[str, object]]:
    """An endless stream of varied paper records."""
    rng = random.Random(seed)
    number = 0
    while True:
        number += 1
        words = rng.choices(WORDS, k=rng.randint(60, 260))
        record: dict[str, object] = {
            "id": f"p{number}",
            "title": " ".join(rng.choices(WORDS, k=8)).capitalize(),
            "abstract": " ".join(words).capitalize() + f". Paper {number}.",
            "authors": [f"Author {rng.randint(1, 5000)}" for _ in range(rng.randint(1, 6))],
            "year": rng.randint(2015, 2026),
        }
        if number % 1000 == 0:
            record.pop("abstract")  # an issue: a record without an abstract
        yield record


def write_input(path: Path, fmt: str, size: int) -> int:
    """Write about ``size`` bytes of ``fmt`` records to ``path``; returns the record count."""
    count = 0
    with path.open("w", encoding="utf-8", newline="") as handle:
        if fmt == "csv":
            writer = csv.writer(handle)
            writer.writerow(["id", "title", "abstract", "authors", "year"])
        buffer = io.StringIO()
        for record in records():
            count += 1
            if fmt == "jsonl":
                buffer.write(json.dumps(record) + "\n")
            elif fmt == "csv":
                row = [
                    record["id"],
                    record["title"],
                    record.get("abstract", ""),
                    "; ".join(record["authors"]),
                    record["year"],
                ]  # type: ignore[arg-type]
                csv.writer(buffer).writerow(row)
            else:
                buffer.write(f"{record.get('abstract', '---')}\n\n")
            if buffer.tell() > 1 << 20:
                handle.write(buffer.getvalue())
                buffer = io.StringIO()
                if handle.tell() >= size:
                    break
        handle.write(buffer.getvalue())
    return count


def stream(path: Path, fmt: str) -> tuple[int, int]:
    """Read every record of ``path``, keeping nothing; returns (papers, issues)."""
    papers = issues = 0
    for item in iter_papers([path], input_format=fmt):
        if isinstance(item, Paper):
            papers += 1
        else:
            issues += 1
    return papers, issues


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--format", choices=["jsonl", "csv", "text"], default="jsonl")
    parser.add_argument("--size-mb", type=int, default=1024, help="size of the generated file")
    parser.add_argument(
        "--dir", help="where to write it (default: the system's temporary directory)"
    )
    parser.add_argument("--keep", action="store_true", help="keep the generated file")
    args = parser.parse_args()

    directory = Path(args.dir or tempfile.gettempdir())
    suffix = "txt" if args.format == "text" else args.format
    path = directory / f"kg-stream-bench.{suffix}"
    started = time.perf_counter()
    records_written = write_input(path, args.format, args.size_mb << 20)
    size = path.stat().st_size
    print(
        f"wrote {path}: {size / 2**20:.0f} MiB, {records_written} records in {time.perf_counter() - started:.1f} s"
    )
    try:
        before = peak_rss_mb()
        started = time.perf_counter()
        papers, issues = stream(path, args.format)
        elapsed = time.perf_counter() - started
        after = peak_rss_mb()
    finally:
        if not args.keep:
            os.unlink(path)
    print(f"read {papers} papers and {issues} issues in {elapsed:.1f} s")
    print(f"throughput: {size / 2**20 / elapsed:.1f} MiB/s, {papers / elapsed:,.0f} papers/s")
    print(
        f"peak RSS: {before:.0f} MiB before reading, {after:.0f} MiB after ({after - before:+.0f} MiB)"
    )


if __name__ == "__main__":
    main()
