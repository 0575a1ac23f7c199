"""One build at a time per output directory: an exclusive ``flock`` on a lock file in it.

Two ``kg build`` runs into one ``--out`` would otherwise mix the outputs of both. The lock is
taken before anything is read from or written to the directory and released (the lock file
removed) at the end; the kernel releases it too if the process dies. A directory the lock
created is removed again if the build left it empty (a failed build writes nothing).
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
from collections.abc import Iterator
from pathlib import Path

from kg.errors import ExportError
from kg.read import quote_name

__all__ = ["LOCK_NAME", "locked_directory"]

LOCK_NAME = ".kg-build.lock"


@contextlib.contextmanager
def locked_directory(out_dir: str | os.PathLike[str]) -> Iterator[Path]:
    """Hold the build lock of ``out_dir`` (created if missing) for the block.

    Raises:
        ExportError: Another build holds it, or the directory cannot be created or written.
    """
    directory = Path(out_dir)
    shown = quote_name(os.fspath(directory))
    created = not directory.exists()
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise ExportError(f"{shown}: cannot create the output directory: {e.strerror}") from e
    path = directory / LOCK_NAME
    while True:
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as e:
            raise ExportError(
                f"{shown}: cannot write to the output directory: {e.strerror}; choose another --out"
            ) from e
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as e:
            os.close(fd)
            if e.errno in (errno.EWOULDBLOCK, errno.EAGAIN):
                raise ExportError(
                    f"another kg build is writing {shown}; wait for it to finish or choose "
                    "another --out"
                ) from e
            raise ExportError(f"{shown}: cannot lock {LOCK_NAME}: {e.strerror}") from e
        # The holder before us may have removed the file after we opened it: lock the one
        # that is there now.
        try:
            same = os.stat(path).st_ino == os.fstat(fd).st_ino
        except FileNotFoundError:
            same = False
        if same:
            break
        os.close(fd)
    try:
        yield directory
    finally:
        with contextlib.suppress(OSError):
            path.unlink()
        os.close(fd)
        if created:
            with contextlib.suppress(OSError):
                directory.rmdir()  # only if empty
