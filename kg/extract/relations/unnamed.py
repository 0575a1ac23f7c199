"""Unnamed proposals whose label a name or a mention would cut short (round 8).

* :func:`phrase_past`: "we propose a novel task clustering algorithm to estimate the
  similarity matrix": the mention found ("task clustering algorithm") only says what sort of
  thing is proposed; the contribution phrase with its complement is the label.
* :func:`listed_items`: "Our contributions are: (1) a new regularizer for X, (2) a benchmark
  of Y": each enumerated item, read on its own.
* :func:`passive_phrase`: "In this work, a novel regularizer for sparse attention maps is
  introduced.": the subject of a passive announcement is the whole indefinite noun phrase,
  not the last mention before the verb ("sparse attention maps").
* :func:`participle_clause` (round 9): "we introduce a new score ranking how often a model
  abstains": a name found as "score ranking" ends in a participle whose object follows; the
  label is the noun with its whole participle clause, or nothing.
"""

from __future__ import annotations

import re

from spacy.tokens import Doc

from kg.extract.relations.complements import complement_end
from kg.extract.relations.contributions import noun_phrase
from kg.extract.relations.fallback import cut_phrase, is_modifier, relational_cut
from kg.extract.relations.vague import names_something
from kg.lexicon.cues import PURPOSE_NOUNS
from kg.lexicon.wordclass import load_lexicon
from kg.types import Mention

__all__ = [
    "LIST_COUNTS",
    "in_complement",
    "listed_items",
    "participle_clause",
    "passive_phrase",
    "phrase_past",
]

# Prepositions that open a complement inside a passive subject ("a regularizer *for* X"; "a
# scheme *with* X", whose X is no proposal either).
_INSIDE = frozenset({"for", "of", "to", "on", "with"})
# An enumerator's mark: "(1)", "2)", "(ii)", "b)".
_ENUMERATOR = re.compile(r"^(?:\d|[ivx]{1,4}|[a-e])$")
# Counts that open a list of things before its enumerators ("two innovations: (i) ...").
LIST_COUNTS = frozenset("two three four five several".split())
# What may stand before a list's first enumerator ("are threefold: (1) ...", "as follows:").
_LIST_OPENING = re.compile(
    r"(?:(?:two|three|four|five)[- ]?fold|as follows|the following"
    # "this paper introduces two innovations: (i) ...": the things counted, then listed
    rf"|(?:{'|'.join(sorted(LIST_COUNTS))})\s+(?:[\w-]+\s+){{0,2}}[\w-]+)?",
    re.I,
)
# What may stand between listed items and before an enumerator.
_LIST_GLUE = frozenset({",", ";", "and", ":", "("})
# After a label: its last word's complement, or its relative clause's infinitive, goes on.
_GOES_ON = re.compile(r"^\s+(?:in|of|on)\b")
_OF_GOES_ON = re.compile(r"^\s+of\s")  # "adjusting the parameters | of any simulator"
# "for dimensionality reduction | and data imputation", "Label Propagation | (LP) algorithm"
_JOINED_ON = re.compile(r"^\s*(?:\s(?:and|or)\s+[a-z]|\()")
# "a task that contains language | , vision, and action": the first item of a list going on
# (not a clause of means: ", by combining X and Y").
_LIST_ON = re.compile(
    r"^,\s+(?!(?:by|with|using|via|through|while|which|where|when|thus|thereby)\b)"
    r"[\w-]+(?:\s+[\w-]+){0,2},?\s+(?:and|or)\s"
)
# "... from complex*, high-dimensional* incomplete data": more modifiers of one noun go on.
_MODIFIERS_ON = re.compile(r"^,\s+[a-z]+-[a-z]+\s+[a-z]")
# "an approach that utilizes the two inductive biases": the ones the text spoke of before.
_COUNTED_BACK = re.compile(r"\bthe (?:two|three|four|both)\b")
# Words pointing back into the text: "a scheme that addresses these four challenges".
_POINTERS = frozenset("this these those such".split())
_INFINITIVE_ON = re.compile(r"^\s+to\s+[a-z]")
_RELATIVE = frozenset({"that", "which", "who"})
# Determiners that introduce the subject of an announcement as new.
_INDEFINITE = frozenset({"a", "an"})
# Words that open a participle's object ("ranking | how often ...", "ranking | the items").
_OBJECT_OPENS = frozenset("a an the its their each every all how what whether".split())
# Where a participle clause ends; the most words it may have in a label.
_CLAUSE_ENDS = frozenset({",", ";", ":", ".", "(", ")", "--", "\u2013", "\u2014"})
_MAX_CLAUSE = 14


