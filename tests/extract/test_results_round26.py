"""Round 26 of results: a change stated right after "on <dataset>" ("improves box AP on the
ScanNet benchmark by 4.7 points") was measured there, also when the sentence names another
dataset later for another value; before, the first "on" after the number won ("... and reaches
32.1 AP on LVIS"), so 4.7 went to LVIS (sentences written here)."""

from __future__ import annotations

import pytest

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.types import Paper


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _results(nlp, text: str) -> dict[str, str | None]:
    extraction = extract_one(Paper(key="sha256:results26", abstract=text), nlp=nlp)
    mentions = extraction.mentions
    return {
        r.value: (mentions[r.dataset].text if r.dataset is not None else None)
        for r in extraction.results
    }


def test_a_change_after_on_a_dataset_is_measured_there(nlp):
    text = (
        "GravelNet improves box AP on the ScanNet benchmark by 4.7 points and reaches "
        "32.1 AP on LVIS, a new state of the art."
    )
    found = _results(nlp, text)
    assert found == {"4.7": "ScanNet", "32.1": "LVIS"}


def test_values_listed_before_their_datasets_keep_their_order(nlp):
    """Guard (passes before round 26 too)."""
    found = _results(nlp, "GravelNet reaches an accuracy of 91.2% and 88.4% on SVHN and STL-10.")
    assert found == {"91.2%": "SVHN", "88.4%": "STL-10"}
