"""Data a paper's experiments use that it describes without a name (``dataset.described``)."""

from __future__ import annotations

import pytest
import spacy

from kg.extract.relations import Sentence, find_relations
from kg.extract.relations.context import make_context
from kg.extract.relations.described_data import described_data
from kg.extract.sentences import split_sentences
from kg.graph import is_drawn
from kg.link import link
from kg.types import DESCRIBED_EXTRACTOR, EntityType, Extraction, Mention, Paper, Predicate

DATASET, ENVIRONMENT = EntityType.DATASET, EntityType.ENVIRONMENT
OPENING = "We propose GlimNet, a sparse recurrent model. "


@pytest.fixture(scope="module")
def blank():
    return spacy.blank("en")


def at(text: str, surface: str, etype: EntityType) -> Mention:
    start = text.index(surface)
    return Mention(surface, start, start + len(surface), etype, "ner", 0.45)


def context_of(blank, text, *mentions):
    sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
    return make_context(blank(text), mentions, sentences, paper_key="p:1", abstract=text)


def described(blank, sentence: str, *mentions: Mention) -> list[tuple[str, EntityType]]:
    changed, added = described_data(context_of(blank, OPENING + sentence, *mentions))
    return sorted((m.text, m.type) for m in [*changed.values(), *added])


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Experiments on a real-world dataset of 2,310 retinal scans with expert labels show "
            "clear gains.",
            [("dataset of 2,310 retinal scans with expert labels", DATASET)],
        ),
        (
            "We run experiments on a large multilingual sentiment intensity dataset.",
            [("multilingual sentiment intensity dataset", DATASET)],
        ),
        (
            "Agents trained in simulated maze environments reach the goal twice as often.",
            [("simulated maze environments", ENVIRONMENT)],
        ),
        (
            "We evaluate GlimNet on a test set of drug names.",
            [("test set of drug names", DATASET)],
        ),
        (
            "Results on the recent bird song corpus show that GlimNet is accurate.",
            [("bird song corpus", DATASET)],
        ),
        (
            "Experiments on a dataset of 9,000 chats grounded in recipes show gains.",
            [("dataset of 9,000 chats", DATASET)],
        ),
        (
            "We report results on a new bird sound classification dataset.",
            [("bird sound classification dataset", DATASET)],
        ),
        (
            "We applied GlimNet to a real dataset recorded from octopus skin.",
            [("dataset recorded from octopus skin", DATASET)],
        ),
    ],
)
def test_data_described_in_an_experiment_sentence(blank, sentence, expected):
    assert described(blank, sentence) == expected


@pytest.mark.parametrize(
    "sentence",
    [
        "Results on two popular image classification datasets show gains.",
        "Experiments on various benchmarks and several datasets show gains.",
        "We evaluate GlimNet on real-world data and on synthetic and real data.",
        "GlimNet outperforms the baselines on standard benchmarks.",
        "GlimNet is evaluated on standard object-classification datasets.",
        "Experiments on three large-scale public datasets show gains.",
        # An environment that is no place agents act in.
        "GlimNet can be deployed in memory-constrained environments with good performance.",
        # The head modifies another noun.
        "We evaluate how the dataset size changes the results.",
        "We report an empirical test of a bargaining game model of agents.",
        "Our agents learn strategies in a two player, zero sum game in our experiments.",
        # Game theory's games are no test beds.
        "Agents trained on Markov games reach equilibria in our experiments.",
        # Only counts after the head.
        "Results on datasets of tens of neurons show gains.",
        # A kind of data too broad to tell which, or a kind named by an adjective.
        "Experiments on image datasets and on a text corpus show gains.",
        "GlimNet outperforms trees on tabular datasets.",
        "We report results on a new image classification dataset and a detection benchmark.",
        "We automatically label large unlabeled datasets in our experiments.",
        "Experiments on a carefully-constructed dataset show gains.",
        "We match benchmark image captioning results with ten times fewer steps.",
        "We build a lexicon without using any parallel corpora in our experiments.",
        "We show state-of-the-art results on a standard k-shot learning dataset.",
        "We test DQN on high-dimensional discrete action environments.",
        "By training on a compact dataset, we cut the training time.",
        # A description of a name is the name's ("Zonkset, a dataset of ...").
        "We present Zonkset, a dataset of bird calls, and evaluate GlimNet on it.",
        "We evaluate GlimNet on a benchmark of 7,186 instances.",
        "We pre-train GlimNet on a large financial corpus in our experiments.",
        "We compare with the hockey dataset [5] in our experiments.",
        "We beat LSTMs, but they pre-trained their model on a bird song corpus.",
        "We establish a rigorous and coherent benchmark and show poor results on a harder dataset.",
        "Our agents learn to act in an unknown environment in our experiments.",
        "This is easily met by even small internet-scale datasets in our experiments.",
        "Results on bird sound datasets: Zorblet, Marrow and Quill.",
        "We detect outliers made by injecting one image dataset into another in experiments.",
        "Our agents adapt quickly in dynamic environments.",
        # No collection of data; a verb's object.
        "We evaluate a collection of policies.",
        "Once we got corpus statistics, results improved.",
        # Only the data of the paper's own experiments.
        "Previous work evaluated such models on a corpus of legal contracts.",
    ],
)
def test_vague_or_others_data_is_no_description(blank, sentence):
    assert described(blank, sentence) == []


