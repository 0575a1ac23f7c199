"""Round 62 (sentences written here).

* A method the paper avoids ("while avoiding adversarial training", "by avoiding the training of
  an average strategy network") is no method it uses; a task it avoids ("avoids catastrophic
  forgetting") stays its task, and a thing kept from doing something ("to avoid Seq2Seq models
  from producing generic responses") is not avoided itself.
* The act a contrast sets aside ("Instead of applying X", "rather than using X") is no use of X.
* A paper's ensemble, combination or hybrid of classes of works described by their basis ("a
  novel ensemble of retrieval-based and generation-based conversation systems") is a thing of
  its own, not a generic class of works ("RNN-based approaches").
"""

import pytest
from conftest import pipeline_edges, pipeline_titled_tasks

from kg.extract.pipeline import make_pipeline
from kg.extract.relations.uses import BACKGROUND
from kg.link.termhood import GENERIC, describes, termhood
from kg.types import Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _rules(nlp, text: str) -> dict[str, str]:
    """{object text: evidence rule} of the paper's mentions and usesMethod edges."""
    found = {}
    for predicate in (Predicate.MENTIONS, Predicate.USES_METHOD):
        for mention, relation in pipeline_edges(nlp, text, predicate):
            found[mention.text] = relation.evidence.extractor
    return found


@pytest.mark.parametrize(
    ("text", "method"),
    [
        (
            "The zorb encoder disentangles many more factors than kelp models, while obtaining "
            "similar results and avoiding adversarial training.",
            "adversarial training",
        ),
        (
            "We introduce ZorbCFR, a variant of kelp search that has a lower error by avoiding "
            "the training of an average strategy network.",
            "average strategy network",
        ),
    ],
)
def test_an_avoided_method_is_not_used(nlp, text, method):
    assert _rules(nlp, text).get(method) == f"rule.{BACKGROUND}"


def test_a_method_kept_from_doing_something_is_not_avoided(nlp):  # guard
    text = (
        "We propose a zorb ranking term to avoid Seq2Seq models from producing generic and "
        "uninformative responses."
    )
    assert _rules(nlp, text).get("Seq2Seq models") != f"rule.{BACKGROUND}"


def test_an_avoided_task_stays_the_papers_task(nlp):  # guard
    text = "Our zorb learner avoids catastrophic forgetting in continual learning."
    assert "catastrophic forgetting" in pipeline_titled_tasks(nlp, text)


@pytest.mark.parametrize("contrast", ["Instead of applying", "Rather than using"])
def test_the_act_a_contrast_sets_aside_is_no_use(nlp, contrast):
    text = (
        f"{contrast} evolutionary algorithm as previous works, this paper proposes a "
        "Zorb Sparse Search (ZSS) method."
    )
    assert _rules(nlp, text).get("evolutionary algorithm") == f"rule.{BACKGROUND}"


def test_a_use_after_a_contrast_of_another_thing_stays_a_use(nlp):  # guard
    text = "Instead of a kelp tree, we train the zorb with evolutionary algorithm on pebbles."
    assert _rules(nlp, text).get("evolutionary algorithm") != f"rule.{BACKGROUND}"


def test_an_ensemble_of_classes_of_works_is_a_thing_of_its_own():
    label = "ensemble of retrieval-based and generation-based conversation system"
    assert not describes(label)
    assert termhood(label, named=False, defined=False, in_gazetteer=False) != GENERIC


@pytest.mark.parametrize("label", ["RNN-based approaches", "family of RNN-based models"])
def test_a_class_of_works_by_its_basis_is_still_generic(label):  # guard
    assert describes(label)
