"""Round 10 of the datasets rules (:mod:`kg.extract.relations.own_data`, the variant names of
:func:`kg.extract.relations.datasets.collection_names`): whose data a sentence speaks of,
games named by a phrase typed Task, names a task is run on (sentences written for these tests)."""

from __future__ import annotations

import pytest
import spacy

from kg.extract.relations import Sentence, find_relations
from kg.extract.sentences import split_sentences
from kg.types import EntityType, Mention, Predicate

DATASET, ENVIRONMENT = EntityType.DATASET, EntityType.ENVIRONMENT
TASK, METHOD = EntityType.TASK, EntityType.METHOD


@pytest.fixture(scope="module")
def blank():
    return spacy.blank("en")


def at(text: str, surface: str, etype: EntityType, extractor: str = "ner", nth: int = 0) -> Mention:
    start = -1
    for _ in range(nth + 1):
        start = text.index(surface, start + 1)
    return Mention(surface, start, start + len(surface), etype, extractor, 0.6)


def relations(blank, text: str, given: list[Mention]) -> tuple[set[tuple[str, str]], list[Mention]]:
    """(text, type) of every mention the paper evaluates on, and the final mentions."""
    sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
    found = find_relations(blank(text), given, sentences, paper_key="p:1", abstract=text)
    mentions = found.mentions.apply(given)
    evaluated = {
        (mentions[r.object].text, mentions[r.object].type.value)
        for r in found.relations
        if r.predicate is Predicate.EVALUATES_ON and r.subject is None
    }
    return evaluated, list(mentions)


@pytest.mark.parametrize(
    "text",
    [
        # the reference right after the name is the data's own
        "We propose GlimNet. On the Quokka Challenge (Doe et al., 2011), language models "
        "score 11% higher in accuracy.",
        # the prior work after a comparison is the baseline
        "We propose GlimNet. GlimNet beats previous methods (Roe et al., 2018) on Quokka Challenge.",
        "We propose GlimNet. On Quokka Challenge, GlimNet is 4 points more accurate than "
        "existing parsers.",
    ],
)
def test_a_datas_reference_or_a_baselines_prior_work_leaves_it_evaluated_on(blank, text):
    evaluated, _ = relations(blank, text, [at(text, "Quokka Challenge", DATASET)])
    assert evaluated == {("Quokka Challenge", "Dataset")}


def test_others_data_stays_only_mentioned(blank):
    text = "We propose GlimNet. Prior work (Doe et al., 2019) trained parsers on Quokka Challenge."
    evaluated, _ = relations(blank, text, [at(text, "Quokka Challenge", DATASET)])
    assert evaluated == set()


def test_examples_listed_in_the_lead_in_are_background(blank):
    text = (
        "Deep agents have reached superhuman play in many domains (e.g., Zonk games, Go). "
        "We propose GlimNet, a planner for sparse rewards. We test GlimNet on Zonk games."
    )
    given = [
        at(text, "Zonk games", ENVIRONMENT),
        at(text, "Go", ENVIRONMENT),
        at(text, "Zonk games", ENVIRONMENT, nth=1),
    ]
    evaluated, _ = relations(blank, text, given)
    assert evaluated == {("Zonk games", "Environment")}
    sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
    found = find_relations(blank(text), given, sentences, paper_key="p:1", abstract=text)
    objects = {r.object for r in found.relations if r.predicate is Predicate.EVALUATES_ON}
    assert objects == {2}  # the later test, not the lead-in's examples


def test_a_lowercase_cover_term_before_named_data_is_no_dataset(blank):
    text = (
        "We propose GlimNet. Experiments on benchmark vision datasets (Zorbset, Quillset "
        "and Pemmet) show gains."
    )
    given = [at(text, "benchmark vision", DATASET)] + [
        at(text, name, DATASET, "gazetteer") for name in ("Zorbset", "Quillset", "Pemmet")
    ]
    evaluated, _ = relations(blank, text, given)
    assert evaluated == {("Zorbset", "Dataset"), ("Quillset", "Dataset"), ("Pemmet", "Dataset")}


def test_a_named_datas_variant_with_a_kind_word_is_one_dataset(blank):
    text = "We propose GlimNet. GlimNet improves accuracy on the zIRCON Dialogue dataset."
    evaluated, _ = relations(blank, text, [at(text, "zIRCON", DATASET, "gazetteer")])
    assert evaluated == {("zIRCON Dialogue dataset", "Dataset")}


def test_a_game_phrase_typed_task_and_its_short_name_are_environments(blank):
    text = (
        "We propose GlimNet. In this paper, we apply GlimNet to planning in a miniature Zonk "
        "Strategy game with hidden state (MiniZS)."
    )
    given = [
        at(text, "miniature Zonk Strategy game", TASK),
        at(text, "MiniZS", METHOD, "name"),
    ]
    evaluated, _ = relations(blank, text, given)
    assert evaluated == {
        ("miniature Zonk Strategy game", "Environment"),
        ("MiniZS", "Environment"),
    }


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        (
            "We propose GlimNet. Text-based computer games remain hard for agents.",
            "Text-based computer games",
        ),
        ("We propose GlimNet, which excels at playing Zonk games.", "playing Zonk games"),
        ("We propose GlimNet for learning in Stackelberg games.", "Stackelberg games"),
    ],
)
def test_a_game_activity_or_a_sentences_first_capital_keeps_the_task(blank, text, surface):
    _, mentions = relations(blank, text, [at(text, surface, TASK)])
    assert [m.type for m in mentions if m.text == surface] == [TASK]


