"""A local, read-only SPARQL 1.1 Protocol endpoint over an Oxigraph store or an RDF file.

``kg serve`` answers ``GET /sparql?query=...`` and ``POST /sparql`` (a form with ``query=``, or
an ``application/sparql-query`` body) with SPARQL results in JSON, XML, CSV or TSV (graphs in
Turtle, N-Triples or RDF/XML) chosen by the ``Accept`` header or a ``format=`` parameter; ``/``
is a small query page. It listens on 127.0.0.1 unless told otherwise.

* Read-only: SPARQL Update (an ``update=`` parameter, an ``application/sparql-update`` body, or
  an update sent as a query) is refused with 403 and a message; the store is opened read-only.
* ``memory=True`` (``kg serve --memory``) copies the data into each worker's memory first,
  which answers large graphs up to 4 times faster than the on-disk store.
* A time limit per query: each query runs in a worker process (``workers`` of them, each with
  the store open read-only); a query still running after ``timeout`` seconds has its process
  killed and replaced, and the client gets 503. Oxigraph queries cannot be cancelled from
  another thread, which is why processes, not threads, run them.

An RDF file is bulk-loaded into a temporary on-disk store first (removed on close), so every
worker opens the same data.

Example:
    >>> with start_server("exports/graph.oxigraph", port=0) as server:  # doctest: +SKIP
    ...     print(server.url)
    http://127.0.0.1:50123/sparql
"""

from __future__ import annotations

import html
import ipaddress
import logging
import multiprocessing
import os
import queue
import re
import shutil
import signal
import tempfile
import threading
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from multiprocessing.connection import Connection
from pathlib import Path
from types import TracebackType
from typing import Any
from urllib.parse import parse_qs, urlsplit

from kg.errors import ExportError, KGError
from kg.vocab import PREFIXES

__all__ = ["SparqlServer", "serve", "start_server"]

logger = logging.getLogger(__name__)

_MAX_BODY = 1 << 20  # bytes of a POSTed query
# Media type -> pyoxigraph format name, for solutions/booleans and for graphs.
_RESULT_TYPES = {
    "application/sparql-results+json": "JSON",
    "application/json": "JSON",
    "application/sparql-results+xml": "XML",
    "application/xml": "XML",
    "text/xml": "XML",
    "text/csv": "CSV",
    "text/tab-separated-values": "TSV",
}
_GRAPH_TYPES = {
    "text/turtle": "TURTLE",
    "application/n-triples": "N_TRIPLES",
    "text/plain": "N_TRIPLES",
    "application/rdf+xml": "RDF_XML",
}
_CONTENT_TYPE = {
    "JSON": "application/sparql-results+json",
    "XML": "application/sparql-results+xml",
    "CSV": "text/csv; charset=utf-8",
    "TSV": "text/tab-separated-values; charset=utf-8",
    "TURTLE": "text/turtle; charset=utf-8",
    "N_TRIPLES": "application/n-triples",
    "RDF_XML": "application/rdf+xml",
}
_FORMAT_PARAM = {
    "json": "JSON",
    "xml": "XML",
    "csv": "CSV",
    "tsv": "TSV",
    "turtle": "TURTLE",
    "ttl": "TURTLE",
    "nt": "N_TRIPLES",
    "ntriples": "N_TRIPLES",
    "rdfxml": "RDF_XML",
}
_UPDATE = re.compile(
    r"^(?:\s|#[^\n]*\n|(?:PREFIX\s+[\w.-]*:\s*<[^>]*>)|(?:BASE\s*<[^>]*>))*"
    r"(?:INSERT|DELETE|LOAD|CLEAR|CREATE|DROP|COPY|MOVE|ADD|WITH)\b",
    re.IGNORECASE,
)
_READ_ONLY = "this endpoint is read-only: SPARQL Update is refused; change the data with kg build (--update) and restart kg serve"


# ---------------------------------------------------------------------------- worker processes


def _worker_main(conn: Connection, store_path: str, memory: bool) -> None:
    """A query process: opens the store read-only (copied into memory if ``memory``), then
    answers requests until told to stop."""
    import pyoxigraph

    try:
        store = pyoxigraph.Store.read_only(store_path)
        if memory:
            copy = pyoxigraph.Store()
            copy.bulk_extend(store.quads_for_pattern(None, None, None))
            store = copy
    except OSError as e:
        conn.send(("error", 500, f"cannot open the store {store_path}: {e}"))
        return
    conn.send(("ready", 200, ""))
    while True:
        try:
            request = conn.recv()
        except EOFError:
            return
        if request is None:
            return
        conn.send(_answer(store, *request))


