"""Round 22 of mention typing: data named by a quality ("LRM reliability", "model robustness")
is a Concept, whatever the tagger said (phrases written for these tests)."""

from __future__ import annotations

import pytest

from kg.extract.kinds import not_a_method
from kg.lexicon.wordclass import quality_noun
from kg.types import EntityType

DATASET, BENCHMARK, CONCEPT = EntityType.DATASET, EntityType.BENCHMARK, EntityType.CONCEPT


@pytest.mark.parametrize(
    ("surface", "tagged"),
    [("LRM reliability", DATASET), ("agent robustness", BENCHMARK), ("VLM usability", DATASET)],
)
def test_a_quality_is_no_data(surface, tagged):
    assert not_a_method(surface, tagged) is CONCEPT


@pytest.mark.parametrize(
    "surface",
    ["robustness benchmark", "ImageNet", "reliability diagrams", "Stanford Sentiment Treebank"],
)
def test_data_named_otherwise_stays_data(surface):
    """Guards (pass before round 22 too): a quality before a data head, and names."""
    assert not_a_method(surface, DATASET) is DATASET


def test_quality_nouns_are_read_from_the_lexicon():
    """The linker's test of a bare quality, now in kg.lexicon.wordclass for the mention rules too."""
    assert [quality_noun(w) for w in ("reliability", "robustness", "sparsity")] == [
        True,
        True,
        False,
    ]
