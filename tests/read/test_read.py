"""Tests of the read stage: every format, bad records, field detection, keys and encodings."""

from __future__ import annotations

import hashlib
import io
import json
import re
import time
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kg.errors import InputError
from kg.read import iter_papers, read_papers
from kg.text import fold
from kg.types import InputIssue, Paper

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "iclr2026.txt"
DATA = Path(__file__).resolve().parents[1] / "data" / "read"

ABSTRACT = "We propose FooNet, a network for image classification. It beats ResNet on CIFAR-10."


def write(directory: Path, name: str, content: str | bytes, *, encoding: str = "utf-8") -> Path:
    """Write a fixture file and return its path."""
    path = directory / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode(encoding))
    return path


def jsonl(*records: object) -> str:
    return "".join(json.dumps(record) + "\n" for record in records)


def only_paper(result_papers: tuple[Paper, ...]) -> Paper:
    assert len(result_papers) == 1, result_papers
    return result_papers[0]


def expected_hash_key(title: str | None, abstract: str) -> str:
    def norm(text: str | None) -> str:
        return " ".join(fold(text or "").lower().split())

    return "sha256:" + hashlib.sha256(f"{norm(title)}\n{norm(abstract)}".encode()).hexdigest()


# --- the bundled example -------------------------------------------------------------


def test_bundled_example_reads_19_iclr_2026_papers() -> None:
    result = read_papers([EXAMPLE])
    assert result.issues == ()
    assert len(result.papers) == 19
    assert {p.venue for p in result.papers} == {"ICLR"}
    assert {p.year for p in result.papers} == {2026}
    assert all(p.title is None for p in result.papers)
    first = result.papers[0]
    assert first.source == f"{EXAMPLE}:3"
    assert first.abstract.startswith(
        "The fields of explainable AI and mechanistic interpretability"
    )
    assert all("\n" not in p.abstract and "  " not in p.abstract for p in result.papers)
    assert len({p.key for p in result.papers}) == 19
    assert all(p.key.startswith("sha256:") for p in result.papers)


# --- text ------------------------------------------------------------------------------


def test_text_joins_lines_and_undoes_hyphenation(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "a.txt",
        "NeurIPS 2024 accepted papers\r\n\r\nWe study convex optimi-\r\nzation for a state-of-the-\r\nart model.\r\nIt works.\r\n\r\n\r\nA second   abstract\nspans two lines.\n",
    )
    result = read_papers([path])
    assert result.issues == ()
    first, second = result.papers
    assert first.abstract == "We study convex optimization for a state-of-the-art model. It works."
    assert second.abstract == "A second abstract spans two lines."
    assert (first.venue, first.year, second.venue, second.year) == (
        "NeurIPS",
        2024,
        "NeurIPS",
        2024,
    )
    assert (first.source, second.source) == (f"{path}:3", f"{path}:9")


def test_text_without_heading_keeps_first_paragraph_as_abstract(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "a.txt",
        "First abstract, written as a full sentence about ICLR 2020 results.\n\nSecond one here.\n",
    )
    result = read_papers([path])
    assert [p.abstract for p in result.papers] == [
        "First abstract, written as a full sentence about ICLR 2020 results.",
        "Second one here.",
    ]
    assert {p.venue for p in result.papers} == {None} and {p.year for p in result.papers} == {None}


def test_text_heading_without_venue_or_year_is_not_an_abstract(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "notes.md",
        "# My reading list\n\nAn abstract here.\n\n---\n\n## Later section\n\nAnother abstract.\n",
    )
    result = read_papers([path])
    assert [p.abstract for p in result.papers] == ["An abstract here.", "Another abstract."]
    assert result.papers[0].venue is None and result.papers[0].year is None


# --- JSON Lines --------------------------------------------------------------------------


def test_jsonl_reads_metadata(tmp_path: Path) -> None:
    record = {
        "title": "FooNet:\n a  network",
        "abstract": "  " + ABSTRACT + "\n",
        "authors": ["Ada Lovelace", {"name": "Alan Turing"}, None],
        "year": "2021-05-03",
        "venue": "ICLR",
        "url": "https://example.org/foonet",
        "keywords": "vision; classification",
        "paper_id": 42,
    }
    path = write(tmp_path, "a.jsonl", jsonl(record))
    paper = only_paper(read_papers([path]).papers)
    assert paper.title == "FooNet: a network"
    assert paper.abstract == ABSTRACT
    assert paper.authors == ("Ada Lovelace", "Alan Turing")
    assert paper.year == 2021
    assert paper.venue == "ICLR"
    assert paper.url == "https://example.org/foonet"
    assert paper.keywords == ("vision", "classification")
    assert paper.identifier == "42"
    assert paper.key == expected_hash_key("FooNet: a network", ABSTRACT)
    assert paper.source == f"{path}:1"


