"""The label a linked entity gets from its forms (kg.link.labels.choose_label)."""

from collections import Counter

import pytest

from kg.link.labels import choose_label
from kg.types import EntityType, Mention


def _defined(long_form: str, acronym: str) -> Mention:
    return Mention(acronym, 0, len(acronym), EntityType.METHOD, "acronym", 0.9, long_form=long_form)


def test_a_long_form_broken_at_a_line_end_gives_way_to_a_whole_spelling():
    # (round 46: a defined long form is read whole first, "quasi- random" as "quasi-random")
    mentions = [_defined("quasi- random sampling", "QRS")]
    surfaces = Counter({"QRS": 3, "quasi- random sampling": 1, "quasi random sampling": 1})
    assert choose_label(mentions, surfaces) == "quasi-random sampling"


def test_a_broken_form_is_read_whole_when_the_entity_has_no_other():
    mentions = [_defined("quasi- random sampling", "QRS")]
    assert choose_label(mentions, Counter({"QRS": 3})) == "quasi-random sampling"
    mentions = [_defined("classifi- cation sampling", "CS")]
    assert choose_label(mentions, Counter({"CS": 3})) == "classification sampling"


@pytest.mark.parametrize(
    "form", ["pre- and post-quantization", "first- or second-order updates", "ImageNet- 1K"]
)
def test_a_hanging_hyphen_of_a_coordination_is_no_broken_word(form):
    assert choose_label([], Counter({form: 2, "something else": 1})) == form
