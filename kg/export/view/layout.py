"""Deterministic positions for the HTML view, computed in Python before the page opens.

A browser force simulation costs about 20 ms per step for a few thousand nodes, so the page
never lays a graph out itself. Here the ``core`` (the nodes the page draws first, at most
``MAX_CORE``) gets a Fruchterman-Reingold layout in numpy, with the attraction towards hubs
weakened so that papers gather around the specific entities they share (clusters of related
work) rather than all around "neural network"; the result is scaled so that nodes have room
for their labels. Every other node goes to the weighted centre of its placed neighbours
(specific ones pull harder), so a node brought onto the canvas later appears next to what
it relates to; components with no placed node go on rings around the drawing.
Cost: O(core**2) per step plus O(nodes + edges); 0.5 s for the 600 nodes of a large graph.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterable, Sequence

import numpy as np

__all__ = ["GROUP_CORE", "MAX_CORE", "grouped_positions", "layout_positions"]

_GOLDEN_ANGLE = math.pi * (3.0 - math.sqrt(5.0))
_SPACING = 45.0  # vis-network units from a node to its nearest neighbour, typically
_LAYOUT_SEED = 20260101
MAX_CORE = 1000  # nodes in the force layout: about 30 MB and 20 ms per step
_GROUP_DENSITY = 0.7  # a group's 90th-percentile radius: this times _SPACING * sqrt(nodes)
GROUP_CORE = 300  # nodes of one group in the force layout: the overview lays out many groups
# Fruchterman-Reingold forces: repulsion _REPULSION / d between every two nodes, attraction
# d**2 along an edge, weakened towards hubs by (degree product) ** (_HUB / 2) so that papers
# gather around the specific entities they share rather than all around the generic ones.
_REPULSION = 3.0
_GRAVITY = 0.05
_HUB = 0.5


def layout_positions(
    count: int,
    pairs: Iterable[tuple[int, int]],
    *,
    core: Collection[int] | None = None,
    iterations: int = 150,
) -> list[tuple[float, float]]:
    """Positions for nodes ``0 .. count-1`` joined by the (undirected) ``pairs``.

    Args:
        count: Number of nodes.
        pairs: Edges as pairs of node indices; direction does not matter, repeats add weight.
        core: The nodes that get the force-directed layout (default: all); only the
            ``MAX_CORE`` best connected of them do, as the cost grows with their square.
        iterations: Force steps for the core.

    Returns:
        ``(x, y)`` per node, rounded to 0.1; the same input always gives the same output.
    """
    weights: list[dict[int, int]] = [{} for _ in range(count)]
    for a, b in pairs:
        if a != b:
            weights[a][b] = weights[a].get(b, 0) + 1
            weights[b][a] = weights[b].get(a, 0) + 1
    # At most MAX_CORE nodes get forces (memory and time grow with the square): the best
    # connected of ``core``; the others are placed next to their neighbours.
    candidates = range(count) if core is None else core
    members = set(sorted(candidates, key=lambda i: (-len(weights[i]), i))[:MAX_CORE])
    positions: list[tuple[float, float] | None] = [None] * count
    connected = sorted(i for i in members if any(j in members for j in weights[i]))
    if connected:
        laid = _force_layout(connected, weights, iterations=iterations)
        for node, (x, y) in zip(connected, laid):
            positions[node] = (float(x), float(y))
        _place_near_neighbours(connected, weights, positions)
    _place_rest(weights, positions, iterations=iterations)
    return [(round(p[0], 1), round(p[1], 1)) for p in positions if p is not None]


def _force_layout(
    nodes: Sequence[int], weights: Sequence[dict[int, int]], *, iterations: int
) -> np.ndarray:
    """Forces with a cooling step limit; returns an ``(n, 2)`` array in vis-network units."""
    n = len(nodes)
    where = {node: i for i, node in enumerate(nodes)}
    sources, targets, strength = [], [], []
    for i, node in enumerate(nodes):
        for other, weight in sorted(weights[node].items()):
            j = where.get(other)
            if j is not None and i < j:
                sources.append(i)
                targets.append(j)
                strength.append(weight)
    src = np.array(sources, dtype=np.intp)
    dst = np.array(targets, dtype=np.intp)
    w = np.array(strength, dtype=np.float64)
    degree = np.bincount(src, weights=w, minlength=n) + np.bincount(dst, weights=w, minlength=n)
    rng = np.random.default_rng(_LAYOUT_SEED)
    spread = math.sqrt(n)
    pos = rng.uniform(-spread, spread, size=(n, 2))
    pull_weight = w / (np.sqrt(degree[src] * degree[dst]) ** _HUB)
    temperature = 0.5 * spread
    cooling = temperature / (iterations + 1)
    for _ in range(iterations):
        dx = pos[:, 0, None] - pos[None, :, 0]
        dy = pos[:, 1, None] - pos[None, :, 1]
        d2 = dx * dx + dy * dy
        d2 += 1e-4  # the diagonal and coincident nodes: no division by zero
        push = _REPULSION / d2
        force = np.stack(((push * dx).sum(axis=1), (push * dy).sum(axis=1)), axis=1)
        delta = pos[dst] - pos[src]
        pull = delta * (np.hypot(delta[:, :1], delta[:, 1:]) * pull_weight[:, None])
        np.add.at(force, src, pull)
        np.add.at(force, dst, -pull)
        force -= _GRAVITY * pos
        length = np.maximum(np.hypot(force[:, :1], force[:, 1:]), 1e-9)
        pos += force / length * np.minimum(length, temperature)
        temperature -= cooling
    pos -= pos.mean(axis=0)
    # Scale so that a node's nearest neighbour is typically _SPACING away: dense parts get
    # room for the node shapes and their labels.
    dx = pos[:, 0, None] - pos[None, :, 0]
    dy = pos[:, 1, None] - pos[None, :, 1]
    d2 = dx * dx + dy * dy
    np.fill_diagonal(d2, np.inf)
    nearest = float(np.median(np.sqrt(d2.min(axis=1))))
    return pos * (_SPACING / max(nearest, 1e-9))


def _place_near_neighbours(
    placed: Iterable[int],
    weights: Sequence[dict[int, int]],
    positions: list[tuple[float, float] | None],
) -> None:
    """Breadth-first from the placed nodes: each new node goes to the weighted centre of its
    placed neighbours (a neighbour counts 1/degree: specific entities pull harder than hubs),
    offset on a small sunflower spiral so that nodes with the same neighbours do not overlap."""
    frontier = sorted(placed)
    crowd: dict[tuple[float, float], int] = {}
    while frontier:
        candidates = sorted(
            {j for i in frontier for j in weights[i] if positions[j] is None},
            key=lambda j: (-len(weights[j]), j),
        )
        for node in candidates:
            total = x = y = 0.0
            for other in sorted(weights[node]):
                at = positions[other]
                if at is None:
                    continue
                pull = 1.0 / len(weights[other])
                total += pull
                x += pull * at[0]
                y += pull * at[1]
            centre = (round(x / total, 1), round(y / total, 1))
            nth = crowd.get(centre, 0)
            crowd[centre] = nth + 1
            distance = 0.7 * _SPACING * math.sqrt(nth + 1)
            angle = nth * _GOLDEN_ANGLE
            positions[node] = (
                centre[0] + distance * math.cos(angle),
                centre[1] + distance * math.sin(angle),
            )
        frontier = candidates


def _place_rest(
    weights: Sequence[dict[int, int]],
    positions: list[tuple[float, float] | None],
    *,
    iterations: int,
) -> None:
    """Components without a placed node: each laid out on its own, on rings around the drawing."""
    gap = _SPACING
    radius = max((math.hypot(*p) for p in positions if p is not None), default=0.0) + 2 * gap
    angle = ring_width = 0.0
    rest = sorted(
        (i for i, p in enumerate(positions) if p is None), key=lambda i: (-len(weights[i]), i)
    )
    for seed in rest:
        if positions[seed] is not None:
            continue
        component = _component(seed, weights)
        core = sorted(sorted(component, key=lambda i: (-len(weights[i]), i))[:MAX_CORE])
        local = _force_layout(core, weights, iterations=iterations) if len(core) > 1 else [(0, 0)]
        for node, (x, y) in zip(core, local):
            positions[node] = (float(x), float(y))
        _place_near_neighbours(core, weights, positions)
        extent = max(math.hypot(*positions[node]) for node in component) + gap  # type: ignore[misc]
        if radius == 0.0:
            radius = extent
        step = 2 * extent / radius
        if angle + step > 2 * math.pi:
            radius += ring_width + gap
            angle = ring_width = 0.0
            step = 2 * extent / radius
        theta = angle + step / 2
        angle += step
        ring_width = max(ring_width, 2 * extent)
        cx, cy = radius * math.cos(theta), radius * math.sin(theta)
        for node in component:
            x, y = positions[node]  # type: ignore[misc]
            positions[node] = (cx + x, cy + y)


def _component(seed: int, weights: Sequence[dict[int, int]]) -> list[int]:
    seen = {seed}
    stack = [seed]
    while stack:
        for other in weights[stack.pop()]:
            if other not in seen:
                seen.add(other)
                stack.append(other)
    return sorted(seen)


def grouped_positions(
    count: int,
    pairs: Iterable[tuple[int, int]],
    *,
    groups: Sequence[Sequence[int]],
    apart: Collection[int] = (),
    iterations: int = 150,
) -> tuple[list[tuple[float, float]], list[tuple[float, float, float]]]:
    """Positions where each group is laid out on its own, in a circle apart from the others.

    Args:
        count: Number of nodes.
        pairs: Edges as pairs of node indices.
        groups: Disjoint lists of nodes; each gets its own :func:`layout_positions` (its
            ``GROUP_CORE`` best connected nodes get forces) and a circle around it; the
            circles are packed around the first (largest) one without overlapping.
        apart: Nodes drawn apart, in a row under everything (venues: they link to every
            paper and would pull the drawing into a star).
        iterations: Force steps per group.

    Returns:
        ``(x, y)`` per node and ``(x, y, radius)`` per group, rounded to 0.1; deterministic.
    """
    edge_list = [(a, b) for a, b in pairs if a != b]
    aside = set(apart)
    weights: list[dict[int, int]] = [{} for _ in range(count)]
    for a, b in edge_list:
        if a not in aside and b not in aside:
            weights[a][b] = weights[a].get(b, 0) + 1
            weights[b][a] = weights[b].get(a, 0) + 1
    positions: list[tuple[float, float] | None] = [None] * count
    local_layouts, radii = [], []
    for members in groups:
        nodes = sorted(members)
        where = {node: i for i, node in enumerate(nodes)}
        local_pairs = [
            (i, where[other])
            for i, node in enumerate(nodes)
            for other, weight in weights[node].items()
            if other in where and node < other
            for _ in range(weight)
        ]
        inside = [0] * len(nodes)  # degree within the group: the core is its best connected
        for a, b in local_pairs:
            inside[a] += 1
            inside[b] += 1
        core = sorted(range(len(nodes)), key=lambda i: (-inside[i], i))[:GROUP_CORE]
        local = np.array(
            layout_positions(len(nodes), local_pairs, core=core, iterations=iterations) or [(0, 0)],
            dtype=np.float64,
        ).reshape(-1, 2)
        local -= (local.max(axis=0) + local.min(axis=0)) / 2
        # A dense group (a few papers, each with its entities around it) is spread towards the
        # density of the large ones; never squeezed, so that its nodes keep their room.
        spread = float(np.percentile(np.hypot(local[:, 0], local[:, 1]), 90))
        if spread > 0:
            local *= min(max(_GROUP_DENSITY * _SPACING * math.sqrt(len(nodes)) / spread, 1.0), 1.5)
        local_layouts.append((nodes, local))
        radii.append(float(np.hypot(local[:, 0], local[:, 1]).max()) + _SPACING)
    circles = _pack_circles(radii, gap=2 * _SPACING)
    for (nodes, local), (cx, cy, _) in zip(local_layouts, circles):
        for node, (x, y) in zip(nodes, local):
            positions[node] = (cx + float(x), cy + float(y))
    placed = [i for i, p in enumerate(positions) if p is not None and i not in aside]
    _place_near_neighbours(placed, weights, positions)
    rest_weights = [w if i not in aside else {} for i, w in enumerate(weights)]
    for node in aside:
        positions[node] = (0.0, 0.0)  # placed below, once the rest is
    _place_rest(rest_weights, positions, iterations=iterations)
    _row_below(sorted(aside), positions, circles)
    return (
        [(round(p[0], 1), round(p[1], 1)) for p in positions if p is not None],
        [(round(x, 1), round(y, 1), round(r, 1)) for x, y, r in circles],
    )


def _pack_circles(radii: Sequence[float], *, gap: float) -> list[tuple[float, float, float]]:
    """Centres for circles of ``radii``: the first at the origin, each next at the first point
    of a sunflower spiral where it overlaps none placed before (``gap`` between them)."""
    placed: list[tuple[float, float, float]] = []
    for radius in radii:
        if not placed:
            placed.append((0.0, 0.0, radius))
            continue
        centres = np.array([(x, y) for x, y, _ in placed])
        reach = np.array([r for _, _, r in placed]) + radius + gap
        step = max(radius, gap) / 2
        # Far enough out every point is free: step * sqrt(k) passes every circle placed.
        outermost = float(np.hypot(centres[:, 0], centres[:, 1]).max() + reach.max())
        last = int((outermost / step) ** 2) + 4096
        for start in range(0, last + 4096, 4096):
            k = np.arange(start, start + 4096, dtype=np.float64)
            points = (
                np.stack((np.cos(k * _GOLDEN_ANGLE), np.sin(k * _GOLDEN_ANGLE)), axis=1)
                * (step * np.sqrt(k))[:, None]
            )
            gaps = np.hypot(
                points[:, None, 0] - centres[None, :, 0], points[:, None, 1] - centres[None, :, 1]
            )
            free = np.flatnonzero((gaps >= reach[None, :]).all(axis=1))
            if free.size:
                x, y = points[free[0]]
                placed.append((float(x), float(y), radius))
                break
    return placed


def _row_below(
    nodes: Sequence[int],
    positions: list[tuple[float, float] | None],
    circles: Sequence[tuple[float, float, float]],
) -> None:
    """``nodes`` in centred rows under the drawing of every other node and circle, as wide."""
    chosen = set(nodes)
    others = [p for i, p in enumerate(positions) if p is not None and i not in chosen]
    others += [(x, y + sign * r) for x, y, r in circles for sign in (-1, 1)]
    others += [(x + sign * r, y) for x, y, r in circles for sign in (-1, 1)]
    left = min((x for x, _ in others), default=0.0)
    right = max((x for x, _ in others), default=0.0)
    bottom = max((y for _, y in others), default=0.0) + 2 * _SPACING
    width = 3 * _SPACING
    per_row = max(1, int((right - left) / width) + 1)
    for n, node in enumerate(nodes):
        row, column = divmod(n, per_row)
        in_row = min(per_row, len(nodes) - row * per_row)
        x = (left + right) / 2 + (column - (in_row - 1) / 2) * width
        positions[node] = (x, bottom + row * width)
