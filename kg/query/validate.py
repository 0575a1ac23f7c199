"""Check a graph against the SHACL shapes (``ontology/shapes.ttl``) with pySHACL.

The ontology is passed as pySHACL's ``ont_graph``: its ``rdfs:subClassOf`` axioms are mixed
into the data graph, so ``sh:class kg:Dataset`` accepts a ``kg:Benchmark``. No RDFS inference
is run: it would also apply ``rdfs:range`` and make every ``sh:class`` check pass vacuously.

Example:
    >>> report = validate_file("exports/graph.ttl")  # doctest: +SKIP
    >>> print(format_report(report))  # doctest: +SKIP
    Conforms: 0 violations.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path

import rdflib
from rdflib.namespace import SH
from rdflib.term import Literal, Node

from kg.errors import ExportError
from kg.export.load import read_rdf
from kg.vocab import PREFIXES, ontology_file

__all__ = [
    "ValidationReport",
    "Violation",
    "format_report",
    "validate_file",
    "validate_graph",
    "validate_path",
]

logger = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Violation:
    """One SHACL validation result, as readable strings.

    Attributes:
        focus: The node that failed (IRI).
        path: The property path, or "" for a node-level constraint.
        message: What is wrong (the shape's ``sh:message``, else pySHACL's).
        severity: ``Violation``, ``Warning`` or ``Info``.
        value: The offending value, when the result names one.
    """

    focus: str
    path: str
    message: str
    severity: str
    value: str | None = None


@dataclass(frozen=True, slots=True)
class ValidationReport:
    """The outcome of a validation: whether the graph conforms, and every result, sorted."""

    conforms: bool
    violations: tuple[Violation, ...] = ()


def _load(name: str) -> rdflib.Graph:
    path = ontology_file(name)
    try:
        return rdflib.Graph().parse(path, format="turtle")
    except (OSError, SyntaxError) as e:
        raise ExportError(f"{path}: cannot load the packaged {name} ({e}); reinstall kg") from e


def validate_graph(rdf: rdflib.Graph) -> ValidationReport:
    """Validate an RDF graph against kg's SHACL shapes.

    Args:
        rdf: The data graph, e.g. from :func:`kg.export.rdf.to_rdf`; it is not modified.

    Returns:
        A report; ``conforms`` is False if any result has severity Violation.
    """
    import pyshacl  # imported here: it is slow to import and only this command needs it

    conforms, results, _text = pyshacl.validate(
        rdf,
        shacl_graph=_load("shapes.ttl"),
        ont_graph=_load("kg.ttl"),
        inference="none",
        abort_on_first=False,
        allow_warnings=True,
        inplace=False,
    )
    violations = sorted(
        (
            _violation(results, result)
            for result in results.subjects(rdflib.RDF.type, SH.ValidationResult)
        ),
        key=lambda v: (v.focus, v.path, v.message, v.value or ""),
    )
    logger.info("validated %d triples: %d results", len(rdf), len(violations))
    return ValidationReport(conforms=bool(conforms), violations=tuple(violations))


def _violation(results: rdflib.Graph, result: Node) -> Violation:
    def get(prop: rdflib.URIRef) -> Node | None:
        return results.value(result, prop)

    path = get(SH.resultPath)
    value = get(SH.value)
    message = get(SH.resultMessage)
    severity = get(SH.resultSeverity)
    if message is None:
        component = get(SH.sourceConstraintComponent)
        message = Literal(
            f"fails {_short(component)}" if component is not None else "fails a constraint"
        )
    return Violation(
        focus=str(get(SH.focusNode)),
        path=_short(path) if path is not None else "",
        message=str(message),
        severity=_short(severity).removeprefix("sh:") if severity is not None else "Violation",
        value=None
        if value is None
        else (f'"{value}"' if isinstance(value, Literal) else _iri(value)),
    )


def _short(term: Node) -> str:
    text = str(term)
    for prefix, namespace in {**PREFIXES, "sh": str(SH)}.items():
        if text.startswith(namespace):
            return f"{prefix}:{text[len(namespace) :]}"
    return text


def _iri(term: Node) -> str:
    short = _short(term)
    return short if short != str(term) else f"<{term}>"


def validate_file(path: str | os.PathLike[str]) -> ValidationReport:
    """Validate a graph file (``.ttl``, ``.nt`` or ``.jsonld``) against kg's SHACL shapes.

    Raises:
        ExportError: The file cannot be read or parsed.
    """
    return validate_graph(read_rdf(path))


def validate_path(path: str | os.PathLike[str]) -> ValidationReport:
    """Validate a graph file or a store directory written by ``kg build`` (``graph.oxigraph``).

    Raises:
        ExportError: The file or store cannot be read or parsed.
    """
    if Path(path).is_dir():
        from kg.export.store import open_store
        from kg.export.view.from_store import rdf_of_store

        return validate_graph(rdf_of_store(open_store(path)))
    return validate_file(path)


def format_report(report: ValidationReport) -> str:
    """The report as text: one block per result, grouped by focus node.

    Example output::

        2 violations:
        <https://w3id.org/kg/id/paper/x>
          dcterms:abstract: needs exactly one non-empty dcterms:abstract
          kg:evaluatesOn: kg:evaluatesOn must point to a kg:Dataset (value <https://.../task/y>)
    """
    counts = sum(1 for v in report.violations if v.severity == "Violation")
    others = len(report.violations) - counts
    head = "Conforms" if report.conforms else "Does not conform"
    lines = [
        f"{head}: {counts} violation{'s' if counts != 1 else ''}"
        + (f", {others} other results." if others else ".")
    ]
    focus = None
    for violation in report.violations:
        if violation.focus != focus:
            focus = violation.focus
            lines.append(f"<{focus}>")
        where = f"{violation.path}: " if violation.path else ""
        value = f" (value {violation.value})" if violation.value is not None else ""
        level = "" if violation.severity == "Violation" else f"[{violation.severity}] "
        lines.append(f"  {level}{where}{violation.message}{value}")
    return "\n".join(lines)
