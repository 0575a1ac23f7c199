"""What a paper proposes, and the edges around its proposal (issue 12: root causes 2 and 7).

Sentences written for these tests. Each runs :func:`kg.extract.relations.find_relations` on
a blank tokenizer with mentions placed by hand, so the rules are checked apart from the
mention stage.
"""

from __future__ import annotations

import pytest
import spacy

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.extract.relations import Sentence, find_relations
from kg.extract.relations.contributions import noun_phrase
from kg.extract.relations.named import title_name
from kg.extract.relations.titles import TITLE_ONLY
from kg.extract.sentences import split_sentences
from kg.types import EntityType, Mention, Paper

METHOD, CONCEPT, DATASET = EntityType.METHOD, EntityType.CONCEPT, EntityType.DATASET


@pytest.fixture(scope="module")
def blank():
    return spacy.blank("en")


def at(text: str, surface: str, etype: EntityType, *, nth: int = 0, **fields) -> Mention:
    start = -1
    for _ in range(nth + 1):
        start = text.index(surface, start + 1)
    values = {"extractor": "name", "confidence": 0.5} | fields
    return Mention(surface, start, start + len(surface), etype, **values)


def edges(blank, text: str, *mentions: Mention, title: str | None = None) -> set[tuple]:
    """(predicate, subject text or PAPER, object text) of every edge but ``mentions``."""
    sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
    found = find_relations(
        blank(text), mentions, sentences, paper_key="p", abstract=text, title=title
    )
    final = found.mentions.apply(mentions)
    for relation in found.relations:  # evidence quotes a sentence of the abstract
        evidence = relation.evidence
        assert text[evidence.start : evidence.end] == evidence.sentence
        obj = final[relation.object]
        # a title's name keeps the offsets of the abstract's words for the proposal
        assert obj.text == text[obj.start : obj.end] or obj.extractor == TITLE_ONLY
    return {
        (
            r.predicate.value,
            "PAPER" if r.subject is None else final[r.subject].text,
            final[r.object].text,
        )
        for r in found.relations
        if r.predicate.value != "mentions"
    }


def proposed(found: set[tuple]) -> set[str]:
    return {obj for predicate, _, obj in found if predicate == "proposes"}


# -- the title's name -----------------------------------------------------------------------------


def test_title_name_before_a_colon():
    assert title_name("Quuxbench: A Suite of Table Tasks") == (
        "Quuxbench",
        "A Suite of Table Tasks",
        True,
    )
    assert title_name("Grand Mesh Flow") == ("Grand Mesh Flow", "", False)
    for sentence_like in [
        "Why Do Tables Break?",
        "Tables or Graphs: A Study",
        "The Long Road: Tables in Practice",
        "Learning to Parse Tables with Very Small Grammars",
        None,
    ]:
        assert title_name(sentence_like) is None


def test_a_title_name_the_abstract_uses_is_proposed_with_its_sentence(blank):
    text = "Tables are hard to parse. Quuxbench holds ten thousand tables with gold parses."
    found = edges(blank, text, title="Quuxbench: A Dataset of Parsed Tables")
    assert proposed(found) == {"Quuxbench"}


def test_a_lowercase_use_counts_where_the_paper_describes_its_contribution(blank):
    text = "Batches mix modes. We propose a normalization called mode mixing, which helps."
    assert proposed(edges(blank, text, title="Mode Mixing: Better Batches")) == {"mode mixing"}
    # the same words in a sentence about something else are no proposal
    other = "Batches mix modes. Mode mixing is common in old nets."
    assert proposed(edges(blank, other, title="Mode Mixing: Better Batches")) == set()


def test_a_coined_name_only_in_the_title_is_proposed_where_the_paper_speaks(blank):
    # round 17: a coined colon name is the paper's own even where no sentence proposes it
    text = "We study how tables break under noise."
    title = "Quuxbench: A Dataset of Parsed Tables"
    assert proposed(edges(blank, text, title=title)) == {"Quuxbench"}


