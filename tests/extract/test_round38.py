"""Round 38 (sentences written here, in the style of today's abstracts).

* "ZorbGAN: Learning from Incomplete Kelp Data" over "we present a GAN-based framework for
  ...": a kind word after known names only ("GAN-based framework", "CNN architecture") names
  nothing of the paper's own, so the coined title name labels the proposal (before, the
  phrase was proposed and the linker dropped it: no proposal).
* "This paper puts forward a ...": "puts forward" is a cue, as "put forward" is.
* "Denoising Diffusion Models for X": a gerund before a model's head is the model's kind, no
  task ("denoising diffusion models" was a title task); "nowcasting" heads a task as
  "forecasting" does ("precipitation nowcasting" was a phrase the linker did not draw).
* "radar data from the UK Met Office", "the European Space Agency": a place or an
  organisation named alone is no entity of the paper (before, Methods used).
* "we propose a simple decoding intervention, kelp-penalized decoding, that ...": a name set
  off by commas after an indefinite description the cue introduces is the proposal, and the
  description is what it is (before, both proposed, the description as a Task when the tagger
  typed it one); a name spelled out in brackets after it is proposed too ("a new RL agent,
  ZADALA (Zorb Attention ... Agent)").
* "outperforming ZorbGPT (0.86) and a fine-tuned KelpBERT classifier (0.89)": a value in
  brackets right after a compared method is that method's score, not the paper's.
* "keeps a relative L2 error below 10%": a bound, with "a" as with "the".
* "the few-shot learning setting", "reinforcement learning research" typed a task hold the
  task (before, the linker dropped the whole phrase as a class of works and no task stayed).
  Not "face recognition systems" or "the meta-learning community": a first version drew
  these on the 3,229 graph, five of sixteen false (background or an application).
* "by 2.3, 1.9 and 4.0 points on A, B and C": the datasets after a list's unit pair in order;
  "evaluated on A, B and C, where it improves MRR by 2.3, 1.9 and 4.0 points": the one list
  of datasets before the values pairs in order too (before, none or the first for all).
* "On A, ..., and on the B dataset it obtains 23.1 BLEU-4": the data a later clause opens
  with, with "the" before it (before, A's); not "on both A and B" (a first version paired
  both values of one paper with A on the 3,229 graph).
* "On ZorbFaces++ our detector reaches ...": an opening name with no comma after it, the
  main clause's subject right after, is data (before, a Method used).
* "pretrained on two million molecules from ZORB15": counted items taken from a name make it
  data.
* "Kelp Detection in Zorb Series": a task of two to four words opening a title before "in"
  is its subject, stated as the paper's task where the abstract never writes it (five tasks
  come on the 3,229 graph: compositional transfer, periodicity detection, contingency-aware
  exploration, anomalous pattern detection, single episode policy transfer). Not with a
  preposition or a verb inside, not a search, not before a model ("... in Sketch Memory
  Networks", an earlier decision kept).
* "a novel kelp technique that eliminates entire zorbs and quills according to ... as
  compared to ..., yielding ...": a relative clause too long to keep whole ends with its
  verb's object, and a clause's dangling "according" / "with" / "by" is cut (before, no
  proposal; on the 3,229 graph one proposal comes, "learning rule that constrains the
  distance a network can travel", and three labels lose a trailing means phrase).
* "a simple, intuitive and scalable X framework", "a comprehensive, rigorous, and coherent
  benchmark, KelpBench": a list of praise with commas before the proposal's mention or
  before an appositive name no longer ends the phrase (before, no proposal, or the name was
  evaluated on); the praise is trimmed from labels ("fast, parallel sampling procedure" ->
  "parallel sampling procedure", changing round 14's expectation). On the 3,229 graph two
  proposals come ("tractable approximation of IDS", "unifying taxonomy") and three labels
  lose their praise.
* "trajectories generated with the KelpSim solver": a name headed by a method's word after
  "generated / rendered / simulated with" made the data and is no data (not "evaluated on
  kelp mixture models", the things tested: a first version turned three evaluations on the
  3,229 graph into uses).
* "Against ZorbDiffusion and a DDPM ..., the attack achieves ...": "against" opening a
  sentence names a target, no comparison.
* "We propose adversarially reweighted learning (ARL), in which ...": a Method a paper
  proposes keeps its type under a field's head ("learning", "adaptation"; before, the
  linker made it a Task). On the 3,229 graph 19 proposals change from Task to Method
  (variational continual learning, self-paced learning, minimax curriculum learning, ...),
  two uses of the same entities too; all read.
* "Fine-tuned on ZORBTZ, Kelpnet reaches ...", "Evaluated on KelpSet, the model ...",
  "Experiments on real world networks ...": a sentence opening on a participle (or
  "Experiments") and "on" makes the name data, and the clause after the comma is the
  sentence's, no appositive whose head types the name (before, the tagger's Task or Method;
  on the 3,229 graph two papers now evaluate on "real world networks"; SciER dev gains one
  span, 0.6987 -> 0.6991).
* "On ZorbSynth, Kelpnet improves accuracy by 6 points over supervised pretraining on
  KelpSet": where the value's clause or sentence opens on data, an "on Y" after "over / than
  / compared to" is the baseline's (before, Y's); without such an opening "over the baseline
  on X" keeps X. On the 3,229 graph one improvement moves to the right dataset (10.5
  perplexity on WikiText-103, not Billion Word).
* "DARTS: Differentiable Architecture Search", "ALBERT: A Lite BERT for ...": a one-word
  name with capitals that the gazetteer knows as a method or a model, set before a title's
  colon and not written in the abstract, is the paper's proposal (before, the paper proposed
  nothing: the known name was taken for one it uses). Not a name the gazetteer knows as an
  environment or a concept ("SUMO", "CoT": other things of the same name on the 3,229
  graph). Two proposals come there, both right.
* "a PSNR of 29.1 dB at noise level 25": the level a run was set at is no score (not "with an
  error rate of 4.98%": a first version taking rates and ratios lost that result on the
  3,229 graph); "the ten languages of ZorbANN": the languages of a name are data.

Tried and left out: a tokenizer rule keeping "Math23K" and "ImageNet-1K" one token (three
edges better on the 3,229 graph) breaks the shipped tagger's learnt token features and
spaCy's tokenizer serialisation; it belongs with the tagger's next generation (issue 13).
"""

