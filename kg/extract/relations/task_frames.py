"""More ways a paper states its task, beside :mod:`kg.extract.relations.tasks`.

* A purpose: "well-suited for modeling long-term dependencies", "towards X", "in the context
  of X", "the field of X", or the object of "improve / enable / tackle / solve".
* An activity named before a means: "small image classification networks", "the ImageNet
  classification benchmark" address "image classification" / "ImageNet classification".
* What the text calls tasks with a specific modifier: "sparse-reward synergistic tasks".
* An acronym means what its long form means: "multi-agent reinforcement learning (MARL)", a
  Task, makes "MARL" one too.

A name made only of generic words ("downstream tasks", "accurate prediction") is none.
"""

from __future__ import annotations

import re
from dataclasses import replace

from kg.extract.relations import confidence
from kg.extract.relations.context import Context, Sentence
from kg.lexicon.cues import EVALUATIVE, GENERIC_HEADS
from kg.lexicon.gazetteer import Gazetteer, GazetteerEntry, load_gazetteer
from kg.lexicon.task_cues import TASK_HEADS, TASK_SUFFIXES, is_training_regime
from kg.lexicon.wordclass import load_lexicon, word_class
from kg.lexicon.words import GENERIC_WORDS, LEADING, TASK_ACTIVITY_HEADS, WEAK_MODIFIERS
from kg.types import NESTED_TASK_EXTRACTOR, TITLE_TASK_EXTRACTOR, EntityType, Mention

__all__ = [
    "problem_stated",
    "activities",
    "activity_before_means",
    "known_tasks_before_means",
    "beings_do",
    "named_as_basis",
    "named_as_means",
    "not_the_task",
    "called_tasks",
    "inside_contribution",
    "is_activity",
    "names_things",
    "purpose_before",
    "specific_modifiers",
    "task_acronyms",
]

