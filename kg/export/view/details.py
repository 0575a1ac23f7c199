"""The details panel's data: node metadata, linked papers and evidence highlights."""

from __future__ import annotations

import itertools
import logging
from collections import defaultdict
from collections.abc import Callable, Mapping
from typing import Any

import networkx as nx

from kg.kinds import RESULT_KINDS

__all__ = ["add_highlights", "add_linked_papers", "edge_details", "node_info", "text", "texts"]

logger = logging.getLogger(__name__)


def node_info(node: Any, attrs: Mapping[str, Any], kind: str, label: str) -> dict[str, Any]:
    """The details panel's data for one node."""
    info: dict[str, Any] = {
        "iri": str(node),
        "kind": kind,
        "label": label,
        "aliases": texts(attrs.get("aliases")),
    }
    if kind == "Paper":
        abstract = text(attrs.get("abstract"))
        info.update(
            key=text(attrs.get("key")),
            title=text(attrs.get("title")) or None,
            labelDerived=bool(attrs.get("label_derived", not attrs.get("title"))),
            abstract=abstract,
            authors=texts(attrs.get("authors")),
            year=attrs.get("year")
            if isinstance(attrs.get("year"), int)
            else (text(attrs.get("year")) or None),
            doi=text(attrs.get("doi")) or None,
            url=text(attrs.get("url")) or None,
            identifier=text(attrs.get("identifier")) or None,
            keywords=texts(attrs.get("keywords")),
            source=text(attrs.get("source")) or None,
            highlights=[],
        )
    else:
        info["papers"] = []
    if kind in RESULT_KINDS:
        info["value"] = text(attrs.get("value")) or None
    if kind == "CodeRepository":
        info["url"] = text(attrs.get("url")) or label
    return info


def add_linked_papers(
    graph: nx.MultiDiGraph,
    info: list[dict[str, Any]],
    index: Mapping[Any, int],
    kinds: list[str],
    labels: list[str],
    papers_by_key: Mapping[str, int],
) -> None:
    """For every entity, the papers linked to it: directly, through a Result node, or as the
    source of the evidence of one of its edges (``FooNet extends ResNet`` in paper P)."""
    for node, i in index.items():
        if kinds[i] == "Paper":
            continue
        papers: set[int] = set()
        for neighbour in set(graph.predecessors(node)) | set(graph.successors(node)):
            j = index[neighbour]
            if kinds[j] == "Paper":
                papers.add(j)
            elif kinds[j] in RESULT_KINDS:
                papers.update(
                    index[p] for p in graph.predecessors(neighbour) if kinds[index[p]] == "Paper"
                )
        for _, _, data in (*graph.in_edges(node, data=True), *graph.out_edges(node, data=True)):
            papers.update(
                papers_by_key[ev.paper]
                for ev in data.get("evidence", ())
                if ev.paper in papers_by_key
            )
        info[i]["papers"] = sorted(papers, key=lambda j: (labels[j], j))


def edge_details(
    edges: list[tuple[Any, Any, Any, Mapping[str, Any]]],
    info: list[dict[str, Any]],
    papers_by_key: Mapping[str, int],
) -> list[dict[str, Any]]:
    """Each edge's predicate and evidence, ``[paper, extractor, confidence, ...]`` per sentence.

    A sentence that is the abstract's text at its offsets travels as those offsets (in UTF-16
    code units, as JavaScript counts): ``[..., start, end]``; any other as its text:
    ``[..., sentence]``. Evidence repeats the abstracts' sentences, so this halves the page.
    """
    offsets: dict[int, Callable[[int], int]] = {}
    result = []
    for _, _, predicate, data in edges:
        evidence: list[list[Any]] = []
        for ev in data.get("evidence", ()):
            paper = papers_by_key.get(ev.paper, -1)
            head = [paper, text(ev.extractor), float(ev.confidence)]
            if paper >= 0 and _spans(ev, info[paper]["abstract"]):
                if paper not in offsets:
                    offsets[paper] = _utf16_offsets(info[paper]["abstract"])
                to_utf16 = offsets[paper]
                evidence.append([*head, to_utf16(ev.start), to_utf16(ev.end)])
            else:
                evidence.append([*head, text(ev.sentence)])
        result.append({"predicate": str(predicate), "evidence": evidence})
    return result


def add_highlights(
    edges: list[tuple[Any, Any, Any, Mapping[str, Any]]],
    info: list[dict[str, Any]],
    papers_by_key: Mapping[str, int],
) -> None:
    """Evidence spans of each paper's abstract, as non-overlapping UTF-16 segments for the page:
    ``[start, end, [edge, ...]]``, the edges whose evidence covers the segment."""
    spans: dict[int, list[tuple[int, int, int]]] = defaultdict(list)
    for number, (_, _, _, data) in enumerate(edges):
        for ev in data.get("evidence", ()):
            paper = papers_by_key.get(ev.paper)
            if paper is None:
                continue
            length = len(info[paper]["abstract"])
            if not (
                isinstance(ev.start, int)
                and isinstance(ev.end, int)
                and 0 <= ev.start < ev.end <= length
            ):
                logger.debug(
                    "evidence offsets %r-%r outside the abstract of %s; not highlighted",
                    ev.start,
                    ev.end,
                    ev.paper,
                )
                continue
            spans[paper].append((ev.start, ev.end, number))
    for paper, found in spans.items():
        abstract = info[paper]["abstract"]
        cuts = sorted({offset for start, end, _ in found for offset in (start, end)})
        segments: list[list[Any]] = []
        for start, end in itertools.pairwise(cuts):
            covering = sorted({edge for s, e, edge in found if s <= start and end <= e})
            if not covering:
                continue
            if segments and segments[-1][1] == start and segments[-1][2] == covering:
                segments[-1][1] = end
            else:
                segments.append([start, end, covering])
        to_utf16 = _utf16_offsets(abstract)
        info[paper]["highlights"] = [
            [to_utf16(start), to_utf16(end), covering] for start, end, covering in segments
        ]


def _spans(ev: Any, abstract: str) -> bool:
    """Whether the evidence's sentence is exactly the abstract's text at its offsets."""
    start, end = ev.start, ev.end
    return (
        isinstance(start, int)
        and isinstance(end, int)
        and 0 <= start < end <= len(abstract)
        and abstract[start:end] == ev.sentence
    )


def _utf16_offsets(text: str) -> Callable[[int], int]:
    """A function mapping a Python ``str`` index of ``text`` to a JavaScript (UTF-16) index."""
    if not text or max(text) <= "\uffff":  # no astral characters: the same offsets
        return lambda offset: offset
    extra = [0]
    for char in text:
        extra.append(extra[-1] + (ord(char) > 0xFFFF))
    return lambda offset: offset + extra[offset]


def text(value: Any) -> str:
    return "" if value is None else str(value)


def texts(values: Any) -> list[str]:
    if values is None:
        return []
    if isinstance(values, str):
        return [values]
    return [str(v) for v in values]
