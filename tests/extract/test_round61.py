"""Round 61 (sentences written here).

* A value bracketed after other words, past the metric's own bracketed value ("accuracy (74.8%)
  and kelp robustness (55.9%)"), is the value of what those words name, not the metric's.
* A value a run is set to ("by setting weights to 0") is no score.
* "compression rate" and "compression factor" are the gazetteer's compression ratio; a factor
  of compression is read where the tagger took the word into a longer phrase ("6x compression
  over vanilla policies").
* A title's task that is work done on a model ("Neural Network Compression using X") is the
  paper's though its modifiers are the generic "neural network"; it links to the gazetteer's
  model compression. Not "Neural Network Training".
  "Construction" heads a title's task ("... in Knowledge Base Construction"); robustness is
  such work on a model ("Assessing Neural Network Robustness"). Robustness to (common)
  corruptions is a Task of the gazetteer, corruption robustness.
* A second basis joined by "and on" ("based on X for A and on clustering for B"), the field a
  means is drawn from ("makes use of techniques from approximate inference") and the second of
  two activities a means cue takes ("uses active learning and curvature estimation") are means,
  no tasks of the paper.
* A paper's use of what the corpus calls a task ("combines policy learning for X with a
  search") is drawn as a mention, no addressesTask edge.
* A gazetteer alias of words that describe ("certifiably robust", "adversarially robust") is
  linked to its entry, not rejected as a description.
* An adverb may open the sentence before a gerund phrase stated as a task ("Accurately
  predicting X from Y is a long-standing challenge").
* The problem a title sets out to overcome ("Mitigating Delusional Bias in Deep Q-Learning",
  "Overcoming the Lexical Overlap Bias Using X") is its task; catastrophic interference is
  catastrophic forgetting.
* A task's noun and its object ("detection of adversarial examples", "the compression of DNN
  models") is keyed by its noun phrase, so it is one node with "adversarial example detection"
  and "detecting adversarial examples", and a Task though the tagger called it a method; "DNN
  model compression" is the gazetteer's model compression.
* A percentage spelled out ("above 90 percent") keeps its unit: 90%.
"""

import pytest
from conftest import (
    linked_objects,
    pipeline_objects,
    pipeline_scored,
    pipeline_titled_tasks,
)

from kg.extract.pipeline import make_pipeline
from kg.types import EntityType, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def test_a_value_bracketed_after_other_words_is_not_the_metrics(nlp):
    text = (
        "The zorb trainer reaches a kelp model with top accuracy (74.8%) and pebble "
        "robustness (55.9%) on CIFAR-10."
    )
    assert [(m, v) for m, v, _ in pipeline_scored(nlp, text)] == [("accuracy", "74.8%")]


def test_a_second_bracketed_value_on_another_dataset_keeps_the_metric(nlp):
    # guard: "and on B (80.1%)" names where, not another measure
    text = "The zorb model reaches an accuracy (74.8% on CIFAR-10) and on SVHN (80.1%)."
    assert pipeline_scored(nlp, text) == [
        ("accuracy", "74.8%", "CIFAR-10"),
        ("accuracy", "80.1%", "SVHN"),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "The kelp weights keep their task accuracy, including pruning by setting weights to 0.",
        "The kelp keeps the accuracy of the zorb when fixing temperature at 0.5.",
    ],
)
def test_a_value_a_run_is_set_to_is_no_score(nlp, text):
    assert pipeline_scored(nlp, text) == []


def test_a_compression_factor_is_the_compression_ratio(nlp):
    text = "With this kelp codec, we achieve average compression factors between 7.9–9.3 overall."
    assert [(m, v) for m, v, _ in pipeline_scored(nlp, text)] == [
        ("compression factors", "7.9-9.3")
    ]


def test_a_factor_of_compression_inside_a_longer_phrase_is_read(nlp):
    text = (
        "For several kelp tasks, we learn zorb policies with few weights, providing >90 % "
        "compression over vanilla policies and 6x compression over compact policies, while "
        "still maintaining good reward."
    )
    assert [(m, v) for m, v, _ in pipeline_scored(nlp, text)] == [
        ("compression", "90%"),
        ("compression", "6×"),
    ]


_SORTER = (
    "We propose a kelp codec that shrinks trained zorbs for storage. The codec keeps the "
    "accuracy of the zorbs while their files get much smaller."
)


