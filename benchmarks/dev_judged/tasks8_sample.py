"""Draw the 40 SciTLDR train abstracts of ``tasks8.jsonl`` (the fixed rule).

Train records sorted by the sha256 of their ``paper_id``; from position 1200 on, the first 40
whose paper_id appears in no file under ``benchmarks/dev_judged/`` from before round 8.
The first 20 are the ``dev`` half, the last 20 ``held_out``.

    python benchmarks/dev_judged/tasks8_sample.py OUT.jsonl
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TRAIN = HERE.parent.parent.parent / "shared" / "corpus" / "scitldr" / "train.jsonl"
START, COUNT = 1200, 40


# The folder's data files from before round 8 (frozen: every later set is drawn after this one)
BEFORE_ROUND_8 = frozenset(
    {
        "chunks6.tsv",
        "chunks6_edges.tsv",
        "chunks6_lost_td.tsv",
        "coined_edges_judged.tsv",
        "generic7.tsv",
        "held2.tsv",
        "merges6.tsv",
        "merges6_after.tsv",
        "merges6_score.txt",
        "new.tsv",
        "new2.tsv",
        "nodes.tsv",
        "proposals.jsonl",
        "proposals6.jsonl",
        "proposals6_judged.tsv",
        "proposals7.jsonl",
        "proposals7_judged.tsv",
        "proposals_judged.tsv",
        "proposals_lost_edges_round5.tsv",
        "proposals_new_edges_judged.tsv",
        "proposals_new_edges_round5.tsv",
        "proposals_new_edges_round6.tsv",
        "proposals_new_edges_round6b.tsv",
        "proposals_new_edges_round7.tsv",
        "score.txt",
        "score2.txt",
        "score5.txt",
        "score6.txt",
        "score7.txt",
        "tasks.jsonl",
        "types5_retyped.tsv",
        "uses.jsonl",
        "uses_judged.tsv",
        "uses_score_after.txt",
        "uses_score_before.txt",
    }
)


def used_ids() -> str:
    return "\n".join(
        p.read_text(encoding="utf-8") for p in sorted(HERE.iterdir()) if p.name in BEFORE_ROUND_8
    )


def folder_at(commit: str, folder: str = "benchmarks/dev_judged") -> dict[str, str]:
    """The files of ``folder`` at ``commit``, read from git (name -> text), so a sampler that
    skips the papers of earlier sets draws the same records whatever is added later."""

    def git(*args: str) -> str:
        return subprocess.run(
            ["git", *args], cwd=HERE.parent.parent, check=True, capture_output=True, text=True
        ).stdout

    names = git("ls-tree", "--name-only", f"{commit}:{folder}").split()
    return {name: git("show", f"{commit}:{folder}/{name}") for name in names}


def draw(corpus: Path, start: int, count: int, seen: str) -> list[dict]:
    """The records of ``corpus`` sorted by the sha256 of their paper_id, from ``start`` on, the
    first ``count`` whose paper_id is not in ``seen`` (also used by later samplers)."""
    rows = [json.loads(line) for line in corpus.open(encoding="utf-8")]
    rows.sort(key=lambda r: hashlib.sha256(r["paper_id"].encode()).hexdigest())
    return [r for r in rows[start:] if r["paper_id"] not in seen][:count]


def records(train: Path = TRAIN, *, start: int = START, seen: str | None = None) -> list[dict]:
    """The first ``COUNT`` records from ``start`` on in sha256(paper_id) order whose paper_id
    is not in ``seen`` (default: the files of rounds before 8)."""
    return draw(train, start, COUNT, used_ids() if seen is None else seen)


def write(path: Path, rows: list[dict]) -> None:
    with path.open("w", encoding="utf-8") as handle:
        for record in rows:
            handle.write(json.dumps(record) + "\n")


def main() -> None:
    write(Path(sys.argv[1]), records())


if __name__ == "__main__":
    main()
