"""Export stage: the typed ``networkx.MultiDiGraph`` (see :mod:`kg.graph`) <-> RDF.

``to_rdf`` is the mechanical loop (node ``kind`` -> class, edge key -> property, evidence ->
one ``kg:Evidence`` node per item); ``from_rdf`` is the same loop reversed, so any export can
be loaded back into the networkx shape, evidence included.

The serializers are deterministic: the same networkx graph always gives the same bytes.
No blank nodes are produced (every node has a stable IRI).

Example:
    >>> write_turtle(graph, "exports/graph.ttl")  # doctest: +SKIP
    >>> load_graph("exports/graph.ttl").number_of_nodes()  # doctest: +SKIP
    42
"""

from __future__ import annotations

import io
import json
import logging
import os
import re
from collections import defaultdict
from collections.abc import Callable, Iterable
from decimal import Decimal
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote

import networkx as nx
import rdflib
from rdflib.exceptions import ParserError
from rdflib.plugins.serializers.turtle import TurtleSerializer
from rdflib.term import Literal, Node, URIRef

from kg.errors import ExportError
from kg.files import write_text
from kg.graph import DEFAULT_BASE_IRI, evidence_order, paper_iri
from kg.text import short_hash
from kg.types import Evidence, Predicate
from kg.vocab import DCTERMS, KG, PREFIXES, PROV, RDF, RDFS, SDO, SKOS, XSD

__all__ = [
    "decimal_lexical",
    "from_rdf",
    "load_graph",
    "read_rdf",
    "serialize_graphml",
    "serialize_jsonld",
    "serialize_ntriples",
    "serialize_turtle",
    "to_rdf",
    "write_graphml",
    "write_jsonld",
    "write_ntriples",
    "write_turtle",
]

logger = logging.getLogger(__name__)

# Most specific first: a node typed with several kg classes (e.g. after RDFS inference) gets
# the first one listed here as its kind.
_KINDS = (
    "Model",
    "Benchmark",
    "Method",
    "Dataset",
    "Task",
    "Metric",
    "Concept",
    "Paper",
    "Result",
    "Venue",
    "CodeRepository",
)
_CLASS_OF_KIND: dict[str, URIRef] = {kind: getattr(KG, kind) for kind in _KINDS}
_KIND_OF_CLASS: dict[Node, str] = {cls: kind for kind, cls in _CLASS_OF_KIND.items()}

_PROPERTY_OF_KEY: dict[str, URIRef] = {p.value: getattr(KG, p.value) for p in Predicate}
_PROPERTY_OF_KEY.update(
    {"isPartOf": DCTERMS.isPartOf, "metric": KG.metric, "onDataset": KG.onDataset}
)
_KEY_OF_PROPERTY = {prop: key for key, prop in _PROPERTY_OF_KEY.items()}

# Path segments of instance IRIs under the base (see kg.graph), bound as Turtle prefixes.
INSTANCE_PATHS = (
    "paper",
    "method",
    "model",
    "dataset",
    "task",
    "metric",
    "concept",
    "code",
    "result",
    "venue",
    "evidence",
)
_DOI_RESOLVER = "https://doi.org/"
_DECIMAL = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)")
# Characters XML 1.0 cannot carry, even escaped.
_XML_INVALID = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
_FORMATS = {".ttl": "turtle", ".nt": "nt", ".jsonld": "json-ld", ".json": "json-ld"}


# ---------------------------------------------------------------------------- networkx -> RDF


