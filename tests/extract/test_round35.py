"""Round 35 (sentences written here, from abstracts written in today's style).

* "achieves 2.1x and 2.4x wall-clock speedups on KelpBench and SieveQA": a factor written as
  one token ("2.4x") is a value when its metric is named right after it (two modifiers at
  most) or right before it with "of" ("a compression rate of 8x, 3x and 1.4x"); listed factors
  pair with listed data as percentages do (before, no factor written so was read: on the
  3,229 graph 14 results come, all read right: speedups, compression rates). Not a size ("2x
  fewer computations", "5x smaller models") nor a factor whose metric stands after a function
  word ("600x without losing accuracy", "8x with an accuracy gain"): first versions read those
  as accuracy.
* "a 3.83 subjective 5-scale mean opinion score": a hyphenated modifier may stand between a
  value and its metric (before, none; 2 results on the 3,229 graph, both right).
* "reduces KelpText perplexity from 11.8 to 7.9 and improves average accuracy on five
  commonsense reasoning tasks by 6.3 points": a value whose metric is said to be measured on
  something other than data is not on the sentence's one dataset (before, "on KelpText").
* "improves sequence recovery from 52.4% to 58.9% over GravelFold": a gain stated from one
  value to another compares with what follows "over", as "by 6.5 points over" does.
* "surpassing the previous best of 60.8% by GravelNet": whose result is surpassed is compared
  with (before, only mentioned).
* "unlearns a client 9x faster than data selection": a task right after "than / compared with"
  is what the paper is set against, not its task (before, addressed).
* "Accuracy falls by 20 to 45 points under attack": "falls / declines / degrades by" is a loss
  as "drops by" is, and a range's end after it too (before, two accuracy improvements).
* "..., and 41% of our generated structures are stable": a share of things named after the
  value takes no metric named before it (before, "41% root mean square error").
* "by 6.1 mIoU on A and by 3.4% overall accuracy on B": a metric one modifier after a value is
  its own where the metric before belongs to another value (before, "3.4% mIoU"; on the
  3,229 graph "48.4% reduced FLOPs" is no longer an accuracy improvement).
* Tasks named as context are mentioned, not addressed, and the graph keeps them so (rule
  TASK_CONTEXT_RULE): fields a problem matters in ("essential in high-stakes domains such as
  drug discovery and fraud detection", "applications like X", "a fundamental problem in
  recommendation, sports analytics and X", "related fields such as calibration"), where
  others' methods succeeded ("have been successful for language modeling and image
  classification"), what the paper is set against. Not where "we" or "this paper" states the
  list ("We show results in applications including instance segmentation") or the paper's
  own thing is taken to them ("the discovered architecture transfers well to other
  applications such as object detection"), nor one field
  ("a key problem in machine translation, which we address"). On the 3,229 graph 46
  addressesTask edges become mentions, all read: about 40 right, a few arguable (an "it" that
  is the paper's model: "It also empowers applications including visual question
  answering").
* "3.2x higher decoding throughput than X": a factor before a comparative is an improvement
  (one result on the 3,229 graph: "2-4x higher inception scores than the baselines").
* "end-to-end models trail cascaded ones by 6.4 BLEU": a gap behind another is no gain
  (before, a BLEU improvement).
* "We propose to learn the step schedule with a small network trained to minimize X": a
  purpose clause's participle ends no label (before, "... network trained", which the linker
  rejects as a fragment, so nothing was proposed).
* "reduces the detection rate to below 5% at a PSNR above 30 dB": a metric after "at" is where
  the value before was reached, and a bound on it ("above / below / at least 30 dB") is no
  score (before, "5% PSNR" and "30 PSNR").
* "raises accuracy from 71.3% to 89.6% on MATH-500 and from 45.2% to 70.8% on AIME 2024": a
  second range after the first one's data takes its metric (before, 70.8% was not read; one
  result on the 3,229 graph: "from 98.9% to 99.3% on the few-shot classification task").
* "improving over LogRank and Entropy by 8 and 4 points": names a proposal improves over are
  methods, not data the tagger saw (before, "evaluated on LogRank").
* Gazetteer: sequence recovery, self-consistency TM-score (scTM) (Metrics; before, a Task and
  the LLM decoding method "self-consistency"), dataset distillation (Task, dataset
  condensation; the tagger typed it a Method), federated unlearning (Task), General Data
  Protection Regulation (Concept, =GDPR; the tagger typed it a Method), Sentinel-2 (Dataset),
  DMLab (=, DeepMind Lab, an Environment; before, a Method: 3 papers of the 3,229 graph now
  evaluate on it), Creative Commons license (Concept, =CC-BY and its variants; before, "CC-BY"
  was a used Method), optimal power flow (Task, AC-OPF; the tagger's "AC" was a task),
  electrocardiogram (Concept, =ECG; before, the tagger's "Electrocardiograms" was a used
  Method), Tree-Ring watermark, StegaStamp, Stable Signature (Methods; "Tree-Ring" was a
  task), DetectGPT, Fast-DetectGPT (Methods), normalized score (Metric, D4RL normalized
  score: "a normalized score of 88.2 on the D4RL locomotion tasks" is read).
"""

