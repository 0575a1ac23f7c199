"""The graph as an ``rdflib.Graph``: the triples of :mod:`kg.export.triples`, in rdflib terms.

For SPARQL and SHACL on a graph in memory, for JSON-LD (:mod:`kg.export.jsonld`), and as the
reference the fast writers (:mod:`kg.export.turtle`, :mod:`kg.export.ntriples`) are tested
against. :func:`kg.export.load.from_rdf` is the way back.

Example:
    >>> rdf = to_rdf(graph)  # doctest: +SKIP
    >>> len(rdf)  # doctest: +SKIP
    12345
"""

from __future__ import annotations

import networkx as nx
import rdflib
from rdflib.term import Literal, Node, URIRef

from kg.export.triples import IRI, RdfMapping, Term, triples

__all__ = ["to_rdf"]


def to_rdf(graph: nx.MultiDiGraph) -> rdflib.Graph:
    """Convert the typed multigraph into an RDF graph in the kg ontology.

    Args:
        graph: A graph shaped as described in :mod:`kg.graph`.

    Returns:
        An ``rdflib.Graph`` with kg's prefixes and the instance paths bound; no blank nodes.

    Raises:
        ExportError: A node kind or edge key is not part of the ontology.
    """
    mapping = RdfMapping(graph)
    rdf = rdflib.Graph(bind_namespaces="none")
    for prefix, namespace in mapping.namespaces.items():
        rdf.bind(prefix, namespace)
    add = rdf.add
    for subject, prop, obj in triples(mapping):
        add((URIRef(subject), URIRef(prop), _term(obj)))
    return rdf


def _term(obj: Term) -> Node:
    kind, value, datatype = obj
    if kind == IRI:
        return URIRef(value)
    return Literal(value, datatype=None if datatype is None else URIRef(datatype))
