"""The query processes of the endpoint: each opens the store read-only and answers queries.

Each process has a memory limit (``RLIMIT_AS``): a query that needs more kills only its
process. A query still running after the time limit has its process killed and replaced, and
the client gets 503: Oxigraph queries cannot be cancelled from another thread, which is why
processes, not threads, run them. Besides the ``workers`` general processes, one more is kept
for short queries: it takes a query only when every general process is busy, and a query that
runs there longer than ``short_timeout`` is moved to the next free general process (and its
text remembered, so it waits for a general process next time). The general processes run at a
lower CPU priority (nice 10), so cheap queries are answered while long ones run. A reply is ``(status, HTTP code, payload)``:
``("ok", 200, (format name, bytes))`` or ``("error", code, message)``.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import re
import signal
import threading
import time
from multiprocessing.connection import Connection
from typing import Any

from kg.errors import ExportError
from kg.vocab import QUERY_PREFIXES

__all__ = ["QueryPool", "Worker"]

logger = logging.getLogger(__name__)

Request = tuple[str, "str | None", "str | None"]
Reply = tuple[str, int, Any]
# XML 1.0 cannot hold these characters, not even as character references.
_XML_FORBIDDEN = re.compile(rb"[\x00-\x08\x0b\x0c\x0e-\x1f]")
_GENERAL, _RESERVED = "general", "reserved"
_GENERAL_NICE = 10  # CPU priority of the general processes: below the short-query one's
_REMEMBERED = 1024  # query texts known to be long, at most


def _limit_memory(megabytes: int | None) -> None:
    if megabytes:
        import resource

        limit = megabytes << 20
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def _worker_main(conn: Connection, store_path: str, memory: bool, memory_limit: int | None) -> None:
    """A query process: limits its memory, opens the store read-only (copied into memory if
    ``memory``), then answers requests until told to stop."""
    import pyoxigraph

    try:
        _limit_memory(memory_limit)
        store = pyoxigraph.Store.read_only(store_path)
        if memory:
            copy = pyoxigraph.Store()
            copy.bulk_extend(store.quads_for_pattern(None, None, None))
            store = copy
    except (OSError, ValueError, MemoryError) as e:
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
        try:
            reply = _answer(store, *request)
        except MemoryError:
            reply = (
                "error",
                503,
                f"the query needed more than the {memory_limit} MB a query process may use; narrow it (more specific patterns, LIMIT)",
            )
        conn.send(reply)


def _answer(store: Any, query: str, result_format: str | None, graph_format: str | None) -> Reply:
    import pyoxigraph

    from kg.query.guard import is_federated

    # Parsed here, not in the server: a query that takes long to parse costs only this process.
    if is_federated(query):
        return (
            "error",
            400,
            "federated queries (SERVICE) are refused: this endpoint never sends requests to "
            "other servers on a client's behalf; query the remote endpoint yourself",
        )
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
    found = _XML_FORBIDDEN.search(data) if name in ("XML", "RDF_XML") else None
    if found is not None:
        return (
            "error",
            406,
            f"a value in the answer holds the control character U+{found.group()[0]:04X}, which "
            "XML cannot carry; ask for JSON, CSV or TSV results (or Turtle/N-Triples for graphs)",
        )
    return ("ok", 200, (name, data))


class Worker:
    """One query process and the pipe to it."""

    def __init__(
        self, context: Any, store_path: str, memory: bool, memory_limit: int | None
    ) -> None:
        self.conn, child = context.Pipe()
        self.process = context.Process(
            target=_worker_main, args=(child, store_path, memory, memory_limit), daemon=True
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
            status, message = "error", f"it {self.death()} (see the messages above)"
        if status != "ready":
            self.kill()
            hint = (
                f"; its memory limit of {memory_limit} MB (--worker-memory) may be too low"
                if memory_limit
                else ""
            )
            raise ExportError(f"{store_path}: cannot start a query process: {message}{hint}")

    def death(self) -> str:
        """How the process ended, in words: "exited with code 1", "was killed by SIGSEGV"."""
        self.process.join(5)
        code = self.process.exitcode
        if code is None:
            return "stopped answering"
        if code < 0:
            try:
                return f"was killed by {signal.Signals(-code).name}"
            except ValueError:
                return f"was killed by signal {-code}"
        return f"exited with code {code}"

    def ask(self, request: Request, timeout: float) -> Reply | None:
        """The worker's reply, or None if it did not answer within ``timeout`` seconds.

        Raises:
            EOFError, OSError: The process died.
        """
        self.conn.send(request)
        if not self.conn.poll(max(timeout, 0.0)):
            return None
        reply: Reply = self.conn.recv()
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


def _set_lane(worker: Worker, lane: str) -> None:
    """A general process runs at a lower CPU priority (a process may lower its own, never
    raise it back, so a process stays in its lane)."""
    if lane == _GENERAL and worker.process.pid is not None:
        try:
            os.setpriority(os.PRIO_PROCESS, worker.process.pid, _GENERAL_NICE)
        except OSError as e:
            logger.debug("cannot lower the priority of a query process: %s", e)


class QueryPool:
    """General worker processes and one kept for short queries; a query that outlives its
    time limit costs its process, which is replaced in the background."""

    def __init__(
        self,
        store_path: str,
        *,
        workers: int,
        timeout: float,
        memory: bool,
        memory_limit: int | None = None,
        short_timeout: float = 1.0,
    ) -> None:
        self.store_path = store_path
        self.memory = memory
        self.memory_limit = memory_limit
        self.timeout = timeout
        self.short_timeout = short_timeout
        self.workers = workers
        self.context = multiprocessing.get_context("spawn")
        self.ready = threading.Condition()
        self.idle: dict[str, list[Worker]] = {_GENERAL: [], _RESERVED: []}
        self.all: set[Worker] = set()
        self.closed = False
        # A spare process, started ahead, replaces a killed one at once (starting one takes
        # seconds), so the process kept for short queries is back before the next query.
        self.spare: list[Worker] = []
        self.missing = {_GENERAL: 0, _RESERVED: 0}
        self.long: set[str] = set()  # queries that ran over short_timeout
        for lane in [_GENERAL] * workers + [_RESERVED]:
            self._put(self._start(), lane)
        self.spare.append(self._start())

    def _start(self) -> Worker:
        worker = Worker(self.context, self.store_path, self.memory, self.memory_limit)
        with self.ready:
            self.all.add(worker)
        return worker

    def _put(self, worker: Worker, lane: str) -> None:
        _set_lane(worker, lane)
        with self.ready:
            self.idle[lane].append(worker)
            self.ready.notify()

    def _take(self, deadline: float, lanes: tuple[str, ...]) -> tuple[Worker, str] | None:
        """An idle worker (general ones first), waiting until ``deadline`` at most."""
        with self.ready:
            while True:
                for lane in lanes:
                    if self.idle[lane]:
                        return self.idle[lane].pop(), lane
                left = deadline - time.monotonic()
                if left <= 0 or self.closed:
                    return None
                self.ready.wait(left)

    def run(self, query: str, result_format: str | None, graph_format: str | None) -> Reply:
        deadline = time.monotonic() + self.timeout
        lanes: tuple[str, ...] = (_GENERAL,) if query in self.long else (_GENERAL, _RESERVED)
        while True:
            taken = self._take(deadline, lanes)
            if taken is None:
                return ("error", 503, self._busy())
            worker, lane = taken
            short = lane == _RESERVED
            limit = (
                min(self.short_timeout, deadline - time.monotonic())
                if short
                else deadline - time.monotonic()
            )
            try:
                reply = worker.ask((query, result_format, graph_format), limit)
            except (OSError, EOFError):
                how = worker.death()
                self._replace(worker, lane)
                return ("error", 503, self._crash(how))
            if reply is not None:
                self._put(worker, lane)
                return reply
            self._replace(worker, lane)
            if not short or time.monotonic() >= deadline:
                return (
                    "error",
                    503,
                    f"query stopped after the time limit of {self.timeout:g} s; narrow it "
                    "(more specific patterns, LIMIT) or restart kg serve with a larger --timeout",
                )
            # Too long for the process kept for short queries: wait for a general one.
            with self.ready:
                if len(self.long) >= _REMEMBERED:
                    self.long.clear()
                self.long.add(query)
            lanes = (_GENERAL,)

    def _busy(self) -> str:
        return (
            f"all {self.workers} query processes (and the one kept for short queries) were busy "
            f"with other queries for {self.timeout:g} s; try again later, or restart kg serve "
            "with more --workers"
        )

    def _crash(self, how: str) -> str:
        cause = (
            f"; a query that needs more than the {self.memory_limit} MB a process may use "
            "(--worker-memory) ends this way"
            if self.memory_limit
            else ""
        )
        return (
            f"the query process {how} while answering{cause}; it has been restarted; narrow "
            "the query (more specific patterns, LIMIT)"
        )

    def _replace(self, worker: Worker, lane: str) -> None:
        """Kill ``worker``; the spare takes its place, and a new spare starts in the background."""
        with self.ready:
            self.all.discard(worker)
            if self.spare:
                spare = self.spare.pop()
                _set_lane(spare, lane)
                self.idle[lane].append(spare)
                self.ready.notify()
            else:
                self.missing[lane] += 1
        worker.kill()
        threading.Thread(target=self._refill, daemon=True).start()

    def _refill(self) -> None:
        if self.closed:
            return
        try:
            worker = self._start()
        except ExportError as e:
            logger.error("%s", e)
            return
        with self.ready:
            if self.closed:
                pass
            elif self.missing[_RESERVED] or self.missing[_GENERAL]:
                lane = _RESERVED if self.missing[_RESERVED] else _GENERAL
                self.missing[lane] -= 1
                _set_lane(worker, lane)
                self.idle[lane].append(worker)
                self.ready.notify()
                return
            elif not self.spare:
                self.spare.append(worker)
                return
        worker.stop()

    def close(self) -> None:
        with self.ready:
            self.closed = True
            workers = list(self.all)
            self.all.clear()
            self.spare.clear()
            self.ready.notify_all()
        for worker in workers:
            worker.stop()
