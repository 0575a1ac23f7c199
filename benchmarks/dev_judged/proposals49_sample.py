"""Draw the 40 SciTLDR train abstracts of ``proposals49.jsonl``: the rule of ``tasks9_sample.py``
(records sorted by the sha256 of their ``paper_id``, the first 40 from a position on whose
paper_id no file under ``benchmarks/dev_judged/`` names) from position 1850, the folder read at
commit ``f900aa1``. The first 20 are the ``dev`` half, the last 20 ``held_out``.

    python benchmarks/dev_judged/proposals49_sample.py OUT.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import tasks8_sample  # noqa: E402  (a sibling script, not a package)

START, BASE = 1850, "f900aa1"


def records() -> list[dict]:
    seen = "\n".join(tasks8_sample.folder_at(BASE).values())
    return tasks8_sample.records(start=START, seen=seen)


if __name__ == "__main__":
    tasks8_sample.write(Path(sys.argv[1]), records())
