"""Termhood, round 6: an unnamed proposal's label is a whole noun phrase of a thing made or no
node; Task nodes are no chunks of a verb phrase or purpose clause and no generic heads.

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
        "reading comprehension\tTask\t\tgeneral\ntransfer learning\tTask\t\tgeneral\n",
    )


def proposal(gazetteer, abstract: str, surface: str):
    return one(gazetteer, abstract, surface, EntityType.METHOD, extractor="proposal.phrase")


@pytest.mark.parametrize(
    ("abstract", "surface"),
    [
        # cut before its complement, inside a compound, at a hyphenated modifier
        ("We contribute a rich collection of findings on pebble sorting.", "rich collection"),
        ("We present an approach for weight pruning in tiny parsers.", "approach for weight"),
        (
            "We give a general method for estimating high-variance gradients of toy losses.",
            "general method for estimating high-variance",
        ),
        (
            "We propose a new scheme for entity and relation extraction from menus.",
            "new scheme for entity",
        ),
        # the object of a verb, a pointer back into the text, a clause
        ("We propose applying procedure to this robot arm.", "procedure to this robot"),
        (
            "We propose a method that corrects these flaws quickly.",
            "method that corrects these flaws",
        ),
        ("We propose instead a planner that reads maps.", "instead a planner that reads maps"),
        # a clause cut inside: the verb's argument goes on
        (
            "We present a sorter which can place pebbles as small towers of stones.",
            "sorter which can place pebbles",
        ),
        (
            "We present a parser to read receipts to extract their totals.",
            "parser to read receipts",
        ),
        # a study, evidence or results, not a thing made
        ("We present a careful analysis of dropout in toy parsers.", "careful analysis of dropout"),
        ("We give numerical evidence of pebble drift.", "numerical evidence of pebble drift"),
        ("We run a three-stage user study with forty cooks.", "three-stage user study"),
        (
            "We present experimental results comparing pebble sorters on six piles.",
            "experimental results comparing pebble sorters",
        ),
        ("We propose an evaluation protocol for pebble sorters.", "evaluation protocol"),
        ("We offer a comparison evaluating FooTool on soups.", "comparison evaluating FooTool"),
    ],
)
def test_an_unnamed_proposal_cut_or_a_study_is_no_node(gazetteer, abstract, surface):
    entity = proposal(gazetteer, abstract, surface)
    assert entity.termhood == GENERIC and not is_drawn(entity)


@pytest.mark.parametrize(
    ("abstract", "surface"),
    [
        (
            "We present a fast method for sorting pebbles by weight.",
            "fast method for sorting pebbles by weight",
        ),
        (
            "We propose a parser for handwritten receipts, which we test on cafes.",
            "parser for handwritten receipts",
        ),
        (
            "We present a pebble sorter to reduce kitchen noise.",
            "pebble sorter to reduce kitchen noise",
        ),
        (
            "We introduce a graph-based analysis tool for soups.",
            "graph-based analysis tool for soups",
        ),
    ],
)
def test_a_whole_unnamed_proposal_keeps_its_node(gazetteer, abstract, surface):
    entity = proposal(gazetteer, abstract, surface)
    assert entity.termhood != GENERIC and entity.scope == "sha256:one"


@pytest.mark.parametrize(
    ("abstract", "surface"),
    [
        # a gerund chunk: one plain object, a light verb, a clause's preposition or determiner
        ("We study decomposing synthesis for hard programs.", "decomposing synthesis"),
        (
            "We study aligning embeddings of proteins across species.",
            "aligning embeddings of proteins",
        ),
        (
            "We study merging retrieval into the decoder of a parser.",
            "merging retrieval into the decoder",
        ),
        ("We study performing transfer learning between kitchens.", "performing transfer learning"),
        # a clause with its subject
        ("We model children acquiring words from picture books.", "children acquiring words"),
        # broad words only, a field described, praise before an activity
        ("The ranker is tuned for maximum flexibility in menus.", "maximum flexibility"),
        ("Sorting is one of the well-known learning problems.", "well-known learning"),
        ("Pebble sorting is a mainstream vision problem now.", "mainstream vision problem"),
        ("Receipt reading is a text processing task for cafes.", "text processing task"),
        ("The codes help downstream learning tasks in kitchens.", "downstream learning tasks"),
        ("We work in probabilistic deep learning for soups.", "probabilistic deep learning"),
        ("Our sorter allows stable meta-learning on piles.", "stable meta-learning"),
        # cut at an adjective
        ("We aim at learning compact codes of soups.", "learning compact"),
        ("We study clustering multi-channel recordings of birds.", "clustering multi-channel"),
        # a gerund whose activity noun is no task, or with a plain object
        ("We study estimating parameters of soups.", "estimating parameters"),
    ],
)
def test_a_task_chunk_or_a_generic_task_is_no_node(gazetteer, abstract, surface):
    entity = one(gazetteer, abstract, surface, EntityType.TASK)
    assert entity.termhood == GENERIC and not is_drawn(entity)


@pytest.mark.parametrize(
    ("abstract", "surface"),
    [
        ("We study modeling long-term dependencies in songs.", "modeling long-term dependencies"),
        ("We study generating referring expressions for maps.", "generating referring expressions"),
        ("We study recognizing noun phrase chunks in menus.", "recognizing noun phrase chunks"),
        ("We study learning KGEs from menus.", "learning KGEs"),
        # an established activity: "image generation", "uncertainty quantification"
        ("We study generating images of pebbles.", "generating images"),
        ("We study quantifying uncertainty of sorters.", "quantifying uncertainty"),
        (
            "We study detecting and classifying entity mentions.",
            "detecting and classifying entity mentions",
        ),
        ("We target machine reading comprehension on menus.", "reading comprehension"),
        ("We address weather pattern detection from radar.", "weather pattern detection"),
        ("Receipt parsing is an English parsing task for cafes.", "English parsing task"),
        ("We address the bird detection task on farms.", "bird detection task"),
        ("Our sorter handles adversarial robustness of parsers.", "adversarial robustness"),
        ("We study robust estimation of pebble weights.", "robust estimation"),
    ],
)
def test_a_named_task_stays_a_task(gazetteer, abstract, surface):
    entity = one(gazetteer, abstract, surface, EntityType.TASK)
    assert entity.termhood != GENERIC


@pytest.mark.parametrize(
    ("abstract", "surface", "etype"),
    [
        (
            "We fit a more expressive local model to the soups.",
            "more expressive local model",
            EntityType.METHOD,
        ),
        ("The sorter returns viable outputs for most piles.", "viable outputs", EntityType.CONCEPT),
        (
            "Photos of pebbles at low resolution fool the sorter.",
            "low resolution",
            EntityType.CONCEPT,
        ),
    ],
)
def test_a_description_is_no_node(gazetteer, abstract, surface, etype):
    entity = one(gazetteer, abstract, surface, etype)
    assert entity.termhood == GENERIC and not is_drawn(entity)


def test_a_rated_head_with_a_classifying_word_stays(gazetteer):
    entity = one(
        gazetteer, "We report top-1 accuracy of the sorter.", "top-1 accuracy", EntityType.METRIC
    )
    assert entity.termhood != GENERIC


@pytest.mark.parametrize(
    ("abstract", "surface", "kept"),
    [
        ("We address radar pattern detection for farms.", "pattern detection", False),
        ("We address gene expression prediction in mice.", "expression prediction", False),
        ("We address urban scene segmentation from dashcams.", "scene segmentation", True),
        ("We solve multiple sign detection problems.", "sign detection", True),
        ("We address reading comprehension of menus.", "reading comprehension", True),
    ],
)
def test_a_task_keeps_the_noun_before_it_or_is_no_node(gazetteer, abstract, surface, kept):
    entity = one(gazetteer, abstract, surface, EntityType.TASK)
    assert is_drawn(entity) is kept
