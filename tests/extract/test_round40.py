"""Round 40: a contribution the abstract only points at ("our method", "the proposed
approach"), proposed in its title's words (sentences and titles written here).

* "Zorbic Flange Sorting via Kelp Distillation" over "... Experiments show that our method
  sorts flanges faster": nothing else proposed, the title describes what the paper made
  (an activity with its means, or a thing that is no task, study or known name alone), so
  the title's words are the proposal (before, the paper had no proposal at all).
* Not where the abstract proposes something itself, nor where the title is a study
  ("Understanding ..."), a claim ("Zorb Descent Learns ..."), a bare task ("Zorbic Flange
  Sorting"), nor where "we propose" announces guidelines.
* A task the title names inside such a proposal stays the paper's task; the linker keeps the
  proposal a Method though its label ends in a task word ("... for associative retrieval"),
  so its comparisons are the proposal's.
"""

import pytest
from conftest import linked_objects

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.extract.relations.title_described import described_contribution
from kg.graph import build_graph
from kg.link import link
from kg.link.termhood import field_type
from kg.types import TITLE_DESCRIBED_EXTRACTOR, EntityType, Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        (
            "Zorbic Flange Sorting via Kelp Distillation",
            "Zorbic Flange Sorting via Kelp Distillation",
        ),
        ("Training Zorb Networks with Kelp Priors", "Training Zorb Networks with Kelp Priors"),
        ("Using Kelp Graphs to Sort Flanges", "Using Kelp Graphs to Sort Flanges"),
        ("Quill Space Noise for Exploration", "Quill Space Noise for Exploration"),
        (
            "Hierarchical Zorb Representations for Flange Search",
            "Hierarchical Zorb Representations for Flange Search",
        ),
        # a slogan before the colon: the part after it
        (
            "Keep What Worked: Kelp Priors for Offline Flange Control",
            "Kelp Priors for Offline Flange Control",
        ),
        # a coined name before the colon
        ("ZorbNet: Flange Sorting through Kelp Networks", "ZorbNet"),
    ],
)
def test_a_title_that_describes_a_thing_made(title, expected):
    assert described_contribution(title) == expected


@pytest.mark.parametrize(
    "title",
    [
        "Understanding Zorb Networks via Kelp Probes",  # a study
        "Towards Robust Flange Sorting",
        "Impact of the Kelp Space on Zorb Networks",
        "Zorb Descent Learns Orthogonal Flanges",  # a claim
        "Zorb Networks are not Universal Sorters",
        "Can Zorb Networks Sort Flanges?",  # a question
        "Zorbic Flange Sorting",  # a bare task
        "Goal-Conditioned Imitation Learning",
        "Learning to Sort",  # an activity without its means
        "Luck Matters: Understanding Zorb Dynamics",  # a study after the colon
        "Collecting Kelp Data: New Protocols and Negative Results",  # what was found
        "Symmetry and Systematicity",  # one word of a thing
    ],
)
def test_a_title_that_describes_no_thing_made(title):
    assert described_contribution(title) is None


_POINTING = (
    "Sorting flanges is slow when kelp is scarce. We show how kelp distillation can be used "
    "to sort flanges with few labels. Experiments show that our method sorts flanges three "
    "times faster than greedy sorting."
)


def _proposals(nlp, text: str, title: str):
    extraction = extract_one(Paper(key="sha256:r40", abstract=text, title=title), nlp=nlp)
    return extraction, [
        (extraction.mentions[r.object], r)
        for r in extraction.relations
        if r.predicate is Predicate.PROPOSES
    ]


def test_the_title_describes_what_the_abstract_points_at(nlp):
    extraction, proposals = _proposals(
        nlp, _POINTING, "Zorbic Flange Sorting via Kelp Distillation"
    )
    assert len(proposals) == 1
    mention, relation = proposals[0]
    assert mention.text == "zorbic flange sorting via kelp distillation"
    assert mention.extractor == TITLE_DESCRIBED_EXTRACTOR
    assert relation.evidence.extractor == "rule.proposes.title_described"
    # the evidence is the sentence that calls the thing the paper's own
    assert relation.evidence.sentence.startswith("Experiments show that our method")
    assert extraction.paper.abstract[mention.start : mention.end] == "our method"


def test_the_proposal_is_drawn(nlp):
    labels = linked_objects(
        nlp,
        _POINTING,
        Predicate.PROPOSES,
        title="Zorbic Flange Sorting via Kelp Distillation",
        drawn=True,
    )
    assert labels == {"zorbic flange sorting via kelp distillation": "Method"}


def test_a_proposal_of_the_abstract_keeps_its_name(nlp):  # guard
    text = _POINTING.replace("We show how", "We propose ZorbSort, in which")
    _, proposals = _proposals(nlp, text, "Zorbic Flange Sorting via Kelp Distillation")
    assert [m.text for m, _ in proposals] == ["ZorbSort"]


def test_a_study_title_gives_no_proposal(nlp):  # guard
    _, proposals = _proposals(nlp, _POINTING, "Understanding Flange Sorting via Kelp Probes")
    assert proposals == []


def test_no_pointer_no_proposal(nlp):  # guard
    text = _POINTING.replace("our method", "kelp distillation")
    _, proposals = _proposals(nlp, text, "Zorbic Flange Sorting via Kelp Distillation")
    assert proposals == []


