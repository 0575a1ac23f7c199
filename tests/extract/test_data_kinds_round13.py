"""Round 13 of the data rules: the kind a title or "our dataset, named X" gives a name
(sentences and names written for these tests)."""

from __future__ import annotations

import pytest
from conftest import blank_relations

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.types import EntityType, Mention, Paper


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def types(nlp, abstract: str, title: str | None = None) -> dict[str, EntityType]:
    extraction = extract_one(Paper(key="sha256:round13", abstract=abstract, title=title), nlp=nlp)
    return {m.text: m.type for m in extraction.mentions}


@pytest.mark.parametrize(
    ("title", "kind"),
    [
        ("Quillon: A Large Corpus of Annotated Kite Logs", EntityType.DATASET),
        ("Quillon: A Kite Flying Benchmark Suite", EntityType.BENCHMARK),
        ("Quillon: A Windy Kite Environment for Agents", EntityType.ENVIRONMENT),
    ],
)
def test_the_kind_a_title_gives_its_name(nlp, title, kind):
    abstract = "We release Quillon to the community. Quillon holds ten thousand kite flights."
    assert types(nlp, abstract, title)["Quillon"] is kind


@pytest.mark.parametrize(
    "title",
    [
        # no article: the title's words after the colon are no kind of the name
        "Quillon: Generalising to New Environment Dynamics",
        # the kind word is no head ("Dataset Distillation" is what the network is for)
        "Quillon: A Network for Dataset Distillation",
    ],
)
def test_no_kind_where_the_title_gives_none(title):
    from kg.extract.relations.datasets import _TITLE_KIND

    assert _TITLE_KIND.match(title) is None


def _given_types(abstract: str, surface: str, title: str | None = None) -> set[EntityType]:
    """The types the relation rules give the mentions of ``surface``, all given as Methods (a
    blank pipeline: no tagger)."""
    given, start = [], abstract.find(surface)
    while start >= 0:
        given.append(Mention(surface, start, start + len(surface), EntityType.METHOD, "ner", 0.6))
        start = abstract.find(surface, start + 1)
    _, mentions = blank_relations(abstract, given, title)
    return {m.type for m in mentions if m.text == surface}


@pytest.mark.parametrize(
    "abstract",
    [
        "Kite logs are scarce. Our dataset, named Quillon, holds ten thousand kite flights.",
        "Kite logs are scarce. We collect our new corpus called Quillon from kite clubs.",
    ],
)
def test_our_dataset_named_x_is_a_dataset(abstract):
    assert _given_types(abstract, "Quillon") == {EntityType.DATASET}


def test_a_name_of_something_else_keeps_its_type():
    abstract = "Kite logs are scarce. Our model, named Quillon, flies kites from these logs."
    assert _given_types(abstract, "Quillon") == {EntityType.METHOD}


def test_a_name_and_short_form_before_a_collection_word_are_that_collection():
    abstract = (
        "Kites need logs. Earlier work trains on the Wind-to-Wind (W2W) dataset of kite flights."
    )
    assert _given_types(abstract, "Wind-to-Wind") == {EntityType.DATASET}
    assert _given_types(abstract, "W2W") == {EntityType.DATASET}


def test_a_name_and_short_form_before_another_noun_keep_their_type():
    abstract = "Kites need logs. Earlier work uses the Wind-to-Wind (W2W) model of kite flights."
    assert _given_types(abstract, "Wind-to-Wind") == {EntityType.METHOD}


@pytest.mark.parametrize(
    ("abstract", "name"),
    [
        # the tokenizer keeps "ZarvA." and "K2K." whole (a capital or digit before the stop)
        ("We fly kites. Our controller beats the baseline on ZarvA.", "ZarvA"),
        ("We fly kites. Our controller is tested on K2K.", "K2K"),
    ],
)
def test_a_sentences_full_stop_is_no_part_of_a_name(nlp, abstract, name):
    names = set(types(nlp, abstract))
    assert name in names and name + "." not in names


def test_a_dotted_abbreviation_keeps_its_dots():
    from kg.extract.candidates import to_mentions
    from kg.extract.mentions import Candidate

    text = "Kites fly in the U.S. and on Zarvak."
    chosen = [
        Candidate(text.index("U.S."), text.index("U.S.") + 4, EntityType.CONCEPT, "name", 0.6),
        Candidate(text.index("Zarvak"), len(text), EntityType.DATASET, "name", 0.6),
    ]
    assert [m.text for m in to_mentions(text, chosen, [])] == ["U.S.", "Zarvak"]


def test_a_known_name_before_a_kept_full_stop_is_matched(nlp):
    # "CelebA." is one token: the gazetteer's CelebA is found without the stop
    extraction = extract_one(
        Paper(key="sha256:round13b", abstract="We fly kites. Experiments are run on CelebA."),
        nlp=nlp,
    )
    found = {(m.text, m.extractor, m.type) for m in extraction.mentions}
    assert ("CelebA", "gazetteer", EntityType.DATASET) in found
