"""The HTTP side of the endpoint: the SPARQL 1.1 Protocol (GET and POST), refusals, the page.

SPARQL Update (an ``update=`` parameter, an ``application/sparql-update`` body, or an update sent
as a query) is refused with 403 and a message. ``/`` is a small query page (``page.html``
beside this module).
"""

from __future__ import annotations

import html
import logging
import re
import time
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler
from importlib import resources
from string import Template
from typing import Any
from urllib.parse import parse_qs, urlsplit

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
        self._query_text = text
        if _UPDATE.match(text):
            self._error(403, _READ_ONLY)
            return
        forced = (params.get("format") or [""])[0].lower()
        try:
            result_format, graph_format = negotiate(self.headers.get("Accept") or "", forced)
        except ValueError as e:
            self._error(400, str(e))
            return
        status, code, payload = self.config.pool.run(text, result_format, graph_format)
        if status != "ok":
            self._error(code, payload)
            return
        name, data = payload
        self._send(200, data, CONTENT_TYPE[name])
