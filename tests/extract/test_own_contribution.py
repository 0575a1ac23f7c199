"""The paper's own contribution is proposed, not drawn as used, when no cue verb says so
(round 6; sentences and names written for the tests)."""

from __future__ import annotations

from dataclasses import replace

import pytest
import spacy

from kg.extract.relations import doc_sentences, find_relations
from kg.types import EntityType, Mention, Predicate

METHOD = EntityType.METHOD
PROPOSES, USES = Predicate.PROPOSES.value, Predicate.USES_METHOD.value


@pytest.fixture(scope="module")
def blank():
    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    return nlp


def defined(text: str, long: str, short: str, **fields) -> list[Mention]:
    """Mentions of an acronym the abstract defines ("long (short)") and of its later uses."""
    at = text.index(f"{long} ({short})")
    found = [
        Mention(long, at, at + len(long), METHOD, "acronym.long", 0.8, short_form=short, **fields)
    ]
    start = at + len(long)
    while (start := text.find(short, start + 1)) >= 0:
        found.append(
            Mention(short, start, start + len(short), METHOD, "acronym.short", 0.8, long_form=long)
        )
    return found


def named(text: str, name: str, etype: EntityType = METHOD, **fields) -> list[Mention]:
    """A mention of every occurrence of ``name``."""
    found, at = [], text.find(name)
    while at >= 0:
        values = {"extractor": "ner", "confidence": 0.5} | fields
        found.append(Mention(name, at, at + len(name), etype, **values))
        at = text.find(name, at + 1)
    return found


def drawn(blank, text: str, mentions: list[Mention], title: str | None = None) -> dict:
    """Surface form -> the predicates of the paper's edges to its mentions."""
    doc = blank(text)
    found = find_relations(
        doc, mentions, doc_sentences(doc), paper_key="p:1", abstract=text, title=title
    )
    final = found.mentions.apply(mentions)
    edges: dict[str, set[str]] = {}
    for relation in found.relations:
        if relation.subject is None:
            edges.setdefault(final[relation.object].text, set()).add(relation.predicate.value)
    return edges


def own(edges: dict, *names: str) -> bool:
    """Some form of the contribution is proposed and none is used."""
    predicates = set().union(*(edges.get(n, set()) for n in names))
    return PROPOSES in predicates and USES not in predicates


# -- the title names the contribution; the abstract defines it in another form ---------------


@pytest.mark.parametrize(
    ("title", "text", "long", "short"),
    [
        (
            # initials of the title's words; "and", a participle and a plural aside
            "Sparse Tiling Lattices for Fast Retrieval",
            "Retrieval over large collections is slow. Here the index is cut into a sparse and "
            "tiled lattice (STL) of small cells. STL answers queries in half the time.",
            "sparse and tiled lattice",
            "STL",
        ),
        (
            # the title's words as the long form, with no verb of proposal anywhere
            "Kernel Path Scoring for Pruning",
            "Pruning removes filters from a network. In this work, filters are ranked with "
            "Kernel Path Scoring (KPS), which traces how each kernel passes signal. With KPS, "
            "40% of the filters of a small network go with no loss in accuracy.",
            "Kernel Path Scoring",
            "KPS",
        ),
        (
            # after a determiner and before a dash
            "The Curvature Spread - Predicting Which Networks Train",
            "No cheap measure predicts whether a network trains. We report the curvature "
            "spread (CVS), computed before training. The CVS is a strong predictor of the "
            "test error of a network.",
            "curvature spread",
            "CVS",
        ),
    ],
)
def test_a_defined_name_the_title_gives_is_proposed_not_used(blank, title, text, long, short):
    edges = drawn(blank, text, defined(text, long, short), title=title)
    assert own(edges, long, short), edges


@pytest.mark.parametrize(
    ("title", "text", "long", "short"),
    [
        (
            # a well-known thing defined in the lead-in
            "Sparse Tiling Lattices for Fast Retrieval",
            "Sparse tiled lattices (STLs) are a popular index for retrieval. We make them "
            "faster with a cache of cells.",
            "Sparse tiled lattices",
            "STLs",
        ),
        (
            # prior work, with a citation, after the paper first speaks of itself
            "Kernel Path Scoring for Pruning",
            "We prune networks. Kernel Path Scoring (KPS) ranks filters (Doe et al., 2019); "
            "we show that it fails on deep networks.",
            "Kernel Path Scoring",
            "KPS",
        ),
        (
            # what the title studies, not what it contributes
            "Understanding Kernel Path Scoring",
            "We study kernel path scoring (KPS), a common way to rank filters, and show when "
            "it fails.",
            "kernel path scoring",
            "KPS",
        ),
    ],
)
def test_a_defined_name_of_others_or_studied_is_not_proposed(blank, title, text, long, short):
    edges = drawn(blank, text, defined(text, long, short), title=title)
    assert PROPOSES not in set().union(*edges.values()), edges


# -- a name introduced and then the subject of the paper's results -----------------------------


