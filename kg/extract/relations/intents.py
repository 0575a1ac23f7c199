"""``proposes`` from "we propose to <verb> ..." or "we propose <verb>ing ...": the paper's way of
doing something, unnamed.

"We propose to constrain the posterior mean to a learned simplex" proposes a method that has
no name of its own; a user looks it up by what it does. Its label is the verb as a gerund with
the words it governs, up to the end of the clause: "constraining the posterior mean to a
learned simplex". Methods are named so ("label smoothing", "gradient clipping").

- "we propose to use / adopt / leverage X" puts X (most often a known thing) to a new use, and
  what is new is said elsewhere: nothing, unless X is introduced with "a" / "an" ("we propose to
  use a mixture of low-rank factorizations"), which the rules of objects read;
- "we propose to study / explore / address X" states an aim, not a method: nothing;
- a clause that runs on past :data:`_MOST_WORDS` words, or holds a pointer back into the text
  ("to improve this model"), gives no label.

The label is not a span of the abstract, so the mention keeps its own text
(:data:`PROPOSAL_GERUND`); its offsets are those of the words from the verb on.
"""

from __future__ import annotations

import re

from spacy.tokens import Doc, Token

from kg.extract.relations.confidence import PHRASE
from kg.lexicon.wordclass import load_lexicon, verb_of_gerund
from kg.types import EntityType, Mention

__all__ = [
    "PROPOSAL_GERUND",
    "carried_mention",
    "gerund",
    "gerund_verb",
    "intent_mention",
    "intended_verb",
    "means_mention",
    "puts_new_to_use",
    "verb_only",
]

PROPOSAL_GERUND = "proposal.gerund"
# "we propose to use X": X is put to a use; no label of the verb.
_USING = frozenset(
    "use employ adopt apply utilize utilise leverage exploit incorporate add introduce".split()
)
# Verbs of an aim or a study: "we propose to study / improve / address X" names no method.
_AIMS = frozenset(
    """study explore investigate analyze analyse examine address tackle solve improve advance
    understand evaluate compare revisit rethink bridge go focus make be do have take look
    consider view treat regard see answer test measure characterize characterise
    quantify assess reduce increase enhance boost overcome alleviate mitigate remedy fix
    achieve enable help allow extend generalize generalise""".split()
)
# Where a clause ends: the label stops before these.
_ENDS = frozenset(
    """and or but while whereas because so thus thereby hence since although though when
    whereby""".split()
)
# Words pointing back into the text ("to improve this model", "to decouple the two").
_POINTERS = frozenset(
    "this these those such said it its them their our both two latter former above".split()
)
# A label does not end in these; the words before them are kept.
_CUT_ENDS = frozenset(
    """a an the of to in on with for by from as that which where over between into across
    through at under within via against among than""".split()
)
# Verbs that carry a known thing to a new setting, and the words that open the setting.
_CARRYING = frozenset({"adapt", "extend", "repurpose"})
_SETTING_OPENERS = frozenset({"to", "for"})
# Heads of a thing named before, which "the" points back to ("we extend the model to X").
_CARRIED_BACK = frozenset(
    "model models method approach framework algorithm idea theory analysis results".split()
)
# Words opening the means of a way of doing ("to adapt X at test time using a loss ...").
_MEANS = frozenset({"using", "via"})
# "by proposing / introducing ...": a means that announces a proposal of its own.
_ANNOUNCING = re.compile(r"^(?:propos|introduc|present|develop|design)ing$")
_MOST_WORDS = 16
_LEAST_WORDS = 4
# How many words after an aim's verb its means may open ("to overcome this trade-off | by ...").
_MOST_BEFORE_MEANS = 12
_SHORT_CVC = re.compile(r"^[^aeiou]*[aeiou][^aeiouwxy]$")
# Two-syllable verbs stressed last that double their consonant ("embedding").
_DOUBLING = frozenset("embed control compel refer transfer omit submit admit regret".split())


def gerund(verb: str) -> str:
    """The -ing form of a verb's base form.

    >>> [gerund(v) for v in ["constrain", "use", "map", "embed", "model", "tie", "see"]]
    ['constraining', 'using', 'mapping', 'embedding', 'modeling', 'tying', 'seeing']
    """
    if verb.endswith("ie"):
        return verb[:-2] + "ying"
    if verb.endswith("e") and not verb.endswith(("ee", "ye", "oe")) and len(verb) > 2:
        return verb[:-1] + "ing"
    if verb in _DOUBLING or _SHORT_CVC.match(verb):
        return verb + verb[-1] + "ing"
    return verb + "ing"


