"""Acronyms a paper leaves undefined (round 9): another paper's meaning is borrowed only when it
is established and the letters are the same name; letters a paper defines in any usual way
keep that paper's meaning.

Every sentence here was written for these tests.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import written_gazetteer

from kg.graph import is_drawn
from kg.lexicon.gazetteer import Gazetteer
from kg.link import link
from kg.types import EntityType, Extraction, Mention, Paper

M = EntityType.METHOD


@pytest.fixture
def gazetteer(tmp_path: Path) -> Gazetteer:
    return written_gazetteer(tmp_path, "pebble\tConcept\t\tgeneral\n")


def defining(key: str, long: str, short: str) -> Extraction:
    """A paper that defines ``short`` as ``long`` the usual way: "long (short)"."""
    text = f"We build on {long} ({short}) for sorting. {short} works well on pebbles."
    start = text.index(long)
    mentions = (
        Mention(long, start, start + len(long), M, "acronym.long", 0.9, short_form=short),
        Mention(
            short,
            start + len(long) + 2,
            start + len(long) + 2 + len(short),
            M,
            "acronym.short",
            0.9,
            long_form=long,
        ),
    )
    return Extraction(paper=Paper(key=key, abstract=text), mentions=mentions)


def using(key: str, text: str, surface: str) -> Extraction:
    start = text.index(surface)
    mention = Mention(surface, start, start + len(surface), M, "ner", 0.8)
    return Extraction(paper=Paper(key=key, abstract=text), mentions=(mention,))


def joined(gazetteer: Gazetteer, *papers: Extraction) -> bool:
    """Whether the last paper's mention joins the first paper's long form."""
    linked = link(list(papers), gazetteer=gazetteer)
    first, last = papers[0].paper.key, papers[-1].paper.key
    return linked.mention_entity[(last, 0)] == linked.mention_entity[(first, 0)]


@pytest.mark.parametrize(
    ("long", "short", "text", "surface", "borrowed"),
    [
        # the paper defines the letters itself: the short form first, its words in parentheses
        (
            "quiet pebble sorting",
            "QPS",
            "We scan QPS (quartz pebble scanner) images.",
            "QPS",
            False,
        ),
        # ... or after "or"
        ("lazy pebble splitting", "LPS", "We name it loud pebble sorting, or LPS.", "LPS", False),
        # ... or in parentheses after a word its letters need not spell
        ("cosine pebbling", "CP", "Linear (LP) or cubic (CP) programs.", "CP", False),
        # two letters are too few for one paper's meaning
        ("sparse pebbling", "SP", "We compute the product SP of two pebble matrices.", "SP", False),
        # ... unless the paper writes the long form too
        ("sparse pebbling", "SP", "We study sparse pebbling and apply SP to sand.", "SP", True),
        # a final capital S is a letter, not a plural
        ("Gaussian pebbles", "GPs", "We record GPS traces of rolling pebbles.", "GPS", False),
        ("Gaussian pebbles", "GPs", "We fit several GPs to rolling pebbles.", "GPs", True),
        # the same letters in another case are another name
        ("incremental pebble net", "iPN", "We compare with IPNs on pebbles.", "IPNs", False),
        # letters listed with hardware name hardware
        ("Deep Sorting Pebbles", "DSP", "It runs on DSPs and FPGAs.", "DSPs", False),
        # an established meaning of three letters or more is borrowed
        ("Deep Sorting Pebbles", "DSP", "We train DSP on rolling pebbles.", "DSP", True),
        ("evidence pebble bound", "EPB", "We maximise the EPB of pebble models.", "EPB", True),
    ],
)
def test_letters_mean_what_their_paper_says(gazetteer, long, short, text, surface, borrowed):
    first = defining("p:a", long, short)
    assert joined(gazetteer, first, using("p:b", text, surface)) is borrowed


def test_two_papers_agreeing_make_two_letters_a_meaning(gazetteer):
    first, second = (
        defining("p:a", "sparse pebbling", "SP"),
        defining("p:c", "sparse pebbling", "SP"),
    )
    user = using("p:z", "We apply SP to rolling pebbles.", "SP")
    assert joined(gazetteer, first, second, user)


def test_a_list_of_the_paper_s_own_codes_names_no_known_term(tmp_path):
    from conftest import link_one

    gazetteer = written_gazetteer(
        tmp_path,
        "reinforcement learning\tTask\tRL\tgeneral\nlanguage model\tMethod\tLM\tgeneral\n",
    )
    text = "We record pebbles at four sites (Q3, LM, PB, RL) by hand. We then use RL on them."
    coded = link_one(gazetteer, text, "RL", M)
    assert coded.label == "RL" and not is_drawn(coded)
    later = text.rindex("RL")
    mention = Mention("RL", later, later + 2, M, "gazetteer", 0.9)
    paper = Extraction(paper=Paper(key="p:1", abstract=text), mentions=(mention,))
    linked = link([paper], gazetteer=gazetteer)
    assert linked.entities[linked.mention_entity[("p:1", 0)]].label == "reinforcement learning"
