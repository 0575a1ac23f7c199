"""Deterministic starting positions for the HTML view, computed in Python.

A browser force simulation costs about 20 ms per step for a few thousand nodes, so the page
must not lay a large graph out from scratch. Here the best-connected nodes (at most
``core_size``) get a Fruchterman-Reingold layout from networkx (its dense numpy version: no
scipy needed), and every other node is put next to the neighbour through which it was
reached, on a sunflower spiral around it. Nodes not connected to the core go on a spiral
outside the drawing. Cost: O(core_size**2) per step plus O(nodes + edges).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Iterable, Sequence

import networkx as nx

__all__ = ["layout_positions"]

_GOLDEN_ANGLE = math.pi * (3.0 - math.sqrt(5.0))
_EDGE_LENGTH = 110.0  # vis-network units between neighbouring core nodes, about
_LAYOUT_SEED = 20260101


def layout_positions(
    count: int,
    pairs: Iterable[tuple[int, int]],
    *,
    core_size: int = 400,
    iterations: int = 60,
) -> list[tuple[float, float]]:
    """Positions for nodes ``0 .. count-1`` joined by the (undirected) ``pairs``.

    Args:
        count: Number of nodes.
        pairs: Edges as pairs of node indices; direction and repeats do not matter.
        core_size: At most this many nodes get the force-directed layout.
        iterations: Fruchterman-Reingold steps for the core.

    Returns:
        ``(x, y)`` per node, rounded to 0.1; the same input always gives the same output.
    """
    neighbours: list[set[int]] = [set() for _ in range(count)]
    for a, b in pairs:
        if a != b:
            neighbours[a].add(b)
            neighbours[b].add(a)
    order = sorted(range(count), key=lambda i: (-len(neighbours[i]), i))
    core = sorted(i for i in order[:core_size] if neighbours[i])
    positions: list[tuple[float, float] | None] = [None] * count
    spacing = _EDGE_LENGTH
    if core:
        radius = 0.5 * _EDGE_LENGTH * math.sqrt(len(core))
        for node, (x, y) in _force_layout(core, neighbours, iterations=iterations).items():
            positions[node] = (x * radius, y * radius)
        spacing = _EDGE_LENGTH * 0.45
    _place_reached(core, neighbours, positions, spacing)
    _place_rest(order, neighbours, positions, spacing)
    return [(round(p[0], 1), round(p[1], 1)) for p in positions if p is not None]


def _force_layout(
    core: Sequence[int], neighbours: Sequence[set[int]], *, iterations: int
) -> dict[int, tuple[float, float]]:
    members = set(core)
    graph = nx.Graph()
    graph.add_nodes_from(core)
    graph.add_edges_from(
        (a, b) for a in core for b in sorted(neighbours[a]) if b in members and a < b
    )
    if len(core) == 1:
        return {core[0]: (0.0, 0.0)}
    layout = nx.spring_layout(graph, seed=_LAYOUT_SEED, iterations=iterations, center=(0.0, 0.0))
    return {int(node): (float(xy[0]), float(xy[1])) for node, xy in layout.items()}


def _place_reached(
    roots: Sequence[int],
    neighbours: Sequence[set[int]],
    positions: list[tuple[float, float] | None],
    spacing: float,
) -> None:
    """Breadth-first from the placed ``roots``: each new node goes around its discoverer."""
    queue = deque(sorted(roots, key=lambda i: (-len(neighbours[i]), i)))
    while queue:
        parent = queue.popleft()
        px, py = positions[parent]  # type: ignore[misc]
        # Start the spiral facing away from the centre so leaves fan outwards.
        facing = math.atan2(py, px) if (px or py) else 0.0
        placed = 0
        for child in sorted(neighbours[parent], key=lambda i: (-len(neighbours[i]), i)):
            if positions[child] is not None:
                continue
            distance = spacing * math.sqrt(placed + 1)
            angle = facing + placed * _GOLDEN_ANGLE
            positions[child] = (px + distance * math.cos(angle), py + distance * math.sin(angle))
            placed += 1
            queue.append(child)


def _place_rest(
    order: Sequence[int],
    neighbours: Sequence[set[int]],
    positions: list[tuple[float, float] | None],
    spacing: float,
) -> None:
    """Components without a core node and isolated nodes: on rings around the drawing."""
    placed = [p for p in positions if p is not None]
    radius = max((math.hypot(x, y) for x, y in placed), default=0.0) + 3 * spacing

    def capacity(ring: float) -> int:
        return max(1, int(2 * math.pi * ring / (2 * spacing)))

    rest = [node for node in order if positions[node] is None]
    # Spread the nodes evenly over as many rings as they need, inner rings first.
    per_ring, index = min(capacity(radius), len(rest)), 0
    for count, node in enumerate(rest):
        if positions[node] is not None:
            continue
        if index >= per_ring:
            radius += 2 * spacing
            per_ring, index = min(capacity(radius), len(rest) - count), 0
        angle = 2 * math.pi * index / per_ring
        positions[node] = (radius * math.cos(angle), radius * math.sin(angle))
        index += 1
        if neighbours[node]:
            _place_reached([node], neighbours, positions, spacing)
            index += len(neighbours[node])  # leave room for the spiral around it
