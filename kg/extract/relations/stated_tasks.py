"""Tasks a paper states as a problem without a standard name (issue 12, root cause 6).

"We study the problem of generating small graphs", "Predicting the evolution of dynamic graphs
is a task of high significance", "we present a method for predicting embeddings of rare
words": the gerund and its object are the paper's task, a Task mention of its own
(extractor ``task.stated``) labelled by the whole phrase without its articles ("predicting
evolution of dynamic graphs"). The frames:

* "the problem / task / challenge of <gerund phrase>";
* "<gerund phrase> is a (...) problem / task / challenge" opening a sentence;
* "we study / address / tackle / consider / investigate / focus on <gerund phrase>";
* "<a proposal> for <gerund phrase>" (what the proposal is for), each of a list ("methods
  for inferring models, predicting future symbols and estimating the entropy rate");
* "<a proposal> to <verb phrase>" as the same purpose ("a method to detect forged images":
  "detecting forged images"), for the verbs of tasks (:data:`TASK_GERUNDS`; not "to improve
  X", "to learn X", "to explain X");
* the paper's goal with such a verb (round 42): "our goal is to / we aim to / this paper
  studies how to <verb phrase>" (:data:`GOAL_TO`), not a research question it answers ("to
  answer a critical question: whether ...").

The phrase is whole: it ends at a noun, before a means or a clause ("by", "with", "using",
"that", a verb, a comma), and takes an object that says something ("solving this problem" or
"performing it" states nothing). Light verbs ("using", "performing", "applying") state no task.
"""

from __future__ import annotations

import re

from kg.extract.relations import confidence
from kg.extract.relations.context import Context, Sentence
from kg.lexicon.cues import GENERIC_HEADS, VAGUE_WORDS
from kg.lexicon.head_words import opens_relation
from kg.lexicon.kind_words import LIGHT_GERUNDS
from kg.lexicon.task_cues import (
    GOAL_TO,
    LEARNING_SETTINGS,
    MEANS_OBJECTS,
    TASK_DEFINED_AFTER,
    TASK_DEFINED_BY,
    TASK_FRAMES,
    TASK_HEADS,
    TASK_VERBS,
    WE_APPLY_TO,
    WE_STUDY,
    task_verbs,
)
from kg.lexicon.wordclass import load_lexicon, word_class
from kg.lexicon.words import GENERIC_WORDS, PRAISE
from kg.text import singularize
from kg.types import EntityType, Mention

__all__ = ["STATED_TASK", "defines_task", "gerund_phrase", "stated_tasks"]

