"""Round 49 (sentences written here; each part below has its own comment).

Part 1: unnamed and named proposals the cue's object hid. "We propose to overcome X by
<gerund> ..." proposes the means, the gerund phrase, where the aim's verb names no way of doing
("by using X" still names none). A label that names nothing says what is new with the relative
clause right after it ("an innovative architecture for geology agents | which supports pebble
sorting"). "We propose and study an X" reads "study" as the second verb of the cue, as "propose
and evaluate". "which we call zorble for pebbles." gives the plain word with its complement up
to the clause's end ("for short" is no part of a term).
"""

import pytest

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.types import Paper, Predicate

_OPENING = "Kelp sorting is widely studied in geology. "


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _proposed(nlp, text: str) -> set[str]:
    extraction = extract_one(Paper(key="p", abstract=_OPENING + text), nlp=nlp)
    return {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate is Predicate.PROPOSES and r.subject is None
    }


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We propose to overcome this trade-off by progressively growing the blick of the "
            "zorble code, while constraining its kelp.",
            "growing the blick of the zorble code",
        ),
        (
            "We propose to tackle a pebble regression problem by computing the drift of a kelp "
            "density function to provide a forecast.",
            "computing the drift of a kelp density function",
        ),
        (
            "To mitigate this problem, we propose to explicitly make the zorbles depend on the "
            "kelp by unifying the pebble and zorble sampling, thus coupling them.",
            "unifying the pebble and zorble sampling",
        ),
    ],
)
def test_the_means_of_an_aim_is_the_proposal(nlp, text, expected):
    assert expected in _proposed(nlp, text)


@pytest.mark.parametrize(
    "text",
    [
        # guard: "by using X" puts a known thing to use; no way of doing of the paper's own
        "We propose to solve this kelp issue by using symbolic pebble representations.",
        # guard: no gerund after "by"
        "We propose to address this issue by discriminative detection of zorble pixels.",
    ],
)
def test_no_means_without_a_gerund_of_its_own(nlp, text):
    assert _proposed(nlp, text) == set()


def test_a_label_naming_nothing_takes_its_relative_clause(nlp):
    text = (
        "To achieve this, we introduce an innovative modular architecture for deep "
        "reinforcement learning agents which supports zorble selection."
    )
    assert any(p.endswith("which supports zorble selection") for p in _proposed(nlp, text))


def test_propose_and_study_an_x_proposes_the_x(nlp):
    text = (
        "We propose and study an architectural modification, zorble-modulation, which "
        "improves kelp performance across different pebble sets."
    )
    assert "zorble-modulation" in _proposed(nlp, text)


def test_which_we_call_a_word_and_its_complement(nlp):
    text = (
        "We propose a simple fix to existing kelp methods that helps them pass pebble checks, "
        "which we call {\\em competition for pebbles}. It sorts zorbles."
    )
    assert "competition for pebbles" in _proposed(nlp, text)


@pytest.mark.parametrize("tail", ["for short", "in this paper"])
def test_for_short_is_no_part_of_a_term(nlp, tail):
    # "X for short" is an abbreviation's idiom, "X in this paper" says where: no term's words
    text = f"We propose a simple fix, which we call coherence {tail}. It sorts zorbles."
    assert f"coherence {tail}" not in _proposed(nlp, text)


# Part 2: "a generalization of the X framework to Y": the gazetteer's concept "generalization"
# before "of" and a name is the relational noun of the paper's own thing; "of the classical
# setting" (a noun-phrase candidate, no name) leaves the word as it was.


def test_a_generalization_of_a_named_framework_is_proposed(nlp):
    text = "In this work, we propose a generalisation of the Zorble optimisation framework to kelp."
    assert "generalisation of the Zorble optimisation framework to kelp" in _proposed(nlp, text)


def test_a_generalization_of_a_plain_phrase_is_left_alone(nlp):
    # guard: no name after "of"; the word keeps its known sense
    text = "We propose a generalization of the classical setting to a continuum of pebbles."
    assert not any(p.startswith("generalization of") for p in _proposed(nlp, text))


# Part 3: a result's dataset. A short form in parentheses after the metric ("1.189
# bits-per-character (BPC) on the Zorble Treebank") does not end the clause the dataset is
# read from; a long form and its short form ("Zorble Treebank (ZTB)") are one dataset, so a
# sentence naming only it gives its results that dataset.


def _result_data(nlp, text: str) -> set[tuple[str, str | None]]:
    extraction = extract_one(Paper(key="p", abstract=_OPENING + text), nlp=nlp)
    return {
        (r.value, None if r.dataset is None else extraction.mentions[r.dataset].text)
        for r in extraction.results
    }


@pytest.mark.parametrize(
    "text",
    [
        "We improve the best result to 1.189 bits-per-character (BPC) on the Zorble Treebank "
        "(ZTB) dataset.",
        "We improve the best result to 1.189 bits-per-character (BPC) loss in the Character "
        "Level Zorble Treebank (ZTB) benchmark, which shows the use of KelpNet.",
    ],
)
def test_a_result_on_a_dataset_named_with_its_short_form(nlp, text):
    assert ("1.189", "Zorble Treebank") in _result_data(nlp, text)


# Part 4: compression as a result. "19x compression", "90% compression of X" and the verb
# before its factor ("is compressed 19x", "compress the model by more than 60x") report the
# compression ratio, a change against the original model; "compress the model to 10% of its
# size" gives no factor of the verb.


