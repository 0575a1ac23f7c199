"""Reported results: scores and improvements, what is no value, datasets paired in order."""

from __future__ import annotations

import pytest

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.text import clean_surface
from kg.types import Paper


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def results(nlp, text: str) -> list[tuple[str, str, str | None, str]]:
    """(metric, value, dataset, "improvement" or "score") of each result of one abstract."""
    extraction = extract_one(Paper(key="sha256:results", abstract=text), nlp=nlp)
    mentions = extraction.mentions
    return [
        (
            clean_surface(mentions[r.metric].text),
            r.value,
            None if r.dataset is None else clean_surface(mentions[r.dataset].text),
            "improvement" if r.improvement else "score",
        )
        for r in extraction.results
    ]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "On the Adult dataset, HedgeTree yields an average F1 improvement of 5.95 points.",
            "5.95",
        ),
        ("HedgeTree brings a 40.5% reduction in RMSE on the Traffic dataset.", "40.5%"),
        ("HedgeTree improves accuracy by 0.4% on CIFAR-10.", "0.4%"),
        ("HedgeTree outperforms the strongest baseline by 3.2% in accuracy on SVHN.", "3.2%"),
        ("HedgeTree obtains 2.3 points higher BLEU than the transformer on IWSLT.", "2.3"),
    ],
)
def test_a_change_over_a_baseline_is_an_improvement(nlp, text, value):
    found = results(nlp, text)
    assert [(v, kind) for _, v, _, kind in found] == [(value, "improvement")]


def test_a_score_stays_a_score_next_to_an_improvement(nlp):
    found = results(
        nlp,
        "HedgeTree reaches an accuracy of 85.0% on CIFAR-100 and improves BLEU by 2.1 on WMT14.",
    )
    assert [(v, kind) for _, v, _, kind in found] == [("85.0%", "score"), ("2.1", "improvement")]


@pytest.mark.parametrize(
    "text",
    [
        "As reported in [3], HedgeTree is strong, and [2, 7] measure accuracy differently.",
        "We report accuracy (2) and F1 (3) for each of the settings.",
        r"We bound the $\ell_1$ error of HedgeTree in every round.",
        "HedgeTree has the best BLEU score on WMT 2016 among systems from 2019.",
    ],
)
def test_markers_years_and_subscripts_are_no_values(nlp, text):
    assert results(nlp, text) == []


def test_listed_values_pair_with_listed_datasets_in_order(nlp):
    found = results(nlp, "HedgeTree reaches accuracy of 91.2% and 88.4% on SVHN and STL-10.")
    assert [(v, d) for _, v, d, _ in found] == [("91.2%", "SVHN"), ("88.4%", "STL-10")]


def test_an_escaped_percent_is_a_value(nlp):
    found = results(nlp, r"HedgeTree reduces the error rate to 12.3\% on SVHN.")
    assert [(v, d, kind) for _, v, d, kind in found] == [("12.3%", "SVHN", "score")]


def test_the_dataset_named_in_the_sentence_is_attached(nlp):
    found = results(
        nlp, "We evaluate HedgeTree on ImageNet, where it obtains a top-1 accuracy of 79.3%."
    )
    assert [(v, d) for _, v, d, _ in found] == [("79.3%", "ImageNet")]


def test_a_listed_value_shares_the_metric_after_the_list(nlp):
    found = results(
        nlp, "HedgeTree reaches over 97% and 84% accuracy on the MNIST and CIFAR-10 datasets."
    )
    assert [(m, v, d) for m, v, d, _ in found] == [
        ("accuracy", "97%", "MNIST"),
        ("accuracy", "84%", "CIFAR-10"),
    ]


def test_durations_counts_and_baseline_scores_are_no_results(nlp):
    found = results(
        nlp,
        "HedgeTree reaches an error rate of 2.4% on SVHN within 0.3 GPU-days, and an accuracy "
        "of 71.5% on 5 shot tasks of miniImageNet, compared to the 64.2% accuracy of a baseline.",
    )
    assert [v for _, v, _, _ in found] == ["2.4%", "71.5%"]


def test_a_range_of_changes_is_one_value_with_the_metric_and_kind(nlp):
    # (one result per end until round 59)
    found = results(nlp, "HedgeTree gives a 4% to 9% drop in perplexity on WikiText-2.")
    assert [(m, v, kind) for m, v, _, kind in found] == [("perplexity", "4-9%", "improvement")]


