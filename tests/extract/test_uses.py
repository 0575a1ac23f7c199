"""Use or mention: what a paper says of a method it names (sentences written for the tests)."""

from __future__ import annotations

import dataclasses

import pytest
import spacy

from kg.extract.relations import Sentence
from kg.extract.relations.context import make_context
from kg.extract.relations.edges import find_attachments, find_comparisons
from kg.extract.relations.uses import BACKGROUND, DOMAIN, NEUTRAL, OUTPUT, OWN, USE, lead_in
from kg.extract.sentences import split_sentences
from kg.graph import _BACKGROUND_RULE, _fit_predicate, build_graph
from kg.types import (
    Entity,
    EntityType,
    Evidence,
    Extraction,
    LinkedCorpus,
    Mention,
    Paper,
    Predicate,
    Relation,
)

METHOD, CONCEPT = EntityType.METHOD, EntityType.CONCEPT
OPENING = "We propose Zorbnet for reading tables. "


@pytest.fixture(scope="module")
def blank():
    return spacy.blank("en")


def attached(blank, text: str, name: str = "Barnet", etype: EntityType = METHOD) -> tuple:
    """(predicate, rule) of the paper's edge to the last ``name`` of ``text``."""
    start = text.rindex(name)
    mention = Mention(name, start, start + len(name), etype, "name", 0.5)
    sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
    context = make_context(blank(text), [mention], sentences, paper_key="p:1", abstract=text)
    (found,) = find_attachments(context, [])
    return found.predicate.value, found.evidence.extractor


@pytest.mark.parametrize(
    "sentence",
    [
        "We compare Zorbnet with Barnet on three corpora.",
        "Unlike Barnet, Zorbnet needs no labels.",
        "Zorbnet is faster than Barnet.",
        "Zorbnet improves upon existing Barnet models by a wide margin.",
        "In contrast to Barnet, our decoder is shallow.",
        "Barnet suffers from slow training on long inputs.",
        "Barnet has been popular for parsing tables.",
        "Existing Barnet encoders fail on wide tables.",
        "Doe et al. (2020) applied Barnet to tables.",
        "Zorbnet beats the Barnet baselines on every split.",
        # a comparison governs the prior-work word after it, in the paper's own clause too
        "Tests show that our model gives large improvements upon conventional Barnet models.",
        # listed far after its cue, still in the comparison's clause
        "Zorbnet outperforms strong recent adaptive encoders including Quuxnet, Tabnet, "
        "Rownet, Colnet and Barnet.",
        # a gain over it, its words apart, and after a use cue of the clause
        "Tests with real tables show a 3x speedup in decoding time over Barnet.",
        "We show the clear superiority of our reader over Quuxnet and Barnet.",
        # the paper does without it
        "Our reader resists attacks without applying any Barnet training.",
        "Zorbnet does not require Barnet pretraining.",
        "With Zorbnet there is no need for Barnet at test time.",
        # round 20: a participle denied
        "Zorbnet reads wide tables, not requiring Barnet pretraining.",
        "Zorbnet is trained end to end, not relying on Barnet features.",
        # a participle naming how the compared method was made
        "Zorbnet reads tables better than Quuxnet models and fine-tuned Barnet models.",
        "Zorbnet is more accurate than a pre-trained Barnet.",
        # what the compared thing is made with
        "Tables read by Zorbnet match the accuracy of readers using Barnet units.",
        "Zorbnet reads wider tables than encoders with Barnet layers.",
        "Zorbnet learns from rows without the need for training Barnet models.",
        # round 9: a gain over it said with a verb, an equal measure
        "On long tables Zorbnet improves significantly over Barnet.",
        "Zorbnet is twice as fast as Barnet on wide tables.",
        "Zorbnet reads rows at least as accurately as Barnet.",
        "Zorbnet improves recall substantially over Barnet.",
        "Zorbnet gives an error comparable to Barnet with half the memory.",
        "Our decoder is similar to Barnet but reads columns.",
    ],
)
def test_a_method_named_as_background_or_comparison_is_only_mentioned(blank, sentence):
    assert attached(blank, OPENING + sentence) == ("mentions", f"rule.{BACKGROUND}")


