"""Link stage: mentions across the corpus -> one entity per real-world thing.

Two mentions are the same entity when, after :func:`kg.text.match_key` (Unicode, case,
hyphens, dashes, plural) and qualifier stripping (``ImageNet 64x64`` -> ``ImageNet``):

* the gazetteer resolves them to the same entry;
* one is an acronym defined by the other in the same abstract (``Consistency Models (CM)``,
  then ``CMs``), or the acronym is defined with one meaning somewhere in the corpus;
* their keys are equal.

Unnamed contributions ("a pi-invariant test-time projection") stay scoped to their paper.
Generic phrases ("our method", "existing approaches") never become entities.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable

from kg.lexicon.cues import EVALUATIVE, GENERIC_HEADS
from kg.lexicon.gazetteer import Gazetteer, load_gazetteer
from kg.lexicon.wordclass import load_lexicon, word_class
from kg.lexicon.words import (
    GENERIC_FUNCTION_WORDS,
    GENERIC_WORDS,
    LEADING,
    QUALIFIERS,
    WEAK_HEADS,
    WEAK_MODIFIERS,
)
from kg.text import clean_surface, match_key
from kg.types import Entity, EntityType, Extraction, LinkedCorpus, Mention

__all__ = ["link", "strip_qualifiers", "is_generic"]

_SEP = "\x1f"  # separates the parts of a paper-scoped key; never in a paper key or a name
_SUBTYPE_WINS = {EntityType.MODEL: EntityType.METHOD, EntityType.BENCHMARK: EntityType.DATASET}


def strip_qualifiers(surface: str) -> str:
    """Drop qualifiers that name a variant, not another entity.

    >>> [strip_qualifiers(s) for s in ["ImageNet 64×64", "ImageNet (256x256)", "GAIA benchmark", "CIFAR-10"]]
    ['ImageNet', 'ImageNet', 'GAIA', 'CIFAR-10']
    """
    for pattern in QUALIFIERS:
        stripped = pattern.sub("", surface).strip()
        if stripped:
            surface = stripped
    return surface


def is_generic(surface: str) -> bool:
    """Whether a phrase names nothing in particular ("our method", "existing approaches").

    Also generic: a lowercase phrase that is a generic head with only adjectives before it
    ("iterative algorithm", "complex dataset"), or that ends in an adjective ("partially
    observable"): it describes, it does not name.

    >>> [is_generic(s) for s in ["our method", "Existing approaches", "experiments", "this work", "CIFAR-10"]]
    [True, True, True, True, False]
    >>> [is_generic(s) for s in ["iterative algorithm", "partially observable", "compression technique", "Deep SAD"]]
    [True, True, False, False]
    """
    words = match_key(surface).split()
    vocabulary = GENERIC_HEADS | EVALUATIVE | GENERIC_WORDS | GENERIC_FUNCTION_WORDS
    if not words or all(w in vocabulary or f"{w}s" in vocabulary for w in words):
        return True
    if surface != surface.lower() or any(ch.isdigit() for ch in surface):
        return False  # names keep their capitals and digits
    lexicon = load_lexicon()
    classes = [word_class(w, lexicon) for w in words]
    if classes[-1] == "A":
        return True
    head_is_generic = (
        words[-1] in GENERIC_HEADS or words[-1] in GENERIC_WORDS or words[-1] in WEAK_HEADS
    )
    return head_is_generic and all(
        w in vocabulary or w in WEAK_MODIFIERS or w in LEADING for w in words[:-1]
    )


def link(extractions: Iterable[Extraction], *, gazetteer: Gazetteer | None = None) -> LinkedCorpus:
    """Resolve every mention of every extraction to an entity.

    Args:
        extractions: The extract stage's output, one per paper key (see :mod:`kg.build`).
        gazetteer: The gazetteer used to resolve names (default: the shipped one).
    """
    gazetteer = gazetteer or load_gazetteer()
    ordered = sorted(extractions, key=lambda e: e.paper.key)

    def gazetteer_key(surface: str) -> str | None:
        entry = gazetteer.lookup(surface)
        return None if entry is None else "g:" + match_key(entry.name)

    def long_key(long_form: str) -> str:
        base = strip_qualifiers(clean_surface(long_form))
        return gazetteer_key(base) or match_key(base)

    # Short forms defined in the corpus, and how many meanings each has.
    meanings: dict[str, set[str]] = defaultdict(set)
    for extraction in ordered:
        for mention in extraction.mentions:
            if mention.short_form:
                meanings[match_key(mention.short_form)].add(long_key(mention.text))
            elif mention.long_form:
                meanings[match_key(clean_surface(mention.text))].add(long_key(mention.long_form))

    def key_of(paper_key: str, mention: Mention) -> str | None:
        surface = clean_surface(mention.text)
        base = strip_qualifiers(surface)
        if is_generic(base):
            return None
        if mention.extractor.startswith("proposal"):
            return f"p{_SEP}{paper_key}{_SEP}{match_key(base)}"
        if mention.canonical:
            return gazetteer_key(mention.canonical) or "g:" + match_key(mention.canonical)
        found = gazetteer_key(base)
        if found:
            return found
        if mention.long_form:
            return long_key(mention.long_form)
        known = meanings.get(match_key(base))
        if known and len(known) == 1:
            return next(iter(known))
        return match_key(base) or None

    groups: dict[str, list[tuple[str, int, Mention]]] = defaultdict(list)
    for extraction in ordered:
        for index, mention in enumerate(extraction.mentions):
            key = key_of(extraction.paper.key, mention)
            if key is not None:
                groups[key].append((extraction.paper.key, index, mention))

    entities: list[Entity] = []
    mention_entity: dict[tuple[str, int], int] = {}
    for key in sorted(groups):
        members = groups[key]
        entity = _make_entity(key, members, gazetteer)
        for paper_key, index, _ in members:
            mention_entity[(paper_key, index)] = len(entities)
        entities.append(entity)
    return LinkedCorpus(
        extractions=tuple(ordered), entities=tuple(entities), mention_entity=mention_entity
    )


def _make_entity(key: str, members: list[tuple[str, int, Mention]], gazetteer: Gazetteer) -> Entity:
    mentions = [m for _, _, m in members]
    surfaces = Counter(clean_surface(m.text) for m in mentions)
    entry = None
    if key.startswith("g:"):
        canonical = next((m.canonical for m in mentions if m.canonical), None)
        entry = gazetteer.lookup(canonical) if canonical else None
        if entry is None:
            entry = next(
                (
                    e
                    for e in (gazetteer.lookup(strip_qualifiers(s)) for s in sorted(surfaces))
                    if e is not None
                ),
                None,
            )
    if entry is not None:
        label = entry.name
        etype = entry.type
        extra = set(entry.aliases)
    else:
        label = _choose_label(mentions, surfaces)
        etype = _vote_type(mentions)
        extra = set()
    aliases = {s for s in surfaces if s != label} | {a for a in extra if a != label}
    for m in mentions:
        if m.long_form:
            aliases.add(clean_surface(m.long_form))
        if m.short_form:
            aliases.add(clean_surface(m.short_form))
    aliases.discard(label)
    scope = key.split(_SEP)[1] if key.startswith("p" + _SEP) else None
    return Entity(
        key=key,
        type=etype,
        label=label,
        aliases=tuple(sorted(aliases)),
        scope=scope,
        confidence=max(m.confidence for m in mentions),
        papers=len({paper for paper, _, _ in members}),
    )


def _choose_label(mentions: list[Mention], surfaces: Counter[str]) -> str:
    """The long form if the entity was defined with an acronym, else the commonest form."""
    long_forms = Counter(clean_surface(m.text) for m in mentions if m.short_form)
    long_forms.update(clean_surface(m.long_form) for m in mentions if m.long_form)
    pool = long_forms or surfaces
    return min(pool, key=lambda s: (-pool[s], -sum(ch.isupper() for ch in s[:1]), s))


def _vote_type(mentions: list[Mention]) -> EntityType:
    votes: Counter[EntityType] = Counter()
    for m in mentions:
        votes[m.type] += m.confidence
    # A subtype seen at all wins over its parent ("Model" is a more precise "Method").
    for sub, parent in _SUBTYPE_WINS.items():
        if votes.get(sub) and votes.get(parent):
            votes[sub] += votes.pop(parent)
    return min(votes, key=lambda t: (-votes[t], t.value))
