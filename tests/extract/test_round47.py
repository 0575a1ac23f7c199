"""Round 47 (sentences written here; each part below has its own comment).

Part 1: results. A value "and by" after a change "by" keeps that change's metric, not a metric
named in between in what the baseline has ("improves wug return by 19% over a baseline that
has the same number of parameters and by 9% over a stronger one"; "by 0.5 BLEU on A and by 0.4
on B", where the second value had no metric). A change word after a value or its list, "in"
and a metric, names the value's metric ("0.2% and 2% increase in blick accuracy"). A value of
bits per character or per dimension is a score of that metric, no count of bits. A percentage
of a noun that is no metric ("when saving up to 50% energy") is a share of that quantity, no
value of a metric named before it. Values listed before a change in a metric take the data
listed after "over" ("0.2% and 2% increase in accuracy over A and B datasets, respectively":
only data-typed names, no baseline); a value a cut verb takes ("reduces 40.0% FLOPs") is an
improvement.

Part 1c: a value the tagger took into a name ("+2.2 BLEU points") is cut off, leaving the
metric; a value a condition sets after an article ("evaluated at a 288 spatial size") is no
score; a comparative between a value and a metric ("a 3.4% higher accuracy") leaves the metric
the value's own; values listed after a loss ("a drop in accuracy of 0.4%, 4% and 0.83%") are
losses too; "by X% and <what> by Y%" keeps the metric when no other change verb comes between.

Part 1d: a loss word after the metric right after a value ("less than 0.4% accuracy drop") makes
it a loss; values a condition sets a metric at ("when the error rates are 10% and 30%") are no
results; a value coordinated with an improvement, the same metric named after each ("an increase
of 2.5 F1 on A and more than 2.0 F1 on B"), is an improvement too.

Part 1e: a lowercase phrase a verb of reaching or changing takes, followed by "of" or "to" and a
value ("obtains a mean reward of 345.2", "improves the human preference rate to 64%"), is a
metric; a hyperparameter the tagger takes for a metric ("a learning rate of 0.1") gives no
result.

Part 1f: a word of amount the tagger takes alone for a metric ("19.96% on average") is none; a
loss another method has ("which loses more than 5% accuracy"), the best published record ("the
best published F1 score of 81.8") and a distance ("(25 km)") give no result; a metric named as a
change ("a 2x speedup", "memory reduction (up to 70%)") gives an improvement; a value others
claim ("despite numerous claims that alternative optimizers offer 1.4 to 2x speedup") is no
result of the paper.

Part 1g: a plural plain metric word heads a metric ("word-level perplexities", was a method);
a metric compromised by a value ("while compromising accuracy by as little as 2.56%") is a
loss; a value in parentheses after "prior work" or a baseline, or a reference's value ("a full
precision reference of 69.76%"), is the baseline's. A sentence where the later rules find a
name of data ("the Dax dataset") is read again for its results: both values went to the one
dataset the first reading saw.

Part 1i: a number written with its unit word as one token ("a 3.2-point improvement in BLEU",
"a 5-point margin in F1", "a 2.5-fold reduction in latency") is a value, read as "3.2 point"
would be (a fold a factor); a tagged name it opens loses it.

Part 1j: a comparative after a value ("19% more accurate", "3.2x faster", "40 times faster",
"24% and 17% faster") is a mention of the metric it improves (accuracy, speedup: linked by the
gazetteer name, no alias of it), and the value an improvement of that metric; before, "more"
and "faster" made the value a cost.
"""

import pytest
from test_results import results

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.link import link
from kg.types import Paper


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


# Part 1: results.
def test_a_value_after_and_by_keeps_the_last_changes_metric(nlp):
    text = (
        "We find that ZorbNet improves average return by 19% over a baseline that has the same "
        "number of parameters and by 9% over a stronger baseline that has far more parameters."
    )
    found = {(metric, value) for metric, value, _, _ in results(nlp, text)}
    assert ("average return", "9%") in found
    assert not any(metric == "number of parameters" for metric, _ in found)


