"""Round 64 (sentences written here).

* Network pruning, quantization, knowledge distillation and structure from motion are Tasks of
  the gazetteer: lines of research whose papers work on them, not tools they use (a named
  algorithm of one, magnitude pruning, post-training quantization, stays a Method). Network
  embedding, cross-lingual transfer, attribute prediction and dialogue evaluation are Task
  rows.
* A known task nested before a means noun is read only where no known name holds its first
  word ("neural network | embedding models"), and the longest known name before the head is
  the one the mention holds.
* "Our second method (X, ...)": an ordinal before the kind word still makes the name the
  paper's own.
* "we adopt a recently proposed regularizer, named X": others' work, no coined proposal.
* "runtime" and "latency" are heads of measures: "the X runtime" is no dataset.
* "a new zeroth-order (ZO) stochastic optimization algorithm, ZO-signSGD": plain words may
  stand between a kind's acronym and its class word before the name given.
* "For the second variant, which we call X, they demonstrate ...": the paper's name for others'
  work proposes nothing.
* A stated task's gerund phrase ends before "and" and a verb that opens a clause ("a scheme
  for quantizing gradients and show that ...").
* Pattern recognition is a Concept row (a field); routing is a title task head ("... for
  Packet Routing"); a tagged span ends before "based on"; "we introduce the term X" gives a
  concept.
* "improving / enhancing / boosting X" states no task: X is a means or a property ("a technique
  for improving the SGD method"). Knowledge graph embedding and curriculum learning are Tasks
  of the gazetteer too.
* A counted description ends at its colon however long it runs ("two models to incorporate ...
  by: (1) X (XA) (2) Y (YA)"), and the names opening the items a semicolon sets off after it
  are listed too ("two new families ...: X, which ...; and Y (Y for short), which ...").
* A task in the list a comparison names ("We compared our method with classical training,
  curriculum learning, ...") is what the paper is set against.
"""

import pytest
from conftest import linked_objects, pipeline_objects, pipeline_proposed, pipeline_titled_tasks

from kg.extract.name_types import head_type
from kg.extract.pipeline import make_pipeline
from kg.lexicon.gazetteer import load_gazetteer
from kg.types import EntityType, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


@pytest.mark.parametrize(
    "name",
    [
        "network pruning",
        "pruning",
        "quantization",
        "knowledge distillation",
        "structure from motion",
        "network embedding",
        "zero-shot cross-lingual transfer",
        "attribute prediction",
        "dialog evaluation",
        "knowledge graph embedding",
        "curriculum learning",
    ],
)
def test_lines_of_research_are_tasks_of_the_gazetteer(name):
    assert load_gazetteer().lookup(name).type is EntityType.TASK


@pytest.mark.parametrize("name", ["magnitude pruning", "post-training quantization"])
def test_a_named_algorithm_of_such_a_line_stays_a_method(name):
    # guard (unchanged): the named algorithms keep their type
    assert load_gazetteer().lookup(name).type is EntityType.METHOD


def test_a_paper_on_pruning_addresses_it(nlp):
    text = (
        "Network pruning removes redundant weights from trained kelp networks. We propose "
        "ZorbPrune, which removes whole filters by their pebble scores."
    )
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK, drawn=True)
    assert "network pruning" in tasks


def test_a_task_is_not_read_inside_a_known_name_before_it(nlp):
    # guard (new row): "network embedding" is a Task now; "neural network" holds its first word
    text = (
        "We study the training of neural network embedding models on very large kelp corpora "
        "with pebble sampling."
    )
    assert "network embedding" not in {
        t.lower() for t in pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)
    }


def test_an_ordinal_before_the_kind_keeps_the_name_own(nlp):
    text = (
        "In this paper, we introduce two kelp methods. Our first method, Zorb Kelp GAN "
        "(ZK-GAN, unsupervised), splits the pebble noise into pairs. Our second method "
        "(ZK-GAN-G, weakly supervised) modifies the ZK-GAN with pebble guidance functions."
    )
    assert "ZK-GAN-G" in pipeline_proposed(nlp, text)


def test_a_recently_proposed_named_regularizer_is_not_coined(nlp):
    text = (
        "Kelp networks hold millions of weights. In this paper, we adopt a recently proposed "
        "pebble-inducing regularizer, named KelpOWL (kelp ordered weighted l1), which "
        "encourages sparsity and ties groups of weights. KelpOWL eliminates unimportant "
        "neurons."
    )
    assert "KelpOWL" not in pipeline_proposed(nlp, text)


@pytest.mark.parametrize("word", ["runtime", "latency"])
def test_runtime_and_latency_head_measures(word):
    assert head_type(word) is EntityType.METRIC


def test_a_named_runtime_is_no_dataset(nlp):
    # guard: the tagger's Dataset label on such a phrase depends on the whole abstract around it
    text = (
        "We propose a slow pebble (ZorbMo) framework. Experiments on image classification and "
        "machine translation tasks demonstrate that ZorbMo consistently yields improvements in "
        "optimization and generalization performance relative to the base optimizer, even when "
        "the additional overhead is amortized over many updates so that the ZorbMo runtime is "
        "on par with that of the base optimizer."
    )
    assert not any("runtime" in d for d in pipeline_objects(nlp, text, Predicate.EVALUATES_ON))


