"""Round 39 (sentences written here, in the style of today's abstracts).

* "a simple, intuitive and scalable X framework": the "and" that ends a comma list of
  praise is no coordination that cuts the proposal's label out of a longer phrase (before,
  the linker kept the proposal under a key that is never drawn: no proposal).
* "The resulting agent, ZorbPlan, solves 94% of ...": "solves" is a result verb of a coined
  name set off after the kind of thing the paper made.
* "On the Quill benchmark, X reaches 88.4%, 6 points above the best previous model": a
  comparison word ("above", "below", "ahead of") ends the words of the paper's own, so the
  prior-work words after it do not make the data others' (before, only mentioned).
* "a large and realistic natural language kelp answering dataset that ...": a size word and
  one more adjective before the name's own adjectives ("natural") are read past, as a list
  is (before, the phrase ran past its longest length: no proposal); "..., and we use it to
  analyze three architectures" runs experiments on it (the judged dataset set's edge, lost
  when the dataset became the proposal, comes back).
* "a general learning framework that can construct a zorb objective better suited for kelp
  generation": a relative clause too long to keep whole ends with its verb's object, before
  what the object is like ("better suited for", "designed for"); one short enough keeps it
  ("a framework that learns a policy designed for zorb rewards").
* "the Yahoo! Learning to Rank dataset": a name written with its exclamation mark does not
  end the sentence (before, the name spanned two sentences and had no edge).
* "we formulate kelp ranking as a constrained optimization problem": what a problem is cast
  as is no task of the paper (18 tasks become mentions on the 3,229 graph, all framings:
  "formulate X as a reinforcement learning / graph search / bi-level optimization problem");
  not "takes the selected frames as input and performs video classification", nor a pointer
  cast as a problem ("we formulate this problem as a Bayesian RL problem": the framing is all
  the sentence says of the task; a first version made three such tasks mentions on the
  3,229 graph, one of them expected in a judged task set).
* "while lowering top-1 accuracy by only 0.4%": a metric for which higher is better, lowered
  by the value, is a cost, no result (before, a score of 0.4%); "lowers the error rate by
  2.1%" and "lowers the QUILL metric by 22%" stay improvements. "the drop is 0.7%" is a loss.
* "validated against annotations from Zorb-Prot": records from a name make it data (before,
  a Method compared with); "metrics such as ZorbC": a name listed after "metrics" is a
  Metric (before, the tagger's Dataset, evaluated on).
* "We release KelpSeg, a collection of 120 laparoscopic videos ...": what the named dataset
  holds is no data of its own (before, evaluated on); "experiments on a set of 5,000 chest CT
  scans" still is.
* "Text simplification makes sentences easier to read": "simplification", "paraphrasing",
  "disambiguation" and "comprehension" head terms as "summarization" does (before, a lowercase
  phrase the graph did not draw; on the 3,229 graph two tasks come: machine comprehension,
  language comprehension tasks). "scores" was tried as a Metric head and left out: "attention
  scores", "musical scores", "importance scores" became Metrics on the 3,229 graph; a name
  right before "scores of" is a Metric instead ("SARI scores of 38.9 and 40.2", before a
  Method used and no result).
* "improves macro-F1 by 3.8 points on the ECtHR benchmark over Longformer": where a gain was
  measured may stand between its amount and "over" (before, Longformer was only mentioned).
* "These methods let us train networks ...", "design lightweight networks": a verb the
  lexicon also knows as a noun, before the plural of a made thing, opens a verb phrase, no
  name (three such nodes go from the 3,229 graph); not "search algorithms".
* "we establish their widespread existence in standard datasets": existence, presence and
  prevalence are findings, no contribution (before, "widespread existence" was proposed).
* "...: on the Penn Treebank, a two-layer LSTM ... reaches a test perplexity of 61.3, and on
  permuted sequential MNIST it reaches 95.8%": a colon opens a clause on data as a comma
  does, up to two modifiers may stand before the name, and the name may end up to 80
  characters before the value (was 60); not "on both X and Y, ... respectively" (a first
  version gave both values of such a sentence on the 3,229 graph the first dataset). Of the
  written sets, "exceeding frame-based detectors by 9 points" moves to the clause's Celeb-DF
  (right) and "On GLUE with A and on GSM8K with B, ... by up to 5.2 points" from GLUE to
  GSM8K (the value is of both).
* "Yet recent results indicate that X can outperform Y on tasks such as audio synthesis and
  machine translation", "Recent work has focused on explaining models for tasks like image
  classification or visual question answering": tasks listed as examples where others'
  results hold are no tasks of the paper (two on the 3,229 graph, both right). Tried and
  left out: making a known method named as the kind of a named proposal ("a novel network
  pruning algorithm called X", "a convolutional neural network called DPSNet") a mention of
  the paper's own kind; an earlier decision reads a known kind as used, and of the nine uses
  it turned into mentions on the 3,229 graph some were true (WaveNet, a CNN used), the rest
  debatable.
* "improving over the previous best IS of 52.52 and FID of 18.65", "compared to the previous
  state-of-the-art accuracy of 61.52%": values after a record beaten are the record's, no
  result of the paper (three such results go from the 3,229 graph, all right).
* "Adam's generalization": a property after a name and "'s" describes, names nothing (not
  "Newton's method"; one such use goes from the 3,229 graph).
* "Multi-agent path finding asks for ...", "Molecular property prediction benefits from ...",
  "Multi-task learning promises to ...": a tagged span opening its sentence that ends on the
  verb's -s form right after an activity noun, with no verb after it, ends before the verb
  (before, "Molecular property prediction benefits" was a Method and no task; on the 3,229
  graph one task comes: multi-task learning). Not a plural head the lexicon also has as a
  verb ("Stochastic video prediction models take", "continual learning approaches
  generally", "Computer vision tasks such as": a first version cut these three on the 3,229
  graph).
* "on modified DeepMind Control tasks": a name of capitalised words with a camel-case one
  before "tasks" is a suite of tasks, an Environment evaluated on (before, a Task addressed;
  nothing changes on the 3,229 graph).
* "We evaluate our method on two tasks: VarNaming, in which ...", "models from 4 popular NLP
  tasks: Q&A, NLI, ...": a name right after "tasks:" (or after names listed there) is a Task
  (before, a Method used; two such edges change on the 3,229 graph, both right).
* "regularized by optical flow and depth priors": a task's name modifying a signal something
  is regularized or guided by is no task of the paper (before, optical flow estimation was).
"""

