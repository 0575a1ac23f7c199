"""The hand-judged audit of what kg draws for abstracts nobody tuned on.

The audit set (``benchmarks/audit/``) is 60 SciTLDR test abstracts chosen by a fixed rule
(``select.py``), with what a researcher expects of each written down *before* kg's output was
looked at (``expected.jsonl``, rules in ``GUIDELINES.md``), and a judgment of every edge kg draws
for them inside the graph of the whole 3,229-abstract corpus (``judgments.tsv``).

Steps::

    python benchmarks/audit.py build OUT            # kg build of the whole SciTLDR corpus into OUT
    python benchmarks/audit.py dump OUT             # add the edges OUT draws for the audit papers
                                                    # to judgments.tsv (judged rows are kept)
    python benchmarks/audit.py score OUT            # the table: links, edges, recall, results

``--set benchmarks/audit/set2`` dumps and scores the second set instead (40 more test abstracts,
written in round 53 by the same rule; ``set2/README.md``).

``dump`` is the re-judging mode: an edge is identified by paper, subject, predicate, object label
and class, so a row whose edge kg no longer draws is left out of the score (``score`` counts
them as gone), and an edge kg now draws differently is a new row with empty judgments. Judgments
are ``entity`` (correct, wrong_type, generic, wrong_merge) and ``edge`` (true, false); ``expected``
names the items of ``expected.jsonl`` an edge satisfies when the automatic name match misses it.
A judged row keeps the aliases its object had when it was judged (``judged_aliases``): when the
node's merge has changed since (an alias judged wrong is gone, or an alias that is not a mere
extension of a judged one is new), ``dump`` moves the old judgment to ``previous`` and leaves the
row to be judged again, so a fixed or a new wrong merge is never scored by a stale judgment.
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import subprocess
import sys
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
AUDIT = REPO / "benchmarks" / "audit"
CORPUS = REPO.parent / "shared" / "corpus" / "scitldr"
COLUMNS = [
    "paper_id",
    "subject",
    "predicate",
    "object",
    "class",
    "aliases",
    "sentence",
    "entity",
    "edge",
    "expected",
    "note",
    "judged_aliases",
    "previous",
]
NO_ALIASES = "(none)"  # judged_aliases of a node judged without any alias
ENTITY_JUDGMENTS = {"correct", "wrong_type", "generic", "wrong_merge"}
EDGE_JUDGMENTS = {"true", "false"}
KG = "https://w3id.org/kg/ontology#"
# The predicates whose object is an entity a researcher looks up (what "links" counts).
LINKS = ("proposes", "usesMethod", "evaluatesOn", "addressesTask", "mentions", "comparesWith")
RECALL = {"proposes": "proposes", "datasets": "evaluatesOn", "tasks": "addressesTask"}

EDGES = """
PREFIX kg: <https://w3id.org/kg/ontology#>
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
PREFIX dcterms: <http://purl.org/dc/terms/>
PREFIX prov: <http://www.w3.org/ns/prov#>
SELECT ?id ?s ?slabel ?isPaper ?p ?o ?olabel ?class ?sentence WHERE {
    VALUES ?id { %s }
    ?paper a kg:Paper ; dcterms:identifier ?id .
    ?ev prov:wasDerivedFrom ?paper ; rdf:subject ?s ; rdf:predicate ?p ; rdf:object ?o ;
        kg:sentence ?sentence .
    ?s rdfs:label ?slabel .
    BIND(EXISTS { ?s a kg:Paper } AS ?isPaper)
    ?o rdfs:label ?olabel ; a ?class .
    FILTER(STRSTARTS(STR(?class), STR(kg:)))
}
"""
ALIASES = """
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
SELECT ?o ?alias WHERE { VALUES ?o { %s } ?o skos:altLabel ?alias }
"""
RESULTS = """
PREFIX kg: <https://w3id.org/kg/ontology#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX dcterms: <http://purl.org/dc/terms/>
SELECT ?r ?metric ?value ?dataset WHERE {
    VALUES ?r { %s }
    ?r kg:value ?value .
    OPTIONAL { ?r kg:metric/rdfs:label ?metric }
    OPTIONAL { ?r kg:onDataset/rdfs:label ?dataset }
}
"""


def fold(name: str) -> str:
    """A name for matching: accents, case, punctuation and a plural -s dropped."""
    text = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    text = re.sub(r"[^a-z0-9]+", "", text)
    return text[:-1] if len(text) > 3 and text.endswith("s") else text


def alternatives(item: str) -> list[str]:
    """The names an expected item may be written with: "text-to-SQL | semantic parsing" (the
    second set writes them; the first never does)."""
    return [name.strip() for name in item.split(" | ")]


def variants(expected: str) -> set[str]:
    """An expected name and its parts: "Long Form (ACR)" matches "Long Form" and "ACR"; an
    item with alternatives ("a | b") matches each."""
    if " | " in expected:
        return set().union(*(variants(name) for name in alternatives(expected)))
    if expected.startswith("["):
        return set()  # an unnamed contribution: matched by the judge only
    found = {fold(expected)}
    paren = re.match(r"^(.*?)\s*\(([^()]+)\)\s*$", expected)
    if paren:
        found |= {fold(paren.group(1)), fold(paren.group(2))}
    return {v for v in found if v}


def audit_ids(set_dir: Path = AUDIT) -> list[str]:
    return [json.loads(line)["paper_id"] for line in (set_dir / "expected.jsonl").open()]


def command_build(out: Path) -> None:
    inputs = [str(CORPUS / f"{split}.jsonl") for split in ("train", "dev", "test")]
    done = subprocess.run(
        ["kg", "build", *inputs, "--out", str(out), "--no-view"], check=False, cwd=REPO
    )
    if done.returncode not in (0, 3):
        sys.exit(done.returncode)


def _store(out: Path):  # noqa: ANN202 (pyoxigraph is optional for the rest of the script)
    import pyoxigraph

    return pyoxigraph.Store.read_only(str(out / "graph.oxigraph"))


def _value(term) -> str:  # noqa: ANN001
    return term.value if term is not None else ""


def drawn_edges(out: Path, ids: list[str]) -> list[dict[str, str]]:
    """Every evidenced edge the build in ``out`` draws from the audit papers' sentences."""
    store = _store(out)
    values = " ".join(json.dumps(i) for i in ids)
    rows: dict[tuple[str, ...], dict[str, str]] = {}
    objects: set[str] = set()
    results: set[str] = set()
    for row in store.query(EDGES % values):
        predicate = row["p"].value.removeprefix(KG)
        cls = row["class"].value.rsplit("#", 1)[-1].rsplit("/", 1)[-1]
        key = (row["id"].value, row["slabel"].value, predicate, row["olabel"].value, cls)
        if key in rows:
            continue
        rows[key] = {
            "paper_id": key[0],
            "subject": key[1],
            "predicate": predicate,
            "object": key[3],
            "class": cls,
            "aliases": "",
            "sentence": row["sentence"].value,
            "_iri": row["o"].value,
            "_paper": str(row["isPaper"].value == "true"),
        }
        (results if cls == "Result" else objects).add(row["o"].value)
    aliases: dict[str, list[str]] = defaultdict(list)
    if objects:
        for row in store.query(ALIASES % " ".join(f"<{o}>" for o in sorted(objects))):
            aliases[row["o"].value].append(row["alias"].value)
    described: dict[str, str] = {}
    if results:
        for row in store.query(RESULTS % " ".join(f"<{r}>" for r in sorted(results))):
            described[row["r"].value] = (
                f"{_value(row['metric'])} = {row['value'].value} on {_value(row['dataset'])}"
            )
    for row in rows.values():
        iri = row.pop("_iri")
        if row.pop("_paper") == "False":
            row["subject"] = "~" + row["subject"]  # an entity's edge, not the paper's
        row["aliases"] = " | ".join(sorted(aliases.get(iri, ())))
        if row["class"] == "Result":
            row["object"] = described.get(iri, row["object"])
    return sorted(
        rows.values(), key=lambda r: (ids.index(r["paper_id"]), r["predicate"], r["object"])
    )


