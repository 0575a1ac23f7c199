"""The last label of an unnamed proposal: "we present a new model that can both X and Y".

When no name and no contribution phrase came out of a cue's object, the object's noun phrase
to its head, with what the thing is for ("that can both X and Y", "for computing X", "to
perform X"), names it: "model that can both X and Y". A purpose too long to keep whole is cut
back where a prepositional phrase opens; a generic head ("a novel method") without a whole
purpose names nothing. These functions read tokens only.
"""

from __future__ import annotations

from spacy.tokens import Doc

from kg.extract.relations.complements import (
    PREDICATE_OPENERS,
    copula_opener,
    past_asides,
    relating_participle,
    wh_infinitive,
)
from kg.extract.relations.contributions import RELATIVES, is_class_name, names_before_clause
from kg.extract.relations.vague import names_something, released_only
from kg.lexicon.cues import (
    BARE_HEADS,
    BARE_PRAISE,
    DETERMINERS,
    EVALUATIVE,
    GENERIC_HEADS,
    KIND_WORDS,
    LEADING_PRAISE,
    NAMING,
    NOT_CONTRIBUTIONS,
    RELATIONAL,
)
from kg.lexicon.wordclass import load_lexicon, word_class
from kg.text import singularize

__all__ = [
    "MARKS",
    "MAX_FRAMED_TOKENS",
    "between_pair_end",
    "domain_end",
    "cut_phrase",
    "fallback_label",
    "formulation",
    "is_modifier",
    "relational_cut",
    "relative_end",
]

# The longest noun phrase to its head, and the longest purpose kept whole, in tokens.
_MAX_HEAD_TOKENS = 6
_MAX_PURPOSE_TOKENS = 16
# Words that open what a thing is for; "that" / "which" open a clause.
_PURPOSE_OPENERS = frozenset({"for", "to", "that", "which", "whose"})
# Words between "that" and its verb ("that can *both* tag and ...").
_SKIPPED = frozenset({"can", "could", "may", "will", "would", "should", "both", "either", "also"})
# Prepositions where a long purpose may be cut back and still read whole.
_CUT_AT = frozenset(
    """at in on over under across within between through into from with without by via
    using given under while without""".split()
)
_PARTICIPLES = frozenset("written found known shown seen given taken made done built".split())
# Words that end the purpose: a new clause, a contrast, a reason.
_PURPOSE_ENDS = frozenset(
    """so while whereas because since although though thus thereby hence which where when
    we our it they""".split()
)
# Words that end the noun phrase before its head (verbs of the clause, prepositions).
_HEAD_ENDS = frozenset(
    """that which who whose to for of on in at by with from via using along based designed
    inspired and or as than is are was were be can could may will would should tailored focused
    aimed dedicated intended specialized optimized able capable suited adapted customized""".split()
)
# What joins two words of praise ("simple, efficient", "simple but effective").
_PRAISE_JOINS = frozenset({",", "and", "but", "yet"})
# The most tokens of what is framed ("pebble sorting") and of what it is framed as.
MAX_FRAMED_TOKENS = 8
_MAX_FRAME_TOKENS = 12
# Words that end what a thing is framed as ("as a game *in which* ...", "as a graph *to* ...").
_FRAME_ENDS = _PURPOSE_ENDS | {"that", "to", "in", "and", "or", "so", "with", "using", "via"}
# Endings of a cue stem's noun ("contributions", "presentation"): no verb, no object.
_NOUNS = ("ion", "ions")
MARKS = frozenset({",", ".", ";", ":", "(", ")", "[", "]", "?", "!", '"', "“", "”"})
_FORMULA = "()[]|=_{}\\$"


