"""Round 26 of uses: what an appositive calls the proposal right before it ("we present
ZorbSort, a gravel-aware comb filter that ...") is the proposal's own kind (role ``own``,
which the graph keeps a mention, never a usesMethod edge), not a method the paper uses; a thing
the appositive relates the proposal to is no kind of it ("a modification to standard sieve
networks") (sentences written here)."""

from __future__ import annotations

import pytest

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.extract.relations.uses import OWN
from kg.graph import _NOT_USED_RULES
from kg.types import Paper


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _rules(nlp, text: str) -> dict[str, str]:
    extraction = extract_one(Paper(key="sha256:uses26", abstract=text), nlp=nlp)
    return {
        extraction.mentions[r.object].text: r.evidence.extractor
        for r in extraction.relations
        if r.subject is None
    }


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "We present ZorbSort, a gravel-aware comb filter that sorts wet pebbles.",
            "gravel-aware comb filter",
        ),
        (
            "We introduce KelpNet (KN), an adaptive sieve network for river beds.",
            "adaptive sieve network",
        ),
    ],
)
def test_the_kind_an_appositive_gives_the_proposal_is_its_own(nlp, text, kind):
    assert _rules(nlp, text)[kind] == f"rule.{OWN}"
    assert f"rule.{OWN}" in _NOT_USED_RULES


def test_a_thing_the_appositive_relates_the_proposal_to_is_not_its_kind(nlp):
    """Guard (passes before round 26 too)."""
    text = "We propose ZorbSort, a modification to standard sieve networks that sorts pebbles."
    rules = _rules(nlp, text)
    assert all(rule != f"rule.{OWN}" for name, rule in rules.items() if "sieve networks" in name)
