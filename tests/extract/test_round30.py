"""Round 30 (sentences written here, from abstracts written in today's style).

* "accuracy loss", "top-1 accuracy degradation": a fall in a measure is a metric (before, the
  tagger's Method, drawn as used); "contrastive loss" stays an objective.
* A language's name alone ("English", "French speakers") is no data (before, evaluated on);
  "the Amharic news corpus" is.
* "Modeling DNA requires ...": a sentence's opening gerund is no word of the name after it
  (before, the name "Modeling DNA"); "Alternating Minimization" keeps its words.
* "from 76.5% (KelpVLA) to 94.2%": the value a gain starts from is the baseline's, named in
  the parentheses, which the paper compares with (before, both values were the paper's and
  the baseline was used).
* "runs at 50 Hz": a rate, no value of the sentence's metric.
* "on a calibration set": a known task's one-word alias before data names the data of a step,
  no task (before, model calibration was addressed).
* "a Bayesian optimization framework whose surrogate is X": a relative clause on a part of the
  thing completes a generic head, and an adjective from a person's name ("Bayesian") leaves the
  kind a lowercase one (before, the tagger's "Bayesian optimization framework" was proposed and
  the linker judged it generic).
* "query routing": an -ing word the lexicon does not list, of a verb it does, ends a term
  (before, read as an adjective: the phrase was generic and the task was never drawn).
* "the absolute relative error on X", "by 3.1 points on X", "the average F1 on the 20
  languages of X and Y": names measured on are data (before, methods the paper used).
* "reduces the error on X from 0.31 to 0.22 ... on Y": the value a gain on X reaches is on X.
* "R@1 at IoU 0.5 by 4.8 points": a threshold written after its metric is no value, and the
  gain is R@1's (before, 0.5 and 4.8 were values of IoU).
* "Temporal pebble grounding aims to localize ...": an activity's unknown name opening a
  sentence that aims at something is a task (before, the tagger's Method, not drawn).
* A title that claims something of its opening ("Pebble-Aware Minimization Improves ...") names
  what the paper studies, not what it makes: the abstract's definition of it is no proposal.
* "X cuts the cost by 90% while matching Y": the participle compares X with Y, as "and
  matches Y" does (before, Y was used).
* An -ing word ending a verb's phrase ("representing objects consisting") ends no term.
* "the extended model outperforms Y": an extends cue after a determiner is an adjective; "it
  extends X from 4K to 64K tokens" lengthens X (before, both were extends edges).
* "X keeps 98% of ..., whereas A and B fall below 90%": names whose results a clause sets
  against the proposal's are compared with (before, the tagger's datasets, evaluated on).
* "Our approach, which we call pebble masked prediction, ...": the kind before the relative
  clause says the lowercase term names a thing made (before, read as a task's name, nothing
  proposed).
* "we propose the first two-step algorithm based on X": "the first" introduces a new thing as
  "a" does, and the kind keeps its complement (before, the bare kind, judged generic).
* "a conditional Variational Autoencoder architecture that learns X": a known name in Title
  Case inside a kind leaves it a kind, which keeps its complement (before, read as a name).
* "models such as Mamba-2 and GLA match this bound": a name given as an example of a family
  is others' work, not a name the paper coins (before, proposed).
* A title opening on an activity and what it acts on ("Privacy Auditing of Language Models
  ...") names no thing made (before, its words replaced the abstract's proposal).
* "The distilled model, KelpReasoner-2B, improves ...": a name set off after the kind of thing
  the paper made is the subject of the result verb, so coined (before, used).
* "We benchmark X, Y and Z against ...": the verb, whose objects are no data (before, the
  models were evaluated on).
* "by 8.2 points on average over X and Y": a gain over baselines (before, "average" hid the
  amount, and X and Y were the tagger's datasets, evaluated on).
* "on the KelpCV and PEBL abdominal organ benchmarks": a plural data head after common words
  types the names listed before it (before, methods used).
* "achieves higher MS-SSIM than X, Y and Z": names scored on a metric after a comparative are
  methods compared with (before, the tagger's or the name finder's data, evaluated on).
* Gazetteer: "Ant Maze" / "Ant-Maze" are AntMaze (before, "Ant" was cut out of it); names
  that are English words match only as written (=RotatE, =REINFORCE, =GloVe, =PaLM, =HoVer,
  =AMASS, =ABIDE, =BoW, =ToT): before, "the policy rotates objects" used RotatE and "reinforce
  our claim" used REINFORCE.
* "Few-Shot Object Counting with X": "counting" heads a title's task (before, no task).
* "out-of-distribution ROC-AUC", "word alignment F1": words before a metric written as a name
  make a metric, not a task or a method.
* "Recall@10", "NDCG@5": a measure at a cutoff is a metric (before, the tagger's Method).
* "Mobile GUI Agents Grounded in X": a participle ends no title name (before, proposed).
* "compared to 56% and 23% for X", "is preferred by users over X": X is compared with (before,
  used).
* A comparison whose subject is a proposal drawn as no node ("our 2B-parameter model
  outperforms X") is the paper's (before, dropped with its subject).
* "a 2x reduction", "3x speedup" and a lone "per-Gaussian" describe, they name nothing (before,
  "1/128 reduction" was a used method).
"""

