"""``proposes``: what the paper says it introduces, sentence by sentence.

* "we propose / introduce / present ... X", "this work introduces X" (a strong cue; a weak one,
  "we provide X", only when no strong cue found anything);
* "X is proposed", "... called X", "a hybrid network (TricorNet)";
* "*Consistency Mid-Training* (CMT) is a compact stage ...": a newly defined name;
* with no name in the object, the noun phrase itself ("a pi-invariant test-time projection"),
  see :mod:`kg.extract.relations.contributions`.

The finders return :class:`Proposal` values; :func:`apply_proposals` turns them into edges and
the mentions they change. A proposal then spreads: :func:`repeated_names` finds the proposed
name wherever else it occurs, :func:`unified_types` gives its type to every mention of it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from spacy.tokens import Doc, Span

from kg.extract.mentions import head_type
from kg.extract.relations import confidence
from kg.extract.relations.context import Context, Sentence, edge, with_mentions
from kg.extract.relations.contributions import contribution_type, noun_phrase, phrase_head
from kg.lexicon.cues import (
    DETERMINERS,
    EVALUATIVE,
    NAMING,
    NOUN_PHRASE_STOPS,
    PASSIVE_CUES,
    STRONG_CUES,
    SUBJECT_WE,
    WEAK_CUES,
)
from kg.types import EntityType, Mention, Predicate, Relation

__all__ = [
    "Proposal",
    "apply_proposals",
    "find_definition_proposals",
    "find_proposals",
    "proposed_mention",
    "repeated_names",
    "unified_types",
]

# How far before a cue verb its subject ("we", "this paper") may be, in characters.
_SUBJECT_WINDOW = 40
# How far after a cue verb a naming word ("called") may be, in tokens.
_NAMING_WINDOW = 40
# The most tokens between a cue and a defined name for modifiers to sit between them.
_MODIFIERS_BEFORE_NAME = 2
# The shortest name worth finding again elsewhere in the abstract.
_MIN_REPEATED_NAME = 3
# A citation in the sentence: what it proposes is prior work.
_CITATION = re.compile(r"et al\.|\(\s*(?:19|20)\d\d\s*\)|\[\d+\]")
_BE = frozenset({"is", "are", "was", "were"})
_PRONOUNS = frozenset({"it", "this", "that"})
# "we show that ...", "we propose to ...": a clause, not a contribution.
_CLAUSE_OBJECTS = frozenset({"that", "to", "how", "whether", "it"})
# How far after a defined name its definition ("(CMT) is a ...") may reach, in characters.
_DEFINITION_WINDOW = 40
_DEFINED_AS = re.compile(r"\s*\(\s*[^)]{1,12}\)\s*(is|are)\s+(a|an|the)\b")
_OPEN_PARENTHESIS = re.compile(r"\s*\(\s*")
# Unknown names a paper proposes are artefacts, not metrics, concepts or tasks.
_NOT_ARTEFACTS = frozenset({EntityType.METRIC, EntityType.CONCEPT, EntityType.TASK})
_ARTEFACT_HEADS = frozenset({EntityType.DATASET, EntityType.BENCHMARK, EntityType.METRIC})
_DATA_HEADS = frozenset({EntityType.DATASET, EntityType.BENCHMARK})


@dataclass(frozen=True)
class Proposal:
    """The paper proposes mention ``index`` (in the sentence the finder read).

    Attributes:
        index: The mention proposed.
        rule: Which rule found it (``proposes.cue``, ``proposes.passive``, ...).
        confidence: The edge's confidence.
        head: The type the words around the name announce ("a new *benchmark*, called X").
        mention: A mention the rule found itself, put at ``index``: appended when ``index`` is
            past the end, else in place of the mentions its words swallowed.
    """

    index: int
    rule: str
    confidence: float
    head: EntityType | None = None
    mention: Mention | None = None


def find_proposals(
    context: Context, sentence: Sentence, *, weak: bool = False
) -> tuple[Proposal, ...]:
    """Proposals cued in a sentence: passive ones, then the object of the first cue verb."""
    tokens = context.tokens(sentence)
    cue = WEAK_CUES if weak else STRONG_CUES
    mentions = context.mentions
    inside = list(context.inside(sentence))
    found: list[Proposal] = []
    for token in tokens:
        lower = token.lower_
        if (
            PASSIVE_CUES.match(lower)
            and token.i > tokens.start
            and token.nbor(-1).lower_ in _BE
            and not weak
        ):
            before = [i for i in inside if mentions[i].end <= token.nbor(-1).idx]
            if _CITATION.search(sentence.text):
                continue
            if before:
                found.append(Proposal(before[-1], "proposes.passive", confidence.PROPOSES_PASSIVE))
                continue
            # "Meerkat-vp is proposed to ...": the capitalised word before the verb
            subject = token.nbor(-2) if token.i - 2 >= tokens.start else None
            if subject is None or not subject.text[:1].isupper() or subject.lower_ in _PRONOUNS:
                continue
            name = Mention(
                subject.text,
                subject.idx,
                subject.idx + len(subject.text),
                EntityType.METHOD,
                "name.passive",
                confidence.PASSIVE_NAME,
            )
            index = len(mentions)
            mentions = (*mentions, name)
            inside.append(index)
            found.append(
                Proposal(index, "proposes.passive", confidence.PROPOSES_PASSIVE, mention=name)
            )
            continue
        if not cue.match(lower) or lower.endswith("ed") and weak:
            continue
        prefix = context.text[sentence.start : token.idx]
        if not SUBJECT_WE.search(prefix[-_SUBJECT_WINDOW:]) or _CITATION.search(prefix):
            continue
        found += _proposal_object(context, mentions, inside, token.i + 1, tokens.end, weak=weak)
        break
    return tuple(found)


def find_definition_proposals(context: Context, sentence: Sentence) -> tuple[Proposal, ...]:
    """ "*Consistency Mid-Training* (CMT) is a compact stage ...": a new defined name."""
    if _CITATION.search(sentence.text):
        return ()
    found = []
    for index in context.inside(sentence):
        mention = context.mentions[index]
        if mention.short_form is None or mention.canonical is not None:
            continue
        if _DEFINED_AS.match(context.text[mention.end : mention.end + _DEFINITION_WINDOW]):
            found.append(Proposal(index, "proposes.definition", confidence.PROPOSES_DEFINITION))
    return tuple(found)


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


def repeated_names(context: Context) -> tuple[dict[int, Mention], tuple[Mention, ...]]:
    """A name the paper proposes is a mention wherever else it occurs ("Meerkat").

    Returns:
        The proposed mentions that change (a one-word capitalised contribution phrase is a
        name after all), by index; and the new mentions, in text order per name.
    """
    text = context.text
    taken = [(m.start, m.end) for m in context.mentions]
    changed: dict[int, Mention] = {}
    added: list[Mention] = []
    for index in context.proposed:
        mention = context.mentions[index]
        name = text[mention.start : mention.end]
        if mention.extractor == "proposal.phrase" and not (name[:1].isupper() and " " not in name):
            continue
        if len(name) < _MIN_REPEATED_NAME:
            continue
        if mention.extractor == "proposal.phrase":
            mention = replace(
                mention, extractor="name.proposed", confidence=confidence.PROPOSED_NAME
            )
            changed[index] = mention
        for match in re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text):
            start, end = match.span()
            if any(s < end and start < e for s, e in taken):
                continue
            added.append(replace(mention, start=start, end=end, extractor="name.repeated"))
            taken.append((start, end))
    return changed, tuple(added)


def unified_types(context: Context) -> dict[int, EntityType]:
    """Every mention of a proposed thing (its acronym, its repeats) takes the proposal's type.

    Returns:
        ``{index: type}`` of the mentions whose type changes.
    """
    types: dict[int, EntityType] = {}
    for index in context.proposed:
        proposal = context.mentions[index]
        etype = types.get(index, proposal.type)
        names = {proposal.text, proposal.short_form, proposal.long_form} - {None}
        for other, mention in enumerate(context.mentions):
            if (
                other != index
                and mention.canonical is None
                and ({mention.text, mention.long_form, mention.short_form} & names)
            ):
                types[other] = etype
    return {i: t for i, t in types.items() if context.mentions[i].type is not t}


def _proposal_object(
    context: Context,
    mentions: Sequence[Mention],
    inside: Sequence[int],
    first: int,
    last: int,
    *,
    weak: bool,
) -> tuple[Proposal, ...]:
    """What a cue verb proposes: the names in tokens ``first:last``, else its noun phrase."""
    doc = context.doc
    phrases = [i for i in inside if mentions[i].extractor == "phrase"]
    # Concept noun phrases are candidates, not names: the contribution phrase replaces them.
    inside = [i for i in inside if i not in phrases]
    # A naming clause wins: "a novel metric ..., called InputDSA (iDSA)".
    for k in range(first, min(last, first + _NAMING_WINDOW)):
        if doc[k].lower_ in NAMING:
            after = doc[k].idx + len(doc[k].text)
            named = [i for i in inside if mentions[i].start >= after]
            if named:
                head = phrase_head(doc, first, k)
                rule, score = "proposes.named", confidence.PROPOSES_NAMED
                return (Proposal(named[0], rule, score, head=head),)
    if first < last and doc[first].lower_ in _CLAUSE_OBJECTS:
        return ()
    names = _named_objects(doc, mentions, inside, first, last)
    if names:
        rule = "proposes.weak" if weak else "proposes.cue"
        score = confidence.PROPOSES_WEAK if weak else confidence.PROPOSES_CUE
        found = []
        for index in names:
            found.append(Proposal(index, rule, score))
            given = _parenthesised_name(context.text, mentions, inside, index)
            if given is not None:
                found.append(Proposal(given, "proposes.cue", confidence.PROPOSES_PARENTHESISED))
        return tuple(found)
    phrase = noun_phrase(doc, first, last)
    if phrase is None:
        return ()
    start, end, head_word = phrase
    mention = Mention(
        text=context.abstract[start:end],
        start=start,
        end=end,
        type=contribution_type(head_word),
        extractor="proposal.phrase",
        confidence=confidence.PHRASE_WEAK if weak else confidence.PHRASE,
    )
    # The phrase takes the place of the mentions it swallows (it names one contribution).
    inner = [i for i in inside if start <= mentions[i].start and mentions[i].end <= end]
    inner += [i for i in phrases if mentions[i].start < end and start < mentions[i].end]
    index = inner[0] if inner else len(mentions)
    rule = "proposes.weak" if weak else "proposes.phrase"
    return (Proposal(index, rule, mention.confidence, mention=mention),)


def _named_objects(
    doc: Doc, mentions: Sequence[Mention], inside: Sequence[int], first: int, last: int
) -> list[int]:
    """Names right after a cue: "FlashWorld, a generative model", "WeightLens and CircuitLens"."""
    names: list[int] = []
    k = first
    while k < last:
        token = doc[k]
        hit = [i for i in inside if mentions[i].start == token.idx]
        if hit:
            names.append(hit[0])
            k = _tokens_of(doc, mentions[hit[0]]).end
            # "the TRACE framework": a head noun after the name stays in the phrase
            if k < last and head_type(doc[k].text) is not None:
                k += 1
            if k < last and doc[k].text == "(":
                while k < last and doc[k].text != ")":
                    k += 1
                k += 1
            if (
                k < last
                and doc[k].lower_ in {"and", ","}
                and k + 1 < last
                and any(mentions[i].start == doc[k + 1].idx for i in inside)
            ):
                k += 1
                continue
            break
        if token.lower_ in DETERMINERS or token.lower_ in EVALUATIVE or token.is_space:
            k += 1
            continue
        # "a novel hybrid temporal ... network (TCRN)": a defined name a modifier or two away
        ahead = [i for i in inside if mentions[i].short_form and token.idx <= mentions[i].start]
        if ahead:
            name_at = _tokens_of(doc, mentions[ahead[0]]).start
            if (
                not any(t.lower_ in NOUN_PHRASE_STOPS for t in doc[k:name_at])
                and name_at - k <= _MODIFIERS_BEFORE_NAME
            ):
                k = name_at
                continue
        break
    return names


def _parenthesised_name(
    text: str, mentions: Sequence[Mention], inside: Sequence[int], index: int
) -> int | None:
    """ "a hybrid ... network (TricorNet)": the name given in parentheses after a description."""
    end = mentions[index].end
    match = _OPEN_PARENTHESIS.match(text[end : end + 4])
    if match is None:
        return None
    found = [
        i
        for i in inside
        if mentions[i].start == end + match.end() and mentions[i].short_form is None
    ]
    if not found or mentions[index].short_form is not None:
        return None
    name = mentions[found[0]]
    closed = text[name.end : name.end + 2].lstrip().startswith(")")
    return found[0] if any(ch.isupper() for ch in name.text) and closed else None


def _tokens_of(doc: Doc, mention: Mention) -> Span:
    span = doc.char_span(mention.start, mention.end, alignment_mode="expand")
    assert span is not None
    return span
