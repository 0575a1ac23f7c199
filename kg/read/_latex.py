"""Turn the LaTeX found in BibTeX values into plain Unicode text."""

from __future__ import annotations

import re
import unicodedata

__all__ = ["latex_to_plain_url", "latex_to_text"]

_COMBINING = {
    '"': "\u0308",
    "'": "\u0301",
    "`": "\u0300",
    "^": "\u0302",
    "~": "\u0303",
    "=": "\u0304",
    ".": "\u0307",
    "c": "\u0327",
    "v": "\u030c",
    "u": "\u0306",
    "H": "\u030b",
    "k": "\u0328",
    "r": "\u030a",
}
_BASE = r"(?:\\[ij](?![A-Za-z])|[A-Za-z])"
# \"o  \"{o}  \'{\i}   and the letter accents, which need a brace or a space: \c c  \v{s}
_SYMBOL_ACCENT = re.compile(rf"""\\(["'`^~=.])\s*(?:\{{\s*({_BASE})\s*\}}|({_BASE}))""")
_LETTER_ACCENT = re.compile(rf"\\([cvuHkr])(?:\s*\{{\s*({_BASE})\s*\}}|\s+({_BASE}))")

_LETTERS = {
    "ss": "ß",
    "ae": "æ",
    "AE": "Æ",
    "oe": "œ",
    "OE": "Œ",
    "aa": "å",
    "AA": "Å",
    "o": "ø",
    "O": "Ø",
    "l": "ł",
    "L": "Ł",
    "i": "ı",
    "j": "ȷ",
}
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
_LETTER_RE = re.compile(
    rf"\\({'|'.join(sorted(_LETTERS, key=len, reverse=True))})(?![A-Za-z])[ \t]*(?:\{{\}})?"
)
_COMMAND_RE = re.compile(r"\\([A-Za-z]+)(?![A-Za-z])")
_ESCAPES = {"&": "&", "%": "%", "_": "_", "#": "#"}
# Placeholders for characters that must survive brace and dollar removal.
_LBRACE, _RBRACE, _DOLLAR = "\x00L", "\x00R", "\x00D"


def _accent(match: re.Match[str]) -> str:
    base = match.group(2) or match.group(3)
    base = {"\\i": "i", "\\j": "j"}.get(base, base)
    return unicodedata.normalize("NFC", base + _COMBINING[match.group(1)])


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
    text = _SYMBOL_ACCENT.sub(_accent, text)
    text = _LETTER_ACCENT.sub(_accent, text)
    text = _LETTER_RE.sub(lambda m: _LETTERS[m.group(1)], text)
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
