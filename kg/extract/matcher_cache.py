"""The gazetteer's phrase matchers, built from token hashes kept in a user cache file.

Building the matchers tokenizes every form of every gazetteer entry (12,770 of them): most of
a pipeline's start-up, paid again by every worker. A phrase matcher only keeps, per form, the
hashes of its tokens' ``ORTH`` (case-sensitive forms) or ``NORM`` (the others), so those
hashes are what the cache file holds. The file's name is a digest of everything the hashes
depend on: the forms and their match keys, spaCy's version, the tokenizer's rules and
patterns and the module of the norm function (:func:`cache_key`). A changed row, tokenizer or
norm gives another name, so a stale file is never read; a file that fails its checksum is
rebuilt with a warning. The matchers are the same as
:func:`kg.extract.known_names.gazetteer_matchers` builds (same keys, same patterns, in the same
order).

The directory is ``$KG_CACHE_DIR``, else ``$XDG_CACHE_HOME/kg``, else ``~/.cache/kg``; where
it cannot be written the matchers are built without a cache.

Example:
    >>> import spacy
    >>> from kg.lexicon.gazetteer import load_gazetteer
    >>> matchers = cached_matchers(spacy.blank("en"), load_gazetteer())  # doctest: +SKIP
"""

from __future__ import annotations

import contextlib
import hashlib
import inspect
import logging
import os
import sys
import zipfile
from pathlib import Path

import numpy
import spacy
from spacy.attrs import NORM
from spacy.language import Language
from spacy.matcher import PhraseMatcher

from kg.extract.known_names import GazetteerMatchers
from kg.lexicon.gazetteer import Gazetteer, GazetteerEntry

__all__ = ["cache_dir", "cache_key", "cached_matchers"]

logger = logging.getLogger(__name__)

_FORMAT = "kg.matcher-cache.v1"

Pattern = tuple[str, str, bool]  # (surface, match key, case-sensitive)


def cache_dir() -> Path:
    """Where the cache files live (``$KG_CACHE_DIR``, ``$XDG_CACHE_HOME/kg``, ``~/.cache/kg``)."""
    if os.environ.get("KG_CACHE_DIR"):
        return Path(os.environ["KG_CACHE_DIR"])
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "kg"


def cache_key(nlp: Language, patterns: list[Pattern]) -> str:
    """A digest of what the token hashes of ``patterns`` depend on in ``nlp``."""
    digest = hashlib.sha256(f"{_FORMAT}; spacy {spacy.__version__}".encode())
    tokenizer = nlp.tokenizer
    for name in ("prefix_search", "suffix_search", "infix_finditer", "token_match", "url_match"):
        function = getattr(tokenizer, name, None)
        compiled = getattr(function, "__self__", None)
        digest.update(f"\x00{name}={getattr(compiled, 'pattern', repr(function))}".encode())
    rules = getattr(tokenizer, "rules", None) or {}
    digest.update(repr(sorted(rules.items())).encode())
    norm = nlp.vocab.lex_attr_getters.get(NORM)
    digest.update(f"\x00{type(tokenizer).__qualname__}\x00{_source_of(norm)}".encode())
    for surface, key, sensitive in patterns:
        digest.update(f"\x00{surface}\x01{key}\x01{int(sensitive)}".encode())
    return digest.hexdigest()[:24]


def _source_of(function: object) -> str:
    """The function's name and a digest of the source of its module and of the modules of the
    functions it calls by name (``token_norm`` calls :mod:`kg.text`'s ``singularize`` and
    ``fold``): a changed norm gives another key."""
    if function is None:
        return "none"
    function = inspect.unwrap(function)  # type: ignore[arg-type]
    module_name = getattr(function, "__module__", "") or ""
    names = [module_name]
    code = getattr(function, "__code__", None)
    scope = getattr(function, "__globals__", {})
    for called in code.co_names if code is not None else ():
        other = (
            getattr(inspect.unwrap(scope[called]), "__module__", None) if called in scope else None
        )
        if other and other not in names:
            names.append(other)
    digest = hashlib.sha256(f"{module_name}.{getattr(function, '__qualname__', '')}".encode())
    for name in names:
        module = sys.modules.get(name)
        try:
            source = inspect.getsource(module) if module is not None else name
        except (OSError, TypeError):
            source = name
        digest.update(b"\x00" + name.encode() + b"\x00" + source.encode())
    return digest.hexdigest()


