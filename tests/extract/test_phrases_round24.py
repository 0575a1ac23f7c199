"""Round 24 of noun phrases and labels: a participle relating a phrase to another thing ("data
coming from sensors", "labels corresponding to classes") opens a clause; it is no word of the
phrase, of a proposal's complement or of a stated task (phrases written for these tests)."""

from __future__ import annotations

import pytest
from conftest import addressed_tasks

from kg.extract.phrases import noun_phrases
from kg.extract.pipeline import make_pipeline
from kg.extract.relations.stated_tasks import gerund_phrase
from kg.types import EntityType, Mention


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        ("wet pebble photos coming from river sensors", "wet pebble photos"),
        # (passes before round 24 too: the lexicon reads "corresponding" as an adjective)
        ("sieve labels corresponding to pebble classes", "sieve labels"),
        ("drift events leading to pebble loss", "drift events"),
    ],
)
def test_a_relating_participle_ends_a_noun_phrase(text, phrase):
    words = text.split()
    start, end = noun_phrases(words)[0]
    assert " ".join(words[start:end]) == phrase


def test_an_ing_noun_in_a_term_stays():
    """Guard (passes before round 24 too): not before "from" / "to", an -ing noun is a word."""
    words = "river pebble clustering".split()
    assert noun_phrases(words) == [(0, 3)]


def test_a_stated_task_ends_before_the_participle():
    text = "modeling the drift of wet pebbles coming from rivers"
    assert gerund_phrase(text, 0, len(text))[2] == "modeling drift of wet pebbles"


def test_a_proposal_label_ends_before_the_participle():
    doc = make_pipeline()("We propose a sieve to sort wet pebbles coming from mountain rivers.")
    proposed = {
        doc._.kg_mentions[r.object].text
        for r in doc._.kg_relations
        if r.predicate.value == "proposes"
    }
    assert proposed == {"sieve to sort wet pebbles"}


def test_the_task_a_proposal_is_for_ends_there_too():
    text = "We propose PebbleNet to model the drift of wet pebbles coming from rivers."
    given = [Mention("PebbleNet", 11, 20, EntityType.METHOD, "ner", 0.6)]
    labels = {label for label, _, _ in addressed_tasks(text, given)}
    assert "modeling drift of wet pebbles" in labels
