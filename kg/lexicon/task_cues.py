"""Cue words of the task rules (:mod:`kg.extract.relations.tasks` and its neighbours) and of the
names a title gives: which heads make a phrase a task, the verbs and frames that state one
("we study X", "the task of X"), and which heads a title's study or task has (the other
relation cues are in :mod:`kg.lexicon.cues`).
"""

from __future__ import annotations

import functools
import re

from kg.lexicon.wordclass import load_lexicon, verb_of_gerund
from kg.lexicon.words import GENERIC_TASK_WORDS

__all__ = [
    "GOAL_TO",
    "LEARNED_OUTPUTS",
    "LEARNING_SETTINGS",
    "MEANS_OBJECTS",
    "NETWORK_HEADS",
    "NOT_NAMING_KINDS",
    "NOT_TASK_HEADS",
    "PROCESSING_TASK_HEADS",
    "TASK_DEFINED_AFTER",
    "TASK_DEFINED_BY",
    "TASK_FRAMES",
    "TASK_GERUNDS",
    "TASK_HEADS",
    "TASK_SUFFIXES",
    "TASK_VERBS",
    "TITLE_STUDY_HEADS",
    "TITLE_TASK_HEADS",
    "WE_STUDY",
    "is_generic_task_word",
    "task_verbs",
]

# ------------------------------------------------------------------ issue 12: tasks
# What "learning ..." makes when it names a task ("learning node representations", a title's
# "Learning Video Representations").
LEARNED_OUTPUTS = frozenset("representation representations embedding embeddings".split())
# Words that say nothing of what is represented ("learning *feature* representations").
NOT_NAMING_KINDS = frozenset("feature features latent hidden deep neural rich good better".split())
# Heads of a task's name: activities ("image captioning", "networked system control").
TASK_HEADS = frozenset(
    """learning training inference classification optimization optimisation prediction
    compression generalization generalisation estimation regression detection segmentation
    generation recognition reasoning retrieval clustering planning control forecasting
    nowcasting adaptation modeling modelling search ranking synthesis reconstruction tracking
    understanding representation translation captioning parsing tagging answering
    summarization summarisation coding navigation manipulation localization localisation
    completion extraction identification re-identification verification imitation transfer
    disentanglement explanation interpretability robustness fairness communication
    transcription approximation""".split()
)
# Words after "learning" that open the setting it works in, which makes it a task of its own
# ("learning from label proportions", "learning with noisy labels", "learning under shift").
LEARNING_SETTINGS = frozenset("from with under without".split())
# Words after a task's name that only say it is one ("text classification tasks").
TASK_SUFFIXES = frozenset("task tasks problem problems".split())
# "we study / consider / address X": the paper frames its work as X.
TASK_VERBS = frozenset(
    """study studies consider considers address addresses tackle tackles investigate
    investigates focus focuses""".split()
)
# "we study / address X", "this paper tackles X": the text right before the paper's task.
WE_STUDY = re.compile(
    rf"\b(?:we|this\s+(?:paper|work))\s+(?:also\s+|first\s+)?(?:{'|'.join(sorted(TASK_VERBS))})"
    r"\s+(?:on\s+)?(?:the\s+|a\s+|an\s+)?$",
    re.I,
)
# "we apply a convolutional network to | predict X", "we apply our framework to | forecast X":
# what the paper applies its means to (round 61). The words between are the means' noun
# phrase (no clause, no other verb's "to"). Not "we use / train / employ X to": mostly a
# part's job ("we use a stochastic approximator to generate histograms of eigenvalues").
WE_APPLY_TO = re.compile(
    r"\bwe\s+(?:then\s+|also\s+|further\s+|first\s+)?apply\s+"
    r"(?:(?:a|an|the|our|this|these)\s+)?"
    r"(?:(?!(?:to|that|which|and|or|for|in|on|by|with|from|it|them)\b)[\w-]+\s+){1,5}?"
    r"to\s+(?:[a-z]+ly\s+)?$",
    re.I,
)
# "our goal is to | detect X", "we aim to | estimate X", "this paper studies how to | segment
# X": the paper's goal stated as a verb, right before the verb (issue 12, round 42).
GOAL_TO = re.compile(
    r"\b(?:"
    r"(?:our|the|this\s+(?:paper|work|study)'s)\s+(?:\w+\s+)?(?:goal|aim|objective|purpose)"
    r"(?:\s+of\s+(?:this|the\s+present|our)\s+(?:paper|work|study|article))?"
    r"\s+(?:here\s+)?is\s+to"
    r"|(?:we|this\s+(?:paper|work|study))\s+(?:also\s+|further\s+)?"
    r"(?:aims?|seeks?|strives?|attempts?)\s+to"
    r"|(?:we|this\s+(?:paper|work|study))\s+(?:also\s+|first\s+)?"
    r"(?:study|studies|investigate|investigates|explore|explores|examine|examines|show|shows)"
    r"\s+how\s+to"
    r")\s+(?:[a-z]+ly\s+)?$",  # "our goal is to | accurately | segment X"
    re.I,
)
# "X is a fundamental problem", "the (more generic) problem of X", "tasks: A, B and C".
TASK_FRAMES = re.compile(
    # "a long-standing challenge": a hyphenated modifier is one word; "remains as one of the
    # challenging problems", "is still an open problem", "are two important tasks"
    r"\s*(?:is|are|remains?|has\s+been|have\s+been)\s+(?:still\s+|also\s+|as\s+)?"
    r"(?:(?:one|two|three)\s+of\s+the\s+|(?:a|an|the|two|three)\s+)(?:[\w-]+\s+){0,2}"
    r"(?:problem|task|challenge)s?\b",
    re.I,
)
# "Inverse folding, the task of designing X": what follows a task's name defines it (the name
# is the paper's task; its definition is no second one).
_TASK_OF = r"(?:the|a)\s+(?:\w+\s+)?(?:problem|task)\s+of\s"
TASK_DEFINED_AFTER = re.compile(r"\s*,\s+(?:i\.e\.,?\s+)?" + _TASK_OF, re.I)
# "Link prediction is the task of inferring X", "Style transfer usually refers to the problem
# of Y": a sentence opening with a task's name defines it (the definition is no second task).
TASK_DEFINED_BY = re.compile(r"\s+(?:\w+ly\s+)?(?:is|refers\s+to)\s+" + _TASK_OF, re.I)
# Heads that name a means, not a task: a Task mention "Matching Nets" or "deep ensembles" is one.
NOT_TASK_HEADS = frozenset(
    """net nets network networks ensemble ensembles model models algorithm algorithms method
    methods architecture architectures""".split()
)
# Heads of a means or a doer: a gerund with one for object states no problem ("training
# domain specific models", "augmenting deep reinforcement learning agents").
MEANS_OBJECTS = NOT_TASK_HEADS | frozenset(
    """agent agents system systems framework frameworks approach approaches pipeline pipelines
    learner learners classifier classifiers predictor predictors""".split()
)


