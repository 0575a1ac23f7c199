"""Tasks the paper addresses and datasets it evaluates on, from its own framing rather than
the tagger's guess alone.

* The title's task (:mod:`kg.extract.relations.title_tasks`): "... for Scalable Image
  Compression", "Towards X", where the abstract uses it or, stated as a purpose, where not.
* Tasks listed together ("language modeling, unsupervised parsing and logical inference"), or
  after "tasks:" / "tasks such as".
* "we study / consider / address X", "the problem of X", "X is a fundamental problem".
* "we propose X for <task>": the proposal's purpose.
* A name listed with datasets in a sentence about experiments ("on MNIST, Zorb-5 and SVHN") is a
  dataset; a Task mention headed by a means ("Matching Nets", "deep ensembles") is a method.
* "text classification tasks" names the task "text classification": the linker's key drops the
  suffix (:func:`kg.link.keys.strip_qualifiers`); the mention keeps its span.

More framings (a stated purpose, an activity before a means, what the text calls tasks, a
Task's acronym) are in :mod:`kg.extract.relations.task_frames`; datasets the mention stage
missed ("the Quillon corpus", "on Zorblet, Marrow and QuillSet") in
:mod:`kg.extract.relations.datasets`.

Each such task is a Task mention confident enough to be drawn (``confidence.TASK_FRAMED``); a
bare activity ("classification", "learning") never is one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from kg.extract.relations import confidence
from kg.extract.relations.context import Context, Sentence
from kg.extract.relations.datasets import collection_names, listed_names, names_after_kind
from kg.extract.relations.defences import defended_tasks
from kg.extract.relations.stated_tasks import defines_task, stated_tasks
from kg.extract.relations.task_frames import (
    activities,
    called_tasks,
    inside_contribution,
    is_activity,
    known_tasks_before_means,
    names_things,
    problem_stated,
    purpose_before,
    specific_modifiers,
    task_acronyms,
    training_regime,
)
from kg.extract.relations.title_known import known_title_tasks
from kg.extract.relations.title_tasks import (
    TITLE_TASK,
    title_only_task,
    title_parts,
    title_task_uses,
    title_tasks,
)
from kg.lexicon.cues import EVALUATION_CUES
from kg.lexicon.gazetteer import load_gazetteer
from kg.lexicon.head_words import ACTIVITY_TASK_HEADS
from kg.lexicon.task_cues import (
    LEARNING_SETTINGS,
    NOT_TASK_HEADS,
    PROCESSING_TASK_HEADS,
    TASK_DEFINED_AFTER,
    TASK_FRAMES,
    TASK_GERUNDS,
    TASK_HEADS,
    TASK_SUFFIXES,
    WE_STUDY,
)
from kg.lexicon.wordclass import load_lexicon, only_verb, verb_of_gerund, word_class
from kg.lexicon.words import GENERIC_TASK_WORDS
from kg.types import (
    COMPARATIVE_EXTRACTOR,
    CONJUNCT_EXTRACTOR,
    TITLE_LABEL_EXTRACTORS,
    EntityType,
    Mention,
)

# title_tasks: re-exported for callers
__all__ = ["listed_methods", "task_mentions", "title_tasks"]

_TASK = EntityType.TASK
# How far before a mention "we study" or "the problem of" may be, in characters.
_FRAME_WINDOW = 60
_DATA = frozenset({EntityType.DATASET, EntityType.BENCHMARK})
_METHODS = frozenset({EntityType.METHOD, EntityType.MODEL})
# "for the task / problem of": the words that frame a purpose as a task, not part of its name
_TASK_FRAME = r"(?:the\s+(?:(?:task|problem|challenge)\s+of\s+)?)?"
_PURPOSE = re.compile(rf"\bfor\s+{_TASK_FRAME}(?=\w)", re.I)
# "an approach to probabilistic modelling": "to" and a noun, a purpose as "for" is (an
# infinitive, "an approach to estimate X", is not: its verb is checked by the caller)
_APPROACH_TO = re.compile(rf"\b(?:approach(?:es)?|solutions?)\s+to\s+{_TASK_FRAME}(?=\w)", re.I)
_FOR_TASK = re.compile(rf"\s*,?\s*for\s+{_TASK_FRAME}", re.I)
_FOR = re.compile(r"\bfor\s+(?:the\s+)?(?:\w+\s+)?$", re.I)
# "image and text classification": a lowercase modifier right before "and" / "or" and a task.
_CONJUNCT = re.compile(r"(?<![\w-])([a-z][a-z-]{2,})\s+(?:and|or)\s+$")
_LIST_GAP = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+)$")
# "tasks: A, B and C", "tasks such as A and B", "the tasks of (estimating) A and B".
_LIST_CUE = re.compile(
    r"\btasks?\s*(?::|,?\s*(?:such\s+as|including|like|namely))\s*$"
    r"|\btasks\s+of\s+(?:the\s+)?(?:[a-z]+ing\s+)?$",
    re.I,
)
# An aside in brackets after a listed item: "selectional preference (i.e., thematic fit) and X".
_ASIDE = re.compile(r"\s*\([^()]*\)")
# Examples of a kind before a list ("transformations such as", "tasks including"), and the
# kinds whose examples are tasks.
_EXAMPLES_OF = re.compile(r"\b([a-z]+)\s*,?\s*(?:such\s+as|including|like|e\.g\.,?)\s*$", re.I)
_TASK_KINDS = frozenset("tasks task problems applications domains areas settings".split())
_OPEN_ASIDE = re.compile(r"\s*\(\s*(?:(?:i\.e\.|or|a\.k\.a\.)\s*,?\s*)?")
_AIMS = re.compile(r"\s+(?:aims|seeks)\s+(?:to|at)\b")
# (one word may stand between: "the task of next | utterance selection", the finder's cut)
# (not a gerund: "the task of identifying | atrial fibrillation" names what is identified)
_PROBLEM_OF = re.compile(r"\b(?:problem|task)s?\s+of\s+(?:(?![\w-]*ing\s)[a-z][\w-]*\s+)?$", re.I)
# "the goal of weakly-supervised moment retrieval is to locate ...": the activity whose goal the
# text states is a task (not "the goal of this paper / of the agent": no activity's name).
_GOAL_OF = re.compile(
    r"\b(?:the|a)\s+(?:main\s+|primary\s+|ultimate\s+|overall\s+)?(?:goal|aim|purpose|objective)"
    r"\s+of\s+$",
    re.I,
)
_GOAL_IS = re.compile(r"\s+is\s+to\b", re.I)
# A word before a mention that makes it part of a longer subject ("The phase problem in |
# diffraction physics is one of the oldest inverse problems", "integrating X for improving |
# knowledge sharing is an open problem"): the frame is not about the mention.
_INSIDE_SUBJECT = re.compile(
    r"\b(?:in|of|for|on|from|with|to|by|at|about|into|under|\w{3,}ing)\s+(?:the\s+|a\s+|an\s+)?$",
    re.I,
)


def task_mentions(
    context: Context, title: str | None
) -> tuple[dict[int, Mention], tuple[Mention, ...]]:
    """Task mentions the paper's framing confirms.

    Returns:
        The mentions that change (retyped Task, made confident), by index;
        and the title's tasks the abstract uses where no mention was.
    """
    changed: dict[int, Mention] = {}
    for index, mention in enumerate(context.mentions):
        if mention.type is _TASK and mention.text.split()[-1].lower() in NOT_TASK_HEADS:
            changed[index] = replace(mention, type=EntityType.METHOD)
        elif mention.type is _TASK and (names_things(mention) or training_regime(mention)):
            changed[index] = replace(mention, type=EntityType.CONCEPT)
        elif mention.type is not _TASK and context.is_proposed(index) and _posed(mention):
            # "we introduce the numerical attribute prediction problem": a problem the paper
            # poses is a task it works on, whatever type the tagger gave the phrase
            changed[index] = replace(mention, type=_TASK)
        elif mention.type is _TASK and defines_task(context, mention.start):
            # "Chart QA, the task of answering questions about charts": the name is the task
            changed[index] = replace(
                mention, type=EntityType.CONCEPT, confidence=min(mention.confidence, _UNDRAWN)
            )
    current = [changed.get(i, m) for i, m in enumerate(context.mentions)]
    added: list[Mention] = []
    for sentence in context.sentences:
        for index in _framed(context, current, sentence):
            if not training_regime(current[index]):  # "allows for end-to-end training"
                changed[index] = _confident(current[index])
        for index in _listed_datasets(context, current, sentence):
            changed[index] = replace(current[index], type=EntityType.DATASET)
        added += _purposes(context, current, sentence)
        added += _new(stated_tasks(context, sentence), [*current, *added])
        added += activities(context, current, sentence, added)
        named, found = collection_names(context, sentence)
        changed.update(named)
        added += found
        named, found = names_after_kind(context, sentence)
        changed.update(named)
        added += found
        added += listed_names(context, sentence, added)
        defended, found = defended_tasks(context, sentence, current)
        changed.update(defended)
        added += found
    current = [changed.get(i, m) for i, m in enumerate(context.mentions)]
    changed.update(_second_conjuncts(current))
    current = [changed.get(i, m) for i, m in enumerate(context.mentions)]
    cut = _second_conjuncts(added)
    added = [cut.get(i, m) for i, m in enumerate(added)]
    added += _split_conjuncts(context, current, added)
    for task in title_parts(title):
        only = title_only_task(context, task, current)
        if only is not None and not any(a.text.lower() == only.text for a in added):
            added.append(only)
        for start, end in title_task_uses(context, task.name, current):
            if any(a.start < end and start < a.end for a in added if a.extractor != TITLE_TASK):
                continue
            overlapping = [
                i
                for i, m in enumerate(current)
                if m.start < end
                and start < m.end
                # its offsets: a whole sentence's, or the words pointing at the title's thing
                and m.extractor not in TITLE_LABEL_EXTRACTORS
                and not inside_contribution(context, i, start, end)
            ]
            if any(current[i].extractor == COMPARATIVE_EXTRACTOR for i in overlapping):
                continue  # "up to 5.61x faster training": a result's comparative, no task
            text = context.text[start:end]
            proposed = [i for i in overlapping if context.is_proposed(i)]
            if proposed:
                # "an architecture for distributed image compression": the proposal's purpose.
                if not all(_purpose_of(context, current[i], start, end) for i in proposed):
                    continue
                overlapping = [i for i in overlapping if i not in proposed]
                if not overlapping:
                    added.append(
                        Mention(text, start, end, _TASK, "task.title", confidence.TASK_FRAMED)
                    )
                    continue
            if any(_holds_a_name(current[i], start, end) for i in overlapping):
                # "Differentiable architecture search (DARTS)" is not the title's "Architecture
                # Search": a longer name around the use keeps its span.
                continue
            if task.strict and overlapping:
                # "Variational Hashing-based Collaborative Filtering": a gazetteer task inside a
                # name-like use keeps its own span; only a mention of the very words is confirmed
                overlapping = [
                    i for i in overlapping if (current[i].start, current[i].end) == (start, end)
                ]
                if not overlapping:
                    continue
            if overlapping:
                index = max(overlapping, key=lambda i: current[i].end - current[i].start)
                moved = replace(current[index], text=text, start=start, end=end)
                if moved.canonical is not None and text.lower() != current[index].text.lower():
                    moved = replace(moved, canonical=None)
                if moved.short_form is not None and text.lower() != current[index].text.lower():
                    # "Deep reinforcement learning (RL)" under the title's "Deep Reinforcement
                    # Learning": the initials defined "reinforcement learning", not the wider use.
                    moved = replace(moved, short_form=None)
                changed[index] = current[index] = _confident(moved)
            else:
                added.append(Mention(text, start, end, _TASK, "task.title", confidence.TASK_FRAMED))
    current = [changed.get(i, m) for i, m in enumerate(context.mentions)]
    added += known_title_tasks(context, title, current, added)
    added += known_tasks_before_means(context, current, added)
    changed.update(task_acronyms(current))
    # a regime of training is never a task, however a rule above framed it
    changed = {
        i: replace(m, type=EntityType.CONCEPT) if m.type is _TASK and training_regime(m) else m
        for i, m in changed.items()
    }
    return changed, tuple(m for m in added if not training_regime(m))


# A confidence below what the graph draws (kg.graph.DRAW_CONFIDENCE): kept as a mention only.
_UNDRAWN = 0.45


# A Task mention holding a whole coordination of two modifiers and their shared head
# ("zero-shot and few-shot learning", "anomaly or novelty detection tasks").
_COORDINATION = re.compile(
    r"(?P<first>[a-z][a-z-]{2,})\s+(?:and|or)\s+(?P<second>[A-Za-z][\w-]*\s+(?P<head>\w+))"
    r"(?:\s+(?P<suffix>\w+))?"
)


def _second_conjuncts(mentions: list[Mention]) -> dict[int, Mention]:
    """A Task mention of two modifiers coordinated before their shared head ("zero-shot and
    few-shot learning") cut to its second conjunct ("few-shot learning"), the span a task of its
    own names; :func:`_split_conjuncts` then reads the first ("zero-shot" as "zero-shot
    learning"). Only where both modifiers are specific, the head is a task's and the gazetteer
    knows the first modifier's task (the one the split makes)."""
    cut = {}
    for index, mention in enumerate(mentions):
        found = _COORDINATION.fullmatch(mention.text)
        if mention.type is not _TASK or found is None:
            continue
        suffix = found.group("suffix")
        if suffix is not None and suffix.lower() not in TASK_SUFFIXES:
            continue
        head = found.group("head")
        if head.lower() not in TASK_HEADS:
            continue
        first, second = found.group("first"), found.group("second").split()[0]
        if not (specific_modifiers([first, head]) and specific_modifiers([second, head])):
            continue  # "fast and stable learning": qualities, no tasks
        if load_gazetteer().lookup(f"{first} {head}") is None:
            # "forward and reverse translation" (directions), "predictive or information
            # retrieval tasks" (predictive tasks): the first modifier names no known task so
            continue
        start = mention.start + found.start("second")
        end = mention.start + found.end("head")
        cut[index] = replace(
            mention,
            text=mention.text[found.start("second") : found.end("head")],
            start=start,
            end=end,
        )
    return cut


def _split_conjuncts(
    context: Context, mentions: list[Mention], added: list[Mention]
) -> list[Mention]:
    """ "image and text classification": the modifier before "and" / "or" names a task of its
    own with the shared head ("image classification"); its mention is the modifier's span and
    its name the ``canonical``. Only a Task of two words (and a suffix) shares its head so."""
    text = context.text
    found = []
    for mention in mentions:
        words = mention.text.split()
        if len(words) == 3 and words[-1].lower() in TASK_SUFFIXES:
            words = words[:-1]  # "image and text classification tasks"
        if mention.type is not _TASK or len(words) != 2 or words[-1].lower() not in TASK_HEADS:
            continue
        joined = _CONJUNCT.search(text, max(0, mention.start - 40), mention.start)
        if joined is None:
            continue
        start, end = joined.span(1)
        word = joined.group(1)
        # a mention holding the whole coordination (the paper's proposal phrase, "a loss that
        # does best on image and text classification tasks") takes no word of it
        taken = any(
            m.start < end and start < m.end and not (m.start <= start and mention.end <= m.end)
            for m in [*mentions, *added]
        )
        if taken or word.lower() in TASK_HEADS or _is_function_word(context, start):
            continue
        if verb_of_gerund(words[0].lower(), load_lexicon()) is not None:
            continue  # "the space of sentences and biasing generation": clauses joined
        if not specific_modifiers(words):
            continue  # "synthetic and natural retrieval problems": kinds of data, no tasks
        found.append(
            Mention(
                word,
                start,
                end,
                _TASK,
                CONJUNCT_EXTRACTOR,
                mention.confidence,
                canonical=f"{word} {words[-1]}",
            )
        )
    return found


def _is_function_word(context: Context, start: int) -> bool:
    """Whether the word at ``start`` cannot modify a task: a function word, an adverb or a
    verb, or the head of a means ("a model and text classification")."""
    token = next((t for t in context.doc if t.idx == start), None)
    if token is None or token.is_stop:
        return True
    word = token.text.lower()
    return word in NOT_TASK_HEADS or word_class(word, load_lexicon()) in {"V", "O"}


def _purposes(context: Context, mentions: list[Mention], sentence: Sentence) -> list[Mention]:
    """ "we propose a sparse encoder for distributed audio compression": the proposal's purpose,
    a task mention of its own (inside a contribution phrase, or the mention right after)."""
    text = context.text
    found = []
    for index in context.proposed:
        proposal = mentions[index]
        if not (sentence.start <= proposal.start and proposal.end <= sentence.end):
            continue
        # the last "for": "a module for CNN architectures built | for image classification"
        purposes = list(_PURPOSE.finditer(text, proposal.start, proposal.end))
        purposes += [
            m
            for m in _APPROACH_TO.finditer(text, proposal.start, proposal.end)
            if not _verb_at(context, m.end())
        ]
        inside = max(purposes, key=lambda m: m.end()) if purposes else None
        if inside is not None and proposal.extractor == "proposal.phrase":
            words = text[inside.end() : proposal.end].split()
            # "a network for high-quality image restoration": a head of a processing task too
            head = words[-1].lower() if len(words) >= 2 else ""
            processing = head in PROCESSING_TASK_HEADS and not {"and", "or"} & set(words)
            if head in TASK_HEADS or processing or _gerund_purpose(words):
                start = inside.end()
                found.append(
                    Mention(
                        text[start : proposal.end],
                        start,
                        proposal.end,
                        _TASK,
                        "task.purpose",
                        confidence.TASK_FRAMED,
                    )
                )
    return found


# Gerunds a proposal's purpose may open with ("a method for learning disentangled factors").
_PURPOSE_GERUNDS = frozenset({"learning", *TASK_GERUNDS})
# Objects of a gerund that name what any training does, no task ("for learning the weights").
_TRAINED_OBJECTS = frozenset(
    """weight weights parameter parameters network networks model models representation
    representations feature features policy policies function functions""".split()
)
# Words that make a gerund's object more than one noun phrase ("learning X and Y", "of Z").
_NOT_IN_GERUND_OBJECT = frozenset("and or the a an of to in with".split())


def _gerund_purpose(words: list[str]) -> bool:
    """Whether a proposal's purpose is a task's gerund and its specific object: "a method for
    learning disentangled latent factors", "a framework for generating adversarial examples"
    (not "for learning the weights", "for learning deep networks", "for learning
    representations": what any training does)."""
    if not 3 <= len(words) <= 5 or words[0].lower() not in _PURPOSE_GERUNDS:
        return False
    objects = words[1:]
    if _NOT_IN_GERUND_OBJECT & {w.lower() for w in objects}:
        return False
    if objects[-1].lower() in _TRAINED_OBJECTS:
        return False
    return specific_modifiers([*objects, ""]) and all(w.replace("-", "").isalpha() for w in objects)


def _verb_at(context: Context, offset: int) -> bool:
    """Whether the word at a character offset is a verb ("an approach to | estimate X")."""
    span = context.doc.char_span(offset, offset + 1, alignment_mode="expand")
    if span is None or not len(span):
        return True
    token = span[0]
    return token.tag_.startswith("VB") or only_verb(token.text.lower(), load_lexicon())


def _purpose_of(context: Context, mention: Mention, start: int, end: int) -> bool:
    """Whether ``start:end`` is what a proposal is for: "a framework for <task>" (also where the
    proposal's phrase was cut inside the task: "a framework for session | based
    recommendation")."""
    inside = mention.start < start < mention.end
    return inside and bool(_FOR.search(context.text, mention.start, start))


# Words inside a contribution phrase that make "problem" or "task" at its end no head of its own
# ("a principled approach to the problem", "an algorithm for solving this problem").
_NOT_POSED = frozenset("to for of in on at with by from this that these the a an our its".split())


def _posed(mention: Mention) -> bool:
    """Whether a phrase names a problem or task by its head, three words or more, none of them
    a function word ("numerical attribute prediction problem", "meta-learning reasoning task";
    not "solution to this problem")."""
    words = mention.text.lower().split()
    return (
        len(words) >= 3
        and words[-1] in ("problem", "task")
        and not _NOT_POSED.intersection(words[:-1])
        and mention.extractor in ("ner", "acronym.long", "phrase")
    )


def _confident(mention: Mention) -> Mention:
    return replace(mention, type=_TASK, confidence=max(mention.confidence, confidence.TASK_FRAMED))


def _activity_named(mention: Mention, *, listed: bool = False) -> bool:
    """Whether a mention the finder typed Method or Concept names an activity: two words or
    more, unknown to the gazetteer, ending in a noun of doing ("LLM routing", "KG completion").
    An item of a list the text calls tasks (``listed``) may end in a word that is an adjective
    too ("kelp folding")."""
    words = mention.text.split()
    last = words[-1].lower()
    kinds = load_lexicon().get(last, "")
    noun = "n" in kinds and ("a" not in kinds or listed)
    return (
        mention.type in (EntityType.CONCEPT, EntityType.METHOD)
        and mention.canonical is None
        and len(words) >= 2
        and last.endswith(("ing", "tion", "sion"))
        and (noun or not kinds and last.endswith("ing"))
    )


def _is_task_name(mention: Mention) -> bool:
    """A task's name: typed Task, or a lowercase phrase of two words or more with a task head."""
    words = mention.text.split()
    if len(words) >= 2 and words[-1].lower() in TASK_SUFFIXES:
        words = words[:-1]  # "classification tasks" is as bare as "classification"
    if mention.type is _TASK:
        return len(words) >= 2 or (mention.text.isupper() and len(mention.text) > 1)
    return (
        mention.type in (EntityType.CONCEPT, EntityType.METHOD)
        and mention.text[1:] == mention.text[1:].lower()  # a sentence may start with it
        and len(words) >= 2
        and words[-1].lower() in TASK_HEADS
    )


def _framed(context: Context, mentions: list[Mention], sentence: Sentence) -> set[int]:
    """Mentions of a sentence the paper frames as its tasks."""
    text = context.text
    inside = sorted(
        (i for i in context.inside(sentence) if not context.is_proposed(i)),
        key=lambda i: mentions[i].start,
    )
    framed: set[int] = set()
    for index in inside:
        mention = mentions[index]
        before = text[max(sentence.start, mention.start - _FRAME_WINDOW) : mention.start]
        if (
            called_tasks(mention)
            or _aims(text, mention, sentence)
            or _opens_abstract(context, mention, sentence)
        ):
            framed.add(index)
            continue
        goal = _GOAL_OF.search(before) and _GOAL_IS.match(text, mention.end)
        if goal and (_is_task_name(mention) or _activity_named(mention)):
            framed.add(index)  # "the goal of video moment retrieval is to locate X"
            continue
        if (_PROBLEM_OF.search(before) or WE_STUDY.search(before)) and _activity_named(mention):
            # "studies the problem of LLM routing", "we consider off-policy policy evaluation":
            # a named activity
            framed.add(index)
            continue
        if not _is_task_name(mention):
            continue
        if (
            purpose_before(text, mention.start, sentence.start)
            and is_activity(mention)
            and mention.text[1:] == mention.text[1:].lower()
        ) or (
            _named_a_task(mention)
            or problem_stated(mention, before)
            or _after_proposal(context, mentions, sentence, mention.start)
            or TASK_FRAMES.match(text, mention.end, sentence.end)
            and not _INSIDE_SUBJECT.search(before)
            or TASK_DEFINED_AFTER.match(text, mention.end, sentence.end)
            or _PROBLEM_OF.search(before)
            or WE_STUDY.search(before)
        ):
            framed.add(index)
    for run in _lists(text, mentions, inside):
        cued = bool(_LIST_CUE.search(text[sentence.start : mentions[run[0]].start]))
        if _called_tasks_after(mentions[run[-1]]):
            # "on word similarity and word relatedness tasks": the suffix calls each item a
            # task, a lowercase term the finder typed Concept or Method as well
            framed.update(i for i in run[:-1] if _listed_term(mentions[i]))
        tasks = [i for i in run if mentions[i].type is _TASK]
        if cued or len(tasks) >= 2:
            framed.update(i for i in run if _is_task_name(mentions[i]))
        examples = _EXAMPLES_OF.search(text, sentence.start, mentions[run[0]].start)
        if (
            len(tasks) >= 2
            and len(tasks) * 2 >= len(run)
            and (examples is None or examples.group(1).lower() in _TASK_KINDS)
        ):
            # "image denoising, demosaicing, compression artifacts reduction and X": an
            # activity listed among tasks, the finder typed Method (not examples of a means:
            # "image transformations such as bit-depth reduction, JPEG compression, ...")
            framed.update(i for i in run if _activity_named(mentions[i], listed=True))
        if cued:
            # "on three tasks: kelp folding, pebble sorting and ...": the text calls each
            # item a task, a phrase the finder typed Concept or Method as well
            framed.update(
                i
                for i in run
                if _activity_named(mentions[i], listed=True) or _listed_term(mentions[i])
            )
    return framed


def _called_tasks_after(mention: Mention) -> bool:
    """Whether a list's last item is a task named with a plural suffix ("X and *word
    relatedness tasks*")."""
    words = mention.text.split()
    return mention.type is _TASK and len(words) >= 2 and words[-1].lower() in ("tasks", "problems")


def _listed_term(mention: Mention) -> bool:
    """A lowercase term of two words or more, unknown to the gazetteer, ending in a noun that
    names no doer ("word similarity"; not "meta-learners")."""
    words = mention.text.split()
    last = words[-1].lower()
    return (
        mention.type in (EntityType.CONCEPT, EntityType.METHOD)
        and mention.canonical is None
        and len(words) >= 2
        and mention.text == mention.text.lower()
        and "n" in load_lexicon().get(last, "")
        and not last.endswith(("er", "ers", "or", "ors"))
        and not {"including", "such", "like"} & {w.lower() for w in words}
    )


def _lists(text: str, mentions: Sequence[Mention], inside: list[int]) -> list[list[int]]:
    """Runs of two mentions or more with only ", " / "and" / "or" between them (and an aside in
    brackets after an item)."""
    runs: list[list[int]] = []
    for index in inside:
        gap = text[mentions[runs[-1][-1]].end : mentions[index].start] + " " if runs else ""
        if runs and _OPEN_ASIDE.fullmatch(gap) and text.startswith(")", mentions[index].end):
            continue  # "A (i.e., B) and C": B is no item, the run goes on after the bracket
        aside = _ASIDE.match(gap)
        if runs and _LIST_GAP.fullmatch(gap, aside.end() if aside else 0):
            runs[-1].append(index)
        else:
            runs.append([index])
    return [run for run in runs if len(run) >= 2]


def _aims(text: str, mention: Mention, sentence: Sentence) -> bool:
    """ "Temporal video grounding aims to localize ...": an activity's unknown name, opening
    a sentence, that aims at something is a task ("Knowledge distillation aims to transfer
    ...", a known method, keeps its type; "Our method aims to ..." names no activity)."""
    words = mention.text.split()
    last = words[-1].lower()
    return (
        mention.start == sentence.start
        and _AIMS.match(text, mention.end) is not None
        and mention.canonical is None
        and len(words) >= 2
        and mention.text[1:] == mention.text[1:].lower()
        and (
            last in TASK_HEADS
            or verb_of_gerund(last, load_lexicon()) is not None
            or last.endswith(("tion", "sion"))
        )
        and specific_modifiers(words)
    )


def _opens_abstract(context: Context, mention: Mention, sentence: Sentence) -> bool:
    """ "Crowd counting estimates the number of people in an image.": a task's name of two
    words or more opening the abstract, as its first sentence's subject, is what the paper works
    on (not "Crowd counting models are ...": the verb must follow the name)."""
    words = mention.text.split()
    named = words[: words.index("of")] if "of" in words else words  # "classification of X"
    if not (
        mention.type is _TASK
        and len(words) >= 2
        and named[-1].lower() in _ACTIVITY_HEADS  # not "Noise injection is a tool"
        and mention.start == sentence.start
        and context.sentences
        and sentence.start == context.sentences[0].start
        and specific_modifiers(words)
    ):
        return False
    verb = _SUBJECT_VERB.match(context.text, mention.end, sentence.end)
    if verb is None:
        return False
    word = verb.group(1).lower()
    lexicon = load_lexicon()
    return (
        word in _DEFINING_VERBS
        or only_verb(word, lexicon)
        or verb.group(2) is not None
        and "v" in lexicon.get(word[:-1], "")
    )


# The word after a sentence's opening name, and a determiner after it ("estimates | the").
_SUBJECT_VERB = re.compile(r"\s+([a-z]+)\b(\s+(?:the|an?|each|every|all|its|their)\b)?")
# (not the heads only titles name tasks with: "Computer simulation provides a way to ...")
_ACTIVITY_HEADS = TASK_HEADS | ACTIVITY_TASK_HEADS
# Verbs (not only verbs) a definition's subject takes ("X is", "X remains", "X aims to").
_DEFINING_VERBS = frozenset("is remains aims seeks has".split())


def _named_a_task(mention: Mention) -> bool:
    """ "a function approximation task", "the filter pruning problem": the text itself calls
    the activity a task."""
    words = mention.text.lower().split()
    return (
        mention.type is _TASK
        and len(words) >= 3
        and words[-1] in TASK_SUFFIXES
        and words[-2] in TASK_HEADS
    )


def _after_proposal(
    context: Context, mentions: list[Mention], sentence: Sentence, start: int
) -> bool:
    """Whether a mention follows "<proposal> for (the task of)" ("FooNet for image captioning")."""
    return any(
        sentence.start <= mentions[p].end <= start
        and _FOR_TASK.fullmatch(context.text, mentions[p].end, start) is not None
        for p in context.proposed
    )


def _listed_datasets(context: Context, mentions: list[Mention], sentence: Sentence) -> set[int]:
    """Names listed with datasets in a sentence about experiments: "on MNIST, Zorb-5 and SVHN";
    not in a list that holds a method the gazetteer knows (:func:`listed_methods`)."""
    found: set[int] = set()
    for run in _evaluation_lists(context, mentions, sentence):
        if (
            any(mentions[i].type in _DATA for i in run)
            and not _known_types(mentions, run) & _METHODS
        ):
            found.update(
                i
                for i in run
                if mentions[i].type in (EntityType.CONCEPT, EntityType.METHOD, _TASK)
                and not context.is_proposed(i)
                and _is_name(mentions[i].text)
            )
    return found


def listed_methods(context: Context) -> dict[int, EntityType]:
    """Names the tagger typed Dataset, listed with a method the gazetteer knows and no known
    data, in a sentence about experiments, are methods: "it matches IPO and cDPO", "baselines
    including CQL, IQL and IDQL" (before, the known method became a dataset with them).

    Returns:
        ``{index: Method or Model}`` of the names retyped (Model when the known ones are all
        models).
    """
    mentions = context.mentions
    found: dict[int, EntityType] = {}
    for sentence in context.sentences:
        for run in _evaluation_lists(context, mentions, sentence):
            known = _known_types(mentions, run)
            if not known & _METHODS or known & _DATA:
                continue
            # listed with models only ("VGG-16, ResNet-101 and InceptionNet"): a model
            to = EntityType.MODEL if known & _METHODS == {EntityType.MODEL} else EntityType.METHOD
            found.update(
                (i, to)
                for i in run
                if mentions[i].type is EntityType.DATASET
                and mentions[i].canonical is None
                and not context.is_proposed(i)
                and _is_name(mentions[i].text)
            )
    return found


def _known_types(mentions: Sequence[Mention], run: list[int]) -> set[EntityType]:
    """The types of the gazetteer-known names in a list."""
    return {mentions[i].type for i in run if mentions[i].canonical is not None}


def _evaluation_lists(
    context: Context, mentions: Sequence[Mention], sentence: Sentence
) -> list[list[int]]:
    """The lists of names of a sentence about experiments (none in other sentences)."""
    if not EVALUATION_CUES.search(sentence.text):
        return []
    inside = sorted(context.inside(sentence), key=lambda i: mentions[i].start)
    return _lists(context.text, mentions, inside)


def _holds_a_name(mention: Mention, start: int, end: int) -> bool:
    """Whether a mention around ``start:end`` is a longer name: an acronym's long or short
    form, a gazetteer match, or a name the name finder found."""
    if (
        not (mention.start <= start and end <= mention.end)
        or mention.end - mention.start == end - start
    ):
        return False
    return bool(
        mention.short_form
        or mention.long_form
        or mention.canonical
        or mention.extractor.startswith(("acronym", "gazetteer", "name"))
    )


def _is_name(surface: str) -> bool:
    return any(ch.isdigit() for ch in surface) or any(ch.isupper() for ch in surface)


def _new(found: list[Mention], mentions: list[Mention]) -> list[Mention]:
    """The stated tasks no Task mention already holds (one over them, the same or a part); a
    lone generic activity opening one, before the setting it works in, holds nothing
    ("learning" of "the problem of learning from label proportions")."""
    tasks = [m for m in mentions if m.type is _TASK]
    return [
        m
        for m in found
        if not any(
            t.start < m.end and m.start < t.end and not _bare_activity_inside(t, m) for t in tasks
        )
    ]


def _bare_activity_inside(task: Mention, stated: Mention) -> bool:
    if (
        task.end == stated.end
        and stated.start < task.start
        and " " not in task.text
        and task.text.lower() in TASK_HEADS
    ):
        return True  # "faithful clinical note | generation": the tagger's head alone
    if (
        stated.start == task.start
        and task.end < stated.end
        and " " not in task.text
        and task.text.lower().endswith("ing")
    ):
        return True  # "sorting" of "sorting kelp pebbles": the gerund without its object
    after = stated.text[task.end - stated.start :].split()
    return (
        stated.start == task.start
        and task.end < stated.end
        and task.text.lower() in GENERIC_TASK_WORDS
        and bool(after)
        and after[0] in LEARNING_SETTINGS
    )
