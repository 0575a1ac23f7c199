"""The ``proposes`` edges the coined-name rule (``rule.proposes.coined``) drew in a build.

Usage::

    python benchmarks/coined_edges.py OUT              # every such edge: source, name, sentence
    python benchmarks/coined_edges.py OUT --sample 20  # a fixed sample (seed 5) of train papers

The judgments of the sample and of the dev-set edges are in
``benchmarks/dev_judged/coined_edges_judged.tsv``.
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
from pathlib import Path

RULE = "rule.proposes.coined"


def coined_edges(out: Path) -> list[tuple[str, str, str, str]]:
    """(paper key, source record, proposed name, evidence sentence) of each edge."""
    rows = []
    with gzip.open(out / "extractions.jsonl.gz", "rt", encoding="utf-8") as lines:
        next(lines)  # the header
        for line in lines:
            record = json.loads(line)
            paper, mentions = record["paper"], record["mentions"]
            text = paper["abstract"]
            for predicate, _, index, evidence in record["relations"]:
                if predicate == "proposes" and evidence[2] == RULE:
                    start, end = mentions[index][:2]
                    sentence = text[evidence[0] : evidence[1]].replace("\n", " ")
                    rows.append((paper["key"], paper["source"], text[start:end], sentence))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--sample", type=int, default=0)
    args = parser.parse_args()
    rows = coined_edges(args.out)
    if args.sample:
        train = [r for r in rows if r[1].startswith("train")]
        random.seed(5)
        rows = random.sample(train, min(args.sample, len(train)))
    for row in rows:
        print("\t".join(row))


if __name__ == "__main__":
    main()
