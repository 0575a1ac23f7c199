"""The task a title names (split from :mod:`kg.extract.relations.tasks`).

* The title's task: "... for Scalable Image Compression", "Towards X", "X in Y" (never the
  part after "via / with / using / by", nor after a participle that names a means, "X Guided
  by Y", "X Based on Y"): its longest tail of two words or more that the abstract uses is a
  task there. A hyphen and a space are the same in the match ("Session-Based
  Recommendation" is used as "session based recommendation").
* A task the title states as its purpose ("... for Continual Learning", "Towards Robust Melody
  Transcription") or as the field it works in ("Uncertainty in Multitask Transfer Learning")
  that the abstract never writes is the paper's task all the same: a Task
  mention labelled with the title's words (extractor ``task.title_only``), anchored on the
  sentence stating the paper's contribution (the first sentence when none does). Only a name
  with a specific modifier ("continual learning", not "efficient inference"); one that opens
  with a setting of learning ("Few-Shot Relation Extraction") though the abstract writes its
  tail ("relation extraction"). The subtitle after
  a coined name ("FooNet: Semantic Segmentation on Aerial Images") states the purpose too,
  unless its object, a purpose of its own or nothing but the name's long form follows.
* A bare task head and its object ("... for the Detection of Adversarial Examples",
  "Efficient Recognition of Long-range Actions") name the task together, used only whole;
  not where the head's own modifiers name a task already ("Mixed Precision Quantization of
  ConvNets", "Bayesian Prediction of X").
* A task's gerund and its object ("Tracking Momentary Attention Fluctuations with ...",
  "... for Modeling Large Population Behavior") name the title's task as "X tracking" would
  (not the gerunds of work on a method, "Learning", "Improving", nor of an analysis,
  "Explaining"). The abstract's use of it counts only whole, and the title-only task is not
  added where the abstract writes it as a noun ("molecule generation" for "Generating
  Molecules"). "Learning to <verb of a task> X" is read as that gerund ("Learning to Rank
  Learning Curves": "Ranking Learning Curves", round 42).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from kg.extract.relations import confidence
from kg.extract.relations.context import Context
from kg.extract.relations.task_frames import specific_modifiers
from kg.lexicon.task_cues import (
    LEARNED_OUTPUTS,
    MEANS_OBJECTS,
    MODEL_OPERATION_HEADS,
    MODEL_WORDS,
    NOT_NAMING_KINDS,
    OVERCOMING_GERUNDS,
    PROBLEM_HEADS,
    TASK_GERUNDS,
    TASK_HEADS,
    TASK_SUFFIXES,
    TITLE_TASK_HEADS,
    task_verbs,
)
from kg.lexicon.wordclass import load_lexicon, only_verb, word_class
from kg.text import singularize
from kg.types import (
    TITLE_LABEL_EXTRACTORS,
    TITLE_NAME_EXTRACTOR,
    TITLE_TASK_EXTRACTOR,
    EntityType,
    Mention,
)

__all__ = [
    "MEANS_CONNECTORS",
    "TITLE_BREAK",
    "TITLE_TASK",
    "folded",
    "TitleTask",
    "title_only_mention",
    "title_only_task",
    "title_parts",
    "title_task_uses",
    "title_tasks",
    "title_words",
    "titles_task",
]

# The extractor of a Task mention whose label is the title's (its offsets: a sentence's).
TITLE_TASK = TITLE_TASK_EXTRACTOR
_TASK = EntityType.TASK
TITLE_BREAK = re.compile(
    # a colon, a mark, a dash set off by spaces ("-", "--", en and em dashes), or a connector
    r"\s*(?:[:?,;]|\s(?:-{1,2}|\u2013|\u2014)\s"
    r"|(?<![\w-])(for|via|with|without|using|by|in|on|upon|towards?|through|and|from"
    r"|of|to|under|against|over)(?![\w-]))\s*",
    re.I,
)
# What follows these in a title is the means, not the task ("X via Direct Loss Minimization"),
# or what the paper does without ("Improving X Without Additional Data").
MEANS_CONNECTORS = frozenset("via with without using by through from".split())
# Connectors after which a title part states the paper's purpose ("FooNet: Semantic Segmentation
# of X": a subtitle after a coined name says what the named thing does).
_PURPOSE = frozenset("for towards toward".split()) | {"to (purpose)", "and (purpose)", ": (name)"}
# "An Approach to X": a contribution's noun before "to" states X as its purpose, as "for" does.
_PURPOSE_HEADS = frozenset(
    "approach approaches framework frameworks solution solutions method methods".split()
)
# "Order Learning and Its Application to Age Estimation", "... with Application in Facial
# Landmark Detection": what a method is applied to is the paper's purpose too.
_APPLICATION_HEADS = frozenset("application applications".split())
# "X Guided by Y", "X Based on Y": a participle before these opens a means.
_PARTICIPLE_MEANS = frozenset("by on upon with via".split())
_DETERMINERS = frozenset("a an the".split())
# What a title's subject is done by: "Image Classification Through Pyramid Traversal" states
# image classification as what the paper does ("X with Y" too: "Few-Shot Learning with a
# Memory Module"), as "for X" would.
_SUBJECT_MEANS = MEANS_CONNECTORS - {"from"}
# Words after a title's task that only say it is one ("Regression Problems", "... Applications").
_TITLE_SUFFIXES = TASK_SUFFIXES | {"application", "applications"}
# Heads after a task's name that only say it is done by something ("Copyright Detection
# Systems" names copyright detection).
_SYSTEM_HEADS = frozenset("system systems tool tools".split())
# The last piece of a one-word hyphenated title task ("Meta-Learning") that names a means.
_MEANS_PIECES = frozenset({"training"})
# Gerunds that only say a task is done ("for Solving Partially Observable Control Tasks").
_LIGHT_GERUNDS = frozenset("solving performing tackling addressing".split())
# Words of a clause: a title part holding one states a finding, it names no task.
_CLAUSE_VERBS = frozenset("is are was were be can".split())
# Praise and scale before a title's task say how well it is done, not which task it is.
_PRAISE = frozenset(
    """efficient fast faster scalable extreme practical improved principled simple effective
    accurate large scale large-scale high high-fidelity fidelity better novel new cheap
    lightweight""".split()
)
# Words of size that are praise only before another ("Large Scale"; not "Large Batch").
_SIZES = frozenset({"large", "high"})
# "Learning with Noisy Labels", "Training from Incomplete Data": an activity and its setting.
_SETTING_ACTIVITIES = frozenset({"learning", "training"})
_SETTING = frozenset({"with", "from"})
# Gerunds of work on a task that a title opens with ("Improving X Prediction", "Rethinking X").
_WORK_GERUNDS = frozenset(
    """improving rethinking revisiting boosting exploring accelerating enhancing advancing
    scaling simplifying unifying stabilizing stabilising assessing evaluating benchmarking
    learning""".split()
)
_PRONOUNS = frozenset("it its them they this these those what who whom".split())
_STOPS = frozenset("as at into than while when where whereas".split())
# Extractors of names (an acronym's long form, the gazetteer's, the name finder's).
_NAMES = ("acronym.long", "gazetteer", "name")
# The most words of a gerund's object in a title's task ("Modeling the Long Term Future").
_GERUND_OBJECT_WORDS = 5
# A title part longer than this describes, it names no task.
_LONGEST = 6


class TitleTask(NamedTuple):
    """A title's task name and the connector before it ("for", "towards"; "" at the start)."""

    name: str
    connector: str
    # The head is one only titles name tasks with ("Recommendation", "Filtering"): the name
    # confirms a mention of its very words, never stretches a shorter one over a longer use.
    strict: bool = False
    # The title's subject, done by the means after it ("Image Classification Through ..."):
    # the paper's purpose, as "for X" states one.
    subject: bool = False


