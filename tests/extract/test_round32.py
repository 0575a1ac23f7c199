"""Round 32 (sentences written here, from abstracts written in today's style).

* "Discrete Diffusion for Inverse Protein Folding", "... for Biological Sequence Design",
  "Spike Sorting using X": "folding", "design", "spotting", "sorting", "repair", "grouping",
  "exploration", "restoration", "inpainting", "docking", "selection", ... head a title's task
  (before, none: the abstract's "inverse protein folding" stayed an undrawn phrase; on the
  3,229 graph 28 title tasks were added, "perceptual grouping", "semantic code repair",
  "unsupervised feature selection", ...).
* "Kelpie: Stress-Testing Long-Context Retrieval in X": the task a stress test measures.
* "Inverse folding, the task of designing X": what follows a task's name defines it; the name
  is framed as the paper's task and the definition is no second task (before, "designing X"
  was drawn and the name was not).
* "the key-value (KV) cache": a definition inside a known compound ("KV cache") is that name,
  not a node "key-value" (before, "usesMethod key-value"); a later "KV" stands for it.
* "We develop a discrete diffusion model over amino-acid sequences": one of a known family with
  what it models ("over X") is the paper's own, as one with a purpose is (before, nothing was
  proposed); "over existing methods" is a comparison.
* "improves accuracy on X from 16.7% to 26.7% and on Y by 3.1 points over Z": a decimal point
  ends no clause between a gain verb and its "by" (before, Z was used, not compared with).
* "improving the mathematical reasoning of large language models": the tagger's phrase over two
  known names joined by "of", the second a model, is the two names (before, one Method
  "mathematical reasoning of large language models", used).
* "synthetic and natural retrieval problems": a task's head is shared with the word before
  "and" only when the task itself has a specific modifier (before, "synthetic retrieval";
  on the 3,229 graph 2 "source classification" tasks went).
* "Differentially Private Fine-Tuning", "Few-Shot Cell Type Annotation": "fine-tuning" and
  "annotation" head a title's task.
* "the detection rate at a 1% false positive rate drops to 12%": an operating point may take
  an article, the value after it is none (before, "false positive rate 1%" and "false positive
  rate 12%"); "fools X at an 82% success rate" stays a result (no metric before "at").
* "outperforming fine-tuned X (0.72) and Y (0.68)": a score in parentheses after a listed
  name keeps the list (before, Y was used).
* "the Tabula Sapiens atlas", "the Monash archive": "atlas" and "archive" head data.
* "PDE forecasting ... Forecasting then amounts to ...": a one-word alias of a known task is
  the paper's own task of that head when it names one (before, time series forecasting was
  addressed; on the 3,229 graph 6 such edges went, e.g. time series forecasting from a
  trajectory forecasting paper).
* "a standard retrieval-augmented generation pipeline": "pipeline" after a known method's
  name is a word for its kind, as "algorithm" is (before, a generic node, never drawn).
* "Llama-2-7B pretrained on X": the tagger's span ends before the participle.
* "... with Latent Consistency Distillation" over "We distill a pretrained model into ...": a
  paper that states no proposal does the title's means where "we" do it, by a verb of its
  head or by its noun introduced with "a" / "our" (before, nothing was proposed; 2 titles'
  means added on the 3,229 graph, "Line Attractor Regularization" for "we instead suggest a
  regularization scheme"); a sentence that only speaks of such things ("achieved by
  generative priors") does not.
* "Learning Humanoid Locomotion": learning to do a title task is the task.
* "We propose (1) X, (2) Y, and (3) Z", "Our contributions are threefold: (1) X, ...": each
  enumerated item is proposed (before, none); a weak cue's list ("we prove (1) a tradeoff
  ...") is findings, none; an item that is a clause ("(2) On COCO, we improve ...") lists no
  thing (found by kg eval: SciER dev had lost COCO to a proposal).
* "a second model trained via supervised learning", "via contrastive learning": a learning
  paradigm typed Concept (which the linker makes a Task) named as a means is no task of the
  paper (before, addressed; 4 such edges went from the 3,229 graph, 2 from the example's);
  so is one a model is trained with, the object between ("Training code language models with
  reinforcement learning"; -2 more), not a property ("training networks with verifiable
  robustness guarantees").
* Gazetteer: "optimality gap" is a metric (before, "an optimality gap of 3.2% on TSP1000" was
  no result).
* "far below the 87% of radiology residents": a value after "below / above / surpassing /
  matching the" is another's (before, "accuracy 87%" was the paper's).
* "we count how often each entity appears in the pretraining corpus": "pretraining" says what
  data is for, as "training" does (before, the paper's own described data, evaluated on).
* "Stealthy Backdoor Attacks on X": a title opening done "on" or "against" something is the
  paper's task even where the abstract never writes it (6 added on the 3,229 graph: "neural
  theorem proving", "adversarial video generation", ...); " -- " and dashes split a title.
* "Physics-Informed Neural Networks Fail on Stiff Problems: A Diagnosis": a title head with a
  plural noun then a verb is a claim, no name (before, "Physics-Informed Neural Networks Fail"
  was proposed in place of the abstract's "preconditioned loss ...").
* "Chart question answering, the task of answering questions about data visualizations": the
  tagger's task after "the task of" defines the one before it and is no task of its own.
* "24.1 mIoU on the 200-class ScanNet200 benchmark": a counted modifier may stand between
  "on the" and the dataset of a result (before, no dataset).
* "three benchmarks (X, Y, and the accented subset of Z)": a part of a listed dataset is data
  (before, Z was a mention of a method).
* "We release the model weights, training data, code and logs": released material headed by
  "weights" / "code" / "checkpoints" is no proposal (before, "model weights" was proposed).
* "with a perplexity increase below 0.1": a bound on a cost is no result.
* "outperforms all open models of its size, including X and Y": the examples after
  "including" / "such as" are compared with when the first object is none (before, used).
* "We propose ODPO, a generalization of DPO that ...", "X, an extension of Y": the proposal
  extends the method its appositive names (3 extends edges added on the 3,229 graph:
  "2-simplicial Transformer extends Transformer", ...).
* "We develop a transformer that reads X and predicts Y ...": a long relative clause of one of
  a known family is cut before its second verb (before, no label; 2 proposals added on the
  3,229 graph, "agent that sits between the user and a black box QA system", "model that
  reasons about the long-term future"), not before a verb of an inner clause.
* Gazetteer: NDS is the nuScenes detection score, a metric (before, "63.1% NDS" was no result).
"""

