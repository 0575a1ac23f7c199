"""Export stage: the graph as one self-contained, offline, interactive HTML page.

The page is built from our own template (``kg/data/view/``): pyvis' :class:`Network` builds
the vis-network node, edge and option records, and the vis-network 9.1.2 script and style
sheet that pyvis ships are inlined, so the file needs no network at all. The page's
Content-Security-Policy allows only the page's own scripts (by hash) and fetches nothing.

Every string that comes from the graph is untrusted: it travels as JSON inside a
``<script type="application/json">`` block with ``<``, ``>`` and ``&`` escaped, and the
page's script puts it into the DOM as text only (``textContent``, text nodes; node labels
are painted on the canvas with ``fillText``); only http(s) URLs become links.

A large graph's page first draws its best-connected part (at most ``initial_nodes`` nodes
and ``initial_edges`` edges) so it opens in a few seconds and pans smoothly; search, the
details panel and "Draw all" bring any other node onto the canvas. :func:`focus_subgraph`
cuts a graph down to one node's neighbourhood or one kind before rendering.

Example:
    >>> from kg.export.view import focus_subgraph, write_html
    >>> write_html(graph, "graph.html", title="ICLR 2026")  # doctest: +SKIP
    >>> write_html(focus_subgraph(graph, node="ResNet", depth=2), "resnet.html")  # doctest: +SKIP
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import os
import re
from importlib import resources
from pathlib import Path
from typing import Any

import networkx as nx

from kg.errors import ExportError
from kg.export.view.focus import find_node, focus_subgraph
from kg.export.view.payload import INITIAL_EDGES, INITIAL_NODES, build_payload
from kg.files import write_text

__all__ = ["find_node", "focus_subgraph", "render_html", "write_html"]

_VIS_DIR = ("templates", "lib", "vis-9.1.2")

# Characters that must not appear raw inside a <script> element's JSON; all of them can only
# occur inside JSON strings, where the \uXXXX form means the same character.
_JSON_ESCAPES = {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026"}
_JSON_UNSAFE = re.compile("[<>&]")
_SLOT = re.compile(r"\{\{kg:([a-z_]+)\}\}")


def render_html(
    graph: nx.MultiDiGraph,
    *,
    title: str = "kg knowledge graph",
    selected: str | None = None,
    initial_nodes: int = INITIAL_NODES,
    initial_edges: int = INITIAL_EDGES,
) -> str:
    """Render the graph as a standalone HTML page that works without any network.

    Args:
        graph: The graph described in :mod:`kg.graph`.
        title: The page's title, shown in the header.
        selected: The IRI of a node the page opens with selected (details shown), or ``None``.
        initial_nodes: A larger graph's page first draws at most this many nodes (the best
            connected) and brings the others in from search, details or "Draw all".
        initial_edges: ...and at most this many edges.

    Returns:
        The page; the same arguments always give the same string.

    Raises:
        ExportError: ``selected`` is not a node of ``graph``, or an asset cannot be inlined.
    """
    payload = build_payload(
        graph,
        title=title,
        selected=selected,
        initial_nodes=initial_nodes,
        initial_edges=initial_edges,
    )
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
            raise ExportError(
                f"{name}: contains {closer!r} or '<!--' and cannot be inlined; reinstall kg and pyvis"
            )
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


def write_html(
    graph: nx.MultiDiGraph,
    path: str | os.PathLike[str],
    *,
    title: str = "kg knowledge graph",
    selected: str | None = None,
    initial_nodes: int = INITIAL_NODES,
    initial_edges: int = INITIAL_EDGES,
) -> None:
    """Write :func:`render_html`'s page to ``path`` atomically (temporary file, then rename).

    Raises:
        ExportError: The file cannot be written, or :func:`render_html` fails.
    """
    target = Path(path)
    page = render_html(
        graph,
        title=title,
        selected=selected,
        initial_nodes=initial_nodes,
        initial_edges=initial_edges,
    )
    write_text(target, page)


def _script_json(payload: Any) -> str:
    """JSON that is safe inside a ``<script>`` element: no ``</script>``, no line separators."""
    # ensure_ascii also writes U+2028/U+2029 and lone surrogates as \u escapes.
    text = json.dumps(
        payload, ensure_ascii=True, sort_keys=True, separators=(",", ":"), allow_nan=False
    )
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
        raise ExportError(
            f"{library}: vis-network 9.1.2 files not found in the pyvis package; install pyvis 0.3.2 (pip install 'pyvis==0.3.2')"
        ) from e
    return script, style


def _sha256(text: str) -> str:
    return base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii")
