"""CSV and TSV, streamed through the csv module: with a header row, or without one.

The first non-blank row is the header, unless it looks like a record: no cell is a column
name we know (``title``, ``abstract``, ... or a name given in ``fields``) and a cell holds
text longer than a column name. Then nothing is guessed: an issue asks for a header row, or
for the abstract's column number. Fields may name columns by 1-based number
(``--field abstract=3``, library ``fields={'abstract': '3'}``); with column numbers, line 1
is a header only if it names a known field, else every row is a record.

Columns that share a name are all read: for each row, the first non-empty one wins (a
warning names them once); a column number picks one of them.
"""

from __future__ import annotations

import csv
import itertools
import logging
from collections import Counter, deque
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from kg.read._limits import ReadLimits, size_text
from kg.read._records import (
    FIELD_ALIASES,
    Place,
    RecordBuilder,
    column_number,
    is_known_column,
    normalise_column,
)
from kg.read._source import Line
from kg.types import InputIssue, Paper

__all__ = ["read_table"]

logger = logging.getLogger(__name__)

# Header cells are names; a longer cell is text, so its row is a record.
_MAX_NAME_CHARS = 64


class _RecordTooLong(Exception):
    """Raised through csv.reader when the record being read passes the size limit."""


class _Feed:
    """Feeds decoded lines to csv.reader, remembering which physical lines were undecodable.

    It also measures the record being read (``begin`` marks its start) and stops it at the
    limit, and can look ahead for the line that closes a quoted field, keeping the lines it
    passed so they can be given to csv.reader again.
    """

    def __init__(self, lines: Iterable[Line], *, limit: int) -> None:
        self._lines = iter(lines)
        self._again: deque[Line] = deque()
        self.limit = limit
        self.size = 0  # characters of the record being read
        self.pending: list[InputIssue] = []
        self.bad: set[int] = set()
        self.quotes = 0  # double quotes in the lines handed out so far
        self.last = 0  # the number of the last line handed out
        self.exhausted = False

    def __iter__(self) -> _Feed:
        return self

    def __next__(self) -> str:
        line = self._take()
        if line is None:
            self.exhausted = True
            raise StopIteration
        self.size += len(line.text)
        if self.size > self.limit:
            raise _RecordTooLong
        return line.text

    def begin(self) -> None:
        """A new record starts with the next line."""
        self.size = 0

    def _take(self) -> Line | None:
        line = self._again.popleft() if self._again else next(self._lines, None)
        if line is None:
            return None
        if line.error is not None:
            self.pending.append(line.error)
            self.bad.add(line.number)
        self.quotes += line.text.count('"')
        self.last = line.number
        return line

    def close_quote(self, *, keep: bool) -> bool:
        """Skip to the line that closes the quoted field left open; False if no line does.

        With ``keep``, only up to the record limit is looked at, and those lines are given to
        csv.reader again when none closes the field (an unclosed quote: csv's own error says
        so); without, everything up to the closing line is dropped as it is read.
        """
        seen: list[Line] = []
        state = (self.quotes, self.last, len(self.pending), set(self.bad))
        size = 0
        while (not keep or size <= self.limit) and (line := self._take()) is not None:
            if keep:
                seen.append(line)
                size += len(line.text)
            if line.text.count('"') % 2:
                return True
        if not keep:
            return False
        self.quotes, self.last = state[0], state[1]
        del self.pending[state[2] :]
        self.bad = state[3]
        self._again.extendleft(reversed(seen))
        return False


@dataclass(slots=True)
class _Layout:
    """How a row becomes a record: the key of each position, and extra keys for numbered columns.

    Attributes:
        names: The record key of each column (header names, or ``column N`` without a header).
        header_line: The line of the header row, None when the file has none.
        numbered: Keys added for column numbers that point at a repeated name -> position.
    """

    names: list[str]
    header_line: int | None
    numbered: dict[str, int] = field(default_factory=dict)

    @property
    def width(self) -> int:
        return len(self.names)

    def record(self, row: Sequence[str]) -> dict[str, object]:
        record: dict[str, str] = {}
        for name, value in zip(self.names, row):
            # A repeated column name: the first non-empty value wins.
            if name not in record or (not record[name].strip() and value.strip()):
                record[name] = value
        for key, index in self.numbered.items():
            record[key] = row[index]
        return dict(record)


