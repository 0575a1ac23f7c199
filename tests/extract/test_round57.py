"""Round 57 (sentences written here).

A naming clause gives the paper's own thing its name with no cue verb the other finders read:
"It also introduces a new technique, named kelp clipping", "The algorithm presented, called
KELPSORT, ...", "... turns X into a sorting model, called Pebble Flow (PF)", "We unite two
paradigms in a unified framework, named as ctx-Kelp". A kind no word makes the paper's ("a
technique called ..."), others' work told in the past, or a known name is not proposed.
"""

import pytest

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.types import Paper


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _edges(nlp, text: str, title: str | None = None) -> set[tuple[str, str]]:
    extraction = extract_one(Paper(key="p", abstract=text, title=title), nlp=nlp)
    return {
        (r.predicate.value, extraction.mentions[r.object].text)
        for r in extraction.relations
        if r.subject is None
    }


@pytest.mark.parametrize(
    "text, name",
    [
        (
            "We study pebble collapse in kelp autoencoders. It also introduces a new technique, "
            "named kelp clipping, that is used to control the distance between pebbles.",
            "kelp clipping",
        ),
        (
            "We study pebble identification. The algorithm presented, called KELPSORT, "
            "iteratively infers the full state of the pebbles.",
            "KELPSORT",
        ),
        (
            "We demonstrate how a simple change of the architecture turns PebNet into a powerful "
            "sorting model, called Pebble Flow (PF), that uses kelp dynamics.",
            "Pebble Flow",
        ),
        (
            "We unite two complementary paradigms of pebble sorting by combining a kelp model "
            "and a pebble model in a unified probabilistic framework, named as ctx-Kelp.",
            "ctx-Kelp",
        ),
    ],
)
def test_a_name_given_to_the_papers_new_kind_is_proposed(nlp, text, name):
    assert ("proposes", name) in _edges(nlp, text)


@pytest.mark.parametrize(
    "text, name",
    [
        # guards: no word makes the kind the paper's, or it is others' work
        (
            "In this paper, we consider the use of an advanced sorting technique called pebble "
            "kelp computation to let members sort pebbles.",
            "pebble kelp computation",
        ),
        (
            "Among these, the so-called KelpGate architecture was proposed, which sorts pebbles "
            "better than plain networks.",
            "KelpGate",
        ),
        (
            "We use a robust version of the sorter, based on a recent technique called pebble "
            "mimicking, that improves the sorting quality.",
            "pebble mimicking",
        ),
        (
            "We regularise the pebble sorter with a new technique, called dropout, on every "
            "kelp layer.",
            "dropout",
        ),
    ],
)
def test_a_name_given_to_others_kind_is_not_proposed(nlp, text, name):
    assert ("proposes", name) not in _edges(nlp, text)
