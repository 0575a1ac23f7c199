"""Span-matched type confusion of kg's mentions against SciERC or SciER gold.

Usage::

    python benchmarks/typing_confusion.py GOLD {scierc,scier} [--start N] [--stop M]
        [--examples 25] [--min-count 20]

Runs the pipeline ``kg eval`` runs on documents ``[start, stop)`` of the gold file and counts,
for every gold span, the scoring type kg gives the same span (``-``: no mention of that exact
span), and for every mention of kg at no gold span, its type (gold ``-``). Rows are gold types,
columns kg's. For each off-diagonal cell of at least ``--min-count`` spans it prints a seeded
sample of the surfaces with the extractor that found each (``name``, ``ner``, ``phrase``,
``gazetteer``, ...), which tells where a typing rule has to act.

Round 9 developed its typing rules on SciERC train documents 0-174 (``--stop 175``) and held
out 175-349, SciERC dev and SciER dev.
"""

from __future__ import annotations

import argparse
import random
from collections import Counter, defaultdict

from kg.evaluate import read_gold
from kg.evaluate._predict import predict_documents
from kg.evaluate._scheme import SCHEMES
from kg.extract import extract
from kg.extract.pipeline import make_pipeline, pipeline_gazetteer
from kg.link import link
from kg.types import Paper


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("gold")
    parser.add_argument("format", choices=sorted(SCHEMES))
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--stop", type=int, default=None)
    parser.add_argument("--examples", type=int, default=25)
    parser.add_argument("--min-count", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    _, docs = read_gold(args.gold, gold_format=args.format)
    docs = docs[args.start : args.stop]
    scheme = SCHEMES[args.format]
    nlp = make_pipeline()
    papers = [
        Paper(key=f"gold:{i:06d}", abstract=d.text, identifier=d.key, source=d.source)
        for i, d in enumerate(docs)
    ]
    extractions = list(extract(papers, nlp=nlp))
    linked = link(extractions, gazetteer=pipeline_gazetteer(nlp))
    predicted = predict_documents(linked, scheme=scheme)
    confusion: Counter[tuple[str, str]] = Counter()
    examples: dict[tuple[str, str], list[str]] = defaultdict(list)
    for paper, doc, extraction in zip(papers, docs, extractions):
        source = {(m.start, m.end): m.extractor for m in extraction.mentions}
        gold = {(m.start, m.end): scheme.gold_types.get(m.label, m.label) for m in doc.mentions}
        mine = {(s, e): t for s, e, t in predicted[paper.key].mentions}
        for span in gold.keys() | mine.keys():
            cell = (gold.get(span, "-"), mine.get(span, "-"))
            confusion[cell] += 1
            where = source.get(span, "")
            examples[cell].append(doc.text[span[0] : span[1]] + (f" [{where}]" if where else ""))
    types = sorted({g for g, _ in confusion} | {p for _, p in confusion})
    print("gold\\kg", *types, sep="\t")
    for g in types:
        print(g, *(confusion[(g, p)] for p in types), sep="\t")
    rng = random.Random(args.seed)
    for cell in sorted(examples):
        if cell[0] != cell[1] and confusion[cell] >= args.min_count:
            found = sorted(examples[cell])
            sample = rng.sample(found, min(args.examples, len(found)))
            print(cell, confusion[cell], "|", "; ".join(sample))


if __name__ == "__main__":
    main()
