"""Complements of a contribution phrase's head: "a framework *for learning low-variance,
unbiased gradient estimators*", "a kernel *for CNNs on unstructured grids*", "an algorithm *that
learns* ...". These functions read tokens only (split from :mod:`contributions`, round 10).
"""

from __future__ import annotations

import re

from spacy.tokens import Doc

from kg.extract.acronyms import find_acronyms
from kg.lexicon.cues import (
    BARE_HEADS,
    BARE_PRAISE,
    CONTROL_GERUNDS,
    CONTROL_VERBS,
    DETERMINERS,
    EVALUATIVE,
    GENERIC_HEADS,
    NOUN_PHRASE_STOPS,
    PHRASE_BREAKS,
    PURPOSE_NOUNS,
)
from kg.lexicon.data_words import DATA_HEADS
from kg.lexicon.head_words import opens_relation
from kg.lexicon.wordclass import load_lexicon, word_class

__all__ = [
    "JOINING_MARKS",
    "OBJECT_OPENERS",
    "PREDICATE_OPENERS",
    "aside_end",
    "complement_end",
    "copula_opener",
    "is_praise",
    "only_generic",
    "opens_likeness",
    "past_asides",
    "relating_participle",
    "wh_infinitive",
]

# The longest complement kept after a generic head ("a framework for ..."); one that runs on
# past it is cut mid-phrase, and a cut phrase is no label.
_MAX_COMPLEMENT_TOKENS = 8
# The most tokens of an infinitive complement kept whole ("to obtain X within Y of Z").
_MAX_INFINITIVE_TOKENS = 16
# Prepositions a generic head may take its complement with ("a formal framework *for* ...",
# "an approach *to* dynamic modeling", "an algorithm *to* identify winning tickets").
_COMPLEMENT_PREPOSITIONS = frozenset({"for", "of", "on", "to", "over"})
# An adjective and its preposition that say what a thing is like ("analogous to the IWAE bound").
_ADJECTIVE_COMPLEMENTS = frozenset(
    {("analogous", "to"), ("similar", "to"), ("inspired", "by"), ("akin", "to"), ("robust", "to")}
)
# A participle of means after a generic head says how it works ("an algorithm *using* ordered
# curricula", "a method *leveraging* unlabeled data").
_MEANS_PARTICIPLES = frozenset({"using", "leveraging", "exploiting", "employing", "utilizing"})
# A relative clause after a generic head says what it does ("a framework *that* learns ...").
_RELATIVE = frozenset({"that", "which"})
# Words that open a clause of the setting a thing makes ("a framework *where* each domain ...").
_SETTING_WORDS = frozenset({"where", "wherein", "whereby"})
# Words after "and" that open a second clause, not a second object ("and another learns").
_NEW_CLAUSE = frozenset({"another", "then", "it", "they", "we", "thus", "so"})
_SETTING_SUBJECT = 5  # the most words of such a clause's subject
# Words that open a verb's object before "to" ("learns *when to* communicate", "decides *where
# to* look"), no new clause.
_WH_INFINITIVE = frozenset({"when", "where", "how", "what", "whether"})
_ASIDE_WORDS = 2  # the most words of a parenthesised aside of a phrase ("typically conflicting")
_ASIDE_WORD = re.compile(r"[a-z]+(?:-[a-z]+)*")
# How far before a short name its long form is looked for, in characters.
_LONG_FORM_CHARS = 120
_WE = frozenset({"we", "i", "our"})
_DO = frozenset({"does", "do", "did"})
_NOT = frozenset({"not", "n't", "never"})
# A participle or adjective after the head and the word it takes, which open the purpose too
# ("an algorithm *designed to* address X", "a method *robust to* noisy labels", "a model *able
# to* perform X"); after "that is" as well, with "based on" ("a representation which is
# *based on* the record of X").
PREDICATE_OPENERS = frozenset(
    {
        ("designed", "to"),
        ("designed", "for"),
        ("tailored", "to"),
        ("tailored", "for"),
        ("focused", "on"),
        ("aimed", "at"),
        ("dedicated", "to"),
        ("intended", "to"),
        ("intended", "for"),
        ("specialized", "for"),
        ("optimized", "for"),
        ("able", "to"),
        ("capable", "of"),
        ("robust", "to"),
        ("suitable", "for"),
        ("applicable", "to"),
        ("suited", "to"),
        ("suited", "for"),
        ("adapted", "to"),
        ("customized", "for"),
    }
)
_COPULA_OPENERS = PREDICATE_OPENERS | {("based", "on")}
_COPULAS = frozenset({"is", "are"})
_WHOSE_PART = 3  # the most words naming the part in "whose <part> is ..."
_MODALS = frozenset({"can", "could", "may", "will", "would"})
_AUXILIARIES = frozenset({"might", "must", "should", "has", "have", "had", "does", "did"})
# Marks inside a word or a pair of words: a phrase that stops at one is a fragment
# ("noise type" of "noise type/position classification").
JOINING_MARKS = frozenset({"/", "&", "+"})
# Words a generic phrase may join its generic words with ("a *set of* tools").
_JOINING_WORDS = frozenset({"of", "for"})
# Prepositions of a place or manner phrase a complement's noun may take ("on unstructured grids").
_PLACE_PREPOSITIONS = frozenset({"on", "in", "over", "across", "under", "with", "without"})
# Marks that end such a phrase (a quote or an apostrophe does not).
_PLACE_ENDS = frozenset({",", ".", ";", ":", ")"})
# Nouns of an adverbial phrase ("in practice", "in parallel"), which is no place of the noun.
_ADVERBIAL_NOUNS = frozenset(
    """practice general particular detail parallel turn addition principle theory expectation
    isolation advance time part full total short sum fact effect""".split()
)