STATED_TASK = "task.stated"
_TASK = EntityType.TASK
_WORD = re.compile(r"[A-Za-z0-9][\w-]*|[^\w\s]")
# Cues right before a stated task.
_PROBLEM_OF = re.compile(r"\b(?:problem|task|challenge)s?\s+of\s+$", re.I)
# A list's number ("(2)", "2)", "(ii)") before one of its items.
_ITEM_NUMBER = r"(?:\(?(?:\d|[ivx]{1,3}|[a-e])\)\s*)"
_NUMBERED = re.compile(_ITEM_NUMBER + "$")
_NEXT_ITEM = re.compile(r"[,;]\s*(?:and\s+|or\s+)?" + _ITEM_NUMBER)
# Tasks listed after a colon: "on two diverse applications: (1) predicting X, and (2) ...".
_LISTED_AFTER = re.compile(rf"\b(?:tasks|applications|problems)\s*:\s*{_ITEM_NUMBER}?$", re.I)
_FOR = re.compile(r"\b([\w-]+)\s+for\s+$", re.I)
_TO = re.compile(r"\b([\w-]+)\s+to\s+$", re.I)
_PROBLEM_AFTER = re.compile(r"(?:the\s+|a\s+)?(?:problem|task|challenge)s?\s+of\b", re.I)
# "the X (ACRONYM) problem" after a gerund: a problem named by a noun phrase.
_NAMED_PROBLEM = re.compile(
    r"the\s+(?:[\w-]+\s+){1,5}(?:\(\s*[\w-]{1,12}\s*\)\s+)?(?:problem|task)s?\b", re.I
)
# Words a stated task may hold after its gerund besides nouns and adjectives.
_INSIDE = frozenset("of from and or".split())
_ARTICLES = frozenset("the a an".split())
# Words after a comma that open an apposition or a clause, not another object.
_CLAUSE_WORDS = frozenset("the a an which that where while whereas who".split())
# Words that open a means: what comes before them is whole.
_MEANS_WORDS = frozenset("by with using via through".split())
# Prepositions that complete the verb: a phrase stopped before one is cut ("converting X into").
_COMPLEMENTS = frozenset("into onto to as".split())
# Words that end a stated task: a verb, a means or a clause after it.
_STOPS = frozenset(
    """is are was were be been being has have had remains remain can could may might will
    would should must that which who whose where when while whereas by with using via through
    to for in on at into as than under without across over between based given it its them
    they their this these those such""".split()
)
# What follows a research question the paper asks ("a critical question: whether X", "the
# question of how X"), no task of answering questions.
_ASKED = re.compile(r"\s*(?::|,?\s*(?:of\s+|about\s+)?(?:whether|how|what|why|which|if)\b)", re.I)
# The most words a stated task may have after its gerund.
_MOST = 8
# Prepositions that relate the object to another thing: the phrase takes that thing whole
# ("finding analogies between datasets", "identifying analogies across domains").
_RELATING = frozenset("between across among".split())
# The most words of the noun phrase a relating preposition takes.
_MOST_RELATED = 3
# Words pointing back at what was said: "addressing the above questions" states nothing.
_POINTING_BACK = frozenset("above aforementioned following said".split())
# A short adjunct between a stated task and its frame ("X without supervision is a key task",
# "Estimating X in a data stream is a fundamental task", "Discovering X among a set of variables
# is ..."): an article and up to three words ("without any labels at all" hides a clause).
_ADJUNCT = re.compile(
    r"\s+(?:without|with|under|in|from|among|between|across|on|over)\s+(?:(?:the|a|an)\s+)?"
    r"(?:[\w-]+\s+){0,2}[\w-]+"
    r"(?=\s+(?:is|are|remains?|has\s+been|have\s+been)\b)",
    re.I,
)


def _gerund(word: str) -> bool:
    """A verb's -ing form ("predicting", "separating"), lowercase or opening a sentence."""
    lower = word.lower()
    if not lower.endswith("ing") or len(lower) < 6 or not word[1:].islower():
        return False
    lexicon = load_lexicon()
    stem = lower[:-3]
    stems = (stem, stem + "e", stem[:-1] if stem[-1:] == stem[-2:-1] else stem)
    return any("v" in lexicon.get(s, "") for s in stems)


def _kinds(word: str, lexicon) -> set[str]:
    """The word classes WordNet gives a word or its singular ("?" for a word it lacks, mostly
    a technical noun: "embeddings"; "O" for a function word)."""
    if word.endswith("ings"):
        return {"n"}  # the plural of an -ing form is a noun ("embeddings")
    found = lexicon.get(word) or lexicon.get(singularize(word))
    if found:
        return set(found)
    if word_class(word, lexicon) == "O" or word.endswith("ly"):
        return {"O"}
    return {"?"}


def _next_word(words: list[tuple[str, int, int]], position: int) -> str:
    """The first word after ``position`` that is no "and" / "or" (a list's next item)."""
    for word, _, _ in words[position + 1 :]:
        if word.lower() not in ("and", "or"):
            return word
    return ""


def _participle(word: str, lexicon) -> bool:
    """A verb's past participle ("trained", "learned", "used")."""
    return word.endswith("ed") and any(
        "v" in (lexicon.get(stem) or "") for stem in (word[:-2], word[:-1], word[:-3])
    )


def _noun(word: str, lexicon) -> bool:
    return _named(word) or bool(_kinds(word.lower(), lexicon) & {"n", "?"})


def _named(word: str) -> bool:
    return any(ch.isupper() or ch.isdigit() for ch in word[1:]) or word.isupper()


# Gerunds of making a thing better: what they act on is a means or a property ("improving
# the SGD method", "improving both accuracy and scalability of X"), no task of its own.
_BETTERING = frozenset({"improving", "enhancing", "boosting"})
# What opens a clause after a verb ("and show that ...", "and explain how ...").
_CLAUSE_AFTER_VERB = frozenset({"that", "how", "whether", "why"})


def gerund_phrase(text: str, start: int, end: int) -> tuple[int, int, str] | None:
    """The gerund phrase opening ``text[start:end]``: its span and label, or None.

    >>> gerund_phrase("generating small graphs with GANs", 0, 33)
    (0, 23, 'generating small graphs')
    """
    found = _phrase(text, start, end)
    return found if found is not None and found[2] else None