def intended_verb(doc: Doc, cue: int, last: int) -> int | None:
    """The verb of "propose to <verb>" after the cue token ``cue``, or None.

    The verb must be a lowercase base form the lexicon lists as a verb; "we propose to the
    community" has none.
    """
    at = cue + 1
    if at + 1 >= last or doc[at].lower_ != "to":
        return None
    lexicon = load_lexicon()
    if at + 2 < last and _adverb(doc[at + 1].lower_, lexicon):
        at += 1  # "we propose to explicitly model X": the verb after the adverb
    verb = doc[at + 1]
    if verb.text != verb.lower_ or not verb.is_alpha:
        return None
    return at + 1 if "v" in lexicon.get(verb.lower_, "") else None


def _adverb(word: str, lexicon) -> bool:
    """An adverb of manner before an infinitive's verb ("explicitly", "directly"): an -ly word
    the lexicon lists as an adverb and as no verb ("apply", "supply" are verbs)."""
    kinds = lexicon.get(word, "")
    return word.endswith("ly") and "r" in kinds and "v" not in kinds


def gerund_verb(doc: Doc, cue: int, last: int) -> tuple[int, str] | None:
    """The verb of "propose <verb>ing ..." after the cue token ``cue`` ("we propose splitting
    the model between parties"): its index and base form, or None.

    The -ing word must be lowercase and its base form a verb of the lexicon.
    """
    at = cue + 1
    if at + 1 >= last:
        return None
    token = doc[at]
    word = token.lower_
    if token.text != word or not token.is_alpha or not word.endswith("ing") or len(word) < 5:
        return None
    base = verb_of_gerund(word, load_lexicon())
    return (at, base) if base is not None else None


def puts_new_to_use(doc: Doc, verb: int, last: int, *, base: str | None = None) -> bool:
    """Whether "we propose to use / using" takes something introduced here, after "a" / "an"
    ("we propose to use a mixture of low-rank factorizations"), not a known thing ("to use the
    exploration approach of Go-Explore", "using knowledge distillation")."""
    word = base or doc[verb].lower_
    return word in _USING and verb + 1 < last and doc[verb + 1].lower_ in ("a", "an")


def intent_mention(
    doc: Doc,
    abstract: str,
    verb: int,
    last: int,
    *,
    base: str | None = None,
    carried: bool = False,
) -> Mention | None:
    """The gerund phrase "we propose to <verb> ..." names, or None (see the module docstring).

    ``base``: the verb's base form where the text has the gerund already ("we propose
    splitting X"); then a name defined in the phrase ("we propose ranking policy gradient
    (RPG), a ...") is left to the rules of names. ``carried``: the verb carries a thing to a
    new setting ("we extend X to Y", :func:`carried_mention`), so an aim's verb is allowed.
    """
    word = base or doc[verb].lower_
    that = verb + 1 < last and doc[verb + 1].lower_ == "that"
    if word in _AIMS and not carried or word in _USING or that:
        return None  # "to study X", "to use X", "stating that X": no way of doing
    end = verb + 1
    means = None  # where "using / via ..." opens the means: a long clause is cut there
    while end < last and end - verb <= _MOST_WORDS:
        token = doc[end]
        lower = token.lower_
        if lower in _MEANS and means is None:
            means = end
        if token.text == "(":  # "a recurrent neural network (RNN) with ...": read on past it
            if base is not None and end + 1 < last and not doc[end + 1].text.islower():
                return None  # "ranking policy gradient (RPG)": a name, not a way of doing
            close = next(
                (k for k in range(end + 1, min(last, end + 8)) if doc[k].text == ")"), None
            )
            if close is None:
                break
            end = close + 1
            continue
        if lower in _ENDS and not (lower in ("and", "or") and _goes_on(doc, end + 1, last)):
            break
        if token.is_punct and token.text not in ("-", "/", "'"):
            break
        if lower in _POINTERS:
            return None  # "to improve this model": what, only the text before says
        if lower == "to" and end + 1 < last and verb_only(doc[end + 1]):
            break  # "to constrain X | to make it faster": a purpose clause of its own
        if lower == "by" and end + 1 < last and _ANNOUNCING.match(doc[end + 1].lower_):
            break  # "to refine the labels | by proposing a framework, X": the proposal's own cue
        end += 1
    else:
        if end < last and means is None:
            return None  # runs on: no readable label
        if end < last:
            end = means  # "to adapt the model at test time | using a loss computed on ..."
    while end > verb + 1 and doc[end - 1].lower_ in _CUT_ENDS:
        end -= 1
    if end < last and doc[end].lower_ == "to" and end - 1 > verb + 1 and _participle(doc[end - 1]):
        end -= 1  # "with a small network trained | to minimize X": the purpose's participle
    words = [t.text for t in doc[verb + 1 : end]]
    if len(words) + 1 < _LEAST_WORDS or not any(w.isalpha() and len(w) > 2 for w in words):
        return None
    start, stop = doc[verb].idx, doc[end - 1].idx + len(doc[end - 1].text)
    text = " ".join(
        [doc[verb].lower_ if base else gerund(word), abstract[doc[verb + 1].idx : stop]]
    )
    if any(text.count(a) != text.count(b) for a, b in ("()", "[]", "{}")):
        return None  # "recovering the target G(x_0": cut inside a formula
    return Mention(text, start, stop, EntityType.METHOD, PROPOSAL_GERUND, PHRASE)