from __future__ import annotations

import pytest
from conftest import (
    linked_objects,
    pipeline_edges,
    pipeline_objects,
    pipeline_proposed,
    pipeline_scored,
)

from kg.extract import extract_one
from kg.extract.candidates import _organization
from kg.extract.pipeline import make_pipeline
from kg.extract.relations.title_tasks import title_parts
from kg.extract.relations.titles import _kind_of_known
from kg.link import link
from kg.types import Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _proposal_labels(nlp, text: str, title: str | None = None) -> set[str]:
    """The labels of the nodes the linked paper proposes."""
    return set(linked_objects(nlp, text, Predicate.PROPOSES, title=title))


def test_a_coined_title_names_a_kind_after_a_known_name(nlp):
    text = (
        "Generative adversarial networks (GANs) model complex distributions. However, typical "
        "GANs require fully-observed data. In this paper, we present a GAN-based framework for "
        "learning from incomplete kelp data."
    )
    title = "ZorbGAN: Learning from Incomplete Kelp Data"
    assert _proposal_labels(nlp, text, title) == {"ZorbGAN"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("GAN-based framework", True),
        ("CNN architecture", True),
        ("Zorb-based framework", False),  # guard: an unknown name
        ("novel framework", False),  # guard: no name
        ("GAN", False),  # guard: no kind word
        ("GAN-based framework for learning from kelp data", True),
    ],
)
def test_a_kind_after_known_names(text, expected):
    assert _kind_of_known(text) is expected


