"""Termhood, round 5: families named by a field abbreviation or qualifiers, sentence chunks,
coordination fragments and everyday setting phrases are no nodes.

Every sentence here was written for these tests.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import link_one as one
from conftest import written_gazetteer

from kg.graph import is_drawn
from kg.lexicon.gazetteer import Gazetteer
from kg.link.termhood import GENERIC
from kg.types import EntityType


@pytest.fixture
def gazetteer(tmp_path: Path) -> Gazetteer:
    return written_gazetteer(
        tmp_path,
        "recurrent neural network\tMethod\tRNN\tgeneral\nunsupervised learning\tTask\t\tgeneral\n",
    )


@pytest.mark.parametrize(
    ("abstract", "surface"),
    [
        ("Our probe beats SOTA CNNs on the toy shapes.", "SOTA CNNs"),
        ("The tagger is one stage of a larger ML pipeline for invoices.", "ML pipeline"),
        ("We attack the target DL model with crafted queries.", "target DL model"),
        ("Most QA architectures read the passage twice.", "QA architectures"),
        ("The NLP layer of the assistant parses each request.", "NLP layer"),
        ("We quantize low-precision networks to four bits.", "low-precision networks"),
        (
            "Samples come from generative neural networks trained on faces.",
            "generative neural networks",
        ),
        (
            "We probe state-of-the-art speech recognition neural networks with noise.",
            "state-of-the-art speech recognition neural networks",
        ),
        (
            "Deep ReLU-free models and deep convolutional generative networks differ.",
            "deep convolutional generative networks",
        ),
    ],
)
def test_a_family_named_by_a_field_abbreviation_or_qualifiers_is_no_node(
    gazetteer, abstract, surface
):
    entity = one(gazetteer, abstract, surface, EntityType.METHOD)
    assert entity.termhood == GENERIC and not is_drawn(entity)


@pytest.mark.parametrize(
    ("abstract", "surface", "etype"),
    [
        ("Stacked RNNs read the log lines one by one.", "RNNs", EntityType.METHOD),
        ("We train a DQN agent on the maze.", "DQN agent", EntityType.METHOD),
        (
            "Probing helps understanding transformer computations in depth.",
            "understanding transformer computations",
            EntityType.TASK,
        ),
        ("The Transformer layer is replaced by a Mixer block.", "Mixer block", EntityType.METHOD),
        (
            "We study recognizing noun phrase chunks in tweets.",
            "recognizing noun phrase chunks",
            EntityType.TASK,
        ),
    ],
)
def test_named_models_and_gerund_tasks_stay_nodes(gazetteer, abstract, surface, etype):
    assert is_drawn(one(gazetteer, abstract, surface, etype))


@pytest.mark.parametrize(
    ("abstract", "surface"),
    [
        ("Agents that adopt graph network encoders plan better.", "adopt graph network"),
        (
            "We find that stacking LSTM cells inside agents helps.",
            "stacking LSTM cells inside agents",
        ),
        ("Results improve after stacking Conv layers early.", "stacking Conv layers"),
    ],
)
def test_a_chunk_of_a_verb_phrase_is_no_node(gazetteer, abstract, surface):
    entity = one(gazetteer, abstract, surface, EntityType.METHOD)
    assert entity.termhood == GENERIC and not is_drawn(entity)


def test_a_coordination_fragment_is_no_node_but_a_noun_coordination_keeps_its_term(gazetteer):
    text = "We forecast the temporal and spatial evolution of river ice from Landsat scenes."
    assert not is_drawn(one(gazetteer, text, "spatial evolution", EntityType.CONCEPT))
    text = "The same encoder serves image and video classification in our benchmark."
    assert is_drawn(one(gazetteer, text, "video classification", EntityType.TASK))
    text = "We compare supervised and unsupervised learning on the same sensors."
    assert is_drawn(one(gazetteer, text, "unsupervised learning", EntityType.TASK))


@pytest.mark.parametrize(
    ("abstract", "surface", "etype"),
    [
        (
            "In the white-box setting the attacker reads the weights.",
            "white-box setting",
            EntityType.CONCEPT,
        ),
        (
            "The decoder relies on GPU-based processing of the frames.",
            "GPU-based processing",
            EntityType.METHOD,
        ),
        (
            "Each step costs few floating-point arithmetic operations on the device.",
            "floating-point arithmetic operations",
            EntityType.CONCEPT,
        ),
    ],
)
def test_an_everyday_setting_phrase_is_no_node(gazetteer, abstract, surface, etype):
    entity = one(gazetteer, abstract, surface, etype)
    assert entity.termhood == GENERIC and not is_drawn(entity)


def test_a_verb_and_its_object_is_no_task_but_a_defined_name_stays(gazetteer):
    text = "The goal is to improve robustness of the parser on noisy forms."
    entity = one(gazetteer, text, "improve robustness", EntityType.TASK)
    assert entity.termhood == GENERIC and not is_drawn(entity)
    text = "We run follow the leading expert (FLE) on the bandit streams."
    entity = one(gazetteer, text, "follow the leading expert", EntityType.METHOD, short_form="FLE")
    assert entity.termhood != GENERIC


def test_a_coordinated_term_keeps_its_name(gazetteer):
    text = "We compare deterministic and stochastic pooling in small audio encoders."
    assert is_drawn(one(gazetteer, text, "stochastic pooling", EntityType.METHOD))
