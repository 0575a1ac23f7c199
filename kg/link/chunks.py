"""Names that are no name: model families, sentence chunks and coordination fragments.

Three kinds of linked names that :func:`kg.link.termhood.termhood` lets through because a capital
or a content word makes them look like terms:

- a **family** named by a field or family abbreviation and describing words ("SOTA RNNs", "ML
  pipeline", "target ML model", "QA architectures"), or a model family only qualified
  ("generative neural networks", "state-of-the-art speech understanding neural networks");
- a **chunk** cut from a verb phrase: a verb and its object ("adopt graph network"), a gerund
  taking an object ("stacking GRU cells inside agents"); Tasks may be gerunds ("recognizing
  noun phrase chunks") and keep theirs;
- a **coordination fragment**: the second half of "temporal and spatial evolution" is not a
  thing called "spatial evolution" (:func:`coordination_fragment`, decided on the mention).
- an everyday **setting** phrase ("white-box setting", "GPU-based processing");
- a **description** ("more expressive local model", "viable outputs", "low resolution");
- a Task cut from its **qualifier** ("pattern detection" of "weather pattern detection",
  :func:`qualifier_cut`, decided on the mention);
- a **Task chunk** (:func:`kg.link.task_chunks.task_chunk`: "decomposing synthesis",
  "mainstream vision problem").
"""

from __future__ import annotations

import re

from spacy.lang.en.stop_words import STOP_WORDS

from kg.lexicon.cues import GENERIC_HEADS
from kg.lexicon.wordclass import load_lexicon, word_class
from kg.lexicon.words import (
    CLASS_HEADS,
    GENERIC_FAMILIES,
    GENERIC_TASK_WORDS,
    GENERIC_WORDS,
    LEADING,
    PRAISE,
    WEAK_HEADS,
    WEAK_MODIFIERS,
)
from kg.link.descriptions import based_class, described
from kg.link.task_chunks import task_chunk
from kg.link.termhood import GENERIC, PHRASE, termhood
from kg.types import EntityType, Mention

__all__ = [
    "coordination_fragment",
    "described_work",
    "no_name",
    "proposed_description",
    "qualifier_cut",
]

# Abbreviations of a field, of a model family or of "state of the art": they say which area a
# model is from, not which model it is.
_FIELD_ABBREVIATIONS = frozenset(
    """ai ml dl drl rl il fl cl tl ssl fsl mtl nlp cv qa mrc sr asr tts mt nmt nas ood nn dnn
    ann sota""".split()
)
# Family acronyms that may be the head of such a phrase ("SOTA RNNs"); alone they are terms.
_FAMILY_ACRONYMS = frozenset("rnn cnn gnn dnn nn ann".split())
# Heads of a family that only qualifiers leave unnamed ("low-precision networks").
_FAMILY_HEADS = frozenset("network net model architecture".split())
# Heads that name a part or a kind of system, not one system.
_PART_HEADS = frozenset(
    """layer layers component components block blocks unit units agent agents engine engines
    toolkit library pipelines""".split()
)
# Words that describe a family member rather than name it.
_QUALIFIERS = (LEADING | WEAK_MODIFIERS | PRAISE) | frozenset(
    """state-of-the-art sota target standard typical modern generative discriminative deep
    neural low-precision high-precision full-precision large-scale small-scale lightweight
    heavyweight shallow downstream upstream""".split()
)
_SOTA = frozenset({"sota", "state-of-the-art"})
# Heads after a field's abbreviation that name its task ("the end-to-end QA task").
_TASK_WORDS = frozenset("task tasks problem problems".split())
# A setting or a way of computing, said of any method ("white-box setting").
_SETTING_HEADS = frozenset("setting settings scenario scenarios regime regimes".split())
_COMPUTING_HEADS = frozenset(
    "processing computation computations operations calculations implementation".split()
)
_OPERATION_HEADS = frozenset("operations computations calculations".split())
# Words after a gerund that show it takes an object in a clause ("stacking cells inside ...").
_CLAUSE_PREPOSITIONS = frozenset(
    "inside into within onto across through between among over under".split()
)
_TITLE_WORD = re.compile(r"[A-Z]")


def _bare(token: str) -> str:
    """An acronym without its plural ("RNNs" -> "rnn"), other words lowercased."""
    lower = token.lower()
    if token[:-1].isupper() and token.endswith("s") and len(token) > 2:
        return lower[:-1]
    return lower


