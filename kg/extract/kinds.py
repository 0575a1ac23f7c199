"""Names typed Method that say by their own shape or head that they are something else.

:func:`not_a_method` looks at a mention's surface only: a language pair (``En-Fr``) or a
dataset with a size suffix (``SQuAD-50k``) is data, hardware (``Cloud TPUs``) and an imaging
modality (``computed tomography``) are concepts, as is a language's name typed data
(``English``); a modelled thing (``sequence modeling``) and training in a setting (``FP8
training``) are tasks; a change in a metric or a cost (``average MAE reduction``, ``accuracy
loss``), a measure at a cutoff (``Recall@10``), words before a metric written as a name
(``out-of-distribution ROC-AUC``) and a metric's points (``lDDT points``, typed anything) are
metrics; a named game (``Breakout game``) is an environment and a game of game theory
(``zero-sum game``) a concept; a well-known game or control task (``Pong``, ``CartPole``, ``a
2D maze``) is an environment, a number format (``FP16``, ``8-bit integers``, ``INT32
accumulators``; typed Method or Dataset) and a case studied (``a high-dimensional Gaussian
case``) are concepts; a phrase typed Metric that ends in the noun of an activity (``entropy
rate estimation``) is a task. The word classes are in :mod:`kg.lexicon.words` (block "kinds of
things that are no methods").
"""

from __future__ import annotations

import re

from kg.lexicon.gazetteer import load_gazetteer
from kg.lexicon.kind_words import (
    ACTIVITY_HEADS,
    ACTIVITY_NOUNS,
    CASE_HEADS,
    CHANGE_HEADS,
    COST_WORDS,
    ENVIRONMENT_HEADS,
    GAME_HEADS,
    GAME_NAMES,
    GAME_THEORY_WORDS,
    HARDWARE_HEADS,
    LANGUAGE_CODES,
    MODALITY_HEADS,
    NUMBER_FORMAT_HEADS,
    NUMBER_FORMATS,
    RESOURCE_WORDS,
    SETTING_MODIFIERS,
    SPENT_WORDS,
    TRAINED_MODELS,
)
from kg.lexicon.wordclass import load_lexicon, quality_noun, word_class
from kg.lexicon.words import HEAD_TYPES, LANGUAGES
from kg.types import EntityType

__all__ = ["game_context", "not_a_method", "suite_of_tasks"]

_PAIR = re.compile(r"^([A-Za-z]{2})\s*(?:-|–|→|->|/)\s*([A-Za-z]{2})$")
_NAMED_PAIR = re.compile(r"^([A-Za-z]+)\s*(?:-|–|→|->|/|-to-|\s+to\s+)\s*([A-Za-z]+)$")
# "SQuAD-50k", "ImageNet-1k", "USPTO 50K": a count of examples after a name (models are
# counted in M or B parameters, see kg.extract.mentions).
_SIZE = re.compile(r"^[A-Za-z][\w.]*?[A-Za-z][\w.]*[-_ ]\d+(?:\.\d+)?[kK]$")
_NETWORK_WORDS = frozenset({"neural", "differentiable"})
_BASELINE_WORDS = frozenset("vanilla standard plain conventional regular naive traditional".split())
# A fall in accuracy said with "loss" (also a training objective's head, so only after these).
_SET_WORDS = frozenset({"set", "sets", "data", "split", "splits", "subset", "subsets"})
_LOSS_HEADS = frozenset({"loss", "losses", "degradation"})
_LOST_MEASURES = frozenset({"accuracy", "performance"})
_AT_K = re.compile(r"^[A-Za-z]+@\d+$")
_BITS = re.compile(r"^(?:fp|bf|int|uint)\d+$|^\d+-?bits?$", re.I)


# "games such as Pitfall and Hex", "the game of Hex", "Atari games (e.g., Pitfall)".
_GAME_CONTEXT = re.compile(
    r"\b(?:games?|environments?)\s*(?:,|\()?\s*(?:such as|like|including|e\.g\.\s*,?|of)"
    r"\s*(?:[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*\s*(?:,|and|or)\s*)*$"
)


