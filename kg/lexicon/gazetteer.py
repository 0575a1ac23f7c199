"""The gazetteer: well-known named entities of ML / AI research, with types and aliases.

The list ships as ``kg/data/gazetteer.tsv`` (provenance and format in ``kg/data/GAZETTEER.md``).
Each row is one entity: ``name<TAB>type<TAB>aliases<TAB>source`` with aliases separated by ``|``.
Surface forms are compared with :func:`kg.text.match_key` (case, Unicode, hyphens and a final
plural folded), except forms written with a leading ``=``: those match only exactly as written
(after :func:`kg.text.fold`), optionally with a plural ``s``, so that ``=SAM`` matches "SAM" and
"SAMs" but not the word "sam", and ``=MATH`` matches the benchmark but not "math".

Example:
    >>> gaz = load_gazetteer()
    >>> gaz.lookup("MSCOCO").name
    'MS COCO'
    >>> gaz.lookup("math") is None
    True
"""

from __future__ import annotations

import functools
import itertools
import os
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from types import MappingProxyType

from kg.errors import InputError
from kg.text import fold, match_key
from kg.types import EntityType

__all__ = ["GAZETTEER_SOURCES", "GAZETTEER_TYPES", "Gazetteer", "GazetteerEntry", "load_gazetteer"]

HEADER = ("name", "type", "aliases", "source")
# Code repositories are found by URL, never by name, so they are not gazetteer types.
GAZETTEER_TYPES = frozenset(t for t in EntityType if t is not EntityType.CODE_REPOSITORY)
GAZETTEER_SOURCES = frozenset({"general", "scirex"})
CASE_SENSITIVE_MARK = "="
ALIAS_SEPARATOR = "|"

_LOWER_WORD = re.compile(r"[a-z]{3,}")
# Types whose versioned or sized forms are other entities (VGG-16 is not VGG-19, YOLOv8 is not
# YOLOv3); a dataset's or a metric's year, version or split stays an alias (COCO 2017, BLEU-4).
_SIBLING_TYPES = frozenset({EntityType.MODEL, EntityType.METHOD})
# Words after a name that make a version or a size of it ("16", "v2", "2.5", "7b", "large"),
# or a tier of a model family ("Claude 3.5 Sonnet" is not Claude 3 Opus, "Gemini Flash" not
# Gemini Ultra).
_VARIANT_WORD = re.compile(
    r"(?:v?\d[\d.]*[a-z]{0,2}(?:x\d+[a-z]?)?"
    r"|base|large|small|tiny|mini|medium|huge|xl|xxl|pro|plus|lite|turbo"
    r"|sonnet|opus|haiku|ultra|flash|nano)"
)
# Final words that take no plural: no "learnings", "superviseds", "differentials".
_NOT_NOUN_ENDINGS = ("ing", "ed", "al", "ive", "ic", "ous", "ful", "less", "able", "ible")
# Words and prefixes whose swap names the opposite thing: one row may not hold both forms
# ("vanishing" / "exploding gradients", "overfitting" / "underfitting", "epistemic" /
# "aleatoric uncertainty", "flat" / "sharp minima").
_OPPOSITE_WORDS = (
    ("vanishing", "exploding"),
    ("epistemic", "aleatoric"),
    ("flat", "sharp"),
    ("lazy", "rich"),
    ("upper", "lower"),
    ("minimum", "maximum"),
    ("min", "max"),
    ("positive", "negative"),
    ("supervised", "unsupervised"),
    ("white", "black"),
    ("online", "offline"),
    ("local", "global"),
    ("sparse", "dense"),
    ("explicit", "implicit"),
    ("convex", "concave"),
)
_OPPOSITE_PREFIXES = (("over", "under"), ("", "un"), ("", "non "), ("", "non"))


@dataclass(frozen=True, slots=True)
class GazetteerEntry:
    """One known entity.

    Attributes:
        name: The canonical label (without the ``=`` mark).
        type: Its entity class.
        aliases: Other surface forms (without the ``=`` mark), in file order.
        source: ``general`` (written by the kg developers) or ``scirex`` (harvested from SciREX).
        case_sensitive: The forms (among ``name`` and ``aliases``) that match only exactly.
    """

    name: str
    type: EntityType
    aliases: tuple[str, ...] = ()
    source: str = "general"
    case_sensitive: frozenset[str] = frozenset()

    @property
    def forms(self) -> tuple[str, ...]:
        """The name followed by the aliases."""
        return (self.name, *self.aliases)


