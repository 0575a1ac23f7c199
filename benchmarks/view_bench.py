"""Time the HTML view in headless Chromium: first draw, and redraws while panning and zooming.

Graphs: the bundled example (``examples/iclr2026.txt``), the 3,229 SciTLDR papers
(``../shared/corpus/scitldr/*.jsonl``, built once and cached as a pickle), and optionally
synthetic graphs in the shape :mod:`kg.graph` documents. Each page is written with
:func:`kg.export.view.write_html` and opened in Debian's Chromium through Selenium (1400x900 window).

Reported per graph, over ``--runs`` page loads: time to first draw (ms from navigation start,
median), the intervals between successive redraws while vis-network animates a zoom (x2 in
1.5 s) and then a pan (1.5 s) (median and 95th percentile: a redraw per animation frame, so
16.7 ms means 60 frames per second), and the time to select the best-connected node.
``--all`` also measures after "Draw all" (every node and edge on the canvas).
``--screenshots DIR`` saves the README's pictures of the example view instead:
``screenshot-overview.png`` and ``screenshot-details.png`` (a paper selected).

Usage::

    python benchmarks/view_bench.py                        # example and SciTLDR
    python benchmarks/view_bench.py --graphs example --runs 5
    python benchmarks/view_bench.py --graphs scitldr --all
    python benchmarks/view_bench.py --graphs synthetic --synthetic 300,1500,5000
    python benchmarks/view_bench.py --screenshots exports
"""

from __future__ import annotations

import argparse
import json
import pickle
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import networkx as nx

from kg.build import build
from kg.export.view import render_html, write_html
from kg.types import Evidence, Predicate

REPO = Path(__file__).resolve().parent.parent
EXAMPLE = REPO / "examples" / "iclr2026.txt"
SCITLDR = REPO.parent / "shared" / "corpus" / "scitldr"
BASE = "https://example.org/kg/"
CHROMIUM = "/usr/bin/chromium"
CONFERENCE_PAPERS = 7068
# Eleven editions for the conference-sized graph, as in eleven conference exports.
_EDITIONS = (
    *(("ICLR", year) for year in range(2018, 2024)),
    *(("NeurIPS", year) for year in range(2019, 2022)),
    *(("ICML", year) for year in range(2020, 2022)),
)
CHROMEDRIVER = "/usr/bin/chromedriver"
FRAME_TIMES = """
var done = arguments[arguments.length - 1], network = window.kgNetwork, ends = [];
var record = function () { ends.push(performance.now()); };
var scale = network.getScale(), at = network.getViewPosition();
network.on('afterDrawing', record);
network.moveTo({scale: 2 * scale, position: at, animation: {duration: 1500, easingFunction: 'linear'}});
setTimeout(function () {
  network.moveTo({scale: 2 * scale, position: {x: at.x + 300 / scale, y: at.y + 200 / scale},
                  animation: {duration: 1500, easingFunction: 'linear'}});
  setTimeout(function () {
    network.off('afterDrawing', record);
    var gaps = [];
    for (var i = 1; i < ends.length; i++) { gaps.push(ends[i] - ends[i - 1]); }
    done(gaps);
  }, 1700);
}, 1700);
"""
SELECT_HUB = """
var view = window.kgView, best = 0, most = -1;
view.nodes.get().forEach(function (n) { if (n.value > most) { most = n.value; best = n.id; } });
var t0 = performance.now(); view.select(best); var t1 = performance.now();
view.network.unselectAll(); view.select(best); view.network.unselectAll();
return t1 - t0;
"""
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


def _driver() -> Any:
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
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_script_timeout(120)
    return driver


def _open(driver: Any, path: Path, *, timeout: float = 120.0) -> dict[str, float]:
    """Open the page and wait for its first drawing; returns its timings in ms."""
    driver.get(path.resolve().as_uri())
    deadline = time.monotonic() + timeout
    while (
        driver.execute_script("return document.body && document.body.getAttribute('data-ready')")
        != "true"
    ):
        if time.monotonic() > deadline:
            raise TimeoutError(f"{path}: not drawn after {timeout} s")
        time.sleep(0.02)
    return {
        "firstDraw": float(driver.execute_script("return window.kgView.timing.firstDraw")),
        "nodes": float(driver.execute_script("return window.kgView.nodes.length")),
        "edges": float(driver.execute_script("return window.kgView.edges.length")),
    }


