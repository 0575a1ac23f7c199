"""Round 66 (sentences written here).

* A task the gazetteer knows that the title states as what the paper is about ("... for
  Inverse Problems", "Adversarial Neural Pruning", "Overcoming X via Y") is the paper's task,
  though its last word is no task head; not in a part that names a means ("via", "using", and
  what "and" joins to one), before "for" or "of", in a coined name, or inside the paper's own
  name; never a generic activity alone ("Forecasting"). Where the abstract writes it in a
  sentence that would make it context ("a phenomenon framed as catastrophic forgetting"), the
  title's word makes it the paper's task all the same.
* Robustness against attacks the text does not call adversarial ("robustness against one-step
  attacks", "defenses against white-box attacks") is adversarial robustness; not defenses
  against poisoning, privacy attacks, the paper's own attacks or attacks named earlier.
* Fields where the lead-in says a problem matters ("is of central importance in graph mining,
  machine learning and network science") or a means serves ("used in a variety of contexts,
  including X") are no tasks of the paper.
* "structure learning" alone is no alias of causal discovery (it is as often a network's
  architecture); USPS, WikiHop, Room-to-Room (R2R), ViZDoom and other well-known datasets and
  environments are gazetteer rows.
* A problem or task the paper poses ("we introduce the numerical attribute prediction
  problem") is a task it addresses, whatever type the tagger gave the phrase; not a
  contribution that ends in "problem" after a preposition ("an approach to the problem").
* Results that are not the paper's: people's scores ("In comparison, professional lipreaders
  achieve 92.9% WER", unless the paper's own subject follows), a field's claim opening the
  abstract ("pruning techniques can reduce parameter counts by over 90%"), a count of
  processors ("as at least 40 CPU cores").
* Values listed each with its metric's word ("achieving 9.3% WER and 4.5% WER, respectively")
  are one list: they pair with the datasets named before them in order.
* A known all-capitals name written in lowercase is the name unless the lowercase form is a
  word of the language ("mpi3d toy dataset" is MPI3D; "reinforce" stays a verb).
"""

import pytest
from conftest import linked_objects, pipeline_scored

from kg.extract.pipeline import make_pipeline
from kg.lexicon.gazetteer import load_gazetteer
from kg.types import Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


# ---------------------------------------------------------------- known tasks a title states


def test_a_known_task_the_title_states_is_the_papers_task(nlp):
    text = (
        "We propose zorbing, a pebble-based projector. Zorbing learns kelp maps from few "
        "measurements and is robust to noise."
    )
    found = linked_objects(
        nlp,
        text,
        Predicate.ADDRESSES_TASK,
        title="Zorbing Projectors for Inverse Problems",
        drawn=True,
    )
    assert found.get("inverse problems") == "Task"


@pytest.mark.parametrize(
    ("title", "text", "task"),
    [
        (
            "Neural Clustering by Predicting Quux Noise",
            "We propose a kelp model that groups pebbles by predicting quux noise. It needs no "
            "labels.",
            "clustering",  # a one-word task that names a field of its own
        ),
        (
            "Hyperparameter Tuning and Quux Regularization in Kelp SGD",
            "We study how the step size and batch size of kelp SGD act as quux regularizers.",
            "hyperparameter optimization",  # an alias
        ),
    ],
)
def test_a_known_task_only_the_title_writes_is_the_papers_task(nlp, title, text, task):
    found = linked_objects(nlp, text, Predicate.ADDRESSES_TASK, title=title, drawn=True)
    assert found.get(task) == "Task"


def test_a_known_task_written_in_the_abstract_stays_one_task(nlp):  # guard
    text = (
        "We study quux pebbles. Our kelp method prunes weights by quux scores, and pruning "
        "with it keeps accuracy at small sizes."
    )
    found = linked_objects(
        nlp, text, Predicate.ADDRESSES_TASK, title="Quux Neural Pruning", drawn=True
    )
    assert found.get("network pruning") == "Task"


def test_a_describing_word_before_the_task_does_not_hide_it(nlp):
    text = (
        "We propose a zorb-based method for ill-posed inverse problems in kelp imaging. The "
        "method fits quux maps."
    )
    found = linked_objects(
        nlp, text, Predicate.ADDRESSES_TASK, title="Zorb Maps for Inverse Problems", drawn=True
    )
    assert "inverse problems" in found


