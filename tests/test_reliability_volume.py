"""Volume: a large input streams through the readers in memory that does not grow with it.

``benchmarks/stream_bench.py`` measures a 1 GB file (peak RSS and throughput); this CI-sized
test generates tens of megabytes in a temporary directory and checks with ``tracemalloc``
that the peak of Python allocations while streaming is a small fraction of the file size.
"""

from __future__ import annotations

import importlib.util
import sys
import tracemalloc
from pathlib import Path

import pytest

from kg.read import iter_papers
from kg.types import Paper

pytestmark = pytest.mark.slow  # browser, subprocess builds or big inputs: seconds each

BENCH = Path(__file__).resolve().parent.parent / "benchmarks" / "stream_bench.py"


def load_bench():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("stream_bench", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("stream_bench", module)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("fmt", "megabytes"), [("jsonl", 4), ("csv", 3), ("text", 3)])
def test_a_large_file_streams_in_bounded_memory(tmp_path: Path, fmt: str, megabytes: int) -> None:
    bench = load_bench()
    path = tmp_path / f"big.{fmt}"
    written = bench.write_input(path, fmt, megabytes << 20)
    size = path.stat().st_size
    assert size >= megabytes << 20
    tracemalloc.start()
    try:
        papers = issues = 0
        for item in iter_papers([path], input_format=fmt):
            if isinstance(item, Paper):
                papers += 1
            else:
                issues += 1
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    # One record in 1000 has no abstract: an issue (in text, a "---" rule, which is no record).
    assert papers == written - written // 1000
    assert issues == (0 if fmt == "text" else written // 1000)
    # Held whole, the file would take more than its size; streamed, the peak stays near 1 MB.
    assert peak < min(size // 3, 2 << 20), (
        f"peak {peak / 2**20:.1f} MiB for a {size / 2**20:.0f} MiB file"
    )
    print(f"{fmt}: {size / 2**20:.0f} MiB streamed with a peak of {peak / 2**20:.2f} MiB")