def _participle(word: str) -> bool:
    return len(word) > 4 and word.lower().endswith(("ed", "en")) and word.isalpha()


# Connectors after a subtitle that leave it whole: a means, a setting or the next task.
_AFTER_SUBTITLE = frozenset("via with using by through in on over under and".split()) | {""}


def _subtitle_of_name(title: str, parts: list[str | None]) -> bool:
    """Whether ``parts[2]`` is the subtitle after a coined name that says what the named thing
    does ("FooNet: Semantic Segmentation with ..."): it ends the title or a means, a setting
    or "and" follows, or a "for" that only qualifies it (:func:`_qualifies`); not a phrase
    going on with its object ("Unbiased Estimation | of X") or a means stating its own purpose
    ("Sparse Low-Rank Compression | To Accelerate X"), nor the name's own long form ("TarMAC:
    Targeted Multi-Agent Communication")."""
    after = (parts[3] or "").lower() if len(parts) > 3 else ""
    name, subtitle = parts[0] or "", parts[2] or ""
    following = (parts[4] or "").split() if len(parts) > 4 else []
    head = subtitle.split()[-1].lower() if subtitle.split() else ""
    return (
        (
            after in _AFTER_SUBTITLE
            or after == "for"
            and _qualifies(following)
            # "AMPNet: Asynchronous Model-Parallel Training for X": the named thing's way of
            # training, no task
            and head not in _SETTING_ACTIVITIES
        )
        and _coined_name(title, name)
        and not _spells(name.strip(), subtitle)
    )


def _qualifies(words: list[str]) -> bool:
    """Whether a title part after "for" only qualifies the subtitle before it ("XGAN:
    Unsupervised Image Translation for Many-to-Many Mappings"): no gerund opens it and no task
    head ends it, so it states no purpose of its own ("... Compression for Accelerating X",
    "... for Image Classification")."""
    return bool(words) and not words[0].lower().endswith("ing") and not _task_head(words[-1])


def _spells(name: str, phrase: str) -> bool:
    """Whether the capitals of ``name`` are initials of the words of ``phrase`` in order (each
    piece of a hyphenated word counts): "TarMAC" of "Targeted Multi-Agent Communication"."""
    capitals = [ch.lower() for ch in name if ch.isupper()]
    initials = [piece[0].lower() for piece in re.split(r"[\s-]+", phrase) if piece]
    found = 0
    for initial in initials:
        if found < len(capitals) and initial == capitals[found]:
            found += 1
    return len(capitals) >= 2 and found == len(capitals)


