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

from kg.build.lock import locked_directory
from kg.build.outputs import Outputs, existing_outputs, write_outputs
from kg.build.run import BuildResult, build, update
from kg.errors import InputError
from kg.files import write_text
from kg.graph import DEFAULT_BASE_IRI, check_base_iri
from kg.link import parse_curation
from kg.read import quote_name

__all__ = [
    "CURATION_NAME",
    "BuildReport",
    "build_directory",
    "merged_line",
    "write_merge_report",
]

# The curation file a build was made with, kept in its directory so --update honours it.
CURATION_NAME = "curation.tsv"
_REPORT_HEADER = "papers\tlabel\ttype\talias\trule\talias_papers\tdefined_in\n"


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
            return [f"{result.papers} papers; no new paper, {quote_name(self.out_dir)} unchanged"]
        nodes = ", ".join(f"{kind} {count}" for kind, count in result.nodes_by_kind.items())
        edges = ", ".join(f"{name} {count}" for name, count in result.edges_by_predicate.items())
        added = f" ({result.added} new)" if self.updated else ""
        lines = [f"{result.papers} papers{added}; nodes: {nodes}", f"edges: {edges}"]
        if merged := merged_line(result):
            lines.append(merged)
        if result.retyped or result.dropped:
            lines.append(
                f"ontology check: {result.retyped} edge(s) retyped to fit the linked types, "
                f"{result.dropped} dropped (no predicate of the ontology fits)"
            )
        if result.issues:
            lines.append(f"{len(result.issues)} record(s) skipped (see the warnings above)")
        lines.append("wrote " + ", ".join(quote_name(str(p)) for p in self.written))
        return lines


def merged_line(result: BuildResult) -> str:
    """The summary line saying how many records were merged into papers, and why ('' if none).

    >>> import networkx as nx
    >>> merged_line(BuildResult(nx.MultiDiGraph(), papers=2, merged={"same id": 2}, changed=1))
    'merged 2 records into papers already read (2 same id); 1 stored paper got new metadata; kg build -v lists them'
    """
    count = sum(result.merged.values())
    if not count and not result.changed:
        return ""
    why = ", ".join(f"{n} {reason}" for reason, n in sorted(result.merged.items()))
    line = f"merged {count} record{'s' if count != 1 else ''} into papers already read ({why})"
    if not count:
        line = "no record merged"
    if result.changed:
        line += (
            f"; {result.changed} stored paper{'s' if result.changed != 1 else ''} got new metadata"
        )
    return line + "; kg build -v lists them"


def build_directory(
    sources: Sequence[str | os.PathLike[str]],
    out_dir: str | os.PathLike[str],
    *,
    outputs: Outputs | None = None,
    update_existing: bool = False,
    reextract: bool = False,
    base_iri: str | None = None,
    curation: str | os.PathLike[str] | None = None,
    merge_report: str | os.PathLike[str] | None = None,
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
        curation: A curation file (``same``/``different`` TSV, see :mod:`kg.link.merges`);
            copied into ``out_dir`` as :data:`CURATION_NAME`, which an update honours when it
            is given none.
        merge_report: Where to write every merge, biggest first (see
            :func:`write_merge_report`).
        options: ``input_format``, ``fields``, ``encoding``, ``strict``, ``stdin``,
            ``progress``, ``on_read``, ``workers``, ``dask``: as for :func:`kg.build.build`.

    Raises:
        KGError: The base IRI is not an absolute IRI, another build is writing ``out_dir``
            (see :mod:`kg.build.lock`), the inputs are unusable, the stored build cannot be
            updated, or an output cannot be written (the message says which and what to do).

    Example:
        >>> report = build_directory(["examples/iclr2026.txt"], "exports")  # doctest: +SKIP
        >>> print("\\n".join(report.summary()))  # doctest: +SKIP
    """
    if base_iri is not None:
        check_base_iri(base_iri)
    with locked_directory(out_dir):
        wanted = outputs or Outputs()
        name = os.fspath(out_dir)
        kept = Path(out_dir) / CURATION_NAME
        text = _curation_text(curation, kept if update_existing else None)
        decisions = parse_curation(text, where=os.fspath(curation or kept)) if text else None
        if update_existing:
            existing = existing_outputs(out_dir)
            result = update(
                out_dir,
                sources,
                base_iri=base_iri,
                reextract=reextract,
                curation=decisions,
                **options,
            )
            if merge_report is not None:
                write_merge_report(result, merge_report)
            unchanged = not (result.added or result.changed or reextract) and curation is None
            if wanted.within(existing) and unchanged:
                return BuildReport(result, name, updated=True)
            wanted = wanted.for_update(existing)
        else:
            result = build(
                sources, base_iri=base_iri or DEFAULT_BASE_IRI, curation=decisions, **options
            )
            if merge_report is not None:
                write_merge_report(result, merge_report)
        written = write_outputs(
            result.graph,
            out_dir,
            formats=wanted.formats,
            view=wanted.view,
            store=wanted.store,
            extractions=result.extractions,
            steps=options.get("steps"),
            parallel=int(options.get("workers") or 1) > 1,
        )
        if text:
            write_text(kept, text)
            written.append(kept)
        elif kept.exists():
            kept.unlink()  # a fresh build without curation: an update must not honour an old one
        return BuildReport(result, name, updated=update_existing, written=tuple(written))


def _curation_text(given: str | os.PathLike[str] | None, kept: Path | None) -> str:
    """The curation to apply: the file given, else (an update) the one the build kept."""
    if given is not None:
        try:
            return Path(given).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as e:
            raise InputError(f"{os.fspath(given)}: cannot read the curation file ({e})") from e
    if kept is not None and kept.exists():
        return kept.read_text(encoding="utf-8")
    return ""


def write_merge_report(result: BuildResult, path: str | os.PathLike[str]) -> None:
    """Write the merges of a build as TSV, the merges that touch most papers first.

    Columns: papers (of the entity), label, type, alias, rule, alias_papers (papers where the
    alias itself occurs), defined_in (the paper whose acronym definition made the merge).
    """
    lines = [
        "\t".join(str(cell).replace("\t", " ") for cell in row) + "\n" for row in result.merges
    ]
    write_text(path, _REPORT_HEADER + "".join(lines))
