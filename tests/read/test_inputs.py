"""Inputs as conference exports come (issue 14): venue and year given with a file, compressed
and binary files, keyword lists, paper ids in any field, and records of one paper merged."""

from __future__ import annotations

import bz2
import gzip
import json
import lzma
from pathlib import Path

import pytest

from kg.errors import InputError
from kg.read import SAME_ID, SAME_TEXT, parse_input, read_papers
from kg.read._values import as_names

ABSTRACT = "We propose FooNet, a convolutional network. FooNet improves accuracy on CIFAR-10."
OTHER = "We study BarGAN, a generative model. BarGAN lowers the FID on CelebA by a third."
# As a CSV cell (the abstracts hold commas).
Q_ABSTRACT, Q_OTHER = f'"{ABSTRACT}"', f'"{OTHER}"'


def jsonl(*records: dict[str, object]) -> str:
    return "".join(json.dumps(r) + "\n" for r in records)


def test_venue_and_year_given_with_a_file_fill_the_records_that_lack_them(tmp_path: Path) -> None:
    path = tmp_path / "papers.jsonl"
    path.write_text(
        jsonl(
            {"title": "A", "abstract": ABSTRACT},
            {"title": "B", "abstract": OTHER, "venue": "TMLR", "year": 2023},
        ),
        encoding="utf-8",
    )
    papers = read_papers([f"{path}::venue=ICLR,year=2018"]).papers
    assert [(p.venue, p.year) for p in papers] == [("ICLR", 2018), ("TMLR", 2023)]
    assert papers[0].source == f"{path}:1"  # the suffix is not part of the file's name


def test_a_text_heading_wins_over_the_venue_given_with_the_file(tmp_path: Path) -> None:
    path = tmp_path / "papers.txt"
    path.write_text(f"NeurIPS 2021 Papers\n\n{ABSTRACT}\n", encoding="utf-8")
    (paper,) = read_papers([f"{path}::venue=ICLR"]).papers
    assert (paper.venue, paper.year) == ("NeurIPS", 2021)
    (paper,) = read_papers([f"{path}::year=2020"]).papers
    assert (paper.venue, paper.year) == ("NeurIPS", 2021)


@pytest.mark.parametrize(
    ("spec", "wording"),
    [
        ("p.csv::venu=ICLR", "expected venue=NAME and/or year=YYYY after '::', found 'venu=ICLR'"),
        ("p.csv::year=18", "year='18' is not a four-digit year"),
        ("::venue=ICLR", "no file before '::'"),
    ],
)
def test_a_malformed_file_suffix_says_what_to_write(spec: str, wording: str) -> None:
    with pytest.raises(InputError) as raised:
        parse_input(spec)
    assert wording in str(raised.value)
    assert "write e.g. papers.csv::venue=ICLR,year=2018" in str(raised.value)


def test_a_file_whose_name_holds_two_colons_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "odd::venue=x.jsonl"
    path.write_text(jsonl({"abstract": ABSTRACT}), encoding="utf-8")
    assert parse_input(str(path)).path == str(path)


def test_a_venue_named_as_a_column_suggests_the_file_suffix(tmp_path: Path) -> None:
    path = tmp_path / "p.csv"
    path.write_text(f"title,abstract\nA,{Q_ABSTRACT}\n", encoding="utf-8")
    result = read_papers([path], fields={"venue": "ICLR"})
    (issue,) = result.issues
    assert "no column 'ICLR' (given as fields['venue'])" in issue.message
    assert (
        "to give every paper of this file a venue, write the file as FILE::venue=ICLR"
        in issue.message
    )


def test_a_year_given_as_a_column_number_suggests_the_file_suffix(tmp_path: Path) -> None:
    path = tmp_path / "p.csv"
    path.write_text(f"title,abstract\nA,{Q_ABSTRACT}\n", encoding="utf-8")
    (issue,) = read_papers([path], fields={"year": "2017"}).issues
    assert (
        "--field year=2017 (fields['year']) names column 2017, but the first row has 2"
        in issue.message
    )
    assert issue.message.endswith(
        "To give every paper of this file the year 2017, write the file as FILE::year=2017"
    )


