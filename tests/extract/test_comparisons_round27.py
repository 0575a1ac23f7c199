"""Round 27 of comparisons, results and tagged names (sentences written here).

* "X improves over Y" compares X with Y (before: Y was a background mention).
* A cue's preposition said again after "and" keeps the list going ("over GravelNet and over
  PebbleNet": before, only the first was compared).
* A compared factor before whose method it is: "compared with 1.9x for GravelNet" (before, only
  values and percentages were read so; the method was "used").
* A cue opening a relative clause on a name the paper does not propose is that name's
  comparison ("GravelSort, which improves over PebbleSort": not the paper's).
* A name the paper builds on is not its own for the appositive after it ("KelpSort, a sorter
  built on GravelSort, an older sorter which ...": before, GravelSort was proposed too).
* A range that opens with an improvement closes with one ("by 4 to 9 points": before, the 9 was
  read as a score).
* Names listed with a method the gazetteer knows are methods ("matches IPO and cDPO": before,
  both became datasets); "baselines, including A, B, C and D" compares each; "our method ...,
  and it matches X" compares.
* "by 0.9 dB over X": a short unit after a gain's amount; "KelpLM outperforms X and matches
  Y" (the proposal the subject of a matching verb; its later mentions are typed as the
  proposal before comparisons read them); "KelpWorld tasks" is named KelpWorld.
* "a benchmark from X" is a whole label; "over 38 downstream datasets" is a count, no value;
  "85.2% on PebbleBench and 73.1% on commonsense reasoning": the second value is not on
  PebbleBench (the sentence's one dataset, which the first value claims).
* "A novel X for Y is proposed": the label takes the complement that holds Y, and Y alone is
  no longer proposed; a unit after a value ("0.0692 eV") is no name; an acronym before "to" /
  "of" and a value is a metric ("the validation MAE to 0.0692").
* "our 2B-parameter model, PebbleNet-2B, ...": the name is proposed, the kind before it is the
  proposal's own (no use), and "7B model" is a size, no coined name.
* "we propose reward model ensembles with ...": a known name right after the cue that modifies
  the head after it names a new thing (before, nothing was proposed: the known name was
  read as borrowed).
* A relative clause "that does not require X" completes a label; "Our detector, KelpDistill,"
  proposes the name (any noun that reports no work); names the tagger typed Dataset that the
  paper outperforms are methods ("outperforming ViLD and RegionCLIP").
* "matches the validation loss of X" compares X, not the loss.
* Gazetteer datasets listed after "networks, including" are data, not examples of methods;
  "we collect KelpCall, a dataset of ..." proposes the dataset (a making verb); "built-in" is
  no cue verb; a name listed with known models only is a model.
* A task named as the means ("trained with reinforcement learning", "through deep
  reinforcement learning", "by means of X") is not the paper's task.
* "a new training scheme, pebble annealing, in which ...": a lowercase term set off by commas
  after a new thing's description, closed by a clause about it, is its name.
* A tagged name does not take in the verb after it ("SAEs trained on Gemma-2-2B recover ...":
  before, "Gemma-2-2B recover" was a dataset).
"""

from __future__ import annotations

import pytest
from conftest import pipeline_edges, pipeline_proposed

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.types import Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _compared(nlp, text: str) -> set[str]:
    return {m.text for m, _ in pipeline_edges(nlp, text, Predicate.COMPARES_WITH)}


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("PebbleSort improves over GravelNet and KelpNet.", {"GravelNet", "KelpNet"}),
        ("Our sieve improved over GravelNet on wet beds.", {"GravelNet"}),
    ],
)
def test_improves_over_compares(nlp, text, names):
    assert _compared(nlp, text) == names


def test_improved_over_time_compares_nothing(nlp):
    assert _compared(nlp, "We propose PebbleSort, whose yield improved over time.") == set()


def test_a_preposition_said_again_keeps_the_list(nlp):
    text = "Our sieve raises yields by 4 points over GravelNet and over PebbleNet."
    assert _compared(nlp, text) == {"GravelNet", "PebbleNet"}


def test_a_factor_before_its_method(nlp):
    text = "PebbleSort delivers a 2.4x speedup, compared with 1.9x for GravelNet."
    assert _compared(nlp, text) == {"GravelNet"}


def test_a_factor_of_a_class_names_no_method(nlp):
    # guard: "more than 10x for sorters such as X" compares an amount, not X (unchanged)
    text = "We reach speedups of more than 10x for sorters such as GravelNet-34 on wet beds."
    assert _compared(nlp, text) == set()


