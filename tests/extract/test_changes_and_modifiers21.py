"""Round 21: a change in a metric or a cost is a Metric, not a Method (kg.extract.kinds); a
change noun with "up to" / "about" / "≈" before the value makes an improvement
(kg.extract.relations.results); a label ending in an adjectival compound ("RL-style") and a
class of models praised for how they perform ("high-performing networks") name nothing
(kg.link.termhood), nor does a gazetteer model family after words that say which of its
members ("open-source LRMs", "external LLMs").

Sentences and phrases written for these tests. The first two improvement sentences and the
"up to" score, the "8 workers" count, the "3 points" value, "Barnet-2.5-Base" and the "2 dB" gap
are guards: they pass on the code before this round too.
"""

from __future__ import annotations

import pytest

from kg.extract import extract_one
from kg.extract.kinds import not_a_method
from kg.extract.pipeline import make_pipeline
from kg.link.termhood import GENERIC, describes, termhood
from kg.text import clean_surface
from kg.types import EntityType, Paper


@pytest.mark.parametrize(
    ("surface", "expected"),
    [
        ("average MAE reduction", "Metric"),  # an acronym of a metric
        ("FLOPs reduction", "Metric"),  # a gazetteer metric
        ("mean latency reduction", "Metric"),  # a cost
        ("top-1 accuracy gains", "Metric"),
        ("relative error decrease", "Metric"),
        ("dimensionality reduction", "Method"),  # named by what it reduces
        ("speckle noise reduction", "Method"),
        ("variance reduction", "Method"),
        ("information gain", "Method"),
    ],
)
def test_a_change_in_a_metric_or_a_cost_is_a_metric(surface, expected):
    assert not_a_method(surface, EntityType.METHOD).value == expected


@pytest.mark.parametrize(
    ("surface", "etype", "expected"),
    [
        ("lDDT points", EntityType.DATASET, "Metric"),  # a metric's points, whatever the tag
        ("BLEU points", EntityType.METHOD, "Metric"),
        ("data points", EntityType.DATASET, "Dataset"),  # no metric before the points
        ("key points", EntityType.CONCEPT, "Concept"),
    ],
)
def test_the_points_of_a_metric_are_a_metric(surface, etype, expected):
    assert not_a_method(surface, etype).value == expected


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _results(nlp, text: str) -> list[tuple[str, str, str]]:
    extraction = extract_one(Paper(key="sha256:changes21", abstract=text), nlp=nlp)
    return [
        (
            clean_surface(extraction.mentions[r.metric].text),
            r.value,
            "improvement" if r.improvement else "score",
        )
        for r in extraction.results
    ]


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
    found = _results(nlp, text)
    assert [(v, kind) for _, v, kind in found] == [(value, "improvement")]


def test_a_score_with_up_to_stays_a_score(nlp):
    found = _results(nlp, "Our tagger reaches an accuracy of up to 93.5% on CoNLL-2003.")
    assert [(v, kind) for _, v, kind in found] == [("93.5%", "score")]


@pytest.mark.parametrize(
    ("label", "expected"),
    [
        ("RL-style", True),
        ("MV-oriented", True),
        ("bias-free", True),
        ("sentence-level", True),
        ("open-source LLM-based", True),
        ("ResNet-50", False),
        ("Mask R-CNN", False),
        ("StyleGAN", False),
        ("style transfer", False),
    ],
)
def test_a_label_ending_in_an_adjectival_compound_describes(label, expected):
    assert describes(label) is expected


@pytest.mark.parametrize(
    "label", ["high-performing networks", "best-performing models", "poorly-performing agents"]
)
def test_models_praised_for_how_they_perform_are_generic(label):
    assert termhood(label, named=False, defined=False, in_gazetteer=False) == GENERIC


@pytest.mark.parametrize(
    "label",
    [
        "open-source LRMs",
        "external LLMs",
        "proprietary vision-language models",
        "state-of-the-art VLMs",
        "eleven open-weight LLMs",
        "off-the-shelf foundation models",
    ],
)
def test_members_of_a_model_family_named_by_how_they_are_had_are_generic(label):
    # written as names (capitals), they still name a set of models, none in particular
    assert termhood(label, named=True, defined=False, in_gazetteer=False) == GENERIC


