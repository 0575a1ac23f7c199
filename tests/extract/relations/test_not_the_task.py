"""What people, animals or brains do, or what a thing is based on, is no task the paper
addresses (kg.extract.relations.task_frames.beings_do, named_as_basis), on sentences written
here."""

from __future__ import annotations

import pytest
from conftest import addressed_tasks

from kg.types import EntityType, Mention

TASK = EntityType.TASK


def marked(text: str) -> tuple[str, Mention]:
    """A sentence with its Task mention in brackets: the text and the mention."""
    start, end = text.index("["), text.index("]") - 1
    text = text.replace("[", "").replace("]", "")
    return text, Mention(text[start:end], start, end, TASK, "ner", 0.6)


MOTIVATION = [
    "Humans excel at [pebble tracking]. We propose a sieve layer.",
    "The human brain performs [gravel sorting]. We build a sieve.",
    "Young children master [pebble tracking] early. A sieve helps.",
    "Sieve cells aid [pebble tracking] in animals and humans. We build one.",
    "Pebbles reveal the flexibility of [human learning]. We build a sieve.",
]
OWN = [
    "Sieves excel at [pebble tracking]. We propose a sieve layer.",
    "We show that humans excel at [pebble tracking] with our sieve.",
    "We study [human pose tracking] from pebbles.",
    # what people do to the data is no ability of theirs
    "Human labels for [pebble tracking] are costly. We propose a sieve.",
    # the machine's side of a contrast is the paper's, so are machines beside people
    "Humans sort pebbles at a glance, yet [pebble tracking] remains open.",
    "We revisit [pebble tracking] in machines and humans.",
    "Sieves reveal [pebble tracking] in machines and humans.",
]


@pytest.mark.parametrize("sentence", MOTIVATION)
def test_what_beings_do_is_motivation(sentence):
    text, mention = marked(sentence)
    assert addressed_tasks(text, [mention]) == set()


@pytest.mark.parametrize("sentence", OWN)
def test_the_papers_own_activity_stays_its_task(sentence):
    text, mention = marked(sentence)
    assert {label for label, _, _ in addressed_tasks(text, [mention])} == {mention.text}


@pytest.mark.parametrize(
    "sentence",
    [
        "Our sieve is based on [pebble tracking]. It sorts gravel.",
        "Recent sieves rely on [gravel sorting], which is slow.",
        "The framework is built upon a [pebble tracking problem] of our own.",
    ],
)
def test_what_a_thing_is_based_on_is_a_means(sentence):
    text, mention = marked(sentence)
    assert addressed_tasks(text, [mention]) == set()


def test_a_task_beside_a_basis_stays_the_papers():
    text, mention = marked("We study [pebble tracking] based on sieves.")
    assert {label for label, _, _ in addressed_tasks(text, [mention])} == {"pebble tracking"}


def test_the_titles_task_stays_the_papers_whatever_its_sentence():
    text, mention = marked("Sieves based on [pebble tracking] are slow. We fix them.")
    found = addressed_tasks(text, [mention], "Fixing Slow Sieves in Pebble Tracking")
    assert {label for label, _, _ in found} == {"pebble tracking"}


# Round 10: what inspired the paper, in an opening clause, is motivation.
@pytest.mark.parametrize(
    "sentence",
    [
        "Inspired by the success of sieves in [pebble tracking], we build a gravel sorter.",
        "In this work, motivated by advances in [gravel sorting], we propose a sieve.",
        "Inspired by sieves for tasks such as [gravel sorting], pebble counting, we build one.",
    ],
)
def test_what_inspired_the_paper_is_motivation(sentence):
    text, mention = marked(sentence)
    assert addressed_tasks(text, [mention]) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # no clause closed by the paper's subject: the paper's own task
        "Inspired by sieves we propose a new approach to [gravel sorting].",
        "We build a sorter inspired by our bound and test it on [gravel sorting].",
        # the clause closes before the mention
        "Inspired by sieves, we tackle [gravel sorting] with drones.",
    ],
)
def test_the_task_after_an_inspiration_stays(sentence):
    text, mention = marked(sentence)
    assert {label for label, _, _ in addressed_tasks(text, [mention])} == {mention.text}
