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
    text = token.text
    if len(text) < 2 or text in NOT_NAMES or not any(ch.isalpha() for ch in text):
        return False
    if (
        _UNIT.match(text)
        or token.like_url
        or token.like_email
        or any(ch in text for ch in "()[]{}|=_^\\")
    ):
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


def _is_capitalised(token: Token) -> bool:
    text = token.text
    return (
        bool(text)
        and text[0].isupper()
        and token.is_alpha is not False
        and text.lower() not in STOP_CAPITALISED
        and not token.is_punct
    )


def find_names(doc: Doc, sentence_starts: Iterable[int]) -> list[Candidate]:
    """Name-finder candidates in a document whose sentence start offsets are given."""
    starts = set(sentence_starts)
    candidates: list[Candidate] = []
    i = 0
    tokens = [t for t in doc if not t.is_space]
    n = len(tokens)
    text_of_doc = doc.text
    while i < n:
        token = tokens[i]
        sentence_initial = token.idx in starts or (
            i > 0 and tokens[i - 1].text in {"(", "“", '"', ":"} and tokens[i - 1].idx in starts
        )
        if is_name_token(token) or _is_capitalised(token) and _capitalised_run(tokens, i) > 1:
            end = _name_end(tokens, i)
            if end == i + 1 and not is_name_token(token):
                i += 1
                continue
            span = tokens[i:end]
            start_char, end_char = span[0].idx, span[-1].idx + len(span[-1].text)
            text = text_of_doc[start_char:end_char]
            if _person_citation(tokens, end) or text in NOT_NAMES:
                i = end
                continue
            shaped = any(is_name_token(t) for t in span)
            confidence = _NAME_CONFIDENCE if shaped else _WORDS_CONFIDENCE
            candidates.append(Candidate(start_char, end_char, own_type(text), "name", confidence))
            i = end
            continue
        nxt = tokens[i + 1] if i + 1 < n else None
        modifies_noun = nxt is not None and nxt.text[:1].islower() and not nxt.is_stop
        if _is_capitalised(token) and not sentence_initial and not modifies_noun:
            if _in_dataset_context(tokens, i):
                candidates.append(
                    Candidate(
                        token.idx,
                        token.idx + len(token.text),
                        EntityType.DATASET,
                        "name.dataset",
                        _LISTED_DATASET_CONFIDENCE,
                    )
                )
            elif _in_enumeration(tokens, i):
                candidates.append(
                    Candidate(
                        token.idx,
                        token.idx + len(token.text),
                        own_type(token.text),
                        "name.enumeration",
                        _ENUMERATED_CONFIDENCE,
                    )
                )
        i += 1
    return candidates


def _capitalised_run(tokens: Sequence[Token], i: int) -> int:
    """How many capitalised or name tokens run from i within its sentence."""
    j = i + 1
    while (
        j < len(tokens)
        and not tokens[j].is_sent_start
        and (_is_capitalised(tokens[j]) or is_name_token(tokens[j]))
    ):
        j += 1
    return j - i


def _name_end(tokens: Sequence[Token], i: int) -> int:
    """End (exclusive) of a name starting at i: capitalised/name tokens and inner connectors."""
    j = i + 1
    while j < len(tokens) and not tokens[j].is_sent_start:
        token = tokens[j]
        if _is_capitalised(token) or is_name_token(token) or _is_version(token):
            j += 1
            continue
        if (
            token.text in NAME_CONNECTORS
            and j + 1 < len(tokens)
            and (_is_capitalised(tokens[j + 1]) or is_name_token(tokens[j + 1]))
            and not tokens[j + 1].is_sent_start
        ):
            j += 2
            continue
        break
    return j


def _is_version(token: Token) -> bool:
    """``Llama 3``, ``wav2vec 2.0``: a bare version number continues a name."""
    if re.fullmatch(r"v\d+(?:\.\d+)*", token.text):
        return True
    # "wav2vec 2.0", "Llama 3": a short version right after the name, not a measured value.
    following = token.nbor(1).text if token.i + 1 < len(token.doc) else ""
    return (
        bool(re.fullmatch(r"\d(?:\.\d)?", token.text))
        and following not in {"%", "×", "x"}
        and not token.nbor(-1).is_punct
    )


