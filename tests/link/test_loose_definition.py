"""kg.link.senses.loose_definition: a paper's phrase for a short form, however it is spaced."""

import pytest

from kg.link.senses import loose_definition


@pytest.mark.parametrize(
    "abstract",
    [
        "We use bounded pebble tossing (BPT) here.",
        "We use BPT (bounded pebble tossing) here.",
        "We use BPT          (bounded pebble tossing) here.",  # a run of spaces before "("
        "We use bounded pebble tossing (          BPT) here.",
    ],
)
def test_the_definition_is_found_whatever_the_spacing(abstract):
    assert loose_definition("BPT", abstract) == "bounded pebble tossing"


def test_a_short_form_never_defined_has_no_definition():
    assert loose_definition("BPT", "We use BPT here, and BPT          again.") is None
