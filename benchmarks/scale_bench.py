"""How build cost grows with the corpus: time, peak memory and triples for 1k to 100k abstracts.

The corpus is SciTLDR (``../shared/corpus/scitldr``, 3,225 abstracts). Sizes beyond it repeat it
with variations that keep every paper distinct: copy ``r`` of a paper gets its own id and title
(``... (variant r)``) and its sentences in another order (seeded), so extraction, linking and the
graph see 100k different abstracts with a realistic vocabulary. Each paper gets a venue (ICLR,
NeurIPS or ICML) and a year (2017 to 2024), drawn from its id, so the graph has venues and years
to rank (``kg stats``, ``ontology/queries/venues.top.rq``).

Each size runs ``kg -v build CORPUS --out DIR --format nt --no-view --workers N`` (Turtle,
N-Triples, the Oxigraph store and the extraction log) in a subprocess; peak memory is the
largest total resident memory of that process and its workers, sampled every 0.2 s.

Usage::

    python benchmarks/scale_bench.py                          # 1k, 10k and 100k
    python benchmarks/scale_bench.py --sizes 500 2000 --workers 2 --work /tmp/kg-scale
"""

from __future__ import annotations

import argparse
import json
import random
import re
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import psutil

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "scitldr"
_VENUES = ("ICLR", "NeurIPS", "ICML")
_STAGES = {
    "extract": re.compile(r"extracted \d+ papers in ([\d.]+) s"),
    "link": re.compile(r"linked \d+ papers into \d+ entities in ([\d.]+) s"),
    "graph": re.compile(r"graph of \d+ nodes and \d+ edges in ([\d.]+) s"),
    "ttl": re.compile(r"wrote graph\.ttl in ([\d.]+) s"),
    "nt": re.compile(r"wrote graph\.nt in ([\d.]+) s"),
    "store": re.compile(r"wrote the store in ([\d.]+) s"),
}


def load_scitldr(corpus: Path) -> list[dict[str, object]]:
    """SciTLDR records: id, title, and the abstract's sentences."""
    records = []
    for split in ("train", "dev", "test"):
        with open(corpus / f"{split}.jsonl", encoding="utf-8") as handle:
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


def write_corpus(records: list[dict[str, object]], size: int, path: Path) -> None:
    """``size`` distinct papers: SciTLDR first, then variants of it."""
    with open(path, "w", encoding="utf-8") as out:
        for i in range(size):
            variant, record = divmod(i, len(records))
            base = records[record]
            sentences = list(base["sentences"])  # type: ignore[call-overload]
            paper_id, title = str(base["id"]), str(base["title"])
            if variant:
                random.Random(f"{paper_id}/{variant}").shuffle(sentences)
                paper_id, title = f"{paper_id}-v{variant}", f"{title} (variant {variant})"
            draw = random.Random(f"{paper_id}/venue")
            venue, year = draw.choice(_VENUES), draw.randint(2017, 2024)
            text = " ".join(sentences)
            out.write(
                json.dumps(
                    {"id": paper_id, "title": title, "abstract": text, "venue": venue, "year": year}
                )
                + "\n"
            )


def _peak_memory(pid: int, peak: list[int], done: threading.Event) -> None:
    try:
        root = psutil.Process(pid)
    except psutil.NoSuchProcess:
        return
    while not done.is_set():
        try:
            total = root.memory_info().rss + sum(
                c.memory_info().rss for c in root.children(recursive=True)
            )
        except psutil.Error:
            total = 0
        peak[0] = max(peak[0], total)
        time.sleep(0.2)


def run_build(corpus: Path, out: Path, *, workers: int) -> dict[str, float]:
    command = [
        "kg",
        "-v",
        "build",
        str(corpus),
        "--out",
        str(out),
        "--format",
        "nt",
        "--no-view",
        "--workers",
        str(workers),
    ]
    started = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    peak, done = [0], threading.Event()
    sampler = threading.Thread(target=_peak_memory, args=(process.pid, peak, done), daemon=True)
    sampler.start()
    stdout, stderr = process.communicate()
    done.set()
    sampler.join()
    elapsed = time.perf_counter() - started
    if process.returncode not in (0, 3):
        sys.exit(f"build failed ({process.returncode}):\n{stderr[-3000:]}")
    figures = {"seconds": elapsed, "peak_gb": peak[0] / 1e9}
    for stage, pattern in _STAGES.items():
        found = pattern.search(stderr)
        figures[stage] = float(found[1]) if found else float("nan")
    with open(out / "graph.nt", "rb") as handle:
        figures["triples"] = sum(1 for _ in handle)
    figures["papers"] = float(re.search(r"(\d+) papers", stdout)[1])  # type: ignore[index]
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000, 100000])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    parser.add_argument(
        "--work", type=Path, help="Directory for corpora and outputs (default: a temporary one)."
    )
    args = parser.parse_args()
    work = args.work or Path(tempfile.mkdtemp(prefix="kg-scale-"))
    work.mkdir(parents=True, exist_ok=True)
    records = load_scitldr(args.corpus)
    header = f"{'papers':>8} {'triples':>11} {'total s':>8} {'extract':>8} {'link':>6} {'graph':>6} {'ttl':>6} {'nt':>6} {'store':>6} {'peak GB':>8} {'s/1k':>6}"
    print(header, flush=True)
    for size in args.sizes:
        corpus = work / f"corpus-{size}.jsonl"
        write_corpus(records, size, corpus)
        f = run_build(corpus, work / f"out-{size}", workers=args.workers)
        print(
            f"{int(f['papers']):>8} {int(f['triples']):>11} {f['seconds']:>8.1f} {f['extract']:>8.1f} {f['link']:>6.1f} "
            f"{f['graph']:>6.1f} {f['ttl']:>6.1f} {f['nt']:>6.1f} {f['store']:>6.1f} {f['peak_gb']:>8.2f} {f['seconds'] / size * 1000:>6.2f}",
            flush=True,
        )
    print(f"outputs in {work}")


if __name__ == "__main__":
    main()
