"""Round 12: a last word that is an adjective or a noun heads a name after a noun ("pebble
weight metric"), and describes after an adverb ("partially observable"); an eponym of several capitalised
words is a name ("Pebble Sorter's Distance"). Phrases written for these tests."""

from __future__ import annotations

import pytest

from kg.link.keys import is_generic
from kg.link.termhood import describes, termhood


@pytest.mark.parametrize(
    "phrase",
    ["pebble weight metric", "tide height objective", "shell entropy constant"],
)
def test_a_noun_or_adjective_after_a_noun_heads_the_name(phrase):
    assert not is_generic(phrase)


@pytest.mark.parametrize(
    "phrase",
    [
        "partially observable",  # after an adverb it describes
        "robust objective",  # after an adjective too
        "evaluation metric",  # after a generic modifier it is as generic as "metric"
        "training objective",
    ],
)
def test_it_stays_generic_after_an_adverb_an_adjective_or_a_generic_modifier(phrase):
    assert is_generic(phrase)


# -- an eponym is a name, a possessive phrase a description -----------------------------------


@pytest.mark.parametrize("label", ["Pebble Sorter's Distance", "Quick Tide's Momentum"])
def test_an_eponym_of_several_capitalised_words_is_a_name(label):
    assert not describes(label)
    assert termhood(label, named=True, defined=False, in_gazetteer=False) == "term"


@pytest.mark.parametrize("label", ["pebble sorting's success", "Pebble Sorting's success"])
def test_a_possessive_phrase_stays_a_description(label):
    assert describes(label)
