"""Round 45 (sentences written here; each part below has its own comment).

Part 1: a long form that lists capitalised words, "and" or "&" before the last ("Sift, Weigh,
and Merge (SWM)"), defines its short form when the initials spell it in order; before, the
commas cut the long form and the short form stood alone (its "SWM model" another node).

Part 2: "for the problem / challenge of X" frames the purpose X of a proposal as a task, as "for
the task of X" did: the task is X (before, "problem of X" was a second task node).

Part 3: a title opening "<X> Training for <Y>" names the means of its purpose Y: "Blick
Adversarial Training for Wug Generation" states no task "adversarial training".

Part 4: a word for the kind of a thing after a short form the paper defines ("the DEMINE
estimator", "our PSD model", "the MAC cell", "the NCP network") names that thing: one node
with the short form, as "the MACER algorithm" already was.

Part 5: so does a kind word after a name written like an acronym that the paper does not define
but writes alone too ("the ODN model ... ODN"); not after a short form the paper defines as a
task ("Zorb Translation (ZT) ... ZT models" are models for the task).

Part 6: a known name whose last word is a qualifier ("Stanford Question Answering Dataset",
"Arcade Learning Environment", "Microsoft Research Paraphrase Corpus") is the known entity
when the paper defines a short form for it; before, the qualifier was cut ("Stanford Question
Answering"), the cut name was unknown, and the paper's dataset became a node of its own.

Part 7: "we use / employ / adopt / leverage / demonstrate a novel X" announces the paper's own X,
as "we describe / give / suggest a novel X" did; "we use a ResNet" and a thing used that is
not called new still announce nothing.

Part 8: words before a known metric's name of two or three words ("gradient compression
ratio", "top-5 error rate") name a metric, as words before "accuracy" did; a value after it is
a result ("a gradient compression ratio of 600x"). Not a gerund's phrase ("detecting
structural similarity" is an activity).

Part 9: a defined long form of three words or more that writes one word of a known name with
another ending after a shared stem ("deep neuron network (DNN)", "generative adversary network
(GAN)") is that known name, as "Convolution Neural Network (CNN)" already was; a long form
with another word ("Metric Transfer Learning (MTL)") keeps its own meaning.

Part 10: "is a long-standing / non-trivial problem" frames the sentence's opening as a task,
as "is a fundamental problem" did: a hyphenated modifier is one word of the frame.

Part 11: a name the paper gives, opening its sentence as the subject of "is a novel / new X"
("ZorbNet is a novel framework that ..."), is the paper's proposal, as "ZorbNet, a novel
framework" already was; not a plain phrase ("Wug parsing is a new task") nor a name inside a
clause.

Part 12: "the resulting <kind>, <Name>," names the paper's own thing, as "our <kind>, <Name>,"
did ("The resulting model, ZorbNet, routes ...").

Part 13: part 4's rule also holds where the paper's own long form ends in a word of an
activity but the paper types it a method ("Residual Blick Compression (RBC) ... the RBC
method"); a long form typed a task keeps its kind words apart ("ZT models").
"""

import pytest
from conftest import linked_objects

from kg.extract.acronyms import find_acronyms
from kg.extract.pipeline import make_pipeline
from kg.types import Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _pairs(text: str) -> list[tuple[str, str]]:
    return [(text[a:b], text[c:d]) for a, b, c, d in find_acronyms(text)]


def _labels(nlp, text: str) -> dict[str, str]:
    """{mention text: label of its linked node} once the paper is extracted and linked alone."""
    from kg.extract import extract_one
    from kg.link import link
    from kg.types import Paper

    extraction = extract_one(Paper(key="sha256:labels", abstract=text), nlp=nlp)
    linked = link([extraction])
    return {
        mention.text: linked.entities[linked.mention_entity[(extraction.paper.key, i)]].label
        for i, mention in enumerate(extraction.mentions)
    }


# Part 1: a long form listing capitalised words.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The wug sequences a recurrent Memory, Attention, and Control (MAC) cell.",
            [("Memory, Attention, and Control", "MAC")],
        ),
        (
            "We introduce a new blick scheme: Sift, Weigh & Merge (SWM), which is fast.",
            [("Sift, Weigh & Merge", "SWM")],
        ),
        ("Our Parts, Zorbs, and Daxes (PZDs) learn.", [("Parts, Zorbs, and Daxes", "PZDs")]),
    ],
)
def test_a_listed_long_form_defines_its_short_form(text, expected):
    assert _pairs(text) == expected