def test_a_relative_clause_on_another_name_is_its_comparison(nlp):
    text = "We sort pebbles with GravelSort, which outperforms PebbleSort on wet beds."
    assert "PebbleSort" not in _compared(nlp, text)


def test_the_base_and_its_appositive_are_not_proposed(nlp):
    text = (
        "We propose KelpSort, a sorter built on GravelSort, an older sorter which improves "
        "over PebbleSort."
    )
    assert pipeline_proposed(nlp, text) == {"KelpSort"}
    assert "PebbleSort" not in _compared(nlp, text)


def test_a_relative_clause_on_the_proposal_is_ours(nlp):
    # guard: the proposal's own relative clause compares (unchanged)
    assert _compared(nlp, "We propose KelpSort, which outperforms GravelNet.") == {"GravelNet"}


def _results(nlp, text: str) -> list[tuple[str, bool]]:
    extraction = extract_one(Paper(key="sha256:results", abstract=text), nlp=nlp)
    return sorted((r.value, r.improvement) for r in extraction.results)


def test_a_range_of_gains_is_one_gain(nlp):
    # (two gains, one per end, until round 59)
    text = "Our sieve improves sorting accuracy by 4 to 9 points over GravelNet."
    assert _results(nlp, text) == [("4-9", True)]


def test_a_range_from_a_start_is_unchanged(nlp):
    # guard: "from 70.1% to 75.3%" reads the reached value only (unchanged)
    text = "Our sieve raises sorting accuracy from 70.1% to 75.3% on PebbleBed."
    assert _results(nlp, text) == [("75.3%", False)]


def test_a_tagged_name_leaves_the_verb_after_it(nlp):
    text = (
        "Using this score, we show that TopK SAEs trained on Gemma-2-2B recover fewer than half "
        "of their pebbles."
    )
    extraction = extract_one(Paper(key="sha256:tagged", abstract=text), nlp=nlp)
    assert not any(m.text.endswith(" recover") for m in extraction.mentions)


def _types(nlp, text: str) -> dict[str, str]:
    extraction = extract_one(Paper(key="sha256:types", abstract=text), nlp=nlp)
    return {m.text: m.type.value for m in extraction.mentions}


def test_names_listed_with_a_known_method_are_methods(nlp):
    # "IPO" is a gazetteer method; the tagger reads "cDPO" as data
    text = "Our sieve improves yields by 0.6 over DPO, and it matches IPO and cDPO on wet beds."
    types = _types(nlp, text)
    assert types["IPO"] == types["cDPO"] == "Method"
    assert _compared(nlp, text) == {"DPO", "IPO", "cDPO"}


def test_baselines_including_a_list_are_each_compared(nlp):
    text = (
        "On wet beds, PebbleSort achieves the highest yield among 12 baselines, including "
        "CQL, IQL, Gravel-QL and KelpQL."
    )
    assert _compared(nlp, text) == {"CQL", "IQL", "Gravel-QL", "KelpQL"}


def test_it_after_our_method_matches(nlp):
    text = "Our sieve is fast, and it matches GravelNet and KelpNet on wet beds."
    assert _compared(nlp, text) == {"GravelNet", "KelpNet"}


def test_it_without_the_paper_compares_nothing(nlp):
    # guard: "it" of another's sentence is not the paper's
    text = "GravelNet was trained on wet beds, and it matches KelpNet on dry beds."
    assert _compared(nlp, text) == set()


def test_a_share_of_a_metric_is_that_metrics(nlp):
    text = "KelpQuant narrows the WikiText-2 perplexity gap to 0.47 and retains 98% of zero-shot accuracy."
    extraction = extract_one(Paper(key="sha256:share", abstract=text), nlp=nlp)
    metric = {r.value: extraction.mentions[r.metric].text for r in extraction.results}
    assert metric["98%"] == "zero-shot accuracy"


def test_camel_case_names_listed_before_tasks_are_environments(nlp):
    text = "On the AntGrid, KelpMaze and PebbleWorld tasks, our sieve achieves the highest score."
    types = _types(nlp, text)
    assert types.get("KelpMaze") == "Environment"


def test_a_short_unit_after_the_gain_amount(nlp):
    text = "On PebbleBed, our sieve improves PSNR by 0.9 dB over GravelNet."
    assert _compared(nlp, text) == {"GravelNet"}


