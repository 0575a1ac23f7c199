"""JSON-LD of the graph: the triples of :func:`kg.export.rdf.to_rdf`, one node per line.

kg's prefixes are the ``@context``; nodes are sorted by ``@id``, properties by name, values by
content; every property value is an array and typed literals keep their lexical form, so
consumers get one shape and the output is stable.

Example:
    >>> write_jsonld(graph, "exports/graph.jsonld")  # doctest: +SKIP
"""

from __future__ import annotations

import json
import os
import re
from collections import defaultdict
from typing import Any

import networkx as nx
from rdflib.term import Literal, Node

from kg.export.rdf import to_rdf
from kg.files import write_text
from kg.vocab import PREFIXES, RDF, XSD

__all__ = ["serialize_jsonld", "write_jsonld"]

_LOCAL_NAME = re.compile(r"[A-Za-z_][\w.-]*")


def serialize_jsonld(graph: nx.MultiDiGraph) -> str:
    """JSON-LD text of the graph: kg's prefixes as ``@context``, one ``@graph`` node per line."""
    rdf = to_rdf(graph)
    names: dict[Node, str] = {}
    by_subject: dict[Node, dict[str, list[Any]]] = defaultdict(lambda: defaultdict(list))
    for s, p, o in rdf:
        if p == RDF.type:
            by_subject[s]["@type"].append(_compact(o))
            continue
        name = names.get(p) or names.setdefault(p, _compact(p))
        by_subject[s][name].append(_value(o))
    lines = []
    for subject in sorted(by_subject, key=str):
        props = by_subject[subject]
        node: dict[str, Any] = {"@id": str(subject)}
        for name in sorted(props):
            node[name] = sorted(props[name], key=_order)
        # One compact line per node: readable, diffable, and the fast C encoder.
        lines.append(json.dumps(node, ensure_ascii=False, sort_keys=True))
    context = json.dumps(dict(sorted(PREFIXES.items())), indent=4, ensure_ascii=False)
    graph_text = ",\n    ".join(lines)
    return f'{{\n  "@context": {context[:-1]}  }},\n  "@graph": [\n    {graph_text}\n  ]\n}}\n'


def write_jsonld(graph: nx.MultiDiGraph, path: str | os.PathLike[str]) -> None:
    """Write :func:`serialize_jsonld` of the graph to ``path`` atomically."""
    write_text(path, serialize_jsonld(graph))


def _order(value: Any) -> tuple[str, ...]:
    if isinstance(value, str):  # a compact @type
        return (value,)
    return (
        value.get("@id", ""),
        value.get("@value", ""),
        value.get("@type", ""),
        value.get("@language", ""),
    )


def _compact(iri: Node) -> str:
    text = str(iri)
    for prefix, namespace in PREFIXES.items():
        if text.startswith(namespace) and _LOCAL_NAME.fullmatch(text[len(namespace) :]):
            return f"{prefix}:{text[len(namespace) :]}"
    return text


def _value(term: Node) -> Any:
    if isinstance(term, Literal):
        if term.language:
            return {"@value": str(term), "@language": term.language}
        if term.datatype is None or term.datatype == XSD.string:
            return {"@value": str(term)}
        return {"@value": str(term), "@type": _compact(term.datatype)}
    return {"@id": str(term)}
