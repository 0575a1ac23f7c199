"""The stable key of a paper: DOI, arXiv id, OpenReview id, or a hash of its text."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence

from kg.text import fold

__all__ = ["arxiv_id", "key_rank", "normalise_doi", "paper_key", "paper_keys"]

# Normalised column names whose values are OpenReview forum ids.
_OPENREVIEW_ID_COLUMNS = frozenset({"forum", "openreviewid"})
# Generic id columns (PID, id, paper_id, note_id): their value is taken for an OpenReview id
# only when it has the shape of one (9 to 12 letters, digits, '_' or '-', both cases of letters),
# so a running number or a hexadecimal digest is not.
_GENERIC_ID_COLUMNS = frozenset({"id", "pid", "paperid", "noteid"})
_OPENREVIEW_SHAPE = re.compile(
    r"(?=[A-Za-z0-9_\-]*[a-z])(?=[A-Za-z0-9_\-]*[A-Z])[A-Za-z0-9_\-]{9,12}"
)
# The order of preference among a paper's keys (the best one is its key, the others aliases).
_SCHEMES = ("doi", "arxiv", "openreview", "sha256")
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


def key_rank(key: str) -> int:
    """Where a key's scheme stands in the order of preference (DOI, arXiv, OpenReview, hash).

    >>> sorted(["openreview:AbCdEfGhIj", "doi:10.1/x"], key=key_rank)
    ['doi:10.1/x', 'openreview:AbCdEfGhIj']
    """
    scheme = key.partition(":")[0]
    return _SCHEMES.index(scheme) if scheme in _SCHEMES else len(_SCHEMES)


def paper_keys(
    *,
    abstract: str,
    title: str | None,
    doi: str | None,
    urls: Sequence[str],
    ids: Sequence[tuple[str, str]],
) -> tuple[str, ...]:
    """Every key the identifiers of a record give, best first (see :func:`paper_key`).

    ``urls`` are all the links the record carries (``url``, ``link``, ``pdf``...): an arXiv,
    OpenReview or doi.org link in any of them counts, so a CSV's ``PID`` and a BibTeX entry's
    ``url = {https://openreview.net/forum?id=...}`` give the same key. A record without any
    identifier has one key, the hash of its title and abstract.

    >>> paper_keys(abstract="A", title="T", doi=None, urls=["https://openreview.net/pdf?id=rJ4km2R5t7"],
    ...            ids=[("pid", "rJ4km2R5t7"), ("id", "17")])
    ('openreview:rJ4km2R5t7',)
    """
    keys: list[str] = []
    dois = [doi] if doi else []
    dois += [found for url in urls if "doi.org/" in url and (found := normalise_doi(url))]
    for value in dois:
        arxiv_doi = _ARXIV_DOI.match(value)
        found = arxiv_id(arxiv_doi.group(1)) if arxiv_doi else None
        keys.append(f"arxiv:{found}" if found else f"doi:{value.lower()}")
    for candidate in [value for _, value in ids] + list(urls):
        if found := arxiv_id(candidate):
            keys.append(f"arxiv:{found}")
    for url in urls:
        if match := _OPENREVIEW_URL.search(url):
            keys.append(f"openreview:{match.group(1)}")
    for column, value in ids:
        value = value.strip()
        if match := _OPENREVIEW_URL.search(value):
            keys.append(f"openreview:{match.group(1)}")
        elif (column in _OPENREVIEW_ID_COLUMNS and re.fullmatch(r"[A-Za-z0-9_\-]+", value)) or (
            column in _GENERIC_ID_COLUMNS and _OPENREVIEW_SHAPE.fullmatch(value)
        ):
            keys.append(f"openreview:{value}")
    if not keys:
        digest = hashlib.sha256(f"{_hash_part(title)}\n{_hash_part(abstract)}".encode()).hexdigest()
        keys.append(f"sha256:{digest}")
    return tuple(sorted(dict.fromkeys(keys), key=key_rank))


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
    return paper_keys(abstract=abstract, title=title, doi=doi, urls=[url] if url else [], ids=ids)[
        0
    ]