def _coined_name(title: str, part: str) -> bool:
    """Whether a title opens with ``part`` and a colon, ``part`` one word written as a name
    ("XGAN:", "FooNet:", "SNIP:", "Seq2Seq:"; capitals after its first letter, or digits), not
    an ordinary word ("Towards:", "Learning:")."""
    words = part.split()
    if not (
        title.strip()[len(part.strip()) :].lstrip().startswith(":")
        and title.strip().startswith(part.strip())
    ):
        return False
    if 2 <= len(words) <= _MOST_NAME_WORDS and all(w[:1].isupper() for w in words):
        # "Semantic Entropy Probes: Cheap Hallucination Detection": a thing made, in Title Case
        return singularize(words[-1].lower()) in _MADE_NAME_HEADS
    return (
        len(words) == 1
        and len(words[0]) > 1
        and words[0][:1].isalpha()
        and any(ch.isupper() or ch.isdigit() for ch in words[0][1:])
    )


# Heads of a thing made that a title may name in plain words before a colon ("Semantic Entropy
# Probes:", "Hypernetwork Functional Image Representation:" is none).
_MADE_NAME_HEADS = frozenset(
    """probe network model transformer machine layer encoder decoder module estimator sampler
    optimizer embedding tokenizer agent autoencoder""".split()
)
_MOST_NAME_WORDS = 4


def _gerund_phrase(words: list[str]) -> bool:
    """ "Improving Generalization", "Learning Human Postural Control": an activity on an object,
    not the name of a task."""
    # "Self-Correcting Code Generation": a hyphenated adjective, no activity
    return (
        len(words) > 1
        and len(words[0]) > 5
        and words[0].lower().endswith("ing")
        and "-" not in words[0]
    )


def _task_gerund_phrase(words: list[str]) -> bool:
    """ "Synthesizing Human-Chair Interactions", "Tracking Momentary Attention Fluctuations": a
    task's gerund and a specific object of one to five words; not a model's kind after a word
    that reads as a gerund ("Denoising Diffusion Models", "Denoising Autoencoders": a model)."""
    return (
        2 <= len(words) <= _GERUND_OBJECT_WORDS + 1
        and words[0].lower() in TASK_GERUNDS
        and words[1].lower() not in _PRONOUNS
        and singularize(words[-1].lower()) not in _MODEL_HEADS
        and specific_modifiers([*words[1:], ""])
    )


# Heads of a model: a gerund before one is its kind ("Denoising Diffusion Models").
_MODEL_HEADS = frozenset(
    "model network autoencoder transformer machine architecture encoder decoder generator".split()
)


def _nominal_written(words: list[str], text: str) -> bool:
    """Whether ``text`` writes a task's gerund phrase of one or two object words as a noun
    phrase: "Detecting Anomalies" as "anomaly detection".

    >>> _nominal_written(["Detecting", "Anomalies"], "a model for anomaly detection")
    True
    """
    if not 2 <= len(words) <= 3:
        return False
    *modifiers, last = words[1:]
    pieces = [*map(_word_pattern, modifiers), _word_pattern(singularize(last.lower())) + "s?"]
    pieces.append(_word_pattern(TASK_GERUNDS[words[0].lower()]))
    phrase = r"[-\s]+".join(pieces)
    return re.search(rf"(?<![\w-]){phrase}(?![\w-])", text, re.I) is not None


def _task_head(word: str) -> bool:
    return word.lower() in TASK_HEADS | TITLE_TASK_HEADS


def _hyphenated_task(words: list[str]) -> bool:
    """ "Meta-Learning": one hyphenated word whose last piece is a task head (not a means,
    "Post-training")."""
    if len(words) != 1 or "-" not in words[0].strip("-"):
        return False
    first, last = words[0].split("-", 1)[0], words[0].rsplit("-", 1)[-1].lower()
    # not a letter's name ("Q-learning": a method)
    return len(first) > 2 and _task_head(last) and last not in _MEANS_PIECES


def _verb(word: str) -> bool:
    return not _task_head(word) and word_class(word.lower(), load_lexicon()) == "V"


def _claim_verb(word: str) -> bool:
    """Whether a capitalised title word is a verb only, or its -s form ("Improve",
    "Explains"; not "Transfer", "Search": nouns too)."""
    lower = word.lower()
    return word[:1].isupper() and lower.isalpha() and only_verb(lower, load_lexicon())


def _trimmed(words: list[str], *, infinitive: bool) -> list[str]:
    """A title part's words without what only frames the task: determiners, the verb of an
    infinitive ("to Evade Adversarial Attacks") or a light gerund ("for Solving X"), a suffix
    ("Regression Problems", "Vision Applications") or a system head ("Copyright Detection Systems"); none for a
    clause ("X Training is a Continual Learning Problem") or a long description."""
    if len(words) > _LONGEST or any(w.lower() in _CLAUSE_VERBS for w in words):
        return []
    while words and words[0].lower() in _DETERMINERS:
        words = words[1:]
    if len(words) >= 3 and (
        infinitive
        and _verb(words[0])
        or words[0].lower() in _LIGHT_GERUNDS
        # "Learning Humanoid Locomotion": learning to do a task is the task
        or words[0].lower() == "learning"
        and words[-1].lower() in TITLE_TASK_HEADS
    ):
        words = words[1:]
        while words and words[0].lower() in _DETERMINERS:
            words = words[1:]
    if len(words) == 2 and words[-1].lower() in _TITLE_SUFFIXES and _hyphenated_task(words[:1]):
        words = words[:1]  # "for Multi-Task-Learning Applications"
    if len(words) >= 3 and (
        words[-1].lower() in _TITLE_SUFFIXES
        or words[-1].lower() in _SYSTEM_HEADS
        and _task_head(words[-2])
        and words[-2].lower() != "learning"  # "a Hierarchical Machine Learning System": a name
    ):
        words = words[:-1]
    return words


