"""What the view shows: a focused subgraph, and the readable part a large graph opens with."""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Sequence

import networkx as nx

from kg.errors import ExportError

__all__ = ["ENTITY_SHARE", "find_node", "focus_subgraph", "fold", "readable_subset"]

_SUGGESTIONS = 5
ENTITY_SHARE = 0.4  # of the nodes a large graph's page draws first; papers get the rest


def focus_subgraph(
    graph: nx.MultiDiGraph,
    *,
    node: str | None = None,
    kind: str | None = None,
    depth: int = 1,
) -> nx.MultiDiGraph:
    """The part of ``graph`` around one node and/or of one kind, with every attribute kept.

    Args:
        graph: The graph described in :mod:`kg.graph`.
        node: An IRI, label or alias (see :func:`find_node`): keep the nodes at most ``depth``
            edges away from it, whatever the edges' direction.
        kind: A node kind such as ``Method``: keep the nodes of that kind and their direct
            neighbours (within the neighbourhood of ``node`` when both are given; ``node``
            itself is always kept).
        depth: How far from ``node`` to go (1: its direct neighbours).

    Returns:
        A new graph (a copy: changing it leaves ``graph`` alone).

    Raises:
        ExportError: ``node`` matches no node or several, ``kind`` matches no node, or
            ``depth`` is negative.

    Example:
        >>> focus_subgraph(graph, node="ResNet", depth=2)  # doctest: +SKIP
    """
    if depth < 0:
        raise ExportError(f"focus depth {depth}: expected 0 or more")
    keep = set(graph.nodes)
    centre = None
    if node is not None:
        centre = find_node(graph, node)
        undirected = graph.to_undirected(as_view=True)
        keep = set(nx.single_source_shortest_path_length(undirected, centre, cutoff=depth))
    if kind is not None:
        kinds = {str(attrs.get("kind")) for _, attrs in graph.nodes(data=True)}
        if kind not in kinds:
            raise ExportError(
                f"no node of kind {kind!r} in the graph; kinds found: {', '.join(sorted(kinds))}"
            )
        chosen = {n for n in keep if graph.nodes[n].get("kind") == kind}
        around = {m for n in chosen for m in (*graph.predecessors(n), *graph.successors(n))}
        keep &= chosen | around | ({centre} if centre is not None else set())
    return graph.subgraph(keep).copy()


def find_node(graph: nx.MultiDiGraph, name: str) -> str:
    """The node whose IRI, label or alias is ``name`` (labels and aliases: case-insensitive).

    Raises:
        ExportError: No node has that name, or several do (the message lists them by IRI).
    """
    if name in graph:
        return name
    wanted = fold(name)
    found = sorted(
        node
        for node, attrs in graph.nodes(data=True)
        if wanted in {fold(str(attrs.get("label", ""))), *map(fold, attrs.get("aliases", ()))}
    )
    if len(found) == 1:
        return found[0]
    if found:
        listed = "; ".join(f"{graph.nodes[n].get('kind')} {n}" for n in found[: 2 * _SUGGESTIONS])
        raise ExportError(f"{name!r} names {len(found)} nodes ({listed}); pass the IRI of one")
    near = sorted(
        str(attrs.get("label", ""))
        for _, attrs in graph.nodes(data=True)
        if wanted in fold(str(attrs.get("label", "")))
    )
    hint = f"; labels containing it: {'; '.join(near[:_SUGGESTIONS])}" if near else ""
    raise ExportError(f"no node has the IRI, label or alias {name!r}{hint}")


def readable_subset(
    degrees: Sequence[int],
    neighbours: Sequence[dict[int, int]],
    papers: Sequence[bool],
    *,
    max_nodes: int,
    max_edges: int,
) -> list[int]:
    """The nodes a large graph's page draws first: the best-connected entities and their papers.

    First the entities (non-papers) by falling degree, up to ``ENTITY_SHARE`` of
    ``max_nodes`` (all of it in a graph without papers); then the papers with the most edges
    to what is taken (ties: by degree); each only while the drawing stays within ``max_nodes``
    nodes and ``max_edges`` edges. A taken node with no edge to another taken node is then
    left out: alone on the canvas it says nothing. A graph within both limits is shown whole.

    Args:
        degrees: Degree of each node, counting every edge.
        neighbours: For each node, its neighbours and the number of edges to each.
        papers: For each node, whether it is a paper.
        max_nodes: At most this many nodes.
        max_edges: At most this many edges between them.

    Returns:
        Node indices, sorted; ties are broken by index, so the result is deterministic.
    """
    count = len(degrees)
    total_edges = sum(sum(n.values()) for n in neighbours) // 2
    if count <= max_nodes and total_edges <= max_edges:
        return list(range(count))
    taken: set[int] = set()
    edges = 0

    def take(candidates: list[int], limit: int) -> None:
        nonlocal edges
        for node in candidates:
            if len(taken) >= limit:
                return
            added = sum(weight for other, weight in neighbours[node].items() if other in taken)
            if edges + added > max_edges:
                return
            taken.add(node)
            edges += added

    entities = sorted((i for i in range(count) if not papers[i]), key=lambda i: (-degrees[i], i))
    has_papers = len(entities) < count
    take(entities, math.ceil(ENTITY_SHARE * max_nodes) if has_papers else max_nodes)
    linked = {
        i: sum(weight for other, weight in neighbours[i].items() if other in taken)
        for i in range(count)
        if papers[i]
    }
    take(sorted(linked, key=lambda i: (-linked[i], -degrees[i], i)), max_nodes)
    return sorted(node for node in taken if any(other in taken for other in neighbours[node]))


def fold(text: str) -> str:
    """``text`` without accents, case-folded and stripped: how names are compared."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold().strip()
