"""Round 57 (sentences written here).

A naming clause gives the paper's own thing its name with no cue verb the other finders read:
"It also introduces a new technique, named kelp clipping", "The algorithm presented, called
KELPSORT, ...", "... turns X into a sorting model, called Pebble Flow (PF)", "We unite two
paradigms in a unified framework, named as ctx-Kelp". A kind no word makes the paper's ("a
technique called ..."), others' work told in the past, or a known name is not proposed.
"""

import pytest

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.graph import is_drawn
from kg.link import link
from kg.types import Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _edges(nlp, text: str, title: str | None = None) -> set[tuple[str, str]]:
    extraction = extract_one(Paper(key="p", abstract=text, title=title), nlp=nlp)
    return {
        (r.predicate.value, extraction.mentions[r.object].text)
        for r in extraction.relations
        if r.subject is None
    }


def _drawn_tasks(nlp, text: str, title: str | None = None) -> set[str]:
    """The texts of the addressed tasks the graph draws for ``text``."""
    paper = Paper(key="sha256:round57", abstract=text, title=title)
    extraction = extract_one(paper, nlp=nlp)
    linked = link([extraction])
    return {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.ADDRESSES_TASK
        and (paper.key, r.object) in linked.mention_entity
        and is_drawn(linked.entities[linked.mention_entity[(paper.key, r.object)]])
    }


@pytest.mark.parametrize(
    "text, name",
    [
        (
            "We study pebble collapse in kelp autoencoders. It also introduces a new technique, "
            "named kelp clipping, that is used to control the distance between pebbles.",
            "kelp clipping",
        ),
        (
            "We study pebble identification. The algorithm presented, called KELPSORT, "
            "iteratively infers the full state of the pebbles.",
            "KELPSORT",
        ),
        (
            "We demonstrate how a simple change of the architecture turns PebNet into a powerful "
            "sorting model, called Pebble Flow (PF), that uses kelp dynamics.",
            "Pebble Flow",
        ),
        (
            "We unite two complementary paradigms of pebble sorting by combining a kelp model "
            "and a pebble model in a unified probabilistic framework, named as ctx-Kelp.",
            "ctx-Kelp",
        ),
    ],
)
def test_a_name_given_to_the_papers_new_kind_is_proposed(nlp, text, name):
    assert ("proposes", name) in _edges(nlp, text)


@pytest.mark.parametrize(
    "text, name",
    [
        # guards: no word makes the kind the paper's, or it is others' work
        (
            "In this paper, we consider the use of an advanced sorting technique called pebble "
            "kelp computation to let members sort pebbles.",
            "pebble kelp computation",
        ),
        (
            "Among these, the so-called KelpGate architecture was proposed, which sorts pebbles "
            "better than plain networks.",
            "KelpGate",
        ),
        (
            "We use a robust version of the sorter, based on a recent technique called pebble "
            "mimicking, that improves the sorting quality.",
            "pebble mimicking",
        ),
        (
            "We regularise the pebble sorter with a new technique, called dropout, on every "
            "kelp layer.",
            "dropout",
        ),
    ],
)
def test_a_name_given_to_others_kind_is_not_proposed(nlp, text, name):
    assert ("proposes", name) not in _edges(nlp, text)


@pytest.mark.parametrize(
    "title, text, task",
    [
        (
            None,
            "Given a pebble and a sentence, the goal of weakly-supervised pebble moment "
            "retrieval is to locate the kelp segment described by the sentence. We propose "
            "KelpNet for it.",
            "weakly-supervised pebble moment retrieval",
        ),
        (
            None,
            "We consider off-kelp pebble evaluation when the pebbles are sorted by several "
            "kelp policies. We propose KelpNet for it.",
            "off-kelp pebble evaluation",
        ),
        (
            "Kelp Sieves for Fine-grained Pebble Categorization",
            "We propose kelp sieves, which improve fine-grained pebble categorization.",
            "fine-grained pebble categorization",
        ),
    ],
)
def test_a_stated_goal_a_studied_activity_and_a_titles_head_name_tasks(nlp, title, text, task):
    assert task in _drawn_tasks(nlp, text, title)


@pytest.mark.parametrize(
    "text, task",
    [
        # guards: the goal of the paper or of an agent names no activity
        (
            "The goal of kelp sorting agents is to maximise the pebble reward. We propose "
            "KelpNet for it.",
            "kelp sorting agents",
        ),
    ],
)
def test_the_goal_of_a_doer_is_no_task(nlp, text, task):
    assert task not in _drawn_tasks(nlp, text)