def opens_likeness(doc: Doc, at: int, last: int) -> bool:
    """Whether token ``at`` opens what a thing is like ("analogous to", "inspired by")."""
    return at + 1 < last and (doc[at].lower_, doc[at + 1].lower_) in _ADJECTIVE_COMPLEMENTS


def complement_end(doc: Doc, at: int, last: int) -> int | None:
    """Where the complement opened at token ``at`` ends, or None when there is none whole.

    A preposition ("for reasoning", "to the current ..."), a participle of means ("using
    ordered curricula"), an adjective and its preposition
    ("analogous to the IWAE bound"), a relative clause ("that can learn such models") or a
    clause of the setting a thing makes ("where each domain undergoes ..."); an infinitive or
    a "from" may follow a gerund inside it ("for learning to predict sets", "for learning from
    incomplete data"), and a coordinated word does not end it ("for entity *and* event extraction") unless the whole
    would then run past the longest complement. An infinitive of a verb may run on to
    :data:`_MAX_INFINITIVE_TOKENS` ("to obtain customized optimizers within the framework of
    Bayesian optimization") where no shorter reading is whole.
    """
    whole = _complement_end(doc, at, last, coordinated=True)
    if whole is None:
        whole = _complement_end(doc, at, last, coordinated=False)
        if whole is not None and _pair_cut(doc, at, whole, last):
            # "to both interpret | and augment X": "both" without its second half is cut;
            # the pair may run on as a purpose does
            longest = _MAX_INFINITIVE_TOKENS if _infinitive(doc, at, last) else None
            return longest and _complement_end(doc, at, last, coordinated=True, longest=longest)
    if whole is None and _infinitive(doc, at, last):
        # what a thing is for, said with a verb, may run on as a purpose does ("a transfer
        # learning method | to obtain customized optimizers within the framework of X")
        whole = _complement_end(doc, at, last, coordinated=False, longest=_MAX_INFINITIVE_TOKENS)
    elif whole is not None and _verb_after_to(doc, at, last) and _verb_after_to(doc, whole, last):
        # "an approach to leverage simple answerers | to answer compound questions": the
        # purpose's own purpose goes with it, where the whole stays within a purpose's length
        longer = _complement_end(doc, at, last, coordinated=True, longest=_MAX_INFINITIVE_TOKENS)
        whole = longer if longer is not None and longer > whole else whole
    return whole


