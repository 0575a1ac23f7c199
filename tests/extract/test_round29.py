"""Round 29 of proposals (sentences written here).

* "we propose to explicitly model X": the infinitive's verb after an adverb of manner is the
  way of doing (before, the adverb hid the verb and nothing was proposed).
* "we present, to the best of our knowledge, the first X": a phrase set off by commas between
  the cue and its object (before, the comma ended the object and nothing was proposed).
* "we propose to refine X by proposing a framework, Y": the gerund label ends before the means
  that announces a proposal of its own (before, it ran on to "by proposing a framework").
* "an evolutionary search over discrete prompts": "over" opens a complement that says which
  search (before, the label was the bare "evolutionary search").
* A long form whose short form skips its function words ("personalized propagation of kelp
  predictions (PPKP)") starts at the word of the first initial (before, Schwartz-Hearst matched
  the second "p" inside "propagation" and the long form lost "personalized").
* "we utilize X to construct a simple model, NAME (N), ...": a purpose clause far from "we"
  proposes what it names (before, only "to develop / design / propose" did); not a step of the
  work ("to construct a similarity graph").
* Values listed after a word of comparison are the baselines' scores ("against 40.1% for DPO
  and 44.7% for SimPO": before, both were the paper's results); not "versus 88.1% for X, and
  93.5% accuracy on Y".
* A number with K, M or B glued to it counts things ("beyond 128K tokens", "5.7M parameters",
  "600M FLOPs": before, values of the sentence's metric).
* A title's study of a task ("Kelpie: Evaluating Long-Context Reasoning in ...", "Benchmarking
  X") names the paper's task, the gerund left out (before, "Evaluating Long-Context Reasoning"
  was no task, as "Understanding X" still is not).
* Data named in an opening "Unlike X, ..." is set against, not evaluated on (before, an
  evaluatesOn edge).
* A title that names a thing made in plain Title Case before its colon ("Kelp Entropy Probes:
  Cheap Pebble Detection in ...") states the thing's purpose after it, as a coined name's does
  (before, only one coined word did); "Cheap" and "Lightweight" are praise before a title's
  task.
* "best-of-N selection" / "best-of-N decoding" are the gazetteer's best-of-N sampling (before,
  the tagger's Task).
* A known name of common words followed by a language ("Common Voice English") is no piece
  of a longer name (before, the linker kept it undrawn, and the paper lost its evaluatesOn).
* The appositive that calls a proposal's name what it is ("we distill X into PebbleSpeech, a
  90M-parameter streaming recognizer with ...") is the proposal's kind wherever the name is
  proposed (before, only where that very mention was; the graph drew a usesMethod edge).
* A proposal written in Title Case mid-sentence ("we propose Guided Pebble Strategies, a
  method ...") is a name the paper gives, a term whatever family its head names (before, the
  linker judged it a generic class of works and drew no node).
* Values after an opening "On the A and B fraud datasets, ..." pair with A and B in order, B
  a name typed data only later (before, both values were on A).
* "32.1 AP on the rare categories of X": the data the part is of (before, the data of the
  next value).
* A one-word lowercase alias of a longer known name ("distillation" for knowledge
  distillation) that is a word of another known name of the paper ("score distillation
  sampling") is the paper's own kind, never drawn as the known name.
* A title's task with a modifier holding a digit ("Text-to-3D Generation") is specific (before,
  "text-to-3d" was no word, and the title's task was dropped).
* "we formalize a novel criterion called X": "formalize" announces a thing called new (before,
  never a cue); "we formalize the problem of X" does not.
"""

from __future__ import annotations

import pytest
from conftest import pipeline_edges, pipeline_proposed

from kg.extract import extract_one
from kg.extract.acronyms import find_acronyms
from kg.extract.pipeline import make_pipeline
from kg.types import Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "Instead, we propose to explicitly model a pebble policy for the sorting stage.",
            "modeling a pebble policy for the sorting stage",
        ),
        (
            "We propose to jointly anneal the kelp weights with a cosine schedule.",
            "annealing the kelp weights with a cosine schedule",
        ),
    ],
)
def test_an_adverb_before_the_intended_verb(nlp, text, label):
    assert pipeline_proposed(nlp, text) == {label}


def test_an_ly_verb_is_no_adverb(nlp):
    # guard: "apply" ends in -ly but is the verb, put to use ("to apply X": nothing)
    assert pipeline_proposed(nlp, "We propose to apply kelp sorting to pebbles.") == set()


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "In this paper we present, to the best of our knowledge, the first method to sort "
            "pebbles in kelp beds.",
            "method to sort pebbles in kelp beds",
        ),
        (
            "We propose, for the first time, a sieve that sorts pebbles by weight.",
            "sieve that sorts pebbles by weight",
        ),
    ],
)
def test_a_phrase_set_off_between_the_cue_and_its_object(nlp, text, label):
    assert pipeline_proposed(nlp, text) == {label}


