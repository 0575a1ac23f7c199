"""Labels, types and alias rules of a linked entity, from its mentions (see :mod:`kg.link`)."""

from __future__ import annotations

import re
from collections import Counter

from kg.lexicon.head_words import COLLECTION_HEADS, DATA_KIND_HEADS
from kg.lexicon.task_cues import TASK_HEADS
from kg.lexicon.wordclass import BROKEN_WORD, read_surface
from kg.link.keys import name_key, strip_qualifiers
from kg.link.proposal_labels import without_pointers
from kg.text import fold
from kg.types import CONJUNCT_EXTRACTOR, EntityType, Mention

__all__ = [
    "choose_label",
    "defines",
    "graph_type",
    "material_concept",
    "surface_of",
    "surface_rule",
    "vote_type",
]

# (subtype, parent) in the order they are folded: an environment absorbs benchmark and dataset
# votes before a benchmark absorbs dataset votes.
_SUBTYPE_WINS = (
    (EntityType.MODEL, EntityType.METHOD),
    (EntityType.ENVIRONMENT, EntityType.BENCHMARK),
    (EntityType.ENVIRONMENT, EntityType.DATASET),
    (EntityType.BENCHMARK, EntityType.DATASET),
)


def defines(mention: Mention) -> bool:
    """Whether a mention is an acronym with its long form ("GAN training" holds one)."""
    return bool(mention.long_form) and " " not in read_surface(mention.text)


def surface_of(mention: Mention) -> str:
    """The name a mention gives: its text without an article before a common noun ("the
    robustness" names what "robustness" does; "The Pile" keeps its own), or for the modifier
    of a coordination ("image" in "image and text classification") the task it names with the
    shared head. An unnamed proposal's pointers before a phrase of their own content read as
    "the" ("a pipeline to compute *this* covariance function", see
    :func:`~kg.link.proposal_labels.without_pointers`)."""
    if mention.extractor == CONJUNCT_EXTRACTOR and mention.canonical:
        return mention.canonical
    surface = _ARTICLE.sub("", read_surface(mention.text), count=1)
    return without_pointers(surface) if mention.extractor.startswith("proposal") else surface


# An article before a lowercase word at a surface's start.
_ARTICLE = re.compile(r"^(?i:the|an?)\s+(?=[a-z])")


def surface_rule(surface: str, label: str) -> str | None:
    """Why a surface form is the label's by spelling alone: ``plural``, ``qualifier``,
    ``spelling variant``; None when their keys differ."""
    if strip_qualifiers(surface) != surface:
        return "qualifier"
    if name_key(surface) != name_key(label):
        return None
    a, b = fold(surface).lower(), fold(label).lower()
    if a != b and (a.rstrip("s") == b.rstrip("s") or a.removesuffix("es") == b.removesuffix("es")):
        return "plural"
    return "spelling variant"


def choose_label(mentions: list[Mention], surfaces: Counter[str]) -> str:
    """The long form if the entity was defined with an acronym, else the commonest form; a
    form with a word broken at a line end (:data:`~kg.lexicon.wordclass.BROKEN_WORD`; the
    linker's forms come read whole by :func:`~kg.lexicon.wordclass.read_surface`, so only a
    caller's raw forms have one) only when the entity has no other.

    >>> choose_label([], Counter({"maximum- likelihood": 2, "maximum likelihood": 1}))
    'maximum likelihood'
    """
    long_forms = Counter(read_surface(m.text) for m in mentions if m.short_form)
    long_forms.update(read_surface(m.long_form) for m in mentions if defines(m))
    pool = long_forms or surfaces
    whole = _whole(pool)
    if not whole:  # the same letters written whole elsewhere ("maximum likelihood")
        letters = {_letters(form) for form in pool}
        whole = _whole(Counter({f: n for f, n in surfaces.items() if _letters(f) in letters}))
    pool = whole or pool
    return min(pool, key=lambda s: (-pool[s], -sum(ch.isupper() for ch in s[:1]), s))


def _whole(forms: Counter[str]) -> Counter[str]:
    return Counter({form: n for form, n in forms.items() if not BROKEN_WORD.search(form)})


def _letters(form: str) -> str:
    return re.sub(r"[\W_]+", "", form.lower())


def vote_type(mentions: list[Mention], label: str | None = None) -> EntityType:
    """The type the mentions' confidences vote for; a tie between a method's and a task's
    readings goes to the task where the ``label``'s head is an activity ("audio
    transcription", "few-shot density estimation"), else to the type that sorts first.

    >>> m = Mention("kelp transcription", 0, 18, EntityType.METHOD, "ner", confidence=0.45)
    >>> t = Mention("kelp transcription", 0, 18, EntityType.TASK, "ner", confidence=0.45)
    >>> vote_type([m, t]).value, vote_type([m, t], "kelp transcription").value
    ('Method', 'Task')
    """
    votes: Counter[EntityType] = Counter()
    for m in mentions:
        votes[m.type] += m.confidence
    # A subtype seen at all wins over its parent ("Model" is a more precise "Method").
    for sub, parent in _SUBTYPE_WINS:
        if votes.get(sub) and votes.get(parent):
            votes[sub] += votes.pop(parent)
    method, task = votes.get(EntityType.METHOD, 0.0), votes.get(EntityType.TASK, 0.0)
    if (
        label is not None
        and method
        and abs(method - task) < 1e-9
        and max(votes.values()) - method < 1e-9
        and _activity_head(label)
    ):
        return EntityType.TASK
    return min(votes, key=lambda t: (-votes[t], t.value))


def _activity_head(label: str) -> bool:
    """Whether a name of two words or more ends in a task's head ("density estimation")."""
    words = label.lower().split()
    return len(words) >= 2 and words[-1] in TASK_HEADS


def material_concept(label: str) -> bool:
    """Whether a Dataset-typed entity's label names data by its kind only, no dataset: the
    graph draws it as a Concept. A collection ("parallel corpus") keeps its votes: the graph
    drew it before typing by head kinds, and it may well be one.

    >>> material_concept("newspaper texts"), material_concept("Penn Treebank")
    (True, False)
    """
    words = label.split()
    return (
        len(words) >= 2
        and words[-1].lower() in DATA_KIND_HEADS - COLLECTION_HEADS
        and not any(ch.isupper() or ch.isdigit() for ch in "".join(words)[1:])
    )


def graph_type(label: str, etype: EntityType, *, scoped: bool) -> EntityType:
    """The type the graph draws an entity with: a Dataset named as data of a kind only is a
    Concept (:func:`material_concept`), unless it is a paper's own described data (``scoped``).

    >>> graph_type("newspaper texts", EntityType.DATASET, scoped=False).value
    'Concept'
    """
    if etype is EntityType.DATASET and not scoped and material_concept(label):
        return EntityType.CONCEPT
    return etype
