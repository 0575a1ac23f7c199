"""Data a paper's experiments use that it describes without naming it.

"experiments on a real-world dataset of 2,310 retinal scans with expert labels", "a large
multilingual sentiment intensity dataset", "agents trained in simulated maze environments":
a noun phrase headed by a word for a collection of data (:data:`DATA_HEADS`), in a sentence
about the paper's own experiments, that says what the data is of: a word before the head
that is no size, praise or genericity word (:data:`VAGUE_DATA_WORDS`), or a phrase after it
("of retinal scans", "comprising reviews"). Vague mentions stay out: "several datasets",
"real-world data", "standard benchmarks", counted plural collections ("two popular image
classification datasets") and plural collections for a task ("object classification
datasets"): they do not say which data.

Recorded data is described by the nouns before its head (:data:`RECORDED_DATA_HEADS`): "we
apply convolutional networks to sleep EEG recordings", "trained on kelp telemetry data",
"climate observations". The last of those nouns is no adjective ("future observations"), one
of them says what was recorded rather than a role or kind of data (:data:`DATA_ROLE_NOUNS`:
"training data", "image data", "trajectory data"), and none is a verb's ("to misclassify
data", "for detecting outlier observations"); "data sets", "data points" are no such head.

Each is a mention of extractor ``dataset.described`` (an Environment after "environment",
"game" or "simulator", a Benchmark after "benchmark", else a Dataset), confident enough to be
drawn; the linker scopes it to its paper (:func:`kg.link.link`), so two papers' "restaurant
dataset" stay two nodes. Names ("the CIFAR-10 dataset", "the Atari games") are left to the
name rules (:mod:`kg.extract.relations.datasets`).
"""

from __future__ import annotations

import re

from spacy.tokens import Span, Token

from kg.extract.relations import confidence
from kg.extract.relations.context import Context, Sentence
from kg.extract.relations.counted_data import counted_data
from kg.extract.relations.uses import lead_in
from kg.lexicon.cues import CITED, EVALUATIVE, GENERIC_HEADS, PRIOR_WORK
from kg.lexicon.data_words import (
    COUNT_WORDS,
    DATA_HEAD_MODIFIES,
    DATA_HEADS,
    DATA_ROLE_NOUNS,
    DESCRIBED_DATA_CUES,
    ENVIRONMENT_CUES,
    ENVIRONMENT_HEADS,
    GENERIC_DATA_KINDS,
    KEPT_IN_LABEL,
    POST_MODIFIERS,
    RECORDED_DATA_HEADS,
    RECORDED_HEAD_MODIFIES,
    SOURCE_PARTICIPLES,
    VAGUE_DATA_WORDS,
)
from kg.lexicon.kind_words import GAME_HEADS, GAME_THEORY_WORDS
from kg.lexicon.task_cues import TASK_HEADS
from kg.lexicon.wordclass import load_lexicon, verb_of_gerund, word_class
from kg.lexicon.words import GENERIC_WORDS, WEAK_MODIFIERS
from kg.text import singularize
from kg.types import DESCRIBED_EXTRACTOR, EntityType, Mention

__all__ = ["described_data"]

_NAMED = frozenset(
    {
        EntityType.DATASET,
        EntityType.BENCHMARK,
        EntityType.ENVIRONMENT,
        EntityType.METHOD,
        EntityType.MODEL,
    }
)
# The mentions a description takes the place of; a Task or Metric inside one keeps its own.
_REPLACED = frozenset(
    {EntityType.DATASET, EntityType.BENCHMARK, EntityType.ENVIRONMENT, EntityType.CONCEPT}
)
# How many words before a head, and after it, a description may have.
_BEFORE = 5
_AFTER = 10
_WORD = re.compile(r"^[a-z][a-z-]*$")
_NUMBER = re.compile(r"^\d[\d.,]*[kKmM]?$")
_WE = re.compile(r"\b(?:we|our|this (?:paper|work))\b", re.I)
_THEY = re.compile(r"\b(?:they|their)\b", re.I)
# Words that end a phrase after the head: clause words, verbs' companions, other prepositions.
_PHRASE_STOPS = frozenset(
    """and or but that which where who whose to for from by on in at as than while when we our
    is are was were be been being has have had can could will would should may might show shows
    showed demonstrate demonstrates using used use respectively of with into about over under
    between across via per not no only also it they them if then so such against through within
    without among around toward towards upon onto like beyond after before during unlike versus
    vs play plays played playing learn learns even""".split()
)


