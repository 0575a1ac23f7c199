"""Draw the 40 SciTLDR train abstracts of ``tasks10.jsonl`` (the fixed rule).

Train records sorted by the sha256 of their ``paper_id``; from position 300 on, the first 40
whose paper_id appears in no file under ``benchmarks/dev_judged/`` at commit ``4897bc5`` (read
from git, so sets written later never change the sample). The first 20 are the ``dev`` half,
the last 20 ``held_out``.

    python benchmarks/dev_judged/tasks10_sample.py OUT.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import tasks8_sample  # noqa: E402  (a sibling script, not a package)

REPO = HERE.parent.parent
TRAIN = REPO.parent / "shared" / "corpus" / "scitldr" / "train.jsonl"
START = 300  # and tasks8_sample.COUNT (40) records
BASE = "4897bc5"


def used_ids() -> str:
    """Every file under ``benchmarks/dev_judged/`` at commit ``BASE``, joined."""
    return "\n".join(tasks8_sample.folder_at(BASE).values())


def records(train: Path = TRAIN) -> list[dict]:
    return tasks8_sample.records(train, start=START, seen=used_ids())


def main() -> None:
    tasks8_sample.write(Path(sys.argv[1]), records())


if __name__ == "__main__":
    main()
