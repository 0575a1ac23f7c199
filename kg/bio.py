"""BIO tags over kg's words and the windows of whole sentences a transformer tagger reads
(:mod:`kg.extract.accurate`, ``benchmarks/tagger_accurate.py``). No spaCy here: the training script
imports it where only torch is installed."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

LABELS = ("Method", "Task", "Metric", "Dataset")
TAGS = ("O", *(f"{prefix}-{label}" for label in LABELS for prefix in ("B", "I")))
# Word pieces a window may hold, [CLS] and [SEP] not counted, and a word at most (a formula or
# a URL read as one word is cut: the model reads 512 pieces at most).
MAX_PIECES = 200
MAX_WORD_PIECES = 16


def windows(
    pieces: Sequence[int], sentence_starts: Iterable[int], max_pieces: int = MAX_PIECES
) -> list[tuple[int, int]]:
    """Split words into windows ``(start, end)`` of whole sentences holding at most
    ``max_pieces`` word pieces; ``pieces[i]`` is word i's count, ``sentence_starts`` the words
    that open a sentence. A sentence longer than a window is cut into full windows.

    >>> windows([1, 1, 1, 1, 1, 1], [0, 2, 4], max_pieces=4)
    [(0, 4), (4, 6)]
    >>> windows([3, 3, 3], [0], max_pieces=4)
    [(0, 1), (1, 2), (2, 3)]
    """
    n = len(pieces)
    starts = sorted({s for s in sentence_starts if 0 < s < n} | {0}) if n else []
    bounds = [*starts, n]
    out: list[tuple[int, int]] = []
    start = used = 0
    for first, last in zip(bounds, bounds[1:]):
        size = sum(pieces[first:last])
        if used and used + size > max_pieces:
            out.append((start, first))
            start, used = first, 0
        if size > max_pieces:  # a sentence longer than a window: cut it
            for i in range(first, last):
                if used and used + pieces[i] > max_pieces:
                    out.append((start, i))
                    start, used = i, 0
                used += pieces[i]
        else:
            used += size
    if n:
        out.append((start, n))
    return out


def window_ids(
    words: Sequence[str], pieces_of: Callable[[str], list[int]], cls: int, sep: int
) -> tuple[list[int], list[int]]:
    """The model's input for a window of words (``[CLS]``, each word's first
    :data:`MAX_WORD_PIECES` pieces, ``[SEP]``) and the position of each word's first piece.

    >>> window_ids(["ab", "c"], lambda w: [len(w)] * len(w), cls=1, sep=2)
    ([1, 2, 2, 1, 2], [1, 3])
    """
    ids, firsts = [cls], []
    for word in words:
        firsts.append(len(ids))
        ids += (pieces_of(word) or [0])[:MAX_WORD_PIECES]
    ids.append(sep)
    return ids, firsts


def decode(tags: Sequence[str]) -> list[tuple[int, int, str]]:
    """Spans ``(start, end, label)`` from BIO tags; an I- tag that continues no span of its label
    opens one.

    >>> decode(["B-Method", "I-Method", "O", "I-Task", "B-Task", "I-Method"])
    [(0, 2, 'Method'), (3, 4, 'Task'), (4, 5, 'Task'), (5, 6, 'Method')]
    """
    spans: list[tuple[int, int, str]] = []
    open_label: str | None = None
    start = 0
    for i, tag in enumerate([*tags, "O"]):
        prefix, _, label = tag.partition("-")
        if open_label is not None and (prefix != "I" or label != open_label):
            spans.append((start, i, open_label))
            open_label = None
        if prefix == "B" or (prefix == "I" and open_label is None):
            open_label, start = label, i
    return spans
