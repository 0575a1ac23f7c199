"""Round 7's judged sample of entity links: generic phrases, fragments and ordinary senses.

Drawn once from main's (433248b) build of the SciTLDR train+dev abstracts (2,611; never the
test split, never the audit set), from papers none of whose edges ``nodes.tsv`` or
``held2.tsv`` holds: 150 link edges drawn at random (seed 7007, ``half`` = random) and 50 more
whose object entity is linked from one paper only (``half`` = single). Each object is judged
from the sentence by the entity rules of ``benchmarks/audit/GUIDELINES.md``: ``correct``,
``generic`` (a generic or rhetorical phrase, a fragment, junk), ``wrong_type`` or
``wrong_merge`` (an ordinary sense merged with a technique counts here).

Steps::

    python benchmarks/dev_judged.py build OUT     # kg build of SciTLDR train+dev into OUT
    python benchmarks/generic7.py sample OUT      # write generic7.tsv (once; it stays fixed)
    python benchmarks/generic7.py score OUT       # shares of the judged links OUT still draws
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from audit import read_judgments  # noqa: E402
from dev_judged import CORPUS, HELD2, HERE, NODES, _key, _shares, _write, links  # noqa: E402

SAMPLE = HERE / "generic7.tsv"
SEED, RANDOM, SINGLE = 7007, 150, 50


def _paper_ids() -> set[str]:
    ids = set()
    for split in ("train", "dev"):
        for line in (CORPUS / f"{split}.jsonl").read_text(encoding="utf-8").splitlines():
            ids.add(json.loads(line)["paper_id"])
    return ids


def command_sample(out: Path) -> None:
    if SAMPLE.exists():
        sys.exit(f"{SAMPLE} exists: the sample stays fixed once written")
    taken = {r["paper_id"] for path in (NODES, HELD2) for r in read_judgments(path)}
    everything = links(out, papers=_paper_ids())
    papers_of = Counter()
    for label in {(r["paper_id"], r["object"]) for r in everything}:
        papers_of[label[1]] += 1
    rows = [r for r in everything if r["paper_id"] not in taken]
    rng = random.Random(SEED)
    drawn = rng.sample(rows, RANDOM)
    keys = {_key(r) for r in drawn}
    single = [r for r in rows if papers_of[r["object"]] == 1 and _key(r) not in keys]
    rest = rng.sample(single, SINGLE)
    for half, part in (("random", drawn), ("single", rest)):
        for row in part:
            row["half"] = half
    sample = sorted(drawn + rest, key=lambda r: (r["half"], r["paper_id"], r["object"]))
    _write(SAMPLE, sample)
    print(f"{len(rows)} link edges of other train+dev papers; sampled {len(sample)}")


def command_score(out: Path | None) -> None:
    judged = read_judgments(SAMPLE)
    drawn = {_key(r): r for r in links(out, papers=_paper_ids())} if out is not None else None
    for half in ("random", "single", None):
        rows = [r for r in judged if half is None or r["half"] == half]
        name = half or "all"
        print(f"{name:>6} before: {_shares(rows)}")
        if drawn is None:
            continue
        kept = [{**r, "class": drawn[_key(r)]["class"]} for r in rows if _key(r) in drawn]
        lost = [r for r in rows if _key(r) not in drawn]
        counts = Counter(r["entity"] for r in lost)
        print(
            f"{name:>6}  after: {_shares(kept)}; dropped {len(lost)} ({dict(sorted(counts.items()))})"
        )
        for row in lost:
            if row["entity"] == "correct":
                print(
                    f"        lost correct: {row['paper_id']} {row['predicate']} {row['object']!r}"
                )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["sample", "score"])
    parser.add_argument("out", type=Path, nargs="?")
    args = parser.parse_args()
    {"sample": command_sample, "score": command_score}[args.command](args.out)


if __name__ == "__main__":
    main()