from __future__ import annotations

import pytest
from conftest import pipeline_edges, pipeline_proposed, pipeline_titled

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.types import EntityType, Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _mentions(nlp, text: str) -> dict[str, EntityType]:
    extraction = extract_one(Paper(key="sha256:round30", abstract=text), nlp=nlp)
    return {m.text: m.type for m in extraction.mentions}


def _values(nlp, text: str) -> list[str]:
    extraction = extract_one(Paper(key="sha256:values30", abstract=text), nlp=nlp)
    return [r.value for r in extraction.results]


@pytest.mark.parametrize("phrase", ["accuracy loss", "top-1 accuracy loss"])
def test_a_fall_in_accuracy_is_no_method(nlp, phrase):
    text = f"PebbleQuant compresses KelpNet to 4 bits with less than 1% {phrase} on SieveSet."
    assert _mentions(nlp, text).get(phrase) is EntityType.METRIC


def test_an_objective_named_loss_stays_a_method(nlp):
    # guard (unchanged): "contrastive loss" is no fall in a measure
    text = "We train PebbleNet with a contrastive loss and evaluate it on SieveSet."
    assert _mentions(nlp, text).get("contrastive loss") is EntityType.METHOD


def test_a_language_alone_is_not_evaluated_on(nlp):
    text = (
        "Reasoning benchmarks for kelp models are almost exclusively in English. We evaluate "
        "PebbleLM in English and French on SieveBench."
    )
    evaluated = _objects(nlp, text, Predicate.EVALUATES_ON)
    assert "English" not in evaluated
    assert "French" not in evaluated


def test_a_language_before_words_of_data_is_data(nlp):
    # guard (unchanged): "news corpus" names data
    text = "We evaluate PebbleLM on the Amharic news corpus."
    assert _mentions(nlp, text).get("Amharic news corpus") is EntityType.DATASET


def test_an_opening_gerund_is_no_word_of_the_name(nlp):
    text = "Modeling DNA requires long contexts. We propose PebbleMamba for it."
    found = _mentions(nlp, text)
    assert "Modeling DNA" not in found
    assert "DNA" in found


def test_a_capitalised_name_after_a_gerund_keeps_its_words(nlp):
    # guard (unchanged): no name-shaped word after "Alternating"
    text = "Alternating Minimization (AM) converges slowly on kelp problems."
    assert "Alternating Minimization" in _mentions(nlp, text)


