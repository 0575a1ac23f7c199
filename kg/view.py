"""Export stage: the graph as one self-contained, offline, interactive HTML page.

The page is built from our own template (``kg/data/view/``): pyvis' :class:`Network` builds
the vis-network node, edge and option records, and the vis-network 9.1.2 script and style
sheet that pyvis ships are inlined, so the file needs no network at all. The page's
Content-Security-Policy allows only the page's own scripts (by hash) and fetches nothing.

Every string that comes from the graph is untrusted: it travels as JSON inside a
``<script type="application/json">`` block with ``<``, ``>`` and ``&`` escaped, and the
page's script puts it into the DOM with ``textContent`` only.

Example:
    >>> from kg.view import write_html
    >>> write_html(graph, "graph.html", title="ICLR 2026")  # doctest: +SKIP
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import logging
import os
import re
import tempfile
import textwrap
from collections import defaultdict
from collections.abc import Iterable, Mapping
from importlib import resources
from pathlib import Path
from typing import Any, NamedTuple

import networkx as nx

from kg.errors import ExportError

__all__ = ["render_html", "write_html"]

logger = logging.getLogger(__name__)

_VIS_DIR = ("templates", "lib", "vis-9.1.2")
_LABEL_WIDTH = 22  # characters per line of a node's label on the canvas
_LABEL_LINES = 2
_TOOLTIP_EVIDENCE = 3  # evidence sentences shown in an edge's hover tooltip
# Above these sizes the page trades looks for speed (see _vis_options).
_LARGE_NODES = 600
_LARGE_EDGES = 1500


class _KindStyle(NamedTuple):
    shape: str
    color: str
    border: str
    dashed: bool


# Shapes with the label below them, so the node's size can follow its degree. There are
# seven such shapes for eleven kinds: a dashed border tells the related kinds apart.
_KIND_STYLES: dict[str, _KindStyle] = {
    "Paper": _KindStyle("square", "#4e79a7", "#2c4f73", False),
    "Method": _KindStyle("dot", "#f28e2b", "#b4610f", False),
    "Model": _KindStyle("diamond", "#e15759", "#a5262a", False),
    "Dataset": _KindStyle("triangle", "#59a14f", "#356630", False),
    "Benchmark": _KindStyle("triangleDown", "#8cd17d", "#4d8f3f", False),
    "Task": _KindStyle("star", "#b07aa1", "#7a4c6d", False),
    "Metric": _KindStyle("hexagon", "#edc948", "#a98a12", False),
    "Concept": _KindStyle("dot", "#bab0ac", "#6f6461", True),
    "Result": _KindStyle("hexagon", "#ff9da7", "#c8505e", True),
    "Venue": _KindStyle("square", "#9c755f", "#624636", True),
    "CodeRepository": _KindStyle("diamond", "#76b7b2", "#3d7f7a", True),
}
_OTHER_STYLE = _KindStyle("dot", "#d3d3d3", "#7b7b7b", True)

# Characters that must not appear raw inside a <script> element's JSON; all of them can only
# occur inside JSON strings, where the \uXXXX form means the same character.
_JSON_ESCAPES = {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026"}
_JSON_UNSAFE = re.compile("[<>&]")
_SLOT = re.compile(r"\{\{kg:([a-z_]+)\}\}")


def render_html(graph: nx.MultiDiGraph, *, title: str = "kg knowledge graph") -> str:
    """Render the graph as a standalone HTML page that works without any network.

    Args:
        graph: The graph described in :mod:`kg.graph`.
        title: The page's title, shown in the header.

    Returns:
        The page; the same graph and title always give the same string.
    """
    payload = _payload(graph, title=title)
    data_json = _script_json(payload)
    vis_js, vis_css = _vis_assets()
    view_js = _asset("view.js")
    view_css = _asset("view.css")
    for name, text, closer in (
        ("vis-network.min.js", vis_js, "</script"),
        ("view.js", view_js, "</script"),
        ("vis-network.css", vis_css, "</style"),
        ("view.css", view_css, "</style"),
    ):
        if closer in text.lower() or "<!--" in text:
            raise ExportError(f"{name}: contains {closer!r} or '<!--' and cannot be inlined; reinstall kg and pyvis")
    script_hashes = " ".join(f"'sha256-{_sha256(text)}'" for text in (vis_js, view_js))
    csp = (
        "default-src 'none'; "
        f"script-src {script_hashes}; "
        "style-src 'unsafe-inline'; "
        "img-src data:; "
        "base-uri 'none'; form-action 'none'"
    )
    slots = {
        "csp": html.escape(csp, quote=True),
        "title": html.escape(title, quote=True),
        "vis_css": vis_css,
        "view_css": view_css,
        "data": data_json,
        "vis_js": vis_js,
        "view_js": view_js,
    }
    # One pass over the template: text put into a slot is never scanned for slots again.
    return _SLOT.sub(lambda match: slots[match.group(1)], _asset("page.html"))


def write_html(graph: nx.MultiDiGraph, path: str | os.PathLike[str], *, title: str = "kg knowledge graph") -> None:
    """Write :func:`render_html`'s page to ``path`` atomically (temporary file, then rename).

    Raises:
        ExportError: The file cannot be written.
    """
    target = Path(path)
    page = render_html(graph, title=title)
    directory = target.parent if str(target.parent) else Path(".")
    try:
        fd, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=directory)
    except OSError as e:
        raise ExportError(f"{target}: cannot create a file in {directory} ({e.strerror}); check that the folder exists and is writable") from e
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(page)
        os.replace(temporary, target)
    except OSError as e:
        Path(temporary).unlink(missing_ok=True)
        raise ExportError(f"{target}: cannot write the HTML view ({e.strerror})") from e
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


# --- the data embedded in the page ---------------------------------------------------------


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


def _payload(graph: nx.MultiDiGraph, *, title: str) -> dict[str, Any]:
    """Everything the page's script needs, as JSON-ready values in a deterministic order."""
    from pyvis.network import Network  # imported here: pyvis pulls in IPython and jinja2

    node_keys = sorted(graph.nodes, key=str)
    index = {node: i for i, node in enumerate(node_keys)}
    attrs = [graph.nodes[node] for node in node_keys]
    kinds = [str(a.get("kind") or "Unknown") for a in attrs]
    labels = [_text(a.get("label")) or str(node) for node, a in zip(node_keys, attrs)]
    edges = sorted(graph.edges(keys=True, data=True), key=lambda e: (str(e[0]), str(e[1]), str(e[2])))
    large = len(node_keys) > _LARGE_NODES or len(edges) > _LARGE_EDGES

    net = Network(directed=True)
    net.node_ids = _IdList()
    for i, node in enumerate(node_keys):
        style = _KIND_STYLES.get(kinds[i], _OTHER_STYLE)
        net.add_node(i, label=_short_label(labels[i]), shape=style.shape, group=kinds[i], value=graph.degree(node))

    parallel: dict[frozenset[int], int] = defaultdict(int)
    edge_info: list[dict[str, Any]] = []
    papers_by_key = {
        _text(a.get("key")): i for i, a in enumerate(attrs) if kinds[i] == "Paper" and a.get("key")
    }
    for number, (source, target, predicate, data) in enumerate(edges):
        options: dict[str, Any] = {"id": number, "label": str(predicate)}
        pair = frozenset((index[source], index[target]))
        if parallel[pair]:
            # Straight edges would draw a second edge between the same nodes on top of the first.
            options["smooth"] = {"enabled": True, "type": "curvedCW", "roundness": 0.25 * parallel[pair]}
        parallel[pair] += 1
        net.add_edge(index[source], index[target], **options)
        evidence = [
            [papers_by_key.get(ev.paper, -1), _text(ev.extractor), float(ev.confidence), _text(ev.sentence)]
            for ev in data.get("evidence", ())
        ]
        edge_info.append({"predicate": str(predicate), "evidence": evidence})

    options_json = json.dumps(_vis_options(kinds, large=large), sort_keys=True, separators=(",", ":"))
    net.set_options(options_json)
    if net.options != json.loads(options_json):  # pyvis strips spaces: no option value may have one
        raise ExportError("vis-network options were altered by pyvis; this is a bug in kg.view")

    info = [_node_info(node, a, kinds[i], labels[i]) for i, (node, a) in enumerate(zip(node_keys, attrs))]
    _add_linked_papers(graph, info, index, kinds, labels)
    _add_highlights(edges, info, index, labels, papers_by_key)

    kind_counts: dict[str, int] = defaultdict(int)
    for kind in kinds:
        kind_counts[kind] += 1
    order = list(_KIND_STYLES)
    legend = []
    for kind in sorted(kind_counts, key=lambda k: (order.index(k) if k in order else len(order), k)):
        style = _KIND_STYLES.get(kind, _OTHER_STYLE)
        legend.append({"kind": kind, "shape": style.shape, "color": style.color, "border": style.border, "dashed": style.dashed, "count": kind_counts[kind]})
    predicate_counts: dict[str, int] = defaultdict(int)
    for item in edge_info:
        predicate_counts[item["predicate"]] += 1

    return {
        "title": title,
        "large": large,
        "kinds": legend,
        "predicates": [{"predicate": p, "count": predicate_counts[p]} for p in sorted(predicate_counts)],
        "options": net.options,
        "nodes": net.nodes,
        "edges": net.edges,
        "info": info,
        "edgeInfo": edge_info,
    }


