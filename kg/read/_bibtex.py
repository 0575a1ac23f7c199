"""A small, forgiving BibTeX parser: one bad entry is an issue, the others are still read."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from kg.read._keys import arxiv_id
from kg.read._latex import latex_to_plain_url, latex_to_text
from kg.read._limits import MAX_RECORD_BYTES, ReadLimits, size_text
from kg.read._records import Place, RecordBuilder
from kg.read._source import Document, Line, read_whole
from kg.types import InputIssue, Paper

__all__ = ["BibEntry", "parse_bibtex", "read_bibtex"]

_ENTRY_HEAD = re.compile(r"@[ \t]*([A-Za-z]+)\s*([{(])")
_NEXT_ENTRY = re.compile(r"\n[ \t]*@[ \t]*[A-Za-z]+\s*[{(]")
_FIELD_NAME = re.compile(r"([A-Za-z0-9_:.+/\-]+)\s*=\s*")
_BARE = re.compile(r"[A-Za-z0-9_:.+/\-]+")
_MONTHS = {
    m: m.capitalize()
    for m in ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
}
_URL_FIELDS = frozenset({"url", "doi", "eprint", "pdf", "howpublished_url"})


class BibError(ValueError):
    """Malformed entry content; ``offset`` is relative to the entry body."""

    def __init__(self, message: str, offset: int) -> None:
        super().__init__(message)
        self.offset = offset


class BibEntry(dict[str, str]):
    """Raw (still LaTeX) field values of one entry, plus its type and citation key."""

    def __init__(self, kind: str, key: str, fields: dict[str, str]) -> None:
        super().__init__(fields)
        self.kind = kind
        self.key = key


def parse_bibtex(
    document: Document, *, max_chars: int = MAX_RECORD_BYTES
) -> Iterator[tuple[int, BibEntry | str]]:
    """``(line, entry)`` for each entry, or ``(line, problem)`` for an entry that cannot be read.

    ``@comment``, ``@preamble`` are skipped; ``@string`` macros are remembered and expanded.
    An entry longer than ``max_chars`` is a problem, not parsed.
    """
    text = document.text
    macros = dict(_MONTHS)
    index = 0
    while (at := text.find("@", index)) != -1:
        head = _ENTRY_HEAD.match(text, at)
        if head is None:
            index = at + 1
            continue
        kind, opening = head.group(1).lower(), head.group(2)
        line = document.line_of(at)
        end = _body_end(text, head.end(), ")" if opening == "(" else "}")
        if end is None:
            following = _NEXT_ENTRY.search(text, head.end())
            index = following.start() + 1 if following else len(text)
            if kind != "comment":
                yield (
                    line,
                    (
                        f"@{kind} entry has unbalanced braces (it does not close before "
                        f"{'the next entry' if following else 'the end of the file'}); the entry was skipped"
                    ),
                )
            continue
        index = end + 1
        if kind in ("comment", "preamble") or document.has_bad_line(at, end):
            continue
        if end - at > max_chars:
            yield (
                line,
                f"@{kind} entry is longer than the limit of {size_text(max_chars)} for one record "
                "(library: limits=ReadLimits(...)); the entry was skipped",
            )
            continue
        body = text[head.end() : end]
        try:
            if kind == "string":
                macros.update(
                    {name.lower(): value for name, value in _parse_fields(body, 0, macros).items()}
                )
                continue
            key, start = _citation_key(body)
            yield line, BibEntry(kind, key, _parse_fields(body, start, macros))
        except BibError as e:
            yield (
                document.line_of(head.end() + e.offset),
                f"@{kind} entry: {e}; the entry was skipped",
            )


def _body_end(text: str, start: int, closing: str) -> int | None:
    """Index of the delimiter closing the entry body, or None if braces do not balance first."""
    for index, char, depth in _scan(text, start):
        if char == "}" and depth == 0:
            return index if closing == "}" else None
        if char == ")" and closing == ")" and depth == 0:
            return index
        if char == "\n" and _NEXT_ENTRY.match(text, index):
            return None  # a new entry starts on its own line before this one closed
    return None


def _scan(text: str, start: int) -> Iterator[tuple[int, str, int]]:
    """``(index, char, brace depth before it)`` from ``start``, skipping backslash escapes."""
    depth = 0
    index = start
    while index < len(text):
        char = text[index]
        if char == "\\":
            index += 2
            continue
        yield index, char, depth
        if char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
        index += 1


def _citation_key(body: str) -> tuple[str, int]:
    comma = body.find(",")
    candidate = body[: comma if comma != -1 else len(body)]
    if "=" in candidate:
        return "", 0  # no key: the body starts with a field
    return candidate.strip(), (comma + 1 if comma != -1 else len(body))


def _parse_fields(body: str, index: int, macros: dict[str, str]) -> dict[str, str]:
    fields: dict[str, str] = {}
    while True:
        while index < len(body) and (body[index].isspace() or body[index] == ","):
            index += 1
        if index >= len(body):
            return fields
        name = _FIELD_NAME.match(body, index)
        if name is None:
            raise BibError(f"expected 'name = value', found {body[index : index + 20]!r}", index)
        value, index = _parse_value(body, name.end(), macros)
        fields[name.group(1).lower()] = value


def _parse_value(body: str, index: int, macros: dict[str, str]) -> tuple[str, int]:
    """A value: parts ``{...}``, ``"..."``, numbers or macro names joined with ``#``."""
    parts: list[str] = []
    while True:
        while index < len(body) and body[index].isspace():
            index += 1
        if index >= len(body):
            raise BibError("a field has no value", index)
        char = body[index]
        if char in '{"':
            end = _closing(body, index)
            parts.append(body[index + 1 : end])
            index = end + 1
        elif bare := _BARE.match(body, index):
            word = bare.group(0)
            parts.append(macros.get(word.lower(), word))
            index = bare.end()
        else:
            raise BibError(f"unexpected {char!r} where a value should start", index)
        while index < len(body) and body[index].isspace():
            index += 1
        if index < len(body) and body[index] == "#":
            index += 1
            continue
        if index < len(body) and body[index] != ",":
            raise BibError(f"expected ',' after a value, found {body[index : index + 20]!r}", index)
        return "".join(parts), index


