"""Round 51 (sentences written here; each part below has its own comment).

Part 2: a change "from 70% to over 90%" reaches its second value; the first is the baseline's,
no result of the paper.
"""

import pytest

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.types import Paper

_OPENING = "Kelp sorting is widely studied in geology. "


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _extract(nlp, text: str):
    return extract_one(Paper(key="p", abstract=_OPENING + text), nlp=nlp)


# Part 2: "from A to over B".


@pytest.mark.parametrize(
    "text",
    [
        "KelpNet improves the detection rate from 70% to over 90% for small pebbles.",
        "KelpNet raises the detection rate from 70% to nearly 90% on small pebbles.",
    ],
)
def test_a_change_reaches_its_second_value(nlp, text):
    extraction = _extract(nlp, "We propose KelpNet. " + text)
    values = {r.value for r in extraction.results}
    assert "90%" in values and "70%" not in values
