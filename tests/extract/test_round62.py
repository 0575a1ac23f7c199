"""Round 62 (sentences written here).

* A method the paper avoids ("while avoiding adversarial training", "by avoiding the training of
  an average strategy network") is no method it uses; a task it avoids ("avoids catastrophic
  forgetting") stays its task, and a thing kept from doing something ("to avoid Seq2Seq models
  from producing generic responses") is not avoided itself.
* The act a contrast sets aside ("Instead of applying X", "rather than using X") is no use of X.
* A paper's ensemble, combination or hybrid of classes of works described by their basis ("a
  novel ensemble of retrieval-based and generation-based conversation systems") is a thing of
  its own, not a generic class of works ("RNN-based approaches").
* What a title says the paper does without ("Improving Time-Series Classification Without
  Additional Data via Auxiliary Tasks") ends the title's task, as a means does.
* Optical character recognition (OCR) is a Task of its own, no alias of scene text recognition;
  dictionary learning is a Task.
* A word of how well a known task is done or a known metric scores ("competitive link
  prediction results", "efficient federated learning") leaves it that task or metric.
* A title's task is not confirmed by a result's comparative ("Faster Training" in the title,
  "up to 5.61x faster training" in the abstract): the value stays a speedup.
* A word for a kind of data after a dataset's name ("the Wall Street Journal Dataset") makes
  it no piece of a longer name. Time series modeling is a Task of the gazetteer.
* Training time and energy consumption are Metrics of the gazetteer; memory usage and memory
  consumption are the memory footprint. A word of averaging between a value and its change
  ("an 85% average reduction in training time") keeps it a change, and a change after "with"
  ("with a 35% reduction in model size") is no setting of the run ("with 40% label noise").
  A time after a change and "in" ("a reduction in training time") is how long something takes,
  not a moment ("at training time").
* "The resulting X" is the paper's own, as "our X" is, where X is written as a name ("The
  resulting Zorb Prior GAN (ZPGAN) achieves ..."; not "the resulting learning rule").
* An acronym a paper never defines but writes out in its own words elsewhere ("change point
  detection problem ... time series CPD") means those words, not another paper's meaning.
* A long form whose head names a task ("Multi-view pebble summarization (MVS)") is a Task,
  not the Method the gazetteer knows under the same short form (multi-view stereo);
  "induction" heads a task ("unsupervised bilingual dictionary induction").
"""

import pytest
from conftest import pipeline_edges, pipeline_titled_tasks

from kg.extract.pipeline import make_pipeline
from kg.extract.relations.title_tasks import title_parts
from kg.extract.relations.uses import BACKGROUND
from kg.lexicon.gazetteer import load_gazetteer
from kg.link.senses import plain_known
from kg.link.termhood import GENERIC, describes, termhood
from kg.types import EntityType, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _rules(nlp, text: str) -> dict[str, str]:
    """{object text: evidence rule} of the paper's mentions and usesMethod edges."""
    found = {}
    for predicate in (Predicate.MENTIONS, Predicate.USES_METHOD):
        for mention, relation in pipeline_edges(nlp, text, predicate):
            found[mention.text] = relation.evidence.extractor
    return found


@pytest.mark.parametrize(
    ("text", "method"),
    [
        (
            "The zorb encoder disentangles many more factors than kelp models, while obtaining "
            "similar results and avoiding adversarial training.",
            "adversarial training",
        ),
        (
            "We introduce ZorbCFR, a variant of kelp search that has a lower error by avoiding "
            "the training of an average strategy network.",
            "average strategy network",
        ),
        (
            "Our zorb regularizer is cheap, avoiding the need for data augmentation of pebbles.",
            "data augmentation",
        ),
    ],
)
def test_an_avoided_method_is_not_used(nlp, text, method):
    assert _rules(nlp, text).get(method) == f"rule.{BACKGROUND}"


def test_a_method_kept_from_doing_something_is_not_avoided(nlp):  # guard
    text = (
        "We propose a zorb ranking term to avoid Seq2Seq models from producing generic and "
        "uninformative responses."
    )
    assert _rules(nlp, text).get("Seq2Seq models") != f"rule.{BACKGROUND}"


def test_an_avoided_task_stays_the_papers_task(nlp):  # guard
    text = "Our zorb learner avoids catastrophic forgetting in continual learning."
    assert "catastrophic forgetting" in pipeline_titled_tasks(nlp, text)


@pytest.mark.parametrize("contrast", ["Instead of applying", "Rather than using"])
def test_the_act_a_contrast_sets_aside_is_no_use(nlp, contrast):
    text = (
        f"{contrast} evolutionary algorithm as previous works, this paper proposes a "
        "Zorb Sparse Search (ZSS) method."
    )
    assert _rules(nlp, text).get("evolutionary algorithm") == f"rule.{BACKGROUND}"


