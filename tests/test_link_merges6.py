"""Round 6 of linking: wrong merges kept apart, true duplicates merged (issue 12, cause 3).

Every sentence here is written for the test. An acronym means what its own paper defines, even
loosely; a known name written as the end of a longer one is a sibling; a coined name with a
letter more is another model; "deep" before a network family is that family; a gazetteer row
names one thing, never its opposite or a kind of it.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from kg.errors import InputError
from kg.graph import is_drawn
from kg.lexicon.gazetteer import load_gazetteer
from kg.link import link
from kg.types import EntityType, Evidence, Extraction, Mention, Paper, Predicate, Relation


def at(abstract: str, surface: str, etype: EntityType, nth: int = 0, **extra) -> Mention:
    start = -1
    for _ in range(nth + 1):
        start = abstract.index(surface, start + 1)
    options = {"extractor": "ner", "confidence": 0.6, **extra}
    return Mention(surface, start, start + len(surface), etype, **options)


def paper(
    key: str, abstract: str, *mentions: Mention, proposes: tuple[int, ...] = ()
) -> Extraction:
    evidence = Evidence(key, abstract, 0, len(abstract), "test", 1.0)
    relations = tuple(Relation(Predicate.PROPOSES, None, i, evidence) for i in proposes)
    return Extraction(
        paper=Paper(key=key, abstract=abstract), mentions=mentions, relations=relations
    )


def entity(linked, key: str, index: int):
    return linked.entities[linked.mention_entity[(key, index)]]


# --- acronyms: what the paper that uses one defines ------------------------------------------


@pytest.mark.parametrize(
    ("abstract", "short"),
    [
        # A long form the strict finder misses: commas and "and" inside it.
        (
            "We track prediction, consistency, and curvature (PCC) of trained nets. PCC drops.",
            "PCC",
        ),
        # Hyphenated words that give one initial each ("Noise-aware", "Memory-efficient").
        (
            "We propose Noise-aware, Memory-efficient Tuning (NMT) for small models. NMT wins.",
            "NMT",
        ),
    ],
)
def test_an_acronym_defined_loosely_is_not_the_known_one(abstract: str, short: str) -> None:
    mention = at(abstract, short, EntityType.METHOD, nth=1)
    linked = link([paper("sha256:a", abstract, mention)], gazetteer=load_gazetteer())
    found = entity(linked, "sha256:a", 0)
    assert not found.key.startswith("g:"), found
    assert found.label != load_gazetteer().lookup(short).name


def test_an_undefined_acronym_still_joins_the_known_one() -> None:
    abstract = "Our decoder improves NMT on two language pairs."
    linked = link(
        [paper("sha256:a", abstract, at(abstract, "NMT", EntityType.TASK))],
        gazetteer=load_gazetteer(),
    )
    assert entity(linked, "sha256:a", 0).label == "machine translation"


def test_an_acronym_a_paper_proposes_is_not_another_papers() -> None:
    first = "We introduce Latent Exploration for Adaptive Planning (LEAP) for mazes."
    second = "We propose LEAP, a learned encoder for audio pitch. LEAP beats older encoders."
    linked = link(
        [
            paper(
                "sha256:a",
                first,
                at(
                    first,
                    "Latent Exploration for Adaptive Planning",
                    EntityType.METHOD,
                    short_form="LEAP",
                ),
                at(
                    first,
                    "LEAP",
                    EntityType.METHOD,
                    long_form="Latent Exploration for Adaptive Planning",
                ),
            ),
            paper(
                "sha256:b",
                second,
                at(second, "LEAP", EntityType.METHOD),
                at(second, "LEAP", EntityType.METHOD, nth=1),
                proposes=(0,),
            ),
        ],
        gazetteer=load_gazetteer(),
    )
    theirs = entity(linked, "sha256:a", 1)
    assert entity(linked, "sha256:b", 0) is not theirs
    assert entity(linked, "sha256:b", 1) is not theirs  # the paper's later mentions too


def test_a_phrase_holding_an_acronym_is_not_the_acronym() -> None:
    abstract = "Generative adversarial networks (GANs) are hard to train; GAN training diverges."
    mentions = (
        at(abstract, "Generative adversarial networks", EntityType.METHOD, short_form="GANs"),
        at(abstract, "GANs", EntityType.METHOD, long_form="Generative adversarial networks"),
        at(
            abstract, "GAN training", EntityType.METHOD, long_form="Generative adversarial networks"
        ),
    )
    linked = link([paper("sha256:a", abstract, *mentions)], gazetteer=load_gazetteer())
    found = entity(linked, "sha256:a", 2)
    assert found is not entity(linked, "sha256:a", 1)
    assert found.label == "GAN training"
    assert "Generative adversarial networks" not in found.aliases


def test_an_acronym_defined_twice_in_one_paper_takes_the_nearest_definition() -> None:
    abstract = (
        "We train with a multi-task learning (MTL) loss. Unlike metric transfer learning (MTL) "
        "it needs no target labels."
    )
    mentions = (
        at(abstract, "multi-task learning", EntityType.METHOD, short_form="MTL"),
        at(abstract, "MTL", EntityType.METHOD, long_form="multi-task learning"),
        at(abstract, "metric transfer learning", EntityType.METHOD, short_form="MTL"),
        at(abstract, "MTL", EntityType.METHOD, nth=1, long_form="metric transfer learning"),
    )
    linked = link([paper("sha256:a", abstract, *mentions)], gazetteer=load_gazetteer())
    assert entity(linked, "sha256:a", 1) is entity(linked, "sha256:a", 0)
    assert entity(linked, "sha256:a", 3) is entity(linked, "sha256:a", 2)
    assert entity(linked, "sha256:a", 3).label == "metric transfer learning"


# --- siblings: versions and variants of a known name -----------------------------------------


@pytest.mark.parametrize(
    ("abstract", "surface"),
    [
        ("We fit a $\\beta$-VAE to toy shapes and compare its latents.", "-VAE"),
        ("A critic of the f-GAN family scores the samples.", "GAN"),
        ("Samples of a Gated PixelCNN look sharper than before.", "PixelCNN"),
    ],
)
def test_a_known_name_inside_a_longer_name_is_a_sibling(abstract: str, surface: str) -> None:
    mention = at(abstract, surface, EntityType.MODEL, extractor="gazetteer", confidence=0.9)
    linked = link([paper("sha256:a", abstract, mention)], gazetteer=load_gazetteer())
    found = entity(linked, "sha256:a", 0)
    assert not found.key.startswith("g:") and not is_drawn(found)


@pytest.mark.parametrize(
    ("abstract", "surface", "label"),
    [
        ("We then fit a Standard LSTM to the series.", "LSTM", "long short-term memory"),
        ("Two layers of Bidirectional LSTM read the tokens.", "LSTM", "bidirectional LSTM"),
        ("Our --- admittedly simple --- VAE baseline is strong.", "VAE", "variational autoencoder"),
    ],
)
def test_a_known_name_beside_a_plain_word_stays_known(abstract, surface, label) -> None:
    mention = at(abstract, surface, EntityType.MODEL, extractor="gazetteer", confidence=0.9)
    linked = link([paper("sha256:a", abstract, mention)], gazetteer=load_gazetteer())
    assert entity(linked, "sha256:a", 0).label == label


def test_a_coined_name_with_a_letter_more_is_another_model() -> None:
    first, second = "We prune SqueezeNet on phones.", "We prune SqueezeNext on phones."
    linked = link(
        [
            paper("sha256:a", first, at(first, "SqueezeNet", EntityType.MODEL)),
            paper("sha256:b", second, at(second, "SqueezeNext", EntityType.MODEL)),
        ],
        gazetteer=load_gazetteer(),
    )
    assert entity(linked, "sha256:a", 0) is not entity(linked, "sha256:b", 0)


def test_a_rare_coined_name_with_a_letter_dropped_is_a_misspelling() -> None:
    texts = ["We test on TinyImageNet crops."] * 3 + ["We test on TinyImagnet crops."]
    names = ["TinyImageNet"] * 3 + ["TinyImagnet"]
    linked = link(
        [
            paper(f"sha256:{i}", t, at(t, n, EntityType.DATASET))
            for i, (t, n) in enumerate(zip(texts, names, strict=True))
        ],
        gazetteer=load_gazetteer(),
    )
    assert entity(linked, "sha256:3", 0) is entity(linked, "sha256:0", 0)


def test_a_hyphen_glued_piece_does_not_take_another_papers_acronym() -> None:
    first = "A variational autoencoder (VAE) compresses the frames."
    second = "We fit a $\\beta$-VAE to toy shapes and compare its latents."
    linked = link(
        [
            paper(
                "sha256:a",
                first,
                at(first, "variational autoencoder", EntityType.METHOD, short_form="VAE"),
                at(first, "VAE", EntityType.METHOD, long_form="variational autoencoder"),
            ),
            paper("sha256:b", second, at(second, "-VAE", EntityType.METHOD, extractor="name")),
        ],
        gazetteer=load_gazetteer(),
    )
    assert entity(linked, "sha256:b", 0) is not entity(linked, "sha256:a", 1)
    assert not is_drawn(entity(linked, "sha256:b", 0))


def test_a_name_defined_with_an_acronym_keeps_its_kind_word() -> None:
    first = "We use the Latent Program Algorithm (LPA) to search."
    second = "Agents compose latent programs from primitives."
    linked = link(
        [
            paper(
                "sha256:a",
                first,
                at(first, "Latent Program Algorithm", EntityType.METHOD, short_form="LPA"),
                at(first, "LPA", EntityType.METHOD, long_form="Latent Program Algorithm"),
            ),
            paper("sha256:b", second, at(second, "latent programs", EntityType.METHOD)),
        ],
        gazetteer=load_gazetteer(),
    )
    assert entity(linked, "sha256:a", 0) is not entity(linked, "sha256:b", 0)


def test_a_kind_word_after_a_known_method_still_joins_it() -> None:
    first, second = "We train with Adam on images.", "The Adam algorithm adapts steps."
    linked = link(
        [
            paper("sha256:a", first, at(first, "Adam", EntityType.METHOD)),
            paper("sha256:b", second, at(second, "Adam algorithm", EntityType.METHOD)),
        ],
        gazetteer=load_gazetteer(),
    )
    assert entity(linked, "sha256:a", 0) is entity(linked, "sha256:b", 0)


# --- true duplicates merged --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("surface", "label"),
    [
        ("deep convolutional networks", "convolutional neural network"),
        ("Deep Convolutional Neural Networks", "convolutional neural network"),
        ("deep recurrent networks", "recurrent neural network"),
        ("Capsule Neural Networks", "capsule network"),
        ("deep belief nets", "deep belief network"),
    ],
)
def test_deep_before_a_network_family_is_that_family(surface: str, label: str) -> None:
    abstract = f"We train {surface} on spoken digits."
    linked = link(
        [paper("sha256:a", abstract, at(abstract, surface, EntityType.METHOD))],
        gazetteer=load_gazetteer(),
    )
    assert entity(linked, "sha256:a", 0).label == label


def test_an_acronym_defined_by_a_network_family_spelling_is_that_family() -> None:
    abstract = "A Deep Convolutional Neural Network (DCNN) labels the frames; the DCNN is small."
    mentions = (
        at(abstract, "Deep Convolutional Neural Network", EntityType.METHOD, short_form="DCNN"),
        at(abstract, "DCNN", EntityType.METHOD, long_form="Deep Convolutional Neural Network"),
        at(abstract, "DCNN", EntityType.METHOD, nth=1),
    )
    linked = link([paper("sha256:a", abstract, *mentions)], gazetteer=load_gazetteer())
    labels = {entity(linked, "sha256:a", i).label for i in range(3)}
    assert labels == {"convolutional neural network"}


def test_an_acronym_another_entry_owns_keeps_the_papers_meaning_and_label() -> None:
    abstract = "A fully connected network (FCN) reads the features; the FCN has two layers."
    mentions = (
        at(abstract, "fully connected network", EntityType.METHOD, short_form="FCN"),
        at(
            abstract,
            "FCN",
            EntityType.MODEL,
            extractor="gazetteer",
            long_form="fully connected network",
        ),
    )
    mentions = (mentions[0], replace(mentions[1], canonical="FCN"))
    linked = link([paper("sha256:a", abstract, *mentions)], gazetteer=load_gazetteer())
    assert entity(linked, "sha256:a", 1).label == "multilayer perceptron"


def test_deep_before_another_thing_is_not_that_thing() -> None:
    abstract = "We fit deep Gaussian processes to sparse sensors."
    surface = "deep Gaussian processes"
    linked = link(
        [paper("sha256:a", abstract, at(abstract, surface, EntityType.METHOD))],
        gazetteer=load_gazetteer(),
    )
    assert entity(linked, "sha256:a", 0).label != "Gaussian process"


# --- the gazetteer: one row, one thing --------------------------------------------------------


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("vanishing gradients", "exploding gradients"),
        ("epistemic uncertainty", "aleatoric uncertainty"),
        ("uncertainty", "data uncertainty"),
        ("sparsity", "sparse models"),
        ("stochastic gradient descent", "stochastic gradients"),
        ("manifold learning", "data manifold"),
        ("flat minima", "sharp minima"),
        ("L-BFGS", "BFGS"),
        ("domain adaptation", "UDA"),
        ("optimal transport", "Wasserstein distance"),
    ],
)
def test_the_shipped_gazetteer_keeps_opposites_and_kinds_apart(one: str, other: str) -> None:
    gazetteer = load_gazetteer()
    assert gazetteer.lookup(one) is not gazetteer.lookup(other)


@pytest.mark.parametrize(
    "row",
    [
        "vanishing gradients\tConcept\texploding gradients\tgeneral",
        "overfitting\tConcept\tunderfitting\tgeneral",
        "supervised learning\tConcept\tunsupervised learning\tgeneral",
    ],
)
def test_a_row_with_opposite_forms_is_rejected(tmp_path: Path, row: str) -> None:
    path = tmp_path / "gazetteer.tsv"
    path.write_text("name\ttype\taliases\tsource\nImageNet\tDataset\t\tgeneral\n" + row + "\n")
    with pytest.raises(InputError, match=r"gazetteer.tsv line 3: .* opposite things"):
        load_gazetteer(path)