@dataclass(frozen=True)
class Gazetteer:
    """An immutable set of entries with a lookup by surface form.

    Raises:
        ValueError: If two entries claim the same form (same match key, or the same
            exact case-sensitive form).
    """

    entries: tuple[GazetteerEntry, ...]
    _by_key: Mapping[str, GazetteerEntry] = field(init=False, repr=False, compare=False)
    _by_exact: Mapping[str, GazetteerEntry] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_key: dict[str, GazetteerEntry] = {}
        by_exact: dict[str, GazetteerEntry] = {}
        owner_of_key: dict[str, GazetteerEntry] = {}
        for entry in self.entries:
            for form in entry.forms:
                key = match_key(form)
                previous = owner_of_key.setdefault(key, entry)
                if previous is not entry:
                    raise ValueError(
                        f"form {form!r} of {entry.name!r} has the match key {key!r} "
                        f"already used by {previous.name!r}"
                    )
                if form in entry.case_sensitive:
                    by_exact[fold(form)] = entry
                else:
                    by_key[key] = entry
        object.__setattr__(self, "_by_key", MappingProxyType(by_key))
        object.__setattr__(self, "_by_exact", MappingProxyType(by_exact))

    def __len__(self) -> int:
        return len(self.entries)

    def __iter__(self) -> Iterator[GazetteerEntry]:
        return iter(self.entries)

    def lookup(self, surface: str) -> GazetteerEntry | None:
        """The entry a surface form names, or None.

        Case-sensitive forms match the folded surface exactly (or with a plural ``s``:
        "LLMs" finds ``=LLM``); every other form matches by :func:`kg.text.match_key`.

        >>> gaz = load_gazetteer()
        >>> gaz.lookup("large language models").name
        'large language model'
        >>> gaz.lookup("LLMs").name
        'large language model'
        """
        folded = fold(surface)
        entry = self._by_exact.get(folded)
        if entry is None and len(folded) > 1 and folded.endswith("s"):
            entry = self._by_exact.get(folded[:-1])
        if entry is not None:
            return entry
        return self._by_key.get(match_key(surface))

    def patterns(self) -> Iterator[tuple[str, GazetteerEntry, bool]]:
        """Surface forms for a spaCy ``PhraseMatcher``: ``(text, entry, case_sensitive)``.

        Case-sensitive forms are meant for a matcher on ``ORTH``, the others for one on
        ``LOWER``. Besides each form as written, the variants a token matcher would otherwise
        miss but :func:`kg.text.match_key` merges are included: spaces and hyphens swapped
        ("self supervised learning", "Llama-2") and the plural of a final lowercase word
        ("large language models"); a case-sensitive acronym also gets its plural ("LLMs").
        """
        for entry in self.entries:
            seen: set[tuple[str, bool]] = set()
            for form in entry.forms:
                sensitive = form in entry.case_sensitive
                for text in _variants(form, sensitive=sensitive):
                    if (text, sensitive) not in seen:
                        seen.add((text, sensitive))
                        yield text, entry, sensitive


def _plural(word: str) -> str:
    if word.endswith("y") and word[-2:-1] not in ("a", "e", "o", "u"):
        return word[:-1] + "ies"
    if word.endswith(("s", "x", "z", "ch", "sh")):
        return word + "es"
    return word + "s"


