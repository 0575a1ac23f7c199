"""The task a title names (split from :mod:`kg.extract.relations.tasks`).

* The title's task: "... for Scalable Image Compression", "Towards X", "X in Y" (never the
  part after "via / with / using / by", nor after a participle that names a means, "X Guided
  by Y", "X Based on Y"): its longest tail of two words or more that the abstract uses is a
  task there. A hyphen and a space are the same in the match ("Session-Based
  Recommendation" is used as "session based recommendation").
* A task the title states as its purpose ("... for Continual Learning", "Towards Robust Melody
  Transcription") that the abstract never writes is the paper's task all the same: a Task
  mention labelled with the title's words (extractor ``task.title_only``), anchored on the
  sentence stating the paper's contribution (the first sentence when none does). Only a name
  with a specific modifier ("continual learning", not "efficient inference").
"""

from __future__ import annotations

import re
from typing import NamedTuple

from kg.extract.relations import confidence
from kg.extract.relations.context import Context
from kg.extract.relations.task_frames import specific_modifiers
from kg.lexicon.cues import TASK_HEADS, TITLE_TASK_HEADS
from kg.types import EntityType, Mention

__all__ = [
    "TITLE_TASK",
    "TitleTask",
    "title_only_task",
    "title_parts",
    "title_task_uses",
    "title_tasks",
]

# The extractor of a Task mention whose label is the title's (its offsets: a sentence's).
TITLE_TASK = "task.title_only"
_TASK = EntityType.TASK
_TITLE_BREAK = re.compile(
    r"\s*(?:[:?,;]|\s-\s|(?<![\w-])(for|via|with|using|by|in|on|upon|towards?|through|and|from"
    r"|of|to|under|against)(?![\w-]))\s*",
    re.I,
)
# What follows these in a title is the means, not the task ("X via Direct Loss Minimization").
_MEANS = frozenset("via with using by through from".split())
# Connectors after which a title part states the paper's purpose.
_PURPOSE = frozenset("for towards toward".split())
# "X Guided by Y", "X Based on Y": a participle before these opens a means.
_PARTICIPLE_MEANS = frozenset("by on upon with via".split())
_DETERMINERS = frozenset("a an the".split())


class TitleTask(NamedTuple):
    """A title's task name and the connector before it ("for", "towards"; "" at the start)."""

    name: str
    connector: str
    # The head is one only titles name tasks with ("Recommendation", "Filtering"): the name
    # confirms a mention of its very words, never stretches a shorter one over a longer use.
    strict: bool = False


def _participle(word: str) -> bool:
    return len(word) > 4 and word.lower().endswith(("ed", "en")) and word.isalpha()


def title_parts(title: str | None) -> list[TitleTask]:
    """The task names a title holds, with the connector before each.

    >>> [tuple(t) for t in title_parts("Face Super-Resolution Guided by Facial Priors")]
    [('Face Super-Resolution', '')]
    """
    if not title:
        return []
    found = []
    parts = _TITLE_BREAK.split(title.strip())
    # re.split with a group: [part, connector, part, connector, ...]
    means_next = means_before = False
    for index in range(0, len(parts), 2):
        connector = (parts[index - 1] or "").lower() if index else ""
        words = parts[index].split()
        after = (parts[index + 1] or "").lower() if index + 1 < len(parts) else ""
        # "X via Tree Search and Homoglyph Attack": what is joined to a means is one too
        means = means_next or connector in _MEANS or connector == "and" and means_before
        means_next = False
        if words and after in _PARTICIPLE_MEANS and _participle(words[-1]):
            words = words[:-1]  # "Face Super-Resolution Guided | by ..."
            means_next = True
        while words and words[0].lower() in _DETERMINERS:
            words = words[1:]
        means_before = means
        if means or len(words) < 2 or words[-1].lower() not in TASK_HEADS | TITLE_TASK_HEADS:
            continue
        if index == 0 and len(parts) > 1 and title.strip().startswith(parts[0]) and ":" in title:
            head = title.split(":", 1)[0]
            if head.strip() == parts[0].strip():
                continue  # "FooNet: ..." / "Deep Gradient Compression: ...": the name
        strict = words[-1].lower() not in TASK_HEADS
        if connector.startswith("toward") and any(p.strip() for p in parts[:index:2]):
            connector = "towards (mid-title)"  # "SGD Convergence towards Sparse Representation"
        found.append(TitleTask(" ".join(words), connector, strict))
    return found


def title_tasks(title: str | None) -> list[str]:
    """The task names a title holds, longest tail first within each part.

    >>> title_tasks("FooNet: Gated Memory for Scalable Image Compression via Hashing")
    ['Scalable Image Compression']
    """
    return [task.name for task in title_parts(title)]


def _word_pattern(word: str) -> str:
    return r"[-\s]".join(re.escape(piece) for piece in word.split("-"))


def title_task_uses(context: Context, name: str, mentions: list[Mention]) -> list[tuple[int, int]]:
    """Where the abstract uses the longest tail (two words or more) of a title's task name,
    outside the names the paper proposes ("... for Scalable Image Compression (DRASIC)")."""
    named = [
        (mentions[i].start, mentions[i].end)
        for i in context.proposed
        if mentions[i].extractor != "proposal.phrase"
    ]
    return _written(context, name, named)


def _written(context: Context, name: str, named: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Spans of the longest tail of ``name`` the abstract writes, outside ``named`` spans."""
    words = name.split()
    for size in range(len(words), 1, -1):
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


def _label(name: str) -> str:
    """A title's words as a label: title case lowered, names ("3D", "GAN") kept."""
    return " ".join(
        w if any(ch.isupper() for ch in w[1:]) or any(ch.isdigit() for ch in w) else w.lower()
        for w in name.split()
    )


def title_only_task(context: Context, task: TitleTask, mentions: list[Mention]) -> Mention | None:
    """A Task mention for a title's purpose the abstract never writes ("Dual Memory Networks for
    Continual Learning" over "... learns continually ..."), or None."""
    if task.connector not in _PURPOSE or not context.sentences:
        return None
    if _written(context, task.name, []):
        return None  # used, or part of a name ("Sketch Networks for Audio Compression (SNAC)")
    words = task.name.split()
    if not specific_modifiers(words) or task.name.isupper():
        return None  # "Efficient Inference", an all-capital title's shouting
    label = _label(task.name)
    anchor = next(
        (
            s
            for s in context.sentences
            if any(s.start <= mentions[i].start < s.end for i in context.proposed)
        ),
        context.sentences[0],
    )
    return Mention(label, anchor.start, anchor.end, _TASK, TITLE_TASK, confidence.TASK_FRAMED)
