"""Round 56 (sentences written here).

A value joined by "and" to an improvement in the same metric, with no verb of its own between,
goes on that change ("gains of 1.2 BLEU on A, and 0.8 BLEU points on B"). A name the title
gives as its means in the plural ("... using Pebble Sorting Processes") is a family the paper
works with, and "we draw inspiration from X (XA)" names what inspired it, not a proposal. A
proposal cue that counts what it introduces lists the names after a semicolon too, and goes
on over "and a" / "as well as" ("two models for X: A and a B (BB)").
"""

import pytest

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.types import Paper

_OPENING = "We propose KelpNet, a network for pebble sorting. "


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _kinds(nlp, text: str) -> dict[str, bool]:
    """Each value read from ``text``: whether it is an improvement."""
    extraction = extract_one(Paper(key="p", abstract=_OPENING + text), nlp=nlp)
    return {r.value: r.improvement for r in extraction.results}


@pytest.mark.parametrize(
    "text, value, improvement",
    [
        (
            "KelpNet yields improvements of 1.3 BLEU for Kelp-to-Pebble and 0.5 BLEU for "
            "Pebble-to-Kelp sorting tasks, and 1.75 and 1.35 BLEU points in Kelp-to-Glim and "
            "Glim-to-Kelp sorting tasks.",
            "1.75",
            True,
        ),
        (
            "KelpNet outperforms prior pebble sorters by over 7 in mAP@0.5 on PebbleSet-A, "
            "and over 9 in mAP@0.5 on PebbleSet-B.",
            "9",
            True,
        ),
        # guards: a clause of its own after the change reaches a score
        (
            "KelpNet gives an improvement of 2.1 perplexity on PebbleSet-A and on PebbleSet-B "
            "we reach 31.4 perplexity.",
            "31.4",
            False,
        ),
        (
            "KelpNet improves accuracy by 2.1% on PebbleSet-A and reaches 91.4% accuracy on "
            "PebbleSet-B.",
            "91.4%",
            False,
        ),
    ],
)
def test_a_value_joined_to_a_change_goes_on_it(nlp, text, value, improvement):
    assert _kinds(nlp, text)[value] is improvement


def _edges(nlp, text: str, title: str | None = None) -> set[tuple[str, str]]:
    extraction = extract_one(Paper(key="p", abstract=text, title=title), nlp=nlp)
    return {
        (r.predicate.value, extraction.mentions[r.object].text)
        for r in extraction.relations
        if r.subject is None
    }


@pytest.mark.parametrize(
    "title, text",
    [
        (
            "Diverse Pebble Sorting using Glimmer Kelp Processes",
            "In this paper, we build on the Glimmer Kelp Process (GKP) to devise a sorter "
            "that avoids pebble collapse.",
        ),
        (
            "Diverse Pebble Sorting via Glimmer Kelp Process",
            "In this paper, we draw inspiration from Glimmer Kelp Process (GKP) to devise a "
            "sorter that avoids pebble collapse.",
        ),
    ],
)
def test_a_title_family_or_an_inspiration_is_not_proposed(nlp, title, text):
    edges = _edges(nlp, text, title)
    assert ("proposes", "Glimmer Kelp Process") not in edges


def test_a_title_means_defined_in_the_abstract_is_proposed(nlp):
    # guard: the singular means the title names is the paper's
    edges = _edges(
        nlp,
        "In this paper, we devise the Glimmer Kelp Process (GKP), a sorter that avoids pebble "
        "collapse.",
        "Diverse Pebble Sorting via Glimmer Kelp Process",
    )
    assert ("proposes", "Glimmer Kelp Process") in edges


@pytest.mark.parametrize(
    "text, names",
    [
        (
            "In this paper, we introduce two generic frameworks for kelp graphs of pebbles; "
            "Latent Pebble Model and Latent Kelp Model.",
            ("Latent Pebble Model", "Latent Kelp Model"),
        ),
        (
            "We propose two approaches for sorting pebble streams: Kelp Glimmering and a "
            "Modified Pebble Walk (MPW) that needs no labels.",
            ("Kelp Glimmering", "Modified Pebble Walk"),
        ),
    ],
)
def test_the_names_a_counted_proposal_lists_are_proposed(nlp, text, names):
    edges = _edges(nlp, text)
    for name in names:
        assert ("proposes", name) in edges


