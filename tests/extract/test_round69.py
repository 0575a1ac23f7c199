"""Round 69 (sentences written here).

* A known task of one word before a word that only says it is one ("planning tasks",
  "navigation task") is that task, as a name of two words was ("speech enhancement task").
* A known task of two words or more before "of" and a short object ("semantic parsing of
  sentences") is that task; a one-word task there may be an ordinary word ("exploration of the
  design space").
* A task the paper (almost) does without ("requiring little to no hyperparameter tuning", "with
  very little tuning") is no task of the paper, as "requires no X" was not.
* Gazetteer: label noise and noisy labels name learning with noisy labels; disentanglement and
  disentangled representations name disentangled representation learning (the concept row is
  gone: the field is named so, "we address the task of disentanglement"); robot locomotion is
  a task ("legged locomotion", "locomotion").
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
    from kg.link.keys import named_task_before_suffix

    lookup = load_gazetteer().lookup
    assert named_task_before_suffix("exploration of the design space", lookup) is None
    assert named_task_before_suffix("semantic parsing of kelp in zorb pebbles", lookup) is None


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


def test_label_noise_the_paper_studies_is_its_task(nlp):
    text = "We study the robustness of zorb networks to symmetric label noise in kelp data."
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK, drawn=True)
    assert "learning with noisy labels" in tasks
