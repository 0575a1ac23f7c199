"""Edges between mentions, and from the paper to what it uses, evaluates on and mentions.

* ``extends``: "X extends / generalizes / builds on Y"; "our method" is the paper's proposal.
* ``comparesWith``: "outperforms / surpasses / compared with / than / over X".
* attachments (:func:`find_attachments`), once all else is known: ``codeRepository`` for URLs
  in a sentence about code; ``evaluatesOn`` datasets, ``addressesTask`` tasks; ``usesMethod``
  for methods and models in a clause with "with / using / via / leverages X"; ``mentions``
  for the rest.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import NamedTuple

from kg.extract.relations import confidence
from kg.extract.relations.context import METHODLIKE, Context, Sentence, edge, retyped
from kg.extract.relations.datasets import run_on_own
from kg.extract.relations.own_data import others_data, pretraining_data
from kg.extract.relations.task_frames import named_as_means, not_the_task
from kg.extract.relations.title_known import titles_known_task
from kg.extract.relations.title_tasks import titles_task
from kg.extract.relations.uses import (
    BACKGROUND,
    DOMAIN,
    OUTPUT,
    OWN,
    USE,
    done_without,
    in_title,
    lead_in,
    proposal_kind,
    use_role,
)
from kg.lexicon.cues import (
    BASELINE_WORDS,
    CITED,
    CODE_CUES,
    CODE_HOSTS,
    COMPARE_CUES,
    COMPARE_NOUNS,
    COMPARE_PHRASES,
    COMPARE_PREPOSITIONS,
    COMPARING,
    ENVIRONMENT_AS_TOOL,
    ENVIRONMENT_EVALUATION,
    EVALUATION_CUES,
    EXTENDS_CUES,
    EXTENDS_GAP_BREAKS,
    FORMULATING,
    ORIGINAL_PURPOSE,
    OUTPERFORMING,
    PRIOR_WORK,
    USE_CUES,
)
from kg.lexicon.gazetteer import load_gazetteer
from kg.lexicon.task_cues import (
    PROPERTY_TASK_TITLES,
    TASK_FRAMES,
    WE_STUDY,
    is_generic_task_word,
)
from kg.types import (
    DATA_TYPES,
    DONE_WITHOUT_RULE,
    TASK_CONTEXT_RULE,
    EntityType,
    Mention,
    Predicate,
    Relation,
)

__all__ = [
    "Edges",
    "find_attachments",
    "find_comparisons",
    "find_extends",
    "objects_after",
    "outperformed_names",
    "subject_before",
]

_SUBJECT_TYPES = METHODLIKE | {EntityType.CONCEPT, EntityType.METRIC}
# "builds on", "improves upon": these cue verbs need their particle.
_PARTICLE_VERBS = ("build", "built", "improv")
_PARTICLES = frozenset({"on", "upon"})
# "our method ... outperforms X": the paper's proposal is the subject.
_OUR_METHOD = re.compile(r"\b(our (method|approach|framework|model|algorithm)|we|it|this method)\b")
# How far back "our method" or "we" may be from a cue, in characters.
_OUR_METHOD_WINDOW = 60
# "a 3x speedup over X": "over" compares after a word of gain.
_GAIN = re.compile(r"(speedup|improvement|gain|advantage)s?$|(×|x)$")
# A verb that states a gain by an amount ("improves X by 3 points", "reduces the error by 12%").
# (A decimal point inside, "from 16.7% to 26.7% and by 3.1 points", ends no clause.)
_GAIN_VERB = re.compile(
    r"\b(?:improv|boost|increas|reduc|lower|rais|gain)\w*\b(?:[^.;]|\.(?=\d))*\bby\b", re.I
)
# A gain verb with its values before and after ("improves sequence recovery from 52.4% to 58.9%
# over X"): the amount's "over" is a gain's as after "by".
_GAIN_FROM_TO = re.compile(
    r"\b(?:improv|boost|increas|reduc|lower|rais)\w*\b(?:[^.;]|\.(?=\d))*"
    r"\bfrom\s+\d+(?:\.\d+)?\s*%?\s+to\s+\d+(?:\.\d+)?\s*%?\s*$",
    re.I,
)
# A gain verb and the measure it takes as its object, "over" next ("improves the match rate
# over X").
_RAISED = re.compile(
    r"\b(?:improv|boost|increas|rais)\w*\s+(?:the\s+|its\s+|their\s+)?"
    # "improves LPIPS on FFHQ super-resolution, inpainting and deblurring over X": the measure,
    # and where it is measured
    r"(?:(?!(?:of|in|for|to|by|with|or|from|at|than)\b)[\w@-]+,?\s+){1,8}"
    # "improves the match rate of crystal structure prediction over X": the measure's task
    r"(?:of\s+(?:(?!(?:the|a|an|in|for|to|by|with|or|from|at|than|time)\b)[\w-]+\s+){1,4})?$",
    re.I,
)
# Units of an amount a value lies "above" another's by ("1.9 dB above X", "3 points above X").
_ABOVE_UNITS = frozenset({"%", "dB", "points", "point", "pp", "BLEU", "AP", "mIoU"})
_AMOUNT_UNITS = frozenset({"points", "point", "pp", "respectively"})
# Where a gain was measured, between its amount and the "over" of what it is over ("by 3.8
# points | on the ECtHR benchmark | over X"): "on" and up to four words.
_PLACE_BEFORE = re.compile(r"\s+on\s+(?:the\s+)?(?:[\w-]+\s+){0,3}[\w-]+\s+$")
_AMOUNT_UNIT_LENGTH = 5  # the longest unit word read after an amount ("dB", "BLEU", "mIoU")
# Between a proposal and its matching verb: nothing, or a first verb's clause ("X outperforms
# Y and | matches Z", "X cuts the cost while | matching Z"); no relative pronoun.
_SUBJECT_THEN_VERB = re.compile(
    r"\s*\)?\s*(?:,?\s*(?:also\s+)?|\s+(?!(?:that|which|who)\b)[^;:]*\b(?:and|while)\s+(?:also\s+)?)"
)
# Words before an extends cue that make it an adjective ("the extended model", "our improved
# variant").
_MODIFIED_BY_CUE = frozenset({"the", "a", "an", "our", "this", "its", "their"})
# "extends X from 4K to 64K tokens", "extends X to 128K": a length, not a method built on.
_LENGTHENED = re.compile(r"\s*(?:'s\s+\w+(?:\s+\w+)?\s+)?(?:from\s+\S+\s+)?to\s+\d")
_MATCHED_OBJECT = re.compile(r"\s+(?:the\s+)?")
# Heads of what a result measures, not a method ("the validation loss of X").
_MEASURES = frozenset(
    "loss losses error errors perplexity performance accuracy score scores quality".split()
)
# Verbs whose object is a method outperformed, never data.
_OUTPERFORMING = OUTPERFORMING | {"beat", "beats", "beating"}
# "higher MS-SSIM than X": a comparative and a metric before "than" (within so many tokens).
_COMPARATIVES = frozenset({"higher", "lower", "better", "greater", "stronger"})
_COMPARATIVE_WINDOW = 6
_PREFERRED_WINDOW = 4  # "preferred by human raters over X"
# "..., whereas | A and B fall below 90%": a clause that sets others' results against ours.
_WHEREAS = re.compile(r"\b(?:whereas|while)\s+(?:the\s+)?", re.I)
_RESULT_VERB = re.compile(
    r"\s+(?:only\s+)?(?:falls?|drops?|degrades?|collapses?|lags?|reach(?:es)?|achieves?|"
    r"attains?|obtains?|scores?|suffers?|remains?\s+(?:at|below|under))\b",
    re.I,
)
# Verbs of a result level with others', compared when the paper is their subject.
# "X cuts the cost by 90% while matching Y": the participle too.
_MATCHING = frozenset({"match", "matches", "matching", "rival", "rivals", "rivaling"})
# The most tokens between an extends cue and its object ("generalizes several of the existing").
_EXTENDS_GAP = 4
# A citation, or "we" / "our" (the paper speaking of itself), in a sentence.
_WE = re.compile(r"\b(we|our|this (paper|work))\b", re.I)
# "baselines such as X": the words between a baseline word and the baselines it names.
_BASELINES_NAMED = frozenset({"such", "as", "like", "including", ":", "(", "e.g.", ","})
# Where the objects of a cue end: the clause does (not the stops of "i.e." or "e.g.").
_CLAUSE_END = re.compile(r";|(?<!\b[a-zA-Z])\.(?!\d)|\b(that|which|while|whereas|but)\b")
# How many objects a comparison takes ("outperforms X, Y and Z").
_MAX_OBJECTS = 3
# A comparison's list: how many it names, the words between two of them ("X, Y, and Z"),
# the preposition of its cue ("compared with"), and words that end it ("than X on Y").
_MAX_LISTED = 6
# What "against" follows when it says what something stands up to or targets, not what it is
# compared with: "robust against feature squeezing", "a defense against", "attacks against X".
_PROTECTED = re.compile(
    r"\b(?:robust\w*|resilien\w*|immun\w*|defen[cs]\w*|defend\w*|protect\w*|guard\w*|"
    r"safeguard\w*|secur\w*|attacks?|vulnerab\w*)\s+(?:\S+\s+){0,2}$",
    re.I,
)
# Results stated as equal to another's: "matches the performance of X", "comparable (accuracy)
# to X", "similar results to X" compare with X ("matches X" alone may be a use: "a model that
# matches the input distribution"). Narrower than kg.lexicon.method_roles.LIKENED_TO, which
# only keeps X from being a method used: its likenesses ("akin to X", "a structure similar to
# X", "similar to the derivation of X") state no result, and taken as comparisons they added
# 15 comparesWith edges on the 3,229 graph, about half of them false (round 22).
_MATCHED = re.compile(
    r"\b(?:match(?:es|ed|ing)?\s+the\s+(?:[\w-]+\s+)?(?:performance|accuracy|results?|quality|"
    r"scores?|loss|error|perplexity)\s+of|comparabl[ey]\s+(?:(?:performance|accuracy|results?|quality)\s+)?(?:to|with)|"
    r"similar\s+(?:performance|accuracy|results?)\s+(?:to|as))\b",
    re.I,
)
# "raises the success rate from 76.5% (KelpVLA) to 94.2%": the baseline whose value the gain
# starts from, named in parentheses after it.
_FROM_BASELINE = re.compile(
    r"\bfrom\s+[+-]?\d+(?:\.\d+)?\s*%?\s*\((?=[^()]{1,60}\)\s*to\s+[+-]?\d)", re.I
)
# "... for OpenAI's X", "... for a standard X": what may stand between "for" and the method.
_FOR_METHOD = (
    r"\s+for\s+(?:[A-Z]\w*['’]s\s+)?(?:(?:the|a|an)\s+)?(?:(?:standard|vanilla|plain)\s+)?"
)
# "compared to 56% and 23% for GCG": the baseline whose values are listed.
# A value compared: a number, a percentage or a factor ("2.4x").
_VALUE = r"\d+(?:\.\d+)?\s*(?:%|x\b|\u00d7)?"
_VALUES_FOR = re.compile(
    rf"{COMPARING}\s+(?:the\s+)?{_VALUE}"
    rf"(?:\s*(?:,\s*(?:and\s+)?|and\s+){_VALUE})*{_FOR_METHOD}",
    re.I,
)
# "a PSNR within 0.8 dB of X", "within 1% of X": a value set against X's.
_WITHIN_OF = re.compile(
    r"\bwithin\s+\d+(?:\.\d+)?\s*(?:%|dB|points?|pp|BLEU)?\s+of\s+(?:the\s+)?", re.I
)
# A sentence opening with what the paper does not do, up to the clause's comma ("Rather than
# studying this as a regression problem, ...", "Instead of pitting clustering against X, ...").
_SET_ASIDE_OPENING = re.compile(r"^\W*(?:rather\s+than|instead\s+of)\b[^,;]*$", re.I)
# A step whose errors the paper's method bears, right before the task ("robustness to errors in
# state estimation", "account for errors in pose estimation"): no task of the paper (not
# "reduced classification errors in meta learning", a result in it).
_ERRORS_IN = re.compile(
    r"\b(?:to|against|for|from)\s+(?:[\w-]+\s+){0,3}?errors\s+(?:in|of)\s+(?:the\s+)?$", re.I
)
# What a task named right after is set against, not the paper's task ("9x faster than
# retraining", "compared with full fine-tuning").
_TASK_COMPARED = re.compile(
    r"\b(?:(?:than|versus|vs\.|compar(?:e|ed|ing)\s+"
    # "We compared our method with classical training, curriculum learning, ..."
    r"(?:(?:our|the|this|these|their|it|them)\b[\w\s-]{0,30}?\s+)?(?:to|with|against)"
    # "makes our work very different from those of standard semi-supervised learning"
    r"|(?:different|differs?|distinct)\s+from(?:\s+(?:that|those)\s+(?:of|in))?)"
    # (the items of the list before it)
    r"\s+(?:[\w-]+(?:\s+[\w-]+){0,3}\s*,\s*(?:(?:and|or)\s+)?){0,4}"
    r"(?:(?:the|full|standard|naive|exact|traditional|conventional|classical)\s+)?"
    # "Unlike domain adaptation methods, we cannot ...": not "unlike standard NAS methods",
    # a kind of the task the paper does differently
    r"|unlike\s+)$",
    re.I,
)
# A word for methods right after a task: "standard hyperparameter optimization | strategies".
_METHODS_OF_TASK = re.compile(
    r"\s+(?:methods?|approach(?:es)?|techniques?|algorithms?|strateg(?:y|ies)|baselines?)\b",
    re.I,
)
# What a problem is cast as, right before a task named after it ("we formulate fair ranking
# as a | constrained optimization problem"): the formulation, not the paper's task.
_CAST_AS = re.compile(
    r"\b(?:we|to|which|that|also|first|instead|then|paper|work|method|approach)\s+"
    r"(?:" + "|".join(sorted(FORMULATING)) + r")\s+"
    # not a pointer ("we formulate this problem as a Bayesian RL problem": the framing is all
    # the sentence says of the task)
    r"(?!(?:this|these|that|it|them|the\s+(?:problem|task))\s+(?:(?:problem|task)\s+)?as\b)"
    r"[^.;:]{1,80}?\bas\s+(?:an?\s+|the\s+)?"
    r"(?:(?!(?:and|or)\s)[\w-]+\s+){0,3}$",
    re.I,
)
# "X can be formulated as a Y problem", "it is commonly cast as a Y", "by solving a Y problem":
# the framing of a task, or a problem solved as a means, no task the paper addresses.
_FRAMED_AS = re.compile(
    r"(?:\b(?:formulated|reformulated|cast|posed|framed)\s+as"
    r"|\bby\s+(?:efficiently\s+|approximately\s+)?solving)"
    r"\s+(?:an?\s+|the\s+)?(?:(?!(?:and|or)\s)[\w-]+\s+){0,3}$",
    re.I,
)
_FRAMED_WINDOW = 60


def _framing(text: str, sentence: Sentence, mention: Mention) -> bool:
    """Whether a task is what the paper frames its problem as (:data:`_CAST_AS`,
    :data:`_FRAMED_AS`) or solves as a means, no task it addresses."""
    return bool(
        _CAST_AS.search(text, sentence.start, mention.start)
        or _FRAMED_AS.search(
            text, max(sentence.start, mention.start - _FRAMED_WINDOW), mention.start
        )
    )


# Fields a problem matters in, listed: "in domains such as X and Y", "applications like X",
# "a fundamental problem in X, Y and Z" (the items before the mention: up to 4 words each).
_LISTED_BEFORE = r"(?:(?:[\w-]+\s+){0,3}[\w-]+\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+))*$"
# "such as / like / including" and the items listed before the mention.
_EXAMPLES_BEFORE = r"(?:such\s+as|like|including)\s+" + _LISTED_BEFORE
# An example list before a mention ("(e.g., X, Y and", "such as X or", "especially for X and"),
# and how far back it may open, in characters.
_EXAMPLE_LISTED = re.compile(
    r"\b(?:e\.g\.|for\s+example|for\s+instance|such\s+as|including|(?:especially|particularly|"
    r"notably)(?:\s+(?:for|in|on))?)\s*,?\s*" + _LISTED_BEFORE,
    re.I,
)
_EXAMPLE_WINDOW = 120
# What the lead-in says of such examples: where others' methods succeed, serve or matter ("have
# had great success on NLP tasks such as X", "a valuable resource for downstream tasks such as
# X"), not a problem the paper takes up ("For most of these tasks, such as X, a model parses
# the entire review", "various tasks such as X are modeled individually").
_OTHERS_SUCCESS = re.compile(
    r"\b(?:success\w*|state[- ]of[- ]the[- ]art|achiev\w*|applications?|applied|promis\w*|"
    r"progress|useful|valuable|important|effective|standard|popular|widely|attention|potential|"
    r"excel\w*|improvements?|dominated|resources?|benefit\w*|techniques|methods|approaches|"
    r"properties|proficiency)\b",
    re.I,
)


def _others_example(text: str, sentence: Sentence, mention: Mention) -> bool:
    """Whether a task is listed as an example (:data:`_EXAMPLE_LISTED`) of where others' work
    succeeds or serves (:data:`_OTHERS_SUCCESS`, said before the list)."""
    listed = _EXAMPLE_LISTED.search(
        text, max(sentence.start, mention.start - _EXAMPLE_WINDOW), mention.start
    )
    return listed is not None and bool(_OTHERS_SUCCESS.search(text, sentence.start, listed.start()))


_TASK_DOMAIN = re.compile(
    r"\b(?:domains?|applications?|areas?|fields?|industries|sectors)\s+" + _EXAMPLES_BEFORE,
    re.I,
)
# A thing taken to applications by the paper ("transfers well to", "generalizes to", "is
# evaluated on"), not where others' methods have been applied ("has been applied to").
_TAKEN_TO = re.compile(
    r"(?<!been\s)\b(?:transfers?|transferred|generali[sz]es|generali[sz]ed|extends|applies|"
    r"evaluated|tested)\s+(?:(?:well|successfully|effectively|readily)\s+)?(?:to|on|in)\b",
    re.I,
)
# "methods from related fields such as calibration": others' fields, whoever compares them
_RELATED_FIELDS = re.compile(
    r"\brelated\s+(?:[\w-]+\s+)?(?:domains?|areas?|fields?|problems?|tasks?)\s+" + _EXAMPLES_BEFORE,
    re.I,
)
# Fields where a problem is said to matter or a means to serve: "is of central importance in
# graph mining, machine learning and network science", "used in a variety of contexts,
# including regularization and exploration" (not "widely used in image captioning", nor "plays
# a crucial role in deep metric learning": often the paper's own task; not "signals of interest
# for X": no problem's importance).
_MATTERS_IN = re.compile(
    r"\b(?:(?:is|are|was|were|be|been|being|remains?)\s+(?:also\s+|still\s+)?of\s+"
    r"(?:[\w-]+\s+)?(?:importance|interest|significance|relevance)\s+(?:in|to|for)|"
    r"(?:in\s+)?(?:a\s+)?(?:wide\s+)?(?:variety|range|number|multitude)\s+of\s+(?:contexts|"
    r"settings|domains|fields|areas)\s*,?\s*(?:including|such\s+as|like|from))"
    r"\s+(?:(?:both|the|a)\s+)?(?:study\s+of\s+)?" + _LISTED_BEFORE,
    re.I,
)
_PROBLEM_IN = re.compile(
    r"\b(?:problems?|challenges?)\s+in\s+(?:the\s+)?(?P<items>" + _LISTED_BEFORE + ")", re.I
)
# Where others' methods have succeeded: "have been successful for X and Y".
_PRIOR_SUCCESS = re.compile(
    r"\b(?:has|have|had)\s+(?:been\s+)?(?:(?:very|highly|widely|remarkably|particularly)\s+)?"
    r"(?:successful|succeeded|(?:successfully\s+)?applied|shown\s+(?:great\s+|much\s+)?success)"
    r"\s+(?:for|in|to|on|at)\s+" + _LISTED_BEFORE,
    re.I,
)
# "recent results indicate that X can outperform Y on tasks such as A and B": examples where
# others' results hold.
_OTHERS_TASKS = re.compile(
    r"\b(?:recent|previous|prior|earlier|past)\s+(?:results|work|works|studies|findings)\b"
    r"[^.;]{0,120}?\btasks?\s*,?\s*(?:such\s+as|like|including)\s+" + _LISTED_BEFORE,
    re.I,
)
_LIST_GOES_ON = re.compile(
    r"\s*(?:,\s*(?:and\s+|or\s+)?(?!(?:which|where|that|who|we|it|they|as|but)\b)[\w-]"
    r"|\s+(?:and|or)\s+(?!(?:we|it|they|the|a|an|our)\b)[\w-])",
    re.I,
)
# "surpassing the previous best of 60.8% by X", "the prior state of the art set by X": whose
# result is surpassed.
_PREVIOUS_BEST = re.compile(
    r"\b(?:previous|prior)\s+(?:best|state[- ]of[- ]the[- ]art)(?:\s+(?:results?|scores?))?"
    r"(?:\s+of\s+\d+(?:\.\d+)?\s*%?)?\s+(?:(?:set|achieved|reported|held)\s+)?by\s+(?:the\s+)?",
    re.I,
)
# "compared with 34% for X and 49% for OpenAI's Y": each further value names its own method.
_MORE_VALUES_FOR = re.compile(
    rf"(?:,\s*(?:and\s+)?|\band\s+){_VALUE}(?:\s*(?:,\s*(?:and\s+)?|and\s+){_VALUE})*"
    rf"{_FOR_METHOD}",
    re.I,
)
_LISTED = re.compile(
    # "X (0.72) and Y (0.68)": a score in parentheses after each name
    r"(?:\s*\(\s*[\d.]+\s*%?\s*\))?"
    r"[\s,()]*(?:(?:i\.\s?e\.|e\.\s?g\.|such as|like|including|namely)[\s,]*)?"
    r"(?:(?:and|or|as well as|and also|and the|or the|the)\s+)?"
    # "over standard RAG and over Self-RAG": the cue's preposition said again
    r"(?:(?<=and |.or )(?:over|against|with|to)\s+(?:the\s+)?)?",
    re.I,
)
# Between names listed before a shared head ("GCN, GIN and GAT baselines").
_NAMES_LISTED = re.compile(r"\s*(?:,\s*(?:and|or)?|and|or)\s*", re.I)
# A relative pronoun right before a cue, and what may stand between it and its antecedent.
_RELATIVE_BEFORE = re.compile(r"\b(?:which|that|who)\s+$", re.I)
_ANTECEDENT_GAP = re.compile(
    r"[\s,]*|\s*(?:\([^()]*\)\s*)?,\s*(?:a|an|another|the)\s+[^,;.()]{1,60}?\s*", re.I
)  # "GravelSort (GS), an older sorter | which"
# A compared value before whose method it is ("compared with 0.34 for the KGW scheme").
_DIGIT = re.compile(r"\d")
_VALUE_FOR = re.compile(
    r"\s*(?:only\s+)?[\d.,]+\s*(?:%|x|×)?\s*(?:points?\s+)?for\s+(?:the\s+)?", re.I
)
# "preferred over those trained with a standard X": X is what the proposal is set against.
_TRAINED_WITH = re.compile(
    r"\s*(?:those|models|policies|agents|networks)\s+(?:trained|fine-?tuned|optimized)\s+"
    r"(?:with|using|by|via)\s+(?:(?:a|an|the)\s+)?(?:(?:standard|conventional|vanilla|plain)\s+)?",
    re.I,
)
_LEADING_PREPOSITION = re.compile(r"^\s*(?:with|to|against|over|on|upon)\b", re.I)
_GAP_BREAK = re.compile(
    r"\b(?:on|in|using|with|via|for|across|at|under|when|by|through|to)\b|[;:]", re.I
)
# How far before a method a use cue may be, in characters.
_USE_WINDOW = 40
# Any use cue as a whole word (one search instead of one per cue).
_USE = re.compile(r"\b(?:" + "|".join(re.escape(cue) for cue in sorted(USE_CUES)) + r")\b")


class Edges(NamedTuple):
    """The edges a rule found, and the mentions it retyped (``{index: type}``)."""

    relations: tuple[Relation, ...]
    retyped: Mapping[int, EntityType]


def subject_before(context: Context, sentence: Sentence, cue_start: int) -> int | None:
    """The subject of a cue: a proposal before it, the paper's own ("we"), else the last name."""
    mentions = context.mentions
    before = [
        i
        for i in context.inside(sentence)
        if mentions[i].end <= cue_start and mentions[i].type in _SUBJECT_TYPES
    ]
    proposed = [i for i in before if context.is_proposed(i)]
    if proposed:
        return proposed[-1]
    prefix = context.text[sentence.start : cue_start].lower()
    if _OUR_METHOD.search(prefix[-_OUR_METHOD_WINDOW:]) and context.proposed:
        return context.proposed[0]
    return before[-1] if before else None