_CITATION_AFTER = re.compile(r"\s*(?:\[\d+(?:\s*[,-]\s*\d+)*\]|\([^()]*\b(?:19|20)\d\d\))")
_LIST_AFTER = re.compile(r"\s*(?::|\(?e\.g\.|,?\s*(?:such\s+as|including|like|namely)\b)")
_GERUND_BEFORE = frozenset(
    "by of for from in on to at with after before without while when".split()
)
# Words after which a verb-or-noun opens a verb's object ("to collect data", "we record data").
_VERB_BEFORE = frozenset(
    "to can could will would may might should must we they i and or not also then first".split()
)
# An acronym of a recording's kind ("EEG", "fMRI"); a name's would be a mention of its own.
_ACRONYM = re.compile(r"^[a-z]?[A-Z]{2,5}$")
_TASK = EntityType.TASK
_TASK_WORDS = frozenset("task tasks problem problems".split())
# Endings of words the lexicon lacks that are no noun ("adversarial", "spiking").
_NOT_NOUN_ENDINGS = ("al", "ive", "ous", "ic", "ful", "less", "able", "ible", "ing", "ed", "ly")
_NEGATIONS = frozenset("without no not never nor any".split())
_PARTICIPLE = re.compile(r"(?:ed|ing)$")
_SOURCE_PREPOSITIONS = frozenset("from in at on by".split())
# After the head, "with" goes on ("of retinal scans with expert labels").
_AFTER_STOPS = _PHRASE_STOPS - {"with"}


def described_data(context: Context) -> tuple[dict[int, Mention], list[Mention]]:
    """Mentions of the data the paper's experiments use that it describes, sentence by sentence.

    Returns:
        The mentions a description takes the place of, by index (the tagger's lowercase
        "question answering dataset", a phrase "multi-lingual dataset": no names, so never a
        node of their own); and the descriptions no mention held.

    >>> from kg.extract.pipeline import make_pipeline
    >>> nlp = make_pipeline(tagger=False)
    >>> doc = nlp("We propose FooNet. Experiments on a dataset of 2,310 retinal scans show gains.")
    >>> [m.text for m in doc._.kg_mentions if m.extractor == DESCRIBED_EXTRACTOR]
    ['dataset of 2,310 retinal scans']
    """
    opening = lead_in(context)
    found: list[Mention] = []
    for number, sentence in enumerate(context.sentences):
        if number < opening or not _about_experiments(sentence):
            continue
        described = [_description(context, sentence, t) for t in context.tokens(sentence)]
        for mention in [*described, *counted_data(context, sentence)]:
            if mention is not None and not any(
                m.start < mention.end and mention.start < m.end for m in found
            ):
                found.append(mention)
    changed: dict[int, Mention] = {}
    added: list[Mention] = []
    for mention in found:
        held = [
            i
            for i, m in enumerate(context.mentions)
            if m.start < mention.end
            and mention.start < m.end
            and m.type in _REPLACED
            and i not in changed
        ]
        if held:
            index = max(held, key=lambda i: context.mentions[i].end - context.mentions[i].start)
            changed[index] = mention
        else:
            added.append(mention)
    return changed, added


def _about_experiments(sentence: Sentence) -> bool:
    text = sentence.text
    others = CITED.search(text) or PRIOR_WORK.search(text) or _THEY.search(text)
    if others and not _WE.search(text):
        return False  # others' data: "Prior work (Doe et al., 2019) used a corpus of ..."
    return bool(DESCRIBED_DATA_CUES.search(text))


