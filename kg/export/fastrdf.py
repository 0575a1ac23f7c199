"""Streaming N-Triples and Turtle writers for large graphs, without an ``rdflib.Graph``.

:func:`kg.export.rdf.serialize_turtle` and :func:`kg.export.rdf.serialize_ntriples` first build an
``rdflib.Graph`` with :func:`kg.export.rdf.to_rdf` (about 1 KB of memory and 30 µs per triple), which
is fine for a few thousand abstracts and too slow and too big at 100,000 (10 million triples).
This module renders the networkx graph (shape in :mod:`kg.graph`) straight to text, one subject
at a time. It emits exactly the triples of :func:`kg.export.rdf.to_rdf`, in exactly the bytes of the
rdflib serializers (papers first and evidence last in Turtle, sorted lines in N-Triples); the
tests compare the two on every graph they build.

Example:
    >>> write_turtle(graph, "exports/graph.ttl")  # doctest: +SKIP
    >>> for chunk in iter_ntriples(graph):  # doctest: +SKIP
    ...     store.bulk_load(chunk.encode(), format=RdfFormat.N_TRIPLES)
"""

from __future__ import annotations

import os
import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterator
from typing import Any

import networkx as nx
from rdflib.term import Literal as RdfLiteral
from rdflib.term import URIRef

from kg.errors import ExportError
from kg.export.rdf import INSTANCE_PATHS, decimal_lexical
from kg.files import atomic_output
from kg.graph import DEFAULT_BASE_IRI, paper_iri
from kg.text import short_hash
from kg.types import Evidence, Predicate
from kg.vocab import KG_NAMESPACE, PREFIXES

__all__ = [
    "iter_ntriples",
    "iter_turtle",
    "serialize_ntriples",
    "serialize_turtle",
    "write_ntriples",
    "write_turtle",
]

_RDF = PREFIXES["rdf"]
_RDFS = PREFIXES["rdfs"]
_XSD = PREFIXES["xsd"]
_SKOS = PREFIXES["skos"]
_DCT = PREFIXES["dcterms"]
_SDO = PREFIXES["schema"]
_PROV = PREFIXES["prov"]
_TYPE = _RDF + "type"
_LABEL = _RDFS + "label"
_INTEGER, _DECIMAL, _BOOLEAN = _XSD + "integer", _XSD + "decimal", _XSD + "boolean"
_GYEAR, _ANY_URI = _XSD + "gYear", _XSD + "anyURI"

# Turtle lists papers first and evidence last (the order of kg.export.rdf's Turtle serializer).
_CLASS_ORDER = (
    "Paper",
    "Venue",
    "Model",
    "Benchmark",
    "Method",
    "Dataset",
    "Task",
    "Metric",
    "Concept",
    "CodeRepository",
    "Result",
)
_PROPERTY_OF_KEY = {p.value: KG_NAMESPACE + p.value for p in Predicate}
_PROPERTY_OF_KEY.update(
    {
        "isPartOf": _DCT + "isPartOf",
        "metric": KG_NAMESPACE + "metric",
        "onDataset": KG_NAMESPACE + "onDataset",
    }
)
_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)")
_INVALID_IRI = re.compile(r'[<>" {}|\\^`]')
_DOI_RESOLVER = "https://doi.org/"
_DOI_SAFE = "/:;()._-~!$&'*+,=@"
# rdflib's rules for splitting an IRI into namespace and local name (rdflib.namespace.split_uri).
_NAME_START = frozenset(["Ll", "Lu", "Lo", "Lt", "Nl"])
_SPLIT_START = _NAME_START | {"Nd"}
_NAME = _NAME_START | {"Mc", "Me", "Mn", "Lm", "Nd"}
_NAME_CHARS = frozenset("\u00b7\u0387-._%()")
_LONE_PERCENT = re.compile(r"%(?![0-9A-Fa-f]{2})")

# An object: (0, iri, None) or (1, lexical form, datatype IRI or None).
_Object = tuple[int, str, str | None]
_Subject = dict[str, set[_Object]]


def _iri(value: str) -> _Object:
    return (0, value, None)


def _text(value: str) -> _Object:
    return (1, value, None)


