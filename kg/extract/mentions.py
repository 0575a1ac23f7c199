"""The name finder and the typing of names, as plain functions over a tokenised abstract.

* :func:`find_names`: tokens shaped like names (``WeightLens``, ``GPT-4o``, ``CIFAR-10``),
  runs of capitalised words inside a sentence (``Dynamical Similarity Analysis``) and
  capitalised words in enumerations (``such as Muon and Soap``) or dataset lists.
* :func:`type_from_context`, :func:`own_type`, :func:`head_type`: types from the words around
  a name (``X, a benchmark``, ``the X dataset``), its shape or its own head word
  (``... Analysis``), else Method.

The other sources of candidates and how they are combined are in :mod:`kg.extract.candidates`;
the word lists in :mod:`kg.lexicon.words`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from spacy.tokens import Doc, Token

from kg.extract.kinds import game_context, not_a_method
from kg.extract.tokens import TokenTable, char_span, token_table
from kg.lexicon.words import (
    APPOSITIVE_BOUNDARIES,
    APPOSITIVE_OPENERS,
    HEAD_TYPES,
    NAME_CONNECTORS,
    NOT_NAMES,
    STOP_CAPITALISED,
)
from kg.types import EntityType

__all__ = [
    "Candidate",
    "head_type",
    "own_type",
    "is_name_token",
    "name_shaped",
    "find_names",
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

# A proposed "model" is an architecture (Method); a *named pretrained* model is a Model.
_PARAMETER_COUNT = re.compile(r"(?:^|[-_.])\d+(?:\.\d+)?[BMK]$|\d+(?:\.\d+)?[bB]$")
_MODEL_FAMILY = re.compile(
    r"^(?:GPT|LLaMA|Llama|Qwen|Mistral|Gemma|Phi|OPT|BLOOM|Falcon|Vicuna|InternVL|LLaVA|Claude|Gemini|PaLM|T5|BERT|DeepSeek)",
    re.I,
)

_UNIT = re.compile(r"^\d+(?:\.\d+)?(?:[A-Za-z]|[kKMBGT]B?|ms|px|fps|x|×|%)$")


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
        for i in at
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
        if words.name[i] or words.capitalised[i] and _capitalised_run(words, i) > 1:
            end = _name_end(words, i)
            if end == i + 1 and not words.name[i]:
                i += 1
                continue
            start_char = words.idx[i]
            end_char = words.idx[end - 1] + len(words.text[end - 1])
            text = text_of_doc[start_char:end_char]
            if _person_citation(words, end) or text in NOT_NAMES:
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


_DATASET_CONTEXT = re.compile(
    r"(?:\b(?:datasets?|benchmarks?|corpora|corpus)\s*(?:,|:|\()?\s*(?:such as|including|e\.g\.\s*,?|like|namely|of)?"
    r"|\b(?:experiments?|evaluated|evaluate|evaluation|results|tested|trained|accuracy|performance)\b[^.;]{0,30}?\b(?:on|across)(?:\s+the)?"
    # wt/generic2: "we test X on Y", "validated on Y", "two datasets from two domains, Y and Z"
    r"|\b(?:test|tests|testing|evaluates|evaluating|validated|validate|benchmarked)\b[^.;]{0,30}?\bon(?:\s+the)?"
    r"|\b(?:two|three|four|five|six|seven|eight|nine|ten|several|multiple|\d+)\s+(?:[\w-]+\s+){0,2}"
    r"(?:datasets|benchmarks|corpora)\b[^.;:,]{0,40}[,:])"
    r"\s*(?:[A-Z][\w-]*\s*(?:,|and|or)\s*)*$"
)
_ENUMERATION = re.compile(r"(such as|e\.g\.|including|like)\s*(\S+\s*(,|and|or)\s*)*$")


def _in_dataset_context(words: _Words, i: int) -> bool:
    """A capitalised word where datasets are listed: "experiments on Cora, Citeseer and PubMed"."""
    window = " ".join(words.text[max(0, i - 12) : i])
    return bool(_DATASET_CONTEXT.search(window))


def _in_enumeration(words: _Words, i: int) -> bool:
    """A capitalised word listed after "such as" / "e.g." or beside a name in "X and Y"."""
    window = " ".join(words.lower[max(0, i - 6) : i])
    if _ENUMERATION.search(window):
        return True
    if i >= 2 and words.text[i - 1] in {"and", "or", ","} and words.name[i - 2]:
        return True
    return i + 2 < len(words.text) and words.text[i + 1] in {"and", "or"} and words.name[i + 2]


def head_type(word: str) -> EntityType | None:
    """The entity type a head noun announces, if any (``benchmark`` -> Benchmark)."""
    return HEAD_TYPES.get(word.lower().strip(".,;:"))


def own_type(text: str) -> EntityType:
    """Type from the name itself: its last word, its shape; Method by default."""
    last = re.split(r"[\s\-]+", text.strip())[-1]
    if last.lower() in {"bench", "benchmark"} or text.endswith("Bench"):
        return EntityType.BENCHMARK
    found = not_a_method(text, EntityType.MODEL)
    if found is not EntityType.MODEL:
        return found  # "SQuAD-50k", "En-Fr"
    if (
        _PARAMETER_COUNT.search(text)
        or _MODEL_FAMILY.match(text)
        and any(ch.isdigit() for ch in text)
    ):
        return EntityType.MODEL
    found = head_type(last)
    if found is EntityType.MODEL:
        return EntityType.METHOD  # "Consistency Models" names a family of methods
    return found or not_a_method(text, EntityType.METHOD)


def type_from_context(
    doc: Doc, start: int, end: int, *, table: TokenTable | None = None
) -> EntityType | None:
    """Type announced by the words around a span: "X, a benchmark ...", "the X dataset"
    (``table``: the Doc's :func:`kg.extract.tokens.token_table`, if the caller has it)."""
    table = table or token_table(doc)
    span = char_span(table, start, end)
    if span is None:
        return None
    first, last = span
    words = [table.words[i] for i in range(last, min(last + 12, len(table.words)))]
    words = [w for i, w in enumerate(words, last) if not table.is_space[i]]
    # Appositive: "X, a plug-and-play module", "X---a benchmark of ...", "X (Y), a novel framework".
    k = 0
    if len(words) > 2 and words[0] in {"and", "or"} and words[1][:1].isupper():
        k = 2  # "X and Y, two complementary methods": the appositive is about both
    if k < len(words) and words[k] == "(":
        while k < len(words) and words[k] != ")":
            k += 1
        k += 1
    if k < len(words) and words[k] in {",", "—", "--", "---", ":", "-"}:
        k += 1
        if k < len(words) and words[k].lower() in APPOSITIVE_OPENERS:
            # The last head noun before a clause boundary wins: "a sparse ZO method".
            heads = [head_type(w) for w in _until_boundary(words[k + 1 : k + 7])]
            heads = [h for h in heads if h is not None]
            if heads:
                return EntityType.METHOD if heads[-1] is EntityType.MODEL else heads[-1]
    head = 0
    if words and words[0] in _COORDINATORS:
        head = _after_coordinated_names(words)  # "X and Y models": the head types both
    if head < len(words) and head_type(words[head]) is not None:
        found = head_type(words[head])
        span_text = (
            table.text[table.idx[first] : table.idx[last - 1] + len(table.words[last - 1])]
            if last > first
            else ""
        )
        return (
            EntityType.METHOD
            if found is EntityType.MODEL and not _PARAMETER_COUNT.search(span_text)
            else found
        )
    preceding = [table.words[i] for i in range(max(0, first - 12), first) if not table.is_space[i]]
    if game_context(" ".join(preceding)):  # wt/types5: "games such as X", "the game of X"
        return EntityType.ENVIRONMENT
    if _DATASET_CONTEXT.search(" ".join(preceding)):
        return EntityType.DATASET  # "experiments on X", "datasets such as X, Y"
    return None


_COORDINATORS = frozenset({"and", "or", ","})
# The most names a coordination lists before its shared head noun ("A, B, C and D datasets").
_MAX_COORDINATED = 4


def _after_coordinated_names(words: Sequence[str]) -> int:
    """Where the plural head noun stands after names coordinated with the span ("and
    LeNet-5 models" -> the index of "models"); 0 when the words are no such list."""
    k = 0
    for _ in range(_MAX_COORDINATED):
        if k >= len(words) or words[k] not in _COORDINATORS:
            return 0
        k += 1
        if k < len(words) and words[k] in _COORDINATORS:
            k += 1  # ", and"
        start = k
        while k < len(words) and (
            words[k] == "-" or any(c.isupper() or c.isdigit() for c in words[k])
        ):
            k += 1
        if k == start:
            return 0
        if k < len(words) and words[k].endswith("s") and head_type(words[k]) is not None:
            return k  # a shared head is plural ("and LeNet-5 models"; not "3D-oriented generation")
    return 0


def _until_boundary(words: Sequence[str]) -> list[str]:
    out = []
    for word in words:
        if word in APPOSITIVE_BOUNDARIES:
            break
        out.append(word)
    return out
