"""Judge the merges of a build: the biggest ones and alias sets drawn at random.

Usage::

    python benchmarks/merge_judge.py sample REPORT [--hubs 30] [--random 50] [--seed 6]
    python benchmarks/merge_judge.py score JUDGED REPORT [--new]

REPORT is the TSV ``kg build --merge-report`` writes. ``sample`` prints, for the entities that
touch the most papers and for alias sets drawn at random with a fixed seed, every alias that a
paper gave (alias papers > 0) and that is not the label spelled otherwise (case, hyphens, plural
are one key): the rows to judge. JUDGED (``benchmarks/dev_judged/merges6.tsv``) holds those rows
with a verdict in the first column: ``right``, ``wrong:KIND`` (a wrong merge; KIND one of
acronym, version, opposite, task-method, head, other) or ``missed`` (two labels of one thing kept
apart: the alias column holds the other label). ``score`` re-reads a REPORT (of the same or a new
build) and counts, per verdict, how many judged merges it still makes; ``--new`` lists the
merges of REPORT, on the judged entities and the 30 hubs of REPORT, that JUDGED does not hold
(to judge them as well).
"""

from __future__ import annotations

import argparse
import csv
import random
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kg.link.keys import name_key  # noqa: E402

FIELDS = ("verdict", "set", "label", "type", "papers", "alias", "rule", "alias_papers", "paper")


def read_report(path: Path) -> dict[str, list[dict[str, str]]]:
    """Rows of a merge report by entity label (the label is the entity here)."""
    by_label: dict[str, list[dict[str, str]]] = defaultdict(list)
    with path.open(encoding="utf-8") as handle:
        for row in csv.DictReader(handle, delimiter="\t"):
            by_label[row["label"]].append(row)
    return by_label


def judged_rows(by_label: dict[str, list[dict[str, str]]]) -> list[dict[str, str]]:
    """The aliases a paper gave that are not the label spelled otherwise."""
    return [
        row
        for rows in by_label.values()
        for row in rows
        if int(row["alias_papers"]) > 0 and name_key(row["alias"]) != name_key(row["label"])
    ]


def sample(report: Path, *, hubs: int, drawn: int, seed: int) -> list[dict[str, str]]:
    by_label = read_report(report)
    merged = {r["label"] for r in judged_rows(by_label)}
    order = sorted(merged, key=lambda lb: (-int(by_label[lb][0]["papers"]), lb))
    top = order[:hubs]
    rest = sorted(set(order) - set(top))
    picked = random.Random(seed).sample(rest, min(drawn, len(rest)))
    out = []
    for name, labels in (("hub", top), ("random", sorted(picked))):
        for label in labels:
            for row in judged_rows({label: by_label[label]}):
                out.append({"verdict": "", "set": name, **row, "paper": row["defined_in"]})
    return out


def score(judged: Path, report: Path, *, new: bool) -> None:
    by_label = read_report(report)
    labels_of: dict[str, set[str]] = defaultdict(set)  # alias as written -> labels holding it
    for label, rows_of_label in by_label.items():
        for r in rows_of_label:
            labels_of[r["alias"]].add(label)
    kept: Counter[str] = Counter()
    total: Counter[str] = Counter()
    papers: Counter[str] = Counter()
    seen: set[tuple[str, str]] = set()
    with judged.open(encoding="utf-8") as handle:
        lines = [line for line in handle if not line.startswith("#")]
        rows = [r for r in csv.DictReader(lines, delimiter="\t") if r["verdict"]]
    for row in rows:
        label, alias = row["label"], row["alias"]
        seen.add((row["label"], row["alias"]))
        verdict = row["verdict"]
        held = labels_of.get(alias, set()) | {alias}
        together = label in held or bool(labels_of.get(label, set()) & held)
        kind = verdict.split(":")[0]
        total[verdict] += 1
        if together:
            kept[verdict] += 1
        if kind == "wrong" and together:
            papers[row["set"]] += int(row["alias_papers"] or 0)
        if "--list" in sys.argv and (kind == "wrong") == together and kind != "missed":
            print("  still" if together else "  lost ", verdict, row["label"], "<-", row["alias"])
        if "--list" in sys.argv and kind == "missed" and not together:
            print("  apart", row["label"], "/", row["alias"])
    for verdict in sorted(total):
        print(f"{verdict:20} judged {total[verdict]:4}  merged now {kept[verdict]:4}")
    wrong = sum(v for k, v in kept.items() if k.startswith("wrong"))
    print(
        f"wrong merges still made: {wrong} (papers: hub {papers['hub']}, random {papers['random']})"
    )
    if new:
        labels = {row["label"] for row in rows}
        for row in sample(report, hubs=30, drawn=0, seed=0):
            labels.add(row["label"])  # the hubs of this build
        for row in judged_rows({label: by_label.get(label, []) for label in sorted(labels)}):
            if (row["label"], row["alias"]) not in seen:
                print("NEW", row["label"], "<-", row["alias"], row["rule"], row["alias_papers"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    s = sub.add_parser("sample")
    s.add_argument("report", type=Path)
    s.add_argument("--hubs", type=int, default=30)
    s.add_argument("--random", type=int, default=50)
    s.add_argument("--seed", type=int, default=6)
    c = sub.add_parser("score")
    c.add_argument("judged", type=Path)
    c.add_argument("report", type=Path)
    c.add_argument("--new", action="store_true")
    c.add_argument("--list", action="store_true")
    args = parser.parse_args()
    if args.command == "sample":
        writer = csv.DictWriter(sys.stdout, FIELDS, delimiter="\t", extrasaction="ignore")
        writer.writeheader()
        writer.writerows(sample(args.report, hubs=args.hubs, drawn=args.random, seed=args.seed))
    else:
        score(args.judged, args.report, new=args.new)


if __name__ == "__main__":
    main()
