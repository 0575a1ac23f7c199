"""The endpoint's lifecycle: the store (an RDF file is bulk-loaded into a temporary one, a store
directory is snapshotted), the query processes, the listening socket, and stopping cleanly on
Ctrl-C or SIGTERM.

Every query process opens the same snapshot (a RocksDB checkpoint taken at start, hard links
where the file system allows), so a store that ``kg build`` rewrites while it is served never
gives two versions of the data to different processes; restart kg serve to serve the new one.
"""

from __future__ import annotations

import ipaddress
import logging
import os
import shutil
import signal
import socket
import tempfile
import threading
from collections.abc import Callable
from http.server import ThreadingHTTPServer
from pathlib import Path
from types import TracebackType
from typing import Any

from kg.errors import ExportError, KGError
from kg.query.serve.handler import Handler, HandlerConfig, page
from kg.query.serve.pool import QueryPool

__all__ = ["SparqlServer", "serve", "start_server"]

logger = logging.getLogger(__name__)


class _HTTPServer(ThreadingHTTPServer):
    request_queue_size = 128  # connection bursts wait in the kernel, not for a retry
    daemon_threads = True


class SparqlServer:
    """A running endpoint: its URL, and ``close()`` (or use it as a context manager)."""

    def __init__(self, httpd: ThreadingHTTPServer, pool: QueryPool, temporary: Path | None) -> None:
        self._httpd = httpd
        self._pool = pool
        self._temporary = temporary
        self._thread: threading.Thread | None = None
        host, port = httpd.server_address[:2]
        host_text = host.decode() if isinstance(host, bytes) else str(host)
        shown = f"[{host_text}]" if ":" in host_text else host_text
        self.url = f"http://{shown}:{port}/sparql"

    def serve_forever(self) -> None:
        """Answer requests until :meth:`close` is called from another thread."""
        self._httpd.serve_forever()

    def start(self) -> SparqlServer:
        """Answer requests in a background thread."""
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, name="kg-serve", daemon=True
        )
        self._thread.start()
        return self

    def close(self) -> None:
        """Stop answering, stop the query processes and remove any temporary store."""
        if self._thread is not None:
            self._httpd.shutdown()
            self._thread.join()
        self._httpd.server_close()
        self._pool.close()
        if self._temporary is not None:
            shutil.rmtree(self._temporary, ignore_errors=True)

    def __enter__(self) -> SparqlServer:  # noqa: PYI034 (Python 3.10 has no typing.Self)
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


def _store_directory(source: Path) -> tuple[Path, Path]:
    """The store to serve, and the temporary directory holding it (removed afterwards): a
    snapshot of a store directory, or an RDF file loaded."""
    from kg.export.store import STORE_NAME, is_store, open_store, write_store_from_file

    if source.is_dir() and not is_store(source):
        raise ExportError(
            f"{source}: not an Oxigraph store; pass a store written by kg build or an RDF file"
        )
    temporary = Path(tempfile.mkdtemp(prefix="kg-serve-"))
    try:
        if source.is_dir():
            try:
                open_store(source).backup(str(temporary / STORE_NAME))
            except OSError as e:
                raise ExportError(f"{source}: cannot take a snapshot of the store: {e}") from e
        else:
            write_store_from_file(source, temporary / STORE_NAME)
    except BaseException:
        shutil.rmtree(temporary, ignore_errors=True)
        raise
    return temporary / STORE_NAME, temporary


def start_server(
    source: str | os.PathLike[str],
    *,
    host: str = "127.0.0.1",
    port: int = 7878,
    timeout: float = 30.0,
    workers: int = 2,
    memory: bool = False,
    worker_memory: int | None = 4096,
    client_timeout: float = 30.0,
) -> SparqlServer:
    """Open the store (or load the file), start the query processes and bind the port.

    The server does not answer until :meth:`SparqlServer.start` or
    :meth:`SparqlServer.serve_forever` is called.

    Args:
        source: A store directory written by ``kg build``, or a ``.ttl``, ``.nt`` or ``.jsonld`` file.
        host: Address to listen on; 127.0.0.1 (this machine only) unless you mean otherwise.
        port: TCP port; 0 picks a free one (see :attr:`SparqlServer.url`).
        timeout: Seconds a query may run.
        workers: General query processes (one more is kept for short queries).
        worker_memory: Megabytes of address space a query process may use (None: no limit);
            a query that needs more ends its process and gets 503.
        client_timeout: Seconds a connection may stay silent before it is closed.
        memory: Each query process copies the data into memory first: up to 4 times faster
            queries on large graphs, for a start-up of about 7 s and 0.4 GB per million
            triples and process.

    Raises:
        ExportError: The store or file cannot be opened.
        KGError: The port cannot be bound.
    """
    directory, temporary = _store_directory(Path(source))
    try:
        if not _is_loopback(host):
            logger.warning("kg serve listens on %s: other machines can query it", host)
        pool = QueryPool(
            str(directory),
            workers=workers,
            timeout=timeout,
            memory=memory,
            memory_limit=worker_memory,
        )
    except BaseException:
        shutil.rmtree(temporary, ignore_errors=True)
        raise
    config = HandlerConfig(
        pool=pool,
        page=page(),
        hosts=_host_names(host),
        any_address=host in ("", "0.0.0.0", "::"),
    )
    handler = type("Handler", (Handler,), {"config": config, "timeout": client_timeout})
    try:
        httpd = _HTTPServer((host, port), handler)
    except OSError as e:
        pool.close()
        shutil.rmtree(temporary, ignore_errors=True)
        raise KGError(
            f"cannot listen on {host}:{port}: {e.strerror or e}; pick another --port"
        ) from e
    return SparqlServer(httpd, pool, temporary)


def _host_names(host: str) -> frozenset[str]:
    """The ``Host`` values a server bound to ``host`` answers: the loopback names, and the
    bound name (every name of this machine when bound to all interfaces)."""
    names = {"localhost", "127.0.0.1", "::1", host.lower().strip("[]")}
    if host in ("", "0.0.0.0", "::"):
        names |= {socket.gethostname().lower(), socket.getfqdn().lower()}
    return frozenset(names - {""})


def _is_loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return host == "localhost"


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def serve(
    source: str | os.PathLike[str],
    *,
    on_ready: Callable[[str], None] | None = None,
    **options: Any,
) -> None:
    """Serve ``source`` until interrupted (Ctrl-C or SIGTERM).

    Args:
        source: As for :func:`start_server`.
        on_ready: Called with the endpoint's URL once it answers.
        options: ``host``, ``port``, ``timeout``, ``workers``, ``memory``,
            ``worker_memory``, ``client_timeout``: as for :func:`start_server`.
    """
    if threading.current_thread() is threading.main_thread():
        # SIGTERM stops the server like Ctrl-C, so the query processes and any temporary
        # store are cleaned up.
        signal.signal(signal.SIGTERM, _interrupt)
    with start_server(source, **options) as server:
        if on_ready is not None:
            on_ready(server.url)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            logger.info("stopping")
