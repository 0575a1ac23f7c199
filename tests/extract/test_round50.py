"""Round 50 (sentences written here; each part below has its own comment).

Part 1: the items of a list the text calls tasks ("on three tasks: kelp folding, pebble
sorting and ...") are tasks, a phrase the finder typed Concept or Method included, even where
its last word may be an adjective too ("folding"). Part 2: a naming verb with a plural object
("we refer to them respectively as A (a) and B (b)", "we call these two variants A and B")
names each of the listed names. Part 3: a name set after a long description ("a new type of
prior distributions for convolutional neural networks, deep kelp prior (DKP), that ...") is
the proposal's.
"""

import pytest

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.types import Paper, Predicate

_OPENING = "Kelp sorting is widely studied in geology. "


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _objects(nlp, text: str, predicate: Predicate) -> set[str]:
    extraction = extract_one(Paper(key="p", abstract=_OPENING + text), nlp=nlp)
    return {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is predicate and r.subject is None
    }


# Part 1: a list the text calls tasks.


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We test the zorble on two tasks: kelp folding and pebble sorting.", "kelp folding"),
        (
            "Our zorble model achieves good performance on three different tasks: kelp "
            "folding, pebble sorting, and blick counting.",
            "kelp folding",
        ),
        (
            "Our zorble improves three tasks: kelp folding, pebble sorting and blick detection.",
            "kelp folding",
        ),
    ],
)
def test_items_of_a_list_called_tasks_are_tasks(nlp, text, expected):
    assert expected in _objects(nlp, text, Predicate.ADDRESSES_TASK)


def test_a_list_not_called_tasks_keeps_its_types(nlp):  # guard
    text = "The zorble is applied to kelp folding and pebble sorting."
    assert "kelp folding" not in _objects(nlp, text, Predicate.ADDRESSES_TASK)


# Part 2: several names given by one naming verb.


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We generalize both approaches to other losses and we refer to them respectively "
            "as Kelp GANs (KGANs) and Kelp average GANs (KaGANs).",
            {"Kelp GANs", "Kelp average GANs"},
        ),
        (
            "We call these variants Zorble Nets (ZNs) and Pebble Nets (PNs), respectively.",
            {"Zorble Nets", "Pebble Nets"},
        ),
        (
            "We refer to the two models as Zorble Nets, Pebble Nets and Blick Nets.",
            {"Zorble Nets", "Pebble Nets", "Blick Nets"},
        ),
    ],
)
def test_a_naming_verb_names_each_listed_name(nlp, text, expected):
    assert expected <= _objects(nlp, text, Predicate.PROPOSES)


def test_a_naming_verb_with_one_object_names_one(nlp):  # guard
    text = "We call our method Zorble Nets and Pebble Nets is the baseline."
    proposed = _objects(nlp, text, Predicate.PROPOSES)
    assert "Zorble Nets" in proposed
    assert "Pebble Nets" not in proposed


# Part 3: a name after a long description.


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "In this work, we propose a new type of prior distributions for convolutional "
            "neural networks, deep kelp prior (DKP), that exploit generative models.",
            "deep kelp prior",
        ),
        (
            "We develop a linear surrogate model for the long short-term memory unit, the "
            "Zorble-LSTM, that utilizes pebble recurrence.",
            "Zorble-LSTM",
        ),
    ],
)
def test_a_name_after_a_long_description_is_proposed(nlp, text, expected):
    assert expected in _objects(nlp, text, Predicate.PROPOSES)


# Part 4: a name set after a description by a spaced hyphen, after "based on ...", or as
# ", a <name> (<acronym>)," where the paper defines the acronym and the gazetteer knows neither.


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We propose a new algorithm - Zorble Based Pebble Optimization (ZBPO), an iterative "
            "method for optimizing kelp.",
            {"Zorble Based Pebble Optimization"},
        ),
        (
            "We also introduce two new networks based on our memory layer: Memory-Based Kelp "
            "Network (MemKN) and Pebble Memory Network (PMN) that learn pebble representations.",
            {"Memory-Based Kelp Network", "Pebble Memory Network"},
        ),
        (
            "We propose a variant of the basic GAN model, a Multi-Modal Kelp-Mixture GAN "
            "(KM-GAN), where the latent distribution is a mixture.",
            {"Kelp-Mixture GAN"},
        ),
    ],
)
def test_a_name_set_off_after_a_description(nlp, text, expected):
    assert expected <= _objects(nlp, text, Predicate.PROPOSES)


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("We introduce zorblestats, a Python package for Riemannian kelp.", "Python package"),
        (
            "To illustrate the kelp distance we design a new algorithm, the Zorble Generative "
            "Adversarial Network (GAN), and show that it has desirable properties.",
            "Generative Adversarial Network",
        ),
    ],
)
def test_a_known_or_undefined_name_after_an_article_is_not_the_name(nlp, text, wrong):  # guard
    assert wrong not in _objects(nlp, text, Predicate.PROPOSES)


