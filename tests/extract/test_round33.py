"""Round 33 (sentences written here, from abstracts written in today's style).

* "which we call continual pebble minimization with memory (CPM2)", "We propose Robust KPO with
  label confidence (RC-KPO)": a name given right after its naming verb defines its short form
  even when the letters come out of order or counted (before, no definition: the proposal
  was cut at "with" and the short form was a second, used thing).
* "a simple difficulty-aware early-exit pebble strategy, which we call Kelp Budgeting (KB)":
  the tagger's lowercase phrase right before a naming clause is the name's, one proposal
  (before, two).
* "a lightweight feature alignment module that closes part of the gap": a head with two words
  before it names the thing, its relative clause is no part of the label (before, the label
  ran to "gap"; on the 3,229 graph 7 labels got shorter).
* "On Kelp-ML, Sieveseer and PubMed, our method certifies twice as many nodes as prior
  certificates": "as many ... as" is a comparison, the prior work named in it no sign of
  others' data (before, the datasets were only mentioned).
* "on LibriSpeech corrupted with eight noise types, KELP-4 and SIEVE-LIUM 3": names listed
  with a known dataset are data (before, Methods, used).
* "on heterophilous graphs such as Pebble-Empire and Kelp-Ratings": graphs with examples are
  data.
* "Benchmarking Sieve Agents on Scientific Pebble Editing": what a study opening the title
  measures its subject on is the task; "Dexterous Grasping from Human Videos": a task's head
  before "from" is the subject, done from something ("grasping" now heads a title's task).
* "improving over Kelp Policy by 12.1 points and over 3D Sieve Actor by 6.5 points": the
  second "over" of a gain is a comparison too (before, only the first).
* "improves the match rate of pebble structure prediction over KelpCSP and SieveMM": the
  measure may name its task with "of" (before, no comparison).
* "trains a point-cloud-conditioned policy with reinforcement learning": a paradigm the
  gazetteer types Task, named as the means of training, is no task of the paper (before,
  addressed; one such edge went from the 3,229 graph).
* "Self-Correcting Code Generation via X": a hyphenated adjective opens no gerund phrase, the
  title's subject is the task.
* "We pretrain scFormer, a 650M-parameter transformer, on X": a coined name the paper trains
  and describes by its kind is proposed (before, compared with and used).
* "ReFlex-7B" after "we introduce ReFlex": a sized or versioned variant of a proposed name is
  proposed (before, used).
* "the DyCheck iPhone dataset": a word between a name and a data head keeps it data (not a
  lowercase phrase: "modeling alignment between database columns", which a first version
  took for data on the 3,229 graph).
* "compared with 2.4x and 2.1x for X and 2.7x and 2.5x for Y", "ahead of tuned X and Y":
  factors listed for methods, and "ahead of", compare.
* "an improvement of more than 3.0 F1": an improvement (before, a score of 3.0; one such
  result on the 3,229 graph).
* "KelpBench: Evaluating Sieve Agents on Multi-Step Pebble Repair": a study after the title's
  name measures on a task too.

From 25 SciTLDR train/dev papers the 3,229 graph gave no proposal (seeded sample, read whole;
13 had one to find):

* "We introduce adversarial training with Voronoi constraints": a known name right after the
  cue with what the paper adds to it ("with X") is proposed, as one "over X" is (before,
  nothing; +5 on the 3,229 graph, "synapse model with a nonlinear synapse function").
* "we extend CN to Transductive Consensus Networks (TCNs)": the defined name a known thing is
  extended into (before, used; +2).
* "a large and realistic X dataset": a size word and an adjective joined by "and" are a list
  of modifiers ("large" is a noun too to the lexicon); two content adjectives stay none
  ("necessary and sufficient conditions").
* "Iterative Target Augmentation for X" over "we show how a simple, broadly applicable,
  iterative target augmentation scheme can ..." and "Our scheme ...": the title's opening
  and a kind word the paper calls its own are its proposal; the commas of praise before it
  cut nothing from the label in the linker (before, nothing; +1).
* "Evaluating our smooth loss functions is ..." under "Smooth Loss Functions for X": the
  title's opening after "our" is the proposal, unless a proposal of its head already stands
  for it ("we build an alarm system to ..." under "An Alarm System for X"; a first version
  drew both on the 3,229 graph).
* "On the SMD, MSL, SMAP and PSM benchmarks": a method's name the gazetteer knows, before a
  word for data or listed among known datasets, is the data; the linker keeps it off the
  method (before, "usesMethod propensity score matching").
* "studies the problem of LLM routing": a named activity after "the problem of" is the task
  (before, mentioned; +3 on the 3,229 graph, "online algorithm selection", "word embedding
  composition", "block stacking").
* "Fair Representation Learning under Distribution Shift": a task and the condition it is
  done under.
* "improves accuracy ... at epsilon = 3": a value set equal to a parameter is a setting, no
  score (before, "3 accuracy on GLUE").
* Gazetteer: traveling salesman problem (=TSP), vehicle routing problem (=VRP, =CVRP), validation
  loss (Metric), OmniGibson (Environment), BEHAVIOR-1K (Benchmark) (on the 3,229 graph, six
  "travelling salesman problem" / "TSP" nodes merge, five "validation loss" edges are no
  longer methods used).
* "We train an action-conditioned latent video diffusion model on X" and later "Our model
  outperforms Y": a paper proposing nothing else trains its own model (none on the 3,229
  graph, whose abstracts do not write so; not one never called "our").
* "Compared to scGPT and Geneformer, scFormer improves ...": a list ends at its item after
  "and"; the name after the comma is the clause's subject, not compared (a parenthesized short
  form of the last item stays in the list).
"""