_INDEFINITE = frozenset({"a", "an"})
_SECOND_THING_WORDS = 6  # the most words of a second thing's noun phrase before its clause


def _second_thing(doc: Doc, j: int, last: int) -> bool:
    """Whether "and" at token ``j`` opens a second thing with a relative clause of its own ("a
    network that plans X | and a control network that infers Y"), not a verb's second object
    ("that optimizes a probe and an inference model to ...")."""
    if doc[j].lower_ not in {"and", "or"} or j + 1 >= last or doc[j + 1].lower_ not in _INDEFINITE:
        return False
    for k in range(j + 2, min(last, j + 2 + _SECOND_THING_WORDS)):
        if doc[k].lower_ in {"that", "which"}:
            return k > j + 2
        if doc[k].is_punct or doc[k].lower_ in NOUN_PHRASE_STOPS:
            return False
    return False


def _pair_cut(doc: Doc, at: int, end: int, last: int) -> bool:
    """Whether a complement from token ``at`` ends at ``end`` right before the "and" of a
    "both ... and" it opened ("to both sort | and count X")."""
    return end < last and doc[end].lower_ == "and" and _opens_both(doc, at, end)


def _opens_both(doc: Doc, start: int, end: int) -> bool:
    """Whether a "both" among tokens ``start:end`` waits for its "and"."""
    return any(t.lower_ == "both" for t in doc[start:end])


def _infinitive(doc: Doc, at: int, last: int) -> bool:
    """Whether token ``at`` opens an infinitive of a verb that can be nothing else ("to
    *obtain* ..."; not "to *dynamic* modeling", nor "to *train* ...", a noun too)."""
    verb = at + 2 if at + 2 < last and doc[at + 1].lower_ in ("both", "either") else at + 1
    return (
        verb < last
        and doc[at].lower_ == "to"
        and doc[verb].is_alpha
        and word_class(doc[verb].lower_, load_lexicon()) == "V"
    )


def _verb_after_to(doc: Doc, at: int, last: int) -> bool:
    """Whether token ``at`` is "to" before a word that can be a verb ("to *leverage* X", "to
    *answer* Y"), a noun too or not."""
    return (
        at + 1 < last
        and doc[at].lower_ == "to"
        and doc[at + 1].is_alpha
        and "v" in load_lexicon().get(doc[at + 1].lower_, "")
        and (at == 0 or doc[at - 1].lower_ not in _WH_INFINITIVE)  # ("how to reduce X": a question)
    )


def wh_infinitive(doc: Doc, j: int, last: int) -> bool:
    """Whether token ``j`` opens a verb's object made of a question word and an infinitive
    ("learns | when to communicate", "decide | how to allocate"), which goes on as the object
    does, not a new clause ("when the data is noisy")."""
    return (
        doc[j].lower_ in _WH_INFINITIVE
        and j + 2 < last
        and doc[j + 1].lower_ == "to"
        and doc[j + 2].is_alpha
        and doc[j - 1].is_alpha
        and doc[j - 1].text == doc[j - 1].lower_
        and not doc[j - 1].is_stop
    )


def _defined_here(doc: Doc, j: int) -> bool:
    """Whether "(" at token ``j`` opens a short name the words before it define ("reinforcement
    learning (RL)"; not "sorting zorb (ZS)": no long form of those letters)."""
    if j + 2 >= len(doc) or doc[j + 2].text != ")":
        return False
    begin = max(0, doc[j].idx - _LONG_FORM_CHARS)
    window = doc.text[begin : doc[j + 2].idx + 1]
    short = doc[j + 1].idx - begin
    return any(d.short_start == short for d in find_acronyms(window))


def _adverb(word: str) -> bool:
    """Whether a word is an adverb in -ly ("quantitatively"), no word of a phrase's noun."""
    return word.endswith("ly") and "r" in load_lexicon().get(word, "")


