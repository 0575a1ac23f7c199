"""Issue 13's span categoriser experiment: a spaCy spancat against the shipped spaCy tagger.

Measures the tagger alone (``doc.ents`` of the shipped tok2vec + NER, ``doc.spans["sc"]`` of the
spancat; before kg's retyping, gazetteer and rules), typed spans matched exactly, on the gold
files ``kg eval`` reads, with the counting of ``benchmarks/tagger_minilm.py score`` (SciERC
Method/Task/Metric/Material->Dataset, SciER Method/Task/Dataset; predictions on a Generic gold
span are not scored). The shipped tagger's figures below are the ones tagger_minilm.py gave
(0.509 / 0.533 / 0.591), so the tables are comparable. It is not part of kg.

Training data is what the shipped tagger learns from, SciREX train only (Apache-2.0): the first
120 sentences of each of the 306 papers on kg's tokenizer, the same 5 % dev split (seed 0), but
every aligned mention goes to ``doc.spans["sc"]`` (nested and overlapping ones kept: 51,418
spans; 99.9 % are at most 8 tokens, 99.6 % at most 6). SciERC and SciER are never trained on.

Model: ``spancat_singlelabel`` (spaCy 3.8.18; softmax over the four types and "none", so one
label per span; ``allow_overlap``), ngram suggester 1..``--max-size``, mean-max reducer with
``--hidden`` units, on its own copy of the shipped model's tok2vec (width 64, depth 4, with the
shipped pruned GloVe vectors), sourced from ``kg/data/ner`` (so it starts from the shipped
pretrained and NER-trained weights) and trained further with the spancat. One thread, seeded,
spaCy's Adam as in train_ner.py, batches of one paper (as train_ner.py).

Variants scored: ``spancat`` (all its spans), ``spancat no-overlap`` (the same model with
``allow_overlap`` off at prediction: highest-scoring span wins), (b) the shipped NER spans plus
each no-overlap spancat span that overlaps no NER span, (c) the shipped NER spans, each retyped
to the spancat's label where the spancat predicts exactly that span, and ``both agree``.

Results (micro F1, typed exact match; 50 SciERC dev, 350 SciERC train, 10 SciER dev documents)::

                                        SciERC dev  SciERC train  SciER dev
    shipped NER (tok2vec + NER)            0.509       0.533        0.591
    A  spancat h128 1..8 (2000 steps)      0.554       0.564        0.576
    A  (b) NER + uncovered spancat         0.516       0.539        0.592
    A  (c) NER retyped by spancat          0.530       0.552        0.593
    B  spancat h64 1..6 (4 ep), seed 0     0.541       0.555        0.565
    B  (b)                                 0.517       0.535        0.587
    B  (c)                                 0.525       0.550        0.585
    B1 as B, seed 1                       0.534       0.556        0.582
    B1 (b)                                 0.517       0.538        0.590
    B1 (c)                                 0.530       0.550        0.592

SciERC dev per type (F1)::

                               Method  Task   Metric  Dataset  all    untyped
    shipped NER                0.605   0.465  0.557   0.052    0.509  0.596
    A spancat                  0.647   0.522  0.585   0.078    0.554  0.618
    A spancat no-overlap       0.646   0.527  0.594   0.078    0.554  0.614
    A (b) NER + spancat        0.601   0.476  0.594   0.100    0.516  0.612
    A (c) NER retyped          0.619   0.506  0.571   0.051    0.530  0.596
    B spancat                  0.633   0.510  0.594   0.077    0.541  0.610
    B (b)                      0.600   0.485  0.594   0.075    0.517  0.608
    B (c)                      0.618   0.494  0.571   0.051    0.525  0.596

SciER dev per type, A spancat / shipped NER: Dataset 0.475 / 0.423, Method 0.601 / 0.620,
Task 0.540 / 0.570 (untyped 0.622 / 0.638): the SciERC gain does not carry over to SciER.
No-overlap decoding changes nothing (within 0.005), so the gain on SciERC is not from nested
spans; about half of it is typing (untyped +0.022, typed +0.045 for A).

Training (one thread; the machine's other core busy with another job): A was a 12-epoch run
stopped after the evaluation at step 2000 (about 6.9 epochs; spaCy's dev F1 65.0 at step 1000,
65.1 at 2000, so it had flattened) in 25.7 minutes; ``--max-steps 2000`` ends the same run
there. B: 4 epochs (1,164 steps) in 451 s; B1 in 424 s. The shipped NER's dev F1 on the same
SciREX dev papers (its meta.json) is 63.5 (ents, non-overlapping), the spancat's 65.1 (A), 65.4
(B), 64.8 (B1). ``train --frozen`` (the shipped tok2vec kept frozen, shareable with the NER)
exists but was not run.

Speed (``speed``; best of 3 passes after a warm-up, one thread, shared machine so +-15 %)::

                                              SciERC dev (50)   SciER dev (10 long docs)
    shipped NER pipeline (tok+sents+t2v+ner)     276-280 docs/s     13.3-14.7 docs/s
    A spancat pipeline (tok+t2v+spancat)          76 docs/s          4.3 docs/s
    B spancat pipeline                           159 docs/s          8.6 docs/s
    kg extraction (make_pipeline, whole)         111-121 docs/s      5.0-6.3 docs/s

The spancat's cost is the span scorer (about 8 candidates per token through the reducer's
maxout layers), not its tok2vec: A's scorer takes about 7x its tok2vec's time. Replacing the
NER by A would make kg's extraction about 2.2x slower on SciERC dev (0.41 s - 0.18 s + 0.66 s),
by B about 1.3x; (b) and (c) run the spancat besides the NER (its own tok2vec), +160 % (A),
+70 % (B). Size: the spancat head is 404 KB (A) / 205 KB (B) against the NER's 132 KB; a
pipeline with its own tok2vec is 10.2 MB like the shipped one (6.2 MB of it the vectors).

B and B1 differ only in the seed: 0.007 apart on SciERC dev, 0.017 on SciER dev (10 documents),
which is the noise to read the table with.

Verdict: not worth shipping. The spancat alone beats the shipped tagger on SciERC (+0.025 to
+0.045 dev, +0.022 to +0.031 train) but loses on SciER dev (-0.009 to -0.026) in all three
runs; the combinations keep SciER level (-0.004 to +0.002) but gain at most +0.021 on SciERC
dev ((c), retyping; (b) +0.007); and every variant slows extraction by 30 % to 160 %, far
over the 15 % allowed.

Reproduce (kg's venv, repo root, ``PYTHONPATH=.``; the script pins one BLAS thread and the
hash seed itself)::

    python benchmarks/tagger_spancat.py build --scirex /work/shared/gold/scirex/train --out D
    python benchmarks/tagger_spancat.py train D --out A --epochs 12 --max-steps 2000
    python benchmarks/tagger_spancat.py train D --out B --epochs 4 --hidden 64 --max-size 6
    python benchmarks/tagger_spancat.py train D --out B1 --epochs 4 --hidden 64 --max-size 6 \
        --seed 1
    python benchmarks/tagger_spancat.py score A/model/model-best \
        scierc=/work/shared/gold/scierc/dev.json scierc=/work/shared/gold/scierc/train.json \
        scier=/work/shared/gold/scier/dev.llm.jsonl
    python benchmarks/tagger_spancat.py speed A/model/model-best \
        scierc=/work/shared/gold/scierc/dev.json
    python benchmarks/tagger_spancat.py speed A/model/model-best \
        scier=/work/shared/gold/scier/dev.llm.jsonl

(and the same ``score``/``speed`` for B and B1).
"""