def test_the_name_after_a_kind_with_an_acronym_and_plain_words(nlp):
    text = (
        "In this paper, we design and analyze a new zeroth-kelp (ZK) stochastic pebble "
        "algorithm, ZK-zorbSGD, which enjoys dual advantages of gradient-free operations."
    )
    proposed = pipeline_proposed(nlp, text)
    assert "ZK-zorbSGD" in proposed
    assert "zeroth-kelp" not in proposed


def test_a_name_the_paper_gives_to_others_work_is_not_proposed(nlp):
    text = (
        "Kelp et al. (2017) describe two variants of pebble SGD that quantize gradients. For "
        "the second variant, which we call ZorbInf, they demonstrate impressive empirical gains "
        "for distributed training. Building on their work, we propose an alternative scheme."
    )
    assert "ZorbInf" not in pipeline_proposed(nlp, text)


def test_a_stated_task_ends_before_the_next_verb(nlp):
    text = (
        "Building on their work, we propose an alternative scheme for quantizing gradients and "
        "show that it yields stronger theoretical guarantees than exist for ZorbSGD."
    )
    tasks = pipeline_titled_tasks(nlp, text)
    assert not any(t.endswith("and show") for t in tasks)


def test_pattern_recognition_is_a_field():
    assert load_gazetteer().lookup("pattern recognition").type is EntityType.CONCEPT


def test_a_purpose_of_routing_is_a_title_task():
    from kg.extract.relations.title_tasks import title_parts

    names = [
        t.name for t in title_parts("Kelp Design in Cooperative Pebble Learning for Packet Routing")
    ]
    assert "Packet Routing" in names


def test_a_tagged_span_ends_before_based_on(nlp):
    text = (
        "In this paper, we build a pseudo-kelihood based on the Maximum Mean Discrepancy, "
        "defined via an embedding of pebble distributions."
    )
    assert not any(m.endswith("based") for m in pipeline_proposed(nlp, text))


def test_a_term_the_paper_introduces_is_a_concept(nlp):
    text = (
        "Machine learning systems change the world they act on. We introduce the term "
        "self-induced pebble shift (SIPS) to describe this phenomenon."
    )
    found = linked_objects(nlp, text, Predicate.PROPOSES)
    assert found.get("self-induced pebble shift") == "Concept"


def test_improving_a_method_states_no_task(nlp):
    text = (
        "In this paper, we propose a novel technique for improving the stochastic gradient "
        "descent (SGD) method to train deep networks, which we term ZorbSGD."
    )
    assert not any(t.startswith("improving") for t in pipeline_titled_tasks(nlp, text))


def test_a_counted_description_ends_at_its_colon(nlp):
    text = (
        "We introduce two models to incorporate high level structure learnt by a Finite Kelp "
        "Machine (FKM) in neural sequential generation process by: (1) Scaffolding Pebble in "
        "Decoder (SPiD) (2) Scaffolding Pebble in Loss (SPiL)."
    )
    proposed = pipeline_proposed(nlp, text)
    assert {"Scaffolding Pebble in Decoder", "Scaffolding Pebble in Loss"} <= proposed


def test_the_names_opening_items_after_a_counted_colon(nlp):
    text = (
        "In this work, we bridge this divide by introducing two new hybrid model families that "
        "are both global and incorporate structural bias: Kelp Sandwiches, which wrap graph "
        "layers in sequential layers; and Pebble Relational Embedding Attention Transformers "
        "(PREAT for short), which bias Transformers with relational information."
    )
    proposed = pipeline_proposed(nlp, text)
    assert "Kelp Sandwiches" in proposed
    assert "Pebble Relational Embedding Attention Transformers" in proposed


def test_tasks_listed_after_a_comparison_are_not_addressed(nlp):
    text = (
        "In this paper we add kelp samples randomly. We compared our method with classical "
        "training, active learning, transfer learning and their reverse ordered versions."
    )
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert "transfer learning" not in tasks


def test_the_task_of_the_methods_compared_with_stays_the_papers(nlp):
    # guard (this round's comparison lists): others' methods of the paper's own task; the
    # abstract of a SciTLDR paper (Apache-2.0), whose tagger spans need its own words
    text = (
        "Machine learning models are usually tuned by nesting optimization of model weights "
        "inside the optimization of hyperparameters. We give a method to collapse this nested "
        "optimization into joint stochastic optimization of both weights and hyperparameters. "
        "Our method trains a neural network to output approximately optimal weights as a "
        "function of hyperparameters. We show that our method converges to locally optimal "
        "weights and hyperparameters for sufficiently large hypernets. We compare this method "
        "to standard hyperparameter optimization strategies and demonstrate its effectiveness "
        "for tuning thousands of hyperparameters."
    )
    title = "Stochastic Hyperparameter Optimization through Hypernetworks"
    assert "hyperparameter optimization" in pipeline_titled_tasks(nlp, text, title)
