"""Saying what is wrong with a query in words: its form (a SPARQL Update, a misspelt keyword)
checked before any engine parses it, and the parser's "expected" lists without raw character
classes.
"""

from __future__ import annotations

import difflib
import re

from kg.errors import QueryError

__all__ = ["QUERY_FORMS", "UPDATE_FORMS", "check_form", "readable_detail"]

QUERY_FORMS = ("SELECT", "CONSTRUCT", "ASK", "DESCRIBE")
UPDATE_FORMS = (
    "INSERT",
    "DELETE",
    "LOAD",
    "CLEAR",
    "CREATE",
    "DROP",
    "COPY",
    "MOVE",
    "ADD",
    "WITH",
)
# The prologue (BASE and PREFIX lines) and comments, before the query form.
_PROLOGUE = re.compile(
    r"\s*(?:#[^\n]*\n?|BASE\s*<[^>]*>|PREFIX\s+[^\s:]*:\s*<[^>]*>)", re.IGNORECASE
)
_WORD = re.compile(r"\s*([A-Za-z_]+)")


def check_form(text: str, name: str) -> None:
    """Refuse an update or a query whose first word is no query form, saying which.

    >>> check_form("PREFIX a: <x:> SELECT * {}", "q")
    >>> check_form("SELEC ?x", "q")
    Traceback (most recent call last):
    ...
    kg.errors.QueryError: q: line 1, column 1: 'SELEC' is not a query form (did you mean SELECT?); a query starts with SELECT, CONSTRUCT, ASK or DESCRIBE, after any PREFIX lines
    """
    position = 0
    while match := _PROLOGUE.match(text, position):
        if match.end() == position:
            break
        position = match.end()
    word = _WORD.match(text, position)
    if word is None:
        return  # not a word at all (empty, a brace...): the parser says what it expected
    first = word.group(1).upper()
    if first in QUERY_FORMS:
        return
    at = word.start(1)
    line = text.count("\n", 0, at) + 1
    column = at - (text.rfind("\n", 0, at) + 1) + 1
    where = f"{name}: line {line}, column {column}"
    if first in UPDATE_FORMS:
        raise QueryError(
            f"{where}: {word.group(1)} is a SPARQL Update; updates are not supported, kg's graphs are "
            "read-only (rebuild or extend one with kg build or kg build --update). "
            "Ask with SELECT, CONSTRUCT, ASK or DESCRIBE"
        )
    close = difflib.get_close_matches(first, QUERY_FORMS + UPDATE_FORMS, n=1, cutoff=0.6)
    hint = f" (did you mean {close[0]}?)" if close and close[0] in QUERY_FORMS else ""
    raise QueryError(
        f"{where}: {word.group(1)!r} is not a query form{hint}; a query starts with SELECT, "
        "CONSTRUCT, ASK or DESCRIBE, after any PREFIX lines"
    )


def _describe_class(item: str) -> str | None:
    """A parser's character class (``['A' ..= 'Z' | ...]``) in words; None to leave it out."""
    if item == "[_]":
        return "more text (the query ends too early?)"
    if "..=" in item or "\\u{" in item:
        if "'A'" in item or "'a'" in item:
            return "a letter"
        if "'0'" in item:
            return "a digit"
        return "a name character"
    single = re.fullmatch(r"\['(.{1,2})'\]", item)
    if single:
        return repr(single.group(1).replace("\\\\", "\\"))
    return None


def readable_detail(detail: str) -> str:
    """The parser's message with character classes in words and internal names left out.

    >>> readable_detail("expected one of OPTIONAL, Prefix not found, ['%'], ['A' ..= 'Z' | '\\\\u{00C0}'..='\\\\u{00D6}'], [_]")
    "expected one of OPTIONAL, '%', a letter, more text (the query ends too early?)"
    """
    head, sep, rest = detail.partition("expected ")
    if not sep:
        return detail
    one_of = rest.startswith("one of ")
    listed = rest[len("one of ") :] if one_of else rest
    items = re.findall(r'"(?:[^"\\]|\\.)*"|\[[^\]]*\]|[^,\s][^,]*', listed)
    words: list[str] = []
    for item in items:
        text = " ".join(item.split())
        if text in ("Prefix not found", "IRI parsing failed"):
            continue
        described = _describe_class(text) if text.startswith("[") else text
        if described and described not in words:
            words.append(described)
    if not words:
        return head + "unexpected text"
    return head + ("expected one of " if len(words) > 1 else "expected ") + ", ".join(words)
