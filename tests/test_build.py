"""``kg.build``: the linker resolves names with the pipeline's gazetteer; papers are unique by key."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import networkx as nx
import pytest

from kg.build import build
from kg.extract.pipeline import make_pipeline

ZORBLAX = "We propose Zorblax, a method for image classification. Zorblax is evaluated on CIFAR-10."
ZQN = (
    "We study the Zorb Quux Network (ZQN) for image classification. "
    "ZQN outperforms ResNet on ImageNet."
)


def write_jsonl(path: Path, records: list[dict[str, str]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def other_gazetteer(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A gazetteer with one entry the shipped one lacks: Zorblax, also known as Zorb Quux Network."""
    path = tmp_path_factory.mktemp("gazetteer") / "gazetteer.tsv"
    path.write_text(
        "name\ttype\taliases\tsource\nZorblax\tMethod\tZorb Quux Network\tgeneral\n",
        encoding="utf-8",
    )
    return path


def test_a_pipeline_with_another_gazetteer_links_with_it(
    other_gazetteer: Path, tmp_path: Path
) -> None:
    """Regression: the linker loaded the shipped gazetteer whatever the pipeline matched with,
    so an alias only the pipeline's gazetteer knows ("Zorb Quux Network (ZQN)") was not merged."""
    source = write_jsonl(
        tmp_path / "papers.jsonl",
        [{"id": "p1", "title": "Zorblax", "abstract": ZORBLAX}, {"id": "p2", "abstract": ZQN}],
    )
    nlp = make_pipeline(gazetteer_path=str(other_gazetteer), tagger=False)
    graph = build([source], nlp=nlp).graph
    methods = {d["label"]: d["aliases"] for _, d in graph.nodes(data=True) if d["kind"] == "Method"}
    assert "Zorb Quux Network" not in methods
    assert set(methods["Zorblax"]) >= {"Zorb Quux Network", "ZQN"}
    users = {u for u, _ in graph.in_edges(f"{graph.graph['base_iri']}method/zorblax")}
    assert len([u for u in users if "/paper/" in u]) == 2


def test_papers_are_unique_by_key_from_where_they_enter(tmp_path: Path) -> None:
    """The same paper twice in the input is one paper in every output of the build."""
    record = {"id": "p1", "title": "Zorblax", "abstract": ZORBLAX}
    once = build([write_jsonl(tmp_path / "once.jsonl", [record])], nlp=make_pipeline(tagger=False))
    twice = build(
        [write_jsonl(tmp_path / "twice.jsonl", [record, record])], nlp=make_pipeline(tagger=False)
    )
    assert twice.papers == 1
    assert [e.paper.key for e in twice.extractions] == [e.paper.key for e in once.extractions]
    assert sorted(twice.graph.nodes) == sorted(once.graph.nodes)


# Issue 18, items 10-12: the output directory, the base IRI, names in messages.

KG = [sys.executable, "-c", "from kg.cli import main; main()"]


