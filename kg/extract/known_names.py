"""Candidates of known names and addresses: the gazetteer's forms, matched by phrase matchers
built once per pipeline, and URLs as code repositories (the first sources of
:mod:`kg.extract.candidates`)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import NamedTuple

from spacy.language import Language
from spacy.matcher import PhraseMatcher
from spacy.tokens import Doc

from kg.extract.mentions import Candidate, numbered_noun, sentence_stop_kept
from kg.lexicon.gazetteer import Gazetteer, GazetteerEntry
from kg.lexicon.wordclass import load_lexicon
from kg.types import DATA_TYPES, EntityType

__all__ = [
    "GAZETTEER_CONFIDENCE",
    "URL_CONFIDENCE",
    "GazetteerMatchers",
    "gazetteer_candidates",
    "gazetteer_matchers",
    "url_candidates",
]

GAZETTEER_CONFIDENCE = 0.9
URL_CONFIDENCE = 0.95

# Nouns of data a known task's one-word alias may modify ("a calibration set").
_DATA_NOUNS = frozenset(
    {"set", "sets", "data", "samples", "split", "sequences", "examples", "tokens"}
)
# Words opening the object of a verb ("forecasting the weather", "unlearning their data").
_OBJECT_DETERMINERS = frozenset({"the", "a", "an", "its", "their", "these", "such"})
_RESOLUTION = re.compile(r"\s*\(\s*\d+\s*[x×]\s*\d+\s*\)|\s*\d+\s*[x×]\s*\d+\b")
_URL = re.compile(r"https?://[^\s<>\"'()\[\]{}]+[^\s<>\"'()\[\]{}.,;:!?]")


class GazetteerMatchers(NamedTuple):
    """spaCy phrase matchers over a gazetteer's forms, built once per pipeline."""

    exact: PhraseMatcher  # case-sensitive forms, on ORTH
    folded: PhraseMatcher  # the others, on NORM (case, accents, plurals folded)
    entries: Mapping[str, GazetteerEntry]  # match key -> entry


def gazetteer_matchers(nlp: Language, gazetteer: Gazetteer) -> GazetteerMatchers:
    """Matchers for every form of every entry, tokenised by ``nlp``'s tokenizer."""
    entries: dict[str, GazetteerEntry] = {}
    forms: dict[bool, dict[str, list[Doc]]] = {True: {}, False: {}}
    for surface, entry, case_sensitive in gazetteer.patterns():
        key = f"{entry.type.value}|{entry.name}"
        entries[key] = entry
        forms[case_sensitive].setdefault(key, []).append(nlp.make_doc(surface))
    exact = PhraseMatcher(nlp.vocab, attr="ORTH")
    folded = PhraseMatcher(nlp.vocab, attr="NORM")
    for matcher, docs in ((exact, forms[True]), (folded, forms[False])):
        for key, patterns in docs.items():
            matcher.add(key, patterns)
    return GazetteerMatchers(exact=exact, folded=folded, entries=entries)


def gazetteer_candidates(doc: Doc, text: str, matchers: GazetteerMatchers) -> list[Candidate]:
    """Gazetteer matches; a dataset keeps its resolution ("ImageNet 64x64") in its surface.

    ``text`` is ``doc.text``, read once by the caller (spaCy rebuilds it on every access).
    """
    candidates = []
    strings = doc.vocab.strings
    for matcher in (matchers.exact, matchers.folded):
        for match_id, start, end in matcher(doc):
            entry = matchers.entries[strings[match_id]]
            span = doc[start:end]
            if _numbered(doc, start, end):
                continue  # "Model VI", "Table VI": a Roman numeral, not variational inference
            if _alias_before_data(doc, entry, start, end):
                continue  # "a calibration set": the data of a step, not model calibration
            if _gerund_with_object(doc, entry, start, end):
                continue  # "Forecasting turbulent flows": a verb, not time series forecasting
            end_char = span.end_char
            if entry.type in DATA_TYPES:
                qualifier = _RESOLUTION.match(text, end_char)
                end_char = qualifier.end() if qualifier else end_char
            candidates.append(_known(entry, span.start_char, end_char))
    return (
        candidates
        + _before_full_stops(doc, matchers)
        + _before_split_names(doc, matchers)
        + _slashed_names(doc, matchers)
    )


def _alias_before_data(doc: Doc, entry: GazetteerEntry, start: int, end: int) -> bool:
    """Whether a known task's one-word lowercase alias modifies data right after it ("on a
    calibration set", "calibration data": data for a step of the method, no task of the
    paper); the task's own name ("segmentation data") stays."""
    word = doc[start]
    return (
        entry.type is EntityType.TASK
        and end - start == 1
        and word.text.islower()
        and word.lower_ != entry.name.lower()
        and end < len(doc)
        and doc[end].lower_ in _DATA_NOUNS
    )


def _gerund_with_object(doc: Doc, entry: GazetteerEntry, start: int, end: int) -> bool:
    """Whether a known task's one-word -ing alias is a verb taking an object: a determiner or
    an adjective follows ("Forecasting turbulent flows remains hard", "unlearning specific
    facts"), not a noun it modifies ("forecasting models") or nothing ("forecasting is hard").
    """
    word = doc[start]
    if not (
        entry.type is EntityType.TASK
        and end - start == 1
        and word.lower_.endswith("ing")
        and word.lower_ != entry.name.lower()
        and end < len(doc)
    ):
        return False
    following = doc[end].text
    classes = load_lexicon().get(following, "")
    return following in _OBJECT_DETERMINERS or ("a" in classes and "n" not in classes)


