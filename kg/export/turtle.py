"""Turtle of the graph, rendered from :mod:`kg.export.triples` without an ``rdflib.Graph``.

The bytes are those of rdflib's Turtle serializer on :func:`kg.export.rdf.to_rdf` with the
node classes as its top classes: papers first, then the other nodes by kind
(:data:`kg.kinds.NODE_KINDS`), then evidence, alias reasons and counts; subjects sorted within each class, predicates
(``a`` and ``rdfs:label`` first) and objects within each subject, prefixed names as rdflib
makes them. The tests compare the two on every graph they build.

Example:
    >>> write_turtle(graph, "exports/graph.ttl")  # doctest: +SKIP
"""

from __future__ import annotations

import os
import re
import unicodedata
from collections.abc import Iterator

import networkx as nx

from kg.export.triples import IRI, Properties, RdfMapping, Term, check_iri
from kg.files import write_chunks
from kg.vocab import RDF, RDFS, XSD

__all__ = ["iter_turtle", "serialize_turtle", "write_turtle"]

_TYPE, _LABEL = str(RDF.type), str(RDFS.label)
_INTEGER, _DECIMAL, _BOOLEAN = str(XSD.integer), str(XSD.decimal), str(XSD.boolean)
# rdflib's rules for splitting an IRI into namespace and local name (rdflib.namespace.split_uri).
_NAME_START = frozenset(["Ll", "Lu", "Lo", "Lt", "Nl"])
_SPLIT_START = _NAME_START | {"Nd"}
_NAME = _NAME_START | {"Mc", "Me", "Mn", "Lm", "Nd"}
_NAME_CHARS = frozenset("\u00b7\u0387-._%()")
_LONE_PERCENT = re.compile(r"%(?![0-9A-Fa-f]{2})")


class _Names:
    """Prefixed names as rdflib's Turtle serializer makes them, and the prefixes used."""

    def __init__(self, namespaces: dict[str, str]) -> None:
        self.namespaces = namespaces
        self.prefix_of = {ns: prefix for prefix, ns in namespaces.items()}
        self.used: set[str] = set()
        self._cache: dict[str, str | None] = {}

    def pname(self, iri: str) -> str | None:
        if iri in self._cache:
            found = self._cache[iri]
        else:
            found = self._cache[iri] = self._compute(iri)
        if found is not None:
            self.used.add(found.partition(":")[0])
        return found

    def _compute(self, iri: str) -> str | None:
        namespace = _split_namespace(check_iri(iri))
        # rdflib prefers the longest bound namespace that extends the split point.
        longer = [ns for ns in self.prefix_of if ns.startswith(namespace) and iri.startswith(ns)]
        if longer:
            namespace = max(longer, key=len)
        prefix = self.prefix_of.get(namespace)
        if prefix is None:
            return None
        local = iri[len(namespace) :].replace("(", r"\(").replace(")", r"\)")
        local = _LONE_PERCENT.sub("\\%", local)
        if local.endswith("."):
            return None
        return f"{prefix}:{local}"

    def iri(self, iri: str) -> str:
        return self.pname(iri) or f"<{iri}>"

    def header(self) -> str:
        return "".join(
            f"@prefix {prefix}: <{self.namespaces[prefix]}> .\n" for prefix in sorted(self.used)
        )


def _split_namespace(iri: str) -> str:
    """The namespace part of rdflib's ``split_uri`` (the whole IRI when it cannot split)."""
    for i in range(len(iri) - 1, -1, -1):
        c = iri[i]
        if unicodedata.category(c) in _NAME or c in _NAME_CHARS:
            continue
        for j in range(i, len(iri)):
            if unicodedata.category(iri[j]) in _SPLIT_START or iri[j] == "_":
                return iri[:j] if j else iri
        break
    return iri


def _quote(value: str) -> str:
    if "\n" in value:
        encoded = value.replace("\\", "\\\\")
        if '"""' in value:
            encoded = encoded.replace('"""', '\\"\\"\\"')
        if encoded[-1] == '"' and encoded[-2] != "\\":
            encoded = encoded[:-1] + "\\" + '"'
        encoded = encoded.replace("\r", "\\r")
        return f'"""{encoded}"""'
    encoded = value.replace("\\", "\\\\").replace('"', '\\"').replace("\r", "\\r")
    return f'"{encoded}"'


def _object(names: _Names, obj: Term) -> str:
    kind, value, datatype = obj
    if kind == IRI:
        return names.iri(value)
    if datatype is None:
        return _quote(value)
    pname = names.pname(datatype)  # rdflib registers the datatype's prefix even if unused
    if datatype in (_INTEGER, _BOOLEAN):
        return value.lower() if datatype == _BOOLEAN else value
    if datatype == _DECIMAL:
        return value if ("." in value or "e" in value or "E" in value) else value + ".0"
    return f"{_quote(value)}^^{pname or f'<{datatype}>'}"


def _block(names: _Names, node: str, props: Properties) -> str:
    order = [p for p in (_TYPE, _LABEL) if p in props] + sorted(
        p for p in props if p not in (_TYPE, _LABEL)
    )
    parts = [names.iri(node)]
    for i, prop in enumerate(order):
        verb = "a" if prop == _TYPE else names.iri(prop)
        objects = sorted(props[prop], key=lambda o: (o[0], o[1], o[2] or ""))
        rendered = ",\n        ".join(_object(names, o) for o in objects)
        parts.append(f"{' ' if i == 0 else ' ;' + chr(10) + '    '}{verb} {rendered}")
    return "".join(parts)


def iter_turtle(graph: nx.MultiDiGraph, *, chunk_subjects: int = 20_000) -> Iterator[str]:
    """The Turtle text of the graph in chunks: the prefixes, then blocks of subjects.

    The chunks joined are :func:`serialize_turtle`. The prefix lines come first but list only
    the prefixes used, so they are found in a first pass over the graph's IRIs (cheap: names
    are cached).

    Raises:
        ExportError: A node kind or edge key is not part of the ontology, or an IRI is invalid.
    """
    mapping = RdfMapping(graph)
    names = _Names(mapping.namespaces)
    ordered = mapping.subjects(order="class")
    for node in ordered:
        names.pname(node)
        for prop, objects in mapping.properties(node).items():
            names.pname(prop)
            for kind, value, datatype in objects:
                if kind == IRI:
                    names.pname(value)
                elif datatype is not None:
                    names.pname(datatype)
    yield names.header()
    blocks: list[str] = []
    for node in ordered:
        blocks.append(f"\n{_block(names, node, mapping.properties(node))} .\n")
        if len(blocks) >= chunk_subjects:
            yield "".join(blocks)
            blocks = []
    blocks.append("\n")
    yield "".join(blocks)


def serialize_turtle(graph: nx.MultiDiGraph) -> str:
    """Turtle text of the graph: papers first, evidence and alias reasons last, sorted within."""
    return "".join(iter_turtle(graph))


def write_turtle(graph: nx.MultiDiGraph, path: str | os.PathLike[str]) -> None:
    """Write :func:`iter_turtle` of the graph to ``path`` atomically."""
    # rdflib's Turtle writer replaces what UTF-8 cannot encode (lone surrogates).
    write_chunks(path, iter_turtle(graph), errors="replace")
