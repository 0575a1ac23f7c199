"""What an input argument names and what its bytes are: venue and year given with the file,
compressed files, and binary files that are not text at all.

An input may carry the venue and year of its papers after ``::`` (``iclr2018.csv::venue=ICLR,year=2018``):
they fill the papers whose record does not say. A gzip, bzip2 or xz file is decompressed as it
is read; a PDF, a ZIP archive (``.xlsx``, ``.docx``), an image or other binary data is refused
with one line saying what it is and what to give instead.
"""

from __future__ import annotations

import bz2
import gzip
import io
import lzma
import os
import re
import zlib
from dataclasses import dataclass, field
from pathlib import PurePath
from typing import BinaryIO

from kg.errors import InputError

__all__ = [
    "COMPRESSIONS",
    "Decompressed",
    "InputSpec",
    "binary_reason",
    "compression_of",
    "decompress",
    "parse_input",
    "strip_compression",
]

_SPEC_KEYS = ("venue", "year")
_SPEC_EXAMPLE = "papers.csv::venue=ICLR,year=2018"
# Magic bytes -> (name, module opening a stream of it).
COMPRESSIONS = {
    b"\x1f\x8b": "gzip",
    b"BZh": "bzip2",
    b"\xfd7zXZ\x00": "xz",
}
_SUFFIXES = {".gz": "gzip", ".gzip": "gzip", ".bz2": "bzip2", ".xz": "xz"}
_BINARY = (
    (b"%PDF-", "a PDF document", "extract its text first (e.g. pdftotext FILE.pdf abstracts.txt)"),
    (
        b"PK\x03\x04",
        "a ZIP archive (an .xlsx or .docx file is one)",
        "save the sheet as CSV (or the document as plain text), or unzip the archive",
    ),
    (b"\x89PNG", "a PNG image", "give the abstracts as text, CSV, JSON or BibTeX"),
    (b"\xff\xd8\xff", "a JPEG image", "give the abstracts as text, CSV, JSON or BibTeX"),
    (
        b"\xd0\xcf\x11\xe0",
        "an old Microsoft Office file (.xls or .doc)",
        "save it as CSV or plain text",
    ),
    (b"SQLite format 3\x00", "an SQLite database", "export the table as CSV"),
    (b"PAR1", "a Parquet file", "export it as CSV or JSON Lines"),
    (b"7z\xbc\xaf\x27\x1c", "a 7-Zip archive", "extract it first"),
)


@dataclass(frozen=True, slots=True)
class InputSpec:
    """An input argument: the file and the field values its papers get where they lack them."""

    path: str
    defaults: dict[str, object] = field(default_factory=dict)


def parse_input(text: str) -> InputSpec:
    """Split ``FILE::venue=NAME,year=YYYY`` into the file and its defaults.

    A name holding ``::`` that is itself an existing file is taken whole.

    >>> parse_input("iclr.csv::venue=ICLR,year=2018")
    InputSpec(path='iclr.csv', defaults={'venue': 'ICLR', 'year': 2018})
    >>> parse_input("papers.jsonl")
    InputSpec(path='papers.jsonl', defaults={})

    Raises:
        InputError: The part after ``::`` is not ``venue=...`` and ``year=YYYY`` pairs.
    """
    path, sep, spec = text.rpartition("::")
    if not sep or os.path.lexists(text):
        return InputSpec(text)
    if not path:
        raise InputError(f"{text}: no file before '::'; write e.g. {_SPEC_EXAMPLE}")
    defaults: dict[str, object] = {}
    for part in spec.split(","):
        name, eq, value = part.partition("=")
        name, value = name.strip().lower(), value.strip()
        if not eq or name not in _SPEC_KEYS or not value:
            raise InputError(
                f"{text}: expected venue=NAME and/or year=YYYY after '::', found {part.strip()!r}; "
                f"write e.g. {_SPEC_EXAMPLE}"
            )
        if name == "year":
            if not re.fullmatch(r"(?:1[5-9]|2[01])\d\d", value):
                raise InputError(
                    f"{text}: year={value!r} is not a four-digit year; write e.g. {_SPEC_EXAMPLE}"
                )
            defaults[name] = int(value)
        else:
            defaults[name] = value
    return InputSpec(path, defaults)


def compression_of(head: bytes) -> str | None:
    """The compression a file's first bytes announce (``gzip``, ``bzip2``, ``xz``), else None."""
    return next((name for magic, name in COMPRESSIONS.items() if head.startswith(magic)), None)


def strip_compression(name: str) -> str:
    """The file name without a compression suffix, to find the format from what is left.

    >>> strip_compression("papers.csv.gz"), strip_compression("papers.csv")
    ('papers.csv', 'papers.csv')
    """
    path = PurePath(name)
    return str(path.with_suffix("")) if path.suffix.lower() in _SUFFIXES else name


class Decompressed(io.RawIOBase):
    """A decompressing stream that ends, instead of raising, where the data is truncated or
    corrupt; ``error`` then says what went wrong, for the reader to report."""

    def __init__(self, stream: BinaryIO, kind: str) -> None:
        self.kind = kind
        self.error: str | None = None
        self._inner: BinaryIO
        if kind == "gzip":
            self._inner = gzip.GzipFile(fileobj=stream, mode="rb")  # type: ignore[assignment]
        elif kind == "bzip2":
            self._inner = bz2.BZ2File(stream, mode="rb")  # type: ignore[assignment]
        else:
            self._inner = lzma.LZMAFile(stream, mode="rb")  # type: ignore[assignment]

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        if self.error is not None:
            return 0
        view = memoryview(buffer).cast("B")
        try:
            # read1: what one step decompresses; read() would drop it on a later error.
            data = self._inner.read1(len(view))  # type: ignore[attr-defined]
        except (EOFError, OSError, zlib.error, lzma.LZMAError, ValueError) as e:
            self.error = str(e) or type(e).__name__
            return 0
        view[: len(data)] = data
        return len(data)


def decompress(stream: BinaryIO, kind: str) -> Decompressed:
    """A raw stream of the decompressed bytes of ``stream``."""
    return Decompressed(stream, kind)


def binary_reason(head: bytes, *, wide: bool) -> str | None:
    """Why the first bytes of a file are not text kg can read (with what to do), else None.

    ``wide`` says the bytes were recognised as UTF-16/32, where NUL bytes are expected.

    >>> binary_reason(b"%PDF-1.7 ...", wide=False).split(";")[0]
    'this is a PDF document, not text'
    """
    for magic, what, fix in _BINARY:
        if head.startswith(magic):
            return f"this is {what}, not text; the file was skipped. To read it, {fix}"
    if not wide and b"\x00" in head[:4096]:
        return (
            "this is binary data (it holds NUL bytes), not text; the file was skipped. "
            "Give the abstracts as text, CSV, JSON Lines, BibTeX or arXiv Atom XML"
        )
    return None
