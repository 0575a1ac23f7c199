"""The ``kg`` command line: a thin layer over the library.

Every command parses its arguments, calls one library function and turns kg's errors into a
one-line ``Error: ...`` with a non-zero exit code (2 for a malformed query or bad usage). What
commands share (error handling, option bundles, the progress bar) is in :mod:`kg.cli.options`.
"""

from __future__ import annotations

import logging
import sys
from functools import partial
from pathlib import Path

import click

from kg import __version__
from kg.cli.options import (
    build_options,
    defaulted,
    errors_to_exit,
    parse_base_iri,
    parse_fields,
    progress,
)
from kg.kinds import DEFAULT_BASE_IRI  # not kg.graph: --help needs no rdflib or networkx

__all__ = ["main", "cli"]


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="kg")
@click.option("-v", "--verbose", count=True, help="More log output (-v info, -vv debug).")
def cli(verbose: int) -> None:
    """Turn scientific paper abstracts into a linked, queryable knowledge graph."""
    # kg's own logger writes to this invocation's stderr, whatever handlers the host process
    # (a notebook, a test runner) has configured; a previous invocation's handler is replaced.
    logger = logging.getLogger("kg")
    for handler in [h for h in logger.handlers if getattr(h, "kg_cli", False)]:
        logger.removeHandler(handler)
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(levelname)s: %(message)s"))
    handler.kg_cli = True  # type: ignore[attr-defined]
    logger.addHandler(handler)
    logger.setLevel(logging.WARNING - 10 * min(verbose, 2))
    logger.propagate = False


@cli.command()
@click.argument("inputs", nargs=-1, required=True)
@click.option(
    "--out",
    "out_dir",
    default="exports",
    show_default=True,
    type=click.Path(file_okay=False),
    help="Output directory.",
)
@click.option(
    "--format",
    "formats",
    multiple=True,
    type=click.Choice(["ttl", "nt", "jsonld", "graphml"]),
    help="Extra export format (repeatable); Turtle is always written.",
)
@click.option("--no-view", is_flag=True, help="Do not write graph.html.")
@click.option(
    "--base-iri",
    callback=parse_base_iri,
    help=f"Namespace of instance IRIs [default: {DEFAULT_BASE_IRI}; with --update: the build's].",
)
@click.option(
    "--input-format",
    type=click.Choice(["text", "jsonl", "json", "csv", "tsv", "bibtex", "arxiv"]),
    help="Input format (default: from the extension, else the content).",
)
@click.option(
    "--field",
    "fields",
    multiple=True,
    metavar="NAME=COLUMN",
    callback=parse_fields,
    help="Where a field is in the input: a column or key (abstract=Abstract_text), a dotted path into JSON (abstract=paper.abstract) or a CSV/TSV column number (abstract=3); repeatable.",
)
@click.option(
    "--encoding", help="Input text encoding, e.g. latin-1 (default: UTF-8, or UTF-16 with a BOM)."
)
@click.option("--strict", is_flag=True, help="Fail if any record has to be skipped.")
@build_options
@errors_to_exit
def build(
    inputs: tuple[str, ...],
    out_dir: str,
    formats: tuple[str, ...],
    no_view: bool,
    base_iri: str | None,
    input_format: str | None,
    fields: dict[str, str],
    encoding: str | None,
    strict: bool,
    store: bool,
    update_dir: str | None,
    reextract: bool,
    curation: str | None,
    merge_report: str | None,
    workers: int,
    dask: str | None,
) -> None:
    """Build the graph of INPUTS (files, or - for standard input) into --out.

    Writes graph.ttl, graph.html, the SPARQL store graph.oxigraph and extractions.jsonl.gz
    (what --update needs). --update DIR adds the papers of INPUTS to the build in DIR,
    extracting only papers it does not hold yet, and rewrites every output DIR holds; the
    base IRI stays the build's. --curation FILE forces or forbids merges (kept as
    DIR/curation.tsv for later updates); --merge-report FILE lists every merge, biggest first.

    Example: kg build examples/iclr2026.txt --out exports --format nt --format jsonld
    """
    from kg.build import Outputs, build_directory

    if update_dir is not None and out_dir not in ("exports", update_dir):
        raise click.UsageError("--update DIR writes into DIR; leave out --out")
    with progress() as bar:
        report = build_directory(
            inputs,
            update_dir or out_dir,
            outputs=Outputs(formats=formats, view=not no_view, store=store),
            update_existing=update_dir is not None,
            reextract=reextract,
            base_iri=base_iri,
            curation=curation,
            merge_report=merge_report,
            input_format=input_format,
            fields=fields,
            encoding=encoding,
            strict=strict,
            steps=bar,
            workers=workers,
            dask=dask,
        )
    click.echo("\n".join(report.summary()))
    if report.result.issues:
        sys.exit(3)


