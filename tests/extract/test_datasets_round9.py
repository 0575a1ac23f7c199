"""Round 9 of the datasets rules: coined names given their kind, the paper's own data
experimented on, names written after their kind words (sentences written for these tests)."""

from __future__ import annotations

import pytest

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.types import EntityType, Paper, Predicate

OPENING = "We propose GlimNet, a sparse recurrent model for planning. "


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def run(nlp, sentence: str) -> tuple[set[str], dict[str, EntityType]]:
    extraction = extract_one(Paper(key="sha256:round9", abstract=OPENING + sentence), nlp=nlp)
    evaluated = {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.EVALUATES_ON
    }
    return evaluated, {m.text: m.type for m in extraction.mentions}


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        (
            "We evaluate GlimNet on Wobble World, a new environment where agents gather keys.",
            "Wobble World",
        ),
        (
            "We evaluate GlimNet on QuarryLand, a new 3D environment with sparse rewards.",
            "QuarryLand",
        ),
    ],
)
def test_a_name_then_its_kind_is_that_kind_and_evaluated_on(nlp, sentence, name):
    evaluated, types = run(nlp, sentence)
    assert types[name] is EntityType.ENVIRONMENT
    assert name in evaluated


def test_the_papers_own_benchmark_used_to_evaluate_is_evaluated_on(nlp):
    evaluated, _ = run(
        nlp,
        "We introduce the Murky Challenge -- a new benchmark of blurred street scenes -- which "
        "we use to evaluate GlimNet against five baselines.",
    )
    assert "Murky Challenge" in evaluated


def test_a_name_after_its_kind_words_is_the_datasets_name(nlp):
    evaluated, types = run(
        nlp, "We validate GlimNet on another knowledge-based dialogue Trellis-D dataset."
    )
    assert evaluated == {"Trellis-D"}
    assert types["Trellis-D"] is EntityType.DATASET


def test_a_name_before_grid_worlds_is_an_environment(nlp):
    evaluated, types = run(
        nlp, "We evaluate on small and large configurations of Plinko grid-worlds with keys."
    )
    names = [text for text in evaluated if text.startswith("Plinko")]
    assert names and all(types[text] is EntityType.ENVIRONMENT for text in names)


@pytest.mark.parametrize(
    "sentence",
    [
        "We compare GlimNet to KeyNet, a model trained on a dataset of maps, and find gains.",
        "Experiments show that FlipAug, a new dataset augmentation method, helps GlimNet.",
    ],
)
def test_a_kind_word_inside_another_phrase_retypes_nothing(nlp, sentence):
    _, types = run(nlp, sentence)
    assert not any(t in (EntityType.ENVIRONMENT, EntityType.BENCHMARK) for t in types.values())


def test_a_described_dataset_keeps_its_words_before_a_name(nlp):
    evaluated, types = run(
        nlp,
        "For the experiments we build a synthetic dataset that varies key features of NPI "
        "licensing.",
    )
    assert "NPI licensing" not in evaluated


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "We evaluate GlimNet on 1,018 chest CT scans annotated by radiologists.",
            {"1,018 chest CT scans"},
        ),
        (
            "We test GlimNet on 500 product reviews and 2,000 news articles.",
            {"500 product reviews", "2,000 news articles"},
        ),
    ],
)
def test_counted_items_of_data_experimented_on_are_evaluated_on(nlp, sentence, expected):
    evaluated, types = run(nlp, sentence)
    assert expected <= evaluated
    assert all(types[text] is EntityType.DATASET for text in expected)


@pytest.mark.parametrize(
    "sentence",
    [
        "Our experiments on 50,000 images show clear gains.",
        "We evaluate GlimNet on 20 test images.",
        "It was trained for 100 epochs on 8 GPUs with 16 images per batch.",
        "Prior work (Doe et al., 2019) reported results on 300 retinal scans.",
    ],
)
def test_counted_items_that_say_not_which_data_are_no_dataset(nlp, sentence):
    evaluated, _ = run(nlp, sentence)
    assert not any(text[0].isdigit() for text in evaluated)


@pytest.mark.parametrize(
    "sentence",
    [
        "We reuse ResNets (Doe et al., 2018) trained on 9 billion stock photography images.",
        "On a reference splice-site dataset with 4,000 genomic sequences, GlimNet outperforms "
        "baselines.",
    ],
)
def test_counted_items_of_others_or_of_a_named_collection_are_not_the_data(nlp, sentence):
    evaluated, _ = run(nlp, sentence)
    assert not any(text[0].isdigit() for text in evaluated)


def test_a_names_tasks_typed_dataset_are_the_names(nlp):
    evaluated, types = run(
        nlp, "We evaluate GlimNet on the Vorla-QA dialog tasks and report gains."
    )
    assert evaluated == {"Vorla-QA"}
    assert types["Vorla-QA"] is EntityType.DATASET
