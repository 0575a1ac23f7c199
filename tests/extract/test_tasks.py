"""Tasks from the paper's own framing (kg.extract.relations.tasks), on sentences written here."""

from __future__ import annotations

from dataclasses import replace

import pytest
import spacy

from kg.extract.relations import Sentence, find_relations
from kg.extract.relations import confidence as conf
from kg.extract.relations.context import make_context, with_mentions
from kg.extract.relations.tasks import task_mentions, title_tasks
from kg.extract.sentences import split_sentences
from kg.types import EntityType, Mention, Predicate

METHOD, CONCEPT, TASK = EntityType.METHOD, EntityType.CONCEPT, EntityType.TASK


@pytest.fixture(scope="module")
def blank():
    return spacy.blank("en")


def at(text: str, surface: str, etype: EntityType, **fields) -> Mention:
    start = text.index(surface)
    values = {"extractor": "ner", "confidence": 0.45} | fields
    return Mention(surface, start, start + len(surface), etype, **values)


def context_of(blank, text, *mentions, proposed=()):
    sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
    context = make_context(blank(text), mentions, sentences, paper_key="p:1", abstract=text)
    return with_mentions(context, context.mentions, proposed=proposed) if proposed else context


def tasks_of(blank, text, given, title=None):
    """(text, confidence) of every mention that ends up a paper-addressed Task."""
    doc = blank(text)
    sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
    found = find_relations(doc, given, sentences, paper_key="p:1", abstract=text, title=title)
    mentions = found.mentions.apply(given)
    return {
        (mentions[r.object].text, mentions[r.object].confidence)
        for r in found.relations
        if r.predicate is Predicate.ADDRESSES_TASK and r.subject is None
    }


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Gated Sketches for Distributed Audio Compression", ["Distributed Audio Compression"]),
        # What follows "via / with / using" is the means, not the task.
        ("Speech Synthesis via Adversarial Compression", ["Speech Synthesis"]),
        # The name before the colon is the contribution, even with a task-like head.
        ("Deep Wave Compression: Smaller Audio for Mobile Playback", []),
        ("Towards Robust Melody Transcription", ["Robust Melody Transcription"]),
        # A bare activity, or a head that names no activity, is no task.
        ("Compression for Sketches", []),
        (
            "Joint Tagging and Out-of-Vocabulary Detection",
            ["Joint Tagging", "Out-of-Vocabulary Detection"],
        ),
    ],
)
def test_title_tasks(title, expected):
    assert title_tasks(title) == expected


def test_the_titles_task_is_addressed_where_the_abstract_uses_it(blank):
    text = "Sending sketches is costly. We propose GatedSketch, which shrinks what distributed audio compression must send."
    given = [at(text, "GatedSketch", METHOD), at(text, "distributed audio compression", CONCEPT)]
    title = "Gated Sketches for Distributed Audio Compression"
    assert tasks_of(blank, text, given) == set()
    assert tasks_of(blank, text, given, title) == {
        ("distributed audio compression", conf.TASK_FRAMED)
    }


def test_the_titles_task_with_no_mention_becomes_one(blank):
    text = "We propose GatedSketch. It halves the bits of audio compression on phones."
    given = [at(text, "GatedSketch", METHOD)]
    title = "Gated Sketches for Low-Power Audio Compression"
    assert tasks_of(blank, text, given, title) == {("audio compression", conf.TASK_FRAMED)}


def test_the_titles_task_inside_a_proposal_phrase_is_its_purpose(blank):
    text = "We propose a sparse encoder for distributed audio compression."
    phrase = at(
        text,
        "sparse encoder for distributed audio compression",
        METHOD,
        extractor="proposal.phrase",
        confidence=0.6,
    )
    context = context_of(blank, text, phrase, proposed=(0,))
    changed, added = task_mentions(context, "A Sparse Encoder for Distributed Audio Compression")
    assert changed == {}
    assert [(m.text, m.type, m.confidence) for m in added] == [
        ("distributed audio compression", TASK, conf.TASK_FRAMED)
    ]