from __future__ import annotations

import pytest
from conftest import pipeline_objects, pipeline_proposed, pipeline_titled

from kg.extract import extract_one
from kg.extract.acronyms import find_acronyms
from kg.extract.pipeline import make_pipeline
from kg.extract.relations.title_tasks import title_parts
from kg.types import Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _titled(nlp, text: str, title: str, predicate: Predicate, *, lower: bool = True) -> set[str]:
    """The objects' texts of the ``predicate`` edges drawn for ``text`` under ``title``."""
    found = pipeline_titled(nlp, text, title, predicate)
    return {t.lower() for t in found} if lower else found


def _pairs(text: str) -> list[tuple[str, str]]:
    return [(text[a:b], text[c:d]) for a, b, c, d in find_acronyms(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Our approach, which we call continual pebble minimization with memory (CPM2), keeps X.",
            ("continual pebble minimization with memory", "CPM2"),
        ),
        (
            "We propose Robust KPO with label confidence (RC-KPO), which reweights the loss.",
            ("Robust KPO with label confidence", "RC-KPO"),
        ),
    ],
)
def test_a_name_given_after_its_naming_verb_defines_its_short_form(text, expected):
    assert _pairs(text) == [expected]


def test_letters_out_of_order_without_a_naming_verb_define_nothing():
    # guard (unchanged): no naming verb before the long form
    assert _pairs("The results of robust KPO with label confidence (RC-KPO) vary.") == []


def test_the_long_form_named_is_one_proposal(nlp):
    text = (
        "Our approach, which we call continual pebble minimization with memory (CPM2), keeps "
        "a small memory of confident kelp labels. CPM2 lowers the error by 19%."
    )
    assert pipeline_proposed(nlp, text) == {"continual pebble minimization with memory"}
    assert not pipeline_objects(nlp, text, Predicate.USES_METHOD) & {"CPM2"}


def test_a_described_phrase_before_a_naming_clause_is_the_names(nlp):
    text = (
        "We develop a simple difficulty-aware early-exit pebble strategy, which we call Kelp "
        "Budgeting (KB), that predicts problem difficulty from the first hundred tokens."
    )
    assert pipeline_proposed(nlp, text) == {"Kelp Budgeting"}


