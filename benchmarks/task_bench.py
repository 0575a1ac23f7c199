"""Tasks, datasets and results on a hand-judged dev set of 50 SciTLDR dev abstracts.

The set (``benchmarks/dev_judged/tasks.jsonl``) is records 51-100 of ``dev.jsonl`` sorted by
the sha256 of their ``paper_id``; for each, the tasks it addresses, the datasets of its own
experiments and the results it states were written down from the title and abstract before
kg's output for them was looked at. Names are matched folded (case, punctuation, a plural -s) after kg's own qualifier rule
(:func:`kg.link.keys.strip_qualifiers`: "Librispeech Corpus" meets "LibriSpeech"). The first 25 (``half: dev``) are for development, the last
25 (``half: held_out``) are not tuned on. An expected name may list alternatives with `` | ``.

``--set benchmarks/dev_judged/datasets8.jsonl`` scores ``benchmarks/dev_judged/datasets8.jsonl`` instead: 40 SciTLDR *train*
abstracts, taken in sha256(paper_id) order, the first 40 whose abstract (the ``source``
sentences joined) contains one of the words dataset(s), corpus, corpora, benchmark(s),
environment(s), game(s), simulator, images or collected (whole words, any case), skipping papers
whose paper_id appeared in any file under ``benchmarks/dev_judged/`` before the set was written
(2026-12-02). For each, the datasets, benchmarks, environments and resources its own experiments
use were written down from the title and abstract before kg's output for them was looked at;
data the abstract only describes are written ``[described] label | label ...`` (the alternatives
are acceptable labels); vague mentions ("three benchmark datasets", "standard object-classification
datasets", "real-world datasets") were not written down. First 20 ``half: dev``, last 20
``held_out``. A described item is also met by a label that contains one of its alternatives
("large question answering dataset" meets "question answering dataset").

Steps::

    python benchmarks/task_bench.py build OUT     # kg build of the 50 abstracts into OUT (--set: its own)
    python benchmarks/task_bench.py score OUT     # recall and precision per half

A set whose records list ``not_entities`` (phrases the judge wrote down as no entity, such as
``tasks10.jsonl``) also gets the share of addressesTask edges that name one of them.

``--set benchmarks/dev_judged/tasks8.jsonl`` scores (and builds) another judged set of the same
schema instead: its abstracts are read by ``paper_id`` from SciTLDR train and dev
(``tasks8.jsonl``: 40 train abstracts, drawn by ``dev_judged/tasks8_sample.py``).

Recall counts the expected items an edge of the paper (``addressesTask`` for tasks,
``evaluatesOn`` for datasets) names, by the folded label or an alias. Precision is the share of
those edges that name an expected item: a lower bound, since a true edge the judge did not
write down counts against it. A result is read correctly when kg reports its value with the
expected kind (a score, or an improvement over a baseline), the metric (when one is expected)
and the dataset (when one is expected).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from audit import fold  # noqa: E402  (a sibling script, not a package)

REPO = Path(__file__).resolve().parent.parent
EXPECTED = REPO / "benchmarks" / "dev_judged" / "tasks.jsonl"
DEV = REPO.parent / "shared" / "corpus" / "scitldr" / "dev.jsonl"
TRAIN = DEV.with_name("train.jsonl")
DESCRIBED = "[described] "
PREDICATES = {"tasks": "addressesTask", "datasets": "evaluatesOn"}

EDGES = """
PREFIX kg: <https://w3id.org/kg/ontology#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
PREFIX dcterms: <http://purl.org/dc/terms/>
SELECT ?id ?p ?o ?label ?alias WHERE {
    VALUES ?id { %s }
    VALUES ?p { kg:addressesTask kg:evaluatesOn }
    ?paper a kg:Paper ; dcterms:identifier ?id ; ?p ?o .
    ?o rdfs:label ?label .
    OPTIONAL { ?o skos:altLabel ?alias }
}
"""
RESULTS = """
PREFIX kg: <https://w3id.org/kg/ontology#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX dcterms: <http://purl.org/dc/terms/>
SELECT ?id ?r ?value ?metric ?dataset ?improvement WHERE {
    VALUES ?id { %s }
    ?paper a kg:Paper ; dcterms:identifier ?id ; kg:reportsResult ?r .
    ?r kg:value ?value .
    OPTIONAL { ?r kg:metric/rdfs:label ?metric }
    OPTIONAL { ?r kg:onDataset/rdfs:label ?dataset }
    BIND(EXISTS { ?r a kg:Improvement } AS ?improvement)
}
"""


def selected_records(path: Path = DEV) -> list[dict]:
    """Records 51-100 of ``path`` sorted by the sha256 of their paper_id (the fixed rule)."""
    records = [json.loads(line) for line in path.open(encoding="utf-8")]
    records.sort(key=lambda r: hashlib.sha256(r["paper_id"].encode()).hexdigest())
    return records[50:100]


def expected(path: Path = EXPECTED) -> list[dict]:
    return [json.loads(line) for line in path.open(encoding="utf-8")]


def set_records(path: Path) -> list[dict]:
    """The SciTLDR train and dev records of a judged set, in the set's order."""
    if path.resolve() == EXPECTED.resolve():
        return selected_records()
    wanted = [p["paper_id"] for p in expected(path)]
    found = {}
    for corpus in (TRAIN, DEV):
        for line in corpus.open(encoding="utf-8"):
            record = json.loads(line)
            if record["paper_id"] in wanted:
                found.setdefault(record["paper_id"], record)
    return [found[i] for i in wanted]