def fallback_label(
    doc: Doc, first: int, last: int, *, need_purpose: bool = False
) -> tuple[int, int, str] | None:
    """The label of the thing a cue's object (tokens ``first:last``) describes.

    With ``need_purpose`` (one of a known family: "a recurrent network that ..."), only a
    label with its purpose.

    Returns:
        Start and end characters of the label and its head word, or None when no whole,
        readable label exists.
    """
    if any(t.lower_ in NAMING for t in doc[first:last]):
        return None  # "a normalization called X": the name is its label, or nothing is
    if first >= last or doc[first].is_punct or first and doc[first - 1].lower_.endswith(_NOUNS):
        return None  # "the scenario we present, ...", "two contributions towards ...": no object
    if doc[first].lower_ in {"and", "or"}:
        # "we design and train a network ...": the second verb's object is the same thing
        first += 2
        while first < last and doc[first].lower_.endswith("ly"):
            first += 1
    start = _after_praise(doc, first, last)
    k = start
    joined = 0  # tokens of a coordination of modifiers ("phase | and magnitude | augmented")
    while k < last and k - start - joined < _MAX_HEAD_TOKENS:
        token = doc[k]
        if _joined_modifiers(doc, k, start, last):
            joined += 2
            k += 2
            continue
        if token.text in MARKS or token.lower_ in _HEAD_ENDS or token.like_num and k == start:
            break
        if need_purpose and token.lower_ in ("over", "with"):
            break  # "a diffusion model | over protein sequences"
        if token.lower_ == "of" and k > start and doc[k - 1].lower_ in KIND_WORDS:
            start = k + 1  # "a suite of multifaceted metrics": the metrics
        k += 1
    head_end = k
    if head_end <= start or head_end - start - joined >= _MAX_HEAD_TOKENS and head_end < last:
        return None
    words = [t for t in doc[start:head_end] if not t.is_space]
    head = words[-1] if words else None
    if (
        head is None
        or head.is_stop
        or words[0].is_stop
        or any(t.text.endswith("-") for t in words)
        or not head.is_alpha
        and "-" not in head.text
        or any(ch in t.text for t in words for ch in _FORMULA)
        or head.lower_ in NOT_CONTRIBUTIONS
        or released_only([t.text for t in words], doc[start - 1].text if start else "")
        or is_modifier(head.lower_)
        or _participle(head.lower_)
    ):
        return None
    generic = all(
        w.lower_ in GENERIC_HEADS | BARE_HEADS or _is_praise(w.lower_) for w in words
    ) or is_class_name(" ".join(w.lower_ for w in words))
    # "a federated unlearning algorithm | that stores ...": a head of three words names the
    # thing; its relative clause says what it does, no part of its label
    specific = not need_purpose and head_end < last and names_before_clause(words, doc[head_end])
    end = (
        None
        if specific
        else _purpose_end(doc, head_end, last, named=any(w.text != w.lower_ for w in words))
    )
    if end is None and need_purpose:
        end = domain_end(doc, head_end, last)  # "a diffusion model over protein sequences"
    if end is None and generic and _comma_relative(doc, head_end, last):
        # "we propose a new method, which uses X followed by Y": the clause says what it is
        end = _purpose_end(doc, head_end + 1, last)
    if end is None:
        if generic or need_purpose or len(words) < 2:
            return None
        end = head_end
    return doc[start].idx, doc[end - 1].idx + len(doc[end - 1].text), head.text


def _comma_relative(doc: Doc, at: int, last: int) -> bool:
    """Whether a comma at token ``at`` opens a relative clause (", which uses ...")."""
    return at + 1 < last and doc[at].text == "," and doc[at + 1].lower_ in RELATIVES


def _joined_modifiers(doc: Doc, k: int, start: int, last: int) -> bool:
    """Whether "and" / "or" at token ``k`` joins two nouns that modify the head after them
    ("a phase | and | magnitude augmented feature space", "an exploration and
    imitation-learning-based agent"), not two things ("a model and a dataset", "a dataset
    and benchmark for X") nor a second verb ("a regularizer and prove ...")."""
    if doc[k].lower_ not in ("and", "or") or k != start + 1 or k + 2 >= last:
        return False  # only the phrase's first word ("numerical evidence and ...": two things)
    lexicon = load_lexicon()
    before, after, then = doc[k - 1], doc[k + 1], doc[k + 2]
    return (
        all(t.text == t.lower_ and not t.is_stop for t in (before, after, then))
        and before.is_alpha
        and word_class(before.lower_, lexicon) == "N"  # "necessary and sufficient": a finding
        and "v" not in lexicon.get(after.lower_, "")
        # "a technique and implemented system": two things ("kelp-based" is a modifier)
        and not (after.is_alpha and after.lower_.endswith("ed"))
        and (after.is_alpha or "-" in after.text)
        and (then.is_alpha or "-" in then.text)
        and then.lower_ not in _HEAD_ENDS
    )