def test_a_name_only_in_the_title_is_not_proposed_where_the_paper_never_speaks(blank):
    text = "Tables break under noise. Parsers fail on them."
    assert proposed(edges(blank, text, title="Quuxbench: A Dataset of Parsed Tables")) == set()


def test_a_whole_title_that_is_a_known_name_is_about_it(blank):
    text = "We propose to apply Dropout to the table parser."
    known = at(text, "Dropout", METHOD, canonical="Dropout")
    assert proposed(edges(blank, text, known, title="Dropout")) == set()


def test_extract_passes_the_title_to_the_rules():
    nlp = make_pipeline(tagger=False)
    paper = Paper("k:1", "We study tables. Zorblex parses them well.", title="Zorblex: A Parser")
    extraction = extract_one(paper, nlp=nlp)
    (edge,) = [r for r in extraction.relations if r.predicate.value == "proposes"]
    assert extraction.mentions[edge.object].text == "Zorblex"
    assert edge.evidence.sentence == "Zorblex parses them well."


# -- names given without a cue verb before them ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We refer to this sampler as Quux Sampling, since it is fast.", "Quux Sampling"),
        ("We call methods of this kind “confederated tabling”.", "confederated tabling"),
        ("We propose a parser for tables, namely Zorbnet, which is fast.", "Zorbnet"),
        ("We present a new tabular encoder, dubbed Zorbnet, for parsing.", "Zorbnet"),
        ("We design a new loss entitled Zorbloss for parsers.", "Zorbloss"),
        ("We propose an alternative table parser, Zorbnet, with few rules.", "Zorbnet"),
        ("We introduce a new inference scheme: Zorbnet (ZN).", "Zorbnet"),
        ("The units of our new proposed model (Zorbnet) see more context.", "Zorbnet"),
        ("Tables are hard. Zorbnet, a novel parser that reads cells, helps.", "Zorbnet"),
    ],
)
def test_named_contributions(blank, text, name):
    mentions = [at(text, name, METHOD)] if name[0].isupper() else []
    assert proposed(edges(blank, text, *mentions)) == {name}


# -- background, reports and others' work are no proposals -------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Quux autoencoders (QAEs) are a popular framework for tables.",
        "Gated quux units (GQUs) are widely used in parsers.",
        "Quux sampling (QS) is a standard tool to parse tables.",
        "The Quux factorization (QF) is an efficient way to parse tables.",
    ],
)
def test_definitions_of_known_things_are_background(blank, text):
    name = text.split(" (")[0].removeprefix("The ")
    short = text.split("(")[1].split(")")[0]
    assert proposed(edges(blank, text, at(text, name, METHOD, short_form=short))) == set()


def test_a_new_definition_after_the_paper_states_its_contribution_is_proposed(blank):
    text = "We introduce mid-parsing for tables. Quux Mid-Parsing (QMP) is a compact stage."
    mention = at(text, "Quux Mid-Parsing", METHOD, short_form="QMP")
    assert "Quux Mid-Parsing" in proposed(edges(blank, text, mention))


@pytest.mark.parametrize(
    "text",
    [
        "We also present samples on Tabset.",
        "We present results on Tabset and Rowset.",
        "Unlike others, we do not provide an explicit table grammar to the parser.",
        "In previous work, the attention module of earlier parsers is designed to read rows.",
        "A set of key cells and label pairs is designed using table rules.",
    ],
)
def test_reports_denials_and_prior_work_propose_nothing(blank, text):
    mentions = [at(text, w, DATASET) for w in ("Tabset", "Rowset") if w in text]
    if "label pairs" in text:
        mentions.append(at(text, "label pairs", CONCEPT))
    if "attention module" in text:
        mentions.append(at(text, "attention module", METHOD))
    assert proposed(edges(blank, text, *mentions)) == set()


