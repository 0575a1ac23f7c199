"""The view's overview: groups of related work, their names and layout, the label order."""

from __future__ import annotations

import json
import math
import re
from typing import Any

import networkx as nx

from kg.export.view import render_html
from kg.export.view.groups import find_groups, generic_hubs, label_order, paper_counts
from kg.export.view.layout import grouped_positions

BASE = "https://example.org/kg/"
DATA_BLOCK = re.compile(r'<script type="application/json" id="kg-data">(.*?)</script>', re.DOTALL)


def embedded(page: str) -> dict[str, Any]:
    match = DATA_BLOCK.search(page)
    assert match
    return json.loads(match.group(1))


def two_topics(*, per_topic: int = 8, third: bool = False) -> nx.MultiDiGraph:
    """Papers on sparse routing and papers on protein folding; every paper mentions the generic
    "deep learning" and is part of one venue; each topic shares its own three entities."""
    graph = nx.MultiDiGraph(base_iri=BASE)
    graph.add_node(f"{BASE}venue/v", kind="Venue", label="Workshop 2025", aliases=())
    graph.add_node(f"{BASE}concept/dl", kind="Concept", label="deep learning", aliases=())
    topics = {
        "route": ("mixture of experts", "token router", "load balancing loss"),
        "fold": ("protein folding", "contact map", "structure benchmark"),
    }
    if third:
        topics["flow"] = ("optical flow", "event camera", "frame interpolation")
    for topic, entities in topics.items():
        for name in entities:
            graph.add_node(f"{BASE}method/{name}", kind="Method", label=name, aliases=())
        for n in range(per_topic):
            paper = f"{BASE}paper/{topic}-{n}"
            graph.add_node(paper, kind="Paper", label=f"{topic} paper {n}", aliases=())
            graph.add_edge(paper, f"{BASE}venue/v", key="isPartOf", evidence=())
            graph.add_edge(paper, f"{BASE}concept/dl", key="mentions", evidence=())
            for name in entities[: 2 + n % 2]:
                graph.add_edge(paper, f"{BASE}method/{name}", key="usesMethod", evidence=())
            # One entity of this paper alone: it joins the paper's group.
            own = f"{BASE}concept/{topic}-own-{n}"
            graph.add_node(own, kind="Concept", label=f"{topic} detail {n}", aliases=())
            graph.add_edge(paper, own, key="mentions", evidence=())
    return graph


def indexed(graph: nx.MultiDiGraph) -> tuple[list[str], list[str], list[str], list[dict[int, int]]]:
    keys = sorted(graph.nodes)
    index = {key: i for i, key in enumerate(keys)}
    kinds = [graph.nodes[k]["kind"] for k in keys]
    labels = [graph.nodes[k]["label"] for k in keys]
    neighbours: list[dict[int, int]] = [{} for _ in keys]
    for s, t in graph.edges():
        a, b = index[s], index[t]
        neighbours[a][b] = neighbours[a].get(b, 0) + 1
        neighbours[b][a] = neighbours[b].get(a, 0) + 1
    return keys, kinds, labels, neighbours


def test_groups_are_the_topics_named_by_their_specific_entities_not_the_hub() -> None:
    keys, kinds, labels, neighbours = indexed(two_topics())
    counts = paper_counts(kinds, neighbours)
    assert {labels[i] for i in generic_hubs(kinds, counts)} == {"deep learning"}
    groups = find_groups(kinds, labels, neighbours)
    assert len(groups) == 2
    topics = [{keys[p].rsplit("/", 1)[1].split("-")[0] for p in g.papers} for g in groups]
    assert sorted(map(sorted, topics)) == [["fold"], ["route"]]
    for group in groups:
        names = {labels[t] for t in group.terms}
        assert "deep learning" not in group.name and "Workshop" not in group.name
        assert names and names <= {
            "mixture of experts",
            "token router",
            "load balancing loss",
            "protein folding",
            "contact map",
            "structure benchmark",
        }
        # Its entities: the shared ones and the papers' own; never the hub or the venue.
        members = {labels[e] for e in group.entities}
        assert names <= members and "deep learning" not in members
        assert sum(1 for e in group.entities if "detail" in labels[e]) == 8
    # The same input gives the same groups.
    assert find_groups(kinds, labels, neighbours) == groups


def test_a_group_is_named_by_the_entities_frequent_in_it_and_rare_elsewhere() -> None:
    graph = two_topics(third=True)
    # "token router" also appears in one folding paper: as frequent in the routing group as
    # "mixture of experts", but less specific to it.
    graph.add_edge(f"{BASE}paper/fold-0", f"{BASE}method/token router", key="usesMethod")
    keys, kinds, labels, neighbours = indexed(graph)
    route = next(g for g in find_groups(kinds, labels, neighbours) if "route" in keys[g.papers[0]])
    names = [labels[t] for t in route.terms]
    assert sorted(names) == ["load balancing loss", "mixture of experts", "token router"]
    assert names.index("mixture of experts") < names.index("token router")
    assert route.name == " \u00b7 ".join(names)


def test_groups_are_laid_out_apart_and_the_venue_under_them() -> None:
    data = embedded(render_html(two_topics(), title="t"))
    groups = data["groups"]
    assert len(groups) == 2
    a, b = groups
    assert math.hypot(a["x"] - b["x"], a["y"] - b["y"]) >= a["r"] + b["r"]
    nodes = data["nodes"]
    for group in groups:
        for member in group["members"]:
            x, y = nodes[member]["x"], nodes[member]["y"]
            assert math.hypot(x - group["x"], y - group["y"]) <= group["r"]
    venue = next(n for n in nodes if n["group"] == "Venue")
    others = [n for n in nodes if n["group"] != "Venue"]
    assert venue["y"] > max(n["y"] for n in others)
    assert data["hiddenPredicates"] == ["isPartOf"]  # the venue is a filter, not a star


def test_labels_go_first_to_the_naming_entities_and_last_to_papers() -> None:
    keys, kinds, labels, neighbours = indexed(two_topics())
    groups = find_groups(kinds, labels, neighbours)
    order = label_order(kinds, neighbours, groups)
    naming = [t for g in groups for t in g.terms]
    assert order[: len(naming)] == naming
    hub = labels.index("deep learning")
    first_paper = min(order.index(i) for i, kind in enumerate(kinds) if kind == "Paper")
    assert order.index(hub) > max(order.index(t) for t in naming)
    assert all(kinds[i] == "Paper" for i in order[first_paper:])
    assert sorted(order) == list(range(len(kinds)))


def test_grouped_layout_is_deterministic_and_packs_circles_without_overlap() -> None:
    groups = [list(range(start, start + size)) for start, size in ((0, 40), (40, 12), (52, 5))]
    pairs = [(g[0], m) for g in groups for m in g[1:]] + [(0, 57), (57, 58)]
    positions, circles = grouped_positions(59, pairs, groups=groups, apart=[58])
    assert (positions, circles) == grouped_positions(
        59, list(reversed(pairs)), groups=groups, apart=[58]
    )
    assert len(positions) == 59 and len(circles) == 3
    for i, (x1, y1, r1) in enumerate(circles):
        for x2, y2, r2 in circles[i + 1 :]:
            assert math.hypot(x1 - x2, y1 - y2) >= r1 + r2
    assert positions[58][1] > max(y for _, y in positions[:58])
