"""Round 26 of sentence boundaries: a full stop after a name ending in one capital letter
("Pebble-3.1-70B.", "GravelNet-S.") ends the sentence; before, the letter was read as an
initial ("J. Smith"), so two sentences became one and the name finder ran the next
sentence's first word into the name ("Pebble-3.1-70B. Even") (sentences written here)."""

from __future__ import annotations

import pytest

from kg.extract.pipeline import make_pipeline
from kg.extract.sentences import split_sentences


def _sentences(text: str) -> list[str]:
    return [text[s:e] for s, e in split_sentences(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We sieve with Pebble-3.1-70B. Even the largest sieve fails.",
            ["We sieve with Pebble-3.1-70B.", "Even the largest sieve fails."],
        ),
        (
            "We compare with GravelNet-S. It is slower.",
            ["We compare with GravelNet-S.", "It is slower."],
        ),
    ],
)
def test_a_stop_after_a_names_last_capital_ends_the_sentence(text, expected):
    assert _sentences(text) == expected


@pytest.mark.parametrize(
    "text",
    ["Pebbles were sorted by J. Smith and A. B. Jones at dawn.", "We add vitamin B. Kelp grows."],
)
def test_an_initial_still_continues_the_sentence(text):
    """Guards (pass before round 26 too): a lone capital after a space is an initial."""
    assert _sentences(text) == [text]


def test_the_next_sentences_first_word_is_no_part_of_the_name():
    from kg.extract import extract_one
    from kg.types import Paper

    text = (
        "We sieve with GPT-4o, Claude 3.5 Sonnet and Llama-3.1-70B. Even the strongest "
        "sieve reaches only 41.2% accuracy."
    )
    extraction = extract_one(Paper(key="sha256:round26", abstract=text), nlp=make_pipeline())
    names = {m.text for m in extraction.mentions}
    assert "Llama-3.1-70B" in names
    assert not any("Even" in name for name in names)