def test_jsonl_broken_line_is_an_issue_and_the_rest_is_read(tmp_path: Path) -> None:
    text = (
        jsonl({"abstract": "One."})
        + '{"abstract": "broken\n'
        + "\n"
        + "[1, 2]\n"
        + jsonl({"abstract": "Two."})
    )
    path = write(tmp_path, "a.jsonl", text)
    result = read_papers([path])
    assert [p.abstract for p in result.papers] == ["One.", "Two."]
    assert [issue.location for issue in result.issues] == [f"{path} line 2", f"{path} line 4"]
    assert "not valid JSON" in result.issues[0].message
    assert "expected a JSON object, found an array" in result.issues[1].message


@pytest.mark.parametrize("missing", [{}, {"abstract": []}])
def test_record_without_abstract_is_an_issue_with_a_hint(
    tmp_path: Path, missing: dict[str, object]
) -> None:
    path = write(
        tmp_path,
        "a.jsonl",
        jsonl({"abstract": "Fine."}, {"title": "No abstract", "Body": "x", **missing}),
    )
    result = read_papers([path])
    assert [p.abstract for p in result.papers] == ["Fine."]
    (issue,) = result.issues
    assert issue.location == f"{path} line 2"
    assert "no abstract" in issue.message
    assert "looked for: abstract, summary" in issue.message
    assert "found: title, Body" in issue.message
    assert "fields={'abstract': NAME}" in issue.message and "--field abstract=NAME" in issue.message


@pytest.mark.parametrize("empty", [None, "   \n "])
def test_an_empty_abstract_in_a_found_field_says_so_without_asking_to_name_the_column(
    tmp_path: Path, empty: object
) -> None:
    path = write(
        tmp_path, "a.jsonl", jsonl({"abstract": "Fine."}, {"title": "Blank", "abstract": empty})
    )
    (issue,) = read_papers([path]).issues
    assert issue.location == f"{path} line 2"
    assert "its 'abstract' field is empty; the record was skipped" in issue.message
    assert "Fill in the abstract" in issue.message and "--field" not in issue.message


def test_an_empty_abstract_cell_of_a_csv_says_the_cell_is_empty(tmp_path: Path) -> None:
    path = write(
        tmp_path, "a.csv", "PID,Title,Abstract\nrJ4km2R5t7,Blank,\nB1ckMDqlg,Full,We study X.\n"
    )
    result = read_papers([path])
    assert [p.title for p in result.papers] == ["Full"]
    (issue,) = result.issues
    assert issue.location == f"{path} line 2"
    assert "its 'Abstract' field is empty" in issue.message and "--field" not in issue.message


@pytest.mark.parametrize(
    ("record", "field", "expected"),
    [
        ({"summary": ABSTRACT}, "abstract", ABSTRACT),
        ({"paperAbstract": ABSTRACT}, "abstract", ABSTRACT),
        ({"Abstract_Text": ABSTRACT}, "abstract", ABSTRACT),
        ({"abstract-text": ABSTRACT}, "abstract", ABSTRACT),
        ({"DESCRIPTION": ABSTRACT}, "abstract", ABSTRACT),
        ({"text": ABSTRACT}, "abstract", ABSTRACT),
        (
            {"source": ["We propose FooNet.", "It  works."]},
            "abstract",
            "We propose FooNet. It works.",
        ),
        ({"abstract": None, "summary": ABSTRACT}, "abstract", ABSTRACT),
        ({"Paper Title": "T1", "abstract": ABSTRACT}, "title", "T1"),
        ({"name": "T2", "abstract": ABSTRACT}, "title", "T2"),
        ({"PID": "p-1", "abstract": ABSTRACT}, "identifier", "p-1"),
        ({"paperId": "abc", "abstract": ABSTRACT}, "identifier", "abc"),
        ({"creators": "A. One; B. Two", "abstract": ABSTRACT}, "authors", ("A. One", "B. Two")),
        ({"author": "A. One and B. Two", "abstract": ABSTRACT}, "authors", ("A. One", "B. Two")),
        (
            {"Authors": "A. One, B. Two and C. Three", "abstract": ABSTRACT},
            "authors",
            ("A. One", "B. Two", "C. Three"),
        ),
        ({"publication_year": 2019.0, "abstract": ABSTRACT}, "year", 2019),
        ({"published": "2024-01-02T00:00:00Z", "abstract": ABSTRACT}, "year", 2024),
        ({"date": "March 2003", "abstract": ABSTRACT}, "year", 2003),
        ({"journal": "JMLR", "abstract": ABSTRACT}, "venue", "JMLR"),
        ({"booktitle": "Proc. ICML", "abstract": ABSTRACT}, "venue", "Proc. ICML"),
        ({"pdf_url": "https://x.org/a.pdf", "abstract": ABSTRACT}, "url", "https://x.org/a.pdf"),
        ({"tags": ["gan", "vision"], "abstract": ABSTRACT}, "keywords", ("gan", "vision")),
        ({"categories": "cs.LG cs.AI", "abstract": ABSTRACT}, "keywords", ("cs.LG", "cs.AI")),
        ({"content": {"title": {"value": "T3"}, "abstract": {"value": ABSTRACT}}}, "title", "T3"),
    ],
)
def test_fields_are_found_under_common_names(
    tmp_path: Path, record: dict[str, object], field: str, expected: object
) -> None:
    path = write(tmp_path, "a.jsonl", jsonl(record))
    result = read_papers([path])
    assert result.issues == ()
    assert getattr(only_paper(result.papers), field) == expected


