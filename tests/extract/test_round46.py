"""Round 46 (sentences written here; each part below has its own comment).

Part 1: a paper that introduces "the (new) task / problem of X" proposes the task X, typed a
task, and addresses it; before, its proposal was a method node labelled "task of X" beside the
task node. A phrase of the paper's own that a task word heads ("a new task for wug generation")
is still no task the paper addresses.

Part 2: a name the paper gives a phenomenon or a property ("we term this phenomenon X", "an
effect we term X", "we refer to this drawback as X") is a concept the paper proposes, not a
method; a name given a thing made ("we call this method X") and another name in the sentence
stay methods.

Part 3: a tier of a model family ("Sonnet", "Opus", "Haiku", "Ultra", "Flash", "Nano") or a
mixture's size ("8x7B") after a known family's name makes another model, as a version or a
size did: "Claude 3.5 Sonnet" and "Claude 3 Opus" are two nodes, not both "Claude".

Part 4: a lowercase name the tagger cut before the noun its phrase goes on to ("a visual plan
recognition | framework", "a matching minimax | lower bound") is no name of a proposal: the
whole noun phrase is. A bound named by its kind ("a matching minimax lower bound") is a finding
the paper gives, as "a bound on X" was; "tight upper bounds" alone still names nothing.

Part 5: a word a line break cut after a hyphen, as text taken from PDFs keeps it, is read whole
in names (kg.lexicon.wordclass.read_surface, where the linker read kg.text.clean_surface): "classifi- cation" is "classification", "hyperpa- rameter" "hyperparameter" (its
second part is no word), "Zorb- based" is "Zorb-based" (two words); "pre- and post-training"
keeps its hanging hyphen. So "rein- forcement learning" is the reinforcement learning node.

Part 6: "we give / describe the first X" announces the paper's own X as "we give an X" did,
where X is a thing made ("the first efficient algorithm for X"); "the first analysis of X"
and "the first layer of X" are no thing the paper proposes.
"""

import pytest
from conftest import linked_objects

from kg.extract.pipeline import make_pipeline
from kg.lexicon.gazetteer import _sibling_groups
from kg.lexicon.wordclass import read_surface
from kg.types import Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


# Part 1: a task the paper poses.
@pytest.mark.parametrize(
    ("text", "task"),
    [
        (
            "This work introduces the task of blick grounding and a new dataset to support it. "
            "Our baseline grounds 40% of the blicks.",
            "blick grounding",
        ),
        (
            "In this paper, we formulate a new task of unsupervised wug-to-dax translation, "
            "which poses its own challenges.",
            "unsupervised wug-to-dax translation",
        ),
        (
            "We propose the problem of guided zorbation: given a few labelled zorbs, label the "
            "others.",
            "guided zorbation",
        ),
    ],
)
def test_a_posed_task_is_proposed_and_addressed(nlp, text, task):
    proposed = linked_objects(nlp, text, Predicate.PROPOSES)
    assert proposed.get(task) == "Task"
    assert not any(label.startswith(("task of", "problem of")) for label in proposed)
    assert linked_objects(nlp, text, Predicate.ADDRESSES_TASK).get(task) == "Task"


def test_a_posed_task_no_mention_holds_is_one_task_node(nlp):
    from kg.extract import extract_one
    from kg.link import link
    from kg.types import Paper

    text = "Blick is hard. We propose the problem of learning florp policies from zorb shows."
    extraction = extract_one(Paper(key="sha256:posed", abstract=text), nlp=nlp)
    linked = link([extraction])
    nodes = {
        r.predicate: linked.mention_entity[(extraction.paper.key, r.object)]
        for r in extraction.relations
        if r.predicate in (Predicate.PROPOSES, Predicate.ADDRESSES_TASK)
    }
    assert nodes[Predicate.PROPOSES] == nodes[Predicate.ADDRESSES_TASK]
    assert linked.entities[nodes[Predicate.PROPOSES]].type.value == "Task"


def test_a_phrase_headed_by_a_task_word_is_not_addressed(nlp):  # guard
    text = "We propose a new task for empathetic wug generation. It is hard for three models."
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert not any(label.startswith("task for") for label in tasks)


# Part 2: a name given a phenomenon.
@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We term this phenomenon zorb drift and show it in three wug models.", "zorb drift"),
        ("Blick models fail due to a phenomenon that we call Zorb Collapse.", "Zorb Collapse"),
        ("We call this effect the Zorb Bias, and show it harms three models.", "Zorb Bias"),
        (
            "We refer to this drawback as negative blick ignorance in this paper.",
            "negative blick ignorance",
        ),
        (
            "Such wug objectives cause a serious bias towards small steps, an effect we term "
            "short-zorb bias.",
            "short-zorb bias",
        ),
    ],
)
def test_a_named_phenomenon_is_a_concept(nlp, text, name):
    assert linked_objects(nlp, text, Predicate.PROPOSES).get(name) == "Concept"


