"""Round 26 of linking: a phrase ending in a word that is an adjective and a noun
("objective") names one thing when a content word modifies the compound before it
("kelp-aware sieving objective"): before, the last word read as an adjective made the whole
phrase generic, and a paper's proposal of it got no node (phrases written here)."""

from __future__ import annotations

import pytest

from kg.link.keys import is_generic


@pytest.mark.parametrize(
    "phrase",
    [
        "kelp-aware sieving objective",
        "gravel-guided pretraining objective",
        "kelp-conditioned finetuning objective",
    ],
)
def test_a_modified_compound_before_a_noun_adjective_names_one_thing(phrase):
    assert not is_generic(phrase)


@pytest.mark.parametrize(
    "phrase",
    [
        "sieving objective",  # the compound alone: a kind of objective
        "robust training objective",  # praise before a generic compound
        "improving learning objectives",  # a verb and its object
        "scalable non-parametric variant",  # adjectives all along
        "partially observable",
    ],
)
def test_other_phrases_ending_in_an_adjective_stay_generic(phrase):
    """Guards (pass before round 26 too)."""
    assert is_generic(phrase)
