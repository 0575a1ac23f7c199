"""Which reader a file needs: its format from the file name's extension, or sniffed from the
first kilobytes of its text."""

from __future__ import annotations

import csv
import json
import re
from pathlib import PurePath

from kg.read._records import is_known_column

__all__ = ["FORMATS", "format_from_extension", "sniff_format"]

FORMATS = ("text", "jsonl", "json", "csv", "tsv", "bibtex", "arxiv")

_EXTENSIONS = {
    ".txt": "text",
    ".md": "text",
    ".jsonl": "jsonl",
    ".ndjson": "jsonl",
    ".json": "json",
    ".csv": "csv",
    ".tsv": "tsv",
    ".tab": "tsv",
    ".bib": "bibtex",
    ".bibtex": "bibtex",
    ".xml": "arxiv",
    ".atom": "arxiv",
}


def format_from_extension(name: str) -> str | None:
    """The format implied by a file name's extension, if it is one we know."""
    return _EXTENSIONS.get(PurePath(name).suffix.lower())


_BIBTEX_ENTRY = re.compile(r"(?m)^[ \t]*@[A-Za-z]+[ \t]*[{(]")


def sniff_format(head: str) -> str:
    """Guess the format from the first few kilobytes of decoded text.

    >>> sniff_format('{"title": "A", "abstract": "B"}\\n{"title": "C"')
    'jsonl'
    >>> sniff_format("id,Title,Abstract\\n1,A,B\\n")
    'csv'
    """
    text = head.lstrip()
    if not text:
        return "text"
    if text.startswith("<"):
        return "arxiv"
    if _BIBTEX_ENTRY.search(text):
        return "bibtex"
    if text.startswith("["):
        return "json"
    first_line = text.split("\n", 1)[0].strip()
    if text.startswith("{"):
        try:
            first = json.loads(first_line)
        except ValueError:
            return "json"  # pretty-printed, or a line longer than the sample: the JSON reader copes
        # One record per line, unless the line is a whole wrapper such as {"papers": [...]}.
        is_record = isinstance(first, dict) and any(is_known_column(key) for key in first)
        return "jsonl" if is_record else "json"
    if "\t" in first_line and _looks_like_header(first_line.split("\t")):
        return "tsv"
    try:
        cells = next(csv.reader([first_line]), [])
    except csv.Error:  # e.g. a carriage return inside the line: not a CSV header
        cells = []
    if len(cells) >= 2 and _looks_like_header(cells):
        return "csv"
    return "text"


def _looks_like_header(cells: list[str]) -> bool:
    names = [cell.strip() for cell in cells]
    return all(len(name) <= 64 for name in names) and any(is_known_column(name) for name in names)
