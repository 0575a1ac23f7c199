"""The spaCy pipeline: a scientific tokenizer and thin components around kg's plain functions.

The pipeline runs on the *masked* abstract (:func:`kg.extract.markup.mask_markup`), whose offsets are
those of the original. Components and what they assign:

* ``kg_sentences`` (``kg.extract.sentences.v1``): ``Token.is_sent_start`` from
  :func:`kg.extract.sentences.split_sentences`.
* ``kg_mentions`` (``kg.extract.mentions.v1``): ``Doc._.kg_mentions``, a list of
  :class:`kg.types.Mention` from gazetteer matches, acronym definitions, URLs and the name
  finder; also ``Doc.spans["kg"]`` for displaCy and other spaCy tools.
* ``kg_relations`` (``kg.extract.relations.v1``): ``Doc._.kg_relations`` and ``Doc._.kg_results``.

Factories and the tokenizer are registered with spaCy's registries when this module is
imported; ``pyproject.toml`` also declares them as ``spacy_factories`` entry points, so a
saved ``config.cfg`` that names them loads without importing kg first.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import lru_cache
from pathlib import Path

import numpy
import spacy
from spacy.attrs import NORM, SENT_START
from spacy.language import Language
from spacy.matcher import PhraseMatcher
from spacy.tokenizer import Tokenizer
from spacy.tokens import Doc, Span
from spacy.util import compile_infix_regex

from kg.extract.acronyms import find_acronyms
from kg.extract.mentions import (
    Candidate,
    find_names,
    head_type,
    own_type,
    resolve_overlaps,
    type_from_context,
)
from kg.extract.phrases import LEADING, load_lexicon, noun_phrases, word_class
from kg.extract.relations import Sentence, find_relations
from kg.extract.sentences import split_sentences
from kg.lexicon.gazetteer import Gazetteer, GazetteerEntry, load_gazetteer
from kg.text import fold, singularize
from kg.types import EntityType, Mention

__all__ = ["PIPELINE_VERSION", "make_pipeline", "scientific_tokenizer", "shipped_tagger"]

PIPELINE_VERSION = "kg-rules-1"
# Labels of the trained tagger (scripts/train_ner.py) -> entity types.
_NER_TYPES = {
    "Method": EntityType.METHOD,
    "Task": EntityType.TASK,
    "Metric": EntityType.METRIC,
    "Dataset": EntityType.DATASET,
    "Concept": EntityType.CONCEPT,
}
_PHRASE_TYPES = {EntityType.TASK, EntityType.METRIC}
_SHAPE_TYPES = {EntityType.MODEL, EntityType.BENCHMARK}
_RESOLUTION = re.compile(r"\s*\(\s*\d+\s*[x×]\s*\d+\s*\)|\s*\d+\s*[x×]\s*\d+\b")
_URL = re.compile(r"https?://[^\s<>\"'()\[\]{}]+[^\s<>\"'()\[\]{}.,;:!?]")


@lru_cache(maxsize=200_000)
def token_norm(text: str) -> str:
    """The norm of a token: folded, lowercased, singular (see :func:`kg.text.singularize`)."""
    return singularize(fold(text).lower())


@spacy.registry.tokenizers("kg.scientific_tokenizer.v1")
def scientific_tokenizer() -> Callable[[Language], Tokenizer]:
    """spaCy's English tokenizer, but hyphenated words stay whole.

    ``VSI-Bench``, ``SFBD-OMNI``, ``multi-view`` and ``Meerkat-vp`` are single tokens: in
    scientific names the hyphen is part of the name.
    """

    def create(nlp: Language) -> Tokenizer:
        defaults = nlp.Defaults
        # Lexeme norms fold case, accents, Greek letters and plurals ("FIDs" -> "fid",
        # "Schrödinger" -> "schrodinger"), so the gazetteer matches on NORM.
        nlp.vocab.lex_attr_getters[NORM] = token_norm
        infixes = [
            pattern.replace("(?:-|–|—|--|---|——|~)", "(?:–|—|--|---|——|~)").replace(
                "[+\\-\\*^]", "[+\\*^]"
            )
            for pattern in (defaults.infixes or [])
        ]
        infixes.append(r"[–—]")  # "Qwen2.5VL-72B—while", "0.1B–1.2B": dashes always split
        # Split "CLIP’s" and "model's" possessives off via the default suffix rules, and
        # keep math operators apart: "(i)", "64x64" stays one token.
        return Tokenizer(
            nlp.vocab,
            rules=defaults.tokenizer_exceptions,
            prefix_search=spacy.util.compile_prefix_regex(defaults.prefixes or []).search,
            suffix_search=spacy.util.compile_suffix_regex(defaults.suffixes or []).search,
            infix_finditer=compile_infix_regex(infixes).finditer,
            token_match=defaults.token_match,
            url_match=defaults.url_match,
        )

    return create


def _ensure_extensions() -> None:
    for name in ("kg_mentions", "kg_relations", "kg_results"):
        if not Doc.has_extension(name):
            Doc.set_extension(name, default=None)


@Language.factory("kg_sentences", assigns=["token.is_sent_start"])
def make_sentences(nlp: Language, name: str) -> Callable[[Doc], Doc]:
    """Sentence boundaries from :func:`kg.extract.sentences.split_sentences`."""

    def set_sentences(doc: Doc) -> Doc:
        starts = {start for start, _ in split_sentences(doc.text)}
        # One from_array call: the Token.is_sent_start setter scans the whole Doc on every
        # call (quadratic; 8 s for one 100k-character abstract). -1 marks "not a start".
        flags = [1 if token.idx in starts or token.i == 0 else -1 for token in doc]
        doc.from_array(
            [SENT_START], numpy.array(flags, dtype="int64").astype("uint64").reshape(-1, 1)
        )
        return doc

    return set_sentences


class MentionFinder:
    """Gazetteer, acronyms, URLs and names -> non-overlapping typed mentions."""

    def __init__(
        self,
        nlp: Language,
        gazetteer: Gazetteer,
        *,
        min_confidence: float,
        ner_confidence: float = 0.6,
        phrase_confidence: float = 0.45,
    ) -> None:
        self.gazetteer = gazetteer
        self.min_confidence = min_confidence
        self.ner_confidence = ner_confidence
        self.phrase_confidence = phrase_confidence

        self.exact = PhraseMatcher(nlp.vocab, attr="ORTH")
        self.folded = PhraseMatcher(nlp.vocab, attr="NORM")
        self.entries: dict[str, GazetteerEntry] = {}
        exact: dict[str, list[Doc]] = {}
        folded: dict[str, list[Doc]] = {}
        for surface, entry, case_sensitive in gazetteer.patterns():
            key = f"{entry.type.value}|{entry.name}"
            self.entries[key] = entry
            target = exact if case_sensitive else folded
            target.setdefault(key, []).append(nlp.make_doc(surface))
        for key, docs in exact.items():
            self.exact.add(key, docs)
        for key, docs in folded.items():
            self.folded.add(key, docs)

    def phrase_candidates(self, doc: Doc, taken: list[Candidate]) -> list[Candidate]:
        """Concept noun phrases where no other candidate was kept (none below the threshold)."""
        if self.phrase_confidence < self.min_confidence:
            return []
        return _phrase_candidates(doc, taken, confidence=self.phrase_confidence)

    def __call__(self, doc: Doc) -> Doc:
        _ensure_extensions()
        text = doc.text  # Doc.text rebuilds the string on every access: read it once
        candidates: list[Candidate] = []
        vocab = doc.vocab
        for matcher in (self.exact, self.folded):
            for match_id, start, end in matcher(doc):
                entry = self.entries[vocab.strings[match_id]]
                span = doc[start:end]
                end_char = span.end_char
                if entry.type in {EntityType.DATASET, EntityType.BENCHMARK}:
                    # "ImageNet 64x64" is ImageNet: keep the qualifier in the surface form.
                    qualifier = _RESOLUTION.match(text, end_char)
                    end_char = qualifier.end() if qualifier else end_char
                candidates.append(
                    Candidate(span.start_char, end_char, entry.type, "gazetteer", 0.9, entry.name)
                )
        for url in _URL.finditer(text):
            candidates.append(
                Candidate(url.start(), url.end(), EntityType.CODE_REPOSITORY, "url", 0.95)
            )
        definitions = find_acronyms(text)
        for definition in definitions:
            long_type = type_from_context(
                doc, definition.long_start, definition.short_end + 1
            ) or _long_form_type(text[definition.long_start : definition.long_end])
            candidates.append(
                Candidate(
                    definition.long_start, definition.long_end, long_type, "acronym.long", 0.8
                )
            )
            candidates.append(
                Candidate(
                    definition.short_start, definition.short_end, long_type, "acronym.short", 0.8
                )
            )
        starts = [token.idx for token in doc if token.is_sent_start]
        for candidate in find_names(doc, starts):
            context = type_from_context(doc, candidate.start, candidate.end)
            candidates.append(
                candidate._replace(type=context)
                if context is not None and candidate.type is EntityType.METHOD
                else candidate
            )
        for ent in doc.ents:
            etype = _NER_TYPES.get(ent.label_)
            surface = text[ent.start_char : ent.end_char]
            if etype is None or not _well_formed(ent):
                continue
            # The words around a name ("X, a benchmark", "experiments on X") outrank the tagger.
            # A model's or benchmark's own shape ("Qwen2.5VL-72B", "VSI-Bench") outranks the tagger.
            shape = own_type(surface)
            etype = (
                type_from_context(doc, ent.start_char, ent.end_char)
                or (shape if shape in _SHAPE_TYPES else None)
                or _head_override(surface, etype)
            )
            # A tagged name is a node; a tagged lowercase phrase ("penalty-based simulation")
            # is a candidate, drawn when shared (see kg.graph.is_drawn).
            named = any(ch.isupper() or ch.isdigit() for ch in surface)
            confidence = (
                self.ner_confidence if named else min(self.ner_confidence, self.phrase_confidence)
            )
            candidates.append(Candidate(ent.start_char, ent.end_char, etype, "ner", confidence))
        chosen = [c for c in resolve_overlaps(candidates) if c.confidence >= self.min_confidence]
        chosen = sorted(
            chosen + self.phrase_candidates(doc, chosen), key=lambda c: (c.start, c.end)
        )
        doc._.kg_mentions = _to_mentions(text, chosen, definitions)
        doc.spans["kg"] = [
            doc.char_span(m.start, m.end, label=m.type.value, alignment_mode="expand")
            for m in doc._.kg_mentions
        ]
        return doc


def _head_override(surface: str, etype: EntityType) -> EntityType:
    """The type the head noun of a tagged phrase announces, over the tagger's label."""
    last = re.split(r"[\s\-]+", surface.strip())[-1]
    found = head_type(last)
    if found is None or found is EntityType.CONCEPT:
        return etype
    if found is EntityType.MODEL:
        found = EntityType.METHOD
    if found is EntityType.BENCHMARK:
        found = EntityType.DATASET
    return found


