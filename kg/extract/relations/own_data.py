"""Whose data a sentence speaks of, and names that a task is run on.

* :func:`others_data`: a sentence is about others' data when it cites or speaks of prior work
  and not of "we"; but the reference given right after a data name is the data's own ("On the
  Quokka Challenge (Doe et al., 2011), language models score 11% higher") and the prior work
  named after a comparison is the baseline ("... higher than previous methods (Roe, 2018)").
  Not an edge of its own either: an example in the abstract's lead-in ("(e.g., Zonk games,
  Go)"), and a lowercase cover term before the named data ("vision datasets (Zorb, Quill)").
* :func:`pretraining_data`: data a network was pretrained on ("features from networks
  pretrained on ImageNet", "ImageNet pre-trained weights") is no data the paper evaluates on.
* :func:`game_names`: a phrase typed Task that names a game or environment ("a miniature
  Zonk Strategy game") is the Environment the agents play in, and so is the name given to it
  in parentheses ("... game with hidden state (MiniZS)").
* :func:`activity_data`: a lowercase phrase typed Dataset whose head is an activity ("digit
  recognition", "bilingual lexicon induction") is the task run, not data.
* :func:`model_names`: a name typed Dataset that holds a network's family name ("Tiny-ResNet-A"
  in "improves accuracy on ImageNet for Tiny-ResNet-A") is a Model.
* :func:`task_on_names`: a name typed Method right after "<task> on" in a sentence that
  reports a result is the data the task is run on ("fine-tuned for relation mining on
  WordGraph to reach an F1 of 0.9"), unless its shape says model ("on ResNet-50").
"""

from __future__ import annotations

import re
from dataclasses import replace

from kg.extract.relations.context import Context, Sentence
from kg.lexicon.cues import CITED, PRIOR_WORK
from kg.lexicon.head_words import ACTIVITY_TASK_HEADS
from kg.lexicon.kind_words import GAME_THEORY_WORDS
from kg.lexicon.task_cues import TASK_HEADS
from kg.types import DATA_TYPES, LISTED_DATA_EXTRACTOR, EntityType, Mention

__all__ = [
    "LIST_SEPARATOR",
    "NAME_SOURCES",
    "activity_data",
    "game_names",
    "guessed_name",
    "listed_with_data",
    "model_names",
    "others_data",
    "pretraining_data",
    "task_on_names",
]

# The paper speaking of itself or its method ("this approach achieves", "the proposed model").
_WE = re.compile(
    r"\b(?:we|our|this\s+(?:paper|work|approach|method|model|framework|algorithm|module|"
    r"technique|architecture)|the\s+proposed)\b",
    re.I,
)
# Prior-work words that name a baseline ("the previous state of the art", "the prior best") or
# describe the data ("traditional RL tasks from Zonk Gym", "standard benchmarks"), not others'.
_NOT_OTHERS = re.compile(
    r"\b(?:previous|prior|existing|earlier|past)\s+(?:best|state[- ]of[- ]the[- ]art|sota)\b"
    r"|\b(?:traditional|conventional|existing|standard|classic)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:tasks?|benchmarks?|datasets?|environments?|problems?|domains?|games?)\b",
    re.I,
)
# A reference right after a name: "X (Doe et al., 2011)", "X [4]", "X (2011)".
_REFERENCE_AFTER = re.compile(
    r"\s*(?:\[\d+(?:\s*[,-]\s*\d+)*\]|\([^()]*(?:et al\.|\b(?:19|20)\d\d)[^()]*\))"
)
# Where a comparison begins: what follows it names the baseline ("than previous methods").
_COMPARISON = re.compile(
    r"\b(?:outperform\w*|surpass\w*|than|beat(?:s|ing)?|compared\s+(?:to|with)|"
    r"over\s+(?:the\s+)?(?:previous|prior|existing|state)|improv\w*\s+(?:up)?on|against|"
    r"close\s+to|comparable\s+(?:to|with)|competitive\s+with|on\s+par\s+with|versus|"
    r"relative\s+to|above|below|ahead\s+of)\b"
    # "twice as many nodes as prior certificates", "as much data as X"
    r"|\b(?:twice|\w+\s+times|as)\s+(?:many|much|few|often|\w+er)\b(?:\s+[\w-]+){0,3}?\s+as\b",
    re.I,
)

