"""The embedded SPARQL store: an on-disk Oxigraph database next to the Turtle export.

`Oxigraph <https://github.com/oxigraph/oxigraph>`_ (``pyoxigraph`` on PyPI) is a SPARQL 1.1
engine in Rust with a RocksDB store; it answers kg's competency queries tens to hundreds of
times faster than rdflib's pure-Python engine on large graphs. rdflib stays the library that
builds and serializes the graph; the store is loaded from the N-Triples of the same graph.

A store is a directory (``graph.oxigraph`` in a build's output directory). It is always
written to a temporary directory and swapped into place at the end, so an interrupted build
leaves the previous store usable.

Example:
    >>> write_store(graph, "exports/graph.oxigraph")  # doctest: +SKIP
    >>> store = open_store("exports/graph.oxigraph")  # doctest: +SKIP
    >>> len(store)  # doctest: +SKIP
    12345
"""

from __future__ import annotations

import ctypes
import errno
import gc
import logging
import os
import shutil
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

import pyoxigraph

from kg.errors import ExportError

if TYPE_CHECKING:
    import networkx as nx

__all__ = [
    "STORE_NAME",
    "is_store",
    "load_source",
    "open_store",
    "replace_directory",
    "write_store",
    "write_store_from_file",
    "write_store_from_ntriples",
]

logger = logging.getLogger(__name__)

STORE_NAME = "graph.oxigraph"
# File extensions of RDF files and the name kg.export.load.read_rdf uses for each in messages.
_FORMATS = {
    ".ttl": (pyoxigraph.RdfFormat.TURTLE, "turtle"),
    ".nt": (pyoxigraph.RdfFormat.N_TRIPLES, "nt"),
    ".jsonld": (pyoxigraph.RdfFormat.JSON_LD, "json-ld"),
    ".json": (pyoxigraph.RdfFormat.JSON_LD, "json-ld"),
}