def _frames(driver: Any) -> list[float]:
    time.sleep(0.3)  # let the first frames settle
    return [float(gap) for gap in driver.execute_async_script(FRAME_TIMES)]


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def measure(driver: Any, path: Path, *, runs: int, draw_all: bool) -> dict[str, Any]:
    """First draw, redraw intervals and select time over ``runs`` page loads."""
    draws, gaps, selects, full_gaps, full_draw, group_gaps = [], [], [], [], [], []
    drawn: dict[str, float] = {}
    for _ in range(runs):
        drawn = _open(driver, path)
        draws.append(drawn["firstDraw"])
        gaps.extend(_frames(driver))
        selects.append(float(driver.execute_script(SELECT_HUB)))
        opened = driver.execute_script(
            "var v = window.kgView; if (!v.groups || !v.groups().length || v.groups()[0].open)"
            " { return false; } v.openGroup(0); return true;"
        )
        if opened:  # the largest group opened, as a reader clicking it
            group_gaps.extend(_frames(driver))
        if draw_all:
            started = time.perf_counter()
            driver.execute_script("window.kgView.drawAll(); window.kgView.fit();")
            driver.execute_async_script(
                "var done = arguments[0]; requestAnimationFrame(function () { done(); });"
            )
            full_draw.append(1000 * (time.perf_counter() - started))
            full_gaps.extend(_frames(driver))
    result: dict[str, Any] = {
        "drawn": f"{int(drawn['nodes'])} nodes, {int(drawn['edges'])} edges",
        "first_draw_ms": statistics.median(draws),
        "first_draw_runs": draws,
        "frame_median_ms": statistics.median(gaps),
        "frame_p95_ms": _percentile(gaps, 0.95),
        "frames": len(gaps),
        "select_ms": statistics.median(selects),
    }
    if group_gaps:
        result.update(
            group_frame_median_ms=statistics.median(group_gaps),
            group_frame_p95_ms=_percentile(group_gaps, 0.95),
        )
    if draw_all:
        result.update(
            draw_all_ms=statistics.median(full_draw),
            all_frame_median_ms=statistics.median(full_gaps),
            all_frame_p95_ms=_percentile(full_gaps, 0.95),
        )
    return result


def screenshots(driver: Any, folder: Path, *, paper: str = "Consistency Mid-Training") -> None:
    """The example's view as a reader first sees it, and with ``paper`` selected."""
    graph = build([EXAMPLE]).graph
    with tempfile.TemporaryDirectory(prefix="kg-view-shots-") as scratch:
        page = Path(scratch) / "graph.html"
        write_html(graph, page, title="ICLR 2026 example (19 abstracts)")
        # The viewport, not the window, is 1200 x 760.
        driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": 1200, "height": 760, "deviceScaleFactor": 1, "mobile": False},
        )
        _open(driver, page)
        time.sleep(0.5)
        driver.save_screenshot(str(folder / "screenshot-overview.png"))
        iri = next(
            n for n, a in graph.nodes(data=True) if a["kind"] == "Paper" and a["label"] == paper
        )
        driver.execute_script(
            "window.kgView.select(window.kgView.idOf(arguments[0]), {focus: true})", iri
        )
        time.sleep(1.0)  # the focus animation
        driver.save_screenshot(str(folder / "screenshot-details.png"))
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    for name in ("screenshot-overview.png", "screenshot-details.png"):
        print(f"wrote {folder / name} ({(folder / name).stat().st_size / 1000:.0f} kB)")