# The most words of a task opening a title before "in" (longer: a claim, "Adaptive Estimators
# Show Information Compression in X").
_IN_TASK_WORDS = 4
# Words no task's name opening a title holds ("Connections Between Optimization in X").
_NOT_IN_TASKS = frozenset("between among of on with and or".split())


# "Learning to Rank Learning Curves", "SELF: Learning to Filter Noisy Labels with X": learning
# to do a task (a verb of :data:`TASK_GERUNDS`) names the task as its gerund would.
_LEARNING_TO = re.compile(
    r"(^|:\s+)(?:(?:Learning|Learn)\s+(?:[Hh]ow\s+)?to|How\s+[Tt]o)\s+(?:[A-Za-z]+ly\s+)?"
    r"([A-Za-z]+)\b"
)


def _learning_to(title: str) -> str:
    """The title with "Learning to <verb of a task>" or "How to <verb of a task>" read as the
    task's gerund ("Learning to Rank Learning Curves" as "Ranking Learning Curves", "How To
    Easily Identify X" as "Identifying X"); other verbs as they are ("Learning to Simulate",
    "Learning to Learn").

    >>> _learning_to("Learning to Rank Learning Curves")
    'Ranking Learning Curves'
    >>> _learning_to("KelpGAN: How To Easily Identify Zorb Samples")
    'KelpGAN: Identifying Zorb Samples'
    """

    def gerund(found: re.Match[str]) -> str:
        verb = found.group(2)
        ing = task_verbs().get(verb.lower())
        if ing is None:
            return found.group()
        return found.group(1) + (ing.capitalize() if verb[0].isupper() else ing)

    return _LEARNING_TO.sub(gerund, title)


def _learned_kind(words: list[str]) -> str | None:
    """The task a title's "Learning <kind> Representations" names: learning representations of
    the kind of thing the nouns right before them name ("Learning Function-Specific Word
    Representations" is word representation learning); None for representations of no named
    kind ("Learning Robust Representations").

    >>> _learned_kind("Learning Function-Specific Word Representations".split())
    'word representation learning'
    >>> _learned_kind("Learning Robust Representations".split()) is None
    True
    """
    if len(words) < 3 or words[0].lower() != "learning" or words[-1].lower() not in LEARNED_OUTPUTS:
        return None
    lexicon = load_lexicon()
    kind: list[str] = []
    for word in reversed(words[1:-1]):
        lowered = word.lower()
        acronym = len(word) >= 2 and word.isupper()
        if lowered in NOT_NAMING_KINDS or not (acronym or "n" in lexicon.get(lowered, "")):
            break
        kind.insert(0, word if any(ch.isupper() for ch in word[1:]) else lowered)
    if not kind:
        return None
    return " ".join([*kind, singularize(words[-1].lower()), "learning"])


