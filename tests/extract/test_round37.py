"""Round 37 (sentences written here, in the style of today's abstracts).

* "Improving Quorvex Prediction with Blenn Fields", "Rethinking Kelp Segmentation via ...": a
  title opening on a gerund of work on a task ("improving", "rethinking", "revisiting",
  "boosting", "exploring", "learning", ...) states the task after it as the paper's (before,
  the gerund phrase named no task). Not an -ing word of the task's own name ("Overlapping
  Community Detection", "Normalizing Constant Estimation": a first version, dropping any -ing
  word, made "constant estimation" a task on the 3,229 graph), nor work on learning or training
  ("Scaling Contrastive Learning"). On the 3,229 graph four tasks come (end-to-end object
  tracking, relevance prediction, multi-agent communication, cellular protein localization),
  one gerund label goes ("assessing neural network robustness").
* "an estimator of direct and spillover | effects": a tagged span that ends inside a
  coordination of an adjective and a word, right before their shared noun, takes the noun in
  (before, the proposal's label was cut: "doubly robust estimator of direct and spillover").
* "compared with 3.9% for the same model trained without distillation", "outperforms networks
  without residual connections": what a comparison leaves out is no method compared with (on
  the 3,229 graph one false comparesWith goes).
* "an MRR of 0.642 on KelpQA and 0.571 on ZorbQA-15", "lowers the error on KelpCrowd Part A to
  51.3 and on ZorbCrowd to 79.8", "on KelpSet ..., and on ZorbSet 82.4%": a name a decimal
  or a percentage is reached on is data, and the value pairs with it (before, the tagger's
  Method and the first dataset's value).
* "The method, named Quenvr, sets a new state of the art on ...": a sentence opening on the
  kind of thing it then names gives the paper's own name, whatever type the tagger gave it
  (before, a Dataset evaluated on).
* "Pebble counting estimates the number of pebbles in an image.": a task's name of two words
  or more opening the abstract as its first sentence's subject is the paper's task; "counting"
  after a noun is an activity ("crowd counting"). Not a means ("Noise injection is a
  fundamental tool": a first version took any head, and three papers addressed "noise
  injection"), nor a head only titles name tasks with ("Computer simulation provides ..."). On
  the 3,229 graph three tasks come (topic modeling of text documents, chemical information
  extraction, automatic classification of objects).
* "reaches a ROUGE-1 of 47.9": the digit of a metric's name before "of" is no count (before,
  "1 of 47" made the value a count, and no result was read). "close to the non-private result
  of 49.5": a reference value, not the paper's score (on the 3,229 graph one baseline's
  "2.65% achieved by standard NAS" goes).
* "We formulate pebble sorting as a matching problem": a formulation is a mention (the
  annotation schemes score its span) but no thing the paper makes, and the linker never draws
  it (before, proposed: the audit judged such a proposal generic; on the 3,229 graph 16
  formulation proposals go, and "we formulate the learning of word embeddings as ..." no longer
  proposes its object). A second cue still proposes ("... and present a comb filter"), not a
  word of the formulation ("the proposal generation problem": a first version read "proposal"
  as a cue and added a wrong Task span on SciERC dev, kg eval 0.4866 -> 0.4862).
* "outperforms speech encoders by a large margin in SPIDEr", "by 3.2 points in CIDEr-D": what a
  margin is measured in is a metric (before, a Dataset evaluated on). Not "in terms of" (on the
  3,229 graph "explains why BNNs work in terms of HD geometry" made HD a metric).
* "outperforms recent methods such as DER++ and GDumb on Split CIFAR-100 and CORe50": "on"
  closes the list of examples without a comma (before, CORe50 was taken for an example of the
  methods and only mentioned).
* "halves the annotation cost needed to reach 80% F1": a target a cost is counted to is no
  score (before, "80% F1 on MasakhaNER").
* "We develop an SE(3)-equivariant neural field": a group's name in a word is no formula
  fragment (before, no proposal).
* "On ShapeNet, our model reconstructs shapes with ... 0.61, whereas Occupancy Networks degrade
  to 1.42": "our model" of a paper that proposes one sets the names after "whereas" against its
  results (before, used); not a common noun ("while the ensemble obtains 78.9%": on the 3,229
  graph a first version compared a paper with its own ensemble).
* "We put forth a prioritized planner": "put forth" is a cue, as "put forward" is.
* "Our watermark, SemMark, keeps ...": the kind word before the name types it (a Method, not
  the tagger's Dataset that a result was then measured on).
* "partitioning the space of sentences and biasing generation": a gerund after "and" joins
  clauses, so the word before "and" is no modifier of the task (before, "sentences
  generation").
* "keeps the vertex error below 1 cm": a bound the result keeps to is no score.
* "This paper describes a contrastive pretraining scheme that treats two leads of the same
  recording | as positive pairs": an unnamed proposal whose label the linker rejects as cut is
  labelled by its head phrase where that names a made thing of a kind of its own
  ("contrastive pretraining scheme"; before, no node). Not "learning algorithm", "neural
  framework", "unsupervised approach", nor a phrase with "of" ("properties of neural
  networks"): a first version proposed these on the 3,229 graph, which now gains seven
  proposals, all read (domain adaptation method, two-tiered architecture, subsampling
  strategy, end-to-end-trainable attention module, post-averaging technique, phrase-based
  attention methods, three-dimensional regularization-based pruning method).
* "We name this renderer GaussPBR": the kind word before the name it gives is no part of it
  (before, "renderer GaussPBR" was proposed and GaussPBR used).
* "on FewRel 1.0", "on MultiWOZ 2.1": a decimal right after a dataset's name is its version, no
  value (on the 3,229 graph "joint accuracy 2.1 on MultiWOZ" goes).
* "a family of prototype refinement networks that ...": an unnamed proposal is labelled
  without a quantifier head ("family", "class", "series", "variety" of; not "suite" or
  "collection", the thing made: a first version turned "suite of eight tasks" into "eight
  tasks"). Seven labels change so on the 3,229 graph, all read.
* "On SMD, SMAP and MSL the model reaches F1 scores of 0.92, 0.89 and 0.87": the last name of
  a sentence's opening list is data too, without a comma after it, so the values pair in
  order (before, the tagger's Method, and all three values went to SMD).
* "across 30 Universal Dependencies treebanks": a number before a name and a plural noun of
  data is a count, no score.
* "answers 78.2% of the questions of VQA-RAD": the questions of a name are data (not "instances
  of", "problems in": a first version typed "the multi-step DP framework" and "quantum
  mechanics" so on the 3,229 graph).
* "On the Zeshel benchmark our system improves accuracy from 55.1% to 63.0%": a result with no
  dataset takes the one its sentence names among the mentions later rules found (a
  collection's name here; before, none). Not data described in words (a first version paired
  four accuracies with "the full corpus of medical question-answer data" on the 3,229 graph,
  three wrongly); two results gain ConceptNet there, right.
"""

