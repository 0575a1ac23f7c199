"""Datasets the mention stage missed, from how the paper names them.

* A name before a word for a collection: "the Quillon corpus", "the Krelt benchmark suite",
  "the Zonk games" (an Environment; not "Markov games").
* A name after a word for its kind: "the 3D environment Obstacle Run", "the benchmark Krelt",
  "the Atari game Zonk" (an Environment).
* A name listed with datasets in a sentence about experiments: "on Zorblet, Marrow and
  QuillSet" (the mention stage found only some of them).

Each is a Dataset (a Benchmark after "benchmark" or "suite") mention of its own, confident
enough to be drawn (``confidence.TASK_FRAMED``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from kg.extract.relations import confidence
from kg.extract.relations.context import Context, Sentence
from kg.lexicon.cues import EVALUATION_CUES
from kg.lexicon.wordclass import load_lexicon, word_class
from kg.lexicon.words import GAME_THEORY_WORDS
from kg.types import EntityType, Mention

__all__ = ["collection_names", "listed_names", "names_after_kind"]

_DATA = frozenset({EntityType.DATASET, EntityType.BENCHMARK, EntityType.ENVIRONMENT})
# A name: capitalised past its first letter or holding a digit ("QuillSet", "Zorb-5"), or a
# capitalised word ("Quillon").
_NAME_WORD = r"(?:[A-Z][\w-]*|[a-z]+[-\d][\w-]*)"
_CAPITALISED = r"(?:[A-Z][\w-]*|[\w-]*\d[\w-]*)"
_COLLECTION = re.compile(
    rf"(?<![\w-])({_CAPITALISED}(?:\s+{_CAPITALISED}){{0,2}})\s+"
    r"(benchmark\s+suite|benchmark|suite|corpus|dataset|treebank|collection|lexicon|game)s?(?![\w-])"
)
_LIST = re.compile(
    rf"(?<![\w-])(?:on|with|using)\s+(?:the\s+)?({_NAME_WORD}(?:\s*,\s*{_NAME_WORD})*"
    rf"\s*,?\s*(?:and|or)\s+{_NAME_WORD})(?![\w-])"
)
_ITEM = re.compile(_NAME_WORD)
_NEXT_WORD = re.compile(r"\s+([a-z][a-z-]*)\b")
_LIST_WORDS = frozenset("datasets benchmarks data respectively".split())
_NOT_DATA = frozenset({EntityType.TASK, EntityType.METHOD, EntityType.MODEL})
_KIND_THEN_NAME = re.compile(
    r"(?<![\w-])(environment|simulator|game|benchmark|suite|dataset|corpus|lexicon)\s+"
    r"([A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2})(?![\w-])"
)
# "the 3D environment X", "the benchmark X": a determiner, at most one word, the kind word.
_DETERMINED = re.compile(r"(?<![\w-])(?:the|a|an)\s+(?:[\w-]+\s+)?$", re.I)
_KIND_TYPES = {
    "environment": EntityType.ENVIRONMENT,
    "simulator": EntityType.ENVIRONMENT,
    "game": EntityType.ENVIRONMENT,
    "benchmark": EntityType.BENCHMARK,
    "suite": EntityType.BENCHMARK,
}
_COLLECTION_TYPES = {
    "benchmark": EntityType.BENCHMARK,
    "suite": EntityType.BENCHMARK,
    "game": EntityType.ENVIRONMENT,
}
# Capitalised words that begin a clause or name no collection.
_NOT_NAMES = frozenset("The This These Our We It In On For A An Each Both All".split())


def collection_names(
    context: Context, sentence: Sentence
) -> tuple[dict[int, Mention], list[Mention]]:
    """ "the Quillon corpus": a name before a word for a collection, where no data mention is.
    A Method mention of the name alone ("Rock-Paper-Scissor" of "the Rock-Paper-Scissor
    game") becomes the collection's; a Task or Model one keeps it ("the person Re-ID dataset").

    Returns:
        The mentions that change, by index; and the names no mention held.
    """
    changed: dict[int, Mention] = {}
    found = []
    for match in _COLLECTION.finditer(context.text, sentence.start, sentence.end):
        start, end = match.start(1), match.end()
        words = match.group(1).split()
        if (
            words[0] in _NOT_NAMES
            or start == sentence.start
            or not any(ch.isalpha() for ch in match.group(1))  # "40 games": a count
            or _taken(context.mentions, start, end)
        ):
            continue
        held = [
            i
            for i, m in enumerate(context.mentions)
            if m.start < match.end(1) and match.start(1) < m.end and m.type in _NOT_DATA
        ]
        methods = [
            i
            for i in held
            if context.mentions[i].type is EntityType.METHOD
            and (context.mentions[i].start, context.mentions[i].end) == match.span(1)
        ]
        if len(methods) != len(held):
            continue  # "the person Re-ID dataset": a task's name, no dataset's
        kind = match.group(2).split()[0]
        if kind == "game" and words[-1].lower() in GAME_THEORY_WORDS:
            continue  # "Markov games": game theory's, no test bed
        etype = _COLLECTION_TYPES.get(kind, EntityType.DATASET)
        text = context.text[start:end]
        mention = Mention(text, start, end, etype, "dataset.collection", confidence.TASK_FRAMED)
        if methods and kind == "game":  # "IF games": the game word is of the name
            changed[methods[0]] = mention
        elif methods:  # "Sports 1 M dataset": the name keeps its span, now the data's type
            changed[methods[0]] = replace(
                context.mentions[methods[0]],
                type=etype,
                extractor="dataset.collection",
                confidence=confidence.TASK_FRAMED,
            )
        else:
            found.append(mention)
    return changed, found


def listed_names(context: Context, sentence: Sentence, added: Sequence[Mention]) -> list[Mention]:
    """Names listed with a dataset after "on / with / using" in a sentence about experiments,
    that no mention holds: "on Zorblet, Marrow and QuillSet"."""
    if not EVALUATION_CUES.search(sentence.text):
        return []
    mentions = [*context.mentions, *added]
    found = []
    for match in _LIST.finditer(context.text, sentence.start, sentence.end):
        items = [m.span() for m in _ITEM.finditer(context.text, *match.span(1))]
        if not any(_data_at(mentions, s, e) for s, e in items) or _head_follows(
            context.text, match.end(1)
        ):
            continue  # "on Xeon and Atom processors": the names modify a head
        for start, end in items:
            text = context.text[start:end]
            if text in _NOT_NAMES or any(m.start < end and start < m.end for m in mentions):
                continue
            found.append(
                Mention(
                    text, start, end, EntityType.DATASET, "dataset.listed", confidence.TASK_FRAMED
                )
            )
    return found


def names_after_kind(
    context: Context, sentence: Sentence
) -> tuple[dict[int, Mention], list[Mention]]:
    """ "the 3D environment Obstacle Run": the name after a word for its kind. A mention that
    held kind word and name ("3D environment Obstacle Run", typed Task) becomes the name's.

    Returns:
        The mentions that change, by index; and the names no mention held.
    """
    changed: dict[int, Mention] = {}
    added: list[Mention] = []
    for match in _KIND_THEN_NAME.finditer(context.text, sentence.start, sentence.end):
        start, end = match.span(2)
        if match.group(2).split()[0] in _NOT_NAMES or not _DETERMINED.search(
            context.text, max(sentence.start, match.start() - 20), match.start()
        ):
            continue  # "Agent- benchmark Complexity Evolution": inside a longer name
        etype = _KIND_TYPES.get(match.group(1), EntityType.DATASET)
        name = Mention(match.group(2), start, end, etype, "dataset.kind", confidence.TASK_FRAMED)
        around = [
            i
            for i, m in enumerate(context.mentions)
            if m.start < end and start < m.end and m.type not in _DATA
        ]
        if _data_at(context.mentions, start, end):
            continue
        if around:
            changed[
                max(around, key=lambda i: context.mentions[i].end - context.mentions[i].start)
            ] = name
        else:
            added.append(name)
    return changed, added


def _head_follows(text: str, end: int) -> bool:
    """Whether a lowercase noun follows ``end`` ("Xeon and Atom processors")."""
    after = _NEXT_WORD.match(text, end)
    if after is None:
        return False
    word = after.group(1)
    return word not in _LIST_WORDS and word_class(word, load_lexicon()) == "N"


def _data_at(mentions: Sequence[Mention], start: int, end: int) -> bool:
    return any(m.type in _DATA and m.start <= start and end <= m.end for m in mentions)


def _taken(mentions: Sequence[Mention], start: int, end: int) -> bool:
    """Whether a data mention, or a longer mention, already holds ``start:end``."""
    return any(
        m.start < end
        and start < m.end
        and (
            m.type in _DATA or (m.start <= start and end <= m.end and m.end - m.start > end - start)
        )
        for m in mentions
    )
