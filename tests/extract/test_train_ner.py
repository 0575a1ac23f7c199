"""scripts/train_ner.py: the text it learns from and the static vectors it ships."""

import functools
import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

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
