"""Round 24: an organisation, an agency or a code host named alone ("NASA", "GitHub") is no
entity of the paper, so no paper "uses" it as a method (sentences written for these tests)."""

from __future__ import annotations

import pytest

from kg.extract.pipeline import make_pipeline


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


@pytest.mark.parametrize(
    ("text", "organisation"),
    [
        ("The sieve scheduler is used by NASA for rover planning.", "NASA"),
        ("Our pebble sorter and its weights are available on GitHub.", "GitHub"),
        ("We compare PebbleNet with a sorter trained by DeepMind.", "DeepMind"),
    ],
)
def test_an_organisation_named_alone_is_no_mention(nlp, text, organisation):
    assert organisation not in {m.text for m in nlp(text)._.kg_mentions}


def test_a_name_that_holds_an_organisation_stays(nlp):
    """Guard (passes before round 24 too): a dataset named after its maker is a dataset."""
    mentions = {m.text for m in nlp("We evaluate PebbleNet on Google News.")._.kg_mentions}
    assert "Google News" in mentions