@pytest.mark.parametrize(
    "text",
    [
        "Recurrent quux nets (RQNs) are designed to read rows.",
        "We propose Zorbnet. We evaluate our proposed method on parsing tables.",
    ],
)
def test_what_known_things_are_for_and_adjectives_are_no_cues(blank, text):
    mentions = [at(text, "RQNs", METHOD)] if "RQNs" in text else [at(text, "Zorbnet", METHOD)]
    assert proposed(edges(blank, text, *mentions)) <= {"Zorbnet"}


def test_a_name_designed_in_the_passive_is_proposed(blank):
    text = "Zorbnet is designed to read rows."
    assert proposed(edges(blank, text, at(text, "Zorbnet", METHOD))) == {"Zorbnet"}


def test_one_of_a_known_family_is_no_proposal_of_it(blank):
    text = "We propose a recurrent quux network."
    known = at(text, "recurrent quux network", METHOD, canonical="recurrent quux network")
    assert proposed(edges(blank, text, known)) == set()


def test_one_of_a_known_family_is_proposed_with_what_it_does(blank):
    # round 14: "we introduce a neural network that represents sentences by ...": the paper's
    # own network, labelled with its clause; the family's mention stays beside it
    text = "We propose a recurrent quux network that reads rows."
    known = at(text, "recurrent quux network", METHOD, canonical="recurrent quux network")
    found = edges(blank, text, known)
    assert proposed(found) == {"recurrent quux network that reads rows"}


# -- whole labels -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "label"),
    [
        (
            "We propose a new approach for reducing the variance of the gradient estimators "
            "of deep table parsers.",
            None,  # past the longest complement: cut mid-phrase
        ),
        (
            "We propose a new approach to infer rows when a few cells are lost.",
            "approach to infer rows",  # the clause after "when" is cut off, whole
        ),
        (
            "We propose an algorithm to identify winning tables.",
            "algorithm to identify winning tables",
        ),
        ("We develop a framework to characterize which tables parse.", None),
        ("We present noise type/position classification of tables.", None),
        ("We design an adversarial tabling methodol- ogy for parsers.", None),
        (
            "We propose a set of tools for constructing equivariant table parsers.",
            "set of tools for constructing equivariant table parsers",
        ),
        (
            "We introduce a more efficient neural architecture for amortized parsing.",
            "efficient neural architecture for amortized parsing",  # what it is for
        ),
        (
            "We introduce a simple patch to the current table parser: it reads rows.",
            "patch to the current table parser",
        ),
        ("We propose an approach to dynamic table modeling.", "approach to dynamic table modeling"),
    ],
)
def test_contribution_phrases_are_whole_or_none(blank, sentence, label):
    doc = blank(sentence)
    found = noun_phrase(doc, 2, len(doc))
    assert (None if found is None else sentence[found[0] : found[1]]) == label


# -- one edge per relation: proposes, comparesWith, extends, evaluatesOn -----------------------


def test_the_proposal_under_its_other_name_is_not_also_used(blank):
    text = "We propose Zorbnet. Using ZN we parse tables."
    found = edges(
        blank, text, at(text, "Zorbnet", METHOD), at(text, "ZN", METHOD, long_form="Zorbnet")
    )
    assert found == {("proposes", "PAPER", "Zorbnet")}


@pytest.mark.parametrize(
    "text",
    [
        "We propose Zorbnet. Using tables, it beats the strong Quuxnet baseline.",
        "We propose Zorbnet. We use baselines such as Quuxnet.",
        "We propose Zorbnet. It gives improvements over Quuxnet with tables.",
        "We propose Zorbnet. With tables, it is superior to Quuxnet.",
    ],
)
def test_baselines_are_compared_with_not_used(blank, text):
    found = edges(blank, text, at(text, "Zorbnet", METHOD), at(text, "Quuxnet", METHOD))
    assert ("comparesWith", "Zorbnet", "Quuxnet") in found
    assert ("usesMethod", "PAPER", "Quuxnet") not in found


