"""The vocabulary module, the ontology file and the shapes stay in sync."""

from __future__ import annotations

from pathlib import Path

import pyoxigraph
import pytest
import rdflib
from rdflib.namespace import OWL, SH

from kg import vocab  # SDO and XSD via the module: pytest warns on collecting open namespaces
from kg.export.view.payload import KIND_STYLES
from kg.graph import STRUCTURAL_PREDICATES
from kg.kinds import EDGE_KEYS, INSTANCE_PATHS, NODE_KIND, NODE_KINDS
from kg.types import EntityType, Predicate
from kg.vocab import (
    DCTERMS,
    EDGE_PROPERTIES,
    KG,
    KG_NAMESPACE,
    KIND_CLASSES,
    PREFIXES,
    PROV,
    RDF,
    RDFS,
    SKOS,
    ontology_file,
)

REPO = Path(__file__).resolve().parent.parent
ONTOLOGY = REPO / "ontology"
TERM_TYPES = (OWL.Class, OWL.ObjectProperty, OWL.DatatypeProperty)


@pytest.fixture(scope="module")
def ontology() -> rdflib.Graph:
    return rdflib.Graph().parse(ONTOLOGY / "kg.ttl", format="turtle")


@pytest.fixture(scope="module")
def shapes() -> rdflib.Graph:
    return rdflib.Graph().parse(ONTOLOGY / "shapes.ttl", format="turtle")


def _declared(ontology: rdflib.Graph, *types: rdflib.URIRef) -> set[str]:
    return {
        str(s)[len(KG_NAMESPACE) :]
        for t in types
        for s in ontology.subjects(RDF.type, t)
        if isinstance(s, rdflib.URIRef) and str(s).startswith(KG_NAMESPACE)
    }


def _code_terms() -> set[str]:
    return set(KG.__annotations__) | set(getattr(KG, "_extras", ()))


def test_every_ontology_term_is_in_the_vocabulary_module(ontology: rdflib.Graph) -> None:
    missing = _declared(ontology, *TERM_TYPES) - _code_terms()
    assert not missing, (
        f"declared in ontology/kg.ttl but missing from kg/vocab.py: {sorted(missing)}"
    )


def test_every_vocabulary_term_is_declared_in_the_ontology(ontology: rdflib.Graph) -> None:
    missing = _code_terms() - _declared(ontology, *TERM_TYPES)
    assert not missing, f"in kg/vocab.py but not declared in ontology/kg.ttl: {sorted(missing)}"


def test_no_kg_term_is_used_without_being_declared(ontology: rdflib.Graph) -> None:
    used = {
        str(t)[len(KG_NAMESPACE) :]
        for triple in ontology
        for t in triple
        if str(t).startswith(KG_NAMESPACE)
    }
    assert used <= _declared(ontology, *TERM_TYPES)


def test_misspelled_term_is_an_attribute_error() -> None:
    assert KG.evaluatesOn == rdflib.URIRef(KG_NAMESPACE + "evaluatesOn")
    with pytest.raises(AttributeError):
        KG.evaluateOn  # noqa: B018 - the lookup itself must fail


def test_every_term_has_label_and_comment(ontology: rdflib.Graph) -> None:
    for name in sorted(_code_terms()):
        term = getattr(KG, name)
        assert len(list(ontology.objects(term, RDFS.label))) == 1, f"{name}: needs one rdfs:label"
        assert len(list(ontology.objects(term, RDFS.comment))) == 1, (
            f"{name}: needs one rdfs:comment"
        )


