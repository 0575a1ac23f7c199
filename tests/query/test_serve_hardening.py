"""``kg serve`` and ``kg query`` under attack and faults (issue 18, items 1-6), over real HTTP on
127.0.0.1, with a local listener that records any request the server makes."""

from __future__ import annotations

import http.client
import json
import socket
import socketserver
import subprocess
import sys
import threading
import time
import urllib.parse
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pyoxigraph
import pytest

from kg.errors import QueryError
from kg.query import run_query
from kg.query.serve import SparqlServer, start_server

COUNT = "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"
RUNAWAY = (
    "SELECT ?a WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l } ORDER BY ?a ?d ?g ?j LIMIT 1"
)
NESTED = "SELECT * WHERE " + "{" * 3000 + " ?s ?p ?o " + "}" * 3000
EMPTY_RESULTS = b'{"head":{"vars":["s"]},"results":{"bindings":[]}}'


class Recorder(socketserver.ThreadingTCPServer):
    """A local HTTP listener that keeps the first bytes of every connection made to it."""

    daemon_threads = True
    allow_reuse_address = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _RecordingHandler)
        self.seen: list[bytes] = []

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/sparql"


class _RecordingHandler(socketserver.BaseRequestHandler):
    def handle(self) -> None:
        self.request.settimeout(2)
        try:
            data = self.request.recv(65536)
        except OSError:
            data = b"(timeout)"
        self.server.seen.append(data)  # type: ignore[attr-defined]
        self.request.sendall(
            b"HTTP/1.1 200 OK\r\nContent-Type: application/sparql-results+json\r\n"
            + f"Content-Length: {len(EMPTY_RESULTS)}\r\nConnection: close\r\n\r\n".encode()
            + EMPTY_RESULTS
        )


@pytest.fixture()
def recorder() -> Iterator[Recorder]:
    listener = Recorder()
    thread = threading.Thread(target=listener.serve_forever, daemon=True)
    thread.start()
    yield listener
    listener.shutdown()
    listener.server_close()


def _store(path: Path, triples: int, value: str = "v") -> Path:
    store = pyoxigraph.Store(str(path))
    for i in range(triples):
        store.add(
            pyoxigraph.Quad(
                pyoxigraph.NamedNode(f"urn:kg:s{i}"),
                pyoxigraph.NamedNode("urn:kg:p"),
                pyoxigraph.Literal(f"{value}{i}"),
            )
        )
    store.flush()
    del store
    return path


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _store(tmp_path_factory.mktemp("hardening") / "graph.oxigraph", 40)


@pytest.fixture(scope="module")
def server(data: Path) -> Iterator[SparqlServer]:
    with start_server(data, port=0, timeout=3, workers=1).start() as running:
        yield running


def request(
    server: SparqlServer,
    method: str,
    path: str,
    *,
    body: bytes | None = None,
    headers: dict[str, str] | None = None,
    timeout: float = 30,
) -> tuple[int, bytes]:
    port = urllib.parse.urlsplit(server.url).port
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def ask(server: SparqlServer, query: str, **headers: str) -> tuple[int, bytes]:
    return request(
        server, "GET", "/sparql?" + urllib.parse.urlencode({"query": query}), headers=headers
    )


# 1. SSRF through SERVICE


@pytest.mark.parametrize(
    "template",
    [
        "SELECT * WHERE {{ SERVICE <{url}> {{ ?s ?p ?o }} }}",
        "select * where {{ ?x ?y ?z OPTIONAL {{ service silent <{url}> {{ ?s ?p ?o }} }} }}",
        "ASK {{ {{ SELECT ?s WHERE {{ SERVICE <{url}> {{ ?s ?p ?o }} }} }} }}",
        "PREFIX r: <{base}>\nSELECT * WHERE {{ SERVICE r:sparql {{ ?s ?p ?o }} }}",
    ],
)
def test_federated_queries_are_refused_and_nothing_is_sent(
    server: SparqlServer, recorder: Recorder, template: str
) -> None:
    query = template.format(url=recorder.url, base=recorder.url.removesuffix("sparql"))
    status, data = ask(server, query)
    assert status == 400 and b"federated queries (SERVICE) are refused" in data
    form = urllib.parse.urlencode({"query": query}).encode()
    status, _ = request(
        server,
        "POST",
        "/sparql",
        body=form,
        headers={"Content-Type": "application/x-www-form-urlencoded"},
    )
    assert status == 400
    time.sleep(0.2)
    assert recorder.seen == []