@pytest.mark.parametrize(
    ("text", "extended"),
    [
        ("We propose Zorbnet. Zorbnet builds on Quuxnet.", True),
        ("We propose Zorbnet. Zorbnet generalizes well to Quuxnet.", False),
        ("We propose Zorbnet. Zorbnet builds on recent developments in Quuxnet.", False),
        ("We propose Zorbnet. Zorbnet improves performance of Quuxnet.", False),
    ],
)
def test_extends_only_from_verbs_that_extend_a_method(blank, text, extended):
    found = edges(blank, text, at(text, "Zorbnet", METHOD), at(text, "Quuxnet", METHOD))
    assert (("extends", "Zorbnet", "Quuxnet") in found) is extended


def test_extends_needs_a_method_object(blank):
    text = "We propose Zorbnet. Zorbnet extends table theory."
    found = edges(blank, text, at(text, "Zorbnet", METHOD), at(text, "table theory", CONCEPT))
    assert not any(predicate == "extends" for predicate, _, _ in found)


def test_data_named_for_prior_work_is_not_evaluated_on(blank):
    text = "We propose Zorbnet. Prior work trained parsers on Tabset. We test Zorbnet on Rowset."
    found = edges(
        blank,
        text,
        at(text, "Zorbnet", METHOD),
        at(text, "Tabset", DATASET),
        at(text, "Rowset", DATASET),
    )
    assert ("evaluatesOn", "PAPER", "Rowset") in found
    assert ("evaluatesOn", "PAPER", "Tabset") not in found


# -- round 4, proposals: cues, labels, class words (sentences written for these tests) --------


@pytest.mark.parametrize(
    ("text", "term"),
    [
        (
            "We propose a new loss function for aligning noisy captions with images.",
            "loss function",
        ),
        ("We introduce a regularizer that keeps the decoder weights small.", "regularizer"),
        (
            "In this paper we develop an unsupervised method that ranks tables.",
            "unsupervised method",
        ),
    ],
)
def test_a_class_word_after_an_indefinite_article_is_not_the_proposal(blank, text, term):
    found = proposed(edges(blank, text, at(text, term, METHOD, extractor="ner")))
    assert term not in found
    # what is kept is a description with its purpose or what it does, or nothing
    assert all(label.startswith((term + " for ", term + " that ")) for label in found)


def test_a_class_word_with_a_purpose_keeps_the_purpose(blank):
    text = "We propose a new loss function for aligning noisy captions with images."
    found = proposed(edges(blank, text, at(text, "loss function", METHOD, extractor="ner")))
    # round 10: the manner phrase that ends the sentence belongs to the purpose
    assert found == {"loss function for aligning noisy captions with images"}


def test_a_cue_verb_whose_subject_is_not_we_proposes_nothing(blank):
    text = "We first show that such a pairing provides clear gains on molecules."
    assert proposed(edges(blank, text)) == set()
    # the cue verb of "we" itself still proposes
    own = "We first provide a pairing scheme for molecules."
    assert proposed(edges(blank, own)) == {"pairing scheme for molecules"}


def test_a_phrase_cut_at_a_dangling_preposition_is_no_label(blank):
    text = "We propose pooling label votes over, not only annotators, but also items."
    assert proposed(edges(blank, text)) == set()


@pytest.mark.parametrize("kind", ["type", "kind", "form"])
def test_a_new_kind_of_thing_is_labelled_by_the_thing(blank, kind):
    text = f"We introduce a new {kind} of sparse attention map for long documents."
    found = proposed(edges(blank, text))
    assert found and all(not label.startswith(kind) for label in found)
    assert any(label.startswith("sparse attention map") for label in found)


