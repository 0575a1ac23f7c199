"""The shared word lists (kg.lexicon.words): frozen, spelled as the rules compare them."""

from __future__ import annotations

import re

import pytest

from kg.lexicon import words
from kg.lexicon.gazetteer import Gazetteer, load_gazetteer
from kg.types import EntityType

# The rules lowercase a word before they look it up in every list but these: names and
# punctuation compared as written, suffixes, patterns.
AS_WRITTEN = {
    "NOT_NAMES",
    "APPOSITIVE_BOUNDARIES",
    "ADJECTIVE_ENDINGS",
    "QUALIFIERS",
    "NAME_QUALIFIERS",
    "ORDINARY_SENSE_BEFORE",
}
LOWERCASED = sorted(set(words.__all__) - AS_WRITTEN)


@pytest.fixture(scope="module")
def gazetteer() -> Gazetteer:
    return load_gazetteer()


def test_every_public_list_is_frozen() -> None:
    for name in words.__all__:
        value = getattr(words, name)
        if isinstance(value, (set, dict, list)):
            pytest.fail(f"{name} is a mutable {type(value).__name__}")
    with pytest.raises(TypeError):
        words.HEAD_TYPES["widget"] = EntityType.METHOD  # type: ignore[index]


@pytest.mark.parametrize("name", LOWERCASED)
def test_lists_compared_in_lowercase_hold_lowercase_words(name: str) -> None:
    entries = getattr(words, name)
    assert entries, name
    assert [w for w in entries if w != w.lower()] == [], name


def test_not_names_are_the_capitalised_forms_the_name_finder_sees() -> None:
    assert "GPU" in words.NOT_NAMES
    assert all(w[:1].isupper() for w in words.NOT_NAMES)


def test_head_types() -> None:
    assert words.HEAD_TYPES["benchmark"] is EntityType.BENCHMARK
    assert words.HEAD_TYPES["corpora"] is EntityType.DATASET
    assert words.HEAD_TYPES["vlms"] is EntityType.MODEL
    assert words.HEAD_TYPES["captioning"] is EntityType.TASK
    # Listed with the methods and the concepts: the concepts' entry is the one that counts.
    assert words.HEAD_TYPES["paradigm"] is EntityType.CONCEPT


@pytest.mark.parametrize(
    ("surface", "stripped"),
    [
        ("ImageNet 64x64", "ImageNet"),
        ("ImageNet (256 × 256)", "ImageNet"),
        ("SQuAD dev set", "SQuAD"),
        ("CIFAR-10", "CIFAR-10"),
        ("benchmark suite design", "benchmark suite design"),  # only at the end
    ],
)
def test_qualifiers_strip_a_variant_at_the_end(surface: str, stripped: str) -> None:
    for pattern in words.QUALIFIERS:
        assert isinstance(pattern, re.Pattern)
        surface = pattern.sub("", surface).strip() or surface
    assert surface == stripped


def test_no_generic_word_is_a_gazetteer_name(gazetteer: Gazetteer) -> None:
    """A generic word in the gazetteer would make every "our method" a node."""
    generic = words.GENERIC_PHRASE_HEADS | words.GENERIC_WORDS | words.WEAK_HEADS | words.LEADING
    assert sorted(w for w in generic if gazetteer.lookup(w) is not None) == []
