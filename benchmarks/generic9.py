"""Round 9's judged entity nodes of 30 SciTLDR dev abstracts (generic phrases, ordinary senses,
wrong acronym merges).

``dev_judged/generic9.jsonl`` (drawn by ``dev_judged/generic9_sample.py``) holds, per paper,
the entities a researcher expects and the phrases that must not be nodes, written before kg's
output was seen. ``dev_judged/generic9_judged.tsv`` judges by hand every entity node kg links
in those papers, one row per paper and label (on main before round 9 and on every later build
measured): ``correct``, ``generic`` (a generic or describing phrase, a fragment, an ordinary
sense), ``wrong_type`` or ``wrong_merge`` (a node that merges another entity, such as an
acronym another paper defined otherwise).

Steps::

    python benchmarks/dev_judged.py build OUT      # kg build of SciTLDR train+dev into OUT
    python benchmarks/generic9.py dump OUT         # the nodes of OUT not judged yet (TSV rows)
    python benchmarks/generic9.py score OUT        # shares per half; expected found; not_entities drawn
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from dev_judged import HERE, links  # noqa: E402

SET = HERE / "generic9.jsonl"
JUDGED = HERE / "generic9_judged.tsv"
COLUMNS = ["half", "paper_id", "object", "class", "predicates", "entity", "note"]
VERDICTS = ("correct", "generic", "wrong_type", "wrong_merge")


def _norm(text: str) -> str:
    return " ".join(text.lower().replace("-", " ").split()).removesuffix("s")


def expectations() -> dict[str, dict]:
    return {r["paper_id"]: r for r in map(json.loads, SET.read_text(encoding="utf-8").splitlines())}


def nodes(out: Path) -> dict[tuple[str, str], dict[str, str]]:
    """One row per paper and linked label, with the predicates that link it."""
    wanted = expectations()
    rows: dict[tuple[str, str], dict[str, str]] = {}
    for r in links(out, papers=set(wanted)):
        key = (r["paper_id"], r["object"])
        row = rows.setdefault(
            key,
            {
                "half": wanted[r["paper_id"]]["half"],
                "paper_id": r["paper_id"],
                "object": r["object"],
                "class": r["class"],
                "predicates": "",
            },
        )
        if r["predicate"] not in row["predicates"].split(","):
            row["predicates"] = ",".join(filter(None, [row["predicates"], r["predicate"]]))
    return rows


def judged() -> dict[tuple[str, str], dict[str, str]]:
    if not JUDGED.is_file():
        return {}
    with JUDGED.open(newline="", encoding="utf-8") as handle:
        return {(r["paper_id"], r["object"]): r for r in csv.DictReader(handle, delimiter="\t")}


def command_dump(out: Path) -> None:
    known = judged()
    writer = csv.DictWriter(sys.stdout, COLUMNS, delimiter="\t", extrasaction="ignore")
    for key, row in sorted(nodes(out).items()):
        if key not in known:
            writer.writerow({**row, "entity": "", "note": ""})


def _shares(verdicts: list[str]) -> str:
    counts = Counter(verdicts)
    total = len(verdicts) or 1
    return f"{len(verdicts)} nodes: " + ", ".join(
        f"{v} {counts[v]} ({counts[v] / total:.1%})" for v in VERDICTS
    )


def command_score(out: Path) -> None:
    known, drawn, wanted = judged(), nodes(out), expectations()
    missing = [key for key in drawn if key not in known]
    if missing:
        sys.exit(f"{len(missing)} nodes of {out} are not judged yet (run dump): {missing[:5]}")
    for half in ("dev", "held_out", None):
        keys = [k for k in drawn if half is None or drawn[k]["half"] == half]
        found = total = bad = 0
        for pid, record in wanted.items():
            if half is not None and record["half"] != half:
                continue
            labels = {_norm(label) for (p, label) in drawn if p == pid}
            for entity in record["entities"]:
                total += 1
                found += any(_norm(v) in labels for v in entity.split(" | "))
            bad += sum(_norm(phrase) in labels for phrase in record["not_entities"])
        print(f"{half or 'all':>8}: {_shares([known[k]['entity'] for k in keys])}")
        print(
            f"{'':>8}  expected entities found by label {found}/{total}; not_entities drawn {bad}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["dump", "score"])
    parser.add_argument("out", type=Path)
    args = parser.parse_args()
    {"dump": command_dump, "score": command_score}[args.command](args.out)


if __name__ == "__main__":
    main()
