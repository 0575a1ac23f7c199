"""Round 21 proposals (sentences written for these tests): a known name that modifies a head
of its own ("a sparse attention *pattern* derived from ...") names a new thing, and a past
participle with its preposition ends the phrase; "put forward" is a cue; a name given to "the
resulting model" after an earlier sentence proposed something without "we propose" is the
paper's own. The "dropout schedule", the recurrent network and the "put ... into" cases are
guards: they pass on the code before this round too."""

from __future__ import annotations

import pytest

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.types import Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _proposed(nlp, text: str) -> list[str]:
    extraction = extract_one(Paper(key="sha256:prop21", abstract=text), nlp=nlp)
    return [
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.PROPOSES and isinstance(r.object, int)
    ]


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "We propose a sparse attention pattern derived from spectral clustering.",
            "sparse attention pattern",
        ),
        ("We introduce a dropout schedule learned from validation curves.", "dropout schedule"),
    ],
)
def test_a_known_name_before_a_head_of_its_own_names_a_new_thing(nlp, text, label):
    assert _proposed(nlp, text) == [label]


def test_one_of_a_known_family_still_needs_its_purpose(nlp):
    assert _proposed(nlp, "We propose a recurrent neural network trained with Adam.") == []


@pytest.mark.parametrize(
    "text",
    [
        "In this paper, we put forward Quillmark, a frequency-domain watermark for images.",
        "We revisit image watermarking and put forward Quillmark, a watermark in the noise.",
    ],
)
def test_put_forward_is_a_proposal_cue(nlp, text):
    assert _proposed(nlp, text) == ["Quillmark"]


def test_put_without_forward_is_no_cue(nlp):
    assert _proposed(nlp, "We put Quillmark into the initial noise of the sampler.") == []


def test_the_resulting_model_named_after_a_proposal_by_proposing(nlp):
    text = (
        "Graph transformers are slow on large graphs. We take a step toward fast graph "
        "transformers by proposing a banded attention pattern. The resulting model, named "
        "BandFormer, matches GraphGPS on ZINC."
    )
    assert "BandFormer" in _proposed(nlp, text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Our model, named Bandformer, matches GraphGPS on ZINC.", "Bandformer"),
        ("Our sampler, dubbed Quillstep, halves the number of denoising steps.", "Quillstep"),
    ],
)
def test_a_capitalised_word_a_naming_participle_gives_is_the_name(nlp, text, name):
    assert _proposed(nlp, text) == [name]


def test_a_single_letter_after_called_is_no_name(nlp):
    text = "In this paper, we propose a novel few-shot model, called $\\textrm{D}^2$GAN, for X."
    assert "D" not in _proposed(nlp, text)
