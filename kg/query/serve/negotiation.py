"""Content negotiation: which result or graph format a request gets, from ``Accept`` or ``format=``.

Format names are pyoxigraph's (``JSON``, ``XML``, ``CSV``, ``TSV`` for solutions and booleans;
``TURTLE``, ``N_TRIPLES``, ``RDF_XML`` for graphs).
"""

from __future__ import annotations

__all__ = [
    "CONTENT_TYPE",
    "FORMAT_PARAM",
    "GRAPH_TYPES",
    "RESULT_TYPES",
    "accepted",
    "choose",
    "negotiate",
]

# Media type -> pyoxigraph format name, for solutions/booleans and for graphs.
RESULT_TYPES = {
    "application/sparql-results+json": "JSON",
    "application/json": "JSON",
    "application/sparql-results+xml": "XML",
    "application/xml": "XML",
    "text/xml": "XML",
    "text/csv": "CSV",
    "text/tab-separated-values": "TSV",
}
GRAPH_TYPES = {
    "text/turtle": "TURTLE",
    "application/n-triples": "N_TRIPLES",
    "text/plain": "N_TRIPLES",
    "application/rdf+xml": "RDF_XML",
}
CONTENT_TYPE = {
    "JSON": "application/sparql-results+json",
    "XML": "application/sparql-results+xml",
    "CSV": "text/csv; charset=utf-8",
    "TSV": "text/tab-separated-values; charset=utf-8",
    "TURTLE": "text/turtle; charset=utf-8",
    "N_TRIPLES": "application/n-triples",
    "RDF_XML": "application/rdf+xml",
}
FORMAT_PARAM = {
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
_RESULT_FORMATS = ("JSON", "XML", "CSV", "TSV")


def accepted(accept: str) -> list[str]:
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


def choose(accept: str, table: dict[str, str], default: str) -> str | None:
    if not accept.strip():
        return default
    for media in accepted(accept):
        if media in table:
            return table[media]
        if media in ("*/*", "application/*") or (
            media == "text/*" and default in ("CSV", "TURTLE")
        ):
            return default
    return None


def negotiate(accept: str, forced: str = "") -> tuple[str | None, str | None]:
    """(result format, graph format) for a request; None where the client accepts none.

    Args:
        accept: The ``Accept`` header ("" if absent).
        forced: The ``format=`` parameter, lowercased ("" if absent); it overrides ``accept``.

    Raises:
        ValueError: ``forced`` is not a known format (the message lists them).
    """
    if forced:
        name = FORMAT_PARAM.get(forced)
        if name is None:
            raise ValueError(f"unknown format={forced}; expected one of {', '.join(FORMAT_PARAM)}")
        result_format = name if name in _RESULT_FORMATS else None
        return result_format, name if result_format is None else "TURTLE"
    return choose(accept, RESULT_TYPES, "JSON"), choose(accept, GRAPH_TYPES, "TURTLE")