def test_the_value_a_gain_starts_from_is_the_baselines(nlp):
    text = (
        "We present PebbleVLA. It raises the success rate on KelpBench from 76.5% (SieveVLA) "
        "to 94.2%."
    )
    assert _values(nlp, text) == ["94.2%"]
    compared = _objects(nlp, text, Predicate.COMPARES_WITH)
    assert "SieveVLA" in compared


def test_a_rate_in_hertz_is_no_value(nlp):
    text = "PebbleVLA reaches a success rate of 94.2% on KelpBench and runs at 50 Hz."
    assert _values(nlp, text) == ["94.2%"]


def test_a_calibration_set_is_no_task(nlp):
    text = (
        "We propose PebbleEvict, which profiles each attention head once on a calibration set "
        "and assigns cache budgets accordingly."
    )
    tasks = _objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert "calibration" not in tasks
    assert _mentions(nlp, text).get("calibration") is None


def _objects(nlp, text: str, predicate: Predicate) -> set[str]:
    """The texts of the objects of the ``predicate`` edges the pipeline draws for ``text``."""
    return {m.text for m, _ in pipeline_edges(nlp, text, predicate)}


def _compared_not_evaluated(nlp, text: str, names: set[str]) -> None:
    """Each of ``names`` is compared with and none is evaluated on."""
    compared = _objects(nlp, text, Predicate.COMPARES_WITH)
    evaluated = _objects(nlp, text, Predicate.EVALUATES_ON)
    assert names <= compared
    assert not names & evaluated


def _linked_graph(text: str, title: str = ""):
    from kg.extract import extract_one as extract
    from kg.link import link

    paper = (
        Paper(key="sha256:linked30", abstract=text, title=title)
        if title
        else Paper(key="sha256:linked30", abstract=text)
    )
    extraction = extract(paper)
    return extraction, link([extraction])


def test_a_relative_clause_on_a_part_completes_a_kind(nlp):
    text = (
        "Kelp optimization scales poorly. This work introduces a Bayesian pebble framework "
        "whose surrogate is a deep ensemble with a last-layer Laplace approximation."
    )
    assert pipeline_proposed(nlp, text) == {
        "Bayesian pebble framework whose surrogate is a deep ensemble"
    }


def test_an_unlisted_gerund_ends_a_term():
    text = (
        "Large kelp models are expensive to serve. We address the problem of query routing: "
        "deciding whether a small model suffices. We evaluate on SieveBench."
    )
    extraction, linked = _linked_graph(text)
    index = next(i for i, m in enumerate(extraction.mentions) if m.text == "query routing")
    entity = linked.entities[linked.mention_entity[(extraction.paper.key, index)]]
    assert entity.termhood != "generic"


@pytest.mark.parametrize(
    ("text", "names"),
    [
        (
            "PebbleDepth reduces the absolute relative error on KelpScenes-Night from 0.31 to "
            "0.22.",
            {"KelpScenes-Night"},
        ),
        (
            "PebbleGround improves R@1 by 4.8 points on Ego4D-NLQ and by 3.1 points on KAD.",
            {"Ego4D-NLQ", "KAD"},
        ),
        (
            "Fine-tuned on SieveNER only, our model improves the average F1 on the 20 languages "
            "of KelpaNER and PebbleANN by 5.6 points.",
            {"KelpaNER", "PebbleANN"},
        ),
    ],
)
def test_names_measured_on_are_data(nlp, text, names):
    evaluated = _objects(nlp, text, Predicate.EVALUATES_ON)
    assert names <= evaluated


def test_the_value_a_gain_on_data_reaches_is_on_it(nlp):
    text = (
        "PebbleVQA improves accuracy on KelpQA-CP from 41.2% to 60.5% without hurting accuracy "
        "on KelpQA."
    )
    extraction = extract_one(Paper(key="sha256:reach30", abstract=text), nlp=nlp)
    pairs = [(r.value, extraction.mentions[r.dataset].text) for r in extraction.results]
    assert pairs == [("60.5%", "KelpQA-CP")]