def test_explicit_fields_override_detection(tmp_path: Path) -> None:
    record = {
        "abstract": "Not this one.",
        "Body": ABSTRACT,
        "heading": "Real title",
        "title": "Wrong",
    }
    path = write(tmp_path, "a.jsonl", jsonl(record))
    paper = only_paper(read_papers([path], fields={"abstract": "body", "title": "heading"}).papers)
    assert (paper.abstract, paper.title) == (ABSTRACT, "Real title")


def test_explicit_field_absent_from_records_is_one_issue_per_file(tmp_path: Path) -> None:
    path = write(tmp_path, "a.jsonl", jsonl({"abstract": "One."}, {"abstract": "Two."}))
    result = read_papers([path], fields={"venue": "conf"})
    assert [p.abstract for p in result.papers] == ["One.", "Two."]
    (issue,) = result.issues
    assert issue.location == f"{path} line 1"
    assert "'conf'" in issue.message and "fields['venue']" in issue.message


def test_explicit_abstract_column_missing_names_it(tmp_path: Path) -> None:
    path = write(tmp_path, "a.jsonl", jsonl({"abstract": "One."}))
    (issue,) = read_papers([path], fields={"abstract": "Summary_Text"}).issues
    assert "'Summary_Text'" in issue.message and "fields['abstract']" in issue.message


@pytest.mark.parametrize("fields", [{"abstrct": "x"}, {"abstract": ""}])
def test_bad_field_mapping_is_a_usage_error(tmp_path: Path, fields: dict[str, str]) -> None:
    path = write(tmp_path, "a.jsonl", jsonl({"abstract": "One."}))
    with pytest.raises(InputError, match="fields"):
        read_papers([path], fields=fields)


def test_scitldr_like_record(tmp_path: Path) -> None:
    record = {
        "source": ["Sentence one.", "Sentence two."],
        "source_labels": [0, 1],
        "paper_id": "SysEexbRb",
        "target": ["tl;dr"],
        "title": "T",
    }
    paper = only_paper(read_papers([write(tmp_path, "s.jsonl", jsonl(record))]).papers)
    assert paper.abstract == "Sentence one. Sentence two."
    assert paper.identifier == "SysEexbRb"
    # SciTLDR's paper_id is the paper's OpenReview forum id.
    assert paper.key == "openreview:SysEexbRb"


# --- JSON --------------------------------------------------------------------------------


def test_json_array_with_record_lines(tmp_path: Path) -> None:
    text = '[\n  {"title": "A", "abstract": "One."},\n  7,\n  {"title": "B",\n   "abstract": "Two."}\n]\n'
    path = write(tmp_path, "a.json", text)
    result = read_papers([path])
    assert [(p.title, p.source) for p in result.papers] == [("A", f"{path}:2"), ("B", f"{path}:4")]
    (issue,) = result.issues
    assert (
        issue.location == f"{path} line 3"
        and "expected a JSON object, found a number" in issue.message
    )


@pytest.mark.parametrize("key", ["papers", "records", "data", "items", "results", "Results"])
def test_json_wrapper_object(tmp_path: Path, key: str) -> None:
    text = json.dumps({"count": 2, key: [{"abstract": "One."}, {"abstract": "Two."}]}, indent=1)
    result = read_papers([write(tmp_path, "a.json", text)])
    assert result.issues == ()
    assert [p.abstract for p in result.papers] == ["One.", "Two."]


def test_json_single_record_object(tmp_path: Path) -> None:
    text = json.dumps({"title": "A", "abstract": "One.", "keywords": ["x", "y"]})
    paper = only_paper(read_papers([write(tmp_path, "a.json", text)]).papers)
    assert (paper.title, paper.keywords) == ("A", ("x", "y"))


def test_json_file_holding_json_lines_is_read_as_lines(tmp_path: Path) -> None:
    path = write(tmp_path, "a.json", jsonl({"abstract": "One."}, {"abstract": "Two."}))
    result = read_papers([path])
    assert [(p.abstract, p.source) for p in result.papers] == [
        ("One.", f"{path}:1"),
        ("Two.", f"{path}:2"),
    ]


def test_json_syntax_error_keeps_earlier_records_and_names_the_line(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "a.json",
        '[{"abstract": "One."},\n {"abstract": "Two." oops},\n {"abstract": "Three."}]',
    )
    result = read_papers([path])
    assert [p.abstract for p in result.papers] == ["One."]
    (issue,) = result.issues
    assert issue.location == f"{path} line 2" and "not valid JSON" in issue.message


def test_json_object_without_records_is_an_issue(tmp_path: Path) -> None:
    (issue,) = read_papers([write(tmp_path, "a.json", '{"meta": {"n": 1}}')]).issues
    assert "expected an array of records" in issue.message


