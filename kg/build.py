"""The whole path in one call: read -> extract -> link -> graph, and writing the outputs.

This is what ``kg build`` runs; a notebook can call the same functions.

* :func:`build` reads and builds; ``workers`` extracts in several processes and ``dask`` on a
  Dask cluster (:mod:`kg.extract.parallel`), with the same output as one process.
* :func:`update` adds papers to a build directory without extracting the old ones again: it
  reads the extraction results kept there (:mod:`kg.extract.cache`), extracts only the papers
  whose key is new, links everything again and rewrites the outputs.
* :func:`write_outputs` writes the exports, the view, the Oxigraph store (:mod:`kg.export.store`) and
  the extraction results; every file is staged under a temporary name and renamed into place
  at the end (the extraction results last), so an interrupted run leaves the previous outputs.

Example:
    >>> result = build(["examples/iclr2026.txt"])  # doctest: +SKIP
    >>> write_outputs(result.graph, "exports", store=True, extractions=result.extractions)  # doctest: +SKIP
    >>> update("exports", ["more.jsonl"])  # doctest: +SKIP
"""

from __future__ import annotations

import logging
import os
import shutil
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

import networkx as nx
from spacy.language import Language

from kg.errors import ExportError, InputError, KGError
from kg.export.store import STORE_NAME, is_store
from kg.extract import extract
from kg.extract.cache import EXTRACTIONS_NAME, read_extractions, read_stored_papers
from kg.graph import DEFAULT_BASE_IRI, build_graph
from kg.lexicon.gazetteer import Gazetteer
from kg.link import link
from kg.read import read_papers
from kg.types import Extraction, InputIssue, Paper

__all__ = [
    "EXPORT_FORMATS",
    "BuildResult",
    "build",
    "build_from_papers",
    "existing_outputs",
    "extract_papers",
    "summarize",
    "update",
    "write_outputs",
]

logger = logging.getLogger(__name__)

# Format name -> file name written by write_outputs.
EXPORT_FORMATS: Mapping[str, str] = {
    "ttl": "graph.ttl",
    "nt": "graph.nt",
    "jsonld": "graph.jsonld",
    "graphml": "graph.graphml",
}
VIEW_NAME = "graph.html"


@dataclass(frozen=True)
class BuildResult:
    """A built graph and what happened on the way.

    Attributes:
        papers: Papers in the graph.
        added: Papers extracted by this run (all of them, except for an update).
        extractions: The extraction results of every paper in the graph, sorted by key (what
            :func:`write_outputs` keeps for a later update).
    """

    graph: nx.MultiDiGraph
    papers: int
    issues: tuple[InputIssue, ...] = ()
    nodes_by_kind: dict[str, int] = field(default_factory=dict)
    edges_by_predicate: dict[str, int] = field(default_factory=dict)
    extractions: tuple[Extraction, ...] = field(default=(), repr=False)
    added: int = 0


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


def _graph_of(
    extractions: Iterable[Extraction], *, base_iri: str, gazetteer: Gazetteer | None = None
) -> nx.MultiDiGraph:
    started = time.perf_counter()
    linked = link(extractions, gazetteer=gazetteer)
    linked_at = time.perf_counter()
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
    return graph


def build_from_papers(
    papers: Iterable[Paper],
    *,
    base_iri: str = DEFAULT_BASE_IRI,
    nlp: Language | None = None,
    gazetteer: Gazetteer | None = None,
    progress: Callable[[int], None] | None = None,
    workers: int = 1,
    dask: str | None = None,
) -> nx.MultiDiGraph:
    """Extract, link and build the graph of papers already read.

    Args:
        papers: The papers (the same key twice is one paper).
        base_iri: Namespace of instance IRIs.
        nlp: The extraction pipeline (default :func:`kg.extract.pipeline.make_pipeline`).
        gazetteer: The gazetteer the linker resolves names with (default: the shipped one).
        progress: Called with the number of papers extracted since the last call.
        workers, dask: Where extraction runs; see :func:`extract_papers`.
    """
    extractions = extract_papers(
        list(papers), nlp=nlp, workers=workers, dask=dask, progress=progress
    )
    return _graph_of(extractions, base_iri=base_iri, gazetteer=gazetteer)


