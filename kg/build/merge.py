"""An update's new records merged into the stored papers they belong to.

A record of a paper already in the build (the same DOI, arXiv or OpenReview id, or the same
title with a near-identical abstract; see :class:`kg.read.PaperIndex`) is not extracted again:
its metadata fills the stored paper's empty fields, its keywords and identifiers join the
stored ones and its source is kept. When it brings a better key (a DOI for a paper known by its
OpenReview id) the stored paper takes that key, as a full build of the same inputs would.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace

from kg.files import portable_source
from kg.read import PaperIndex
from kg.types import Evidence, Extraction, Paper

__all__ = ["Merged", "merge_into_stored", "with_paper"]


@dataclass(frozen=True)
class Merged:
    """The stored papers after merging, the papers that are new, and the counts.

    Attributes:
        stored: The stored papers, in their order, with the new records' metadata merged in.
        new: Papers not in the build yet.
        changed: How many stored papers took metadata from a new record.
        merged: New records merged into a stored paper, by reason.
    """

    stored: tuple[Paper, ...]
    new: tuple[Paper, ...]
    changed: int
    merged: dict[str, int]


def merge_into_stored(stored: Sequence[Paper], papers: Sequence[Paper]) -> Merged:
    """Merge ``papers`` (one per paper already) into ``stored`` where they are the same paper."""
    index = PaperIndex(stored)
    for paper in papers:
        # Sources as the stored ones are kept, without directories (see kg.files).
        index.add(
            replace(
                paper,
                source=portable_source(paper.source),
                merged_sources=tuple(portable_source(s) for s in paper.merged_sources),
            )
        )
    everything = index.papers()
    changed = sum(1 for at in index.changed if at < len(stored))
    return Merged(
        stored=everything[: len(stored)],
        new=everything[len(stored) :],
        changed=changed,
        merged=dict(Counter(index.merged)),
    )


def _evidence(evidence: Evidence, key: str, old: str) -> Evidence:
    return replace(evidence, paper=key) if evidence.paper == old else evidence


def with_paper(extraction: Extraction, paper: Paper) -> Extraction:
    """The extraction of a stored paper with its merged record (its evidence follows a new key)."""
    old = extraction.paper.key
    if paper.key == old:
        return replace(extraction, paper=paper)
    return replace(
        extraction,
        paper=paper,
        relations=tuple(
            replace(r, evidence=_evidence(r.evidence, paper.key, old)) for r in extraction.relations
        ),
        results=tuple(
            replace(r, evidence=_evidence(r.evidence, paper.key, old)) for r in extraction.results
        ),
    )
