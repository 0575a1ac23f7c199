"""Round 55 (sentences written here).

The gazetteer's one-word tasks ("clustering", "planning") name a field of their own: unlike
"classification" or "training", a linked entity of that name is a term and becomes a node. A
lone activity word is the paper's task only where the title names it or its sentence calls it
one ("clustering performance", "tasks such as kelp prediction and planning", "we study
planning"); "by clustering the pebble units" or "a longer planning horizon" use the activity,
and only mention it.
"""

import pytest

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.graph import is_drawn
from kg.link import link
from kg.link.termhood import GENERIC, TERM, termhood
from kg.types import Paper, Predicate

_OPENING = "We propose KelpNet, a network for pebble sorting. "


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _edges(nlp, text: str, title: str | None = None) -> set[tuple[str, str]]:
    paper = Paper(key="p", abstract=_OPENING + text, title=title)
    extraction = extract_one(paper, nlp=nlp)
    return {
        (r.predicate.value, extraction.mentions[r.object].text)
        for r in extraction.relations
        if r.subject is None
    }


@pytest.mark.parametrize(
    "label, expected",
    [
        ("clustering", TERM),
        ("planning", TERM),
        ("Clustering", TERM),
        ("classification", GENERIC),  # guard: no gazetteer task of that name
        ("forecasting", GENERIC),  # guard: an alias of time series forecasting, not a name
    ],
)
def test_a_known_one_word_task_is_a_term(label, expected):
    assert termhood(label, named=False, defined=False, in_gazetteer=True) == expected


def test_an_activity_word_alone_is_still_generic_when_unknown():
    # guard
    assert termhood("clustering", named=False, defined=False, in_gazetteer=False) == GENERIC


def test_the_known_one_word_task_is_drawn(nlp):
    text = "KelpNet improves clustering performance on the PebbleSet benchmark."
    paper = Paper(key="p", abstract=_OPENING + text)
    extraction = extract_one(paper, nlp=nlp)
    linked = link([extraction])
    drawn = {
        linked.entities[linked.mention_entity[(paper.key, r.object)]].label
        for r in extraction.relations
        if r.predicate is Predicate.ADDRESSES_TASK
        and is_drawn(linked.entities[linked.mention_entity[(paper.key, r.object)]])
    }
    assert "clustering" in drawn


@pytest.mark.parametrize(
    "text",
    [
        "KelpNet speeds up kelp training by clustering the pebble units first.",
        "A longer planning horizon lets KelpNet sort more pebbles.",
        "Options let agents split a kelp chore into parts, which speeds up learning and planning.",
    ],
)
def test_an_activity_used_is_only_mentioned(nlp, text):
    word = "clustering" if "clustering" in text else "planning"
    edges = _edges(nlp, text)
    assert ("addressesTask", word) not in edges
    assert ("mentions", word) in edges


@pytest.mark.parametrize(
    "text, word, title",
    [
        # guards, all of them: the edge was drawn before this round, and the gate on lone
        # activities must not take it away
        ("KelpNet improves clustering performance on the PebbleSet benchmark.", "clustering", None),
        ("We test KelpNet on tasks such as kelp prediction and planning.", "planning", None),
        ("Experiments on sorting and clustering show that KelpNet is fast.", "clustering", None),
        (
            "KelpNet groups pebbles by clustering them in a kelp space.",
            "clustering",
            "Kelp Clustering",
        ),
        ("We also study planning with kelp models.", "planning", None),
        ("We consider the problem of clustering pebble streams.", "clustering", None),
        ("Planning is a long-standing problem in kelp robotics.", "Planning", None),
    ],
)
def test_an_activity_named_as_a_task_is_addressed(nlp, text, word, title):
    assert ("addressesTask", word) in _edges(nlp, text, title)


def test_the_opening_sentences_subject_is_addressed(nlp):
    # guard for the gate above (addressed before this round too): the topic an abstract opens
    # with, "Across many applications, forecasting relies on X"
    text = "Across many kelp applications, forecasting relies on numerical pebble solvers."
    paper = Paper(key="p", abstract=text + " We present KelpNet, trained on small domains.")
    extraction = extract_one(paper, nlp=nlp)
    assert "forecasting" in {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.ADDRESSES_TASK
    }


def _results(nlp, text: str) -> set[tuple[str, str, str | None, bool]]:
    extraction = extract_one(Paper(key="p", abstract=_OPENING + text), nlp=nlp)
    mentions = extraction.mentions
    return {
        (
            mentions[r.metric].text,
            r.value,
            None if r.dataset is None else mentions[r.dataset].text,
            r.improvement,
        )
        for r in extraction.results
    }


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "KelpNet can trim down the energy cost up to 40% on PebbleSet.",
            ("energy cost", "40%", "PebbleSet", True),
        ),
        (
            "KelpNet lowers the error rate up to 12.5% on PebbleSet.",
            ("error rate", "12.5%", "PebbleSet", True),
        ),
        # guards: a score reached, and a rise "up to" a value that may be the score itself
        (
            "KelpNet lowers the error rate to 12.5% on PebbleSet.",
            ("error rate", "12.5%", "PebbleSet", False),
        ),
        (
            "KelpNet improves accuracy up to 93.1% on PebbleSet.",
            ("accuracy", "93.1%", "PebbleSet", False),
        ),
    ],
)
def test_a_cut_without_by_is_an_improvement(nlp, text, expected):
    assert expected in _results(nlp, text)


