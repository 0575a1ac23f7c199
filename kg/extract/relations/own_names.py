"""Names a paper gives its own things, read where a method is named (see :mod:`.uses`).

What the paper makes is not a method it uses, also where no verb proposes it:

* :func:`our_name`: "our lattice kernels outperform ...": a name no gazetteer knows, right
  after "our" ("our LSTM baseline" is a known LSTM, used; "our proposed distillation approach"
  a known kind, distillation, used);
* :func:`proposal_form`: a longer or shorter form of a name the paper proposes: "Zebra units"
  or "the Zebra variants" where it proposes Zebra, "the tree decoder" (after the proposal, with
  a determiner) where it proposes a "forest tree decoder";
* :func:`contribution_item`: a thing a contributions sentence lists with "a" ("our main
  contributions include a X ... along with a novel Y for Z").

None of these is a known name: a gazetteer entry named in these places is still used.
"""

from __future__ import annotations

import re
from functools import lru_cache

from kg.extract.relations.context import Context, Sentence
from kg.lexicon.gazetteer import load_gazetteer
from kg.lexicon.method_roles import CONTRIBUTION_ITEM, CONTRIBUTIONS_LISTED, KIND_WORDS, OUR_NAME
from kg.types import Mention

__all__ = ["contribution_item", "known_name", "our_name", "proposal_form"]

_OUR = re.compile(OUR_NAME, re.I)
_KIND_END = re.compile(rf"\s+(?:{KIND_WORDS})$", re.I)
_CONTRIBUTIONS = re.compile(CONTRIBUTIONS_LISTED, re.I)
_ITEM = re.compile(CONTRIBUTION_ITEM, re.I)
# A proposal that is a name (not a described phrase, a known entry, or a long clause).
_UNNAMED = ("proposal.", "phrase", "gazetteer", "dataset.described")
_MAX_NAME_WORDS = 6
# Before a shorter form of a proposal's name: a determiner that points back to it.
_POINTING = re.compile(r"\b(?:the|our|this|its|their|these)\s+$", re.I)
# Before a name: words that make it others' ("the other Zebra models", "traditional SR models").
_PRIOR = re.compile(
    r"\b(?:existing|previous|prior|conventional|traditional|earlier|popular|classical|standard|"
    r"other|vanilla|original|baseline)\s+(?:[\w-]+\s+){0,2}$",
    re.I,
)
# After a name: the words that give it as another thing's name ("a topic model named X").
_NAMED_AFTER = re.compile(r"\s*,?\s*(?:called|named|dubbed|termed|known as)\b", re.I)


@lru_cache(maxsize=1 << 14)
def known_name(text: str) -> bool:
    """Whether the gazetteer knows a name, in its singular too ("graph neural networks")."""
    gazetteer = load_gazetteer()
    name = text.strip("\"“”‘’' ")
    forms = {name, name[:-1] if name.endswith("s") else name}
    return any(gazetteer.lookup(form) is not None for form in forms)


def _no_entry(mention: Mention) -> bool:
    """No gazetteer entry knows the name."""
    return (
        mention.canonical is None
        and mention.extractor != "gazetteer"
        and not known_name(mention.text)
    )


def _unknown(mention: Mention) -> bool:
    """A name of the paper's own making: no gazetteer entry, nor a known or capitalised name
    under a kind word ("our deep boosting algorithm" is unknown; "our distillation approach"
    names distillation, "our Barnet approach" may name Barnet)."""
    if not _no_entry(mention):
        return False
    kind = _KIND_END.search(mention.text)
    if kind is None:
        return True
    # "our Barnet approach": a capitalised name before the kind word may be a method built on
    name = mention.text[: kind.start()]
    return name.islower() and not known_name(name)


def our_name(text: str, mention: Mention, start: int) -> bool:
    """Whether the paper calls the method its own: "our X", X a name no gazetteer knows
    (``start``: where its clause starts)."""
    before = text[max(start, mention.start - 30) : mention.start]
    return _OUR.search(before) is not None and _unknown(mention)


def _named_proposals(context: Context) -> list[Mention]:
    return [
        m
        for m in (context.mentions[i] for i in context.proposed)
        if m.canonical is None
        and not m.extractor.startswith(_UNNAMED)
        and len(m.text.split()) <= _MAX_NAME_WORDS
    ]


def _words(text: str) -> list[str]:
    return [w for w in re.split(r"[\s/]+", text.strip("\"“”‘’' ")) if w]


def _inside(part: list[str], whole: list[str]) -> bool:
    size = len(part)
    return any(whole[i : i + size] == part for i in range(len(whole) - size + 1))


def _specific(name: str) -> bool:
    """A name specific enough that a longer name holding it is the same thing's: capitals or
    digits, or two words ("distribution classifier"), not one plain word ("kernel")."""
    return len(name.split()) >= 2 or any(ch.isupper() or ch.isdigit() for ch in name)


def proposal_form(context: Context, mention: Mention) -> bool:
    """Whether the method is a longer or shorter form of a name the paper proposes: the whole
    name (or its short form) with more words ("Zebra units", "the generator of Zebra-GAN"), or
    the last words of a proposal of three or more words, after it and pointed at with a
    determiner ("the tree decoder" of a proposed "forest tree decoder")."""
    if mention.short_form or mention.long_form:
        return False
    proposals = _named_proposals(context)
    if not proposals or not _no_entry(mention):
        return False
    if _PRIOR.search(context.text, max(0, mention.start - 40), mention.start):
        return False
    words = _words(mention.text)
    lower = [w.lower() for w in words]
    for proposal in proposals:
        for name in (proposal.text, proposal.short_form):
            if name and _specific(name) and _words(name) != words:
                if _inside(_words(name), words):
                    return True
        tail = [w.lower() for w in _words(proposal.text)]
        if (
            len(tail) >= 3
            and 2 <= len(lower) < len(tail)
            and tail[-len(lower) :] == lower
            and proposal.end <= mention.start
            and _POINTING.search(context.text, max(0, mention.start - 8), mention.start)
            and not _NAMED_AFTER.match(context.text, mention.end)
        ):
            return True
    return False


def contribution_item(context: Context, sentence: Sentence, mention: Mention) -> bool:
    """Whether a contributions sentence lists the method with "a" ("our contributions include
    a X and a novel Y for Z"): a part of the contribution, not a method used."""
    cue = _CONTRIBUTIONS.search(context.text, sentence.start, mention.start)
    if cue is None or not _unknown(mention):
        return False
    return _ITEM.search(context.text[cue.start() : mention.start]) is not None