# -- issue 12, round 7 (titles7): names a title gives --------------------------------------------
# Heads of a title opening that name a study, not a thing made ("A Fair Comparison of ...",
# "An Empirical Analysis of ..."): the paper's proposal is not named by them.
TITLE_STUDY_HEADS = frozenset(
    """comparison study analysis survey overview evaluation investigation review perspective
    view look understanding exploration examination assessment characterization
    characterisation theory tutorial primer note case proof proofs bound bounds lemma theorem
    story""".split()
)
# Heads of work done on a model ("Neural Network Compression", "DNN Verification", "Model
# Interpretation"): the network or model before one is the specific object of the task, not a
# generic modifier as in "neural network training".
MODEL_OPERATION_HEADS = frozenset(
    "compression verification interpretation interpretability explanation robustness".split()
)
# The words for a model that name such a task's object.
MODEL_WORDS = frozenset("network networks net nets model models dnn dnns cnn cnns".split())
# Singular heads of a network written after "for" / "of" in a title ("... for Deep Neural
# Networks"): what a known task before them is done on. Not "model": "Incremental Learning of
# Action Models" learns its object.
NETWORK_HEADS = frozenset(
    "network net classifier dnn cnn rnn gnn gan lstm transformer autoencoder layer convnet".split()
)
# Gerunds of overcoming a problem ("Mitigating Delusional Bias in Deep Q-Learning",
# "Overcoming Multi-model Forgetting") and the heads of the problems they take: the problem a
# title sets out to overcome is its task, as a failure papers overcome is (round 60).
OVERCOMING_GERUNDS = frozenset(
    "overcoming mitigating alleviating reducing preventing avoiding combating tackling".split()
)
PROBLEM_HEADS = frozenset(
    """bias biases noise forgetting interference collapse inefficiency shift bottleneck
    problem overfitting errors""".split()
)
# Heads of a title opening that name a task TASK_HEADS does not list ("Session-Based
# Recommendation", "Multilingual Alignment", "Autonomous Scheduling", "Face Super-Resolution";
# not "Attack": a title's attack is mostly the one proposed, "Adversarial Imitation Attack";
# the plural names the field, "Adversarial Attacks on Graph Embeddings").
TITLE_TASK_HEADS = frozenset(
    """recommendation alignment scheduling imputation denoising correction
    discovery mining filtering editing super-resolution pruning quantization calibration
    comprehension attacks counting unlearning simulation folding design spotting sorting
    reformulation re-ranking reranking repair grouping exploration driving grounding
    restoration enhancement inpainting docking proving watermarking selection
    fine-tuning finetuning annotation locomotion grasping mitigation induction
    assembly categorization categorisation conversion disambiguation visualization
    visualisation acquisition dialogue imaging placement reduction interpretation construction
    coordination routing""".split()
)
# Heads of TITLE_TASK_HEADS that name a task of processing data in an abstract's words too ("a
# network for high-quality image restoration"), unlike "selection", "design" or "exploration".
PROCESSING_TASK_HEADS = frozenset(
    """restoration enhancement inpainting denoising imputation super-resolution
    recommendation""".split()
)

