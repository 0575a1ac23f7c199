"""Round 68 (sentences written here).

* Letters a paper's words make data ("For PGK and Zorbset, two comprehensive datasets") take
  no meaning that only one other paper gives them as something else (a method); a meaning
  two papers give is still borrowed.
* A known dataset's resolution glued to its name ("ImageNet64x64") is that dataset; two known
  datasets joined by a slash ("CIFAR-10/100", "CIFAR-10/ CIFAR-100") are both datasets, and a
  number alone ("100") is no alias of one.
* Dataset acronyms that are word ends ("con- sider": SIDER) match only in capitals.
* An abbreviated connective the tagger takes into a name's end ("CGNN w.r.t") is cut off.
* A definition inside a known task or notion of several words ("Click Through Rate (CTR)
  prediction", "Kullback-Leibler (KL) divergence") is that compound's name, as "the key-value
  (KV) cache" is; "temporal difference (TD) learning" keeps its definition.
* A task whose errors the paper's means bears ("robust to errors in pose estimation") is no
  task of the paper; nor is a field listed after "problems in" ("one of the most challenging
  problems in chemistry, physics, and material engineering"), as after "problem in".
* A known task before "systems" ("image classification systems") is that task; a task's
  label leaves out the suffix that only says it is one ("pebble classification tasks" is
  "pebble classification"), its termhood still read on the words written.
* The ends of a range of others' fields in the lead-in ("solving tasks from image
  classification to machine translation or reinforcement learning") are no tasks of the paper;
  a field a means is borrowed from ("borrowing the idea from hierarchical reinforcement
  learning") stays one (about half are the paper's own).
* Every name given together after a naming participle ("called ZorbOne, ZorbTwo and ZorbThree")
  is proposed, not only the first.
* Gazetteer: Swiss-Prot is a dataset, Raven's Progressive Matrices a task; "KL" alone is the
  Kullback-Leibler divergence; natural language understanding (NLU), morphological inflection
  and unsupervised reinforcement learning are tasks; YFCC-100M is YFCC100M.
"""

import pytest
from conftest import linked_objects

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.lexicon.gazetteer import load_gazetteer
from kg.types import EntityType, Mention, Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


# ----------------------------------------------------------------- letters the paper makes data


def _use(papers: int):
    from kg.link.meanings import MeaningUse

    use = MeaningUse()
    for paper in range(papers):
        use.add(
            "pgk", "pebble graph kelp", f"p{paper}", "PGK", "pebble graph kelp", EntityType.METHOD
        )
    return use


_DATA_TEXT = "For PGK and Zorbset, two comprehensive datasets for kelp reasoning, we win."


def test_letters_made_data_take_no_single_papers_method_meaning():
    mention = Mention("PGK", 4, 7, EntityType.DATASET, "ner", 0.6)
    assert not _use(1).borrowable(mention, _DATA_TEXT, "pgk", "pebble graph kelp")


def test_letters_made_data_take_a_meaning_two_papers_give():  # guard
    mention = Mention("PGK", 4, 7, EntityType.DATASET, "ner", 0.6)
    assert _use(2).borrowable(mention, _DATA_TEXT, "pgk", "pebble graph kelp")


def test_letters_of_a_method_take_the_meaning():  # guard
    mention = Mention("PGK", 4, 7, EntityType.METHOD, "ner", 0.6)
    assert _use(1).borrowable(mention, _DATA_TEXT, "pgk", "pebble graph kelp")


# ----------------------------------------------------------------------------- glued resolution


def test_a_glued_resolution_is_the_known_dataset(nlp):
    text = "Zorbnet outperforms kelp baselines on CIFAR-10 and ImageNet64x64 within one week."
    assert linked_objects(nlp, text, Predicate.EVALUATES_ON).get("ImageNet") == "Dataset"


def test_two_datasets_joined_by_a_slash_are_both_evaluated_on(nlp):
    text = "We validate Zorbnorm on standard benchmarks including CIFAR-10/100 and SVHN."
    data = linked_objects(nlp, text, Predicate.EVALUATES_ON)
    assert {"CIFAR-10", "CIFAR-100"} <= set(data)


def test_a_dataset_with_a_slash_left_on_is_evaluated_on(nlp):
    text = "Zorbnet reaches strong accuracy on CIFAR-10/ CIFAR-100 with few kelp parameters."
    assert "CIFAR-10" in linked_objects(nlp, text, Predicate.EVALUATES_ON)


def test_a_number_is_no_alias_of_a_dataset(nlp):  # guard
    from kg.link import link

    text = "We validate Zorbnorm on standard benchmarks including CIFAR-10/100 and SVHN."
    extraction = extract_one(Paper("sha256:slash", text), nlp=nlp)
    entities = link([extraction]).entities
    assert not any("100" in e.aliases for e in entities)


def test_a_hyphenated_word_is_no_dataset_acronym(nlp):
    text = "We con- sider membership tests over ensembles of kelp samples."
    assert "SIDER" not in linked_objects(nlp, text, Predicate.EVALUATES_ON)


# ------------------------------------------------------------------ connectives at a name's end