@pytest.mark.parametrize(
    "text",
    [
        "HedgeTree keeps accuracy while shrinking the checkpoint from 120MB to 3.5MB.",
        "HedgeTree keeps its accuracy, cutting the update size of each step to 0.7MB.",
        "HedgeTree keeps accuracy with 250 parameters per layer.",
    ],
)
def test_sizes_are_no_scores(nlp, text):
    assert results(nlp, text) == []


def test_where_a_change_started_is_not_the_result(nlp):
    found = results(nlp, "HedgeTree raises accuracy from 71.5% to 78.0% on SVHN.")
    assert [v for _, v, _, _ in found] == ["78.0%"]


def test_a_range_of_factors_is_left_to_the_factor_rules(nlp):
    found = results(nlp, "Rival optimizers claim 1.3 to 2× speedup in wall-clock time.")
    assert "1.3" not in [v for _, v, _, _ in found]


# ------------------------------------------------------------------ round 2


def test_a_number_glued_to_the_word_before_it_is_read(nlp):
    found = results(nlp, "On ImageNet, our compact LiteWing attains81.3% top-1 accuracy.")
    assert found == [("top-1 accuracy", "81.3%", "ImageNet", "score")]


@pytest.mark.parametrize(
    "text",
    [
        "LiteWing reaches a top-1 accuracy above the baseline on 37 of 49 classes.",
        "LiteWing beats the baseline accuracy on 37 out of the 49 classes.",
    ],
)
def test_a_count_of_successes_is_no_value(nlp, text):
    assert results(nlp, text) == []


def test_a_count_next_to_a_score_leaves_the_score(nlp):
    found = results(nlp, "LiteWing reaches a top-1 accuracy of 71.2% on 37 of the 49 classes.")
    assert [(v, kind) for _, v, _, kind in found] == [("71.2%", "score")]


def test_a_well_known_metric_defined_with_its_acronym_stays_a_metric(nlp):
    """The acronym's definition types both forms as the gazetteer does, not as a method."""
    text = "With ten sources, our codec stays within 2 dB peak signal-to-noise ratio (PSNR) of one codec."
    extraction = extract_one(Paper(key="sha256:psnr", abstract=text), nlp=nlp)
    types = {m.text: m.type.value for m in extraction.mentions}
    assert types["peak signal-to-noise ratio"] == types["PSNR"] == "Metric"
    # "within 2 dB ... of one codec" is a gap to another codec's result, no score (round 21)
    assert [r.value for r in extraction.results] == []


def test_a_change_with_no_metric_is_not_drawn(nlp):
    """A result needs its metric (ontology/shapes.ttl): "by 4 points" alone is not one."""
    assert (
        results(nlp, "On the Penn Treebank, LiteWing improves over the LSTM baseline by 4 points.")
        == []
    )


# -- round 3: the metric after the value, the metric of each value, datasets before the values


@pytest.mark.parametrize(
    ("text", "metric", "value"),
    [
        ("RiverNet yields a 2.7 BLEU gain on IWSLT over the strongest system.", "BLEU", "2.7"),
        ("The tagger obtains a 1.8 point F1 improvement on OntoNotes.", "F1", "1.8"),
    ],
)
def test_a_change_word_after_the_metric_makes_an_improvement(nlp, text, metric, value):
    assert [(m, v, kind) for m, v, _, kind in results(nlp, text)] == [
        (metric, value, "improvement")
    ]


def test_each_value_takes_the_metric_right_after_it(nlp):
    found = results(nlp, "RiverNet reaches 3.9% error on CIFAR-10 and 95.1% accuracy on SVHN.")
    assert found == [
        ("error", "3.9%", "CIFAR-10", "score"),
        ("accuracy", "95.1%", "SVHN", "score"),
    ]


def test_an_error_lowered_to_a_value_is_a_score(nlp):
    found = results(nlp, "RiverNet lowers the top-1 error to 20.4% on ImageNet.")
    assert found == [("top-1 error", "20.4%", "ImageNet", "score")]


def test_datasets_named_before_the_values_pair_in_order_with_respectively(nlp):
    found = results(
        nlp, "On CIFAR-10 and SVHN, RiverNet reaches 93.4% and 96.0% accuracy, respectively."
    )
    assert [(v, d) for _, v, d, _ in found] == [("93.4%", "CIFAR-10"), ("96.0%", "SVHN")]