from __future__ import annotations

import pytest
from conftest import pipeline_edges, pipeline_objects, pipeline_proposed

from kg.extract import extract_one
from kg.extract.candidates import joined_known
from kg.extract.mentions import Candidate
from kg.extract.pipeline import make_pipeline
from kg.extract.relations.title_tasks import title_parts, title_tasks
from kg.graph import is_drawn
from kg.link import link
from kg.types import EntityType, Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Sieve Diffusion for Inverse Pebble Folding", ["Inverse Pebble Folding"]),
        ("Kelp Bandits for Biological Pebble Design", ["Biological Pebble Design"]),
        ("Pebble Sorting using the Kelp Clustering Process", ["Pebble Sorting"]),
        (
            "Sieve Networks for Small-Footprint Keyword Spotting",
            ["Small-Footprint Keyword Spotting"],
        ),
        ("Semantic Pebble Repair using Kelp Networks", ["Semantic Pebble Repair"]),
        ("Disentangling Kelp Mechanisms for Perceptual Grouping", ["Perceptual Grouping"]),
        ("Pebble Bonuses for Sample-Efficient Exploration", ["Sample-Efficient Exploration"]),
        (
            "Locally Linear Unsupervised Feature Selection",
            ["Locally Linear Unsupervised Feature Selection"],
        ),
        (
            "Kelpie: Stress-Testing Long-Context Retrieval in Pebble Models",
            ["Long-Context Retrieval"],
        ),
    ],
)
def test_more_heads_name_a_titles_task(title, expected):
    assert title_tasks(title) == expected


def test_a_word_that_heads_no_task_still_names_none():
    # guard (unchanged): "Weighing" heads no task
    assert title_tasks("Pebble Weighing Based on Weight Sketches") == []


def _drawn_tasks(nlp, text: str, *, labels: bool = False) -> set[str]:
    """The addressed tasks the graph draws for ``text``: their mentions' texts, or the
    linked entities' ``labels``."""
    paper = Paper(key="sha256:round32", abstract=text)
    extraction = extract_one(paper, nlp=nlp)
    linked = link([extraction])
    found = set()
    for relation in extraction.relations:
        if relation.predicate is not Predicate.ADDRESSES_TASK:
            continue
        entity = linked.entities[linked.mention_entity[(paper.key, relation.object)]]
        if is_drawn(entity):
            found.add(entity.label if labels else extraction.mentions[relation.object].text)
    return found


