"""Acronym definitions ("Consistency Models (CM)") as plain functions.

The algorithm is Schwartz & Hearst (2003), "A simple algorithm for identifying abbreviation
definitions in biomedical text", as scispaCy's ``AbbreviationDetector`` also uses it: for a
short form in parentheses, walk its characters right to left through the words before it;
the first character must start a word. Extended for ML abstracts: the short form may be followed
by a citation inside the parentheses ("(SFBD; Lu et al., 2025)"), plural short forms
("(LLMs)") define the singular, and a short form may join initials and the long form's last word
("Doubly Sparse Softmax (DS-Softmax)").
"""

from __future__ import annotations

import re
from typing import NamedTuple

from kg.lexicon.wordclass import load_lexicon, word_class

__all__ = ["AcronymDefinition", "find_acronyms", "is_acronym_like"]


class AcronymDefinition(NamedTuple):
    """A long form and its short form, as offsets into the text."""

    long_start: int
    long_end: int
    short_start: int
    short_end: int


# "(" short form, then ")" or a separator before a citation or a gloss.
_PAREN = re.compile(r"\(\s*([^()\s;,]{2,12})\s*(?:\)|[;,][^()]*\))")
_WORD = re.compile(r"\S+")
# Brackets that open and close a parenthesised definition around another.
_OPENING, _CLOSING = "([", ")]"
_STOP_AT = frozenset({"(", ")", ";", ":", ".", ","})
# Words for a kind of thing a long form may end in without a letter of the short form.
_KIND_WORDS = frozenset(
    """model models network networks method methods algorithm algorithms framework frameworks
    architecture architectures approach approaches module modules layer layers""".split()
)


# A short form and the mark of one variant of it ("DPO-D", "GSN-2", "ViT-L").
# Short pieces with capitals in each, joined by hyphens ("O-LoRA", "Q-LoRA", "IVE-GANs").
_CASED_PIECES = re.compile(r"[A-Z][A-Za-z]{0,4}(?:-[A-Z][a-z]{0,2}[A-Z][A-Za-z]{0,3})+")
_VARIANT = re.compile(r"([A-Za-z]*[A-Z][A-Za-z]*)-([A-Z0-9]{1,2})")


def is_acronym_like(text: str) -> bool:
    """Whether text looks like a short form: 2-12 chars, mostly letters, capitals in it.

    >>> [is_acronym_like(t) for t in ["CM", "LLMs", "iDSA", "Non-IID", "MV-oriented", "2023", "e.g.", "TricorNet"]]
    [True, True, True, True, False, False, False, False]
    >>> [is_acronym_like(t) for t in ["O-LoRA", "Q-LoRA", "Self-Attention", "X-Ray"]]
    [True, True, False, False]
    """
    if not 2 <= len(text) <= 12 or not text[0].isalnum():
        return False
    letters = sum(ch.isalpha() for ch in text)
    uppers = sum(ch.isupper() for ch in text)
    if letters < 2 or uppers < 1 or "." in text:
        return False
    if re.search(r"[a-z]{3}", text):
        return False  # "TricorNet" is a name, not initials
    if (
        "-" in text
        and not text.rsplit("-", 1)[1].isupper()
        and not _VARIANT.fullmatch(text)
        and not _CASED_PIECES.fullmatch(text)
    ):
        return False  # "MV-oriented" is a compound, "Non-IID" a short form, "GSN-2" a variant
    return uppers >= 2 or (uppers >= 1 and len(text) <= 5)


