"""The HTML view without a browser: offline, escaped, deterministic, complete, atomic."""

from __future__ import annotations

import base64
import hashlib
import html
import json
import math
import os
import re
from pathlib import Path
from typing import Any

import networkx as nx
import pytest
from click.testing import CliRunner
from conftest import HOSTILE

from kg.cli import cli
from kg.errors import ExportError
from kg.export.turtle import serialize_turtle
from kg.export.view import _script_json, find_node, focus_subgraph, render_html, write_html
from kg.export.view.focus import readable_subset
from kg.export.view.layout import layout_positions
from kg.export.view.payload import KIND_STYLES
from kg.types import Evidence

DATA_BLOCK = re.compile(r'<script type="application/json" id="kg-data">(.*?)</script>', re.DOTALL)
# URLs that the inlined vis-network 9.1.2 script contains in licence comments, error messages
# and the SVG namespace: text, never fetched. Anything else outside the data block fails.
KNOWN_TEXT_URLS = {
    "http://almende.com",
    "http://opensource.org/licenses/MIT",
    "http://www.apache.org/licenses/LICENSE-2.0",
    "http://www.w3.org/2000/svg",
    "https://github.com/uuidjs/uuid#getrandomvalues-not-supported",
    "https://github.com/visjs",
    "https://github.com/zloirock/core-js",
    "https://github.com/zloirock/core-js/blob/v3.21.1/LICENSE",
    "https://visjs.github.io/vis-network/",
}
ALL_KINDS = (
    "Paper",
    "Method",
    "Model",
    "Dataset",
    "Benchmark",
    "Environment",
    "Task",
    "Metric",
    "Concept",
    "Improvement",
    "Result",
    "Venue",
    "CodeRepository",
)


def embedded(page: str) -> dict[str, Any]:
    blocks = DATA_BLOCK.findall(page)
    assert len(blocks) == 1
    return json.loads(blocks[0])


def sentence_of(data: dict[str, Any], ev: list[Any]) -> str:
    """An evidence sentence as the page reads it: offsets into the abstract, or the text."""
    if len(ev) == 5:
        utf16 = data["info"][ev[0]]["abstract"].encode("utf-16-le")
        return utf16[2 * ev[3] : 2 * ev[4]].decode("utf-16-le")
    return str(ev[3])


def outside_data(page: str) -> str:
    return DATA_BLOCK.sub("", page)


def inline_scripts(page: str) -> list[str]:
    return re.findall(r"<script>(.*?)</script>", page, re.DOTALL)


def test_page_references_nothing_outside_itself(tiny_graph: nx.MultiDiGraph) -> None:
    page = render_html(tiny_graph)
    assert not re.search(r"<script[^>]*\ssrc\s*=", page, re.IGNORECASE)
    assert not re.search(r"<link[^>]*\shref\s*=", page, re.IGNORECASE)
    assert not re.search(r"@import", page, re.IGNORECASE)
    assert not re.search(r"url\(\s*['\"]?\s*(?:https?:)?//", page, re.IGNORECASE)
    assert not re.search(
        r"\s(?:src|href|srcset|action|poster|data)\s*=\s*['\"]?\s*(?:https?:)?//",
        page,
        re.IGNORECASE,
    )
    for tag in ("<iframe", "<img", "<object", "<embed", "<base", "<link", "<form"):
        assert tag not in page.lower()
    urls = set(re.findall(r"https?://[^\s\"'()<>\\]+", outside_data(page)))
    assert urls <= KNOWN_TEXT_URLS, urls - KNOWN_TEXT_URLS
    css_urls = re.findall(r"url\(\s*['\"]?([a-z]+:)", page)
    assert css_urls and set(css_urls) == {"data:"}


