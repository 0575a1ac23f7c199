"""Values listed together: their kind, their metric and the datasets they pair with.

"a gain of 0.4%, 1.4% and 2.4%" lists three improvements of one metric; "by 2.6 points in A and
3.4 points on B" coordinates two improvements of two metrics; "91.2% and 88.4% on SVHN and
STL-10" pairs the values with the datasets after them, in order, and "On A and B, ... 91.2% and
88.4%, respectively" with the datasets before them. Used by :mod:`kg.extract.relations.results`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import NamedTuple

from spacy.tokens import Token

from kg.extract.relations.context import Context, Sentence
from kg.types import DATA_TYPES, EntityType, Mention, ResultMention

__all__ = [
    "CHANGE",
    "CHANGE_IN",
    "CHANGE_IN_ANY",
    "FROM_BEFORE",
    "LIST_NEXT",
    "METRIC_AFTER_WINDOW",
    "RANGE_NEXT",
    "Number",
    "join_ranges",
    "list_end",
    "listed_starts",
    "pair_listed",
    "pair_metrics",
    "same_kind_as_listed",
]

# A change word ("improvement", "gains", "a drop"): the kind of value a list reports.
CHANGE = r"(?:improvement|gain|increase|decrease|reduction|boost|drop|margin|lead|saving)s?"
# What may stand between a value and its change word ("2.1 | percentage points | gain", "85% |
# average | reduction in training time").
_CHANGE_UNIT = (
    r"\s*%?\s*(?:absolute\s+|relative\s+|(?:percentage\s+)?points?\s+|pp\s+)?"
    r"(?:(?:average|overall|mean|total)\s+)?"
)
# "0.2% and 2% | increase in activity recognition | accuracy": the metric a change is in.
CHANGE_IN = re.compile(
    _CHANGE_UNIT
    # ("14% improvement based on the standard F1 score", "in terms of F1")
    + rf"{CHANGE}\s+(?:in|based\s+on|in\s+terms\s+of)\s+(?:the\s+|its\s+|their\s+)?"
    + r"(?:[\w-]+\s+){0,3}",
    re.I,
)
# A change word and "in" after a value, whatever is named after it ("5% improvement in test
# loss": what changed, a metric or not).
CHANGE_IN_ANY = re.compile(_CHANGE_UNIT + rf"{CHANGE}\s+in\s+(?:the\s+)?[a-z]", re.I)
# How far after a list of values its own metric may stand, in characters.
METRIC_AFTER_WINDOW = 32
# What stands between two values of one list: "0.4%, 1.4% points, and 2.4%".
_LISTED = re.compile(
    r"\s*(?:%|[x×])?\s*(?:(?:percentage\s+)?points?\s*|dB\s*)?(?:,\s*(?:and\s+)?|and\s+)$"
)
# "a gain of 0.4%, 1.4% and 2.4%", "by 0.9% for FooNet and 0.6% for BarNet": a value listed
# right after an improvement of the same metric is one too.
_LISTED_AFTER = re.compile(
    r"\s*%?\s*(?:(?:percentage\s+)?points?\s*|dB\s*)?(?:\s+for\s+[^,;.()]{1,40}?)?"
    r"\s*(?:,\s*(?:and\s+)?|and\s+)$"
)
# "by 2.6 points in A and 3.4 points on B": a value coordinated with an improvement, in the
# same unit, is one too whatever its metric.
# Between a range's two values ("by 4 to 9 points", "by 3-5%").
_RANGE_GAP = re.compile(r"\s*%?\s*(?:to|[-–])\s*")
_COORDINATED = re.compile(
    r"[^;:()]*?(?:,\s*)?\band\s+(?:(?:more\s+than|over|nearly|almost|about|up\s+to)\s+)?$"
)
_NAMED_RIGHT_AFTER = re.compile(r"\s*%?\s*")
_POINTS = re.compile(r"\s*(%|(?:percentage\s+)?points?\b|pp\b)", re.I)
# ("2.1x and 2.4x speedups": factors listed)
# A unit a listed value may carry ("by 1.9 dB and 2.4 dB").
_LISTED_UNIT = r"(?:%|[x×](?!\w)|\s*dB\b|\s*points?\b|\s*pp\b)"
LIST_NEXT = re.compile(rf"\s*{_LISTED_UNIT}?\s*(?:,\s*(?:and\s+)?|and\s+)(\d+(?:\.\d+)?%?)")
# A range of percentages or plain values; factors ("1.4 to 2× speedup") are left as they were.
RANGE_NEXT = re.compile(
    r"\s*%?\s*(?:to\s*(?:(?:over|above|nearly|almost|about|around|approximately|roughly|"
    r"more\s+than|less\s+than|under|below)\s+)?|[-–]\s*)"
    r"(\d+(?:\.\d+)?%?)(?![\w$\\×]|\s*[x×](?!\w))"
)
# A sentence that opens on where its results were obtained ("On A and B, ...").
_OPENS_ON = re.compile(r"\s*(?:On|Across)\s")
_RESPECTIVELY = re.compile(r"\brespectively\b", re.I)
_LIST_SEPARATOR = re.compile(r"\s*(?:,\s*(?:and\s+)?|and\s+)(?:the\s+)?")
# "... and 4.0 points on A, B and C": the datasets after a list's unit ("over A and B
# datasets, respectively": only data-typed names are taken, no baseline after "over")
_LIST_ON = re.compile(
    r"\s*%?\s*(?:(?:percentage\s+)?points?\s*|pp\s*|dB\s*)?(?:,\s*)?(?:respectively\s*,?\s*)?"
    # "40% and 65%, during inference on A and B": when the values were measured, then where
    r"(?:(?:during|at)\s+(?:[\w-]+\s+){1,2}?)?"
    r"(?:on|for|in|over|across)\s+(?:the\s+)?"
)
_GAINS = re.compile(rf"\s+{CHANGE}\b", re.I)


# "3x to 13x faster", "a 6% to 20% drop", "+1.8% to +4.4% improvement", "0.4–8.2 percent
# points": the start of a range before its end value (group 1 the number, 2 its unit).
_RANGE_UNIT = r"(?:%|\\%|[x×])"
_RANGE_JOIN = r"\s*(?:(?:up\s+)?to|[-–~])\s*(?:(?:about|around|roughly|nearly|almost|over)\s+)?"
_RANGE_BEFORE = re.compile(rf"(?<![\w.])([+]?\d+(?:\.\d+)?)\s*({_RANGE_UNIT})?{_RANGE_JOIN}$", re.I)
_RANGE_WINDOW = 40
# "10x to 50x": the end of a range after its start's value (group 1 the end's number).
_RANGE_AFTER = re.compile(rf"\s*{_RANGE_UNIT}?{_RANGE_JOIN}[+]?(\d+(?:\.\d+)?)", re.I)
_LEADING_NUMBER = re.compile(r"[+~]?(\d+(?:\.\d+)?)")
# "from | 71.5% to 78.0%": where a change starts
FROM_BEFORE = re.compile(r"\bfrom\s+$", re.I)
_RANGING_FROM = re.compile(r"\brang(?:e|es|ed|ing)\s+from\s+$", re.I)
# "from 0.89 to 0.97 and 0.75 to 0.87", "from 93.2% to 94.3% on A and 50.0% to 79.2% on B": a
# change earlier in the sentence, whose parallel pairs are changes too
_EARLIER_CHANGE = re.compile(r"\bfrom\s+[+]?\d+(?:\.\d+)?\s*%?\s+to\s+[+]?\d", re.I)


def join_ranges(
    text: str,
    sentence: Sentence,
    numbers: Sequence[Token | Number],
    found: Sequence[ResultMention],
) -> tuple[list[Token | Number], list[ResultMention]]:
    """One result for a range ("3x to 13x faster": ``3-13×``, as a range written in one token,
    "1.5-4x", is read): the end value's metric and dataset (the start's where the end has
    none), an improvement where either end is one; the start's own result goes. Where a change
    starts ("from 71.5% to 78.0%") is no range, nor is a descending pair or one of two units."""
    at_number = {number.idx: at for at, number in enumerate(numbers)}
    out = list(found)
    starts: set[int] = set()
    for at, (number, result) in enumerate(zip(numbers, found, strict=True)):
        window = max(sentence.start, number.idx - _RANGE_WINDOW)
        before = _RANGE_BEFORE.search(text, window, number.idx)
        end_value = _LEADING_NUMBER.match(number.text)
        if before is None or end_value is None:
            continue
        start = before.start(1)
        lead = text[max(sentence.start, start - _RANGE_WINDOW) : start]
        if FROM_BEFORE.search(lead) and not _RANGING_FROM.search(lead):
            continue  # "from 71.5% to 78.0%": where a change started
        if _EARLIER_CHANGE.search(text, sentence.start, start):
            continue
        first, value = before.group(1), result.value
        unit = (before.group(2) or "").replace("\\", "").replace("x", "×")
        if unit and not value.endswith(unit) or float(first) >= float(end_value.group(1)):
            continue
        opened = found[at_number[start]] if start in at_number else None
        if opened is not None:
            result = replace(
                result,
                dataset=result.dataset if result.dataset is not None else opened.dataset,
                improvement=result.improvement or opened.improvement,
            )
        out[at] = replace(
            result, value=f"{first}-{value.removeprefix('+') if first.startswith('+') else value}"
        )
        starts.add(start)
    # where each value's digits start ("+4.4": after its sign)
    digits = {number.idx + len(number.text) - len(number.text.lstrip("+~")) for number in numbers}
    for number in numbers:
        # "saving 10x to 50x parameters": a range whose end is no result opens none either
        after = _RANGE_AFTER.match(text, number.idx + len(number.text), sentence.end)
        value = _LEADING_NUMBER.match(number.text)
        if after and value and number.idx not in starts and after.start(1) not in digits:
            lead = text[max(sentence.start, number.idx - _RANGE_WINDOW) : number.idx]
            if float(value.group(1)) < float(after.group(1)) and not FROM_BEFORE.search(lead):
                starts.add(number.idx)
    kept = [at for at, number in enumerate(numbers) if number.idx not in starts]
    return [numbers[at] for at in kept], [out[at] for at in kept]


class Number(NamedTuple):
    """A number inside a token ("attains76.8"): what the rules read of a Token."""

    i: int
    idx: int
    text: str


def same_kind_as_listed(
    text: str,
    numbers: Sequence[Token | Number],
    found: list[ResultMention],
    mentions: Sequence[Mention],
) -> list[ResultMention]:
    """Values listed after an improvement of the same metric (one mention, or two of one name
    in ``mentions``: "61.2 HOTA on X, outperforming Y by 1.7 and 8.9 HOTA"), or closing a range
    it opens, are improvements too."""
    out = list(found)
    for at in range(1, len(out)):
        before, number = numbers[at - 1], numbers[at]
        if not out[at - 1].improvement or out[at].improvement:
            continue
        after_before = before.idx + len(before.text)
        first, second = out[at - 1].metric, out[at].metric
        same = first == second or mentions[first].text.lower() == mentions[second].text.lower()
        if same and (
            _LISTED_AFTER.fullmatch(text, after_before, number.idx)
            or _RANGE_GAP.fullmatch(text, after_before, number.idx)  # "by 4 to 9 points"
        ):
            out[at] = replace(out[at], improvement=True)
        elif _COORDINATED.fullmatch(text, after_before, number.idx) and (
            _same_unit(text, after_before, number.idx + len(number.text))
            # "an increase of 2.5 F1 on A and more than 2.0 F1 on B": one metric named after each
            or same
            and _NAMED_RIGHT_AFTER.fullmatch(text, after_before, mentions[first].start)
            and _NAMED_RIGHT_AFTER.fullmatch(
                text, number.idx + len(number.text), mentions[second].start
            )
        ):
            out[at] = replace(out[at], improvement=True)
    return out


def _same_unit(text: str, first_end: int, second_end: int) -> bool:
    """Whether two values carry the same unit word right after them ("points", "%")."""
    first, second = _POINTS.match(text, first_end), _POINTS.match(text, second_end)
    return (
        first is not None
        and second is not None
        and first.group(1).lower().rstrip("s") == second.group(1).lower().rstrip("s")
    )


def list_end(text: str, end: int, stop: int) -> int:
    """Where the list or range of values that starts at a number ending at ``end`` ends
    ("1.5%, 2.6% and 3.1%" -> after "3.1")."""
    for _ in range(16):  # a list of values is short; the bound keeps the walk finite
        listed = LIST_NEXT.match(text, end, stop) or RANGE_NEXT.match(text, end, stop)
        if listed is None:
            break
        end = listed.end(1)
    return end


def listed_starts(text: str, end: int, stop: int) -> set[int]:
    """Where the values listed after a number ending at ``end`` start ("0.4%, 4% and 0.83%"
    -> the starts of "4" and "0.83")."""
    starts = set()
    for _ in range(16):  # as list_end: a list of values is short
        listed = LIST_NEXT.match(text, end, stop) or RANGE_NEXT.match(text, end, stop)
        if listed is None:
            break
        starts.add(listed.start(1))
        end = listed.end(1)
    return starts


def pair_listed(
    context: Context,
    datasets: Sequence[int],
    numbers: Sequence[Token | Number],
    found: list[ResultMention],
    sentence: Sentence,
) -> list[ResultMention]:
    """Values listed together ("91.2% and 88.4%") take the datasets listed after them ("on
    SVHN and STL-10") in order, or before them when the sentence says "respectively", when the
    two lists are as long."""
    text = context.text
    out = list(found)
    for start, stop in _runs(text, numbers):
        if stop - start > 1:
            last = numbers[stop - 1]
            after = last.idx + len(last.text)
            if text[after : after + 1] in ("x", "×"):
                after += 1  # "8x, 3x and 1.4x on A, B and C": the factors' sign
            # The list's metric may stand between it and its datasets ("90% accuracy on A and B").
            metric = next(
                (m for m in context.mentions if 0 <= m.start - after <= 3 and m.end < sentence.end),
                None,
            )
            if metric is not None and metric.type is EntityType.METRIC:
                after = metric.end
            else:  # "1.5% and 2.6% improvements in accuracy on A and B": the list's own metric
                own = context.mentions[out[stop - 1].metric]
                if 0 <= own.start - after <= METRIC_AFTER_WINDOW or (
                    own.start > after and CHANGE_IN.fullmatch(text, after, own.start)
                ):  # ("0.2% and 2% increase in activity recognition accuracy over A and B")
                    after = own.end
            gained = _GAINS.match(text, after, sentence.end)  # "accuracy gains on A and B"
            if gained is not None:
                after = gained.end()
            listed = _dataset_list(context, datasets, after, sentence)
            if not listed and (
                _RESPECTIVELY.search(text, after, sentence.end)
                or _OPENS_ON.match(text, sentence.start, sentence.end)
            ):
                # "On A and B, it reaches 91.2% and 88.4% accuracy, respectively."; "On A and
                # its variant B, it improves recall by 4.2 and 9.8 points" (in order)
                first = numbers[start].idx
                listed = _named_once(
                    context, [i for i in datasets if context.mentions[i].end <= first]
                )
                if len(listed) < stop - start:
                    # "On the Amazon and YelpChi fraud datasets, ...": names the opening lists,
                    # typed data only later ("A and B datasets")
                    listed = _opening_names(context, sentence, first) or listed
            if not listed:
                # "evaluated on A, B and C, where it improves MRR by 2.3, 1.9 and 4.0": the one
                # list of datasets before the values, in order
                listed = _one_list_before(context, datasets, sentence, numbers[start].idx)
            if len(listed) == stop - start:
                for offset, dataset in enumerate(listed):
                    out[start + offset] = replace(out[start + offset], dataset=dataset)
    return out


# How far after a list of values its "respectively" may stand, in characters.
_RESPECTIVELY_WINDOW = 60


def pair_metrics(
    context: Context,
    numbers: Sequence[Token | Number],
    found: list[ResultMention],
    sentence: Sentence,
) -> list[ResultMention]:
    """Values listed together that took one metric take, in order, the metrics a list before
    them names when the sentence says "respectively" and the two lists are as long ("recall and
    precision improve by 4.1% and 2.3%, respectively"), or a list right after them ("an
    improvement of 17% and 32% in IS and FID respectively")."""
    text = context.text
    out = list(found)
    for start, stop in _runs(text, numbers):
        last = numbers[stop - 1]
        after = last.idx + len(last.text)
        if (
            stop - start > 1
            and len({r.metric for r in out[start:stop]}) == 1
            and _RESPECTIVELY.search(text, after, min(sentence.end, after + _RESPECTIVELY_WINDOW))
        ):
            listed = _metric_list(context, out[start].metric, numbers[start].idx)
            listed = listed or _metric_list_after(context, after)
            if len(listed) == stop - start:
                for offset, metric in enumerate(listed):
                    out[start + offset] = replace(out[start + offset], metric=metric)
    return out


# "9.3% WER and 4.5% WER": values listed with their metric's word after each.
_WORD_LISTED = re.compile(r"\s*%?\s*([A-Za-z][\w-]{0,11})\s*(?:,\s*(?:and\s+)?|and\s+)$")


def _same_unit_listed(text: str, before: Token | Number, after: Token | Number) -> bool:
    """Whether two values are listed each with the same word after it ("9.3% WER and 4.5%
    WER")."""
    between = _WORD_LISTED.match(text[before.idx + len(before.text) : after.idx])
    if between is None:
        return False
    word = re.escape(between.group(1))
    return re.match(rf"\s*%?\s*{word}(?![\w-])", text[after.idx + len(after.text) :]) is not None


def _runs(text: str, numbers: Sequence[Token | Number]) -> list[tuple[int, int]]:
    """The values listed together ("91.2% and 88.4%", "0.4%, 1.4% and 2.4%"), as ``(start,
    stop)`` ranges of ``numbers`` in order; a value listed with none is a range of one."""
    runs = []
    start = 0
    while start < len(numbers):
        stop = start + 1
        while stop < len(numbers) and (
            _LISTED.match(
                text[numbers[stop - 1].idx + len(numbers[stop - 1].text) : numbers[stop].idx]
            )
            or _same_unit_listed(text, numbers[stop - 1], numbers[stop])
        ):
            stop += 1
        runs.append((start, stop))
        start = stop
    return runs


def _metric_list(context: Context, metric: int, first: int) -> list[int]:
    """The metrics listed with ``metric`` ("A, B and C") when ``metric`` closes the list and
    stands before ``first``, in order; else []."""
    text, mentions = context.text, context.mentions
    if mentions[metric].end > first:
        return []
    listed = [metric]
    while True:
        at = mentions[listed[0]].start
        before = [
            i
            for i, m in enumerate(mentions)
            if m.type is EntityType.METRIC
            and m.end <= at
            and _METRIC_SEPARATOR.fullmatch(text, m.end, at)
        ]
        if not before:
            return listed if len(listed) > 1 else []
        if _ELIDED.fullmatch(mentions[before[-1]].text):
            return []  # "Top-1 and Top-5 error": the first is "Top-1 error", named by neither
        listed.insert(0, before[-1])


def _metric_list_after(context: Context, after: int) -> list[int]:
    """The metrics listed right after values that end at ``after`` ("17% and 32% | in IS and
    FID"), in order, when there are two or more; else []."""
    text, mentions = context.text, context.mentions
    metrics = sorted(
        (i for i, m in enumerate(mentions) if m.type is EntityType.METRIC and m.start >= after),
        key=lambda i: mentions[i].start,
    )
    if not metrics or not _VALUES_THEN_METRICS.fullmatch(text, after, mentions[metrics[0]].start):
        return []
    listed = [metrics[0]]
    for i in metrics[1:]:
        if not _METRIC_SEPARATOR.fullmatch(text, mentions[listed[-1]].end, mentions[i].start):
            break
        listed.append(i)
    if any(_ELIDED.fullmatch(mentions[i].text) for i in listed):
        return []
    return listed if len(listed) > 1 else []


# What stands between values and the metrics listed after them: "17% and 32% | in | IS and
# FID", "4.1 and 2.3 | points of | BLEU and METEOR".
_VALUES_THEN_METRICS = re.compile(
    r"\s*(?:%|\\%|points?|pp)?\s*(?:(?:in|of|on)\s+)?(?:the\s+|terms\s+of\s+)?", re.I
)
# Between two metrics of one list ("recall, precision and an F1 score").
_METRIC_SEPARATOR = re.compile(r"\s*(?:,\s*(?:and\s+)?|and\s+)(?:the\s+|an?\s+)?")
# A metric's modifier alone, its head left to the next name of the list.
_ELIDED = re.compile(r"top-?\d+", re.I)


def _one_list_before(
    context: Context, datasets: Sequence[int], sentence: Sentence, first: int
) -> list[int]:
    """The datasets of the sentence before ``first`` when they are one list ("A, B and C"),
    else []."""
    mentions = context.mentions
    before = _named_once(
        context,
        [i for i in datasets if sentence.start <= mentions[i].start and mentions[i].end <= first],
    )
    for a, b in zip(before, before[1:]):
        if not _LIST_SEPARATOR.fullmatch(context.text, mentions[a].end, mentions[b].start):
            return []
    return before


def _opening_names(context: Context, sentence: Sentence, first: int) -> list[int]:
    """The names an opening "On ..." lists up to its comma, before ``first``: data mentions, or
    capitalised names that no other type claims (not metrics nor tasks)."""
    comma = context.text.find(",", sentence.start, first)
    if comma < 0:
        return []
    return [
        i
        for i in context.inside(sentence)
        if context.mentions[i].end <= comma
        and (
            context.mentions[i].type in DATA_TYPES
            or context.mentions[i].type in _NAMES
            and context.mentions[i].text[:1].isupper()
            and context.mentions[i].canonical is None
        )
    ]


_NAMES = frozenset({EntityType.METHOD, EntityType.MODEL, EntityType.CONCEPT})


# A short form in brackets right after a name.
_SHORT_FORM_AFTER = re.compile(r"\s*\(\s*[^()\s]{1,15}\s*\)")


def _named_once(context: Context, indices: list[int]) -> list[int]:
    """Datasets without the short form a sentence defines right after one ("the Penn Treebank
    (PTB) and WikiText-103": two datasets, not three)."""
    mentions = context.mentions
    return [
        i
        for k, i in enumerate(indices)
        if not (
            k
            and mentions[i].long_form is not None
            and mentions[indices[k - 1]].short_form == mentions[i].text
        )
    ]


def _dataset_list(
    context: Context, datasets: Sequence[int], position: int, sentence: Sentence
) -> list[int]:
    """The datasets listed right after ``position`` ("on A, B and C"), in order."""
    text, mentions = context.text, context.mentions
    on = _LIST_ON.match(text, position, sentence.end)
    if on is None:
        return []
    listed: list[int] = []
    at = on.end()
    while True:
        hit = [i for i in datasets if abs(mentions[i].start - at) <= 1]
        if not hit:
            return listed
        listed.append(hit[0])
        end = mentions[hit[0]].end
        short = _SHORT_FORM_AFTER.match(text, end, sentence.end)
        if short is not None and mentions[hit[0]].short_form is not None:
            end = short.end()  # "on the Penn Treebank (PTB) and WikiText-103": past its short form
        separator = _LIST_SEPARATOR.match(text, end, sentence.end)
        if separator is None:
            return listed
        at = separator.end()
