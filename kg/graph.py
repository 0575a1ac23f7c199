"""Graph stage: linked entities and relations -> a typed ``networkx.MultiDiGraph``.

The graph is the hub every export reads. Its shape:

* Node id: the node's IRI (a ``str``) under the build's base IRI.
* Every node has ``kind`` (ontology class local name, one of :data:`kg.kinds.NODE_KINDS`:
  ``Paper``, ``Method``, ``Model``, ``Dataset``, ``Benchmark``, ``Task``, ``Metric``,
  ``Concept``, ``CodeRepository``, ``Result``, ``Venue``), ``label`` (str) and ``aliases``
  (sorted tuple of str). Its IRI is ``<base_iri><the kind's path>/...``.
* Paper nodes also have ``key``, ``title`` (str or None), ``label_derived`` (True when the
  label was made up because the record had no title), ``abstract``, ``authors`` (tuple),
  ``year`` (int or None), ``doi``, ``url``, ``identifier`` (str or None), ``keywords`` (tuple)
  and ``source`` (every record of the paper, ``"; "``-separated).
* A Venue node is one edition: its label ends with the year when the papers give one
  (``ICLR 2018``).
* Result nodes also have ``value`` (str, as written, e.g. ``"1.97"``).
* CodeRepository nodes also have ``url``.
* An entity node with aliases has ``alias_reasons``: one :class:`kg.types.AliasReason` per
  alias, in the order of ``aliases`` (which rule merged it, the defining paper's key).
* Edges: key = predicate local name (a :class:`kg.types.Predicate` value, or one of the
  structural predicates ``isPartOf`` (Paper -> Venue), ``metric`` (Result -> Metric),
  ``onDataset`` (Result -> Dataset)); attribute ``evidence`` = sorted tuple of
  :class:`kg.types.Evidence` (empty for structural edges).
* Graph attribute ``base_iri``.

Everything is inserted in a sorted order so the same input gives the same graph.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import replace
from typing import NamedTuple

import networkx as nx

from kg.files import portable_source
from kg.graph_check import load_schema
from kg.iris import (
    check_base_iri,
    distinct_entity_iris,
    entity_iri,
    normalise_base_iri,
    paper_iri,
    venue_slug,
)
from kg.kinds import NODE_KIND, STRUCTURAL_EDGES
from kg.text import short_hash
from kg.types import (
    CUE_PROPOSAL_RULE,
    DONE_WITHOUT_RULE,
    TASK_CONTEXT_RULE,
    Entity,
    EntityType,
    Evidence,
    LinkedCorpus,
    Mention,
    Paper,
    Predicate,
)
from kg.vocab import DEFAULT_BASE_IRI

__all__ = [
    "DEFAULT_BASE_IRI",
    "STRUCTURAL_PREDICATES",
    "CheckedGraph",
    "build_checked_graph",
    "build_graph",
    "check_base_iri",
    "normalise_base_iri",
    "paper_iri",
    "entity_iri",
    "evidence_order",
    "DRAW_CONFIDENCE",
    "BORROWED_RULE",
    "borrowed_proposal",
    "is_drawn",
]

# Entities found only by weak evidence (a noun phrase of an abstract) are kept by the linker and
# scored by ``kg eval``, but become nodes only when this confident or when they name something.
DRAW_CONFIDENCE = 0.5
STRUCTURAL_PREDICATES = STRUCTURAL_EDGES  # isPartOf, metric, onDataset: no evidence

_PAPER_PATH = NODE_KIND["Paper"].path
_LABEL_WORDS = 8


_ATTACHMENT = {
    "Dataset": Predicate.EVALUATES_ON,
    "Benchmark": Predicate.EVALUATES_ON,
    "Environment": Predicate.EVALUATES_ON,
    "Task": Predicate.ADDRESSES_TASK,
    "Method": Predicate.USES_METHOD,
    "Model": Predicate.USES_METHOD,
}
_METHOD_KINDS = {"Method", "Model"}
_SAYS_MORE = (Predicate.USES_METHOD.value, Predicate.COMPARES_WITH.value)
_OWN_SAYS_MORE = (Predicate.USES_METHOD.value, Predicate.MENTIONS.value)
_BACKGROUND_RULE = "rule.background"  # kg.extract.relations.uses.BACKGROUND, as evidence names it
_MENTIONS_RULE = "rule.mentions"  # a mention in which the extractor read no role of the paper's
# Rules of a paper's mentions of a method it does not use: background, its own output
# (kg.extract.relations.uses.OUTPUT: "our model learns X embeddings") or its own thing
# (kg.extract.relations.uses.OWN: "the proposed X") or what it works on or in (DOMAIN: "on
# several meta-RL benchmarks"), or a known thing its proposal sentence names (BORROWED_RULE).
# A paper's proposal of a thing the corpus knows (:func:`borrowed_proposal`) is a mention of it.
BORROWED_RULE = "rule.proposes.known"
_NOT_USED_RULES = frozenset(
    {_BACKGROUND_RULE, "rule.output", "rule.own", "rule.domain", BORROWED_RULE}
)
_DONE_WITHOUT_RULE = f"rule.{DONE_WITHOUT_RULE}"
_TASK_CONTEXT_RULE = f"rule.{TASK_CONTEXT_RULE}"
_SHARED_PAPERS = 3  # an entity of this many papers is known to the corpus
# Rules that take the proposed mention as found, not a name the paper gives.
_AS_FOUND_RULES = frozenset(
    {CUE_PROPOSAL_RULE, "rule.proposes.passive", "rule.proposes.our", "rule.proposes.own"}
)
# "a / an / two / our ... X" right before the mention: one of X, not X itself.
_ONE_OF = re.compile(
    r"\b(?:a|an|one|two|three|four|several|multiple|our)\s+(?:[\w-]+,?\s+){0,3}$", re.I
)
# A long form in Title Case: a name the paper gives ("Differentiable Hebbian Plasticity").
_TITLE_CASE_DEFINITION = re.compile(r"^(?:[A-Z][\w-]*\s+){1,}[A-Z][\w-]*$")

# A metric's name that already says it is a change ("average F1 improvement").
# ("normalized discounted cumulative gain", "information gain": the gain is the metric's own)
_CHANGE_NAMED = re.compile(
    r"\b(?:improvement|(?<!cumulative )(?<!information )gain|increase|decrease|reduction|boost"
    r"|drop)s?$",
    re.I,
)


def _fit_predicate(
    predicate: Predicate, object_kind: str, subject_kind: str, *, mention_kind: str, rule: str = ""
) -> Predicate:
    """The predicate that fits the *linked* types: a mention typed Task in one abstract may
    belong to an entity the corpus types Method, and the edge must follow the entity.

    A ``mentions`` edge to a dataset whose mention already was a dataset stays one: the
    extractor saw a dataset and chose not to call it evaluated on (prior work's data, a
    simulator named as a tool). Methods are not kept so: the use cues miss most uses (on the
    audit set, keeping them turned 173 usesMethod edges, 49% true, into 26, 38% true), but one
    read as background ("unlike X", prior work's X: ``rule`` _BACKGROUND_RULE) or as the
    paper's output ("learns X") stays one. A use of what the corpus calls a task is a mention:
    what a paper uses is no task it addresses. So is a plain mention of it (the extractor read
    no role of the paper's in its sentence: "a probabilistic model for X", "explanations of
    their decision making"): of 33 such edges the corpus typing alone turned into addressesTask
    in the 3,229 graph, 9 were the paper's task; a background one (the lead-in's field, "Gradient-
    based meta-learning algorithms require ...") was in 15 of 26, and stays (round 67).
    """
    if predicate in (Predicate.PROPOSES, Predicate.REPORTS_RESULT, Predicate.CODE_REPOSITORY):
        return predicate
    if predicate in (Predicate.EXTENDS, Predicate.COMPARES_WITH):
        if object_kind in _METHOD_KINDS and (
            subject_kind in _METHOD_KINDS or subject_kind == "Paper"
        ):
            return predicate
        return Predicate.MENTIONS if subject_kind == "Paper" else predicate
    if subject_kind != "Paper":
        return predicate
    if (
        predicate is Predicate.MENTIONS
        and _coarse(object_kind) == "Dataset"
        and _coarse(mention_kind) == "Dataset"
    ):
        return predicate
    if rule in _NOT_USED_RULES and object_kind in _METHOD_KINDS:
        return predicate  # a mentions edge (the extractor's only one of that rule)
    if predicate is Predicate.USES_METHOD and object_kind == "Task":
        # "combines gradient learning for X with Y", "trained via end-to-end training": what the
        # paper uses is no task it addresses, though the corpus calls the thing a task (of 78
        # such edges in the 3,229 graph, about 7 were the paper's task)
        return Predicate.MENTIONS
    if rule in (_DONE_WITHOUT_RULE, _TASK_CONTEXT_RULE):
        # "requires no hyperparameter tuning", "9x faster than retraining": not a task the
        # paper addresses
        return predicate
    if rule == _MENTIONS_RULE and object_kind == "Task":
        return predicate  # "a probabilistic model for X": the corpus's task, only mentioned
    return _ATTACHMENT.get(object_kind, Predicate.MENTIONS)


def borrowed_proposal(entity: Entity, mention: Mention, evidence: Evidence, abstract: str) -> bool:
    """Whether a paper's ``proposes`` edge goes to a thing the corpus already knows, named, not
    made, by the paper: an entity of three or more papers (a gazetteer name, a shared class)
    read by a rule that takes the mention as found, where the sentence introduces one of it
    ("we propose *a* Monte Carlo method", "*a* new loss function is proposed") or speaks of
    the paper's own ("*our* regularization term") or of prior work in the passive ("the VAE
    is designed to ..."). A name the paper gives ("called X", "X, a ..."), defines in Title
    Case ("a Differentiable Hebbian Plasticity (DHP) layer") or introduces without an
    article ("we propose mixup", "we introduce the GLUE benchmark") stays its proposal: the
    paper that made a thing is often in the corpus of those that use it.
    """
    if entity.scope is not None or entity.papers < _SHARED_PAPERS:
        return False
    rule = evidence.extractor
    if rule not in _AS_FOUND_RULES:
        return False
    if _TITLE_CASE_DEFINITION.match(
        mention.long_form or (mention.text if mention.short_form else "")
    ):
        return False  # "a Differentiable Hebbian Plasticity (DHP) Softmax layer"
    if rule != CUE_PROPOSAL_RULE:
        return True  # passive, "our X", "the proposed X": the thing as the corpus knows it
    before = abstract[max(evidence.start, mention.start - 60) : mention.start]
    return _ONE_OF.search(before) is not None


def _coarse(kind: str) -> str:
    """A kind folded to its broadest kind ("Environment" -> "Dataset")."""
    while (broader := NODE_KIND[kind].broader) is not None:
        kind = broader
    return kind


def is_drawn(entity: Entity) -> bool:
    """Whether an entity becomes a node: a paper's own contribution, or a name that is not
    generic (:mod:`kg.link.termhood`) and either names something or was extracted confidently.
    How many papers share it does not count: "recent years" is in hundreds."""
    if entity.scope is not None:
        return True
    if entity.termhood == "generic":
        return False
    return entity.termhood == "term" or entity.confidence >= DRAW_CONFIDENCE


def _measured_metrics(linked: LinkedCorpus) -> dict[int, set[str]]:
    """The Metric entities some paper reports a value of ("reduces the index storage requirement
    by 52.7%"), with the keys of those papers: a node, so that the result has its metric, though
    the name is one phrase of one paper (:func:`is_drawn` keeps such a phrase only when
    confident)."""
    found: dict[int, set[str]] = defaultdict(set)
    for extraction in linked.extractions:
        for result in extraction.results:
            entity = linked.mention_entity.get((extraction.paper.key, result.metric))
            if entity is not None and linked.entities[entity].type is EntityType.METRIC:
                found[entity].add(extraction.paper.key)
    return found


def _derived_label(paper: Paper, proposed: list[tuple[bool, str]]) -> str:
    """Names of what the paper proposes (named ones before descriptive phrases), else its first words."""
    if proposed:
        named = [label for scoped, label in proposed if not scoped]
        return " and ".join(named[:2]) if named else proposed[0][1]
    words = re.sub(r"\s+", " ", paper.abstract).strip().split(" ")
    head = " ".join(words[:_LABEL_WORDS])
    return head + ("…" if len(words) > _LABEL_WORDS else "")


class CheckedGraph(NamedTuple):
    """A built graph and what the domain/range check did to the extracted edges.

    Attributes:
        graph: The graph described in this module's docstring; every edge fits the ontology.
        retyped: Extracted edges whose predicate breaks the ontology's domain or range,
            written with the one that fits the linked types (a paper "compares with" a
            Concept: mentions); counted once per extracted relation.
        dropped: Extracted edges no predicate fits (a method "extends" a Concept), and results
            whose metric is no Metric, or whose dataset is no Dataset (the result then stays
            without one); counted once per extracted relation or result.
    """

    graph: nx.MultiDiGraph
    retyped: int
    dropped: int


def build_graph(linked: LinkedCorpus, *, base_iri: str = DEFAULT_BASE_IRI) -> nx.MultiDiGraph:
    """Build the typed multigraph of a linked corpus (see :func:`build_checked_graph`).

    Args:
        linked: The linker's output.
        base_iri: Namespace for instance IRIs (see :func:`normalise_base_iri`).

    Returns:
        The graph described in this module's docstring.
    """
    return build_checked_graph(linked, base_iri=base_iri).graph


def build_checked_graph(linked: LinkedCorpus, *, base_iri: str = DEFAULT_BASE_IRI) -> CheckedGraph:
    """Build the typed multigraph of a linked corpus, every edge checked against the ontology.

    Each edge is checked against the domains and ranges of ``ontology/kg.ttl``
    (:mod:`kg.graph_check`) before it is added: one that fails is retyped to the predicate that
    fits the linked types, or dropped; :class:`CheckedGraph` counts both. A paper's proposal of
    a thing the corpus already shares is a mention of it (:func:`borrowed_proposal`).
    """
    schema = load_schema()
    retyped = dropped = 0
    base_iri = normalise_base_iri(base_iri)
    graph = nx.MultiDiGraph(base_iri=base_iri)
    entity_iris = distinct_entity_iris(base_iri, linked.entities)
    edges: dict[tuple[str, str, str], set[Evidence]] = defaultdict(set)

    measured = _measured_metrics(linked)
    named = [is_drawn(entity) for entity in linked.entities]
    # a metric drawn only for its results is no node of the papers that merely use the word
    # ("trial and error")
    only_measured = {
        i for i in measured if not named[i] and linked.entities[i].termhood != "generic"
    }
    drawn = [draw or i in only_measured for i, draw in enumerate(named)]
    for entity, iri, draw in zip(linked.entities, entity_iris, drawn):
        if not draw:
            continue
        attrs: dict[str, object] = {}
        if entity.type is EntityType.CODE_REPOSITORY:
            attrs["url"] = entity.label
        if entity.alias_reasons:
            attrs["alias_reasons"] = entity.alias_reasons
        graph.add_node(
            iri, kind=entity.type.value, label=entity.label, aliases=entity.aliases, **attrs
        )

    for extraction in sorted(linked.extractions, key=lambda e: e.paper.key):
        paper = extraction.paper
        key = paper.key
        piri = paper_iri(base_iri, key)

        def node_of(index: int | None, piri: str = piri, key: str = key) -> str | None:
            if index is None:
                return piri
            found = linked.mention_entity.get((key, index))
            return None if found is None or not drawn[found] else entity_iris[found]

        proposed: list[tuple[bool, str]] = []
        # what the paper proposes: its comparisons are the paper's where the proposal itself
        # is no node ("our 2B-parameter model outperforms X")
        own_proposals = {
            r.object
            for r in extraction.relations
            if r.predicate is Predicate.PROPOSES and r.subject is None
        }
        for relation in extraction.relations:
            subject, obj = node_of(relation.subject), node_of(relation.object)
            found = linked.mention_entity.get((key, relation.object))
            if found in only_measured and key not in measured[found]:
                continue  # ("trial and error": the word, not the metric another paper measures)
            if (
                subject is None
                and relation.predicate is Predicate.COMPARES_WITH
                and relation.subject in own_proposals
            ):
                subject = piri
            if subject is None or obj is None or subject == obj:
                continue
            # the entity the paper itself proposes, if this is such an edge
            own = relation.predicate is Predicate.PROPOSES and relation.subject is None
            entity = linked.entities[found] if own and found is not None else None
            mention = extraction.mentions[relation.object]
            if entity is not None and borrowed_proposal(
                entity, mention, relation.evidence, paper.abstract
            ):
                # "we propose a Monte Carlo method to ...": one of a known thing, which the
                # paper names, not the thing it proposes
                evidence = replace(relation.evidence, extractor=BORROWED_RULE)
                relation = replace(relation, predicate=Predicate.MENTIONS, evidence=evidence)
                entity = None
            subject_kind = "Paper" if subject == piri else graph.nodes[subject]["kind"]
            object_kind = graph.nodes[obj]["kind"]
            predicate = schema.fit(
                _fit_predicate(
                    relation.predicate,
                    object_kind,
                    subject_kind,
                    mention_kind=mention.type.value,
                    rule=relation.evidence.extractor,
                ).value,
                subject_kind,
                object_kind,
            )
            if predicate is None:
                dropped += 1
                continue
            # Counted when the extracted predicate itself breaks the ontology (a paper's
            # "mentions" of what the corpus types a Method becomes usesMethod uncounted).
            retyped += predicate != relation.predicate.value and not schema.allows(
                relation.predicate.value, subject_kind, object_kind
            )
            edges[(subject, obj, predicate)].add(relation.evidence)
            if entity is not None:
                if (entity.scope is not None, entity.label) not in proposed:
                    proposed.append((entity.scope is not None, entity.label))

        for result in extraction.results:
            metric = node_of(result.metric)
            if metric is None:
                continue
            if not schema.allows("metric", "Result", graph.nodes[metric]["kind"]):
                dropped += 1  # "accuracy" linked to a Method: no result can be measured in it
                continue
            dataset = node_of(result.dataset) if result.dataset is not None else None
            if dataset is not None and not schema.allows(
                "onDataset", "Result", graph.nodes[dataset]["kind"]
            ):
                dropped += 1
                dataset = None
            parts = (key, metric, result.value, dataset or "", str(result.evidence.start))
            riri = f"{base_iri}{NODE_KIND['Result'].path}/{short_hash(*parts, length=16)}"
            metric_label = graph.nodes[metric]["label"]
            # An improvement's value is a change over a baseline, not a score: say so.
            # ("average F1 improvement 5.95", not "... improvement improvement 5.95")
            said = _CHANGE_NAMED.search(metric_label)
            change = "improvement " if result.improvement and said is None else ""
            label = f"{metric_label} {change}{result.value}"
            if dataset is not None:
                label += f" on {graph.nodes[dataset]['label']}"
            kind = "Improvement" if result.improvement else "Result"
            graph.add_node(riri, kind=kind, label=label, aliases=(), value=result.value)
            edges[(piri, riri, Predicate.REPORTS_RESULT.value)].add(result.evidence)
            edges.setdefault((riri, metric, "metric"), set())  # a structural edge: no evidence
            if dataset is not None:
                edges.setdefault(
                    (riri, dataset, "onDataset"), set()
                )  # a structural edge: no evidence

        label = paper.title or _derived_label(paper, proposed)
        graph.add_node(
            piri,
            kind="Paper",
            label=label,
            aliases=(),
            key=key,
            title=paper.title,
            label_derived=paper.title is None,
            abstract=paper.abstract,
            authors=paper.authors,
            year=paper.year,
            doi=paper.doi,
            url=paper.url,
            identifier=paper.identifier,
            keywords=paper.keywords,
            # Every record merged into the paper, first its own (one literal, "; "-separated).
            source="; ".join(portable_source(s) for s in (paper.source, *paper.merged_sources)),
        )
        if paper.venue:
            venue_label = (
                paper.venue
                if paper.year is None or str(paper.year) in paper.venue
                else f"{paper.venue} {paper.year}"
            )
            viri = f"{base_iri}{NODE_KIND['Venue'].path}/{venue_slug(venue_label)}"
            year = {} if paper.year is None else {"year": paper.year}
            graph.add_node(viri, kind="Venue", label=venue_label, aliases=(), **year)
            edges.setdefault((piri, viri, "isPartOf"), set())  # a structural edge: no evidence

    for subject, obj, predicate in sorted(edges):
        if predicate == "mentions" and any((subject, obj, p) in edges for p in _SAYS_MORE):
            continue  # "uses X" in one sentence, "unlike X" in another: the paper uses X
        if predicate in _OWN_SAYS_MORE and (subject, obj, Predicate.PROPOSES.value) in edges:
            continue  # what a paper proposes it does not also use or only mention
        graph.add_edge(
            subject,
            obj,
            key=predicate,
            evidence=tuple(sorted(edges[(subject, obj, predicate)], key=evidence_order)),
        )
    _sort_nodes(graph)
    return CheckedGraph(graph, retyped, dropped)


def evidence_order(evidence: Evidence) -> tuple[object, ...]:
    """The order of evidence items on an edge: by paper, then position in its abstract."""
    return (
        evidence.paper,
        evidence.start,
        evidence.end,
        evidence.extractor,
        -evidence.confidence,
        evidence.sentence,
    )


def _sort_nodes(graph: nx.MultiDiGraph) -> None:
    """Reinsert nodes in IRI order so iteration order never depends on input order."""
    nodes = sorted(graph.nodes(data=True))
    edges = sorted(graph.edges(keys=True, data=True), key=lambda e: (e[0], e[2], e[1]))
    graph.clear_edges()
    graph.remove_nodes_from(list(graph.nodes))
    graph.add_nodes_from(nodes)
    graph.add_edges_from(edges)