def test_content_security_policy_allows_only_the_pages_own_scripts(
    tiny_graph: nx.MultiDiGraph,
) -> None:
    page = render_html(tiny_graph)
    found = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', page)
    assert found is not None
    policy = dict(part.strip().split(" ", 1) for part in html.unescape(found.group(1)).split(";"))
    assert policy["default-src"] == "'none'"
    assert policy["img-src"] == "data:"
    assert "unsafe-inline" not in policy["script-src"] and "unsafe-eval" not in policy["script-src"]
    scripts = inline_scripts(page)
    assert len(scripts) == 2  # vis-network and the view; the data block is not a script
    expected = {
        f"'sha256-{base64.b64encode(hashlib.sha256(s.encode()).digest()).decode()}'"
        for s in scripts
    }
    assert set(policy["script-src"].split()) == expected
    assert page.index("Content-Security-Policy") < page.index("<script")


def test_hostile_text_is_escaped(tiny_graph: nx.MultiDiGraph) -> None:
    page = render_html(tiny_graph, title='</title><script>alert("t")</script>')
    for raw in ("<img src=x onerror", "</script><script>", "alert(1)>", '<script>alert("t")'):
        assert raw not in page
    # Three script elements (data, vis-network, view); vis-network's code has "<script>" in a
    # string, harmless without "<!--" (which render_html refuses).
    assert page.count("</script>") == len(re.findall(r"^<script", page, re.MULTILINE)) == 3
    assert "<!--" not in page
    assert "<title>&lt;/title&gt;&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt;</title>" in page
    block = DATA_BLOCK.search(page)
    assert block is not None
    assert "\\u003cimg src=x onerror=alert(1)\\u003e" in block.group(1)
    assert "\\u003c/script\\u003e\\u003cscript\\u003e" in block.group(1)
    data = embedded(page)
    assert data["title"] == '</title><script>alert("t")</script>'
    abstracts = {item["abstract"] for item in data["info"] if item["kind"] == "Paper"}
    assert HOSTILE in abstracts
    assert '<img src=x onerror=alert(1)> "q" \\' in {item["label"] for item in data["info"]}


def test_script_json_escapes_what_could_end_the_block() -> None:
    value = {"text": "</script><!-- & \u2028\u2029 \ud800 é 𝒪", "<key>": 1}
    text = _script_json(value)
    for unsafe in ("<", ">", "&", "\u2028", "\u2029"):
        assert unsafe not in text
    assert text.isascii()
    assert json.loads(text) == value


def test_render_is_deterministic(tiny_graph: nx.MultiDiGraph) -> None:
    shuffled = nx.MultiDiGraph(**tiny_graph.graph)
    shuffled.add_nodes_from(reversed(list(tiny_graph.nodes(data=True))))
    shuffled.add_edges_from(reversed(list(tiny_graph.edges(keys=True, data=True))))
    first = render_html(tiny_graph)
    assert render_html(tiny_graph) == first
    assert render_html(shuffled) == first
    big = _synthetic(nodes=1200, edges=3000)
    assert render_html(big) == render_html(big.copy())


def test_every_node_and_edge_is_embedded(tiny_graph: nx.MultiDiGraph) -> None:
    data = embedded(render_html(tiny_graph))
    info = data["info"]
    assert [item["iri"] for item in info] == sorted(tiny_graph.nodes)
    assert [node["id"] for node in data["nodes"]] == list(range(len(info)))
    for node, item in zip(data["nodes"], info):
        attrs = tiny_graph.nodes[item["iri"]]
        assert item["label"] == attrs["label"] and item["kind"] == attrs["kind"] == node["group"]
        assert item["aliases"] == list(attrs["aliases"])
        assert node["value"] == tiny_graph.degree(item["iri"])
        assert math.isfinite(node["x"]) and math.isfinite(node["y"])
    edges = {(info[e["from"]]["iri"], info[e["to"]]["iri"], e["label"]) for e in data["edges"]}
    assert edges == set(tiny_graph.edges(keys=True))
    assert len(data["edges"]) == len(data["edgeInfo"]) == tiny_graph.number_of_edges()
    evidence = {sentence_of(data, ev) for item in data["edgeInfo"] for ev in item["evidence"]}
    assert evidence == {
        ev.sentence for _, _, d in tiny_graph.edges(data=True) for ev in d["evidence"]
    }
    assert data["shown"] == list(range(len(info)))  # a small graph is drawn whole
    assert data["selected"] is None


