"""Round 25 of tasks: a defence against adversarial inputs addresses adversarial robustness,
not the attack it defends against (sentences written here)."""

from __future__ import annotations

import pytest
from conftest import addressed_tasks, pipeline_edges

from kg.extract.pipeline import make_pipeline
from kg.extract.relations.defences import DEFENDED_TASK
from kg.types import EntityType, Mention, Predicate

TASK = EntityType.TASK


def _addressed(text: str, surface: str | None = None) -> set[str]:
    given = []
    if surface is not None:
        start = text.index(surface)
        given = [Mention(surface, start, start + len(surface), TASK, "ner", 0.6)]
    return {label for label, _, _ in addressed_tasks(text, given)}


@pytest.mark.parametrize(
    ("text", "threat"),
    [
        ("Our pebble sieve is a cheap defense against adversarial attacks.", "adversarial attacks"),
        (
            "We make sieve networks resistant to white-box adversarial attacks.",
            "adversarial attacks",
        ),
        ("Kelp layers keep 80% accuracy against strong adversarial perturbations.", None),
        ("We train sieves that defend against adversarial examples.", "adversarial examples"),
        ("Our kelp filter mitigates adversarial inputs at no cost.", None),
        (
            "Kelp units improve the resilience of sieves to adversarial attacks.",
            "adversarial attacks",
        ),
    ],
)
def test_a_defence_addresses_adversarial_robustness_not_the_attack(text, threat):
    assert _addressed(text, threat) == {"adversarial robustness"}


def test_the_defence_is_its_own_task_mention():
    text = "We train sieves that defend against adversarial examples."
    found = addressed_tasks(text, [])
    assert {(label, extractor) for label, extractor, _ in found} == {
        ("adversarial robustness", DEFENDED_TASK)
    }


@pytest.mark.parametrize(
    "text",
    [
        "Sieve networks are vulnerable against adversarial examples.",
        "The weaknesses of sieve networks against adversarial attacks worry pebble sorters.",
        "Sieve networks are vulnerable to adversarial attacks.",
        "We sort pebbles against a stream of river water.",
    ],
)
def test_a_weakness_or_no_adversarial_threat_is_no_defence(text):
    """Guards (pass before round 25 too, which had no defences)."""
    assert "adversarial robustness" not in _addressed(text)


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _pipeline_tasks(nlp, text: str) -> set[str]:
    return {m.text for m, _ in pipeline_edges(nlp, text, Predicate.ADDRESSES_TASK)}


def test_the_shipped_pipeline_draws_the_defence_not_the_attack(nlp):
    text = "We propose KelpNet. KelpNet makes sieves robust against adversarial attacks."
    assert _pipeline_tasks(nlp, text) == {"adversarial robustness"}


def test_an_attack_the_paper_makes_stays_its_task(nlp):
    """Guard (passes before round 25 too): an attack paper addresses the attack."""
    text = "We study adversarial attacks on pebble sieves."
    assert _pipeline_tasks(nlp, text) == {"adversarial attacks"}


def test_a_longer_known_task_the_defence_word_ends_is_kept(nlp):
    """ "certifiably robust against ...": the gazetteer's certified robustness stays, and the
    defence is adversarial robustness besides."""
    text = (
        "We propose KelpNet. KelpNet sieves are certifiably robust against small adversarial "
        "perturbations."
    )
    assert _pipeline_tasks(nlp, text) == {"certifiably robust", "adversarial robustness"}