# An example list before a name: "(e.g., Zonk games, Go", "such as Zonk and".
_EXAMPLES = (
    r"\b(?:e\.g\.|such\s+as|including|like)\s*,?\s*(?:[^,;:()]{1,40}?(?:,|\band\b|\bor\b)\s*)*$"
)
_EXAMPLE_BEFORE = re.compile(_EXAMPLES, re.I)

# A plural head and the names it lists after a lowercase cover term.
_NAMES_LISTED = re.compile(
    r"\s+(?:data\s*sets|datasets|benchmarks|corpora)\s*(?:\(|:|,?\s*(?:such\s+as|including|e\.g\.))"
    r"\s*[A-Z]"
)

# Examples of methods listed before a name: "losses such as X", "cost functions like W and".
_METHODS_LISTED = re.compile(
    r"\b(?:methods|models|functions|algorithms|approaches|techniques|losses|objectives|"
    r"architectures|networks|baselines|regularizers)\s*,?\s*\(?\s*" + _EXAMPLES,
    re.I,
)
# "models, including X and Y, on ZorbQA and QuillQA": the examples' list closed before a
# preposition that opens the phrase the data is in.
_LIST_CLOSED = re.compile(
    r"[,)]\s*(?:on|in|across|over|using|with|against|from)\s"
    # "methods such as A and B on C and D": "on" / "across" closes the list without a comma
    r"|\s(?:on|across)\s",
    re.I,
)
# "GAN models (including mixtures, and the Zorb and Quill datasets)": data after all.
_DATA_WORD = re.compile(r"\b(?:datasets?|data\s+sets?|benchmarks?|corpus|corpora)\b", re.I)


# A sentence opening on what the paper sets its work against, up to a name in it ("Unlike
# X and Y tests"), with no comma before the name.
_UNLIKE = re.compile(r"\s*(?:unlike|in\s+contrast\s+to|contrary\s+to)\s[^,;]*$", re.I)


# What a network was pretrained on, right before the data's name ("networks pretrained on the |
# ImageNet database", "pre-training on | X"), and the word after a name that makes it the data
# of pretrained weights ("ImageNet | pre-trained weights", "ImageNet-pretrained").
_PRETRAINED_ON = re.compile(r"\bpre-?train(?:ed|ing)\s+on\s+(?:the\s+)?$", re.I)
_PRETRAINED_AFTER = re.compile(r"[\s-]?pre-?trained\b", re.I)
# How far back "pretrained on" may stand from the name, in characters.
_PRETRAINED_WINDOW = 30


def pretraining_data(context: Context, sentence: Sentence, mention: Mention) -> bool:
    """Whether ``mention`` is data a network was pretrained on, no data evaluated on."""
    text = context.text
    before = text[max(sentence.start, mention.start - _PRETRAINED_WINDOW) : mention.start]
    return bool(_PRETRAINED_ON.search(before) or _PRETRAINED_AFTER.match(text, mention.end))


