"""Inputs built to break the readers (issue 18): deep JSON, over-long CSV fields, records and
lines without bound, file names that forge log lines, files that are not regular files.

Each case is skipped with one issue saying the limit or the problem, and the rest of the input
is still read.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from kg.errors import InputError
from kg.read import MAX_JSON_DEPTH, ReadLimits, read_papers

FOONET = "We propose FooNet, a convolutional network for image classification."
BARGAN = "We introduce BarGAN, a generative adversarial network for image generation."
QUX = "We present QuxBERT, a language model for question answering."


def abstracts(result) -> list[str]:
    return [paper.abstract for paper in result.papers]


def nested(levels: int, *, kind: str) -> object:
    """A value with ``levels`` arrays or objects inside one another (built without recursion)."""
    value: object = "deep"
    for _ in range(levels):
        value = [value] if kind == "array" else {"a": value}
    return value


def dumps_deep(value: object) -> str:
    # json.dumps recurses too; the text is built by hand.
    text, closing = "", ""
    while isinstance(value, (list, dict)):
        if isinstance(value, list):
            text, closing, value = text + "[", "]" + closing, value[0]
        else:
            text, closing, value = text + '{"a": ', "}" + closing, value["a"]
    return text + json.dumps(value) + closing


# ------------------------------------------------------------------------------ 7. deep JSON


@pytest.mark.parametrize("kind", ["array", "object"])
@pytest.mark.parametrize("where", ["abstract", "other key"])
def test_a_deeply_nested_jsonl_record_is_skipped_and_the_others_read(
    tmp_path: Path, kind: str, where: str
) -> None:
    deep = dumps_deep(nested(1000, kind=kind))  # about 2-7 KB
    record = (
        f'{{"abstract": {deep}}}'
        if where == "abstract"
        else f'{{"abstract": "{QUX}", "extra": {deep}}}'
    )
    source = tmp_path / "deep.jsonl"
    source.write_text(
        json.dumps({"abstract": FOONET})
        + "\n"
        + record
        + "\n"
        + json.dumps({"abstract": BARGAN})
        + "\n"
    )
    result = read_papers([source])
    assert abstracts(result) == [FOONET, BARGAN]
    (issue,) = result.issues
    assert issue.location == f"{source} line 2"
    assert f"nested deeper than the limit of {MAX_JSON_DEPTH} levels" in issue.message
    assert "the line was skipped" in issue.message


@pytest.mark.parametrize("kind", ["array", "object"])
@pytest.mark.parametrize("wrapped", [False, True])
def test_a_deeply_nested_element_of_a_json_array_is_skipped_and_named(
    tmp_path: Path, kind: str, wrapped: bool
) -> None:
    deep = dumps_deep(nested(1000, kind=kind))
    array = (
        f"[\n{json.dumps({'abstract': FOONET})},\n"
        f'{{"abstract": "{QUX}", "extra": {deep}}},\n'
        f"{json.dumps({'abstract': BARGAN})}\n]"
    )
    source = tmp_path / "deep.json"
    source.write_text(f'{{"source": "scraper", "papers": {array}}}' if wrapped else array)
    result = read_papers([source])
    assert abstracts(result) == [FOONET, BARGAN]
    (issue,) = result.issues
    assert issue.location == f"{source} line 3"
    assert issue.message.startswith(
        f"record 2: a record is nested deeper than the limit of {MAX_JSON_DEPTH}"
    )


def test_json_nesting_within_the_limit_is_read(tmp_path: Path) -> None:
    record = {"abstract": FOONET, "extra": nested(MAX_JSON_DEPTH - 2, kind="object")}
    (tmp_path / "ok.jsonl").write_text(json.dumps(record) + "\n")
    (tmp_path / "ok.json").write_text(json.dumps([record]))
    result = read_papers([tmp_path / "ok.jsonl", tmp_path / "ok.json"])
    assert abstracts(result) == [FOONET] and result.issues == ()
    small = read_papers([tmp_path / "ok.jsonl"], limits=ReadLimits(json_depth=10))
    assert abstracts(small) == [] and "limit of 10 levels" in small.issues[0].message


# ------------------------------------------------------------------------------ 8. CSV fields


@pytest.mark.parametrize("tab", [False, True])
def test_a_quoted_field_over_the_field_limit_skips_exactly_its_record(
    tmp_path: Path, tab: bool
) -> None:
    sep = "\t" if tab else ","
    long_field = "a long line of the field, " * 4 + "\n"  # ~105 characters a line
    lines = 2000  # ~210,000 characters: over csv's field limit of 131,072
    text = (
        f"id{sep}abstract\n"
        f'1{sep}"{FOONET}"\n'
        f'2{sep}"{long_field * lines}"\n'
        f'3{sep}"{BARGAN}"\n'
        f'4{sep}"{QUX}\nover two lines"\n'
    )
    source = tmp_path / ("long.tsv" if tab else "long.csv")
    source.write_text(text)
    result = read_papers([source])
    assert abstracts(result) == [FOONET, BARGAN, f"{QUX} over two lines"]
    (issue,) = result.issues
    assert issue.location == f"{source} line 3"
    assert f"lines 3-{3 + lines} (the whole record) were skipped" in issue.message
    assert "field limit of 131,072 characters" in issue.message
    assert "JSON Lines" in issue.message  # what to do


def test_a_csv_record_over_the_record_limit_is_skipped(tmp_path: Path) -> None:
    source = tmp_path / "wide.csv"
    cells = ",".join(f'"{"x" * 90}\n{"y" * 9}"' for _ in range(20))  # 20 fields of 2 lines
    source.write_text(
        f'abstract,{",".join(f"c{i}" for i in range(20))}\n"{FOONET}",{cells}\n"{BARGAN}",{cells}\n'
    )
    result = read_papers([source], limits=ReadLimits(record_bytes=1000))
    assert abstracts(result) == []
    # Each record runs over 21 lines; the reader picks up at the line after the closing quote.
    assert [issue.location for issue in result.issues] == [f"{source} line 2", f"{source} line 23"]
    assert "lines 2-22 (the whole record) were skipped" in result.issues[0].message
    assert all("longer than the limit of 1000 bytes" in issue.message for issue in result.issues)


# ------------------------------------------------------------------------------ 9. bounds


_MEASURE = textwrap.dedent(
    """
    import resource, sys
    from kg.read import read_papers
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    result = read_papers([sys.argv[1]], input_format=sys.argv[2])
    after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print((after - before) // 1024, len(result.papers), len(result.issues))
    for issue in result.issues:
        print(issue)
    """
)


@pytest.mark.parametrize("fmt", ["text", "jsonl", "csv"])
def test_a_50_mb_line_is_skipped_in_bounded_memory(tmp_path: Path, fmt: str) -> None:
    source = tmp_path / "no-newlines"
    good = {"text": f"{FOONET}\n\n", "jsonl": json.dumps({"abstract": FOONET}) + "\n"}
    good["csv"] = f'abstract\n"{FOONET}"\n'
    with source.open("wb") as out:
        out.write(good[fmt].encode())
        for _ in range(50):
            out.write(b"x" * (1 << 20))
    done = subprocess.run(
        [sys.executable, "-c", _MEASURE, str(source), fmt],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    growth, papers, issues, *messages = done.stdout.split(maxsplit=3)
    # 16 MiB of line buffer at most; unbounded, the line (bytes and text) took over 400 MiB.
    assert int(growth) < 60, f"reading grew the process by {growth} MiB"
    assert (int(papers), int(issues)) == (1, 1), done.stdout
    assert "longer than the limit of 16 MiB (50 MiB from byte offset" in messages[0]


@pytest.mark.parametrize(
    ("fmt", "text"),
    [
        ("text", f"{FOONET}\n\n{'word ' * 400}\n\n{BARGAN}\n"),
        ("text", f"{FOONET}\n\n" + "a few words\n" * 200 + f"\n{BARGAN}\n"),
        (
            "jsonl",
            "".join(
                json.dumps(r) + "\n"
                for r in ({"abstract": FOONET}, {"abstract": "x " * 400}, {"abstract": BARGAN})
            ),
        ),
        ("csv", f'abstract\n"{FOONET}"\n"{"x " * 400}"\n"{BARGAN}"\n'),
        ("tsv", f"abstract\n{FOONET}\n{'x ' * 400}\n{BARGAN}\n"),
        (
            "json",
            json.dumps(
                [{"abstract": FOONET}, {"abstract": "x " * 400}, {"abstract": BARGAN}], indent=1
            ),
        ),
        (
            "bibtex",
            f"@article{{a, abstract = {{{FOONET}}}}}\n@article{{b, abstract = {{{'x ' * 400}}}}}\n"
            f"@article{{c, abstract = {{{BARGAN}}}}}\n",
        ),
    ],
)
def test_every_reader_skips_a_record_over_the_limit_and_reads_the_rest(
    tmp_path: Path, fmt: str, text: str
) -> None:
    source = tmp_path / "input"
    source.write_text(text)
    result = read_papers([source], input_format=fmt, limits=ReadLimits(record_bytes=500))
    assert abstracts(result) == [FOONET, BARGAN]
    (issue,) = result.issues
    assert "longer than the limit of 500 bytes" in issue.message, issue


@pytest.mark.parametrize("fmt", ["json", "bibtex", "arxiv"])
def test_a_document_read_whole_is_refused_over_the_document_limit(tmp_path: Path, fmt: str) -> None:
    source = tmp_path / "input"
    source.write_text(" " * 3000)
    result = read_papers([source], input_format=fmt, limits=ReadLimits(document_bytes=1000))
    (issue,) = result.issues
    assert issue.location == str(source)
    assert "larger than the limit of 1000 bytes for a document read whole" in issue.message
    assert "JSON Lines" in issue.message


def test_read_limits_must_be_positive() -> None:
    with pytest.raises(ValueError, match="record_bytes must be a positive integer"):
        ReadLimits(record_bytes=0)


# ------------------------------------------------------------------------------ 12. names and files


def test_a_file_name_with_a_line_break_cannot_forge_a_log_line(tmp_path: Path) -> None:
    source = tmp_path / "papers.jsonl\nWARNING: forged.jsonl line 1"
    source.write_text(json.dumps({"abstract": FOONET}) + "\n" + json.dumps({"title": "T"}) + "\n")
    result = read_papers([source])
    (issue,) = result.issues
    assert "\n" not in str(issue)
    assert issue.location == f"{str(source)!r} line 2"
    assert result.papers[0].source == f"{source}:1"  # the paper's source is the name itself
    with pytest.raises(InputError) as missing:
        read_papers([tmp_path / "gone\n.jsonl"])
    assert "\n" not in str(missing.value) and repr(str(tmp_path / "gone\n.jsonl")) in str(
        missing.value
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_fifo_is_refused_instead_of_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "papers.jsonl"
    os.mkfifo(fifo)
    # In a child process: reading a FIFO without a writer blocked forever.
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from kg.read import read_papers; read_papers(sys.argv[1:])",
            str(fifo),
        ],
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    assert done.returncode == 1
    assert f"InputError: {fifo} is a FIFO (named pipe), not a regular file" in done.stderr
    assert "standard input given as '-'" in done.stderr


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_device_is_refused_as_not_a_regular_file() -> None:
    with pytest.raises(InputError, match=r"^/dev/zero is a character device, not a regular file"):
        read_papers(["/dev/zero"])
