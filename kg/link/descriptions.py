"""Labels that describe rather than name (round 7): decided from the label's shape alone.

:func:`kg.link.chunks.no_name` asks :func:`described` for names no paper defines and the
gazetteer does not know. Each rule reads the label's words, not a list of phrases:

- a **comparison or a quantity** opens it ("faster convergence rates", "little attention"),
  or a rate qualifies one activity ("rapid learning");
- **SOTA** qualifies it ("SOTA accuracy", "non-SOTA");
- a discourse word or a number word opens it ("Yet Breiman", "zero error");
- a **variable** ends it ("classifier C");
- a generic **family** does an activity or plays a role ("neural network inference",
  "neural network encoder");
- a **described agent of a clause**: a plural noun doing a gerund ("children learning");
- the head is a **resource** spent ("memory footprint");
- an **attack role**, an **access setting** or a **training history** qualifies a generic head ("victim
  model", "black-box functions", "MAML-trained models");
- an article inside a long label: a piece of a sentence ("method for merging the predictions");
- a **count of layers** sizes a generic family ("one-layer network", "2-layer neural nets");
- a **class of works named by what it is based on**, written apart ("Memory Network based
  models", "RNN style approaches"; the hyphenated "RNN-based models" is
  :func:`kg.link.termhood.describes`): :func:`based_class`, asked by
  :func:`kg.link.chunks.described_work`.
"""

from __future__ import annotations

import re

from kg.lexicon.kind_words import RESOURCE_WORDS, SPENT_WORDS
from kg.lexicon.wordclass import load_lexicon
from kg.lexicon.words import (
    DESCRIBING_SUFFIXES,
    GENERIC_FAMILIES,
    GENERIC_TASK_WORDS,
    KIND_HEADS,
    MODEL_PARTS,
    PRAISE,
    ROLE_NOUNS,
    TERM_MODIFIERS,
)
from kg.text import singularize
from kg.types import EntityType

__all__ = ["based_class", "described"]

# Quantities before a head: how much of it, not which ("little attention", "several works").
_QUANTITIES = frozenset(
    "little much many few several numerous various some growing increasing".split()
)
# Comparatives that are positions or kinds, not a comparison ("outer product", "inner loop").
_NOT_COMPARATIVES = frozenset("outer inner upper lower latter former other under over".split())
# Words that open a clause of the sentence, not a name ("Yet Breiman shows ...").
_DISCOURSE = frozenset(
    """yet however thus hence moreover furthermore therefore also still then meanwhile
    nevertheless additionally finally here""".split()
)
_VALUES = frozenset(
    "score scores accuracy performance value values result results error errors rate rates".split()
)
_NUMBERS = frozenset("zero one two three four five six seven eight nine ten".split())
_SOTA = frozenset({"sota", "state-of-the-art", "state-of-art"})
# Roles a model plays in a larger system ("neural network encoder").
_ROLES = ROLE_NOUNS | MODEL_PARTS
# Who may look inside a model: a setting of any method ("black-box functions").
_ACCESS = frozenset("black-box white-box grey-box gray-box".split())
_ACCESS_HEADS = frozenset(
    "function functions model models system systems network networks classifier classifiers "
    "setting settings".split()
)
# Participles that say how a model was made ("MAML-trained models"), not what it is.
_HISTORY = ("-trained", "-pretrained", "-pre-trained", "-learned", "-generated", "-tuned")
# How fast or how well an activity goes ("rapid learning", "efficient training").
_RATES = PRAISE | frozenset("fast rapid quick slow efficient accurate".split())
# Roles in an attack, said of any model ("victim model", "substitute network").
_ATTACK_ROLES = frozenset("victim attacker adversary substitute shadow surrogate".split())
_ARTICLES = frozenset("the a an its their our this these those".split())
# A count of layers ("one-layer", "2-layer", "single-layer"; "multi-layer perceptron" is MLP).
_LAYERS = re.compile(r"(?:one|two|three|four|five|single|\d+)-layers?")
_SIZED = frozenset({"network", "net", "model"})
_BASED = frozenset(DESCRIBING_SUFFIXES)
_CLASS_HEADS = KIND_HEADS | {f"{h}s" for h in KIND_HEADS} | {"approaches"}


def _comparative(word: str, head: str) -> bool:
    """ "faster", "larger", "easier" (an adjective's -er form; not "outer", "lower"), or its
    -est form before a value ("highest scores"; "shortest path", "nearest neighbor" are terms)."""
    if word in _NOT_COMPARATIVES or word in TERM_MODIFIERS or len(word) < 5:
        return False
    lexicon = load_lexicon()
    if "n" in lexicon.get(word, "") and head not in _VALUES:
        # "layer scaling", "center loss": a noun, not a comparison; before a value
        # ("smoother convergence rates") the -er form compares
        return False
    for ending in ("est", "er"):
        if ending == "est" and head not in _VALUES:
            continue
        if not word.endswith(ending):
            continue
        stem = word[: -len(ending)]
        for base in (stem, stem + "e", stem[:-1], stem[:-1] + "y" if stem.endswith("i") else ""):
            if base and "a" in lexicon.get(base, ""):
                return True
    return False