def test_a_proposed_name_holding_the_titles_words_is_not_the_task(blank):
    text = "We propose Sketch Networks for Audio Compression (SNAC). SNAC runs on phones."
    name = at(
        text,
        "Sketch Networks for Audio Compression",
        METHOD,
        extractor="acronym.long",
        confidence=0.8,
    )
    context = context_of(blank, text, name, proposed=(0,))
    assert task_mentions(context, "SNAC: Sketch Networks for Audio Compression") == ({}, ())


def test_tasks_listed_together_are_the_papers_tasks(blank):
    text = "We test the layer on melody transcription, chord estimation and beat tracking."
    given = [
        at(text, "melody transcription", TASK),
        at(text, "chord estimation", TASK),
        at(text, "beat tracking", CONCEPT),
    ]
    assert tasks_of(blank, text, given) == {
        ("melody transcription", conf.TASK_FRAMED),
        ("chord estimation", conf.TASK_FRAMED),
        ("beat tracking", conf.TASK_FRAMED),
    }


def test_a_list_after_tasks_colon_is_framed_even_with_one_task(blank):
    text = "The layer helps on two tasks: melody transcription and beat tracking."
    given = [at(text, "melody transcription", TASK), at(text, "beat tracking", CONCEPT)]
    assert {t for t, _ in tasks_of(blank, text, given)} == {"melody transcription", "beat tracking"}


def test_methods_listed_together_stay_methods(blank):
    text = "We compare gated pooling, sparse pooling and beat tracking."
    given = [
        at(text, "gated pooling", METHOD),
        at(text, "sparse pooling", METHOD),
        at(text, "beat tracking", TASK),
    ]
    assert tasks_of(blank, text, given) == {("beat tracking", 0.45)}


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        (
            "In this paper we study handwriting recognition on old letters.",
            "handwriting recognition",
        ),
        ("We tackle the harder problem of handwriting recognition.", "handwriting recognition"),
        (
            "Protein contact prediction is a fundamental problem in biology.",
            "protein contact prediction",
        ),
    ],
)
def test_the_papers_framing_makes_a_task(blank, text, surface):
    start = text.lower().index(surface)
    mention = Mention(
        text[start : start + len(surface)], start, start + len(surface), CONCEPT, "phrase", 0.45
    )
    assert tasks_of(blank, text, [mention]) == {(mention.text, conf.TASK_FRAMED)}


def test_a_bare_activity_is_never_framed(blank):
    text = "In this paper we study optimization."
    assert tasks_of(blank, text, [at(text, "optimization", TASK)]) == {("optimization", 0.45)}


def test_a_proposals_purpose_is_a_task(blank):
    text = "We propose ZorbNet for handwriting recognition."
    given = [
        at(text, "ZorbNet", METHOD, confidence=0.9),
        at(text, "handwriting recognition", CONCEPT),
    ]
    changed, added = task_mentions(context_of(blank, text, *given, proposed=(0,)), None)
    assert (changed[1].type, changed[1].confidence, added) == (TASK, conf.TASK_FRAMED, ())


def test_the_purpose_inside_a_contribution_phrase_is_a_task(blank):
    text = "We propose a sparse encoder for distributed audio compression."
    phrase = at(
        text,
        "sparse encoder for distributed audio compression",
        METHOD,
        extractor="proposal.phrase",
        confidence=0.6,
    )
    _, added = task_mentions(context_of(blank, text, phrase, proposed=(0,)), None)
    assert [(m.text, m.type) for m in added] == [("distributed audio compression", TASK)]


def test_a_name_listed_with_datasets_is_a_dataset(blank):
    text = "We evaluate ZorbNet on MNIST, Quibble-7 and SVHN, and on music clips."
    given = [
        at(text, "MNIST", EntityType.DATASET),
        at(text, "Quibble-7", CONCEPT),
        at(text, "SVHN", EntityType.DATASET),
        at(text, "music clips", CONCEPT),
    ]
    changed, _ = task_mentions(context_of(blank, text, *given), None)
    assert {given[i].text: m.type for i, m in changed.items()} == {"Quibble-7": EntityType.DATASET}