def objects_after(
    context: Context, sentence: Sentence, cue_end: int, *, limit: int = _MAX_OBJECTS
) -> list[int]:
    """The first ``limit`` mentions after a cue, in its clause."""
    tail = context.text[cue_end : sentence.end]
    cut = _CLAUSE_END.search(tail)
    stop = cue_end + (cut.start() if cut else len(tail))
    mentions = context.mentions
    return [i for i in context.inside(sentence) if cue_end <= mentions[i].start < stop][:limit]


def find_extends(context: Context, sentence: Sentence) -> Edges:
    """ "X extends / generalizes / builds on Y": both ends are methods.

    The object is a method or model right after the cue (determiners and a few modifiers
    between): "generalizes well to", "builds on recent developments in <a field>" and
    "improves performance" state no extension of a method.
    """
    relations = []
    types: dict[int, EntityType] = {}
    doc = context.doc
    for token in context.tokens(sentence):
        lower = token.lower_
        if not EXTENDS_CUES.match(lower):
            continue
        if token.i > 0 and token.nbor(-1).lower_ in _MODIFIED_BY_CUE:
            continue  # "the extended model outperforms Y": an adjective, no verb of extension
        if lower.startswith(_PARTICLE_VERBS):
            following = token.nbor(1).lower_ if token.i + 1 < len(doc) else ""
            if following not in _PARTICLES:
                continue
            cue_end = token.nbor(1).idx + len(following)
        else:
            cue_end = token.idx + len(token.text)
        subject = subject_before(context, sentence, token.idx)
        if subject is None:
            continue
        objects = [
            i
            for i in objects_after(context, sentence, cue_end, limit=1)
            if context.mentions[i].type in METHODLIKE
            and _directly_after(context, cue_end, i)
            # "extends LLaMA-2-7B from 4K to 64K tokens": lengthens it, builds on nothing
            and not _LENGTHENED.match(context.text, context.mentions[i].end)
        ]
        for obj in objects:
            now = {
                i: EntityType.METHOD
                for i in (subject, obj)
                if context.mentions[i].type not in METHODLIKE
            }
            # Later cues of the sentence see the new types.
            context = retyped(context, now)
            types.update(now)
            if subject != obj:
                relations.append(_extends_edge(context, sentence, subject, obj))
    relations += _extension_appositives(context, sentence)
    return Edges(tuple(relations), types)