@pytest.mark.parametrize(
    "title",
    [
        "Kelp Maps via Inverse Problems",  # a means
        "Pebble Quux using Network Pruning",  # a means
        "Inverse Problems for Kelp Quux",  # before its purpose: a means
        "Pruning of Zorb Pebbles and Kelp",  # the head of an object
    ],
)
def test_a_known_task_in_a_means_part_is_no_task(nlp, title):  # guard
    text = "We propose zorbing, a pebble-based quux. Zorbing learns kelp maps from few samples."
    found = linked_objects(nlp, text, Predicate.ADDRESSES_TASK, title=title, drawn=True)
    assert "inverse problems" not in found and "network pruning" not in found


def test_a_known_task_inside_the_papers_own_name_is_no_task(nlp):  # guard
    text = (
        "We introduce Optimal Zorb Distillation (OZD), a quux procedure for kelp models. OZD "
        "trains pebbles from their own samples."
    )
    found = linked_objects(
        nlp, text, Predicate.ADDRESSES_TASK, title="Optimal Zorb Distillation", drawn=True
    )
    assert "knowledge distillation" not in found


def test_a_generic_activity_alone_in_the_title_is_no_task(nlp):  # guard
    text = "We propose zorbing, a pebble-based quux. Zorbing predicts kelp levels."
    found = linked_objects(
        nlp, text, Predicate.ADDRESSES_TASK, title="Quux Forecasting", drawn=True
    )
    assert "time series forecasting" not in found


# ---------------------------------------------------------------- robustness, fields, a merge


@pytest.mark.parametrize(
    "sentence",
    [
        "We show that kelp training improves robustness against one-step attacks.",
        "ZorbNet builds defenses against white-box attacks on pebble classifiers.",
        "Our quux layer keeps pebble networks robust to all adversaries we tried.",
    ],
)
def test_robustness_against_attacks_not_called_adversarial(nlp, sentence):
    text = "We propose ZorbNet, a kelp layer for pebble networks. " + sentence
    found = linked_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert found.get("adversarial robustness") == "Task"


@pytest.mark.parametrize(
    "sentence",
    [
        "We study defenses against poisoning attacks on kelp training data.",
        "Existing defenses protect against our attacks only at a large cost in accuracy.",
        "Kelp attacks fool pebble filters. We test defenses against such attacks.",
    ],
)
def test_defenses_against_other_attacks_are_not_adversarial_robustness(nlp, sentence):  # guard
    text = "We propose ZorbNet, a quux method for pebble networks. " + sentence
    found = linked_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert "adversarial robustness" not in found


@pytest.mark.parametrize(
    ("opening", "field"),
    [
        (
            "Pebble detection in graphs is of central importance in graph mining, machine "
            "learning and network science.",
            "network science",
        ),
        (
            "Stochastic kelp weights are used in a variety of contexts, including "
            "regularization, Bayesian neural nets, exploration in reinforcement learning and "
            "evolution strategies.",
            "exploration",
        ),
    ],
)
def test_fields_where_the_lead_in_says_something_matters_are_no_tasks(nlp, opening, field):
    text = opening + " We propose ZorbNet, a quux model for pebble detection."
    found = linked_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert field not in found


def test_structure_learning_alone_is_not_causal_discovery():
    entry = load_gazetteer().lookup("structure learning")
    assert entry is None or entry.name != "causal discovery"
    assert load_gazetteer().lookup("causal structure learning").name == "causal discovery"


@pytest.mark.parametrize(
    ("form", "name"),
    [("USPS", "USPS"), ("R2R", "Room-to-Room"), ("VizDoom", "ViZDoom"), ("MUSDB", "MUSDB18")],
)
def test_well_known_datasets_and_environments_are_in_the_gazetteer(form, name):
    assert load_gazetteer().lookup(form).name == name


def test_a_dataset_name_that_is_a_word_matches_only_as_written():
    assert load_gazetteer().lookup("hans") is None
    assert load_gazetteer().lookup("HANS").name == "HANS"


# ---------------------------------------------------------------- a problem the paper poses