@pytest.mark.parametrize(
    ("title", "task"),
    [
        (
            "Neural Network Compression using Kelp Coding and Zorb Sorting",
            "neural network compression",
        ),
        (
            "Efficient Deep Neural Network Compression via Kelp Coding",
            "deep neural network compression",
        ),
        ("Neural Network Interpretation with Kelp Bounds", "neural network interpretation"),
        (
            "A Statistical Approach to Assessing Neural Network Robustness",
            "neural network robustness",
        ),
        ("Integrating Zorb Feedback in Knowledge Base Construction", "knowledge base construction"),
    ],
)
def test_a_titles_work_on_a_model_is_its_task(nlp, title, task):
    assert task in pipeline_titled_tasks(nlp, _SORTER, title)


def test_a_titles_generic_network_training_is_no_task(nlp):
    # guard
    assert "neural network training" not in pipeline_titled_tasks(
        nlp, _SORTER, "Neural Network Training with Kelp"
    )


def test_network_compression_links_to_model_compression(nlp):
    found = linked_objects(
        nlp, _SORTER, Predicate.ADDRESSES_TASK, title="Neural Network Compression using Kelp Coding"
    )
    assert found.get("model compression") == "Task"


def test_a_second_basis_is_no_task(nlp):
    text = (
        "We propose a codec for the compression of neural networks which is based on transform "
        "coding for convolutional and dense layers and on clustering for biases and normalizations."
    )
    title = "Kelp Compression using Zorb Coding and Clustering"
    assert "clustering" not in pipeline_titled_tasks(nlp, text, title)


@pytest.mark.parametrize(
    ("text", "means"),
    [
        (
            "We use this opportunity to propose an improvement to the kelp algorithm that makes "
            "use of techniques from approximate inference and curvature estimation.",
            "curvature estimation",
        ),
        (
            "Leveraging insights from probabilistic forecasting we propose an alternative to the "
            "kelp metric, the zorb distance.",
            "probabilistic forecasting",
        ),
        (
            "We propose to measure this cost by using the uncertainty of the kelp model, using "
            "recent ideas from uncertainty estimation for deep networks.",
            "uncertainty estimation",
        ),
        (
            "We propose a kelp sorter for pebble sorting that uses active learning and curvature "
            "estimation.",
            "curvature estimation",
        ),
    ],
)
def test_a_means_is_no_task(nlp, text, means):
    assert means not in pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)


def test_what_a_means_serves_stays_a_task(nlp):
    # guard: "uses RL for X and Y": Y is what RL serves
    text = (
        "We propose a kelp sorter that uses reinforcement learning for pebble sorting and "
        "curvature estimation."
    )
    assert "curvature estimation" in pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)


def test_a_setting_noun_before_by_keeps_the_value(nlp):
    # guard: "setting" here is a noun, not the verb of a value set
    text = "The kelp models outperform a zorb model in the biased data setting by up to 11% F1."
    assert [(m, v) for m, v, _ in pipeline_scored(nlp, text)] == [("F1", "11%")]


def test_what_we_apply_a_means_to_is_a_task(nlp):
    text = "Afterwards, we apply a convolutional kelp network to predict zorb states of tumors."
    assert "predicting zorb states of tumors" in pipeline_objects(
        nlp, text, Predicate.ADDRESSES_TASK
    )


def test_what_a_used_part_does_is_no_task(nlp):
    # guard: "we use X to <verb>" is mostly a part's job
    text = "We use a stochastic kelp sampler to generate histograms of zorbs."
    assert not pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)


@pytest.mark.parametrize(
    "text",
    [
        "Recent work has studied the emergence of language among kelp agents that must collaborate.",
        "We introduce zorb dynamics into language emergence by replacing kelp agents.",
    ],
)
def test_language_emergence_is_the_task_emergent_communication(nlp, text):
    found = linked_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert found.get("emergent communication") == "Task"


def test_a_used_thing_the_corpus_calls_a_task_is_a_mention(nlp):
    from kg.extract import extract_one
    from kg.graph import DEFAULT_BASE_IRI, build_graph
    from kg.iris import paper_iri
    from kg.link import link
    from kg.types import Paper

    texts = {
        "sha256:a": "We study policy learning for pebble sorting. Policy learning is hard for zorbs.",
        "sha256:b": (
            "We propose ZorbNet, a pebble sorter. ZorbNet combines policy learning for "
            "continuous parameters with a search over programs."
        ),
    }
    extractions = [extract_one(Paper(key=k, abstract=t), nlp=nlp) for k, t in texts.items()]
    graph = build_graph(link(extractions))
    labels = {iri: data["label"] for iri, data in graph.nodes(data=True)}

    def edges(key):
        paper = paper_iri(DEFAULT_BASE_IRI, key)
        return {(predicate, labels[o]) for _, o, predicate in graph.out_edges(paper, keys=True)}

    assert ("addressesTask", "policy learning") in edges("sha256:a")
    assert ("mentions", "policy learning") in edges("sha256:b")


