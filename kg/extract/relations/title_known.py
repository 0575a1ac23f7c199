"""A task the title names by a name the gazetteer knows as one.

:func:`kg.extract.relations.title_tasks.title_parts` reads a title's task from its shape: a
task head at the end of a part ("... for Semantic Segmentation"). A known task whose last word
is no task head ("Overcoming Catastrophic Forgetting via ...", "Random Projectors for Inverse
Problems", "Adversarial Neural Pruning", "Hyperparameter Tuning and ...") is the paper's task
all the same, when the title states it as what the paper is about:

* not in a part that names a means ("... via Meta-Learning", "... Using Reinforcement
  Learning", and what "and" joins to one), nor after a means' gerund inside a part
  ("... Utilizing Anisotropic Information Retrieval");
* not in a part before "for" (what a title puts before its purpose is a means: "Meta-Learning
  for Low-Resource Translation") or before "of" (the head of an object: "Incremental Learning
  of Action Models", "Distillation of Syntactic Information"), unless a network follows
  ("Uncertainty Estimation for Batch Normalized Deep Networks", "Adversarial Robustness of
  Neural Networks": the task done on it);
* a known name may hold a connector ("... for Robustness to Adversarial Attacks", "Defenses
  Against Adversarial Attacks"): the part after the connector alone is then no task of its own;
* not in a coined name of one word ("FooNet: ..."), nor inside a name the paper proposes
  ("Optimal Completion Distillation" under the proposal "Optimal Completion Distillation (OCD)");
  a title head of words before its colon ("Dynamic Channel Pruning: Feature Boosting and
  Suppression") states the task otherwise;
* the name is a term of its own (a one-word gazetteer task that names a field, "clustering",
  "pruning"; not "forecasting" alone).

Where no Task mention of the paper names it already (the same words, a longer name ending in
them, or the same gazetteer entry), the abstract's use of the words is the mention; where the
abstract does not write them outside other mentions, a mention labelled with the title's words
anchored on the sentence stating the contribution (extractor ``task.title_only``), as
:func:`~kg.extract.relations.title_tasks.title_only_task` makes for a title's purpose.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from kg.extract.relations import confidence
from kg.extract.relations.context import Context
from kg.extract.relations.title_tasks import (
    MEANS_CONNECTORS,
    TITLE_BREAK,
    folded,
    title_only_mention,
    title_words,
)
from kg.lexicon.cues import EVALUATIVE
from kg.lexicon.gazetteer import GazetteerEntry, load_gazetteer
from kg.lexicon.task_cues import NETWORK_HEADS, is_generic_task_word
from kg.lexicon.words import LEADING, PRAISE, WEAK_MODIFIERS
from kg.text import singularize
from kg.types import EntityType, Mention

__all__ = ["known_title_tasks", "titles_known_task"]

_TASK = EntityType.TASK
# Gerunds inside a title part that open its means ("... Utilizing Anisotropic X").
_MEANS_GERUNDS = frozenset("using utilizing utilising leveraging exploiting employing".split())
# Words before a known task's name that only describe it ("ill-posed inverse problems").
_DESCRIBING = LEADING | WEAK_MODIFIERS | EVALUATIVE | PRAISE | frozenset({"ill-posed", "ill"})
# Connectors after a part that make it a means or an object's head.
_MEANS_AFTER = frozenset({"for", "of"})
# Connectors a known task's name may hold ("robustness to adversarial attacks", "defense
# against adversarial examples").
_JOINING = frozenset({"to", "against", "of", "from", "for", "on", "in", "under", "over"})


def _candidates(title: str) -> list[str]:
    """The tails of each title part that may state the paper's task, as written, and those
    running on over the connector after it into the next part ("Robustness | to | Adversarial
    Attacks": a known name may hold a connector)."""
    parts = TITLE_BREAK.split(title.strip())
    head = title.split(":", 1)[0].strip()
    found = []
    means_before = False
    for index in range(0, len(parts), 2):
        connector = (parts[index - 1] or "").lower() if index else ""
        after = (parts[index + 1] or "").lower() if index + 1 < len(parts) else ""
        means = connector in MEANS_CONNECTORS or (connector == "and" and means_before)
        means_before = means
        words = (parts[index] or "").split()
        if means or not words:
            continue
        if index == 0 and head == parts[0].strip() and ":" in title and len(words) == 1:
            # "FooNet: ...": the name; a head of words ("Dynamic Channel Pruning: ...",
            # "Decision-Based Adversarial Attacks: ...") states the task unless the paper
            # proposes it by that name (checked on the mentions)
            continue
        following = (parts[index + 2] or "").split() if index + 2 < len(parts) else []
        joined = after in _JOINING and bool(following) and parts[index + 1] is not None
        # "Uncertainty Estimation for Batch Normalized Deep Networks", "Adversarial Robustness
        # of Neural Networks": what "for" / "of" joins to a model is the model the task is done
        # on, no purpose the part is the means of, nor an object the part is the head of
        on_model = bool(following) and singularize(following[-1].lower()) in NETWORK_HEADS
        for start in range(len(words)):
            if any(word.lower() in _MEANS_GERUNDS for word in words[:start]):
                break
            if joined:
                found.append(" ".join([*words[start:], parts[index + 1], *following]))
            if after not in _MEANS_AFTER or on_model:
                found.append(" ".join(words[start:]))
    return found


def _known_task(name: str) -> GazetteerEntry | None:
    entry = load_gazetteer().lookup(name)
    if entry is None or entry.type is not _TASK:
        return None
    word = singularize(name.lower())
    if len(name.split()) == 1 and is_generic_task_word(word) and entry.name.lower() != word:
        return None  # "forecasting" (of time series forecasting): an activity of every field
    return entry


def _uses(name: str, text: str) -> list[tuple[int, int]]:
    pieces = [re.escape(p) for p in re.split(r"[-\s]+", name) if p]
    pattern = r"(?<![\w-])" + r"[-\s]".join(pieces) + r"s?(?![\w-])"
    return [(m.start(), m.end()) for m in re.finditer(pattern, text, re.I)]


def _covered(name: str, entry: GazetteerEntry, mentions: Sequence[Mention]) -> bool:
    """Whether a Task mention names it already (its words, a longer name ending in them, or
    the same gazetteer entry)."""
    wanted = folded(name).rstrip("s")
    known = folded(entry.name)
    for mention in mentions:
        if mention.type is not _TASK:
            continue
        said = folded(mention.text).rstrip("s")
        if said.endswith(" " + wanted):
            # "semi-supervised neural machine translation" names a kind of it; "ill-posed
            # inverse problems" only describes it
            extra = mention.text.lower().split()[: -len(wanted.split())]
            if not all(word in _DESCRIBING for word in extra):
                return True
        elif said == wanted or known in said:
            return True
        if mention.canonical is not None and folded(mention.canonical) == known:
            return True
    return False


def known_title_tasks(
    context: Context, title: str | None, mentions: Sequence[Mention], added: Sequence[Mention]
) -> list[Mention]:
    """Task mentions for the known tasks the title states and no mention names yet."""
    if not title or not context.sentences:
        return []
    # the paper's own names, written as names ("Optimal Completion Distillation (OCD)")
    proposed = [
        folded(mentions[i].text)
        for i in context.proposed
        if any(word[:1].isupper() for word in mentions[i].text.split())
    ]
    found: list[Mention] = []
    seen: set[str] = set()
    joined: list[str] = []  # known names holding a connector ("robustness to adversarial attacks")
    for tail in _candidates(title):
        entry = _known_task(tail)
        if entry is None or entry.name in seen:
            continue
        if any(name.endswith(" " + folded(tail)) for name in joined):
            continue  # "Adversarial Attacks" of "Defenses Against Adversarial Attacks"
        seen.add(entry.name)
        if TITLE_BREAK.search(tail):
            joined.append(folded(tail))
        if any(folded(tail) in name for name in proposed):
            continue  # a word of the paper's own name ("Optimal Completion Distillation")
        if _covered(tail, entry, [*mentions, *added, *found]):
            continue
        free = [
            (start, end)
            for start, end in _uses(tail, context.text)
            if not any(m.start < end and start < m.end for m in [*mentions, *added])
        ]
        if free:
            start, end = free[0]
            found.append(
                Mention(
                    context.text[start:end],
                    start,
                    end,
                    _TASK,
                    "task.title",
                    confidence.TASK_FRAMED,
                )
            )
            continue
        found.append(title_only_mention(context, title_words(tail, context.text), mentions))
    return found


def titles_known_task(mention: Mention, title: str | None) -> bool:
    """Whether a Task mention names a known task the title states ("... framed as catastrophic
    forgetting" under "Overcoming Catastrophic Forgetting via X"): the same words, or the same
    gazetteer entry."""
    if not title or mention.type is not _TASK:
        return False
    said = folded(mention.text).rstrip("s")
    entry = load_gazetteer().lookup(mention.text)
    return any(
        tail == said or (entry is not None and entry.name == name)
        for tail, name in _known_tails(title)
    )


@functools.lru_cache(maxsize=256)
def _known_tails(title: str) -> tuple[tuple[str, str], ...]:
    """(folded words, gazetteer name) of each known task the title states (read once per title,
    not once per mention)."""
    known = ((tail, _known_task(tail)) for tail in _candidates(title))
    return tuple((folded(tail).rstrip("s"), entry.name) for tail, entry in known if entry)
