"""The mention stage's plain functions (kg.extract.candidates) on hand-built Docs.

The Docs come from ``spacy.blank("en")`` or are built word by word with sentence starts set,
so each source can be checked without the trained tagger or the full pipeline.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import spacy
from spacy.language import Language
from spacy.tokens import Doc, Span

from kg.extract.acronyms import find_acronyms
from kg.extract.candidates import (
    ACRONYM_CONFIDENCE,
    GAZETTEER_CONFIDENCE,
    URL_CONFIDENCE,
    acronym_candidates,
    find_mentions,
    gazetteer_candidates,
    gazetteer_matchers,
    name_candidates,
    phrase_candidates,
    resolve_overlaps,
    tagger_candidates,
    to_mentions,
    url_candidates,
)
from kg.extract.mentions import Candidate
from kg.extract.pipeline import make_pipeline
from kg.lexicon.gazetteer import load_gazetteer
from kg.types import EntityType

METHOD, DATASET, TASK = EntityType.METHOD, EntityType.DATASET, EntityType.TASK


@pytest.fixture(scope="module")
def nlp() -> Language:
    return spacy.blank("en")


@pytest.fixture(scope="module")
def matchers(nlp: Language, tmp_path_factory: pytest.TempPathFactory):
    path = tmp_path_factory.mktemp("gazetteer") / "gazetteer.tsv"
    path.write_text(
        "name\ttype\taliases\tsource\n"
        "ImageNet\tDataset\tILSVRC\tgeneral\n"
        "MS COCO\tDataset\tMSCOCO\tgeneral\n"
        "Segment Anything\tModel\t=SAM\tgeneral\n"
        "dropout\tMethod\t\tgeneral\n",
        encoding="utf-8",
    )
    return gazetteer_matchers(nlp, load_gazetteer(path))


def sentences(*parts: str) -> Doc:
    """A Doc of whitespace-separated words, each part one sentence (spaces between words)."""
    words = [w for part in parts for w in part.split()]
    starts = [i == 0 for part in parts for i in range(len(part.split()))]
    return Doc(spacy.blank("en").vocab, words=words, sent_starts=starts)


def spans(text: str, candidates) -> list[tuple[str, str, str]]:
    return [(text[c.start : c.end], c.type.value, c.extractor) for c in candidates]


# --------------------------------------------------------------------------- the sources


def test_gazetteer_matches_fold_case_but_not_case_sensitive_forms(nlp, matchers):
    text = "We fine-tune SAM on mscoco , unlike sam ."
    found = gazetteer_candidates(nlp(text), text, matchers)
    assert sorted(spans(text, found)) == [
        ("SAM", "Model", "gazetteer"),
        ("mscoco", "Dataset", "gazetteer"),
    ]
    assert {c.canonical for c in found} == {"Segment Anything", "MS COCO"}
    assert {c.confidence for c in found} == {GAZETTEER_CONFIDENCE}


def test_a_gazetteer_dataset_keeps_its_resolution(nlp, matchers):
    text = "Results on ImageNet 64x64 and dropout 64x64 ."
    found = spans(text, gazetteer_candidates(nlp(text), text, matchers))
    # Only datasets and benchmarks take the resolution into their surface form.
    assert found == [("ImageNet 64x64", "Dataset", "gazetteer"), ("dropout", "Method", "gazetteer")]


def test_urls_are_code_repositories_without_trailing_punctuation():
    text = "Code: https://github.com/a/b. Data (https://x.org/d?q=1)."
    found = url_candidates(text)
    assert [text[c.start : c.end] for c in found] == [
        "https://github.com/a/b",
        "https://x.org/d?q=1",
    ]
    assert {(c.type, c.extractor, c.confidence) for c in found} == {
        (EntityType.CODE_REPOSITORY, "url", URL_CONFIDENCE)
    }


def test_both_forms_of_an_acronym_are_typed_by_the_long_form(nlp):
    text = "We introduce the Visual Spatial Benchmark (VSB) for robots."
    found = acronym_candidates(nlp(text), text, find_acronyms(text))
    assert spans(text, found) == [
        ("Visual Spatial Benchmark", "Benchmark", "acronym.long"),
        ("VSB", "Benchmark", "acronym.short"),
    ]
    assert {c.confidence for c in found} == {ACRONYM_CONFIDENCE}


def test_an_acronym_defined_in_an_appositive_takes_its_type(nlp):
    text = "We propose Spectral Token Mixing (STM), a benchmark of mixers."
    found = acronym_candidates(nlp(text), text, find_acronyms(text))
    assert [c.type for c in found] == [EntityType.BENCHMARK, EntityType.BENCHMARK]


def test_names_are_retyped_by_context_only_from_the_default():
    doc = sentences(
        "We evaluate WeightLens , a benchmark of probes .",
        "Qwen2.5-7B , a strong method , helps .",
    )
    assert spans(doc.text, name_candidates(doc)) == [
        ("WeightLens", "Benchmark", "name"),  # Method by default; the appositive says Benchmark
        ("Qwen2.5-7B", "Model", "name"),  # its own shape says Model: the appositive does not win
    ]


def test_tagger_entities_are_filtered_retyped_and_capped(nlp):
    doc = nlp("Initializing from M samples on a parallel corpus helps Transformers and pruning .")
    doc[0].is_sent_start = True
    doc.ents = [
        Span(doc, 0, 1, label="Method"),  # a capitalised verb opening the sentence: no name
        Span(doc, 2, 3, label="Task"),  # "M": a one-letter variable
        Span(doc, 6, 8, label="Method"),  # "parallel corpus": its head says Dataset
        Span(doc, 9, 10, label="Method"),  # "Transformers": a name, not a sentence opener
        Span(doc, 11, 12, label="Gadget"),  # a label kg does not know
    ]
    found = tagger_candidates(doc, doc.text, ner_confidence=0.6, phrase_confidence=0.45)
    assert spans(doc.text, found) == [
        ("parallel corpus", "Dataset", "ner"),
        ("Transformers", "Method", "ner"),
    ]
    # A lowercase phrase is only a candidate: the tagger's confidence capped at the phrases'.
    assert [c.confidence for c in found] == [0.45, 0.6]


def test_tagger_spans_are_judged_by_their_edges(nlp):
    doc = nlp("Initializing from M training samples helps Transformers .")
    doc[0].is_sent_start = True
    doc.ents = [Span(doc, 2, 4, label="Method"), Span(doc, 5, 7, label="Method")]
    found = tagger_candidates(doc, doc.text, ner_confidence=0.6, phrase_confidence=0.45)
    # "M training" is longer than a variable; "helps Transformers" ends well but starts on a verb
    # that is no stop word, so both are kept: only brackets, stop words and punctuation cut.
    assert spans(doc.text, found) == [
        ("M training", "Method", "ner"),
        ("helps Transformers", "Method", "ner"),
    ]


def test_tagger_spans_with_unbalanced_brackets_or_stop_words_at_an_edge_are_dropped(nlp):
    doc = nlp("A model ( GNN on the graphs of Cora .")
    doc.ents = [Span(doc, 1, 4, label="Method"), Span(doc, 5, 8, label="Dataset")]
    assert tagger_candidates(doc, doc.text, ner_confidence=0.6, phrase_confidence=0.45) == []


# ------------------------------------------------------------------- combining candidates


def candidate(start: int, end: int, extractor: str, etype=METHOD, confidence=0.7) -> Candidate:
    return Candidate(start, end, etype, extractor, confidence)


def test_overlaps_keep_urls_and_acronyms_first_then_named_gazetteer_types():
    url = candidate(0, 30, "url", EntityType.CODE_REPOSITORY)
    name_in_url = candidate(8, 14, "name")
    ner_over_url = candidate(20, 38, "ner")  # outranks names, not URLs
    acronym = candidate(40, 45, "acronym.short")
    longer_ner = candidate(38, 60, "ner")
    dataset = candidate(70, 78, "gazetteer", DATASET)
    dataset_phrase = candidate(70, 85, "ner", DATASET)  # "CIFAR-10 images": longer, loses
    assert resolve_overlaps(
        [name_in_url, ner_over_url, longer_ner, dataset_phrase, dataset, acronym, url]
    ) == [
        url,
        acronym,
        dataset,
    ]


def test_overlaps_prefer_the_longer_span_then_the_earlier_candidate():
    method = candidate(0, 10, "gazetteer")
    longer = candidate(0, 25, "ner")  # a tagger phrase outranks a gazetteer Method by length
    name = candidate(30, 36, "name")
    same = candidate(30, 36, "name.enumeration")  # same priority and length: the first wins
    assert resolve_overlaps([method, same, name, longer]) == [longer, same]


def test_phrases_fill_only_the_gaps_and_take_task_and_metric_heads(nlp):
    text = "FooNet improves image classification and spatial intensity variation ."
    taken = [candidate(0, 6, "name")]
    found = phrase_candidates(nlp(text), text, taken, confidence=0.45)
    assert spans(text, found) == [
        ("image classification", "Task", "phrase"),
        ("spatial intensity variation", "Concept", "phrase"),
    ]
    blocked = phrase_candidates(nlp(text), text, [candidate(16, 21, "name")], confidence=0.45)
    assert spans(text, blocked) == [("spatial intensity variation", "Concept", "phrase")]


def test_mentions_carry_acronym_forms_and_a_later_use_takes_the_definition():
    text = "Consistency Models (CM) train fast. CMs beat GANs."
    definitions = find_acronyms(text)
    chosen = [
        candidate(0, 18, "acronym.long", EntityType.MODEL, 0.8),
        candidate(20, 22, "acronym.short", EntityType.MODEL, 0.8),
        candidate(36, 39, "name"),
        candidate(45, 49, "name"),
    ]
    mentions = to_mentions(text, chosen, definitions)
    assert [(m.text, m.type, m.long_form, m.short_form) for m in mentions] == [
        ("Consistency Models", EntityType.MODEL, None, "CM"),
        ("CM", EntityType.MODEL, "Consistency Models", None),
        ("CMs", EntityType.MODEL, "Consistency Models", None),  # typed like its definition
        ("GANs", METHOD, None, None),
    ]


def test_find_mentions_drops_what_is_below_the_threshold(nlp, matchers):
    doc = nlp("We train dropout models with spatial intensity variation on ImageNet.")
    doc[0].is_sent_start = True

    def found(**confidences: float) -> list[tuple[str, str]]:
        mentions = find_mentions(doc, matchers, **confidences)
        return [(m.text, m.extractor) for m in mentions]

    assert found(min_confidence=0.4, ner_confidence=0.6, phrase_confidence=0.45) == [
        ("dropout", "gazetteer"),
        ("spatial intensity variation", "phrase"),
        ("ImageNet", "gazetteer"),
    ]
    # Phrases below the threshold are not looked for; nothing reaches 0.95 but URLs.
    assert found(min_confidence=0.5, ner_confidence=0.6, phrase_confidence=0.45) == [
        ("dropout", "gazetteer"),
        ("ImageNet", "gazetteer"),
    ]
    assert found(min_confidence=0.95, ner_confidence=0.6, phrase_confidence=0.45) == []


# ---------------------------------------------------------------- the factory's defaults


def test_make_pipeline_takes_the_thresholds_from_the_factory():
    defaults = Language.get_factory_meta("kg_mentions").default_config
    finder = make_pipeline(tagger=False).get_pipe("kg_mentions")
    assert (finder.min_confidence, finder.ner_confidence, finder.phrase_confidence) == (
        defaults["min_confidence"],
        defaults["ner_confidence"],
        defaults["phrase_confidence"],
    )
    tuned = make_pipeline(tagger=False, min_confidence=0.5, phrase_confidence=0.3)
    finder = tuned.get_pipe("kg_mentions")
    assert (finder.min_confidence, finder.ner_confidence, finder.phrase_confidence) == (
        0.5,
        defaults["ner_confidence"],
        0.3,
    )
    config = tuned.get_pipe_config("kg_mentions")
    assert (config["min_confidence"], config["phrase_confidence"]) == (0.5, 0.3)


def test_a_pipeline_with_another_gazetteer_matches_its_names(tmp_path: Path):
    path = tmp_path / "gazetteer.tsv"
    path.write_text("name\ttype\taliases\tsource\nZorbNet\tModel\t\tgeneral\n", encoding="utf-8")
    doc = make_pipeline(tagger=False, gazetteer_path=str(path))("We compare with ZorbNet.")
    assert [(m.text, m.extractor, m.canonical) for m in doc._.kg_mentions] == [
        ("ZorbNet", "gazetteer", "ZorbNet")
    ]


def test_a_tagged_phrase_opening_a_sentence_is_no_name(nlp):
    # Written for this test: the sentence's capital is not the phrase's.
    doc = nlp("Folding sheets helps . We compare Folding sheets with Origami Nets .")
    doc.ents = [
        Span(doc, 0, 2, label="Method"),  # "Folding sheets" opening the first sentence
        Span(doc, 6, 8, label="Method"),  # the same words capitalised in mid-sentence
        Span(doc, 9, 11, label="Method"),  # a name
    ]
    found = tagger_candidates(doc, doc.text, ner_confidence=0.6, phrase_confidence=0.45)
    assert [c.confidence for c in found] == [0.45, 0.6, 0.6]


@pytest.mark.parametrize("word", ["coined", "dubbed", "termed", "called"])
def test_a_tagged_span_opening_with_a_naming_word_is_the_name_after_it(nlp, word):
    doc = nlp(f"We build a sampler , {word} ripple sampling , for graphs .")
    doc.ents = [Span(doc, 5, 8, label="Method")]
    found = tagger_candidates(doc, doc.text, ner_confidence=0.6, phrase_confidence=0.45)
    assert spans(doc.text, found) == [("ripple sampling", "Method", "ner")]


def test_named_opens_names_of_its_own_in_a_tagged_span(nlp):
    doc = nlp("We study named entity recognition .")
    doc.ents = [Span(doc, 2, 5, label="Task")]
    found = tagger_candidates(doc, doc.text, ner_confidence=0.6, phrase_confidence=0.45)
    assert spans(doc.text, found) == [("named entity recognition", "Task", "ner")]


# -- Roman numerals (round 18) ---------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Interestingly, Model VI is the best of them.",
        "As Table VI shows, it is.",
        "Setting IV is the hardest of them.",
    ],
)
def test_a_common_noun_numbered_by_a_roman_numeral_is_no_mention(text):
    # "VI" is also the gazetteer's variational inference: neither it nor "Model VI" is read
    from kg.extract.pipeline import make_pipeline

    nlp = make_pipeline(tagger=False)
    assert [m.text for m in nlp(text)._.kg_mentions] == []


def test_vi_alone_is_still_variational_inference():
    from kg.extract.pipeline import make_pipeline

    nlp = make_pipeline(tagger=False)
    found = [(m.text, m.canonical) for m in nlp("We fit the sieve with VI.")._.kg_mentions]
    assert found == [("VI", "variational inference")]


# -- units apart from their number (round 19) ------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The sieve needs less than 10 MB of memory.",
        "It gains 3 dB and runs at 2.4 GHz.",
        # round 20: a unit glued to its number, a sentence's full stop on it too
        "The sieve needs less than 300mW. It holds 2kWh on 16GiB of memory.",
    ],
)
def test_a_unit_after_its_number_is_no_name(text):
    from kg.extract.pipeline import make_pipeline

    nlp = make_pipeline(tagger=False)
    assert [m.text for m in nlp(text)._.kg_mentions] == []


def test_a_unit_symbol_that_a_paper_defines_is_still_a_name():
    from kg.extract.pipeline import make_pipeline

    nlp = make_pipeline(tagger=False)
    found = {m.text for m in nlp("We query a heron base (HB) and the KB of herons.")._.kg_mentions}
    assert "KB" in found
