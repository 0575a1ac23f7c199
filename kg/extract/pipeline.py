"""The spaCy pipeline: a scientific tokenizer and thin components around kg's plain functions.

The pipeline runs on the *masked* abstract (:func:`kg.extract.markup.mask_markup`), whose offsets are
those of the original. Components and what they assign:

* ``kg_sentences`` (``kg.extract.sentences.v1``): ``Token.is_sent_start`` from
  :func:`kg.extract.sentences.split_sentences`.
* ``kg_mentions`` (``kg.extract.mentions.v1``): ``Doc._.kg_mentions``, a list of
  :class:`kg.types.Mention` from gazetteer matches, acronym definitions, URLs, the name
  finder, the trained tagger's entities and concept phrases
  (:func:`kg.extract.candidates.find_mentions`); also ``Doc.spans["kg"]`` for displaCy and
  other spaCy tools. Its thresholds are set once, in the factory's ``default_config``.
* ``kg_relations`` (``kg.extract.relations.v1``): ``Doc._.kg_relations`` and ``Doc._.kg_results``.

Factories and the tokenizer are registered with spaCy's registries when this module is
imported; ``pyproject.toml`` also declares them as ``spacy_factories`` entry points, so a
saved ``config.cfg`` that names them loads without importing kg first.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

import numpy
import spacy
import srsly
from spacy.attrs import IDX, NORM, SENT_START
from spacy.language import Language
from spacy.tokenizer import Tokenizer
from spacy.tokens import Doc
from spacy.util import compile_infix_regex
from spacy.vectors import Vectors

from kg.extract.candidates import find_mentions
from kg.extract.matcher_cache import cached_matchers
from kg.extract.relations import TITLE_KEY, doc_sentences, find_relations
from kg.extract.sentences import split_sentences
from kg.extract.tokens import doc_text
from kg.lexicon.gazetteer import Gazetteer, load_gazetteer
from kg.text import IC_PLURALS, fold, singularize
from kg.types import Mention

__all__ = [
    "MentionFinder",
    "make_pipeline",
    "pipeline_gazetteer",
    "scientific_tokenizer",
    "shipped_tagger",
]


@lru_cache(maxsize=200_000)
def token_norm(text: str) -> str:
    """The norm of a token: folded, lowercased, singular (see :func:`kg.text.singularize`).

    The plurals of "-ic" nouns ("metrics", "topics") keep their "s": the norm is a feature the
    shipped tagger learnt, before :func:`kg.text.singularize` learnt those plurals for link
    keys, and a model must see at run time the features it was trained on (with them,
    ``scripts/train_ner.py`` reads the shipped model's training text token for token again).

    >>> token_norm("Models"), token_norm("metrics"), token_norm("Schrödinger")
    ('model', 'metrics', 'schrodinger')
    """
    lower = fold(text).lower()
    return lower if lower in IC_PLURALS else singularize(lower)


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
        starts = [start for start, _ in split_sentences(doc_text(doc))]
        # One from_array call: the Token.is_sent_start setter scans the whole Doc on every
        # call (quadratic; 8 s for one 100k-character abstract). -1 marks "not a start";
        # the token offsets come as one array (no Token objects).
        flags = numpy.where(numpy.isin(doc.to_array(IDX), starts), 1, -1).astype("int64")
        flags[:1] = 1
        doc.from_array([SENT_START], flags.astype("uint64").reshape(-1, 1))
        return doc

    return set_sentences


class MentionFinder:
    """Gazetteer, acronyms, URLs, names, tagger and phrases -> non-overlapping typed mentions.

    A thin adapter: the gazetteer's matchers are built once here (from the user cache of
    :mod:`kg.extract.matcher_cache` when it holds them), the finding is
    :func:`kg.extract.candidates.find_mentions`.
    """

    def __init__(
        self,
        nlp: Language,
        gazetteer: Gazetteer,
        *,
        min_confidence: float,
        ner_confidence: float,
        phrase_confidence: float,
    ) -> None:
        self.gazetteer = gazetteer
        self.min_confidence = min_confidence
        self.ner_confidence = ner_confidence
        self.phrase_confidence = phrase_confidence
        self.matchers = cached_matchers(nlp, gazetteer)

    def __call__(self, doc: Doc) -> Doc:
        _ensure_extensions()
        mentions = find_mentions(
            doc,
            self.matchers,
            min_confidence=self.min_confidence,
            ner_confidence=self.ner_confidence,
            phrase_confidence=self.phrase_confidence,
        )
        doc._.kg_mentions = mentions
        doc.spans["kg"] = _display_spans(doc, mentions)
        return doc


def _display_spans(doc: Doc, mentions: list[Mention]) -> list:
    """``Doc.spans["kg"]``: the mentions as labelled spans, for displaCy and other spaCy tools."""
    return [
        doc.char_span(m.start, m.end, label=m.type.value, alignment_mode="expand") for m in mentions
    ]


# The one place the mention thresholds are set: make_pipeline and saved configs defer to it.
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
    requires=["token.is_sent_start", "doc._.kg_mentions"],
    assigns=["doc._.kg_mentions", "doc._.kg_relations", "doc._.kg_results"],
)
def make_relations(nlp: Language, name: str) -> Callable[[Doc], Doc]:
    """Typed edges and results from cue phrases (see :mod:`kg.extract.relations`).

    Reads the sentences ``kg_sentences`` marked. The relations index the mentions, so the
    mention changes the rules report (retypings, contribution phrases, repeated names) are
    applied to ``Doc._.kg_mentions`` here, in one place.
    """

    def relate(doc: Doc) -> Doc:
        _ensure_extensions()
        given = doc._.kg_mentions or []
        text = doc_text(doc)  # spaCy rebuilds Doc.text on every access: read it once
        sentences = doc_sentences(doc, text=text)
        title = doc.user_data.get(TITLE_KEY)  # set by kg.extract.extract
        found = find_relations(
            doc, given, sentences, paper_key="", abstract=text, title=title, text=text
        )
        doc._.kg_mentions = list(found.mentions.apply(given))
        doc._.kg_relations = list(found.relations)
        doc._.kg_results = list(found.results)
        return doc

    return relate


def shipped_tagger() -> Path | None:
    """The trained tagger shipped in the package (``kg/data/ner``), if this install has it."""
    path = Path(__file__).resolve().parents[1] / "data" / "ner"
    return path if (path / "config.cfg").is_file() else None


def _add_tagger(nlp: Language, source: Path) -> None:
    """Add the trained pipeline's ``tok2vec`` and ``ner``, loaded from disk into ``nlp``.

    What ``spacy.load`` and ``add_pipe(source=...)`` would give (the same weights, static
    vectors and strings), without building the trained pipeline's own vocab and tokenizer
    (a quarter of a second per process).
    """
    # tok2vec looks up static vectors in this pipeline's vocab.
    nlp.vocab.vectors = Vectors(strings=nlp.vocab.strings).from_disk(source / "vocab")
    for string in srsly.read_json(source / "vocab" / "strings.json"):
        nlp.vocab.strings.add(string)
    config = spacy.util.load_config(source / "config.cfg", interpolate=True)
    for name in ("tok2vec", "ner"):
        component = dict(config["components"][name])
        factory = component.pop("factory")
        nlp.add_pipe(factory, name=name, config=component)
        nlp.get_pipe(name).from_disk(source / name, exclude=["vocab"])


def make_pipeline(
    *,
    gazetteer_path: str | None = None,
    min_confidence: float | None = None,
    tagger: str | Path | None | bool = True,
    ner_confidence: float | None = None,
    phrase_confidence: float | None = None,
) -> Language:
    """Build kg's extraction pipeline on a blank English spaCy model.

    Args:
        gazetteer_path: A gazetteer TSV to use instead of the shipped one.
        min_confidence: Mentions below this confidence are dropped.
        tagger: The trained mention tagger: True for the shipped one (if installed), a path to a
            pipeline trained with ``scripts/train_ner.py`` or to an accurate tagger's model
            (``model.onnx``, :mod:`kg.extract.accurate`), or False/None for rules only.
        ner_confidence: Confidence given to the tagger's mentions.
        phrase_confidence: Confidence given to concept noun phrases (:mod:`kg.extract.phrases`);
            below ``min_confidence`` they are not extracted.

    A confidence left at None is the ``kg_mentions`` factory's default (its ``default_config``).

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
    if source is not None and (source / "model.onnx").is_file():
        from kg.extract.accurate import make_accurate_tagger  # noqa: F401 (registers it)

        nlp.add_pipe("kg_accurate_tagger", config={"model_dir": str(source)})
    elif source is not None:
        _add_tagger(nlp, source)
    # An option left at None is the factory's (default_config), not a second default here.
    options = {
        "gazetteer_path": gazetteer_path,
        "min_confidence": min_confidence,
        "ner_confidence": ner_confidence,
        "phrase_confidence": phrase_confidence,
    }
    nlp.add_pipe("kg_mentions", config={k: v for k, v in options.items() if v is not None})
    nlp.add_pipe("kg_relations")
    return nlp


def pipeline_gazetteer(nlp: Language | None) -> Gazetteer | None:
    """The gazetteer a pipeline matched with, which the linker must resolve names with too
    (None for no pipeline or one without ``kg_mentions``: the shipped gazetteer)."""
    if nlp is None or "kg_mentions" not in nlp.pipe_names:
        return None
    gazetteer: Gazetteer = nlp.get_pipe("kg_mentions").gazetteer
    return gazetteer
