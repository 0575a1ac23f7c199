"""``kg build --update``: new papers join the graph as if built together, and twice is once."""

from __future__ import annotations

import gzip
import json
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from kg.build import build, update, write_outputs
from kg.cli import cli
from kg.errors import InputError
from kg.export.load import load_graph
from kg.extract.cache import EXTRACTIONS_NAME, read_extractions
from kg.files import portable_source
from kg.query import run_query

FOONET = (
    "We propose FooNet, a convolutional network for image classification. "
    "FooNet extends ResNet and reaches 95.1% accuracy on CIFAR-10."
)
BARGAN = (
    "We introduce BarGAN, a generative adversarial network for image generation. "
    "BarGAN achieves an FID of 2.10 on CIFAR-10 and outperforms StyleGAN on ImageNet."
)
QUXNET = (
    "We present QuxNet, a lightweight network for image classification. "
    "QuxNet extends ResNet and is evaluated on CIFAR-10 and ImageNet."
)
OLD = [
    {"id": "p1", "title": "FooNet", "abstract": FOONET},
    {"id": "p2", "title": "BarGAN", "abstract": BARGAN},
]
NEW = [
    {"id": "p3", "title": "QuxNet", "abstract": QUXNET},
    OLD[0],
]  # one new paper, one already built
OUTPUTS = ("graph.ttl", "graph.nt", "graph.jsonld", "graph.html", EXTRACTIONS_NAME)


