"""The mention stage as plain functions: candidate mentions from each source, then mentions.

Each source gives :class:`~kg.extract.mentions.Candidate` values (character offsets into the
masked abstract, a type, the extractor, a confidence):

* :func:`gazetteer_candidates`: well-known names (:mod:`kg.lexicon.gazetteer`), matched by
  matchers built once with :func:`gazetteer_matchers`, and :func:`url_candidates`: code
  repositories by URL (both in :mod:`kg.extract.known_names`, imported here);
* :func:`acronym_candidates`: both forms of each acronym definition (:mod:`kg.extract.acronyms`);
* :func:`name_candidates`: the name finder (:func:`kg.extract.mentions.find_names`);
* :func:`tagger_candidates`: entities of a trained tagger, when the pipeline has one.

:func:`resolve_overlaps` keeps the best of overlapping candidates; :func:`phrase_candidates`
adds concept noun phrases where nothing was kept; :func:`to_mentions` makes the
:class:`kg.types.Mention` values. :func:`find_mentions` runs them in that order; the spaCy
component ``kg_mentions`` (:mod:`kg.extract.pipeline`) only wraps it.

Example:
    >>> import spacy
    >>> from kg.lexicon.gazetteer import load_gazetteer
    >>> nlp = spacy.blank("en")
    >>> doc = nlp("We train on CIFAR-10 (see https://github.com/x/y).")
    >>> found = find_mentions(doc, gazetteer_matchers(nlp, load_gazetteer()), min_confidence=0.4,
    ...                       ner_confidence=0.6, phrase_confidence=0.45)
    >>> [(m.text, m.type.value, m.extractor) for m in found]
    [('CIFAR-10', 'Dataset', 'gazetteer'), ('https://github.com/x/y', 'CodeRepository', 'url')]
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from types import MappingProxyType

from spacy.tokens import Doc, Span

from kg.extract.acronyms import AcronymDefinition, find_acronyms
from kg.extract.head_kinds import family_kind, head_kind
from kg.extract.kinds import cost_measure, not_a_method, suite_of_tasks
from kg.extract.known_names import (
    GAZETTEER_CONFIDENCE,
    URL_CONFIDENCE,
    GazetteerMatchers,
    gazetteer_candidates,
    gazetteer_matchers,
    url_candidates,
)
from kg.extract.mentions import (
    Candidate,
    find_names,
    head_type,
    is_name_token,
    own_type,
    sentence_period_end,
    sentence_stop_kept,
    type_from_context,
)
from kg.extract.phrases import noun_phrases
from kg.extract.tokens import TokenTable, doc_text, token_table
from kg.lexicon.cues import BASELINE_WORDS, GENERIC_HEADS, NAMING
from kg.lexicon.gazetteer import load_gazetteer
from kg.lexicon.kind_words import (
    CHANGE_HEADS,
    METRIC_QUALIFIERS,
    ORGANIZATION_HEADS,
    ORGANIZATIONS,
    PLACES,
    VENUES,
)
from kg.lexicon.wordclass import load_lexicon, only_verb, verb_of_gerund, word_class
from kg.lexicon.words import HEAD_TYPES, LEADING
from kg.text import written_as_name
from kg.types import DATA_TYPES, EntityType, Mention

__all__ = [
    "ACRONYM_CONFIDENCE",
    "GAZETTEER_CONFIDENCE",
    "URL_CONFIDENCE",
    "GazetteerMatchers",
    "acronym_candidates",
    "defined_compounds",
    "find_mentions",
    "joined_known",
    "gazetteer_candidates",
    "gazetteer_matchers",
    "head_override",
    "name_candidates",
    "phrase_candidates",
    "qualified_metrics",
    "resolve_overlaps",
    "tagger_candidates",
    "to_mentions",
    "url_candidates",
]

# Confidences of the rule sources (the tagger's and the phrases' are options of the
# ``kg_mentions`` factory, the name finder's are in kg.extract.mentions).
ACRONYM_CONFIDENCE = 0.8

# Labels of the trained tagger (scripts/train_ner.py) are the names of the types it tags.
_NER_TYPES = MappingProxyType(
    {
        etype.value: etype
        for etype in (
            EntityType.METHOD,
            EntityType.TASK,
            EntityType.METRIC,
            EntityType.DATASET,
            EntityType.CONCEPT,
        )
    }
)
_PHRASE_TYPES = frozenset({EntityType.TASK, EntityType.METRIC})
_SHAPE_TYPES = frozenset({EntityType.MODEL, EntityType.BENCHMARK})


# A venue's name and its year ("NIPS 2017", "NeurIPS2019", "ICLR'18").
_VENUE_YEAR = re.compile(r"([A-Za-z]+)(?:\s*'?(?:\d{2}|\d{4}))?")


def _organization(name: str) -> bool:
    """An organisation, a code host or a place named alone ("NASA", "GitHub", "the UK", "the
    UK Met Office", "European Space Agency").

    >>> _organization("UK Met Office"), _organization("DeepMind Lab"), _organization("MetNet")
    (True, False, False)
    >>> _organization("TACL"), _organization("NeurIPS2019"), _organization("KDD99")
    (True, True, False)
    """
    if name in ORGANIZATIONS or name in PLACES:
        return True
    venue = _VENUE_YEAR.fullmatch(name)
    if venue is not None and venue.group(1) in VENUES:
        return True  # "To appear in TACL", "NeurIPS2019", "NIPS 2017"
    words = name.split()
    return (
        len(words) >= 2 and words[-1] in ORGANIZATION_HEADS and all(w[:1].isupper() for w in words)
    )


def acronym_candidates(
    doc: Doc,
    text: str,
    definitions: Iterable[AcronymDefinition],
    *,
    table: TokenTable | None = None,
    known: Mapping[tuple[int, int], tuple[EntityType, str | None]] | None = None,
) -> list[Candidate]:
    """The long and the short form of each definition, typed alike: as the gazetteer types
    either form (``known``: the gazetteer's types and names by span; "peak signal-to-noise
    ratio (PSNR)" is a Metric; the short form's only where the long form opens as the known
    name does: "Sharpness-aware minimization (SAM)" is not the Segment Anything Model), else
    by the words around the definition, else by the long form's last word (``table``: the
    Doc's token table)."""
    table = table or token_table(doc, text=text)
    known = known or {}
    candidates = []
    for definition in definitions:
        long_known = known.get((definition.long_start, definition.long_end))
        short_known = known.get((definition.short_start, definition.short_end))
        long_form = text[definition.long_start : definition.long_end]
        if short_known is not None and not _opens_alike(long_form, short_known[1]):
            short_known = None
        if short_known is not None and _task_head_against(long_form, short_known[0]):
            short_known = None  # "Multi-view video summarization (MVS)": no multi-view stereo
        long_type = (
            (long_known[0] if long_known else None)
            or (short_known[0] if short_known else None)
            or type_from_context(doc, definition.long_start, definition.short_end + 1, table=table)
            or _long_form_type(text[definition.long_start : definition.long_end])
        )
        long_type = not_a_method(text[definition.long_start : definition.long_end], long_type)
        candidates.append(
            Candidate(
                definition.long_start,
                definition.long_end,
                long_type,
                "acronym.long",
                ACRONYM_CONFIDENCE,
            )
        )
        candidates.append(
            Candidate(
                definition.short_start,
                definition.short_end,
                long_type,
                "acronym.short",
                ACRONYM_CONFIDENCE,
            )
        )
    return candidates


def _last_word(text: str) -> str:
    """A phrase's last word, a hyphen splitting words ("Multi-view video summarization" ->
    "summarization", "out-of-distribution" -> "distribution")."""
    return re.split(r"[\s\-]+", text.strip())[-1]


def _task_head_against(long_form: str, known: EntityType) -> bool:
    """Whether a long form's head names a task ("... video summarization") where the known
    short form is no task: the paper's acronym is another thing's."""
    last = _last_word(long_form)
    return known is not EntityType.TASK and head_type(last) is EntityType.TASK


def _opens_alike(long_form: str, name: str | None) -> bool:
    """Whether a long form may be a known name's: it opens or ends with the name's first or
    last word (four letters, case aside: "re-identification" for person re-identification),
    or the name is one word (an acronym's own, "FLOPs"), or no name is given."""
    if not name or " " not in name.strip():
        return True
    words = re.split(r"[\s-]+", long_form.strip().lower())
    known = re.split(r"[\s-]+", name.strip().lower())
    return words[0][:4] == known[0][:4] or words[-1][:4] == known[-1][:4]


def name_candidates(doc: Doc, *, table: TokenTable | None = None) -> list[Candidate]:
    """The name finder's candidates; the words around a name retype a default Method
    (``table``: the Doc's token table, :func:`kg.extract.tokens.token_table`)."""
    table = table or token_table(doc)
    starts = [idx for idx, start in zip(table.idx, table.sent_start) if start]
    candidates = []
    text = table.text
    for candidate in find_names(doc, starts, table=table):
        if candidate.end - candidate.start <= _UNIT_LENGTH and _AFTER_NUMBER.search(
            text, max(0, candidate.start - 12), candidate.start
        ):
            continue  # "0.0692 eV", "5 dB": a unit after a value, no name
        context = type_from_context(doc, candidate.start, candidate.end, table=table)
        if context is None and _VALUE_AFTER.match(text, candidate.end):
            context = EntityType.METRIC  # "reduces the validation MAE to 0.0692"
        # "the YouTube-8M dataset": a word for data right after a name shaped like a model's
        # ("-8M", a size) makes it data
        data_named = candidate.type is EntityType.MODEL and context in DATA_TYPES
        data_named = data_named and _DATA_HEAD_AFTER.match(text, candidate.end) is not None
        candidates.append(
            candidate._replace(type=context)
            if context is not None and (candidate.type is EntityType.METHOD or data_named)
            else candidate
        )
    return candidates


# A word for data right after a name ("the YouTube-8M | dataset").
_DATA_HEAD_AFTER = re.compile(r"\s+(?:dataset|datasets|corpus|corpora|benchmark|benchmarks)\b")


# A name this short right after a number is a unit ("0.0692 eV", "5 dB"); a name followed by
# "of" / "to" / "=" and a decimal or a percentage is a metric ("an MAE of 0.41", "WER to 5%").
_UNIT_LENGTH = 3
_AFTER_NUMBER = re.compile(r"\d\s+$")
_VALUE_AFTER = re.compile(r"\s+(?:of|to|=)\s+[-+]?(?:\d*\.\d+|\d+(?:\.\d+)?\s*%)(?![\w.])")
# A verb of reaching or changing a measure, right before the phrase and its determiner: "obtains
# a mean reward of 345.2", "improves the human preference rate to 64%" (not "we use a batch
# size of 256").
_ACHIEVED = re.compile(
    r"\b(?:achiev|obtain|reach|attain|yield|record|report|improv|increas|boost|rais|reduc|lower"
    r"|decreas)\w*\s+(?:(?:a|an|the|its|their|our)\s+)?$",
    re.I,
)
_ACHIEVED_WINDOW = 40


def tagger_candidates(
    doc: Doc,
    text: str,
    *,
    ner_confidence: float,
    phrase_confidence: float,
    table: TokenTable | None = None,
) -> list[Candidate]:
    """The trained tagger's well-formed entities (``doc.ents``), retyped by context and shape.

    A tagged name is a node; a tagged lowercase phrase ("penalty-based simulation") gets at
    most ``phrase_confidence``: a candidate, drawn when shared (see :func:`kg.graph.is_drawn`).
    """
    candidates = []
    table = table or token_table(doc, text=text)
    for ent in doc.ents:
        etype = _NER_TYPES.get(ent.label_)
        if len(ent) > 1 and _VALUE.fullmatch(ent[0].text):
            # "+2.2 BLEU points": a value, then the metric's name (not "1000 Genomes")
            ent = ent[1:-1] if len(ent) > 2 and ent[-1].lower_ in _VALUE_UNITS else ent[1:]
            if len(ent) == 1 and ent[0].lower_ in _CHANGE_ALONE:
                continue  # "60x reduction": a value's change, no name
        if len(ent) > 1 and ent[0].text in _NAMING_WORDS:
            ent = ent[1:]  # ", coined lookahead pruning,": the name after the naming word
        if len(ent) > 1 and ent[-1].lower_.rstrip(".") in _ABBREVIATED_LINKS:
            ent = ent[:-1]  # "results of CGNN w.r.t. X": the name, then a connective
        if len(ent) == 2 and ent[1].lower_ in BASELINE_WORDS and is_name_token(ent[0]):
            ent = ent[:1]  # "KelpNet baselines": the name; the word makes it a baseline
        if len(ent) == 2 and suite_of_tasks([ent[0].text, ent[1].text]):
            ent = ent[:1]  # "AntMaze tasks": the suite's name (typed by the word after it)
        if len(ent) > 1 and ent[0].is_sent_start and _gerund_then_name(ent):
            ent = ent[1:]  # "Scaling LLMs improves ...": the name the sentence's gerund takes
        if len(ent) > 1 and _verb_after_name(ent):
            ent = ent[:-1]  # "SAEs trained on Gemma-2-2B recover fewer ...": the name, no verb
        if len(ent) > 1 and _based_on_after(ent):
            ent = ent[:-1]  # "a pseudo-likelihood | based on X": the participle opens a clause
        if len(ent) > 2 and _verb_after_activity(ent):
            ent = ent[:-1]  # "Multi-agent path finding asks for ...": the subject, no verb
        if (
            len(ent) > 1
            and ent.start > 0
            and _adverb_after_in(doc[ent.start - 1].text, ent[0].text)
        ):
            ent = ent[1:]  # "In theory | attention offers ...": an adverb, then the name
        if len(ent) > 1 and _rating_cut(ent):
            ent = ent[1:]  # "high | quality image generation": image generation, rated
        if _head_left_out(ent):
            ent = doc[ent.start : ent.end + 1]  # "estimator of direct and spillover | effects"
        end_char = sentence_period_end(text, ent.start_char, ent.end_char)  # "Qwen2.5-7B."
        surface = text[ent.start_char : end_char]
        if etype is None or not _well_formed(ent):
            continue
        # The words around a name ("X, a benchmark", "experiments on X") outrank the tagger.
        # A model's or benchmark's own shape ("Qwen2.5VL-72B", "VSI-Bench") outranks the tagger.
        shape = own_type(surface)
        etype = (
            type_from_context(doc, ent.start_char, ent.end_char, table=table)
            or (shape if shape in _SHAPE_TYPES else None)
            or head_kind(surface, head_override(surface, etype))
        )
        etype = not_a_method(surface, etype)  # "Cloud TPUs", "FP8 training", "En-Fr"
        if etype is EntityType.METRIC and surface.lower() in _NO_METRIC_ALONE:
            continue  # "19.96% on average": a word of amount, no measure of its own
        confidence = (
            ner_confidence
            if written_as_name(surface, text[: ent.start_char])
            else min(ner_confidence, phrase_confidence)
        )
        candidates.append(Candidate(ent.start_char, end_char, etype, "ner", confidence))
    return candidates


# Abbreviated connectives the tagger may take into a name's end ("CGNN w.r.t", "VGG vs").
_ABBREVIATED_LINKS = frozenset({"w.r.t", "wrt", "i.e", "e.g", "vs", "etc", "cf"})
# A value the tagger took into a name: a sign, a decimal or a percentage (a whole number may
# open a name: "1000 Genomes"), a number with its unit word ("2.5-fold reduction"), and the unit
# words after a metric's name.
_VALUE = re.compile(
    r"[+\-~≈]?\d*\.\d+%?|[+\-~≈]?\d+(?:\.\d+)?%|[+\-]\d+|\d+(?:\.\d+)?-(?:points?|fold|percent)"
    r"|[~≈]?\d+(?:\.\d+)?[x×]"  # "60x reduction", "~16x memory saving": a factor
)
_VALUE_UNITS = frozenset({"points", "point", "pp"})
# The word of a change a value was read with, which names nothing alone.
_CHANGE_ALONE = CHANGE_HEADS | frozenset("speedup speedups shortening".split())

# Naming words a tagged span can take in with the name after them; "named" stays, as it
# begins names of its own ("named entity recognition").
_NAMING_WORDS = NAMING - {"named"}

# Words of amount the tagger takes alone for a metric.
_NO_METRIC_ALONE = frozenset("average mean median overall total maximum minimum".split())

# Nouns that make an adverb after "in" ("in theory", "in practice", "in contrast"): no word of
# the name or phrase the tagger or the chunker starts with them.
_ADVERB_NOUNS_AFTER_IN = frozenset(
    "theory practice principle contrast turn addition fact summary".split()
)


def _adverb_after_in(before: str, word: str) -> bool:
    """Whether ``word`` after ``before`` is the noun of such an adverb ("In | theory")."""
    return before.lower() == "in" and word.lower() in _ADVERB_NOUNS_AFTER_IN


_SOURCE_PRIORITY = {"url": 5, "acronym": 4, "gazetteer": 2, "ner": 2}
# Known names of things (datasets, models) keep their exact extent: "CIFAR-10", not "CIFAR-10
# images"; for other types the tagger's longer phrase ("open-domain question answering") wins.
_NAMED_TYPES = frozenset({*DATA_TYPES, EntityType.MODEL})


def _priority(candidate: Candidate, known: Sequence[tuple[int, int]] = ()) -> float:
    """How strongly a candidate claims its text; ``known``: the spans of gazetteer datasets
    and models. A known name inside a longer known name is part of it: the metric "Inception
    Score" keeps "Inception" (a model) in it."""
    source = candidate.extractor.split(".")[0]
    if source == "gazetteer" and (
        candidate.type in _NAMED_TYPES
        or any(
            candidate.start <= s and e <= candidate.end and e - s < candidate.end - candidate.start
            for s, e in known
        )
    ):
        return 3
    return _SOURCE_PRIORITY.get(source, 1)


# "mathematical reasoning | of | large language models": two known names joined by "of".
_OF_GAP = re.compile(r"\s+of\s+(?:the\s+)?")


def joined_known(text: str, candidates: Sequence[Candidate]) -> set[Candidate]:
    """The tagger's spans that are two gazetteer names joined by "of" ("the mathematical
    reasoning of large language models"): each name is a mention of its own, not the phrase
    of both (which the tagger may type as neither).

    >>> text = "improving the mathematical reasoning of large language models"
    >>> tagged = Candidate(14, 61, EntityType.METHOD, "ner", 0.45)
    >>> known = [Candidate(14, 36, EntityType.TASK, "gazetteer", 0.9),
    ...          Candidate(40, 61, EntityType.CONCEPT, "gazetteer", 0.9)]
    >>> joined_known(text, [tagged, *known]) == {tagged}
    True
    """
    known = sorted(
        (c for c in candidates if c.extractor == "gazetteer"), key=lambda c: c.end - c.start
    )
    starts = {c.start: c for c in known}  # the longest name at each start and end
    ends = {c.end: c for c in known}
    return {
        c
        for c in candidates
        if c.extractor == "ner"
        and c.start in starts
        and c.end in ends
        and starts[c.start].end < ends[c.end].start
        and _OF_GAP.fullmatch(text, starts[c.start].end, ends[c.end].start) is not None
        and _doer(text, ends[c.end])
    }


_LAST_WORD = re.compile(r"\s+([a-z]+)$")


def verb_after_known(text: str, candidates: Sequence[Candidate]) -> set[Candidate]:
    """The tagger's spans that are a gazetteer name and the sentence's verb right after it
    ("Compressed sensing recovers sparse signals"): the name alone is the mention.

    >>> text = "Compressed sensing recovers sparse signals."
    >>> tagged = Candidate(0, 27, EntityType.METHOD, "ner", 0.45)
    >>> known = Candidate(0, 18, EntityType.METHOD, "gazetteer", 0.9)
    >>> verb_after_known(text, [tagged, known]) == {tagged}
    True
    """
    known = {(c.start, c.end) for c in candidates if c.extractor == "gazetteer"}
    found = set()
    for candidate in candidates:
        if candidate.extractor != "ner":
            continue
        last = _LAST_WORD.search(text, candidate.start, candidate.end)
        if (
            last is not None
            and (candidate.start, last.start()) in known
            and last.group(1).endswith("s")  # "recovers", a verb's -s form only: not "shifts"
            and only_verb(last.group(1), load_lexicon())
        ):
            found.add(candidate)
    return found


# Heads of a thing that acts: "the reasoning of large language models" is the models'
# (not "unsupervised learning of disentangled representations": what is learned).
_DOER_HEADS = frozenset("model models network networks agent agents llm llms".split())


def _doer(text: str, name: Candidate) -> bool:
    """Whether a known name is a method or a model, or is headed by a word of one."""
    words = text[name.start : name.end].lower().split()
    return name.type in (EntityType.METHOD, EntityType.MODEL) or words[-1] in _DOER_HEADS


def resolve_overlaps(candidates: Iterable[Candidate]) -> list[Candidate]:
    """Keep non-overlapping candidates: URLs, acronym definitions, gazetteer datasets and models
    (and known names around them), then the longest of gazetteer and tagger spans, then names
    ("MSCOCO T2I" is MS COCO).

    Among equals the earlier candidate wins; the result is in text order.
    """
    candidates = list(candidates)
    known = [
        (c.start, c.end)
        for c in candidates
        if c.extractor.startswith("gazetteer") and c.type in _NAMED_TYPES
    ]
    ordered = sorted(candidates, key=lambda c: (-_priority(c, known), -(c.end - c.start), c.start))
    taken: list[Candidate] = []
    occupied: list[tuple[int, int]] = []
    for candidate in ordered:
        if any(candidate.start < e and s < candidate.end for s, e in occupied):
            continue
        taken.append(candidate)
        occupied.append((candidate.start, candidate.end))
    return sorted(taken, key=lambda c: (c.start, c.end))


def phrase_candidates(
    doc: Doc,
    text: str,
    taken: Sequence[Candidate],
    *,
    confidence: float,
    table: TokenTable | None = None,
) -> list[Candidate]:
    """Concept noun phrases (:mod:`kg.extract.phrases`) that overlap none of ``taken``
    (``table``: the Doc's token table)."""
    table = table or token_table(doc, text=text)
    words = [table.words[i] for i in table.kept]
    found = []
    for start, end in noun_phrases(words):
        first = table.kept[start]
        if first > 0 and _adverb_after_in(table.words[first - 1], table.words[first]):
            start += 1  # "in practice | training labels": an adverb, then the phrase
            if end - start < 2:
                continue
        first, last = table.kept[start], table.kept[end - 1]
        span = (table.idx[first], table.idx[last] + len(table.words[last]))
        if not any(span[0] < c.end and c.start < span[1] for c in taken):
            etype = head_override(text[span[0] : span[1]], EntityType.CONCEPT)
            etype = etype if etype in _PHRASE_TYPES else EntityType.CONCEPT
            etype = head_kind(text[span[0] : span[1]], etype, tagged=False)  # "news texts"
            if etype is EntityType.CONCEPT and cost_measure(text[span[0] : span[1]].split()):
                etype = EntityType.METRIC  # "memory requirements", "memory saving": a measure
            if (
                etype is EntityType.CONCEPT
                and _VALUE_AFTER.match(text, span[1])
                and _ACHIEVED.search(text, max(0, span[0] - _ACHIEVED_WINDOW), span[0])
            ):
                etype = EntityType.METRIC  # "obtains a mean reward of 345.2": a measure's value
            found.append(Candidate(span[0], span[1], etype, "phrase", confidence))
    return found


def to_mentions(
    text: str,
    chosen: Sequence[Candidate],
    definitions: Sequence[AcronymDefinition],
    *,
    expanded: Mapping[str, str] | None = None,
) -> list[Mention]:
    """Mentions of the chosen candidates, with the long or short form each acronym gives
    (``expanded``: short forms whose later uses stand for another name than their long form,
    see :func:`defined_compounds`)."""
    long_of = {(d.short_start, d.short_end): text[d.long_start : d.long_end] for d in definitions}
    short_of = {(d.long_start, d.long_end): text[d.short_start : d.short_end] for d in definitions}
    # Within one abstract a defined short form keeps its long form at every later use.
    expansions = {
        text[d.short_start : d.short_end]: text[d.long_start : d.long_end] for d in definitions
    } | dict(expanded or {})
    defined_type = {text[c.start : c.end]: c.type for c in chosen if c.extractor == "acronym.short"}
    mentions = []
    for c in chosen:
        if c.extractor == "name":
            # A later use of a defined short form ("CMs") is typed like its definition.
            bare = text[c.start : c.end]
            c = c._replace(type=defined_type.get(bare, defined_type.get(bare[:-1], c.type)))
        elif c.extractor == "gazetteer" and text[c.start : c.end] in defined_type:
            bare = text[c.start : c.end]
            if bare in expansions and not _opens_alike(expansions[bare], c.canonical):
                # "Sharpness-aware minimization (SAM) ... SAM": the paper's SAM, not the
                # Segment Anything Model the gazetteer knows by those letters
                c = c._replace(type=defined_type[bare], canonical=None)
        surface = text[c.start : c.end]
        if sentence_stop_kept(surface):  # "... on bAbI.": the stop is the sentence's
            c = c._replace(end=c.end - 1)
            surface = surface[:-1]
        long_form = long_of.get((c.start, c.end))
        if long_form is None:
            bare = surface[:-1] if surface.endswith("s") and surface[:-1] in expansions else surface
            long_form = expansions.get(bare)
        # A candidate's fields are the Mention's of the same names.
        short_form = short_of.get((c.start, c.end))
        mentions.append(
            Mention(text=surface, long_form=long_form, short_form=short_form, **c._asdict())
        )
    return mentions


def find_mentions(
    doc: Doc,
    matchers: GazetteerMatchers,
    *,
    min_confidence: float,
    ner_confidence: float,
    phrase_confidence: float,
) -> list[Mention]:
    """Non-overlapping typed mentions of a Doc whose sentence starts are set.

    Args:
        doc: The masked abstract, with ``is_sent_start`` set (and ``ents`` if tagged).
        matchers: The gazetteer's matchers (:func:`gazetteer_matchers`).
        min_confidence: Candidates below this confidence are dropped.
        ner_confidence: Confidence of the tagger's entities.
        phrase_confidence: Confidence of concept noun phrases; none are looked for when it is
            below ``min_confidence``.
    """
    text = doc_text(doc)  # Doc.text rebuilds the string on every access: read it once
    definitions = find_acronyms(text)
    table = token_table(doc, text=text)  # every source reads the tokens from it
    known = gazetteer_candidates(doc, text, matchers)
    compounds = defined_compounds(text, definitions)
    candidates = [
        *(c._replace(type=family_kind(text[c.start : c.end], c.type)) for c in known),
        *url_candidates(text),
        *compounds.values(),
        *acronym_candidates(
            doc,
            text,
            [d for d in definitions if d not in compounds],
            table=table,
            # The gazetteer's Concept hubs ("graph neural network") name no precise type: the
            # words around a definition type it ("GNNs outperform ..." is a Method).
            known={
                (c.start, c.end): (c.type, c.canonical)
                for c in known
                if c.type is not EntityType.CONCEPT
            },
        ),
        *name_candidates(doc, table=table),
        *tagger_candidates(
            doc,
            text,
            ner_confidence=ner_confidence,
            phrase_confidence=phrase_confidence,
            table=table,
        ),
    ]
    # "NASA", "GitHub", "the UK": an organisation, a code host or a place named alone is no
    # entity of the paper
    candidates = [c for c in candidates if not _organization(text[c.start : c.end])]
    joined = joined_known(text, candidates) | verb_after_known(text, candidates)
    candidates = [c for c in candidates if c not in joined]
    chosen = [c for c in resolve_overlaps(candidates) if c.confidence >= min_confidence]
    chosen = qualified_metrics(text, chosen, known)
    if phrase_confidence >= min_confidence:
        chosen += phrase_candidates(doc, text, chosen, confidence=phrase_confidence, table=table)
    # a later "KV" alone after "the key-value (KV) cache" stands for the compound's name
    compound_names = {
        text[d.short_start : d.short_end]: c.canonical or "" for d, c in compounds.items()
    }
    chosen = sorted(chosen, key=lambda c: (c.start, c.end))
    return to_mentions(text, chosen, definitions, expanded=compound_names)


_TAGGED = frozenset({"ner", "phrase"})  # not a paper's own definition ("... ratio (PSNR)")
# The noun right after a definition's closing parenthesis ("key-value (KV) | cache").
_NOUN_AFTER = re.compile(r"\)\s+([a-z][a-z-]*[a-z])\b")


def defined_compounds(
    text: str, definitions: Sequence[AcronymDefinition]
) -> dict[AcronymDefinition, Candidate]:
    """Definitions made inside a known compound ("the key-value (KV) cache": the short form
    and the noun after it, "KV cache", are a gazetteer name; the long form, one lowercase
    word, "key-value", is no name alone; "Click Through Rate (CTR) prediction": a longer long
    form and the noun are a gazetteer task or notion): the whole span is that name, and
    neither form is a mention of its own.

    >>> text = "the key-value (KV) cache grows"
    >>> [(text[c.start : c.end], c.canonical) for c in defined_compounds(text, find_acronyms(text)).values()]
    [('key-value (KV) cache', 'KV cache')]
    """
    lookup = load_gazetteer().lookup
    found = {}
    for definition in definitions:
        after = _NOUN_AFTER.match(text, definition.short_end)
        if after is None:
            continue
        short, long = (
            text[definition.short_start : definition.short_end],
            text[definition.long_start : definition.long_end],
        )
        entry = lookup(f"{short} {after.group(1)}")
        if " " in long or not long.islower():
            # a noun phrase or a name of its own ("temporal difference (TD) learning"): the
            # compound only when the long form and the noun are a known task or notion
            # together ("Click Through Rate (CTR) prediction", "Kullback-Leibler (KL) divergence")
            whole = lookup(f"{long} {after.group(1)}")
            if (
                whole is None
                or whole.type not in (EntityType.TASK, EntityType.CONCEPT)
                or (entry is not None and entry.name != whole.name)
            ):
                continue
            entry = whole
        if entry is None or lookup(long) is not None:
            continue
        found[definition] = Candidate(
            definition.long_start,
            after.end(1),
            entry.type,
            "gazetteer",
            GAZETTEER_CONFIDENCE,
            entry.name,
        )
    return found


def qualified_metrics(
    text: str, chosen: Sequence[Candidate], known: Sequence[Candidate]
) -> list[Candidate]:
    """The chosen candidates, a metric named with words of where or when it was measured
    ("downstream accuracy", "zero-shot accuracy") resolved to the gazetteer metric it ends in,
    whose match it outranked: the span stays, the entity is the metric's. Only the tagger's
    and the phrase finder's spans: a long form the paper defines is its own.

    >>> known = [Candidate(11, 19, EntityType.METRIC, "gazetteer", 0.9, "accuracy")]
    >>> tagged = [Candidate(0, 19, EntityType.METRIC, "ner", 0.45)]
    >>> qualified_metrics("downstream accuracy", tagged, known)[0].canonical
    'accuracy'
    """
    metric_ending = {c.end: c for c in known if c.type is EntityType.METRIC}
    found = []
    for c in chosen:
        inner = metric_ending.get(c.end)
        if (
            c.type is EntityType.METRIC
            and c.extractor in _TAGGED
            and c.canonical is None
            and inner is not None
            and c.start < inner.start
            and all(w.lower() in METRIC_QUALIFIERS for w in text[c.start : inner.start].split())
        ):
            c = c._replace(canonical=inner.canonical)
        found.append(c)
    return found


def head_override(surface: str, etype: EntityType) -> EntityType:
    """The type the head noun of a tagged phrase announces, over the tagger's label.

    >>> head_override("parallel corpus", EntityType.METHOD).value
    'Dataset'
    """
    last = _last_word(surface)
    found = head_type(last)
    if found is None or found is EntityType.CONCEPT:
        return etype
    if found is EntityType.MODEL:
        found = EntityType.METHOD
    if found is EntityType.BENCHMARK:
        found = EntityType.DATASET
    return found


def _based_on_after(span: Span) -> bool:
    """Whether a tagged span ends on "based" with "on" or "upon" right after it ("we build a
    pseudo-likelihood based | on the Maximum Mean Discrepancy")."""
    doc = span.doc
    return (
        span[-1].lower_ == "based"
        and span.end < len(doc)
        and doc[span.end].lower_ in ("on", "upon")
    )


def _verb_after_name(span: Span) -> bool:
    """Whether a tagged span ends on a word that can only be a verb, right after a name
    ("Gemma-2-2B recover", "PileNet achieves"): the sentence's verb, taken in by the tagger."""
    word = span[-1].text
    if not is_name_token(span[-2]) or not word.islower():
        return False
    if word in _TRAINED:
        return True  # "Llama-2-7B pretrained on X": the participle of a reduced clause
    if not word.isalpha():
        return False
    return only_verb(word, load_lexicon())


_TRAINED = frozenset("pretrained pre-trained finetuned fine-tuned trained".split())


def _verb_after_activity(span: Span) -> bool:
    """Whether a tagged span opening its sentence ends on the sentence's verb in its -s form,
    right after an activity noun ("Multi-agent path finding *asks* for ...", "Statistical
    downscaling *maps* coarse outputs ...", "Molecular property prediction *benefits* from
    ..."): a verb the lexicon has (as a verb, a noun too), and after it no verb, so the word
    is no plural head of the phrase ("Image classification models achieve ...")."""
    doc = span.doc
    word, before = span[-1].lower_, span[-2].lower_
    if not span[0].is_sent_start or span.end >= len(doc) or not word.isalpha():
        return False
    if not before.endswith(_ACTIVITY_ENDINGS) or word.endswith(("ss", "us", "is")):
        return False
    lexicon = load_lexicon()
    stem = word[:-2] if word.endswith("es") and lexicon.get(word[:-2]) else word[:-1]
    if not word.endswith("s") or "v" not in lexicon.get(stem, ""):
        return False
    if stem in HEAD_TYPES or stem in GENERIC_HEADS or stem in _PLURAL_HEADS:
        return False  # "Stochastic video prediction models take ...": the phrase's own head
    after = doc[span.end]
    if not (after.is_lower and after.is_alpha) or after.lower_ in _AUXILIARY_VERBS:
        return False
    return after.is_stop or "v" not in lexicon.get(after.lower_, "v")


# Endings of a noun of activity ("finding", "prediction", "downscaling", "alignment").
_ACTIVITY_ENDINGS = ("ing", "tion", "sion", "ment")
# Heads of a phrase in the plural that the lexicon also has as verbs, beside the head words
# that type names ("Computer vision tasks such as ...", "Mainstream captioning models often").
_PLURAL_HEADS = frozenset("task model approach scheme feature result effort work tool".split())
_AUXILIARY_VERBS = frozenset(
    "is are was were be been can could will would may might must should has have had do does".split()
)


def _head_left_out(span: Span) -> bool:
    """Whether a tagged span ends inside a coordination whose shared noun follows it ("estimator
    of direct and spillover" before "effects"): an adjective, "and" / "or", a word, then a
    lowercase noun."""
    doc = span.doc
    if len(span) < 3 or span.end >= len(doc) or span[-2].lower_ not in ("and", "or"):
        return False
    after = doc[span.end]
    lexicon = load_lexicon()
    return (
        word_class(span[-3].lower_, lexicon) == "A"
        and after.is_alpha
        and after.is_lower
        and not after.is_stop
        and word_class(after.text, lexicon) == "N"
    )


# The second word of a rating the tagger cut after its first ("high | quality image
# generation", "a large | scale corpus"), and the first words it follows.
_RATED = frozenset({"quality", "scale"})
_RATINGS = frozenset("high low higher lower large small larger smaller good better".split())


def _rating_cut(span: Span) -> bool:
    """Whether a tagged span opens with the second word of a rating whose first word it left
    out ("quality image generation" after "high"): the rating goes, the name stays."""
    if span[0].lower_ not in _RATED or span.start == 0:
        return False
    before = span.doc[span.start - 1]
    return before.lower_ in _RATINGS and bool(before.whitespace_)


def _gerund_then_name(span: Span) -> bool:
    """ "Scaling LLMs", "Modeling DNA": a verb's -ing form, then a name-shaped word."""
    return (
        not is_name_token(span[0])
        and is_name_token(span[1])
        and verb_of_gerund(span[0].lower_, load_lexicon()) is not None
    )


# A number with the sign of an approximation or a bound before it.
_SIGNED_NUMBER = re.compile(r"[~≈<>]\d[\d,.]*%?")
# A range of factors or shares ("2.3-4.4x", "15-45.3%").
_FACTOR_RANGE = re.compile(r"\d[\d.]*\s*[-–]\s*\d[\d.]*\s*[x×%]")


def _well_formed(span: Span) -> bool:
    """Tagger spans with unbalanced brackets or a function word at an edge are cut wrong."""
    text = span.text
    if text.count("(") != text.count(")") or text.count("[") != text.count("]"):
        return False
    if len(text) < 2:
        return False  # "M", "N": variables
    if _SIGNED_NUMBER.fullmatch(text) or _FACTOR_RANGE.fullmatch(text):
        return False  # "~38", "≈3.5", "2.3-4.4x": a value, no name
    if len(span) == 1 and span[0].is_sent_start and text[1:].islower():
        # "Initializing from ...", "Extensive experiments": a capitalised common word.
        if word_class(text.lower(), load_lexicon()) in {"V", "A"} or text.lower() in LEADING:
            return False
    return not (span[0].is_stop or span[-1].is_stop or span[-1].is_punct or span[0].is_punct)


def _long_form_type(text: str) -> EntityType:
    """The type a long form's own last word announces (Method by default)."""
    last = _last_word(text)
    if last.lower().endswith(("ed", "al", "ive", "ent")):
        # "Non-Independent and Identically Distributed", "out-of-distribution"
        return EntityType.CONCEPT
    found = head_type(last.rstrip("s")) or head_type(last)
    if found is EntityType.MODEL or found is None:
        return EntityType.METHOD
    return found
