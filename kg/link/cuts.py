"""Mentions cut out of a longer phrase, decided on the text around them (round 7).

Beside :func:`kg.link.chunks.coordination_fragment` (the second half of "temporal and spatial
evolution") and :func:`kg.link.chunks.qualifier_cut` (a Task cut from the noun before it):

- the **first half of a coordination** whose modifier both halves share: "joint pruning" of
  "joint pruning and quantization";
- a Task that is the **first half of a coordination sharing an activity head** it lacks:
  "joint image" of "joint image and per-pixel annotation synthesis";
- a phrase **cut before its head**: "well-known learning" of "well-known learning challenges";
- a venue in a **publication note** ("To appear in TACL");
- a **gerund with its object** inside a clause: "embedding GNN layers" of "embedding GNN layers
  inside agents".

Such a mention is kept and scored, under a key of its own that is never drawn.

A citation's author glued to a term (round 9: "adaptive softmax of Grave" of "the adaptive
softmax of Grave et al. (2017)", "approximation theorem Cybenko (1989)") is cut off the term
(:func:`without_citation`); a mention of authors' names alone ("Frankle & Carbin (2019)") is
no entity.
"""

from __future__ import annotations

import re
from dataclasses import replace

from spacy.lang.en.stop_words import STOP_WORDS

from kg.lexicon.cues import GENERIC_HEADS
from kg.lexicon.task_cues import TASK_HEADS, TASK_SUFFIXES
from kg.lexicon.wordclass import load_lexicon
from kg.lexicon.words import (
    CLASS_HEADS,
    GENERIC_TASK_WORDS,
    KIND_HEADS,
    ROLE_NOUNS,
    TERM_HEADS,
    WEAK_HEADS,
)
from kg.link.chunks import coordination_fragment, qualifier_cut
from kg.link.termhood import TERM, termhood
from kg.text import singularize
from kg.types import EntityType, Mention

__all__ = ["cut_from_phrase", "cut_mention", "without_citation"]

# What follows an author's name in a citation: "et al.", a year, "(2019)", ", 2019)".
_CITATION_AFTER = re.compile(r"^\s*(?:et\s+al\b|\(?(?:19|20)\d\d[a-z]?\b|,\s*(?:19|20)\d\d\))")
# One or more authors' names and the words joining them, at the mention's end.
_AUTHORS_END = re.compile(
    r"(?:^|\s)(?:of\s+|by\s+|from\s+)?"
    r"([A-Z][a-z'-]+(?:\s*(?:&|and|,)\s*[A-Z][a-z'-]+)*)$"
)

# How two activities are done together ("joint pruning and quantization"): said of both, it
# makes neither half a name of its own; a kind ("approximate inference") stays one.
_MANNERS = frozenset(
    "joint simultaneous combined concurrent separate efficient fast automatic automated".split()
)
_CONJUNCT_AFTER = re.compile(r"^\s+(?:and|or)\s+([a-z][a-z-]+)(?=\s*(?:[,.;:)]|$|\s))")
_WORD_AFTER = re.compile(r"^ ([a-z][a-z-]*[a-z])\b(?!-)")
_CLAUSE_AFTER = re.compile(r"^\s+(?:inside|into|within|onto|across|through|between|among)\b")
# Words after a name that say what kind of thing it is ("image classification tasks").
_KIND_WORDS = (
    KIND_HEADS
    | {f"{h}s" for h in KIND_HEADS}
    | CLASS_HEADS
    | GENERIC_HEADS
    | WEAK_HEADS
    | ROLE_NOUNS
    | frozenset(TASK_SUFFIXES)
    | frozenset(
        """approaches process processes agent agents benchmark benchmarks dataset datasets
        corpus corpora data set sets suite database collection environment environments game
        games""".split()
    )
)


def cut_mention(mention: Mention, abstract: str, *, proposed: bool) -> bool:
    """Whether a mention is cut out of a longer phrase by any rule of linking: a coordination
    fragment, a Task cut from its qualifier, or :func:`cut_from_phrase` (not asked of what a
    paper proposes: its label is the proposal rules' to give)."""
    return (
        coordination_fragment(mention, abstract, commas=not proposed)
        or qualifier_cut(mention, abstract)
        or _publication_note(mention, abstract)
        or not proposed
        and cut_from_phrase(mention, abstract)
    )


# A line saying where the paper appears ("To appear in TACL", "Accepted at ICLR 2020").
_NOTE = re.compile(
    r"(?:^|[.!?]\s+)(?:to appear (?:in|at)|accepted (?:at|to|by|for|in)|published (?:in|at)|"
    r"in proceedings of|under review (?:at|for))\s+(?:the\s+)?$",
    re.IGNORECASE,
)


def _publication_note(mention: Mention, abstract: str) -> bool:
    """ "To appear in | TACL": a venue in a publication note is no method of the paper."""
    return _NOTE.search(abstract[max(0, mention.start - 60) : mention.start]) is not None


def cut_from_phrase(mention: Mention, abstract: str) -> bool:
    """Whether a mention is a piece of a longer phrase the text writes (see the module).

    >>> from kg.types import EntityType
    >>> text = "We study joint pruning and quantization of networks."
    >>> cut_from_phrase(Mention("joint pruning", 9, 22, EntityType.METHOD, "ner", 0.5), text)
    True
    >>> text = "We study adversarial training and testing of networks."
    >>> cut_from_phrase(Mention("adversarial training", 9, 29, EntityType.METHOD, "ner", 0.5), text)
    False
    """
    if mention.short_form or mention.long_form:
        return False
    words = mention.text.split()
    after = abstract[mention.end : mention.end + 60]
    return (
        _shared_modifier(words, after)
        or mention.type is EntityType.TASK
        and _headless_conjunct(words, after)
        or _cut_before_head(words, after)
        or mention.type is not EntityType.TASK  # "predicting entailment between words"
        and _gerund_clause(words, after)
    )