@cli.command()
@click.argument("graph", type=click.Path())
@click.argument("query")
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["table", "csv", "json"]),
    default="table",
    show_default=True,
    help="Result format.",
)
@click.option(
    "--engine",
    type=click.Choice(["oxigraph", "rdflib"]),
    default="oxigraph",
    show_default=True,
    help="SPARQL engine: Oxigraph (fast) or rdflib's own.",
)
@errors_to_exit
def query(graph: str, query: str, fmt: str, engine: str) -> None:
    """Run a SPARQL QUERY (a .rq file or inline text) on GRAPH (.ttl, .nt or .jsonld, or a store).

    GRAPH may be the store directory kg build writes (graph.oxigraph), which opens at once.

    Example: kg query exports/graph.ttl ontology/queries/evaluates-on-dataset.rq
    """
    from kg.query import format_result, run_query

    result = run_query(Path(graph), query, engine=engine)  # type: ignore[arg-type]
    click.echo(format_result(result, fmt=fmt), nl=fmt != "csv")


@cli.command()
@click.argument("graph", type=click.Path())
@defaulted("--format", "text", "Output format.", type=click.Choice(["text", "json"]))
@errors_to_exit
def stats(graph: str, format: str) -> None:  # noqa: A002 (the option's name)
    """Summarise GRAPH (a build directory or its store, or a .ttl, .nt or .jsonld file): papers, nodes per
    type, edges per predicate, the 10 entities of each type with most papers, venues, years.

    Read from the statistics kg build materialises (milliseconds on a store of any size).

    Example: kg stats exports/graph.oxigraph --format json
    """
    from kg.query.stats import format_stats, graph_stats

    click.echo(format_stats(graph_stats(Path(graph)), fmt=format))


@cli.command()
@click.argument("graph", type=click.Path())
@errors_to_exit
def validate(graph: str) -> None:
    """Check GRAPH (.ttl, .nt or .jsonld, or a store directory) against kg's SHACL shapes;
    exit 1 and list violations if it does not conform.

    Example: kg validate exports/graph.oxigraph
    """
    from kg.query.validate import format_report, validate_path

    report = validate_path(Path(graph))
    click.echo(format_report(report))
    if not report.conforms:
        sys.exit(1)


@cli.command()
@click.argument("graph", type=click.Path())
@click.option(
    "--out",
    "out_file",
    type=click.Path(dir_okay=False),
    help="HTML file to write (default: GRAPH with .html).",
)
@click.option("--title", default="kg knowledge graph", show_default=True, help="Page title.")
@click.option(
    "--focus",
    metavar="NAME_OR_IRI",
    help="Show only this node (IRI, label or alias) and its neighbourhood; it opens selected.",
)
@click.option(
    "--depth",
    default=1,
    show_default=True,
    type=click.IntRange(min=0),
    help="How many edges away from --focus to go.",
)
@click.option(
    "--kind",
    metavar="KIND",
    help="Show only the nodes of this kind (e.g. Method) and their direct neighbours.",
)
@errors_to_exit
def view(
    graph: str, out_file: str | None, title: str, focus: str | None, depth: int, kind: str | None
) -> None:
    """Render GRAPH (.ttl, .nt or .jsonld from kg build, or its store directory) as an offline
    interactive HTML page. With --focus on a store, only the neighbourhood is read from it.

    Example: kg view exports/graph.oxigraph --out resnet.html --focus ResNet --depth 2
    """
    from kg.build import view_file

    target = view_file(graph, out=out_file, title=title, focus=focus, depth=depth, kind=kind)
    click.echo(f"wrote {target}")


