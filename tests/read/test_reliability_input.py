"""Broken and hostile input, end to end through ``kg build``.

Each test feeds the command what export tools really produce (``tests/data/reliability/``
holds the files, described in its README) and checks what a user sees: the exit code
(0 nothing skipped, 3 built but something skipped, 1 nothing usable), a message naming the
file and the line or record, no traceback, and the good records in ``graph.ttl``.

The command runs in process (click's ``CliRunner``, exceptions not caught, so a traceback
fails the test) with the spaCy pipeline built once for the module; one test runs the
installed console script, as a user would.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pyoxigraph
import pytest
import rdflib
from click.testing import CliRunner
from rdflib.namespace import DCTERMS, RDF, RDFS
from spacy.language import Language

import kg.extract
import kg.extract.pipeline
from kg.cli import cli
from kg.graph import DEFAULT_BASE_IRI
from kg.kinds import INSTANCE_PATHS, STATISTICS_PATH
from kg.query.validate import validate_graph
from kg.vocab import KG

DATA = Path(__file__).resolve().parents[1] / "data" / "reliability"
REPO = Path(__file__).resolve().parents[2]

FOONET = (
    "We propose FooNet, a convolutional network for image classification. "
    "FooNet extends ResNet and reaches 95.1% accuracy on CIFAR-10."
)
BARGAN = (
    "We introduce BarGAN, a generative adversarial network for image generation. "
    "BarGAN achieves an FID of 2.10 on CIFAR-10 and outperforms StyleGAN on ImageNet."
)
QUX = (
    "We present QuxBERT, a language model for question answering. "
    "QuxBERT is evaluated on SQuAD and improves over BERT by 3.2 F1."
)
# Instance IRIs are the base, a path segment, and a slug of ASCII letters, digits and hyphens;
# the statistics' are named after a class, property or year (statistics/class-Paper).
# Every path segment of the kinds table (a kind added later is covered), statistics apart.
_ENTITY_PATHS = "|".join(p for p in INSTANCE_PATHS if p != STATISTICS_PATH)
SAFE_IRI = re.compile(
    re.escape(DEFAULT_BASE_IRI)
    + rf"(({_ENTITY_PATHS})/[a-z0-9]+(-[a-z0-9]+)*"
    + r"|statistics/(class|property|year)-[A-Za-z0-9]+)"
)


@pytest.fixture(scope="module")
def pipeline() -> Language:
    return kg.extract.pipeline.make_pipeline()


@pytest.fixture(autouse=True)
def _one_pipeline(pipeline: Language, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every in-process ``kg build`` reuses the module's pipeline (building one takes 1.5 s)."""
    monkeypatch.setattr(kg.extract, "make_pipeline", lambda **_: pipeline)


@dataclass
class Built:
    """What ``kg build`` did: exit code, output, and the graph it wrote (None if none)."""

    exit_code: int
    stdout: str
    stderr: str
    graph: rdflib.Graph | None

    def papers(self) -> dict[str, dict[str, list[str]]]:
        """Each paper's abstract -> its literal values by property local name."""
        assert self.graph is not None, self.stderr
        found = {}
        for paper in self.graph.subjects(RDF.type, KG.Paper):
            values: dict[str, list[str]] = {}
            for prop, value in self.graph.predicate_objects(paper):
                values.setdefault(str(prop).rsplit("/", 1)[-1].rsplit("#", 1)[-1], []).append(
                    str(value)
                )
            found[str(self.graph.value(paper, DCTERMS.abstract))] = values
        return found

    def warnings(self) -> list[str]:
        return [line for line in self.stderr.splitlines() if line.startswith("WARNING: ")]


def kg_build(tmp_path: Path, *args: str | Path) -> Built:
    """``kg build ARGS --out tmp_path/out --no-view --no-store`` in process; a traceback fails the test."""
    out = tmp_path / "out"
    if out.exists():
        shutil.rmtree(out)
    try:
        runner = CliRunner(mix_stderr=False)  # type: ignore[call-arg]
    except TypeError:
        runner = CliRunner()
    result = runner.invoke(
        cli,
        ["build", *map(str, args), "--out", str(out), "--no-view", "--no-store"],
        catch_exceptions=False,
        prog_name="kg",
    )
    assert "Traceback" not in result.stderr
    ttl = out / "graph.ttl"
    graph = rdflib.Graph().parse(ttl, format="turtle") if ttl.exists() else None
    if result.exit_code in (0, 3):
        assert graph is not None and "wrote " in result.stdout
    else:
        assert graph is None, "a failed build must not write a graph"
    return Built(result.exit_code, result.stdout, result.stderr, graph)