def _variants(form: str, *, sensitive: bool) -> Iterable[str]:
    if sensitive:
        yield form
        if form[-1:].isupper():
            yield form + "s"
        return
    # Spaces and hyphens are interchangeable for match_key ("Llama 2" = "Llama-2") but not for
    # a token matcher; spell the alternatives out (all of them for up to three separators).
    parts = re.split(r"\s*-\s*|\s+", form)
    separators = len(parts) - 1
    if separators == 0:
        bases = [form]
    elif separators <= 3:
        bases = [form] + [
            "".join(p + s for p, s in zip(parts, (*choice, ""), strict=True))
            for choice in itertools.product(" -", repeat=separators)
        ]
    else:
        bases = [form, " ".join(parts), "-".join(parts)]
    key = match_key(form)
    for base in bases:
        yield base
        head, _, last = base.rpartition(" ")
        if _LOWER_WORD.fullmatch(last) and not last.endswith(_NOT_NOUN_ENDINGS):
            plural = f"{head} {_plural(last)}" if head else _plural(last)
            if match_key(plural) == key:
                yield plural


def _parse_form(raw: str, *, where: str) -> tuple[str, bool]:
    sensitive = raw.startswith(CASE_SENSITIVE_MARK)
    text = raw[1:] if sensitive else raw
    if not text or text != text.strip():
        raise InputError(
            f"{where}: empty form or form with surrounding spaces: {raw!r}; "
            "write each form trimmed, separated by '|' without spaces"
        )
    if not match_key(text):
        raise InputError(f"{where}: form {raw!r} has no letters or digits to match on")
    return text, sensitive


def _parse(text: str, *, source: str) -> Gazetteer:
    lines = text.splitlines()
    if not lines or tuple(lines[0].lstrip("\ufeff").split("\t")) != HEADER:
        found = lines[0] if lines else "an empty file"
        raise InputError(
            f"{source} line 1: expected the header {chr(9).join(HEADER)!r} "
            f"(tab-separated), found {found!r}"
        )
    entries: list[GazetteerEntry] = []
    owners: dict[str, tuple[str, int]] = {}
    for number, line in enumerate(lines[1:], start=2):
        where = f"{source} line {number}"
        if not line.strip():
            continue
        cells = line.split("\t")
        if len(cells) != len(HEADER):
            raise InputError(
                f"{where}: expected {len(HEADER)} tab-separated columns "
                f"({', '.join(HEADER)}), found {len(cells)}"
            )
        raw_name, raw_type, raw_aliases, entry_source = cells
        try:
            entity_type = EntityType(raw_type)
        except ValueError:
            entity_type = None
        if entity_type not in GAZETTEER_TYPES:
            allowed = ", ".join(sorted(t.value for t in GAZETTEER_TYPES))
            raise InputError(f"{where}: unknown type {raw_type!r}; expected one of {allowed}")
        if entry_source not in GAZETTEER_SOURCES:
            raise InputError(
                f"{where}: unknown source {entry_source!r}; "
                f"expected one of {', '.join(sorted(GAZETTEER_SOURCES))}"
            )
        raw_forms = [raw_name, *(raw_aliases.split(ALIAS_SEPARATOR) if raw_aliases else [])]
        forms: list[str] = []
        sensitive_forms: set[str] = set()
        for raw in raw_forms:
            form, sensitive = _parse_form(raw, where=where)
            if form in forms:
                raise InputError(f"{where}: form {form!r} is listed twice; drop one")
            forms.append(form)
            if sensitive:
                sensitive_forms.add(form)
        for form in forms:
            key = match_key(form)
            owner = owners.setdefault(key, (forms[0], number))
            if owner[1] != number:
                raise InputError(
                    f"{where}: {form!r} (match key {key!r}) already belongs to {owner[0]!r} "
                    f"on line {owner[1]}; merge the two rows or drop the form"
                )
        opposite = _opposite_forms(forms)
        if opposite is not None:
            raise InputError(
                f"{where}: {opposite[0]!r} and {opposite[1]!r} name opposite things, not one "
                "entity; give each its own row"
            )
        groups = _sibling_groups(forms) if entity_type in _SIBLING_TYPES else [forms]
        entries.extend(
            GazetteerEntry(
                name=group[0],
                type=entity_type,
                aliases=tuple(group[1:]),
                source=entry_source,
                case_sensitive=frozenset(sensitive_forms & set(group)),
            )
            for group in groups
        )
    return Gazetteer(tuple(entries))