def _phrase(
    text: str, start: int, end: int, *, gerund: str | None = None
) -> tuple[int, int, str] | None:
    """The span of the gerund phrase opening ``text[start:end]`` and its label ("" when it
    states nothing: "inferring models", "solving it"), or None where no gerund opens it.
    ``gerund``: the -ing form of the verb opening it instead ("detect X" read as "detecting
    X")."""
    words = [(m.group(), m.start(), m.end()) for m in _WORD.finditer(text, start, end)]
    if len(words) < 2 or gerund is None and not _gerund(words[0][0]):
        return None
    if (gerund or words[0][0]).lower() in LIGHT_GERUNDS | _BETTERING:
        return None  # "a technique for improving the SGD method": work on a means, no task
    if words[1][0].lower() in ("and", "or"):
        return None  # "learning and text classification": activities listed
    if _PROBLEM_AFTER.match(text, words[1][1]):
        return None  # "tackling the problem of X": X is the task
    if _NAMED_PROBLEM.match(text, words[1][1], end) is not None:
        return None  # "solving the model agnostic meta learning (MAML) problem": X is the task
    lexicon = load_lexicon()
    taken = [words[0]]
    cut = False
    for position, (word, wstart, wend) in enumerate(words[1 : _MOST + 1], start=1):
        lower = word.lower()
        following = words[position + 1][0].lower() if position + 1 < len(words) else ""
        related = _related(words, position, lexicon) if lower in _RELATING else []
        if related and len(taken) > 1:
            taken += [(word, wstart, wend), *related]  # "analogies | between datasets"
            break
        if position == 1 and lower in LEARNING_SETTINGS and taken[0][0].lower() == "learning":
            taken.append((word, wstart, wend))  # "learning | under covariate shift": a setting
            continue
        if lower in _STOPS or lower in _POINTING_BACK:
            # "converting text data into images": the verb's complement is cut off;
            # "generating configurations | that satisfy X", "detecting interactions | between
            # features": one plain object needs what follows (a means may go: "with GANs")
            objects = [w for w, _, _ in taken[1:] if w.lower() not in _ARTICLES]
            cut = lower in _COMPLEMENTS or len(objects) < 2 and lower not in _MEANS_WORDS
            break
        if word in ("'", "\u2019") and (following == "s" or taken[-1][0].endswith("s")):
            cut = True  # "processing a quantum annealer's spin configurations", "GANs' X"
            break
        after_comma = _next_word(words, position)
        if word == "," and not _gerund(after_comma) and after_comma.lower() not in _CLAUSE_WORDS:
            cut = True  # "identifying people, places or organizations": a list of objects
            break
        if opens_relation(lower, following):
            break  # "modeling sequential data | coming from sensors": a clause after it
        if gerund is not None and lower in ("and", "or") and following in _ARTICLES:
            break  # "an algorithm to identify X | and a series of experiments": the verb's end
        if lower in ("and", "or") and _next_word(words, position + 1).lower() in _CLAUSE_AFTER_VERB:
            break  # "a scheme for quantizing gradients | and show that it ...": the next verb
        if lower in _ARTICLES or lower in _INSIDE or _named(word):
            taken.append((word, wstart, wend))
            continue
        after_and = taken[-1][0].lower() in ("and", "or")
        if (
            not word[0].isalnum()
            or _gerund(word)
            and (after_and or "n" not in _kinds(lower, lexicon))
        ):
            break  # "predicting X, estimating Y"; "transfer learning" is a noun
        kinds = _kinds(lower, lexicon)
        if not kinds & {"n", "a", "?"}:
            break
        if len(taken) > 1 and _participle(lower, lexicon) and _noun(taken[-1][0], lexicon):
            # "a model trained on X" opens a clause; "low rank factored versions" is a compound
            cut = following not in _STOPS
            break
        taken.append((word, wstart, wend))
    else:
        # the most words taken and more to come: "learning models of graphs from a dataset |
        # of graphs of interest" is cut; one a stop word ends is whole ("estimating the log
        # marginal likelihood of latent variable models | without bias")
        cut = (
            len(words) > _MOST + 1
            and words[_MOST + 1][0][0].isalnum()
            and words[_MOST + 1][0].lower() not in _STOPS
        )
    # end at a noun or a name: "estimating the entropy rate of" is cut back
    while len(taken) > 1 and not (
        _named(taken[-1][0]) or _kinds(taken[-1][0].lower(), lexicon) & {"n", "?"}
    ):
        taken.pop()
    if cut:
        return taken[0][1], taken[-1][2], ""
    objects = [w.lower() for w, _, _ in taken[1:] if w.lower() not in _ARTICLES | _INSIDE]
    content = [w for w in objects if w not in VAGUE_WORDS | GENERIC_HEADS | GENERIC_WORDS]
    if objects and objects[0] in PRAISE:
        # "understanding the groundbreaking performance of X": a description, no task's name
        return taken[0][1], taken[-1][2], ""
    if (
        len(objects) == 1
        and objects[0] in TASK_HEADS
        and "n" in _kinds(taken[0][0].lower(), lexicon)
    ):
        return None  # "handwriting recognition": a noun compound, not a gerund and its object
    # the object is what comes before "of" ("estimating the likelihood | of latent variable
    # models": the models it is of are no means made)
    inner = [w.lower() for w, _, _ in taken[1:] if w.lower() not in _ARTICLES]
    head = inner[: inner.index("of")] if "of" in inner else []
    if not content or objects[-1] in MEANS_OBJECTS and (head or objects)[-1] in MEANS_OBJECTS:
        # "solving it", "inferring models"; "training domain specific models" makes a means
        return taken[0][1], taken[-1][2], ""
    label = " ".join(w for w, _, _ in taken[1:] if w.lower() not in _ARTICLES)
    first = gerund or taken[0][0]
    label = f"{first[0].lower()}{first[1:]} {label}"
    return taken[0][1], taken[-1][2], label


