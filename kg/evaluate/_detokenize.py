"""Gold tokens back to text: the abstract a tokenised gold document (SciERC, SciER) was
written as, with each token's character offset, so kg reads the text its users would give it."""

from __future__ import annotations

__all__ = ["detokenize"]

_NO_SPACE_BEFORE = frozenset(
    {
        ".",
        ",",
        ";",
        ":",
        ")",
        "]",
        "}",
        "%",
        "'s",
        "’s",
        "n't",
        "?",
        "!",
        "'",
        "’",
        "'re",
        "'ve",
        "'ll",
        "'d",
        "'m",
    }
)
_NO_SPACE_AFTER = frozenset({"(", "[", "{"})


def detokenize(tokens: list[str]) -> tuple[str, list[int]]:
    """Running text from word tokens (PTB-style, as annotated corpora store them).

    Returns the text and each token's start offset in it. Punctuation attaches to its
    neighbour, hyphens inside words close up ("multi - view" -> "multi-view"), and numbers that
    a tokenizer split into single digits are joined ("ResNet - 1 5 2" -> "ResNet-152").

    >>> detokenize("ResNet - 1 5 2 ( Table 1 ) , the model ’s F1 is 0.5 %".split())[0]
    'ResNet-152 (Table 1), the model’s F1 is 0.5%'
    """
    parts: list[str] = []
    starts: list[int] = []
    position = 0
    for index, token in enumerate(tokens):
        previous = tokens[index - 1] if index else ""
        following = tokens[index + 1] if index + 1 < len(tokens) else ""
        before_previous = tokens[index - 2] if index >= 2 else ""
        glue = (
            index == 0
            or token in _NO_SPACE_BEFORE
            or previous in _NO_SPACE_AFTER
            or (token == "-" and previous[-1:].isalnum() and following[:1].isalnum())
            or (previous == "-" and before_previous[-1:].isalnum() and token[:1].isalnum())
            or (len(token) == 1 and token.isdigit() and len(previous) == 1 and previous.isdigit())
        )
        if not glue:
            parts.append(" ")
            position += 1
        starts.append(position)
        parts.append(token)
        position += len(token)
    return "".join(parts), starts
