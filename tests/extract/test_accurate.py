"""The opt-in accurate tagger (kg.extract.accurate): windows, decoding, and the component run on
a hand-built ONNX model (a lookup table from word piece to tag) with a made-up vocabulary."""

from __future__ import annotations

import numpy
import pytest

from kg.bio import MAX_PIECES, TAGS, decode, window_ids, windows

onnx = pytest.importorskip("onnx")
pytest.importorskip("onnxruntime")
tokenizers = pytest.importorskip("tokenizers")

VOCAB = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "we", "train", "pebble", "##net", "on", "kelp"]
VOCAB += ["bench", ".", "sieve", "##s", "data", "it", "works"]
# The tag each piece's logits point at (a word is tagged by its first piece).
PIECE_TAG = {"pebble": "B-Method", "##net": "I-Method", "kelp": "B-Dataset", "bench": "I-Dataset"}
PIECE_TAG |= {"sieve": "B-Task"}


def _model(directory) -> None:
    from onnx import TensorProto, helper, numpy_helper

    table = numpy.zeros((len(VOCAB), len(TAGS)), dtype="float32")
    for i, piece in enumerate(VOCAB):
        table[i, TAGS.index(PIECE_TAG.get(piece, "O"))] = 1.0
    graph = helper.make_graph(
        [
            helper.make_node("Gather", ["table", "input_ids"], ["looked"]),
            helper.make_node("Cast", ["attention_mask"], ["mask"], to=TensorProto.FLOAT),
            helper.make_node("Unsqueeze", ["mask", "axis"], ["mask3"]),
            helper.make_node("Mul", ["looked", "mask3"], ["logits"]),
        ],
        "lookup",
        [
            helper.make_tensor_value_info("input_ids", TensorProto.INT64, [1, None]),
            helper.make_tensor_value_info("attention_mask", TensorProto.INT64, [1, None]),
        ],
        [helper.make_tensor_value_info("logits", TensorProto.FLOAT, [1, None, len(TAGS)])],
        [
            numpy_helper.from_array(table, "table"),
            numpy_helper.from_array(numpy.asarray([2], dtype="int64"), "axis"),
        ],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    onnx.save(model, str(directory / "model.onnx"))
    wordpiece = tokenizers.models.WordPiece(
        {piece: i for i, piece in enumerate(VOCAB)}, unk_token="[UNK]"
    )
    tokenizer = tokenizers.Tokenizer(wordpiece)
    tokenizer.normalizer = tokenizers.normalizers.BertNormalizer(lowercase=True)
    tokenizer.pre_tokenizer = tokenizers.pre_tokenizers.BertPreTokenizer()
    tokenizer.save(str(directory / "tokenizer.json"))


@pytest.fixture(scope="module")
def nlp(tmp_path_factory):
    from kg.extract.pipeline import make_pipeline

    directory = tmp_path_factory.mktemp("accurate")
    _model(directory)
    return make_pipeline(tagger=directory)


def test_windows_keep_sentences_whole_and_cut_a_long_one():
    assert windows([1] * 6, [0, 2, 4], max_pieces=3) == [(0, 2), (2, 4), (4, 6)]
    assert windows([1] * 6, [0, 2, 4], max_pieces=4) == [(0, 4), (4, 6)]
    assert windows([2, 2, 2, 2, 2], [0], max_pieces=4) == [(0, 2), (2, 4), (4, 5)]
    assert windows([], [0]) == []


def test_window_ids_cut_a_word_of_many_pieces():
    ids, firsts = window_ids(["x", "y"], lambda w: list(range(40)) if w == "x" else [7], 1, 2)
    assert len(ids) == 1 + 16 + 1 + 1 and firsts == [1, 17]


def test_decode_opens_a_span_at_a_stray_inside_tag():
    assert decode(["O", "I-Task", "I-Task", "B-Method"]) == [(1, 3, "Task"), (3, 4, "Method")]


def test_the_component_sets_entities_from_the_model(nlp):
    doc = nlp("We train PebbleNet on Kelp bench data. It works.")
    assert [(e.text, e.label_) for e in doc.ents] == [
        ("PebbleNet", "Method"),
        ("Kelp bench", "Dataset"),
    ]
    assert "ner" not in nlp.pipe_names and "kg_accurate_tagger" in nlp.pipe_names


def test_spans_of_later_windows_land_on_their_own_words(nlp):
    # Enough sentences for several windows: "sieves" must be found where it stands.
    text = " ".join(["We train on kelp data."] * (MAX_PIECES // 4) + ["It works on sieves."])
    doc = nlp(text)
    sieves = [e for e in doc.ents if e.label_ == "Task"]
    assert [(e.text, e.start_char) for e in sieves] == [("sieves", text.index("sieves"))]
    assert sum(e.text == "kelp" for e in doc.ents) == MAX_PIECES // 4
