"""Sample rule for proposals7: SciTLDR train+dev records not in proposals.jsonl/proposals6.jsonl,
ordered by sha256("titles7:" + paper_id); the first 20 whose title has a colon or opens with a
capitalised coined word (a word with an inner capital or all capitals, e.g. 'KernelMix', 'GAN-X'),
and the first 20 others in the same order."""

import hashlib
import json
import re

seen = set()
for f in ("proposals.jsonl", "proposals6.jsonl"):
    for line in open(f"/work/wt-titles7/benchmarks/dev_judged/{f}"):
        seen.add(json.loads(line)["paper_id"])
recs = []
for split in ("train", "dev"):
    for line in open(f"/work/shared/corpus/scitldr/{split}.jsonl"):
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
json.dump(out, open("/tmp/titles7/sample.json", "w"), indent=0)
for i, o in enumerate(out):
    print(
        f"=== {i} {o['paper_id']} [{o['group']}/{o['split']}] TITLE: {o['title']}\n{o['abstract']}\n"
    )
