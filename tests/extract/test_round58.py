"""Round 58 (sentences written here).

* Data a network was pretrained on ("networks pretrained on the Zorbix database", "Zorbix
  pre-trained weights") is no data the paper evaluates on.
* A noun that makes an adverb after "in" ("In theory", "in practice") opens no mention.
* A task the lead-in lists as an example of where others' work succeeds or serves ("state of
  the art for many tasks including X", "great success on tasks such as X") is no task the paper
  addresses; an example of the problem the paper takes up stays.
* The name "we" give what the paper makes: "we extend their architecture to what we call X",
  "a modified version of the fully connected layer we call a X"; not an issue "we call" something.
"""

import pytest

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.types import Paper


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _extraction(nlp, text: str):
    return extract_one(Paper(key="p", abstract=text), nlp=nlp)


def _edges(nlp, text: str) -> set[tuple[str, str]]:
    extraction = _extraction(nlp, text)
    return {
        (r.predicate.value, extraction.mentions[r.object].text)
        for r in extraction.relations
        if r.subject is None
    }


@pytest.mark.parametrize(
    "text",
    [
        "We study kelp sorting. In particular, we use features from networks pretrained on the "
        "SVHN database.",
        "We study kelp sorting. We improve over KelpNet trained with SVHN pre-trained weights.",
        "We study kelp sorting. Our encoder is pre-trained on SVHN.",
    ],
)
def test_pretraining_data_is_not_evaluated_on(nlp, text):
    # (a dataset the gazetteer knows, so that the name is found whatever the tagger does)
    edges = _edges(nlp, text)
    assert ("evaluatesOn", "SVHN") not in edges
    assert ("mentions", "SVHN") in edges


def test_data_evaluated_on_stays(nlp):
    # guard
    edges = _edges(nlp, "We study kelp sorting. We evaluate our pre-trained model on SVHN.")
    assert ("evaluatesOn", "SVHN") in edges


@pytest.mark.parametrize(
    "text, word",
    [
        ("In theory attention also offers more insights into the model's decisions.", "theory"),
        ("Clean labels are rarely available in practice training labels are noisy.", "practice"),
    ],
)
def test_adverb_noun_opens_no_mention(nlp, text, word):
    extraction = _extraction(nlp, text)
    assert not any(m.text.lower().startswith(word) for m in extraction.mentions)


@pytest.mark.parametrize(
    "text, name",
    [
        (
            # (a known kind before the name: the tagger's name is not read as a new one)
            "Building on prototypical networks, we extend their architecture to what we call "
            "Gaussian prototypical networks.",
            "Gaussian prototypical networks",
        ),
        (
            "We reduce the cost by considering a modified version of the fully connected layer "
            "we call a block diagonal kelp product layer.",
            "block diagonal kelp product layer",
        ),
    ],
)
def test_name_we_give_what_we_make_is_proposed(nlp, text, name):
    assert ("proposes", name) in _edges(nlp, text)


def test_issue_we_call_is_not_proposed(nlp):
    # guard: a problem the paper names is no contribution
    text = "Kelp models struggle with simple datasets due to an issue we call the pebble problem."
    assert not any(p == "proposes" for p, _ in _edges(nlp, text))


def _results(nlp, text: str) -> set[tuple[str, str, str | None, bool]]:
    extraction = _extraction(nlp, text)
    mentions = extraction.mentions
    return {
        (
            mentions[r.metric].text,
            r.value,
            None if r.dataset is None else mentions[r.dataset].text,
            r.improvement,
        )
        for r in extraction.results
    }


def test_less_of_a_lower_is_better_metric_is_an_improvement(nlp):
    text = "We propose KelpNet. KelpNet achieves 2.4% less test error than PebbleNet."
    assert ("test error", "2.4%", None, True) in _results(nlp, text)


def test_less_of_a_higher_is_better_metric_is_no_result(nlp):
    # guard: a loss, neither a score nor an improvement
    text = "We propose KelpNet. Random search achieves 0.3% less top-1 accuracy on CIFAR-10."
    assert not any(value == "0.3%" for _, value, _, _ in _results(nlp, text))


