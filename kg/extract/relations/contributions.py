"""Contribution noun phrases: what "we propose a pi-invariant test-time projection" proposes.

With no name after a cue verb, the noun phrase itself becomes a paper-scoped contribution,
unless it is generic ("a novel method"). These functions read tokens only.
"""

from __future__ import annotations

from spacy.tokens import Doc

from kg.extract.mentions import head_type
from kg.extract.relations.vague import names_something, released_only
from kg.lexicon.cues import (
    BARE_HEADS,
    BARE_PRAISE,
    CLASS_WORDS,
    CONCEPT_HEADS,
    DETERMINERS,
    EVALUATIVE,
    GENERIC_HEADS,
    KIND_WORDS,
    LEADING_PRAISE,
    NOT_CONTRIBUTIONS,
    NOUN_PHRASE_STOPS,
    PHRASE_BREAKS,
)
from kg.lexicon.data_words import DATA_HEADS
from kg.lexicon.wordclass import load_lexicon
from kg.types import EntityType, Mention

__all__ = [
    "contribution_type",
    "is_class_name",
    "is_generic_kind",
    "kind_with_complement",
    "opens_likeness",
    "noun_phrase",
    "phrase_head",
]

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
# The longest complement kept after a generic head ("a framework for ..."); one that runs on
# past it is cut mid-phrase, and a cut phrase is no label.
_MAX_COMPLEMENT_TOKENS = 8
# Prepositions a generic head may take its complement with ("a formal framework *for* ...",
# "an approach *to* dynamic modeling", "an algorithm *to* identify winning tickets").
_COMPLEMENT_PREPOSITIONS = frozenset({"for", "of", "on", "to"})
# An adjective and its preposition that say what a thing is like ("analogous to the IWAE bound").
_ADJECTIVE_COMPLEMENTS = frozenset(
    {("analogous", "to"), ("similar", "to"), ("inspired", "by"), ("akin", "to"), ("robust", "to")}
)
# A relative clause after a generic head says what it does ("a framework *that* learns ...").
_RELATIVE = frozenset({"that", "which"})
_MODALS = frozenset({"can", "could", "may", "will", "would"})
# Marks inside a word or a pair of words: a phrase that stops at one is a fragment
# ("noise type" of "noise type/position classification").
_JOINING_MARKS = frozenset({"/", "&", "+"})
# Words a generic phrase may join its generic words with ("a *set of* tools").
_JOINING_WORDS = frozenset({"of", "for"})
# Prepositions that keep a generic head open ("a family *of* ..."): the phrase goes on.
_OPEN_PREPOSITIONS = frozenset({"of", "for"})
# The most words of a name that, introduced by "a", is only a kind ("convolution kernel").
_MAX_KIND_WORDS = 4
# Prepositions of a place or manner phrase a complement's noun may take ("on unstructured grids").
_PLACE_PREPOSITIONS = frozenset({"on", "in", "over", "across", "under", "with", "without"})
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


def is_class_name(text: str) -> bool:
    """Whether a phrase is only words of a class of methods ("loss function", "regularizer")."""
    words = text.lower().split()
    return bool(words) and all(word in CLASS_WORDS for word in words)


def opens_likeness(doc: Doc, at: int, last: int) -> bool:
    """Whether token ``at`` opens what a thing is like ("analogous to", "inspired by")."""
    return at + 1 < last and (doc[at].lower_, doc[at + 1].lower_) in _ADJECTIVE_COMPLEMENTS


def is_generic_kind(text: str) -> bool:
    """Whether a lowercase phrase is a kind of generic thing ("hierarchical framework").

    Such a phrase says what sort of thing a paper proposes, not which one: its label needs
    what the thing is for.
    """
    words = text.split()
    return (
        len(words) <= 2
        and words[-1].lower() in GENERIC_HEADS | BARE_HEADS
        and not any(ch.isupper() or ch.isdigit() for ch in text)
    )


