"""Turn the LaTeX found in BibTeX values into plain Unicode text."""

from __future__ import annotations

import re

from kg.text import latex_letters

__all__ = ["latex_to_plain_url", "latex_to_text"]

_SYMBOLS = {
    **{
        name: chr(0x3B1 + i)
        for i, name in enumerate(
            [
                "alpha",
                "beta",
                "gamma",
                "delta",
                "epsilon",
                "zeta",
                "eta",
                "theta",
                "iota",
                "kappa",
                "lambda",
                "mu",
                "nu",
                "xi",
                "omicron",
                "pi",
                "rho",
                "varsigma",
                "sigma",
                "tau",
                "upsilon",
                "phi",
                "chi",
                "psi",
                "omega",
            ]
        )
    },
    # U+03A2 is unassigned, hence the gap after Rho.
    **{
        name: chr(0x391 + i)
        for i, name in enumerate(
            [
                "Alpha",
                "Beta",
                "Gamma",
                "Delta",
                "Epsilon",
                "Zeta",
                "Eta",
                "Theta",
                "Iota",
                "Kappa",
                "Lambda",
                "Mu",
                "Nu",
                "Xi",
                "Omicron",
                "Pi",
                "Rho",
                "-",
                "Sigma",
                "Tau",
                "Upsilon",
                "Phi",
                "Chi",
                "Psi",
                "Omega",
            ]
        )
        if name != "-"
    },
    "varepsilon": "ε",
    "vartheta": "ϑ",
    "varphi": "φ",
    "varrho": "ϱ",
    "varpi": "ϖ",
    "times": "×",
    "cdot": "·",
    "pm": "±",
    "mp": "∓",
    "leq": "≤",
    "le": "≤",
    "geq": "≥",
    "ge": "≥",
    "neq": "≠",
    "ne": "≠",
    "approx": "≈",
    "sim": "∼",
    "infty": "∞",
    "to": "→",
    "rightarrow": "→",
    "leftarrow": "←",
    "ell": "ℓ",
    "in": "∈",
    "partial": "∂",
    "nabla": "∇",
    "sum": "∑",
    "prod": "∏",
    "sqrt": "√",
    "dots": "…",
    "ldots": "…",
    "textregistered": "®",
    "texttrademark": "™",
    "copyright": "©",
    "textdegree": "°",
    "S": "§",
}
_FORMATTING = [
    "emph",
    "textbf",
    "textit",
    "texttt",
    "textsc",
    "textrm",
    "textsf",
    "textup",
    "textmd",
    "textnormal",
    "text",
    "mathrm",
    "mathbf",
    "mathit",
    "mathcal",
    "mathbb",
    "mathsf",
    "mathtt",
    "mathfrak",
    "boldsymbol",
    "bm",
    "operatorname",
    "mbox",
    "hbox",
    "url",
    "NoCaseChange",
]
_SWITCHES = [
    "bf",
    "em",
    "it",
    "sc",
    "rm",
    "tt",
    "sf",
    "sl",
    "small",
    "large",
    "Large",
    "normalfont",
    "bfseries",
    "itshape",
    "scshape",
]
_FORMATTING_RE = re.compile(rf"\\(?:{'|'.join(_FORMATTING)})\s*(?=\{{)")
_SWITCH_RE = re.compile(rf"\\(?:{'|'.join(_SWITCHES)})(?![A-Za-z])\s*")
_COMMAND_RE = re.compile(r"\\([A-Za-z]+)(?![A-Za-z])")
_ESCAPES = {"&": "&", "%": "%", "_": "_", "#": "#"}
# Placeholders for characters that must survive brace and dollar removal.
_LBRACE, _RBRACE, _DOLLAR = "\x00L", "\x00R", "\x00D"


def latex_to_text(value: str) -> str:
    r"""Plain text from a BibTeX value: accents, escapes, dashes, simple math, no braces.

    >>> latex_to_text(r"Schr{\"o}dinger Br\"{u}cken -- {$\pi$}-invariant \& {\'E}tude \c{c}a")
    'Schrödinger Brücken – π-invariant & Étude ça'
    """
    text = (
        value.replace("\\\\", " ")
        .replace("\\{", _LBRACE)
        .replace("\\}", _RBRACE)
        .replace("\\$", _DOLLAR)
    )
    text = latex_letters(text)
    text = text.replace("$", "")
    text = _FORMATTING_RE.sub("", text)
    text = _SWITCH_RE.sub("", text)
    text = _COMMAND_RE.sub(lambda m: _SYMBOLS.get(m.group(1), m.group(0)), text)
    text = re.sub(r"\\([&%_#])", lambda m: _ESCAPES[m.group(1)], text)
    text = re.sub(r"\\[,;:! ]", " ", text)
    text = (
        text.replace("---", "\u2014")
        .replace("--", "\u2013")
        .replace("``", "\u201c")
        .replace("''", "\u201d")
    )
    text = text.replace("~", " ").replace("{", "").replace("}", "")
    text = text.replace(_LBRACE, "{").replace(_RBRACE, "}").replace(_DOLLAR, "$")
    return " ".join(text.split())


def latex_to_plain_url(value: str) -> str:
    r"""A URL or DOI value: braces dropped and ``\_``-style escapes undone, nothing else changed.

    >>> latex_to_plain_url(r"{https://example.org/a\_b~c}")
    'https://example.org/a_b~c'
    """
    text = _FORMATTING_RE.sub("", value)
    text = re.sub(r"\\([&%_#~])", r"\1", text).replace("{", "").replace("}", "")
    return "".join(text.split())
