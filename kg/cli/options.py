"""What the commands of :mod:`kg.cli` share: errors as one line, option bundles, progress."""

from __future__ import annotations

import shutil
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import wraps
from typing import Any, TextIO, TypeVar

import click

from kg.errors import KGError, QueryError

__all__ = [
    "Progress",
    "build_options",
    "defaulted",
    "errors_to_exit",
    "file_option",
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
    """The CLI's progress display on stderr, one step after another (see :class:`kg.build.steps.Steps`).

    On a terminal each step is a tqdm bar: count, rate and time left, the rate measured from
    the first item done, so the start-up before it (building the extraction pipeline, starting
    workers) does not count as time per item. Elsewhere (a log file, a pipe) a step that runs
    longer than :data:`PLAIN_AFTER` seconds prints a plain line every :data:`PLAIN_EVERY`
    seconds or tenth of the total, and one when it ends; quick steps print nothing.
    """

    def __init__(
        self,
        *,
        stream: TextIO | None = None,
        terminal: bool | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.terminal = _is_terminal(self.stream) if terminal is None else terminal
        self.clock = clock
        self.label = ""
        self.unit = ""
        self.total: int | None = None
        self.done = 0
        self.started = 0.0
        self.first: tuple[float, int] | None = None  # (time, count) at the first item done
        self.printed = 0.0  # when the last plain line was printed (0: none in this step)
        self.decile = 0
        self.bar: Any = None
        self.active = False

    def start(self, label: str, total: int | None = None, *, unit: str = "") -> None:
        """End the current step and begin ``label`` (``total`` items of ``unit``, if known)."""
        self.close()
        self.label, self.total, self.unit = label, total, unit
        self.done, self.first, self.printed, self.decile = 0, None, 0.0, 0
        self.started = self.clock()
        self.active = True
        if self.terminal:
            from tqdm import tqdm

            counted = bool(unit)
            size = shutil.get_terminal_size((100, 24))
            self.bar = tqdm(
                total=total,
                desc=label,
                unit=f" {unit}" if unit else "it",
                file=self.stream,
                smoothing=0,
                leave=True,
                # A terminal that reports no size (a bare pseudo-terminal) gets 100 x 24.
                ncols=size.columns or 100,
                nrows=size.lines or 24,
                bar_format=None if counted else "{desc} {elapsed}",
            )

    def advance(self, done: int) -> None:
        """``done`` more items of the current step are finished."""
        if not self.active:
            return
        self.done += done
        now = self.clock()
        first = self.first is None
        if first:
            self.first = (now, self.done)
        if self.bar is not None:
            if first:
                # tqdm's rate is (n - initial) / elapsed: start both at the first item.
                self.bar.n = self.bar.initial = self.done
                self.bar.start_t = self.bar.last_print_t = self.bar._time()
                self.bar.refresh()
            else:
                self.bar.update(done)
            return
        decile = self.done * 10 // self.total if self.total else 0
        if (
            self.done != self.total
            and now - self.started >= PLAIN_AFTER
            and (now - (self.printed or self.started) >= PLAIN_EVERY or decile > self.decile)
        ):
            self._line(self._state(now))
            self.printed, self.decile = now, decile

    def rate(self, now: float) -> float | None:
        """Items per second since the first item was done, once there is a second one."""
        if self.first is None or self.done <= self.first[1] or now <= self.first[0]:
            return None
        return (self.done - self.first[1]) / (now - self.first[0])

    def _state(self, now: float) -> str:
        count = f"{self.done:,}/{self.total:,}" if self.total else f"{self.done:,}"
        text = f"{self.label}: {count} {self.unit}".rstrip()
        if self.total:
            text += f" ({100 * self.done // self.total}%)"
        if (rate := self.rate(now)) is not None:
            text += f", {rate:,.1f} {self.unit or 'items'}/s"
            if self.total:
                text += f", about {_duration((self.total - self.done) / rate)} left"
        return text

    def _line(self, text: str) -> None:
        self.stream.write(text + "\n")
        self.stream.flush()

    def close(self) -> None:
        """End the current step (a plain line says how long it took, if it was long)."""
        if not self.active:
            return
        self.active = False
        if self.bar is not None:
            self.bar.close()
            self.bar = None
            return
        now = self.clock()
        took = now - self.started
        if self.printed or took >= PLAIN_AFTER:
            count = f"{self.done:,} {self.unit} " if self.unit else ""
            rate = self.rate(now)
            speed = f" ({rate:,.1f} {self.unit}/s)" if rate is not None and self.unit else ""
            self._line(f"{self.label}: {count}done in {_duration(took)}{speed}")


PLAIN_AFTER = 2.0
PLAIN_EVERY = 5.0


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def _duration(seconds: float) -> str:
    """``4.2 s``, ``3 min 5 s``, ``1 h 2 min``."""
    if seconds < 60:
        return f"{seconds:.1f} s"
    minutes, secs = divmod(int(round(seconds)), 60)
    if minutes < 60:
        return f"{minutes} min {secs} s"
    return f"{minutes // 60} h {minutes % 60} min"


@contextmanager
def progress() -> Iterator[Progress]:
    """The one progress display of the CLI: ``with progress() as bar:`` and pass ``steps=bar``
    to the library call (or ``on_read=partial(bar.start, "Extracting", unit="papers"),
    progress=bar.advance``); the last step ends with the block."""
    bar = Progress()
    try:
        yield bar
    finally:
        bar.close()


def defaulted(name: str, default: object, help: str, **kwargs: Any) -> Callable[[F], F]:
    """An option whose default ``--help`` shows (``kwargs`` go to :func:`click.option`)."""
    return click.option(name, default=default, show_default=True, help=help, **kwargs)


def file_option(name: str, help: str) -> Callable[[F], F]:
    """An option naming a FILE (not a directory)."""
    return click.option(name, type=click.Path(dir_okay=False), metavar="FILE", help=help)


def build_options(func: F) -> F:
    """Options of kg build for the store, incremental updates and parallel extraction."""
    options = [
        defaulted(
            "--store/--no-store",
            True,
            "Write the Oxigraph SPARQL store graph.oxigraph (what kg query and kg serve read fastest).",
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
        defaulted(
            "--workers", 1, "Extraction processes on this machine.", type=click.IntRange(min=1)
        ),
        file_option(
            "--curation",
            "TSV of merges to force or forbid: lines 'same<TAB>name<TAB>name' or 'different<TAB>name<TAB>name'; kept in the build, so --update honours it.",
        ),
        file_option(
            "--merge-report",
            "Write every merge (alias, rule, defining paper) as TSV, those touching most papers first.",
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