def find_acronyms(text: str, *, max_long_words: int | None = None) -> list[AcronymDefinition]:
    """Find "long form (SHORT)" definitions in text.

    Args:
        text: The (markup-masked) text.
        max_long_words: Words of the long form to search, default ``min(len+5, 2*len)``.

    >>> text = "Flow map models such as Consistency Models (CM) and Mean Flow (MF) enable few-step generation."
    >>> [(text[a:b], text[c:d]) for a, b, c, d in find_acronyms(text)]
    [('Consistency Models', 'CM'), ('Mean Flow', 'MF')]
    >>> text = "We train with Proximal Policy Optimization (PPO) and multi-agent reinforcement learning (MARL)."
    >>> [(text[a:b], text[c:d]) for a, b, c, d in find_acronyms(text)]
    [('Proximal Policy Optimization', 'PPO'), ('multi-agent reinforcement learning', 'MARL')]
    >>> text = "We propose the Multiple Distance Embedding model (MDE) for graphs."
    >>> [(text[a:b], text[c:d]) for a, b, c, d in find_acronyms(text)]
    [('Multiple Distance Embedding model', 'MDE')]
    >>> text = "Large Language Models (LLMs) and Stochastic Forward-Backward Deconvolution (SFBD; Lu et al., 2025)"
    >>> [(text[a:b], text[c:d]) for a, b, c, d in find_acronyms(text)]
    [('Large Language Models', 'LLMs'), ('Stochastic Forward-Backward Deconvolution', 'SFBD')]
    """
    found = _word_tailed(text)
    for match in _PAREN.finditer(text):
        short = match.group(1)
        if not is_acronym_like(short):
            # "Deep Tensor Decomposition (DeepTD)", "Value Propagation (VProp)": a name cut
            # from the long form's words, no initials
            cut = _cut_words_long_form(text, match)
            if cut is not None and all(d.short_start != cut.short_start for d in found):
                found.append(cut)
            continue
        short_start, short_end = match.start(1), match.end(1)
        before = text[: match.start()]
        letters = [ch for ch in short if ch.isalnum()]
        window = _window(before, max_long_words or min(len(letters) + 5, len(letters) * 2))
        if not window:
            continue
        long_start = _best_long_form(text, short, window)
        variant = _VARIANT.fullmatch(short)
        if long_start is None and variant is not None:
            # "Diverse Policy Optimization (DPO-D)": a variant's mark after the initials, which
            # must spell the long form's words exactly
            short = variant.group(1)
            long_start = _initials_start(text, short, window)
        if long_start is None:
            # "which we call continual entropy minimization with memory (CEM2)", "We propose
            # Robust DPO with label confidence (RC-DPO)": a name given right after its naming
            # verb, its letters out of order or counted; "Sift, Weigh, and Merge (SWM)": a
            # name listing capitalised words, which the commas cut from the window
            long_start = _named_long_form(text, short, window) or _listed_long_form(before, short)
            if long_start is not None:
                found.append(
                    AcronymDefinition(long_start, window[-1].end(), short_start, short_end)
                )
            continue
        initials = _initials_start(text, short, window)
        if initials is None and len(window) > 1 and window[-1].group(0).lower() in _KIND_WORDS:
            # "Multiple Distance Embedding model (MDE)": the initials before a kind word, not
            # the letters of "model" alone
            initials = _initials_start(text, short, window[:-1])
        if initials is not None and initials < long_start:
            long_start = initials  # "Proximal Policy Optimization (PPO)", not "Policy Optimization"
        long_start = _capitalised_opening(text, short, window, long_start)
        long_end = window[-1].end()
        if _INFINITIVE_BEFORE.search(text, 0, long_start) and _verb_first(text, long_start):
            continue  # "we propose to generate the parameters of graph neural networks (GP-GNNs)"
        if long_end - long_start <= len(short):
            continue
        long_words = {w.strip(".,;:").lower() for w in text[long_start:long_end].split()}
        if short.lower() in long_words or short.lower().rstrip("s") in long_words:
            continue  # "SQuAD and reaches an F1 of 91.3 (SQuAD)" repeats a name, it defines none
        while long_start < long_end and text[long_start] in _OPENING:
            long_start += 1  # "(Multi-Robot Reward Collection": the bracket is no letter
        found.append(AcronymDefinition(long_start, long_end, short_start, short_end))
    return sorted(found, key=lambda d: d.short_start)


def _window(before: str, limit: int) -> list[re.Match[str]]:
    """The last ``limit`` words before a short form's bracket, cut at punctuation that cannot
    be inside a long form, or at a bracket the long form opens inside ("problems (Multi-Robot
    Reward Collection (MRRC))")."""
    window = list(_WORD.finditer(before))[-limit:]
    for i in range(len(window) - 1, -1, -1):
        word = window[i].group(0)
        if word[-1] in _STOP_AT or word in _STOP_AT:
            return window[i + 1 :]
        if word[0] in _OPENING and not any(ch in word for ch in _CLOSING):
            return window[i:]
    return window


