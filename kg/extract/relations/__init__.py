"""Typed edges from cue phrases, as plain functions over a tokenised abstract.

Rules, sentence by sentence (each edge carries the sentence as evidence):

* ``proposes`` (:mod:`~kg.extract.relations.proposals`): "we propose / introduce / present ...
  X", "this work introduces X", "X is proposed", "... called X"; with no name in the object, the
  noun phrase itself becomes a paper-scoped contribution ("a pi-invariant test-time
  projection", :mod:`~kg.extract.relations.contributions`); names given without a cue verb
  (the title's "FooNet: ...", "we call it X", "our proposed X", a new definition:
  :mod:`~kg.extract.relations.named`); a coined name that is the subject of the paper's
  result verbs ("ZN outperforms ...", :mod:`~kg.extract.relations.coined`); a defined name the
  title opens with, and what the paper puts in place of a part
  (:mod:`~kg.extract.relations.own`).
* ``extends``, ``comparesWith`` (:mod:`~kg.extract.relations.edges`): "X extends / generalizes /
  builds on Y" ("our method" is the paper's proposal); "outperforms / surpasses / compared with
  / than / over X".
* ``usesMethod``, ``evaluatesOn``, ``addressesTask``, ``codeRepository``, ``mentions``
  (:func:`~kg.extract.relations.edges.find_attachments`): what the paper uses, evaluates on,
  addresses, releases or only mentions.
* results (:mod:`~kg.extract.relations.results`): a metric, a number near it, and the dataset
  in parentheses or after "on".

Each rule reads a frozen :class:`~kg.extract.relations.context.Context` and returns new
values; :func:`find_relations` runs them in order and applies what they change. Cue words are
in :mod:`kg.lexicon.cues`, confidences in :mod:`kg.extract.relations.confidence`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from types import MappingProxyType
from typing import NamedTuple

from spacy.tokens import Doc

from kg.extract.relations.applied import apply_proposals
from kg.extract.relations.coined import find_coined_proposals
from kg.extract.relations.context import (
    Context,
    Sentence,
    doc_sentences,
    make_context,
    retyped,
    with_mentions,
)
from kg.extract.relations.cue_forms import (
    find_carried_proposals,
    find_class_named_proposals,
    find_counted_list,
    find_extended_names,
    find_listed_proposals,
    find_released_names,
    find_termed_proposals,
    find_trained_models,
    find_variant_proposals,
)
from kg.extract.relations.datasets import kind_appositives, kind_named_data, named_data
from kg.extract.relations.described_data import described_data
from kg.extract.relations.edges import (
    find_attachments,
    find_comparisons,
    find_extends,
    outperformed_names,
)
from kg.extract.relations.kind_names import find_kind_named_proposals
from kg.extract.relations.named import (
    find_definition_proposals,
    find_own_proposals,
    find_referred_proposals,
    find_title_proposals,
    renamed_phrases,
)
from kg.extract.relations.own import (
    find_abbreviated_proposals,
    find_our_proposals,
    find_quoted_proposals,
    find_replacement_proposals,
    find_title_defined_proposals,
)
from kg.extract.relations.own_data import (
    activity_data,
    game_names,
    listed_with_data,
    model_names,
    task_on_names,
)
from kg.extract.relations.own_experiments import experimented_own_data
from kg.extract.relations.placed_names import bracketed_data, clause_data, problem_names
from kg.extract.relations.proposals import find_proposals
from kg.extract.relations.results import comparative_metrics, find_results, metric_names
from kg.extract.relations.spread import repeated_names, unified_types
from kg.extract.relations.tasks import listed_methods, task_mentions
from kg.extract.relations.title_described import find_title_described_proposal
from kg.extract.relations.titles import (
    find_described_title_subject,
    find_indefinite_title_proposal,
    find_title_named_proposal,
)
from kg.text import unshouted_title
from kg.types import DATA_TYPES, DESCRIBED_EXTRACTOR, Mention, Relation, ResultMention

__all__ = [
    "TITLE_KEY",
    "FoundRelations",
    "MentionChanges",
    "Sentence",
    "doc_sentences",
    "find_relations",
]

# Where :func:`kg.extract.extract` puts the paper's title in ``Doc.user_data`` for the rules.
TITLE_KEY = "kg.title"


class MentionChanges(NamedTuple):
    """What the relation rules change about the mention stage's mentions.

    Attributes:
        replaced: Index -> the mention that takes its place: retyped (a proposal is an artefact,
            both ends of ``extends`` are methods, every mention of a proposal has its type),
            more confident (a proposal), or a contribution phrase that swallowed it.
        added: Mentions the rules found themselves, after the given ones: a name before "is
            proposed", contribution phrases, later occurrences of a proposed name.
    """

    replaced: Mapping[int, Mention]
    added: tuple[Mention, ...]

    def apply(self, mentions: Sequence[Mention]) -> tuple[Mention, ...]:
        """The mentions the relations and results index: ``mentions`` with these changes."""
        changed = tuple(self.replaced.get(i, m) for i, m in enumerate(mentions))
        return changed + self.added


class FoundRelations(NamedTuple):
    """The relation stage's findings in one abstract.

    ``relations`` and ``results`` index ``mentions.apply(given)``, the given mentions with the
    changes applied.
    """

    mentions: MentionChanges
    relations: tuple[Relation, ...]
    results: tuple[ResultMention, ...]


def find_relations(
    doc: Doc,
    mentions: Sequence[Mention],
    sentences: Sequence[Sentence],
    *,
    paper_key: str,
    abstract: str,
    title: str | None = None,
    text: str | None = None,
) -> FoundRelations:
    """Find edges and results in one abstract.

    Args:
        doc: The tokenised abstract.
        mentions: The mention stage's mentions.
        sentences: The sentences (:func:`doc_sentences`).
        paper_key: The paper the evidence belongs to.
        abstract: The text contribution phrases are cut from.
        title: The paper's title, whose name ("FooNet: ...") the paper proposes where the
            abstract uses it.
        text: ``doc.text``, if the caller has read it (spaCy rebuilds it on every access).

    Returns:
        The edges, the results, and what they change about ``mentions`` (added contribution
        phrases and names, types corrected by the relations they take part in).
    """
    context = make_context(
        doc, mentions, sentences, paper_key=paper_key, abstract=abstract, text=text
    )
    # "NETWORK COMPRESSION USING ...": the rules read a title's capitals, so one in capitals
    # is read in title case (its names as the abstract writes them)
    title = unshouted_title(title, context.text)
    context, proposals = _propose(context, title)
    relations = list(proposals)
    results: list[ResultMention] = []
    changed, added = repeated_names(context)
    if changed or added:
        renamed = [changed.get(i, m) for i, m in enumerate(context.mentions)]
        context = with_mentions(context, renamed + list(added))
    metrics = metric_names(context)
    if metrics:
        context = with_mentions(
            context, [metrics.get(i, m) for i, m in enumerate(context.mentions)]
        )
    # "19% more accurate", "3.2x faster", "7x | speed ups"
    replaced, comparatives = comparative_metrics(context)
    if replaced or comparatives:
        kept = [replaced.get(i, m) for i, m in enumerate(context.mentions)]
        context = with_mentions(context, kept + comparatives)
    # before the comparisons read types: names listed with known methods, and every mention
    # of a proposal typed as the proposal ("On TAPE, StructLM outperforms X": not data)
    context = retyped(context, listed_methods(context))
    context = retyped(context, outperformed_names(context))
    context = retyped(context, unified_types(context))
    for sentence in context.sentences:
        extends = find_extends(context, sentence)
        relations += extends.relations
        context = retyped(context, extends.retyped)
        relations += find_comparisons(context, sentence)
        results += find_results(context, sentence)
    data_at_results = _data_spans(context)
    changed, added = task_mentions(context, title)
    if changed or added:
        tasks = [changed.get(i, m) for i, m in enumerate(context.mentions)]
        context = with_mentions(context, tasks + list(added))
    described, found = described_data(context)
    if described or found:
        data = [described.get(i, m) for i, m in enumerate(context.mentions)]
        context = with_mentions(context, data + found)
    named = named_data(context)
    if named:
        context = with_mentions(context, [named.get(i, m) for i, m in enumerate(context.mentions)])
    context = retyped(context, kind_appositives(context, title))
    context = retyped(context, task_on_names(context))
    context = retyped(context, bracketed_data(context))  # "two datasets (KelpA and KelpB)"
    context = retyped(context, clause_data(context))  # "on KelpA, F1 rises to 51.4%"
    context = retyped(context, problem_names(context))  # "Quux Paths (QP) ... QP problems"
    context = retyped(context, game_names(context))
    context = retyped(context, kind_named_data(context))  # "King of Glory (KOG) ... the game KOG"
    context = retyped(context, activity_data(context))
    context = retyped(context, model_names(context))
    listed = listed_with_data(context)
    if listed:
        context = with_mentions(context, [listed.get(i, m) for i, m in enumerate(context.mentions)])
    context = retyped(context, unified_types(context))
    relations += find_attachments(context, relations, title=title)
    relations += experimented_own_data(context, relations, title)
    results = _datasets_found_later(context, results, data_at_results)
    return FoundRelations(_changes(mentions, context), tuple(relations), tuple(results))


def _data_spans(context: Context) -> set[tuple[int, int]]:
    """Where the context's data-typed mentions stand."""
    return {(m.start, m.end) for m in context.mentions if m.type in DATA_TYPES}


