"""Whether kg's usesMethod edges mean use, on a hand-judged dev set.

The set (``benchmarks/dev_judged/uses.jsonl``) is 40 SciTLDR *dev* abstracts chosen by a fixed
rule (dev records sorted by the sha256 of their paper_id, skipping the 100 papers of
``proposals.jsonl`` and ``tasks.jsonl``, the first 40), with what each paper uses or builds on
(``uses``) and what it only mentions or compares with (``mentioned``) written down from its title
and abstract *before* kg's output was looked at. The first 20 are the development half, the last
20 the held-out half.

Every edge from one of these papers to a Method or Model node (usesMethod, mentions,
comparesWith, extends) is judged once, whatever its predicate, in ``uses_judged.tsv``:
``entity`` is correct / generic / wrong_type / wrong_merge, ``use`` is true when the paper uses
or builds on that entity, false otherwise. A usesMethod edge is true when its entity is correct
and ``use`` is true. Steps::

    python benchmarks/uses_bench.py build OUT    # kg build of SciTLDR train+dev into OUT
    python benchmarks/uses_bench.py dump OUT     # add OUT's new edges to uses_judged.tsv
    python benchmarks/uses_bench.py score OUT    # precision, recall, true uses left as mentions

An edge whose node matches an expected ``uses`` name (``fold``/``variants`` of ``audit.py``) is
pre-judged correct/true, one that matches a ``mentioned`` name correct/false; the judge checks
and fills in the rest by hand.

``--set FILE`` scores another set of the same format, judged in ``<stem>_judged.tsv`` beside it
(round 9: ``uses9.jsonl``, 30 SciTLDR *dev* abstracts drawn by ``dev_judged/uses9_sample.py``,
15 ``dev`` and 15 ``held_out``); ``build OUT --set FILE`` builds only that set's abstracts (a
few seconds; the figures can differ a little from those inside the whole train+dev graph)::

    python benchmarks/uses_bench.py build OUT --set benchmarks/dev_judged/uses9.jsonl
    python benchmarks/uses_bench.py score OUT --set benchmarks/dev_judged/uses9.jsonl
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

SET = REPO / "benchmarks" / "dev_judged" / "uses.jsonl"
JUDGED = REPO / "benchmarks" / "dev_judged" / "uses_judged.tsv"
COLUMNS = ["paper_id", "object", "kind", "aliases", "sentence", "entity", "use", "expected", "note"]
PREDICATES = ("usesMethod", "mentions", "comparesWith", "extends")
EDGES = """
PREFIX kg: <https://w3id.org/kg/ontology#>
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
PREFIX prov: <http://www.w3.org/ns/prov#>
PREFIX dcterms: <http://purl.org/dc/terms/>
SELECT ?id ?p ?o ?label ?kind (GROUP_CONCAT(DISTINCT ?alias; separator=" | ") AS ?aliases)
       (SAMPLE(?s) AS ?sentence) WHERE {
    VALUES ?id { %s }
    VALUES ?kind { kg:Method kg:Model }
    ?paper a kg:Paper ; dcterms:identifier ?id .
    ?ev prov:wasDerivedFrom ?paper ; rdf:predicate ?p ; rdf:object ?o ; kg:sentence ?s .
    ?o a ?kind ; rdfs:label ?label .
    OPTIONAL { ?o skos:altLabel ?alias }
} GROUP BY ?id ?p ?o ?label ?kind
"""


def papers() -> list[dict]:
    return [json.loads(line) for line in SET.open(encoding="utf-8")]


def use_set(path: Path) -> None:
    """Score the set in ``path``, judged in ``<stem>_judged.tsv`` beside it."""
    global SET, JUDGED
    SET, JUDGED = path.resolve(), path.resolve().with_name(f"{path.stem}_judged.tsv")


def set_corpus(out: Path) -> Path:
    """Write the SciTLDR train/dev records of the set's papers to ``OUT/uses_bench.jsonl``."""
    wanted = [p["paper_id"] for p in papers()]
    found: dict[str, str] = {}
    for split in ("train", "dev"):
        for line in (CORPUS / f"{split}.jsonl").open(encoding="utf-8"):
            record = json.loads(line)
            if record["paper_id"] in wanted:
                found.setdefault(record["paper_id"], json.dumps(record))
    out.mkdir(parents=True, exist_ok=True)
    corpus = out / "uses_bench.jsonl"
    corpus.write_text("".join(found[i] + "\n" for i in wanted), encoding="utf-8")
    return corpus


def command_build(out: Path, *, whole: bool = True) -> None:
    if whole:
        inputs = [str(CORPUS / f"{split}.jsonl") for split in ("train", "dev")]
    else:
        inputs = [str(set_corpus(out))]
    done = subprocess.run(
        ["kg", "build", *inputs, "--out", str(out), "--no-view"], check=False, cwd=REPO
    )
    if done.returncode not in (0, 3):
        sys.exit(done.returncode)


