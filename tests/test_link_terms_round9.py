"""Termhood, round 9: a known method named with words that only say it is used as it stands,
a size of a generic family, a technique's noun in its sense of a study, and a citation's
authors glued to a term.

Every sentence here was written for these tests.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import link_one as one
from conftest import written_gazetteer

from kg.graph import is_drawn
from kg.lexicon.gazetteer import Gazetteer
from kg.link import link
from kg.link.termhood import GENERIC
from kg.types import EntityType, Evidence, Extraction, Mention, Paper, Predicate, Relation


@pytest.fixture
def gazetteer(tmp_path: Path) -> Gazetteer:
    return written_gazetteer(
        tmp_path,
        "convolution\tMethod\t\tgeneral\n"
        "generative adversarial network\tMethod\tGAN|GANs\tgeneral\n"
        "Gaussian process\tMethod\tGP|GPs\tgeneral\n"
        "exploration\tConcept\t\tgeneral\n",
    )


@pytest.mark.parametrize(
    ("abstract", "surface", "label"),
    [
        (
            "We swap the regular convolution for a pebble mixer.",
            "regular convolution",
            "convolution",
        ),
        (
            "A vanilla GAN sorts the pebbles poorly.",
            "vanilla GAN",
            "generative adversarial network",
        ),
        (
            "We train a deep GAN architecture on pebbles.",
            "deep GAN architecture",
            "generative adversarial network",
        ),
    ],
)
def test_a_known_method_as_it_stands_is_that_method(gazetteer, abstract, surface, label):
    entity = one(gazetteer, abstract, surface, EntityType.METHOD)
    assert entity.label == label


def test_deep_before_a_model_that_is_no_network_is_another_model(gazetteer):
    entity = one(
        gazetteer,
        "We fit a deep Gaussian process to pebbles.",
        "deep Gaussian process",
        EntityType.METHOD,
    )
    assert entity.label == "deep Gaussian process"


@pytest.mark.parametrize(
    ("abstract", "surface"),
    [
        ("We show that a one-layer network sorts pebbles.", "one-layer network"),
        ("Even 3-layer neural networks sort pebbles.", "3-layer neural networks"),
    ],
)
def test_a_size_of_a_generic_family_is_no_node(gazetteer, abstract, surface):
    entity = one(gazetteer, abstract, surface, EntityType.METHOD)
    assert entity.termhood == GENERIC and not is_drawn(entity)


@pytest.mark.parametrize(
    ("abstract", "drawn"),
    [
        ("We give a systematic exploration of pebble sorters.", False),
        ("Our tool allows exploration of the sorting metrics.", False),
        ("We add a bonus that drives exploration of the maze.", True),
        ("Efficient exploration helps agents find pebbles.", True),
    ],
)
def test_exploration_as_a_study_is_no_exploration(gazetteer, abstract, drawn):
    entity = one(gazetteer, abstract, "exploration", EntityType.CONCEPT, extractor="gazetteer")
    assert is_drawn(entity) is drawn and (entity.label == "exploration")


def _linked(abstract: str, surfaces: list[str], gazetteer: Gazetteer):
    mentions = tuple(
        Mention(s, abstract.index(s), abstract.index(s) + len(s), EntityType.METHOD, "ner", 0.7)
        for s in surfaces
    )
    paper = Extraction(paper=Paper(key="p:1", abstract=abstract), mentions=mentions)
    linked = link([paper], gazetteer=gazetteer)
    return [
        linked.entities[linked.mention_entity[("p:1", i)]].label
        if ("p:1", i) in linked.mention_entity
        else None
        for i in range(len(surfaces))
    ]


def test_a_citation_glued_to_a_term_is_cut_off(gazetteer):
    text = "We extend the pebble sorter of Morrow et al. (2017) and the tidal pebbler Lark (2019)."
    labels = _linked(text, ["pebble sorter of Morrow", "tidal pebbler Lark"], gazetteer)
    assert labels == ["pebble sorter", "tidal pebbler"]


def test_authors_alone_are_no_entity(gazetteer):
    text = "The pebble law of Lark & Finch (2019) holds for sand."
    assert _linked(text, ["Lark & Finch"], gazetteer) == [None]


@pytest.mark.parametrize(
    ("abstract", "surface", "etype"),
    [
        # a comparative before a value, even where the -er word is also a noun
        (
            "It gives smoother convergence rates on pebbles.",
            "smoother convergence rates",
            "Concept",
        ),
        # a class of works named by what it is based on, written apart
        ("Pebble Network based models sort sand.", "Pebble Network based models", "Method"),
        # describing words and a field's abbreviation before a generic head
        ("We build autonomous ML systems for pebbles.", "autonomous ML systems", "Method"),
    ],
)
def test_described_classes_are_no_nodes(gazetteer, abstract, surface, etype):
    entity = one(gazetteer, abstract, surface, EntityType(etype))
    assert entity.termhood == GENERIC and not is_drawn(entity)


@pytest.mark.parametrize(
    ("abstract", "surface"),
    [
        ("We add a center loss to the pebble sorter.", "center loss"),
        (
            "The Pebble Network based language model sorts sand.",
            "Pebble Network based language model",
        ),
        ("We win the end-to-end QA task on pebbles.", "end-to-end QA task"),
    ],
)
def test_names_near_those_shapes_stay(gazetteer, abstract, surface):
    assert is_drawn(one(gazetteer, abstract, surface, EntityType.METHOD))


def test_a_defined_name_keeps_its_own_words(gazetteer):
    text = "In standard generative adversarial networks (SGAN), pebbles sort themselves."
    long = "standard generative adversarial networks"
    mention = Mention(
        long,
        text.index(long),
        text.index(long) + len(long),
        EntityType.METHOD,
        "acronym.long",
        0.9,
        short_form="SGAN",
    )
    paper = Extraction(paper=Paper(key="p:1", abstract=text), mentions=(mention,))
    linked = link([paper], gazetteer=gazetteer)
    assert linked.entities[linked.mention_entity[("p:1", 0)]].label == long


def test_a_described_work_a_paper_proposes_is_its_own(gazetteer):
    text = "We introduce an end-to-end ML system that sorts pebbles."
    surface = "end-to-end ML system"
    start = text.index(surface)
    mention = Mention(surface, start, start + len(surface), EntityType.METHOD, "ner", 0.7)
    evidence = Evidence("p:1", text, 0, len(text), "rule.proposes", 0.8)
    paper = Extraction(
        paper=Paper(key="p:1", abstract=text),
        mentions=(mention,),
        relations=(Relation(Predicate.PROPOSES, None, 0, evidence),),
    )
    linked = link([paper], gazetteer=gazetteer)
    entity = linked.entities[linked.mention_entity[("p:1", 0)]]
    assert entity.scope == "p:1" and is_drawn(entity)
    # the same words that no paper proposes are no node
    assert not is_drawn(one(gazetteer, text, surface, EntityType.METHOD))