def test_values_measured_during_a_phase_take_the_datasets_after_it(nlp):
    text = (
        "KelpNet cuts the energy cost by 40% and 65%, during inference on the KelpSet and "
        "PebbleSet test sets, respectively."
    )
    # (the tagger may take "test sets" into the second name: its dataset is what is checked)
    found = {(value, (dataset or "").split()[0]) for _, value, dataset, _ in _results(nlp, text)}
    assert {("40%", "KelpSet"), ("65%", "PebbleSet")} <= found


def _evaluated(nlp, text: str) -> set[str]:
    extraction = extract_one(Paper(key="p", abstract=_OPENING + text), nlp=nlp)
    return {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.EVALUATES_ON and r.subject is None
    }


@pytest.mark.parametrize(
    "text, name",
    [
        (
            "We also collect and evaluate on a new dataset, Pebble-Concepts, for finding "
            "patterns in kelp text.",
            "Pebble-Concepts",
        ),
        (
            "We introduce PebbleBench, the first benchmark for kelp embeddings. We use "
            "PebbleBench to evaluate state-of-the-art embedding techniques.",
            "PebbleBench",
        ),
        (
            "Moreover, we introduce an8Pebble, a dataset designed for the evaluation of kelp "
            "explanations. Experiments on the MNIST, KelpSet and an8Pebble datasets show that "
            "KelpNet explains well.",
            "an8Pebble",
        ),
        # guard: "on" right before it, as before
        (
            "We introduce an8Pebble, a new kelp dataset. KelpNet reaches 91% accuracy on "
            "an8Pebble.",
            "an8Pebble",
        ),
    ],
)
def test_the_papers_own_data_run_on_is_evaluated_on(nlp, text, name):
    assert name in _evaluated(nlp, text)


def test_the_papers_own_data_only_introduced_is_not_evaluated_on(nlp):
    # guard
    text = "We introduce PebbleBench, the first benchmark for kelp embeddings. It is large."
    assert "PebbleBench" not in _evaluated(nlp, text)


def _proposed_types(nlp, text: str) -> dict[str, str]:
    extraction = extract_one(Paper(key="p", abstract=text), nlp=nlp)
    return {
        extraction.mentions[r.object].text: extraction.mentions[r.object].type.value
        for r in extraction.relations
        if r.predicate is Predicate.PROPOSES
    }


@pytest.mark.parametrize(
    "text, phrase, etype",
    [
        (
            "To tackle this problem, we propose a methodology for extending kelp datasets to "
            "arbitrarily big sizes.",
            "methodology for extending kelp datasets",
            "Method",
        ),
        (
            "We propose a solution through the inclusion of a collection of non-negative pebble "
            "gates, which determine which weights to set to zero.",
            "solution through the inclusion of a collection of non-negative pebble gates",
            "Method",
        ),
        (
            "We propose a suite of kelp triage methods and compare them on pebble spaces.",
            "suite of kelp triage methods",
            "Method",
        ),
        # guards: a suite of tasks stays a benchmark, a version of a dataset a dataset
        (
            "We also introduce a suite of eight pebble tasks that combine these properties.",
            "suite of eight pebble tasks",
            "Benchmark",
        ),
        (
            "As an additional contribution, we construct a higher-quality version of the KelpA "
            "dataset.",
            "higher-quality version of the KelpA dataset",
            "Dataset",
        ),
    ],
)
def test_a_proposal_phrase_is_typed_by_the_noun_before_its_complement(nlp, text, phrase, etype):
    assert _proposed_types(nlp, text).get(phrase) == etype


@pytest.mark.parametrize(
    "text, name",
    [
        (
            "In contrast to the conventional use of the kelp memory with uniform pebble "
            "sampling, our agent samples a whole episode.",
            "uniform pebble sampling",
        ),
        (  # guard (an unknown name here was mentioned before this round too)
            "Unlike dynamic computation in Pebble Transformers, which applies the same layers "
            "iteratively, we apply different layers at every step.",
            "Pebble Transformers",
        ),
    ],
)
def test_what_an_opening_contrast_departs_from_is_not_used(nlp, text, name):
    edges = _edges(nlp, text)
    assert ("usesMethod", name) not in edges
    assert ("mentions", name) in edges


def test_a_method_used_after_the_contrast_is_used(nlp):
    # guard
    text = "In contrast to pebble attention, KelpNet is trained with kelp dropout."
    assert ("usesMethod", "kelp dropout") in _edges(nlp, text)


@pytest.mark.parametrize(
    "surface, etype, expected",
    [
        ("English-French", "Method", "Dataset"),
        ("German-to-English", "Task", "Dataset"),
        ("Romanian-English", "Task", "Dataset"),
        ("English-to-Russian", "Metric", "Dataset"),
        # guards: no pair of languages, or a task's whole name
        ("Kelp-English", "Method", "Method"),
        ("English-to-French translation task", "Task", "Task"),
        ("En-Fr", "Method", "Dataset"),
    ],
)
def test_a_pair_of_languages_by_name_is_data(surface, etype, expected):
    from kg.extract.kinds import not_a_method
    from kg.types import EntityType

    assert not_a_method(surface, EntityType(etype)).value == expected


def test_a_language_pair_is_evaluated_on(nlp):
    # guard (the tagger types this one data already)
    text = "KelpNet yields 1.3 BLEU points for English-to-German with pebble attention."
    assert "English-to-German" in _evaluated(nlp, text)
