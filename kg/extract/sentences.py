"""Sentence boundaries for scientific abstracts, as a plain function.

spaCy's rule-based ``sentencizer`` splits after every full stop, which cuts "Ostrow et al.
(2023) introduced ..." and "e.g. CIFAR-10" in two. Abstracts are regular enough that a few
rules do better without a trained parser.
"""

from __future__ import annotations

import re

__all__ = ["split_sentences"]

_ABBREVIATIONS = frozenset(
    "al e.g i.e cf vs etc fig figs eq eqs sec secs approx resp dr mr ms prof no vol pp ref refs incl".split()
)
# Names written with an exclamation mark ("Yahoo! Answers", "Jeopardy! questions").
_BANG_NAME = re.compile(r"(?<![\w-])(?:Yahoo|Jeopardy)$")
# A candidate end: terminal punctuation, optional closing quotes/brackets, then whitespace.
_END = re.compile(r"[.!?]+[\"'”’)\]]*(?=\s+)")
_NEXT_START = re.compile(r"\s+([\"'“‘(\[]*)(\S)")


def split_sentences(text: str) -> list[tuple[int, int]]:
    """Split text into sentences; returns ``(start, end)`` offsets with whitespace trimmed.

    >>> text = "Ostrow et al. (2023) introduced DSA. It works, e.g. on CIFAR-10. We show 1.5x gains."
    >>> [text[s:e] for s, e in split_sentences(text)]
    ['Ostrow et al. (2023) introduced DSA.', 'It works, e.g. on CIFAR-10.', 'We show 1.5x gains.']
    >>> text = "J. Smith tuned Qwen2.5-7B. It works."
    >>> [text[s:e] for s, e in split_sentences(text)]
    ['J. Smith tuned Qwen2.5-7B.', 'It works.']
    >>> text = "We test on Yahoo! Answers. It works!"
    >>> [text[s:e] for s, e in split_sentences(text)]
    ['We test on Yahoo! Answers.', 'It works!']
    """
    spans: list[tuple[int, int]] = []
    start = 0
    for match in _END.finditer(text):
        end = match.end()
        if not _is_boundary(text, match.start(), end):
            continue
        spans.append((start, end))
        start = end
    spans.append((start, len(text)))
    trimmed = []
    for s, e in spans:
        while s < e and text[s].isspace():
            s += 1
        while e > s and text[e - 1].isspace():
            e -= 1
        if e > s:
            trimmed.append((s, e))
    return trimmed


def _is_boundary(text: str, punct_start: int, end: int) -> bool:
    following = _NEXT_START.match(text, end)
    if following is None:
        return False
    next_char = following.group(2)
    if not (next_char.isupper() or next_char.isdigit() or following.group(1)):
        return False
    if text[punct_start] != ".":
        # "the Yahoo! Answers dataset": a name written with its exclamation mark
        return not (end - punct_start == 1 and _BANG_NAME.search(text, 0, punct_start))
    word = re.search(r"([A-Za-z][A-Za-z.]*)$", text[max(0, punct_start - 12) : punct_start])
    if word is None:
        return True
    token = word.group(1).lower().rstrip(".")
    if token in _ABBREVIATIONS:
        # "et al." before a capitalised surname list still continues the sentence; a new
        # sentence after "etc." is told apart only by a capitalised pronoun/determiner.
        return token == "etc" and next_char.isupper()
    # A single capital letter before the stop is an initial ("J. Smith"), not an end; one that
    # ends a longer word is a unit ("Llama-3.1-70B. Even ...": a model's size) or a name
    # ("LLM+P. Even ...", "A/B. The ...").
    before = punct_start - len(word.group(1)) - 1
    glued = before >= 0 and (text[before].isalnum() or text[before] in "-.+/_")
    return glued or not (len(token) == 1 and word.group(1).isupper())
