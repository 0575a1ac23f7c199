"""Round 9 of ``proposes``: a coined title name over a proposal stated in other words, a name
cut after a participle, a plain name a "novel" appositive owns, released code, and a data head
with what it holds (sentences and names written for these tests)."""

from __future__ import annotations

import pytest
from conftest import mention_at as at
from conftest import proposed_labels as proposed
from conftest import sentencized_nlp

from kg.extract.markup import mask_markup
from kg.extract.relations.titles import title_label
from kg.types import EntityType, Mention


@pytest.fixture(scope="module")
def blank():
    return sentencized_nlp()


# -- a coined title name over a proposal stated in other words ----------------------------------


@pytest.mark.parametrize(
    ("title", "text"),
    [
        (
            "Zorblet: Faster Graph Generation",
            "Graph generation is slow. We propose to sample the edges in parallel blocks.",
        ),
        (
            "Quiblex: Sparse Routing of Tokens",
            "Routing tokens is costly. Our method is formulated as a sparse assignment game.",
        ),
        (
            "Q-Reach: Finding Bottleneck States without Rewards",
            "We take the reach framework, which counts the states an agent can visit -- and "
            "formulate a tighter bound on it. The bound finds bottleneck states.",
        ),
    ],
)
def test_a_coined_title_name_names_a_proposal_stated_otherwise(blank, title, text):
    (name,) = proposed(blank, text, title=title)
    assert name == title.split(":")[0]


def test_a_title_head_may_end_with_an_exclamation_mark(blank):
    assert title_label("Kazam! Cheap Distillation for Small Models") == ("Kazam", True)
    text = "Small models learn slowly. We propose to distill them from several teachers."
    assert proposed(blank, text, title="Kazam! Cheap Distillation for Small Models") == {"Kazam"}


def test_a_title_case_hyphen_is_no_coined_name_for_a_proposal_stated_otherwise(blank):
    text = "Signs lose information. Our method is formulated as a sparse recovery game."
    assert proposed(blank, text, title="Sparse Two-Bit Sensing: Better Rates") == set()


def test_a_coined_title_name_without_a_stated_proposal_is_not_proposed(blank):
    text = "Graph generation is slow. Sampling the edges in blocks has been studied widely."
    assert proposed(blank, text, title="Zorblet: Faster Graph Generation") == set()


# -- a name cut after a participle ----------------------------------------------------------------


def test_a_name_cut_after_a_participle_takes_its_clause(blank):
    text = "We study classifiers. Second, we introduce a new score ranking how often a classifier abstains."
    mention = at(text, "score ranking")
    assert proposed(blank, text, mention) == {"score ranking how often a classifier abstains"}


def test_a_name_cut_after_a_participle_with_no_whole_clause_is_no_proposal(blank):
    text = (
        "We introduce a new score ranking how often and how early and how late and how badly a "
        "classifier of any kind at all abstains on the inputs, which helps."
    )
    assert proposed(blank, text, at(text, "score ranking")) == set()


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We introduce kite pooling with learned clusters.", "kite pooling"),
        ("We introduce kite pooling which merges the clusters.", "kite pooling"),
        ("We introduce Kite Masking the noisy frames.", "Kite Masking"),
    ],
)
def test_a_name_with_a_gerund_head_and_no_object_stays(blank, text, name):
    assert name in proposed(blank, text, at(text, name))


# -- a plain name a "novel" appositive owns ----------------------------------------------------------


def test_a_plain_name_with_a_novel_appositive_is_proposed(blank):
    text = (
        "Students lag their teachers. We train the student with teacher fading, a novel method "
        "that slowly removes the teacher."
    )
    assert proposed(blank, text, at(text, "teacher fading")) == {"teacher fading"}


def test_a_known_name_with_a_new_appositive_is_not_proposed(blank):
    text = "Students lag their teachers. We train the student with dropout, a new idea to many."
    known = at(text, "dropout", canonical="Dropout")
    assert proposed(blank, text, known) == set()