# A short form of initials and a word: "Normalized Direction-preserving Adam (ND-Adam)",
# "Doubly Sparse Softmax (DS-Softmax)", "Robust Dynamic Inference Networks (RDI-Nets)".
_WORD_TAILED = re.compile(r"\(\s*([A-Z]{1,5})-([A-Z][a-z]{1,15})\s*\)")
# Words a short form writes cut to other letters than its long form's first ones.
_CUT_WORDS = {"net": "network", "nets": "networks"}


def _word_tailed(text: str) -> list[AcronymDefinition]:
    """The definitions of short forms made of the initials of the long form's first words and
    its last word, written out or cut ("Conv" of "Convolution", "Nets" of "Networks").

    >>> text = "We propose Doubly Sparse Softmax (DS-Softmax) and Robust Dynamic Inference Networks (RDI-Nets)."
    >>> [(text[a:b], text[c:d]) for a, b, c, d in find_acronyms(text)]
    [('Doubly Sparse Softmax', 'DS-Softmax'), ('Robust Dynamic Inference Networks', 'RDI-Nets')]
    """
    found = []
    for match in _WORD_TAILED.finditer(text):
        initials, tail = match.group(1), match.group(2).lower()
        window = _window(text[: match.start()], len(initials) + 3)
        if len(window) < 2:
            continue
        last = window[-1].group(0).lower()
        if not (
            last == tail or len(tail) >= 3 and last.startswith(tail) or _CUT_WORDS.get(tail) == last
        ):
            continue
        words = window[-1 - len(initials) : -1]
        if len(words) == len(initials) and all(
            w.group(0)[0].lower() == ch.lower() for w, ch in zip(words, initials, strict=True)
        ):
            # "normalized direction-preserving Adam": a hyphenated word gives one letter
            start = words[0].start()
        else:
            start = _initials_start(text, initials, window[:-1])
        if start is None or len(initials) == 1 and not text[start].isupper():
            continue  # "Frequency Principle (F-Principle)", not "the principle (F-Principle)"
        found.append(AcronymDefinition(start, window[-1].end(), match.start(1), match.end(2)))
    return found


# The pieces of a word cut from a long form's words: a hyphen joins them or not ("Prox-SGD").
_CUT_PIECES = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)*")


def _cut_words_long_form(text: str, match: re.Match[str]) -> AcronymDefinition | None:
    """The definition of a short form that joins the opening letters, one or more, of each of
    the long form's last words, two words at least ("Deep Tensor Decomposition (DeepTD)",
    "Value Propagation (VProp)", "instance-aware GAN (InstaGAN)"), and has capitals past its
    first letter (a plain word is no short form); a plural short form may add "s" to a plural
    long form. None for anything else.

    >>> text = "Our approach dubbed Deep Tensor Decomposition (DeepTD) and Value Propagation (VProp)."
    >>> [(text[a:b], text[c:d]) for a, b, c, d in find_acronyms(text)]
    [('Deep Tensor Decomposition', 'DeepTD'), ('Value Propagation', 'VProp')]
    >>> text = "using convolutional arithmetic circuits (ConvACs) with the Adam optimizer (AdamX)"
    >>> [(text[a:b], text[c:d]) for a, b, c, d in find_acronyms(text)]
    [('convolutional arithmetic circuits', 'ConvACs')]
    """
    short = match.group(1)
    if not _CUT_PIECES.fullmatch(short) or not any(ch.isupper() for ch in short[1:]):
        return None
    if re.fullmatch(r"[A-Z]{1,5}-[A-Z][a-z]{1,15}", short):
        return None  # initials and a word ("F-Principle"): :func:`_word_tailed` decides
    letters = short.replace("-", "").lower()
    window = _window(text[: match.start()], len(letters))
    words = [w.group(0).lower() for w in window]
    for count in range(min(len(words), len(letters)), 1, -1):
        tail = words[-count:]
        if tail[0] in _FUNCTION_WORDS or not all(w.replace("-", "").isalpha() for w in tail):
            continue
        plural = letters.endswith("s") and tail[-1].endswith("s")
        if _spelled_by_prefixes(letters, tail) or (
            plural and _spelled_by_prefixes(letters[:-1], tail)
        ):
            return AcronymDefinition(
                window[-count].start(), window[-1].end(), match.start(1), match.end(1)
            )
    return None


