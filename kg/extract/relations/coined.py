"""``proposes`` for a name the paper coins and then speaks of as its own, with no cue verb.

A paper often describes its contribution first ("we present a method that ...") and names it
only later, or names it only as the subject of its results: "Zorbnet achieves 91% ...",
"ZN outperforms strong baselines", "Zorbnet is shown to ...". Such a name is the paper's own
(:func:`find_coined_proposals`) when

* it is a coined name (capitals or digits inside it, a one-word name no dictionary has, or a
  short form the abstract defines) that no gazetteer knows;
* a sentence where the paper speaks of itself (not the abstract's lead-in) gives it with a
  naming participle ("our model, called X", "a new loss, termed X", "referred as X") or makes
  it the subject of a result verb ("achieves", "outperforms", "is shown to", "yields", ...);
* nothing marks it as others' work: no citation in that sentence, no prior-work word before
  it ("existing", "previous", "recently proposed", "popular"), no other occurrence that is
  used ("using X", "based on X") or compared with ("than X", "X baselines").
"""

from __future__ import annotations

import re

from kg.extract.relations import confidence
from kg.extract.relations.context import Context, Sentence
from kg.extract.relations.proposals import CITATION, Proposal
from kg.extract.relations.uses import BACKGROUND, USE, lead_in, use_role
from kg.lexicon.wordclass import load_lexicon
from kg.types import EntityType, Mention

__all__ = ["find_coined_proposals"]

_ARTEFACTS = frozenset({EntityType.METHOD, EntityType.MODEL})
# What a paper says of its own contribution's results, right after the name (and its
# "(ZN)" or a short appositive): the name is the verb's subject.
_RESULT_VERB = re.compile(
    r"^(?:\s*\([^()]{1,20}\))?\s*(?:,[^,.;]{1,40},\s*)?"
    r"(?:(?:has|have|also|consistently|significantly|substantially|clearly|further|thus|therefore|"
    r"not only|can|could|is able to|was able to)\s+)*"
    r"(?:achiev|outperform|surpass|improv|yield|obtain|attain|reach|set|establish|beat|"
    r"deliver|exceed|match|reduc|show|exhibit|perform|generaliz|scal|produc|enabl|"
    r"(?:is|are|was) (?:shown|demonstrated|found) to)\w*",
    re.I,
)
# Words just before a name that make it others' work, whatever verb follows it.
_PRIOR_BEFORE = re.compile(
    r"\b(?:existing|previous(?:ly)?|prior|earlier|conventional|traditional|popular|standard|"
    r"classic(?:al)?|well[- ]known|state[- ]of[- ]the[- ]art|baseline|recently (?:proposed|"
    r"introduced|developed)|widely[- ]used|original|vanilla)\b[\w\s-]{0,30}$",
    re.I,
)
# The words before a name that may hold its prior-work modifier, in characters.
_BEFORE_WINDOW = 40
# A name given with a naming participle ("a new loss, termed X", "our model, called X").
_NAMED_BEFORE = re.compile(
    r"\b(?:called|termed|dubbed|named|coined|referred(?: to)? as|denoted as|known here as)"
    r"\s+(?:the\s+|an?\s+)?[\"“‘']?$",
    re.I,
)
# Words of the paper's own contribution before a naming participle.
_OWN = re.compile(r"\b(?:we|our|us|this (?:paper|work|study)|here|novel|new|proposed)\b", re.I)
# "our X": the paper's own, whatever the role words say of "our".
_OUR_BEFORE = re.compile(r"\bour\s+(?:[\w-]+\s+){0,3}$", re.I)


def find_coined_proposals(context: Context, sentence: Sentence) -> tuple[Proposal, ...]:
    """Coined names that are the subject of the paper's result verbs in ``sentence``."""
    number = context.sentences.index(sentence)
    if number < lead_in(context) or CITATION.search(sentence.text):
        return ()
    found = []
    for index in context.inside(sentence):
        mention = context.mentions[index]
        if mention.type not in _ARTEFACTS or not _coined_name(mention):
            continue
        if context.is_proposed(index) or any(p.index == index for p in found):
            continue
        before = context.text[max(sentence.start, mention.start - _BEFORE_WINDOW) : mention.start]
        named = _NAMED_BEFORE.search(before) and _OWN.search(
            context.text[sentence.start : mention.start]
        )
        if not named and not _RESULT_VERB.match(context.text[mention.end : sentence.end]):
            continue
        if _others(context, index):
            continue
        found.append(Proposal(index, "proposes.coined", confidence.PROPOSES_OWN))
    return tuple(found)


def _coined_name(mention: Mention) -> bool:
    """A name the paper coins: no gazetteer entry; capitals or digits inside, one word no
    dictionary has, or a short form the abstract defines."""
    if mention.canonical is not None or mention.extractor in ("phrase", "gazetteer"):
        return False
    if mention.short_form is not None or mention.long_form is not None:
        return True
    name = mention.text
    if any(ch.isupper() or ch.isdigit() for ch in name[1:]):
        return True
    return " " not in name and name[:1].isupper() and name.lower() not in load_lexicon()


def _others(context: Context, index: int) -> bool:
    """Whether any occurrence of the mention's name marks it as others' work or a tool used."""
    names = _names_of(context.mentions[index])
    opening = lead_in(context)
    for number, sentence in enumerate(context.sentences):
        for other in context.inside(sentence):
            mention = context.mentions[other]
            if not names & _names_of(mention):
                continue
            if number < opening or CITATION.search(sentence.text):
                return True
            start = max(sentence.start, mention.start - _BEFORE_WINDOW)
            before = context.text[start : mention.start]
            if _PRIOR_BEFORE.search(before):
                return True
            if _NAMED_BEFORE.search(before) or _OUR_BEFORE.search(before):
                continue
            role = use_role(context, sentence, other, in_lead_in=False)
            if role in (BACKGROUND, USE):
                return True
    return False


def _names_of(mention: Mention) -> set[str]:
    return {n.lower() for n in (mention.text, mention.short_form, mention.long_form) if n}