def test_a_specific_head_keeps_no_relative_clause(nlp):
    text = (
        "We trace the failure to feature heterogeneity and propose a lightweight feature "
        "alignment module that closes part of the gap."
    )
    assert pipeline_proposed(nlp, text) == {"lightweight feature alignment module"}


def test_a_generic_head_keeps_its_relative_clause(nlp):
    # guard (unchanged): "a hierarchical framework" says what it is with its clause
    text = "We propose a hierarchical framework that learns pebble layouts from kelp sketches."
    (label,) = pipeline_proposed(nlp, text)
    assert label.startswith("hierarchical framework that learns")


def test_twice_as_many_as_prior_work_is_a_comparison(nlp):
    text = (
        "We derive a tighter certificate, which we term kelp smoothing. On Kelp-ML, Citeseer "
        "and PubMed, kelp smoothing certifies twice as many nodes as prior certificates."
    )
    assert {"Kelp-ML", "Citeseer", "PubMed"} <= pipeline_objects(nlp, text, Predicate.EVALUATES_ON)


def test_names_listed_with_a_known_dataset_are_data(nlp):
    text = (
        "We propose PebbleTTA, a test-time adaptation method for speech recognition. "
        "Experiments with Whisper on LibriSpeech corrupted with eight noise types, KELP-4 and "
        "SIEVE-LIUM 3 show that PebbleTTA lowers the word error rate."
    )
    evaluated = pipeline_objects(nlp, text, Predicate.EVALUATES_ON)
    assert {"KELP-4", "SIEVE-LIUM 3"} <= evaluated
    assert not {"KELP-4", "SIEVE-LIUM 3"} & pipeline_objects(nlp, text, Predicate.USES_METHOD)


def test_names_beside_no_known_dataset_keep_their_type(nlp):
    # guard (unchanged): no dataset in the list, the names stay methods
    text = "We propose PebbleNet and compare it with KELP-4 and SIEVE-LIUM 3 on the same task."
    assert not {"KELP-4", "SIEVE-LIUM 3"} & pipeline_objects(nlp, text, Predicate.EVALUATES_ON)


def test_graphs_with_examples_are_data(nlp):
    text = (
        "We propose a pebble alignment module. On heterophilous graphs such as Pebble-Empire "
        "and Kelp-Ratings all foundation models fall behind a tuned GCN."
    )
    assert {"Pebble-Empire", "Kelp-Ratings"} <= pipeline_objects(nlp, text, Predicate.EVALUATES_ON)


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Benchmarking Sieve Agents on Scientific Pebble Editing", "scientific pebble editing"),
        ("Learning Dexterous Grasping from Human Videos", "dexterous grasping"),
        ("Pebble Detection from Kelp Clouds", "pebble detection"),
    ],
)
def test_a_titles_task_before_on_or_from(nlp, title, expected):
    text = "We propose a new method and evaluate it on standard benchmarks."
    tasks = _titled(nlp, text, title, Predicate.ADDRESSES_TASK)
    assert expected in tasks


def test_learning_from_feedback_is_no_titles_subject():
    # guard (unchanged): "Reinforcement Learning from X" is learning from a source, no subject
    (part,) = title_parts("Reinforcement Learning from Kelp Feedback")[:1]
    assert not part.subject


def test_a_second_gain_over_compares(nlp):
    text = (
        "We propose PebbleDP, a hierarchical pebble policy. PebbleDP achieves a success rate "
        "of 78.4% on LIBERO, improving over Kelp Policy by 12.1 points and over 3D Sieve "
        "Actor by 6.5 points."
    )
    compared = pipeline_objects(nlp, text, Predicate.COMPARES_WITH)
    assert {"Kelp Policy", "3D Sieve Actor"} <= compared


def test_a_measure_of_a_task_raised_over_compares(nlp):
    text = (
        "We design PebbleFlow, an equivariant flow model. On MP-20, PebbleFlow improves the "
        "match rate of pebble structure prediction over KelpCSP and SieveMM."
    )
    assert {"KelpCSP", "SieveMM"} <= pipeline_objects(nlp, text, Predicate.COMPARES_WITH)


