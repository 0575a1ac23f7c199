"""Round 54 (sentences written here).

What a computation spends of a resource ("pebble storage requirements", "kelp memory costs",
"inference energy consumption") is a measure, typed Metric whatever the tagger or the phrase
reader said, so that a change of it is read as a result: "reduces the pebble storage
requirement by 41.3%", "a 12x reduction in memory requirements". A factor the tagger took into
a phrase ("60x reduction", "10x inference") is a value, not part of a name: no task "60x
reduction" is drawn.
"""

import pytest

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.types import EntityType, Paper, Predicate

_OPENING = "We propose KelpNet, a network for pebble sorting. "


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _extract(nlp, text: str):
    return extract_one(Paper(key="p", abstract=_OPENING + text), nlp=nlp)


def _results(nlp, text: str) -> set[tuple[str, str, bool]]:
    extraction = _extract(nlp, text)
    return {
        (extraction.mentions[r.metric].text, r.value, r.improvement) for r in extraction.results
    }


@pytest.mark.parametrize(
    "words, measure",
    [
        ("pebble storage requirements", True),
        ("kelp memory cost", True),
        ("inference energy consumption", True),
        ("communication overhead", True),
        ("user requirements", False),  # guard
        ("kelp consumption", False),  # guard
        ("memory", False),  # guard
    ],
)
def test_a_resource_spent_is_a_measure(words, measure):
    from kg.extract.kinds import resource_measure  # (new in this round)

    assert resource_measure(words.split()) is measure


@pytest.mark.parametrize(
    "text, metric, value",
    [
        (
            "KelpNet can still reduce the pebble storage requirement by 41.3% on KelpSet.",
            "pebble storage requirement",
            "41.3%",
        ),
        (
            "With KelpNet, the pebble storage requirement can be further compressed by 63.1%.",
            "pebble storage requirement",
            "63.1%",
        ),
        (
            "KelpNet yields up to 12x reduction in memory requirements over dense pebble nets.",
            "memory requirements",
            "12×",
        ),
        (
            "KelpNet gives about a 7x reduction in computing cost at equal quality.",
            "computing cost",
            "7×",
        ),
    ],
)
def test_a_change_of_what_is_spent_is_a_result(nlp, text, metric, value):
    assert (metric, value, True) in _results(nlp, text)


def test_a_resource_spent_is_typed_metric(nlp):
    extraction = _extract(nlp, "KelpNet lowers the storage consumption of pebble sorters.")
    types = {m.text: m.type for m in extraction.mentions}
    assert types["storage consumption"] is EntityType.METRIC


@pytest.mark.parametrize(
    "text, phrase",
    [
        (
            "KelpNet achieves up to 60x reduction in pebble counts with minimal loss.",
            "60x reduction",
        ),
        ("KelpNet offers up to 100x computation reduction on pebble sorting.", "100x"),
    ],
)
def test_a_factor_is_no_part_of_a_task(nlp, text, phrase):
    extraction = _extract(nlp, text)
    tasks = {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.ADDRESSES_TASK
    }
    assert not any(phrase in t for t in tasks)


def test_a_factor_of_a_named_metric_is_still_read(nlp):  # guard
    found = _results(nlp, "KelpNet runs with a 3.5x inference speedup on KelpSet.")
    assert any(value == "3.5×" for _, value, _ in found)