@pytest.mark.parametrize(
    "sentence",
    [
        "We train Zorbnet using Barnet features.",
        "Our encoder builds on Barnet and reads whole rows.",
        "Zorbnet combines Barnet with a small decoder.",
        "The decoder is based on Barnet.",
        # the nearest cue governs: the comparison is with another method
        "We compare Zorbnet against Quuxnet, with Barnet as the encoder.",
        # "as well as" joins, it does not compare
        "We train Zorbnet with Quuxnet as well as Barnet.",
        # someone else's proposal, and a novel thing of a kind the paper builds on
        "We train Zorbnet with the recently proposed Barnet.",
    ],
)
def test_a_method_the_paper_uses_is_used(blank, sentence):
    assert attached(blank, OPENING + sentence) == ("usesMethod", f"rule.{USE}")


@pytest.mark.parametrize(
    "sentence",
    [
        # the comparison is with Quuxnet; Barnet is where it is made
        "Zorbnet converges faster than Quuxnet on Barnet encoders.",
        "Zorbnet beats other tuners when training Barnet on small tables.",
    ],
)
def test_a_comparison_governs_only_what_it_compares_with(blank, sentence):
    assert attached(blank, OPENING + sentence)[1] != f"rule.{BACKGROUND}"


def test_without_a_cue_the_extractor_says_neither(blank):
    assert attached(blank, OPENING + "Zorbnet contains Barnet layers.") == (
        "mentions",
        f"rule.{NEUTRAL}",
    )


def test_the_lead_in_before_the_paper_speaks_of_itself_is_background(blank):
    text = "Barnet is a common way of reading tables. We propose Zorbnet, which reads rows."
    assert attached(blank, text) == ("mentions", f"rule.{BACKGROUND}")
    # once the paper speaks, its own clauses use what they name
    assert attached(blank, text + " We train it with Barnet.") == ("usesMethod", f"rule.{USE}")


def test_a_concept_named_as_background_is_marked_so_for_the_graph(blank):
    text = OPENING + "Unlike row pooling, Zorbnet keeps the order of cells."
    assert attached(blank, text, "row pooling", CONCEPT) == ("mentions", f"rule.{BACKGROUND}")
    text = OPENING + "Zorbnet keeps the order of cells with row pooling."
    assert attached(blank, text, "row pooling", CONCEPT) == ("mentions", f"rule.{NEUTRAL}")


def test_lead_in_counts_the_sentences_before_we(blank):
    text = "Tables are common. Barnet reads them. Here we read rows. We test it."
    sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
    context = make_context(blank(text), [], sentences, paper_key="p:1", abstract=text)
    assert lead_in(context) == 2


def _graph_predicate(rule: str, mention_type: EntityType, entity_type: EntityType) -> str:
    text = "Unlike GraphZip, ours is fast."
    paper = Paper(key="sha256:a", abstract=text)
    mention = Mention("GraphZip", 7, 15, mention_type, "test", 0.9)
    evidence = Evidence("sha256:a", text, 0, len(text), rule, 0.9)
    extraction = Extraction(paper, (mention,), (Relation(Predicate.MENTIONS, None, 0, evidence),))
    linked = LinkedCorpus(
        (extraction,),
        (Entity("graphzip", entity_type, "GraphZip", papers=1, confidence=0.9),),
        {("sha256:a", 0): 0},
    )
    graph = build_graph(linked, base_iri="https://example.org/kg/")
    (predicate,) = {key for _, _, key in graph.edges(keys=True)}
    return predicate


def test_the_graph_keeps_a_background_mention_of_a_method():
    assert _BACKGROUND_RULE == f"rule.{BACKGROUND}"
    for mention_type in (METHOD, CONCEPT):
        assert _graph_predicate(_BACKGROUND_RULE, mention_type, METHOD) == "mentions"
        assert _graph_predicate(_BACKGROUND_RULE, mention_type, EntityType.MODEL) == "mentions"
        # a mention without that reading still follows the entity (most named methods are used)
        assert _graph_predicate(f"rule.{NEUTRAL}", mention_type, METHOD) == "usesMethod"
    # the rule says nothing of what is not a method
    assert _graph_predicate(_BACKGROUND_RULE, CONCEPT, EntityType.DATASET) == "evaluatesOn"


def test_a_lead_in_method_the_title_names_is_what_the_paper_is_about(blank):
    text = "Barnet reads tables row by row. We propose Zorbnet, which reads columns."
    start = text.index("Barnet")
    mention = Mention("Barnet", start, start + 6, METHOD, "name", 0.5)
    sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
    context = make_context(blank(text), [mention], sentences, paper_key="p:1", abstract=text)
    for title, rule in (("Soft Barnet for wide tables", NEUTRAL), ("Reading columns", BACKGROUND)):
        (found,) = find_attachments(context, [], title=title)
        assert found.evidence.extractor == f"rule.{rule}", title