def _related(
    words: list[tuple[str, int, int]], position: int, lexicon
) -> list[tuple[str, int, int]]:
    """The noun phrase a relating preposition at ``position`` takes ("between | datasets",
    "across | related domains"): adjectives and nouns ending at a noun, else nothing."""
    taken: list[tuple[str, int, int]] = []
    for word, wstart, wend in words[position + 1 : position + 1 + _MOST_RELATED]:
        lower = word.lower()
        if lower in _STOPS | _ARTICLES or len(word) < 2 or not word[0].isalnum() or _gerund(word):
            break
        if not (_named(word) or _kinds(lower, lexicon) & {"n", "a", "?"}):
            break
        taken.append((word, wstart, wend))
    while taken and not (
        _named(taken[-1][0]) or _kinds(taken[-1][0].lower(), lexicon) & {"n", "?"}
    ):
        taken.pop()
    rest = [w.lower() for w, _, _ in words[position + 1 + len(taken) : position + 3 + len(taken)]]
    if len(rest) == 2 and rest[0] in ("and", "or") and "n" in _kinds(rest[1], lexicon):
        return []  # "across instruments | and styles": cut inside a list, not whole
    return taken


# "to" right before a word, after a word of its own ("answerers to | answer"; not "how to").
_AFTER_TO = re.compile(r"(?<!\bhow)(?<!\bwhat)(?<!\bwhen)(?<!\bwhere)(?<!\bwhether)\s+to\s+$", re.I)
# An earlier "to" and its word inside a proposal's label ("approach *to leverage* X to ...").
_TO_VERB = re.compile(r"\bto\s+[a-z]")


def _cued(context: Context, sentence: Sentence, start: int, *, infinitive: bool = False) -> bool:
    """Whether the text before ``start`` frames what follows as the paper's task (an
    ``infinitive``: as what a proposal is for, "a method to detect X", or as the paper's
    goal, "our goal is to detect X")."""
    before = context.text[max(sentence.start, start - 60) : start]
    if not infinitive and _LISTED_AFTER.search(before):
        return True  # "on two applications: (1) predicting X, and (2) ..."
    if not infinitive and _PROBLEM_OF.search(before) and defines_task(context, start):
        return False  # "Inverse folding, the task of designing X": the name is the task
    if not infinitive and (_PROBLEM_OF.search(before) or WE_STUDY.search(before)):
        return True
    if infinitive and (GOAL_TO.search(before) or WE_APPLY_TO.search(before)):
        # "our goal is to detect X", "we aim to estimate X", "we apply a CNN to predict X"
        return True
    # "a new algorithm for building X", "FooNet for X": what a whole proposal is for, not a
    # part's job ("overshoot gates for compensating X", "an objective for learning X")
    if (
        infinitive
        and _AFTER_TO.search(before)
        and any(
            context.mentions[i].start < start < context.mentions[i].end
            # (a purpose's own purpose: one "to" before this one's, inside the label)
            and _TO_VERB.search(context.text, context.mentions[i].start, start - 4) is not None
            for i in context.proposed
        )
    ):
        return True  # "an approach to leverage X to answer Y": the purpose inside its label
    head = (_TO if infinitive else _FOR).search(before)
    if head is None:
        return False
    word_end = start - len(before) + head.end(1)
    return any(
        sentence.start <= context.mentions[i].start < start
        and (head.group(1).lower() in GENERIC_HEADS or context.mentions[i].end == word_end)
        for i in context.proposed
    )