from __future__ import annotations

import pytest
from conftest import (
    linked_objects,
    pipeline_edges,
    pipeline_objects,
    pipeline_results,
    pipeline_scored,
)

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.extract.relations.results import _CLAUSE_ON
from kg.link.chunks import no_name
from kg.link.termhood import describes
from kg.types import EntityType, Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def test_a_comma_list_of_praise_then_and_keeps_the_proposal(nlp):
    text = (
        "Deep models learn kelp representations. We propose a simple, intuitive and scalable "
        "dimension reduction framework that takes into account the soft probabilistic "
        "interpretation of zorb classifiers."
    )
    labels = linked_objects(nlp, text, Predicate.PROPOSES, drawn=True)
    assert "scalable dimension reduction framework" in labels


def test_solves_is_a_result_verb_of_a_coined_name(nlp):
    text = (
        "Model-based agents plan with models of the environment. In this work we train an "
        "abstract model of kelp states and plan with it using tree search. The resulting "
        "agent, ZorbPlan, solves 94% of the hard Quill levels."
    )
    assert pipeline_objects(nlp, text, Predicate.PROPOSES) == {"ZorbPlan"}


def test_a_comparison_word_ends_the_papers_own_words(nlp):
    text = (
        "We introduce a neural synthesizer that conditions on execution traces. On the Quill "
        "benchmark, the synthesizer reaches 88.4% accuracy, 6 points above the best previous "
        "model."
    )
    assert "Quill benchmark" in pipeline_objects(nlp, text, Predicate.EVALUATES_ON)


def test_a_size_word_and_an_adjective_before_a_named_phrase(nlp):
    text = (
        "Models fail at compositional generalization. We present a large and realistic natural "
        "language kelp answering dataset that is constructed according to this method, and we "
        "use it to analyze three architectures."
    )
    proposed = pipeline_objects(nlp, text, Predicate.PROPOSES)
    assert proposed == {"natural language kelp answering dataset"}
    evaluated = pipeline_objects(nlp, text, Predicate.EVALUATES_ON)
    assert evaluated == {"natural language kelp answering dataset"}


def test_a_long_relative_clause_ends_before_what_its_object_is_like(nlp):
    text = (
        "Zorb language models produce dull text. In this paper, we introduce a general learning "
        "framework that can construct a decoding objective better suited for kelp generation."
    )
    proposed = pipeline_objects(nlp, text, Predicate.PROPOSES)
    assert proposed == {"general learning framework that can construct a decoding objective"}


def test_a_short_relative_clause_keeps_what_its_object_is_like(nlp):  # guard
    text = "We propose a framework that learns a policy designed for zorb rewards."
    proposed = pipeline_objects(nlp, text, Predicate.PROPOSES)
    assert proposed == {"framework that learns a policy designed for zorb rewards"}


