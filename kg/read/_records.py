"""From one raw record (a mapping of column names to values) to a :class:`~kg.types.Paper`.

Field detection, value coercion, text cleaning and the key rules live here, shared by every
format reader, so a paper gets the same key whether it came from CSV, JSON or BibTeX.
"""

from __future__ import annotations

import hashlib
import logging
import math
import re
import unicodedata
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

from kg.errors import InputError
from kg.text import fold
from kg.types import InputIssue, Paper

__all__ = [
    "FIELD_ALIASES",
    "Place",
    "RecordBuilder",
    "check_fields",
    "clean_text",
    "is_known_column",
    "normalise_column",
    "paper_key",
]

logger = logging.getLogger(__name__)

# Our field name -> column names tried in order (compared after normalise_column).
FIELD_ALIASES: Mapping[str, tuple[str, ...]] = {
    "abstract": ("abstract", "summary", "paperAbstract", "abstract_text", "description", "text", "source"),
    "title": ("title", "paper_title", "name"),
    "id": ("id", "paper_id", "pid", "openreview_id", "arxiv_id", "forum"),
    "authors": ("authors", "author", "creators"),
    "year": ("year", "date", "published", "publication_year"),
    "venue": ("venue", "journal", "booktitle", "conference"),
    "url": ("url", "link", "pdf_url"),
    "doi": ("doi",),
    "keywords": ("keywords", "tags", "categories"),
}
_OPENREVIEW_ID_COLUMNS = frozenset({"forum", "openreviewid"})


def normalise_column(name: str) -> str:
    """Compare column names without case, underscores, hyphens or spaces.

    >>> normalise_column("Paper_Abstract") == normalise_column("paper-abstract") == "paperabstract"
    True
    """
    return re.sub(r"[\s_\-]+", "", name).lower()


_KNOWN = frozenset(normalise_column(alias) for aliases in FIELD_ALIASES.values() for alias in aliases)


def is_known_column(name: str) -> bool:
    """Whether ``name`` is one of the column names we look for."""
    return normalise_column(name) in _KNOWN


def check_fields(fields: Mapping[str, str] | None) -> dict[str, str]:
    """Validate an explicit field mapping; a mistake here is a usage error."""
    if not fields:
        return {}
    checked: dict[str, str] = {}
    for ours, column in fields.items():
        if ours not in FIELD_ALIASES:
            raise InputError(f"fields: unknown field {ours!r}; expected one of: {', '.join(FIELD_ALIASES)}")
        if not isinstance(column, str) or not column.strip():
            raise InputError(f"fields[{ours!r}]: expected a column name, got {column!r}")
        checked[ours] = column
    return checked


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
        """``file line N`` or ``file record N`` (the value of ``InputIssue.location``)."""
        if self.line is not None:
            return f"{self.file} line {self.line}"
        if self.record is not None:
            return f"{self.file} record {self.record}"
        return self.file

    def issue(self, message: str) -> InputIssue:
        """An issue located here."""
        return InputIssue(self.location, message)


# --- text cleaning -----------------------------------------------------------------

_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u00ad\u2060\ufeff"), None)
_LIGATURES = re.compile("[\ufb00-\ufb06]")


def clean_text(text: str) -> str:
    """Collapse whitespace, drop zero-width spaces and soft hyphens, spell out ligatures.

    Only the ligature characters are NFKC-normalised; the rest of the text is kept as is.

    >>> clean_text("  e\\ufb03cient\\u00ad  zero\\u200bshot\\n learning ")
    'efficient zeroshot learning'
    """
    text = text.translate(_INVISIBLE)
    text = _LIGATURES.sub(lambda m: unicodedata.normalize("NFKC", m.group(0)), text)
    return " ".join(text.split())


# --- keys --------------------------------------------------------------------------