def _description(context: Context, sentence: Sentence, head: Token) -> Mention | None:
    """The description headed by ``head``, or None if it is no such head or says nothing."""
    word = head.text.lower()
    if word in RECORDED_DATA_HEADS:
        return _recorded(context, sentence, head)
    if word not in DATA_HEADS and not _test_set(head):
        return None
    if word in ENVIRONMENT_HEADS and not ENVIRONMENT_CUES.search(sentence.text):
        return None
    tokens = context.tokens(sentence)
    position = head.i - tokens.start
    if _followed_by_noun(tokens, position):
        return None  # "dataset division", "game state": the head modifies another noun
    before = _modifiers(tokens, position)
    previous = position - len(before) - 1
    if previous >= 0 and _is_name(tokens[previous].text) and tokens[previous].text[0].isalnum():
        return None  # "the Zorblet bird song dataset": a name's phrase, for the name rules
    after = _post_modifier(tokens, position)
    plural = word.endswith("s") and word not in {"corpus"} or word == "corpora"
    learning = [i for i, t in enumerate(before) if t.text.lower() == "learning"]
    setting = before[: learning[-1]] if learning else []  # "k-shot learning": a setting's words
    content = [
        t.text for t in before if _says_what(t.text) and not _task_word(t.text) and t not in setting
    ]
    if not any(_class(w) == "N" for w in content):
        # "tabular datasets", "dynamic environments", "a financial corpus": an adjective gives a
        # kind or a domain, not which data; a noun says what it is of ("restaurant dataset").
        content = []
    if word in GAME_HEADS and any(t.text.lower() in GAME_THEORY_WORDS for t in before):
        return None  # "a mean field game", "Markov games": game theory's, not a test bed
    if plural and (
        any(t.text.lower() in COUNT_WORDS or _NUMBER.match(t.text) for t in before)
        or (before and before[-1].text.lower().rsplit("-", 1)[-1] in TASK_HEADS)
    ):
        return None  # "three datasets of X", "object classification datasets"
    if not content and not any(_says_what(t.text) and not _task_word(t.text) for t in after[1:]):
        return None
    if _negated(tokens, position - len(before)):
        return None  # "without any parallel corpora"
    if _appositive(context, tokens, position - len(before)):
        return None  # "RFEval, a benchmark of 7,186 questions": the name is the data
    if _others_clause(context, sentence, head):
        return None  # "but they pre-trained their model on a bird song corpus": others' data
    if _CITATION_AFTER.match(sentence.text, head.idx + len(head.text) - sentence.start):
        return None  # "the hockey dataset [5]": a published dataset, named where it is cited
    if (
        plural
        and not after
        and _LIST_AFTER.match(sentence.text[head.idx + len(head.text) - sentence.start :])
    ):
        return None  # "on sentiment datasets: A, B and C": the named ones are the data
    leading = [
        i
        for i, t in enumerate(before)
        if _leads_label(t.text, before[i + 1].text if i + 1 < len(before) else None)
    ]
    kept = before[leading[0] :] if leading else []
    first = kept[0] if kept else head
    if _test_set(head) and first.i == head.i:
        first = head.doc[head.i - 1]  # "test set of drug names"
    last = after[-1] if after else head
    start, end = first.idx, last.idx + len(last.text)
    if any(m.start < end and start < m.end and _named_at(m, head) for m in context.mentions):
        # "the CIFAR-10 dataset", "the MiniWoB environment", a lowercased "charades dataset"
        # whose "charades" the tagger found: a name's
        return None
    etype = (
        EntityType.ENVIRONMENT
        if word in ENVIRONMENT_HEADS
        else EntityType.BENCHMARK
        if word.startswith("benchmark")
        else EntityType.DATASET
    )
    text = context.text[start:end]
    return Mention(text, start, end, etype, DESCRIBED_EXTRACTOR, confidence.TASK_FRAMED)


