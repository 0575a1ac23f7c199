"""Proposals turned into edges: :func:`apply_proposals` types what a sentence's proposals name
as the paper's own artefacts (:func:`proposed_mention`) and draws their ``proposes`` edges.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from kg.extract.relations import confidence
from kg.extract.relations.context import Context, Sentence, edge, with_mentions
from kg.extract.relations.proposals import Proposal
from kg.types import EntityType, Mention, Predicate, Relation

__all__ = ["apply_proposals", "proposed_mention"]

# Unknown names a paper proposes are artefacts, not metrics, concepts or tasks.
_NOT_ARTEFACTS = frozenset({EntityType.METRIC, EntityType.CONCEPT, EntityType.TASK})
_ARTEFACT_HEADS = frozenset(
    {EntityType.DATASET, EntityType.BENCHMARK, EntityType.ENVIRONMENT, EntityType.METRIC}
)
_DATA_HEADS = frozenset({EntityType.DATASET, EntityType.BENCHMARK, EntityType.ENVIRONMENT})


def proposed_mention(mention: Mention, *, head: EntityType | None = None) -> Mention:
    """A mention once the paper says it proposes it: typed as an artefact, confident enough.

    A contribution phrase keeps what its own head noun gave it. An unknown name typed as a
    metric, concept or task becomes the artefact its announced head names, else a method.

    >>> m = Mention("FooLoss", 0, 7, EntityType.CONCEPT, "name", 0.5)
    >>> found = proposed_mention(m)
    >>> found.type.value, found.confidence
    ('Method', 0.6)
    """
    if mention.extractor.startswith("proposal"):
        return mention
    if mention.canonical is None:
        if mention.type in _NOT_ARTEFACTS:
            etype = head if head in _ARTEFACT_HEADS else EntityType.METHOD
            mention = replace(mention, type=etype)
        elif head in _DATA_HEADS:
            mention = replace(mention, type=head)
    if mention.confidence < confidence.PROPOSED_MENTION:
        # What a paper says it introduces names a thing, whoever found the words.
        mention = replace(mention, confidence=confidence.PROPOSED_MENTION)
    return mention


def apply_proposals(
    context: Context, sentence: Sentence, proposals: Sequence[Proposal]
) -> tuple[Context, tuple[Relation, ...]]:
    """The context after a sentence's proposals (in order), and their ``proposes`` edges."""
    if not proposals:
        return context, ()
    mentions = list(context.mentions)
    proposed = list(context.proposed)
    relations = []
    for proposal in proposals:
        index = proposal.index
        if proposal.mention is not None:
            if index == len(mentions):
                mentions.append(proposal.mention)
            else:
                mentions[index] = proposal.mention
        mentions[index] = proposed_mention(mentions[index], head=proposal.head)
        relations.append(
            edge(
                context,
                Predicate.PROPOSES,
                index,
                sentence,
                proposal.rule,
                proposal.confidence,
            )
        )
        if index not in proposed:
            proposed.append(index)
    return with_mentions(context, mentions, proposed=proposed), tuple(relations)