_DOI_PREFIX = re.compile(r"^\s*(?:https?://(?:dx\.)?doi\.org/|doi:\s*)", re.IGNORECASE)
_DOI = re.compile(r"^10\.\d{4,9}/\S+$")
_ARXIV_DOI = re.compile(r"^10\.48550/arxiv\.(.+)$", re.IGNORECASE)
_ARXIV_NEW = r"\d{4}\.\d{4,5}"
_ARXIV_OLD = r"[a-z][a-z\-]*(?:\.[A-Z]{2})?/\d{7}"
_ARXIV_ID = re.compile(rf"^(?:arxiv:\s*)?({_ARXIV_NEW}|{_ARXIV_OLD})(?:v\d+)?$", re.IGNORECASE)
_ARXIV_URL = re.compile(rf"arxiv\.org/(?:abs|pdf|html)/({_ARXIV_NEW}|{_ARXIV_OLD})(?:v\d+)?(?:\.pdf)?/?(?:[?#]|$)", re.IGNORECASE)
_OPENREVIEW_URL = re.compile(r"openreview\.net/(?:forum|pdf)\?(?:[^#\s]*&)?id=([A-Za-z0-9_\-]+)")


def normalise_doi(value: str) -> str | None:
    """A bare DOI (``10.xxxx/...``) from a DOI, ``doi:`` string or doi.org URL; None if not a DOI."""
    doi = _DOI_PREFIX.sub("", value.strip()).strip()
    return doi if _DOI.match(doi) else None


def arxiv_id(value: str) -> str | None:
    """The version-less arXiv id in an id or an arxiv.org URL, else None.

    >>> arxiv_id("http://arxiv.org/abs/2401.00001v2"), arxiv_id("arXiv:hep-th/9901001v1"), arxiv_id("abc")
    ('2401.00001', 'hep-th/9901001', None)
    """
    value = value.strip()
    match = _ARXIV_ID.match(value) or _ARXIV_URL.search(value)
    return match.group(1) if match else None


def _hash_part(text: str | None) -> str:
    return " ".join(fold(text or "").lower().split())


def paper_key(*, abstract: str, title: str | None, doi: str | None, url: str | None, ids: Sequence[tuple[str, str]]) -> str:
    """The stable key of a paper (see :class:`~kg.types.Paper`).

    ``ids`` are ``(normalised column name, value)`` pairs of the record's identifiers.
    Order: DOI (an arXiv DataCite DOI counts as the arXiv id), arXiv id, OpenReview forum id,
    then a SHA-256 of the folded, lowercased, whitespace-collapsed title and abstract.
    """
    if doi:
        arxiv_doi = _ARXIV_DOI.match(doi)
        if arxiv_doi and arxiv_id(arxiv_doi.group(1)):
            return f"arxiv:{arxiv_id(arxiv_doi.group(1))}"
        return f"doi:{doi.lower()}"
    for candidate in [value for _, value in ids] + ([url] if url else []):
        found = arxiv_id(candidate)
        if found:
            return f"arxiv:{found}"
    if url and (match := _OPENREVIEW_URL.search(url)):
        return f"openreview:{match.group(1)}"
    for column, value in ids:
        if column in _OPENREVIEW_ID_COLUMNS and re.fullmatch(r"[A-Za-z0-9_\-]+", value):
            return f"openreview:{value}"
    digest = hashlib.sha256(f"{_hash_part(title)}\n{_hash_part(abstract)}".encode()).hexdigest()
    return f"sha256:{digest}"


# --- value coercion ------------------------------------------------------------------


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
        return str(int(value)) if value.is_integer() else (str(value) if math.isfinite(value) else None)
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