def to_rdf(graph: nx.MultiDiGraph) -> rdflib.Graph:
    """Convert the typed multigraph into an RDF graph in the kg ontology.

    Args:
        graph: A graph shaped as described in :mod:`kg.graph`.

    Returns:
        An ``rdflib.Graph`` with kg's prefixes bound; no blank nodes.

    Raises:
        ExportError: A node kind or edge key is not part of the ontology.
    """
    base = _base_iri(graph)
    rdf = rdflib.Graph(bind_namespaces="none")
    for prefix, namespace in PREFIXES.items():
        rdf.bind(prefix, namespace)
    for path in INSTANCE_PATHS:
        rdf.bind(path, f"{base}{path}/")

    paper_of_key: dict[str, URIRef] = {}
    for node, data in graph.nodes(data=True):
        kind = data.get("kind")
        if kind not in _CLASS_OF_KIND:
            raise ExportError(
                f"node {node}: unknown kind {kind!r}; expected one of {', '.join(_KINDS)}"
            )
        subject = URIRef(node)
        _add_node(rdf, subject, kind, data)
        if kind == "Paper":
            paper_of_key[data["key"]] = subject

    evidence_iris: set[URIRef] = set()
    for u, v, key, data in graph.edges(keys=True, data=True):
        prop = _PROPERTY_OF_KEY.get(key)
        if prop is None:
            raise ExportError(
                f"edge {u} -> {v}: unknown predicate {key!r}; expected one of {', '.join(_PROPERTY_OF_KEY)}"
            )
        s, o = URIRef(u), URIRef(v)
        rdf.add((s, prop, o))
        for evidence in data.get("evidence", ()):
            paper = paper_of_key.get(evidence.paper) or URIRef(paper_iri(base, evidence.paper))
            _add_evidence(rdf, base, (s, prop, o), evidence, paper, evidence_iris)
    return rdf


def _base_iri(graph: nx.MultiDiGraph) -> str:
    base = str(graph.graph.get("base_iri") or DEFAULT_BASE_IRI)
    return base if base.endswith(("/", "#")) else base + "/"


def _add_node(rdf: rdflib.Graph, subject: URIRef, kind: str, data: dict[str, Any]) -> None:
    rdf.add((subject, RDF.type, _CLASS_OF_KIND[kind]))
    label = Literal(data["label"])
    rdf.add((subject, RDFS.label, label))
    rdf.add((subject, SKOS.prefLabel, label))
    for alias in data.get("aliases", ()):
        rdf.add((subject, SKOS.altLabel, Literal(alias)))
    if kind == "Paper":
        _add_paper(rdf, subject, data)
    elif kind == "Result":
        value = data["value"]
        rdf.add((subject, KG.value, Literal(value)))
        if _DECIMAL.fullmatch(value):
            rdf.add(
                (subject, KG.numericValue, Literal(decimal_lexical(value), datatype=XSD.decimal))
            )
    elif kind == "CodeRepository" and data.get("url"):
        rdf.add((subject, SDO.codeRepository, Literal(data["url"], datatype=XSD.anyURI)))


def decimal_lexical(value: str) -> str:
    """The lexical form of an ``xsd:decimal`` that survives Turtle: always with a point.

    Turtle writes a decimal as a bare number, which needs a point, so rdflib writes "20" as
    ``20.0``; parsed back that is "20.0", another literal. ``"20"`` -> ``"20.0"``.
    """
    text = str(Literal(value, datatype=XSD.decimal))  # rdflib's normal form: 007 -> 7, .5 -> 0.5
    return text if "." in text else f"{text}.0"


