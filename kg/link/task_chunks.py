"""Task labels that name no task: chunks of a verb phrase or a purpose clause and generic heads.

A Task node names an activity a paper addresses. :func:`task_chunk` tells the labels that do not:

- a gerund and its object that name no established activity: one plain object ("decomposing
  synthesis", "estimating parameters"), a light verb ("performing transfer learning"), a clause's
  preposition or a determiner ("merging retrieval into the decoder"); a gerund whose activity
  noun is a task's keeps its one object ("generating images" is image generation), and a name or
  a compound object makes a task ("learning KGEs", "modeling long-term dependencies");
- a subject and a gerund ("children acquiring words");
- a task or a field named by broad words only ("mainstream vision problem", "text processing
  task", "downstream learning tasks", "probabilistic deep learning"), praise or degree before an
  activity or a quality ("stable meta-learning", "maximum flexibility", "well-known learning");
- a label cut at an adjective or a hyphenated modifier ("learning compact", "clustering
  multi-channel").

Gazetteer entries and defined acronyms are never asked (see :mod:`kg.link`).
"""

from __future__ import annotations

import re

from kg.lexicon.cues import EVALUATIVE, GENERIC_HEADS
from kg.lexicon.kind_words import LIGHT_GERUNDS
from kg.lexicon.task_cues import TASK_HEADS, TASK_SUFFIXES
from kg.lexicon.wordclass import load_lexicon, quality_noun, word_class
from kg.lexicon.words import (
    GENERIC_TASK_WORDS,
    LEADING,
    PRAISE,
    QUALITY_ADJECTIVES,
    TASK_ACTIVITY_HEADS,
    WEAK_MODIFIERS,
)
from kg.text import singularize

__all__ = ["is_gerund", "task_chunk"]

# Words after a gerund that show it takes an object in a clause ("merging X into ...").
_CLAUSE_PREPOSITIONS = frozenset(
    "inside into within onto across through between among over under".split()
)

# Prepositions that relate a gerund's object to another thing, not a place of a clause:
# "finding analogies between datasets" names an activity, "merging X into the decoder" none.
_RELATING = frozenset("between across among".split())
# A factor or a count opening a label ("6x", "100"), not a name's number ("3D", "2-layer").
_QUANTITY = re.compile(r"\d+(?:\.\d+)?[x\u00d7]?|[x\u00d7]\d+(?:\.\d+)?")
# Words pointing back or ahead at what the text says, and what they point at.
_POINTING_BACK = frozenset("following above aforementioned said".split())
_ASKED = frozenset("question questions issue issues problem problems challenge challenges".split())
# A field's works or people, not its task ("reinforcement learning research").
_WORKS_OF_FIELD = frozenset("research researchers community literature practitioners".split())
# Words that start a gerund's complement or adjunct ("learning to rank", "X of Y").
_COMPLEMENTS = frozenset("of for to from with in on by as via at about without".split())
_POINTING = frozenset(
    "the a an this these those its their our his her such above aforementioned".split()
)
# Modifiers that leave a task unnamed ("downstream learning tasks", "mainstream vision problem").
_BROAD = (LEADING | WEAK_MODIFIERS | EVALUATIVE | PRAISE) | frozenset(
    """downstream upstream mainstream common real-world various diverse challenging difficult
    hard typical standard general generic many several such other related well-known
    widely-used popular""".split()
)
_POPULAR = frozenset("well-known widely-used popular mainstream downstream".split())
_DEGREE = frozenset("maximum minimum maximal minimal high higher low lower greater".split())
# Nouns of a means: the activity before one is what the means is for ("captioning models").
_MEANS = frozenset("model models network networks system systems method methods".split())
# Fields too broad to be a task, with or without a word before them ("text processing").
_BROAD_FIELDS = frozenset("vision processing learning ai intelligence computing".split())
_BROAD_FIELD_HEADS = frozenset("vision processing intelligence computing".split())
_FIELD_FAMILIES = ("deep learning", "machine learning", "deep reinforcement learning")
# Beings whose activity a label names ("infants learning", "children reasoning"): their
# ability, the motivation of a paper, no task ("human pose estimation" is one: singular).
_BEINGS = frozenset("humans infants children toddlers animals people adults".split())
# "well-studied learning", "widely-used training": how much a bare activity is done, no name.
_HOW_MUCH = re.compile(r"(?:well|widely|extensively|heavily|much|less|under|over)-\w+")


