"""Share of generic nodes in the SciTLDR graph, by sampling.

Builds the graph of the 3,229 SciTLDR abstracts with the shipped pipeline, draws a seeded
random sample of entity nodes (everything but papers, results, venues and code links) and
either prints it for judging (``--print``) or scores a judgment file: one line per sampled
label, ``label<TAB>specific|generic``, written by a person who read each label (a node is
*generic* when it names nothing a researcher would look up: "our method", "great improvement").

Usage::

    python benchmarks/generic_share.py --print > /tmp/sample.tsv   # then judge each line
    python benchmarks/generic_share.py --judgments benchmarks/generic_sample.tsv
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
from pathlib import Path

from kg.build import build

_ENTITY_KINDS = {"Method", "Model", "Dataset", "Benchmark", "Task", "Metric", "Concept"}


def corpus(directory: Path, target: Path) -> Path:
    """The SciTLDR abstracts as one JSON Lines file (kg reads it; a repeated paper is one)."""
    with target.open("w", encoding="utf-8") as out:
        for split in ("train", "dev", "test"):
            for line in (directory / f"{split}.jsonl").read_text(encoding="utf-8").splitlines():
                record = json.loads(line)
                abstract = " ".join(record["source"])
                out.write(json.dumps({"title": record["title"], "abstract": abstract}) + "\n")
    return target


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--corpus",
        type=Path,
        default=Path(__file__).resolve().parents[2] / "shared" / "corpus" / "scitldr",
    )
    parser.add_argument("--size", type=int, default=150)
    parser.add_argument("--seed", type=int, default=2026)
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--print", action="store_true", help="print the sample to judge")
    group.add_argument("--judgments", type=Path, help="score a judged sample")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        graph = build([corpus(args.corpus, Path(tmp) / "scitldr.jsonl")]).graph
    nodes = sorted(
        (data["kind"], data["label"])
        for _, data in graph.nodes(data=True)
        if data["kind"] in _ENTITY_KINDS
    )
    sample = random.Random(args.seed).sample(nodes, min(args.size, len(nodes)))
    if args.print:
        for kind, label in sample:
            print(f"{label}\t{kind}\t")
        return 0
    judged = {}
    for line in args.judgments.read_text(encoding="utf-8").splitlines():
        label, verdict = line.rsplit("\t", 1)
        judged[label] = verdict.strip()
    missing = [label for _, label in sample if label not in judged]
    if missing:
        print(
            f"{len(missing)} sampled labels are not judged (the pipeline changed?): {missing[:5]}",
            file=sys.stderr,
        )
        return 1
    generic = sum(judged[label] == "generic" for _, label in sample)
    print(
        f"{len(nodes)} entity nodes; sample of {len(sample)}: {generic} generic = {generic / len(sample):.1%}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
