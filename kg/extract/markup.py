"""Markup in abstracts: LaTeX math and Markdown emphasis, as OpenReview and arXiv carry them.

Extraction runs on a *masked* copy of the abstract in which markup characters are replaced by
spaces (or one plain character plus spaces), so every character offset still points into the
original abstract. Surface forms shown to people are cleaned with :func:`kg.text.clean_surface`,
which reads the same tables.
"""

from __future__ import annotations

import re

from kg.text import (
    HTML_ENTITY,
    LATEX_CHARACTERS,
    LATEX_COMMAND,
    LATEX_TIE,
    MARKDOWN_EMPHASIS,
    MARKUP_CHARACTERS,
    html_character,
    mask_latex_letters,
)

__all__ = ["mask_markup"]


def mask_markup(text: str) -> str:
    """Replace markup with spaces, keeping the length and every offset.

    >>> mask_markup(r"we present **RFEval**, a $\\pi$-invariant $64\\times64$ map, 40.5\\% less")
    'we present   RFEval  , a  π   -invariant  64x     64  map, 40.5 % less'
    >>> mask_markup("RFEval&#39;s Q&amp;A")
    "RFEval    's Q    &A"
    >>> mask_markup("an algorithm ``bias propagation (BP)'' that")
    'an algorithm  "bias propagation (BP)"  that'
    """

    def reference(match: re.Match[str]) -> str:
        # The decoded character last, next to the word after it ("&#39;s" -> "    's").
        char = html_character(match.group(0))
        if len(char) != 1:
            return match.group(0) if char == match.group(0) else " " * len(match.group(0))
        return " " * (len(match.group(0)) - 1) + char

    def command(match: re.Match[str]) -> str:
        name = match.group(1)
        char = LATEX_CHARACTERS.get(name)
        if char is None:
            return " " * len(match.group(0))
        pad = " " * (len(match.group(0)) - 1)
        # "\%" keeps the sign where it stood; "\times" puts its character first.
        return pad + char if len(name) == 1 else char + pad

    # Entities first, so that "&amp;" is one "&" and never the start of another reference.
    masked = HTML_ENTITY.sub(reference, text)
    masked = LATEX_TIE.sub(" ", masked)
    # A citation or cross-reference ("\cite{DBLP:journals/corr/OllivierC15}") names no entity:
    # its keys are masked whole.
    masked = _CITATION.sub(lambda m: " " * len(m.group(0)), masked)
    # "Monge-Amp\`ere" stays one word ("Ampèèère"), as its label reads it ("Ampère")
    masked = mask_latex_letters(masked)
    masked = LATEX_COMMAND.sub(command, masked)
    masked = MARKDOWN_EMPHASIS.sub(lambda m: " " * len(m.group(0)), masked)
    for pattern in MARKUP_CHARACTERS:
        masked = pattern.sub(" ", masked)
    # LaTeX quotes are quote marks next to the word they enclose: "``X''" reads '"X"'.
    masked = _OPENING_QUOTES.sub(lambda m: " " * (len(m.group(0)) - 1) + '"', masked)
    masked = _CLOSING_QUOTES.sub('" ', masked)
    # A name set in italics after a naming word ("an approach called \textit{empathic}",
    # "which we term {\em gradient-least-squares}") reads as quoted, as "called 'empathic'".
    for match in _NAMED_IN_ITALICS.finditer(text):
        before, after = match.start(1) - 1, match.end(1)
        masked = f'{masked[:before]}"{masked[before + 1 : after]}"{masked[after + 1 :]}'
    # LaTeX's em dash glued to the words around it ("Twitter NER---88.16% F1") reads as one
    # set apart, so that the words on either side are not one name.
    masked = _EM_DASH.sub(" \u2014 ", masked)
    # A factor written with a capital ("improved by 1.6X") reads as "1.6x".
    return _CAPITAL_FACTOR.sub(r"\1x", masked)


# A LaTeX citation or cross-reference with its keys ("\citep[see][p. 3]{a2017, b2018}").
_CITATION = re.compile(r"\\(?:cite[a-z]*|ref|eqref|autoref|label)\*?(?:\[[^\]]*\])*\{[^{}]*\}")


# LaTeX's em dash between two words (three hyphens, no space around them).
_EM_DASH = re.compile(r"(?<=\S)---(?=\S)")


# The capital X of a factor right after its number ("1.6X", "10X faster"; not "ResNet50-4X").
_CAPITAL_FACTOR = re.compile(r"(?<![\w.-])(\d+(?:\.\d+)?)X(?!\w)")


# LaTeX's opening quotes ("``", left as a run of backquotes by some exports) and its closing
# quotes ("''"); a name inside them is quoted as it is inside '"'.
_OPENING_QUOTES = re.compile(r"`{2,}")
_CLOSING_QUOTES = re.compile(r"''")
# Italics right after a naming word, around at most four words and closing the phrase (a mark
# or a clause's word after them: not "as \textit{negative} transfer").
_NAMED_IN_ITALICS = re.compile(
    r"\b(?:called|termed|dubbed|named|coined|term|call)\s+"
    r"(?:\\textit\{|\\emph\{|\{\\em\s|\{\\it\s)\s*([A-Za-z0-9][\w-]*(?: [\w-]+){0,3})\}"
    r"(?=\s*(?:[,.;:()]|$)|\s+(?:and|which|that|is|are|was|were|in|for|to|with)\b)"
)