def test_the_proposal_outperforms_one_and_matches_another(nlp):
    text = (
        "We propose KelpLM, a sieve for pebbles. On the downstream tasks of the PebbleBench "
        "benchmark, KelpLM outperforms GravelNet of the same size and matches SandNet."
    )
    assert _compared(nlp, text) == {"GravelNet", "SandNet"}


def test_a_relative_clause_that_matches_compares_nothing(nlp):
    # guard: "a sieve that matches the grain of X" is no proposal subject right before the verb
    text = "We propose KelpLM, a sieve that matches the grain distribution of GravelNet."
    assert _compared(nlp, text) == set()


def test_a_suite_of_tasks_is_named_by_its_name(nlp):
    text = "Agents equipped with our sieve solve 38.4% of KelpWorld tasks on wet beds."
    extraction = extract_one(Paper(key="sha256:suite", abstract=text), nlp=nlp)
    assert not any(m.text == "KelpWorld tasks" for m in extraction.mentions)


def test_a_benchmark_from_its_source_is_a_whole_label(nlp):
    text = "We construct a benchmark from merged pull requests of pebble repositories."
    assert pipeline_proposed(nlp, text) == {
        "benchmark from merged pull requests of pebble repositories"
    }


def test_a_count_with_a_modifier_is_no_value(nlp):
    text = "Our sieve improves average accuracy over 38 downstream datasets by 2.4 points."
    assert [v for v, _ in _results(nlp, text)] == ["2.4"]


def test_a_value_on_a_task_is_not_on_the_other_values_dataset(nlp):
    text = (
        "KelpRank achieves 85.2% accuracy on the PebbleBench benchmark and 73.1% on "
        "commonsense reasoning."
    )
    extraction = extract_one(Paper(key="sha256:ontask", abstract=text), nlp=nlp)
    on = {
        r.value: None if r.dataset is None else extraction.mentions[r.dataset].text
        for r in extraction.results
    }
    assert on == {"85.2%": "PebbleBench", "73.1%": None}


def test_a_value_on_a_task_of_the_one_dataset_stays_on_it(nlp):
    # guard: no other value claims the dataset, so the task is a setting of it (unchanged)
    text = "Using the PebbleBed dataset, our sieve improves accuracy to 98.5% on the sorting task."
    extraction = extract_one(Paper(key="sha256:ontask2", abstract=text), nlp=nlp)
    assert [extraction.mentions[r.dataset].text for r in extraction.results] == [
        "PebbleBed dataset"
    ]


def test_a_passive_proposal_keeps_the_complement_that_holds_a_known_name(nlp):
    text = "A novel pebble transformer for molecular property prediction is proposed in this paper."
    assert pipeline_proposed(nlp, text) == {"pebble transformer for molecular property prediction"}


def test_a_passive_proposal_does_not_propose_its_complement(nlp):
    text = "A novel pebble sorter for wet beds is proposed in this paper."
    assert "wet beds" not in pipeline_proposed(nlp, text)


def test_a_unit_after_a_value_is_no_name(nlp):
    text = "KelpFormer reduces the validation error to 0.0692 eV on PebbleBed."
    extraction = extract_one(Paper(key="sha256:unit", abstract=text), nlp=nlp)
    assert "eV" not in {m.text for m in extraction.mentions}


def test_an_acronym_before_of_and_a_value_is_a_metric(nlp):
    text = "KelpFormer reduces the validation MAE to 0.0692 on PebbleBed."
    assert _types(nlp, text).get("MAE") == "Metric"


@pytest.mark.parametrize(
    ("text", "name", "kind"),
    [
        (
            "Following this recipe, our 2B-parameter model, PebbleNet-2B, surpasses GravelNet.",
            "PebbleNet-2B",
            "2B-parameter model",
        ),
        ("Our novel sorting architecture, KelpSort, sorts pebbles well.", "KelpSort", None),
    ],
)
def test_our_kind_then_a_name_proposes_the_name(nlp, text, name, kind):
    assert pipeline_proposed(nlp, text) == {name}
    if kind is not None:
        assert kind not in {m.text for m, _ in pipeline_edges(nlp, text, Predicate.USES_METHOD)}


def test_their_kind_then_a_name_proposes_nothing(nlp):
    # guard: another's model named after its kind is not the paper's
    text = "Their 7B model, GravelNet-7B, sorts pebbles well."
    assert pipeline_proposed(nlp, text) == set()


def test_a_known_name_modifying_a_head_proposes_the_compound(nlp):
    text = "We propose reward model ensembles with uncertainty-weighted aggregation."
    assert pipeline_proposed(nlp, text) == {"reward model ensembles"}


