"""Markup in abstracts (HTML character references, LaTeX): clean labels, offsets unmoved."""

from __future__ import annotations

import pytest

from kg.extract import extract_one
from kg.extract.markup import mask_markup
from kg.extract.pipeline import make_pipeline
from kg.text import clean_surface
from kg.types import Paper


@pytest.mark.parametrize(
    ("surface", "clean"),
    [
        ("Tom&#39;s Gating", "Tom's Gating"),
        ("R&amp;D Suite", "R&D Suite"),
        ("&quot;Wide Router&quot;", "Wide Router"),  # quotes at the edges are no part of it
        ("``Wide Router", "Wide Router"),
        ("‘Wide Router’", "Wide Router"),
        ("'Wide Router'", "Wide Router"),
        ("Wide Router's gate", "Wide Router's gate"),
        ("Lagrange&#x2013;Newton step", "Lagrange–Newton step"),
        ("Fast&nbsp;Router", "Fast Router"),
        (r"{\it WideRouter}", "WideRouter"),
        (r"{\bf Mixed} Router", "Mixed Router"),
        (r"a 12.3\% gain", "a 12.3% gain"),
        ("&amp;amp;", "&amp;"),  # decoded once: what the web export escaped twice stays once
        ("AT&T and &unknownname;", "AT&T and &unknownname;"),
    ],
)
def test_clean_surface_decodes_html_and_latex(surface, clean):
    assert clean_surface(surface) == clean


def test_mask_keeps_offsets_of_html_references():
    text = "WideRouter&#39;s Q&amp;A head, &quot;Slim&quot; variant"
    masked = mask_markup(text)
    assert len(masked) == len(text)
    for word in ("WideRouter", "Q", "head", "Slim", "variant"):
        assert masked.index(word) == text.index(word)
    assert "&#39;" not in masked and "&amp;" not in masked and "&quot;" not in masked


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def test_labels_from_marked_up_abstract_are_clean(nlp):
    abstract = (
        "We propose {\\it PebbleNet}, a graph network for molecule retrieval. "
        "PebbleNet&#39;s encoder is trained with the &quot;Pebble Contrastive Loss&quot; "
        "on ZINC-250k and reaches 12.3\\% higher recall than GraphSAGE &amp; GIN."
    )
    extraction = extract_one(Paper(key="sha256:markup", abstract=abstract), nlp=nlp)
    labels = {clean_surface(m.text) for m in extraction.mentions}
    assert "PebbleNet" in labels
    for label in labels:
        assert "&#" not in label and "&quot" not in label and "quot;" not in label, label
        assert "\\" not in label and "{" not in label, label
    for mention in extraction.mentions:  # offsets still point into the abstract as given
        assert abstract[mention.start : mention.end] == mention.text
    for relation in extraction.relations:
        evidence = relation.evidence
        assert abstract[evidence.start : evidence.end] == evidence.sentence


def test_latex_quotes_are_quote_marks_with_offsets_kept():
    text = "we add ``Ripple Gating (RG)'' and ```Tide'' here"
    masked = mask_markup(text)
    assert len(masked) == len(text)
    assert masked == 'we add  "Ripple Gating (RG)"  and   "Tide"  here'


def test_a_name_in_latex_quotes_is_proposed_without_the_quotes(nlp):
    abstract = (
        "Attribution maps ignore the bias terms of a network. We propose a propagation-style "
        "algorithm ``ripple bias attribution (RBA)'' that starts at the output layer and "
        "passes each layer's bias back to its inputs."
    )
    extraction = extract_one(Paper(key="sha256:quotes", abstract=abstract), nlp=nlp)
    proposed = {
        clean_surface(extraction.mentions[r.object].text)
        for r in extraction.relations
        if r.predicate.value == "proposes"
    }
    assert "ripple bias attribution" in proposed
    assert not any("`" in m.text or "''" in m.text for m in extraction.mentions)


def test_a_quoted_name_with_markup_inside_keeps_the_abstracts_text(nlp):
    abstract = (
        "Gates leak. We propose a ``ripple {\\it gating} layer'' that closes each gate softly."
    )
    extraction = extract_one(Paper(key="sha256:quoted-markup", abstract=abstract), nlp=nlp)
    proposed = [
        extraction.mentions[r.object]
        for r in extraction.relations
        if r.predicate.value == "proposes"
    ]
    assert [clean_surface(m.text) for m in proposed] == ["ripple gating layer"]
    for mention in extraction.mentions:
        assert abstract[mention.start : mention.end] == mention.text
