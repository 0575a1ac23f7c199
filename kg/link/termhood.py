"""Termhood: whether a linked name names something, decided from the name and its uses.

How many papers share a phrase is no evidence that it is a term ("recent years", "model
parameters" are in hundreds of papers). A name is a **term** when some paper writes it as a name
(capitals past its first letter, digits, a capital in mid-sentence), defines an acronym for it,
the gazetteer knows it, or a content word modifies a specific head ("transfer learning", "batch
normalization", "image classification"). It is **generic** when it is a model family ("neural
network", "deep learning") or a one-word activity ("classification", "training"). Everything
else is a **phrase**: kept and scored, drawn only when extracted confidently.
"""

from __future__ import annotations

import functools
import re

from kg.lexicon.cues import EVALUATIVE, GENERIC_HEADS
from kg.lexicon.gazetteer import load_gazetteer
from kg.lexicon.kind_words import CHANGE_HEADS
from kg.lexicon.task_cues import (
    TASK_HEADS,
    TASK_SUFFIXES,
    is_generic_task_word,
    is_training_regime,
)
from kg.lexicon.wordclass import load_lexicon, quality_noun, word_class
from kg.lexicon.words import (
    ACTIVITY_TERM_HEADS,
    ADJECTIVE_ENDINGS,
    AREA_HEADS,
    CLASS_HEADS,
    COMPOUND_PREPOSITIONS,
    CONCEPT_HEADS,
    DESCRIBING_SUFFIXES,
    FIELD_HEADS,
    GENERIC_FAMILIES,
    GENERIC_PHRASE_HEADS,
    GENERIC_WORDS,
    KIND_HEADS,
    LEADING,
    MEMBER_MODIFIERS,
    MODEL_PARTS,
    MODIFIER_SUFFIXES,
    NETWORK_ROLES,
    PRAISE,
    PRODUCT_CONCEPT_HEADS,
    ROLE_NOUNS,
    TASK_ACTIVITY_HEADS,
    TERM_HEADS,
    WEAK_HEADS,
    WEAK_MODIFIERS,
)
from kg.link.keys import learned_representation, name_key
from kg.text import written_as_name
from kg.types import EntityType, Mention

__all__ = [
    "GENERIC",
    "GIVEN_NAME_RULES",
    "PHRASE",
    "TERM",
    "activity_type",
    "concept_type",
    "describes",
    "field_type",
    "named_in_text",
    "termhood",
]

# One word for a role, a part or a class of works: a kind of thing, not a thing.
_NO_THING_ALONE = ROLE_NOUNS | MODEL_PARTS | CLASS_HEADS

TERM, PHRASE, GENERIC = "term", "phrase", "generic"

_NOT_CONTENT = (
    LEADING | WEAK_MODIFIERS | GENERIC_WORDS | GENERIC_HEADS | EVALUATIVE | GENERIC_PHRASE_HEADS
) | frozenset("deep neural training total overall final learned learning based".split())
# A phrase with one of these inside is a description, not a name ("lens of robust
# optimization", "modeling and discriminative processes").
_INSIDE_DESCRIPTIONS = frozenset("of and or for with to in on by from as than via".split())
# Words that describe a model family's size or depth rather than name a kind of it.
_DESCRIBING = (LEADING | WEAK_MODIFIERS | EVALUATIVE | PRAISE) | frozenset(
    "deep neural machine learning scale wide shallow modern capacity high-capacity".split()
)
# A name does not end in a function word or start with a preposition ("learning of", "for
# training"): such a label is a piece cut out of a phrase.
_CUT_WORDS = _INSIDE_DESCRIPTIONS | frozenset("a an the that which".split())
_ROLE_BEARERS = frozenset("network net model".split())
_COUNTS = frozenset("two three four five six seven eight nine ten eleven twelve dozens".split())
_WEAK_WORDS = GENERIC_HEADS | LEADING | WEAK_MODIFIERS | EVALUATIVE
# First parts of a hyphenated modifier that describe rather than classify ("well-trained").
_COMPOUND_OPENERS = COMPOUND_PREPOSITIONS | frozenset(
    "well pre re non un fully highly typically poorly".split()
)
_GLUED = re.compile(r"(?:that|which|the|and|with|for|of|to|by|from|using|via)[A-Z]")
# A number, a range, a factor or a count ("80.0", "2.3-4.4x", "45%", "20-layer", "100k").
# Words of a change that an amount before them states ("a 2x reduction", "3x speedup").
_CHANGES = CHANGE_HEADS | {"speedup", "speedups", "speed-up", "speed-ups"}
_MEASURE = re.compile(
    r"[~≈<>±+−-]?\d[\d.,]*(?:\s?[-–/]\s?\d[\d.,]*)?(?:%|x|×|k|m|b|bn)?(?:-[a-z]+)?",
    re.IGNORECASE,
)
# A thing made of parts, and "of", before a class of works described by its basis ("ensemble
# of retrieval-based and generation-based systems"): not "a family of RNN-based models".
_HEAD_BEFORE_OF = re.compile(
    r"^(?:[\w-]+\s+){0,2}(?:ensemble|combination|hybrid|mixture|cascade|fusion)s?\s+of\s", re.I
)
_SUFFIXED_KIND = re.compile(
    r"[\w)]-(?:"
    + "|".join(DESCRIBING_SUFFIXES)
    + r")\s+(?:\w+\s+)?(?:"
    + "|".join(sorted(KIND_HEADS))
    + r")(?:s|es)?$",
    re.IGNORECASE,
)