def test_a_threshold_after_its_metric_is_no_value(nlp):
    text = "PebbleGround improves R@1 at IoU 0.5 by 4.8 points on Ego4D-NLQ."
    extraction = extract_one(Paper(key="sha256:iou30", abstract=text), nlp=nlp)
    found = [(r.value, extraction.mentions[r.metric].text) for r in extraction.results]
    assert found == [("4.8", "R@1")]


def test_an_activity_that_aims_at_something_is_a_task(nlp):
    text = (
        "Temporal pebble grounding aims to localize the moment in an untrimmed video that "
        "matches a query. We propose PebbleGround, which retrieves candidate frames first."
    )
    tasks = _objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert "Temporal pebble grounding" in tasks


def test_a_known_method_that_aims_at_something_stays_a_method(nlp):
    # guard (unchanged): a gazetteer method keeps its type
    text = (
        "Data augmentation aims to enlarge a small training set with altered copies of its "
        "examples. We propose PebbleAug."
    )
    tasks = _objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert "Data augmentation" not in tasks


def test_a_title_claim_about_its_opening_proposes_nothing(nlp):
    text = (
        "Fine-tuning large pretrained models degrades their robustness. We show that replacing "
        "SGD with pebble-aware minimization (PAM) during fine-tuning retains that robustness."
    )
    title = "Pebble-Aware Minimization Improves Robustness of Fine-Tuned Models"
    assert "pebble-aware minimization" not in pipeline_titled(nlp, text, title, Predicate.PROPOSES)


def test_a_title_naming_its_opening_proposes_it(nlp):
    # guard (unchanged): no claim, the title names what the paper makes
    text = (
        "Fine-tuning large pretrained models degrades their robustness. We show that replacing "
        "SGD with pebble-aware minimization (PAM) during fine-tuning retains that robustness."
    )
    title = "Pebble-Aware Minimization for Robust Fine-Tuning"
    assert "pebble-aware minimization" in pipeline_titled(nlp, text, title, Predicate.PROPOSES)


def test_while_matching_compares(nlp):
    text = (
        "This paper presents PebbleRAG, which summarizes communities only when a query needs "
        "them. PebbleRAG cuts indexing cost by 90% while matching KelpRAG on answer quality."
    )
    compared = _objects(nlp, text, Predicate.COMPARES_WITH)
    used = _objects(nlp, text, Predicate.USES_METHOD)
    assert "KelpRAG" in compared
    assert "KelpRAG" not in used


def test_a_verb_phrase_ending_in_ing_is_generic():
    import kg.link as linking

    assert linking.is_generic("representing objects consisting")
    assert not linking.is_generic("query routing")


def test_an_extended_model_extends_nothing(nlp):
    text = (
        "We derive a pebble scaling rule for rotary embeddings. With the pebble scaling rule, "
        "the extended model outperforms SieveRoPE."
    )
    assert pipeline_edges(nlp, text, Predicate.EXTENDS) == []


def test_extending_a_model_to_a_length_extends_nothing(nlp):
    text = (
        "We derive a pebble scaling rule and show that it extends KelpLM-7B from 4K to 64K "
        "tokens with only 400 fine-tuning steps."
    )
    assert pipeline_edges(nlp, text, Predicate.EXTENDS) == []


def test_names_whose_results_are_set_against_are_compared(nlp):
    text = (
        "We propose PebbleEvict, a head-adaptive eviction policy. PebbleEvict keeps 98% of "
        "full-cache performance on KelpBench, whereas SnapKV and PyramidKV fall below 90%."
    )
    _compared_not_evaluated(nlp, text, {"SnapKV", "PyramidKV"})


def test_a_term_named_for_our_approach_is_proposed(nlp):
    text = (
        "Reconstruction wastes capacity on details. Our approach, which we call pebble masked "
        "prediction, instead predicts the representations of masked image regions."
    )
    assert "pebble masked prediction" in pipeline_proposed(nlp, text)


