"""Draw the 40 SciTLDR train abstracts of ``tasks8.jsonl`` (the fixed rule).

Train records sorted by the sha256 of their ``paper_id``; from position 1200 on, the first 40
whose paper_id appears in no file under ``benchmarks/dev_judged/`` from before round 8.
The first 20 are the ``dev`` half, the last 20 ``held_out``.

    python benchmarks/dev_judged/tasks8_sample.py OUT.jsonl
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TRAIN = HERE.parent.parent.parent / "shared" / "corpus" / "scitldr" / "train.jsonl"
START, COUNT = 1200, 40


def used_ids() -> str:
    return "\n".join(
        p.read_text(encoding="utf-8")
        for p in sorted(HERE.iterdir())
        # the files of rounds before 8 (round 8's own sets and samples carry an 8 in their names)
        if p.suffix in {".jsonl", ".tsv", ".txt"} and "8" not in p.stem
    )


def draw(corpus: Path, start: int, count: int, seen: str) -> list[dict]:
    """The records of ``corpus`` sorted by the sha256 of their paper_id, from ``start`` on, the
    first ``count`` whose paper_id is not in ``seen`` (also used by later samplers)."""
    rows = [json.loads(line) for line in corpus.open(encoding="utf-8")]
    rows.sort(key=lambda r: hashlib.sha256(r["paper_id"].encode()).hexdigest())
    return [r for r in rows[start:] if r["paper_id"] not in seen][:count]


def records(train: Path = TRAIN) -> list[dict]:
    return draw(train, START, COUNT, used_ids())


def main() -> None:
    with Path(sys.argv[1]).open("w", encoding="utf-8") as handle:
        for record in records():
            handle.write(json.dumps(record) + "\n")


if __name__ == "__main__":
    main()
