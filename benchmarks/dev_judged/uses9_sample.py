"""Draw the 30 SciTLDR dev abstracts of ``uses9.jsonl`` (the fixed rule).

Dev records sorted by the sha256 of their ``paper_id``; from position 150 on, the first 30
whose paper_id appears in no file under ``benchmarks/dev_judged/`` at commit e2d5bc9 (read from
git, so sets written later never change the sample). The first 15 are the ``dev`` half, the
last 15 ``held_out``.

    python benchmarks/dev_judged/uses9_sample.py OUT.jsonl
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from tasks8_sample import draw, folder_at  # noqa: E402

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
DEV = REPO.parent / "shared" / "corpus" / "scitldr" / "dev.jsonl"
BASE, FOLDER = "e2d5bc9", "benchmarks/dev_judged"
START, COUNT = 150, 30


def _git(*args: str) -> str:
    return subprocess.run(
        ["git", *args], check=True, cwd=REPO, capture_output=True, text=True
    ).stdout


def used_ids() -> str:
    """The text of every file in the folder at ``BASE``."""
    return "\n".join(folder_at(BASE, FOLDER).values())


def records(dev: Path = DEV) -> list[dict]:
    return draw(dev, START, COUNT, used_ids())


def main() -> None:
    Path(sys.argv[1]).write_text(
        "".join(json.dumps(record) + "\n" for record in records()), encoding="utf-8"
    )


if __name__ == "__main__":
    main()
