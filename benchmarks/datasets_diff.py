"""evaluatesOn edges that changed between two builds of SciTLDR train+dev.

Usage::

    python benchmarks/datasets_diff.py BASE_OUT AFTER_OUT [--seed N] [--size N] [--exclude SET]

Prints how many (paper, label) evaluatesOn edges are new and lost, how many of the new ones go
to paper-scoped (described) nodes, then a sample of the new ones (``random.Random(seed)``,
default 8, 20 edges) on papers outside ``--exclude`` sets, with their evidence sentence, as TSV
rows for judging by hand (``benchmarks/dev_judged/datasets8_new_edges.tsv``).
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

EDGES = """
PREFIX kg: <https://w3id.org/kg/ontology#>
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX prov: <http://www.w3.org/ns/prov#>
PREFIX dcterms: <http://purl.org/dc/terms/>
SELECT ?id ?o ?label (SAMPLE(?s) AS ?sentence) WHERE {
    ?paper a kg:Paper ; dcterms:identifier ?id ; kg:evaluatesOn ?o .
    ?o rdfs:label ?label .
    OPTIONAL {
        ?ev prov:wasDerivedFrom ?paper ; rdf:predicate kg:evaluatesOn ; rdf:object ?o ;
            kg:sentence ?s .
    }
} GROUP BY ?id ?o ?label
"""


def edges(out: Path) -> dict[tuple[str, str], tuple[str, str]]:
    """(paper id, label) -> (node IRI, evidence sentence) of every evaluatesOn edge."""
    import pyoxigraph

    store = pyoxigraph.Store.read_only(str(out / "graph.oxigraph"))
    found = {}
    for row in store.query(EDGES):
        sentence = row["sentence"].value if row["sentence"] is not None else ""
        paper = row["id"].value.removeprefix("openreview:")  # a paper has both identifiers
        found[(paper, row["label"].value)] = (row["o"].value, sentence)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("base", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--seed", type=int, default=8)
    parser.add_argument("--size", type=int, default=20)
    parser.add_argument("--exclude", type=Path, action="append", default=[])
    args = parser.parse_args()
    excluded = {
        json.loads(line)["paper_id"]
        for path in args.exclude
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip()
    }
    before, now = edges(args.base), edges(args.after)
    new = sorted(set(now) - set(before))
    lost = sorted(set(before) - set(now))
    print(f"evaluatesOn edges: before {len(before)}, after {len(now)}")
    print(f"new {len(new)}, lost {len(lost)}")
    print("lost:", "; ".join(f"{p} {label}" for p, label in lost))
    pool = [e for e in new if e[0] not in excluded]
    print("paper_id\tobject\tsentence\tedge\tnote")
    for paper, label in random.Random(args.seed).sample(pool, min(args.size, len(pool))):
        print(f"{paper}\t{label}\t{now[(paper, label)][1]}\t\t")


if __name__ == "__main__":
    main()