class _Renderer:
    """Turns the networkx graph into subjects with their predicates and objects."""

    def __init__(self, graph: nx.MultiDiGraph) -> None:
        self.graph = graph
        base = str(graph.graph.get("base_iri") or DEFAULT_BASE_IRI)
        self.base = base if base.endswith(("/", "#")) else base + "/"
        self._lexical: dict[tuple[str, str], str] = {}
        self.paper_of_key: dict[str, str] = {}
        for node, data in graph.nodes(data=True):
            kind = data.get("kind")
            if kind not in _CLASS_ORDER:
                raise ExportError(
                    f"node {node}: unknown kind {kind!r}; expected one of {', '.join(_CLASS_ORDER)}"
                )
            if kind == "Paper":
                self.paper_of_key[data["key"]] = node
        # Evidence nodes: IRI -> (edge subject, property, object, evidence, paper IRI). The
        # first item of a digest wins, as in kg.export.rdf (evidence is sorted best-first per edge).
        self.evidence: dict[str, tuple[str, str, str, Evidence, str]] = {}
        for u, v, key, data in graph.edges(keys=True, data=True):
            prop = _PROPERTY_OF_KEY.get(key)
            if prop is None:
                raise ExportError(
                    f"edge {u} -> {v}: unknown predicate {key!r}; expected one of {', '.join(_PROPERTY_OF_KEY)}"
                )
            for item in data.get("evidence", ()):
                digest = short_hash(
                    u,
                    prop,
                    v,
                    item.paper,
                    str(item.start),
                    str(item.end),
                    item.extractor,
                    length=16,
                )
                node = f"{self.base}evidence/{digest}"
                if node not in self.evidence:
                    paper = self.paper_of_key.get(item.paper) or paper_iri(self.base, item.paper)
                    self.evidence[node] = (u, prop, v, item, paper)

    def lexical(self, value: str, datatype: str) -> str:
        """The lexical form rdflib gives a typed literal (it normalises some, e.g. 01.5 -> 1.5)."""
        key = (value, datatype)
        found = self._lexical.get(key)
        if found is None:
            found = self._lexical[key] = str(RdfLiteral(value, datatype=URIRef(datatype)))
        return found

    def node(self, node: str) -> _Subject:
        data = self.graph.nodes[node]
        kind = data["kind"]
        props: _Subject = defaultdict(set)
        props[_TYPE].add(_iri(KG_NAMESPACE + kind))
        label = _text(data["label"])
        props[_LABEL].add(label)
        props[_SKOS + "prefLabel"].add(label)
        for alias in data.get("aliases", ()):
            props[_SKOS + "altLabel"].add(_text(alias))
        if kind == "Paper":
            self._paper(props, data)
        elif kind == "Result":
            value = data["value"]
            props[KG_NAMESPACE + "value"].add(_text(value))
            if _NUMBER.fullmatch(value):
                props[KG_NAMESPACE + "numericValue"].add((1, decimal_lexical(value), _DECIMAL))
        elif kind == "CodeRepository" and data.get("url"):
            props[_SDO + "codeRepository"].add((1, self.lexical(data["url"], _ANY_URI), _ANY_URI))
        for _, v, key in self.graph.out_edges(node, keys=True):
            props[_PROPERTY_OF_KEY[key]].add(_iri(v))
        return props

    def _paper(self, props: _Subject, data: dict[str, Any]) -> None:
        key = _text(data["key"])
        props[KG_NAMESPACE + "key"].add(key)
        props[_DCT + "identifier"].add(key)
        if data.get("identifier"):
            props[_DCT + "identifier"].add(_text(data["identifier"]))
        if data.get("title"):
            props[_DCT + "title"].add(_text(data["title"]))
        if data.get("label_derived"):
            props[KG_NAMESPACE + "labelDerived"].add((1, "true", _BOOLEAN))
        props[_DCT + "abstract"].add(_text(data["abstract"]))
        for author in data.get("authors", ()):
            props[_DCT + "creator"].add(_text(author))
        if data.get("year") is not None:
            year = f"{int(data['year']):04d}"
            props[_DCT + "date"].add((1, self.lexical(year, _GYEAR), _GYEAR))
        for keyword in data.get("keywords", ()):
            props[_DCT + "subject"].add(_text(keyword))
        if data.get("url"):
            props[_SDO + "url"].add((1, self.lexical(data["url"], _ANY_URI), _ANY_URI))
        if data.get("doi"):
            from urllib.parse import quote

            props[_SDO + "sameAs"].add(_iri(_DOI_RESOLVER + quote(data["doi"], safe=_DOI_SAFE)))
        if data.get("source"):
            props[_DCT + "source"].add(_text(data["source"]))

    def evidence_node(self, node: str) -> _Subject:
        s, p, o, item, paper = self.evidence[node]
        confidence = self.lexical(f"{item.confidence:.3f}", _DECIMAL)
        return {
            _TYPE: {_iri(KG_NAMESPACE + "Evidence")},
            _RDF + "subject": {_iri(s)},
            _RDF + "predicate": {_iri(p)},
            _RDF + "object": {_iri(o)},
            KG_NAMESPACE + "sentence": {_text(item.sentence)},
            KG_NAMESPACE + "startOffset": {(1, str(item.start), _INTEGER)},
            KG_NAMESPACE + "endOffset": {(1, str(item.end), _INTEGER)},
            KG_NAMESPACE + "extractor": {_text(item.extractor)},
            KG_NAMESPACE + "confidence": {(1, confidence, _DECIMAL)},
            _PROV + "wasDerivedFrom": {_iri(paper)},
        }

    def subject(self, node: str) -> _Subject:
        return self.evidence_node(node) if node in self.evidence else self.node(node)


