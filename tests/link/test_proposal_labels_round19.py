"""Round 19: an unnamed proposal's label that ends in a gerund heading a compound, or in an
adverb closing its clause, is whole (phrases written for these tests)."""

from __future__ import annotations

import pytest

from kg.link.proposal_labels import cut_proposal
from kg.types import EntityType, Mention


def _cut(text: str, label: str) -> bool:
    start = text.index(label)
    mention = Mention(label, start, start + len(label), EntityType.METHOD, "proposal.phrase", 0.6)
    return cut_proposal(mention, text)


@pytest.mark.parametrize(
    "label",
    [
        "toolkit for open-field sheep counting",  # a gerund ending a compound of a task
        "framework for multi-hop question answering",
        "sieve that sorts pebbles and grades shells jointly",  # an adverb closing a clause
        "schedule which waters the orchard more efficiently",
    ],
)
def test_a_label_ending_in_a_task_gerund_or_a_closing_adverb_is_whole(label):
    text = f"We present a {label}. It works on farms."
    assert not _cut(text, label)


@pytest.mark.parametrize(
    "label",
    [
        "toolkit for the promising",  # an adjective after a determiner
        "method for answering",  # a gerund after a preposition: its object is missing
        "sieve that directly",  # an adverb with no clause verb before it
        "sieve that grades pebbles and",  # a function word
    ],
)
def test_a_label_cut_at_its_end_stays_cut(label):
    text = f"We present a {label} of shells. It works on farms."
    assert _cut(text, label)