def test_results_set_off_are_no_proposal(nlp):
    # guard: the object after the phrase set off is still read ("results" are no contribution)
    assert pipeline_proposed(nlp, "We present, in Section 3, results on pebble sorting.") == set()


def test_a_gerund_label_ends_before_a_means_that_proposes(nlp):
    text = (
        "To reduce the noise, we propose to refine the pebble labels in the target sieve by "
        "proposing an unsupervised framework, Kelp Mean-Teaching, to learn better features."
    )
    assert "refining the pebble labels in the target sieve" in pipeline_proposed(nlp, text)


def test_over_opens_a_complement(nlp):
    text = "We present an evolutionary search over discrete pebble prompts that uses only outputs."
    assert pipeline_proposed(nlp, text) == {"evolutionary search over discrete pebble prompts"}


@pytest.mark.parametrize(
    ("text", "long_form"),
    [
        (
            "We sort with pebble sorting of kelp beds (PSKB) at scale.",
            "pebble sorting of kelp beds",
        ),
        (
            "We present personalized propagation of kelp predictions (PPKP).",
            "personalized propagation of kelp predictions",
        ),
        ("We adopt the bag of pebbles (BoP) view.", "bag of pebbles"),
    ],
)
def test_a_long_form_whose_initials_skip_function_words(text, long_form):
    # the first and the last are guards (unchanged)
    assert [text[a:b] for a, b, _, _ in find_acronyms(text)] == [long_form]


def test_a_purpose_clause_proposes_the_name_it_gives(nlp):
    text = (
        "In this paper, we utilize the relationship between kelp and pebbles to construct a "
        "simple model, pebble sorting of kelp beds (PSKB), that runs fast."
    )
    assert pipeline_proposed(nlp, text) == {"pebble sorting of kelp beds"}


def test_a_purpose_clause_step_proposes_nothing(nlp):
    # guard: "to construct" a thing the work only uses, far from "we"
    text = (
        "In this paper, we utilize an ensemble of deep kelp networks trained on pebbles to "
        "construct a similarity graph, from which labels are read."
    )
    assert pipeline_proposed(nlp, text) == set()


def test_formalize_a_new_thing_proposes_it(nlp):
    text = (
        "Combined with the vanilla sieve, we formalize a novel criterion called the isotropic "
        "sieve, or isosieve for short, for sorting pebbles."
    )
    assert pipeline_proposed(nlp, text) == {"isotropic sieve"}


def test_formalize_a_problem_proposes_nothing(nlp):
    # guard: no "new" thing formalized
    assert pipeline_proposed(nlp, "We formalize the problem of kelp sorting as a game.") == set()


def _values(nlp, text: str) -> list[str]:
    extraction = extract_one(Paper(key="sha256:results29", abstract=text), nlp=nlp)
    return [r.value for r in extraction.results]


@pytest.mark.parametrize(
    ("text", "values"),
    [
        (
            "On KelpEval, PebbleDPO reaches a win rate of 48.3%, against 40.1% for DPO and "
            "44.7% for SimPO.",
            ["48.3%"],
        ),
        (
            "PebbleAgent reaches a success rate of 35.8% on KelpArena and 52.4% on SieveWeb, "
            "compared with 14.9% and 38.1% for ReAct.",
            ["35.8%", "52.4%"],
        ),
        (
            "PebbleNet reaches 91.2% accuracy versus 88.1% for KelpNet, and 93.5% accuracy on "
            "SieveSet.",
            ["91.2%", "93.5%"],
        ),
    ],
)
def test_values_listed_after_a_comparison_are_the_baselines(nlp, text, values):
    # the second and the last are guards (unchanged; in the last, ", and" opens a clause of
    # the paper's own)
    assert _values(nlp, text) == values


@pytest.mark.parametrize(
    "text",
    [
        "PebbleLM reaches 41.2% accuracy, and the accuracy drops beyond 128K tokens.",
        "PebbleNet reaches 41.2% accuracy with only 5.7M parameters.",
    ],
)
def test_a_count_in_thousands_or_millions_is_no_value(nlp, text):
    assert _values(nlp, text) == ["41.2%"]


def _title_tasks(nlp, text: str, title: str) -> set[str]:
    extraction = extract_one(Paper(key="sha256:title29", abstract=text, title=title), nlp=nlp)
    return {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.ADDRESSES_TASK
    }


@pytest.mark.parametrize(
    ("title", "task"),
    [
        (
            "PebbleBench: Evaluating Long-Context Kelp Reasoning in Language Models",
            "long-context kelp reasoning",
        ),
        ("Benchmarking Long-Context Kelp Reasoning", "long-context kelp reasoning"),
    ],
)
def test_a_title_study_of_a_task_names_the_task(nlp, title, task):
    text = "We introduce PebbleBench, a benchmark of 2,400 questions. The best model fails often."
    assert task in _title_tasks(nlp, text, title)