from __future__ import annotations

import pytest
from conftest import pipeline_objects, pipeline_proposed, pipeline_results, pipeline_scored

from kg.extract.pipeline import make_pipeline
from kg.graph import _fit_predicate
from kg.lexicon.gazetteer import load_gazetteer
from kg.types import TASK_CONTEXT_RULE, EntityType, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We propose PebbleTree, a decoding method. PebbleTree achieves a 2.4x speedup on "
            "KelpBench.",
            [("speedup", "2.4×", "KelpBench")],
        ),
        (
            "We propose PebbleTree, a decoding method. PebbleTree achieves 2.1x and 2.4x "
            "wall-clock speedups on KelpBench and SieveQA.",
            [("speedups", "2.1×", "KelpBench"), ("speedups", "2.4×", "SieveQA")],
        ),
        (
            "We propose PebbleTree, a pruning method. For VGG-16 on CIFAR-10, CIFAR-100 and "
            "ImageNet, PebbleTree achieves a compression rate of 8x, 3x, and 1.4x, respectively.",
            [
                ("compression rate", "8×", "CIFAR-10"),
                ("compression rate", "3×", "CIFAR-100"),
                ("compression rate", "1.4×", "ImageNet"),
            ],
        ),
        (
            "We propose PebbleTree, a pruning method. PebbleTree reaches a 6.35x inference "
            "speedup over GravelNet.",
            [("speedup", "6.35×", None)],
        ),
    ],
)
def test_a_factor_written_as_one_token_is_read_with_its_metric(nlp, text, expected):
    assert pipeline_scored(nlp, text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # guards: the code before read no one-token factor; a first version of this round read
        # each of these as an accuracy
        "We propose PebbleTree. It matches the accuracy of GravelNet with 2x fewer computations.",
        "We propose PebbleTree. For a given accuracy target, PebbleTree produces 5x smaller "
        "models than GravelNet.",
        "We propose PebbleTree. PebbleTree achieves a gradient ratio from 270x to 600x without "
        "losing accuracy.",
    ],
)
def test_a_factor_whose_metric_is_elsewhere_is_no_score(nlp, text):
    assert [r for r in pipeline_scored(nlp, text) if r[0] == "accuracy"] == []


def test_a_hyphenated_modifier_may_stand_before_the_metric(nlp):
    text = (
        "We propose PebbleVoice. PebbleVoice achieves a 3.83 subjective 5-scale mean opinion score."
    )
    assert pipeline_scored(nlp, text) == [("mean opinion score", "3.83", None)]


