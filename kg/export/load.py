"""RDF -> the typed ``networkx.MultiDiGraph``: the mapping of :mod:`kg.export.triples` reversed.

Any export (Turtle, N-Triples, JSON-LD) loads back into the shape of :mod:`kg.graph`, evidence
included, so a build can be re-exported, viewed or updated from its files.

Example:
    >>> load_graph("exports/graph.ttl").number_of_nodes()  # doctest: +SKIP
    42
"""

from __future__ import annotations

import logging
import os
from collections import defaultdict
from collections.abc import Iterable
from decimal import Decimal
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import networkx as nx
import rdflib
from rdflib.exceptions import ParserError
from rdflib.term import Literal, Node, URIRef

from kg.errors import ExportError
from kg.export.triples import DOI_RESOLVER
from kg.graph import DEFAULT_BASE_IRI, evidence_order
from kg.kinds import INSTANCE_PATHS, NODE_KINDS, RESULT_KINDS
from kg.types import AliasReason, Evidence
from kg.vocab import DCTERMS, EDGE_PROPERTIES, KG, KIND_CLASSES, PROV, RDF, RDFS, SDO, SKOS

__all__ = ["from_rdf", "load_graph", "read_rdf"]

logger = logging.getLogger(__name__)

_KIND_OF_CLASS: dict[Node, str] = {cls: kind for kind, cls in KIND_CLASSES.items()}
# A node typed with several kg classes (after RDFS inference, say) gets the most specific:
# a kind before its broader one, else the first in the table.
_RANK = {kind.name: (kind.broader is None, i) for i, kind in enumerate(NODE_KINDS)}
_FORMATS = {".ttl": "turtle", ".nt": "nt", ".jsonld": "json-ld", ".json": "json-ld"}


def from_rdf(rdf: rdflib.Graph) -> nx.MultiDiGraph:
    """Load an RDF graph in the kg ontology back into the typed multigraph.

    The inverse of :func:`kg.export.rdf.to_rdf`, except that RDF keeps no order for repeated
    values: authors and keywords come back sorted, and confidences with three decimals.

    Args:
        rdf: A graph produced by :func:`kg.export.rdf.to_rdf` (or parsed from one of its
            serializations).

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
            if current is None or _RANK[kind] < _RANK[current]:
                kinds[subject] = kind

    nodes = {subject: _node_data(rdf, subject, kind) for subject, kind in kinds.items()}
    evidence = _evidence_by_triple(rdf, nodes)
    _add_alias_reasons(rdf, nodes)
    graph = nx.MultiDiGraph(base_iri=_guess_base(nodes))
    for subject in sorted(nodes):
        graph.add_node(str(subject), **nodes[subject])

    edges = []
    for key, prop in EDGE_PROPERTIES.items():
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
        same_as = [
            str(o) for o in rdf.objects(subject, SDO.sameAs) if str(o).startswith(DOI_RESOLVER)
        ]
        derived = _one(rdf, subject, KG.labelDerived)
        data.update(
            key=key,
            title=_text(rdf, subject, DCTERMS.title),
            label_derived=isinstance(derived, Literal) and derived.toPython() is True,
            abstract=_text(rdf, subject, DCTERMS.abstract) or "",
            authors=_texts(rdf, subject, DCTERMS.creator),
            year=_year(_text(rdf, subject, DCTERMS.date)),
            doi=unquote(min(same_as)[len(DOI_RESOLVER) :]) if same_as else None,
            url=_text(rdf, subject, SDO.url),
            identifier=identifiers[0] if identifiers else None,
            keywords=_texts(rdf, subject, DCTERMS.subject),
            source=_text(rdf, subject, DCTERMS.source) or "",
        )
    elif kind in RESULT_KINDS:
        data["value"] = _text(rdf, subject, KG.value) or ""
    elif kind == "CodeRepository":
        data["url"] = _text(rdf, subject, SDO.codeRepository) or label
    elif kind == "Venue" and (year := _year(_text(rdf, subject, DCTERMS.date))) is not None:
        data["year"] = year
    return data


def _year(text: str | None) -> int | None:
    return int(text[:4]) if text and text[:4].isdigit() else None


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


def _add_alias_reasons(rdf: rdflib.Graph, nodes: dict[URIRef, dict[str, Any]]) -> None:
    """Each node's ``alias_reasons`` from its kg:AliasReason nodes, in the order of its aliases
    (a reason for an alias the node lacks, or of a node not in the graph, is skipped)."""
    found: dict[URIRef, dict[str, AliasReason]] = defaultdict(dict)
    for node in rdf.subjects(RDF.type, KG.AliasReason):
        entity, alias = _one(rdf, node, RDF.subject), _text(rdf, node, RDF.object)
        data = nodes.get(entity) if isinstance(entity, URIRef) else None
        if data is None or alias is None or alias not in data["aliases"]:
            logger.warning("skipping alias reason %s: not an alias of a kg node", node)
            continue
        paper = _one(rdf, node, PROV.wasDerivedFrom)
        paper_data = nodes.get(paper) if isinstance(paper, URIRef) else None
        papers = _text(rdf, node, KG.aliasPaperCount) or "0"
        found[entity][alias] = AliasReason(
            alias=alias,
            rule=_text(rdf, node, KG.mergeRule) or "",
            paper=paper_data["key"] if paper_data and paper_data["kind"] == "Paper" else None,
            papers=int(papers) if papers.isdigit() else 0,
        )
    for entity, reasons in found.items():
        aliases = nodes[entity]["aliases"]
        nodes[entity]["alias_reasons"] = tuple(reasons[a] for a in aliases if a in reasons)


def _guess_base(nodes: Iterable[URIRef]) -> str:
    """The base IRI the instance IRIs were minted under (``<base>paper/...``).

    The rightmost path segment decides: under ``https://x.org/paper/kg/`` a method is
    ``https://x.org/paper/kg/method/m``, whose base is not ``https://x.org/``.
    """
    for node in sorted(nodes):
        bases = [
            base
            for base, sep, _ in (str(node).rpartition(f"{path}/") for path in INSTANCE_PATHS)
            if sep and base.endswith(("/", "#"))
        ]
        if bases:
            return max(bases, key=len)
    return DEFAULT_BASE_IRI


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