def _add_paper(rdf: rdflib.Graph, subject: URIRef, data: dict[str, Any]) -> None:
    add = rdf.add
    add((subject, KG.key, Literal(data["key"])))
    add((subject, DCTERMS.identifier, Literal(data["key"])))
    if data.get("identifier"):
        add((subject, DCTERMS.identifier, Literal(data["identifier"])))
    if data.get("title"):
        add((subject, DCTERMS.title, Literal(data["title"])))
    if data.get("label_derived"):
        add((subject, KG.labelDerived, Literal(True)))
    add((subject, DCTERMS.abstract, Literal(data["abstract"])))
    for author in data.get("authors", ()):
        add((subject, DCTERMS.creator, Literal(author)))
    if data.get("year") is not None:
        add((subject, DCTERMS.date, Literal(f"{int(data['year']):04d}", datatype=XSD.gYear)))
    for keyword in data.get("keywords", ()):
        add((subject, DCTERMS.subject, Literal(keyword)))
    if data.get("url"):
        add((subject, SDO.url, Literal(data["url"], datatype=XSD.anyURI)))
    if data.get("doi"):
        # Percent-encode what an IRI cannot hold (DOIs may contain <, >, spaces...); "%" too,
        # so unquote() gives the DOI back exactly.
        add(
            (
                subject,
                SDO.sameAs,
                URIRef(_DOI_RESOLVER + quote(data["doi"], safe="/:;()._-~!$&'*+,=@")),
            )
        )
    if data.get("source"):
        add((subject, DCTERMS.source, Literal(data["source"])))


def _add_evidence(
    rdf: rdflib.Graph,
    base: str,
    triple: tuple[URIRef, URIRef, URIRef],
    evidence: Evidence,
    paper: URIRef,
    seen: set[URIRef],
) -> None:
    s, p, o = triple
    digest = short_hash(
        s,
        p,
        o,
        evidence.paper,
        str(evidence.start),
        str(evidence.end),
        evidence.extractor,
        length=16,
    )
    node = URIRef(f"{base}evidence/{digest}")
    if node in seen:
        # Same sentence, same extractor, another confidence: the graph stage sorts evidence
        # highest confidence first, so the node keeps the best one.
        logger.debug(
            "duplicate evidence for %s %s %s at %d-%d skipped",
            s,
            p,
            o,
            evidence.start,
            evidence.end,
        )
        return
    seen.add(node)
    for prop, obj in (
        (RDF.type, KG.Evidence),
        (RDF.subject, s),
        (RDF.predicate, p),
        (RDF.object, o),
        (KG.sentence, Literal(evidence.sentence)),
        (KG.startOffset, Literal(evidence.start)),
        (KG.endOffset, Literal(evidence.end)),
        (KG.extractor, Literal(evidence.extractor)),
        (KG.confidence, Literal(f"{evidence.confidence:.3f}", datatype=XSD.decimal)),
        (PROV.wasDerivedFrom, paper),
    ):
        rdf.add((node, prop, obj))


# ---------------------------------------------------------------------------- RDF -> networkx


def from_rdf(rdf: rdflib.Graph) -> nx.MultiDiGraph:
    """Load an RDF graph in the kg ontology back into the typed multigraph.

    The inverse of :func:`to_rdf`, except that RDF keeps no order for repeated values:
    authors and keywords come back sorted, and confidences with three decimals.

    Args:
        rdf: A graph produced by :func:`to_rdf` (or parsed from one of its serializations).

    Returns:
        A graph shaped as described in :mod:`kg.graph`.

    Raises:
        ExportError: Evidence that does not point at a paper with a ``kg:key``.
    """
    kinds: dict[URIRef, str] = {}
    for subject, cls in rdf.subject_objects(RDF.type):
        kind = _KIND_OF_CLASS.get(cls)
        if kind is not None and isinstance(subject, URIRef):
            current = kinds.get(subject)
            if current is None or _KINDS.index(kind) < _KINDS.index(current):
                kinds[subject] = kind

    nodes = {subject: _node_data(rdf, subject, kind) for subject, kind in kinds.items()}
    evidence = _evidence_by_triple(rdf, nodes)
    graph = nx.MultiDiGraph(base_iri=_guess_base(nodes))
    for subject in sorted(nodes):
        graph.add_node(str(subject), **nodes[subject])

    edges = []
    for prop, key in _KEY_OF_PROPERTY.items():
        for s, o in rdf.subject_objects(prop):
            if s not in nodes or o not in nodes:
                logger.warning("skipping %s %s %s: an end is not a typed kg node", s, prop, o)
                continue
            found = tuple(sorted(evidence.get((s, prop, o), ()), key=evidence_order))
            edges.append((str(s), str(o), key, {"evidence": found}))
    edges.sort(key=lambda e: (e[0], e[2], e[1]))
    graph.add_edges_from(edges)
    return graph