def test_metric_improvement_after_its_data_is_an_improvement(nlp):
    text = (
        "We propose KelpNet. KelpNet outperforms pebble search methods (up to 4.0% ImageNet "
        "top1 accuracy improvement over PebbleNet)."
    )
    assert ("top1 accuracy", "4.0%", "ImageNet", True) in _results(nlp, text)


def test_a_cut_by_upto_is_an_improvement(nlp):
    text = "We propose KelpNet. KelpNet can reduce the inference time by upto 30% on kelp videos."
    assert ("inference time", "30%", None, True) in _results(nlp, text)


@pytest.mark.parametrize(
    "text, task",
    [
        (
            "Kelp networks are state-of-the-art for many vision tasks including pebble "
            "segmentation and kelp detection. We propose KelpNet, which resists pebble attacks.",
            "pebble segmentation",
        ),
        (
            "Deep kelp models have had great success on NLP tasks such as pebble parsing and kelp "
            "translation. We propose KelpNet for question answering over pebbles.",
            "pebble parsing",
        ),
        (
            "Kelp models have achieved state-of-the-art results on many vision tasks (e.g., "
            "pebble segmentation and kelp detection). We propose KelpNet, a prior for kelp videos.",
            "pebble segmentation",
        ),
        (
            "Kelp models have been recently successful at many tasks, especially for pebble "
            "parsing and kelp translation. We propose KelpNet, a discrete kelp autoencoder.",
            "pebble parsing",
        ),
    ],
)
def test_an_example_of_the_lead_in_is_no_task_addressed(nlp, text, task):
    edges = _edges(nlp, text)
    assert ("addressesTask", task) not in edges


def test_an_example_of_a_problem_the_lead_in_states_stays(nlp):
    # guard: no word of others' success before the list: the paper's own problem
    text = (
        "Kelp networks show promise in many applications. For most of these tasks, such as "
        "pebble classification of kelp reviews, a model reads the entire review. We propose "
        "KelpSkim, which reads less."
    )
    assert ("addressesTask", "pebble classification") in _edges(nlp, text)


def test_an_example_the_paper_gives_of_its_own_tasks_stays(nlp):
    # guard: outside the lead-in, the tasks "we" evaluate on are addressed
    text = (
        "We propose KelpNet, a pebble encoder. We evaluate KelpNet on several tasks such as "
        "pebble segmentation and kelp detection."
    )
    assert ("addressesTask", "pebble segmentation") in _edges(nlp, text)


def test_a_thing_developed_in_this_paper_is_proposed(nlp):
    text = (
        "In this paper, a deep kelp boosting algorithm is developed to learn a more "
        "discriminative ensemble of pebble classifiers."
    )
    assert ("proposes", "deep kelp boosting algorithm") in _edges(nlp, text)


def test_a_thing_developed_in_prior_work_is_not_proposed(nlp):
    # guard
    text = "In previous work, a deep kelp boosting algorithm was developed for pebble sorting."
    assert not any(p == "proposes" for p, _ in _edges(nlp, text))


@pytest.mark.parametrize(
    "text, task",
    [
        (
            # (a problem the tagger reads as one name: the real one)
            "We introduce KelpES, a new framework for solving the model agnostic meta learning "
            "(MAML) problem based on pebble strategies.",
            "solving model agnostic meta learning",
        ),
        (
            "We introduce KelpSearch, an approach for combining model-free kelp sorting with "
            "pebble tree search.",
            "combining model-free kelp sorting",
        ),
    ],
)
def test_no_stated_task_of_a_named_problem_or_a_light_verb(nlp, text, task):
    assert ("addressesTask", task) not in _edges(nlp, text)


def test_a_stated_task_stays(nlp):
    # guard
    text = "We introduce KelpNet, a new framework for detecting pebble anomalies in kelp beds."
    assert ("addressesTask", "detecting pebble anomalies") in _edges(nlp, text)
