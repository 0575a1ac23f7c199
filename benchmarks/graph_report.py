"""What a large build looks like: the figures a reviewer of a corpus graph checks first.

Usage::

    python benchmarks/graph_report.py OUT [--seed 0] [--json]

OUT is a ``kg build`` output directory (its ``graph.oxigraph`` store). Prints papers without a
``proposes`` edge, nodes proposed by three or more papers, the 30 largest hubs (entities by
number of papers linked to them), the largest Task hubs, and 20 alias sets of three or more
aliases drawn at random with a fixed seed.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

import pyoxigraph

PREFIXES = """
PREFIX kg: <https://w3id.org/kg/ontology#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
"""
QUERIES = {
    "papers": "SELECT (COUNT(?p) AS ?n) WHERE { ?p a kg:Paper }",
    "without_proposal": (
        "SELECT (COUNT(?p) AS ?n) WHERE { ?p a kg:Paper FILTER NOT EXISTS { ?p kg:proposes ?x } }"
    ),
    "proposed_by_3": """
        SELECT ?label ?class (COUNT(DISTINCT ?p) AS ?papers) WHERE {
            ?p kg:proposes ?e . ?e rdfs:label ?label ; a ?class .
            FILTER(STRSTARTS(STR(?class), STR(kg:)))
        } GROUP BY ?e ?label ?class HAVING (COUNT(DISTINCT ?p) >= 3)
        ORDER BY DESC(?papers) ?label""",
    "hubs": """
        SELECT ?label ?class (COUNT(DISTINCT ?p) AS ?papers) WHERE {
            ?p a kg:Paper ; ?r ?e . ?e rdfs:label ?label ; a ?class .
            FILTER(?class IN (kg:Method, kg:Model, kg:Dataset, kg:Benchmark, kg:Task, kg:Metric,
                              kg:Concept))
        } GROUP BY ?e ?label ?class ORDER BY DESC(?papers) ?label LIMIT 30""",
    "task_hubs": """
        SELECT ?label (COUNT(DISTINCT ?p) AS ?papers) WHERE {
            ?p kg:addressesTask ?e . ?e rdfs:label ?label .
        } GROUP BY ?e ?label ORDER BY DESC(?papers) ?label LIMIT 15""",
    "alias_sets": """
        SELECT ?e ?label (GROUP_CONCAT(?alias; separator=" | ") AS ?aliases)
               (COUNT(?alias) AS ?n) WHERE {
            ?e skos:altLabel ?alias ; rdfs:label ?label .
        } GROUP BY ?e ?label HAVING (COUNT(?alias) >= 3) ORDER BY ?e""",
}


def _cell(term: object) -> object:
    value = getattr(term, "value", term)
    if isinstance(value, str) and "#" in value and value.startswith("https://w3id.org/kg/"):
        return value.rsplit("#", 1)[-1]
    try:
        return int(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return value


def report(out: Path, *, seed: int = 0) -> dict[str, object]:
    store = pyoxigraph.Store.read_only(str(out / "graph.oxigraph"))

    def rows(name: str) -> list[dict[str, object]]:
        answer = store.query(PREFIXES + QUERIES[name])
        names = [v.value for v in answer.variables]
        return [{n: _cell(row[n]) for n in names} for row in answer]

    alias_sets = rows("alias_sets")
    sample = random.Random(seed).sample(alias_sets, min(20, len(alias_sets)))
    return {
        "papers": rows("papers")[0]["n"],
        "papers without a proposes edge": rows("without_proposal")[0]["n"],
        "nodes proposed by 3+ papers": rows("proposed_by_3"),
        "30 largest hubs": rows("hubs"),
        "largest Task hubs": rows("task_hubs"),
        "alias sets with 3+ aliases": len(alias_sets),
        "20 random alias sets": [{k: v for k, v in s.items() if k != "e"} for s in sample],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    figures = report(args.out, seed=args.seed)
    if args.json:
        print(json.dumps(figures, indent=2, ensure_ascii=False))
        return
    for name, value in figures.items():
        if isinstance(value, list):
            print(f"{name}: {len(value)}")
            for row in value:
                print("   ", "  ".join(str(v) for v in row.values()))
        else:
            print(f"{name}: {value}")


if __name__ == "__main__":
    main()
