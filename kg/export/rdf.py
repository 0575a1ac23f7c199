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
from rdflib.term import Literal, URIRef

from kg.export.triples import IRI, RdfMapping, Term

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
    # Properties, datatypes and many literals (labels, offsets, confidences) recur: one term
    # each, which saves rdflib re-parsing typed values.
    iris: dict[str, URIRef] = {}
    literals: dict[Term, Literal] = {}
    add = rdf.add
    for subject, properties in mapping.items(order="class"):
        s = URIRef(subject)
        for prop, objects in properties.items():
            p = iris.get(prop) or iris.setdefault(prop, URIRef(prop))
            for obj in objects:
                kind, value, datatype = obj
                if kind == IRI:
                    add((s, p, URIRef(value)))
                    continue
                o = literals.get(obj)
                if o is None:
                    dtype = (
                        None if datatype is None else iris.setdefault(datatype, URIRef(datatype))
                    )
                    o = literals[obj] = Literal(value, datatype=dtype)
                add((s, p, o))
    return rdf
