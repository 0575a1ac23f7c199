"""One paper per real paper: records merged by any identifier they share, or by title and a
near-identical abstract.

Exports list a paper several times (once per presentation type, a CSV row and a BibTeX entry,
a preprint and its proceedings version). Two records are the same paper when

* they share a key: a DOI, arXiv id or OpenReview id, whichever field carried it (the best one
  is the paper's key, see :func:`kg.read._keys.paper_keys`, the others ``other_keys``); or
* their normalised titles are equal and their abstracts differ by a few words (at most
  :data:`NEAR_WORDS` words, or :data:`NEAR_SHARE` of the longer one), unless they name
  different venues or years, or carry different ids of the same kind (two submissions).

The first record's values win; its empty fields are filled from the later ones, keywords and
identifiers are united, and every record's source is kept (``Paper.merged_sources``).
"""

from __future__ import annotations

import difflib
import logging
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import replace

from kg.read._keys import key_rank
from kg.read._limits import quote_name
from kg.text import fold
from kg.types import Paper

__all__ = ["NEAR_SHARE", "NEAR_WORDS", "PaperIndex", "SAME_ID", "SAME_TEXT", "merge_paper"]

logger = logging.getLogger(__name__)

NEAR_WORDS = 5
NEAR_SHARE = 0.05
SAME_ID = "same id"
SAME_TEXT = "same title, near-identical abstract"
_FILLED = ("title", "authors", "year", "venue", "url", "doi", "identifier")


def merge_paper(first: Paper, later: Paper) -> Paper:
    """``first`` with its empty metadata filled from ``later`` (a record of the same paper).

    The merged paper's key is the best of both records' keys (a DOI over an OpenReview id).
    """
    updates: dict[str, object] = {
        name: getattr(later, name)
        for name in _FILLED
        if not getattr(first, name) and getattr(later, name)
    }
    keys = sorted(
        dict.fromkeys((first.key, later.key, *first.other_keys, *later.other_keys)), key=key_rank
    )
    best = keys[0] if key_rank(keys[0]) < key_rank(first.key) else first.key
    updates["key"] = best
    updates["other_keys"] = tuple(k for k in keys if k != best and not k.startswith("sha256:"))
    updates["keywords"] = tuple(dict.fromkeys((*first.keywords, *later.keywords)))
    sources = (*first.merged_sources, later.source, *later.merged_sources)
    updates["merged_sources"] = tuple(s for s in dict.fromkeys(sources) if s != first.source)
    merged = replace(first, **updates)
    return first if merged == first else merged


def _title_key(title: str | None) -> str:
    return " ".join(re.findall(r"\w+", fold(title or "").lower()))


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", fold(text).lower())


def near_identical(a: str, b: str) -> bool:
    """Whether two abstracts differ by a few words only.

    >>> near_identical("We train a small model on images.", "We train a tiny model on images.")
    True
    >>> near_identical("We train a model.", "A survey of graph methods.")
    False
    """
    left, right = _words(a), _words(b)
    longest = max(len(left), len(right))
    allowed = max(NEAR_WORDS, int(NEAR_SHARE * longest))
    if abs(len(left) - len(right)) > allowed:
        return False
    matcher = difflib.SequenceMatcher(None, left, right, autojunk=False)
    changed = sum(
        max(i2 - i1, j2 - j1) for tag, i1, i2, j1, j2 in matcher.get_opcodes() if tag != "equal"
    )
    return changed <= allowed


def _distinct(a: Paper, b: Paper) -> bool:
    """Two records that must stay apart although title and abstract agree."""
    if a.venue and b.venue and fold(a.venue).lower() != fold(b.venue).lower():
        return True
    if a.year and b.year and a.year != b.year:
        return True
    ids_a = {k for k in (a.key, *a.other_keys) if not k.startswith("sha256:")}
    ids_b = {k for k in (b.key, *b.other_keys) if not k.startswith("sha256:")}
    schemes = {k.partition(":")[0] for k in ids_a} & {k.partition(":")[0] for k in ids_b}
    return any(
        {k for k in ids_a if k.startswith(s + ":")}.isdisjoint(
            {k for k in ids_b if k.startswith(s + ":")}
        )
        for s in schemes
    )


class PaperIndex:
    """Papers made unique as they are added (see the module docstring).

    >>> index = PaperIndex()
    >>> index.add(Paper(key="sha256:1", abstract="We study a tiny model.", title="T"))
    >>> index.add(Paper(key="sha256:2", abstract="We study a small model.", title="T", source="b:2"))
    'same title, near-identical abstract'
    >>> [p.merged_sources for p in index.papers()], dict(index.merged)
    ([('b:2',)], {'same title, near-identical abstract': 1})
    """

    def __init__(self, papers: Iterable[Paper] = ()) -> None:
        self._papers: list[Paper] = []
        self._by_key: dict[str, int] = {}
        self._by_title: dict[str, list[int]] = {}
        self.merged: Counter[str] = Counter()
        self.changed: set[int] = set()  # positions of papers that a later record merged into
        for paper in papers:
            self._insert(paper)

    def papers(self) -> tuple[Paper, ...]:
        """The papers, in the order their first record came."""
        return tuple(self._papers)

    def position(self, key: str) -> int | None:
        """Where the paper with this key (or alias) is."""
        return self._by_key.get(key)

    def _insert(self, paper: Paper) -> None:
        at = len(self._papers)
        self._papers.append(paper)
        self._index(paper, at)

    def _index(self, paper: Paper, at: int) -> None:
        for key in (paper.key, *paper.other_keys):
            self._by_key.setdefault(key, at)
        if title := _title_key(paper.title):
            positions = self._by_title.setdefault(title, [])
            if at not in positions:
                positions.append(at)

    def _match(self, paper: Paper) -> tuple[int, str] | None:
        for key in (paper.key, *paper.other_keys):
            if (at := self._by_key.get(key)) is not None:
                return at, SAME_ID
        for at in self._by_title.get(_title_key(paper.title), ()) if paper.title else ():
            other = self._papers[at]
            if not _distinct(other, paper) and near_identical(other.abstract, paper.abstract):
                return at, SAME_TEXT
        return None

    def add(self, paper: Paper) -> str | None:
        """Add a record: None if it is a new paper, else why it was merged into one."""
        found = self._match(paper)
        if found is None:
            self._insert(paper)
            return None
        at, reason = found
        first = self._papers[at]
        logger.info(
            "%s: the same paper as %s (%s); merged",
            quote_name(paper.source),
            quote_name(first.source),
            reason,
        )
        merged = merge_paper(first, paper)
        self.merged[reason] += 1
        if merged is not first:
            self._papers[at] = merged
            self.changed.add(at)
            self._index(merged, at)
        return reason