# Proposal rules that read the mention as the name the paper gives its contribution ("a method
# called X", "we refer to it as X", "we term it X", 'a "X"'): a name whatever its case.
GIVEN_NAME_RULES = frozenset(
    {
        "rule.proposes.named",
        "rule.proposes.referred",
        "rule.proposes.termed",
        "rule.proposes.quoted",
        "rule.proposes.variant",
    }
)


def named_in_text(mention: Mention, abstract: str) -> bool:
    """Whether the text writes the mention as a name: digits, a capital past the first letter,
    or a capital first letter in mid-sentence.

    >>> from kg.types import EntityType
    >>> m = Mention("Recent years", 0, 12, EntityType.CONCEPT, "phrase", 0.45)
    >>> named_in_text(m, "Recent years saw ..."), named_in_text(Mention("Adam", 8, 12, EntityType.METHOD, "ner", 0.45), "We use  Adam.")
    (False, True)
    """
    return written_as_name(mention.text, abstract[: mention.start])


def _words(label: str) -> list[str]:
    return name_key(label).split()


def termhood(
    label: str, *, named: bool, defined: bool, in_gazetteer: bool, given: bool = False
) -> str:
    """:data:`TERM`, :data:`PHRASE` or :data:`GENERIC` for an entity's name.

    Args:
        label: The entity's label.
        named: Some paper writes it as a name (see :func:`named_in_text`).
        defined: Some paper defines an acronym for it, or it is that acronym.
        in_gazetteer: The gazetteer resolved it.
        given: Some paper gives it as the name of its contribution (:data:`GIVEN_NAME_RULES`:
            "a method called competitive experience replay"), whatever its case.

    >>> [termhood(s, named=False, defined=False, in_gazetteer=False)
    ...  for s in ["transfer learning", "model parameters", "classification", "neural network"]]
    ['term', 'phrase', 'generic', 'generic']
    """
    key = name_key(label)
    words = key.split()
    if key in GENERIC_FAMILIES:
        return GENERIC
    if len(words) == 1 and is_generic_task_word(words[0]):
        # "classification", "training": an activity of every field; the gazetteer's one-word
        # tasks name a field of their own ("clustering", "planning")
        return TERM if in_gazetteer and _named_task(key) else GENERIC
    if len(words) == 1 and label.strip().lower() in _NO_THING_ALONE:
        # "the learner", "the discriminator", "heuristics": a role, a part or a class of works,
        # not a method
        return GENERIC
    if len(words) == 1 and _eponym_adjective(label.strip()):
        return GENERIC  # "a Bayesian framework" read as "Bayesian": an adjective names nothing
    if in_gazetteer and _SUFFIXED_KIND.search(label) and not quality_noun(label):
        return TERM  # "energy-based model": a family's known name, not "RNN-based approaches"
    # a possessive in a name some paper defines initials for is a word of the name
    # ("Augmenting experienCe via TeacheR's adviCE (ACTRCE)"), no owner of a described thing
    described = describes(label.replace("'s ", " ") if defined else label)
    if described or quality_noun(label):  # a gazetteer entry too ("robustness")
        return GENERIC
    if defined or in_gazetteer or given:
        return TERM
    if _described_model_family(label):
        return GENERIC  # "open-source LLMs", "external LLMs", "state-of-the-art VLMs"
    # A name capitalises its head ("Fortified Networks"); a capital on a modifier does not make
    # a model family or a class of works one ("deep ReLU networks", "KB completion techniques").
    head = label.split()[-1]
    tokens = [name_key(t) for t in label.split()]  # "over-parameterized" is one modifier
    family = _family_member(words) or _family_member(tokens)
    if family or (len(words) >= 2 and label.split()[0].lower() in PRAISE):
        if head == head.lower() or not named:
            return GENERIC
    if len(words) >= 2 and _class_of_works(label.split()):
        return GENERIC
    if len(words) >= 2 and not named and _activity_kind(words):  # "Learning-Compression"
        return GENERIC
    if (
        len(words) >= 2
        and words[-2] in NETWORK_ROLES
        and words[-1] in _ROLE_BEARERS
        and all(_describing(w) or w in _NOT_CONTENT | NETWORK_ROLES for w in words[:-2])
    ):
        return GENERIC  # "teacher network": a part named by its job ("victim policy network")
    if not named and len(words) >= 2 and words[-1] in WEAK_HEADS:
        if all(w in WEAK_HEADS | _WEAK_WORDS for w in words[:-1]):
            return GENERIC  # "network architectures", "model architecture"
    if named:
        return TERM
    if (
        2 <= len(words) <= 4
        and words[-1] in TERM_HEADS
        and not _INSIDE_DESCRIPTIONS.intersection(words)
        and _has_content(words[:-1])
        and _classifies(words[:-1])
    ):
        return TERM
    if 2 <= len(words) <= 4 and _names_activity(label.split(), words):
        return TERM
    if learned_representation(label) is not None:
        return TERM  # "learning node representations"
    if label.split()[-1].lower() in TASK_SUFFIXES and _named_problem(words):
        return TERM  # "mode collapse problem", "cold-start problem" (not "multi-task")
    return PHRASE


