"""Round 46 (sentences written here; each part below has its own comment).

Part 1: a paper that introduces "the (new) task / problem of X" proposes the task X, typed a
task, and addresses it; before, its proposal was a method node labelled "task of X" beside the
task node. A phrase of the paper's own that a task word heads ("a new task for wug generation")
is still no task the paper addresses.

Part 2: a name the paper gives a phenomenon or a property ("we term this phenomenon X", "an
effect we term X", "we refer to this drawback as X") is a concept the paper proposes, not a
method; a name given a thing made ("we call this method X") and another name in the sentence
stay methods.
"""

import pytest
from conftest import linked_objects

from kg.extract.pipeline import make_pipeline
from kg.types import Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


# Part 1: a task the paper poses.
@pytest.mark.parametrize(
    ("text", "task"),
    [
        (
            "This work introduces the task of blick grounding and a new dataset to support it. "
            "Our baseline grounds 40% of the blicks.",
            "blick grounding",
        ),
        (
            "In this paper, we formulate a new task of unsupervised wug-to-dax translation, "
            "which poses its own challenges.",
            "unsupervised wug-to-dax translation",
        ),
        (
            "We propose the problem of guided zorbation: given a few labelled zorbs, label the "
            "others.",
            "guided zorbation",
        ),
    ],
)
def test_a_posed_task_is_proposed_and_addressed(nlp, text, task):
    proposed = linked_objects(nlp, text, Predicate.PROPOSES)
    assert proposed.get(task) == "Task"
    assert not any(label.startswith(("task of", "problem of")) for label in proposed)
    assert linked_objects(nlp, text, Predicate.ADDRESSES_TASK).get(task) == "Task"


def test_a_phrase_headed_by_a_task_word_is_not_addressed(nlp):  # guard
    text = "We propose a new task for empathetic wug generation. It is hard for three models."
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert not any(label.startswith("task for") for label in tasks)


# Part 2: a name given a phenomenon.
@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We term this phenomenon zorb drift and show it in three wug models.", "zorb drift"),
        ("Blick models fail due to a phenomenon that we call Zorb Collapse.", "Zorb Collapse"),
        ("We call this effect the Zorb Bias, and show it harms three models.", "Zorb Bias"),
        (
            "We refer to this drawback as negative blick ignorance in this paper.",
            "negative blick ignorance",
        ),
        (
            "Such wug objectives cause a serious bias towards small steps, an effect we term "
            "short-zorb bias.",
            "short-zorb bias",
        ),
    ],
)
def test_a_named_phenomenon_is_a_concept(nlp, text, name):
    assert linked_objects(nlp, text, Predicate.PROPOSES).get(name) == "Concept"


def test_a_thing_made_and_named_stays_a_method(nlp):  # guard
    text = "We call this method the Zorb Net, and show it beats three wug models."
    assert linked_objects(nlp, text, Predicate.PROPOSES).get("Zorb Net") == "Method"
    text = "We term this phenomenon zorb drift and propose ZorbFix to mitigate it."
    assert linked_objects(nlp, text, Predicate.PROPOSES).get("ZorbFix") == "Method"
