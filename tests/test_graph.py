"""The graph stage: edges follow the linked entity's type; weak entities stay off the canvas."""

from __future__ import annotations

from kg.export.load import from_rdf
from kg.export.rdf import to_rdf
from kg.graph import build_checked_graph, build_graph, is_drawn
from kg.graph_check import load_schema
from kg.kinds import NODE_KIND
from kg.query.validate import validate_graph
from kg.types import (
    Entity,
    EntityType,
    Evidence,
    Extraction,
    LinkedCorpus,
    Mention,
    Paper,
    Predicate,
    Relation,
    ResultMention,
)

BASE = "https://example.org/kg/"


def _paper(key: str, text: str, mention_type: EntityType, predicate: Predicate) -> Extraction:
    paper = Paper(key=key, abstract=text)
    mention = Mention(
        text="GraphZip", start=0, end=8, type=mention_type, extractor="test", confidence=0.9
    )
    evidence = Evidence(key, text, 0, len(text), "test", 0.9)
    return Extraction(paper, (mention,), (Relation(predicate, None, 0, evidence),))


def test_edges_follow_the_linked_type():
    a = _paper("sha256:a", "GraphZip solves it.", EntityType.TASK, Predicate.ADDRESSES_TASK)
    b = _paper("sha256:b", "GraphZip is used.", EntityType.METHOD, Predicate.USES_METHOD)
    linked = LinkedCorpus(
        (a, b),
        (Entity("graphzip", EntityType.METHOD, "GraphZip", papers=2),),
        {("sha256:a", 0): 0, ("sha256:b", 0): 0},
    )
    graph = build_graph(linked, base_iri=BASE)
    predicates = {key for _, _, key in graph.edges(keys=True)}
    assert predicates == {"usesMethod"}


def test_a_mention_the_extractor_kept_as_mention_stays_one():
    """The extractor saw a dataset and did not call it evaluated on (prior work, a simulator
    named as a tool): the linked type agrees, so the edge stays ``mentions``. A mention the
    extractor typed otherwise (a Concept) follows the entity's type; so does a method (the
    use cues miss most uses)."""
    cases = (
        (EntityType.METHOD, EntityType.METHOD, "usesMethod"),
        (EntityType.MODEL, EntityType.METHOD, "usesMethod"),
        (EntityType.DATASET, EntityType.DATASET, "mentions"),
        (EntityType.ENVIRONMENT, EntityType.ENVIRONMENT, "mentions"),
        (EntityType.ENVIRONMENT, EntityType.DATASET, "mentions"),
        (EntityType.CONCEPT, EntityType.METHOD, "usesMethod"),
        (EntityType.CONCEPT, EntityType.DATASET, "evaluatesOn"),
    )
    for mention_type, entity_type, expected in cases:
        paper = _paper("sha256:a", "GraphZip appears.", mention_type, Predicate.MENTIONS)
        linked = LinkedCorpus(
            (paper,),
            (Entity("graphzip", entity_type, "GraphZip", papers=1, confidence=0.9),),
            {("sha256:a", 0): 0},
        )
        graph = build_graph(linked, base_iri=BASE)
        predicates = {key for _, _, key in graph.edges(keys=True)}
        assert predicates == {expected}, (mention_type, entity_type)


def test_weak_single_paper_entities_are_not_drawn():
    assert not is_drawn(
        Entity("x", EntityType.CONCEPT, "noisy observations", confidence=0.45, papers=1)
    )
    # Frequency promotes nothing: a weak phrase in many papers is drawn only if it is a term.
    assert not is_drawn(
        Entity("x", EntityType.CONCEPT, "model parameters", confidence=0.45, papers=40)
    )
    assert is_drawn(
        Entity("x", EntityType.TASK, "image classification", confidence=0.45, termhood="term")
    )
    assert not is_drawn(
        Entity("x", EntityType.CONCEPT, "neural network", confidence=0.9, termhood="generic")
    )
    assert is_drawn(Entity("x", EntityType.METHOD, "patch to X", confidence=0.45, scope="sha256:a"))
    assert is_drawn(Entity("x", EntityType.METHOD, "GraphZip", confidence=0.7))
    weak = _paper("sha256:a", "GraphZip solves it.", EntityType.CONCEPT, Predicate.MENTIONS)
    linked = LinkedCorpus(
        (weak,),
        (Entity("graphzip", EntityType.CONCEPT, "GraphZip", confidence=0.45),),
        {("sha256:a", 0): 0},
    )
    graph = build_graph(linked, base_iri=BASE)
    assert [d["kind"] for _, d in graph.nodes(data=True)] == ["Paper"]
    assert graph.number_of_edges() == 0


