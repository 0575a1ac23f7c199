"""Names -> keys: what makes two surface forms the same name, and which phrases name nothing.

A key is :func:`kg.text.match_key` of the name after qualifier stripping; :func:`compact_key`
also drops spaces ("MS-COCO", "MSCOCO"), and :func:`misspelling_keys` finds names one letter
apart ("Wasserstien GAN").
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from kg.lexicon.cues import EVALUATIVE, GENERIC_HEADS
from kg.lexicon.gazetteer import GazetteerEntry
from kg.lexicon.task_cues import (
    LEARNED_OUTPUTS,
    NOT_NAMING_KINDS,
    TASK_GERUNDS,
    TASK_HEADS,
    TASK_SUFFIXES,
)
from kg.lexicon.wordclass import load_lexicon, verb_of_gerund, word_class
from kg.lexicon.words import (
    GENERIC_FUNCTION_WORDS,
    GENERIC_TASK_WORDS,
    GENERIC_WORDS,
    LEADING,
    NAME_QUALIFIERS,
    ORDINARY_SENSE_BEFORE,
    QUALIFIERS,
    SECOND_SENSES,
    TERM_HEADS,
    WEAK_HEADS,
    WEAK_MODIFIERS,
)
from kg.text import fold, match_key, singularize
from kg.types import EntityType

__all__ = [
    "name_key",
    "compact_key",
    "gerund_nominal",
    "is_generic",
    "learned_representation",
    "only_generic_words",
    "METHOD_KIND_WORDS",
    "OWN_KIND_WORDS",
    "acronym_of_kind",
    "MODEL_KIND_WORDS",
    "misspelling_keys",
    "known_task_of_object",
    "named_task_before_suffix",
    "ordinary_sense",
    "strip_qualifiers",
    "task_name",
    "without_kind_word",
]

_MISSPELLING_MIN = 9  # shorter names one letter apart are often different names (A2C, A3C)
_MISSPELLING_WORD = 5  # nor are shorter words: acronyms (MAML, MARL) and short words


@functools.lru_cache(maxsize=1 << 18)
def name_key(surface: str) -> str:
    """:func:`kg.text.match_key`, cached: linking asks for the same names again and again."""
    return match_key(surface)


# Words that end a gerund's object or make it a clause ("detecting anomalies *in* logs").
_OBJECT_BREAKS = frozenset(
    """of for in on with and or to from by using via as at into than that which who whose
    it its their our this these those them such""".split()
)
_OBJECT_WORDS = 3  # the most words of a gerund's object that a task's noun phrase names


@functools.lru_cache(maxsize=1 << 16)
def gerund_nominal(surface: str) -> str | None:
    """The task a task's gerund and its object name, as a noun phrase: "detecting anomalies"
    is "anomaly detection", "answering open-domain questions" is "open-domain question
    answering", "learning node representations" is "node representation learning"
    (:func:`learned_representation`); None for anything else (a gerund of work on a method,
    "learning X" otherwise, an object of more than three words, a clause, an object that is
    no noun). A gerund spelled as its noun ("tracking", "clustering") takes an object only
    after an article ("tracking the ball"): "clustering tasks" and "denoising autoencoders"
    are the noun modifying another.

    >>> gerund_nominal("detecting anomalies"), gerund_nominal("Synthesizing the 3D Scenes")
    ('anomaly detection', '3D Scene synthesis')
    >>> gerund_nominal("learning policies"), gerund_nominal("detecting anomalies in logs")
    (None, None)
    >>> gerund_nominal("clustering tasks"), gerund_nominal("tracking the objects")
    (None, 'object tracking')
    """
    learned = learned_representation(surface)
    if learned is not None:
        return learned
    words = surface.split()
    if len(words) < 2 or words[0].lower() not in TASK_GERUNDS:
        return None
    noun = TASK_GERUNDS[words[0].lower()]
    article = words[1].lower() in ("a", "an", "the")
    if noun == words[0].lower() and not article:
        return None  # "clustering tasks", "denoising autoencoders": the noun as a modifier
    return _object_then(words[2:] if article else words[1:], noun)


def _object_then(rest: list[str], noun: str) -> str | None:
    """A task's object words and then its noun ("anomalies", "detection" -> "anomaly
    detection"), or None where the object is no noun phrase of at most three words (a clause,
    "estimating high-dimensional", "predicting accurately")."""
    if not 1 <= len(rest) <= _OBJECT_WORDS:
        return None
    lexicon = load_lexicon()
    if any(
        w.lower() in _OBJECT_BREAKS or not w[:1].isalnum() or not w[-1:].isalnum() for w in rest
    ):
        return None
    last = rest[-1]
    if last == last.lower() and (word_class(last, lexicon) == "A" or lexicon.get(last) == "r"):
        return None
    return " ".join([*rest[:-1], singularize(last), noun])


# The nouns of tasks' gerunds ("detection", "synthesis"): "<noun> of <object>" names the
# task as "<object> <noun>" does.
_TASK_NOUNS = frozenset(TASK_GERUNDS.values()) - {"modeling", "modelling", "inference"}


def of_nominal(surface: str) -> str | None:
    """The task "<noun of a task> of <object>" names, as a noun phrase: "detection of
    adversarial examples" is "adversarial example detection", "compression of neural networks"
    "neural network compression"; None for anything else (an object of more than three words,
    a clause, an object that is no noun).

    >>> of_nominal("detection of adversarial examples"), of_nominal("synthesis of the 3D scenes")
    ('adversarial example detection', '3D scene synthesis')
    >>> of_nominal("detection of objects in images"), of_nominal("modeling of sequences")
    (None, None)
    """
    words = surface.split()
    if len(words) < 3 or words[1].lower() != "of" or words[0].lower() not in _TASK_NOUNS:
        return None
    article = words[2].lower() in ("a", "an", "the")
    return _object_then(words[3:] if article else words[2:], words[0].lower())


# Words that end the object of "learning ..." (it names no task past them).
_LEARNED_BREAKS = frozenset("of and or for with to in on by from as than via the a an".split())


def learned_representation(surface: str) -> str | None:
    """The task "learning" names when its object is representations of a named kind of thing,
    as a noun phrase: "learning node representations" is "node representation learning"; None
    for representations of no named kind ("learning good representations") or a clause.

    >>> learned_representation("learning cross-lingual word embeddings")
    'cross-lingual word embedding learning'
    >>> learned_representation("learning robust representations") is None
    True
    """
    words = surface.split()
    if not 3 <= len(words) <= 6 or words[0].lower() != "learning":
        return None
    if words[-1].lower() not in LEARNED_OUTPUTS:
        return None
    modifiers = [w.lower() for w in words[1:-1]]
    if _LEARNED_BREAKS.intersection(modifiers) or not all(w[:1].isalnum() for w in modifiers):
        return None
    lexicon = load_lexicon()
    if not any(w not in NOT_NAMING_KINDS and word_class(w, lexicon) == "N" for w in modifiers):
        return None
    return " ".join([*words[1:-1], singularize(words[-1].lower()), "learning"])


@functools.lru_cache(maxsize=1 << 18)
def strip_qualifiers(surface: str) -> str:
    """Drop qualifiers that name a variant, not another entity.

    >>> [strip_qualifiers(s) for s in ["ImageNet 64×64", "ImageNet (256x256)", "GAIA benchmark", "CIFAR-10"]]
    ['ImageNet', 'ImageNet', 'GAIA', 'CIFAR-10']
    >>> [strip_qualifiers(s) for s in ["WSJ corpus", "training corpus"]]
    ['WSJ', 'training corpus']
    """
    for pattern in QUALIFIERS:
        stripped = pattern.sub("", surface).strip()
        if stripped:
            surface = stripped
    for pattern in NAME_QUALIFIERS:
        stripped = pattern.sub("", surface).strip()
        if stripped != stripped.lower() or any(ch.isdigit() for ch in stripped):
            surface = stripped
    return task_name(surface)


def task_name(surface: str) -> str:
    """ "text classification tasks" is the task "text classification" (a task head or an
    acronym before "tasks" / "problem"); "physical tasks" stays.

    >>> [task_name(s) for s in ["text classification tasks", "RL tasks", "translation tasks"]]
    ['text classification', 'RL', 'translation tasks']
    """
    words = surface.split()
    if len(words) < 2 or words[-1].lower() not in TASK_SUFFIXES:
        return surface
    last = words[-2]
    # A bare activity keeps its suffix: "translation tasks" is no task "translation".
    if len(words) >= 3 and last.lower() in TASK_HEADS or (last.isupper() and len(last) > 1):
        return surface[: surface.rstrip().rfind(words[-1])].rstrip()
    return surface


# Words after a task that name what does it, typed a task by the extractor ("image
# classification systems", "speech recognition system").
_DOER_SUFFIXES = frozenset({"system", "systems"})


def named_task_before_suffix(
    surface: str, lookup: Callable[[str], GazetteerEntry | None]
) -> GazetteerEntry | None:
    """The known task a phrase names before a word that only says it is one: "speech
    enhancement task", "semi-supervised tasks", "meta-learning problem", "navigation tasks",
    "image classification systems"; not "translation tasks", a bare activity no gazetteer
    entry names (:func:`task_name`).

    >>> from kg.lexicon.gazetteer import load_gazetteer
    >>> [getattr(named_task_before_suffix(s, load_gazetteer().lookup), "name", None)
    ...  for s in ["speech enhancement task", "meta-learning problem", "translation tasks"]]
    ['speech enhancement', 'meta-learning', None]
    """
    words = surface.split()
    if len(words) < 2 or words[-1].lower() not in TASK_SUFFIXES | _DOER_SUFFIXES:
        return None
    entry = lookup(" ".join(words[:-1]))
    return entry if entry is not None and entry.type is EntityType.TASK else None


def known_task_of_object(
    surface: str, lookup: Callable[[str], GazetteerEntry | None]
) -> GazetteerEntry | None:
    """The known task of two words or more before "of" and an object of at most three words
    that is a noun phrase, no clause ("semantic parsing of sentences", "abstractive
    summarization of text documents"); None for a one-word task there, which may be an
    ordinary word ("exploration of the design space").

    >>> from kg.lexicon.gazetteer import load_gazetteer
    >>> [getattr(known_task_of_object(s, load_gazetteer().lookup), "name", None)
    ...  for s in ["semantic parsing of sentences", "exploration of the design space"]]
    ['semantic parsing', None]
    """
    words = surface.split()
    if len(words) < 4 or "of" not in words[2:-1]:
        return None
    at = words.index("of", 2)
    entry = lookup(" ".join(words[:at]))
    if entry is None or entry.type is not EntityType.TASK:
        return None
    return entry if _object_then(words[at + 1 :], "") is not None else None


_GENERIC_VOCABULARY = GENERIC_HEADS | EVALUATIVE | GENERIC_WORDS | GENERIC_FUNCTION_WORDS


def only_generic_words(surface: str) -> bool:
    """Whether every word of a phrase is a generic one ("our proposed method", "the approach").

    >>> only_generic_words("our novel approach"), only_generic_words("pebble sorting approach")
    (True, False)
    """
    words = name_key(surface).split()
    return not words or all(
        w in _GENERIC_VOCABULARY or f"{w}s" in _GENERIC_VOCABULARY for w in words
    )


_GENERIC_MODIFIERS = _GENERIC_VOCABULARY | GENERIC_TASK_WORDS | frozenset({"quality", "test"})


def _modified_noun(words: list[str], lexicon) -> bool:
    """Whether a last word that is also a noun ("objective") heads a phrase in which a content
    word modifies a compound before it ("structure aware pretraining objective"): the phrase
    names one such thing, as "entropy minimization objective" does."""
    if len(words) < 3 or "n" not in lexicon.get(words[-1], ""):
        return False
    before = words[-2]
    if not (before.endswith("ing") or word_class(before, lexicon) == "N"):
        return False  # "non parametric variant": adjectives all along
    return any(
        w not in _GENERIC_MODIFIERS
        and w not in WEAK_MODIFIERS
        and w not in LEADING
        and not w.endswith("ing")  # "improving learning objectives": a verb's object
        for w in words[:-2]
    )


def _noun_after_noun(words: list[str], classes: list[str]) -> bool:
    """Whether a last word that is an adjective or a noun ("objective", "metric", "constant")
    is the noun here: after a noun it heads the phrase ("entropy minimization objective",
    "uncertainty metric"); after an adverb or an adjective it describes ("partially
    observable")."""
    if len(words) < 2 or classes[-2] != "N" or words[-2] in _GENERIC_MODIFIERS:
        return False  # "evaluation metric", "training objective": generic all the same
    lexicon = load_lexicon()
    return "n" in (lexicon.get(words[-1]) or lexicon.get(singularize(words[-1]), ""))


@functools.lru_cache(maxsize=1 << 18)
def is_generic(surface: str) -> bool:
    """Whether a phrase names nothing in particular ("our method", "existing approaches").

    Also generic: a lowercase phrase that is a generic head with only adjectives before it
    ("iterative algorithm", "complex dataset"), or that ends in an adjective ("partially
    observable"): it describes, it does not name.

    >>> [is_generic(s) for s in ["our method", "Existing approaches", "experiments", "this work", "CIFAR-10"]]
    [True, True, True, True, False]
    >>> [is_generic(s) for s in ["iterative algorithm", "partially observable", "compression technique", "Deep SAD"]]
    [True, True, False, False]
    >>> [is_generic(s) for s in ["entropy minimization objective", "robust objective", "evaluation metric"]]
    [False, True, True]
    """
    words = name_key(surface).split()
    vocabulary = _GENERIC_VOCABULARY
    if only_generic_words(surface):
        return True
    if surface != surface.lower() or any(ch.isdigit() for ch in surface):
        return False  # names keep their capitals and digits
    lexicon = load_lexicon()
    classes = [word_class(w, lexicon) for w in words]
    last = re.split(r"[\s-]+", surface.strip().lower())[-1]
    if (
        last != words[-1]
        and singularize(last) == words[-1]
        and any(w not in _GENERIC_MODIFIERS for w in words[:-1])
        and not (words[-2] in _GENERIC_MODIFIERS and word_class(words[-2], lexicon) != "O")
    ):
        # "bound-sensitive heuristics": a plural is a noun ("evaluation metrics" generic all
        # the same, as "evaluation metric" is; "the heuristics" names nothing)
        classes[-1] = word_class(last, lexicon)
    # A term head ending in -ing is a noun here ("image captioning", "unsupervised parsing").
    if (
        classes[-1] == "A"
        and words[-1] not in TERM_HEADS
        and not (
            len(words) > 1
            and _unlisted_gerund(words[-1], lexicon)
            # "representing objects consisting": a verb's phrase, no noun at its end
            and not _unlisted_gerund(words[0], lexicon)
            and verb_of_gerund(words[0], lexicon) is None
        )
        and not _noun_after_noun(words, classes)
        and not _modified_noun(words, lexicon)
    ):
        return True
    head_is_generic = (
        words[-1] in GENERIC_HEADS or words[-1] in GENERIC_WORDS or words[-1] in WEAK_HEADS
    )
    return head_is_generic and all(
        w in vocabulary or w in WEAK_MODIFIERS or w in LEADING for w in words[:-1]
    )


def _unlisted_gerund(word: str, lexicon) -> bool:
    """ "routing", "batching": an -ing form the lexicon does not list, of a verb it does; a
    noun at the end of a phrase of two words or more ("query routing"; alone, "without
    unlearning X" is a verb), not an adjective ("challenging" is listed)."""
    return word not in lexicon and verb_of_gerund(word, lexicon) is not None


# Words for the kind of a method after its name ("Adam algorithm", "Q-learning method", "the
# GAN formulation", "hierarchical Transformer architecture"). Not "network": a "ReLU network", a
# "maxout network" or a "value iteration network" is not ReLU, maxout or value iteration; not
# "framework": a "general learning framework" is no "general learning". "model(s)" follows an
# acronym only (below). The model words never cut a gazetteer name ("diffusion model").
MODEL_KIND_WORDS = frozenset("model models architecture architectures".split())
METHOD_KIND_WORDS = frozenset(
    "algorithm algorithms method methods approach approaches technique techniques".split()
    + "formulation formulations architecture architectures".split()
    + "pipeline pipelines".split()  # "a standard RAG pipeline"
)


# Words for the kind of a thing a paper names with a short form of its own ("the DEMINE
# estimator", "our PSD model", "the MAC cell" of a paper defining DEMINE, PSD, MAC): beyond
# the method kinds, the heads of a model and its parts (not "layers" or "units" of a network,
# which are pieces of it).
OWN_KIND_WORDS = METHOD_KIND_WORDS | frozenset(
    """model models network networks module modules scheme schemes estimator estimators
    framework frameworks system systems agent agents cell cells mechanism mechanisms
    procedure procedures strategy strategies objective objectives""".split()
)


def without_kind_word(surface: str, kinds: frozenset[str] = METHOD_KIND_WORDS) -> str | None:
    """The name before a final word for its kind, or None ("Adam algorithm" -> "Adam").

    >>> without_kind_word("Adam algorithm"), without_kind_word("ReLU network"), without_kind_word("methods")
    ('Adam', None, None)
    >>> without_kind_word("RNN models"), without_kind_word("Seq2Seq model"), without_kind_word("Bayesian model")
    ('RNN', 'Seq2Seq', None)
    """
    rest, _, last = surface.rstrip().rpartition(" ")
    if last.lower() in _MODEL_WORDS and _ACRONYM.fullmatch(rest.strip()):
        return rest.strip()  # "RNN models", "Seq2Seq model": a model of that acronym
    return rest.strip() or None if last.lower() in kinds else None


def acronym_of_kind(surface: str) -> str | None:
    """The one acronym-like word before a final word of :data:`OWN_KIND_WORDS`, or None ("ODN
    model" -> "ODN", "CLEVER score" is no kind; "deep model" has no acronym).

    >>> acronym_of_kind("WRPN scheme"), acronym_of_kind("JiQ estimators"), acronym_of_kind("deep model")
    ('WRPN', 'JiQ', None)
    """
    rest, _, last = surface.rstrip().rpartition(" ")
    rest = rest.strip()
    return rest if last.lower() in OWN_KIND_WORDS and _ACRONYM.fullmatch(rest) else None


_MODEL_WORDS = frozenset({"model", "models"})
# One token written like an acronym: two capitals or a capital and a digit ("RNN", "Seq2Seq").
_ACRONYM = re.compile(r"(?=(?:\S*[A-Z]){2}|\S*[A-Z]\S*\d|\S*\d\S*[A-Z])[A-Za-z][\w-]*")


def compact_key(key: str) -> str:
    """A key without its spaces: hyphen, space and run-together spellings meet.

    >>> compact_key(match_key("MS-COCO")) == compact_key(match_key("MSCOCO"))
    True
    """
    return key.replace(" ", "")


def misspelling_keys(key: str) -> list[str]:
    """The compact key with each inner letter of a long word in turn deleted (long keys only);
    two keys one letter apart inside a word (a substitution, an insertion, a deletion) share
    one of these or the compact key.

    Digits, the first and last letters of a word and the letters of short words (acronyms:
    MAML, MARL) are never deleted: siblings that differ by a number, words that differ by a
    prefix or an ending ("pretraining", "retraining") and acronyms one letter apart stay apart.

    >>> "wassersteingan" in set(misspelling_keys("wassersteinxgan")) & set(misspelling_keys("wassersteingan") + ["wassersteingan"])
    True
    >>> misspelling_keys("vgg16"), set(misspelling_keys("maml algorithm")) & set(misspelling_keys("marl algorithm"))
    ([], set())
    """
    compact = compact_key(key)
    if len(compact) < _MISSPELLING_MIN or any(ch.isdigit() for ch in compact):
        return []
    found: list[str] = []
    offset = 0
    for word in key.split(" "):
        if len(word) >= _MISSPELLING_WORD:
            found.extend(
                compact[: offset + i] + compact[offset + i + 1 :]
                for i in range(1, len(word) - 1)
                if word[i].isalpha()
            )
        offset += len(word)
    return found


def ordinary_sense(surface: str, before: str, entry: GazetteerEntry, *, after: str = "") -> bool:
    """Whether a gazetteer match is the word in its ordinary sense, not the entity.

    ``before`` and ``after`` are the text of the abstract just before and after the mention.
    A lowercase word is not an all-capitals name ("reinforce" is not REINFORCE; "mpi3d", no
    word, is MPI3D written lowercase), "attracted attention" is not the attention mechanism,
    "at inference time" is a moment, not the metric, and a word with a second sense
    (:data:`~kg.lexicon.words.SECOND_SENSES`) is in it when the words next to it say so ("4 bits
    of precision").

    >>> from kg.types import EntityType
    >>> entry = GazetteerEntry("REINFORCE", EntityType.METHOD)
    >>> ordinary_sense("reinforce", "features that ", entry), ordinary_sense("REINFORCE", "with ", entry)
    (True, False)
    >>> gcn = GazetteerEntry("GCN", EntityType.MODEL, aliases=("graph convolutional network",))
    >>> ordinary_sense("graph convolutional networks", "we use ", gcn)
    False
    """
    name = fold(entry.name)
    letters = [ch for ch in name if ch.isalpha()]
    if (
        len(letters) > 1
        and all(ch.isupper() for ch in letters)
        and surface == surface.lower()
        and match_key(surface) == match_key(entry.name)
        # a word of the language ("reinforce"), not the name written lowercase ("mpi3d")
        and (surface in load_lexicon() or singularize(surface) in load_lexicon())
    ):
        return True  # the name itself in lowercase; "graph convolutional networks" is GCN's alias
    if surface != surface.lower():
        return False
    if ORDINARY_SENSE_BEFORE.search(before[-80:]) is not None:
        return True
    if (
        name.lower().endswith(" time")
        and _AT_A_MOMENT.search(before[-20:])
        and not _CHANGED_IN.search(before[-40:])
    ):
        return True
    sense = SECOND_SENSES.get(match_key(entry.name))
    return sense is not None and sense.search(f"{before[-25:]} {surface} {after[:40]}") is not None


# "at inference time", "during test time": when something happens, not how long it takes.
_AT_A_MOMENT = re.compile(r"\b(?:at|during|in)\s+(?:the\s+)?$", re.IGNORECASE)
# "a reduction in training time", "savings in inference time": how long it takes, changed.
_CHANGED_IN = re.compile(
    r"\b(?:reduction|increase|decrease|improvement|saving|speed-?up|gain|drop|cut)s?\s+in\s+"
    r"(?:the\s+)?$",
    re.IGNORECASE,
)