def _read(
    sources: Sequence[str | os.PathLike[str]],
    *,
    input_format: str | None,
    fields: Mapping[str, str] | None,
    encoding: str | None,
    strict: bool,
    stdin: BinaryIO | None,
) -> tuple[tuple[Paper, ...], tuple[InputIssue, ...]]:
    read = read_papers(
        sources, input_format=input_format, fields=fields, encoding=encoding, stdin=stdin
    )
    for issue in read.issues:
        logger.warning("%s", issue)
    names = ", ".join(os.fspath(s) for s in sources)
    if strict and read.issues:
        raise InputError(
            f"{len(read.issues)} record(s) skipped and --strict is set; first: {read.issues[0]}"
        )
    if not read.papers:
        reasons = f"; first problem: {read.issues[0]}" if read.issues else ""
        raise InputError(f"no usable record in {names}{reasons}")
    return read.papers, read.issues


def _result(
    graph: nx.MultiDiGraph,
    extractions: Sequence[Extraction],
    issues: tuple[InputIssue, ...],
    added: int,
) -> BuildResult:
    nodes, edges = summarize(graph)
    ordered = tuple(
        sorted({e.paper.key: e for e in reversed(extractions)}.values(), key=lambda e: e.paper.key)
    )
    return BuildResult(
        graph=graph,
        papers=len(ordered),
        issues=issues,
        nodes_by_kind=nodes,
        edges_by_predicate=edges,
        extractions=ordered,
        added=added,
    )


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
) -> BuildResult:
    """Read the inputs and build their graph.

    Args:
        sources: Input files; ``"-"`` is standard input. See :func:`kg.read.read_papers`.
        base_iri: Namespace of instance IRIs.
        input_format, fields, encoding, stdin: Passed to :func:`kg.read.read_papers`.
        strict: Fail if any record had to be skipped.
        nlp: The extraction pipeline (default :func:`kg.extract.pipeline.make_pipeline`).
        progress: Called with the number of papers extracted since the last call.
        on_read: Called once with the number of papers read, before extraction starts.
        workers, dask: Where extraction runs; see :func:`extract_papers`.

    Raises:
        InputError: No usable record at all, or (with ``strict``) any skipped record.
        KGError: Extraction failed on the workers.
    """
    papers, issues = _read(
        sources,
        input_format=input_format,
        fields=fields,
        encoding=encoding,
        strict=strict,
        stdin=stdin,
    )
    if on_read is not None:
        on_read(len(papers))
    started = time.perf_counter()
    extractions = extract_papers(papers, nlp=nlp, workers=workers, dask=dask, progress=progress)
    logger.info("extracted %d papers in %.1f s", len(papers), time.perf_counter() - started)
    graph = _graph_of(extractions, base_iri=base_iri)
    return _result(graph, extractions, issues, added=len(papers))


def existing_outputs(out_dir: str | os.PathLike[str]) -> tuple[list[str], bool, bool]:
    """What a build directory holds: (export formats, whether the view, whether a store)."""
    directory = Path(out_dir)
    formats = [name for name, file in EXPORT_FORMATS.items() if (directory / file).is_file()]
    return formats, (directory / VIEW_NAME).is_file(), is_store(directory / STORE_NAME)


def update(
    out_dir: str | os.PathLike[str],
    sources: Sequence[str | os.PathLike[str]],
    *,
    base_iri: str = DEFAULT_BASE_IRI,
    input_format: str | None = None,
    fields: Mapping[str, str] | None = None,
    encoding: str | None = None,
    strict: bool = False,
    stdin: BinaryIO | None = None,
    reextract: bool = False,
    progress: Callable[[int], None] | None = None,
    on_read: Callable[[int], None] | None = None,
    workers: int = 1,
    dask: str | None = None,
) -> BuildResult:
    """Add the papers of ``sources`` to the build in ``out_dir`` (nothing is written here).

    Papers whose key is already in the build are skipped; only the new ones are extracted.
    Everything is linked again, so new mentions join existing entities. Pass the result to
    :func:`write_outputs`. The graph equals a full build of the old inputs followed by the new.

    Args:
        out_dir: A directory written by ``kg build`` (it holds ``extractions.jsonl.gz``).
        sources: The new inputs.
        reextract: Extract the stored papers again too (needed after a kg upgrade changed
            the extraction pipeline).
        base_iri, input_format, fields, encoding, strict, stdin, progress, on_read, workers,
            dask: As for :func:`build`.

    Raises:
        InputError: ``out_dir`` holds no extraction results, or ones from another pipeline or
            base IRI (the message says what to do); or the new inputs are unusable.
    """
    stored_path = Path(out_dir) / EXTRACTIONS_NAME
    if reextract:
        stored_papers = read_stored_papers(stored_path)
        stored: list[Extraction] = []
    else:
        stored = read_extractions(stored_path, base_iri=base_iri)
        stored_papers = []
    known = {e.paper.key for e in stored} | {p.key for p in stored_papers}
    papers, issues = _read(
        sources,
        input_format=input_format,
        fields=fields,
        encoding=encoding,
        strict=strict,
        stdin=stdin,
    )
    new = [paper for paper in papers if paper.key not in known]
    logger.info(
        "%d of %d papers are new; %d already in %s", len(new), len(papers), len(known), out_dir
    )
    todo = stored_papers + new
    if on_read is not None:
        on_read(len(todo))
    started = time.perf_counter()
    extracted = extract_papers(todo, workers=workers, dask=dask, progress=progress) if todo else []
    logger.info("extracted %d papers in %.1f s", len(todo), time.perf_counter() - started)
    extractions = stored + extracted
    graph = _graph_of(extractions, base_iri=base_iri)
    return _result(graph, extractions, issues, added=len(new))


