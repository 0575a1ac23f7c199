"""Round 19 of ``proposes``: a clause of the setting a generic head makes ("a framework where
each domain undergoes ...") says what the proposal is (sentences written for these tests)."""

from __future__ import annotations

import pytest
from conftest import mention_at as at
from conftest import proposed_labels as proposed
from conftest import sentencized_nlp


@pytest.fixture(scope="module")
def blank():
    return sentencized_nlp()


@pytest.mark.parametrize(
    ("clause", "label"),
    [
        (
            " where each pebble undergoes a different wash.",
            "sieving framework where each pebble undergoes a different wash",
        ),
        (
            ", in which each sieve holds a single pebble.",
            "sieving framework, in which each sieve holds a single pebble",
        ),
    ],
)
def test_a_setting_clause_after_a_generic_head_is_the_label(blank, clause, label):
    text = f"Pebbles are hard to sort. We introduce a sieving framework{clause}"
    assert proposed(blank, text, at(text, "sieving framework")) == {label}


@pytest.mark.parametrize(
    "clause",
    [
        " where we wash each pebble twice.",  # the paper's doing, not the framework's
        " where different blocks of sieves are washed.",  # "blocks" is the subject's noun
        " where the pebbles are washed by hand.",  # a passive: no clause of the setting
    ],
)
def test_other_clauses_leave_the_name_as_found(blank, clause):
    text = f"Pebbles are hard to sort. We introduce a sieving framework{clause}"
    found = proposed(blank, text, at(text, "sieving framework"))
    assert not any("where" in label for label in found)
