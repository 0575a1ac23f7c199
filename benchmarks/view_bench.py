"""Time the HTML view: render in Python, then time to first draw in headless Chromium.

Builds synthetic graphs in the shape :mod:`kg.graph` documents (deterministic, seeded), writes
the page with :func:`kg.view.write_html` and opens it in Debian's Chromium through Selenium.

Usage::

    python benchmarks/view_bench.py                      # example-sized and large graphs
    python benchmarks/view_bench.py --papers 300 --entities 1500 --edges 5000 --runs 3
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import networkx as nx

from kg.types import Evidence, Predicate
from kg.view import render_html, write_html

BASE = "https://example.org/kg/"
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
_WORDS = [
    "model",
    "learning",
    "neural",
    "graph",
    "attention",
    "diffusion",
    "training",
    "data",
    "benchmark",
    "robust",
    "sparse",
    "transformer",
    "language",
    "vision",
    "policy",
    "reward",
    "inference",
    "latent",
    "token",
    "scaling",
    "efficient",
    "retrieval",
    "reasoning",
    "alignment",
    "generative",
    "contrastive",
    "kernel",
    "optimisation",
    "gradient",
]
# Entity kinds, their share of the entities, and the predicate a paper uses to reach them.
_KINDS = (
    ("Method", 0.28, Predicate.USES_METHOD.value),
    ("Model", 0.10, Predicate.USES_METHOD.value),
    ("Dataset", 0.14, Predicate.EVALUATES_ON.value),
    ("Benchmark", 0.05, Predicate.EVALUATES_ON.value),
    ("Task", 0.14, Predicate.ADDRESSES_TASK.value),
    ("Metric", 0.05, Predicate.MENTIONS.value),
    ("Concept", 0.19, Predicate.MENTIONS.value),
    ("CodeRepository", 0.05, Predicate.CODE_REPOSITORY.value),
)


def synthetic_graph(*, papers: int, entities: int, edges: int, seed: int = 7) -> nx.MultiDiGraph:
    """A graph shaped like :func:`kg.graph.build_graph`'s output, with Zipf-like entity degrees."""
    rng = random.Random(seed)
    graph = nx.MultiDiGraph(base_iri=BASE)
    paper_nodes: list[tuple[str, str, list[tuple[int, int, str]]]] = []
    for p in range(papers):
        sentences = [
            " ".join(rng.choice(_WORDS) for _ in range(rng.randint(10, 24))).capitalize() + "."
            for _ in range(rng.randint(6, 10))
        ]
        abstract = " ".join(sentences)
        spans, offset = [], 0
        for sentence in sentences:
            spans.append((offset, offset + len(sentence), sentence))
            offset += len(sentence) + 1
        key = f"doi:10.1000/synthetic.{p:05d}"
        iri = f"{BASE}paper/doi-synthetic-{p:05d}"
        titled = p % 7 != 0
        title = (
            " ".join(rng.choice(_WORDS) for _ in range(rng.randint(4, 12))).title()
            if titled
            else None
        )
        graph.add_node(
            iri,
            kind="Paper",
            label=title or abstract[:60] + "…",
            aliases=(),
            key=key,
            title=title,
            label_derived=not titled,
            abstract=abstract,
            authors=("A. Author", "B. Author"),
            year=2026,
            doi=key[4:],
            url=None,
            identifier=str(p),
            keywords=(),
            source=f"synthetic.txt line {p + 1}",
        )
        paper_nodes.append((iri, key, spans))
    venue = f"{BASE}venue/iclr-2026"
    graph.add_node(venue, kind="Venue", label="ICLR 2026", aliases=())
    entity_nodes: list[tuple[str, str, str]] = []
    for e in range(entities):
        r, kind, predicate = rng.random(), _KINDS[-1][0], _KINDS[-1][2]
        for name, share, pred in _KINDS:
            if r < share:
                kind, predicate = name, pred
                break
            r -= share
        words = " ".join(rng.choice(_WORDS) for _ in range(rng.randint(1, 4)))
        label = (
            f"https://github.com/example/repo-{e}"
            if kind == "CodeRepository"
            else f"{words.title()}-{e}"
        )
        iri = f"{BASE}{kind.lower()}/e{e:05d}"
        extra = {"url": label} if kind == "CodeRepository" else {}
        graph.add_node(
            iri,
            kind=kind,
            label=label,
            aliases=(f"{words.upper()}{e}",) if e % 3 == 0 else (),
            **extra,
        )
        entity_nodes.append((iri, kind, predicate))
    weights = [1.0 / (rank + 1) ** 0.8 for rank in range(len(entity_nodes))]
    added = 0
    for iri, _, _ in paper_nodes:
        graph.add_edge(iri, venue, key="isPartOf", evidence=())
        added += 1
    attempts = 0
    while added < edges and attempts < edges * 20:
        attempts += 1
        paper_iri, paper_key, spans = paper_nodes[rng.randrange(len(paper_nodes))]
        target, kind, predicate = rng.choices(entity_nodes, weights=weights)[0]
        source = paper_iri
        if kind in ("Method", "Model") and rng.random() < 0.15:
            other, other_kind, _ = rng.choices(entity_nodes, weights=weights)[0]
            if other_kind in ("Method", "Model") and other != target:
                source, predicate = target, Predicate.EXTENDS.value
                target = other
        elif kind in ("Method", "Model") and rng.random() < 0.2:
            predicate = Predicate.PROPOSES.value
        if graph.has_edge(source, target, key=predicate):
            continue
        start, end, sentence = spans[rng.randrange(len(spans))]
        evidence = (
            Evidence(
                paper=paper_key,
                sentence=sentence,
                start=start,
                end=end,
                extractor="synthetic",
                confidence=round(rng.uniform(0.5, 1.0), 2),
            ),
        )
        graph.add_edge(source, target, key=predicate, evidence=evidence)
        added += 1
    return graph