def title_parts(title: str | None) -> list[TitleTask]:
    """The task names a title holds, with the connector before each.

    >>> [tuple(t) for t in title_parts("Face Super-Resolution Guided by Facial Priors")]
    [('Face Super-Resolution', '', True, True)]
    """
    if not title:
        return []
    found = []
    parts = TITLE_BREAK.split(_learning_to(title.strip()))
    # re.split with a group: [part, connector, part, connector, ...]
    means_next = means_before = infinitive_before = purpose_before = False
    joined = -1  # the part an "X of Y" task took in
    for index in range(0, len(parts), 2):
        if index == joined:
            continue
        connector = (parts[index - 1] or "").lower() if index else ""
        before = parts[index - 2].split() if index else []
        if connector == "to" and before and before[-1].lower() in _PURPOSE_HEADS:
            connector = "to (purpose)"  # "A Unified Approach to Transfer Learning"
        elif connector in ("to", "in") and before and before[-1].lower() in _APPLICATION_HEADS:
            connector = "to (purpose)"
        elif connector == "and" and purpose_before:
            connector = "and (purpose)"  # "... for Market Analysis and Cold-start Recommendation"
        elif index == 2 and not connector and _subtitle_of_name(title, parts):
            connector = ": (name)"  # "FooNet: Semantic Segmentation with Gated Memory"
        purpose_before = connector in _PURPOSE
        words = parts[index].split()
        after = (parts[index + 1] or "").lower() if index + 1 < len(parts) else ""
        # "X via Tree Search and Homoglyph Attack": what is joined to a means is one too
        means = means_next or connector in MEANS_CONNECTORS or connector == "and" and means_before
        means_next = False
        if words and after in _PARTICIPLE_MEANS and _participle(words[-1]):
            words = words[:-1]  # "Face Super-Resolution Guided | by ..."
            means_next = True
        # "to Induce and Evade Adversarial Attacks": verbs of one infinitive
        infinitive = connector.startswith("to") or connector == "and" and infinitive_before
        infinitive_before = infinitive
        # "Residual Connections Encourage Iterative Inference", "Neural Collapse Explains
        # Out-of-Distribution Detection": a claim's object after its verb is what it is about
        verbs = [j for j in range(1, len(words) - 2) if _claim_verb(words[j])]
        if verbs and len(words) <= _LONGEST:
            words = words[verbs[-1] + 1 :]
        words = _trimmed(words, infinitive=infinitive)
        learned = _learned_kind(words) if not connector or connector == ": (name)" else None
        if learned is not None and not means:
            # "Learning Video Representations using X": the task of learning that kind's
            # representations, the title's subject
            found.append(TitleTask(learned, connector, strict=True, subject=True))
            means_before = means
            continue
        object_words = _task_object(words, after, parts, index)
        if object_words:
            # "for the Detection of Adversarial Examples": the head's object makes it a task
            words, after = [*words, "of", *object_words], ""
            joined = index + 2
        claimed = bool(verbs) and bool(words)
        means_before = means
        if means:
            continue
        following = parts[index + 2] if index + 2 < len(parts) else ""
        then = (parts[index + 3] or "").lower() if index + 3 < len(parts) else ""
        if words and after == "and" and not _task_head(words[-1]):
            words = _shared_head(words, following)
        # "Kelpie: Evaluating Long-Context Reasoning in ...": the task a study measures
        studied = (
            len(words) >= 3 and words[0].lower() in _STUDY_GERUNDS and connector in ("", ": (name)")
        )
        if studied:
            words = words[1:]
        # "Improving Relevance Prediction with X", "Rethinking Image Classification via Y": work
        # on a task of two words or more; the task is what follows it (not "Scaling Contrastive
        # Learning": learning and training name a method's work; not "Overlapping Community
        # Detection", "Normalizing Constant Estimation": an -ing word of the task's name)
        if (
            len(words) >= 3
            and words[0].lower() in _WORK_GERUNDS
            and _task_head(words[-1])
            and words[-1].lower() not in _SETTING_ACTIVITIES
        ):
            words = words[1:]
        # "Mitigating Delusional Bias in X", "Overcoming Multi-model Forgetting": the problem
        # the title sets out to overcome
        overcome = (
            len(words) >= 3
            and words[0].lower() in OVERCOMING_GERUNDS
            and words[-1].lower() in PROBLEM_HEADS
        )
        if overcome:
            words = [w for w in words[1:] if w.lower() != "the"]
        means_of_purpose = not connector and after == "for" and following
        if means_of_purpose and words and words[-1].lower() == "training":
            continue  # "Adversarial Training for Question Generation": the means of the purpose
        setting = _setting(words, after, following, then)
        gerund = not setting and _task_gerund_phrase(words)
        if setting:
            words = setting
        elif not (
            len(words) >= 2
            and (_task_head(words[-1]) or overcome)
            or _hyphenated_task(words)
            or gerund
            or object_words
        ):
            continue
        if index == 0 and len(parts) > 1 and title.strip().startswith(parts[0]) and ":" in title:
            head = title.split(":", 1)[0]
            if head.strip() == parts[0].strip() and not gerund:
                continue  # "FooNet: ..." / "Deep Gradient Compression: ...": the name
        # "Meta-Learning" keeps a longer use its span too ("gradient-based meta-learning")
        strict = (
            words[-1].lower() not in TASK_HEADS
            or _hyphenated_task(words)
            or bool(setting)
            or gerund
        )
        if connector.startswith("toward") and any(p.strip() for p in parts[:index:2]):
            connector = "towards (mid-title)"  # "SGD Convergence towards Sparse Representation"
        # "Mixed Precision Quantization of ConvNets via X": the subject's object comes first
        means_after = after in _SUBJECT_MEANS or after == "of" and then in _SUBJECT_MEANS
        # "Dexterous Grasping from Human Videos", "Object Detection from Point Clouds": a
        # task's head, and what it is learnt or done from (not "Reinforcement Learning from X")
        means_after = means_after or (
            after == "from"
            and len(words) >= 2
            and words[-1].lower() not in _SETTING_ACTIVITIES
            and _task_head(words[-1])
        )
        # "Fair Representation Learning under Distribution Shift", "Domain Adaptation under
        # Label Shift": a task and the condition it is done under
        means_after = means_after or (
            after == "under" and len(words) >= 2 and _task_head(words[-1])
        )
        # "Periodicity Detection in Time Series", "Named Entity Recognition in Clinical Notes":
        # a task opening the title, and where it is done
        means_after = means_after or (
            index == 0
            and after == "in"
            and 2 <= len(words) <= _IN_TASK_WORDS
            and _task_head(words[-1])
            and words[-1].lower() not in _SETTING_ACTIVITIES | {"search"}
            and not any(_claim_verb(w) or _verb(w) or w.lower() in _NOT_IN_TASKS for w in words)
            # not "Continual Pebble Tracking in Sketch Memory Networks": what a model does
            and not (
                following.split() and singularize(following.split()[-1].lower()) in _MODEL_HEADS
            )
        )
        subject = not connector and (means_after or bool(setting))
        subject = subject and not _gerund_phrase(words) or bool(setting) and not connector
        # "Synthesizing Human-Chair Interactions via ...": a task's gerund opening the title
        subject = subject or gerund and not connector or studied or claimed
        # "Certified Robustness of GNNs Against ...": a property the whole title is about
        subject = subject or (index == 0 and not connector and bool(after) and _property(words))
        # "Stealthy Backdoor Attacks on X", "Contrastive Learning against Y": what the title
        # opens on, done on or against something
        subject = subject or (
            index == 0 and not connector and after in ("on", "against") and len(words) >= 2
        )
        # "Benchmarking Multimodal Agents on Scientific Figure Editing": what a study opening
        # the title measures its subject on
        subject = subject or (
            index >= 2
            and connector == "on"
            and parts[index - 2].split()[:1] != []
            and parts[index - 2].split()[0].lower() in _STUDY_GERUNDS
        )
        subject = subject or overcome  # (the problem overcome is the title's purpose)
        # "Zero-shot Cross Language Text Classification": a title that is a task's name alone,
        # opening with a setting of learning (not "Deep Continuous Clustering", "Complement
        # Objective Training": a method's name is as often a title of its own)
        subject = subject or (
            len(parts) == 1 and len(words) >= 3 and words[0].lower() in _LEARNING_SETTINGS
        )
        found.append(TitleTask(" ".join(words), connector, strict, subject))
    return found


