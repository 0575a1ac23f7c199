"""Round 60: a short form of initials and a word ("ND-Adam", "DS-Softmax", "RDI-Nets") is
defined by its long form, so the two are one node; disentangled representation learning is a
task of its own (the gazetteer had it as an alias of the concept disentanglement)."""

import pytest

from kg.extract import extract_one
from kg.extract.acronyms import find_acronyms
from kg.extract.pipeline import make_pipeline
from kg.link import link
from kg.types import EntityType, Paper


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _definitions(text: str) -> list[tuple[str, str]]:
    return [(text[a:b], text[c:d]) for a, b, c, d in find_acronyms(text)]


def test_initials_and_the_last_word_define_a_short_form():
    text = "We propose Pebble Kelp Sorting (PK-Sorting), which sorts pebbles."
    assert _definitions(text) == [("Pebble Kelp Sorting", "PK-Sorting")]


def test_a_hyphenated_word_gives_one_initial():
    text = "We propose the normalized pebble-preserving Kelp (NP-Kelp) optimizer."
    assert _definitions(text) == [("normalized pebble-preserving Kelp", "NP-Kelp")]


def test_the_word_may_be_cut():
    text = "We build Robust Kelp Inference Networks (RKI-Nets) and Dynamic Pebble Convolution (DP-Conv)."
    assert _definitions(text) == [
        ("Robust Kelp Inference Networks", "RKI-Nets"),
        ("Dynamic Pebble Convolution", "DP-Conv"),
    ]


def test_one_initial_needs_a_capitalised_word():
    text = (
        "We show a universal Pebble Principle (P-Principle) and the pebble principle (P-Principle)."
    )
    assert _definitions(text) == [("Pebble Principle", "P-Principle")]


def test_other_words_define_nothing():
    # guard: the word is not the long form's last, or the initials do not match
    assert _definitions("We propose Pebble Sorting (PS-Kelp) for kelp.") == []
    assert _definitions("We propose Pebble Kelp Sorting (KP-Sorting) for kelp.") == []


def _entities(nlp, text: str) -> dict[str, tuple[str, EntityType]]:
    extraction = extract_one(Paper(key="p", abstract=text), nlp=nlp)
    linked = link([extraction])
    out = {}
    for i, mention in enumerate(extraction.mentions):
        j = linked.mention_entity.get(("p", i))
        if j is not None:
            out[mention.text] = (linked.entities[j].label, linked.entities[j].type)
    return out


def test_the_short_form_and_its_long_form_are_one_node(nlp):
    text = (
        "We propose a new framework, Pebble Regularized Classifier (PR-Classifier), which sorts "
        "kelp. PR-Classifier outperforms prior sorters on two pebble benchmarks."
    )
    entities = _entities(nlp, text)
    assert entities["PR-Classifier"][0] == entities["Pebble Regularized Classifier"][0]


def test_disentangled_representation_learning_is_a_task(nlp):
    text = (
        "Learning disentangled representations is a central problem. We propose a kelp prior "
        "that improves disentanglement on pebble images."
    )
    entities = _entities(nlp, text)
    assert entities["Learning disentangled representations"] == (
        "disentangled representation learning",
        EntityType.TASK,
    )
    # (round 69: disentanglement names the task too, no concept of its own)
    assert entities["disentanglement"] == (
        "disentangled representation learning",
        EntityType.TASK,
    )


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        (
            "Our kelp replay mitigates catastrophic forgetting in continual pebble sorting.",
            "catastrophic forgetting",
        ),
        ("The zorb objective alleviates mode collapse in pebble GANs.", "mode collapse"),
        ("The kelp prior prevents posterior collapse in zorb VAEs.", "posterior collapse"),
        ("Our pebble layer alleviates over-smoothing in deep zorb GNNs.", "over-smoothing"),
        ("The kelp decoder reduces exposure bias in pebble generation.", "exposure bias"),
    ],
)
def test_a_failure_papers_overcome_is_a_task(nlp, sentence, name):
    assert _entities(nlp, sentence)[name] == (name, EntityType.TASK)


def test_forgetting_alone_is_not_catastrophic_forgetting(nlp):
    # "a forgetting event" of one training example is no catastrophic forgetting
    text = "We define a forgetting event for each kelp example during pebble training."
    assert _entities(nlp, text).get("forgetting", ("",))[0] != "catastrophic forgetting"
