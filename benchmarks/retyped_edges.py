"""List the link edges whose object changed type between two builds (for judging retypes).

    python benchmarks/retyped_edges.py BEFORE AFTER > edges.tsv

BEFORE and AFTER are ``kg build`` output folders (with ``graph.oxigraph``), e.g. of SciTLDR
train+dev built by main and by a branch. Each row pairs an edge AFTER draws and BEFORE does not
with the edge of the same paper to an object of the same label that BEFORE drew; the judged
rows of ``dev_judged/types5_retyped.tsv`` add ``entity_before`` / ``entity_after``.
"""

from __future__ import annotations

import csv
import sys
from pathlib import Path

import pyoxigraph as ox

LINKS = {"proposes", "usesMethod", "evaluatesOn", "addressesTask", "mentions", "comparesWith"}
QUERY = """SELECT ?p ?pred ?l ?t WHERE {
  ?p a <https://w3id.org/kg/ontology#Paper> ; ?pred ?o .
  ?o <http://www.w3.org/2000/01/rdf-schema#label> ?l ; a ?t }"""


def _local(term: ox.NamedNode) -> str:
    return str(term.value).rsplit("#", 1)[-1].rsplit("/", 1)[-1]


def link_edges(out: Path) -> set[tuple[str, str, str, str]]:
    """(paper, predicate, object label, object class) of every link edge of a build."""
    store = ox.Store.read_only(str(out / "graph.oxigraph"))
    edges = {
        (_local(r[0]), _local(r[1]), str(r[2].value), _local(r[3])) for r in store.query(QUERY)
    }
    return {e for e in edges if e[1] in LINKS}


def main() -> None:
    before, after = (link_edges(Path(arg)) for arg in sys.argv[1:3])
    lost = {(e[0], e[2]): e for e in before - after}
    writer = csv.writer(sys.stdout, delimiter="\t", lineterminator="\n")
    writer.writerow(
        ["paper_id", "predicate_before", "class_before", "predicate_after", "object", "class_after"]
    )
    for e in sorted(after - before):
        old = lost.get((e[0], e[2]))
        if old is not None:
            writer.writerow([e[0], old[1], old[3], e[1], e[2], e[3]])


if __name__ == "__main__":
    main()
