"""kg: turn scientific paper abstracts into a linked, queryable knowledge graph."""

from __future__ import annotations

__all__ = ["__version__"]

__version__ = "0.1.0"
