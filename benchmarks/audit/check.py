#!/usr/bin/env python3
"""Validate expected.jsonl against the selection and print per-field counts.

Usage: python3 check.py [expected.jsonl]
"""

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
path = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "expected.jsonl"
LISTS = [
    "proposes",
    "datasets",
    "tasks",
    "methods_used",
    "compared_with",
    "metrics",
    "results",
    "concepts",
    "extends",
    "code_repositories",
    "not_entities",
]
ids = subprocess.run(
    [sys.executable, str(HERE / "sample.py")], capture_output=True, text=True, check=True
).stdout.split()
recs = [json.loads(line) for line in path.open() if line.strip()]
assert [r["paper_id"] for r in recs] == ids, "expected.jsonl ids/order differ from sample.py"
for r in recs:
    for k in LISTS:
        assert isinstance(r.get(k), list), (r["paper_id"], k)
    for res in r["results"]:
        assert set(res) >= {"metric", "value", "dataset", "kind"}, (r["paper_id"], res)
        assert res["kind"] in ("score", "improvement"), res
    assert isinstance(r.get("also_acceptable"), dict)
print(f"papers: {len(recs)}")
for k in LISTS:
    n = sum(len(r[k]) for r in recs)
    nb = sum(1 for r in recs for v in r[k] if isinstance(v, str) and v.startswith("["))
    empty = sum(1 for r in recs if not r[k])
    print(f"{k:18s} {n:4d} items ({nb} bracketed labels), empty in {empty} papers")
imp = sum(1 for r in recs for x in r["results"] if x["kind"] == "improvement")
print(f"results: {imp} improvements, {sum(len(r['results']) for r in recs) - imp} scores")
print(f"also_acceptable items: {sum(len(v) for r in recs for v in r['also_acceptable'].values())}")
