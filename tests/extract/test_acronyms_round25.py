"""Round 25 of acronyms: a capitalised name whose initials also match a lowercase word inside
it ("Conditional class-Aware Meta-Learning (CAML)") is defined from its first word
(sentences written here)."""

from __future__ import annotations

import pytest

from kg.extract.acronyms import find_acronyms


def _defined(text: str) -> list[tuple[str, str]]:
    return [(text[a:b], text[c:d]) for a, b, c, d in find_acronyms(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We sort with Gated gravel-Aware Sieving (GAS) at scale.",
            [("Gated gravel-Aware Sieving", "GAS")],
        ),
        (
            "We propose a sorter, Kinetic kelp-Driven Sieving (KDS), for river beds.",
            [("Kinetic kelp-Driven Sieving", "KDS")],
        ),
    ],
)
def test_a_capitalised_name_is_defined_from_its_first_word(text, expected):
    assert _defined(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # no capitals inside the long form: the capitalised word before is no part of it
        (
            "Gravel sorting uses gated sieving (GS) today.",
            [("gated sieving", "GS")],
        ),
        # the word before starts with another letter
        ("Fast gravel-Aware Sieving (GAS) helps.", [("gravel-Aware Sieving", "GAS")]),
    ],
)
def test_other_long_forms_keep_their_start(text, expected):
    """Guards (pass before round 25 too)."""
    assert _defined(text) == expected
