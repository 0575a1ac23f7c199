"""Round 53 (phrases written for these tests).

A name the papers' mentions read as a method and as a task with equal confidence is a task
where its head is an activity ("kelp transcription"); with any other head ("kelp module") the
tie is decided as before. An adjective made of a person's name, alone ("Bayesian", read from
"a Bayesian framework"), names nothing.
"""

from __future__ import annotations

from kg.link import link
from kg.link.labels import vote_type
from kg.link.termhood import GENERIC, termhood
from kg.types import EntityType, Evidence, Extraction, Mention, Paper, Predicate, Relation


def _paper(key: str, name: str, etype: EntityType) -> Extraction:
    abstract = f"We study {name} on pebble data."
    start = abstract.index(name)
    mention = Mention(name, start, start + len(name), etype, "ner", 0.45)
    predicate = Predicate.ADDRESSES_TASK if etype is EntityType.TASK else Predicate.USES_METHOD
    evidence = Evidence(key, abstract, 0, len(abstract), "rule.test", 0.7)
    return Extraction(
        paper=Paper(key=key, abstract=abstract),
        mentions=(mention,),
        relations=(Relation(predicate, None, 0, evidence),),
    )


def _linked_type(name: str) -> EntityType:
    linked = link([_paper("a", name, EntityType.METHOD), _paper("b", name, EntityType.TASK)])
    (entity,) = [e for e in linked.entities if e.label == name]
    return entity.type


def test_a_tie_with_an_activity_head_is_a_task():
    assert _linked_type("kelp transcription") is EntityType.TASK


def test_a_tie_with_another_head_stays_as_before():  # guard
    assert _linked_type("zorble module") is EntityType.METHOD


def test_a_method_that_outvotes_the_task_stays_a_method():  # guard
    method = Mention("kelp transcription", 0, 18, EntityType.METHOD, "ner", 0.6)
    task = Mention("kelp transcription", 0, 18, EntityType.TASK, "ner", 0.45)
    assert vote_type([method, task], "kelp transcription") is EntityType.METHOD


def test_an_eponym_adjective_alone_is_generic():
    assert termhood("Zorblean", named=True, defined=False, in_gazetteer=False) != GENERIC  # guard
    assert termhood("Bayesian", named=True, defined=False, in_gazetteer=False) == GENERIC
    assert termhood("Euclidean", named=True, defined=False, in_gazetteer=False) == GENERIC


def test_an_eponym_noun_alone_is_not_generic():  # guard
    assert termhood("Hessian", named=True, defined=False, in_gazetteer=False) != GENERIC