def described_work(label: str) -> bool:
    """Round 9: a described work of a field or a class of works based on something, written
    apart: describing words and a field's abbreviation before a generic head ("autonomous DL
    systems"; "the end-to-end QA task" is QA), "Memory Network based models". A paper that
    proposes one keeps it as its own unnamed contribution (see :mod:`kg.link`).

    >>> [described_work(s) for s in ["autonomous DL systems", "end-to-end QA task", "RNN based models"]]
    [True, False, True]
    """
    words = [_bare(t) for t in label.split()]
    if len(words) >= 2 and words[-1] in GENERIC_HEADS | WEAK_HEADS | _PART_HEADS:
        rest = words[:-1]
        if (
            rest[-1] in _FIELD_ABBREVIATIONS
            and words[-1] not in _TASK_WORDS
            and all(w in _QUALIFIERS or word_class(w, load_lexicon()) == "A" for w in rest[:-1])
        ):
            return True
    return based_class(label)


# Modifiers that say nothing of which thing a proposal is: a described kind's words, a
# family's acronym, a field's abbreviation, a generic activity ("a neural network-based
# approach", "a hybrid learning approach", "a CNN approach").
_NO_CONTENT = (
    _QUALIFIERS
    | _FIELD_ABBREVIATIONS
    | _FAMILY_ACRONYMS
    | _FAMILY_HEADS
    | GENERIC_HEADS
    | GENERIC_WORDS
) | frozenset(
    """based aware driven free sensitive independent dependent agnostic invariant specific
    networks models learning training optimization
    optimisation modeling modelling processing computing computation""".split()
)
_MOST_DESCRIPTION_WORDS = 5
_COUNTING = frozenset("one two three four five multi single double many".split())


def proposed_description(label: str) -> bool:
    """Round 50: whether the label of a proposal the finder found, which names no thing of its
    own by the rules of termhood ("a neural clustering model", "a polynomial-based gradient
    estimator", "a concept alignment method"), says what it is made of or for by a noun among
    its modifiers: the paper's own unnamed contribution, kept as such (see :mod:`kg.link`).
    Described kinds ("a hybrid learning approach", "a CNN approach", "a novel neural
    network-based approach") say nothing of which one.

    >>> [proposed_description(s) for s in ["neural clustering model", "hybrid learning approach"]]
    [True, False]
    """
    words = label.split()
    if not 2 <= len(words) <= _MOST_DESCRIPTION_WORDS:
        return False
    generic = termhood(label, named=False, defined=False, in_gazetteer=False) == GENERIC
    if not generic and not no_name(label, etype=EntityType.METHOD):
        return False
    lexicon = load_lexicon()
    # an activity alone before the head is a class of works ("a classification model")
    no_content = _NO_CONTENT | GENERIC_TASK_WORDS if len(words) < 3 else _NO_CONTENT
    return any(
        len(part) > 2 and part not in no_content and _known_noun(part, lexicon)
        for word in words[:-1]
        if _bare(word).split("-")[0] not in _COUNTING  # "a two-stage process": how, not what
        for part in _bare(word).split("-")
    )


def _known_noun(word: str, lexicon) -> bool:
    """A noun the lexicon knows, or an acronym ("VAE" of "VAE-based"); not an unknown word
    ("tighter")."""
    return "n" in lexicon.get(word, "") or word in _ACRONYM_PARTS


# Acronyms that say what a described method is built on ("a VAE-based training procedure").
_ACRONYM_PARTS = frozenset("vae gan lstm pca svm hmm crf mcmc".split())


def _family(tokens: list[str]) -> bool:
    words = [_bare(t) for t in tokens]
    head = words[-1]
    if len(words) < 2:
        return False
    singular = head.removesuffix("s")
    if head in GENERIC_HEADS | WEAK_HEADS | _PART_HEADS or singular in _FAMILY_ACRONYMS:
        rest = words[:-1]
        if all(w in _FIELD_ABBREVIATIONS | _QUALIFIERS for w in rest) and (
            any(w in _FIELD_ABBREVIATIONS for w in rest)
            or singular in _FAMILY_ACRONYMS | _FAMILY_HEADS
        ):
            return True
    if head in CLASS_HEADS and all(w in _FIELD_ABBREVIATIONS | _QUALIFIERS for w in words[:-1]):
        if any(w in _FIELD_ABBREVIATIONS for w in words[:-1]):
            return True  # "downstream NLP tasks", "RL algorithms": a field's works
    lexicon = load_lexicon()
    if (
        head in ("networks", "nets")
        and {"deep", "shallow"} & set(words[:-1])
        and tokens[-1].islower()
        and not any("n" in lexicon.get(w, "") for w in words[:-1] if w not in ("deep", "shallow"))
    ):
        return True  # "deep ReLU networks", "layerwise-sequential deep networks"
    lowered = " ".join(w.removesuffix("s") for w in words)
    for family in ("neural network", "neural net", "deep network", "deep model"):
        if lowered.endswith(family) and family in GENERIC_FAMILIES:
            before = words[: len(words) - len(family.split())]
            if before and (before[0] in _SOTA or all(w in _QUALIFIERS for w in before)):
                return True  # "state-of-the-art speech understanding neural networks"
    return False


