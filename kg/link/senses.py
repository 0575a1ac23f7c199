"""Which thing a name means in the paper that writes it, before a known name is looked up.

An acronym means what its paper defines, even where the definition escapes the strict finder
of :mod:`kg.extract.acronyms` ("prediction, consistency, and curvature (PCC)" is no Pearson
correlation); a known name written as the end of a longer one is a sibling, not that name
("$\\beta$-VAE", "Gated PixelCNN", "Bidirectional LSTM"); and "deep" before a network family
names the same family ("deep convolutional networks" are convolutional networks).
"""

from __future__ import annotations

import re

from kg.lexicon.gazetteer import Gazetteer, GazetteerEntry
from kg.lexicon.wordclass import load_lexicon, word_class
from kg.lexicon.words import LEADING, WEAK_MODIFIERS
from kg.link.keys import METHOD_KIND_WORDS
from kg.text import cached_pattern, written_as_name
from kg.types import EntityType, Mention

__all__ = [
    "letters_of",
    "longer_known_name",
    "loose_definition",
    "network_family",
    "ordinary_use",
    "plain_known",
    "sibling_of_known",
    "study_sense",
    "written_out",
]

# Words of a long form that give no letter to its acronym ("Learning from Demonstrations",
# "Attention-based Memory Tuning").
_NO_INITIAL = frozenset("a an the of for and or in on to with by from via based".split())
_STOP = ".;:()[]!?\n"
_MODEL_TYPES = frozenset({EntityType.METHOD, EntityType.MODEL})
# Capitalised words before a known name that leave it the same thing ("the Standard LSTM").
_SAME_THING = frozenset(
    """a an the our this these that their its we in on for of to with by from using via and or
    as at is are deep vanilla plain classic classical standard original baseline""".split()
)
# A whole word just before a mention ("Gated PixelCNN"; not the "Layer" of "110-Layer ResNet").
_WORD_BEFORE = re.compile(r"(?:^|(?<=\s))([A-Za-z][\w]*) $")
_FAMILY_HEADS = ("network", "networks", "net", "nets")


def _may_define(short: str, abstract: str) -> bool:
    """Whether ``short`` stands anywhere as a definition could write it: after "(" or "or", or
    before "(". A plain string search that rules out most names before
    :func:`loose_definition` compiles its patterns (one per name)."""
    start = abstract.find(short)
    while start != -1:
        end = start + len(short)
        before = abstract[max(0, start - 8) : start].rstrip()
        after = abstract[end : end + 8].lstrip()
        if before.endswith(("(", "or")) or after.startswith("("):
            return True
        if (not before and start >= 8) or (not after and end + 8 <= len(abstract)):
            return True  # a long run of spaces on either side: let the patterns decide
        start = abstract.find(short, start + 1)
    return False


def loose_definition(short: str, abstract: str) -> str | None:
    """The phrase a paper writes for ``short`` when the initials of its words spell the short
    form (a hyphenated word gives its first initial or one per piece, a function word one or
    none; commas aside): just before ``(short)``, before ", or short", or in parentheses right
    after it ("SEM (Scanning Electron Microscope)"); None when it writes none.

    >>> loose_definition("PCC", "We study prediction, consistency, and curvature (PCC) of nets.")
    'prediction, consistency, and curvature'
    >>> loose_definition("NMT", "We propose Noise-aware, Memory-efficient Tuning (NMT).")
    'Noise-aware, Memory-efficient Tuning'
    >>> loose_definition("MNIST", "Experiments on LeNet-5 (MNIST) show it."), loose_definition("LP", "either linear (LP)")
    (None, None)
    >>> loose_definition("BPT", "We name it bounded pebble tossing, or BPT."), loose_definition("OPM", "OPM (optical pebble meter) images")
    ('bounded pebble tossing', 'optical pebble meter')
    """
    letters = letters_of(short)
    if letters is None or not _may_define(short, abstract):
        return None
    name = re.escape(short)
    for found in cached_pattern(rf"\(\s*{name}\s*[),;]|,?\s+or\s+{name}\b").finditer(abstract):
        before = abstract[: found.start()].rstrip()
        region = before[max(before.rfind(ch) for ch in _STOP) + 1 :]
        words = list(re.finditer(r"[^\s,]+", region))[-(2 * len(letters) + 2) :]
        start = _spelled_from(words, letters)
        if start is not None:
            return region[words[start].start() : words[-1].end()].strip()
    for found in cached_pattern(rf"(?<![\w-]){name}\s*\(([^()]{{3,80}})\)").finditer(abstract):
        inside = found.group(1)
        words = list(re.finditer(r"[^\s,]+", inside))
        if _spelled_from(words, letters) == 0 and words[0].group(0)[:1].isalpha():
            return inside.strip()
    return None


