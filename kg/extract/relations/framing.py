"""Contributions framed without a cue verb's object: "we cast X as Y" (the formulation is the
contribution) and "in this paper, X is achieved by Y" (the means Y is)."""

from __future__ import annotations

from kg.extract.relations import confidence
from kg.extract.relations.context import Context
from kg.extract.relations.fallback import formulation
from kg.lexicon.cues import ACHIEVING, FORMULATING, MEANS
from kg.types import EntityType, Mention

__all__ = ["achieved_means", "formulation_mention"]

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
    return Mention(text, start, end, EntityType.METHOD, "proposal.phrase", confidence.PHRASE)


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
