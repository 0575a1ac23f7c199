"""Round 42: unnamed proposals whose label a short aside or a question word cut (sentences
written here).

* A parenthesised aside of one or two lowercase words inside a contribution phrase ("for
  adjusting the weights of any (non-differentiable) zorb simulator", "to perform (soft)
  reordering") is part of the phrase: before, the phrase ended at the parenthesis, cut after
  "any", and the proposal was lost. Not another word for the one before ("the confidence
  (score) of"), nor an enumerator ("(a)"), nor a short name ("(ZS)").
* A question word and its infinitive are a verb's object, no new clause: "a gating network
  that learns when to communicate ..." is a whole purpose of one of a known family (before,
  "when" ended the clause after "learns", and the known family was only used).
* "whose" opens what one of a known family is: "a variational autoencoder whose prior is
  learned jointly with the zorb encoder" is the paper's own.
* "a dataset for procedural zorb text generation" is a dataset, headed before what it is for;
  only a data phrase headed by an activity ("zorb digit recognition") is a task.

Part 2, a task stated as the paper's goal with a verb:

* "our goal is to detect X", "we aim to segment X", "this paper studies how to forecast X",
  "the aim of this work is to estimate X": the verb of a task (:data:`TASK_GERUNDS`) and its
  object are the paper's task, as "a method to detect X" was ("detecting X"). Not another
  verb ("to improve X", "to learn X"), nor a research question the paper answers ("we
  attempt to answer a critical question: whether ...").
* A stated task's object is what comes before "of": "estimating the quality of zorble
  protein models" is a task although models after "of" are what a means would be named by
  ("training domain specific models" is none); and a phrase a stop word ends after the most
  words is whole ("... of latent variable models | without bias").

Part 3, a title's "Learning to <verb of a task> X" names the task as the gerund would: "Learning
to Rank Zorble Curves" addresses "ranking zorble curves" (before, "Learning" at a title's start
named no task); not "Learning to Simulate Kelp" (no verb of a task), nor "Learning to Segment
Every Thing" (an object that names nothing).

Part 4, data the paper gathers:

* "we collect / compile / gather / crowdsource a new dataset (corpus, benchmark) of X" proposes
  it as "we introduce" does (before, gathering verbs cued nothing); not "we collect human
  judgments" (no collection named).
* "zorble sensor logs" are recorded data, as "recordings" are.
* "we introduce a multilingual SQuAD dataset": a proposed phrase around a known name keeps its
  modifiers (before, "SQuAD dataset", the known one's name, was the proposal); a new name
  after its domain words still starts the label ("Holl-E dataset").

Part 5: "some" is a determiner of a contribution phrase: "we design some mixed kelp reward
signals" proposes them (before, a phrase opening with a stop word was none). A "function",
"distribution" or "representation" introduced by "a" is a thing with an activity's ending: "a
novel zorble representation that focuses on kelp" keeps its clause, as "a kernel that ..."
does (before, the two words alone were the proposal). "to train agents to reach X": the
infinitive a control verb's object takes goes on, as after "training agents to" (before, "to
train agents" alone was a label that says too little).
"""