def test_every_property_has_one_domain_and_one_range(ontology: rdflib.Graph) -> None:
    classes = {getattr(KG, name) for name in _declared(ontology, OWL.Class)}
    for name in sorted(_declared(ontology, OWL.ObjectProperty, OWL.DatatypeProperty)):
        prop = getattr(KG, name)
        domains, ranges = (
            list(ontology.objects(prop, RDFS.domain)),
            list(ontology.objects(prop, RDFS.range)),
        )
        assert len(domains) == 1 and len(ranges) == 1, f"{name}: domains {domains}, ranges {ranges}"
        domain_classes = list(ontology.items(ontology.value(domains[0], OWL.unionOf))) or domains
        assert set(domain_classes) <= classes, f"{name}: domain {domain_classes} not kg classes"
        if name in ("countedClass", "countedProperty"):  # a kg:Count points at a vocabulary term
            assert ranges[0] in (OWL.Class, RDF.Property), f"{name}: range {ranges[0]}"
        elif (prop, RDF.type, OWL.ObjectProperty) in ontology:
            assert ranges[0] in classes, f"{name}: range {ranges[0]} is not a kg class"
        else:
            assert str(ranges[0]).startswith(str(vocab.XSD)), (
                f"{name}: range {ranges[0]} is not an xsd datatype"
            )


def test_pinned_domains_and_ranges(ontology: rdflib.Graph) -> None:
    expected = {
        "proposes": (KG.Paper, KG.Entity),
        "usesMethod": (KG.Paper, KG.Method),
        "evaluatesOn": (KG.Paper, KG.Dataset),
        "addressesTask": (KG.Paper, KG.Task),
        "mentions": (KG.Paper, KG.Entity),
        "extends": (KG.Method, KG.Method),
        "reportsResult": (KG.Paper, KG.Result),
        "codeRepository": (KG.Paper, KG.CodeRepository),
        "metric": (KG.Result, KG.Metric),
        "onDataset": (KG.Result, KG.Dataset),
        "value": (KG.Result, vocab.XSD.string),
        "numericValue": (KG.Result, vocab.XSD.decimal),
        "startOffset": (KG.Evidence, vocab.XSD.integer),
        "confidence": (KG.Evidence, vocab.XSD.decimal),
    }
    for name, (domain, range_) in expected.items():
        prop = getattr(KG, name)
        assert ontology.value(prop, RDFS.domain) == domain, name
        assert ontology.value(prop, RDFS.range) == range_, name
    union = ontology.value(ontology.value(KG.comparesWith, RDFS.domain), OWL.unionOf)
    assert set(ontology.items(union)) == {KG.Paper, KG.Method}


def test_subclass_axioms(ontology: rdflib.Graph) -> None:
    for sub, sup in [
        (KG.Paper, vocab.SDO.ScholarlyArticle),
        (KG.Model, KG.Method),
        (KG.Benchmark, KG.Dataset),
        (KG.CodeRepository, vocab.SDO.SoftwareSourceCode),
        (KG.Evidence, RDF.Statement),
        (KG.Evidence, PROV.Entity),
        (KG.Entity, SKOS.Concept),
        *(
            (getattr(KG, name), KG.Entity)
            for name in ("Method", "Dataset", "Task", "Metric", "Concept")
        ),
    ]:
        assert (sub, RDFS.subClassOf, sup) in ontology, f"{sub} should be rdfs:subClassOf {sup}"
    assert (KG.key, RDFS.subPropertyOf, DCTERMS.identifier) in ontology


def test_graph_stage_names_are_ontology_terms() -> None:
    kinds = {t.value for t in EntityType} | {"Paper", "Result", "Venue"}
    predicates = {p.value for p in Predicate} | set(STRUCTURAL_PREDICATES) - {"isPartOf"}
    missing = (kinds | predicates) - _code_terms()
    assert not missing, f"graph node kinds or edge keys without an ontology term: {sorted(missing)}"


