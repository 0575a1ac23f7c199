"""Round 19: an article before a common noun is no part of the name a mention gives; a
capitalised name keeps its own (names written for these tests)."""

from __future__ import annotations

import pytest

from kg.link.labels import surface_of
from kg.types import EntityType, Mention


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        ("the sturdiness", "sturdiness"),
        ("The sturdiness", "sturdiness"),
        ("a heron tracker", "heron tracker"),
        ("The Heron Corpus", "The Heron Corpus"),  # a name
        ("an HMM", "an HMM"),  # not a lowercase word after it
        ("theory of herons", "theory of herons"),  # no article
    ],
)
def test_an_article_before_a_common_noun_is_dropped(text, surface):
    mention = Mention(text, 0, len(text), EntityType.TASK, "ner", 0.6)
    assert surface_of(mention) == surface