def as_names(value: object, *, split: str) -> tuple[str, ...]:
    """A tuple of names from a list or a delimited string (``split`` is 'authors' or 'keywords')."""
    value = _unwrap(value)
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

    def __init__(self, file: str, *, fields: Mapping[str, str] | None = None, defaults: Mapping[str, object] | None = None) -> None:
        self.file = file
        self._fields = dict(fields or {})
        self._defaults = dict(defaults or {})
        self._cache: dict[tuple[str, ...], _Columns] = {}
        self._reported: set[str] = set()

    def set_defaults(self, **defaults: object) -> None:
        """Replace the default field values."""
        self._defaults = dict(defaults)

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
                candidates[ours] = tuple(dict.fromkeys(key for key in found if key is not None and key not in taken))
        resolved = _Columns(candidates, tuple(missing))
        self._cache[cache_key] = resolved
        return resolved

    def missing_abstract_message(self, keys: Sequence[str], *, unit: str = "record") -> str:
        """Why no abstract was found among ``keys``, and what to pass instead."""
        found = ", ".join(keys[:15]) + (", ..." if len(keys) > 15 else "") or "nothing"
        if "abstract" in self._fields:
            return (
                f"{unit} has no abstract: column {self._fields['abstract']!r} (from fields['abstract']) "
                f"is missing or empty (found: {found}); check the name in fields={{'abstract': NAME}} "
                "(CLI: --field abstract=NAME)"
            )
        looked = ", ".join(FIELD_ALIASES["abstract"])
        return (
            f"{unit} has no abstract (looked for: {looked}; found: {found}); "
            "pass fields={'abstract': NAME} (CLI: --field abstract=NAME)"
        )

    def check_header(self, keys: Sequence[str], place: Place) -> list[InputIssue]:
        """Issues for explicit columns absent from a header, reported once per file."""
        columns = self.columns(keys)
        # A missing abstract column gets its own, fuller message from the caller.
        return [self._missing_issue(ours, keys, place) for ours in columns.missing_explicit if ours != "abstract" and ours not in self._reported]

    def _missing_issue(self, ours: str, keys: Sequence[str], place: Place) -> InputIssue:
        self._reported.add(ours)
        return place.issue(
            f"no column {self._fields[ours]!r} (given as fields[{ours!r}]) (found: {', '.join(keys[:15])}); "
            f"check the name (CLI: --field {ours}=NAME)"
        )

    def build(self, record: Mapping[str, object], place: Place) -> Iterator[Paper | InputIssue]:
        """The paper in ``record``, or issues saying why it cannot be used."""
        record = _flatten_content(record)
        keys = [key for key in record if isinstance(key, str)]
        columns = self.columns(keys)
        for ours in columns.missing_explicit:
            if ours != "abstract" and ours not in self._reported:
                yield self._missing_issue(ours, keys, place)

        def first(ours: str, convert: object = as_text) -> object:
            for column in columns.candidates[ours]:
                value = convert(record[column])  # type: ignore[operator]
                if value:
                    return value
            return self._defaults.get(ours)

        abstract = clean_text(str(first("abstract") or ""))
        if not abstract:
            yield place.issue(self.missing_abstract_message(keys))
            return
        title = clean_text(str(first("title") or "")) or None
        ids = [(normalise_column(column), text.strip()) for column in columns.candidates["id"] if (text := as_text(record[column])) and text.strip()]
        url = _clean_optional(first("url"))
        doi_text = _clean_optional(first("doi"))
        doi = normalise_doi(doi_text) if doi_text else None
        if doi_text and doi is None:
            logger.debug("%s: ignoring %r, which is not a DOI", place.location, doi_text)
        if doi is None and url:
            doi = normalise_doi(url) if "doi.org/" in url else None
        year = first("year", as_year)
        yield Paper(
            key=paper_key(abstract=abstract, title=title, doi=doi, url=url, ids=ids),
            abstract=abstract,
            title=title,
            authors=_names(first("authors", lambda v: as_names(v, split="authors"))),
            year=year if isinstance(year, int) else None,
            venue=_clean_optional(first("venue")),
            url=url,
            doi=doi,
            identifier=ids[0][1] if ids else None,
            keywords=_names(first("keywords", lambda v: as_names(v, split="keywords"))),
            source=place.source,
        )


def _flatten_content(record: Mapping[str, object]) -> Mapping[str, object]:
    # OpenReview notes keep the paper's fields under "content"; top-level keys win.
    content = record.get("content")
    if not isinstance(content, Mapping):
        return record
    merged = dict(record)
    for key, value in content.items():
        merged.setdefault(key, value)
    return merged


def _clean_optional(value: object) -> str | None:
    return clean_text(value) or None if isinstance(value, str) else None


def _names(value: object) -> tuple[str, ...]:
    return value if isinstance(value, tuple) else ()