from __future__ import annotations

import argparse
import json
import logging
import random
import sys
import time
from collections import Counter
from pathlib import Path

import spacy
from spacy.tokens import Doc, DocBin

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "benchmarks"))

import train_ner  # noqa: E402
from tagger_minilm import GOLD_TYPES, count_spans  # noqa: E402

from kg.evaluate import detokenize, read_gold  # noqa: E402
from kg.extract.pipeline import _add_tagger, make_pipeline, shipped_tagger  # noqa: E402

logger = logging.getLogger("tagger_spancat")
KEY = "sc"

CONFIG = (
    """
[paths]
train = null
dev = null
shipped = null

[system]
seed = {seed}
gpu_allocator = null

[nlp]
lang = "en"
pipeline = ["tok2vec","spancat"]
batch_size = 64

[nlp.tokenizer]
@tokenizers = "kg.scientific_tokenizer.v1"

[components]

[components.tok2vec]
source = ${paths.shipped}

[components.spancat]
factory = "{factory}"
spans_key = "sc"
{extra}

[components.spancat.model]
@architectures = "spacy.SpanCategorizer.v1"

[components.spancat.model.reducer]
@layers = "spacy.mean_max_reducer.v1"
hidden_size = {hidden}

[components.spancat.model.scorer]
@layers = "{scorer}"

[components.spancat.model.tok2vec]
@architectures = "spacy.Tok2VecListener.v1"
width = 64
upstream = "tok2vec"

[components.spancat.suggester]
@misc = "spacy.ngram_range_suggester.v1"
min_size = 1
max_size = {max_size}

[corpora]

[corpora.train]
@readers = "spacy.Corpus.v1"
path = ${paths.train}
max_length = 0

[corpora.dev]
@readers = "spacy.Corpus.v1"
path = ${paths.dev}
max_length = 0

[training]
dev_corpus = "corpora.dev"
train_corpus = "corpora.train"
seed = ${system.seed}
gpu_allocator = ${system.gpu_allocator}
dropout = 0.15
accumulate_gradient = 1
patience = 3000
max_epochs = {epochs}
max_steps = {max_steps}
eval_frequency = 200
frozen_components = {frozen}
annotating_components = {annotating}
before_to_disk = null

[training.batcher]
@batchers = "spacy.batch_by_words.v1"
discard_oversize = false
tolerance = 0.2
get_length = null

[training.batcher.size]
@schedules = "compounding.v1"
start = 100
stop = 1000
compound = 1.001
t = 0.0

[training.optimizer]
"""
    + train_ner._ADAM
    + """
[training.score_weights]
spans_sc_f = 1.0
spans_sc_p = 0.0
spans_sc_r = 0.0

[pretraining]

[initialize]
vectors = ${paths.shipped}
init_tok2vec = null
vocab_data = null
lookups = null
before_init = null
after_init = null

[initialize.components]

[initialize.tokenizer]
"""
)


