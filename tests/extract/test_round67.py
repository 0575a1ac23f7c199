"""Round 67 (sentences written here).

* A regime of training ("end-to-end training", "supervised training", "multi-task training",
  "joint optimization") is how a means is fitted, never a task the paper addresses, however a
  sentence frames it ("allows for end-to-end training"); "multi-task learning", a task the
  gazetteer knows, stays one, and so does "offline learning" (learning from logged data).
* A task inside a sentence's opening "Rather than ..." or "Instead of ..." clause is what the
  paper sets aside, no task it addresses.
* A name in capitals set right after the class word of the description a cue introduces, with
  no comma ("we propose a novel kelp framework ZORBA, which ...", "a robust pebble detection
  approach Robust Zorb based on X"), is the name of what the paper proposes.
* Gazetteer: multi-view stereo is a task (also "multiview stereo"); knowledge base completion
  is knowledge graph completion; code summarization, NIST SRE and Gender Shades are rows.
* A plain mention of what the corpus types a task (the extractor read no role of the paper's in
  its sentence: "a probabilistic model for X") stays a mention in the graph; a background one
  (the lead-in's field) still becomes addressesTask.
* Super Mario Bros and Flappy Bird are environments.
* Interpretability and explainable AI are tasks, addressed only by a paper whose title is about
  explaining ("Explaining Kelp Classifiers"); elsewhere they are properties a means offers
  ("our trees offer interpretability"), mentioned.
"""

import pytest
from conftest import linked_objects

from kg.extract.pipeline import make_pipeline
from kg.graph import _fit_predicate
from kg.lexicon.gazetteer import load_gazetteer
from kg.types import EntityType, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


# ------------------------------------------------------------------------ regimes of training


@pytest.mark.parametrize(
    "words",
    [
        "end-to-end training",
        "end to end learning",
        "supervised training",
        "multi-task training",
        "joint optimization",
        "offline training",
    ],
)
def test_a_regime_of_training_is_recognised(words):
    from kg.lexicon.task_cues import is_training_regime

    assert is_training_regime(words.split())


@pytest.mark.parametrize(
    "words", ["distributed training", "offline learning", "training", "kelp learning"]
)
def test_a_task_of_training_is_no_regime(words):  # guard
    from kg.lexicon.task_cues import is_training_regime

    assert not is_training_regime(words.split())


def test_end_to_end_training_is_no_task_the_paper_addresses(nlp):
    text = (
        "We present Zorbnet, a pebble network for kelp depth estimation. The kelp volume is "
        "built with a differentiable warping process that allows for end-to-end training of "
        "the network. Zorbnet achieves strong results on three kelp benchmarks."
    )
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert not any("end-to-end" in label.lower() for label in tasks)


def test_multi_task_learning_of_a_title_stays_a_task(nlp):  # guard
    text = (
        "We propose Zorbshare, a pebble model that shares kelp layers between related tasks. "
        "Zorbshare outperforms separate models on four kelp benchmarks."
    )
    tasks = linked_objects(
        nlp, text, Predicate.ADDRESSES_TASK, title="Zorbshare: Multi-Task Learning with Kelp"
    )
    assert tasks.get("multi-task learning") == "Task"


# --------------------------------------------------------------------- what the paper sets aside


def test_a_task_set_aside_by_rather_than_is_no_task_of_the_paper(nlp):
    text = (
        "Rather than directly estimating optical flow from image pairs as done in previous "
        "methods, Zorbflow sweeps kelp planes through a pebble volume. Zorbflow achieves strong "
        "kelp reconstruction results."
    )
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert "optical flow estimation" not in tasks


# ------------------------------------------------------------------- interpretability as a task


def test_interpretability_and_explainable_ai_are_tasks():
    gazetteer = load_gazetteer()
    assert gazetteer.lookup("interpretability").type is EntityType.TASK
    assert gazetteer.lookup("explainability").type is EntityType.TASK