def _datasets_found_later(
    context: Context, results: list[ResultMention], data_at_results: set[tuple[int, int]]
) -> list[ResultMention]:
    """The results with no dataset, given the one their sentence names among the mentions the
    later rules found or typed data ("On the Zeshel benchmark our system improves accuracy from
    55.1% to 63.0%": the benchmark is a collection's name, found after the results). Not data
    described in words: on the 3,229 graph a first version paired four accuracies with "the
    full corpus of medical question-answer data", three of them wrongly. A sentence where the
    later rules found a name of data is read again whole: "91.2% accuracy on the Dax dataset
    and 85.1% on B" gave both values to B, the one dataset the first reading saw."""
    fresh = {
        sentence.start
        for sentence in context.sentences
        for m in context.mentions
        if m.type in DATA_TYPES
        and (m.start, m.end) not in data_at_results
        and m.extractor != DESCRIBED_EXTRACTOR
        and sentence.start <= m.start < sentence.end
    }
    alone = {r.evidence.start for r in results if r.dataset is None} | (
        fresh & {r.evidence.start for r in results}
    )
    if not alone:
        return results
    again = {
        (r.metric, r.value, r.evidence.start): r.dataset
        for sentence in context.sentences
        if sentence.start in alone
        for r in find_results(context, sentence)
        # a name, not data described in words ("when the full corpus of X is used")
        if r.dataset is not None and context.mentions[r.dataset].extractor != DESCRIBED_EXTRACTOR
    }
    return [
        replace(r, dataset=again.get((r.metric, r.value, r.evidence.start)))
        if r.dataset is None
        or r.evidence.start in fresh
        and again.get((r.metric, r.value, r.evidence.start)) is not None
        else r
        for r in results
    ]