def defines_task(context: Context, start: int) -> bool:
    """Whether what opens at ``start`` defines the Task mention right before it, after ", the
    task of" ("Inverse folding, the task of | designing X"), or after "is the problem of" where
    the mention opens its sentence ("Goal recognition is the problem of | inferring X"; not
    "one of the tasks in genomics is the problem of | predicting X")."""
    return any(
        mention.type is _TASK
        and mention.end < start
        and (
            (found := TASK_DEFINED_AFTER.match(context.text, mention.end, start)) is not None
            or (found := TASK_DEFINED_BY.match(context.text, mention.end, start)) is not None
            and any(sentence.start == mention.start for sentence in context.sentences)
        )
        and found.end() == start
        for mention in context.mentions
    )


def _following(text: str, end: int, sentence_end: int) -> int | None:
    """Where the next gerund of a list begins after ``end`` (", and predicting ..."), or None."""
    gap = re.compile(rf"\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+){_ITEM_NUMBER}?")
    found = gap.match(text, end, sentence_end)
    return found.end() if found is not None else None


def _framed_after(text: str, end: int, sentence_end: int) -> bool:
    """Whether "is a (...) task / problem" follows a sentence's opening phrase, after a short
    adjunct or not ("Finding X across domains | without supervision | is a key task")."""
    adjunct = _ADJUNCT.match(text, end, sentence_end)
    ends = (end, adjunct.end()) if adjunct is not None else (end,)
    return any(TASK_FRAMES.match(text, at, sentence_end) for at in ends)


# "the problem of | faithful clinical note generation", "we tackle | cross-lingual entity
# linking": where a frame states the paper's task as a noun phrase.
# (the verbs of WE_STUDY; "focus" takes its "on")
_FRAME_VERBS = "|".join(v + r"\s+on" if v.startswith("focus") else v for v in sorted(TASK_VERBS))
_NOUN_FRAME = re.compile(
    r"\b(?:(?:problem|task|challenge)s?\s+of|(?:we|this\s+(?:paper|work))\s+(?:also\s+)?"
    rf"(?:{_FRAME_VERBS}))\s+(?:the\s+|a\s+|an\s+)?",
    re.I,
)
_NOUN_WORD = r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*"
_FUNCTION_WORDS = _ARTICLES | _POINTING_BACK | _INSIDE | frozenset("in on for to with by".split())
# A noun phrase of two to five lowercase words, up to where a means, a clause or a mark begins.
_TASK_NOUN_PHRASE = re.compile(
    rf"((?:{_NOUN_WORD}\s+){{1,4}}{_NOUN_WORD})(?=\s*(?:[,.;:()]|$)|\s+(?:by|with|using|via|"
    r"through|that|which|where|in|on|for|from|under|without|and|or|is|are|has|have|remains)\b)"
)