def _person_citation(tokens: Sequence[Token], end: int) -> bool:
    """ "Ostrow et al." and "Lu et al., 2025" name people, not entities."""
    return (
        end + 1 < len(tokens) and tokens[end].text == "et" and tokens[end + 1].text.startswith("al")
    )


_DATASET_CONTEXT = re.compile(
    r"(?:\b(?:datasets?|benchmarks?|corpora|corpus)\s*(?:,|:|\()?\s*(?:such as|including|e\.g\.\s*,?|like|namely|of)?"
    r"|\b(?:experiments?|evaluated|evaluate|evaluation|results|tested|trained|accuracy|performance)\b[^.;]{0,30}?\b(?:on|across)(?:\s+the)?)"
    r"\s*(?:[A-Z][\w-]*\s*(?:,|and|or)\s*)*$"
)


def _in_dataset_context(tokens: Sequence[Token], i: int) -> bool:
    """A capitalised word where datasets are listed: "experiments on Cora, Citeseer and PubMed"."""
    window = " ".join(t.text for t in tokens[max(0, i - 12) : i])
    return bool(_DATASET_CONTEXT.search(window))


def _in_enumeration(tokens: Sequence[Token], i: int) -> bool:
    """A capitalised word listed after "such as" / "e.g." or beside a name in "X and Y"."""
    window = " ".join(t.text.lower() for t in tokens[max(0, i - 6) : i])
    if re.search(r"(such as|e\.g\.|including|like)\s*(\S+\s*(,|and|or)\s*)*$", window):
        return True
    prev2 = tokens[i - 2] if i >= 2 else None
    nxt2 = tokens[i + 2] if i + 2 < len(tokens) else None
    if (
        i >= 2
        and tokens[i - 1].text in {"and", "or", ","}
        and prev2 is not None
        and is_name_token(prev2)
    ):
        return True
    return (
        i + 2 < len(tokens)
        and tokens[i + 1].text in {"and", "or"}
        and nxt2 is not None
        and is_name_token(nxt2)
    )


def head_type(word: str) -> EntityType | None:
    """The entity type a head noun announces, if any (``benchmark`` -> Benchmark)."""
    return HEAD_TYPES.get(word.lower().strip(".,;:"))


def own_type(text: str) -> EntityType:
    """Type from the name itself: its last word, its shape; Method by default."""
    last = re.split(r"[\s\-]+", text.strip())[-1]
    if last.lower() in {"bench", "benchmark"} or text.endswith("Bench"):
        return EntityType.BENCHMARK
    if (
        _PARAMETER_COUNT.search(text)
        or _MODEL_FAMILY.match(text)
        and any(ch.isdigit() for ch in text)
    ):
        return EntityType.MODEL
    found = head_type(last)
    if found is EntityType.MODEL:
        return EntityType.METHOD  # "Consistency Models" names a family of methods
    return found or EntityType.METHOD


def type_from_context(doc: Doc, start: int, end: int) -> EntityType | None:
    """Type announced by the words around a span: "X, a benchmark ...", "the X dataset"."""
    span = doc.char_span(start, end, alignment_mode="expand")
    if span is None:
        return None
    following = [t for t in doc[span.end : span.end + 12] if not t.is_space]
    words = [t.text for t in following]
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
    if following and head_type(following[0].text) is not None:
        found = head_type(following[0].text)
        return (
            EntityType.METHOD
            if found is EntityType.MODEL and not _PARAMETER_COUNT.search(span.text)
            else found
        )
    preceding = [t.text for t in doc[max(0, span.start - 12) : span.start] if not t.is_space]
    if _DATASET_CONTEXT.search(" ".join(preceding)):
        return EntityType.DATASET  # "experiments on X", "datasets such as X, Y"
    return None


def _until_boundary(words: Sequence[str]) -> list[str]:
    out = []
    for word in words:
        if word in APPOSITIVE_BOUNDARIES:
            break
        out.append(word)
    return out
