"""The linker: one entity per real-world thing, every surface form kept as an alias."""

from __future__ import annotations

from pathlib import Path

import pytest

from kg.graph import is_drawn
from kg.lexicon.gazetteer import Gazetteer, load_gazetteer
from kg.link import is_generic, link, strip_qualifiers
from kg.link.keys import name_key
from kg.types import EntityType, Extraction, Mention, Paper


@pytest.fixture
def gazetteer(tmp_path: Path) -> Gazetteer:
    path = tmp_path / "gazetteer.tsv"
    path.write_text(
        "name\ttype\taliases\tsource\n"
        "ImageNet\tDataset\tILSVRC\tgeneral\n"
        "MS COCO\tDataset\tMSCOCO|COCO\tgeneral\n"
        "diffusion model\tConcept\t\tgeneral\n",
        encoding="utf-8",
    )
    return load_gazetteer(path)


def mention(text: str, etype: EntityType = EntityType.METHOD, **kwargs) -> Mention:
    return Mention(
        text=text,
        start=0,
        end=len(text),
        type=etype,
        extractor=kwargs.pop("extractor", "name"),
        confidence=kwargs.pop("confidence", 0.7),
        **kwargs,
    )


def paper(key: str, *mentions: Mention) -> Extraction:
    return Extraction(paper=Paper(key=key, abstract="x"), mentions=mentions)


def entity_of(linked, key: str, index: int):
    return linked.entities[linked.mention_entity[(key, index)]]


def test_variants_merge_into_one_entity(gazetteer):
    linked = link(
        [
            paper(
                "sha256:a",
                mention("Consistency Models", short_form="CM"),
                mention("CM", long_form="Consistency Models", extractor="acronym.short"),
                mention("CMs"),
            ),
            paper("sha256:b", mention("consistency model"), mention("Consistency-Models")),
            paper("sha256:c", mention("CM")),
            # two letters take another paper's meaning once two papers give it (round 9)
            paper(
                "sha256:d",
                mention("Consistency Models", short_form="CM"),
                mention("CM", long_form="Consistency Models", extractor="acronym.short"),
            ),
        ],
        gazetteer=gazetteer,
    )
    ids = {
        linked.mention_entity[(k, i)]
        for k, i in [
            ("sha256:a", 0),
            ("sha256:a", 1),
            ("sha256:a", 2),
            ("sha256:b", 0),
            ("sha256:b", 1),
            ("sha256:c", 0),
        ]
    }
    assert len(ids) == 1
    entity = linked.entities[ids.pop()]
    assert entity.label == "Consistency Models"
    assert {"CM", "CMs", "consistency model", "Consistency-Models"} <= set(entity.aliases)


def test_ambiguous_acronym_stays_apart(gazetteer):
    linked = link(
        [
            paper(
                "sha256:a",
                mention("Graph Sketching", short_form="GS"),
                mention("GS", long_form="Graph Sketching"),
            ),
            paper(
                "sha256:b",
                mention("Gaussian Splatting", short_form="GS"),
                mention("GS", long_form="Gaussian Splatting"),
            ),
            paper("sha256:c", mention("GS")),
        ],
        gazetteer=gazetteer,
    )
    a, b, c = (
        entity_of(linked, "sha256:a", 1),
        entity_of(linked, "sha256:b", 1),
        entity_of(linked, "sha256:c", 0),
    )
    assert a.label == "Graph Sketching" and b.label == "Gaussian Splatting"
    assert c.label == "GS"  # undefined here and ambiguous in the corpus


def test_unicode_and_qualified_variants(gazetteer):
    linked = link(
        [
            paper(
                "sha256:a",
                mention("Schrödinger Bridge Matching"),
                mention("ImageNet 64×64", EntityType.DATASET),
            ),
            paper(
                "sha256:b",
                mention("Schrodinger bridge matching"),
                mention("ImageNet", EntityType.DATASET),
                mention("MSCOCO", EntityType.DATASET),
            ),
        ],
        gazetteer=gazetteer,
    )
    assert entity_of(linked, "sha256:a", 0) is entity_of(linked, "sha256:b", 0)
    imagenet = entity_of(linked, "sha256:a", 1)
    assert imagenet is entity_of(linked, "sha256:b", 1)
    assert imagenet.label == "ImageNet" and "ImageNet 64×64" in imagenet.aliases
    assert entity_of(linked, "sha256:b", 2).label == "MS COCO"