def _extends_edge(context: Context, sentence: Sentence, subject: int, obj: int) -> Relation:
    return edge(
        context, Predicate.EXTENDS, obj, sentence, "extends", confidence.EXTENDS, subject=subject
    )


# "ODPO, a generalization of DPO", "X, an extension of Y": the noun of an extension in an
# appositive to the proposal.
_EXTENSION_OF = re.compile(
    r"^\s*,\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}(?:generali[sz]ation|extension|variant)\s+of\s+"
    r"(?:the\s+)?$",
    re.I,
)


def _extension_appositives(context: Context, sentence: Sentence) -> list[Relation]:
    """extends edges from a proposal to the method an appositive calls it an extension of."""
    mentions = context.mentions
    inside = list(context.inside(sentence))
    return [
        _extends_edge(context, sentence, subject, obj)
        for subject in inside
        if context.is_proposed(subject)
        for obj in inside
        if mentions[obj].start > mentions[subject].end
        and mentions[obj].type in METHODLIKE
        and not context.is_proposed(obj)
        and _EXTENSION_OF.match(context.text[mentions[subject].end : mentions[obj].start])
    ]


def _directly_after(context: Context, cue_end: int, index: int) -> bool:
    """Whether a mention is the object of a cue: a few words between, none a preposition."""
    span = context.doc.char_span(cue_end, context.mentions[index].start, alignment_mode="expand")
    between = [t for t in span if not t.is_space] if span is not None else []
    return len(between) <= _EXTENDS_GAP and not any(
        t.lower_ in EXTENDS_GAP_BREAKS or t.is_punct for t in between
    )


