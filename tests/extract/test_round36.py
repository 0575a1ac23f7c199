"""Round 36 (sentences written here, in the style of today's abstracts).

* An activity that names a task once a noun says what it acts on ("glacier boundary
  extraction", "ledger schema induction", "spike train recovery", "reward signal
  acquisition", "hypernym discovery", "corpus construction", "stimulus decoding") is a term,
  so its node is drawn though one paper writes it in lower case (before, a phrase: kept, drawn
  only when extracted confidently; on the 3,229 graph 41 edges come, 27 of them tasks the
  paper addresses, all read). Not after a plain participle ("highest predicted recovery"
  says how much; a first version drew it in a written set).
* A title's "... Rule Induction with ..." states the paper's task, as "... Segmentation
  with ..." does.
* "a layer, which we name Quenorm, that ...": a capitalised word no dictionary has, right
  after the naming verb, is the name given even where the tagger found no mention there
  (before, nothing was proposed).
* "our method, called Zorbex, ...": the kind before the naming participle types the name (the
  tagger's Dataset becomes a Method; on the 3,229 graph four proposals are retyped so, all
  right).
* "learning node representations", "learning cross-lingual word embeddings": learning
  representations of a named kind of thing is a task, a term, and one node with its noun
  phrase ("node representation learning"; merge rule ``gerund form``). Not representations of
  no named kind ("learning robust / feature representations"). On the 3,229 graph 30
  addressesTask edges come, all read; three papers' "learning sentence representations" join
  "sentence representation learning".
* "raises the pass rate on miniF2F-test from 52.0% to 61.5%": a known dataset with its split
  glued on by a hyphen ("-test", "-val", "-valid", "-train", "-dev") is that dataset, the
  split kept in its surface (before, no mention, and the value went to another clause's
  dataset). "IEEE", "ACM" and "Anthropic" named alone are organisations, not data ("on the
  IEEE 123-bus feeder" drew "evaluates on IEEE"). A title's "... Robotic Assembly" is a
  task. The 3,229 graph does not change (its abstracts predate such names).
* "We propose pebble policy distillation, namely a one-step policy distilled from ...": "namely"
  with an article opens a description of the name before it, which is what is proposed
  (before, the description's "one-step policy", and the name was only used).
* "by estimating each step's value with Monte Carlo rollouts, an approach we refer to as
  rollout-derived supervision": an appositive that gives a name of its own names the clause
  before it, not the name it follows (before, Monte Carlo rollouts was proposed too).
* "We evaluate eleven models, including KelpLM and GravelVL, on ZorbQA, QuillQA and
  MarrowQA": data after the list of examples closed ("..., on") is evaluated on, not an
  example of the models (before, only the known first name was; the others were mentions).
  The 3,229 graph does not change with these three.
* "improves ROUGE-L by 2.7 points and reduces unsupported statements by 38%": a change verb
  whose own object (no metric) stands between the metric and a value changes that object, so
  the value is no score of the metric (before, "ROUGE-L improvement 38%"). The 3,229 graph
  does not change.
* "problems from the International Planning Competition": a Title-Case name ending in
  "Competition" or "Challenge" is a shared task's benchmark, not a Task (before, addressed;
  on the 3,229 graph two challenges become evaluated on, one right: a dataset released for
  the NeurIPS 2019 Disentanglement Challenge; one still wrong: "as part of the ICLR 2019
  Reproducibility Challenge").
* "We tackle the problem of faithful clinical note generation", "We address the problem of
  open-set authorship verification": after a frame ("the problem / task / challenge of", "we
  study / address / tackle / consider / investigate / focus on") a noun phrase of two to five
  words whose head names an activity and whose modifiers include a noun is the paper's task,
  where the tagger found only its head or nothing (not "emergence of cooperation", not
  "boosting-like approximation", not a known name: first versions took those on the 3,229
  graph, which now gains one task edge, right; nor over a longer name the tagger found, of
  any type: a first version added one wrong span on SciERC dev, kg eval 0.4866 -> 0.4862).
* "Sharpness-aware minimization (SAM) ... SAM": a short form the gazetteer knows for another
  name (the Segment Anything Model) types neither the paper's long form nor its later uses
  unless the long form opens or ends as the known name does ("re-identification (ReID)") or
  the known name is one word ("FLOPs"); the later uses drop the gazetteer's name (before, the
  paper's SAM was a Model). On the 3,229 graph three tensor product representations become
  Concepts, not Metrics, a Source Similarity Metric a Metric, not a used method (first
  versions, comparing first words only, also retyped re-identification, FLOPS and BSDS500:
  narrowed).
* "with less than 1 point of accuracy loss": a loss in a metric for which higher is better,
  named as one metric ("accuracy loss", "top-5 accuracy loss"), is a cost, no score (before,
  "1 accuracy loss on GLUE"; on the 3,229 graph two such results go, both costs).
* "improves PSNR by 1.9 dB and 2.4 dB over X" on "LLFF and DTU": values in dB list as
  percentages and points do (before, the second was a PSNR score of 2.4 on the first dataset).
* "Our agent, Disco, solves ...": the capitalised name in an appositive after "our" and a
  kind word is proposed where the tagger found no mention there, an English word too (a first
  version, matching case-blind, proposed "Fourier" and "expression" on the 3,229 graph).
* "keeps 91.2% accuracy on KelpSet with 40% label noise", "halves the word error rate on
  KelpSpeech with 20% packet loss": a value a condition preposition ("with / under / at /
  given / using") sets on a noun that is no metric is the setting, not a score (before, "40%
  accuracy", "20% word error rate"; on the 3,229 graph two wrong results go: "79.4% reduced
  parameters" as an accuracy gain, "with 8 GPUs" as FLOPs 8). A metric within two words after
  the value keeps it a score ("with 91.2% top-1 accuracy").
"""