def test_generic_phrases_are_not_entities(gazetteer):
    linked = link(
        [
            paper(
                "sha256:a",
                mention("Existing Approaches"),
                mention("our method"),
                mention("GraphZip"),
            )
        ],
        gazetteer=gazetteer,
    )
    assert [e.label for e in linked.entities] == ["GraphZip"]
    assert ("sha256:a", 0) not in linked.mention_entity


def test_contribution_phrases_stay_in_their_paper(gazetteer):
    linked = link(
        [
            paper("sha256:a", mention("test-time projection", extractor="proposal.phrase")),
            paper("sha256:b", mention("test-time projection", extractor="proposal.phrase")),
        ],
        gazetteer=gazetteer,
    )
    a, b = entity_of(linked, "sha256:a", 0), entity_of(linked, "sha256:b", 0)
    assert a is not b and a.scope == "sha256:a" and b.scope == "sha256:b"


def test_type_vote_prefers_the_more_specific_class(gazetteer):
    linked = link(
        [
            paper("sha256:a", mention("Qwen-7B", EntityType.MODEL, confidence=0.5)),
            paper("sha256:b", mention("Qwen-7B", EntityType.METHOD, confidence=0.9)),
        ],
        gazetteer=gazetteer,
    )
    assert entity_of(linked, "sha256:a", 0).type is EntityType.MODEL


def test_linking_is_independent_of_input_order(gazetteer):
    extractions = [
        paper(f"sha256:{i}", mention("Graph Nets"), mention(f"Tool{i}")) for i in range(4)
    ]
    forward = link(extractions, gazetteer=gazetteer)
    backward = link(list(reversed(extractions)), gazetteer=gazetteer)
    assert forward.entities == backward.entities
    assert forward.mention_entity == backward.mention_entity


@pytest.mark.parametrize(
    ("surface", "expected"),
    [("ImageNet (256x256)", "ImageNet"), ("GAIA benchmark", "GAIA"), ("WMT14 test set", "WMT14")],
)
def test_strip_qualifiers(surface, expected):
    assert strip_qualifiers(surface) == expected


@pytest.mark.parametrize(
    "phrase",
    [
        "this work",
        "experiments",
        "Our approach",
        "state-of-the-art baselines",
        "the proposed framework",
    ],
)
def test_generic_phrases(phrase):
    assert is_generic(phrase)


@pytest.mark.parametrize(
    ("phrase", "generic"),
    [
        # A term head in -ing is a noun, not an adjective: the task is kept.
        ("image captioning", False),
        ("unsupervised parsing", False),
        ("visual question answering", False),
        # An adjective at the end still describes.
        ("partially observable", True),
    ],
)
def test_ing_term_heads_are_nouns(phrase, generic):
    assert is_generic(phrase) is generic


@pytest.mark.parametrize(
    ("surface", "key"),
    [
        ("text classification tasks", "text classification"),
        ("RL tasks", "RL"),
        ("the alignment problem", "the alignment problem"),  # "alignment" names no activity here
        ("image captioning problem", "image captioning"),
        ("physical tasks", "physical tasks"),
        ("translation tasks", "translation tasks"),  # a bare activity is no task's name
    ],
)
def test_a_tasks_suffix_is_no_part_of_its_name(surface, key):
    assert strip_qualifiers(surface) == key


@pytest.mark.parametrize(
    ("plural", "singular", "same"),
    [
        ("ReLUs", "ReLU", True),  # a mixed-case acronym's plural
        ("integral probability metrics", "Integral Probability Metric", True),  # "-ic" noun
        ("search heuristics", "search heuristic", True),
        ("system dynamics", "system dynamic", False),  # a field's name, not a plural
        ("particle physics", "particle physic", False),
    ],
)
def test_plurals_of_names_ending_in_a_capital_or_ic_share_a_key(plural, singular, same):
    assert (name_key(plural) == name_key(singular)) is same


def test_a_mixed_case_plural_links_to_the_singular(gazetteer):
    linked = link(
        [paper("sha256:a", mention("Zorb ReLUs")), paper("sha256:b", mention("Zorb ReLU"))],
        gazetteer=gazetteer,
    )
    assert entity_of(linked, "sha256:a", 0) is entity_of(linked, "sha256:b", 0)


@pytest.mark.parametrize(
    ("name", "joins"),
    [
        ("ZorbNet architecture", True),
        ("ZorbNet networks", False),  # a network built with ZorbNet, as a "ReLU network"
    ],
)
def test_a_model_word_after_a_method_name_joins_the_method(gazetteer, name, joins):
    linked = link(
        [paper("sha256:a", mention("ZorbNet")), paper("sha256:b", mention(name))],
        gazetteer=gazetteer,
    )
    assert (entity_of(linked, "sha256:a", 0) is entity_of(linked, "sha256:b", 0)) is joins