def test_legend_lists_each_kind_with_its_own_look(tiny_graph: nx.MultiDiGraph) -> None:
    data = embedded(render_html(tiny_graph))
    kinds = [entry["kind"] for entry in data["kinds"]]
    assert sorted(kinds) == sorted({attrs["kind"] for _, attrs in tiny_graph.nodes(data=True)})
    assert kinds == [k for k in ALL_KINDS if k in kinds]  # documented order
    for entry in data["kinds"]:
        style = KIND_STYLES[entry["kind"]]
        assert (entry["shape"], entry["color"], entry["dashed"]) == (
            style.shape,
            style.color,
            style.dashed,
        )
        assert entry["count"] == sum(
            1 for _, a in tiny_graph.nodes(data=True) if a["kind"] == entry["kind"]
        )
        assert data["options"]["groups"][entry["kind"]]["color"]["background"] == style.color
    assert set(KIND_STYLES) == set(ALL_KINDS)
    assert len({s.color for s in KIND_STYLES.values()}) == len(ALL_KINDS)
    assert len({(s.shape, s.dashed) for s in KIND_STYLES.values()}) == len(ALL_KINDS)
    predicates = {p["predicate"]: p["count"] for p in data["predicates"]}
    assert predicates == {
        k: sum(1 for *_, key in tiny_graph.edges(keys=True) if key == k) for k in predicates
    }


def test_paper_details_mark_the_evidence(tiny_graph: nx.MultiDiGraph) -> None:
    data = embedded(render_html(tiny_graph))
    papers = {item["key"]: item for item in data["info"] if item["kind"] == "Paper"}
    foo = papers["doi:10.1000/foo"]
    assert foo["title"] == "FooNet: a tiny network" and foo["labelDerived"] is False
    assert (
        foo["authors"] == ["Ada Lovelace"] and foo["year"] == 2026 and foo["doi"] == "10.1000/foo"
    )
    # Three evidence sentences, (0, 53), (54, 109), (110, end), each marked with its edges.
    assert [(s, e) for s, e, _ in foo["highlights"]] == [
        (0, 53),
        (54, 109),
        (110, len(foo["abstract"])),
    ]
    covering = {data["edgeInfo"][e]["predicate"] for e in foo["highlights"][1][2]}
    assert {"extends", "reportsResult"} <= covering
    extends = next(i for i, e in enumerate(data["edges"]) if e["label"] == "extends")
    assert data["info"][data["edges"][extends]["from"]]["label"] == "FooNet"
    assert extends in foo["highlights"][1][2]
    hostile = next(item for key, item in papers.items() if key.startswith("sha256:"))
    assert hostile["title"] is None and hostile["labelDerived"] is True
    ((start, end, edges),) = hostile["highlights"]
    assert (start, end) == (0, len(HOSTILE)) and len(edges) == 1
    entity = next(item for item in data["info"] if item["label"] == "FID")
    assert [data["info"][p]["key"] for p in entity["papers"]] == [
        "doi:10.1000/foo"
    ]  # through the Result
    repo = next(item for item in data["info"] if item["kind"] == "CodeRepository")
    assert repo["url"] == "https://github.com/example/foonet"


def test_highlights_use_javascript_string_offsets() -> None:
    abstract = "We bound 𝒪(n) time. We use 𝔼 and FooNet here."
    start = abstract.index("We use")
    graph = _graph_with_paper(abstract, (start, len(abstract)))
    data = embedded(render_html(graph))
    paper = next(item for item in data["info"] if item["kind"] == "Paper")
    ((s, e, _),) = paper["highlights"]
    utf16 = abstract.encode("utf-16-le")
    assert utf16[2 * s : 2 * e].decode("utf-16-le") == abstract[start:]


