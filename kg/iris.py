"""The IRIs of the graph's instances: papers by their stable key, entities by a readable slug
(paper-scoped ones and slug clashes with a digest), venues; and the checks a base IRI passes."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable

from kg.errors import InputError
from kg.kinds import NODE_KIND
from kg.text import fold, short_hash, slugify
from kg.types import Entity

__all__ = [
    "check_base_iri",
    "entity_iri",
    "distinct_entity_iris",
    "normalise_base_iri",
    "paper_iri",
    "venue_slug",
]

_PAPER_PATH = NODE_KIND["Paper"].path


def paper_iri(base_iri: str, key: str) -> str:
    """The IRI of a paper from its stable key (``doi:...``, ``arxiv:...``, ``sha256:...``)."""
    scheme, _, rest = key.partition(":")
    slug = slugify(rest, max_length=80)
    # A lossy slug (DOIs keep case and punctuation) gets a digest so two keys never collide.
    if scheme == "sha256":
        return f"{base_iri}{_PAPER_PATH}/{rest[:16]}"
    return f"{base_iri}{_PAPER_PATH}/{scheme}-{slug}-{short_hash(key, length=8)}"


def entity_iri(base_iri: str, entity: Entity) -> str:
    """The IRI of an entity: readable slug of its key; paper-scoped ones carry the paper's digest."""
    path = NODE_KIND[entity.type.value].path
    slug = slugify(entity.label) or "entity"
    if entity.scope is not None:
        return f"{base_iri}{path}/{slug}-{short_hash(entity.scope, entity.key, length=8)}"
    return f"{base_iri}{path}/{slug}"


_ABSOLUTE_IRI = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://[^/?#]+")
_NOT_IN_IRI = re.compile(r'[\x00-\x20\x7f<>"{}|\\^`]')


def check_base_iri(base_iri: str) -> str:
    """``base_iri`` if it can prefix instance IRIs: absolute, with a scheme and an authority,
    and none of the characters an IRI cannot hold (spaces, controls, ``<>"{}|\\^```).

    Raises:
        InputError: It cannot; the message says why, with an example.
    """
    bad = _NOT_IN_IRI.search(base_iri)
    problem = (
        f"it holds {bad.group()!r}, which an IRI cannot hold"
        if bad
        else None
        if _ABSOLUTE_IRI.match(base_iri)
        else "it is not an absolute IRI with a scheme and a host"
    )
    if problem is not None:
        raise InputError(f"base IRI {base_iri!r}: {problem}; give one like https://example.org/kg/")
    return base_iri


def normalise_base_iri(base_iri: str) -> str:
    """The base IRI as the graph holds it: ending with ``/`` or ``#`` (a ``/`` is added)."""
    return base_iri if base_iri.endswith(("/", "#")) else base_iri + "/"


def venue_slug(label: str) -> str:
    """The slug of a venue IRI; a digest is added when the slug lost letters (another script).

    Without it "会议 2020" and "Конференция 2020" would both be ``venue/2020``, and a
    venue named only in another script would be ``venue/`` itself.
    """
    slug = slugify(label)
    if slug and fold(label).isascii():
        return slug
    return "-".join(part for part in (slug, short_hash(label, length=8)) if part)


def distinct_entity_iris(base_iri: str, entities: Iterable[Entity]) -> list[str]:
    """IRIs for entities; two different entities that slug alike get distinguishing digests."""
    entities = list(entities)
    iris = [entity_iri(base_iri, entity) for entity in entities]
    counts: dict[str, int] = defaultdict(int)
    for iri in iris:
        counts[iri] += 1
    return [
        f"{iri}-{short_hash(entity.type.value, entity.key, length=8)}" if counts[iri] > 1 else iri
        for iri, entity in zip(iris, entities)
    ]