def _purpose_end(doc: Doc, at: int, last: int, *, named: bool = False) -> int | None:
    """Where the purpose opened at token ``at`` ends whole (None: no purpose, or none whole);
    "based on" opens one only after a head without a name ("framework EdgeX based on ...")."""
    pair = (doc[at].lower_, doc[at + 1].lower_) if at + 1 < last else None
    based = not named and pair == ("based", "on")
    predicate = pair in PREDICATE_OPENERS  # "an algorithm designed to address X"
    if at >= last or doc[at].lower_ not in _PURPOSE_OPENERS and not (based or predicate):
        return None
    k = at + 2 if based or predicate else at + 1  # "a method based on X to learn Y": X and Y
    if doc[at].lower_ in RELATIVES:
        while k < last and (doc[k].lower_ in _SKIPPED or doc[k].lower_.endswith("ly")):
            k += 1
        if copula_opener(doc, k, last):
            k += 3  # "a method that is robust to noisy labels"
        elif k >= last or doc[k].is_stop or doc[k].text in MARKS:
            return None  # "a model that is ...", "a method which we ...": no purpose
    j = k
    aside = 0  # tokens of parenthesised asides ("any | (non-differentiable) | simulator")
    while j < last and not relating_participle(doc, j, last):  # "to sort X | coming from Y"
        after = past_asides(doc, j, last)
        if after > j:
            aside, j = aside + after - j, after
            continue
        if (
            doc[j].text in MARKS
            or doc[j].lower_ in _PURPOSE_ENDS
            and not wh_infinitive(doc, j, last)  # "that learns | when to communicate"
            or _examples_open(doc, j, last)
        ):
            break
        j += 1
    # "... by introducing a randomized | (convolutional) network": a mark inside the phrase
    inside = j < last and doc[j].text == "(" and is_modifier(doc[j - 1].lower_)
    if j - at - aside > _MAX_PURPOSE_TOKENS or inside:
        # cut back where a prepositional phrase opens ("... of features | at every step")
        # or where a clause of an inner noun opens ("predict a map | that elucidates ...")
        span = range(k + 2, min(j, at + _MAX_PURPOSE_TOKENS + 1))
        cuts = [
            c
            for c in span
            if doc[c].lower_ in _CUT_AT
            and not _participle(doc[c - 1].lower_)
            or doc[c].lower_ == "that"
            and _noun_before(doc, c)
        ]
        # "that reads vital signs | and predicts the onset of X": the clause's first verb
        # phrase, before a second verb
        second = [
            c
            for c in span
            if doc[c].lower_ == "and"
            and _verb_s(doc[c + 1].lower_)
            # not a verb of an inner clause ("a loss for the actor that accelerates and ...")
            and not any(t.lower_ in RELATIVES for t in doc[k:c])
        ]
        if not cuts and not second:
            return None
        j = second[0] if second else cuts[-1]
    if based and not any(t.lower_ in _PURPOSE_OPENERS for t in doc[k + 1 : j]):
        return None  # "based on the results": what it is for says which
    if any(t.text.endswith("-") and len(t.text) > 1 for t in doc[k:j]):
        return None  # "at the unit-, object- and scene-level": a word cut in two
    while j > k and (doc[j - 1].is_stop or doc[j - 1].text in MARKS):
        j -= 1
    if j - k < 2 or doc[j - 1].is_stop:
        return None  # "a framework to characterize": a purpose needs its object
    if doc[j - 1].text.count("(") > doc[j - 1].text.count(")") and j < last and doc[j].text == ")":
        j += 1  # "to the confounder(s)": the parenthesis closes
    return j


# Words that open examples or a restatement after what a thing is for.
_EXAMPLE_OPENERS = frozenset({"e.g.", "i.e.", "e.g", "i.e", "including"})


def _examples_open(doc: Doc, at: int, last: int) -> bool:
    """Whether examples or a restatement open at token ``at`` ("for learning associations
    between groups of words | such as ...", "| e.g. ...", "| including ..."): no part of what
    the thing is for."""
    word = doc[at].lower_
    if word == "such":
        return at + 1 < last and doc[at + 1].lower_ == "as"
    return word in _EXAMPLE_OPENERS


