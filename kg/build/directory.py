"""A build directory made or updated in one call: what ``kg build`` (and ``--update``) runs.

An update takes its settings from the build it updates: the base IRI from the stored
extraction results, the outputs from the files in the directory (every one of them is
rewritten, none may go stale, plus the formats and store asked for). An update that adds no
paper and asks for nothing new writes nothing.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kg.build.outputs import Outputs, existing_outputs, write_outputs
from kg.build.run import BuildResult, build, update
from kg.graph import DEFAULT_BASE_IRI

__all__ = ["BuildReport", "build_directory"]


@dataclass(frozen=True)
class BuildReport:
    """What :func:`build_directory` did.

    Attributes:
        result: The build (its graph, counts and skipped records).
        out_dir: The directory, as given.
        updated: Whether an existing build was updated.
        written: The files written, in order; empty when an update changed nothing.
    """

    result: BuildResult
    out_dir: str
    updated: bool = False
    written: tuple[Path, ...] = field(default=())

    def summary(self) -> list[str]:
        """The lines ``kg build`` prints: papers, nodes and edges by kind, what was written.

        >>> import networkx as nx
        >>> BuildReport(BuildResult(nx.MultiDiGraph(), papers=2), "out", updated=True).summary()
        ['2 papers; no new paper, out unchanged']
        >>> checked = BuildResult(nx.MultiDiGraph(), papers=2, retyped=3, dropped=1)
        >>> BuildReport(checked, "out", written=(Path("out/graph.ttl"),)).summary()[2]
        'ontology check: 3 edge(s) retyped to fit the linked types, 1 dropped (no predicate of the ontology fits)'
        """
        result = self.result
        if not self.written:
            return [f"{result.papers} papers; no new paper, {self.out_dir} unchanged"]
        nodes = ", ".join(f"{kind} {count}" for kind, count in result.nodes_by_kind.items())
        edges = ", ".join(f"{name} {count}" for name, count in result.edges_by_predicate.items())
        added = f" ({result.added} new)" if self.updated else ""
        lines = [f"{result.papers} papers{added}; nodes: {nodes}", f"edges: {edges}"]
        if result.retyped or result.dropped:
            lines.append(
                f"ontology check: {result.retyped} edge(s) retyped to fit the linked types, "
                f"{result.dropped} dropped (no predicate of the ontology fits)"
            )
        if result.issues:
            lines.append(f"{len(result.issues)} record(s) skipped (see the warnings above)")
        lines.append("wrote " + ", ".join(str(p) for p in self.written))
        return lines


def build_directory(
    sources: Sequence[str | os.PathLike[str]],
    out_dir: str | os.PathLike[str],
    *,
    outputs: Outputs | None = None,
    update_existing: bool = False,
    reextract: bool = False,
    base_iri: str | None = None,
    **options: Any,
) -> BuildReport:
    """Build the graph of ``sources`` into ``out_dir``, or add them to the build there.

    Args:
        sources: Input files; ``"-"`` is standard input. See :func:`kg.read.read_papers`.
        out_dir: The output directory (created if missing).
        outputs: What to write (default :class:`Outputs`: Turtle, the view and the store); an
            update writes these and every output ``out_dir`` holds (see
            :meth:`Outputs.for_update`).
        update_existing: Add the papers of ``sources`` to the build in ``out_dir`` (see
            :func:`kg.build.update`) instead of building anew.
        reextract: With ``update_existing``: extract the stored papers again.
        base_iri: Namespace of instance IRIs (default: :data:`kg.graph.DEFAULT_BASE_IRI`, or
            the updated build's).
        options: ``input_format``, ``fields``, ``encoding``, ``strict``, ``stdin``,
            ``progress``, ``on_read``, ``workers``, ``dask``: as for :func:`kg.build.build`.

    Raises:
        KGError: The inputs are unusable, the stored build cannot be updated, or an output
            cannot be written (the message says which and what to do).

    Example:
        >>> report = build_directory(["examples/iclr2026.txt"], "exports")  # doctest: +SKIP
        >>> print("\\n".join(report.summary()))  # doctest: +SKIP
    """
    wanted = outputs or Outputs()
    name = os.fspath(out_dir)
    if update_existing:
        existing = existing_outputs(out_dir)
        result = update(out_dir, sources, base_iri=base_iri, reextract=reextract, **options)
        if wanted.within(existing) and result.added == 0 and not reextract:
            return BuildReport(result, name, updated=True)
        wanted = wanted.for_update(existing)
    else:
        result = build(sources, base_iri=base_iri or DEFAULT_BASE_IRI, **options)
    written = write_outputs(
        result.graph,
        out_dir,
        formats=wanted.formats,
        view=wanted.view,
        store=wanted.store,
        extractions=result.extractions,
    )
    return BuildReport(result, name, updated=update_existing, written=tuple(written))