def scitldr_screenshots(driver: Any, folder: Path, *, cache: Path) -> None:
    """SciTLDR's train and dev papers (never test.jsonl): the overview, the largest group
    opened, and a paper of it selected."""
    if cache.exists():
        with cache.open("rb") as handle:
            graph = pickle.load(handle)  # our own cache file: trusted
    else:
        graph = build([SCITLDR / "train.jsonl", SCITLDR / "dev.jsonl"]).graph
        cache.parent.mkdir(parents=True, exist_ok=True)
        with cache.open("wb") as handle:
            pickle.dump(graph, handle)
    names = ("scitldr-overview.png", "scitldr-group.png", "scitldr-paper.png")
    with tempfile.TemporaryDirectory(prefix="kg-view-shots-") as scratch:
        page = Path(scratch) / "graph.html"
        write_html(graph, page, title="SciTLDR train and dev (2,609 papers)")
        driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": 1400, "height": 860, "deviceScaleFactor": 1, "mobile": False},
        )
        _open(driver, page)
        time.sleep(0.5)
        driver.save_screenshot(str(folder / names[0]))
        driver.execute_script("window.kgView.openGroup(0)")
        time.sleep(1.0)
        driver.save_screenshot(str(folder / names[1]))
        driver.execute_script(
            """
            var view = window.kgView, group = window.kgView.groups()[0];
            var papers = view.nodes.get().filter(function (n) { return n.group === 'Paper'; });
            var best = papers.reduce(function (a, b) { return b.value > a.value ? b : a; });
            view.select(best.id, {focus: true});
            """
        )
        time.sleep(1.0)
        driver.save_screenshot(str(folder / names[2]))
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    for name in names:
        print(f"wrote {folder / name} ({(folder / name).stat().st_size / 1000:.0f} kB)")


def scitldr_graph(cache: Path) -> nx.MultiDiGraph:
    """The graph of SciTLDR's train, dev and test files, built once and kept in ``cache``."""
    if cache.exists():
        with cache.open("rb") as handle:
            return pickle.load(handle)  # our own cache file: trusted
    files = sorted(SCITLDR.glob("*.jsonl"))
    if not files:
        raise SystemExit(f"{SCITLDR}: no .jsonl files; SciTLDR is in the shared corpus folder")
    print(f"building the SciTLDR graph from {len(files)} files (about 30 s)...", file=sys.stderr)
    graph = build(files).graph
    cache.parent.mkdir(parents=True, exist_ok=True)
    with cache.open("wb") as handle:
        pickle.dump(graph, handle)
    return graph


def _scitldr_records(splits: tuple[str, ...]) -> list[dict[str, object]]:
    """SciTLDR records of ``splits`` in the shape scale_bench's variation generator takes."""
    records = []
    for split in splits:
        with open(SCITLDR / f"{split}.jsonl", encoding="utf-8") as handle:
            for line in handle:
                record = json.loads(line)
                records.append(
                    {
                        "id": record["paper_id"],
                        "title": record.get("title") or "",
                        "sentences": record["source"],
                    }
                )
    return records


