"""Draw the 60 SciTLDR train abstracts of ``datasets10.jsonl`` (the fixed rule).

Train records sorted by the sha256 of their ``paper_id``; from position 900 on, the first 60
whose paper_id appears in no file under ``benchmarks/dev_judged/`` at commit ``4897bc5`` (read
from git, so sets written later never change the sample). The first 30 are the ``dev`` half,
the last 30 ``held_out``. Every record drawn is judged, also those whose abstract names no
data of its own experiments (their expected list is empty: edges there count as extras).
The judge read title and abstract only, before kg's output on them was looked at, and wrote
the datasets, benchmarks, environments, games and the paper's own described data that its
experiments run on (``[described] label | label ...`` as in ``datasets9.jsonl``); vague
mentions ("multiple real-world datasets", "standard benchmarks", "two large KGs") and data of
prior work only are not written down. Scored by ``task_bench.py score --set``.

    python benchmarks/dev_judged/datasets10_sample.py OUT.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import tasks8_sample  # noqa: E402  (a sibling script, not a package)

REPO = HERE.parent.parent
TRAIN = REPO.parent / "shared" / "corpus" / "scitldr" / "train.jsonl"
START, COUNT = 900, 60
BASE = "4897bc5"


def used_ids() -> str:
    """Every file under ``benchmarks/dev_judged/`` at commit ``BASE``, joined."""
    return "\n".join(tasks8_sample.folder_at(BASE).values())


def records(train: Path = TRAIN) -> list[dict]:
    return tasks8_sample.draw(train, START, COUNT, used_ids())


def main() -> None:
    tasks8_sample.write(Path(sys.argv[1]), records())


if __name__ == "__main__":
    main()
