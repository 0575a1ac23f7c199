"""Round 48 (sentences written here; each part below has its own comment).

Part 1: tasks a sentence states. "<gerund phrase> is a (...) problem" also reads "remains as one
of the challenging problems", "is still an open problem" and "are two important tasks", and a
longer adjunct between the phrase and the frame ("Estimating X in a data stream is a
fundamental task", "Discovering X among a set of variables is ..."; still not four words that
hide a clause). Gerund phrases listed after "tasks:" / "applications:" / "problems:", numbered
or not ("(1) distilling X trained on Y, and (2) predicting Z"), are the paper's tasks. A stated
task whose object opens with praise ("understanding the groundbreaking performance of X") or
acts on the name of the paper's own proposal ("Training very deep ZorbNet remains a challenge":
a limitation) is none; a mention inside a longer subject ("The phase problem in | kelp physics
is one of the oldest problems") is not framed as the paper's task by what follows the subject.
"""

import pytest
from test_round32 import _drawn_tasks

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.extract.relations.stated_tasks import STATED_TASK
from kg.link.termhood import field_type
from kg.types import EntityType, Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _stated(nlp, text: str) -> set[str]:
    """The labels of the stated tasks the paper addresses."""
    extraction = extract_one(Paper(key="p", abstract=text), nlp=nlp)
    return {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.ADDRESSES_TASK
        and extraction.mentions[r.object].extractor == STATED_TASK
    }


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Estimating the blick of zorbles in a kelp stream is a fundamental task in geology.",
            "estimating blick of zorbles",
        ),
        (
            "Discovering pebble structure among a set of quarries is a fundamental problem.",
            "discovering pebble structure",
        ),
        (
            "Generating zorble sequences remains as one of the challenging problems in geology.",
            "generating zorble sequences",
        ),
        ("Sorting kelp pebbles is still an open problem in geology.", "sorting kelp pebbles"),
    ],
)
def test_a_gerund_phrase_framed_as_a_problem_is_a_task(nlp, text, expected):
    assert expected in _stated(nlp, text)


def test_numbered_applications_are_tasks(nlp):
    text = (
        "We show this on two applications: (1) distilling zorble networks trained on Kelp-10, "
        "and (2) predicting the location of pebble collisions in the Quillon detector."
    )
    assert "predicting location of pebble collisions" in _stated(nlp, text)


def test_listed_gerund_tasks_after_a_colon(nlp):
    text = "We evaluate on three tasks: sorting kelp pebbles, estimating zorble density and ranking quarries."
    assert {"sorting kelp pebbles", "estimating zorble density"} <= _stated(nlp, text)


def test_no_stated_task_after_praise(nlp):
    # guard (the old code read no such frame): what the new frames must not take
    text = (
        "Understanding the groundbreaking performance of zorble networks is one of the greatest "
        "challenges today."
    )
    assert not any(t.startswith("understanding") for t in _stated(nlp, text))


def test_no_stated_task_on_the_papers_own_name(nlp):
    # guard (the old code read no such frame): what the new frames must not take
    text = (
        "We propose ZorbNet, a hierarchy of kelp memory layers. ZorbNet outperforms the Gaussian "
        "baseline on pebble images. Training very deep ZorbNet remains a challenge."
    )
    assert not any(t.startswith("training") for t in _stated(nlp, text))


def test_a_stated_task_on_another_name_stays(nlp):
    # the name acted on is no proposal of the paper (the old code read no such frame)
    text = "We propose ZorbNet, a hierarchy of kelp layers. Training deep KelpGANs remains a challenge."
    assert "training deep KelpGANs" in _stated(nlp, text)


def test_a_mention_inside_a_longer_subject_is_not_framed(nlp):
    # guard (the old code read no such frame): what the new frames must not take
    text = (
        "The phase problem in kelp physics is one of the oldest inverse problems in all of science."
    )
    assert "kelp physics" not in _drawn_tasks(nlp, text)


def test_a_subject_mention_is_still_framed(nlp):
    # the mention is the subject (the old code read no "one of the" frame)
    text = "Kelp sorting is one of the oldest problems in geology."
    assert "Kelp sorting" in _drawn_tasks(nlp, text)


# Part 2: a rating the tagger cut after its first word ("high | quality image generation") goes
# with it: the task is "image generation". A field's name whose first word is an adjective of a
# person's name ("Bayesian deep learning", a gazetteer Concept) is a Task as its lowercase kin
# are ("transfer learning"). A name a kind word types as data ("the game KOG") gives that type
# to its acronym definition and repeats ("King of Glory (KOG)", read as a method before).


