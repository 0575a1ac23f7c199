"""Concept noun phrases (kg.extract.phrases) and how the pipeline types tagged and phrase candidates."""

from __future__ import annotations

import pytest

from kg.extract.candidates import head_override
from kg.extract.phrases import noun_phrases
from kg.types import EntityType


def phrases(text: str) -> list[str]:
    words = text.split()
    return [" ".join(words[start:end]) for start, end in noun_phrases(words)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # A participle opening a phrase is no part of the term.
        ("the learned intrinsic object structure is kept", ["intrinsic object structure"]),
        ("with increased interest in dense retrieval", ["dense retrieval"]),
        # A verb in -s before a determiner or pronoun is the clause's verb, not a noun.
        ("the evaluation shows that speech coders are robust", ["speech coders"]),
        ("this approach yields a lower word error", ["lower word error"]),
        ("the features lead to better alignment", []),
        # Adverbs and glue words end a phrase.
        ("rules deterministically assign syntactic labels", ["syntactic labels"]),
        ("despite recent speculative claims", ["speculative claims"]),
        # "low", "high", "natural" belong to the term; "novel" does not.
        ("a low dimensional manifold", ["low dimensional manifold"]),
        ("a novel dimensional manifold", ["dimensional manifold"]),
        # A verb's -s form after a subject word is the verb, not a plural noun.
        ("because it makes sense for ranking", []),
        ("a tool which gives users fine control", ["users fine control"]),
        ("a parser that favors harbour maps", ["harbour maps"]),
        # The same after a noun that names a paper or its method; a term stays one.
        ("the algorithm checks harbour maps", ["harbour maps"]),
        ("this article deals with tide tables", ["tide tables"]),
        ("the model weights of harbour maps", ["model weights", "harbour maps"]),
        # A judging or counting adjective opens no phrase; a classifying one stays.
        ("we keep the correct harbour maps", ["harbour maps"]),
        ("it needs fewer buoys", []),
        ("the likely mooring positions", ["mooring positions"]),
        ("using optimal transport plans", ["optimal transport plans"]),
        # A gerund after a preposition is a verb with an object; an activity noun is not.
        ("tides found by combining harbour gauge readings", ["harbour gauge readings"]),
        ("a schedule for learning rate decay", ["learning rate decay"]),
    ],
)
def test_noun_phrases(text: str, expected: list[str]) -> None:
    assert phrases(text) == expected


@pytest.mark.parametrize(
    ("surface", "tagged", "expected"),
    [
        ("stochastic attention networks", EntityType.TASK, EntityType.METHOD),
        ("image classification", EntityType.METHOD, EntityType.TASK),
        ("parallel corpus", EntityType.METHOD, EntityType.DATASET),
        ("pretrained language models", EntityType.TASK, EntityType.METHOD),
        ("spectral clustering", EntityType.METHOD, EntityType.METHOD),  # no head type: kept
        ("reinforcement learning", EntityType.METHOD, EntityType.METHOD),  # a Concept head: kept
    ],
)
def test_head_noun_overrides_the_tagger(
    surface: str, tagged: EntityType, expected: EntityType
) -> None:
    assert head_override(surface, tagged) is expected