def _recorded(context: Context, sentence: Sentence, head: Token) -> Mention | None:
    """ "sleep spindle recordings", "swarm trajectory data": the nouns right before a head of
    recorded data (:data:`RECORDED_DATA_HEADS`) say what was recorded, the last of them no
    adjective ("particular data", "future observations") nor a role or kind of data ("training
    data", "pixel data"); a verb's object is not one ("to misclassify data")."""
    lexicon = load_lexicon()
    tokens = context.tokens(sentence)
    position = head.i - tokens.start
    if position + 1 < len(tokens):
        after = tokens[position + 1].text.lower()
        if after in RECORDED_HEAD_MODIFIES | DATA_HEAD_MODIFIES or (
            _WORD.match(after) and lexicon.get(after) == "n"
        ):
            return None  # "data sets", "data augmentation", "data efficiency"
    run: list[Token] = []
    for token in reversed(tokens[max(0, position - _BEFORE) : position]):
        if not _recorded_noun(token.text):
            break
        run.insert(0, token)
    while run and verb_of_gerund(run[0].text.lower(), lexicon):
        run.pop(0)  # "for detecting outlier observations", "modelling observations": a verb's
    if run and position - len(run) > 0:
        previous = tokens[position - len(run) - 1].text.lower()
        if previous in _VERB_BEFORE and _verb_like(run[0].text.lower()):
            run.pop(0)  # "to misclassify data", "we collect data": a verb's object
    if not run:
        return None

    def adjective(word: str) -> bool:
        return "a" in lexicon.get(word.lower(), "")

    if adjective(run[-1].text) or not any(_records(t.text) and not adjective(t.text) for t in run):
        return None  # "particular data"; "image data", "raw pixel data": no noun says what
    start = run[0].idx
    if _negated(tokens, position - len(run)):
        return None
    if _others_clause(context, sentence, head):
        return None
    end = head.idx + len(head.text)
    if any(
        m.start < end and start <= m.start and (_named_at(m, head) or m.type == _TASK)
        for m in context.mentions
    ):
        return None  # "MNIST data", "MRC data": a name's, or a task's
    if any(
        m.start < start < m.end and m.type in _REPLACED - {EntityType.CONCEPT}
        for m in context.mentions
    ):
        return None  # "large-scale Internet conversation data": a longer description's
    text = context.text[start:end]
    return Mention(
        text, start, end, EntityType.DATASET, DESCRIBED_EXTRACTOR, confidence.TASK_FRAMED
    )


def _others_clause(context: Context, sentence: Sentence, head: Token) -> bool:
    """Whether the words before ``head`` speak of others ("they", "their"), not of us."""
    clause = context.text[max(sentence.start, head.idx - 60) : head.idx]
    return bool(_THEY.search(clause)) and not _WE.search(clause)


def _named_at(mention: Mention, head: Token) -> bool:
    """Whether a mention over a description is a name's: a name typed data or a method, or one
    the tagger found before the head ("charades" of "charades dataset")."""
    return mention.type in _NAMED and (_is_name(mention.text) or mention.end <= head.idx)


def _verb_like(word: str) -> bool:
    """Whether a word may be a verb: the lexicon lists it as one, or it is unknown with a
    verb's ending ("misclassify")."""
    known = load_lexicon().get(word)
    return "v" in known if known is not None else word.endswith(("ify", "ize", "ise", "ate"))


def _records(word: str) -> bool:
    """Whether a noun before a recorded-data head says what was recorded: no role or kind of
    data ("trajectory", "image")."""
    lower = word.lower()
    return not (
        lower in DATA_ROLE_NOUNS | GENERIC_DATA_KINDS
        or lower.rsplit("-", 1)[-1] in DATA_ROLE_NOUNS | GENERIC_DATA_KINDS
    )


