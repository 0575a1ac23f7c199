"""Round 20: a title that is one indefinite noun phrase of a thing made ("A Scalable Sieve
Framework for Wet Pebble Sorting") names the paper's contribution where the abstract proposes
nothing in its own words (titles and abstracts written for these tests)."""

from __future__ import annotations

import pytest

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.extract.relations.titles import title_thing
from kg.types import Paper, Predicate


@pytest.mark.parametrize(
    ("title", "thing"),
    [
        (
            "A Scalable Sieve Framework for Wet Pebble Sorting",
            ("Sieve Framework for Wet Pebble Sorting", "framework"),  # praise names nothing
        ),
        (
            "A Learned Representation for Pebble Shapes",
            ("Learned Representation for Pebble Shapes", "representation"),
        ),
        (
            "An Ensemble of Pebble Sorters: Fast and Cheap",
            ("Ensemble of Pebble Sorters", "ensemble"),
        ),
        # a subtitle with its article, after a title that names nothing
        (
            "Beyond Gravel: A Riverbed Sieve Framework for Pebbles",
            ("Riverbed Sieve Framework for Pebbles", "framework"),
        ),
    ],
)
def test_an_indefinite_title_of_a_thing_made_names_it(title, thing):
    assert title_thing(title) == thing


@pytest.mark.parametrize(
    ("title", "thing"),
    [
        (
            "Twin Gravel Sieve Networks for Wet Pebble Sorting",
            ("Twin Gravel Sieve Networks for Wet Pebble Sorting", "networks"),
        ),
        (
            "Deep Riverbed Pebble Models of Sorting",
            ("Deep Riverbed Pebble Models of Sorting", "models"),
        ),
    ],
)
def test_a_title_case_thing_without_an_article_names_it_too(title, thing):
    assert title_thing(title) == thing


@pytest.mark.parametrize(
    "title",
    [
        "Convolutional Neural Networks for Pebble Sorting",  # a known family, used
        "Gravel Sieve Networks as Pebble Sorters",  # a claim about them
        "Training Gravel Sieve Networks for Pebbles",  # an activity
        "Gravel sieve networks for pebble sorting",  # sentence case: no name
        "Pebble Networks for Gravel Sorting",  # one word before the head: a family
        "Pebble Sorting with Gravel Sieves",  # a task with its means
    ],
)
def test_other_titles_without_an_article_name_no_thing(title):
    assert title_thing(title) is None


@pytest.mark.parametrize(
    "title",
    [
        "A Closer Look at Pebble Sorting",  # a study
        "A Convergence Analysis of Pebble Sieves",
        "A Bayesian Perspective on Pebble Sorting",  # a way of looking at it
        "A Modern Take on Pebble Sieves",
        "Pebble Sieves for Wet Gravel",  # no article: a family, not one thing
        "A Sieve Is All You Need",  # a sentence
        "A Generative Adversarial Network",  # a known family, nothing said of it
        "Sieves Revisited: A Sorting Framework",  # a kind, nothing said of which one
        "A Comprehensive Method on Riverbed Pebbles",  # where, not what it is for
    ],
)
def test_other_titles_name_no_thing(title):
    assert title_thing(title) is None


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _proposed(nlp, title: str, abstract: str) -> set[str]:
    paper = Paper(key="sha256:pebbles", abstract=abstract, title=title)
    extraction = extract_one(paper, nlp=nlp)
    return {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.PROPOSES
    }


_ABSTRACT = (
    "Sorting wet pebbles is slow. We lack tools for sorting them at scale. "
    "We implement a sieve framework that sorts a ton of pebbles per hour. "
    "We demonstrate our framework on a river bed."
)


def test_the_title_labels_the_thing_the_abstract_speaks_of_as_its_own(nlp):
    title = "A Scalable Sieve Framework for Wet Pebble Sorting"
    assert _proposed(nlp, title, _ABSTRACT) == {"sieve framework for wet pebble sorting"}


def test_the_title_adds_nothing_where_the_abstract_proposes_in_its_own_words(nlp):
    title = "A Scalable Sieve Framework for Wet Pebble Sorting"
    abstract = "Sorting wet pebbles is slow. We propose PebbleSieve, a framework for sorting them."
    assert _proposed(nlp, title, abstract) == {"PebbleSieve"}


def test_a_title_whose_head_the_abstract_never_owns_proposes_nothing(nlp):
    title = "A Scalable Sieve Framework for Wet Pebble Sorting"
    abstract = "Sorting wet pebbles is slow. Sieves clog. Gravel is cheap."
    assert _proposed(nlp, title, abstract) == set()


def test_the_title_names_the_one_phrase_the_abstract_only_points_at(nlp):
    title = "A Scalable Sieve Framework for Wet Pebble Sorting"
    abstract = (
        "Sorting wet pebbles is slow. "
        "We present a framework for such pebbles with a cheap water pump. It sorts fast."
    )
    assert _proposed(nlp, title, abstract) == {"sieve framework for wet pebble sorting"}
