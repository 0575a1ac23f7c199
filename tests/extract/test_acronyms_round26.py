"""Round 26 of acronyms: a short form with a variant's mark after its initials ("GSN-2",
"PST-L") is defined by the words those initials spell; before, the mark's letter or digit
found no word and the definition was lost, so the short form became a "used" method of its
own (sentences written here)."""

from __future__ import annotations

import pytest

from kg.extract.acronyms import find_acronyms


def _defined(text: str) -> list[tuple[str, str]]:
    return [(text[a:b], text[c:d]) for a, b, c, d in find_acronyms(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We propose Gravel Sorting Network (GSN-2), a sieve.",
            [("Gravel Sorting Network", "GSN-2")],
        ),
        (
            "We propose a Pebble Sorting Transformer (PST-L) for wet beds.",
            [("Pebble Sorting Transformer", "PST-L")],
        ),
        (
            "We sieve with Kelp Drift Sampling (KDS-D2) at scale.",
            [("Kelp Drift Sampling", "KDS-D2")],
        ),
    ],
)
def test_a_variants_mark_after_the_initials_keeps_the_definition(text, expected):
    assert _defined(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # the initials spell no words before it: loose letters do not define a variant
        "We add a kelp-style lookahead into our sorter (SKeO-N) and gain.",
        "Sorting is reported in Danish (DK-34) pebble logs.",
    ],
)
def test_a_variant_whose_initials_spell_no_words_defines_nothing(text):
    """Guards (pass before round 26 too; a first version that matched the letters loosely,
    as plain short forms are matched, failed them)."""
    assert _defined(text) == []