def _shared_modifier(words: list[str], after: str) -> bool:
    """ "joint pruning | and quantization": a describing adjective shared by two activities."""
    if len(words) != 2 or any(w != w.lower() for w in words):
        return False
    found = _CONJUNCT_AFTER.match(after)
    if found is None:
        return False
    modifier, head, other = words[0], words[1], found.group(1)
    if modifier not in _MANNERS:
        return False  # "adversarial training and testing", "approximate inference and learning"
    activities = TERM_HEADS | GENERIC_TASK_WORDS
    return head in activities and other in activities


# "and" / "or" and at most three lowercase words up to the end of the noun phrase.
_CONJUNCT_PHRASE = re.compile(
    r"^\s+(?:and|or)\s+((?:[a-z][a-z-]*\s+){0,3}[a-z][a-z-]*)(?=\s*(?:[,.;:)]|$|\s+(?:with|by|using|via|for|in|on|of)\b))"
)


# Endings of nouns of an activity or a state ("construction", "correspondence", "alignment").
_ACTIVITY_ENDINGS = ("tion", "sion", "ment", "ance", "ence", "ing", "sis", "ity", "ure", "al")


def _activity_like(word: str) -> bool:
    return word.endswith(_ACTIVITY_ENDINGS)


def _headless_conjunct(words: list[str], after: str) -> bool:
    """ "joint image | and per-pixel annotation synthesis": a Task whose last word is no
    activity, before "and" and a phrase that ends at one, is the coordination's first half."""
    if len(words) < 2 or any(w != w.lower() for w in words):
        return False
    head = words[-1]
    if (
        head in TASK_HEADS
        or head in TERM_HEADS | GENERIC_TASK_WORDS | _KIND_WORDS
        or _activity_like(head)
    ):
        return False  # "knowledge graph construction | and question answering" is whole
    found = _CONJUNCT_PHRASE.match(after)
    other = found.group(1).split() if found is not None else []
    return len(other) >= 2 and other[-1] in TASK_HEADS and not STOP_WORDS.intersection(other)


def _cut_before_head(words: list[str], after: str) -> bool:
    """ "well-known learning | challenges": the noun after the mention is the head that the
    mention's describing words modify. A kind word after a name is no head ("image
    classification tasks"), nor a word that may be a verb ("alternating minimization |
    proceeds"); a noun compound ("knowledge representation | point of view") and a term by its
    own words stay what they are."""
    if len(words) < 2 or any(w != w.lower() for w in words):
        return False
    found = _WORD_AFTER.match(after)
    if found is None:
        return False
    noun = found.group(1)
    lexicon = load_lexicon()
    if noun.endswith("ing") or singularize(words[-1]) != words[-1]:
        return False  # "seq2seq models | taking ...": a plural or a clause's verb after it
    kinds = lexicon.get(noun, "") + lexicon.get(singularize(noun), "")
    if (
        "n" not in kinds
        or {"v", "a"} & set(kinds)
        or noun in STOP_WORDS
        or noun in _KIND_WORDS
        or singularize(noun) in _KIND_WORDS
        or noun.endswith("ly")
    ):
        return False
    if "n" in lexicon.get(words[0], "n"):
        return False  # "knowledge representation": a noun opens it, a compound of its own
    return termhood(" ".join(words), named=False, defined=False, in_gazetteer=False) != TERM


def _gerund_clause(words: list[str], after: str) -> bool:
    """ "embedding GNN layers | inside agents": a gerund taking an object and a place."""
    first = words[0]
    return (
        len(words) >= 2
        and first == first.lower()
        and first.endswith("ing")
        and first not in GENERIC_TASK_WORDS
        and "a" not in load_lexicon().get(first, "")  # "alternating minimization across ..."
        and _CLAUSE_AFTER.match(after) is not None
    )


def without_citation(mention: Mention, abstract: str) -> Mention | None:
    """The mention with a citation's authors cut off its end, the mention itself when none is
    glued to it, or None when it is authors' names alone.

    >>> from kg.types import EntityType
    >>> text = "We extend the sparse pebble sorter of Morrow et al. (2017) and Lark & Finch (2019)."
    >>> at = lambda s: Mention(s, text.index(s), text.index(s) + len(s), EntityType.METHOD, "ner", 0.6)
    >>> without_citation(at("sparse pebble sorter of Morrow"), text).text
    'sparse pebble sorter'
    >>> without_citation(at("Lark & Finch"), text) is None, without_citation(at("sparse pebble"), text).text
    (True, 'sparse pebble')
    """
    if mention.short_form or mention.long_form:
        return mention
    if not _CITATION_AFTER.match(abstract[mention.end : mention.end + 20]):
        return mention
    found = _AUTHORS_END.search(mention.text)
    if found is None:
        return mention
    if found.start() == 0:
        return None if " " in mention.text or "&" in mention.text else mention
    kept = mention.text[: found.start()].rstrip(" ,")
    return replace(mention, text=kept, end=mention.start + len(kept))
