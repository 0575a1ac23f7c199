"""Values looked up inside a record: dotted paths into nested objects, OpenReview's
``content``, and words for a value that gave no text (for the reader's error messages)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from kg.read._fields import FIELD_ALIASES, normalise_column
from kg.read._values import as_clean_text

__all__ = [
    "ABSENT",
    "NO_VALUE",
    "NoValue",
    "describe",
    "flatten_content",
    "is_blank",
    "lookup_path",
    "nested_hint",
]

ABSENT = object()


class NoValue:
    """The value of a dotted path that stops short inside a record (every converter gives None)."""

    def __repr__(self) -> str:
        return "absent"


NO_VALUE = NoValue()
_NESTED_DEPTH = 4


def lookup_path(value: object, steps: Sequence[str]) -> object:
    """The value at ``steps`` inside nested mappings, or ``ABSENT``."""
    for step in steps:
        if not isinstance(value, Mapping):
            return ABSENT
        if step in value:
            value = value[step]
            continue
        wanted = normalise_column(step)
        match = next(
            (k for k in value if isinstance(k, str) and normalise_column(k) == wanted), None
        )
        if match is None:
            return ABSENT
        value = value[match]
    return value


def nested_hint(record: Mapping[str, object]) -> str:
    """A hint naming the dotted path of an abstract nested in the record, if there is one."""
    aliases = {normalise_column(alias) for alias in FIELD_ALIASES["abstract"]}

    def search(value: Mapping[str, object], path: tuple[str, ...]) -> str | None:
        if len(path) >= _NESTED_DEPTH:
            return None
        nested = [(k, v) for k, v in value.items() if isinstance(k, str) and isinstance(v, Mapping)]
        for key, inner in nested:
            for inner_key, inner_value in inner.items():
                if (
                    isinstance(inner_key, str)
                    and normalise_column(inner_key) in aliases
                    and as_clean_text(inner_value)
                ):
                    return ".".join((*path, key, inner_key))
        for key, inner in nested:
            if found := search(inner, (*path, key)):
                return found
        return None

    path = search(record, ())
    if path is None:
        return ""
    return (
        f". An abstract is nested at {path!r}: pass --field abstract={path} "
        f"(library: fields={{'abstract': {path!r}}})"
    )


def is_blank(value: object) -> bool:
    """An empty cell: null, or a string of whitespace."""
    return value is None or (isinstance(value, str) and not value.strip())


def describe(value: object) -> str:
    """What a value that gave no text is, in words."""
    if value is None:
        return "null"
    if value is NO_VALUE:
        return "absent"
    if isinstance(value, str):
        return "empty" if not value.strip() else "text that cleans to nothing"
    if isinstance(value, bool):
        return f"a boolean ({str(value).lower()})"
    if isinstance(value, (int, float)):
        return f"a number without text ({value!r})"
    if isinstance(value, Mapping):
        return "an object without text" if value else "an empty object"
    if isinstance(value, (list, tuple)):
        return "a list without text" if value else "an empty list"
    return f"a {type(value).__name__}"


def flatten_content(record: Mapping[str, object]) -> Mapping[str, object]:
    # OpenReview notes keep the paper's fields under "content"; top-level keys win.
    content = record.get("content")
    if not isinstance(content, Mapping):
        return record
    merged = dict(record)
    for key, value in content.items():
        merged.setdefault(key, value)
    return merged