def test_a_task_defined_after_its_name_is_the_name(nlp):
    text = (
        "Inverse pebble folding, the task of designing kelp sequences that fold into a given "
        "shape, is central to sieve engineering. We propose KelpFold, a model for it."
    )
    tasks = _drawn_tasks(nlp, text)
    assert "Inverse pebble folding" in tasks
    assert not any(task.startswith("designing") for task in tasks)


def test_a_task_of_a_gerund_is_still_stated(nlp):
    # guard (unchanged): no task name before it, the gerund phrase is the task
    text = "We study the task of designing kelp sequences that fold into a given shape."
    tasks = {m.text for m, _ in pipeline_edges(nlp, text, Predicate.ADDRESSES_TASK)}
    assert "designing kelp sequences" in tasks


def test_a_definition_inside_a_known_compound_is_the_compound(nlp):
    text = (
        "Serving pebble models is bottlenecked by the memory of the key-value (KV) cache, "
        "which grows with the sequence length. We evict kelp tokens from the KV budget."
    )
    extraction = extract_one(Paper(key="sha256:kv", abstract=text), nlp=nlp)
    by_text = {m.text: m for m in extraction.mentions}
    assert by_text["key-value (KV) cache"].canonical == "KV cache"
    assert "key-value" not in by_text
    assert by_text["KV"].long_form == "KV cache"  # a later use stands for the compound


def test_a_definition_of_a_noun_phrase_stays_a_definition(nlp):
    # guard (unchanged): "temporal difference" names a thing of its own
    text = "Temporal difference (TD) learning is popular; we study TD errors on kelp tasks."
    extraction = extract_one(Paper(key="sha256:td", abstract=text), nlp=nlp)
    assert any(m.short_form == "TD" for m in extraction.mentions)


def test_a_known_family_over_what_it_models_is_proposed(nlp):
    text = (
        "We develop a discrete diffusion model over pebble sequences that is conditioned on "
        "the backbone through an equivariant graph neural network."
    )
    assert pipeline_proposed(nlp, text) == {"discrete diffusion model over pebble sequences"}


def test_a_known_family_over_prior_work_is_no_proposal(nlp):
    # guard: "over existing methods" compares
    assert pipeline_proposed(nlp, "We propose a transformer over existing methods.") == set()


def test_a_decimal_point_ends_no_gain_clause(nlp):
    text = (
        "We propose PebbleReg, a kelp regularizer. Applied to SieveLM, PebbleReg improves "
        "accuracy on AIME 2024 from 16.7% to 26.7% and on MATH-500 by 3.1 points over GRPO."
    )
    assert "GRPO" in pipeline_objects(nlp, text, Predicate.COMPARES_WITH)
    assert "GRPO" not in pipeline_objects(nlp, text, Predicate.USES_METHOD)


def test_two_known_names_joined_by_of_are_two_mentions(nlp):
    text = "Kelp rewards are a recipe for improving the mathematical reasoning of large language models."
    extraction = extract_one(Paper(key="sha256:of", abstract=text), nlp=nlp)
    by_text = {m.text: m.type for m in extraction.mentions}
    assert by_text.get("mathematical reasoning") is EntityType.TASK
    assert "mathematical reasoning of large language models" not in by_text


def test_a_known_name_of_what_is_learned_keeps_the_phrase():
    # guard: the second name is no model ("of disentangled representations")
    text = "unsupervised learning of disentangled representations"
    tagged = Candidate(0, 53, EntityType.TASK, "ner", 0.45)
    known = [
        Candidate(0, 21, EntityType.TASK, "gazetteer", 0.9),
        Candidate(25, 53, EntityType.CONCEPT, "gazetteer", 0.9),
    ]
    assert joined_known(text, [tagged, *known]) == set()


def test_a_shared_head_needs_a_specific_task(nlp):
    text = (
        "We introduce KelpStress, a benchmark of 4,200 synthetic and natural retrieval "
        "problems in which the relevant passage is hidden among pebbles."
    )
    assert "synthetic" not in {
        m.text for m, _ in pipeline_edges(nlp, text, Predicate.ADDRESSES_TASK)
    }


def test_a_shared_head_of_a_specific_task_is_kept(nlp):
    # guard (unchanged): "image and text classification"
    text = "We study image and text classification with kelp features."
    assert "image" in {m.text for m, _ in pipeline_edges(nlp, text, Predicate.ADDRESSES_TASK)}


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        (
            "KelpShift: Differentially Private Fine-Tuning with Pebbles",
            ["Differentially Private Fine-Tuning"],
        ),
        ("Few-Shot Pebble Type Annotation with Kelp Models", ["Few-Shot Pebble Type Annotation"]),
    ],
)
def test_fine_tuning_and_annotation_head_a_titles_task(title, expected):
    assert title_tasks(title) == expected


