"""Cleaning and coercing record values: whitespace, invisible characters, years and name lists."""

from __future__ import annotations

import ast
import json
import math
import re
import unicodedata
from collections.abc import Mapping

__all__ = [
    "as_clean_text",
    "as_names",
    "list_literal",
    "as_text",
    "as_year",
    "clean_text",
    "split_authors",
]

_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u00ad\u2060\ufeff"), None)
_LIGATURES = re.compile("[\ufb00-\ufb06]")
# A surrogate left alone in a str (a JSON "\\ud800" escape) cannot be written as UTF-8.
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def clean_text(text: str) -> str:
    """Collapse whitespace, drop zero-width spaces and soft hyphens, spell out ligatures.

    Only the ligature characters are NFKC-normalised; the rest of the text is kept as is.
    A lone surrogate becomes U+FFFD, the replacement character.

    >>> clean_text("  e\\ufb03cient\\u00ad  zero\\u200bshot\\n learning ")
    'efficient zeroshot learning'
    """
    text = _LONE_SURROGATE.sub("\ufffd", text.translate(_INVISIBLE))
    text = _LIGATURES.sub(lambda m: unicodedata.normalize("NFKC", m.group(0)), text)
    return " ".join(text.split())


def _unwrap(value: object) -> object:
    # {"value": ...} wrappers (OpenReview API v2) and {"name": ...} objects (authors, venues).
    if isinstance(value, Mapping):
        for inner in ("value", "name", "text", "full_name", "fullname"):
            if inner in value:
                return _unwrap(value[inner])
        given = value.get("given") or value.get("first")
        family = value.get("family") or value.get("last")
        if isinstance(given, str) or isinstance(family, str):
            return " ".join(part for part in (given, family) if isinstance(part, str) and part)
        return None
    return value


def as_text(value: object) -> str | None:
    """A string from a record value: lists are joined with spaces, numbers written out."""
    value = _unwrap(value)
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, str):
        return value
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return (
            str(int(value))
            if value.is_integer()
            else (str(value) if math.isfinite(value) else None)
        )
    if isinstance(value, (list, tuple)):
        parts = [text for text in map(as_text, value) if text and text.strip()]
        return " ".join(parts) if parts else None
    return None


_YEAR = re.compile(r"(?<!\d)(1[5-9]\d\d|2[01]\d\d)(?!\d)")


def as_year(value: object) -> int | None:
    """The 4-digit year in a number or a date string."""
    value = _unwrap(value)
    if isinstance(value, bool):
        return None
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        value = int(value)
    if isinstance(value, int):
        return value if 1500 <= value <= 2199 else None
    if isinstance(value, (list, tuple)):
        return next((year for year in map(as_year, value) if year is not None), None)
    if isinstance(value, str) and (match := _YEAR.search(value)):
        return int(match.group(1))
    return None


def split_authors(value: str) -> list[str]:
    """Authors from one string: separated by ';', or ' and ', or ','.

    >>> split_authors("Ada Lovelace, Alan Turing and Grace Hopper")
    ['Ada Lovelace', 'Alan Turing', 'Grace Hopper']
    >>> split_authors("Lovelace, Ada; Turing, Alan")
    ['Lovelace, Ada', 'Turing, Alan']
    """
    if ";" in value:
        parts = value.split(";")
    elif re.search(r"\s+and\s+", value):
        parts = [piece for part in re.split(r"\s+and\s+", value) for piece in part.split(",")]
    else:
        parts = value.split(",")
    return [clean_text(part) for part in parts if part.strip()]


def list_literal(value: str) -> list[object] | None:
    """The items of a JSON or Python list literal written in a cell, else None.

    Exports write lists as ``["a", "b"]`` (JSON) or ``['a', 'b']`` (a Python list printed
    by pandas); splitting those on commas would keep the brackets and quotes.

    >>> list_literal("['Deep learning', 'Theory']"), list_literal('["a, b"]'), list_literal("[x")
    (['Deep learning', 'Theory'], ['a, b'], None)
    """
    text = value.strip()
    if not (text.startswith("[") and text.endswith("]")):
        return None
    for parse in (json.loads, ast.literal_eval):
        try:
            parsed = parse(text)
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            continue
        if isinstance(parsed, list):
            return parsed
    return None


def as_names(value: object, *, split: str) -> tuple[str, ...]:
    """A tuple of names from a list, a list literal or a delimited string (``split`` is
    'authors' or 'keywords').

    >>> as_names("['Deep learning', 'Theory']", split="keywords")
    ('Deep learning', 'Theory')
    >>> as_names("graph neural networks; message passing", split="keywords")
    ('graph neural networks', 'message passing')
    """
    value = _unwrap(value)
    if isinstance(value, str) and (items_of := list_literal(value)) is not None:
        value = items_of
    if isinstance(value, str):
        if split == "authors":
            items = split_authors(value)
        elif re.search(r"[;,]", value):
            items = re.split(r"[;,]", value)
        else:
            # "cs.LG cs.AI" (arXiv categories) or one multi-word keyword.
            items = value.split() if re.fullmatch(r"(?:\S+\.\S+\s*)+", value) else [value]
    elif isinstance(value, (list, tuple)):
        items = [text for text in map(as_text, value) if text]
    else:
        text = as_text(value)
        items = [text] if text else []
    cleaned = (clean_text(item) for item in items)
    return tuple(dict.fromkeys(item for item in cleaned if item))


def as_clean_text(value: object) -> str | None:
    """:func:`as_text`, cleaned; None when nothing but whitespace is left."""
    text = as_text(value)
    return (clean_text(text) or None) if text else None