@pytest.mark.parametrize(  # guard: lists that spell no short form define none
    ("text", "expected"),
    [
        (  # no "and": the sentence's opening is no item of a name
            "However, Unseen Blick Categorization (UBC) is hard.",
            [("Unseen Blick Categorization", "UBC")],
        ),
        ("We train Gears, Valves, and Pumps (GP) jointly.", []),  # the initials spell GVP
        ("on Wugs, Daxes and zorbs (WDZ) only", []),  # a lowercase word in the list
    ],
)
def test_other_lists_define_no_listed_long_form(text, expected):
    assert _pairs(text) == expected


def test_a_listed_name_and_its_short_form_are_one_node(nlp):
    text = (
        "We propose a novel wug formulation. Our Parts, Zorbs, and Daxes (PZD) model learns "
        "blick hierarchies from unlabeled videos, and the PZD model beats three baselines."
    )
    proposed = linked_objects(nlp, text, Predicate.PROPOSES, drawn=True)
    assert "Parts, Zorbs, and Daxes" in proposed
    assert "PZD model" not in proposed


# Part 2: "for the problem of X" frames the task X.
def test_the_problem_of_a_purpose_is_no_part_of_the_task(nlp):
    text = (
        "We propose a blick training approach for the problem of wug question generation. "
        "Our approach asks better questions than three baselines."
    )
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK)
    assert "wug question generation" in tasks
    assert not any(label.startswith("problem of") for label in tasks)


# Part 3: "<X> Training for <Y>" in a title: X training is the means.
def test_a_title_training_for_a_purpose_is_no_task(nlp):
    text = (
        "We propose a generative approach for the problem of wug question generation. We "
        "compare with ablations that exclude the adversarial training."
    )
    title = "Blick-based Adversarial Training for Generating Wug Questions"
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK, title=title)
    assert "adversarial training" not in tasks
    assert "wug question generation" in tasks


def test_a_title_opening_with_a_task_before_for_keeps_it(nlp):  # guard
    text = "We study wug segmentation and propose ZorbNet, a blick network for it."
    title = "Wug Segmentation for Aerial Blick Images"
    assert "wug segmentation" in linked_objects(nlp, text, Predicate.ADDRESSES_TASK, title=title)


# Part 4: a kind word after the paper's own short form.
@pytest.mark.parametrize(
    ("text", "long_form", "with_kind"),
    [
        (
            "We propose the Data-Efficient Zorb Estimator (DEZE). We show that the DEZE "
            "estimator is unbiased.",
            "Data-Efficient Zorb Estimator",
            "DEZE estimator",
        ),
        (
            "We introduce the Neural Blicket Process (NBP) for wug sorting. We train the NBP "
            "network on daxes.",
            "Neural Blicket Process",
            "NBP network",
        ),
        (
            "We present the Blicket Adaptive Module (BAM) for wug sorting. The BAM module is "
            "light.",
            "Blicket Adaptive Module",
            "BAM module",
        ),
    ],
)
def test_a_kind_word_after_an_own_short_form_is_that_thing(nlp, text, long_form, with_kind):
    assert _labels(nlp, text)[with_kind] == long_form


def test_a_title_part_of_no_words_before_for_is_read(nlp):  # guard
    from kg.extract.relations.title_tasks import title_parts

    assert [t.name for t in title_parts("The for Wug Segmentation")] == ["Wug Segmentation"]


# Part 5: a kind word after an undefined acronym-like name the paper also writes alone.
def test_a_kind_word_after_an_undefined_name_is_that_thing(nlp):
    text = (
        "We propose ZRPN, a wug quantizer. Experiments show that the ZRPN scheme halves blick "
        "memory."
    )
    assert _labels(nlp, text)["ZRPN scheme"] == "ZRPN"


def test_models_for_a_task_short_form_stay_apart(nlp):  # guard
    text = (
        "Zorb Translation (ZT) maps wugs to daxes. We show that ZT models trained on blicks "
        "fail, and that ZT is hard."
    )
    assert _labels(nlp, text)["ZT models"] != "Zorb Translation"


# Part 6: a known name with a qualifier, defined with a short form.
def test_a_known_name_defined_with_a_short_form_is_the_known_entity(nlp):
    text = (
        "We propose ZorbQA, a wug reader, and evaluate it on the Stanford Question Answering "
        "Dataset (SQuAD) and the Microsoft Research Paraphrase Corpus (MRPC). We also train "
        "blick agents in the Arcade Learning Environment (ALE)."
    )
    labels = _labels(nlp, text)
    assert labels["Stanford Question Answering Dataset"] == labels["SQuAD"] == "SQuAD"
    assert labels["Microsoft Research Paraphrase Corpus"] == "MRPC"
    assert labels["ALE"] == labels["Arcade Learning Environment"] == "Atari 2600 games"