def test_a_comparison_names_its_list_and_stops_at_a_place_or_use(blank):
    def compared(sentence: str, names: list[str]) -> set[str]:
        text = OPENING + sentence
        mentions = [
            Mention(n, text.index(n), text.index(n) + len(n), METHOD, "name", 0.5) for n in names
        ]
        sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
        context = make_context(blank(text), mentions, sentences, paper_key="p:1", abstract=text)
        edges = find_comparisons(context, context.sentences[1])
        return {context.mentions[e.object].text for e in edges}

    five = ["Quuxnet", "Tabnet", "Rownet", "Colnet", "Barnet"]
    listed = "Zorbnet outperforms encoders including Quuxnet, Tabnet, Rownet, Colnet, and Barnet."
    assert compared(listed, five) == set(five)
    named = "Zorbnet beats tabular encoders (i.e., Quuxnet and Tabnet) and readers like Rownet."
    names = ["tabular encoders", "Quuxnet", "Tabnet", "readers", "Rownet"]
    assert compared(named, names) == set(names)
    place = "Zorbnet converges faster than Quuxnet on Barnet and Tabnet encoders."
    assert compared(place, ["Quuxnet", "Barnet", "Tabnet"]) == {"Quuxnet"}
    use = "We compare Zorbnet against ten baselines using Barnet features."
    assert compared(use, ["Zorbnet", "Barnet"]) == set()


def test_a_paper_that_uses_a_method_does_not_also_only_mention_it():
    text = "Unlike GraphZip, ours is fast. We train it with GraphZip."
    paper = Paper(key="sha256:a", abstract=text)
    mentions = tuple(
        Mention("GraphZip", start, start + 8, METHOD, "test", 0.9)
        for start in (text.index("GraphZip"), text.rindex("GraphZip"))
    )
    first = Evidence("sha256:a", text[:30], 0, 30, _BACKGROUND_RULE, 0.9)
    second = Evidence("sha256:a", text[31:], 31, len(text), f"rule.{USE}", 0.9)
    relations = (
        Relation(Predicate.MENTIONS, None, 0, first),
        Relation(Predicate.USES_METHOD, None, 1, second),
    )
    linked = LinkedCorpus(
        (Extraction(paper, mentions, relations),),
        (Entity("graphzip", METHOD, "GraphZip", papers=1, confidence=0.9),),
        {("sha256:a", 0): 0, ("sha256:a", 1): 0},
    )
    graph = build_graph(linked, base_iri="https://example.org/kg/")
    assert [key for _, _, key in graph.edges(keys=True)] == ["usesMethod"]


@pytest.mark.parametrize(
    "sentence",
    [
        "We replace Barnet with a gated unit of our own.",
        "Zorbnet is a drop-in replacement for Barnet in any table reader.",
        "Zorbnet offers a cheaper alternative to Barnet.",
        "In our encoder, Barnet is replaced by a shallow pooling layer.",
        "Replacing the Barnet layers, our pooling reads whole rows.",
    ],
)
def test_a_method_the_paper_replaces_is_only_mentioned(blank, sentence):
    assert attached(blank, OPENING + sentence) == ("mentions", f"rule.{BACKGROUND}")


@pytest.mark.parametrize(
    "sentence",
    [
        "We replace the pooling layer with Barnet.",
        "In our encoder, the pooling layer is replaced by Barnet.",
    ],
)
def test_what_takes_a_replaced_part_s_place_is_used(blank, sentence):
    assert attached(blank, OPENING + sentence) == ("usesMethod", f"rule.{USE}")


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("Our model learns Barnet embeddings of every row.", "Barnet embeddings"),
        ("We learn hierarchical Barnet codes for tables.", "Barnet codes"),
        ("The encoder produces compact Barnet representations.", "Barnet representations"),
    ],
)
def test_what_the_paper_s_model_learns_or_produces_is_its_output(blank, sentence, name):
    assert attached(blank, OPENING + sentence, name) == ("mentions", f"rule.{OUTPUT}")


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        # to learn a network is to train one: a method the paper uses
        ("We learn a Barnet network that reads rows.", "Barnet network"),
        ("Our model learns from Barnet embeddings.", "Barnet embeddings"),
    ],
)
def test_a_model_the_paper_learns_is_not_its_output(blank, sentence, name):
    assert attached(blank, OPENING + sentence, name)[1] != f"rule.{OUTPUT}"