# --- CSV and TSV -----------------------------------------------------------------------


def test_csv_with_quoted_multiline_field_and_embedded_quotes(tmp_path: Path) -> None:
    text = (
        "id,Title,Abstract\r\n"
        '1,"A, with comma","First line\r\nsecond ""quoted"" line."\r\n'
        "2,B,Plain abstract.\r\n"
    )
    path = write(tmp_path, "a.csv", text)
    result = read_papers([path])
    assert result.issues == ()
    first, second = result.papers
    assert first.title == "A, with comma"
    assert first.abstract == 'First line second "quoted" line.'
    assert (first.source, second.source) == (f"{path}:2", f"{path}:4")
    assert second.identifier == "2"


def test_csv_ragged_row_is_an_issue_naming_the_line(tmp_path: Path) -> None:
    text = "title,abstract\nA,One.\nB,Two,extra\n\nC,Three.\n"
    path = write(tmp_path, "a.csv", text)
    result = read_papers([path])
    assert [p.title for p in result.papers] == ["A", "C"]
    (issue,) = result.issues
    assert issue.location == f"{path} line 3"
    assert "expected 2 fields as in the header, found 3" in issue.message


def test_csv_without_abstract_column_is_one_issue(tmp_path: Path) -> None:
    path = write(tmp_path, "corpus.csv", "PID,Title,Body\n1,A,x\n2,B,y\n")
    result = read_papers([path])
    assert result.papers == ()
    (issue,) = result.issues
    assert issue.location == f"{path} line 1"
    assert "found: PID, Title, Body" in issue.message and "--field abstract=NAME" in issue.message
    assert [p.abstract for p in read_papers([path], fields={"abstract": "Body"}).papers] == [
        "x",
        "y",
    ]


def test_tsv_and_semicolon_csv(tmp_path: Path) -> None:
    tsv = write(tmp_path, "a.tsv", "Title\tAbstract\nA\tOne, with comma.\n")
    semi = write(tmp_path, "b.csv", "Title;Abstract\nB;Two, with comma.\n")
    result = read_papers([tsv, semi])
    assert [(p.title, p.abstract) for p in result.papers] == [
        ("A", "One, with comma."),
        ("B", "Two, with comma."),
    ]


# --- BibTeX ------------------------------------------------------------------------------

BIB = r"""
% a comment line
@string{iclr = "International Conference on Learning Representations"}
@preamble{"\newcommand{\foo}{bar}"}
@comment{ignored @article{not, title={real}} }

@inproceedings{lovelace2024,
  title     = {{FooNet}: Schr{\"o}dinger Bridges for {$\pi$}-invariant Learning},
  author    = {Lovelace, Ada and Turing, Alan and {Barnes and Noble}},
  booktitle = iclr # " 2024",
  year      = 2024,
  abstract  = "We study {\'E}tude-style methods -- fast \& small --- with $\alpha \times \beta$ gains of 5\%.",
  doi       = {10.1000/FOO\_1},
}

@article(hopper1952,
  title = "Compilers",
  author = "Grace Hopper",
  abstract = {We describe a compiler.},
  eprint = {2401.00001v3}, archivePrefix = {arXiv}
)
"""


def test_bibtex_entries_and_latex_cleaning(tmp_path: Path) -> None:
    path = write(tmp_path, "refs.bib", BIB)
    result = read_papers([path])
    assert result.issues == ()
    first, second = result.papers
    assert first.title == "FooNet: Schrödinger Bridges for π-invariant Learning"
    assert first.authors == ("Ada Lovelace", "Alan Turing", "Barnes and Noble")
    assert first.venue == "International Conference on Learning Representations 2024"
    assert first.year == 2024
    assert first.abstract == "We study Étude-style methods – fast & small — with α × β gains of 5%."
    assert (first.doi, first.key) == ("10.1000/FOO_1", "doi:10.1000/foo_1")
    assert first.identifier == "lovelace2024"
    assert first.source == f"{path}:7"
    assert (second.key, second.authors, second.abstract) == (
        "arxiv:2401.00001",
        ("Grace Hopper",),
        "We describe a compiler.",
    )


@pytest.mark.parametrize(
    ("latex", "plain"),
    [
        (r"{\"o}", "ö"),
        (r"\"{o}", "ö"),
        (r"\"o", "ö"),
        (r"\'e \`a \^o \~n \=a \.z", "é à ô ñ ā ż"),
        (r"\c{c} \c c \v{s} \u{g} \H{o}", "ç ç š ğ ő"),
        (r"Erd\H{o}s and G\"{o}del", "Erdős and Gödel"),
        (r"\'{\i}", "í"),
        (r"Stra{\ss}e {\o}", "Straße ø"),
        (r"A \& B", "A & B"),
        (r"1--2 --- 3", "1–2 — 3"),
        (r"{Protected} {{Double}}", "Protected Double"),
        (r"$\pi$ and $\Gamma$ and $\lambda$", "π and Γ and λ"),
        (r"64$\times$64", "64×64"),
        (r"$O(n^2)$", "O(n^2)"),
        (r"\emph{new} \textbf{bold}", "new bold"),
        (r"costs \$5 and \{set\}", "costs $5 and {set}"),
    ],
)
def test_latex_cleaning(latex: str, plain: str) -> None:
    from kg.read._latex import latex_to_text

    assert latex_to_text(latex) == plain


