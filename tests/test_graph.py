"""The graph stage: edges follow the linked entity's type; weak entities stay off the canvas."""

from __future__ import annotations

from kg.graph import build_graph, is_drawn
from kg.kinds import NODE_KIND
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


def test_node_iris_are_under_their_kinds_path(tiny_graph):
    kinds = set()
    for node, kind in tiny_graph.nodes(data="kind"):
        assert node.startswith(f"{BASE}{NODE_KIND[kind].path}/"), node
        kinds.add(kind)
    assert {"Paper", "Venue", "Result", "Method", "Model", "Dataset"} <= kinds