@pytest.mark.parametrize(
    "tail",
    [
        "STR removes 40% of the filters of a small network.",
        "STR provides a 3x speed-up over magnitude ranking.",
        "STR enables pruning of half the filters at no loss in accuracy.",
    ],
)
def test_a_defined_name_the_results_speak_of_is_proposed(blank, tail):
    text = (
        "We ask how filters can be ranked before pruning. Signal Trace Ranking (STR) scores "
        f"each filter by the signal it passes. {tail}"
    )
    edges = drawn(blank, text, defined(text, "Signal Trace Ranking", "STR"))
    assert own(edges, "Signal Trace Ranking", "STR"), edges


def test_a_name_dubbed_after_this_solution_is_proposed(blank):
    text = (
        "Compilers search slowly. We devise a solution that learns where to search. "
        "This solution, dubbed QUORIX, samples fewer points. QUORIX provides a 4x speed-up."
    )
    edges = drawn(blank, text, named(text, "QUORIX"))
    assert own(edges, "QUORIX"), edges


# -- a component the paper designs ---------------------------------------------------------------


def test_a_novel_component_the_model_employs_is_proposed(blank):
    text = (
        "Action regions in videos are hard to find. Our network employs a novel marginal "
        "pooling aggregation (MPA) module that samples subsets of features. MPA lowers the "
        "weight of the most salient regions."
    )
    edges = drawn(blank, text, defined(text, "marginal pooling aggregation", "MPA"))
    assert own(edges, "marginal pooling aggregation", "MPA"), edges


def test_what_replaces_a_block_is_proposed_and_the_block_is_not_used(blank):
    text = (
        "Encoders are slow on long inputs. We replace the attention block of the encoder with "
        "a gated hash attention. It halves the time per token."
    )
    mentions = named(text, "attention block") + named(text, "gated hash attention")
    edges = drawn(blank, text, mentions)
    assert own(edges, "gated hash attention"), edges
    assert not edges.get("attention block", set()) & {PROPOSES, USES}, edges


def test_a_known_replacement_is_used_and_what_it_replaces_is_not(blank):
    text = "Deep networks train slowly. We replace ReLU with GELU in every layer of the network."
    mentions = named(text, "ReLU", canonical="ReLU") + named(text, "GELU", canonical="GELU")
    edges = drawn(blank, text, mentions)
    assert PROPOSES not in set().union(*edges.values()), edges
    assert USES in edges["GELU"]
    assert USES not in edges.get("ReLU", set())


# -- a unit or loss the title names --------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Activations shape how networks train. We show that gated sine units speed up the "
        "training of deep networks on three tasks.",
        "Activations shape how networks train. We find that in deep networks a gated sine "
        "unit trains faster than a rectifier.",
    ],
)
def test_a_unit_the_title_names_is_proposed_in_any_case_or_number(blank, text):
    title = "Gated Sine Units: Smooth Activations for Deep Networks"
    name = "gated sine units" if "units" in text else "gated sine unit"
    edges = drawn(blank, text, named(text, name), title=title)
    assert own(edges, name), edges


def test_a_title_name_said_of_others_is_not_proposed(blank):
    title = "Gated Sine Units: Smooth Activations for Deep Networks"
    text = "We study activations. Gated sine units are common in old speech networks."
    edges = drawn(blank, text, named(text, "Gated sine units"), title=title)
    assert PROPOSES not in set().union(*edges.values()), edges


def test_a_known_name_the_title_names_in_lowercase_is_not_proposed(blank):
    title = "Batch Normalization: Why It Helps"
    text = "We study why batch normalization helps the training of deep networks."
    mentions = named(text, "batch normalization", canonical="batch normalization")
    edges = drawn(blank, text, mentions, title=title)
    assert PROPOSES not in set().union(*edges.values()), edges


# -- names defined in quotes after the paper says what it proposes -------------------------------


def test_names_defined_in_quotes_after_a_proposal_are_proposed(blank):
    text = (
        "Normalization is costly. We propose two ways to estimate statistics from few rows. "
        "The first is “Row Picking (RP)” that keeps a few rows of each batch, the second "
        "“Cell Picking (CP)” that keeps a patch of each map."
    )
    mentions = defined(text, "Row Picking", "RP") + defined(text, "Cell Picking", "CP")
    edges = drawn(blank, text, mentions)
    assert own(edges, "Row Picking", "RP") and own(edges, "Cell Picking", "CP"), edges
    # a long form cut with its opening quote is proposed without it
    quoted = defined(text, "“Row Picking", "RP")
    assert own(drawn(blank, text, quoted), "Row Picking", "RP")


def test_a_so_called_quoted_name_is_not_proposed(blank):
    text = (
        "Normalization is costly. We propose a cache of statistics. It differs from the "
        "so-called “Row Picking (RP)” of older systems."
    )
    edges = drawn(blank, text, defined(text, "Row Picking", "RP"))
    assert PROPOSES not in edges.get("Row Picking", set()), edges


