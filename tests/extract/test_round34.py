"""Round 34 (sentences written here, from abstracts written in today's style).

* "Kelp requires neither hyperparameter tuning nor dimensionality reduction", "an aggregation
  rule that requires no hyperparameter tuning and no model selection", "eliminating the need
  for explicit reconstruction": what a paper says it does without is no task it addresses,
  every item of the denied list (before, each was addressed; on the 3,229 graph 9 such edges
  go, all read, and 10 methods done without are no longer used: "with no beam-search",
  "without importance weighting, entropy regularization, or ...").
* "achieves a word error rate of 2.1% and a speaker similarity of 0.67": a measure named right
  before a value with "of" is what the value is of, though no metric was found in it (before,
  "0.67 word error rate"); not a word of change ("which is an improvement of 0.6").
* "reducing memory by 6x, and it outperforms SieveKV by 4.2 points": a clause with its own
  subject after ", and" starts over (before, "memory improvement 4.2").
* "detects 96% of jailbreak attempts at a 1% false positive rate": after a value, "at a <value>
  <metric>" is the operating point it is reached at, no result (before, "1% false positive
  rate"). On the 3,229 graph 4 results go, all misread: an image size, a factor, a count, a step.
* "KelpQA: A Benchmark for Multimodal Pebble Reasoning over Charts": "over" ends a title's task
  as "on" does (before, no task; the 3,229 graph does not change).
* "Compressed sensing recovers sparse signals from few measurements": a known name and the
  sentence's verb right after it ("recovers": a verb's -s form only) are the name (before, the
  tagger's "Compressed sensing recovers", no entity). The 3,229 graph and kg eval do not change.
* "Training-Free Hallucination Mitigation for X": "mitigation" heads a title's task ("recovery"
  was tried too: of the 5 title tasks it added on the 3,229 graph, 2 were "Guaranteed
  Recovery" and "Rate-Optimal Recovery", so it stays out).
* "We propose a self-paced curriculum that orders training problems by ...": the noun
  before the relative clause types the unnamed proposal, not the clause's object (before, a
  Task; on the 3,229 graph 3 proposals are retyped Method: "supervised variant which is
  capable of ...", was a Task; "functional form which approximates ...", was a Metric).
* "On LoCoMo and LongMemEval, PebbleMem answers questions about past sessions more accurately
  than MemGPT": "past" alone is no word of prior work ("in the past" is); the data is
  evaluated on (before, only mentioned; on the 3,229 graph one method, "processed by a
  decoder network" beside "past observations", is used again).
* "improves Hits@50 on ogbl-collab by 6.1 points": Hits@5/20/50/100 join the gazetteer's Hits@k
  (before, the value went to "accuracy" after it).
* "Neural Collapse Explains Out-of-Distribution Detection", "Residual Connections Encourage
  Iterative Inference": a title's claim is about the object after its verb, the paper's task
  as "for X" states one (before, the whole clause was the task's name; 5 titles of the 3,229
  corpus read so, their drawn edges do not change).
* "We train an uncertainty-aware reward model that ..." under the title "Uncertainty-Aware
  Reward Models Mitigate X": a model the paper trains and its title names is its proposal,
  as one later called "our model" is; a known class may head it ("reward model"), not open it
  (before, nothing proposed; the 3,229 graph does not change).
* Gazetteer: H2O (=, Heavy-Hitter Oracle), Diffuser (=), SmoothQuant, MemGPT (Methods),
  Perceiver (Model): "eviction methods such as SnapKV and H2O score tokens once" typed H2O a
  Metric ("H2O score"). The 3,229 graph does not change.
* Gazetteer: constrained reinforcement learning (Task, constrained RL), AutoDock Vina (Method),
  spectral norm (Concept: no longer an alias of spectral normalization, a wrong merge; 2 used
  methods on the 3,229 graph become mentions of the concept), "visual SLAM" joins SLAM.
  "We propose an algorithm for constrained reinforcement learning that ..." is then a
  proposal that says what it is for (before, none).
* "On Long Range Arena, X outperforms Y, and on PG-19 it reaches a perplexity of 27.4": a
  later clause opened by "on <data>" is where its value was measured, not the sentence's
  opening data (before, "on Long Range Arena"; on the 3,229 graph one result gets its
  dataset, "while on the ImageNet dataset ..." after "On CIFAR-10 dataset, ... 2.84%").
* "a true positive rate of 92% at a false positive rate of 1%": after a value, "at a <metric> of
  <value>" is where it was measured (not "sets a new state of the art at an execution accuracy
  of 87.1%", a first version's loss on the 3,229 graph); "on 30 unseen household objects"
  counts things past two modifiers; "by an average of 2.3 points" is an improvement; chrF++ is
  chrF; an improvement in "normalized discounted cumulative gain" says so in its label (the
  metric's own "gain" is no change word; one label on the 3,229 graph).
* "matches or exceeds LoRA and DoRA", "with performance that exceeds DDPG": "exceed" compares
  as "surpass" does (before, used; on the 3,229 graph DDPG is compared with, no longer used).
* "64.8 HOTA on MOT17 and 61.2 HOTA on DanceTrack, outperforming ByteTrack by 1.7 and 8.9
  HOTA": a value listed after an improvement of a metric of the same name is one too (before,
  "8.9 HOTA" was a score: the two values' metric mentions differ). Gazetteer: DanceTrack
  (Benchmark), ByteTrack (Method). The 3,229 graph does not change.
* "We introduce KelpBench, a benchmark of 500 shopping tasks ... KelpAgent completes 41% of
  KelpBench tasks": a share of the paper's own data solved is a run on it (before, only
  proposed; the 3,229 graph does not change).
"""