def scirex_span_docs(nlp: spacy.Language, directory: Path, *, max_sentences: int) -> list[Doc]:
    """train_ner.scirex_docs, but every aligned SciREX mention goes to ``doc.spans["sc"]``
    (nested and overlapping mentions kept; duplicates dropped)."""
    docs = []
    kept = dropped = 0
    lengths: Counter[int] = Counter()
    for path in sorted(directory.glob("*.json")):
        paper = json.loads(path.read_text(encoding="utf-8"))
        words = paper["words"]
        sentences = paper["sentences"][:max_sentences]
        if not sentences:
            continue
        end_word = sentences[-1][1]
        text, starts = detokenize(words[:end_word])
        doc = nlp.make_doc(text)
        seen = {}
        for start, end, label in paper["ner"]:
            if end > end_word or label not in train_ner._SCIREX_TYPES:
                continue
            span = doc.char_span(
                starts[start],
                starts[end - 1] + len(words[end - 1]),
                label=train_ner._SCIREX_TYPES[label],
            )
            if span is None:
                dropped += 1
                continue
            seen[(span.start, span.end, span.label_)] = span
        doc.spans[KEY] = sorted(seen.values(), key=lambda s: (s.start, s.end, s.label_))
        for span in seen.values():
            lengths[len(span)] += 1
        kept += len(seen)
        docs.append(doc)
    total = sum(lengths.values())
    cumulative = 0
    for n in sorted(lengths):
        cumulative += lengths[n]
        if n <= 12:
            logger.info("  length %2d: %6d (%.3f cumulative)", n, lengths[n], cumulative / total)
    logger.info("SciREX: %d docs, %d spans, %d dropped (misaligned)", len(docs), kept, dropped)
    return docs


