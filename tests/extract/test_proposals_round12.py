"""Round 12 of ``proposes``: "we propose to <verb> ...", and a second verb before the object
(sentences and names written for these tests)."""

from __future__ import annotations

import pytest
from conftest import proposed_labels as proposed
from conftest import sentencized_nlp

from kg.extract.relations.intents import gerund
from kg.link.proposal_labels import cut_proposal
from kg.types import EntityType, Mention


@pytest.fixture(scope="module")
def blank():
    return sentencized_nlp()


# -- "we propose to <verb> X": the way of doing it, as a gerund phrase --------------------------


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "Lamps flicker. We propose to dim street lamps in small towns after midnight.",
            "dimming street lamps in small towns after midnight",
        ),
        (
            # a parenthesised acronym is read past; the relative clause ends the label
            "Kites crash. We propose to augment a kite network (KN) with a tail memory, which "
            "damps gusts.",
            "augmenting a kite network (KN) with a tail memory",
        ),
        (
            # "and" inside the object goes on; "and then <verb>" starts a clause of its own
            "Pebbles vary. We propose to sort pebbles and shells by weight on wet beaches.",
            "sorting pebbles and shells by weight on wet beaches",
        ),
        (
            "Pebbles vary. We propose to sort pebbles by weight and then stack them in towers.",
            "sorting pebbles by weight",
        ),
    ],
)
def test_an_infinitive_after_propose_is_labelled_as_a_gerund_phrase(blank, text, label):
    assert proposed(blank, text) == {label}


@pytest.mark.parametrize(
    "text",
    [
        "Kites fly. We propose to use kites for mapping beaches.",  # a thing put to a use
        "Lamps flicker. We propose to study lamp flicker in small towns.",  # an aim
        "Lamps flicker. We propose to dim these lamps at night.",  # a pointer back
        "Pebbles vary. We propose to sort pebbles.",  # too short to say which way
        "Pebbles vary. We propose to the community a new way.",  # no verb after "to"
        # runs on past any readable label
        "Pebbles vary. We propose to sort pebbles on beaches with a robot arm that lifts each "
        "stone by its weight and shape on windy days at low tide.",
    ],
)
def test_no_label_where_the_infinitive_names_no_way_of_doing(blank, text):
    assert proposed(blank, text) == set()


def test_gerunds_of_base_forms():
    assert [gerund(v) for v in ("sort", "dim", "tile", "untie", "free", "refer")] == [
        "sorting",
        "dimming",
        "tiling",
        "untying",
        "freeing",
        "referring",
    ]


# -- "we propose and evaluate X": X is the object of both verbs -------------------------------


def test_a_second_verb_before_the_object_is_read_past(blank):
    text = "Pebbles vary. We propose and evaluate a sorting kernel for robots on wet beaches."
    assert proposed(blank, text) == {"sorting kernel for robots on wet beaches"}


# -- the linker keeps a gerund label and drops a phrasal verb cut from its particle -----------


def test_a_gerund_label_is_no_clause_for_the_linker():
    text = "Pebbles vary. We propose to stack pebbles by weight."
    start = text.index("stack")
    label = Mention(
        "stacking pebbles by weight",
        start,
        len(text) - 1,
        EntityType.METHOD,
        "proposal.gerund",
        0.6,
    )
    assert not cut_proposal(label, text)
    phrase = Mention(label.text, start, len(text) - 1, EntityType.METHOD, "proposal.phrase", 0.6)
    assert cut_proposal(phrase, text)  # "stacking ..." cut out of a sentence is a clause


def test_a_label_cut_before_the_particle_of_its_verb_is_cut():
    text = "We propose tricks for packing and speeding up pebble sorting robots."
    start = text.index("tricks")
    end = text.index(" up")
    mention = Mention(text[start:end], start, end, EntityType.METHOD, "proposal.phrase", 0.6)
    assert cut_proposal(mention, text)


# -- round 13: "the notion of X": the proposal is X ------------------------------------------


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "Kites are hard to fly. We introduce the notion of a semantic wind path, which "
            "links gusts.",
            "semantic wind path",
        ),
        ("Kites are hard to fly. We propose the concept of kite Lagrangians.", "kite Lagrangians"),
        (
            "Kites are hard to fly. We introduce the idea of flying kites at night.",
            "flying kites at night",
        ),
    ],
)
def test_the_word_for_an_idea_is_no_part_of_the_proposal(blank, text, label):
    assert proposed(blank, text) == {label}
