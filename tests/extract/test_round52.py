"""Round 52 (sentences written here; each part below has its own comment).

Part 1 (results): a metric's drop that "remains" small is a cost; "<metric> at test time is 3x"
gives the factor its metric; the size a run was set at ("at an ensemble of size 4") is no
value; values listed together take, in order, the metrics a list before them names when the
sentence says "respectively"; a value a result would need is none; LaTeX's em dash glued to
the words around it ("NER---88.16%") sets them apart. Part 2: two names a cue's object lists
with a description each ("KelpNet, a network for X, and ZorbSet, a dataset of Y") are both
proposed; a known name so described is not. Part 4: a purpose's own purpose goes with it ("an
approach to leverage kelp sorters to answer pebble questions"), not a question's infinitive
("to illustrate how to reduce X"); the task that last purpose states is still the paper's.
Part 5 (results): a metric named in a bracket right after the value is its own ("by 16%
(relative measure on success rate)"); a range with a sign after each number ("4%-27%") is one
value, a falling one ("50.02%-0.15%") a difference; a factor the tagger took into the words
after it ("10x inference") is read; a metric for which higher is better "reduced to" a value
gives another's loss, no score; a change "by a relative 8%" is an improvement.
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


# Part 1: results.


def _results(nlp, text: str) -> set[tuple[str, str, bool]]:
    extraction = _extract(nlp, "We propose KelpNet. " + text)
    return {
        (extraction.mentions[r.metric].text, r.value, r.improvement) for r in extraction.results
    }


@pytest.mark.parametrize(
    "text",
    [
        "The kelp sorter can be accelerated 6x while the accuracy drop remains only 1.2%.",
        "On pebble data, the F1 drop stays under 0.4%.",
    ],
)
def test_a_drop_that_remains_small_is_a_cost(nlp, text):
    assert not {r for r in _results(nlp, text) if r[0] in ("accuracy", "F1")}


@pytest.mark.parametrize(
    ("text", "expected", "wrong"),
    [
        (
            "The speedup at test time is 3X and the memory reduction is 3X at an ensemble of "
            "size 4.",
            {("speedup", "3×", True), ("memory reduction", "3×", True)},
            "4",
        ),
        ("The speedup on kelp data is 5x.", {("speedup", "5×", True)}, None),
        (  # guard
            "KelpNet reaches 91.2% accuracy with a batch size of 128.",
            {("accuracy", "91.2%", False)},
            "128",
        ),
    ],
)
def test_a_factor_after_its_metric_and_a_copula(nlp, text, expected, wrong):
    results = _results(nlp, text)
    assert expected <= results
    assert wrong is None or wrong not in {value for _, value, _ in results}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "KelpNet improves recall and precision by 4.1% and 2.3%, respectively.",
            {("recall", "4.1%", True), ("precision", "2.3%", True)},
        ),
        (
            "KelpNet reaches an accuracy and an F1 score of 91.2% and 88.4%, respectively.",
            {("accuracy", "91.2%", False), ("F1 score", "88.4%", False)},
        ),
        (  # guard: the datasets pair, the metric stays
            "KelpNet reaches 91.2% and 88.4% accuracy on SVHN and STL-10, respectively.",
            {("accuracy", "91.2%", False), ("accuracy", "88.4%", False)},
        ),
    ],
)
def test_values_take_the_metrics_listed_respectively(nlp, text, expected):
    assert _results(nlp, text) == expected


def test_an_elided_metric_is_not_paired(nlp):  # guard
    results = _results(
        nlp, "Top-1 and Top-5 error of kelp sorters rise by 12% and 38%, respectively."
    )
    assert "Top-1" not in {metric for metric, _, _ in results}


def test_a_value_needed_is_no_result(nlp):
    text = "We find that a success rate of over 98% is needed for pebble attacks to succeed."
    assert not _results(nlp, text)


def test_an_em_dash_glued_to_words_sets_them_apart(nlp):
    extraction = _extract(nlp, "We reach new results on Twitter NER---88.16% F1 for Spanish kelp.")
    assert not any("---" in m.text or "88.16" in m.text for m in extraction.mentions)
    assert ("88.16%",) in {(r.value,) for r in extraction.results}


# Part 2: "X, a ..., and Y, a ...".


def _proposed(nlp, text: str) -> set[str]:
    extraction = _extract(nlp, text)
    return {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.PROPOSES
    }


@pytest.mark.parametrize(
    "text",
    [
        "We introduce KelpNet, a network for sorting pebbles, and ZorbSet, a dataset of 10k "
        "annotated pebbles.",
        "Our contributions are KelpNet, a pebble sorter, and ZorbSet, a loss for sorting.",
    ],
)
def test_two_names_described_each_are_both_proposed(nlp, text):
    assert {"KelpNet", "ZorbSet"} <= _proposed(nlp, text)


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        (  # guard
            "We present KelpNet, a network for sorting pebbles, and ImageNet, a dataset.",
            "ImageNet",
        ),
        (  # guard
            "We introduce KelpNet, a sorter based on BERT, and show that it beats ZorbNet, a "
            "larger model.",
            "ZorbNet",
        ),
    ],
)
def test_a_known_or_later_name_described_is_not_proposed(nlp, text, gone):
    proposed = _proposed(nlp, text)
    assert "KelpNet" in proposed and gone not in proposed


# Part 4: "to V X to V Y".


@pytest.mark.parametrize(
    ("text", "label", "task"),
    [
        (
            "We propose an approach to leverage simple kelp sorters to answer compound pebble "
            "questions. Our model has two parts.",
            "approach to leverage simple kelp sorters to answer compound pebble questions",
            "answering compound pebble questions",
        ),
    ],
)
def test_a_purpose_keeps_its_own_purpose(nlp, text, label, task):
    extraction = _extract(nlp, text)
    objects = {
        (r.predicate, extraction.mentions[r.object].text)
        for r in extraction.relations
        if r.subject is None
    }
    assert (Predicate.ADDRESSES_TASK, task) in objects
    assert (Predicate.PROPOSES, label) in objects


def test_a_single_purpose_inside_a_label_states_no_new_task(nlp):  # guard
    extraction = _extract(
        nlp, "We introduce a heuristic to estimate the pebble curvature of kelp data."
    )
    tasks = {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.ADDRESSES_TASK
    }
    assert "estimating pebble curvature of kelp data" not in tasks


def test_a_question_infinitive_is_no_purpose_of_the_thing(nlp):  # guard
    proposed = _proposed(
        nlp, "We present a kelp sorting scheme to illustrate how to reduce the pebble space."
    )
    assert "kelp sorting scheme" in proposed


# Part 5: results.


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "KelpNet outperforms the baselines by 16% (relative measure on success rate) on "
            "unseen pebbles.",
            ("success rate", "16%", True),
        ),
        (
            "KelpNet reaches 91.2% (top-1 accuracy) on pebble images.",
            ("top-1 accuracy", "91.2%", False),
        ),
        (
            "KelpNet reduces the relative error rate by 4%-27%.",
            ("relative error rate", "4%-27%", True),
        ),
        ("KelpNet achieves up to 10x inference speedup over pebbles.", ("speedup", "10×", True)),
        (
            "KelpNet decreases the mean error by a relative 8% compared to other pebble sorters.",
            ("mean error", "8%", True),
        ),
    ],
)
def test_more_values_read(nlp, text, expected):
    assert expected in _results(nlp, text)


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        (  # guard
            "KelpNet reaches a test error of 49.87% (50.02%-0.15%) on pebble images.",
            "50.02%-0.15%",
        ),
        (
            "KelpNet retains accuracies above 75%, while ZorbNet sees its accuracies reduced to "
            "below 1%.",
            "1%",
        ),
    ],
)
def test_a_difference_or_another_s_loss_is_no_result(nlp, text, wrong):
    assert wrong not in {value for _, value, _ in _results(nlp, text)}
