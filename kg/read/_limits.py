"""How much one line, record or document may take, and how file names appear in messages.

The bounds keep a hostile or broken input (``/dev/zero`` renamed, a file without line breaks,
JSON nested a thousand levels deep) from exhausting memory or the stack: what goes over a bound
is skipped with an issue saying the bound, and the rest of the input is still read.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "MAX_DOCUMENT_BYTES",
    "MAX_JSON_DEPTH",
    "MAX_RECORD_BYTES",
    "ReadLimits",
    "quote_name",
    "size_text",
]

# A record (a line of JSON Lines, a CSV row, a paragraph of text, a BibTeX entry, an element
# of a JSON array): an abstract is a few KB, a full-text record a few MB.
MAX_RECORD_BYTES = 16 * 1024 * 1024
# A file the JSON, BibTeX and Atom XML readers parse whole (a minified JSON array is one line).
MAX_DOCUMENT_BYTES = 256 * 1024 * 1024
# Arrays and objects inside one another; records need a handful, the json module's recursion
# fails near a thousand.
MAX_JSON_DEPTH = 64


@dataclass(frozen=True, slots=True)
class ReadLimits:
    """Bounds on what one input may take (see the module constants for the defaults).

    Attributes:
        record_bytes: Most bytes in one line or record of a streamed format (text, JSON Lines,
            CSV, TSV) and in one record of a whole-document format; records spanning several
            lines are measured in characters.
        document_bytes: Most bytes in a file read whole (JSON, BibTeX, Atom XML).
        json_depth: Most levels of arrays and objects nested in one JSON record.
    """

    record_bytes: int = MAX_RECORD_BYTES
    document_bytes: int = MAX_DOCUMENT_BYTES
    json_depth: int = MAX_JSON_DEPTH

    def __post_init__(self) -> None:
        for name in ("record_bytes", "document_bytes", "json_depth"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise ValueError(f"ReadLimits.{name} must be a positive integer, got {value!r}")


def quote_name(name: str) -> str:
    """A file name safe to put in a message: quoted when it holds control characters.

    A line break or an escape sequence in a file name would otherwise forge log lines.

    >>> quote_name("papers.csv"), quote_name("evil\\nWARNING: fake.csv")
    ('papers.csv', "'evil\\\\nWARNING: fake.csv'")
    """
    return name if name.isprintable() else repr(name)


def size_text(size: int) -> str:
    """A byte count in words: ``16 MiB``, ``300 bytes``.

    >>> size_text(16 * 1024 * 1024), size_text(1536), size_text(300)
    ('16 MiB', '1.5 KiB', '300 bytes')
    """
    for unit, scale in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if size >= scale:
            return f"{size / scale:.1f}".removesuffix(".0") + f" {unit}"
    return f"{size} bytes"
