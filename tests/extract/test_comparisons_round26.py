"""Round 26 of comparisons (sentences written here).

* Names listed before a shared "baselines" are each a baseline ("improves GCN-S and GAT-S
  baselines": before, only the name next to the word was compared, the other was "used").
* An "over" after the amount of a stated gain compares ("improves accuracy by 3.1 points over
  GravelNet", "by 12.4%, 8.1% and 6.3% over X and Y, respectively").
* A decimal point no longer ends a comparison's clause, and a value before its method does not
  hide it ("compared with 0.34 for the X scheme"); the paper's own thing matching others
  compares ("our models match X and Y").
"""

from __future__ import annotations

import pytest
from conftest import pipeline_edges

from kg.extract.pipeline import make_pipeline
from kg.types import Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _compared(nlp, text: str) -> set[str]:
    return {m.text for m, _ in pipeline_edges(nlp, text, Predicate.COMPARES_WITH)}


def _used(nlp, text: str) -> set[str]:
    return {m.text for m, _ in pipeline_edges(nlp, text, Predicate.USES_METHOD)}


@pytest.mark.parametrize(
    ("text", "names"),
    [
        (
            "Our sieve consistently improves GravelNet and PebbleNet baselines.",
            {"GravelNet", "PebbleNet"},
        ),
        (
            "Our sieve beats the GravelNet, KelpNet, and PebbleNet baselines on wet beds.",
            {"GravelNet", "KelpNet", "PebbleNet"},
        ),
    ],
)
def test_names_listed_before_baselines_are_each_compared(nlp, text, names):
    assert _compared(nlp, text) == names
    assert not names & _used(nlp, text)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Our sieve improves sorting accuracy by 3.1 points over GravelNet.", {"GravelNet"}),
        (
            "Our sieve raises yields by 12.4%, 8.1% and 6.3% over GravelNet and PebbleNet, respectively.",
            {"GravelNet", "PebbleNet"},
        ),
    ],
)
def test_over_after_a_gains_amount_compares(nlp, text, names):
    assert _compared(nlp, text) == names


@pytest.mark.parametrize(
    "text",
    [
        "We train the sieve for 12 epochs over wet gravel with GravelNet.",
        "Accuracy improves by 3% over 10 epochs when GravelNet sorts the gravel.",
    ],
)
def test_over_without_a_stated_gain_or_a_method_after_it_compares_nothing(nlp, text):
    """Guards (pass before round 26 too)."""
    assert not _compared(nlp, text)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        # a decimal point ended the comparison's clause; "0.34 for" hid the method
        (
            "Our sieve keeps a recall of 0.91, compared with 0.34 for the GravelNet sieve.",
            {"GravelNet"},
        ),
        ("Our sieve reaches 71.2%, compared to 65.2% for PebbleNet.", {"PebbleNet"}),
        # the paper's own thing matching others is a comparison
        ("Our sieves match GravelNet and PebbleNet on wet beds.", {"GravelNet", "PebbleNet"}),
    ],
)
def test_compared_values_and_matches_name_the_methods_compared(nlp, text, names):
    assert _compared(nlp, text) == names


@pytest.mark.parametrize(
    "text",
    [
        # a quantity after "than" is no method
        "GravelNet sorts 5x more pebbles than before with less than 0.6% sorting loss.",
        # "match" of others' things is no comparison of the paper's
        "Kelp models match the gravel distribution of PebbleNet.",
    ],
)
def test_quantities_and_others_matching_compare_nothing(nlp, text):
    """Guards (pass before round 26 too; the first failed on a version of the decimal fix
    without the quantity check)."""
    assert not _compared(nlp, text)