def test_a_use_after_a_contrast_of_another_thing_stays_a_use(nlp):  # guard
    text = "Instead of a kelp tree, we train the zorb with evolutionary algorithm on pebbles."
    assert _rules(nlp, text).get("evolutionary algorithm") != f"rule.{BACKGROUND}"


def test_an_ensemble_of_classes_of_works_is_a_thing_of_its_own():
    label = "ensemble of retrieval-based and generation-based conversation system"
    assert not describes(label)
    assert termhood(label, named=False, defined=False, in_gazetteer=False) != GENERIC


@pytest.mark.parametrize("label", ["RNN-based approaches", "family of RNN-based models"])
def test_a_class_of_works_by_its_basis_is_still_generic(label):  # guard
    assert describes(label)


def test_what_a_title_does_without_ends_its_task():
    title = (
        "Learning Through Zorb Supervision: Improving Time-Series Classification Without "
        "Additional Data via Auxiliary Tasks"
    )
    assert [part.name for part in title_parts(title)] == ["Time-Series Classification"]


def test_a_titles_task_done_without_something_is_the_papers_task(nlp):
    text = "We propose ZorbNet, which classifies pebble sequences without kelp labels."
    title = "Pebble Sequence Classification without Kelp Labels"
    assert "pebble sequence classification" in pipeline_titled_tasks(nlp, text, title)


def test_ocr_is_a_task_of_its_own():
    gazetteer = load_gazetteer()
    ocr = gazetteer.lookup("OCR")
    assert ocr.name == "optical character recognition"
    assert ocr.type is EntityType.TASK
    assert gazetteer.lookup("optical character recognition") is ocr
    assert gazetteer.lookup("scene text recognition") is not ocr


def test_dictionary_learning_is_a_task():
    assert load_gazetteer().lookup("dictionary learning").type is EntityType.TASK


@pytest.mark.parametrize(
    ("phrase", "known"),
    [
        ("competitive link prediction", "link prediction"),
        ("efficient federated learning", "federated learning"),
        ("generic sequence modeling", "sequence modeling"),
        ("low latency", "latency"),
    ],
)
def test_how_well_a_known_task_is_done_leaves_it_that_task(phrase, known):
    assert getattr(plain_known(phrase, load_gazetteer()), "name", None) == known


@pytest.mark.parametrize("phrase", ["competitive transformer", "universal model compression"])
def test_praise_before_a_method_or_a_name_word_is_not_dropped(phrase):  # guard
    assert plain_known(phrase, load_gazetteer()) is None


def test_competitive_link_prediction_results_name_the_task(nlp):
    from conftest import linked_objects

    text = (
        "We show that ZorbNets perform on par with NTPs at a fraction of a cost, and can "
        "achieve competitive link prediction results on challenging large-scale datasets, "
        "including WN18 and FB15k-237."
    )
    assert "link prediction" in linked_objects(nlp, text, Predicate.ADDRESSES_TASK)


def test_a_titles_task_is_not_a_results_comparative(nlp):  # guard (with the "without" break)
    from kg.extract import extract_one
    from kg.types import Paper

    text = (
        "We develop zorb momentum, a pebble sparsifier. Zorb momentum reproduces dense "
        "performance levels while providing up to 5.61x faster training."
    )
    title = "Zorb Networks from Scratch: Faster Training without Losing Performance"
    extraction = extract_one(Paper(key="sha256:t", abstract=text, title=title), nlp=nlp)
    results = [(extraction.mentions[r.metric], r.value) for r in extraction.results]
    assert [(m.type, v) for m, v in results] == [(EntityType.METRIC, "5.61×")]


def test_a_dataset_named_with_its_kind_is_no_piece_of_a_name():
    from kg.link.pieces import piece_of_name
    from kg.types import Mention

    text = "Using the Wall Street Journal Dataset, we compare our zorb loss to others."
    start = text.index("Wall")
    mention = Mention(
        "Wall Street Journal", start, start + 19, EntityType.DATASET, "gazetteer", 0.9
    )
    assert not piece_of_name(mention, text)


def test_a_method_named_with_a_capital_after_is_still_a_piece():  # guard
    from kg.link.pieces import piece_of_name
    from kg.types import Mention

    text = "We use the Basic Iterative Method Dataset on pebbles."
    start = text.index("Iterative")
    mention = Mention("Iterative Method", start, start + 16, EntityType.METHOD, "ner", 0.6)
    assert piece_of_name(mention, text)


def test_time_series_modeling_is_a_task(nlp):
    text = "Our zorb model achieves competitive performance on time series modeling."
    assert "time series modeling" in pipeline_titled_tasks(nlp, text)


