"""Opening inputs: encodings, byte-exact line iteration and whole documents (the format is
chosen in :mod:`kg.read._formats`).

Every format reader consumes :class:`Line` values, so undecodable bytes are found and reported
once, here, with the file, line and byte offset; the readers only decide which record to skip.
"""

from __future__ import annotations

import bisect
import codecs
import io
from collections.abc import Generator, Iterable, Iterator
from dataclasses import dataclass, field
from typing import BinaryIO

from kg.errors import InputError
from kg.read._limits import MAX_RECORD_BYTES, size_text
from kg.read._records import Place
from kg.types import InputIssue

__all__ = [
    "ContentTracker",
    "Decoding",
    "Document",
    "Line",
    "iter_lines",
    "read_whole",
    "replay",
    "resolve_decoding",
]

# Longest first: the UTF-32 LE mark starts with the UTF-16 LE one.
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
_WIDE = {"utf-16": "utf-16-le", "utf-32": "utf-32-le"}


@dataclass(frozen=True, slots=True)
class Decoding:
    """How to turn a file's bytes into text.

    Attributes:
        codec: A codec name with a fixed byte order (never bare ``utf-16``).
        bom_length: Bytes of byte-order mark to skip at the start of the file.
    """

    codec: str
    bom_length: int = 0

    @property
    def newline(self) -> bytes:
        """The encoded line feed that ends a line."""
        return "\n".encode(self.codec)


@dataclass(frozen=True, slots=True)
class Line:
    """One physical line of an input file.

    Attributes:
        number: 1-based line number.
        offset: Byte offset of the line's first byte in the file.
        text: The decoded line including its terminator; undecodable bytes are U+FFFD.
        error: The issue describing undecodable bytes on this line, if any.
        overlong: The line was longer than the limit and not kept (``text`` is empty).
    """

    number: int
    offset: int
    text: str
    error: InputIssue | None = None
    overlong: bool = False


def resolve_decoding(head: bytes, encoding: str | None) -> Decoding:
    """Choose the codec from the caller's choice and the file's first bytes.

    ``None`` means UTF-8, unless a byte-order mark (UTF-8, UTF-16, UTF-32) says otherwise
    or the bytes are plainly UTF-16 without a mark (ASCII text interleaved with NULs).
    """
    if encoding is None:
        for bom, codec in _BOMS:
            if head.startswith(bom):
                return Decoding(codec, len(bom))
        return Decoding(_guess_unmarked_utf16(head) or "utf-8")
    try:
        name = codecs.lookup(encoding).name
    except LookupError as e:
        raise InputError(
            f"unknown encoding {encoding!r}; pass a Python codec name such as 'utf-8', 'latin-1' or 'cp1252'"
        ) from e
    if name in ("utf-8", "utf-8-sig"):
        return Decoding("utf-8", len(codecs.BOM_UTF8) if head.startswith(codecs.BOM_UTF8) else 0)
    if name in ("utf-16", "utf-32", "utf-16-le", "utf-16-be", "utf-32-le", "utf-32-be"):
        family = name[:6]
        for bom, codec in _BOMS:
            if codec.startswith(family) and head.startswith(bom):
                return Decoding(codec, len(bom))
        return Decoding(_WIDE.get(name, name))
    return Decoding(name)


def _guess_unmarked_utf16(head: bytes) -> str | None:
    sample = head[:4096]
    if len(sample) < 4 or b"\x00" not in sample:
        return None
    even, odd = sample[0::2], sample[1::2]
    if odd.count(0) > 0.4 * len(odd) and even.count(0) < 0.05 * len(even):
        return "utf-16-le"
    if even.count(0) > 0.4 * len(even) and odd.count(0) < 0.05 * len(odd):
        return "utf-16-be"
    return None


class _Replay(io.RawIOBase):
    """A raw stream that yields already-read bytes again before the rest of a stream."""

    def __init__(self, head: bytes, rest: BinaryIO) -> None:
        self._head = head
        self._rest = rest

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        view = memoryview(buffer).cast("B")
        if self._head:
            n = min(len(view), len(self._head))
            view[:n] = self._head[:n]
            self._head = self._head[n:]
            return n
        data = self._rest.read(len(view))
        view[: len(data)] = data
        return len(data)


def replay(head: bytes, rest: BinaryIO) -> io.BufferedReader:
    """A buffered stream over ``head`` followed by the unread remainder of ``rest``."""
    return io.BufferedReader(_Replay(head, rest), buffer_size=1 << 16)


@dataclass(frozen=True, slots=True)
class _Overlong:
    """A line longer than the limit, read through without being kept."""

    size: int


def _raw_lines(
    stream: io.BufferedReader, newline: bytes, limit: int
) -> Iterator[bytes | _Overlong]:
    """The lines of ``stream`` with their terminators; a line over ``limit`` bytes is not kept."""
    if newline == b"\n":
        while raw := stream.readline(limit + 1):
            if len(raw) <= limit:
                yield raw
                continue
            size = len(raw)
            while not raw.endswith(b"\n") and (raw := stream.readline(1 << 20)):
                size += len(raw)
            yield _Overlong(size)
        return
    # UTF-16/32: a line feed is a whole code unit at an aligned offset.
    unit = len(newline)
    buffer = b""
    skipped = 0  # bytes of an over-long line read so far (its start was dropped)
    while chunk := stream.read(1 << 16):
        buffer += chunk
        start = 0
        while True:
            end = buffer.find(newline, start)
            while end != -1 and end % unit:
                end = buffer.find(newline, end + 1)
            if end == -1:
                break
            line = buffer[start : end + unit]
            if skipped or len(line) > limit:
                yield _Overlong(skipped + len(line))
                skipped = 0
            else:
                yield line
            start = end + unit
        buffer = buffer[start:]
        if len(buffer) > limit:
            keep = len(buffer) % unit  # an incomplete code unit stays for alignment
            skipped += len(buffer) - keep
            buffer = buffer[len(buffer) - keep :]
    if skipped or len(buffer) > limit:
        yield _Overlong(skipped + len(buffer))
    elif buffer:
        yield buffer


