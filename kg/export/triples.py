"""The one mapping from the graph (shape in :mod:`kg.graph`) to RDF terms.

Every RDF writer renders it: :mod:`kg.export.ntriples` and :mod:`kg.export.turtle` straight to
text, :func:`kg.export.rdf.to_rdf` into an ``rdflib.Graph`` (which :mod:`kg.export.jsonld`
serializes and the tests compare the fast writers against). The mapping:

* a node is typed with its kind's class (:data:`kg.vocab.KIND_CLASSES`); its label is its
  ``rdfs:label`` and ``skos:prefLabel``, its aliases ``skos:altLabel``; papers get their
  metadata (Dublin Core, schema.org), results their value, code repositories their URL;
* an edge is a triple whose property is its key's (:data:`kg.vocab.EDGE_PROPERTIES`);
* each evidence item of an edge is a ``kg:Evidence`` node (an ``rdf:Statement`` about it)
  with a stable IRI, derived from the paper it was read in;
* the graph's statistics (:mod:`kg.export.statistics`): counts and positions on the nodes, and
  one ``kg:Count`` node per class, property and year (``<base>statistics/class-Paper``, ...).

Terms are plain tuples, cheap at ten million triples: ``(IRI, iri, None)`` or
``(LITERAL, lexical form, datatype IRI or None)``. Lexical forms are the ones rdflib gives
(it normalises some: ``01.5`` -> ``1.5``), so every writer gives the bytes rdflib would.

Example:
    >>> for subject, properties in RdfMapping(graph).items(order="class"):  # doctest: +SKIP
    ...     print(subject, sorted(properties))
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator
from typing import Any, Literal
from urllib.parse import quote

import networkx as nx
from rdflib.term import Literal as RdfLiteral
from rdflib.term import URIRef

from kg import vocab
from kg.errors import ExportError
from kg.export.statistics import COUNTS, RANKS, graph_statistics
from kg.graph import DEFAULT_BASE_IRI, paper_iri
from kg.kinds import (
    ALIAS_PATH,
    EVIDENCE_PATH,
    INSTANCE_PATHS,
    NODE_KINDS,
    RESULT_KINDS,
    STATISTICS_PATH,
)
from kg.text import short_hash
from kg.types import AliasReason, Evidence

__all__ = [
    "DOI_RESOLVER",
    "IRI",
    "LITERAL",
    "Properties",
    "RdfMapping",
    "Term",
    "base_iri",
    "check_iri",
    "decimal_lexical",
]

IRI, LITERAL = 0, 1
# (IRI, iri, None) or (LITERAL, lexical form, datatype IRI or None); IRIs sort first.
Term = tuple[int, str, str | None]
# A subject's properties: property IRI -> its objects.
Properties = dict[str, set[Term]]

DOI_RESOLVER = "https://doi.org/"
# What may stay unencoded in a DOI's IRI; "%" may not, so unquote() gives the DOI back exactly.
_DOI_SAFE = "/:;()._-~!$&'*+,=@"
_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)")
_INVALID_IRI = re.compile(r'[<>" {}|\\^`]')

# Plain strings, not URIRefs: an rdflib term equals no str and hashes slower.
_CLASS = {kind: str(cls) for kind, cls in vocab.KIND_CLASSES.items()}
_PROPERTY = {key: str(prop) for key, prop in vocab.EDGE_PROPERTIES.items()}
_TYPE = str(vocab.RDF.type)
_LABEL = str(vocab.RDFS.label)
_PREF_LABEL = str(vocab.SKOS.prefLabel)
_ALT_LABEL = str(vocab.SKOS.altLabel)
_KEY = str(vocab.KG.key)
_IDENTIFIER = str(vocab.DCTERMS.identifier)
_TITLE = str(vocab.DCTERMS.title)
_LABEL_DERIVED = str(vocab.KG.labelDerived)
_ABSTRACT = str(vocab.DCTERMS.abstract)
_CREATOR = str(vocab.DCTERMS.creator)
_DATE = str(vocab.DCTERMS.date)
_SUBJECT = str(vocab.DCTERMS.subject)
_URL = str(vocab.SDO.url)
_SAME_AS = str(vocab.SDO.sameAs)
_SOURCE = str(vocab.DCTERMS.source)
_VALUE = str(vocab.KG.value)
_NUMERIC_VALUE = str(vocab.KG.numericValue)
_CODE = str(vocab.SDO.codeRepository)
_EVIDENCE = str(vocab.KG.Evidence)
_SENTENCE = str(vocab.KG.sentence)
_START = str(vocab.KG.startOffset)
_END = str(vocab.KG.endOffset)
_EXTRACTOR = str(vocab.KG.extractor)
_CONFIDENCE = str(vocab.KG.confidence)
_DERIVED_FROM = str(vocab.PROV.wasDerivedFrom)
_INTEGER = str(vocab.XSD.integer)
_DECIMAL = str(vocab.XSD.decimal)
_BOOLEAN = str(vocab.XSD.boolean)
_GYEAR = str(vocab.XSD.gYear)
_ANY_URI = str(vocab.XSD.anyURI)
_ALIAS_REASON = str(vocab.KG.AliasReason)
_MERGE_RULE = str(vocab.KG.mergeRule)
_ALIAS_PAPERS = str(vocab.KG.aliasPaperCount)
_COUNT = str(vocab.KG.Count)
_COUNTED_CLASS = str(vocab.KG.countedClass)
_COUNTED_PROPERTY = str(vocab.KG.countedProperty)
_TOTAL = str(vocab.KG.total)
_STATISTICS = {name: str(getattr(vocab.KG, name)) for name in (*COUNTS, *RANKS)}
_STATEMENT = (str(vocab.RDF.subject), str(vocab.RDF.predicate), str(vocab.RDF.object))


def base_iri(graph: nx.MultiDiGraph) -> str:
    """The graph's base IRI (:data:`kg.graph.DEFAULT_BASE_IRI` if unset), ending in ``/`` or ``#``."""
    base = str(graph.graph.get("base_iri") or DEFAULT_BASE_IRI)
    return base if base.endswith(("/", "#")) else base + "/"