def copy(tmp_path: Path, name: str) -> Path:
    target = tmp_path / name
    shutil.copy(DATA / name, target)
    return target


def write(path: Path, content: str | bytes, *, encoding: str = "utf-8") -> Path:
    path.write_bytes(content if isinstance(content, bytes) else content.encode(encoding))
    return path


def jsonl(*records: object) -> str:
    return "".join(json.dumps(record) + "\n" for record in records)


def error_line(built: Built) -> str:
    lines = built.stderr.strip().splitlines()
    assert lines and lines[-1].startswith("Error: "), built.stderr
    return lines[-1]


# ------------------------------------------------------------------------------ encodings


def test_utf8_with_and_without_bom_give_the_same_graph(tmp_path: Path) -> None:
    with_bom = copy(tmp_path, "excel_utf8_bom.csv")
    plain_dir = tmp_path / "plain"
    plain_dir.mkdir()
    plain = write(plain_dir / "excel_utf8_bom.csv", with_bom.read_bytes()[3:])
    first = kg_build(tmp_path, with_bom)
    first_ttl = (tmp_path / "out" / "graph.ttl").read_bytes()
    second = kg_build(tmp_path, plain)
    assert first.exit_code == second.exit_code == 0, first.stderr + second.stderr
    assert (tmp_path / "out" / "graph.ttl").read_bytes() == first_ttl
    papers = first.papers()
    assert len(papers) == 3
    # The BOM is not part of the first column's name: "ID" is still found.
    identifiers = {
        i for p in papers.values() for i in p["identifier"] if not i.startswith("sha256:")
    }
    assert identifiers == {"1", "2", "3"}
    assert "\ufeff" not in first_ttl.decode("utf-8")


def test_utf16_spreadsheet_text_is_detected_from_its_bom(tmp_path: Path) -> None:
    built = kg_build(tmp_path, copy(tmp_path, "excel_unicode.tsv"))
    assert built.exit_code == 0, built.stderr
    titles = {p["title"][0] for p in built.papers().values()}
    assert titles == {"Schrödinger bridges", "Plain"}
    assert any("— with π-invariant flows." in abstract for abstract in built.papers())


def test_cp1252_selected_with_the_encoding_option(tmp_path: Path) -> None:
    built = kg_build(tmp_path, copy(tmp_path, "windows_cp1252.csv"), "--encoding", "cp1252")
    assert built.exit_code == 0, built.stderr
    assert set(built.papers()) == {
        "\u201cWe propose Caf\u00e9Net\u201d \u2013 a network for image classification that costs 5\u20ac.",
        "We introduce PlainNet for image classification on CIFAR-10.",
        "We study na\u00efve GAN training \u2013 it fails on ImageNet.",
    }


def test_cp1252_read_as_utf8_skips_the_undecodable_rows_with_byte_offsets(tmp_path: Path) -> None:
    source = copy(tmp_path, "windows_cp1252.csv")
    data = source.read_bytes()
    built = kg_build(tmp_path, source)
    assert built.exit_code == 3
    assert set(built.papers()) == {"We introduce PlainNet for image classification on CIFAR-10."}
    first_bad = data.index(b"\xe9")  # é of "Café" on line 2
    second_bad = data.index(b"\xef")  # ï of "Naïve" on line 4
    assert built.warnings() == [
        (
            f"WARNING: {source} line 2: cannot decode byte e9 at byte offset {first_bad} as utf-8 "
            "(invalid continuation byte); the record containing this line was skipped. If the file "
            "uses another encoding, name it with --encoding NAME (library: encoding=NAME), e.g. "
            "encoding='latin-1' or 'cp1252'"
        ),
        (
            f"WARNING: {source} line 4: cannot decode byte ef at byte offset {second_bad} as utf-8 "
            "(invalid continuation byte); the record containing this line was skipped. If the file "
            "uses another encoding, name it with --encoding NAME (library: encoding=NAME), e.g. "
            "encoding='latin-1' or 'cp1252'"
        ),
    ]
    assert "2 record(s) skipped" in built.stdout


def test_latin1_selected_with_the_encoding_option(tmp_path: Path) -> None:
    source = write(
        tmp_path / "latin1.jsonl",
        json.dumps(
            {"title": "Schrödinger", "abstract": "Über café naïve: we propose FooNet."},
            ensure_ascii=False,
        )
        + "\n",
        encoding="latin-1",
    )
    assert kg_build(tmp_path, source).exit_code == 1  # \xd6 is not UTF-8: nothing usable
    built = kg_build(tmp_path, source, "--encoding", "latin-1")
    assert built.exit_code == 0, built.stderr
    assert list(built.papers()) == ["Über café naïve: we propose FooNet."]