def test_a_name_cited_with_authors_and_year_is_prior_work(blank):
    text = "Zorbnet beats the recently proposed Gradient Echo Sampling (Marlow & Quint, 2019)."
    found = edges(
        blank, text, at(text, "Zorbnet", METHOD), at(text, "Gradient Echo Sampling", METHOD)
    )
    assert "Gradient Echo Sampling" not in proposed(found)


def test_a_name_after_a_long_description_is_the_proposal(blank):
    text = "We propose a new algorithm to search for sparse masks, Tidal Pruning, which is fast."
    found = proposed(edges(blank, text, at(text, "Tidal Pruning", METHOD)))
    assert found == {"Tidal Pruning"}


# -- round 4, proposals 2: recall (sentences written for these tests) ---------------------------


def test_a_generic_kind_is_labelled_with_what_it_does_or_not_at_all(blank):
    text = "We present a layered framework that can quickly learn such table grammars."
    found = proposed(edges(blank, text, at(text, "layered framework", METHOD, extractor="ner")))
    assert found == {"layered framework that can quickly learn such table grammars"}
    bare = "We present a layered framework."
    assert proposed(edges(blank, bare, at(bare, "layered framework", METHOD))) == set()


def test_every_name_listed_after_a_colon_is_proposed(blank):
    text = "To parse rows, we build two parsers: Row-BERT and Cell Program Parser (CPP)."
    found = edges(
        blank,
        text,
        at(text, "Row-BERT", METHOD),
        at(text, "Cell Program Parser", METHOD, short_form="CPP"),
    )
    assert proposed(found) == {"Row-BERT", "Cell Program Parser"}


def test_modifiers_coordinated_before_one_head_stay_together(blank):
    text = "We propose greedy splitting and merging rules to handle wide tables."
    assert proposed(edges(blank, text)) == {"greedy splitting and merging rules"}
    named = edges(blank, text, at(text, "greedy splitting", METHOD, extractor="ner"))
    assert proposed(named) == {"greedy splitting and merging rules"}


def test_one_of_a_known_family_like_another_thing_is_proposed_with_the_likeness(blank):
    text = "We develop a recurrent network analogous to the Zorb parser and show it is fast."
    known = at(text, "recurrent network", METHOD, canonical="recurrent network")
    assert proposed(edges(blank, text, known)) == {"recurrent network analogous to the Zorb parser"}


def test_a_second_cue_verb_of_the_same_subject_proposes_too(blank):
    text = (
        "Here we propose a parser in which each cell votes on its row, and extend it with "
        "a cross-row attention layer that shares context."
    )
    found = edges(blank, text, at(text, "cross-row attention layer", METHOD))
    assert "cross-row attention layer" in proposed(found)


def test_an_infinitive_after_a_gerund_stays_in_the_complement(blank):
    sentence = "We present a new approach for learning to rank table cells with noisy labels."
    doc = blank(sentence)
    found = noun_phrase(doc, 2, len(doc))
    assert found is not None
    assert sentence[found[0] : found[1]] == "approach for learning to rank table cells"


def test_two_nouns_sharing_a_complement_stay_in_the_label(blank):
    sentence = "We propose a modular framework for the design and training of table parsers."
    doc = blank(sentence)
    found = noun_phrase(doc, 2, len(doc))
    assert found is not None
    assert sentence[found[0] : found[1]] == (
        "modular framework for the design and training of table parsers"
    )