def test_a_unit_before_the_change_word_keeps_the_metric_mention(nlp):
    extraction = extract_one(
        Paper(key="sha256:units", abstract="RiverNet gives a 4 times reduction of memory."),
        nlp=nlp,
    )
    assert "times" not in {m.text for m in extraction.mentions}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "With a ResNet-32 backbone, GlintNet adds +1.7% accuracy on CIFAR-100.",
            [("accuracy", "+1.7%", "CIFAR-100", "improvement")],
        ),
        (
            "GlintVec gains 3.1 points on analogy accuracy over word2vec.",
            [("analogy accuracy", "3.1", None, "improvement")],
        ),
        (
            "GlintNet outperforms prior methods, with accuracy up 2.5% on SVHN.",
            [("accuracy", "2.5%", "SVHN", "improvement")],
        ),
        (
            "This corresponds to a 12% relative improvement in F1 on CoNLL-2003.",
            [("F1", "12%", "CoNLL-2003", "improvement")],
        ),
    ],
)
def test_a_sign_or_a_verb_of_change_makes_an_improvement(nlp, text, expected):
    assert results(nlp, text) == expected


def test_a_score_reached_up_to_a_value_stays_a_score(nlp):
    found = results(nlp, "GlintNet reaches up to 93.1% accuracy on CIFAR-10.")
    assert found == [("accuracy", "93.1%", "CIFAR-10", "score")]


@pytest.mark.parametrize(
    "text",
    [
        "GlintNet achieves 1.5% and 2.6% improvements in accuracy on CIFAR-10 and CIFAR-100, "
        "respectively.",
        "GlintNet achieves 1.5% and 2.6% accuracy gains on CIFAR-10 and CIFAR-100.",
    ],
)
def test_listed_changes_are_all_improvements_paired_with_their_datasets(nlp, text):
    assert results(nlp, text) == [
        ("accuracy", "1.5%", "CIFAR-10", "improvement"),
        ("accuracy", "2.6%", "CIFAR-100", "improvement"),
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "GlintNet prunes VGG-16 3x with an accuracy gain of 0.4%, 1.4% points, and 2.4%.",
            [("accuracy", v, None, "improvement") for v in ("0.4%", "1.4%", "2.4%")],
        ),
        (
            "GlintUnits improve top-1 accuracy on ImageNet by 0.9% for MobileNetV2 and 0.6% for "
            "ResNet-50.",
            [("top-1 accuracy", v, "ImageNet", "improvement") for v in ("0.9%", "0.6%")],
        ),
    ],
)
def test_values_listed_after_an_improvement_are_improvements(nlp, text, expected):
    assert results(nlp, text) == expected


def test_a_score_after_an_improvement_and_a_verb_stays_a_score(nlp):
    found = results(
        nlp, "GlintNet improves accuracy by 2.1% on CIFAR-10 and reaches 95.3% on SVHN."
    )
    assert [(v, kind) for _, v, _, kind in found] == [("2.1%", "improvement"), ("95.3%", "score")]


def test_points_on_a_metric_take_that_metric(nlp):
    found = results(
        nlp, "GlintVec gains 2.6 points in Spearman correlation and 3.4 points on analogy accuracy."
    )
    assert [(m, v) for m, v, _, _ in found] == [
        ("Spearman correlation", "2.6"),
        ("analogy accuracy", "3.4"),
    ]


def test_three_listed_values_share_the_metric_and_pair_with_three_datasets(nlp):
    found = results(
        nlp, "GlintNet reaches 95.3%, 94.1% and 93.2% accuracy on CIFAR-10, SVHN and STL-10."
    )
    assert found == [
        ("accuracy", "95.3%", "CIFAR-10", "score"),
        ("accuracy", "94.1%", "SVHN", "score"),
        ("accuracy", "93.2%", "STL-10", "score"),
    ]


def test_a_value_coordinated_with_an_improvement_in_the_same_unit_is_one(nlp):
    found = results(
        nlp,
        "GlintVec improves on flat embeddings by 2.6 points in Spearman correlation and"
        " 3.4 points on analogy accuracy.",
    )
    assert [(m, v, kind) for m, v, _, kind in found] == [
        ("Spearman correlation", "2.6", "improvement"),
        ("analogy accuracy", "3.4", "improvement"),
    ]