@pytest.mark.parametrize("name", ["bad.jsonl", "bad.csv", "bad.txt", "bad.bib"])
def test_undecodable_bytes_name_file_line_and_offset_and_the_rest_is_built(
    tmp_path: Path, name: str
) -> None:
    good1, good2 = FOONET, BARGAN
    bad = "We study caf\udcff networks."  # a lone 0xff byte once encoded
    records = [good1, bad, good2]
    if name.endswith(".jsonl"):
        text = "".join(json.dumps({"abstract": r}, ensure_ascii=False) + "\n" for r in records)
    elif name.endswith(".csv"):
        text = "abstract\n" + "".join(f'"{r}"\n' for r in records)
    elif name.endswith(".txt"):
        text = "".join(f"{r}\n\n" for r in records)
    else:
        text = "".join(f"@misc{{k{i}, abstract={{{r}}}}}\n" for i, r in enumerate(records))
    data = text.encode("utf-8", errors="surrogateescape")
    source = write(tmp_path / name, data)
    built = kg_build(tmp_path, source)
    assert built.exit_code == 3
    assert set(built.papers()) == {good1, good2}
    (warning,) = built.warnings()
    offset = data.index(b"\xff")
    line = data[:offset].count(b"\n") + 1
    assert warning.startswith(
        f"WARNING: {source} line {line}: cannot decode byte ff at byte offset {offset} "
    )


# ------------------------------------------------------------------------------ CSV and TSV


def test_quoted_multiline_fields_embedded_quotes_and_delimiters(tmp_path: Path) -> None:
    built = kg_build(tmp_path, copy(tmp_path, "excel_utf8_bom.csv"))
    assert built.exit_code == 0, built.stderr
    papers = built.papers()
    first = next(p for a, p in papers.items() if a.startswith("We propose FooNet"))
    assert first["abstract"] == [
        (
            'We propose FooNet, a convolutional network for "image classification"; it is fast. '
            'FooNet extends ResNet, and reaches 95.1% accuracy on CIFAR-10 ("a, b; c").'
        )
    ]
    assert first["title"] == ["FooNet, a network; fast"]
    assert sorted(first["creator"]) == ["Müller, Jörg", "Ødegaard, Åse"]
    assert first["source"] == ["excel_utf8_bom.csv:2"]
    second = papers[BARGAN]
    assert second["title"] == ['BarGAN: the "small" GAN']
    assert second["source"] == ["excel_utf8_bom.csv:4"]  # the first record spans lines 2-3


@pytest.mark.parametrize("tab", [False, True], ids=["csv", "tsv"])
def test_tsv_and_csv_quoting_is_the_same(tmp_path: Path, tab: bool) -> None:
    rows = [
        ["title", "abstract"],
        ["A\ttab, a comma", f'{FOONET}\nSecond line with "quotes"\tand a tab.'],
        ["B", BARGAN],
    ]
    buffer = io.StringIO(newline="")
    csv.writer(buffer, dialect="excel-tab" if tab else "excel").writerows(rows)
    source = write(tmp_path / ("a.tsv" if tab else "a.csv"), buffer.getvalue())
    built = kg_build(tmp_path, source)
    assert built.exit_code == 0, built.stderr
    assert set(built.papers()) == {
        f'{FOONET} Second line with "quotes" and a tab.',
        BARGAN,
    }
    assert {p["title"][0] for p in built.papers().values()} == {"A tab, a comma", "B"}


@pytest.mark.parametrize("tab", [False, True], ids=["csv", "tsv"])
def test_ragged_rows_are_skipped_with_their_line(tmp_path: Path, tab: bool) -> None:
    sep = "\t" if tab else ","
    lines = [
        sep.join(["id", "title", "abstract"]),
        sep.join(["1", "FooNet", FOONET.replace(",", "")]),
        sep.join(["2", "Too many", "x", "y"]),
        sep.join(["3", "Too few"]),
        sep.join(["4", "BarGAN", BARGAN.replace(",", "")]),
    ]
    source = write(tmp_path / ("r.tsv" if tab else "r.csv"), "\n".join(lines) + "\n")
    built = kg_build(tmp_path, source)
    assert built.exit_code == 3
    assert set(built.papers()) == {FOONET.replace(",", ""), BARGAN.replace(",", "")}
    warnings = built.warnings()
    assert [w.split(": expected")[0] for w in warnings] == [
        f"WARNING: {source} line 3",
        f"WARNING: {source} line 4",
    ]
    assert "expected 3 fields as in the header, found 4; the row was skipped" in warnings[0]
    assert "found 2" in warnings[1]


