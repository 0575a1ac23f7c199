"""Contribution noun phrases: what "we propose a pi-invariant test-time projection" proposes.

With no name after a cue verb, the noun phrase itself becomes a paper-scoped contribution,
unless it is generic ("a novel method"). These functions read tokens only.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from spacy.tokens import Doc, Token

from kg.extract.mentions import head_type
from kg.extract.relations.complements import (
    JOINING_MARKS,
    aside_end,
    complement_end,
    is_praise,
    only_generic,
    opens_likeness,
)
from kg.extract.relations.vague import names_something, released_only
from kg.lexicon.cues import (
    BARE_HEADS,
    CLASS_WORDS,
    CONCEPT_HEADS,
    DETERMINERS,
    EVALUATIVE,
    GENERIC_HEADS,
    KIND_WORDS,
    LEADING_PRAISE,
    NOT_CONTRIBUTIONS,
    NOUN_PHRASE_STOPS,
)
from kg.lexicon.data_words import DATA_HEADS
from kg.lexicon.gazetteer import load_gazetteer
from kg.lexicon.wordclass import is_participle, load_lexicon, word_class
from kg.types import EntityType, Mention

__all__ = [
    "RELATIVES",
    "contribution_type",
    "is_class_name",
    "is_generic_kind",
    "kind_with_complement",
    "listed_adjective",
    "names_before_clause",
    "noun_phrase",
    "opens_likeness",
    "phrase_head",
    "praise_comma",
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
# Prepositions that keep a generic head open ("a family *of* ..."): the phrase goes on.
_OPEN_PREPOSITIONS = frozenset({"of", "for"})
# Words before a noun that point back into the text ("this embedding", "such a constraint").
_POINTERS = frozenset("this these that those such its their".split())
# Endings of activity nouns ("management", "estimation", "tracking", "compliance").
_ACTIVITY_ENDINGS = ("ment", "tion", "sion", "ance", "ence", "ing")
# The most words of a name that, introduced by "a", is only a kind ("convolution kernel").
_MAX_KIND_WORDS = 2
# An acronym before "-based" at a name's start describes it ("a GAN-based framework").
_ACRONYM_BASED = re.compile(r"^[A-Z][A-Za-z]*[A-Z][A-Za-z]*-based(?= )")
# An adjective from a person's name, capitalised but a common word ("a Bayesian optimization
# framework", "a Riemannian method").
# Two or more Title Case words in a row ("Variational Autoencoder").
_TITLE_CASE_RUN = re.compile(r"\b[A-Z][a-z]+(?:[ -][A-Z][a-z]+)+\b")
_EPONYM_ADJECTIVE = re.compile(r"\b[A-Z][a-z]+(?:ian|ean)\b")
# Characters of formula fragments, which name nothing.
_FORMULA = "()[]|=_{}"
# A group's name in a word, which names a property ("SE(3)-equivariant", "E(n)", "SO(3)").
_GROUP = re.compile(r"[A-Z]{1,3}\(\w{1,3}\)(?:-[\w-]+)?$")


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

    An acronym before "-based" keeps a name lowercase in this sense ("a GAN-based framework
    for learning from incomplete data"), as does an adjective from a person's name ("a Bayesian
    optimization framework whose surrogate is ..."). With ``introduced`` (the name follows "a" / "an" after
    a cue verb), a short name with any noun head is such a kind too: "an efficient convolution
    kernel *for* CNNs on unstructured grids" says which kernel only with its complement.
    """
    text = name.text
    # "a GAN-based framework for ...": an acronym before "-based" describes, it names nothing
    plain = _known_title_case(_EPONYM_ADJECTIVE.sub("x", _ACRONYM_BASED.sub("based", text)))
    if name.canonical is not None or plain != plain.lower() or any(ch.isdigit() for ch in plain):
        return False
    words = text.split()
    if words[-1] not in GENERIC_HEADS | BARE_HEADS and not (
        introduced and len(words) <= _MAX_KIND_WORDS and _noun(words[-1])
    ):
        return False
    # one that runs on past the longest label ("... that allows an agent initialised with
    # ...") leaves the name as found
    return end < last and complement_end(doc, end, last) is not None


