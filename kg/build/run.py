"""read -> extract -> link -> graph, for a fresh build (:func:`build`) or an update (:func:`update`).

Papers enter the build here, and only here are they made unique by key: :func:`build` takes
the papers :func:`kg.read.read_papers` returns (one per key, a repeated key merged into the
first), :func:`update` adds to the stored papers only those whose key is new. Extraction,
linking, the graph and the extraction log then receive one extraction per key and do not check
again.
"""

from __future__ import annotations

import logging
import os
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

import networkx as nx
from spacy.language import Language

from kg.build.merge import merge_into_stored, with_paper
from kg.build.steps import Steps, start_step
from kg.errors import InputError, KGError
from kg.extract import extract
from kg.extract.cache import (
    EXTRACTIONS_NAME,
    read_extractions,
    read_header,
    read_stored_papers,
)
from kg.extract.pipeline import pipeline_gazetteer
from kg.graph import DEFAULT_BASE_IRI, build_graph, normalise_base_iri
from kg.lexicon.gazetteer import Gazetteer
from kg.link import Curation, link, merge_report
from kg.read import quote_name, read_papers
from kg.types import Extraction, InputIssue, Paper, ReadResult

__all__ = ["BuildResult", "build", "extract_papers", "stored_base_iri", "summarize", "update"]

logger = logging.getLogger(__name__)

# The options of build and update that say how the inputs are read (the others: extraction).
_READ_OPTIONS = ("input_format", "fields", "encoding", "strict", "stdin", "steps")


@dataclass(frozen=True)
class BuildResult:
    """A built graph and what happened on the way.

    Attributes:
        papers: Papers in the graph.
        added: Papers extracted by this run (all of them, except for an update).
        extractions: The extraction results of every paper in the graph, sorted by key (what
            :func:`kg.build.write_outputs` keeps for a later update).
        merged: Records merged into a paper read before (or stored, for an update), by reason
            (:data:`kg.read.SAME_ID`, :data:`kg.read.SAME_TEXT`).
        changed: For an update: stored papers whose metadata a new record added to.
    """

    graph: nx.MultiDiGraph
    papers: int
    issues: tuple[InputIssue, ...] = ()
    nodes_by_kind: dict[str, int] = field(default_factory=dict)
    edges_by_predicate: dict[str, int] = field(default_factory=dict)
    extractions: tuple[Extraction, ...] = field(default=(), repr=False)
    added: int = 0
    merges: tuple[tuple[int, str, str, str, str, int, str], ...] = field(default=(), repr=False)
    merged: dict[str, int] = field(default_factory=dict)
    changed: int = 0


def extract_papers(
    papers: Sequence[Paper],
    *,
    nlp: Language | None = None,
    workers: int = 1,
    dask: str | None = None,
    progress: Callable[[int], None] | None = None,
) -> list[Extraction]:
    """Extract papers in this process, in ``workers`` processes, or on a Dask cluster.

    Args:
        papers: The papers, in order; the result has the same order.
        nlp: The extraction pipeline (default :func:`kg.extract.pipeline.make_pipeline`); only in this
            process (workers build kg's default pipeline).
        workers: Processes on this machine.
        dask: Address of a Dask scheduler (``tcp://host:8786``); overrides ``workers``.
        progress: Called with the number of papers extracted since the last call.

    Raises:
        KGError: ``nlp`` given with ``workers`` > 1 or ``dask``; a Dask failure.
    """
    if nlp is not None and (workers > 1 or dask):
        raise KGError("a custom nlp pipeline runs in this process only; drop workers and dask")
    if dask:
        from kg.extract.parallel import extract_dask

        return extract_dask(papers, address=dask, progress=progress)
    if workers > 1:
        from kg.extract.parallel import extract_parallel

        return extract_parallel(papers, workers=workers, progress=progress)
    extractions = []
    for extraction in extract(papers, nlp=nlp):
        extractions.append(extraction)
        if progress is not None:
            progress(1)
    return extractions


