"""Fuzzing the readers: random bytes, mutated and truncated files never crash them.

Whatever the bytes, a reader yields papers and issues, or raises :class:`kg.errors.InputError`
(a usage error); any other exception is a bug. Every paper it yields is usable: a cleaned,
non-empty abstract, a well-formed key and a source naming the input.
"""

from __future__ import annotations

import dataclasses
import io
import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from kg.errors import InputError
from kg.read import FORMATS, iter_papers
from kg.read._values import clean_text
from kg.types import InputIssue, Paper

DATA = Path(__file__).resolve().parents[1] / "data" / "reliability"
EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "iclr2026.txt"
KEY = re.compile(r"(doi:10\.\S+|arxiv:\S+|openreview:[A-Za-z0-9_\-]+|sha256:[0-9a-f]{64})")

ATOM = b"""<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:arxiv="http://arxiv.org/schemas/atom">
  <entry>
    <id>http://arxiv.org/abs/2401.00001v2</id>
    <published>2024-01-01T10:00:00Z</published>
    <title>A Paper</title>
    <summary>We propose FooNet for image classification on CIFAR-10.</summary>
    <author><name>Ada Lovelace</name></author>
    <link href="http://arxiv.org/abs/2401.00001v2" rel="alternate" type="text/html"/>
    <category term="cs.LG"/>
    <arxiv:doi>10.1000/x</arxiv:doi>
  </entry>
  <entry><id>http://arxiv.org/abs/2401.00002</id><summary>Second &amp; last.</summary></entry>
</feed>
"""

# A valid sample of every format: the seeds that mutations and truncations start from.
SAMPLES: dict[str, bytes] = {
    "text": EXAMPLE.read_bytes()[:3000] + (DATA / "pdf_paste.txt").read_bytes(),
    "jsonl": (DATA / "scraper_broken.jsonl").read_bytes(),
    "json": json.dumps(
        {
            "count": 3,
            "papers": [
                {"title": "FooNet", "abstract": "We propose FooNet for image classification."},
                {
                    "title": None,
                    "abstract": "BarGAN reaches an FID of 2.1 on CIFAR-10.",
                    "year": 2023,
                },
                {"content": {"title": {"value": "T"}, "abstract": {"value": "We study X."}}},
            ],
        },
        indent=1,
    ).encode(),
    "csv": (DATA / "excel_utf8_bom.csv").read_bytes(),
    "tsv": (DATA / "excel_unicode.tsv").read_bytes(),
    "bibtex": (DATA / "reference_manager.bib").read_bytes(),
    "arxiv": ATOM,
}
assert set(SAMPLES) == set(FORMATS)


def read_all(data: bytes, **options: object) -> list[Paper | InputIssue]:
    """Everything a reader yields for ``data``; an InputError counts as nothing read."""
    try:
        items = list(iter_papers(["-"], stdin=io.BytesIO(data), **options))  # type: ignore[arg-type]
    except InputError:
        return []
    for item in items:
        # Every text is writable as UTF-8 (no lone surrogate from a JSON "\ud800" escape).
        for field in dataclasses.fields(item):
            value = getattr(item, field.name)
            for text in value if isinstance(value, tuple) else (value,):
                if isinstance(text, str):
                    text.encode("utf-8")
        if isinstance(item, Paper):
            assert item.abstract and item.abstract == clean_text(item.abstract), item
            assert KEY.fullmatch(item.key), item.key
            assert item.source.startswith("<stdin>"), item.source
            assert item.title is None or item.title == clean_text(item.title)
            assert item.year is None or 1500 <= item.year <= 2199
        else:
            assert isinstance(item, InputIssue), item
            assert item.location.startswith("<stdin>") and item.message, item
    return items


def mutate(sample: bytes, edits: list[tuple[int, int, bytes]]) -> bytes:
    """Replace ``length`` bytes at each ``position`` (modulo the size) with ``insert``."""
    data = bytearray(sample)
    for position, length, insert in edits:
        at = position % (len(data) + 1)
        data[at : at + length] = insert
    return bytes(data)