def aside_end(doc: Doc, j: int, last: int) -> int | None:
    """Where a parenthesised aside of lowercase words that opens at token ``j`` inside a
    phrase ends: "of any | (non-differentiable) | simulator", "a | (possibly noisy) | oracle".
    The phrase goes on after it; so it does after a short name the words before it define,
    when a lowercase word that is no adverb follows ("compact reinforcement learning (RL) |
    policies"). None where ``j`` opens no such aside (a short name of no long form there,
    "sorting zorb (ZS)", a reference "(Smith et al.)", a number, a list's enumerator, the
    phrase's end)."""
    if doc[j].text != "(" or j == 0 or not doc[j - 1].is_alpha:
        return None
    if (
        j + 3 < last
        and _defined_here(doc, j)
        and doc[j - 1].text == doc[j - 1].lower_
        and doc[j + 3].is_alpha
        and doc[j + 3].text == doc[j + 3].lower_
        and not doc[j + 3].is_stop
        and not _adverb(doc[j + 3].lower_)  # "(CNN) | quantitatively and semantically"
    ):
        return j + 3  # "compact reinforcement learning (RL) | policies": a name defined inside
    k = j + 1
    while k < last and k - j <= _ASIDE_WORDS + 1 and doc[k].text != ")":
        if _ASIDE_WORD.fullmatch(doc[k].text) is None and doc[k].text != "-":
            return None
        k += 1
    words = [t for t in doc[j + 1 : k] if t.text != "-"]
    if k >= last or doc[k].text != ")" or not words or len(words) > _ASIDE_WORDS:
        return None
    if doc[j + 1].text == "-" or doc[k - 1].text == "-":
        return None
    after = k + 1
    if (
        after >= last
        or not doc[after].is_alpha
        or doc[after].text != doc[after].lower_
        or doc[after].is_stop
    ):
        # "(non-differentiable)" stands before the words it modifies; "confidence (score) of
        # a prediction" gives another word for the one before
        return None
    if len(doc[j + 1].text) <= 2 and k == j + 2:
        return None  # "(a)", "(ii)": an enumerator
    return after


def past_asides(doc: Doc, j: int, last: int) -> int:
    """The first token at or after ``j`` that no aside (:func:`aside_end`) holds."""
    while j < last and (skip := aside_end(doc, j, last)) is not None:
        j = skip
    return j


