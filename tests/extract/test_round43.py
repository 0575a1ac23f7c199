"""Round 43 (sentences written here; each part below has its own comment).

Part 1: a task the text names by its modifiers and "task" ("the fruit collection task", "on
next sentence prediction task", "hand manipulation tasks"), which the tagger missed, is a Task
phrase. Before, a noun phrase headed by "task" was no candidate at all ("task" is a generic
head), so a task named only this way was lost. Now it is a Task phrase when a noun comes before
"task", no word of praise or number does ("three new tasks", "an expensive task") and no noun
follows, which "task" would modify ("task zorb data"); "next" before it is part of the name.

Parts 2-4: contribution phrases kept whole (a known property before a head, a long infinitive
purpose, nouns joined by "and" before a head, a short name defined inside, a clause of means
after a comma); part 5: a title's "How to <verb> X"; part 6: an adverb after a goal frame.
"""

import pytest
from conftest import linked_objects

from kg.extract import extract_one
from kg.extract.phrases import noun_phrases
from kg.extract.pipeline import make_pipeline
from kg.types import EntityType, Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We propose ZelNet, a multi-stream representation of dialogues. We benchmark "
            "these embeddings on the next flange ranking task and improve upon existing "
            "techniques.",
            "next flange ranking",  # (the label leaves out "task", round 68)
        ),
        (
            "We propose KelpStep, a step-size adaptation rule. KelpStep is evaluated on a "
            "zorble collection task, where it adapts the step size faster than the "
            "hyperbolic decay.",
            "zorble collection task",  # ("collection" is no task head: the suffix stays)
        ),
        (  # guard: the tagger finds this one already
            "We propose a new objective for zorb control. We evaluate its effectiveness on "
            "several flange manipulation tasks against a number of baselines.",
            "flange manipulation",
        ),
    ],
)
def test_a_task_named_by_its_modifiers_is_addressed(nlp, text, expected):
    assert expected in linked_objects(nlp, text, Predicate.ADDRESSES_TASK)


def _tasks(nlp, text):
    extraction = extract_one(Paper(key="p", abstract=text), nlp=nlp)
    return {m.text for m in extraction.mentions if m.type is EntityType.TASK}


@pytest.mark.parametrize(
    ("text", "unwanted"),
    [
        # guard: no noun names the task
        ("Labelling zorble flanges is an expensive task for annotators.", "expensive task"),
        # guard: a number and a word of praise are no name
        ("We then sample three new kelp tasks and reset the policies.", "new kelp tasks"),
        # guard: "task" modifies the noun after it
        ("We use high kelp resolution task zorb data from forty subjects.", "resolution task"),
    ],
)
def test_no_task_phrase_without_a_name(nlp, text, unwanted):
    assert not any(unwanted in t for t in _tasks(nlp, text))


def test_the_phrase_is_found_from_words_alone():
    words = "we benchmark it on the next flange ranking task and on three new tasks".split()
    assert [" ".join(words[a:b]) for a, b in noun_phrases(words)] == ["next flange ranking task"]


def _proposed(nlp, text):
    extraction = extract_one(Paper(key="p", abstract=text), nlp=nlp)
    return {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.PROPOSES and r.subject is None
    }


# Part 2: a known property before a head ("a first differentially private estimator of X") is
# no kind of the property: the phrase with its complement is the proposal (before, it was
# taken as one of a known family and, with no purpose after it, dropped). A purpose said with
# an infinitive may run on as a purpose does ("a transfer learning method to obtain X within
# the framework of Y", up to 16 tokens; before, past 8 tokens the complement was none whole
# and only the generic name "transfer learning method" was left).


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We propose a first differentially private estimator of the kelp survival curve "
            "and show that it can be easily extended.",
            "differentially private estimator of the kelp survival curve",
        ),
        (
            "We propose a novel transfer learning method to obtain zorble optimizers within "
            "the well-established framework of Bayesian optimization, allowing our algorithm "
            "to reuse flange data.",
            "transfer learning method to obtain zorble optimizers within the well-established "
            "framework of Bayesian optimization",
        ),
        (  # guard: a purpose after the known property keeps its clause
            "We propose a test-time scaling strategy that estimates zorble difficulty from "
            "the first few hundred tokens.",
            "test-time scaling strategy that estimates zorble difficulty from the first few "
            "hundred tokens",
        ),
    ],
)
def test_the_phrase_with_its_complement_is_proposed(nlp, text, expected):
    assert expected in _proposed(nlp, text)