_ARTICLES = frozenset({"the", "a", "an"})
# Task heads whose object after "of" is no part of a task's name: a setting's activity, a
# property ("Robustness of X"), work on a model ("Training of X").
_NO_OBJECT_HEADS = frozenset(
    """learning training representation robustness generalization generalisation optimization
    optimisation understanding interpretability explanation transfer control modeling modelling
    fairness adaptation search""".split()
)


def _task_object(words: list[str], after: str, parts: list[str], index: int) -> list[str]:
    """The object after "of" that a bare task head needs to name a task ("the Detection of
    Adversarial Examples", "Efficient Recognition of Long-range Actions"), or nothing: not after
    a head with specific modifiers of its own ("Mixed Precision Quantization of ConvNets",
    "Unbiased Estimation of X")."""
    if after != "of" or not words or index + 2 >= len(parts):
        return []
    head = words[-1].lower()
    modifiers = [w for w in words[:-1] if w.lower() not in _ARTICLES]
    if head not in TASK_HEADS or head in _NO_OBJECT_HEADS:
        return []
    if specific_modifiers([*modifiers, head]):
        return []  # "Mixed Precision Quantization of X", "Bayesian Prediction of X": a task already
    following = [w for w in (parts[index + 2] or "").split() if w.lower() not in _ARTICLES]
    then = (parts[index + 3] or "").lower() if index + 3 < len(parts) else ""
    if not 1 <= len(following) <= 4 or then == "of" or not following[-1][:1].isalpha():
        return []
    return following


# Heads of a property a title opens on, which the paper studies as its task ("Certified
# Robustness of X", "Individual Fairness in Y").
_PROPERTY_HEADS = frozenset({"robustness", "fairness", "interpretability"})


def _property(words: list[str]) -> bool:
    """Whether a title part is a property and one modifier that says which ("Certified
    Robustness", "Out-of-Distribution Robustness"; not "Disentangling Improves VAEs'
    Robustness", a claim)."""
    if len(words) != 2 or words[-1].lower() not in _PROPERTY_HEADS:
        return False
    first = words[0].lower()
    return "-" in first or "a" in load_lexicon().get(first, "")


# Gerunds of a study that measures a task ("Evaluating", "Benchmarking"); not those that work
# on a method or an idea ("Understanding", "Rethinking", "Revisiting").
_STUDY_GERUNDS = frozenset(
    """evaluating benchmarking assessing measuring probing analyzing analysing quantifying
    testing stress-testing auditing""".split()
)


def _setting(words: list[str], after: str, following: str, then: str) -> list[str]:
    """ "Learning with Noisy Labels", "Training from Incomplete Data": a bare activity and the
    condition it works under name a learning setting (not "Learning with a Memory Model": a
    means), up to a participle ("Learning from Rules Generalizing Exemplars"); or []."""
    if len(words) != 1 or words[0].lower() not in _SETTING_ACTIVITIES or after not in _SETTING:
        return []
    condition = []
    for word in following.split():
        if word.lower() in _STOPS or _participle(word) or len(word) > 4 and word.endswith("ing"):
            break
        condition.append(word)
    if (
        not 1 <= len(condition) <= 4
        or then == "of"  # "Learning from Samples | of Variable Quality": the phrase goes on
        or condition[0].lower() in _DETERMINERS
        or condition[-1].lower() in MEANS_OBJECTS
    ):
        return []
    return [words[0], after, *condition]


def _is_setting(words: list[str]) -> bool:
    return len(words) > 2 and words[0].lower() in _SETTING_ACTIVITIES and words[1] in _SETTING


