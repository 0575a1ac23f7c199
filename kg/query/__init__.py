"""Query stage: SPARQL over a built graph (:mod:`kg.query.run`), SHACL validation
(:mod:`kg.query.validate`) and a read-only SPARQL endpoint (:mod:`kg.query.serve`)."""

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