# Part 3: two nouns joined by "and" / "or" that modify the head after them ("a phase and
# magnitude augmented feature space", "an exploration and imitation-learning-based agent")
# are one phrase (before, "and" ended the head at the first noun and no label was whole);
# "along with" ends the head as "with" does. Not two things, nor a second verb, nor two
# adjectives of a finding.


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We present an amplitude and phase-aware zorble loss, which is scale invariant.",
            "amplitude and phase-aware zorble loss",
        ),
        (
            "We propose a zorble and flange augmented feature space along with a kelp "
            "standardization technique.",
            "zorble and flange augmented feature space",
        ),
        (
            "This work presents a kelp and imitation-learning-based agent capable of "
            "state-of-the-art performance in playing zorble games.",
            "kelp and imitation-learning-based agent capable of state-of-the-art performance",
        ),
    ],
)
def test_joined_modifiers_are_one_phrase(nlp, text, expected):
    assert any(label.startswith(expected) for label in _proposed(nlp, text))


@pytest.mark.parametrize(
    ("text", "unwanted"),
    [
        # guard: a second verb
        ("We propose a zorble regularizer and prove convergence rates for it.", "and prove"),
        # guard: two things, the first of two words
        (
            "We give numerical evidence and mathematical justifications for the zorble "
            "conjectures.",
            "evidence and mathematical",
        ),
        # guard: a participle opens the second thing
        (
            "We describe a novel technique and implemented system for sorting zorble flanges.",
            "technique and implemented",
        ),
        # guard: two adjectives of a finding
        ("We derive necessary and sufficient conditions for zorble optimality.", "necessary"),
    ],
)
def test_no_joined_phrase_across_things(nlp, text, unwanted):
    assert not any(unwanted in label for label in _proposed(nlp, text))


# Part 4: a short name defined inside a phrase is read past ("deep zorble learning (ZL) |
# policies"; before, the phrase ended at the parenthesis, cut inside a compound), unless an
# adverb follows it; ", by combining A and B" after a phrase is a clause of means, not a list
# the phrase's last item goes on into (before, the phrase was taken for a list's cut first
# item and only the known name was left); a proposal's purpose is after its last "for"
# ("a module for X architectures built | for kelp classification").


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We present a neural architecture search algorithm to construct compact zorble "
            "(ZB) policies, by combining KelpA and KelpB in a scalable way.",
            "neural architecture search algorithm to construct compact zorble (ZB) policies",
        ),
        (
            "We propose a method for evaluating the sensitivity of deep zorble learning (ZL) "
            "policies to kelp noise.",
            "method for evaluating the sensitivity of deep zorble learning (ZL) policies to "
            "kelp noise",
        ),
        (  # guard: an adverb after the short name
            "This paper presents a method to explain the knowledge encoded in a zorble "
            "network (ZN) quantitatively and semantically.",
            "method to explain the knowledge encoded in a zorble network",
        ),
    ],
)
def test_a_short_name_inside_the_phrase_is_read_past(nlp, text, expected):
    assert expected in _proposed(nlp, text)


def test_the_purpose_is_after_the_last_for(nlp):
    text = (
        "We propose an attention module for zorble network architectures built for kelp "
        "classification."
    )
    tasks = _tasks(nlp, text)
    assert "kelp classification" in tasks
    assert not any(t.startswith("zorble network architectures") for t in tasks)


# Part 5: a title's "How to <verb of a task> X" (an adverb may come between) names the task as
# "Learning to <verb> X" does: "ZorbGAN: How To Easily Identify Kelp Samples" addresses
# "identifying kelp samples" (before, a title opening with "How" named no task).


def test_how_to_in_a_title_names_the_task(nlp):
    text = (
        "We show two strategies to spot fake kelp samples made by generative adversarial "
        "networks. Both strategies identify kelp samples with high accuracy."
    )
    title = "ZorbGAN: How To Easily Identify Kelp Samples"
    assert "identifying kelp samples" in linked_objects(
        nlp, text, Predicate.ADDRESSES_TASK, title=title
    )


def test_how_to_with_another_verb_names_no_task(nlp):  # guard
    text = "We sparsify zorble networks by pruning half of their kelp connections."
    title = "ZorbNet: How to Sparsify a Kelp Network"
    assert not any(
        label.lower().startswith("sparsifying")
        for label in linked_objects(nlp, text, Predicate.ADDRESSES_TASK, title=title)
    )


# Part 6: an adverb between a goal frame's "to" and its verb ("our goal is to accurately
# segment X") keeps the frame (before, the adverb hid it).


def test_an_adverb_after_the_goal_frame(nlp):
    text = "Our goal is to accurately segment kelp forests in zorble drone images."
    assert "segmenting kelp forests" in _tasks(nlp, text)
