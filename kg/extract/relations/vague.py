"""Whether an unnamed proposal's label names something: "fast method for sorting pebbles" does,
"efficient approach", "framework for the problem" and "method to improve performance" only
describe. Decided by the words' content, not by the label's length."""

from __future__ import annotations

from collections.abc import Sequence

from spacy.lang.en.stop_words import STOP_WORDS

from kg.lexicon.cues import (
    BARE_PRAISE,
    CLASS_WORDS,
    DETERMINERS,
    EVALUATIVE,
    LEADING_PRAISE,
    NOT_CONTRIBUTIONS,
    VAGUE_WORDS,
)
from kg.lexicon.wordclass import load_lexicon
from kg.text import singularize

__all__ = ["names_something", "released_only"]

# What a paper releases with its work, no contribution of its own: "we release our code / the
# source code / the weights to ...".
_RELEASED = frozenset({"code", "codes", "weights", "checkpoints"})
_RELEASED_OWNERS = frozenset({"our", "the", "its", "their", "all", "source"})


def names_something(words: Sequence[str]) -> bool:
    """Whether an unnamed proposal's label says what the thing is or is for.

    It must hold one specific word: a name ("NVDM", "G-CNNs"), or a noun or verb that is
    neither praise, a class word ("network", "learning") nor vague ("problem", "performance",
    "improve"). Adjectives only describe ("an *efficient* approach").

    >>> names_something("framework for the problem".split())
    False
    >>> names_something("fast method for sorting pebbles".split())
    True
    """
    lexicon = load_lexicon()
    first = singularize(words[0].lower()) if words else ""
    if first in VAGUE_WORDS and lexicon.get(first) == "v":
        return False  # "allows to associate ...": a verb's clause, not a thing
    for word in words:
        if any(ch.isupper() or ch.isdigit() for ch in word[1:]) or word[:1].isdigit():
            return True  # "G-CNNs", "NVDM", "L2 loss": a name
        lower = word.lower().strip(".,;:()\"'")
        if not lower or not any(ch.isalpha() for ch in lower) or lower in STOP_WORDS:
            continue
        if lower in VAGUE_WORDS or lower in NOT_CONTRIBUTIONS or lower in CLASS_WORDS:
            continue
        if _is_praise(lower):
            continue
        parts = [singularize(part) for part in lower.split("-") if part]
        if all(p in VAGUE_WORDS or p in CLASS_WORDS or _is_praise(p) for p in parts):
            continue  # "model-agnostic", "training-free"
        kinds = lexicon.get(lower) or lexicon.get(singularize(lower))
        if kinds is not None and "n" not in kinds and "v" not in kinds:
            continue  # an adjective or an adverb: it describes
        return True
    return False


def _is_praise(word: str) -> bool:
    return (
        word in DETERMINERS or word in EVALUATIVE or word in BARE_PRAISE or word in LEADING_PRAISE
    )


def released_only(words: Sequence[str], before: str) -> bool:
    """Whether a label headed by ``words[0]`` ... is only released material ("code to help
    X" after "our", "source code of X"); ``before`` is the word before the label.

    >>> released_only(["source", "code", "of", "it"], "the"), released_only(["new", "code"], "a")
    (True, False)
    >>> released_only(["model", "weights"], "the")
    True
    """
    lowered = [w.lower() for w in words[:2]]
    if lowered[:1] == ["source"]:
        return lowered[1:] == ["code"]
    # "we release the model weights": the head says it as the first word would
    released = lowered[:1] != [] and (lowered[0] in _RELEASED or words[-1].lower() in _RELEASED)
    return released and before.lower() in _RELEASED_OWNERS
