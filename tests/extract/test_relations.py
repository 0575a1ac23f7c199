"""The relation rules as plain functions, on hand-built contexts (sentences written for the tests).

Each test builds a :class:`~kg.extract.relations.context.Context` from a blank spaCy tokenizer
and mentions placed by hand, so a rule is checked apart from the mention stage.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
import spacy
from hypothesis import given, settings
from hypothesis import strategies as st

from kg.extract.relations import MentionChanges, Sentence, doc_sentences, find_relations
from kg.extract.relations import confidence as conf
from kg.extract.relations.applied import apply_proposals, proposed_mention
from kg.extract.relations.context import Context, make_context, retyped, with_mentions
from kg.extract.relations.contributions import contribution_type, noun_phrase
from kg.extract.relations.edges import (
    find_attachments,
    find_comparisons,
    find_extends,
    subject_before,
)
from kg.extract.relations.named import find_definition_proposals
from kg.extract.relations.proposals import Proposal, find_proposals
from kg.extract.relations.results import find_results
from kg.extract.relations.spread import repeated_names, unified_types
from kg.extract.sentences import split_sentences
from kg.types import EntityType, Mention, Predicate

METHOD, CONCEPT, METRIC = EntityType.METHOD, EntityType.CONCEPT, EntityType.METRIC
DATASET, TASK, BENCHMARK = EntityType.DATASET, EntityType.TASK, EntityType.BENCHMARK


@pytest.fixture(scope="module")
def blank():
    return spacy.blank("en")


@pytest.fixture(scope="module")
def sentencer():
    nlp = spacy.blank("en")
    nlp.add_pipe("kg_sentences")
    return nlp


def at(text: str, surface: str, etype: EntityType, *, nth: int = 0, **fields) -> Mention:
    """The ``nth`` occurrence of ``surface`` in ``text`` as a mention."""
    start = -1
    for _ in range(nth + 1):
        start = text.index(surface, start + 1)
    values = {"extractor": "name", "confidence": 0.5} | fields
    return Mention(surface, start, start + len(surface), etype, **values)


def context_of(blank, text: str, *mentions: Mention, proposed: tuple[int, ...] = ()) -> Context:
    sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
    context = make_context(blank(text), mentions, sentences, paper_key="p:1", abstract=text)
    return with_mentions(context, context.mentions, proposed=proposed) if proposed else context


def pairs(context: Context, relations) -> set[tuple[str, str, str]]:
    """(predicate, subject text or PAPER, object text) of each edge."""
    names = context.mentions
    return {
        (
            r.predicate.value,
            "PAPER" if r.subject is None else names[r.subject].text,
            names[r.object].text,
        )
        for r in relations
    }


# -- the context -------------------------------------------------------------------------------


def test_context_indexes_mentions_wholly_inside_each_sentence(blank):
    text = "Alpha meets Beta. Gamma rests."
    across = Mention("Beta. Gamma", 12, 23, CONCEPT, "name", 0.5)
    context = context_of(blank, text, at(text, "Gamma", METHOD), at(text, "Alpha", METHOD), across)
    first, second = context.sentences
    assert context.inside(first) == (1,)
    assert context.inside(second) == (0,)  # the mention across the boundary is in neither
    assert [t.text for t in context.tokens(second)] == ["Gamma", "rests", "."]


def test_retyped_keeps_the_index_and_changes_only_the_types_given(blank):
    text = "Alpha meets Beta."
    context = context_of(blank, text, at(text, "Alpha", CONCEPT), at(text, "Beta", CONCEPT))
    after = retyped(context, {1: METHOD})
    assert [m.type for m in after.mentions] == [CONCEPT, METHOD]
    assert [m.type for m in context.mentions] == [CONCEPT, CONCEPT]  # the context is frozen
    assert after.inside(after.sentences[0]) == (0, 1)


def test_doc_sentences_trim_the_whitespace_tokens_spacy_keeps(blank):
    doc = blank("  We propose X.   It works.\n\n")
    for token in doc:
        token.is_sent_start = token.text in {"We", "It"} or token.i == 0
    assert [(s.start, s.end, s.text) for s in doc_sentences(doc)] == [
        (2, 15, "We propose X."),
        (18, 27, "It works."),
    ]
    assert doc_sentences(blank("")) == ()


_WORDS = st.sampled_from(["We", "propose", "FooNet", "e.g.", "et", "al.", "(2021)", "it", "X."])
_GAPS = st.sampled_from([" ", "  ", "\n", " \n\n ", "\t", "\u00a0"])


@given(st.lists(st.tuples(_WORDS, _GAPS), min_size=1, max_size=12), _GAPS, _GAPS)
@settings(deadline=None)
def test_doc_sentences_are_the_split_of_kg_sentences(sentencer, words, before, after):
    text = before + "".join(word + gap for word, gap in words) + after
    doc = sentencer(text)
    assert [(s.start, s.end) for s in doc_sentences(doc)] == split_sentences(text)


# -- proposes ----------------------------------------------------------------------------------


def test_a_strong_cue_proposes_the_name_after_it(blank):
    text = "We propose Zorbnet, a parser for tables."
    context = context_of(blank, text, at(text, "Zorbnet", CONCEPT))
    (sentence,) = context.sentences
    found = find_proposals(context, sentence)
    assert found == (Proposal(0, "proposes.cue", conf.PROPOSES_CUE),)
    context, edges = apply_proposals(context, sentence, found)
    assert context.proposed == (0,)
    # a proposed unknown name is an artefact, and at least as confident as a proposal
    assert (context.mentions[0].type, context.mentions[0].confidence) == (METHOD, 0.6)
    (edge,) = edges
    assert (edge.predicate, edge.subject, edge.object) == (Predicate.PROPOSES, None, 0)
    assert (edge.evidence.extractor, edge.evidence.confidence) == ("rule.proposes.cue", 0.9)
    assert (edge.evidence.paper, edge.evidence.start, edge.evidence.end) == ("p:1", 0, len(text))


def test_a_cited_or_unspoken_cue_proposes_nothing(blank):
    for text in ["As in [4], we propose Zorbnet.", "Others propose Zorbnet."]:
        context = context_of(blank, text, at(text, "Zorbnet", METHOD))
        assert find_proposals(context, context.sentences[0]) == ()


def test_a_passive_cue_adds_the_capitalised_name_before_it(blank):
    text = "Zorbnet is proposed to parse tables."
    context = context_of(blank, text)
    (sentence,) = context.sentences
    (proposal,) = find_proposals(context, sentence)
    assert (proposal.index, proposal.rule, proposal.confidence) == (0, "proposes.passive", 0.75)
    assert proposal.mention == Mention("Zorbnet", 0, 7, METHOD, "name.passive", conf.PASSIVE_NAME)
    context, _ = apply_proposals(context, sentence, [proposal])
    assert context.mentions == (proposal.mention,)
    assert context.inside(sentence) == (0,)


def test_a_naming_word_gives_the_name_the_announced_type(blank):
    text = "We present a new benchmark, called Quuxbench, for parsing."
    context = context_of(blank, text, at(text, "Quuxbench", CONCEPT))
    (sentence,) = context.sentences
    found = find_proposals(context, sentence)
    assert found == (Proposal(0, "proposes.named", conf.PROPOSES_NAMED, head=BENCHMARK),)
    context, _ = apply_proposals(context, sentence, found)
    assert context.mentions[0].type is BENCHMARK


def test_a_described_contribution_becomes_a_phrase_that_swallows_its_words(blank):
    text = "We introduce a sparse routing network for long documents."
    context = context_of(blank, text, at(text, "routing", CONCEPT, extractor="phrase"))
    (sentence,) = context.sentences
    (proposal,) = find_proposals(context, sentence)
    assert proposal.index == 0  # in place of the concept phrase inside it
    assert proposal.mention == Mention(
        "sparse routing network for long documents", 15, 56, METHOD, "proposal.phrase", conf.PHRASE
    )
    context, _ = apply_proposals(context, sentence, [proposal])
    assert context.mentions == (proposal.mention,)


def test_weak_cues_count_only_when_asked(blank):
    text = "We provide Zorbnet for tables."
    context = context_of(blank, text, at(text, "Zorbnet", METHOD))
    (sentence,) = context.sentences
    assert find_proposals(context, sentence) == ()
    assert find_proposals(context, sentence, weak=True) == (
        Proposal(0, "proposes.weak", conf.PROPOSES_WEAK),
    )


def test_a_defined_name_is_proposed(blank):
    # a definition with a word of novelty (a well-known thing's is background: test_proposals)
    text = "Grand Mesh Flow (GMF) is a new solver for meshes. Prior Mesh (PM) was known."
    context = context_of(
        blank,
        text,
        at(text, "Grand Mesh Flow", METHOD, short_form="GMF"),
        at(text, "Prior Mesh", METHOD, short_form="PM"),
    )
    first, second = context.sentences
    assert find_definition_proposals(context, first) == (
        Proposal(0, "proposes.definition", conf.PROPOSES_DEFINITION),
    )
    assert find_definition_proposals(context, second) == ()  # "was known" defines nothing


def test_proposed_mention_keeps_known_names_and_contribution_phrases():
    known = Mention("ResNet", 0, 6, CONCEPT, "gazetteer", 0.9, canonical="ResNet")
    assert proposed_mention(known) == known
    phrase = Mention("a test", 0, 6, CONCEPT, "proposal.phrase", 0.45)
    assert proposed_mention(phrase) == phrase
    method = Mention("Zorb", 0, 4, METHOD, "name", 0.7)
    assert proposed_mention(method, head=DATASET).type is DATASET
    assert proposed_mention(method, head=METRIC) == method


def test_contribution_type_and_generic_phrases(blank):
    assert contribution_type("bounds") is CONCEPT  # a concept head outranks its head type
    assert contribution_type("model") is METHOD
    assert contribution_type("widget") is METHOD
    doc = blank("We propose a novel simple method.")
    assert noun_phrase(doc, 2, len(doc)) is None


def test_a_proposed_name_is_found_again_and_its_phrase_becomes_a_name(blank):
    text = "We propose Zorbnet. Zorbnet and Zorbnets differ. Our Zorbnet-2 helps."
    phrase = at(text, "Zorbnet", METHOD, extractor="proposal.phrase", confidence=0.6)
    context = context_of(blank, text, phrase, proposed=(0,))
    changed, added = repeated_names(context)
    assert changed == {0: replace(phrase, extractor="name.proposed", confidence=0.8)}
    assert [(m.start, m.extractor, m.confidence) for m in added] == [(20, "name.repeated", 0.8)]


def test_a_described_phrase_is_not_searched_for(blank):
    text = "We propose sparse routing. Sparse routing helps."
    phrase = at(text, "sparse routing", METHOD, extractor="proposal.phrase")
    assert repeated_names(context_of(blank, text, phrase, proposed=(0,))) == ({}, ())


def test_every_mention_of_a_proposal_takes_its_type(blank):
    text = "We propose Zorbnet. Zorbnet helps. ZN helps. Zorbnet is known."
    context = context_of(
        blank,
        text,
        at(text, "Zorbnet", METHOD, long_form=None),
        at(text, "Zorbnet", CONCEPT, nth=1),
        at(text, "ZN", CONCEPT, long_form="Zorbnet"),
        at(text, "Zorbnet", CONCEPT, nth=2, canonical="Zorbnet (the known one)"),
        proposed=(0,),
    )
    assert unified_types(context) == {1: METHOD, 2: METHOD}


# -- extends / comparesWith / attachments ------------------------------------------------------


def test_extends_makes_both_ends_methods(blank):
    # the object must be a method or model (a Concept object is no method extended)
    text = "Zorbnet extends the quux transform. Zorbnet builds graphs. Barnet extends Tabs."
    context = context_of(
        blank,
        text,
        at(text, "Zorbnet", CONCEPT),
        at(text, "quux transform", METHOD),
        at(text, "Barnet", METHOD),
        at(text, "Tabs", CONCEPT),
    )
    first, second, third = context.sentences
    found = find_extends(context, first)
    assert pairs(context, found.relations) == {("extends", "Zorbnet", "quux transform")}
    assert found.relations[0].evidence.confidence == conf.EXTENDS
    assert found.retyped == {0: METHOD}
    assert find_extends(context, second).relations == ()  # "builds" needs "on"
    assert find_extends(context, third).relations == ()


def test_our_method_is_the_subject_when_no_name_precedes(blank):
    text = "We propose Zorbnet. Our method builds on Quuxnet."
    context = context_of(
        blank, text, at(text, "Zorbnet", METHOD), at(text, "Quuxnet", METHOD), proposed=(0,)
    )
    second = context.sentences[1]
    assert subject_before(context, second, text.index("builds")) == 0
    assert pairs(context, find_extends(context, second).relations) == {
        ("extends", "Zorbnet", "Quuxnet")
    }


def test_comparisons_take_the_proposal_as_subject_and_stop_at_the_clause(blank):
    text = "Zorbnet outperforms Quuxnet and Barnet, but Baznet is faster."
    names = [at(text, n, METHOD) for n in ("Zorbnet", "Quuxnet", "Barnet", "Baznet")]
    proposed = context_of(blank, text, *names, proposed=(0,))
    edges = find_comparisons(proposed, proposed.sentences[0])
    assert pairs(proposed, edges) == {
        ("comparesWith", "Zorbnet", "Quuxnet"),
        ("comparesWith", "Zorbnet", "Barnet"),
    }
    assert {e.evidence.confidence for e in edges} == {conf.COMPARES_WITH}
    unproposed = context_of(blank, text, *names)
    assert pairs(unproposed, find_comparisons(unproposed, unproposed.sentences[0])) == {
        ("comparesWith", "PAPER", "Quuxnet"),
        ("comparesWith", "PAPER", "Barnet"),
    }


@pytest.mark.parametrize(
    "sentence",
    [
        "Zorbnet matches the performance of Quuxnet with a tenth of the parameters.",
        "Zorbnet can match the top-1 accuracy of Quuxnet.",
        "Zorbnet achieves accuracy comparable to Quuxnet.",
        "Zorbnet yields comparable performance with Quuxnet at lower cost.",
        "Zorbnet obtains similar results to Quuxnet.",
    ],
)
def test_results_stated_as_equal_to_another_compare_with_it(blank, sentence):
    """Round 22: a result as good as another method's compares with that method (these gave
    no comparesWith before)."""
    names = [at(sentence, "Zorbnet", METHOD), at(sentence, "Quuxnet", METHOD)]
    context = context_of(blank, sentence, *names, proposed=(0,))
    assert pairs(context, find_comparisons(context, context.sentences[0])) == {
        ("comparesWith", "Zorbnet", "Quuxnet")
    }


@pytest.mark.parametrize(
    "sentence",
    [
        "Zorbnet matches the input distribution of Quuxnet.",
        "Zorbnet is comparable in spirit to work on Quuxnet.",
        "The accuracy of Zorbnet is comparable to that of Quuxnet on Tabset.",
    ],
)
def test_matching_without_a_result_or_across_a_clause_is_no_comparison(blank, sentence):
    """Guards (pass before round 22 too): "matches" a thing that is no result, a comparison of
    another kind, and "that of" (the clause reader stops at "that")."""
    names = [at(sentence, "Zorbnet", METHOD), at(sentence, "Quuxnet", METHOD)]
    context = context_of(blank, sentence, *names, proposed=(0,))
    assert pairs(context, find_comparisons(context, context.sentences[0])) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        "Zorbnet is robust against Quuxnet.",
        "Zorbnet offers a better defense against Quuxnet.",
        "Zorbnet mounts adversarial attacks against Quuxnet.",
        "Zorbnet shows improved robustness against the Quuxnet attack.",
    ],
)
def test_against_what_a_method_stands_up_to_is_no_comparison(blank, sentence):
    """Round 22: "robust / a defense / attacks against X" name what X resists or targets (each
    gave comparesWith X before)."""
    names = [at(sentence, "Zorbnet", METHOD), at(sentence, "Quuxnet", METHOD)]
    context = context_of(blank, sentence, *names, proposed=(0,))
    assert pairs(context, find_comparisons(context, context.sentences[0])) == set()


def test_against_after_a_result_still_compares(blank):
    """Guard (a comparison before round 22 too): "evaluated against X"."""
    sentence = "Zorbnet is evaluated against Quuxnet."
    names = [at(sentence, "Zorbnet", METHOD), at(sentence, "Quuxnet", METHOD)]
    context = context_of(blank, sentence, *names, proposed=(0,))
    assert pairs(context, find_comparisons(context, context.sentences[0])) == {
        ("comparesWith", "Zorbnet", "Quuxnet")
    }


def test_attachments_by_type_and_cue(blank):
    text = (
        "We propose Zorbnet. We train it using Quuxnet on Tabset for table parsing. "
        "Barnet exists. Code is at https://example.org/zorb. Plain data is Rowset."
    )
    context = context_of(
        blank,
        text,
        at(text, "Zorbnet", METHOD),
        at(text, "Quuxnet", METHOD),
        at(text, "Tabset", DATASET),
        at(text, "table parsing", TASK),
        at(text, "Barnet", METHOD),
        at(text, "https://example.org/zorb", EntityType.CODE_REPOSITORY),
        at(text, "Rowset", DATASET),
        proposed=(0,),
    )
    found = find_attachments(context, [])
    scores = {
        (r.predicate.value, context.mentions[r.object].text): r.evidence.confidence for r in found
    }
    assert scores == {
        ("usesMethod", "Quuxnet"): conf.USES_METHOD,
        ("evaluatesOn", "Tabset"): conf.EVALUATES_ON_CUED,
        ("addressesTask", "table parsing"): conf.ADDRESSES_TASK,
        ("mentions", "Barnet"): conf.MENTIONS_METHOD,
        ("codeRepository", "https://example.org/zorb"): conf.CODE_REPOSITORY,
        ("evaluatesOn", "Rowset"): conf.EVALUATES_ON,
    }
    # a method already related by another edge is not attached again
    related = find_extends(context, context.sentences[0]).relations + find_attachments(
        context, found[:1]
    )
    assert ("usesMethod", "PAPER", "Quuxnet") not in pairs(context, related)


# -- results -------------------------------------------------------------------------------------


def test_a_result_is_a_metric_a_number_and_a_dataset(blank):
    text = "Zorbnet reaches a quux score of 91.5% on Tabset (and 3 more)."
    context = context_of(blank, text, at(text, "quux score", METRIC), at(text, "Tabset", DATASET))
    (result,) = find_results(context, context.sentences[0])
    assert (result.metric, result.value, result.dataset) == (0, "91.5%", 1)
    assert (result.evidence.extractor, result.evidence.confidence) == ("rule.result", conf.RESULT)


@pytest.mark.parametrize(
    "text",
    [
        "Zorbnet needs 98% less quux score data.",  # a cost
        "Zorbnet runs at 64x64 with good quux score.",  # a resolution
        "Zorbnet needs less than Quuxnet (quux score 3.4).",  # the baseline's score
    ],
)
def test_numbers_that_are_no_results(blank, text):
    context = context_of(blank, text, at(text, "quux score", METRIC))
    assert find_results(context, context.sentences[0]) == ()


# -- composed ------------------------------------------------------------------------------------


def test_find_relations_reports_only_what_it_changes(blank):
    text = "We propose Zorbnet. Zorbnet beats Quuxnet on Tabset. Tabset is big."
    given = [
        at(text, "Zorbnet", CONCEPT),
        at(text, "Quuxnet", METHOD, confidence=0.9),
        at(text, "Tabset", DATASET, confidence=0.9),
        at(text, "Tabset", DATASET, nth=1, confidence=0.9),
    ]
    doc = blank(text)
    sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
    found = find_relations(doc, given, sentences, paper_key="p:1", abstract=text)
    zorbnet = replace(given[0], type=METHOD, confidence=conf.PROPOSED_MENTION)
    assert found.mentions == MentionChanges(
        {0: zorbnet}, (replace(zorbnet, start=20, end=27, extractor="name.repeated"),)
    )
    mentions = found.mentions.apply(given)
    assert mentions[1:4] == tuple(given[1:])
    final = context_of(blank, text, *mentions)
    assert pairs(final, found.relations) == {
        ("proposes", "PAPER", "Zorbnet"),
        ("comparesWith", "Zorbnet", "Quuxnet"),
        ("evaluatesOn", "PAPER", "Tabset"),
    }
