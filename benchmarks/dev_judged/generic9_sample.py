"""Draw the 30 SciTLDR *dev* abstracts of ``generic9.jsonl`` (the fixed rule).

Dev records sorted by the sha256 of their ``paper_id``; from position 350 on, the first 30
whose paper_id appears in no file under ``benchmarks/dev_judged/`` at commit e2d5bc9 (read with
``git show``, so sets written later never change the sample). The first 15 are the ``dev``
half (rules are designed on it), the last 15 ``held_out`` (kg's output on it is looked at only
to measure).

``generic9.jsonl`` holds one line per abstract, written from its title and abstract before kg's
output on it was seen::

    {"paper_id": ..., "half": "dev" | "held_out",
     "entities": ["label | variant", ...],      # what a researcher expects as nodes
     "not_entities": ["phrase", ...]}           # phrases of the text that must not be nodes

``generic9_judged.tsv`` judges every entity node kg links in these papers (see
``benchmarks/generic9.py``).

    python benchmarks/dev_judged/generic9_sample.py OUT.jsonl
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from tasks8_sample import folder_at  # noqa: E402  (a sibling script)

HERE = Path(__file__).resolve().parent
DEV = HERE.parent.parent.parent / "shared" / "corpus" / "scitldr" / "dev.jsonl"
START, COUNT, COMMIT = 350, 30, "e2d5bc9"


def used_ids() -> str:
    """The text of every file of ``benchmarks/dev_judged/`` at the fixed commit."""
    return "\n".join(folder_at(COMMIT).values())


def records(dev: Path = DEV) -> list[dict]:
    """The drawn records, in draw order."""
    seen = used_ids()
    rows = sorted(
        map(json.loads, dev.read_text(encoding="utf-8").splitlines()),
        key=lambda r: hashlib.sha256(r["paper_id"].encode()).hexdigest(),
    )
    return [r for r in rows[START:] if r["paper_id"] not in seen][:COUNT]


if __name__ == "__main__":
    Path(sys.argv[1]).write_text("".join(json.dumps(r) + "\n" for r in records()), encoding="utf-8")