def test_a_paradigm_a_policy_is_trained_with_is_no_task(nlp):
    text = (
        "We propose PebbleGrasp. Our method trains a point-cloud-conditioned policy with "
        "reinforcement learning in simulation."
    )
    assert "reinforcement learning" not in pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)


def test_a_paradigm_the_paper_studies_is_still_its_task(nlp):
    # guard (unchanged): no training verb before it
    text = "We study exploration in reinforcement learning and propose PebbleBonus."
    assert "reinforcement learning" in pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)


def test_a_hyphenated_adjective_opens_no_gerund_phrase(nlp):
    title = "Self-Correcting Pebble Generation via Kelp Feedback"
    text = "We propose a new method and evaluate it on standard benchmarks."
    tasks = _titled(nlp, text, title, Predicate.ADDRESSES_TASK)
    assert "self-correcting pebble generation" in tasks


def test_a_model_the_paper_pretrains_and_describes_is_proposed(nlp):
    text = (
        "We pretrain kelpFormer, a 650M-parameter transformer, on 50 million pebbles with a "
        "masked objective. kelpFormer transfers to pebble typing."
    )
    assert "kelpFormer" in pipeline_proposed(nlp, text)


def test_a_known_model_the_paper_trains_is_not_proposed(nlp):
    # guard (unchanged): a gazetteer name is no name of the paper's
    text = "We pretrain BERT, a 110M-parameter transformer, on 50 million pebble reports."
    assert "BERT" not in pipeline_proposed(nlp, text)


def test_a_sized_variant_of_a_proposed_name_is_proposed(nlp):
    text = (
        "We introduce KelpFlex, a reinforcement learning framework for pebble repair. "
        "KelpFlex-7B, trained from Qwen2.5-Coder-7B, reaches a pass@1 of 61.3% on LiveCodeBench."
    )
    assert {"KelpFlex", "KelpFlex-7B"} <= pipeline_proposed(nlp, text)


def test_a_word_between_a_name_and_dataset_keeps_it_data(nlp):
    text = (
        "We present PebbleGS, a method for dynamic scenes. On the KelpCheck iPhone dataset, "
        "PebbleGS improves PSNR by 1.8 dB."
    )
    assert "KelpCheck" in pipeline_objects(nlp, text, Predicate.EVALUATES_ON)


def test_a_lowercase_phrase_before_a_data_word_is_no_data(nlp):
    # guard: the phrase before "between database columns" is no dataset's name
    text = (
        "We propose PebbleSQL. The challenge lies in modeling alignment between database "
        "columns and their mentions."
    )
    assert "modeling alignment" not in pipeline_objects(nlp, text, Predicate.EVALUATES_ON)


def test_values_compared_as_factors_for_methods(nlp):
    text = (
        "We design tree-structured pebble heads. Our method achieves speedups of 3.1x on "
        "Vicuna-13B, compared with 2.4x and 2.1x for KelpDusa and 2.7x and 2.5x for SieveGLE."
    )
    assert {"KelpDusa", "SieveGLE"} <= pipeline_objects(nlp, text, Predicate.COMPARES_WITH)


def test_ahead_of_compares(nlp):
    text = (
        "We present PebbleEnsemble. On 57 datasets, PebbleEnsemble ranks first on average, "
        "ahead of tuned KelpBoost and SieveGBM."
    )
    assert {"KelpBoost", "SieveGBM"} <= pipeline_objects(nlp, text, Predicate.COMPARES_WITH)


def test_a_gain_of_more_than_n_points_is_an_improvement(nlp):
    text = "We propose PebbleNet. On CoNLL-2012 we show an improvement of more than 3.0 F1."
    extraction = extract_one(Paper(key="sha256:r33", abstract=text), nlp=nlp)
    assert [r.improvement for r in extraction.results if r.value == "3.0"] == [True]