def game_context(preceding: str) -> EntityType | None:
    """Environment for a name listed after "games such as" or "the game of" (``preceding``:
    the words before the name, joined by spaces).

    >>> game_context("board games such as Chess ,").value
    'Environment'
    """
    return EntityType.ENVIRONMENT if _GAME_CONTEXT.search(preceding) else None


def _language_pair(text: str) -> bool:
    """ "En-Fr", "English-French", "German-to-English": a pair of languages, by code or name."""
    match = _PAIR.match(text.strip())
    if match is None:
        named = _NAMED_PAIR.match(text.strip())
        return named is not None and all(
            word.istitle() and word.lower() in LANGUAGES for word in named.groups()
        )
    first, second = match.group(1), match.group(2)
    same_case = first.isupper() == second.isupper() and first.istitle() == second.istitle()
    return same_case and {first.lower(), second.lower()} <= LANGUAGE_CODES


def _activity(words: list[str]) -> bool:
    """ "sequence modeling", "FP8 training", "low-precision training", "LSTM optimization" (not
    "adversarial training": an adversary is a means, not a setting)."""
    head = words[-1].lower()
    if len(words) < 2 or head not in ACTIVITY_HEADS:
        return False
    if head in {"modeling", "modelling"}:
        # The thing modelled is a noun ("sequence modeling", "Sequence modeling" opening a
        # sentence, "latent variable modeling": a noun after a modifier); "probabilistic
        # modeling" is a way of modelling, "Masked Language Modeling" a name.
        if any(w[:1].isupper() for w in words[1:]) or not words[0][1:].islower():
            return False
        lexicon = load_lexicon()
        thing = words[-2].lower()
        if len(words) >= 3 and "n" in lexicon.get(thing, ""):
            return True
        return word_class(thing, lexicon) == "N"
    modifier = words[-2].lower()
    if modifier in TRAINED_MODELS:
        # "LSTM optimization", "GAN training": what the paper works on; "vanilla LSTM
        # training" is a procedure, a baseline's
        return words[0].lower() not in _BASELINE_WORDS
    if head not in {"training"}:
        return False  # "Bayesian optimization", "policy optimization" are methods
    return modifier in SETTING_MODIFIERS or bool(_BITS.match(modifier))


def _metric_points(words: list[str]) -> bool:
    """ "lDDT points", "BLEU points", "F1 point": the points of a gazetteer metric."""
    if len(words) < 2 or words[-1].lower() not in {"point", "points"}:
        return False
    entry = load_gazetteer().lookup(" ".join(words[:-1]))
    return entry is not None and entry.type is EntityType.METRIC


def _change_in_measure(words: list[str]) -> bool:
    """ "average MAE reduction", "FLOPs reduction", "an F1 improvement", "accuracy gains",
    "accuracy loss": a change of a metric (an acronym or a gazetteer metric) or of a cost; not
    "dimensionality reduction" or "variance reduction", methods named by what they reduce."""
    if len(words) >= 2 and words[-1].lower() in _LOSS_HEADS:
        # "accuracy loss", "top-1 accuracy degradation": what is lost; "IoU loss", "MSE loss"
        # and "contrastive loss" are objectives
        return words[-2].lower() in _LOST_MEASURES
    if len(words) < 2 or words[-1].lower() not in CHANGE_HEADS:
        return False
    gazetteer = load_gazetteer()
    for word in words[:-1]:
        if word.lower() in COST_WORDS:
            return True
        if len(word) >= 2 and word.isupper() and word.isalpha():
            return True  # "MAE", "RMSE", "BLEU"
        entry = gazetteer.lookup(word)
        if entry is not None and entry.type is EntityType.METRIC:
            return True
    return False


# "computing cost", "memory costs": a resource's cost is a measure too.
_COSTS = frozenset({"cost", "costs"})


def resource_measure(words: list[str]) -> bool:
    """ "memory requirements", "index storage requirement", "inference energy consumption": what
    a computation spends of a resource, a measure (the tagger types most such phrases Metric).

    >>> resource_measure(["storage", "requirements"]), resource_measure(["user", "requirements"])
    (True, False)
    """
    if len(words) < 2 or words[-1].lower() not in SPENT_WORDS | _COSTS:
        return False
    return any(w.lower() in RESOURCE_WORDS for w in words[:-1])