def test_the_word_service_elsewhere_is_not_a_federated_query(server: SparqlServer) -> None:
    query = 'SELECT ?s WHERE { ?s ?p "SERVICE <http://127.0.0.1:9/> { }" } # SERVICE'
    status, data = ask(server, query)
    assert status == 200 and json.loads(data)["results"]["bindings"] == []


@pytest.mark.parametrize("engine", ["oxigraph", "rdflib"])
def test_kg_query_refuses_federated_queries(data: Path, recorder: Recorder, engine: str) -> None:
    source = data if engine == "oxigraph" else _turtle(data)
    with pytest.raises(QueryError, match=r"federated queries \(SERVICE\) are refused"):
        run_query(
            source, f"SELECT * WHERE {{ SERVICE <{recorder.url}> {{ ?s ?p ?o }} }}", engine=engine
        )  # type: ignore[arg-type]
    assert recorder.seen == []


def _turtle(store: Path) -> Path:
    target = store.parent / "graph.nt"
    if not target.exists():
        target.write_bytes(
            pyoxigraph.Store.read_only(str(store)).dump(
                format=pyoxigraph.RdfFormat.N_TRIPLES, from_graph=pyoxigraph.DefaultGraph()
            )
        )
    return target


# 2. Host header and origins


def test_a_foreign_host_header_is_refused(server: SparqlServer) -> None:
    port = urllib.parse.urlsplit(server.url).port
    status, data = ask(server, COUNT, Host=f"rebind.example:{port}")
    assert status == 403 and b"DNS rebinding" in data
    assert request(server, "GET", "/", headers={"Host": "rebind.example"})[0] == 403
    for host in (f"localhost:{port}", f"127.0.0.1:{port}"):
        assert ask(server, COUNT, Host=host)[0] == 200


def test_queries_from_other_origins_are_refused(server: SparqlServer) -> None:
    port = urllib.parse.urlsplit(server.url).port
    form = urllib.parse.urlencode({"query": COUNT}).encode()
    headers = {"Content-Type": "application/x-www-form-urlencoded"}
    status, data = request(
        server, "POST", "/sparql", body=form, headers={**headers, "Origin": "https://evil.example"}
    )
    assert status == 403 and b"other origins" in data
    assert ask(server, COUNT, **{"Sec-Fetch-Site": "cross-site"})[0] == 403
    same = {**headers, "Origin": f"http://127.0.0.1:{port}", "Sec-Fetch-Site": "same-origin"}
    assert request(server, "POST", "/sparql", body=form, headers=same)[0] == 200


def test_host_names_follow_the_bound_address(data: Path) -> None:
    with start_server(data, host="0.0.0.0", port=0, workers=1).start() as running:
        port = urllib.parse.urlsplit(running.url).port
        assert ask(running, COUNT, Host=f"{socket.gethostname()}:{port}")[0] == 200
        assert ask(running, COUNT, Host=f"10.1.2.3:{port}")[0] == 200
        assert ask(running, COUNT, Host=f"rebind.example:{port}")[0] == 403


# 3. Body size


def _raw(server: SparqlServer, head: bytes, tail: bytes = b"", wait: float = 10) -> bytes:
    """Send ``head`` then ``tail`` and keep the connection open; the server's reply."""
    port = urllib.parse.urlsplit(server.url).port
    with socket.create_connection(("127.0.0.1", port), timeout=wait) as client:
        client.sendall(head + tail)
        reply = b""
        while b"\r\n\r\n" not in reply:
            chunk = client.recv(4096)
            if not chunk:
                break
            reply += chunk
        return reply