def _shared_head(words: list[str], following: str) -> list[str]:
    """ "Image and Text Classification", "Generalized Few-Shot and Open Set Learning": a
    modifier before "and" shares the task head of the part after it ("image classification",
    "generalized few-shot learning"); other words stay as they are.

    Only a specific modifier of one word before a modifier and a head ("Fast and Accurate Text
    Classification" shares nothing: "fast" qualifies the whole), or a hyphenated compound
    ("Few-Shot") of two words at most, not a gerund ("Weight-Sharing") or a property
    ("Attack-free")."""
    rest = _trimmed(following.split(), infinitive=False)
    if len(rest) < 2 or not _task_head(rest[-1]) or not words:
        return words
    last = words[-1].lower()
    if last.endswith(("ing", "-free", "-efficient")) or _verb(last) or _gerund_phrase(words):
        return words
    one_word = len(words) == 1 and len(rest) == 2
    compound = len(words) <= 2 and "-" in last.strip("-")
    if (one_word or compound) and specific_modifiers([*words, rest[-1]]):
        return [*words, rest[-1]]
    return words


def title_tasks(title: str | None) -> list[str]:
    """The task names a title holds, longest tail first within each part.

    >>> title_tasks("FooNet: Gated Memory for Scalable Image Compression via Hashing")
    ['Scalable Image Compression']
    """
    return [task.name for task in title_parts(title)]


def _word_pattern(word: str) -> str:
    return r"[-\s]".join(re.escape(piece) for piece in word.split("-"))


def _praise(words: list[str]) -> bool:
    """Whether a title's task opens with praise or scale: "Efficient X", "Large Scale X" (not
    "Large Batch Training", "High Resolution Image Synthesis": a size of something)."""
    first = words[0].lower()
    if first in _SIZES:
        return words[1].lower() in _PRAISE
    return first in _PRAISE


# Where a title-only name's purpose or means starts ("... model | for musical pitch detection").
_CONNECTOR = re.compile(r" (?:for|via|with|using|by|through|on|in|to|towards?) ")


def title_task_uses(context: Context, name: str, mentions: list[Mention]) -> list[tuple[int, int]]:
    """Where the abstract uses the longest tail (two words or more) of a title's task name,
    outside the names the paper proposes ("... for Scalable Image Compression (DRASIC)").

    A name only the title writes ("Semi-Supervised Learning via Deep Network Inversion") holds
    no words of the abstract: its offsets are those of a sentence, which may well use the task.
    A use of that name's own words ("A Scalable Laplace Approximation for Neural Networks",
    proposing "Laplace approximation for neural networks") is the proposal, no task.
    """
    named = [
        (mentions[i].start, mentions[i].end)
        for i in context.proposed
        if mentions[i].extractor != "proposal.phrase"
        and mentions[i].extractor not in TITLE_LABEL_EXTRACTORS
    ]
    title_names = [
        _CONNECTOR.split(folded(mentions[i].text))[0]
        for i in context.proposed
        if mentions[i].extractor == TITLE_NAME_EXTRACTOR
    ]
    return [
        (start, end)
        for start, end in _written(context, name, named)
        if not any(folded(context.text[start:end]) in label for label in title_names)
    ]