# Verbs the lexicon also knows as nouns that open a verb phrase before the plural of a made
# thing ("train networks", "design neural networks"); not "search algorithms", "control
# policies", names of kinds.
_MAKING_VERBS = frozenset("train design build deploy develop".split())
_MADE_PLURALS = frozenset("networks models agents classifiers learners architectures".split())


def _verb_chunk(tokens: list[str], etype: EntityType) -> bool:
    first = tokens[0]
    if first != first.lower() or len(tokens) < 2:
        return False
    lexicon = load_lexicon()
    if lexicon.get(first) == "v" and first.isalpha() and not first.endswith(("ing", "ed")):
        # a verb only, in its base form: "adopt graph network", "apply dropout"
        return True
    if first in _MAKING_VERBS and tokens[-1].lower() in _MADE_PLURALS:
        return True  # "train networks", "design lightweight networks": a verb and its object
    if etype is EntityType.TASK or not first.endswith("ing"):
        return False
    if word_class(first, lexicon) != "A":
        return False  # "stacking" is a gerund; "learning", "training" are nouns of their own
    lowered = [t.lower() for t in tokens[1:]]
    object_named = bool(_TITLE_WORD.search(tokens[1])) or tokens[1][:1].isdigit()
    return object_named or bool(_CLAUSE_PREPOSITIONS.intersection(lowered))


def _everyday(tokens: list[str], etype: EntityType) -> bool:
    if tokens[0][1:].isalpha() and tokens[0][1:].islower():  # "Integer operations" opens one
        tokens = [tokens[0].lower(), *tokens[1:]]
    if tokens[-1] in _OPERATION_HEADS and all(t.islower() for t in tokens):
        # "floating-point arithmetic operations": what any program does (a count is a Metric,
        # "understanding model computations" a Task)
        return etype in (EntityType.CONCEPT, EntityType.METHOD)
    if len(tokens) != 2 or tokens[-1] != tokens[-1].lower():
        return False
    head, modifier = tokens[-1].lower(), tokens[0]
    if head in _SETTING_HEADS and (
        modifier == modifier.lower() or modifier.lower().endswith(("-based", "-like"))
    ):
        return True  # "white-box setting", "few-shot regime", "GCN-based setting"
    return head in _COMPUTING_HEADS and modifier.lower().endswith(("-based", "-level"))


def no_name(label: str, *, etype: EntityType, given: bool = False) -> bool:
    """Whether a label names no entity: a family with a field abbreviation or only qualifiers,
    a chunk of a verb phrase, an everyday setting phrase. ``given``: a paper gives the label
    as its contribution's name (see :func:`kg.link.descriptions.described`).

    >>> [no_name(s, etype=EntityType.METHOD) for s in ["SOTA RNNs", "ML pipeline", "adopt graph network", "RNN", "graph neural network"]]
    [True, True, True, False, False]
    """
    tokens = label.split()
    if not tokens:
        return False
    return (
        _family(tokens)
        or described_work(label)
        or _verb_chunk(tokens, etype)
        or _everyday(tokens, etype)
        or _described(tokens)
        or described(label, etype=etype, given=given)
        or etype is EntityType.TASK
        and task_chunk(label)
    )


# Words that open a description ("more expressive local model").
_DESCRIPTION_OPENERS = frozenset("more less most very much fairly rather".split())
# Adjectives that rate an output or a setting ("viable outputs", "low resolution").
_RATING = frozenset(
    """viable feasible plausible valid reasonable desirable meaningful useful good bad poor
    maximum minimum high higher low lower""".split()
)
_RATED_HEADS = frozenset(
    """output outputs result results resolution performance quality solution solutions model
    models representation representations accuracy precision speed cost""".split()
)


