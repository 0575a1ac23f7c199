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
    """A name the name finder found (a Method, confidence 0.6)."""
    return at(text, surface, confidence=0.6)


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


# -- a quoted name after a naming word, in any case ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ('We introduce a new framework called "sieves", which sorts pebbles.', "sieves"),
        ("We propose a sorting strategy named ``gravel-review'' for piles.", "gravel-review"),
        ("We propose a sorting strategy dubbed \u201cpebble rank\u201d for piles.", "pebble rank"),
    ],
)
def test_a_quoted_name_after_a_naming_word_is_the_proposal(blank, text, label):
    assert proposed(blank, text) == {label}


def test_a_long_quotation_after_a_naming_word_is_no_name(blank):
    text = 'We propose a method called "sort the pebbles before the gravel is dry" for piles.'
    assert "sort the pebbles before the gravel is dry" not in proposed(blank, text)


# -- the name a naming word gives is right after it ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("We design a sorting layer named as the Zorb-Layer.", "Zorb-Layer"),
        (
            "We introduce two sorters, namely, Pebble Rank Nets (PRN) and GravelNet.",
            "Pebble Rank Nets",
        ),
        ("We develop two tricks, namely (i) Zorbfilter, and (ii) Zorbcache.", "Zorbfilter"),
    ],
)
def test_the_name_after_a_naming_word_and_what_may_stand_between(blank, text, label):
    mentions = [
        name(text, w)
        for w in ("Zorb-Layer", "Pebble Rank Nets", "GravelNet", "Zorbfilter")
        if w in text
    ]
    assert label in proposed(blank, text, *mentions)


def test_a_mention_further_on_is_not_the_name_a_naming_word_gives(blank):
    text = 'We introduce a new framework called "sieves", which enables the Gravel Discovery.'
    labels = proposed(blank, text, name(text, "Gravel Discovery"))
    assert "Gravel Discovery" not in labels
    assert "sieves" in labels


def test_named_entity_recognition_names_nothing(blank):
    text = "We propose a tagger for named entity recognition in pebble catalogues."
    start = text.index("named")
    ner = Mention("named entity recognition", start, start + 24, EntityType.TASK, "ner", 0.6)
    after = "pebble catalogues"
    at_ = text.index(after)
    later = Mention(after, at_, at_ + len(after), EntityType.DATASET, "ner", 0.6)
    labels = proposed(blank, text, ner, later)
    assert not labels & {"named entity recognition", "pebble catalogues"}


def test_a_quoted_name_wins_over_a_mention_cut_inside_it(blank):
    text = "We introduce a new sorting method, which is named as ``Task Level Gravel Sorting''."
    inner = name(text, "Gravel Sorting")
    assert proposed(blank, text, inner) == {"Task Level Gravel Sorting"}


# -- a known name is proposed only when the paper gives it as a name ------------------------------


def known(text: str, surface: str, etype: EntityType = EntityType.METHOD) -> Mention:
    start = text.index(surface)
    return Mention(surface, start, start + len(surface), etype, "gazetteer", 0.9, canonical=surface)


@pytest.mark.parametrize(
    ("text", "surface", "short"),
    [
        # a known family a new thing is one of, with the paper's acronym for it
        (
            "We propose a deep reinforcement learning (RL) algorithm that sorts pebbles.",
            "reinforcement learning",
            "RL",
        ),
        # a known thing put to use, or recast
        (
            "We introduce convolutional layer for weighting the age of pebbles.",
            "convolutional layer",
            "",
        ),
        (
            "We formulate stochastic gradient descent (SGD) as a pebble sorting problem.",
            "stochastic gradient descent",
            "SGD",
        ),
        # what a weak cue or a definition states of a known thing
        ("We establish convergence rates for pebble sorting.", "convergence rates", ""),
        (
            "Batch normalization (BN) is a crucial element of pebble sorters.",
            "Batch normalization",
            "BN",
        ),
    ],
)
def test_a_known_name_said_without_a_name_is_not_proposed(blank, text, surface, short):
    mentions = defined(text, surface, short) if short else (known(text, surface),)
    assert surface not in proposed(blank, text, *mentions)


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        ("We propose gravelmix, a simple learning principle for pebble sorters.", "gravelmix"),
        ("We present PebbleSQL, a dataset of sorted pebbles.", "PebbleSQL"),
        (
            "We introduce the Pebble Sorting Evaluation (PSE) benchmark, a collection of tools.",
            "Pebble Sorting Evaluation",
        ),
    ],
)
def test_a_known_name_the_paper_gives_as_its_own_is_proposed(blank, text, surface):
    assert surface in proposed(blank, text, known(text, surface))


