"""Termhood: whether a linked name names something, decided from the name and its uses.

How many papers share a phrase is no evidence that it is a term ("recent years", "model
parameters" are in hundreds of papers). A name is a **term** when some paper writes it as a name
(capitals past its first letter, digits, a capital in mid-sentence), defines an acronym for it,
the gazetteer knows it, or a content word modifies a specific head ("transfer learning", "batch
normalization", "image classification"). It is **generic** when it is a model family ("neural
network", "deep learning") or a one-word activity ("classification", "training"). Everything
else is a **phrase**: kept and scored, drawn only when extracted confidently.
"""

from __future__ import annotations

from kg.lexicon.cues import EVALUATIVE, GENERIC_HEADS, TASK_HEADS
from kg.lexicon.words import (
    FIELD_HEADS,
    GENERIC_FAMILIES,
    GENERIC_PHRASE_HEADS,
    GENERIC_TASK_WORDS,
    GENERIC_WORDS,
    LEADING,
    TERM_HEADS,
    WEAK_MODIFIERS,
)
from kg.link.keys import name_key
from kg.types import EntityType, Mention

__all__ = ["GENERIC", "PHRASE", "TERM", "activity_type", "field_type", "named_in_text", "termhood"]

TERM, PHRASE, GENERIC = "term", "phrase", "generic"

_NOT_CONTENT = (
    LEADING | WEAK_MODIFIERS | GENERIC_WORDS | GENERIC_HEADS | EVALUATIVE | GENERIC_PHRASE_HEADS
) | frozenset("deep neural training total overall final learned learning based".split())
# A phrase with one of these inside is a description, not a name ("lens of robust
# optimization", "modeling and discriminative processes").
_INSIDE_DESCRIPTIONS = frozenset("of and or for with to in on by from as than via".split())


def named_in_text(mention: Mention, abstract: str) -> bool:
    """Whether the text writes the mention as a name: digits, a capital past the first letter,
    or a capital first letter in mid-sentence.

    >>> from kg.types import EntityType
    >>> m = Mention("Recent years", 0, 12, EntityType.CONCEPT, "phrase", 0.45)
    >>> named_in_text(m, "Recent years saw ..."), named_in_text(Mention("Adam", 8, 12, EntityType.METHOD, "ner", 0.45), "We use  Adam.")
    (False, True)
    """
    text = mention.text
    if any(ch.isdigit() for ch in text) or any(ch.isupper() for ch in text[1:]):
        return True
    if not text[:1].isupper():
        return False
    before = abstract[: mention.start].rstrip()
    return bool(before) and before[-1] not in ".!?:;\n"


def _words(label: str) -> list[str]:
    return name_key(label).split()


def termhood(label: str, *, named: bool, defined: bool, in_gazetteer: bool) -> str:
    """:data:`TERM`, :data:`PHRASE` or :data:`GENERIC` for an entity's name.

    Args:
        label: The entity's label.
        named: Some paper writes it as a name (see :func:`named_in_text`).
        defined: Some paper defines an acronym for it, or it is that acronym.
        in_gazetteer: The gazetteer resolved it.

    >>> [termhood(s, named=False, defined=False, in_gazetteer=False)
    ...  for s in ["transfer learning", "model parameters", "classification", "neural network"]]
    ['term', 'phrase', 'generic', 'generic']
    """
    key = name_key(label)
    words = key.split()
    if key in GENERIC_FAMILIES or (len(words) == 1 and _is_generic_word(words[0])):
        return GENERIC
    if named or defined or in_gazetteer:
        return TERM
    if (
        2 <= len(words) <= 4
        and words[-1] in TERM_HEADS
        and not _INSIDE_DESCRIPTIONS.intersection(words)
        and _has_content(words[:-1])
    ):
        return TERM
    return PHRASE


def _is_generic_word(word: str) -> bool:
    return word in GENERIC_TASK_WORDS or word.replace(" ", "-") in GENERIC_TASK_WORDS


def _has_content(modifiers: list[str]) -> bool:
    return any(w not in _NOT_CONTENT and len(w) > 2 for w in modifiers)


def field_type(label: str, etype: EntityType) -> EntityType:
    """A research field typed Concept or Method by the corpus is a Task ("transfer learning",
    "meta-learning", "domain adaptation"); any other type is kept.

    >>> field_type("few-shot learning", EntityType.CONCEPT).value, field_type("Q-learning", EntityType.METHOD).value
    ('Task', 'Method')
    """
    if etype not in (EntityType.CONCEPT, EntityType.METHOD) or label != label.lower():
        return etype
    words = _words(label)
    if len(words) >= 2 and words[-1] in FIELD_HEADS and _has_content(words[:-1]):
        return EntityType.TASK
    return etype


def activity_type(label: str, etype: EntityType, *, voted: EntityType) -> EntityType:
    """A gazetteer Concept the papers' mentions vote a Task is one when its name is an activity
    (a task head with a content modifier: "distributed training", "adversarial robustness"): the
    gazetteer's Concept says the name is a term, not what kind of term; any other type is kept.

    >>> activity_type("sparse training", EntityType.CONCEPT, voted=EntityType.TASK).value
    'Task'
    >>> activity_type("attention mechanism", EntityType.CONCEPT, voted=EntityType.TASK).value
    'Concept'
    """
    if etype is not EntityType.CONCEPT or voted is not EntityType.TASK or label != label.lower():
        return etype
    words = _words(label)
    if len(words) >= 2 and words[-1] in TASK_HEADS and _has_content(words[:-1]):
        return EntityType.TASK
    return etype