def is_store(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` is an Oxigraph store directory (RocksDB keeps a ``CURRENT`` file)."""
    return (Path(path) / "CURRENT").is_file()


def open_store(path: str | os.PathLike[str]) -> pyoxigraph.Store:
    """Open an on-disk store read-only (many processes may read it at once).

    Raises:
        ExportError: ``path`` is not a store directory or cannot be opened.
    """
    directory = Path(path)
    if not directory.exists():
        raise ExportError(f"{directory}: no such store; build one with kg build --out DIR")
    if not is_store(directory):
        raise ExportError(
            f"{directory}: not an Oxigraph store (no CURRENT file); pass a store directory "
            "written by kg build, or a .ttl, .nt or .jsonld file"
        )
    try:
        return pyoxigraph.Store.read_only(str(directory))
    except OSError as e:
        raise ExportError(f"{directory}: cannot open the store: {e}") from e


def load_source(path: str | os.PathLike[str]) -> pyoxigraph.Store:
    """A store for a query: an on-disk store opened read-only, or an RDF file loaded in memory.

    Args:
        path: A store directory, or a ``.ttl``, ``.nt`` or ``.jsonld`` file.

    Raises:
        ExportError: The path is missing, of an unknown kind, or does not parse (the message
            names the file and the parser's line).
    """
    source = Path(path)
    if source.is_dir():
        return open_store(source)
    fmt, name = _rdf_format(source)
    store = pyoxigraph.Store()
    try:
        store.load(path=str(source), format=fmt)
    except SyntaxError as e:
        detail = " ".join(str(e).split())
        raise ExportError(
            f"{source}: not valid {name} ({detail}); re-export it with kg build"
        ) from e
    except OSError as e:
        raise ExportError(f"{source}: cannot read: {e}") from e
    return store


def _rdf_format(source: Path) -> tuple[pyoxigraph.RdfFormat, str]:
    found = _FORMATS.get(source.suffix.lower())
    if found is None:
        raise ExportError(
            f"{source}: unknown graph format {source.suffix!r}; expected a .ttl, .nt or .jsonld "
            "file or a store directory"
        )
    if not source.is_file():
        raise ExportError(f"{source}: no such file")
    return found


def _bulk_write(
    chunks: Iterable[bytes | str | os.PathLike[str]],
    path: str | os.PathLike[str],
    fmt: pyoxigraph.RdfFormat,
    name: str,
) -> Path:
    target = Path(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp"))
    except OSError as e:
        raise ExportError(f"{target}: cannot create the store directory: {e.strerror or e}") from e
    try:
        store = pyoxigraph.Store(str(tmp))
        for number, chunk in enumerate(chunks, 1):
            try:
                if isinstance(chunk, (str, bytes)):
                    store.bulk_load(chunk, format=fmt)
                else:
                    store.bulk_load(path=os.fspath(chunk), format=fmt)
            except SyntaxError as e:
                where = os.fspath(chunk) if isinstance(chunk, os.PathLike) else f"shard {number}"
                detail = " ".join(str(e).split())
                raise ExportError(
                    f"{where}: not valid {name} ({detail}); re-export it with kg build"
                ) from e
        store.optimize()
        size = len(store)
        del store  # closes the database before it is renamed
        gc.collect()
        replace_directory(tmp, target)
    except OSError as e:
        shutil.rmtree(tmp, ignore_errors=True)
        raise ExportError(f"{target}: cannot write the store: {e}") from e
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    logger.info("wrote %s (%d triples)", target, size)
    return target


def write_store_from_ntriples(
    chunks: Iterable[bytes | str | os.PathLike[str]], path: str | os.PathLike[str]
) -> Path:
    """Bulk-load N-Triples into a new store at ``path``, replacing any store there atomically.

    Args:
        chunks: N-Triples text (``str`` or ``bytes``, whole lines) or paths of ``.nt`` files;
            each is bulk-loaded in turn (the shards of a distributed build, say).
        path: The store directory to create or replace.

    Returns:
        The store directory.

    Raises:
        ExportError: The directory cannot be written or a chunk does not parse.
    """
    return _bulk_write(chunks, path, pyoxigraph.RdfFormat.N_TRIPLES, "nt")


def write_store_from_file(source: str | os.PathLike[str], path: str | os.PathLike[str]) -> Path:
    """Bulk-load a ``.ttl``, ``.nt`` or ``.jsonld`` file into a new store at ``path``.

    Raises:
        ExportError: The file is missing, of an unknown format or does not parse.
    """
    fmt, name = _rdf_format(Path(source))
    return _bulk_write([Path(source)], path, fmt, name)


def write_store(graph: nx.MultiDiGraph, path: str | os.PathLike[str]) -> Path:
    """Write the graph (shape in :mod:`kg.graph`) into a new store at ``path``, atomically."""
    from kg.export.ntriples import iter_ntriples

    return write_store_from_ntriples(
        (chunk.encode("utf-8") for chunk in iter_ntriples(graph)), path
    )


def replace_directory(new: str | os.PathLike[str], target: str | os.PathLike[str]) -> None:
    """Move directory ``new`` to ``target``, removing what was there only once ``new`` is in place.

    On Linux the two directories are swapped in one step, so ``target`` exists at every moment
    (a process killed between two renames would otherwise leave no store at all).
    """
    new_path, target_path = Path(new), Path(target)
    if target_path.is_dir() and _exchange(new_path, target_path):
        shutil.rmtree(new_path, ignore_errors=True)  # now the previous directory
        return
    old: Path | None = None
    if target_path.exists():
        old = Path(
            tempfile.mkdtemp(dir=target_path.parent, prefix=f".{target_path.name}.", suffix=".old")
        )
        os.rmdir(old)
        os.replace(target_path, old)
    os.replace(new_path, target_path)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def _exchange(first: Path, second: Path) -> bool:
    """Swap two paths atomically (Linux ``renameat2(RENAME_EXCHANGE)``); False where unsupported."""
    if not sys.platform.startswith("linux"):
        return False
    renameat2 = getattr(ctypes.CDLL(None, use_errno=True), "renameat2", None)
    if renameat2 is None:  # a C library older than glibc 2.28
        return False
    at_fdcwd, rename_exchange = -100, 2
    if renameat2(at_fdcwd, os.fsencode(first), at_fdcwd, os.fsencode(second), rename_exchange) == 0:
        return True
    error = ctypes.get_errno()
    if error in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP):  # the file system cannot
        return False
    raise OSError(error, os.strerror(error), os.fspath(second))
