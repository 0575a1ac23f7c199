"""How a proposal spreads: to every other occurrence of its name, and its type to every mention of it."""

from __future__ import annotations

import re
from dataclasses import replace

from kg.extract.relations import confidence
from kg.extract.relations.context import Context
from kg.text import cached_pattern
from kg.types import TITLE_LABEL_EXTRACTORS, EntityType, Mention

__all__ = ["repeated_names", "unified_types"]

# The shortest name worth finding again elsewhere in the abstract.
_MIN_REPEATED_NAME = 3


def repeated_names(context: Context) -> tuple[dict[int, Mention], tuple[Mention, ...]]:
    """A name the paper proposes is a mention wherever else it occurs ("Meerkat").

    Returns:
        The proposed mentions that change (a one-word capitalised contribution phrase is a
        name after all), by index; and the new mentions, in text order per name.
    """
    text = context.text
    taken = [(m.start, m.end) for m in context.mentions]
    changed: dict[int, Mention] = {}
    added: list[Mention] = []
    for index in context.proposed:
        mention = context.mentions[index]
        name = text[mention.start : mention.end]
        if mention.extractor == "proposal.phrase" and not (name[:1].isupper() and " " not in name):
            continue
        if mention.extractor in TITLE_LABEL_EXTRACTORS:
            continue  # the title's name: its offsets hold the abstract's words, no name of it
        if len(name) < _MIN_REPEATED_NAME:
            continue
        if mention.extractor == "proposal.phrase":
            mention = replace(
                mention, extractor="name.proposed", confidence=confidence.PROPOSED_NAME
            )
            changed[index] = mention
        for match in cached_pattern(rf"(?<![\w-]){re.escape(name)}(?![\w-])").finditer(text):
            start, end = match.span()
            if any(s < end and start < e for s, e in taken):
                continue
            added.append(replace(mention, start=start, end=end, extractor="name.repeated"))
            taken.append((start, end))
    return changed, tuple(added)


def unified_types(context: Context) -> dict[int, EntityType]:
    """Every mention of a proposed thing (its acronym, its repeats) takes the proposal's type.

    Returns:
        ``{index: type}`` of the mentions whose type changes.
    """
    types: dict[int, EntityType] = {}
    for index in context.proposed:
        proposal = context.mentions[index]
        etype = types.get(index, proposal.type)
        names = {proposal.text, proposal.short_form, proposal.long_form} - {None}
        for other, mention in enumerate(context.mentions):
            if (
                other != index
                and mention.canonical is None
                and ({mention.text, mention.long_form, mention.short_form} & names)
            ):
                types[other] = etype
    return {i: t for i, t in types.items() if context.mentions[i].type is not t}