def _recorded_noun(word: str) -> bool:
    """Whether a word may stand before a recorded-data head: a lowercase noun (or a word the
    lexicon lacks with no adjective's ending, "sinogram"), or an acronym ("EEG"); no vague or
    generic word, no word of a task; each part of a hyphenated one. (A gerund opening the run
    is a verb's: :func:`_recorded` drops it.)"""
    if _ACRONYM.match(word):
        return True  # "sleep EEG recordings", "fMRI data"
    if word.lower() in _TASK_WORDS:
        return False  # "resolution task fMRI data": a task's, not what was recorded
    if not _WORD.match(word) or word.endswith("-"):
        return False
    lexicon = load_lexicon()
    for part in word.split("-"):
        known = lexicon.get(part, lexicon.get(singularize(part)))
        if word_class(part, lexicon) != "N" or known is not None and "n" not in known:
            return False  # "the", "from", "genetic"
        if known is None and part.endswith(_NOT_NOUN_ENDINGS):
            return False  # "adversarial", "spiking": no noun the lexicon knows
    return _says_what(word) or word in GENERIC_DATA_KINDS


def _gerund(word: str) -> bool:
    return word.endswith("ing") and _class(word) != "N"


def _appositive(context: Context, tokens: Span, position: int) -> bool:
    """Whether the phrase at ``position`` follows "Name, a" / "Name, an": it describes the name."""
    if position < 3 or tokens[position - 1].text.lower() not in {"a", "an", "the"}:
        return False
    if tokens[position - 2].text != ",":
        return False
    name = tokens[position - 3]
    return _is_name(name.text) or any(
        m.start <= name.idx < m.end and m.type in _NAMED for m in context.mentions
    )


def _negated(tokens: Span, position: int) -> bool:
    """Whether a negation stands in the four words before ``position``."""
    return any(
        t.text.lower() in _NEGATIONS for t in tokens[max(0, position - 4) : max(0, position)]
    )


def _is_name(text: str) -> bool:
    """Whether a mention's text names something: a capital or a digit ("CIFAR-10 dataset")."""
    return text != text.lower() or any(ch.isdigit() for ch in text)


def _test_set(head: Token) -> bool:
    """ "a test set of drug names", "a data set of facial scans": "set" after "test",
    "evaluation", "benchmark" or "data" is a collection."""
    if head.text.lower() not in {"set", "sets"} or head.i == 0:
        return False
    return head.doc[head.i - 1].text.lower() in {"test", "evaluation", "benchmark", "data"}


def _followed_by_noun(tokens: Span, position: int) -> bool:
    """Whether the head modifies the noun after it ("dataset size", "benchmark results"); not
    before a verb ("the dataset shows") or a phrase that goes on ("dataset of ...")."""
    if position + 1 >= len(tokens):
        return False
    after = tokens[position + 1].text
    if after.lower() in DATA_HEAD_MODIFIES:
        return True
    if tokens[position].text.lower().endswith(("s", "a")):
        return False  # "environments reach the goal": a plural's verb
    if not _WORD.match(after) or after in _PHRASE_STOPS | POST_MODIFIERS | SOURCE_PARTICIPLES:
        return False
    if after.endswith("s") and _class(after[:-1]) != "N":
        return False  # "shows", "yields": a verb
    return _class(after) == "N"


def _modifiers(tokens: Span, position: int) -> list[Token]:
    """The words before the head that belong to its noun phrase (lowercase words, numbers)."""
    found: list[Token] = []
    index = position - 1
    while index >= 0 and len(found) < _BEFORE:
        token = tokens[index]
        text = token.text
        if text == "-" and found:  # "real - world" split by the tokenizer
            if found[0].text.lower() in VAGUE_DATA_WORDS:
                found.pop(0)  # "internet - scale": a size word whole
                index -= 1
            index -= 1
            continue
        if text.lower() in {"a", "an", "the"} or text in _PHRASE_STOPS:
            if text in _GERUND_BEFORE and found and _gerund(found[0].text):
                found.pop(0)  # "by injecting one image dataset": a verb's object
            break
        if not (_WORD.match(text) or _NUMBER.match(text)):
            break  # punctuation, a capitalised name: a name's phrase, for the name rules
        if _WORD.match(text) and _class(text) == "V":
            break  # "we got corpus", "to diagnose dataset": a verb's object
        if text.endswith("ly") and (not found or _class(found[0].text) != "A"):
            if found:  # "automatically labels large datasets": the adverb's verb
                found.pop(0)
            break  # but "partially observable game"
        found.insert(0, token)
        index -= 1
    return found