def test_robustness_to_corruptions_is_a_task(nlp):
    text = (
        "Deploying kelp systems in the real world requires both high accuracy on clean data and "
        "robustness to naturally occurring corruptions. We introduce Zorb Noise, a simple "
        "augmentation scheme."
    )
    assert (
        linked_objects(nlp, text, Predicate.ADDRESSES_TASK).get("corruption robustness") == "Task"
    )


def test_a_describing_gazetteer_alias_names_its_entry(nlp):
    text = (
        "Training kelp networks to be certifiably robust is critical to their safety. We prove "
        "that zorb bounds make such networks certifiably robust."
    )
    assert linked_objects(nlp, text, Predicate.ADDRESSES_TASK).get("certified robustness") == "Task"


def test_an_adverb_before_an_opening_gerund_keeps_the_stated_task(nlp):
    text = "Accurately predicting kelp yields from zorb images is a long-standing challenge."
    assert "predicting kelp yields from zorb images" in pipeline_objects(
        nlp, text, Predicate.ADDRESSES_TASK
    )


@pytest.mark.parametrize(
    ("title", "task"),
    [
        ("ConQUR: Mitigating Zorb Bias in Deep Kelp-Learning", "zorb bias"),
        ("Overcoming the Pebble Overlap Bias Using Kelp Structures", "pebble overlap bias"),
    ],
)
def test_the_problem_a_title_overcomes_is_its_task(nlp, title, task):
    text = (
        "We study kelp models on pebble data. We propose a zorb regularizer that makes the "
        "kelp models better."
    )
    assert task in pipeline_titled_tasks(nlp, text, title)


def test_catastrophic_interference_is_catastrophic_forgetting(nlp):
    text = (
        "Catastrophic interference has been a major roadblock in continual learning. We propose "
        "kelp replay, which keeps old zorbs."
    )
    found = linked_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert found.get("catastrophic forgetting") == "Task"


def test_a_tasks_noun_of_its_object_is_one_node_with_its_noun_phrase(nlp):
    from kg.extract import extract_one
    from kg.link import link
    from kg.types import Paper

    texts = {
        "sha256:a": "We study the detection of zorb examples. We propose KelpNet for it.",
        "sha256:b": "We study zorb example detection. We propose PebbleNet for zorb example detection.",
        "sha256:c": "The compression of kelp models has become an active area of research.",
        "sha256:d": "Much work has been done on kelp model compression. We propose ZorbNet.",
    }
    extractions = [extract_one(Paper(key=k, abstract=t), nlp=nlp) for k, t in texts.items()]
    linked = link(extractions)
    found = {}
    for extraction in extractions:
        for index, mention in enumerate(extraction.mentions):
            entity = linked.mention_entity.get((extraction.paper.key, index))
            if entity is not None and mention.text.lower().endswith(
                ("examples", "detection", "models", "compression")
            ):
                found[mention.text] = (linked.entities[entity].key, linked.entities[entity].type)
    assert found["detection of zorb examples"] == found["zorb example detection"]
    assert found["compression of kelp models"] == found["kelp model compression"]
    assert found["compression of kelp models"][1] is EntityType.TASK


def test_a_percentage_spelled_out_keeps_its_unit(nlp):
    text = "On MNIST we find that an accuracy of above 90 percent is still attainable for zorbs."
    assert pipeline_scored(nlp, text) == [("accuracy", "90%", "MNIST")]


def test_dnn_model_compression_is_model_compression(nlp):
    from kg.extract import extract_one
    from kg.link import link
    from kg.types import Paper

    text = "The compression of DNN models has become an active area of kelp research."
    extraction = extract_one(Paper(key="sha256:dnn", abstract=text), nlp=nlp)
    linked = link([extraction])
    found = {
        m.text: linked.entities[linked.mention_entity[(extraction.paper.key, i)]]
        for i, m in enumerate(extraction.mentions)
        if (extraction.paper.key, i) in linked.mention_entity
    }
    entity = found["compression of DNN models"]
    assert (entity.label, entity.type) == ("model compression", EntityType.TASK)