def written_out(short: str, abstract: str) -> str | None:
    """The words an abstract that never defines ``short`` writes for it elsewhere: the first
    run of plain words, one initial each, that spells it ("KL-CPD ... change point detection
    problem ... time series CPD"), or None. Only for three letters or more, all capitals, so
    that a run of ordinary words spelling a short name by chance is rare.

    >>> written_out("CPD", "Detecting change point detection problems is hard. We use CPD.")
    'change point detection'
    >>> written_out("CPD", "We use CPD for pebbles."), written_out("RL", "robust learning with RL")
    (None, None)
    """
    letters = letters_of(short)
    if letters is None or len(letters) < _WRITTEN_OUT_LETTERS:
        return None
    if not (short.isalpha() and short.isupper()):
        return None  # "MAML++", "D4PG": a name of its own beside the words it abbreviates
    words = re.findall(r"[A-Za-z]+", abstract)
    size = len(letters)
    for i in range(len(words) - size + 1):
        run = words[i : i + size]
        if "".join(w[0].lower() for w in run) == "".join(letters) and not any(
            w.lower() in _NO_INITIAL or w.isupper() for w in run
        ):
            return " ".join(run)
    return None


# The fewest letters of a short form whose words an abstract may write out undefined.
_WRITTEN_OUT_LETTERS = 3


def letters_of(short: str) -> list[str] | None:
    """The letters a long form must spell for ``short``; None for no acronym."""
    if short[-1:].isdigit():
        return None  # "8-bit floating point (FP8)": a size or version of the name, not it
    letters = [ch.lower() for ch in short if ch.isalpha()]
    if len(letters) > 2 and short.endswith("s") and short[:-1].isupper():
        letters = letters[:-1]  # "DSPs" is defined by "Deeply Shared Priors"
    return letters if len(letters) >= 2 else None


def _spelled_from(words: list[re.Match[str]], letters: list[str]) -> int | None:
    """The index of the first of the last words whose initials can spell ``letters`` exactly
    (the shortest such run), the first word giving the first letter; None if none can."""
    reachable = {len(letters)}  # letters still unspelled, counted from the right
    for i in range(len(words) - 1, -1, -1):
        text = words[i].group(0)
        pieces = [p for p in re.split(r"[-/]", text) if p] or [text]
        content = [p for p in pieces if p.lower() not in _NO_INITIAL] or pieces[:1]
        options = {text[0].lower(), "".join(p[0].lower() for p in content)}
        if text.lower() in _NO_INITIAL:
            options.add("")  # "learning from demonstrations (LfD)", "... of ... (FID)"
        step = {
            left - len(option)
            for left in reachable
            for option in options
            if left >= len(option) and "".join(letters[left - len(option) : left]) == option
        }
        reachable = step
        if 0 in reachable and text.lower() not in _NO_INITIAL:
            return i
        if not reachable:
            return None
    return None


