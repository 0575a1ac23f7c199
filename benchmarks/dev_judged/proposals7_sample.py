"""Sample rule for proposals7: SciTLDR train+dev records not in proposals.jsonl/proposals6.jsonl,
ordered by sha256("titles7:" + paper_id); the first 20 whose title has a colon or opens with a
capitalised coined word (a word with an inner capital or all capitals, e.g. 'KernelMix', 'GAN-X'),
and the first 20 others in the same order.

    python benchmarks/dev_judged/proposals7_sample.py [OUT.json]   # default: sample.json here
"""

import hashlib
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE.parent.parent.parent / "shared" / "corpus" / "scitldr"  # ../shared next to the repo

seen = set()
for f in ("proposals.jsonl", "proposals6.jsonl"):
    for line in open(HERE / f, encoding="utf-8"):
        seen.add(json.loads(line)["paper_id"])
recs = []
for split in ("train", "dev"):
    for line in open(CORPUS / f"{split}.jsonl", encoding="utf-8"):
        r = json.loads(line)
        if r["paper_id"] not in seen and r.get("title"):
            recs.append((split, r))
recs.sort(key=lambda sr: hashlib.sha256(("titles7:" + sr[1]["paper_id"]).encode()).hexdigest())


def named(title):
    first = title.split()[0].strip(":,")
    return ":" in title or bool(re.search(r"[a-z][A-Z]|^[A-Z][A-Z0-9-]+$", first))


a = [sr for sr in recs if named(sr[1]["title"])][:20]
b = [sr for sr in recs if not named(sr[1]["title"])][:20]

out = []
for half, group in (("named", a), ("other", b)):
    for split, r in group:
        out.append(
            {
                "paper_id": r["paper_id"],
                "split": split,
                "group": half,
                "title": r["title"],
                "abstract": " ".join(r["source"]),
            }
        )
target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("sample.json")
target.write_text(json.dumps(out, indent=0), encoding="utf-8")
for i, o in enumerate(out):
    print(
        f"=== {i} {o['paper_id']} [{o['group']}/{o['split']}] TITLE: {o['title']}\n{o['abstract']}\n"
    )