def _written(context: Context, name: str, named: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Spans of the longest tail of ``name`` the abstract writes, outside ``named`` spans."""
    words = name.split()
    # down to two words, or the one hyphenated word of a name ("Meta-Learning"); a setting
    # only whole ("Noisy Labels" is not "Learning with Noisy Labels")
    # or a task's gerund with its object ("Detecting Anomalies" is not "anomalies")
    # or a task with its object ("Detection of Adversarial Examples" is not "adversarial examples")
    whole = _is_setting(words) or _task_gerund_phrase(words) or "of" in words
    shortest = len(words) if whole else 1 if _hyphenated_task(words) else 2
    for size in range(len(words), shortest - 1, -1):
        tail = r"[-\s]+".join(_word_pattern(w) for w in words[-size:])
        pattern = re.compile(rf"(?<![\w-]){tail}s?(?![\w-])", re.I)
        spans = [m.span() for m in pattern.finditer(context.text)]
        spans = [
            s
            for s in spans
            if any(x.start <= s[0] and s[1] <= x.end for x in context.sentences)
            and not any(a < s[1] and s[0] < b for a, b in named)
        ]
        if spans:
            return spans
    return []


def title_words(name: str, text: str) -> str:
    """A title's words as a label: title case lowered, names kept: "3D", "GAN", the "Q" of
    "Q-Learning", a word the abstract (``text``) capitalises on its own in mid-sentence (not
    inside a name of capitalised words) and nowhere writes in lowercase ("Lipschitz"). Each
    piece of a hyphenated word counts on its own ("Label-Efficient" is "label-efficient",
    "BERT-Based" "BERT-based")."""

    def piece(word: str) -> str:
        named = any(ch.isupper() for ch in word[1:]) or any(ch.isdigit() for ch in word)
        if named or len(word) == 1 or not word[:1].isupper():
            return word
        lower = rf"(?<![\w-]){re.escape(word.lower())}(?![\w-])"
        alone = rf"(?<![\w-])[a-z0-9][\w-]*[,;)]? {re.escape(word)}(?![\w-])(?! [A-Z])"
        if re.search(alone, text) and not re.search(lower, text):
            return word  # "the Lipschitz constant", "a Bayesian model"; not "Monte Carlo X"
        return word.lower()

    return " ".join("-".join(map(piece, word.split("-"))) for word in name.split())


def _kinds_of(context: Context, name: str, mentions: list[Mention]) -> list[tuple[int, int]]:
    """Spans of the names of kinds of the title's task, proposed or known: a name ending in
    its words ("soft Q imitation learning" under "SQIL: Imitation Learning via ..."), not one
    for it ("Sketch Networks for Audio Compression")."""
    wanted = folded(name)
    spans = []
    for index, mention in enumerate(mentions):
        said = folded(mention.text)
        named = context.is_proposed(index) and mention.extractor != "proposal.phrase"
        if (
            (named or mention.extractor.startswith(_NAMES))
            and said != wanted
            and f" {said}".endswith(f" {wanted}")
            and not TITLE_BREAK.search(mention.text)
        ):
            spans.append((mention.start, mention.end))
    return spans


def folded(text: str) -> str:
    """A name's words lowercased, a hyphen read as a space ("Multi-Task" is "multi task")."""
    return " ".join(text.lower().replace("-", " ").split())


def title_only_task(context: Context, task: TitleTask, mentions: list[Mention]) -> Mention | None:
    """A Task mention for a title's purpose the abstract never writes ("Dual Memory Networks for
    Continual Learning" over "... learns continually ..."), or None."""
    if task.connector not in _PURPOSE | {"in"} and not task.subject or not context.sentences:
        return None
    if _written(context, task.name, _kinds_of(context, task.name, mentions)) and not _setting_task(
        context, task.name
    ):
        return None  # used, or part of a name ("Sketch Networks for Audio Compression (SNAC)")
    words = task.name.split()
    if _task_gerund_phrase(words) and _nominal_written(words, context.text):
        return None  # "Generating Molecules" over "... a new molecule generation model"
    # a setting's condition is its modifier ("Learning from Rules": rules)
    modifiers = [*words[2:], words[0]] if _is_setting(words) else words
    if _hyphenated_task(words):
        modifiers = words[0].rsplit("-", 1)  # "Meta-Learning": its first piece
    if not (specific_modifiers(modifiers) or _model_operation(words)) or task.name.isupper():
        return None  # "Efficient Inference"; a name all in capitals the abstract writes so
    while (
        len(words) > 2
        and _praise(words)
        and (specific_modifiers(words[1:]) or _model_operation(words[1:]))
    ):
        words = words[1:]  # "Efficient Receptive Field Learning" names receptive field learning
    label = title_words(" ".join(words), context.text)
    return title_only_mention(context, label, mentions)


def title_only_mention(context: Context, label: str, mentions: Sequence[Mention]) -> Mention:
    """A Task mention labelled with a title's words, anchored on the sentence stating the
    paper's contribution (the first sentence when none does)."""
    anchor = next(
        (
            s
            for s in context.sentences
            if any(s.start <= mentions[i].start < s.end for i in context.proposed)
        ),
        context.sentences[0],
    )
    return Mention(label, anchor.start, anchor.end, _TASK, TITLE_TASK, confidence.TASK_FRAMED)


def _model_operation(words: list[str]) -> bool:
    """Whether a title's task is work done on a model named right before its head ("Neural
    Network Compression", "DNN Verification"; not "Neural Network Training").

    >>> _model_operation("Deep Neural Network Compression".split())
    True
    >>> _model_operation("Neural Network Training".split()), _model_operation(["Compression"])
    (False, False)
    """
    return (
        len(words) >= 2
        and words[-1].lower() in MODEL_OPERATION_HEADS
        and words[-2].lower() in MODEL_WORDS
    )


# Settings of learning that make a task of their own ("Few-Shot Relation Extraction").
_LEARNING_SETTINGS = frozenset(
    """few-shot zero-shot one-shot semi-supervised weakly-supervised self-supervised
    unsupervised cross-lingual multilingual open-domain open-vocabulary open-set long-tailed
    cross-domain multi-label multi-document""".split()
)


def _setting_task(context: Context, name: str) -> bool:
    """Whether a title's task opens with a setting of learning and the abstract never writes the
    whole name ("Few-Shot Relation Extraction" over "Relation extraction identifies ... In the
    few-shot setting, ..."; "Unsupervised Machine Translation Using ..." over "learn to translate
    without any parallel data"): the setting's task is the paper's, though the abstract writes
    only its tail.

    >>> class C: pass
    >>> c = C(); c.text = "Sorting ranks pebbles. In the few-shot setting, it is hard."
    >>> _setting_task(c, "Few-Shot Pebble Sorting"), _setting_task(c, "Pebble Sorting")
    (True, False)
    >>> c.text = "Few-shot pebble sorting is hard."
    >>> _setting_task(c, "Few-Shot Pebble Sorting")
    False
    """
    words = name.split()
    if len(words) < 3 or words[0].lower() not in _LEARNING_SETTINGS:
        return False
    whole = r"[-\s]+".join(_word_pattern(w) for w in words)
    return re.search(rf"(?<![\w-]){whole}", context.text, re.I) is None


def titles_task(mention: Mention, title: str | None) -> bool:
    """Whether a mention names one of the title's tasks (or the tail of one), which no reading of
    its sentence takes from the paper ("Adversarial Imitation Learning" of "... in Adversarial
    Imitation Learning" where the abstract says "algorithms based on adversarial imitation
    learning")."""
    said = folded(mention.text)
    return any(f" {folded(task.name)}".endswith(f" {said}") for task in title_parts(title))
