"""Draw the 40 SciTLDR train abstracts of ``proposals10.jsonl`` (the fixed rule).

Train records sorted by the sha256 of their ``paper_id``; from position 600 on, the first 40
whose paper_id appears in no file of ``benchmarks/dev_judged/`` at commit 4897bc5 (read from
git, so sets written later never change the sample). The first 20 are the ``dev`` half, the
last 20 ``held_out``.

    python benchmarks/dev_judged/proposals10_sample.py OUT.jsonl
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from tasks8_sample import folder_at  # noqa: E402  (a sibling script)

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
# ../shared next to the repo (/work/main), or two levels up from a worktree under /work/wt/
TRAIN = next(
    base / "shared" / "corpus" / "scitldr" / "train.jsonl"
    for base in (HERE.parents[2], HERE.parents[3])
    if (base / "shared" / "corpus" / "scitldr").is_dir()
)
BASE, FOLDER = "4897bc5", "benchmarks/dev_judged"
START, COUNT = 600, 40


def used_ids() -> str:
    """The text of every file of the folder at the base commit."""
    return "\n".join(folder_at(BASE, FOLDER).values())


def _order(record: dict) -> str:
    return hashlib.sha256(record["paper_id"].encode()).hexdigest()


def records(train: Path = TRAIN) -> list[dict]:
    """The sample, each record with its half."""
    seen = used_ids()
    lines = train.read_text(encoding="utf-8").splitlines()
    ranked = sorted((json.loads(line) for line in lines if line.strip()), key=_order)
    fresh = [r for r in ranked[START:] if r["paper_id"] not in seen][:COUNT]
    return [{**r, "half": "dev" if n < COUNT // 2 else "held_out"} for n, r in enumerate(fresh)]


def main() -> None:
    text = "".join(json.dumps(record) + "\n" for record in records())
    Path(sys.argv[1]).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
