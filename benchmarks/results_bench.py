"""Reported results on a hand-judged set of 80 sentences of SciTLDR *train* abstracts.

The set (``benchmarks/dev_judged/results47.jsonl``, written 2026-12-05) holds, for each of 80
papers, one sentence drawn in sha256("paper_id:sentence number") order among the train
sentences that hold a percentage, a factor ("2.5x"), a decimal number, "BLEU", "F1" or
"accuracy of" (one sentence per paper), and the results a reader takes from it, written down
before kg's output for it was read: value, metric (alternatives with `` | ``), dataset (``-``
when the sentence names none) and kind (a score, or an improvement over a baseline).
Baselines' and earlier records' values, settings ("with 1% of the labels") and requirements
are no results. ``group: core`` results are scores and changes of a quality metric;
``group: efficiency`` ones are speed-ups, compression and costs. The first 40 sentences
(``half: dev``) were read while fixing the result rules in round 47; the last 40
(``held_out``) were written at the same time and are not tuned on.

A result is read right when kg draws, from that sentence, a result with the value (the
number; either end of an expected range), the kind, a metric whose folded name contains one
of the expected alternatives or is contained in one (a comparative's metric by the name the
graph links it to: "more accurate" is accuracy, round 48), and, when a dataset is expected, such a
dataset. Drawn results that meet no expected one count against precision (a lower bound:
the judge may have left out a true one).

Usage::

    python benchmarks/results_bench.py [--verbose]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from audit import fold  # noqa: E402  (a sibling script, not a package)

from kg.types import COMPARATIVE_EXTRACTOR  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
SET = REPO / "benchmarks" / "dev_judged" / "results47.jsonl"
TRAIN = REPO.parent / "shared" / "corpus" / "scitldr" / "train.jsonl"
_NUMBER = re.compile(r"\d+(?:\.\d+)?")


def abstracts(ids: set[str]) -> dict[str, tuple[str, str]]:
    """paper_id -> (abstract, title) of the SciTLDR train records named."""
    found = {}
    for line in TRAIN.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        if record["paper_id"] in ids:
            source = record["source"]
            found[record["paper_id"]] = (" ".join(source), record.get("title") or "")
    return found


def _metric_name(mention) -> str:
    """The metric's name as the graph shows it: a comparative ("19% more *accurate*", "3x
    *faster*") is linked to the metric it names (accuracy, speedup), not to its adjective."""
    if mention.extractor == COMPARATIVE_EXTRACTOR and mention.canonical:
        return mention.canonical
    return mention.text


def _numbers(value: str) -> set[str]:
    return {str(float(n)) for n in _NUMBER.findall(value)}


def _names_meet(wanted: str, got: str) -> bool:
    got = fold(got)
    return any(fold(name) in got or got in fold(name) for name in wanted.split("|") if got)


def meets(want: dict, got: dict) -> bool:
    """Whether a drawn result reads an expected one right."""
    if not _numbers(got["value"]) & _numbers(want["value"]) or got["kind"] != want["kind"]:
        return False
    if not _names_meet(want["metric"], got["metric"]):
        return False
    return want["dataset"] == "-" or _names_meet(want["dataset"], got["dataset"] or "")


def drawn(records: list[dict]) -> dict[str, list[dict]]:
    """paper_id -> the results kg reads from the record's sentence."""
    from kg.extract import extract_one
    from kg.extract.pipeline import make_pipeline
    from kg.types import Paper

    nlp = make_pipeline()
    texts = abstracts({r["paper_id"] for r in records})
    found = {}
    for record in records:
        abstract, title = texts[record["paper_id"]]
        extraction = extract_one(
            Paper(key=f"scitldr:{record['paper_id']}", abstract=abstract, title=title), nlp=nlp
        )
        mentions = extraction.mentions
        opening = " ".join(record["sentence"].split())[:40]
        found[record["paper_id"]] = [
            {
                "value": r.value,
                "metric": _metric_name(mentions[r.metric]),
                "dataset": None if r.dataset is None else mentions[r.dataset].text,
                "kind": "improvement" if r.improvement else "score",
            }
            for r in extraction.results
            if " ".join(r.evidence.sentence.split())[:40] == opening
        ]
    return found


def _share(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}% ({part}/{whole})" if whole else "-"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verbose", action="store_true", help="list misses and extras")
    args = parser.parse_args()
    records = [json.loads(line) for line in SET.read_text(encoding="utf-8").splitlines()]
    results = drawn(records)
    for half in ("dev", "held_out"):
        counts = {"core": [0, 0], "efficiency": [0, 0]}
        right = total = 0
        for record in (r for r in records if r["half"] == half):
            got = results[record["paper_id"]]
            for want in record["expected"]:
                hit = any(meets(want, g) for g in got)
                counts[want["group"]][0] += hit
                counts[want["group"]][1] += 1
                if args.verbose and not hit:
                    print(f"{half} {record['paper_id']} missed {want}")
            for g in got:
                ok = any(meets(w, g) for w in record["expected"])
                right += ok
                total += 1
                if args.verbose and not ok:
                    print(f"{half} {record['paper_id']} extra {g}")
        print(f"[{half}]")
        print(f"  core results read right        {_share(*counts['core'])}")
        print(f"  efficiency results read right  {_share(*counts['efficiency'])}")
        print(f"  drawn results that are right   {_share(right, total)}")


if __name__ == "__main__":
    main()
