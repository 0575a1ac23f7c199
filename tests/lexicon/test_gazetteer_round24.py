"""Round 24 of the gazetteer: StarCraft (the original game, Brood War) and StarCraft II are two
environments; "StarCraft" alone is no alias of the sequel (phrases written for these tests)."""

from __future__ import annotations

import pytest

from kg.lexicon.gazetteer import load_gazetteer
from kg.types import EntityType


@pytest.mark.parametrize(
    ("form", "name"),
    [
        ("StarCraft", "StarCraft"),
        ("StarCraft Brood War", "StarCraft"),
        ("StarCraft BroodWars", "StarCraft"),
        ("StarCraft II", "StarCraft II"),
        ("StarCraft 2", "StarCraft II"),
        ("SC2", "StarCraft II"),
        ("StarCraft II Learning Environment", "StarCraft II"),
        ("SC2LE", "StarCraft II"),
    ],
)
def test_the_two_starcraft_games_are_two_environments(form, name):
    entry = load_gazetteer().lookup(form)
    assert entry is not None
    assert (entry.name, entry.type) == (name, EntityType.ENVIRONMENT)


@pytest.mark.parametrize("form", ["sc2", "sc2le"])
def test_the_sequel_s_short_names_match_only_as_written(form):
    assert load_gazetteer().lookup(form) is None


@pytest.mark.parametrize(
    ("form", "name", "etype"),
    [
        ("CoinRun", "CoinRun", EntityType.ENVIRONMENT),
        ("USPTO", "USPTO", EntityType.DATASET),
        ("USPTO-50K", "USPTO", EntityType.DATASET),
    ],
)
def test_a_game_and_a_reaction_dataset(form, name, etype):
    """The tagger made Methods of both ("across 2D CoinRun", "the USPTO reaction dataset")."""
    entry = load_gazetteer().lookup(form)
    assert entry is not None
    assert (entry.name, entry.type) == (name, etype)


def test_the_rte_dataset_name_matches_only_as_written():
    """ "recognizing textual entailment" in lower case is the task; the capitalised name and
    the acronym stay the RTE dataset."""
    gazetteer = load_gazetteer()
    assert gazetteer.lookup("recognizing textual entailment") is None
    for form in ("Recognizing Textual Entailment", "RTE"):
        entry = gazetteer.lookup(form)
        assert entry is not None
        assert (entry.name, entry.type) == ("RTE", EntityType.DATASET)


@pytest.mark.parametrize("form", ["Gaussian distribution", "normal distributions"])
def test_a_gaussian_distribution_is_a_concept(form):
    """The tagger made a Method of it, so papers "used" the Gaussian distribution."""
    entry = load_gazetteer().lookup(form)
    assert entry is not None
    assert (entry.name, entry.type) == ("Gaussian distribution", EntityType.CONCEPT)


@pytest.mark.parametrize("form", ["Gaussian", "Gaussians", "Gaussian noise"])
def test_the_adjective_and_other_gaussian_things_are_not_the_distribution(form):
    """Guard: "Gaussian" alone is a modifier ("Gaussian noise", "Gaussian kernel"), and
    "Gaussians" are often a scene's 3D Gaussian primitives, no distribution."""
    entry = load_gazetteer().lookup(form)
    assert entry is None or entry.name != "Gaussian distribution"
