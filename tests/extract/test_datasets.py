"""Named data the mention stage missed or typed otherwise (:mod:`kg.extract.relations.datasets`),
and the paper's own dataset it experiments on (:mod:`kg.extract.relations.edges`)."""

from __future__ import annotations

import pytest
import spacy

from kg.extract.relations import Sentence, find_relations
from kg.extract.sentences import split_sentences
from kg.link import strip_qualifiers
from kg.types import EntityType, Mention, Predicate

DATASET, ENVIRONMENT = EntityType.DATASET, EntityType.ENVIRONMENT


@pytest.fixture(scope="module")
def blank():
    return spacy.blank("en")


def at(text: str, surface: str, etype: EntityType, nth: int = 0) -> Mention:
    start = -1
    for _ in range(nth + 1):
        start = text.index(surface, start + 1)
    return Mention(surface, start, start + len(surface), etype, "ner", 0.45)


def evaluated_on(blank, text: str, given: list[Mention]) -> set[tuple[str, str]]:
    """(text, type) of every mention the paper evaluates on."""
    sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
    found = find_relations(blank(text), given, sentences, paper_key="p:1", abstract=text)
    mentions = found.mentions.apply(given)
    return {
        (mentions[r.object].text, mentions[r.object].type.value)
        for r in found.relations
        if r.predicate is Predicate.EVALUATES_ON and r.subject is None
    }


def test_a_game_named_after_its_kind_is_an_environment(blank):
    text = "We propose GlimNet. Our agents reach human scores on the Atari game Zonk."
    assert ("Zonk", "Environment") in evaluated_on(blank, text, [])


def test_a_name_before_games_is_an_environment(blank):
    text = "We propose GlimNet. Our agents beat all baselines on the Zonk games."
    assert evaluated_on(blank, text, []) == {("Zonk games", "Environment")}


def test_game_theorys_games_are_no_environment(blank):
    text = "We propose GlimNet. Our agents reach equilibria in Stackelberg games."
    assert evaluated_on(blank, text, []) == set()


def test_the_papers_own_dataset_used_in_experiments_is_evaluated_on(blank):
    text = (
        "We introduce Zonkset, a dataset of 4,000 annotated bird calls. "
        "Using Zonkset, we evaluate five audio classifiers."
    )
    given = [at(text, "Zonkset", DATASET), at(text, "Zonkset", DATASET, nth=1)]
    sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
    found = find_relations(blank(text), given, sentences, paper_key="p:1", abstract=text)
    mentions = found.mentions.apply(given)
    edges = {
        (r.predicate, mentions[r.object].start)
        for r in found.relations
        if r.subject is None and mentions[r.object].text == "Zonkset"
    }
    assert (Predicate.EVALUATES_ON, given[1].start) in edges
    assert (Predicate.EVALUATES_ON, given[0].start) not in edges


@pytest.mark.parametrize(
    ("surface", "name"),
    [
        ("MiniZork environment", "MiniZork"),
        ("the Krelt simulator", "the Krelt"),
        ("maze environment", "maze environment"),
    ],
)
def test_an_environment_word_after_a_name_is_a_qualifier(surface, name):
    assert strip_qualifiers(surface) == name


def test_a_method_typed_name_before_game_is_the_games(blank):
    text = "We propose GlimNet. On an iterated Zonk-Zork game, our agents win most rounds."
    given = [at(text, "Zonk-Zork", EntityType.METHOD)]
    assert evaluated_on(blank, text, given) == {("Zonk-Zork game", "Environment")}


def test_a_method_typed_name_before_dataset_keeps_its_span(blank):
    text = "We propose GlimNet. We evaluate it on the Zorb 5 M dataset."
    given = [at(text, "Zorb 5 M", EntityType.METHOD)]
    assert evaluated_on(blank, text, given) == {("Zorb 5 M", "Dataset")}


def test_a_task_named_before_dataset_keeps_its_name(blank):
    text = "We propose GlimNet. We evaluate it on the person Re-ID dataset."
    given = [at(text, "person Re-ID", EntityType.TASK)]
    assert evaluated_on(blank, text, given) == set()


def test_a_count_before_games_is_no_name(blank):
    text = "We propose GlimNet. Our agents reach human scores on 40 games."
    assert evaluated_on(blank, text, []) == set()


def test_the_papers_own_dataset_is_evaluated_on_only_where_data_is_run_on(blank):
    text = (
        "We introduce Zonkset, a dataset of 4,000 annotated bird calls. "
        "Zonkset differs from corpora that were evaluated by hand."
    )
    given = [at(text, "Zonkset", DATASET), at(text, "Zonkset", DATASET, nth=1)]
    assert evaluated_on(blank, text, given) == set()