def test_a_task_mention_headed_by_a_means_is_a_method(blank):
    text = "We reproduce Matching Nets and study image captioning."
    given = [at(text, "Matching Nets", TASK), at(text, "image captioning", TASK)]
    changed, _ = task_mentions(context_of(blank, text, *given), None)
    assert {given[i].text: m.type for i, m in changed.items()} == {"Matching Nets": METHOD}


def test_an_activity_the_text_calls_a_task_is_one(blank):
    text = "We show it on a melody transcription task and on physical tasks."
    given = [at(text, "melody transcription task", TASK), at(text, "physical tasks", TASK)]
    changed, _ = task_mentions(context_of(blank, text, *given), None)
    assert {given[i].text: m.confidence for i, m in changed.items()} == {
        "melody transcription task": conf.TASK_FRAMED
    }


def test_a_bare_activity_called_tasks_is_never_framed(blank):
    text = "We test it on classification tasks, segmentation tasks and melody transcription."
    given = [
        at(text, "classification tasks", TASK),
        at(text, "segmentation tasks", TASK),
        at(text, "melody transcription", TASK),
    ]
    changed, _ = task_mentions(context_of(blank, text, *given), None)
    assert [given[i].text for i in changed] == ["melody transcription"]


def test_a_longer_name_around_the_titles_task_keeps_its_span(blank):
    # The title's "Lattice Search" must not cut "Differentiable lattice search (DLS)" down to
    # the task: the acronym's long form is another entity (it then linked DLS to the task).
    text = "Differentiable lattice search (DLS) is slow. We speed it up."
    long_form = at(text, "Differentiable lattice search", METHOD, extractor="acronym.long")
    long_form = replace(long_form, short_form="DLS", confidence=0.8)
    context = context_of(blank, text, long_form)
    changed, added = task_mentions(context, "Fast Memory-Efficient Lattice Search")
    assert changed == {} and added == ()


def _split_tasks(blank, sentence: str, tail: str) -> tuple[set[str], list[Mention]]:
    """The addressed tasks' names (canonical, else text) and the mentions the rules added."""
    given = [at(sentence, tail, TASK)]
    sentences = [Sentence(s, e, sentence[s:e]) for s, e in split_sentences(sentence)]
    found = find_relations(blank(sentence), given, sentences, paper_key="p:1", abstract=sentence)
    mentions = found.mentions.apply(given)
    tasks = {
        mentions[r.object].canonical or mentions[r.object].text
        for r in found.relations
        if r.predicate is Predicate.ADDRESSES_TASK and r.subject is None
    }
    return tasks, list(mentions[1:])


@pytest.mark.parametrize(
    ("sentence", "tail", "split"),
    [
        (
            "We address image and speech classification with one encoder.",
            "speech classification",
            "image classification",
        ),
        (
            "We tackle the visual and semantic segmentation problems.",
            "semantic segmentation problems",
            "visual segmentation",
        ),
    ],
)
def test_a_coordination_of_modifiers_splits_into_two_tasks(blank, sentence, tail, split):
    """ "image and speech classification" is "image classification" and "speech
    classification": the modifier's mention names the task with the shared head."""
    tasks, added = _split_tasks(blank, sentence, tail)
    assert tasks == {tail, split}
    assert [m.text for m in added] == [split.split()[0]]


def test_a_proposal_phrase_around_the_coordination_does_not_stop_the_split(blank):
    """The paper's unnamed proposal may run over the tasks it is good at ("a new loss that
    gives the best results on image and speech classification tasks"): a phrase holding the
    whole coordination takes no word of it."""
    sentence = (
        "We propose a new loss that gives the best results on image and speech classification "
        "tasks."
    )
    tasks, added = _split_tasks(blank, sentence, "speech classification tasks")
    assert "image classification" in tasks
    assert [m.text for m in added if m.extractor == "task.conjunct"] == ["image"]


