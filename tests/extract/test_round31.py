"""Round 31 (sentences written here, from abstracts written in today's style).

* "... and LLM+P. Even the strongest ...": a capital letter glued to a name by "+" or "/" is
  no initial; the sentence ends there (before, one name "LLM+P. Even").
* "improves the match rate over X": a gain verb whose object is a metric, then "over", sets
  the proposal against X (before, X was used).
* "We propose to adapt the model at test time using a loss computed on each frame ...": a
  clause that runs past the longest label is cut where its means begins (before, nothing was
  proposed).
* "Forecasting turbulent flows remains hard": a known task's one-word -ing alias with an
  object after it is a verb (before, time series forecasting was addressed).
* "preferred over those trained with a standard X": X is compared with (before, used).
* "a self-play procedure in which one copy plays a user and another learns ...": "and" before
  a second clause's subject ends the relative clause, whole (before, nothing was proposed).
* "on 128 calibration sequences": a task's one-word alias before data ("sequences",
  "examples", "tokens") names the data of a step (before, model calibration was addressed).
* "To counter them, we adapt contrastive decoding to LVLMs": a known thing carried to a new
  setting is the paper's way of doing when it proposes nothing else (before, nothing was
  proposed); "we extend the model to X" points back, and a means inside gives no label.
* "compared with 34% for X and 49% for OpenAI's Y": each value after the first names its own
  method compared with (before, Y was used).
* "We name the method SimPO": "the" and a kind word point at the thing just proposed, as
  "this" does (before, the known name was used).
* "We release the perturbation suite as LIBERO-Plus": the name the released thing goes by is
  proposed (before, used).
* "trained on synthetic data rendered from X and Y": names where data comes from are data
  (before, the tagger's methods, used).
* "a logistic regression and the scX model match ...": a name joined with "the" to another
  subject is a baseline, not coined (before, proposed).
* "2.8 dB higher than X": a gain in decibels is an improvement, not a score.
* "pseudo-labels whose word error rate exceeds 10%": a condition's threshold is no result.
* "improves the machine learning efficiency score over X and Y": a gain verb's object need not
  be a known metric for the "over" to compare (before, X and Y were used).
* "Certified Robustness of X Against Y": a title opening on a property and one modifier names
  the paper's task (before, none); "unlearning" heads a title's task.
* "RGB", "HDR": a colour space or a range is no name (before, "pretraining on RGB images"
  evaluated on RGB).
* "compared with 67% for X": X is a method, though the tagger typed it data.
* "whose pass rate is close to 50%", "accuracy falls below 50%": a bound is no result.
* "... to 23.3% and on Y from 78.2% to 81.4%": a parallel clause keeps the metric of the result
  before it, however far back it was named (before, 81.4% was lost).
* "... from 0.31 to 0.22 and on Y from 0.27 to 0.19": Y, named in the parallel clause, is data
  and the value reached there is Y's (before, Y was a used method and 0.19 was put on the
  first dataset).
* "1.2M Sentinel-2": the magnitude letter glued to a number is no word of the name after it.
* "Our model, called X (XX), matches Y": the closing parenthesis of a definition may stand
  between the proposal and its matching verb (before, Y was used).
* Gazetteer: "remote sensing" is a field (a Concept of its own), no alias of remote sensing
  image classification (before, "labels are scarce in remote sensing" addressed that task).
* "surpassing X", "beating X" compare (before, "surpassing" was no cue).
* "41.2 AP50 on novel classes of X", "mAP on X": a metric's short name before "on" types the
  name after it as data (before, a used method; the results went to the dataset before).
* "1.9 dB above X": an amount above a method compares with it and is an improvement.
* "with 5 instead of 20 sampling steps": a count set against another is no value.
* "improves sWUGGY and sBLIMP accuracy over X": "and" may join the measures; "improves LPIPS
  on X super-resolution, inpainting and deblurring over A, B and C": where it is measured too.
* "We train KelpLM-1B on ...": a coined name the paper trains is not used, so its results make
  it the paper's (before, used).
* "We fix this by adding an embedding ... These Abacus Embeddings allow ...": a Title Case name
  after "These" whose head the sentence before introduced is the paper's (before, used).
* "a scaling relation between the noise level and the grokking time": a label inside "between
  X and Y" takes Y in (before, cut at "and"; 5 labels of the 3,229 graph completed, 1 added).
* "74.8% on X and 68.1% on Y": a percentage reached on a name types it as data, unless the name
  opens with a known method ("79.40% on ResNet-50-D").
* "Learning Mesh-Based Simulation with X": "simulation" heads a title's task ("explanations"
  was tried too and dropped: it drew the papers' own kinds of explanation as tasks).
* "a PSNR within 0.8 dB of X": a value set against X's compares with X (before, used).
  ("we convert / turn X into Y" as a carried proposal was tried and dropped: the one the
  3,229 graph gained, "turning the mixed reward signals into the adaptive counterparts", was
  a step.)
* "on a Pixel 6 phone", "Table 3": a one- or two-digit number after a capitalised word in
  mid-sentence numbers a name (before, "latency 6").
* "an inference latency of 16.5 ms": a time is the value of a metric of time, with its unit
  (before, skipped as a cost).
* Gazetteer: Graph WaveNet, DCRNN, STGCN (before, "Graph WaveNet" was WaveNet, never drawn).
* Gazetteer: "imputation" is missing data imputation, a task of its own (before, time series
  imputation); SI-SDRi and SI-SNRi are SI-SDR.
* Gazetteer: well-known names of 2023-2025 (SparseGPT, =Wanda, =Medusa, =NPO, =TOFU, MP-20,
  ...), with the words among them marked case-sensitive.
"""

