"""Round 65 (sentences written here).

* Names the mention stage typed Method on its own guess are typed by where the sentence puts
  them: in brackets after a phrase for data ("two datasets for X (A and B)") they are Datasets;
  opening a clause with "on" that reports a value ("on A, F1 rises from 46.6% to 51.4%") they
  are the data measured on; written before "problems" ("Quux Routes (QR) ... QR problems")
  they are a Task, with the acronym's other form.
* Adversarial defense and subset selection are Task rows of the gazetteer; compressed sensing
  (compressive sensing) is a Task, the problem its papers work on; "following natural language
  instructions" is instruction following.
* "the tasks of A (i.e., B) and C": each item of a list the text calls tasks is one, an
  aside in brackets after an item (one name, after "i.e." or "or") is no item.
* A name the paper compares with right after "than" is no data it runs on, when the tagger
  read it as data ("a 6.35x speedup than ZorbNet-iPhoneX").
* A Bayesian prior is no prior work: "incorporate prior knowledge", "a prior over weights",
  "prior to training" do not make a sentence about others' work (a name described in an
  appositive there is the paper's own: "with Kelp-masking, a technique with which we ...").
* "Our trained networks, named kelp pebble networks, ...": networks are a kind the paper names.
* An activity listed among two or more tasks is one ("image denoising, demosaicing,
  compression artifacts reduction and super-resolution"), unless the list gives examples of a
  means ("image transformations such as bit-depth reduction, JPEG compression, ...").
* LaTeX's accented and special letters inside a word keep it one word ("Monge-Amp\\`ere flow"
  was proposed as "Monge-Amp"), and labels and an acronym's long form read them as Unicode
  ("Polyak-\\L{}ojasiewicz (PL)" is "Polyak-Łojasiewicz").
"""

import pytest
from conftest import (
    addressed_tasks,
    blank_relations,
    linked_objects,
    mention_at,
    pipeline_objects,
    pipeline_proposed,
    pipeline_scored,
)

from kg.extract.markup import mask_markup
from kg.extract.pipeline import make_pipeline
from kg.lexicon.cues import PRIOR_WORK
from kg.lexicon.gazetteer import load_gazetteer
from kg.text import clean_surface, latex_letters
from kg.types import EntityType, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def test_names_in_brackets_after_datasets_are_data(nlp):
    text = (
        "We propose ZorbNet, a pebble layer for kelp scenes. We empirically evaluate ZorbNet "
        "on two datasets for Kelp Scene Classification (KelpSet2016 and KelpSet2017)."
    )
    data = pipeline_objects(nlp, text, Predicate.EVALUATES_ON)
    assert {"KelpSet2016", "KelpSet2017"} <= data


def test_a_bracket_that_says_more_than_names_types_nothing():
    # guard: "(ZorbTrainer, with kelp images)" is no list of names
    text = "We train ZorbNet on two datasets (ZorbTrainer, with kelp images) and report its speed."
    given = [mention_at(text, "ZorbNet"), mention_at(text, "ZorbTrainer", extractor="name")]
    _, mentions = blank_relations(text, given)
    assert mentions[1].type is EntityType.METHOD


def test_a_clause_opening_with_on_names_the_data_of_its_value(nlp):
    text = (
        "We propose ZorbNet, a pebble reader for questions. We verify ZorbNet on two "
        "adversarial kelp datasets and it sets the state of the art on both datasets: on "
        "AddKelp, ZorbNet increases the best F1 from 46.6% to 51.4%; on AddPebble, ZorbNet "
        "boosts the best F1 from 56.0% to 60.7%."
    )
    scored = {(value, dataset) for _, value, dataset in pipeline_scored(nlp, text)}
    assert ("51.4%", "AddKelp") in scored
    assert ("60.7%", "AddPebble") in scored


def test_a_clause_opening_with_on_and_no_value_types_nothing():
    # guard: "On ZorbBoard, we discuss ..." reports no value
    text = "We propose a kelp planner. On ZorbBoard, we discuss how pebbles move and why."
    given = [mention_at(text, "ZorbBoard", extractor="name")]
    _, mentions = blank_relations(text, given)
    assert mentions[0].type is EntityType.METHOD


def test_a_name_written_before_problems_is_a_task(nlp):
    text = (
        "Width-based lookaheads have shown strong performance in classical planning. In this "
        "work we investigate width-based lookaheads over Quux Shortest Routes (QSR). We analyse "
        "why width-based algorithms perform poorly over QSR problems, and give a definition of "
        "width for QSR problems."
    )
    tasks = pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert "Quux Shortest Routes" in tasks


@pytest.mark.parametrize(
    "name",
    [
        "adversarial defense",
        "defense against adversarial attacks",
        "subset selection",
        "compressed sensing",
        "compressive sensing",
        "following natural language instructions",
    ],
)
def test_new_task_rows(name):
    assert load_gazetteer().lookup(name).type is EntityType.TASK


def test_each_item_the_text_calls_tasks_is_one(nlp):
    text = (
        "We present a framework for learning pebble vectors of kelp structures. We report "
        "strong results on the tasks of estimating kelp preference (i.e., pebble fit) and "
        "event similarity."
    )
    tasks = pipeline_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert "event similarity" in tasks


def test_an_example_in_brackets_is_not_an_aside():
    # guard: "auxiliary tasks (e.g. classification) and human interpretation" lists no task
    text = (
        "Standard kelp encoders produce pebble codes that are unsuitable for auxiliary tasks "
        "(e.g. classification) and human interpretation."
    )
    given = [
        mention_at(text, "auxiliary tasks", EntityType.TASK),
        mention_at(text, "classification", EntityType.TASK),
        mention_at(text, "human interpretation", EntityType.CONCEPT),
    ]
    assert "human interpretation" not in {label for label, _, _ in addressed_tasks(text, given)}


