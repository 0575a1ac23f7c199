"""Groups of related work for the view's overview: communities of papers and what they share.

The papers and the entities they link to form a bipartite graph; networkx's Louvain method
(fixed seed) finds its communities. Venues and the generic hubs (entities linked to more than
:data:`GENERIC_SHARE` of the papers, such as "machine learning") are left out first: they join
everything to everything and would make one community. Each group is named by its most
specific shared entities: a tf-idf score, the share of the group's papers linked to the entity
times the log of how rare it is among all papers. Every other entity joins the group where
most of its papers are.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

import networkx as nx

from kg.export.view.focus import fold

__all__ = [
    "GENERIC_SHARE",
    "Group",
    "find_groups",
    "generic_hubs",
    "label_order",
    "overview_nodes",
    "paper_counts",
]

# An entity linked to more than GENERIC_SHARE of the papers is generic; in a small graph a
# share says little, so there it takes more than GENERIC_FLOOR papers, or half of them.
GENERIC_SHARE = 0.02
GENERIC_FLOOR = 20
MIN_GROUP = 2  # papers, and this share of them: smaller communities join "Other papers"
MIN_GROUP_SHARE = 0.002
MAX_GROUPS = 60  # the overview names at most this many groups; the rest join "Other papers"
NAME_TERMS = 3  # entities in a group's name
_SEED = 20260101
_SKIPPED = frozenset({"Paper", "Venue"})


class Group(NamedTuple):
    """One group: its name, the entities that name it, its papers and its other members."""

    name: str
    terms: list[int]
    papers: list[int]
    entities: list[int]


def paper_counts(kinds: Sequence[str], neighbours: Sequence[dict[int, int]]) -> list[int]:
    """For each node, how many papers it is linked to directly (0 for papers and venues)."""
    return [
        0 if kind in _SKIPPED else sum(1 for other in links if kinds[other] == "Paper")
        for kind, links in zip(kinds, neighbours)
    ]


def generic_hubs(kinds: Sequence[str], counts: Sequence[int]) -> set[int]:
    """The entities linked to more than ``GENERIC_SHARE`` of the papers (in a small graph:
    more than ``GENERIC_FLOOR`` papers or half of them)."""
    papers = sum(1 for kind in kinds if kind == "Paper")
    limit = min(max(GENERIC_SHARE * papers, GENERIC_FLOOR), papers / 2)
    return {i for i, n in enumerate(counts) if n > limit}


def find_groups(
    kinds: Sequence[str],
    labels: Sequence[str],
    neighbours: Sequence[dict[int, int]],
) -> list[Group]:
    """Groups of related papers, largest first; the same input always gives the same groups.

    Args:
        kinds: Each node's kind.
        labels: Each node's label (for the groups' names).
        neighbours: For each node, its neighbours and the number of edges to each.

    Returns:
        The groups, by falling paper count (ties: by first paper); the papers that share no
        specific entity with another, and those of communities past ``MAX_GROUPS``, form a last
        group named "Other papers". Empty for a graph without papers.
    """
    papers = [i for i, kind in enumerate(kinds) if kind == "Paper"]
    if not papers:
        return []
    counts = paper_counts(kinds, neighbours)
    hubs = generic_hubs(kinds, counts)
    bipartite = nx.Graph()
    bipartite.add_nodes_from(papers)
    for paper in papers:
        for other, weight in sorted(neighbours[paper].items()):
            if kinds[other] not in _SKIPPED and other not in hubs and counts[other] >= 2:
                bipartite.add_edge(paper, other, weight=weight)
    communities = nx.community.louvain_communities(bipartite, weight="weight", seed=_SEED)
    paper_sets = sorted(
        (sorted(i for i in community if kinds[i] == "Paper") for community in communities),
        key=lambda members: (-len(members), members[:1]),
    )
    # paper_sets is by falling size, so the kept communities are its first ones.
    smallest = max(MIN_GROUP, MIN_GROUP_SHARE * len(papers))
    kept = [members for members in paper_sets if len(members) >= smallest][:MAX_GROUPS]
    rest = sorted(i for members in paper_sets[len(kept) :] for i in members)
    sets = [*kept, rest] if rest else kept
    group_of = {paper: g for g, members in enumerate(sets) for paper in members}
    entities: list[list[int]] = [[] for _ in sets]
    in_group: list[dict[int, int]] = [{} for _ in sets]
    for node, kind in enumerate(kinds):
        if kind in _SKIPPED or node in hubs:
            continue
        shares: dict[int, int] = {}
        for other in neighbours[node]:
            if other in group_of:
                shares[group_of[other]] = shares.get(group_of[other], 0) + 1
        if shares:
            best = min(shares, key=lambda g: (-shares[g], g))
            entities[best].append(node)
            for g, n in shares.items():
                in_group[g][node] = n
    groups = []
    for g, members in enumerate(sets):
        if g == len(kept):
            groups.append(Group("Other papers", [], members, entities[g]))
            continue
        terms = _naming_terms(in_group[g], counts, labels, size=len(members), total=len(papers))
        name = " \u00b7 ".join(labels[t] for t in terms) or f"{len(members)} papers"
        groups.append(Group(name, terms, members, entities[g]))
    return groups


def _naming_terms(
    shares: dict[int, int], counts: Sequence[int], labels: Sequence[str], *, size: int, total: int
) -> list[int]:
    """The entities shared by at least two of the group's papers with the best tf-idf scores,
    leaving out one whose name is contained in one already taken ("network" after "graph
    neural network")."""

    def score(node: int) -> tuple[float, str, int]:
        tf = shares[node] / size
        return (-tf * math.log(total / counts[node]), labels[node], node)

    chosen: list[int] = []
    for node in sorted((n for n, c in shares.items() if c >= 2), key=score):
        name = fold(labels[node])
        if any(name in fold(labels[t]) or fold(labels[t]) in name for t in chosen):
            continue
        chosen.append(node)
        if len(chosen) == NAME_TERMS:
            break
    return chosen


def label_order(
    kinds: Sequence[str], neighbours: Sequence[dict[int, int]], groups: Sequence[Group]
) -> list[int]:
    """Every node, in the order the page labels them: the entities that name a group, then the
    specific shared entities (linked to at least two papers, not generic; by falling
    ``papers * log(all papers / papers)``), then the generic hubs, the other entities, and the
    papers last."""
    counts = paper_counts(kinds, neighbours)
    hubs = generic_hubs(kinds, counts)
    total = max(sum(1 for kind in kinds if kind == "Paper"), 1)
    naming = {term: n for n, term in enumerate(t for group in groups for t in group.terms)}

    def rank(node: int) -> tuple[int, float, int]:
        if node in naming:
            return (0, naming[node], node)
        if kinds[node] == "Paper":
            return (4, -len(neighbours[node]), node)
        if node in hubs:
            return (2, -counts[node], node)
        if counts[node] >= 2:
            return (1, -counts[node] * math.log(total / counts[node]), node)
        return (3, -len(neighbours[node]), node)

    return sorted(range(len(kinds)), key=rank)


def overview_nodes(groups: Sequence[Group], order: Sequence[int], *, per_group: int) -> list[int]:
    """What a large graph's page draws first: each group's ``per_group`` first entities in
    ``order`` (its naming entities first); the group circles and names tell the rest."""
    position = {node: n for n, node in enumerate(order)}
    shown: set[int] = set()
    for group in groups:
        shown.update(sorted(group.entities, key=position.__getitem__)[:per_group])
    return sorted(shown)