from __future__ import annotations

import pytest
from conftest import pipeline_edges, pipeline_proposed, pipeline_titled

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.extract.sentences import split_sentences
from kg.types import EntityType, Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _mentions(nlp, text: str) -> dict[str, EntityType]:
    extraction = extract_one(Paper(key="sha256:round31", abstract=text), nlp=nlp)
    return {m.text: m.type for m in extraction.mentions}


def _objects(nlp, text: str, predicate: Predicate) -> set[str]:
    """The texts of the objects of the ``predicate`` edges the pipeline draws for ``text``."""
    return {m.text for m, _ in pipeline_edges(nlp, text, predicate)}


@pytest.mark.parametrize("name", ["LLM+P", "A/B"])
def test_a_capital_glued_to_a_name_ends_a_sentence(name):
    text = f"We compare PebbleNet and {name}. Even the strongest model fails."
    assert [text[s:e] for s, e in split_sentences(text)] == [
        f"We compare PebbleNet and {name}.",
        "Even the strongest model fails.",
    ]


def test_an_initial_still_continues_the_sentence():
    # guard (unchanged): "J. Smith"
    text = "The kelp corpus of J. Smith is small."
    assert len(split_sentences(text)) == 1


def test_a_gain_on_a_metric_over_a_name_compares(nlp):
    text = (
        "We present PebbleFlow, a kelp generator. PebbleFlow improves the match rate over "
        "SieveCSP from 51.5% to 62.3%."
    )
    assert "SieveCSP" in _objects(nlp, text, Predicate.COMPARES_WITH)
    assert "SieveCSP" not in _objects(nlp, text, Predicate.USES_METHOD)


def test_a_long_intent_is_cut_where_its_means_begins(nlp):
    text = (
        "We propose to adapt the segmentation model at test time using a self-supervised "
        "pebble reconstruction loss computed on each incoming kelp frame of the video."
    )
    assert pipeline_proposed(nlp, text) == {"adapting the segmentation model at test time"}


def test_a_short_intent_keeps_its_means(nlp):
    # guard (unchanged): the whole clause fits
    text = "We propose to constrain the posterior mean using a learned pebble simplex."
    assert pipeline_proposed(nlp, text) == {
        "constraining the posterior mean using a learned pebble simplex"
    }


def test_a_gerund_alias_with_an_object_is_a_verb(nlp):
    text = (
        "Forecasting turbulent flows over long horizons remains difficult for kelp "
        "surrogates. We propose PebbleOp for it."
    )
    assert _mentions(nlp, text).get("Forecasting") is None


def test_a_gerund_alias_before_a_preposition_stays(nlp):
    # guard (unchanged): "forecasting of X" is the activity, named
    text = "Forecasting of kelp growth is hard. We propose PebbleOp for it."
    assert _mentions(nlp, text).get("Forecasting") is EntityType.TASK