# Heads of a problem named by what it is about ("the mode collapse problem"; name keys are
# singular).
_PROBLEM_HEADS = frozenset({"problem", "task"})
# Modifiers that say which role or quality a problem has, not what it is about ("target task",
# "toy problem", "ill-posed problem"), or a verb read into the name ("DenseNets also *face*
# overfitting problem").
_PROBLEM_ROLES = frozenset(
    """target source end toy core inner outer primal dual downstream upstream main auxiliary
    intermediate global local original new real world hard difficult simple challenging
    important open fundamental standing lasting longstanding ubiquitous common general
    specific particular related similar different same ill posed non trivial convex
    computational combinatorial learning supervised unsupervised classic classical standard
    benchmark oriented driven based like face faces""".split()
)


def _named_problem(words: list[str]) -> bool:
    """Whether a label names a problem by what it is about, in two to four words before its
    head ("mode collapse problem", "cold-start problem", "contextual bandit problem"): no
    role or quality ("target task", "toy problem", "ill-posed problem"), a noun among them.

    >>> names = ["mode collapse problem", "cold-start problem", "target task", "ill-posed problem"]
    >>> [_named_problem(name_key(s).split()) for s in [*names, "recommendation problem"]]
    [True, True, False, False, False]
    """
    if words[-1] not in _PROBLEM_HEADS or not 2 <= len(words) - 1 <= 4:
        return False
    modifiers = words[:-1]
    if _INSIDE_DESCRIPTIONS.intersection(modifiers) or any(w.isdigit() for w in modifiers):
        return False
    if any(w in _NOT_CONTENT or w in _PROBLEM_ROLES or len(w) < 3 for w in modifiers):
        return False
    lexicon = load_lexicon()
    return any(word_class(w, lexicon) == "N" for w in modifiers)


def _names_activity(tokens: list[str], words: list[str]) -> bool:
    """Whether a label names a task by an :data:`ACTIVITY_TERM_HEADS` head in the singular
    after a noun that says what it acts on ("next-click prediction", "program verification"),
    with no participle right before it ("highest predicted recovery" says how much, not of
    what)."""
    if tokens[-1].lower() not in ACTIVITY_TERM_HEADS or _INSIDE_DESCRIPTIONS.intersection(words):
        return False
    lexicon = load_lexicon()
    before = tokens[-2].lower() if len(tokens) >= 2 else ""
    if before.endswith("ed") and "-" not in before and word_class(before, lexicon) == "A":
        return False
    return any(w not in _NOT_CONTENT and word_class(w, lexicon) == "N" for w in words[:-1])


def _activity_kind(words: list[str]) -> bool:
    """A generic head after only generic activities and describing words ("learning framework",
    "novel training procedure", "weakly supervised approach"): what sort of method, not which."""
    if words[-1] not in GENERIC_HEADS:
        return False
    return all(
        is_generic_task_word(w) or w in _NOT_CONTENT or _describing(w) or _adverb(w)
        for w in words[:-1]
    )