# Words of what a thing is compared with ("over the baseline", "over existing methods").
_COMPARED = frozenset(
    """the its their our existing prior previous baseline baselines state-of-the-art
    conventional standard other competing current""".split()
)


def relative_end(doc: Doc, at: int, last: int) -> int | None:
    """Where the relative clause opened at token ``at`` ends whole ("an architecture for deep
    RL agents | which supports multi-level selection |"); None: no relative clause there, or
    none whole."""
    if at >= last or doc[at].lower_ not in RELATIVES:
        return None
    return _purpose_end(doc, at, last)


def domain_end(doc: Doc, at: int, last: int) -> int | None:
    """Where "over <noun phrase>" after one of a known family ends ("a discrete diffusion model
    | over amino-acid sequences | that ..."): what it models says what is the paper's own as
    a purpose does; so does "with <noun phrase>", what the paper adds to it ("adversarial
    training | with Voronoi constraints"). None: no such phrase."""
    if at >= last or doc[at].lower_ not in ("over", "with"):
        return None
    j = at + 1
    while (
        j < last
        and j - at <= _MAX_HEAD_TOKENS
        and not (
            doc[j].text in MARKS or doc[j].lower_ in _HEAD_ENDS or doc[j].lower_ in _PURPOSE_ENDS
        )
    ):
        j += 1
    while j > at + 1 and doc[j - 1].is_stop:
        j -= 1
    if (
        j - at < 2
        or j - at > _MAX_HEAD_TOKENS
        or any(t.lower_ in _COMPARED for t in doc[at + 1 : j])
    ):
        return None  # "over the baseline", "over existing methods": a comparison
    lexicon = load_lexicon()
    if "n" not in (
        lexicon.get(doc[j - 1].lower_) or lexicon.get(singularize(doc[j - 1].lower_)) or "n"
    ):
        return None
    return j


# Words after which a noun-or-verb word is the verb ("to show", "can map", "we prove").
_BEFORE_VERBS = frozenset("to can could may might will would should we they it also".split())


def _verb_s(word: str) -> bool:
    """Whether a word is a verb's third-person form ("predicts", "reads"), no noun's plural."""
    if not word.endswith("s") or word.endswith("ss"):
        return False
    lexicon = load_lexicon()
    stems = (word[:-1], word[:-2]) if word.endswith("es") else (word[:-1],)
    return any(lexicon.get(stem) == "v" for stem in stems)


def _noun_before(doc: Doc, at: int) -> bool:
    """Whether the word before token ``at`` is a noun a relative clause may speak of ("map"),
    not a verb whose object "that" opens ("shows | that ...")."""
    word, lexicon = doc[at - 1].lower_, load_lexicon()
    kinds = lexicon.get(word) or lexicon.get(singularize(word)) or ""
    verb_slot = at >= 2 and doc[at - 2].lower_ in _BEFORE_VERBS  # "to map | that", "we show"
    return doc[at - 1].is_alpha and "n" in kinds and not verb_slot


def cut_phrase(doc: Doc, end: int) -> bool:
    """Whether a phrase ending at character ``end`` is cut: inside a word ("at the heap-") or
    after a participle its phrase goes on from ("interactions captured | by a network")."""
    if doc.text[end - 1] == "-":
        return True
    span = doc.char_span(end - 1, end, alignment_mode="expand")
    if span is None or span.end >= len(doc):
        return False
    if doc[span.end].lower_ == "and" and _open_between(doc, span.end):
        return True  # "a relation between the noise level | and the grokking time"
    return _participle(doc[span.end - 1].lower_) and doc[span.end].lower_ in _CUT_AT | {"as"}


def _open_between(doc: Doc, at: int) -> bool:
    """Whether a "between" in the few tokens before token ``at`` still waits for its "and"."""
    for k in range(at - 1, max(-1, at - _BETWEEN_WINDOW), -1):
        word = doc[k].lower_
        if word == "between":
            return True
        if word in ("and", "or") or doc[k].is_punct:
            return False
    return False