# Gerunds of activities that are tasks whatever they act on ("Synthesizing Human-Chair
# Interactions", "for Tracking Attention Fluctuations"), each with the noun of its activity:
# the gerund and its object name the task as "X synthesis" would. Not those of work on a
# method ("Learning", "Training", "Improving", "Optimizing", "Understanding", "Discovering"),
# nor those of an analysis ("Explaining", "Representing"): "Learning Good Policies" and
# "Explaining Adversarial Examples" name no task.
TASK_GERUNDS = {
    gerund: noun
    for gerund, noun in (
        pair.split(":")
        for pair in """identifying:identification synthesizing:synthesis synthesising:synthesis
        tracking:tracking detecting:detection generating:generation recognizing:recognition
        recognising:recognition predicting:prediction forecasting:forecasting
        estimating:estimation classifying:classification segmenting:segmentation
        retrieving:retrieval reconstructing:reconstruction translating:translation
        summarizing:summarization summarising:summarisation parsing:parsing answering:answering
        localizing:localization localising:localisation ranking:ranking clustering:clustering
        captioning:captioning tagging:tagging navigating:navigation extracting:extraction
        verifying:verification transcribing:transcription inferring:inference
        modeling:modeling modelling:modelling denoising:denoising imputing:imputation
        editing:editing recommending:recommendation aligning:alignment scheduling:scheduling
        mining:mining filtering:filtering calibrating:calibration compressing:compression
        pruning:pruning quantizing:quantization counting:counting
        recovering:recovery""".split()
    )
}


@functools.cache
def task_verbs() -> dict[str, str]:
    """The verbs of :data:`TASK_GERUNDS` ("detect", "estimate", "tag", "infer"), each with its
    gerund: what "<a proposal> to <verb> X" or a title's "Learning to <verb> X" states as a
    task."""
    lexicon = load_lexicon()
    verbs: dict[str, str] = {}
    for gerund in TASK_GERUNDS:
        verb = verb_of_gerund(gerund, lexicon)
        if verb is not None:
            verbs.setdefault(verb, gerund)
    return verbs


def is_generic_task_word(word: str) -> bool:
    """Whether a lowercased word is one of the generic activities
    (:data:`~kg.lexicon.words.GENERIC_TASK_WORDS`), a space written for its hyphen ("decision
    making" is "decision-making")."""
    return word in GENERIC_TASK_WORDS or word.replace(" ", "-") in GENERIC_TASK_WORDS


# -- round 67: regimes of training -----------------------------------------------------------
# Ways of training a model ("end-to-end training", "supervised training", "joint optimization"):
# a regime names how a means is fitted, never the problem a paper works on.
_REGIME_MODIFIERS = frozenset(
    """end-to-end end-to-end-trainable supervised fully-supervised multi-task multitask
    single-task joint standard soft unstable full conventional regular normal vanilla
    plain""".split()
)
_REGIME_HEADS = frozenset("training learning optimization optimisation".split())
# ("offline learning" is learning from logged data, a task of its own)
_TRAINING_REGIME_MODIFIERS = frozenset({"offline"})


def is_training_regime(words: list[str]) -> bool:
    """Whether lowercased words name a regime of training: regime modifiers before "training",
    "learning" or "optimization" ("end-to-end learning", "multi-task training"; not
    "distributed training", "training" alone). The gazetteer's own tasks ("multi-task
    learning") are for the caller to keep.

    >>> is_training_regime("end to end learning".split()), is_training_regime(["training"])
    (True, False)
    """
    words = " ".join(words).replace("end to end", "end-to-end").split()
    modifiers = _REGIME_MODIFIERS | (
        _TRAINING_REGIME_MODIFIERS if words[-1:] == ["training"] else set()
    )
    return (
        len(words) >= 2
        and words[-1] in _REGIME_HEADS
        and all(word in modifiers for word in words[:-1])
    )


# -- round 67: tasks that are also properties ----------------------------------------------------
# Gazetteer tasks a paper far more often names as a property of its means ("offers
# interpretability", "improves interpretability") than as the problem it works on: each with
# the title words of a paper about it ("Explanation by Progressive Exaggeration", "Towards
# Interpretable X", "Attention Interpretability Across NLP Tasks").
_EXPLAINING_TITLE = re.compile(r"\b(?:interpret|explain|explanat|attribution|saliency)", re.I)
PROPERTY_TASK_TITLES = {"interpretability": _EXPLAINING_TITLE, "explainable AI": _EXPLAINING_TITLE}
