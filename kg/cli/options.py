"""What the commands of :mod:`kg.cli` share: errors as one line, option bundles, progress."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import wraps
from typing import Any, TypeVar

import click

from kg.errors import KGError, QueryError

__all__ = [
    "Progress",
    "build_options",
    "errors_to_exit",
    "parse_base_iri",
    "parse_fields",
    "progress",
]

F = TypeVar("F", bound=Callable[..., Any])


def errors_to_exit(func: F) -> F:
    """Turn kg's errors into ``Error: message`` and an exit code instead of a traceback."""

    @wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except QueryError as e:
            click.echo(f"Error: {e}", err=True)
            sys.exit(2)
        except KGError as e:
            click.echo(f"Error: {e}", err=True)
            sys.exit(1)

    return wrapper  # type: ignore[return-value]


def parse_fields(
    ctx: click.Context, param: click.Parameter, values: tuple[str, ...]
) -> dict[str, str]:
    """``--field NAME=COLUMN`` options -> ``{name: column}``."""
    fields = {}
    for value in values:
        name, sep, column = value.partition("=")
        if not sep or not name.strip() or not column.strip():
            raise click.BadParameter(
                f"{value!r}: expected NAME=COLUMN, e.g. abstract=Abstract_text",
                param_hint="--field",
            )
        fields[name.strip().lower()] = column.strip()
    return fields


def parse_base_iri(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """``--base-iri``, checked up front (:func:`kg.graph.check_base_iri`): a usage error."""
    from kg.graph import check_base_iri

    if value is None:
        return None
    try:
        return check_base_iri(value)
    except KGError as e:
        raise click.BadParameter(str(e), param_hint="--base-iri") from e


class Progress:
    """A progress bar on stderr, shown once the total is known and closed when it is reached.

    The library reports through two callbacks: :meth:`start` (the total, once) and
    :meth:`advance` (items done since the last call).
    """

    def __init__(self, label: str, *, show_pos: bool) -> None:
        self.label = label
        self.show_pos = show_pos
        self.bar: Any = None
        self.left = 0

    def start(self, total: int) -> None:
        self.left = total
        self.bar = click.progressbar(
            length=total, label=self.label, file=sys.stderr, show_pos=self.show_pos
        )
        self.bar.__enter__()
        self._close_when_done()

    def advance(self, done: int) -> None:
        if self.bar is not None:
            self.bar.update(done)
            self.left -= done
            self._close_when_done()

    def _close_when_done(self) -> None:
        # Closed at once, so that what the library logs next (linking, writing) starts a line.
        if self.left <= 0:
            self.close()

    def close(self) -> None:
        if self.bar is not None:
            self.bar.__exit__(None, None, None)
            self.bar = None


@contextmanager
def progress(label: str, *, show_pos: bool = False) -> Iterator[Progress]:
    """The one progress display of the CLI: ``with progress("Extracting") as bar:`` and pass
    ``on_read=bar.start, progress=bar.advance`` to the library call."""
    bar = Progress(label, show_pos=show_pos)
    try:
        yield bar
    finally:
        bar.close()


def build_options(func: F) -> F:
    """Options of kg build for the store, incremental updates and parallel extraction."""
    options = [
        click.option(
            "--store/--no-store",
            default=True,
            show_default=True,
            help="Write the Oxigraph SPARQL store graph.oxigraph (what kg query and kg serve read fastest).",
        ),
        click.option(
            "--update",
            "update_dir",
            type=click.Path(file_okay=False),
            metavar="DIR",
            help="Add the papers of INPUTS to the build in DIR (new keys only) instead of building anew.",
        ),
        click.option(
            "--reextract",
            is_flag=True,
            help="With --update: extract the stored papers again (after a kg upgrade).",
        ),
        click.option(
            "--workers",
            type=click.IntRange(min=1),
            default=1,
            show_default=True,
            help="Extraction processes on this machine.",
        ),
        click.option(
            "--curation",
            type=click.Path(dir_okay=False),
            metavar="FILE",
            help="TSV of merges to force or forbid: lines 'same<TAB>name<TAB>name' or 'different<TAB>name<TAB>name'; kept in the build, so --update honours it.",
        ),
        click.option(
            "--merge-report",
            type=click.Path(dir_okay=False),
            metavar="FILE",
            help="Write every merge (alias, rule, defining paper) as TSV, those touching most papers first.",
        ),
        click.option(
            "--dask",
            metavar="ADDRESS",
            help="Extract on a Dask cluster, e.g. --dask tcp://scheduler:8786 (needs kg[dask]).",
        ),
    ]
    for option in reversed(options):
        func = option(func)
    return func
