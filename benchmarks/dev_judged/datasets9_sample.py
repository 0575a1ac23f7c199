"""Draw the candidate SciTLDR dev abstracts of ``datasets9.jsonl`` (the fixed rule).

Dev records sorted by the sha256 of their ``paper_id``; from position 500 on, wrapping round
to position 0 at the end, the records whose paper_id appears in no file under
``benchmarks/dev_judged/`` at commit e2d5bc9 nor in ``uses9.jsonl`` (round 9's other dev set)
at commit bc58185 (read from git, so sets written later never change the sample). The judge
read the candidates in this order, title and abstract only, and kept the first 30 that name
or describe the data or environments of their own experiments (``datasets9_skipped.txt``
lists the ones read and left out); the first 15 kept are the ``dev`` half, the last 15
``held_out``.

    python benchmarks/dev_judged/datasets9_sample.py OUT.jsonl
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import uses9_sample  # noqa: E402

DEV = uses9_sample.DEV
ROUND9 = ("bc58185", f"{uses9_sample.FOLDER}/uses9.jsonl")
START, COUNT = 500, 120


def used_ids() -> str:
    """The text of every file in the folder at e2d5bc9 and of round 9's other dev set."""
    return "\n".join([uses9_sample.used_ids(), uses9_sample._git("show", ":".join(ROUND9))])


def records(dev: Path = DEV) -> list[dict]:
    rows = [json.loads(line) for line in dev.open(encoding="utf-8")]
    rows.sort(key=lambda r: hashlib.sha256(r["paper_id"].encode()).hexdigest())
    seen = used_ids()
    return [r for r in rows[START:] + rows[:START] if r["paper_id"] not in seen][:COUNT]


def main() -> None:
    Path(sys.argv[1]).write_text(
        "".join(json.dumps(record) + "\n" for record in records()), encoding="utf-8"
    )


if __name__ == "__main__":
    main()