def _opposite_forms(forms: list[str]) -> tuple[str, str] | None:
    """Two forms of one row that differ by an opposite word or prefix, or None.

    >>> _opposite_forms(["vanishing gradients", "exploding gradients"])
    ('vanishing gradients', 'exploding gradients')
    >>> _opposite_forms(["overfitting", "over-fitting"]), _opposite_forms(["PAC learning", "PAC-Bayes"])
    (None, None)
    >>> _opposite_forms(["overfitting", "underfitting"])
    ('overfitting', 'underfitting')
    """
    keys = {match_key(form): form for form in forms}
    for key, form in keys.items():
        words = key.split()
        for a, b in _OPPOSITE_WORDS:
            for one, other in ((a, b), (b, a)):
                swapped = " ".join(other if w == one else w for w in words)
                if swapped != key and swapped in keys:
                    return form, keys[swapped]
        for a, b in _OPPOSITE_PREFIXES:
            for i, word in enumerate(words):
                if a and not word.startswith(a):
                    continue
                swapped = " ".join([*words[:i], (b + word[len(a) :]).strip(), *words[i + 1 :]])
                if swapped != key and match_key(swapped) in keys:
                    return form, keys[match_key(swapped)]
    return None


def _variant_of(key: str, base: str) -> bool:
    """Whether ``key`` is ``base`` followed by version or size words ("vgg 16" of "vgg")."""
    if not key.startswith(base) or key == base:
        return False
    rest = key[len(base) :].split()
    return bool(rest) and all(_VARIANT_WORD.fullmatch(word) for word in rest)


def _stem(key: str) -> str:
    """``key`` without its final version or size words ("phi 3" -> "phi")."""
    words = key.split()
    while len(words) > 1 and _VARIANT_WORD.fullmatch(words[-1]):
        words.pop()
    return " ".join(words)


def _sibling_groups(forms: list[str]) -> list[list[str]]:
    """One row's forms split into the entity and its versioned or sized siblings.

    A form that is another form plus version or size words is a sibling entity, not an alias:
    ``VGG|VGG-16|VGG16|VGG-19`` gives VGG, then VGG-16 (alias VGG16), then VGG-19. Forms of
    one sibling are those with one key once spaces are dropped.

    >>> _sibling_groups(["VGG", "VGGNet", "VGG-16", "VGG16", "VGG-19"])
    [['VGG', 'VGGNet'], ['VGG-16', 'VGG16'], ['VGG-19']]
    >>> _sibling_groups(["BERT", "BERT-base", "Bidirectional Encoder Representations"])
    [['BERT', 'Bidirectional Encoder Representations'], ['BERT-base']]
    >>> _sibling_groups(["Phi-3", "Phi-2", "Phi-3.5"])
    [['Phi-3'], ['Phi-2'], ['Phi-3.5']]
    """
    keys = [match_key(form) for form in forms]
    stem = _stem(keys[0])
    sibling = [
        i > 0
        and (
            any(_variant_of(key, other) for other in keys if other != key)
            # A versioned name's other versions: Phi-1 and Phi-4 are not Phi-3.
            or (stem != keys[0] and _stem(key) == stem and key != keys[0])
        )
        for i, key in enumerate(keys)
    ]
    groups: dict[str, list[str]] = {"": [f for f, s in zip(forms, sibling, strict=True) if not s]}
    for form, key, is_sibling in zip(forms, keys, sibling, strict=True):
        if is_sibling:
            groups.setdefault(key.replace(" ", ""), []).append(form)
    return list(groups.values())


@functools.lru_cache(maxsize=1)
def _load_default() -> Gazetteer:
    text = resources.files("kg").joinpath("data", "gazetteer.tsv").read_text(encoding="utf-8")
    return _parse(text, source="gazetteer.tsv")


def load_gazetteer(path: str | os.PathLike[str] | None = None) -> Gazetteer:
    """Load a gazetteer file; by default the one shipped with kg (loaded once, then cached).

    Raises:
        InputError: If the file cannot be read or a row is malformed (the message names
            the file and line).
    """
    if path is None:
        return _load_default()
    file = Path(path)
    try:
        text = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise InputError(f"{file}: cannot read the gazetteer ({e}); pass a UTF-8 TSV file") from e
    return _parse(text, source=str(file))