def drawn(out: Path, ids: list[str]) -> list[dict[str, str]]:
    """Edges from the papers ``ids`` to Method/Model nodes: one row per (paper, node, predicate)."""
    store = _store(out)
    rows = []
    for r in store.query(EDGES % " ".join(json.dumps(i) for i in ids)):
        predicate = r["p"].value.rsplit("#", 1)[-1]
        if predicate not in PREDICATES:
            continue
        rows.append(
            {
                "paper_id": r["id"].value,
                "predicate": predicate,
                "object": r["label"].value,
                "kind": r["kind"].value.rsplit("#", 1)[-1],
                "aliases": r["aliases"].value if r["aliases"] is not None else "",
                "sentence": r["sentence"].value if r["sentence"] is not None else "",
            }
        )
    return rows


def _names(row: dict[str, str]) -> set[str]:
    return {fold(row["object"])} | {fold(a) for a in row["aliases"].split(" | ") if a}


def auto_judge(row: dict[str, str], paper: dict) -> tuple[str, str, str]:
    """(entity, use, expected) for a node an expected name decides, else empty strings."""
    for item in paper["uses"]:
        if variants(item) & _names(row):
            return "correct", "true", item
    for item in paper["mentioned"]:
        if variants(item) & _names(row):
            return "correct", "false", ""
    return "", "", ""


def _key(row: dict[str, str]) -> tuple[str, str, str]:
    return row["paper_id"], row["object"], row["kind"]


def read_judged() -> dict[tuple[str, str, str], dict[str, str]]:
    if not JUDGED.is_file():
        return {}
    with JUDGED.open(newline="", encoding="utf-8") as handle:
        return {_key(r): r for r in csv.DictReader(handle, delimiter="\t")}


def command_dump(out: Path) -> None:
    set_ = {p["paper_id"]: p for p in papers()}
    old = read_judged()
    new = 0
    for row in drawn(out, list(set_)):
        if _key(row) in old:
            continue
        entity, use, expected = auto_judge(row, set_[row["paper_id"]])
        old[_key(row)] = {**row, "entity": entity, "use": use, "expected": expected, "note": ""}
        new += 1
    order = list(set_)
    rows = sorted(old.values(), key=lambda r: (order.index(r["paper_id"]), r["object"]))
    with JUDGED.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, COLUMNS, delimiter="\t", extrasaction="ignore")
        writer.writeheader()
        writer.writerows(rows)
    print(f"{new} new (paper, node) rows in {JUDGED}; fill in entity/use where empty")


def _share(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}% ({part}/{whole})" if whole else "-"


def score_half(rows: list[dict[str, str]], half: list[dict]) -> dict[str, str]:
    judged = read_judged()
    ids = {p["paper_id"] for p in half}
    rows = [r for r in rows if r["paper_id"] in ids]
    uses = [r for r in rows if r["predicate"] == "usesMethod"]
    others = [r for r in rows if r["predicate"] != "usesMethod"]
    verdicts = Counter()
    entities = Counter()
    true_uses: list[tuple[dict[str, str], str]] = []
    for row in uses:
        hand = judged.get(_key(row), {})
        entities[hand.get("entity") or "unjudged"] += 1
        ok = hand.get("entity") == "correct" and hand.get("use") == "true"
        verdicts["unjudged" if not hand.get("use") else ok] += 1
        if ok:
            true_uses.append((row, hand.get("expected", "")))
    moved = [0, 0]  # correct entities not drawn as usesMethod: (the paper uses it, it does not)
    drawn_as_use = {_key(r) for r in uses}
    for row in {_key(r): r for r in others if _key(r) not in drawn_as_use}.values():
        hand = judged.get(_key(row), {})
        if hand.get("entity") == "correct":
            moved[hand.get("use") != "true"] += 1
    found = [0, 0]
    for paper in half:
        mine = [(r, e) for r, e in true_uses if r["paper_id"] == paper["paper_id"]]
        for item in paper["uses"]:
            found[1] += 1
            found[0] += any(
                item in expected.split(" | ") or variants(item) & _names(row)
                for row, expected in mine
            )
    return {
        "usesMethod edges": str(len(uses)),
        "usesMethod precision": _share(verdicts[True], verdicts[True] + verdicts[False]),
        "  entity of usesMethod edges": ", ".join(f"{k} {v}" for k, v in sorted(entities.items())),
        "recall of used methods": _share(*found),
        "true uses drawn as mentions/compares": str(moved[0]),
        "non-uses drawn as mentions/compares": str(moved[1]),
        "edges not judged yet": str(verdicts["unjudged"]),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("step", choices=["build", "dump", "score"])
    parser.add_argument("out", type=Path, help="the build directory")
    parser.add_argument("--json", action="store_true", help="score: print JSON")
    parser.add_argument(
        "--set",
        type=Path,
        default=None,
        help="another judged set (judged in <stem>_judged.tsv); build: only its abstracts",
    )
    args = parser.parse_args()
    if args.set is not None:
        use_set(args.set)
    if args.step == "build":
        command_build(args.out, whole=args.set is None)
        return
    if args.step == "dump":
        command_dump(args.out)
        return
    set_ = papers()
    rows = drawn(args.out, [p["paper_id"] for p in set_])
    table = {
        f"{name} half": score_half(rows, [p for p in set_ if p["half"] == name])
        for name in ("dev", "held_out")
    }
    if args.json:
        print(json.dumps(table, indent=2))
        return
    for section, values in table.items():
        print(section)
        for name, value in values.items():
            print(f"  {name:<38} {value}")


if __name__ == "__main__":
    main()
