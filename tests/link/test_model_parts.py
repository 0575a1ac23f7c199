"""A model's part named by its job alone is no node (kg.link.termhood)."""

import pytest

from kg.link.termhood import GENERIC, TERM, termhood


@pytest.mark.parametrize("label", ["discriminator", "Discriminator", "critics", "decoder"])
def test_a_bare_part_is_generic_even_when_the_gazetteer_knows_it(label):
    assert termhood(label, named=False, defined=False, in_gazetteer=True) == GENERIC


@pytest.mark.parametrize("label", ["PatchGAN discriminator", "Transformer decoder", "VQ-VAE"])
def test_a_named_part_or_a_model_stays_a_term(label):
    assert termhood(label, named=True, defined=False, in_gazetteer=False) == TERM


@pytest.mark.parametrize("label", ["heuristics", "Heuristics", "methods", "algorithms"])
def test_a_class_of_works_alone_is_generic(label):
    # "improve over the commonly used heuristics": no method of its own.
    assert termhood(label, named=False, defined=False, in_gazetteer=False) == GENERIC


def test_a_heuristic_with_its_name_stays_a_term():
    assert termhood("FF heuristic", named=True, defined=False, in_gazetteer=False) == TERM