def _results(nlp, text: str) -> set[tuple[str, str, str | None]]:
    extraction = extract_one(Paper(key="p", abstract=text), nlp=nlp)
    mentions = extraction.mentions
    return {
        (
            mentions[r.metric].text,
            r.value,
            None if r.dataset is None else mentions[r.dataset].text,
        )
        for r in extraction.results
    }


def test_every_value_of_a_list_takes_the_lists_metric(nlp):
    text = (
        "We propose KelpNet. The accuracies on MNIST, KelpMNIST and FashionMNIST are 99.56%, "
        "97.22% and 94.32%, respectively."
    )
    assert _results(nlp, text) == {
        ("accuracies", "99.56%", "MNIST"),
        ("accuracies", "97.22%", "KelpMNIST"),
        ("accuracies", "94.32%", "FashionMNIST"),
    }


def test_a_range_listed_after_a_range_starts_at_its_baseline(nlp):
    # guard: "0.75 to 0.87" is a change from 0.75, no value of the paper's
    text = (
        "We propose KelpNet. We improve the Pearson correlations of pebble means and kelp "
        "variances from 0.89 to 0.97 and 0.75 to 0.87, respectively."
    )
    assert "0.75" not in {value for _, value, _ in _results(nlp, text)}


def test_a_definition_inside_brackets_opens_after_the_bracket(nlp):
    text = (
        "We apply KelpNet to discrete pebble problems (Multi-Kelp Pebble Collection (MKPC)) "
        "and achieve 97% optimality."
    )
    extraction = extract_one(Paper(key="p", abstract=text), nlp=nlp)
    assert "Multi-Kelp Pebble Collection" in {m.text for m in extraction.mentions}
    assert not any(m.text.startswith("(") for m in extraction.mentions)


def test_a_proposals_purpose_may_be_a_processing_task(nlp):
    text = "In this paper, we propose a residual kelp attention network for high-quality pebble restoration."
    assert "high-quality pebble restoration" in _drawn_tasks(nlp, text)


def test_contributing_to_a_field_is_no_cue_but_the_verb_after_is(nlp):
    text = (
        "This work contributes to pebble geolocation by introducing a novel kelp meshing strategy."
    )
    assert ("proposes", "kelp meshing strategy") in _edges(nlp, text)


def test_contributing_a_thing_still_proposes_it(nlp):
    # guard: "we contribute a new dataset" is a cue as before
    assert ("proposes", "dataset of pebble images") in _edges(
        nlp, "We contribute a new dataset of pebble images."
    )


def test_a_cue_that_counts_its_things_lists_them_after_a_colon(nlp):
    text = (
        "To this end, this paper introduces two innovations: (i) a kelp process-based "
        "hierarchical sieve for the pebble parameters, and (ii) input-dependent kelp variables "
        "for the pebble prior."
    )
    edges = _edges(nlp, text)
    assert ("proposes", "input-dependent kelp variables") in edges


def test_contributing_in_a_direction_is_no_cue_either(nlp):
    text = (
        "We contribute in both directions: we propose a sorter based on kelp layers and we "
        "show how to train it."
    )
    assert any(p == "proposes" and o.startswith("sorter") for p, o in _edges(nlp, text))


def test_the_task_of_a_modified_activity_frames_it(nlp):
    text = (
        "We propose KelpNet. For the task of next pebble selection, KelpNet shows a large gain "
        "over the baselines."
    )
    assert "pebble selection" in _drawn_tasks(nlp, text)


def test_the_task_of_a_gerund_frames_no_object(nlp):
    # guard: what a gerund acts on is no task of its own
    text = (
        "We propose KelpNet. For the task of identifying kelp fibrillation from small amounts "
        "of pebble data, KelpNet improves accuracy."
    )
    assert "kelp fibrillation" not in _drawn_tasks(nlp, text)


def test_a_term_listed_before_a_suffixed_task_is_a_task(nlp):
    # (real names and task words: the finder types "word similarity" a Concept only so)
    text = (
        "We introduce kelp lookup embeddings and demonstrate they outperform Word2Vec and GloVe "
        "embeddings on a variety of word similarity and word relatedness tasks."
    )
    assert "word similarity" in _drawn_tasks(nlp, text)


def test_a_doer_listed_before_a_suffixed_task_is_no_task(nlp):
    # guard: "pebble meta-learners" names learners, not a task
    text = "We present results using several pebble meta-learners and self-supervised kelp tasks."
    assert "pebble meta-learners" not in _drawn_tasks(nlp, text)