# ---------------------------------------------------------------------------- N-Triples


def _nt_iri(value: str) -> str:
    if _INVALID_IRI.search(value):
        raise ExportError(
            f'{value!r} is not a valid IRI (it holds one of <>" {{}}|\\^`); percent-encode it'
        )
    return f"<{value}>"


def _nt_literal(value: str, datatype: str | None) -> str:
    text = value.replace("\\", "\\\\").replace("\n", "\\n").replace('"', '\\"').replace("\r", "\\r")
    return f'"{text}"^^<{datatype}>' if datatype else f'"{text}"'


def iter_ntriples(graph: nx.MultiDiGraph, *, chunk_triples: int = 200_000) -> Iterator[str]:
    """The N-Triples text of the graph in chunks of about ``chunk_triples`` lines.

    The chunks joined are :func:`kg.export.rdf.serialize_ntriples` of the graph (lines sorted); each
    chunk is whole lines, so each can be bulk-loaded into a store on its own.

    Raises:
        ExportError: A node kind or edge key is not part of the ontology, or an IRI is invalid.
    """
    renderer = _Renderer(graph)
    # Sorting subjects by "<iri>" sorts the lines, since no valid IRI holds ">".
    subjects = sorted([*graph.nodes, *renderer.evidence], key=lambda s: s + ">")
    lines: list[str] = []
    for node in subjects:
        subject = _nt_iri(node)
        block = []
        for prop, objects in renderer.subject(node).items():
            verb = _nt_iri(prop)
            for kind, value, datatype in objects:
                obj = _nt_iri(value) if kind == 0 else _nt_literal(value, datatype)
                block.append(f"{subject} {verb} {obj} .\n")
        block.sort()
        lines.extend(block)
        if len(lines) >= chunk_triples:
            yield "".join(lines)
            lines = []
    if lines:
        yield "".join(lines)


def serialize_ntriples(graph: nx.MultiDiGraph) -> str:
    """N-Triples text of the graph: the bytes of :func:`kg.export.rdf.serialize_ntriples`, faster."""
    return "".join(iter_ntriples(graph))


# ---------------------------------------------------------------------------- Turtle


class _Names:
    """Prefixed names as rdflib's Turtle serializer makes them, and the prefixes used."""

    def __init__(self, base: str) -> None:
        self.namespaces = dict(PREFIXES)
        for path in INSTANCE_PATHS:
            self.namespaces[path] = f"{base}{path}/"
        self.prefix_of = {ns: prefix for prefix, ns in self.namespaces.items()}
        self.used: set[str] = set()
        self._cache: dict[str, str | None] = {}

    def pname(self, iri: str) -> str | None:
        if iri in self._cache:
            found = self._cache[iri]
            if found is not None:
                self.used.add(found.partition(":")[0])
            return found
        found = self._cache[iri] = self._compute(iri)
        if found is not None:
            self.used.add(found.partition(":")[0])
        return found

    def _compute(self, iri: str) -> str | None:
        if _INVALID_IRI.search(iri):
            raise ExportError(
                f'{iri!r} is not a valid IRI (it holds one of <>" {{}}|\\^`); percent-encode it'
            )
        namespace = _split_namespace(iri)
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


