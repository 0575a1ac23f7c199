"""The same input gives the same bytes: across processes, machines and input order.

Every output of ``kg build`` is compared byte for byte (Turtle, N-Triples, JSON-LD, GraphML,
the HTML view, the extraction results) and the store by its triples (a RocksDB directory
holds file numbers and timestamps of its own). "Another machine" is approximated by what
differs between machines: the hash seed, the locale (including an ASCII one), the time zone,
the home and working directories and the absolute paths of inputs and outputs. Worker counts
are ``tests/test_parallel.py``'s (``--workers 2`` and a Dask cluster give the plain bytes).
"""

from __future__ import annotations

import gzip
import json
import os
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pyoxigraph
import pytest
from click.testing import CliRunner
from spacy.language import Language

import kg.extract
import kg.extract.pipeline
from kg.cli import cli

pytestmark = pytest.mark.slow  # browser, subprocess builds or big inputs: seconds each

REPO = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data" / "reliability"
EXAMPLE = REPO / "examples" / "iclr2026.txt"
FILES = (
    "graph.ttl",
    "graph.nt",
    "graph.jsonld",
    "graph.graphml",
    "graph.html",
    "extractions.jsonl.gz",
)
FORMATS = ("--format", "nt", "--format", "jsonld", "--format", "graphml")
# Inputs of several formats, one with a name that is not ASCII.
INPUTS = {
    "iclr2026.txt": EXAMPLE,
    "reference_manager.bib": DATA / "reference_manager.bib",
    "excel_unicode.tsv": DATA / "excel_unicode.tsv",
    "données.jsonl": DATA / "scraper_broken.jsonl",
}


@pytest.fixture(scope="module")
def pipeline() -> Language:
    return kg.extract.pipeline.make_pipeline()


@pytest.fixture(autouse=True)
def _one_pipeline(pipeline: Language, monkeypatch: pytest.MonkeyPatch) -> None:
    """In-process builds reuse the module's pipeline (building one takes 1.5 s)."""
    monkeypatch.setattr(kg.extract, "make_pipeline", lambda **_: pipeline)


def outputs(directory: Path) -> dict[str, bytes]:
    """Every output's bytes, and the store's triples sorted."""
    found = {name: (directory / name).read_bytes() for name in FILES}
    store = pyoxigraph.Store.read_only(str(directory / "graph.oxigraph"))
    found["graph.oxigraph"] = b"\n".join(sorted(str(quad).encode() for quad in store))
    return found


def assert_same(actual: dict[str, bytes], expected: dict[str, bytes], what: str) -> None:
    differ = [name for name in expected if actual[name] != expected[name]]
    assert not differ, f"{what}: {', '.join(differ)} differ"


def kg_build(*args: str | Path) -> None:
    """``kg build`` in this process; a skipped record (exit 3) is fine here."""
    result = CliRunner().invoke(cli, ["build", *map(str, args)], catch_exceptions=False)
    assert result.exit_code in (0, 3), result.output


def copy_inputs(directory: Path) -> list[Path]:
    directory.mkdir(parents=True)
    for name, source in INPUTS.items():
        shutil.copy(source, directory / name)
    return [directory / name for name in INPUTS]