def test_a_name_a_task_is_run_on_with_a_result_is_a_dataset(blank):
    text = (
        "We propose GlimNet. GlimNet is fine-tuned for relation mining on WordGraph to achieve "
        "an F1 score of 0.91."
    )
    given = [at(text, "relation mining", TASK), at(text, "WordGraph", METHOD)]
    evaluated, _ = relations(blank, text, given)
    assert ("WordGraph", "Dataset") in evaluated


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        # a model's shape
        ("We propose GlimNet. Channel pruning on ResNet-50 reaches 75% accuracy.", "ResNet-50"),
        # no result reported
        ("We propose GlimNet. We study relation mining on WordGraph.", "WordGraph"),
    ],
)
def test_a_model_or_a_run_without_result_keeps_the_method(blank, text, surface):
    first = "Channel pruning" if "pruning" in text else "relation mining"
    _, mentions = relations(blank, text, [at(text, first, TASK), at(text, surface, METHOD)])
    assert [m.type for m in mentions if m.text == surface] == [METHOD]


@pytest.mark.parametrize(
    "text",
    [
        # the method speaking of itself, with the references of the data listed
        "We propose GlimNet. Results show that this approach achieves strong scores on "
        "Quokka Challenge (Doe et al., 2018), Pebble Chat (Roe et al., 2017) and more.",
        # "the previous state of the art" is the baseline
        "We propose GlimNet. The resulting agent doubles the previous state of the art on "
        "Quokka Challenge.",
        # a comparison after "close to"
        "We propose GlimNet. On Quokka Challenge, GlimNet reaches an error of 2.1%, close to "
        "the 2.0% of a far larger search (Doe et al., 2017).",
        # "traditional" describes the data
        "GlimNet is tested on traditional parsing tasks from Quokka Challenge.",
    ],
)
def test_the_papers_runs_on_data_beside_others_words_are_evaluated_on(blank, text):
    evaluated, _ = relations(blank, text, [at(text, "Quokka Challenge", DATASET)])
    assert ("Quokka Challenge", "Dataset") in evaluated


def test_a_name_listed_as_an_example_of_methods_is_no_dataset(blank):
    text = (
        "We propose GlimNet. Experiments show that the proposed prior beats cost functions "
        "like beta-VAE and ZorbVAE on reconstruction."
    )
    evaluated, _ = relations(blank, text, [at(text, "ZorbVAE", DATASET)])
    assert evaluated == set()


def test_an_environment_the_method_is_demonstrated_on_is_evaluated_on(blank):
    text = "We propose GlimNet. We demonstrate the method on Zonk Gym control problems."
    evaluated, _ = relations(blank, text, [at(text, "Zonk Gym", ENVIRONMENT)])
    assert evaluated == {("Zonk Gym", "Environment")}


def test_data_named_as_data_inside_a_list_of_models_stays_evaluated_on(blank):
    text = (
        "We propose GlimNet. We validate it by experiments on many GAN models (including "
        "mixture models, and the Zorbset and Quillset datasets)."
    )
    given = [at(text, "Zorbset", DATASET, "gazetteer"), at(text, "Quillset", DATASET, "gazetteer")]
    evaluated, _ = relations(blank, text, given)
    assert evaluated == {("Zorbset", "Dataset"), ("Quillset", "Dataset")}


@pytest.mark.parametrize("surface", ["glyph recognition", "sparse lexicon induction"])
def test_a_lowercase_activity_typed_dataset_is_a_task(blank, surface):
    text = f"We propose GlimNet. Experiments on {surface} show that GlimNet helps."
    evaluated, mentions = relations(blank, text, [at(text, surface, DATASET)])
    assert evaluated == set()
    assert [m.type for m in mentions if m.text == surface] == [TASK]


@pytest.mark.parametrize("surface", ["Zorb Recognition", "glyph recognition corpus", "MNIST-10"])
def test_a_named_or_data_headed_dataset_keeps_its_type(blank, surface):
    text = f"We propose GlimNet. Experiments on {surface} show that GlimNet helps."
    evaluated, _ = relations(blank, text, [at(text, surface, DATASET)])
    assert evaluated == {(surface, "Dataset")}


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("We test our agents on the Zorbland environment and report higher returns.", "Zorbland"),
        ("We evaluate on the Zorbsim simulator, where agents reach the goal faster.", "Zorbsim"),
    ],
)
def test_a_name_before_environment_or_simulator_is_an_environment(blank, sentence, name):
    text = "We propose GlimNet, a recurrent planner. " + sentence
    kind = sentence.split(name)[1].split()[0].strip(",")
    evaluated, _ = relations(blank, text, [])
    assert evaluated == {(f"{name} {kind}", "Environment")}


def test_a_measure_before_environment_is_no_name(blank):
    text = "We propose GlimNet. Agents trained for 200M environment frames in 3D environments win."
    evaluated, _ = relations(blank, text, [])
    assert evaluated == set()


def test_a_network_familys_name_typed_dataset_is_a_model(blank):
    text = "We propose GlimNet, a pruning method. GlimNet improves accuracy on Zorbset for Tiny-ResNet-A."
    given = [at(text, "Zorbset", DATASET, "gazetteer"), at(text, "Tiny-ResNet-A", DATASET)]
    evaluated, mentions = relations(blank, text, given)
    assert evaluated == {("Zorbset", "Dataset")}
    assert [m.type for m in mentions if m.text == "Tiny-ResNet-A"] == [EntityType.MODEL]


@pytest.mark.parametrize("surface", ["VGG-Face", "Zorbnet"])
def test_data_named_like_a_network_keeps_its_type(blank, surface):
    text = f"We propose GlimNet. GlimNet improves accuracy on {surface} by 2 points."
    evaluated, _ = relations(blank, text, [at(text, surface, DATASET)])
    assert evaluated == {(surface, "Dataset")}
