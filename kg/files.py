"""Files written atomically: a temporary file beside the target, renamed into place.

An interrupted run (even SIGKILL) leaves either the previous file or the new one, never half a
file. Every writer of kg goes through :func:`atomic_output`.
"""

from __future__ import annotations

import contextlib
import logging
import os
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import IO

from kg.errors import ExportError

__all__ = ["atomic_output", "portable_source", "write_chunks", "write_text"]

logger = logging.getLogger(__name__)


@contextlib.contextmanager
def atomic_output(path: str | os.PathLike[str]) -> Iterator[IO[bytes]]:
    """A binary file that replaces ``path`` only when the block ends without an error.

    Raises:
        ExportError: The directory is missing or not writable.
    """
    target = Path(path)
    if not target.parent.is_dir():
        raise ExportError(f"{target}: directory {target.parent} does not exist; create it first")
    try:
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    except OSError as e:
        raise ExportError(f"{target}: cannot write to {target.parent}: {e.strerror}") from e
    try:
        with os.fdopen(fd, "wb") as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, target.stat().st_mode & 0o777 if target.exists() else 0o644)
        os.replace(tmp, target)
    except OSError as e:
        Path(tmp).unlink(missing_ok=True)
        raise ExportError(f"{target}: cannot write: {e.strerror or e}") from e
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_chunks(
    path: str | os.PathLike[str], chunks: Iterable[str], *, errors: str = "strict"
) -> None:
    """Write text chunks to ``path`` as UTF-8, atomically, holding one chunk at a time.

    Args:
        errors: What to do with what UTF-8 cannot encode (lone surrogates), as in
            :meth:`str.encode`.
    """
    with atomic_output(path) as handle:
        for chunk in chunks:
            handle.write(chunk.encode("utf-8", errors))


def write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write UTF-8 text to ``path`` atomically (see :func:`atomic_output`)."""
    with atomic_output(path) as handle:
        handle.write(text.encode("utf-8"))
    logger.info("wrote %s", path)


def portable_source(source: str) -> str:
    """``dir/papers.csv:12`` -> ``papers.csv:12``: exports must not depend on where files lie."""
    return source.replace("\\", "/").rsplit("/", 1)[-1]
