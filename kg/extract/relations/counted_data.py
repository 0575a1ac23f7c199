"""Data a paper's experiments run on that it gives by count and kind of item, with no word
for a collection: "accuracy on 1,018 chest CT scans", "applied to 640 sleep EEG recordings",
"a test split of 5,000 protein names" is the described-data rule's (:mod:`described_data`).

A number, then one to four words that say what the items are (a noun or an acronym, not only
size, praise or genericity words: "on 50,000 images", "on 20 test images" say nothing of
which), then a plural noun for an item of data (:data:`ITEM_HEADS`), after a preposition the
experiments run on it with ("on", "to", "from", "using", "with", "of"; "and" after another
such phrase): a Dataset mention of
extractor ``dataset.described`` whose label is the phrase ("1,018 chest CT scans").
"""

from __future__ import annotations

import re

from kg.extract.relations import confidence
from kg.extract.relations.context import Context, Sentence
from kg.lexicon.cues import CITED
from kg.lexicon.data_words import DATA_HEADS, GENERIC_DATA_KINDS, VAGUE_DATA_WORDS
from kg.lexicon.wordclass import load_lexicon, word_class
from kg.types import DATA_TYPES, DESCRIBED_EXTRACTOR, EntityType, Mention

__all__ = ["ITEM_HEADS", "counted_data"]

# Plural nouns for the items a collection of data is made of.
ITEM_HEADS = frozenset(
    """scans images photographs photos radiographs recordings videos clips documents articles
    tweets reviews transcripts slides micrographs spectra sequences""".split()
)
_COUNTED = re.compile(
    r"\b(on|to|from|using|with|of|and)\s+(?:(?:a\s+total\s+of|over|about|nearly|some)\s+)?"
    r"(\d[\d,.]*\s+((?:[\w-]+\s+){1,4}?)(" + "|".join(sorted(ITEM_HEADS)) + r"))\b"
)
# Types of mentions a counted phrase must not overlap: a named collection is the name's.
_NAMED = DATA_TYPES


# An appositive's collection word before "of": "SurgSeg, a collection | of 120 videos" says
# what the named dataset holds.
_HOLDER = re.compile(r",\s+(?:a|an)\s+(?:[\w-]+\s+)?(?:collection|set|suite)\s+$")


def counted_data(context: Context, sentence: Sentence) -> list[Mention]:
    """The counted item phrases of one sentence about the paper's experiments."""
    found: list[Mention] = []
    if CITED.search(sentence.text):
        return found  # "ResNets trained on 3.5 billion images (Doe et al., 2018)": others' data
    for match in _COUNTED.finditer(context.text, sentence.start, sentence.end):
        before = context.text[max(sentence.start, match.start() - 30) : match.start()].split()
        if before and before[-1].lower().strip(",") in DATA_HEADS:
            continue  # "a TFBS dataset with 2.1 million sequences": the dataset's size
        if match.group(1) == "of" and _HOLDER.search(context.text, sentence.start, match.start()):
            continue  # "X, a collection of 120 videos": what the named dataset holds
        if match.group(1) == "and" and not (found and found[-1].end >= match.start() - 1):
            continue  # "and 2,000 news articles" goes on only a list of counted items
        words = match.group(3).split()
        if not any(_says_what(w) for w in words) or any(_clause_word(w) for w in words):
            continue
        start, end = match.span(2)
        if any(m.start < end and start < m.end and m.type in _NAMED for m in context.mentions):
            continue
        found.append(
            Mention(
                match.group(2),
                start,
                end,
                EntityType.DATASET,
                DESCRIBED_EXTRACTOR,
                confidence.TASK_FRAMED,
            )
        )
    return found


def _says_what(word: str) -> bool:
    """An acronym ("CT", "EEG") or a noun that is no size, praise or broad kind word."""
    if word.isupper() and word.isalpha() and len(word) >= 2:
        return True
    lower = word.lower()
    if word != lower or lower in VAGUE_DATA_WORDS or lower in GENERIC_DATA_KINDS:
        return False
    return word_class(lower.rsplit("-", 1)[-1], load_lexicon()) == "N"


def _clause_word(word: str) -> bool:
    """A word no noun phrase of items holds: a function word or a verb."""
    lower = word.lower()
    if lower in {"and", "or", "of", "the", "a", "an", "for", "in", "on", "with", "to", "by"}:
        return True
    return word == lower and word_class(lower, load_lexicon()) == "V"
