"""The typing of names, as plain functions: from the words around a name (``X, a benchmark``,
``the X dataset``, ``experiments on X``), its shape (``GPT-4o-7B`` is a Model) or its own head
word (``... Analysis``), else Method. The name finder that calls them is
:mod:`kg.extract.mentions`."""

from __future__ import annotations

import re
from collections.abc import Sequence

from spacy.lang.en.stop_words import STOP_WORDS
from spacy.tokens import Doc

from kg.extract.kinds import game_context, not_a_method, suite_of_tasks
from kg.extract.tokens import TokenTable, char_span, token_table
from kg.lexicon.cues import OUTPERFORMING
from kg.lexicon.gazetteer import load_gazetteer
from kg.lexicon.wordclass import load_lexicon, word_class
from kg.lexicon.words import APPOSITIVE_BOUNDARIES, APPOSITIVE_OPENERS, HEAD_TYPES
from kg.types import DATA_TYPES, EntityType

__all__ = ["DATASET_CONTEXT", "head_type", "own_type", "type_from_context"]

# A proposed "model" is an architecture (Method); a *named pretrained* model is a Model.
_PARAMETER_COUNT = re.compile(r"(?:^|[-_.])\d+(?:\.\d+)?[BMK]$|\d+(?:\.\d+)?[bB]$")
_MODEL_FAMILY = re.compile(
    r"^(?:GPT|LLaMA|Llama|Qwen|Mistral|Gemma|Phi|OPT|BLOOM|Falcon|Vicuna|InternVL|LLaVA|Claude|Gemini|PaLM|T5|BERT|DeepSeek)",
    re.I,
)

# Parts of data a result may be on ("the 20 languages of X"); not "the tasks of X".
_DATA_PARTS = r"(?:languages|subsets|splits|domains|categories|classes|portions|parts)"
# Names listed before the one typed ("X, Y and | Z").
_NAMES_BEFORE = r"(?:[A-Z][\w-]*\s*(?:,\s*(?:and|or)?|and|or)\s*)*"
# Words before a dataset's name: "experiments on X", "datasets such as X, Y".
DATASET_CONTEXT = re.compile(
    # "We benchmark X against Y": the verb, whose objects are no data
    r"(?:(?<!we )(?<!We )\b(?:datasets?|benchmarks?|corpora|corpus)\s*(?:,|:|\()?\s*(?:such as|including|e\.g\.\s*,?|like|namely|of)?"
    # "on heterophilous graphs such as X and Y": graphs are data when examples follow
    r"|\bgraphs\s*,?\s*(?:such as|including|e\.g\.\s*,?|like|namely)"
    r"|\b(?:[Ee]xperiments?|[Ee]valuated|evaluate|evaluation|results|[Tt]ested|[Tt]rained|[Ff]ine-tuned|"
    r"[Ff]inetuned|accuracy|performance"
    # "the absolute relative error on X", "the average F1 on the 20 languages of X"
    # "41.2 AP50 on novel classes of X", "35.1 mAP on X": a metric's short name
    r"|error|F1|AUC|AP|AP50|AP75|mAP|mIoU|BLEU|ROUGE-L|SI-SDRi?)\b[^.;]{0,30}?\b(?:on|across)(?:\s+the)?"
    rf"(?:\s+(?:\d+\s+)?(?:[a-z][\w-]*\s+)?{_DATA_PARTS}\s+of(?:\s+the)?)?"
    # wt/generic2: "we test X on Y", "validated on Y", "two datasets from two domains, Y and Z"
    r"|\b(?:test|tests|testing|evaluates|evaluating|validated|validate|benchmarked)\b[^.;]{0,30}?\bon(?:\s+the)?"
    # "... from 0.31 to 0.22 and on Y": a parallel clause of a change measured on data
    r"|\bfrom\s+\d+(?:\.\d+)?\s*%?\s+to\s+\d+(?:\.\d+)?\s*%?\s*,?\s+and\s+on(?:\s+the)?"
    # "synthetic data rendered from X and Y": where the data comes from
    r"|\b(?:data|images|videos|scenes|samples|sequences|trajectories)\s+(?:rendered|generated|"
    r"collected|sampled|drawn|taken|simulated)\s+(?:from|with|in)(?:\s+the)?"
    # "pretrained on two million molecules from X", "10,000 images from X": counted items
    # taken from a source of data
    r"|\b(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|hundreds|thousands|"
    r"millions)\s+(?:(?:thousand|million|billion|[kKMB])\s+)?(?:[a-z][\w-]*\s+)?"
    r"(?:molecules|images|sentences|documents|videos|questions|examples|samples|articles|"
    r"proteins|structures|graphs|texts|utterances|recordings|scans|tokens|words)\s+from(?:\s+the)?"
    # "answers 78.2% of the questions of X": the items a test set holds
    r"|\b(?:questions|queries|dialogues|languages)\s+(?:of|from)(?:\s+the)?"
    # "validated against annotations from X": records a database or corpus holds
    r"|\b(?:annotations|records|entries)\s+(?:from|in)(?:\s+the)?"
    r"|\b(?:two|three|four|five|six|seven|eight|nine|ten|several|multiple|\d+)\s+(?:[\w-]+\s+){0,2}"
    r"(?:datasets|benchmarks|corpora)\b[^.;:,]{0,40}[,:])"
    r"\s*"
    + _NAMES_BEFORE
    # "(X, Y, and the accented subset of Z)": a part of a listed dataset
    + r"(?:the\s+(?:[\w-]+\s+){0,2}(?:subset|split|portion|part|version)\s+of(?:\s+the)?\s*)?$"
)


