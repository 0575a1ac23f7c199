"""The whole path in one call: read -> extract -> link -> graph, and writing the outputs.

This is what ``kg build`` runs; a notebook can call the same functions.

Example:
    >>> result = build(["examples/iclr2026.txt"])  # doctest: +SKIP
    >>> write_outputs(result.graph, "exports")  # doctest: +SKIP
"""

from __future__ import annotations

import logging
import os
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

import networkx as nx
from spacy.language import Language

from kg.errors import ExportError, InputError
from kg.extract import extract
from kg.gazetteer import Gazetteer
from kg.graph import DEFAULT_BASE_IRI, build_graph
from kg.link import link
from kg.read import read_papers
from kg.types import InputIssue, Paper

__all__ = ["BuildResult", "EXPORT_FORMATS", "build", "build_from_papers", "summarize", "write_outputs"]

logger = logging.getLogger(__name__)

# Format name -> file name written by write_outputs.
EXPORT_FORMATS: Mapping[str, str] = {
    "ttl": "graph.ttl",
    "nt": "graph.nt",
    "jsonld": "graph.jsonld",
    "graphml": "graph.graphml",
}


@dataclass(frozen=True)
class BuildResult:
    """A built graph and what happened on the way."""

    graph: nx.MultiDiGraph
    papers: int
    issues: tuple[InputIssue, ...] = ()
    nodes_by_kind: dict[str, int] = field(default_factory=dict)
    edges_by_predicate: dict[str, int] = field(default_factory=dict)


def build_from_papers(
    papers: Iterable[Paper],
    *,
    base_iri: str = DEFAULT_BASE_IRI,
    nlp: Language | None = None,
    gazetteer: Gazetteer | None = None,
    progress: Callable[[int], None] | None = None,
) -> nx.MultiDiGraph:
    """Extract, link and build the graph of papers already read.

    Args:
        papers: The papers (the same key twice is one paper).
        base_iri: Namespace of instance IRIs.
        nlp: The extraction pipeline (default :func:`kg.nlp.make_pipeline`).
        gazetteer: The gazetteer the linker resolves names with (default: the shipped one).
        progress: Called with 1 after each paper is extracted (for progress bars).
    """
    extractions = []
    for extraction in extract(papers, nlp=nlp):
        extractions.append(extraction)
        if progress is not None:
            progress(1)
    return build_graph(link(extractions, gazetteer=gazetteer), base_iri=base_iri)


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
) -> BuildResult:
    """Read the inputs and build their graph.

    Args:
        sources: Input files; ``"-"`` is standard input. See :func:`kg.read.read_papers`.
        base_iri: Namespace of instance IRIs.
        input_format, fields, encoding, stdin: Passed to :func:`kg.read.read_papers`.
        strict: Fail if any record had to be skipped.
        nlp: The extraction pipeline (default :func:`kg.nlp.make_pipeline`).
        progress: Called with 1 after each paper is extracted.
        on_read: Called once with the number of papers read, before extraction starts.

    Raises:
        InputError: No usable record at all, or (with ``strict``) any skipped record.
    """
    read = read_papers(sources, input_format=input_format, fields=fields, encoding=encoding, stdin=stdin)
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
    if on_read is not None:
        on_read(len(read.papers))
    graph = build_from_papers(read.papers, base_iri=base_iri, nlp=nlp, progress=progress)
    nodes, edges = summarize(graph)
    return BuildResult(graph=graph, papers=len(read.papers), issues=read.issues, nodes_by_kind=nodes, edges_by_predicate=edges)


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
) -> list[Path]:
    """Write the graph's exports into ``out_dir`` (created if missing), each atomically.

    Turtle is always written; ``formats`` may add ``nt``, ``jsonld`` and ``graphml``.
    ``view`` adds the offline HTML view ``graph.html``.

    Returns:
        The paths written, in order.
    """
    # Imported here: the exporters pull in rdflib plugins and the view's assets.
    from kg.rdf import write_graphml, write_jsonld, write_ntriples, write_turtle
    from kg.view import write_html

    writers = {"ttl": write_turtle, "nt": write_ntriples, "jsonld": write_jsonld, "graphml": write_graphml}
    wanted = ["ttl"] + [f for f in dict.fromkeys(formats) if f != "ttl"]
    unknown = [f for f in wanted if f not in writers]
    if unknown:
        raise ExportError(f"unknown export format(s) {', '.join(unknown)}; expected some of: {', '.join(EXPORT_FORMATS)}")
    directory = Path(out_dir)
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise ExportError(f"{directory}: cannot create the output directory: {e.strerror}") from e
    written = []
    for name in wanted:
        path = directory / EXPORT_FORMATS[name]
        writers[name](graph, path)
        written.append(path)
    if view:
        path = directory / "graph.html"
        write_html(graph, path, title=title)
        written.append(path)
    return written
