"""Round 56: recommendations a paper gives as advice are not the recommendation task.

Every sentence here was written for these tests.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import link_one as one
from conftest import written_gazetteer

from kg.graph import is_drawn
from kg.lexicon.gazetteer import Gazetteer
from kg.types import EntityType


@pytest.fixture
def gazetteer(tmp_path: Path) -> Gazetteer:
    return written_gazetteer(tmp_path, "recommendation\tTask\t\tgeneral\n")


@pytest.mark.parametrize(
    "abstract",
    [
        "Yet we also list several remarks and recommendations about pebble sorting.",
        "The study yields new heuristics and recommendations on kelp injection.",
        "We survey 40 pebble sets and give a set of recommendations to machine learning "
        "practitioners to sort them fairly.",
    ],
)
def test_advice_a_paper_gives_is_not_the_task(gazetteer, abstract):
    assert not is_drawn(one(gazetteer, abstract, "recommendations", EntityType.TASK))


@pytest.mark.parametrize(
    "abstract",
    [
        # guards: the recommendations a system makes
        "Our pebble recommender serves recommendations to each buyer on the kelp market.",
        "The sorter computes recommendations for users based on their past pebble choices.",
    ],
)
def test_recommendations_a_system_makes_are_the_task(gazetteer, abstract):
    assert is_drawn(one(gazetteer, abstract, "recommendations", EntityType.TASK))