from __future__ import annotations

import pytest
import spacy
from conftest import (
    linked_objects,
    pipeline_objects,
    pipeline_proposed,
    pipeline_scored,
    pipeline_titled,
)

from kg.extract import extract_one
from kg.extract.head_kinds import head_kind
from kg.extract.pipeline import make_pipeline
from kg.extract.relations.title_tasks import title_parts
from kg.link import link
from kg.types import EntityType, Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


@pytest.mark.parametrize(
    ("title", "task"),
    [
        ("Improving Quorvex Prediction with Blenn Fields", "Quorvex Prediction"),
        ("Rethinking Kelp Segmentation via Zorb Priors", "Kelp Segmentation"),
        ("Learning Multi-Kelp Communication Through Zorb Reasoning", "Multi-Kelp Communication"),
    ],
)
def test_a_gerund_of_work_on_a_task_leaves_the_task(title, task):
    assert [(t.name, t.subject) for t in title_parts(title)] == [(task, True)]


@pytest.mark.parametrize(
    ("title", "name"),
    [
        # guards: an -ing word of the task's own name; work on learning
        ("Overlapping Kelp Detection with Zorb Networks", "Overlapping Kelp Detection"),
        ("Normalizing Constant Estimation with Zorb Sampling", "Normalizing Constant Estimation"),
        ("Scaling Contrastive Learning with Zorb Data", "Scaling Contrastive Learning"),
    ],
)
def test_an_ing_word_of_the_name_stays(title, name):
    assert [t.name for t in title_parts(title)] == [name]