def _driver():  # type: ignore[no-untyped-def]
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--window-size=1400,900",
        f"--user-data-dir={tempfile.mkdtemp(prefix='kg-bench-chromium-')}",
    ):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


def time_page(driver, path: Path, *, timeout: float = 120.0) -> dict[str, float]:  # type: ignore[no-untyped-def]
    """Open the page and return its timings in ms since navigation start."""
    driver.get(path.resolve().as_uri())
    deadline = time.monotonic() + timeout
    while (
        driver.execute_script("return document.body && document.body.getAttribute('data-ready')")
        != "true"
    ):
        if time.monotonic() > deadline:
            raise TimeoutError(f"{path}: not drawn after {timeout} s")
        time.sleep(0.05)
    timing = driver.execute_script(
        "var t = window.kgView.timing; var nav = performance.getEntriesByType('navigation')[0];"
        "return {script: t.start, tooltips: t.tooltips, network: t.network, stabilized: t.stabilized, firstDraw: t.firstDraw, domContentLoaded: nav.domContentLoadedEventEnd};"
    )
    # Clicking the best-connected node: details panel plus neighbourhood highlight.
    timing["select"] = driver.execute_script(
        "var view = window.kgView, best = 0, most = -1;"
        "view.nodes.get().forEach(function (n) { if (n.value > most) { most = n.value; best = n.id; } });"
        "var t0 = performance.now(); view.select(best); var t1 = performance.now(); view.select(best);"
        "return t1 - t0;"
    )
    return {k: float(v) for k, v in timing.items() if v is not None}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--papers", type=int, nargs="*", default=[19, 300])
    parser.add_argument("--entities", type=int, nargs="*", default=[300, 1500])
    parser.add_argument("--edges", type=int, nargs="*", default=[800, 5000])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    sizes = list(zip(args.papers, args.entities, args.edges))
    driver = _driver()
    try:
        with tempfile.TemporaryDirectory(prefix="kg-view-bench-") as folder:
            for papers, entities, edges in sizes:
                graph = synthetic_graph(papers=papers, entities=entities, edges=edges)
                started = time.perf_counter()
                render_html(graph)
                render_s = time.perf_counter() - started
                path = Path(folder) / f"view-{papers}.html"
                write_html(graph, path)
                runs = [time_page(driver, path) for _ in range(args.runs)]
                draw = [r["firstDraw"] for r in runs]
                stab = [r.get("stabilized", r["network"]) - r["script"] for r in runs]
                print(
                    f"{graph.number_of_nodes()} nodes, {graph.number_of_edges()} edges: "
                    f"render {render_s:.2f} s, {path.stat().st_size / 1e6:.2f} MB; "
                    f"first draw {statistics.median(draw) / 1000:.2f} s after navigation start "
                    f"(runs: {', '.join(f'{d / 1000:.2f}' for d in draw)}); "
                    f"layout {statistics.median(stab) / 1000:.2f} s; "
                    f"select a hub {statistics.median(r['select'] for r in runs):.0f} ms"
                )
    finally:
        driver.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
