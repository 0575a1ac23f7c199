"""Round 21 of the gazetteer: data split across clients unevenly ("non-IID data", the setting of
federated learning) is a Concept a reader looks up, not a method a paper uses (phrases written
for these tests)."""

from __future__ import annotations

import pytest

from kg.lexicon.gazetteer import load_gazetteer
from kg.types import EntityType


@pytest.mark.parametrize("form", ["non-IID data", "non-IID", "Non-IID", "non-i.i.d. data"])
def test_non_iid_data_is_one_concept(form):
    entry = load_gazetteer().lookup(form)
    assert entry is not None
    assert (entry.name, entry.type) == ("non-IID data", EntityType.CONCEPT)


def test_iid_alone_is_no_such_concept():
    entry = load_gazetteer().lookup("IID")
    assert entry is None or entry.name != "non-IID data"