def test_a_name_with_an_exclamation_mark_stays_in_its_sentence(nlp):
    text = (
        "We rank zorbs fairly. Experiments on the Yahoo! Learning to Rank dataset show that "
        "the method reduces exposure disparity."
    )
    evaluated = pipeline_objects(nlp, text, Predicate.EVALUATES_ON)
    assert any(e.startswith("Yahoo!") for e in evaluated)


def test_what_a_problem_is_cast_as_is_no_task(nlp):
    text = "We formulate fair kelp ranking as a constrained optimization problem over zorbs."
    tasks = pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert not any("optimization" in t for t in tasks)


def test_a_pointer_cast_as_a_problem_keeps_the_task(nlp):  # guard
    text = "We formulate this problem as a kelp reinforcement learning problem over zorbs."
    tasks = pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert any("reinforcement learning" in t for t in tasks)


def test_as_input_is_no_casting(nlp):  # guard
    text = (
        "A heavyweight CNN model such as I3D takes the selected frames as input and performs "
        "video classification."
    )
    assert "video classification" in pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "On Zorb-400, merging halves the FLOPs of a ViT model while lowering top-1 accuracy "
            "by only 0.4%.",
            [],
        ),
        ("On Zorb-400, our pruning reduces top-1 accuracy by 0.4%.", []),
        # guards: a metric for which lower is better, and one of unknown direction
        (
            "Our method lowers the error rate by 2.1% on Zorb-10.",
            [("error rate", "2.1%", True)],
        ),
        (
            "We propose kelp decoding, which lowers the QUILL metric by 22% on Zorb-10.",
            [("QUILL", "22%", True)],
        ),
    ],
)
def test_a_lowered_metric_for_which_higher_is_better_is_a_cost(nlp, text, expected):
    assert pipeline_results(nlp, text) == expected


def test_the_drop_is_a_loss(nlp):
    text = "Merging costs little: on Zorb-400 the top-1 accuracy drop is 0.7%."
    assert pipeline_results(nlp, text) == []


def test_records_from_a_name_make_it_data(nlp):
    text = (
        "We train sparse autoencoders on a protein language model. Features are validated "
        "against annotations from Zorb-Prot, and 48% of them match a known domain."
    )
    edges = pipeline_edges(nlp, text, Predicate.EVALUATES_ON)
    assert any(m.text == "Zorb-Prot" and m.type is EntityType.DATASET for m, _ in edges)
    assert "Zorb-Prot" not in pipeline_objects(nlp, text, Predicate.COMPARES_WITH)


def test_a_name_listed_after_metrics_is_a_metric(nlp):
    text = (
        "We collect expert judgments of kelp summaries. Entailment-based metrics such as ZorbC "
        "correlate best with expert judgments."
    )
    extraction = extract_one(Paper(key="sha256:metric", abstract=text), nlp=nlp)
    assert [m.type for m in extraction.mentions if m.text == "ZorbC"] == [EntityType.METRIC]


def test_what_a_named_dataset_holds_is_no_data_of_its_own(nlp):
    text = (
        "We release KelpSeg, a collection of 120 laparoscopic videos with pixel-level masks "
        "of 14 instrument types. Baselines reach a mean Dice of 0.78 on KelpSeg."
    )
    assert "120 laparoscopic videos" not in pipeline_objects(nlp, text, Predicate.EVALUATES_ON)


def test_counted_items_after_a_set_of_stay_data(nlp):  # guard
    text = "We run experiments on a set of 5,000 chest CT scans and report zorb accuracy."
    assert "5,000 chest CT scans" in pipeline_objects(nlp, text, Predicate.EVALUATES_ON)


def test_simplification_heads_a_term(nlp):
    text = (
        "Text simplification makes sentences easier to read while keeping their meaning. We "
        "train a zorb tagger that predicts kelp edit operations."
    )
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK, drawn=True)
    assert {t.lower() for t in tasks} == {"text simplification"}


def test_a_name_before_scores_of_is_a_metric(nlp):
    text = "On KelpNews, the zorb tagger obtains QUILL scores of 38.9 and 40.2 in two settings."
    extraction = extract_one(Paper(key="sha256:scores", abstract=text), nlp=nlp)
    assert [m.type for m in extraction.mentions if m.text == "QUILL"] == [EntityType.METRIC]
    assert [r.value for r in extraction.results] == ["38.9", "40.2"]


def test_a_gain_over_a_method_after_where_it_was_measured(nlp):
    text = (
        "We propose a hierarchical kelp model. The model improves macro-F1 by 3.8 points on the "
        "Zorb benchmark over Longformer."
    )
    compared = pipeline_edges(nlp, text, Predicate.COMPARES_WITH)
    assert [m.text for m, _ in compared] == ["Longformer"]


def test_a_task_naming_a_guiding_signal_is_no_task(nlp):
    text = (
        "We represent the kelp scene as a canonical zorb field and a deformation field, both "
        "regularized by optical flow and depth priors."
    )
    assert pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK) == set()


