"""scripts/train_ner.py: the text it learns from and the static vectors it ships."""

import functools
import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest
import spacy

from kg.extract.pipeline import make_pipeline


@functools.cache
def _script() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "scripts" / "train_ner.py"
    spec = importlib.util.spec_from_file_location("train_ner", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _corpora(tmp_path):
    scirex = tmp_path / "scirex"
    scirex.mkdir()
    words = "We train a sparse encoder on toy graphs .".split()
    paper = {"words": words, "sentences": [[0, len(words)]], "ner": [[3, 5, "Method"]]}
    (scirex / "p1.json").write_text(json.dumps(paper), encoding="utf-8")
    scitldr = tmp_path / "scitldr"
    scitldr.mkdir()
    for split in ("train", "dev", "test"):
        record = {"source": [f"An abstract from the {split} split about lattices."]}
        (scitldr / f"{split}.jsonl").write_text(json.dumps(record) + "\n", encoding="utf-8")
    return scirex, scitldr


def test_pretraining_text_leaves_out_the_scitldr_audit_split(tmp_path):
    scirex, scitldr = _corpora(tmp_path)
    texts = _script().raw_texts(scirex, scitldr)
    assert any("train split" in t for t in texts) and any("dev split" in t for t in texts)
    assert not any("test split" in t for t in texts)
    assert any("sparse encoder" in t for t in texts)


def test_static_vectors_are_pruned_and_found_in_any_case(tmp_path):
    glove = tmp_path / "glove.txt"
    rows = {
        "the": "1 0 0",
        "encoder": "0 1 0",
        "decoder": "0 0.9 0.1",
        "lattice": "0 0 1",
        "lattices": "0 0.1 1",
        "banana": "1 1 1",
    }
    glove.write_text("".join(f"{w} {v}\n" for w, v in rows.items()), encoding="utf-8")
    texts = ["The encoder reads lattices.", "An encoder, a lattice and the encoder."]
    tagger = make_pipeline(tagger=False)
    nlp = _script().static_vectors(tagger, glove, texts, rows=3, keys=1)
    vectors = nlp.vocab.vectors
    assert vectors.shape == (3, 3)
    # The corpus' most frequent words keep their rows; the others share their nearest one.
    assert vectors.find(key="lattices") == vectors.find(key="lattice")
    assert vectors.find(key="decoder") == -1  # neither frequent in GloVe nor in the corpus
    # GloVe is lowercased; a sentence-initial or all-capitals word finds the same vector.
    for word in ("Encoder", "ENCODER", "The", "Lattices"):
        assert vectors.find(key=word) == vectors.find(key=word.lower()) != -1
    # The table survives the round trip a shipped model makes.
    nlp.to_disk(tmp_path / "vectors")
    loaded = spacy.load(tmp_path / "vectors").vocab.vectors
    assert loaded.find(key="Encoder") == vectors.find(key="encoder")


def test_a_malformed_glove_line_is_named(tmp_path, capsys):
    glove = tmp_path / "glove.txt"
    glove.write_text("the 1 0 0\nencoder 0 1\n", encoding="utf-8")
    try:
        _script().glove_table(glove)
    except SystemExit as stop:
        assert f"{glove}:2" in str(stop) and "3 numbers" in str(stop)
    else:
        raise AssertionError("a short GloVe line was accepted")


_PARTS = {
    "Method": ["sparse lattice encoder", "graph pebble network", "ridge sorter", "FooNet"],
    "Task": ["pebble sorting", "lattice parsing", "shadow counting"],
    "Metric": ["accuracy", "pebble error rate", "F1"],
    "Material": ["the Tarn corpus", "Gorse-10", "the Quarry benchmark"],
}
_FRAMES = [
    "We propose {Method} for {Task} .",
    "On {Material} , {Method} reaches a high {Metric} .",
    "{Task} is hard , and {Metric} on {Material} shows why .",
    "Unlike {Method} , our model needs no labels for {Task} .",
]


def _write_tiny_corpora(root: Path) -> tuple[Path, Path, Path]:
    """Made-up SciREX papers, SciTLDR abstracts and GloVe rows, enough to train a tiny tagger."""
    import random

    rng = random.Random(13)
    scirex = root / "scirex"
    scirex.mkdir()
    vocabulary = set()
    for number in range(8):
        words, sentences, ner = [], [], []
        for _ in range(12):
            start = len(words)
            for piece in rng.choice(_FRAMES).split():
                if piece.startswith("{"):
                    label = piece.strip("{}")
                    name = rng.choice(_PARTS[label]).split()
                    ner.append([len(words), len(words) + len(name), label])
                    words += name
                else:
                    words.append(piece)
            sentences.append([start, len(words)])
        vocabulary.update(w.lower() for w in words)
        paper = {"words": words, "sentences": sentences, "ner": ner}
        (scirex / f"paper{number}.json").write_text(json.dumps(paper), encoding="utf-8")
    scitldr = root / "scitldr"
    scitldr.mkdir()
    for split in ("train", "dev"):
        lines = [
            json.dumps({"source": [" ".join(rng.choice(_FRAMES).split()) for _ in range(4)]})
            for _ in range(6)
        ]
        (scitldr / f"{split}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    glove = root / "glove.txt"
    rows = [
        f"{word} " + " ".join(f"{rng.uniform(-1, 1):.4f}" for _ in range(8))
        for word in sorted(vocabulary)
    ]
    glove.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return scirex, scitldr, glove


def _files(directory: Path) -> dict[str, bytes]:
    return {
        str(path.relative_to(directory)): path.read_bytes()
        for path in sorted(directory.rglob("*"))
        if path.is_file()
    }


@pytest.mark.slow
def test_training_twice_writes_the_same_bytes(tmp_path):
    """The whole script (vectors, pretraining, training) run twice, in shells whose hash seeds
    and BLAS thread counts differ, writes byte-identical models."""
    scirex, scitldr, glove = _write_tiny_corpora(tmp_path)
    script = Path(__file__).resolve().parents[2] / "scripts" / "train_ner.py"
    models = []
    for run, (seed, threads) in enumerate([("1", "2"), ("2", "1")]):
        out = tmp_path / f"model{run}"
        env = {**os.environ, "PYTHONHASHSEED": seed, "OPENBLAS_NUM_THREADS": threads}
        done = subprocess.run(
            [sys.executable, str(script), "--scirex", str(scirex), "--scitldr", str(scitldr),
             "--vectors", str(glove), "--vector-rows", "20", "--vector-keys", "30",
             "--width", "16", "--depth", "1", "--pretrain-epochs", "1", "--epochs", "1",
             "--scirex-sentences", "12", "--out", str(out)],
            env=env, capture_output=True, text=True, check=False, timeout=600,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr[-3000:]
        models.append(_files(out))
    assert sorted(models[0]) == sorted(models[1])
    differing = [name for name in models[0] if models[0][name] != models[1][name]]
    assert not differing, f"files that differ between two runs: {differing}"


@pytest.mark.slow
def test_a_kept_pretraining_trains_the_same_weights(tmp_path):
    """--keep-pretraining saves the pretrained tok2vec; training from it with --init-tok2vec
    gives the weights, vocabulary and vectors of the whole command (variants are trained so)."""
    scirex, scitldr, glove = _write_tiny_corpora(tmp_path)
    script = Path(__file__).resolve().parents[2] / "scripts" / "train_ner.py"
    common = [sys.executable, str(script), "--scirex", str(scirex), "--scitldr", str(scitldr),
              "--vectors", str(glove), "--vector-rows", "20", "--vector-keys", "30",
              "--width", "16", "--depth", "1", "--epochs", "1", "--scirex-sentences", "12"]  # fmt: skip
    kept = tmp_path / "kept" / "pretrain.bin"
    runs = {
        "whole": ["--pretrain-epochs", "1", "--keep-pretraining", str(kept)],
        "from_kept": ["--init-tok2vec", str(kept)],
    }
    models = {}
    for name, extra in runs.items():
        out = tmp_path / name
        done = subprocess.run(
            [*common, *extra, "--out", str(out)],
            capture_output=True, text=True, check=False, timeout=600,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr[-3000:]
        models[name] = _files(out)
        if name == "whole":
            assert kept.is_file() and kept.stat().st_size > 0
    same = ("tok2vec/model", "ner/model", "vocab/strings.json", "vocab/vectors")
    for part in same:
        assert models["whole"][part] == models["from_kept"][part], part


def _tokenizer_bytes() -> bytes:
    config = {"nlp": {"tokenizer": {"@tokenizers": "kg.scientific_tokenizer.v1"}}}
    return spacy.blank("en", config=config).tokenizer.to_bytes(exclude=["vocab"])


def test_meta_lists_scores_in_a_fixed_order_with_the_token_features(tmp_path):
    (tmp_path / "vocab").mkdir()
    (tmp_path / "vocab" / "strings.json").write_text('["encoders", "lattice"]', encoding="utf-8")
    (tmp_path / "tokenizer").write_bytes(b"rules")
    scores = {"Task": {"f": 0.5}, "Method": {"f": 0.6}, "Dataset": {"f": 0.4}}
    meta = {"lang": "en", "performance": {"ents_f": 0.5, "ents_per_type": scores}}
    (tmp_path / "meta.json").write_text(json.dumps(meta), encoding="utf-8")
    _script().write_meta(tmp_path)
    written = json.loads((tmp_path / "meta.json").read_text(encoding="utf-8"))
    assert list(written["performance"]["ents_per_type"]) == ["Dataset", "Method", "Task"]
    features = written["kg_token_features"]
    assert features == _script().token_features(["lattice", "encoders"], b"rules")
    # Another norm of one string ("encoders" -> "encoder") is another digest.
    assert features != _script().token_features(["lattice", "encoder"], b"rules")


def test_the_shipped_model_learnt_the_token_features_kg_gives_now():
    """The shipped model can be written again by the README command only while kg's tokenizer
    and token norms give what it learnt from: a change to either fails here, so the change
    comes with a retrained model (or keeps the features the model learnt)."""
    model = Path(__file__).resolve().parents[2] / "kg" / "data" / "ner"
    meta = json.loads((model / "meta.json").read_text(encoding="utf-8"))
    strings = json.loads((model / "vocab" / "strings.json").read_text(encoding="utf-8"))
    assert (model / "tokenizer").read_bytes() == _tokenizer_bytes()
    assert meta["kg_token_features"] == _script().token_features(strings, _tokenizer_bytes())