@pytest.mark.parametrize(
    "label", ["latent diffusion models", "Code LLMs", "medical VLMs", "LLMs", "Mixtral"]
)
def test_a_kind_of_model_or_a_family_alone_is_no_such_set(label):
    assert termhood(label, named=True, defined=False, in_gazetteer=False) != GENERIC


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
    assert _results(nlp, text) == expected


def test_a_whole_number_before_points_is_a_value(nlp):
    found = _results(nlp, "Zorbnet gains 3 points of F1 on CoNLL-2003 over Barnet.")
    assert [(v, kind) for _, v, kind in found] == [("3", "improvement")]


def test_a_metric_named_with_a_number_takes_its_value_after_of(nlp):
    found = _results(nlp, "Our agent reaches a pass@1 of 52.5% on HumanEval.")
    assert found == [("pass@1", "52.5%", "score")]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We distil the teacher into Zorb-3.1-Mini-8B. The student is fast.", "Zorb-3.1-Mini-8B"),
        ("Our baseline is Barnet-2.5-Base. It is slow.", "Barnet-2.5-Base"),
    ],
)
def test_a_name_at_a_sentence_end_leaves_the_full_stop_out(nlp, text, name):
    extraction = extract_one(Paper(key="sha256:stop21", abstract=text), nlp=nlp)
    found = [m.text for m in extraction.mentions if m.text.startswith(name[:4])]
    assert found == [name]


def test_an_initialism_keeps_its_last_stop():
    from kg.extract.mentions import sentence_period_end

    text = "Census data of the U.S. are used."
    assert sentence_period_end(text, 19, 23) == 23


@pytest.mark.parametrize(
    "sentence",
    [
        "heads that learn to down-weight noisy rewards",
        "a scorer trained to re-rank candidate answers",
        "layers that learn to up-sample coarse feature maps",
    ],
)
def test_a_hyphenated_verb_after_to_opens_no_noun_phrase(sentence):
    from kg.extract.phrases import noun_phrases

    words = sentence.split()
    starts = {words[start] for start, _ in noun_phrases(words)}
    assert not any("-" in word for word in starts)


def _results_on(nlp, text: str) -> list[tuple[str, str, str | None]]:
    extraction = extract_one(Paper(key="sha256:on21", abstract=text), nlp=nlp)
    mentions = extraction.mentions
    return [
        (
            mentions[r.metric].canonical or mentions[r.metric].text,
            r.value,
            None if r.dataset is None else mentions[r.dataset].text,
        )
        for r in extraction.results
    ]


def test_a_value_in_brackets_after_a_dataset_is_on_that_dataset(nlp):
    text = "Zorbnet improves accuracy on MMLU (46.1%), HellaSwag (62.3%) and ARC-Challenge (40.2%)."
    assert _results_on(nlp, text) == [
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
    assert _results_on(nlp, text) == []


@pytest.mark.parametrize(
    ("metric", "surface", "expected"),
    [
        ("accuracy", "downstream accuracy", "accuracy"),  # where it was measured
        ("accuracy", "zero-shot accuracy", "accuracy"),
        ("perplexity", "validation perplexity", "perplexity"),
        ("average precision score", "mean average precision score", None),  # a metric of its own
        ("signal-to-noise ratio", "peak signal-to-noise ratio", None),
    ],
)
def test_a_metric_named_with_where_it_was_measured_is_the_metric(metric, surface, expected):
    from kg.extract.candidates import qualified_metrics
    from kg.extract.mentions import Candidate

    start = len(surface) - len(metric)
    known = [Candidate(start, len(surface), EntityType.METRIC, "gazetteer", 0.9, metric)]
    tagged = [Candidate(0, len(surface), EntityType.METRIC, "ner", 0.45)]
    found = qualified_metrics(surface, tagged, known)[0].canonical
    assert found == (metric if expected else None)