def test_same_bytes_across_processes_hash_seeds_locales_time_zones_and_directories(
    tmp_path: Path,
) -> None:
    script = shutil.which("kg", path=str(Path(sys.executable).parent))
    assert script, "install the package: pip install -e ."
    base = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "PYTHON"))}
    # A: relative paths, UTF-8 locale, hash seed 0, UTC.
    inputs_a = copy_inputs(tmp_path / "a")
    env_a = {**base, "PYTHONHASHSEED": "0", "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8", "TZ": "UTC"}
    # B: absolute paths elsewhere, an ASCII locale without UTF-8 mode, another seed and zone.
    inputs_b = copy_inputs(tmp_path / "b" / "inputs")
    (tmp_path / "b" / "work" / "deeper").mkdir(parents=True)
    env_b = {
        **base,
        "PYTHONHASHSEED": "4242",
        "LC_ALL": "C",
        "LANG": "C",
        "PYTHONUTF8": "0",
        "TZ": "Asia/Kathmandu",
        "HOME": str(tmp_path / "b"),
    }
    runs = [
        subprocess.Popen(
            [script, "build", *[p.name for p in inputs_a], "--out", "out", *FORMATS],
            cwd=tmp_path / "a",
            env=env_a,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        ),
        subprocess.Popen(
            [
                script,
                "build",
                *map(str, inputs_b),
                "--out",
                str(tmp_path / "b" / "elsewhere"),
                *FORMATS,
            ],
            cwd=tmp_path / "b" / "work" / "deeper",
            env=env_b,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        ),
    ]
    # Meanwhile, the reference: this process, its own hash seed, locale and directories.
    inputs_ref = copy_inputs(tmp_path / "ref")
    kg_build(*inputs_ref, "--out", tmp_path / "ref" / "out", *FORMATS)
    expected = outputs(tmp_path / "ref" / "out")
    for run in runs:
        _, stderr = run.communicate(timeout=300)
        assert run.returncode == 3, stderr.decode("utf-8", "replace")  # the .bib has a bad entry
        assert b"Traceback" not in stderr
    assert_same(outputs(tmp_path / "a" / "out"), expected, "seed 0, C.UTF-8, UTC, relative paths")
    assert_same(
        outputs(tmp_path / "b" / "elsewhere"),
        expected,
        "seed 4242, ASCII locale, +05:45, absolute paths",
    )
    # The non-ASCII file name is the same in every run's provenance.
    assert 'dcterms:source "données.jsonl:1"' in expected["graph.ttl"].decode("utf-8")


def test_same_bytes_whatever_the_order_of_the_input_files(tmp_path: Path) -> None:
    inputs = copy_inputs(tmp_path / "in")
    kg_build(*inputs, "--out", tmp_path / "forward", *FORMATS)
    kg_build(*reversed(inputs), "--out", tmp_path / "backward", *FORMATS)
    assert_same(outputs(tmp_path / "backward"), outputs(tmp_path / "forward"), "reversed inputs")


def without_lines(data: dict[str, bytes]) -> dict[str, bytes]:
    """The outputs with the line numbers of ``papers.jsonl:N`` sources blanked out."""

    def blank(text: bytes) -> bytes:
        return re.sub(rb"papers\.jsonl:\d+", b"papers.jsonl:N", text)

    found = {name: blank(value) for name, value in data.items() if name != "extractions.jsonl.gz"}
    found["extractions.jsonl.gz"] = blank(gzip.decompress(data["extractions.jsonl.gz"]))
    return found


def test_same_graph_whatever_the_order_of_the_records_in_a_file(tmp_path: Path) -> None:
    """Only each paper's provenance (``dcterms:source "papers.jsonl:LINE"``) may change."""
    paragraphs = [p for p in EXAMPLE.read_text(encoding="utf-8").split("\n\n")[1:] if p.strip()]
    records = [
        {"abstract": " ".join(p.split()), "venue": "ICLR", "year": 2026} for p in paragraphs
    ] + [json.loads(line) for line in INPUTS["données.jsonl"].read_text().splitlines()[:1]]
    found = []
    for seed in (1, 2):
        random.Random(seed).shuffle(records)
        directory = tmp_path / f"run{seed}"
        directory.mkdir()
        source = directory / "papers.jsonl"
        source.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
        kg_build(source, "--out", directory / "out", *FORMATS)
        found.append(outputs(directory / "out"))
    assert found[0]["graph.ttl"] != found[1]["graph.ttl"]  # the line numbers differ...
    assert_same(without_lines(found[1]), without_lines(found[0]), "shuffled records")  # only they
