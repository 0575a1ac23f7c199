"""Recall and precision of what kg says a paper proposes, on a hand-judged dev set.

The set (``benchmarks/dev_judged/proposals.jsonl``) is 50 SciTLDR *dev* abstracts chosen by a
fixed rule (dev records sorted by the sha256 of their paper_id, the first 50), with what each
paper proposes written down from its title and abstract *before* kg's output was looked at:
named items as written ("Long Form (ACR)"), unnamed contributions as a bracketed label, and
background names that must not be proposals. The first 25 are the development half, the last
25 the held-out half.

Steps::

    python benchmarks/proposal_bench.py build OUT    # kg build of SciTLDR train+dev into OUT
    python benchmarks/proposal_bench.py dump OUT     # add OUT's proposes edges of the 50 papers
                                                     # to proposals_judged.tsv (judged rows kept)
    python benchmarks/proposal_bench.py score OUT    # recall (named/unnamed), precision, counts
    python benchmarks/proposal_bench.py score OUT --set benchmarks/dev_judged/proposals6.jsonl

``--set`` scores another set of the same format (round 6: ``proposals6.jsonl``, 40 SciTLDR
*train* abstracts, judged in ``proposals6_judged.tsv``). ``score`` also counts the usesMethod
edges from a paper to a node that matches one of its expected named proposals (the paper's own
contribution drawn as used).

A drawn edge whose label or alias matches an expected name (``fold``/``variants`` of
``audit.py``) is judged true automatically, one that matches a background name false; the rest
(unnamed contributions, mostly) are judged by hand in ``proposals_judged.tsv``: ``edge`` is
``true``/``false`` and ``expected`` names the expected item a true edge satisfies (by meaning).
"""

from __future__ import annotations

import argparse
import csv
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from audit import CORPUS, REPO, _store, fold, variants  # noqa: E402

SET = REPO / "benchmarks" / "dev_judged" / "proposals.jsonl"
JUDGED = REPO / "benchmarks" / "dev_judged" / "proposals_judged.tsv"
COLUMNS = ["paper_id", "object", "aliases", "sentence", "edge", "expected", "note"]
PROPOSES = """
PREFIX kg: <https://w3id.org/kg/ontology#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
PREFIX dcterms: <http://purl.org/dc/terms/>
SELECT ?paper ?id ?o ?label (GROUP_CONCAT(DISTINCT ?alias; separator=" | ") AS ?aliases) WHERE {
    %s
    ?paper a kg:Paper ; dcterms:identifier ?id ; kg:proposes ?o .
    ?o rdfs:label ?label .
    OPTIONAL { ?o skos:altLabel ?alias }
} GROUP BY ?paper ?id ?o ?label
"""
SENTENCE = """
PREFIX kg: <https://w3id.org/kg/ontology#>
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
PREFIX prov: <http://www.w3.org/ns/prov#>
PREFIX dcterms: <http://purl.org/dc/terms/>
SELECT ?id ?o (SAMPLE(?s) AS ?sentence) WHERE {
    VALUES ?id { %s }
    ?paper a kg:Paper ; dcterms:identifier ?id .
    ?ev prov:wasDerivedFrom ?paper ; rdf:predicate kg:proposes ; rdf:object ?o ; kg:sentence ?s .
} GROUP BY ?id ?o
"""
PAPERS = """
PREFIX kg: <https://w3id.org/kg/ontology#>
SELECT (COUNT(?p) AS ?n) WHERE { ?p a kg:Paper }
"""


def papers() -> list[dict]:
    return [json.loads(line) for line in SET.open(encoding="utf-8")]


def use_selected(path: Path) -> None:
    """Score the set in ``path``, judged in ``<stem>_judged.tsv`` beside it."""
    global SET, JUDGED
    SET, JUDGED = path.resolve(), path.resolve().with_name(f"{path.stem}_judged.tsv")


def command_build(out: Path) -> None:
    inputs = [str(CORPUS / f"{split}.jsonl") for split in ("train", "dev")]
    done = subprocess.run(
        ["kg", "build", *inputs, "--out", str(out), "--no-view"], check=False, cwd=REPO
    )
    if done.returncode not in (0, 3):
        sys.exit(done.returncode)


def all_proposals(out: Path, ids: list[str] | None = None) -> list[dict[str, str]]:
    """The proposes edges of the build in ``out`` (of ``ids`` only, when given)."""
    store = _store(out)
    values = "VALUES ?id { " + " ".join(json.dumps(i) for i in ids) + " }" if ids else ""
    rows = [
        {
            "paper_id": r["id"].value,
            "_paper": r["paper"].value,
            "_iri": r["o"].value,
            "object": r["label"].value,
            "aliases": r["aliases"].value if r["aliases"] is not None else "",
        }
        for r in store.query(PROPOSES % values)
    ]
    if ids:
        sentences = {
            (r["id"].value, r["o"].value): r["sentence"].value
            for r in store.query(SENTENCE % " ".join(json.dumps(i) for i in ids))
        }
        for row in rows:
            row["sentence"] = sentences.get((row["paper_id"], row["_iri"]), "")
    return rows


def _names(row: dict[str, str]) -> set[str]:
    return {fold(row["object"])} | {fold(a) for a in row["aliases"].split(" | ") if a}


def auto_judge(row: dict[str, str], paper: dict) -> tuple[str, str]:
    """(edge, expected) for an edge an expected or a background name decides, else ("", "")."""
    for item in paper["proposes"]:
        if variants(item) & _names(row):
            return "true", item
    for item in paper["not_proposed"]:
        if variants(item) & _names(row):
            return "false", ""
    return "", ""


def _key(row: dict[str, str]) -> tuple[str, str]:
    return row["paper_id"], row["object"]


