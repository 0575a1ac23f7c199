"""Names typed Method that their own shape or head says are something else (kg.extract.kinds).

Sentences written for these tests; the tagger is replaced by hand-set ``doc.ents``.
"""

from __future__ import annotations

import pytest
import spacy
from spacy.tokens import Doc, Span

from kg.extract.acronyms import find_acronyms
from kg.extract.candidates import acronym_candidates, name_candidates, tagger_candidates
from kg.extract.kinds import not_a_method
from kg.types import EntityType

METHOD = EntityType.METHOD


@pytest.mark.parametrize(
    ("surface", "expected"),
    [
        ("Ro-En", "Dataset"),  # a language pair is data
        ("de→en", "Dataset"),
        ("WebQA-20k", "Dataset"),  # a size suffix counts examples
        ("Pubtab 120K", "Dataset"),
        ("Cloud TPUs", "Concept"),  # hardware
        ("FPGA accelerator", "Concept"),
        ("positron emission tomography", "Concept"),  # an imaging modality
        ("functional magnetic resonance imaging", "Concept"),
        ("protein sequence modeling", "Task"),  # a modelled thing
        ("Protein modeling", "Task"),  # opening a sentence, not a name
        ("hidden variable modeling", "Task"),  # a noun after its modifier is the thing modelled
        ("INT4 training", "Task"),  # training in a setting
        ("decentralized training", "Task"),
        ("Pitfall game", "Environment"),  # a named game is played in
        ("zero-sum games", "Concept"),  # game theory
        ("Stackelberg game", "Concept"),
        ("Imperfect Information Games", "Concept"),  # a class of games, not one played in
        ("Massively Multiplayer Online Games", "Concept"),  # a genre
        # round 9: number formats and data types are what numbers are stored in
        ("FP16", "Concept"),
        ("bfloat16", "Concept"),
        ("8-bit integers", "Concept"),
        ("INT32 accumulators", "Concept"),
        ("half-precision floating point", "Concept"),
        ("16-bit floating point representation", "Concept"),
        ("fp32 precision", "Concept"),
        # a well-known game or control task, a maze: an environment played or run in
        ("Pong", "Environment"),
        ("Montezuma's Revenge", "Environment"),
        ("CartPole", "Environment"),
        ("two-room maze", "Environment"),
        # a case studied
        ("low-rank Gaussian case", "Concept"),
        # a model's training or optimisation is what the paper works on
        ("LSTM optimization", "Task"),
        ("GAN training", "Task"),
    ],
)
def test_shape_or_head_retypes_a_method(surface, expected):
    assert not_a_method(surface, METHOD).value == expected


@pytest.mark.parametrize(
    "surface",
    [
        "adversarial training",  # a means, not a setting
        "Masked Sequence Modeling",  # a capitalised name of a method
        "Re-ID",  # not two language codes
        "GraphConv",
        "gradient clipping",
        "ResNet-50",
        "Neural GPU",  # a network named after hardware
        "probabilistic modeling",  # a way of modelling, not a thing modelled
        "Probabilistic modeling",
        "dynamic modeling",  # two words: the modifier is read as an adjective
        "deep generative modeling",
        "GNN modeling",  # an abbreviation names the means
        "8-bit quantization",  # a bit width names how, not a number format
        "4-bit networks",
        "integer programming",
        "Bayesian optimization",  # optimisation of no model: a method
        "policy optimization",
        "vanilla LSTM training",  # a baseline's procedure
    ],
)
def test_methods_stay_methods(surface):
    assert not_a_method(surface, METHOD) is METHOD


def test_a_number_format_typed_dataset_is_a_concept_too():
    assert not_a_method("INT8", EntityType.DATASET) is EntityType.CONCEPT
    assert not_a_method("FP16", EntityType.MODEL) is EntityType.CONCEPT
    assert not_a_method("QuuxBench", EntityType.DATASET) is EntityType.DATASET


def test_other_types_are_left_alone():
    # (a language pair typed Task is data since round 55, as one typed Method always was)
    assert not_a_method("Ro-En", EntityType.CONCEPT) is EntityType.CONCEPT
    assert not_a_method("Cloud TPUs", EntityType.MODEL) is EntityType.MODEL
    assert not_a_method("WebQA-20K", EntityType.MODEL) is EntityType.DATASET


def _doc(text: str, tagged: list[tuple[int, int]]) -> Doc:
    nlp = spacy.blank("en")
    doc = nlp(text)
    doc[0].is_sent_start = True
    doc.ents = [Span(doc, s, e, label="Method") for s, e in tagged]
    return doc


def test_tagged_methods_are_retyped_by_their_shape():
    text = "We speed up INT4 training on Cloud TPUs and study protein sequence modeling ."
    doc = _doc(text, [(3, 5), (6, 8), (10, 13)])
    found = tagger_candidates(doc, text, ner_confidence=0.6, phrase_confidence=0.45)
    assert [(text[c.start : c.end], c.type.value) for c in found] == [
        ("INT4 training", "Task"),
        ("Cloud TPUs", "Concept"),
        ("protein sequence modeling", "Task"),
    ]


def test_a_name_with_a_size_suffix_is_data():
    text = "Our parser improves results on WebQA-20K and on PubTab ."
    doc = spacy.blank("en")(text)
    doc[0].is_sent_start = True
    found = {text[c.start : c.end]: c.type.value for c in name_candidates(doc)}
    assert found.get("WebQA-20K") == "Dataset"


def test_a_tagged_language_pair_is_data():
    text = "Translation quality improves on Ro-En ."
    doc = _doc(text, [(4, 7)])
    found = tagger_candidates(doc, text, ner_confidence=0.6, phrase_confidence=0.45)
    assert [(text[c.start : c.end], c.type.value) for c in found] == [("Ro-En", "Dataset")]


def test_an_imaging_modality_defined_with_an_acronym_is_a_concept():
    text = "Scans acquired with positron emission tomography (PET) are noisy."
    doc = spacy.blank("en")(text)
    found = acronym_candidates(doc, text, find_acronyms(text))
    assert {(text[c.start : c.end], c.type.value) for c in found} == {
        ("positron emission tomography", "Concept"),
        ("PET", "Concept"),
    }


def test_names_listed_after_games_such_as_are_environments():
    text = (
        "Our agent plays board games such as Hex and Othello , and the games of Kalah and Oware ."
    )
    doc = spacy.blank("en")(text)
    doc[0].is_sent_start = True
    found = {text[c.start : c.end]: c.type.value for c in name_candidates(doc)}
    assert set(found.values()) == {"Environment"}
    assert set(found) == {"Hex", "Othello"}
