"""Round 19 of the gazetteer: the ways abstracts write adversarial robustness (as an adjective
phrase too) are its forms (phrases written for these tests)."""

from __future__ import annotations

import pytest

from kg.lexicon.gazetteer import load_gazetteer
from kg.types import EntityType


@pytest.mark.parametrize(
    "form",
    [
        "robustness against adversarial attacks",
        "robustness to adversarial perturbations",
        "robust to adversarial examples",
        "adversarially robust",
    ],
)
def test_forms_of_adversarial_robustness_name_the_task(form):
    entry = load_gazetteer().lookup(form)
    assert entry is not None
    assert (entry.name, entry.type) == ("adversarial robustness", EntityType.TASK)


def test_the_attack_and_the_examples_stay_their_own_entries():
    gazetteer = load_gazetteer()
    assert gazetteer.lookup("adversarial attacks").name == "adversarial attack"
    assert gazetteer.lookup("adversarial examples").type is EntityType.CONCEPT