def cost_measure(words: list[str]) -> bool:
    """ "memory requirements", "memory saving", "FLOPs reduction": what a computation spends, or
    a change of a cost or a metric, a measure rather than a concept or a task."""
    return resource_measure(words) or _change_in_measure(words)


def _qualified_metric(words: list[str]) -> bool:
    """ "out-of-distribution ROC-AUC", "zero-shot accuracy", "gradient compression ratio": words
    before a gazetteer metric written as a name (capitals or digits: "ROC-AUC", "F1", "mIoU"),
    "accuracy" or a metric's name of two words or three ("compression ratio"); not "mixed
    precision", a lowercase metric word in another sense."""
    if len(words) < 2:
        return False
    lookup = load_gazetteer().lookup
    # "gradient compression ratio", "top-5 error rate": a metric's name (not "detecting
    # structural similarity", an activity on what the metric measures)
    named = not words[0].lower().endswith("ing")
    for size in (3, 2):
        entry = lookup(" ".join(words[-size:])) if named and len(words) > size else None
        if entry is not None and entry.type is EntityType.METRIC:
            return True
    last = words[-1]
    plain = _PLAIN_METRIC_WORDS.get(last.lower())
    if plain is None and last == last.lower() and not any(c.isdigit() for c in last):
        return False
    entry = lookup(plain or last)
    return entry is not None and entry.type is EntityType.METRIC


# Lowercase metric words of no other sense, and their plurals ("word-level perplexities").
_PLAIN_METRIC_WORDS = {
    "accuracy": "accuracy",
    "accuracies": "accuracy",
    "perplexity": "perplexity",
    "perplexities": "perplexity",
}


def _a_language(words: list[str]) -> bool:
    """ "English", "French speakers", "English narrows": a language's name alone or before
    common words that name no data ("Amharic news corpus", "English evaluation set" and
    "Amharic Sentiment" are data)."""
    if not words or words[0].lower() not in LANGUAGES or not words[0][:1].isupper():
        return False
    rest = [w.lower() for w in words[1:]]
    if any(not w.islower() for w in words[1:]) or rest and rest[-1] in _SET_WORDS:
        return False
    return not rest or HEAD_TYPES.get(rest[-1]) is None


def _number_format(words: list[str]) -> bool:
    """ "FP16", "8-bit integers", "INT32 accumulators", "half-precision floating point",
    "32-bit floating point representation" (not "8-bit quantization", "4-bit networks")."""
    lowered = [w.lower() for w in words]
    while len(lowered) > 1 and lowered[-1] in NUMBER_FORMAT_HEADS:
        lowered.pop()
    text = " ".join(lowered).replace("floating point", "floating-point")
    text = text.replace("fixed point", "fixed-point")
    rest = text.split()
    while len(rest) > 1 and (_BITS.match(rest[0]) or rest[0].endswith("-precision")):
        rest = rest[1:]
    return len(rest) == 1 and rest[0] in NUMBER_FORMATS


# A name written in camel case ("AntMaze", "MetaWorld"; not an acronym, "NLP").
_CAMEL_CASE = re.compile(r"[A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+")
_SUITE_WORDS = frozenset("tasks environments domains".split())


def suite_of_tasks(words: list[str]) -> bool:
    """Whether a mention is a named suite of tasks ("AntMaze tasks", "KelpWorld environments"):
    a camel-case name and a plural word for its tasks; "NLP tasks" names a field's tasks, and
    "the VarMisuse task" one task.

    >>> suite_of_tasks(["AntMaze", "tasks"]), suite_of_tasks(["NLP", "tasks"])
    (True, False)
    >>> suite_of_tasks(["DeepMind Control", "tasks"]), suite_of_tasks(["Natural Language", "tasks"])
    (True, False)
    """
    if len(words) != 2 or words[1].lower() not in _SUITE_WORDS:
        return False
    # "DeepMind Control tasks": a camel-case word among the name's capitalised words
    parts = words[0].split()
    return (
        len(parts) <= 3
        and all(p[:1].isupper() for p in parts)
        and any(_CAMEL_CASE.fullmatch(p) is not None for p in parts)
    )


