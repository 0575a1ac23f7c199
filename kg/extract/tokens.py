"""The tokens of a Doc as plain lists, read once: what the mention rules look at.

spaCy makes a new ``Token`` object on every ``doc[i]`` and every step of ``for token in doc``;
the mention rules look at each token many times (is it name-shaped, capitalised, a stop word),
so they read one :class:`TokenTable` built by :func:`token_table` with a single
``Doc.to_array`` call instead.

Example:
    >>> import spacy
    >>> table = token_table(spacy.blank("en")("We train FooNet  on it."))
    >>> table.words[:4], table.is_space[3], table.kept[:4]
    (['We', 'train', 'FooNet', ' '], True, [0, 1, 2, 4])
    >>> char_span(table, 9, 15)
    (2, 3)
"""

from __future__ import annotations

from bisect import bisect_right
from typing import NamedTuple

from spacy.attrs import (
    IDX,
    IS_ALPHA,
    IS_PUNCT,
    IS_SPACE,
    IS_STOP,
    LENGTH,
    LIKE_EMAIL,
    LIKE_URL,
    SENT_START,
)
from spacy.tokens import Doc

__all__ = ["TEXT_KEY", "TokenTable", "char_span", "doc_text", "token_table"]

# Doc.user_data key of the string a Doc was made from (kg.extract sets it): Doc.text joins
# the text of every token again on each access (0.1 ms an abstract, read by three components).
TEXT_KEY = "kg.text"

_COLUMNS = [IDX, LENGTH, IS_SPACE, IS_STOP, IS_PUNCT, IS_ALPHA, LIKE_URL, LIKE_EMAIL, SENT_START]


class TokenTable(NamedTuple):
    """Per-token values of a Doc, indexed like the Doc (``kept``: the non-space tokens)."""

    text: str  # Doc.text
    words: list[str]  # Token.text
    idx: list[int]  # Token.idx
    is_space: list[bool]
    is_stop: list[bool]
    is_punct: list[bool]
    is_alpha: list[bool]
    like_url: list[bool]
    like_email: list[bool]
    sent_start: list[bool]  # Token.is_sent_start is True
    kept: list[int]  # indices of the tokens that are not whitespace


def token_table(doc: Doc, *, text: str | None = None) -> TokenTable:
    """The table of ``doc`` (``text`` is ``doc.text`` if the caller has read it already)."""
    text = doc.text if text is None else text
    if len(doc) == 0:
        return TokenTable(text, [], [], [], [], [], [], [], [], [], [])
    columns = doc.to_array(_COLUMNS).T.tolist()
    idx, lengths = columns[0], columns[1]
    flags = [[bool(v) for v in column] for column in columns[2:8]]
    sent_start = [v == 1 for v in columns[8]]  # -1 (as uint64) is "not a start", 0 unset
    words = [text[i : i + n] for i, n in zip(idx, lengths)]
    kept = [i for i, space in enumerate(flags[0]) if not space]
    return TokenTable(text, words, idx, *flags, sent_start, kept)


def doc_text(doc: Doc) -> str:
    """``doc.text``: the string kept under :data:`TEXT_KEY` when it is the Doc's, else rebuilt.

    >>> import spacy
    >>> doc = spacy.blank("en")("We train FooNet.")
    >>> doc.user_data[TEXT_KEY] = "We train FooNet."
    >>> doc_text(doc)
    'We train FooNet.'
    """
    text = doc.user_data.get(TEXT_KEY)
    if isinstance(text, str) and len(doc) and text:
        first, last = doc[0], doc[-1]
        # The Doc's first and last token are where they are in the string, and it ends there.
        if (
            text.startswith(first.text, first.idx)
            and text.startswith(last.text_with_ws, last.idx)
            and last.idx + len(last.text_with_ws) == len(text)
        ):
            return text
    return doc.text


def char_span(table: TokenTable, start: int, end: int) -> tuple[int, int] | None:
    """Token range ``[first, last)`` of ``Doc.char_span(start, end, alignment_mode="expand")``.

    None where spaCy returns None (offsets outside the text).
    """
    first = _token_at(table, start)
    last = _token_at(table, end - 1)
    if first < 0 or last < 0:
        return None
    if start == table.idx[first] + len(table.words[first]):
        first += 1  # the character is the token's trailing whitespace
    return first, last + 1


def _token_at(table: TokenTable, char: int) -> int:
    """The token whose text or trailing whitespace holds the character, else -1."""
    if char < 0 or char >= len(table.text) or not table.idx:
        return -1
    return bisect_right(table.idx, char) - 1