def _propose(context: Context, title: str | None) -> tuple[Context, tuple[Relation, ...]]:
    """Strong cues, names given without a cue verb, the title's name, then (if nothing yet)
    weak cues, sentence by sentence."""
    found: list[Relation] = []
    for finder in (
        find_proposals,
        find_referred_proposals,
        find_own_proposals,
        find_definition_proposals,
        find_replacement_proposals,
        find_quoted_proposals,
        find_coined_proposals,
        find_our_proposals,
        find_listed_proposals,
        find_counted_list,
        find_class_named_proposals,
        find_termed_proposals,
        find_kind_named_proposals,
        find_released_names,
        find_variant_proposals,
        find_extended_names,
    ):
        for sentence in context.sentences:
            proposals = finder(context, sentence)
            # a proposal that takes a proposed phrase's place replaces its edge
            replaced = {p.index for p in proposals if p.mention is not None}
            # "a framework for X, which we name Y": the phrase is Y's, one edge under the name
            replaced |= renamed_phrases(context, sentence, proposals)
            found = [r for r in found if r.object not in replaced] if replaced else found
            context, edges = apply_proposals(context, sentence, proposals)
            found += edges
    for sentence in context.sentences:
        proposals = find_title_defined_proposals(context, sentence, title)
        context, edges = apply_proposals(context, sentence, proposals)
        found += edges
    for sentence, proposal in find_title_proposals(context, title):
        context, edges = apply_proposals(context, sentence, [proposal])
        found += edges
    described = find_described_title_subject(context, title)
    if described is not None:
        context, edges = apply_proposals(context, described[0], [described[1]])
        found += edges
    titled = find_title_named_proposal(context, title)
    if titled is not None:
        sentence, proposal = titled
        # the unnamed proposal the title names is one edge, under the title's name
        found = [r for r in found if r.object != proposal.index]
        context, edges = apply_proposals(context, sentence, [proposal])
        found += edges
    for sentence in context.sentences:
        abbreviated = find_abbreviated_proposals(context, sentence)
        context, edges = apply_proposals(context, sentence, abbreviated)
        found += edges
    for weakest in (
        lambda c, s: find_proposals(c, s, weak=True),
        find_carried_proposals,
        lambda c, s: find_trained_models(c, s, title=title),
    ):
        if context.proposed:
            break
        for sentence in context.sentences:
            context, edges = apply_proposals(context, sentence, weakest(context, sentence))
            found += edges
    # "A Scalable Framework for X" as the title, nothing proposed in the abstract's words;
    # then "Lifelong Word Embedding via Meta-Learning" over "... the proposed method can ..."
    for titled in (find_indefinite_title_proposal, find_title_described_proposal):
        named = titled(context, title)
        if named is not None:
            sentence, proposal = named
            found = [r for r in found if r.object != proposal.index]  # a phrase the title names
            context, edges = apply_proposals(context, sentence, [proposal])
            found += edges
    return context, tuple(found)


def _changes(given: Sequence[Mention], context: Context) -> MentionChanges:
    """The changes from the given mentions to the context's."""
    final = context.mentions
    replaced = {i: final[i] for i, mention in enumerate(given) if final[i] != mention}
    return MentionChanges(MappingProxyType(replaced), final[len(given) :])