def _kg_build(source: Path, out: Path, *extra: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [*KG, "build", str(source), "--out", str(out), "--no-view", *extra],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_a_build_into_a_locked_directory_stops_with_a_clear_error(tmp_path: Path) -> None:
    source = write_jsonl(tmp_path / "p.jsonl", [{"id": "p1", "abstract": ZORBLAX}])
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys; from kg.build.lock import locked_directory\n"
            f"with locked_directory({str(tmp_path / 'out')!r}):\n"
            "    print('held', flush=True); sys.stdin.read()",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "held\n"
        stdout, stderr = _kg_build(source, tmp_path / "out").communicate(timeout=120)
    finally:
        holder.communicate("", timeout=30)
    assert f"Error: another kg build is writing {tmp_path / 'out'}" in stderr
    assert not (tmp_path / "out" / "graph.ttl").exists()
    done = _kg_build(source, tmp_path / "out")  # the lock is gone with its holder
    assert done.wait(timeout=120) == 0 and (tmp_path / "out" / "graph.ttl").exists()


@pytest.mark.slow
def test_two_concurrent_builds_into_one_directory_do_not_mix(tmp_path: Path) -> None:
    first = write_jsonl(
        tmp_path / "a.jsonl", [{"id": f"a{i}", "abstract": ZORBLAX} for i in range(30)]
    )
    second = write_jsonl(
        tmp_path / "b.jsonl", [{"id": f"b{i}", "abstract": ZQN} for i in range(30)]
    )
    runs = [_kg_build(first, tmp_path / "out"), _kg_build(second, tmp_path / "out")]
    results = [(run.wait(timeout=300), run.communicate()[1]) for run in runs]
    codes = sorted(code for code, _ in results)
    assert codes == [0, 1], results
    assert any("another kg build is writing" in err for code, err in results if code == 1)
    turtle = (tmp_path / "out" / "graph.ttl").read_text(encoding="utf-8")
    sentences = ['"Zorblax is evaluated on CIFAR-10."', '"ZQN outperforms ResNet on ImageNet."']
    winner = 0 if results[0][0] == 0 else 1
    assert sentences[winner] in turtle and sentences[1 - winner] not in turtle


@pytest.mark.parametrize(
    ("base_iri", "why"),
    [
        ("https://example.org/k\tg/", "'\\t', which an IRI cannot hold"),
        ("https://example.org/<kg>/", "'<', which an IRI cannot hold"),
        ("kg/", "not an absolute IRI"),
        ("", "not an absolute IRI"),
        ("mailto:someone", "not an absolute IRI"),
    ],
)
def test_a_bad_base_iri_is_refused_up_front(tmp_path: Path, base_iri: str, why: str) -> None:
    from click.testing import CliRunner

    from kg.build import build_directory
    from kg.cli import cli
    from kg.errors import InputError

    source = write_jsonl(tmp_path / "p.jsonl", [{"id": "p1", "abstract": ZORBLAX}])
    result = CliRunner().invoke(
        cli, ["build", str(source), "--out", str(tmp_path / "out"), "--base-iri", base_iri]
    )
    assert result.exit_code == 2 and "Invalid value for --base-iri" in result.output
    assert why in result.output
    with pytest.raises(InputError, match="give one like https://example.org/kg/"):
        build_directory([source], tmp_path / "out2", base_iri=base_iri)
    assert not (tmp_path / "out").exists() and not (tmp_path / "out2").exists()


def test_a_failed_cleanup_does_not_hide_why_the_outputs_failed(
    tiny_graph: nx.MultiDiGraph, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a read-only file system even removing a missing file fails (EROFS)."""
    import kg.export.turtle
    from kg.build import write_outputs
    from kg.errors import ExportError

    def refuse(graph: object, path: Path) -> None:
        raise ExportError(f"{path}: cannot write to {path.parent}: Read-only file system")

    def unlink(self: Path, missing_ok: bool = False) -> None:
        raise OSError(errno.EROFS, "Read-only file system", str(self))

    monkeypatch.setattr(kg.export.turtle, "write_turtle", refuse)
    monkeypatch.setattr(Path, "unlink", unlink)
    with pytest.raises(ExportError, match="cannot write to .*Read-only file system"):
        write_outputs(tiny_graph, tmp_path / "out", view=False)


@pytest.fixture()
def read_only_dir(tmp_path: Path) -> Iterator[Path]:
    directory = tmp_path / "ro"
    directory.mkdir()
    if os.geteuid() != 0:
        directory.chmod(0o555)
        yield directory
        directory.chmod(0o755)
        return
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "ro,size=1m", "tmpfs", str(directory)], capture_output=True
    )
    if mounted.returncode != 0:
        pytest.skip("cannot make a read-only directory here (no mount as root)")
    yield directory
    subprocess.run(["umount", str(directory)], check=True)


def test_a_read_only_output_directory_is_a_clean_error(read_only_dir: Path, tmp_path: Path) -> None:
    from click.testing import CliRunner

    from kg.cli import cli

    source = write_jsonl(tmp_path / "p.jsonl", [{"id": "p1", "abstract": ZORBLAX}])
    result = CliRunner().invoke(cli, ["build", str(source), "--out", str(read_only_dir)])
    assert result.exit_code == 1 and isinstance(result.exception, SystemExit)
    assert f"Error: {read_only_dir}: cannot write to the output directory" in result.output
    assert "Traceback" not in result.output


def test_file_names_in_build_errors_are_quoted(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from kg.cli import cli

    source = tmp_path / "bad\nWARNING: forged.jsonl"
    source.write_text("not json\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["build", str(source), "--out", str(tmp_path / "out")])
    assert result.exit_code == 1
    assert "no usable record in '" in result.output
    assert "\nWARNING: forged" not in result.output