def _whole(doc: Doc, phrase: tuple[int, int, str]) -> bool:
    """Whether a contribution phrase ends whole and names something: not cut before the
    complement of its last word ("for use | in X", "adjusting the parameters | of X"), inside a
    coordination or a list ("for X | and Y", "contains X | , Y, and Z"), before a short name
    ("X | (XA)"), before the next of its noun's modifiers ("from complex | , high-dimensional
    data"), or the infinitive of its relative clause ("a scheme which enables networks |
    to learn X"); and with no word pointing back into the text ("that addresses these
    challenges", "that utilizes the two biases")."""
    words = doc.text[phrase[0] : phrase[1]].split()
    after = doc.text[phrase[1] : phrase[1] + 30]
    lowered = [w.lower() for w in words]
    return bool(words) and not (
        is_modifier(lowered[-1])
        or cut_phrase(doc, phrase[1])
        or relational_cut(doc, phrase[1])
        or not names_something(words)
        or lowered[-1] in PURPOSE_NOUNS
        and _GOES_ON.match(after) is not None
        or _OF_GOES_ON.match(after) is not None
        or _JOINED_ON.match(after) is not None
        or _LIST_ON.match(after) is not None
        or "a" in load_lexicon().get(lowered[-1], "")
        and _MODIFIERS_ON.match(after) is not None
        or bool(_POINTERS.intersection(lowered))
        or _COUNTED_BACK.search(" ".join(lowered)) is not None
        or _RELATIVE.intersection(lowered)
        and _INFINITIVE_ON.match(after) is not None
    )


def phrase_past(doc: Doc, first: int, last: int, name: Mention) -> bool:
    """Whether the contribution phrase from token ``first`` goes on past ``name`` and ends
    whole (its complement kept); else the name stays the proposal as found."""
    phrase = noun_phrase(doc, first, last, classes=frozenset({name.text.lower()}))
    return phrase is not None and phrase[1] > name.end and _whole(doc, phrase)


def passive_phrase(doc: Doc, begin: int, be: int, subject: Mention) -> tuple[int, int, str] | None:
    """The indefinite noun phrase before a passive cue that holds ``subject`` in its
    complement ("a novel regularizer for | sparse attention maps | is introduced"), as
    (start, end, head); None when the subject is the phrase's head or there is no such phrase.

    Args:
        doc: The tokenised abstract.
        begin: The sentence's first token.
        be: The token of "is" / "are" before the cue.
        subject: The last mention before it.
    """
    article = in_complement(doc, begin, be, subject)
    if article is None:
        return None  # "a novel regularizer is introduced": the mention is the subject
    phrase = noun_phrase(doc, article + 1, be)
    if phrase is not None and phrase[1] < subject.end:
        # "a novel graph transformer | for molecular property prediction | is proposed": a
        # phrase that names something alone takes the complement that holds the subject too
        head = doc.char_span(phrase[0], phrase[1], alignment_mode="expand")
        end = complement_end(doc, head.end, be) if head is not None else None
        if end is not None:
            phrase = (phrase[0], doc[end - 1].idx + len(doc[end - 1].text), phrase[2])
        elif head is not None and head.end < be and doc[head.end].lower_ == "with":
            # "a novel ranking scheme | with adversarial samples | is introduced": what it has
            # is no complement of a phrase (only "with a ..." is), the scheme is the proposal
            return phrase if _whole(doc, phrase) else None
    if phrase is None or phrase[1] < subject.end or not _whole(doc, phrase):
        return None
    return phrase


