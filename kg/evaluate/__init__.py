"""Evaluation: kg's own pipeline scored against SciERC and SciER gold annotations.

:func:`evaluate` runs exactly what ``kg build`` runs (:func:`kg.extract.extract`, then
:func:`kg.link.link` over all documents of the file together) on the gold documents' text
(see :mod:`kg.evaluate._gold` for how the text and offsets are rebuilt) and scores it.

Type mapping. Gold labels -> scoring types: SciERC ``Method`` -> Method, ``Task`` -> Task,
``Metric`` -> Metric, ``Material`` -> Dataset, ``OtherScientificTerm`` -> Concept;
``Generic`` is not scored: a gold Generic span is no miss, and a prediction of exactly a
Generic span is dropped (no false positive). SciER ``Method``, ``Task``, ``Dataset``. Our
classes: Method and Model -> Method, Dataset, Benchmark and Environment -> Dataset, Task, Metric and
Concept as themselves where the scheme has them (SciER scores no Metric or Concept, so ours
are not counted there); CodeRepository is never scored.

Levels:

* **Mention**: exact (start, end, type) character spans of the mentions the linker keeps
  (mentions it rejects as generic phrases never reach the graph); type = the mention's
  type. Precision, recall and F1 per type and micro-averaged; ``untyped`` ignores the type.
* **Document**: per document, the distinct entities the graph shows (our entities with a
  mention there, typed as the linked entity) against the gold entities. A key is
  ``match_key(strip_qualifiers(clean_surface(surface)))``; gold mentions of one type with
  one key are one entity, and gold entities are joined by SciERC coreference clusters and
  SciER ``Synonym-Of`` links (same type only). Ours matches gold when the types agree and
  any key of its names (label, aliases, surfaces in the document) equals any gold key.
  Counts come from a maximum one-to-one matching, so one entity of ours that merged two
  gold entities is credited once.
* **Relations**: ``comparesWith`` between two Method/Model entities against gold
  ``Compare-With`` / ``COMPARE`` between two Method entities, order-insensitive, matched by
  keys as above. ``evaluatesOn`` (paper -> dataset) against the Dataset-typed arguments of
  ``Evaluated-With`` / ``EVALUATE-FOR`` (loose: which datasets the paper is evaluated on).
* **Linking**: a gold ``Synonym-Of`` or coreference pair (two distinct keys) is recalled if
  one of our entities in that document has both among its names. Precision is over our
  merged pairs (two distinct keys of mentions of one entity within a document) where both
  keys are gold mentions; a pair is correct if one gold entity has both, or if the two keys
  are one name with and without spaces ("visual genome", "visualgenome": the gold files'
  tokenisation splits words, and Synonym-Of links only different names).

Caveat: the text keeps the gold files' tokenisation ("( CNN )", and in SciER "self - attention",
"ResNet - 1 5 2"), not the spacing of a real abstract. SciERC scores barely change with
natural spacing; on SciER, mention F1 is about 0.1 lower than on the same text re-spaced.

Example:
    >>> report = evaluate("dev.json", gold_format="scierc")  # doctest: +SKIP
    >>> print(format_report(report))  # doctest: +SKIP
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from spacy.language import Language

from kg.evaluate._detokenize import detokenize
from kg.evaluate._gold import GOLD_FORMATS, GoldDocument, read_gold
from kg.evaluate._predict import predict_documents
from kg.evaluate._report import EvalReport, format_report, report_to_json
from kg.evaluate._scheme import SCHEMES, Score
from kg.evaluate._score import DocumentScores, score_document
from kg.extract import extract
from kg.extract.pipeline import pipeline_gazetteer
from kg.link import link
from kg.types import Paper

__all__ = [
    "GOLD_FORMATS",
    "EvalReport",
    "GoldDocument",
    "Score",
    "detokenize",
    "evaluate",
    "format_report",
    "read_gold",
    "report_to_json",
]

logger = logging.getLogger(__name__)


def evaluate(
    path: str | Path,
    *,
    gold_format: str,
    nlp: Language | None = None,
    limit: int | None = None,
    progress: Callable[[int], None] | None = None,
    on_read: Callable[[int], None] | None = None,
) -> EvalReport:
    """Run kg's pipeline on a gold file's documents and score it.

    Args:
        path: A SciERC ``.json`` or SciER ``.jsonl`` file.
        gold_format: ``scierc`` or ``scier`` (LLM or PLM layout detected).
        nlp: The extraction pipeline (default :func:`kg.extract.pipeline.make_pipeline`).
        limit: Score only the first ``limit`` documents.
        progress: Called with 1 after each document is extracted.
        on_read: Called once with the number of documents, before extraction starts.

    Raises:
        InputError: The file is unreadable or a record lacks the format's keys.
    """
    resolved, documents = read_gold(path, gold_format=gold_format, limit=limit)
    scheme = SCHEMES[gold_format]
    if on_read is not None:
        on_read(len(documents))
    papers = [
        Paper(key=f"gold:{i:06d}", abstract=d.text, identifier=d.key, source=d.source)
        for i, d in enumerate(documents)
    ]
    extractions = []
    for extraction in extract(papers, nlp=nlp):
        extractions.append(extraction)
        if progress is not None:
            progress(1)
    predicted = predict_documents(
        link(extractions, gazetteer=pipeline_gazetteer(nlp)), scheme=scheme
    )
    total = DocumentScores({}, Score(), {}, {}, Score())
    for paper, document in zip(papers, documents):
        total = total + score_document(document, predicted[paper.key], scheme=scheme)
    unlocated = sum(d.unlocated for d in documents)
    if unlocated:
        logger.warning(
            "%s: %d annotated string(s) not found in their sentence (not scored)", path, unlocated
        )
    counts = {
        "gold": sum(s.gold for s in total.mentions.values()),
        "predicted": sum(s.predicted for s in total.mentions.values()),
        "dropped_generic": total.dropped_generic,
        "unscored_type": sum(p.unscored for p in predicted.values()),
        "nested_task": sum(p.nested for p in predicted.values()),
        "rejected_by_linker": sum(p.rejected for p in predicted.values()),
        "gold_unlocated": unlocated,
    }
    return EvalReport(
        source=str(path),
        gold_format=resolved,
        documents=len(documents),
        micro=sum(total.mentions.values(), Score()),
        per_type=total.mentions,
        untyped=total.untyped,
        doc=sum(total.entities.values(), Score()),
        doc_per_type=total.entities,
        relations=total.relations,
        linking=total.linking,
        mentions=counts,
    )
