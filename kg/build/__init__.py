"""The whole path in one call: read -> extract -> link -> graph, and writing the outputs.

This is what ``kg build`` runs; a notebook can call the same functions.

* :func:`build` reads and builds; ``workers`` extracts in several processes and ``dask`` on a
  Dask cluster (:mod:`kg.extract.parallel`), with the same output as one process.
* :func:`update` adds papers to a build directory without extracting the old ones again: it
  reads the extraction results kept there (:mod:`kg.extract.cache`), extracts only the papers
  whose key is new, links everything again and rewrites the outputs. Its base IRI is the
  stored build's.
* :func:`write_outputs` writes the exports, the view, the Oxigraph store (:mod:`kg.export.store`)
  and the extraction results; every file is staged under a temporary name and renamed into
  place at the end (the extraction results last), so an interrupted run leaves the previous
  outputs.
* :func:`build_directory` does all of it for a directory, a new build or an update, deciding
  which outputs an update rewrites; :meth:`BuildReport.summary` is what ``kg build`` prints.
* :func:`view_file` renders an exported graph file as the HTML view (``kg view``).

Papers are made unique by key once, where they enter the build (:mod:`kg.build.run`): what
:func:`kg.read.read_papers` returns (a repeated key merged into its first record), plus, for an
update, the stored papers. Every later stage gets one extraction per key and does not check.

Example:
    >>> result = build(["examples/iclr2026.txt"])  # doctest: +SKIP
    >>> write_outputs(result.graph, "exports", store=True, extractions=result.extractions)  # doctest: +SKIP
    >>> update("exports", ["more.jsonl"])  # doctest: +SKIP
    >>> build_directory(["more.jsonl"], "exports", update_existing=True).summary()  # doctest: +SKIP
"""

from kg.build.directory import BuildReport, build_directory
from kg.build.outputs import EXPORT_FORMATS, VIEW_NAME, Outputs, existing_outputs, write_outputs
from kg.build.run import BuildResult, build, extract_papers, stored_base_iri, summarize, update
from kg.build.view import view_file

__all__ = [
    "EXPORT_FORMATS",
    "VIEW_NAME",
    "BuildReport",
    "BuildResult",
    "Outputs",
    "build",
    "build_directory",
    "existing_outputs",
    "extract_papers",
    "stored_base_iri",
    "summarize",
    "update",
    "view_file",
    "write_outputs",
]
