"""The token table agrees with spaCy's own Token and char_span answers."""

from __future__ import annotations

import spacy

from kg.extract.pipeline import make_pipeline
from kg.extract.tokens import char_span, token_table

TEXT = (
    "  We train FooNet-2 (see https://example.org/x)  on ZetaSet, e.g. with  ADAM.\n"
    "Results: 12.5% better than   BarNet; mail a@b.org.  "
)


def test_table_matches_tokens() -> None:
    nlp = make_pipeline(tagger=False)
    doc = nlp(TEXT)
    table = token_table(doc)
    assert table.text == doc.text
    assert table.words == [t.text for t in doc]
    assert table.idx == [t.idx for t in doc]
    for name in ("is_space", "is_stop", "is_punct", "is_alpha", "like_url", "like_email"):
        assert getattr(table, name) == [getattr(t, name) for t in doc], name
    assert table.sent_start == [t.is_sent_start is True for t in doc]
    assert table.kept == [t.i for t in doc if not t.is_space]


def test_char_span_is_spacy_expand() -> None:
    doc = spacy.blank("en")(TEXT)
    table = token_table(doc)
    for start in range(-1, len(TEXT) + 1):
        for end in range(start + 1, len(TEXT) + 2):
            span = doc.char_span(start, end, alignment_mode="expand")
            expected = None if span is None else (span.start, span.end)
            assert char_span(table, start, end) == expected, (start, end)


def test_empty_doc() -> None:
    table = token_table(spacy.blank("en")(""))
    assert table.words == [] and char_span(table, 0, 1) is None