@pytest.mark.parametrize(
    ("header", "venue", "year"),
    [("Conference,Year", "NeurIPS", 2019), ("Venue,conference_year", "NeurIPS", 2019)],
)
def test_venue_and_year_columns_of_real_exports(
    tmp_path: Path, header: str, venue: str, year: int
) -> None:
    path = tmp_path / "p.csv"
    path.write_text(f"Title,Abstract,{header}\nA,{Q_ABSTRACT},NeurIPS,2019\n", encoding="utf-8")
    (paper,) = read_papers([path]).papers
    assert (paper.venue, paper.year) == (venue, year)


@pytest.mark.parametrize("column", ["Keyword", "Keywords", "keywords"])
@pytest.mark.parametrize(
    ("cell", "expected"),
    [
        ("\"['Deep learning', 'Theory']\"", ("Deep learning", "Theory")),
        ('"[""Deep learning"", ""Theory""]"', ("Deep learning", "Theory")),
        ("Deep learning; Theory", ("Deep learning", "Theory")),
        ('"Deep learning, Theory"', ("Deep learning", "Theory")),
        ("\"['graphs, and trees']\"", ("graphs, and trees",)),
    ],
)
def test_keyword_lists_in_the_forms_exports_write(
    tmp_path: Path, column: str, cell: str, expected: tuple[str, ...]
) -> None:
    path = tmp_path / "p.csv"
    path.write_text(f"Title,Abstract,{column}\nA,{Q_ABSTRACT},{cell}\n", encoding="utf-8")
    (paper,) = read_papers([path]).papers
    assert paper.keywords == expected


def test_a_list_literal_that_does_not_parse_is_split_as_text() -> None:
    assert as_names("[broken, list", split="keywords") == ("[broken", "list")


@pytest.mark.parametrize(
    ("record", "key"),
    [
        ({"PID": "rJ4km2R5t7"}, "openreview:rJ4km2R5t7"),
        ({"id": "17", "pdf": "https://openreview.net/pdf?id=rJ4km2R5t7"}, "openreview:rJ4km2R5t7"),
        ({"link": "https://openreview.net/forum?id=rJ4km2R5t7&noteId=x"}, "openreview:rJ4km2R5t7"),
        ({"url": "https://arxiv.org/abs/2002.01234v2"}, "arxiv:2002.01234"),
        ({"link": "https://doi.org/10.1000/XYZ"}, "doi:10.1000/xyz"),
    ],
)
def test_ids_are_recognised_in_any_field_that_carries_them(
    tmp_path: Path, record: dict[str, str], key: str
) -> None:
    path = tmp_path / "p.jsonl"
    path.write_text(jsonl({"abstract": ABSTRACT, **record}), encoding="utf-8")
    (paper,) = read_papers([path]).papers
    assert paper.key == key


def test_records_sharing_any_id_are_one_paper_under_the_best_key(tmp_path: Path) -> None:
    csv = tmp_path / "a.csv"
    csv.write_text(f"PID,Title,Abstract\nrJ4km2R5t7,FooNet,{Q_ABSTRACT}\n", encoding="utf-8")
    bib = tmp_path / "b.bib"
    bib.write_text(
        "@inproceedings{foo,\n  title = {FooNet revisited},\n  author = {Ada Lovelace},\n"
        "  doi = {10.1000/foo},\n  url = {https://openreview.net/forum?id=rJ4km2R5t7},\n"
        "  abstract = {A different abstract of the same paper.}\n}\n",
        encoding="utf-8",
    )
    for order in ([csv, bib], [bib, csv]):
        result = read_papers(order)
        (paper,) = result.papers
        assert paper.key == "doi:10.1000/foo"
        assert "openreview:rJ4km2R5t7" in paper.other_keys
        assert paper.authors == ("Ada Lovelace",)
        assert result.merged == {SAME_ID: 1}
    assert read_papers([csv, bib]).papers[0].merged_sources == (f"{bib}:1",)


