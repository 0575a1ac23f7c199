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

Modules: :mod:`~kg.query.serve.pool` (the query processes), :mod:`~kg.query.serve.negotiation`
(formats by ``Accept``), :mod:`~kg.query.serve.handler` (HTTP, refusals, the page
``page.html``), :mod:`~kg.query.serve.server` (start, serve, stop).

Example:
    >>> with start_server("exports/graph.oxigraph", port=0) as server:  # doctest: +SKIP
    ...     print(server.url)
    http://127.0.0.1:50123/sparql
"""

from kg.query.serve.server import SparqlServer, serve, start_server

__all__ = ["SparqlServer", "serve", "start_server"]
