"""A name the paper coins and speaks of as its own is proposed, not used (sentences written
for the tests)."""

from __future__ import annotations

import pytest
import spacy

from kg.extract.relations import doc_sentences, find_relations
from kg.types import EntityType, Mention, Predicate

METHOD = EntityType.METHOD


@pytest.fixture(scope="module")
def blank():
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    return nlp


def predicates(blank, text: str, name: str, **fields) -> set[str]:
    """The predicates of the paper's edges to every mention of ``name`` in ``text``."""
    mentions, at = [], text.find(name)
    while at >= 0:
        mentions.append(Mention(name, at, at + len(name), METHOD, "name", 0.5, **fields))
        at = text.find(name, at + 1)
    doc = blank(text)
    found = find_relations(
        doc, mentions, doc_sentences(doc), paper_key="p:1", abstract=text, title=None
    )
    final = found.mentions.apply(mentions)
    names = {i for i, m in enumerate(final) if m.text == name}
    return {r.predicate.value for r in found.relations if r.object in names}


@pytest.mark.parametrize(
    "text",
    [
        # described first, named only as the subject of its results
        "We describe a way to read tables with sparse grids. "
        "Quarvex achieves the best accuracy on three table corpora.",
        "We study how tables are read. On four corpora, TabLoom outperforms strong baselines.",
        "We design a sparse grid reader. Experiments show that GridMosaic-2 is shown to "
        "generalize to unseen layouts.",
        "We ask how to read wide tables. Zentrix consistently improves recall by 4 points.",
    ],
)
def test_a_coined_name_with_the_papers_results_is_proposed(blank, text):
    name = next(w.strip(".,") for w in text.split() if w.strip(".,") in _NAMES)
    drawn = predicates(blank, text, name)
    assert Predicate.PROPOSES.value in drawn
    assert Predicate.USES_METHOD.value not in drawn


_NAMES = {"Quarvex", "TabLoom", "GridMosaic-2", "Zentrix"}


@pytest.mark.parametrize(
    "text",
    [
        # others' work: a citation, a prior-work word, the lead-in, a use, a comparison
        "We read tables. TabLoom (Doe et al., 2021) achieves high accuracy on wide tables.",
        "We read tables. The existing TabLoom achieves high accuracy on wide tables.",
        "TabLoom achieves high accuracy on wide tables. We read narrow ones instead.",
        "We read tables using TabLoom. TabLoom achieves high accuracy on wide tables.",
        "We read tables better than TabLoom. TabLoom achieves high accuracy on small ones.",
        "We read tables. The recently proposed TabLoom achieves high accuracy on them.",
    ],
)
def test_a_name_marked_as_others_work_is_not_proposed(blank, text):
    assert Predicate.PROPOSES.value not in predicates(blank, text, "TabLoom")


def test_a_known_name_is_not_proposed_for_its_results(blank):
    text = "We read tables. Tabloom achieves high accuracy on wide tables."
    drawn = predicates(blank, text, "Tabloom", canonical="Tabloom")
    assert Predicate.PROPOSES.value not in drawn


@pytest.mark.parametrize(
    "text",
    [
        "We read tables with sparse grids. Our reader, called Grid Weaving Reader (GWR), "
        "has achieved the best recall on three corpora.",
        "We read tables. To this end we add small probes per column, referred as Column "
        "Probe Cells (CPCs).",
        "We read tables with a new loss, termed GridLoss, that keeps rows apart.",
    ],
)
def test_a_name_given_with_a_naming_participle_is_proposed(blank, text):
    name = next(n for n in ("Grid Weaving Reader", "Column Probe Cells", "GridLoss") if n in text)
    drawn = predicates(blank, text, name)
    assert Predicate.PROPOSES.value in drawn
    assert Predicate.USES_METHOD.value not in drawn


