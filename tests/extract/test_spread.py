"""A proposed name and more ("GlintPSOM modules") is the proposal, not something the paper uses.

Sentences written for these tests; the tagger's spans are what kg finds in them.
"""

from __future__ import annotations

import pytest

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.types import Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def edges(nlp, text: str) -> list[tuple[str, str]]:
    extraction = extract_one(Paper(key="sha256:spread", abstract=text), nlp=nlp)
    mentions = extraction.mentions
    return [(r.predicate.value, mentions[r.object].text) for r in extraction.relations]


def test_the_proposed_name_with_a_head_noun_is_the_proposal(nlp):
    found = edges(
        nlp, "We propose GlintPSOM, a clustering method. GlintPSOM modules are trained with a VAE."
    )
    assert ("proposes", "GlintPSOM") in found
    assert not [o for p, o in found if o.startswith("GlintPSOM ")], found
    assert (Predicate.USES_METHOD.value, "VAE") in found
