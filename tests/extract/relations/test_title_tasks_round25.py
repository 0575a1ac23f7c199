"""Round 25 of title tasks: a name only the title writes ("... via Deep Sieve Inversion") is
anchored on a whole sentence, which must not hide the title's task used in it; a use of that
name's own words is the proposal, no task (sentences written here)."""

from __future__ import annotations

from conftest import blank_relations, mention_at

from kg.types import EntityType, Predicate

OPENING = (
    "We exploit a recently derived inversion scheme for arbitrary sieves to develop a new "
    "pebble classification framework that applies to a wide range of rivers. "
)


def _edges(text: str, title: str, given: list | None = None) -> set[tuple[str, str]]:
    found, mentions = blank_relations(text, given or [], title)
    return {
        (r.predicate.name, mentions[r.object].text)
        for r in found.relations
        if r.subject is None and r.predicate in (Predicate.PROPOSES, Predicate.ADDRESSES_TASK)
    }


def test_the_title_task_is_found_in_the_sentence_of_a_title_only_name():
    text = OPENING + "The approach reaches current methods on the Gravel-5 set."
    edges = _edges(text, "Pebble Classification via Deep Sieve Inversion")
    assert edges == {
        ("PROPOSES", "Deep Sieve Inversion"),
        ("ADDRESSES_TASK", "pebble classification"),
    }


def test_the_words_of_a_title_only_name_are_no_task():
    """Guard (passes before round 25 too, where the sentence hid every use)."""
    text = (
        "We leverage recent insights from sieve design to construct a kelp factored gravel "
        "approximation to the load over the weights of a trained sieve. Our approximation "
        "requires no new sieves."
    )
    given = [mention_at(text, "kelp factored gravel approximation", EntityType.TASK)]
    edges = _edges(text, "A Scalable Gravel Approximation for Neural Sieves", given)
    assert ("PROPOSES", "gravel approximation for neural sieves") in edges
    assert ("ADDRESSES_TASK", "gravel approximation") not in edges