def _answer(
    store: Any, query: str, result_format: str | None, graph_format: str | None
) -> tuple[str, int, Any]:
    import pyoxigraph

    try:
        answer = store.query(query, prefixes=dict(PREFIXES))
    except SyntaxError as e:
        return ("error", 400, f"malformed query: {' '.join(str(e).split())}")
    except Exception as e:  # noqa: BLE001 (any evaluation error is this query's: answer 500)
        return ("error", 500, f"query failed: {e}")
    is_graph = isinstance(answer, pyoxigraph.QueryTriples)
    name = graph_format if is_graph else result_format
    if name is None:
        wanted = (
            "graph (Turtle, N-Triples, RDF/XML)" if is_graph else "results (JSON, XML, CSV, TSV)"
        )
        return (
            "error",
            406,
            f"this query gives {wanted}; none of them is acceptable to the client",
        )
    try:
        if is_graph:
            data = answer.serialize(format=getattr(pyoxigraph.RdfFormat, name))
        else:
            data = answer.serialize(format=getattr(pyoxigraph.QueryResultsFormat, name))
    except Exception as e:  # noqa: BLE001 (a failure is this query's, not the worker's: answer 500)
        return ("error", 500, f"query failed: {e}")
    return ("ok", 200, (name, data))


class _Worker:
    """One query process and the pipe to it."""

    def __init__(self, context: Any, store_path: str, memory: bool) -> None:
        self.conn, child = context.Pipe()
        self.process = context.Process(
            target=_worker_main, args=(child, store_path, memory), daemon=True
        )
        self.process.start()
        child.close()
        # Copying a large store into memory takes a while (about 7 s per million triples).
        wait = 3600 if memory else 60
        try:
            status, _, message = (
                self.conn.recv()
                if self.conn.poll(wait)
                else ("error", 500, f"it did not start in {wait} s")
            )
        except EOFError:
            status, message = (
                "error",
                f"it exited with code {self.process.exitcode} (see the messages above)",
            )
        if status != "ready":
            self.kill()
            raise ExportError(f"{store_path}: cannot start a query process: {message}")

    def ask(
        self, request: tuple[str, str | None, str | None], timeout: float
    ) -> tuple[str, int, Any] | None:
        """The worker's reply, or None if it did not answer within ``timeout`` seconds."""
        self.conn.send(request)
        if not self.conn.poll(timeout):
            return None
        reply: tuple[str, int, Any] = self.conn.recv()
        return reply

    def stop(self) -> None:
        try:
            self.conn.send(None)
        except OSError:
            pass
        self.process.join(2)
        self.kill()

    def kill(self) -> None:
        if self.process.is_alive():
            self.process.kill()
        self.process.join(5)
        self.conn.close()


class _Pool:
    """Worker processes; a query that outlives the time limit costs its process."""

    def __init__(self, store_path: str, *, workers: int, timeout: float, memory: bool) -> None:
        self.store_path = store_path
        self.memory = memory
        self.timeout = timeout
        self.context = multiprocessing.get_context("spawn")
        self.idle: queue.Queue[_Worker] = queue.Queue()
        self.all: set[_Worker] = set()
        self.lock = threading.Lock()
        for _ in range(workers):
            self._add()

    def _add(self) -> None:
        worker = _Worker(self.context, self.store_path, self.memory)
        with self.lock:
            self.all.add(worker)
        self.idle.put(worker)

    def run(
        self, query: str, result_format: str | None, graph_format: str | None
    ) -> tuple[str, int, Any]:
        try:
            worker = self.idle.get(timeout=self.timeout)
        except queue.Empty:
            return (
                "error",
                503,
                f"all {len(self.all)} query workers stayed busy for {self.timeout:g} s; try again later",
            )
        try:
            reply = worker.ask((query, result_format, graph_format), self.timeout)
        except (OSError, EOFError) as e:
            reply = ("error", 500, f"the query process failed ({e}); it has been restarted")
            self._replace(worker)
            return reply
        if reply is None:
            self._replace(worker)
            return (
                "error",
                503,
                (
                    f"query stopped after the time limit of {self.timeout:g} s; narrow it "
                    "(more specific patterns, LIMIT) or restart kg serve with a larger --timeout"
                ),
            )
        self.idle.put(worker)
        return reply

    def _replace(self, worker: _Worker) -> None:
        with self.lock:
            self.all.discard(worker)
        worker.kill()
        self._add()

    def close(self) -> None:
        with self.lock:
            workers = list(self.all)
            self.all.clear()
        for worker in workers:
            worker.stop()


# ---------------------------------------------------------------------------- HTTP


def _accepted(accept: str) -> list[str]:
    """Media types of an Accept header, best first (q=0 dropped; ties keep their order)."""
    ranked = []
    for position, part in enumerate(accept.split(",")):
        fields = [f.strip() for f in part.split(";")]
        if not fields[0]:
            continue
        q = 1.0
        for param in fields[1:]:
            name, _, value = param.partition("=")
            if name.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if q > 0:
            ranked.append((-q, position, fields[0].lower()))
    return [media for _, _, media in sorted(ranked)]