# Part 5: "this inspires us to propose the X": the paper's subject after all.


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "This inspires us to propose the Max-Zorble center (MZC) loss to explicitly induce "
            "dense pebble regions.",
            "Max-Zorble center",
        ),
        (
            "These findings motivate us to propose a kelp-aware zorble sampler that weighs "
            "pebbles.",
            "kelp-aware zorble sampler",
        ),
    ],
)
def test_what_motivates_us_to_propose(nlp, text, expected):
    assert expected in _objects(nlp, text, Predicate.PROPOSES)


def test_what_allows_us_to_construct_the_known_is_no_proposal(nlp):  # guard
    text = "This allows us to construct the confidence regions of the zorble estimator."
    assert not _objects(nlp, text, Predicate.PROPOSES)


# Part 6: "we propose to learn / train a X (XS) that ...": the name the paper defines.


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "In this work, we propose to learn a diversity zorble function (DZF) that generates "
            "a diverse set of future trajectories.",
            "diversity zorble function",
        ),
        (
            "To this end, we propose to train a once-for-all kelp network (OKN) that supports "
            "diverse pebble settings.",
            "once-for-all kelp network",
        ),
    ],
)
def test_a_name_defined_after_a_verb_of_making(nlp, text, expected):
    assert expected in _objects(nlp, text, Predicate.PROPOSES)


def test_a_name_an_aim_studies_is_no_proposal(nlp):  # guard
    text = "We propose to study the kelp zorble network (KZN) and its pebble bias."
    assert "kelp zorble network" not in _objects(nlp, text, Predicate.PROPOSES)


# Part 8: what a thing is for ends before examples ("... such as ...", "e.g.").


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We present a neural framework for learning associations between interrelated "
            "groups of pebbles such as the ones found in Kelp-Zorble-Blick (KZB) structures.",
            "neural framework for learning associations between interrelated groups of pebbles",
        ),
    ],
)
def test_examples_end_what_a_thing_is_for(nlp, text, expected):
    assert expected in _objects(nlp, text, Predicate.PROPOSES)


# Part 9: a cue's word after a determiner is a noun ("we justify the design choice of X").


@pytest.mark.parametrize(
    "text",
    [
        "With a bound analysis we justify the design choice of our zorble approach.",
        "We motivate the design choices of the kelp sorter.",
    ],
)
def test_a_cue_word_after_a_determiner_proposes_nothing(nlp, text):
    assert not _objects(nlp, text, Predicate.PROPOSES)


# Part 10: a generic head takes its relative clause after a comma.


def test_a_generic_head_takes_its_relative_clause_after_a_comma(nlp):
    text = (
        "Specifically, we propose a new method, which uses kelp propagation followed by "
        "pebble clustering of the nodes."
    )
    assert "method, which uses kelp propagation followed by pebble clustering of the nodes" in (
        _objects(nlp, text, Predicate.PROPOSES)
    )


# Part 11: a name set in italics after a naming word reads as quoted.


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We introduce a novel approach called \\textit{zorbic} and discuss its aspects.",
            "zorbic",
        ),
        ("We propose a new sorter termed \\emph{pebbling} for kelp.", "pebbling"),
    ],
)
def test_a_name_in_italics_after_a_naming_word(nlp, text, expected):
    assert expected in _objects(nlp, text, Predicate.PROPOSES)


def test_italics_inside_a_phrase_are_no_quotes():  # guard
    from kg.extract.markup import mask_markup

    masked = mask_markup("this is referred to as \\textit{negative} transfer of kelp")
    assert '"' not in masked


# Part 12: a title's coined name the abstract writes only in a link to the code is the paper's
# proposal all the same. Part 13: a title's name written with a word for its kind ("the
# resulting ZorbNet method") is the title's proposal.


def _proposed_titled(nlp, title: str, text: str) -> set[str]:
    extraction = extract_one(Paper(key="p", abstract=_OPENING + text, title=title), nlp=nlp)
    return {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.PROPOSES and r.subject is None
    }


def test_a_title_name_in_a_code_link_only(nlp):
    text = (
        "We propose a fine-grained search space for sorting pebbles. "
        "We open our entire codebase at: https://github.com/kelpie/ZorbNAS."
    )
    assert "ZorbNAS" in _proposed_titled(nlp, "ZorbNAS: Fine-Grained Pebble Search", text)


def test_a_title_name_with_its_kind_word(nlp):
    text = "We test the resulting ZorbNet method and demonstrate improvements in pebble retrieval."
    proposed = _proposed_titled(nlp, "ZorbNet: Sorting Pebbles in Kelp Beds", text)
    assert any(p.startswith("ZorbNet") for p in proposed)