def _result(
    extractions: Sequence[Extraction],
    issues: tuple[InputIssue, ...],
    *,
    added: int,
    base_iri: str,
    gazetteer: Gazetteer | None,
    curation: Curation | None = None,
    steps: Steps | None = None,
    merged: dict[str, int] | None = None,
    changed: int = 0,
) -> BuildResult:
    """Link the extractions (one per paper key), build their graph and count what is in it."""
    started = time.perf_counter()
    start_step(steps, "Linking")
    linked = link(extractions, gazetteer=gazetteer, curation=curation)
    linked_at = time.perf_counter()
    start_step(steps, "Building the graph")
    graph = build_graph(linked, base_iri=base_iri)
    logger.info(
        "linked %d papers into %d entities in %.1f s; graph of %d nodes and %d edges in %.1f s",
        len(linked.extractions),
        len(linked.entities),
        linked_at - started,
        graph.number_of_nodes(),
        graph.number_of_edges(),
        time.perf_counter() - linked_at,
    )
    nodes, edges = summarize(graph)
    ordered = tuple(sorted(extractions, key=lambda e: e.paper.key))
    return BuildResult(
        graph=graph,
        papers=len(ordered),
        issues=issues,
        nodes_by_kind=nodes,
        edges_by_predicate=edges,
        extractions=ordered,
        added=added,
        merges=tuple(merge_report(linked.entities)),
        merged=dict(merged or {}),
        changed=changed,
    )


def _read(
    sources: Sequence[str | os.PathLike[str]],
    *,
    input_format: str | None = None,
    fields: Mapping[str, str] | None = None,
    encoding: str | None = None,
    strict: bool = False,
    stdin: BinaryIO | None = None,
    steps: Steps | None = None,
) -> ReadResult:
    """The papers of the inputs, one per paper: where papers enter the build."""
    start_step(steps, "Reading", unit="records")
    read = read_papers(
        sources,
        input_format=input_format,
        fields=fields,
        encoding=encoding,
        stdin=stdin,
        progress=steps.advance if steps is not None else None,
    )
    for issue in read.issues:
        logger.warning("%s", issue)
    names = ", ".join(quote_name(os.fspath(s)) for s in sources)
    if strict and read.issues:
        raise InputError(
            f"{len(read.issues)} record(s) skipped and --strict is set; first: {read.issues[0]}"
        )
    if not read.papers:
        reasons = f"; first problem: {read.issues[0]}" if read.issues else ""
        raise InputError(f"no usable record in {names}{reasons}")
    return read


def _extract(
    papers: Sequence[Paper],
    *,
    on_read: Callable[[int], None] | None = None,
    steps: Steps | None = None,
    progress: Callable[[int], None] | None = None,
    **options: Any,
) -> list[Extraction]:
    """:func:`extract_papers` (``options`` are its own), after telling ``on_read`` how many."""
    if on_read is not None:
        on_read(len(papers))
    start_step(steps, "Extracting", len(papers), unit="papers")
    if not papers:
        return []
    if steps is not None:
        told = progress

        def progress(done: int) -> None:
            steps.advance(done)
            if told is not None:
                told(done)

    started = time.perf_counter()
    extractions = extract_papers(papers, progress=progress, **options)
    logger.info("extracted %d papers in %.1f s", len(papers), time.perf_counter() - started)
    return extractions


def build(
    sources: Sequence[str | os.PathLike[str]],
    *,
    base_iri: str = DEFAULT_BASE_IRI,
    input_format: str | None = None,
    fields: Mapping[str, str] | None = None,
    encoding: str | None = None,
    strict: bool = False,
    stdin: BinaryIO | None = None,
    nlp: Language | None = None,
    progress: Callable[[int], None] | None = None,
    on_read: Callable[[int], None] | None = None,
    workers: int = 1,
    dask: str | None = None,
    curation: Curation | None = None,
    steps: Steps | None = None,
) -> BuildResult:
    """Read the inputs and build their graph.

    Args:
        sources: Input files; ``"-"`` is standard input. See :func:`kg.read.read_papers`.
        base_iri: Namespace of instance IRIs.
        input_format, fields, encoding, stdin: Passed to :func:`kg.read.read_papers`.
        strict: Fail if any record had to be skipped.
        nlp: The extraction pipeline (default :func:`kg.extract.pipeline.make_pipeline`); the
            linker resolves names with the gazetteer of its ``kg_mentions`` component.
        progress: Called with the number of papers extracted since the last call.
        on_read: Called once with the number of papers read, before extraction starts.
        workers, dask: Where extraction runs; see :func:`extract_papers`.
        curation: Merges forced or forbidden by the user (:func:`kg.link.read_curation`).
        steps: Told when each step starts (reading, extracting, linking, building the graph)
            and how far it is (see :class:`kg.build.steps.Steps`).

    Raises:
        InputError: No usable record at all, or (with ``strict``) any skipped record.
        KGError: Extraction failed on the workers.
    """
    read = _read(
        sources,
        input_format=input_format,
        fields=fields,
        encoding=encoding,
        strict=strict,
        stdin=stdin,
        steps=steps,
    )
    papers = read.papers
    extractions = _extract(
        papers,
        nlp=nlp,
        workers=workers,
        dask=dask,
        progress=progress,
        on_read=on_read,
        steps=steps,
    )
    return _result(
        extractions,
        read.issues,
        added=len(papers),
        base_iri=base_iri,
        gazetteer=pipeline_gazetteer(nlp),
        curation=curation,
        steps=steps,
        merged=read.merged,
    )


