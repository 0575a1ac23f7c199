"""Draw the 40 SciTLDR train abstracts of ``proposals10.jsonl`` (the fixed rule).

The rule of ``proposals9_sample.py`` (train records sorted by the sha256 of their
``paper_id``; the first 40 from a position on whose paper_id appears in no file of
``benchmarks/dev_judged/`` at a base commit, read from git; the first 20 ``dev``, the last 20
``held_out``) with position 600 and base commit 4897bc5.

    python benchmarks/dev_judged/proposals10_sample.py OUT.jsonl
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import proposals9_sample as rule  # noqa: E402  (a sibling script: its rule, other constants)

rule.BASE, rule.START = "4897bc5", 600

if __name__ == "__main__":
    rule.main()