def kind_with_complement(
    doc: Doc, end: int, last: int, name: Mention, *, introduced: bool = False
) -> bool:
    """Whether an unknown lowercase name ending in a generic head ("task clustering algorithm",
    "hybrid learning approach") goes on with what it is for or how it works ("... *to* estimate
    X", "..., *in which* each neuron ...", "... *based on* X"): the name only says what sort of
    thing it is, and the label keeps its complement.

    With ``introduced`` (the name follows "a" / "an" after a cue verb), a short name with any
    noun head is such a kind too: "an efficient convolution kernel *for* CNNs on unstructured
    grids" says which kernel only with its complement.
    """
    text = name.text
    if name.canonical is not None or text != text.lower() or any(ch.isdigit() for ch in text):
        return False
    words = text.split()
    if words[-1] not in GENERIC_HEADS | BARE_HEADS and not (
        introduced and len(words) <= _MAX_KIND_WORDS and _noun(words[-1])
    ):
        return False
    # one that runs on past the longest label ("... that allows an agent initialised with
    # ...") leaves the name as found
    return end < last and _complement_end(doc, end, last) is not None


def _noun(word: str) -> bool:
    """Whether the lexicon knows a word as a noun ("kernel", "schedule")."""
    return "n" in load_lexicon().get(word, "")


def phrase_head(doc: Doc, first: int, stop: int) -> EntityType | None:
    """The type the first head noun among tokens ``first:stop`` announces, if any."""
    for token in doc[first:stop]:
        found = head_type(token.text)
        if found is not None:
            return found
    return None


def noun_phrase(
    doc: Doc, first: int, last: int, *, classes: frozenset[str] = frozenset()
) -> tuple[int, int, str] | None:
    """The contribution noun phrase from token ``first`` on, before ``last``.

    Args:
        doc: The tokenised abstract.
        first: The first token after the cue.
        last: The end of the sentence.
        classes: Lowercased names of classes of methods ("loss function") that, as the whole
            phrase, are as generic as "a novel method": they need their complement.

    Returns:
        Its start and end characters and its head word; None when it is generic, a lone
        common noun or a formula fragment.
    """
    k = first
    while k < last and (_is_praise(doc[k].lower_) or doc[k].is_space):
        k += 1
    start_tok = k
    head_at = None
    ended = False  # whether a stop, a head or the sentence ended the phrase (not the limit)
    while k < last and k - start_tok < _MAX_PHRASE_TOKENS:
        token = doc[k]
        if token.text in _JOINING_MARKS or token.text.endswith("-") and len(token.text) > 1:
            return None  # "noise type/position ...", "methodol- ogy": a word cut in two
        if (
            token.lower_ in NOUN_PHRASE_STOPS
            or token.is_punct
            and token.text not in {"-"}
            or token.like_num
            and k == start_tok
        ):
            ended = True
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
            ended = True
            break
        k += 1
    end_tok = k
    # "a loss function for ...": a class name (whatever head it stops at) needs its complement
    whole_class = next(
        (
            n
            for n in range(1, 5)
            if start_tok + n <= last and _words(doc, start_tok, start_tok + n) in classes
        ),
        None,
    )
    if whole_class is not None and start_tok + whole_class >= end_tok:
        end_tok, ended = start_tok + whole_class, True
    if end_tok <= start_tok or not ended and k < last:
        return None
    if (
        _is_generic(doc, start_tok, end_tok)
        or whole_class == end_tok - start_tok
        or not names_something([t.text for t in doc[start_tok:end_tok]])
        and doc[end_tok - 1].lower_ not in NOT_CONTRIBUTIONS
    ):
        # "a formal framework for reasoning faithfulness", "tight bounds on X": a generic or
        # vague head says what it is with its complement
        end_tok = _complement_end(doc, end_tok, last)
        if end_tok is None:
            return None
    elif end_tok < last and doc[end_tok - 1].lower_ in GENERIC_HEADS | BARE_HEADS:
        # "a hierarchical framework that learns ...": a generic head says what it is for
        end_tok = _complement_end(doc, end_tok, last) or end_tok
    elif end_tok < last and doc[end_tok - 1].lower_ in DATA_HEADS:
        # "a complex dataset of X": a data head labelled says what it holds (one alone,
        # "a new database", stays no label)
        held = end_tok - _trim_leading(doc, first, end_tok) > 1
        end_tok = held and _complement_end(doc, end_tok, last) or end_tok
    start_tok = _trim_leading(doc, first, end_tok)
    words = [t for t in doc[start_tok:end_tok] if not t.is_space]
    if (
        not words
        or words[0].is_stop
        or words[0].is_punct
        or any(ch in t.text for t in words for ch in _FORMULA)
    ):
        return None  # "of explicit object ...", "here", formula fragments
    if words[-1].is_stop and not words[-1].text[:1].isupper():
        return None  # "aggregating label distributions over": cut before its object
    if len(words) == 1 and not (
        "-" in words[0].text or any(ch.isupper() or ch.isdigit() for ch in words[0].text)
    ):
        return None  # a lone common noun ("definition", "representations") names nothing
    head = doc[head_at if head_at is not None else end_tok - 1].text
    before = doc[start_tok - 1].text if start_tok else ""
    if head.lower() in NOT_CONTRIBUTIONS or words[-1].lower_ in NOT_CONTRIBUTIONS:
        return None  # "we present results on ...": a report, not a contribution
    if released_only([t.text for t in words], before):
        return None  # "we release our code to ...", "the source code of X"
    return doc[start_tok].idx, doc[end_tok - 1].idx + len(doc[end_tok - 1].text), head