def in_complement(doc: Doc, begin: int, be: int, subject: Mention) -> int | None:
    """The indefinite article of the noun phrase before token ``be`` whose complement holds
    ``subject`` ("*a* novel sorter for | wet beds | is proposed"), or None."""
    article = next((k for k in range(be - 1, begin - 1, -1) if doc[k].lower_ in _INDEFINITE), None)
    if article is None or doc[article].idx >= subject.start:
        return None
    between = [t.lower_ for t in doc[article + 1 : be] if t.idx < subject.start]
    return article if _INSIDE.intersection(between) else None


def listed_items(doc: Doc, first: int, last: int) -> list[tuple[int, int]]:
    """The (first, stop) tokens of each item a list from token ``first`` enumerates
    (": (1) a new X, (2) a Y and (3) Z"); the whole span, past a colon, when it enumerates none.

    >>> import spacy
    >>> doc = spacy.blank("en")("are: (1) a new loss, (2) a sieve.")
    >>> [doc[a:b].text for a, b in listed_items(doc, 1, len(doc) - 1)]
    ['a new loss', 'a sieve']
    >>> doc = spacy.blank("en")("are threefold: (1) a new loss, (2) a sieve.")
    >>> [doc[a:b].text for a, b in listed_items(doc, 1, len(doc) - 1)]
    ['a new loss', 'a sieve']
    """
    marks = []  # (where the enumerator begins, where its item begins)
    for k in range(first + 1, last - 1):
        if doc[k + 1].text != ")" or not _ENUMERATOR.match(doc[k].lower_):
            continue
        begin = k - 1 if doc[k - 1].text == "(" else k
        if begin == first or doc[begin - 1].lower_ in _LIST_GLUE:
            marks.append((begin, k + 2))
    start = first + 1 if first < last and doc[first].text == ":" else first
    if not marks or not _LIST_OPENING.fullmatch(doc[start : marks[0][0]].text.strip(" :")):
        return [(start, last)]
    items = []
    for n, (_, begin) in enumerate(marks):
        stop = marks[n + 1][0] if n + 1 < len(marks) else last
        while stop > begin and doc[stop - 1].lower_ in _LIST_GLUE:
            stop -= 1
        items.append((begin, stop))
    return items


def participle_clause(doc: Doc, name: Mention, last: int) -> tuple[int, int, str] | None:
    """The label of a name cut after a participle ("score ranking | how often a model
    abstains"): (start, end, head) of the name's words with the clause up to its end (or
    token ``last``), when it is whole and short; ``(0, 0, "")`` when the name is so cut but its
    clause makes no label (no node then); None when the name is not cut so.

    >>> import spacy
    >>> from kg.types import EntityType
    >>> doc = spacy.blank("en")("we add a score ranking how often a model abstains.")
    >>> name = Mention("score ranking", 9, 22, EntityType.METRIC, "ner", 0.5)
    >>> doc.text[slice(*participle_clause(doc, name, len(doc))[:2])]
    'score ranking how often a model abstains'
    """
    span = doc.char_span(name.start, name.end, alignment_mode="expand")
    if span is None or len(span) < 2 or span.end >= len(doc):
        return None
    participle = doc[span.end - 1].text  # a capital makes it a name's word ("GLO Masking")
    if not participle.endswith("ing") or not participle.islower():
        return None
    if doc[span.end].lower_ not in _OBJECT_OPENS:  # "pooling which ...": a relative clause
        return None
    stop = span.end
    while stop < min(last, len(doc)) and doc[stop].text not in _CLAUSE_ENDS:
        stop += 1
    if stop - span.start > _MAX_CLAUSE:
        return (0, 0, "")
    phrase = (name.start, doc[stop - 1].idx + len(doc[stop - 1].text), doc[span.end - 2].text)
    return phrase if _whole(doc, phrase) else (0, 0, "")
