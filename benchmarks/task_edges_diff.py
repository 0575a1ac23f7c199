"""addressesTask edges one build adds and removes against another, and a seeded sample of the
added ones to judge by hand.

    python benchmarks/task_edges_diff.py BEFORE AFTER [--sample 20 --seed 8 --out FILE.tsv]

Each edge is (paper id, task label). The sample TSV has the columns paper_id, task, title,
evidence sentence and an empty ``judgment`` column for the judge.
"""

from __future__ import annotations

import argparse
import csv
import random
from pathlib import Path

EDGES = """
PREFIX kg: <https://w3id.org/kg/ontology#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX dcterms: <http://purl.org/dc/terms/>
SELECT ?id ?label ?title ?abstract WHERE {
    ?paper a kg:Paper ; dcterms:identifier ?id ; kg:addressesTask ?o ; dcterms:title ?title ;
        dcterms:abstract ?abstract .
    ?o rdfs:label ?label .
}
"""


def edges(build: Path) -> dict[tuple[str, str], tuple[str, str]]:
    import pyoxigraph

    store = pyoxigraph.Store.read_only(str(build / "graph.oxigraph"))
    # a paper may carry two identifiers ("rJ4km2R5t7", "openreview:rJ4km2R5t7"): the shorter
    found = {}
    for row in store.query(EDGES):
        paper = row["id"].value.removeprefix("openreview:")
        found[(paper, row["label"].value)] = (row["title"].value, row["abstract"].value)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--sample", type=int, default=20)
    parser.add_argument("--seed", type=int, default=8)
    parser.add_argument("--out", type=Path, help="write the sample of added edges here (TSV)")
    args = parser.parse_args()
    before, after = edges(args.before), edges(args.after)
    added = sorted(set(after) - set(before))
    removed = sorted(set(before) - set(after))
    print(f"addressesTask edges: before {len(before)}, after {len(after)}")
    print(f"added {len(added)} (papers {len({p for p, _ in added})}), removed {len(removed)}")
    for paper, label in removed:
        print(f"  - {paper}\t{label}")
    sample = random.Random(args.seed).sample(added, min(args.sample, len(added)))
    if args.out is not None:
        with args.out.open("w", encoding="utf-8", newline="") as handle:
            writer = csv.writer(handle, delimiter="\t", lineterminator="\n")
            writer.writerow(["paper_id", "task", "title", "judgment"])
            for paper, label in sample:
                writer.writerow([paper, label, after[(paper, label)][0], ""])
    for paper, label in sample:
        print(f"  + {paper}\t{label}\t{after[(paper, label)][0]}")


if __name__ == "__main__":
    main()