@cli.command("eval")
@click.argument("gold", type=click.Path(dir_okay=False))
@click.option(
    "--format",
    "gold_format",
    required=True,
    type=click.Choice(["scierc", "scier"]),
    help="Gold file format (SciER: the LLM or PLM layout is detected).",
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object instead of a table.")
@click.option("--limit", type=click.IntRange(min=1), help="Score only the first N documents.")
@errors_to_exit
def eval_command(gold: str, gold_format: str, as_json: bool, limit: int | None) -> None:
    """Score kg's extraction and linking against GOLD annotations (SciERC or SciER).

    Example: kg eval ../shared/gold/scierc/dev.json --format scierc --json
    """
    from kg.evaluate import evaluate, format_report, report_to_json

    with progress() as bar:
        report = evaluate(
            Path(gold),
            gold_format=gold_format,
            limit=limit,
            on_read=partial(bar.start, "Extracting", unit="documents"),
            progress=bar.advance,
        )
    click.echo(report_to_json(report) if as_json else format_report(report))


@cli.command()
@click.argument("graph", type=click.Path())
@defaulted("--host", "127.0.0.1", "Address to listen on (only this machine by default).")
@defaulted("--port", 7878, "Port (0: any free port).", type=click.IntRange(min=0, max=65535))
@defaulted(
    "--timeout",
    30.0,
    "Seconds a query may run before it is stopped.",
    type=click.FloatRange(min=0.1),
)
@defaulted(
    "--workers",
    2,
    "Queries answered at once (one process each; one more is kept for short queries).",
    type=click.IntRange(min=1),
)
@defaulted(
    "--worker-memory",
    4096,
    "Megabytes a query process may use (0: no limit); a query needing more gets 503.",
    metavar="MB",
    type=click.IntRange(min=0),
)
@click.option(
    "--memory",
    is_flag=True,
    help="Copy the data into each query process's memory first (queries up to 4 times faster on large graphs).",
)
@errors_to_exit
def serve(
    graph: str,
    host: str,
    port: int,
    timeout: float,
    workers: int,
    worker_memory: int,
    memory: bool,
) -> None:
    """Serve GRAPH (a store directory or a .ttl, .nt or .jsonld file) as a read-only SPARQL endpoint.

    SPARQL 1.1 Protocol at /sparql (GET and POST; JSON, XML, CSV or TSV results by Accept
    header); a query page at /. Updates, federated queries (SERVICE), requests from other
    sites or for other host names are refused. Stop it with Ctrl-C.

    Example: kg serve exports/graph.oxigraph --port 7878
    """
    from kg.errors import ExportError
    from kg.query.serve import serve as run_server

    if not Path(graph).exists():
        raise ExportError(
            f"{graph}: no such file or store directory; pass the store kg build wrote "
            "(DIR/graph.oxigraph) or a .ttl, .nt or .jsonld file"
        )
    # One line per request on stderr (kg's other messages stay at warnings unless -v).
    logging.getLogger("kg.query.serve.requests").setLevel(logging.INFO)

    def ready(url: str) -> None:
        click.echo(f"SPARQL endpoint at {url} (read-only; Ctrl-C stops it)", err=True)

    run_server(
        Path(graph),
        host=host,
        port=port,
        timeout=timeout,
        workers=workers,
        worker_memory=worker_memory or None,
        memory=memory,
        on_ready=ready,
    )


def main() -> None:
    """Entry point of the ``kg`` console script."""
    cli()