def _numbered(doc: Doc, start: int, end: int) -> bool:
    """Whether tokens ``start:end`` are a Roman numeral numbering the common noun before them
    ("Model VI", "Table II": :func:`kg.extract.mentions.numbered_noun`).

    >>> import spacy
    >>> doc = spacy.blank("en")("Model VI beats VI on Table II.")
    >>> _numbered(doc, 1, 2), _numbered(doc, 3, 4), _numbered(doc, 6, 7)
    (True, False, True)
    """
    return end - start == 1 and start > 0 and numbered_noun(doc[start - 1 : end].text)


def _known(entry: GazetteerEntry, start: int, end: int) -> Candidate:
    return Candidate(start, end, entry.type, "gazetteer", GAZETTEER_CONFIDENCE, entry.name)


# A known dataset's split glued to its name by a hyphen ("miniF2F-test", "COCO-val").
_MAGNITUDE_END = re.compile(r"\d[KMB]$")
_SPLIT_SUFFIX = re.compile(r"^(?P<name>.+[^-])-(?:test|val|valid|validation|train|dev)$", re.I)
# A known dataset's resolution glued to its name ("ImageNet64x64", "Imagenet32x32").
_GLUED_RESOLUTION = re.compile(r"^(?P<name>.*[A-Za-z])-?\d+[x×]\d+$")


def _before_split_names(doc: Doc, matchers: GazetteerMatchers) -> list[Candidate]:
    """Known datasets the tokenizer kept together with a split's name ("on miniF2F-test") or
    a resolution ("ImageNet64x64"): the name before them, matched alone, is the dataset; the
    whole word is its surface (as "ImageNet 64x64" keeps its resolution)."""
    candidates = []
    for token in doc:
        split = _SPLIT_SUFFIX.match(token.text) or _GLUED_RESOLUTION.match(token.text)
        if split is None:
            continue
        name = split.group("name")
        # the tokenizer parts a magnitude letter from the digit before it ("GSM8K": "GSM8 K")
        words = [name[:-1], name[-1]] if _MAGNITUDE_END.search(name) else [name]
        for entry in _data_entries(doc, matchers, words):
            candidates.append(_known(entry, token.idx, token.idx + len(token.text)))
    return candidates


# Two known datasets written as one word, the second by its number alone ("CIFAR-10/100"), or
# the first with the slash left on ("CIFAR-10/ CIFAR-100").
_SLASHED = re.compile(r"^(?P<name>[A-Za-z][\w.-]*?)(?P<first>\d+)/(?P<second>\d+)?$")


def _slashed_names(doc: Doc, matchers: GazetteerMatchers) -> list[Candidate]:
    """Known datasets the tokenizer kept together with a slash: "CIFAR-10/100" is CIFAR-10
    (its first part) and CIFAR-100 (the number after the slash, when the name with that number
    is known too); "CIFAR-10/" is CIFAR-10."""
    candidates = []
    for token in doc:
        slashed = _SLASHED.match(token.text)
        if slashed is None:
            continue
        name, second = slashed.group("name"), slashed.group("second")
        first_end = token.idx + slashed.end("first")
        firsts = _data_entries(doc, matchers, [name + slashed.group("first")])
        seconds = _data_entries(doc, matchers, [name + second]) if second else []
        if not firsts or (second and not seconds):
            continue
        candidates.append(_known(firsts[0], token.idx, first_end))
        if seconds:
            candidates.append(
                _known(
                    seconds[0],
                    token.idx + slashed.start("second"),
                    token.idx + slashed.end("second"),
                )
            )
    return candidates


def _data_entries(doc: Doc, matchers: GazetteerMatchers, words: list[str]) -> list[GazetteerEntry]:
    """The data entries (datasets, benchmarks, environments) whose form is ``words`` alone."""
    return [e for e in _entries_alone(doc, matchers, words) if e.type in DATA_TYPES]


def _entries_alone(doc: Doc, matchers: GazetteerMatchers, words: list[str]) -> list[GazetteerEntry]:
    """The entries whose forms are ``words``, matched as a text of their own."""
    alone = Doc(doc.vocab, words=words)
    strings = doc.vocab.strings
    return [
        matchers.entries[strings[match_id]]
        for matcher in (matchers.exact, matchers.folded)
        for match_id, start, end in matcher(alone)
        if (start, end) == (0, len(words))
    ]


def _before_full_stops(doc: Doc, matchers: GazetteerMatchers) -> list[Candidate]:
    """Known names the tokenizer kept together with the sentence's full stop ("on CelebA.",
    "with AdamW."): the word without its stop, matched alone (a dotted abbreviation such as
    "U.S." is left as it is)."""
    candidates = []
    for token in doc:
        word = token.text
        if not sentence_stop_kept(word):
            continue
        for entry in _entries_alone(doc, matchers, [word[:-1]]):
            candidates.append(_known(entry, token.idx, token.idx + len(word) - 1))
    return candidates


def url_candidates(text: str) -> list[Candidate]:
    """Every URL, as a code repository.

    >>> [(c.start, c.end, c.type.value) for c in url_candidates("code: https://github.com/a/b.")]
    [(6, 28, 'CodeRepository')]
    """
    return [
        Candidate(url.start(), url.end(), EntityType.CODE_REPOSITORY, "url", URL_CONFIDENCE)
        for url in _URL.finditer(text)
    ]
