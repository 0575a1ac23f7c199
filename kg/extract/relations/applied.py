"""Proposals turned into edges: :func:`apply_proposals` types what a sentence's proposals name
as the paper's own artefacts (:func:`proposed_mention`) and draws their ``proposes`` edges.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from kg.extract.relations import confidence
from kg.extract.relations.context import Context, Sentence, edge, with_mentions
from kg.extract.relations.framing import FORMULATION
from kg.extract.relations.own_names import known_name
from kg.extract.relations.proposals import Proposal
from kg.lexicon.wordclass import load_lexicon
from kg.types import DATA_TYPES, EntityType, Mention, Predicate, Relation

__all__ = ["apply_proposals", "proposed_mention"]

# Unknown names a paper proposes are artefacts, not metrics, concepts or tasks.
_NOT_ARTEFACTS = frozenset({EntityType.METRIC, EntityType.CONCEPT, EntityType.TASK})
_ARTEFACT_HEADS = frozenset(
    {EntityType.DATASET, EntityType.BENCHMARK, EntityType.ENVIRONMENT, EntityType.METRIC}
)
_MADE_HEADS = frozenset({EntityType.METHOD, EntityType.MODEL})
# Rules whose cue alone cannot make a known name the paper's: a weak verb ("we establish
# convergence rates"), a definition ("Batch normalization (BN) is ..."), a cue verb or a passive
# ("we propose a deep reinforcement learning (RL) algorithm", "we formulate SGD as ...").
_NEVER_KNOWN = frozenset({"proposes.weak", "proposes.definition"})
_UNLESS_GIVEN = frozenset({"proposes.cue", "proposes.passive"})
# What follows a name the paper gives as its own: its acronym and a class word at most, then an
# appositive ("mixup, a simple learning principle", "the X (XB) benchmark, a collection ...").
_GIVEN_AS_OWN = re.compile(
    r"\s*(?:\([^()]{1,20}\)\s*)?(?:[a-z]+\s*)?,\s*(?:an?|the|our|novel|new)\b"
)


def proposed_mention(
    mention: Mention, *, head: EntityType | None = None, concept: bool = False
) -> Mention:
    """A mention once the paper says it proposes it: typed as an artefact, confident enough.

    A contribution phrase keeps what its own head noun gave it. An unknown name typed as a
    metric, concept or task becomes the artefact its announced head names, else a method; a
    task announced as one ("the task of X") stays a task, and a name the paper gives a
    phenomenon (``concept``) is a concept.

    >>> m = Mention("FooLoss", 0, 7, EntityType.CONCEPT, "name", 0.5)
    >>> found = proposed_mention(m)
    >>> found.type.value, found.confidence
    ('Method', 0.6)
    """
    if mention.extractor.startswith("proposal"):
        return mention
    if mention.canonical is None:
        if concept:  # "we term this phenomenon X": a concept the paper names, no thing made
            mention = replace(mention, type=EntityType.CONCEPT)
        elif mention.type in _NOT_ARTEFACTS and not (head is mention.type is EntityType.TASK):
            # (a task the paper poses stays a task: "we introduce the task of X")
            etype = head if head in _ARTEFACT_HEADS else EntityType.METHOD
            mention = replace(mention, type=etype)
        elif head in DATA_TYPES or head in _MADE_HEADS and mention.type in DATA_TYPES:
            # "a new benchmark, called X"; "our method, called X" (not the data it was taken for)
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
        if proposal.rule == FORMULATION or _known_in_passing(context, proposal, mentions):
            if proposal.mention is not None and index == len(mentions):
                mentions.append(proposal.mention)  # later proposals count on its place
            continue
        if proposal.mention is not None:
            if index == len(mentions):
                mentions.append(proposal.mention)
            else:
                mentions[index] = proposal.mention
        mentions[index] = proposed_mention(
            mentions[index], head=proposal.head, concept=proposal.concept
        )
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


def _known_in_passing(context: Context, proposal: Proposal, mentions: Sequence[Mention]) -> bool:
    """Whether a proposal is of a known name the paper does not give as its own: under a weak
    cue or a definition always; under a cue verb or a passive unless the name is coined
    ("MobileBERT", "BabyAI") or set before an appositive ("mixup, a simple ...")."""
    if proposal.rule not in _NEVER_KNOWN | _UNLESS_GIVEN:
        return False
    mention = proposal.mention or mentions[proposal.index]
    if mention.extractor.startswith("proposal") or not (
        mention.canonical is not None or known_name(mention.text)
    ):
        return False
    if proposal.rule in _NEVER_KNOWN:
        return True
    return not (_coined(mention.text) or _GIVEN_AS_OWN.match(context.text, mention.end))


def _coined(name: str) -> bool:
    """Capitals or digits inside a word ("MobileBERT", "GLUE", "NAS-Bench-201"), or one
    capitalised word no dictionary has ("Dreamer"). Word by word, unlike the name finder's
    check (:mod:`kg.extract.relations.named`), which reads any capital past the first letter:
    a known name in Title Case ("Graph Neural Network") is not coined here."""
    if any(ch.isupper() or ch.isdigit() for word in name.split() for ch in word[1:]):
        return True
    return " " not in name and name[:1].isupper() and name.lower() not in load_lexicon()
