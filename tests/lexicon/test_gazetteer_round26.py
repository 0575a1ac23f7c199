"""Round 26 of the gazetteer: benchmarks, datasets and environments of 2023-2025 papers
(reasoning, multimodal, agents, 3D, clinical), written from general knowledge of the field."""

from __future__ import annotations

import pytest

from kg.lexicon.gazetteer import load_gazetteer
from kg.types import EntityType


@pytest.mark.parametrize(
    ("form", "name", "etype"),
    [
        ("MMMU-Pro", "MMMU-Pro", EntityType.BENCHMARK),
        ("MATH-Vision", "MathVision", EntityType.BENCHMARK),
        ("BIRD-SQL", "BIRD", EntityType.BENCHMARK),
        ("2WikiMQA", "2WikiMultihopQA", EntityType.DATASET),
        ("MuSiQue", "MuSiQue", EntityType.DATASET),
        ("eICU-CRD", "eICU", EntityType.DATASET),
        ("ScanNet++", "ScanNet++", EntityType.DATASET),
        ("MineDojo", "MineDojo", EntityType.ENVIRONMENT),
        ("DMControl", "DeepMind Control Suite", EntityType.ENVIRONMENT),
    ],
)
def test_recent_evaluation_names_are_known(form, name, etype):
    entry = load_gazetteer().lookup(form)
    assert entry is not None and (entry.name, entry.type) == (name, etype)


@pytest.mark.parametrize("word", ["bird", "Bird", "birds"])
def test_a_benchmark_named_by_a_word_matches_only_as_written(word):
    assert load_gazetteer().lookup(word) is None
