"""Linking decides termhood, acronym meanings and variants from the text, and says why it merged.

Every sentence here was written for these tests.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import written_gazetteer

from kg.graph import build_graph, is_drawn
from kg.lexicon.gazetteer import Gazetteer, load_gazetteer
from kg.link import link
from kg.link.termhood import GENERIC, TERM, field_type, termhood
from kg.types import EntityType, Extraction, Mention, Paper


@pytest.fixture
def gazetteer(tmp_path: Path) -> Gazetteer:
    return written_gazetteer(
        tmp_path,
        "machine translation\tTask\t=MT\tgeneral\n"
        "REINFORCE\tMethod\t\tgeneral\n"
        "attention mechanism\tConcept\tattention\tgeneral\n"
        "MS COCO\tDataset\tMSCOCO|Microsoft COCO|Common Objects in Context\tgeneral\n"
        "neural network\tConcept\tneural net\tgeneral\n"
        "reinforcement learning\tConcept\t=RL\tgeneral\n",
    )


def doc(key: str, abstract: str, *spans: tuple[str, EntityType, dict]) -> Extraction:
    """An extraction whose mentions are the first occurrences of the given surfaces."""
    mentions = []
    cursor = 0
    for surface, etype, extra in spans:
        start = abstract.index(surface, cursor)
        cursor = start + len(surface)
        options = {"extractor": "ner", "confidence": 0.45, **extra}
        mentions.append(Mention(surface, start, start + len(surface), etype, **options))
    return Extraction(paper=Paper(key=key, abstract=abstract), mentions=tuple(mentions))


def m(surface: str, etype: EntityType = EntityType.METHOD, **extra) -> tuple[str, EntityType, dict]:
    return (surface, etype, extra)


def of(linked, key: str, index: int):
    found = linked.mention_entity.get((key, index))
    return None if found is None else linked.entities[found]


# ------------------------------------------------------------------ root cause 1: termhood


def test_a_shared_generic_phrase_is_not_drawn_however_many_papers_share_it(gazetteer):
    papers = [
        doc(f"sha256:{i}", "Tuning the model parameters by hand is slow.", m("model parameters"))
        for i in range(6)
    ]
    entity = of(link(papers, gazetteer=gazetteer), "sha256:0", 0)
    assert entity.papers == 6 and not is_drawn(entity)


def test_a_weak_phrase_that_names_a_field_is_a_task_node_in_one_paper(gazetteer):
    linked = link(
        [
            doc(
                "sha256:a",
                "We study transfer learning between two robots.",
                m("transfer learning", EntityType.CONCEPT),
            )
        ],
        gazetteer=gazetteer,
    )
    entity = of(linked, "sha256:a", 0)
    assert is_drawn(entity) and entity.type is EntityType.TASK and entity.termhood == "term"


def test_weak_phrase_written_as_a_name_is_drawn(gazetteer):
    linked = link(
        [doc("sha256:a", "We train it with Lookahead Tuning on toys.", m("Lookahead Tuning"))],
        gazetteer=gazetteer,
    )
    assert is_drawn(of(linked, "sha256:a", 0))


def test_a_capital_at_the_start_of_a_sentence_is_no_name(gazetteer):
    linked = link(
        [doc("sha256:a", "Our aim is speed. Recent years saw growth.", m("Recent years"))],
        gazetteer=gazetteer,
    )
    entity = of(linked, "sha256:a", 0)
    assert entity is None or not is_drawn(entity)


@pytest.mark.parametrize("word", ["classification", "training", "inference", "learning"])
def test_one_generic_word_is_no_task_node(gazetteer, word):
    text = f"The {word} here is cheap, and image classification is our task."
    linked = link(
        [
            doc(
                "sha256:a",
                text,
                m(word, EntityType.TASK, confidence=0.9),
                m("image classification", EntityType.TASK),
            )
        ],
        gazetteer=gazetteer,
    )
    assert not is_drawn(of(linked, "sha256:a", 0))
    assert is_drawn(of(linked, "sha256:a", 1))


def test_vision_a_sense_is_no_task_node(gazetteer):
    # round 18: "policies learned from vision", "language and vision" name a sense
    text = "Our policies are learned from vision alone, and image classification is our task."
    linked = link(
        [
            doc(
                "sha256:a",
                text,
                m("vision", EntityType.TASK, confidence=0.9),
                m("image classification", EntityType.TASK),
            )
        ],
        gazetteer=gazetteer,
    )
    assert not is_drawn(of(linked, "sha256:a", 0))
    assert is_drawn(of(linked, "sha256:a", 1))


@pytest.mark.parametrize("family", ["neural network", "deep learning", "generative model"])
def test_generic_model_families_are_no_nodes(gazetteer, family):
    text = f"A {family} and a CNN were trained."
    linked = link(
        [doc("sha256:a", text, m(family, confidence=0.9), m("CNN", confidence=0.9))],
        gazetteer=gazetteer,
    )
    graph = build_graph(linked)
    labels = {data["label"] for _, data in graph.nodes(data=True)}
    assert "CNN" in labels and family not in labels


# ------------------------------------------------------------------ root cause 3: acronyms


def test_one_acronym_two_definitions_two_nodes(gazetteer):
    linked = link(
        [
            doc(
                "sha256:a",
                "We use multi-task learning (MTL). MTL helps.",
                m("multi-task learning", short_form="MTL"),
                m("MTL", long_form="multi-task learning", extractor="acronym"),
            ),
            doc(
                "sha256:b",
                "We use metric transfer learning (MTL). MTL helps.",
                m("metric transfer learning", short_form="MTL"),
                m("MTL", long_form="metric transfer learning", extractor="acronym"),
            ),
        ],
        gazetteer=gazetteer,
    )
    a, b = of(linked, "sha256:a", 1), of(linked, "sha256:b", 1)
    assert a is not b
    assert "metric transfer learning" not in a.aliases
    assert "multi-task learning" not in b.aliases


def test_a_gazetteer_acronym_means_what_the_paper_defines(gazetteer):
    linked = link(
        [
            doc(
                "sha256:a",
                "A Mean Teacher (MT) averages weights; MT is stable.",
                m("Mean Teacher", short_form="MT"),
                m("MT", long_form="Mean Teacher", canonical="machine translation"),
            ),
            doc(
                "sha256:b",
                "Our MT system translates.",
                m("MT", EntityType.TASK, canonical="machine translation"),
            ),
            doc(
                "sha256:c",
                "We study machine translation (MT) of poems.",
                m("machine translation", EntityType.TASK, short_form="MT"),
                m("MT", EntityType.TASK, long_form="machine translation"),
            ),
        ],
        gazetteer=gazetteer,
    )
    teacher = of(linked, "sha256:a", 1)
    assert teacher.label == "Mean Teacher" and teacher is of(linked, "sha256:a", 0)
    translation = of(linked, "sha256:b", 0)
    assert translation.label == "machine translation"
    assert translation is of(linked, "sha256:c", 1)  # the long form agrees with the gazetteer
    assert "Mean Teacher" not in translation.aliases


def test_representation_learning_rl_is_not_reinforcement_learning(gazetteer):
    linked = link(
        [
            doc(
                "sha256:a",
                "Good representation learning (RL) matters; RL is unsupervised.",
                m("representation learning", EntityType.TASK, short_form="RL"),
                m("RL", EntityType.TASK, long_form="representation learning"),
            ),
            doc("sha256:b", "An RL agent explores.", m("RL", EntityType.TASK)),
        ],
        gazetteer=gazetteer,
    )
    assert of(linked, "sha256:a", 1).label == "representation learning"
    assert of(linked, "sha256:b", 0).label == "reinforcement learning"
    assert "representation learning" not in of(linked, "sha256:b", 0).aliases


def test_words_in_their_ordinary_sense_are_not_the_gazetteer_entity(gazetteer):
    linked = link(
        [
            doc(
                "sha256:a",
                "Edges reinforce visual cues. The topic has attracted attention lately.",
                m("reinforce", canonical="REINFORCE"),
                m("attention", EntityType.CONCEPT, canonical="attention mechanism"),
            ),
            doc(
                "sha256:b",
                "We train with REINFORCE and attention over tokens.",
                m("REINFORCE", canonical="REINFORCE"),
                m("attention", EntityType.CONCEPT, canonical="attention mechanism"),
            ),
        ],
        gazetteer=gazetteer,
    )
    verb, noun = of(linked, "sha256:a", 0), of(linked, "sha256:a", 1)
    assert verb.label == "reinforce" and noun.label == "attention"  # kept for scoring only
    assert not is_drawn(verb) and not is_drawn(noun)
    assert of(linked, "sha256:b", 0).label == "REINFORCE"
    assert of(linked, "sha256:b", 1).label == "attention mechanism"


def test_true_variants_merge_and_siblings_stay_apart(gazetteer):
    linked = link(
        [
            doc(
                "sha256:a",
                "On MS-COCO we beat VGG-16 and A2C with a Wasserstein autoencoder.",
                m("MS-COCO", EntityType.DATASET),
                m("VGG-16", EntityType.MODEL),
                m("A2C"),
                m("Wasserstein autoencoder"),
            ),
            doc(
                "sha256:b",
                "On Microsoft COCO we beat VGG-19 and A3C with a Wasserstien autoencoder.",
                m("Microsoft COCO", EntityType.DATASET),
                m("VGG-19", EntityType.MODEL),
                m("A3C"),
                m("Wasserstien autoencoder"),
            ),
            doc(
                "sha256:c",
                "Pretrained on MSCOCO, the Long Short Term Memory net.",
                m("MSCOCO", EntityType.DATASET),
                m("Long Short Term Memory"),
            ),
            doc(
                "sha256:d",
                "A long short-term memory works.",
                m("long short-term memory", EntityType.MODEL),
            ),
        ],
        gazetteer=gazetteer,
    )
    coco = of(linked, "sha256:a", 0)
    assert coco is of(linked, "sha256:b", 0) is of(linked, "sha256:c", 0)
    assert of(linked, "sha256:a", 1) is not of(linked, "sha256:b", 1)
    assert of(linked, "sha256:a", 2) is not of(linked, "sha256:b", 2)
    assert of(linked, "sha256:a", 3) is of(linked, "sha256:b", 3)  # a misspelling
    lstm = of(linked, "sha256:c", 1)
    assert lstm is of(linked, "sha256:d", 0) and lstm.type is EntityType.MODEL


# ------------------------------------------------------------------ merges a user can review


def reasons(entity) -> dict[str, tuple[str, str | None]]:
    return {r.alias: (r.rule, r.paper) for r in entity.alias_reasons}


def test_every_alias_says_why_it_was_merged(gazetteer):
    linked = link(
        [
            doc(
                "sha256:a",
                "We propose Graph Sketching (GS). GS is fast.",
                m("Graph Sketching", short_form="GS"),
                m("GS", long_form="Graph Sketching"),
            ),
            doc("sha256:b", "Graph sketchings and GS.", m("Graph sketchings"), m("GS")),
            doc("sha256:c", "On MSCOCO.", m("MSCOCO", EntityType.DATASET)),
        ],
        gazetteer=gazetteer,
    )
    sketch = of(linked, "sha256:b", 1)
    assert len(sketch.alias_reasons) == len(sketch.aliases)
    assert [r.alias for r in sketch.alias_reasons] == list(sketch.aliases)
    assert reasons(sketch)["GS"] == ("acronym", "sha256:a")
    assert reasons(sketch)["Graph sketchings"][0] == "plural"
    coco = reasons(of(linked, "sha256:c", 0))
    assert coco["MSCOCO"][0] == "gazetteer" and coco["Common Objects in Context"][0] == "gazetteer"


# ------------------------------------------- descriptions are no terms (wt/generic)


@pytest.mark.parametrize(
    "label",
    [
        "SOTA 91.5",  # a number beside a generic word
        "12-layer",  # a count
        "1.8-3.1x",  # a factor range
        "-Lattice",  # a name cut at a hyphen
        "pretraining of",  # a phrase cut before its object
        "Transfer learning's appeal",  # a possessive phrase
        "out-of-vocabulary",  # an adjectival compound alone
        "LSTM-based approaches",  # a class of works described by what it is based on
        "Graph-inspired models",
    ],
)
def test_descriptions_and_pieces_are_generic_even_with_capitals(label):
    named = label != label.lower() or any(ch.isdigit() for ch in label)
    assert termhood(label, named=named, defined=False, in_gazetteer=False) == GENERIC


@pytest.mark.parametrize(
    "label",
    [
        "near-perfect recall",  # praise before a head
        "substantial gains",
        "large-scale neural networks",  # a model family with describing words
        "machine learning algorithms",
        "neural network architectures",
        "pruned networks",
        "gradient-based optimization",  # round 9: a broad family of optimisers
        "gradient based optimisation",
        "large capacity neural networks",  # a size describes, it does not classify
        "victim model",  # the role a model plays in an attack
        "victim policy network",
    ],
)
def test_praise_and_described_families_are_generic(label):
    assert termhood(label, named=False, defined=False, in_gazetteer=False) == GENERIC


@pytest.mark.parametrize(
    "label",
    ["disjoint loss", "underperform learning"],  # a qualitative adjective, a verb
)
def test_a_term_head_needs_a_modifier_that_says_which_kind(label):
    assert termhood(label, named=False, defined=False, in_gazetteer=False) != TERM


@pytest.mark.parametrize(
    ("label", "named"),
    [
        ("ResNet-50", True),
        ("Zipf's law", True),
        ("3D point programs", True),
        ("graph neural network", False),
        ("maxout networks", False),
        ("image classification", False),
        ("adversarial training", False),
    ],
)
def test_names_and_specific_lowercase_terms_stay(label, named):
    assert termhood(label, named=named, defined=False, in_gazetteer=False) != GENERIC


@pytest.mark.parametrize(
    ("label", "voted", "expected"),
    [
        ("winning ticket hypothesis", EntityType.METHOD, EntityType.CONCEPT),
        ("Lyapunov stability", EntityType.METHOD, EntityType.CONCEPT),
        ("model compression", EntityType.METHOD, EntityType.TASK),
        ("data augmentation", EntityType.METHOD, EntityType.METHOD),
    ],
)
def test_a_concept_or_problem_head_retypes_a_method_vote(label, voted, expected):
    assert field_type(label, voted) is expected


@pytest.mark.parametrize(
    ("label", "voted", "expected"),
    [
        ("latent representations", EntityType.METHOD, EntityType.CONCEPT),
        ("dense sentence representation", EntityType.METHOD, EntityType.CONCEPT),
        ("PAC-Bayes generalization bound", EntityType.METHOD, EntityType.CONCEPT),
        # guards: a Task stays ("learning graph representations" is an activity), so does
        # a method "of" representations, and a one-word name
        ("learning graph representations", EntityType.TASK, EntityType.TASK),
        ("random dithering of representations", EntityType.METHOD, EntityType.METHOD),
        ("representations", EntityType.METHOD, EntityType.METHOD),
    ],
)
def test_what_a_model_learns_or_a_proof_gives_is_a_concept(label, voted, expected):
    """Round 22: a representation or a bound voted Method is a Concept (the first three were
    Methods, drawn as usesMethod, before)."""
    assert field_type(label, voted) is expected


@pytest.mark.parametrize(
    "label", ["industrial applications", "downstream NLP applications", "medical applications"]
)
def test_a_class_of_applications_is_no_task(label):
    """Round 22: "for industrial applications" is no problem a paper addresses (these were
    Task nodes before, drawn when shared)."""
    assert termhood(label, named=False, defined=False, in_gazetteer=False) == GENERIC


def test_a_name_that_starts_with_application_stays_a_term():
    """Guard (a term before round 22 too): the class head is the last word only."""
    label = "application programming interface"
    assert termhood(label, named=False, defined=False, in_gazetteer=True) == TERM


def test_applications_alone_is_no_thing_even_from_the_gazetteer():
    """Round 22: like "methods" alone, the bare word names nothing (it was a term when a
    gazetteer form)."""
    assert termhood("applications", named=False, defined=False, in_gazetteer=True) == GENERIC


def test_a_gazetteer_method_named_by_a_bound_stays_a_method_and_a_shared_one_becomes_a_concept():
    """Round 22, linked: "upper confidence bound" is the UCB algorithm in the gazetteer and stays
    a Method (guard); "latent representations" shared by two papers was a Method node."""
    papers = [
        doc(
            f"p{i}",
            "We use an upper confidence bound rule on latent representations.",
            m("upper confidence bound"),
            m("latent representations"),
        )
        for i in range(2)
    ]
    linked = link(papers, gazetteer=load_gazetteer())
    types = {e.label: e.type for e in linked.entities}
    assert types["upper confidence bound"] is EntityType.METHOD
    assert types["latent representations"] is EntityType.CONCEPT


def test_a_described_family_shared_by_papers_is_no_node(gazetteer):
    papers = [
        doc(
            f"p{i}",
            f"We train large-scale neural networks on sky maps {i}.",
            ("large-scale neural networks", EntityType.METHOD, {"confidence": 0.6}),
        )
        for i in range(3)
    ]
    linked = link(papers, gazetteer=gazetteer)
    (entity,) = [e for e in linked.entities if e.label.startswith("large")]
    assert not is_drawn(entity)


def test_an_adjectival_compound_is_generic_even_when_the_gazetteer_lists_it():
    assert termhood("out-of-vocabulary", named=False, defined=True, in_gazetteer=True) == GENERIC


# ------------------------------------------------------------------ root cause 6: tasks


@pytest.fixture
def activities(tmp_path: Path) -> Gazetteer:
    path = tmp_path / "activities.tsv"
    path.write_text(
        "name\ttype\taliases\tsource\n"
        "decentralized training\tConcept\t\tgeneral\n"
        "attention mechanism\tConcept\t\tgeneral\n",
        encoding="utf-8",
    )
    return load_gazetteer(path)


def test_a_gazetteer_concept_the_paper_frames_as_its_task_is_a_task(activities):
    framed = {"confidence": 0.6}
    papers = [
        doc(
            "sha256:a",
            "We study decentralized training with a sparse protocol.",
            m("decentralized training", EntityType.TASK, **framed),
        ),
        doc(
            "sha256:b",
            "We study the attention mechanism of small readers.",
            m("attention mechanism", EntityType.TASK, **framed),
        ),
    ]
    linked = link(papers, gazetteer=activities)
    assert of(linked, "sha256:a", 0).type is EntityType.TASK  # an activity: "training"
    assert of(linked, "sha256:b", 0).type is EntityType.CONCEPT  # a mechanism is no activity


def test_a_gazetteer_concept_no_paper_frames_as_a_task_stays_a_concept(activities):
    papers = [
        doc(
            f"sha256:{i}",
            "Decentralized training saves bandwidth, and decentralized training helps.",
            m("decentralized training", EntityType.CONCEPT),
        )
        for i in range(2)
    ]
    linked = link(papers, gazetteer=activities)
    assert of(linked, "sha256:0", 0).type is EntityType.CONCEPT


def test_a_coordinations_modifier_links_to_the_task_it_names(activities):
    """ "image and text classification": the mention "image" is the node "image classification",
    the one another paper names in full, with no alias "image"."""
    split = {"extractor": "task.conjunct", "canonical": "sonar classification"}
    papers = [
        doc(
            "sha256:a",
            "We address sonar and radar classification.",
            m("sonar", EntityType.TASK, **split),
            m("radar classification", EntityType.TASK),
        ),
        doc(
            "sha256:b", "We study sonar classification.", m("sonar classification", EntityType.TASK)
        ),
    ]
    linked = link(papers, gazetteer=activities)
    node = of(linked, "sha256:a", 0)
    assert node is of(linked, "sha256:b", 0)
    assert (node.label, node.aliases) == ("sonar classification", ())
