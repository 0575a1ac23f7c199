"""A model's part named by its job alone is no node (kg.link.termhood)."""

import pytest

from kg.link.termhood import GENERIC, TERM, termhood


@pytest.mark.parametrize("label", ["discriminator", "Discriminator", "critics", "decoder"])
def test_a_bare_part_is_generic_even_when_the_gazetteer_knows_it(label):
    assert termhood(label, named=False, defined=False, in_gazetteer=True) == GENERIC


@pytest.mark.parametrize("label", ["PatchGAN discriminator", "Transformer decoder", "VQ-VAE"])
def test_a_named_part_or_a_model_stays_a_term(label):
    assert termhood(label, named=True, defined=False, in_gazetteer=False) == TERM