def _class_of_works(tokens: list[str]) -> bool:
    """A plural head for a class of works ("machine learning methods", "reasoning tasks") or an
    area ("deep learning community"), before any "of"; "sentiment analysis tasks" and "Atari
    tasks" are the task or the benchmark they name."""
    if "of" in tokens:
        tokens = tokens[: tokens.index("of")]
    if len(tokens) < 2:
        return False
    last, before = tokens[-1].lower(), tokens[-2]
    if last in AREA_HEADS:
        return True
    if last not in CLASS_HEADS:
        return False
    if last in TASK_SUFFIXES and len(tokens) >= 3 and before.lower() in TASK_HEADS | TERM_HEADS:
        return False
    return not (last in TASK_SUFFIXES and written_as_name(before, "the "))


# Properties of a thing, after its name and "'s" ("Adam's generalization"; not "Newton's
# method", "Fisher's exact test": eponyms).
_PROPERTIES = frozenset(
    """performance generalization generalisation success accuracy behavior behaviour
    convergence robustness ability capacity efficiency effectiveness""".split()
)


def describes(label: str) -> bool:
    """Whether a label, capitals or not, is a description or a piece of text rather than a
    name: a number or factor with nothing named beside it ("SOTA 80.0", "20-layer",
    "2.3-4.4x"), a cut phrase ("-Queue", "learning of"), a possessive phrase ("deep learning's
    success"), an adjectival compound alone or at the end ("out-of-distribution", "RL-style",
    "open-source LRM-based"), or a class of works
    described by what it is based on ("RNN-based approaches").

    >>> [describes(s) for s in ["SOTA 80.0", "20-layer", "-Queue", "RNN-based approaches", "ResNet-50", "Zipf's law"]]
    [True, True, True, True, False, False]
    """
    text = label.strip()
    if not text:
        return True
    if text[0] in "-–—/,.;:)]" or text[-1] in "-–—/,;:([":
        return True
    if _GLUED.match(text):  # "thatNormCo": a word glued to a name by a lost space
        return True
    tokens = text.split()
    if tokens[-1].lower() in _CUT_WORDS or tokens[0].lower() in _CUT_WORDS - {"a", "the", "an"}:
        return True
    rest = [t for t in tokens if not _MEASURE.fullmatch(t)]
    if len(rest) < len(tokens) and all(
        name_key(t) in _NOT_CONTENT or not name_key(t) or t.lower() in _CHANGES for t in rest
    ):
        return True  # "SOTA 80.0", "a 2x reduction", "3x speedup": an amount, nothing named
    owner, mark, owned = text.partition("'s ")
    # "deep learning's success" describes; "Word Mover's Distance" names (an eponym)
    eponym = all(w[:1].isupper() for w in owner.split()) and owned[:1].isupper()
    if mark and (len(owner.split()) > 1 and not eponym or owner == owner.lower()):
        return True
    if mark and owned.split()[-1:] and owned.split()[-1].lower() in _PROPERTIES:
        return True  # "Adam's generalization": a property of a named thing, no name
    parts = text.lower().split("-")
    if len(tokens) == 1 and len(parts) >= 3 and parts[0] in COMPOUND_PREPOSITIONS:
        return True
    if len(tokens) == 1 and len(parts) == 2 and parts[0] == "per":
        return True  # "per-Gaussian", "per-pixel": a modifier without its noun
    last = tokens[-1].lower().split("-")
    if len(last) >= 2 and last[0] and last[-1] in MODIFIER_SUFFIXES:
        return True  # "RL-style", "MV-oriented", "bias-free": a modifier without its noun
    suffixed = _SUFFIXED_KIND.search(text)
    # "an ensemble of retrieval-based and generation-based conversation systems": the class
    # after "of" is what the thing is made of; its head is the thing before
    return bool(suffixed) and not _HEAD_BEFORE_OF.search(text, 0, suffixed.start())


@functools.cache
def _model_families() -> frozenset[str]:
    """The keys of the gazetteer's model families, names and acronyms ("large language model",
    "llm", "vlm", "foundation model"): Concepts whose head is "model"."""
    keys = set()
    for entry in load_gazetteer():
        if entry.type is not EntityType.CONCEPT or not name_key(entry.name).endswith(" model"):
            continue
        keys.update(name_key(form) for form in entry.forms)
    return frozenset(k for k in keys if k)


