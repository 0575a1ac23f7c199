"""The name finder and the typing of names, as plain functions over a tokenised abstract.

* :func:`find_names`: tokens shaped like names (``WeightLens``, ``GPT-4o``, ``CIFAR-10``),
  runs of capitalised words inside a sentence (``Dynamical Similarity Analysis``) and
  capitalised words in enumerations (``such as Muon and Soap``) or dataset lists.
* :func:`type_from_context`, :func:`own_type`, :func:`head_type` (in
  :mod:`kg.extract.name_types`, imported here): types from the words around a name (``X, a
  benchmark``, ``the X dataset``), its shape or its own head word (``... Analysis``), else
  Method.

The other sources of candidates and how they are combined are in :mod:`kg.extract.candidates`;
the word lists in :mod:`kg.lexicon.words`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import NamedTuple

from spacy.tokens import Doc, Token

from kg.extract.name_types import DATASET_CONTEXT, head_type, own_type, type_from_context
from kg.extract.tokens import TokenTable, token_table
from kg.lexicon.cues import NAMING
from kg.lexicon.wordclass import load_lexicon, verb_of_gerund
from kg.lexicon.words import (
    NAME_CONNECTORS,
    NOT_NAMES,
    STOP_CAPITALISED,
)
from kg.text import is_roman_numeral
from kg.types import EntityType

__all__ = [
    "Candidate",
    "head_type",
    "own_type",
    "is_name_token",
    "name_shaped",
    "find_names",
    "numbered_noun",
    "sentence_period_end",
    "type_from_context",
]


class Candidate(NamedTuple):
    """A candidate mention as character offsets into the (masked) abstract."""

    start: int
    end: int
    type: EntityType
    extractor: str
    confidence: float
    canonical: str | None = None


# Confidences of the name finder's candidates: a span with a name-shaped token in it, a run
# of capitalised words only, a capitalised word where datasets are listed, one in an enumeration.
_NAME_CONFIDENCE = 0.7
_WORDS_CONFIDENCE = 0.6
_LISTED_DATASET_CONFIDENCE = 0.55
_ENUMERATED_CONFIDENCE = 0.5

_UNIT = re.compile(
    r"^\d+(?:\.\d+)?(?:[A-Za-z]|[kKMBGT]i?B?|ms|px|fps|x|×|%|[mkMG]W|k?Wh|mAh|[kMG]?Hz|dB)\.?$"
)
# Units written apart from their number, or split from it by the tokenizer ("10 MB", "3 dB",
# "300mW"): no names after one.
_UNIT_SYMBOLS = frozenset(
    "KB kB MB GB TB PB KiB MiB GiB TiB Mb Gb dB GHz MHz kHz Hz mW kW MW kWh Wh mAh".split()
)
_NUMBER = re.compile(r"^[~≈<>]?\d[\d,.]*$")


def sentence_stop_kept(word: str) -> bool:
    """Whether ``word`` ends in the sentence's full stop the tokenizer kept on it ("bAbI.",
    "CelebA."): one stop, at the end; a dotted abbreviation ("U.S.") keeps its dots."""
    return word.endswith(".") and word.count(".") == 1 and len(word) > 2


def is_name_token(token: Token) -> bool:
    """Whether a token is shaped like a name on its own.

    Internal capitals (``WeightLens``, ``AdamW``), short forms (``FNO``, ``LRMs``) or
    capitals with digits (``CIFAR-10``, ``Qwen2.5VL-72B``), but not units (``3D``, ``14B``).
    """
    return name_shaped(token.text, like_url=token.like_url, like_email=token.like_email)


def name_shaped(text: str, *, like_url: bool, like_email: bool) -> bool:
    """:func:`is_name_token` on a token's text and spaCy's ``like_url``/``like_email`` flags."""
    if len(text) < 2 or text in NOT_NAMES or not any(ch.isalpha() for ch in text):
        return False
    if _UNIT.match(text) or like_url or like_email or any(ch in text for ch in "()[]{}|=_^\\"):
        return False
    if text.endswith("'s") or text.endswith("’s"):
        return False
    core = text.rstrip("s") if text[:-1].isupper() else text
    uppers = sum(ch.isupper() for ch in core)
    if uppers == 0:
        return False
    if uppers == 1 and core[0].isupper():
        # "Transformers" is capitalised, not name-shaped; "GPT-4o"-like shapes still pass.
        return (
            any(ch.isdigit() for ch in core)
            and "-" in core
            or bool(re.search(r"\d[A-Za-z]|[a-z]\d", core))
        )
    # "MV-oriented": a capitalised prefix on a lowercase word is a compound, not a name.
    if "-" in core and core.rsplit("-", 1)[1].islower() and len(core.rsplit("-", 1)[1]) > 3:
        return False
    return True


class _Words(NamedTuple):
    """The non-space tokens of a document and what the name finder asks of each, once."""

    table: TokenTable
    at: list[int]  # index of each word in the Doc
    text: list[str]
    idx: list[int]
    sent_start: list[bool]
    is_stop: list[bool]
    name: list[bool]  # name_shaped
    capitalised: list[bool]  # _is_capitalised
    lower: list[str]


def _words(table: TokenTable) -> _Words:
    at = table.kept
    text = [table.words[i] for i in at]
    name = [
        name_shaped(table.words[i], like_url=table.like_url[i], like_email=table.like_email[i])
        and not (
            k > 0 and table.words[i] in _UNIT_SYMBOLS and _NUMBER.match(table.words[at[k - 1]])
        )
        for k, i in enumerate(at)
    ]
    capitalised = [_is_capitalised(table, i) for i in at]
    return _Words(
        table,
        at,
        text,
        [table.idx[i] for i in at],
        [table.sent_start[i] for i in at],
        [table.is_stop[i] for i in at],
        name,
        capitalised,
        [t.lower() for t in text],
    )


def numbered_noun(text: str) -> bool:
    """ "Model VI", "Setting IV", "Type II": a common noun numbered by a Roman numeral names a
    part of the paper, no entity ("Llama 2" and "ResNet IV" are no common nouns)."""
    words = text.split()
    return (
        len(words) == 2
        and is_roman_numeral(words[1])
        and words[0][:1].isupper()
        and words[0][1:].islower()
        and "n" in load_lexicon().get(words[0].lower(), "")
    )


def _is_capitalised(table: TokenTable, i: int) -> bool:
    text = table.words[i]
    return (
        bool(text)
        and text[0].isupper()
        and table.is_alpha[i]
        and text.lower() not in STOP_CAPITALISED
        and not table.is_punct[i]
    )


def find_names(
    doc: Doc, sentence_starts: Iterable[int], *, table: TokenTable | None = None
) -> list[Candidate]:
    """Name-finder candidates in a document whose sentence start offsets are given
    (``table``: the Doc's :func:`kg.extract.tokens.token_table`, if the caller has it)."""
    starts = set(sentence_starts)
    words = _words(table or token_table(doc))
    candidates: list[Candidate] = []
    i = 0
    n = len(words.text)
    text_of_doc = words.table.text
    while i < n:
        sentence_initial = words.idx[i] in starts or (
            i > 0 and words.text[i - 1] in {"(", "“", '"', ":"} and words.idx[i - 1] in starts
        )
        if sentence_initial and _gerund_before_name(words, i):
            i += 1  # "Modeling DNA requires ...": the name the sentence's gerund takes
            continue
        if _magnitude_unit(words, i):
            i += 1  # "1.2M Sentinel-2 series": the "M" of the number, no word of a name
            continue
        if words.name[i] or words.capitalised[i] and _capitalised_run(words, i) > 1:
            end = _name_end(words, i)
            if end == i + 1 and not words.name[i]:
                i += 1
                continue
            start_char = words.idx[i]
            end_char = words.idx[end - 1] + len(words.text[end - 1])
            end_char = sentence_period_end(text_of_doc, start_char, end_char)
            text = text_of_doc[start_char:end_char]
            if _person_citation(words, end) or text in NOT_NAMES or numbered_noun(text):
                i = end
                continue
            shaped = any(words.name[i:end])
            confidence = _NAME_CONFIDENCE if shaped else _WORDS_CONFIDENCE
            candidates.append(Candidate(start_char, end_char, own_type(text), "name", confidence))
            i = end
            continue
        modifies_noun = i + 1 < n and words.text[i + 1][:1].islower() and not words.is_stop[i + 1]
        if words.capitalised[i] and not sentence_initial and not modifies_noun:
            token_end = words.idx[i] + len(words.text[i])
            if _in_dataset_context(words, i):
                candidates.append(
                    Candidate(
                        words.idx[i],
                        token_end,
                        EntityType.DATASET,
                        "name.dataset",
                        _LISTED_DATASET_CONFIDENCE,
                    )
                )
            elif (
                i > 0
                and words.lower[i - 1] in NAMING  # "a model *called* Bandformer"
                and len(words.text[i]) >= 3  # not "D" of "called $\textrm{D}^2$GAN"
            ):
                # "our model, named Bandformer, ...": the word a naming participle gives
                candidates.append(
                    Candidate(
                        words.idx[i], token_end, own_type(words.text[i]), "name", _WORDS_CONFIDENCE
                    )
                )
            elif _in_enumeration(words, i):
                candidates.append(
                    Candidate(
                        words.idx[i],
                        token_end,
                        own_type(words.text[i]),
                        "name.enumeration",
                        _ENUMERATED_CONFIDENCE,
                    )
                )
        i += 1
    return candidates


def _magnitude_unit(words, i: int) -> bool:
    """Whether word ``i`` is the magnitude letter glued to the number before it ("1.2M",
    "3.5B" split by the tokenizer)."""
    if i == 0 or words.text[i] not in _MAGNITUDES:
        return False
    before = words.text[i - 1]
    glued = words.idx[i - 1] + len(before) == words.idx[i]
    return glued and before.replace(".", "", 1).replace(",", "").isdigit()


_MAGNITUDES = frozenset({"K", "M", "B", "G", "T"})


# A name's last word and the full stop the tokenizer left on it ("Qwen2.5-Coder-7B."): a
# version's dot inside the word keeps the stop on; an initialism ("U.S.") ends in its own.
_SENTENCE_PERIOD = re.compile(r"[A-Za-z0-9]{2}\.$")


def sentence_period_end(text: str, start: int, end: int) -> int:
    """Where a name ends once the sentence's full stop glued to its last word is left out
    (:func:`sentence_stop_kept` asks the same of a one-dot word; this also takes a version's
    dot inside the name).

    >>> text = "We fine-tune Qwen2.5-Coder-7B. It ..."
    >>> text[13:sentence_period_end(text, 13, 30)]
    'Qwen2.5-Coder-7B'
    >>> sentence_period_end("the U.S. census", 4, 8)
    8
    """
    if end - start > 2 and _SENTENCE_PERIOD.search(text, start, end):
        return end - 1
    return end


def _gerund_before_name(words: _Words, i: int) -> bool:
    """ "Modeling DNA", "Designing RNA molecules": a capitalised -ing form of a verb right
    before a name-shaped word is the activity, no word of the name; not "Alternating
    Minimization" (no name-shaped word after it)."""
    return (
        not words.name[i]
        and i + 1 < len(words.text)
        and words.name[i + 1]
        and not words.sent_start[i + 1]
        and verb_of_gerund(words.lower[i], load_lexicon()) is not None
    )


def _capitalised_run(words: _Words, i: int) -> int:
    """How many capitalised or name tokens run from i within its sentence."""
    j = i + 1
    while (
        j < len(words.text) and not words.sent_start[j] and (words.capitalised[j] or words.name[j])
    ):
        j += 1
    return j - i


def _name_end(words: _Words, i: int) -> int:
    """End (exclusive) of a name starting at i: capitalised/name tokens and inner connectors."""
    n = len(words.text)
    j = i + 1
    while j < n and not words.sent_start[j]:
        if words.capitalised[j] or words.name[j] or _is_version(words.table, words.at[j]):
            j += 1
            continue
        if (
            words.text[j] in NAME_CONNECTORS
            and j + 1 < n
            and (words.capitalised[j + 1] or words.name[j + 1])
            and not words.sent_start[j + 1]
        ):
            j += 2
            continue
        break
    return j


def _is_version(table: TokenTable, i: int) -> bool:
    """``Llama 3``, ``wav2vec 2.0``: a bare version number continues a name (token i of the Doc,
    never its first)."""
    text = table.words[i]
    if re.fullmatch(r"v\d+(?:\.\d+)*", text):
        return True
    # "wav2vec 2.0", "Llama 3": a short version right after the name, not a measured value.
    following = table.words[i + 1] if i + 1 < len(table.words) else ""
    return (
        bool(re.fullmatch(r"\d(?:\.\d)?", text))
        and following not in {"%", "×", "x"}
        and not table.is_punct[i - 1]
    )


def _person_citation(words: _Words, end: int) -> bool:
    """ "Ostrow et al." and "Lu et al., 2025" name people, not entities."""
    return (
        end + 1 < len(words.text)
        and words.text[end] == "et"
        and words.text[end + 1].startswith("al")
    )


_ENUMERATION = re.compile(r"(such as|e\.g\.|including|like)\s*(\S+\s*(,|and|or)\s*)*$")


def _in_dataset_context(words: _Words, i: int) -> bool:
    """A capitalised word where datasets are listed: "experiments on Cora, Citeseer and PubMed"."""
    window = " ".join(words.text[max(0, i - 12) : i])
    return bool(DATASET_CONTEXT.search(window))


def _in_enumeration(words: _Words, i: int) -> bool:
    """A capitalised word listed after "such as" / "e.g." or beside a name in "X and Y"."""
    window = " ".join(words.lower[max(0, i - 6) : i])
    if _ENUMERATION.search(window):
        return True
    if i >= 2 and words.text[i - 1] in {"and", "or", ","} and words.name[i - 2]:
        return True
    return i + 2 < len(words.text) and words.text[i + 1] in {"and", "or"} and words.name[i + 2]
