"""The spaCy pipeline sources a trained tagger with everything its tok2vec needs."""

import numpy
import spacy
from spacy.vectors import Vectors

from kg.extract.pipeline import make_pipeline, token_norm
from kg.text import match_key

_WIDTH = 8


def _tagger_with_static_vectors(path):
    """A tiny untrained-but-initialised tok2vec + ner pipeline whose tok2vec reads static vectors."""
    nlp = spacy.blank(
        "en", config={"nlp": {"tokenizer": {"@tokenizers": "kg.scientific_tokenizer.v1"}}}
    )
    words = ["graph", "encoder", "improves", "retrieval"]
    nlp.vocab.vectors = Vectors(
        strings=nlp.vocab.strings,
        data=numpy.arange(len(words) * 6, dtype="f").reshape(len(words), 6) / 10,
        keys=words,
    )
    embed = {
        "@architectures": "spacy.MultiHashEmbed.v2",
        "width": _WIDTH,
        "attrs": ["NORM"],
        "rows": [50],
        "include_static_vectors": True,
    }
    encode = {
        "@architectures": "spacy.MaxoutWindowEncoder.v2",
        "width": _WIDTH,
        "depth": 1,
        "window_size": 1,
        "maxout_pieces": 2,
    }
    model = {"@architectures": "spacy.Tok2Vec.v2", "embed": embed, "encode": encode}
    nlp.add_pipe("tok2vec", config={"model": model})
    listener = {"@architectures": "spacy.Tok2VecListener.v1", "width": _WIDTH}
    nlp.add_pipe("ner", config={"model": {"tok2vec": listener}}).add_label("Method")
    nlp.initialize()
    nlp.to_disk(path)
    return nlp


def test_a_tagger_with_static_vectors_keeps_them(tmp_path):
    trained = _tagger_with_static_vectors(tmp_path / "tagger")
    nlp = make_pipeline(tagger=tmp_path / "tagger")
    assert nlp.vocab.vectors.shape == trained.vocab.vectors.shape
    text = "graph encoder improves retrieval"
    # The tok2vec computes the same token vectors inside kg's pipeline as in its own.
    numpy.testing.assert_allclose(nlp(text).tensor, trained(text).tensor, rtol=1e-5)


def test_the_tagger_loads_as_spacy_load_and_source_would(tmp_path):
    """make_pipeline reads the tagger's files into its own vocab (no second Language): the
    same components, weights, vectors, strings and entities as ``spacy.load`` + ``source``."""
    _tagger_with_static_vectors(tmp_path / "tagger")
    nlp = make_pipeline(tagger=tmp_path / "tagger")
    sourced = spacy.blank(
        "en", config={"nlp": {"tokenizer": {"@tokenizers": "kg.scientific_tokenizer.v1"}}}
    )
    trained = spacy.load(tmp_path / "tagger")
    sourced.vocab.vectors = trained.vocab.vectors
    sourced.add_pipe("tok2vec", source=trained)
    sourced.add_pipe("ner", source=trained)
    assert nlp.pipe_names[1:3] == sourced.pipe_names == ["tok2vec", "ner"]
    for name in ("tok2vec", "ner"):
        assert nlp.get_pipe(name).to_bytes(exclude=["vocab"]) == sourced.get_pipe(name).to_bytes(
            exclude=["vocab"]
        )
        assert nlp.config["components"][name] == sourced.config["components"][name]
    vectors, expected = nlp.vocab.vectors, trained.vocab.vectors
    assert (vectors.mode, vectors.name, vectors.key2row) == (
        expected.mode,
        expected.name,
        expected.key2row,
    )
    numpy.testing.assert_array_equal(vectors.data, expected.data)
    assert set(trained.vocab.strings) <= set(nlp.vocab.strings)
    text = "graph encoder improves retrieval"
    numpy.testing.assert_array_equal(nlp(text).tensor, sourced(text).tensor)


def test_token_norms_are_the_features_the_tagger_learnt():
    # Singular, folded and lowercased; the plurals of "-ic" nouns keep their "s" (the shipped
    # tagger learnt them so), while link keys take them singular.
    assert [token_norm(w) for w in ("Models", "LLMs", "Schrödinger", "metrics")] == [
        "model", "llm", "schrodinger", "metrics",
    ]  # fmt: skip
    assert match_key("evaluation metrics") == match_key("evaluation metric")
