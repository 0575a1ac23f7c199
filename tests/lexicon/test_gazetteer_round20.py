"""Round 20 of the gazetteer: what a paper addresses is no method it uses. Certified robustness,
learning with noisy labels and compositional generalization are Tasks, apart from the
certified defenses, the learning methods and the compositionality they go with (phrases
written for these tests)."""

from __future__ import annotations

import pytest

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.lexicon.gazetteer import load_gazetteer
from kg.types import EntityType, Paper, Predicate


@pytest.mark.parametrize(
    ("form", "name"),
    [
        ("certified robustness", "certified robustness"),
        ("provable robustness", "certified robustness"),
        ("learning with noisy labels", "learning with noisy labels"),
        ("label noise learning", "learning with noisy labels"),
        ("learning from noisy labels", "learning with noisy labels"),
        ("systematic generalization", "compositional generalization"),
    ],
)
def test_the_problems_are_tasks(form, name):
    entry = load_gazetteer().lookup(form)
    assert entry is not None
    assert (entry.name, entry.type) == (name, EntityType.TASK)


def test_the_methods_and_the_property_keep_their_own_rows():
    gazetteer = load_gazetteer()
    assert gazetteer.lookup("certified training").name == "certified defense"
    assert gazetteer.lookup("certified training").type is EntityType.METHOD
    assert gazetteer.lookup("compositionality").type is EntityType.CONCEPT


def test_a_paper_on_learning_with_noisy_labels_addresses_it():
    text = (
        "Learning with noisy labels is hard for deep owl classifiers. "
        "We propose Hootmix, a sample selection rule for learning with noisy labels."
    )
    extraction = extract_one(Paper(key="sha256:owls", abstract=text), nlp=make_pipeline())
    tasks = {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.ADDRESSES_TASK
    }
    assert "learning with noisy labels" in {t.lower() for t in tasks}