def _key(row: dict[str, str]) -> tuple[str, ...]:
    return (row["paper_id"], row["subject"], row["predicate"], row["object"], row["class"])


def read_judgments(path: Path) -> list[dict[str, str]]:
    if not path.is_file():
        return []
    with path.open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


def write_judgments(path: Path, rows: list[dict[str, str]]) -> None:
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, COLUMNS, delimiter="\t", extrasaction="ignore")
        writer.writeheader()
        writer.writerows(rows)


def command_dump(out: Path, judgments: Path, set_dir: Path = AUDIT) -> None:
    old = {_key(row): row for row in read_judgments(judgments)}
    drawn = drawn_edges(out, audit_ids(set_dir))
    kept = 0
    merged = []
    rejudge = 0
    for row in drawn:
        before = old.pop(_key(row), None)
        if before is not None:
            kept += 1
            keep = ("entity", "edge", "expected", "note", "judged_aliases", "previous")
            row = {**row, **{c: before.get(c, "") for c in keep}}
            if (row["entity"] or row["edge"]) and not row["judged_aliases"]:
                row["judged_aliases"] = before.get("aliases") or NO_ALIASES  # what the judge saw
            if (row["entity"] or row["edge"]) and merge_changed(row):
                rejudge += 1
                row["previous"] = f"{row['entity']}/{row['edge']} with {row['judged_aliases']}"
                row.update(entity="", edge="", judged_aliases="")
        merged.append(row)
    # Judged rows of edges no longer drawn stay in the file (a later build may draw them again).
    merged += [row for row in old.values() if row.get("edge") or row.get("entity")]
    write_judgments(judgments, merged)
    print(
        f"{len(drawn)} edges drawn: {kept} already judged, {len(drawn) - kept} to judge,"
        f" {rejudge} judged before to judge again (their merge changed)"
    )


