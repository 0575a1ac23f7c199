"""Round 18 of linking: a short word and another a letter longer are two words, not a
misspelling (sentences and names written for these tests)."""

from __future__ import annotations

import pytest
from conftest import entity_of, one_mention

from kg.lexicon.gazetteer import load_gazetteer
from kg.link import link
from kg.types import EntityType, Extraction


def _paper(key: str, abstract: str, surface: str) -> Extraction:
    return one_mention(key, abstract, surface, EntityType.METHOD)


@pytest.mark.parametrize(
    ("one", "other", "same"),
    [
        ("kelp world sieves", "kelp word sieves", False),  # "word" is a word, not a slip
        ("kelp modelling sieves", "kelp modeling sieves", True),  # a doubled letter: spelling
        ("kelp clustering networks", "kelp clusterng networks", True),  # a long word's slip
    ],
)
def test_a_short_word_a_letter_apart_is_another_word(one, other, same):
    first, second = f"We train {one} on bogs.", f"We train {other} on fens."
    linked = link(
        [
            _paper("sha256:a", first, one),
            _paper("sha256:b", first.replace("bogs", "moors"), one),
            _paper("sha256:c", second, other),
        ],
        gazetteer=load_gazetteer(),
    )
    assert (entity_of(linked, "sha256:a") is entity_of(linked, "sha256:c")) is same