# -- round 3: an unnamed proposal gets a whole, readable label or none -----------------------


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "We present a new parser that can both tag and bracket noisy receipts.",
            "parser that can both tag and bracket noisy receipts",
        ),
        (
            "We introduce simple, fast routines for sorting a heap of pebbles.",
            "routines for sorting a heap of pebbles",
        ),
        (
            "We develop a novel planner to place heavy boxes on low shelves.",
            "planner to place heavy boxes on low shelves",
        ),
        (
            # a purpose too long to keep whole is cut back where a prepositional phrase opens
            "We propose a method to quickly count the pebbles of every heap in a garden "
            "during the long summer nights.",
            "method to quickly count the pebbles of every heap",
        ),
        (
            # a specific head keeps its words when its purpose cannot be kept whole
            "We design an unsupervised pebble sorter that explicitly learns to weigh and "
            "count many small pebbles from a few noisy photographs taken at night.",
            "unsupervised pebble sorter",
        ),
        (
            # two cue verbs share the object; praise joined by "but" is praise
            "We design and train a simple but effective sorter that weighs small pebbles.",
            "sorter that weighs small pebbles",
        ),
        (
            # a phrase cut at an adjective ("approach to grow realistic") gives way to the whole
            # one; round 14: the coordinated complement is whole, its place phrase past the
            # longest complement
            "We propose an approach to grow realistic and leafy moss in the shade.",
            "approach to grow realistic and leafy moss",
        ),
    ],
)
def test_an_unnamed_proposal_is_labelled_to_its_head_with_its_purpose(blank, text, label):
    assert proposed(edges(blank, text)) == {label}


@pytest.mark.parametrize(
    "text",
    [
        "We propose a novel method.",
        "We present a framework within which pebbles are counted by hand.",
        "We introduce a method to characterize.",
        "This note makes two contributions towards sorting pebbles by hand.",
        "In the garden we present, the pebble heaps are sorted by hand.",
        "We present a framework to sort pebbles at the heap-, row-, and garden-level.",
    ],
)
def test_a_generic_proposal_without_a_whole_purpose_has_no_label(blank, text):
    assert proposed(edges(blank, text)) == set()


def test_a_name_after_a_description_and_the_is_proposed(blank):
    text = "We propose a novel sorting architecture, the Pebble Sieve, which counts stones."
    sieve = at(text, "Pebble Sieve", METHOD)
    device = at(text, "sorting architecture", METHOD)
    assert proposed(edges(blank, text, device, sieve)) == {"Pebble Sieve"}


@pytest.mark.parametrize(
    ("title", "text", "name"),
    [
        (
            "Deep Pebble-Sort Net: Sorting Stones by Weight",
            "Stones vary. Pebble-Sort Net weighs each stone before it sorts them.",
            "Pebble-Sort Net",
        ),
        ("ZorbNet: A Parser of Rows", "Rows vary. ZorbNets parse rows in one pass.", "ZorbNets"),
        ("ZorbNets: Parsers of Rows", "Rows vary. A ZorbNet parses rows in one pass.", "ZorbNet"),
    ],
)
def test_a_title_name_in_a_variant_form_is_proposed(blank, title, text, name):
    assert proposed(edges(blank, text, title=title)) == {name}


@pytest.mark.parametrize(
    ("title", "text", "known"),
    [
        # a plain tail of a title's name is no variant of it
        ("Grand Mesh Flow: Stones in Motion", "Stones vary. Mesh Flow is a term we use.", None),
        # nor a known name inside it ("GANs" of "Coulomb GANs")
        (
            "Coulomb Zorb networks: Rows",
            "Rows vary. Zorb networks (ZNs) parse rows.",
            "Zorb networks",
        ),
        ("Coulomb GANs", "Rows vary. GANs parse rows.", None),
    ],
)
def test_no_variant_of_a_title_name_from_plain_words_or_a_known_name(blank, title, text, known):
    given = [at(text, known, METHOD, canonical=known.lower())] if known else []
    assert proposed(edges(blank, text, *given, title=title)) == set()


def final_texts(blank, text: str, *mentions: Mention) -> set[str]:
    """The texts of the mentions once the rules have run (replaced ones gone)."""
    sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
    found = find_relations(blank(text), mentions, sentences, paper_key="p", abstract=text)
    return {m.text for m in found.mentions.apply(mentions)}