# A sentence opening on names ("On X, Y and Z, our model ..."): where results were obtained.
# "On X and its low-overlap variant Y, ...": a variant named with it is where results were too.
_OPENING_ON = re.compile(
    r"(?:^|[.;!?]\s*)(?:On|Across)(?:\s+the)?\s*(?:[A-Z0-9][\w-]*\s*(?:,|and|or)\s*"
    r"(?:its\s+(?:[\w-]+\s+){0,2}(?:variant|version|subset|split|counterpart|extension)\s*)?)*$"
)
# "outperforms nnU-Net on BTCV", "the state of the art on TACKBP": where a comparison was won
# ("outperforms methods based on X" names no data).
_WON_ON = re.compile(
    rf"(?:\b(?:{'|'.join(sorted(OUTPERFORMING))})\b"
    r"[^.;]{0,30}?(?<!\bbased\s)(?<!\bbuilt\s)(?<!\brelying\s)\bon"
    r"|\bstate[- ]of[- ]the[- ]art\s+on"  # "sets a new state of the art on Y"
    r"|\bpoints\s+on)(?:\s+the)?"  # "by 3.1 points on Y" (a name: not "on analogy accuracy")
    r"\s*(?:[A-Z][\w-]*\s*(?:,|and|or)\s*)*$"
)

# "reaches 74.8% on X and 68.1% on Y", "an MRR of 0.642 on X and 0.571 on Y", "lowers the
# error on X to 51.3 and on Y to 79.8": a percentage or a decimal reached on a name (not on a
# model's: "79.4% on ResNet-50", which :func:`own_type` calls a Model).
_VALUE_ON = re.compile(r"(?:\d+\.\d+|\d+(?:\.\d+)?\s*%)\s+(?:and\s+)?on(?:\s+the)?\s*$")


def _known_model_family(name: str) -> bool:
    """Whether a name's first piece is a method or model the gazetteer knows ("ResNet" of
    "ResNet-50-D"): "79.4% on ResNet-50-D" is a score with that backbone, not on data."""
    entry = load_gazetteer().lookup(re.split(r"[-\s]", name, maxsplit=1)[0])
    return entry is not None and entry.type in (EntityType.METHOD, EntityType.MODEL)


# Types of what results are obtained on: an appositive of one after an opening "On X," types X.
_DATA_TYPES = DATA_TYPES
# What a name after "outperforms Y on" may be by itself to be data there.
_WON_ON_TYPES = frozenset({EntityType.METHOD, EntityType.DATASET})


def head_type(word: str) -> EntityType | None:
    """The entity type a head noun announces, if any (``benchmark`` -> Benchmark)."""
    return HEAD_TYPES.get(word.lower().strip(".,;:"))


