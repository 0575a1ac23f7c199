"""Words that say what a paper does with a method it names besides using it.

Regex fragments read by :mod:`kg.extract.relations.uses`:

* :data:`REPLACED_BEFORE`: the paper puts its own thing in the method's place ("we replace X
  with ...", "a drop-in replacement for X", "an alternative to X"): X is a contrast, not used;
* :data:`REPLACING`: "replaced by / with X": X is what takes the place, used;
* :data:`REPLACED_AFTER`: "X is replaced by ...", said after the method;
* :data:`OUTPUT_VERBS`: the paper's model learns or produces X ("our model learns product space
  embeddings"): X is what the paper makes, not a method it uses, when its head is one of
  :data:`PRODUCT_HEADS` ("learn a CNN" trains, and so uses, one).
"""

from __future__ import annotations

__all__ = [
    "OUTPUT_VERBS",
    "PRODUCT_GAP_WORDS",
    "PRODUCT_HEADS",
    "REPLACED_AFTER",
    "REPLACED_BEFORE",
    "REPLACING",
]

REPLACED_BEFORE = (
    r"replac(?:e|es|ed|ing)\b(?!\s+(?:by|with)\b)"
    r"|(?:drop-in\s+|direct\s+)?replacements?\s+(?:for|of|to)\b"
    r"|alternatives?\s+to\b|substitut(?:e|es|ed|ing)\s+for\b|in place of"
)
REPLACING = r"replac(?:e|es|ed|ing)\s+(?:by|with)"
REPLACED_AFTER = (
    r"(?:is|are|was|were|be|being|get|gets)\s+(?:\w+\s+)?(?:replaced|substituted|superseded)\b"
)
OUTPUT_VERBS = r"learn|learns|produce|produces|producing|output|outputs|outputting"
# Words that may stand between an output verb and what it makes ("learns *compact* X");
# a preposition there makes X no longer the object ("learn *from* X").
PRODUCT_GAP_WORDS = 3
# Heads of what a model learns as its output (not of a model it trains: "learn a CNN").
PRODUCT_HEADS = frozenset(
    """representation representations embedding embeddings vector vectors encoding encodings
    code codes policy policies""".split()
)