def test_unclosed_quote_names_every_line_it_swallowed(tmp_path: Path) -> None:
    # csv reads an unclosed quote on as one field, past the line ends, until its size limit.
    rows = "".join(f"T{i},Abstract {i} {'x' * 500}.\n" for i in range(300))
    source = write(tmp_path / "q.csv", f'title,abstract\nA,"an unclosed quote\n{rows}')
    built = kg_build(tmp_path, source)
    assert built.exit_code == 3
    (warning,) = built.warnings()
    swallowed = re.search(r"lines 2-(\d+) were skipped", warning)
    assert warning.startswith(f"WARNING: {source} line 2: malformed CSV") and swallowed
    assert "probably because of an unclosed double quote" in warning
    # Every record after the swallowed lines is in the graph.
    last = int(swallowed.group(1))
    assert len(built.papers()) == 300 - (last - 2)


def test_unclosed_quote_up_to_the_end_of_the_file_is_not_one_giant_record(tmp_path: Path) -> None:
    rows = "".join(f"T{i},Abstract number {i} about FooNet.\n" for i in range(50))
    source = write(
        tmp_path / "q.csv", f'title,abstract\nOK,"{FOONET}"\nA,"an unclosed quote\n{rows}'
    )
    built = kg_build(tmp_path, source)
    assert built.exit_code == 3
    assert list(built.papers()) == [FOONET]
    assert built.warnings() == [
        (
            f"WARNING: {source} line 3: unclosed double quote: the record starting here runs to the end "
            "of the file (line 53), which ends inside a quoted field (cut short, or a quote left open); "
            "lines 3-53 skipped. If the file was cut short, export or download it again; else close the "
            'quote, or write a quote inside a value as ""'
        )
    ]


def test_headerless_csv_is_refused_with_a_hint_then_read_by_column_number(tmp_path: Path) -> None:
    source = write(tmp_path / "noheader.csv", f'1,FooNet,"{FOONET}"\n2,BarGAN,"{BARGAN}"\n')
    refused = kg_build(tmp_path, source)
    assert refused.exit_code == 1
    assert error_line(refused) == (
        f"Error: no usable record in {source}; first problem: {source} line 1: the first row looks "
        "like a record, not a header: no cell is a column name such as title or abstract, and "
        f"column 3 holds {len(FOONET)} characters of text. Add a header row (e.g. id,title,abstract) "
        "or give the abstract's column number: --field abstract=3 (library: fields={'abstract': '3'}); "
        "no rows were read"
    )
    built = kg_build(tmp_path, source, "--field", "abstract=3", "--field", "title=2")
    assert built.exit_code == 0, built.stderr
    papers = built.papers()
    assert set(papers) == {FOONET, BARGAN}  # line 1 is a record too
    assert {p["title"][0] for p in papers.values()} == {"FooNet", "BarGAN"}
    assert sorted(p["source"][0] for p in papers.values()) == ["noheader.csv:1", "noheader.csv:2"]


def test_column_numbers_also_work_with_a_header(tmp_path: Path) -> None:
    source = write(tmp_path / "h.tsv", f"Ref\tHeading\tTitle\tBody\n1\tA\tFooNet\t{FOONET}\n")
    built = kg_build(tmp_path, source, "--field", "abstract=4")
    assert built.exit_code == 0, built.stderr
    assert list(built.papers()) == [FOONET]
    wrong = kg_build(tmp_path, source, "--field", "abstract=9")
    assert wrong.exit_code == 1
    assert error_line(wrong).endswith(
        f"{source} line 1: --field abstract=9 (fields['abstract']) names column 9, "
        "but the first row has 4 columns; no rows were read"
    )


