"""Extract stage: papers in, :class:`kg.types.Extraction` values out.

Runs the spaCy pipeline of :mod:`kg.extract.pipeline` on each abstract (markup masked, offsets kept;
the title rides along in ``Doc.user_data`` for the proposal rules) and
converts the annotated ``Doc`` into plain values whose texts are cut from the original
abstract, so evidence quotes exactly what the user gave.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import replace

from spacy.language import Language
from spacy.tokens import Doc

from kg.extract.markup import mask_markup
from kg.extract.pipeline import make_pipeline
from kg.extract.relations import TITLE_KEY
from kg.extract.relations.defences import DEFENDED_TASK
from kg.extract.relations.intents import PROPOSAL_GERUND
from kg.extract.relations.stated_tasks import STATED_TASK
from kg.extract.relations.title_tasks import TITLE_TASK
from kg.extract.relations.titles import TITLE_ONLY
from kg.extract.tokens import TEXT_KEY
from kg.types import TITLE_DESCRIBED_EXTRACTOR, Evidence, Extraction, Mention, Paper

__all__ = ["extract", "extract_one", "doc_to_extraction"]

# Mentions whose text is a label of their own (a title's words, a task stated in other words),
# not the abstract's words at their offsets.
_LABELLED_EXTRACTORS = (
    TITLE_ONLY,
    TITLE_DESCRIBED_EXTRACTOR,
    TITLE_TASK,
    STATED_TASK,
    PROPOSAL_GERUND,
    DEFENDED_TASK,
)


def extract(
    papers: Iterable[Paper],
    *,
    nlp: Language | None = None,
    batch_size: int = 64,
    n_process: int = 1,
) -> Iterator[Extraction]:
    """Extract mentions, relations and results from each paper, in input order.

    Args:
        papers: The papers to process.
        nlp: A pipeline from :func:`kg.extract.pipeline.make_pipeline` (built if not given).
        batch_size: Documents per spaCy batch.
        n_process: Worker processes for ``nlp.pipe``.
    """
    nlp = nlp or make_pipeline()
    stream = ((_doc(nlp, paper), paper) for paper in papers)
    for doc, paper in nlp.pipe(stream, as_tuples=True, batch_size=batch_size, n_process=n_process):
        yield doc_to_extraction(doc, paper)


def _doc(nlp: Language, paper: Paper) -> Doc:
    """The tokenised (masked) abstract, carrying the title for the relation rules."""
    text = mask_markup(paper.abstract)
    doc = nlp.make_doc(text)
    # user_data travels with the Doc to nlp.pipe's worker processes (Doc.to_bytes keeps it).
    doc.user_data[TITLE_KEY] = paper.title
    doc.user_data[TEXT_KEY] = text  # Doc.text without rebuilding it (kg.extract.tokens)
    return doc


def extract_one(paper: Paper, *, nlp: Language | None = None) -> Extraction:
    """Extract one paper (convenience for notebooks and tests)."""
    return next(extract([paper], nlp=nlp))


def _original_forms(mention: Mention, masked: str, abstract: str) -> Mention:
    """The mention with its acronym's other form cut from the original abstract, as its text
    is: the pipeline read the masked copy, where "Polyak-\\L{}ojasiewicz" is a filled word."""
    forms = {}
    for field in ("long_form", "short_form"):
        form = getattr(mention, field)
        if form is None or form in abstract:
            continue
        at = masked.rfind(form, 0, mention.start)
        at = masked.find(form) if at < 0 else at
        if at >= 0:
            forms[field] = abstract[at : at + len(form)]
    return replace(mention, **forms) if forms else mention


def doc_to_extraction(doc: Doc, paper: Paper) -> Extraction:
    """Plain values from an annotated Doc, with texts taken from the original abstract."""
    abstract = paper.abstract

    def evidence(item: Evidence) -> Evidence:
        return replace(item, paper=paper.key, sentence=abstract[item.start : item.end])

    masked = doc.user_data.get(TEXT_KEY) or doc.text
    mentions = tuple(
        _original_forms(
            m
            if m.extractor in _LABELLED_EXTRACTORS
            else replace(m, text=abstract[m.start : m.end]),
            masked,
            abstract,
        )
        for m in (doc._.kg_mentions or ())
    )
    relations = tuple(replace(r, evidence=evidence(r.evidence)) for r in (doc._.kg_relations or ()))
    results = tuple(replace(r, evidence=evidence(r.evidence)) for r in (doc._.kg_results or ()))
    return Extraction(paper=paper, mentions=mentions, relations=relations, results=results)