def sibling_of_known(mention: Mention, abstract: str, gazetteer: Gazetteer) -> bool:
    """Whether a mention of a known method or model is the end of a longer name the text
    writes: after a hyphen ("$\\beta$-VAE", "f-GAN") or after a capitalised word in
    mid-sentence that is no known name nor an adjective ("Gated PixelCNN"). Such a name is a
    sibling of the known one, not it ("the Deep CNN", "a Standard LSTM", "Bidirectional LSTM
    layers" are; :func:`longer_known_name` finds the siblings the gazetteer knows).

    >>> from kg.lexicon.gazetteer import load_gazetteer
    >>> text = "We compare a $\\\\beta$-VAE, a Gated PixelCNN and a Standard LSTM."
    >>> def at(s): return Mention(s, text.index(s), text.index(s) + len(s), EntityType.MODEL, "gazetteer", 0.9)
    >>> [sibling_of_known(at(s), text, load_gazetteer()) for s in ("VAE", "PixelCNN", "LSTM")]
    [True, True, False]
    """
    if mention.short_form or mention.long_form:
        return False
    surface = mention.text
    before = abstract[max(0, mention.start - 40) : mention.start]
    # The character a hyphen glues the mention to ("$\\beta$-VAE", "f-GAN"; not "---" dashes).
    glued = before[-1:] if surface.startswith("-") else before[-2:-1] if before[-1:] == "-" else ""
    if glued and (glued.isalnum() or glued in "$}"):
        return True
    found = _WORD_BEFORE.search(before)
    if found is None or surface == surface.lower():
        return False  # "API watermarking" is watermarking; only names have siblings
    word = found.group(1)
    lowered = word.lower()
    if (
        not word[:1].isupper()
        or word.isupper()  # "OMD WGAN training" trains a WGAN with OMD
        or not written_as_name(word, before[: found.start()])
        or lowered in _SAME_THING
        or lowered in LEADING
        or lowered in WEAK_MODIFIERS
        or word_class(lowered, load_lexicon()) == "A"
    ):
        return False
    return gazetteer.lookup(word) is None


def longer_known_name(
    mention: Mention, abstract: str, gazetteer: Gazetteer
) -> GazetteerEntry | None:
    """The known entry that the word before a mention and the mention name together, or None:
    "Bidirectional LSTM" is the bidirectional LSTM, not the LSTM.

    >>> from kg.lexicon.gazetteer import load_gazetteer
    >>> text = "We stack Bidirectional LSTM layers."
    >>> m = Mention("LSTM", 23, 27, EntityType.METHOD, "gazetteer", 0.9)
    >>> longer_known_name(m, text, load_gazetteer()).name
    'bidirectional LSTM'
    """
    if mention.short_form or mention.long_form:
        return None
    found = _WORD_BEFORE.search(abstract[max(0, mention.start - 40) : mention.start])
    if found is None or found.group(1).lower() in _SAME_THING:
        return None
    return gazetteer.lookup(f"{found.group(1)} {mention.text}")


def network_family(surface: str, gazetteer: Gazetteer) -> tuple[GazetteerEntry, str] | None:
    """The known network family a spelling of it names, with the merge rule, or None: "deep"
    before it (``qualifier``: "deep convolutional networks"), "neural" inserted or "net" for
    "network" (``spelling variant``: "Capsule Neural Network", "capsule nets").

    >>> from kg.lexicon.gazetteer import load_gazetteer
    >>> [getattr((network_family(s, load_gazetteer()) or [None])[0], "name", None) for s in
    ...  ("deep convolutional networks", "Capsule Neural Network", "deep Gaussian process")]
    ['convolutional neural network', 'capsule network', None]
    """
    words = surface.split()
    if len(words) < 2 or words[-1].lower() not in _FAMILY_HEADS:
        return None
    deep = words[0].lower() == "deep" and len(words) > 2
    rest = " ".join(words[1:] if deep else words)
    last = "networks" if words[-1].lower().endswith("s") else "network"
    spelled = " ".join([*rest.split()[:-1], last])
    unneural = re.sub(r"\bneural (?=net)", "", spelled, flags=re.IGNORECASE)
    whole = " ".join([*words[:-1], last])  # "deep belief nets" is the deep belief network
    for candidate in dict.fromkeys((whole, rest, spelled, unneural)):
        if candidate == surface or len(candidate.split()) < 2:
            continue
        entry = gazetteer.lookup(candidate)
        if entry is not None and entry.type in _MODEL_TYPES:
            return entry, "qualifier" if deep and candidate != whole else "spelling variant"
    return None


