"""The data the HTML view embeds: vis-network records built with pyvis, plus details.

Everything is JSON-ready and in a deterministic order (nodes by IRI, edges by
(source, target, predicate)); node ids in the page are indices into the sorted nodes.
Every node and edge is embedded (search and details cover the whole graph), but a large
graph's page draws only its readable part first (:func:`kg.export.view.focus.readable_subset`)
and brings the rest onto the canvas on demand.
"""

from __future__ import annotations

import json
import re
import textwrap
from collections import defaultdict
from collections.abc import Iterable
from typing import Any, NamedTuple

import networkx as nx

from kg.errors import ExportError
from kg.export.view.details import add_highlights, add_linked_papers, edge_details, node_info, text
from kg.export.view.focus import readable_subset
from kg.export.view.groups import find_groups, label_order, overview_nodes
from kg.export.view.layout import grouped_positions, layout_positions

__all__ = ["INITIAL_EDGES", "INITIAL_NODES", "KIND_STYLES", "KindStyle", "build_payload"]

_LABEL_WIDTH = 22  # characters per line of a node's label on the canvas
_LABEL_LINES = 2
# What a large graph's page draws first. Measured in headless Chromium (2 shared cores,
# software rendering): a redraw costs about 10 us per edge and 7 us per node. The 3,229
# SciTLDR papers open with 430 nodes and 2,000 edges, redrawn in 25 ms (median; p95 40 ms)
# while zooming and panning; all their 10,200 nodes and 27,800 edges take 360 ms (p95 630).
INITIAL_NODES = 600
INITIAL_EDGES = 2000
OVERVIEW_ENTITIES = 6  # per group, drawn on a large graph's opening overview


class KindStyle(NamedTuple):
    """How nodes of one kind are drawn (vis-network shape, fill, border, dashed border)."""

    shape: str
    color: str
    border: str
    dashed: bool


# The look of each node kind of kg.kinds.NODE_KINDS (tests/test_vocab.py keeps the two in step),
# in the legend's order. Shapes with the label below them, so the node's size can follow its
# degree. There are seven such shapes for thirteen kinds: a dashed border tells the related kinds
# apart.
KIND_STYLES: dict[str, KindStyle] = {
    "Paper": KindStyle("square", "#4e79a7", "#2c4f73", False),
    "Method": KindStyle("dot", "#f28e2b", "#b4610f", False),
    "Model": KindStyle("diamond", "#e15759", "#a5262a", False),
    "Dataset": KindStyle("triangle", "#59a14f", "#356630", False),
    "Benchmark": KindStyle("triangleDown", "#8cd17d", "#4d8f3f", False),
    "Environment": KindStyle("triangleDown", "#499894", "#2a5b58", True),
    "Task": KindStyle("star", "#b07aa1", "#7a4c6d", False),
    "Metric": KindStyle("hexagon", "#edc948", "#a98a12", False),
    "Concept": KindStyle("dot", "#bab0ac", "#6f6461", True),
    "Result": KindStyle("hexagon", "#ff9da7", "#c8505e", True),
    "Improvement": KindStyle("star", "#d37295", "#8f3a5a", True),
    "Venue": KindStyle("square", "#9c755f", "#624636", True),
    "CodeRepository": KindStyle("diamond", "#76b7b2", "#3d7f7a", True),
}
OTHER_STYLE = KindStyle("dot", "#d3d3d3", "#7b7b7b", True)


class _IdList(list[Any]):
    """pyvis keeps node ids in a list and tests membership on every add: make that O(1)."""

    def __init__(self) -> None:
        super().__init__()
        self._members: set[Any] = set()

    def append(self, item: Any) -> None:
        self._members.add(item)
        super().append(item)

    def __contains__(self, item: object) -> bool:
        return item in self._members