def test_a_gazetteer_model_name_is_not_cut_at_its_model_word(gazetteer):
    linked = link(
        [paper("sha256:a", mention("diffusion")), paper("sha256:b", mention("diffusion model"))],
        gazetteer=gazetteer,
    )
    assert entity_of(linked, "sha256:a", 0) is not entity_of(linked, "sha256:b", 0)


def test_a_model_word_joins_a_gazetteer_method_only_after_a_name(tmp_path):
    path = tmp_path / "gazetteer.tsv"
    path.write_text(
        "name\ttype\taliases\tsource\n"
        "ZorbNet\tMethod\t\tgeneral\n"
        "quux features\tMethod\t\tgeneral\n",
        encoding="utf-8",
    )
    gazetteer = load_gazetteer(path)
    linked = link(
        [paper("sha256:a", mention("ZorbNet models"), mention("quux-feature models"))],
        gazetteer=gazetteer,
    )
    assert entity_of(linked, "sha256:a", 0).label == "ZorbNet"
    assert entity_of(linked, "sha256:a", 1).label != "quux features"


def test_the_lowercase_long_form_of_a_capitals_name_is_that_name(tmp_path):
    """Only the capitals name itself written in lowercase is a word in its ordinary sense
    ("reinforce" is not REINFORCE); the lowercase long form of "=ZGN" is ZGN."""
    path = tmp_path / "gazetteer.tsv"
    path.write_text(
        "name\ttype\taliases\tsource\n=ZGN\tModel\tZorb Graph Network\tgeneral\n",
        encoding="utf-8",
    )
    linked = link(
        [paper("sha256:a", mention("zorb graph networks")), paper("sha256:b", mention("ZGN"))],
        gazetteer=load_gazetteer(path),
    )
    assert entity_of(linked, "sha256:a", 0) is entity_of(linked, "sha256:b", 0)
    assert entity_of(linked, "sha256:a", 0).label == "ZGN"


@pytest.mark.parametrize("name", ["Quuxnet framework", "Quuxnet formulation"])
def test_what_a_paper_proposes_is_not_the_known_method_it_is_a_kind_of(tmp_path, name):
    """ "We propose a new Quuxnet framework": a kind of Quuxnet with no name of its own, so no
    node (and not Quuxnet); the same words in a paper that only uses them are Quuxnet."""
    from kg.types import Evidence, Predicate, Relation

    path = tmp_path / "gazetteer.tsv"
    path.write_text("name\ttype\taliases\tsource\nQuuxnet\tMethod\t\tgeneral\n", encoding="utf-8")
    evidence = Evidence("sha256:a", f"We propose a new {name}.", 0, 20, "proposes", 0.8)
    proposing = Extraction(
        paper=Paper(key="sha256:a", abstract="x"),
        mentions=(mention(name), mention("Quuxnet")),
        relations=(Relation(Predicate.PROPOSES, None, 0, evidence),),
    )
    linked = link([proposing, paper("sha256:b", mention(name))], gazetteer=load_gazetteer(path))
    assert not is_drawn(entity_of(linked, "sha256:a", 0))
    assert entity_of(linked, "sha256:a", 0) is not entity_of(linked, "sha256:a", 1)
    assert entity_of(linked, "sha256:b", 0) is entity_of(linked, "sha256:a", 1)


def test_a_gazetteer_concept_the_papers_frame_as_a_task_is_one(tmp_path):
    """The gazetteer's Concept on its own matches says only that a name is a term; the papers
    whose rules read "pebble inference" as their task vote it a Task, however many papers
    merely mention it."""
    path = tmp_path / "gazetteer.tsv"
    path.write_text(
        "name\ttype\taliases\tsource\npebble inference\tConcept\t\tgeneral\n", encoding="utf-8"
    )
    gazetteer = load_gazetteer(path)

    def typed(etype: EntityType) -> Mention:
        return mention("pebble inference", etype, extractor="gazetteer", confidence=0.9)

    echoes = [paper(f"sha256:{n}", typed(EntityType.CONCEPT)) for n in "abcd"]
    framed = [paper(f"sha256:{n}", typed(EntityType.TASK)) for n in "ef"]
    linked = link([*echoes, *framed], gazetteer=gazetteer)
    assert [e.type for e in linked.entities] == [EntityType.TASK]
    # with no paper reading it as a task, the gazetteer's type stands
    linked = link(echoes, gazetteer=gazetteer)
    assert [e.type for e in linked.entities] == [EntityType.CONCEPT]
