"""``kg.build``: the linker resolves names with the pipeline's gazetteer; papers are unique by key."""

from __future__ import annotations

import json
from pathlib import Path

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