def test_a_cut_rating_goes_with_its_first_word(nlp):
    from kg.extract.candidates import _rating_cut  # noqa: PLC0415  (new in this round)

    doc = nlp.make_doc("This opens the way to high quality zorble generation in one pass.")
    words = [t.text for t in doc]
    start = words.index("quality")
    assert _rating_cut(doc[start : start + 3])  # "quality zorble generation"
    assert not _rating_cut(doc[start + 1 : start + 3])  # guard: "zorble generation"


def test_a_field_named_after_a_person_is_a_task():
    assert field_type("Bayesian deep learning", EntityType.CONCEPT) is EntityType.TASK
    assert field_type("Gaussian kelp learning", EntityType.METHOD) is EntityType.TASK


@pytest.mark.parametrize("label", ["Q-learning", "Bayesian Deep Learning", "Bayesian inference"])
def test_other_capitals_keep_their_type(label):
    # guard: a name ("Q-learning"), Title Case, no field's head
    assert field_type(label, EntityType.METHOD) is EntityType.METHOD


def test_a_kind_typed_name_types_its_acronym_definition(nlp):
    text = (
        "Motivated by game AI for Zorb of Kelp (ZOK), a popular mobile game, we propose P-Zorb "
        "for hybrid action spaces. The empirical study on the game ZOK validates P-Zorb."
    )
    extraction = extract_one(Paper(key="p", abstract=text), nlp=nlp)
    types = {m.text: m.type for m in extraction.mentions}
    assert types["Zorb of Kelp"] is EntityType.ENVIRONMENT


def test_a_proposal_after_another_names_kind_word_keeps_its_type(nlp):
    # guard: "the Kelp-1k dataset | ZorbNAS achieves": the kind word is the other name's
    text = (
        "We propose Zorb Sparse Search (ZorbNAS), a search method. On the Kelp-1k dataset "
        "ZorbNAS achieves an average test error of 2.84%."
    )
    extraction = extract_one(Paper(key="p", abstract=text), nlp=nlp)
    types = {m.text: m.type for m in extraction.mentions}
    assert types["Zorb Sparse Search"] is EntityType.METHOD


# Part 4: a naming participle with "as" ("termed as X", "called as the X", "is named as X")
# gives the name as the bare participle does.


def _proposed(nlp, text: str) -> set[str]:
    extraction = extract_one(Paper(key="p", abstract=text), nlp=nlp)
    return {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.PROPOSES
    }


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We propose a simple approach, termed as kelp distinction, for zorbles.",
            "kelp distinction",
        ),
        (  # guard: the old code found this one by the noun phrase after the cue
            "We propose a new loss, called as the isotropic kelp loss, for zorbles.",
            "isotropic kelp loss",
        ),
        ("The proposed KelpNADE extension is named as ctx-KelpNADEe.", "ctx-KelpNADEe"),
    ],
)
def test_a_name_given_with_as(nlp, text, expected):
    assert expected in _proposed(nlp, text)


# Part 5: a range written as one token ("3-17%", "1.5-4x", "a 4-13x speedup") is a value as
# written, read as its ends would be: its factor sign makes it a factor ("20-40x less compute"
# is a cost, as "20x less" is); a bare "3-5" with no unit after it is no value.


def _results(nlp, text: str) -> set[tuple[str, str, bool]]:
    extraction = extract_one(Paper(key="p", abstract=text), nlp=nlp)
    return {
        (r.value, extraction.mentions[r.metric].text, r.improvement) for r in extraction.results
    }


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Our kelp nets are 3-17% more accurate than zorble RNNs.", ("3-17%", "accurate", True)),
        ("Our kelp nets are 1.5-4x faster than zorble RNNs.", ("1.5-4×", "faster", True)),
        ("ZorbNet improves accuracy by 3-17% over kelp RNNs.", ("3-17%", "accuracy", True)),
        (
            "Kelp pruning gives an additional 4-13x speedup in zorble times.",
            ("4-13×", "speedup", True),
        ),
    ],
)
def test_a_range_in_one_token_is_a_value(nlp, text, expected):
    assert expected in _results(nlp, text)


@pytest.mark.parametrize(
    "text",
    [
        # guard: a cost, as "20x less" is
        "ZorbNet matches KelpNet on Kelp-10 with about 20-40x less compute power than before.",
        # guard: a count with no unit (the old code read no range)
        "We train ZorbNet for 3-5 epochs, and reach a kelp accuracy on Kelp-10.",
    ],
)
def test_no_value_from_a_cost_range_or_a_bare_range(nlp, text):
    assert not any("-" in value for value, _, _ in _results(nlp, text))