def test_the_first_kind_keeps_its_complement(nlp):
    text = "We propose the first two-step algorithm based on learned kelp dynamics."
    assert pipeline_proposed(nlp, text) == {"two-step algorithm based on learned kelp dynamics"}


def test_a_known_title_case_family_in_a_kind_keeps_the_complement(nlp):
    text = (
        "To achieve this, we develop a conditional Variational Autoencoder architecture that "
        "learns the prior of the kelp condition."
    )
    assert pipeline_proposed(nlp, text) == {
        "conditional Variational Autoencoder architecture that learns the prior of the kelp "
        "condition"
    }


def test_a_name_given_as_an_example_is_not_coined(nlp):
    text = (
        "Linear attention underperforms softmax attention on recall tasks. We prove a lower "
        "bound on the state size and show that gated kelp models such as Mamba-2 and PLA "
        "match this bound."
    )
    assert "PLA" not in pipeline_proposed(nlp, text)


def test_a_title_activity_of_an_object_names_no_proposal(nlp):
    text = (
        "Auditing private training usually requires hundreds of models. This work proposes an "
        "auditing procedure that inserts many pebbles into a single training run."
    )
    title = "Kelp Auditing of Language Models in One Training Run"
    proposed = pipeline_titled(nlp, text, title, Predicate.PROPOSES)
    assert "Kelp Auditing" not in proposed
    assert any(label.startswith("auditing procedure") for label in proposed)


def test_a_name_set_off_after_the_kind_made_is_coined(nlp):
    text = (
        "Small vision-language models lag behind on visual reasoning. We distill rationales "
        "from GPT-4o into a 2B-parameter model. The distilled model, KelpReasoner-2B, improves "
        "over its base model by 11.3 points on MathVista."
    )
    assert "KelpReasoner-2B" in pipeline_proposed(nlp, text)


def test_models_we_benchmark_are_not_data(nlp):
    text = (
        "We benchmark KelpGPT, Pebbleformer and SieveFoundation against a linear model on the "
        "Norman dataset."
    )
    evaluated = _objects(nlp, text, Predicate.EVALUATES_ON)
    assert not {"KelpGPT", "Pebbleformer", "SieveFoundation"} & evaluated


def test_a_gain_on_average_over_names_compares(nlp):
    text = (
        "We present PebbleAgent. PebbleAgent improves exact match on KelpQA by 8.2 points on "
        "average over IRKelp and Self-Pebble."
    )
    _compared_not_evaluated(nlp, text, {"IRKelp", "Self-Pebble"})


def test_names_before_modified_data_heads_are_data(nlp):
    text = (
        "The resulting model reaches a Dice score of 0.89 on the BTKV and PAMOS abdominal "
        "organ benchmarks."
    )
    evaluated = _objects(nlp, text, Predicate.EVALUATES_ON)
    assert {"BTKV", "PAMOS"} <= evaluated


def test_names_after_a_comparative_metric_than_are_compared(nlp):
    text = (
        "We present a recurrent architecture for lossy pebble compression. On the Kelp "
        "dataset, it achieves higher MS-SSIM than PEBG, PEBG2000 and KelpP at all bit rates."
    )
    _compared_not_evaluated(nlp, text, {"PEBG", "PEBG2000", "KelpP"})


def test_ant_maze_is_antmaze(nlp):
    text = "Our pebble agent learns to push objects in the Ant Maze environments."
    evaluated = {m.canonical for m, _ in pipeline_edges(nlp, text, Predicate.EVALUATES_ON)}
    assert "AntMaze" in evaluated


@pytest.mark.parametrize(
    "text",
    [
        "With tactile feedback, the pebble policy rotates unseen objects for longer.",
        "Through experiments on kelp tasks, we validate our observations and reinforce our "
        "claim of interpretability through manual evaluation.",
    ],
)
def test_english_words_are_no_known_names(nlp, text):
    used = {m.canonical for m, _ in pipeline_edges(nlp, text, Predicate.USES_METHOD)}
    assert not {"RotatE", "REINFORCE"} & used