def _vis_options(kinds: Iterable[str], *, large: bool) -> dict[str, Any]:
    """vis-network options: groups per kind, a bounded physics run, then a still layout."""
    groups: dict[str, Any] = {}
    for kind in sorted(set(kinds)):
        style = _KIND_STYLES.get(kind, _OTHER_STYLE)
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
            "font": {"size": 14, "face": "sans-serif", "color": "#1f2933", "strokeWidth": 3, "strokeColor": "#ffffff"},
            "scaling": {"min": 8, "max": 30, "label": {"enabled": True, "min": 12, "max": 18, "drawThreshold": 7, "maxVisible": 26}},
            "borderWidthSelected": 3,
        },
        "edges": {
            "smooth": False,
            "arrows": {"to": {"enabled": True, "scaleFactor": 0.5}},
            "color": {"color": "#9aa5b1", "highlight": "#1f2933", "hover": "#52606d", "inherit": False},
            "font": {"size": 10, "face": "sans-serif", "color": "#52606d", "strokeWidth": 3, "strokeColor": "#ffffff", "align": "middle"},
            "scaling": {"label": {"enabled": True, "drawThreshold": 8}},
            "width": 1,
            "selectionWidth": 2,
        },
        "physics": {
            "enabled": True,
            "solver": "forceAtlas2Based",
            "forceAtlas2Based": {"gravitationalConstant": -60, "centralGravity": 0.01, "springLength": 90, "springConstant": 0.08, "damping": 0.5, "avoidOverlap": 0.2},
            "maxVelocity": 60,
            "minVelocity": 1.5,
            "timestep": 0.5,
            "adaptiveTimestep": True,
            # A bounded run; the page turns physics off once it is done, so nothing keeps moving.
            "stabilization": {"enabled": True, "iterations": 250 if large else 600, "updateInterval": 50, "fit": True},
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
        "layout": {"randomSeed": 20260101, "improvedLayout": not large},
    }