def is_gerund(word: str) -> bool:
    """A verb's -ing form ("decomposing", "modeling"), whatever else the lexicon says."""
    if not word.endswith("ing") or len(word) < 6 or word != word.lower():
        return False
    lexicon = load_lexicon()
    stem = word[:-3]
    stems = (stem, stem + "e", stem[:-1] if stem[-1:] == stem[-2:-1] else stem)
    return any("v" in lexicon.get(s, "") for s in stems)


def _names(word: str) -> bool:
    return any(ch.isupper() or ch.isdigit() for ch in word)


def _relating(words: list[str], at: int) -> bool:
    """Whether ``words[at]`` relates an object before it to a thing after it ("analogies
    between datasets")."""
    return words[at] in _RELATING and 0 < at < len(words) - 1


def _gerund_chunk(tokens: list[str]) -> bool:
    """A gerund and an object that name no established activity: the object is one plain word
    ("decomposing synthesis", "aligning embeddings of proteins"), the gerund a light verb
    ("performing transfer learning"), or a determiner or a clause's preposition follows
    ("merging retrieval into the decoder"); "modeling long-term dependencies", "learning KGEs"
    and "learning to rank" name activities."""
    first, rest = tokens[0], [t.lower() for t in tokens[1:]]
    if rest and rest[-1] in TASK_SUFFIXES | GENERIC_HEADS:
        return False  # "tagging task": the task of an activity (see task_chunk)
    if len(rest) >= 2 and rest[0] in ("and", "or") and is_gerund(rest[1]):
        tokens, rest = tokens[2:], rest[2:]  # "detecting and classifying entity mentions"
    if not is_gerund(first) or not rest or rest[0] in _COMPLEMENTS:
        return False
    if first in LIGHT_GERUNDS:
        return True
    places = [w for i, w in enumerate(rest) if w in _CLAUSE_PREPOSITIONS and not _relating(rest, i)]
    if _POINTING.intersection(rest) or places:
        return True
    core = []
    for token, lower in zip(tokens[1:], rest, strict=True):
        if lower in _COMPLEMENTS or lower in ("and", "or"):
            break
        core.append(token)
    if any(_names(t) for t in core):
        return False  # "learning KGEs", "training GANs"
    content = [t.lower() for t in core if t.lower() not in _BROAD]
    if len(content) >= 2:
        return False
    # "generating images" is image generation, an established activity; "decomposing
    # synthesis" and "estimating parameters" name none
    return not (
        content and _nominal(first) in _ACTIVITIES and singularize(content[0]) not in _PLAIN_OBJECTS
    )


def _nominal(gerund: str) -> str:
    """The activity noun of a gerund ("generating" -> "generation"), or ""."""
    stem = gerund[:-3]
    for noun in (
        stem + "ation",
        stem + "ion",
        stem + "al",
        stem + "ence",
        stem[:-1] + "ication",
        stem[:-1] + "s",
        stem[:-1] + "tion",
        gerund,
    ):
        if noun in _ACTIVITIES:
            return noun
    return ""


# Activity nouns of established tasks, and objects too plain to make one ("parameters").
_ACTIVITIES = (TASK_HEADS | TASK_ACTIVITY_HEADS) - frozenset(
    """modeling modelling learning representation reasoning understanding communication coding
    explanation inference""".split()
) | frozenset(
    """generation detection segmentation prediction estimation retrieval recognition synthesis
    tracking localization localisation quantification correction translation""".split()
)
_PLAIN_OBJECTS = frozenset(
    """parameter function cost discrepancy thing value data information result output input
    quantity property aspect""".split()
)


# Who does something: a subject before a gerund ("children acquiring words").
_DOERS = frozenset("children people humans users students infants learners agents".split())