_EXPLAINING = (
    "The interpretability of kelp classifiers has become crucial for their use in pebble "
    "farming. We propose Zorbmask, which explains a kelp classifier's decision by masking "
    "pebble features."
)


def test_interpretability_is_the_task_of_a_paper_about_explaining(nlp):
    tasks = linked_objects(
        nlp,
        _EXPLAINING,
        Predicate.ADDRESSES_TASK,
        title="Explaining Kelp Classifiers with Pebble Masks",
        drawn=True,
    )
    assert tasks.get("interpretability") == "Task"


def test_interpretability_a_means_offers_is_no_task(nlp):  # guard
    text = (
        "We propose Zorbtree, a pebble tree for kelp classification. By selecting relevant "
        "groups of features, Zorbtree improves interpretability and accuracy on two kelp "
        "benchmarks."
    )
    tasks = linked_objects(
        nlp, text, Predicate.ADDRESSES_TASK, title="Zorbtree: Pebble Trees for Kelp Sorting"
    )
    assert "interpretability" not in tasks


def test_interpretability_without_an_explaining_title_is_only_mentioned(nlp):  # guard
    tasks = linked_objects(
        nlp, _EXPLAINING, Predicate.ADDRESSES_TASK, title="Zorbmask: Pebble Masks for Kelp"
    )
    assert "interpretability" not in tasks


# ------------------------------------------------------------- a name right after its class word


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        (
            "We propose a novel kelp framework ZORBA, which learns pebble maps from few samples.",
            "ZORBA",
        ),
        (
            "We propose a robust pebble detection approach Robust Zorb based on the vanilla "
            "Zorb algorithm.",
            "Robust Zorb",
        ),
    ],
)
def test_a_name_right_after_the_class_word_is_proposed(nlp, sentence, name):
    text = sentence + " Experiments on three kelp benchmarks show strong results."
    proposed = linked_objects(nlp, text, Predicate.PROPOSES)
    assert name in proposed


def test_a_known_name_after_a_class_word_is_not_proposed(nlp):  # guard
    text = (
        "We propose a simple pebble framework based on kelp maps. Experiments on three kelp "
        "benchmarks show strong results."
    )
    proposed = linked_objects(nlp, text, Predicate.PROPOSES)
    assert not any(label[:1].isupper() for label in proposed)


# ------------------------------------------------------------------------------------ gazetteer


def test_gazetteer_rows_of_round_67():
    gazetteer = load_gazetteer()
    assert gazetteer.lookup("multiview stereo").type is EntityType.TASK
    assert gazetteer.lookup("KB completion").name == "knowledge graph completion"
    assert gazetteer.lookup("knowledge base completion").name == "knowledge graph completion"
    assert gazetteer.lookup("code summarization").type is EntityType.TASK
    assert gazetteer.lookup("NIST SRE").type is EntityType.DATASET
    assert gazetteer.lookup("Gender Shades").type is EntityType.DATASET


# ------------------------------------------------------- plain mentions of the corpus's tasks


def test_a_plain_mention_of_a_task_stays_a_mention_in_the_graph():
    fitted = _fit_predicate(
        Predicate.MENTIONS, "Task", "Paper", mention_kind="Concept", rule="rule.mentions"
    )
    assert fitted is Predicate.MENTIONS


def test_a_background_mention_of_a_task_still_addresses_it():  # guard
    fitted = _fit_predicate(
        Predicate.MENTIONS, "Task", "Paper", mention_kind="Concept", rule="rule.background"
    )
    assert fitted is Predicate.ADDRESSES_TASK


def test_a_plain_mention_of_a_method_still_becomes_a_use():  # guard
    fitted = _fit_predicate(
        Predicate.MENTIONS, "Method", "Paper", mention_kind="Concept", rule="rule.mentions"
    )
    assert fitted is Predicate.USES_METHOD


def test_games_are_environments():
    gazetteer = load_gazetteer()
    assert gazetteer.lookup("Super Mario Bros").type is EntityType.ENVIRONMENT
    assert gazetteer.lookup("Flappy Bird").type is EntityType.ENVIRONMENT