def test_duplicate_column_names_warn_and_every_copy_is_read(tmp_path: Path) -> None:
    source = write(
        tmp_path / "dup.csv",
        f'id,abstract,title,abstract\n1,"{FOONET}",FooNet,Teaser one.\n2,,BarGAN,"{BARGAN}"\n',
    )
    built = kg_build(tmp_path, source)
    assert built.exit_code == 0, built.stderr
    # The first non-empty of the same-named columns: row 2's first abstract cell is empty.
    assert set(built.papers()) == {FOONET, BARGAN}
    assert built.warnings() == [
        (
            f"WARNING: {source} line 1: column name 'abstract' is repeated (columns 2, 4); each row's "
            "first non-empty value is read. To read one of them only, give its number, e.g. --field abstract=4"
        )
    ]
    second_only = kg_build(tmp_path, source, "--field", "abstract=4")
    assert second_only.exit_code == 0, second_only.stderr
    assert set(second_only.papers()) == {"Teaser one.", BARGAN}


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("empty.csv", "", "file is empty"),
        ("blank.tsv", "\r\n\r\n  \r\n", "file is empty"),
        (
            "header.csv",
            "id,title,abstract\r\n",
            "line 1: the file has a header (id, title, abstract) but no rows below it",
        ),
        (
            "header.tsv",
            "\ufeffTitle\tAbstract\n\n",
            "line 1: the file has a header (Title, Abstract) but no rows below it",
        ),
        (
            "empty.json",
            "[]",
            "no records found (read as json); if that is not the format, pass --input-format",
        ),
    ],
)
def test_empty_and_header_only_files(tmp_path: Path, name: str, content: str, message: str) -> None:
    source = write(tmp_path / name, content)
    alone = kg_build(tmp_path, source)
    assert alone.exit_code == 1
    expected = f"{source}{'' if message.startswith('line') else ':'} {message}"
    assert error_line(alone) == f"Error: no usable record in {source}; first problem: {expected}"
    good = write(tmp_path / "good.jsonl", jsonl({"abstract": FOONET}))
    with_good = kg_build(tmp_path, source, good)
    assert with_good.exit_code == 3
    assert with_good.warnings() == [f"WARNING: {expected}"]
    assert list(with_good.papers()) == [FOONET]


# ------------------------------------------------------------------------------ JSON


def test_jsonl_broken_lines_among_good_ones(tmp_path: Path) -> None:
    source = copy(tmp_path, "scraper_broken.jsonl")
    built = kg_build(tmp_path, source)
    assert built.exit_code == 3
    assert set(built.papers()) == {FOONET, BARGAN, QUX}
    assert [w.split(": ", 2)[1] for w in built.warnings()] == [
        f"{source} line 2",
        f"{source} line 3",
        f"{source} line 5",
    ]
    warnings = "\n".join(built.warnings())
    assert (
        "line 2: not valid JSON (Invalid control character at column 65); the line was skipped"
        in warnings
    )
    assert "line 3: expected a JSON object, found an array" in warnings
    assert "line 5: record has no abstract: its 'abstract' field is empty" in warnings
    assert "3 record(s) skipped" in built.stdout
    strict = kg_build(tmp_path, source, "--strict")
    assert strict.exit_code == 1
    assert error_line(strict).startswith(
        f"Error: 3 record(s) skipped and --strict is set; first: {source} line 2: not valid JSON"
    )


@pytest.mark.parametrize(
    "document",
    [
        {"title": "One", "abstract": FOONET},
        {"count": 1, "papers": [{"title": "One", "abstract": FOONET}]},
        {"response": {"status": "ok"}, "hits": [{"title": "One", "abstract": FOONET}]},
    ],
    ids=["a single record", "a wrapper", "hits"],
)
def test_json_top_level_object_instead_of_an_array(tmp_path: Path, document: object) -> None:
    source = write(tmp_path / "one.json", json.dumps(document, indent=2))
    built = kg_build(tmp_path, source)
    assert built.exit_code == 0, built.stderr
    assert list(built.papers()) == [FOONET]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("42", "line 1: expected a JSON array or object of records, found a number"),
        ('"an abstract"', "line 1: expected a JSON array or object of records, found a string"),
        ('{"meta": {"n": 1}}', "line 1: expected an array of records or an object with a list"),
        ('[{"abstract": "One."},\n oops]', "line 2: not valid JSON (Expecting value at column 2)"),
    ],
)
def test_json_that_holds_no_records_is_a_clean_error(
    tmp_path: Path, content: str, message: str
) -> None:
    source = write(tmp_path / "odd.json", content)
    built = kg_build(tmp_path, source)
    if content.startswith("[{"):
        assert built.exit_code == 3  # the first record is kept
        assert list(built.papers()) == ["One."]
        assert built.warnings()[0].startswith(f"WARNING: {source} {message}")
    else:
        assert built.exit_code == 1
        assert error_line(built).startswith(
            f"Error: no usable record in {source}; first problem: {source} {message}"
        )