def test_bad_evidence_offsets_are_not_highlighted() -> None:
    graph = _graph_with_paper("Short abstract.", (5, 999))
    data = embedded(render_html(graph))
    paper = next(item for item in data["info"] if item["kind"] == "Paper")
    assert paper["highlights"] == []


def test_long_labels_are_shortened_on_the_canvas_only() -> None:
    label = "A remarkably long method name that would pile up on top of its neighbours"
    graph = nx.MultiDiGraph()
    graph.add_node("https://example.org/kg/method/long", kind="Method", label=label, aliases=())
    data = embedded(render_html(graph))
    shown = data["nodes"][0]["label"]
    assert shown.endswith("\u2026") and len(shown) <= 46 and shown.count("\n") <= 1
    assert data["info"][0]["label"] == label


def test_positions_are_final_no_physics_runs_in_the_browser(tiny_graph: nx.MultiDiGraph) -> None:
    options = embedded(render_html(tiny_graph))["options"]
    assert options["physics"] == {"enabled": False}
    assert options["edges"]["smooth"] is False
    assert options["nodes"]["scaling"]["label"]["enabled"] is False  # view.js draws labels


@pytest.mark.slow
def test_a_large_graph_opens_on_its_groups() -> None:
    graph = _synthetic(nodes=3000, edges=9000)
    data = embedded(render_html(graph, initial_nodes=300, initial_edges=800))
    shown = set(data["shown"])
    groups = data["groups"]
    assert groups and 0 < len(shown) < 3000
    # The overview draws the entities that name and best describe each group; no paper yet.
    assert all(data["nodes"][i]["group"] != "Paper" for i in shown)
    assert {t for g in groups for t in g["terms"]} <= shown
    assert shown <= {m for g in groups for m in g["members"]}
    # Everything else is still in the page, for search, the groups and the details panel.
    assert len(data["nodes"]) == len(data["info"]) == 3000
    assert len(data["edges"]) == graph.number_of_edges()
    assert all(math.isfinite(n["x"]) and math.isfinite(n["y"]) for n in data["nodes"])


def test_readable_subset_takes_entities_then_their_papers_within_both_limits() -> None:
    # Entity 0 with ten papers 1-10, a triangle of entities 11-12-13, a lone entity 14.
    pairs = [(0, paper) for paper in range(1, 11)] + [(11, 12), (12, 13), (11, 13)]
    neighbours: list[dict[int, int]] = [{} for _ in range(15)]
    for a, b in pairs:
        neighbours[a][b] = neighbours[b][a] = 1
    degrees = [len(n) for n in neighbours]
    papers = [1 <= i <= 10 for i in range(15)]
    assert readable_subset(degrees, neighbours, papers, max_nodes=15, max_edges=13) == list(
        range(15)
    )
    # Five nodes: two entities (0 and 11, by degree then index), then the papers of 0;
    # 11 has no taken neighbour and is left out.
    assert readable_subset(degrees, neighbours, papers, max_nodes=5, max_edges=100) == [
        0,
        1,
        2,
        3,
    ]
    # Three edges: the triangle fills them, no paper fits; 0 and 14 are left alone, so out.
    assert readable_subset(degrees, neighbours, papers, max_nodes=100, max_edges=3) == [
        11,
        12,
        13,
    ]
    # Without papers, entities take the whole node budget: 0, the triangle, then 1 and 2.
    no_papers = [False] * 15
    assert readable_subset(degrees, neighbours, no_papers, max_nodes=6, max_edges=100) == [
        0,
        1,
        2,
        11,
        12,
        13,
    ]