def test_a_value_after_and_by_without_a_metric_takes_the_last_one(nlp):
    text = (
        "ZorbNet improves the state of the art by 0.5 BLEU points on the Blick-14 "
        "English-to-Dax translation task of the wug challenge and by 0.4 on the Dax-9 corpus."
    )
    found = {(metric, value, kind) for metric, value, _, kind in results(nlp, text)}
    assert ("BLEU", "0.4", "improvement") in found


def test_a_change_in_a_metric_names_the_values_metric(nlp):
    text = (
        "Experiments report an increase of 0.4 in F-measure score on the Wug dataset as well as "
        "0.2% and 2% increase in blick recognition accuracy over the Dax dataset."
    )
    found = {(value, metric) for metric, value, _, _ in results(nlp, text)}
    assert ("0.2%", "accuracy") in found or ("0.2%", "blick recognition accuracy") in found
    assert ("2%", "accuracy") in found or ("2%", "blick recognition accuracy") in found
    assert any(
        value == "0.4" and metric.startswith("F-measure") for value, metric in found
    )  # guard


def test_bits_per_character_is_a_score(nlp):
    text = "ZorbNet achieves 1.169 bits-per-character on the Blick Character dataset."
    found = {(metric, value) for metric, value, _, _ in results(nlp, text)}
    assert ("bits-per-character", "1.169") in found


def test_a_percentage_of_a_noun_is_no_score_of_an_earlier_metric(nlp):
    text = (
        "Our wug models achieve 1.0% higher top-5 testing accuracy on the Dax dataset when "
        "saving up to 50% energy."
    )
    found = {value for _, value, _, _ in results(nlp, text)}
    assert "50%" not in found
    assert "1.0%" in found  # guard


@pytest.mark.parametrize(
    "text",
    [
        "ZorbNet reaches 91% accuracy on the Dax dataset.",
        "ZorbNet improves blick accuracy by 8% and 51% performance increases on the Dax dataset.",
        "ZorbNet improves accuracy by 5% relative on the Dax dataset.",
    ],
)
def test_a_percentage_of_a_metric_or_a_change_stays_a_value(nlp, text):  # guard
    assert results(nlp, text)


def test_listed_changes_in_a_metric_pair_with_the_data_listed_after_over(nlp):
    text = (
        "ZorbNet gives 0.2% and 2% increase in blick recognition accuracy over the Wug-50 and "
        "Dax-11 datasets, respectively."
    )
    found = {(value, dataset) for _, value, dataset, _ in results(nlp, text)}
    assert found >= {("0.2%", "Wug-50"), ("2%", "Dax-11")}


def test_a_value_a_cut_verb_takes_is_an_improvement(nlp):
    text = "On the Dax dataset, ZorbNet reduces 40.0% FLOPs while keeping its accuracy."
    found = {(value, kind) for _, value, _, kind in results(nlp, text)}
    assert ("40.0%", "improvement") in found


def test_a_value_the_tagger_took_into_a_name_is_cut_off(nlp):
    text = (
        "Considering the same wug architecture, its use provides an improvement of +2.2 BLEU "
        "points for the generation of blick responses."
    )
    found = {(metric, value, kind) for metric, value, _, kind in results(nlp, text)}
    assert ("BLEU", "+2.2", "improvement") in found


def test_a_value_a_condition_sets_with_an_article_is_no_score(nlp):
    text = (
        "For example, ZorbNet reaches a 79.27% accuracy with a model evaluated at a 288 spatial "
        "size on the Dax dataset."
    )
    found = {value for _, value, _, _ in results(nlp, text)}
    assert "288" not in found
    assert "79.27%" in found  # guard


def test_a_comparative_before_a_metric_names_it(nlp):
    text = (
        "ZorbNet achieves a 76.63% top-1 accuracy on the Dax dataset with an inference latency "
        "of only 16.5 ms, which is a 3.4% higher accuracy than WugNet."
    )
    found = {(value, metric) for metric, value, _, _ in results(nlp, text)}
    assert ("3.4%", "accuracy") in found


