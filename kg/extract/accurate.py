"""The opt-in accurate tagger: a small transformer (MiniLM-L6) fine-tuned for mentions, run with
onnxruntime in place of the default tagger's ``tok2vec`` and ``ner``.

It reads kg's own tokens (the words ``kg.scientific_tokenizer.v1`` makes), in windows of whole
sentences of at most :data:`MAX_PIECES` word pieces, tags each word by its first piece (BIO over
the tagger's four labels) and sets ``Doc.ents`` as the default tagger does, so every rule after it
reads its spans the same way. ``benchmarks/tagger_accurate.py`` trains and exports the model; the
windowing and the decoding here are the ones it trains and measures with.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from spacy.language import Language
from spacy.tokens import Doc, Span

from kg.bio import MAX_WORD_PIECES, TAGS, decode, window_ids, windows


class AccurateTagger:
    """Sets ``Doc.ents`` from the fine-tuned transformer in ``model_dir`` (``model.onnx``,
    ``tokenizer.json``)."""

    def __init__(self, model_dir: Path, *, threads: int = 1) -> None:
        try:
            import onnxruntime
            from tokenizers import Tokenizer
        except ImportError as error:  # pragma: no cover - the extra is optional
            raise RuntimeError(
                'the accurate tagger needs onnxruntime and tokenizers: pip install "kg[accurate]"'
            ) from error
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        self.session = onnxruntime.InferenceSession(
            str(model_dir / "model.onnx"), options, providers=["CPUExecutionProvider"]
        )
        self.tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        self.tokenizer.no_padding()
        self.tokenizer.no_truncation()
        self.cls = self.tokenizer.token_to_id("[CLS]")
        self.sep = self.tokenizer.token_to_id("[SEP]")
        self._pieces: dict[str, list[int]] = {}

    def pieces(self, word: str) -> list[int]:
        """The word's pieces (ids), at most :data:`MAX_WORD_PIECES` of them."""
        ids = self._pieces.get(word)
        if ids is None:
            ids = self.tokenizer.encode(word, add_special_tokens=False).ids[:MAX_WORD_PIECES]
            ids = self._pieces[word] = ids or [self.tokenizer.token_to_id("[UNK]")]
        return ids

    def __call__(self, doc: Doc) -> Doc:
        import numpy

        words = [t for t in doc if not t.is_space]
        texts = [t.text for t in words]
        starts = [i for i, t in enumerate(words) if t.is_sent_start]
        spans: list[tuple[int, int, str]] = []
        for first, last in windows([len(self.pieces(w)) for w in texts], starts):
            ids, firsts = window_ids(texts[first:last], self.pieces, self.cls, self.sep)
            batch = numpy.asarray([ids], dtype="int64")
            logits = self.session.run(
                None, {"input_ids": batch, "attention_mask": numpy.ones_like(batch)}
            )[0][0]
            tags = [TAGS[int(logits[k].argmax())] for k in firsts]
            spans += [(first + s, first + e, label) for s, e, label in decode(tags)]
        doc.ents = [Span(doc, words[s].i, words[e - 1].i + 1, label=label) for s, e, label in spans]
        return doc


@Language.factory("kg_accurate_tagger", default_config={"model_dir": "", "threads": 1})
def make_accurate_tagger(
    nlp: Language, name: str, model_dir: str, threads: int
) -> Callable[[Doc], Doc]:
    """The accurate tagger as a pipeline component (see :class:`AccurateTagger`)."""
    return AccurateTagger(Path(model_dir), threads=threads)
