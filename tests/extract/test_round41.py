"""Round 41: data described by what it records ("sleep zorbon recordings", "kelp telemetry
data"), read as the data of the paper's experiments (sentences written here).

* A head of recorded data ("data", "recordings", "observations", "measurements") after nouns
  that say what was recorded is a described Dataset of the paper: "We apply networks to
  zorbon spindle recordings" (before, only named collections and "dataset" / "corpus" /
  "benchmark" heads were).
* Not a role or kind of data ("training data", "image data", "trajectory data", "pixel
  data"), nor an adjective's ("particular data", "future observations"), nor a verb's object
  ("to misclassify data", "for detecting outlier observations"), nor the noun "data" modifies
  ("data sets", "data points").

Part 2, the title-described proposal (round 40):

* "the proposed X outperforms existing methods": the pointing words "our X" / "the proposed
  X" are the paper's own whatever prior work the sentence compares them with (before, a
  sentence naming prior work pointed at nothing). A sentence with an author-year citation
  still does not point.
* "... with Limited Labeled Data" is the data a paper has, not a means: "Learning Kelp
  Sentiments with Limited Labeled Data" describes no thing made.

Part 3, a title's task with its object: "Zorb Saliency for the Detection of Kelp Examples"
names the task "detection of kelp examples" (before, the bare "Detection" named none); only
whole (the abstract's "kelp examples" is no task), and not where the head has modifiers of its
own ("Mixed Zorb Quantization of Kelp Nets", "Bayesian Prediction of Kelp Scenes").

Part 4, the gazetteer: "generative modeling" (and "deep generative modeling") is a task of its
own, as "language modeling" is, not a spelling of the concept "generative model"; so is
"sequence modeling". A known family named by what it is based on ("energy-based model") is a
term, not a class of works described so ("RNN-based approaches").
"""

import pytest
from conftest import linked_objects

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.extract.relations.title_described import described_contribution
from kg.extract.relations.title_tasks import title_tasks
from kg.types import (
    DESCRIBED_EXTRACTOR,
    TITLE_DESCRIBED_EXTRACTOR,
    EntityType,
    Paper,
    Predicate,
)


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _described(nlp, abstract):
    extraction = extract_one(Paper(key="p", abstract=abstract), nlp=nlp)
    mentions = extraction.mentions
    return {
        mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.EVALUATES_ON
        and mentions[r.object].extractor == DESCRIBED_EXTRACTOR
        and mentions[r.object].type is EntityType.DATASET
    }


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "We apply convolutional networks to zorbon spindle recordings.",
            "zorbon spindle recordings",
        ),
        ("We train the model on kelp telemetry data from 40 ships.", "kelp telemetry data"),
        ("We evaluate our method on flange pressure measurements.", "flange pressure measurements"),
        ("Experiments on noisy calcium-imaging data show gains.", "calcium-imaging data"),
        ("We demonstrate it on sleep EEG recordings of 30 subjects.", "sleep EEG recordings"),
        (
            "We train on observed kelp swarm trajectory data.",
            "kelp swarm trajectory data",
        ),
    ],
)
def test_data_described_by_what_it_records(nlp, sentence, expected):
    abstract = "We propose Zorbnet, a model of flanges. " + sentence
    assert _described(nlp, abstract) == {expected}


@pytest.mark.parametrize(
    "sentence",
    [
        # guard: roles and kinds of data
        "We train the model on training data and synthetic data.",
        "We evaluate our method on image data and text data.",
        "We learn dynamics from trajectory data and pixel data.",
        # guard: adjectives
        "We evaluate it on particular data and future observations.",
        # guard: a verb's object
        "We show that networks tend to misclassify data near the boundary.",
        "We evaluate a method for detecting outlier observations.",
        # guard: "data" modifies the noun after it
        "Experiments on kelp data points show gains.",
    ],
)
def test_no_recorded_data_described(nlp, sentence):
    abstract = "We propose Zorbnet, a model of flanges. " + sentence
    assert _described(nlp, abstract) == set()


