"""The HTTP side of the endpoint: the SPARQL 1.1 Protocol (GET and POST), refusals, the page.

Refused before any query runs, each with a message: SPARQL Update (an ``update=`` parameter, an
``application/sparql-update`` body, or an update sent as a query: 403); a ``Host`` the server
was not bound to (DNS rebinding: 403); a query from a page of another site (``Origin`` or
``Sec-Fetch-Site``: 403); a POST without a valid ``Content-Length`` (411/400) or over the body
limit (413); a query too long, too deeply nested (400) or in a form the client does not
accept (406). Federated queries are refused by the query process (400). ``/`` is a small
query page (``page.html`` beside this module).
"""

from __future__ import annotations

import html
import ipaddress
import logging
import re
import time
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler
from importlib import resources
from string import Template
from typing import Any
from urllib.parse import parse_qs, urlsplit

from kg.errors import QueryError
from kg.query.guard import check_query, query_form
from kg.query.serve.negotiation import CONTENT_TYPE, negotiate
from kg.query.serve.pool import QueryPool
from kg.vocab import QUERY_PREFIXES, ontology_file

__all__ = ["Handler", "HandlerConfig", "page"]

logger = logging.getLogger(__name__)
# One line per request (time, client, method, path, status, duration, the query's start).
request_log = logging.getLogger("kg.query.serve.requests")

_MAX_BODY = 1 << 20  # bytes of a POSTed query
_LOGGED_CHARS = 60
_UPDATE = re.compile(
    r"^(?:\s|#[^\n]*\n|(?:PREFIX\s+[\w.-]*:\s*<[^>]*>)|(?:BASE\s*<[^>]*>))*"
    r"(?:INSERT|DELETE|LOAD|CLEAR|CREATE|DROP|COPY|MOVE|ADD|WITH)\b",
    re.IGNORECASE,
)
_READ_ONLY = "this endpoint is read-only: SPARQL Update is refused; change the data with kg build (--update) and restart kg serve"
_EXAMPLE = (
    "SELECT ?paperLabel ?datasetLabel WHERE {\n"
    "  ?paper kg:evaluatesOn ?dataset ; rdfs:label ?paperLabel .\n"
    "  ?dataset rdfs:label ?datasetLabel .\n"
    "} LIMIT 20"
)


@dataclass(frozen=True)
class HandlerConfig:
    """What every request handler of one server shares."""

    pool: QueryPool
    page: bytes
    hosts: frozenset[str]  # Host header values accepted (lowercase, no port, no [ ])
    any_address: bool = False  # bound to every interface: any IP address is a valid Host


def page() -> bytes:
    """The query page: ``page.html`` with the predeclared prefixes and an example query."""
    template = resources.files("kg.query.serve").joinpath("page.html").read_text(encoding="utf-8")
    prefixes = ", ".join(sorted(QUERY_PREFIXES))
    filled = Template(template).substitute(
        prefixes=html.escape(prefixes), example=html.escape(_EXAMPLE), examples=_examples()
    )
    return filled.encode()


def _examples() -> str:
    """Buttons that put the competency queries (kg/data/ontology/queries) into the query box."""
    folder = ontology_file("queries")
    buttons = []
    for path in sorted(folder.glob("*.rq")):
        text = path.read_text(encoding="utf-8")
        question = text.split("\n", 1)[0].lstrip("#").strip() or path.stem
        buttons.append(
            f'<li><button type="button" class="example" data-query="{html.escape(text)}">'
            f"{html.escape(question)}</button></li>"
        )
    return "\n".join(buttons)