def test_a_description_in_the_lead_in_is_background(blank):
    text = (
        "Models are often trained on a dataset of satellite images. "
        "We propose GlimNet and evaluate it on a corpus of legal contracts."
    )
    changed, added = described_data(context_of(blank, text))
    assert [m.text for m in [*changed.values(), *added]] == ["corpus of legal contracts"]


def test_a_name_before_the_head_is_left_to_the_name_rules(blank):
    sentence = "Experiments on the Zorblet bird song dataset show gains."
    text = OPENING + sentence
    assert described(blank, sentence, at(text, "Zorblet", DATASET)) == []


def test_a_lowercase_data_mention_becomes_the_description(blank):
    sentence = "We report results on a large bird song dataset."
    text = OPENING + sentence
    given = at(text, "large bird song dataset", DATASET)
    changed, added = described_data(context_of(blank, text, given))
    assert added == []
    assert [(m.text, m.extractor) for m in changed.values()] == [
        ("bird song dataset", DESCRIBED_EXTRACTOR)
    ]


def test_a_described_dataset_is_evaluated_on(blank):
    text = OPENING + "Experiments on a dataset of 2,310 retinal scans show clear gains."
    sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
    found = find_relations(blank(text), [], sentences, paper_key="p:1", abstract=text)
    mentions = found.mentions.apply([])
    edges = {
        (r.predicate, mentions[r.object].text, r.evidence.sentence)
        for r in found.relations
        if r.subject is None
    }
    assert (
        Predicate.EVALUATES_ON,
        "dataset of 2,310 retinal scans",
        "Experiments on a dataset of 2,310 retinal scans show clear gains.",
    ) in edges


def test_described_data_stays_in_its_paper():
    def paper(key: str) -> Extraction:
        text = "We report results on a bird song corpus."
        start = text.index("bird song corpus")
        mention = Mention("bird song corpus", start, start + 16, DATASET, DESCRIBED_EXTRACTOR, 0.8)
        return Extraction(paper=Paper(key=key, abstract=text), mentions=(mention,))

    linked = link([paper("sha256:a"), paper("sha256:b")])
    a = linked.entities[linked.mention_entity[("sha256:a", 0)]]
    b = linked.entities[linked.mention_entity[("sha256:b", 0)]]
    assert a is not b and (a.scope, b.scope) == ("sha256:a", "sha256:b")
    assert a.label == "bird song corpus" and is_drawn(a)


def test_a_partially_observable_game_keeps_its_adverb(blank):
    sentence = (
        "In our experiments, agents win 70% of the rounds on a partially observable maze game."
    )
    assert described(blank, sentence) == [("partially observable maze game", ENVIRONMENT)]


# -- "data set" spelled in two words; a description ends on a noun (round 18) ----------------


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "We evaluate GlimNet on a data set of 412 kelp scans.",
            [("data set of 412 kelp scans", DATASET)],
        ),
        (
            "Experiments on a large kelp growth data set show clear gains.",
            [("kelp growth data set", DATASET)],
        ),
        ("We evaluate GlimNet on several data sets.", []),
        ("The data set size matters for GlimNet in our experiments.", []),
    ],
)
def test_a_data_set_in_two_words_is_a_dataset(blank, sentence, expected):
    assert described(blank, sentence) == expected


def test_a_description_does_not_end_on_an_adjective(blank):
    # "containing random i.i.d. inputs": the phrase is cut at the abbreviation; it must not
    # end on "random"
    found = described(
        blank, "We evaluate GlimNet on a kelp data set containing random i.i.d. inputs."
    )
    assert found == [("kelp data set", DATASET)]


def test_a_plural_noun_the_lexicon_misreads_still_ends_a_description(blank):
    found = described(blank, "We evaluate GlimNet on a kelp data set of point clouds.")
    assert found == [("kelp data set of point clouds", DATASET)]
