"""Round 10 of ``proposes``: unnamed proposals labelled whole, with the complement that makes
them specific (sentences and names written for these tests)."""

from __future__ import annotations

import pytest
import spacy
from conftest import mention_at as at
from conftest import proposed_labels as proposed
from conftest import sentencized_nlp


@pytest.fixture(scope="module")
def blank():
    return sentencized_nlp()


# -- a short kind introduced by "a" keeps what makes it specific -------------------------------


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        (
            "Pebbles are hard to sort. We present a fast sorting kernel for robots on wet beaches.",
            "sorting kernel",
            "fast sorting kernel for robots on wet beaches",
        ),
        (
            "Lamps flicker. We propose a dimming schedule for street lamps in small towns.",
            "dimming schedule",
            "dimming schedule for street lamps in small towns",
        ),
        (
            "Kites crash. We introduce a tail layer that damps gusts of wind.",
            "tail layer",
            "tail layer that damps gusts of wind",
        ),
    ],
)
def test_a_kind_introduced_by_a_keeps_its_complement(blank, text, name, label):
    assert proposed(blank, text, at(text, name)) == {label}


def test_a_kind_without_a_complement_stays_as_found(blank):
    text = "Kites crash. We introduce a tail layer. It damps gusts of wind."
    assert proposed(blank, text, at(text, "tail layer")) == {"tail layer"}


def test_a_definite_name_is_not_widened(blank):
    text = "Kites crash. We introduce stable tail layers that damp gusts of wind."
    assert proposed(blank, text, at(text, "stable tail layers")) == {"stable tail layers"}


# -- a complement keeps the place phrase that ends it ------------------------------------------


def test_a_complement_keeps_the_place_phrase_that_ends_the_sentence(blank):
    text = "Maps are old. We propose a framework for counting sheep on steep hills."
    assert proposed(blank, text) == {"framework for counting sheep on steep hills"}


def test_a_place_phrase_with_a_pointer_is_not_kept(blank):
    text = "Maps are old. We propose a framework for counting sheep in this paper."
    assert proposed(blank, text) == {"framework for counting sheep"}


# -- a purpose cut inside a phrase by a parenthesis --------------------------------------------


def test_a_purpose_cut_at_a_parenthesis_after_an_adjective_is_cut_back(blank):
    text = (
        "Boats drift in fog. We propose a simple technique to steer small sailing boats "
        "through very dense fog by adding a curved (wooden) keel that resists drift."
    )
    label = "technique to steer small sailing boats through very dense fog"
    assert proposed(blank, text) == {label}


# -- a comma between two modifiers does not end a complement -----------------------------------


def test_a_comma_between_two_modifiers_does_not_end_the_complement():
    from kg.extract.pipeline import scientific_tokenizer
    from kg.extract.relations.contributions import noun_phrase

    nlp = spacy.blank("en")
    nlp.tokenizer = scientific_tokenizer()(nlp)
    doc = nlp("We offer a general framework for growing low-cost, drought-tolerant wheat crops.")
    start, end, _ = noun_phrase(doc, 2, len(doc) - 1)
    assert (
        doc.text[start:end]
        == "general framework for growing low-cost, drought-tolerant wheat crops"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Maps are old. We propose a framework for counting sheep on the Woolly dataset.",
        "Maps are old. We propose a framework for counting sheep on SheepNet.",
        "Maps are old. We propose a framework for counting sheep in practice.",
    ],
)
def test_a_place_phrase_of_evaluation_or_manner_is_not_kept(blank, text):
    assert proposed(blank, text) == {"framework for counting sheep"}


# -- "a method based on X to do Y": what it is based on and for ------------------------------


def test_a_method_based_on_a_known_way_keeps_what_it_is_for(blank):
    text = (
        "Sheep wander. In this paper, we propose a method based on the supervised learning paradigm to "
        "keep flocks together and away from the cliffs."
    )
    assert proposed(blank, text) == {
        "method based on the supervised learning paradigm to keep flocks together and away from the cliffs"
    }


def test_a_method_based_on_a_known_way_alone_is_no_label(blank):
    text = "Sheep wander. In this paper, we propose a method based on the supervised learning paradigm."
    assert proposed(blank, text) == set()


def test_a_purpose_ending_in_an_open_parenthesis_keeps_its_close(blank):
    from kg.extract.pipeline import scientific_tokenizer

    nlp = spacy.blank("en")
    nlp.tokenizer = scientific_tokenizer()(nlp)
    nlp.add_pipe("sentencizer")
    text = (
        "Sheep wander. We propose a method based on the supervised learning paradigm to keep "
        "flocks away from the cliff(s)."
    )
    assert proposed(nlp, text) == {
        "method based on the supervised learning paradigm to keep flocks away from the cliff(s)"
    }


def test_an_activity_introduced_by_a_is_not_widened(blank):
    text = "Farms are large. We propose an efficient barn management for small dairy farms."
    assert proposed(blank, text, at(text, "barn management")) == {"barn management"}


def test_a_complement_cut_inside_a_clause_gives_way_to_the_whole_purpose(blank):
    text = "Herds scatter. We propose a new framework that limits the distance a sheep can roam."
    assert proposed(blank, text) == {"framework that limits the distance a sheep can roam"}


def test_a_place_phrase_going_on_past_a_quote_is_not_kept(blank):
    text = "Maps are old. We propose a framework for counting sheep on farmers\u2019 hills."
    assert proposed(blank, text) == {"framework for counting sheep"}


def test_a_head_with_a_name_takes_no_based_on_purpose(blank):
    text = (
        "Sheep wander. We propose a unified framework FlockNet based on the supervised "
        "learning paradigm to keep flocks together."
    )
    assert not any("based on" in label for label in proposed(blank, text))
