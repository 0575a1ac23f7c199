"""Round 63 (sentences written here).

* Exploration (in reinforcement learning) and inverse problems are Tasks of the gazetteer, not
  Concepts; the exploration-exploitation trade-off stays a Concept of its own. Automatic essay
  scoring, extreme classification, anytime prediction, sparse signal recovery and time series
  clustering are Task rows.
* A task the paper's work is set apart from ("makes our work very different from those of
  standard semi-supervised learning", "Unlike domain adaptation methods, we cannot ...") is no
  task of the paper; a kind of the task done differently ("Unlike standard neural architecture
  search methods, which seek one architecture") still is.
* "Recovering X" names a task in a title, as "Detecting X" does ("Learning to Recover Sparse
  Signals").
* Exploration in its ordinary sense, a study or a search ("a systematic exploration into X",
  "exploration of the model design space", "preliminary exploration"), is not the task.
* Each naming verb of a sentence names a proposal ("1) ... which we call X (x), 2) introducing
  a function which we call Y (y)"), not only the first.
* "this new X", X a name the paper introduced, is its own, as "our new X" is.
* A known name after a word of that name ("Atari | Arcade Learning Environments") is the name,
  no piece cut out of a longer one.
* A title that is a task's name alone ("Zero-shot Cross Language Text Classification") states
  the paper's task, as a title's subject does, when it opens with a setting of learning.
* A proposal's purpose may be a task's gerund and its object ("a method for learning
  disentangled latent factors"), not what any training learns ("for learning deep networks").
  Object counting is a Task of the gazetteer.
* A word for data right after a name shaped like a model's ("the YouTube-8M dataset") makes it
  data. Nesterov acceleration is Nesterov accelerated gradient; the Internet of Things (IoT)
  and SMILES (the molecule notation) are Concepts of the gazetteer, no methods.
"""

import pytest
from conftest import linked_objects, pipeline_objects, pipeline_titled_tasks

from kg.extract.pipeline import make_pipeline
from kg.extract.relations.title_tasks import title_parts
from kg.lexicon.gazetteer import load_gazetteer
from kg.types import EntityType, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


@pytest.mark.parametrize(
    "name",
    [
        "exploration",
        "inverse problems",
        "automatic essay scoring",
        "extreme multi-label classification",
        "anytime prediction",
        "sparse recovery",
        "time-series clustering",
    ],
)
def test_research_problems_are_tasks_of_the_gazetteer(name):
    assert load_gazetteer().lookup(name).type is EntityType.TASK


def test_the_exploration_exploitation_trade_off_stays_a_concept():
    entry = load_gazetteer().lookup("exploration-exploitation trade-off")
    assert entry.name == "exploration-exploitation trade-off"
    assert entry.type is EntityType.CONCEPT


def test_exploration_a_paper_works_on_is_its_task(nlp):
    text = (
        "We propose ZorbNet, a kelp agent with pebble noise in its weights, and show that it "
        "aids efficient exploration in sparse-reward games."
    )
    assert "exploration" in linked_objects(nlp, text, Predicate.ADDRESSES_TASK, drawn=True)


@pytest.mark.parametrize(
    "text",
    [
        "The fact that the pebble data are biased also makes our work very different from "
        "those of standard semi-supervised learning.",
        "Unlike domain adaptation methods, we cannot gather an unexpected zorb dataset prior "
        "to test.",
    ],
)
def test_a_task_the_work_is_set_apart_from_is_no_task(nlp, text):
    found = pipeline_titled_tasks(nlp, text)
    assert not found & {"semi-supervised learning", "domain adaptation"}


def test_a_kind_of_the_task_done_differently_stays_the_task(nlp):  # guard
    text = (
        "Unlike standard neural architecture search methods which seek a single zorb "
        "architecture, ZorbNAS searches for a distribution of architectures."
    )
    assert "neural architecture search" in pipeline_titled_tasks(nlp, text)


def test_recovering_names_a_task_in_a_title():
    assert [part.name for part in title_parts("Learning to Recover Sparse Pebbles")] == [
        "Recovering Sparse Pebbles"
    ]


