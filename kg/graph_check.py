"""Domains and ranges of the ontology, checked on every edge before the graph is written.

The allowed node kinds of each property are read from the ontology the package ships
(``kg/data/ontology/kg.ttl``, a copy of ``ontology/kg.ttl``): its ``rdfs:domain`` and
``rdfs:range`` (an ``owl:unionOf`` list counts as its members), widened to every subclass.
So a new class or a changed range needs no second table here.

Example:
    >>> schema = load_schema()
    >>> schema.allows("extends", "Model", "Method"), schema.allows("extends", "Method", "Concept")
    (True, False)
    >>> schema.fit("comparesWith", "Paper", "Concept"), schema.fit("extends", "Method", "Concept")
    ('mentions', None)
"""

from __future__ import annotations

from collections import defaultdict
from functools import lru_cache
from typing import NamedTuple

__all__ = ["FALLBACK_PREDICATE", "Schema", "load_schema"]

# The weakest claim a paper can make about an entity: what an edge is retyped to when its own
# predicate does not fit the object (a paper "compares with" a Concept: it mentions it).
FALLBACK_PREDICATE = "mentions"


class Schema(NamedTuple):
    """The node kinds each property allows, by property local name (subclasses included)."""

    domains: dict[str, frozenset[str]]
    ranges: dict[str, frozenset[str]]

    def allows(self, predicate: str, subject_kind: str, object_kind: str) -> bool:
        """Whether ``subject -predicate-> object`` fits the property's domain and range.

        A property the ontology does not declare (a structural key such as ``isPartOf``,
        written with another vocabulary) is not checked here.
        """
        if predicate not in self.domains and predicate not in self.ranges:
            return True
        return subject_kind in self.domains.get(
            predicate, frozenset((subject_kind,))
        ) and object_kind in self.ranges.get(predicate, frozenset((object_kind,)))

    def fit(self, predicate: str, subject_kind: str, object_kind: str) -> str | None:
        """The predicate to write: ``predicate`` if it fits, else the fallback if that fits,
        else None (the edge is dropped)."""
        if self.allows(predicate, subject_kind, object_kind):
            return predicate
        if self.allows(FALLBACK_PREDICATE, subject_kind, object_kind):
            return FALLBACK_PREDICATE
        return None


@lru_cache(maxsize=1)
def load_schema() -> Schema:
    """The domains and ranges of the shipped ontology's object properties (read once)."""
    from rdflib import Graph
    from rdflib.collection import Collection

    from kg.vocab import KG_NAMESPACE, OWL, RDF, RDFS, ontology_file

    graph = Graph().parse(ontology_file("kg.ttl"), format="turtle")

    def local(term: object) -> str | None:
        text = str(term)
        return text[len(KG_NAMESPACE) :] if text.startswith(KG_NAMESPACE) else None

    subclasses: dict[str, set[str]] = defaultdict(set)
    for sub, _, sup in graph.triples((None, RDFS.subClassOf, None)):
        if local(sub) and local(sup):
            subclasses[local(sup)].add(local(sub))  # type: ignore[index,arg-type]

    def widened(name: str) -> set[str]:
        found, todo = {name}, [name]
        while todo:
            for sub in subclasses[todo.pop()] - found:
                found.add(sub)
                todo.append(sub)
        return found

    def kinds(node: object) -> frozenset[str]:
        members = [node]
        union = graph.value(node, OWL.unionOf)  # type: ignore[arg-type]
        if union is not None:
            members = list(Collection(graph, union))
        out: set[str] = set()
        for member in members:
            name = local(member)
            if name:
                out |= widened(name)
        return frozenset(out)

    domains: dict[str, frozenset[str]] = {}
    ranges: dict[str, frozenset[str]] = {}
    for prop in sorted(graph.subjects(RDF.type, OWL.ObjectProperty)):
        name = local(prop)
        if name is None:
            continue
        domain, range_ = graph.value(prop, RDFS.domain), graph.value(prop, RDFS.range)
        if domain is not None:
            domains[name] = kinds(domain)
        if range_ is not None:
            ranges[name] = kinds(range_)
    return Schema(domains, ranges)
