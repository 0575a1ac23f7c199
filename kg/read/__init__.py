"""The read stage: paper records from files in many formats, as typed :class:`~kg.types.Paper`.

>>> from kg.read import read_papers
>>> result = read_papers(["examples/iclr2026.txt"])  # doctest: +SKIP
>>> len(result.papers), result.papers[0].venue, result.papers[0].year  # doctest: +SKIP
(19, 'ICLR', 2026)

Formats: ``text`` (blank-line separated abstracts), ``jsonl``, ``json``, ``csv``, ``tsv``,
``bibtex`` and ``arxiv`` (arXiv API Atom XML). A record that cannot be used is reported as an
:class:`~kg.types.InputIssue` and skipped; the rest is still read. Line-oriented formats are
streamed; ``json``, ``bibtex`` and ``arxiv`` are parsed whole.
"""

from __future__ import annotations

import io
import itertools
import logging
import os
import stat
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import ExitStack
from functools import partial
from typing import BinaryIO

from kg.errors import InputError
from kg.read._atom import read_arxiv
from kg.read._bibtex import read_bibtex
from kg.read._dedup import SAME_ID, SAME_TEXT, PaperIndex, merge_paper
from kg.read._formats import FORMATS, format_from_extension, sniff_format
from kg.read._inputs import (
    InputSpec,
    binary_reason,
    compression_of,
    decompress,
    parse_input,
    strip_compression,
)
from kg.read._json import read_json, read_jsonl
from kg.read._limits import (
    MAX_DOCUMENT_BYTES,
    MAX_JSON_DEPTH,
    MAX_RECORD_BYTES,
    ReadLimits,
    quote_name,
)
from kg.read._records import Place, RecordBuilder, check_fields
from kg.read._source import (
    ContentTracker,
    Decoding,
    Line,
    iter_lines,
    replay,
    resolve_decoding,
)
from kg.read._tabular import read_table
from kg.read._text import read_text
from kg.types import InputIssue, Paper, ReadResult

__all__ = [
    "FORMATS",
    "MAX_DOCUMENT_BYTES",
    "MAX_JSON_DEPTH",
    "MAX_RECORD_BYTES",
    "ReadLimits",
    "PaperIndex",
    "SAME_ID",
    "SAME_TEXT",
    "iter_papers",
    "merge_paper",
    "parse_input",
    "quote_name",
    "read_papers",
]

logger = logging.getLogger(__name__)

STDIN_NAME = "<stdin>"
_SNIFF_BYTES = 8192
_Reader = Callable[[Iterable[Line], RecordBuilder, ReadLimits], Iterator[Paper | InputIssue]]
_READERS: Mapping[str, _Reader] = {
    "text": read_text,
    "jsonl": read_jsonl,
    "json": read_json,
    "csv": partial(read_table, tab=False),
    "tsv": partial(read_table, tab=True),
    "bibtex": read_bibtex,
    "arxiv": read_arxiv,
}
# Parsed whole, so a line of them may be as long as the document (a minified JSON array).
_WHOLE_DOCUMENT = frozenset({"json", "bibtex", "arxiv"})


def read_papers(
    sources: Sequence[str | os.PathLike[str]],
    *,
    input_format: str | None = None,
    fields: Mapping[str, str] | None = None,
    encoding: str | None = None,
    stdin: BinaryIO | None = None,
    limits: ReadLimits | None = None,
    progress: Callable[[int], None] | None = None,
) -> ReadResult:
    """Read papers from files (``"-"`` is standard input), deduplicated by key.

    Args:
        sources: File paths; ``"-"`` reads ``stdin``. A path may end with
            ``::venue=NAME,year=YYYY``: the venue and year of its papers where a record does
            not say (``iclr2018.csv::venue=ICLR,year=2018``). Gzip, bzip2 and xz files are
            decompressed as they are read.
        input_format: One of :data:`FORMATS`; None detects it from the extension, else the content.
        fields: Our field name (``abstract``, ``title``, ``id``, ``authors``, ``year``, ``venue``,
            ``url``, ``doi``, ``keywords``) -> the column or key holding it in the input: a name,
            a dotted path into nested JSON objects (``paper.abstract``), or for CSV/TSV a 1-based
            column number (``3``; a file without a header row needs one for the abstract).
            Fields not given are found under common names, ignoring case and ``_ -`` and spaces.
        encoding: A codec name; None is UTF-8 (with or without BOM) or UTF-16/32 with a BOM.
        stdin: Where ``"-"`` reads bytes from (default ``sys.stdin.buffer``).
        limits: Bounds on one record, one document read whole and JSON nesting (default
            :class:`ReadLimits`: 16 MiB, 256 MiB, 64 levels); what goes over is skipped as an issue.
        progress: Called with 1 for every record read (a paper or an issue).

    Returns:
        The papers in input order, one per paper: records sharing a DOI, arXiv or OpenReview
        id, or a title and a near-identical abstract, are merged into the first (see
        :class:`PaperIndex`; ``merged`` counts them by reason); the issues: records skipped
        and why.

    Raises:
        InputError: A source does not exist or is not a regular file (a directory, a FIFO, a
            device), or an option is invalid.

    Example:
        >>> import io
        >>> result = read_papers(["-"], stdin=io.BytesIO(b'{"title": "T", "abstract": "We study X."}'))
        >>> result.papers[0].title, result.papers[0].source
        ('T', '<stdin>:1')
    """
    index = PaperIndex()
    issues: list[InputIssue] = []
    for item in iter_papers(
        sources,
        input_format=input_format,
        fields=fields,
        encoding=encoding,
        stdin=stdin,
        limits=limits,
        progress=progress,
    ):
        if isinstance(item, InputIssue):
            issues.append(item)
        else:
            index.add(item)
    return ReadResult(papers=index.papers(), issues=tuple(issues), merged=dict(index.merged))