def _well_formed(span: Span) -> bool:
    """Tagger spans with unbalanced brackets or a function word at an edge are cut wrong."""
    text = span.text
    if text.count("(") != text.count(")") or text.count("[") != text.count("]"):
        return False
    if len(text) < 2:
        return False  # "M", "N": variables
    if len(span) == 1 and span[0].is_sent_start and text[1:].islower():
        # "Initializing from ...", "Extensive experiments": a capitalised common word.
        if word_class(text.lower(), load_lexicon()) in {"V", "A"} or text.lower() in LEADING:
            return False
    return not (span[0].is_stop or span[-1].is_stop or span[-1].is_punct or span[0].is_punct)


def _phrase_candidates(doc: Doc, taken: list[Candidate], *, confidence: float) -> list[Candidate]:
    """Concept noun phrases (see :mod:`kg.extract.phrases`) where nothing else was found."""
    tokens = [t for t in doc if not t.is_space]
    found = []
    for start, end in noun_phrases([t.text for t in tokens]):
        first, last = tokens[start], tokens[end - 1]
        span = (first.idx, last.idx + len(last.text))
        if not any(span[0] < c.end and c.start < span[1] for c in taken):
            etype = _head_override(doc.text[span[0] : span[1]], EntityType.CONCEPT)
            etype = etype if etype in _PHRASE_TYPES else EntityType.CONCEPT
            found.append(Candidate(span[0], span[1], etype, "phrase", confidence))
    return found