def _complement_end(
    doc: Doc, at: int, last: int, *, coordinated: bool, longest: int = _MAX_COMPLEMENT_TOKENS
) -> int | None:
    opener = _complement_opener(doc, at, last)
    if opener == 0:
        return None
    begin = at + opener
    clause = doc[at].lower_ in _RELATIVE or opener > 1 and _setting_opener(doc, at, last) > 0
    j = begin + 1 if clause else begin
    # the tokens of parenthesised asides read past, which the length leaves out
    after = past_asides(doc, j, last)
    aside, j = after - j, after
    while (
        j < last
        and j - at - aside <= longest + opener - 1
        and (
            doc[j].lower_ not in NOUN_PHRASE_STOPS
            and doc[j].lower_ not in PHRASE_BREAKS
            or _gerund_goes_on(doc, j, begin, last)
            or wh_infinitive(doc, j, last)
            or _coordinated_nouns(doc, j, begin, last)
            or coordinated
            and _coordinated_words(doc, j, begin, last)
            or _last_of_two_names(doc, j, begin, last)
            or _between_modifiers(doc, j, last)
            # "to leverage simple answerers | to answer compound questions": a purpose's own
            # purpose, in a purpose that may run on
            or longest == _MAX_INFINITIVE_TOKENS
            and j > begin + 1
            and _verb_after_to(doc, at, last)
            and _verb_after_to(doc, j, last)
            # "that learns a policy designed *for* sparse rewards": what the object is like
            or clause
            and (doc[j - 1].lower_, doc[j].lower_) in PREDICATE_OPENERS
        )
        and (not doc[j].is_punct or _between_modifiers(doc, j, last))
        and not relating_participle(doc, j, last)
    ):
        after = past_asides(doc, j + 1, last)
        aside, j = aside + after - (j + 1), after
    j = _place_after(doc, j, last, limit=at + aside + longest + opener - 1)
    cut = (
        j - at - aside > longest + opener - 1
        or j < last
        and (
            doc[j].text in JOINING_MARKS
            or clause
            and doc[j].lower_ in {"and", "or"}
            # "in which one copy plays a user | and another learns ...": a second clause;
            # "that sorts pebbles | and a network ...": a second thing, the clause whole
            and not (j + 1 < last and doc[j + 1].lower_ in _NEW_CLAUSE)
            and not _second_thing(doc, j, last)
            # "constrains the distance a network | can travel": a clause inside goes on
            or doc[j].lower_ in _MODALS | _AUXILIARIES
            and doc[j - 1].is_alpha
            and not doc[j - 1].is_stop
        )
    )
    while j > begin + 1 and (doc[j - 1].is_stop or clause and doc[j - 1].lower_ in _CLAUSE_TAILS):
        j -= 1  # "... the variance of", "... and neurons according": no dangling word
    if not cut:
        # "to introduce empathy | to multi-agent learning": the verb's goal goes with it
        j = _goal_after(doc, at, j, last, limit=at + aside + _MAX_INFINITIVE_TOKENS + opener)
    need = 2 if clause else _shortest_complement(doc, begin - 1, last) - 1
    # "with a learnable ob- fuscator": a part named by a word cut in two by a line break is no
    # whole complement (the head alone stays the label)
    broken = doc[at].lower_ == "with" and any(
        len(t.text) > 1 and t.text.endswith("-") for t in doc[begin:j]
    )
    if j - begin >= need and not cut and not broken and not only_generic(doc, begin, j):
        return j
    if cut and clause and doc[at].lower_ == "that" and not broken:
        # "a pruning technique that eliminates entire filters and neurons | according to
        # their relative L1-norm as compared to ...": a relative clause too long to keep
        # whole ends where its verb's object does
        stop = _object_end(doc, begin, min(last, at + longest + opener))
        if stop is not None and stop - begin >= need and not only_generic(doc, begin, stop):
            return stop
    return None


# Adverbs of degree before a predicate of :data:`PREDICATE_OPENERS` ("*better* suited for",
# "*specifically* designed for").
_DEGREE = frozenset("better best well more most less particularly especially specifically".split())
# Words that open what a relative clause says of how or why, after its verb's object.
_CLAUSE_TAILS = frozenset(
    """according as by using with based via through without while when since because
    yielding leading resulting""".split()
)


def _object_end(doc: Doc, verb: int, limit: int) -> int | None:
    """Where the object after a relative clause's verb (token ``verb``) ends: right before
    the first comma or :data:`_CLAUSE_TAILS` word within ``limit``, after a noun; or None."""
    if not doc[verb].is_alpha or doc[verb].is_stop:
        return None
    for k in range(verb + 2, limit):
        if doc[k].text == "," or doc[k].lower_ in _CLAUSE_TAILS or _likeness_at(doc, k, limit):
            before = doc[k - 1]
            return k if before.is_alpha and not before.is_stop else None
    return None


def _likeness_at(doc: Doc, k: int, limit: int) -> bool:
    """Whether token ``k`` opens what an object is like ("a decoding objective | better suited
    for generation", "a policy | designed for sparse rewards")."""
    at = k + 1 if doc[k].lower_ in _DEGREE else k
    return at + 1 < limit and (doc[at].lower_, doc[at + 1].lower_) in PREDICATE_OPENERS


