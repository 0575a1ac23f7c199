"""CSV and TSV with a header row, streamed through the csv module."""

from __future__ import annotations

import csv
import itertools
from collections.abc import Iterable, Iterator

from kg.read._records import Place, RecordBuilder
from kg.read._source import Line
from kg.types import InputIssue, Paper

__all__ = ["read_table"]


class _Feed:
    """Feeds decoded lines to csv.reader, remembering which physical lines were undecodable."""

    def __init__(self, lines: Iterable[Line]) -> None:
        self._lines = lines
        self.pending: list[InputIssue] = []
        self.bad: set[int] = set()

    def __iter__(self) -> Iterator[str]:
        for line in self._lines:
            if line.error is not None:
                self.pending.append(line.error)
                self.bad.add(line.number)
            yield line.text


def read_table(
    lines: Iterable[Line], builder: RecordBuilder, *, tab: bool
) -> Iterator[Paper | InputIssue]:
    """One paper per row; a row with the wrong number of fields is an issue, the rest still read.

    Locations are the physical line where the record starts (quoted fields may span lines).
    For CSV the delimiter is ',' unless the header has more ';' than ','.
    """
    lines = iter(lines)
    leading: list[Line] = []
    for line in lines:
        leading.append(line)
        if line.text.strip():
            break
    if not leading:
        return
    header_line = leading[-1].text
    delimiter = "\t" if tab else (";" if header_line.count(";") > header_line.count(",") else ",")
    feed = _Feed(itertools.chain(leading, lines))
    reader = csv.reader(feed, delimiter=delimiter)
    header: list[str] | None = None
    end = 0
    while True:
        start = end + 1
        try:
            row = next(reader)
        except StopIteration:
            break
        except csv.Error as e:
            end = reader.line_num
            yield from _drain(feed)
            yield Place(builder.file, line=start).issue(
                f"malformed {'TSV' if tab else 'CSV'} ({e}); the record was skipped"
            )
            continue
        end = reader.line_num
        yield from _drain(feed)
        if not any(cell.strip() for cell in row) or any(
            number in feed.bad for number in range(start, end + 1)
        ):
            continue  # blank line, or undecodable bytes already reported
        place = Place(builder.file, line=start)
        if header is None:
            header = [cell.strip() for cell in row]
            yield from builder.check_header(header, place)
            if not builder.columns(header).candidates["abstract"]:
                yield place.issue(
                    builder.missing_abstract_message(header, unit="the header")
                    + "; no rows were read"
                )
                return
            continue
        if len(row) != len(header):
            span = (
                f" (the record runs from line {start} to {end}: an unclosed double quote?)"
                if end > start
                else ""
            )
            yield place.issue(
                f"expected {len(header)} fields as in the header, found {len(row)}{span}; the row was skipped. "
                f"A value containing {delimiter!r}, a double quote or a line break must be in double quotes"
            )
            continue
        record: dict[str, object] = {}
        for name, value in zip(header, row):
            record.setdefault(name, value)
        yield from builder.build(record, place)


def _drain(feed: _Feed) -> list[InputIssue]:
    issues, feed.pending = feed.pending, []
    return issues