def test_a_known_name_alone_after_the_cue_is_unchanged(nlp):
    # guard: "we propose GAN models": the known name and a class word (unchanged)
    assert pipeline_proposed(nlp, "We propose GAN models for pebbles.") == {"GAN"}


def test_a_relative_clause_with_does_not_completes_the_label(nlp):
    text = "We develop a pebble estimator that does not require solving an ill-posed equation."
    assert pipeline_proposed(nlp, text) == {
        "pebble estimator that does not require solving an ill-posed equation"
    }


def test_our_noun_then_a_name_proposes_the_name(nlp):
    text = "Our detector, KelpDistill, achieves 36.2 box AP on PebbleBed."
    assert pipeline_proposed(nlp, text) == {"KelpDistill"}


def test_our_results_then_a_name_proposes_nothing(nlp):
    # guard: a noun that reports work is no kind of thing made
    text = "Our results, GravelNet included, show that sieves sort pebbles well."
    assert pipeline_proposed(nlp, text) == set()


def test_what_is_outperformed_is_a_method(nlp):
    text = (
        "We propose KelpDistill. On PebbleBed, KelpDistill achieves 36.2 box AP, "
        "outperforming ViLD and RegionCLIP."
    )
    assert _compared(nlp, text) == {"ViLD", "RegionCLIP"}


@pytest.mark.parametrize("name", ["machine unlearning", "test-time adaptation"])
def test_problem_settings_are_tasks_in_the_gazetteer(name):
    from kg.lexicon.gazetteer import load_gazetteer

    entry = load_gazetteer().lookup(name)
    assert entry is not None and entry.type.value == "Task"


def test_matching_a_measure_of_a_method_compares_the_method(nlp):
    text = "Our sieve matches the validation loss of GravelNet while using less memory."
    assert _compared(nlp, text) == {"GravelNet"}


def test_known_datasets_listed_after_networks_are_evaluated_on(nlp):
    text = (
        "We evaluate six sieves on 24 node classification datasets spanning citation and "
        "e-commerce networks, including ogbn-arxiv and Amazon-Computers."
    )
    evaluated = {m.text for m, _ in pipeline_edges(nlp, text, Predicate.EVALUATES_ON)}
    assert evaluated == {"ogbn-arxiv", "Amazon-Computers"}


def test_a_dataset_the_paper_collects_is_proposed(nlp):
    text = "We collect KelpCall, a dataset of 18,000 pebbles from 1,200 wet beds."
    assert pipeline_proposed(nlp, text) == {"KelpCall"}


def test_a_dataset_trained_on_is_not_proposed(nlp):
    # guard: only data the paper makes ("collect", "curate", "build") is its own
    text = "We train on KelpSet, a dataset of 1.2 million pebbles."
    assert pipeline_proposed(nlp, text) == set()


def test_a_hyphenated_word_is_no_cue_verb(nlp):
    text = "We sort the pebbles with the built-in PebbleNet scorer for wet beds."
    assert pipeline_proposed(nlp, text) == set()


def test_a_name_listed_with_known_models_is_a_model(nlp):
    text = "Table 2 gives the accuracy on VGG-16, ResNet-101 and PebbleNet as backbone."
    assert _types(nlp, text).get("PebbleNet") == "Model"


def _tasks(nlp, text: str) -> set[str]:
    return {m.text for m, _ in pipeline_edges(nlp, text, Predicate.ADDRESSES_TASK)}


@pytest.mark.parametrize(
    "text",
    [
        "We propose a pebble sorter and a sieve policy trained with reinforcement learning.",
        "We show how to learn fast sieving heuristics through deep reinforcement learning.",
    ],
)
def test_a_task_named_as_the_means_is_not_the_task(nlp, text):
    assert not {"reinforcement learning", "deep reinforcement learning"} & _tasks(nlp, text)


def test_a_task_studied_stays_the_task(nlp):
    # guard (unchanged)
    text = "We study reinforcement learning for sorting pebbles on wet beds."
    assert "reinforcement learning" in _tasks(nlp, text)


def test_a_new_things_lowercase_term_is_its_name(nlp):
    text = (
        "We introduce a new training scheme, pebble annealing, in which sieves are cooled slowly."
    )
    assert pipeline_proposed(nlp, text) == {"pebble annealing"}


def test_a_term_after_a_description_that_is_not_new_is_not_proposed(nlp):
    # guard: no word of novelty, no name given
    text = "We use a training scheme, pebble annealing, in which sieves are cooled slowly."
    assert pipeline_proposed(nlp, text) == set()