def test_the_titles_task_after_work_on_it_is_addressed(nlp):
    text = (
        "Quorvex forecasts guide kelp farms. We present Blennet, a field model that predicts "
        "quorvex levels from satellite images."
    )
    tasks = pipeline_titled(
        nlp, text, "Improving Quorvex Prediction with Blenn Fields", Predicate.ADDRESSES_TASK
    )
    assert "quorvex prediction" in {t.lower() for t in tasks}


def test_a_span_cut_before_its_coordinations_noun_takes_it_in():
    from kg.extract.candidates import _head_left_out

    doc = spacy.blank("en")("a kelp estimator of direct and zorbic effects on farms")
    assert _head_left_out(doc[1:7])  # "kelp estimator of direct and zorbic"


@pytest.mark.parametrize(
    ("text", "end"),
    [
        ("a kelp estimator of direct and zorbic effects on farms", 8),  # whole already
        ("a kelp estimator of farms and zorbic effects", 5),  # no adjective before "and"
        ("a kelp estimator of direct and zorbic", 7),  # nothing after it
    ],
)
def test_a_span_not_cut_inside_a_coordination_stays(text, end):
    from kg.extract.candidates import _head_left_out

    doc = spacy.blank("en")(text)
    assert not _head_left_out(doc[1:end])


def test_what_a_comparison_leaves_out_is_not_compared_with(nlp):
    text = (
        "We propose Kelpnet, a pebble sorter. Kelpnet outperforms sorters without "
        "convolutional neural networks on ZorbSet."
    )
    compared = pipeline_objects(nlp, text, Predicate.COMPARES_WITH)
    assert not {c for c in compared if "convolutional" in c.lower()}


def test_what_a_comparison_names_is_still_compared_with(nlp):
    text = (
        "We propose Kelpnet, a pebble sorter. Kelpnet outperforms convolutional neural "
        "networks on ZorbSet."
    )
    compared = pipeline_objects(nlp, text, Predicate.COMPARES_WITH)
    assert {c for c in compared if "convolutional" in c.lower()}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We propose Kelpnet. Kelpnet achieves an MRR of 0.642 on KelpQA and 0.571 on "
            "ZorbQA-15.",
            [("MRR", "0.642", "KelpQA"), ("MRR", "0.571", "ZorbQA-15")],
        ),
        (
            "We propose Kelpnet. Kelpnet lowers the mean absolute error on KelpCrowd-A to 51.3 "
            "and on ZorbCrowd-QN to 79.8.",
            [
                ("mean absolute error", "51.3", "KelpCrowd-A"),
                ("mean absolute error", "79.8", "ZorbCrowd-QN"),
            ],
        ),
        (
            "We propose Kelpnet. On the KelpSet benchmark our method reaches an AUROC of 91.8%, "
            "and on ZorbSet-AD 82.4%.",
            [("AUROC", "91.8%", "KelpSet"), ("AUROC", "82.4%", "ZorbSet-AD")],
        ),
    ],
)
def test_a_value_reached_on_a_name_pairs_with_it(nlp, text, expected):
    assert pipeline_scored(nlp, text) == expected


def test_a_sentence_opening_on_its_kind_names_the_papers_own(nlp):
    text = (
        "Offline learning must avoid unseen actions. Our key idea is to fit the value to an "
        "in-sample expectile. The method, named Quenvr, sets a new state of the art on KelpBench."
    )
    assert pipeline_proposed(nlp, text) == {"Quenvr"}


