"""Round 23: termhood of a name the paper gives its contribution, and where an unnamed
proposal's label ends whole.

Sentences are written for these tests; each fails on the code before round 23 except the
guards, which say so.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import written_gazetteer

from kg.extract import extract_one
from kg.graph import build_graph, is_drawn
from kg.lexicon.gazetteer import Gazetteer
from kg.link import link
from kg.link.proposal_labels import generic_proposal
from kg.types import EntityType, Evidence, Extraction, Mention, Paper, Predicate, Relation


@pytest.fixture
def gazetteer(tmp_path: Path) -> Gazetteer:
    return written_gazetteer(tmp_path, "reinforcement learning\tTask\t=RL\tgeneral\n")


def _proposed(abstract: str, surface: str, rule: str) -> Extraction:
    """One paper whose only mention, a low-confidence tagger span, ``rule`` says it proposes."""
    start = abstract.index(surface)
    mention = Mention(surface, start, start + len(surface), EntityType.METHOD, "ner", 0.45)
    begin = abstract.rindex(". ", 0, start) + 2
    evidence = Evidence("sha256:a", abstract[begin:], begin, len(abstract), rule, 0.9)
    relation = Relation(Predicate.PROPOSES, None, 0, evidence)
    return Extraction(
        paper=Paper(key="sha256:a", abstract=abstract),
        mentions=(mention,),
        relations=(relation,),
    )


def test_a_lower_case_name_the_paper_gives_is_drawn_and_proposed(gazetteer):
    # "called X": a name, though no capital says so and no gazetteer knows it
    text = (
        "Agents learn slowly from sparse rewards. We propose a novel method called "
        "rival trajectory replay, which pits two agents against each other."
    )
    linked = link(
        [_proposed(text, "rival trajectory replay", "rule.proposes.named")], gazetteer=gazetteer
    )
    entity = linked.entities[linked.mention_entity[("sha256:a", 0)]]
    assert entity.termhood == "term" and is_drawn(entity)
    graph = build_graph(linked)
    proposed = [graph.nodes[v]["label"] for _, v, k in graph.edges(keys=True) if k == "proposes"]
    assert proposed == ["rival trajectory replay"]


def test_the_same_words_found_by_a_cue_alone_are_no_name(gazetteer):
    """Guard (passed before round 23 too): only a naming rule makes lower-case words a name."""
    text = (
        "Agents learn slowly from sparse rewards. We propose rival trajectory replay "
        "for two agents."
    )
    linked = link(
        [_proposed(text, "rival trajectory replay", "rule.proposes.cue")], gazetteer=gazetteer
    )
    entity = linked.entities[linked.mention_entity[("sha256:a", 0)]]
    assert entity.termhood != "term"


# ------------------------------------------------------------------ an unnamed proposal's end


def test_a_word_the_lexicon_knows_only_as_an_adjective_ends_a_compound_whole():
    # "simplex" is an adjective to the lexicon; after the noun "probability" it is the head
    text = (
        "Pebbles are slow to sort. We propose to constrain the pebble weights to a learned "
        "probability simplex."
    )
    graph = build_graph(link([extract_one(Paper(key="sha256:b", abstract=text))]))
    proposed = [graph.nodes[v]["label"] for _, v, k in graph.edges(keys=True) if k == "proposes"]
    assert proposed == ["constraining the pebble weights to a learned probability simplex"]


def test_an_adjective_after_a_verb_still_ends_no_noun_phrase():
    """Guard (passed before round 23 too): "to learn stable" is cut at its adjective."""
    assert generic_proposal("method to learn stable")
    assert generic_proposal("approach that is invariant")
