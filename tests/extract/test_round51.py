"""Round 51 (sentences written here; each part below has its own comment).

Part 2: a change "from 70% to over 90%" reaches its second value; the first is the baseline's,
no result of the paper. Part 3: a purpose "to both X and Y" keeps both verbs ("a method to both
sort and count pebbles"), never ending at the first; a relative clause ends before "and a" that
opens a second thing with a clause of its own ("a model that sorts X and a network that ...").
Part 4 (results): what chance scores is no result; "Nx smaller <metric>" is a change; "model
size" is a measure results are reported in; a factor with a capital X; the value contrasted and
a cost are no results; more shapes of a value and its metric.
"""

import pytest

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.types import Paper, Predicate

_OPENING = "Kelp sorting is widely studied in geology. "


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _extract(nlp, text: str):
    return extract_one(Paper(key="p", abstract=_OPENING + text), nlp=nlp)


# Part 2: "from A to over B".


@pytest.mark.parametrize(
    "text",
    [
        "KelpNet improves the detection rate from 70% to over 90% for small pebbles.",
        "KelpNet raises the detection rate from 70% to nearly 90% on small pebbles.",
    ],
)
def test_a_change_reaches_its_second_value(nlp, text):
    extraction = _extract(nlp, "We propose KelpNet. " + text)
    values = {r.value for r in extraction.results}
    assert "90%" in values and "70%" not in values


# Part 3: "to both X and Y"; a second thing with its own clause.


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "We propose a method to both sort and count the pebbles of kelp forests.",
            "method to both sort and count the pebbles of kelp forests",
        ),
        (
            "In this work, we propose a method to both interpret and augment the outputs of "
            "black-box kelp sorters.",
            "method to both interpret and augment the outputs of black-box kelp sorters",
        ),
    ],
)
def test_both_verbs_stay_in_the_purpose(nlp, text, label):
    assert label in _proposed(nlp, text)


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "We propose a kelp model that sorts pebbles and a zorble network that counts them.",
            "kelp model that sorts pebbles",
        ),
        (  # guard: a verb's two objects stay in its clause
            "We propose a general algorithm that optimizes a probe and a kelp model to rapidly "
            "sort pebbles.",
            "general algorithm that optimizes a probe and a kelp model",
        ),
    ],
)
def test_a_second_thing_with_its_own_clause_ends_the_first(nlp, text, label):
    assert label in _proposed(nlp, text)


def _proposed(nlp, text: str) -> set[str]:
    extraction = _extract(nlp, text)
    return {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.PROPOSES
    }


# Part 4: results.


def _results(nlp, text: str) -> set[tuple[str, str, bool]]:
    extraction = _extract(nlp, "We propose KelpNet. " + text)
    return {
        (extraction.mentions[r.metric].text, r.value, r.improvement) for r in extraction.results
    }


@pytest.mark.parametrize(
    "text",
    [
        "The pebble states were identified with an average test accuracy of 89% (chance level "
        "4.8%).",
        "KelpNet reaches an accuracy of 64% (chance: 25%) on the pebble data.",
    ],
)
def test_chance_is_no_result(nlp, text):
    values = {value for _, value, _ in _results(nlp, text)}
    assert values and not values & {"4.8%", "25%"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Our kelp models with 21.1x smaller model size keep their accuracy.",
            ("model size", "21.1×", True),
        ),
        (
            "KelpNet has a 3x smaller memory footprint than ZorbNet.",
            ("memory footprint", "3×", True),
        ),
        ("KelpNet reduces the model size by 10x.", ("model size", "10×", True)),
    ],
)
def test_smaller_is_a_change(nlp, text, expected):
    assert expected in _results(nlp, text)


def test_a_measure_something_varies_with_is_not_the_values(nlp):
    text = (
        "The speedup of kelp sorters over tuned baselines is lower than claimed and decreases "
        "with model size to only 1.1x for large pebble models."
    )
    assert not any(metric == "model size" for metric, _, _ in _results(nlp, text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Our unrolled kelp solver is 20X faster than classic solvers.", ("faster", "20×", True)),
        ("KelpNet reaches speedups of up to 1.8X over one GPU.", ("speedups", "1.8×", True)),
    ],
)
def test_a_factor_with_a_capital_x(nlp, text, expected):
    assert expected in _results(nlp, text)


@pytest.mark.parametrize(
    ("text", "kept", "gone"),
    [
        (
            "KelpNet reaches 96.9% accuracy on a pebble test, in contrast to 75% from plain "
            "sentence embeddings.",
            "96.9%",
            "75%",
        ),
        (
            "KelpNet reaches 81% accuracy on pebbles, as opposed to 70% for ZorbNet.",
            "81%",
            "70%",
        ),
    ],
)
def test_the_value_contrasted_is_another_s(nlp, text, kept, gone):
    values = {value for _, value, _ in _results(nlp, text)}
    assert kept in values and gone not in values


@pytest.mark.parametrize(
    "text",
    [
        "We reach this at a cost of as little as 2.0 BLEU points relative to the kelp teacher.",
        "KelpNet compresses pebble networks with only a fractional deterioration of "
        "classification accuracy (0.15% to 5.33%).",
    ],
)
def test_a_cost_is_no_result(nlp, text):
    assert not _results(nlp, text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We reach compression rates of more than 10x for kelp models.",
            ("compression rates", "10×", False),
        ),
        (
            "Our kelp learner improves 26% (relative) in top-1 classification accuracy over "
            "pebble baselines.",
            ("top-1 classification accuracy", "26%", True),
        ),
        ("Our kelp learner improves 26% in top-1 accuracy.", ("top-1 accuracy", "26%", True)),
        (
            "KelpNet reaches up to 14% improvement based on the standard F1 score.",
            ("F1 score", "14%", True),
        ),
        ("KelpNet gives a 3% improvement in terms of F1.", ("F1", "3%", True)),  # guard
    ],
)
def test_more_shapes_of_a_value_and_its_metric(nlp, text, expected):
    assert expected in _results(nlp, text)


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        (
            "KelpNet reaches over 1.9x speedup, 5% improvement in test loss, and 4% improvement "
            "in F1 scores.",
            ("speedup", "5%", True),
        ),
        (
            "Our cleaned pebble images achieve a significant boost in downstream recognition "
            "accuracy by popular OCR software such as Tesseract 4.0.",
            ("accuracy", "4.0", False),
        ),
    ],
)
def test_a_value_of_something_else_is_no_value_of_the_metric(nlp, text, wrong):
    assert wrong not in _results(nlp, text)