def _node_info(node: Any, attrs: Mapping[str, Any], kind: str, label: str) -> dict[str, Any]:
    """The details panel's data for one node."""
    info: dict[str, Any] = {"iri": str(node), "kind": kind, "label": label, "aliases": _texts(attrs.get("aliases"))}
    if kind == "Paper":
        abstract = _text(attrs.get("abstract"))
        info.update(
            key=_text(attrs.get("key")),
            title=_text(attrs.get("title")) or None,
            labelDerived=bool(attrs.get("label_derived", not attrs.get("title"))),
            abstract=abstract,
            authors=_texts(attrs.get("authors")),
            year=attrs.get("year") if isinstance(attrs.get("year"), int) else (_text(attrs.get("year")) or None),
            doi=_text(attrs.get("doi")) or None,
            url=_text(attrs.get("url")) or None,
            identifier=_text(attrs.get("identifier")) or None,
            keywords=_texts(attrs.get("keywords")),
            source=_text(attrs.get("source")) or None,
            highlights=[],
        )
    else:
        info["papers"] = []
    if kind == "Result":
        info["value"] = _text(attrs.get("value")) or None
    if kind == "CodeRepository":
        info["url"] = _text(attrs.get("url")) or label
    return info


def _add_linked_papers(graph: nx.MultiDiGraph, info: list[dict[str, Any]], index: Mapping[Any, int], kinds: list[str], labels: list[str]) -> None:
    """For every entity, the papers linked to it directly or through a Result node."""
    for node, i in index.items():
        if kinds[i] == "Paper":
            continue
        papers: set[int] = set()
        for neighbour in set(graph.predecessors(node)) | set(graph.successors(node)):
            j = index[neighbour]
            if kinds[j] == "Paper":
                papers.add(j)
            elif kinds[j] == "Result":
                papers.update(index[p] for p in graph.predecessors(neighbour) if kinds[index[p]] == "Paper")
        info[i]["papers"] = sorted(papers, key=lambda j: (labels[j], j))