def test_proposed_guidelines_are_no_pointer(nlp):  # guard
    text = (
        "We study how people sort flanges in virtual kelp rooms. Our results show that width "
        "and distance matter. Based on the results, we propose guidelines towards the design "
        "of flange sorting interfaces."
    )
    _, proposals = _proposals(nlp, text, "Flange Sorting with Handheld Kelp Panels")
    # the guidelines may be a contribution of their own; the title names none of them
    assert all(m.extractor != TITLE_DESCRIBED_EXTRACTOR for m, _ in proposals)


def test_a_task_inside_the_described_title_stays_a_task(nlp):
    text = (
        "Semantic code repair fixes bugs without tests. We show how zorb transformation "
        "networks can be trained to repair code. Our model repairs 41% of the bugs of a kelp "
        "benchmark."
    )
    title = "Semantic Code Repair using Zorb Transformation Networks"
    _, proposals = _proposals(nlp, text, title)
    assert [m.text for m, _ in proposals] == [
        "semantic code repair using zorb transformation networks"
    ]
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK, title=title)
    assert any(label.lower().endswith("code repair") for label in tasks)


def test_a_proposal_for_a_task_stays_a_method():
    label = "gated kelp weights for associative retrieval"
    assert field_type(label, EntityType.METHOD, proposed=True) is EntityType.METHOD
    # guard: a phrase no paper proposes is still named by its task word
    assert field_type(label, EntityType.METHOD) is EntityType.TASK


def test_the_comparisons_are_the_proposals(nlp):
    text = (
        "We improve recurrent networks with fast kelp memories. A gate updates the memories at "
        "every step. In terms of accuracy, our architecture outperforms Long Short-Term Memory "
        "and Hypernetworks."
    )
    title = "Gated Kelp Weights for Associative Retrieval"
    extraction = extract_one(Paper(key="sha256:r40c", abstract=text, title=title), nlp=nlp)
    graph = build_graph(link([extraction]))
    labels = {iri: data["label"] for iri, data in graph.nodes(data=True)}
    compared = {
        (labels[s], labels[o])
        for s, o, k in graph.edges(keys=True)
        if k == Predicate.COMPARES_WITH.value
    }
    assert ("gated kelp weights for associative retrieval", "long short-term memory") in compared


# Round 40, part 2: where every proposal only stands in for the contribution, the title's
# words take the first one's place.


def test_a_known_methods_kind_gives_way_to_the_title(nlp):
    text = (
        "Sorting flanges is slow when kelp is scarce. We propose a novel GAN-based model. It "
        "sorts flanges three times faster than greedy sorting."
    )
    _, proposals = _proposals(nlp, text, "Zorbic Flange Sorting via Kelp Distillation")
    assert [(m.text, m.extractor) for m, _ in proposals] == [
        ("zorbic flange sorting via kelp distillation", TITLE_DESCRIBED_EXTRACTOR)
    ]
    assert proposals[0][1].evidence.sentence.startswith("We propose a novel GAN-based model")


def test_a_phrase_for_this_issue_gives_way_to_the_title(nlp):
    text = (
        "Flange sorters overfit when kelp is scarce. In this paper, we propose a way to "
        "alleviate this issue. Experiments on three kelp farms confirm the gains."
    )
    _, proposals = _proposals(nlp, text, "Zorbic Flange Sorting via Kelp Distillation")
    assert [m.text for m, _ in proposals] == ["zorbic flange sorting via kelp distillation"]


@pytest.mark.parametrize(
    "sentence",
    [
        "We propose a two-tiered architecture that sorts flanges.",  # a word of its own
        "We propose a kelp recognition system that sorts flanges.",  # a task's kind
        "We propose a flange sorting method for merging kelp predictions into decoder outputs.",
    ],
)
def test_a_proposal_that_says_more_keeps_its_words(nlp, sentence):  # guard
    text = "Sorting flanges is slow when kelp is scarce. " + sentence
    _, proposals = _proposals(nlp, text, "Zorbic Flange Sorting via Kelp Distillation")
    assert all(m.extractor != TITLE_DESCRIBED_EXTRACTOR for m, _ in proposals)


def test_a_new_thing_built_points_at_the_title(nlp):
    text = (
        "Kelp cells change how they respond to signals. In this paper, we take inspiration "
        "from cellular zorbulation to construct a new deep neural network architecture that "
        "learns adaptive behaviours. It adapts to flange tasks faster than fixed networks."
    )
    _, proposals = _proposals(nlp, text, "Cellular Zorbulation in Artificial Networks")
    assert [m.extractor for m, _ in proposals] == [TITLE_DESCRIBED_EXTRACTOR]


def test_a_described_title_is_the_papers_own_node(nlp):
    # a connector makes the title's words a description: scoped to the paper, drawn though
    # the linker would call a phrase so worded no name
    text = (
        "We study the problem of explaining what deep networks learn. Our approach peers "
        "inside the network to find neurons with high influence on a property of interest."
    )
    title = "Influence-Directed Explanations for Deep Convolutional Networks"
    labels = linked_objects(nlp, text, Predicate.PROPOSES, title=title, drawn=True)
    assert labels == {"influence-directed explanations for deep convolutional networks": "Method"}


def test_a_named_title_is_keyed_by_its_name(nlp):  # guard
    text = (
        "Training binarized networks needs real-valued gradients. We propose Binarized "
        "BackPropagation, which binarizes the gradients as well. Our method matches the "
        "accuracy of real-valued training on kelp benchmarks."
    )
    title = "Binarized Back-Propagation: Training Binarized Networks with Binarized Gradients"
    assert "Binarized BackPropagation" not in linked_objects(
        nlp, text, Predicate.USES_METHOD, title=title
    )
