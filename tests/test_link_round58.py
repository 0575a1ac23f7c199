"""Round 58: gazetteer aliases that name another thing.

Document retrieval is no passage retrieval (whole documents, not passages); sound event
detection (finding when sounds occur) is no audio classification; source separation (music,
blind, audio) is broader than speech separation: each is a task of its own. WordNet, ConceptNet
and UMLS are resources of data, not methods.
"""

import pytest

from kg.lexicon.gazetteer import load_gazetteer


@pytest.mark.parametrize(
    "name, other",
    [
        ("document retrieval", "passage retrieval"),
        ("sound event detection", "audio classification"),
        ("source separation", "speech separation"),
        ("music source separation", "speech separation"),
    ],
)
def test_alias_is_a_task_of_its_own(name, other):
    entry = load_gazetteer().lookup(name)
    assert entry is not None and entry.name != other


@pytest.mark.parametrize(
    "name, entry",
    [("audio tagging", "audio classification"), ("speaker separation", "speech separation")],
)
def test_other_aliases_stay(name, entry):
    # guard: the aliases that do name the entry stay
    assert load_gazetteer().lookup(name).name == entry


@pytest.mark.parametrize(
    "name", ["WordNet", "ConceptNet", "UMLS", "Unified Medical Language System"]
)
def test_lexical_and_knowledge_resources_are_data(name):
    # WordNet, ConceptNet and UMLS are resources of data (the tagger typed "WordNet" a Method)
    entry = load_gazetteer().lookup(name)
    assert entry is not None and entry.type.value == "Dataset"
