"""The paper's own things are not methods it uses: "our X", forms of a proposed name, items
of a contributions sentence; and "competes with X" compares (sentences written for the tests)."""

from __future__ import annotations

import dataclasses

import pytest
import spacy

from kg.extract.relations import Sentence
from kg.extract.relations.context import make_context
from kg.extract.relations.edges import find_attachments
from kg.extract.relations.uses import BACKGROUND, OWN
from kg.extract.sentences import split_sentences
from kg.types import EntityType, Mention

METHOD = EntityType.METHOD
OPENING = "We propose Zorbnet for reading tables. "


@pytest.fixture(scope="module")
def blank():
    return spacy.blank("en")


def roles(blank, text: str, names: list[str], *, proposed: int | None = None) -> dict:
    """name -> (predicate, rule) of the paper's edge to each of ``names`` (each found after the
    previous one); ``proposed``: the index of the name the paper proposes."""
    mentions, at = [], 0
    for name in names:
        start = text.index(name, at)
        mentions.append(Mention(name, start, start + len(name), METHOD, "name", 0.5))
        at = start + len(name)
    sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
    context = make_context(blank(text), mentions, sentences, paper_key="p:1", abstract=text)
    if proposed is not None:
        context = dataclasses.replace(context, proposed=(proposed,))
    return {
        context.mentions[e.object].text: (e.predicate.value, e.evidence.extractor)
        for e in find_attachments(context, [])
    }


OWN_RULE = ("mentions", f"rule.{OWN}")


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("Our lattice kernels outperform Barnet on wide tables.", "lattice kernels"),
        ("We train our sparse routing embeddings on wide tables.", "sparse routing embeddings"),
        (
            "Results show that our deep boosting algorithm is twice as fast.",
            "deep boosting algorithm",
        ),
        ("We then apply our new cell-hash reader to merged cells.", "cell-hash reader"),
    ],
)
def test_a_name_the_paper_calls_its_own_is_not_used(blank, sentence, name):
    assert roles(blank, OPENING + sentence, [name])[name] == OWN_RULE


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        # a gazetteer method the paper calls its own is still what it uses
        ("We tune our LSTM tagger on wide tables.", "LSTM"),
        # a known kind under a kind word: the paper builds on distillation
        ("We train our distillation approach on wide tables.", "distillation approach"),
        # a role another method fills
        ("We use Barnet as our row kernel for wide tables.", "Barnet"),
    ],
)
def test_a_known_method_after_our_stays_used(blank, sentence, name):
    assert roles(blank, OPENING + sentence, [name])[name] == ("usesMethod", "rule.uses")


def test_a_longer_form_of_a_proposed_name_is_the_paper_s_own(blank):
    text = (
        "We propose Zebra, a gated reader for tables. "
        "Networks with Zebra units keep their accuracy on wide tables."
    )
    assert roles(blank, text, ["Zebra", "Zebra units"], proposed=0)["Zebra units"] == OWN_RULE


def test_the_last_words_of_a_proposed_name_pointed_back_at_are_the_paper_s_own(blank):
    text = (
        "We propose a forest tree decoder for tables. "
        "With beam search, the tree decoder reads merged cells in one pass."
    )
    found = roles(blank, text, ["forest tree decoder", "beam search", "tree decoder"], proposed=0)
    assert found["tree decoder"] == OWN_RULE
    assert found["beam search"] == ("usesMethod", "rule.uses")


@pytest.mark.parametrize(
    "text",
    [
        # no determiner pointing back: the known trick the proposal adapts
        "We propose an adaptive row loss scaling for tables. It builds on row loss scaling.",
        # others' method of the same name
        "We propose an adaptive row loss scaling. It improves on traditional row loss scaling.",
    ],
)
def test_the_method_a_proposal_adapts_is_not_its_own(blank, text):
    names = ["adaptive row loss scaling", "row loss scaling"]
    assert roles(blank, text, names, proposed=0)["row loss scaling"] != OWN_RULE


def test_a_shorter_one_word_name_inside_a_proposal_stays_used(blank):
    text = "We propose Deep Barnet for tables. It applies Barnet to every row."
    found = roles(blank, text, ["Deep Barnet", "Barnet"], proposed=0)
    assert found["Barnet"] == ("usesMethod", "rule.uses")


def test_what_a_contributions_sentence_lists_is_the_paper_s_own(blank):
    text = OPENING + (
        "Our main contributions include a row-folding search for wide tables, "
        "along with a novel cell ranker for merged cells."
    )
    found = roles(blank, text, ["row-folding search", "cell ranker"])
    assert found == {"row-folding search": OWN_RULE, "cell ranker": OWN_RULE}


def test_what_a_contribution_is_made_with_stays_used(blank):
    text = OPENING + "Our key contribution is a combination of Barnet with a table reader."
    assert roles(blank, text, ["Barnet"])["Barnet"] == ("usesMethod", "rule.uses")


@pytest.mark.parametrize(
    "sentence",
    ["Zorbnet competes well with Barnet on wide tables.", "Zorbnet competes with Barnet."],
)
def test_what_the_paper_competes_with_is_compared_with(blank, sentence):
    found = roles(blank, OPENING + sentence, ["Barnet"])
    assert found["Barnet"] == ("mentions", f"rule.{BACKGROUND}")


def test_a_proposed_name_under_a_kind_word_is_the_paper_s_own(blank):
    text = "We propose Zebra, a gated reader for tables. With the Zebra scheme, rows align."
    assert roles(blank, text, ["Zebra", "Zebra scheme"], proposed=0)["Zebra scheme"] == OWN_RULE


@pytest.mark.parametrize(
    "sentence",
    [
        "Zorbnet reaches comparable accuracy to Barnet on wide tables.",
        "Zorbnet reaches similar or lower errors to Barnet.",
        "Zorbnet achieves the same accuracy as Barnet with fewer rows.",
    ],
)
def test_what_the_paper_measures_itself_against_is_compared_with(blank, sentence):
    found = roles(blank, OPENING + sentence, ["Barnet"])
    assert found["Barnet"] == ("mentions", f"rule.{BACKGROUND}")


def test_what_the_paper_removes_is_not_used(blank):
    text = OPENING + "Our variant is modified to remove Barnet from the last layer."
    assert roles(blank, text, ["Barnet"])["Barnet"] == ("mentions", f"rule.{BACKGROUND}")


def test_a_likeness_of_other_things_does_not_compare_with_the_method(blank):
    text = OPENING + "Adding edges between nodes with similar topology to the Barnet helps."
    assert roles(blank, text, ["Barnet"])["Barnet"] == ("usesMethod", "rule.uses")


def test_the_means_after_a_comparison_is_not_compared_with(blank):
    text = (
        OPENING
        + "Zorbnet reaches the same accuracy as Quux by quickly switching to Barnet arithmetic."
    )
    assert roles(blank, text, ["Barnet"])["Barnet"][1] != f"rule.{BACKGROUND}"


def test_what_made_the_compared_thing_is_compared_with(blank):
    text = OPENING + "Its samples are sharper than the ones generated by Barnet."
    assert roles(blank, text, ["Barnet"])["Barnet"] == ("mentions", f"rule.{BACKGROUND}")
