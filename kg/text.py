"""Text normalisation shared by the stages: matching keys, slugs, hashes, clean surfaces.

These are plain functions so the linker, the IRI minting and the readers agree on what
"the same name" means, and on how a surface form with markup in it reads.
"""

from __future__ import annotations

import hashlib
import html
import re
import unicodedata
from collections.abc import Callable, Mapping
from functools import lru_cache
from types import MappingProxyType

__all__ = [
    "HTML_ENTITY",
    "IC_PLURALS",
    "LATEX_CHARACTERS",
    "LATEX_COMMAND",
    "LATEX_TIE",
    "MARKDOWN_EMPHASIS",
    "MARKUP_CHARACTERS",
    "cached_pattern",
    "clean_surface",
    "fold",
    "html_character",
    "is_roman_numeral",
    "latex_letters",
    "mask_latex_letters",
    "match_key",
    "singularize",
    "slugify",
    "short_hash",
    "unshouted_title",
    "written_as_name",
]

# Characters NFKD does not decompose to ASCII but that have a conventional spelling.
_SPELLED = {
    "π": "pi",
    "Π": "pi",
    "α": "alpha",
    "β": "beta",
    "γ": "gamma",
    "δ": "delta",
    "ε": "epsilon",
    "θ": "theta",
    "λ": "lambda",
    "μ": "mu",
    "σ": "sigma",
    "τ": "tau",
    "φ": "phi",
    "ω": "omega",
    "×": "x",
    "ß": "ss",
    "æ": "ae",
    "ø": "o",
    "đ": "d",
    "ł": "l",
    "–": "-",
    "—": "-",
    "‐": "-",
    "‑": "-",
    "‒": "-",
    "−": "-",
    "’": "'",
    "‘": "'",
    "“": '"',
    "”": '"',
}
_SPELLED_RE = re.compile("|".join(map(re.escape, _SPELLED)))
_NON_ALNUM = re.compile(r"[^a-z0-9]+")
_WHITESPACE = re.compile(r"\s+")
# The linker and the writers fold, key and clean the same surfaces again and again: pure
# functions of a string, so a bounded cache of recent answers saves most of the work.
_CACHED = 1 << 16


def fold(text: str) -> str:
    """Fold Unicode variants to plain ASCII-ish text, keeping case.

    >>> fold("Schrödinger π-invariant 64×64 — vision–language")
    'Schrodinger pi-invariant 64x64 - vision-language'
    """
    if text.isascii():
        # Every character to fold is non-ASCII, and NFKD leaves ASCII as it is.
        return _WHITESPACE.sub(" ", text).strip()
    text = _SPELLED_RE.sub(lambda m: _SPELLED[m.group(0)], text)
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = text.replace("\u00a0", " ").replace("\u200b", "")
    return _WHITESPACE.sub(" ", text).strip()


_IRREGULAR = {
    "indices": "index",
    "matrices": "matrix",
    "vertices": "vertex",
    "analyses": "analysis",
    "hypotheses": "hypothesis",
    "theses": "thesis",
    "criteria": "criterion",
    "phenomena": "phenomenon",
    "data": "data",
    "media": "media",
    "people": "person",
    "children": "child",
}
# Words ending in "s" that are not plurals (checked on the lowercased last word).
_NOT_PLURAL_SUFFIXES = ("ss", "us", "is", "ics", "ous", "sis", "xis")
# Nouns in "-ic" whose plural ends like a field's name ("physics", "dynamics" stay whole).
IC_PLURALS = frozenset({"metrics", "heuristics", "topics", "critics", "characteristics"})
_NOT_PLURAL = {
    "gaussians",
    "bias",
    "lens",
    "gas",
    "atlas",
    "alias",
    "canvas",
    "corpus",
    "news",
    "series",
    "species",
    "chaos",
    "mas",
    "plus",
    "tts",
    "gps",
}


# A Roman numeral of one to four letters ("II", "VI", "XIV").
_ROMAN = re.compile(r"(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3})")


def is_roman_numeral(word: str) -> bool:
    """Whether a word is a Roman numeral in capitals ("VI", "XIV"; not "vi", "MIX").

    >>> [is_roman_numeral(w) for w in ["VI", "XIV", "vi", "VIX", "I"]]
    [True, True, False, False, True]
    """
    return _ROMAN.fullmatch(word) is not None


