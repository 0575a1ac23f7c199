"""Extraction values on disk and on the wire: JSON Lines, one paper per line, sorted by key.

Linking is corpus-wide, so an incremental build (``kg build --update``) keeps what extraction
found for every paper already in the graph (``extractions.jsonl.gz`` in the output directory)
and extracts only the new papers; a distributed build ships its shards in the same encoding.

The first line is a header naming the format and the *pipeline stamp*: a digest of kg's
version, the extraction code and the gazetteer. Extractions made by another pipeline are not
mixed with new ones (:func:`read_extractions` says so and what to do).

Texts that can be cut from the abstract (a mention's text, an evidence sentence) are stored as
offsets only, which keeps the file about a third of the size.

Example:
    >>> write_extractions(extractions, "exports/extractions.jsonl.gz")  # doctest: +SKIP
    >>> read_extractions("exports/extractions.jsonl.gz")[:1]  # doctest: +SKIP
"""

from __future__ import annotations

import functools
import gzip
import hashlib
import io
import json
import os
from collections.abc import Iterable
from dataclasses import replace
from importlib import resources
from pathlib import Path
from typing import Any

import spacy

from kg import __version__
from kg.errors import InputError
from kg.files import portable_source
from kg.types import (
    EntityType,
    Evidence,
    Extraction,
    Mention,
    Paper,
    Predicate,
    Relation,
    ResultMention,
)

__all__ = [
    "EXTRACTIONS_NAME",
    "decode_extractions",
    "decode_papers",
    "encode_extractions",
    "encode_papers",
    "pipeline_stamp",
    "read_extractions",
    "read_header",
    "read_stored_papers",
    "write_extractions",
]

EXTRACTIONS_NAME = "extractions.jsonl.gz"
_FORMAT = "kg-extractions/1"
# What decides what extraction finds (linking is redone on every build): every file of the
# extraction and lexicon packages, the text and value helpers they use, the shipped data.
_EXTRACTION_CODE = ("extract", "lexicon")
_EXTRACTION_MODULES = ("text.py", "types.py")


def _stamped_files(package: Any) -> list[tuple[str, Any]]:
    """(name, file) of every source file the stamp covers, in a fixed order."""
    files = [(name, package.joinpath(name)) for name in _EXTRACTION_MODULES]
    for directory in _EXTRACTION_CODE:
        root = Path(str(package.joinpath(directory)))
        for path in sorted(root.rglob("*")):
            if path.is_file() and path.suffix in {".py", ".tsv", ".txt", ".json"}:
                files.append((path.relative_to(root.parent).as_posix(), path))
    return files


@functools.cache
def pipeline_stamp() -> str:
    """A digest of what extraction depends on: kg's version and code, its data, spaCy.

    Two runs with the same stamp extract the same values from the same paper.
    """
    digest = hashlib.sha256(f"kg {__version__}; spacy {spacy.__version__}".encode())
    package = resources.files("kg")
    for name, path in _stamped_files(package):
        digest.update(b"\x00" + name.encode() + b"\x00")
        digest.update(path.read_bytes())
    data = package.joinpath("data")
    for name in ("gazetteer.tsv", "lexicon.tsv.gz"):
        digest.update(data.joinpath(name).read_bytes())
    # The shipped tagger, every file of it (a retrained tagger extracts differently).
    tagger = Path(str(data.joinpath("ner")))
    for path in sorted(tagger.rglob("*")) if tagger.is_dir() else ():
        if path.is_file():
            part = path.relative_to(tagger).as_posix()
            digest.update(b"\x00" + part.encode() + b"\x00" + path.read_bytes())
    return digest.hexdigest()[:16]


# ---------------------------------------------------------------------------- values <-> JSON


def _paper(paper: Paper) -> dict[str, Any]:
    record: dict[str, Any] = {"key": paper.key, "abstract": paper.abstract}
    for name in ("title", "year", "venue", "url", "doi", "identifier"):
        value = getattr(paper, name)
        if value is not None:
            record[name] = value
    if paper.authors:
        record["authors"] = list(paper.authors)
    if paper.keywords:
        record["keywords"] = list(paper.keywords)
    if paper.source:
        record["source"] = paper.source
    for name in ("other_keys", "merged_sources"):
        if values := getattr(paper, name):
            record[name] = list(values)
    return record


def _evidence(item: Evidence, paper: Paper) -> list[Any]:
    record: list[Any] = [item.start, item.end, item.extractor, item.confidence]
    if item.sentence != paper.abstract[item.start : item.end] or item.paper != paper.key:
        record += [item.sentence, item.paper]
    return record


