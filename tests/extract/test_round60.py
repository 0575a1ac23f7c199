"""Round 60 (sentences written here).

* "reduction", "interpretation" and "coordination" head a title's task ("Supervised Dimension
  Reduction", "Efficient Model Interpretation for X", "Autonomous Vehicle Fleet Coordination").
* A title's task after "in" ("Uncertainty in Multitask Kelp Learning") is the paper's task
  even where the abstract never writes it, as one after "for" is.
* A learning paradigm a paper utilizes, or employs with a modifier after the article ("we
  employ a collaborative multi-agent reinforcement learning approach"), is a means, no task it
  addresses.
"""

import pytest
from conftest import pipeline_proposed, pipeline_scored, pipeline_titled_tasks

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.types import Paper


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


_TEXT = (
    "We propose a kelp model that sorts pebbles into zorbs. Experiments show that the kelp "
    "model beats earlier pebble sorters by a wide margin."
)


@pytest.mark.parametrize(
    ("title", "task"),
    [
        ("Kelp Sorting for Pebble Dimension Reduction", "pebble dimension reduction"),
        (
            "Kelp-Shapley: Efficient Pebble Interpretation for Structured Data",
            "pebble interpretation",
        ),
        ("Zorb Fleet Coordination with Deep Kelp Learning", "zorb fleet coordination"),
    ],
)
def test_reduction_interpretation_and_coordination_head_a_title_task(nlp, title, task):
    assert task in pipeline_titled_tasks(nlp, _TEXT, title)


def test_a_title_task_after_in_is_the_papers(nlp):
    assert "multitask kelp learning" in pipeline_titled_tasks(
        nlp, _TEXT, "Uncertainty in Multitask Kelp Learning"
    )


def test_a_general_title_field_after_in_is_no_task(nlp):
    # guard: "deep learning" has no specific modifier
    assert "deep learning" not in pipeline_titled_tasks(
        nlp, _TEXT, "Zorb Robustness in Deep Learning"
    )


@pytest.mark.parametrize(
    "text",
    [
        "We employ a collaborative multi-agent reinforcement learning approach to train the kelp "
        "router.",
        "We also demonstrate how to utilize transfer learning to teach zorb agents to sort pebbles.",
    ],
)
def test_a_paradigm_utilized_or_employed_is_a_means(nlp, text):
    tasks = pipeline_titled_tasks(nlp, text)
    assert "multi-agent reinforcement learning" not in tasks
    assert "transfer learning" not in tasks


def test_a_paradigm_the_paper_works_on_stays_its_task(nlp):
    # guard: no means verb before it
    text = "We study multi-agent reinforcement learning with kelp rewards for zorb agents."
    assert "multi-agent reinforcement learning" in pipeline_titled_tasks(nlp, text)


_results = pipeline_scored


def test_a_bracketed_aside_after_a_value_keeps_its_data(nlp):
    text = (
        "Our kelp model improves accuracy by 7.2% (averaged over five seeds) on CIFAR-10 and "
        "by 3.1% (absolute) on SVHN."
    )
    assert _results(nlp, text) == [("accuracy", "7.2%", "CIFAR-10"), ("accuracy", "3.1%", "SVHN")]


def test_data_inside_the_bracket_stays_the_values(nlp):
    # guard: "73.2% (ImageNet)"
    text = "Our kelp model reaches a top-1 accuracy of 73.2% (ImageNet) and 95.1% on CIFAR-10."
    assert ("top-1 accuracy", "73.2%", "ImageNet") in _results(nlp, text)


def test_shares_listed_before_of_are_no_results(nlp):
    text = (
        "Our kelp model achieves 30.3% and 65.5% top-1 accuracies when trained only using 1% "
        "and 10% of the labels on ImageNet."
    )
    values = [value for _, value, _ in _results(nlp, text)]
    assert values == ["30.3%", "65.5%"]


def test_an_aside_then_respectively_takes_no_opening_data(nlp):
    # guard: the aside's value is no value of "For CIFAR-10"
    text = (
        "For CIFAR-10, CIFAR-100 and ImageNet, we achieve error rates of 3.9%, 18.5% and "
        "26.0% / 8.5% (Top-1 / Top-5) respectively."
    )
    assert ("error rates", "8.5%", "CIFAR-10") not in _results(nlp, text)


def test_a_tilde_between_two_values_joins_a_range(nlp):
    text = "The kelp coder reaches a compression rate of 94% ~ 99% on PebbleText without loss."
    assert [value for _, value, _ in _results(nlp, text)] == ["94-99%"]


def _mentioned(nlp, text: str) -> set[str]:
    extraction = extract_one(Paper(key="p", abstract=text), nlp=nlp)
    return {m.text for m in extraction.mentions}


def test_a_venue_named_alone_is_no_entity(nlp):
    text = (
        "We fine-tune kelp networks for the NeurIPS2019 pebble challenge and won the first "
        "round of the NIPS 2017 zorb competition. ** To appear in TACL **"
    )
    assert not {"NeurIPS2019", "NIPS 2017", "TACL"} & _mentioned(nlp, text)


def test_a_dataset_named_after_a_venue_stays(nlp):
    # guard: "KDD99" is a dataset's name
    assert "KDD99 dataset" in _mentioned(nlp, "We evaluate the kelp detector on the KDD99 dataset.")


def test_a_framework_we_constitute_is_proposed(nlp):
    text = (
        "With these novelties, we constitute a Kelp-Assisted Pebble Adaptation (KAPA) framework "
        "which tackles the zorb mismatch problem."
    )
    assert "Kelp-Assisted Pebble Adaptation" in pipeline_proposed(nlp, text)


def test_a_verb_after_another_subject_is_no_cue(nlp):
    text = "While the kelp results are unripe, we believe they constitute a stepping stone to pebble sorting."
    assert not pipeline_proposed(nlp, text)


def test_it_after_the_verb_is_its_object(nlp):
    # guard: "it" is an object too ("we solve it by introducing X")
    text = "We solve it by introducing kelp normalization, which adds pebble-level weights."
    assert pipeline_proposed(nlp, text) == {"kelp normalization"}


def test_a_score_performance_degradation_is_a_cost(nlp):
    text = (
        "KelpBERT is 5.5x faster than PebbleBERT, with only 0.6 GLUE score performance degradation."
    )
    assert "0.6" not in [value for _, value, _ in _results(nlp, text)]
