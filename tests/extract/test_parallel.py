"""Extraction in several processes and on a local Dask cluster gives the plain build's bytes."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from kg.build import build, write_outputs
from kg.cli import cli
from kg.errors import KGError
from kg.extract.cache import decode_extractions, encode_extractions
from kg.extract.parallel import extract_dask, extract_parallel
from kg.read import read_papers

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "iclr2026.txt"
FILES = ("graph.ttl", "graph.nt", "extractions.jsonl.gz")


def outputs(directory: Path) -> dict[str, bytes]:
    return {name: (directory / name).read_bytes() for name in FILES}


@pytest.fixture(scope="module")
def plain(tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    """The exports of the example built in this process."""
    out = tmp_path_factory.mktemp("plain")
    result = build([EXAMPLE])
    write_outputs(result.graph, out, formats=["nt"], view=False, extractions=result.extractions)
    return outputs(out)


def test_extraction_records_round_trip() -> None:
    papers = read_papers([EXAMPLE]).papers[:3]
    extractions = extract_parallel(papers, workers=1)
    assert decode_extractions(encode_extractions(extractions)) == extractions


@pytest.mark.slow
def test_two_worker_processes_give_the_plain_bytes(plain: dict[str, bytes], tmp_path: Path) -> None:
    result = CliRunner().invoke(
        cli,
        [
            "build",
            str(EXAMPLE),
            "--out",
            str(tmp_path),
            "--format",
            "nt",
            "--no-view",
            "--workers",
            "2",
        ],
        catch_exceptions=False,
    )
    assert result.exit_code == 0, result.output
    assert outputs(tmp_path) == plain


def test_workers_must_be_positive() -> None:
    with pytest.raises(KGError, match="--workers must be at least 1, not 0"):
        extract_parallel([], workers=0)


@pytest.mark.slow
def test_a_local_dask_cluster_of_two_workers_gives_the_plain_bytes(
    plain: dict[str, bytes], tmp_path: Path
) -> None:
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1", dashboard_address=None
    ) as cluster:
        result = CliRunner().invoke(
            cli,
            [
                "build",
                str(EXAMPLE),
                "--out",
                str(tmp_path),
                "--format",
                "nt",
                "--no-view",
                "--dask",
                cluster.scheduler_address,
            ],
            catch_exceptions=False,
        )
        assert result.exit_code == 0, result.output
        assert outputs(tmp_path) == plain
        with distributed.Client(cluster.scheduler_address) as client:
            assert len(client.scheduler_info()["workers"]) == 2


@pytest.mark.slow
def test_an_unreachable_scheduler_is_a_clean_error() -> None:
    pytest.importorskip("distributed")
    papers = read_papers([EXAMPLE]).papers[:2]
    with pytest.raises(
        KGError,
        match=r"cannot reach the Dask scheduler at tcp://127\.0\.0\.1:9: .*; is it running\?",
    ):
        extract_dask(papers, address="tcp://127.0.0.1:9", connect_timeout=1)


def test_chunks_get_smaller_towards_the_end_and_keep_the_order() -> None:
    from kg.extract.parallel import _tapered_chunks

    papers = list(range(2611))
    chunks = _tapered_chunks(papers, 128, 2)
    assert [p for chunk in chunks for p in chunk] == papers
    sizes = [len(chunk) for chunk in chunks]
    assert sizes[0] == 128 and all(a >= b for a, b in zip(sizes, sizes[1:]))
    assert sizes[-2] == 16  # the last full-size chunk is not what a worker waits on
    assert [len(c) for c in _tapered_chunks(list(range(5)), 3, 2)] == [3, 2]