def test_nested_fields_selected_by_a_dotted_path(tmp_path: Path) -> None:
    source = copy(tmp_path, "scraper_nested.json")
    without = kg_build(tmp_path, source)
    assert without.exit_code == 1
    assert error_line(without).endswith(
        "An abstract is nested at 'paper.abstract': pass --field abstract=paper.abstract "
        "(library: fields={'abstract': 'paper.abstract'})"
    )
    built = kg_build(
        tmp_path,
        source,
        *("--field", "abstract=paper.abstract", "--field", "title=Paper.Title"),
        *("--field", "year=paper.year", "--field", "authors=paper.authors"),
        *("--field", "keywords=paper.keywords"),
    )
    assert built.exit_code == 3
    papers = built.papers()
    assert set(papers) == {FOONET, BARGAN}
    # Non-string values and nulls: "2024" and 2023.0 are years, 12345 a title, null skipped.
    assert papers[FOONET]["title"] == ["FooNet"] and papers[FOONET]["creator"] == ["Ada Lovelace"]
    assert papers[FOONET]["date"] == ["2024"] and papers[BARGAN]["date"] == ["2023"]
    assert papers[BARGAN]["title"] == ["12345"]
    assert sorted(papers[BARGAN]["subject"]) == ["7", "gan"]
    assert built.warnings() == [
        (
            f"WARNING: {source} line 20: record has no abstract: its 'paper.abstract' field is empty; "
            "the record was skipped. Fill in the abstract in the input, or leave the record out"
        ),
        (
            f"WARNING: {source} line 44: record has no abstract: 'paper.abstract' is an object without text "
            "(found: paper, paper.abstract, Paper.Title, paper.year, paper.authors, paper.keywords); name the "
            "right column with --field abstract=NAME (library: fields={'abstract': NAME})"
        ),
    ]


def test_non_string_values_and_nulls(tmp_path: Path) -> None:
    records = [
        {"id": 7, "title": None, "abstract": FOONET, "year": 2021.0, "authors": None, "venue": 3},
        {"id": None, "title": ["Bar", "GAN"], "abstract": ["We introduce", {"value": "BarGAN."}]},
        {"title": "Number", "abstract": 3.25, "keywords": [1, True, None, "x"]},
        {"title": "NaN", "abstract": float("nan")},
        {"title": "Bool", "abstract": False},
        {"title": "Empty list", "abstract": []},
    ]
    source = write(tmp_path / "values.jsonl", "".join(json.dumps(r) + "\n" for r in records))
    built = kg_build(tmp_path, source)
    assert built.exit_code == 3
    papers = built.papers()
    assert set(papers) == {FOONET, "We introduce BarGAN.", "3.25"}
    assert "7" in papers[FOONET]["identifier"] and papers[FOONET]["date"] == ["2021"]
    assert papers["We introduce BarGAN."]["title"] == ["Bar GAN"]
    assert sorted(papers["3.25"]["subject"]) == ["1", "x"]
    assert [w.split("record has no abstract: ")[1].split(" (")[0] for w in built.warnings()] == [
        "'abstract' is a number without text",
        "'abstract' is a boolean",
        "'abstract' is an empty list",
    ]


# ------------------------------------------------------------------------------ BibTeX


def test_bibtex_unbalanced_braces_and_latex_become_clean_unicode(tmp_path: Path) -> None:
    source = copy(tmp_path, "reference_manager.bib")
    built = kg_build(tmp_path, source)
    assert built.exit_code == 3
    assert built.warnings() == [
        (
            f"WARNING: {source} line 10: @article entry has unbalanced braces (it does not close "
            "before the next entry); the entry was skipped"
        )
    ]
    papers = built.papers()
    assert set(papers) == {
        (
            "We propose Étude, a diffusion model for image generation with α-weighted losses and a "
            "π-invariant prior. Étude reaches an FID of 2.1 on CIFAR-10 & ImageNet."
        ),
        "We describe a compiler — the A-0 system — for naïve users, with O(n^2) cost and 64×64 tables.",
    }
    values = [v for paper in papers.values() for vs in paper.values() for v in vs]
    titles = sorted(p["title"][0] for p in papers.values())
    assert titles == ["Compilers for naïve users", "Schrödinger Bridges for π-invariant Generation"]
    authors = sorted(a for p in papers.values() for a in p.get("creator", []))
    assert authors == ["Grace Hopper", "José Cañete", "Jörg Müller", "Åse Ødegaard"]
    assert not [v for v in values if re.search(r"[{}$]|\\[a-zA-Z\"']", v)]
    assert built.graph is not None
    labels = {str(o) for o in built.graph.objects(None, RDFS.label)}
    assert not [label for label in labels if re.search(r"[{}$\\]", label)]


# ------------------------------------------------------------------------------ text


