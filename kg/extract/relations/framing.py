"""Contributions framed without a cue verb's object: "we cast X as Y" (the formulation is the
contribution) and "in this paper, X is achieved by Y" (the means Y is)."""

from __future__ import annotations

from kg.extract.relations import confidence
from kg.extract.relations.context import Context
from kg.extract.relations.fallback import MARKS, MAX_FRAMED_TOKENS, formulation
from kg.lexicon.cues import ACHIEVING, FORMULATING, MEANS
from kg.types import FORMULATION_EXTRACTOR, EntityType, Mention

__all__ = ["FORMULATION", "achieved_means", "formulates", "formulation_mention"]

# The rule of a formulation ("we cast X as Y"): its words are a mention, but no thing made (a
# first version proposed them: "protein docking as a reinforcement learning problem").
FORMULATION = "proposes.formulation"

_BE = frozenset({"is", "are", "was", "were"})


def formulation_mention(context: Context, token, last: int) -> Mention | None:
    """The mention of "X as Y" after a formulating verb ``token`` ("we cast"), if whole."""
    if token.lower_ not in FORMULATING:
        return None
    span = formulation(context.doc, token.i + 1, last)
    if span is None:
        return None
    start, end = span
    text = context.abstract[start:end]
    return Mention(text, start, end, EntityType.METHOD, FORMULATION_EXTRACTOR, confidence.PHRASE)


def formulates(doc, token, last: int) -> bool:
    """Whether a formulating verb ``token`` casts its object as something ("we formulate X as
    Y", however long X is): the object is a problem seen anew, not a thing the paper makes."""
    if token.lower_ not in FORMULATING:
        return False
    for k in range(token.i + 1, min(last, token.i + 2 + MAX_FRAMED_TOKENS)):
        if doc[k].lower_ == "as":
            return k > token.i + 1
        if doc[k].text in MARKS:
            return False
    return False


def achieved_means(token, last: int) -> int | None:
    """Where the means begins after "is achieved by" (``token`` is "achieved"), or None."""
    if (
        token.lower_ in ACHIEVING
        and token.i > 0
        and token.nbor(-1).lower_ in _BE
        and token.i + 2 < last
        and token.nbor(1).lower_ in MEANS
    ):
        return token.i + 2
    return None
