"""Round 29 of proposals (sentences written here).

* "we propose to explicitly model X": the infinitive's verb after an adverb of manner is the
  way of doing (before, the adverb hid the verb and nothing was proposed).
* "we present, to the best of our knowledge, the first X": a phrase set off by commas between
  the cue and its object (before, the comma ended the object and nothing was proposed).
* "we propose to refine X by proposing a framework, Y": the gerund label ends before the means
  that announces a proposal of its own (before, it ran on to "by proposing a framework").
* "an evolutionary search over discrete prompts": "over" opens a complement that says which
  search (before, the label was the bare "evolutionary search").
"""

from __future__ import annotations

import pytest
from conftest import pipeline_proposed

from kg.extract.pipeline import make_pipeline


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "Instead, we propose to explicitly model a pebble policy for the sorting stage.",
            "modeling a pebble policy for the sorting stage",
        ),
        (
            "We propose to jointly anneal the kelp weights with a cosine schedule.",
            "annealing the kelp weights with a cosine schedule",
        ),
    ],
)
def test_an_adverb_before_the_intended_verb(nlp, text, label):
    assert pipeline_proposed(nlp, text) == {label}


def test_an_ly_verb_is_no_adverb(nlp):
    # guard: "apply" ends in -ly but is the verb, put to use ("to apply X": nothing)
    assert pipeline_proposed(nlp, "We propose to apply kelp sorting to pebbles.") == set()


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "In this paper we present, to the best of our knowledge, the first method to sort "
            "pebbles in kelp beds.",
            "method to sort pebbles in kelp beds",
        ),
        (
            "We propose, for the first time, a sieve that sorts pebbles by weight.",
            "sieve that sorts pebbles by weight",
        ),
    ],
)
def test_a_phrase_set_off_between_the_cue_and_its_object(nlp, text, label):
    assert pipeline_proposed(nlp, text) == {label}


def test_results_set_off_are_no_proposal(nlp):
    # guard: the object after the phrase set off is still read ("results" are no contribution)
    assert pipeline_proposed(nlp, "We present, in Section 3, results on pebble sorting.") == set()


def test_a_gerund_label_ends_before_a_means_that_proposes(nlp):
    text = (
        "To reduce the noise, we propose to refine the pebble labels in the target sieve by "
        "proposing an unsupervised framework, Kelp Mean-Teaching, to learn better features."
    )
    assert "refining the pebble labels in the target sieve" in pipeline_proposed(nlp, text)


def test_over_opens_a_complement(nlp):
    text = "We present an evolutionary search over discrete pebble prompts that uses only outputs."
    assert pipeline_proposed(nlp, text) == {"evolutionary search over discrete pebble prompts"}
