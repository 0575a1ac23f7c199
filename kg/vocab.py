"""The kg vocabulary in code, mirroring ``ontology/kg.ttl`` (the source of truth).

``KG`` is an rdflib :class:`~rdflib.namespace.DefinedNamespace` with ``_fail = True``, so a
misspelled term is an ``AttributeError`` rather than a silent new IRI::

    >>> KG.evaluatesOn
    rdflib.term.URIRef('https://w3id.org/kg/ontology#evaluatesOn')

The other vocabularies the exports use are re-exported here so there is one import site.
:data:`KIND_CLASSES` and :data:`EDGE_PROPERTIES` give the terms of the graph's node kinds and
edge keys (the table in :mod:`kg.kinds`); a kind or key without a term fails at import.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from rdflib import URIRef
from rdflib.namespace import (
    DCTERMS,
    OWL,
    PROV,
    RDF,
    RDFS,
    SDO,
    SKOS,
    XSD,
    DefinedNamespace,
    Namespace,
)

from kg.kinds import DEFAULT_BASE_IRI, EDGE_KEYS, INSTANCE_PATHS, KG_NAMESPACE, NODE_KINDS

__all__ = [
    "DCTERMS",
    "EDGE_PROPERTIES",
    "KG",
    "KG_NAMESPACE",
    "OWL",
    "DEFAULT_BASE_IRI",
    "INSTANCE_PATHS",
    "PREFIXES",
    "KIND_CLASSES",
    "PROV",
    "QUERY_PREFIXES",
    "RDF",
    "RDFS",
    "SDO",
    "SKOS",
    "XSD",
    "ontology_file",
]


class KG(DefinedNamespace):
    """Terms of the kg ontology (``https://w3id.org/kg/ontology#``)."""

    _NS = Namespace(KG_NAMESPACE)
    _fail = True

    # Classes
    Entity: URIRef
    Paper: URIRef
    Method: URIRef
    Model: URIRef
    Dataset: URIRef
    Benchmark: URIRef
    Environment: URIRef
    Task: URIRef
    Metric: URIRef
    Concept: URIRef
    Result: URIRef
    Improvement: URIRef
    Venue: URIRef
    CodeRepository: URIRef
    Evidence: URIRef
    AliasReason: URIRef
    Count: URIRef

    # Edges between nodes
    proposes: URIRef
    usesMethod: URIRef
    evaluatesOn: URIRef
    addressesTask: URIRef
    mentions: URIRef
    extends: URIRef
    comparesWith: URIRef
    reportsResult: URIRef
    codeRepository: URIRef
    metric: URIRef
    onDataset: URIRef

    # Literal values
    value: URIRef
    numericValue: URIRef
    labelDerived: URIRef
    key: URIRef
    sentence: URIRef
    startOffset: URIRef
    endOffset: URIRef
    extractor: URIRef
    confidence: URIRef
    mergeRule: URIRef
    aliasPaperCount: URIRef

    # Statistics (kg.export.statistics): counts and positions materialised at build time
    paperCount: URIRef
    mentionCount: URIRef
    evaluationCount: URIRef
    extensionCount: URIRef
    comparisonCount: URIRef
    entityCount: URIRef
    paperRank: URIRef
    mentionRank: URIRef
    evaluationRank: URIRef
    extensionRank: URIRef
    comparisonRank: URIRef
    labelRank: URIRef
    countedClass: URIRef
    countedProperty: URIRef
    total: URIRef


# Prefixes bound in every export and available in every query without a PREFIX line.
PREFIXES: dict[str, str] = {
    "kg": KG_NAMESPACE,
    "rdf": str(RDF),
    "rdfs": str(RDFS),
    "xsd": str(XSD),
    "owl": str(OWL),
    "skos": str(SKOS),
    "dcterms": str(DCTERMS),
    "prov": str(PROV),
    "schema": str(SDO),
}


# Node kind -> class: a kind is its class's local name.
KIND_CLASSES: dict[str, URIRef] = {kind.name: getattr(KG, kind.name) for kind in NODE_KINDS}
# Edge key -> property: a key is a kg property's local name, except isPartOf (Paper -> Venue).
EDGE_PROPERTIES: dict[str, URIRef] = {
    key: DCTERMS.isPartOf if key == "isPartOf" else getattr(KG, key) for key in EDGE_KEYS
}

# The path segment of each kind of node under the base IRI (kg.kinds.DEFAULT_BASE_IRI by
# default; kg.kinds.INSTANCE_PATHS) is bound as a prefix in the Turtle export.

# The prefixes every query may use without a PREFIX line (kg query and kg serve): the
# vocabularies' and those of instances under the default base IRI, as graph.ttl binds them.
QUERY_PREFIXES: dict[str, str] = {
    **PREFIXES,
    **{path: f"{DEFAULT_BASE_IRI}{path}/" for path in INSTANCE_PATHS},
}


def ontology_file(name: str) -> Path:
    """Path of a file shipped in the package's ontology data (a copy of ``ontology/``).

    Args:
        name: File name relative to the ontology directory, e.g. ``"shapes.ttl"``
            or ``"queries/results.rq"``.

    Returns:
        The path inside the installed package (``kg/data/ontology/``).
    """
    return Path(str(resources.files("kg").joinpath("data", "ontology", *name.split("/"))))