# The last word of a shared task's name ("the Zorb Robustness Challenge").
_EVENTS = frozenset({"Challenge", "Competition"})


def own_type(text: str) -> EntityType:
    """Type from the name itself: its last word, its shape; Method by default."""
    last = re.split(r"[\s\-]+", text.strip())[-1]
    if last.lower() in {"bench", "benchmark"} or text.endswith("Bench"):
        return EntityType.BENCHMARK
    if last in _EVENTS and all(w[:1].isupper() or not w[:1].isalpha() for w in text.split()):
        return EntityType.BENCHMARK  # "International Planning Competition": a shared task
    found = not_a_method(text, EntityType.MODEL)
    if found is not EntityType.MODEL:
        return found  # "SQuAD-50k", "En-Fr"
    if (
        _PARAMETER_COUNT.search(text)
        or _MODEL_FAMILY.match(text)
        and any(ch.isdigit() for ch in text)
    ):
        return EntityType.MODEL
    found = head_type(last)
    if found is EntityType.MODEL:
        return EntityType.METHOD  # "Consistency Models" names a family of methods
    return found or not_a_method(text, EntityType.METHOD)


def type_from_context(
    doc: Doc, start: int, end: int, *, table: TokenTable | None = None
) -> EntityType | None:
    """Type announced by the words around a span: "X, a benchmark ...", "the X dataset"
    (``table``: the Doc's :func:`kg.extract.tokens.token_table`, if the caller has it)."""
    table = table or token_table(doc)
    span = char_span(table, start, end)
    if span is None:
        return None
    first, last = span
    words = [table.words[i] for i in range(last, min(last + 12, len(table.words)))]
    words = [w for i, w in enumerate(words, last) if not table.is_space[i]]
    if words[:2] == ["scores", "of"]:
        return EntityType.METRIC  # "SARI scores of 38.9 and 40.2": values of a metric
    # Appositive: "X, a plug-and-play module", "X---a benchmark of ...", "X (Y), a novel framework".
    k = 0
    if len(words) > 2 and words[0] in {"and", "or"} and words[1][:1].isupper():
        k = 2  # "X and Y, two complementary methods": the appositive is about both
    if k < len(words) and words[k] == "(":
        while k < len(words) and words[k] != ")":
            k += 1
        k += 1
    if k < len(words) and words[k] in {",", "—", "--", "---", ":", "-"}:
        k += 1
        if k < len(words) and words[k].lower() in APPOSITIVE_OPENERS:
            # The last head noun before a clause boundary wins: "a sparse ZO method".
            heads = [head_type(w) for w in _until_boundary(words[k + 1 : k + 7])]
            heads = [h for h in heads if h is not None]
            if heads and (heads[-1] in _DATA_TYPES or not _opens_on(table, first)):
                return EntityType.METHOD if heads[-1] is EntityType.MODEL else heads[-1]
    head = 0
    listed = bool(words) and words[0] in _COORDINATORS
    if listed:
        head = _after_coordinated_names(words)  # "X and Y models": the head types both
    span_text = (
        table.text[table.idx[first] : table.idx[last - 1] + len(table.words[last - 1])]
        if last > first
        else ""
    )
    if head < len(words) and head_type(words[head]) is not None:
        found = head_type(words[head])
        if found is EntityType.TASK and suite_of_tasks([span_text, words[head]]):
            return EntityType.ENVIRONMENT  # "the D4RL locomotion, AntMaze and Kitchen tasks"
        return (
            EntityType.METHOD
            if found is EntityType.MODEL and not _PARAMETER_COUNT.search(span_text)
            else found
        )
    if (
        head == 0
        and len(words) > 1
        and words[0].isalnum()
        and words[0].lower() not in _NOT_MODIFIERS
        and words[0].lower() not in STOP_WORDS
        and any(ch.isupper() or ch.isdigit() for ch in span_text)
        and head_type(words[1]) in (EntityType.DATASET, EntityType.BENCHMARK)
    ):
        return head_type(words[1])  # "the DyCheck iPhone dataset": a word of the data between
    preceding = [table.words[i] for i in range(max(0, first - 12), first) if not table.is_space[i]]
    said = " ".join(preceding)
    if game_context(said):  # wt/types5: "games such as X", "the game of X"
        return EntityType.ENVIRONMENT
    # "trajectories generated with the ArcSim solver": a name headed by a method's word is
    # no data, whatever the words before it
    span_words = span_text.split()
    method_headed = len(span_words) > 1 and head_type(span_words[-1]) in (
        EntityType.METHOD,
        EntityType.MODEL,
    )
    made_with = _MADE_WITH.search(said) is not None
    subject_after = _OPENED_THEN_SUBJECT.search(said) is not None
    if _METRICS_LISTED.search(said):
        return EntityType.METRIC  # "entailment-based metrics such as X"
    if _TASKS_LISTED.search(said):
        return EntityType.TASK  # "on two tasks: X, in which ..."
    if DATASET_CONTEXT.search(said) and not (method_headed and made_with) and not subject_after:
        return EntityType.DATASET  # "experiments on X", "datasets such as X, Y"
    # "On X our detector reaches ...": no comma, the main clause's subject right after it
    subject_next = bool(words) and words[0].lower() in _SUBJECT_OPENERS
    if (
        (listed or subject_next or _LIST_BEFORE.search(said))
        and _OPENING_ON.search(said)
        and own_type(span_text) is not EntityType.MODEL
    ):
        # "On X, our model ...", "On A, B and | C the model ...": not a model's name ("On
        # Qwen2-7B, ...")
        return EntityType.DATASET
    if (
        (_WON_ON.search(said) or _VALUE_ON.search(said) and not _known_model_family(span_text))
        and own_type(span_text) in _WON_ON_TYPES
        and any(ch.isupper() or ch.isdigit() for ch in span_text)  # a name, not "quantization"
    ):
        return EntityType.DATASET  # not "outperforms DPO on Llama-3-8B", "... on the QA task"
    if _METRIC_BEFORE.search(said) and any(ch.isupper() or ch.isdigit() for ch in span_text):
        return EntityType.METRIC  # "outperforms X by a large margin in SPIDEr"
    if (
        _AND_ON.search(said)
        and _value_next(words)
        and own_type(span_text) in _WON_ON_TYPES
        and not _known_model_family(span_text)
        and any(ch.isupper() or ch.isdigit() for ch in span_text)
    ):
        return EntityType.DATASET  # "reaches 91.8% on X, and on Y 82.4%": Y's value follows it
    return None


