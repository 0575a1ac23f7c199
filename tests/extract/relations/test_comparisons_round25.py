"""Round 25 of comparisons: a comparison between others' methods, in the abstract's lead-in or
in a sentence citing work, is no comparison of the paper's (sentences written here)."""

from __future__ import annotations

import pytest
from conftest import pipeline_edges

from kg.extract.pipeline import make_pipeline
from kg.types import Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _compared(nlp, text: str) -> set[tuple[str, str]]:
    """(object, evidence sentence) of each comparesWith edge."""
    edges = pipeline_edges(nlp, text, Predicate.COMPARES_WITH)
    return {(m.text, r.evidence.sentence) for m, r in edges}


OPENING = "Sieve networks such as KelpSort are known to sort pebbles faster than ResNet. "
OURS = "We propose PebbleNet, a gravel sieve. PebbleNet sorts pebbles faster than ResNet."


def test_the_lead_in_comparing_others_is_no_comparison_of_the_paper(nlp):
    found = _compared(nlp, OPENING + OURS)
    assert all(sentence != OPENING.strip() for _, sentence in found)


def test_a_cited_comparison_is_no_comparison_of_the_paper(nlp):
    cited = " Doe et al. (2019) showed that KelpSort sorts pebbles faster than VGG."
    found = _compared(nlp, OURS + cited)
    assert all("Doe et al." not in sentence for _, sentence in found)


def test_the_papers_own_comparison_stays(nlp):
    """Guard (passes before round 25 too)."""
    found = _compared(nlp, OPENING + OURS)
    assert ("ResNet", "PebbleNet sorts pebbles faster than ResNet.") in found