def means_mention(doc: Doc, abstract: str, verb: int, last: int) -> Mention | None:
    """The gerund phrase of the means after an aim ("we propose to overcome this trade-off | by
    progressively growing the dimension of the latent code"): the way of doing the paper
    proposes, where the aim's verb (:data:`_AIMS`) names none. The "by" comes within
    :data:`_MOST_BEFORE_MEANS` words of the aim's verb, in the same clause; the gerund's verb
    follows the rules of :func:`intent_mention` ("by using X" names no way of doing)."""
    if doc[verb].lower_ not in _AIMS:
        return None
    lexicon = load_lexicon()
    for at in range(verb + 1, min(last, verb + 1 + _MOST_BEFORE_MEANS)):
        token = doc[at]
        if token.is_punct and token.text not in ("-", "/", "'") or token.lower_ in _ENDS:
            return None  # "to address this issue; | by ...": another clause's
        if token.lower_ != "by":
            continue
        doing = at + 1
        while doing + 1 < last and doc[doing].is_space:
            doing += 1  # "by\n augmenting X": a line break inside the clause
        if doing + 1 < last and _adverb(doc[doing].lower_, lexicon):
            doing += 1  # "by progressively growing X": the gerund after the adverb
        word = doc[doing].text if doing < last else ""
        base = verb_of_gerund(word, lexicon) if word.islower() and word.endswith("ing") else None
        if base is None:
            return None  # "by discriminative detection of X": no gerund
        return intent_mention(doc, abstract, doing, last, base=base)
    return None


def carried_mention(doc: Doc, abstract: str, verb: int, last: int) -> Mention | None:
    """The gerund phrase of "we adapt / extend X to Y" ("adapting contrastive decoding to
    LVLMs"): a known thing carried to a new setting, the paper's way of doing when it
    proposes nothing else. The verb follows "we"; an object comes before the "to" / "for" of
    the setting, which the label must hold whole; a parenthesis (a citation, often) gives no
    label."""
    if (
        doc[verb].lower_ not in _CARRYING
        or verb == 0
        or doc[verb - 1].lower_ != "we"
        or verb + 1 >= last
        or doc[verb + 1].lower_ in _SETTING_OPENERS
    ):
        return None
    pointed = verb + 2 < last and doc[verb + 1].lower_ in ("the", "this")
    first = doc[verb + 2].lower_ if pointed else ""
    if first in _CARRIED_BACK:
        return None  # "we extend the model to natural images": which model, the text before says
    whole = intent_mention(doc, abstract, verb, last, carried=True)
    if whole is None or "(" in whole.text:
        return None
    words = [w.lower() for w in whole.text.split()]
    if _MEANS.intersection(words):
        return None  # "we adapt X using weak labels over ... to boost Y": no readable label
    return whole if any(w in _SETTING_OPENERS for w in words[2:-1]) else None


def _goes_on(doc: Doc, at: int, last: int) -> bool:
    """Whether "and" / "or" joins words inside the phrase ("dynamic and sparse graphs"), not a
    second clause ("and learn its dynamics", "and the model ...", "and to solve ...")."""
    if at >= last:
        return False
    token = doc[at]
    kinds = load_lexicon().get(token.lower_, "")
    if token.lower_ in ("a", "an", "the", "we", "it", "its", "then", "thus", "also", "to"):
        return False
    return not ("v" in kinds and "n" not in kinds and "a" not in kinds)


def _participle(token: Token) -> bool:
    """Whether a token is a past participle, an -ed word the lexicon lists as no noun
    ("trained", "designed"; the lexicon lists many as adjectives)."""
    kinds = load_lexicon().get(token.lower_, "")
    return token.lower_.endswith("ed") and len(token.text) > 4 and bool(kinds) and "n" not in kinds


def verb_only(token: Token) -> bool:
    """Whether a lowercase token is a verb the lexicon lists as no noun ("evaluate", not
    "model")."""
    kinds = load_lexicon().get(token.lower_, "")
    return token.text == token.lower_ and "v" in kinds and "n" not in kinds