def others_data(context: Context, sentence: Sentence, mention: Mention, *, opening: bool) -> bool:
    """Whether ``sentence`` speaks of others' data: a citation or a prior-work word, and no
    "we", outside the references of data names and the comparison's baseline; or ``mention``
    is an example listed in the abstract's lead-in (``opening``: "deep RL has shown superhuman
    play in simulated environments (e.g., Zonk games, Go)"), a lowercase cover term for the
    names listed after it ("benchmark vision datasets (Zorb, Quill)"), or an example of methods
    ("cost functions like beta-VAE and ZorbVAE")."""
    text = context.text
    window = max(sentence.start, mention.start - 120)
    if opening and _EXAMPLE_BEFORE.search(text, window, mention.start):
        return True
    if _UNLIKE.match(text, sentence.start, mention.start):
        return True  # "Unlike needle-in-a-haystack tests, every question ...": set against
    if mention.text == mention.text.lower() and _NAMES_LISTED.match(text, mention.end):
        return True  # "on standard vision datasets (Zorb, Quill)": the names are the data
    listed = _METHODS_LISTED.search(text, window, mention.start)
    # "e-commerce networks, including ogbn-arxiv": a dataset the gazetteer knows is data
    known = mention.canonical is not None
    if (
        listed
        and not known
        and not _DATA_WORD.search(text, listed.start(), min(sentence.end, mention.end + 15))
        and not _LIST_CLOSED.search(text, listed.start(), mention.start)
    ):
        return True  # "cost functions like beta-VAE and ZorbVAE": a method, whatever its type
    pieces = []
    position = sentence.start
    for data in sorted(
        (context.mentions[i] for i in context.inside(sentence)), key=lambda m: m.start
    ):
        if data.type not in DATA_TYPES or data.end < position:
            continue
        reference = _REFERENCE_AFTER.match(text, data.end, sentence.end)
        if reference is not None:
            pieces.append(text[position : data.end])
            position = reference.end()
    pieces.append(text[position : sentence.end])
    own = _NOT_OTHERS.sub(" ", " ".join(pieces))
    comparison = _COMPARISON.search(own)
    if comparison is not None:
        own = own[: comparison.start()]
    return bool(CITED.search(own) or PRIOR_WORK.search(own)) and not _WE.search(sentence.text)


# "<task> on X" where X is data: the words between the task and the name.
_ON = re.compile(r"\s+on\s+(?:the\s+)?")
# A sentence that reports what a run on data gave.
_REPORTED = re.compile(
    r"\b(?:achiev\w*|accuracy|score\w*|F1|results?|outperform\w*|state-of-the-art|"
    r"error|experiments?|evaluat\w*)\b",
    re.I,
)
# Model names: "ResNet-50", "VGG16", "BERT-base", "GPT-2", "MobileNetV2".
# ("ConceptNet", "WordNet" are data: a bare "Net" says nothing; a gazetteer model is no "name")
_MODEL_SHAPE = re.compile(
    r"(?:Net|net)[-\s]?(?:v?\d|V\d|[A-Z])|NN|BERT|GPT|VGG|LSTM|GAN|[Tt]ransformer|former\b"
)
NAME_SOURCES = frozenset({"ner", "name"})


def task_on_names(context: Context) -> dict[int, EntityType]:
    """ "relation mining on WordGraph" in a sentence reporting a result: the name typed Method
    that a Task mention is run on is a Dataset.

    Returns:
        ``{index: Dataset}`` of the mentions retyped.
    """
    found: dict[int, EntityType] = {}
    for sentence in context.sentences:
        if not _REPORTED.search(sentence.text):
            continue
        inside = context.inside(sentence)
        tasks = [context.mentions[i] for i in inside if context.mentions[i].type is EntityType.TASK]
        for index in inside:
            mention = context.mentions[index]
            if _run_on(context, mention, tasks):
                found[index] = EntityType.DATASET
    return found


def _run_on(context: Context, mention: Mention, tasks: list[Mention]) -> bool:
    if (
        mention.type is not EntityType.METHOD
        or mention.extractor not in NAME_SOURCES
        or mention.text == mention.text.lower()
        or " " in mention.text.strip()
        or _MODEL_SHAPE.search(mention.text)
    ):
        return False
    return any(
        task.end < mention.start and _ON.fullmatch(context.text, task.end, mention.start)
        for task in tasks
    )


_TEST_BED_HEADS = frozenset("game games environment environments simulator".split())
# "... game with incomplete information (MiniZS)": a short post-modifier, then the name.
_NAME_AFTER = re.compile(r"(?:\s+(?:with|of|in|for)(?:\s+[\w-]+){1,4})?\s*\(\s*$")


