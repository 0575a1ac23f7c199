"""Round 19 of linking: a task's gerund and its object join the noun phrase they name, with
the rule ``gerund form`` on the alias (sentences and names written for these tests)."""

from __future__ import annotations

import pytest
from conftest import entity_of, one_mention

from kg.lexicon.gazetteer import load_gazetteer
from kg.link import link
from kg.types import EntityType, Extraction


def _paper(key: str, abstract: str, surface: str) -> Extraction:
    return one_mention(key, abstract, surface, EntityType.TASK)


@pytest.mark.parametrize(
    ("gerund", "noun", "same"),
    [
        ("detecting heron nests", "heron nest detection", True),
        ("recognizing the kelp species", "kelp species recognition", True),  # an article
        ("estimating moss coverage", "moss coverage estimation", True),
        ("tracking the herons", "heron tracking", True),  # spelled as its noun, an article
        ("clustering herons", "heron clustering", False),  # "clustering herons": no article
        ("learning heron nests", "heron nest learning", False),  # work on a method
        ("detecting nests of herons", "nest detection", False),  # the object goes on
    ],
)
def test_a_gerund_and_its_object_join_their_noun_phrase(gerund, noun, same):
    linked = link(
        [
            _paper("sha256:a", f"We study {noun} on bogs.", noun),
            _paper("sha256:b", f"We study {noun} on fens.", noun),
            _paper("sha256:c", f"Our model is good at {gerund} in moors.", gerund),
        ],
        gazetteer=load_gazetteer(),
    )
    joined = entity_of(linked, "sha256:a") is entity_of(linked, "sha256:c")
    assert joined is same
    if same:
        entity = entity_of(linked, "sha256:a")
        assert entity.label == noun  # the noun phrase stays the label
        reasons = {r.alias: r.rule for r in entity.alias_reasons}
        assert reasons[gerund] == "gerund form"


def test_a_gerund_joins_the_gazetteer_task_its_noun_phrase_names():
    text = "Our model is good at detecting anomalies in moors."
    linked = link([_paper("sha256:a", text, "detecting anomalies")], gazetteer=load_gazetteer())
    entity = entity_of(linked, "sha256:a")
    assert entity.label == "anomaly detection"
    assert {r.alias: r.rule for r in entity.alias_reasons}["detecting anomalies"] == "gerund form"