def test_a_sentence_opening_on_prior_work_names_no_proposal(nlp):
    # guard: "The previous method, named X" is not the paper's own
    text = (
        "Offline learning must avoid unseen actions. Earlier work fits the value to an "
        "in-sample expectile. The previous method, named Quenvr, was evaluated on KelpBench."
    )
    assert "Quenvr" not in pipeline_proposed(nlp, text)


def test_counting_after_a_noun_is_an_activity():
    assert head_kind("pebble counting", EntityType.METHOD) is EntityType.TASK


def test_a_task_opening_the_abstract_is_addressed(nlp):
    text = (
        "Pebble counting estimates the number of pebbles in an image. We present Kelpnet, a "
        "density model trained with a transport loss."
    )
    tasks = pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert "pebble counting" in {t.lower() for t in tasks}


def test_a_means_opening_the_abstract_is_not_addressed(nlp):
    # guard: the head names no activity
    text = (
        "Pebble injection is a fundamental tool for data augmentation. We present Kelpnet, a "
        "density model trained with a transport loss."
    )
    tasks = pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert "pebble injection" not in {t.lower() for t in tasks}


def test_the_digit_of_a_metrics_name_is_no_count(nlp):
    text = "We propose Kelpnet. Kelpnet reaches a ROUGE-1 of 47.9 on KelpSum."
    assert pipeline_scored(nlp, text) == [("ROUGE-1", "47.9", "KelpSum")]


def test_a_count_of_successes_is_still_no_score(nlp):
    # guard
    text = "We propose Kelpnet. Kelpnet solves 37 of 49 games of KelpGym with high accuracy."
    assert pipeline_scored(nlp, text) == []


def test_a_reference_value_close_to_the_score_is_not_the_papers(nlp):
    text = (
        "We propose Kelpnet. Kelpnet fine-tunes a model on the KelpSum dataset to a ROUGE-1 of "
        "47.9, close to the non-private result of 49.5."
    )
    assert pipeline_scored(nlp, text) == [("ROUGE-1", "47.9", "KelpSum")]


def test_close_to_a_value_is_still_the_papers_score(nlp):
    # guard: no "the" after "close to"
    text = "We propose Kelpnet. Kelpnet reaches close to 90% accuracy on KelpSet."
    assert pipeline_scored(nlp, text) == [("accuracy", "90%", "KelpSet")]


@pytest.mark.parametrize(
    "text",
    [
        "We formulate pebble sorting as a matching problem over stone pairs.",
        "We cast kelp routing as a shortest path problem on a zorb graph.",
        "In this paper, we formulate the learning of pebble embeddings as a lifelong process.",
    ],
)
def test_a_formulation_is_no_proposal(nlp, text):
    assert pipeline_proposed(nlp, text) == set()


def test_a_formulation_is_a_mention_the_linker_never_draws(nlp):
    text = "We formulate pebble sorting as a matching problem over stone pairs."
    extraction = extract_one(Paper(key="sha256:formulation", abstract=text), nlp=nlp)
    formulations = [m for m in extraction.mentions if m.extractor == "proposal.formulation"]
    assert [m.text for m in formulations] == [
        "pebble sorting as a matching problem over stone pairs"
    ]
    linked = link([extraction])
    index = extraction.mentions.index(formulations[0])
    entity = linked.mention_entity.get((extraction.paper.key, index))
    assert entity is None or linked.entities[entity].key.startswith("o:")


def test_formulating_a_new_thing_still_proposes_it(nlp):
    # guard: no "as" after the object
    text = "We formulate a new zorb loss for sorting pebbles by weight."
    assert pipeline_proposed(nlp, text)


@pytest.mark.parametrize(
    "text",
    [
        "We propose Kelpnet. Kelpnet outperforms speech encoders by a large margin in ZORBr.",
        "We propose Kelpnet. Kelpnet improves over QuillNet by 3.2 points in ZORBr on KelpCaps.",
    ],
)
def test_what_a_margin_is_measured_in_is_a_metric(nlp, text):
    extraction = extract_one(Paper(key="sha256:margin", abstract=text), nlp=nlp)
    assert [m.type for m in extraction.mentions if m.text == "ZORBr"] == [EntityType.METRIC]