def read_table(
    lines: Iterable[Line], builder: RecordBuilder, limits: ReadLimits | None = None, *, tab: bool
) -> Iterator[Paper | InputIssue]:
    """One paper per row; a row with the wrong number of fields is an issue, the rest still read.

    Locations are the physical line where the record starts (quoted fields may span lines).
    For CSV the delimiter is ',' unless the first line has more ';' than ','. A field longer
    than the csv module's field limit, or a record longer than ``limits.record_bytes``
    characters, skips its record (up to the line that closes its quoted field).
    """
    lines = iter(lines)
    leading: list[Line] = []
    for line in lines:
        leading.append(line)
        if line.text.strip():
            break
    if not leading:
        return
    first_line = leading[-1].text
    delimiter = "\t" if tab else (";" if first_line.count(";") > first_line.count(",") else ",")
    kind = "TSV" if tab else "CSV"
    feed = _Feed(itertools.chain(leading, lines), limit=(limits or ReadLimits()).record_bytes)
    reader = csv.reader(feed, delimiter=delimiter)
    layout: _Layout | None = None
    rows = 0
    end = 0
    while True:
        start = end + 1
        quotes = feed.quotes
        feed.begin()
        try:
            row = next(reader)
        except StopIteration:
            break
        except (csv.Error, _RecordTooLong) as e:
            # A record longer than csv's field limit failed on it; inside a quoted field,
            # resynchronise at the line that closes the field, not at the next physical line.
            over = isinstance(e, _RecordTooLong)
            too_long = over or feed.size > csv.field_size_limit()
            closed = (
                too_long and (feed.quotes - quotes) % 2 == 1 and feed.close_quote(keep=not over)
            )
            end = feed.last
            yield from _drain(feed)
            rows += 1
            place = Place(builder.file, line=start)
            if closed or over:
                yield place.issue(_too_long(kind, e, start, end, feed))
            else:
                yield place.issue(_malformed(kind, e, start, end))
            continue
        end = feed.last
        yield from _drain(feed)
        if not any(cell.strip() for cell in row):
            continue  # a blank line
        undecodable = any(number in feed.bad for number in range(start, end + 1))
        place = Place(builder.file, line=start)
        if layout is None:
            # A header with an undecodable byte is still the header (the byte was reported).
            layout, issues = _layout(row, builder, place, delimiter)
            yield from issues
            if layout is None:
                return
            if layout.header_line is not None:
                continue
        rows += 1
        if undecodable:
            continue  # already reported
        if feed.exhausted and (feed.quotes - quotes) % 2:
            # csv reads a quote left open up to the end of the file as one field: a file cut
            # short inside a quoted field (a truncated download) or a quote never closed.
            lines_of = f"lines {start}-{end}" if end > start else f"line {start}"
            yield place.issue(
                f"unclosed double quote: the record starting here runs to the end of the file (line {end}), "
                f"which ends inside a quoted field (cut short, or a quote left open); {lines_of} skipped. "
                "If the file was cut short, export or download it again; else close the quote, "
                'or write a quote inside a value as ""'
            )
            continue
        if len(row) != layout.width:
            yield place.issue(_ragged(layout, row, start, end, delimiter))
            continue
        yield from builder.build(layout.record(row), place)
    if layout is not None and layout.header_line is not None and rows == 0:
        shown = ", ".join(layout.names[:15]) + (", ..." if layout.width > 15 else "")
        yield Place(builder.file, line=layout.header_line).issue(
            f"the file has a header ({shown}) but no rows below it"
        )


