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
