"""Round 44 (sentences written here; each part below has its own comment).

Part 1: a passive announcement whose subject opens the sentence as an indefinite made thing ("A
two-stage blick training scheme is designed to ...") proposes it, as "proposed", "introduced"
and "presented" already did; "designed" and "developed" announce a made thing only (not "a set
of dax pairs is designed"), in the present (not "a method was designed" of earlier work). A
passive subject that holds a mention in a "with" phrase ("a novel wug ranking scheme with zorp
samples is introduced") proposes the scheme, not the samples.

Part 2: the gazetteer knows "black-box adversarial attack" (alias "black-box attack") as a Task,
as it knows "adversarial attack"; before, the two names were two nodes, a Concept and a Method.

Part 3: a network phrase whose word before the head names a network of the world ("social
networks", "citation networks", "gene regulatory networks", "biological neural networks") is a
Concept, not a Method: before, the "networks" head made each a model, and papers "used" them.

Part 4: a sentence that opens with a task's name and "is the task / problem of" (or "refers to
the task of") defines it ("Link prediction is the task of inferring missing facts"): the
definition is no second task, as after ", the task of" already; not where the sentence's
subject names no task ("one of the central tasks in X is the problem of predicting Y").

Part 5: LaTeX's tie ("Deep InfoMax~(SDIM)", "proposed by~\\citet{x}") is a space, in the masked
text extraction reads and in the surfaces people read; before, a label kept it
("Supervised Deep InfoMax~"). A tilde before a number ("~80%") is no tie.

Part 6: a word after "and" that may be a verb and opens an object ("the notion of automatic
subdivisioning and devise a particular type of ...") is a second verb, not the second of two
modifiers sharing a head ("robust growing and stopping policies").

Part 7: "tremendous", "enormous" and "immense" are words of praise or size, as "huge" is: "has
drawn tremendous attention" names no concept.
"""

import pytest
from conftest import linked_objects

from kg.extract.pipeline import make_pipeline
from kg.types import Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


# Part 1: passive announcements of a made thing.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "A two-stage blick training scheme is designed to train FLIMNet via adversarial "
            "learning. The scheme converges faster than joint training.",
            {"two-stage blick training scheme"},
        ),
        (
            "A hierarchical blicket network is developed to capture long-range structure in "
            "wug graphs. It improves node classification on three graphs.",
            {"hierarchical blicket network"},
        ),
        (
            "A novel wug ranking scheme with zorp samples is introduced to measure how well a "
            "model identifies off-topic text.",
            {"wug ranking scheme"},
        ),
        (  # guard: a step, no made thing
            "A set of dax pairs is designed to probe the model. We find that the model "
            "fails on half of them.",
            set(),
        ),
        (  # guard: a definite subject spoken of before
            "We study zorp graphs. The blicket network is designed to capture their structure.",
            set(),
        ),
        (  # guard: earlier work, in the past
            "In previous work, a zorp parsing method was designed for grall text. We study "
            "its errors.",
            set(),
        ),
    ],
)
def test_a_passive_announcement_of_a_made_thing_proposes_it(nlp, text, expected):
    assert set(linked_objects(nlp, text, Predicate.PROPOSES, drawn=True)) == expected


# Part 2: the gazetteer knows black-box adversarial attacks as a task ("black-box attack" its
# alias): the two names of two papers are one Task node, no longer a Concept and a Method.
def test_black_box_attacks_are_one_task(nlp):
    from kg.extract import extract_one
    from kg.link import link
    from kg.types import EntityType, Paper

    texts = {
        "sha256:a": "We propose ZorbGuard, a defence that resists black-box attacks on wug models.",
        "sha256:b": "We propose FlangeHop, a query-efficient method for black-box adversarial "
        "attacks on blick classifiers.",
    }
    extractions = [extract_one(Paper(key=k, abstract=t), nlp=nlp) for k, t in texts.items()]
    linked = link(extractions)
    found = set()
    for extraction in linked.extractions:
        for index, mention in enumerate(extraction.mentions):
            if "black-box" in mention.text:
                entity = linked.entities[linked.mention_entity[(extraction.paper.key, index)]]
                found.add((entity.label, entity.type))
    assert found == {("black-box adversarial attack", EntityType.TASK)}