# Part 7: "we use a novel X" announces the paper's own X.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "We use a novel wug analysis method inspired by blick theory and show that "
            "semantic groups form in the zorb space.",
            "wug analysis method",
        ),
        (
            "We demonstrate a new dax quantization technique that halves the memory of blick "
            "networks.",
            "dax quantization technique",
        ),
    ],
)
def test_using_a_novel_thing_proposes_it(nlp, text, expected):
    proposed = linked_objects(nlp, text, Predicate.PROPOSES)
    assert any(label.startswith(expected) for label in proposed)


@pytest.mark.parametrize(  # guard: a thing used that is not called new
    "text",
    [
        "We use a wug analysis method inspired by blick theory to study zorb spaces.",
        "We use a ResNet to embed dax images and study their zorb geometry.",
    ],
)
def test_using_a_thing_not_called_new_proposes_nothing(nlp, text):
    assert linked_objects(nlp, text, Predicate.PROPOSES) == {}


# Part 8: a qualified metric of two or three words.
def test_words_before_a_known_metric_name_make_a_metric(nlp):
    from kg.extract import extract_one
    from kg.types import Paper

    text = "On wug graphs, ZorbComp achieves a blicket compression ratio of 600x without blicks."
    extraction = extract_one(Paper(key="sha256:ratio", abstract=text), nlp=nlp)
    types = {m.text: m.type.value for m in extraction.mentions}
    assert types.get("blicket compression ratio") == "Metric"
    assert [r.value for r in extraction.results] == ["600×"]


@pytest.mark.parametrize(
    ("words", "metric"),
    [
        ("dax compression ratio", True),
        ("blick top-5 error rate", True),
        ("detecting structural similarity", False),  # guard: an activity
        ("adaptive learning rate", False),  # guard: no metric's name
    ],
)
def test_a_qualified_metric_name(words, metric):
    from kg.extract.kinds import _qualified_metric

    assert _qualified_metric(words.split()) is metric


# Part 9: a known name written with another ending of one word.
@pytest.mark.parametrize(
    ("long_form", "short", "known"),
    [
        ("deep neuron network", "DNN", "deep neural network"),
        ("generative adversary network", "GAN", "generative adversarial network"),
        ("Metric Transfer Learning", "MTL", None),  # guard: another word
        ("graph neutral network", "GNN", None),  # guard: a stem of three letters only
    ],
)
def test_a_known_name_with_another_ending_of_one_word(long_form, short, known):
    from kg.lexicon.gazetteer import load_gazetteer
    from kg.link.spellings import spelled_like

    entry = spelled_like(long_form, short, load_gazetteer())
    assert (entry.name if entry else None) == known


# Part 10: a hyphenated modifier inside "is a ... problem / challenge".
@pytest.mark.parametrize(
    "text",
    [
        "Modelling wug scenes from blick images is a long-standing problem in vision. We "
        "propose ZorbScene.",
        "Learning zorb dependencies is a key long-standing challenge of dax networks. We "
        "propose ZorbNet.",
    ],
)
def test_a_long_standing_problem_frames_a_task(nlp, text):
    tasks = linked_objects(nlp, text, Predicate.ADDRESSES_TASK, drawn=True)
    assert any(label.lower().startswith(text.split()[0].lower()) for label in tasks)


# Part 11: "<Name> is a novel X" opening a sentence.
@pytest.mark.parametrize(
    "text",
    [
        "ZorbNet is a novel framework that unifies wug retrieval and dax ranking.",
        "Here, ZorbNet is a new method for wug retrieval that uses blick hashing.",
    ],
)
def test_a_name_said_to_be_new_is_proposed(nlp, text):
    assert "ZorbNet" in linked_objects(nlp, text, Predicate.PROPOSES)


def test_a_plain_phrase_said_to_be_new_is_not_proposed(nlp):  # guard
    text = "Wug parsing is a new task that maps blick sentences to dax graphs."
    assert linked_objects(nlp, text, Predicate.PROPOSES) == {}


# Part 12: "the resulting <kind>, <Name>,".
def test_the_resulting_kind_names_the_papers_own(nlp):
    text = "The resulting wug detector, ZorbDet, finds daxes in blick images."
    assert "ZorbDet" in linked_objects(nlp, text, Predicate.PROPOSES)


# Part 13: a kind word after an own short form whose long form ends in an activity's word.
def test_a_kind_word_after_an_own_method_named_by_an_activity(nlp):
    text = "We propose Residual Blick Compression (RBC). We show that the RBC method halves wug traffic."
    assert _labels(nlp, text)["RBC method"] == "Residual Blick Compression"
