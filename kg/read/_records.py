"""From one raw record (a mapping of column names to values) to a :class:`~kg.types.Paper`.

Field detection lives here, shared by every format reader, with value cleaning in
:mod:`kg.read._values`, lookups inside nested records in :mod:`kg.read._paths` and the key
rules in :mod:`kg.read._keys`, so a paper gets the same
fields and key whether it came from CSV, JSON or BibTeX.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from kg.read._fields import (
    FIELD_ALIASES,
    check_fields,
    column_number,
    is_known_column,
    normalise_column,
)
from kg.read._keys import normalise_doi, paper_keys
from kg.read._limits import quote_name
from kg.read._paths import (
    ABSENT,
    NO_VALUE,
    describe,
    flatten_content,
    is_blank,
    lookup_path,
    nested_hint,
)
from kg.read._values import as_clean_text, as_names, as_year
from kg.types import InputIssue, Paper

__all__ = [
    "FIELD_ALIASES",
    "Place",
    "RecordBuilder",
    "check_fields",
    "column_number",
    "is_known_column",
    "normalise_column",
]

_T = TypeVar("_T")
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")

logger = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Place:
    """Where a record is: a file and a line, or a file and a record number."""

    file: str
    line: int | None = None
    record: int | None = None

    @property
    def source(self) -> str:
        """``file:line`` or ``file#record`` (the value of ``Paper.source``)."""
        if self.line is not None:
            return f"{self.file}:{self.line}"
        if self.record is not None:
            return f"{self.file}#{self.record}"
        return self.file

    @property
    def location(self) -> str:
        """``file line N`` or ``file record N`` (the value of ``InputIssue.location``).

        A file name with control characters is quoted, so it cannot forge a line of a log.
        """
        file = quote_name(self.file)
        if self.line is not None:
            return f"{file} line {self.line}"
        if self.record is not None:
            return f"{file} record {self.record}"
        return file

    def issue(self, message: str) -> InputIssue:
        """An issue located here (lone surrogates from the input's keys become U+FFFD)."""
        return InputIssue(self.location, _LONE_SURROGATE.sub("\ufffd", message))


# --- records -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Columns:
    """Which record keys feed which of our fields (candidates in order of preference)."""

    candidates: Mapping[str, tuple[str, ...]]
    missing_explicit: tuple[str, ...]