_TASK = EntityType.TASK
# "for X", "towards X", "in the context of X", "to improve X", "tackles the problem of X".
_PURPOSE = re.compile(
    r"(?<![\w-])(?:for|towards?|(?:in\s+)?the\s+(?:context|field|area|domain)\s+of"
    r"|(?:appl(?:y|ies|ied|ying)|applicable|extends?|extended)\s+to"
    r"|improv(?:e|es|ed|ing)|enabl(?:e|es|ed|ing)|tackl(?:e|es|ed|ing)|solv(?:e|es|ed|ing))"
    r"\s+(?:(?:the|a|an)\s+)?(?:(?:task|problem)\s+of\s+)?$",
    re.I,
)
# People, animals or brains: what a sentence says they do is their ability, the paper's
# motivation ("Humans excel at symbolic reasoning", "navigation in animals and humans").
_BEINGS = (
    r"(?:humans|people|children|infants|toddlers|animals|human\s+beings"
    r"|(?:the\s+)?(?:human\s+|mammalian\s+)?brains?)"
)
_BEINGS_DO = re.compile(rf"^\W*(?:(?:even|young|most|many)\s+)?{_BEINGS}\b", re.I)
_IN_BEINGS = re.compile(rf"\s+(?:in|by)\s+{_BEINGS}(?:\s+and\s+{_BEINGS})?\b", re.I)
# "human learning", "human translation": an activity people perform, not a task to solve.
_HUMAN_ABILITIES = frozenset("learning reasoning translation summarization understanding".split())
# A clause of its own begins after these ("Humans learn from few examples, yet doing so with
# machine perception remains open"): the machine's activity is the paper's.
_CONTRAST = re.compile(r"[,;]?\s+(?:yet|but|however|while|whereas|unlike)\b", re.I)
_OURS = re.compile(r"\b(?:we|our|this\s+(?:paper|work))\b", re.I)
# "X based on / relies on / built upon (a) Y": Y is what X is made from, a means.
_BASED_ON = re.compile(
    r"\b(?:based|built|founded|relies|rely|relying)\s+(?:up)?on\s+(?:(?:a|an|the)\s+)?$", re.I
)
# "... based on X for A and on Y for B": a second basis, joined to the first by "and on".
_AND_ON = re.compile(r"\band\s+(?:up)?on\s+(?:(?:a|an|the)\s+)?$", re.I)
_BASIS = re.compile(r"\b(?:based|built|founded|relies|rely|relying)\s+(?:up)?on\s", re.I)
# Nouns that name a means: the activity before one is what the means is for.
_MEANS = frozenset(
    """network networks model models benchmark benchmarks system systems pipeline pipelines
    architecture architectures method methods approach approaches algorithm algorithms""".split()
)
# Where a contribution phrase's complement begins.
_COMPLEMENT = re.compile(r"\s(?:for|that|which|to|of|with|based|using|where|in|on)\s")
# Nouns after a known task that name what serves it or studies it ("reinforcement learning
# algorithms", "image classification benchmarks", "the machine translation literature").
_NESTING_HEADS = _MEANS | frozenset(
    """technique techniques framework frameworks agent agents policy policies dataset datasets
    task tasks problem problems setting settings paradigm literature research community field""".split()
)
# Heads of where a task is worked on ("the few-shot learning setting"): a task typed mention
# ending in one holds the task.
_SETTING_HEADS = frozenset("setting settings scenario scenarios regime regimes research".split())
# Activity heads of item kind: a specific modifier before one names a task.
ACTIVITY_HEADS = TASK_ACTIVITY_HEADS | frozenset(
    """detection segmentation generation prediction estimation retrieval recognition synthesis
    tracking localization localisation""".split()
)
# Modifiers that make no task specific ("downstream tasks", "accurate prediction").
_GENERIC_MODIFIERS = (LEADING | WEAK_MODIFIERS | GENERIC_WORDS | EVALUATIVE | GENERIC_HEADS) | (
    frozenset(
        """downstream challenging difficult hard easy real-world various diverse accurate
        deep neural model models network networks standard related relevant such these those
        this that many some all both each other several target benchmark test future
        every any thing things everything anything
        classification regression learning training inference prediction""".split()
    )
)
# Words in -ing that describe rather than name an activity ("growing interest").
_ING_ADJECTIVES = frozenset(
    """existing interesting promising challenging increasing growing leading emerging competing
    underlying corresponding resulting following remaining missing varying surprising
    outstanding ongoing upcoming pioneering encouraging compelling appealing""".split()
)
# Plurals that do name tasks or what a task is made of ("Atari games", "embeddings").
_TASK_PLURALS = frozenset("games dynamics settings systems applications".split())
_WORD = re.compile(r"[A-Za-z][\w-]*")


def specific_modifiers(words: list[str]) -> bool:
    """Whether a task name's modifiers (all words but the head) hold a specific one.

    >>> specific_modifiers(["downstream", "tasks"]), specific_modifiers(["synergistic", "tasks"])
    (False, True)
    >>> specific_modifiers(["full-scale", "training"])
    False
    """
    lexicon = load_lexicon()
    return any(
        w.lower() not in _GENERIC_MODIFIERS
        and not w.lower().endswith(("-scale", "-level", "-based"))
        and len(w) > 2
        # a name in capitals is specific whatever word it spells ("GAN": the verb "gan"); so
        # is a word with a digit ("3D", "Text-to-3D", "6-DoF")
        and (
            w.isupper()
            or any(ch.isdigit() for ch in w)
            or word_class(w.lower(), lexicon) not in {"V", "O"}
        )
        for w in words[:-1]
    )


def is_activity(mention: Mention) -> bool:
    """A name of an activity: a task head with a specific modifier ("relational reasoning"), a
    gerund with an object ("modeling long-term dependencies"), or what the text calls tasks
    ("synergistic tasks"); never a bare activity or generic words."""
    words = mention.text.split()
    if len(words) < 2:
        return False
    if words[-1].lower() in TASK_SUFFIXES:
        # "robotic bimanual manipulation tasks"; not "few-shot tasks", "control problems".
        rest = words[:-1]
        return (
            words[-1].lower().startswith("task")
            and len(rest) >= 2
            and specific_modifiers([*rest, "tasks"])
            and rest[-1].lower() not in _GENERIC_MODIFIERS
        )
    if words[-1].lower() in TASK_HEADS:
        return specific_modifiers(words)
    first = words[0].lower()
    return (
        mention.type is _TASK
        and first.endswith("ing")
        and first not in _GENERIC_MODIFIERS | _ING_ADJECTIVES
        and specific_modifiers([*words[1:], "x"])
    )