def _mention(mention: Mention, paper: Paper) -> list[Any]:
    record: list[Any] = [
        mention.start,
        mention.end,
        mention.type.value,
        mention.extractor,
        mention.confidence,
        mention.canonical,
        mention.long_form,
        mention.short_form,
    ]
    if mention.text != paper.abstract[mention.start : mention.end]:
        record.append(mention.text)
    return record


def _encode(extraction: Extraction) -> str:
    paper = extraction.paper
    record = {
        "paper": _paper(paper),
        "mentions": [_mention(m, paper) for m in extraction.mentions],
        "relations": [
            [r.predicate.value, r.subject, r.object, _evidence(r.evidence, paper)]
            for r in extraction.relations
        ],
        "results": [
            [r.metric, r.value, r.dataset, _evidence(r.evidence, paper)]
            + ([True] if r.improvement else [])
            for r in extraction.results
        ],
    }
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def _decode_evidence(record: list[Any], paper: Paper) -> Evidence:
    start, end, extractor, confidence = record[:4]
    sentence, key = (
        (record[4], record[5]) if len(record) > 4 else (paper.abstract[start:end], paper.key)
    )
    return Evidence(
        paper=key,
        sentence=sentence,
        start=start,
        end=end,
        extractor=extractor,
        confidence=confidence,
    )


def _decode(line: str) -> Extraction:
    record = json.loads(line)
    paper = _paper_of(record["paper"])
    abstract = paper.abstract
    mentions = tuple(
        Mention(
            text=m[8] if len(m) > 8 else abstract[m[0] : m[1]],
            start=m[0],
            end=m[1],
            type=EntityType(m[2]),
            extractor=m[3],
            confidence=m[4],
            canonical=m[5],
            long_form=m[6],
            short_form=m[7],
        )
        for m in record["mentions"]
    )
    relations = tuple(
        Relation(Predicate(r[0]), r[1], r[2], _decode_evidence(r[3], paper))
        for r in record["relations"]
    )
    results = tuple(
        ResultMention(
            metric=r[0],
            value=r[1],
            dataset=r[2],
            evidence=_decode_evidence(r[3], paper),
            improvement=len(r) > 4 and r[4] is True,
        )
        for r in record["results"]
    )
    return Extraction(paper=paper, mentions=mentions, relations=relations, results=results)


def encode_extractions(extractions: Iterable[Extraction]) -> bytes:
    """JSON Lines (UTF-8) of the extractions, in the order given, without a header."""
    return "".join(_encode(e) + "\n" for e in extractions).encode("utf-8")


def decode_extractions(data: bytes, *, where: str = "shard") -> list[Extraction]:
    """The extractions of :func:`encode_extractions` output.

    Raises:
        InputError: A line is not a valid extraction record (names ``where`` and the line).
    """
    extractions = []
    for number, line in enumerate(data.decode("utf-8").split("\n"), 1):
        if line:
            try:
                extractions.append(_decode(line))
            except (ValueError, KeyError, TypeError, IndexError) as e:
                raise InputError(f"{where} line {number}: not a kg extraction record ({e})") from e
    return extractions


def encode_papers(papers: Iterable[Paper]) -> bytes:
    """JSON Lines (UTF-8) of papers, in the order given (the shards a distributed build sends)."""
    return "".join(
        json.dumps(_paper(p), ensure_ascii=False, separators=(",", ":")) + "\n" for p in papers
    ).encode("utf-8")


def _paper_of(record: dict[str, Any]) -> Paper:
    fields = dict(record)
    fields["authors"] = tuple(fields.get("authors", ()))
    fields["keywords"] = tuple(fields.get("keywords", ()))
    for name in ("other_keys", "merged_sources"):
        if name in fields:
            fields[name] = tuple(fields[name])
    return Paper(**fields)


def decode_papers(data: bytes) -> list[Paper]:
    """The papers of :func:`encode_papers` output."""
    return [_paper_of(json.loads(line)) for line in data.decode("utf-8").split("\n") if line]


# ---------------------------------------------------------------------------- files