@pytest.mark.parametrize(
    ("name", "entry"),
    [
        ("training time", "training time"),
        ("energy consumption", "energy consumption"),
        ("memory usage", "memory footprint"),
        ("memory consumption", "memory footprint"),
    ],
)
def test_efficiency_metrics_of_the_gazetteer(name, entry):
    found = load_gazetteer().lookup(name)
    assert (found.name, found.type) == (entry, EntityType.METRIC)


def test_an_average_reduction_is_a_change_in_its_metric(nlp):
    from conftest import pipeline_results

    text = "On pebbles we obtain zorb performance levels with an 85% average reduction in training time."
    assert pipeline_results(nlp, text) == [("training time", "85%", True)]


def test_a_change_after_with_is_no_setting(nlp):
    from conftest import pipeline_results

    text = "Our zorbs reach the same accuracy with a 35% mean reduction in the total model size."
    assert pipeline_results(nlp, text) == [("model size", "35%", True)]


def test_a_setting_after_with_is_still_no_score(nlp):  # guard
    from conftest import pipeline_results

    text = "The zorb model keeps 91.2% accuracy with 40% label noise."
    assert pipeline_results(nlp, text) == [("accuracy", "91.2%", False)]


def test_a_value_reduced_after_with_is_no_score_of_the_metric_before(nlp):  # guard
    from conftest import pipeline_results

    text = (
        "Our zorb model gained 1.49% accuracy increase with 79.4% reduced parameters "
        "compared with its baseline model."
    )
    assert pipeline_results(nlp, text) == [("accuracy", "1.49%", True)]


def test_a_changed_time_is_no_moment():
    from kg.link.keys import ordinary_sense

    entry = load_gazetteer().lookup("training time")
    assert not ordinary_sense("training time", "with an 85% average reduction in ", entry)
    assert ordinary_sense("training time", "the model is used at ", entry)  # a moment


def test_the_resulting_named_thing_is_proposed(nlp):
    from conftest import pipeline_proposed

    text = (
        "We contribute a novel formulation of multi-generator models where we learn a prior "
        "over the generators. The resulting Zorb Prior GAN (ZPGAN) achieves expressivity that "
        "surpasses single generator models."
    )
    assert "Zorb Prior GAN" in pipeline_proposed(nlp, text)


def test_an_undefined_acronym_written_out_means_the_papers_words(nlp):
    from kg.extract import extract_one
    from kg.link import link
    from kg.types import Paper

    texts = {
        "sha256:a": "We propose Coherent Pebble Drift (CPD), a point set registration method.",
        "sha256:b": (
            "Detecting abrupt changes is hard, and few samples hinder the change pebble "
            "detection problem. We propose KL-ZOR, a kernel learning framework for time series "
            "CPD."
        ),
    }
    extractions = [extract_one(Paper(key=k, abstract=t), nlp=nlp) for k, t in texts.items()]
    linked = link(extractions)
    b = next(e for e in linked.extractions if e.paper.key == "sha256:b")
    cpd = next(i for i, m in enumerate(b.mentions) if m.text == "CPD")
    label = linked.entities[linked.mention_entity[("sha256:b", cpd)]].label
    assert label.lower().startswith("change pebble detection")  # not Coherent Pebble Drift


def test_the_resulting_plain_thing_is_not_proposed(nlp):  # guard
    from conftest import pipeline_proposed

    text = (
        "We derive a zorb objective for pebble networks. The resulting learning rule is local "
        "and biologically plausible."
    )
    assert "learning rule" not in pipeline_proposed(nlp, text)


def test_a_task_headed_long_form_is_not_the_known_short_forms_method(nlp):
    from conftest import pipeline_objects

    text = (
        "Multi-view pebble summarization (MVS) lacks attention. We propose ZorbSum, which "
        "summarizes pebble videos."
    )
    edges = pipeline_edges(nlp, text, Predicate.ADDRESSES_TASK)
    assert "Multi-view pebble summarization" in {m.text for m, _ in edges}
    assert "Multi-view pebble summarization" not in pipeline_objects(
        nlp, text, Predicate.USES_METHOD
    )


def test_induction_heads_a_task():
    from kg.extract.name_types import head_type

    assert head_type("induction") is EntityType.TASK


def test_a_method_headed_long_form_keeps_the_known_short_form(nlp):  # guard
    text = "We train a Convolutional Neural Nets (CNN) on pebbles."
    from kg.extract import extract_one
    from kg.types import Paper

    extraction = extract_one(Paper(key="sha256:c", abstract=text), nlp=nlp)
    types = {m.text: m.type for m in extraction.mentions}
    assert types["CNN"] is EntityType.METHOD