def test_puts_forward_is_a_cue(nlp):
    text = "This paper puts forward a kelp to tensor representation that relies on zorb codes."
    assert pipeline_proposed(nlp, text)


def test_a_gerund_before_a_models_head_is_no_task():
    assert title_parts("Denoising Zorb Models for Kelp Nowcasting") == title_parts(
        "Zorb Models for Kelp Nowcasting"
    )
    assert [t.name for t in title_parts("Denoising Zorb Models for Kelp Nowcasting")] == [
        "Kelp Nowcasting"
    ]


def test_a_tasks_gerund_phrase_still_names_a_task():  # guard
    assert [t.name for t in title_parts("Synthesizing Kelp-Zorb Interactions via X")] == [
        "Synthesizing Kelp-Zorb Interactions"
    ]


def test_nowcasting_heads_a_task(nlp):
    text = "Kelp nowcasting, the prediction of kelp growth over the next hours, guides farmers."
    tasks = pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert {t.lower() for t in tasks} == {"kelp nowcasting"}
    assert {t.lower() for t in _linked_labels(nlp, text, Predicate.ADDRESSES_TASK)} == {
        "kelp nowcasting"
    }


def _linked_labels(nlp, text: str, predicate: Predicate) -> set[str]:
    """The labels of the drawn nodes the linked paper has ``predicate`` edges to."""
    return set(linked_objects(nlp, text, predicate, drawn=True))


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("UK Met Office", True),
        ("European Zorb Agency", True),
        ("UK", True),
        ("NASA", True),
        ("DeepMind Lab", False),  # guard: an environment's name
        ("ZorbNet", False),  # guard
        ("Kelp Office", True),
    ],
)
def test_organisations_and_places(name, expected):
    assert _organization(name) is expected


@pytest.mark.parametrize(
    "text",
    [
        "We propose ZorbCast. ZorbCast is trained on census records from the United States and "
        "evaluated on kelp farms.",
        "We propose ZorbCast. We use satellite images provided by the European Space Agency.",
    ],
)
def test_a_place_or_an_organisation_is_no_method(nlp, text):
    assert pipeline_objects(nlp, text, Predicate.USES_METHOD) == set()


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "We propose a simple decoding intervention, kelp-penalized decoding, that lowers "
            "the zorb rate by 22%.",
            "kelp-penalized decoding",
        ),
        (
            "We propose a simple decoding intervention, KPD, that lowers the zorb rate by 22%.",
            "KPD",
        ),
    ],
)
def test_a_name_after_an_indefinite_description_is_the_proposal(nlp, text, name):
    assert pipeline_proposed(nlp, text) == {name}
    assert not pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)


def test_the_names_spelled_out_form_is_proposed_too(nlp):  # guard: kept as before
    text = "We present a new RL agent, ZADALA (Zorb Attention DisentAngled kelp Learning Agent)."
    proposed = pipeline_proposed(nlp, text)
    assert {"ZADALA", "Zorb Attention DisentAngled kelp Learning Agent"} <= proposed


def test_a_list_after_the_description_is_no_name(nlp):  # guard
    text = "We introduce a kelp scoring function, a zorb sampler, and a verifier."
    assert "zorb sampler" not in pipeline_proposed(nlp, text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We propose Kelpnet. On texts from three models, it attains an average AUROC of "
            "0.94, outperforming ZorbGPT (0.86) and a fine-tuned KelpBERT classifier (0.89).",
            [("AUROC", "0.94", None)],
        ),
        (
            "We propose Kelpnet. Kelpnet attains an accuracy of 91.2% on KelpSet, outperforming "
            "ZorbNet-50 (88.1%).",
            [("accuracy", "91.2%", "KelpSet")],
        ),
    ],
)
def test_a_compared_methods_bracketed_score_is_not_ours(nlp, text, expected):
    assert pipeline_scored(nlp, text) == expected