def _one(rdf: rdflib.Graph, subject: Node, prop: URIRef) -> Node | None:
    """The smallest value of a property (deterministic if there are several), or None."""
    values = sorted(rdf.objects(subject, prop), key=lambda term: term.n3())
    return values[0] if values else None


def _text(rdf: rdflib.Graph, subject: Node, prop: URIRef) -> str | None:
    value = _one(rdf, subject, prop)
    return None if value is None else str(value)


def _texts(rdf: rdflib.Graph, subject: Node, prop: URIRef) -> tuple[str, ...]:
    return tuple(sorted(str(value) for value in rdf.objects(subject, prop)))


def _node_data(rdf: rdflib.Graph, subject: URIRef, kind: str) -> dict[str, Any]:
    label = _text(rdf, subject, RDFS.label) or _text(rdf, subject, SKOS.prefLabel) or str(subject)
    data: dict[str, Any] = {
        "kind": kind,
        "label": label,
        "aliases": _texts(rdf, subject, SKOS.altLabel),
    }
    if kind == "Paper":
        key = _text(rdf, subject, KG.key) or _text(rdf, subject, DCTERMS.identifier) or str(subject)
        identifiers = [i for i in _texts(rdf, subject, DCTERMS.identifier) if i != key]
        year = _text(rdf, subject, DCTERMS.date)
        same_as = [
            str(o) for o in rdf.objects(subject, SDO.sameAs) if str(o).startswith(_DOI_RESOLVER)
        ]
        derived = _one(rdf, subject, KG.labelDerived)
        data.update(
            key=key,
            title=_text(rdf, subject, DCTERMS.title),
            label_derived=isinstance(derived, Literal) and derived.toPython() is True,
            abstract=_text(rdf, subject, DCTERMS.abstract) or "",
            authors=_texts(rdf, subject, DCTERMS.creator),
            year=int(year[:4]) if year and year[:4].isdigit() else None,
            doi=unquote(min(same_as)[len(_DOI_RESOLVER) :]) if same_as else None,
            url=_text(rdf, subject, SDO.url),
            identifier=identifiers[0] if identifiers else None,
            keywords=_texts(rdf, subject, DCTERMS.subject),
            source=_text(rdf, subject, DCTERMS.source) or "",
        )
    elif kind == "Result":
        data["value"] = _text(rdf, subject, KG.value) or ""
    elif kind == "CodeRepository":
        data["url"] = _text(rdf, subject, SDO.codeRepository) or label
    return data


def _evidence_by_triple(
    rdf: rdflib.Graph, nodes: dict[URIRef, dict[str, Any]]
) -> dict[tuple[Node, Node, Node], list[Evidence]]:
    found: dict[tuple[Node, Node, Node], list[Evidence]] = defaultdict(list)
    for node in rdf.subjects(RDF.type, KG.Evidence):
        paper = _one(rdf, node, PROV.wasDerivedFrom)
        paper_data = nodes.get(paper) if isinstance(paper, URIRef) else None
        if paper_data is None or paper_data["kind"] != "Paper":
            raise ExportError(
                f"evidence {node}: prov:wasDerivedFrom {paper} is not a kg:Paper in the graph"
            )
        try:
            item = Evidence(
                paper=paper_data["key"],
                sentence=_text(rdf, node, KG.sentence) or "",
                start=int(_text(rdf, node, KG.startOffset) or ""),
                end=int(_text(rdf, node, KG.endOffset) or ""),
                extractor=_text(rdf, node, KG.extractor) or "",
                confidence=float(Decimal(_text(rdf, node, KG.confidence) or "")),
            )
        except (ValueError, ArithmeticError) as e:
            raise ExportError(
                f"evidence {node}: missing or malformed offsets or confidence ({e})"
            ) from e
        triple = (
            _one(rdf, node, RDF.subject),
            _one(rdf, node, RDF.predicate),
            _one(rdf, node, RDF.object),
        )
        found[triple].append(item)  # type: ignore[index]
    return found


