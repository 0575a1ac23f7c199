"""Proposal labels and Task nodes on a hand-judged dev set of 30 SciTLDR train abstracts.

The set (``benchmarks/dev_judged/chunks6.tsv``) is the first 30 records of ``train.jsonl`` that
no earlier dev set under ``benchmarks/dev_judged/`` names, shuffled with seed 606; for each,
what it proposes and the tasks it addresses were written down before kg's output for them was
looked at. An expected name may list alternatives with `` | ``; ``~words`` (an unnamed
proposal) is met by a drawn label that holds those words. ``not_proposed`` rows name a word
that no proposes label of the paper may hold ("analysis" of an analysis paper).

The papers are built with 370 other train records (seed 607) so that linking sees a corpus.
Every proposes / addressesTask edge the build draws for the 30 papers is judged in
``chunks6_edges.tsv`` (``correct``, ``fragment``: a label cut out of a longer phrase,
``generic``: no specific thing, ``wrong``: not the paper's); ``dump`` adds rows for edges not yet
judged (judged rows are kept), ``score`` counts the shares over the edges a build draws.

Steps::

    python benchmarks/chunks_bench.py build OUT
    python benchmarks/chunks_bench.py dump OUT      # add unjudged edges to chunks6_edges.tsv
    python benchmarks/chunks_bench.py score OUT
"""

from __future__ import annotations

import argparse
import csv
import json
import random
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from audit import fold  # noqa: E402  (a sibling script, not a package)

REPO = Path(__file__).resolve().parent.parent
HERE = REPO / "benchmarks" / "dev_judged"
EXPECTED = HERE / "chunks6.tsv"
JUDGED = HERE / "chunks6_edges.tsv"
TRAIN = REPO.parent / "shared" / "corpus" / "scitldr" / "train.jsonl"
PREDICATES = {"proposes": "proposes", "tasks": "addressesTask"}
COLUMNS = ["paper_id", "predicate", "object", "class", "sentence", "entity", "note"]
EDGES = """
PREFIX kg: <https://w3id.org/kg/ontology#>
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
PREFIX dcterms: <http://purl.org/dc/terms/>
PREFIX prov: <http://www.w3.org/ns/prov#>
SELECT ?id ?p ?label ?class ?alias ?sentence WHERE {
    VALUES ?id { %s }
    VALUES ?p { kg:proposes kg:addressesTask }
    ?paper a kg:Paper ; dcterms:identifier ?id ; ?p ?o .
    ?o rdfs:label ?label ; a ?class .
    FILTER(STRSTARTS(STR(?class), STR(kg:)))
    OPTIONAL { ?o skos:altLabel ?alias }
    OPTIONAL { ?ev prov:wasDerivedFrom ?paper ; rdf:subject ?paper ; rdf:predicate ?p ;
               rdf:object ?o ; kg:sentence ?sentence }
}
"""


def _used_ids() -> set[str]:
    used: set[str] = set()
    for path in sorted(HERE.iterdir()):
        if path.name.startswith("chunks6"):
            continue
        used |= set(re.findall(r"\b[A-Za-z0-9_-]{9,10}\b", path.read_text(encoding="utf-8")))
    return used


def selected_records() -> tuple[list[dict], list[dict]]:
    """The 30 judged records and the 370 others built with them (fixed seeds)."""
    records = [json.loads(line) for line in TRAIN.open(encoding="utf-8")]
    used = _used_ids()
    fresh = [r for r in records if r["paper_id"] not in used]
    random.Random(606).shuffle(fresh)
    judged = fresh[:30]
    ids = {r["paper_id"] for r in judged}
    rest = [r for r in records if r["paper_id"] not in ids]
    random.Random(607).shuffle(rest)
    return judged, rest[:370]


def expected() -> list[dict[str, str]]:
    with EXPECTED.open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


