"""The graph of a store directory, whole or only around one node, for the view and validation.

A focused view of a large build does not need the whole graph: the node is found by a label
query, its neighbourhood by one query per step away from it, and only those nodes' triples
(and the evidence of the edges between them) are fetched with SPARQL ``CONSTRUCT`` and loaded
into the typed multigraph. The result is the same graph :func:`kg.export.view.focus_subgraph`
cuts from the whole file.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable

import networkx as nx
import pyoxigraph
import rdflib

from kg.errors import ExportError
from kg.export.load import from_rdf
from kg.export.store import open_store
from kg.export.view.focus import find_node, focus_subgraph
from kg.vocab import KG_NAMESPACE, PROV, RDF, RDFS, SDO, SKOS

__all__ = ["focus_from_store", "graph_of_store", "rdf_of_store"]

_SUGGESTIONS = 5
_CHUNK = 400  # IRIs per VALUES block
_KEPT_OBJECTS = {str(RDF.type), str(SDO.sameAs)}
_HEAD = (
    f"PREFIX kg: <{KG_NAMESPACE}> PREFIX rdf: <{RDF}> PREFIX rdfs: <{RDFS}> PREFIX skos: <{SKOS}>\n"
)
_IRI = re.compile(r"https?://[^\s<>\"{}|\\^`]+")


def rdf_of_store(store: pyoxigraph.Store) -> rdflib.Graph:
    """Every triple of the store's default graph, as an rdflib graph."""
    return _to_rdflib(store.query("CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o }"))


def graph_of_store(path: str | os.PathLike[str]) -> nx.MultiDiGraph:
    """The whole typed multigraph held by a store directory written by ``kg build``.

    Raises:
        ExportError: Not a store, or no kg nodes in it.
    """
    graph = from_rdf(rdf_of_store(open_store(path)))
    if graph.number_of_nodes() == 0:
        raise ExportError(f"{path}: no kg nodes found in the store; is it a kg build's store?")
    return graph


def focus_from_store(
    path: str | os.PathLike[str], name: str, *, depth: int = 1, kind: str | None = None
) -> tuple[nx.MultiDiGraph, str]:
    """The neighbourhood of the node named ``name`` (IRI, label or alias), and that node's IRI.

    Raises:
        ExportError: No node or several have that name (as :func:`kg.export.view.find_node`
            says), ``kind`` matches no node nearby, or the store cannot be opened.
    """
    if depth < 0:
        raise ExportError(f"focus depth {depth}: expected 0 or more")
    store = open_store(path)
    centre = _find(store, name)
    keep = {centre}
    frontier = {centre}
    for _ in range(depth):
        frontier = _neighbours(store, frontier) - keep
        if not frontier:
            break
        keep |= frontier
    rdf = _describe(store, keep)
    graph = from_rdf(rdf)
    return focus_subgraph(graph, node=centre, kind=kind, depth=depth), centre


def _iris(nodes: Iterable[str]) -> list[str]:
    return [f"<{node}>" for node in sorted(nodes)]


def _chunks(nodes: Iterable[str]) -> Iterable[str]:
    iris = _iris(nodes)
    for start in range(0, len(iris), _CHUNK):
        yield " ".join(iris[start : start + _CHUNK])


def _find(store: pyoxigraph.Store, name: str) -> str:
    if _IRI.fullmatch(name) and store.query(f"ASK {{ <{name}> a ?class }}"):
        return name
    literal = json.dumps(name.strip().lower())
    # A union of the two label properties, typed afterwards: one scan of the labels (a
    # property path joined with the types is twenty times slower in Oxigraph).
    rows = store.query(
        _HEAD + "SELECT DISTINCT ?n ?l WHERE { { ?n rdfs:label ?l } UNION { ?n skos:altLabel ?l } "
        f"FILTER(LCASE(STR(?l)) = {literal}) }}"
    )
    candidates: dict[str, tuple[str, str]] = {}
    for row in rows:
        iri = row["n"].value
        kinds = sorted(
            r["c"].value[len(KG_NAMESPACE) :]
            for r in store.query(f"SELECT ?c WHERE {{ <{iri}> a ?c }}")
            if r["c"].value.startswith(KG_NAMESPACE)
        )
        if kinds and iri not in candidates:
            candidates[iri] = (kinds[0], row["l"].value)
    if candidates:
        # The exact rules (Unicode folding, ambiguity) are find_node's, on the candidates alone.
        small = nx.MultiDiGraph()
        for iri, (kind, label) in candidates.items():
            labels = _labels(store, iri)
            small.add_node(iri, kind=kind, label=labels[0] or label, aliases=tuple(labels[1:]))
        return find_node(small, name)
    near = sorted(
        row["l"].value
        for row in store.query(
            _HEAD + "SELECT DISTINCT ?l WHERE { ?n rdfs:label ?l . "
            f"FILTER(CONTAINS(LCASE(STR(?l)), {literal})) }} LIMIT {_SUGGESTIONS * 4}"
        )
    )
    hint = f"; labels containing it: {'; '.join(near[:_SUGGESTIONS])}" if near else ""
    raise ExportError(f"no node has the IRI, label or alias {name!r}{hint}")