def _post_modifier(tokens: Span, position: int) -> list[Token]:
    """ "of 2,310 retinal scans with expert labels" after the head, or nothing."""
    index = position + 1
    if (
        index >= len(tokens)
        or tokens[index].text.lower() not in POST_MODIFIERS | SOURCE_PARTICIPLES
    ):
        return []
    if tokens[index].text.lower() == "consisting":
        index += 1  # "consisting of"
    elif tokens[index].text.lower() in SOURCE_PARTICIPLES:
        if index + 1 >= len(tokens) or tokens[index + 1].text.lower() not in _SOURCE_PREPOSITIONS:
            return []
        index += 1  # "recorded from"
    found: list[Token] = [tokens[index]]
    for token in tokens[index + 1 : index + _AFTER + 1]:
        text = token.text
        if text.lower() in _AFTER_STOPS or not (
            _WORD.match(text) or _NUMBER.match(text) or text in {"-"}
        ):
            break
        if (
            _WORD.match(text)
            and "-" not in text
            and (_PARTICIPLE.search(text) and _class(text) != "N" or _class(text) == "V")
        ):
            break  # "of conversations grounded in ...", "of method invocations extracted ..."
        found.append(token)
    while found and (
        found[-1].text.lower() in POST_MODIFIERS | {"with", "-"}
        or found[-1].text.lower() in VAGUE_DATA_WORDS
        or found[-1].text.endswith("ed")
        or _adjective_only(found[-1].text)
    ):
        found.pop()  # end on a noun: "of 2,310 retinal scans", not "... with", "... random"
    return found if len(found) > 1 else []


def _adjective_only(word: str) -> bool:
    """ "random", "septic": an adjective with no noun reading, itself or singular ("clouds")."""
    lexicon = load_lexicon()
    lower = word.lower()
    nouns = "n" in lexicon.get(lower, "") or "n" in lexicon.get(singularize(lower), "")
    return _class(word) == "A" and not nouns


def _task_word(word: str) -> bool:
    """Whether a word names an activity ("detection", "question-answering"): a dataset for a
    task is not told apart by it ("a detection dataset")."""
    return word.lower().rsplit("-", 1)[-1] in TASK_HEADS


def _class(word: str) -> str:
    """The word class of a word, of its last part if hyphenated ("class-imbalanced": A)."""
    return word_class(word.lower().rsplit("-", 1)[-1], load_lexicon())


def _says_what(word: str) -> bool:
    """Whether a word says what data is of: no size, praise, genericity word or number, nor a
    kind of data too broad to tell which ("image", "text")."""
    lower = word.lower()
    return (
        bool(_WORD.match(lower))
        and not lower.endswith(("-scale", "-sized", "-size"))
        and lower not in VAGUE_DATA_WORDS
        and lower not in GENERIC_DATA_KINDS
        and lower not in GENERIC_WORDS
        and lower not in GENERIC_HEADS
        and lower.rsplit("-", 1)[-1] not in WEAK_MODIFIERS
        and lower not in EVALUATIVE
        and not lower.endswith("ed")
        and lower not in POST_MODIFIERS
        and lower not in DATA_HEADS
        and not lower.endswith("ly")
    )


def _leads_label(word: str, after: str | None = None) -> bool:
    """Whether a label may begin with this word ("simulated maze ...", not "large maze ..."), or
    this adverb before ``after`` ("partially observable ...", not "publicly available ...")."""
    if word.lower().endswith("ly") and after is not None:
        return _WORD.match(word.lower()) is not None and _says_what(after)
    return _says_what(word) or word.lower() in KEPT_IN_LABEL | GENERIC_DATA_KINDS