def game_names(context: Context) -> dict[int, EntityType]:
    """ "a miniature Zonk Strategy game (MiniZS)": a Task mention headed by a word for a test
    bed, with a capitalised word before the head and no activity word ("playing Zonk games"),
    is an Environment; so is a name in parentheses after it whose capitals are its initials.

    Returns:
        ``{index: Environment}`` of the mentions retyped.
    """
    found: dict[int, EntityType] = {}
    mentions = context.mentions
    for index, mention in enumerate(mentions):
        words = mention.text.split()
        if (
            mention.type is not EntityType.TASK
            or len(words) < 2
            or words[-1].lower() not in _TEST_BED_HEADS
            or not any(w[:1].isupper() for w in words[1:-1] or _inside(context, mention, words))
            or any(w.lower().endswith("ing") for w in words)
            or any(w.lower() in GAME_THEORY_WORDS for w in words[:-1])
        ):
            continue
        found[index] = EntityType.ENVIRONMENT
        for other, name in enumerate(mentions):
            if (
                name.start > mention.end
                and name.type is not EntityType.ENVIRONMENT
                and _NAME_AFTER.fullmatch(context.text, mention.end, name.start)
                and _initials(name.text, words)
            ):
                found[other] = EntityType.ENVIRONMENT
    return found


def _inside(context: Context, mention: Mention, words: list[str]) -> list[str]:
    """The first word, unless its capital only opens the sentence ("Text-based games are")."""
    opens = any(s.start == mention.start for s in context.sentences)
    return [] if opens else words[:1]


def _initials(name: str, words: list[str]) -> bool:
    """Whether the capitals of ``name`` are, in order, initials of ``words`` or their parts
    ("MiniZS" of "miniature Zonk Strategy")."""
    capitals = [ch.lower() for ch in name if ch.isupper()]
    parts = [p[:1].lower() for w in words for p in w.split("-") if p]
    position = 0
    for capital in capitals:
        while position < len(parts) and parts[position] != capital:
            position += 1
        if position == len(parts):
            return False
        position += 1
    return bool(capitals)


_ACTIVITY_HEADS = TASK_HEADS | ACTIVITY_TASK_HEADS | {"induction", "normalization"}


# Words that open what a phrase's head is for, of or about ("a dataset *for* X generation").
_COMPLEMENT_OPENERS = frozenset({"for", "of", "on", "with", "from", "in", "to", "that", "which"})


def activity_data(context: Context) -> dict[int, EntityType]:
    """ "experiments on digit recognition": a Dataset or Benchmark mention of lowercase words
    (no name) headed by an activity is a Task.

    Returns:
        ``{index: Task}`` of the mentions retyped.
    """
    found: dict[int, EntityType] = {}
    for index, mention in enumerate(context.mentions):
        words = mention.text.split()
        # "a dataset for procedural text generation": a dataset, headed before its complement
        opens = [k for k, word in enumerate(words) if k and word in _COMPLEMENT_OPENERS]
        words = words[: opens[0]] if opens else words
        if (
            mention.type in (EntityType.DATASET, EntityType.BENCHMARK)
            and words
            and mention.text == mention.text.lower()
            and not any(ch.isdigit() for ch in mention.text)
            and words[-1].rsplit("-", 1)[-1] in _ACTIVITY_HEADS
        ):
            found[index] = EntityType.TASK
    return found


# Names of network families that name no data ("VGG-Face" and "ImageNet" do).
_NETWORK_FAMILY = re.compile(
    r"(?:Res|Dense|Mobile|Alex|Efficient|Squeeze|Shuffle|Wide|Goog[Ll]e)Net|U-Net|\bVGG(?![-\s]?Face)|"
    r"BERT|\bGPT|LSTM|Transformer|Inception"
)


def model_names(context: Context) -> dict[int, EntityType]:
    """ "improves accuracy on ImageNet for Tiny-ResNet-A": a Dataset mention the tagger or the
    name finder typed, holding a network family's name, with no word for data after it, is a
    Model.

    Returns:
        ``{index: Model}`` of the mentions retyped.
    """
    found: dict[int, EntityType] = {}
    for index, mention in enumerate(context.mentions):
        if (
            mention.type in (EntityType.DATASET, EntityType.BENCHMARK)
            and mention.extractor in NAME_SOURCES
            and _NETWORK_FAMILY.search(mention.text)
            and not _DATA_WORD.search(mention.text)
            and not _DATA_WORD.match(context.text, mention.end + 1)
        ):
            found[index] = EntityType.MODEL
    return found