def test_text_pasted_from_a_pdf(tmp_path: Path) -> None:
    built = kg_build(tmp_path, copy(tmp_path, "pdf_paste.txt"))
    assert built.exit_code == 0, built.stderr
    assert set(built.papers()) == {
        (
            "We propose an efficient optimization method for fine-tuning large language models. "
            "It uses zeroshot prompts and a state-of-the-art retriever."
        ),
        "We study the flow of gradients in deep networks and show that residual connections help.",
        "A third abstract with softhyphen and a non\u2011breaking hyphen.",
    }
    assert built.graph is not None
    for literal in built.graph.objects():
        if isinstance(literal, rdflib.Literal):
            assert not re.search("[\r\f\u200b\u00ad\ufb00-\ufb06]", str(literal)), literal
    assert {p["source"][0] for p in built.papers().values()} == {
        "pdf_paste.txt:3",
        "pdf_paste.txt:10",  # after a blank line and a form feed line (a page break)
        "pdf_paste.txt:13",
    }
    venues = {
        str(o)
        for s in built.graph.subjects(RDF.type, KG.Venue)
        for o in built.graph.objects(s, RDFS.label)
    }
    assert venues == {"NeurIPS 2024"}


@pytest.mark.slow
def test_a_100k_character_abstract(tmp_path: Path) -> None:
    example = (REPO / "examples" / "iclr2026.txt").read_text(encoding="utf-8").split("\n\n")[1:]
    text = " ".join(" ".join(paragraph.split()) for paragraph in example)
    while len(text) < 100_000:
        text += " " + text
    text = text[:100_000].rsplit(" ", 1)[0] + "."
    source = write(tmp_path / "long.jsonl", jsonl({"title": "Long", "abstract": text}))
    built = kg_build(tmp_path, source)
    assert built.exit_code == 0, built.stderr
    assert list(built.papers()) == [text]
    assert built.graph is not None
    assert len(set(built.graph.subjects(RDF.type, KG.Evidence))) > 10


@pytest.mark.parametrize("word", ["Transformers", "x", "ε", "42"])
def test_an_abstract_of_one_word(tmp_path: Path, word: str) -> None:
    built = kg_build(tmp_path, write(tmp_path / "one.txt", f"{word}\n"))
    assert built.exit_code == 0, built.stderr
    (paper,) = built.papers().values()
    assert paper["abstract"] == [word] and paper["label"] == [word]


# ------------------------------------------------------------------------------ hostile content

SCRIPT = '<script>alert("x")</script><img src=x onerror=alert(1)>'
RDF_SYNTAX = '" . <https://evil.example/s> <https://evil.example/p> "injected" .\n\\ """ \'\'\' > < ^^ @en _:b0 # comment'


def hostile_records() -> list[dict[str, object]]:
    return [
        {
            "id": SCRIPT,
            "title": f"FooNet {SCRIPT}",
            "abstract": f"We propose FooNet {SCRIPT}, a network for image classification. "
            f"FooNet extends ResNet on CIFAR-10 {RDF_SYNTAX}.",
            "authors": [SCRIPT, RDF_SYNTAX],
            "venue": f"ICLR {SCRIPT}",
            "year": 2024,
            "keywords": [SCRIPT, RDF_SYNTAX],
            "url": 'https://example.org/a"b>c<d e\\f',
        },
        {
            "title": RDF_SYNTAX,
            "abstract": f"We introduce Bar{RDF_SYNTAX}GAN for image generation on ImageNet.",
            "doi": '10.1000/a"b>c<d\\e{f}',
            "venue": "会议 \u202e\u0000\u0007",
        },
    ]


