"""Round 20 of ``proposes``: a head word that only modifies a generic head after it does not end
the compound ("a unified sieving algorithm framework to ..."), and a participle of means after a
generic head opens its complement ("an algorithm using ordered sieves") (sentences written for
these tests)."""

from __future__ import annotations

import pytest
from conftest import mention_at as at
from conftest import proposed_labels as proposed
from conftest import sentencized_nlp


@pytest.fixture(scope="module")
def blank():
    return sentencized_nlp()


def test_a_compound_of_two_heads_keeps_the_complement_of_the_last(blank):
    text = "Pebbles are hard to sort. We propose a unified algorithm framework to wash wet pebbles."
    found = proposed(blank, text, at(text, "unified algorithm framework"))
    assert found == {"unified algorithm framework to wash wet pebbles"}


@pytest.mark.parametrize("means", ["using", "leveraging", "exploiting"])
def test_a_participle_of_means_opens_the_complement_of_a_generic_head(blank, means):
    text = f"Pebbles are hard to sort. We introduce a new algorithm {means} ordered pebble sieves."
    found = proposed(blank, text, at(text, "algorithm"))
    assert found == {f"algorithm {means} ordered pebble sieves"}


def test_a_named_method_before_using_keeps_its_name(blank):
    text = "Pebbles are hard to sort. We introduce PebbleNet, a network using ordered sieves."
    found = proposed(blank, text, at(text, "PebbleNet"))
    assert "PebbleNet" in found
    assert not any("using" in label for label in found)