def test_a_tool_named_with_a_participle_in_others_work_is_not_proposed(blank):
    text = "We read tables. Readers often add a step called GridLoss to keep rows apart."
    assert Predicate.PROPOSES.value not in predicates(blank, text, "GridLoss")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a known name inside it, a noun after it ("performances"), others' recent work
        ("We read tables. One decoder LSTM performs the reading.", "decoder LSTM"),
        ("We compare readers. We report TabLoom algorithm performances on tables.", "TabLoom"),
        ("We read tables. Recent work has shown that TabLoom achieves high recall.", "TabLoom"),
        # a studied class, an alias of a known thing
        ("We study a class of games called Tabular Duels that appear in trade.", "Tabular Duels"),
        ("We read tables with grids, also called GridLoss, and our own probes.", "GridLoss"),
    ],
)
def test_known_parts_nouns_studied_things_and_aliases_are_not_proposed(blank, text, name):
    assert Predicate.PROPOSES.value not in predicates(blank, text, name)


def test_a_name_given_far_after_we_and_used_later_is_proposed_not_used(blank):
    text = (
        "We read wide tables. We do this by adding small linear probes to every column of "
        "the grid, referred as Column Probe Cells. The reader makes use of the votes of "
        "Column Probe Cells to stop early."
    )
    drawn = predicates(blank, text, "Column Probe Cells")
    assert Predicate.PROPOSES.value in drawn
    assert Predicate.USES_METHOD.value not in drawn


def test_a_short_form_after_its_own_long_form_is_not_a_use(blank):
    text = (
        "We read tables. Our reader, called grid weaving reader (GWR), has achieved "
        "the best recall on three corpora."
    )
    long_start = text.index("grid weaving reader")
    short_start = text.index("GWR")
    mentions = [
        Mention(
            "grid weaving reader",
            long_start,
            long_start + 19,
            METHOD,
            "acronym.long",
            0.8,
            short_form="GWR",
        ),
        Mention(
            "GWR",
            short_start,
            short_start + 3,
            METHOD,
            "acronym.short",
            0.8,
            long_form="grid weaving reader",
        ),
    ]
    doc = blank(text)
    found = find_relations(doc, mentions, doc_sentences(doc), paper_key="p:1", abstract=text)
    drawn = {(r.object, r.predicate.value) for r in found.relations}
    assert (0, Predicate.PROPOSES.value) in drawn
    assert not any(p == Predicate.USES_METHOD.value for _, p in drawn)


def test_a_name_of_the_lead_in_with_a_kind_word_after_it_is_not_proposed(blank):
    text = (
        "Grid nets (G-NETs) read tables well. We extend them to wide tables. "
        "On two corpora, G-NET architectures outperform plain readers."
    )
    mentions = []
    for name in ("G-NETs", "G-NET architectures"):
        at = text.index(name)
        mentions.append(Mention(name, at, at + len(name), METHOD, "name", 0.5))
    doc = blank(text)
    found = find_relations(doc, mentions, doc_sentences(doc), paper_key="p:1", abstract=text)
    assert not any(r.predicate is Predicate.PROPOSES for r in found.relations)


@pytest.mark.parametrize(
    ("text", "names", "alias"),
    [
        (
            "We introduce GW-Net (i.e. GridWeaveNet), a reader of wide tables. "
            "Readers of GridWeaveNet kind use two losses.",
            ("GW-Net", "GridWeaveNet"),
            "GridWeaveNet",
        ),
    ],
)
def test_another_name_of_a_proposal_is_proposed_not_used(blank, text, names, alias):
    mentions = []
    for name in names:
        at = text.index(name) if name != "GWR" else text.rindex(name)
        mentions.append(Mention(name, at, at + len(name), METHOD, "name", 0.5))
    doc = blank(text)
    found = find_relations(doc, mentions, doc_sentences(doc), paper_key="p:1", abstract=text)
    final = found.mentions.apply(mentions)
    drawn = {(final[r.object].text, r.predicate.value) for r in found.relations}
    assert (alias, Predicate.PROPOSES.value) in drawn, drawn
    assert not any(p == Predicate.USES_METHOD.value for _, p in drawn), drawn