def _closing(body: str, start: int) -> int:
    """Index closing the ``{`` or ``"`` delimited value starting at ``start`` (braces nest)."""
    for index, char, depth in _scan(body, start + 1):
        if char == "}" and depth == 0:
            if body[start] == "{":
                return index
            raise BibError("unbalanced '}' inside a quoted value", index)
        if char == '"' and body[start] == '"' and depth == 0:
            return index
    raise BibError("a value is not closed", start)


def split_bibtex_authors(value: str) -> list[str]:
    r"""Names from a BibTeX ``author`` value: split on ``and`` outside braces, "Last, First" turned round.

    >>> split_bibtex_authors(r"Lovelace, Ada and {Barnes and Noble} and Alan Turing and others")
    ['Ada Lovelace', 'Barnes and Noble', 'Alan Turing']
    """
    names: list[str] = []
    depth, start = 0, 0
    pieces: list[str] = []
    for match in re.finditer(r"[{}]|\s+and\s+", value):
        token = match.group(0)
        if token == "{":
            depth += 1
        elif token == "}":
            depth = max(0, depth - 1)
        elif depth == 0:
            pieces.append(value[start : match.start()])
            start = match.end()
    pieces.append(value[start:])
    for piece in pieces:
        name = latex_to_text(piece)
        if not name or name.lower() == "others":
            continue
        parts = [part.strip() for part in name.split(",")]
        if len(parts) == 2 and all(parts):
            name = f"{parts[1]} {parts[0]}"
        elif len(parts) == 3 and all(parts):
            name = f"{parts[2]} {parts[0]} {parts[1]}"
        names.append(name)
    return names


def read_bibtex(
    lines: Iterable[Line], builder: RecordBuilder, limits: ReadLimits | None = None
) -> Iterator[Paper | InputIssue]:
    """Papers from the entries of a BibTeX file, with LaTeX turned into plain text.

    The file is parsed whole (at most ``limits.document_bytes``); an entry longer than
    ``limits.record_bytes`` characters is skipped as an issue.
    """
    limits = limits or ReadLimits()
    document = yield from read_whole(builder.file, lines, max_bytes=limits.document_bytes)
    if document is None:
        return
    for line, entry in parse_bibtex(document, max_chars=limits.record_bytes):
        place = Place(builder.file, line=line)
        if isinstance(entry, str):
            yield place.issue(entry)
            continue
        record: dict[str, object] = {}
        for name, raw in entry.items():
            if name == "author":
                record[name] = split_bibtex_authors(raw)
            elif name in _URL_FIELDS:
                record[name] = latex_to_plain_url(raw)
            else:
                record[name] = latex_to_text(raw)
        eprint = record.get("eprint")
        if isinstance(eprint, str):
            archive = str(record.get("archiveprefix") or record.get("eprinttype") or "").lower()
            if archive == "arxiv" or (not archive and arxiv_id(eprint)):
                record.setdefault("arxiv_id", eprint)
        if entry.key:
            record.setdefault("id", entry.key)
        yield from builder.build(record, place)
