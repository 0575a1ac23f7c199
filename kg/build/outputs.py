"""The files of a build directory: which ones a build writes, and writing them all or none.

Every file is staged under a temporary name and renamed into place at the end (the extraction
results last), so an interrupted run leaves the previous outputs.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import time
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import networkx as nx

from kg.build.steps import Steps, start_step
from kg.errors import ExportError
from kg.export.store import STORE_NAME, is_store
from kg.extract.cache import EXTRACTIONS_NAME
from kg.graph import DEFAULT_BASE_IRI
from kg.read import quote_name
from kg.types import Extraction

__all__ = [
    "EXPORT_FORMATS",
    "VIEW_NAME",
    "Outputs",
    "existing_outputs",
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
class Outputs:
    """Which outputs a build writes (by default what ``kg build`` writes).

    Attributes:
        formats: Export formats (keys of :data:`EXPORT_FORMATS`); Turtle is always written.
        view: The offline HTML view ``graph.html``.
        store: The Oxigraph store ``graph.oxigraph``.
    """

    formats: tuple[str, ...] = ("ttl",)
    view: bool = True
    store: bool = True

    def for_update(self, existing: Outputs) -> Outputs:
        """What an update writes when these are requested and ``existing`` are in the directory.

        Every output the directory holds is rewritten (none may go stale), plus the requested
        formats and store; the view stays as it is (written if it was there).
        """
        return Outputs(
            formats=tuple(dict.fromkeys([*existing.formats, *self.formats])),
            view=existing.view,
            store=existing.store or self.store,
        )

    def within(self, existing: Outputs) -> bool:
        """Whether every format and the store requested are already among ``existing``."""
        return set(self.formats) <= set(existing.formats) and (existing.store or not self.store)


def existing_outputs(out_dir: str | os.PathLike[str]) -> Outputs:
    """The outputs a build directory holds."""
    directory = Path(out_dir)
    return Outputs(
        formats=tuple(
            name for name, file in EXPORT_FORMATS.items() if (directory / file).is_file()
        ),
        view=(directory / VIEW_NAME).is_file(),
        store=is_store(directory / STORE_NAME),
    )


def write_outputs(
    graph: nx.MultiDiGraph,
    out_dir: str | os.PathLike[str],
    *,
    formats: Iterable[str] = ("ttl",),
    view: bool = True,
    title: str = "kg knowledge graph",
    store: bool = False,
    extractions: Sequence[Extraction] | None = None,
    steps: Steps | None = None,
    parallel: bool = False,
) -> list[Path]:
    """Write the graph's outputs into ``out_dir`` (created if missing).

    Turtle is always written; ``formats`` may add ``nt``, ``jsonld`` and ``graphml``.
    ``view`` adds the offline HTML view ``graph.html``, ``store`` the Oxigraph store
    ``graph.oxigraph`` and ``extractions`` (one per paper key) the extraction results
    ``extractions.jsonl.gz`` that :func:`kg.build.update` needs. Everything is staged under
    temporary names first and renamed into place at the end, the extraction results last.
    ``parallel`` loads the store in a thread while the other files are written (for a
    machine with a core to spare: ``kg build --workers 2`` or more sets it; on a busy one
    the two only compete).

    Returns:
        The paths written, in order.
    """
    # Imported here: the exporters pull in rdflib plugins and the view's assets.
    from kg.export.graphml import write_graphml
    from kg.export.jsonld import write_jsonld
    from kg.export.ntriples import write_ntriples
    from kg.export.store import replace_directory, write_store, write_store_from_ntriples
    from kg.export.turtle import write_turtle
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
        raise ExportError(
            f"{quote_name(str(directory))}: cannot create the output directory: {e.strerror}"
        ) from e
    staged: list[tuple[Path, Path]] = []

    def stage(name: str) -> Path:
        target = directory / name
        staged.append((directory / f".{name}.staged", target))
        return staged[-1][0]

    # Staged (and renamed, and returned) in this order. With ``parallel`` the store loads in
    # a thread (Oxigraph's bulk loader releases the GIL) while Turtle and the other files are
    # written: from the N-Triples file, written first then, else from the graph.
    paths = {name: stage(EXPORT_FORMATS[name]) for name in wanted}
    view_path = stage(VIEW_NAME) if view else None
    store_path = stage(STORE_NAME) if store else None
    log_path = stage(EXTRACTIONS_NAME) if extractions is not None else None
    parallel = parallel and store_path is not None
    order = sorted(wanted, key=lambda name: name != "nt") if parallel else wanted

    def load_store() -> float:
        started = time.perf_counter()
        if store_path is None:
            return 0.0
        if "nt" in wanted:
            write_store_from_ntriples([paths["nt"]], store_path)
        else:
            write_store(graph, store_path)
        return time.perf_counter() - started

    background = ThreadPoolExecutor(max_workers=1, thread_name_prefix="kg-store")
    loading: Future[float] | None = None
    try:
        if parallel and "nt" not in wanted:
            loading = background.submit(load_store)
        for name in order:
            started = time.perf_counter()
            start_step(steps, f"Writing {EXPORT_FORMATS[name]}")
            writers[name](graph, paths[name])
            logger.info("wrote %s in %.1f s", EXPORT_FORMATS[name], time.perf_counter() - started)
            if parallel and name == "nt":
                loading = background.submit(load_store)
        if view_path is not None:
            start_step(steps, f"Writing {VIEW_NAME}")
            write_html(graph, view_path, title=title)
        if store_path is not None and not parallel:
            start_step(steps, f"Writing {STORE_NAME}")
            logger.info("wrote the store in %.1f s", load_store())
        if log_path is not None and extractions is not None:
            base_iri = str(graph.graph.get("base_iri") or DEFAULT_BASE_IRI)
            start_step(steps, f"Writing {EXTRACTIONS_NAME}")
            write_extractions(extractions, log_path, base_iri=base_iri)
        if loading is not None:
            start_step(steps, f"Writing {STORE_NAME}")
            logger.info("wrote the store in %.1f s", loading.result())
        for tmp, target in staged:
            if tmp.is_dir():
                replace_directory(tmp, target)
            else:
                os.replace(tmp, target)
    except OSError as e:
        raise ExportError(
            f"{quote_name(str(directory))}: cannot write the outputs: {e.strerror or e}"
        ) from e
    finally:
        background.shutdown(wait=True)  # the store's thread is done before its files go
        # A failed cleanup (EROFS, EACCES: the reason the outputs failed) must not hide the
        # error being raised.
        for tmp, _ in staged:
            if tmp.is_dir():
                shutil.rmtree(tmp, ignore_errors=True)
            else:
                with contextlib.suppress(OSError):
                    tmp.unlink(missing_ok=True)
    return [target for _, target in staged]
