"""Termhood and typing, round 17: an activity that names a task only in the singular, after a
noun that says what it acts on ("rover navigation", "proof verification"); its plural and a
quality before it describe ("wrong predictions", "accurate prediction"). A proposal named by a
known task and a kind word ("a new HRL method") is no node; fields of reinforcement learning
are Tasks.

Every label here was written for these tests.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import link_one as one
from conftest import written_gazetteer

from kg.graph import is_drawn
from kg.lexicon.gazetteer import Gazetteer, load_gazetteer
from kg.link import link
from kg.link.termhood import PHRASE, TERM, termhood
from kg.types import EntityType, Evidence, Extraction, Mention, Paper, Predicate, Relation


@pytest.mark.parametrize(
    "label",
    [
        "shelf-click prediction",
        "rover navigation",
        "proof verification",
        "photo editing",
        "sensor data imputation",
        "odour sensing",
        "gradient compression",
        "molecule manipulation",
    ],
)
def test_an_activity_on_a_named_object_is_a_term(label):
    assert termhood(label, named=False, defined=False, in_gazetteer=False) == TERM


@pytest.mark.parametrize(
    "label",
    [
        "wrong predictions",
        "model predictions",
        "shelf-click predictions",
        "accurate prediction",
        "reliable prediction",
        "fine-grained control",
    ],
)
def test_plural_outputs_and_qualities_stay_phrases(label):
    assert termhood(label, named=False, defined=False, in_gazetteer=False) == PHRASE


# -- a proposal named by a task and a kind word is one for the task, not the task ------------


@pytest.fixture
def gazetteer(tmp_path: Path) -> Gazetteer:
    return written_gazetteer(
        tmp_path,
        "hierarchical pebble sorting\tTask\t=HPS\tgeneral\npebble network\tMethod\t\tgeneral\n",
    )


def _proposed_entity(gazetteer: Gazetteer, abstract: str, surface: str):
    start = abstract.index(surface)
    mention = Mention(surface, start, start + len(surface), EntityType.METHOD, "ner", 0.6)
    evidence = Evidence("p:1", abstract, 0, len(abstract), "rule.proposes.cue", 0.9)
    relation = Relation(Predicate.PROPOSES, None, 0, evidence)
    paper = Extraction(
        paper=Paper(key="p:1", abstract=abstract), mentions=(mention,), relations=(relation,)
    )
    linked = link([paper], gazetteer=gazetteer)
    return linked.entities[linked.mention_entity[("p:1", 0)]]


@pytest.mark.parametrize("surface", ["HPS method", "hierarchical pebble sorting approach"])
def test_a_new_method_for_a_known_task_is_no_node_of_its_own(gazetteer, surface):
    entity = _proposed_entity(gazetteer, f"We propose a novel {surface} for sand.", surface)
    assert entity.key.startswith("o:") and not is_drawn(entity)


def test_the_task_itself_named_alone_is_still_the_task(gazetteer):
    abstract = "We study hierarchical pebble sorting on sand."
    entity = one(gazetteer, abstract, "hierarchical pebble sorting", EntityType.TASK)
    assert entity.label == "hierarchical pebble sorting" and entity.type is EntityType.TASK


@pytest.mark.parametrize(
    "name",
    [
        "multi-agent reinforcement learning",
        "model-based reinforcement learning",
        "model-free reinforcement learning",
        "hierarchical reinforcement learning",
        "inverse reinforcement learning",
        "offline reinforcement learning",
    ],
)
def test_fields_of_reinforcement_learning_are_tasks_as_reinforcement_learning_is(name):
    gazetteer = load_gazetteer()
    assert gazetteer.lookup(name).type is gazetteer.lookup("reinforcement learning").type
    assert gazetteer.lookup(name).type is EntityType.TASK