def test_a_name_inside_a_labels_purpose_stays_a_mention(blank):
    text = "We present a fast method for pruning Zorbnet on long tables."
    zorb = at(text, "Zorbnet", METHOD, extractor="ner")
    (label,) = proposed(edges(blank, text, zorb))
    assert "method for pruning Zorbnet" in label
    assert "Zorbnet" in final_texts(blank, text, zorb)


def test_a_concept_phrase_inside_a_labels_purpose_stays_a_mention(blank):
    text = "We present a compact model for sorting long tables."
    tables = at(text, "long tables", CONCEPT, extractor="phrase")
    assert proposed(edges(blank, text, tables)) == {"compact model for sorting long tables"}
    assert "long tables" in final_texts(blank, text, tables)


def test_a_label_is_not_cut_after_a_participle(blank):
    text = (
        "We develop a novel framework for finding pebble heaps covered by a thick layer of sand "
        "by directly reading the shape of the garden under the morning sun."
    )
    (label,) = proposed(edges(blank, text))
    assert not label.endswith("covered")


# -- round 5: an unnamed proposal's label names something, or there is no node ----------------


@pytest.mark.parametrize(
    "text",
    [
        "We propose a novel framework for the problem.",
        "We propose a simple yet effective method for this task.",
        "We present a new approach to the problem of interest.",
        "We introduce an effective framework for this setting.",
        "We propose a new framework that achieves strong results.",
        "We introduce a general method to improve performance.",
        "We propose a simple method for improving the performance of existing models.",
        "We present a unified learning framework.",
        "We release a large dataset.",
    ],
)
def test_a_label_that_only_describes_is_no_proposal(blank, text):
    assert proposed(edges(blank, text)) == set()


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("We propose a fast method for sorting pebbles.", "fast method for sorting pebbles"),
        ("We present a simple pebble sorting network.", "pebble sorting network"),
        (
            "We propose an efficient method for pruning ZorbNets.",
            "efficient method for pruning ZorbNets",
        ),
    ],
)
def test_a_label_with_specific_words_stays(blank, text, label):
    assert proposed(edges(blank, text)) == {label}


# -- round 5: contributions stated without "propose / present / introduce" -------------------


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "In this paper, pebble sorting is achieved by a weighted comb filter over stone sizes.",
            "weighted comb filter over stone sizes",
        ),
        ("We derive a new sorting bound for pebble combs.", "sorting bound"),
    ],
)
def test_a_contribution_stated_without_a_propose_verb(blank, text, label):
    assert proposed(edges(blank, text)) == {label}


def test_a_formulation_that_says_nothing_on_one_side_is_no_proposal(blank):
    assert proposed(edges(blank, "We formulate our method as an optimization problem.")) == set()


def test_a_means_that_is_a_known_name_is_not_proposed(blank):
    text = "In this paper, pebble sorting is achieved by the Zorb transform."
    known = at(text, "Zorb transform", METHOD, canonical="zorb transform")
    assert proposed(edges(blank, text, known)) == set()


@pytest.mark.parametrize(
    "text",
    [
        "Our approach, Zorbsort, sorts pebbles by weight.",
        "Stones vary. Sorting them is slow. Tests show that Zorbsort, our comb filter, is fast.",
        "Stones vary. Sorting them is slow. To this end, we sort them with Zorbsort, a comb that "
        "weighs each stone.",
    ],
)
def test_a_name_the_paper_owns_late_in_the_abstract_is_proposed(blank, text):
    assert proposed(edges(blank, text, at(text, "Zorbsort", METHOD))) == {"Zorbsort"}


def test_a_described_name_in_a_sentence_about_prior_work_is_not_proposed(blank):
    text = "Stones vary. Previous work sorted them with Zorbsort, a comb that weighs each stone."
    assert proposed(edges(blank, text, at(text, "Zorbsort", METHOD))) == set()


