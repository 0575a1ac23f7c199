"""The graph's statistics, computed from the graph whenever it is written as RDF.

A ranking over a large graph is then a lookup of one materialised value instead of a
``GROUP BY`` over the corpus. :class:`kg.export.triples.RdfMapping` renders them, so every
writer (Turtle, N-Triples, JSON-LD, the store) carries them, and they are exact for whatever
graph is written: a fresh build and an ``--update`` (which rebuilds the graph) alike.

Per node (a property only when its value is not zero):

* entity: ``kg:paperCount`` (distinct papers with an edge to it), ``kg:mentionCount``,
  ``kg:evaluationCount`` (papers that mention it, evaluate on it), ``kg:extensionCount``
  (methods that extend it), ``kg:comparisonCount`` (papers and methods compared with it);
* venue: ``kg:paperCount`` (its papers); paper: ``kg:entityCount`` (distinct entities it links);
* a position for each count, ``kg:paperRank`` ... ``kg:comparisonRank``: 1 for the node of its
  kind with the largest count, ties by label then IRI; and ``kg:labelRank`` on every node: its
  position among the nodes of its kind sorted by label then IRI (the order of the competency
  queries). Positions are unique, so ``VALUES ?rank { 1 2 ... 100 }`` finds the top 100 (or
  a page) by 100 index lookups.

For the whole graph, ``kg:Count`` nodes (see :func:`count_nodes`): nodes per class, edges per
property, papers per year.

Example:
    >>> stats = graph_statistics(graph)  # doctest: +SKIP
    >>> stats.values["mentionCount"]["https://w3id.org/kg/id/concept/diffusion-models"]  # doctest: +SKIP
    7
"""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import NamedTuple

import networkx as nx

from kg.kinds import EDGE_KEYS, ENTITY_KINDS, NODE_KINDS

__all__ = [
    "COUNTS",
    "ENTITY_KINDS",
    "RANKS",
    "GraphStatistics",
    "graph_statistics",
]

# The kinds whose class is a kg:Entity (a code repository is none).
# Per-entity counts of one predicate: count property -> edge key counted (in-edges).
_PREDICATE_COUNTS = {
    "mentionCount": "mentions",
    "evaluationCount": "evaluatesOn",
    "extensionCount": "extends",
    "comparisonCount": "comparesWith",
}
# Every per-node count property (kg: local names).
COUNTS: tuple[str, ...] = ("paperCount", *_PREDICATE_COUNTS, "entityCount")
# Position property -> the count it ranks by (None: by label alone).
RANKS: dict[str, str | None] = {
    "paperRank": "paperCount",
    "mentionRank": "mentionCount",
    "evaluationRank": "evaluationCount",
    "extensionRank": "extensionCount",
    "comparisonRank": "comparisonCount",
    "labelRank": None,
}


class GraphStatistics(NamedTuple):
    """The statistics of one graph.

    Attributes:
        values: Property local name (:data:`COUNTS`, :data:`RANKS`) -> node IRI -> value; a
            node missing from a count's map has the count zero.
        nodes: Node kind -> number of nodes of that kind (every kind, zeros included).
        edges: Edge key -> number of edges (every key, zeros included).
        years: Year -> number of papers of that year.
    """

    values: dict[str, dict[str, int]]
    nodes: dict[str, int]
    edges: dict[str, int]
    years: dict[int, int]


def _node_counts(graph: nx.MultiDiGraph, node: str, kind: str) -> dict[str, int]:
    """The non-zero counts of one node."""
    kinds = graph.nodes
    counts: dict[str, int] = {}
    if kind in ENTITY_KINDS:
        papers = set()
        by_key: Counter[str] = Counter()
        for u, _, key in graph.in_edges(node, keys=True):
            if kinds[u]["kind"] == "Paper":
                papers.add(u)
            by_key[key] += 1
        if papers:
            counts["paperCount"] = len(papers)
        for name, key in _PREDICATE_COUNTS.items():
            if by_key[key]:
                counts[name] = by_key[key]
    elif kind == "Venue":
        papers = {u for u, _, key in graph.in_edges(node, keys=True) if key == "isPartOf"}
        if papers:
            counts["paperCount"] = len(papers)
    elif kind == "Paper":
        entities = {v for _, v in graph.out_edges(node) if kinds[v]["kind"] in ENTITY_KINDS}
        if entities:
            counts["entityCount"] = len(entities)
    return counts


def graph_statistics(graph: nx.MultiDiGraph) -> GraphStatistics:
    """Every statistic of the graph (shape in :mod:`kg.graph`), exact."""
    values: dict[str, dict[str, int]] = {name: {} for name in (*COUNTS, *RANKS)}
    by_kind: dict[str, list[tuple[str, str]]] = defaultdict(list)
    years: Counter[int] = Counter()
    for node, data in graph.nodes(data=True):
        kind = data["kind"]
        by_kind[kind].append((data["label"], node))
        for name, value in _node_counts(graph, node, kind).items():
            values[name][node] = value
        if kind == "Paper" and data.get("year") is not None:
            years[int(data["year"])] += 1
    for members in by_kind.values():
        members.sort()
        for rank, name in RANKS.items():
            counts = values[name] if name is not None else None
            ordered = (
                members
                if counts is None
                else sorted(
                    (m for m in members if m[1] in counts), key=lambda m: (-counts[m[1]], m)
                )
            )
            values[rank].update((node, position) for position, (_, node) in enumerate(ordered, 1))
    nodes = {kind.name: len(by_kind.get(kind.name, ())) for kind in NODE_KINDS}
    edge_counts = Counter(key for _, _, key in graph.edges(keys=True))
    edges = {key: edge_counts[key] for key in EDGE_KEYS}
    return GraphStatistics(values, nodes, edges, dict(sorted(years.items())))