def _choose(accept: str, table: dict[str, str], default: str) -> str | None:
    if not accept.strip():
        return default
    for media in _accepted(accept):
        if media in table:
            return table[media]
        if media in ("*/*", "application/*") or (
            media == "text/*" and default in ("CSV", "TURTLE")
        ):
            return default
    return None


@dataclass
class _Config:
    pool: _Pool
    page: bytes


def _page() -> bytes:
    example = (
        "SELECT ?paperLabel ?datasetLabel WHERE {\n"
        "  ?paper kg:evaluatesOn ?dataset ; rdfs:label ?paperLabel .\n"
        "  ?dataset rdfs:label ?datasetLabel .\n"
        "} LIMIT 20"
    )
    prefixes = ", ".join(sorted(PREFIXES))
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>kg SPARQL endpoint</title>
<style>body{{font:15px system-ui,sans-serif;margin:2em;max-width:70em}}textarea{{width:100%;font:14px monospace}}
table{{border-collapse:collapse;margin-top:1em}}td,th{{border:1px solid #ccc;padding:.2em .5em;text-align:left;vertical-align:top}}</style>
</head><body>
<h1>kg SPARQL endpoint</h1>
<p>Read-only SPARQL 1.1 at <code>/sparql</code> (GET or POST). Predeclared prefixes: {html.escape(prefixes)}.</p>
<form id="f" method="get" action="/sparql">
<textarea name="query" rows="12">{html.escape(example)}</textarea>
<p><label>Results as <select name="format"><option value="">table (here)</option><option>json</option><option>xml</option><option>csv</option><option>tsv</option></select></label>
<button type="submit">Run</button></p></form>
<div id="out"></div>
<script>
document.getElementById("f").addEventListener("submit", async (event) => {{
  const form = new FormData(event.target);
  if (form.get("format")) return;
  event.preventDefault();
  const out = document.getElementById("out");
  out.textContent = "Running...";
  const response = await fetch("/sparql", {{method: "POST", body: new URLSearchParams({{query: form.get("query")}}),
    headers: {{"Accept": "application/sparql-results+json, text/turtle;q=0.5"}}}});
  const text = await response.text();
  out.textContent = "";
  if (!response.ok || !(response.headers.get("Content-Type") || "").includes("json")) {{
    const pre = document.createElement("pre"); pre.textContent = text; out.append(pre); return;
  }}
  const data = JSON.parse(text);
  if ("boolean" in data) {{ out.textContent = String(data.boolean); return; }}
  const table = document.createElement("table"), head = table.insertRow();
  for (const name of data.head.vars) {{ const th = document.createElement("th"); th.textContent = name; head.append(th); }}
  for (const binding of data.results.bindings) {{
    const row = table.insertRow();
    for (const name of data.head.vars) {{ row.insertCell().textContent = binding[name] ? binding[name].value : ""; }}
  }}
  const count = document.createElement("p"); count.textContent = data.results.bindings.length + " rows";
  out.append(count, table);
}});
</script>
</body></html>
""".encode()


class _Handler(BaseHTTPRequestHandler):
    server_version = "kg-sparql/1"
    config: _Config  # set on the subclass made by start_server

    def log_message(self, format: str, *args: Any) -> None:
        logger.info("%s %s", self.address_string(), format % args)

    def _send(self, status: int, body: bytes, content_type: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept")
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _error(self, status: int, message: str) -> None:
        self._send(status, (message + "\n").encode("utf-8"), "text/plain; charset=utf-8")

    def do_GET(self) -> None:
        url = urlsplit(self.path)
        if url.path not in ("/", "/sparql"):
            self._error(404, f"no such page {url.path}; the endpoint is /sparql")
            return
        params = parse_qs(url.query, keep_blank_values=True)
        if "update" in params:
            self._error(403, _READ_ONLY)
            return
        if "query" not in params:
            self._send(200, self.config.page, "text/html; charset=utf-8")
            return
        self._query(params)

    do_HEAD = do_GET

    def do_POST(self) -> None:
        url = urlsplit(self.path)
        if url.path != "/sparql":
            self._error(404, f"no such endpoint {url.path}; POST queries to /sparql")
            return
        try:
            length = int(self.headers.get("Content-Length") or 0)
        except ValueError:
            self._error(400, "Content-Length is not a number")
            return
        if length > _MAX_BODY:
            self._error(413, f"request body of {length} bytes is over the limit of {_MAX_BODY}")
            return
        body = self.rfile.read(length) if length else b""
        media = (self.headers.get("Content-Type") or "").split(";")[0].strip().lower()
        params = parse_qs(url.query, keep_blank_values=True)
        if media == "application/sparql-update" or "update" in params:
            self._error(403, _READ_ONLY)
            return
        if media == "application/x-www-form-urlencoded":
            form = parse_qs(body.decode("utf-8", "replace"), keep_blank_values=True)
            if "update" in form:
                self._error(403, _READ_ONLY)
                return
            params.update(form)
        elif media == "application/sparql-query":
            params["query"] = [body.decode("utf-8", "replace")]
        else:
            self._error(
                415,
                f"unsupported Content-Type {media or '(none)'}; send application/sparql-query or a form with query=",
            )
            return
        self._query(params)

    def _refuse_method(self) -> None:
        self.send_response(405)
        self.send_header("Allow", "GET, HEAD, POST")
        body = b"method not allowed: query with GET or POST\n"
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_PUT = do_DELETE = do_PATCH = _refuse_method

    def _query(self, params: dict[str, list[str]]) -> None:
        queries = params.get("query", [])
        if len(queries) != 1 or not queries[0].strip():
            self._error(400, "give exactly one non-empty query parameter")
            return
        text = queries[0]
        if _UPDATE.match(text):
            self._error(403, _READ_ONLY)
            return
        forced = (params.get("format") or [""])[0].lower()
        result_format: str | None
        graph_format: str | None
        if forced:
            name = _FORMAT_PARAM.get(forced)
            if name is None:
                self._error(
                    400, f"unknown format={forced}; expected one of {', '.join(_FORMAT_PARAM)}"
                )
                return
            result_format = name if name in ("JSON", "XML", "CSV", "TSV") else None
            graph_format = name if result_format is None else "TURTLE"
        else:
            accept = self.headers.get("Accept") or ""
            result_format = _choose(accept, _RESULT_TYPES, "JSON")
            graph_format = _choose(accept, _GRAPH_TYPES, "TURTLE")
        status, code, payload = self.config.pool.run(text, result_format, graph_format)
        if status != "ok":
            self._error(code, payload)
            return
        name, data = payload
        self._send(200, data, _CONTENT_TYPE[name])


# ---------------------------------------------------------------------------- server


class SparqlServer:
    """A running endpoint: its URL, and ``close()`` (or use it as a context manager)."""

    def __init__(self, httpd: ThreadingHTTPServer, pool: _Pool, temporary: Path | None) -> None:
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


def _store_directory(source: Path) -> tuple[Path, Path | None]:
    """The store to serve, and a temporary directory to remove afterwards (for an RDF file)."""
    from kg.export.store import STORE_NAME, is_store, write_store_from_file

    if source.is_dir():
        if not is_store(source):
            raise ExportError(
                f"{source}: not an Oxigraph store; pass a store written by kg build or an RDF file"
            )
        return source, None
    temporary = Path(tempfile.mkdtemp(prefix="kg-serve-"))
    try:
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
) -> SparqlServer:
    """Open the store (or load the file), start the query processes and bind the port.

    The server does not answer until :meth:`SparqlServer.start` or
    :meth:`SparqlServer.serve_forever` is called.

    Args:
        source: A store directory written by ``kg build``, or a ``.ttl``, ``.nt`` or ``.jsonld`` file.
        host: Address to listen on; 127.0.0.1 (this machine only) unless you mean otherwise.
        port: TCP port; 0 picks a free one (see :attr:`SparqlServer.url`).
        timeout: Seconds a query may run.
        workers: Query processes (queries answered at once).
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
        pool = _Pool(str(directory), workers=workers, timeout=timeout, memory=memory)
    except BaseException:
        if temporary is not None:
            shutil.rmtree(temporary, ignore_errors=True)
        raise
    handler = type("Handler", (_Handler,), {"config": _Config(pool=pool, page=_page())})
    try:
        httpd = ThreadingHTTPServer((host, port), handler)
    except OSError as e:
        pool.close()
        if temporary is not None:
            shutil.rmtree(temporary, ignore_errors=True)
        raise KGError(
            f"cannot listen on {host}:{port}: {e.strerror or e}; pick another --port"
        ) from e
    httpd.daemon_threads = True
    return SparqlServer(httpd, pool, temporary)


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
    host: str = "127.0.0.1",
    port: int = 7878,
    timeout: float = 30.0,
    workers: int = 2,
    memory: bool = False,
    on_ready: Callable[[str], None] | None = None,
) -> None:
    """Serve ``source`` until interrupted (Ctrl-C or SIGTERM); see :func:`start_server`."""
    if threading.current_thread() is threading.main_thread():
        # SIGTERM stops the server like Ctrl-C, so the query processes and any temporary
        # store are cleaned up.
        signal.signal(signal.SIGTERM, _interrupt)
    with start_server(
        source, host=host, port=port, timeout=timeout, workers=workers, memory=memory
    ) as server:
        if on_ready is not None:
            on_ready(server.url)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            logger.info("stopping")