def stored_base_iri(out_dir: str | os.PathLike[str], *, base_iri: str | None = None) -> str:
    """The base IRI of the build in ``out_dir``; ``base_iri``, if given, must be the same.

    Raises:
        InputError: ``out_dir`` holds no readable extraction results, or they were built with
            another base IRI than ``base_iri`` (compared as the graph holds them, so
            ``https://x.org/id`` is ``https://x.org/id/``).
    """
    path = Path(out_dir) / EXTRACTIONS_NAME
    stored = str(read_header(path).get("base_iri") or DEFAULT_BASE_IRI)
    if base_iri is not None and normalise_base_iri(base_iri) != stored:
        raise InputError(
            f"{path}: built with --base-iri {stored}, not {normalise_base_iri(base_iri)}; "
            "leave out --base-iri (an update keeps the build's) or pass the same one"
        )
    return stored


def update(
    out_dir: str | os.PathLike[str],
    sources: Sequence[str | os.PathLike[str]],
    *,
    base_iri: str | None = None,
    reextract: bool = False,
    curation: Curation | None = None,
    **options: Any,
) -> BuildResult:
    """Add the papers of ``sources`` to the build in ``out_dir`` (nothing is written here).

    Papers whose key is already in the build are skipped; only the new ones are extracted.
    Everything is linked again, so new mentions join existing entities. Pass the result to
    :func:`kg.build.write_outputs`. The graph equals a full build of the old inputs followed by
    the new.

    Args:
        out_dir: A directory written by ``kg build`` (it holds ``extractions.jsonl.gz``).
        sources: The new inputs.
        base_iri: Default: the stored build's (see :func:`stored_base_iri`); if given, it must
            be the same.
        reextract: Extract the stored papers again too (needed after a kg upgrade changed
            the extraction pipeline).
        curation: Merges forced or forbidden by the user (see :func:`build`).
        options: ``input_format``, ``fields``, ``encoding``, ``strict``, ``stdin``,
            ``progress``, ``on_read``, ``workers``, ``dask``: as for :func:`build` (extraction
            runs kg's default pipeline, the one the stored papers were extracted with).

    Raises:
        InputError: ``out_dir`` holds no extraction results, or ones from another pipeline or
            base IRI (the message says what to do); or the new inputs are unusable.
    """
    stored_path = Path(out_dir) / EXTRACTIONS_NAME
    if reextract:
        stored_papers = read_stored_papers(stored_path)
        stored: list[Extraction] = []
    else:
        stored = read_extractions(stored_path)
        stored_papers = []
    base_iri = stored_base_iri(out_dir, base_iri=base_iri)
    reading = {name: options.pop(name) for name in _READ_OPTIONS if name in options}
    read = _read(sources, **reading)
    # A new record of a stored paper adds its metadata to it instead of being dropped.
    merged = merge_into_stored(stored_papers or [e.paper for e in stored], read.papers)
    if stored_papers:
        stored_papers = list(merged.stored)
    else:
        stored = [with_paper(e, p) for e, p in zip(stored, merged.stored)]
    new = list(merged.new)
    logger.info(
        "%d of %d papers are new, %d merged into the %d already in %s",
        len(new),
        len(read.papers),
        sum(merged.merged.values()),
        len(merged.stored),
        out_dir,
    )
    extracted = _extract(stored_papers + new, steps=reading.get("steps"), **options)
    gazetteer = pipeline_gazetteer(options.get("nlp"))
    counts = Counter(read.merged) + Counter(merged.merged)
    return _result(
        stored + extracted,
        read.issues,
        added=len(new),
        base_iri=base_iri,
        gazetteer=gazetteer,
        curation=curation,
        steps=reading.get("steps"),
        merged=dict(counts),
        changed=merged.changed,
    )


def summarize(graph: nx.MultiDiGraph) -> tuple[dict[str, int], dict[str, int]]:
    """Counts of nodes by kind and edges by predicate, sorted by name."""
    nodes = Counter(data["kind"] for _, data in graph.nodes(data=True))
    edges = Counter(key for _, _, key in graph.edges(keys=True))
    return dict(sorted(nodes.items())), dict(sorted(edges.items()))