# Part 3: a network of the world is no model.
@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "We propose ZorbWalk, a random-walk embedding for wug citation networks and "
            "social networks.",
            "social networks",
        ),
        (
            "We study how gene regulatory networks store blick signals and propose FlangeNet "
            "to model them.",
            "gene regulatory networks",
        ),
        (
            "We compare our learning rule, DaxProp, with plasticity in biological neural networks.",
            "biological neural networks",
        ),
    ],
)
def test_a_network_of_the_world_is_a_concept(nlp, text, label):
    mentioned = linked_objects(nlp, text, Predicate.MENTIONS)
    used = linked_objects(nlp, text, Predicate.USES_METHOD)
    assert mentioned.get(label) == "Concept"
    assert label not in used


@pytest.mark.parametrize(  # guard: model families keep their type
    "label", ["interaction networks", "spiking neural networks", "communication networks"]
)
def test_network_models_stay_methods(label):
    from kg.extract.head_kinds import head_kind
    from kg.types import EntityType

    assert head_kind(label, EntityType.METHOD) is EntityType.METHOD


# Part 4: "<task> is the task of <gerund phrase>" defines the task; the definition is no second.
@pytest.mark.parametrize(
    ("text", "named", "definition"),
    [
        (
            "Glyph retrieval is the task of finding carved zorp inscriptions that match a "
            "query. We propose GlyphFind for glyph retrieval.",
            "glyph retrieval",
            "finding carved zorp inscriptions",
        ),
        (
            "Link prediction is the task of inferring missing blick facts from existing ones. "
            "We propose ZorpE, a tensor model for link prediction.",
            "link prediction",
            "inferring missing blick facts",
        ),
    ],
)
def test_a_task_defined_by_its_name_is_one_task(nlp, text, named, definition):
    tasks = {label.lower() for label in linked_objects(nlp, text, Predicate.ADDRESSES_TASK)}
    assert named in tasks
    assert definition not in tasks


def test_a_task_after_a_sentence_opening_that_names_none_is_kept(nlp):  # guard
    text = (
        "One of the central tasks in zorp genomics is the problem of predicting blick binding "
        "sites. We propose DaxNet for it."
    )
    assert "predicting blick binding sites" in linked_objects(nlp, text, Predicate.ADDRESSES_TASK)


# Part 5: LaTeX's tie is a space.
def test_a_latex_tie_is_a_space_in_names(nlp):
    text = (
        "In this paper, we propose Supervised Zorb InfoFlange~(SZIF), which adds blick "
        "constraints to the encoder outputs, as first proposed by~\\citet{dax2019}."
    )
    proposed = linked_objects(nlp, text, Predicate.PROPOSES)
    assert "Supervised Zorb InfoFlange" in proposed
    assert not any("~" in label for label in proposed)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Deep InfoMax~(DIM)", "Deep InfoMax (DIM)"),
        ("by~\\citet{x}", "by x"),
        ("about ~80% of it", "about ~80% of it"),  # guard: "about", no tie
    ],
)
def test_clean_surface_reads_a_tie_as_a_space(text, expected):
    from kg.text import clean_surface

    assert clean_surface(text) == expected


# Part 6: a verb with its object after "and" is no conjunct of a contribution phrase.
def test_a_verb_after_and_ends_a_coordinated_phrase(nlp):
    text = (
        "We introduce the notion of zorp subdivisioning and devise a particular type of wug "
        "networks for blick tasks."
    )
    proposed = linked_objects(nlp, text, Predicate.PROPOSES)
    assert not any(label.endswith("and devise") for label in proposed)


def test_coordinated_modifiers_still_share_a_head(nlp):  # guard
    text = "We propose robust zorbing and flanging policies for blick trees."
    assert "robust zorbing and flanging policies" in linked_objects(nlp, text, Predicate.PROPOSES)


# Part 7: "tremendous attention" is the everyday sense, no concept.
def test_tremendous_attention_is_no_node(nlp):
    text = (
        "Zorp graph networks have received tremendous attention recently due to their power "
        "in handling blick data. We propose BlickNet, a graph model for wug molecules."
    )
    mentioned = linked_objects(nlp, text, Predicate.MENTIONS, drawn=True)
    assert not any("attention" in label for label in mentioned)