from __future__ import annotations

import pytest
from conftest import (
    entity_of,
    one_mention,
    pipeline_objects,
    pipeline_proposed,
    pipeline_scored,
    pipeline_titled,
)

from kg.extract import extract_one
from kg.extract.name_types import own_type
from kg.extract.pipeline import make_pipeline
from kg.extract.relations.applied import proposed_mention
from kg.link.keys import gerund_nominal
from kg.link.termhood import termhood
from kg.types import EntityType, Mention, Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _mentions(nlp, text: str) -> tuple[Mention, ...]:
    """The mentions the whole pipeline ``nlp`` finds in ``text``."""
    return extract_one(Paper(key="sha256:mentions", abstract=text), nlp=nlp).mentions


@pytest.mark.parametrize(
    "label",
    [
        "glacier boundary extraction",
        "ledger schema induction",
        "spike train recovery",
        "reward signal acquisition",
        "hypernym discovery",
        "corpus construction",
        "stimulus decoding",
    ],
)
def test_an_activity_on_a_named_object_is_a_term(label):
    assert termhood(label, named=False, defined=False, in_gazetteer=False) == "term"


@pytest.mark.parametrize(
    "label", ["extraction", "careful extraction", "fast recovery", "highest predicted recovery"]
)
def test_the_activity_alone_or_after_a_quality_is_no_term(label):
    # guard: the code before said the same
    assert termhood(label, named=False, defined=False, in_gazetteer=False) != "term"


@pytest.mark.parametrize(
    ("title", "text", "task"),
    [
        (
            "Unsupervised Ledger Schema Induction with Stacked Span Encoders",
            "Writing ledger schemas by hand is slow. We learn them from raw tables with a "
            "stacked span encoder. It recovers most gold schemas on twelve collections.",
            "unsupervised ledger schema induction",
        ),
        (
            "Curriculum Learning for Sparse-Reward Robotic Assembly",
            "Robotic assembly with sparse rewards is hard to learn from scratch. We present an "
            "automatic curriculum that moves the start state back as the policy improves.",
            "robotic assembly",
        ),
    ],
)
def test_a_title_states_the_task_its_head_names(nlp, title, text, task):
    tasks = pipeline_titled(nlp, text, title, Predicate.ADDRESSES_TASK)
    assert task in {t.lower() for t in tasks}


def test_a_coined_word_after_we_name_is_proposed_without_a_mention(nlp):
    text = (
        "Normalization layers shape how deep networks train. We search a space of candidate "
        "layers with evolutionary search and find a layer, which we name Quenorm, that trains "
        "faster than layer normalization on CIFAR-100."
    )
    assert "Quenorm" in pipeline_proposed(nlp, text)


def test_an_english_word_after_we_name_is_no_coined_name(nlp):
    # guard: the code before proposed nothing here either
    text = (
        "We search a space of candidate layers and find a layer, which we name Simple, that "
        "trains faster than layer normalization on CIFAR-100."
    )
    assert "Simple" not in pipeline_proposed(nlp, text)