def _known_title_case(text: str) -> str:
    """``text`` with a known name in Title Case lowered ("a conditional Variational
    Autoencoder architecture that ...": a kind of a known family, named by no name of its own);
    an acronym stays ("a VAE-GAN framework")."""

    def lowered(found: re.Match[str]) -> str:
        return found.group().lower() if load_gazetteer().lookup(found.group()) else found.group()

    return _TITLE_CASE_RUN.sub(lowered, text)


# Nouns of things with an activity's ending ("a likelihood function", "a prior distribution").
_THINGS_LIKE_ACTIVITIES = frozenset({"function", "distribution", "representation"})


def _noun(word: str) -> bool:
    """Whether the lexicon knows a word as a noun of a thing ("kernel", "schedule"), not of an
    activity ("dialogue management", "pose estimation": what is done, a task's words)."""
    return "n" in load_lexicon().get(word, "") and (
        not word.endswith(_ACTIVITY_ENDINGS) or word in _THINGS_LIKE_ACTIVITIES
    )


def phrase_head(doc: Doc, first: int, stop: int) -> EntityType | None:
    """The type the first head noun among tokens ``first:stop`` announces, if any."""
    for token in doc[first:stop]:
        found = head_type(token.text)
        if found is not None:
            return found
    return None


# Prepositions a participle after a noun takes ("a pattern *derived from* X", "a prior
# *learned on* Y"): the participle opens a clause about the noun, which ends the phrase.
_PARTICIPLE_PREPOSITIONS = frozenset("from on by with in via through using over".split())


def _participle_opens_clause(doc: Doc, k: int, start: int, last: int) -> bool:
    """Whether token ``k`` is a past participle after the phrase's noun that takes a
    preposition ("a sparse attention pattern | derived from spectral clustering")."""
    word = doc[k].lower_
    return (
        k > start
        and k + 1 < last
        and word.endswith("ed")
        and doc[k + 1].lower_ in _PARTICIPLE_PREPOSITIONS
        and is_participle(word, load_lexicon())
        and doc[k - 1].is_alpha
    )


# Words that open a relative clause.
RELATIVES = frozenset({"that", "which"})


def names_before_clause(words: Sequence[Token], after: Token) -> bool:
    """Whether the words of a head ("lightweight feature alignment module") name the thing
    before the relative clause ``after`` opens ("| that closes part of the gap"): three words
    or more, none a stop word or a mark, naming something; the clause then only says what it
    does, no part of its label ("holistic evaluation metrics which ..." names nothing alone)."""
    return (
        after.lower_ in RELATIVES
        and len(words) >= 3
        and not any(t.is_stop or t.is_punct for t in words)
        and names_something([t.text for t in words])
    )


def _aside_marks(doc: Doc, start: int, end: int) -> set[int]:
    """The parentheses of asides inside tokens ``start:end`` ("of any *(*non-differentiable*)*
    simulator", :func:`aside_end`): marks of the phrase, no formula."""
    marks: set[int] = set()
    for k in range(start, end):
        stop = aside_end(doc, k, end)
        if stop is not None:
            marks.update((k, stop - 1))
    return marks