@pytest.mark.parametrize(
    "sentence",
    [
        # a part of the method is replaced, the method itself is kept
        "In our encoder, the kernel of the first Barnet layer is replaced by a learned one.",
        "Our pruning replaces the deepest layers of common Barnet encoders.",
    ],
)
def test_a_method_whose_part_is_replaced_is_not_a_contrast(blank, sentence):
    assert attached(blank, OPENING + sentence)[1] != f"rule.{BACKGROUND}"


@pytest.mark.parametrize(
    "sentence",
    [
        # the object of a preposition after the verb is what it learns from or with
        "Our model learns from Barnet features.",
        "We learn row embeddings with Barnet.",
    ],
)
def test_what_an_output_verb_learns_from_is_not_its_output(blank, sentence):
    assert attached(blank, OPENING + sentence) != ("mentions", f"rule.{OUTPUT}")


def test_a_method_read_as_the_paper_s_output_stays_a_mention_in_the_graph():
    assert (
        _fit_predicate(
            Predicate.MENTIONS, "Method", "Paper", mention_kind="Method", rule=f"rule.{OUTPUT}"
        )
        is Predicate.MENTIONS
    )
    assert (
        _fit_predicate(
            Predicate.MENTIONS, "Method", "Paper", mention_kind="Method", rule="rule.mentions"
        )
        is Predicate.USES_METHOD
    )


@pytest.mark.parametrize(
    "sentence",
    [
        "Without labels for every row, we train Zorbnet using Barnet features.",
        # a verb of the paper's own clause, after the comparison
        "Zorbnet is faster than Quuxnet, and we fine-tuned Barnet for it.",
        # one of two settings uses it
        "We train Zorbnet on three corpora with and without Barnet pretraining.",
    ],
)
def test_what_is_not_denied_stays_used(blank, sentence):
    assert attached(blank, OPENING + sentence) == ("usesMethod", f"rule.{USE}")


# ---------------------------------------------------------------- round 9: own, parts, domains


@pytest.mark.parametrize(
    ("sentence", "role"),
    [
        # the paper's own thing
        ("The proposed Barnet halves the error on wide tables.", OWN),
        ("We train our novel Barnet on wide tables.", OWN),
        ("By adding a new Barnet, Zorbnet reads merged cells.", OWN),
        # a problem or domain the paper works on or in
        ("Zorbnet wins on several Barnet benchmarks.", DOMAIN),
        ("We study the Barnet problem for wide tables.", DOMAIN),
        ("Zorbnet runs in Barnet environments without changes.", DOMAIN),
    ],
)
def test_the_papers_own_thing_or_domain_is_not_a_method_it_uses(blank, sentence, role):
    assert attached(blank, OPENING + sentence) == ("mentions", f"rule.{role}")


@pytest.mark.parametrize(
    "sentence",
    [
        # a novel thing of a kind named by the method: the method is built on
        "We propose a novel Barnet loss for merged cells.",
        "We propose a new Barnet (BN) framework for merged cells.",
        "We train our proposed Barnet approach on wide tables.",
    ],
)
def test_a_novel_thing_of_a_methods_kind_still_uses_it(blank, sentence):
    text = OPENING + sentence
    name = "Barnet approach" if "approach" in sentence else "Barnet"
    assert attached(blank, text, name)[1] != f"rule.{OWN}"


def test_a_known_method_called_new_is_still_used(blank):
    text = OPENING + "We train a new Barnet on tables."
    start = text.rindex("Barnet")
    known = Mention("Barnet", start, start + 6, METHOD, "gazetteer", 0.9, canonical="Barnet")
    sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
    context = make_context(blank(text), [known], sentences, paper_key="p:1", abstract=text)
    (found,) = find_attachments(context, [])
    assert found.predicate.value == "usesMethod"


def _with_proposal(blank, text: str, names: list[str]) -> list[tuple[str, str, str]]:
    """(name, predicate, rule) of each of ``names`` after the first, the first proposed."""
    mentions = [
        Mention(n, text.index(n), text.index(n) + len(n), METHOD, "name", 0.5) for n in names
    ]
    sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
    context = make_context(blank(text), mentions, sentences, paper_key="p:1", abstract=text)
    context = dataclasses.replace(context, proposed=(0,))
    found = find_attachments(context, [])
    return [
        (context.mentions[e.object].text, e.predicate.value, e.evidence.extractor) for e in found
    ]