def test_the_kind_table_follows_the_ontology(ontology: rdflib.Graph) -> None:
    classes = {getattr(KG, name) for name in _declared(ontology, OWL.Class)}
    # Every class but the four that type no graph node is a kind, and the other way round.
    assert set(KIND_CLASSES.values()) == classes - {
        KG.Entity,
        KG.Evidence,
        KG.AliasReason,
        KG.Count,
    }
    assert list(KIND_CLASSES) == [kind.name for kind in NODE_KINDS]
    for kind in NODE_KINDS:
        assert KIND_CLASSES[kind.name] == KG[kind.name]
        # broader is the kind whose class this kind's class is a subclass of, if any.
        kinds_above = set(ontology.objects(KG[kind.name], RDFS.subClassOf)) & set(
            KIND_CLASSES.values()
        )
        assert kinds_above == ({KG[kind.broader]} if kind.broader else set()), kind.name
    assert {kind.name for kind in NODE_KINDS} == {t.value for t in EntityType} | {
        "Paper",
        "Improvement",
        "Result",
        "Venue",
    }
    assert len(INSTANCE_PATHS) == len(set(INSTANCE_PATHS)) == 14


def test_the_edge_table_follows_the_ontology(ontology: rdflib.Graph) -> None:
    assert list(EDGE_PROPERTIES) == list(EDGE_KEYS)
    assert EDGE_PROPERTIES["isPartOf"] == DCTERMS.isPartOf
    for key in EDGE_KEYS:
        if key != "isPartOf":
            prop = EDGE_PROPERTIES[key]
            assert prop == KG[key] and (prop, RDF.type, OWL.ObjectProperty) in ontology, key
    assert set(STRUCTURAL_PREDICATES) == set(EDGE_KEYS) - {p.value for p in Predicate}


def test_the_view_draws_every_kind() -> None:
    assert set(KIND_STYLES) == set(NODE_KIND)


def test_prefixes_are_the_usual_ones() -> None:
    assert PREFIXES["kg"] == KG_NAMESPACE == "https://w3id.org/kg/ontology#"
    assert PREFIXES["schema"] == "https://schema.org/"
    assert PREFIXES["dcterms"] == str(DCTERMS)


def test_ontology_parses_with_a_second_parser() -> None:
    triples = list(
        pyoxigraph.parse(path=str(ONTOLOGY / "kg.ttl"), format=pyoxigraph.RdfFormat.TURTLE)
    )
    assert len(triples) == len(rdflib.Graph().parse(ONTOLOGY / "kg.ttl", format="turtle"))


def test_every_class_has_a_shape(ontology: rdflib.Graph, shapes: rdflib.Graph) -> None:
    targeted = set(shapes.objects(None, SH.targetClass))
    classes = {getattr(KG, name) for name in _declared(ontology, OWL.Class)}
    assert classes - targeted == set(), (
        f"classes without a SHACL shape: {sorted(classes - targeted)}"
    )
    assert targeted - classes == set(), (
        f"shapes for classes the ontology lacks: {sorted(targeted - classes)}"
    )


def test_evidence_predicates_in_shapes_are_the_extracted_predicates(shapes: rdflib.Graph) -> None:
    (prop_shape,) = (
        s for s in shapes.subjects(SH.path, RDF.predicate) if shapes.value(s, SH["in"])
    )
    allowed = {
        str(p)[len(KG_NAMESPACE) :] for p in shapes.items(shapes.value(prop_shape, SH["in"]))
    }
    assert allowed == {p.value for p in Predicate}


def _tree(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()
    }


def test_packaged_ontology_is_a_byte_identical_copy() -> None:
    source, packaged = _tree(ONTOLOGY), _tree(REPO / "kg" / "data" / "ontology")
    assert sorted(source) == sorted(packaged), (
        "kg/data/ontology/ must mirror ontology/: cp -r ontology/. kg/data/ontology/"
    )
    stale = [name for name in source if source[name] != packaged[name]]
    assert not stale, (
        f"kg/data/ontology/ copies differ from ontology/: {stale}; cp -r ontology/. kg/data/ontology/"
    )


def test_ontology_file_finds_the_packaged_copy() -> None:
    assert ontology_file("shapes.ttl").read_bytes() == (ONTOLOGY / "shapes.ttl").read_bytes()
    assert ontology_file("queries/results.rq").is_file()
