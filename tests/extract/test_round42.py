"""Round 42: unnamed proposals whose label a short aside or a question word cut (sentences
written here).

* A parenthesised aside of one or two lowercase words inside a contribution phrase ("for
  adjusting the weights of any (non-differentiable) zorb simulator", "to perform (soft)
  reordering") is part of the phrase: before, the phrase ended at the parenthesis, cut after
  "any", and the proposal was lost. Not another word for the one before ("the confidence
  (score) of"), nor an enumerator ("(a)"), nor a short name ("(ZS)").
* A question word and its infinitive are a verb's object, no new clause: "a gating network
  that learns when to communicate ..." is a whole purpose of one of a known family (before,
  "when" ended the clause after "learns", and the known family was only used).
* "whose" opens what one of a known family is: "a variational autoencoder whose prior is
  learned jointly with the zorb encoder" is the paper's own.
* "a dataset for procedural zorb text generation" is a dataset, headed before what it is for;
  only a data phrase headed by an activity ("zorb digit recognition") is a task.
"""

import pytest
from conftest import linked_objects

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.types import EntityType, Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _proposed(nlp, text):
    extraction = extract_one(Paper(key="p", abstract=text), nlp=nlp)
    return {
        extraction.mentions[r.object].text: extraction.mentions[r.object].type
        for r in extraction.relations
        if r.predicate is Predicate.PROPOSES and r.subject is None
    }


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "We propose a method for adjusting the weights of any (non-differentiable) zorb "
            "simulator. It is fast.",
            "method for adjusting the weights of any (non-differentiable) zorb simulator",
        ),
        (
            "We introduce a layer to perform (soft) local reordering of flange sequences. "
            "It is fast.",
            "layer to perform (soft) local reordering of flange sequences",
        ),
        (
            "We propose a scoring method which takes into account two (typically "
            "conflicting) kelp measures. It is fast.",
            "scoring method which takes into account two (typically conflicting) kelp measures",
        ),
    ],
)
def test_an_aside_inside_the_phrase_is_part_of_it(nlp, sentence, expected):
    assert expected in _proposed(nlp, sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # guard: another word for the one before, then the phrase goes on with "of"
        "We propose a method to calibrate the confidence (score) of zorb predictions.",
        # guard: an enumerator and a short name
        "We propose a method for (a) sorting flanges and (b) weighing kelp.",
        "We propose a method for sorting zorb (ZS) flanges.",
        # guard: more than two words
        "We propose a method for sorting any (possibly very noisy) zorb flanges.",
    ],
)
def test_no_aside_read_into_the_label(nlp, sentence):
    for label in _proposed(nlp, sentence + " It is fast."):
        assert "(score) of" not in label
        assert "(a)" not in label
        assert "(ZS)" not in label
        assert "very noisy)" not in label


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "We propose a gating network that learns when to communicate in cooperative "
            "kelp swarms.",
            "gating network that learns when to communicate in cooperative kelp swarms",
        ),
        (  # guard: "how" never ended the clause
            "We introduce a recurrent neural network that learns how to allocate zorb memory.",
            "recurrent neural network that learns how to allocate zorb memory",
        ),
    ],
)
def test_a_question_word_and_infinitive_complete_the_purpose(nlp, sentence, expected):
    found = linked_objects(nlp, sentence + " It sorts flanges well.", Predicate.PROPOSES)
    assert expected in found


def test_whose_says_what_one_of_a_known_family_is(nlp):
    text = (
        "In this paper, we introduce a variational autoencoder whose prior is learned jointly "
        "with the zorb encoder. It sorts flanges well."
    )
    found = linked_objects(nlp, text, Predicate.PROPOSES)
    assert "variational autoencoder whose prior is learned jointly with the zorb encoder" in found


def test_a_question_word_opening_a_clause_is_no_object(nlp):
    # guard: "when the data is noisy" is a clause of its own, no purpose
    text = "We propose a recurrent neural network that fails when the zorb data is noisy."
    found = linked_objects(nlp, text, Predicate.PROPOSES)
    assert not any("when the zorb data" in label for label in found)


def test_a_dataset_for_an_activity_is_a_dataset(nlp):
    text = "We introduce a dataset for procedural zorb text generation from kelp images."
    assert _proposed(nlp, text) == {
        "dataset for procedural zorb text generation": EntityType.DATASET
    }
