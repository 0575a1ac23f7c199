"""Round 25 of the gazetteer: the learning-to-rank datasets and the forms of certified
robustness (written here, not taken from any corpus)."""

from __future__ import annotations

import pytest

from kg.lexicon.gazetteer import load_gazetteer
from kg.types import EntityType


@pytest.mark.parametrize(
    ("form", "name"),
    [
        ("Yahoo Learning to Rank", "Yahoo! Learning to Rank Challenge"),
        ("MSLR-WEB30K", "MSLR-WEB30K"),
        ("MSLR-WEB10K", "MSLR-WEB10K"),
        ("LETOR 4.0", "LETOR"),
        ("Istella", "Istella LETOR"),
    ],
)
def test_learning_to_rank_datasets_are_known(form, name):
    entry = load_gazetteer().lookup(form)
    assert entry is not None and (entry.name, entry.type) == (name, EntityType.DATASET)


@pytest.mark.parametrize(
    "form",
    # (not "provably robust" since round 61: once the linker took describing aliases, it
    # named robustness to label noise as often as to attacks)
    ["certifiably robust", "verifiably robust", "robustness certification"],
)
def test_guaranteed_robustness_is_certified_robustness(form):
    entry = load_gazetteer().lookup(form)
    assert entry is not None
    assert (entry.name, entry.type) == ("certified robustness", EntityType.TASK)