# What separates two items of a list: ", ", " and ", ", and ", " or ".
LIST_SEPARATOR = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)")
# A listed dataset's own modifier before the list goes on ("LibriSpeech corrupted with eight
# noise types, X"): a participle and a few lowercase words.
_DATA_MODIFIER = re.compile(r"\s+[a-z]+ed\b(?:\s+[a-z0-9-]+){0,5}?(?=\s*,)")
_DATASET_TYPES = frozenset({EntityType.DATASET, EntityType.BENCHMARK})
# The longest short name of a known method that a list of datasets makes data ("PSM").
_SHORT_NAME = 5


def guessed_name(context: Context, index: int, *, sources: frozenset[str] = NAME_SOURCES) -> bool:
    """Whether the mention at ``index`` is a name the mention stage typed Method on its own
    guess: found by one of ``sources``, unknown to the gazetteer, proposed by no one, written
    with a capital or a digit."""
    mention = context.mentions[index]
    return (
        mention.type is EntityType.METHOD
        and mention.extractor in sources
        and mention.canonical is None
        and index not in context.proposed
        and any(ch.isupper() or ch.isdigit() for ch in mention.text)
    )


def listed_with_data(context: Context) -> dict[int, Mention]:
    """ "on LibriSpeech, CHiME-4 and TED-LIUM 3": a name the finder typed Method (unknown to the
    gazetteer, proposed by no one) listed right after or before a dataset the gazetteer knows is
    data too; the known dataset may carry its own participle phrase ("LibriSpeech corrupted
    with eight noise types, CHiME-4 and TED-LIUM 3"). So is a method's short name the gazetteer
    knows among two or more known datasets ("on SMD, MSL, SMAP and PSM": the PSM benchmark,
    not propensity score matching), which becomes a listed dataset of its own (extractor
    ``dataset.listed``, no canonical name: the linker keeps it off the method).

    Returns:
        ``{index: mention}`` of the mentions retyped.
    """
    mentions = context.mentions
    order = sorted(range(len(mentions)), key=lambda i: (mentions[i].start, mentions[i].end))
    text = context.text

    def known_short(i: int) -> bool:
        m = mentions[i]
        return (
            m.type is EntityType.METHOD
            and m.canonical is not None
            and m.text.isupper()
            and len(m.text) <= _SHORT_NAME
            and i not in context.proposed
        )

    def data(i: int) -> bool:
        return mentions[i].type in _DATASET_TYPES and mentions[i].canonical is not None

    def joined(left: int, right: int) -> bool:
        gap = LIST_SEPARATOR.fullmatch(text, mentions[left].end, mentions[right].start)
        return gap is not None

    found: dict[int, Mention] = {}
    # runs of listed mentions, each joined to the next
    runs: list[list[int]] = []
    for i in order:
        if runs and mentions[runs[-1][-1]].end <= mentions[i].start and joined(runs[-1][-1], i):
            runs[-1].append(i)
        else:
            runs.append([i])
    for run in runs:
        known = sum(data(i) for i in run)
        if not known:
            # the dataset before the run, with its participle phrase
            first = mentions[run[0]]
            before = [i for i in order if mentions[i].end <= first.start and data(i)]
            if before:
                modifier = _DATA_MODIFIER.match(text, mentions[before[-1]].end)
                known = int(
                    modifier is not None
                    and bool(LIST_SEPARATOR.fullmatch(text, modifier.end(), first.start))
                )
        for i in run if known else ():
            if guessed_name(context, i):
                found[i] = replace(mentions[i], type=EntityType.DATASET)
            elif known >= 2 and known_short(i):
                found[i] = replace(
                    mentions[i],
                    type=EntityType.DATASET,
                    canonical=None,
                    extractor=LISTED_DATA_EXTRACTOR,
                )
    return found