def _long_form_type(text: str) -> EntityType:
    """The type a long form's own last word announces (Method by default)."""
    last = re.split(r"[\s\-]+", text.strip())[-1]
    if last.lower().endswith(("ed", "al", "ive", "ent")):
        return (
            EntityType.CONCEPT
        )  # "Non-Independent and Identically Distributed", "out-of-distribution"
    found = head_type(last.rstrip("s")) or head_type(last)
    if found is EntityType.MODEL or found is None:
        return EntityType.METHOD
    return found


def _to_mentions(text: str, chosen: Iterable[Candidate], definitions: list) -> list[Mention]:
    long_of = {(d.short_start, d.short_end): text[d.long_start : d.long_end] for d in definitions}
    short_of = {(d.long_start, d.long_end): text[d.short_start : d.short_end] for d in definitions}
    # Within one abstract a defined short form keeps its long form at every later use.
    expansions = {
        text[d.short_start : d.short_end]: text[d.long_start : d.long_end] for d in definitions
    }
    defined_type = {text[c.start : c.end]: c.type for c in chosen if c.extractor == "acronym.short"}
    mentions = []
    for c in chosen:
        if c.extractor == "name":
            # A later use of a defined short form ("CMs") is typed like its definition.
            bare = text[c.start : c.end]
            c = c._replace(type=defined_type.get(bare, defined_type.get(bare[:-1], c.type)))
        surface = text[c.start : c.end]
        long_form = long_of.get((c.start, c.end))
        if long_form is None:
            bare = surface[:-1] if surface.endswith("s") and surface[:-1] in expansions else surface
            long_form = expansions.get(bare)
        mentions.append(
            Mention(
                text=surface,
                start=c.start,
                end=c.end,
                type=c.type,
                extractor=c.extractor,
                confidence=c.confidence,
                canonical=c.canonical,
                long_form=long_form,
                short_form=short_of.get((c.start, c.end)),
            )
        )
    return mentions


