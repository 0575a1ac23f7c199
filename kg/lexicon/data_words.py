"""Word lists of the described-data rule (:mod:`kg.extract.relations.described_data`).

A paper often evaluates on data it describes without a name ("a dataset of 2,310 retinal
scans", "simulated maze environments"). These lists say which heads are collections of data,
which words before them say nothing of what the data is (size, praise, genericity), and which
words make a sentence one about the paper's own experiments.
"""

from __future__ import annotations

import re

__all__ = [
    "COUNT_WORDS",
    "DATA_HEADS",
    "DATA_HEAD_MODIFIES",
    "DATA_ROLE_NOUNS",
    "DESCRIBED_DATA_CUES",
    "ENVIRONMENT_CUES",
    "ENVIRONMENT_HEADS",
    "GENERIC_DATA_KINDS",
    "KEPT_IN_LABEL",
    "POST_MODIFIERS",
    "RECORDED_DATA_HEADS",
    "RECORDED_HEAD_MODIFIES",
    "SOURCE_PARTICIPLES",
    "VAGUE_DATA_WORDS",
]

# Heads of a collection of data, singular and plural. "set" only after "test" / "evaluation".
DATA_HEADS = frozenset(
    """dataset datasets corpus corpora benchmark benchmarks database databases
    lexicon lexicons treebank treebanks environment environments game games simulator
    simulators""".split()
)
# Heads of recorded data ("sleep spindle recordings", "taxi trips data"): a description only
# after nouns that say what was recorded, none of them a kind or role of data ("image data",
# "training data", "trajectory data").
RECORDED_DATA_HEADS = frozenset("data recordings observations measurements logs".split())
# Nouns that give data's role, form or source, not what it records: "demonstration data",
# "sensor data", "support data" (few-shot learning's), "pixel data"; with the kinds of
# GENERIC_DATA_KINDS ("image data", "graph data").
DATA_ROLE_NOUNS = frozenset(
    """trajectory trajectories demonstration demonstrations expert interaction interactions input
    inputs output outputs sample samples feature features label labels pixel pixels point points
    cloud clouds sensor sensors user users experience experiences example examples instance
    instances batch batches stream streams signal signals log logs measurement measurements
    world object objects preference preferences class classes model models network networks
    simulation simulations experiment experiments field lab laboratory offline online feedback
    supervision replay rollout rollouts policy policies environment environments pair pairs
    context contexts query queries support reference memory population distribution
    distributions structure structures matrix matrices array arrays tensor tensors word words
    token tokens character characters document documents sentence sentences node nodes edge
    edges event events frame frames file files record records table
    tables research science information knowledge background prior target source system systems
    speech timeseries frequency frequencies activation activations outlier outliers hindsight
    testing ground-truth bonafide spoof world-model manifold cluster clusters project projects
    web internet company companies industry rgb rgb-d depth""".split()
)
# Nouns after "data" that it modifies ("data sets", "data points", "data owners").
RECORDED_HEAD_MODIFIES = frozenset(
    """set sets point points owner owners scientist scientists item items sample samples instance
    instances stream streams matrix matrices efficiency regime regimes manifold manifolds
    privacy structure structures type types format formats pipeline pipelines loader
    loaders flow flows""".split()
)
# Heads whose data is a place the agents act in: an Environment, not a Dataset.
ENVIRONMENT_HEADS = frozenset("environment environments game games simulator simulators".split())
# Nouns a data head modifies ("dataset size", "game state"): then it heads no description.
DATA_HEAD_MODIFIES = frozenset(
    """size sizes division divisions split splits statistics bias biases shift shifts creation
    construction collection curation state states dynamics level levels engine engines table
    tables card cards documentation distribution distributions design designs selection
    generation augmentation scale quality label labels annotation annotations score scores
    leaderboard leaderboards tasks task setting settings condition conditions model models theory
    theories theoretic""".split()
)
# Words after a head that bring what the data is of ("a dataset of retinal scans").
POST_MODIFIERS = frozenset("of comprising containing consisting".split())
# Participles that bring where the data comes from ("a dataset recorded from salamander retina").
SOURCE_PARTICIPLES = frozenset(
    "recorded collected gathered drawn obtained acquired crawled scraped taken sampled extracted".split()
)
# Words before a head that say how much, how good or how usual the data is, not what it is of:
# "several large-scale public datasets", "real-world data", "standard benchmarks".
VAGUE_DATA_WORDS = frozenset(
    """real-world real world synthetic synthetically generated simulated benchmark standard
    popular public publicly available open open-source large large-scale big small small-scale
    medium-sized huge massive tiny challenging difficult hard easy new recent several various
    different diverse multiple many numerous few well-known well-studied widely-used widely used
    commonly common existing other additional extensive test training evaluation validation
    held-out labeled unlabeled labelled unlabelled annotated noisy clean toy realistic
    pretraining pre-training artificial controlled classic classical famous high-quality
    high-dimensional low-dimensional benchmarking experimental empirical established canonical typical
    representative complex simple related similar same whole entire full original
    respective corresponding competitive rich wide broad varied heterogeneous homogeneous
    publicly-available freely freely-available available distinct separate own both all
    each every any some such this these those that its their our one two three four five six
    seven eight nine ten dozens tens hundreds thousands millions billions more most less very highly further
    larger largest bigger smaller target source downstream auxiliary external in-domain
    out-of-domain required limited sufficient enough best worst first second last top latest
    final main primary only size sizes scale scales level levels kind kinds type types sort
    sorts out-of-distribution in-distribution unseen seen testing conventional long short
    mixed compact unknown known few-shot zero-shot one-shot k-shot multi-task harder easier
    coherent instances instance examples example samples sample items item records record
    entries entry points""".split()
)
# Kinds of data too broad to tell which data ("image datasets", "a text corpus", "a video
# game", "computer vision datasets"): a description needs a word beside them.
GENERIC_DATA_KINDS = frozenset(
    """image images text texts textual video videos audio graph graphs time-series sequence
    sequences sequential vision visual language languages multimodal multi-modal tabular
    multi-agent single-agent computer deep learning machine application applications data
    natural nlp cv domain domains task tasks time series board card action actions reward rewards
    state states observation observations continuous discrete sparse dense control""".split()
)
# Vague words a label keeps when they lead it: they say how the data was made ("simulated maze
# environments"), not how much or how good it is.
KEPT_IN_LABEL = frozenset(
    "synthetic simulated annotated labeled labelled unlabeled unlabelled noisy".split()
)
# Words that count the collections ("three datasets", "several benchmarks"): counted, plural
# collections named by no content are the paper's test beds in general, not one of them.
COUNT_WORDS = frozenset(
    """two three four five six seven eight nine ten several multiple many numerous various
    few some dozens""".split()
)
# A sentence about the paper's own experiments on data.
DESCRIBED_DATA_CUES = re.compile(
    r"\b(?:experiment|evaluat|tested|tests?\s+on|results?\b|outperform|achiev|validat|"
    r"we\s+(?:also\s+|then\s+|further\s+)?(?:us|train|run|appl|collect|buil|construct|present|"
    r"introduc|releas|conduct|test|show|demonstrat|report)|using|trained|empirical|"
    r"benchmark(?:ed|ing)\b|"
    r"demonstrate|perform(?:s|ance)?\b)",
    re.I,
)
# Environments and games are data only where agents act in them ("agents trained in simulated
# maze environments"), not "memory-constrained environments" or "an adversarial game".
ENVIRONMENT_CUES = re.compile(
    r"\b(?:agents?|reinforcement|RL|polic(?:y|ies)|reward|navigat|play|episode|trained\s+in)",
    re.I,
)
