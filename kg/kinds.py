"""The graph's node kinds and edge keys: the one table every stage derives its names from.

A node's ``kind`` is the local name of its ontology class (:data:`kg.vocab.KIND_CLASSES` maps
it to the ``KG`` term); its IRI is ``<base><path>/<slug>``. The graph stage mints IRIs with
these paths, the RDF mapping types nodes and binds the paths as Turtle prefixes, the loader
reads them back, the view checks it draws every kind. This module needs no rdflib, so the
graph stage (and the CLI's start) stay light.

Example:
    >>> NODE_KIND["Benchmark"].path, NODE_KIND["Benchmark"].broader
    ('dataset', 'Dataset')
"""

from __future__ import annotations

from typing import NamedTuple

from kg.types import EntityType, Predicate

__all__ = [
    "EDGE_KEYS",
    "ENTITY_KINDS",
    "KG_NAMESPACE",
    "ALIAS_PATH",
    "EVIDENCE_PATH",
    "DEFAULT_BASE_IRI",
    "INSTANCE_PATHS",
    "NODE_KIND",
    "NODE_KINDS",
    "NodeKind",
    "RESULT_KINDS",
    "STATISTICS_PATH",
    "STRUCTURAL_EDGES",
]


class NodeKind(NamedTuple):
    """One kind of graph node.

    Attributes:
        name: The node's ``kind`` in the graph: the local name of its class in the ontology.
        path: The path segment of its instance IRIs under the base IRI (``<base>method/...``).
        broader: The kind this one is a special case of (its class is an ``rdfs:subClassOf``
            that kind's class), or None.
    """

    name: str
    path: str
    broader: str | None = None


# In the order the Turtle export lists their nodes: papers first, then venues, the entities
# (special cases before their broader kind), code repositories and results; evidence comes last.
NODE_KINDS: tuple[NodeKind, ...] = (
    NodeKind("Paper", "paper"),
    NodeKind("Venue", "venue"),
    NodeKind("Model", "model", broader="Method"),
    NodeKind("Environment", "environment", broader="Benchmark"),
    NodeKind("Benchmark", "dataset", broader="Dataset"),
    NodeKind("Method", "method"),
    NodeKind("Dataset", "dataset"),
    NodeKind("Task", "task"),
    NodeKind("Metric", "metric"),
    NodeKind("Concept", "concept"),
    NodeKind("CodeRepository", "code"),
    NodeKind("Improvement", "result", broader="Result"),
    NodeKind("Result", "result"),
)
NODE_KIND: dict[str, NodeKind] = {kind.name: kind for kind in NODE_KINDS}
# The kinds whose class is a kg:Entity (a code repository is none).
ENTITY_KINDS: frozenset[str] = frozenset(t.value for t in EntityType) - {"CodeRepository"}
# The ontology's namespace (kg.vocab.KG's terms are under it); here so that light commands
# (kg stats) need no rdflib.
KG_NAMESPACE = "https://w3id.org/kg/ontology#"

# Evidence items are no graph nodes, but the RDF export gives each an IRI: <base>evidence/...
EVIDENCE_PATH = "evidence"
# Nor are the reasons of aliases (why a name was merged into a node): <base>alias/...
ALIAS_PATH = "alias"
# Reported results: a score (Result), or a kind of it (Improvement: a change over a baseline).
RESULT_KINDS = frozenset(k.name for k in NODE_KINDS if "Result" in (k.name, k.broader))
# Nor are the graph's statistics (kg.export.statistics): <base>statistics/class-Paper, ...
STATISTICS_PATH = "statistics"
# Where instances live: the base IRI of a build (``--base-iri``), each kind of node under its
# path segment (INSTANCE_PATHS). Here, not in kg.vocab, so the CLI can show it without rdflib.
DEFAULT_BASE_IRI = "https://w3id.org/kg/id/"
# Every path segment of instance IRIs, once each (Benchmark shares Dataset's).
INSTANCE_PATHS: tuple[str, ...] = (
    *dict.fromkeys(kind.path for kind in NODE_KINDS),
    EVIDENCE_PATH,
    ALIAS_PATH,
    STATISTICS_PATH,
)

# Edge keys that are no extracted predicate: Paper -> Venue, Result -> Metric, Result -> Dataset.
# They carry no evidence.
STRUCTURAL_EDGES: tuple[str, ...] = ("isPartOf", "metric", "onDataset")
EDGE_KEYS: tuple[str, ...] = (*(predicate.value for predicate in Predicate), *STRUCTURAL_EDGES)