from __future__ import annotations

import pytest
from conftest import pipeline_edges, pipeline_objects, pipeline_results, pipeline_titled

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.extract.relations.title_tasks import title_tasks
from kg.graph import _fit_predicate
from kg.types import DONE_WITHOUT_RULE, Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


@pytest.mark.parametrize(
    ("text", "denied"),
    [
        (
            "We present Kelp, a sampler for black-box optimization. Kelp requires neither "
            "hyperparameter tuning nor dimensionality reduction, and it scales to many dimensions.",
            {"hyperparameter tuning", "dimensionality reduction"},
        ),
        (
            "We propose Marrow, an aggregation rule for federated learning that requires no "
            "hyperparameter tuning and no model selection.",
            {"hyperparameter tuning", "model selection"},
        ),
        (
            "Our pebble representations capture only what decisions need, eliminating the need "
            "for dimensionality reduction.",
            {"dimensionality reduction"},
        ),
    ],
)
def test_a_task_the_paper_does_without_is_not_addressed(nlp, text, denied):
    tasks = pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert not tasks & denied
    assert denied <= pipeline_objects(nlp, text, Predicate.MENTIONS)


def test_a_task_done_under_a_condition_is_still_addressed(nlp):
    # guard (unchanged): "without" names the condition, not the task
    text = "We study semantic segmentation without dense labels. We propose Pebble for it."
    assert "semantic segmentation" in pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)


def test_a_denial_of_the_first_item_before_a_subject_denies_only_it(nlp):
    # guard (unchanged): a bare comma after the denied thing ends the list
    text = (
        "We propose a pebble loss. Without the proposed pebble loss, semantic segmentation "
        "would need many more labels."
    )
    assert "semantic segmentation" in pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)


@pytest.mark.parametrize(
    "text",
    [
        "We train Kelp on kelp images using neither weight decay nor dropout.",
        "Kelp reaches high accuracy with no weight decay, warmup or dropout on kelp images.",
    ],
)
def test_a_method_the_paper_does_without_is_not_used(nlp, text):
    assert not {"weight decay", "dropout"} & pipeline_objects(nlp, text, Predicate.USES_METHOD)


def test_a_mention_done_without_stays_a_mention_in_the_graph():
    rule = f"rule.{DONE_WITHOUT_RULE}"
    assert (
        _fit_predicate(Predicate.MENTIONS, "Task", "Paper", mention_kind="Task", rule=rule)
        is Predicate.MENTIONS
    )
    assert (
        _fit_predicate(
            Predicate.MENTIONS, "Task", "Paper", mention_kind="Task", rule="rule.background"
        )
        is Predicate.ADDRESSES_TASK  # (a plain "rule.mentions" stays a mention: round 67)
    )


def _results(nlp, text: str) -> list[tuple[str, str, bool]]:
    return pipeline_results(nlp, text, key="sha256:results34")


def test_a_measure_named_before_a_value_takes_it_from_the_metric_before(nlp):
    text = (
        "Trained on LibriTTS, KelpSpeech achieves a word error rate of 2.1% and a pebble "
        "similarity of 0.67, surpassing VALL-E."
    )
    assert _results(nlp, text) == [("word error rate", "2.1%", False)]