def described(label: str, *, etype: EntityType, given: bool = False) -> bool:
    """Whether a label describes a thing rather than names it (see the module's rules).
    ``given``: a paper gives the label as its contribution's name ("a variant that we call
    extrapolation from the past"), so an article inside it is no sign of a sentence's piece.

    >>> [described(s, etype=EntityType.CONCEPT) for s in ["faster convergence rates", "SOTA accuracy", "classifier C", "lower bound", "outer product"]]
    [True, True, True, False, False]
    """
    tokens = label.split()
    if not tokens:
        return False
    lowered = [t.lower() for t in tokens]
    first, last = lowered[0], lowered[-1]
    if first in _DISCOURSE and len(tokens) >= 2:
        return True  # "Yet Breiman": a sentence's opening word glued to a name
    if first.removeprefix("non-").removeprefix("near-") in _SOTA:
        return len(tokens) == 1 or all(t == t.lower() for t in tokens[1:])
    if len(tokens) >= 2 and len(tokens[-1]) == 1 and tokens[-1].isupper():
        return tokens[-2] == lowered[-2]  # "classifier C", "matrix W": a variable
    if any(t != t.lower() for t in tokens[1:]):
        return False  # a capital past the first word names something ("faster R-CNN")
    if len(tokens) >= 2 and (
        first in _QUANTITIES
        and lowered[1] != "shot"  # "few shot learning" is few-shot
        or first in _NUMBERS
        or _comparative(first, last)
        and tokens[0].islower()
    ):
        return True  # "faster convergence rates", "little attention", "zero error"
    if _LAYERS.fullmatch(first) and len(tokens) >= 2:
        family = " ".join(singularize(w) for w in lowered[1:])
        if family in GENERIC_FAMILIES or family in _SIZED:
            return True  # "one-layer network": a size of a generic family, not a name
    if _family_does(lowered) or _doer_of_clause(lowered, etype):
        return True
    if len(tokens) == 2 and last in GENERIC_TASK_WORDS and first in _RATES:
        return True  # "rapid learning", "efficient training": how it goes, not what
    if len(tokens) == 2 and last in SPENT_WORDS and first in RESOURCE_WORDS:
        # "memory footprint" describes what a method spends; as a Metric it names the measure
        # a result is stated in ("reduces the memory requirements by 60x")
        return etype is not EntityType.METRIC
    if len(tokens) == 2 and first in _ATTACK_ROLES and last in _ACCESS_HEADS:
        return True  # "victim model"
    if len(tokens) == 2 and first in _ACCESS and last in _ACCESS_HEADS:
        return True  # "black-box functions"
    if len(tokens) == 2 and first.endswith(_HISTORY) and last in _CLASS_HEADS:
        return True  # "MAML-trained models"
    # A piece of a sentence: an article inside a long label ("method for merging the ...").
    return not given and len(tokens) >= 4 and bool(_ARTICLES.intersection(lowered[1:-1]))


def based_class(label: str) -> bool:
    """ "X based models", "X style approaches": a class of works, "based" written apart.

    >>> based_class("Memory Network based models"), based_class("LSTM based language model")
    (True, False)
    """
    words = label.lower().split()
    for i, word in enumerate(words[1:-1], start=1):
        if word in _BASED and len(words) - i <= 3:
            return words[-1] in _CLASS_HEADS and all(
                w in _CLASS_HEADS or w in GENERIC_FAMILIES or w == "neural" for w in words[i + 1 :]
            )
    return False


def _family_does(words: list[str]) -> bool:
    """A generic family doing an activity or playing a role: "neural network inference",
    "deep neural network classifier"; "CNN encoder" names its family."""
    if len(words) < 3 or (words[-1] not in GENERIC_TASK_WORDS and words[-1] not in _ROLES):
        return False
    family = " ".join(singularize(w) for w in words[:-1])
    return family in GENERIC_FAMILIES


def _doer_of_clause(words: list[str], etype: EntityType) -> bool:
    """A Task that is a plural noun doing a gerund: "children learning", "agents reasoning"
    (a clause of the sentence; "sequence learning" names what is learnt)."""
    if etype is not EntityType.TASK or len(words) != 2 or not words[1].endswith("ing"):
        return False
    noun = words[0]
    if noun.endswith(("ss", "us", "is")) or "n" not in load_lexicon().get(noun, ""):
        return False
    return noun in {"children", "people", "men", "women"} or singularize(noun) != noun