def test_a_clause_after_a_semicolon_lists_no_names(nlp):
    # guard: no count, so the semicolon ends the proposal
    edges = _edges(
        nlp,
        "In this paper, we introduce a generic framework for kelp graphs of pebbles; Latent "
        "Pebble Model and Latent Kelp Model are its baselines.",
    )
    assert ("proposes", "Latent Pebble Model") not in edges


@pytest.mark.parametrize(
    "text, name",
    [
        (
            "Among these, the so-called glimmer kelp architecture was proposed, which sorts "
            "pebbles better than plain sorters.",
            "glimmer kelp architecture",
        ),
        (
            "Sorting pebbles at scale is hard. Recently, a novel approach called Kelp Pebble "
            "Hashing (KPH) was proposed which projects pebbles to a small sketch.",
            "Kelp Pebble Hashing",
        ),
        (
            "In lifelong sorting, the learner is presented with a stream of pebbles, "
            "incrementally building a prior.",
            "learner",
        ),
        (
            "The key factor is not an elaborate architecture, but rather, careful attention to "
            "the choice of pebbles and the manner in which it is presented to the sorter.",
            "elaborate architecture",
        ),
    ],
)
def test_a_passive_cue_of_others_work_proposes_nothing(nlp, text, name):
    edges = _edges(nlp, text)
    assert not any(p == "proposes" for p, _ in edges), name


@pytest.mark.parametrize(
    "text, name",
    [
        # guards: the paper's own, in the present tense or said to be this study's
        ("A glimmer kelp architecture is proposed to sort pebbles.", "glimmer kelp architecture"),
        (
            "In this study, a new model called Kelp Pebble Hashing (KPH) was introduced to sort "
            "pebbles.",
            "KPH",
        ),
    ],
)
def test_a_passive_cue_of_the_papers_work_proposes_it(nlp, text, name):
    assert ("proposes", name) in _edges(nlp, text)


def test_a_kind_set_after_a_defined_name_is_not_proposed(nlp):
    edges = _edges(
        nlp,
        "In this paper, we propose glimmer kelp networks (GKNs), pebble sorting networks "
        "(PSNs) for which we learn a posterior over their discrete weights.",
    )
    assert ("proposes", "glimmer kelp networks") in edges
    assert ("proposes", "pebble sorting networks") not in edges


@pytest.mark.parametrize(
    "text, names",
    [
        # guard: a list of names with "and"
        ("We propose KelpNet, GlimNet and PebNet for sorting.", ("KelpNet", "PebNet")),
        (
            "We introduce KelpNet (KN), GlimNet (GN), and PebNet (PN) for sorting.",
            ("KelpNet", "GlimNet", "PebNet"),
        ),
    ],
)
def test_every_name_of_a_list_is_proposed(nlp, text, names):
    edges = _edges(nlp, text)
    for name in names:
        assert ("proposes", name) in edges


def test_what_a_used_thing_obtains_can_be_the_title_proposal(nlp):
    edges = _edges(
        nlp,
        "In this paper, we extend the theory of ORFs to ridge sorting and show that ORFs can be "
        "used to obtain Orthogonal KSPNNs (OKSPNNs), which are smaller than KSPNNs.",
        "Initialization matters: Orthogonal Kelp State Pebble Neural Networks",
    )
    assert ("proposes", "Orthogonal KSPNNs") in edges


def test_what_the_paper_uses_is_not_the_title_proposal(nlp):
    # guard: "we use X (XX)" takes X, whatever the title says
    edges = _edges(
        nlp,
        "In this paper, we use Orthogonal KSPNNs (OKSPNNs) for ridge sorting.",
        "Initialization matters: Orthogonal Kelp State Pebble Neural Networks",
    )
    assert ("proposes", "Orthogonal KSPNNs") not in edges


