"""The errors kg raises: one small hierarchy, each message says what, where and how to fix."""

from __future__ import annotations

__all__ = ["KGError", "InputError", "ExportError", "QueryError", "ValidationError"]


class KGError(Exception):
    """Base class of every error kg raises on purpose."""


class InputError(KGError):
    """An input file or record cannot be used (names the file and line or record)."""


class ExportError(KGError):
    """An output could not be written or a graph file could not be loaded."""


class QueryError(KGError):
    """A SPARQL query is malformed or failed."""


class ValidationError(KGError):
    """A graph does not conform to the SHACL shapes."""