def noun_phrase(
    doc: Doc, first: int, last: int, *, classes: frozenset[str] = frozenset(), lone: bool = False
) -> tuple[int, int, str] | None:
    """The contribution noun phrase from token ``first`` on, before ``last``.

    Args:
        doc: The tokenised abstract.
        first: The first token after the cue.
        last: The end of the sentence.
        classes: Lowercased names of classes of methods ("loss function") that, as the whole
            phrase, are as generic as "a novel method": they need their complement.
        lone: A lone common noun keeps its complement ("constraint on the TD update"), the
            last resort when no other label was found.

    Returns:
        Its start and end characters and its head word; None when it is generic, a lone
        common noun or a formula fragment.
    """
    k = first
    while k < last and (
        is_praise(doc[k].lower_)
        or doc[k].is_space
        or praise_comma(doc, k, first)
        or listed_adjective(doc, k, first, last)
    ):
        k += 1
    start_tok = k
    head_at = None
    ended = False  # whether a stop, a head or the sentence ended the phrase (not the limit)
    while k < last and k - start_tok < _MAX_PHRASE_TOKENS:
        token = doc[k]
        if token.text in JOINING_MARKS or token.text.endswith("-") and len(token.text) > 1:
            return None  # "noise type/position ...", "methodol- ogy": a word cut in two
        if (
            token.lower_ in NOUN_PHRASE_STOPS
            or token.is_punct
            and token.text not in {"-"}
            or token.like_num
            and k == start_tok
            or _participle_opens_clause(doc, k, start_tok, last)
        ):
            ended = True
            break
        if head_type(token.text) in _PHRASE_HEADS or token.lower_ in CONCEPT_HEADS:
            head_at = k
            if (
                k + 1 < last
                and doc[k + 1].lower_ in _OPEN_PREPOSITIONS
                and only_generic(doc, start_tok, k + 1)
            ):
                k += 1
                continue
            if _compound_goes_on(doc, k, last):
                k += 1  # "a unified algorithm | framework": the compound's head is the last
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
        only_generic(doc, start_tok, end_tok)
        or whole_class == end_tok - start_tok
        or not names_something([t.text for t in doc[start_tok:end_tok]])
        and doc[end_tok - 1].lower_ not in NOT_CONTRIBUTIONS
    ):
        # "a formal framework for reasoning faithfulness", "tight bounds on X": a generic or
        # vague head says what it is with its complement
        end_tok = complement_end(doc, end_tok, last)
        if end_tok is None:
            return None
    elif (
        end_tok < last
        and doc[end_tok - 1].lower_ in GENERIC_HEADS | BARE_HEADS
        # "a lightweight feature alignment module | that closes part of the gap"
        and not names_before_clause(list(doc[start_tok:end_tok]), doc[end_tok])
    ):
        # "a hierarchical framework that learns ...": a generic head says what it is for
        end_tok = complement_end(doc, end_tok, last) or end_tok
    elif end_tok < last and doc[end_tok - 1].lower_ in DATA_HEADS:
        # "a complex dataset of X": a data head labelled says what it holds (one alone,
        # "a new database", stays no label)
        held = end_tok - _trim_leading(doc, first, end_tok) > 1
        end_tok = held and complement_end(doc, end_tok, last) or end_tok
    start_tok = _trim_leading(doc, first, end_tok)
    words = [t for t in doc[start_tok:end_tok] if not t.is_space]
    asides = _aside_marks(doc, start_tok, end_tok)
    if (
        not words
        or words[0].is_stop
        or words[0].is_punct
        or any(
            ch in t.text
            for t in words
            if t.i not in asides and not _GROUP.match(t.text)
            for ch in _FORMULA
        )
    ):
        return None  # "of explicit object ...", "here", formula fragments
    if words[-1].is_stop and not words[-1].text[:1].isupper():
        return None  # "aggregating label distributions over": cut before its object
    if len(words) == 1 and not (
        "-" in words[0].text or any(ch.isupper() or ch.isdigit() for ch in words[0].text)
    ):
        # a lone common noun ("definition", "representations") names nothing; asked for
        # (``lone``), with what it is of or on it says what it is ("a constraint on the TD
        # update that ...")
        whole = complement_end(doc, end_tok, last) if lone and end_tok < last else None
        pointed = start_tok > first and doc[start_tok - 1].lower_ in _POINTERS
        generic = words[0].lower_ in GENERIC_HEADS | BARE_HEADS  # a report: checked below
        if whole is None or pointed or generic:
            return None  # "construct *this* embedding using X": said before
        head_at, end_tok = end_tok - 1, whole
        words = [t for t in doc[start_tok:end_tok] if not t.is_space]
    head = doc[head_at if head_at is not None else end_tok - 1].text
    # "a self-paced curriculum that orders training *problems*": the noun before the relative
    # clause heads the phrase (its type), not the clause's object
    clause = next((j for j in range(start_tok + 1, end_tok) if doc[j].lower_ in RELATIVES), None)
    if clause is not None and (head_at is None or head_at > clause):
        head = doc[clause - 1].text
    before = doc[start_tok - 1].text if start_tok else ""
    if head.lower() in NOT_CONTRIBUTIONS or words[-1].lower_ in NOT_CONTRIBUTIONS:
        return None  # "we present results on ...": a report, not a contribution
    if released_only([t.text for t in words], before):
        return None  # "we release our code to ...", "the source code of X"
    return doc[start_tok].idx, doc[end_tok - 1].idx + len(doc[end_tok - 1].text), head