def _noun_phrase_tasks(context: Context, sentence: Sentence) -> list[Mention]:
    """Task mentions for the problems a frame states in a noun phrase whose head names an
    activity ("we tackle the problem of faithful clinical note generation"), where the
    tagger found a part of it ("generation") or nothing."""
    text = context.text
    found: list[Mention] = []
    lexicon = load_lexicon()
    for frame in _NOUN_FRAME.finditer(text, sentence.start, sentence.end):
        phrase = _TASK_NOUN_PHRASE.match(text, frame.end(), sentence.end)
        if phrase is None or defines_task(context, frame.end()):
            continue
        words = phrase.group(1).split()
        if words[-1] not in TASK_HEADS or _FUNCTION_WORDS.intersection(words):
            continue  # "emergence of communication": no noun phrase of a task's name
        if any(w in GENERIC_WORDS or w in VAGUE_WORDS or _gerund(w) for w in words):
            continue  # "this problem", "the above task"; a gerund phrase is read elsewhere
        if not any("n" in _kinds(w, lexicon) and w not in TASK_HEADS for w in words[:-1]):
            continue  # "efficient learning", "boosting-like approximation": how, not what
        start, end = phrase.span(1)
        if any(
            m.start < end and start < m.end and (m.canonical or not _head_alone(m, end))
            for m in context.mentions
        ):
            continue  # a known name is what it is; a longer name the tagger found stays
        found.append(
            Mention(phrase.group(1), start, end, _TASK, STATED_TASK, confidence.TASK_FRAMED)
        )
    return found


def _head_alone(mention: Mention, end: int) -> bool:
    """Whether a mention is the one-word head a noun phrase ending at ``end`` ends in."""
    return mention.end == end and " " not in mention.text


# An adverb opening a sentence before its gerund ("Effectively | inferring X is a task").
_OPENING_ADVERB = re.compile(r"[A-Z][a-z]+ly\s+")


def stated_tasks(context: Context, sentence: Sentence) -> list[Mention]:
    """Task mentions for the problems a sentence states in a gerund phrase or, after a frame,
    in a noun phrase (:func:`_noun_phrase_tasks`)."""
    text = context.text
    found: list[Mention] = _noun_phrase_tasks(context, sentence)
    for word in _WORD.finditer(text, sentence.start, sentence.end):
        if not word.group().endswith("ing"):  # no gerund (the test _gerund starts with)
            found += _purpose_infinitive(context, sentence, word, found)
            continue
        start = word.start()
        # (an adverb may open the sentence before it: "Effectively inferring X is a task")
        opening = start == sentence.start or bool(
            _OPENING_ADVERB.fullmatch(text, sentence.start, start)
        )
        if not _gerund(word.group()) or not (opening or _cued(context, sentence, start)):
            continue
        if any(m.start <= start < m.end for m in found):
            continue
        phrase = _phrase(text, start, sentence.end)
        if phrase is None:
            continue
        if opening and not _framed_after(text, phrase[1], sentence.end):
            continue
        numbered = _NUMBERED.search(text, max(sentence.start, start - 8), start) is not None
        while phrase is not None:
            begin, end, label = phrase
            if label and not _own_proposal(context, begin, end):
                found.append(Mention(label, begin, end, _TASK, STATED_TASK, confidence.TASK_FRAMED))
            after = _following(text, end, sentence.end)
            if after is None and numbered:
                # "(1) distilling networks trained on X, and (2) predicting Y": the next item
                # past the words of this one that are no part of its task
                item = _NEXT_ITEM.search(text, end, sentence.end)
                after = item.end() if item is not None else None
            phrase = _phrase(text, after, sentence.end) if after is not None else None
    return found


def _own_proposal(context: Context, start: int, end: int) -> bool:
    """Whether a stated task acts on the name of what the paper proposes ("Training very deep
    HD-VAE remains a challenge"): a limitation of its own method, not the problem it
    addresses."""
    inside = context.text[start:end]
    names = {
        name
        for mention in (context.mentions[i] for i in context.proposed)
        for name in (mention.text, mention.short_form, mention.long_form)
        if name and _named(name)
    }
    return any(
        re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", inside) is not None for name in names
    )


def _purpose_infinitive(
    context: Context, sentence: Sentence, word: re.Match[str], found: list[Mention]
) -> list[Mention]:
    """The task "<a proposal> to <verb> X" states, as "detecting X" for "to detect X"."""
    gerund = task_verbs().get(word.group())  # first: most words are no verb of a task
    if gerund is None or any(m.start <= word.start() < m.end for m in found):
        return []
    if not _cued(context, sentence, word.start(), infinitive=True):
        return []
    phrase = _phrase(context.text, word.start(), sentence.end, gerund=gerund)
    if phrase is None or not phrase[2]:
        return []
    begin, end, label = phrase
    if label.rsplit(" ", 1)[-1] in ("question", "questions") and _ASKED.match(
        context.text, end, sentence.end
    ):
        return []  # "we attempt to answer a critical question: whether ...": the paper's own
    return [Mention(label, begin, end, _TASK, STATED_TASK, confidence.TASK_FRAMED)]