def command_build(out: Path, judged: Path = EXPECTED) -> None:
    out.mkdir(parents=True, exist_ok=True)
    corpus = out / "task_bench.jsonl"
    with corpus.open("w", encoding="utf-8") as handle:
        for record in set_records(judged):
            handle.write(json.dumps(record) + "\n")
    done = subprocess.run(
        ["kg", "build", str(corpus), "--out", str(out), "--no-view", "--workers", "1"],
        check=False,
        cwd=REPO,
    )
    if done.returncode not in (0, 3):
        sys.exit(done.returncode)


def _fold(name: str) -> str:
    """A name for matching: "Librispeech Corpus" meets "LibriSpeech" (kg's own qualifier rule);
    articles do not count ("predicting the evolution of X" meets "predicting evolution of X")."""
    from kg.link.keys import strip_qualifiers

    words = [w for w in name.split() if w.lower() not in ("the", "a", "an")]
    return fold(strip_qualifiers(" ".join(words) if len(words) > 1 else name))


def _names(item: str) -> set[str]:
    return {_fold(name) for name in item.removeprefix(DESCRIBED).split(" | ") if _fold(name)}


def _meets(item: str, wanted: set[str], labels: set[str]) -> bool:
    """Whether a node's folded labels meet an expected item (a described one by containment)."""
    if wanted & labels:
        return True
    return item.startswith(DESCRIBED) and any(
        f" {w} " in f" {label} " for w in wanted for label in labels
    )


def _number(value: str) -> float | None:
    try:
        return float(value.replace(",", "").rstrip("%×x").strip())
    except ValueError:
        return None


def _numbers(value: str) -> set[float]:
    """The numbers a drawn value holds: one, or a range's two ends ("6-20%" since round 59,
    where the judged sets write each end as a result of its own)."""
    return {float(n) for n in re.findall(r"\d+(?:\.\d+)?", value.replace(",", ""))}


def _drawn(out: Path, ids: list[str]) -> tuple[dict, dict]:
    import pyoxigraph

    store = pyoxigraph.Store.read_only(str(out / "graph.oxigraph"))
    values = " ".join(json.dumps(i) for i in ids)
    edges: dict[tuple[str, str], dict[str, set[str]]] = {}
    for row in store.query(EDGES % values):
        predicate = row["p"].value.rsplit("#", 1)[-1]
        node = edges.setdefault((row["id"].value, predicate), {}).setdefault(
            row["o"].value, {row["label"].value}
        )
        if row["alias"] is not None:
            node.add(row["alias"].value)
    results: dict[str, dict[str, dict]] = {}
    for row in store.query(RESULTS % values):
        results.setdefault(row["id"].value, {})[row["r"].value] = {
            "value": row["value"].value,
            "metric": row["metric"].value if row["metric"] is not None else "",
            "dataset": row["dataset"].value if row["dataset"] is not None else "",
            "improvement": row["improvement"].value == "true",
        }
    return edges, results