def test_a_bound_with_an_indefinite_article_is_no_score(nlp):
    text = (
        "We propose Kelpnet. On zorb flow, Kelpnet keeps a relative L2 error below 10% for 500 "
        "time steps."
    )
    assert pipeline_scored(nlp, text) == []


@pytest.mark.parametrize(
    "text",
    [
        "We find that Kelpnet improves over baselines in the few-shot learning setting.",
        "Learning to control kelp farms remains at the frontier of reinforcement learning "
        "research.",
    ],
)
def test_a_setting_typed_a_task_holds_the_task(nlp, text):
    tasks = _linked_labels(nlp, text, Predicate.ADDRESSES_TASK)
    assert tasks & {"few-shot learning", "reinforcement learning"}


def test_systems_of_a_task_link_to_the_task(nlp):
    # (round 68: "X systems" the extractor reads as a task of the paper is the known task X,
    # as "image classification systems" is; it was an undrawn phrase before)
    text = "Biases of race in face recognition systems harm kelp farmers. We propose Kelpnet."
    assert "face recognition systems" not in _linked_labels(nlp, text, Predicate.ADDRESSES_TASK)


@pytest.mark.parametrize(
    "text",
    [
        "We propose Kelpnet. Kelpnet improves mean reciprocal rank by 2.3, 1.9 and 4.0 points "
        "on KelpQA, ZorbQA-15 and QuillQA, respectively.",
        "We propose Kelpnet. Kelpnet is evaluated on KelpQA, ZorbQA-15 and QuillQA, where it "
        "improves mean reciprocal rank by 2.3, 1.9 and 4.0 points over ZorbE.",
    ],
)
def test_listed_values_pair_with_listed_datasets_in_order(nlp, text):
    assert pipeline_scored(nlp, text) == [
        ("mean reciprocal rank", "2.3", "KelpQA"),
        ("mean reciprocal rank", "1.9", "ZorbQA-15"),
        ("mean reciprocal rank", "4.0", "QuillQA"),
    ]


def test_a_later_clauses_data_with_the(nlp):
    text = (
        "We propose Kelpnet. On KelpSign, Kelpnet improves BLEU-4 from 24.3 to 26.9, and on "
        "the ZorbSign dataset it obtains 23.1 BLEU-4."
    )
    assert pipeline_scored(nlp, text) == [
        ("BLEU-4", "26.9", "KelpSign"),
        ("BLEU-4", "23.1", "ZorbSign dataset"),
    ]


def test_an_opening_name_without_a_comma_is_data(nlp):
    text = (
        "We propose Kelpnet. On ZorbFaces++ our detector reaches 97.3% accuracy and on the "
        "unseen Kelp-DF dataset it keeps 88.1% accuracy."
    )
    assert pipeline_scored(nlp, text) == [
        ("accuracy", "97.3%", "ZorbFaces++"),
        ("accuracy", "88.1%", "Kelp-DF"),
    ]


def test_a_list_opened_by_both_is_no_later_clause(nlp):  # guard
    text = (
        "Kelpnet achieves the best results on kelp recognition, on both ZorbSpeech and "
        "QuillSpeech datasets, achieving $9.3\\%$ WER and $4.5\\%$ WER, respectively."
    )
    assert {d for _, _, d in pipeline_scored(nlp, text)} != {"ZorbSpeech"}


def test_counted_items_from_a_name_are_data(nlp):
    text = "We propose Kelpnet. Kelpnet is pretrained on two million molecules from ZORB15."
    extraction = extract_one(Paper(key="sha256:typed", abstract=text), nlp=nlp)
    data = {m.text for m in extraction.mentions if m.type.value == "Dataset"}
    assert "ZORB15" in pipeline_objects(nlp, text, Predicate.EVALUATES_ON) | data