def test_a_study_opening_after_a_name_measures_on_a_task(nlp):
    title = "KelpBench: Evaluating Sieve Agents on Multi-Step Pebble Repair"
    text = "We introduce KelpBench, a benchmark of 2,400 tasks."
    tasks = _titled(nlp, text, title, Predicate.ADDRESSES_TASK)
    assert "multi-step pebble repair" in tasks


def test_a_known_name_with_what_the_paper_adds_is_proposed(nlp):
    text = (
        "We introduce adversarial training with pebble constraints, which replaces the ball "
        "constraint with the kelp cell of each point."
    )
    assert pipeline_proposed(nlp, text) == {"adversarial training with pebble constraints"}


def test_a_known_name_alone_after_the_cue_is_not_proposed(nlp):
    # guard (unchanged): no qualifier, the known name is no proposal of the paper
    text = "We introduce adversarial training to the kelp sorting problem."
    assert "adversarial training" not in pipeline_proposed(nlp, text)


def test_what_a_known_thing_is_extended_into_is_proposed(nlp):
    text = (
        "Recently, Pebble Networks (PNs) were proposed for kelp data. In this paper, we extend "
        "PN to Transductive Pebble Networks (TPNs), suitable for semi-supervised learning."
    )
    assert "Transductive Pebble Networks" in pipeline_proposed(nlp, text)


def test_a_size_word_and_an_adjective_before_a_data_head(nlp):
    text = "We present a large and realistic pebble dataset of kelp images."
    assert pipeline_proposed(nlp, text) == {"pebble dataset of kelp images"}


def test_two_content_adjectives_stay_no_list(nlp):
    # guard (unchanged): "necessary and sufficient conditions" keeps its words
    text = "We derive necessary and sufficient conditions for pebble sorting."
    assert not any(label.startswith("sufficient") for label in pipeline_proposed(nlp, text))


def test_a_titles_opening_written_with_its_kind_and_called_ours(nlp):
    title = "Iterative Pebble Augmentation for Effective Kelp Generation"
    text = (
        "Kelp generation is hard. Training data may not suffice. By leveraging the idea that "
        "evaluation is easier than generation, we show how a simple, broadly applicable, "
        "iterative pebble augmentation scheme can be effective. Our scheme views the model "
        "as a prior."
    )
    proposed = _titled(nlp, text, title, Predicate.PROPOSES, lower=False)
    assert proposed == {"iterative pebble augmentation scheme"}


def test_a_comma_of_praise_cuts_no_proposal_from_its_label():
    from kg.link.chunks import coordination_fragment
    from kg.types import EntityType, Mention

    text = "We show how a simple, broadly applicable, iterative pebble augmentation scheme works."
    start = text.index("iterative")
    mention = Mention(
        "iterative pebble augmentation scheme", start, start + 36, EntityType.METHOD, "ner", 0.6
    )
    assert not coordination_fragment(mention, text, commas=False)
    assert coordination_fragment(mention, text)  # the default reads the comma as a list


def test_our_titles_opening_is_proposed(nlp):
    title = "Smooth Pebble Functions for Deep Top-k Sorting"
    text = (
        "Top-k sorting is hard. Evaluating our smooth pebble functions is computationally "
        "challenging, so we give a divide-and-conquer algorithm."
    )
    proposed = _titled(nlp, text, title, Predicate.PROPOSES, lower=False)
    assert "smooth pebble functions" in proposed


def test_our_titles_opening_adds_none_beside_a_phrase_of_its_head(nlp):
    # guard: "we build an alarm system to ..." already stands for the title's thing
    title = "An Alarm System for Pebble Sorting Based on Kelp Models"
    text = (
        "Pebble sorting fails silently. We build an alarm system to set off alarms when the "
        "sorting is poor. We evaluate our alarm system on several sorters."
    )
    proposed = _titled(nlp, text, title, Predicate.PROPOSES, lower=False)
    assert "alarm system" not in proposed