def test_an_improvement_of_a_value_stays_the_metric_s(nlp):
    # guard (unchanged): a word of change is no other measure
    text = "Our best model achieves a METEOR score of 0.31, which is an improvement of 0.6 over X."
    assert ("METEOR score", "0.6", True) in _results(nlp, text)


def test_a_clause_with_its_own_subject_starts_over(nlp):
    text = (
        "On LongBench, TokenKelp matches full-cache accuracy while reducing KV memory by 6x, "
        "and it outperforms SieveKV by 4.2 points on average."
    )
    assert not [r for r in _results(nlp, text) if r[1] == "4.2" and r[0] == "KV memory"]


def test_an_operating_point_after_a_value_is_no_result(nlp):
    text = (
        "On AdvBench, PebbleGuard detects 96% of jailbreak attempts at a 1% false positive "
        "rate, outperforming Llama Guard."
    )
    assert not [r for r in _results(nlp, text) if r[1] == "1%"]


def test_over_ends_a_title_s_task():
    title = "KelpQA: A Benchmark for Multimodal Pebble Reasoning over Charts"
    assert title_tasks(title) == ["Multimodal Pebble Reasoning"]


def test_a_known_name_before_the_sentence_s_verb_is_the_name(nlp):
    text = "Compressed sensing recovers sparse kelp signals from few pebble measurements."
    extraction = extract_one(Paper(key="sha256:verb34", abstract=text), nlp=nlp)
    assert "Compressed sensing" in {m.text for m in extraction.mentions}


def test_a_noun_too_after_a_known_name_is_left_to_the_tagger():
    # guard: "shifts" is a noun as well as a verb, the rule keeps off it
    from kg.lexicon.wordclass import load_lexicon, only_verb

    lexicon = load_lexicon()
    assert only_verb("recovers", lexicon) and only_verb("converges", lexicon)
    assert not only_verb("shifts", lexicon) and not only_verb("methods", lexicon)


def test_mitigation_heads_a_title_s_task():
    assert title_tasks("Pebble Hallucination Mitigation for Kelp Models") == [
        "Pebble Hallucination Mitigation"
    ]


def test_the_noun_before_a_relative_clause_types_the_proposal(nlp):
    text = (
        "We propose a self-paced curriculum that orders training problems by the model's own "
        "pass rate."
    )
    found = [(m.text, m.type.value) for m, _ in pipeline_edges(nlp, text, Predicate.PROPOSES)]
    assert [t for _, t in found] == ["Method"], found


def test_past_alone_is_no_word_of_prior_work(nlp):
    text = (
        "We present PebbleMem, a memory system for dialogue. On LoCoMo and KelpMemEval, "
        "PebbleMem answers questions about past sessions more accurately than MemGPT."
    )
    assert {"LoCoMo", "KelpMemEval"} <= pipeline_objects(nlp, text, Predicate.EVALUATES_ON)


def test_hits_at_fifty_is_a_metric(nlp):
    text = "PebbleGNN improves Hits@50 on ogbl-collab by 6.1 points over GCN."
    assert _results(nlp, text) == [("Hits@50", "6.1", True)]


@pytest.mark.parametrize(
    ("title", "task"),
    [
        ("Neural Collapse Explains Out-of-Distribution Detection", "Out-of-Distribution Detection"),
        ("Pebble Features Improve Kelp Segmentation", "Kelp Segmentation"),
    ],
)
def test_a_title_s_claim_is_about_the_object_of_its_verb(title, task):
    assert title_tasks(title) == [task]


def test_a_title_s_claimed_task_is_the_paper_s(nlp):
    text = (
        "We show that the degree of neural collapse predicts how well simple pebble detectors "
        "separate inputs."
    )
    title = "Neural Collapse Explains Out-of-Distribution Detection"
    found = {t.lower() for t in pipeline_titled(nlp, text, title, Predicate.ADDRESSES_TASK)}
    assert "out-of-distribution detection" in found


def test_a_trained_model_the_title_names_is_proposed(nlp):
    text = (
        "We train a pebble-aware reward model that predicts a distribution over rewards. "
        "On Anthropic HH, our approach delays overoptimization."
    )
    title = "Pebble-Aware Reward Models Mitigate Reward Overoptimization"
    found = {t.lower() for t in pipeline_titled(nlp, text, title, Predicate.PROPOSES)}
    assert found == {"pebble-aware reward model"}