NASTY = st.sampled_from(
    [
        b"\x00",
        b"\xff",
        b"\xfe\xff",
        b"\xef\xbb\xbf",
        b'"',
        b"\n",
        b"\r",
        b"{",
        b"}",
        b"[",
        b"]",
        b",",
        b"\t",
        b"@",
        b"\\",
        b"<",
        b">",
        b"&",
        b"\xe9",
        b"\xc3",
        b"\xed\xa0\x80",
        b"\x0c",
        b"\xe2\x80\xa8",
        b"\\ud800",
        b'"\\udfff"',
        b"\\u0000",
        b"<!DOCTYPE x [<!ENTITY a 'b'>]>",
        b"@string{x = {y}}",
        b'"""',
        b"$",
    ]
)
EDITS = st.lists(
    st.tuples(st.integers(0, 10_000), st.integers(0, 8), NASTY | st.binary(max_size=6)),
    min_size=1,
    max_size=6,
)
ENCODINGS = st.sampled_from([None, None, None, "utf-16", "utf-32", "latin-1", "cp1252", "utf-8"])


@pytest.mark.parametrize("fmt", FORMATS)
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.binary(max_size=600), encoding=ENCODINGS)
@example(data=b"", encoding=None)
@example(data=b"\xff\xfe\x00", encoding=None)  # a UTF-16 mark and half a code unit
@example(data=b"\x00\x00\xfe\xff\x00", encoding="utf-32")
def test_random_bytes(fmt: str, data: bytes, encoding: str | None) -> None:
    read_all(data, input_format=fmt, encoding=encoding)


@pytest.mark.parametrize("fmt", FORMATS)
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edits=EDITS, encoding=ENCODINGS)
def test_mutated_valid_files(
    fmt: str, edits: list[tuple[int, int, bytes]], encoding: str | None
) -> None:
    read_all(mutate(SAMPLES[fmt], edits), input_format=fmt, encoding=encoding)


@settings(max_examples=300, deadline=None)
@given(data=st.sampled_from(list(SAMPLES.values())), edits=EDITS)
def test_mutated_files_of_unknown_format_are_sniffed(
    data: bytes, edits: list[tuple[int, int, bytes]]
) -> None:
    read_all(mutate(data, edits))


@pytest.mark.parametrize("fmt", FORMATS)
def test_every_truncation_of_a_valid_file(fmt: str) -> None:
    """A file cut at any byte (an interrupted download or copy) is read, never crashes."""
    sample = SAMPLES[fmt]
    whole = [p.abstract for p in read_all(sample, input_format=fmt) if isinstance(p, Paper)]
    assert whole, f"the {fmt} sample has papers"
    step = max(1, len(sample) // 400)
    for end in range(0, len(sample), step):
        items = read_all(sample[:end], input_format=fmt)
        # A cut file never yields a record that is not in the whole file, except the cut
        # record itself (its abstract is then a prefix of the whole one).
        for item in items:
            if isinstance(item, Paper) and item.abstract not in whole:
                assert any(full.startswith(item.abstract[:20]) for full in whole) or fmt in (
                    "text",
                    "arxiv",
                ), (end, item.abstract)


@pytest.mark.parametrize("fmt", ["jsonl", "csv", "tsv", "text"])
def test_a_cut_line_format_keeps_every_complete_record(fmt: str) -> None:
    """Streaming formats: a file cut in the middle of record N still gives records 1..N-1."""
    sample = SAMPLES[fmt]
    complete = [p for p in read_all(sample, input_format=fmt) if isinstance(p, Paper)]
    last = complete[-1]
    cut = sample[: len(sample) - 5]
    kept = [p.key for p in read_all(cut, input_format=fmt) if isinstance(p, Paper)]
    assert [p.key for p in complete[:-1]] == [k for k in kept if k != last.key][: len(complete) - 1]
