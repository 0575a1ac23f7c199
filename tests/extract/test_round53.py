"""Round 53 (sentences written here).

"an approach to <task>" and "a solution to <task>" state the proposal's purpose as "a method
for <task>" does: the task is the paper's. An infinitive after "to" ("an approach to estimate
X") or a gerund ("an approach to learning X") is no such noun phrase.

Results: values listed together take, in order, the metrics listed right after them when the
sentence says "respectively" ("an improvement of 17% and 32% in IS and FID respectively"); a
share of a model's parameters ("freezing 70% of KelpNet-121 parameters") is no score of the
metric before it; a value listed with one that a count's unit follows ("at least 128 or 256
bits") is a count too.
"""

import pytest

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.types import Paper, Predicate

_OPENING = "Kelp sorting is widely studied in geology. "  # guards only: it frames some tasks


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _tasks(nlp, text: str, opening: str = "") -> set[str]:
    extraction = extract_one(Paper(key="p", abstract=opening + text), nlp=nlp)
    return {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.ADDRESSES_TASK and r.subject is None
    }


def test_the_purpose_after_approach_to_is_a_task(nlp):
    text = "We describe an approach to kelp modelling based on pebble statistics."
    assert "kelp modelling" in _tasks(nlp, text)


@pytest.mark.parametrize(
    ("text", "task"),
    [
        (
            "This work presents a scalable solution to continuous zorble recognition.",
            "continuous zorble recognition",
        ),
        (
            "We present a principled approach to the problem of federated kelp adaptation, "
            "which aims to align the representations.",
            "federated kelp adaptation",
        ),
    ],
)
def test_a_tagged_task_after_approach_to_stays_one(nlp, text, task):  # guard
    assert task in _tasks(nlp, text)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("We propose a new approach to learning kelp representations.", "learning kelp"),
        ("We introduce a new approach to train pebble sorters.", "train pebble"),
    ],
)
def test_a_verb_after_approach_to_is_no_task_noun(nlp, text, words):  # guard
    assert not any(words in task for task in _tasks(nlp, text, _OPENING))


def _results(nlp, text: str) -> set[tuple[str, str]]:
    extraction = extract_one(Paper(key="p", abstract=_OPENING + text), nlp=nlp)
    return {(extraction.mentions[r.metric].text, r.value) for r in extraction.results}


def test_values_take_the_metrics_listed_after_them(nlp):
    text = (
        "KelpNet reaches an Inception Score (IS) of 148 and an FID of 3.4, an improvement of 17% "
        "and 32% in IS and FID respectively."
    )
    found = _results(nlp, text)
    assert ("IS", "17%") in found
    assert ("FID", "32%") in found


def test_values_take_the_metrics_listed_before_them(nlp):  # guard
    found = _results(nlp, "Recall and precision improve by 4.1% and 2.3%, respectively.")
    assert {(m.lower(), v) for m, v in found} >= {("recall", "4.1%"), ("precision", "2.3%")}


@pytest.mark.parametrize(
    "text",
    [
        "Freezing 50% of KelpNet-110 parameters results in 0.9% drop in accuracy and finally "
        "freezing 70% of KelpNet-121 parameters results in 0.57% drop in accuracy.",
        "The kelp sorter keeps its kelp accuracy as long as we employ at least 128 or 256 bits.",
    ],
)
def test_a_share_of_parameters_or_a_listed_count_is_no_score(nlp, text):
    assert not _results(nlp, text)


def test_a_share_of_the_metric_after_it_is_still_read(nlp):  # guard
    found = _results(nlp, "KelpNet retains 98% of zero-shot accuracy.")
    assert ("zero-shot accuracy", "98%") in found