def find_comparisons(context: Context, sentence: Sentence) -> tuple[Relation, ...]:
    """ "outperforms / than / compared with / superior to X", "X baselines", "baselines such
    as X": the paper's proposal compares with X."""
    tokens = context.tokens(sentence)
    doc = context.doc
    relations = []
    for token in tokens:
        lower = token.lower_
        is_cue = (
            lower in COMPARE_CUES
            or lower in COMPARE_NOUNS
            and token.i + 1 < len(doc)
            and token.nbor(1).lower_ in COMPARE_PREPOSITIONS
        )
        if _gain_over(context, sentence, token) or _preferred_over(context, sentence, token):
            is_cue = True
        if (
            lower in _MATCHING
            and (
                _ours_before(doc, token.i, tokens.start)
                or _proposal_matches(context, sentence, token)
            )
            and not _measure_after(context, sentence, token)
        ):
            is_cue = True  # "our models match Chronos and TimesFM"
        if lower == "against" and (
            _PROTECTED.search(context.text, sentence.start, token.idx) or token.i == tokens.start
        ):
            # "robust against X", "attacks against X", "Against X and Y, the attack reaches
            # ...": what is stood up to or targeted, no comparison with X
            is_cue = False
        if token.i + 1 < len(doc) and (lower, token.nbor(1).lower_) in COMPARE_PHRASES:
            is_cue = True
        if lower in BASELINE_WORDS:
            relations += _baselines(context, sentence, token.i)
            continue
        if is_cue:
            relations += _compared(context, sentence, token.idx, token.idx + len(token.text))
    relations += [
        edge(context, Predicate.COMPARES_WITH, i, sentence, "compares", confidence.COMPARES_WITH)
        for i in _contrasted(context, sentence)
        if context.mentions[i].type in METHODLIKE
    ]
    for pattern in (_MATCHED, _FROM_BASELINE, _VALUES_FOR, _WITHIN_OF, _PREVIOUS_BEST):
        for matched in pattern.finditer(context.text, sentence.start, sentence.end):
            relations += _compared(context, sentence, matched.start(), matched.end())
            if pattern is not _VALUES_FOR:
                continue
            for more in _MORE_VALUES_FOR.finditer(context.text, matched.end(), sentence.end):
                relations += _compared(context, sentence, more.start(), more.end())
    return tuple(relations)


def _preferred_over(context: Context, sentence: Sentence, token) -> bool:
    """Whether an "over" closes "preferred (by users) over X": X is compared with."""
    if token.lower_ != "over":
        return False
    start = max(context.tokens(sentence).start, token.i - _PREFERRED_WINDOW)
    return any(t.lower_ == "preferred" for t in context.doc[start : token.i])


