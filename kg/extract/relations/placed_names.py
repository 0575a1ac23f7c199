"""Names typed by where the sentence puts them, not by their own shape.

The mention stage guesses Method for a capitalised name it does not know. Three places say
otherwise:

* :func:`bracketed_data`: names in brackets right after a phrase for data ("two datasets for
  kelp counting (KelpA and KelpB)", "three benchmarks (Zorb, Quill and Marrow)") are Datasets.
* :func:`clause_data`: names a clause opens with "on", in a clause that reports a value ("on
  Zorblet, our model raises F1 from 46.6% to 51.4%") are the data the value was measured on.
* :func:`problem_names`: a name the paper also writes as a problem or task ("Quux Paths (QP)
  ... perform poorly over QP problems") is a Task, and so are its acronym's other forms.

Only names the mention stage typed Method on its own guess change: unknown to the gazetteer,
proposed by no one, written with a capital or a digit.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from kg.extract.relations.context import Context
from kg.extract.relations.own_data import LIST_SEPARATOR, NAME_SOURCES, guessed_name
from kg.types import DATA_TYPES, EntityType, Mention

__all__ = ["bracketed_data", "clause_data", "problem_names"]

# An acronym's definition ("Quux Paths (QP)") is a guess too.
_DEFINED_SOURCES = NAME_SOURCES | {"acronym.long", "acronym.short"}
# A phrase for data, then an opening bracket: "two datasets for kelp counting (".
_DATA_BEFORE_BRACKET = re.compile(
    r"\b(?:datasets?|data\s+sets?|benchmarks?|corpus|corpora)"
    r"(?:\s+(?:for|of|from|in|on)\s+[^.;:()]{1,60}?)?\s*\(\s*(?:e\.g\.,?\s*|i\.e\.,?\s*)?$",
    re.I,
)
_BRACKET_WINDOW = 90
_CLOSE = re.compile(r"\s*\)")
# A clause that opens with "on": the sentence's start or a colon or semicolon, then "on".
_CLAUSE_ON = re.compile(r"(?:^|[:;])\s*on\s+(?:the\s+)?$", re.I)
_CLAUSE_END = re.compile(r"[;:]")
# A value a clause reports: "51.4%", "0.93", "12.3 BLEU"; not a year or a count of things.
_VALUE = re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s*(?:%|\\%|percent\b)|(?<![\w.])\d*\.\d+(?![\w.])")
_AND_OR = re.compile(r"\b(?:and|or)\b")
_PROBLEM = re.compile(r"^(.+?)\s+(?:problems?|tasks?)$")


def _ordered(mentions: Sequence[Mention]) -> list[int]:
    return sorted(range(len(mentions)), key=lambda i: (mentions[i].start, -mentions[i].end))


def _listed_from(context: Context, order: list[int], first: int) -> list[int]:
    """The mentions listed from ``first`` on, each joined to the next by a list separator."""
    mentions, text = context.mentions, context.text
    run = [first]
    for index in order:
        last = mentions[run[-1]]
        if mentions[index].start >= last.end and LIST_SEPARATOR.fullmatch(
            text, last.end, mentions[index].start
        ):
            run.append(index)
        elif mentions[index].start >= last.end:
            break
    return run


def bracketed_data(context: Context) -> dict[int, EntityType]:
    """ "on two datasets for kelp counting (KelpA and KelpB)": the names that fill a bracket
    after a phrase for data are Datasets. Every word in the bracket must be a listed name:
    "(KelpA, with 3k images)" says more than names.

    Returns:
        ``{index: Dataset}`` of the mentions retyped.
    """
    mentions, text = context.mentions, context.text
    order = _ordered(mentions)
    found: dict[int, EntityType] = {}
    for position, index in enumerate(order):
        mention = mentions[index]
        if not _DATA_BEFORE_BRACKET.search(
            text, max(0, mention.start - _BRACKET_WINDOW), mention.start
        ):
            continue
        run = _listed_from(context, order[position + 1 :], index)
        if not _CLOSE.match(text, mentions[run[-1]].end):
            continue
        for listed in run:
            if guessed_name(context, listed):
                found[listed] = EntityType.DATASET
    return found


def clause_data(context: Context) -> dict[int, EntityType]:
    """ "on Zorblet, our model raises F1 from 46.6% to 51.4%; on Quill, ...": names after a
    clause's opening "on" (listed: "On Zorblet and Quill, ...") and before its comma, in a
    clause that reports a value, are the data it was measured on.

    Returns:
        ``{index: Dataset}`` of the mentions retyped.
    """
    mentions, text = context.mentions, context.text
    order = _ordered(mentions)
    found: dict[int, EntityType] = {}
    for sentence in context.sentences:
        inside = [i for i in order if sentence.start <= mentions[i].start < sentence.end]
        for position, index in enumerate(inside):
            mention = mentions[index]
            if not _CLAUSE_ON.search(text[sentence.start : mention.start]):
                continue
            run = _opening_list(context, _listed_from(context, inside[position + 1 :], index))
            if not run:
                continue
            comma = mentions[run[-1]].end + 1
            end = _CLAUSE_END.search(text, comma, sentence.end)
            if not _VALUE.search(text, comma, end.start() if end else sentence.end):
                continue
            for listed in run:
                if guessed_name(context, listed):
                    found[listed] = EntityType.DATASET
    return found


def _opening_list(context: Context, run: list[int]) -> list[int]:
    """The longest start of ``run`` that a comma closes: "A, B and C," (the last one joined by
    "and" or "or"), or "A," alone ("on A, FusionNet raises ...": FusionNet is no item)."""
    mentions, text = context.mentions, context.text
    for size in range(len(run), 0, -1):
        last = mentions[run[size - 1]]
        if not text.startswith(",", last.end):
            continue
        if size == 1 or _AND_OR.search(text, mentions[run[size - 2]].end, last.start):
            return run[:size]
    return []


def problem_names(context: Context) -> dict[int, EntityType]:
    """ "Quux Paths (QP) ... width-based search performs poorly over QP problems": a name the
    paper writes before "problem(s)" or "task(s)" in a Task mention is a Task, with its
    acronym's other form. A name a data mention holds stays ("QP benchmarks").

    Returns:
        ``{index: Task}`` of the mentions retyped.
    """
    mentions = context.mentions
    named: set[str] = set()
    for mention in mentions:
        if mention.type is EntityType.TASK:
            problem = _PROBLEM.match(mention.text)
            if problem is not None:
                named.add(problem.group(1))
    if not named:
        return {}
    forms = set(named)
    for mention in mentions:
        if mention.text in named or mention.short_form in named or mention.long_form in named:
            forms |= {mention.text, mention.short_form or "", mention.long_form or ""}
    return {
        index: EntityType.TASK
        for index, mention in enumerate(mentions)
        if mention.text in forms
        and mention.type not in DATA_TYPES
        and guessed_name(context, index, sources=_DEFINED_SOURCES)
    }