def build(args: argparse.Namespace) -> None:
    nlp = make_pipeline(tagger=False)
    docs = scirex_span_docs(nlp, args.scirex, max_sentences=args.sentences)
    random.Random(args.seed).shuffle(docs)
    n_dev = max(1, len(docs) // 20)
    args.out.mkdir(parents=True, exist_ok=True)
    DocBin(docs=docs[n_dev:], store_user_data=False).to_disk(args.out / "train.spacy")
    DocBin(docs=docs[:n_dev], store_user_data=False).to_disk(args.out / "dev.spacy")
    logger.info("wrote %s (%d train, %d dev docs)", args.out, len(docs) - n_dev, n_dev)


def train(args: argparse.Namespace) -> None:
    from spacy.cli.train import train as spacy_train

    shipped = shipped_tagger()
    single = args.factory == "spancat_singlelabel"
    config = (
        CONFIG.replace("{seed}", str(args.seed))
        .replace("{factory}", args.factory)
        .replace(
            "{extra}",
            "negative_weight = 1.0\nallow_overlap = true"
            if single
            else "threshold = 0.5\nmax_positive = 1",
        )
        .replace("{scorer}", "spacy.LinearLogistic.v1" if not single else "Softmax.v2")
        .replace("{hidden}", str(args.hidden))
        .replace("{max_size}", str(args.max_size))
        .replace("{epochs}", str(args.epochs))
        .replace("{max_steps}", str(args.max_steps))
        .replace("{frozen}", '["tok2vec"]' if args.frozen else "[]")
        .replace("{annotating}", '["tok2vec"]' if args.frozen else "[]")
    )
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "config.cfg").write_text(config, encoding="utf-8")
    started = time.perf_counter()
    spacy_train(
        args.out / "config.cfg",
        args.out / "model",
        overrides={
            "paths.train": str(args.data / "train.spacy"),
            "paths.dev": str(args.data / "dev.spacy"),
            "paths.shipped": str(shipped),
        },
    )
    logger.info("trained in %.0fs", time.perf_counter() - started)


def _same_span_type(base: set, tagged: set) -> set:
    types: dict[tuple[int, int], str] = {}
    for a, b, t in tagged:
        types.setdefault((a, b), t)
    return {(a, b, types.get((a, b), t)) for a, b, t in base}


def _add_uncovered(base: set, tagged: set) -> set:
    """The base spans, and each tagged span that overlaps none of them."""
    out = set(base)
    for a, b, t in tagged:
        if not any(a < y and x < b for x, y, _ in base):
            out.add((a, b, t))
    return out


def _f(cell: list[int]) -> tuple[float, float, float]:
    hits, predicted, expected = cell
    p = hits / predicted if predicted else 0.0
    r = hits / expected if expected else 0.0
    return (2 * p * r / (p + r) if p + r else 0.0), p, r


def score(args: argparse.Namespace) -> None:
    shipped = shipped_tagger()
    base_nlp = spacy.blank(
        "en", config={"nlp": {"tokenizer": {"@tokenizers": "kg.scientific_tokenizer.v1"}}}
    )
    base_nlp.add_pipe("kg_sentences")
    _add_tagger(base_nlp, shipped)  # what tagger_minilm.py prep runs
    sc_nlp = spacy.load(args.model)
    spancat = sc_nlp.get_pipe("spancat")
    results = {}
    for spec in args.gold:
        gold_format, path = spec.split("=", 1)
        _, documents = read_gold(path, gold_format=gold_format, limit=args.limit)
        texts = [d.text for d in documents]
        started = time.perf_counter()
        base_docs = list(base_nlp.pipe(texts, batch_size=64))
        base_s = time.perf_counter() - started
        started = time.perf_counter()
        sc_docs = list(sc_nlp.pipe(texts, batch_size=64))
        sc_s = time.perf_counter() - started
        # the same spans with overlaps resolved (highest score wins)
        spancat.cfg["allow_overlap"] = False
        flat_docs = list(sc_nlp.pipe(texts, batch_size=64))
        spancat.cfg["allow_overlap"] = True
        counts: dict[str, dict] = {}
        mapping = GOLD_TYPES[gold_format]
        scored = set(mapping.values())
        for gold, bdoc, sdoc, fdoc in zip(documents, base_docs, sc_docs, flat_docs):
            g = {(m.start, m.end, mapping[m.label]) for m in gold.mentions if m.label in mapping}
            generic = {(m.start, m.end) for m in gold.mentions if m.label == "Generic"}
            base = {(e.start_char, e.end_char, e.label_) for e in bdoc.ents}
            sc = {(s.start_char, s.end_char, s.label_) for s in sdoc.spans[KEY]}
            flat = {(s.start_char, s.end_char, s.label_) for s in fdoc.spans[KEY]}
            variants = {
                "shipped NER": base,
                "spancat": sc,
                "spancat no-overlap": flat,
                "(b) NER + spancat": _add_uncovered(base, flat),
                "(c) NER typed by sc": _same_span_type(base, sc),
                "both agree": base & sc,
            }
            for name, predicted in variants.items():
                count_spans(counts.setdefault(name, {}), g, predicted, scored, generic)
        name = f"{gold_format}_{Path(path).name.split('.')[0]}"
        print(
            f"{name}: {len(texts)} docs; shipped NER pipeline {len(texts) / base_s:.1f} docs/s "
            f"({base_s:.2f}s), spancat pipeline {len(texts) / sc_s:.1f} docs/s ({sc_s:.2f}s)"
        )
        if args.extract_speed and gold_format == "scierc" and "dev" in path:
            kg_nlp = make_pipeline()
            list(kg_nlp.pipe(texts[:20]))
            started = time.perf_counter()
            list(kg_nlp.pipe(texts, batch_size=64))
            kg_s = time.perf_counter() - started
            print(
                f"  kg extraction pipeline (make_pipeline): {len(texts) / kg_s:.1f} docs/s "
                f"({kg_s:.2f}s)"
            )
        for variant, table in counts.items():
            cells = []
            for kind, cell in table.items():
                f, p, r = _f(cell)
                cells.append(f"{kind} {f:.3f} (P {p:.2f} R {r:.2f})")
            print(f"  {variant:20} " + " | ".join(cells))
        results[name] = {v: {k: _f(c) for k, c in t.items()} for v, t in counts.items()}
    if args.json:
        args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")