def _results(nlp, text: str) -> set[tuple[str, str]]:
    extraction = extract_one(Paper(key="sha256:results32", abstract=text), nlp=nlp)
    return {(extraction.mentions[r.metric].text, r.value) for r in extraction.results}


def test_an_operating_point_may_take_an_article(nlp):
    text = (
        "Across 2,000 essays, the detection rate at a 1% false positive rate drops from 98% to 12%."
    )
    assert _results(nlp, text) == {("detection rate", "12%")}


def test_a_rate_reached_after_at_an_is_a_result(nlp):
    # guard: no metric before "at"
    text = "Our best attack fools eight kelp defenses at an 82% success rate on average."
    assert _results(nlp, text) == {("success rate", "82%")}


def test_a_score_in_parentheses_keeps_the_list(nlp):
    text = (
        "We propose PebbleAdapt, a kelp adapter. PebbleAdapt reaches a macro-F1 of 0.81, "
        "outperforming fine-tuned SieveGPT (0.72) and CellTypist (0.68)."
    )
    assert {"SieveGPT", "CellTypist"} <= pipeline_objects(nlp, text, Predicate.COMPARES_WITH)


@pytest.mark.parametrize("head", ["atlas", "archive"])
def test_atlas_and_archive_head_data(nlp, head):
    text = (
        f"On twelve tissues from the Pebble Sapiens {head}, the adapter reaches a macro-F1 of 0.81."
    )
    assert "Pebble Sapiens" in pipeline_objects(nlp, text, Predicate.EVALUATES_ON)


def test_a_one_word_alias_is_the_papers_own_task_of_that_head(nlp):
    text = (
        "We represent kelp solutions as neural fields for pebble forecasting. Forecasting then "
        "amounts to learning the dynamics of the latent codes."
    )
    assert "time series forecasting" not in _drawn_tasks(nlp, text, labels=True)


def test_a_one_word_alias_alone_is_the_known_task(nlp):
    # guard (unchanged): no task of that head in the paper
    text = "We study forecasting with kelp networks on pebble streams."
    assert "time series forecasting" in _drawn_tasks(nlp, text, labels=True)


def test_a_pipeline_of_a_known_method_is_the_method(nlp):
    text = "We propose KelpAgent, a pebble agent that outperforms a standard retrieval-augmented generation pipeline."
    extraction = extract_one(Paper(key="sha256:pipeline", abstract=text), nlp=nlp)
    linked = link([extraction])
    compared = [
        linked.entities[linked.mention_entity[("sha256:pipeline", r.object)]]
        for r in extraction.relations
        if r.predicate is Predicate.COMPARES_WITH
    ]
    assert [e.label for e in compared if is_drawn(e)] == ["retrieval-augmented generation"]


def test_a_participle_after_a_tagged_name_is_no_part_of_it(nlp):
    text = "We study this forgetting for Llama-2-7B pretrained on kelp and pebble corpora."
    extraction = extract_one(Paper(key="sha256:pretrained", abstract=text), nlp=nlp)
    assert "Llama-2-7B" in {m.text for m in extraction.mentions}


def _titled_proposed(nlp, text: str, title: str) -> set[str]:
    extraction = extract_one(Paper(key="sha256:means", abstract=text, title=title), nlp=nlp)
    return {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.PROPOSES
    }


def test_a_titles_means_done_by_we_is_proposed(nlp):
    title = "Efficient Kelp Generation with Latent Pebble Distillation"
    text = (
        "Kelp diffusion models need dozens of denoising steps. We distill a pretrained kelp "
        "diffusion model into a pebble model that generates a clip in four steps."
    )
    assert _titled_proposed(nlp, text, title) == {"Latent Pebble Distillation"}


def test_a_titles_means_only_spoken_of_is_not_proposed(nlp):
    # guard: "generative priors" is no prior the paper makes
    title = "Kelp Denoising: Recovery of Pebble Signals with a Deep Prior"
    text = (
        "Deep networks denoise kelp images well. In this paper we consider the problem of "
        "denoising a pebble image. We also demonstrate that this is achieved by generative "
        "priors learned from data."
    )
    assert "Deep Prior" not in _titled_proposed(nlp, text, title)


