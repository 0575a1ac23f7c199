"""Round 59: an unnamed proposal after the gerund of its cue ("by proposing multi-task
extensions of three kelp algorithms") is no label cut after a modifier: it gets its node."""

import pytest

from kg.link.proposal_labels import cut_proposal
from kg.types import EntityType, Mention


def _cut(text: str, label: str) -> bool:
    start = text.index(label)
    mention = Mention(label, start, start + len(label), EntityType.METHOD, "proposal.phrase", 0.6)
    return cut_proposal(mention, text)


@pytest.mark.parametrize("cue", ["proposing", "introducing", "presenting"])
def test_a_proposal_after_the_cues_gerund_is_whole(cue):
    text = (
        f"We complement our analysis by {cue} multi-task extensions of three kelp algorithms "
        "that we evaluate on pebble benchmarks."
    )
    assert not _cut(text, "multi-task extensions of three kelp algorithms")


def test_a_label_after_another_gerund_stays_cut():
    # guard: "resulting | X": a modifier cut off before the label
    text = "We study the resulting kelp structure of pebble sorters in detail."
    assert _cut(text, "kelp structure of pebble sorters")
