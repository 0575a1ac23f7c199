"""``proposes`` for a contribution the abstract only points at, in the words of its title
(round 40).

Many abstracts state their contribution in no noun phrase a cue introduces: "we show how
adversarial training can be used to optimize neural encoding models ... We illustrate *our
approach* on ...", "we formulate the learning of word embeddings as a lifelong learning
process ... *the proposed method* can ...". The title then says what the contribution is:
"Adversarial Training of Neural Encoding Models on Population Spike Trains", "Lifelong Word
Embedding via Meta-Learning". Where nothing else in the abstract is proposed,
:func:`find_title_described_proposal` proposes the title's words (lowered where the abstract
does not write them capitalised: :func:`~kg.extract.relations.title_tasks.title_words`):

* only when the abstract calls a thing of its own "our method", "the proposed approach", "our
  framework" ... or "we propose / introduce" it, in a sentence after its lead-in that cites no
  one; the evidence is that sentence, and the mention keeps the offsets of those words there
  (extractor ``name.title_described``: the label is the title's, the sentence the
  abstract's); a task the title names inside it stays the paper's task;
* the title (or, where its part before a colon is a slogan, the part after it) describes a
  thing made or a way of doing something (:func:`described_contribution`): an activity or a
  task with its means ("X via / using / with / by / through Y", "Using X to Y"), or an opening
  that is no task, activity nor study ("Parameter Space Noise for Exploration", "Experience
  Replay for Continual Learning"). A bare task or field ("Music Source Separation in the
  Waveform Domain", "Goal-conditioned Imitation Learning") says what the paper works on, not
  what it made; a study ("Understanding ...", "Towards ...", "Impact of ...", "A Comparison of
  ..."), a claim ("Subgradient Descent Learns Orthogonal Dictionaries", "X is Y"), a question
  and a known name alone name no contribution of the paper's.

Where the abstract proposes something, but every proposal only stands in for the
contribution (:func:`_stands_in`: "a way to alleviate this issue", "a novel GAN-based model"),
the title's words take the first one's place, in its sentence. The linker draws a label whose
words join a thing and its purpose or means ("X via / for / with Y") as the paper's own node
(:func:`kg.link.link`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from kg.extract.mentions import own_type
from kg.extract.relations import confidence
from kg.extract.relations.context import Context, Sentence
from kg.extract.relations.named import sentence_at
from kg.extract.relations.own import known_name
from kg.extract.relations.proposals import Proposal
from kg.extract.relations.title_tasks import title_words
from kg.extract.relations.titles import (
    SENTENCE_WORDS,
    TITLE_HEAD,
    cites_none,
    strongly_coined,
    title_clause,
    title_label,
    verb_like,
)
from kg.extract.relations.uses import lead_in
from kg.lexicon.cues import (
    BARE_HEADS,
    DETERMINERS,
    EVALUATIVE,
    GENERIC_HEADS,
    MEANS,
    NOT_CONTRIBUTIONS,
)
from kg.lexicon.gazetteer import load_gazetteer
from kg.lexicon.task_cues import TASK_HEADS, TITLE_STUDY_HEADS, TITLE_TASK_HEADS
from kg.lexicon.wordclass import load_lexicon, only_verb
from kg.text import singularize
from kg.types import TITLE_DESCRIBED_EXTRACTOR, EntityType, Mention

__all__ = ["described_contribution", "find_title_described_proposal"]

_RULE = "proposes.title_described"
# Words of a thing of the paper's own: "our (proposed) method", "the proposed approach".
_OWN = re.compile(
    r"\b(?:our|the\s+proposed)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:method|approach|model|framework|algorithm|technique|scheme|strategy|methodology"
    r"|architecture|system|procedure|solution|network|estimator|objective|regularizer"
    r"|agent|pipeline|defen[cs]e|attack)s?\b"
    r"|\bwe\s+(?:also\s+)?(?:propose|introduce)\b"
    # "we take inspiration from X to construct a new deep neural network architecture"
    r"|\bwe\b[^.;]{0,60}?\b(?:present|develop|design|construct|build|devise|describe)\s+"
    r"(?:a|an)\s+(?:new|novel)\b",
    re.I,
)
# Heads of what a paper has to learn from, not a means ("with Limited Labeled Data").
_DATA_HELD = frozenset("data label example sample annotation supervision demonstration".split())
# What "we propose" may announce that is no thing made: advice to readers.
_ADVICE = frozenset("guideline guidelines recommendation recommendations".split())
# Heads of a kind of thing made ("method", "model", "architecture"), not of a study or a problem.
_NOT_MADE = frozenset(
    """work study analysis idea concept problem task setting investigation evaluation definition
    formulation one set family class process""".split()
)
_KIND_HEADS = (GENERIC_HEADS | BARE_HEADS | {"model", "heuristic", "network"}) - _NOT_MADE
# Words that point back at what the abstract said before ("a way to alleviate *this* issue"),
# and the problems they point at.
_POINTERS = frozenset("this these such those".split())
_POINTED_PROBLEMS = frozenset(
    "problem issue challenge limitation drawback shortcoming gap question difficulty".split()
)
# Words that open a phrase's complement ("method | to train ...", "framework | for ...").
_COMPLEMENT_WORDS = frozenset(
    """for of to that which with by in on from based into about over across under between
    towards""".split()
)
# Means a title names its contribution by ("... via Meta-Learning", "... with Graphs").
_MEANS = MEANS | {"with"}
# Words that end a title's opening ("Parameter Space Noise | for Exploration").
_OPENING_ENDS = _MEANS | frozenset(
    "for of in on from to and or & towards toward as at under against without".split()
)
# Openings of a study, a perspective or a claim, not of a thing made.
_STUDY_OPENERS = frozenset(
    """on towards toward beyond about understanding analyzing analysing evaluating assessing
    exploring investigating revisiting rethinking probing visualizing visualising interpreting
    characterizing characterising demystifying measuring quantifying benchmarking comparing
    examining studying unravelling unraveling explaining being from""".split()
)
# Heads of a study's opening besides TITLE_STUDY_HEADS ("Impact of ...", "Intriguing
# Properties of ...", "The Ingredients of ...").
_STUDY_HEADS = TITLE_STUDY_HEADS | frozenset(
    """property impact effect emergence role limit limitation ingredient insufficiency
    dynamic landscape behavior behaviour nature geometry power benefit pitfall lesson insight
    information challenge experiment trade-off tradeoff application case bias""".split()
)
# Punctuation around a title's words, curly quotes too ("\u201cStyle\u201d Transfer for ...").
_QUOTES = ",.;!\"'\u201c\u201d\u2018\u2019"
# Last words of a title part that reports what was found, not a thing made.
_REPORTS = frozenset("result finding lesson insight evidence observation".split())
# Verbs of a claim that the lexicon also has as nouns ("X Finds Y", "Luck Matters").
_CLAIM_VERBS = frozenset(
    "find finds show shows reveal reveals matter matters hurt hurts fix fixes beat beats".split()
)
# The most words a title part may have to be read as one contribution.
_MAX_WORDS = 14


def described_contribution(title: str | None) -> str | None:
    """The words of a title that describe what its paper made (:mod:`this module's
    <kg.extract.relations.title_described>` forms), without a leading article, or None.

    >>> described_contribution("Lifelong Word Embedding via Meta-Learning")
    'Lifelong Word Embedding via Meta-Learning'
    >>> described_contribution("Keep Doing What Worked: Behavior Priors for Offline Learning")
    'Behavior Priors for Offline Learning'
    >>> [described_contribution(t) for t in ("Goal-Conditioned Imitation Learning",
    ...     "Understanding X via Y", "Subgradient Descent Learns Orthogonal Dictionaries")]
    [None, None, None]
    """
    if not title or "?" in title or title.rstrip().endswith("!"):
        return None  # a question, an exclamation ("Buy 4 Samples, Get a Baseline for Free!")
    parts = [_words(part) for part in TITLE_HEAD.split(re.sub(r"\s+", " ", title.strip()))]
    if any(map(_study, parts[:2])) or len(parts) > 1 and _sentence(parts[1]):
        return None  # "Luck Matters: Understanding ...", "X: A Comparative Study": no thing made
    if parts[0] and parts[0][0].lower() in SENTENCE_WORDS:
        return None  # "Can AltQ Learn Faster: Experiments and Theory": a question
    named = title_label(title)
    if len(parts) > 1 and named is not None and named[0] == " ".join(parts[0]):
        if strongly_coined(named[0]):
            return named[0]  # "DeepObfusCode: Source Code Obfuscation ...": the coined name
    found = None if _sentence(parts[0]) else _describes(parts[0])
    if found is None and len(parts) > 1:
        # "Keep Doing What Worked: Behavior Modelling Priors for ...": a slogan, then the thing
        found = _describes(parts[1])
    return found


def _words(part: str) -> list[str]:
    words = [w.strip(_QUOTES) for w in part.split(" ")]
    words = [w for w in words if w]
    return words[1:] if words and words[0].lower() in DETERMINERS else words


def _sentence(words: list[str]) -> bool:
    """A question, a claim or an imperative ("Don't Decay ...", "X Learns Y", "X is Y"); a
    verb after "to" is a purpose ("Using X to Generate Y")."""
    lexicon = load_lexicon()
    lowered = [w.lower() for w in words]
    if any(w in SENTENCE_WORDS or w.endswith("n't") for w in lowered):
        return True

    def verb(at: int) -> bool:
        word = words[at]
        if not word.isalpha() or any(ch.isupper() for ch in word[1:]):
            return False  # a name ("GAN")
        return not lowered[at].endswith("ing") and only_verb(lowered[at], lexicon)

    # "Accelerate Convergence by ...", "Subgradient Descent Learns ...": a verb; not "to Infer"
    verbs = [at for at in range(len(words)) if (at == 0 or lowered[at - 1] != "to") and verb(at)]
    # "Mixture Density Networks Find Viewpoint the Dominant Factor": a claim's verb, also a noun
    claims = [w for w in lowered[1:] if w in _CLAIM_VERBS]
    return bool(verbs or claims) or title_clause(words)


def _study(words: list[str]) -> bool:
    """A study, a perspective or a look at something ("Understanding X", "Impact of X", "A
    Comparative Study", "Challenges and the Role of X")."""
    if not words or words[0].lower() in _STUDY_OPENERS:
        return bool(words)
    last = _opening(words)[-1].lower()
    return bool({singularize(last), singularize(last.rsplit("-", 1)[-1])} & _STUDY_HEADS)


def _describes(words: list[str]) -> str | None:
    """The words, when they describe a thing made or a way of doing something."""
    if not 2 <= len(words) <= _MAX_WORDS or _study(words):
        return None
    if singularize(words[-1].lower()) in _REPORTS:
        return None  # "New Protocols and Negative Results": what the paper reports
    lowered = [w.lower() for w in words]
    opening = _opening(words)
    last = opening[-1].lower().rsplit("-", 1)[-1]
    head = singularize(last)
    following = lowered[len(opening)] if len(opening) < len(words) else ""
    if following == "as":
        return None  # "Gradients as Features for ...": a claim of what a thing is
    means = [at for at in range(1, len(lowered) - 1) if lowered[at] in _MEANS]
    if any(not _data_setting(lowered, at) for at in means) or lowered[0] == "using":
        return " ".join(words)  # "X via Y", "Training X with Y", "Using GANs for ..."
    if len(opening) == len(words) and known_name(" ".join(words)):
        return None  # a known name alone: the abstract's rules say whose it is
    if _known_method(opening):
        return " ".join(words)  # "Experience Replay for ...", "Adversarial Training of X on Y"
    if verb_like(opening[0]) and "-" not in opening[0]:
        return None  # "Learning to Infer", "Aggregating Crowdsourced Labels in X": an activity
    plain = [w for w in opening if w.lower() not in EVALUATIVE]
    if len("-".join(plain).split("-")) < 2:
        # "Symmetry and Systematicity", "Data for Free", "Better Rates": one word (after
        # praise) names nothing made
        return None
    plural = last != head  # "Hierarchical Representations", "Node Embeddings": things made
    if (
        last in TITLE_TASK_HEADS
        or not plural
        and (head in TASK_HEADS | TITLE_TASK_HEADS or head.endswith("ing"))
    ):
        return None  # "Goal-conditioned Imitation Learning", "Adversarial Attacks": a task, a field
    return " ".join(words)


def _data_setting(lowered: list[str], at: int) -> bool:
    """Whether "with" at ``at`` brings the data a paper has, not a means ("... with Limited
    Labeled Data", "... with Noisy Labels")."""
    if lowered[at] != "with":
        return False
    phrase = []
    for word in lowered[at + 1 :]:
        if word in _MEANS or word in {"for", "in", "on", "of", "and", "to"}:
            break
        phrase.append(word)
    return bool(phrase) and singularize(phrase[-1]) in _DATA_HELD


def _known_method(opening: list[str]) -> bool:
    """Whether a title's opening is a method or a model the gazetteer knows ("Experience
    Replay", "Meta-Learning")."""
    entry = load_gazetteer().lookup(" ".join(opening))
    return entry is not None and entry.type in (EntityType.METHOD, EntityType.MODEL)


def _opening(words: list[str]) -> list[str]:
    """The words before the first that ends a title's opening ("Experience Replay | for ...")."""
    for at, word in enumerate(words):
        if at and word.lower() in _OPENING_ENDS:
            return words[:at]
    return words


def _title_in_place(context: Context, words: str) -> tuple[Sentence, Proposal] | None:
    """The title's words in place of the paper's first proposal, where every proposal only
    stands in for a contribution (:func:`_stands_in`): "we propose a way to alleviate this
    issue" under "Imbalanced Classification via Adversarial Minority Over-sampling", "we
    develop a model for this problem that ..." under "Generative Code Modeling with Graphs"."""
    proposed = sorted(context.proposed, key=lambda i: context.mentions[i].start)
    if not all(_stands_in(context.mentions[i]) for i in proposed):
        return None
    index = proposed[0]
    mention = context.mentions[index]
    sentence = sentence_at(context, mention.start, mention.end)
    if sentence is None:
        return None
    label = title_words(words, context.text)
    named = replace(
        mention,
        text=label,
        type=_label_type(label),
        extractor=TITLE_DESCRIBED_EXTRACTOR,
        confidence=confidence.GIVEN_NAME,
    )
    return sentence, Proposal(index, _RULE, confidence.PROPOSES_WEAK, mention=named)


def _label_type(label: str) -> EntityType:
    """A title-described proposal's type: a Model or a Dataset its head names, else a Method."""
    etype = own_type(label)
    return etype if etype in (EntityType.MODEL, EntityType.DATASET) else EntityType.METHOD


def _stands_in(mention: Mention) -> bool:
    """Whether a proposal's words only stand in for the paper's contribution: they point back
    at a problem ("a framework for *this* problem", "a way to alleviate *this* issue") or say
    only what sort of thing it is, after praise or a known method ("a novel GAN-based model",
    "lightweight models"); not a study ("an empirical study of ..."), a name, a task's kind
    ("speech recognition system") nor a kind after a word of the paper's ("two-tiered
    architecture")."""
    words = re.findall(r"[\w-]+", mention.text)
    if not words or len(words) > 1 and words[-1] != words[-1].lower():
        return False  # a name ("Deep Learning Approximation", "Imitative Models")
    lowered = [w.lower() for w in words]
    head = singularize(lowered[0 if len(lowered) == 1 else _head_at(lowered)])
    if head in _NOT_MADE or head in NOT_CONTRIBUTIONS or head in _STUDY_HEADS:
        return False
    if mention.short_form or mention.long_form:
        return False  # a name the paper defines ("model inversion networks (MINs)")
    pointed = [b for a, b in zip(lowered, lowered[1:]) if a in _POINTERS]
    if any(singularize(word) in _POINTED_PROBLEMS for word in pointed):
        return True  # "approach to address this issue": what it is for is said elsewhere
    if len(lowered) > 1 and _head_at(lowered) != len(lowered) - 1:
        return False  # a complement says what it is for: the linker reads the phrase
    if head not in _KIND_HEADS:
        return False
    modifiers = [
        w for w in words[:-1] if w.lower() not in DETERMINERS | EVALUATIVE and not w.isdigit()
    ]
    if not modifiers:
        return True
    # a known method's kind ("GAN-based model"); not a task's ("speech recognition system":
    # the task is the paper's, its words stay) nor a word of the paper's ("two-timescale")
    known = re.sub(r"-(?:based|style|driven|inspired)$", "", " ".join(modifiers))
    entry = load_gazetteer().lookup(known)
    return entry is not None and entry.type in (EntityType.METHOD, EntityType.MODEL)


def _head_at(lowered: list[str]) -> int:
    """Where a phrase's head stands: before its first complement word, else last."""
    at = next((k for k, w in enumerate(lowered) if k and w in _COMPLEMENT_WORDS), len(lowered))
    return at - 1


def _possessed(found: re.Match[str]) -> bool:
    """Whether the pointing words are "our X" or "the proposed X": the paper's own, whatever
    prior work the sentence compares it with."""
    return found.group().lower().startswith(("our", "the"))


def _proposes_no_thing(text: str, found: re.Match[str]) -> bool:
    """Whether "we propose / introduce" announces no thing made ("we propose guidelines
    towards ...", "we introduce results on ...")."""
    if not found.group().lower().startswith("we"):
        return False
    after = re.findall(r"[\w-]+", re.split(r"[.,;:]", text[found.end() :], maxsplit=1)[0])[:5]
    return any(w.lower() in NOT_CONTRIBUTIONS | _ADVICE for w in after)


def find_title_described_proposal(
    context: Context, title: str | None
) -> tuple[Sentence, Proposal] | None:
    """The paper's contribution in its title's words, where the abstract proposes nothing and
    speaks of a thing of its own (module docstring)."""
    words = described_contribution(title)
    if words is None:
        return None
    if context.proposed:
        return _title_in_place(context, words)
    for sentence in context.sentences[lead_in(context) :]:
        found = _OWN.search(sentence.text)
        if found is None or _proposes_no_thing(sentence.text, found):
            continue
        # "the proposed X outperforms existing methods": still the paper's own
        if not cites_none(sentence, prior_work=not _possessed(found)):
            continue
        label = title_words(words, context.text)
        start, end = sentence.start + found.start(), sentence.start + found.end()
        mention = Mention(
            label, start, end, _label_type(label), TITLE_DESCRIBED_EXTRACTOR, confidence.GIVEN_NAME
        )
        return sentence, Proposal(
            len(context.mentions), _RULE, confidence.PROPOSES_WEAK, mention=mention
        )
    return None
