"""What every relation rule reads: one abstract, its sentences and mentions, and indexes over them.

A :class:`Context` is frozen. The rules return new values (edges, results, proposals,
retypings); :func:`kg.extract.relations.find_relations` applies them between rule families and
derives the next context with :func:`with_mentions` or :func:`retyped`.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import NamedTuple

from spacy.tokens import Doc, Span

from kg.types import EntityType, Evidence, Mention, Predicate, Relation

__all__ = [
    "METHODLIKE",
    "Context",
    "Sentence",
    "doc_sentences",
    "edge",
    "evidence",
    "make_context",
    "retyped",
    "with_mentions",
]

METHODLIKE = frozenset({EntityType.METHOD, EntityType.MODEL})


class Sentence(NamedTuple):
    """A sentence of the abstract: character offsets (whitespace trimmed) and its text."""

    start: int
    end: int
    text: str


def doc_sentences(doc: Doc, *, text: str | None = None) -> tuple[Sentence, ...]:
    """The sentences the Doc's ``is_sent_start`` flags mark, trimmed of surrounding whitespace.

    These are the offsets of :func:`kg.extract.sentences.split_sentences` when the flags come
    from the ``kg_sentences`` component: spaCy's sentence span also holds the whitespace
    tokens before the next sentence, which the split leaves out.

    Example:
        >>> import spacy
        >>> nlp = spacy.blank("en")
        >>> doc = nlp("We propose X.  It works.")
        >>> doc[0].is_sent_start, doc[4].is_sent_start = True, True
        >>> [s.text for s in doc_sentences(doc)]
        ['We propose X.', 'It works.']

    Args:
        doc: A Doc with sentence starts set.
        text: ``doc.text``, when the caller has read it (spaCy rebuilds it on every access).
    """
    if not len(doc):
        return ()
    text = doc.text if text is None else text
    sentences = []
    for span in doc.sents:
        start, end = span.start_char, span.end_char
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        if end > start:
            sentences.append(Sentence(start, end, text[start:end]))
    return tuple(sentences)


@dataclass(frozen=True)
class Context:
    """One abstract as the rules see it.

    Attributes:
        doc: The tokenised abstract (read, never changed).
        text: ``doc.text``, read once (spaCy rebuilds the string on every access).
        abstract: The text contribution phrases are cut from.
        paper_key: The paper the evidence belongs to.
        sentences: The sentences, in order.
        mentions: The mentions so far; an edge's subject and object index them.
        proposed: Indexes of the mentions the paper proposes, in the order proposed.
    """

    doc: Doc
    text: str
    abstract: str
    paper_key: str
    sentences: tuple[Sentence, ...]
    mentions: tuple[Mention, ...]
    proposed: tuple[int, ...]
    _tokens: Mapping[Sentence, Span]
    _inside: Mapping[Sentence, tuple[int, ...]]

    def tokens(self, sentence: Sentence) -> Span:
        """The tokens of a sentence."""
        return self._tokens[sentence]

    def inside(self, sentence: Sentence) -> tuple[int, ...]:
        """Indexes of the mentions wholly inside a sentence, in index order."""
        return self._inside[sentence]

    def is_proposed(self, index: int) -> bool:
        """Whether a mention is a proposal or names one (same text, or its short form)."""
        return index in self.proposed or self.same_as_proposed(index)

    def same_as_proposed(self, index: int) -> bool:
        """Whether a mention's names (text, short and long form) share one with a proposal's."""
        names = _names(self.mentions[index])
        return any(names & _names(self.mentions[p]) for p in self.proposed)


def make_context(
    doc: Doc,
    mentions: Sequence[Mention],
    sentences: Sequence[Sentence],
    *,
    paper_key: str,
    abstract: str,
    text: str | None = None,
) -> Context:
    """The context of one abstract before any rule ran (``text``: ``doc.text``, if the caller
    has read it: spaCy rebuilds it on every access)."""
    sentences = tuple(sentences)
    tokens = {}
    for sentence in sentences:
        span = doc.char_span(sentence.start, sentence.end, alignment_mode="expand")
        assert span is not None
        tokens[sentence] = span
    mentions = tuple(mentions)
    return Context(
        doc=doc,
        text=doc.text if text is None else text,
        abstract=abstract,
        paper_key=paper_key,
        sentences=sentences,
        mentions=mentions,
        proposed=(),
        _tokens=tokens,
        _inside=_inside(mentions, sentences),
    )


def with_mentions(
    context: Context, mentions: Sequence[Mention], *, proposed: Sequence[int] | None = None
) -> Context:
    """The context with other mentions (added or moved ones: the index is rebuilt)."""
    mentions = tuple(mentions)
    return replace(
        context,
        mentions=mentions,
        proposed=context.proposed if proposed is None else tuple(proposed),
        _inside=_inside(mentions, context.sentences),
    )


def retyped(context: Context, types: Mapping[int, EntityType]) -> Context:
    """The context with some mentions retyped (``{index: type}``); positions stay."""
    if not types:
        return context
    mentions = list(context.mentions)
    for index, etype in types.items():
        mentions[index] = replace(mentions[index], type=etype)
    return replace(context, mentions=tuple(mentions))


def evidence(context: Context, sentence: Sentence, extractor: str, confidence: float) -> Evidence:
    """Evidence quoting a sentence."""
    return Evidence(
        context.paper_key, sentence.text, sentence.start, sentence.end, extractor, confidence
    )


def edge(
    context: Context,
    predicate: Predicate,
    obj: int,
    sentence: Sentence,
    rule: str,
    confidence: float,
    *,
    subject: int | None = None,
) -> Relation:
    """An edge found by ``rule`` in a sentence (``subject`` None is the paper)."""
    return Relation(
        predicate, subject, obj, evidence(context, sentence, f"rule.{rule}", confidence)
    )


def _names(mention: Mention) -> set[str]:
    """A mention's text, short and long form, lowercased."""
    return {n.lower() for n in (mention.text, mention.short_form, mention.long_form) if n}


def _inside(
    mentions: Sequence[Mention], sentences: Sequence[Sentence]
) -> dict[Sentence, tuple[int, ...]]:
    """Sentence -> the indexes of the mentions wholly inside it (found by bisection)."""
    order = sorted(range(len(mentions)), key=lambda i: mentions[i].start)
    starts = [mentions[i].start for i in order]
    inside = {}
    for sentence in sentences:
        low = bisect_left(starts, sentence.start)
        high = bisect_right(starts, sentence.end)
        inside[sentence] = tuple(
            sorted(i for i in order[low:high] if mentions[i].end <= sentence.end)
        )
    return inside