def test_the_parts_a_proposal_is_made_of_are_not_used(blank):
    text = "We propose Zorbnet, which combines a row-folding search with a twin-gate selection."
    assert _with_proposal(
        blank, text, ["Zorbnet", "row-folding search", "twin-gate selection"]
    ) == [
        ("row-folding search", "mentions", f"rule.{OWN}"),
        ("twin-gate selection", "mentions", f"rule.{OWN}"),
    ]
    text = "We propose Zorbnet, a reader that consists of a cell-hash encoder and a row decoder."
    assert _with_proposal(blank, text, ["Zorbnet", "cell-hash encoder"]) == [
        ("cell-hash encoder", "mentions", f"rule.{OWN}")
    ]


def test_what_a_proposal_uses_from_elsewhere_stays_used(blank):
    # no "a": a method known by its name
    text = "We propose Zorbnet, which combines Barnet with a row decoder."
    assert _with_proposal(blank, text, ["Zorbnet", "Barnet"])[0][1] == "usesMethod"
    # another phrase between the part verb and the method
    text = "We propose Zorbnet, which integrates cell features, taken from all layers of a Barnet."
    assert _with_proposal(blank, text, ["Zorbnet", "Barnet"])[0][1] == "usesMethod"


def test_the_graph_keeps_own_and_domain_mentions_of_a_method():
    for rule in (OWN, DOMAIN):
        assert _graph_predicate(f"rule.{rule}", METHOD, METHOD) == "mentions"


# ---------------------------------------------------------------- round 21: where a method goes


@pytest.mark.parametrize(
    ("sentence", "role"),
    [
        # what the paper's method applies or carries over to is where it goes, not a tool
        ("Zorbnet is expected to apply to larger Barnet models as well.", DOMAIN),
        ("The same bound generalizes to any Barnet encoder.", DOMAIN),
        ("Our analysis carries over to Barnet decoders.", DOMAIN),
        # what the paper goes beyond is a contrast
        ("We read merged cells beyond what Barnet handles.", BACKGROUND),
    ],
)
def test_where_a_method_goes_and_what_it_goes_beyond_are_not_used(blank, sentence, role):
    assert attached(blank, OPENING + sentence) == ("mentions", f"rule.{role}")


def test_a_model_a_method_is_applied_to_is_used(blank):
    text = OPENING + "Applied to the Barnet encoder, Zorbnet halves the error."
    assert attached(blank, text) == ("usesMethod", f"rule.{USE}")


def _role_in(blank, text: str, proposal: str, name: str) -> tuple[str, str]:
    """(predicate, rule) of the edge to ``name`` when ``proposal`` is the paper's proposal."""
    mentions = []
    for surface in (proposal, name):
        start = text.index(surface)
        mentions.append(Mention(surface, start, start + len(surface), METHOD, "name", 0.5))
    sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
    context = make_context(blank(text), mentions, sentences, paper_key="p:1", abstract=text)
    context = dataclasses.replace(context, proposed=(0,))
    (found,) = [f for f in find_attachments(context, []) if f.object == 1]
    return found.predicate.value, found.evidence.extractor


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "We propose QUILT (Query Unrolled Barnet Transformer), a parser for tables.",
            "Barnet Transformer",
        ),
        (
            "We present Zorbnet (Zonal Barnet Encoding with Residual Trees) for tables.",
            "Residual Trees",
        ),
    ],
)
def test_a_piece_of_a_proposed_name_spelled_out_is_not_used(blank, text, name):
    proposal = text.split()[2]
    assert _role_in(blank, text, proposal, name) == ("mentions", f"rule.{OWN}")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # the brackets closed before the method: a method of its own
        (
            "We propose Zorbnet (ZN) and train it with Barnet Transformer on tables.",
            "Barnet Transformer",
        ),
        # one word in brackets, or a lowercase remark: no name spelled out
        ("We propose Zorbnet (trained with Barnet) for tables.", "Barnet"),
    ],
)
def test_a_method_outside_a_spelled_out_name_stays_used(blank, text, name):
    assert _role_in(blank, text, "Zorbnet", name) == ("usesMethod", f"rule.{USE}")