def iter_papers(
    sources: Sequence[str | os.PathLike[str]],
    *,
    input_format: str | None = None,
    fields: Mapping[str, str] | None = None,
    encoding: str | None = None,
    stdin: BinaryIO | None = None,
    limits: ReadLimits | None = None,
    progress: Callable[[int], None] | None = None,
) -> Iterator[Paper | InputIssue]:
    """Stream papers and issues in input order, without deduplication (see :func:`read_papers`).

    Options and sources are checked before anything is read.
    """
    if input_format is not None and input_format not in FORMATS:
        raise InputError(
            f"unknown input format {input_format!r}; expected one of: {', '.join(FORMATS)}"
        )
    explicit = check_fields(fields)
    if encoding is not None:
        resolve_decoding(b"", encoding)  # an unknown codec is a usage error, raised now
    specs = [parse_input(os.fspath(source)) for source in sources]
    for spec in specs:
        _check_source(spec.path)
    if [spec.path for spec in specs].count("-") > 1:
        raise InputError("'-' (standard input) is given more than once; it can be read only once")
    for spec in specs:
        for item in _read_source(
            spec,
            input_format=input_format,
            fields=explicit,
            encoding=encoding,
            stdin=stdin,
            limits=limits or ReadLimits(),
        ):
            if progress is not None:
                progress(1)
            yield item


def _check_source(name: str) -> None:
    if name == "-":
        return
    shown = quote_name(display_name(name))
    try:
        mode = os.stat(name).st_mode
    except FileNotFoundError:
        raise InputError(
            f"{shown}: no such file; check the path (use '-' to read standard input)"
        ) from None
    except OSError as e:
        raise InputError(
            f"{shown}: cannot open ({e.strerror}); check the path and its permissions"
        ) from e
    if stat.S_ISDIR(mode):
        example = quote_name(display_name(os.path.join(name, f"*{_commonest_suffix(name)}")))
        raise InputError(f"{shown} is a directory; pass the files in it instead (e.g. {example})")
    _check_regular(shown, mode)


def _commonest_suffix(directory: str) -> str:
    """The extension most of a directory's readable files have (``.csv``), for the hint."""
    counts: dict[str, int] = {}
    try:
        with os.scandir(directory) as entries:
            for entry in itertools.islice(entries, 10_000):
                fmt = format_from_extension(strip_compression(entry.name))
                if fmt is not None and entry.is_file():
                    suffix = entry.name[len(strip_compression(entry.name)) :]
                    name = os.path.splitext(strip_compression(entry.name))[1].lower() + suffix
                    counts[name] = counts.get(name, 0) + 1
    except OSError:
        return ".jsonl"
    return max(sorted(counts), key=counts.__getitem__) if counts else ".jsonl"


def _check_regular(shown: str, mode: int) -> None:
    # Reading a FIFO without a writer blocks forever, and a device such as /dev/zero never ends.
    if not stat.S_ISREG(mode):
        kind = (
            "a FIFO (named pipe)"
            if stat.S_ISFIFO(mode)
            else "a character device"
            if stat.S_ISCHR(mode)
            else "a block device"
            if stat.S_ISBLK(mode)
            else "a socket"
            if stat.S_ISSOCK(mode)
            else "not a file"
        )
        raise InputError(
            f"{shown} is {kind}, not a regular file; kg reads regular files, or standard input "
            f"given as '-' (e.g. some-command | kg build -)"
        )


