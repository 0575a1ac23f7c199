"""Our fields and the column names they are found under, shared by every format reader."""

from __future__ import annotations

import re
from collections.abc import Mapping

from kg.errors import InputError

__all__ = ["FIELD_ALIASES", "check_fields", "column_number", "is_known_column", "normalise_column"]

# Our field name -> column names tried in order (compared after normalise_column).
FIELD_ALIASES: Mapping[str, tuple[str, ...]] = {
    "abstract": (
        "abstract",
        "summary",
        "paperAbstract",
        "abstract_text",
        "description",
        "text",
        "source",
    ),
    "title": ("title", "paper_title", "name"),
    "id": ("id", "paper_id", "pid", "openreview_id", "arxiv_id", "forum"),
    "authors": ("authors", "author", "creators"),
    "year": ("year", "date", "published", "publication_year", "conference_year"),
    "venue": ("venue", "conference", "journal", "booktitle", "venue_name", "proceedings"),
    "url": ("url", "link", "forum_url", "html_url", "pdf_url", "pdf"),
    "doi": ("doi",),
    "keywords": ("keywords", "keyword", "tags", "categories", "subjects"),
}


def normalise_column(name: str) -> str:
    """Compare column names without case, underscores, hyphens or spaces.

    >>> normalise_column("Paper_Abstract") == normalise_column("paper-abstract") == "paperabstract"
    True
    """
    return re.sub(r"[\s_\-]+", "", name).lower()


_KNOWN = frozenset(
    normalise_column(alias) for aliases in FIELD_ALIASES.values() for alias in aliases
)


def is_known_column(name: str) -> bool:
    """Whether ``name`` is one of the column names we look for."""
    return normalise_column(name) in _KNOWN


def column_number(column: str) -> int | None:
    """The 1-based column number written in a field mapping (``abstract=3``), else None.

    >>> column_number("3"), column_number("0"), column_number("Abstract")
    (3, None, None)
    """
    text = column.strip()
    return int(text) if re.fullmatch(r"[1-9][0-9]{0,5}", text) else None


def check_fields(fields: Mapping[str, str] | None) -> dict[str, str]:
    """Validate an explicit field mapping; a mistake here is a usage error."""
    if not fields:
        return {}
    checked: dict[str, str] = {}
    for ours, column in fields.items():
        if ours not in FIELD_ALIASES:
            raise InputError(
                f"fields: unknown field {ours!r}; expected one of: {', '.join(FIELD_ALIASES)}"
            )
        if not isinstance(column, str) or not column.strip():
            raise InputError(f"fields[{ours!r}]: expected a column name, got {column!r}")
        checked[ours] = column
    return checked
