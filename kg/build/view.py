"""An exported graph file rendered as the offline HTML view, whole or focused: ``kg view``."""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["view_file"]


def view_file(
    graph: str | os.PathLike[str],
    *,
    out: str | os.PathLike[str] | None = None,
    title: str = "kg knowledge graph",
    focus: str | None = None,
    depth: int = 1,
    kind: str | None = None,
) -> Path:
    """Write the HTML view of a ``.ttl``, ``.nt`` or ``.jsonld`` file written by ``kg build``,
    or of its store directory (``graph.oxigraph``).

    A focused view of a store reads only the neighbourhood of ``focus`` from it (SPARQL
    ``CONSTRUCT``), not the whole graph: seconds where parsing a large Turtle file takes a
    minute.

    Args:
        graph: The graph file or store directory.
        out: The HTML file to write (default: ``graph`` with ``.html``).
        title: Page title.
        focus: Show only this node (IRI, label or alias) and its neighbourhood, selected.
        depth: How many edges away from ``focus`` to go.
        kind: Show only the nodes of this kind (e.g. ``Method``) and their direct neighbours.

    Returns:
        The path written.

    Raises:
        ExportError: The file or store cannot be loaded, or ``focus`` names no node.
    """
    # Imported here: the view pulls in its assets, the loader rdflib's plugins.
    from kg.export.load import load_graph
    from kg.export.view import find_node, focus_subgraph, write_html
    from kg.export.view.from_store import focus_from_store, graph_of_store

    target = Path(out) if out else Path(graph).with_suffix(".html")
    selected = None
    if Path(graph).is_dir() and focus is not None:
        loaded, selected = focus_from_store(graph, focus, depth=depth, kind=kind)
    else:
        loaded = graph_of_store(graph) if Path(graph).is_dir() else load_graph(Path(graph))
        selected = find_node(loaded, focus) if focus is not None else None
        if focus is not None or kind is not None:
            loaded = focus_subgraph(loaded, node=selected, kind=kind, depth=depth)
    write_html(loaded, target, title=title, selected=selected)
    return target
