"""Results: a metric, a number near it, and the dataset in parentheses or after "on".

"FooNet reaches FID 1.97 on CIFAR-10" is the result (FID, 1.97, CIFAR-10). Numbers that are
costs ("98% less data"), resolutions ("64x64"), years, citation markers ("[3]"),
enumerations ("(2)"), subscripts ("$\\ell_1$"), parts of a name ("WMT 2016") or a baseline's
score ("less training than MF (FID 3.43)") are not results. A change over a baseline
("improves accuracy by 0.4%", "an F1 improvement of 5.95 points", "a 40.5% reduction in RMSE")
is a result marked ``improvement``: its value is the gain, not the score. Values listed
together pair with the datasets listed after them, in order ("91.2% and 88.4% on SVHN and
STL-10"); a result with no dataset of its own takes the sentence's only dataset.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from spacy.tokens import Token

from kg.extract.relations import confidence
from kg.extract.relations.context import METHODLIKE, Context, Sentence, evidence
from kg.extract.relations.result_lists import (
    CHANGE,
    CHANGE_IN,
    CHANGE_IN_ANY,
    FROM_BEFORE,
    LIST_NEXT,
    METRIC_AFTER_WINDOW,
    RANGE_NEXT,
    Number,
    join_ranges,
    list_end,
    listed_starts,
    pair_listed,
    pair_metrics,
    same_kind_as_listed,
)
from kg.lexicon.cues import COMPARE_CUES, COMPARING
from kg.lexicon.wordclass import load_lexicon, word_class
from kg.types import COMPARATIVE_EXTRACTOR, DATA_TYPES, EntityType, Mention, ResultMention

__all__ = ["comparative_metrics", "dataset_for", "find_results", "metric_for", "metric_names"]

# How far the rules look, in characters: after a number for a cost word ("98% *less* data"),
# before it for a factor sign ("64x64"), for a metric before or after it, for "on DATASET".
_COST_WINDOW = 12
_FACTOR_WINDOW = 8
_METRIC_BEFORE_WINDOW = 60
_DATASET_CLAUSE = 80

_NUMBER = re.compile(r"^[+-]?(?:\d+(?:,\d{3})*(?:\.\d+)?|\.\d+)%?$")
_YEAR = re.compile(r"(19|20)\d\d")
_VERSION = re.compile(r"\d{1,2}\.\d{1,2}")
_RELEASE = re.compile(r"\d\.\d{1,2}")  # "Tesseract 4.0" (not a score, "Omniglot 98.5")
_UNIT = re.compile(r"\s*([%x×])(?![\w])")
_PERCENT_WORD = re.compile(r"\s+percent\b(?!\s+points?\b)", re.I)  # (not "percent points": pp)
_COST = re.compile(r"\s*%?\s*(less|fewer|more|faster|slower|times|of the)\b")
_FACTOR_BEFORE, _FACTOR_AFTER = re.compile(r"[x×]\s*$"), re.compile(r"\s*[x×]\s*\d")
# "than MF (FID 3.43": the number is in a baseline's parenthesis.
_BASELINE = re.compile(r"\bthan\b[^.;]*\([^)]*$")
# "compared to the 69.8% accuracy of the baseline": a baseline's score; "within 1% of X",
# "within about 2 dB of X": a gap to another result. Neither is the paper's score.
_COMPARED = re.compile(
    rf"{COMPARING}\s+(?:the\s+|a\s+|an\s+)?$"
    # "96.9% accuracy, in contrast to 75% from X": the other's value
    r"|\b(?:in\s+contrast\s+to|as\s+opposed\s+to|contrary\s+to)\s+(?:the\s+|a\s+|an\s+)?$"
    r"|\bwithin\s+(?:about\s+|only\s+|roughly\s+|just\s+)?$"
    # "far below the 87% of radiology residents", "surpassing the 89.8% of X": another's value
    r"|\b(?:below|above|behind|short\s+of|surpass(?:es|ing)?|exceed(?:s|ing)?|beat(?:s|ing)?"
    r"|match(?:es|ing)?|approach(?:es|ing)?)\s+the\s+$"
    # "to 47.9, close to the non-private result of 49.5": a reference value (not "close to 90%")
    r"|\bclose\s+to\s+the\s+(?:[\w-]+\s+){0,3}?(?:of\s+)?$"
    # "improving over the previous best IS of 52.52 and FID of 18.65": the record beaten
    r"|\b(?:(?:previous|prior|earlier)\s+(?:best|state[- ]of[- ]the[- ]art|record|sota)"
    # "over the currently known best results of 68.3% accuracy": another's record too
    r"|(?:known|published|reported)\s+best|best\s+(?:known|published|reported))\b"
    r"(?:[^.;]|\.(?=\d)){0,40}?\b(?:of|at|was|were)\s+$"
    # "the AUROC score of prior work (83.8%)", "a full precision reference of 69.76%": the
    # baseline's value
    r"|\b(?:prior|previous|earlier|existing)\s+(?:work|works|methods?|approaches)\s*\(\s*$"
    r"|\b(?:reference|baselines?)\s*\(\s*$"
    # "an accuracy of 89% (chance level 4.8%)", "(chance: 25%)": what guessing scores
    r"|\b(?:random\s+)?chance(?:\s+(?:level|rate|performance|accuracy))?"
    r"\s*(?:is\s+|of\s+|at\s+|:\s*|=\s*)?$"
    r"|\b(?:reference|baseline)\s+(?:[\w-]+\s+){0,2}?(?:of|at|is|was)\s+$",
    re.I,
)
# What others claim or have reported, before the value in its sentence ("despite numerous
# claims that alternative optimizers offer 1.4 to 2x speedup", "prior work has reported 90%").
_OTHERS_CLAIM = re.compile(
    r"\bclaim(?:s|ed)?\s+that\b|\b(?:it\s+)?(?:has|have)\s+been\s+(?:shown|reported|claimed)\b"
    # "In comparison, professional lipreaders achieve 92.9% WER": people's scores
    r"|\bin\s+comparison\s*,\s+(?!we\b|our\b)"
    r"|\b(?:humans?|(?:human|professional|expert|trained)\s+[a-z]+s|professionals|experts)\s+"
    r"(?:(?:can|could|typically|usually|only)\s+)?(?:achieve|reach|obtain|score|attain)s?\b"
    r"|\b(?:prior|previous|earlier|existing|recent)\s+(?:work|works|studies|methods|approaches"
    r"|systems)\s+(?:have\s+|has\s+)?(?:shown|reported|claimed|achieved|reached|obtained)\b",
    re.I,
)
# The paper's own subject after others' claim ("Human experts achieve 95%, while our model
# reaches 93.1%"): the value is the paper's.
_WE_AFTER = re.compile(r"\b(?:we|our)\b", re.I)
# A word of comparison before baselines' scores, and what may stand between it and the last of
# them: values, "and", "for X" ("against 40.1% for DPO and 44.7% for SimPO").
_CONTRAST = re.compile(rf"{COMPARING}(?=\s)", re.I)
_LISTED_VALUES = re.compile(
    r"(?:\s+(?:the\s+)?\d+(?:\.\d+)?\s*%?(?:\s+for\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?)?"
    r"\s*(?:,|\s+and|\s+or)?)+\s+",
    re.I,
)
# A count, a duration or a rate, not a score: "in 6 minutes", "0.1 GPU-days", "5 shot", "12
# layers", "runs at 50 Hz".
_QUANTITY = re.compile(
    r"\s*(?:minutes?|hours?|days?|weeks?|seconds?|ms|GPU[- ]?(?:days|hours)|shots?|epochs?|"
    r"layers?|steps?|iterations?|samples?|examples?|images?|languages?|tasks?|classes|"
    # ("1.189 bits-per-character", "3.2 bits per dimension": a metric's unit, no count)
    r"bits?(?![-\s]+per\b)|"
    r"[KMGT]B|bytes|parameters|params|[kMG]?Hz|fps|frames?|watts?|km|cm|mm|kilomet(?:er|re)s?"
    r"|met(?:er|re)s?|miles?)\b",
    re.I,
)
# "at least 128 or 256 bits": a value listed with another before the count's unit.
_OR_NEXT = re.compile(r"(?:\s*,)?\s+(?:or|and|to)\s+\d+(?:\.\d+)?")


def _listed_quantity(text: str, end: int) -> bool:
    """Whether the value ending at ``end`` is listed with one that a count's unit follows
    ("128 or 256 bits", "64 and 128 layers")."""
    listed = _OR_NEXT.match(text, end)
    return listed is not None and _QUANTITY.match(text, listed.end()) is not None


# "Its latency on a phone is 18 ms": a time is the value of a metric of time, no cost.
_TIME_UNIT = re.compile(r"\s*(?:ms|milliseconds?|seconds?|s)\b")
_TIME_METRIC_BEFORE = re.compile(
    r"\b(?:latency|run\s*time|runtime|inference\s+time|wall[- ]clock\s+time)\b[^.;]*$", re.I
)
# A thousand, a million, a billion glued to a number: a count ("128K tokens", "1M steps", "7B").
_MAGNITUDE = re.compile(r"[KMB](?![\w%])")
# A saving of a resource right after a value ("~10.5x memory saving", "32% energy reduction"):
# a quantity no metric mention names.
_UNNAMED_SAVING = re.compile(
    r"\s*(?:%|\\%|[x×]|times|-fold)?\s*(?:memory|energy|storage|power|bandwidth|computation|"
    r"compute)\s+(?:savings?|reductions?|footprint|usage|consumption)\b",
    re.I,
)
# A whole number before a plural noun counts things ("50 demonstrations", "12 annotators"), as
# "points", "percent" and "pp" do not.
_WHOLE = re.compile(r"\d{1,3}(?:,\d{3})*|\d+")
_COUNTED = re.compile(
    r"\s+(?:[a-z][a-z-]*\s+){0,2}(?!(?:points|percent|percentage|pp|times)\b)[a-z][a-z-]*[a-z]s\b"
    # "across 30 Universal Dependencies treebanks": a name's words before the counted noun
    r"|\s+(?:[A-Z][\w-]*\s+){1,3}(?:treebanks|datasets|corpora|benchmarks|languages|tasks"
    r"|domains|environments|games)\b"
    # "40 CPU cores", "8 GPUs": an acronym's plural, or one before a counted noun
    r"|\s+(?:[A-Z]{2,}\s+){0,2}[A-Z]{2,}s\b|\s+(?:[A-Z]{2,}\s+){1,2}[a-z][a-z-]*[a-z]s\b"
)  # "50 demonstrations", "38 downstream datasets", "30 unseen household objects"
# What parts a metric from a number before it; what may part a number from a metric after it.
# "73.1% on X": the words between a value and what it was measured on.
_ON_AFTER = re.compile(r"\s*%?\s+(?:on|in)\s+(?:the\s+)?")
# "accuracy on five commonsense reasoning tasks by 6.3 points": what a metric was measured on,
# named between it and its value (a count before the name allowed)
_METRIC_ON = re.compile(
    r"\s+on\s+(?:the\s+|all\s+)?(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten|"
    r"several|multiple)\s+)?",
    re.I,
)
# ", and it outperforms X by 4.2 points": a clause of its own subject says what its value is of
_CLAUSE_BREAK = re.compile(
    r"[;]|\.(?!\d)|\b(while|whereas|but|than)\b|,\s+and\s+(?:it|they|this|we|our|its)\b"
)
_AMOUNT_WORDS = (
    r"improvements?|gains?|increases?|decreases?|reductions?|drops?|boosts?|margins?"
    r"|averages?|totals?|maximum|minimum|values?|scores?|rates?|levels?|results?|accuracy"
)
# "a word error rate of 2.1% and *a speaker similarity of* 0.67": a measure the metric finder
# missed, named right before the value with "of", is what the value is of.
# Not a word of change or amount ("an improvement of 0.6", "a value of 0.3"): those are the metric's.
_OTHER_MEASURE = re.compile(
    r"\b(?:an?|the)\s+(?:[\w-]+\s+){0,3}?(?!(?:" + _AMOUNT_WORDS + r")\s)[\w-]+\s+of\s*$", re.I
)
# "improves ROUGE-L by 2.7 points and *reduces unsupported statements by* 38%": a change
# verb whose own object (no metric) stands between the metric and the value changes that.
# Stems of the verbs that change a measure ("reduces", "boosting", "halved").
# "accuracy (74.8%) and *certified robustness (*55.9%)": a value bracketed after other words,
# past the metric's own bracketed value, is the value of what those words name.
_OTHER_BRACKETED = re.compile(
    r"\s*\([^()]*\d[^()]*\)\s*,?\s*(?:and\s+)?(?!(?:and\s+)?(?:on|in|for|with|at|under|over|by)\b|and\s*\()"
    r"(?:[\w-]+\s+){0,3}[\w-]+\s*\(\s*$",
    re.I,
)
_CHANGE_STEMS = r"reduc|lower|cut|increas|rais|boost|improv|decreas|halv|doubl|shorten|speed"
_OTHER_CHANGE = re.compile(
    rf"(?:\band|,)\s+(?:also\s+|further\s+)?(?:{_CHANGE_STEMS})\w*\s+(?:up\s+)?(?:the\s+)?"
    r"(?:[\w-]+\s+){1,4}by\s+"
    r"(?:up\s+to\s+|about\s+|roughly\s+|over\s+|nearly\s+|almost\s+)?$",
    re.I,
)
# ("26% (relative) in top-1 accuracy": the kind of change in brackets first)
_NUMBER_THEN_METRIC = re.compile(
    r"[\s%]*(?:\((?:relative|absolute)\)\s*)?([\w-]+\s+){0,2}(in|of)?\s*"
)
# The dataset of a result: in parentheses right after the number, or after "on" in its clause.
_PARENTHESIS = re.compile(r"\s*%?\s*\(")
# A value opening a parenthesis right after a name ("MMLU (45.2%)").
_VALUE_IN_PARENTHESES = re.compile(r"\s*\(\s*$")
_CLAUSE = re.compile(rf"[^;,()]{{0,{_DATASET_CLAUSE}}}")
# A short form in parentheses after a name ("bits-per-character (BPC)"): inside a clause.
_SHORT_ASIDE = re.compile(r"\(\s*[A-Za-z][\w.-]{0,11}\s*\)")
# ("on the 200-class ScanNet200 benchmark": a counted modifier may stand before the name)
_ON = re.compile(r"\b(on|for|in)\s+(the\s+)?(?:\d+-[a-z]+\s+)?")
# "on the X benchmark | by | 4.7": the dataset of a change stated right before it.
_BY_AFTER = re.compile(r"\s+(?:(?:benchmark|dataset)s?\s+)?by\s+(?:up\s+to\s+|about\s+)?")
# "on X | from 41.2% (Y) to | 60.5%": the value a gain on X reaches.
_FROM_TO_AFTER = re.compile(
    r"\s+from\s+[+-]?\d+(?:\.\d+)?\s*%?\s*(?:\([^()]{1,60}\)\s*)?to\s+(?:about\s+)?"
)
# "lowers the error on X Part A | to | 51.3 and on Y | to | 79.8": the value a change on X reaches.
_TO_AFTER = re.compile(
    r"\s+(?:(?:[Pp]art|[Ss]plit|[Ss]ubset)\s+)?(?:[A-Z0-9]{1,2}\s+)?to\s+(?:about\s+)?"
)
_ON_BEFORE = re.compile(r"\b(?:on|for|in)\s+(?:the\s+)?$")
# "the rare categories of | LVIS", "the test split of the | X": a part of the data named next.
_PART_OF = re.compile(r"(?:[a-z][\w-]*\s+){1,3}of\s+(?:the\s+)?")
# A later clause opening on data (", and on the unseen | X", "...: on the | Penn Treebank",
# "and on permuted sequential | MNIST it reaches ..."): "and" alone or a colon opens one too,
# up to two modifiers may stand before the name; not "on both A and B", the words before a
# list, nor "on top of X".
# ("..., while on the ImageNet dataset it achieves 25.4% test error")
_CLAUSE_ON = re.compile(
    r"(?:,\s*and|,|;|:|\band|\bwhile|\bwhereas)\s+on\s+(?:the\s+)?"
    r"(?:(?!(?:of|top|which|whom|both|all|each|either|several|multiple|two|three|four|five)\b)"
    r"[a-z][\w-]*\s+){0,2}$",
    re.I,
)
_OPENED_ON_WINDOW = 80
_LEADING_ON = re.compile(r"\s*(on|for|in)\s+(the\s+)?", re.I)
# A change over a baseline: "by" right before the number ("improves accuracy by 0.4%"), a
# change noun before it ("an F1 improvement of 5.95", "an MAE reduction up to ≈91%"), or a
# change word after it ("a 40.5% reduction in RMSE", "2.3 points higher BLEU"); a leading "+"
# ("+2.1 BLEU"); a verb of change right before it ("gains 3.1 points", "adds 1.7%", "accuracy
# up 2.5%", not "up to"; "reduces 40% FLOPs").
_CHANGE_BEFORE = re.compile(
    rf"(?:\bby|\b{CHANGE}(?:\s+(?:\w+\s+)?(?:of|by))?|\+|\b(?:gain(?:s|ed)?|add(?:s|ed)?|up"
    r"|improv(?:es|ed|ing))"
    # "DyNet reduces 40.0% FLOPs", "saves 30% memory": a cut, the value its object
    r"|\b(?:reduc(?:es|ed|ing)|sav(?:es|ed|ing)|cut(?:s|ting)?))"
    r"\s*(?:(?:up\s*to|about|over|around|approximately|nearly|almost|roughly|more\s+than|"
    r"at\s+least|an\s+average\s+of)\s*)?"
    # "decreasing the mean error by a relative 8%"
    r"(?:(?:a|an)\s+(?:relative|absolute)\s+)?"
    r"(?:\$?\\approx\s*|~\s*|≈\s*)?$",
    re.I,
)
_CHANGE_AFTER = re.compile(
    # ("3.2x higher throughput": a factor's sign first)
    r"\s*(?:%|[x×](?=\s))?\s*(?:absolute\s+|relative\s+|(?:percentage\s+)?points?\s+|pp\s+|dB\s+)?"
    rf"(?:(?:average|overall|mean|total)\s+(?={CHANGE}))?"  # "an 85% average reduction"
    r"(?:performance\s+(?=(?:improvement|gain|increase|boost)))?"  # "8% performance increases"
    rf"(?:{CHANGE}|higher|lower|better|worse|improved|reduced|above|smaller|larger|greater"
    r"|bigger|shorter)\b",
    re.I,
)
_CHANGE_WINDOW = 40
# A symbol or a parameter set equal to the value ("at epsilon = 3", "with $k=5$", "when
# lambda = 0.1"): a setting of the run. Not a metric's name set equal ("accuracy = 91%": the
# metric rule reads that one first, the word before "=" must be no metric's).
_SETTING_EQUALS = re.compile(
    r"\b(?:epsilon|eps|delta|lambda|alpha|beta|gamma|sigma|tau|rho|eta|k|n|m|t|d|[\u03b1-\u03c9])"
    r"\s*\$?\s*(?:=|\\leq|\\geq|<|>|\u2264|\u2265)\s*\$?\s*$",
    re.I,
)
_SETTING_WINDOW = 16
# "by setting weights to 0", "fixing the temperature at 0.5": a value a run was set to, no score.
_SET_TO_BEFORE = re.compile(
    r"\b(?:setting|fixing|clamping|clipping|initiali[sz]ing|freezing)\s+"
    # (the words set, no preposition: not "in the biased data setting | by up to 11% F1")
    r"(?:the\s+|all\s+|its\s+|their\s+)?"
    r"(?:(?!(?:by|up|in|on|of|for|with|from|and|or|is|are|was|were)\b)[\w-]+\s+){0,3}?"
    r"(?:to|at)\s+\$?$",
    re.I,
)
_SET_TO_WINDOW = 48
# "at noise level 25", "at a sparsity level of 90%": the level a run was set at, no score
# (not "with an error rate of 4.98%": a first version took rates too).
_LEVEL_BEFORE = re.compile(
    r"\b(?:at|with|for|under)\s+(?:a\s+|an\s+|the\s+)?(?:[\w-]+\s+){0,2}?"
    # "at an ensemble of size 4", "with a batch size of 128": the size a run was set at
    r"(?:levels?|(?:of|batch|beam|ensemble|window|kernel|population|sample|group)\s+size)\s+"
    r"(?:of\s+)?(?:\$?\\?sigma\s*=\s*)?\$?$",
    re.I,
)
# "with 40% label noise", "under 20% packet loss", "at 90% sparsity", "evaluated at a 288
# spatial size": a value a condition preposition sets on a noun that is no metric is the
# setting the result was had in, no score.
_CONDITION_BEFORE = re.compile(
    r"\b(?:with|under|at|given|using)\s+(?:an?\s+|the\s+)?"
    r"(?:only\s+|just\s+|up\s+to\s+|about\s+)?$",
    re.I,
)
_CONDITION_NOUN = re.compile(
    r"\s*%?\s+(?!(?:on|in|of|and|or|for|to|at|by|with|over|than|while|from|across|compared|"
    r"relative|absolute|improvement|gain|points?|pp|percent|higher|lower|more|less|fewer|"
    r"better|worse|top-\d|respectively)\b)[a-z][\w-]*",
    re.I,
)
# The most words (modifiers) that may stand between a value and its metric after it.
_METRIC_AFTER = re.compile(r"\s*%?\s*(?:[\w-]+\s+){0,2}")
# A value a condition sets as a threshold ("samples whose error exceeds 10%", "if the loss
# falls below 0.1"): no result of the paper.
_THRESHOLD_CLAUSE = re.compile(
    r"(?:\b(?:whose|if|when|unless|once)\b[^,;.]{0,60}?\b(?:exceeds?|exceeding|"
    r"(?:is|are)\s+(?:above|below|under|over|close\s+to|near|around))"
    # "accuracy falls below 50% for every model": a bound a finding states, no score
    r"|\b(?:falls?|fell|drops?|dropped|stays?|remains?)\s+below"
    # "with a perplexity increase below 0.1": a bound on a cost, no score
    r"|\b(?:increase|degradation|drop|loss|decrease)\s+(?:of\s+)?(?:below|under|less\s+than"
    r"|at\s+most|within)"
    # "keeps the vertex error below 1 cm": a bound the result keeps to, no score
    r"|\b(?:keeps?|kept|keeping|holds?|held|holding)\s+(?:the\s+|its\s+|an?\s+)?(?:[\w-]+\s+){0,3}"
    r"(?:below|under|within|above)"
    # "when the error rates are 10% and 30%": the setting a result was had at
    r"|\b(?:when|whenever|if|where)\s+(?:the\s+)?(?:[\w-]+\s+){1,3}(?:is|are|was|were)\s+"
    r"(?:set\s+to\s+|fixed\s+at\s+)?"
    # "halves the annotation cost needed to reach 80% F1": a target a cost is counted to
    r"|\b(?:needed|required|necessary|takes?|took|steps|samples|labels|time|epochs|iterations)"
    r"\s+to\s+(?:reach|achieve|attain|hit|obtain)(?:\s+an?|\s+the)?)\s*$",
    re.I,
)
_CLAUSE_WINDOW = 80
# A value a result would need, not one reached ("a success rate of over 98% is needed").
_REQUIRED = re.compile(
    r"\s*%?\s*(?:is|are|would\s+be|will\s+be)\s+(?:needed|required|necessary)\b", re.I
)
# A number set against another of the same unit ("5 instead of 20 steps", "2 rather than 8").
_INSTEAD = re.compile(r"\s+(?:instead\s+of|rather\s+than)\s+\d", re.I)
# "from 16.7% to 23.3% | and on Y from 78.2% to | 81.4%": a clause parallel to the last result,
# whose metric it keeps.
_PARALLEL = re.compile(
    r"\s*%?\s*,?\s*and\s+(?:on|for|in)\s+[^,;.]{1,40}?\s+from\s+\d+(?:\.\d+)?\s*%?\s+to\s+"
    # "... to 89.6% on MATH-500 and from 45.2% to 70.8% on AIME": the data after each range
    r"|\s*%?\s+(?:on|for|in)\s+[^,;.]{1,40}?\s+and\s+from\s+\d+(?:\.\d+)?\s*%?\s+to\s+",
    re.I,
)
# "improves average return by 19% over A and | by | 9% over B": a value parallel to the last
# change keeps its metric (not one named in between, in what the baseline has).
# ("by up to 50% and link-prediction tasks by up to 78%": what the change is on may stand
# between "and" and "by", no metric nor verb of change)
_AND_BY = re.compile(
    r"\band\s+(?:(?!by\b)[\w-]+\s+){0,4}?by\s+"
    r"(?:up\s+to\s+|about\s+|over\s+|nearly\s+|almost\s+|roughly\s+)?$",
    re.I,
)
_CHANGE_VERB = re.compile(
    rf"\b(?:{_CHANGE_STEMS}|outperform|beat|surpass|exceed)\w*",
    re.I,
)
_BY_BEFORE = re.compile(r"\bby\s+(?:[\w~≈]+\s+){0,2}?$", re.I)
# "when saving up to 50% | energy": a percentage of a quantity named right after it (a
# noun, no metric's word), no value of a metric named elsewhere.
_PERCENT_OF_NOUN = re.compile(rf"\s*%\s+([a-z][a-z-]*)\b(?!\s+{CHANGE}\b)")
_NOT_A_QUANTITY = re.compile(
    rf"{CHANGE}|points?|pp|percent|percentage|absolute|relative|loss|losses|degradation"
    r"|speedups?|slowdowns?|compression|confidence|top-\d+",
    re.I,
)
# A hyperparameter the tagger may take for a metric: its value is a setting, no result.
_HYPERPARAMETER = re.compile(
    r"\b(?:learning\s+rates?|batch\s+sizes?|dropout(?:\s+rates?)?|weight\s+decay|momentum"
    r"|step\s+sizes?|discount\s+factors?)$",
    re.I,
)
# A metric measured at a value of another ("false positive rate at 95% true positive rate").
_OPERATING_POINT = re.compile(r"\s+at\s+(?:an?\s+|the\s+)?(?:\d+(?:\.\d+)?\s*%?\s+)?")
# "R@1 at IoU | 0.5": a threshold written after the metric it is of.
_THRESHOLD_VALUE = re.compile(r"\s*(?:=|≥|>=|of)?\s*")
_VALUE_BEFORE = re.compile(r"\d%\s+(?:of\s+)?(?:[\w-]+\s+){0,4}$")
_VALUE_BEFORE_WINDOW = 50
_NAMED_VALUE = re.compile(r"\s*(?:of|=|:)\s*")
_AT_BEFORE = re.compile(r"\bat\s+(an?\s+|the\s+)?$")  # "at a 1% false positive rate"
# "at a PSNR above 30 dB": a bound on the metric where the value before was reached
_NAMED_OR_BOUND = re.compile(
    r"\s*(?:of|=|:|above|below|over|under|exceeding|(?:at\s+)?(?:least|most)|"
    r"(?:greater|higher|less|lower)\s+than)\s*",
    re.I,
)
# "below 5% at a PSNR above 30 dB": a metric after "at" is where the value was reached
_AT_AFTER = re.compile(r"\s*%?\s*at\s", re.I)
# A change for the worse: a loss word right after the value ("less than 1% loss of accuracy",
# "a 1% drop in accuracy", "1.2 points lower F1") or before it ("an accuracy drop of 0.3%",
# "loses less than 1% of accuracy").
_LOSS_AFTER = re.compile(
    r"\s*%?\s*(?:absolute\s+|relative\s+|(?:percentage\s+)?points?\s+|pp\s+)?"
    r"(?:drops?|decreases?|loss|degradation|lower|worse)\b",
    re.I,
)
_VALUE_GAP = re.compile(r"\s*\\?%?\s*")
_LOSS_BEFORE = re.compile(
    r"(?:\b(?:drops?|dropped|decreases?|decreased|falls?|fell|declines?|declined|degrades?|"
    r"degraded|loss|degradation|deteriorat(?:es?|ed|ion))"
    r"\s+(?:of|by|in\s+[\w-]+(?:\s+[\w-]+)?\s+of)"
    r"|\b(?:lose|loses|lost|losing|sacrifices|sacrificing)"
    # "at a cost of as little as 2.0 BLEU points": what is given up
    r"|\bat\s+(?:a|the)\s+(?:small\s+|slight\s+|minor\s+|modest\s+)?cost\s+of"
    # "while compromising accuracy by as little as 2.56%"
    r"|\bcompromis(?:e|es|ed|ing)\b[^.;,]{0,40}?\bby"
    # "the drop is 0.7%", "the accuracy drop remains only 1.2%"
    r"|\b(?:drop|decrease|loss|degradation)\s+(?:is|was|remains|remained|stays|stayed)"
    # "end-to-end models trail cascaded ones by 6.4 BLEU": a gap behind another
    r"|\b(?:trails?|trailed|lags?|lagged|underperforms?|underperformed)\b[^.;,]{0,40}?\bby)\s*"
    r"(?:(?:up\s+to|about|only|just|merely|less\s+than|under|below|more\s+than|over|nearly"
    r"|almost|around|roughly|as\s+little\s+as)\s*)?"
    # "falls by 20 to 45 points": the range's end is a loss too
    r"(?:\d+(?:\.\d+)?\s*%?\s+to\s+)?$",
    re.I,
)
# Metrics for which lower is better: a drop in one is an improvement ("a 12% drop in FID").
# A loss in a metric for which higher is better, named as one ("accuracy loss", "F1 drop").
_LOSS_NAMED = re.compile(
    # ("score performance degradation" of "0.6 GLUE score performance degradation")
    r"(?:(?:top-\d\s+)?accuracy|(?:score\s+)?performance|f1(?:\s+score)?|bleu|auc)\s+"
    r"(?:loss|losses|drops?|degradation|decrease)",
    re.I,
)
_LOWER_IS_BETTER = re.compile(
    r"error|loss|perplexity|divergence|distance|latency|regret|\b(?:rmse|mae|mse|fid|kid|wer|cer|"
    r"ece|nll|ppl|lpips|ade|fde|eer|time|cost|memory)\b",
    re.I,
)
# Citation markers "[3]", "[2, 5]"; enumerations "(2)"; subscripts "_1".
_IN_BRACKETS_BEFORE, _IN_BRACKETS_AFTER = re.compile(r"\[[\d,\s–-]*$"), re.compile(r"[\d,\s–-]*\]")
# "from 76.5% (KelpVLA) to 94.2%": the start of a gain, the baseline's name after it.
_NAMED_THEN_TO = re.compile(r"\s*%?\s*\([^()]{1,60}\)\s*to\s+[+-]?\d")
# "attains76.8%": a number glued to the lowercase word before it (a decimal or a percentage,
# never the digits of a name such as "resnet50").
_GLUED = re.compile(r"[a-z]{3,}(\d+\.\d+%?|\d+%)")
# "a 14.6-point gain", "a 2.5-fold reduction": a number and its unit word, one token.
UNIT_WORD_TOKEN = re.compile(r"(\d+(?:\.\d+)?)-(points?|fold|percent)", re.I)
# "a compression rate of 8x", "speedups of over 6x": a metric right before a factor.
# ("a compression rate of 8x, 3x, and 1.4x": each factor of the list; "a compression ratio from
# 270x to 600x")
_OF_FACTOR = re.compile(
    # "the speedup at test time is 3x": the metric, where it was measured, a copula
    r"(?:\s+(?:at|on|for|in)\s+(?:[\w-]+\s+){0,2}?[\w-]+)?"
    r"\s+(?:(?:of|by|is|was|are|were)\s+(?:(?:over|up\s+to|about|nearly|almost|around|roughly"
    r"|more\s+than|at\s+least)\s+)?"
    r"(?:\d+(?:\.\d+)?[x×]\s*(?:,\s*(?:and\s+)?|and\s+))*"
    r"|(?:ranging\s+)?from\s+\d+(?:\.\d+)?[x×]?\s+(?:up\s+)?to\s+"
    # "memory saving (1.7-4.5x)": the factor in brackets after its metric
    r"|\s*\(\s*(?:(?:up\s+to|about|over|~)\s*)?)",
    re.I,
)
# A modifier between a value and its metric: no function word nor verb ("a 6.35x inference
# speedup", "3.4% overall accuracy"; not "8x with an accuracy gain", "600x without losing
# accuracy").
_MODIFIER = (
    r"(?!(?:with|without|for|on|at|in|than|and|or|while|when|to|by|of|over|the|a|an|its|"
    r"their|our|is|are|was|were|losing|keeping|retaining|maintaining)\b)[\w-]+\s+"
)
_FACTOR_THEN_METRIC = re.compile(rf"\s*(?:{_MODIFIER}){{0,2}}", re.I)
_MODIFIER_THEN = re.compile(rf"\s*%?\s*{_MODIFIER}", re.I)
# "2.4x", "3×": a factor written as one token.
_FACTOR_TOKEN = re.compile(r"(\d+(?:\.\d+)?)[x×]")
# A range written as one token: "3-17" (before "%"), "1.5-4x", "2x-100x"; group 1 is the factor
# sign that closes it.
_RANGE_TOKEN = re.compile(r"\d+(?:\.\d+)?[x×%]?[-–]\d+(?:\.\d+)?([x×]?)")
# "37 of 49 games": a count of successes, not a value of a metric; so is the "49".
_COUNT_NEXT = re.compile(r"\s+(?:out\s+)?of\s+(?:the\s+)?\d+\b(?!\s*%)", re.I)
# (a count stands alone: the "1" of "a pass@1 of 47.5%" or "a ROUGE-1 of 47.9" is part of
# the metric's name)
_COUNT_BEFORE = re.compile(r"(?<![\w@.-])\d+\s+(?:out\s+)?of\s+(?:the\s+)?$", re.I)


# What may stand between a number and its own metric right after it: "4.1% error", "3.2 BLEU".
# "retains 98% of zero-shot accuracy": a share of the metric right after it is the metric's.
_SHARE_OF = re.compile(r"%\s+of\s+(?:the\s+|its\s+|their\s+)?")
# "41% of our generated structures": a share of the things named after it (no metric's value
# unless the metric is named after "of").
_SHARE_OF_THINGS = re.compile(
    r"\s*(?:%|\\%)"
    # "using 1% and 10% of the labels": shares listed before "of"
    r"(?:\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+)\d+(?:\.\d+)?\s*(?:%|\\%))*"
    r"\s+of\s+(?:(?:the|our|its|their|all|these|those)\b"
    # "freezing 70% of DenseNet-121 parameters", "only 30% of model parameters"
    r"|(?:[\w-]+\s+){0,2}(?:parameters|weights|neurons|units|filters|channels|layers)\b)",
    re.I,
)
# A bracket opened right after a value, up to its metric's name ("16% (relative measure on |
# success rate)"), and what closes it after the name.
_BRACKET_OPENS = re.compile(r"\s*%?\s*\((?:[\w-]+\s+){0,4}?(?:(?:on|in|of)\s+)?")
_BRACKET_CLOSES = re.compile(r"\s*\)")
# ("a 3.4% higher accuracy", "2.3 points higher BLEU": a comparative before the metric)
_RIGHT_AFTER = re.compile(
    r"\s*%?\s*(?:(?:percentage\s+)?points?\s+(?:(?:on|in)\s+)?|pp\s+)?"
    r"(?:(?:higher|lower|better|worse)\s+)?"
)
# A metric's name with the change it measures glued on ("BLEU gain", "point F1"): the
# change word says the value is an improvement, the rest names the metric.
_CHANGE_WORD = re.compile(rf"\s+{CHANGE}$", re.I)
_CHANGE_NAMED = re.compile(rf"\s{CHANGE}$|\bspeed[- ]?ups?$", re.I)
# What is left of "4 times reduction" is a unit, not a metric's name: such a mention stays.
_UNITS = frozenset("times fold x percent point points".split())
_AFTER_A_NUMBER = re.compile(r"\d%?\s*$")
_POINT_WORD = re.compile(r"^(?:(?:percentage\s+)?points?|pp)\s+", re.I)


def _condition_value(
    context: Context, metrics: Sequence[int], start: int, end: int, sentence_start: int
) -> bool:
    """Whether a value is a setting a condition states ("keeps 91.2% accuracy with 40% label
    noise", "under 20% packet loss"): a condition preposition before it, a noun after it,
    and no metric named in the two words after it ("with 91.2% top-1 accuracy" is a score)."""
    text = context.text
    if not _CONDITION_BEFORE.search(text, max(sentence_start, start - _SETTING_WINDOW), start):
        return False
    if not _CONDITION_NOUN.match(text, end) or CHANGE_IN_ANY.match(text, end):
        return False  # ("with an 85% average reduction in training time": a change, no setting)
    mentions = context.mentions
    return not any(
        mentions[i].start >= end and _METRIC_AFTER.fullmatch(text, end, mentions[i].start)
        for i in metrics
    )


def _numbers(context: Context, sentence: Sentence) -> list[Token | Number]:
    """The sentence's number tokens, and the numbers glued to a word before them."""
    found: list[Token | Number] = []
    for token in context.tokens(sentence):
        # "a ~38% speed-up": the number after the sign of an approximation
        approximate = _APPROXIMATE.match(token.text) is not None
        word = token.text[1:] if approximate else token.text
        at = token.idx + 1 if approximate else token.idx
        glued = _GLUED.fullmatch(word)
        factor = _FACTOR_TOKEN.fullmatch(word)
        if glued:
            found.append(Number(token.i, at + glued.start(1), glued.group(1)))
        elif factor:  # "a 2.4x speedup": the factor's number, its sign read as a unit after it
            found.append(Number(token.i, at, factor.group(1)))
        elif (
            (ranged := _RANGE_TOKEN.fullmatch(word))
            and (ranged.group(1) or _UNIT.match(context.text, at + ranged.end(1)))
            and _ascending(word)
        ):
            # "3-17% more accurate", "1.5-4x faster", "a 4-13x speedup": a range read as one
            # value (its unit after it); a bare "3-5" (a count, pages) is none
            found.append(Number(token.i, at, word[: ranged.start(1)] if ranged.group(1) else word))
        elif unit := UNIT_WORD_TOKEN.fullmatch(word):
            # "a 14.6-point gain", "a 2.5-fold reduction": the number, its unit word read
            # after it (the rules read the text from the token's end)
            found.append(Number(token.i, at, unit.group(1)))
        elif stuck := _FACTOR_GLUED.fullmatch(word):
            # "4.45×speed up": one token, the factor's sign kept with its number
            found.append(Number(token.i, at, word[: stuck.end(1) + 1]))
        elif at > token.idx and _NUMBER.fullmatch(word):
            found.append(Number(token.i, at, word))
        elif _NUMBER.match(token.text):
            found.append(token)
    return found


def _ascending(word: str) -> bool:
    """Whether a range written with a sign after its first number rises ("4%-27%"); one that
    falls is a difference ("(50.02%-0.15%)": a score less another)."""
    if "%" not in word:
        return True
    low, high = (float(n) for n in re.findall(r"\d+(?:\.\d+)?", word)[:2])
    return low < high


# A factor glued to the word after it ("4.45×speed up").
_FACTOR_GLUED = re.compile(r"(\d+(?:\.\d+)?)[x×][a-z]{3,}")
# The sign of an approximation glued to a number ("~38", "~16x").
_APPROXIMATE = re.compile(r"~(?=\d)")


# Words by which a sentence speaks of the paper's own work.
_OWN_WORK = re.compile(
    r"\b(?:we|our|us|this\s+(?:paper|work|study|article)|here|propos\w*|present\w*|"
    r"introduc\w*)\b",
    re.I,
)


def _general_opening(context: Context, sentence: Sentence) -> bool:
    """Whether a sentence opens the abstract with a claim about a field, not the paper's own
    ("Neural network pruning techniques can reduce the parameter counts of trained networks by
    over 90%", "networks fit random labels with 100% accuracy")."""
    if len(context.sentences) < 2 or sentence.start != context.sentences[0].start:
        return False  # (a one-sentence record states its own result)
    return _OWN_WORK.search(context.text, sentence.start, sentence.end) is None and not any(
        context.is_proposed(i) for i in context.inside(sentence)
    )


def find_results(context: Context, sentence: Sentence) -> tuple[ResultMention, ...]:
    """The results reported in a sentence, in text order."""
    inside = context.inside(sentence)
    mentions = context.mentions
    metrics = [i for i in inside if mentions[i].type is EntityType.METRIC]
    if not metrics or _general_opening(context, sentence):
        return ()
    datasets = [i for i in inside if mentions[i].type in DATA_TYPES]
    doc = context.doc
    text = context.text
    found = []
    numbers: list[Token | Number] = []
    lost: set[int] = set()  # where values listed after a loss start
    for token in _numbers(context, sentence):
        if token.idx in lost:
            continue
        if token.i + 1 < len(doc) and doc[token.i + 1].text.startswith("-"):
            continue
        end = token.idx + len(token.text)
        unit_word = isinstance(token, Number) and UNIT_WORD_TOKEN.fullmatch(doc[token.i].text)
        if unit_word:
            end = doc[token.i].idx + len(doc[token.i].text)  # after "14.6-point"
        if _not_a_value(context, token, end):
            continue
        if _COUNT_NEXT.match(text, end) or _COUNT_BEFORE.search(text, sentence.start, token.idx):
            continue  # "on 37 of 49 games": a count
        if (
            _VERSION.fullmatch(token.text)
            and not _UNIT.match(text, end)
            and any(
                mentions[i].end < token.idx and not text[mentions[i].end : token.idx].strip()
                for i in datasets
            )
        ):
            continue  # "on FewRel 1.0": the dataset's version
        timed = _TIME_UNIT.match(text, end)
        if timed and not _TIME_METRIC_BEFORE.search(
            text, max(sentence.start, token.idx - _CHANGE_WINDOW), token.idx
        ):
            timed = None  # "trains in 6 hours": a cost
        listed_end = list_end(text, end, sentence.end)  # where the value's list ends
        comparative = _comparative(context, metrics, end)
        if comparative is None and listed_end != end:
            # "24% and 17% faster", "20% to 106% faster": the list's comparative
            comparative = _comparative(context, metrics, listed_end)
        if comparative is None and (
            _COST.match(text[end : end + _COST_WINDOW])
            or (_QUANTITY.match(text, end) or _listed_quantity(text, end))
            and not timed
            or _MAGNITUDE.match(text, end)
        ):
            # "98% less training data", "in 6 minutes", "128K tokens": a cost or a count (not "19%
            # more accurate": a comparative of a metric)
            continue
        if _INSTEAD.match(text, end):
            continue  # "with 5 instead of 20 sampling steps": a count set against another
        if _REQUIRED.match(text, end):
            continue  # "a success rate of over 98% is needed for them": a requirement
        saving = _UNNAMED_SAVING.match(text, end)
        if saving and not any(end <= mentions[i].start < saving.end() for i in metrics):
            # "~32 memory saving": a saving of its own, no value of another metric (where no
            # metric is named by the words, as "16x | memory saving" is)
            continue
        if (
            _SETTING_EQUALS.search(
                text, max(sentence.start, token.idx - _SETTING_WINDOW), token.idx
            )
            or _LEVEL_BEFORE.search(
                text, max(sentence.start, token.idx - 2 * _SETTING_WINDOW), token.idx
            )
            or _SET_TO_BEFORE.search(
                text, max(sentence.start, token.idx - _SET_TO_WINDOW), token.idx
            )
        ):
            continue  # "at epsilon = 3", "with k = 5", "at noise level 25": a setting, no score
        if _condition_value(context, metrics, token.idx, end, sentence.start):
            continue  # "with 40% label noise": the setting, not a score
        if _percent_of_noun(context, metrics, end):
            continue  # "when saving up to 50% energy": a share of a quantity, no score
        if _WHOLE.fullmatch(token.text) and _COUNTED.match(text, end):
            continue  # "with only 50 demonstrations", "1,200 questions": a count of things
        claim = _OTHERS_CLAIM.search(text, sentence.start, token.idx)
        if claim is not None and not _WE_AFTER.search(text, claim.end(), token.idx):
            continue  # "despite claims that other optimizers offer 2x speedup": not the paper's
        if _COMPARED.search(text, max(sentence.start, token.idx - _CHANGE_WINDOW), token.idx):
            # "compared to the 69.8% ...", "within 1% of FedAvg": no score of its own; nor are
            # the values listed after it ("over the best results of 68.3% accuracy and 53.9%
            # certified robustness")
            lost.update(listed_starts(text, end, sentence.end))
            lost.update(_paired_after(context, metrics, end, sentence.end))
            continue
        if _THRESHOLD_CLAUSE.search(
            text, max(sentence.start, token.idx - _CLAUSE_WINDOW), token.idx
        ):
            # "pseudo-labels whose error exceeds 10%": a condition, no result; so are the
            # values listed after it ("when the error rates are 10% and 30%")
            lost.update(listed_starts(text, end, sentence.end))
            continue
        if _baselines_listed(text, sentence.start, token.idx):
            continue  # "against 40.1% for DPO and 44.7% for SimPO": the baselines' scores
        if _FACTOR_BEFORE.search(
            text[max(0, token.idx - _FACTOR_WINDOW) : token.idx]
        ) or _FACTOR_AFTER.match(text, end):
            continue  # "64x64" is a resolution, not a score
        prefix = text[sentence.start : token.idx]
        if "than" in prefix.split() and prefix.rstrip().endswith("(") or _BASELINE.search(prefix):
            continue  # "less training than MF (FID 3.43)": the baseline's score
        if _compared_method_value(context, sentence, token.idx):
            continue  # "outperforming DetectGPT (0.86)": the compared method's score
        if _operating_point(context, metrics, token.idx, end):
            continue  # "false positive rate at 95% true positive rate": part of a metric's name
        written = doc[token.i].text.lstrip("~")  # "~6x": a factor, approximate
        factor = isinstance(token, Number) and (
            _FACTOR_TOKEN.fullmatch(written)
            or (ranged := _RANGE_TOKEN.fullmatch(written)) is not None
            and bool(ranged.group(1))  # "1.5-4x": a range of factors
        )
        if comparative is not None:
            metric = comparative  # "19% more accurate", "3.2x faster"
        elif factor:
            metric = _factor_metric(context, metrics, token.idx, end, sentence.end)
        else:
            metric = _changed_in(context, metrics, listed_end)
            if metric is None and not CHANGE_IN_ANY.match(text, listed_end):
                # (not "..., 5% improvement in test loss": a change in a thing named after it,
                # no metric, is no value of the metric before)
                metric = metric_for(context, metrics, token.idx, token.text)
            if found and _parallel_by(context, metrics, numbers[-1], token, end):
                metric = found[-1].metric  # "by 19% over A and by 9% over B": the same metric
        if metric is None and _BY_BEFORE.search(
            text, max(sentence.start, token.idx - _CHANGE_WINDOW), token.idx
        ):
            # "reduce the memory requirements of both layers by up to 60x": the metric the
            # change verb takes, further back (not past a comma or another change: "improves
            # accuracy by 9 points, cutting the gap by 70%")
            metric = _changed_metric(context, metrics, token.idx, sentence.start)
            if metric is not None and (
                "," in text[mentions[metric].end : token.idx]
                or _CHANGE_VERB.search(text, mentions[metric].end, token.idx)
            ):
                metric = None
        ranged = RANGE_NEXT.match(text, end, sentence.end)
        if (ranged or _NAMED_THEN_TO.match(text, end)) and FROM_BEFORE.search(
            text, max(sentence.start, token.idx - 6), token.idx
        ):
            continue  # "from 70.1% to 75.3%": where it started, the baseline's value
        if ranged and numbers and _second_range(text, numbers[-1], token):
            continue  # "from 0.89 to 0.97 and 0.75 to 0.87": the second change's start
        listed_next = LIST_NEXT.match(text, end, sentence.end) or ranged
        if metric is None and listed_next and not factor:
            # "99%, 95% and 90% accuracy": the list's metric
            metric = metric_for(context, metrics, listed_end, "")
        if (
            metric is None
            and found
            and not factor
            and _PARALLEL.fullmatch(text, numbers[-1].idx + len(numbers[-1].text), token.idx)
        ):
            metric = found[-1].metric  # "... to 23.3% and on MATH-500 from 78.2% to 81.4%"
        if metric is None and _FROM_THEN_TO.search(
            text, max(sentence.start, token.idx - _FROM_TO_WINDOW), token.idx
        ):
            # "improves the test error of a deep residual network ... from 6.2% to 5.3%": the
            # metric a change verb takes, further back than a value's metric usually stands
            metric = _changed_metric(context, metrics, token.idx, sentence.start)
        if (
            metric is None
            and found
            and not factor
            and not ranged
            and _listed_after(text, numbers[-1], token)
        ):
            # "the accuracies on A, B and C are 99.5%, 97.2% and 94.3%": a value of the list
            # the last value opened, with the list's metric however far back it stands
            metric = found[-1].metric
        if metric is None or _HYPERPARAMETER.search(mentions[metric].text):
            continue  # (no metric; "a learning rate of 0.1": a setting of training, no score)
        if context.mentions[metric].end <= token.idx and _SHARE_OF_THINGS.match(text, end):
            continue  # "..., and 41% of our generated structures are stable": a share of things
        if _worse(context, metric, token.idx, end, sentence.start):
            # "with less than 1% loss of accuracy": a cost, no score or improvement; so are the
            # values listed after it ("a drop in accuracy of 0.4%, 4% and 0.83%")
            lost.update(listed_starts(text, end, sentence.end))
            continue
        value = token.text
        unit = _UNIT.match(text, end)
        if (
            unit_word
            and unit_word.group(2).lower() == "fold"
            or (comparative is not None and _TIMES.match(text, end))
        ):
            value += "×"  # "a 2.5-fold reduction", "40 times faster": a factor
        elif unit and not value.endswith("%"):
            value += "×" if unit.group(1) in "x×" else "%"
        elif _PERCENT_WORD.match(text, end) and not value.endswith("%"):
            value += "%"  # "accuracy of above 90 percent": a percentage spelled out
        elif timed:
            value += " " + timed.group(0).strip()  # "18 ms"
        dataset = dataset_for(context, datasets, token, sentence)
        last = listed_end
        improvement = bool(
            comparative is not None
            # "is compressed 19x": a factor of the verb's compression, against the original
            or context.mentions[metric].extractor == COMPARATIVE_EXTRACTOR
            or value.startswith("+")
            or _CHANGE_BEFORE.search(
                text[max(sentence.start, token.idx - _CHANGE_WINDOW) : token.idx]
            )
            or _CHANGE_AFTER.match(text, end)
            or _change_after_metric(context, metric, end)
            or _changed_object(context, metric, token.idx, sentence.start)
            # "significant memory reduction (up to 70%)", "a 2x speedup": the metric is a change
            or _CHANGE_NAMED.search(context.mentions[metric].text)
            or _CHANGE_AFTER.match(text, last)  # "1.5% and 2.6% improvements": the list's kind
            or last != end
            and _change_after_metric(context, metric, last)  # "1.4% and 2.4% accuracy gains"
            or bool(found)
            and _continued_change(context, numbers[-1], found[-1], token, metric)
        )
        numbers.append(token)
        found.append(
            ResultMention(
                metric,
                value,
                dataset,
                evidence(context, sentence, "rule.result", confidence.RESULT),
                improvement=improvement,
            )
        )
    found = same_kind_as_listed(context.text, numbers, found, context.mentions)
    numbers, found = join_ranges(context.text, sentence, numbers, found)
    found = pair_listed(context, datasets, numbers, found, sentence)
    found = pair_metrics(context, numbers, found, sentence)
    if len(_named_once(mentions, datasets)) == 1:
        # the sentence names one dataset ("Penn Treebank (PTB)" is one): a result without one
        # is on it, not one said to be on a task when another value is on that dataset ("85.2%
        # on GLUE and 73.1% on commonsense reasoning")
        claimed = any(r.dataset in datasets for r in found)
        found = [
            r
            if r.dataset is not None
            or claimed
            and _on_other(context, number)
            or _metric_on_other(context, r.metric, number)
            else replace(r, dataset=datasets[0])
            for r, number in zip(found, numbers, strict=True)
        ]
    return tuple(found)


# "... to 0.97 and | 0.75 to 0.87": a second range joined to a first one's end.
_JOINED = re.compile(r"\s*%?\s*,?\s*and\s+")
_TO_BEFORE = re.compile(r"\bto\s+$")


def _second_range(text: str, last: Token | Number, token: Token | Number) -> bool:
    """Whether ``token`` opens a range joined by "and" to the range ``last`` ends."""
    return bool(
        _JOINED.fullmatch(text, last.idx + len(last.text), token.idx)
        and _TO_BEFORE.search(text, max(0, last.idx - 6), last.idx)
    )


def _listed_after(text: str, last: Token | Number, token: Token | Number) -> bool:
    """Whether ``token`` is the value listed right after ``last`` ("97.2%" after "99.5%, ")."""
    listed = LIST_NEXT.match(text, last.idx + len(last.text))
    return listed is not None and listed.start(1) == token.idx


def _named_once(mentions: Sequence[Mention], datasets: Sequence[int]) -> list[int]:
    """The datasets of a sentence, a long form and its short form ("Penn Treebank (PTB)") or a
    name said twice counted once."""
    seen: set[str] = set()
    kept = []
    for i in datasets:
        names = {
            n.lower()
            for n in (mentions[i].text, mentions[i].long_form, mentions[i].short_form)
            if n
        }
        if not names & seen:
            kept.append(i)
        seen |= names
    return kept


def _changed_metric(context: Context, metrics: Sequence[int], at: int, start: int) -> int | None:
    """The metric a change verb takes before the value at ``at`` ("improves | the test error
    | of X on Y from 6.2% to"; "accuracy under attack | was increased | from 93.2% to"), in the
    same clause and at most :data:`_CHANGED_METRIC_WINDOW` characters back."""
    text = context.text
    for i in reversed(metrics):
        mention = context.mentions[i]
        if mention.end > at or at - mention.end > _CHANGED_METRIC_WINDOW:
            continue
        if _CLAUSE_BREAK.search(text, mention.end, at):
            return None
        verb_before = _CHANGE_VERB_BEFORE.search(
            text, max(start, mention.start - 24), mention.start
        )
        if verb_before is not None or _CHANGED_AFTER.match(text, mention.end):
            return i
        return None
    return None


# "from 6.2% | to | 5.3%": the value a change reaches (the start is the baseline's).
# ("... from 93.2% to 94.3% on MNIST and 50.0% to 79.2% on CIFAR-10": the second pair too)
_FROM_THEN_TO = re.compile(r"\b(?:from|and)\s+\d\S*\s+(?:up\s+)?to\s+(?:over\s+|about\s+)?$", re.I)
_FROM_TO_WINDOW = 30
_CHANGED_METRIC_WINDOW = 120
_CHANGE_VERB_BEFORE = re.compile(
    rf"\b(?:{_CHANGE_STEMS}|push|bring)\w*\s+(?:the\s+|our\s+|its\s+|their\s+)?$", re.I
)
# "accuracy under the strongest attack | was increased": a passive change of the metric.
_CHANGED_AFTER = re.compile(
    rf"[^.;]{{0,60}}?\b(?:is|are|was|were|has\s+been|have\s+been)\s+(?:{_CHANGE_STEMS})\w*\s+from\b",
    re.I,
)


def _paired_after(context: Context, metrics: Sequence[int], end: int, stop: int) -> set[int]:
    """Where the value after a value's metric and "and" starts ("68.3% | accuracy | and |
    53.9% certified robustness"): a second value of the same record."""
    text = context.text
    for i in metrics:
        mention = context.mentions[i]
        if _UNIT_GAP.fullmatch(text, end, mention.start):
            paired = _AND_VALUE.match(text, mention.end, stop)
            return {paired.start(1)} if paired is not None else set()
    return set()


_UNIT_GAP = re.compile(r"\s*%?\s*")
_AND_VALUE = re.compile(r"\s+and\s+(\d+(?:\.\d+)?)")


def _changed_in(context: Context, metrics: Sequence[int], end: int) -> int | None:
    """The metric a change word after a value (or its list, ending at ``end``) is in: "0.2%
    and 2% increase in activity recognition accuracy" -> accuracy."""
    for i in metrics:
        if context.mentions[i].start >= end and CHANGE_IN.fullmatch(
            context.text, end, context.mentions[i].start
        ):
            return i
    return None


def _parallel_by(
    context: Context, metrics: Sequence[int], last: Token | Number, token: Token | Number, end: int
) -> bool:
    """Whether a value is a change parallel to the last one, "by" repeated after "and"
    ("improves average return by 19% over a baseline that has the same number of parameters
    and by 9% over a stronger one"), with no metric of its own within two words after it."""
    text = context.text
    parallel = _AND_BY.search(text, last.idx + len(last.text), token.idx)
    if parallel is None or _CHANGE_VERB.search(text, last.idx + len(last.text), token.idx):
        return False  # ("by 9 points, cutting the gap between A and B by 70%": another change)
    if not _BY_BEFORE.search(text, max(0, last.idx - 16), last.idx):
        return False
    mentions = context.mentions
    return not any(
        parallel.start() <= mentions[i].start < token.idx
        or mentions[i].start >= end
        and _METRIC_AFTER.fullmatch(text, end, mentions[i].start)  # "by 3.4% overall accuracy"
        for i in metrics
    )


# What joins a value to the change before it ("by over 15 in mAP on A, | and over | 18 ..."):
# "and" after a comma or not, and a bound word; nothing of a clause of its own between.
_AND_NEXT = re.compile(
    r"(?:[^.;:]|(?<=\d)\.(?=\d))*?\band\s+"  # (a point inside a number: "mAP@0.5")
    r"(?:(?:over|up\s+to|about|nearly|almost|roughly|around)\s+)?$",
    re.I,
)


def _continued_change(
    context: Context,
    last: Token | Number,
    previous: ResultMention,
    token: Token | Number,
    metric: int,
) -> bool:
    """Whether a value goes on the change before it: the last value is an improvement in the
    same metric and "and" joins them with no verb between ("yields improvements of 1.3 BLEU
    for A and 0.5 BLEU for B, and 1.75 BLEU points in C"; "outperforms X by over 15 in mAP on
    A, and over 18 in mAP on B"), not a clause of its own ("an improvement of 10.5 perplexity
    ... and on B we achieve 23.02 perplexity")."""
    if not previous.improvement:
        return False
    mentions = context.mentions
    if _metric_word(mentions[previous.metric].text) != _metric_word(mentions[metric].text):
        return False
    text = context.text
    start = last.idx + len(last.text)
    if not _AND_NEXT.fullmatch(text, start, token.idx):
        return False
    span = context.doc.char_span(start, token.idx, alignment_mode="contract")
    return span is not None and not any(t.pos_ in ("VERB", "AUX") for t in span)


def _metric_word(name: str) -> str:
    """A metric's name without a unit word after it ("BLEU points" -> "bleu")."""
    words = name.lower().split()
    return " ".join(w for w in words if w not in ("points", "point", "score", "scores")) or name


def _percent_of_noun(context: Context, metrics: Sequence[int], end: int) -> bool:
    """Whether a percentage is a share of a quantity named right after it ("saving up to 50%
    energy", "on 30% data"): a noun that starts no metric within two words and is no unit or
    word of change ("2% accuracy", "3% improvement", "5% relative", "51% performance increases"
    stay values)."""
    text = context.text
    named = _PERCENT_OF_NOUN.match(text, end)
    if named is None or _NOT_A_QUANTITY.fullmatch(named.group(1)):
        return False
    if word_class(named.group(1), load_lexicon()) != "N":
        return False
    return not any(
        context.mentions[i].start >= end
        and _METRIC_AFTER.fullmatch(text, end, context.mentions[i].start)
        for i in metrics
    )


def _factor_metric(
    context: Context, metrics: Sequence[int], start: int, end: int, stop: int
) -> int | None:
    """The metric of a factor written as one token: named right after it or its list, two
    words between at most ("a 6.35x inference speedup", "2.1x and 2.4x wall-clock speedups"),
    or right before it with "of" ("a compression rate of 8x", "speedups of over 6x"), or after
    its change word ("60x reduction in memory requirements"). A metric named elsewhere in the
    clause is not a factor's: "2x fewer computations", "5x smaller models" count sizes."""
    mentions = context.mentions
    text = context.text
    last = list_end(text, end, stop)
    for i in metrics:
        if 0 <= mentions[i].start - last <= METRIC_AFTER_WINDOW and _FACTOR_THEN_METRIC.fullmatch(
            text[last : mentions[i].start].lstrip("x×")
        ):
            return i
    for i in metrics:
        if mentions[i].end <= start and _OF_FACTOR.fullmatch(text, mentions[i].end, start):
            return i
    for i in metrics:
        # "is compressed 19x", "compress the model by more than 60x": the verb's factor
        if (
            mentions[i].extractor == COMPARATIVE_EXTRACTOR
            and mentions[i].end <= start
            and mentions[i].text.lower().startswith("compress")
            and _COMPRESSED_BY.fullmatch(text, mentions[i].end, start)
        ):
            return i
    # "up to 60x reduction in memory requirements": the metric the factor's change is in
    return _changed_in(context, metrics, last + 1 if text[last : last + 1] in ("x", "×") else last)


# Words of an amount's bound or estimate before a factor ("by more than | 60x", "up to | 496x").
_ABOUT = r"(?:(?:more\s+than|over|up\s+to|about|nearly|almost|roughly)\s+)?"
# What stands between "compress(ed)" and its factor ("| the model by more than | 60x").
_COMPRESSED_BY = re.compile(rf"[^.;,]{{0,40}}?(?:\b(?:by|to)\s+|\s+){_ABOUT}", re.I)


# "(0.86" / "(AUROC 0.86" / "(FID of 3.43": a bracket opened right before a value.
_OPENED = re.compile(r"\(\s*(?:[A-Za-z][\w@-]*\s*(?:of|=|:)?\s*)?$")


def _compared_method_value(context: Context, sentence: Sentence, at: int) -> bool:
    """Whether the value at ``at`` stands in brackets right after a method or a model the
    sentence compares with ("outperforming DetectGPT (0.86) and a fine-tuned RoBERTa
    classifier (0.89)"): that method's score, not the paper's; a dataset's bracket holds the
    paper's ("on CIFAR-10 (93.1%) and SVHN (96.2%)")."""
    text = context.text
    opened = _OPENED.search(text, max(sentence.start, at - 24), at)
    if opened is None:
        return False
    before = text[sentence.start : opened.start()].rstrip()
    owner = next(
        (
            context.mentions[i]
            for i in context.inside(sentence)
            if sentence.start + len(before) == context.mentions[i].end
        ),
        None,
    )
    if owner is None or owner.type not in METHODLIKE:
        return False
    # "outperforming X (0.86)", "compared with X (0.86)": a word that sets others' results
    # against the paper's
    words = re.findall(r"[\w.]+", text[sentence.start : owner.start].lower())
    return any(w in COMPARE_CUES for w in words) or bool(
        re.search(COMPARING, text[sentence.start : owner.start], re.I)
    )


def _baselines_listed(text: str, start: int, at: int) -> bool:
    """Whether the value at ``at`` is listed after a word of comparison with no clause of its
    own between them ("against 40.1% for DPO and | 44.7% for SimPO", "compared with 14.9% and
    | 38.1% for ReAct"): a baseline's score, like the first one."""
    ends = [found.end() for found in _CONTRAST.finditer(text, start, at)]
    return bool(ends) and _LISTED_VALUES.fullmatch(text, ends[-1], at) is not None


def _operating_point(context: Context, metrics: Sequence[int], start: int, end: int) -> bool:
    """Whether a value after "at" is where another metric was measured ("FPR at 95% TPR", "an
    FPR of 12.4% at 95% TPR", "R@1 at IoU 0.5")."""
    mentions = context.mentions
    if any(
        _THRESHOLD_VALUE.fullmatch(context.text, mentions[j].end, start)
        and _OPERATING_POINT.fullmatch(context.text, mentions[i].end, mentions[j].start)
        for i in metrics
        for j in metrics
        if mentions[i].end < mentions[j].start
    ):
        return True  # "R@1 at IoU 0.5": where R@1 was measured
    for i in metrics:
        if mentions[i].end > start or not _NAMED_OR_BOUND.fullmatch(
            context.text, mentions[i].end, start
        ):
            continue
        named_at = _AT_BEFORE.search(context.text, max(0, mentions[i].start - 8), mentions[i].start)
        if named_at is not None and _value_before(context.text, named_at.start()):
            # "a TPR of 92% at a false positive rate of 1%": where the value before was
            # measured (not "sets a new state of the art at an execution accuracy of 87.1%")
            return True
    at = _AT_BEFORE.search(context.text, max(0, start - 8), start)
    if (
        at is not None
        # "the detection rate at a 1% false positive rate"; not "fools X at an 82% success
        # rate" (no metric before: the rate reached)
        and (
            at.group(1) is None
            or any(mentions[i].end <= at.start() for i in metrics)
            # "detects 96% of attacks at a 1% false positive rate": the value reached comes
            # first, the rate it is reached at after
            or _value_before(context.text, at.start())
        )
        and any(_RIGHT_AFTER.fullmatch(context.text, end, mentions[i].start) for i in metrics)
    ):
        return True
    return any(
        _OPERATING_POINT.fullmatch(context.text, mentions[i].end, mentions[j].start)
        and mentions[i].end < start
        and end <= mentions[j].start
        for i in metrics
        for j in metrics
        if i != j
    )


def _value_before(text: str, at: int) -> bool:
    """Whether a value ("92%", "96% of attacks") stands shortly before offset ``at``."""
    return _VALUE_BEFORE.search(text, max(0, at - _VALUE_BEFORE_WINDOW), at) is not None


def _worse(context: Context, metric: int, start: int, end: int, opens: int) -> bool:
    """Whether a value is a change for the worse in a metric for which higher is better ("a 1%
    drop in accuracy"), not a score nor an improvement ("a 12% drop in FID" is one)."""
    text = context.text
    mention = context.mentions[metric]
    if _LOSS_NAMED.fullmatch(mention.text):
        return True  # "with less than 1 point of accuracy loss": a cost, named as a metric
    if _LOWERED.search(
        text, max(opens, start - _CHANGE_WINDOW), start
    ) and _HIGHER_IS_BETTER.search(mention.text):
        return True  # "while lowering top-1 accuracy by only 0.4%"
    if (
        mention.end <= start
        and _LOWERED_TO.fullmatch(text, mention.end, start)
        and _HIGHER_IS_BETTER.search(mention.text)
    ):
        return True  # "while ReLU networks see their accuracies reduced to below 1%"
    if not (
        _LOSS_AFTER.match(text, end)
        or _LOSS_BEFORE.search(text, max(opens, start - _CHANGE_WINDOW), start)
        # "a deterioration of classification accuracy (0.15% to 5.33%)": the loss's metric,
        # then its values in brackets
        or mention.end <= start
        and _LOSS_OF.search(text, max(opens, mention.start - 30), mention.start)
        and _BRACKETED_AFTER.fullmatch(text, mention.end, start)
        # "less than 0.4% accuracy drop": the loss word after the metric right after the value
        or mention.start >= end
        and _VALUE_GAP.fullmatch(text, end, mention.start)
        and _LOSS_AFTER.match(text, mention.end)
    ):
        return False
    return not _LOWER_IS_BETTER.search(f"{mention.text} {mention.canonical or ''}")


# A loss word and its "of" right before a metric, and what stands between the metric and a
# value it gives in brackets ("(0.15%", "(0.15% to ").
_LOSS_OF = re.compile(
    r"\b(?:drops?|decreases?|loss|degradation|deterioration)\s+(?:of|in)\s+(?:the\s+)?$", re.I
)
_BRACKETED_AFTER = re.compile(r"\s*\(\s*(?:\d+(?:\.\d+)?\s*%?\s+to\s+)?")


# A metric lowered by the value ("while lowering top-1 accuracy by only 0.4%"): a cost when
# the metric is one for which higher is better (of others, "lowers the CHAIR metric by 22%",
# the direction is unknown).
_LOWERED = re.compile(
    r"\b(?:lower(?:s|ed|ing)?|reduc(?:e|es|ed|ing)|decreas(?:e|es|ed|ing)|hurt(?:s|ing)?)"
    r"\s+(?:the\s+)?(?:[\w-]+\s+){1,3}?by\s+(?:(?:up\s+to|about|only|just|merely|less\s+than)\s*)?$",
    re.I,
)
# A metric then the verb that lowers it to the value ("accuracies reduced to below | 1%").
_LOWERED_TO = re.compile(
    r"\s+(?:(?:is|are|was|were|gets?|got)\s+)?(?:reduced|dropped|decreased|degraded|fell|falls"
    r"|drops?|collapsed?|collapses)\s+to\s+(?:(?:below|under|only|just|about|around|nearly)\s+)?",
    re.I,
)
_HIGHER_IS_BETTER = re.compile(
    r"^(?:(?:top-\d+|mean|average|overall|test|validation)\s+)?(?:accurac(?:y|ies)|f1(?:\s+score)?|"
    r"bleu|rouge(?:-\w+)?|auc|auroc|precision|recall|map|miou|psnr|ssim)$",
    re.I,
)


def _on_other(context: Context, number: Token | Number) -> bool:
    """Whether a value is said to be on something other than data ("73.1% on commonsense
    reasoning": a task), so that it is not on the sentence's one dataset."""
    end = number.idx + len(number.text)
    on = _ON_AFTER.match(context.text, end)
    return on is not None and any(
        m.start == on.end() and m.type not in DATA_TYPES for m in context.mentions
    )


def _metric_on_other(context: Context, metric: int, number: Token | Number) -> bool:
    """Whether the metric of a value is said to be measured on something other than data between
    it and the value ("improves average accuracy on five commonsense reasoning tasks by 6.3
    points"), so that the value is not on the sentence's one dataset."""
    mentions = context.mentions
    on = _METRIC_ON.match(context.text, mentions[metric].end)
    return on is not None and any(
        m.start == on.end() and m.end <= number.idx and m.type not in DATA_TYPES for m in mentions
    )


# "19% more accurate", "3.2x faster", "40 times faster": a comparative after a value names
# the metric it changes; the word is a mention of that metric (by its gazetteer name).
_COMPARATIVE = re.compile(
    r"\d(?:\s*(?:%|\\%|[x×]|times|-fold)\s*|\s+)(?:(more\s+)(accurate)|(faster|speed[- ]ups?))\b",
    re.I,
)
_COMPARATIVE_METRICS = {
    "accurate": "accuracy",
    "faster": "speedup",
    "speed": "speedup",  # "a 38% speed-up", "3x to 7x speed ups"
    "compress": "compression ratio",
}
# "19x compression", "90% compression of LeNet-5": a factor or share of compression; "is
# compressed 19x", "compress the model by more than 60x": the verb before its factor. The
# word (or the verb's stem) is a mention of the compression ratio.
_COMPRESSION = re.compile(
    r"\d(?:\s*(?:%|\\%|[x×]|times|-fold))\s+(compression)\b"
    rf"|\b(compress(?:e[sd]?|ing)?)\b(?=[^.;,]{{0,40}}?\b(?:by|to)?\s*{_ABOUT}"
    r"\d+(?:\.\d+)?\s*(?:[x×]|times|-fold)(?!\w))",
    re.I,
)
_TIMES = re.compile(r"\s*times\b", re.I)
# What stands between a value and its comparative ("19% more | accurate", "3.2x | faster").
_COMPARATIVE_GAP = re.compile(r"\s*(?:%|\\%|[x×]|times|-fold)?\s*(?:more\s+)?", re.I)


def comparative_metrics(context: Context) -> tuple[dict[int, Mention], list[Mention]]:
    """Mentions of the metric a comparative after a value changes ("19% more accurate than X"
    -> accuracy, "3.2x faster" -> speedup): those that replace a noun-phrase candidate of the
    same words ("7x | speed ups"), by index, and the new ones, where no mention holds the
    word."""
    replaced: dict[int, Mention] = {}
    found = []
    text = context.text
    matches = [(m, 2 if m.group(2) else 3) for m in _COMPARATIVE.finditer(text)]
    matches += [(m, 1 if m.group(1) else 2) for m in _COMPRESSION.finditer(text)]
    for match, group in sorted(matches, key=lambda pair: pair[0].start(pair[1])):
        start, end = match.start(group), match.end(group)
        # (the tagger's or the phrase finder's noun phrase of the word, or one it opens:
        # "6x | compression over vanilla policies")
        same = [
            i
            for i, m in enumerate(context.mentions)
            if m.start == start
            and (m.end == end or m.end > end and m.extractor == "ner")
            and m.extractor in ("phrase", "ner")
        ]
        if not same and any(m.start < end and start < m.end for m in context.mentions):
            continue
        word = match.group(group).lower()
        stem = next((w for w in ("compress", "speed") if word.startswith(w)), word)
        mention = Mention(
            text[start:end],
            start,
            end,
            EntityType.METRIC,
            COMPARATIVE_EXTRACTOR,
            confidence.RESULT,
            canonical=_COMPARATIVE_METRICS[stem],
        )
        if same:
            replaced[same[0]] = mention
        else:
            found.append(mention)
    return replaced, found


# A value's "less" or "more" right before a metric: the change of that metric, for the better
# ("2.4% less test error"; not "0.3% less top-1 accuracy", a loss; "98% less training data"
# names no metric, a cost).
_LESS_OR_MORE = re.compile(r"\s*%?\s*(less|more)\s+", re.I)


def _comparative(context: Context, metrics: Sequence[int], end: int) -> int | None:
    """The comparative metric right after a value ("19% | more accurate", "2.4% | less test
    error"), if any."""
    for i in metrics:
        mention = context.mentions[i]
        if mention.extractor == COMPARATIVE_EXTRACTOR and _COMPARATIVE_GAP.fullmatch(
            context.text, end, mention.start
        ):
            return i
    for i in metrics:
        mention = context.mentions[i]
        found = _LESS_OR_MORE.fullmatch(context.text, end, mention.start)
        lower_better = _LOWER_IS_BETTER.search(f"{mention.text} {mention.canonical or ''}")
        if found is not None and (found.group(1).lower() == "less") == bool(lower_better):
            return i
    return None


def metric_names(context: Context) -> dict[int, Mention]:
    """Metric mentions right after a number cut to the metric's name: "a 3.2 BLEU gain" ->
    "BLEU", "1.5 point F1" -> "F1" (the change word stays in the text, where
    :func:`find_results` reads it), by index. A metric before its number ("an error reduction
    of 22%") keeps its name."""
    changed = {}
    text = context.text
    for index, mention in enumerate(context.mentions):
        if mention.type is not EntityType.METRIC or mention.canonical is not None:
            continue
        if not _AFTER_A_NUMBER.search(text, max(0, mention.start - 12), mention.start):
            continue
        start, end = mention.start, mention.end
        tail = _CHANGE_WORD.search(mention.text)
        if tail is not None:
            end = start + tail.start()
        head = _POINT_WORD.match(mention.text)
        if head is not None:
            start += head.end()
        rest = text[start:end].lower()
        if (start, end) != (mention.start, mention.end) and start < end and rest not in _UNITS:
            changed[index] = replace(mention, text=text[start:end], start=start, end=end)
    return changed


# "trim down the energy cost up to 40%", "reduces the query count up to 80%": a verb of cutting
# right before the metric, its amount after it without "by" (not "to 3%": a score reached; not
# "improves accuracy up to 93.1%", which may be the score it reaches).
_CHANGED_OBJECT_BEFORE = re.compile(
    r"\b(?:reduc|lower|cut|decreas|trim|sav|halv|shorten)\w*\s+(?:down\s+)?"
    r"(?:the\s+|its\s+|their\s+)?$",
    re.I,
)
_CHANGED_OBJECT_GAP = re.compile(
    r"\s+(?:up\s+to|about|around|nearly|almost|roughly|over|more\s+than)\s*~?\s*", re.I
)


def _changed_object(context: Context, metric: int, start: int, sentence_start: int) -> bool:
    """Whether the number at ``start`` is the amount a verb changes the metric right before
    it by, "by" left out: "trim down the energy cost up to 40%"."""
    mention = context.mentions[metric]
    return bool(
        mention.end <= start
        and _CHANGED_OBJECT_GAP.fullmatch(context.text, mention.end, start)
        and _CHANGED_OBJECT_BEFORE.search(context.text, sentence_start, mention.start)
    )


def _change_after_metric(context: Context, metric: int, end: int) -> bool:
    """Whether the metric right after the number (or after the data it is measured on) is
    followed by a change word ("a 3.2 BLEU gain", "a 1.5 point F1 improvement", "4.0% ImageNet
    top1 accuracy improvement")."""
    mention = context.mentions[metric]
    text = context.text
    # ("4.0% ImageNet top1 accuracy improvement": the data the metric is measured on between)
    starts = [end] + [
        m.end
        for m in context.mentions
        if m.type in DATA_TYPES
        and end <= m.start
        and m.end <= mention.start
        and _RIGHT_AFTER.fullmatch(text, end, m.start)
        and not text[m.end : mention.start].strip()
    ]
    return any(_RIGHT_AFTER.fullmatch(text, at, mention.start) for at in starts) and bool(
        _CHANGE_AFTER.match(text, mention.end)
    )


# A bracket opened and not closed before a number ("(2", "(accuracy 3"); a complexity's "O(".
_OPEN_BRACKET = re.compile(r"\([^()]*$")
_BIG_O = re.compile(r"\bO\}?\s*(?:\\left)?\s*\([^()]*$")
# How far back a complexity's "O(" may open ("$\widetilde{O}\left(\epsilon^{-\frac{2").
_BIG_O_WINDOW = 40


def _not_a_value(context: Context, token: Token | Number, end: int) -> bool:
    """Whether a number is a year, a citation marker, an enumeration, a subscript or part of
    a name (a mention holds it: "WMT 2016", "ResNet 50")."""
    doc, text = context.doc, context.text
    before = doc[token.i - 1].text if token.i > 0 else ""
    after = doc[token.i + 1].text if token.i + 1 < len(doc) else ""
    if _YEAR.fullmatch(token.text):
        return True
    if before == "(" and after == ")" and token.text.isdigit():
        return True  # "(2)": an enumeration or an equation number
    if before == "(" and after == ")" and _model_size(context, token.idx):
        return True  # "MobileNetV2 (1.0)": a model's width or version, in brackets after it
    if (
        after == ")"
        and len(token.text) == 1
        and token.text.isdigit()
        and not _OPEN_BRACKET.search(text, max(0, token.idx - _CLAUSE_WINDOW), token.idx)
    ):
        return True  # "challenges remain: 1) the lack of ..., 2) ...": an enumeration
    if _BIG_O.search(text, max(0, token.idx - _BIG_O_WINDOW), token.idx):
        return True  # "from O(n^2) to O(n log n)", "$O(2^T)$": a complexity's exponent
    if _IN_BRACKETS_BEFORE.search(text, max(0, token.idx - 12), token.idx) and (
        _IN_BRACKETS_AFTER.match(text, end)
    ):
        return True  # "[3]", "[2, 5]": a citation
    if token.idx > 0 and text[token.idx - 1] in "_^":
        return True  # "$\\ell_1$": a subscript
    if _numbered_name(context, token):
        return True  # "on a Pixel 6 phone", "Table 3": the number of a name
    # "up to | 10x inference | speedup": a factor or a share the tagger took into the words
    # after it opens no name
    amount = _FACTOR_TOKEN.fullmatch(doc[token.i].text) or text.startswith("%", end)
    return any(
        m.start <= token.idx
        and end <= m.end
        and m.type is not EntityType.METRIC
        and not (amount and m.start == token.idx)
        for m in context.mentions
    )


def _model_size(context: Context, at: int) -> bool:
    """Whether the bracket before ``at`` opens right after a model's name ("MobileNetV2 (1.0)")."""
    opened = context.text.rfind("(", 0, at)
    return any(
        m.type is EntityType.MODEL and not context.text[m.end : opened].strip()
        for m in context.mentions
        if m.end <= opened
    )


def _numbered_name(context: Context, token: Token | Number) -> bool:
    """Whether a whole number of one or two digits, or a release number ("4.0"), follows a
    capitalised word in mid-sentence that is no metric ("Pixel 6", "Table 3", "Llama 2",
    "Tesseract 4.0"): it numbers a name, it is no value."""
    doc = context.doc
    version = _RELEASE.fullmatch(token.text) and not _UNIT.match(
        context.text, token.idx + len(token.text)
    )  # "Tesseract 4.0", "Python 3.7": a release of a named tool
    if not (token.text.isdigit() and len(token.text) <= 2 or version) or token.i == 0:
        return False
    word = doc[token.i - 1]
    if not (word.text[:1].isupper() and word.text[1:].islower() and word.is_alpha):
        return False
    if word.is_sent_start or token.idx != word.idx + len(word.text) + 1:
        return False
    return not any(
        m.type is EntityType.METRIC and m.end == word.idx + len(word.text) for m in context.mentions
    )


# A measure another varies with, no measure of the value after it ("decreases with model size
# to only 1.1x", "scales with the number of parameters").
_VARIES_WITH = re.compile(
    r"\b(?:increas|decreas|grow|scal|var|shrink|improv|degrad|chang|declin|drop|decay)\w*\s+"
    r"with\s+(?:the\s+|increasing\s+|decreasing\s+|larger\s+|smaller\s+|growing\s+)?$",
    re.I,
)


def metric_for(
    context: Context, metrics: Sequence[int], position: int, number_text: str
) -> int | None:
    """The metric a number belongs to: right after it ("4.1% error", "98% of zero-shot
    accuracy"), else the nearest before it in the clause, else one shortly after."""
    mentions = context.mentions
    text = context.text
    end = position + len(number_text)
    # "4.1% error on A and 96.2% accuracy on B": a metric right after the number is its own.
    right_after = [
        i
        for i in metrics
        if _RIGHT_AFTER.fullmatch(text, end, mentions[i].start)
        or _SHARE_OF.fullmatch(text, end, mentions[i].start)
        # "by 16% (relative measure on success rate)", "120% (goal progress)": the metric the
        # bracket right after the value names, closing it
        or _BRACKET_OPENS.fullmatch(text, end, mentions[i].start)
        and _BRACKET_CLOSES.match(text, mentions[i].end)
    ]
    if right_after:
        return right_after[0]
    before = [
        i
        for i in metrics
        if mentions[i].end <= position
        and position - mentions[i].end <= _METRIC_BEFORE_WINDOW
        # "the speedup ... decreases with model size to only 1.1x": what it varies with
        and not _VARIES_WITH.search(text, max(0, mentions[i].start - 40), mentions[i].start)
    ]
    if len(before) > 1 and _OPERATING_POINT.fullmatch(
        text, mentions[before[-2]].end, mentions[before[-1]].start
    ):  # "the false positive rate at 95% true positive rate by 18%", "R@1 at IoU 0.5 by 4.8
        # points": the rate measured
        before.pop()
    if (
        before
        and not _CLAUSE_BREAK.search(text[mentions[before[-1]].end : position])
        and not _OTHER_MEASURE.search(text, mentions[before[-1]].end, position)
        and not _OTHER_BRACKETED.fullmatch(text, mentions[before[-1]].end, position)
        and not _OTHER_CHANGE.search(text, mentions[before[-1]].end, position)
    ):
        # "by 6.1 mIoU and on B by 3.4% overall accuracy": a metric one modifier after the
        # value is its own where the one before is another value's
        modified = [
            i
            for i in metrics
            if mentions[i].start > end and _MODIFIER_THEN.fullmatch(text, end, mentions[i].start)
        ]
        owned = _AFTER_A_NUMBER.search(
            text, max(0, mentions[before[-1]].start - 12), mentions[before[-1]].start
        )
        if modified and owned:
            return modified[0]
        return before[-1]
    after = [
        i
        for i in metrics
        if mentions[i].start >= end and mentions[i].start - end <= METRIC_AFTER_WINDOW
    ]
    if (
        after
        and _NUMBER_THEN_METRIC.fullmatch(between := text[end : mentions[after[0]].start])
        and not _AT_AFTER.match(between)
        and not _CLAUSE_BREAK.search(between)  # "by 40% while keeping exact match": another's
    ):
        return after[0]
    return None


def dataset_for(
    context: Context, datasets: Sequence[int], number: Token | Number, sentence: Sentence
) -> int | None:
    """The dataset a number was measured on, if the sentence says."""
    mentions = context.mentions
    text = context.text
    position = number.idx + len(number.text)
    opened = _VALUE_IN_PARENTHESES.search(text, sentence.start, number.idx)
    if opened is not None:  # "MMLU (45.2%)": the value of the dataset right before it
        named = [i for i in datasets if mentions[i].end == opened.start()]
        if named:
            return named[0]
    # "improves AP on the OV-COCO benchmark by 4.7 points and ... on LVIS", "improves accuracy
    # on VQA-CP from 41.2% to 60.5% without ... on X", "lowers the error on X to 51.3": the
    # data a change stated right after
    for between in (_BY_AFTER, _FROM_TO_AFTER, _TO_AFTER):
        for i in datasets:
            if (
                mentions[i].end <= number.idx
                and between.fullmatch(text, mentions[i].end, number.idx)
                and _ON_BEFORE.search(
                    text, max(sentence.start, mentions[i].start - 12), mentions[i].start
                )
            ):
                return i
    following = text[position : sentence.end]
    paren = _PARENTHESIS.match(following)
    aside = False
    if paren:
        inside = [
            i
            for i in datasets
            if mentions[i].start >= position and mentions[i].start <= position + paren.end() + 2
        ]
        if inside:
            return inside[0]
        close = text.find(")", position + paren.end(), sentence.end)
        if close == -1 or "(" in text[position + paren.end() : close]:
            return None
        # "by 16% (relative measure on success rate) on VLN": an aside, then the value's data
        # (only "on X" right after it: "26.0% / 8.5% (Top-1 / Top-5) respectively" is no
        # value of the sentence's opening "For CIFAR-10")
        following = " " * (close + 1 - position) + text[close + 1 : sentence.end]
        aside = True
    # "1.189 bits-per-character (BPC) on X": a short form in parentheses is no clause's end
    clause = _CLAUSE.match(_SHORT_ASIDE.sub(lambda m: " " * len(m.group()), following))
    opening = _opening_dataset(context, datasets, number, sentence)
    # The slice matters: "\b" at its start holds after the number only in the slice.
    for on in _ON.finditer(clause.group(0) if clause else ""):
        start = position + on.end()
        if opening is not None and _OVER.search(text, position, position + on.start()):
            # "on NSynth it improves accuracy by 6 points over pretraining on AudioSet": the
            # baseline's data; the clause's opening names the result's
            continue
        hit = [i for i in datasets if abs(mentions[i].start - start) <= 1]
        part = _PART_OF.match(text, start)
        if not hit and part is not None:
            # "32.1 AP on the rare categories of LVIS": the data the part is of
            hit = [i for i in datasets if mentions[i].start == part.end()]
        if hit:
            return hit[0]
    return None if aside else _opening_dataset(context, datasets, number, sentence)


# A comparison between a value and a later "on X" ("by 6 points over pretraining on X").
_OVER = re.compile(r"\b(?:over|than|compared\s+(?:to|with)|versus|vs\.?)\s", re.I)


def _opening_dataset(
    context: Context, datasets: Sequence[int], number: Token | Number, sentence: Sentence
) -> int | None:
    """The dataset the value's clause or sentence opens on, if any."""
    mentions = context.mentions
    text = context.text
    # "On X, A outperforms B, and on PG-19 it reaches a perplexity of 27.4": the data a later
    # clause opens with
    opened_on = [
        i
        for i in datasets
        if mentions[i].end <= number.idx
        and number.idx - mentions[i].end <= _OPENED_ON_WINDOW
        and ";" not in text[mentions[i].end : number.idx]
        and _CLAUSE_ON.search(text, max(sentence.start, mentions[i].start - 32), mentions[i].start)
    ]
    if opened_on:
        return opened_on[-1]
    lead = _LEADING_ON.match(text[sentence.start : number.idx])
    if lead:
        hit = [i for i in datasets if mentions[i].start == sentence.start + lead.end()]
        if hit:
            return hit[0]
    return None
