"""Round 10: an unnamed proposal with a complement is judged generic by its head, not by the
last word of its complement (phrases written for these tests)."""

from __future__ import annotations

import pytest

from kg.link.proposal_labels import generic_proposal


@pytest.mark.parametrize(
    "label",
    [
        "method to count herons in a signal",  # "signal" can be an adjective
        "toolkit for grading apples by their colour and a metric",
        "schedule for watering orchards in dry soil",
        "approach of layered pruning",
        "model for sheep-to-goat translation",
    ],
)
def test_a_label_whose_complement_ends_in_a_noun_is_not_generic(label):
    assert not generic_proposal(label)


@pytest.mark.parametrize(
    "label",
    [
        "novel approach",  # generic words only
        "method to learn stable",  # an adjective after a verb: cut
        "network whose output is invariant",  # after a copula
        "model for rendering a visually correct",  # after an adverb
        "iterative algorithm",  # no complement: as before
        "sieve for grading wheat-resistant",  # a hyphenated modifier without its noun
        "rake based on the results",  # this paper's results, said before
    ],
)
def test_a_label_cut_at_an_adjective_or_of_generic_words_is_generic(label):
    assert generic_proposal(label)


def _proposal(text: str, label: str):
    from kg.types import EntityType, Mention

    start = text.index(label)
    return Mention(label, start, start + len(label), EntityType.METHOD, "proposal.phrase", 0.6)


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "We offer a careful way of directly weighing the sheep in a barn.",
            "careful way of directly weighing",
        ),
        (
            "We offer a careful way of estimating and shearing the sheep in a barn.",
            "careful way of estimating",
        ),
    ],
)
def test_a_label_ending_in_a_verb_without_its_object_is_cut(text, label):
    from kg.link.proposal_labels import cut_proposal

    assert cut_proposal(_proposal(text, label), text)


def test_a_gerund_that_names_an_activity_stays_whole():
    from kg.link.proposal_labels import cut_proposal

    text = "We offer a fast method for clustering and a loss for herds."
    assert not cut_proposal(_proposal(text, "fast method for clustering"), text)


def test_round14_a_proposal_with_its_own_acronym_and_an_ing_head_is_drawn(tmp_path):
    # "iterative regularized dual averaging (iRDA)": the -ing head reads as an adjective to the
    # generic-phrase test, but a proposal the paper gives an acronym names something
    from conftest import written_gazetteer

    from kg.graph import is_drawn
    from kg.link import link
    from kg.types import EntityType, Evidence, Extraction, Mention, Paper, Predicate, Relation

    text = "We propose iterative zorb averaging (IZA), a new way to train nets."
    start = text.index("iterative zorb averaging")
    long = Mention(
        "iterative zorb averaging",
        start,
        start + 24,
        EntityType.METHOD,
        "acronym.long",
        0.8,
        short_form="IZA",
    )
    evidence = Evidence("p", text, 0, len(text), "rule.proposes.named", 0.8)
    proposes = Relation(Predicate.PROPOSES, None, 0, evidence)
    paper = Extraction(paper=Paper(key="p", abstract=text), mentions=(long,), relations=(proposes,))
    linked = link([paper], gazetteer=written_gazetteer(tmp_path, ""))
    entity = linked.entities[linked.mention_entity[("p", 0)]]
    assert entity.label == "iterative zorb averaging"
    assert is_drawn(entity)