def test_bibtex_unbalanced_entry_is_an_issue_and_others_are_read(tmp_path: Path) -> None:
    text = (
        "@article{good1, title={One}, abstract={First.}}\n"
        "@article{bad, title={Two, abstract={Second.}\n"
        "@article{good2, title={Three}, abstract={Third.}}\n"
        "@article{bad2, title = {Four} abstract = {x}}\n"
    )
    path = write(tmp_path, "a.bib", text)
    result = read_papers([path])
    assert [p.title for p in result.papers] == ["One", "Three"]
    assert [issue.location for issue in result.issues] == [f"{path} line 2", f"{path} line 4"]
    assert "unbalanced braces" in result.issues[0].message
    assert "expected ','" in result.issues[1].message


# --- arXiv Atom --------------------------------------------------------------------------

ATOM = """<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:arxiv="http://arxiv.org/schemas/atom">
  <title>ArXiv Query</title>
  <entry>
    <id>http://arxiv.org/abs/2401.00001v2</id>
    <published>2024-01-01T10:00:00Z</published>
    <title>A  Paper
      Title</title>
    <summary>  We propose
      FooNet.  </summary>
    <author><name>Ada Lovelace</name></author>
    <author><name>Alan Turing</name></author>
    <link href="http://arxiv.org/abs/2401.00001v2" rel="alternate" type="text/html"/>
    <link title="pdf" href="http://arxiv.org/pdf/2401.00001v2" rel="related" type="application/pdf"/>
    <category term="cs.LG" scheme="http://arxiv.org/schemas/atom"/>
    <category term="cs.AI" scheme="http://arxiv.org/schemas/atom"/>
  </entry>
  <entry>
    <id>http://arxiv.org/abs/hep-th/9901001v1</id>
    <published>1999-01-01T00:00:00Z</published>
    <title>Old</title>
    <summary>Strings &amp; things.</summary>
    <arxiv:doi>10.1000/OLD</arxiv:doi>
  </entry>
</feed>
"""


def test_arxiv_atom_feed(tmp_path: Path) -> None:
    path = write(tmp_path, "query.xml", ATOM)
    result = read_papers([path])
    assert result.issues == ()
    first, second = result.papers
    assert first.key == "arxiv:2401.00001"
    assert (first.title, first.abstract) == ("A Paper Title", "We propose FooNet.")
    assert first.authors == ("Ada Lovelace", "Alan Turing")
    assert (first.year, first.url, first.keywords) == (
        2024,
        "http://arxiv.org/abs/2401.00001v2",
        ("cs.LG", "cs.AI"),
    )
    assert first.source == f"{path}#1"
    assert (second.key, second.doi, second.abstract, second.source) == (
        "doi:10.1000/old",
        "10.1000/OLD",
        "Strings & things.",
        f"{path}#2",
    )


def test_atom_entity_expansion_is_refused(tmp_path: Path) -> None:
    bomb = (
        '<?xml version="1.0"?>\n<!DOCTYPE feed [\n <!ENTITY a "aaaaaaaaaa">\n'
        + "".join(
            f' <!ENTITY {chr(98 + i)} "{("&" + chr(97 + i) + ";") * 10}">\n' for i in range(9)
        )
        + ']>\n<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>x</id><summary>&j;</summary></entry></feed>\n'
    )
    path = write(tmp_path, "bomb.xml", bomb)
    started = time.perf_counter()
    result = read_papers([path])
    assert time.perf_counter() - started < 2
    assert result.papers == ()
    (issue,) = result.issues
    assert issue.location == f"{path} line 2"
    assert "refusing to expand" in issue.message


def test_arxiv_api_error_entry_and_malformed_xml(tmp_path: Path) -> None:
    error_feed = write(
        tmp_path,
        "err.atom",
        '<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>http://arxiv.org/api/errors#incorrect_id</id>'
        "<summary>incorrect id format</summary></entry></feed>",
    )
    broken = write(
        tmp_path, "broken.xml", '<feed xmlns="http://www.w3.org/2005/Atom">\n<entry>\n</feed>'
    )
    result = read_papers([error_feed, broken])
    assert result.papers == ()
    assert [issue.location for issue in result.issues] == [
        f"{error_feed} record 1",
        f"{broken} line 3",
    ]
    assert "incorrect id format" in result.issues[0].message
    assert "not well-formed XML" in result.issues[1].message


# --- keys and deduplication --------------------------------------------------------------


