"""Round 71 (sentences written here).

* A title states a known task in words that hold a connector ("... for Robustness to
  Adversarial Attacks", "... Defenses Against Adversarial Attacks"): the known name across the
  connector is the title's task, and the part after the connector alone ("Adversarial Attacks")
  is no second one. A known task before "for" / "of" and a network ("Uncertainty Estimation for
  Batch Normalized Deep Networks", "Adversarial Robustness of Neural Networks") is the task done
  on that network, not a means or an object's head ("Incremental Learning of Action Models"
  learns its object: no task). A title head of words before its colon ("Dynamic Channel
  Pruning: ...", "Decision-Based Adversarial Attacks: ...") states its known task unless the
  paper proposes something by that name; a one-word head ("FooNet: ...") is a coined name.
* A Task mention of two modifiers coordinated before their shared task head ("zero-shot and
  few-shot learning", "anomaly or novelty detection") names two tasks, the second conjunct's
  span and the first modifier with the head, where the gazetteer knows the first modifier's
  task; modifiers that are qualities ("fast and stable learning") or a first one that names no
  known task so ("forward and reverse translation", directions; "predictive or information
  retrieval tasks") are not split.
* A name some paper defines initials for keeps a possessive as one of its words ("Augmenting
  experienCe via TeacheR's adviCE (ACTRCE)"): a term, where an undefined possessive phrase
  ("deep learning's success") only describes.
* Gazetteer: World of Bits (MiniWoB) is an environment; adversarial example detection a task
  ("Adversarial Examples Detection", "adversarial detection", "detecting adversarial examples"
  were three nodes).
"""

import pytest
from conftest import blank_relations, linked_objects, mention_at

from kg.extract.pipeline import make_pipeline
from kg.types import EntityType, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


# ------------------------------------------------------------ known tasks a title states


def test_a_known_task_across_a_title_connector_is_the_titles_task(nlp):
    text = (
        "We study zorb encodings of kelp labels. Zorb encodings make pebble models harder to fool."
    )
    title = "Zorb Encoding for Robustness to Adversarial Attacks"
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK, title=title, drawn=True)
    assert "adversarial robustness" in tasks, tasks


def test_the_part_after_the_connector_is_no_second_title_task(nlp):
    text = "We study kelp transformations of pebble images. A zorb classifier reads their outputs."
    title = "Enhancing Kelp Defenses Against Adversarial Attacks with a Zorb Classifier"
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK, title=title, drawn=True)
    assert "adversarial defense" in tasks, tasks
    assert "adversarial attack" not in tasks, tasks


def test_a_known_task_done_on_a_network_is_the_titles_task(nlp):
    text = "We read zorb statistics of kelp layers as pebble posteriors over marsh outputs."
    title = "Zorbic Uncertainty Estimation for Kelp Normalized Deep Networks"
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK, title=title, drawn=True)
    assert "uncertainty estimation" in tasks, tasks


def test_a_known_task_of_a_networks_property_is_the_titles_task(nlp):
    text = "Zorb networks trained with kelp feedback are harder to fool with pebble noise."
    title = "On the Adversarial Robustness of Neural Networks without Kelp Transport"
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK, title=title, drawn=True)
    assert "adversarial robustness" in tasks, tasks


def test_a_known_task_of_an_object_that_is_no_network_stays_no_task(nlp):  # guard
    text = "We learn zorb models of kelp actions from pebble traces for marsh planners."
    title = "Incremental Learning of Kelp Models for Marsh Planning"
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK, title=title)
    assert "continual learning" not in tasks, tasks


def test_a_title_head_of_words_before_its_colon_states_the_known_task(nlp):
    text = "We study zorb queries to kelp models that return pebble labels only."
    title = "Zorbic Adversarial Attacks: Reliable Kelp Queries Against Pebble Models"
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK, title=title, drawn=True)
    assert "adversarial attack" in tasks, tasks


def test_a_title_head_the_paper_proposes_by_name_states_no_task(nlp):  # guard
    text = "We propose Zorbic Curriculum Learning (ZCL), which orders kelp samples by pebbles."
    title = "Zorbic Curriculum Learning: Kelp Teaching with Pebble Difficulties"
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK, title=title, drawn=True)
    assert "curriculum learning" not in tasks, tasks


# -------------------------------------------------------- coordinated modifiers of a task head


def _tasks(text: str, surface: str) -> dict[str, str | None]:
    given = [mention_at(text, surface, EntityType.TASK)]
    found, mentions = blank_relations(text, given)
    return {
        mentions[r.object].text: mentions[r.object].canonical
        for r in found.relations
        if r.predicate is Predicate.ADDRESSES_TASK and r.subject is None
    }


def test_a_whole_coordination_of_task_modifiers_names_both_tasks():
    text = "We address anomaly or zorbic detection in marsh images."
    tasks = _tasks(text, "anomaly or zorbic detection")
    assert tasks == {"zorbic detection": None, "anomaly": "anomaly detection"}, tasks


def test_a_coordination_whose_first_modifier_names_no_known_task_is_not_split():  # guard
    # "predictive or information retrieval tasks": predictive tasks, no "predictive retrieval"
    text = "We address zorbic or information retrieval tasks in marsh images."
    tasks = _tasks(text, "zorbic or information retrieval tasks")
    assert "zorbic" not in tasks and "information retrieval" not in tasks, tasks


def test_a_coordination_of_qualities_is_not_split():  # guard
    text = "We address fast and stable learning in marsh games."
    tasks = _tasks(text, "fast and stable learning")
    assert "stable learning" not in tasks, tasks


# ------------------------------------------------------------ possessives in defined names


def test_a_defined_name_with_a_possessive_is_a_term():
    from kg.link.termhood import termhood

    name = "Pebbling kelP via ZorB's marsH"
    assert termhood(name, named=True, defined=True, in_gazetteer=False) == "term"
    assert termhood("deep learning's success", named=False, defined=False, in_gazetteer=False) == (
        "generic"
    )


# ------------------------------------------------------------------------------ gazetteer rows


def test_gazetteer_rows_of_round_71():
    from kg.lexicon.gazetteer import load_gazetteer

    lookup = load_gazetteer().lookup
    for name in ("World of Bits", "MiniWoB", "MiniWoB++"):
        assert lookup(name).name == "World of Bits", name
    for name in (
        "Adversarial Examples Detection",
        "adversarial detection",
        "adversarial example detection",
    ):
        assert lookup(name).name == "adversarial example detection", name


def test_detecting_adversarial_examples_is_the_known_task():  # guard
    from kg.link.keys import gerund_nominal, of_nominal

    assert gerund_nominal("detecting adversarial examples") == "adversarial example detection"
    assert of_nominal("detection of adversarial examples") == "adversarial example detection"