@pytest.mark.parametrize(
    ("length", "status"),
    [("-1", b"400"), ("12abc", b"400"), (None, b"411"), (str(1 << 30), b"413")],
)
def test_post_bodies_need_a_valid_bounded_length(
    server: SparqlServer, length: str | None, status: bytes
) -> None:
    head = b"POST /sparql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/sparql-query\r\n"
    if length is not None:
        head += f"Content-Length: {length}\r\n".encode()
    started = time.monotonic()
    reply = _raw(server, head + b"\r\n", b"SELECT * WHERE { ?s ?p ?o }" + b" " * 100_000)
    assert reply.split(b" ")[1] == status
    assert time.monotonic() - started < 5


def test_a_chunked_body_is_not_read(server: SparqlServer) -> None:
    head = (
        b"POST /sparql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/sparql-query\r\n"
        b"Transfer-Encoding: chunked\r\n\r\n"
    )
    assert _raw(server, head, b"1000\r\n" + b" " * 4096).split(b" ")[1] == b"411"


# 4. Nesting and length


def test_a_deeply_nested_query_is_refused_and_the_workers_live(server: SparqlServer) -> None:
    status, data = ask(server, NESTED)
    assert status == 400 and b"3000 deep, over the limit of 64" in data
    status, data = ask(server, "SELECT * WHERE { FILTER(" + "(" * 500 + "1" + ")" * 500 + ") }")
    assert status == 400 and b"over the limit of 64" in data
    long = ("SELECT * WHERE { " + "?s ?p ?o . " * 20_000 + "}").encode()
    status, data = request(
        server, "POST", "/sparql", body=long, headers={"Content-Type": "application/sparql-query"}
    )
    assert status == 400 and b"characters long, over the limit of 100,000" in data
    assert ask(server, COUNT)[0] == 200


def test_kg_query_refuses_a_deeply_nested_query(data: Path, tmp_path: Path) -> None:
    with pytest.raises(QueryError, match="3000 deep, over the limit of 64"):
        run_query(data, NESTED)
    (tmp_path / "nested.rq").write_text(NESTED, encoding="utf-8")
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "from kg.cli import main; main()",
            "query",
            str(data),
            str(tmp_path / "nested.rq"),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2, done.stderr  # kg query's exit code for a query error
    assert "nested.rq: the query nests braces, brackets or parentheses 3000 deep" in done.stderr


# 5. Runaway queries


@pytest.mark.slow
def test_cheap_queries_are_answered_while_runaways_run(data: Path) -> None:
    with start_server(data, port=0, timeout=6, workers=1).start() as running:
        replies: list[tuple[int, bytes]] = []
        runaways = [
            threading.Thread(target=lambda: replies.append(ask(running, RUNAWAY)), daemon=True)
            for _ in range(2)
        ]
        for thread in runaways:
            thread.start()
        time.sleep(1.5)
        for _ in range(5):
            started = time.monotonic()
            assert ask(running, COUNT)[0] == 200
            assert time.monotonic() - started < 2
        for thread in runaways:
            thread.join(30)
        assert [status for status, _ in replies] == [503, 503]
        for _, message in replies:
            assert b"time limit of 6 s" in message or b"busy with other queries for 6 s" in message


@pytest.mark.slow
def test_a_query_over_the_memory_limit_ends_its_process_with_a_clear_503(data: Path) -> None:
    hungry = "SELECT ?a WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l . ?m ?n ?o } ORDER BY ?o ?l ?i ?f ?c"
    with start_server(data, port=0, timeout=60, workers=1, worker_memory=1200).start() as running:
        started = time.monotonic()
        status, message = ask(running, hungry)
        assert time.monotonic() - started < 50
        assert status == 503, message
        assert b"1200 MB a process may use (--worker-memory)" in message
        assert b"killed by SIG" in message or b"more than the 1200 MB" in message
        assert b"()" not in message
        assert ask(running, COUNT)[0] == 200


