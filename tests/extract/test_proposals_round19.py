"""Round 19 of ``proposes``: a clause of the setting a generic head makes ("a framework where
each domain undergoes ...") says what the proposal is; an acronym before "-based" describes; a
gerund's "from" goes on in a complement (sentences written for these tests)."""

from __future__ import annotations

import pytest
from conftest import mention_at as at
from conftest import pipeline_proposed, sentencized_nlp
from conftest import proposed_labels as proposed

from kg.extract.pipeline import make_pipeline


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


# -- "a GAN-based framework for ...", "learning from X" -------------------------------------


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


@pytest.mark.parametrize(
    ("sentence", "label"),
    [
        # an acronym before "-based" describes: the kind keeps its complement
        (
            "We propose a CNN-based framework for sorting pebbles.",
            "CNN-based framework for sorting pebbles",
        ),
        # a gerund's "from" goes on inside the complement
        (
            "We propose a new algorithm for sieve learning from a single pebble.",
            "algorithm for sieve learning from a single pebble",
        ),
    ],
)
def test_a_described_kind_keeps_its_whole_complement(nlp, sentence, label):
    assert pipeline_proposed(nlp, f"Pebbles are hard to sort. {sentence}") == {label}


def test_a_complement_cut_before_more_modifiers_of_its_noun_is_no_label(nlp):
    text = (
        "Pebbles are hard to sort. We present a CNN-based framework for learning from "
        "complex, high-dimensional pebble images."
    )
    assert not any(label.endswith("complex") for label in pipeline_proposed(nlp, text))