def _layout(
    row: list[str], builder: RecordBuilder, place: Place, delimiter: str
) -> tuple[_Layout | None, list[InputIssue]]:
    """Decide from the first row whether it is a header; None (and why) if no row can be read."""
    cells = [cell.strip() for cell in row]
    fields = builder.fields
    numbers = {
        ours: number
        for ours, column in fields.items()
        if (number := column_number(column)) is not None and column.strip() not in cells
    }
    named = {normalise_column(column) for ours, column in fields.items() if ours not in numbers}
    names_a_field = any(
        cell and (is_known_column(cell) or normalise_column(cell) in named) for cell in cells
    )
    longest = max(range(len(cells)), key=lambda i: len(cells[i]))
    has_header = names_a_field or (not numbers and len(cells[longest]) <= _MAX_NAME_CHARS)
    if not has_header and not numbers:
        example = delimiter.join(["id", "title", "abstract"])
        return None, [
            place.issue(
                f"the first row looks like a record, not a header: no cell is a column name such as "
                f"title or abstract, and column {longest + 1} holds {len(cells[longest])} characters of text. "
                f"Add a header row (e.g. {example}) or give the abstract's column number: "
                f"--field abstract={longest + 1} (library: fields={{'abstract': '{longest + 1}'}}); "
                "no rows were read"
            )
        ]
    if has_header:
        layout = _Layout(cells, place.line)
        _warn_repeated(cells, place)
    else:
        layout = _Layout([f"column {i}" for i in range(1, len(cells) + 1)], None)
        logger.info("%s: no header row; reading columns by number", place.location)
    columns: dict[str, str] = {}
    for ours, number in sorted(numbers.items()):
        if number > len(cells):
            return None, [
                place.issue(
                    f"--field {ours}={number} (fields[{ours!r}]) names column {number}, but the first row "
                    f"has {len(cells)} columns; no rows were read"
                    + (
                        f". To give every paper of this file the year {number}, write the file as "
                        f"FILE::year={number}"
                        if ours == "year"
                        else ""
                    )
                )
            ]
        name = layout.names[number - 1]
        if not name or layout.names.count(name) > 1:
            name = f"{name or 'column'} (column {number})"
            layout.numbered[name] = number - 1
        columns[ours] = name
    builder.use_columns(columns)
    keys = [*layout.names, *layout.numbered]
    issues = builder.check_header(keys, place)
    if not builder.columns(keys).candidates["abstract"]:
        unit = "the header" if has_header else "the first row (no header)"
        issues.append(
            place.issue(
                builder.missing_abstract_message(keys, unit=unit)
                + "; a column can also be named by its number, e.g. --field abstract=3; no rows were read"
            )
        )
        return None, issues
    return layout, issues


def _warn_repeated(names: list[str], place: Place) -> None:
    for name, count in Counter(names).items():
        if count < 2 or not name:
            continue
        positions = [str(i) for i, other in enumerate(names, 1) if other == name]
        ours = next(
            (
                ours
                for ours, aliases in FIELD_ALIASES.items()
                if normalise_column(name) in {normalise_column(a) for a in aliases}
            ),
            "FIELD",
        )
        logger.warning(
            "%s: column name %r is repeated (columns %s); each row's first non-empty value is read. "
            "To read one of them only, give its number, e.g. --field %s=%s",
            place.location,
            name,
            ", ".join(positions),
            ours,
            positions[-1],
        )


def _ragged(layout: _Layout, row: list[str], start: int, end: int, delimiter: str) -> str:
    span = (
        f" (the record runs from line {start} to {end}: an unclosed double quote?)"
        if end > start
        else ""
    )
    reference = "the header" if layout.header_line is not None else "the first row (no header)"
    return (
        f"expected {layout.width} fields as in {reference}, found {len(row)}{span}; the row was skipped. "
        f"A value containing {delimiter!r}, a double quote or a line break must be in double quotes"
    )


def _malformed(kind: str, error: csv.Error, start: int, end: int) -> str:
    if end > start:
        return (
            f"malformed {kind} ({error}): the record starting here runs to line {end}, "
            f"probably because of an unclosed double quote; lines {start}-{end} were skipped"
        )
    return f"malformed {kind} ({error}); the record was skipped"


def _too_long(kind: str, error: Exception, start: int, end: int, feed: _Feed) -> str:
    span = f"lines {start}-{end}" if end > start else "the line"
    if isinstance(error, _RecordTooLong):
        what = f"the record is longer than the limit of {size_text(feed.limit)} for one record"
        fix = "raise the limit (library: limits=ReadLimits(record_bytes=...))"
    else:
        what = f"a field is longer than the {kind} field limit of {csv.field_size_limit():,} characters"
        fix = "shorten the field, or give the abstracts as JSON Lines, which have no field limit"
    return f"{what}; {span} (the whole record) were skipped. To read it, {fix}"


def _drain(feed: _Feed) -> list[InputIssue]:
    issues, feed.pending = feed.pending, []
    return issues