def _ttl_quote(value: str) -> str:
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


def _ttl_object(names: _Names, obj: _Object) -> str:
    kind, value, datatype = obj
    if kind == 0:
        return names.iri(value)
    if datatype is None:
        return _ttl_quote(value)
    pname = names.pname(datatype)  # rdflib registers the datatype's prefix even if unused
    if datatype in (_INTEGER, _BOOLEAN):
        return value.lower() if datatype == _BOOLEAN else value
    if datatype == _DECIMAL:
        return value if ("." in value or "e" in value or "E" in value) else value + ".0"
    return f"{_ttl_quote(value)}^^{pname or f'<{datatype}>'}"


def _ttl_block(names: _Names, node: str, props: _Subject) -> str:
    order = [p for p in (_TYPE, _LABEL) if p in props] + sorted(
        p for p in props if p not in (_TYPE, _LABEL)
    )
    parts = [names.iri(node)]
    for i, prop in enumerate(order):
        verb = "a" if prop == _TYPE else names.iri(prop)
        objects = sorted(props[prop], key=lambda o: (o[0], o[1], o[2] or ""))
        rendered = ",\n        ".join(_ttl_object(names, o) for o in objects)
        parts.append(f"{' ' if i == 0 else ' ;' + chr(10) + '    '}{verb} {rendered}")
    return "".join(parts)


def iter_turtle(graph: nx.MultiDiGraph, *, chunk_subjects: int = 20_000) -> Iterator[str]:
    """The Turtle text of the graph in chunks: the prefixes, then blocks of subjects.

    The chunks joined are :func:`kg.export.rdf.serialize_turtle` of the graph. The prefix lines come
    first but list only the prefixes used, so they are computed in a first pass over the
    graph's IRIs (cheap: names are cached).
    """
    renderer = _Renderer(graph)
    names = _Names(renderer.base)
    by_class: dict[str, list[str]] = defaultdict(list)
    for node, data in graph.nodes(data=True):
        by_class[data["kind"]].append(node)
    ordered = [node for kind in _CLASS_ORDER for node in sorted(by_class.get(kind, ()))]
    ordered += sorted(renderer.evidence)
    # First pass: which prefixes appear (the header comes before the body).
    for node in ordered:
        names.pname(node)
        for prop, objects in renderer.subject(node).items():
            names.pname(prop)
            for kind, value, datatype in objects:
                if kind == 0:
                    names.pname(value)
                elif datatype is not None:
                    names.pname(datatype)
    yield names.header()
    blocks: list[str] = []
    for node in ordered:
        blocks.append(f"\n{_ttl_block(names, node, renderer.subject(node))} .\n")
        if len(blocks) >= chunk_subjects:
            yield "".join(blocks)
            blocks = []
    blocks.append("\n")
    yield "".join(blocks)


def serialize_turtle(graph: nx.MultiDiGraph) -> str:
    """Turtle text of the graph: the bytes of :func:`kg.export.rdf.serialize_turtle`, faster."""
    return "".join(iter_turtle(graph))


def write_ntriples(graph: nx.MultiDiGraph, path: str | os.PathLike[str]) -> None:
    """Write :func:`iter_ntriples` of the graph to ``path`` atomically."""
    with atomic_output(path) as handle:
        for chunk in iter_ntriples(graph):
            handle.write(chunk.encode("utf-8"))


def write_turtle(graph: nx.MultiDiGraph, path: str | os.PathLike[str]) -> None:
    """Write :func:`iter_turtle` of the graph to ``path`` atomically."""
    with atomic_output(path) as handle:
        for chunk in iter_turtle(graph):
            # rdflib's Turtle writer replaces what UTF-8 cannot encode (lone surrogates).
            handle.write(chunk.encode("utf-8", "replace"))