def _complement_end(doc: Doc, at: int, last: int) -> int | None:
    """Where the complement opened at token ``at`` ends, or None when there is none whole.

    A preposition ("for reasoning", "to the current ..."), an adjective and its preposition
    ("analogous to the IWAE bound") or a relative clause ("that can learn such models"); an
    infinitive may follow a gerund inside it ("for learning to predict sets").
    """
    opener = _complement_opener(doc, at, last)
    if opener == 0:
        return None
    begin = at + opener
    clause = doc[at].lower_ in _RELATIVE
    j = begin + 1 if clause else begin
    while (
        j < last
        and j - at <= _MAX_COMPLEMENT_TOKENS + opener - 1
        and (
            doc[j].lower_ not in NOUN_PHRASE_STOPS
            and doc[j].lower_ not in PHRASE_BREAKS
            or _infinitive_after_gerund(doc, j, begin, last)
            or _coordinated_nouns(doc, j, begin, last)
            or _last_of_two_names(doc, j, begin, last)
        )
        and not doc[j].is_punct
    ):
        j += 1
    j = _place_after(doc, j, last, limit=at + _MAX_COMPLEMENT_TOKENS + opener)
    cut = (
        j - at > _MAX_COMPLEMENT_TOKENS + opener - 1
        or j < last
        and (doc[j].text in _JOINING_MARKS or clause and doc[j].lower_ in {"and", "or"})
    )
    while j > begin + 1 and doc[j - 1].is_stop:
        j -= 1  # "... the variance of": no dangling function word
    need = 2 if clause else _shortest_complement(doc, begin - 1, last) - 1
    if j - begin >= need and not cut and not _is_generic(doc, begin, j):
        return j
    return None


def _place_after(doc: Doc, j: int, last: int, *, limit: int) -> int:
    """Where a complement ends once the place or manner phrase its noun takes is kept ("for
    CNNs *on unstructured grids*"): the phrase must end the sentence or meet a mark, hold no
    other function word than an article, and fit in ``limit``; else ``j`` as it was."""
    if j >= last or doc[j].lower_ not in _PLACE_PREPOSITIONS or not doc[j - 1].is_alpha:
        return j
    k = j + 1
    while k < min(last, limit) and not doc[k].is_punct:
        if doc[k].is_stop and doc[k].lower_ not in {"a", "an", "the"}:
            return j
        k += 1
    if k == j + 1 or doc[k - 1].is_stop or k < last and not doc[k].is_punct:
        return j
    return k


def _infinitive_after_gerund(doc: Doc, j: int, begin: int, last: int) -> bool:
    """Whether token ``j`` is the "to" of "learning *to* predict", inside a complement."""
    return (
        doc[j].lower_ == "to"
        and j > begin
        and doc[j - 1].lower_.endswith("ing")
        and j + 1 < last
        and _is_verb(doc[j + 1].lower_)
    )


def _coordinated_nouns(doc: Doc, j: int, begin: int, last: int) -> bool:
    """Whether token ``j`` is the "and" of "the design *and* implementation of X": two nouns
    that share their complement, so the phrase does not end at the first."""
    return (
        doc[j].lower_ in {"and", "or"}
        and j > begin
        and j + 2 < last
        and doc[j + 1].is_alpha
        and not doc[j + 1].is_stop
        and doc[j + 2].lower_ == "of"
    )