def _place_after(doc: Doc, j: int, last: int, *, limit: int) -> int:
    """Where a complement ends once the place or manner phrase its noun takes is kept ("for
    CNNs *on unstructured grids*"): the phrase must end the sentence or meet a mark, hold no
    other function word than an article, and fit in ``limit``; else ``j`` as it was."""
    if j >= last or doc[j].lower_ not in _PLACE_PREPOSITIONS or not doc[j - 1].is_alpha:
        return j
    if doc[j - 1].lower_ in PURPOSE_NOUNS:
        return j  # "for use | in wet sieves": where it is used, not what it is
    k = _phrase_to_mark(doc, j, last, limit)
    if k is None:
        return j  # "on users | ’ language": the phrase goes on
    words = [t.text for t in doc[j + 1 : k] if t.lower_ not in _ARTICLES]
    if (
        any(w != w.lower() for w in words)
        or words[-1].lower() in DATA_HEADS
        or len(words) == 1
        and words[0].lower() in _ADVERBIAL_NOUNS
    ):
        return j  # "on the Omniglot dataset", "on ImageNet": where it is tested; "in practice"
    return k


# Verbs whose object goes to something named after a second "to" ("to adapt a generative model
# *to speech recognition*", "to introduce the notion of empathy *to multi-agent RL*").
_TO_GOAL_VERBS = frozenset(
    """adapt apply extend transfer introduce bring map convert generalize generalise port
    translate connect link add""".split()
)


def _goal_after(doc: Doc, at: int, j: int, last: int, *, limit: int) -> int:
    """Where an infinitive complement ends once the goal of its verb is kept ("to introduce the
    notion of empathy | to multi-agent reinforcement learning"): the goal must end the sentence
    or meet a mark and hold no other function word than an article, nor open with a verb; else
    ``j``."""
    if not (
        at + 1 < j < last
        and doc[at].lower_ == "to"
        and doc[at + 1].lower_ in _TO_GOAL_VERBS
        and doc[j].lower_ == "to"
        and doc[j - 1].is_alpha
    ):
        return j
    if j + 1 >= last or word_class(doc[j + 1].lower_, load_lexicon()) == "V":
        return j  # "to adapt X | to learn Y": a purpose, no goal
    k = _phrase_to_mark(doc, j, last, limit)
    return j if k is None else k


_ARTICLES = frozenset({"a", "an", "the"})


def _phrase_to_mark(doc: Doc, j: int, last: int, limit: int) -> int | None:
    """Where the phrase after the preposition at token ``j`` ends, if it ends the sentence or
    meets a mark (:data:`_PLACE_ENDS`) within ``limit``, holds no other function word than an
    article, and ends in none; else None."""
    k = j + 1
    while k < min(last, limit) and not doc[k].is_punct:
        if doc[k].is_stop and doc[k].lower_ not in _ARTICLES:
            return None
        k += 1
    if k == j + 1 or doc[k - 1].is_stop or k < last and doc[k].text not in _PLACE_ENDS:
        return None
    return k


def relating_participle(doc: Doc, j: int, last: int) -> bool:
    """Whether token ``j`` is a participle relating what is before it to another thing ("data
    *coming* from sensors"): a clause, no word of the complement."""
    return j + 1 < last and opens_relation(doc[j].lower_, doc[j + 1].lower_)


def _between_modifiers(doc: Doc, j: int, last: int) -> bool:
    """Whether token ``j`` is a comma between two modifiers of one noun ("low-variance*,*
    unbiased gradient estimators"), which does not end the phrase."""
    return (
        doc[j].text == ","
        and 0 < j
        and j + 2 < last
        and _modifier(doc[j - 1].lower_)
        and _modifier(doc[j + 1].lower_)
        and doc[j + 2].is_alpha
    )


def _modifier(word: str) -> bool:
    """An adjective ("unbiased") or a hyphenated modifier ("low-variance", "fine-grained")."""
    kinds = load_lexicon().get(word)
    if kinds is not None:
        return "a" in kinds and "n" not in kinds and "v" not in kinds
    return "-" in word and word.replace("-", "").isalpha()


