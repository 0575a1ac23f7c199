"""Markup in abstracts: LaTeX math and Markdown emphasis, as OpenReview and arXiv carry them.

Extraction runs on a *masked* copy of the abstract in which markup characters are replaced by
spaces (or one plain character plus spaces), so every character offset still points into the
original abstract. Surface forms shown to people are cleaned with :func:`clean_surface`.
"""

from __future__ import annotations

import re

__all__ = ["mask_markup", "clean_surface"]

# LaTeX commands worth keeping as one character; the rest of the command becomes spaces.
_COMMAND_CHARS = {
    "times": "x",
    "pi": "π",
    "Pi": "π",
    "alpha": "α",
    "beta": "β",
    "gamma": "γ",
    "delta": "δ",
    "epsilon": "ε",
    "theta": "θ",
    "lambda": "λ",
    "mu": "μ",
    "sigma": "σ",
    "tau": "τ",
    "phi": "φ",
    "omega": "ω",
    "approx": "≈",
    "sim": "~",
    "leq": "≤",
    "geq": "≥",
    "pm": "±",
    "%": "%",
    "&": "&",
    "_": "_",
    "#": "#",
}
_COMMAND = re.compile(r"\\([A-Za-z]+|[%&_#$])")
_EMPHASIS = re.compile(r"\*\*|(?<![\w*])\*(?=\S)|(?<=\S)\*(?![\w*])")
_BACKSLASH = re.compile(r"\\")
_DOLLAR = re.compile(r"\$")
_BRACES = re.compile(r"[{}^]")


def mask_markup(text: str) -> str:
    """Replace markup with spaces, keeping the length and every offset.

    >>> mask_markup(r"we present **RFEval**, a $\\pi$-invariant $64\\times64$ map, 40.5\\% less")
    'we present   RFEval  , a  π   -invariant  64x     64  map, 40.5 % less'
    """

    def command(match: re.Match[str]) -> str:
        name = match.group(1)
        char = _COMMAND_CHARS.get(name)
        if char is None:
            return " " * len(match.group(0))
        pad = " " * (len(match.group(0)) - 1)
        # "\%" keeps the sign where it stood; "\times" puts its character first.
        return pad + char if len(name) == 1 else char + pad

    masked = _COMMAND.sub(command, text)
    masked = _EMPHASIS.sub(lambda m: " " * len(m.group(0)), masked)
    masked = _DOLLAR.sub(" ", masked)
    masked = _BRACES.sub(" ", masked)
    return _BACKSLASH.sub(" ", masked)


_SPACES = re.compile(r"\s+")


def clean_surface(text: str) -> str:
    """A surface form as people read it: markup resolved, whitespace collapsed.

    >>> clean_surface(r"ImageNet $64\\times64$")
    'ImageNet 64×64'
    >>> clean_surface(r"$\\pi$-invariant test-time projection")
    'π-invariant test-time projection'
    >>> clean_surface("*Consistency Mid-Training*")
    'Consistency Mid-Training'
    """

    def command(match: re.Match[str]) -> str:
        name = match.group(1)
        if name == "times":
            return "×"
        return _COMMAND_CHARS.get(name, "")

    cleaned = _COMMAND.sub(command, text)
    cleaned = _EMPHASIS.sub("", cleaned)
    cleaned = _DOLLAR.sub("", cleaned)
    cleaned = _BRACES.sub("", cleaned)
    cleaned = _BACKSLASH.sub("", cleaned)
    return _SPACES.sub(" ", cleaned).strip()