def test_a_value_measured_on_tasks_is_not_on_the_one_dataset(nlp):
    text = (
        "We propose PebbleQuant, a quantization method. PebbleQuant reduces WikiText-2 "
        "perplexity from 11.8 to 7.9 compared with GravelQuant and improves average zero-shot "
        "accuracy on five commonsense reasoning tasks by 6.3 points over KelpQuant."
    )
    scored = {value: dataset for _, value, dataset in pipeline_scored(nlp, text)}
    assert scored == {"7.9": "WikiText-2", "6.3": None}


@pytest.mark.parametrize(
    ("text", "compared"),
    [
        (
            "We propose PebbleFold, a protein design model. PebbleFold improves sequence recovery "
            "from 52.4% to 58.9% over GravelFold on CATH.",
            "GravelFold",
        ),
        (
            "We propose PebbleDistill. PebbleDistill achieves 67.2% top-1 accuracy on ImageNet, "
            "surpassing the previous best of 60.8% by GravelNet.",
            "GravelNet",
        ),
    ],
)
def test_whose_result_is_surpassed_is_compared_with(nlp, text, compared):
    assert compared in pipeline_objects(nlp, text, Predicate.COMPARES_WITH)


def test_a_task_the_paper_is_set_against_is_not_its_task(nlp):
    text = (
        "We present PebbleForget, a federated method. PebbleForget removes a client 9x faster "
        "than data selection while matching its accuracy."
    )
    assert "data selection" not in pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert "data selection" in pipeline_objects(nlp, text, Predicate.MENTIONS)


def test_a_fall_by_points_is_a_loss(nlp):
    text = "We study PebbleNet. Accuracy falls by 20 to 45 points under attack for every model."
    assert pipeline_scored(nlp, text) == []


def test_a_share_of_things_takes_no_metric_named_before(nlp):
    text = (
        "We propose PebbleCrystal. PebbleCrystal reduces the root mean square error by 21% "
        "compared with GravelCSP, and 41% of our generated structures are stable."
    )
    assert [value for _, value, _ in pipeline_scored(nlp, text)] == ["21%"]


def test_a_metric_one_modifier_after_the_value_is_its_own(nlp):
    text = (
        "We propose PebbleSat. PebbleSat improves crop type classification on PASTIS by 6.1 mIoU "
        "and on the BreizhCrops dataset by 3.4% overall accuracy."
    )
    assert pipeline_scored(nlp, text) == [
        ("mIoU", "6.1", "PASTIS"),
        ("accuracy", "3.4%", "BreizhCrops"),
    ]


@pytest.mark.parametrize(
    ("text", "context"),
    [
        (
            "We propose PebbleExplain. Explaining graph models is essential in high-stakes domains "
            "such as drug discovery and fraud detection.",
            {"drug discovery", "fraud detection"},
        ),
        (
            "We propose PebbleRank. Learning a ranking is a fundamental problem in "
            "recommendation, sports analytics and dialogue systems.",
            {"recommendation", "sports analytics", "dialogue systems"},
        ),
        (
            "We propose PebbleMoE. Mixture-of-experts layers have been successful for language "
            "modeling and image classification, but not for semantic segmentation.",
            {"language modeling", "image classification"},
        ),
        (
            "We propose PebbleCal and compare methods from related fields such as model "
            "calibration.",
            {"model calibration"},
        ),
    ],
)
def test_a_task_named_as_context_is_mentioned_not_addressed(nlp, text, context):
    assert not context & pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert context <= pipeline_objects(nlp, text, Predicate.MENTIONS)


@pytest.mark.parametrize(
    ("text", "task"),
    [
        # guards (the code before addressed these too)
        (
            "We propose PebbleSlim. We show results in applications including instance "
            "segmentation and person keypoint detection.",
            "instance segmentation",
        ),
        (
            "Word alignment is a key problem in machine translation, which we address with "
            "PebbleAlign.",
            "machine translation",
        ),
        ("We have successfully applied PebbleNet to image classification.", "image classification"),
        # the paper's own thing taken to the applications (a first version of this round made
        # them context; the hand-judged dev set 'tasks' expects them)
        (
            "We propose PebbleNAS. The discovered architecture also transfers well to other "
            "computer vision applications such as object detection and person re-identification.",
            "person re-identification",
        ),
    ],
)
def test_a_list_the_paper_states_is_its_own(nlp, text, task):
    assert task in pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)