def _gain_over(context: Context, sentence: Sentence, token) -> bool:
    """Whether a token is the "over" of a gain ("a 3x speedup over X", "improves X by 12.4% over
    ReAct"), or the "above" of an amount ("1.9 dB above X"), not the sentence's first token."""
    if token.lower_ == "above" and token.i - 2 >= context.tokens(sentence).start:
        unit, number = token.nbor(-1), token.nbor(-2)
        return number.like_num and unit.text in _ABOVE_UNITS
    start = context.tokens(sentence).start
    if token.lower_ != "over" or token.i <= start:
        return False
    if token.nbor(-1).lower_ in ("and", ","):
        # "improving over X by 12.1 points and over Y by 6.5 points": a second gain's "over"
        return any(
            t.lower_ == "over"
            and (
                t.nbor(-1).lower_ in COMPARE_CUES
                or (t.nbor(-1).lower_, "over") in COMPARE_PHRASES
                or _gain_over(context, sentence, t)
            )
            for t in context.doc[start + 1 : token.i - 1]
        )
    return bool(
        _GAIN.search(token.nbor(-1).text.lower())
        or _gain_amount(context, sentence, token)
        or _metric_raised(context, sentence, token)
    )


def _metric_raised(context: Context, sentence: Sentence, token) -> bool:
    """Whether an "over" follows the measure a gain verb takes as its object ("improves the
    match rate over X", "raises top-1 accuracy over X", "improves the machine learning
    efficiency score over X"): X scores lower on it."""
    return _RAISED.search(context.text, sentence.start, token.idx) is not None


def outperformed_names(context: Context) -> dict[int, EntityType]:
    """Names the tagger typed Dataset that something outperforms, surpasses or gains over are
    methods: a dataset is evaluated on, never outperformed ("outperforming ViLD and
    RegionCLIP", "by 2.7 points over GraphCL and GROVER", "higher MS-SSIM than JPEG and WebP");
    so are names whose results a clause sets against the proposal's ("..., whereas SnapKV and
    PyramidKV fall below 90%").

    Returns:
        ``{index: Method}`` of the names retyped.
    """
    found: dict[int, EntityType] = {}
    for sentence in context.sentences:
        named = _contrasted(context, sentence)  # "whereas A and B fall below 90%"
        for token in context.tokens(sentence):
            ahead = token.lower_ == "of" and token.i > 0 and token.nbor(-1).lower_ == "ahead"
            # "improving over DetectGPT and Fast-DetectGPT by 8 and 4 points"
            improved = (
                token.lower_ == "over"
                and token.i > 0
                and (token.nbor(-1).lower_, "over") in COMPARE_PHRASES
            )
            if (
                token.lower_ not in _OUTPERFORMING
                and not ahead  # "ranks first, ahead of X and Y"
                and not improved
                and not _gain_over(context, sentence, token)
                and not _metric_than(context, sentence, token)
            ):
                continue
            end = token.idx + len(token.text)
            objects = objects_after(context, sentence, end, limit=_MAX_LISTED)
            named += _coordinated(context, end, objects)
        # "compared with 67% for X", "within 0.8 dB of X": X scored a value, a method
        for matched in (
            *_VALUES_FOR.finditer(context.text, sentence.start, sentence.end),
            *_WITHIN_OF.finditer(context.text, sentence.start, sentence.end),
        ):
            objects = objects_after(context, sentence, matched.end(), limit=_MAX_LISTED)
            named += _coordinated(context, matched.end(), objects)
        for index in named:
            mention = context.mentions[index]
            if (
                mention.type is EntityType.DATASET
                and mention.canonical is None
                and mention.extractor in {"ner", "name"}
                and not context.is_proposed(index)
            ):
                found[index] = EntityType.METHOD
    return found


def _metric_than(context: Context, sentence: Sentence, token) -> bool:
    """Whether a "than" follows a comparative and a metric ("achieves higher MS-SSIM than X"):
    X is scored on the metric, a method (not "more images than X")."""
    if token.lower_ != "than":
        return False
    start = context.tokens(sentence).start
    before = context.doc[max(start, token.i - _COMPARATIVE_WINDOW) : token.i]
    comparative = next((t for t in before if t.lower_ in _COMPARATIVES), None)
    return comparative is not None and any(
        context.mentions[i].type is EntityType.METRIC
        and comparative.idx < context.mentions[i].start < token.idx
        for i in context.inside(sentence)
    )


def _contrasted(context: Context, sentence: Sentence) -> list[int]:
    """Names contrasted with the paper's proposal in a clause of their results ("X keeps 98%
    of ..., whereas A and B fall below 90%"): the proposal is named before "whereas" /
    "while" (or "our model" of a paper that proposes one, and then the names are no common
    noun: "our model achieves X, while the ensemble obtains Y" speaks of ours), the names open
    the clause and a verb of a result follows them."""
    text = context.text
    mentions = context.mentions
    found: list[int] = []
    for cue in _WHEREAS.finditer(text, sentence.start, sentence.end):
        named_before = any(
            context.is_proposed(i) and mentions[i].end <= cue.start()
            for i in context.inside(sentence)
        )
        ours = bool(context.proposed) and _OUR_METHOD.search(text, sentence.start, cue.start())
        if not (named_before or ours):
            continue
        objects = objects_after(context, sentence, cue.end(), limit=_MAX_LISTED)
        named = [i for i in _coordinated(context, cue.end(), objects) if not context.is_proposed(i)]
        if not named or mentions[named[0]].start != cue.end():
            continue
        if not named_before and all(mentions[i].text.islower() for i in named):
            continue
        if _RESULT_VERB.match(text, mentions[named[-1]].end):
            found += named
    return found


def _ours_before(doc, at: int, start: int) -> bool:
    """Whether the paper's own thing is the subject right before token ``at`` ("our models |
    match", "we | match", "our method ..., and it | matches")."""
    before = [t.lower_ for t in doc[max(start, at - 3) : at]]
    if before[-1:] == ["it"]:  # "our method ..., and it matches X": the paper's, said again
        return any(t.lower_ in {"our", "we"} for t in doc[start : at - 1])
    return "we" in before[-1:] or "our" in before


def _proposal_matches(context: Context, sentence: Sentence, token) -> bool:
    """ "StructLM outperforms X and matches Y": a matching verb whose subject is the paper's
    proposal, right before it or before a first verb's clause ("a model that matches the
    input distribution" matches no method)."""
    subject = subject_before(context, sentence, token.idx)
    if subject is None or not context.is_proposed(subject):
        return False
    said = context.text[context.mentions[subject].end : token.idx]
    # the object right after the verb ("matches the grain of X": none)
    found = _object_after(context, sentence, token)
    return (
        _SUBJECT_THEN_VERB.fullmatch(said) is not None
        and found is not None
        and found.type in METHODLIKE
    )


def _measure_after(context: Context, sentence: Sentence, token) -> bool:
    """Whether a matching verb's object is a measure ("matches the validation loss of X": the
    loss is no method; :data:`_MATCHED` reads the X)."""
    found = _object_after(context, sentence, token)
    return found is not None and found.text.split()[-1].lower() in _MEASURES


def _object_after(context: Context, sentence: Sentence, token) -> Mention | None:
    """The mention right after a verb token ("matches | the | X"), if one is."""
    end = token.idx + len(token.text)
    following = [i for i in context.inside(sentence) if context.mentions[i].start > token.idx]
    if not following:
        return None
    mention = context.mentions[following[0]]
    return mention if _MATCHED_OBJECT.fullmatch(context.text, end, mention.start) else None


def _gain_amount(context: Context, sentence: Sentence, token) -> bool:
    """Whether an "over" (not the sentence's first token) follows the amount of a gain the
    sentence states ("improves accuracy by 3.1 points over X", "reduces the error by 12% over
    X")."""
    amount = token.nbor(-1)
    if amount.lower_ == "average" and amount.i - 2 >= 0 and amount.nbor(-1).lower_ == "on":
        amount = amount.nbor(-2)  # "by 8.2 points on average over X"
    place = _PLACE_BEFORE.search(context.text, sentence.start, token.idx)
    if place is not None and place.start() > sentence.start:
        # "by 3.8 points on the ECtHR benchmark over X": where the gain was measured between
        before = context.doc.char_span(place.start() - 1, place.start(), alignment_mode="expand")
        amount = before[0] if before is not None and len(before) else amount
    number = (
        amount.like_num
        or amount.text.endswith("%")
        or amount.lower_ in _AMOUNT_UNITS
        # "by 0.9 dB over X", "by 2.1 BLEU over X": a short unit after the amount
        or amount.i > 0
        and amount.nbor(-1).like_num
        and amount.is_alpha
        and len(amount.text) <= _AMOUNT_UNIT_LENGTH
    )
    said = context.text[sentence.start : token.idx]
    return number and (
        _GAIN_VERB.search(said) is not None or _GAIN_FROM_TO.search(said) is not None
    )


