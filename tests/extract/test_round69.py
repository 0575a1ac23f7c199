"""Round 69 (sentences written here).

* A known task of one word before a word that only says it is one ("planning tasks",
  "navigation task") is that task, as a name of two words was ("speech enhancement task").
* A known task of two words or more before "of" and a short object ("semantic parsing of
  sentences") is that task; a one-word task there may be an ordinary word ("exploration of the
  design space").
* A task the paper (almost) does without ("requiring little to no hyperparameter tuning", "with
  very little tuning") is no task of the paper, as "requires no X" was not.
* What another's method was originally made for ("we utilize GEM, which was originally
  developed for continual learning") is no task of the paper, and a title's name that a
  sentence says was originally proposed for something ("Recurrent convolution (RC) ..., which
  is originally proposed to model X") is no proposal.
* A bare word of a known task, alone or before "task" ("pruning", "translation task"), is the
  known task when the paper's other task of that head is a kind of it ("single-shot network
  pruning"); it stays the paper's own kind beside another task of that head ("image-to-image
  translation").
* Gazetteer: label noise and noisy labels name learning with noisy labels; disentanglement and
  disentangled representations name disentangled representation learning (the concept row is
  gone: the field is named so, "we address the task of disentanglement"); robot locomotion is
  a task ("legged locomotion", "locomotion"); "multi-agent deep reinforcement learning" is
  multi-agent reinforcement learning, "translation task" machine translation, "manipulation
  task" robotic manipulation, "few-shot task" few-shot learning, "hard-exploration"
  exploration.
"""

import pytest
from conftest import linked_objects

from kg.extract.pipeline import make_pipeline
from kg.lexicon.gazetteer import load_gazetteer
from kg.types import EntityType, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


# ------------------------------------------------------------- known tasks with a suffix or "of"


def test_a_known_task_of_one_word_before_a_suffix_is_the_task(nlp):
    text = "We train zorb agents with kelp rewards to solve planning tasks in pebble mazes."
    assert "planning" in linked_objects(nlp, text, Predicate.ADDRESSES_TASK, drawn=True)


def test_a_known_task_before_of_and_a_short_object_is_the_task(nlp):
    text = (
        "We propose Zorbparse, a kelp model that learns semantic parsing of sentences without "
        "explicit pebble supervision."
    )
    assert "semantic parsing" in linked_objects(nlp, text, Predicate.ADDRESSES_TASK, drawn=True)


def test_a_one_word_task_before_of_is_no_task():  # guard
    from kg.link.keys import known_task_of_object

    lookup = load_gazetteer().lookup
    assert known_task_of_object("exploration of the design space", lookup) is None
    assert known_task_of_object("semantic parsing of kelp in zorb pebbles", lookup) is None


# ------------------------------------------------------------------------ tasks done without


def test_a_task_done_almost_without_is_no_task(nlp):
    text = (
        "We propose Zorbprune, a kelp pruning method that yields pebble compression while "
        "requiring little to no hyperparameter tuning."
    )
    assert "hyperparameter optimization" not in linked_objects(nlp, text, Predicate.ADDRESSES_TASK)


# ------------------------------------------------------------------------------ gazetteer rows


def test_gazetteer_rows_of_round_69():
    lookup = load_gazetteer().lookup
    for name in ("label noise", "noisy labels"):
        assert lookup(name).name == "learning with noisy labels"
    for name in ("disentanglement", "disentangled representations"):
        assert lookup(name).name == "disentangled representation learning"
    for name in ("legged locomotion", "locomotion"):
        assert lookup(name).name == "robot locomotion"
        assert lookup(name).type is EntityType.TASK
    assert lookup("multi-agent deep reinforcement learning").name == (
        "multi-agent reinforcement learning"
    )
    assert lookup("translation tasks").name == "machine translation"
    assert lookup("manipulation task").name == "robotic manipulation"
    assert lookup("hard-exploration").name == "exploration"
    assert lookup("few-shot tasks").name == "few-shot learning"


def test_label_noise_the_paper_studies_is_its_task(nlp):
    text = "We study the robustness of zorb networks to symmetric label noise in kelp data."
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK, drawn=True)
    assert "learning with noisy labels" in tasks


# ----------------------------------------------------------------- what others' work was made for


def test_what_anothers_method_was_made_for_is_no_task(nlp):
    text = (
        "We propose Zorbrank, a kelp ranking loss. To optimize it, we utilize Pebble Episodic "
        "Memory (PEM), which was originally developed for continual learning by preventing "
        "catastrophic forgetting."
    )
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert "continual learning" not in tasks and "catastrophic forgetting" not in tasks


def test_a_title_name_originally_proposed_for_another_use_is_no_proposal(nlp):
    text = (
        "Recurrent zorbing (RZ) shares the same kelp kernels and unrolls them, which is "
        "originally proposed to model pebble signals. We propose a simple variant which "
        "improves RZ networks."
    )
    title = "Recurrent Zorbing: A Kelp Point of View"
    proposed = linked_objects(nlp, text, Predicate.PROPOSES, title=title)
    assert "Recurrent zorbing" not in proposed and "recurrent zorbing" not in proposed


def test_a_title_name_the_paper_defines_is_proposed(nlp):  # guard
    text = "Recurrent zorbing (RZ) shares the same kelp kernels and unrolls them many times."
    title = "Recurrent Zorbing: A Kelp Point of View"
    proposed = linked_objects(nlp, text, Predicate.PROPOSES, title=title)
    assert any(label.lower() == "recurrent zorbing" for label in proposed)


# --------------------------------------------------------------- bare words of a known task


def test_a_bare_task_word_beside_a_kind_of_that_task_is_the_task(nlp):
    text = (
        "Pruning large kelp networks while keeping their accuracy is desirable. In existing "
        "methods, pruning is done iteratively. We propose a pebble criterion instead. After "
        "pruning, the sparse network is trained in the standard way."
    )
    title = "ZNIP: Single-shot Network Pruning based on Kelp Sensitivity"
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK, title=title, drawn=True)
    assert "network pruning" in tasks


def test_a_translation_task_beside_image_translation_is_no_machine_translation(nlp):  # guard
    text = (
        "Unsupervised image-to-image translation has gained attention. Previous methods fail "
        "when a translation task involves large changes in kelp shape. We propose ZorbGAN."
    )
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK, drawn=True)
    assert "machine translation" not in tasks


def test_translation_tasks_are_machine_translation(nlp):
    text = "We evaluate Zorbformer on two kelp translation tasks and on pebble classification."
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK, drawn=True)
    assert "machine translation" in tasks