def test_in_terms_of_an_explanation_is_no_metric(nlp):
    # guard: "in terms of" also explains ("why X works in terms of HD geometry")
    text = "We propose Kelpnet. Our work explains why kelp sorters work in terms of ZORBr geometry."
    extraction = extract_one(Paper(key="sha256:terms", abstract=text), nlp=nlp)
    assert EntityType.METRIC not in {m.type for m in extraction.mentions if "ZORBr" in m.text}


def test_a_word_of_the_formulation_is_no_second_cue(nlp):
    text = (
        "We formulate the proposal ranking problem as a generative kelp model such that "
        "proposals of different shapes can be produced."
    )
    assert pipeline_proposed(nlp, text) == set()


def test_data_after_a_list_of_examples_closed_by_on_is_evaluated_on(nlp):
    text = (
        "We show that a simple baseline outperforms recent methods such as QuillNet and "
        "ZorbNet on KelpSet-100 and MarrowSet50."
    )
    evaluated = pipeline_objects(nlp, text, Predicate.EVALUATES_ON)
    assert {"KelpSet-100", "MarrowSet50"} <= evaluated


@pytest.mark.parametrize(
    "text",
    [
        "We propose Kelpnet. Kelpnet halves the annotation cost needed to reach 80% F1 on KelpNER.",
        "We propose Kelpnet. Kelpnet needs 40% fewer samples to reach 90% accuracy on KelpSet.",
    ],
)
def test_a_target_a_cost_is_counted_to_is_no_score(nlp, text):
    assert pipeline_scored(nlp, text) == []


def test_a_groups_name_in_a_word_is_no_formula(nlp):
    text = "We develop an SE(3)-equivariant kelp field whose latent code moves with the input."
    assert pipeline_proposed(nlp, text) == {"SE(3)-equivariant kelp field"}


def test_a_name_contrasted_with_our_model_is_compared_with(nlp):
    text = (
        "We develop an equivariant kelp field. On KelpShapes, our model reconstructs shapes "
        "with a Chamfer distance of 0.61, whereas QuillNet degrades to 1.42."
    )
    assert "QuillNet" in pipeline_objects(nlp, text, Predicate.COMPARES_WITH)


def test_a_common_noun_contrasted_with_our_model_is_ours(nlp):
    # guard: "the ensemble" is the paper's own ensemble
    text = (
        "We develop an equivariant kelp field. On KelpShapes, our model achieves 75.1% "
        "accuracy, while the ensemble obtains 78.9% accuracy."
    )
    compared = pipeline_objects(nlp, text, Predicate.COMPARES_WITH)
    assert not {c for c in compared if "ensemble" in c.lower()}


def test_put_forth_is_a_cue(nlp):
    text = (
        "Routing kelp is hard. We put forth a prioritized kelp planner whose agent order is learnt."
    )
    assert pipeline_proposed(nlp, text)


def test_our_kind_types_the_name_in_its_appositive(nlp):
    text = (
        "Detecting generated text matters. We embed a mark in the sentence space. Our watermark, "
        "SemMark, keeps a detection AUC of 0.95 after paraphrasing with GPT-3.5, whereas "
        "token-level watermarks fall to 0.61."
    )
    extraction = extract_one(Paper(key="sha256:kind", abstract=text), nlp=nlp)
    proposed = [
        extraction.mentions[r.object]
        for r in extraction.relations
        if r.predicate is Predicate.PROPOSES and r.subject is None
    ]
    assert [(m.text, m.type) for m in proposed] == [("SemMark", EntityType.METHOD)]


def test_clauses_joined_by_and_share_no_task_head(nlp):
    text = (
        "We embed a mark by partitioning the space of sentences and biasing generation toward "
        "one partition."
    )
    tasks = pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert "sentences" not in tasks