@pytest.mark.parametrize(
    "text",
    [
        # guard (this one was not drawn before either: exploration was a Concept)
        "We perform the first systematic exploration into training-free zorb estimation.",
        "The exploration of the model design space is often made by a human expert.",
        "Proposals come from preliminary exploration and divergent thinking of kelp agents.",
    ],
)
def test_exploration_as_a_study_or_a_search_is_no_task(nlp, text):
    drawn = {
        label
        for predicate in (Predicate.ADDRESSES_TASK, Predicate.MENTIONS)
        for label in linked_objects(nlp, text, predicate, drawn=True)
    }
    assert "exploration" not in drawn


def test_each_naming_verb_of_a_sentence_names_a_proposal(nlp):
    from conftest import pipeline_proposed

    text = (
        "The keys of our algorithm are two folds: 1) adopting a zorb policy that allows us to "
        "derive a novel type of gradient which we call pebble imitation gradient (PIG), 2) "
        "introducing a function which we call kelp screening function (KSF) to avoid noisy "
        "updates."
    )
    proposed = pipeline_proposed(nlp, text)
    assert {"pebble imitation gradient", "kelp screening function"} <= proposed


def test_this_new_name_is_the_papers_own(nlp):
    from conftest import pipeline_proposed

    text = (
        "We prove that learnable gates give pebble invariance. This leads to a new way of "
        "initializing gate biases. Experimentally, this new zorb initialization is shown to "
        "greatly improve learning of long term dependencies."
    )
    assert "zorb initialization" in pipeline_proposed(nlp, text)


def test_a_known_name_after_a_word_of_its_own_name_is_no_piece():
    from kg.link.pieces import piece_of_name
    from kg.types import Mention

    text = "We apply our method to a wide range of Atari Arcade Learning Environments."
    start = text.index("Arcade")
    mention = Mention(
        "Arcade Learning Environments",
        start,
        start + 28,
        EntityType.ENVIRONMENT,
        "gazetteer",
        0.9,
        canonical="Atari 2600 games",
    )
    assert not piece_of_name(mention, text)


def test_a_title_that_is_a_tasks_name_alone_is_the_papers_task(nlp):
    text = (
        "Labeled pebble classification datasets are only available in a few languages. We "
        "propose a zorb encoder that shares label information across languages for pebble "
        "classification."
    )
    title = "Zero-shot Cross Language Pebble Classification"
    assert "zero-shot cross language pebble classification" in pipeline_titled_tasks(
        nlp, text, title
    )


@pytest.mark.parametrize("title", ["Deep Continuous Pebble Clustering", "Complement Zorb Training"])
def test_a_methods_name_as_a_title_is_no_task_of_the_title(title):  # guard
    assert not any(part.subject for part in title_parts(title))


def test_a_proposals_purpose_may_be_a_gerund_and_its_object(nlp):
    text = (
        "We present and discuss a simple pebble preprocessing method for learning "
        "disentangled zorb factors."
    )
    drawn = linked_objects(nlp, text, Predicate.ADDRESSES_TASK, drawn=True)
    assert "learning disentangled zorb factors" in drawn


def test_learning_what_any_training_learns_is_no_purpose(nlp):  # guard
    text = "We propose a zorb method for learning deep networks."
    assert not {t for t in pipeline_titled_tasks(nlp, text) if t.startswith("learning")}


def test_object_counting_is_a_task_of_the_gazetteer():
    entry = load_gazetteer().lookup("counting objects")
    assert (entry.name, entry.type) == ("object counting", EntityType.TASK)


def test_a_name_shaped_like_a_models_before_dataset_is_data(nlp):
    text = (
        "We propose a zorb student network. We experiment with the PebbleTube-8M dataset and "
        "show that the student reduces the inference time by up to 30%."
    )
    assert "PebbleTube-8M" in pipeline_objects(nlp, text, Predicate.EVALUATES_ON)


def test_a_models_name_with_its_size_stays_a_model(nlp):  # guard
    text = "We evaluate our zorb prompts on Llama-3-8B and report accuracy on the pebble set."
    assert "Llama-3-8B" not in pipeline_objects(nlp, text, Predicate.EVALUATES_ON)


@pytest.mark.parametrize(
    ("name", "canonical", "kind"),
    [
        ("Nesterov acceleration", "Nesterov accelerated gradient", EntityType.METHOD),
        ("IoT", "Internet of Things", EntityType.CONCEPT),
        ("SMILES", "SMILES", EntityType.CONCEPT),
    ],
)
def test_known_names_of_the_gazetteer(name, canonical, kind):
    entry = load_gazetteer().lookup(name)
    assert (entry.name, entry.type) == (canonical, kind)