def test_learning_a_title_task_is_the_task():
    assert title_tasks("Learning Humanoid Locomotion from Kelp Videos") == ["Humanoid Locomotion"]


@pytest.mark.parametrize(
    "opening",
    ["We propose", "Our contributions are threefold:"],
)
def test_each_enumerated_item_is_proposed(nlp, opening):
    text = (
        f"Pebble tokenizers are brittle. {opening} (1) a routing objective with a compute "
        "penalty, (2) a kernel that batches the kelp encoder efficiently, and (3) a benchmark "
        "of noisy text, SieveGLUE."
    )
    assert pipeline_proposed(nlp, text) == {
        "routing objective with a compute penalty",
        "kernel that batches the kelp encoder efficiently",
        "SieveGLUE",
    }


def test_findings_enumerated_after_a_weak_cue_are_not_proposed(nlp):
    # guard: "prove" lists findings
    text = (
        "Using our kelp framework we prove (1) a tradeoff between robustness under different "
        "norms, (2) that pebble training is sample inefficient."
    )
    assert pipeline_proposed(nlp, text) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "Our approach incorporates a second kelp model trained via supervised learning.",
        "We align pebble representations with sieve semantics via contrastive learning.",
    ],
)
def test_a_learning_paradigm_named_as_a_means_is_no_task(nlp, sentence):
    text = f"We propose KelpGuard, a pebble sorter. {sentence}"
    extraction = extract_one(Paper(key="sha256:means32", abstract=text), nlp=nlp)
    related = {extraction.mentions[r.object].text for r in extraction.relations}
    assert not related & {"supervised learning", "contrastive learning"}


def test_a_learning_paradigm_studied_is_still_related(nlp):
    # guard (unchanged): no means cue before it
    text = "We propose KelpGuard, a pebble sorter. KelpGuard improves contrastive learning on sieve images."
    extraction = extract_one(Paper(key="sha256:paradigm", abstract=text), nlp=nlp)
    assert "contrastive learning" in {
        extraction.mentions[r.object].text for r in extraction.relations
    }


def test_an_optimality_gap_is_a_result(nlp):
    text = "KelpRoute solves instances with an optimality gap of 3.2% on TSP1000."
    assert ("optimality gap", "3.2%") in _results(nlp, text)


def test_another_s_value_after_below_the_is_no_result(nlp):
    text = "The best kelp model reaches 61.2% accuracy, far below the 87% of radiology residents."
    assert _results(nlp, text) == {("accuracy", "61.2%")}


def test_a_pretraining_corpus_is_no_data_of_the_paper(nlp):
    text = (
        "Using the Kelp suite, whose pretraining data is public, we count how often each "
        "entity appears in the pretraining corpus and show that accuracy grows with it."
    )
    assert "pretraining corpus" not in pipeline_objects(nlp, text, Predicate.EVALUATES_ON)


def test_a_title_opening_done_on_something_is_the_task():
    parts = title_parts("Stealthy Backdoor Attacks on Pebble Diffusion Models")
    assert [(p.name, p.subject) for p in parts] == [("Stealthy Backdoor Attacks", True)]


def test_a_double_dash_splits_a_title():
    assert title_tasks("KelpPoison -- Adversarial Attacks On The Latent Space") == [
        "Adversarial Attacks"
    ]


def test_a_title_head_that_is_a_claim_names_nothing(nlp):
    title = "Pebble-Informed Kelp Networks Fail on Stiff Problems: A Diagnosis"
    text = (
        "Kelp networks struggle on stiff equations. Guided by this analysis, we propose a "
        "preconditioned loss that rescales the residuals of each equation."
    )
    assert _titled_proposed(nlp, text, title) == {
        "preconditioned loss that rescales the residuals of each equation"
    }


def test_a_tagged_definition_of_a_task_is_no_task(nlp):
    text = (
        "Chart question answering, the task of answering questions about data visualizations, "
        "remains difficult for kelp models. We propose PebbleChart, a sieve model for it."
    )
    tasks = {m.text for m, _ in pipeline_edges(nlp, text, Predicate.ADDRESSES_TASK)}
    assert "Chart question answering" in tasks
    assert not any(task.startswith("answering") for task in tasks)


def test_a_counted_modifier_before_a_dataset_keeps_the_result_on_it(nlp):
    text = (
        "KelpSeg achieves 47.8 mIoU on the ScanNet validation split and 24.1 mIoU on the "
        "200-class ScanNet200 benchmark."
    )
    extraction = extract_one(Paper(key="sha256:counted", abstract=text), nlp=nlp)
    assert [
        (r.value, extraction.mentions[r.dataset].text if r.dataset is not None else None)
        for r in extraction.results
    ] == [("47.8", "ScanNet"), ("24.1", "ScanNet200")]