def test_a_predicate_adjective_after_a_cue_verb_is_no_proposal(blank):
    text = "We suggest sorting rules that we hope will prove useful for the pebble community."
    assert "useful for the pebble community" not in proposed(blank, text)


@pytest.mark.parametrize(
    ("text", "given"),
    [
        ("We sort the piles by weight, which we call Zorbsort, and beat bubble sort.", "Zorbsort"),
        ("We call this method Zorbsort.", "Zorbsort"),
        ("We refer to this sorter as the Zorbsort.", "Zorbsort"),
    ],
)
def test_the_name_we_call_a_thing_is_right_after_the_verb(blank, text, given):
    assert given in proposed(blank, text, name(text, given))


def test_a_name_further_on_is_not_what_we_call_a_thing(blank):
    text = "We apply a cheaper variant that we call sorting from the top to the Pebble Rank Method (PRM)."
    mentions = defined(text, "Pebble Rank Method", "PRM")
    assert "Pebble Rank Method" not in proposed(blank, text, *mentions)


def test_a_defined_lowercase_name_after_a_kind_ending_in_its_class_word_is_proposed(blank):
    text = (
        "We propose a novel gravel sorting algorithm, the pebble rank gradient (prG) method, "
        "that sorts piles by weight."
    )
    kind = at(text, "gravel sorting algorithm", confidence=0.6)
    mentions = [kind, *defined(text, "pebble rank gradient", "prG")]
    labels = proposed(blank, text, *mentions)
    assert "pebble rank gradient" in labels
    assert "gravel sorting algorithm" not in labels


def test_a_coined_name_closing_the_proposals_phrase_is_proposed(blank):
    text = "We develop a Decentralized Pebble Sorting algorithm with Shared weights (CoPeS), which scales."
    mentions = [
        at(text, "Decentralized Pebble Sorting algorithm", confidence=0.6),
        name(text, "CoPeS"),
    ]
    assert "CoPeS" in proposed(blank, text, *mentions)


def test_a_known_or_plain_word_in_parentheses_after_the_phrase_is_not_proposed(blank):
    text = "We develop a Decentralized Pebble Sorting algorithm with shared weights (see below)."
    mentions = [at(text, "Decentralized Pebble Sorting algorithm", confidence=0.6)]
    assert proposed(blank, text, *mentions) == {"Decentralized Pebble Sorting algorithm"}


@pytest.mark.parametrize(
    "text",
    [
        "We provide exact conditions under which pebbles sort themselves.",
        "We conduct extensive simulations with gravel piles.",
        "We give a precise answer, which settles the pebble question.",
    ],
)
def test_a_bare_finding_or_study_under_a_weak_cue_is_no_proposal(blank, text):
    assert proposed(blank, text) == set()


def test_a_finding_of_something_under_a_weak_cue_stays(blank):
    text = "We provide bounds on the sorting error of pebble networks."
    assert proposed(blank, text) == {"bounds on the sorting error of pebble networks"}


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "We prove sufficient conditions for Zorb-Learnability, giving guidance on pebbles.",
            "sufficient conditions for Zorb-Learnability",
        ),
        (
            "We provide upper bounds on the number of pebbles and the size of piles.",
            "upper bounds on the number of pebbles",
        ),
    ],
)
def test_a_finding_under_a_weak_cue_keeps_what_it_is_of(blank, text, label):
    assert proposed(blank, text) == {label}


def test_a_methodology_is_a_generic_head_that_needs_its_purpose(blank):
    assert proposed(blank, "We present a general methodology, and apply it widely.") == set()
    text = "We present a general methodology for the evaluation of pebble sorters."
    assert proposed(blank, text) == {"general methodology for the evaluation of pebble sorters"}


def test_each_enumerated_item_after_a_naming_word_is_proposed(blank):
    text = "To sort faster, we develop three tricks, namely (i) gravel tolerance, (ii) pebble filtering, and (iii) sieving."
    items = ["gravel tolerance", "pebble filtering", "sieving"]
    mentions = [at(text, w, confidence=0.6) for w in items]
    assert set(items) <= proposed(blank, text, *mentions)


def test_a_theorem_under_a_weak_cue_is_a_finding_of_its_own(blank):
    text = "In this paper, we prove the pebble sorting theorem (a lower bound on the sieve width)."
    assert proposed(blank, text) == {"pebble sorting theorem"}