def test_a_method_kind_types_the_name_it_is_given():
    name = Mention("Zorbex", 10, 16, EntityType.DATASET, "ner", 0.45)
    assert proposed_mention(name, head=EntityType.METHOD).type is EntityType.METHOD
    # guard: a data kind still types a name as data
    taken = Mention("Zorbex", 10, 16, EntityType.METHOD, "ner", 0.45)
    assert proposed_mention(taken, head=EntityType.BENCHMARK).type is EntityType.BENCHMARK


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We propose PebbleNet. PebbleNet keeps 91.2% accuracy on KelpSet with 40% label noise.",
            [("accuracy", "91.2%", "KelpSet")],
        ),
        (
            "We propose PebbleNet. PebbleNet halves the word error rate on KelpSpeech with 20% "
            "packet loss.",
            [],
        ),
        (
            "We propose PebbleNet. PebbleNet improves accuracy on KelpSet under 40% label noise.",
            [],
        ),
        (
            "We propose PebbleNet. PebbleNet improves accuracy on KelpSet with 10% labeled data.",
            [],
        ),
    ],
)
def test_a_value_a_condition_sets_is_no_score(nlp, text, expected):
    assert pipeline_scored(nlp, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # guards: the code before read these the same
        (
            "We propose PebbleNet. PebbleNet classifies KelpSet with 91.2% top-1 accuracy.",
            [("top-1 accuracy", "91.2%", None)],
        ),
        (
            "We propose PebbleNet. PebbleNet classifies KelpSet with 91.2% accuracy.",
            [("accuracy", "91.2%", None)],
        ),
    ],
)
def test_a_value_with_its_metric_after_a_condition_word_is_a_score(nlp, text, expected):
    assert pipeline_scored(nlp, text) == expected


@pytest.mark.parametrize(
    ("label", "nominal"),
    [
        ("learning node representations", "node representation learning"),
        ("learning cross-lingual word embeddings", "cross-lingual word embedding learning"),
        ("learning ledger schema embeddings", "ledger schema embedding learning"),
    ],
)
def test_learning_representations_of_a_named_kind_is_a_task(label, nominal):
    assert termhood(label, named=False, defined=False, in_gazetteer=False) == "term"
    assert gerund_nominal(label) == nominal


@pytest.mark.parametrize(
    "label", ["learning robust representations", "learning feature representations"]
)
def test_learning_representations_of_no_named_kind_is_no_task(label):
    # guard: the code before said the same
    assert termhood(label, named=False, defined=False, in_gazetteer=False) != "term"
    assert gerund_nominal(label) is None


def test_learning_representations_joins_the_noun_phrase():
    from kg.link import link

    task = EntityType.TASK
    a = one_mention(
        "sha256:a",
        "We study learning ledger schema representations.",
        "learning ledger schema representations",
        task,
    )
    b = one_mention(
        "sha256:b",
        "We study ledger schema representation learning.",
        "ledger schema representation learning",
        task,
    )
    linked = link([a, b])
    assert entity_of(linked, "sha256:a") is entity_of(linked, "sha256:b")
    assert entity_of(linked, "sha256:a").label == "ledger schema representation learning"


@pytest.mark.parametrize(
    ("written", "canonical"),
    [("miniF2F-test", "MiniF2F"), ("GSM8K-test", "GSM8K"), ("COCO-val", "MS COCO")],
)
def test_a_known_dataset_with_its_split_glued_on_is_that_dataset(nlp, written, canonical):
    text = (
        "We present PebbleBeam, a search method. PebbleBeam raises the pass rate on "
        f"{written} from 52.0% to 61.5% and solves more problems on KelpBench."
    )
    scored = pipeline_scored(nlp, text)
    assert scored == [("pass rate", "61.5%", written)]
    mentions = _mentions(nlp, text)
    assert [m.canonical for m in mentions if m.text == written] == [canonical]


def test_a_split_word_of_no_known_dataset_is_no_dataset(nlp):
    # guard: the code before found nothing here either
    text = "We propose PebbleNet. PebbleNet improves meta-test accuracy by 3 points."
    mentions = _mentions(nlp, text)
    assert not [m for m in mentions if m.text == "meta-test"]


def test_an_organisation_named_alone_is_no_dataset(nlp):
    text = (
        "We propose PebbleGrid, a graph network for fault localization. It is evaluated on "
        "the IEEE 123-bus feeder."
    )
    assert "IEEE" not in pipeline_objects(nlp, text, Predicate.EVALUATES_ON)


def test_namely_with_an_article_describes_the_name_before_it(nlp):
    text = (
        "Diffusion policies are slow to sample. We propose pebble policy distillation, namely a "
        "one-step policy distilled from a diffusion policy with a weighted consistency loss."
    )
    proposed = pipeline_proposed(nlp, text)
    assert "pebble policy distillation" in proposed
    assert "one-step policy" not in proposed


def test_namely_before_names_still_names_them(nlp):
    # guard: the code before said the same
    text = "We propose two new samplers, namely PebbleWalk and GravelHop, for graph sampling."
    assert {"PebbleWalk", "GravelHop"} <= pipeline_proposed(nlp, text)


def test_an_appositive_naming_the_clause_leaves_the_means_unproposed(nlp):
    text = (
        "Step labels are costly. We train a scorer from outcome labels alone by estimating each "
        "step's value with Monte Carlo rollouts, an approach we refer to as rollout-derived "
        "supervision."
    )
    proposed = pipeline_proposed(nlp, text)
    assert "rollout-derived supervision" in proposed
    assert "Monte Carlo rollouts" not in proposed


