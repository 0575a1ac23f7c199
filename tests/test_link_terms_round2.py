"""Termhood and typing, round 2: plain words, classes of works, pieces of names, concept heads.

Every sentence here was written for these tests.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import link_one as one
from conftest import written_gazetteer

from kg.graph import is_drawn
from kg.lexicon.gazetteer import Gazetteer, load_gazetteer
from kg.link.termhood import GENERIC, TERM, termhood
from kg.types import EntityType


@pytest.fixture
def gazetteer(tmp_path: Path) -> Gazetteer:
    return written_gazetteer(
        tmp_path,
        "robustness\tConcept\t\tgeneral\n"
        "expressivity\tConcept\texpressiveness\tgeneral\n"
        "adversarial robustness\tConcept\t\tgeneral\n"
        "sparsity\tConcept\t\tgeneral\n"
        "inference time\tMetric\t\tgeneral\n"
        "precision\tMetric\t\tgeneral\n"
        "recall\tMetric\t\tgeneral\n"
        "recommendation\tTask\t\tgeneral\n"
        "DeepSpeech\tModel\t\tgeneral\n"
        "LSTM\tMethod\tlong short-term memory\tgeneral\n"
        "lottery ticket hypothesis\tMethod\t\tgeneral\n"
        "Bellman equation\tMethod\t\tgeneral\n"
        "Q-learning\tMethod\t\tgeneral\n",
    )


# -------------------------------------- root cause 3: a gazetteer word in its ordinary sense


@pytest.mark.parametrize(
    ("abstract", "surface"),
    [
        ("We check the robustness of the ranking to the choice of seeds.", "robustness"),
        ("Their expressiveness grows with the width of the layers.", "expressiveness"),
    ],
)
def test_the_noun_of_a_quality_alone_is_no_node_even_in_the_gazetteer(gazetteer, abstract, surface):
    entity = one(gazetteer, abstract, surface, EntityType.CONCEPT)
    assert entity.termhood == GENERIC and not is_drawn(entity)


@pytest.mark.parametrize(
    ("abstract", "surface"),
    [
        ("Pruned models lose adversarial robustness under attack.", "adversarial robustness"),
        ("We trade sparsity against the accuracy of the pruned layers.", "sparsity"),
    ],
)
def test_a_qualified_quality_and_other_concepts_stay_nodes(gazetteer, abstract, surface):
    assert is_drawn(one(gazetteer, abstract, surface, EntityType.CONCEPT))


@pytest.mark.parametrize(
    ("abstract", "surface"),
    [
        ("The decoder samples greedily at inference time to save memory.", "inference time"),
        ("Weights are stored with only four bits of precision on the chip.", "precision"),
        ("Partial sums lose accuracy when the accumulation precision is too low.", "precision"),
    ],
)
def test_a_metric_word_in_its_ordinary_sense_is_not_the_metric(gazetteer, abstract, surface):
    assert not is_drawn(one(gazetteer, abstract, surface, EntityType.METRIC))


@pytest.mark.parametrize(
    ("abstract", "surface"),
    [
        ("We report the inference time of each model on one GPU.", "inference time"),
        ("The retriever raises precision and recall on both corpora.", "precision"),
    ],
)
def test_the_metric_in_its_own_sense_stays(gazetteer, abstract, surface):
    entity = one(gazetteer, abstract, surface, EntityType.METRIC)
    assert is_drawn(entity) and entity.type is EntityType.METRIC


@pytest.mark.parametrize(
    "abstract",
    [
        "Finally, we propose recommendations to pebble sellers and to gravel publishers.",
        "The sorter still works across quarries, and we offer practical recommendations when it fails.",
    ],
)
def test_recommendations_a_paper_gives_are_advice_not_the_task(gazetteer, abstract):
    assert not is_drawn(one(gazetteer, abstract, "recommendations", EntityType.TASK))


def test_recommendations_a_system_makes_are_the_task(gazetteer):
    abstract = "Our pebble recommender ranks the recommendations shown to each buyer."
    assert is_drawn(one(gazetteer, abstract, "recommendations", EntityType.TASK))


# --------------------------------------------------------- root cause 1: classes of works


@pytest.mark.parametrize(
    "label",
    [
        "Machine Learning methods",
        "KB completion techniques",
        "off-policy RL algorithms",
        "Deep Learning field",
        "NLP community",
        "computer vision tasks",
        "reasoning tasks",
        "GAN variants",
    ],
)
def test_a_class_of_works_is_generic_even_with_capitals(label):
    assert termhood(label, named=True, defined=False, in_gazetteer=False) == GENERIC


@pytest.mark.parametrize(
    "label", ["Fortified Networks", "Atari tasks", "memory retrieval tasks", "GradNorm"]
)
def test_names_and_named_tasks_are_no_class_of_works(label):
    assert termhood(label, named=True, defined=False, in_gazetteer=False) == TERM


# ---------------------------------------------------- root cause 1: pieces cut out of names


@pytest.mark.parametrize(
    ("abstract", "surface", "etype"),
    [
        (
            "Attacks such as the Basic Iterative Method fool the detector.",
            "Iterative Method",
            EntityType.METHOD,
        ),
        (
            "Samples are scored by the Frechet DeepSpeech Distance of their features.",
            "DeepSpeech",
            EntityType.MODEL,
        ),
        (
            "Two scores (Fréchet DeepSpeech Distance and a kernel one) rank the voices.",
            "DeepSpeech",
            EntityType.MODEL,
        ),
        (
            "Cars brake safely with Advanced Driver Assistance Systems on board.",
            "Driver Assistance Systems",
            EntityType.METHOD,
        ),
    ],
)
def test_a_piece_of_a_longer_name_is_no_node(gazetteer, abstract, surface, etype):
    entity = one(gazetteer, abstract, surface, etype)
    assert not is_drawn(entity) and entity.label == surface


@pytest.mark.parametrize(
    ("abstract", "surface", "etype"),
    [
        ("The tagger stacks Bidirectional LSTM layers over characters.", "LSTM", EntityType.METHOD),
        (
            "We propose \\emph{Folded Networks}, which share weights.",
            "Folded Networks",
            EntityType.METHOD,
        ),
        (
            "Agents play the Flickering Atari Games with one frame in two.",
            "Atari Games",
            EntityType.DATASET,
        ),
        (
            "Second, Folded Networks share their weights across layers.",
            "Folded Networks",
            EntityType.METHOD,
        ),
    ],
)
def test_a_name_beside_an_adjective_or_markup_stays(gazetteer, abstract, surface, etype):
    assert is_drawn(one(gazetteer, abstract, surface, etype))


# ------------------------------------------------ root cause 4: a concept head types a node


@pytest.mark.parametrize(
    ("abstract", "surface", "expected"),
    [
        (
            "Sparse subnetworks support the lottery ticket hypothesis here.",
            "lottery ticket hypothesis",
            EntityType.CONCEPT,
        ),
        (
            "The critic solves the Bellman equation by sampling.",
            "Bellman equation",
            EntityType.CONCEPT,
        ),
        (
            "The agent learns its values by Q-learning on replayed moves.",
            "Q-learning",
            EntityType.METHOD,
        ),
    ],
)
def test_a_concept_head_types_a_gazetteer_method_a_concept(gazetteer, abstract, surface, expected):
    assert one(gazetteer, abstract, surface, EntityType.METHOD).type is expected


def test_a_concept_head_before_of_types_a_description_a_concept(gazetteer):
    abstract = "We use the Lyapunov stability of controlled systems to bound the error."
    entity = one(gazetteer, abstract, "Lyapunov stability of controlled systems", EntityType.METHOD)
    assert entity.type is EntityType.CONCEPT


# ------------------------------------------- root cause 1: lexicon misreadings and role nouns


@pytest.mark.parametrize("label", ["thatFooNet", "metrics", "learner", "classifiers"])
def test_glued_words_and_role_nouns_alone_are_generic(label):
    assert termhood(label, named=True, defined=False, in_gazetteer=False) == GENERIC


@pytest.mark.parametrize("label", ["FooNet", "k-NN classifier"])
def test_a_name_and_a_named_role_stay(label):
    assert termhood(label, named=True, defined=False, in_gazetteer=False) == TERM


def test_models_of_an_acronym_are_that_method(tmp_path):
    path = tmp_path / "gazetteer.tsv"
    path.write_text(
        "name\ttype\taliases\tsource\nrecurrent neural network\tMethod\t=RNN\tgeneral\n",
        encoding="utf-8",
    )
    abstract = "We train small RNN models on the logs of a compiler."
    entity = one(load_gazetteer(path), abstract, "RNN models", EntityType.METHOD)
    assert entity.label == "recurrent neural network" and is_drawn(entity)


# --------------------------- describing phrases drawn as Method; concept heads typed Method


@pytest.mark.parametrize(
    "label",
    [
        "learning framework",
        "novel training procedure",
        "inference method",
        "training strategies",
        "teacher network",
        "target networks",
        "pretrained baseline networks",
        "image classifiers",
        "network architectures",
        "over-parameterized deep networks",
        "weakly supervised approach",
    ],
)
def test_a_described_activity_or_a_role_is_generic(label):
    assert termhood(label, named=False, defined=False, in_gazetteer=False) == GENERIC


@pytest.mark.parametrize(
    ("label", "named"),
    [
        ("Learning-Compression algorithm", True),
        ("adversarial training", False),
        ("graph network", False),
        ("continuous surrogate networks", False),
        ("network representation learning", False),
        ("memory-augmented neural networks", False),
        ("anomaly detection algorithm", False),
        ("Neural Process Networks", True),
        ("GREAT", True),
    ],
)
def test_a_named_activity_and_a_kind_of_network_stay(label, named):
    assert termhood(label, named=named, defined=False, in_gazetteer=False) != GENERIC


def test_a_rate_is_a_concept_not_a_method(gazetteer):
    abstract = "Restarts give a linear convergence rate for the smooth case."
    entity = one(gazetteer, abstract, "linear convergence rate", EntityType.METHOD)
    assert entity.type is EntityType.CONCEPT


def test_a_method_named_with_its_formulation_is_that_method(tmp_path):
    path = tmp_path / "gazetteer.tsv"
    path.write_text(
        "name\ttype\taliases\tsource\ngenerative adversarial network\tMethod\t=GAN\tgeneral\n",
        encoding="utf-8",
    )
    abstract = "A tiny critic suffices with the plain GAN formulation of the game."
    entity = one(load_gazetteer(path), abstract, "GAN formulation", EntityType.METHOD)
    assert entity.label == "generative adversarial network"
