"""How a build reports its progress: a step starts (with its total, if known), work advances.

The CLI's progress display (:class:`kg.cli.options.Progress`) is one; a notebook may pass its
own, or nothing.
"""

from __future__ import annotations

from typing import Protocol

__all__ = ["Steps", "start_step"]


class Steps(Protocol):
    """Receives the steps of a build: reading, extracting, linking, writing each output."""

    def start(self, label: str, total: int | None = None, *, unit: str = "") -> None:
        """A step begins (the previous one is over); ``total`` items of ``unit`` if known."""

    def advance(self, done: int) -> None:
        """``done`` more items of the current step are finished."""


def start_step(
    steps: Steps | None, label: str, total: int | None = None, *, unit: str = ""
) -> None:
    """``steps.start(...)``, when there is someone to tell."""
    if steps is not None:
        steps.start(label, total, unit=unit)
