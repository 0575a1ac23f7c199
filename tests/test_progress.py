"""The progress display of kg build (kg.cli.options.Progress): tqdm bars on a terminal, a few
plain lines elsewhere, and an estimate of the time left that does not count the start-up."""

from __future__ import annotations

import io
import os
import pty
import select
import subprocess
import sys
from pathlib import Path

import pytest

from kg.cli.options import PLAIN_AFTER, Progress

REPO = Path(__file__).resolve().parent.parent


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_plain_lines_give_count_rate_and_a_time_left_that_skips_the_start_up() -> None:
    stream, clock = io.StringIO(), Clock()
    bar = Progress(stream=stream, terminal=False, clock=clock)
    bar.start("Extracting", 100, unit="papers")
    clock.now = 30.0  # building the pipeline: 30 s before the first paper is done
    bar.advance(1)
    for _ in range(99):
        clock.now += 0.5  # then 2 papers per second
        bar.advance(1)
    bar.close()
    lines = stream.getvalue().splitlines()
    assert lines[0] == "Extracting: 1/100 papers (1%)"  # at the first paper: no rate yet
    assert lines[1] == "Extracting: 10/100 papers (10%), 2.0 papers/s, about 45.0 s left"
    assert "Extracting: 50/100 papers (50%), 2.0 papers/s, about 25.0 s left" in lines
    assert lines[-1] == "Extracting: 100 papers done in 1 min 20 s (2.0 papers/s)"
    assert 10 <= len(lines) <= 13  # every tenth and every 5 s: a few lines, not one per paper


def test_plain_lines_come_every_few_seconds_when_the_total_is_unknown() -> None:
    stream, clock = io.StringIO(), Clock()
    bar = Progress(stream=stream, terminal=False, clock=clock)
    bar.start("Reading", unit="records")
    for _ in range(2000):
        clock.now += 0.01
        bar.advance(1)
    bar.start("Linking")
    clock.now += 3.0
    bar.close()
    lines = stream.getvalue().splitlines()
    # Every 5 s (no tenths without a total): about 500 records each, 100 records/s.
    counts = [int(line.split()[1].replace(",", "")) for line in lines[:-2]]
    assert [round(n, -2) for n in counts] == [500, 1000, 1500]
    assert all(line.endswith(", 100.0 records/s") for line in lines[:-2])
    assert lines[-2].startswith("Reading: 2,000 records done in 20.0 s")
    assert lines[-1] == "Linking: done in 3.0 s"


def test_quick_steps_print_nothing_when_not_on_a_terminal() -> None:
    stream, clock = io.StringIO(), Clock()
    bar = Progress(stream=stream, terminal=False, clock=clock)
    for label in ("Reading", "Linking", "Writing graph.ttl"):
        bar.start(label, 3, unit="items")
        bar.advance(3)
        clock.now += PLAIN_AFTER / 2
    bar.close()
    assert stream.getvalue() == ""


def _read_all(master: int, process: subprocess.Popen[bytes], timeout: float) -> str:
    out = b""
    while True:
        ready, _, _ = select.select([master], [], [], timeout)
        if not ready:
            break
        try:
            chunk = os.read(master, 65536)
        except OSError:  # the child closed the terminal
            break
        if not chunk:
            break
        out += chunk
    process.wait(timeout=timeout)
    return out.decode("utf-8", "replace")


SCRIPT = """
import time
from kg.cli.options import Progress
bar = Progress()
bar.start("Extracting", 40, unit="papers")
time.sleep(1.0)  # start-up, not counted in the rate
for _ in range(40):
    time.sleep(0.01)
    bar.advance(1)
bar.start("Writing graph.ttl")
bar.close()
"""


def test_a_terminal_gets_a_bar_with_the_rate_of_the_work_alone() -> None:
    master, slave = pty.openpty()
    process = subprocess.Popen(
        [sys.executable, "-c", SCRIPT], stdin=slave, stdout=slave, stderr=slave, cwd=REPO
    )
    os.close(slave)
    output = _read_all(master, process, timeout=30)
    os.close(master)
    assert process.returncode == 0, output
    assert "\r" in output  # redrawn in place
    final = [part for part in output.split("\r") if "40/40" in part][-1]
    assert final.startswith("Extracting: 100%|") and "papers/s" in final
    # 40 papers in about 0.4 s after the start-up: a rate near 100/s, not 40 in 1.4 s.
    rate = float(final.split(",")[-1].split("papers/s")[0].strip())
    assert rate > 50, final
    assert "Writing graph.ttl 00:00" in output


@pytest.mark.slow
def test_kg_build_on_a_terminal_shows_every_step(tmp_path: Path) -> None:
    master, slave = pty.openpty()
    process = subprocess.Popen(
        ["kg", "build", str(REPO / "examples" / "iclr2026.txt"), "--out", str(tmp_path)],
        stdin=slave,
        stdout=slave,
        stderr=slave,
    )
    os.close(slave)
    output = _read_all(master, process, timeout=120)
    os.close(master)
    assert process.returncode == 0, output
    for step in (
        "Reading: 19 records",
        "Extracting: 100%|",
        "19/19",
        "Linking",
        "Building the graph",
        "Writing graph.ttl",
        "Writing graph.html",
        "Writing graph.oxigraph",
        "Writing extractions.jsonl.gz",
    ):
        assert step in output, step
