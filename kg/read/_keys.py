"""The stable key of a paper: DOI, arXiv id, OpenReview id, or a hash of its text."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence

from kg.text import fold

__all__ = ["arxiv_id", "normalise_doi", "paper_key"]

# Normalised column names whose values are OpenReview forum ids.
_OPENREVIEW_ID_COLUMNS = frozenset({"forum", "openreviewid"})
_DOI_PREFIX = re.compile(r"^\s*(?:https?://(?:dx\.)?doi\.org/|doi:\s*)", re.IGNORECASE)
_DOI = re.compile(r"^10\.\d{4,9}/\S+$")
_ARXIV_DOI = re.compile(r"^10\.48550/arxiv\.(.+)$", re.IGNORECASE)
_ARXIV_NEW = r"\d{4}\.\d{4,5}"
_ARXIV_OLD = r"[a-z][a-z\-]*(?:\.[A-Z]{2})?/\d{7}"
_ARXIV_ID = re.compile(rf"^(?:arxiv:\s*)?({_ARXIV_NEW}|{_ARXIV_OLD})(?:v\d+)?$", re.IGNORECASE)
_ARXIV_URL = re.compile(
    rf"arxiv\.org/(?:abs|pdf|html)/({_ARXIV_NEW}|{_ARXIV_OLD})(?:v\d+)?(?:\.pdf)?/?(?:[?#]|$)",
    re.IGNORECASE,
)
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


def paper_key(
    *,
    abstract: str,
    title: str | None,
    doi: str | None,
    url: str | None,
    ids: Sequence[tuple[str, str]],
) -> str:
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