def test_a_thing_made_and_named_stays_a_method(nlp):  # guard
    text = "We call this method the Zorb Net, and show it beats three wug models."
    assert linked_objects(nlp, text, Predicate.PROPOSES).get("Zorb Net") == "Method"
    text = "We term this phenomenon zorb drift and propose ZorbFix to mitigate it."
    assert linked_objects(nlp, text, Predicate.PROPOSES).get("ZorbFix") == "Method"


# Part 3: a model family's tiers.
def test_a_family_tier_is_a_model_of_its_own():
    groups = _sibling_groups(["Zorb", "Zorb 2", "Zorb 3.5 Sonnet", "Zorb 3 Opus", "Zorb Flash"])
    assert groups == [["Zorb"], ["Zorb 2"], ["Zorb 3.5 Sonnet"], ["Zorb 3 Opus"], ["Zorb Flash"]]
    assert _sibling_groups(["Wug", "Wug 8x7B"]) == [["Wug"], ["Wug 8x7B"]]


def test_two_tiers_in_one_paper_are_two_nodes(nlp):
    text = (
        "Blick reasoning is hard. We evaluate Claude 3.5 Sonnet, Claude 3 Opus and Gemini Flash "
        "on three wug benchmarks."
    )
    # (the graph draws what a paper names this way as used: its linked type is a model)
    used = linked_objects(nlp, text, Predicate.MENTIONS)
    assert {"Claude 3.5 Sonnet", "Claude 3 Opus", "Gemini Flash"} <= set(used)
    assert "Claude" not in used


def test_a_family_name_alone_is_the_family():  # guard
    assert _sibling_groups(["Zorb", "Zorb Pipeline"]) == [["Zorb", "Zorb Pipeline"]]


# Part 4: the whole noun phrase after a cut name; a kind of bound.
@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "Blick planning is hard. In this work, we develop a visual plan recognition "
            "framework that recognizes plans from uncertain visual data.",
            "visual plan recognition framework",
        ),
        (
            "Wug memories are studied. We further establish a matching minimax lower bound with "
            "the same rate exponent, proving sharpness of the convergence order.",
            "matching minimax lower bound",
        ),
    ],
)
def test_a_cut_name_gives_way_to_its_noun_phrase(nlp, text, label):
    proposed = linked_objects(nlp, text, Predicate.PROPOSES)
    assert label in proposed
    assert not any(label.startswith(other) and label != other for other in proposed)


def test_a_bound_without_its_kind_is_no_proposal(nlp):  # guard
    text = "Wug memories are studied. We further establish tight upper bounds and lower bounds."
    assert not linked_objects(nlp, text, Predicate.PROPOSES)


# Part 5: words a line break cut.
@pytest.mark.parametrize(
    ("surface", "read"),
    [
        ("blick classifi- cation dataset", "blick classification dataset"),
        ("automatic hyperpa- rameter zorbing", "automatic hyperparameter zorbing"),
        ("Zorb- based wug model", "Zorb-based wug model"),
        ("Blick- ojasiewicz inequality", "Blick-ojasiewicz inequality"),
    ],
)
def test_a_word_cut_at_a_line_break_is_read_whole(surface, read):
    assert read_surface(surface) == read


def test_a_hanging_hyphen_stays():  # guard
    assert read_surface("wug pre- and post-training") == "wug pre- and post-training"


def test_a_cut_name_links_to_the_whole_name(nlp):
    text = "Blick agents are slow. We train zorb agents with rein- forcement learning on wugs."
    mentioned = {**linked_objects(nlp, text, Predicate.MENTIONS)}
    mentioned |= linked_objects(nlp, text, Predicate.ADDRESSES_TASK)
    mentioned |= linked_objects(nlp, text, Predicate.USES_METHOD)
    assert "reinforcement learning" in mentioned
    assert not any("- " in label for label in mentioned)


# Part 6: "we give the first X".
def test_the_first_thing_given_is_proposed(nlp):
    text = (
        "Blick control is hard. We give the first efficient algorithm for finding the optimal "
        "zorb signal with an arbitrary horizon."
    )
    proposed = linked_objects(nlp, text, Predicate.PROPOSES)
    assert any(label.startswith("efficient algorithm for finding") for label in proposed)


@pytest.mark.parametrize(  # guard
    "text",
    [
        "Blick control is hard. We give the first analysis of zorb signals.",
        "Blick control is hard. We describe the first layer of the zorb network.",
    ],
)
def test_the_first_analysis_or_part_is_no_proposal(nlp, text):
    assert not linked_objects(nlp, text, Predicate.PROPOSES)
