"""Plain text: an optional heading line, then abstracts separated by blank lines.

The layout of ``examples/iclr2026.txt``::

    ICLR 2026 Papers

    First abstract, possibly over
    several lines.

    Second abstract.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Iterator

from kg.read._limits import ReadLimits, size_text
from kg.read._records import Place, RecordBuilder
from kg.read._source import Line
from kg.types import InputIssue, Paper

__all__ = ["join_lines", "parse_heading", "read_text"]

logger = logging.getLogger(__name__)

_MAX_HEADING_CHARS = 100
_MAX_HEADING_WORDS = 12
_HEADING_YEAR = re.compile(r"(?<!\d)((?:19|20)\d\d)(?!\d)")
# A token of letters with at least two capitals: ICLR, NeurIPS, ACL (not "Papers").
_HEADING_VENUE = re.compile(r"(?<![A-Za-z])[A-Za-z]*[A-Z][A-Za-z]*[A-Z][A-Za-z]*(?![A-Za-z])")


def parse_heading(line: str) -> dict[str, object] | None:
    """The venue and year a heading line names, or None if the line is not a heading.

    A heading is one short line without sentence-final punctuation (Markdown ``#`` marks allowed).

    >>> parse_heading("ICLR 2026 Papers")
    {'venue': 'ICLR', 'year': 2026}
    >>> parse_heading("We propose a method.") is None
    True
    """
    text = line.strip()
    markdown = text.startswith("#")
    text = text.lstrip("#").strip()
    if not markdown and (
        len(text) > _MAX_HEADING_CHARS
        or len(text.split()) > _MAX_HEADING_WORDS
        or text.endswith((".", "!", "?"))
    ):
        return None
    found: dict[str, object] = {}
    if venue := _HEADING_VENUE.search(text):
        found["venue"] = venue.group(0)
    if year := _HEADING_YEAR.search(text):
        found["year"] = int(year.group(1))
    return found


def join_lines(lines: Iterable[str]) -> str:
    """Join the lines of one paragraph with single spaces, undoing end-of-line hyphenation.

    ``optimi-`` + ``zation`` becomes ``optimization`` when the part before the hyphen is a
    lowercase word fragment; a hyphenated compound (``state-of-the-`` + ``art``) keeps its
    hyphen.

    >>> join_lines(["convex optimi-", "zation of a state-of-the-", "art model"])
    'convex optimization of a state-of-the-art model'
    """
    text = ""
    for raw in lines:
        line = raw.strip()
        if not line:
            continue
        last = text.rsplit(maxsplit=1)[-1] if text else ""
        if last.endswith("-") and line[0].islower():
            if re.fullmatch(r"[a-z]+-", last):
                text = text[:-1] + line
                continue
            if re.search(r"[A-Za-z]-$", last):
                text += line
                continue
        text = f"{text} {line}" if text else line
    return text


def read_text(
    lines: Iterable[Line], builder: RecordBuilder, limits: ReadLimits | None = None
) -> Iterator[Paper | InputIssue]:
    """Papers from blank-line separated paragraphs; a heading paragraph sets venue and year.

    A file holding nothing but one short line that names no venue or year ("Transformers")
    is one abstract, not a heading. A paragraph longer than ``limits.record_bytes`` characters
    is skipped (without being kept in memory) as an issue.
    """
    limit = (limits or ReadLimits()).record_bytes
    first = True
    # A first line that could be a heading without venue or year: an abstract if nothing follows.
    pending: list[Line] | None = None
    for paragraph in _paragraphs(lines, builder.file, limit):
        pending = None
        if isinstance(paragraph, InputIssue):
            yield paragraph
            first = False
            continue
        errors = [line.error for line in paragraph if line.error is not None]
        if errors:
            yield from errors
            first = False
            continue
        texts = [line.text for line in paragraph]
        if len(texts) == 1:
            heading = parse_heading(texts[0])
            if heading is not None and (first or texts[0].lstrip().startswith("#")):
                if first:
                    builder.set_defaults(**heading)
                    if not heading and not texts[0].lstrip().startswith("#"):
                        pending = paragraph
                logger.debug(
                    "%s: heading %r",
                    Place(builder.file, line=paragraph[0].number).location,
                    texts[0].strip(),
                )
                first = False
                continue
        first = False
        yield from _paragraph_paper(paragraph, builder)
    if pending is not None:
        yield from _paragraph_paper(pending, builder)


def _paragraph_paper(paragraph: list[Line], builder: RecordBuilder) -> Iterator[Paper | InputIssue]:
    texts = [line.text for line in paragraph]
    if not re.search(r"\w", "".join(texts)):
        return  # a rule such as "---" or "***"
    yield from builder.build(
        {"abstract": join_lines(texts)}, Place(builder.file, line=paragraph[0].number)
    )


def _paragraphs(lines: Iterable[Line], file: str, limit: int) -> Iterator[list[Line] | InputIssue]:
    """Blank-line separated paragraphs; one over ``limit`` characters is an issue instead."""
    paragraph: list[Line] = []
    size = 0
    first = last = 0  # the lines of a paragraph over the limit, dropped as they come
    for line in lines:
        if line.text.strip() or line.error is not None:
            size += len(line.text)
            if not first and size > limit:
                # Not kept: without a blank line, the paragraph may be the whole file.
                first, paragraph = (paragraph[0] if paragraph else line).number, []
            if first:
                last = line.number
            else:
                paragraph.append(line)
            continue
        if first:
            yield _too_long(file, (first, last), limit)
        elif paragraph:
            yield paragraph
        paragraph, size, first = [], 0, 0
    if first:
        yield _too_long(file, (first, last), limit)
    elif paragraph:
        yield paragraph


def _too_long(file: str, lines: tuple[int, int], limit: int) -> InputIssue:
    return Place(file, line=lines[0]).issue(
        f"the paragraph (lines {lines[0]}-{lines[1]}) is longer than the limit of {size_text(limit)} "
        "for one record; it was skipped. Separate abstracts with a blank line, or raise the limit "
        "(library: limits=ReadLimits(...))"
    )