def _compared(context: Context, sentence: Sentence, cue_start: int, cue_end: int) -> list[Relation]:
    """comparesWith the methods a comparison cue at ``[cue_start, cue_end)`` names after it."""
    if _others_relative(context, sentence, cue_start):
        return []  # "TD3, another RL algorithm which improves over DDPG": TD3's gain
    subject = subject_before(context, sentence, cue_start)
    if subject is not None and not context.is_proposed(subject):
        if _others_compare(context, sentence):
            return []  # "Wilson et al. showed that SGD generalizes better than Adam"
        subject = None
    objects = objects_after(context, sentence, cue_end, limit=_MAX_LISTED)
    return [
        edge(
            context,
            Predicate.COMPARES_WITH,
            obj,
            sentence,
            "compares",
            confidence.COMPARES_WITH,
            subject=subject,
        )
        for obj in _coordinated(context, cue_end, objects)
        if context.mentions[obj].type in METHODLIKE
        and not context.is_proposed(obj)
        and not _WITHOUT.search(context.text, cue_end, context.mentions[obj].start)
    ]


# "compared with 3.9% for the same model trained without distillation": what the comparison
# leaves out is no method compared with.
_WITHOUT = re.compile(r"\bwithout\s+(?:the\s+|any\s+|an?\s+)?$", re.I)


def _others_relative(context: Context, sentence: Sentence, cue_start: int) -> bool:
    """Whether a cue opens a relative clause on a name not proposed, or on its appositive:
    "SGD, which outperforms X" and "TD3, another algorithm which improves over X" are SGD's and
    TD3's comparisons, not the paper's."""
    relative = _RELATIVE_BEFORE.search(context.text, sentence.start, cue_start)
    if relative is None:
        return False
    before = [
        i
        for i in context.inside(sentence)
        if context.mentions[i].end <= relative.start()
        and _ANTECEDENT_GAP.fullmatch(context.text, context.mentions[i].end, relative.start())
    ]
    if any(context.is_proposed(i) for i in before):
        return False
    # a name ("we introduce a generalization which outperforms X": ours)
    return any(any(ch.isupper() or ch.isdigit() for ch in context.mentions[i].text) for i in before)


def _others_compare(context: Context, sentence: Sentence) -> bool:
    """Whether a comparison whose subject is not the paper's is someone else's: a sentence of
    the abstract's lead-in or one citing work, that does not speak of the paper ("we", "our")."""
    if _WE.search(sentence.text):
        return False
    opening = context.sentences.index(sentence) < lead_in(context)
    return opening or CITED.search(sentence.text) is not None


def _coordinated(context: Context, cue_end: int, objects: list[int]) -> list[int]:
    """The objects a comparison names: the first (no use or place word before it, "than Adam
    on ResNets": not ResNets) and those listed with it ("RMSProp, Adam, and AdaBound", "methods
    like ELMo and ULMFit", "baselines (i.e., X and Y)")."""
    mentions = context.mentions
    kept: list[int] = []
    end = cue_end
    closed = False  # an item after "and" / "or" ended the list
    for index in objects:
        gap = context.text[end : mentions[index].start]
        if kept and not _LISTED.fullmatch(gap):
            break
        joined = _JOINED.search(gap) is not None
        if closed and gap.strip() == ",":
            break  # "Compared to X and Y, Z improves ...": Z is the clause's subject
        closed = closed or bool(kept) and joined
        # "compared with 0.34 for X" names X; "less than 0.6% accuracy loss" a quantity
        bare = _LEADING_PREPOSITION.sub("", gap, count=1)
        if (
            not kept
            and not _VALUE_FOR.fullmatch(bare)
            and not _TRAINED_WITH.fullmatch(bare)
            and (_GAP_BREAK.search(bare) or _DIGIT.search(bare))
        ):
            break
        kept.append(index)
        end = mentions[index].end
    if not kept:
        # "outperforms all open models of its size, including X and Y": the examples named
        for n, index in enumerate(objects):
            if mentions[index].type in METHODLIKE and _EXAMPLES_BEFORE.search(
                context.text, cue_end, mentions[index].start
            ):
                return _coordinated(context, mentions[index].start, objects[n:])
    return kept[:_MAX_LISTED]


# A list's last joint ("and", "or").
_JOINED = re.compile(r"\b(?:and|or)\b", re.I)
# Words that introduce examples of what a comparison names ("..., including X and Y").
_EXAMPLES_BEFORE = re.compile(r"[,(]\s*(?:including|such\s+as|e\.g\.,?|notably)\s+(?:the\s+)?$")


def _baselines(context: Context, sentence: Sentence, at: int) -> list[Relation]:
    """ "the X baseline", "X and Y baselines", "baselines such as X": comparesWith X."""
    doc = context.doc
    mentions = context.mentions
    token = doc[at]
    inside = list(context.inside(sentence))
    before = [
        i
        for i in inside
        if mentions[i].end <= token.idx and doc.text[mentions[i].end : token.idx].strip() == ""
    ]
    # "GCN and GAT baselines": the names listed before the one next to the word share it
    for i in reversed(inside):
        if before and mentions[i].end <= mentions[before[0]].start:
            if not _NAMES_LISTED.fullmatch(doc.text[mentions[i].end : mentions[before[0]].start]):
                break
            before.insert(0, i)
    named = [
        i
        for i in inside
        if mentions[i].type in METHODLIKE
        and not context.is_proposed(i)
        and (
            i in before
            or token.idx + len(token.text) <= mentions[i].start
            and all(
                t.lower_ in _BASELINES_NAMED or t.is_space
                for t in doc[at + 1 : _first_token(context, i)]
            )
        )
    ]
    after = [i for i in named if i not in before]
    if after:  # "baselines including CQL, IQL and IDQL": the list goes on after the first
        for i in inside:
            last = mentions[after[-1]]
            if (
                mentions[i].start >= last.end
                and mentions[i].type in METHODLIKE
                and not context.is_proposed(i)
                and _NAMES_LISTED.fullmatch(doc.text[last.end : mentions[i].start])
            ):
                after.append(i)
                named.append(i)
    subject = context.proposed[0] if context.proposed else None
    return [
        edge(
            context,
            Predicate.COMPARES_WITH,
            i,
            sentence,
            "compares",
            confidence.COMPARES_WITH,
            subject=subject,
        )
        for i in named[:_MAX_LISTED]
    ]


def _first_token(context: Context, index: int) -> int:
    span = context.doc.char_span(
        context.mentions[index].start, context.mentions[index].end, alignment_mode="expand"
    )
    return span.start if span is not None else len(context.doc)


# "... speedup than | FBNet-iPhoneX": the name a comparison's "than" opens.
_THAN_BEFORE = re.compile(r"\bthan\s+(?:the\s+)?$", re.I)