_BETWEEN_WINDOW = 7  # the most tokens between "between" and the end of its first member


def between_pair_end(doc: Doc, end: int, last: int) -> int | None:
    """Where a phrase ending at character ``end`` inside "between X | and Y" ends once Y is
    taken in ("a connection between f-GANs and various depth functions"), or None: Y is a
    determiner and up to four words, none a function word, a verb of its own or a mark."""
    span = doc.char_span(end - 1, end, alignment_mode="expand")
    if span is None or span.end >= last or doc[span.end].lower_ != "and":
        return None
    if not _open_between(doc, span.end):
        return None
    k = span.end + 1
    if k < last and doc[k].lower_ in DETERMINERS | _QUANTIFIERS:
        k += 1
    stop = k
    lexicon = load_lexicon()
    while stop < last and stop - k < _PAIR_WORDS and doc[stop].text[:1].isalnum():
        word = doc[stop].lower_
        if doc[stop].is_stop or lexicon.get(word, "") == "v":
            break
        stop += 1
    if stop == k:
        return None
    return doc[stop - 1].idx + len(doc[stop - 1].text)


_PAIR_WORDS = 4
_QUANTIFIERS = frozenset({"various", "several", "different", "many", "multiple"})


def relational_cut(doc: Doc, end: int) -> bool:
    """Whether a label ending at character ``end`` is a relational noun cut from what it
    relates to ("a continuous-time analog | of our algorithm")."""
    span = doc.char_span(end - 1, end, alignment_mode="expand")
    if span is None or span.end >= len(doc):
        return False
    return doc[span.end - 1].lower_ in RELATIONAL and doc[span.end].lower_ == "of"


def _participle(word: str) -> bool:
    """Whether a word is a past participle that needs its phrase ("captured | by a network")."""
    return word.endswith("ed") or word in _PARTICIPLES


def _after_praise(doc: Doc, first: int, last: int) -> int:
    """The first token past determiners and praise ("a simple, efficient and general")."""
    k = first
    while k < last:
        word = doc[k].lower_
        if doc[k].is_space or _is_praise(word) or word in LEADING_PRAISE:
            k += 1
        elif word in _PRAISE_JOINS and k + 1 < last and _is_praise(doc[k + 1].lower_):
            k += 1
        elif word.endswith("ly") and k + 1 < last and _is_praise(doc[k + 1].lower_):
            k += 1  # "a *fully* general method"
        else:
            break
    return k


def _is_praise(word: str) -> bool:
    return word in DETERMINERS or word in EVALUATIVE or word in BARE_PRAISE


def is_modifier(word: str) -> bool:
    """Whether a word is only an adjective or an adverb (no head: "fully general")."""
    kinds = load_lexicon().get(word)
    return kinds is not None and "n" not in kinds and ("a" in kinds or "r" in kinds)


def formulation(doc: Doc, first: int, last: int) -> tuple[int, int] | None:
    """The characters of "X as Y" after "we cast / formulate" (tokens ``first:last``), when
    both sides are whole and it names something ("pebble sorting as a matching problem")."""
    k = first
    while k < last and k - first <= MAX_FRAMED_TOKENS and doc[k].lower_ != "as":
        if doc[k].text in MARKS or doc[k].lower_ in RELATIVES | {"that", "how", "whether"}:
            return None
        k += 1
    if k >= last or doc[k].lower_ != "as" or k == first:
        return None
    j = k + 1
    while j < last and j - k <= _MAX_FRAME_TOKENS and doc[j].text not in MARKS:
        if doc[j].lower_ in _FRAME_ENDS:
            break
        j += 1
    if j - k > _MAX_FRAME_TOKENS:
        return None  # runs on past what a label can hold
    while j > k + 1 and doc[j - 1].is_stop:
        j -= 1
    start = first
    while start < k and doc[start].lower_ in DETERMINERS:
        start += 1
    if j - k < 2 or start == k or doc[j - 1].is_stop:
        return None
    words = [t.text for t in doc[start:j]]
    if not names_something(words[: k - start]) or not names_something(words[k - start + 1 :]):
        return None  # "our method as an optimization problem": one side says nothing
    return doc[start].idx, doc[j - 1].idx + len(doc[j - 1].text)
