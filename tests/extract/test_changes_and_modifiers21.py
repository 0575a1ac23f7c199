"""Round 21: a change in a metric or a cost and a metric's points are Metrics, not a Method
or a Dataset (kg.extract.kinds); a label ending in an adjectival compound ("RL-style"), a class
of models praised for how they perform ("high-performing networks") and a gazetteer model
family after words that say which of its members ("open-source LRMs") name nothing
(kg.link.termhood); a name at a sentence's end leaves its full stop out; a hyphenated verb
after "to" opens no noun phrase; a metric named with where it was measured is the gazetteer
metric. The results of round 21 are tested in test_results.py.

Sentences and phrases written for these tests. "Barnet-2.5-Base" is a guard: it passes on the
code before this round too.
"""

from __future__ import annotations

import pytest

from kg.extract import extract_one
from kg.extract.kinds import not_a_method
from kg.extract.pipeline import make_pipeline
from kg.link.termhood import GENERIC, describes, termhood
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