# Words that say a known method is used as it stands ("regular convolution", "vanilla GAN").
_AS_IT_STANDS = frozenset(
    "regular standard vanilla plain conventional traditional usual original".split()
)
_KIND_WORDS = frozenset("architecture architectures model models framework formulation".split())
# Words before a known task or metric that say how well it is done or scores, not which one.
_HOW_WELL = frozenset("competitive efficient generic general systematic rigorous low".split())
_DONE_WELL_TYPES = frozenset({EntityType.TASK, EntityType.METRIC})


_ANY_KIND_WORD = _KIND_WORDS | METHOD_KIND_WORDS


def plain_known(surface: str, gazetteer: Gazetteer) -> GazetteerEntry | None:
    """The known method a phrase names with words that only say it is used as it stands, or
    None: "regular convolution" is convolution, "a deep GAN architecture" a GAN ("deep" only
    before a network's acronym: a "deep Gaussian process" is another model); the known task or
    metric named with a word of how well it is done ("competitive link prediction").

    >>> from kg.lexicon.gazetteer import load_gazetteer
    >>> [getattr(plain_known(s, load_gazetteer()), "name", None) for s in
    ...  ("regular convolution", "deep GAN architecture", "deep Gaussian process", "convolution",
    ...   "competitive link prediction")]
    ['convolution', 'generative adversarial network', None, None, 'link prediction']
    """
    words = surface.split()
    if len(words) > 1 and words[-1].lower() in _ANY_KIND_WORD:
        words = words[:-1]  # "a deep RNN method", "the vanilla Transformer model"
    if len(words) < 2:
        return None
    first, rest = words[0].lower().strip("\"'“”‘’"), " ".join(words[1:])
    if first in _HOW_WELL:
        # "competitive link prediction (results)", "efficient federated learning", "low
        # latency": a known task or metric and how well it is done or scores
        entry = gazetteer.lookup(rest)
        return entry if entry is not None and entry.type in _DONE_WELL_TYPES else None
    acronym = len(words) == 2 and sum(ch.isupper() for ch in rest) >= 2
    if first not in _AS_IT_STANDS and not (first == "deep" and acronym):
        return None
    entry = gazetteer.lookup(rest)
    if entry is None or entry.type not in _MODEL_TYPES:
        return None
    if first == "deep" and "network" not in entry.name.lower():
        return None
    return entry


# What a technique acts on ("fine-tuning the pretrained model", "uncertainty of predictions");
# another object makes the word the ordinary verb or noun ("fine-tuning the boundary").
_MODEL_OBJECTS = frozenset(
    """model models network networks net nets encoder encoders decoder decoders layer layers
    weight weights parameter parameters policy policies agent agents embedding embeddings
    prediction predictions output outputs classifier classifiers estimate estimates
    pretrained pre-trained activations architecture architectures backbone backbones
    transformer transformers""".split()
)
_OBJECT_OPENERS = frozenset(
    "the a an its their our this these those each all different various new many several".split()
)
_NOUN_BEFORE = re.compile(r"(?:^|[\s(])([A-Za-z][a-z]+) $")
# Owners of a property that are data, not a model: the gazetteer's one-word concepts
# ("sparsity", "uncertainty") are properties of models; "data sparsity" is another thing.
_DATA_OWNERS = frozenset(
    """data label labels reward rewards feedback observation observations sample samples
    signal signals input inputs annotation annotations""".split()
)