def test_data_after_a_closed_list_of_examples_is_evaluated_on(nlp):
    text = (
        "Charts are hard to read. We evaluate eleven models, including KelpLM and GravelVL, on "
        "ChartQA, ZorbQA and QuillQA. Accuracy drops under perturbation."
    )
    assert {"ChartQA", "ZorbQA", "QuillQA"} <= pipeline_objects(nlp, text, Predicate.EVALUATES_ON)


def test_a_change_verb_with_its_own_object_takes_the_value(nlp):
    text = (
        "We propose PebbleSum. On KelpBench our summarizer improves ROUGE-L by 2.7 points and "
        "reduces unsupported statements by 38% according to physician review."
    )
    assert pipeline_scored(nlp, text) == [("ROUGE-L", "2.7", "KelpBench")]


def test_a_second_metric_after_and_keeps_its_value(nlp):
    # guard: the code before read these the same
    text = (
        "We propose PebbleSum. PebbleSum improves accuracy on KelpSet by 2.1% and reduces "
        "calibration error by 20%."
    )
    assert pipeline_scored(nlp, text) == [
        ("accuracy", "2.1%", "KelpSet"),
        ("calibration error", "20%", "KelpSet"),
    ]


@pytest.mark.parametrize(
    "name", ["International Planning Competition", "Kelp Robustness Challenge"]
)
def test_a_shared_tasks_name_is_a_benchmark(name):
    assert own_type(name) is EntityType.BENCHMARK


def test_a_lowercase_challenge_is_no_benchmark():
    # guard: the code before said the same
    assert own_type("open challenge") is not EntityType.BENCHMARK


@pytest.mark.parametrize(
    ("text", "task"),
    [
        (
            "Notes are long. We tackle the problem of faithful clinical note generation. It works.",
            "faithful clinical note generation",
        ),
    ],
)
def test_a_framed_noun_phrase_is_the_papers_task(nlp, text, task):
    assert task in pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        (
            "Agents talk. In this paper, we study the emergence of cooperation in games.",
            "emergence of cooperation",
        ),
        (
            "Priors are hard. We consider scalable boosting-like approximation for priors.",
            "scalable boosting-like approximation",
        ),
    ],
)
def test_a_framed_phrase_with_no_task_name_is_no_task(nlp, text, phrase):
    # guards: the code before drew neither; first versions of this round did
    assert phrase not in pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)


def test_a_short_form_the_paper_defines_otherwise_keeps_the_papers_type(nlp):
    text = (
        "Sharpness-aware minimization (SAM) improves generalization. We analyze SAM on "
        "two-layer networks and compare SAM with stochastic gradient descent."
    )
    mentions = _mentions(nlp, text)
    sams = [m for m in mentions if m.text in {"SAM", "Sharpness-aware minimization"}]
    assert sams and all(m.type is EntityType.METHOD for m in sams)
    assert not [m for m in sams if m.canonical == "Segment Anything Model"]


def test_a_short_form_defined_as_its_known_name_keeps_the_known_type(nlp):
    # guard: the code before said the same
    text = (
        "We report peak signal-to-noise ratio (PSNR) on KelpSet. PebbleNet improves PSNR by 1.2 dB."
    )
    mentions = _mentions(nlp, text)
    assert {m.type for m in mentions if m.text == "PSNR"} == {EntityType.METRIC}


def test_a_named_loss_of_accuracy_is_no_score(nlp):
    text = (
        "We propose PebbleDrop. PebbleDrop removes 40% of the heads of KelpBERT with less than "
        "1 point of accuracy loss on GLUE."
    )
    assert pipeline_scored(nlp, text) == []


def test_values_in_decibels_list_with_their_datasets(nlp):
    text = (
        "We propose PebbleField. On the LLFF and DTU benchmarks it improves PSNR by 1.9 dB and "
        "2.4 dB over GravelField."
    )
    assert pipeline_scored(nlp, text) == [("PSNR", "1.9", "LLFF"), ("PSNR", "2.4", "DTU")]


def test_a_name_in_an_appositive_after_our_kind_is_proposed(nlp):
    text = (
        "Agents explore poorly when rewards are sparse. We use ensemble disagreement as an "
        "intrinsic reward. Our agent, Disco, solves 11 of 12 sparse-reward tasks of the "
        "DeepMind Control Suite."
    )
    assert "Disco" in pipeline_proposed(nlp, text)


def test_a_list_after_our_kind_is_no_name(nlp):
    # guard: the code before proposed neither; a first version of this round did
    text = "We study transforms. Our theory leverages Laplace, Fourier, and Gegenbauer transforms."
    assert not {"Laplace", "Fourier"} & pipeline_proposed(nlp, text)
