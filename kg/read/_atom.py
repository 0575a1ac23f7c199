"""arXiv API responses: Atom XML feeds of ``<entry>`` elements."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator

from kg.read._limits import ReadLimits
from kg.read._records import Place, RecordBuilder
from kg.read._source import Document, Line
from kg.types import InputIssue, Paper

__all__ = ["read_arxiv"]

_ATOM = "{http://www.w3.org/2005/Atom}"
_ARXIV = "{http://arxiv.org/schemas/atom}"
_DOCTYPE = re.compile(r"<!DOCTYPE", re.IGNORECASE)
_ENTITY = re.compile(r"<!ENTITY", re.IGNORECASE)


def read_arxiv(
    lines: Iterable[Line], builder: RecordBuilder, limits: ReadLimits | None = None
) -> Iterator[Paper | InputIssue]:
    """Papers from the ``<entry>`` elements of an Atom feed (sources are ``file#N``).

    A document type declaring entities is refused rather than expanded: entity expansion is
    how "billion laughs" files exhaust memory, and arXiv feeds never need it. The feed is
    parsed whole, so its size is bounded by ``limits.document_bytes``.
    """
    document = Document.read(builder.file, lines, max_bytes=(limits or ReadLimits()).document_bytes)
    if isinstance(document, InputIssue):
        yield document
        return
    if document.errors:
        yield from document.errors
        yield Place(builder.file).issue(
            "the XML document has undecodable bytes and was not read; fix the encoding or name it "
            "with --encoding NAME (library: encoding=NAME)"
        )
        return
    text = document.text
    doctype = _DOCTYPE.search(text)
    if doctype and _ENTITY.search(text, doctype.end()):
        yield Place(builder.file, line=document.line_of(doctype.start())).issue(
            "the XML declares entities in a <!DOCTYPE>; refusing to expand them (a possible entity-expansion attack). "
            "Remove the DOCTYPE: an arXiv API feed does not need one"
        )
        return
    try:
        root = ET.fromstring(text)
    except ET.ParseError as e:
        yield Place(builder.file, line=e.position[0]).issue(
            f"not well-formed XML ({e}); the file was not read"
        )
        return
    if root.tag == f"{_ATOM}entry":
        entries = [root]
    elif root.tag == f"{_ATOM}feed":
        entries = root.findall(f"{_ATOM}entry")
    else:
        yield Place(builder.file).issue(
            f"expected an Atom <feed> (the arXiv API format), found <{root.tag}>; pass input_format= another format"
        )
        return
    for number, entry in enumerate(entries, 1):
        place = Place(builder.file, record=number)
        identifier = _text(entry, f"{_ATOM}id") or ""
        if "/api/errors" in identifier:
            yield place.issue(
                f"the arXiv API returned an error: {_text(entry, f'{_ATOM}summary') or 'no message'}"
            )
            continue
        yield from builder.build(_record(entry), place)


def _text(element: ET.Element, path: str) -> str | None:
    found = element.find(path)
    return "".join(found.itertext()) if found is not None else None


def _record(entry: ET.Element) -> dict[str, object]:
    links = entry.findall(f"{_ATOM}link")
    url = next(
        (
            link.get("href")
            for link in links
            if link.get("rel", "alternate") == "alternate" and link.get("href")
        ),
        None,
    )
    return {
        "id": _text(entry, f"{_ATOM}id"),
        "title": _text(entry, f"{_ATOM}title"),
        "abstract": _text(entry, f"{_ATOM}summary"),
        "authors": [
            name
            for author in entry.findall(f"{_ATOM}author")
            if (name := _text(author, f"{_ATOM}name"))
        ],
        "published": _text(entry, f"{_ATOM}published") or _text(entry, f"{_ATOM}updated"),
        "doi": _text(entry, f"{_ARXIV}doi"),
        "url": url,
        "categories": [
            term for category in entry.findall(f"{_ATOM}category") if (term := category.get("term"))
        ],
    }