def test_an_abbreviated_connective_is_no_part_of_a_name(nlp):
    text = (
        "Throughout an extensive variety of experiments, we illustrate the competitive results "
        "of CGNN w.r.t state-of-the-art alternatives in observational causal discovery."
    )
    extraction = extract_one(Paper("sha256:wrt", text), nlp=nlp)
    assert not any("w.r.t" in m.text for m in extraction.mentions)


# --------------------------------------------------------------------------- compound definitions


def test_a_definition_inside_a_known_compound_of_several_words(nlp):
    text = (
        "Click Through Rate (CTR) prediction is a critical task in online kelp markets. "
        "We propose Zorbnet, a pebble model for it."
    )
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert tasks.get("click-through rate prediction") == "Task"


# ------------------------------------------------------------------------ steps and fields aside


def test_a_task_whose_errors_are_borne_is_no_task(nlp):
    text = (
        "We propose Zorbwalk, a pebble controller for legged kelp robots. Zorbwalk adapts to "
        "novel terrains and accounts for miscalibration or errors in pose estimation."
    )
    assert "pose estimation" not in linked_objects(nlp, text, Predicate.ADDRESSES_TASK)


def test_reduced_errors_in_a_task_keep_the_task(nlp):  # guard
    text = (
        "We propose Zorbprior, a pebble prior for kelp models. In experiments, reduced "
        "classification errors in meta-learning have been observed."
    )
    assert "meta-learning" in linked_objects(nlp, text, Predicate.ADDRESSES_TASK)


def test_fields_listed_after_problems_in_are_no_tasks(nlp):
    text = (
        "Estimating the importance of each pebble in a kelp is one of the most challenging "
        "problems in chemistry, physics, and material engineering. We propose Zorbrank, a "
        "pebble attention model for it."
    )
    assert "material engineering" not in linked_objects(nlp, text, Predicate.ADDRESSES_TASK)


# ------------------------------------------------------------------------------ gazetteer rows


def test_gazetteer_rows_of_round_68():
    lookup = load_gazetteer().lookup
    assert lookup("Swiss-Prot").type is EntityType.DATASET
    assert lookup("Raven Progressive Matrices").name == "Raven's Progressive Matrices"
    assert lookup("KL").name == "Kullback-Leibler divergence"
    assert lookup("NLU").name == "natural language understanding"
    assert lookup("YFCC-100M").name == "YFCC100M"
    for name in ("morphological inflection", "unsupervised reinforcement learning"):
        assert lookup(name).type is EntityType.TASK


def test_a_definition_inside_a_known_notion_of_several_words(nlp):
    text = "We minimize the Kullback-Leibler (KL) divergence between two kelp distributions."
    extraction = extract_one(Paper("sha256:kl", text), nlp=nlp)
    assert any(m.text == "Kullback-Leibler (KL) divergence" for m in extraction.mentions)


# --------------------------------------------------------------------- tasks named with a suffix


def test_a_known_task_before_systems_is_the_task(nlp):
    text = (
        "An important property of image classification systems in the real world is that "
        "they reject unknown kelp. We propose Zorbnet, a pebble network for it."
    )
    assert "image classification" in linked_objects(nlp, text, Predicate.ADDRESSES_TASK)


def test_a_task_suffix_is_no_part_of_the_label(nlp):
    text = "We evaluate Zorbnet on four kelp datasets in pebble classification tasks."
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert "pebble classification" in tasks and "pebble classification tasks" not in tasks


def test_generic_words_before_a_suffix_stay_undrawn(nlp):  # guard
    text = "We evaluate Zorbnet on 11 downstream NLP tasks and on complex control tasks."
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK, drawn=True)
    assert not {"downstream NLP", "complex control"} & set(tasks)


# -------------------------------------------------------- fields a means comes from, and ranges


def test_a_field_a_means_is_borrowed_from_stays_a_task(nlp):  # guard
    # (tried in round 68 and dropped: about half of such fields are the paper's own)
    text = (
        "Borrowing the idea from hierarchical reinforcement learning, we propose Zorbopt, a "
        "pebble framework that separates kelp knowledge into two units."
    )
    assert "hierarchical reinforcement learning" in linked_objects(
        nlp, text, Predicate.ADDRESSES_TASK
    )


def test_a_range_of_fields_in_the_lead_in_is_no_task(nlp):
    text = (
        "Deep networks make significant advances, solving tasks from image classification to "
        "machine translation or reinforcement learning. However, they are brittle to kelp. We "
        "propose Zorbnet, a pebble network that is robust to kelp."
    )
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert not {"image classification", "machine translation", "reinforcement learning"} & set(
        tasks
    )


def test_a_purpose_after_from_the_is_no_range(nlp):  # guard
    text = (
        "Neural networks seldom use structured information from the label space to help "
        "representation learning. We propose Zorbnet, a pebble network that does."
    )
    assert "representation learning" in linked_objects(nlp, text, Predicate.ADDRESSES_TASK)


# ----------------------------------------------------------------- names given together


def test_every_name_given_together_is_proposed(nlp):
    from conftest import pipeline_proposed

    text = (
        "We provide new variants of kelp optimizers, called ZorbOne, ZorbTwo and ZorbThree "
        "respectively, which bound the pebble steps."
    )
    assert {"ZorbOne", "ZorbTwo", "ZorbThree"} <= pipeline_proposed(nlp, text)
