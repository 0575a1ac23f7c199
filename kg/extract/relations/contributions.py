"""Contribution noun phrases: what "we propose a pi-invariant test-time projection" proposes.

With no name after a cue verb, the noun phrase itself becomes a paper-scoped contribution,
unless it is generic ("a novel method"). These functions read tokens only.
"""

from __future__ import annotations

from spacy.tokens import Doc

from kg.extract.mentions import head_type
from kg.lexicon.cues import (
    CONCEPT_HEADS,
    DETERMINERS,
    EVALUATIVE,
    GENERIC_HEADS,
    LEADING_PRAISE,
    NOUN_PHRASE_STOPS,
)
from kg.types import EntityType

__all__ = ["contribution_type", "noun_phrase", "phrase_head"]

# Head types that end a contribution phrase ("... deformation framework"); "learning" does not.
_PHRASE_HEADS = frozenset(
    {
        EntityType.METHOD,
        EntityType.MODEL,
        EntityType.DATASET,
        EntityType.BENCHMARK,
        EntityType.METRIC,
    }
)
# The longest contribution phrase, in tokens after its determiners and praise.
_MAX_PHRASE_TOKENS = 10
# The longest complement kept after a generic head ("a framework for ...").
_MAX_COMPLEMENT_TOKENS = 6
# Prepositions a generic head may take its complement with ("a formal framework *for* ...").
_COMPLEMENT_PREPOSITIONS = frozenset({"for", "of", "to", "on"})
# Prepositions that keep a generic head open ("a family *of* ..."): the phrase goes on.
_OPEN_PREPOSITIONS = frozenset({"of", "for"})
# Characters of formula fragments, which name nothing.
_FORMULA = "()[]|=_{}"


def contribution_type(head: str) -> EntityType:
    """The type a contribution phrase takes from its head noun (a Method by default).

    >>> contribution_type("analysis").value, contribution_type("benchmark").value
    ('Concept', 'Benchmark')
    """
    if head.lower() in CONCEPT_HEADS:
        return EntityType.CONCEPT
    etype = head_type(head) or EntityType.METHOD
    return EntityType.METHOD if etype is EntityType.MODEL else etype


def phrase_head(doc: Doc, first: int, stop: int) -> EntityType | None:
    """The type the first head noun among tokens ``first:stop`` announces, if any."""
    for token in doc[first:stop]:
        found = head_type(token.text)
        if found is not None:
            return found
    return None


def noun_phrase(doc: Doc, first: int, last: int) -> tuple[int, int, str] | None:
    """The contribution noun phrase from token ``first`` on, before ``last``.

    Returns:
        Its start and end characters and its head word; None when it is generic, a lone
        common noun or a formula fragment.
    """
    k = first
    while k < last and (
        doc[k].lower_ in DETERMINERS or doc[k].lower_ in EVALUATIVE or doc[k].is_space
    ):
        k += 1
    start_tok = k
    head_at = None
    while k < last and k - start_tok < _MAX_PHRASE_TOKENS:
        token = doc[k]
        if (
            token.lower_ in NOUN_PHRASE_STOPS
            or token.is_punct
            and token.text not in {"-"}
            or token.like_num
            and k == start_tok
        ):
            break
        if head_type(token.text) in _PHRASE_HEADS or token.lower_ in CONCEPT_HEADS:
            head_at = k
            if (
                k + 1 < last
                and doc[k + 1].lower_ in _OPEN_PREPOSITIONS
                and _is_generic(doc, start_tok, k + 1)
            ):
                k += 1
                continue
            k += 1
            break
        k += 1
    end_tok = k
    if end_tok <= start_tok:
        return None
    if _is_generic(doc, start_tok, end_tok):
        # "a formal framework for reasoning faithfulness": keep the complement
        if end_tok < last and doc[end_tok].lower_ in _COMPLEMENT_PREPOSITIONS:
            j = end_tok + 1
            while (
                j < last
                and j - end_tok < _MAX_COMPLEMENT_TOKENS
                and doc[j].lower_ not in NOUN_PHRASE_STOPS
                and not doc[j].is_punct
            ):
                j += 1
            if j - end_tok > 1 and not _is_generic(doc, end_tok + 1, j):
                end_tok = j
            else:
                return None
        else:
            return None
    start_tok = _trim_leading(doc, first, end_tok)
    words = [t for t in doc[start_tok:end_tok] if not t.is_space]
    if (
        not words
        or words[0].is_stop
        or words[0].is_punct
        or any(ch in t.text for t in words for ch in _FORMULA)
    ):
        return None  # "of explicit object ...", "here", formula fragments
    if len(words) == 1 and not (
        "-" in words[0].text or any(ch.isupper() or ch.isdigit() for ch in words[0].text)
    ):
        return None  # a lone common noun ("definition", "representations") names nothing
    head = doc[head_at if head_at is not None else end_tok - 1].text
    return doc[start_tok].idx, doc[end_tok - 1].idx + len(doc[end_tok - 1].text), head


def _trim_leading(doc: Doc, first: int, end_tok: int) -> int:
    """The first token of the phrase once determiners and praise are cut (one word stays)."""
    k = first
    while k < end_tok - 1 and (
        doc[k].lower_ in DETERMINERS or doc[k].lower_ in LEADING_PRAISE or doc[k].is_space
    ):
        k += 1
    return k


def _is_generic(doc: Doc, start: int, end: int) -> bool:
    """Whether tokens ``start:end`` are only generic heads, praise and determiners."""
    words = [t.lower_ for t in doc[start:end] if not t.is_space and not t.is_punct]
    return all(w in GENERIC_HEADS or w in EVALUATIVE or w in DETERMINERS for w in words)