def _add_highlights(
    edges: list[tuple[Any, Any, Any, Mapping[str, Any]]],
    info: list[dict[str, Any]],
    index: Mapping[Any, int],
    labels: list[str],
    papers_by_key: Mapping[str, int],
) -> None:
    """Evidence spans of each paper's abstract, as non-overlapping UTF-16 segments for the page."""
    spans: dict[int, list[tuple[int, int, str]]] = defaultdict(list)
    for source, target, predicate, data in edges:
        note = f"{predicate}: {labels[index[source]]} \u2192 {labels[index[target]]}"
        for ev in data.get("evidence", ()):
            paper = papers_by_key.get(ev.paper)
            if paper is None:
                continue
            length = len(info[paper]["abstract"])
            if not (isinstance(ev.start, int) and isinstance(ev.end, int) and 0 <= ev.start < ev.end <= length):
                logger.debug("evidence offsets %r-%r outside the abstract of %s; not highlighted", ev.start, ev.end, ev.paper)
                continue
            spans[paper].append((ev.start, ev.end, note))
    for paper, found in spans.items():
        abstract = info[paper]["abstract"]
        cuts = sorted({offset for start, end, _ in found for offset in (start, end)})
        segments: list[list[Any]] = []
        for start, end in zip(cuts, cuts[1:]):
            notes = sorted({note for s, e, note in found if s <= start and end <= e})
            if not notes:
                continue
            if segments and segments[-1][1] == start and segments[-1][2] == notes:
                segments[-1][1] = end
            else:
                segments.append([start, end, notes])
        to_utf16 = _utf16_offsets(abstract)
        info[paper]["highlights"] = [[to_utf16(start), to_utf16(end), notes] for start, end, notes in segments]


def _utf16_offsets(text: str) -> Any:
    """A function mapping a Python ``str`` index of ``text`` to a JavaScript (UTF-16) index."""
    if all(ord(char) <= 0xFFFF for char in text):
        return lambda offset: offset
    extra = [0]
    for char in text:
        extra.append(extra[-1] + (ord(char) > 0xFFFF))
    return lambda offset: offset + extra[offset]


def _short_label(label: str) -> str:
    """The label drawn on the canvas: at most two short lines; the details show the full one."""
    lines = textwrap.wrap(" ".join(label.split()), width=_LABEL_WIDTH, max_lines=_LABEL_LINES, placeholder=" \u2026")
    return "\n".join(lines) or "\u2026"


def _text(value: Any) -> str:
    return "" if value is None else str(value)


def _texts(values: Any) -> list[str]:
    if values is None:
        return []
    if isinstance(values, str):
        return [values]
    return [str(v) for v in values]


def _script_json(payload: Any) -> str:
    """JSON that is safe inside a ``<script>`` element: no ``</script>``, no line separators."""
    # ensure_ascii also writes U+2028/U+2029 and lone surrogates as \u escapes.
    text = json.dumps(payload, ensure_ascii=True, sort_keys=True, separators=(",", ":"), allow_nan=False)
    return _JSON_UNSAFE.sub(lambda match: _JSON_ESCAPES[match.group(0)], text)


# --- static assets -------------------------------------------------------------------------


def _asset(name: str) -> str:
    return resources.files("kg").joinpath("data", "view", name).read_text(encoding="utf-8")


def _vis_assets() -> tuple[str, str]:
    """The vis-network script and style sheet shipped inside the pyvis package."""
    library = resources.files("pyvis")
    for part in _VIS_DIR:
        library = library.joinpath(part)
    try:
        script = library.joinpath("vis-network.min.js").read_text(encoding="utf-8")
        style = library.joinpath("vis-network.css").read_text(encoding="utf-8")
    except OSError as e:
        raise ExportError(f"{library}: vis-network 9.1.2 files not found in the pyvis package; install pyvis 0.3.2 (pip install 'pyvis==0.3.2')") from e
    return script, style


def _sha256(text: str) -> str:
    return base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii")
