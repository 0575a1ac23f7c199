"""Query stage: SPARQL over a built graph (:mod:`kg.query.run`), SHACL validation
(:mod:`kg.query.validate`) and a read-only SPARQL endpoint (:mod:`kg.query.serve`)."""

from kg.query import run
from kg.query.run import ENGINES as ENGINES
from kg.query.run import Engine as Engine
from kg.query.run import QueryResult as QueryResult
from kg.query.run import format_csv as format_csv
from kg.query.run import format_json as format_json
from kg.query.run import format_result as format_result
from kg.query.run import format_table as format_table
from kg.query.run import run_query as run_query

__all__ = run.__all__