def test_a_trained_model_the_title_does_not_name_is_not_proposed(nlp):
    # guard (unchanged): neither the title nor "our model" says it is the paper's
    text = (
        "We train an uncertainty-aware kelp model that predicts a distribution over rewards. "
        "On Anthropic HH, the approach delays overoptimization."
    )
    title = "Reward Overoptimization in Pebble Alignment"
    assert not pipeline_titled(nlp, text, title, Predicate.PROPOSES)


def test_h2o_is_a_known_method(nlp):
    text = "Existing eviction methods such as SnapKV and H2O score tokens once."
    extraction = extract_one(Paper(key="sha256:h2o34", abstract=text), nlp=nlp)
    assert {(m.text, m.type.value) for m in extraction.mentions} >= {("H2O", "Method")}


def test_an_algorithm_for_a_known_task_says_what_it_is_for(nlp):
    text = (
        "We propose an algorithm for constrained reinforcement learning that estimates the "
        "cost of each action optimistically and restricts exploration to certified actions."
    )
    found = {m.text for m, _ in pipeline_edges(nlp, text, Predicate.PROPOSES)}
    assert found == {"algorithm for constrained reinforcement learning"}


def test_the_spectral_norm_is_no_spectral_normalization(nlp):
    text = "Our pebble bound does not scale with the product of the spectral norms of the weights."
    extraction = extract_one(Paper(key="sha256:norm34", abstract=text), nlp=nlp)
    assert [m.canonical for m in extraction.mentions if "spectral" in m.text] == ["spectral norm"]


def test_a_later_clause_on_data_takes_its_value(nlp):
    text = (
        "On Long Range Arena, Pebble Attention outperforms Mamba, and on PG-19 it reaches a "
        "perplexity of 27.4."
    )
    extraction = extract_one(Paper(key="sha256:clause34", abstract=text), nlp=nlp)
    found = [(r.value, extraction.mentions[r.dataset].text) for r in extraction.results]
    assert found == [("27.4", "PG-19")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Our pebble watermark remains detectable with a true positive rate of 92% at a false "
            "positive rate of 1%.",
            [("true positive rate", "92%", False)],
        ),
        (
            "KelpGrasp achieves an 87% grasp success rate on 30 unseen household objects.",
            [("success rate", "87%", False)],
        ),
        (
            "Fine-tuning on the selected kelp data improves chrF++ on FLORES-200 by an average "
            "of 2.3 points.",
            [("chrF++", "2.3", True)],
        ),
    ],
)
def test_settings_counts_and_averaged_changes(nlp, text, expected):
    assert _results(nlp, text) == expected


def test_a_score_reached_at_a_value_stays_a_result(nlp):
    # guard (unchanged): no value before "at" in its clause
    text = "Our pebble parser sets a new state of the art at an execution accuracy of 87.1%."
    assert _results(nlp, text) == [("execution accuracy", "87.1%", False)]


def test_a_gain_in_a_metric_s_name_is_no_change_word():
    from kg.graph import _CHANGE_NAMED

    assert _CHANGE_NAMED.search("average F1 gain")
    assert not _CHANGE_NAMED.search("normalized discounted cumulative gain")


def test_exceeding_a_method_compares_with_it(nlp):
    text = "We propose Kelp-LoRA. On GLUE, Kelp-LoRA matches or exceeds PebbleRank and DoRA."
    assert {"PebbleRank", "DoRA"} <= {
        m.text for m, _ in pipeline_edges(nlp, text, Predicate.COMPARES_WITH)
    }


def test_a_value_listed_after_an_improvement_of_the_same_metric_is_one(nlp):
    text = (
        "KelpTrack achieves 64.8 HOTA on MOT17 and 61.2 HOTA on DanceTrack, outperforming "
        "ByteTrack by 1.7 and 8.9 HOTA."
    )
    found = {(value, improvement) for _, value, improvement in _results(nlp, text)}
    assert {("1.7", True), ("8.9", True), ("64.8", False)} <= found


def test_a_share_of_the_paper_s_own_benchmark_solved_is_a_run_on_it(nlp):
    text = (
        "We introduce PebbleBench, a benchmark of 500 long-horizon shopping tasks. Our agent "
        "completes 41% of PebbleBench tasks and 52% of WebArena tasks."
    )
    assert {"PebbleBench", "WebArena"} <= pipeline_objects(nlp, text, Predicate.EVALUATES_ON)