def _spelled_by_prefixes(letters: str, words: list[str]) -> bool:
    """Whether ``letters`` are a prefix of each word in turn, one letter or more of each."""
    if not words:
        return not letters
    word = words[0]
    return any(
        letters.startswith(word[:size]) and _spelled_by_prefixes(letters[size:], words[1:])
        for size in range(min(len(word), len(letters) - len(words) + 1), 0, -1)
    )


# A naming verb right before a long form: "we call", "termed", "We propose".
_NAMING_BEFORE = re.compile(
    r"(?:\bwe\s+(?:call|term|name|dub|coin|propose|introduce|present)|"
    r"\b(?:called|termed|dubbed|named|coined))\s+$",
    re.I,
)


def _named_long_form(text: str, short: str, window: list[re.Match[str]]) -> int | None:
    """Where a long form starts that a naming verb opens and whose short form takes its letters
    out of order or counts them: each piece of the short form ("RC", "DPO" of "RC-DPO") is a
    word of the long form or spelled by initials of its words (digits aside: "CEM2"), and the
    first word gives the first letter.

    >>> text = "We propose Robust DPO with label confidence (RC-DPO), which reweights"
    >>> [(text[a:b], text[c:d]) for a, b, c, d in find_acronyms(text)]
    [('Robust DPO with label confidence', 'RC-DPO')]
    >>> text = "which we call continual entropy minimization with memory (CEM2), keeps"
    >>> [(text[a:b], text[c:d]) for a, b, c, d in find_acronyms(text)]
    [('continual entropy minimization with memory', 'CEM2')]
    """
    pieces = [p for p in re.split(r"-", short.rstrip("s") if short[:-1].isupper() else short) if p]
    letters = [ch.lower() for ch in short if ch.isalpha()]
    for i, word in enumerate(window[:-1]):
        if not _NAMING_BEFORE.search(text, 0, word.start()):
            continue
        words = [w.group(0) for w in window[i:]]
        content = [w for w in words if w.lower() not in _FUNCTION_WORDS]
        initials = {w[0].lower() for w in content}
        folded = {w.lower() for w in words}
        if (
            len(content) < 2
            or not letters
            or words[0][0].lower() != letters[0]
            or not all(
                p.lower() in folded or all(ch.lower() in initials for ch in p if ch.isalpha())
                for p in pieces
            )
        ):
            return None
        return word.start()
    return None


# A long form that lists three capitalised words or more, "and" or "&" before the last: "Sift,
# Weigh, and Merge", "Plan, Act & Check".
_LISTED = re.compile(r"((?:[A-Z][\w'-]*,\s+){1,4}[A-Z][\w'-]*,?\s+(?:and|&)\s+[A-Z][\w'-]*)\s*$")


def _listed_long_form(before: str, short: str) -> int | None:
    """Where a long form starts that lists capitalised words whose initials, in order, spell
    the short form: "Sift, Weigh, and Merge (SWM)"; None for any other list ("However,
    Unseen Class Categorization (UCC)" has no "and"; "Gears, Valves, and Pumps (GP)" spells
    another short form).

    >>> text = "we introduce a new scheme: Sift, Weigh, and Merge (SWM), which"
    >>> [(text[a:b], text[c:d]) for a, b, c, d in find_acronyms(text)]
    [('Sift, Weigh, and Merge', 'SWM')]
    """
    found = _LISTED.search(before)
    if found is None:
        return None
    words = [w.strip(",") for w in found.group(1).split() if w not in ("and", "&")]
    letters = [ch.lower() for ch in short.removesuffix("s") if ch.isalpha()]
    if [w[0].lower() for w in words] != letters:
        return None
    return found.start(1)


# "to" right before a long form: an infinitive, if the long form opens with a verb.
_INFINITIVE_BEFORE = re.compile(r"\bto\s+$")


