#!/usr/bin/env python3
"""Reproduce the audit-set selection.

Rule (fixed, not tuned to content): read every record of
../shared/corpus/scitldr/test.jsonl, sort the records by
hashlib.sha256(paper_id.encode()).hexdigest() (ascending, as strings),
and take the first 60. Prints one paper_id per line.
"""

import hashlib
import json
import sys
from pathlib import Path

PATH = (
    sys.argv[1]
    if len(sys.argv) > 1
    else str(Path(__file__).resolve().parents[3] / "shared" / "corpus" / "scitldr" / "test.jsonl")
)
N = 60

with open(PATH) as f:
    recs = [json.loads(line) for line in f if line.strip()]
ids = sorted({r["paper_id"] for r in recs}, key=lambda p: hashlib.sha256(p.encode()).hexdigest())
for pid in ids[:N]:
    print(pid)