def find_attachments(
    context: Context, relations: Sequence[Relation], *, title: str | None = None
) -> tuple[Relation, ...]:
    """Edges from the paper to each mention not proposed (``relations``: those found so far).

    A method of the abstract's lead-in is background unless the ``title`` names it (the
    paper is about it: "Soft Value Iteration Networks" opening with value iteration networks).
    """
    related = {r.object for r in relations} | {
        r.subject for r in relations if r.subject is not None
    }
    # "a 6.35x speedup than FBNet-iPhoneX": a name the tagger read as data that the paper is
    # compared with is the baseline, no data it runs on (a known dataset keeps its edge)
    compared = {
        index
        for index, mention in enumerate(context.mentions)
        if mention.type in DATA_TYPES
        and mention.canonical is None
        and _THAN_BEFORE.search(context.text, max(0, mention.start - 12), mention.start)
    }
    found = []
    opening = lead_in(context)
    for number, sentence in enumerate(context.sentences):
        for index in context.inside(sentence):
            mention = context.mentions[index]
            if index in compared:
                continue
            if not_the_task(sentence, mention) and not titles_task(mention, title):
                continue  # "Humans excel at reasoning", "based on X": motivation or a means
            if _paradigm_as_means(sentence, mention) and not titles_task(mention, title):
                continue  # "trained with supervised learning": the corpus types it a Task
            background = number < opening and not in_title(mention, title)
            attachment = _attachment(context, sentence, index, related, opening=background)
            if (
                attachment is not None
                and attachment[0] is Predicate.ADDRESSES_TASK
                and _unconfirmed_activity(context, sentence, mention, title)
            ):
                attachment = Predicate.MENTIONS, TASK_CONTEXT_RULE, confidence.MENTIONS_OTHER
            if (
                attachment is not None
                and attachment[0] is Predicate.ADDRESSES_TASK
                and _property_only(mention, title)
            ):
                attachment = Predicate.MENTIONS, TASK_CONTEXT_RULE, confidence.MENTIONS_OTHER
            if (
                attachment is not None
                and attachment[1] == TASK_CONTEXT_RULE
                and titles_known_task(mention, title)
            ):
                # "a phenomenon framed as catastrophic forgetting" under the title "Overcoming
                # Catastrophic Forgetting via X": the title says the paper works on it
                attachment = Predicate.ADDRESSES_TASK, "task", confidence.ADDRESSES_TASK
            if attachment is not None:
                predicate, rule, score = attachment
                found.append(edge(context, predicate, index, sentence, rule, score))
    return tuple(found)


def _property_only(mention: Mention, title: str | None) -> bool:
    """Whether a task the gazetteer knows that papers mostly name as a property of their means
    ("our trees offer interpretability") is only that here: the title is not about it (no
    "Interpretable", "Explaining", "Explanations" in it)."""
    entry = load_gazetteer().lookup(mention.canonical or mention.text)
    about = PROPERTY_TASK_TITLES.get(entry.name) if entry is not None else None
    return about is not None and not (title and about.search(title))


# What follows a one-word activity that names it as a task: "clustering performance", "planning
# problems" (not "planning domains": what a planner is tried on, not its task).
_ACTIVITY_AS_TASK_AFTER = re.compile(
    r"\s+(?:performance|quality|results?|accuracy|scores?|tasks?|problems?|benchmarks?)\b", re.I
)
# What lists it as a task before it in its sentence: "downstream tasks like clustering", "on
# tasks such as video prediction and planning", "experiments on classification and clustering"
# (only names and commas between; not "decompose a task into subtasks, ... and planning").
_ACTIVITY_AS_TASK_BEFORE = re.compile(
    r"(?:\btasks?\s*(?:such\s+as|like|including|\(?e\.g\.,?|:)|\bexperiments?\s+(?:on|in))"
    r"(?:\s+[\w-]+,?){0,8}?\s+(?:and\s+|or\s+)?$"
    r"|\b(?:problem|task)s?\s+of\s+(?:the\s+)?$",
    re.I,
)


def _unconfirmed_activity(
    context: Context, sentence: Sentence, mention: Mention, title: str | None
) -> bool:
    """Whether a Task mention is one activity word ("clustering", "planning") that neither the
    title nor its sentence calls the paper's task, nor the abstract opens with as its subject:
    "by clustering the hidden representations", "the planning horizon" use the activity, and
    only mention it."""
    word = mention.text.lower()
    if not is_generic_task_word(word):
        return False
    stem = word[:-3] if word.endswith("ing") else word
    stem = stem[:-1] if len(stem) > 3 and stem[-1] == stem[-2] else stem  # "plann(ing)"
    if title and re.search(rf"\b{re.escape(stem)}", title, re.I):
        return False  # "Deep Continuous Clustering", "Hierarchically Clustered ..."
    text = context.text
    if _ACTIVITY_AS_TASK_AFTER.match(text, mention.end) or TASK_FRAMES.match(
        text, mention.end, sentence.end
    ):
        return False  # "clustering performance", "planning is a long-standing problem"
    if sentence is context.sentences[0] and _OPENING_SUBJECT_BEFORE.fullmatch(
        text, sentence.start, mention.start
    ):
        if _SUBJECT_VERB_AFTER.match(text, mention.end, sentence.end):
            return False  # "Across many applications, forecasting relies on X": the topic
    before = text[max(sentence.start, mention.start - 60) : mention.start]
    # "we study forecasting", "the problem of clustering", "tasks like clustering"
    return not (WE_STUDY.search(before) or _ACTIVITY_AS_TASK_BEFORE.search(before))


# What may stand before the subject of an abstract's first sentence: nothing, or a short
# opening phrase and its comma ("Across numerous applications, | forecasting relies on X").
_OPENING_SUBJECT_BEFORE = re.compile(r"\s*(?:[A-Z][\w-]*(?:\s+[\w-]+){0,5}\s*,\s*)?")
# The verb right after a sentence's subject.
_SUBJECT_VERB_AFTER = re.compile(
    r"\s+(?:is|are|has|have|remains|relies|plays|refers|aims|involves|requires|seeks|"
    r"consists|lies|becomes|underlies|enables|concerns)\b",
    re.I,
)


def _paradigm_as_means(sentence: Sentence, mention: Mention) -> bool:
    """Whether a learning paradigm the tagger or the gazetteer types Concept or Task
    ("supervised learning", "reinforcement learning"; the linker makes a field a Task) is named
    as the means of something ("trained with supervised learning", "trains a policy with
    reinforcement learning"), not as the paper's task."""
    return (
        mention.type in (EntityType.CONCEPT, EntityType.TASK)
        and mention.text.lower().endswith("learning")
        and named_as_means(sentence, mention)
    )


