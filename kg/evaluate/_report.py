"""The evaluation report: one frozen value, rendered as an aligned table or as JSON."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass

from kg.evaluate._scheme import Score

__all__ = ["EvalReport", "format_report", "report_to_json"]


@dataclass(frozen=True)
class EvalReport:
    """Scores of kg's pipeline on one gold file.

    Attributes:
        source: The gold file.
        gold_format: ``scierc``, ``scier-llm`` or ``scier-plm``.
        documents: Documents scored.
        micro: Mention level, exact typed spans, micro-averaged over the scored types.
        per_type: Mention level by scoring type.
        untyped: Mention level, exact spans whatever the type (boundary errors vs type errors).
        doc: Document level (distinct entities after linking), micro-averaged.
        doc_per_type: Document level by scoring type.
        relations: ``comparesWith`` and ``evaluatesOn`` against the gold relations.
        linking: Alias merging against gold synonym / coreference pairs.
        mentions: Counts: ``gold``, ``predicted`` (kept by the linker, scored types),
            ``dropped_generic``, ``unscored_type``, ``nested_task`` (known tasks read inside
            a longer mention: entities, not spans), ``rejected_by_linker``, ``gold_unlocated``.
    """

    source: str
    gold_format: str
    documents: int
    micro: Score
    per_type: Mapping[str, Score]
    untyped: Score
    doc: Score
    doc_per_type: Mapping[str, Score]
    relations: Mapping[str, Score]
    linking: Score
    mentions: Mapping[str, int]


def _score_dict(score: Score) -> dict[str, float | int]:
    return {
        "precision": round(score.precision, 4),
        "recall": round(score.recall, 4),
        "f1": round(score.f1, 4),
        "predicted": score.predicted,
        "gold": score.gold,
        "correct": score.correct,
        "found": score.found,
    }


def report_to_json(report: EvalReport) -> str:
    """The report as one JSON object (scores are fractions in 0..1).

    Keys: ``source``, ``format``, ``documents``, ``micro`` and ``doc`` (each with
    ``precision``, ``recall``, ``f1`` and the counts), ``untyped``, ``per_type`` (type ->
    ``mention`` and ``doc`` scores), ``relations``, ``linking``, ``mentions`` (counts).
    """
    payload = {
        "source": report.source,
        "format": report.gold_format,
        "documents": report.documents,
        "micro": _score_dict(report.micro),
        "doc": _score_dict(report.doc),
        "untyped": _score_dict(report.untyped),
        "per_type": {
            stype: {"mention": _score_dict(score), "doc": _score_dict(report.doc_per_type[stype])}
            for stype, score in report.per_type.items()
        },
        "relations": {name: _score_dict(score) for name, score in report.relations.items()},
        "linking": _score_dict(report.linking),
        "mentions": dict(report.mentions),
    }
    return json.dumps(payload, indent=2)


def format_report(report: EvalReport) -> str:
    """The report as a readable, aligned table."""
    counts = report.mentions
    summary = (
        f"gold mentions {counts['gold']}; ours {counts['predicted']} scored, "
        f"{counts['dropped_generic']} on Generic spans (ignored), {counts['unscored_type']} of "
        f"unscored types, {counts['nested_task']} tasks read inside a longer mention (not "
        f"spans), {counts['rejected_by_linker']} rejected by the linker"
    )
    lines = [f"{report.source} ({report.gold_format}, {report.documents} documents)", summary, ""]
    rows: list[tuple[str, str, Score]] = [
        ("mention", stype, score) for stype, score in report.per_type.items()
    ]
    rows += [("mention", "micro", report.micro), ("mention", "untyped", report.untyped)]
    rows += [("document", stype, score) for stype, score in report.doc_per_type.items()]
    rows += [("document", "micro", report.doc)]
    rows += [("relation", name, score) for name, score in report.relations.items()]
    rows += [("linking", "synonyms", report.linking)]
    header = ("level", "type", "P", "R", "F1", "ours", "gold", "correct", "found")
    table = [header] + [
        (
            level,
            name,
            f"{s.precision:.3f}",
            f"{s.recall:.3f}",
            f"{s.f1:.3f}",
            str(s.predicted),
            str(s.gold),
            str(s.correct),
            str(s.found),
        )
        for level, name, s in rows
    ]
    widths = [max(len(row[i]) for row in table) for i in range(len(header))]
    for row in table:
        cells = [
            cell.ljust(w) if i < 2 else cell.rjust(w)
            for i, (cell, w) in enumerate(zip(row, widths))
        ]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)