def test_a_part_of_a_listed_dataset_is_data(nlp):
    text = (
        "We evaluate KelpASR on three benchmarks (CommonVoice, L2-ARCTIC, and the accented "
        "subset of VoxPopuli) and report word error rate."
    )
    assert "VoxPopuli" in pipeline_objects(nlp, text, Predicate.EVALUATES_ON)


def test_released_weights_are_no_proposal(nlp):
    text = (
        "We introduce Kelpo, a family of open pebble models. We release the model weights, "
        "training data, code and logs."
    )
    assert pipeline_proposed(nlp, text) == {"Kelpo"}


def test_a_bound_on_a_cost_is_no_result(nlp):
    text = (
        "Sieving kelp caches is costly. KelpQuant reduces cache memory by 4x with a perplexity "
        "increase below 0.1 on WikiText-2."
    )
    assert _results(nlp, text) == set()


def test_examples_of_what_is_outperformed_are_compared(nlp):
    text = (
        "We introduce Kelpo, a family of open pebble models. Kelpo outperforms all open models "
        "with similar active parameters, including Sieve-13B-Chat and PebbleMoE-16B, on MMLU."
    )
    assert {"Sieve-13B-Chat", "PebbleMoE-16B"} <= pipeline_objects(
        nlp, text, Predicate.COMPARES_WITH
    )


def test_tasks_listed_as_examples_are_not_compared(nlp):
    # guard: "including word-level language modeling" names tasks
    text = (
        "We present kelp networks. Experiments demonstrate that kelp networks outperform the "
        "state of the art on a variety of benchmarks, including word-level language modeling "
        "and character-level language modeling tasks."
    )
    assert not pipeline_objects(nlp, text, Predicate.COMPARES_WITH)


@pytest.mark.parametrize("noun", ["generalization", "simple extension", "variant"])
def test_an_appositive_extension_extends(nlp, noun):
    text = f"We propose KelpPO, a {noun} of DPO that requires an offset."
    assert "DPO" in pipeline_objects(nlp, text, Predicate.EXTENDS)


def test_an_appositive_of_a_known_method_extends_nothing(nlp):
    # guard: the subject is no proposal of the paper
    text = "Graph convolution, a generalization of the convolution operation, is popular for kelp."
    assert not pipeline_objects(nlp, text, Predicate.EXTENDS)


def test_a_long_clause_of_a_known_family_is_cut_before_its_second_verb(nlp):
    text = (
        "Kelp sepsis is a leading cause of death. We develop a transformer that reads "
        "irregularly sampled pebble signs and laboratory values and predicts the onset of "
        "sepsis six hours in advance."
    )
    assert pipeline_proposed(nlp, text) == {
        "transformer that reads irregularly sampled pebble signs and laboratory values"
    }


def test_nds_is_a_metric(nlp):
    text = "KelpDet achieves 63.1% NDS and 55.4% mAP on the nuScenes test set."
    assert ("NDS", "63.1%") in _results(nlp, text)


def test_an_enumerated_clause_is_no_listed_thing():
    import spacy

    from kg.extract.relations.proposals import _clause_item

    doc = spacy.blank("en")("(2) On SieveSet, we improve the efficiency by 6 fold")
    assert _clause_item(doc, 3, len(doc))
    doc = spacy.blank("en")("(2) a kernel that batches the encoder")
    assert not _clause_item(doc, 3, len(doc))


def test_a_paradigm_a_model_is_trained_with_is_no_task(nlp):
    text = (
        "Training pebble language models with reinforcement learning relies on unit tests. "
        "We propose KelpCoder, a sieve trainer."
    )
    tasks = {m.text for m, _ in pipeline_edges(nlp, text, Predicate.ADDRESSES_TASK)}
    assert "reinforcement learning" not in tasks


def test_a_property_a_model_is_trained_with_stays_the_task(nlp):
    # guard: "with verifiable robustness guarantees" is what the trained networks have
    text = (
        "Training kelp networks with certified robustness guarantees is challenging. We "
        "propose PebbleIBP, a sieve training method."
    )
    tasks = {m.text for m, _ in pipeline_edges(nlp, text, Predicate.ADDRESSES_TASK)}
    assert "certified robustness" in tasks