@pytest.mark.parametrize(
    ("sentence", "task"),
    [
        (
            "To address this, we introduce the numerical pebble prediction problem.",
            "numerical pebble prediction",
        ),
        (
            "We introduce a new meta-learning pebble reasoning task.",
            "meta-learning pebble reasoning",
        ),
    ],
)
def test_a_problem_the_paper_poses_is_its_task(nlp, sentence, task):
    text = "Pebble graphs are often incomplete. " + sentence + " Our quux model solves it."
    found = linked_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert any(label.startswith(task) and kind == "Task" for label, kind in found.items())


def test_a_solution_to_a_problem_is_no_posed_problem(nlp):  # guard
    text = (
        "Pebble graphs are often incomplete. We propose a principled approach to the "
        "problem. Our quux model solves it."
    )
    found = linked_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert not any(label.endswith("problem") for label in found)


def test_a_known_task_the_title_states_is_addressed_where_the_text_frames_it(nlp):
    text = (
        "Training pebble networks on a long sequence of kelp tasks overwrites old weights. "
        "This leads to a poor performance on old tasks, a phenomenon framed as catastrophic "
        "forgetting. We propose zorb penalties that keep the old weights."
    )
    found = linked_objects(
        nlp,
        text,
        Predicate.ADDRESSES_TASK,
        title="Overcoming Catastrophic Forgetting via Zorb Penalties",
    )
    assert found.get("catastrophic forgetting") == "Task"


@pytest.mark.parametrize("form", ["modeling uncertainty", "uncertainty modelling"])
def test_modeling_uncertainty_is_uncertainty_estimation(form):
    assert load_gazetteer().lookup(form).name == "uncertainty estimation"


# ---------------------------------------------------------------- results that are not the paper's


def test_people_s_scores_are_not_the_paper_s(nlp):
    text = (
        "We propose ZorbNet, a lipreading model. ZorbNet reaches 40.9% WER on the kelp set. "
        "In comparison, professional lipreaders achieve 92.9% WER on the same set."
    )
    assert [value for _, value, _ in pipeline_scored(nlp, text)] == ["40.9%"]


def test_the_paper_s_score_after_people_s_is_kept(nlp):  # guard
    text = (
        "Human experts achieve 95% accuracy on kelp sorting, while our ZorbNet reaches 93.1% "
        "accuracy."
    )
    assert "93.1%" in [value for _, value, _ in pipeline_scored(nlp, text)]


def test_a_field_s_claim_opening_the_abstract_is_no_result(nlp):
    text = (
        "Pebble pruning techniques can reduce the parameter counts of kelp networks by over "
        "90%. We propose ZorbNet, which improves accuracy by 1.2% on CIFAR-10."
    )
    assert [value for _, value, _ in pipeline_scored(nlp, text)] == ["1.2%"]


def test_a_count_of_processors_is_no_value(nlp):
    text = (
        "We propose ZorbNet, a kelp sampler. A single GPU with ZorbNet handles the same "
        "throughput as at least 40 CPU cores using existing methods."
    )
    assert pipeline_scored(nlp, text) == []


def test_values_listed_each_with_its_metric_pair_with_datasets_named_before(nlp):
    text = (
        "We propose ZorbNet, a speech model. ZorbNet achieves the best performance on both the "
        "Wall Street Journal and LibriSpeech datasets, achieving 9.3% WER and 4.5% WER, "
        "respectively."
    )
    found = [(value, data) for _, value, data in pipeline_scored(nlp, text)]
    assert found == [("9.3%", "Wall Street Journal"), ("4.5%", "LibriSpeech")]


def test_a_known_name_written_lowercase_that_is_no_word_is_the_name(nlp):
    text = (
        "We propose ZorbNet, a kelp disentangler. We evaluate ZorbNet on the mpi3d toy dataset "
        "and on dSprites."
    )
    found = linked_objects(nlp, text, Predicate.EVALUATES_ON, drawn=True)
    assert found.get("MPI3D") == "Dataset"


def test_an_all_capitals_name_written_as_a_word_is_the_word():  # guard
    from kg.lexicon.gazetteer import GazetteerEntry
    from kg.link.keys import ordinary_sense
    from kg.types import EntityType

    entry = GazetteerEntry("REINFORCE", EntityType.METHOD)
    assert ordinary_sense("reinforce", "features that ", entry)
