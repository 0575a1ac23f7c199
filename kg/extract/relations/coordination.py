"""Coordinations in what a paper proposes: two names, or two modifiers of one head.

* "two models: Table-BERT and Latent Program Algorithm (LPA)": both names are proposed
  (:func:`coordinated_names`);
* "a hybrid ... network (TricorNet)": the name in parentheses (:func:`parenthesised_name`);
* "we propose X ..., and extend it with Y": a second cue verb (:func:`second_cue`);
* "robust growing and stopping policies": one contribution whose head ("policies") the two
  modifiers share, so its label is the whole coordination, never "robust growing"
  (:func:`coordinated_phrase`);
* "a new sorting architecture, the Pebble Sieve, ...": the name set after a description
  (:func:`appositive_name`), also after a kind that is itself a name ("a new Graph Neural
  Network (GNN) architecture, Quorvex, ...": :func:`name_after_kind`);
* "two attribution methods (GradPulse and PulseMap)": the names a description is given in
  parentheses (:func:`parenthesised_names`);
* "FlashWorld, a generative model", "WeightLens and CircuitLens": the names right after a cue
  (:func:`named_objects`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from spacy.tokens import Doc, Span

from kg.extract.mentions import head_type
from kg.extract.relations.complements import OBJECT_OPENERS
from kg.extract.relations.context import Context
from kg.extract.relations.contributions import (
    contribution_type,
    listed_adjective,
    praise_comma,
)
from kg.lexicon.cues import DETERMINERS, EVALUATIVE, NOUN_PHRASE_STOPS, PHRASE_BREAKS
from kg.lexicon.gazetteer import load_gazetteer
from kg.lexicon.wordclass import load_lexicon
from kg.types import Mention

__all__ = [
    "FIRST_ENUMERATOR",
    "appositive_name",
    "coordinated_names",
    "coordinated_phrase",
    "looks_named",
    "name_after",
    "name_after_kind",
    "named_objects",
    "parenthesised_name",
    "parenthesised_names",
    "second_cue",
]

# How far a description may run before the name set after it ("..., FooNet"), in tokens.
_DESCRIPTION_TOKENS = 12
_APPOSITIVE_MARKS = frozenset({",", ":", "—", "–", "“", '"'})
# The first enumerator of a list ("(i)", "1)", "a)"), and after a colon with the spaces after it.
FIRST_ENUMERATOR = r"\(?(?:i|1|a)\)"
_FIRST_ENUMERATOR = re.compile(FIRST_ENUMERATOR + r"\s*")
# Words a description before its name may run on with ("a new algorithm *to* search *for*
# sparse masks, Tidal Pruning, ..."), and what may follow a name that closes such a one.
_DESCRIBING = frozenset({"to", "for", "of", "in", "on", "with", "by", "from", "via", "using"})
_CLOSING, _CLOSING_WORDS = frozenset({",", ".", "(", ";", ")"}), ("which ", "that ")
# Words that count the things a proposal cue introduces, and what goes on their list of names.
_COUNTS = frozenset("two three four five".split())
_LIST_WORDS = ("and ", "as well as ")

# "and extend it with X": X is the paper's own addition.
_EXTENDING = frozenset({"extend", "augment", "equip", "complement"})
_PRONOUNS = frozenset({"it", "this", "them"})
_OPEN_PARENTHESIS = re.compile(r"\s*\(\s*")
_MASKED_WINDOW = 24
# A lowercase coined name: a letter or two, a hyphen, a word ("q-drop", "k-merge"; "q}-drop"
# as the abstract writes "\\textit{q}-drop").
_SHORT_HYPHENATED = re.compile(r"^[a-z0-9]{1,2}[}\s]?-[a-z][a-z0-9]+$")

# The most tokens between a cue and a defined name for modifiers to sit between them.
_MODIFIERS_BEFORE_NAME = 2

# "(LPA)" after a name, then "and" / "," / ", and" before the next one.
_DEFINED = re.compile(r"\s*\(\s*[^()]{1,20}\)")
# "X and Y", "X, Y", "X as well as a Y (YY)": an indefinite article opens a new name too.
_AND = re.compile(r"\s*(?:,\s*and|,|and|or|as\s+well\s+as)\s+(?:an?\s+)?")
# The most names one coordination lists.
_MAX_NAMES = 4
# The most class words after a kind before its name ("a new X (XY) *network architecture*, Z").
_CLASS_WORDS = 2
# The most words the second conjunct of a shared head may have ("stopping policies").
_MAX_CONJUNCT_WORDS = 3


def coordinated_names(
    text: str, mentions: Sequence[Mention], inside: Sequence[int], index: int
) -> tuple[int, ...]:
    """The names listed after mention ``index`` ("X and Y (YY)", "X, Y and Z")."""
    found: list[int] = []
    end = mentions[index].end
    while len(found) < _MAX_NAMES - 1:
        defined = _DEFINED.match(text, end)
        if defined:
            end = defined.end()
        joined = _AND.match(text, end)
        if joined is None:
            break
        hit = [i for i in inside if mentions[i].start == joined.end() and i != index]
        if not hit or not looks_named(mentions[hit[0]].text):
            break
        found.append(hit[0])
        end = mentions[hit[0]].end
    return tuple(found)


def coordinated_phrase(context: Context, mention: Mention, last: int) -> Mention | None:
    """The whole "robust growing and stopping policies" when ``mention`` is its first
    modifier: it has no head noun of its own and the words after "and" end in one."""
    doc = context.doc
    span = doc.char_span(mention.start, mention.end, alignment_mode="expand")
    if (
        span is None
        or looks_named(mention.text)
        or mention.canonical is not None
        or span.end >= last
    ):
        return None
    tail = span[-1].lower_
    if not tail.endswith("ing") and "n" in load_lexicon().get(tail, "n"):
        return None  # "growing", "robust": a modifier; "parser": a head of its own
    k = span.end
    if k >= last or doc[k].lower_ not in {"and", "or"}:
        return None
    for j in range(k + 2, min(last, k + 2 + _MAX_CONJUNCT_WORDS) + 1):
        word = doc[j - 1]
        if word.is_punct or word.is_stop:
            return None
        ends = j >= last or doc[j].is_punct or doc[j].is_stop
        if ends and j < last and _verb_with_object(word.lower_, doc[j].lower_):
            return None  # "the notion of automatic subdivisioning and | devise a ...": a verb
        if ends and _is_noun(word.lower_):
            end = word.idx + len(word.text)
            return Mention(
                context.abstract[mention.start : end],
                mention.start,
                end,
                contribution_type(word.text),
                "proposal.phrase",
                mention.confidence,
            )
    return None


def _verb_with_object(word: str, after: str) -> bool:
    """Whether ``word`` may be a verb ("devise", "design") and ``after`` opens its object
    ("devise *a* new type of X")."""
    return after in OBJECT_OPENERS and "v" in load_lexicon().get(word, "")


def _is_noun(word: str) -> bool:
    """Whether a word can be a noun, singular or plural ("policy", "policies")."""
    lexicon = load_lexicon()
    forms = [word]
    if word.endswith("ies"):
        forms.append(word[:-3] + "y")
    if word.endswith("s"):
        forms += [word[:-1], word[:-2]]
    return any("n" in lexicon.get(form, "") for form in forms)


def second_cue(tokens: Span, after: int, cue: re.Pattern[str]) -> int | None:
    """Where the object of a second cue verb of the same subject begins ("..., and
    introduce X", "and extend it with X"), searching from token ``after``."""
    for token in tokens[after - tokens.start :]:
        if token.i == tokens.start or token.nbor(-1).lower_ != "and":
            continue
        if cue.match(token.lower_):
            return token.i + 1
        rest = [t.lower_ for t in tokens[token.i + 1 - tokens.start : token.i + 3 - tokens.start]]
        if token.lower_ in _EXTENDING and rest[:1] and rest[0] in _PRONOUNS:
            if rest[1:] == ["with"]:
                return token.i + 3
    return None


def parenthesised_name(
    text: str, mentions: Sequence[Mention], inside: Sequence[int], index: int
) -> int | None:
    """ "a hybrid ... network (TricorNet)": the name given in parentheses after a description."""
    end = mentions[index].end
    # masked markup may stand inside: "(\\textit{q}-drop)" reads "(        q -drop)"
    match = _OPEN_PARENTHESIS.match(text[end : end + _MASKED_WINDOW])
    if match is None or match.end() > 4 and "(" not in text[end : end + 4]:
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
    shaped = any(ch.isupper() for ch in name.text) or _SHORT_HYPHENATED.match(name.text)
    return found[0] if shaped and closed else None


def parenthesised_names(
    text: str, mentions: Sequence[Mention], inside: Sequence[int], end: int
) -> list[int]:
    """ "two attribution methods (GradPulse and PulseMap)": the names a phrase ending at
    character ``end`` is given in parentheses, one or a coordination of a few; none when the
    parentheses hold anything else ("(e.g. ResNet)", "(see below)") or a known name."""
    match = _OPEN_PARENTHESIS.match(text, end)
    if match is None or "(" not in text[end : end + 2]:
        return []
    found: list[int] = []
    at = match.end()
    while len(found) < _MAX_NAMES:
        hit = [i for i in inside if mentions[i].start == at]
        if not hit:
            return []
        name = mentions[hit[0]]
        own = name.canonical is None and name.long_form is None and name.short_form is None
        # a name in capitals alone is most often the acronym of the phrase's last words
        # ("using 8-bit floating point (FP8) numbers"), not a name given to the whole
        if not own or not looks_named(name.text) or not any(ch.islower() for ch in name.text):
            return []
        found.append(hit[0])
        rest = text[name.end : name.end + 8]
        if rest.lstrip().startswith(")"):
            return found
        joint = _AND.match(rest)
        if joint is None:
            return []
        at = name.end + joint.end()
    return []


# Plain words between a kind's acronym and its class word ("(ZO) stochastic optimization
# algorithm").
_PLAIN_MODIFIERS = 3


def name_after_kind(
    doc: Doc, mentions: Sequence[Mention], inside: Sequence[int], index: int, last: int
) -> int | None:
    """ "a new Multi-Level Planning (MLP) framework, Layered Goal Search, ...": the name set
    after a kind that is itself a name (with its acronym) and the class word it modifies."""
    k = _span_of(doc, mentions[index]).end
    if k < last and doc[k].text == "(":
        while k < last and doc[k].text != ")":
            k += 1
        k += 1
    # "a new zeroth-order (ZO) stochastic optimization | algorithm, ZO-signSGD": plain
    # lowercase words may stand between the acronym and the class word
    plain = k
    while (
        plain < last
        and plain - k < _PLAIN_MODIFIERS
        and doc[plain].is_alpha
        and doc[plain].text.islower()
        and head_type(doc[plain].text) is None
        and doc[plain].lower_ not in PHRASE_BREAKS
    ):
        plain += 1
    if plain > k and plain < last and head_type(doc[plain].text) is not None:
        k = plain
    classed = k
    while k < last and k - classed < _CLASS_WORDS and head_type(doc[k].text) is not None:
        k += 1
    # the class word may end the kind's own mention ("a novel Bayesian optimization algorithm,
    # the ... (cfKG) method")
    own_class = head_type(mentions[index].text.split()[-1]) is not None
    if k == classed and not own_class or k >= last or doc[k].text != ",":
        return None
    given = appositive_name(doc, mentions, inside, k, last)
    if given is not None and not looks_named(mentions[given].text):
        # "Bayesian quantized networks (BQNs), quantized neural networks (QNNs) for which
        # ...": a kind the name is one of, described after it, not a name given to it
        return None
    return given


# Words that say a described thing is the paper's new one; what closes a term set off by
# commas after it (a clause about it: ", in which ...", ", which ...", ", where ...").
_NEW_WORDS = frozenset({"new", "novel"})
_TERM_CLOSED = re.compile(r"\s*,\s*(?:in\s+which|which|where|whereby|wherein|that)\b", re.I)


def appositive_name(
    doc: Doc,
    mentions: Sequence[Mention],
    inside: Sequence[int],
    first: int,
    last: int,
    *,
    proposed: bool = False,
) -> int | None:
    """ "an alternative transformer architecture, Discrete Transformer, ...", "a framework:
    DCC": the name set after a description by a comma, a colon, a dash or a quote
    (``proposed``: the description is a proposal cue's object, new whatever its words say)."""
    described = False  # whether the description runs past a preposition ("to search for")
    counted = False  # whether it counts what it introduces ("two frameworks ...; X and Y")
    start = first
    colon = counted_colon(doc, first, last) if proposed else None
    if colon is not None:
        # "two models to incorporate ... learnt by a Finite State Machine (FSM) in ... by: (1)
        # X (2) Y": a counted description, however long, ends at its colon
        start, counted = colon, True
    for k in range(start, min(last, start + _DESCRIPTION_TOKENS)):
        counted = counted or proposed and doc[k].lower_ in _COUNTS
        word = doc[k].lower_
        if praise_comma(doc, k, first) or listed_adjective(doc, k, first, last):
            continue  # "a comprehensive, rigorous, and coherent benchmark, X": the list's marks
        if word == "based" and k + 1 < last and doc[k + 1].lower_ == "on":
            described = True  # "two new networks based on our memory layer: X and Y"
            continue
        described = described or word in _DESCRIBING
        listed = counted and doc[k].text == ";"  # "two frameworks for X; A and B"
        if doc[k].text in _APPOSITIVE_MARKS or listed or _spaced_hyphen(doc, k, first):
            after = doc[k].idx + len(doc[k].text)
            gap = doc.text[after : after + 14]
            skip = len(gap) - len(gap.lstrip(" \"“‘'"))
            if doc[k].text == ":":  # "two models: 1) the X model, ...; 2) the Y model"
                numbered = _FIRST_ENUMERATOR.match(gap, skip)
                skip = numbered.end() if numbered is not None else skip
            if gap[skip:].lower().startswith("the "):  # ", the Neural Sieve, ...": its name
                skip += 4
            article = doc[k].text == "," and _ARTICLE.match(gap, skip) is not None
            if article:  # "a variant of X, a Zorb GAN (ZG), ...": a name defined here only
                skip = _ARTICLE.match(gap, skip).end()
            hit = [
                i
                for i in inside
                if mentions[i].start == after + skip and (not article or _own_defined(mentions[i]))
            ]
            if not hit and skip:
                # "a Multi-Modal Kelp GAN (KM-GAN)": a defined name after capitalised words
                words = _CAPITALISED_WORD.finditer(doc.text, after + skip, after + skip + 40)
                ends, at = set(), after + skip
                for word in words:
                    if word.start() != at or len(ends) == _CAPITALISED_BEFORE:
                        break
                    ends.add(at := word.end())
                hit = [i for i in inside if mentions[i].start in ends and _own_defined(mentions[i])]
            given = mentions[hit[0]] if hit else None
            # a name has capitals or digits, or the paper defines an acronym for it ("the
            # continuous-fidelity knowledge gradient (cfKG) method")
            if given and given.canonical is None and (looks_named(given.text) or given.short_form):
                # past a preposition the description is long: the name must close it
                closing = doc.text[mentions[hit[0]].end :].lstrip(" \"”’'") + "."
                if not described or closing[0] in _CLOSING or closing.startswith(_CLOSING_WORDS):
                    return hit[0]
                if counted and closing.startswith(_LIST_WORDS):
                    return hit[0]  # "two methods for X: A and B": the first of the names
            if given and _coined_term(doc, first, k, given, proposed=proposed):
                return hit[0]
            return None
        if word in NOUN_PHRASE_STOPS and word not in _DESCRIBING or word in PHRASE_BREAKS:
            if not _between_adjectives(doc, k, last):  # "two novel and related models: X"
                return None
    return None


# An indefinite article opening an appositive name (", a Zorb GAN (ZG), ..."), and a run of
# capitalised words before a defined name's mention ("Multi-Modal | Kelp GAN (KG)").
_ARTICLE = re.compile(r"(?:a|an)\s+(?=[A-Z])")
_CAPITALISED_WORD = re.compile(r"[A-Z][\w-]*\s+")
_CAPITALISED_BEFORE = 2


# How far a counted description may run to its colon, in tokens; where its count may be.
_COUNTED_REACH, _COUNT_AT = 40, 4


def counted_colon(doc: Doc, first: int, last: int) -> int | None:
    """The colon that ends a description opening with a count ("two models to ... :"), in one
    clause of the sentence (no ";" or "." before it)."""
    if not any(doc[k].lower_ in _COUNTS for k in range(first, min(last, first + _COUNT_AT))):
        return None
    for k in range(first, min(last, first + _COUNTED_REACH)):
        if doc[k].text in {";", "."}:
            return None
        if doc[k].text == ":":
            return k
    return None


# An item after the first of a list set off by semicolons: "; and", ";".
_SEMICOLON_ITEM = re.compile(r";\s*(?:and\s+)?")


def names_at_steps(
    text: str,
    mentions: Sequence[Mention],
    inside: Sequence[int],
    index: int,
    end: int,
    step: re.Pattern[str],
    most: int,
    *,
    defined: bool = False,
) -> tuple[int, ...]:
    """The names after mention ``index`` that each start right where ``step`` next matches
    before character ``end`` ("; and Y", "2) the Y model"), at most ``most``: each a name no
    gazetteer knows, written as a name (or, ``defined``, one the paper defines a short form
    for); the list stops at the first step without one."""
    found: list[int] = []
    at = mentions[index].end
    while len(found) < most:
        found_step = step.search(text, at, end)
        hit = [i for i in inside if found_step and mentions[i].start == found_step.end()]
        if not hit:
            break
        name = mentions[hit[0]]
        if name.canonical is not None or not (
            looks_named(name.text) or defined and name.short_form
        ):
            break
        found.append(hit[0])
        at = name.end
    return tuple(found)


def items_after_colon(
    text: str, mentions: Sequence[Mention], inside: Sequence[int], index: int, end: int
) -> tuple[int, ...]:
    """The names opening the items after the first of a list that semicolons set off ("X,
    which ...; and Y (Y for short), which ..."), up to character ``end``: each a name no
    gazetteer knows."""
    return names_at_steps(text, mentions, inside, index, end, _SEMICOLON_ITEM, _MAX_NAMES - 1)


def _own_defined(mention: Mention) -> bool:
    """Whether a mention is a name the paper defines an acronym for and the gazetteer does not
    know by either form ("the Cramér Generative Adversarial Network (GAN)": not the GAN's)."""
    if not mention.short_form or mention.canonical is not None:
        return False
    gazetteer = load_gazetteer()
    return all(gazetteer.lookup(form) is None for form in (mention.text, mention.short_form))


def _spaced_hyphen(doc: Doc, k: int, first: int) -> bool:
    """Whether token ``k`` is a hyphen set off by spaces, a dash ("a new algorithm - X")."""
    return doc[k].text == "-" and k > first and bool(doc[k - 1].whitespace_ and doc[k].whitespace_)


def _coined_term(
    doc: Doc, first: int, comma: int, given: Mention, *, proposed: bool = False
) -> bool:
    """ "a new training scheme, pebble annealing, in which ...", "we propose a comparative
    approach, nearest neighbor overlap, that ...": a lowercase term set off by commas after a
    new thing's description (said new, or proposed) and followed by a clause about it is its
    name."""
    return (
        doc[comma].text == ","
        and given.canonical is None
        and given.extractor in {"ner", "phrase"}
        and (proposed or any(t.lower_ in _NEW_WORDS for t in doc[first:comma]))
        and _TERM_CLOSED.match(doc.text, given.end) is not None
    )


def _between_adjectives(doc: Doc, k: int, last: int) -> bool:
    """Whether token ``k`` is "and" / "or" between two adjectives ("novel *and* related")."""
    if doc[k].lower_ not in ("and", "or") or not 0 < k < last - 1:
        return False
    lexicon = load_lexicon()
    return all("a" in lexicon.get(doc[j].lower_, "") for j in (k - 1, k + 1))


def looks_named(text: str) -> bool:
    """Whether a text has the capitals or digits of a name."""
    return any(ch.isupper() or ch.isdigit() for ch in text)


def name_after(
    text: str, mentions: Sequence[Mention], inside: Sequence[int], end: int
) -> int | None:
    """The unknown name right after a phrase ending at character ``end`` ("the first sorting
    dataset *FooSet*"), one space away."""
    gap = len(text[end:]) - len(text[end:].lstrip(" "))
    for i in inside:
        mention = mentions[i]
        if gap and mention.start == end + gap and mention.canonical is None:
            if looks_named(mention.text):
                return i
    return None


def named_objects(
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
            k = _span_of(doc, mentions[hit[0]]).end
            # "the TRACE framework": a head noun after the name stays in the phrase
            if k < last and head_type(doc[k].text) is not None:
                k += 1
            if k < last and doc[k].text == "(":
                while k < last and doc[k].text != ")":
                    k += 1
                k += 1
            if (
                k + 2 < last
                and doc[k].text == ","
                and doc[k + 1].lower_ == "and"
                and any(mentions[i].start == doc[k + 2].idx for i in inside)
            ):
                k += 1  # "A (AA), B (BB), and C (CC)": the list's last comma
            if (
                k < last
                and doc[k].lower_ in {"and", ","}
                and k + 1 < last
                and any(mentions[i].start == doc[k + 1].idx for i in inside)
                and (doc[k].lower_ == "and" or _list_goes_on(doc, mentions, inside, k + 1, last))
            ):
                k += 1
                continue
            second = _described_second(doc, mentions, inside, k, last)
            if second is not None:
                # "KelpNet, a network for X, and ZorbSet, a dataset of Y": each name described
                k = second
                continue
            break
        if token.lower_ in DETERMINERS or token.lower_ in EVALUATIVE or token.is_space:
            k += 1
            continue
        if praise_comma(doc, k, first) or listed_adjective(doc, k, first, last):
            k += 1  # "a simple, intuitive and | scalable X framework": the list before a name
            continue
        # "a novel hybrid temporal ... network (TCRN)": a defined name a modifier or two away
        ahead = [i for i in inside if mentions[i].short_form and token.idx <= mentions[i].start]
        if ahead:
            name_at = _span_of(doc, mentions[ahead[0]]).start
            if (
                not any(t.lower_ in NOUN_PHRASE_STOPS for t in doc[k:name_at])
                and name_at - k <= _MODIFIERS_BEFORE_NAME
            ):
                k = name_at
                continue
        break
    return names


def _list_goes_on(
    doc: Doc, mentions: Sequence[Mention], inside: Sequence[int], k: int, last: int
) -> bool:
    """Whether the name at token ``k``, after a comma, is followed by another comma or "and"
    (its short form aside): a list ("A, B and C"), not a name and a kind set after it ("A (AA),
    quantized networks (QNNs) for which ...")."""
    hit = [i for i in inside if mentions[i].start == doc[k].idx]
    k = _span_of(doc, mentions[hit[0]]).end
    if k < last and doc[k].text == "(":
        while k < last and doc[k].text != ")":
            k += 1
        k += 1
    return k < last and doc[k].lower_ in {",", "and", "or"}


# How many tokens a name's description may take before "and" opens the next name.
_DESCRIPTION_WINDOW = 20


def _described_second(
    doc: Doc, mentions: Sequence[Mention], inside: Sequence[int], k: int, last: int
) -> int | None:
    """Where the second of two names a list describes each starts ("X, a network for A, and
    Y, a dataset of B": Y's first token, from the comma after X at ``k``), else None."""
    if not (k + 1 < last and doc[k].text == "," and doc[k + 1].lower_ in {"a", "an"}):
        return None
    for j in range(k + 2, min(last - 3, k + _DESCRIPTION_WINDOW)):
        if doc[j].text in {".", ";", ":", "(", ")"} or doc[j].lower_ in {"which", "that"}:
            return None
        if not (doc[j].text == "," and doc[j + 1].lower_ == "and"):
            continue
        at = j + 2
        hit = [i for i in inside if mentions[i].start == doc[at].idx]
        if not hit:
            return None
        end = _span_of(doc, mentions[hit[0]]).end
        described = end + 1 < last and doc[end].text == "," and doc[end + 1].lower_ in {"a", "an"}
        named = mentions[hit[0]].text[:1].isupper() and mentions[hit[0]].canonical is None
        return at if described and named else None  # (not "ImageNet, a dataset": a known one)
    return None


def _span_of(doc: Doc, mention: Mention) -> Span:
    span = doc.char_span(mention.start, mention.end, alignment_mode="expand")
    assert span is not None
    return span
