"""Gold-standard readers: SciERC and SciER files -> documents with character offsets.

Every reader returns :class:`GoldDocument` values whose ``text`` is what kg's pipeline is run
on and whose mention offsets are character offsets into that text (end exclusive).

* SciERC (``{train,dev}.json``) and SciER PLM (``dev.plm.jsonl``): one document per line with
  PTB tokens and document-level inclusive token offsets. The text is the tokens, PTB escapes
  undone (``-LRB-`` -> ``(``), detokenised into running text by :func:`kg.text.detokenize`
  (``multi - view`` -> ``multi-view``, split digits ``1 5 2`` -> ``152``): kg reads abstracts as
  people write them, so it is scored on such text; offsets come from the same tokens.
  SciERC coreference clusters become ``Coref`` relations between every two members that
  are themselves annotated mentions.
* SciER LLM (``*.llm.jsonl``): one sentence per line, detokenised the same way; the sentences
  of one ``doc_id`` are joined by single spaces in file order. Mentions are given as
  space-tokenised strings, so each is located in its sentence as a token sequence:
  **every occurrence** counts, except occurrences inside
  an occurrence of a longer annotated string of the same sentence (``CNNs`` inside
  ``2D CNNs``). On the SciER dev split this gives the PLM file's spans for 2,233 of 2,242
  mentions. Relations keep their strings; they are matched by normalised string.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from kg.errors import InputError
from kg.evaluate._detokenize import detokenize

__all__ = ["GOLD_FORMATS", "GoldArg", "GoldDocument", "GoldMention", "GoldRelation", "read_gold"]

GOLD_FORMATS = ("scierc", "scier")
_PTB = {
    "-LRB-": "(",
    "-RRB-": ")",
    "-LSB-": "[",
    "-RSB-": "]",
    "-LCB-": "{",
    "-RCB-": "}",
    "``": '"',
    "''": '"',
}


class GoldMention(NamedTuple):
    """An annotated span: ``text == document.text[start:end]``; ``label`` as in the gold file."""

    start: int
    end: int
    label: str
    text: str


class GoldArg(NamedTuple):
    """One side of a gold relation: its gold label and surface string."""

    label: str
    text: str


class GoldRelation(NamedTuple):
    """A gold relation, e.g. ``GoldRelation("Compare-With", head, tail)``; ``Coref`` for clusters."""

    kind: str
    head: GoldArg
    tail: GoldArg


@dataclass(frozen=True, slots=True)
class GoldDocument:
    """One gold document.

    Attributes:
        key: The document's id in the gold file (``doc_key`` or ``doc_id``).
        source: Where it starts, ``file line N``.
        text: The rebuilt text the pipeline sees.
        unlocated: SciER LLM mention strings not found in their sentence (not scored).
    """

    key: str
    source: str
    text: str
    mentions: tuple[GoldMention, ...]
    relations: tuple[GoldRelation, ...] = ()
    unlocated: int = 0


def read_gold(
    path: str | Path, *, gold_format: str, limit: int | None = None
) -> tuple[str, list[GoldDocument]]:
    """Read a gold file.

    Args:
        path: A SciERC ``.json`` or SciER ``.jsonl`` file.
        gold_format: ``scierc`` or ``scier`` (LLM or PLM layout is detected from the keys).
        limit: Keep only the first ``limit`` documents.

    Returns:
        The resolved format (``scierc``, ``scier-llm`` or ``scier-plm``) and the documents.

    Raises:
        InputError: Unknown format, unreadable file, or a record without the expected keys.
    """
    if gold_format not in GOLD_FORMATS:
        raise InputError(
            f"unknown gold format {gold_format!r}; expected one of: {', '.join(GOLD_FORMATS)}"
        )
    path = Path(path)
    records = list(_records(path))
    if not records:
        raise InputError(f"{path}: no records; expected one JSON object per line")
    if gold_format == "scierc":
        resolved = "scierc"
        documents = [
            _token_document(path, n, r, id_key="doc_key", tokens_key=None)
            for n, r in _limited(records, limit)
        ]
    elif "doc_tokens" in records[0][1]:
        resolved = "scier-plm"
        documents = [
            _token_document(path, n, r, id_key="doc_id", tokens_key="doc_tokens")
            for n, r in _limited(records, limit)
        ]
    elif "sentence" in records[0][1]:
        resolved = "scier-llm"
        documents = _sentence_documents(path, records, limit)
    else:
        found = ", ".join(sorted(records[0][1])) or "none"
        raise InputError(
            f"{path} line {records[0][0]}: neither a SciER LLM record ('sentence') nor a PLM record "
            f"('doc_tokens') (found keys: {found}); is this the right --format?"
        )
    return resolved, documents


def _records(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as e:
        raise InputError(f"{path}: cannot read the gold file ({e})") from e
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as e:
            raise InputError(
                f"{path} line {number}: not valid JSON ({e.msg}); expected one JSON object per line"
            ) from e
        if not isinstance(record, dict):
            raise InputError(
                f"{path} line {number}: expected a JSON object, found {type(record).__name__}"
            )
        yield number, record


def _limited(
    records: list[tuple[int, dict[str, Any]]], limit: int | None
) -> list[tuple[int, dict[str, Any]]]:
    return records if limit is None else records[:limit]


def _require(
    path: Path, number: int, record: dict[str, Any], keys: Sequence[str], what: str
) -> None:
    missing = [key for key in keys if key not in record]
    if missing:
        found = ", ".join(sorted(record)) or "none"
        raise InputError(
            f"{path} line {number}: no {', '.join(repr(k) for k in missing)} key (found: {found}); expected a {what} record"
        )


def _unescape(token: str) -> str:
    return _PTB.get(token, token)


def _token_document(
    path: Path, number: int, record: dict[str, Any], *, id_key: str, tokens_key: str | None
) -> GoldDocument:
    """A SciERC or SciER PLM record: tokens, per-sentence spans with document-level token offsets."""
    what = "SciERC" if tokens_key is None else "SciER PLM"
    _require(
        path,
        number,
        record,
        [id_key, "sentences", "ner"] + ([tokens_key] if tokens_key else []),
        what,
    )
    where = f"{path} line {number}"
    try:
        raw = (
            record[tokens_key]
            if tokens_key
            else [t for sentence in record["sentences"] for t in sentence]
        )
        tokens = [_unescape(str(t)) for t in raw]
        text, starts = detokenize(tokens)

        def span(first: int, last: int) -> tuple[int, int]:
            if not 0 <= first <= last < len(tokens):
                raise ValueError(
                    f"token span [{first}, {last}] outside the document's {len(tokens)} tokens"
                )
            return starts[first], starts[last] + len(tokens[last])

        mentions: list[GoldMention] = []
        label_of: dict[tuple[int, int], str] = {}
        for sentence in record["ner"]:
            for first, last, label in sentence:
                start, end = span(int(first), int(last))
                mentions.append(GoldMention(start, end, str(label), text[start:end]))
                label_of[(start, end)] = str(label)

        def arg(first: int, last: int) -> GoldArg:
            start, end = span(int(first), int(last))
            return GoldArg(label_of.get((start, end), ""), text[start:end])

        relations = [
            GoldRelation(str(kind), arg(h1, h2), arg(t1, t2))
            for sentence in record.get("relations", [])
            for h1, h2, t1, t2, kind in sentence
        ]
        for cluster in record.get("clusters", []):
            members = [arg(first, last) for first, last in cluster]
            members = [m for m in members if m.label]
            relations.extend(
                GoldRelation("Coref", a, b) for i, a in enumerate(members) for b in members[i + 1 :]
            )
    except (TypeError, ValueError, KeyError) as e:
        raise InputError(
            f"{where}: malformed {what} record ({e}); expected 'ner' as [start, end, type] per sentence "
            f"and 'relations' as [head_start, head_end, tail_start, tail_end, type]"
        ) from e
    return GoldDocument(str(record[id_key]), where, text, tuple(mentions), tuple(relations))


def _sentence_documents(
    path: Path, records: list[tuple[int, dict[str, Any]]], limit: int | None
) -> list[GoldDocument]:
    """SciER LLM records grouped by ``doc_id`` (first-appearance order)."""
    grouped: dict[str, list[tuple[int, dict[str, Any]]]] = {}
    for number, record in records:
        _require(path, number, record, ["doc_id", "sentence", "ner", "rel"], "SciER LLM")
        key = str(record["doc_id"])
        if key not in grouped and limit is not None and len(grouped) >= limit:
            continue
        grouped.setdefault(key, []).append((number, record))
    return [_sentence_document(path, key, rows) for key, rows in grouped.items()]


def _sentence_document(
    path: Path, key: str, rows: list[tuple[int, dict[str, Any]]]
) -> GoldDocument:
    parts: list[str] = []
    mentions: list[GoldMention] = []
    relations: list[GoldRelation] = []
    unlocated = 0
    offset = 0
    for number, record in rows:
        try:
            tokens = str(record["sentence"]).split()
            sentence, starts = detokenize(tokens)
            annotated = [(str(surface), str(label)) for surface, label in record["ner"]]
            found = {surface: _occurrences(tokens, starts, surface) for surface, _ in annotated}
            for surface, label in annotated:
                spans = [
                    (s, e)
                    for s, e in found[surface]
                    if not any(
                        o != surface
                        and len(o) > len(surface)
                        and any(os <= s and e <= oe for os, oe in found[o])
                        for o in found
                    )
                ]
                unlocated += not spans
                mentions.extend(
                    GoldMention(offset + s, offset + e, label, sentence[s:e]) for s, e in spans
                )
            label_of = {surface: label for surface, label in annotated}
            for head, kind, tail in record["rel"]:
                relations.append(
                    GoldRelation(
                        str(kind),
                        GoldArg(label_of.get(str(head), ""), detokenize(str(head).split())[0]),
                        GoldArg(label_of.get(str(tail), ""), detokenize(str(tail).split())[0]),
                    )
                )
        except (TypeError, ValueError) as e:
            raise InputError(
                f"{path} line {number}: malformed SciER LLM record ({e}); expected 'ner' as [string, type] "
                f"and 'rel' as [head, type, tail]"
            ) from e
        parts.append(sentence)
        offset += len(sentence) + 1
    return GoldDocument(
        key,
        f"{path} line {rows[0][0]}",
        " ".join(parts),
        tuple(mentions),
        tuple(relations),
        unlocated,
    )


def _occurrences(tokens: list[str], starts: list[int], surface: str) -> list[tuple[int, int]]:
    """Every occurrence of ``surface`` (space-tokenised) as a token sequence, as char offsets
    into the detokenised sentence."""
    wanted = surface.split()
    spans: list[tuple[int, int]] = []
    if not wanted:
        return spans
    size = len(wanted)
    for index in range(len(tokens) - size + 1):
        if tokens[index : index + size] == wanted:
            last = index + size - 1
            spans.append((starts[index], starts[last] + len(tokens[last])))
    return spans
