"""A hand-judged dev sample of entity links: the share of generic phrases and wrong types.

Drawn from the graph of the SciTLDR train+dev abstracts (2,611; never the test split, never the
audit set): a seeded random sample of 300 link edges (proposes, usesMethod, evaluatesOn,
addressesTask, mentions, comparesWith) of *dev* papers, allocated to the predicates as they
occur. Each object entity is judged from the sentence alone with the entity rules of
``benchmarks/audit/GUIDELINES.md``: ``correct``, ``generic`` (a generic or rhetorical phrase, a
fragment, junk), ``wrong_type`` or ``wrong_merge``. The first half of the rows (``half`` = dev)
is for developing rules, the second (``held``) is the held-out check.

Steps::

    python benchmarks/dev_judged.py build OUT     # kg build of SciTLDR train+dev into OUT
    python benchmarks/dev_judged.py sample OUT    # write nodes.tsv (once; the sample stays fixed)
    python benchmarks/dev_judged.py score OUT     # shares of the judged edges OUT still draws
    python benchmarks/dev_judged.py new OUT --before OLD  # sample OUT's edges OLD lacks: new.tsv
    python benchmarks/dev_judged.py new OUT --before MAIN --into benchmarks/dev_judged/new2.tsv
    python benchmarks/dev_judged.py sample2 OUT   # write held2.tsv: 150 edges of other dev papers

``score`` counts a sampled edge as kept when OUT draws an edge from the same paper with the
same predicate to an object of the same label (a retyped object is kept, with its new class);
the shares are over the kept edges, and the lost correct links are counted. Rows of ``new.tsv``
(link edges the old build did not draw, sampled at the same rate) are judged by the same rules.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from audit import KG, LINKS, read_judgments  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO.parent / "shared" / "corpus" / "scitldr"
HERE = REPO / "benchmarks" / "dev_judged"
NODES = HERE / "nodes.tsv"
NEW = HERE / "new.tsv"
NEW2 = HERE / "new2.tsv"
# A second held-out check (round 2): edges of dev papers none of whose edges nodes.tsv holds,
# sampled from main's build and judged before any change of that round.
HELD2 = HERE / "held2.tsv"
SIZE2, SEED2 = 150, 2027
COLUMNS = ["half", "paper_id", "predicate", "object", "class", "sentence", "entity", "note"]
SIZE, SEED = 300, 2026


def dev_ids() -> list[str]:
    lines = (CORPUS / "dev.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line)["paper_id"] for line in lines]


_PREFIXES = """
PREFIX kg: <https://w3id.org/kg/ontology#>
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX prov: <http://www.w3.org/ns/prov#>
PREFIX dcterms: <http://purl.org/dc/terms/>
"""
# Simple patterns joined here: one query joining them all takes minutes on 600 papers.
_EVIDENCE = "SELECT ?paper ?p ?o ?sentence WHERE { ?ev prov:wasDerivedFrom ?paper ; rdf:subject ?paper ; rdf:predicate ?p ; rdf:object ?o ; kg:sentence ?sentence . }"
_IDS = "SELECT ?paper ?id WHERE { ?paper a kg:Paper ; dcterms:identifier ?id }"
_LABELS = "SELECT ?o ?label ?class WHERE { ?o rdfs:label ?label ; a ?class . FILTER(STRSTARTS(STR(?class), STR(kg:))) }"


def links(out: Path, *, papers: set[str] | None = None) -> list[dict[str, str]]:
    """The link edges the build in ``out`` draws from dev papers' sentences (papers' own; or
    from the ``papers`` given), one row per paper, predicate and object label."""
    import pyoxigraph

    store = pyoxigraph.Store.read_only(str(out / "graph.oxigraph"))
    wanted = set(dev_ids()) if papers is None else papers
    ids = {
        r["paper"].value: r["id"].value
        for r in store.query(_PREFIXES + _IDS)
        if r["id"].value in wanted
    }
    labels = {
        r["o"].value: (r["label"].value, r["class"].value.removeprefix(KG))
        for r in store.query(_PREFIXES + _LABELS)
    }
    rows: dict[tuple[str, str, str], dict[str, str]] = {}
    for r in store.query(_PREFIXES + _EVIDENCE):
        paper, predicate = ids.get(r["paper"].value), r["p"].value.removeprefix(KG)
        if paper not in wanted or predicate not in LINKS or r["o"].value not in labels:
            continue
        label, cls = labels[r["o"].value]
        row = {"paper_id": paper, "predicate": predicate, "object": label, "class": cls}
        rows.setdefault(_key(row), {**row, "sentence": r["sentence"].value})
    return sorted(
        rows.values(), key=lambda r: (r["paper_id"], r["predicate"], r["object"], r["sentence"])
    )


def _key(row: dict[str, str]) -> tuple[str, str, str]:
    return (row["paper_id"], row["predicate"], row["object"])


def command_sample(out: Path) -> None:
    if NODES.exists():
        sys.exit(f"{NODES} exists: the sample stays fixed once written")
    rows = links(out)
    by_predicate: dict[str, list[dict[str, str]]] = {}
    for row in rows:
        by_predicate.setdefault(row["predicate"], []).append(row)
    rng = random.Random(SEED)
    sample: list[dict[str, str]] = []
    for predicate in sorted(by_predicate):
        pool = by_predicate[predicate]
        share = round(SIZE * len(pool) / len(rows))
        sample += rng.sample(pool, min(share, len(pool)))
    rng.shuffle(sample)
    for index, row in enumerate(sample):
        row["half"] = "dev" if index < len(sample) // 2 else "held"
    HERE.mkdir(exist_ok=True)
    _write(NODES, sample)
    print(f"{len(rows)} link edges of dev papers; sampled {len(sample)}")


def command_sample2(out: Path) -> None:
    if HELD2.exists():
        sys.exit(f"{HELD2} exists: the sample stays fixed once written")
    taken = {r["paper_id"] for r in read_judgments(NODES)}
    rows = [r for r in links(out) if r["paper_id"] not in taken]
    sample = random.Random(SEED2).sample(rows, min(SIZE2, len(rows)))
    sample.sort(key=lambda r: (r["paper_id"], r["predicate"], r["object"]))
    for row in sample:
        row["half"] = "held2"
    _write(HELD2, sample)
    print(f"{len(rows)} link edges of other dev papers; sampled {len(sample)}")


def _write(path: Path, rows: list[dict[str, str]]) -> None:
    import csv

    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, COLUMNS, delimiter="\t", extrasaction="ignore")
        writer.writeheader()
        writer.writerows(rows)


def _shares(rows: list[dict[str, str]]) -> str:
    counts = Counter(r["entity"] for r in rows)
    n = len(rows) or 1
    parts = [f"{k} {counts[k]} ({counts[k] / n:.1%})" for k in ("correct", "generic", "wrong_type")]
    return f"{len(rows)} links: " + ", ".join(parts) + f", wrong_merge {counts['wrong_merge']}"


def command_score(out: Path | None) -> None:
    judged = read_judgments(NODES)
    missing = [
        r for r in judged if r["entity"] not in {"correct", "generic", "wrong_type", "wrong_merge"}
    ]
    if missing:
        sys.exit(f"{NODES}: {len(missing)} rows without a judgment (first: {missing[0]['object']})")
    drawn = {_key(r): r for r in links(out)} if out is not None else None
    for half in ("dev", "held", None):
        rows = [r for r in judged if half is None or r["half"] == half]
        name = half or "all"
        print(f"{name:>4} before: {_shares(rows)}")
        if drawn is None:
            continue
        kept = [{**r, "class": drawn[_key(r)]["class"]} for r in rows if _key(r) in drawn]
        lost = [r for r in rows if _key(r) not in drawn]
        retyped = sum(drawn[_key(r)]["class"] != r["class"] for r in rows if _key(r) in drawn)
        lost_counts = Counter(r["entity"] for r in lost)
        print(
            f"{name:>4}  after: {_shares(kept)}; dropped {len(lost)} "
            f"({dict(sorted(lost_counts.items()))}), retyped {retyped}"
        )
    if HELD2.exists():
        rows = read_judgments(HELD2)
        print(f"held2 before: {_shares(rows)}")
        if drawn is not None:
            kept = [{**r, "class": drawn[_key(r)]["class"]} for r in rows if _key(r) in drawn]
            lost = Counter(r["entity"] for r in rows if _key(r) not in drawn)
            print(
                f"held2  after: {_shares(kept)}; dropped {sum(lost.values())} ({dict(sorted(lost.items()))})"
            )
    for path in (NEW, NEW2) if drawn is not None else ():
        if path.exists():
            new = read_judgments(path)
            kept = [r for r in new if r["entity"] and _key(r) in drawn]
            print(f"{path.stem:>9}: {_shares(kept)} (of {len(new)} judged; still drawn)")


def command_new(out: Path, before: Path, into: Path = NEW) -> None:
    """Write the link edges ``out`` draws that the build ``before`` did not, all when few,
    else at the sample's rate, to ``into`` (judgments of rows kept). Round 1 wrote
    ``new.tsv`` (before = the sampled build), round 2 ``new2.tsv`` (before = main's build)."""
    old_rows = {_key(r) for r in links(before)}
    judged = {_key(r): r for r in read_judgments(into)} if into.exists() else {}
    fresh = [r for r in links(out) if _key(r) not in old_rows]
    rate = SIZE / max(1, len(old_rows))
    # Few new edges are all judged; many, at the sample's rate.
    size = len(fresh) if len(fresh) <= 60 else round(rate * len(fresh))
    rows = random.Random(SEED).sample(fresh, size)
    for row in rows:
        row.update({k: judged.get(_key(row), {}).get(k, "") for k in ("entity", "note")})
        row["half"] = "new"
    _write(into, rows)
    print(f"{len(fresh)} link edges new in {out}; sampled {len(rows)} into {into}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["build", "sample", "sample2", "score", "new"])
    parser.add_argument("out", type=Path, nargs="?")
    parser.add_argument("--before", type=Path, help="new: the build the sample was drawn from")
    parser.add_argument("--into", type=Path, default=NEW, help="new: the file to write")
    args = parser.parse_args()
    if args.command == "build":
        inputs = [str(CORPUS / f"{split}.jsonl") for split in ("train", "dev")]
        cmd = ["kg", "build", *inputs, "--out", str(args.out), "--no-view"]
        sys.exit(subprocess.run(cmd, check=False, cwd=REPO).returncode not in (0, 3))
    if args.command == "new":
        command_new(args.out, args.before, args.into)
        return
    {"sample": command_sample, "sample2": command_sample2, "score": command_score}[args.command](
        args.out
    )


if __name__ == "__main__":
    main()

__all__ = ["command_new", "command_sample", "command_sample2", "command_score", "dev_ids", "links"]