def test_after_a_formulation_a_second_cue_proposes(blank):
    # round 37: the formulation itself is no proposal (tests/extract/test_round37.py)
    text = (
        "We formulate pebble sorting as a matching problem over stone pairs and present a "
        "weighted comb filter."
    )
    assert proposed(edges(blank, text)) == {"weighted comb filter"}


@pytest.mark.parametrize(
    "text",
    [
        # a finding about a definite thing, not a contribution
        "We derive the optimal weight distribution of the pebble game.",
        "We derive the closed form of the pebble gradient.",
        # a relational noun cut from what it relates to
        "We present a sorting variant of the comb filter of wet pebble heaps that are found "
        "near the rivers of the north.",
        # a class of methods named by its field only
        "We develop a deep reinforcement learning algorithm inspired by these ideas.",
        # the subject of the main clause, not an appositive
        "When sorted using Zorbsort, our model produced fast sorting of wet pebbles.",
    ],
)
def test_reports_and_cut_or_class_labels_are_no_proposals(blank, text):
    given = [at(text, "Zorbsort", METHOD)] if "Zorbsort" in text else []
    assert proposed(edges(blank, text, *given)) == set()


def test_a_known_name_a_paper_derives_is_not_proposed(blank):
    text = "We derive three pebble sorting rules that hold on any stone heap."
    known = at(text, "pebble sorting", METHOD, canonical="pebble sorting")
    assert proposed(edges(blank, text, known)) == set()


def test_a_vague_head_is_labelled_with_its_complement(blank):
    text = "We derive tight bounds on the sorting error of pebble combs."
    assert proposed(edges(blank, text)) == {"tight bounds on the sorting error of pebble combs"}


def test_a_cue_verb_coordinated_with_the_papers_first_verb_proposes(blank):
    text = (
        "In this work, we study the problem of sorting wet pebbles on a long conveyor belt and "
        "propose a weighted comb filter."
    )
    assert proposed(edges(blank, text)) == {"weighted comb filter"}
    clause = "We show that sorting wet pebbles on a long conveyor belt is hard and propose a comb."
    assert proposed(edges(blank, clause)) == set()


def test_a_name_right_after_the_head_is_the_proposal(blank):
    text = (
        "Stones vary. We study pebble sorting on wet belts and build the first pebble sorting "
        "dataset PebbleSet-9 with wet stones."
    )
    found = proposed(edges(blank, text, at(text, "PebbleSet-9", DATASET)))
    assert found == {"PebbleSet-9"}


@pytest.mark.parametrize(
    "text",
    [
        "We derive a closed form of the pebble functional.",
        "We propose an efficient deep reinforcement learning agent.",
        "We model pebble weights using Zorb processes, a model that handles wet stones.",
    ],
)
def test_a_form_an_agent_or_a_used_model_is_no_proposal(blank, text):
    given = [at(text, "Zorb processes", METHOD)] if "Zorb" in text else []
    assert proposed(edges(blank, text, *given)) == set()


# -- "our contributions include X" ----------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "Our primary contributions include a lattice row encoder for reading tables.",
        "Our main contribution is a lattice row encoder that reads tables row by row.",
        "The contributions of this paper are a lattice row encoder and two new tests.",
    ],
)
def test_what_the_paper_calls_its_contributions_is_proposed(blank, sentence):
    text = "Tables are hard to parse. " + sentence
    assert "lattice row encoder" in proposed(
        edges(blank, text, at(text, "lattice row encoder", METHOD))
    )


def test_contributions_of_cited_work_are_not_proposed(blank):
    text = "Tables are hard to parse. The contributions of Doe et al. (2019) include a lattice row encoder."
    assert not proposed(edges(blank, text, at(text, "lattice row encoder", METHOD)))


def test_a_known_name_among_the_contributions_is_not_proposed(blank):
    text = "Tables are hard to parse. Our main contribution is a transformer for tables."
    mention = at(text, "transformer", METHOD, canonical="Transformer")
    assert "transformer" not in proposed(edges(blank, text, mention))