import pytest
from conftest import linked_objects

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.extract.relations.title_tasks import title_tasks
from kg.types import EntityType, Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _proposed(nlp, text):
    extraction = extract_one(Paper(key="p", abstract=text), nlp=nlp)
    return {
        extraction.mentions[r.object].text: extraction.mentions[r.object].type
        for r in extraction.relations
        if r.predicate is Predicate.PROPOSES and r.subject is None
    }


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "We propose a method for adjusting the weights of any (non-differentiable) zorb "
            "simulator. It is fast.",
            "method for adjusting the weights of any (non-differentiable) zorb simulator",
        ),
        (
            "We introduce a layer to perform (soft) local reordering of flange sequences. "
            "It is fast.",
            "layer to perform (soft) local reordering of flange sequences",
        ),
        (
            "We propose a scoring method which takes into account two (typically "
            "conflicting) kelp measures. It is fast.",
            "scoring method which takes into account two (typically conflicting) kelp measures",
        ),
    ],
)
def test_an_aside_inside_the_phrase_is_part_of_it(nlp, sentence, expected):
    assert expected in _proposed(nlp, sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # guard: another word for the one before, then the phrase goes on with "of"
        "We propose a method to calibrate the confidence (score) of zorb predictions.",
        # guard: an enumerator and a short name
        "We propose a method for (a) sorting flanges and (b) weighing kelp.",
        "We propose a method for sorting zorb (ZS) flanges.",  # guard
        # guard: more than two words
        "We propose a method for sorting any (possibly very noisy) zorb flanges.",
    ],
)
def test_no_aside_read_into_the_label(nlp, sentence):
    for label in _proposed(nlp, sentence + " It is fast."):
        assert "(score) of" not in label
        assert "(a)" not in label
        assert "(ZS)" not in label
        assert "very noisy)" not in label


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "We propose a gating network that learns when to communicate in cooperative "
            "kelp swarms.",
            "gating network that learns when to communicate in cooperative kelp swarms",
        ),
        (  # guard: "how" never ended the clause
            "We introduce a recurrent neural network that learns how to allocate zorb memory.",
            "recurrent neural network that learns how to allocate zorb memory",
        ),
    ],
)
def test_a_question_word_and_infinitive_complete_the_purpose(nlp, sentence, expected):
    found = linked_objects(nlp, sentence + " It sorts flanges well.", Predicate.PROPOSES)
    assert expected in found


def test_whose_says_what_one_of_a_known_family_is(nlp):
    text = (
        "In this paper, we introduce a variational autoencoder whose prior is learned jointly "
        "with the zorb encoder. It sorts flanges well."
    )
    found = linked_objects(nlp, text, Predicate.PROPOSES)
    assert "variational autoencoder whose prior is learned jointly with the zorb encoder" in found


def test_a_question_word_opening_a_clause_is_no_object(nlp):
    # guard: "when the data is noisy" is a clause of its own, no purpose
    text = "We propose a recurrent neural network that fails when the zorb data is noisy."
    found = linked_objects(nlp, text, Predicate.PROPOSES)
    assert not any("when the zorb data" in label for label in found)


def test_a_dataset_for_an_activity_is_a_dataset(nlp):
    text = "We introduce a dataset for procedural zorb text generation from kelp images."
    assert _proposed(nlp, text) == {
        "dataset for procedural zorb text generation": EntityType.DATASET
    }


def _tasks(nlp, text):
    extraction = extract_one(Paper(key="p", abstract=text), nlp=nlp)
    return {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.ADDRESSES_TASK
    }


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Our goal is to detect zorble anomalies in kelp sensor data.",
            "detecting zorble anomalies",
        ),
        ("We aim to segment kelp forests in satellite images.", "segmenting kelp forests"),
        (
            "This paper studies how to forecast kelp growth from ocean temperature records.",
            "forecasting kelp growth from ocean temperature records",
        ),
        (
            "The aim of this work is to estimate flange wear of zorble pumps.",
            "estimating flange wear of zorble pumps",
        ),
        (
            "Our goal is to estimate the log marginal likelihood of latent variable models "
            "without bias.",
            "estimating log marginal likelihood of latent variable models",
        ),
    ],
)
def test_a_goal_stated_with_a_task_verb_is_the_task(nlp, sentence, expected):
    assert expected in _tasks(nlp, sentence + " We propose Zorbnet for it.")


@pytest.mark.parametrize(
    "sentence",
    [
        # guard: verbs of no task
        "Our goal is to improve zorble sorting in kelp farms.",
        "We aim to learn zorble policies for kelp farms.",
        # guard (old code read no goal frame): a research question the paper asks
        "We attempt to answer a critical question: whether zorbles sort kelp.",
    ],
)
def test_no_goal_task_from_other_verbs_or_questions(nlp, sentence):
    found = _tasks(nlp, sentence + " We propose Zorbnet for it.")
    assert not any(t.startswith(("improving", "learning", "answering")) for t in found)


def test_a_stated_task_is_of_what_comes_before_of(nlp):
    text = "We propose a method for estimating the quality of zorble protein models."
    assert "estimating quality of zorble protein models" in _tasks(nlp, text)