def _kinds(nlp, text: str) -> set[tuple[str, str, bool]]:
    extraction = extract_one(Paper(key="p", abstract=_OPENING + text), nlp=nlp)
    return {
        (r.value, extraction.mentions[r.metric].canonical or "", r.improvement)
        for r in extraction.results
    }


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Our zorble coresets yield 90% compression of the KelpNet architecture.", "90%"),
        ("The kelp parameter storage of ZorbNet is compressed 19x using a sparse format.", "19×"),
        ("Our method is able to compress the ZorbNet model by more than 60x.", "60×"),
        ("This allows us to compress a KelpNet by over 1000x, at no cost in accuracy.", "1000×"),
    ],
)
def test_compression_is_a_result(nlp, text, value):
    assert (value, "compression ratio", True) in _kinds(nlp, text)


def test_compressed_to_a_share_is_no_factor(nlp):
    # guard: a share of the size, no factor after the verb
    text = "We compress the ZorbNet model to 10% of its size."
    assert not any(c == "compression ratio" for _, c, _ in _kinds(nlp, text))


# Part 5: values written with the sign of an approximation ("~38%", "an accuracy of ~80%") are
# values, and the tagger's "~38" is no name; "38% speed-up" and "7x speed ups" name the speedup
# after a value (a noun-phrase candidate of the words gives way); a value right before a saving
# of a resource ("~32 memory saving") is that saving's, not a value of the metric before it.


def test_an_approximate_value_is_read(nlp):
    text = "ZorbNet led to a ~38% speed-up and ~39% FLOPS reduction on KelpNet-101."
    assert {("38%", "speedup", True), ("39%", "", True)} <= _kinds(nlp, text)


def test_an_approximate_accuracy_is_read(nlp):
    text = "ZorbNet predicts the kelp choice on each trial with an accuracy of ~80\\%."
    assert ("80%", "", False) in _kinds(nlp, text) or ("80%", "accuracy", False) in _kinds(
        nlp, text
    )


def test_no_name_of_an_approximate_number(nlp):
    extraction = extract_one(
        Paper(key="p", abstract=_OPENING + "ZorbNet led to a ~38% speed-up on KelpNet."), nlp=nlp
    )
    assert not any(m.text.startswith("~") for m in extraction.mentions)


def test_speed_ups_after_a_factor(nlp):
    text = "Our kelp kernels result in 3x to 7x speed ups over the widely used zorble library."
    assert ("3-7×", "speedup", True) in _kinds(nlp, text)  # ("7×" until round 59: one range)


def test_a_saving_of_memory_keeps_its_value(nlp):
    # guard: "~32 memory saving" is no speedup (since round 54 it is read as the value of the
    # memory saving, a measure of its own)
    text = "ZorbNet can achieve at most ~59 speedup and ~32 memory saving over kelp nets."
    kinds = _kinds(nlp, text)
    assert ("59", "speedup", True) in kinds
    assert not any(value == "32" and metric == "speedup" for value, metric, _ in kinds)


# Part 6: more values of the efficiency kind and of others' records. "a speedup ranging from
# 2x up to 100x" gives the top of its range (the whole range, "2-100×", since round 59);
# "4.45×speed up", glued into one token, is a factor of the speedup; a value of a record
# compared against ("over the best results of 68.3% accuracy and 53.9% zorble robustness") takes
# the value paired after its metric with it.


def test_a_speedup_ranging_up_to_a_factor(nlp):
    text = (
        "The kelp framework adapts to unseen tasks and achieves speedup ranging from 2x up to 100x."
    )
    assert ("2-100×", "speedup", True) in _kinds(nlp, text)  # ("100×" until round 59)


def test_a_factor_glued_to_its_speed_up(nlp):
    text = "Experiments show that ZorbNet provides 4.45×speed up in kelp time over PebbleTVM."
    assert ("4.45×", "speedup", True) in _kinds(nlp, text)


def test_the_values_of_a_compared_record_are_none(nlp):
    text = (
        "This is a significant improvement over the currently known best results of 68.3% "
        "accuracy and 53.9% zorble robustness, achieved using a larger network."
    )
    assert not any(value in ("68.3%", "53.9%") for value, _, _ in _kinds(nlp, text))


# Part 7: the value a change reaches ("improves the test error of a deep kelp network on
# ZorbSet from 6.2% to 5.3%"; "accuracy under attack was increased from 93.2% to 94.3% on A and
# 50.0% to 79.2% on B") takes the metric the change verb acts on, further back than a value's
# metric usually stands, in the same clause.


def _scores(nlp, text: str) -> set[tuple[str, str]]:
    extraction = extract_one(Paper(key="p", abstract=_OPENING + text), nlp=nlp)
    return {(r.value, extraction.mentions[r.metric].text) for r in extraction.results}


def test_the_value_a_change_reaches_takes_the_changed_metric(nlp):
    text = (
        "For example, it improves the test error of a deep kelp network using pebble "
        "normalization on ZorbSet from 6.2% to 5.3%."
    )
    assert ("5.3%", "test error") in _scores(nlp, text)


def test_a_passive_change_and_its_second_pair(nlp):
    text = (
        "Accuracy under the strongest known zorble attack was increased from 93.20% to 94.30% "
        "on KelpSet and 50.00% to 79.16% on PebbleSet."
    )
    assert {("94.30%", "Accuracy"), ("79.16%", "Accuracy")} <= _scores(nlp, text)


def test_a_clause_break_keeps_the_metric_out(nlp):
    # guard: the change of another clause
    text = "We report the test error, but the kelp count rose from 12% to 15% over the years."
    assert not any(value == "15%" for value, _ in _scores(nlp, text))
