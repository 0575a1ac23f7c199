"""A user reviews merges (the merge report) and corrects them (the curation file), also on update.

Abstracts written for these tests.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from kg.cli import cli
from kg.errors import InputError
from kg.link import Curation, link, merge_report, parse_curation
from kg.types import EntityType, Extraction, Mention, Paper

ALPHA = (
    "We propose Lattice Folding (LF), a way to fold lattices. "
    "LF is evaluated on CIFAR-10 with Lattice Foldings as a baseline."
)
BETA = "We study LF for graphs and compare Lattice Folding with Hyper Folding on CIFAR-10."
GAMMA = "We propose Hyper Folding, a folding method, and evaluate it on CIFAR-10."


def paper(key: str, *mentions: Mention) -> Extraction:
    return Extraction(paper=Paper(key=key, abstract="x"), mentions=mentions)


def name(text: str, **extra) -> Mention:
    return Mention(text, 0, len(text), EntityType.METHOD, "name", 0.7, **extra)


def test_curation_lines_are_parsed_and_bad_lines_named():
    decisions = parse_curation(
        "# reviewed\nsame\tWSJ\tWall Street Journal\n\ndifferent\tMT\tmachine translation\n"
    )
    assert decisions.same == (("wsj", "wall street journal"),)
    assert decisions.different == (("mt", "machine translation"),)
    with pytest.raises(InputError, match=r"cur.tsv line 2: expected 'same' or 'different'"):
        parse_curation("same\ta\tb\nsame a b\n", where="cur.tsv")


def test_same_forces_a_merge_and_different_forbids_one():
    extractions = [
        paper("sha256:a", name("ADC"), name("Penn Treebank")),
        paper("sha256:b", name("Aardvark Dialogue Corpus"), name("PTB", long_form="Penn Treebank")),
    ]
    plain = link(extractions)
    wsj, journal = (plain.mention_entity[("sha256:a", 0)], plain.mention_entity[("sha256:b", 0)])
    assert wsj != journal
    assert plain.mention_entity[("sha256:a", 1)] == plain.mention_entity[("sha256:b", 1)]
    curated = link(
        extractions,
        curation=parse_curation(
            "same\tADC\tAardvark Dialogue Corpus\ndifferent\tPenn Treebank\tPTB\n"
        ),
    )
    same = curated.entities[curated.mention_entity[("sha256:a", 0)]]
    assert curated.mention_entity[("sha256:b", 0)] == curated.mention_entity[("sha256:a", 0)]
    assert same.label == "Aardvark Dialogue Corpus"
    assert [(r.alias, r.rule) for r in same.alias_reasons] == [("ADC", "curation")]
    assert curated.mention_entity[("sha256:a", 1)] != curated.mention_entity[("sha256:b", 1)]


def test_merge_report_puts_the_merges_touching_most_papers_first():
    extractions = [paper(f"sha256:{i}", name("Foo Nets"), name("Foo Net")) for i in range(3)] + [
        paper("sha256:z", name("Bar-Net"), name("BarNet"))
    ]
    rows = merge_report(link(extractions, curation=Curation()).entities)
    assert [(r[0], r[1], r[3], r[4]) for r in rows] == [
        (3, "Foo Net", "Foo Nets", "plural"),
        (1, "Bar-Net", "BarNet", "spelling variant"),
    ]


def write_jsonl(path: Path, *abstracts: str) -> Path:
    records = [{"id": f"p{i}", "abstract": a} for i, a in enumerate(abstracts)]
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def labels(out: Path) -> str:
    return (out / "graph.ttl").read_text(encoding="utf-8")


def test_build_honours_the_curation_file_and_update_keeps_honouring_it(tmp_path):
    first = write_jsonl(tmp_path / "a.jsonl", ALPHA, BETA)
    second = write_jsonl(tmp_path / "b.jsonl", GAMMA)
    curation = tmp_path / "cur.tsv"
    curation.write_text("different\tLattice Folding\tLF\n", encoding="utf-8")
    out, report = tmp_path / "out", tmp_path / "merges.tsv"
    runner = CliRunner()
    args = ["build", str(first), "--out", str(out), "--no-view", "--no-store"]
    result = runner.invoke(cli, [*args, "--merge-report", str(report)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    rows = [line.split("\t") for line in report.read_text(encoding="utf-8").splitlines()]
    assert rows[0][:5] == ["papers", "label", "type", "alias", "rule"]
    assert ["LF", "acronym"] in [row[3:5] for row in rows[1:] if row[1] == "Lattice Folding"]
    assert 'skos:altLabel "LF"' in labels(out) or '"LF"' in labels(out)

    result = runner.invoke(cli, [*args, "--curation", str(curation)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert (out / "curation.tsv").read_text(encoding="utf-8") == curation.read_text(
        encoding="utf-8"
    )
    curated = labels(out)
    assert 'rdfs:label "LF"' in curated  # LF left the Lattice Folding node

    result = runner.invoke(
        cli,
        ["build", str(second), "--update", str(out), "--no-view", "--no-store"],
        catch_exceptions=False,
    )
    assert result.exit_code == 0, result.output
    assert 'rdfs:label "LF"' in labels(out)  # still honoured without --curation

    bad = tmp_path / "bad.tsv"
    bad.write_text("merge\tLF\tLattice Folding\n", encoding="utf-8")
    result = runner.invoke(cli, [*args, "--curation", str(bad)])
    assert result.exit_code != 0 and "bad.tsv line 1" in result.output


def test_a_method_name_followed_by_a_word_for_its_kind_is_the_method():
    task = Mention("image classification", 0, 20, EntityType.TASK, "name", 0.7)
    extractions = [
        paper("sha256:a", name("Quokka Descent"), task),
        paper("sha256:b", name("Quokka Descent algorithm"), name("image classification networks")),
        paper(
            "sha256:c", name("Quokka Descent methods"), name("Bayesian"), name("Bayesian methods")
        ),
    ]
    linked = link(extractions)
    ids = {key: linked.mention_entity[(key, 0)] for key in ("sha256:a", "sha256:b", "sha256:c")}
    assert len(set(ids.values())) == 1
    method = linked.entities[ids["sha256:a"]]
    assert method.label == "Quokka Descent"
    assert {(r.alias, r.rule) for r in method.alias_reasons} == {
        ("Quokka Descent algorithm", "head word"),
        ("Quokka Descent methods", "head word"),
    }
    # A network for a task is not the task, methods of a kind no one method.
    assert linked.mention_entity[("sha256:a", 1)] != linked.mention_entity[("sha256:b", 1)]
    assert linked.mention_entity[("sha256:c", 1)] != linked.mention_entity[("sha256:c", 2)]


def test_acronyms_one_letter_or_a_plus_apart_stay_apart_and_a_known_method_takes_its_kind_word():
    extractions = [
        paper("sha256:a", name("MAML++"), name("MAML algorithm"), name("MARL algorithms")),
        paper("sha256:b", name("MAML"), name("Quokka Descent"), name("Quokka Desent")),
    ]
    linked = link(extractions)
    node = {m: linked.mention_entity[m] for m in [("sha256:a", i) for i in range(3)]}
    assert len(set(node.values())) == 3  # MAML++, MAML, MARL: three things
    assert node[("sha256:a", 1)] == linked.mention_entity[("sha256:b", 0)]
    maml = linked.entities[node[("sha256:a", 1)]]
    assert ("MAML algorithm", "head word") in {(r.alias, r.rule) for r in maml.alias_reasons}
    assert maml.type is EntityType.METHOD  # the gazetteer's type, not a field's
    # A misspelling inside a long word still merges.
    assert linked.mention_entity[("sha256:b", 1)] == linked.mention_entity[("sha256:b", 2)]


def test_a_misspelling_that_sorts_first_does_not_become_the_label():
    extractions = [
        paper("sha256:a", name("quokka momentum decsent")),
        paper("sha256:b", name("quokka momentum descent")),
        paper("sha256:c", name("quokka momentum descent")),
    ]
    linked = link(extractions)
    (entity,) = {linked.entities[i] for i in linked.mention_entity.values()}
    assert entity.label == "quokka momentum descent"
    assert [(r.alias, r.rule) for r in entity.alias_reasons] == [
        ("quokka momentum decsent", "spelling variant")
    ]
