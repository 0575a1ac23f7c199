"""JSON Lines (one object per line, streamed) and JSON documents (an array or a wrapper).

Nesting is measured before a record is decoded: the json module recurses once per level, so a
line of a thousand ``[`` would raise ``RecursionError`` (and deep values would make every later
step recurse too). A record nested deeper than the limit is skipped as an issue.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterable, Iterator, Mapping

from kg.read._limits import ReadLimits, size_text
from kg.read._records import Place, RecordBuilder, normalise_column
from kg.read._source import Document, Line, read_whole
from kg.types import InputIssue, Paper

__all__ = ["read_json", "read_jsonl"]

logger = logging.getLogger(__name__)

# Keys under which a wrapper object commonly holds its list of records.
_RECORD_LISTS = (
    "papers",
    "records",
    "data",
    "items",
    "results",
    "entries",
    "documents",
    "rows",
    "notes",
    "hits",
)
_WHITESPACE = re.compile(r"[ \t\n\r]*")
# A string (possibly unterminated) or a bracket: what nesting is measured on.
_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[\]{}]', re.DOTALL)


class _TooDeep:
    """An element of an array that nests deeper than the limit (not decoded)."""


_TOO_DEEP = _TooDeep()


def read_jsonl(
    lines: Iterable[Line], builder: RecordBuilder, limits: ReadLimits | None = None
) -> Iterator[Paper | InputIssue]:
    """One paper per line; a broken line is an issue and the rest is still read."""
    depth = (limits or ReadLimits()).json_depth
    for line in lines:
        if line.error is not None:
            yield line.error
            continue
        if not line.text.strip():
            continue
        yield from _jsonl_record(line.text, Place(builder.file, line=line.number), builder, depth)


def _jsonl_record(
    text: str, place: Place, builder: RecordBuilder, depth: int
) -> Iterator[Paper | InputIssue]:
    if _may_nest(text, depth) and _too_deep(text, _skip(text, 0), depth):
        yield place.issue(f"{_deep_message(depth)}; the line was skipped")
        return
    try:
        value = json.loads(text)
    except json.JSONDecodeError as e:
        yield place.issue(
            f"not valid JSON ({_reason(e)} at column {e.colno}); the line was skipped. Each line must hold one JSON object"
        )
        return
    if not isinstance(value, dict):
        yield place.issue(f"expected a JSON object, found {_kind(value)}; the line was skipped")
        return
    yield from builder.build(value, place)


def read_json(
    lines: Iterable[Line], builder: RecordBuilder, limits: ReadLimits | None = None
) -> Iterator[Paper | InputIssue]:
    """Papers from a JSON array of records, a wrapper object holding one, or a single record.

    A ``.json`` file that is really JSON Lines is read as such.
    """
    limits = limits or ReadLimits()
    document = yield from read_whole(builder.file, lines, max_bytes=limits.document_bytes)
    if document is None:
        return
    text, decoder = document.text, json.JSONDecoder()
    start = _skip(text, 0)
    records = _Records(document, builder, decoder, limits)
    try:
        if text.startswith("[", start):
            yield from records.of_array(start)
            return
        if (
            text.startswith("{", start)
            and records.may_nest
            and _too_deep(text, start, limits.json_depth)
        ):
            yield from _deep_object(records, start)
            return
        value, end = decoder.raw_decode(text, start)
        if _skip(text, end) < len(text) and isinstance(value, dict):
            logger.info(
                "%s holds one JSON object per line; reading it as JSON Lines",
                Place(builder.file).location,
            )
            yield from _read_lines_of(document, builder, limits.json_depth)
            return
        if _skip(text, end) < len(text):
            raise json.JSONDecodeError("Extra data", text, _skip(text, end))
    except json.JSONDecodeError as e:
        yield Place(builder.file, line=e.lineno).issue(
            f"not valid JSON ({_reason(e)} at column {e.colno}); records from here on were not read"
        )
        return
    if not isinstance(value, dict):
        yield Place(builder.file, line=document.line_of(start)).issue(
            f"expected a JSON array or object of records, found {_kind(value)}"
        )
        return
    list_key = _record_list_key(value, builder)
    if list_key is None:
        if _is_record(value, builder):
            yield from records.build(value, start, end)
            return
        lists = [key for key, item in value.items() if isinstance(item, list)]
        hint = f"; lists found under: {', '.join(lists)}" if lists else ""
        yield Place(builder.file, line=document.line_of(start)).issue(
            f"expected an array of records or an object with a list under one of {', '.join(_RECORD_LISTS)}{hint}; "
            f"found keys: {', '.join(list(value)[:15])}. "
            + builder.missing_abstract_message(
                list(value), unit="the top-level object", record=value
            )
        )
        return
    yield from records.of_array(dict(_members(text, start, decoder))[list_key])


class _Records:
    """The records of one JSON document, each checked against the limits before it is built."""

    def __init__(
        self,
        document: Document,
        builder: RecordBuilder,
        decoder: json.JSONDecoder,
        limits: ReadLimits,
    ) -> None:
        self.document, self.builder, self.decoder, self.limits = document, builder, decoder, limits
        self.may_nest = _may_nest(document.text, limits.json_depth)

    def place(self, index: int) -> Place:
        return Place(self.builder.file, line=self.document.line_of(index))

    def of_array(self, start: int) -> Iterator[Paper | InputIssue]:
        """The records of the array opening at ``start``; a bad element is an issue."""
        text, depth = self.document.text, self.limits.json_depth
        elements = _scan_array(text, start, self.decoder, depth if self.may_nest else None)
        try:
            for number, (item_start, item, item_end) in enumerate(elements, 1):
                if isinstance(item, dict):
                    yield from self.build(item, item_start, item_end, number=number)
                elif item is _TOO_DEEP:
                    yield self.place(item_start).issue(
                        f"record {number}: {_deep_message(depth)}; skipped"
                    )
                else:
                    yield self.place(item_start).issue(
                        f"record {number}: expected a JSON object, found {_kind(item)}; skipped"
                    )
        except json.JSONDecodeError as e:
            yield Place(self.builder.file, line=e.lineno).issue(
                f"not valid JSON ({_reason(e)} at column {e.colno}); records from here on were not read"
            )

    def build(
        self, record: Mapping[str, object], start: int, end: int, *, number: int | None = None
    ) -> Iterator[Paper | InputIssue]:
        if self.document.has_bad_line(start, end):
            return  # the decoding issue was already reported for that line
        if end - start > self.limits.record_bytes:
            which = f"record {number}" if number is not None else "the record"
            yield self.place(start).issue(
                f"{which} is longer than the limit of {size_text(self.limits.record_bytes)} "
                "for one record; skipped (library: limits=ReadLimits(...))"
            )
            return
        yield from self.builder.build(record, self.place(start))


def _deep_object(records: _Records, start: int) -> Iterator[Paper | InputIssue]:
    """A top-level object nested too deep: read its list of records, if it has one, element-wise."""
    text = records.document.text
    members = _members(text, start, records.decoder)
    lists = {key: at for key, at in members if text.startswith("[", at)}
    by_norm = {normalise_column(key): key for key in lists}
    key = next((by_norm[name] for name in _RECORD_LISTS if name in by_norm), None)
    if key is None and len(lists) == 1:
        key = next(iter(lists))
    if key is None:
        yield records.place(start).issue(
            f"{_deep_message(records.limits.json_depth, what='the top-level object')}; it was not read"
        )
        return
    yield from records.of_array(lists[key])


def _read_lines_of(
    document: Document, builder: RecordBuilder, depth: int
) -> Iterator[Paper | InputIssue]:
    for number, text in enumerate(document.text.split("\n"), 1):
        if text.strip() and number not in document.bad_lines:
            yield from _jsonl_record(text, Place(builder.file, line=number), builder, depth)


def _skip(text: str, index: int) -> int:
    match = _WHITESPACE.match(text, index)
    return match.end() if match else index


def _scan_array(
    text: str, start: int, decoder: json.JSONDecoder, depth: int | None
) -> Iterator[tuple[int, object, int]]:
    """``(start, value, end)`` of each element of the array opening at ``text[start]``.

    With a ``depth``, an element nested deeper is not decoded: its value is ``_TOO_DEEP``.
    """
    index = _skip(text, start + 1)
    if text.startswith("]", index):
        return
    while True:
        deep_end = _too_deep(text, index, depth) if depth is not None else None
        value, end = (_TOO_DEEP, deep_end) if deep_end else decoder.raw_decode(text, index)
        yield index, value, end
        index = _skip(text, end)
        if text.startswith(",", index):
            index = _skip(text, index + 1)
        elif text.startswith("]", index):
            return
        else:
            raise json.JSONDecodeError("Expecting ',' delimiter", text, index)


def _members(text: str, start: int, decoder: json.JSONDecoder) -> list[tuple[str, int]]:
    """``(key, value start)`` of each member of the (already validated) object at ``start``.

    Values are skipped, not decoded, so a member nested too deep costs no recursion.
    """
    index = _skip(text, start + 1)
    found: list[tuple[str, int]] = []
    while not text.startswith("}", index):
        key, index = decoder.raw_decode(text, index)
        index = _skip(text, _skip(text, index) + 1)  # past ':'
        found.append((key, index))  # dict() of the list: the last duplicate wins, as in json.loads
        index = _skip(text, _value_end(text, index, decoder))
        if text.startswith(",", index):
            index = _skip(text, index + 1)
    return found


def _value_end(text: str, start: int, decoder: json.JSONDecoder) -> int:
    if text.startswith(("[", "{"), start):
        return _nesting(text, start)[0]
    return decoder.raw_decode(text, start)[1]


def _nesting(text: str, start: int) -> tuple[int, int]:
    """``(end, depth)``: where the array or object opening at ``start`` ends, how deep it nests."""
    depth = deepest = 0
    for match in _TOKEN.finditer(text, start):
        bracket = match.group()[0]
        if bracket in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif bracket in "]}":
            depth -= 1
            if depth == 0:
                return match.end(), deepest
    return len(text), deepest


def _may_nest(text: str, depth: int) -> bool:
    """Whether ``text`` has brackets enough to nest deeper than ``depth`` (a cheap first test)."""
    return text.count("[") + text.count("{") > depth


def _too_deep(text: str, start: int, depth: int) -> int | None:
    """If the value at ``start`` nests deeper than ``depth``, the index after it, else None."""
    if not text.startswith(("[", "{"), start):
        return None
    end, deepest = _nesting(text, start)
    return end if deepest > depth else None


def _deep_message(depth: int, *, what: str = "a record") -> str:
    return (
        f"{what} is nested deeper than the limit of {depth} levels of arrays and objects "
        "(library: limits=ReadLimits(json_depth=...))"
    )


def _record_list_key(value: Mapping[str, object], builder: RecordBuilder) -> str | None:
    by_norm = {normalise_column(key): key for key in value}
    for name in _RECORD_LISTS:
        key = by_norm.get(name)
        if key is not None and isinstance(value[key], list):
            return key
    lists = [
        key
        for key, item in value.items()
        if isinstance(item, list) and item and all(isinstance(x, dict) for x in item)
    ]
    return lists[0] if len(lists) == 1 and not _is_record(value, builder) else None


def _is_record(value: Mapping[str, object], builder: RecordBuilder) -> bool:
    expanded = builder.expand(value)  # a dotted --field path may reach into the object
    columns = builder.columns([key for key in expanded if isinstance(key, str)])
    return bool(columns.candidates["abstract"] or columns.candidates["title"]) or isinstance(
        value.get("content"), dict
    )


def _reason(error: json.JSONDecodeError) -> str:
    # Some messages end with "at" ("Invalid control character at"); the column follows.
    return re.sub(r"\s+at$", "", error.msg)


def _kind(value: object) -> str:
    return {
        dict: "an object",
        list: "an array",
        str: "a string",
        bool: "a boolean",
        type(None): "null",
    }.get(type(value), "a number")