def speed(args: argparse.Namespace) -> None:
    """Docs/s of the shipped NER pipeline, the spancat pipeline and kg's whole extraction
    pipeline (make_pipeline) on one gold file: best of ``--repeat`` passes after a warm-up."""
    shipped = shipped_tagger()
    base_nlp = spacy.blank(
        "en", config={"nlp": {"tokenizer": {"@tokenizers": "kg.scientific_tokenizer.v1"}}}
    )
    base_nlp.add_pipe("kg_sentences")
    _add_tagger(base_nlp, shipped)
    pipelines = {
        "shipped NER (tokenizer+sentences+tok2vec+ner)": base_nlp,
        "spancat (tokenizer+tok2vec+spancat)": spacy.load(args.model),
        "kg extraction (make_pipeline)": make_pipeline(),
    }
    gold_format, path = args.gold.split("=", 1)
    _, documents = read_gold(path, gold_format=gold_format)
    texts = [d.text for d in documents]
    for name, nlp in pipelines.items():
        list(nlp.pipe(texts[:10]))
        best = float("inf")
        for _ in range(args.repeat):
            started = time.perf_counter()
            for _doc in nlp.pipe(texts, batch_size=64):
                pass
            best = min(best, time.perf_counter() - started)
        print(f"{name:48} {len(texts) / best:7.1f} docs/s ({best:.2f}s for {len(texts)} docs)")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    b = commands.add_parser("build", help="SciREX training/dev DocBins with doc.spans['sc']")
    b.add_argument("--scirex", type=Path, required=True)
    b.add_argument("--sentences", type=int, default=120)
    b.add_argument("--seed", type=int, default=0)
    b.add_argument("--out", type=Path, required=True)
    t = commands.add_parser("train")
    t.add_argument("data", type=Path, help="build's output directory")
    t.add_argument("--out", type=Path, required=True)
    t.add_argument("--factory", default="spancat_singlelabel")
    t.add_argument("--epochs", type=int, default=6)
    t.add_argument("--max-steps", type=int, default=0, help="stop after N updates (0: epochs)")
    t.add_argument("--max-size", type=int, default=8)
    t.add_argument("--hidden", type=int, default=128)
    t.add_argument("--frozen", action="store_true", help="keep the shipped tok2vec frozen")
    t.add_argument("--seed", type=int, default=0)
    s = commands.add_parser("score")
    s.add_argument(
        "model", type=Path, help="trained spancat pipeline (train's OUT/model/model-best)"
    )
    s.add_argument("gold", nargs="+", help="FORMAT=PATH, FORMAT scierc or scier")
    s.add_argument("--extract-speed", action="store_true", help="also time kg's full pipeline")
    s.add_argument("--json", type=Path)
    s.add_argument("--limit", type=int, help="first N documents of each file (smoke test)")
    v = commands.add_parser("speed")
    v.add_argument("model", type=Path)
    v.add_argument("gold", help="FORMAT=PATH")
    v.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    {"build": build, "train": train, "score": score, "speed": speed}[args.command](args)


if __name__ == "__main__":
    train_ner.pin_environment()
    main()