def command_build(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    judged, rest = selected_records()
    corpus = out / "chunks_bench.jsonl"
    with corpus.open("w", encoding="utf-8") as handle:
        for record in [*judged, *rest]:
            handle.write(json.dumps(record) + "\n")
    done = subprocess.run(
        ["kg", "build", str(corpus), "--out", str(out), "--no-view"], check=False, cwd=REPO
    )
    if done.returncode not in (0, 3):
        sys.exit(done.returncode)


def drawn(out: Path) -> dict[tuple[str, str, str], dict[str, object]]:
    """(paper, predicate, label) -> class, folded names (label and aliases) and a sentence."""
    import pyoxigraph

    store = pyoxigraph.Store.read_only(str(out / "graph.oxigraph"))
    ids = sorted({row["paper_id"] for row in expected()})
    found: dict[tuple[str, str, str], dict[str, object]] = {}
    for row in store.query(EDGES % " ".join(json.dumps(i) for i in ids)):
        predicate = row["p"].value.rsplit("#", 1)[-1]
        key = (row["id"].value, predicate, row["label"].value)
        edge = found.setdefault(
            key,
            {"class": row["class"].value.rsplit("#", 1)[-1], "names": set(), "sentence": ""},
        )
        edge["names"].add(fold(row["label"].value))  # type: ignore[union-attr]
        if row["alias"] is not None:
            edge["names"].add(fold(row["alias"].value))  # type: ignore[union-attr]
        if row["sentence"] is not None and not edge["sentence"]:
            edge["sentence"] = row["sentence"].value
    return found


def _met(item: str, labels: list[str], names: set[str]) -> bool:
    for option in item.split(" | "):
        if option.startswith("~"):
            words = fold(option[1:])
            if any(words in fold(label) for label in labels):
                return True
        elif fold(option) in names:
            return True
    return False


def read_judged() -> list[dict[str, str]]:
    if not JUDGED.exists():
        return []
    with JUDGED.open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


def command_dump(out: Path) -> None:
    rows = read_judged()
    known = {(r["paper_id"], r["predicate"], r["object"]) for r in rows}
    for (paper, predicate, label), edge in sorted(drawn(out).items()):
        if (paper, predicate, label) not in known:
            rows.append(
                {
                    "paper_id": paper,
                    "predicate": predicate,
                    "object": label,
                    "class": str(edge["class"]),
                    "sentence": str(edge["sentence"]),
                    "entity": "",
                    "note": "",
                }
            )
    rows.sort(key=lambda r: (r["paper_id"], r["predicate"], r["object"]))
    with JUDGED.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, COLUMNS, delimiter="\t", lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)


def score(out: Path) -> dict[str, object]:
    edges = drawn(out)
    report: dict[str, object] = {}
    for kind, predicate in PREDICATES.items():
        items = [r for r in expected() if r["kind"] == kind]
        hits = 0
        for item in items:
            mine = [
                (k, e) for k, e in edges.items() if k[0] == item["paper_id"] and k[1] == predicate
            ]
            names = set().union(*(e["names"] for _, e in mine)) if mine else set()
            hits += _met(item["expected"], [k[2] for k, _ in mine], names)  # type: ignore[arg-type]
        report[f"{kind} recall"] = f"{hits}/{len(items)} = {100 * hits / len(items):.1f}%"
    bad = 0
    for item in (r for r in expected() if r["kind"] == "not_proposed"):
        word = item["expected"].lower()
        bad += any(
            k[0] == item["paper_id"] and k[1] == "proposes" and word in k[2].lower() for k in edges
        )
    report["not_proposed violated"] = bad
    judged = {(r["paper_id"], r["predicate"], r["object"]): r["entity"] for r in read_judged()}
    for predicate in PREDICATES.values():
        verdicts = Counter(judged.get(k, "unjudged") for k in edges if k[1] == predicate)
        total = sum(verdicts.values())
        report[f"{predicate} edges"] = total
        report[f"{predicate} judged"] = {
            v: f"{n} ({100 * n / total:.1f}%)" for v, n in sorted(verdicts.items())
        }
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=["build", "dump", "score"])
    parser.add_argument("out", type=Path)
    args = parser.parse_args()
    if args.command == "build":
        command_build(args.out)
    elif args.command == "dump":
        command_dump(args.out)
    else:
        print(json.dumps(score(args.out), indent=2))


if __name__ == "__main__":
    main()