def _classifying(word: str) -> bool:
    """A noun, or an adjective that sorts rather than rates ("semantic", "visual")."""
    kind = word_class(word, load_lexicon())
    return kind == "N" or (kind == "A" and word.endswith(("ic", "al", "ar")))


def purpose_before(text: str, start: int, sentence_start: int) -> bool:
    """Whether the text right before ``start`` states a purpose ("well-suited for")."""
    return _PURPOSE.search(text, max(sentence_start, start - 60), start) is not None


def activity_before_means(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Spans of "<modifier> <activity>" before a means noun in ``text[start:end]``:
    "image classification networks" -> the span of "image classification"."""
    words = [(m.group(), m.start(), m.end()) for m in _WORD.finditer(text, start, end)]
    found = []
    for i in range(1, len(words) - 1):
        head, means = words[i][0].lower(), words[i + 1][0].lower()
        if head not in ACTIVITY_HEADS or means not in _MEANS:
            continue
        if (
            text[words[i][2] : words[i + 1][1]].strip()
            or text[words[i - 1][2] : words[i][1]].strip()
        ):
            continue  # "classification, networks": not one phrase
        first = i - 1
        modifier = words[first][0]
        if not specific_modifiers([modifier, head]) or (
            modifier == modifier.lower() and not _classifying(modifier)
        ):
            continue  # "existent classification models" names no activity
        found.append((words[first][1], words[i][2]))
    return found


def known_tasks_before_means(
    context: Context, mentions: list[Mention], added: list[Mention]
) -> list[Mention]:
    """ "reinforcement learning algorithms", "image classification benchmarks", "a neural
    machine translation system": a known task (a Task entry of the gazetteer, two words or a
    hyphenated one) right before the one noun of a means, data or field inside a longer mention
    is the task the paper works in. The mention keeps its span and type; the task becomes a
    mention of its own (``canonical``: the entry's name) where none of the paper names it."""
    gazetteer = load_gazetteer()
    named = {(m.canonical or m.text).lower() for m in [*mentions, *added] if m.type is _TASK}
    found = []
    for mention in mentions:
        # "the few-shot learning setting", "reinforcement learning research" typed a task: the
        # task they hold is drawn (not "face recognition systems", "the meta-learning
        # community": on the 3,229 graph these were background or applications as often as not)
        if mention.type is _TASK and (
            mention.canonical is not None or mention.text.split()[-1].lower() not in _SETTING_HEADS
        ):
            continue
        for words in _nesting_words(mention):
            task = _task_before_head(mention, words, gazetteer)
            if task is None:
                continue
            entry, first = task
            text = mention.text[first.start() : words[-2].end()]
            start = mention.start + first.start()
            # a title's task over a whole sentence holds none of its words
            taken = any(
                a.start < start + len(text) and start < a.end
                for a in added
                if a.extractor != TITLE_TASK_EXTRACTOR
            )
            if entry.name.lower() not in named and text.lower() not in named and not taken:
                found.append(
                    Mention(
                        text,
                        start,
                        start + len(text),
                        _TASK,
                        NESTED_TASK_EXTRACTOR,
                        confidence.TASK_FRAMED,
                        canonical=entry.name,
                    )
                )
                named.add(entry.name.lower())
            break
    return found


def _task_before_head(
    mention: Mention, words: list[re.Match[str]], gazetteer: Gazetteer
) -> tuple[GazetteerEntry, re.Match[str]] | None:
    """The gazetteer Task that the words before the last one end with, and its first word."""
    last = words[-2]
    if mention.text[last.end() : words[-1].start()].strip():
        return None  # "translation, methods": not one phrase
    for k, first in enumerate(words[:-1]):
        text = mention.text[first.start() : last.end()]
        if len(text.split()) < 2 and "-" not in text.strip("-"):
            return None
        if k and gazetteer.lookup(mention.text[words[k - 1].start() : first.end()]) is not None:
            return None  # "neural network | embedding models": "network" is a known name's word
        entry = gazetteer.lookup(text)
        if entry is not None:
            # the longest known name before the head is the one the mention holds: "knowledge
            # graph embedding research" holds no graph embedding task
            return (entry, first) if entry.type is _TASK else None
    return None


def _nesting_words(mention: Mention) -> list[list[re.Match[str]]]:
    """The words of a mention that end in a :data:`_NESTING_HEADS` noun: the whole mention's,
    then, for a contribution phrase, those of its head before its complement ("a new
    semi-supervised learning framework | that applies to ...")."""
    texts = [mention.text]
    if mention.extractor.startswith("proposal"):
        complement = _COMPLEMENT.search(mention.text)
        if complement is not None:
            texts.append(mention.text[: complement.start()])
    found = []
    for text in texts:
        words = list(_WORD.finditer(text))
        if len(words) >= 2 and words[-1].group().lower() in _NESTING_HEADS:
            found.append(words)
    return found


def task_acronyms(mentions: list[Mention]) -> dict[int, Mention]:
    """Short forms whose long form is a Task mention of the paper, retyped Task."""
    long_forms = {
        m.text.lower(): m for m in mentions if m.type is _TASK and m.short_form is not None
    }
    changed = {}
    for index, mention in enumerate(mentions):
        if mention.type is _TASK or mention.long_form is None:
            continue
        long_form = long_forms.get(mention.long_form.lower())
        if long_form is not None and long_form.short_form == mention.text:
            changed[index] = replace(
                mention, type=_TASK, confidence=max(mention.confidence, long_form.confidence)
            )
    return changed


def activities(
    context: Context, mentions: list[Mention], sentence: Sentence, added: list[Mention]
) -> list[Mention]:
    """ "small image classification networks": the activity a means is for, a task mention of
    its own where no mention holds it (a mention that does keeps its span: "a head-driven
    statistical parsing model" is a model, as corpora annotate it)."""
    found = []
    for start, end in activity_before_means(context.text, sentence.start, sentence.end):
        if any(
            m.start < end and start < m.end and m.extractor != "proposal.phrase"
            for m in [*mentions, *added]
        ):
            continue
        text = context.text[start:end]
        found.append(Mention(text, start, end, _TASK, "task.activity", confidence.TASK_FRAMED))
    return found


def called_tasks(mention: Mention) -> bool:
    """ "sparse-reward synergistic tasks": a Task mention the text calls tasks, with a
    specific modifier."""
    words = mention.text.split()
    return mention.type is _TASK and words[-1].lower() in TASK_SUFFIXES and is_activity(mention)


def inside_contribution(context: Context, index: int, start: int, end: int) -> bool:
    """Whether mention ``index`` is a contribution phrase around ``start:end`` ("a study of
    several few-shot learning algorithms"): the task inside it is the paper's all the same."""
    mention = context.mentions[index]
    return (
        context.is_proposed(index)
        and mention.extractor == "proposal.phrase"
        and mention.start <= start
        and end <= mention.end
        and (mention.start, mention.end) != (start, end)
    )


def names_things(mention: Mention) -> bool:
    """Whether a Task mention's head is a plural of things, not an activity: "statistical
    differences", "NMARL scenarios" name no task ("robotics", "synergistic tasks", "Atari
    games", "question answering systems", "generating referring expressions" keep their type).

    >>> [names_things(Mention(t, 0, len(t), EntityType.TASK, "ner", 0.6)) for t in
    ...  ["statistical differences", "robotic manipulation", "robotics", "control tasks"]]
    [True, False, False, False]
    """
    words = mention.text.split()
    head = words[-1].lower()
    if len(words) < 2 or mention.canonical is not None or not head.isalpha():
        return False
    if words[0].lower().endswith("ing") or " of " in mention.text:
        return False  # "recognizing noun phrase chunks", "retrieval of images": activities
    return (
        head.endswith("s")
        and not head.endswith(("ss", "is", "us", "ics", "ys"))
        and head not in TASK_SUFFIXES | TASK_HEADS | _TASK_PLURALS
    )


def training_regime(mention: Mention) -> bool:
    """Whether a Task mention names a regime of training, not a task: "end-to-end learning",
    "multi-task training" ("multi-task learning", a name the gazetteer knows, keeps its type).

    >>> [training_regime(Mention(t, 0, len(t), EntityType.TASK, "ner", 0.6)) for t in
    ...  ["end-to-end training", "supervised training", "distributed training", "training"]]
    [True, True, False, False]
    """
    entry = load_gazetteer().lookup(mention.text)
    return (
        mention.canonical is None
        and (entry is None or entry.type is not _TASK)  # "Multi-Task Learning" of a title
        and is_training_regime(mention.text.lower().split())
    )


def beings_do(sentence: Sentence, mention: Mention) -> bool:
    """Whether a sentence names an activity as what people, animals or brains do, not as the
    paper's task: its subject ("Humans excel at symbolic reasoning", "The brain performs
    unsupervised learning"), the doer after it ("navigation in animals and humans") or its
    modifier ("the flexibility of human learning"); never in a sentence about the paper's own
    work ("We show that humans ...").

    >>> text = "Humans excel at symbolic reasoning."
    >>> sentence = Sentence(0, len(text), text)
    >>> at = Mention("symbolic reasoning", 16, 34, EntityType.TASK, "ner", 0.45)
    >>> beings_do(sentence, at)
    True
    """
    if _OURS.search(sentence.text):
        return False
    words = mention.text.lower().split()
    if len(words) == 2 and words[0] == "human" and words[1] in _HUMAN_ABILITIES:
        return True
    before = sentence.text[: mention.start - sentence.start]
    after = sentence.text[mention.end - sentence.start :]
    if _IN_BEINGS.match(after):
        return True
    return bool(_BEINGS_DO.search(sentence.text)) and not _CONTRAST.search(before)


def named_as_basis(sentence: Sentence, mention: Mention) -> bool:
    """Whether a sentence names an activity as what something is based on, a means ("our
    construction is based on a convex learning problem", "methods based on reinforcement
    learning"), not as the paper's task.

    >>> text = "Recent methods rely on subset selection."
    >>> at = Mention("subset selection", 23, 39, EntityType.TASK, "ner", 0.45)
    >>> named_as_basis(Sentence(0, len(text), text), at)
    True
    >>> text = "A codec based on kelp coding for layers and on subset selection for biases."
    >>> at = Mention("subset selection", 47, 63, EntityType.TASK, "ner", 0.45)
    >>> named_as_basis(Sentence(0, len(text), text), at)
    True
    """
    before = sentence.text[: mention.start - sentence.start]
    return _right_before(sentence, mention, _BASED_ON) or bool(
        _right_before(sentence, mention, _AND_ON) and _BASIS.search(before)
    )


# A verb or preposition of means right before an activity: it is the means, not the task
# ("uses reinforcement learning to train", "via deep reinforcement learning", "by leveraging
# program synthesis", "applying RL to robotics").
_MEANS_CUE = (
    r"\b(?:uses?|used|using|employs?|employed|employing|leverag(?:e|es|ed|ing)|via|through|"
    r"appl(?:y|ies|ied|ying)|by\s+means\s+of|utili[sz](?:e|es|ed|ing)|"
    # "reranks candidates according to a natural language inference model"
    r"according\s+to|"
    # "a retrieval policy trained with reinforcement learning"
    r"(?:trained|learned|learnt|optimi[sz]ed|fine-tuned|finetuned)\s+(?:with|by|using)|"
    # "makes use of techniques from approximate inference", "ideas from uncertainty estimation":
    # the field a means is drawn from
    r"(?:techniques|tools|ideas|insights|concepts|principles)\s+(?:borrowed\s+|drawn\s+)?from"
    r"(?:\s+the\s+(?:field|area|theory|literature)\s+of)?)"
)
_MEANS_BEFORE = re.compile(_MEANS_CUE + r"\s+(?:(?:a|an|the)\s+)?$", re.I)
# The second of two activities the cue takes ("uses active learning and | curvature
# estimation"): words of the first between, no preposition or clause word ("uses RL for
# planning and control": control is what RL serves).
_MEANS_CONJUNCT = re.compile(
    _MEANS_CUE + r"\s+(?:(?:a|an|the)\s+)?"
    r"(?:(?!(?:for|to|in|on|of|with|that|which|where|when|by|as|while|and|or)\b)[\w-]+,?\s+){1,4}"
    r"(?:and|or)\s+(?:(?:a|an|the)\s+)?$",
    re.I,
)
_CONJUNCT_WINDOW = 90
# The same cue with a modifier between the article and a learning paradigm ("we employ a
# collaborative multi-agent reinforcement learning approach"; not "using a synthetic VQA test":
# a task a test is made of).
_MEANS_BEFORE_MODIFIED = re.compile(
    _MEANS_CUE + r"\s+(?:a|an|the)\s+(?!(?:and|or|of)\s)[\w-]+\s+$", re.I
)


def named_as_means(sentence: Sentence, mention: Mention) -> bool:
    """Whether a sentence names an activity as the means of something ("our method uses
    reinforcement learning to train a controller", "imitating motion data via deep
    reinforcement learning"), not as the paper's task.

    >>> text = "Our sorter uses active learning to pick pebbles."
    >>> at = Mention("active learning", 16, 31, EntityType.TASK, "ner", 0.45)
    >>> named_as_means(Sentence(0, len(text), text), at)
    True
    """
    paradigm = mention.text.lower().endswith("learning")
    return (
        _right_before(sentence, mention, _MEANS_BEFORE)
        or _right_before(sentence, mention, _MEANS_CONJUNCT, window=_CONJUNCT_WINDOW)
        or paradigm
        and _right_before(sentence, mention, _MEANS_BEFORE_MODIFIED)
        or paradigm
        and _right_before(sentence, mention, _TRAINING_WITH, window=_TRAINED_WINDOW)
    )


# "Training code language models with reinforcement learning": a learning paradigm a model is
# trained with, the verb's object between (not "training networks with verifiable robustness
# guarantees": a property the trained thing has).
_TRAINING_WITH = re.compile(
    r"\b(?:trains?|training|trained|fine-tuning|finetuning|fine-tuned|fine-tunes?)\s+"
    r"(?:[\w-]+\s+){0,4}?"
    r"(?:with|by|using|via)\s+$",
    re.I,
)


# How far before a paradigm its training verb may stand ("trains a point-cloud-conditioned
# policy with reinforcement learning").
_TRAINED_WINDOW = 60


def _right_before(
    sentence: Sentence, mention: Mention, cue: re.Pattern[str], *, window: int = 40
) -> bool:
    """Whether ``cue`` ends right before a mention, within its sentence's ``window``
    characters."""
    start = mention.start - sentence.start
    return bool(cue.search(sentence.text[max(0, start - window) : start]))


# An opening clause saying what inspired the work: at the sentence's start or after a comma
# ("Inspired by the success of X in Y, we ...", "In this work, motivated by X, we ...").
_INSPIRED = re.compile(r"(?:^|,\s+)(?:inspired|motivated)\s+by\b", re.I)
# Where such a clause ends: a comma and the sentence's subject.
_SUBJECT_AFTER = re.compile(r",\s+(?:we|this|our|these|here)\b", re.I)


def named_as_inspiration(sentence: Sentence, mention: Mention) -> bool:
    """Whether a mention stands in an opening clause naming what inspired the paper ("Inspired
    by the success of transformers in machine translation, we ..."): motivation, not its task.

    >>> text = "Motivated by advances in pebble sorting, we build sieves."
    >>> at = Mention("pebble sorting", 24, 38, EntityType.TASK, "ner", 0.45)
    >>> named_as_inspiration(Sentence(0, len(text), text), at)
    True
    """
    start, end = mention.start - sentence.start, mention.end - sentence.start
    cues = list(_INSPIRED.finditer(sentence.text, 0, start))
    if not cues:
        return False
    close = _SUBJECT_AFTER.search(sentence.text, cues[-1].end())
    return close is not None and end <= close.start()


def not_the_task(sentence: Sentence, mention: Mention) -> bool:
    """Whether a Task mention's sentence names it as no task of the paper's: what beings do
    (:func:`beings_do`), what something is based on (:func:`named_as_basis`) or done with
    (:func:`named_as_means`), or what inspired the paper (:func:`named_as_inspiration`)."""
    return mention.type is _TASK and (
        beings_do(sentence, mention)
        or named_as_basis(sentence, mention)
        or named_as_means(sentence, mention)
        or named_as_tool(sentence, mention)
        or named_as_inspiration(sentence, mention)
    )


# A task's name as the modifier of a tool the work is done with ("translate the data *with a*
# machine translation *system*", "labels *from an* off-the-shelf sentiment *classifier*").
_TOOL_BEFORE = re.compile(
    r"\b(?:with|by|from|using)\s+(?:a|an|the)\s+(?:(?:off-the-shelf|pretrained|pre-trained|"
    r"existing|external|separate|standard)\s+)?$",
    re.I,
)
_TOOL_AFTER = re.compile(
    r"\s+(?:system|systems|model|models|engine|engines|tool|tools|classifier|classifiers|"
    r"module|modules|pipeline)\b",
    re.I,
)


def named_as_tool(sentence: Sentence, mention: Mention) -> bool:
    """Whether a task's name modifies a tool the sentence does something with ("We translate X
    with a machine translation system"), not the paper's task.

    >>> text = "We label pebbles with a pebble classification model."
    >>> at = Mention("pebble classification", 24, 45, EntityType.TASK, "ner", 0.45)
    >>> named_as_tool(Sentence(0, len(text), text), at)
    True
    """
    end = mention.end - sentence.start
    if _right_before(sentence, mention, _GUIDED_BY) and _GUIDANCE_AFTER.match(sentence.text, end):
        return True  # "regularized by optical flow and depth priors": a signal used
    return _right_before(sentence, mention, _TOOL_BEFORE) and bool(
        _TOOL_AFTER.match(sentence.text, end)
    )


# A task's name as the modifier of a signal something is regularized or guided by
# ("regularized *by* optical flow *and depth priors*", "trained *with* depth estimation
# *supervision*").
_GUIDED_BY = re.compile(r"\b(?:by|with|using|from|via)\s+(?:the\s+|an?\s+)?$", re.I)
_GUIDANCE_AFTER = re.compile(
    r"\s+(?:(?:and|or)\s+[\w-]+\s+)?(?:priors?|cues?|supervision|signals?|constraints?|"
    r"guidance|regularizers?|regularization)\b",
    re.I,
)


# The paper's own act on a problem right before it ("we define the X problem", "casts the X
# problem as"): up to two modifiers may come between.
_STATES_PROBLEM = re.compile(
    r"\b(?:defines?|study|studies|address(?:es)?|tackles?|considers?|solves?|casts?|introduces?)"
    r"\s+(?:the\s+|a\s+|an\s+)?(?:(?!(?:as|to|into|of|for|in|on|by|with|a|an|the)\b)[\w-]+\s+){0,2}$",
    re.I,
)


def problem_stated(mention: Mention, before: str) -> bool:
    """ "We define the filter pruning problem": an activity the paper acts on as a problem
    (not one it is inspired by or formulates something as: "inspired by sampling problems")."""
    words = mention.text.lower().split()
    return (
        mention.type is EntityType.TASK
        and len(words) >= 3
        and words[-1] in TASK_SUFFIXES
        and (words[-2] in TASK_HEADS or _activity_noun(words[-2]))
        and _STATES_PROBLEM.search(before) is not None
    )


def _activity_noun(word: str) -> bool:
    """An -ing noun of an activity ("sensing", "pruning"), not an adjective ("challenging")."""
    kinds = load_lexicon().get(word, "")
    return word.endswith("ing") and "n" in kinds and "a" not in kinds
