"""Checks a SPARQL query passes before an engine sees it: size, nesting, no federation.

Oxigraph and rdflib parse queries recursively: a few thousand nested braces overflow the stack
(Oxigraph dies with SIGSEGV), so the nesting depth and the length are bounded first, with a
lexical scan that cannot recurse. Both engines run ``SERVICE <url> { ... }`` by sending an HTTP
request to the URL the query names, and neither can be told not to (pyoxigraph 0.5's
``Store.query`` has no option for it): a federated query is refused, decided from the parsed
query (rdflib's SPARQL parser), so the word in a string, an IRI or a comment does not count.

Example:
    >>> check_query("SELECT * WHERE { ?s ?p ?o }")
    >>> query_form("PREFIX x: <urn:x> ASK { ?s ?p ?o }")
    'ASK'
"""

from __future__ import annotations

import functools
import re

from kg.errors import QueryError

__all__ = [
    "MAX_QUERY_DEPTH",
    "MAX_QUERY_LENGTH",
    "check_query",
    "is_federated",
    "query_form",
    "scan",
]

MAX_QUERY_LENGTH = 100_000  # characters
MAX_QUERY_DEPTH = 64  # nested { ( [

# One token at a time: strings, IRIs, comments and words are skipped whole, so a brace or a
# keyword inside them counts for nothing.
_TOKEN = re.compile(
    r"""
    (?P<space>\s+)
  | (?P<comment>\#[^\n]*)
  | (?P<string>'''(?:[^'\\]|\\.|'(?!''))*'''|\"\"\"(?:[^"\\]|\\.|"(?!""))*\"\"\"
        |'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")
  | (?P<iri><[^<>"{}|^`\\\x00-\x20]*>)
  | (?P<word>[?$]?[\w.:-]+)
  | (?P<open>[{(\[])
  | (?P<close>[})\]])
  | (?P<other>.)
    """,
    re.VERBOSE | re.DOTALL,
)
_FORMS = ("SELECT", "ASK", "CONSTRUCT", "DESCRIBE")


def scan(text: str) -> tuple[int, list[str]]:
    """The deepest nesting of ``{``, ``(`` and ``[`` in ``text`` and its bare words, uppercased
    (keywords; not variables, prefixed names, strings, IRIs or comments)."""
    depth = deepest = 0
    words = []
    for found in _TOKEN.finditer(text):
        kind = found.lastgroup
        if kind == "open":
            depth += 1
            deepest = max(deepest, depth)
        elif kind == "close":
            depth = max(depth - 1, 0)
        elif kind == "word":
            word = found.group()
            if word[0] not in "?$" and ":" not in word:
                words.append(word.upper())
    return deepest, words


def query_form(text: str) -> str | None:
    """``SELECT``, ``ASK``, ``CONSTRUCT`` or ``DESCRIBE``: the form of the query, None if unknown."""
    return next((word for word in scan(text)[1] if word in _FORMS), None)


@functools.lru_cache(maxsize=256)
def is_federated(text: str) -> bool:
    """Whether the query holds a ``SERVICE`` clause anywhere (a subquery, OPTIONAL, ...).

    Decided from rdflib's parse tree; a query rdflib cannot parse (an engine's extension) is
    federated if ``SERVICE`` is one of its keywords. Check the depth first (:func:`check_query`).
    """
    from pyparsing import ParseBaseException
    from rdflib.plugins.sparql.parser import parseQuery

    try:
        tree = parseQuery(text)
    except (ParseBaseException, RecursionError, ValueError, TypeError):
        return "SERVICE" in scan(text)[1]
    return _has_service(tree)


def _has_service(node: object) -> bool:
    from pyparsing import ParseResults
    from rdflib.plugins.sparql.parserutils import CompValue

    if isinstance(node, CompValue):
        if node.name == "ServiceGraphPattern":
            return True
        return any(_has_service(value) for value in node.values())
    if isinstance(node, (list, tuple, ParseResults)):
        return any(_has_service(value) for value in node)
    return False


def check_query(
    text: str,
    *,
    name: str = "query",
    max_length: int = MAX_QUERY_LENGTH,
    max_depth: int = MAX_QUERY_DEPTH,
    federation: bool = False,
) -> None:
    """Refuse a query that is too long, too deeply nested or (unless ``federation``) federated.

    Raises:
        QueryError: The message names the limit and what to do.
    """
    if len(text) > max_length:
        raise QueryError(
            f"{name}: the query is {len(text):,} characters long, over the limit of "
            f"{max_length:,}; shorten it (a VALUES list can often be replaced by a pattern)"
        )
    depth = scan(text)[0]
    if depth > max_depth:
        raise QueryError(
            f"{name}: the query nests braces, brackets or parentheses {depth} deep, over the "
            f"limit of {max_depth}; flatten it (fewer nested groups or subqueries)"
        )
    if not federation and is_federated(text):
        raise QueryError(
            f"{name}: federated queries (SERVICE) are refused: kg never sends requests to "
            "other endpoints on a query's behalf; query the remote endpoint yourself"
        )
