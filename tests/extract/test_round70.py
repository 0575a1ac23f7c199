"""Round 70 (sentences written here).

* A short form cut from the long form's words, one letter or more of each word and no initials
  alone ("Deep Tensor Decomposition (DeepTD)", "Value Propagation (VProp)", "instance-aware GAN
  (InstaGAN)"), is defined by that long form, so both name one node; a plural short form may
  add "s" to a plural long form ("convolutional arithmetic circuits (ConvACs)").
* A title's name whose letters the abstract writes as the short form defined for the proposal
  ("a proximal-type stochastic gradient descent (Prox-SGD)" under "ProxSGD: ...") is that
  proposal, no second one labelled with the title's name; a short form of other letters
  ("a nearest-neighbor (NN) approach" under "PixelNN: ...") leaves the title's name its own.
* Two names a letter apart are two things when the words that differ are both words of the
  language, one letter left out here and another there ("relation prediction" is no
  misspelling of "reaction prediction"); one letter written for another ("massage passing") or
  two swapped ("casual inference") stays a misspelling of the other.
* A title opening "Learning <kind> Representations" ("Learning Video Representations using X",
  "Learning Function-Specific Word Representations") names the task of learning that kind's
  representations (video / word representation learning), the nouns right before
  "representations" naming the kind; representations of no named kind ("Learning Robust
  Representations") name no such task.
* Gazetteer: "Atari" alone, "Atari tasks", "Atari suite", "Atari benchmark", "Atari domain"
  ... name the Atari 2600 games (a second node before); conditional image generation is a task
  of its own, no alias of class-conditional image generation; bilingual lexicon induction is a
  task (=BLI; "the MUSE bilingual lexicon induction (BLI) benchmark" was drawn as a benchmark);
  "estimating (heterogeneous) treatment effects" names treatment effect estimation.
* "In this research, ...", "This report introduces ...", "the present work" speak of the paper
  as "we" does: the lead-in (others' work, where its examples are no task of the paper) ends
  there.
"""

import pytest
from conftest import linked_objects

from kg.extract.acronyms import find_acronyms
from kg.extract.pipeline import make_pipeline
from kg.types import Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _defined(text: str) -> list[tuple[str, str]]:
    return [(text[a:b], text[c:d]) for a, b, c, d in find_acronyms(text)]


# -------------------------------------------------------------- short forms cut from words


def test_a_short_form_cut_from_the_long_forms_words_is_defined():
    text = "Our approach dubbed Zorbic Kelp Folding (ZorbKF) and Pebble Marsh (PebMarsh) work."
    assert _defined(text) == [("Zorbic Kelp Folding", "ZorbKF"), ("Pebble Marsh", "PebMarsh")]


def test_a_plural_cut_short_form_is_defined_by_a_plural_long_form():
    text = "We study convolutional kelp circuits (ConvKCs) on pebbles."
    assert _defined(text) == [("convolutional kelp circuits", "ConvKCs")]


def test_a_cut_short_form_the_words_do_not_spell_is_not_defined():  # guard
    text = "We train the zorb model with the Kelp optimizer (KelpX) on pebbles."
    assert _defined(text) == []


def test_a_cut_short_form_and_its_long_form_are_one_proposed_node(nlp):
    text = (
        "We propose Zorbic Kelp Folding (ZorbKF), a method for pebble sorting. "
        "ZorbKF outperforms strong baselines on marsh data."
    )
    proposed = linked_objects(nlp, text, Predicate.PROPOSES)
    assert len(proposed) == 1, proposed


# ------------------------------------------------------------- title names and short forms


def test_a_title_name_written_as_the_proposals_short_form_is_that_proposal(nlp):
    text = (
        "We consider training zorb networks with kelp constraints. We propose a convergent "
        "proximal-type pebble descent (Prox-PD) algorithm. The Prox-PD converges quickly."
    )
    proposed = linked_objects(nlp, text, Predicate.PROPOSES, title="ProxPD: Training Zorb Nets")
    assert len(proposed) == 1, proposed


def test_a_title_name_other_than_the_short_form_stays_the_proposal(nlp):  # guard
    text = (
        "We present a simple nearest-neighbor (NN) approach that synthesizes kelp images from "
        "zorb signals such as pebble maps."
    )
    proposed = linked_objects(nlp, text, Predicate.PROPOSES, title="PixelKelp: Kelp Synthesis")
    assert "PixelKelp" in proposed, proposed


# -------------------------------------------------------------- names a letter apart


def _merged(a: str, b: str) -> bool:
    from kg.link.merges import merge_groups

    return bool(merge_groups({a: {a}, b: {b}}, {a: a, b: b}))


def test_two_words_of_the_language_a_letter_apart_each_are_two_names():
    # "relation" has an "l" where "reaction" has a "c": two words, two things
    assert not _merged("relation zorbing", "reaction zorbing")
    assert not _merged("reaction zorbing", "relation zorbing")


def test_a_letter_written_for_another_or_two_swapped_is_a_spelling():  # guard
    assert _merged("massage zorbing", "message zorbing")
    assert _merged("casual zorbing", "causal zorbing")
    assert _merged("kelp normalisation", "kelp normalization")


# ------------------------------------------------------------------------------ gazetteer rows


def test_gazetteer_rows_of_round_70():
    from kg.lexicon.gazetteer import load_gazetteer

    lookup = load_gazetteer().lookup
    for name in ("Atari", "Atari tasks", "Atari suite", "Atari benchmark", "Atari domain"):
        assert lookup(name).name == "Atari 2600 games", name
    assert lookup("conditional image generation").name == "conditional image generation"
    assert lookup("class conditional image generation").name == "class-conditional image generation"
    assert lookup("BLI").name == "bilingual lexicon induction"
    assert lookup("bilingual dictionary induction").name == "bilingual lexicon induction"
    for name in ("estimating heterogeneous treatment effects", "estimating causal effects"):
        assert lookup(name).name == "treatment effect estimation", name


# ------------------------------------------------------- titles that learn representations


def test_a_title_learning_a_kinds_representations_names_that_task(nlp):
    text = (
        "We present a kelp framework for zorbing pebbles of interrelated marsh groups. "
        "Our model induces a joint pebble vector space where plausible groups lie close."
    )
    title = "Learning Function-Specific Pebble Representations"
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK, title=title, drawn=True)
    assert "pebble representation learning" in tasks, tasks


def test_a_title_learning_representations_of_no_named_kind_names_no_such_task(nlp):  # guard
    text = "We present a kelp framework for zorbing pebbles with marsh bottlenecks."
    title = "Learning Robust Representations via Marsh Bottlenecks"
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK, title=title)
    assert not any("representation" in t for t in tasks), tasks


# --------------------------------------------------------------- "this research" speaks of itself


def test_this_research_ends_the_lead_in(nlp):
    text = (
        "Zorb methods have been successful in kelp games such as chess and shogi. "
        "In this research, the coordination of pebble generation was focused on. "
        "The new method handles the trade-off between marsh sizes."
    )
    assert "chess" not in linked_objects(nlp, text, Predicate.ADDRESSES_TASK)