@pytest.mark.parametrize(
    ("record", "key"),
    [
        ({"doi": "https://doi.org/10.1000/ABC.def"}, "doi:10.1000/abc.def"),
        ({"doi": "doi: 10.1000/ABC.def"}, "doi:10.1000/abc.def"),
        ({"url": "https://doi.org/10.1000/ABC.def"}, "doi:10.1000/abc.def"),
        ({"doi": "10.48550/arXiv.2401.00001"}, "arxiv:2401.00001"),
        ({"id": "2401.00001v3"}, "arxiv:2401.00001"),
        ({"arxiv_id": "arXiv:hep-th/9901001"}, "arxiv:hep-th/9901001"),
        ({"url": "https://arxiv.org/pdf/2401.00001v1.pdf"}, "arxiv:2401.00001"),
        ({"url": "https://openreview.net/forum?id=SysEexbRb"}, "openreview:SysEexbRb"),
        ({"url": "https://openreview.net/pdf?id=Ab-Cd_9"}, "openreview:Ab-Cd_9"),
        ({"forum": "SysEexbRb"}, "openreview:SysEexbRb"),
        ({"openreview_id": "XyZ123abc"}, "openreview:XyZ123abc"),
        ({"paper_id": "SysEexbRb"}, "openreview:SysEexbRb"),
        ({"PID": "rJ4km2R5t7"}, "openreview:rJ4km2R5t7"),
        ({"PID": "42", "pdf": "https://openreview.net/pdf?id=HkwoSDPgg"}, "openreview:HkwoSDPgg"),
        ({"id": "x", "link": "https://arxiv.org/pdf/2401.00001v3"}, "arxiv:2401.00001"),
        ({"doi": "10.1000/x", "url": "https://arxiv.org/abs/2401.00001"}, "doi:10.1000/x"),
    ],
)
def test_key_rules(tmp_path: Path, record: dict[str, object], key: str) -> None:
    paper = only_paper(
        read_papers([write(tmp_path, "a.jsonl", jsonl({"abstract": ABSTRACT, **record}))]).papers
    )
    assert paper.key == key


@pytest.mark.parametrize(
    "record",
    [{"id": "P-17"}, {"paper_id": "abcdefghij"}, {"id": "4f2a9c0b1d"}, {"doi": "N/A"}],
)
def test_plain_ids_and_non_dois_do_not_make_the_key(
    tmp_path: Path, record: dict[str, object]
) -> None:
    paper = only_paper(
        read_papers(
            [write(tmp_path, "a.jsonl", jsonl({"title": "T", "abstract": ABSTRACT, **record}))]
        ).papers
    )
    assert paper.key == expected_hash_key("T", ABSTRACT)
    assert paper.doi is None


def test_hash_key_ignores_whitespace_and_formatting(tmp_path: Path) -> None:
    a = write(
        tmp_path,
        "a.jsonl",
        jsonl({"title": "Schrödinger  Bridges", "abstract": "We  propose\nFooNet."}),
    )
    b = write(
        tmp_path, "b.csv", 'title,abstract\n"  Schrödinger Bridges ","We propose   FooNet.\u200b"\n'
    )
    c = write(
        tmp_path,
        "c.jsonl",
        jsonl({"title": "Schrödinger Bridges", "abstract": "We propose FooNet, differently."}),
    )
    keys = [p.key for p in iter_papers([a, b, c]) if isinstance(p, Paper)]
    assert keys[0] == keys[1] == expected_hash_key("Schrödinger Bridges", "We propose FooNet.")
    assert keys[2] != keys[0]
    assert re.fullmatch(r"sha256:[0-9a-f]{64}", keys[0])


def test_same_paper_across_files_is_merged(tmp_path: Path) -> None:
    first = write(
        tmp_path,
        "a.jsonl",
        jsonl(
            {"doi": "10.1000/Foo", "abstract": "From JSON.", "title": "Foo"},
            {"abstract": "Other paper."},
        ),
    )
    second = write(
        tmp_path,
        "b.bib",
        "@article{k, doi={10.1000/foo}, abstract={From BibTeX.}, title={Ignored}, year={2020}, author={Ada Lovelace}}\n",
    )
    result = read_papers([first, second])
    assert result.issues == ()
    merged, other = result.papers
    assert (merged.key, merged.abstract, merged.title, merged.source) == (
        "doi:10.1000/foo",
        "From JSON.",
        "Foo",
        f"{first}:1",
    )
    assert (merged.year, merged.authors, merged.identifier) == (2020, ("Ada Lovelace",), "k")
    assert other.abstract == "Other paper."
    assert len(list(iter_papers([first, second]))) == 3


def test_duplicates_within_one_file_keep_the_first(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "a.jsonl",
        jsonl(
            {"abstract": ABSTRACT},
            {"abstract": "Middle."},
            {"abstract": ABSTRACT + " ", "venue": "ICLR"},
        ),
    )
    result = read_papers([path])
    assert [(p.abstract, p.venue, p.source) for p in result.papers] == [
        (ABSTRACT, "ICLR", f"{path}:1"),
        ("Middle.", None, f"{path}:2"),
    ]