# Nouns of a technique that also name a study of something ("an extensive exploration of
# the metrics"), with what the technique acts on ("exploration of the state space").
_STUDY_NOUNS = frozenset({"exploration"})
_STUDY_BEFORE = re.compile(
    r"\b(?:systematic|extensive|empirical|detailed|thorough|careful|solid|comprehensive|"
    r"experimental|theoretical|own|design)\s+$",
    re.IGNORECASE,
)
_STUDY_AFTER = re.compile(
    r"^\s*(?:(?:of|into)\s+(?![^.;]*?\b(?:environments?|states?|state-action|actions?|worlds?|"
    r"mazes?|maps?|games?|spaces?|polic(?:y|ies)|rewards?|trajectories|MDPs?)\b)|"
    r"on\s+(?:how|whether|what|why)\b)",
    re.IGNORECASE,
)


def study_sense(mention: Mention, abstract: str) -> bool:
    """Whether a technique's noun names a study here: "a systematic exploration of its
    capabilities", "exploration of the metrics" (not "exploration of the state space", "efficient
    exploration").

    >>> from kg.types import EntityType
    >>> text = "An extensive exploration of the metrics. Efficient exploration of the state space."
    >>> at = lambda i: Mention("exploration", i, i + 11, EntityType.CONCEPT, "gazetteer", 0.9)
    >>> study_sense(at(text.index("exploration")), text), study_sense(at(text.rindex("exploration")), text)
    (True, False)
    """
    if mention.text.lower() not in _STUDY_NOUNS:
        return False
    before = abstract[max(0, mention.start - 40) : mention.start]
    after = abstract[mention.end : mention.end + 60].split(". ")[0]
    return bool(_STUDY_BEFORE.search(before) or _STUDY_AFTER.search(after))


def ordinary_use(mention: Mention, abstract: str, entry: GazetteerEntry) -> bool:
    """Whether a known technique or concept's word is used in its ordinary sense here: a
    training stage's verb with an object other than a model ("fine-tuning the boundary"), or a
    one-word concept
    of a model said of data ("data sparsity", "label uncertainty" are no model sparsity).

    >>> from kg.lexicon.gazetteer import load_gazetteer
    >>> text = "We explain fine-tuning the boundary and fine-tuning the pretrained model."
    >>> at = lambda s, i: Mention(s, i, i + len(s), EntityType.METHOD, "gazetteer", 0.9)
    >>> entry = load_gazetteer().lookup("fine-tuning")
    >>> ordinary_use(at("fine-tuning", 11), text, entry), ordinary_use(at("fine-tuning", 40), text, entry)
    (True, False)
    """
    surface = mention.text
    if surface != surface.lower() or " " in surface or mention.short_form or mention.long_form:
        return False
    if study_sense(mention, abstract):
        return True
    after = abstract[mention.end : mention.end + 50].split(".")[0].split()
    object_words = [w.strip(",;:()").lower() for w in after[:4]]
    modelled = any(w in _MODEL_OBJECTS for w in object_words) or any(
        w[:1].isupper() or any(ch.isdigit() for ch in w) for w in after[1:3]
    )
    if surface.endswith("ing"):
        # A training stage acts on a model; with another object it is the everyday verb
        # ("fine-tuning the boundary"); "meta-learning a rule", "re-ranking the labels" are
        # the techniques themselves.
        stage = entry.name.lower().endswith(("tuning", "training"))
        return stage and bool(after) and after[0].lower() in _OBJECT_OPENERS and not modelled
    if entry.type is not EntityType.CONCEPT:
        return False
    found = _NOUN_BEFORE.search(abstract[max(0, mention.start - 30) : mention.start])
    return found is not None and found.group(1).lower() in _DATA_OWNERS  # "data sparsity"