def _result_matches(want: dict, got: dict) -> bool:
    if _number(want["value"]) is None or _number(want["value"]) not in _numbers(got["value"]):
        return False
    if want["kind"] in {"score", "improvement"} and got["improvement"] != (
        want["kind"] == "improvement"
    ):
        return False
    if want["metric"] and not (
        fold(want["metric"]) in fold(got["metric"]) or fold(got["metric"]) in fold(want["metric"])
    ):
        return False
    return not want["dataset"] or bool(_names(want["dataset"]) & {fold(got["dataset"])})


def _not_entities(papers: list[dict], edges: dict, predicate: str) -> int:
    """How many of the papers' edges name one of their ``not_entities`` (what the judge wrote
    down as no entity: "memory footprint", "downstream tasks")."""
    count = 0
    for paper in papers:
        wrong = {_fold(name) for name in paper.get("not_entities", [])}
        nodes = edges.get((paper["paper_id"], predicate), {})
        count += sum(bool({_fold(n) for n in names} & wrong) for names in nodes.values())
    return count


def _share(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}% ({part}/{whole})" if whole else "-"


def score(
    out: Path, *, verbose: bool = False, judged: Path = EXPECTED
) -> dict[str, dict[str, str]]:
    papers = expected(judged)
    edges, results = _drawn(out, [p["paper_id"] for p in papers])
    table: dict[str, dict[str, str]] = {}
    for half in ("dev", "held_out"):
        row: dict[str, str] = {}
        subset = [p for p in papers if p["half"] == half]
        for field, predicate in PREDICATES.items():
            found = total = right = drawn = 0
            for paper in subset:
                nodes = edges.get((paper["paper_id"], predicate), {})
                folded = {iri: {_fold(n) for n in names} for iri, names in nodes.items()}
                items = paper[field]
                wanted = [_names(item) for item in items]
                total += len(wanted)
                found += sum(
                    any(_meets(i, w, f) for f in folded.values()) for i, w in zip(items, wanted)
                )
                drawn += len(folded)
                right += sum(
                    any(_meets(i, w, f) for i, w in zip(items, wanted)) for f in folded.values()
                )
                if verbose:
                    missed = [
                        i
                        for i, w in zip(items, wanted)
                        if not any(_meets(i, w, f) for f in folded.values())
                    ]
                    extra = [
                        sorted(n)[0]
                        for iri, n in nodes.items()
                        if not any(_meets(i, w, folded[iri]) for i, w in zip(items, wanted))
                    ]
                    if missed or extra:
                        print(
                            f"{half} {paper['paper_id']} {predicate}: missed {missed} extra {extra}"
                        )
            row[f"{predicate} recall"] = _share(found, total)
            row[f"{predicate} precision (matched)"] = _share(right, drawn)
            if predicate == "addressesTask" and any("not_entities" in p for p in subset):
                row["addressesTask to a not_entity"] = _share(
                    _not_entities(subset, edges, predicate), drawn
                )
        read = stated = drawn = right = 0
        for paper in subset:
            got = list(results.get(paper["paper_id"], {}).values())
            stated += len(paper["results"])
            read += sum(any(_result_matches(w, g) for g in got) for w in paper["results"])
            drawn += len(got)
            right += sum(any(_result_matches(w, g) for w in paper["results"]) for g in got)
            if verbose and (got or paper["results"]):
                print(
                    f"{half} {paper['paper_id']} results: drawn {got} expected {paper['results']}"
                )
        row["results read correctly"] = _share(read, stated)
        row["results drawn that are right"] = _share(right, drawn)
        table[half] = row
    return table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("step", choices=["build", "score"])
    parser.add_argument("out", type=Path, help="the build directory")
    parser.add_argument("--json", action="store_true", help="score: print JSON")
    parser.add_argument("--verbose", action="store_true", help="score: print misses per paper")
    parser.add_argument(
        "--set", type=Path, default=EXPECTED, help="the judged set (default: tasks.jsonl)"
    )
    args = parser.parse_args()
    if args.step == "build":
        command_build(args.out, args.set)
        return
    table = score(args.out, verbose=args.verbose, judged=args.set)
    if args.json:
        print(json.dumps(table, indent=2))
        return
    for half, row in table.items():
        print(f"[{half}]")
        width = max(len(k) for k in row)
        for name, value in row.items():
            print(f"  {name:<{width}}  {value}")


if __name__ == "__main__":
    main()