def test_models_trained_with_a_method_are_compared(nlp):
    text = (
        "We propose PebbleRM, a kelp reward model. Policies trained with PebbleRM are preferred "
        "by human judges over those trained with a standard Bradley-Terry reward model."
    )
    assert "Bradley-Terry reward model" in _objects(nlp, text, Predicate.COMPARES_WITH)


def test_and_before_a_second_clause_ends_a_relative_clause(nlp):
    text = (
        "This work proposes a self-play procedure in which one copy of the model plays an "
        "ambiguous user and another learns when to ask."
    )
    assert pipeline_proposed(nlp, text) == {
        "self-play procedure in which one copy of the model plays an ambiguous user"
    }


def test_and_between_two_objects_keeps_the_clause(nlp):
    # guard (unchanged): "and the decoder" is a second object, no second clause
    text = "We propose a pebble framework that couples the kelp encoder and the sieve decoder."
    assert pipeline_proposed(nlp, text) == {
        "pebble framework that couples the kelp encoder and the sieve decoder"
    }


@pytest.mark.parametrize("data", ["sequences", "examples", "tokens"])
def test_an_alias_before_calibration_data_is_no_task(nlp, data):
    text = f"PebblePrune estimates the saliency of each weight from 128 calibration {data}."
    assert "calibration" not in _objects(nlp, text, Predicate.ADDRESSES_TASK)


@pytest.mark.parametrize(
    ("text", "name", "etype"),
    [
        ("SparseGPT and Wanda prune kelp models in one shot.", "Wanda", EntityType.METHOD),
        ("We evaluate unlearning on TOFU.", "TOFU", EntityType.BENCHMARK),
        ("Our generator is trained on MP-20.", "MP-20", EntityType.DATASET),
        ("It matches NPO on kelp data.", "NPO", EntityType.METHOD),
    ],
)
def test_recent_names_are_known(nlp, text, name, etype):
    found = extract_one(Paper(key="sha256:known31", abstract=text), nlp=nlp).mentions
    assert any(m.text == name and m.type is etype and m.extractor == "gazetteer" for m in found)


@pytest.mark.parametrize("text", ["We ate tofu and wanda.", "A medusa drifts in kelp."])
def test_recent_names_that_are_words_match_as_written(nlp, text):
    found = extract_one(Paper(key="sha256:words31", abstract=text), nlp=nlp).mentions
    assert not any(m.extractor == "gazetteer" for m in found)


def test_a_known_thing_carried_to_a_setting_is_proposed(nlp):
    text = (
        "Kelp models often describe objects that are not in the image. To counter them, we "
        "adapt contrastive decoding to kelp models: each step contrasts two distributions."
    )
    assert pipeline_proposed(nlp, text) == {"adapting contrastive decoding to kelp models"}


@pytest.mark.parametrize(
    "sentence",
    [
        "Finally, we extend the model to natural pebble images.",
        "We adapt pebble notions using weak labels over many levels to boost kelp accuracy.",
    ],
)
def test_a_carried_thing_needs_a_readable_label(nlp, sentence):
    # guard (no carried proposal either way): "the model" points back; a means inside
    text = f"Kelp generation is hard. {sentence}"
    assert not pipeline_proposed(nlp, text)


def test_a_carried_thing_waits_for_other_proposals(nlp):
    # guard (unchanged): the paper's named proposal is its proposal
    text = "We introduce PebbleDecode. We adapt contrastive decoding to kelp models."
    assert pipeline_proposed(nlp, text) == {"PebbleDecode"}


def test_each_value_for_a_method_compares(nlp):
    text = (
        "We introduce PebbleScout. PebbleScout answers 58% of KelpQA, compared with 34% for a "
        "standard SieveRAG pipeline and 49% for OpenAI's Kelp Research."
    )
    compared = _objects(nlp, text, Predicate.COMPARES_WITH)
    assert "Kelp Research" in compared


def test_the_method_named_is_proposed(nlp):
    text = (
        "We propose a reference-free pebble objective with a target margin. We name the method "
        "SimPO."
    )
    assert "SimPO" in pipeline_proposed(nlp, text)