@pytest.mark.slow
def test_the_busy_message_counts_the_workers(data: Path) -> None:
    with start_server(data, port=0, timeout=1.5, workers=1).start() as running:
        threads = [
            threading.Thread(target=ask, args=(running, RUNAWAY), daemon=True) for _ in range(3)
        ]
        for thread in threads:
            thread.start()
        time.sleep(0.3)
        status, message = ask(running, RUNAWAY)
        for thread in threads:
            thread.join(30)
        assert status == 503
        assert b"all 0" not in message
        assert b"all 1 query processes" in message or b"time limit of 1.5 s" in message


# 6. Odds and ends


def test_a_silent_client_is_disconnected(data: Path) -> None:
    with start_server(data, port=0, workers=1, client_timeout=1).start() as running:
        port = urllib.parse.urlsplit(running.url).port
        with socket.create_connection(("127.0.0.1", port), timeout=10) as client:
            client.sendall(b"GET /sparql HTTP/1.1\r\n")
            started = time.monotonic()
            assert client.recv(4096) == b""
            assert time.monotonic() - started < 5


def test_a_burst_of_connections_is_queued(data: Path) -> None:
    server = start_server(data, port=0, workers=1)  # listening, not yet accepting
    try:
        port = urllib.parse.urlsplit(server.url).port
        clients = []
        for _ in range(100):
            client = socket.socket()
            client.settimeout(0.5)
            client.connect(("127.0.0.1", port))
            clients.append(client)
        server.start()
        clients[0].sendall(b"GET /sparql?query=ASK%7B%7D HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n")
        clients[0].settimeout(30)
        assert clients[0].recv(12).startswith(b"HTTP/1.0 200")
    finally:
        for client in clients:
            client.close()
        server.close()


def test_406_is_decided_before_the_query_runs(server: SparqlServer) -> None:
    started = time.monotonic()
    status, data = ask(server, RUNAWAY, Accept="text/turtle")
    assert status == 406 and b"SELECT query gives results" in data
    assert time.monotonic() - started < 1
    status, _ = ask(
        server, "CONSTRUCT WHERE { ?s ?p ?o }", Accept="application/sparql-results+json"
    )
    assert status == 406


def test_xml_answers_with_a_control_character_are_refused_cleanly(tmp_path: Path) -> None:
    store = _store(tmp_path / "graph.oxigraph", 2, value="bell\x07")
    with start_server(store, port=0, workers=1).start() as running:
        for query, accept in (
            ("SELECT ?o WHERE { ?s ?p ?o }", "application/sparql-results+xml"),
            ("CONSTRUCT WHERE { ?s ?p ?o }", "application/rdf+xml"),
        ):
            status, data = ask(running, query, Accept=accept)
            if status == 200:
                ET.fromstring(data)  # well-formed, or the test fails here
            else:
                assert status == 406 and b"control character U+0007" in data
        status, data = ask(running, "SELECT ?o WHERE { ?s ?p ?o }")
        values = {b["o"]["value"] for b in json.loads(data)["results"]["bindings"]}
        assert status == 200 and values == {"bell\x070", "bell\x071"}
        assert (
            ET.fromstring(ask(running, COUNT, Accept="application/sparql-results+xml")[1])
            is not None
        )


@pytest.mark.slow
def test_a_store_rewritten_while_served_gives_one_snapshot(tmp_path: Path) -> None:
    from kg.export.store import replace_directory

    store = _store(tmp_path / "graph.oxigraph", 40)
    with start_server(store, port=0, workers=2, timeout=1).start() as running:
        before = [ask(running, COUNT)[1] for _ in range(4)]
        replace_directory(_store(tmp_path / "new.oxigraph", 55), store)
        assert ask(running, RUNAWAY)[0] == 503  # every worker that ran it is replaced
        assert ask(running, RUNAWAY)[0] == 503
        time.sleep(1)
        after = {ask(running, COUNT)[1] for _ in range(6)}
    assert after == set(before) and b'"40"' in before[0]
