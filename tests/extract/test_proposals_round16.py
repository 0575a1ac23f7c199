"""Round 16 of ``proposes``: the name set after "a new <defined name> framework, ..." and the
names a proposal's phrase gives in parentheses (sentences and names written for these tests)."""

from __future__ import annotations

import pytest
from conftest import mention_at as at
from conftest import proposed_labels as proposed
from conftest import sentencized_nlp

from kg.extract.relations.titles import title_means_label
from kg.types import EntityType, Mention


def defined(text: str, long: str, short: str) -> tuple[Mention, Mention]:
    """A long form and its acronym as the acronym finder gives them."""
    return (
        at(text, long, extractor="acronym.long", confidence=0.8, short_form=short),
        at(text, short, extractor="acronym.short", confidence=0.8, long_form=long),
    )


def name(text: str, surface: str) -> Mention:
    mention = at(text, surface, confidence=0.6)
    return Mention(
        surface, mention.start, mention.start + len(surface), EntityType.METHOD, "ner", 0.6
    )


@pytest.fixture(scope="module")
def blank():
    return sentencized_nlp()


# -- "a new <defined name> <class word>, <Name>": the name given after the comma ----------------


@pytest.mark.parametrize(
    ("text", "given"),
    [
        (
            "Planning over long horizons is hard. In this paper, we introduce a new Multi-Level "
            "Planning (MLP) framework, Layered Goal Search (LGS), that plans each level apart.",
            "Layered Goal Search",
        ),
        (
            "We propose a novel Graph Neural Network (GNN) architecture, Quorvex, which routes "
            "messages along random walks.",
            "Quorvex",
        ),
    ],
)
def test_the_name_after_a_defined_kind_and_its_class_word_is_proposed(blank, text, given):
    kind, short = (
        ("Multi-Level Planning", "MLP") if "MLP" in text else ("Graph Neural Network", "GNN")
    )
    mentions = [*defined(text, kind, short), *_given(text, given)]
    labels = proposed(blank, text, *sorted(mentions, key=lambda m: m.start))
    assert given in labels
    assert not labels & {kind, short}


def _given(text: str, given: str) -> list[Mention]:
    if given == "Layered Goal Search":
        return list(defined(text, given, "LGS"))
    return [name(text, given)]


def test_a_defined_kind_with_no_name_after_it_stays_the_proposal(blank):
    text = "We propose a new Sparse Routing Transformer (SRT) model for long documents."
    mentions = defined(text, "Sparse Routing Transformer", "SRT")
    assert proposed(blank, text, *mentions) == {"Sparse Routing Transformer"}


# -- "two techniques (Zorbnet and Zorbattribution)": the names in parentheses --------------------


@pytest.mark.parametrize(
    ("text", "names"),
    [
        (
            "Based on this analysis we propose a generalization that yields two attribution "
            "methods (GradPulse and PulseMap) that are exact for linear models.",
            {"GradPulse", "PulseMap"},
        ),
        (
            "We present a family of pruning schedules (SlimStep) for convolutional networks.",
            {"SlimStep"},
        ),
    ],
)
def test_names_in_parentheses_after_a_proposal_phrase_are_proposed(blank, text, names):
    mentions = [name(text, n) for n in sorted(names, key=text.index)]
    assert names <= proposed(blank, text, *mentions)


def test_a_known_name_in_parentheses_after_a_phrase_is_not_proposed(blank):
    text = "We propose a family of pruning schedules (ResNet) that keep accuracy."
    start = text.index("ResNet")
    known = Mention(
        "ResNet", start, start + 6, EntityType.METHOD, "gazetteer", 0.9, canonical="ResNet"
    )
    assert "ResNet" not in proposed(blank, text, known)


def test_an_acronym_in_parentheses_after_a_phrase_is_not_a_name_given_to_it(blank):
    text = "We introduce a method for training networks using 9-bit fixed point (FX9) numbers."
    assert "FX9" not in proposed(blank, text, name(text, "FX9"))


# -- a title's closing means names the paper's unnamed proposal ---------------------------------


@pytest.mark.parametrize(
    ("title", "label"),
    [
        ("Sorting Pebble Piles with Gravel Rank Pooling", "Gravel Rank Pooling"),
        ("Pebble Detection via Sparse Quarry Sampling", "Sparse Quarry Sampling"),
        ("Better Pebble Sorting using a Novel Gravel Discriminator", "Gravel Discriminator"),
        ("Sorting Pebbles with Limited Labeled Gravel", None),  # no technique's head
        ("Sorting Pebbles with Gravel Sieve Networks", None),  # a plural is a family
        ("Sorting Pebbles with Arbitrary Gravel Compression", None),  # no one thing
        ("Sorting Pebbles by Exploiting Gravel Pooling", None),  # an act
        ("Sorting Pebbles with Gradient Descent", None),  # a known name
        ("Sorting Pebbles with Gravel/Sand Pooling", None),
    ],
)
def test_the_name_of_a_titles_closing_means(title, label):
    assert title_means_label(title) == label


def test_a_titles_closing_means_names_an_unnamed_proposal(blank):
    text = (
        "Pebble piles are hard to sort. We propose a pooling layer that ranks gravel by size "
        "before sorting. It sorts piles twice as fast."
    )
    title = "Sorting Pebble Piles with Gravel Rank Pooling"
    assert proposed(blank, text, title=title) == {"Gravel Rank Pooling"}


def test_a_titles_closing_means_does_not_rename_a_named_proposal(blank):
    text = "Pebble piles are hard to sort. We propose Zorbpool, a pooling layer for gravel."
    title = "Sorting Pebble Piles with Gravel Rank Pooling"
    assert proposed(blank, text, name(text, "Zorbpool"), title=title) == {"Zorbpool"}


def test_a_titles_closing_means_needs_a_proposal_that_speaks_of_its_head(blank):
    text = "Pebble piles are hard to sort. We propose a sorter that ranks gravel by size."
    title = "Sorting Pebble Piles with Gravel Rank Pooling"
    assert "Gravel Rank Pooling" not in proposed(blank, text, title=title)