@pytest.mark.parametrize(
    "sentence",
    [
        "We train a model and text classification follows.",  # a means is no modifier
        "We quickly and text classification.",  # an adverb is no modifier
        "We study learning and text classification.",  # an activity is a task of its own
    ],
)
def test_a_word_that_modifies_no_task_does_not_split(blank, sentence):
    assert _split_tasks(blank, sentence, "text classification")[1] == []


def test_a_title_task_widening_an_acronym_definition_drops_the_acronym(blank):
    """The initials of "(QL)" define "quorum learning"; the title's wider "Deep Quorum
    Learning" takes the mention's span, but the acronym stays with what its initials spell."""
    text = "Deep quorum learning (QL) agents are brittle. We study QL agents under noise."
    long = at(text, "quorum learning", TASK, extractor="acronym.long", short_form="QL")
    short = at(text, "QL", TASK, extractor="acronym.short", long_form="quorum learning")
    doc = blank(text)
    sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
    found = find_relations(
        doc,
        [long, short],
        sentences,
        paper_key="p:1",
        abstract=text,
        title="Breaking Deep Quorum Learning",
    )
    widened = found.mentions.apply([long, short])[0]
    assert widened.text == "Deep quorum learning"
    assert widened.short_form is None


# -- round 3: purposes, activities before a means, what the text calls tasks, acronyms ---------


@pytest.mark.parametrize(
    ("text", "surface", "etype"),
    [
        (
            "Gated stacks are well suited for modeling long-range dependencies in audio.",
            "modeling long-range dependencies",
            TASK,
        ),
        (
            "We add a memory module for relational reasoning over sets of objects.",
            "relational reasoning",
            TASK,
        ),
        (
            "The idea is applied in the context of melody transcription from noisy tapes.",
            "melody transcription",
            CONCEPT,
        ),
        (
            "Our sketches help to tackle cross-lingual retrieval at a low cost.",
            "cross-lingual retrieval",
            CONCEPT,
        ),
    ],
)
def test_a_stated_purpose_is_a_task(blank, text, surface, etype):
    given = [at(text, surface, etype)]
    assert tasks_of(blank, text, given) == {(surface, conf.TASK_FRAMED)}


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        # Generic words after a purpose cue name no task.
        ("We keep a cache for downstream tasks of any size.", "downstream tasks"),
        ("The loss is tuned for accurate prediction of rare events.", "accurate prediction"),
        ("A sampler for statistical differences is given.", "statistical differences"),
    ],
)
def test_generic_words_after_a_purpose_are_no_task(blank, text, surface):
    # The tagger's own guess stays unconfident (0.45, not drawn) or is no task at all.
    assert all(c < conf.TASK_FRAMED for _, c in tasks_of(blank, text, [at(text, surface, TASK)]))


def test_an_activity_before_a_means_is_a_task(blank):
    text = (
        "We build tiny pose estimation networks and a stronger ImageNet classification benchmark."
    )
    assert tasks_of(blank, text, []) == {
        ("pose estimation", conf.TASK_FRAMED),
        ("ImageNet classification", conf.TASK_FRAMED),
    }
    # An adjective that rates rather than sorts makes no task ("existent", "accurate").
    text = "We compare existent classification models and accurate detection systems."
    assert tasks_of(blank, text, []) == set()


def test_what_the_text_calls_tasks_with_a_specific_modifier(blank):
    text = "We evaluate on dense-reward cooperative tasks and on downstream tasks."
    given = [at(text, "dense-reward cooperative tasks", TASK), at(text, "downstream tasks", TASK)]
    assert tasks_of(blank, text, given) == {
        ("dense-reward cooperative tasks", conf.TASK_FRAMED),
        ("downstream tasks", 0.45),  # generic: the tagger's unconfident guess, not drawn
    }


def test_an_acronym_means_what_its_task_long_form_means(blank):
    text = "We study cooperative multi-robot planning (CMRP). CMRP is hard at scale."
    long_form = at(text, "cooperative multi-robot planning", TASK, short_form="CMRP")
    short = at(text, "CMRP", METHOD, long_form="cooperative multi-robot planning")
    later = replace(at(text, "CMRP is", METHOD), text="CMRP", end=text.index("CMRP is") + 4)
    later = replace(later, long_form="cooperative multi-robot planning")
    found = {surface for surface, _ in tasks_of(blank, text, [long_form, short, later])}
    assert found == {"cooperative multi-robot planning", "CMRP"}


