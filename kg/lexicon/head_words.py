"""Word lists of the head-noun typing of phrases (:mod:`kg.extract.head_kinds`) and of the
judging words no concept phrase starts with (:mod:`kg.extract.phrases`).

A phrase's head often says what kind of thing it names where the tagger is unsure: data by its
kind ("newspaper texts", "audio recordings", "a bilingual dictionary"), or an activity ("anaphora
resolution", "spelling correction").
"""

from __future__ import annotations

__all__ = [
    "BROAD_DATA_HEADS",
    "AGENT_NOUNS",
    "ACTIVITY_TASK_HEADS",
    "COLLECTION_HEADS",
    "DATA_KIND_HEADS",
    "FAMILY_HEADS",
    "WORLD_NETWORK_WORDS",
    "GERUND_PREPOSITIONS",
    "JUDGING_ADJECTIVES",
    "NOT_ACTIVITY_MODIFIERS",
    "RELATING_PARTICIPLES",
    "opens_relation",
    "TRAINING_REGIMES",
]

# Heads of data named by its kind: material a paper reads, records or annotates ("parallel
# corpus", "newspaper texts"). Not "dataset" (a phrase headed by it is described data,
# kg.extract.relations.described_data), nor "images": in machine learning abstracts "validation images", "unseen class images" are
# parts of a dataset, not material of their own (SciER dev's Dataset F1 fell 0.763 -> 0.753).
DATA_KIND_HEADS = frozenset(
    """text texts speech speeches utterance utterances recording recordings transcript
    transcripts dictionary dictionaries treebank treebanks archive archives encyclopedia
    encyclopedias corpus corpora database databases collection collections""".split()
)
# Of those, the heads of a collection: named by vague or broad words only ("text corpus",
# "large-scale corpora", "domain corpus") it says too little to be material of its own.
COLLECTION_HEADS = frozenset("corpus corpora database databases collection collections".split())
# Heads that an adjective before them only describes ("financial texts", "large corpus") or
# makes something else ("orthogonal dictionaries" are matrices): untagged, they name data of a
# kind only after a noun ("newspaper texts", kg.extract.head_kinds).
BROAD_DATA_HEADS = COLLECTION_HEADS | frozenset("text texts dictionary dictionaries".split())
# How data is used in training, which says no more of a collection than "large" does
# ("large scale unsupervised text corpus").
TRAINING_REGIMES = frozenset(
    "supervised unsupervised self-supervised semi-supervised weakly-supervised".split()
)
# Heads of an activity: with a noun before them ("anaphora resolution", "spelling correction",
# "signal processing", "crowd counting") the phrase names a task.
ACTIVITY_TASK_HEADS = frozenset(
    """resolution processing correction extraction understanding interpretation disambiguation
    acquisition counting""".split()
)
# Nouns before an activity head that make it a quality or a measure, not a task ("image
# resolution", "depth resolution", "frame interpretation" stays: only these are listed).
NOT_ACTIVITY_MODIFIERS = frozenset(
    """image images pixel pixels depth frequency time spatial temporal screen display video
    input output angular range signal-to-noise""".split()
)
# Heads of a network family ("deep neural networks", "graph neural networks"): a method's name.
FAMILY_HEADS = frozenset("network networks".split())
# Words before a network head that make it a network of the world, not a model: a graph that
# people, roads, genes or neurons form ("social networks", "citation networks", "gene
# regulatory networks", "biological neural networks"). Not "communication" (a learned
# module's job in multi-agent work) nor "interaction" alone (Interaction Networks, a model).
WORLD_NETWORK_WORDS = frozenset(
    """social citation road roads transportation traffic power metabolic co-authorship
    coauthorship collaboration friendship wireless computer telecommunication biological brain
    neuronal cortical regulatory street airline""".split()
)
# Adjectives that judge or count rather than classify: a concept phrase does not start with
# them ("correct candidate", "fewer equations", "likely positions" name nothing in particular).
# Not "optimal" ("optimal transport"), "inherent" or "similar", which open terms too.
JUDGING_ADJECTIVES = frozenset(
    """correct incorrect complete incomplete fewer distinct meaningful actual reasonable costly
    preliminary proper improper likely unlikely valid invalid pretty stable intuitive rare
    original preferred desired undesired unwanted satisfactory unsatisfactory
    acceptable obvious certain particular total temporary huge tiny enormous""".split()
)
# Prepositions after which an -ing word is a verb with an object ("by combining citations").
GERUND_PREPOSITIONS = frozenset("by for in of on without while when after before from".split())
# Participles that relate a thing to another, never a noun inside a term before "from" / "to"
# ("data coming from sensors", "labels corresponding to classes"): a verb opening a clause.
RELATING_PARTICIPLES = frozenset(
    """coming arising resulting originating stemming emerging belonging corresponding leading
    ranging pertaining amounting relating""".split()
)


def opens_relation(word: str, following: str) -> bool:
    """Whether a lowercase word and the one after it open such a clause ("coming from",
    "corresponding to")."""
    return word in RELATING_PARTICIPLES and following in ("from", "to")


# Nouns that name a paper or its method and act as a clause's subject: a verb's -s form after
# them is the verb ("the algorithm checks", "this article deals with", "the method employs").
# Not "model" or "system": "model weights", "system outputs" are terms.
AGENT_NOUNS = frozenset("paper article method approach algorithm work study technique".split())
