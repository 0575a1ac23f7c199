"""A defined long form that spells a known name differently links to that name (issue 12,
root cause 3: a misspelling or a dropped suffix of a known name must merge)."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import written_gazetteer

from kg.lexicon.gazetteer import Gazetteer
from kg.link import link
from kg.link.spellings import spelled_like
from kg.types import EntityType, Extraction, Mention, Paper


@pytest.fixture
def gazetteer(tmp_path: Path) -> Gazetteer:
    return written_gazetteer(
        tmp_path,
        "convolutional neural network\tMethod\tCNN|CNNs\tgeneral\n"
        "Markov chain Monte Carlo\tMethod\tMCMC\tgeneral\n"
        "multi-task learning\tTask\tMTL\tgeneral\n"
        "recurrent neural network\tMethod\tRNN|RNNs\tgeneral\n",
    )


@pytest.mark.parametrize(
    ("long", "short", "label"),
    [
        ("Convolution Neural Network", "CNN", "convolutional neural network"),
        ("Convolution Neural Networks", "CNNs", "convolutional neural network"),
        ("Recurrent Neural Nets", "RNNs", "recurrent neural network"),
        ("Monte-Carlo Markov Chain", "MCMC", "Markov chain Monte Carlo"),
    ],
)
def test_a_near_spelling_with_the_known_letters_is_the_known_name(gazetteer, long, short, label):
    entry = spelled_like(long, short, gazetteer)
    assert entry is not None and entry.name == label


@pytest.mark.parametrize(
    ("long", "short"),
    [
        ("metric transfer learning", "MTL"),  # other words, the same letters
        ("Convolution Neural Network", None),  # no short form: no letters to agree
        ("Convolution Neural Network", "CNNX"),  # letters no known name has
        ("Convolution Neural", "CNN"),  # fewer words
        ("Conv Neural Network", "CNN"),  # a stem shorter than five letters
    ],
)
def test_other_words_or_letters_keep_their_own_meaning(gazetteer, long, short):
    assert spelled_like(long, short, gazetteer) is None


def _defined(text: str, long: str, short: str) -> tuple[Mention, Mention]:
    start = text.index(long)
    at = text.index(f"({short})") + 1
    return (
        Mention(
            long, start, start + len(long), EntityType.METHOD, "acronym.long", 0.8, short_form=short
        ),
        Mention(
            short, at, at + len(short), EntityType.METHOD, "acronym.short", 0.8, long_form=long
        ),
    )


def test_both_forms_of_the_definition_and_other_papers_share_the_known_node(gazetteer):
    first = "A Convolution Neural Network (CNN) sorts the pebbles by colour."
    second = "We feed pebble photos to a convolutional neural network."
    known = "convolutional neural network"
    other = Mention(
        known,
        second.index(known),
        second.index(known) + len(known),
        EntityType.METHOD,
        "gazetteer",
        0.9,
        canonical=known,
    )
    papers = [
        Extraction(
            paper=Paper(key="p:1", abstract=first),
            mentions=_defined(first, "Convolution Neural Network", "CNN"),
        ),
        Extraction(paper=Paper(key="p:2", abstract=second), mentions=(other,)),
    ]
    linked = link(papers, gazetteer=gazetteer)
    nodes = {linked.mention_entity[k] for k in [("p:1", 0), ("p:1", 1), ("p:2", 0)]}
    assert len(nodes) == 1
    assert linked.entities[nodes.pop()].label == known


def test_a_definition_in_other_words_stays_its_own_node(gazetteer):
    text = "Metric Transfer Learning (MTL) moves a pebble metric across quarries."
    linked = link(
        [
            Extraction(
                paper=Paper(key="p:1", abstract=text),
                mentions=_defined(text, "Metric Transfer Learning", "MTL"),
            )
        ],
        gazetteer=gazetteer,
    )
    entity = linked.entities[linked.mention_entity[("p:1", 0)]]
    assert entity.label == "Metric Transfer Learning"
    assert linked.mention_entity[("p:1", 1)] == linked.mention_entity[("p:1", 0)]
