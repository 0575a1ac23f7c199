"""The data the HTML view embeds: vis-network records built with pyvis, plus details.

Everything is JSON-ready and in a deterministic order (nodes by IRI, edges by
(source, target, predicate)); node ids in the page are indices into the sorted nodes.
"""

from __future__ import annotations

import json
import logging
import textwrap
from collections import defaultdict
from collections.abc import Iterable
from typing import Any, NamedTuple

import networkx as nx

from kg.errors import ExportError
from kg.view.details import add_highlights, add_linked_papers, node_info, text
from kg.view.layout import layout_positions

__all__ = ["KIND_STYLES", "KindStyle", "build_payload"]

logger = logging.getLogger(__name__)

_LABEL_WIDTH = 22  # characters per line of a node's label on the canvas
_LABEL_LINES = 2
# Above these sizes the page trades looks for speed (see _vis_options).
_LARGE_NODES = 600
_LARGE_EDGES = 1500
# The browser runs a few physics steps from the precomputed positions, then switches physics
# off. A step costs about 4 ms for 1,000 nodes + edges and 30 ms for 7,000 (headless
# Chromium, 2 cores), so the step count shrinks with the graph to keep that near 1 s.
_POLISH_MAX_STEPS = 150
_POLISH_MIN_STEPS = 30  # fewer steps barely move anything: skip physics entirely
_POLISH_BUDGET = 240_000  # steps x (nodes + edges)


class KindStyle(NamedTuple):
    """How nodes of one kind are drawn (vis-network shape, fill, border, dashed border)."""

    shape: str
    color: str
    border: str
    dashed: bool