def test_evidence_is_sent_as_offsets_into_the_abstract_when_it_is_its_text() -> None:
    abstract = "We bound 𝒪(n) time. We use 𝔼 and FooNet here."
    start = abstract.index("We use")
    graph = _graph_with_paper(abstract, (start, len(abstract)))
    paper, method = sorted(graph.nodes)
    # A second edge whose sentence is not the abstract's text there (e.g. an edited graph).
    graph.add_edge(
        paper,
        method,
        key="proposes",
        evidence=(Evidence("doi:10.1/p", "Not in the abstract.", 0, 5, "test", 0.5),),
    )
    data = embedded(render_html(graph))
    by_predicate = {item["predicate"]: item["evidence"] for item in data["edgeInfo"]}
    ((offsets,),) = [by_predicate["usesMethod"]]
    assert len(offsets) == 5 and sentence_of(data, offsets) == abstract[start:]
    ((text,),) = [by_predicate["proposes"]]
    assert len(text) == 4 and text[3] == "Not in the abstract."


def test_selected_node_is_embedded_by_index(tiny_graph: nx.MultiDiGraph) -> None:
    resnet = find_node(tiny_graph, "ResNet")
    data = embedded(render_html(tiny_graph, selected=resnet))
    assert data["info"][data["selected"]]["iri"] == resnet
    with pytest.raises(ExportError, match="not a node of the graph"):
        render_html(tiny_graph, selected="https://example.org/kg/nothing")


def test_parallel_edges_are_drawn_apart() -> None:
    graph = nx.MultiDiGraph()
    for name in ("a", "b"):
        graph.add_node(
            f"https://example.org/kg/method/{name}", kind="Method", label=name, aliases=()
        )
    graph.add_edge(
        "https://example.org/kg/method/a",
        "https://example.org/kg/method/b",
        key="extends",
        evidence=(),
    )
    graph.add_edge(
        "https://example.org/kg/method/a",
        "https://example.org/kg/method/b",
        key="comparesWith",
        evidence=(),
    )
    edges = embedded(render_html(graph))["edges"]
    assert sum("smooth" in e for e in edges) == 1


def test_layout_positions_are_deterministic_and_complete() -> None:
    pairs = [(i, (i * 7 + 3) % 500) for i in range(500)] + [(i, i + 1) for i in range(500, 520)]
    core = list(range(100))
    first = layout_positions(560, pairs, core=core)
    assert first == layout_positions(560, list(reversed(pairs)), core=core)
    assert len(first) == 560 and len(set(first)) > 550
    assert all(math.isfinite(x) and math.isfinite(y) for x, y in first)
    assert layout_positions(0, []) == []
    assert len(layout_positions(1, [])) == 1


def test_layout_forces_apply_to_at_most_max_core_nodes(monkeypatch: pytest.MonkeyPatch) -> None:
    from kg.export.view import layout

    sizes: list[int] = []
    force_layout = layout._force_layout

    def counted(nodes: Any, weights: Any, *, iterations: int) -> Any:
        sizes.append(len(nodes))
        return force_layout(nodes, weights, iterations=iterations)

    monkeypatch.setattr(layout, "MAX_CORE", 50)
    monkeypatch.setattr(layout, "_force_layout", counted)
    pairs = [(i, (i * 7 + 3) % 300) for i in range(300)]
    positions = layout_positions(300, pairs, core=range(300))
    assert len(positions) == 300 and all(math.isfinite(x) for x, _ in positions)
    assert sizes and max(sizes) <= 50