def test_a_means_made_is_still_no_task(nlp):
    # guard: the models are what is made, no "of" after them
    text = "We propose a method for training domain specific zorble models."
    assert not any(t.startswith("training") for t in _tasks(nlp, text))


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Learning to Rank Zorble Curves", ["Ranking Zorble Curves"]),
        (
            "KELP: Learning to Filter Noisy Zorble Labels with Flanges",
            ["Filtering Noisy Zorble Labels"],
        ),
        ("Learning to Infer Kelp Programs from Zorble Images", ["Inferring Kelp Programs"]),
    ],
)
def test_learning_to_do_a_task_names_the_task(title, expected):
    assert title_tasks(title) == expected


@pytest.mark.parametrize(
    "title",
    [
        "Learning to Simulate Kelp Farms",
        "Learning to Learn Zorbles",
        "Learning to Segment Every Thing in Kelp Imagery",  # guard: an object naming nothing
    ],
)
def test_learning_to_do_other_things_names_no_task(title):
    # guard: verbs of no task
    assert title_tasks(title) == []


def test_a_title_learning_to_do_a_task_is_the_papers_task(nlp):
    text = "We sort zorble curves by their slopes. Our ranker is fast on kelp data."
    found = linked_objects(
        nlp, text, Predicate.ADDRESSES_TASK, title="Learning to Rank Zorble Curves", drawn=True
    )
    assert "ranking zorble curves" in {label.lower() for label in found}


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "We collect a new dataset of 12,000 annotated kelp images from coastal drones.",
            "dataset of 12,000 annotated kelp images",
        ),
        (
            "We compile a large corpus of zorble maintenance reports.",
            "corpus of zorble maintenance reports",
        ),
        (
            "We crowdsource two benchmarks of flange puzzles for kelp agents.",
            "benchmarks of flange puzzles",
        ),
    ],
)
def test_gathering_a_collection_proposes_it(nlp, sentence, expected):
    found = _proposed(nlp, sentence + " Our detector is accurate on it.")
    assert any(expected in label for label in found), found


def test_gathering_other_things_proposes_nothing(nlp):
    # guard: no collection named
    text = "We collect human judgments of kelp images and gather statistics of zorbles."
    assert _proposed(nlp, text) == {}


def test_sensor_logs_are_recorded_data(nlp):
    abstract = (
        "We propose ZorbNet, a model of flange faults. Experiments on real-world zorble sensor "
        "logs from three factories show that ZorbNet predicts faults early."
    )
    extraction = extract_one(Paper(key="p", abstract=abstract), nlp=nlp)
    found = {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.EVALUATES_ON
    }
    assert "zorble sensor logs" in found


def test_a_variant_of_a_known_dataset_keeps_its_modifiers(nlp):
    text = "We introduce a multilingual SQuAD dataset, which extends the original with zorbles."
    assert "multilingual SQuAD dataset" in _proposed(nlp, text)


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Then, we design some mixed kelp reward signals, which learn better policies.",
            "mixed kelp reward signals",
        ),
        (
            "We present some extensions of the zorble network for kelp imaging.",
            "extensions of the zorble network",
        ),
    ],
)
def test_some_opens_a_contribution_phrase(nlp, sentence, expected):
    assert any(label.startswith(expected) for label in _proposed(nlp, sentence))


def test_some_results_are_no_contribution(nlp):
    # guard: a report stays none
    assert _proposed(nlp, "We present some results on kelp imaging.") == {}


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "We introduce a novel zorble representation that explicitly focuses on missing kelp.",
            "zorble representation that explicitly focuses on missing kelp",
        ),
        (
            "We develop a novel flange distribution that is based on kelp images.",
            "flange distribution that is based on kelp images",
        ),
    ],
)
def test_a_thing_with_an_activity_ending_keeps_its_clause(nlp, sentence, expected):
    assert expected in _proposed(nlp, sentence)


def test_the_infinitive_of_a_control_verb_object_goes_on(nlp):
    text = (
        "We present an unsupervised learning algorithm to train agents to reach zorble goals "
        "using only kelp observations."
    )
    found = _proposed(nlp, text)
    assert "unsupervised learning algorithm to train agents to reach zorble goals" in found