# Shapes with the label below them, so the node's size can follow its degree. There are
# seven such shapes for eleven kinds: a dashed border tells the related kinds apart.
KIND_STYLES: dict[str, KindStyle] = {
    "Paper": KindStyle("square", "#4e79a7", "#2c4f73", False),
    "Method": KindStyle("dot", "#f28e2b", "#b4610f", False),
    "Model": KindStyle("diamond", "#e15759", "#a5262a", False),
    "Dataset": KindStyle("triangle", "#59a14f", "#356630", False),
    "Benchmark": KindStyle("triangleDown", "#8cd17d", "#4d8f3f", False),
    "Task": KindStyle("star", "#b07aa1", "#7a4c6d", False),
    "Metric": KindStyle("hexagon", "#edc948", "#a98a12", False),
    "Concept": KindStyle("dot", "#bab0ac", "#6f6461", True),
    "Result": KindStyle("hexagon", "#ff9da7", "#c8505e", True),
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


def build_payload(graph: nx.MultiDiGraph, *, title: str) -> dict[str, Any]:
    """Everything the page's script needs, as JSON-ready values in a deterministic order."""
    from pyvis.network import Network  # imported here: pyvis pulls in IPython and jinja2

    node_keys = sorted(graph.nodes, key=str)
    index = {node: i for i, node in enumerate(node_keys)}
    attrs = [graph.nodes[node] for node in node_keys]
    kinds = [str(a.get("kind") or "Unknown") for a in attrs]
    labels = [text(a.get("label")) or str(node) for node, a in zip(node_keys, attrs)]
    edges = sorted(
        graph.edges(keys=True, data=True), key=lambda e: (str(e[0]), str(e[1]), str(e[2]))
    )
    large = len(node_keys) > _LARGE_NODES or len(edges) > _LARGE_EDGES

    positions = layout_positions(len(node_keys), ((index[s], index[t]) for s, t, _, _ in edges))

    net = Network(directed=True)
    net.node_ids = _IdList()
    for i, node in enumerate(node_keys):
        style = KIND_STYLES.get(kinds[i], OTHER_STYLE)
        x, y = positions[i]
        net.add_node(
            i,
            label=_short_label(labels[i]),
            shape=style.shape,
            group=kinds[i],
            value=graph.degree(node),
            x=x,
            y=y,
        )

    parallel: dict[frozenset[int], int] = defaultdict(int)
    edge_info: list[dict[str, Any]] = []
    papers_by_key = {
        text(a.get("key")): i for i, a in enumerate(attrs) if kinds[i] == "Paper" and a.get("key")
    }
    for number, (source, target, predicate, data) in enumerate(edges):
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
        evidence = [
            [
                papers_by_key.get(ev.paper, -1),
                text(ev.extractor),
                float(ev.confidence),
                text(ev.sentence),
            ]
            for ev in data.get("evidence", ())
        ]
        edge_info.append({"predicate": str(predicate), "evidence": evidence})

    steps = min(_POLISH_MAX_STEPS, _POLISH_BUDGET // max(1, len(node_keys) + len(edges)))
    options = _vis_options(kinds, large=large, steps=steps if steps >= _POLISH_MIN_STEPS else 0)
    options_json = json.dumps(options, sort_keys=True, separators=(",", ":"))
    net.set_options(options_json)
    if net.options != json.loads(options_json):  # pyvis strips spaces: no option value may have one
        raise ExportError("vis-network options were altered by pyvis; this is a bug in kg.view")

    info = [
        node_info(node, a, kinds[i], labels[i]) for i, (node, a) in enumerate(zip(node_keys, attrs))
    ]
    add_linked_papers(graph, info, index, kinds, labels, papers_by_key)
    add_highlights(edges, info, index, labels, papers_by_key)

    kind_counts: dict[str, int] = defaultdict(int)
    for kind in kinds:
        kind_counts[kind] += 1
    order = list(KIND_STYLES)
    legend = []
    for kind in sorted(
        kind_counts, key=lambda k: (order.index(k) if k in order else len(order), k)
    ):
        style = KIND_STYLES.get(kind, OTHER_STYLE)
        legend.append(
            {
                "kind": kind,
                "shape": style.shape,
                "color": style.color,
                "border": style.border,
                "dashed": style.dashed,
                "count": kind_counts[kind],
            }
        )
    predicate_counts: dict[str, int] = defaultdict(int)
    for item in edge_info:
        predicate_counts[item["predicate"]] += 1

    return {
        "title": title,
        "large": large,
        "kinds": legend,
        "predicates": [
            {"predicate": p, "count": predicate_counts[p]} for p in sorted(predicate_counts)
        ],
        "options": net.options,
        "nodes": net.nodes,
        "edges": net.edges,
        "info": info,
        "edgeInfo": edge_info,
    }


def _vis_options(kinds: Iterable[str], *, large: bool, steps: int) -> dict[str, Any]:
    """vis-network options: groups per kind, ``steps`` of physics (0: none), then a still layout."""
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
            "font": {
                "size": 14,
                "face": "sans-serif",
                "color": "#1f2933",
                "strokeWidth": 3,
                "strokeColor": "#ffffff",
            },
            "scaling": {
                "min": 8,
                "max": 30,
                "label": {
                    "enabled": True,
                    "min": 12,
                    "max": 18,
                    "drawThreshold": 7,
                    "maxVisible": 26,
                },
            },
            "borderWidthSelected": 3,
        },
        "edges": {
            "smooth": False,
            "arrows": {"to": {"enabled": True, "scaleFactor": 0.5}},
            # Large graphs: lighter edges, so the selected node's highlighted edges stand out.
            "color": {
                "color": "#ccd3da" if large else "#9aa5b1",
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
            # Edge labels appear only when zoomed in (later in large graphs, where they pile up).
            "scaling": {"label": {"enabled": True, "drawThreshold": 12 if large else 8}},
            "width": 1,
            "selectionWidth": 2,
        },
        "physics": {
            "enabled": steps > 0,
            "solver": "forceAtlas2Based",
            "forceAtlas2Based": {
                "gravitationalConstant": -60,
                "centralGravity": 0.01,
                "springLength": 90,
                "springConstant": 0.08,
                "damping": 0.5,
                "avoidOverlap": 0.2,
            },
            "maxVelocity": 60,
            "minVelocity": 1.5,
            "timestep": 0.5,
            "adaptiveTimestep": True,
            # A bounded run; the page turns physics off once it is done, so nothing keeps moving.
            "stabilization": {
                "enabled": steps > 0,
                "iterations": max(steps, 1),
                "updateInterval": 25,
                "fit": True,
            },
        },
        "interaction": {
            "hover": not large,
            "tooltipDelay": 150,
            "hideEdgesOnDrag": large,
            "hideEdgesOnZoom": large,
            "multiselect": True,
            "navigationButtons": False,
            "keyboard": False,
        },
        # Positions come from Python; the seed only matters for nodes added later by hand.
        "layout": {"randomSeed": 20260101, "improvedLayout": False},
    }


def _short_label(label: str) -> str:
    """The label drawn on the canvas: at most two short lines; the details show the full one."""
    lines = textwrap.wrap(
        " ".join(label.split()), width=_LABEL_WIDTH, max_lines=_LABEL_LINES, placeholder=" \u2026"
    )
    return "\n".join(lines) or "\u2026"