def build_payload(
    graph: nx.MultiDiGraph,
    *,
    title: str,
    selected: str | None = None,
    initial_nodes: int = INITIAL_NODES,
    initial_edges: int = INITIAL_EDGES,
) -> dict[str, Any]:
    """Everything the page's script needs, as JSON-ready values in a deterministic order.

    Args:
        graph: The graph described in :mod:`kg.graph`.
        title: The page's title.
        selected: A node (IRI) the page opens with selected, or ``None``.
        initial_nodes: A larger graph's page first draws at most this many nodes...
        initial_edges: ...and this many edges.

    Raises:
        ExportError: ``selected`` is not a node of the graph.
    """
    from pyvis.network import Network  # imported here: pyvis pulls in IPython and jinja2

    node_keys = sorted(graph.nodes, key=str)
    index = {node: i for i, node in enumerate(node_keys)}
    if selected is not None and selected not in index:
        raise ExportError(f"{selected}: not a node of the graph, cannot select it")
    attrs = [graph.nodes[node] for node in node_keys]
    kinds = [str(a.get("kind") or "Unknown") for a in attrs]
    labels = [text(a.get("label")) or str(node) for node, a in zip(node_keys, attrs)]
    edges = sorted(
        graph.edges(keys=True, data=True), key=lambda e: (str(e[0]), str(e[1]), str(e[2]))
    )
    degrees = [graph.degree(node) for node in node_keys]
    neighbours: list[dict[int, int]] = [{} for _ in node_keys]
    for source, target, _, _ in edges:
        a, b = index[source], index[target]
        if a != b:
            neighbours[a][b] = neighbours[a].get(b, 0) + 1
            neighbours[b][a] = neighbours[b].get(a, 0) + 1
    pairs = [(index[s], index[t]) for s, t, _, _ in edges]
    groups = find_groups(kinds, labels, neighbours)
    order = label_order(kinds, neighbours, groups)
    circles: list[tuple[float, float, float]] = []
    if groups:
        positions, circles = grouped_positions(
            len(node_keys),
            pairs,
            groups=[[*group.papers, *group.entities] for group in groups],
            apart=[i for i, kind in enumerate(kinds) if kind == "Venue"],
        )
        if len(kinds) <= initial_nodes and len(edges) <= initial_edges:
            shown = list(range(len(kinds)))
        else:  # too large to draw whole: the groups' overview
            shown = overview_nodes(groups, order, per_group=OVERVIEW_ENTITIES)
    else:
        shown = readable_subset(
            degrees,
            neighbours,
            [kind == "Paper" for kind in kinds],
            max_nodes=initial_nodes,
            max_edges=initial_edges,
        )
        positions = layout_positions(len(node_keys), pairs, core=shown)

    net = Network(directed=True)
    net.node_ids = _IdList()
    for i in range(len(node_keys)):
        x, y = positions[i]
        net.add_node(
            i,
            label=_short_label(labels[i]),
            shape=KIND_STYLES.get(kinds[i], OTHER_STYLE).shape,
            group=kinds[i],
            value=degrees[i],
            x=x,
            y=y,
        )
    parallel: dict[frozenset[int], int] = defaultdict(int)
    for number, (source, target, predicate, _) in enumerate(edges):
        options: dict[str, Any] = {"id": number, "label": str(predicate)}
        pair = frozenset((index[source], index[target]))
        if parallel[pair]:
            # Straight edges would draw a second edge between the same nodes on top of the first.
            options["smooth"] = {
                "enabled": True,
                "type": "curvedCW",
                "roundness": 0.25 * parallel[pair],
            }
        parallel[pair] += 1
        net.add_edge(index[source], index[target], **options)
    options_json = json.dumps(_vis_options(kinds), sort_keys=True, separators=(",", ":"))
    net.set_options(options_json)
    if net.options != json.loads(options_json):  # pyvis strips spaces: no option value may have one
        raise ExportError(
            "vis-network options were altered by pyvis; this is a bug in kg.export.view"
        )

    info = [
        node_info(node, a, kinds[i], labels[i]) for i, (node, a) in enumerate(zip(node_keys, attrs))
    ]
    papers_by_key = {
        text(a.get("key")): i for i, a in enumerate(attrs) if kinds[i] == "Paper" and a.get("key")
    }
    add_linked_papers(graph, info, index, kinds, labels, papers_by_key)
    add_highlights(edges, info, papers_by_key)
    edge_info = edge_details(edges, info, papers_by_key)
    venues, years = _editions(edges, info, index)

    return {
        "title": title,
        "kinds": _legend(kinds),
        "predicates": [
            {"predicate": p, "count": c}
            for p, c in sorted(_count(str(e[2]) for e in edges).items())
        ],
        "options": net.options,
        "nodes": net.nodes,
        "edges": net.edges,
        "shown": shown,
        "selected": None if selected is None else index[selected],
        "info": info,
        "edgeInfo": edge_info,
        "venues": venues,
        "years": years,
        "groups": [
            {
                "name": group.name,
                "terms": group.terms,
                "papers": group.papers,
                "members": sorted([*group.papers, *group.entities]),
                "x": x,
                "y": y,
                "r": r,
            }
            for group, (x, y, r) in zip(groups, circles)
        ],
        "labelOrder": order,
        # Edges to venues start hidden (the venue and year filters say the same): drawn, they
        # join every paper to one node.
        "hiddenPredicates": sorted(
            {str(p) for _, t, p, _ in edges if kinds[index[t]] == "Venue"}
            - {str(p) for _, t, p, _ in edges if kinds[index[t]] != "Venue"}
        ),
    }