def _verb_first(text: str, start: int) -> bool:
    """Whether the word at ``start`` is a verb and nothing else ("generate"), so that a long form
    opening there is a clause, not a name."""
    word = re.match(r"[a-z]+", text[start:])
    return word is not None and word_class(word.group(0), load_lexicon()) == "V"


def _initials_start(text: str, short: str, window: list[re.Match[str]]) -> int | None:
    """Where the long form starts when the initials of its last words (split at hyphens too)
    spell the short form: "Proximal Policy Optimization (PPO)", "multi-agent reinforcement
    learning (MARL)". Right-to-left letter matching alone stops at "Policy Optimization"."""
    if short[-1] == "s" and short[:-1].isupper() and len(short) > 2:
        short = short[:-1]
    chars = [ch.lower() for ch in short if ch.isalpha()]
    if len(chars) < 2 or len(chars) != sum(ch.isalnum() for ch in short):
        return None
    parts: list[tuple[str, int]] = []  # (piece, start of its whitespace word)
    for word in window:
        for piece in re.split(r"-", word.group(0)):
            if piece:
                parts.append((piece, word.start()))
    tail = parts[-len(chars) :]
    if len(tail) >= len(chars) and [p[0][0].lower() for p in tail] == chars:
        return tail[0][1]
    # "personalized propagation of neural predictions (PPNP)": the initials of the words but
    # the function words inside the long form
    content = [p for p in parts if p[0].lower() not in _FUNCTION_WORDS]
    tail = content[-len(chars) :]
    if (
        len(tail) < len(chars)
        or [p[0][0].lower() for p in tail] != chars
        or parts[-1] != content[-1]
        or len(parts) - parts.index(tail[0]) == len(chars)
    ):
        return None
    return tail[0][1]


# Words inside a long form that give no letter to its short form ("... of neural predictions").
_FUNCTION_WORDS = frozenset({"of", "for", "and", "the", "in", "on", "with", "to", "a", "an"})


def _capitalised_opening(
    text: str, short: str, window: list[re.Match[str]], long_start: int
) -> int:
    """Where a capitalised name's long form starts when its letters matched a lowercase word
    inside it: "Conditional class-Aware Meta-Learning (CAML)" spells CAML from "Conditional",
    not from "class". The capitalised word right before a lowercase long form joins it when it
    starts with the short form's first letter and the long form holds capitals of its own.

    >>> text = "We sort with Gated gravel-Aware Sieving (GAS) at scale."
    >>> [(text[a:b], text[c:d]) for a, b, c, d in find_acronyms(text)]
    [('Gated gravel-Aware Sieving', 'GAS')]
    """
    if not text[long_start].islower():
        return long_start
    before = [w for w in window if w.end() <= long_start]
    if not before:
        return long_start
    word = before[-1].group(0)
    inside = text[long_start : window[-1].end()]
    if (
        word[0].isupper()
        and word[1:].islower()
        and word[0].lower() == short[0].lower()
        and any(ch.isupper() for ch in inside)
        and text[before[-1].end() : long_start].isspace()
    ):
        return before[-1].start()
    return long_start


def _best_long_form(text: str, short: str, window: list[re.Match[str]]) -> int | None:
    """Schwartz-Hearst: match the short form's characters right to left in the words."""
    if short[-1] == "s" and short[:-1].isupper() and len(short) > 2:
        short = short[:-1]  # "LLMs" is defined by "Large Language Models"
    chars = [ch.lower() for ch in short if ch.isalnum()]
    region_start = window[0].start()
    region = text[region_start : window[-1].end()].lower()
    s_index = len(chars) - 1
    l_index = len(region) - 1
    while s_index >= 0:
        char = chars[s_index]
        while l_index >= 0 and (
            region[l_index] != char
            or (s_index == 0 and l_index > 0 and region[l_index - 1].isalnum())
        ):
            l_index -= 1
        if l_index < 0:
            return None
        s_index -= 1
        l_index -= 1
    # Back to the start of the word holding the first matched character.
    start = l_index + 1
    while start > 0 and not region[start - 1].isspace():
        start -= 1
    long_start = region_start + start
    long_words = len(text[long_start : window[-1].end()].split())
    if long_words > min(len(chars) + 5, 2 * len(chars)) or long_words < 1:
        return None
    # Every long form word but function words should contribute; require the first word to.
    return long_start