class RecordBuilder:
    """Turns the raw records of one input file into papers and issues.

    Args:
        file: The file's display name, used in every location.
        fields: Explicit mapping from our field names to the file's column names.
        defaults: Field values for records that lack them (a text file's heading venue and year).
    """

    def __init__(
        self,
        file: str,
        *,
        fields: Mapping[str, str] | None = None,
        defaults: Mapping[str, object] | None = None,
    ) -> None:
        self.file = file
        self._fields = dict(fields or {})
        self._given = dict(defaults or {})
        self._defaults = dict(self._given)
        self._cache: dict[tuple[str, ...], _Columns] = {}
        self._reported: set[str] = set()

    def set_defaults(self, **defaults: object) -> None:
        """Replace the default field values found in the file (a heading); those given with
        the input (``FILE::venue=...``) stay where these do not say."""
        self._defaults = {**self._given, **defaults}

    @property
    def fields(self) -> dict[str, str]:
        """The explicit field mapping (our field name -> column, key or dotted path)."""
        return dict(self._fields)

    def use_columns(self, columns: Mapping[str, str]) -> None:
        """Point explicit fields at other record keys (a table's column numbers -> names)."""
        self._fields.update(columns)
        self._cache.clear()

    def expand(self, record: Mapping[str, object]) -> Mapping[str, object]:
        """The record with OpenReview ``content`` merged in and explicit dotted paths resolved.

        A field given as ``paper.abstract`` that is not itself a key of the record is looked up
        in nested objects (``{"paper": {"abstract": ...}}``), each step ignoring case and
        ``_ -`` like column names; the value is added to the record under the dotted name.
        When the first step is present but a later one is not, the record simply has no value
        there (like a null); only a missing first step counts as a missing column.
        """
        record = flatten_content(record)
        found: dict[str, object] = {}
        for column in self._fields.values():
            if "." in column and column not in record:
                first, *rest = column.split(".")
                top = lookup_path(record, [first])
                if top is not ABSENT:
                    value = lookup_path(top, rest)
                    found[column] = NO_VALUE if value is ABSENT else value
        return {**record, **found} if found else record

    def columns(self, keys: Sequence[str]) -> _Columns:
        """Resolve our fields against a record's keys (cached per distinct key set)."""
        cache_key = tuple(keys)
        if cache_key in self._cache:
            return self._cache[cache_key]
        by_norm: dict[str, str] = {}
        for key in keys:
            by_norm.setdefault(normalise_column(key), key)
        explicit: dict[str, str] = {}
        missing: list[str] = []
        for ours, column in self._fields.items():
            actual = column if column in keys else by_norm.get(normalise_column(column))
            if actual is None:
                missing.append(ours)
            else:
                explicit[ours] = actual
        taken = set(explicit.values())
        candidates: dict[str, tuple[str, ...]] = {}
        for ours, aliases in FIELD_ALIASES.items():
            if ours in explicit:
                candidates[ours] = (explicit[ours],)
            elif ours in self._fields:
                candidates[ours] = ()
            else:
                found = (by_norm.get(normalise_column(alias)) for alias in aliases)
                candidates[ours] = tuple(
                    dict.fromkeys(key for key in found if key is not None and key not in taken)
                )
        resolved = _Columns(candidates, tuple(missing))
        self._cache[cache_key] = resolved
        return resolved

    def missing_abstract_message(
        self,
        keys: Sequence[str],
        *,
        unit: str = "record",
        unusable: Sequence[tuple[str, object]] = (),
        record: Mapping[str, object] | None = None,
    ) -> str:
        """Why no abstract was found among ``keys``, and what to pass instead.

        ``unusable`` are the abstract columns that were found, with their values (null, empty,
        an object without text...), so the message says what was there instead of text;
        ``record``, when given, is searched for an abstract nested in an object, to name its path.
        """
        return self._missing_abstract(keys, unit=unit, unusable=unusable) + (
            nested_hint(record) if record is not None else ""
        )

    def _missing_abstract(
        self, keys: Sequence[str], *, unit: str, unusable: Sequence[tuple[str, object]]
    ) -> str:
        found = ", ".join(keys[:15]) + (", ..." if len(keys) > 15 else "") or "nothing"
        if unusable and all(is_blank(value) for _, value in unusable):
            # The column was found: naming it again would not help, the cell is what is missing.
            cells = " and ".join(repr(column) for column, _ in unusable[:3])
            return (
                f"{unit} has no abstract: its {cells} {'field is' if len(unusable) == 1 else 'fields are'} "
                "empty; the record was skipped. Fill in the abstract in the input, or leave the record out"
            )
        held = "; ".join(f"{column!r} is {describe(value)}" for column, value in unusable[:3])
        if "abstract" in self._fields:
            state = (
                held
                or f"column {self._fields['abstract']!r} (from fields['abstract']) is missing or empty"
            )
            return (
                f"{unit} has no abstract: {state} (found: {found}); name the right column with "
                "--field abstract=NAME (library: fields={'abstract': NAME})"
            )
        looked = ", ".join(FIELD_ALIASES["abstract"])
        return (
            f"{unit} has no abstract{': ' + held if held else ''} (looked for: {looked}; found: {found}); "
            "name the column with --field abstract=NAME (library: fields={'abstract': NAME})"
        )

    def check_header(self, keys: Sequence[str], place: Place) -> list[InputIssue]:
        """Issues for explicit columns absent from a header, reported once per file."""
        columns = self.columns(keys)
        # A missing abstract column gets its own, fuller message from the caller.
        return [
            self._missing_issue(ours, keys, place)
            for ours in columns.missing_explicit
            if ours != "abstract" and ours not in self._reported
        ]

    def _missing_issue(self, ours: str, keys: Sequence[str], place: Place) -> InputIssue:
        self._reported.add(ours)
        return place.issue(
            f"no column {self._fields[ours]!r} (given as fields[{ours!r}]) (found: {', '.join(keys[:15])}); "
            f"check the name given with --field {ours}=NAME"
            + (
                f"; to give every paper of this file a {ours}, write the file as FILE::{ours}="
                + ("ICLR" if ours == "venue" else "2018")
                if ours in ("venue", "year")
                else ""
            )
        )

    def build(self, record: Mapping[str, object], place: Place) -> Iterator[Paper | InputIssue]:
        """The paper in ``record``, or issues saying why it cannot be used."""
        record = self.expand(record)
        keys = [key for key in record if isinstance(key, str)]
        columns = self.columns(keys)
        for ours in columns.missing_explicit:
            if ours != "abstract" and ours not in self._reported:
                yield self._missing_issue(ours, keys, place)

        def first(ours: str, convert: Callable[[object], _T | None]) -> _T | None:
            for column in columns.candidates[ours]:
                if value := convert(record[column]):
                    return value
            default = self._defaults.get(ours)
            return convert(default) if default is not None else None

        abstract = first("abstract", as_clean_text)
        if not abstract:
            yield place.issue(
                self.missing_abstract_message(
                    keys,
                    unusable=[(c, record[c]) for c in columns.candidates["abstract"]],
                    record=record,
                )
            )
            return
        title = first("title", as_clean_text)
        ids = [
            (normalise_column(column), text)
            for column in columns.candidates["id"]
            if (text := as_clean_text(record[column]))
        ]
        urls = [
            text for column in columns.candidates["url"] if (text := as_clean_text(record[column]))
        ]
        url = next((u for u in urls if "://" in u), urls[0] if urls else None)
        doi_text = first("doi", as_clean_text)
        doi = normalise_doi(doi_text) if doi_text else None
        if doi_text and doi is None:
            logger.debug("%s: ignoring %r, which is not a DOI", place.location, doi_text)
        if doi is None and url and "doi.org/" in url:
            doi = normalise_doi(url)
        keys = paper_keys(abstract=abstract, title=title, doi=doi, urls=urls, ids=ids)
        yield Paper(
            key=keys[0],
            abstract=abstract,
            title=title,
            authors=first("authors", _authors) or (),
            year=first("year", as_year),
            venue=first("venue", as_clean_text),
            url=url,
            doi=doi,
            identifier=ids[0][1] if ids else None,
            keywords=first("keywords", _keywords) or (),
            other_keys=keys[1:],
            source=place.source,
        )


def _authors(value: object) -> tuple[str, ...]:
    return as_names(value, split="authors")


def _keywords(value: object) -> tuple[str, ...]:
    return as_names(value, split="keywords")