def test_listed_gains_with_points_pair_with_the_datasets_named_before_them(nlp):
    found = results(
        nlp,
        "For VGG-16 on CIFAR-10, CIFAR-100 and ImageNet, GlintPrune keeps a compression rate"
        " of 8x, 3x and 1.4x with an accuracy gain of 0.4%, 1.4% points, and 2.4% respectively.",
    )
    # (the compression rates are read too since round 35: factors written as one token)
    assert found == [
        ("compression rate", "8×", "CIFAR-10", "score"),
        ("compression rate", "3×", "CIFAR-100", "score"),
        ("compression rate", "1.4×", "ImageNet", "score"),
        ("accuracy", "0.4%", "CIFAR-10", "improvement"),
        ("accuracy", "1.4%", "CIFAR-100", "improvement"),
        ("accuracy", "2.4%", "ImageNet", "improvement"),
    ]


# ---------------------------------------------------------------- round 21: changes, counts, brackets
# (sentences written for these tests; the first two improvement sentences, the "up to" score,
# the "8 workers" count, the "3 points" value and the "2 dB" gap pass on the code before
# round 21 too)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "On KITTI, the refined model obtains an error reduction of up to 17% over the baseline.",
            "17%",
        ),
        ("Our sampler gives a BLEU improvement of about 1.4 points on WMT14.", "1.4"),
        (
            r"The solver achieves an average RMSE reduction up to $\approx 64\%$ on two flows.",
            "64%",
        ),
    ],
)
def test_a_change_noun_and_an_approximation_before_the_value_make_an_improvement(nlp, text, value):
    found = [(m, v, k) for m, v, _, k in results(nlp, text)]
    assert [(v, kind) for _, v, kind in found] == [(value, "improvement")]


def test_a_score_with_up_to_stays_a_score(nlp):
    found = [
        (m, v, k)
        for m, v, _, k in results(
            nlp, "Our tagger reaches an accuracy of up to 93.5% on CoNLL-2003."
        )
    ]
    assert [(v, kind) for _, v, kind in found] == [("93.5%", "score")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "On the Kestrel benchmark, our policy reaches a 91.4% success rate with only 40 demonstrations per task.",
            [("success rate", "91.4%", "score")],
        ),
        (
            "Trained with 8 workers, Zorbnet achieves 74.1% accuracy on ImageNet.",
            [("accuracy", "74.1%", "score")],
        ),
        (
            "Zorbnet reaches 12.5% accuracy gains on 5 datasets.",
            [("accuracy", "12.5%", "improvement")],
        ),
    ],
)
def test_a_whole_number_before_a_plural_noun_counts_things(nlp, text, expected):
    assert [(m, v, k) for m, v, _, k in results(nlp, text)] == expected


def test_a_whole_number_before_points_is_a_value(nlp):
    found = [
        (m, v, k)
        for m, v, _, k in results(nlp, "Zorbnet gains 3 points of F1 on CoNLL-2003 over Barnet.")
    ]
    assert [(v, kind) for _, v, kind in found] == [("3", "improvement")]


def test_a_metric_named_with_a_number_takes_its_value_after_of(nlp):
    found = [
        (m, v, k)
        for m, v, _, k in results(nlp, "Our agent reaches a pass@1 of 52.5% on HumanEval.")
    ]
    assert found == [("pass@1", "52.5%", "score")]


def test_a_value_in_brackets_after_a_dataset_is_on_that_dataset(nlp):
    text = "Zorbnet improves accuracy on MMLU (46.1%), HellaSwag (62.3%) and ARC-Challenge (40.2%)."
    assert [(m, v, d) for m, v, d, _ in results(nlp, text)] == [
        ("accuracy", "46.1%", "MMLU"),
        ("accuracy", "62.3%", "HellaSwag"),
        ("accuracy", "40.2%", "ARC-Challenge"),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Zorbnet keeps its accuracy within 1% of the dense baseline on CIFAR-100.",
        "The compressed codec stays within about 2 dB PSNR of the full codec on Kodak.",
    ],
)
def test_a_gap_to_another_result_is_no_score(nlp, text):
    assert [(m, v, d) for m, v, d, _ in results(nlp, text)] == []
