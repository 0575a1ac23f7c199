"""JSON Lines (one object per line, streamed) and JSON documents (an array or a wrapper)."""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterable, Iterator, Mapping

from kg.read._records import Place, RecordBuilder, normalise_column
from kg.read._source import Document, Line
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


def read_jsonl(lines: Iterable[Line], builder: RecordBuilder) -> Iterator[Paper | InputIssue]:
    """One paper per line; a broken line is an issue and the rest is still read."""
    for line in lines:
        if line.error is not None:
            yield line.error
            continue
        if not line.text.strip():
            continue
        yield from _jsonl_record(line.text, Place(builder.file, line=line.number), builder)


def _jsonl_record(text: str, place: Place, builder: RecordBuilder) -> Iterator[Paper | InputIssue]:
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


def read_json(lines: Iterable[Line], builder: RecordBuilder) -> Iterator[Paper | InputIssue]:
    """Papers from a JSON array of records, a wrapper object holding one, or a single record.

    A ``.json`` file that is really JSON Lines is read as such.
    """
    document = Document.from_lines(builder.file, lines)
    yield from document.errors
    text, decoder = document.text, json.JSONDecoder()
    start = _skip(text, 0)
    try:
        if text.startswith("[", start):
            yield from _records_of_array(document, start, builder, decoder)
            return
        value, end = decoder.raw_decode(text, start)
        if _skip(text, end) < len(text) and isinstance(value, dict):
            logger.info("%s holds one JSON object per line; reading it as JSON Lines", builder.file)
            yield from _read_lines_of(document, builder)
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
            yield from _checked_build(value, start, end, document, builder)
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
    yield from _records_of_array(
        document, _member_start(text, start, list_key, decoder), builder, decoder
    )


def _records_of_array(
    document: Document, start: int, builder: RecordBuilder, decoder: json.JSONDecoder
) -> Iterator[Paper | InputIssue]:
    text = document.text
    try:
        for number, (item_start, item, item_end) in enumerate(_scan_array(text, start, decoder), 1):
            if isinstance(item, dict):
                yield from _checked_build(item, item_start, item_end, document, builder)
            else:
                yield Place(builder.file, line=document.line_of(item_start)).issue(
                    f"record {number}: expected a JSON object, found {_kind(item)}; skipped"
                )
    except json.JSONDecodeError as e:
        yield Place(builder.file, line=e.lineno).issue(
            f"not valid JSON ({_reason(e)} at column {e.colno}); records from here on were not read"
        )


def _checked_build(
    record: Mapping[str, object], start: int, end: int, document: Document, builder: RecordBuilder
) -> Iterator[Paper | InputIssue]:
    if document.has_bad_line(start, end):
        return  # the decoding issue was already reported for that line
    yield from builder.build(record, Place(builder.file, line=document.line_of(start)))


def _read_lines_of(document: Document, builder: RecordBuilder) -> Iterator[Paper | InputIssue]:
    for number, text in enumerate(document.text.split("\n"), 1):
        if text.strip() and number not in document.bad_lines:
            yield from _jsonl_record(text, Place(builder.file, line=number), builder)


def _skip(text: str, index: int) -> int:
    match = _WHITESPACE.match(text, index)
    return match.end() if match else index


def _scan_array(
    text: str, start: int, decoder: json.JSONDecoder
) -> Iterator[tuple[int, object, int]]:
    """``(start, value, end)`` of each element of the array opening at ``text[start]``."""
    index = _skip(text, start + 1)
    if text.startswith("]", index):
        return
    while True:
        value, end = decoder.raw_decode(text, index)
        yield index, value, end
        index = _skip(text, end)
        if text.startswith(",", index):
            index = _skip(text, index + 1)
        elif text.startswith("]", index):
            return
        else:
            raise json.JSONDecodeError("Expecting ',' delimiter", text, index)


def _member_start(text: str, start: int, wanted: str, decoder: json.JSONDecoder) -> int:
    """Where the value of member ``wanted`` starts in the (already validated) object at ``start``."""
    index = _skip(text, start + 1)
    found = -1
    while not text.startswith("}", index):
        key, index = decoder.raw_decode(text, index)
        index = _skip(text, _skip(text, index) + 1)  # past ':'
        if key == wanted:
            found = index  # the last duplicate wins, as in json.loads
        _, index = decoder.raw_decode(text, index)
        index = _skip(text, index)
        if text.startswith(",", index):
            index = _skip(text, index + 1)
    return found


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
