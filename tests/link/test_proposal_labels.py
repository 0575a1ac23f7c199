"""Unnamed proposals' labels that get no node (round 8); sentences written for these tests."""

from __future__ import annotations

import pytest

from kg.link.proposal_labels import cut_proposal
from kg.types import EntityType, Mention


def label(text: str, surface: str) -> Mention:
    start = text.index(surface)
    return Mention(surface, start, start + len(surface), EntityType.METHOD, "proposal.phrase", 0.6)


@pytest.mark.parametrize(
    ("surface", "cut"),
    [
        ("experimental validation of the sieve", True),  # a study, not a thing made
        ("loss to accommodate wet pebbles", False),
    ],
)
def test_a_validation_is_a_study(surface, cut):
    text = f"Our contributions include: i) a {surface}; ii) more."
    assert cut_proposal(label(text, surface), text) is cut