def test_counting_heads_a_title_task(nlp):
    text = (
        "Class-agnostic counting asks a model to count objects of any category. We tackle "
        "this problem with a pebble attention module. On the KelpCount dataset, our counter "
        "lowers the mean absolute error."
    )
    title = "Few-Shot Object Counting with Pebble Attention"
    assert "few-shot object counting" in {
        t.lower() for t in pipeline_titled(nlp, text, title, Predicate.ADDRESSES_TASK)
    }


def test_a_qualified_metric_is_no_task(nlp):
    text = (
        "We propose a substructure-invariant pebble objective. Our objective improves "
        "out-of-distribution ROC-AUC by 2.5 points over IRM on KelpHIV."
    )
    tasks = _objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert "out-of-distribution ROC-AUC" not in tasks
    assert _mentions(nlp, text).get("out-of-distribution ROC-AUC") is EntityType.METRIC


def test_a_measure_at_a_cutoff_is_a_metric(nlp):
    text = "PebbleRec improves Recall@10 by up to 17% over SASRec on the Kelp Beauty dataset."
    assert _mentions(nlp, text).get("Recall@10") is EntityType.METRIC


def test_a_title_participle_ends_no_name(nlp):
    text = (
        "Agents that operate smartphone apps must locate interface elements. We propose to "
        "ground actions in the accessibility tree of the screen rather than in raw pixels."
    )
    title = "Mobile Pebble Agents Grounded in Accessibility Trees"
    assert "Mobile Pebble Agents Grounded" not in pipeline_titled(
        nlp, text, title, Predicate.PROPOSES
    )


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "We present PebbleSuffix, an automated jailbreak attack. PebbleSuffix reaches an "
            "attack success rate of 88% on KelpBench, compared to 56% and 23% for GCG.",
            "GCG",
        ),
        (
            "We present a pebble pipeline for text-to-3D generation. Our pipeline is preferred "
            "by users over DreamFusion in 80% of comparisons.",
            "DreamFusion",
        ),
    ],
)
def test_baselines_of_values_and_preferences_are_compared(nlp, text, name):
    compared = _objects(nlp, text, Predicate.COMPARES_WITH)
    used = _objects(nlp, text, Predicate.USES_METHOD)
    assert name in compared
    assert name not in used


def test_a_comparison_of_an_undrawn_proposal_is_the_papers():
    from kg.extract import extract
    from kg.extract.pipeline import pipeline_gazetteer
    from kg.graph import build_checked_graph
    from kg.link import link

    text = (
        "Generating coherent videos from text is hard. We introduce a pebble diffusion "
        "transformer that factorizes attention. Our 2B-parameter model outperforms CogVideoX "
        "and Open-Sora on VBench."
    )
    nlp = make_pipeline()
    papers = [Paper(key="sha256:undrawn30", abstract=text)]
    linked = link(list(extract(papers, nlp=nlp)), gazetteer=pipeline_gazetteer(nlp))
    graph = build_checked_graph(linked, base_iri="https://example.org/kg/").graph
    paper = next(n for n, d in graph.nodes(data=True) if d.get("key") == "sha256:undrawn30")
    compared = {
        graph.nodes[v]["label"]
        for _, v, key in graph.out_edges(paper, keys=True)
        if key == "comparesWith"
    }
    assert {"CogVideoX", "Open-Sora"} <= compared


@pytest.mark.parametrize("label", ["2x reduction", "10% reduction", "3x speedup", "per-Gaussian"])
def test_amounts_of_change_and_per_modifiers_describe(label):
    from kg.link.termhood import describes

    assert describes(label)


@pytest.mark.parametrize("label", ["ResNet-50", "per-example gradient", "FLOPs reduction"])
def test_names_beside_amounts_do_not_describe(label):
    # guard (unchanged)
    from kg.link.termhood import describes

    assert not describes(label)
