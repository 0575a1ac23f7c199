"""Query stage: SPARQL over a built graph (:mod:`kg.query.run`), SHACL validation
(:mod:`kg.query.validate`) and a read-only SPARQL endpoint (:mod:`kg.query.serve`).

The names of :mod:`kg.query.run` are read from it on first use, so that a light submodule
(``kg.query.stats``, what ``kg stats`` runs) imports neither rdflib nor networkx.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from kg.query.run import (
        ENGINES,
        Engine,
        QueryResult,
        format_csv,
        format_json,
        format_result,
        format_table,
        run_query,
    )

__all__ = [
    "ENGINES",
    "Engine",
    "QueryResult",
    "format_csv",
    "format_json",
    "format_result",
    "format_table",
    "run_query",
]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from kg.query import run

        return getattr(run, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