def check_iri(iri: str) -> str:
    """The IRI itself, or an :class:`~kg.errors.ExportError` if it holds what no IRI may."""
    if _INVALID_IRI.search(iri):
        raise ExportError(
            f'{iri!r} is not a valid IRI (it holds one of <>" {{}}|\\^`); percent-encode it'
        )
    return iri


def decimal_lexical(value: str) -> str:
    """The lexical form of an ``xsd:decimal`` that survives Turtle: always with a point.

    Turtle writes a decimal as a bare number, which needs a point, so rdflib writes "20" as
    ``20.0``; parsed back that is "20.0", another literal. ``"20"`` -> ``"20.0"``.
    """
    text = str(RdfLiteral(value, datatype=vocab.XSD.decimal))  # rdflib's form: 007 -> 7, .5 -> 0.5
    return text if "." in text else f"{text}.0"


def _iri(value: str) -> Term:
    return (IRI, value, None)


def _text(value: str) -> Term:
    return (LITERAL, value, None)


class RdfMapping:
    """The RDF of one graph: its subjects, and each one's properties on demand.

    Properties are computed when asked for, so a writer holds one subject at a time.

    Attributes:
        base: The graph's base IRI (:func:`base_iri`).
        namespaces: Prefix -> namespace of every prefix an export binds: kg's
            (:data:`kg.vocab.PREFIXES`) and one per instance path (``method:`` ...).

    Raises:
        ExportError: A node kind or edge key is not part of the ontology.
    """

    def __init__(self, graph: nx.MultiDiGraph) -> None:
        self.graph = graph
        self.base = base_iri(graph)
        self.namespaces = dict(vocab.PREFIXES)
        self.namespaces.update({path: f"{self.base}{path}/" for path in INSTANCE_PATHS})
        self._lexical: dict[tuple[str, str], str] = {}
        paper_of_key: dict[str, str] = {}
        for node, data in graph.nodes(data=True):
            kind = data.get("kind")
            if kind not in _CLASS:
                raise ExportError(
                    f"node {node}: unknown kind {kind!r}; expected one of {', '.join(_CLASS)}"
                )
            if kind == "Paper":
                paper_of_key[data["key"]] = node
        # Evidence IRI -> (edge subject, property, object, evidence, paper IRI). Evidence is
        # sorted best first on each edge (kg.graph): the first item of a digest wins.
        self._evidence: dict[str, tuple[str, str, str, Evidence, str]] = {}
        for u, v, key, data in graph.edges(keys=True, data=True):
            prop = _PROPERTY.get(key)
            if prop is None:
                raise ExportError(
                    f"edge {u} -> {v}: unknown predicate {key!r}; expected one of {', '.join(_PROPERTY)}"
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
                node = f"{self.base}{EVIDENCE_PATH}/{digest}"
                if node not in self._evidence:
                    paper = paper_of_key.get(item.paper) or paper_iri(self.base, item.paper)
                    self._evidence[node] = (u, prop, v, item, paper)
        # Alias-reason IRI -> (entity, reason, IRI of the defining paper or None).
        self._aliases: dict[str, tuple[str, AliasReason, str | None]] = {}
        for node, reasons in graph.nodes(data="alias_reasons"):
            for reason in reasons or ():
                paper = reason.paper and (
                    paper_of_key.get(reason.paper) or paper_iri(self.base, reason.paper)
                )
                digest = short_hash(node, reason.alias, length=16)
                self._aliases[f"{self.base}{ALIAS_PATH}/{digest}"] = (node, reason, paper)
        self.statistics = graph_statistics(graph)
        self._counts = self._count_nodes()

    def subjects(self, *, order: Literal["class", "iri"]) -> list[str]:
        """Every subject IRI: the graph's nodes, the evidence, alias-reason and count nodes.

        Args:
            order: ``"class"``: nodes by kind in :data:`kg.kinds.NODE_KINDS` order, sorted
                within, then the evidence, alias-reason and count nodes, each sorted (the
                Turtle layout). ``"iri"``: sorted
                as ``<iri>``, which is the order of sorted N-Triples lines (no IRI holds ``>``).
        """
        if order == "iri":
            return sorted(
                [*self.graph.nodes, *self._evidence, *self._aliases, *self._counts],
                key=lambda s: s + ">",
            )
        by_kind: dict[str, list[str]] = defaultdict(list)
        for node, kind in self.graph.nodes(data="kind"):
            by_kind[kind].append(node)
        ordered = [node for kind in NODE_KINDS for node in sorted(by_kind.get(kind.name, ()))]
        return ordered + sorted(self._evidence) + sorted(self._aliases) + sorted(self._counts)

    def items(self, *, order: Literal["class", "iri"]) -> Iterator[tuple[str, Properties]]:
        """Every subject with its properties, in the order of :meth:`subjects`."""
        for subject in self.subjects(order=order):
            yield subject, self.properties(subject)

    def properties(self, subject: str) -> Properties:
        """The properties of a subject (a node, an evidence, alias-reason or count node)."""
        found = self._evidence.get(subject)
        if found is not None:
            return self._evidence_node(*found)
        alias = self._aliases.get(subject)
        if alias is not None:
            return self._alias_node(*alias)
        counted = self._counts.get(subject)
        return self._node(subject) if counted is None else counted

    def lexical(self, value: str, datatype: str) -> str:
        """The lexical form rdflib gives a typed literal (it normalises some, e.g. 01.5 -> 1.5)."""
        key = (value, datatype)
        found = self._lexical.get(key)
        if found is None:
            found = self._lexical[key] = str(RdfLiteral(value, datatype=URIRef(datatype)))
        return found

    def _node(self, node: str) -> Properties:
        data = self.graph.nodes[node]
        kind = data["kind"]
        props: Properties = defaultdict(set)
        props[_TYPE].add(_iri(_CLASS[kind]))
        label = _text(data["label"])
        props[_LABEL].add(label)
        props[_PREF_LABEL].add(label)
        for alias in data.get("aliases", ()):
            props[_ALT_LABEL].add(_text(alias))
        if kind == "Paper":
            self._paper(props, data)
        elif kind in RESULT_KINDS:
            value = data["value"]
            props[_VALUE].add(_text(value))
            if _NUMBER.fullmatch(value):
                props[_NUMERIC_VALUE].add((LITERAL, decimal_lexical(value), _DECIMAL))
        elif kind == "CodeRepository" and data.get("url"):
            props[_CODE].add((LITERAL, self.lexical(data["url"], _ANY_URI), _ANY_URI))
        elif kind == "Venue" and data.get("year") is not None:
            self._year(props, data["year"])
        for _, v, key in self.graph.out_edges(node, keys=True):
            props[_PROPERTY[key]].add(_iri(v))
        for name, values in self.statistics.values.items():
            value = values.get(node)
            if value is not None:
                props[_STATISTICS[name]].add((LITERAL, str(value), _INTEGER))
        return props

    def _count_nodes(self) -> dict[str, Properties]:
        """The ``kg:Count`` nodes: nodes per class (evidence too), edges per property, papers per year."""
        stats = self.statistics
        found: dict[str, Properties] = {}

        def count(name: str, what: str, counted: str, total: int) -> Properties:
            props: Properties = {
                _TYPE: {_iri(_COUNT)},
                what: {_iri(counted)},
                _TOTAL: {(LITERAL, str(total), _INTEGER)},
            }
            found[f"{self.base}{STATISTICS_PATH}/{name}"] = props
            return props

        for kind, total in stats.nodes.items():
            count(f"class-{kind}", _COUNTED_CLASS, _CLASS[kind], total)
        count("class-Evidence", _COUNTED_CLASS, _EVIDENCE, len(self._evidence))
        for key, total in stats.edges.items():
            count(f"property-{key}", _COUNTED_PROPERTY, _PROPERTY[key], total)
        for year, total in stats.years.items():
            props = count(f"year-{year:04d}", _COUNTED_CLASS, _CLASS["Paper"], total)
            props[_DATE] = set()
            self._year(props, year)
        return found

    def _year(self, props: Properties, year: int) -> None:
        """A paper's or a venue's year as ``dcterms:date`` (``xsd:gYear``)."""
        lexical = f"{int(year):04d}"
        props[_DATE].add((LITERAL, self.lexical(lexical, _GYEAR), _GYEAR))

    def _paper(self, props: Properties, data: dict[str, Any]) -> None:
        key = _text(data["key"])
        props[_KEY].add(key)
        props[_IDENTIFIER].add(key)
        if data.get("identifier"):
            props[_IDENTIFIER].add(_text(data["identifier"]))
        if data.get("title"):
            props[_TITLE].add(_text(data["title"]))
        if data.get("label_derived"):
            props[_LABEL_DERIVED].add((LITERAL, "true", _BOOLEAN))
        props[_ABSTRACT].add(_text(data["abstract"]))
        for author in data.get("authors", ()):
            props[_CREATOR].add(_text(author))
        if data.get("year") is not None:
            self._year(props, data["year"])
        for keyword in data.get("keywords", ()):
            props[_SUBJECT].add(_text(keyword))
        if data.get("url"):
            props[_URL].add((LITERAL, self.lexical(data["url"], _ANY_URI), _ANY_URI))
        if data.get("doi"):
            # Percent-encoded: DOIs may hold what an IRI cannot (<, >, spaces...).
            props[_SAME_AS].add(_iri(DOI_RESOLVER + quote(data["doi"], safe=_DOI_SAFE)))
        if data.get("source"):
            props[_SOURCE].add(_text(data["source"]))

    def _evidence_node(self, s: str, p: str, o: str, item: Evidence, paper: str) -> Properties:
        subject, predicate, obj = _STATEMENT
        return {
            _TYPE: {_iri(_EVIDENCE)},
            subject: {_iri(s)},
            predicate: {_iri(p)},
            obj: {_iri(o)},
            _SENTENCE: {_text(item.sentence)},
            _START: {(LITERAL, str(item.start), _INTEGER)},
            _END: {(LITERAL, str(item.end), _INTEGER)},
            _EXTRACTOR: {_text(item.extractor)},
            _CONFIDENCE: {(LITERAL, self.lexical(f"{item.confidence:.3f}", _DECIMAL), _DECIMAL)},
            _DERIVED_FROM: {_iri(paper)},
        }

    def _alias_node(self, entity: str, reason: AliasReason, paper: str | None) -> Properties:
        subject, predicate, obj = _STATEMENT
        props: Properties = {
            _TYPE: {_iri(_ALIAS_REASON)},
            subject: {_iri(entity)},
            predicate: {_iri(_ALT_LABEL)},
            obj: {_text(reason.alias)},
            _MERGE_RULE: {_text(reason.rule)},
            _ALIAS_PAPERS: {(LITERAL, str(reason.papers), _INTEGER)},
        }
        if paper is not None:
            props[_DERIVED_FROM] = {_iri(paper)}
        return props