def _attachment(
    context: Context, sentence: Sentence, index: int, related: set[int], *, opening: bool
) -> tuple[Predicate, str, float] | None:
    """How the paper relates to a mention: (predicate, rule, confidence), or None.

    A method (or a concept the corpus may type one) named as background or a comparison
    (:mod:`kg.extract.relations.uses`) is a ``mentions`` of rule "background", which the graph
    keeps whatever the linked type (``opening``: the sentence is of the abstract's lead-in).
    """
    mention = context.mentions[index]
    if mention.type is EntityType.CODE_REPOSITORY:
        if CODE_CUES.search(sentence.text) or CODE_HOSTS.search(mention.text):
            return Predicate.CODE_REPOSITORY, "code", confidence.CODE_REPOSITORY
        return None
    if context.is_proposed(index):
        if mention.type in DATA_TYPES and run_on_own(context, sentence, mention):
            # "Using CATER, we analyse video models", "We evaluate on Wobble World, a new
            # environment", "the Murky Challenge, which we use to evaluate X": the paper's own
            # data, experimented on.
            return Predicate.EVALUATES_ON, "evaluates", confidence.EVALUATES_ON_CUED
        if mention.type is EntityType.TASK and not mention.extractor.startswith("proposal"):
            # "we introduce the task of X": a task the paper poses is one it works on (not a
            # phrase of its own typed a task by its head, "a task for dialogue generation")
            return Predicate.ADDRESSES_TASK, "task", confidence.ADDRESSES_TASK
        return None
    # "Prior work (Doe et al., 2019) used X on Y": others' methods and data, only mentioned.
    others = (
        others_data(context, sentence, mention, opening=opening)
        if mention.type in DATA_TYPES
        else (CITED.search(sentence.text) or PRIOR_WORK.search(sentence.text))
        and not _WE.search(sentence.text)
    )
    if others and (mention.type in DATA_TYPES or mention.type in METHODLIKE):
        if mention.type in METHODLIKE and index in related:
            return None
        rule = BACKGROUND if mention.type in METHODLIKE else "mentions"
        return Predicate.MENTIONS, rule, confidence.MENTIONS_METHOD
    if mention.type is EntityType.ENVIRONMENT:
        before = _clause_before(context, sentence, mention.start)
        if ENVIRONMENT_AS_TOOL.search(before) or not (
            ENVIRONMENT_EVALUATION.search(sentence.text)
            or _beside_own_data(context, sentence, index, opening=opening)
        ):
            return Predicate.MENTIONS, "mentions", confidence.MENTIONS_OTHER
        return Predicate.EVALUATES_ON, "evaluates", confidence.EVALUATES_ON_CUED
    if mention.type in DATA_TYPES:
        if pretraining_data(context, sentence, mention):
            return Predicate.MENTIONS, "mentions", confidence.MENTIONS_OTHER
        cued = bool(EVALUATION_CUES.search(sentence.text))
        score = confidence.EVALUATES_ON_CUED if cued else confidence.EVALUATES_ON
        return Predicate.EVALUATES_ON, "evaluates", score
    if mention.type is EntityType.TASK:
        if done_without(context, sentence, index):
            # "requires neither hyperparameter tuning nor dimensionality reduction"
            return Predicate.MENTIONS, DONE_WITHOUT_RULE, confidence.MENTIONS_OTHER
        if _framing(context.text, sentence, mention):
            # "we formulate fair ranking as a constrained optimization problem", "hyperparameter
            # optimization can be formulated as a bilevel optimization problem", "aligns test
            # inputs by solving a least squares problem"
            return Predicate.MENTIONS, TASK_CONTEXT_RULE, confidence.MENTIONS_OTHER
        before = context.text[sentence.start : mention.start]
        if (
            _SET_ASIDE_OPENING.match(before)
            or _ERRORS_IN.search(before)
            or ORIGINAL_PURPOSE.search(before)
        ):
            # "Rather than estimating optical flow as done in previous methods, X ...": what
            # the paper sets aside; "robust to errors in state estimation": a step it bears;
            # "we utilize GEM, which was originally developed for continual learning": what
            # another's method was made for
            return Predicate.MENTIONS, TASK_CONTEXT_RULE, confidence.MENTIONS_OTHER
        compared = _TASK_COMPARED.search(context.text, sentence.start, mention.start)
        if compared and not (
            compared.group(0).lower().startswith("compar")
            and _METHODS_OF_TASK.match(context.text, mention.end)
        ):
            # "unlearns a client 9x faster than retraining": what the paper is set against
            # (not "we compare this method to standard hyperparameter optimization
            # strategies": others' methods of the paper's own task)
            return Predicate.MENTIONS, TASK_CONTEXT_RULE, confidence.MENTIONS_OTHER
        if proposal_kind(context, sentence, mention):
            # "we propose a simple decoding intervention, CoPD, that ...": what the name is
            return Predicate.MENTIONS, OWN, confidence.MENTIONS_OTHER
        if _task_domain(context.text, sentence, mention):
            # "essential in high-stakes domains such as drug discovery and fraud detection"
            return Predicate.MENTIONS, TASK_CONTEXT_RULE, confidence.MENTIONS_OTHER
        if opening and _others_example(context.text, sentence, mention):
            # the lead-in's examples of where others' work succeeds or serves: "state-of-the-art
            # for many vision tasks including object detection", "applications, such as X"
            return Predicate.MENTIONS, TASK_CONTEXT_RULE, confidence.MENTIONS_OTHER
        if opening and _range_end(context.text, sentence, mention):
            # the lead-in's "tasks from image classification to translation": a range of
            # others' fields (a field a means is borrowed from, "borrowing the idea from
            # hierarchical RL", is often the paper's own: kept)
            return Predicate.MENTIONS, TASK_CONTEXT_RULE, confidence.MENTIONS_OTHER
        return Predicate.ADDRESSES_TASK, "task", confidence.ADDRESSES_TASK
    if mention.type in METHODLIKE:
        if index in related:
            return None
        role = use_role(context, sentence, index, in_lead_in=opening)
        if (
            role == USE
            or role not in (BACKGROUND, OUTPUT, OWN, DOMAIN)
            and _USE.search(_clause_before(context, sentence, mention.start).lower())
        ):
            return Predicate.USES_METHOD, "uses", confidence.USES_METHOD
        return Predicate.MENTIONS, role, confidence.MENTIONS_METHOD
    if mention.type is EntityType.METRIC:
        return Predicate.MENTIONS, "mentions", confidence.MENTIONS_METRIC
    if mention.type is EntityType.CONCEPT and index not in related:
        role = use_role(context, sentence, index, in_lead_in=opening)
        if role == BACKGROUND:
            return Predicate.MENTIONS, BACKGROUND, confidence.MENTIONS_OTHER
    return Predicate.MENTIONS, "mentions", confidence.MENTIONS_OTHER


# A range of fields: "from | X to Y" (X, the first end) and "from X to | Y" (Y, the last; up to
# three words between "to" and Y: "to dialogue and | machine translation"). No determiner after
# "from", no verb after "to": "information from the label space to help | X" is a purpose.
_RANGE_OPENS = re.compile(r"\b(?:ranging\s+)?from\s+$", re.I)
_RANGE_ON = re.compile(r"\s*,?\s+to\s+", re.I)
_RANGE_CLOSES = re.compile(
    r"\bfrom\s+(?!the\b)[\w\s,-]{2,60}?\s+to\s+(?!(?:help|guide|make|enable|improve|allow|"
    r"support|facilitate|better|further|also)\b)(?:[\w-]+\s+){0,3}$",
    re.I,
)


def _range_end(text: str, sentence: Sentence, mention: Mention) -> bool:
    """Whether a task is an end of a range of fields ("from X to Y")."""
    before = text[sentence.start : mention.start]
    if _RANGE_OPENS.search(before):
        return bool(_RANGE_ON.match(text, mention.end, sentence.end))
    return bool(_RANGE_CLOSES.search(before))


def _task_domain(text: str, sentence: Sentence, mention: Mention) -> bool:
    """Whether a task is listed as a field where a problem matters ("in domains such as drug
    discovery and fraud detection"; "a fundamental problem in recommendation, sports analytics
    and X", a list), not a task the paper addresses."""
    # ("We show results in applications including X and Y": the paper's own; "we" read from the
    # last ". " or ";" on, where a sentence the splitter kept whole may begin: "in 11ms. The X")
    opens = max(sentence.start, text.rfind(". ", sentence.start, mention.start) + 2)
    opens = max(opens, text.rfind(";", sentence.start, mention.start) + 1)
    if _RELATED_FIELDS.search(text, opens, mention.start):
        return True
    matters = _MATTERS_IN.search(text, opens, mention.start)
    if matters is not None and not _WE.search(text, opens, matters.start()):
        return True
    fields = _TASK_DOMAIN.search(text, opens, mention.start)
    if fields is not None:
        # ("The discovered architecture also transfers well to other applications such as X":
        # where the paper's own thing is taken, evaluated)
        return not (
            _WE.search(text, opens, fields.start()) or _TAKEN_TO.search(text, opens, fields.start())
        )
    others = _OTHERS_TASKS.search(text, opens, mention.start)
    if others is not None and not _WE.search(text, opens, mention.start):
        return True
    succeeded = _PRIOR_SUCCESS.search(text, opens, mention.start)
    if succeeded is not None:
        return not _WE.search(text, opens, succeeded.start())
    listed = _PROBLEM_IN.search(text, opens, mention.start)
    if listed is None or _WE.search(text, opens, listed.start()):
        return False
    items = listed.group("items")
    return (
        "," in items
        or " and " in items
        or " or " in items
        or _LIST_GOES_ON.match(text, mention.end, sentence.end) is not None
    )


def _beside_own_data(context: Context, sentence: Sentence, index: int, *, opening: bool) -> bool:
    """Whether the sentence names, beside the environment at ``index``, data the paper runs on
    ("the paddles in Pong, and the fish in Seaquest"): a dataset or benchmark of no one else's."""
    for other in context.inside(sentence):
        mention = context.mentions[other]
        if (
            other != index
            and mention.type in DATA_TYPES
            and mention.type is not EntityType.ENVIRONMENT
            and not context.is_proposed(other)
            and not others_data(context, sentence, mention, opening=opening)
        ):
            return True
    return False


def _clause_before(context: Context, sentence: Sentence, start: int) -> str:
    """The sentence's text in the ``_USE_WINDOW`` characters before ``start``."""
    return context.text[max(sentence.start, start - _USE_WINDOW) : start]