_COMPARED = (
    "Flanges are hard to sort in murky water. We show how kelp distillation can sort them. "
    "On three harbours, the proposed method outperforms existing sorting methods."
)
_TITLE = "Zorbic Flange Sorting via Kelp Distillation"


def _title_proposals(nlp, text, title):
    extraction = extract_one(Paper(key="sha256:r41", abstract=text, title=title), nlp=nlp)
    return [
        extraction.mentions[r.object]
        for r in extraction.relations
        if r.predicate is Predicate.PROPOSES
        and extraction.mentions[r.object].extractor == TITLE_DESCRIBED_EXTRACTOR
    ]


def test_the_proposed_method_beside_prior_work_points(nlp):
    proposals = _title_proposals(nlp, _COMPARED, _TITLE)
    assert [m.text for m in proposals] == ["zorbic flange sorting via kelp distillation"]


def test_a_cited_sentence_does_not_point(nlp):  # guard
    text = _COMPARED.replace("existing sorting methods", "the sorter of Doe et al. (2019)")
    assert _title_proposals(nlp, text, _TITLE) == []


def test_limited_data_is_no_means():
    assert described_contribution("Learning Kelp Sentiments with Limited Labeled Data") is None
    # guard: a means after "with"
    assert described_contribution("Training Zorb Networks with Kelp Priors") is not None


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Zorb Saliency for the Detection of Kelp Examples", ["Detection of Kelp Examples"]),
        (
            "Parsing-based Zorbs for Verification and Recognition of Kelp Plans",
            ["Recognition of Kelp Plans"],
        ),
        (
            "Efficient Recognition of Long-range Kelp Actions",
            ["Efficient Recognition of Long-range Kelp Actions"],
        ),
        # guard: a task named before its object
        ("Mixed Zorb Quantization of Kelp Nets via Flange Search", ["Mixed Zorb Quantization"]),
        ("Bayesian Prediction of Kelp Scenes using Zorb Likelihoods", ["Bayesian Prediction"]),
    ],
)
def test_a_task_head_with_its_object(title, expected):
    assert title_tasks(title) == expected


def test_the_task_with_its_object_is_the_papers(nlp):
    abstract = (
        "We propose ZorbMap, a saliency map for kelp examples. ZorbMap outperforms flange "
        "detectors on three kelp sets."
    )
    extraction = extract_one(
        Paper(key="p", abstract=abstract, title="Zorb Saliency for the Detection of Kelp Examples"),
        nlp=nlp,
    )
    tasks = {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.ADDRESSES_TASK
    }
    assert tasks == {"detection of kelp examples"}


def test_generative_modeling_is_a_task():
    from kg.lexicon.gazetteer import load_gazetteer

    gazetteer = load_gazetteer()
    assert gazetteer.lookup("generative modelling").name == "generative modeling"
    assert gazetteer.lookup("deep generative modeling").type is EntityType.TASK
    assert gazetteer.lookup("sequence modeling").type is EntityType.TASK
    # guard: the model itself stays a concept
    assert gazetteer.lookup("generative models").type is EntityType.CONCEPT


def test_a_paper_on_generative_modeling_addresses_it(nlp):
    abstract = (
        "Generative modeling of flange images is hard. We propose Zorbnet, a kelp "
        "autoencoder for generative modeling, and show it beats flange baselines."
    )
    tasks = linked_objects(nlp, abstract, Predicate.ADDRESSES_TASK, drawn=True)
    assert tasks.get("generative modeling") == "Task"


def test_a_known_based_family_is_a_term():
    from kg.link.termhood import termhood

    assert termhood("energy-based model", named=False, defined=False, in_gazetteer=True) == "term"
    # guard: a class of works described by its base, and a known quality, stay generic
    assert termhood("RNN-based approaches", named=False, defined=False, in_gazetteer=False) == (
        "generic"
    )
    assert termhood("robustness", named=False, defined=False, in_gazetteer=True) == "generic"