@pytest.mark.parametrize(
    ("title", "task"),
    [
        ("Kelp Detection in Zorb Series", "Kelp Detection"),
        ("Quill Calibration in Kelp Farming through Zorb Inference", "Quill Calibration"),
    ],
)
def test_a_task_opening_a_title_before_in_is_its_subject(title, task):
    assert (task, True) in [(t.name, t.subject) for t in title_parts(title)]


@pytest.mark.parametrize(
    "title",
    [
        "Connections Between Kelp Optimization in Zorb Learning",  # a preposition inside
        "Adaptive Kelps Show Zorb Compression in Deep Networks",  # a claim, five words
        "Novelty Search in Kelp Space",  # a search is a means
        "Kelp Calibration in Deep Zorb Networks",  # what a model does
    ],
)
def test_no_subject_task_before_in(title):  # guards
    assert not [t for t in title_parts(title) if t.subject and not t.connector]


def test_a_long_relative_clause_ends_with_its_verbs_object(nlp):
    text = (
        "In this work we propose a novel kelp technique that eliminates entire zorbs and quills "
        "according to their relative L1-norm as compared to the rest of the network, yielding "
        "more compression."
    )
    assert pipeline_proposed(nlp, text) == {
        "kelp technique that eliminates entire zorbs and quills"
    }


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We propose a comprehensive, rigorous, and coherent benchmark, KelpBench.",
            {"KelpBench"},
        ),
        (
            "We present a simple, fast and accurate solver, ZorbSolve, which handles kelp.",
            {"ZorbSolve"},
        ),
        (
            "We propose a simple, intuitive and scalable kelp reduction framework that accounts "
            "for the zorb interpretation of deep models.",
            {"scalable kelp reduction framework"},
        ),
        (
            "In this work, we present a simple, effective multi-kelp learning framework for zorb "
            "representations that combines the inductive biases of diverse training objectives "
            "in a single model.",
            {"multi-kelp learning framework for zorb representations"},
        ),
    ],
)
def test_a_list_of_praise_before_the_proposal(nlp, text, expected):
    assert pipeline_proposed(nlp, text) == expected


def test_a_solver_that_made_the_data_is_no_data(nlp):
    text = (
        "We propose ZorbNet, a learned kelp simulator. ZorbNet is trained on trajectories "
        "generated with the KelpSim solver."
    )
    assert "KelpSim solver" not in pipeline_objects(nlp, text, Predicate.EVALUATES_ON)


def test_models_evaluated_on_stay_data(nlp):  # guard
    text = "We propose ZorbNet. We evaluate ZorbNet on multi-dimensional kelp mixture models."
    assert pipeline_objects(nlp, text, Predicate.EVALUATES_ON) == {
        "multi-dimensional kelp mixture models"
    }


def test_a_sentence_opening_on_against_names_a_target(nlp):
    text = (
        "We design a kelp inference attack. Against ZorbDiffusion and a DDPM trained on "
        "CIFAR-10, the attack achieves a true positive rate of 24%."
    )
    compared = {m.text for m, _ in pipeline_edges(nlp, text, Predicate.COMPARES_WITH)}
    assert "ZorbDiffusion" not in compared


def test_compared_against_still_compares(nlp):  # guard
    text = "We propose KelpNet. We compare KelpNet against ZorbNet-50 on ImageNet."
    compared = {m.text for m, _ in pipeline_edges(nlp, text, Predicate.COMPARES_WITH)}
    assert "ZorbNet-50" in compared


def _proposed_types(nlp, text: str) -> dict[str, str]:
    return linked_objects(nlp, text, Predicate.PROPOSES)


def test_a_proposed_learning_method_stays_a_method(nlp):
    text = (
        "Much work on fairness assumes access to protected attributes. We propose "
        "adversarially kelp-weighted learning (AKWL), in which an adversary learns to upweight "
        "regions of the input space."
    )
    assert _proposed_types(nlp, text) == {"adversarially kelp-weighted learning": "Method"}