def test_near_identical_abstracts_of_one_title_are_one_paper(tmp_path: Path) -> None:
    path = tmp_path / "p.csv"
    one_word = ABSTRACT.replace("convolutional", "residual")
    path.write_text(
        f'id,Title,Abstract,Type\n1,FooNet,{Q_ABSTRACT},Oral\n2,FooNet,"{one_word}",Poster\n'
        f"3,FooNet,{Q_OTHER},Poster\n",
        encoding="utf-8",
    )
    result = read_papers([path])
    assert [p.abstract for p in result.papers] == [ABSTRACT, OTHER]
    assert result.papers[0].merged_sources == (f"{path}:3",)
    assert result.merged == {SAME_TEXT: 1}


@pytest.mark.parametrize(
    "other",
    [{"venue": "ICLR", "year": 2019}, {"venue": "NeurIPS", "year": 2018}, {"PID": "SysEexbRb"}],
)
def test_near_identical_records_of_other_editions_or_ids_stay_apart(
    tmp_path: Path, other: dict[str, object]
) -> None:
    path = tmp_path / "p.jsonl"
    first = {"title": "FooNet", "abstract": ABSTRACT, "venue": "ICLR", "year": 2018}
    if "PID" in other:
        first["PID"] = "rJ4km2R5t7"
    second = {**first, **other, "abstract": ABSTRACT.replace("convolutional", "residual")}
    path.write_text(jsonl(first, second), encoding="utf-8")
    assert len(read_papers([path]).papers) == 2


@pytest.mark.parametrize(
    ("suffix", "compress"),
    [(".jsonl.gz", gzip.compress), (".jsonl.bz2", bz2.compress), (".xz", lzma.compress)],
)
def test_compressed_inputs_are_read_transparently(tmp_path: Path, suffix: str, compress) -> None:
    path = tmp_path / f"papers{suffix}"
    path.write_bytes(compress(jsonl({"title": "A", "abstract": ABSTRACT}).encode()))
    result = read_papers([path])
    assert [p.title for p in result.papers] == ["A"] and result.issues == ()


def test_a_truncated_gzip_file_keeps_what_was_read_and_says_so(tmp_path: Path) -> None:
    data = gzip.compress(
        jsonl(*({"title": f"T{i}", "abstract": ABSTRACT + f" {i}"} for i in range(400))).encode()
    )
    path = tmp_path / "papers.jsonl.gz"
    path.write_bytes(data[: len(data) // 2])
    result = read_papers([path])
    assert 0 < len(result.papers) < 400
    assert result.issues[-1].location == str(path)
    assert result.issues[-1].message.startswith("the gzip data is truncated or corrupt")
    assert "Download or compress it again" in result.issues[-1].message


@pytest.mark.parametrize(
    ("name", "data", "what", "fix"),
    [
        ("paper.pdf", b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj", "a PDF document", "pdftotext"),
        ("sheet.csv", b"PK\x03\x04\x14\x00\x06\x00", "a ZIP archive", "save the sheet as CSV"),
        ("data.jsonl", b"\x00\x01\x02binary\x00\xff", "binary data", "Give the abstracts as text"),
    ],
)
def test_binary_files_are_refused_in_one_line(
    tmp_path: Path, name: str, data: bytes, what: str, fix: str
) -> None:
    good = tmp_path / "good.jsonl"
    good.write_text(jsonl({"abstract": ABSTRACT}), encoding="utf-8")
    path = tmp_path / name
    path.write_bytes(data + bytes(range(256)) * 4)
    result = read_papers([path, good])
    assert len(result.papers) == 1
    (issue,) = result.issues
    assert issue.location == str(path)
    assert issue.message.startswith(f"this is {what}")
    assert "not text; the file was skipped. " in issue.message
    assert fix in issue.message and "\n" not in issue.message
    assert "--encoding" not in issue.message


def test_a_directory_of_csv_files_is_answered_with_a_csv_hint(tmp_path: Path) -> None:
    folder = tmp_path / "exports"
    folder.mkdir()
    for name in ("iclr.csv", "icml.csv", "notes.txt"):
        (folder / name).write_text("x", encoding="utf-8")
    with pytest.raises(InputError) as raised:
        read_papers([folder])
    assert str(raised.value) == (
        f"{folder} is a directory; pass the files in it instead (e.g. {folder / '*.csv'})"
    )