def singularize(word: str) -> str:
    """Singular of an English plural noun, conservatively (unknown shapes are kept).

    >>> [singularize(w) for w in ["models", "CMs", "LLMs", "matrices", "analyses", "process", "Gaussians", "strategies"]]
    ['model', 'CM', 'LLM', 'matrix', 'analysis', 'process', 'Gaussians', 'strategy']
    >>> [singularize(w) for w in ["ReLUs", "metrics", "heuristics", "dynamics", "physics", "corpus"]]
    ['ReLU', 'metric', 'heuristic', 'dynamics', 'physics', 'corpus']
    """
    lower = word.lower()
    if lower in _IRREGULAR:
        return _match_case(_IRREGULAR[lower], word)
    if len(word) < 3 or not lower.endswith("s") or lower in _NOT_PLURAL:
        return word
    # Acronym plurals: "CMs", "LLMs", "GNNs", and mixed-case ones ending on a capital: "ReLUs".
    if word[-1] == "s" and (word[:-1].isupper() or word[-2].isupper()):
        return word[:-1]
    if word.isupper():
        return word
    if lower.endswith(_NOT_PLURAL_SUFFIXES) and lower not in IC_PLURALS:
        return word
    if lower.endswith("ies") and len(lower) > 4:
        return word[:-3] + ("Y" if word[-3].isupper() else "y")
    if lower.endswith(("ches", "shes", "xes", "zes", "sses")):
        return word[:-2]
    return word[:-1]


def _match_case(replacement: str, original: str) -> str:
    if original.isupper():
        return replacement.upper()
    if original[:1].isupper():
        return replacement[:1].upper() + replacement[1:]
    return replacement


def has_word(text: str, name: str) -> bool:
    """Whether ``name`` stands in ``text`` as whole words, case aside: what
    ``re.search(rf"(?<!\\w){re.escape(name)}(?!\\w)", text, re.I)`` finds, with no pattern to
    compile (one per name, and a corpus's names rarely repeat).

    >>> has_word("Deep GANs for Pebbles", "gans"), has_word("Deep GANs for Pebbles", "GAN")
    (True, False)
    """
    if not name:
        return False
    haystack, needle = text.lower(), name.lower()
    if len(haystack) != len(text) or len(needle) != len(name):  # a letter that lowers to two
        return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text, re.I) is not None
    start = haystack.find(needle)
    while start != -1:
        end = start + len(needle)
        if not (start and _word_char(haystack[start - 1])) and not (
            end < len(haystack) and _word_char(haystack[end])
        ):
            return True
        start = haystack.find(needle, start + 1)
    return False


def _word_char(char: str) -> bool:
    """What ``\\w`` matches: a letter, digit or underscore of any script."""
    return char.isalnum() or char == "_"