def _gerund_goes_on(doc: Doc, j: int, begin: int, last: int) -> bool:
    """Whether token ``j`` is the "to" of "learning *to* predict" or the "from" of "learning
    *from* incomplete data", inside a complement: the gerund's own complement goes on; or the
    "to" of "encouraging RNNs *to* plan ahead" ("to train agents *to* reach goals"), the
    infinitive a gerund's (an infinitive's) object takes."""
    if j <= begin or j + 1 >= last:
        return False
    if not doc[j - 1].lower_.endswith("ing"):
        return (
            doc[j].lower_ == "to"
            and _is_verb(doc[j + 1].lower_)
            and any(
                doc[k].lower_ in CONTROL_GERUNDS
                # "to train agents *to* achieve goals"
                or doc[k].lower_ in CONTROL_VERBS
                and k > 0
                and doc[k - 1].lower_ == "to"
                for k in range(max(begin, j - 4), j - 1)
            )
        )
    if doc[j].lower_ == "from":  # "from incomplete data", "from high-dimensional data"
        return doc[j + 1].text.replace("-", "").isalpha()
    return doc[j].lower_ == "to" and _is_verb(doc[j + 1].lower_)


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


def _coordinated_words(doc: Doc, j: int, begin: int, last: int) -> bool:
    """Whether token ``j`` is the "and" of "measures of fidelity *and* diversity", "for entity
    *and* event extraction", "between the generated sample *and* the sample from the prior":
    what follows is no verb (a verb there, "... *and* show that", begins a clause of its own)."""
    if doc[j].lower_ not in {"and", "or"} or j <= begin or j + 1 >= last:
        return False
    k = j + 1
    if doc[k].lower_ in {"the", "a", "an"} and k + 1 < last:
        k += 1
    word = doc[k]
    if not word.is_alpha or word.is_stop or word.lower_.endswith("ly"):
        return False
    if doc[j].lower_ == "and" and _opens_both(doc, max(begin, j - 4), j - 1):
        return True  # "to both interpret *and* augment X": the pair "both" opened goes on
    if _second_thing(doc, j, last) and not any(t.lower_ == "between" for t in doc[begin:j]):
        return False  # "a model that sorts pebbles | and a network that ...": a second thing
    if _written_as_name(word.text) and not _written_as_name(doc[j - 1].text):
        return False  # "a new task for X *and* EmpatheticDialogues, a dataset": two things
    if not _is_verb(word.lower_):
        return True
    # a word that is a noun too goes on ("and use" of "design and use"), unless an object
    # follows it ("... *and use* the ...": a verb of its own)
    following = doc[k + 1].lower_ if k + 1 < last else ""
    return "n" in load_lexicon().get(word.lower_, "") and following not in OBJECT_OPENERS


# Words that open a verb's object ("and use *the* ...", "and apply *it* to ...").
OBJECT_OPENERS = frozenset("the a an it them this these its their our his her".split())


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
    if word in _COMPLEMENT_PREPOSITIONS | _MEANS_PARTICIPLES:
        return 1
    if word == "from" and at > 0 and doc[at - 1].lower_ in DATA_HEADS:
        return 1  # where data comes from: "a benchmark from merged pull requests"
    if word == "with" and at + 1 < last and doc[at + 1].lower_ in {"a", "an"}:
        return 1  # a part it has: "an actor-critic algorithm with an auxiliary decoder"
    if opens_likeness(doc, at, last) or word == "based" and _next_is(doc, at, last, "on"):
        return 2  # "analogous to X", "an algorithm based on matrix completion"
    if at + 1 < last and (word, doc[at + 1].lower_) in PREDICATE_OPENERS:
        return 2  # "a method tailored to sparse tables"
    if word == "whose":
        return _whose_opener(doc, at, last)
    if word not in _RELATIVE:
        return _setting_opener(doc, at, last)
    k = at + 1
    if k < last and doc[k].lower_ in _MODALS:
        k += 1
    if k + 1 < last and doc[k].lower_ in _DO and doc[k + 1].lower_ in _NOT:
        k += 2  # "an estimator that does not require solving X"
    elif k < last and doc[k - 1].lower_ in _MODALS and doc[k].lower_ in _NOT:
        k += 1  # "a method that can not / cannot ..."
    if k + 2 < last and doc[k].lower_ in _COPULAS:
        # "a method that is robust to noisy labels"
        return k + 3 - at if copula_opener(doc, k, last) else 0
    while k < last and _adverb(doc[k].lower_):
        k += 1  # "that can *effectively* learn ..."
    if k < last and _is_verb(doc[k].lower_) and doc[k].lower_ not in PHRASE_BREAKS:
        return k - at
    return 0