def write_extractions(
    extractions: Iterable[Extraction], path: str | os.PathLike[str], *, base_iri: str
) -> None:
    """Write the extractions (one per paper key) sorted by key, gzip-compressed.

    The output depends only on the values: the gzip header carries no time or file name.
    The file is written under a temporary name and renamed into place.
    """
    from kg.files import atomic_output

    ordered = sorted(extractions, key=lambda e: e.paper.key)
    header = {
        "format": _FORMAT,
        "pipeline": pipeline_stamp(),
        "base_iri": base_iri,
        "papers": len(ordered),
    }
    with (
        atomic_output(path) as raw,
        gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=3) as handle,
    ):
        stream = io.BufferedWriter(handle, buffer_size=1 << 20)  # type: ignore[arg-type]
        stream.write((json.dumps(header, sort_keys=True) + "\n").encode("utf-8"))
        for extraction in ordered:
            stream.write((_encode(_portable(extraction)) + "\n").encode("utf-8"))
        stream.flush()
        stream.detach()


def _portable(extraction: Extraction) -> Extraction:
    """The extraction with its paper's source as in the graph, without directories: the file
    is an output of the build, which must not depend on where the inputs lay."""
    paper = extraction.paper
    source = portable_source(paper.source)
    merged = tuple(portable_source(s) for s in paper.merged_sources)
    if source == paper.source and merged == paper.merged_sources:
        return extraction
    return replace(extraction, paper=replace(paper, source=source, merged_sources=merged))


def read_extractions(
    path: str | os.PathLike[str], *, base_iri: str | None = None
) -> list[Extraction]:
    """The extractions stored by :func:`write_extractions`, checked against this pipeline.

    Args:
        path: The ``extractions.jsonl.gz`` file.
        base_iri: If given, the base IRI the stored build must have used.

    Raises:
        InputError: The file is missing or corrupt, was written by another extraction pipeline
            (another kg version or gazetteer), or for another base IRI; the message says what
            to do.
    """
    source = Path(path)
    if not source.is_file():
        raise InputError(
            f"{source}: no such file; --update needs a directory written by kg build "
            "(run a full build first)"
        )
    try:
        with gzip.open(source, "rt", encoding="utf-8", newline="\n") as handle:
            header = json.loads(handle.readline() or "{}")
            if header.get("format") != _FORMAT:
                raise InputError(
                    f"{source}: not a kg extractions file (format {header.get('format')!r}, expected {_FORMAT!r})"
                )
            if header.get("pipeline") != pipeline_stamp():
                raise InputError(
                    f"{source}: written by another extraction pipeline (stamp {header.get('pipeline')}, "
                    f"this kg is {pipeline_stamp()}: another kg version or gazetteer); run a full "
                    "build of all inputs, or pass --reextract to extract the stored papers again"
                )
            if base_iri is not None and header.get("base_iri") != base_iri:
                raise InputError(
                    f"{source}: built with --base-iri {header.get('base_iri')}, not {base_iri}; "
                    "pass the same --base-iri to update it"
                )
            data = handle.read()
    except (OSError, EOFError, ValueError, UnicodeDecodeError) as e:
        raise InputError(f"{source}: cannot read ({e}); run a full build to recreate it") from e
    extractions = decode_extractions(data.encode("utf-8"), where=str(source))
    if len(extractions) != header.get("papers"):
        raise InputError(
            f"{source}: holds {len(extractions)} papers, its header says {header.get('papers')}; "
            "the file is truncated: run a full build to recreate it"
        )
    return extractions


def read_header(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The header of an extractions file: the build's settings (``base_iri``), the pipeline
    stamp, the format and the number of papers.

    Raises:
        InputError: The file is missing, corrupt or not a kg extractions file.
    """
    source = Path(path)
    try:
        with gzip.open(source, "rt", encoding="utf-8", newline="\n") as handle:
            header = json.loads(handle.readline() or "{}")
    except (OSError, EOFError, ValueError, UnicodeDecodeError) as e:
        raise InputError(f"{source}: cannot read ({e}); run a full build to recreate it") from e
    if not isinstance(header, dict) or header.get("format") != _FORMAT:
        raise InputError(f"{source}: not a kg extractions file; run a full build to recreate it")
    return header


def read_stored_papers(path: str | os.PathLike[str]) -> list[Paper]:
    """Only the papers of an extractions file, whatever pipeline wrote it (for ``--reextract``).

    Raises:
        InputError: The file is missing or corrupt.
    """
    source = Path(path)
    try:
        with gzip.open(source, "rt", encoding="utf-8", newline="\n") as handle:
            handle.readline()
            papers = []
            for line in handle:
                papers.append(_paper_of(json.loads(line)["paper"]))
    except (OSError, EOFError, ValueError, KeyError, TypeError) as e:
        raise InputError(f"{source}: cannot read ({e}); run a full build to recreate it") from e
    return papers
