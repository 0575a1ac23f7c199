"""Pieces cut out of a longer capitalised name ("Iterative Method" of "Basic Iterative Method").

Such a mention is kept and scored, but it is not the entity its words would name: linking puts
it under a key of its own that is never drawn (see :mod:`kg.link`).
"""

from __future__ import annotations

import re

from kg.lexicon.wordclass import load_lexicon
from kg.lexicon.words import DESCRIBING_SUFFIXES, LANGUAGES
from kg.text import singularize, written_as_name
from kg.types import DATA_TYPES, EntityType, Mention

__all__ = ["piece_of_name"]

# A capitalised word just before or after a mention, in the same sentence: a word of its name.
_CAPITAL_BEFORE = re.compile(r"([A-Z][\w-]*) $")
_CAPITAL_AFTER = re.compile(r"^ ([A-Z][\w-]*)")
# A capitalised word and "in the" / "of the" just before a Task: the task's name goes on
# ("Text in the | Wild Recognition").
_JOINED_BEFORE = re.compile(r"[A-Z][\w-]* (?:in|of|on|for) the $")
# Words for a kind of data after a dataset's name ("the Wall Street Journal Dataset").
_DATA_KINDS = frozenset(
    "dataset datasets corpus corpora benchmark benchmarks database data set collection".split()
)
# Capitalised words that start or join a phrase, not name words ("The", "Our", "In").
_NOT_NAME_WORDS = frozenset(
    """a an the our this these that their its we in on for of to with by
    from using via and or as at is are""".split()
)


def piece_of_name(mention: Mention, abstract: str) -> bool:
    """Whether a mention is a piece cut out of a longer capitalised name: "Iterative Method" of
    "the Basic Iterative Method", "DeepSpeech" of "Frechet DeepSpeech Distance". A mention
    between two capitalised words is one, and so is Title Case of common words with one beside
    it; a defined acronym or long form is not, nor a first word of a sentence beside it.

    >>> from kg.types import EntityType
    >>> text = "We use the Basic Iterative Method and the Frechet DeepSpeech Distance."
    >>> m = Mention("Iterative Method", 17, 33, EntityType.METHOD, "ner", 0.6)
    >>> piece_of_name(m, text), piece_of_name(Mention("DeepSpeech", 50, 60, EntityType.METHOD, "ner", 0.6), text)
    (True, True)
    >>> piece_of_name(Mention("LSTM", 20, 24, EntityType.METHOD, "ner", 0.6), "We use Bidirectional LSTM networks.")
    False
    """
    if mention.short_form or mention.long_form:
        return False
    window = abstract[max(0, mention.start - 40) : mention.start]
    found = _CAPITAL_BEFORE.search(window)
    before = (
        found is not None
        and written_as_name(found.group(1), window[: found.start()])  # not a sentence's first
        and found.group(1).lower() not in _NOT_NAME_WORDS
        and not found.group(1).lower().endswith(tuple(f"-{x}" for x in DESCRIBING_SUFFIXES))
        # "Atari | Arcade Learning Environments": a word of the known name the mention means
        and not (
            mention.canonical is not None
            and found.group(1).lower() in mention.canonical.lower().split()
        )
    )
    if mention.type is EntityType.TASK and not mention.canonical:
        before = before or _JOINED_BEFORE.search(window) is not None
    found = _CAPITAL_AFTER.match(abstract[mention.end : mention.end + 40])
    # "Common Voice | English": a known name's part in a language is the name's, no piece
    after = found is not None and found.group(1).lower() not in _NOT_NAME_WORDS
    after = after and not (mention.canonical is not None and found.group(1).lower() in LANGUAGES)
    # "the Wall Street Journal | Dataset": a word for the data's kind after its name, no piece
    after = after and not (mention.type in DATA_TYPES and found.group(1).lower() in _DATA_KINDS)
    if before and after:
        return True
    words = mention.text.split()
    if len(words) < 2 or not all(w[:1].isupper() for w in words) or not (before or after):
        return False
    # Title Case of common words beside a capital ("Basic | Iterative Method") is cut out of a
    # name; a piece that is a name itself ("Flickering | Atari Games") is the thing named.
    lexicon = load_lexicon()
    return all(w[1:].islower() and singularize(w.lower()) in lexicon for w in words)