def test_layout_puts_nodes_off_the_core_next_to_their_neighbours() -> None:
    # Two clusters (cliques of 12) joined by one edge; two leaves of node 0 and one of
    # node 12 are outside the core; a separate pair 27-28 is not connected to anything.
    pairs = [(a, b) for a in range(12) for b in range(a + 1, 12)]
    pairs += [(a, b) for a in range(12, 24) for b in range(a + 1, 24)]
    pairs += [(0, 12), (0, 24), (0, 25), (12, 26), (27, 28)]
    positions = layout_positions(29, pairs, core=range(24))

    def distance(a: int, b: int) -> float:
        return math.dist(positions[a], positions[b])

    inside = max(distance(a, b) for a in range(1, 12) for b in range(1, 12))
    assert distance(1, 13) > inside  # the clusters are apart
    assert max(distance(0, 24), distance(0, 25), distance(12, 26)) < inside  # leaves nearby
    assert distance(24, 25) > 1  # and not on top of each other
    drawing = max(math.hypot(*positions[i]) for i in range(27))
    assert min(math.hypot(*positions[i]) for i in (27, 28)) > 0.5 * drawing


def test_focus_keeps_the_neighbourhood_of_a_node(tiny_graph: nx.MultiDiGraph) -> None:
    resnet = find_node(tiny_graph, "resnets")  # an alias, in another case
    assert tiny_graph.nodes[resnet]["label"] == "ResNet"
    near = focus_subgraph(tiny_graph, node="ResNet")
    assert {near.nodes[n]["label"] for n in near} == {"ResNet", "FooNet"}
    assert set(near.edges(keys=True)) == {(find_node(tiny_graph, "FooNet"), resnet, "extends")}
    two = focus_subgraph(tiny_graph, node=resnet, depth=2)
    assert "FooNet: a tiny network" in {two.nodes[n]["label"] for n in two}
    assert two.nodes[resnet] == tiny_graph.nodes[resnet]  # attributes kept
    two.nodes[resnet]["label"] = "changed"
    assert tiny_graph.nodes[resnet]["label"] == "ResNet"  # a copy
    assert set(focus_subgraph(tiny_graph, node=resnet, depth=0)) == {resnet}


def test_focus_on_a_kind_keeps_its_direct_neighbours(tiny_graph: nx.MultiDiGraph) -> None:
    datasets = focus_subgraph(tiny_graph, kind="Dataset")
    kinds = sorted(datasets.nodes[n]["kind"] for n in datasets)
    assert kinds == ["Dataset", "Paper", "Result"]  # CIFAR-10, the paper, the FID result
    both = focus_subgraph(tiny_graph, node="FooNet", depth=1, kind="Model")
    assert sorted(both.nodes[n]["label"] for n in both) == ["FooNet", "ResNet"]


def test_focus_errors_say_what_was_not_found(tiny_graph: nx.MultiDiGraph) -> None:
    with pytest.raises(
        ExportError, match="no node has the IRI, label or alias 'Foo'; labels containing it: FooNet"
    ):
        focus_subgraph(tiny_graph, node="Foo")
    with pytest.raises(ExportError, match="no node of kind 'Algorithm'.*kinds found: .*Method"):
        focus_subgraph(tiny_graph, kind="Algorithm")
    with pytest.raises(ExportError, match="depth -1"):
        focus_subgraph(tiny_graph, node="FooNet", depth=-1)
    twice = tiny_graph.copy()
    twice.add_node(
        "https://example.org/kg/method/resnet-2", kind="Method", label="resnet", aliases=()
    )
    with pytest.raises(ExportError, match="'ResNet' names 2 nodes .*pass the IRI of one"):
        find_node(twice, "ResNet")


