"""Round 48 (sentences written here; each part below has its own comment).

Part 1: tasks a sentence states. "<gerund phrase> is a (...) problem" also reads "remains as one
of the challenging problems", "is still an open problem" and "are two important tasks", and a
longer adjunct between the phrase and the frame ("Estimating X in a data stream is a
fundamental task", "Discovering X among a set of variables is ..."; still not four words that
hide a clause). Gerund phrases listed after "tasks:" / "applications:" / "problems:", numbered
or not ("(1) distilling X trained on Y, and (2) predicting Z"), are the paper's tasks. A stated
task whose object opens with praise ("understanding the groundbreaking performance of X") or
acts on the name of the paper's own proposal ("Training very deep ZorbNet remains a challenge":
a limitation) is none; a mention inside a longer subject ("The phase problem in | kelp physics
is one of the oldest problems") is not framed as the paper's task by what follows the subject.
"""

import pytest
from test_round32 import _drawn_tasks

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.extract.relations.stated_tasks import STATED_TASK
from kg.types import Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _stated(nlp, text: str) -> set[str]:
    """The labels of the stated tasks the paper addresses."""
    extraction = extract_one(Paper(key="p", abstract=text), nlp=nlp)
    return {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.ADDRESSES_TASK
        and extraction.mentions[r.object].extractor == STATED_TASK
    }


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Estimating the blick of zorbles in a kelp stream is a fundamental task in geology.",
            "estimating blick of zorbles",
        ),
        (
            "Discovering pebble structure among a set of quarries is a fundamental problem.",
            "discovering pebble structure",
        ),
        (
            "Generating zorble sequences remains as one of the challenging problems in geology.",
            "generating zorble sequences",
        ),
        ("Sorting kelp pebbles is still an open problem in geology.", "sorting kelp pebbles"),
    ],
)
def test_a_gerund_phrase_framed_as_a_problem_is_a_task(nlp, text, expected):
    assert expected in _stated(nlp, text)


def test_numbered_applications_are_tasks(nlp):
    text = (
        "We show this on two applications: (1) distilling zorble networks trained on Kelp-10, "
        "and (2) predicting the location of pebble collisions in the Quillon detector."
    )
    assert "predicting location of pebble collisions" in _stated(nlp, text)


def test_listed_gerund_tasks_after_a_colon(nlp):
    text = "We evaluate on three tasks: sorting kelp pebbles, estimating zorble density and ranking quarries."
    assert {"sorting kelp pebbles", "estimating zorble density"} <= _stated(nlp, text)


def test_no_stated_task_after_praise(nlp):
    # guard (the old code read no such frame): what the new frames must not take
    text = (
        "Understanding the groundbreaking performance of zorble networks is one of the greatest "
        "challenges today."
    )
    assert not any(t.startswith("understanding") for t in _stated(nlp, text))


def test_no_stated_task_on_the_papers_own_name(nlp):
    # guard (the old code read no such frame): what the new frames must not take
    text = (
        "We propose ZorbNet, a hierarchy of kelp memory layers. ZorbNet outperforms the Gaussian "
        "baseline on pebble images. Training very deep ZorbNet remains a challenge."
    )
    assert not any(t.startswith("training") for t in _stated(nlp, text))


def test_a_stated_task_on_another_name_stays(nlp):
    # the name acted on is no proposal of the paper (the old code read no such frame)
    text = "We propose ZorbNet, a hierarchy of kelp layers. Training deep KelpGANs remains a challenge."
    assert "training deep KelpGANs" in _stated(nlp, text)


def test_a_mention_inside_a_longer_subject_is_not_framed(nlp):
    # guard (the old code read no such frame): what the new frames must not take
    text = (
        "The phase problem in kelp physics is one of the oldest inverse problems in all of science."
    )
    assert "kelp physics" not in _drawn_tasks(nlp, text)


def test_a_subject_mention_is_still_framed(nlp):
    # the mention is the subject (the old code read no "one of the" frame)
    text = "Kelp sorting is one of the oldest problems in geology."
    assert "Kelp sorting" in _drawn_tasks(nlp, text)