# -- every edge fits the ontology's domains and ranges ----------------------------------------


def _mention(text: str, start: int, kind: EntityType) -> Mention:
    return Mention(text, start, start + len(text), kind, "test", 0.9)


def _off_shape_corpus() -> LinkedCorpus:
    """A method extending a Concept, a paper comparing with a Concept, a result whose metric
    linked to a Method and one whose dataset linked to a Concept."""
    text = "RiverNet extends tidal flows and beats eddy mixing; accuracy 91.0 on ripple sets."
    key = "sha256:river"
    evidence = Evidence(key, text, 0, len(text), "test", 0.9)
    mentions = (
        _mention("RiverNet", 0, EntityType.METHOD),
        _mention("tidal flows", 17, EntityType.METHOD),
        _mention("eddy mixing", 39, EntityType.METHOD),
        _mention("accuracy", 52, EntityType.METRIC),
        _mention("ripple sets", 69, EntityType.DATASET),
    )
    relations = (
        Relation(Predicate.PROPOSES, None, 0, evidence),
        Relation(Predicate.EXTENDS, 0, 1, evidence),
        Relation(Predicate.COMPARES_WITH, None, 2, evidence),
        Relation(Predicate.COMPARES_WITH, 2, 0, evidence),
    )
    results = (
        ResultMention(3, "91.0", 4, evidence),
        ResultMention(0, "91.0", None, evidence),
    )
    extraction = Extraction(Paper(key=key, abstract=text), mentions, relations, results)
    entities = (  # the corpus linked every name but RiverNet to a type that does not fit
        Entity("rivernet", EntityType.METHOD, "RiverNet", scope=key),
        Entity("tidal flows", EntityType.CONCEPT, "tidal flows", papers=3),
        Entity("eddy mixing", EntityType.CONCEPT, "eddy mixing", papers=3),
        Entity("accuracy", EntityType.METRIC, "accuracy", papers=3),
        Entity("ripple sets", EntityType.CONCEPT, "ripple sets", papers=3),
    )
    return LinkedCorpus((extraction,), entities, {(key, i): i for i in range(5)})


def test_edges_off_the_ontology_are_retyped_or_dropped():
    graph, retyped, dropped = build_checked_graph(_off_shape_corpus(), base_iri=BASE)
    kinds = {node: data["kind"] for node, data in graph.nodes(data=True)}
    found = {(kinds[s], key, kinds[o]) for s, o, key in graph.edges(keys=True)}
    assert ("Method", "extends", "Concept") not in found  # no predicate fits: dropped
    assert ("Concept", "comparesWith", "Method") not in found  # a Concept compares nothing
    assert ("Paper", "comparesWith", "Concept") not in found
    assert ("Paper", "mentions", "Concept") in found  # retyped: the paper does mention it
    assert ("Result", "onDataset", "Concept") not in found
    assert ("Result", "metric", "Method") not in found
    assert [d["label"] for _, d in graph.nodes(data=True) if d["kind"] == "Result"] == [
        "accuracy 91.0"
    ]
    assert (retyped, dropped) == (1, 4)


def test_the_check_reads_the_ontology():
    schema = load_schema()
    assert schema.ranges["evaluatesOn"] >= {"Dataset", "Benchmark"}
    assert "Concept" not in schema.ranges["extends"]
    assert schema.domains["comparesWith"] == {"Paper", "Method", "Model"}
    assert schema.fit("usesMethod", "Paper", "Model") == "usesMethod"
    assert schema.fit("usesMethod", "Paper", "Metric") == "mentions"
    assert schema.fit("extends", "Concept", "Method") is None