def summarize(graph: nx.MultiDiGraph) -> tuple[dict[str, int], dict[str, int]]:
    """Counts of nodes by kind and edges by predicate, sorted by name."""
    nodes = Counter(data["kind"] for _, data in graph.nodes(data=True))
    edges = Counter(key for _, _, key in graph.edges(keys=True))
    return dict(sorted(nodes.items())), dict(sorted(edges.items()))


def write_outputs(
    graph: nx.MultiDiGraph,
    out_dir: str | os.PathLike[str],
    *,
    formats: Iterable[str] = ("ttl",),
    view: bool = True,
    title: str = "kg knowledge graph",
    store: bool = False,
    extractions: Sequence[Extraction] | None = None,
) -> list[Path]:
    """Write the graph's outputs into ``out_dir`` (created if missing).

    Turtle is always written; ``formats`` may add ``nt``, ``jsonld`` and ``graphml``.
    ``view`` adds the offline HTML view ``graph.html``, ``store`` the Oxigraph store
    ``graph.oxigraph`` and ``extractions`` the extraction results ``extractions.jsonl.gz`` that
    :func:`update` needs. Everything is staged under temporary names first and renamed into
    place at the end, the extraction results last.

    Returns:
        The paths written, in order.
    """
    # Imported here: the exporters pull in rdflib plugins and the view's assets.
    from kg.export.fastrdf import write_ntriples, write_turtle
    from kg.export.rdf import write_graphml, write_jsonld
    from kg.export.store import replace_directory, write_store, write_store_from_ntriples
    from kg.export.view import write_html
    from kg.extract.cache import write_extractions

    writers = {
        "ttl": write_turtle,
        "nt": write_ntriples,
        "jsonld": write_jsonld,
        "graphml": write_graphml,
    }
    wanted = ["ttl"] + [f for f in dict.fromkeys(formats) if f != "ttl"]
    unknown = [f for f in wanted if f not in writers]
    if unknown:
        raise ExportError(
            f"unknown export format(s) {', '.join(unknown)}; expected some of: {', '.join(EXPORT_FORMATS)}"
        )
    directory = Path(out_dir)
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise ExportError(f"{directory}: cannot create the output directory: {e.strerror}") from e
    staged: list[tuple[Path, Path]] = []

    def stage(name: str) -> Path:
        target = directory / name
        staged.append((directory / f".{name}.staged", target))
        return staged[-1][0]

    try:
        for name in wanted:
            started = time.perf_counter()
            writers[name](graph, stage(EXPORT_FORMATS[name]))
            logger.info("wrote %s in %.1f s", EXPORT_FORMATS[name], time.perf_counter() - started)
        if view:
            write_html(graph, stage(VIEW_NAME), title=title)
        if store:
            started = time.perf_counter()
            target = stage(STORE_NAME)
            if "nt" in wanted:
                write_store_from_ntriples([directory / f".{EXPORT_FORMATS['nt']}.staged"], target)
            else:
                write_store(graph, target)
            logger.info("wrote the store in %.1f s", time.perf_counter() - started)
        if extractions is not None:
            base_iri = str(graph.graph.get("base_iri") or DEFAULT_BASE_IRI)
            write_extractions(extractions, stage(EXTRACTIONS_NAME), base_iri=base_iri)
        for tmp, target in staged:
            if tmp.is_dir():
                replace_directory(tmp, target)
            else:
                os.replace(tmp, target)
    except OSError as e:
        raise ExportError(f"{directory}: cannot write the outputs: {e.strerror or e}") from e
    finally:
        for tmp, _ in staged:
            if tmp.is_dir():
                shutil.rmtree(tmp, ignore_errors=True)
            else:
                tmp.unlink(missing_ok=True)
    return [target for _, target in staged]