# --- standard input and detection ------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "count"),
    [
        (jsonl({"abstract": "One."}, {"abstract": "Two."}).encode(), 2),
        (b'[{"abstract": "One."}]', 1),
        (b'{"papers": [{"abstract": "One."}, {"abstract": "Two."}]}\n', 2),
        # A first line longer than the sniffed sample, and a raw U+2028 inside a JSON string.
        (
            jsonl({"abstract": "Long " + "x" * 10000}).encode()
            + '{"abstract": "T\u2028wo."}\n'.encode(),
            2,
        ),
        (b"title,abstract\nA,One.\n", 1),
        (b"Title\tAbstract\nA\tOne.\n", 1),
        (b"@article{a, abstract={One.}}\n", 1),
        (ATOM.encode(), 2),
        (b"ICLR 2026\n\nOne abstract.\n\nTwo abstract.\n", 2),
    ],
)
def test_stdin_with_sniffed_format(data: bytes, count: int) -> None:
    result = read_papers(["-"], stdin=io.BytesIO(data))
    assert result.issues == ()
    assert len(result.papers) == count
    assert all(p.source.startswith("<stdin>") for p in result.papers)


def test_stdin_explicit_format_and_unknown_extension_sniffed(tmp_path: Path) -> None:
    result = read_papers(["-"], stdin=io.BytesIO(b"title,abstract\nA,One.\n"), input_format="text")
    assert [p.abstract for p in result.papers] == ["title,abstract A,One."]
    odd = write(tmp_path, "papers.dat", jsonl({"abstract": "One."}))
    assert [p.source for p in read_papers([odd]).papers] == [f"{odd}:1"]


def test_stdin_given_twice_is_a_usage_error() -> None:
    with pytest.raises(InputError, match="more than once"):
        read_papers(["-", "-"], stdin=io.BytesIO(b""))


@pytest.mark.parametrize(
    ("name", "content", "expected"),
    [
        ("a.ndjson", jsonl({"abstract": "One."}), "One."),
        ("a.tab", "abstract\tx\nOne.\t1\n", "One."),
        ("a.bibtex", "@misc{a, abstract={One.}}", "One."),
        ("a.atom", ATOM, "We propose FooNet."),
        ("a.md", "One.\n", "One."),
    ],
)
def test_format_from_extension(tmp_path: Path, name: str, content: str, expected: str) -> None:
    assert read_papers([write(tmp_path, name, content)]).papers[0].abstract == expected


# --- usage errors and empty input ------------------------------------------------------------


def test_missing_file_and_directory_are_usage_errors(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"nope\.jsonl: no such file"):
        read_papers([tmp_path / "nope.jsonl"])
    with pytest.raises(InputError, match="is a directory"):
        read_papers([tmp_path])


def test_sources_are_checked_before_anything_is_read(tmp_path: Path) -> None:
    good = write(tmp_path, "a.jsonl", jsonl({"abstract": "One."}))
    stream = iter_papers([good, tmp_path / "missing.csv"])
    with pytest.raises(InputError, match="missing.csv"):
        next(stream)


@pytest.mark.parametrize(
    ("options", "match"),
    [
        ({"input_format": "xml"}, "unknown input format"),
        ({"encoding": "klingon"}, "unknown encoding"),
    ],
)
def test_bad_options_are_usage_errors(tmp_path: Path, options: dict[str, str], match: str) -> None:
    with pytest.raises(InputError, match=match):
        read_papers([write(tmp_path, "a.jsonl", "")], **options)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("name", "content"),
    [("a.jsonl", b""), ("a.csv", b"\n\n  \n"), ("a.txt", b"\xef\xbb\xbf"), ("a.bib", b"")],
)
def test_empty_file_is_an_issue(tmp_path: Path, name: str, content: bytes) -> None:
    path = write(tmp_path, name, content)
    result = read_papers([path])
    assert result.papers == ()
    assert result.issues == (InputIssue(str(path), "file is empty"),)


# --- encodings ---------------------------------------------------------------------------------


def test_latin1_with_encoding_option(tmp_path: Path) -> None:
    path = write(
        tmp_path, "a.csv", "title,abstract\nSchrödinger,Über café naïve.\n", encoding="latin-1"
    )
    paper = only_paper(read_papers([path], encoding="latin-1").papers)
    assert (paper.title, paper.abstract) == ("Schrödinger", "Über café naïve.")
    assert read_papers([path], encoding="cp1252").papers[0].abstract == "Über café naïve."


@pytest.mark.parametrize("codec", ["utf-8-sig", "utf-16", "utf-16-be", "utf-32", "utf-16-le"])
def test_unicode_byte_order_marks_are_detected(tmp_path: Path, codec: str) -> None:
    data = "title,abstract\r\nSchrödinger,Über π café.\r\nB,Two.\r\n".encode(codec)
    if codec == "utf-16-be":
        data = b"\xfe\xff" + data  # utf-16-le stays without a BOM: guessed from the NUL bytes
    result = read_papers([write(tmp_path, "a.csv", data)])
    assert result.issues == ()
    assert [(p.title, p.abstract) for p in result.papers] == [
        ("Schrödinger", "Über π café."),
        ("B", "Two."),
    ]