def test_a_bound_the_result_keeps_to_is_no_score(nlp):
    text = (
        "We propose Kelpnet. Kelpnet runs 50 times faster than QuillSim and keeps the vertex "
        "error below 1 cm on the KelpCloth dataset."
    )
    # (round 47: "50 times faster" is a speedup, a result of its own)
    assert [r for r in pipeline_scored(nlp, text) if r[0] != "faster"] == []


def _proposal_labels(nlp, text: str) -> set[str]:
    """The labels of the nodes the linked paper proposes."""
    return set(linked_objects(nlp, text, Predicate.PROPOSES))


def test_a_cut_proposal_is_labelled_by_its_head_phrase(nlp):
    text = (
        "Labelled recordings are scarce. This paper describes a kelp pretraining scheme that "
        "treats two leads of the same recording as positive pairs."
    )
    assert _proposal_labels(nlp, text) == {"kelp pretraining scheme"}


@pytest.mark.parametrize(
    "text",
    [
        # guards: a head phrase of no kind of its own, or another's head
        "We develop a learning algorithm to train kelp agents to reach goals in mazes.",
        "In this work we present properties of neural networks that complement this aspect of "
        "expressivity.",
    ],
)
def test_a_cut_proposal_with_no_head_phrase_of_its_own_gets_none(nlp, text):
    labels = _proposal_labels(nlp, text)
    assert "learning algorithm" not in labels
    assert "properties of neural networks" not in labels


def test_we_name_this_kind_x_proposes_the_name(nlp):
    text = (
        "We design and implement a differentiable rasterizer for kelp primitives. We name this "
        "renderer QuillPBR. On the KelpScenes benchmark, QuillPBR recovers albedo well."
    )
    assert "QuillPBR" in pipeline_proposed(nlp, text)
    assert "renderer QuillPBR" not in pipeline_proposed(nlp, text)


def test_a_datasets_version_is_no_value(nlp):
    text = (
        "We propose Kelpnet. Kelpnet achieves 88.9% and 80.1% accuracy on FewRel 1.0 in the "
        "5-way and 10-way settings, respectively."
    )
    assert [value for _, value, _ in pipeline_scored(nlp, text)] == ["88.9%", "80.1%"]


def test_a_quantifier_head_leaves_what_it_quantifies(nlp):
    text = "This work presents a family of kelp refinement networks for pebble sorting."
    assert _proposal_labels(nlp, text) == {"kelp refinement networks for pebble sorting"}


def test_a_suite_is_the_thing_made(nlp):
    # guard: "a suite of X" is a benchmark, kept whole
    text = "We introduce a suite of multifaceted kelp metrics for pebble sorting."
    assert not {label for label in _proposal_labels(nlp, text) if label.startswith("multifaceted")}


def test_the_last_name_of_an_opening_list_is_data(nlp):
    text = (
        "We propose Kelpnet. On KSD, KSMAP and KMSL the model reaches F1 scores of 0.92, 0.89 "
        "and 0.87."
    )
    assert pipeline_scored(nlp, text) == [
        ("F1 scores", "0.92", "KSD"),
        ("F1 scores", "0.89", "KSMAP"),
        ("F1 scores", "0.87", "KMSL"),
    ]


def test_a_count_of_named_treebanks_is_no_score(nlp):
    text = (
        "We propose Kelpnet. Kelpnet improves labelled attachment score by 1.4 points on "
        "average across 30 Kelp Dependencies treebanks."
    )
    assert [value for _, value, _ in pipeline_scored(nlp, text)] == ["1.4"]


def test_the_questions_of_a_name_are_data(nlp):
    text = "We propose Kelpnet. Kelpnet answers 78.2% of the questions of KVQA-RAD correctly."
    assert "KVQA-RAD" in pipeline_objects(nlp, text, Predicate.EVALUATES_ON)


def test_a_benchmark_found_after_the_results_is_their_dataset(nlp):
    text = (
        "We propose Kelpnet. On the Zorbshel benchmark our system improves accuracy from 55.1% "
        "to 63.0%."
    )
    assert pipeline_scored(nlp, text) == [("accuracy", "63.0%", "Zorbshel benchmark")]
