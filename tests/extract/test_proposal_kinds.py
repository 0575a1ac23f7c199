"""Round 8: an unknown name that only says what sort of thing a paper proposes ("a task
clustering algorithm") keeps what it is for in its label.

Sentences written for these tests; a blank tokenizer with mentions placed by hand.
"""

from __future__ import annotations

import pytest
import spacy

from kg.extract.relations import Sentence, find_relations
from kg.extract.sentences import split_sentences
from kg.types import EntityType, Mention

METHOD = EntityType.METHOD


@pytest.fixture(scope="module")
def blank():
    return spacy.blank("en")


def at(text: str, surface: str, **fields) -> Mention:
    start = text.index(surface)
    values = {"extractor": "ner", "confidence": 0.45} | fields
    return Mention(surface, start, start + len(surface), METHOD, **values)


def proposed(blank, text: str, *mentions: Mention) -> set[str]:
    sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
    found = find_relations(blank(text), mentions, sentences, paper_key="p", abstract=text)
    final = found.mentions.apply(mentions)
    return {final[r.object].text for r in found.relations if r.predicate.value == "proposes"}


@pytest.mark.parametrize(
    ("text", "name", "label"),
    [
        (
            "To sort faster, we propose a novel pebble sorting algorithm to estimate the order of stones.",
            "pebble sorting algorithm",
            "pebble sorting algorithm to estimate the order of stones",
        ),
        (
            "Here we propose a layered pebble approach that sorts stones by weight.",
            "layered pebble approach",
            "layered pebble approach that sorts stones",
        ),
        (
            "We derive greedy pebble methods for sorting wet stones in a tray.",
            "greedy pebble methods",
            # round 10: the place phrase that ends the sentence belongs to the complement
            "greedy pebble methods for sorting wet stones in a tray",
        ),
    ],
)
def test_a_kind_of_thing_keeps_its_complement(blank, text, name, label):
    assert proposed(blank, text, at(text, name)) == {label}


def test_a_number_introduces_new_ones_and_two_names_close_the_complement(blank):
    text = "We propose two new greedy algorithms for Quuxsort and Zorbsort, respectively."
    mentions = (
        at(text, "greedy algorithms"),
        at(text, "Quuxsort", canonical="Quuxsort", confidence=0.9, extractor="gazetteer"),
        at(text, "Zorbsort", canonical="Zorbsort", confidence=0.9, extractor="gazetteer"),
    )
    assert proposed(blank, text, *mentions) == {"greedy algorithms for Quuxsort and Zorbsort"}


@pytest.mark.parametrize(
    "text",
    [
        "We propose a pebble sorting algorithm.",  # nothing after it: the name as found
        "We present the pebble sorting algorithm to estimate the order of stones.",  # definite
        "We propose a Pebble Sorting Algorithm for wet stones.",  # written as a name
        # the phrase would be cut: before its last word's complement, or its clause's infinitive
        "We propose a pebble sorting algorithm for use in wet sieves.",
        "We present a pebble sorting algorithm which enables sieves to learn to sort stones.",
        "We propose a pebble sorting algorithm that addresses these four challenges.",
        "We propose a pebble sorting algorithm that utilizes the two sieve biases.",
        "We propose a pebble sorting algorithm that contains sand, gravel, and clay as its parts.",
    ],
)
def test_a_name_without_complement_or_determined_stays_as_found(blank, text):
    name = next(n for n in ("pebble sorting algorithm", "Pebble Sorting Algorithm") if n in text)
    assert proposed(blank, text, at(text, name)) == {name}


def test_a_kind_keeps_a_complement_with_an_aside(blank):
    # round 42: a parenthesised aside of lowercase words is part of the phrase (before, the
    # phrase was cut after "any" and the name stayed as found)
    text = (
        "We propose a pebble sorting algorithm for automatically adjusting the parameters of "
        "any (wet) sieve."
    )
    found = proposed(blank, text, at(text, "pebble sorting algorithm"))
    assert found == {
        "pebble sorting algorithm for automatically adjusting the parameters of any (wet) sieve"
    }


def test_a_kind_keeps_a_coordinated_complement_whole(blank):
    # round 14: "and" between two nouns of the complement does not end it
    text = "We propose a pebble sorting algorithm for stone grading and sieve cleaning."
    found = proposed(blank, text, at(text, "pebble sorting algorithm"))
    assert found == {"pebble sorting algorithm for stone grading and sieve cleaning"}


def test_a_kind_keeps_what_it_is_based_on(blank):
    text = "This paper presents a pebble sorting algorithm based on wet sieves."
    found = proposed(blank, text, at(text, "pebble sorting algorithm"), at(text, "wet sieves"))
    assert found == {"pebble sorting algorithm based on wet sieves"}


# -- a passive announcement's subject is its whole noun phrase ------------------------------------


def test_a_passive_subject_is_the_whole_phrase_not_its_complement(blank):
    text = "In this work, a novel regularizer for sparse pebble maps is introduced."
    found = proposed(blank, text, at(text, "sparse pebble maps", extractor="phrase"))
    assert found == {"regularizer for sparse pebble maps"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("In this work, a novel Zorbnet regularizer is introduced.", "Zorbnet regularizer"),
        ("In this work, a novel regularizer, Zorbnet, is introduced.", "Zorbnet"),
    ],
)
def test_a_passive_subject_that_is_the_head_stays(blank, text, name):
    assert proposed(blank, text, at(text, name, extractor="name")) == {name}


# -- "our contributions are: (1) ..., (2) ..." -----------------------------------------------------


def test_each_listed_contribution_is_proposed(blank):
    text = (
        "Our main contributions are: (1) a new regularizer for sparse pebble maps, "
        "(2) Zorbsort, a sieve for wet stones, and (3) a benchmark of river pebbles."
    )
    found = proposed(blank, text, at(text, "Zorbsort", extractor="name"))
    assert found == {
        "regularizer for sparse pebble maps",
        "Zorbsort",
        "benchmark of river pebbles",
    }


def test_a_contribution_sentence_without_a_list_reads_past_its_colon(blank):
    text = "Our contributions are: a new regularizer for sparse pebble maps."
    assert proposed(blank, text) == {"regularizer for sparse pebble maps"}


# -- "we propose two novel techniques to X: A and B." -------------------------------------------


def test_as_many_names_as_announced_after_a_colon_are_proposed(blank):
    text = "We propose two novel techniques to sort wet pebbles: pile-rolling and sievecasting."
    assert {"pile-rolling", "sievecasting"} <= proposed(blank, text)


@pytest.mark.parametrize(
    "text",
    [
        # three announced, two listed
        "We propose three novel techniques to sort wet pebbles: pile-rolling and sievecasting.",
        # common words: what the techniques give, not their names
        "We propose two novel techniques with two gains: speed and accuracy.",
        # no cue of the paper's own
        "Two techniques sort wet pebbles: pile-rolling and sievecasting.",
        # parts, not names
        "We propose two networks to sort pebbles: a generator and a discriminator.",
    ],
)
def test_a_colon_list_that_is_no_announced_set_of_names_is_not_proposed(blank, text):
    found = proposed(blank, text)
    assert not {"pile-rolling", "sievecasting", "speed", "accuracy"} & found
    assert not any("generator" in label or "discriminator" in label for label in found)