def _open_regular(name: str) -> BinaryIO:
    """Open without blocking on a FIFO, and refuse anything that is not a regular file."""
    shown = quote_name(display_name(name))
    try:
        fd = os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as e:
        raise InputError(
            f"{shown}: cannot open ({e.strerror}); check the path and its permissions"
        ) from e
    try:
        _check_regular(shown, os.fstat(fd).st_mode)  # it may have been replaced since the check
        os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return os.fdopen(fd, "rb")


def _read_source(
    spec: InputSpec,
    *,
    input_format: str | None,
    fields: Mapping[str, str],
    encoding: str | None,
    stdin: BinaryIO | None,
    limits: ReadLimits,
) -> Iterator[Paper | InputIssue]:
    name = spec.path
    display = STDIN_NAME if name == "-" else display_name(name)
    shown = quote_name(display)
    with ExitStack() as stack:
        if name == "-":
            raw: BinaryIO = stdin if stdin is not None else sys.stdin.buffer
        else:
            raw = stack.enter_context(_open_regular(name))
        head = raw.read(_SNIFF_BYTES)
        compressed = None
        if kind := compression_of(head):
            compressed = decompress(replay(head, raw), kind)
            raw = io.BufferedReader(compressed, buffer_size=1 << 16)
            head = raw.read(_SNIFF_BYTES)
        decoding = resolve_decoding(head, encoding)
        if reason := binary_reason(head, wide=decoding.codec.startswith(("utf-16", "utf-32"))):
            yield Place(display).issue(reason)
            return
        fmt = (
            input_format
            or (None if name == "-" else format_from_extension(strip_compression(name)))
            or _sniff(head, decoding)
        )
        builder = RecordBuilder(
            display,
            fields=fields if fmt not in ("text", "arxiv") else None,
            defaults=spec.defaults,
        )
        if fields and fmt in ("text", "arxiv"):
            logger.warning("%s: fields= is ignored for the %s format", shown, fmt)
        line_limit = limits.document_bytes if fmt in _WHOLE_DOCUMENT else limits.record_bytes
        lines = ContentTracker(
            iter_lines(
                replay(head[decoding.bom_length :], raw),
                decoding,
                name=display,
                max_bytes=line_limit,
            )
        )
        papers = issues = 0
        for item in _READERS[fmt](lines, builder, limits):
            if isinstance(item, Paper):
                papers += 1
            else:
                issues += 1
            yield item
        if compressed is not None and compressed.error is not None:
            issues += 1
            yield Place(display).issue(
                f"the {compressed.kind} data is truncated or corrupt ({compressed.error}); the records "
                "before that point were read, the rest of the file was not. Download or compress it again"
            )
        elif not lines.has_content:
            issues += 1
            yield Place(display).issue("input is empty" if name == "-" else "file is empty")
        elif papers == issues == 0:
            # e.g. "[]", {"papers": []} or a text file holding only a heading line.
            issues += 1
            yield Place(display).issue(
                f"no records found (read as {fmt}); if that is not the format, pass --input-format"
            )
        logger.info(
            "%s: %d papers, %d issues (read as %s%s, before merging duplicates)",
            shown,
            papers,
            issues,
            fmt,
            f", {compressed.kind}-compressed" if compressed is not None else "",
        )


def display_name(name: str) -> str:
    """A file name as text, the same whatever the locale: its bytes read as UTF-8.

    Python decodes file names with the locale's encoding, and gives lone surrogates for bytes
    it cannot decode (an ASCII locale, a Latin-1 name); the name goes into messages and into
    every paper's source, so it must not depend on the machine and must be writable as UTF-8.
    Bytes that are not UTF-8 become U+FFFD.

    >>> display_name("donn\\udcc3\\udca9es.csv"), display_name("caf\\udce9.csv")
    ('données.csv', 'caf\ufffd.csv')
    """
    return os.fsencode(name).decode("utf-8", "replace")


def _sniff(head: bytes, decoding: Decoding) -> str:
    unit = len(decoding.newline)
    sample = head[decoding.bom_length :]
    sample = sample[: len(sample) - len(sample) % unit]
    return sniff_format(sample.decode(decoding.codec, errors="replace"))
