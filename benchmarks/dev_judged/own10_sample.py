"""Draw the 40 SciTLDR train abstracts of ``own10.jsonl`` (round 10, own things as used).

The rule of ``tasks8_sample.records`` from sha256 position 100, skipping every paper named in
``benchmarks/dev_judged/`` at commit 4897bc5; 20 ``dev`` then 20 ``held_out``::

    python benchmarks/dev_judged/own10_sample.py OUT.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import tasks8_sample  # noqa: E402  (a sibling script, not a package)


def main() -> None:
    seen = "\n".join(tasks8_sample.folder_at("4897bc5").values())
    rows = tasks8_sample.records(tasks8_sample.TRAIN, start=100, seen=seen)
    tasks8_sample.write(Path(sys.argv[1]), rows)


if __name__ == "__main__":
    main()