def _activity_noun(word: str) -> bool:
    """ "estimation", "Coding": the noun of an activity (:data:`ACTIVITY_NOUNS`)."""
    return word.lower().split("-")[-1] in ACTIVITY_NOUNS


def not_a_method(surface: str, etype: EntityType) -> EntityType:
    """The type ``surface``'s shape or head says, for a mention typed Method (or Model for a
    size suffix); data named by a quality ("LRM reliability") is a Concept; any other type is
    returned as given.

    >>> not_a_method("En-Fr", EntityType.METHOD).value
    'Dataset'
    >>> not_a_method("adversarial training", EntityType.METHOD).value
    'Method'
    """
    text = surface.strip()
    words = [w for w in re.split(r"\s+", text) if w]
    if etype is not EntityType.METRIC and _AT_K.match(text):
        return EntityType.METRIC  # "Recall@10", "NDCG@5", "Hit@1": a measure at a cutoff
    if etype in (EntityType.METHOD, EntityType.MODEL, EntityType.DATASET) and _number_format(words):
        return EntityType.CONCEPT
    if etype is not EntityType.METRIC and _metric_points(words):
        return EntityType.METRIC  # "4.1 lDDT points": a metric's unit, whatever the tagger said
    if etype in (EntityType.TASK, EntityType.METHOD) and _qualified_metric(words):
        return EntityType.METRIC  # "out-of-distribution ROC-AUC": a measure, where it was taken
    if etype in (EntityType.CONCEPT, EntityType.TASK) and cost_measure(words):
        return EntityType.METRIC  # "storage consumption", "large memory saving": a measure
    if etype is EntityType.METHOD and resource_measure(words):
        return EntityType.METRIC  # "computing cost" (not "noise reduction", a method's name)
    if etype is EntityType.METRIC and len(words) >= 2 and _activity_noun(words[-1]):
        return EntityType.TASK  # "entropy rate estimation": what is done, not a measure
    if etype in (EntityType.DATASET, EntityType.BENCHMARK) and words and quality_noun(words[-1]):
        return EntityType.CONCEPT  # "LRM reliability", "model robustness": a quality, no data
    if etype in (EntityType.DATASET, EntityType.BENCHMARK) and _a_language(words):
        return EntityType.CONCEPT  # "English", "English speakers": a language, no data
    if etype in (EntityType.TASK, EntityType.METHOD) and suite_of_tasks(words):
        return EntityType.ENVIRONMENT  # "AntMaze tasks": a suite of environments, by name
    if etype in (EntityType.TASK, EntityType.METRIC) and _language_pair(text):
        return EntityType.DATASET  # "on the English-to-German": a language pair's data
    if etype not in (EntityType.METHOD, EntityType.MODEL):
        return etype
    if _SIZE.match(text) or _language_pair(text):
        return EntityType.DATASET
    if " ".join(words).lower() in GAME_NAMES:
        return EntityType.ENVIRONMENT
    if etype is EntityType.MODEL or not words:
        return etype
    head = words[-1].lower().split("-")[-1]
    if head in HARDWARE_HEADS and words[0].lower() not in _NETWORK_WORDS:
        return EntityType.CONCEPT  # not "Neural GPU", a network
    if head in MODALITY_HEADS and len(words) >= 2 or text.lower() in MODALITY_HEADS:
        return EntityType.CONCEPT
    if head in ENVIRONMENT_HEADS:
        return EntityType.ENVIRONMENT
    if head in CASE_HEADS and len(words) >= 2:
        return EntityType.CONCEPT
    if _change_in_measure(words):
        return EntityType.METRIC
    if _activity(words):
        return EntityType.TASK
    if head in GAME_HEADS and len(words) >= 2:
        theory = any(w.lower().strip("-") in GAME_THEORY_WORDS for w in words[:-1])
        named = words[0][:1].isupper() and not theory
        return EntityType.ENVIRONMENT if named else EntityType.CONCEPT
    return etype
