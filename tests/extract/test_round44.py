"""Round 44 (sentences written here; each part below has its own comment).

Part 1: a passive announcement whose subject opens the sentence as an indefinite made thing ("A
two-stage blick training scheme is designed to ...") proposes it, as "proposed", "introduced"
and "presented" already did; "designed" and "developed" announce a made thing only (not "a set
of dax pairs is designed"), in the present (not "a method was designed" of earlier work). A
passive subject that holds a mention in a "with" phrase ("a novel wug ranking scheme with zorp
samples is introduced") proposes the scheme, not the samples.
"""

import pytest
from conftest import linked_objects

from kg.extract.pipeline import make_pipeline
from kg.types import Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


# Part 1: passive announcements of a made thing.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "A two-stage blick training scheme is designed to train FLIMNet via adversarial "
            "learning. The scheme converges faster than joint training.",
            {"two-stage blick training scheme"},
        ),
        (
            "A hierarchical blicket network is developed to capture long-range structure in "
            "wug graphs. It improves node classification on three graphs.",
            {"hierarchical blicket network"},
        ),
        (
            "A novel wug ranking scheme with zorp samples is introduced to measure how well a "
            "model identifies off-topic text.",
            {"wug ranking scheme"},
        ),
        (  # guard: a step, no made thing
            "A set of dax pairs is designed to probe the model. We find that the model "
            "fails on half of them.",
            set(),
        ),
        (  # guard: a definite subject spoken of before
            "We study zorp graphs. The blicket network is designed to capture their structure.",
            set(),
        ),
        (  # guard: earlier work, in the past
            "In previous work, a zorp parsing method was designed for grall text. We study "
            "its errors.",
            set(),
        ),
    ],
)
def test_a_passive_announcement_of_a_made_thing_proposes_it(nlp, text, expected):
    assert set(linked_objects(nlp, text, Predicate.PROPOSES, drawn=True)) == expected