def _described_model_family(label: str) -> bool:
    """Whether a label is a gazetteer model family after words that only say which members
    ("open-source LRMs", "external LLMs", "twelve proprietary vision-language models",
    "state-of-the-art VLMs"): a set of models, no model; "latent diffusion models" and
    "code LLMs" say a kind (a noun or a content word before the family)."""
    tokens = [name_key(t) for t in label.split()]
    for i in range(1, len(tokens)):
        if " ".join(tokens[i:]) in _model_families():
            return all(
                _describing(t) or t in MEMBER_MODIFIERS or _MEASURE.fullmatch(t) or t in _COUNTS
                for t in tokens[:i]
            )
    return False


def _family_member(words: list[str]) -> bool:
    """A model family with only describing words before it or "architecture" after it:
    "large-scale neural networks", "machine learning algorithms", "neural network
    architectures"; "graph neural network" names a family of its own."""
    if words and words[-1] == "architecture":
        words = words[:-1]
    for i in range(1, len(words)):
        family = " ".join(words[i:])
        if (family in GENERIC_FAMILIES and len(words) - i >= 2) or family == "network":
            if all(_describing(w) for w in words[:i]):
                return True
    return False


def _describing(word: str) -> bool:
    if " " in word:  # a hyphenated compound: "over-parameterized", not "memory-augmented"
        return word.split()[0] in _COMPOUND_OPENERS and word.endswith("ed")
    return word in _DESCRIBING or word.endswith("ed") or word in DESCRIBING_SUFFIXES


def _adverb(word: str) -> bool:
    """ "weakly", "jointly" (not "anomaly", "family")."""
    kinds = load_lexicon().get(word)
    return word.endswith("ly") and (kinds is None or "r" in kinds)


@functools.cache
def _named_task(key: str) -> bool:
    """Whether the gazetteer lists a one-word key as a task's own name ("clustering"), not as
    an alias of a longer one ("forecasting" of time series forecasting)."""
    entry = load_gazetteer().lookup(key)
    return entry is not None and entry.type is EntityType.TASK and name_key(entry.name) == key


def _classifies(modifiers: list[str]) -> bool:
    """Whether a modifier says which kind of the head is meant: a noun ("image
    classification") or a classifying adjective ("adversarial training"), not only a
    qualitative adjective or a verb ("equal loss", "true discrete clustering", "underperform
    learning")."""
    lexicon = load_lexicon()
    for word in modifiers:
        if word in _NOT_CONTENT:
            continue
        kind = word_class(word, lexicon)
        if kind == "N" or (kind == "A" and word.endswith((*ADJECTIVE_ENDINGS, "ed", "ar", "ine"))):
            return True
    return False


def _has_content(modifiers: list[str]) -> bool:
    return any(w not in _NOT_CONTENT and len(w) > 2 for w in modifiers)


def field_type(label: str, etype: EntityType, *, proposed: bool = False) -> EntityType:
    """A research field typed Concept or Method by the corpus is a Task ("transfer learning",
    "meta-learning", "domain adaptation"), so is a problem typed Method ("model compression");
    a Method or Task with a concept's head is a Concept ("lottery ticket hypothesis"), and so is
    a Method named by what a model learns or a proof gives ("latent representations",
    "generalization bound"; a Task stays: "learning graph representations"); any other type is
    kept. A Method some paper proposes (``proposed``) stays one under a field's head
    ("variational continual learning").

    >>> field_type("few-shot learning", EntityType.CONCEPT).value, field_type("Q-learning", EntityType.METHOD).value
    ('Task', 'Method')
    """
    words = _words(label)
    if concept_type(label, etype) is not etype:
        return EntityType.CONCEPT
    if etype is not EntityType.TASK and is_training_regime(words):
        return EntityType.CONCEPT  # "end-to-end learning": how a model is fitted, no field
    if (
        etype is EntityType.METHOD
        and len(words) >= 2
        and words[-1] in PRODUCT_CONCEPT_HEADS
        and "of" not in words  # "Gaussian dithering of representations" is a dithering
    ):
        return EntityType.CONCEPT  # "latent representations", "generalization bound"
    if etype not in (EntityType.CONCEPT, EntityType.METHOD) or not _common_words(label):
        return etype
    # "deep reinforced model for abstractive summarization": a model; and, proposed, "gated
    # fast weights for associative retrieval": the words before a complement (between spaces,
    # not "video-to-video") say what was made, the last one what it is for
    spaced = label.split()
    if etype is EntityType.METHOD and (
        _made_before_complement(words) or proposed and bool(_COMPLEMENTS.intersection(spaced[1:]))
    ):
        return etype
    if (
        etype is EntityType.METHOD
        and len(words) >= 2
        and words[-1] in TASK_ACTIVITY_HEADS
        and any(w not in LEADING | WEAK_MODIFIERS | EVALUATIVE for w in words[:-1])
    ):
        return EntityType.TASK
    if etype is EntityType.METHOD and proposed:
        return etype  # "variational continual learning", proposed: a method of a field
    if len(words) >= 2 and words[-1] in FIELD_HEADS and _has_content(words[:-1]):
        return EntityType.TASK
    return etype