def test_undecodable_byte_is_reported_with_line_and_offset(tmp_path: Path) -> None:
    line1 = (json.dumps({"abstract": "One."}) + "\n").encode()
    line2 = b'{"abstract": "caf\xe9 two."}\n'
    line3 = (json.dumps({"abstract": "Three."}) + "\n").encode()
    path = write(tmp_path, "a.jsonl", line1 + line2 + line3)
    result = read_papers([path])
    assert [p.abstract for p in result.papers] == ["One.", "Three."]
    (issue,) = result.issues
    assert issue.location == f"{path} line 2"
    offset = len(line1) + line2.index(b"\xe9")
    assert f"byte offset {offset}" in issue.message
    assert "e9" in issue.message and "encoding='latin-1'" in issue.message


@pytest.mark.parametrize(
    ("name", "data", "survivors", "bad_line"),
    [
        (
            "a.txt",
            b"One abstract here.\n\nTwo \xff\nsecond line.\n\nThree.\n",
            ["One abstract here.", "Three."],
            3,
        ),
        ("a.csv", b'title,abstract\nA,One.\nB,"Two\n\xff line"\nC,Three.\n', ["One.", "Three."], 4),
        (
            "a.json",
            b'[{"abstract": "One."},\n {"abstract": "T\xffo."},\n {"abstract": "Three."}]',
            ["One.", "Three."],
            2,
        ),
        (
            "a.bib",
            b"@misc{a, abstract={One.}}\n@misc{b, abstract={T\xffo.}}\n@misc{c, abstract={Three.}}\n",
            ["One.", "Three."],
            2,
        ),
    ],
)
def test_undecodable_record_is_skipped_in_each_format(
    tmp_path: Path, name: str, data: bytes, survivors: list[str], bad_line: int
) -> None:
    path = write(tmp_path, name, data)
    result = read_papers([path])
    assert [p.abstract for p in result.papers] == survivors
    (issue,) = result.issues
    assert issue.location == f"{path} line {bad_line}"
    offset = data.index(b"\xff")
    assert f"byte offset {offset}" in issue.message


# --- streaming -------------------------------------------------------------------------------------


class CountingStream(io.RawIOBase):
    """A binary stream that counts the bytes handed out."""

    def __init__(self, data: bytes) -> None:
        self._data = io.BytesIO(data)
        self.consumed = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        chunk = self._data.read(min(len(buffer), 4096))
        buffer[: len(chunk)] = chunk
        self.consumed += len(chunk)
        return len(chunk)


@pytest.mark.parametrize(
    ("fmt", "make"),
    [
        ("jsonl", lambda i: json.dumps({"abstract": f"Abstract number {i} " + "x" * 200}) + "\n"),
        (
            "csv",
            lambda i: ("abstract\n" if i == 0 else "") + f'"Abstract number {i} {"x" * 200}"\n',
        ),
        ("text", lambda i: f"Abstract number {i} {'x' * 200}.\n\n"),
    ],
)
def test_line_formats_are_streamed(fmt: str, make: object) -> None:
    data = "".join(make(i) for i in range(5000)).encode()  # type: ignore[operator]
    stream = CountingStream(data)
    papers = iter_papers(["-"], input_format=fmt, stdin=stream)  # type: ignore[arg-type]
    first = next(papers)
    assert isinstance(first, Paper) and first.abstract.startswith("Abstract number 0")
    assert stream.consumed < len(data) // 4


# --- property: what goes in comes out, normalised ------------------------------------------------


def reference_normalise(text: str) -> str:
    """The documented cleaning, restated: invisible characters out, ligatures spelled, spaces collapsed."""
    for invisible in ("\u200b", "\u00ad", "\u2060", "\ufeff"):
        text = text.replace(invisible, "")
    text = "".join(
        unicodedata.normalize("NFKC", ch) if "\ufb00" <= ch <= "\ufb06" else ch for ch in text
    )
    return " ".join(text.split())


unicode_text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=80) | st.text(
    alphabet=" \t\n\u00a0\u200b\u00adﬁﬂab", max_size=20
)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(unicode_text, unicode_text), min_size=1, max_size=5))
def test_jsonl_round_trip_of_random_unicode(
    tmp_path_factory: pytest.TempPathFactory, pairs: list[tuple[str, str]]
) -> None:
    path = tmp_path_factory.mktemp("prop") / "p.jsonl"
    path.write_text(
        jsonl(*({"title": title, "abstract": abstract} for title, abstract in pairs)),
        encoding="utf-8",
    )
    items = list(iter_papers([path]))
    for (title, abstract), item in zip(pairs, items, strict=True):
        if reference_normalise(abstract):
            assert isinstance(item, Paper)
            assert item.abstract == reference_normalise(abstract)
            assert item.title == (reference_normalise(title) or None)
            assert item.key == expected_hash_key(item.title, item.abstract)
        else:
            assert isinstance(item, InputIssue) and "no abstract" in item.message