def test_an_improvement_is_labelled_as_one():
    text = "RiverNet improves accuracy by 0.4 on ripple sets."
    key = "sha256:gain"
    evidence = Evidence(key, text, 0, len(text), "test", 0.9)
    mentions = (_mention("accuracy", 18, EntityType.METRIC),)
    extraction = Extraction(
        Paper(key=key, abstract=text),
        mentions,
        (),
        (ResultMention(0, "0.4", None, evidence, improvement=True),),
    )
    entities = (Entity("accuracy", EntityType.METRIC, "accuracy", papers=3),)
    graph = build_graph(LinkedCorpus((extraction,), entities, {(key, 0): 0}), base_iri=BASE)
    labels = [d["label"] for _, d in graph.nodes(data=True) if d["kind"] == "Improvement"]
    assert labels == ["accuracy improvement 0.4"]


def test_an_improvement_is_a_kind_of_result_in_rdf_and_reads_back():
    """A change over a baseline is a kg:Improvement (a kg:Result), a score a plain kg:Result:
    SPARQL tells them apart, the shapes accept both, and the loader gives the kind back."""
    text = "RiverNet improves accuracy by 0.4 on ripple sets. It reaches 91.2 accuracy."
    key = "sha256:gain"
    first = Evidence(key, text, 0, 49, "test", 0.9)
    second = Evidence(key, text, 50, len(text), "test", 0.9)
    mentions = (
        _mention("accuracy", 18, EntityType.METRIC),
        _mention("accuracy", 67, EntityType.METRIC),
    )
    extraction = Extraction(
        Paper(key=key, abstract=text),
        mentions,
        (),
        (
            ResultMention(0, "0.4", None, first, improvement=True),
            ResultMention(1, "91.2", None, second),
        ),
    )
    entities = (Entity("accuracy", EntityType.METRIC, "accuracy", papers=3),)
    linked = LinkedCorpus((extraction,), entities, {(key, 0): 0, (key, 1): 0})
    graph = build_graph(linked, base_iri=BASE)
    rdf = to_rdf(graph)
    answer = rdf.query(
        "PREFIX kg: <https://w3id.org/kg/ontology#> SELECT ?v ?gain WHERE { ?p kg:reportsResult ?r . "
        "?r kg:value ?v . BIND(EXISTS { ?r a kg:Improvement } AS ?gain) } ORDER BY ?v"
    )
    assert [(str(v), bool(g.toPython())) for v, g in answer] == [("0.4", True), ("91.2", False)]
    assert validate_graph(rdf).conforms
    kinds = sorted(d["kind"] for _, d in from_rdf(rdf).nodes(data=True) if "value" in d)
    assert kinds == ["Improvement", "Result"]


def test_node_iris_are_under_their_kinds_path(tiny_graph):
    kinds = set()
    for node, kind in tiny_graph.nodes(data="kind"):
        assert node.startswith(f"{BASE}{NODE_KIND[kind].path}/"), node
        kinds.add(kind)
    assert {"Paper", "Venue", "Result", "Method", "Model", "Dataset"} <= kinds


def test_what_a_paper_proposes_it_does_not_also_use():
    """Two mentions linked to one node, one proposed and one drawn as used ("ZorbNet (ZN) ...
    with ZN, ..."): the paper proposes the node and neither uses nor mentions it."""
    text = "We propose ZorbNet (ZN). With ZN, rows parse fast."
    paper = Paper(key="sha256:a", abstract=text)
    mentions = (
        Mention("ZorbNet", 11, 18, EntityType.METHOD, "test", 0.9, short_form="ZN"),
        Mention("ZN", 31, 33, EntityType.METHOD, "test", 0.9, long_form="ZorbNet"),
    )
    evidence = Evidence("sha256:a", text, 0, len(text), "test", 0.9)
    relations = tuple(
        Relation(predicate, None, index, evidence)
        for predicate, index in (
            (Predicate.PROPOSES, 0),
            (Predicate.USES_METHOD, 1),
            (Predicate.MENTIONS, 1),
        )
    )
    linked = LinkedCorpus(
        (Extraction(paper, mentions, relations),),
        (Entity("zorbnet", EntityType.METHOD, "ZorbNet", papers=1, confidence=0.9),),
        {("sha256:a", 0): 0, ("sha256:a", 1): 0},
    )
    graph = build_graph(linked, base_iri=BASE)
    assert {key for _, _, key in graph.edges(keys=True)} == {"proposes"}
