"""Round 18 of linking: a short word and another a letter longer are two words, not a
misspelling (sentences and names written for these tests)."""

from __future__ import annotations

import pytest

from kg.lexicon.gazetteer import load_gazetteer
from kg.link import link
from kg.types import EntityType, Extraction, Mention, Paper


def _paper(key: str, abstract: str, surface: str) -> Extraction:
    start = abstract.index(surface)
    mention = Mention(surface, start, start + len(surface), EntityType.METHOD, "ner", 0.6)
    return Extraction(paper=Paper(key=key, abstract=abstract), mentions=(mention,))


def _entity(linked, paper: str):
    return linked.entities[linked.mention_entity[(paper, 0)]]


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
    assert (_entity(linked, "sha256:a") is _entity(linked, "sha256:c")) is same