def test_a_task_with_priors_after_it_as_the_object_stays(nlp):  # guard
    text = "We study optical flow estimation with learned kelp priors."
    assert pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK) == {"optical flow estimation"}


@pytest.mark.parametrize(
    ("label", "expected"),
    [
        ("train networks", True),
        ("design lightweight networks", True),
        ("search algorithms", False),  # guard: a kind of method
        ("train loss", False),  # guard: no made thing
    ],
)
def test_a_verb_before_a_made_things_plural_names_nothing(label, expected):
    assert no_name(label, etype=EntityType.CONCEPT) is expected


def test_existence_is_no_contribution(nlp):
    text = (
        "We show that kelp examples stem from zorb features. After capturing these features "
        "within a framework, we establish their widespread existence in standard datasets."
    )
    assert not any("existence" in p for p in pipeline_objects(nlp, text, Predicate.PROPOSES))


def test_a_colon_opens_a_clause_on_data(nlp):
    text = (
        "The resulting networks train faster: on the Penn Treebank, a two-layer LSTM with zorb "
        "skips reaches a test perplexity of 61.3, and on permuted sequential MNIST it reaches "
        "95.8% accuracy."
    )
    assert pipeline_scored(nlp, text) == [
        ("test perplexity", "61.3", "Penn Treebank"),
        ("accuracy", "95.8%", "sequential MNIST"),  # (MNIST until round 59, a gazetteer name)
    ]


@pytest.mark.parametrize(
    ("before", "expected"),
    [
        (": on the ", True),
        (", and on permuted sequential ", True),
        (", on both ", False),  # guard: two datasets follow
        (", and on top of ", False),  # guard
    ],
)
def test_a_clause_opening_on_data(before, expected):
    assert bool(_CLAUSE_ON.search(before)) is expected


def test_tasks_listed_as_examples_of_others_results(nlp):
    text = (
        "For most practitioners, kelp modeling is synonymous with recurrent networks. Yet recent "
        "results indicate that convolutional architectures can outperform recurrent networks on "
        "tasks such as audio synthesis and machine translation. We conduct a systematic "
        "evaluation of zorb architectures for kelp modeling."
    )
    tasks = pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert not {"audio synthesis", "machine translation"} & tasks


def test_tasks_listed_as_examples_of_the_papers_own_results(nlp):  # guard
    text = (
        "We propose ZorbConv. Our results show that ZorbConv outperforms recurrent networks on "
        "tasks such as audio synthesis and machine translation."
    )
    tasks = pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert {"audio synthesis", "machine translation"} <= tasks


def test_values_of_a_record_beaten_are_no_results(nlp):
    text = (
        "When trained on ZorbNet at 128x128 resolution, our models achieve an Inception Score of "
        "166.5 and Frechet Inception Distance of 7.4, improving over the previous best IS of "
        "52.52 and FID of 18.65."
    )
    assert [value for _, value, _ in pipeline_scored(nlp, text)] == ["166.5", "7.4"]


@pytest.mark.parametrize(
    ("label", "expected"),
    [
        ("Zorb's generalization", True),
        ("KelpNet's performance", True),
        ("Newton's method", False),  # guard: an eponym
        ("Word Mover's Distance", False),  # guard
    ],
)
def test_a_property_of_a_name_describes(label, expected):
    assert describes(label) is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Molecular property prediction benefits from pretraining on kelp molecules.",
            "Molecular property prediction",
        ),
        ("Multi-agent path finding asks for collision-free paths.", "Multi-agent path finding"),
        # guards: the phrase's own plural head
        (
            "Stochastic video prediction models take in a sequence of frames.",
            "Stochastic video prediction models",
        ),
        (
            "Regularization-based continual learning approaches generally prevent forgetting.",
            "Regularization-based continual learning approaches",
        ),
    ],
)
def test_a_sentence_opening_span_ends_before_its_verb(nlp, text, expected):
    extraction = extract_one(Paper(key="sha256:verb", abstract=text), nlp=nlp)
    assert [m.text for m in extraction.mentions if m.start == 0] == [expected]


def test_a_suite_named_with_capitalised_words_before_tasks(nlp):
    text = "ZorbRL outperforms prior methods on modified DeepMind Control tasks with video noise."
    assert "DeepMind Control" in pipeline_objects(nlp, text, Predicate.EVALUATES_ON)
    assert "DeepMind Control" not in pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)


def test_a_name_listed_after_tasks_colon_is_a_task(nlp):
    text = (
        "We evaluate our method on two tasks: ZorbNaming, in which a network predicts the name "
        "of a kelp variable, and a second one."
    )
    assert "ZorbNaming" in pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)
