"""Word classes of English from the shipped lexicon (WordNet 3.0, ``kg/data/lexicon.tsv.gz``).

kg runs no trained parser: the noun-phrase finder (:mod:`kg.extract.phrases`), the mention
rules and the linker ask this lexicon whether a word is a noun, an adjective or a verb, and
:func:`quality_noun` whether a word is only the noun of a quality ("reliability"). The
lexicon's licence is ``kg/data/WORDNET_LICENSE.txt``.
"""

from __future__ import annotations

import gzip
import re
from collections.abc import Mapping, Sequence
from functools import lru_cache
from importlib import resources

from spacy.lang.en.stop_words import STOP_WORDS

from kg.lexicon.words import ADJECTIVE_ENDINGS, NOT_IN_PHRASES, QUALITY_ADJECTIVES, VERB_WORDS
from kg.text import clean_surface, singularize

__all__ = [
    "BROKEN_WORD",
    "is_participle",
    "is_verb_form",
    "load_lexicon",
    "only_verb",
    "quality_noun",
    "read_surface",
    "verb_of_gerund",
    "word_class",
]

# Inflections of a verb: suffix and what the stem may have lost ("making" <- "make").
_ING = (("ing", ("", "e")),)
_ED = (("ed", ("", "e")),)
_S = (("es", ("",)), ("s", ("",)))


@lru_cache(maxsize=4096)
def read_surface(text: str) -> str:
    """A surface form as people read it (:func:`kg.text.clean_surface`), with each word a line
    break cut after a hyphen read whole, as text taken from PDFs keeps it.

    >>> read_surface("classifi- cation dataset"), read_surface("hyperpa- rameter search")
    ('classification dataset', 'hyperparameter search')
    >>> read_surface("GAN- based pre- and post-training"), read_surface("Polyak- ojasiewicz")
    ('GAN-based pre- and post-training', 'Polyak-ojasiewicz')
    """
    return BROKEN_WORD.sub(_mended, clean_surface(text))


# A word a line break cut after a hyphen ("classifi- cation", "GAN- based"); not a hyphen left
# hanging before a conjunction ("pre- and post-training").
BROKEN_WORD = re.compile(r"\b([A-Za-z]+)- (?!(?:and|or|nor|to|vs)\b)([a-z]+)\b")


def _mended(match: re.Match[str]) -> str:
    """The cut word whole: one word where the lexicon knows the joined letters, or does not know
    the second part of a lowercase word ("classifi- cation", "hyperpa- rameter"); else the two
    words hyphenated ("GAN- based" is "GAN-based", "Polyak- ojasiewicz" a name's)."""
    lexicon = load_lexicon()
    first, second = match.groups()
    joined = first + second
    if _listed(joined.lower(), lexicon) or first.islower() and not _listed(second, lexicon):
        return joined
    return f"{first}-{second}"


def _listed(word: str, lexicon: Mapping[str, str]) -> bool:
    return word in lexicon or singularize(word) in lexicon


@lru_cache(maxsize=1)
def load_lexicon() -> Mapping[str, str]:
    """Word -> its classes (``n``, ``a``, ``v``, ``r``) from the shipped lexicon."""
    raw = resources.files("kg").joinpath("data", "lexicon.tsv.gz").read_bytes()
    lexicon = {}
    for line in gzip.decompress(raw).decode("utf-8").splitlines():
        word, _, classes = line.partition("\t")
        lexicon[word] = classes
    return lexicon


def word_class(word: str, lexicon: Mapping[str, str]) -> str:
    """``N`` (noun-like), ``A`` (adjective), ``V`` (verb only) or ``O`` (outside any phrase).

    >>> lexicon = {"spatial": "a", "variation": "n", "learn": "v", "model": "nv"}
    >>> [word_class(w, lexicon) for w in ["spatial", "variations", "learns", "models", "the", "GPT-4", "foo-bar"]]
    ['A', 'N', 'V', 'N', 'O', 'O', 'N']
    """
    lower = word.lower()
    if (
        lower != word
        or lower in STOP_WORDS
        or lower in NOT_IN_PHRASES
        or not lower.replace("-", "").isalpha()
    ):
        return "O"  # names, numbers and function words are not part of concept phrases
    if lower in VERB_WORDS:
        return "V"
    classes = lexicon.get(lower) or lexicon.get(singularize(lower), "")
    if not classes:
        for suffix, restored in _ING + _ED + _S:
            if lower.endswith(suffix):
                stem = lower[: -len(suffix)]
                found = next((lexicon[stem + r] for r in restored if stem + r in lexicon), "")
                if "v" in found:
                    return "A" if suffix in ("ing", "ed") else "V"
        if lower.endswith("ly"):
            return "O"  # "deterministically": an adverb WordNet does not list
        return "N"  # unknown: technical nouns ("autoencoder", "subspace")
    if "n" in classes:
        # "iterative", "optimal": WordNet lists rare noun senses of many adjectives
        return "A" if "a" in classes and lower.endswith(ADJECTIVE_ENDINGS) else "N"
    if "a" in classes:
        return "A"
    if "v" in classes:
        return "V"
    return "O"


