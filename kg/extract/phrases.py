"""Noun phrases from word classes, as plain functions: the concept candidates of an abstract.

kg runs no trained parser, so noun phrases come from a lexicon of English word classes (WordNet
3.0, see ``kg/data/WORDNET_LICENSE.txt``) and one pattern: adjectives and nouns ending in a
noun (``spatial intensity variation``, ``referring expressions``). Words the lexicon does not
know are taken as nouns (technical terms mostly are). Phrases that name nothing in particular
("different results", "large number") are dropped; the rest are *candidates*: they enter the
graph only when other evidence supports them (see :data:`kg.graph.DRAW_CONFIDENCE`).
"""

from __future__ import annotations

import gzip
from collections.abc import Mapping, Sequence
from functools import lru_cache
from importlib import resources

from spacy.lang.en.stop_words import STOP_WORDS

from kg.text import singularize

__all__ = ["LEADING", "load_lexicon", "noun_phrases", "word_class"]

# Words that open a phrase without adding meaning ("several", "novel"): stripped.
LEADING = frozenset(
    """new novel different various such other same main previous existing current recent standard
    simple large small high low good better best many much more most few important significant
    several multiple certain specific general common typical traditional conventional proposed
    efficient effective powerful first second third last final overall whole entire additional
    further key major minor wide broad strong weak great possible ongoing smaller larger
    diverse lower higher upper future potential recent prior open extensive promising
    remarkable impressive considerable substantial superior competitive comparable natural
    better worse useful interesting challenging difficult hard easy empirical experimental
    theoretical practical real various numerous careful basic extra accurate irrelevant
    relevant coherent usual available initial fast slow appropriate suitable
    reliable excellent poor precise crucial essential fundamental sufficient adequate
    necessary valuable desirable off-the-shelf state-of-the-art easy-to-implement
    well-defined specialized sophisticated flexible""".split()
)
# Heads that make a phrase generic ("the proposed approach", "experimental results").
_GENERIC_HEADS = frozenset(
    """method approach framework model technique algorithm strategy solution system way scheme
    work study paper result performance experiment analysis number set case example data
    information use type form kind part lot amount variety range level term task problem
    issue question aspect property area field domain setting settings version variant one
    thing manner fact idea effect time step stage process procedure improvement research
    direction future code gain benefit advantage drawback limitation challenge need
    contribution finding insight observation evidence outcome""".split()
)


# Leading words that do belong to a term ("low rank", "high resolution").
_TERM_MODIFIERS = frozenset("low high lower higher upper natural".split())
_CLAUSE_OPENERS = frozenset(
    "a an the that this these those its their our his her it them us which what how whether no "
    "significant significantly".split()
)
_VERB_WORDS = frozenset("found given called based shown lead leads led".split())
_NOT_IN_PHRASES = frozenset("et al like via vs etc versus per thus despite".split())
_ADJECTIVE_ENDINGS = ("ive", "al", "ous", "ic", "able", "ible", "ful", "less", "ary", "ant", "ent")
_VERB_CONTEXT = frozenset(
    "we they i you to can could may might will would should must which that also not".split()
)


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
        or lower in _NOT_IN_PHRASES
        or not lower.replace("-", "").isalpha()
    ):
        return "O"  # names, numbers and function words are not part of concept phrases
    if lower in _VERB_WORDS:
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
        return "A" if "a" in classes and lower.endswith(_ADJECTIVE_ENDINGS) else "N"
    if "a" in classes:
        return "A"
    if "v" in classes:
        return "V"
    return "O"


# Inflections of a verb: suffix and what the stem may have lost ("making" <- "make").
_ING = (("ing", ("", "e")),)
_ED = (("ed", ("", "e")),)
_S = (("es", ("",)), ("s", ("",)))


def _verb_suffix(
    word: str, lexicon: Mapping[str, str], suffixes: Sequence[tuple[str, tuple[str, ...]]]
) -> str | None:
    """The first of ``suffixes`` that ``word`` ends in with a verb of the lexicon as its stem."""
    for suffix, restored in suffixes:
        stem = word[: -len(suffix)]
        if word.endswith(suffix) and any("v" in lexicon.get(stem + r, "") for r in restored):
            return suffix
    return None


def _verb_form(word: str, lexicon: Mapping[str, str]) -> bool:
    """A third-person or past form of a verb ("yields", "makes", "found")."""
    return word in _VERB_WORDS or _verb_suffix(word, lexicon, _S) is not None


def _participle(word: str, lexicon: Mapping[str, str]) -> bool:
    """A verb form opening a phrase ("learned prior", "increased interest", "competing views")."""
    suffixes = _ING + _ED + (("d", ("",)),)
    return _verb_suffix(word, lexicon, suffixes) is not None and "n" not in lexicon.get(word, "")


def noun_phrases(words: Sequence[str], *, min_words: int = 2) -> list[tuple[int, int]]:
    """Token spans ``[start, end)`` of specific noun phrases: ``(A|N)* N``.

    >>> noun_phrases("we model spatial intensity variation of the surface orientation".split())
    [(2, 5), (7, 9)]
    """
    lexicon = load_lexicon()
    classes = [word_class(w, lexicon) for w in words]
    for index in range(1, len(words)):
        # "we model ...", "to learn ...": a noun-or-verb after a subject or "to" is the verb.
        if (
            classes[index] == "N"
            and words[index - 1].lower() in _VERB_CONTEXT
            and "v" in lexicon.get(words[index].lower(), "")
        ):
            classes[index] = "V"
        # "the evaluation shows that", "this approach yields a": a verb-or-noun in -s before
        # a determiner or pronoun is the verb of the clause.
        following = words[index + 1].lower() if index + 1 < len(words) else ""
        if (
            classes[index] == "N"
            and following in _CLAUSE_OPENERS
            and _verb_form(words[index].lower(), lexicon)
        ):
            classes[index] = "V"
    spans: list[tuple[int, int]] = []
    i = 0
    while i < len(words):
        if classes[i] not in "AN":
            i += 1
            continue
        j = i
        while j < len(words) and classes[j] in "AN":
            j += 1
        end = j
        while end > i and classes[end - 1] != "N":
            end -= 1
        start = i
        while start < end - 1 and (
            words[start].lower() in LEADING
            and words[start].lower() not in _TERM_MODIFIERS
            or _participle(words[start].lower(), lexicon)
        ):
            start += 1
        head = singularize(words[end - 1].lower()) if end > start else ""
        if end - start >= min_words and head not in _GENERIC_HEADS:
            spans.append((start, end))
        i = j
    return spans