def test_a_title_understanding_names_no_task(nlp):
    # guard: "Understanding X" works on an idea, no task
    text = "We study why sieves fail. The best sieve fails often."
    title = "Understanding Long-Context Kelp Reasoning"
    assert _title_tasks(nlp, text, title) == set()


def test_data_set_against_in_an_opening_unlike_is_not_evaluated_on(nlp):
    text = (
        "We introduce PebbleBench. Unlike ImageNet and CIFAR-10, every image in PebbleBench "
        "shows three pebbles. We evaluate 18 models on SieveSet."
    )
    evaluated = {m.text for m, _ in pipeline_edges(nlp, text, Predicate.EVALUATES_ON)}
    assert evaluated == {"SieveSet"}


def test_a_plain_title_name_of_a_thing_made_states_its_purpose(nlp):
    text = (
        "Kelp entropy detects pebbles well but needs many samples. We propose kelp entropy "
        "probes (KEPs), linear probes on hidden states."
    )
    title = "Kelp Entropy Probes: Cheap Pebble Detection in Language Models"
    assert "pebble detection" in _title_tasks(nlp, text, title)


def test_best_of_n_selection_is_a_method(nlp):
    text = "Used for best-of-N selection, our pebble reward model improves KelpLM."
    tasks = {m.text for m, _ in pipeline_edges(nlp, text, Predicate.ADDRESSES_TASK)}
    used = {m.text for m, _ in pipeline_edges(nlp, text, Predicate.USES_METHOD)}
    assert "best-of-N selection" not in tasks
    assert "best-of-N selection" in used


def _linked(text: str, surface: str | None, key: str):
    """The entity the linker gives the first mention written ``surface`` (or the proposal,
    with ``surface`` None)."""
    from kg.extract import extract_one as extract
    from kg.link import link

    paper = Paper(key=key, abstract=text)
    extraction = extract(paper)
    linked = link([extraction])
    index = (
        next(r.object for r in extraction.relations if r.predicate is Predicate.PROPOSES)
        if surface is None
        else next(i for i, m in enumerate(extraction.mentions) if m.text == surface)
    )
    return linked.entities[linked.mention_entity[(paper.key, index)]]


def test_a_known_name_before_a_language_is_evaluated_on():
    text = (
        "We propose PebbleSpeech. PebbleSpeech reaches a word error rate of 3.1% on "
        "LibriSpeech and 9.8% on Common Voice English."
    )
    assert _linked(text, "Common Voice", "sha256:lang29").termhood != "generic"


def test_an_appositive_of_a_proposal_named_later_is_its_kind(nlp):
    text = (
        "Sieves are slow. We distill KelpSieve into PebbleSpeech, a 90M-parameter streaming "
        "recognizer with a kelp encoder. PebbleSpeech runs fast. We propose PebbleSpeech."
    )
    edges = pipeline_edges(nlp, text, Predicate.MENTIONS)
    rules = {m.text: r.evidence.extractor for m, r in edges}
    assert rules.get("90M-parameter streaming recognizer") == "rule.own"


def test_a_title_case_proposal_is_a_term():
    text = (
        "We propose Guided Pebble Strategies, a method for sorting pebbles with kelp. "
        "It sorts fast."
    )
    entity = _linked(text, None, "sha256:titlecase29")
    assert (entity.label, entity.termhood) == ("Guided Pebble Strategies", "term")


def _result_pairs(nlp, text: str) -> list[tuple[str, str | None]]:
    extraction = extract_one(Paper(key="sha256:pairs29", abstract=text), nlp=nlp)
    mentions = extraction.mentions
    return [
        (r.value, mentions[r.dataset].text if r.dataset is not None else None)
        for r in extraction.results
    ]


def test_values_pair_with_names_an_opening_lists(nlp):
    text = (
        "On the Kelpzon and PebbleChi fraud datasets, our sieve improves AUC by 3.8 and 5.2 "
        "points over the strongest baseline."
    )
    assert _result_pairs(nlp, text) == [("3.8", "Kelpzon"), ("5.2", "PebbleChi")]


def test_a_value_on_a_part_of_a_dataset(nlp):
    text = "Our detector reaches 32.1 AP on the rare categories of LVIS and 41.0 AP on COCO."
    assert _result_pairs(nlp, text) == [("32.1", "LVIS"), ("41.0", "COCO")]


def test_a_bare_alias_inside_another_known_name_is_not_drawn():
    text = (
        "Score distillation sampling guides 3D scenes with 2D diffusion models. The variance "
        "of the distillation gradient is high, and we reduce it."
    )
    entity = _linked(text, "distillation", "sha256:alias29")
    assert entity.label != "knowledge distillation" or entity.termhood == "generic"


def test_a_title_task_with_a_digit_is_specific(nlp):
    text = "Score distillation is noisy. We propose a variance-reduced score distillation."
    title = "Taming Score Distillation for Text-to-3D Synthesis"
    assert "text-to-3D synthesis" in _title_tasks(nlp, text, title)