def _clause(words: list[str]) -> bool:
    """A subject, a gerund and its object: a clause, not a task ("children acquiring words")."""
    return (
        len(words) >= 3
        and is_gerund(words[1])
        and (words[0] in _DOERS or singularize(words[0]) != words[0] and words[0].endswith("s"))
        and words[-1] not in GENERIC_HEADS | TASK_SUFFIXES | _MEANS
    )


def _unnamed_quality(words: list[str]) -> bool:
    """A broad word before an activity or a quality ("well-known learning", "maximum
    flexibility", "stable meta-learning")."""
    if len(words) != 2:
        return False
    first, head = words
    # "robust" classifies ("robust estimation", "robust control"), as the others do not
    qualities = QUALITY_ADJECTIVES - {"robust"}
    broad = (PRAISE | EVALUATIVE | qualities | _DEGREE | _POPULAR) - {"robust"}
    if first not in broad and first.removesuffix("ly") not in qualities:
        return False
    return (
        head in GENERIC_TASK_WORDS
        or head.split("-")[-1] in GENERIC_TASK_WORDS
        or quality_noun(head)
    )


def task_chunk(label: str) -> bool:
    """Whether a Task label is no task's name: a gerund chunk (see :func:`_gerund_chunk`), a
    task or field named only by broad words ("mainstream vision problem", "downstream learning
    tasks", "text processing task", "probabilistic deep learning"), praise before an activity
    ("stable meta-learning"), or a label cut at an adjective ("learning compact").

    >>> [task_chunk(s) for s in ["decomposing synthesis", "mainstream vision problem", "modeling long-term dependencies", "image classification task"]]
    [True, True, False, False]
    """
    tokens = label.split()
    if len(tokens) >= 2 and (
        _QUANTITY.fullmatch(tokens[0]) or tokens[-1].lower() in _WORKS_OF_FIELD
    ):
        return True  # "6x compression", "100 learning tasks"; "ML4H research": a field's works
    if len(tokens) < 2 or any(_names(t) for t in tokens):
        return False
    lowered = [t.lower() for t in tokens]
    if lowered[0] in _POINTING_BACK and lowered[-1] in _ASKED:
        return True  # "following central question": the text points at it
    if _gerund_chunk(tokens) or _clause(lowered):
        return True
    lexicon = load_lexicon()
    kinds = lexicon.get(lowered[-1])
    if kinds is not None and "a" in kinds and "n" not in kinds and lowered[-1][-3:] != "ing":
        return True  # "learning compact": cut at an adjective
    if "-" in lowered[-1] and lowered[-1].split("-")[0] in (
        "multi",
        "high",
        "low",
        "large",
        "small",
    ):
        return True  # "clustering multi-channel": cut at a hyphenated modifier
    words = lowered[:-1] if lowered[-1] in TASK_SUFFIXES else lowered
    core = [w for w in words if w not in _BROAD]
    if lowered[-1] in TASK_SUFFIXES and (
        len(core) < 2
        and not (core and core[0] not in GENERIC_TASK_WORDS | _BROAD_FIELDS)
        or len(core) == 2
        and core[-1] in _BROAD_FIELD_HEADS
    ):
        return (
            True  # "downstream learning tasks", "mainstream vision problem", "text processing task"
        )
    joined = " ".join(lowered)
    if lowered[-1] in TASK_SUFFIXES and " ".join(core) in _FIELD_FAMILIES:
        return True  # "downstream machine learning tasks", "deep learning problems"
    if lowered[0] in _BEINGS and (is_gerund(lowered[-1]) or lowered[-1] in GENERIC_TASK_WORDS):
        return True  # "infants learning", "animals foraging": beings do it
    if lowered[-1] in GENERIC_TASK_WORDS and all(_HOW_MUCH.fullmatch(w) for w in lowered[:-1]):
        return True  # "well-studied learning", "widely-used training"
    for family in _FIELD_FAMILIES:
        before = joined.removesuffix(family).split()
        if (
            joined.endswith(family)
            and before
            and all(word_class(w, lexicon) == "A" for w in before)
        ):
            return True  # "probabilistic deep learning": the field, described
    return _unnamed_quality(lowered)