def _whose_opener(doc: Doc, at: int, last: int) -> int:
    """How many tokens open a relative clause on a part of the thing, up to its verb ("a
    framework *whose surrogate is* a deep ensemble", "a model *whose experts share* one
    router"), or 0: one to three words name the part, no function word among them."""
    k = at + 1
    while k < last and k - at <= _WHOSE_PART and doc[k].is_alpha and not doc[k].is_stop:
        k += 1
    if k == at + 1 or k >= last:
        return 0
    return k + 1 - at if doc[k].lower_ in _COPULAS or _is_verb(doc[k].lower_) else 0


def _setting_opener(doc: Doc, at: int, last: int) -> int:
    """How many tokens open a clause of the setting a thing makes, up to its verb ("a framework
    *where each domain undergoes* different operations", "an approach*, in which each neuron
    uses* ..."), or 0: a comma may come first, the subject is two to five words of its own (no
    "we"), and its verb follows in the third person, active (a passive, "where corrections are
    provided | to an agent", often takes a complement past the longest label)."""
    k = at + 1 if doc[at].text == "," else at
    if k < last and doc[k].lower_ in _SETTING_WORDS:
        k += 1
    elif k + 1 < last and doc[k].lower_ in ("in", "under") and doc[k + 1].lower_ == "which":
        k += 2
    else:
        return 0
    if k >= last or doc[k].lower_ in _WE:
        return 0  # "a scheme where we train ...": the paper's doing, not the thing's
    for v in range(k + 1, min(last, k + _SETTING_SUBJECT + 1)):
        token = doc[v]
        if token.is_punct:
            return 0
        if _third_person(doc, v, k):
            return v - at
    return 0


def _third_person(doc: Doc, v: int, subject: int) -> bool:
    """Whether token ``v`` is a verb's third-person form after a noun of the subject that
    starts at token ``subject`` ("each neuron *uses*"; not "the *features*", a noun)."""
    word = doc[v].lower_
    return (
        v > subject
        and word.endswith("s")
        and not word.endswith("ss")
        and _is_verb(word)
        and word not in PHRASE_BREAKS
        and doc[v - 1].lower_ not in DETERMINERS
        and doc[v - 1].is_alpha
        and word_class(doc[v - 1].lower_, load_lexicon()) != "A"  # "different *blocks*"
        # "where blocks of LSTM *cells are* ...": a verb after it makes it the subject's noun
        and not (v + 1 < len(doc) and doc[v + 1].lower_ in PHRASE_BREAKS | _AUXILIARIES)
    )


def copula_opener(doc: Doc, k: int, last: int) -> bool:
    """Whether tokens ``k:k+3`` are "is / are" and a predicate opener ("is robust to", "are
    based on"), which open what a thing is after "that" / "which"."""
    return (
        k + 2 < last
        and doc[k].lower_ in _COPULAS
        and (doc[k + 1].lower_, doc[k + 2].lower_) in _COPULA_OPENERS
    )


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


def is_praise(word: str) -> bool:
    """Whether a word before a head only counts, points or praises ("a", "novel", "more")."""
    return word in DETERMINERS or word in EVALUATIVE or word in BARE_PRAISE


def only_generic(doc: Doc, start: int, end: int) -> bool:
    """Whether tokens ``start:end`` are only generic heads, praise and determiners."""
    words = [t.lower_ for t in doc[start:end] if not t.is_space and not t.is_punct]
    generic = [w for w in words if w not in _JOINING_WORDS]
    return bool(generic) and all(
        w in GENERIC_HEADS or w in BARE_HEADS or is_praise(w) for w in generic
    )