def _labels(store: pyoxigraph.Store, iri: str) -> list[str]:
    label = [r["l"].value for r in store.query(f"SELECT ?l WHERE {{ <{iri}> <{RDFS.label}> ?l }}")]
    aliases = sorted(
        r["l"].value for r in store.query(f"SELECT ?l WHERE {{ <{iri}> <{SKOS.altLabel}> ?l }}")
    )
    return [label[0] if label else "", *aliases]


def _neighbours(store: pyoxigraph.Store, nodes: set[str]) -> set[str]:
    """The kg nodes one edge away from ``nodes``, whatever its direction (not evidence)."""
    found: set[str] = set()
    for values in _chunks(nodes):
        query = (
            _HEAD + f"SELECT DISTINCT ?m WHERE {{ VALUES ?n {{ {values} }} "
            "{ ?n ?p ?m } UNION { ?m ?p ?n } ?m a ?class . "
            "FILTER(isIRI(?m) && STRSTARTS(STR(?class), STR(kg:)) && ?class != kg:Evidence) }"
        )
        found.update(row["m"].value for row in store.query(query))
    return found


def _describe(store: pyoxigraph.Store, keep: set[str]) -> rdflib.Graph:
    """The triples of the kept nodes (edges only between them), the evidence of those edges,
    and the type and key of each paper that evidence comes from."""
    rdf = rdflib.Graph()
    for values in _chunks(keep):
        for triple in store.query(
            f"CONSTRUCT {{ ?n ?p ?o }} WHERE {{ VALUES ?n {{ {values} }} ?n ?p ?o }}"
        ):
            obj = triple.object
            if (
                isinstance(obj, pyoxigraph.NamedNode)
                and obj.value not in keep
                and triple.predicate.value not in _KEPT_OBJECTS
            ):
                continue
            rdf.add(_triple(triple))
    # The evidence of the edges between kept nodes: found by subject, kept by object.
    wanted: set[str] = set()
    for values in _chunks(keep):
        query = (
            _HEAD + f"SELECT ?e ?x WHERE {{ VALUES ?s {{ {values} }} "
            "?e rdf:subject ?s ; rdf:object ?x ; a kg:Evidence }"
        )
        wanted.update(row["e"].value for row in store.query(query) if row["x"].value in keep)
    papers: set[str] = set()
    for values in _chunks(wanted):
        query = f"CONSTRUCT {{ ?e ?p ?o }} WHERE {{ VALUES ?e {{ {values} }} ?e ?p ?o }}"
        for triple in store.query(query):
            rdf.add(_triple(triple))
            if triple.predicate.value == str(PROV.wasDerivedFrom):
                papers.add(triple.object.value)
    for values in _chunks(papers - keep):
        query = (
            _HEAD + "CONSTRUCT { ?n a kg:Paper ; kg:key ?k } "
            f"WHERE {{ VALUES ?n {{ {values} }} ?n a kg:Paper ; kg:key ?k }}"
        )
        for triple in store.query(query):
            rdf.add(_triple(triple))
    return rdf


def _term(term: object) -> rdflib.term.Node:
    if isinstance(term, pyoxigraph.NamedNode):
        return rdflib.URIRef(term.value)
    if isinstance(term, pyoxigraph.BlankNode):
        return rdflib.BNode(term.value)
    if isinstance(term, pyoxigraph.Literal):
        if term.language:
            return rdflib.Literal(term.value, lang=term.language)
        datatype = term.datatype.value
        if datatype == "http://www.w3.org/2001/XMLSchema#string":
            return rdflib.Literal(term.value)
        return rdflib.Literal(term.value, datatype=rdflib.URIRef(datatype))
    raise ExportError(f"unexpected RDF term {term!r} in the store")


def _triple(triple: pyoxigraph.Triple) -> tuple[rdflib.term.Node, ...]:
    return (_term(triple.subject), _term(triple.predicate), _term(triple.object))


def _to_rdflib(triples: Iterable[pyoxigraph.Triple]) -> rdflib.Graph:
    rdf = rdflib.Graph()
    for triple in triples:
        rdf.add(_triple(triple))
    return rdf