def _editions(
    edges: list[Any], info: list[dict[str, Any]], index: dict[Any, int]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The venue filter's and year filter's choices, with paper counts; every paper's and
    venue's ``venue`` (the name without the year: ``ICLR`` for ``ICLR 2018``) and ``year``."""
    for item in info:
        if item["kind"] == "Venue":
            item["venue"] = _venue_name(item["label"])
            year = re.search(r"(?:^|\s)((?:1[5-9]|2[01])\d\d)$", item["label"])
            item["year"] = int(year.group(1)) if year else None
        elif item["kind"] == "Paper":
            item["venue"] = None
    for source, target, predicate, _ in edges:
        paper, venue = info[index[source]], info[index[target]]
        if predicate == "isPartOf" and paper["kind"] == "Paper" and venue["kind"] == "Venue":
            paper["venue"] = venue["venue"]
            if paper.get("year") is None and venue["year"] is not None:
                paper["year"] = venue["year"]
    papers = [item for item in info if item["kind"] == "Paper"]
    venues = _count(item["venue"] for item in papers if item["venue"])
    years = _count(str(item["year"]) for item in papers if item.get("year") is not None)
    return (
        [{"venue": name, "count": n} for name, n in sorted(venues.items())],
        [{"year": year, "count": n} for year, n in sorted(years.items())],
    )


def _venue_name(label: str) -> str:
    """``ICLR`` for ``ICLR 2018``: a venue's name without the year its label ends with."""
    return re.sub(r"\s+(?:1[5-9]|2[01])\d\d$", "", label).strip() or label


def _count(values: Iterable[str]) -> dict[str, int]:
    counts: dict[str, int] = defaultdict(int)
    for value in values:
        counts[value] += 1
    return counts


def _legend(kinds: list[str]) -> list[dict[str, Any]]:
    """One entry per kind present, in :data:`KIND_STYLES` order, with its look and count."""
    counts = _count(kinds)
    order = list(KIND_STYLES)
    legend = []
    for kind in sorted(counts, key=lambda k: (order.index(k) if k in order else len(order), k)):
        style = KIND_STYLES.get(kind, OTHER_STYLE)
        legend.append(
            {
                "kind": kind,
                "shape": style.shape,
                "color": style.color,
                "border": style.border,
                "dashed": style.dashed,
                "count": counts[kind],
            }
        )
    return legend


def _vis_options(kinds: Iterable[str]) -> dict[str, Any]:
    """vis-network options: a look per kind, sizes by degree, no physics (positions are final)."""
    groups: dict[str, Any] = {}
    for kind in sorted(set(kinds)):
        style = KIND_STYLES.get(kind, OTHER_STYLE)
        groups[kind] = {
            "shape": style.shape,
            "borderWidth": 2 if style.dashed else 1,
            "shapeProperties": {"borderDashes": [4, 3] if style.dashed else False},
            "color": {
                "background": style.color,
                "border": style.border,
                "highlight": {"background": style.color, "border": "#111111"},
                "hover": {"background": style.color, "border": "#111111"},
            },
        }
    return {
        "groups": groups,
        "nodes": {
            # Size grows with the degree, on a log scale (view.js). The page draws the node
            # labels itself, so that they do not pile up.
            "scaling": {"min": 8, "max": 32, "label": {"enabled": False}},
            "borderWidthSelected": 3,
        },
        "edges": {
            "smooth": False,
            "arrows": {"to": {"enabled": True, "scaleFactor": 0.5}},
            "color": {
                "color": "#b8c2cc",
                "highlight": "#1f2933",
                "hover": "#52606d",
                "inherit": False,
            },
            "font": {
                "size": 10,
                "face": "sans-serif",
                "color": "#52606d",
                "strokeWidth": 3,
                "strokeColor": "#ffffff",
                "align": "middle",
            },
            # Edge labels (the predicates) appear only when zoomed in.
            "scaling": {"label": {"enabled": True, "drawThreshold": 14}},
            "width": 1,
            "selectionWidth": 2,
        },
        # The positions come from kg.export.view.layout; a simulation in the browser would only
        # cost time (seconds for a few thousand nodes) and move them.
        "physics": {"enabled": False},
        "interaction": {
            "hover": True,
            "tooltipDelay": 150,
            "hideEdgesOnDrag": False,
            "hideEdgesOnZoom": False,
            "multiselect": True,
            "navigationButtons": False,
            "keyboard": False,
        },
        "layout": {"randomSeed": 20260101, "improvedLayout": False},
    }


def _short_label(label: str) -> str:
    """The label drawn on the canvas: at most two short lines; the details show the full one."""
    lines = textwrap.wrap(
        " ".join(label.split()), width=_LABEL_WIDTH, max_lines=_LABEL_LINES, placeholder=" \u2026"
    )
    return "\n".join(lines) or "\u2026"