def test_a_released_thing_named_as_is_proposed(nlp):
    text = (
        "We evaluate three kelp policies under visual perturbations. We release the "
        "perturbation suite as PEBBLE-Plus."
    )
    assert "PEBBLE-Plus" in pipeline_proposed(nlp, text)


def test_names_data_is_rendered_from_are_data(nlp):
    text = (
        "We propose a pebble model trained on synthetic data rendered from Kelpric and "
        "SieveOdyssey."
    )
    evaluated = _objects(nlp, text, Predicate.EVALUATES_ON)
    assert {"Kelpric", "SieveOdyssey"} <= evaluated


def _values(nlp, text: str) -> list[tuple[str, bool]]:
    extraction = extract_one(Paper(key="sha256:values31", abstract=text), nlp=nlp)
    return [(r.value, r.improvement) for r in extraction.results]


def test_a_name_joined_to_a_baseline_is_not_coined(nlp):
    text = (
        "Kelp foundation models are claimed to learn cell state. We benchmark them on pebble "
        "annotation. Surprisingly, a logistic regression on variable genes and the scKelp model "
        "match or exceed both foundation models."
    )
    assert "scKelp model" not in pipeline_proposed(nlp, text)


def test_a_gain_in_decibels_is_an_improvement(nlp):
    text = "PebbleField reaches a PSNR of 36.4 dB on KelpCT, 2.8 dB higher than SieveNet."
    assert _values(nlp, text) == [("36.4", False), ("2.8", True)]


def test_a_threshold_of_a_condition_is_no_result(nlp):
    text = (
        "PebbleWhisper discards pseudo-labels whose word error rate against a second teacher "
        "exceeds 10%. It reaches a word error rate of 7.9% on KelpSpeech."
    )
    assert [value for value, _ in _values(nlp, text)] == ["7.9%"]


def test_a_gain_on_an_unnamed_measure_over_a_name_compares(nlp):
    text = (
        "We introduce PebbleFlow, a kelp table generator. PebbleFlow improves the machine "
        "learning efficiency score over SieveDDPM and SieveSyn."
    )
    assert {"SieveDDPM", "SieveSyn"} <= _objects(nlp, text, Predicate.COMPARES_WITH)


def test_a_title_opening_on_a_property_names_the_task(nlp):
    text = "Kelp networks are fragile. We develop a sparsity-aware pebble certificate."
    title = "Certified Robustness of Kelp Networks Against Edge Perturbations"
    tasks = pipeline_titled(nlp, text, title, Predicate.ADDRESSES_TASK)
    assert "certified robustness" in {t.lower() for t in tasks}


def test_a_title_claiming_a_property_names_no_task(nlp):
    # guard: a claim ("X Improves Y's Robustness") is no property named (a first version drew
    # "disentangling improves VAEs' robustness")
    text = "Kelp networks are fragile. We show that disentangling helps."
    title = "Disentangling Improves Kelp Robustness to Pebble Attacks"
    tasks = {t.lower() for t in pipeline_titled(nlp, text, title, Predicate.ADDRESSES_TASK)}
    assert not any("disentangling" in t for t in tasks)


def test_unlearning_heads_a_title_task(nlp):
    text = "We propose PebbleForget, which projects kelp gradients away from retained data."
    title = "PebbleForget: Gradient Projection for Targeted Kelp Unlearning"
    tasks = {t.lower() for t in pipeline_titled(nlp, text, title, Predicate.ADDRESSES_TASK)}
    assert "targeted kelp unlearning" in tasks


def test_rgb_is_no_name(nlp):
    text = "PebbleNet outperforms pretraining on RGB images with MAE on KelpSet."
    assert "RGB" not in _mentions(nlp, text)


def test_a_name_scored_for_a_value_is_a_method(nlp):
    # the tagger types "PebbleBank" data here
    text = (
        "We present KelpFlow, a pebble generator. Trained on 20K monomers from the Protein Data "
        "Bank, KelpFlow generates designable backbones at a rate of 85%, compared with 67% for "
        "PebbleBank."
    )
    assert "PebbleBank" in _objects(nlp, text, Predicate.COMPARES_WITH)
    assert "PebbleBank" not in _objects(nlp, text, Predicate.EVALUATES_ON)