def test_values_listed_after_a_loss_are_losses_too(nlp):
    text = (
        "Training with stale wug weights gives comparable accuracy on the Dax dataset; a drop in "
        "accuracy of 0.4%, 4%, 0.83% and 1.45% for the 4 networks, respectively."
    )
    assert not {value for _, value, _, _ in results(nlp, text)} & {"0.4%", "4%", "0.83%", "1.45%"}


@pytest.mark.parametrize(
    ("text", "kept", "gone"),
    [
        (
            "We find that ZorbNet vectors increase the accuracy of blick classification tasks by "
            "up to 50% and dax-prediction tasks by up to 78% under a variety of scenarios.",
            "78%",
            None,
        ),
        (  # guard: the value of another change
            "We show that ZorbNet improves accuracy by 9 points on 3-hop questions in the Wug "
            "dataset, cutting the gap between text-based and blick-based models by 70%.",
            "9",
            "70%",
        ),
    ],
)
def test_a_parallel_change_on_another_thing_keeps_the_metric(nlp, text, kept, gone):
    found = {value for _, value, _, _ in results(nlp, text)}
    assert kept in found
    assert gone not in found


def test_a_metric_drop_after_a_value_is_a_loss(nlp):
    text = "On the Dax dataset, the wug quantizer induces less than 0.4% accuracy drop in ZorbNet."
    assert "0.4%" not in {value for _, value, _, _ in results(nlp, text)}


def test_values_a_condition_sets_a_metric_at_are_no_results(nlp):
    text = (
        "ZorbNet obtains 67.5% and 46.7% improvements in average return on the Dax games, when "
        "the error rates are 10% and 30% respectively."
    )
    found = {value for _, value, _, _ in results(nlp, text)}
    assert not found & {"10%", "30%"}


def test_a_value_coordinated_with_an_improvement_of_the_same_metric_is_one(nlp):
    text = (
        "On the Wug-2005 dataset ZorbNet achieves an increase of 2.5 F1 absolute over the "
        "previous state of the art on newswire and more than 2.0 F1 on out-of-domain data."
    )
    found = {(value, kind) for _, value, _, kind in results(nlp, text)}
    assert ("2.0", "improvement") in found
    assert ("2.5", "improvement") in found  # guard


@pytest.mark.parametrize(
    ("text", "metric", "value"),
    [
        (
            "ZorbNet obtains a mean wug reward of 345.2 on the Dax environment.",
            "mean wug reward",
            "345.2",
        ),
        (
            "ZorbNet improves the blick preference rate to 64% against the wug baseline.",
            "blick preference rate",
            "64%",
        ),
    ],
)
def test_a_phrase_a_reached_value_measures_is_a_metric(nlp, text, metric, value):
    assert (metric, value) in {(m, v) for m, v, _, _ in results(nlp, text)}


def test_a_hyperparameters_value_is_no_result(nlp):
    text = "We use a batch size of 256 and a learning rate of 0.1 and reach 91.2% accuracy on Dax."
    found = {value for _, value, _, _ in results(nlp, text)}
    assert not found & {"256", "0.1"}
    assert "91.2%" in found  # guard


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        (  # a word of amount is no metric
            "ZorbNet outperforms previous wug networks on average by 77% on the Dax dataset.",
            "77%",
        ),
        (  # a loss another method has
            "This is contrary to wug compression without transfer, which loses more than 5% "
            "accuracy at the same compression rate.",
            "5%",
        ),
        (  # the best published record
            "ZorbNet achieves 84.6 F1 on the Dax dataset, significantly better than the best "
            "published F1 score of 81.8.",
            "81.8",
        ),
        (  # a distance
            "Blick metadata improve wug geolocation by up to 11% for country-level locality "
            "accuracy and to 3% for city-level (25 km) localities.",
            "25",
        ),
    ],
)
def test_no_result_for_amount_words_others_losses_records_and_distances(nlp, text, gone):
    assert gone not in {value for _, value, _, _ in results(nlp, text)}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("On the Dax dataset, ZorbNet shows an end-to-end 2x speedup in a wug forward pass.", "2×"),
        (
            "On the Dax dataset, wug decomposition gives a significant memory reduction (up to "
            "70%) while retaining most of the accuracy.",
            "70%",
        ),
    ],
)
def test_a_metric_named_as_a_change_gives_an_improvement(nlp, text, value):
    assert (value, "improvement") in {(v, kind) for _, v, _, kind in results(nlp, text)}


