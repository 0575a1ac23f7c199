"""Noun phrases from word classes, as plain functions: the concept candidates of an abstract.

kg runs no trained parser, so noun phrases come from a lexicon of English word classes
(:mod:`kg.lexicon.wordclass`) and one pattern: adjectives and nouns ending in a noun
(``spatial intensity variation``, ``referring expressions``). Words the lexicon does not know
are taken as nouns (technical terms mostly are). Phrases that name nothing in particular
("different results", "large number"; the word lists are in :mod:`kg.lexicon.words`) are
dropped, except a task named by its modifiers and "task" ("the fruit collection task"); the
rest are *candidates*: they enter the graph only when other evidence supports them (see
:data:`kg.graph.DRAW_CONFIDENCE`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from kg.lexicon.head_words import (
    AGENT_NOUNS,
    GERUND_PREPOSITIONS,
    JUDGING_ADJECTIVES,
    opens_relation,
)
from kg.lexicon.task_cues import TASK_HEADS
from kg.lexicon.wordclass import is_participle, is_verb_form, load_lexicon, word_class
from kg.lexicon.words import (
    CLAUSE_OPENERS,
    GENERIC_PHRASE_HEADS,
    LEADING,
    SUBJECTS,
    TERM_MODIFIERS,
    VERB_CONTEXT,
)
from kg.text import singularize

__all__ = ["noun_phrases"]


def noun_phrases(words: Sequence[str], *, min_words: int = 2) -> list[tuple[int, int]]:
    """Token spans ``[start, end)`` of specific noun phrases: ``(A|N)* N``.

    >>> noun_phrases("we model spatial intensity variation of the surface orientation".split())
    [(2, 5), (7, 9)]
    """
    lexicon = load_lexicon()
    classes = [word_class(w, lexicon) for w in words]
    for index in range(1, len(words)):
        # "we model ...", "to learn ...": a noun-or-verb after a subject or "to" is the verb.
        before, word = words[index - 1].lower(), words[index].lower()
        if classes[index] == "N" and before in VERB_CONTEXT and _verb(word, lexicon):
            classes[index] = "V"
        # "it makes sense", "which gives users": a verb's -s form after a subject word.
        if classes[index] == "N" and before in SUBJECTS and is_verb_form(word, lexicon):
            classes[index] = "V"
        # "the algorithm checks", "this article deals with": the same after a word that names
        # a paper or its method, which acts as a subject (``AGENT_NOUNS``).
        if classes[index] == "N" and before in AGENT_NOUNS and is_verb_form(word, lexicon):
            classes[index] = "V"
        # "by combining multiple citations", "for handling unknown words": a gerund after a
        # preposition takes the phrase after it as its object.
        if before in GERUND_PREPOSITIONS and _gerund(word, words, index, lexicon):
            classes[index] = "V"
        following = words[index + 1].lower() if index + 1 < len(words) else ""
        # "data coming from sensors", "labels corresponding to classes": a participle that
        # relates the phrase before it to another opens a clause.
        if opens_relation(word, following):
            classes[index] = "V"
        # "the evaluation shows that", "this approach yields a": a verb-or-noun in -s before
        # a determiner or pronoun is the verb of the clause.
        if (
            classes[index] == "N"
            and following in CLAUSE_OPENERS
            and is_verb_form(words[index].lower(), lexicon)
        ):
            classes[index] = "V"
    spans: list[tuple[int, int]] = []
    i = 0
    while i < len(words):
        if classes[i] not in "AN":
            i += 1
            continue
        j = i
        while j < len(words) and classes[j] in "AN":
            j += 1
        end = j
        while end > i and classes[end - 1] != "N":
            end -= 1
        start = i
        while start < end - 1 and (
            words[start].lower() in LEADING
            and words[start].lower() not in TERM_MODIFIERS
            or words[start].lower() in JUDGING_ADJECTIVES
            or is_participle(words[start].lower(), lexicon)
        ):
            start += 1
        head = singularize(words[end - 1].lower()) if end > start else ""
        if end - start >= min_words and head not in GENERIC_PHRASE_HEADS:
            spans.append((start, end))
        elif end - start >= min_words and _named_task(words, start, end, classes):
            # "the next sentence prediction task": "next" names the task with the rest
            spans.append((start - (start > 0 and words[start - 1].lower() == "next"), end))
        i = j
    return spans


def _named_task(words: Sequence[str], start: int, end: int, classes: Sequence[str]) -> bool:
    """Whether ``words[start:end]`` is a task the text names by its modifiers ("the sequence
    copy task", "hand manipulation tasks"): a noun among them, no word of praise or number
    ("three new tasks") and no noun after it, which "task" would modify ("task fMRI data").

    >>> words = "on the fruit collection task , and on three new tasks".split()
    >>> _named_task(words, 2, 5, ["N"] * len(words)), _named_task(words, 9, 11, ["N"] * len(words))
    (True, False)
    """
    if singularize(words[end - 1].lower()) != "task":
        return False
    if any(w.lower() in LEADING or not w.isalpha() for w in words[start : end - 1]):
        return False
    if "N" not in classes[start : end - 1]:
        return False  # "an expensive task": no name
    after = words[end] if end < len(words) else "."
    return not (after[:1].isalnum() and (classes[end] in "AN" or not after.islower()))


# Prefixes of a hyphenated verb ("to down-weight", "to re-rank", "to up-sample").
_VERB_PREFIXES = frozenset("down up re pre co over under out cross mis de".split())


def _verb(word: str, lexicon: Mapping[str, str]) -> bool:
    """Whether a word can be a verb: the lexicon says so, or a prefix and a hyphen come before
    a verb ("down-weight", "re-rank")."""
    if "v" in lexicon.get(word, ""):
        return True
    prefix, _, rest = word.partition("-")
    return prefix in _VERB_PREFIXES and "v" in lexicon.get(rest, "")


def _gerund(word: str, words: Sequence[str], index: int, lexicon: Mapping[str, str]) -> bool:
    """Whether ``word`` is a verb's -ing form followed by a noun phrase of two words or more
    ("combining multiple citations"); not an activity that heads compounds ("for learning rate
    schedules", "by training data selection")."""
    if not word.endswith("ing") or word in TASK_HEADS or index + 2 >= len(words):
        return False
    stem = word[:-3]
    verb = any("v" in lexicon.get(s, "") for s in (stem, stem + "e", stem[:-1]))
    rest = [word_class(w, lexicon) for w in words[index + 1 : index + 3]]
    return verb and rest == ["A", "N"] or verb and rest == ["N", "N"]
