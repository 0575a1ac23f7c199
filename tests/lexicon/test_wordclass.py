"""Word classes from the shipped WordNet lexicon (kg.lexicon.wordclass)."""

from __future__ import annotations

import pytest

from kg.lexicon.wordclass import is_participle, is_verb_form, load_lexicon, word_class


def test_the_lexicon_loads_once_with_its_classes() -> None:
    lexicon = load_lexicon()
    assert load_lexicon() is lexicon
    assert len(lexicon) > 80_000
    assert set("".join(lexicon.values())) <= set("navr")
    assert "n" in lexicon["variation"] and "a" in lexicon["spatial"]


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("variation", "N"),
        ("variations", "N"),  # plural of a noun
        ("spatial", "A"),
        ("iterative", "A"),  # a rare noun sense does not make it a noun
        ("learn", "V"),
        ("based", "V"),  # a verb form WordNet also lists otherwise
        ("autoencoder", "N"),  # unknown: a technical noun
        ("deterministically", "O"),  # unknown adverb
        ("the", "O"),
        ("et", "O"),
        ("GPT-4", "O"),  # names and numbers are no part of a concept phrase
        ("ImageNet", "O"),
    ],
)
def test_word_class(word: str, expected: str) -> None:
    assert word_class(word, load_lexicon()) == expected


def test_inflected_unknown_verbs() -> None:
    lexicon = {"tokenize": "v"}
    assert word_class("tokenizing", lexicon) == "A"  # a participle modifies a noun
    assert word_class("tokenized", lexicon) == "A"
    assert word_class("tokenizes", lexicon) == "V"


@pytest.mark.parametrize(
    ("word", "verb_form", "participle"),
    [
        ("yields", True, False),
        ("found", True, False),
        ("learned", False, True),
        ("competing", False, True),
        ("building", False, False),  # a noun in its own right
        ("model", False, False),
    ],
)
def test_verb_forms_and_participles(word: str, verb_form: bool, participle: bool) -> None:
    lexicon = load_lexicon()
    assert is_verb_form(word, lexicon) is verb_form
    assert is_participle(word, lexicon) is participle