def test_a_field_only_mentioned_stays_a_task(nlp):  # guard
    text = "We propose Kelpnet. Kelpnet uses kelp-weighted learning to rank zorbs."
    labels = {}
    extraction = extract_one(Paper(key="sha256:field", abstract=text), nlp=nlp)
    linked = link([extraction])
    for entity in linked.entities:
        labels[entity.label] = entity.type.value
    assert labels["kelp-weighted learning"] == "Task"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We propose Kelpnet. Fine-tuned on ZORBTZ, Kelpnet reaches 85.6% genre "
            "classification accuracy.",
            [("genre classification accuracy", "85.6%", "ZORBTZ")],
        ),
        (
            "We propose Kelpnet. Evaluated on KelpSet, the model reaches 85.6% accuracy.",
            [("accuracy", "85.6%", "KelpSet")],
        ),
    ],
)
def test_an_opening_participle_on_a_name_gives_data(nlp, text, expected):
    assert pipeline_scored(nlp, text) == expected


def test_capitalised_experiments_on_give_data(nlp):
    text = "We propose Kelpnet. Experiments on real world zorb networks demonstrate its gains."
    assert pipeline_objects(nlp, text, Predicate.EVALUATES_ON) == {"real world zorb networks"}


def test_the_baselines_data_after_over_is_not_the_results(nlp):
    text = (
        "We propose Kelpnet. On ZorbSynth, Kelpnet improves instrument recognition accuracy by "
        "6 points over supervised pretraining on ImageNet."
    )
    assert [d for _, _, d in pipeline_scored(nlp, text)] == ["ZorbSynth"]


def test_data_after_over_without_an_opening_stays(nlp):  # guard
    text = "We propose Kelpnet. Kelpnet improves accuracy by 2% over the baseline on KelpSet."
    assert [d for _, _, d in pipeline_scored(nlp, text)] == ["KelpSet"]


def test_a_known_method_named_before_a_titles_colon_is_the_papers(nlp):
    text = (
        "This paper addresses the scalability challenge of kelp search by formulating the task "
        "in a differentiable manner. Unlike conventional approaches over a discrete search "
        "space, our method is based on the continuous relaxation of the kelp representation, "
        "allowing efficient search with gradient descent."
    )
    assert "differentiable architecture search" in {
        label.lower() for label in _proposal_labels(nlp, text, "DARTS: Differentiable Kelp Search")
    }


def test_a_known_environment_before_a_colon_is_another_thing(nlp):  # guard
    text = (
        "We introduce an unbiased kelp estimator of the log marginal likelihood based on "
        "randomized truncation of infinite series."
    )
    labels = _proposal_labels(nlp, text, "SUMO: Unbiased Estimation of Kelp Probability")
    assert not {label for label in labels if "SUMO" in label}


def test_a_level_a_run_was_set_at_is_no_score(nlp):
    text = "We propose Kelpnet. On the KelpSD68 benchmark it achieves a PSNR of 29.1 dB at noise level 25."
    assert pipeline_scored(nlp, text) == [("PSNR", "29.1", "KelpSD68")]


def test_a_rate_after_with_stays_a_score(nlp):  # guard
    text = "We propose Kelpnet. Kelpnet reaches a new state of the art with an error rate of 4.98% on KelpSet."
    assert pipeline_scored(nlp, text) == [("error rate", "4.98%", "KelpSet")]


def test_the_languages_of_a_name_are_data(nlp):
    text = (
        "We propose Kelpnet. Kelpnet beats direct transfer by 5.4 F1 points on average over the "
        "ten languages of ZorbANN."
    )
    assert pipeline_scored(nlp, text) == [("F1", "5.4", "ZorbANN")]


def test_a_long_relative_clause_cut_before_its_means(nlp):
    text = (
        "Secondly, we propose a new learning rule that constrains the distance a network can "
        "travel through $L^2$-space in any one update."
    )
    assert pipeline_proposed(nlp, text) == {
        "learning rule that constrains the distance a network can travel"
    }