def test_a_measure_the_title_names_is_proposed_whatever_its_type(blank):
    title = "The Curvature Spread - Predicting Which Networks Train"
    text = (
        "No cheap measure predicts whether a network trains. We report the curvature "
        "spread (CVS), computed before training."
    )
    mentions = [
        replace(m, type=EntityType.CONCEPT) for m in defined(text, "curvature spread", "CVS")
    ]
    edges = drawn(blank, text, mentions, title=title)
    assert PROPOSES in edges.get("curvature spread", set()), edges


@pytest.mark.parametrize(
    ("title", "text"),
    [
        (
            "Graph Neural Networks for Tiny Rows",
            "Rows are small. We show that graph neural networks (GNNs) parse them well.",
        ),
        (
            None,
            "Rows are small. We study them. Our parser employs a novel graph neural network "
            "(GNN) module that reads each row.",
        ),
    ],
)
def test_a_known_name_defined_with_an_acronym_is_not_proposed(blank, title, text):
    long = "graph neural networks" if "networks (" in text else "graph neural network"
    short = "GNNs" if "GNNs" in text else "GNN"
    edges = drawn(blank, text, defined(text, long, short), title=title)
    assert PROPOSES not in set().union(*edges.values()), edges


# -- "our X" ----------------------------------------------------------------------------------


def test_a_specific_name_the_paper_calls_its_own_is_proposed(blank):
    text = (
        "Long inputs are slow for encoders. We study how tokens can be bucketed. Our gated "
        "hash attention halves the cost per token."
    )
    edges = drawn(blank, text, named(text, "gated hash attention"))
    assert own(edges, "gated hash attention"), edges


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We study pruning. Our pruning method removes half the filters.", "pruning method"),
        ("We study pruning. Our previous hash attention was slow.", "hash attention"),
        (
            "We study pruning. Our graph neural network removes half the filters.",
            "graph neural network",
        ),
    ],
)
def test_a_generic_kind_earlier_work_or_a_known_name_after_our_is_not_proposed(blank, text, name):
    edges = drawn(blank, text, named(text, name))
    assert PROPOSES not in edges.get(name, set()), edges


def test_a_score_the_paper_calls_its_own_is_not_proposed(blank):
    text = (
        "Long inputs are slow for encoders. We study how tokens can be bucketed. Our bucketing "
        "accuracy on the held-out set reaches 71.2%."
    )
    edges = drawn(blank, text, named(text, "bucketing accuracy", EntityType.METRIC))
    assert PROPOSES not in edges.get("bucketing accuracy", set()), edges


# -- the short name given right after a proposal ---------------------------------------------------


@pytest.mark.parametrize(
    ("title", "text", "long", "short"),
    [
        (
            "Sort, Sieve, and Store: Fast Tables",
            "Tables are slow. We introduce a new framework: Sort, Sieve, and Store (SSS). "
            "SSS splits a table into rows.",
            "Sort, Sieve, and Store",
            "SSS",
        ),
        (
            None,
            "Tables are slow. We propose a novel method: Row-Pair learning (RP learning). "
            "RP learning mixes two rows.",
            "Row-Pair learning",
            "RP learning",
        ),
    ],
)
def test_the_short_name_after_a_proposal_is_proposed_not_used(blank, title, text, long, short):
    mentions = named(text, long) + [
        m
        for m in named(text, short)
        if not any(o.start <= m.start < o.end for o in named(text, long))
    ]
    edges = drawn(blank, text, mentions, title=title)
    assert own(edges, long, short), edges


def test_the_short_name_after_a_studied_method_is_not_proposed(blank):
    text = "Tables are slow. We study Row-Pair learning (RP learning). RP learning is slow."
    mentions = named(text, "Row-Pair learning") + [
        m for m in named(text, "RP learning") if m.start != text.index("Row-Pair")
    ]
    edges = drawn(blank, text, mentions)
    assert PROPOSES not in set().union(*edges.values()), edges


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # what the paper's method yields, a plural after "our"
        ("We study tables. Our distilled row vectors beat the raw ones.", "distilled row vectors"),
        # a bare known technique put in place of a loss
        (
            "We study tables. We replace the softmax loss with noise contrastive estimation.",
            "noise contrastive estimation",
        ),
        # "lower" as an adjective after a name is no result verb
        ("We study bounds. We analyze the Zorbak-Varn lower bound on rows.", "Zorbak-Varn"),
    ],
)
def test_outputs_bare_techniques_and_adjectives_are_not_the_papers_own(blank, text, name):
    edges = drawn(blank, text, named(text, name))
    assert PROPOSES not in edges.get(name, set()), edges


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # a role another thing fills
        ("We study rows. We use Tree-LSTM as our composition function.", "composition function"),
        # a modifier of the head after its short form
        (
            "We study rows. Our sorter employs a new zeroth-order (ZO) row sorting algorithm.",
            "zeroth-order",
        ),
    ],
)
def test_a_role_or_a_modifier_is_not_the_papers_own(blank, text, name):
    edges = drawn(blank, text, named(text, name))
    assert PROPOSES not in edges.get(name, set()), edges