def test_a_value_others_claim_is_no_result_of_the_paper(nlp):
    text = (
        "Wug optimizers have long dominated, despite numerous claims that alternative blick "
        "optimizers offer 1.4 to 2x speedup."
    )
    assert not results(nlp, text)


def test_a_plural_plain_metric_word_heads_a_metric(nlp):
    text = (
        "Wug evaluation improves the state-of-the-art word-level perplexities on the Dax and "
        "Blick datasets to 51.1 and 44.3 respectively."
    )
    found = {(metric, value) for metric, value, _, _ in results(nlp, text)}
    assert found >= {("word-level perplexities", "51.1"), ("word-level perplexities", "44.3")}


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        (
            "ZorbNet reaches 91.2% accuracy on the Dax dataset, while compromising accuracy by "
            "as little as 2.56% on the Wug dataset.",
            "2.56%",
        ),
        (
            "ZorbNet increases the AUROC score of prior work (83.8%) to 99.8% on the Dax dataset.",
            "83.8%",
        ),
        (
            "ZorbNet reaches 66.68% top-1 accuracy on the Dax dataset, compared to a full "
            "precision reference of 69.76%.",
            "69.76%",
        ),
    ],
)
def test_a_compromised_metric_and_a_baselines_value_are_no_results(nlp, text, gone):
    found = {value for _, value, _, _ in results(nlp, text)}
    assert gone not in found
    assert found  # guard: the paper's own value stays


def test_data_found_by_later_rules_pair_with_their_own_values(nlp):
    text = (
        "ZorbNet reaches 91.2% accuracy on the Dax dataset and 85.1% accuracy on the Wug dataset."
    )
    found = {(value, dataset) for _, value, dataset, _ in results(nlp, text)}
    assert found == {("91.2%", "Dax dataset"), ("85.1%", "Wug dataset")}


@pytest.mark.parametrize(
    ("text", "metric", "value"),
    [
        ("ZorbLM yields a 3.2-point improvement in BLEU on the Dax corpus.", "BLEU", "3.2"),
        ("ZorbLM outperforms WugLM by a 5-point margin in F1 on the Dax dataset.", "F1", "5"),
        (
            "ZorbLM achieves a 2.5-fold reduction in latency on the Dax benchmark.",
            "latency",
            "2.5×",
        ),
    ],
)
def test_a_number_with_its_unit_word_in_one_token_is_a_value(nlp, text, metric, value):
    assert (metric, value, "improvement") in {(m, v, k) for m, v, _, k in results(nlp, text)}


@pytest.mark.parametrize(
    ("text", "metric", "values"),
    [
        ("ZorbNet is up to 19% more accurate than WugNet on the Dax dataset.", "accurate", {"19%"}),
        ("ZorbNet is 3.2x faster than WugNet at inference.", "faster", {"3.2×"}),
        (
            "ZorbNet takes 1.1 second per problem, which is 40 times faster than WugNet.",
            "faster",
            {"40×"},
        ),
        (
            "Wug gestures were 24% and 17% faster than blick gestures, respectively.",
            "faster",
            {"24%", "17%"},
        ),
    ],
)
def test_a_comparative_after_a_value_names_the_metric_it_improves(nlp, text, metric, values):
    found = {(m, v, k) for m, v, _, k in results(nlp, text)}
    assert {(metric, v, "improvement") for v in values} <= found


def test_a_comparative_links_to_its_metric_without_becoming_its_alias():
    extraction = extract_one(
        Paper(key="x:1", abstract="Inference is slow. ZorbNet is 19% more accurate than WugNet.")
    )
    linked = link([extraction])
    accuracy = next(e for e in linked.entities if e.label == "accuracy")
    assert "accurate" not in accuracy.aliases
    assert any(linked.mention_entity.get(("x:1", r.metric)) is not None for r in extraction.results)
