"""Round 59: an unnamed proposal after "proposing" ("by proposing multi-task extensions of
three kelp algorithms") is no label cut after a modifier: it gets its node (not one after
"introducing", which says what a method does: "by introducing X into Y")."""

import pytest

from kg.lexicon.gazetteer import load_gazetteer
from kg.link.proposal_labels import cut_proposal
from kg.link.termhood import termhood
from kg.types import EntityType, Mention


def _cut(text: str, label: str) -> bool:
    start = text.index(label)
    mention = Mention(label, start, start + len(label), EntityType.METHOD, "proposal.phrase", 0.6)
    return cut_proposal(mention, text)


def test_a_proposal_after_proposing_is_whole():
    text = (
        "We complement our analysis by proposing multi-task extensions of three kelp algorithms "
        "that we evaluate on pebble benchmarks."
    )
    assert not _cut(text, "multi-task extensions of three kelp algorithms")


def test_what_a_method_does_after_introducing_stays_cut():
    # guard: "by introducing | X into Y": what the method does, no proposal's whole label
    text = "We achieve this by introducing layer-wise loss scale values into kelp training."
    assert _cut(text, "layer-wise loss")


def test_a_label_after_another_gerund_stays_cut():
    # guard: "resulting | X": a modifier cut off before the label
    text = "We study the resulting kelp structure of pebble sorters in detail."
    assert _cut(text, "kelp structure of pebble sorters")


# A problem named by what it is about in two to four words ("the mode collapse problem", "the
# cold-start problem") is a term: the addressesTask edge to it is drawn; one named by its role
# or quality ("target task", "toy problem", "ill-posed problem") stays a phrase.


def _termhood(label: str) -> str:
    return termhood(label, named=False, defined=False, in_gazetteer=False)


def test_a_problem_named_by_what_it_is_about_is_a_term():
    for label in ("mode collapse problem", "cold-start problem", "kelp transport problem"):
        assert _termhood(label) == "term", label


def test_a_problem_named_by_its_role_stays_a_phrase():
    # guard: roles and qualities
    for label in ("target task", "toy problem", "ill-posed problem", "goal-driven task"):
        assert _termhood(label) == "phrase", label


def test_a_verb_or_a_compound_is_no_problem_name():
    # guard: "DenseNets also face overfitting problem"; "multi-task" is no problem's head
    for label in ("face overfitting problem", "attribute prediction multi-task"):
        assert _termhood(label) == "phrase", label


def test_shared_task_and_challenge_data_are_datasets():
    # the tagger typed "WNUT-2017" and "VISDA-2017" Methods
    gazetteer = load_gazetteer()
    for name in ("WNUT-2016", "WNUT 2017", "VisDA-2017"):
        entry = gazetteer.lookup(name)
        assert entry is not None and entry.type.value == "Dataset", name


@pytest.mark.parametrize(
    ("name", "base"),
    [
        ("Permuted MNIST", "MNIST"),
        ("sequential MNIST", "MNIST"),
        ("Split MNIST", "MNIST"),
        ("Split-CIFAR-100", "CIFAR-100"),
        ("Virtual KITTI", "KITTI"),
    ],
)
def test_a_benchmark_made_from_a_dataset_is_one_of_its_own(name, base):
    # "Virtual KITTI dataset" was read as "KITTI dataset"; "Permuted MNIST" as MNIST
    entry = load_gazetteer().lookup(name)
    assert entry is not None and entry.name != base and entry.type.value == "Dataset"
