"""Round 24 of linking: "the SKP algorithm" of a paper that defines "Sieve Kelp Pruning (SKP)"
is that name with a word for its kind, one entity with it; not a method of a task the paper
abbreviates, nor a new kind of a known method (abstracts written for these tests)."""

from __future__ import annotations

import pytest

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.link import link
from kg.types import Paper


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _entity_labels(nlp, abstract: str, surface: str) -> tuple[str, str]:
    """The labels of the entities of the first mention of ``surface`` and of its short form."""
    extraction = extract_one(Paper(key="sha256:kelp", abstract=abstract), nlp=nlp)
    linked = link([extraction])
    index = {m.text: i for i, m in reversed(list(enumerate(extraction.mentions)))}
    short = surface.split()[0]

    def label(text: str) -> str:
        key = linked.mention_entity.get(("sha256:kelp", index[text]))
        return linked.entities[key].label if key is not None else ""

    return label(surface), label(short)


def test_a_defined_name_with_a_kind_word_is_the_name(nlp):
    abstract = (
        "We propose Sieve Kelp Pruning (SKP) for sparse networks. The SKP algorithm removes "
        "weights in one pass, and SKP matches dense accuracy on kelp images."
    )
    whole, short = _entity_labels(nlp, abstract, "SKP algorithm")
    assert whole == short == "Sieve Kelp Pruning"


def test_a_method_of_a_defined_task_stays_apart(nlp):
    """Guard (passes before round 24 too): "a KSL method" is one method of the task."""
    abstract = (
        "Kelp sieve learning (KSL) is hard. We compare a KSL method that weighs kelp with "
        "KSL baselines on bog images."
    )
    whole, short = _entity_labels(nlp, abstract, "KSL method")
    assert whole != short