# -- released code, data heads --------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "We release our code to support further work on robot grasping.",
        "We release the source code of the grasp planner for further work.",
    ],
)
def test_released_code_is_no_proposal(blank, text):
    assert proposed(blank, text) == set()


def test_a_data_head_keeps_what_the_data_holds(blank):
    text = "We construct a complex dataset of 9,000 indoor scenes with dense labels."
    # round 10: "with dense labels", which ends the sentence, says what the data holds too
    assert proposed(blank, text) == {"complex dataset of 9,000 indoor scenes with dense labels"}


# -- the title's subject described, bare heads, questions ----------------------------------------


def test_the_titles_subject_described_in_the_abstract_is_proposed(blank):
    text = (
        "Sequences are hard to model. We study two questions. For the first, we describe "
        "implicit blorp models, a class of models that define densities by a sampler."
    )
    title = "Implicit Blorp Models for Sequence Data"
    assert proposed(blank, text, title=title) == {"implicit blorp models"}


@pytest.mark.parametrize(
    "title",
    ["Unified Framework for Sequence Data", "Sequence Classification with Blorps"],
)
def test_a_generic_or_task_title_opening_described_is_not_proposed(blank, title):
    text = "Sequences are hard. For the first, we describe unified framework use and sequence classification."
    assert proposed(blank, text, title=title) == set()


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "Training is slow. We propose a heuristic for estimating the curvature of the loss surface.",
            "heuristic for estimating the curvature of the loss surface",
        ),
        (
            "Calibration matters. We introduce a new test based on kernel scores for classifiers.",
            "test based on kernel scores",
        ),
    ],
)
def test_a_heuristic_or_a_test_keeps_what_it_is_for(blank, text, label):
    head = label.split()[0]
    assert proposed(blank, text, at(text, head)) == {label}


def test_a_question_proposes_nothing(blank):
    text = "How do we propose richer sequence models for long documents? We study depth."
    assert proposed(blank, text) == set()


# -- a name given in parentheses after a kind of thing ------------------------------------------


def test_a_name_in_parentheses_after_a_generic_kind_is_proposed(blank):
    text = "Wide nets train slowly. We introduce a simple stochastic algorithm (QDrop) that drops blocks."
    found = proposed(blank, text, at(text, "stochastic algorithm"), at(text, "QDrop"))
    assert found == {"QDrop"}


def test_a_lowercase_name_in_markup_in_parentheses_is_proposed(blank):
    raw = r"Wide nets train slowly. We introduce a simple stochastic algorithm (\textit{q}-drop) that drops blocks."
    masked = mask_markup(raw)
    start = raw.index("q}-drop")
    name = Mention(masked[start : start + 7], start, start + 7, EntityType.CONCEPT, "phrase", 0.3)
    found = proposed(blank, masked, at(masked, "stochastic algorithm"), name)
    assert found == {"q -drop"}  # the masked surface; the graph reads the raw "q}-drop" clean


def test_a_known_name_in_parentheses_after_a_kind_is_not_proposed(blank):
    text = "Texts are long. We introduce a simple language model (BERT) that reads blocks."
    found = proposed(blank, text, at(text, "language model"), at(text, "BERT", canonical="BERT"))
    assert "BERT" not in found


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        # two content words before a class word name a thing
        ("Implicit Tidal Models for Sequence Data", {"implicit tidal models"}),
        # one does not ("Tidal Models" is a family), nor do praise words
        ("Tidal Models for Sequence Data", set()),
        ("Simple Unified Models for Sequence Data", set()),
    ],
)
def test_a_title_subject_of_adjectives_and_a_class_word_described(blank, title, expected):
    opening = title.split(" for ")[0].lower()
    text = f"Sequences are hard. For the first, we describe {opening}, a class of models."
    assert proposed(blank, text, title=title) == expected