def _guess_base(nodes: Iterable[URIRef]) -> str:
    """The base IRI the instance IRIs were minted under (``<base>paper/...``)."""
    for node in sorted(nodes):
        for path in INSTANCE_PATHS:
            base, sep, _ = str(node).rpartition(f"{path}/")
            if sep and base.endswith(("/", "#")):
                return base
    return DEFAULT_BASE_IRI


# ---------------------------------------------------------------------------- serializations


class _TurtleSerializer(TurtleSerializer):
    """rdflib's Turtle writer with papers first, then the other nodes by class, evidence last.

    rdflib sorts subjects within each of these classes, and predicates and objects within
    each subject, so the output depends only on the triples.
    """

    topClasses = [
        _CLASS_OF_KIND[kind] for kind in ("Paper", "Venue", *_KINDS[:7], "CodeRepository", "Result")
    ] + [KG.Evidence]


def serialize_turtle(graph: nx.MultiDiGraph) -> str:
    """Turtle text of the graph: papers first, evidence last, everything sorted within."""
    stream = io.BytesIO()
    _TurtleSerializer(to_rdf(graph)).serialize(stream, encoding="utf-8")
    return stream.getvalue().decode("utf-8")


def serialize_ntriples(graph: nx.MultiDiGraph) -> str:
    """N-Triples text of the graph, one triple per line, lines sorted."""
    # split("\n"), not splitlines(): literals may hold \x1c-\x1e, \x85, \u2028, which
    # N-Triples writes raw and splitlines() would cut.
    lines = to_rdf(graph).serialize(format="nt").split("\n")
    return "".join(f"{line}\n" for line in sorted(set(lines)) if line.strip())


def serialize_jsonld(graph: nx.MultiDiGraph) -> str:
    """JSON-LD text of the graph: kg's prefixes as ``@context``, one ``@graph`` node per line.

    Nodes are sorted by ``@id``, properties by name, values by content; every property value
    is an array and typed literals keep their lexical form, so consumers get one shape and
    the output is stable.
    """
    rdf = to_rdf(graph)
    names: dict[Node, str] = {}
    by_subject: dict[Node, dict[str, list[Any]]] = defaultdict(lambda: defaultdict(list))
    for s, p, o in rdf:
        if p == RDF.type:
            by_subject[s]["@type"].append(_compact(o))
            continue
        name = names.get(p) or names.setdefault(p, _compact(p))
        by_subject[s][name].append(_jsonld_value(o))
    lines = []
    for subject in sorted(by_subject, key=str):
        props = by_subject[subject]
        node: dict[str, Any] = {"@id": str(subject)}
        for name in sorted(props):
            node[name] = sorted(props[name], key=_jsonld_order)
        # One compact line per node: readable, diffable, and the fast C encoder.
        lines.append(json.dumps(node, ensure_ascii=False, sort_keys=True))
    context = json.dumps(dict(sorted(PREFIXES.items())), indent=4, ensure_ascii=False)
    graph_text = ",\n    ".join(lines)
    return f'{{\n  "@context": {context[:-1]}  }},\n  "@graph": [\n    {graph_text}\n  ]\n}}\n'


def _jsonld_order(value: Any) -> tuple[str, ...]:
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
        if text.startswith(namespace) and re.fullmatch(r"[A-Za-z_][\w.-]*", text[len(namespace) :]):
            return f"{prefix}:{text[len(namespace) :]}"
    return text