@pytest.mark.parametrize(
    "clause",
    [
        "samples kelp problems whose estimated pass rate is close to 50%",
        "shows that accuracy falls below 50% for every kelp model",
    ],
)
def test_a_bound_is_no_result(nlp, clause):
    text = f"PebbleCurriculum {clause}."
    assert _values(nlp, text) == []


def test_a_parallel_gain_keeps_the_metric(nlp):
    text = (
        "PebbleCurriculum improves accuracy on KelpBench 2024 from 16.7% to 23.3% and on "
        "SieveMath-500 from 78.2% to 81.4%."
    )
    assert [value for value, _ in _values(nlp, text)] == ["23.3%", "81.4%"]


def test_a_parallel_change_names_data(nlp):
    text = (
        "PebbleDepth reduces the absolute relative error on KelpScenes-Night from 0.31 to 0.22 "
        "and on SieveCar-Rain from 0.27 to 0.19."
    )
    extraction = extract_one(Paper(key="sha256:parallel31", abstract=text), nlp=nlp)
    names = {m.text: m.type for m in extraction.mentions}
    assert names.get("SieveCar-Rain") is EntityType.DATASET
    last = extraction.results[-1]
    assert last.value == "0.19"
    assert extraction.mentions[last.dataset].text == "SieveCar-Rain"


def test_a_magnitude_letter_is_no_word_of_a_name(nlp):
    text = "Pretrained on 1.2M Kelpinel-2 time series, our encoder improves crop mapping."
    found = _mentions(nlp, text)
    assert "M Kelpinel-2" not in found
    assert "Kelpinel-2" in found


def test_a_proposal_defined_in_parentheses_matches(nlp):
    text = (
        "Our model, called Pebble-Powered Transformer (PPT), matches GraphGPS on KelpZINC and "
        "outperforms it on SieveFunc."
    )
    assert "GraphGPS" in _objects(nlp, text, Predicate.COMPARES_WITH)


def test_remote_sensing_is_a_field_not_a_classification_task(nlp):
    text = "Labels are scarce in remote sensing. We propose PebbleSat, a kelp encoder."
    extraction = extract_one(Paper(key="sha256:field31", abstract=text), nlp=nlp)
    found = [m for m in extraction.mentions if m.text == "remote sensing"]
    assert found and found[0].canonical == "remote sensing"


def test_surpassing_compares(nlp):
    text = "Our kelp detector reaches 35.1 AP on SieveSet, surpassing GLIP at a similar scale."
    assert "GLIP" in _objects(nlp, text, Predicate.COMPARES_WITH)


def test_a_name_after_a_short_metric_on_is_data(nlp):
    text = (
        "Our kelp detector reaches 35.1 AP on the rare categories of SieveVIS and 41.2 AP50 on "
        "novel classes of PEBBLE-COCO."
    )
    assert _mentions(nlp, text).get("PEBBLE-COCO") is EntityType.DATASET


def test_an_amount_above_a_method_compares_and_improves(nlp):
    text = (
        "We propose KelpSepFormer. KelpSepFormer reaches 15.8 dB SI-SDRi on SieveMix, 1.9 dB "
        "above the audio-only PebbleFormer."
    )
    assert "PebbleFormer" in _objects(nlp, text, Predicate.COMPARES_WITH)
    assert _values(nlp, text) == [("15.8", False), ("1.9", True)]


def test_a_count_set_against_another_is_no_value(nlp):
    text = "PebbleFlow matches the RMSD of SieveDiffusion with 5 instead of 20 sampling steps."
    assert _values(nlp, text) == []


def test_a_gain_on_two_measures_over_names_compares(nlp):
    text = (
        "We train KelpLM-1B on pebble audiobooks. KelpLM-1B improves sWUGGY and sBLIMP accuracy "
        "over SieveLM and TWISTER."
    )
    assert {"SieveLM", "TWISTER"} <= _objects(nlp, text, Predicate.COMPARES_WITH)


def test_a_coined_name_the_paper_trains_is_proposed(nlp):
    text = (
        "We train KelpLM-1B on pebble audiobooks. KelpLM-1B improves sWUGGY accuracy over SieveLM."
    )
    assert "KelpLM-1B" in pipeline_proposed(nlp, text)