# An adjective made of a person's name, capitalised in the middle of a field's name ("Bayesian
# deep learning", "Riemannian optimization"): no name of a thing made.
_EPONYM_ADJECTIVE = re.compile(r"[A-Z][a-z]+(?:ian|ean)")


def _eponym_adjective(word: str) -> bool:
    """Whether a word is an adjective made of a person's name and nothing else ("Bayesian",
    "Euclidean"; not the nouns "Hessian", "Laplacian").

    >>> _eponym_adjective("Bayesian"), _eponym_adjective("Hessian"), _eponym_adjective("Adam")
    (True, False, False)
    """
    return (
        bool(_EPONYM_ADJECTIVE.fullmatch(word)) and word_class(word.lower(), load_lexicon()) == "A"
    )


def _common_words(label: str) -> bool:
    """Whether a label is written in lowercase, but for a first word that is an adjective of a
    person's name ("Bayesian deep learning"); "Q-learning", "Hebbian-LMS" are names."""
    first, _, rest = label.partition(" ")
    return label == label.lower() or bool(
        rest and rest == rest.lower() and _EPONYM_ADJECTIVE.fullmatch(first)
    )


# Heads of a thing made, before a complement that names what it is for ("a memory *network*
# for continual learning"): the words after it are no field of its own.
_MADE_HEADS = frozenset(
    """model models network networks framework frameworks architecture architectures method
    methods approach approaches algorithm algorithms system systems module modules paradigm
    technique techniques scheme pipeline toolkit library""".split()
)
_COMPLEMENTS = frozenset("for of with to in on via using".split())


def _made_before_complement(words: list[str]) -> bool:
    """Whether a label's head, before its first complement word, is a thing made ("memory
    network for continual learning"; not "learning of representations").

    >>> _made_before_complement("dual memory network for continual learning".split())
    True
    >>> _made_before_complement("transfer learning for text".split())
    False
    """
    at = next((k for k, w in enumerate(words) if k and w in _COMPLEMENTS), None)
    return at is not None and words[at - 1] in _MADE_HEADS


def concept_type(label: str, etype: EntityType) -> EntityType:
    """A Method or Task whose head (before any "of") is a concept's is a Concept, whatever the
    gazetteer or the votes say ("lottery ticket hypothesis", "Bellman equation", "Lyapunov
    stability of dynamical systems"); any other type is kept.

    >>> concept_type("Lyapunov stability of dynamical systems", EntityType.METHOD).value
    'Concept'
    """
    words = _words(label)
    if etype not in (EntityType.METHOD, EntityType.TASK) or len(words) < 2:
        return etype
    if words[-1] in CONCEPT_HEADS:
        return EntityType.CONCEPT
    # The head before "of", unless an activity leads it ("predicting stability of towers").
    head = words.index("of") if "of" in words else 0
    if head >= 2 and words[head - 1] in CONCEPT_HEADS:
        if not any(w.endswith("ing") for w in words[: head - 1]):
            return EntityType.CONCEPT
    return etype


def activity_type(label: str, etype: EntityType, *, voted: EntityType) -> EntityType:
    """A gazetteer Concept the papers' mentions vote a Task is one when its name is an activity
    (a task head with a content modifier: "distributed training", "adversarial robustness"): the
    gazetteer's Concept says the name is a term, not what kind of term; any other type is kept.

    >>> activity_type("sparse training", EntityType.CONCEPT, voted=EntityType.TASK).value
    'Task'
    >>> activity_type("attention mechanism", EntityType.CONCEPT, voted=EntityType.TASK).value
    'Concept'
    """
    if etype is not EntityType.CONCEPT or voted is not EntityType.TASK or label != label.lower():
        return etype
    words = _words(label)
    if len(words) >= 2 and words[-1] in TASK_HEADS and _has_content(words[:-1]):
        return EntityType.TASK
    return etype