def _jsonld_value(term: Node) -> Any:
    if isinstance(term, Literal):
        if term.language:
            return {"@value": str(term), "@language": term.language}
        if term.datatype is None or term.datatype == XSD.string:
            return {"@value": str(term)}
        return {"@value": str(term), "@type": _compact(term.datatype)}
    return {"@id": str(term)}


def serialize_graphml(graph: nx.MultiDiGraph) -> str:
    """GraphML text of the graph, for Gephi and networkx users.

    GraphML holds only scalars: tuples (aliases, authors, keywords) are joined with
    ``" | "``, None values are left out, and an edge's evidence becomes its first sentence
    (``evidence``) and the number of items (``evidence_count``).
    """
    flat = nx.MultiDiGraph()
    flat.graph["base_iri"] = _base_iri(graph)
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


def _scalar(value: Any) -> str | int | float | bool:
    if isinstance(value, (bool, int, float)):
        return value
    if isinstance(value, (tuple, list)):
        return _xml_safe(" | ".join(str(item) for item in value))
    return _xml_safe(str(value))


def _xml_safe(text: str) -> str:
    return _XML_INVALID.sub("\ufffd", text)


# ---------------------------------------------------------------------------- files


def _atomic_write(path: str | os.PathLike[str], text: str) -> None:
    """Write text to ``path`` atomically (:func:`kg.files.write_text`)."""
    write_text(path, text)


def _writer(
    serialize: Callable[[nx.MultiDiGraph], str], name: str
) -> Callable[[nx.MultiDiGraph, str | os.PathLike[str]], None]:
    def write(graph: nx.MultiDiGraph, path: str | os.PathLike[str]) -> None:
        _atomic_write(path, serialize(graph))

    write.__name__ = write.__qualname__ = f"write_{name}"
    write.__doc__ = f"Write :func:`serialize_{name}` of the graph to ``path`` atomically."
    return write


write_turtle = _writer(serialize_turtle, "turtle")
write_ntriples = _writer(serialize_ntriples, "ntriples")
write_jsonld = _writer(serialize_jsonld, "jsonld")
write_graphml = _writer(serialize_graphml, "graphml")


def read_rdf(path: str | os.PathLike[str]) -> rdflib.Graph:
    """Parse a Turtle (``.ttl``), N-Triples (``.nt``) or JSON-LD (``.jsonld``) file.

    Raises:
        ExportError: The extension is not one of these, or the file cannot be read or parsed
            (the message names the file and, where the parser gives it, the line).
    """
    source = Path(path)
    fmt = _FORMATS.get(source.suffix.lower())
    if fmt is None:
        raise ExportError(
            f"{source}: unknown graph format {source.suffix!r}; expected a .ttl, .nt or .jsonld file"
        )
    rdf = rdflib.Graph()
    try:
        rdf.parse(source, format=fmt)
    except FileNotFoundError as e:
        raise ExportError(f"{source}: no such file") from e
    except (OSError, SyntaxError, ValueError, ParserError) as e:
        # rdflib's Turtle errors (BadSyntax) are SyntaxErrors, N-Triples ones ParserErrors,
        # JSON ones ValueErrors.
        detail = " ".join(str(e).split())
        raise ExportError(
            f"{source}: not valid {fmt} ({detail}); re-export it with kg build"
        ) from e
    return rdf


def load_graph(path: str | os.PathLike[str]) -> nx.MultiDiGraph:
    """Load an exported graph file back into the typed multigraph (see :func:`from_rdf`).

    Raises:
        ExportError: The file cannot be parsed or is not a kg graph; the message names it.
    """
    rdf = read_rdf(path)
    try:
        graph = from_rdf(rdf)
    except ExportError as e:
        raise ExportError(f"{path}: {e}") from e
    if graph.number_of_nodes() == 0:
        raise ExportError(
            f"{path}: no kg nodes found (no kg:Paper, kg:Method, ...); is it a kg export?"
        )
    return graph