def merge_changed(row: dict[str, str]) -> bool:
    """Whether the object's merge differs from the one judged: an alias gone from a node judged
    a wrong merge, or a new alias that does not merely extend the label or a judged alias
    ("CNN models" after "CNN")."""
    judged = {a for a in row["judged_aliases"].split(" | ") if a and a != NO_ALIASES}
    now = {a for a in row["aliases"].split(" | ") if a}
    if row["entity"] == "wrong_merge" and judged - now:
        return True
    known = [_words(a) for a in judged | {row["object"]}]
    return any(not any(_words(a)[: len(k)] == k for k in known) for a in now - judged)


def _words(name: str) -> list[str]:
    return [fold(word) for word in name.split()]


def _share(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}% ({part}/{whole})" if whole else "-"


def score(out: Path, judgments: Path, set_dir: Path = AUDIT) -> dict[str, object]:
    drawn = {_key(row) for row in drawn_edges(out, audit_ids(set_dir))}
    rows = [row for row in read_judgments(judgments) if _key(row) in drawn]
    unjudged = [r for r in rows if r["edge"] not in EDGE_JUDGMENTS]
    bad = [r for r in rows if r["entity"] and r["entity"] not in ENTITY_JUDGMENTS | {"-"}]
    if bad:
        sys.exit(f"unknown entity judgment in {judgments}: {bad[0]}")
    links = {}
    for row in rows:
        from_paper = not row["subject"].startswith("~")
        if row["predicate"] in LINKS and from_paper and row["entity"] in ENTITY_JUDGMENTS:
            links[(row["paper_id"], row["object"], row["class"])] = row["entity"]
    entity_counts = Counter(links.values())
    judged_edges = [r for r in rows if r["edge"] in EDGE_JUDGMENTS]
    true_real = [
        r for r in judged_edges if r["edge"] == "true" and r["entity"] in {"correct", "-", ""}
    ]
    table: dict[str, object] = {
        "edges drawn": len(rows),
        "edges not judged yet": len(unjudged),
        "entity links correct, specific, right type": _share(entity_counts["correct"], len(links)),
        "links to generic phrases, fragments or junk": _share(entity_counts["generic"], len(links)),
        "links of the wrong type": _share(entity_counts["wrong_type"], len(links)),
        "links to a wrong merge": _share(entity_counts["wrong_merge"], len(links)),
        "edges true and to a real entity (all predicates)": _share(
            len(true_real), len(judged_edges)
        ),
    }
    for predicate in ("proposes", "evaluatesOn", "usesMethod", "addressesTask", "comparesWith"):
        edges = [r for r in judged_edges if r["predicate"] == predicate]
        table[f"{predicate} edges true"] = _share(
            sum(r["edge"] == "true" for r in edges), len(edges)
        )
    results = [r for r in judged_edges if r["predicate"] == "reportsResult"]
    table["reported results read correctly"] = _share(
        sum(r["edge"] == "true" for r in results), len(results)
    )
    expected = [json.loads(line) for line in (set_dir / "expected.jsonl").open()]
    for field, predicate in RECALL.items():
        found = total = 0
        for paper in expected:
            edges = [
                r
                for r in rows
                if r["paper_id"] == paper["paper_id"]
                and r["predicate"] == predicate
                and r["edge"] == "true"
            ]
            for item in paper.get(field, []):
                total += 1
                names = variants(item)
                found += any(
                    set(alternatives(item)) & set(r["expected"].split(" | "))
                    or names & ({fold(r["object"])} | {fold(a) for a in r["aliases"].split(" | ")})
                    for r in edges
                )
        table[f"recall of {field} ({predicate})"] = _share(found, total)
    stated = sum(len(p.get("results", [])) for p in expected)
    table["results stated in the abstracts"] = stated
    return table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("step", choices=["build", "dump", "score"])
    parser.add_argument("out", type=Path, help="the build directory")
    parser.add_argument(
        "--set",
        dest="set_dir",
        type=Path,
        default=AUDIT,
        help="the set's directory, with its expected.jsonl (default: benchmarks/audit; the"
        " second set, written in round 53: benchmarks/audit/set2)",
    )
    parser.add_argument("--judgments", type=Path, help="default: the set directory's judgments.tsv")
    parser.add_argument("--json", action="store_true", help="score: print JSON")
    args = parser.parse_args()
    args.judgments = args.judgments or args.set_dir / "judgments.tsv"
    if args.step == "build":
        command_build(args.out)
    elif args.step == "dump":
        command_dump(args.out, args.judgments, args.set_dir)
    else:
        table = score(args.out, args.judgments, args.set_dir)
        if args.json:
            print(json.dumps(table, indent=2))
        else:
            width = max(len(k) for k in table)
            for name, value in table.items():
                print(f"{name:<{width}}  {value}")


if __name__ == "__main__":
    main()