def _last_of_two_names(doc: Doc, j: int, begin: int, last: int) -> bool:
    """Whether token ``j`` is the "and" of "for AMSGrad *and* Adam" closing a complement: two
    names that end it, so the phrase does not stop at the first ("... for AMSGrad")."""
    return (
        doc[j].lower_ in {"and", "or"}
        and j > begin
        and j + 1 < last
        and _written_as_name(doc[j - 1].text)
        and _written_as_name(doc[j + 1].text)
        and (j + 2 == last or doc[j + 2].is_punct)
    )


def _written_as_name(word: str) -> bool:
    return any(ch.isupper() or ch.isdigit() for ch in word) and word[:1].isalnum()


def _complement_opener(doc: Doc, at: int, last: int) -> int:
    """How many tokens open a complement at token ``at`` (0: none)."""
    word = doc[at].lower_
    if word in _COMPLEMENT_PREPOSITIONS:
        return 1
    if opens_likeness(doc, at, last) or word == "based" and _next_is(doc, at, last, "on"):
        return 2  # "analogous to X", "an algorithm based on matrix completion"
    if word not in _RELATIVE:
        return 0
    k = at + 1
    if k < last and doc[k].lower_ in _MODALS:
        k += 1
    while (
        k < last and doc[k].lower_.endswith("ly") and "r" in load_lexicon().get(doc[k].lower_, "")
    ):
        k += 1  # "that can *effectively* learn ..."
    if k < last and _is_verb(doc[k].lower_) and doc[k].lower_ not in PHRASE_BREAKS:
        return k - at
    return 0


def _next_is(doc: Doc, at: int, last: int, word: str) -> bool:
    return at + 1 < last and doc[at + 1].lower_ == word


def _is_verb(word: str) -> bool:
    """Whether a word can be a verb, in its base or third-person form ("learn", "learns")."""
    lexicon = load_lexicon()
    forms = (word, word[:-1], word[:-2]) if word.endswith("s") else (word,)
    return any("v" in lexicon.get(form, "") for form in forms)


def _shortest_complement(doc: Doc, at: int, last: int) -> int:
    """The fewest words a complement from token ``at`` needs, its preposition included.

    "to" + a verb needs the verb's object ("an algorithm to identify winning tickets", not
    "a framework to characterize"); other complements need one word.
    """
    if doc[at].lower_ != "to" or at + 1 >= last:
        return 2
    following = doc[at + 1].lower_
    if following in DETERMINERS or "v" not in load_lexicon().get(following, ""):
        return 2
    return 3


def _trim_leading(doc: Doc, first: int, end_tok: int) -> int:
    """The first token of the phrase once determiners and praise are cut (one word stays)."""
    k = first
    while k < end_tok - 1 and (
        doc[k].lower_ in DETERMINERS or doc[k].lower_ in LEADING_PRAISE or doc[k].is_space
    ):
        k += 1
    # "a new *type of* word representation": the thing, not the kind
    if k + 2 < end_tok and doc[k].lower_ in KIND_WORDS and doc[k + 1].lower_ == "of":
        return _trim_leading(doc, k + 2, end_tok)
    return k


def _words(doc: Doc, start: int, end: int) -> str:
    """Tokens ``start:end`` lowercased, joined by single spaces."""
    return " ".join(t.lower_ for t in doc[start:end] if not t.is_space)


def _is_praise(word: str) -> bool:
    """Whether a word before a head only counts, points or praises ("a", "novel", "more")."""
    return word in DETERMINERS or word in EVALUATIVE or word in BARE_PRAISE


def _is_generic(doc: Doc, start: int, end: int) -> bool:
    """Whether tokens ``start:end`` are only generic heads, praise and determiners."""
    words = [t.lower_ for t in doc[start:end] if not t.is_space and not t.is_punct]
    generic = [w for w in words if w not in _JOINING_WORDS]
    return bool(generic) and all(
        w in GENERIC_HEADS or w in BARE_HEADS or _is_praise(w) for w in generic
    )