def _described(tokens: list[str]) -> bool:
    """A description, not a name: "more expressive local model", "viable outputs", "low
    resolution"."""
    if any(t != t.lower() for t in tokens) or len(tokens) < 2:
        return False
    if tokens[0] in _DESCRIPTION_OPENERS:
        return True
    return len(tokens) == 2 and tokens[0] in _RATING and tokens[1] in _RATED_HEADS


# A comma list's item right before a word ("simple, | intuitive and scalable").
_COMMA_ITEM = r"\b([a-z][a-z-]+),\s+$"
_COORDINATED = re.compile(r"\b([a-z][a-z-]+)\s*(?:,\s*|\s+)(?:and|or)\s+$|" + _COMMA_ITEM)
# An earlier item of a comma list right before a coordination's first word.
_LISTED = re.compile(_COMMA_ITEM)


def coordination_fragment(mention: Mention, abstract: str, *, commas: bool = True) -> bool:
    """Whether a mention is the second half of a coordination that shares its head: "spatial
    evolution" of "temporal and spatial evolution of the flow". Both coordinated words are
    adjectives and the fragment is no term by its own words; "image and video classification"
    holds a noun, "deterministic and stochastic pooling" names a kind of pooling.

    >>> from kg.types import EntityType
    >>> text = "We model the temporal and spatial evolution of the flow."
    >>> coordination_fragment(Mention("spatial evolution", 26, 43, EntityType.CONCEPT, "phrase", 0.5), text)
    True
    """
    words = mention.text.split()
    if len(words) < 2 or mention.short_form or mention.long_form:
        return False
    window = max(0, mention.start - 40)
    found = _COORDINATED.search(abstract[window : mention.start])
    if found is None or not commas and found.group(2):
        # ``commas`` False: a comma alone lists praise before a proposal's label ("a simple,
        # broadly applicable, iterative target augmentation scheme"), no coordination
        return False
    if not commas and _LISTED.search(abstract[max(0, window - 30) : window + found.start(1)]):
        # nor the last of a comma list ("a simple, intuitive and scalable dimension reduction
        # framework"): the proposal rules' label keeps the list's last adjective
        return False
    lexicon = load_lexicon()
    before = found.group(1) or found.group(2)
    first = words[0]
    return (
        first == first.lower()
        and word_class(first, lexicon) == "A"
        and word_class(before, lexicon) == "A"
        # a term by its own words stays one ("deterministic and stochastic pooling")
        and termhood(mention.text, named=False, defined=False, in_gazetteer=False) == PHRASE
    )


# Nouns before a task that are no part of its name ("the use | ...", "per | ...").
_NOT_QUALIFIERS = frozenset("use per via versus vs etc type kind".split())
_NOUN_BEFORE = re.compile(r"(?:^|(\S+) )([a-z]+) $")
# Words before such a noun that make it the head of a phrase of its own ("the art | RL",
# "in principle | meta-RL", "our baseline | policy optimization").
_OWN_PHRASE = frozenset("the a an this that these those our its their his her in".split())


def qualifier_cut(mention: Mention, abstract: str) -> bool:
    """Whether a Task mention lost the noun before it that makes it a task: "pattern
    detection" of "radar pattern detection" (a word the lexicon knows only as a noun, right
    before it; "weather", also a verb and an adjective to the lexicon, is not asked). Known tasks are never asked ("domain adaptation" of "Wi-Fi recognition domain
    adaptation" stays).

    >>> from kg.types import EntityType
    >>> text = "We address radar pattern detection on farms."
    >>> qualifier_cut(Mention("pattern detection", 17, 34, EntityType.TASK, "ner", 0.5), text)
    True
    """
    if mention.type is not EntityType.TASK or mention.short_form or mention.long_form:
        return False
    found = _NOUN_BEFORE.search(abstract[max(0, mention.start - 30) : mention.start])
    if found is None or (found.group(1) or "").lower() in _OWN_PHRASE:
        return False
    if found.group(1) and not found.group(1)[-1:].isalnum():
        return False  # "{\\em | situated planning}", "extraction—membership"
    word = found.group(2)
    kinds = load_lexicon().get(word, "")
    return (
        "n" in kinds
        and not {"a", "v"} & set(kinds)  # "multiple" describes, "study" is the verb
        and not word.endswith(("ing", "ed"))
        and word not in STOP_WORDS
        and word not in _NOT_QUALIFIERS
    )