def read_judged() -> dict[tuple[str, str], dict[str, str]]:
    if not JUDGED.is_file():
        return {}
    with JUDGED.open(newline="", encoding="utf-8") as handle:
        return {_key(r): r for r in csv.DictReader(handle, delimiter="\t")}


def command_dump(out: Path) -> None:
    set_ = {p["paper_id"]: p for p in papers()}
    old = read_judged()
    drawn = all_proposals(out, list(set_))
    new = 0
    for row in drawn:
        before = old.get(_key(row))
        if before and before.get("edge"):
            continue
        edge, expected = auto_judge(row, set_[row["paper_id"]])
        old[_key(row)] = {**row, "edge": edge, "expected": expected, "note": ""}
        new += not edge
    order = list(set_)
    rows = sorted(old.values(), key=lambda r: (order.index(r["paper_id"]), r["object"]))
    with JUDGED.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(
            handle, COLUMNS, delimiter="\t", extrasaction="ignore", lineterminator="\n"
        )
        writer.writeheader()
        writer.writerows(rows)
    print(f"{len(drawn)} proposes edges drawn, {new} left to judge by hand in {JUDGED}")


def _share(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}% ({part}/{whole})" if whole else "-"


def score_half(drawn: list[dict[str, str]], half: list[dict]) -> dict[str, str]:
    judged = read_judged()
    named = [0, 0]
    unnamed = [0, 0]
    verdicts = Counter()
    for paper in half:
        edges = [r for r in drawn if r["paper_id"] == paper["paper_id"]]
        true_edges = []
        for row in edges:
            edge, expected = auto_judge(row, paper)
            if not edge:
                hand = judged.get(_key(row), {})
                edge, expected = hand.get("edge", ""), hand.get("expected", "")
            verdicts[edge or "unjudged"] += 1
            if edge == "true":
                true_edges.append((row, expected))
        for item in paper["proposes"]:
            tally = unnamed if item.startswith("[") else named
            tally[1] += 1
            tally[0] += any(
                item in expected.split(" | ") or variants(item) & _names(row)
                for row, expected in true_edges
            )
    return {
        "recall, all": _share(named[0] + unnamed[0], named[1] + unnamed[1]),
        "recall, named": _share(*named),
        "recall, unnamed": _share(*unnamed),
        "proposes edges true": _share(verdicts["true"], verdicts["true"] + verdicts["false"]),
        "edges not judged yet": str(verdicts["unjudged"]),
    }


USES = """
PREFIX kg: <https://w3id.org/kg/ontology#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
PREFIX dcterms: <http://purl.org/dc/terms/>
SELECT ?id ?o ?label (GROUP_CONCAT(DISTINCT ?alias; separator=" | ") AS ?aliases) WHERE {
    VALUES ?id { %s }
    ?paper a kg:Paper ; dcterms:identifier ?id ; kg:usesMethod ?o .
    ?o rdfs:label ?label .
    OPTIONAL { ?o skos:altLabel ?alias }
} GROUP BY ?id ?o ?label
"""


def own_as_used(out: Path, set_: list[dict]) -> dict[str, str]:
    """usesMethod edges to a node matching one of the paper's expected named proposals."""
    by_id = {p["paper_id"]: p for p in set_}
    rows = _store(out).query(USES % " ".join(json.dumps(i) for i in by_id))
    hits = []
    for r in rows:
        row = {"object": r["label"].value, "aliases": r["aliases"].value if r["aliases"] else ""}
        named = [i for i in by_id[r["id"].value]["proposes"] if not i.startswith("[")]
        if any(variants(item) & _names(row) for item in named):
            hits.append(f"{r['id'].value}: {row['object']}")
    return {"usesMethod edges to an expected name": str(len(hits)), "  of them": "; ".join(hits)}


def graph_counts(out: Path) -> dict[str, str]:
    """Papers without a proposal and nodes proposed by 3+ papers in the whole build."""
    rows = all_proposals(out)
    store = _store(out)
    total = int(next(iter(store.query(PAPERS)))["n"].value)
    proposing = {r["_paper"] for r in rows}
    by_node = Counter(r["_iri"] for r in {(r["_paper"], r["_iri"]): r for r in rows}.values())
    labels = {r["_iri"]: r["object"] for r in rows}
    crowded = sorted((n, labels[i]) for i, n in by_node.items() if n >= 3)
    return {
        "papers in the build": str(total),
        "papers without a proposes edge": _share(total - len(proposing), total),
        "nodes proposed by 3+ papers": str(len(crowded)),
        "  of them": ", ".join(f"{label} ({n})" for n, label in reversed(crowded[-15:])),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("step", choices=["build", "dump", "score"])
    parser.add_argument("out", type=Path, help="the build directory")
    parser.add_argument("--json", action="store_true", help="score: print JSON")
    parser.add_argument("--set", type=Path, default=SET, help="the JSONL set to score")
    args = parser.parse_args()
    use_selected(args.set)
    if args.step == "build":
        command_build(args.out)
        return
    if args.step == "dump":
        command_dump(args.out)
        return
    set_ = papers()
    drawn = all_proposals(args.out, [p["paper_id"] for p in set_])
    table = {
        f"{name} half": score_half(drawn, [p for p in set_ if p["half"] == name])
        for name in ("dev", "held_out")
    }
    table["own contribution drawn as used"] = own_as_used(args.out, set_)
    table["graph"] = graph_counts(args.out)
    if args.json:
        print(json.dumps(table, indent=2))
        return
    for section, values in table.items():
        print(section)
        for name, value in values.items():
            print(f"  {name:<34} {value}")


if __name__ == "__main__":
    main()