def conference_graph(cache: Path, *, papers: int = CONFERENCE_PAPERS) -> nx.MultiDiGraph:
    """A graph of ``papers`` papers in eleven editions (venue and year), built once and kept in
    ``cache``: SciTLDR's train and dev papers, then variants of them made by scale_bench's
    generator (own id and title, sentences reordered), as kg build builds them."""
    if cache.exists():
        with cache.open("rb") as handle:
            return pickle.load(handle)  # our own cache file: trusted
    sys.path.insert(0, str(REPO / "benchmarks"))
    from scale_bench import write_corpus

    with tempfile.TemporaryDirectory(prefix="kg-view-conference-") as scratch:
        plain, corpus = Path(scratch) / "plain.jsonl", Path(scratch) / "conference.jsonl"
        write_corpus(_scitldr_records(("train", "dev")), papers, plain)
        with plain.open(encoding="utf-8") as lines, corpus.open("w", encoding="utf-8") as out:
            for number, line in enumerate(lines):
                venue, year = _EDITIONS[number % len(_EDITIONS)]
                out.write(json.dumps({**json.loads(line), "venue": venue, "year": year}) + "\n")
        print(f"building the {papers:,}-paper graph (minutes)...", file=sys.stderr)
        graph = build([corpus]).graph
    cache.parent.mkdir(parents=True, exist_ok=True)
    with cache.open("wb") as handle:
        pickle.dump(graph, handle)
    return graph


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--graphs",
        nargs="+",
        default=["example", "scitldr"],
        choices=["example", "scitldr", "conference", "synthetic"],
    )
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--all", action="store_true", help="also measure after Draw all")
    parser.add_argument(
        "--synthetic",
        nargs="*",
        default=["300,1500,5000"],
        metavar="PAPERS,ENTITIES,EDGES",
        help="synthetic graph sizes",
    )
    parser.add_argument(
        "--cache",
        type=Path,
        default=Path(tempfile.gettempdir()) / "kg-view-bench" / "scitldr.pickle",
        help="where the SciTLDR graph is kept between runs (delete it after changing extraction)",
    )
    parser.add_argument(
        "--screenshots", type=Path, metavar="DIR", help="save the README's pictures"
    )
    parser.add_argument(
        "--scitldr-screenshots",
        type=Path,
        metavar="DIR",
        help="save the README's pictures of SciTLDR's train and dev papers",
    )
    args = parser.parse_args(argv)
    if args.screenshots or args.scitldr_screenshots:
        driver = _driver()
        try:
            if args.screenshots:
                screenshots(driver, args.screenshots)
            if args.scitldr_screenshots:
                cache = args.cache.with_name("scitldr-train-dev.pickle")
                scitldr_screenshots(driver, args.scitldr_screenshots, cache=cache)
        finally:
            driver.quit()
        return 0
    graphs: list[tuple[str, nx.MultiDiGraph]] = []
    for name in args.graphs:
        if name == "example":
            graphs.append(("example", build([EXAMPLE]).graph))
        elif name == "scitldr":
            graphs.append(("SciTLDR", scitldr_graph(args.cache)))
        elif name == "conference":
            cache = args.cache.with_name("conference.pickle")
            graphs.append((f"conference ({CONFERENCE_PAPERS:,} papers)", conference_graph(cache)))
        else:
            for size in args.synthetic:
                papers, entities, edges = (int(v) for v in size.split(","))
                graph = synthetic_graph(papers=papers, entities=entities, edges=edges)
                graphs.append((f"synthetic {size}", graph))
    driver = _driver()
    try:
        with tempfile.TemporaryDirectory(prefix="kg-view-bench-") as folder:
            for name, graph in graphs:
                started = time.perf_counter()
                render_html(graph)
                render_s = time.perf_counter() - started
                path = Path(folder) / "view.html"
                write_html(graph, path)
                found = measure(driver, path, runs=args.runs, draw_all=args.all)
                print(
                    f"{name}: {graph.number_of_nodes():,} nodes, {graph.number_of_edges():,} edges; "
                    f"render {render_s:.1f} s, {path.stat().st_size / 1e6:.1f} MB; "
                    f"drawn first: {found['drawn']}"
                )
                print(
                    f"  first draw {found['first_draw_ms']:.0f} ms "
                    f"(runs: {', '.join(f'{d:.0f}' for d in found['first_draw_runs'])}); "
                    f"redraw while zooming and panning: median {found['frame_median_ms']:.1f} ms, "
                    f"p95 {found['frame_p95_ms']:.1f} ms ({found['frames']} frames); "
                    f"select the hub {found['select_ms']:.0f} ms"
                )
                if "group_frame_p95_ms" in found:
                    print(
                        f"  the largest group opened: redraw median "
                        f"{found['group_frame_median_ms']:.1f} ms, p95 {found['group_frame_p95_ms']:.1f} ms"
                    )
                if args.all:
                    print(
                        f"  after Draw all ({found['draw_all_ms']:.0f} ms): redraw median "
                        f"{found['all_frame_median_ms']:.1f} ms, p95 {found['all_frame_p95_ms']:.1f} ms"
                    )
    finally:
        driver.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