def cached_matchers(
    nlp: Language, gazetteer: Gazetteer, *, directory: Path | None = None
) -> GazetteerMatchers:
    """The gazetteer's matchers for ``nlp``, from the cache file if a valid one exists.

    Args:
        nlp: The pipeline whose tokenizer and vocab the matchers are for.
        gazetteer: The gazetteer.
        directory: The cache directory (default :func:`cache_dir`).
    """
    entries: dict[str, GazetteerEntry] = {}
    patterns: list[Pattern] = []
    for surface, entry, sensitive in gazetteer.patterns():
        key = f"{entry.type.value}|{entry.name}"
        entries[key] = entry
        patterns.append((surface, key, sensitive))
    path = (directory or cache_dir()) / f"matchers-{cache_key(nlp, patterns)}.npz"
    hashes = _read(path, len(patterns)) if path.is_file() else None
    if hashes is None:
        hashes = _token_hashes(nlp, patterns)
        _write(path, hashes)
    exact = PhraseMatcher(nlp.vocab, attr="ORTH")
    folded = PhraseMatcher(nlp.vocab, attr="NORM")
    # The same keys and patterns in the same order as gazetteer_matchers adds them.
    grouped: dict[bool, dict[str, list[list[int]]]] = {True: {}, False: {}}
    for (_, key, sensitive), tokens in zip(patterns, hashes):
        grouped[sensitive].setdefault(key, []).append(tokens)
    for matcher, forms in ((exact, grouped[True]), (folded, grouped[False])):
        for key, keywords in forms.items():
            matcher.add(key, keywords)
    return GazetteerMatchers(exact=exact, folded=folded, entries=entries)


def _token_hashes(nlp: Language, patterns: list[Pattern]) -> list[list[int]]:
    """Each pattern's token hashes: ORTH for case-sensitive forms, NORM for the others."""
    # The matchers' own conversion of a Doc to hashes (Token.get_struct_attr).
    convert = {
        sensitive: PhraseMatcher(nlp.vocab, attr=attr)._convert_to_array
        for sensitive, attr in ((True, "ORTH"), (False, "NORM"))
    }
    return [convert[sensitive](nlp.make_doc(surface)) for surface, _, sensitive in patterns]


def _checksum(lengths: numpy.ndarray, flat: numpy.ndarray) -> numpy.ndarray:
    digest = hashlib.sha256(lengths.tobytes() + flat.tobytes()).digest()
    return numpy.frombuffer(digest, dtype=numpy.uint8)


def _write(path: Path, hashes: list[list[int]]) -> None:
    """Write the cache file (to a temporary file renamed into place); skip if unwritable."""
    lengths = numpy.array([len(tokens) for tokens in hashes], dtype=numpy.int64)
    flat = numpy.array([h for tokens in hashes for h in tokens], dtype=numpy.uint64)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with temporary.open("wb") as file:
            numpy.savez(file, lengths=lengths, hashes=flat, checksum=_checksum(lengths, flat))
        os.replace(temporary, path)
    except OSError as e:
        logger.debug("gazetteer matcher cache not written to %s: %s", path, e)
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)


def _read(path: Path, count: int) -> list[list[int]] | None:
    """The token hashes in the cache file, or None (with a warning) if it is not valid."""
    try:
        with numpy.load(path, allow_pickle=False) as data:
            lengths, flat, checksum = data["lengths"], data["hashes"], data["checksum"]
        valid = (
            lengths.dtype == numpy.int64
            and flat.dtype == numpy.uint64
            and len(lengths) == count
            and int(lengths.sum()) == len(flat)
            and numpy.array_equal(checksum, _checksum(lengths, flat))
        )
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile) as e:
        valid, reason = False, str(e) or type(e).__name__
    else:
        reason = "its checksum or size does not match"
    if not valid:
        logger.warning("%s: unreadable gazetteer matcher cache (%s); rebuilding it", path, reason)
        return None
    flat_list = flat.tolist()
    ends = numpy.cumsum(lengths).tolist()
    starts = [0, *ends[:-1]]
    return [flat_list[start:end] for start, end in zip(starts, ends)]