def _compound_goes_on(doc: Doc, k: int, last: int) -> bool:
    """Whether the head word at token ``k`` only modifies a generic head after it ("a unified
    algorithm *framework*", "a graph network *architecture*"): the compound goes on."""
    return (
        k + 1 < last
        and doc[k].is_alpha
        and doc[k].text == doc[k].lower_
        and doc[k + 1].lower_ in GENERIC_HEADS | BARE_HEADS
    )


def praise_comma(doc: Doc, k: int, first: int) -> bool:
    """Whether token ``k`` is a comma between praise and the words it praises ("a new,
    multi-component energy function")."""
    return (
        doc[k].text == ","
        and k > first
        and is_praise(doc[k - 1].lower_)
        and k + 1 < len(doc)
        and doc[k + 1].is_alpha
        and not doc[k + 1].is_stop
    )


_LIST_MARKS = frozenset({",", "and", "or"})


def listed_adjective(doc: Doc, k: int, first: int, last: int) -> bool:
    """Whether token ``k`` is an adjective of a comma list before the head, other than its
    last, or a mark inside the list ("a comprehensive, rigorous, and coherent benchmark", "an
    exact, general and fast solver"): the phrase's head is read past them, as past praise, and
    the label keeps only the list's last adjective ("coherent benchmark"). Two adjectives
    joined by "and" alone are no list ("necessary and sufficient conditions")."""
    lexicon = load_lexicon()

    def adjective(at: int) -> bool:
        token = doc[at]
        return token.is_alpha and (
            word_class(token.lower_, lexicon) == "A" or token.lower_ in _SIZE_ADJECTIVES
        )

    if k < first or not (adjective(k) or doc[k].lower_ in _LIST_MARKS and k > first):
        return False
    before = k
    while before > first and doc[before - 1].lower_ in _LIST_MARKS:
        before -= 1  # ", and": marks after an adjective
    if doc[k].lower_ in _LIST_MARKS and not (before > first and adjective(before - 1)):
        return False
    i, j = k, k
    while i > first and (adjective(i - 1) or doc[i - 1].lower_ in _LIST_MARKS):
        i -= 1
    while j < last and (adjective(j) or doc[j].lower_ in _LIST_MARKS):
        j += 1
    # "a large and realistic X dataset": a size word and one more adjective, whatever
    # adjectives of the name follow ("a large and realistic natural language ... dataset")
    described = doc[i].lower_ in _SIZE_ADJECTIVES and j - i >= 3 and doc[i + 1].lower_ == "and"
    j = i + 3 if described else j
    run = doc[i:j]  # the whole list, its comma before ``k`` too
    return (
        j - 1 > k
        and adjective(j - 1)
        and doc[j - 2].lower_ in _LIST_MARKS
        and (any(t.text == "," for t in run) or described)
    )


# Adjectives of size that the lexicon also lists as nouns ("large"): a list's adjectives too.
_SIZE_ADJECTIVES = frozenset("large small big huge massive long short wide".split())


def _trim_leading(doc: Doc, first: int, end_tok: int) -> int:
    """The first token of the phrase once determiners and praise are cut (one word stays)."""
    k = first
    while k < end_tok - 1 and (
        doc[k].lower_ in DETERMINERS
        or doc[k].lower_ in LEADING_PRAISE
        or doc[k].is_space
        or listed_adjective(doc, k, first, end_tok)  # "an exact, general and fast X"
        or praise_comma(doc, k, first)  # "a simple, effective X"
        or doc[k].lower_ in EVALUATIVE
        and k > first
        and praise_comma(doc, k - 1, first)
        or doc[k].lower_ in LEADING_PRAISE | EVALUATIVE
        and k + 1 < end_tok
        and praise_comma(doc, k + 1, first)
    ):
        k += 1
    # "a new *type of* word representation": the thing, not the kind
    if k + 2 < end_tok and doc[k].lower_ in KIND_WORDS and doc[k + 1].lower_ == "of":
        return _trim_leading(doc, k + 2, end_tok)
    return k


def _words(doc: Doc, start: int, end: int) -> str:
    """Tokens ``start:end`` lowercased, joined by single spaces."""
    return " ".join(t.lower_ for t in doc[start:end] if not t.is_space)