def test_the_titles_task_inside_a_contribution_phrase(blank):
    text = "We propose a study of the stability of several one-shot parsing schemes under noise."
    phrase = "study of the stability of several one-shot parsing schemes"
    given = [at(text, phrase, METHOD, extractor="proposal.phrase", confidence=0.6)]
    context = context_of(blank, text, *given, proposed=(0,))
    _, added = task_mentions(context, "Stability Analysis in Few-Example One-Shot Parsing")
    assert [(m.text, m.type, m.confidence) for m in added] == [
        ("one-shot parsing", TASK, conf.TASK_FRAMED)
    ]


# -- datasets the mention stage missed (kg.extract.relations.datasets) ------------------------


def datasets_of(blank, text, given):
    doc = blank(text)
    sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
    found = find_relations(doc, given, sentences, paper_key="p:1", abstract=text)
    mentions = found.mentions.apply(given)
    return {
        (mentions[r.object].text, mentions[r.object].type)
        for r in found.relations
        if r.predicate is Predicate.EVALUATES_ON
    }


def test_a_name_before_a_collection_word_is_a_dataset(blank):
    text = "We evaluate our agent on the Gorse benchmark suite. Experiments with the Tarn corpus follow."
    assert datasets_of(blank, text, []) == {
        ("Gorse benchmark suite", EntityType.BENCHMARK),
        ("Tarn corpus", EntityType.DATASET),
    }
    # A clause's first word and generic collections are no names.
    assert datasets_of(blank, "The corpus is small. We evaluate on a benchmark suite.", []) == set()


def test_names_listed_with_a_dataset_in_experiments_are_datasets(blank):
    text = "We evaluate our sampler on Gorse, Tarn and CIFAR-10."
    given = [at(text, "CIFAR-10", EntityType.DATASET, confidence=0.9)]
    assert {s for s, _ in datasets_of(blank, text, given)} == {"Gorse", "Tarn", "CIFAR-10"}
    # Without a dataset in the list, names after "with" are not taken for datasets.
    text = "We evaluate our sampler with Adam and Lion."
    assert datasets_of(blank, text, []) == set()


def test_a_name_after_a_word_for_its_kind_is_a_dataset(blank):
    text = "We evaluate our agent on the 3D environment Quarry Run and the benchmark Gorse."
    given = [at(text, "3D environment Quarry Run", TASK, confidence=0.6)]
    assert datasets_of(blank, text, given) == {
        ("Quarry Run", EntityType.ENVIRONMENT),
        ("Gorse", EntityType.BENCHMARK),
    }
    assert tasks_of(blank, text, given) == set()  # the name is no task of the paper


def test_names_before_a_head_or_a_tasks_name_are_no_datasets(blank):
    # "on Gorse and Tarn processors": the names modify a head, they are no datasets.
    text = "We evaluate the kernels on CIFAR-10 with Gorse and Tarn processors."
    given = [at(text, "CIFAR-10", EntityType.DATASET, confidence=0.9)]
    assert {s for s, _ in datasets_of(blank, text, given)} == {"CIFAR-10"}
    # "the person Re-ID dataset": a task's name before "dataset" names no dataset.
    text = "We evaluate on the person Re-ID dataset."
    given = [at(text, "person Re-ID", TASK, confidence=0.9)]
    assert datasets_of(blank, text, given) == set()


def test_a_plural_of_things_is_no_task(blank):
    text = "We study statistical differences in Gorse scenarios and recognizing noun phrase chunks."
    given = [
        at(text, "statistical differences", TASK, confidence=0.6),
        at(text, "Gorse scenarios", TASK, confidence=0.6),
        at(text, "recognizing noun phrase chunks", TASK, confidence=0.6),
    ]
    assert {s for s, _ in tasks_of(blank, text, given)} == {"recognizing noun phrase chunks"}
