"""Edges of one predicate that one build adds and removes against another, and a seeded sample
of the added ones to judge by hand.

Usage::

    python benchmarks/edges_diff.py BEFORE AFTER --predicate addressesTask [--seed 8] [--size 20]
        [--exclude SET.jsonl]... [--out FILE.tsv]

Each edge is (paper id, object label). The sample is ``random.Random(seed).sample`` of the added
edges in sorted order, less those of papers in ``--exclude`` sets (judged sets, JSON Lines with
``paper_id``). It replaces round 8's two scripts of the same job: it draws the same sample as
the one that drew ``dev_judged/tasks8_new_edges.tsv`` (addressesTask, seed 8); 15 of the 20
edges of ``dev_judged/datasets8_new_edges.tsv`` (evaluatesOn, seed 80, excluding
``datasets8.jsonl``), whose pool was narrowed by hand. The TSV has the columns paper_id, object, title, evidence sentence and an empty
``judgment`` column for the judge.
"""

from __future__ import annotations

import argparse
import csv
import json
import random
import sys
from pathlib import Path

EDGES = """
PREFIX kg: <https://w3id.org/kg/ontology#>
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX prov: <http://www.w3.org/ns/prov#>
PREFIX dcterms: <http://purl.org/dc/terms/>
SELECT ?id ?label ?title (SAMPLE(?s) AS ?sentence) WHERE {
    ?paper a kg:Paper ; dcterms:identifier ?id ; kg:%s ?o ; dcterms:title ?title .
    ?o rdfs:label ?label .
    OPTIONAL {
        ?ev prov:wasDerivedFrom ?paper ; rdf:predicate kg:%s ; rdf:object ?o ; kg:sentence ?s .
    }
} GROUP BY ?id ?label ?title
"""


def edges(build: Path, predicate: str) -> dict[tuple[str, str], tuple[str, str]]:
    """(paper id, label) -> (title, evidence sentence) of every ``predicate`` edge of a paper."""
    import pyoxigraph

    store = pyoxigraph.Store.read_only(str(build / "graph.oxigraph"))
    found = {}
    for row in store.query(EDGES % (predicate, predicate)):
        sentence = row["sentence"].value if row["sentence"] is not None else ""
        paper = row["id"].value.removeprefix("openreview:")  # a paper has both identifiers
        found[(paper, row["label"].value)] = (row["title"].value, sentence)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--predicate", required=True, help="e.g. addressesTask, evaluatesOn")
    parser.add_argument("--seed", type=int, default=8)
    parser.add_argument("--size", type=int, default=20)
    parser.add_argument("--exclude", type=Path, action="append", default=[])
    parser.add_argument("--out", type=Path, help="write the sample of added edges here (TSV)")
    args = parser.parse_args()
    excluded = {
        json.loads(line)["paper_id"]
        for path in args.exclude
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip()
    }
    before, after = edges(args.before, args.predicate), edges(args.after, args.predicate)
    added = sorted(set(after) - set(before))
    removed = sorted(set(before) - set(after))
    print(f"{args.predicate} edges: before {len(before)}, after {len(after)}")
    print(f"added {len(added)} (papers {len({p for p, _ in added})}), removed {len(removed)}")
    for paper, label in removed:
        print(f"  - {paper}\t{label}")
    pool = [edge for edge in added if edge[0] not in excluded]
    sample = random.Random(args.seed).sample(pool, min(args.size, len(pool)))
    writer = csv.writer(
        args.out.open("w", encoding="utf-8", newline="") if args.out else sys.stdout,
        delimiter="\t",
        lineterminator="\n",
    )
    writer.writerow(["paper_id", "object", "title", "sentence", "judgment"])
    for paper, label in sample:
        writer.writerow([paper, label, *after[(paper, label)], ""])


if __name__ == "__main__":
    main()
