"""Draw the 40 SciTLDR train abstracts of ``tasks9.jsonl`` (the fixed rule).

Train records sorted by the sha256 of their ``paper_id``; from position 1700 on, the first 40
whose paper_id appears in no file under ``benchmarks/dev_judged/`` at commit ``e2d5bc9`` (read
from git, so sets written later never change the sample). The first 20 are the ``dev`` half,
the last 20 ``held_out``.

    python benchmarks/dev_judged/tasks9_sample.py OUT.jsonl
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
TRAIN = REPO.parent / "shared" / "corpus" / "scitldr" / "train.jsonl"
START, COUNT = 1700, 40
BASE = "e2d5bc9"


def used_ids() -> str:
    """Every file under ``benchmarks/dev_judged/`` at commit ``BASE``, joined."""
    names = subprocess.run(
        ["git", "ls-tree", "--name-only", BASE, "benchmarks/dev_judged/"],
        cwd=REPO,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    return "\n".join(
        subprocess.run(
            ["git", "show", f"{BASE}:{name}"],
            cwd=REPO,
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        for name in names
    )


def records(train: Path = TRAIN) -> list[dict]:
    rows = [json.loads(line) for line in train.open(encoding="utf-8")]
    rows.sort(key=lambda r: hashlib.sha256(r["paper_id"].encode()).hexdigest())
    seen = used_ids()
    return [r for r in rows[START:] if r["paper_id"] not in seen][:COUNT]


def main() -> None:
    with Path(sys.argv[1]).open("w", encoding="utf-8") as handle:
        for record in records():
            handle.write(json.dumps(record) + "\n")


if __name__ == "__main__":
    main()