# "We evaluate our method on two tasks: | X": names listed after a colon closing "tasks".
_TASKS_LISTED = re.compile(r"\btasks\s*:\s*" + _NAMES_BEFORE + "$")
# "metrics such as | X", "measures like X and | Y": names listed after a word for metrics.
_METRICS_LISTED = re.compile(
    r"\b(?:metrics|measures)\s*,?\s*(?:such as|including|e\.g\.\s*,?|like|namely)\s*"
    + _NAMES_BEFORE
    + "$"
)
# "by a large margin in | X", "by 3.2 points in | X": what a comparison is measured in (words
# as the tokenizer splits them, joined by spaces; not "in terms of": "explains why X works in
# terms of HD geometry" on the 3,229 graph).
_METRIC_BEFORE = re.compile(r"\bmargins?\s+in$|\bby\s+[\d.]+\s*(?:%|points?)\s+in$", re.I)
# "data generated with | X": what made the data (a solver, a simulator) when a method's word
# heads X; not "evaluated on X models", the things tested.
_MADE_WITH = re.compile(
    r"\b(?:rendered|generated|simulated|produced|synthesized)\s+(?:with|by|using)(?:\s+the)?$"
)
# Words that open a main clause's subject ("On X | our detector reaches ...").
_SUBJECT_OPENERS = frozenset("our we it the this these they all both each".split())
# The last name of a list: "and" / "or" right before it (a comma may close the opening phrase:
# "On A and B, | RiverNet reaches ...").
_LIST_BEFORE = re.compile(r"\b(?:and|or)\s*$")
# "..., and on | Y 82.4%": a later clause's data, its value right after the name.
_AND_ON = re.compile(r"(?:,|\band)\s+on(?:\s+the)?$")