def test_a_factor_before_a_comparative_is_an_improvement(nlp):
    text = "We propose PebbleKernel. PebbleKernel achieves 3.2x higher throughput than GravelNet."
    assert pipeline_results(nlp, text) == [("throughput", "3.2×", True)]


def test_a_gap_behind_another_is_no_gain(nlp):
    text = "We introduce PebbleBench. End-to-end models trail cascaded ones by 6.4 BLEU on average."
    assert pipeline_results(nlp, text) == []


def test_a_purpose_participle_ends_no_proposal_label(nlp):
    text = (
        "Pebble models are slow to sample. We propose to learn the pebble step schedule with a "
        "small network trained to minimize the discretization error."
    )
    assert pipeline_proposed(nlp, text) == {
        "learning the pebble step schedule with a small network"
    }


def test_a_bound_at_an_operating_point_is_no_score(nlp):
    text = (
        "We propose PebbleWash, a removal attack. PebbleWash reduces the detection rate of "
        "GravelMark watermarks to below 5% at a PSNR above 30 dB."
    )
    assert [r for r in pipeline_scored(nlp, text) if r[0] == "PSNR"] == []


def test_a_second_range_after_the_first_ones_data_takes_its_metric(nlp):
    text = (
        "We propose PebbleProbe. Abstaining with PebbleProbe raises accuracy on answered "
        "questions from 71.3% to 89.6% on MATH-500 and from 45.2% to 70.8% on AIME 2024."
    )
    assert pipeline_scored(nlp, text) == [
        ("accuracy", "89.6%", "MATH-500"),
        ("accuracy", "70.8%", "AIME 2024"),
    ]


def test_what_a_proposal_improves_over_is_a_method(nlp):
    text = (
        "We propose KelpDet, a zero-shot detector. KelpDet achieves an average AUROC of 0.96 "
        "across texts from GPT-4 and Claude, improving over LogRank and Entropy by 8 and 4 points."
    )
    assert "LogRank" in pipeline_objects(nlp, text, Predicate.COMPARES_WITH)
    assert "LogRank" not in pipeline_objects(nlp, text, Predicate.EVALUATES_ON)


def test_a_normalized_score_is_read(nlp):
    text = (
        "We propose PebbleQ, an offline RL method. PebbleQ achieves a normalized score of 88.2 "
        "on the D4RL locomotion tasks and 71.5 on AntMaze."
    )
    assert pipeline_scored(nlp, text) == [
        ("normalized score", "88.2", "D4RL"),
        ("normalized score", "71.5", "AntMaze"),
    ]


def test_the_graph_keeps_a_context_task_a_mention():
    rule = f"rule.{TASK_CONTEXT_RULE}"
    fitted = _fit_predicate(Predicate.MENTIONS, "Task", "Paper", mention_kind="Task", rule=rule)
    assert fitted is Predicate.MENTIONS


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("sequence recovery", EntityType.METRIC),
        ("scTM", EntityType.METRIC),
        ("dataset condensation", EntityType.TASK),
        ("federated unlearning", EntityType.TASK),
        ("GDPR", EntityType.CONCEPT),
        ("Sentinel-2", EntityType.DATASET),
        ("DMLab", EntityType.ENVIRONMENT),
        ("CC-BY", EntityType.CONCEPT),
        ("AC optimal power flow", EntityType.TASK),
        ("ECG", EntityType.CONCEPT),
        ("Tree-Ring", EntityType.METHOD),
        ("StegaStamp", EntityType.METHOD),
        ("Fast-DetectGPT", EntityType.METHOD),
    ],
)
def test_gazetteer_names_of_round_35(name, kind):
    gazetteer = load_gazetteer()
    assert gazetteer.lookup(name).type is kind
