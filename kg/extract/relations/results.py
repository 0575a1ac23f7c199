"""Results: a metric, a number near it, and the dataset in parentheses or after "on".

"FooNet reaches FID 1.97 on CIFAR-10" is the result (FID, 1.97, CIFAR-10). Numbers that are
costs ("98% less data"), resolutions ("64x64"), years or a baseline's score ("less training
than MF (FID 3.43)") are not results.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from spacy.tokens import Token

from kg.extract.relations import confidence
from kg.extract.relations.context import Context, Sentence, evidence
from kg.types import EntityType, ResultMention

__all__ = ["dataset_for", "find_results", "metric_for"]

# How far the rules look, in characters: after a number for a cost word ("98% *less* data"),
# before it for a factor sign ("64x64"), for a metric before or after it, for "on DATASET".
_COST_WINDOW = 12
_FACTOR_WINDOW = 8
_METRIC_BEFORE_WINDOW = 60
_METRIC_AFTER_WINDOW = 25
_DATASET_CLAUSE = 80

_NUMBER = re.compile(r"^[+-]?(?:\d+(?:,\d{3})*(?:\.\d+)?|\.\d+)%?$")
_YEAR = re.compile(r"(19|20)\d\d")
_UNIT = re.compile(r"\s*([%x×])(?![\w])")
_COST = re.compile(r"\s*%?\s*(less|fewer|more|faster|slower|times|of the)\b")
_FACTOR_BEFORE, _FACTOR_AFTER = re.compile(r"[x×]\s*$"), re.compile(r"\s*[x×]\s*\d")
# "than MF (FID 3.43": the number is in a baseline's parenthesis.
_BASELINE = re.compile(r"\bthan\b[^.;]*\([^)]*$")
# What parts a metric from a number before it; what may part a number from a metric after it.
_CLAUSE_BREAK = re.compile(r"[;]|\.(?!\d)|\b(while|whereas|but|than)\b")
_NUMBER_THEN_METRIC = re.compile(r"[\s%]*(\w+\s+){0,2}(in|of)?\s*")
# The dataset of a result: in parentheses right after the number, or after "on" in its clause.
_PARENTHESIS = re.compile(r"\s*%?\s*\(")
_CLAUSE = re.compile(rf"[^;,()]{{0,{_DATASET_CLAUSE}}}")
_ON = re.compile(r"\b(on|for|in)\s+(the\s+)?")
_LEADING_ON = re.compile(r"\s*(on|for|in)\s+(the\s+)?", re.I)
_DATA = frozenset({EntityType.DATASET, EntityType.BENCHMARK})


def find_results(context: Context, sentence: Sentence) -> tuple[ResultMention, ...]:
    """The results reported in a sentence, in text order."""
    inside = context.inside(sentence)
    mentions = context.mentions
    metrics = [i for i in inside if mentions[i].type is EntityType.METRIC]
    if not metrics:
        return ()
    datasets = [i for i in inside if mentions[i].type in _DATA]
    doc = context.doc
    text = context.text
    found = []
    for token in context.tokens(sentence):
        if (
            not _NUMBER.match(token.text)
            or token.i + 1 < len(doc)
            and doc[token.i + 1].text.startswith("-")
        ):
            continue
        if token.i > 0 and doc[token.i - 1].text == "(" and _YEAR.fullmatch(token.text):
            continue
        end = token.idx + len(token.text)
        if _COST.match(text[end : end + _COST_WINDOW]):
            continue  # "98% less training data" is a cost, not a score
        if _FACTOR_BEFORE.search(
            text[max(0, token.idx - _FACTOR_WINDOW) : token.idx]
        ) or _FACTOR_AFTER.match(text, end):
            continue  # "64x64" is a resolution, not a score
        prefix = text[sentence.start : token.idx]
        if "than" in prefix.split() and prefix.rstrip().endswith("(") or _BASELINE.search(prefix):
            continue  # "less training than MF (FID 3.43)": the baseline's score
        metric = metric_for(context, metrics, token.idx, token.text)
        if metric is None:
            continue
        value = token.text
        unit = _UNIT.match(text, end)
        if unit and not value.endswith("%"):
            value += "×" if unit.group(1) in "x×" else "%"
        dataset = dataset_for(context, datasets, token, sentence)
        found.append(
            ResultMention(
                metric,
                value,
                dataset,
                evidence(context, sentence, "rule.result", confidence.RESULT),
            )
        )
    return tuple(found)


def metric_for(
    context: Context, metrics: Sequence[int], position: int, number_text: str
) -> int | None:
    """The metric a number belongs to: the nearest before it in the clause, or right after."""
    mentions = context.mentions
    text = context.text
    before = [
        i
        for i in metrics
        if mentions[i].end <= position and position - mentions[i].end <= _METRIC_BEFORE_WINDOW
    ]
    if before and not _CLAUSE_BREAK.search(text[mentions[before[-1]].end : position]):
        return before[-1]
    end = position + len(number_text)
    after = [
        i
        for i in metrics
        if mentions[i].start >= end and mentions[i].start - end <= _METRIC_AFTER_WINDOW
    ]
    if after and _NUMBER_THEN_METRIC.fullmatch(text[end : mentions[after[0]].start]):
        return after[0]
    return None


def dataset_for(
    context: Context, datasets: Sequence[int], number: Token, sentence: Sentence
) -> int | None:
    """The dataset a number was measured on, if the sentence says."""
    mentions = context.mentions
    text = context.text
    position = number.idx + len(number.text)
    following = text[position : sentence.end]
    paren = _PARENTHESIS.match(following)
    if paren:
        inside = [
            i
            for i in datasets
            if mentions[i].start >= position and mentions[i].start <= position + paren.end() + 2
        ]
        return inside[0] if inside else None
    clause = _CLAUSE.match(following)
    # The slice matters: "\b" at its start holds after the number only in the slice.
    for on in _ON.finditer(clause.group(0) if clause else ""):
        start = position + on.end()
        hit = [i for i in datasets if abs(mentions[i].start - start) <= 1]
        if hit:
            return hit[0]
    lead = _LEADING_ON.match(text[sentence.start : number.idx])
    if lead:
        hit = [i for i in datasets if mentions[i].start == sentence.start + lead.end()]
        if hit:
            return hit[0]
    return None