def test_markup_script_and_rdf_syntax_in_every_field(tmp_path: Path) -> None:
    source = write(tmp_path / "hostile.jsonl", jsonl(*hostile_records()))
    out = tmp_path / "out"
    done = CliRunner().invoke(
        cli,
        [
            "build",
            str(source),
            "--out",
            str(out),
            "--format",
            "nt",
            "--format",
            "jsonld",
            "--no-store",
        ],
        catch_exceptions=False,
    )
    assert done.exit_code == 0, done.output
    ttl = (out / "graph.ttl").read_text(encoding="utf-8")
    graphs = {
        "turtle": rdflib.Graph().parse(data=ttl, format="turtle"),
        "nt": rdflib.Graph().parse(out / "graph.nt", format="nt"),
        "json-ld": rdflib.Graph().parse(out / "graph.jsonld", format="json-ld"),
    }
    from rdflib.compare import isomorphic

    assert isomorphic(graphs["turtle"], graphs["nt"]) and isomorphic(
        graphs["turtle"], graphs["json-ld"]
    )
    oxigraph = list(
        pyoxigraph.parse((out / "graph.ttl").read_bytes(), format=pyoxigraph.RdfFormat.TURTLE)
    )
    assert len(oxigraph) == len(graphs["turtle"])
    graph = graphs["turtle"]
    # Nothing was injected: no triple mentions the IRIs spelled inside the literals.
    assert not [
        t for t in graph if any("evil.example" in str(x) for x in t if isinstance(x, rdflib.URIRef))
    ]
    literals = {str(o) for o in graph.objects() if isinstance(o, rdflib.Literal)}
    cleaned = " ".join(RDF_SYNTAX.split())
    assert f"FooNet {SCRIPT}" in literals and cleaned in literals and SCRIPT in literals
    assert '10.1000/a"b>c<d\\e{f}' not in literals  # the DOI is an IRI, percent-encoded:
    same_as = {str(o) for o in graph.objects(None, rdflib.URIRef("https://schema.org/sameAs"))}
    assert same_as == {"https://doi.org/10.1000/a%22b%3Ec%3Cd%5Ce%7Bf%7D"}
    for term in {x for t in graph for x in t if isinstance(x, rdflib.URIRef)}:
        if str(term).startswith(DEFAULT_BASE_IRI):
            assert SAFE_IRI.fullmatch(str(term)), term
    assert validate_graph(graph).conforms
    # The view carries every string as escaped JSON: no markup from the input reaches the page.
    page = (out / "graph.html").read_text(encoding="utf-8")
    assert "<script>alert" not in page and "<img src=x" not in page
    assert "FooNet \\u003cscript\\u003ealert" in page


def test_lone_surrogates_from_json_escapes_become_replacement_characters(tmp_path: Path) -> None:
    # json.loads turns "\ud800" into a lone surrogate, which no UTF-8 writer accepts.
    source = write(
        tmp_path / "s.jsonl",
        '{"title": "T \\ud800", "authors": ["A \\udfff"], "abstract": "We propose \\udc00FooNet."}\n',
    )
    built = kg_build(tmp_path, source, "--format", "nt")
    assert built.exit_code == 0, built.stderr
    (paper,) = built.papers().values()
    assert paper["abstract"] == ["We propose \ufffdFooNet."]
    assert paper["title"] == ["T \ufffd"] and paper["creator"] == ["A \ufffd"]


def test_a_file_name_that_is_not_utf8_is_read_and_named(tmp_path: Path) -> None:
    # Python gives undecodable bytes of a file name as lone surrogates (b"\xe9" -> "\udce9").
    name = os.fsdecode(b"caf\xe9 r\xe9sum\xe9s.jsonl")
    source = write(tmp_path / name, jsonl({"abstract": FOONET}, {"title": "no abstract"}))
    built = kg_build(tmp_path, source, "--format", "nt")
    assert built.exit_code == 3
    assert built.warnings()[0].startswith(
        f"WARNING: {tmp_path}/caf\ufffd r\ufffdsum\ufffds.jsonl line 2: record has no abstract"
    )
    (paper,) = built.papers().values()
    assert paper["source"] == ["caf\ufffd r\ufffdsum\ufffds.jsonl:1"]


# ------------------------------------------------------------------------------ the console script


@pytest.mark.slow
def test_console_script_on_a_mix_of_broken_inputs(tmp_path: Path) -> None:
    """What a user sees in a terminal: one warning per problem, no traceback, exit 3."""
    names = ["scraper_broken.jsonl", "reference_manager.bib", "windows_cp1252.csv"]
    for name in names:
        copy(tmp_path, name)
    write(tmp_path / "empty.csv", "")
    script = shutil.which("kg", path=str(Path(sys.executable).parent))
    assert script, "install the package: pip install -e ."
    done = subprocess.run(
        [script, "build", *names, "empty.csv", "--out", "out", "--no-view", "--no-store"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 3, done.stderr
    assert "Traceback" not in done.stderr
    located = [
        line.removeprefix("WARNING: ").split(": ")[0]
        for line in done.stderr.splitlines()
        if line.startswith("WARNING: ")
    ]
    assert located == [
        "scraper_broken.jsonl line 2",
        "scraper_broken.jsonl line 3",
        "scraper_broken.jsonl line 5",
        "reference_manager.bib line 10",
        "windows_cp1252.csv line 2",
        "windows_cp1252.csv line 4",
        "empty.csv",
    ]
    assert "7 record(s) skipped" in done.stdout
    assert done.stdout.startswith("6 papers; ")
