"""What an acronym a paper leaves undefined means: the one meaning other papers give it, when
that meaning may be borrowed (see :mod:`kg.link`).

Letters mean what their own paper says. A paper that defines a short form ("Mean Teacher
(MT)", "SEM (Scanning Electron Microscope)", "bounded pebble tossing, or BPT") keeps its
meaning; one that uses the letters without defining them takes another paper's meaning only
when that meaning is established and the letters are the same name:

* a paper that writes the letters in parentheses itself ("either linear (LP) or semidefinite
  (SDP) programming") gives them its own meaning, whatever its words spell;
* two letters ("SA", "IT", "EC") are too few for one paper's meaning: two papers must agree;
* a meaning one paper gives is borrowed only by letters written in the same case ("IRNNs" is
  no "iRNN"), and a final capital S is a letter, not a plural ("GPS" is no GP);
* letters listed with hardware ("DSPs and FPGAs") name hardware, not a method;
* letters the paper's words make data ("For PGM and RAVEN, two datasets") take no meaning
  one other paper gives as something else ("probabilistic graphical models");
* letters in a parenthesised list of short codes half of which no gazetteer knows ("four
  visual areas (V1, LM, AL, RL)") are the paper's own labels: not even a known name's letters
  ("RL" there is no reinforcement learning).

A paper that writes the meaning's long form itself ("we study Lattice Folding ... apply LF")
always takes that meaning.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable

from kg.lexicon.kind_words import HARDWARE_HEADS
from kg.types import DATA_TYPES, EntityType, Mention

__all__ = [
    "MeaningUse",
    "borrows_meaning",
    "listed_code",
    "listed_with_hardware",
    "written_in_parentheses",
]

# A parenthesised list of three or more short items: "(V1, LM, AL, RL)".
_CODE_LIST = re.compile(
    r"\(\s*([A-Za-z][\w-]{0,3}(?:\s*,\s*(?:and\s+)?[A-Za-z][\w-]{0,3}){2,})\s*\)"
)

_HARDWARE = "|".join(sorted(HARDWARE_HEADS, key=len, reverse=True))
_HARDWARE_AFTER = re.compile(rf"^\s*(?:,|and|or|/)\s*(?:{_HARDWARE})\b", re.IGNORECASE)
_HARDWARE_BEFORE = re.compile(rf"\b(?:{_HARDWARE})\s*(?:,|and|or|/)\s*$", re.IGNORECASE)


def written_in_parentheses(short: str, abstract: str) -> bool:
    """Whether the paper introduces ``short`` in parentheses after a word of its own.

    >>> written_in_parentheses("LP", "either linear (LP) or not"), written_in_parentheses("LP", "an LP solver")
    (True, False)
    """
    return re.search(rf"\w\s*\(\s*{re.escape(short)}\s*[),;]", abstract) is not None


def listed_with_hardware(mention: Mention, abstract: str) -> bool:
    """Whether a mention is listed with a kind of hardware ("for DSPs and FPGAs").

    >>> from kg.types import EntityType
    >>> text = "It runs on DSPs and FPGAs."
    >>> listed_with_hardware(Mention("DSPs", 11, 15, EntityType.METHOD, "ner", 0.9), text)
    True
    """
    after = abstract[mention.end : mention.end + 20]
    before = abstract[max(0, mention.start - 20) : mention.start]
    return bool(_HARDWARE_AFTER.search(after) or _HARDWARE_BEFORE.search(before))


def listed_code(mention: Mention, abstract: str, known: Callable[[str], bool]) -> bool:
    """Whether a mention is one of a parenthesised list of short codes, half of which or more
    ``known`` does not know: the paper's own labels ("areas (V1, LM, AL, RL)"), not names.

    >>> from kg.types import EntityType
    >>> text = "Neurons in four areas (V1, LM, AL, RL) respond; we use CNN, RNN (CNN, RNN, GAN)."
    >>> at = lambda s: Mention(s, text.index(s), text.index(s) + len(s), EntityType.METHOD, "ner", 0.9)
    >>> known = lambda s: s in {"LM", "RL", "CNN", "RNN", "GAN"}
    >>> listed_code(at("RL"), text, known), listed_code(at("GAN"), text, known)
    (True, False)
    """
    for found in _CODE_LIST.finditer(abstract):
        if not found.start(1) <= mention.start < found.end(1):
            continue
        items = [i.strip().removeprefix("and ").strip() for i in found.group(1).split(",")]
        unknown = sum(not known(item) for item in items)
        return 2 * unknown >= len(items)
    return False


def _same_letters(surface: str, forms: frozenset[str]) -> bool:
    """Whether ``surface`` writes one of ``forms`` in the same case (a plural "s" aside)."""
    bare = surface.removesuffix("s") if surface[:-1].isupper() else surface
    return any(bare == form.removesuffix("s") or surface == form for form in forms)


def borrows_meaning(surface: str, *, papers: int, forms: frozenset[str]) -> bool:
    """Whether an undefined short form takes the one meaning ``papers`` papers give it, who
    write it as ``forms``.

    >>> borrows_meaning("ELBO", papers=1, forms=frozenset({"ELBO"}))
    True
    >>> [borrows_meaning(s, papers=1, forms=frozenset({"GP", "iRNN"})) for s in ("SA", "GPS", "IRNNs")]
    [False, False, False]
    >>> borrows_meaning("SA", papers=2, forms=frozenset({"SA"})), borrows_meaning("GPs", papers=1, forms=frozenset({"GP"}))
    (True, True)
    """
    letters = [ch for ch in surface if ch.isalpha() or ch == "&"]  # "C&W" is three signs
    capital_s = len(letters) > 2 and surface.endswith("S") and surface[:-1].isupper()
    if capital_s and not any(form.endswith("S") for form in forms):
        return False
    if papers >= 2:
        return True
    return len(letters) > 2 and _same_letters(surface, forms)


class MeaningUse:
    """Who defines each meaning of a short form, and as which letters."""

    def __init__(self) -> None:
        self._papers: dict[tuple[str, str], set[str]] = defaultdict(set)
        self._forms: dict[tuple[str, str], set[str]] = defaultdict(set)
        self._longs: dict[tuple[str, str], set[str]] = defaultdict(set)
        self._types: dict[tuple[str, str], set[EntityType]] = defaultdict(set)

    def add(
        self, short: str, meaning: str, paper: str, form: str, long: str, kind: EntityType
    ) -> None:
        """Record that ``paper`` defines ``short`` (its key), written ``form``, as ``meaning``
        (written ``long``, a ``kind`` of thing)."""
        self._types[(short, meaning)].add(kind)
        self._papers[(short, meaning)].add(paper)
        self._forms[(short, meaning)].add(form)
        self._longs[(short, meaning)].add(" ".join(long.lower().split()))

    def borrowable(self, mention: Mention, abstract: str, short: str, meaning: str) -> bool:
        """Whether an undefined ``mention`` of ``short`` may take ``meaning``."""
        surface = mention.text.strip().rstrip(".,;:")
        if written_in_parentheses(surface, abstract) or listed_with_hardware(mention, abstract):
            return False
        written = " ".join(abstract.lower().split())
        if any(long in written for long in self._longs[(short, meaning)]):
            return True  # the paper writes the long form itself
        papers = self._papers[(short, meaning)]
        if (
            mention.type in DATA_TYPES
            and len(papers) < 2
            and not self._types[(short, meaning)] & DATA_TYPES
        ):
            return False  # "For PGM and RAVEN, two datasets": not probabilistic graphical models
        return borrows_meaning(
            surface, papers=len(papers), forms=frozenset(self._forms[(short, meaning)])
        )
