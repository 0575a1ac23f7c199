"""Sample rule for proposals8: SciTLDR train+dev records with a title that appear in no set
under benchmarks/dev_judged/ from before round 8 (any *.jsonl or *.tsv with a paper_id column
named in tasks8_sample.BEFORE_ROUND_8: later sets were written with or after this one), ordered by
sha256("proposals8:" + paper_id); the first 40 (first 20 the dev half, last 20 held out).

    python benchmarks/dev_judged/proposals8_sample.py [OUT.json]   # default: sample.json here
"""

import csv
import hashlib
import json
import sys
from pathlib import Path

from tasks8_sample import BEFORE_ROUND_8  # a sibling script

HERE = Path(__file__).resolve().parent
# ../shared next to the repo (/work/main), or two levels up from a worktree under /work/wt/
CORPUS = next(
    base / "shared" / "corpus" / "scitldr"
    for base in (HERE.parents[2], HERE.parents[3])
    if (base / "shared" / "corpus" / "scitldr").is_dir()
)

seen = set()
for f in sorted(HERE.glob("*.jsonl")):
    if f.name not in BEFORE_ROUND_8:  # later sets were drawn after this one or with it
        continue
    for line in open(f, encoding="utf-8"):
        seen.add(json.loads(line)["paper_id"])
for f in sorted(HERE.glob("*.tsv")):
    if f.name not in BEFORE_ROUND_8:  # later sets were drawn after this one or with it
        continue
    with open(f, newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle, delimiter="\t"):
            if row.get("paper_id"):
                seen.add(row["paper_id"])
recs = []
for split in ("train", "dev"):
    for line in open(CORPUS / f"{split}.jsonl", encoding="utf-8"):
        r = json.loads(line)
        if r["paper_id"] not in seen and r.get("title"):
            recs.append((split, r))
recs.sort(key=lambda sr: hashlib.sha256(("proposals8:" + sr[1]["paper_id"]).encode()).hexdigest())

out = [
    {
        "paper_id": r["paper_id"],
        "split": split,
        "half": "dev" if i < 20 else "held_out",
        "title": r["title"],
        "abstract": " ".join(r["source"]),
    }
    for i, (split, r) in enumerate(recs[:40])
]
target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("sample.json")
target.write_text(json.dumps(out, indent=0), encoding="utf-8")
for i, o in enumerate(out):
    print(
        f"=== {i} {o['paper_id']} [{o['half']}/{o['split']}] TITLE: {o['title']}\n{o['abstract']}\n"
    )
