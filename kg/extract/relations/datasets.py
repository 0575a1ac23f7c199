"""Datasets the mention stage missed, from how the paper names them.

* A name before a word for a collection: "the Quillon corpus", "the Krelt benchmark suite",
  "the Zonk games" (an Environment; not "Markov games").
* A name after a word for its kind: "the 3D environment Obstacle Run", "the benchmark Krelt",
  "the Atari game Zonk" (an Environment).
* A name listed with datasets in a sentence about experiments: "on Zorblet, Marrow and
  QuillSet" (the mention stage found only some of them).

Each is a Dataset (a Benchmark after "benchmark" or "suite") mention of its own, confident
enough to be drawn (``confidence.TASK_FRAMED``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from kg.extract.relations import confidence
from kg.extract.relations.context import Context, Sentence
from kg.extract.relations.own_data import LIST_SEPARATOR
from kg.lexicon.cues import EVALUATION_CUES
from kg.lexicon.kind_words import GAME_THEORY_WORDS
from kg.lexicon.wordclass import load_lexicon, word_class
from kg.types import COLLECTION_EXTRACTOR, DATA_TYPES, LISTED_DATA_EXTRACTOR, EntityType, Mention

__all__ = [
    "KIND_NAME_EXTRACTOR",
    "collection_names",
    "kind_appositives",
    "kind_named_data",
    "listed_names",
    "names_after_kind",
    "named_data",
    "run_on_own",
]

# A name: capitalised past its first letter or holding a digit ("QuillSet", "Zorb-5"), or a
# capitalised word ("Quillon").
_NAME_WORD = r"(?:[A-Z][\w-]*|[a-z]+[-\d][\w-]*)"
_CAPITALISED = r"(?:[A-Z][\w-]*|[\w-]*\d[\w-]*)"
# Words for a collection of data after its name.
_COLLECTION_WORDS = r"benchmark\s+suite|benchmark|suite|corpus|dataset|treebank|collection|lexicon"
_COLLECTION = re.compile(
    rf"(?<![\w-])({_CAPITALISED}(?:\s+{_CAPITALISED}){{0,2}})\s+"
    rf"({_COLLECTION_WORDS}|game|grid-world|gridworld|environment|simulator)s?(?![\w-])"
)
# "the Room-to-Room (R2R) dataset": the name, its short form in brackets, the collection word.
_DEFINED_COLLECTION = re.compile(
    rf"(?<![\w-])({_CAPITALISED}(?:\s+{_CAPITALISED}){{0,3}})\s*\(\s*([A-Za-z0-9][\w-]{{0,11}})\s*\)"
    rf"\s+({_COLLECTION_WORDS})s?(?![\w-])"
)
_LIST = re.compile(
    rf"(?<![\w-])(?:on|with|using)\s+(?:the\s+)?({_NAME_WORD}(?:\s*,\s*{_NAME_WORD})*"
    rf"\s*,?\s*(?:and|or)\s+{_NAME_WORD})(?![\w-])"
)
_ITEM = re.compile(_NAME_WORD)
_NEXT_WORD = re.compile(r"\s+([a-z][a-z-]*)\b")
_LIST_WORDS = frozenset("datasets benchmarks data respectively".split())
_NOT_DATA = frozenset({EntityType.TASK, EntityType.METHOD, EntityType.MODEL})
_KIND_THEN_NAME = re.compile(
    r"(?<![\w-])(environment|simulator|game|benchmark|suite|dataset|corpus|lexicon)\s+"
    r"([A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2})(?![\w-])"
)
# "the 3D environment X", "the benchmark X": a determiner, at most one word, the kind word.
_DETERMINED = re.compile(r"(?<![\w-])(?:the|a|an)\s+(?:[\w-]+\s+)?$", re.I)
_KIND_TYPES = {
    "environment": EntityType.ENVIRONMENT,
    "simulator": EntityType.ENVIRONMENT,
    "game": EntityType.ENVIRONMENT,
    "benchmark": EntityType.BENCHMARK,
    "suite": EntityType.BENCHMARK,
}
_COLLECTION_TYPES = {
    "benchmark": EntityType.BENCHMARK,
    "suite": EntityType.BENCHMARK,
    "game": EntityType.ENVIRONMENT,
    "grid-world": EntityType.ENVIRONMENT,
    "gridworld": EntityType.ENVIRONMENT,
    "environment": EntityType.ENVIRONMENT,
    "simulator": EntityType.ENVIRONMENT,
}
# "Wobble World, a new 3D environment where ...": a name, then a phrase giving its kind; the
# kind word ends the phrase (not "a dataset augmentation method").
_KIND_APPOSITIVE = re.compile(
    r"\s*,\s*(?:a|an)\s+(?:[a-z0-9][\w-]*\s+){0,3}?"
    r"(environment|simulator|game|benchmark|suite|dataset|corpus)"
    r"(?:\s*(?:[,;:.()]|--|-|$)|\s+(?:where|that|which|of|for|with|to|in|on|built|designed|"
    r"consisting|comprising|containing|we)\b)"
)
# "Our dataset, named Quillon": the name the paper gives its own data (right before a mention).
_OUR_KIND_NAMED = re.compile(
    r"(?<![\w-])our\s+(?:new\s+)?(environment|simulator|benchmark|suite|dataset|corpus)"
    r"\s*,?\s+(?:(?:which\s+)?(?:is\s+|we\s+)?(?:named|called|dubbed|termed))\s+$",
    re.I,
)
# "... we call 'Wobble World'": the words before a name a sentence coins for a kind of thing.
_WE_CALL = (
    r"\s+(?:that\s+|which\s+)?we\s+(?:call|name|term|dub|refer\s+to\s+as)\s*['\"\u201c\u2018]?"
)
# "a novel environment we call 'Wobble World'": the kind a sentence gives the name it coins.
_KIND_WE_CALL = re.compile(
    r"(?<![\w-])(?:a|an|our)\s+(?:(?:new|novel)\s+)?"
    r"(environment|simulator|game|benchmark|suite|dataset|corpus)" + _WE_CALL + "$",
    re.I,
)
# "Quillon: A Large Corpus of Kite Logs": the kind a title gives its name (its head noun, before
# what the kind is for or holds), after an article.
_TITLE_KIND = re.compile(
    r"^\s*([^:]{1,40}?)\s*:\s*(?:a|an)\s+(?:[\w&-]+\s+){0,4}?"
    r"(environment|simulator|benchmark|suite|dataset|corpus)s?"
    r"(?=\s*$|\s*[,:;(]|\s+(?:for|of|with|to|in|on|that|which|annotated|requiring|built)\b)",
    re.I,
)
_NAMED_KINDS = frozenset(
    {EntityType.DATASET, EntityType.BENCHMARK, EntityType.ENVIRONMENT, EntityType.METHOD}
)
# "..., and we use it to analyze three architectures": the paper's data as its means of study.
_USED_TO_STUDY = r"\bwe\s+use\s+(?:it|them)\s+to\s+(?:\w+\s+)?(?:analy[sz]|assess|probe|stud|test)"
# The cues of :func:`run_on_own`, case-blind: the words right before data experimented on
# ("on DuoRC", "Using CATER", "trained with X"); a sentence that runs experiments on data
# (stricter than EVALUATION_CUES: "a new dataset" is no experiment on it); and, after the
# paper's own data, an evaluation of which it is the means ("which we use to evaluate", "to
# systematically evaluate our scheme", "on which our model beats", "for the experiments",
# and :data:`_USED_TO_STUDY`).
_ON_DATA, _RUN_ON, _EVALUATED_WITH = (
    re.compile(pattern, re.I)
    for pattern in (
        # "on X", "on a novel environment we call 'X'"; "completes 41% of X tasks": a share of
        # the data's problems solved
        r"(?:\b(?:on|using|with|in)\s+(?:the\s+)?(?:(?:a|an|our)\s+(?:(?:new|novel)\s+)?\w+"
        + _WE_CALL
        + r")?|\d%\s+of\s+(?:the\s+)?)$",
        r"\b(?:experiment|evaluat|results?\b|outperform|achiev|accuracy|trained\s+on|"
        r"tested\s+on|using|benchmark(?:ed|ing)\b)|\d%\s+of\b|" + _USED_TO_STUDY,
        r"\b(?:we\s+use\s+(?:it\s+)?to\s+(?:\w+\s+)?evaluat|" + _USED_TO_STUDY + "|"
        r"to\s+(?:\w+ly\s+)?evaluate\s+(?:our|the\s+proposed)|"
        r"on\s+which\s+(?:we|our|the\s+proposed)|for\s+(?:the|our)\s+experiments)",
    )
)
# A name coordinated with one before it, so that a plural kind after it is both names'.
_SHARED_KIND = re.compile(r"(?:\band|\bor|,)\s+$")
# Capitalised words that begin a clause or name no collection.
_NOT_NAMES = frozenset("The This These Our We It In On For A An Each Both All".split())


def collection_names(
    context: Context, sentence: Sentence
) -> tuple[dict[int, Mention], list[Mention]]:
    """ "the Quillon corpus": a name before a word for a collection, where no data mention is.
    A Method mention of the name alone ("Rock-Paper-Scissor" of "the Rock-Paper-Scissor
    game") becomes the collection's; a Task or Model one keeps it ("the person Re-ID dataset").

    Returns:
        The mentions that change, by index; and the names no mention held.
    """
    changed: dict[int, Mention] = {}
    found = []
    for match in _COLLECTION.finditer(context.text, sentence.start, sentence.end):
        start, end = match.start(1), match.end()
        words = match.group(1).split()
        if (
            words[0] in _NOT_NAMES
            or start == sentence.start
            or not any(ch.isalpha() for ch in match.group(1))  # "40 games": a count
            or _taken(context.mentions, start, end)
        ):
            continue
        held = [
            i
            for i, m in enumerate(context.mentions)
            if m.start < match.end(1) and match.start(1) < m.end and m.type in _NOT_DATA
        ]
        methods = [
            i
            for i in held
            if context.mentions[i].type is EntityType.METHOD
            and (context.mentions[i].start, context.mentions[i].end) == match.span(1)
        ]
        if len(methods) != len(held):
            continue  # "the person Re-ID dataset": a task's name, no dataset's
        kind = match.group(2).split()[0]
        if kind == "game" and words[-1].lower() in GAME_THEORY_WORDS:
            continue  # "Markov games": game theory's, no test bed
        etype = _COLLECTION_TYPES.get(kind, EntityType.DATASET)
        if kind in {"environment", "simulator"} and (held or not words[0][0].isupper()):
            continue  # "3D environments", "200M environment frames", "IoT environments"
        named = _name_before(context, start)
        if named is not None:  # "the bAbI Dialogue dataset": a variant of bAbI, no "bAbI"
            start, methods = context.mentions[named].start, [named]
        if _SHARED_KIND.search(context.text, 0, start) and match.end() > match.end(2):
            end = match.end(1)  # "the IHDP and Twins benchmarks": each is named without the kind
        text = context.text[start:end]
        mention = Mention(text, start, end, etype, COLLECTION_EXTRACTOR, confidence.TASK_FRAMED)
        if named is not None:
            changed[named] = mention
        elif methods and kind == "game":  # "IF games": the game word is of the name
            changed[methods[0]] = mention
        elif methods:  # "Sports 1 M dataset": the name keeps its span, now the data's type
            # (a method the gazetteer gives the name is another thing: "the PSM benchmark")
            changed[methods[0]] = replace(
                context.mentions[methods[0]],
                type=etype,
                extractor=COLLECTION_EXTRACTOR,
                confidence=confidence.TASK_FRAMED,
                canonical=None,
            )
        else:
            found.append(mention)
    changed.update(_defined_collections(context, sentence))
    return changed, found


def _defined_collections(context: Context, sentence: Sentence) -> dict[int, Mention]:
    """ "the Room-to-Room (R2R) dataset": a name and its short form before a word for a
    collection; Method mentions of exactly the name or the short form become the collection's
    type (a Task or Model one keeps its own)."""
    changed: dict[int, Mention] = {}
    for match in _DEFINED_COLLECTION.finditer(context.text, sentence.start, sentence.end):
        if match.group(1).split()[0] in _NOT_NAMES:
            continue
        etype = _COLLECTION_TYPES.get(match.group(3).split()[0], EntityType.DATASET)
        for index, mention in enumerate(context.mentions):
            if mention.type is EntityType.METHOD and (mention.start, mention.end) in (
                match.span(1),
                match.span(2),
            ):
                changed[index] = replace(
                    mention,
                    type=etype,
                    extractor=COLLECTION_EXTRACTOR,
                    confidence=max(mention.confidence, confidence.TASK_FRAMED),
                )
    return changed


def _name_before(context: Context, start: int) -> int | None:
    """The data name that ends one space before ``start`` ("bAbI" of "bAbI Dialogue")."""
    for index, mention in enumerate(context.mentions):
        if (
            mention.type in DATA_TYPES
            and mention.end + 1 == start
            and context.text[mention.end] == " "
            and mention.text != mention.text.lower()
        ):
            return index
    return None


def listed_names(context: Context, sentence: Sentence, added: Sequence[Mention]) -> list[Mention]:
    """Names listed with a dataset after "on / with / using" in a sentence about experiments,
    that no mention holds: "on Zorblet, Marrow and QuillSet"."""
    if not EVALUATION_CUES.search(sentence.text):
        return []
    mentions = [*context.mentions, *added]
    found = []
    for match in _LIST.finditer(context.text, sentence.start, sentence.end):
        items = [m.span() for m in _ITEM.finditer(context.text, *match.span(1))]
        if not any(_data_at(mentions, s, e) for s, e in items) or _head_follows(
            context.text, match.end(1)
        ):
            continue  # "on Xeon and Atom processors": the names modify a head
        for start, end in items:
            text = context.text[start:end]
            if text in _NOT_NAMES or any(m.start < end and start < m.end for m in mentions):
                continue
            found.append(
                Mention(
                    text,
                    start,
                    end,
                    EntityType.DATASET,
                    LISTED_DATA_EXTRACTOR,
                    confidence.TASK_FRAMED,
                )
            )
    return found


# The extractor of a name a word for its kind types as data ("the 3D environment Obstacle Run").
KIND_NAME_EXTRACTOR = "dataset.kind"


def kind_named_data(context: Context) -> dict[int, EntityType]:
    """Every other mention of a name its kind word types as data ("the game KOG") takes that
    type: the name's acronym definition ("King of Glory (KOG)", read as a method) and its
    repeats. Known names keep theirs, and so does a name the paper proposes ("On the ImageNet
    dataset DSO-NAS achieves ...": the kind word is another name's).

    Returns:
        ``{index: type}`` of the mentions whose type changes.
    """
    types: dict[int, EntityType] = {}
    for named in context.mentions:
        if named.extractor != KIND_NAME_EXTRACTOR:
            continue
        same = [
            index
            for index, mention in enumerate(context.mentions)
            if named.text in {mention.text, mention.short_form, mention.long_form}
        ]
        if any(context.is_proposed(index) for index in same):
            continue
        for index in same:
            mention = context.mentions[index]
            if mention.canonical is None and mention.type not in DATA_TYPES:
                types[index] = named.type
    return types


def names_after_kind(
    context: Context, sentence: Sentence
) -> tuple[dict[int, Mention], list[Mention]]:
    """ "the 3D environment Obstacle Run": the name after a word for its kind. A mention that
    held kind word and name ("3D environment Obstacle Run", typed Task) becomes the name's.

    Returns:
        The mentions that change, by index; and the names no mention held.
    """
    changed: dict[int, Mention] = {}
    added: list[Mention] = []
    for match in _KIND_THEN_NAME.finditer(context.text, sentence.start, sentence.end):
        start, end = match.span(2)
        if match.group(2).split()[0] in _NOT_NAMES or not _DETERMINED.search(
            context.text, max(sentence.start, match.start() - 20), match.start()
        ):
            continue  # "Agent- benchmark Complexity Evolution": inside a longer name
        etype = _KIND_TYPES.get(match.group(1), EntityType.DATASET)
        name = Mention(
            match.group(2), start, end, etype, KIND_NAME_EXTRACTOR, confidence.TASK_FRAMED
        )
        around = [
            i
            for i, m in enumerate(context.mentions)
            if m.start < end and start < m.end and m.type not in DATA_TYPES
        ]
        if _data_at(context.mentions, start, end):
            continue
        if around:
            changed[
                max(around, key=lambda i: context.mentions[i].end - context.mentions[i].start)
            ] = name
        else:
            added.append(name)
    return changed, added


def _head_follows(text: str, end: int) -> bool:
    """Whether a lowercase noun follows ``end`` ("Xeon and Atom processors")."""
    after = _NEXT_WORD.match(text, end)
    if after is None:
        return False
    word = after.group(1)
    return word not in _LIST_WORDS and word_class(word, load_lexicon()) == "N"


def _data_at(mentions: Sequence[Mention], start: int, end: int) -> bool:
    return any(m.type in DATA_TYPES and m.start <= start and end <= m.end for m in mentions)


def _taken(mentions: Sequence[Mention], start: int, end: int) -> bool:
    """Whether a data mention, or a longer mention, already holds ``start:end``."""
    return any(
        m.start < end
        and start < m.end
        and (
            m.type in DATA_TYPES
            or (m.start <= start and end <= m.end and m.end - m.start > end - start)
        )
        for m in mentions
    )


def kind_appositives(context: Context, title: str | None = None) -> dict[int, EntityType]:
    """ "We evaluate on Wobble World, a new environment where ...": a name followed by a phrase
    that gives its kind takes the kind's type (an Environment after "environment", "simulator"
    or "game", a Benchmark after "benchmark" or "suite", else a Dataset). So does a name the
    text gives to "our dataset" ("Our corpus, named Quillon, ..."), and the name a title
    gives a kind ("Quillon: A Large Corpus of Kite Logs"), and one it coins for a kind ("a
    novel environment we call 'Wobble World'").

    Returns:
        ``{index: type}`` of the mentions whose type changes.
    """
    titled = _TITLE_KIND.match(title or "")
    types: dict[int, EntityType] = {}
    for index, mention in enumerate(context.mentions):
        if mention.type not in _NAMED_KINDS or mention.text == mention.text.lower():
            continue
        found = _KIND_APPOSITIVE.match(context.text, mention.end)
        if found is None:
            found = _OUR_KIND_NAMED.search(context.text, max(0, mention.start - 40), mention.start)
        if found is None:
            found = _KIND_WE_CALL.search(context.text, max(0, mention.start - 60), mention.start)
        if found is None and titled is not None and titled.group(1).strip() == mention.text:
            found = titled
        if found is None:
            continue
        etype = _KIND_TYPES.get(found.group(found.lastindex or 1).lower(), EntityType.DATASET)
        if etype is not mention.type:
            types[index] = etype
    return types


def run_on_own(context: Context, sentence: Sentence, mention: Mention) -> bool:
    """Whether the sentence runs experiments on the paper's own data ``mention``: "on" (or
    "using", "with", "in") right before it, or an evaluation of which it is the means after
    it ("X, which we use to evaluate", "X to evaluate our scheme")."""
    if not _RUN_ON.search(sentence.text):
        return False
    first = _list_opening(context, sentence, mention)
    if _ON_DATA.search(context.text, max(sentence.start, first.start - 45), first.start):
        return True  # "on X", "on A, B and X" (X listed with other data)
    if _NEW_DATA_BEFORE.search(
        context.text, max(sentence.start, mention.start - 45), mention.start
    ):
        return True  # "we collect and evaluate on a new dataset, X"
    if _USE_BEFORE.search(
        context.text, max(sentence.start, mention.start - 20), mention.start
    ) and _TO_EVALUATE.match(context.text, mention.end, sentence.end):
        return True  # "We use X to evaluate state-of-the-art embeddings"
    return _EVALUATED_WITH.search(context.text, mention.end, sentence.end) is not None


# "on a new dataset, X": the kind, a comma, then the paper's name for it.
_NEW_DATA_BEFORE = re.compile(
    r"\b(?:on|using|with|in)\s+(?:a|an|our)\s+(?:(?:new|novel)\s+)?"
    r"(?:dataset|corpus|benchmark|environment|suite)\s*,\s*$",
    re.I,
)
# "We use X to evaluate Y": the paper's data as the means of an evaluation.
_USE_BEFORE = re.compile(r"\b(?:we\s+)?(?:use|used|employ|employed)\s+(?:the\s+)?$", re.I)
_TO_EVALUATE = re.compile(
    r"\s+(?:dataset\s+|benchmark\s+|corpus\s+)?to\s+(?:\w+ly\s+)?"
    r"(?:evaluate|assess|benchmark|test|compare)\b",
    re.I,
)


def _list_opening(context: Context, sentence: Sentence, mention: Mention) -> Mention:
    """The first name of the list of data names that ends with ``mention`` ("MNIST" of "on
    MNIST, Fashion 144k and an8Flower"), or the mention itself where no list leads to it."""
    data = sorted(
        (m for m in context.mentions if m.type in DATA_TYPES and sentence.start <= m.start),
        key=lambda m: m.start,
    )
    first = mention
    # from the last back: each name must end right before the list's head
    for before in reversed(data):
        if before.end > first.start:
            continue
        if not LIST_SEPARATOR.fullmatch(context.text, before.end, first.start):
            break
        first = before
    return first


_CLAUSE_WORDS = frozenset(
    "that which of for with on in from by to the a an and or where who as at".split()
)
_DATA_HEAD_WORDS = frozenset("dataset datasets corpus corpora benchmark treebank".split())


def named_data(context: Context) -> dict[int, Mention]:
    """ "another knowledge-based dialogue Holl-E dataset": a data mention whose name comes after
    lowercase words for its kind or domain starts at the name ("Holl-E dataset"); one of a
    name's tasks ("the Vorla-QA dialog tasks") is the name's. Not a proposed phrase whose name
    is a known one ("we introduce a multilingual SQuAD dataset": the paper's own variant).

    Returns:
        The mentions that change, by index.
    """
    changed: dict[int, Mention] = {}
    for index, mention in enumerate(context.mentions):
        words = list(re.finditer(r"\S+", mention.text))
        tasks = _name_of_tasks(mention, words)
        if tasks is not None:
            changed[index] = tasks
            continue
        if (
            mention.type not in (EntityType.DATASET, EntityType.BENCHMARK)
            or len(words) < 3
            or words[0].group() != words[0].group().lower()
        ):
            continue
        headed = words[-1].group().lower() in _DATA_HEAD_WORDS
        after = _NEXT_WORD.match(context.text, mention.end)
        if not headed and (after is None or after.group(1) not in _DATA_HEAD_WORDS):
            continue  # "large scale NLI": no word for a collection says the name is data's
        names = [w for w in words[1:] if w.group() != w.group().lower() or _digit(w.group())]
        # "dialogue Holl-E dataset", or with the head after the mention two words before the
        # name ("open-domain dialogue | Holl-E dataset"), not "noisy CIFAR-10"
        if not names or words.index(names[0]) < (1 if headed else 2):
            continue
        first = words.index(names[0])
        rest = words[first : len(words) - 1 if headed else len(words)]
        if len(names) != len(rest) or any(
            w.group().lower() in _CLAUSE_WORDS for w in words[:first]
        ):
            continue  # "dataset that manipulates key features of NPI licensing"
        start = mention.start + names[0].start()
        if mention.extractor == "proposal.phrase" and any(
            other.canonical is not None and other.start == start for other in context.mentions
        ):
            continue  # "we introduce a multilingual SQuAD dataset": the paper's variant of one
        changed[index] = replace(mention, text=context.text[start : mention.end], start=start)
    return changed


def _digit(word: str) -> bool:
    return any(ch.isdigit() for ch in word)


def _name_of_tasks(mention: Mention, words: list[re.Match[str]]) -> Mention | None:
    """ "Vorla-QA dialog tasks" typed Dataset: the name, then lowercase words for the kind of
    task, then "tasks" -- the data is the name's."""
    if mention.type is not EntityType.DATASET or len(words) < 3:
        return None
    if words[-1].group() not in {"tasks", "task"}:
        return None
    names = [w for w in words if w.group() != w.group().lower() or _digit(w.group())]
    kinds = words[len(names) : -1]
    if not names or words[: len(names)] != names or not kinds:
        return None
    if any(w.group() != w.group().lower() or w.group() in _CLAUSE_WORDS for w in kinds):
        return None
    end = mention.start + names[-1].end()
    return replace(mention, text=mention.text[: names[-1].end()], end=end)