@Language.factory(
    "kg_mentions",
    default_config={
        "gazetteer_path": None,
        "min_confidence": 0.4,
        "ner_confidence": 0.6,
        "phrase_confidence": 0.45,
    },
    requires=["token.is_sent_start"],
    assigns=["doc._.kg_mentions", "doc.spans"],
)
def make_mentions(
    nlp: Language,
    name: str,
    gazetteer_path: str | None,
    min_confidence: float,
    ner_confidence: float,
    phrase_confidence: float,
) -> MentionFinder:
    """Mentions from the shipped gazetteer (or the one at ``gazetteer_path``), the rules and,
    when the pipeline has a trained ``ner`` before this component, its entities."""
    gazetteer = load_gazetteer(Path(gazetteer_path) if gazetteer_path else None)
    return MentionFinder(
        nlp,
        gazetteer,
        min_confidence=min_confidence,
        ner_confidence=ner_confidence,
        phrase_confidence=phrase_confidence,
    )


@Language.factory(
    "kg_relations",
    requires=["doc._.kg_mentions"],
    assigns=["doc._.kg_relations", "doc._.kg_results"],
)
def make_relations(nlp: Language, name: str) -> Callable[[Doc], Doc]:
    """Typed edges and results from cue phrases (see :mod:`kg.extract.relations`)."""

    def relate(doc: Doc) -> Doc:
        _ensure_extensions()
        text = doc.text
        sentences = [Sentence(start, end, text[start:end]) for start, end in split_sentences(text)]
        mentions, relations, results = find_relations(
            doc, doc._.kg_mentions or [], sentences, paper_key="", abstract=text
        )
        doc._.kg_mentions = list(mentions)
        doc._.kg_relations = list(relations)
        doc._.kg_results = list(results)
        return doc

    return relate


def shipped_tagger() -> Path | None:
    """The trained tagger shipped in the package (``kg/data/ner``), if this install has it."""
    path = Path(__file__).resolve().parents[1] / "data" / "ner"
    return path if (path / "config.cfg").is_file() else None


def make_pipeline(
    *,
    gazetteer_path: str | None = None,
    min_confidence: float = 0.4,
    tagger: str | Path | None | bool = True,
    ner_confidence: float = 0.6,
    phrase_confidence: float = 0.45,
) -> Language:
    """Build kg's extraction pipeline on a blank English spaCy model.

    Args:
        gazetteer_path: A gazetteer TSV to use instead of the shipped one.
        min_confidence: Mentions below this confidence are dropped.
        tagger: The trained mention tagger: True for the shipped one (if installed), a path to a
            pipeline trained with ``scripts/train_ner.py``, or False/None for rules only.
        ner_confidence: Confidence given to the tagger's mentions.
        phrase_confidence: Confidence given to concept noun phrases (:mod:`kg.extract.phrases`); below
            ``min_confidence`` they are not extracted.

    Example:
        >>> nlp = make_pipeline(tagger=False)
        >>> doc = nlp("We propose FooNet, a method evaluated on CIFAR-10.")
        >>> [(m.text, m.type.value) for m in doc._.kg_mentions]
        [('FooNet', 'Method'), ('CIFAR-10', 'Dataset')]
    """
    _ensure_extensions()
    nlp = spacy.blank(
        "en", config={"nlp": {"tokenizer": {"@tokenizers": "kg.scientific_tokenizer.v1"}}}
    )
    nlp.add_pipe("kg_sentences")
    source = shipped_tagger() if tagger is True else (Path(tagger) if tagger else None)
    if source is not None:
        trained = spacy.load(source)
        nlp.add_pipe("tok2vec", source=trained)
        nlp.add_pipe("ner", source=trained)
    nlp.add_pipe(
        "kg_mentions",
        config={
            "gazetteer_path": gazetteer_path,
            "min_confidence": min_confidence,
            "ner_confidence": ner_confidence,
            "phrase_confidence": phrase_confidence,
        },
    )
    nlp.add_pipe("kg_relations")
    return nlp