def _evaluated(text: str, given: list) -> set[str]:
    found, mentions = blank_relations(text, given)
    return {
        mentions[r.object].text for r in found.relations if r.predicate is Predicate.EVALUATES_ON
    }


def test_a_name_after_than_is_no_data_run_on():
    text = (
        "KelpNAS reaches 76.6% top-1 accuracy on ImageNet, a 6.35x inference speedup than "
        "ZorbNet-iPhoneX."
    )
    given = [
        mention_at(text, "KelpNAS"),
        mention_at(text, "ImageNet", EntityType.DATASET, canonical="ImageNet"),
        mention_at(text, "ZorbNet-iPhoneX", EntityType.DATASET),
    ]
    assert "ZorbNet-iPhoneX" not in _evaluated(text, given)


def test_a_known_dataset_after_than_keeps_its_edge():
    # guard: only a name the tagger guessed is read as the baseline
    text = "KelpNet reaches 76.6% top-1 accuracy on ImageNet, more than on CIFAR-10."
    given = [
        mention_at(text, "KelpNet"),
        mention_at(text, "ImageNet", EntityType.DATASET, canonical="ImageNet"),
        mention_at(text, "CIFAR-10", EntityType.DATASET, canonical="CIFAR-10"),
    ]
    assert "CIFAR-10" in _evaluated(text, given)


@pytest.mark.parametrize(
    ("latex", "plain"),
    [
        (r"Monge-Amp\`ere flow", "Monge-Ampère flow"),
        (r"Polyak-\L{}ojasiewicz", "Polyak-Łojasiewicz"),
        (r"H\"older class", "Hölder class"),
        (r"na\"{\i}ve", "naïve"),
        (r"\c{c}a", "ça"),
    ],
)
def test_latex_letters_read_as_unicode(latex, plain):
    assert latex_letters(latex) == plain
    assert clean_surface(latex) == plain


def test_masking_keeps_an_accented_word_whole():
    text = r"a model, named Zorb-Amp\`ere flow, and $\omega$"
    masked = mask_markup(text)
    assert len(masked) == len(text)
    assert " " not in masked[text.index("Zorb") : text.index(" flow")]


def test_an_accented_name_is_proposed_whole(nlp):
    text = (
        r"We present a deep generative model, named Zorb-Amp\`ere flow, which builds on "
        "continuous-time gradient flow. The Zorb-Amp\\`ere flow has tractable likelihoods."
    )
    proposed = linked_objects(nlp, text, Predicate.PROPOSES)
    assert any(label.startswith("Zorb-Ampère") for label in proposed)
    assert "Zorb-Amp" not in proposed


def test_an_acronym_long_form_with_a_latex_letter_reads_it(nlp):
    # guard: the long form is cut from the abstract, not from its masked copy
    text = (
        r"In particular, we propose to explore the Kelp-\L{}ojasiewicz (KL) condition, which "
        "enables faster pebble algorithms. A pebble algorithm is analyzed under the KL "
        "condition."
    )
    from kg.extract import extract_one
    from kg.types import Paper

    extraction = extract_one(Paper(key="sha256:kl", abstract=text), nlp=nlp)
    longs = {m.long_form for m in extraction.mentions if m.long_form}
    assert longs
    assert all("ŁŁ" not in form for form in longs)


@pytest.mark.parametrize(
    "phrase", ["incorporate prior knowledge", "a prior over the weights", "prior to training"]
)
def test_a_bayesian_prior_is_no_prior_work(phrase):
    assert PRIOR_WORK.search(phrase) is None


@pytest.mark.parametrize("phrase", ["prior work shows", "unlike prior approaches", "as in prior"])
def test_prior_work_is_still_prior_work(phrase):
    # guard
    assert PRIOR_WORK.search(phrase) is not None


def test_a_technique_described_in_an_appositive_beside_prior_knowledge_is_own(nlp):
    text = (
        "We present a framework for pebble changing. We accomplish this with Kelp-masking, a "
        "technique with which we are able to incorporate prior knowledge directly into the "
        "learning process."
    )
    assert "Kelp-masking" in pipeline_proposed(nlp, text)


def test_networks_the_paper_names_are_proposed(nlp):
    text = (
        "We present a simple method to train a single pebble network executable at different "
        "widths. Our trained networks, named kelp pebble networks, achieve similar accuracy "
        "than individually trained models."
    )
    assert "kelp pebble networks" in pipeline_proposed(nlp, text)


def _listed_tasks(text: str, items: list[tuple[str, EntityType]]) -> set[str]:
    given = [mention_at(text, surface, etype) for surface, etype in items]
    return {label for label, _, _ in addressed_tasks(text, given)}


def test_an_activity_listed_among_tasks_is_one():
    text = (
        "Our method generalizes to image restoration applications, such as image denoising, "
        "demosaicing, compression artifacts reduction, and super-resolution."
    )
    items = [
        ("image denoising", EntityType.TASK),
        ("demosaicing", EntityType.TASK),
        ("compression artifacts reduction", EntityType.METHOD),
        ("super-resolution", EntityType.TASK),
    ]
    assert "compression artifacts reduction" in _listed_tasks(text, items)


def test_examples_of_a_means_are_no_tasks():
    # guard
    text = (
        "We defend classifiers by applying image transformations such as bit-depth reduction, "
        "JPEG compression, pebble denoising, and total variance minimization."
    )
    items = [
        ("bit-depth reduction", EntityType.METHOD),
        ("JPEG compression", EntityType.TASK),
        ("pebble denoising", EntityType.TASK),
        ("total variance minimization", EntityType.METHOD),
    ]
    assert "bit-depth reduction" not in _listed_tasks(text, items)