class Handler(BaseHTTPRequestHandler):
    server_version = "kg-sparql/1"
    config: HandlerConfig  # set on the subclass made by start_server
    timeout = 30.0  # seconds a client may stay silent (socket timeout); set by start_server

    def log_message(self, format: str, *args: Any) -> None:
        logger.info("%s %s", self.address_string(), format % args)

    def parse_request(self) -> bool:
        self._started, self._query_text = time.monotonic(), ""
        return super().parse_request()

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        took = 1000 * (time.monotonic() - getattr(self, "_started", time.monotonic()))
        query = " ".join(getattr(self, "_query_text", "").split())
        request_log.info(
            "%s %s %s %s %s %.0f ms%s",
            time.strftime("%Y-%m-%d %H:%M:%S"),
            self.address_string(),
            self.command,
            urlsplit(self.path).path,
            code,
            took,
            f" {query[:_LOGGED_CHARS]}{'…' if len(query) > _LOGGED_CHARS else ''}" if query else "",
        )

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

    def _foreign(self, *, query: bool) -> str | None:
        """Why this request is refused as coming from elsewhere, or None."""
        host = _hostname(self.headers.get("Host") or "")
        if host is not None and not self._our_host(host):
            return (
                f"Host {host!r} is not a name of this server (a page of another site may be "
                "reaching it through DNS rebinding); use http://127.0.0.1:PORT, or start "
                "kg serve with --host NAME"
            )
        if not query:
            return None
        origin = self.headers.get("Origin")
        if origin is not None and (origin == "null" or not self._same_origin(origin)):
            return f"queries from pages of other origins ({origin}) are refused"
        if (self.headers.get("Sec-Fetch-Site") or "").lower() in ("cross-site", "same-site"):
            return "queries sent by pages of other sites are refused"
        return None

    def _our_host(self, host: str) -> bool:
        if host in self.config.hosts:
            return True
        if not self.config.any_address:
            return False
        try:
            ipaddress.ip_address(host)
        except ValueError:
            return False
        return True

    def _same_origin(self, origin: str) -> bool:
        parts = urlsplit(origin)
        port = parts.port or (443 if parts.scheme == "https" else 80)
        return (
            parts.scheme == "http"
            and parts.hostname is not None
            and self._our_host(parts.hostname.lower())
            and port == self.server.server_address[1]
        )

    def _refuse_foreign(self, *, query: bool) -> bool:
        reason = self._foreign(query=query)
        if reason is not None:
            self.close_connection = True
            self._error(403, reason)
        return reason is not None

    def do_GET(self) -> None:
        url = urlsplit(self.path)
        if url.path not in ("/", "/sparql"):
            self._error(404, f"no such page {url.path}; the endpoint is /sparql")
            return
        params = parse_qs(url.query, keep_blank_values=True)
        if self._refuse_foreign(query="query" in params or "update" in params):
            return
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
        if self._refuse_foreign(query=True):
            return
        body = self._body()
        if body is None:
            return
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

    def _body(self) -> bytes | None:
        """The request body, read up to its Content-Length; None (answered) if refused.

        A body is never read without a valid length, and never past the limit: the connection
        is closed instead of reading what remains.
        """
        text = self.headers.get("Content-Length")
        refusal = None
        if self.headers.get("Transfer-Encoding") or text is None:
            refusal = (411, "send the query with a Content-Length header (no chunked bodies)")
        elif not text.strip().isdigit():
            refusal = (400, f"Content-Length {text.strip()!r} is not a non-negative number")
        elif int(text) > _MAX_BODY:
            refusal = (413, f"request body of {int(text)} bytes is over the limit of {_MAX_BODY}")
        if refusal is not None:
            self.close_connection = True
            self._error(*refusal)
            return None
        length, chunks, got = int(text or 0), [], 0
        while got < length:
            chunk = self.rfile.read(min(length - got, 1 << 16))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
        if got < length:
            self.close_connection = True
            self._error(400, f"the body ended after {got} of the {length} bytes announced")
            return None
        return b"".join(chunks)

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
        self._query_text = text
        if _UPDATE.match(text):
            self._error(403, _READ_ONLY)
            return
        try:
            check_query(text, federation=True)
        except QueryError as e:
            self._error(400, str(e).removeprefix("query: "))
            return
        forced = (params.get("format") or [""])[0].lower()
        try:
            result_format, graph_format = negotiate(self.headers.get("Accept") or "", forced)
        except ValueError as e:
            self._error(400, str(e))
            return
        form = query_form(text)
        wanted = graph_format if form in ("CONSTRUCT", "DESCRIBE") else result_format
        if form is not None and wanted is None:
            kind = (
                "a graph (Turtle, N-Triples, RDF/XML)"
                if form in ("CONSTRUCT", "DESCRIBE")
                else "results (JSON, XML, CSV, TSV)"
            )
            self._error(
                406, f"this {form} query gives {kind}; none of them is acceptable to the client"
            )
            return
        status, code, payload = self.config.pool.run(text, result_format, graph_format)
        if status != "ok":
            self._error(code, payload)
            return
        name, data = payload
        self._send(200, data, CONTENT_TYPE[name])


def _hostname(header: str) -> str | None:
    """The host of a ``Host`` header, lowercase and without the port (None if absent)."""
    header = header.strip().lower()
    if not header:
        return None
    if header.startswith("["):
        return header[1:].partition("]")[0]
    return header.rpartition(":")[0] if header.count(":") == 1 else header
