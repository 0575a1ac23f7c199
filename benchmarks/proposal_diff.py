"""Proposes edges that changed between two builds, on SciTLDR train papers (outside the dev set).

Usage::

    python benchmarks/proposal_diff.py BASE_OUT AFTER_OUT [SEED] [new|lost] [SIZE] [--exclude SET]

Prints how many edges are new / lost on train papers (and how many new ones are on papers that
had none), then a sample of 30 (``random.Random(SEED)``, default 12) with the first sentence
that holds the label's first word, for judging by hand
(``benchmarks/dev_judged/proposals_new_edges_round5.tsv``, ``..._lost_edges_round5.tsv``).
Round 6 draws 20 (SIZE) outside the papers of ``--exclude benchmarks/dev_judged/proposals6.jsonl``
(seed 6 in ``proposals_new_edges_round6.tsv``, seed 7 of the next build, edges not judged
before, in ``proposals_new_edges_round6b.tsv``).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from audit import CORPUS  # noqa: E402
from proposal_bench import all_proposals  # noqa: E402


def main() -> None:
    args = sys.argv[1:]
    excluded: set[str] = set()
    if "--exclude" in args:
        at = args.index("--exclude")
        lines = Path(args[at + 1]).read_text(encoding="utf-8").splitlines()
        excluded = {json.loads(line)["paper_id"] for line in lines if line.strip()}
        del args[at : at + 2]
    base, after = Path(args[0]), Path(args[1])
    seed = int(args[2]) if len(args) > 2 else 12
    mode = args[3] if len(args) > 3 else "new"
    size = int(args[4]) if len(args) > 4 else 30
    with (CORPUS / "train.jsonl").open(encoding="utf-8") as handle:
        source = {r["paper_id"]: r for r in map(json.loads, handle)}
    source = {k: v for k, v in source.items() if k not in excluded}
    before = {(r["paper_id"], r["object"]) for r in all_proposals(base)}
    now = {(r["paper_id"], r["object"]) for r in all_proposals(after)}
    proposing = {paper for paper, _ in before}
    new = sorted(e for e in now - before if e[0] in source)
    lost = sorted(e for e in before - now if e[0] in source)
    print(
        "new edges on train papers",
        len(new),
        "of them on papers with none before",
        sum(p not in proposing for p, _ in new),
    )
    print("lost edges on train papers", len(lost))
    pool = new if mode == "new" else lost
    for paper, label in random.Random(seed).sample(pool, min(size, len(pool))):
        sentences = [s for s in source[paper]["source"] if label.split()[0] in s]
        print(f"{paper}\t{label}\t{(sentences[0] if sentences else '')[:300]}")


if __name__ == "__main__":
    main()