def iter_lines(
    stream: io.BufferedReader, decoding: Decoding, *, name: str, max_bytes: int = MAX_RECORD_BYTES
) -> Iterator[Line]:
    """Decode ``stream`` (positioned after any byte-order mark) line by line.

    A line with undecodable bytes is still yielded, with U+FFFD in place of the bad bytes
    and an ``error`` naming the line and the absolute byte offset of the first bad byte.
    A line longer than ``max_bytes`` is read through in bounded memory and yielded empty,
    with an ``error`` saying the limit.
    """
    offset = decoding.bom_length
    for number, raw in enumerate(_raw_lines(stream, decoding.newline, max_bytes), 1):
        if isinstance(raw, _Overlong):
            message = (
                f"the line is longer than the limit of {size_text(max_bytes)} "
                f"({size_text(raw.size)} from byte offset {offset}); the record containing it was skipped. "
                "Split the input into records on separate lines, or raise the limit "
                "(library: limits=ReadLimits(...))"
            )
            yield Line(number, offset, "", Place(name, line=number).issue(message), overlong=True)
            offset += raw.size
            continue
        try:
            yield Line(number, offset, raw.decode(decoding.codec))
        except UnicodeDecodeError as e:
            bad = raw[e.start : e.end]
            message = (
                f"cannot decode byte{'s' if len(bad) > 1 else ''} {bad.hex(' ')} at byte offset {offset + e.start} "
                f"as {decoding.codec} ({e.reason}); the record containing this line was skipped. "
                "If the file uses another encoding, name it with --encoding NAME "
                "(library: encoding=NAME), e.g. encoding='latin-1' or 'cp1252'"
            )
            yield Line(
                number,
                offset,
                raw.decode(decoding.codec, errors="replace"),
                Place(name, line=number).issue(message),
            )
        offset += len(raw)


class ContentTracker:
    """Pass lines through and remember whether any of them held more than whitespace."""

    def __init__(self, lines: Iterable[Line]) -> None:
        self._lines = lines
        self.has_content = False

    def __iter__(self) -> Iterator[Line]:
        for line in self._lines:
            if not self.has_content and (line.overlong or line.text.strip()):
                self.has_content = True
            yield line


class _TooLarge(Exception):
    """A document went over its size limit (args: the line number where it did)."""


@dataclass(slots=True)
class Document:
    """A whole file as one string, for formats that cannot be parsed line by line."""

    name: str
    text: str
    line_starts: list[int] = field(default_factory=list)
    errors: list[InputIssue] = field(default_factory=list)
    bad_lines: list[int] = field(default_factory=list)

    @classmethod
    def from_lines(cls, name: str, lines: Iterable[Line]) -> Document:
        """Join decoded lines, keeping where each starts and which were undecodable."""
        parts: list[str] = []
        starts: list[int] = []
        errors: list[InputIssue] = []
        bad: list[int] = []
        position = 0
        for line in lines:
            starts.append(position)
            parts.append(line.text)
            position += len(line.text)
            if line.error is not None:
                errors.append(line.error)
                bad.append(line.number)
        return cls(name, "".join(parts), starts, errors, bad)

    @classmethod
    def read(cls, name: str, lines: Iterable[Line], *, max_bytes: int) -> Document | InputIssue:
        """The document, or the issue saying it is larger than ``max_bytes`` (the rest unread).

        ``lines`` must come from :func:`iter_lines` with the same ``max_bytes``, so one line
        cannot take more either.
        """

        def bounded() -> Iterator[Line]:
            for line in lines:
                if line.overlong or line.offset + len(line.text) > max_bytes:
                    raise _TooLarge(line.number)
                yield line

        try:
            return cls.from_lines(name, bounded())
        except _TooLarge as e:
            return Place(name).issue(
                f"the file is larger than the limit of {size_text(max_bytes)} for a document read whole "
                f"(reached at line {e.args[0]}); it was not read. Split it into several files, or "
                "write it as JSON Lines, which is read record by record (library: limits=ReadLimits(...))"
            )

    def line_of(self, index: int) -> int:
        """The 1-based line number holding character ``index``."""
        return max(1, bisect.bisect_right(self.line_starts, index))

    def has_bad_line(self, start: int, end: int) -> bool:
        """Whether characters ``start..end`` touch a line with undecodable bytes."""
        first, last = self.line_of(start), self.line_of(max(start, end - 1))
        at = bisect.bisect_left(self.bad_lines, first)
        return at < len(self.bad_lines) and self.bad_lines[at] <= last


def read_whole(
    name: str, lines: Iterable[Line], *, max_bytes: int
) -> Generator[InputIssue, None, Document | None]:
    """Yield the issues of reading a document whole, then return it (None if it was too large)."""
    document = Document.read(name, lines, max_bytes=max_bytes)
    if isinstance(document, InputIssue):
        yield document
        return None
    yield from document.errors
    return document