def _value_next(words: Sequence[str]) -> bool:
    """Whether the words after a span open on a percentage or a decimal ("82.4 %", "0.57")."""
    if not words or not re.fullmatch(r"\d+(?:\.\d+)?%?", words[0]):
        return False
    return "." in words[0] or words[0].endswith("%") or words[1:2] == ["%"]


_COORDINATORS = frozenset({"and", "or", ","})
# Words after a name that are no modifier of a head after them ("X on the dataset").
_NOT_MODIFIERS = frozenset(
    """and or on in of for to with by from at as is are was were be the a an this that these
    its their our than into over under via using""".split()
)
_MAX_DATA_MODIFIERS = 2  # common words between listed names and their plural data head
# The most names a coordination lists before its shared head noun ("A, B, C and D datasets").
_MAX_COORDINATED = 4


def _after_coordinated_names(words: Sequence[str]) -> int:
    """Where the plural head noun stands after names coordinated with the span ("and
    LeNet-5 models" -> the index of "models"); 0 when the words are no such list."""
    k = 0
    for _ in range(_MAX_COORDINATED):
        if k >= len(words) or words[k] not in _COORDINATORS:
            return 0
        k += 1
        if k < len(words) and words[k] in _COORDINATORS:
            k += 1  # ", and"
        start = k
        while k < len(words) and (
            words[k] == "-" or any(c.isupper() or c.isdigit() for c in words[k])
        ):
            k += 1
        if k == start:
            return 0
        if k < len(words) and words[k].endswith("s") and head_type(words[k]) is not None:
            return k  # a shared head is plural ("and LeNet-5 models"; not "3D-oriented generation")
        for m in range(k, min(k + _MAX_DATA_MODIFIERS, len(words) - 1)):
            # "the BTCV and AMOS abdominal organ benchmarks": a plural data head after common
            # words that say what the data is of
            if not (words[m].isalpha() and words[m].islower()):
                break
            head = words[m + 1]
            if head.endswith("s") and head_type(head) in _DATA_TYPES:
                return m + 1
    return 0


def _opens_on(table: TokenTable, first: int) -> bool:
    """Whether the span at token ``first`` follows a sentence's opening "On" / "Across" ("On
    CHiME-4, the student reduces the word error rate": the clause after the comma is the
    sentence's, no appositive)."""
    preceding = [table.words[i] for i in range(max(0, first - 12), first) if not table.is_space[i]]
    said = " ".join(preceding)
    return bool(_OPENING_ON.search(said) or _OPENING_PARTICIPLE.search(said))


# A participle opening a sentence on the data a run used ("Fine-tuned on X, ...").
_OPENING_PARTICIPLES = (
    r"(?:^|[.;!?]\s*)(?:[Ff]ine-tuned|[Ff]inetuned|[Tt]rained|[Pp]retrained|[Pp]re-trained|"
    r"[Ee]valuated|[Tt]ested|[Aa]pplied)\s+on"
)
# "Trained on ZorbSet, | KelpNet reaches ...": the name after an opening participle's data and
# its comma is the sentence's subject, no more data.
_OPENED_THEN_SUBJECT = re.compile(
    _OPENING_PARTICIPLES + r"\s+(?:the\s+)?[\w.+-]+(?:\s+[\w.+-]+)?\s*,\s*$"
)
# "Fine-tuned on | GTZAN, the encoder reaches ...": the participle's place after "on"; the
# clause after the comma is the sentence's.
_OPENING_PARTICIPLE = re.compile(_OPENING_PARTICIPLES + r"(?:\s+the)?\s*$")


def _until_boundary(words: Sequence[str]) -> list[str]:
    """The words of an appositive: up to a boundary word or a verb ("X, the method *improves*
    registration recall": a clause, whose nouns type nothing)."""
    lexicon = load_lexicon()
    out = []
    for word in words:
        if word in APPOSITIVE_BOUNDARIES or word_class(word.lower(), lexicon) == "V":
            break
        out.append(word)
    return out