def _verb_suffix(
    word: str, lexicon: Mapping[str, str], suffixes: Sequence[tuple[str, tuple[str, ...]]]
) -> str | None:
    """The first of ``suffixes`` that ``word`` ends in with a verb of the lexicon as its stem."""
    for suffix, restored in suffixes:
        stem = word[: -len(suffix)]
        if word.endswith(suffix) and any("v" in lexicon.get(stem + r, "") for r in restored):
            return suffix
    return None


def is_verb_form(word: str, lexicon: Mapping[str, str]) -> bool:
    """A third-person or past form of a verb ("yields", "makes", "found").

    >>> [is_verb_form(w, {"yield": "nv", "make": "v"}) for w in ["yields", "makes", "found", "yield"]]
    [True, True, True, False]
    """
    return word in VERB_WORDS or _verb_suffix(word, lexicon, _S) is not None


def only_verb(word: str, lexicon: Mapping[str, str]) -> bool:
    """A word that can only be a verb: one the lexicon has as a verb alone, or its -s form
    ("improve", "recovers", "converges"; not "shifts", a noun too, nor "methods").

    >>> [only_verb(w, {"recover": "v", "shift": "nv"}) for w in ["recovers", "shifts", "recover"]]
    [True, False, True]
    """
    if lexicon.get(word) == "v":
        return True
    if word.endswith(("ss", "us", "is", "ings")):
        return False
    return any(
        word.endswith(suffix) and lexicon.get(word[: -len(suffix)]) == "v" for suffix, _ in _S
    )


def is_participle(word: str, lexicon: Mapping[str, str]) -> bool:
    """A verb form opening a phrase ("learned prior", "increased interest", "competing views").

    >>> [is_participle(w, {"learn": "v", "compete": "v", "building": "n", "build": "v"}) for w in ["learned", "competing", "building"]]
    [True, True, False]
    """
    suffixes = _ING + _ED + (("d", ("",)),)
    return _verb_suffix(word, lexicon, suffixes) is not None and "n" not in lexicon.get(word, "")


def verb_of_gerund(word: str, lexicon: Mapping[str, str]) -> str | None:
    """The base form of a verb's -ing form, or None: the first of the stem, the stem with its
    "e", without a doubled consonant, or with "ie" for "y" that the lexicon lists as a verb.

    >>> lexicon = {"detect": "v", "estimate": "v", "split": "v", "tie": "v"}
    >>> [verb_of_gerund(w, lexicon) for w in ["detecting", "estimating", "splitting", "tying", "ceiling"]]
    ['detect', 'estimate', 'split', 'tie', None]
    """
    if not word.endswith("ing"):
        return None
    stem = word[:-3]
    candidates = [stem, stem + "e"]
    if len(stem) > 2 and stem[-1] == stem[-2]:
        candidates.append(stem[:-1])  # "splitting": "split"
    if stem.endswith("y"):
        candidates.append(stem[:-1] + "ie")  # "tying": "tie"
    return next((c for c in candidates if "v" in lexicon.get(c, "")), None)


@lru_cache(maxsize=1)
def _quality_nouns() -> frozenset[str]:
    """The nouns of :data:`kg.lexicon.words.QUALITY_ADJECTIVES` ("robust" -> "robustness")."""
    nouns = set()
    for adjective in QUALITY_ADJECTIVES:
        stem = adjective.removesuffix("e")
        nouns |= {f"{adjective}ness", f"{adjective}ity", f"{stem}ity", f"{stem}cy"}
        if adjective.endswith("le"):  # stable -> stability, simple -> simplicity
            nouns |= {f"{adjective[:-2]}ility", f"{adjective[:-2]}icity"}
        if adjective.endswith("t"):  # efficient -> efficiency
            nouns.add(f"{adjective[:-1]}cy")
    return frozenset(nouns)


def quality_noun(label: str) -> bool:
    """Whether a label is only the noun of a quality ("robustness", "expressivity",
    "scalability"): like "effective", it says how good something is and names no entity of its
    own; "adversarial robustness" names one.

    >>> [quality_noun(s) for s in ["robustness", "expressivity", "scalability", "adversarial robustness", "sparsity"]]
    [True, True, True, False, False]
    """
    return label.strip().lower() in _quality_nouns()