def _linked_types(text: str, nlp, title: str | None = None) -> dict[str, tuple[str, str]]:
    """{mention text: (entity label, entity type)} for the paper ``text`` linked alone."""
    from kg.link import link

    paper = Paper(key="sha256:r33l", abstract=text, title=title)
    extraction = extract_one(paper, nlp=nlp)
    linked = link([extraction])
    found = {}
    for index, mention in enumerate(extraction.mentions):
        at = linked.mention_entity.get((paper.key, index))
        if at is not None:
            entity = linked.entities[at]
            found[mention.text] = (entity.label, entity.type.value)
    return found


def test_a_method_acronym_before_a_data_word_is_the_data(nlp):
    text = (
        "We propose PebbleFormer for anomaly detection. On the KELP, SIEVE, SMAP and PSM "
        "benchmarks, PebbleFormer improves the average F1 score by 3.4 points."
    )
    label, etype = _linked_types(text, nlp)["PSM"]
    assert (label, etype) == ("PSM", "Benchmark")


def test_a_method_acronym_alone_keeps_its_meaning(nlp):
    # guard (unchanged): no data word, no list of data: the gazetteer's method
    text = "We estimate treatment effects with PSM and compare it with pebble weighting."
    assert _linked_types(text, nlp)["PSM"][0] == "propensity score matching"


def test_the_problem_of_a_named_activity_is_a_task(nlp):
    text = "This paper studies the problem of LLM routing: given a query, select a model."
    assert "LLM routing" in pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Fair Pebble Learning under Distribution Shift", "fair pebble learning"),
        ("Domain Adaptation under Kelp Shift", "domain adaptation"),
    ],
)
def test_a_task_done_under_a_condition(nlp, title, expected):
    text = "We propose a new method and evaluate it on standard benchmarks."
    tasks = _titled(nlp, text, title, Predicate.ADDRESSES_TASK)
    assert expected in tasks


def test_a_value_set_equal_to_a_parameter_is_no_result(nlp):
    text = "We propose PebbleNet. On MNIST it reaches 91.2% accuracy at epsilon = 3."
    extraction = extract_one(Paper(key="sha256:r33e", abstract=text), nlp=nlp)
    assert {r.value for r in extraction.results} == {"91.2%"}


def test_routing_and_salesman_problems_are_known_tasks(nlp):
    text = (
        "We introduce PebbleSolver. It generalizes to instances of the travelling salesman "
        "problem and the capacitated vehicle routing problem with 10,000 nodes."
    )
    labels = {label for label, etype in _linked_types(text, nlp).values() if etype == "Task"}
    assert {"traveling salesman problem", "vehicle routing problem"} <= labels


def test_the_subject_after_a_compared_list_is_not_compared(nlp):
    text = "Compared to scPebble and Sievformer, KelpNet improves macro-F1 by 4.2 points."
    compared = pipeline_objects(nlp, text, Predicate.COMPARES_WITH)
    assert compared == {"scPebble", "Sievformer"}


def test_the_last_items_short_form_stays_in_the_list(nlp):
    # guard (unchanged): "Y (YY)" after "and" is the last item's short form
    text = (
        "We evaluated KelpNet as compared to a standard CNN and group-equivariant pebble "
        "networks (GEPN) for several image classification tasks."
    )
    compared = pipeline_objects(nlp, text, Predicate.COMPARES_WITH)
    assert {"GEPN", "group-equivariant pebble networks"} & compared


def test_a_model_the_paper_trains_and_calls_ours_is_proposed(nlp):
    text = (
        "Learning a world model of driving scenes enables planning. We train an "
        "action-conditioned latent pebble diffusion model on 1,700 hours of driving video. "
        "Our model outperforms KELP-1 and Sieve in FID on nuScenes."
    )
    assert pipeline_proposed(nlp, text) == {"action-conditioned latent pebble diffusion model"}


def test_a_model_trained_but_never_called_ours_is_not_proposed(nlp):
    # guard: no "our model" after it, the trained model is a tool of the study
    text = (
        "We study how pebble features emerge. We train a small convolutional pebble model on "
        "kelp images and probe its layers."
    )
    assert "small convolutional pebble model" not in pipeline_proposed(nlp, text)