@lru_cache(maxsize=_CACHED)
def cached_pattern(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile`` behind a cache larger than ``re``'s own 512 patterns, which the patterns
    built from a corpus's names (one per name) outnumber, so ``re`` compiled them again and
    again."""
    return re.compile(pattern, flags)


@lru_cache(maxsize=_CACHED)
def match_key(name: str) -> str:
    """The key under which two surface forms count as the same name.

    Folds Unicode, case, hyphens and dashes, punctuation and a final plural.

    >>> match_key("Consistency Models") == match_key("consistency model") == match_key("consistency-models")
    True
    >>> match_key("CMs") == match_key("CM")
    True
    >>> match_key("Schrödinger bridge") == match_key("Schrodinger Bridges")
    True

    A "+" is part of the name: MAML++ is not MAML.

    >>> match_key("MAML++"), match_key("MAML")
    ('maml plus plus', 'maml')
    """
    folded = fold(name).replace("+", " plus ")
    words = re.split(r"[\s\-_/]+", folded)
    if words:
        words[-1] = singularize(words[-1])
    joined = " ".join(words).lower()
    return _NON_ALNUM.sub(" ", joined).strip()


def slugify(text: str, *, max_length: int = 60) -> str:
    """A readable, IRI-safe slug: lowercase ASCII letters, digits and single hyphens.

    >>> slugify("Consistency Mid-Training (CMT)")
    'consistency-mid-training-cmt'
    >>> slugify("π-invariant test-time projection")
    'pi-invariant-test-time-projection'
    """
    slug = _NON_ALNUM.sub("-", fold(text).lower()).strip("-")
    if len(slug) > max_length:
        slug = slug[:max_length].rsplit("-", 1)[0] or slug[:max_length]
    return slug


def short_hash(*parts: str, length: int = 12) -> str:
    """A stable hexadecimal digest of the parts (independent of hash seeds and platform)."""
    digest = hashlib.sha256("\x1f".join(parts).encode("utf-8")).hexdigest()
    return digest[:length]


# ------------------------------------------------------- markup (LaTeX math, Markdown)

# LaTeX commands worth keeping as one character (kg.extract.markup.mask_markup pads the rest
# of the command with spaces; clean_surface drops it).
LATEX_CHARACTERS: Mapping[str, str] = MappingProxyType(
    {
        "times": "x",
        "pi": "π",
        "Pi": "π",
        "alpha": "α",
        "beta": "β",
        "gamma": "γ",
        "delta": "δ",
        "epsilon": "ε",
        "theta": "θ",
        "lambda": "λ",
        "mu": "μ",
        "sigma": "σ",
        "tau": "τ",
        "phi": "φ",
        "omega": "ω",
        "approx": "≈",
        "sim": "~",
        "leq": "≤",
        "geq": "≥",
        "pm": "±",
        "%": "%",
        "&": "&",
        "_": "_",
        "#": "#",
    }
)
LATEX_COMMAND = re.compile(r"\\([A-Za-z]+|[%&_#$])")
MARKDOWN_EMPHASIS = re.compile(r"\*\*|(?<![\w*])\*(?=\S)|(?<=\S)\*(?![\w*])")
# An HTML character reference as web exports leave them in abstracts ("&#39;", "&amp;",
# "&quot;", "&#x2013;"); html_character() decodes one.
HTML_ENTITY = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
# What is left of markup after commands and emphasis, in the order it is removed.
MARKUP_CHARACTERS = (re.compile(r"\$"), re.compile(r"[{}^]"), re.compile(r"\\"))
# LaTeX's tie, a space that does not break, between a word and what follows it
# ("Deep InfoMax~(SDIM)", "proposed by~\citet{x}"); not "~80%" (about 80%) or "~ 3".
LATEX_TIE = re.compile(r"(?<=[A-Za-z)\]])~(?=[A-Za-z(\\])")


_SPACES = re.compile(r"\s+")


# LaTeX's accents and letters in a word ("H\\"older", "Monge-Amp\\`ere", "Polyak-\\L{}ojasiewicz"):
# a combining mark for each accent, after its base letter (a symbol's accent takes its letter
# with or without a brace, \\"o \\"{o} \\'{\\i}; a letter's needs a brace or a space, \\c c \\v{s}).
_COMBINING = MappingProxyType(
    {
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
)
_LATEX_LETTERS = MappingProxyType(
    {
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
)
_BASE = r"(?:\\[ij](?![A-Za-z])|[A-Za-z])"
_LATEX_LETTER = re.compile(
    rf"""\\(?P<symbol>["'`^~=.])\s*(?:\{{\s*(?P<sb>{_BASE})\s*\}}|(?P<sa>{_BASE}))"""
    rf"|\\(?P<letter>[cvuHkr])(?:\s*\{{\s*(?P<lb>{_BASE})\s*\}}|\s+(?P<la>{_BASE}))"
    rf"|\\(?P<special>{'|'.join(sorted(_LATEX_LETTERS, key=len, reverse=True))})(?![A-Za-z])"
    r"[ \t]*(?:\{\})?"
)


def _latex_letter(match: re.Match[str]) -> str:
    special = match.group("special")
    if special is not None:
        return _LATEX_LETTERS[special]
    accent = match.group("symbol") or match.group("letter")
    base = match.group("sb") or match.group("sa") or match.group("lb") or match.group("la")
    base = {"\\i": "i", "\\j": "j"}.get(base, base)
    return unicodedata.normalize("NFC", base + _COMBINING[accent])


def latex_letters(text: str) -> str:
    r"""``text`` with LaTeX's accented and special letters written as Unicode.

    >>> latex_letters(r"H\"older, Monge-Amp\`ere, Polyak-\L{}ojasiewicz, \c{c}a, na\"{\i}ve")
    'Hölder, Monge-Ampère, Polyak-Łojasiewicz, ça, naïve'
    """
    return _LATEX_LETTER.sub(_latex_letter, text)


def mask_latex_letters(text: str) -> str:
    """``text`` with each LaTeX accented or special letter's markup filled with its letter,
    offsets kept: "Amp\\`ere" reads "Ampèèère", one word as the abstract means it."""
    return _LATEX_LETTER.sub(lambda m: _latex_letter(m) * len(m.group(0)), text)


def html_character(reference: str) -> str:
    """The text an HTML character reference stands for, or the reference itself if unknown.

    >>> html_character("&#39;"), html_character("&amp;"), html_character("&nosuch;")
    ("'", '&', '&nosuch;')
    """
    decoded = html.unescape(reference)
    if decoded.isspace():
        return " "  # "&nbsp;", "&#10;"
    return reference if decoded == reference or not decoded.isprintable() else decoded


@lru_cache(maxsize=_CACHED)
def clean_surface(text: str) -> str:
    """A surface form as people read it: markup resolved, whitespace collapsed.

    >>> clean_surface(r"ImageNet $64\\times64$")
    'ImageNet 64×64'
    >>> clean_surface(r"$\\pi$-invariant test-time projection")
    'π-invariant test-time projection'
    >>> clean_surface("*Consistency Mid-Training*")
    'Consistency Mid-Training'
    >>> clean_surface(r"Q&amp;A with {\\it Sparse Routers}, 12.3\\% of it")
    'Q&A with Sparse Routers, 12.3% of it'
    >>> clean_surface("``Subset Scanning methods"), clean_surface("‘dynamic relational inference’")
    ('Subset Scanning methods', 'dynamic relational inference')
    """

    def command(match: re.Match[str]) -> str:
        name = match.group(1)
        if name == "times":
            return "×"
        return LATEX_CHARACTERS.get(name, "")

    # Entities first: "&amp;" decodes to "&", never to be read as markup again.
    parts = HTML_ENTITY.split(text)
    references = [html_character(m.group(0)) for m in HTML_ENTITY.finditer(text)]
    cleaned = "".join(
        _clean_markup(part, command) + (references[i] if i < len(references) else "")
        for i, part in enumerate(parts)
    )
    return _SPACES.sub(" ", cleaned).strip().strip(_EDGE_QUOTES).strip()


# Quote marks a span can carry at its edges ("'dynamic neural relational inference'",
# "``Subset Scanning methods"): not part of the name.
_EDGE_QUOTES = "\"'`“”„‘’«»"


def _clean_markup(text: str, command: Callable[[re.Match[str]], str]) -> str:
    """LaTeX commands, Markdown emphasis and leftover markup characters resolved or dropped."""
    cleaned = LATEX_TIE.sub(" ", text)
    cleaned = latex_letters(cleaned)
    cleaned = LATEX_COMMAND.sub(command, cleaned)
    cleaned = MARKDOWN_EMPHASIS.sub("", cleaned)
    for pattern in MARKUP_CHARACTERS:
        cleaned = pattern.sub("", cleaned)
    return cleaned


def written_as_name(surface: str, before: str) -> bool:
    """Whether text writes ``surface`` as a name: digits, a capital past the first letter, or a
    capital first letter in mid-sentence (``before`` is the text before it: a sentence's first
    word, "Stacking layers ...", is capitalised by the sentence, not the name).

    >>> written_as_name("Recent years", ""), written_as_name("Adam", "We use "), written_as_name("k-NN", "")
    (False, True, True)
    """
    if any(ch.isdigit() for ch in surface) or any(ch.isupper() for ch in surface[1:]):
        return True
    if not surface[:1].isupper():
        return False
    before = before.rstrip()
    return bool(before) and before[-1] not in ".!?:;\n"


# Words title case writes in lowercase after the first word ("Learning to Rank from Pairs").
_TITLE_SMALL_WORDS = frozenset(
    "a an the and or nor but of for in on at to by via with from as into onto than vs versus".split()
)
_TITLE_WORD = re.compile(r"[^\W\d_][\w']*")


def unshouted_title(title: str | None, text: str) -> str | None:
    """A title written all in capitals, in title case, so that rules reading a title's capitals
    see what an ordinary title shows: each word as the abstract (``text``) writes it where that
    form has a capital past its first letter ("CNNs", "QCue"), small words in lowercase, other
    words capitalised; one word before a colon is a name and stays as written. Any other title
    is returned as it is.

    >>> unshouted_title("TRAINING GANS WITH CNNS: A STUDY", "We train GANs and CNNs.")
    'Training GANs with CNNs: A Study'
    >>> unshouted_title("SNIP: PRUNING IN ONE SHOT", "We prune.")
    'SNIP: Pruning in One Shot'
    """
    letters = [ch for ch in title or "" if ch.isalpha()]
    if not title or len(letters) < 2 or not all(ch.isupper() for ch in letters):
        return title
    head, colon, rest = title.partition(":")
    if colon and len(head.split()) == 1:
        return head + colon + _title_cased(rest, text)
    return _title_cased(title, text)


def _title_cased(shouted: str, text: str) -> str:
    """``shouted``'s words in title case (see :func:`unshouted_title`)."""

    def word(match: re.Match[str]) -> str:
        lower = match.group().lower()
        pattern = cached_pattern(rf"(?<![\w-]){re.escape(lower)}(?![\w-])", re.I)
        for used in pattern.finditer(text):
            if any(ch.isupper() for ch in used.group()[1:]):
                return used.group()  # "CNNs", "ResNet", "DIORA"
        first = _TITLE_WORD.search(shouted, 0, match.start()) is None
        after_colon = shouted[: match.start()].rstrip().endswith(":")
        if lower in _TITLE_SMALL_WORDS and not first and not after_colon:
            return lower
        return lower[:1].upper() + lower[1:]

    return _TITLE_WORD.sub(word, shouted)
