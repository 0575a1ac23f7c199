"""GraphML of the graph, for Gephi and networkx users (no RDF: the networkx graph, flattened).

GraphML holds only scalars: tuples (aliases, authors, keywords) are joined with ``" | "``,
alias reasons too, each as ``alias: rule`` (``, defined in <paper key>`` where a paper's
acronym made the merge), None values are left out, and an edge's evidence becomes its first sentence (``evidence``)
and the number of items (``evidence_count``).

Example:
    >>> write_graphml(graph, "exports/graph.graphml")  # doctest: +SKIP
"""

from __future__ import annotations

import os
import re
from typing import Any

import networkx as nx

from kg.export.triples import base_iri
from kg.files import write_text
from kg.types import AliasReason

__all__ = ["serialize_graphml", "write_graphml"]

# Characters XML 1.0 cannot carry, even escaped.
_XML_INVALID = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def serialize_graphml(graph: nx.MultiDiGraph) -> str:
    """GraphML text of the graph: nodes by IRI, edges by (source, predicate, target)."""
    flat = nx.MultiDiGraph()
    flat.graph["base_iri"] = base_iri(graph)
    for node in sorted(graph.nodes):
        data = graph.nodes[node]
        flat.add_node(
            _xml_safe(node), **{k: _scalar(data[k]) for k in sorted(data) if data[k] is not None}
        )
    for u, v, key, data in sorted(
        graph.edges(keys=True, data=True), key=lambda e: (e[0], e[2], e[1])
    ):
        evidence = data.get("evidence", ())
        attrs: dict[str, Any] = {"predicate": key, "evidence_count": len(evidence)}
        if evidence:
            attrs["evidence"] = _xml_safe(evidence[0].sentence)
        flat.add_edge(_xml_safe(u), _xml_safe(v), key=key, **attrs)
    lines = nx.generate_graphml(flat)
    return "<?xml version='1.0' encoding='utf-8'?>\n" + "\n".join(lines) + "\n"


def write_graphml(graph: nx.MultiDiGraph, path: str | os.PathLike[str]) -> None:
    """Write :func:`serialize_graphml` of the graph to ``path`` atomically."""
    write_text(path, serialize_graphml(graph))


def _scalar(value: Any) -> str | int | float | bool:
    if isinstance(value, (bool, int, float)):
        return value
    if isinstance(value, tuple) and value and isinstance(value[0], AliasReason):
        value = [
            f"{r.alias}: {r.rule}" + (f", defined in {r.paper}" if r.paper else "") for r in value
        ]
    if isinstance(value, (tuple, list)):
        return _xml_safe(" | ".join(str(item) for item in value))
    return _xml_safe(str(value))


def _xml_safe(text: str) -> str:
    return _XML_INVALID.sub("\ufffd", text)
