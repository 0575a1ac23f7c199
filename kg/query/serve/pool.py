"""The query processes of the endpoint: each opens the store read-only and answers queries.

A query still running after the time limit has its process killed and replaced, and the client
gets 503: Oxigraph queries cannot be cancelled from another thread, which is why processes, not
threads, run them. A reply is ``(status, HTTP code, payload)``: ``("ok", 200, (format name,
bytes))`` or ``("error", code, message)``.
"""

from __future__ import annotations

import multiprocessing
import queue
import threading
from multiprocessing.connection import Connection
from typing import Any

from kg.errors import ExportError
from kg.vocab import QUERY_PREFIXES

__all__ = ["QueryPool", "Worker"]


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
        answer = store.query(query, prefixes=dict(QUERY_PREFIXES))
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


class Worker:
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


class QueryPool:
    """Worker processes; a query that outlives the time limit costs its process."""

    def __init__(self, store_path: str, *, workers: int, timeout: float, memory: bool) -> None:
        self.store_path = store_path
        self.memory = memory
        self.timeout = timeout
        self.context = multiprocessing.get_context("spawn")
        self.idle: queue.Queue[Worker] = queue.Queue()
        self.all: set[Worker] = set()
        self.lock = threading.Lock()
        for _ in range(workers):
            self._add()

    def _add(self) -> None:
        worker = Worker(self.context, self.store_path, self.memory)
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

    def _replace(self, worker: Worker) -> None:
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