def test_view_command_focuses_on_a_node_or_a_kind(
    tiny_graph: nx.MultiDiGraph, tmp_path: Path
) -> None:
    source = tmp_path / "graph.ttl"
    source.write_text(serialize_turtle(tiny_graph), encoding="utf-8")
    target = tmp_path / "resnet.html"
    result = CliRunner().invoke(
        cli, ["view", str(source), "--out", str(target), "--focus", "ResNet", "--depth", "1"]
    )
    assert result.exit_code == 0, result.output
    assert result.output == f"wrote {target}\n"
    data = embedded(target.read_text(encoding="utf-8"))
    assert sorted(item["label"] for item in data["info"]) == ["FooNet", "ResNet"]
    assert data["info"][data["selected"]]["label"] == "ResNet"

    result = CliRunner().invoke(cli, ["view", str(source), "--kind", "Dataset"])
    assert result.exit_code == 0, result.output
    data = embedded((tmp_path / "graph.html").read_text(encoding="utf-8"))
    assert sorted(item["kind"] for item in data["info"]) == ["Dataset", "Paper", "Result"]
    assert data["selected"] is None

    result = CliRunner().invoke(cli, ["view", str(source), "--focus", "NoSuchNet"])
    assert result.exit_code == 1
    assert "Error: no node has the IRI, label or alias 'NoSuchNet'" in result.output
    result = CliRunner().invoke(cli, ["view", str(source), "--focus", "ResNet", "--depth", "-1"])
    assert result.exit_code == 2


def test_write_html_writes_the_page_atomically(tiny_graph: nx.MultiDiGraph, tmp_path: Path) -> None:
    target = tmp_path / "graph.html"
    target.write_text("old page", encoding="utf-8")
    write_html(tiny_graph, target, title="Tiny")
    assert target.read_text(encoding="utf-8") == render_html(tiny_graph, title="Tiny")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["graph.html"]
    fresh = tmp_path / "fresh.html"
    write_html(tiny_graph, fresh)
    assert fresh.stat().st_mode & 0o777 == 0o644  # not mkstemp's 0600


def test_write_html_leaves_the_old_file_when_the_rename_fails(
    tiny_graph: nx.MultiDiGraph, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "graph.html"
    target.write_text("old page", encoding="utf-8")

    def refuse(src: str, dst: str) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(ExportError, match="graph.html"):
        write_html(tiny_graph, target)
    assert target.read_text(encoding="utf-8") == "old page"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["graph.html"]


def test_write_html_into_a_missing_folder_names_it(
    tiny_graph: nx.MultiDiGraph, tmp_path: Path
) -> None:
    with pytest.raises(ExportError, match="no-such-folder"):
        write_html(tiny_graph, tmp_path / "no-such-folder" / "graph.html")


# --- helpers ---------------------------------------------------------------------------------


def _graph_with_paper(abstract: str, span: tuple[int, int]) -> nx.MultiDiGraph:
    graph = nx.MultiDiGraph()
    paper, method = "https://example.org/kg/paper/p", "https://example.org/kg/method/foonet"
    graph.add_node(
        paper,
        kind="Paper",
        label="P",
        aliases=(),
        key="doi:10.1/p",
        title="P",
        label_derived=False,
        abstract=abstract,
        authors=(),
        year=None,
        doi=None,
        url=None,
        identifier=None,
        keywords=(),
        source="",
    )
    graph.add_node(method, kind="Method", label="FooNet", aliases=())
    sentence = abstract[span[0] : span[1]]
    graph.add_edge(
        paper,
        method,
        key="usesMethod",
        evidence=(Evidence("doi:10.1/p", sentence, span[0], span[1], "test", 0.8),),
    )
    return graph


def _synthetic(*, nodes: int, edges: int) -> nx.MultiDiGraph:
    """A deterministic graph of papers and methods in the documented shape."""
    graph = nx.MultiDiGraph()
    papers = max(1, nodes // 6)
    for i in range(nodes):
        kind = "Paper" if i < papers else ALL_KINDS[1 + i % (len(ALL_KINDS) - 1)]
        graph.add_node(
            f"https://example.org/kg/n/{i:05d}", kind=kind, label=f"{kind} {i}", aliases=()
        )
    for j in range(edges):
        source = f"https://example.org/kg/n/{j % papers:05d}"
        target = f"https://example.org/kg/n/{papers + (j * 7919) % (nodes - papers):05d}"
        graph.add_edge(
            source, target, key=("usesMethod", "mentions", "evaluatesOn")[j % 3], evidence=()
        )
    return graph
