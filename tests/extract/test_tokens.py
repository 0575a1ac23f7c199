"""The token table agrees with spaCy's own Token and char_span answers."""

from __future__ import annotations

import spacy

from kg.extract import _doc
from kg.extract.pipeline import make_pipeline
from kg.extract.tokens import TEXT_KEY, char_span, doc_text, token_table
from kg.types import Paper

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


def test_doc_text_is_the_string_the_doc_was_made_from_or_rebuilt() -> None:
    nlp = make_pipeline(tagger=False)
    doc = _doc(nlp, Paper(key="p", abstract=TEXT, title="T"))
    assert doc.user_data[TEXT_KEY] == doc.text
    assert doc_text(doc) is doc.user_data[TEXT_KEY]  # kept, not rebuilt
    for wrong in (TEXT + " more", TEXT[1:], "", None, 7):
        doc.user_data[TEXT_KEY] = wrong
        assert doc_text(doc) == doc.text  # a string that is not the Doc's is not used
    plain = nlp.make_doc(TEXT)
    assert doc_text(plain) == TEXT


def test_the_kept_text_does_not_change_what_is_extracted() -> None:
    nlp = make_pipeline(tagger=False)
    kept = nlp(TEXT)  # kg's components read doc_text; here without the kept string
    made = nlp(_doc(nlp, Paper(key="p", abstract=TEXT, title=None)))
    assert made._.kg_mentions == kept._.kg_mentions
    assert made._.kg_relations == kept._.kg_relations