def write_jsonl(path: Path, records: list[dict[str, str]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def invoke(*args: str | Path) -> Result:
    return CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


def snapshot(directory: Path) -> dict[str, bytes]:
    return {name: (directory / name).read_bytes() for name in OUTPUTS}


@pytest.fixture(scope="module")
def inputs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    root = tmp_path_factory.mktemp("inputs")
    return write_jsonl(root / "old.jsonl", OLD), write_jsonl(root / "new.jsonl", NEW)


@pytest.fixture(scope="module")
def full(inputs: tuple[Path, Path], tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A build of the old and the new inputs together."""
    out = tmp_path_factory.mktemp("full")
    result = invoke("build", *inputs, "--out", out, "--format", "nt", "--format", "jsonld")
    assert result.exit_code == 0, result.output
    return out


@pytest.fixture(scope="module")
def updated(
    inputs: tuple[Path, Path], tmp_path_factory: pytest.TempPathFactory
) -> tuple[Path, Result]:
    """A build of the old inputs, then --update with the new ones."""
    old, new = inputs
    out = tmp_path_factory.mktemp("updated")
    first = invoke("build", old, "--out", out, "--format", "nt", "--format", "jsonld")
    assert first.exit_code == 0, first.output
    result = invoke("build", "--update", out, new)
    assert result.exit_code == 0, result.output
    return out, result


@pytest.mark.slow
def test_update_equals_a_full_build_byte_for_byte(full: Path, updated: tuple[Path, Result]) -> None:
    out, result = updated
    assert "3 papers (1 new)" in result.output
    assert snapshot(out) == snapshot(full)
    query = "SELECT ?label WHERE { ?p a kg:Paper ; rdfs:label ?label } ORDER BY ?label"
    assert (
        run_query(out / "graph.oxigraph", query).rows
        == run_query(full / "graph.ttl", query).rows
        == (
            ("BarGAN",),
            ("FooNet",),
            ("QuxNet",),
        )
    )


def test_new_mentions_link_to_existing_entities(updated: tuple[Path, Result]) -> None:
    graph = load_graph(updated[0] / "graph.ttl")
    by_label = {d["label"]: n for n, d in graph.nodes(data=True)}
    papers = {n: d["label"] for n, d in graph.nodes(data=True) if d["kind"] == "Paper"}
    users = {papers[u] for u, v in graph.in_edges(by_label["CIFAR-10"]) if u in papers}
    assert users == {"FooNet", "BarGAN", "QuxNet"}
    assert sum(1 for d in graph.nodes.values() if d["label"] == "ResNet") == 1


def test_the_same_update_twice_changes_nothing(
    inputs: tuple[Path, Path], updated: tuple[Path, Result]
) -> None:
    out, _ = updated
    before = snapshot(out)
    times = {name: (out / name).stat().st_mtime_ns for name in OUTPUTS}
    again = invoke("build", "--update", out, inputs[1])
    assert again.exit_code == 0, again.output
    assert "no new paper" in again.output
    assert snapshot(out) == before
    assert {name: (out / name).stat().st_mtime_ns for name in OUTPUTS} == times


@pytest.mark.slow
def test_update_extracts_only_new_papers(inputs: tuple[Path, Path], tmp_path: Path) -> None:
    old, new = inputs
    first = build([old])
    write_outputs(first.graph, tmp_path, view=False, extractions=first.extractions)
    result = update(tmp_path, [new])
    assert (result.added, result.papers) == (1, 3)
    assert [e.paper.key for e in result.extractions] == sorted(
        e.paper.key for e in result.extractions
    )
    stored = read_extractions(tmp_path / EXTRACTIONS_NAME)
    # The file keeps each paper's source without directories, as the graph does.
    assert stored == [
        replace(e, paper=replace(e.paper, source=portable_source(e.paper.source)))
        for e in first.extractions
    ]


def _rewrite_header(path: Path, **changes: object) -> None:
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        header, rest = json.loads(handle.readline()), handle.read()
    header.update(changes)
    with gzip.open(path, "wt", encoding="utf-8") as handle:
        handle.write(json.dumps(header) + "\n" + rest)


@pytest.mark.slow
def test_an_other_pipeline_is_refused_then_reextracted(
    inputs: tuple[Path, Path], full: Path, tmp_path: Path
) -> None:
    old, new = inputs
    assert (
        invoke("build", old, "--out", tmp_path, "--format", "nt", "--format", "jsonld").exit_code
        == 0
    )
    _rewrite_header(tmp_path / EXTRACTIONS_NAME, pipeline="0123456789abcdef")
    refused = CliRunner().invoke(cli, ["build", "--update", str(tmp_path), str(new)])
    assert refused.exit_code == 1
    assert "written by another extraction pipeline (stamp 0123456789abcdef" in refused.output
    assert "--reextract" in refused.output
    again = invoke("build", "--update", tmp_path, new, "--reextract")
    assert again.exit_code == 0, again.output
    assert snapshot(tmp_path) == snapshot(full)


def test_update_without_a_previous_build_says_what_to_do(
    inputs: tuple[Path, Path], tmp_path: Path
) -> None:
    with pytest.raises(
        InputError,
        match=r"extractions\.jsonl\.gz: no such file; --update needs a directory written by kg build",
    ):
        update(tmp_path, [inputs[1]])


def test_update_with_another_base_iri_is_refused(
    inputs: tuple[Path, Path], updated: tuple[Path, Result]
) -> None:
    result = CliRunner().invoke(
        cli,
        [
            "build",
            "--update",
            str(updated[0]),
            str(inputs[1]),
            "--base-iri",
            "https://example.org/x/",
        ],
    )
    assert result.exit_code == 1
    assert (
        "built with --base-iri https://w3id.org/kg/id/, not https://example.org/x/" in result.output
    )


@pytest.mark.slow
def test_an_interrupted_update_leaves_the_previous_build(
    inputs: tuple[Path, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old, new = inputs
    assert (
        invoke("build", old, "--out", tmp_path, "--format", "nt", "--format", "jsonld").exit_code
        == 0
    )
    before = snapshot(tmp_path)
    store_before = run_query(
        tmp_path / "graph.oxigraph", "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"
    ).rows

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("kg.extract.cache.write_extractions", interrupted)
    aborted = CliRunner().invoke(cli, ["build", "--update", str(tmp_path), str(new)])
    assert aborted.exit_code == 1 and "Aborted" in aborted.output  # click's answer to Ctrl-C
    assert snapshot(tmp_path) == before
    assert (
        run_query(tmp_path / "graph.oxigraph", "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }").rows
        == store_before
    )
    assert not [p.name for p in tmp_path.iterdir() if p.name.startswith(".")]


@pytest.mark.slow
def test_a_truncated_extractions_file_is_detected(
    inputs: tuple[Path, Path], tmp_path: Path
) -> None:
    first = build([inputs[0]])
    write_outputs(first.graph, tmp_path, view=False, extractions=first.extractions)
    _rewrite_header(tmp_path / EXTRACTIONS_NAME, papers=5)
    with pytest.raises(InputError, match="holds 2 papers, its header says 5"):
        read_extractions(tmp_path / EXTRACTIONS_NAME)


def test_an_update_keeps_the_base_iri_of_the_build_it_updates(
    inputs: tuple[Path, Path], tmp_path: Path
) -> None:
    """Regression: the stored base IRI is normalised (a "/" added), the given one was compared
    raw, so updating a build made with ``--base-iri https://x.org/id`` with the same flag failed."""
    old, new = inputs
    built = invoke("build", old, "--out", tmp_path, "--base-iri", "https://x.org/id", "--no-store")
    assert built.exit_code == 0, built.output
    same = invoke("build", "--update", tmp_path, new, "--base-iri", "https://x.org/id")
    assert same.exit_code == 0, same.output
    assert "3 papers (1 new)" in same.output
    # Without --base-iri, the update takes the build's (it used to fall back to the default).
    more = write_jsonl(
        tmp_path.parent / f"{tmp_path.name}-more.jsonl", [{"id": "p4", "abstract": FOONET}]
    )
    kept = invoke("build", "--update", tmp_path, more)
    assert kept.exit_code == 0, kept.output
    papers = {
        n for n, d in load_graph(tmp_path / "graph.ttl").nodes(data=True) if d["kind"] == "Paper"
    }
    assert len(papers) == 4 and all(n.startswith("https://x.org/id/paper/") for n in papers)