def test_imputation_alone_is_not_time_series_imputation(nlp):
    text = "Missing value imputation for kelp tables is hard. We propose PebbleImpute."
    extraction = extract_one(Paper(key="sha256:impute31", abstract=text), nlp=nlp)
    canonical = {m.canonical for m in extraction.mentions if m.type is EntityType.TASK}
    assert "time series imputation" not in canonical


def test_a_name_given_to_what_the_paper_adds_is_proposed(nlp):
    text = (
        "Kelp transformers fail at long sums. We fix this by adding an embedding to each "
        "digit. These Pebble Embeddings allow models to solve 100-digit problems."
    )
    assert "Pebble Embeddings" in pipeline_proposed(nlp, text)


def test_a_title_case_family_without_a_description_is_not_coined(nlp):
    # guard (unchanged): no sentence before adds "an embedding"
    text = "Kelp sums are hard. These Pebble Embeddings allow models to solve long problems."
    assert "Pebble Embeddings" not in pipeline_proposed(nlp, text)


def test_a_relation_between_two_things_keeps_both(nlp):
    text = (
        "We derive a scaling relation between the noise level and the grokking time that fits "
        "experiments on kelp addition."
    )
    assert pipeline_proposed(nlp, text) == {
        "scaling relation between the noise level and the grokking time"
    }


def test_a_percentage_on_a_name_is_data(nlp):
    text = "PebbleTab reaches 74.8% accuracy on KelpTables and 68.1% on SieveFact-Hard."
    assert _mentions(nlp, text).get("SieveFact-Hard") is EntityType.DATASET


def test_a_percentage_on_a_known_backbone_is_no_data(nlp):
    # guard: "ResNet" is a known method, so "ResNet-50-D" is a backbone, not data
    text = "On KelpNet, we reach a top-1 accuracy of 79.40% on ResNet-50 and 80.00% on ResNet-50-D."
    assert _mentions(nlp, text).get("ResNet-50-D") is not EntityType.DATASET


def test_a_gain_measured_on_data_over_names_compares(nlp):
    text = (
        "We present KelpSolve. KelpSolve improves LPIPS on SieveFaces super-resolution, "
        "inpainting and deblurring over PebbleDPS, PebbleRM and KelpPIR."
    )
    assert {"PebbleDPS", "PebbleRM", "KelpPIR"} <= _objects(nlp, text, Predicate.COMPARES_WITH)


def test_simulation_heads_a_title_task(nlp):
    text = "Mesh-based simulation of kelp is expensive. We present PebbleMeshNets."
    title = "Learning Mesh-Based Simulation with Pebble Networks"
    tasks = {t.lower() for t in pipeline_titled(nlp, text, title, Predicate.ADDRESSES_TASK)}
    assert "mesh-based simulation" in tasks


def test_graph_wavenet_is_no_wavenet(nlp):
    text = "Our kelp forecaster reduces the error by 6% compared with Graph WaveNet."
    extraction = extract_one(Paper(key="sha256:wavenet31", abstract=text), nlp=nlp)
    assert any(m.text == "Graph WaveNet" for m in extraction.mentions)


def test_a_value_within_another_compares(nlp):
    text = (
        "We present PebbleMesh. On KelpScenes, PebbleMesh renders at 60 FPS on a phone with a "
        "PSNR within 0.8 dB of Sieve-NGP."
    )
    assert "Sieve-NGP" in _objects(nlp, text, Predicate.COMPARES_WITH)


def test_the_number_of_a_name_is_no_value(nlp):
    text = (
        "PebbleNet reaches 81.3% top-1 accuracy on KelpNet. Its latency on a Pixel 6 phone is low."
    )
    assert [value for value, _ in _values(nlp, text)] == ["81.3%"]


def test_a_time_is_the_value_of_a_latency(nlp):
    text = "PebbleNet reaches a top-1 accuracy of 76.6% on KelpNet with an inference latency of 16.5 ms."
    assert [value for value, _ in _values(nlp, text)] == ["76.6%", "16.5 ms"]


def test_a_time_is_still_a_cost_elsewhere(nlp):
    # guard (unchanged): "trains in 6 hours" is a cost
    text = "PebbleNet reaches a top-1 accuracy of 76.6% on KelpNet and trains in 6 hours."
    assert [value for value, _ in _values(nlp, text)] == ["76.6%"]