@pytest.mark.parametrize(
    "title, text",
    [
        (
            "PebbleQA: An Annotated Pebble Dataset for Visual Reasoning",
            "We introduce PebbleQA, a corpus of one million questions on pebble images. We study "
            "the proposed reasoning task by training several models, including a strong "
            "relational sorter.",
        ),
        (
            "KELP: A Multi-Task Benchmark for Pebble Sorting",
            "We introduce KELP, a benchmark of nine pebble sorting tasks. We evaluate baselines "
            "based on current methods and find that joint training helps.",
        ),
    ],
)
def test_the_papers_own_data_its_experiments_run_on_is_evaluated_on(nlp, title, text):
    edges = _edges(nlp, text, title)
    name = title.split(":")[0]
    assert ("proposes", name) in edges
    assert ("evaluatesOn", name) in edges


@pytest.mark.parametrize(
    "title, text",
    [
        # guards: no experiments; a suite that is a collection of experiments; data the
        # experiments name instead
        (
            "PebbleQA: An Annotated Pebble Dataset for Visual Reasoning",
            "We introduce PebbleQA, a corpus of one million questions on pebble images. The "
            "corpus can be used for many tasks.",
        ),
        (
            "The Kelp Suite for Pebble Sorting",
            "We introduce KelpSuite, a suite for pebble sorting. KelpSuite is a collection of "
            "carefully designed experiments that probe sorters.",
        ),
        (
            "PebbleQA: An Annotated Pebble Dataset for Visual Reasoning",
            "We introduce PebbleQA, a corpus of questions on pebble images. We train several "
            "models on CIFAR-10 and report their accuracy.",
        ),
    ],
)
def test_own_data_without_experiments_on_it_is_not_evaluated_on(nlp, title, text):
    edges = _edges(nlp, text, title)
    assert not any(p == "evaluatesOn" and n in ("PebbleQA", "KelpSuite") for p, n in edges)


@pytest.mark.parametrize("name", ["Amazon Web Services", "Microsoft Azure", "Google Cloud"])
def test_a_cloud_platform_is_an_organisation(name):
    from kg.extract.candidates import _organization

    assert _organization(name)


def test_a_cost_measured_on_a_cloud_platform_is_no_evaluation(nlp):
    edges = _edges(
        nlp,
        "We propose KelpFlip. In our experiments, a single GPU with KelpFlip handles the "
        "throughput of 40 CPU cores, a fourfold cost reduction on Amazon Web Services.",
    )
    assert not any(n == "Amazon Web Services" for _, n in edges)


@pytest.mark.parametrize("name", ["KelpNet-G", "KelpNet-Prod models", "KelpNet++"])
def test_a_named_variant_of_the_proposal_is_proposed(nlp, name):
    edges = _edges(
        nlp,
        f"In this work, we propose KelpNet, a sorter for pebbles. We also study {name}, which "
        "places a prior over the sorting rate.",
    )
    assert ("proposes", name) in edges


def test_a_variant_of_another_name_is_not_proposed(nlp):
    # guard: the name it varies is not the paper's
    edges = _edges(
        nlp,
        "In this work, we propose KelpNet, a sorter for pebbles. We compare it with GlimNet-G, "
        "which places a prior over the sorting rate.",
    )
    assert ("proposes", "GlimNet-G") not in edges


@pytest.mark.parametrize(
    "text",
    [
        "KelpNet keeps the pebble features that matter for decision making.",
        "KelpNet gives a calibrated measure of sorting risk that can enhance decision making.",
    ],
)
def test_decision_making_as_a_purpose_is_only_mentioned(nlp, text):
    edges = _edges(nlp, _OPENING + text)
    assert ("addressesTask", "decision making") not in edges


def test_decision_making_the_title_names_is_addressed(nlp):
    # guard
    edges = _edges(
        nlp,
        _OPENING + "KelpNet keeps the pebble features that matter for decision making.",
        "Pebble Features for Decision Making",
    )
    assert ("addressesTask", "decision making") in edges
