"""``proposes`` for the name a naming clause gives a thing the paper makes, with no cue verb
the other finders read before it.

* "It also introduces a new technique, named latent clipping, that ...": a new kind, named;
* "The algorithm presented, called SISL, iteratively infers ...": the kind the paper presents;
* "... turns HGN into a powerful normalising flow model, called Neural Hamiltonian Flow (NHF)":
  what the paper's change turns a thing into;
* "We unite two paradigms ... in a unified probabilistic framework, named as ctx-DocNADE": what
  the paper builds its work in;
* "we extend their architecture to what we call Gaussian prototypical networks", "a modified
  version of the fully connected layer we call a block diagonal inner product layer": the name
  "we" give what the paper makes (round 58).

Not "a technique called secure multi-party computation" (no word makes the kind the paper's),
"the so-called netgated architecture was proposed" (others' work, told in the past), nor a name
the gazetteer knows.
"""

from __future__ import annotations

import re

from kg.extract.relations import confidence
from kg.extract.relations.context import Context, Sentence
from kg.extract.relations.own_names import known_name
from kg.extract.relations.proposals import CITATION, Proposal, told_as_others
from kg.lexicon.cues import PRIOR_WORK, SUBJECT_BREAKS, SUBJECT_WE

__all__ = ["find_kind_named_proposals"]

# The naming word, and what may stand between it and the name ("named as the 'X'").
_NAMING = re.compile(
    r"(?<![\w-])(?:called|named|termed|dubbed|coined|"
    # "what we call X", "a layer we call a X": the name "we" give it (round 58)
    r"(?:(?:what|which|that)\s+)?we\s+(?:call|term|dub|name|coin)\s+(?:it\s+|them\s+)?)"
    r"\s*(?:as\s+)?(?:the\s+|an?\s+)?[\"“‘'`]*",
    re.I,
)
# The kind the name is given, written as the paper's: "a new technique, ", "a novel loss ".
_NEW_KIND = re.compile(
    r"\b(?:a|an|our)\s+(?:[\w-]+\s+){0,2}?(?:new|novel)\s+(?:[\w-]+\s+){0,3}?[\w-]+\s*,?\s*$"
    # "a modified version of the fully connected layer": a variant the paper makes
    r"|\b(?:a|an)\s+(?:modified|extended|generalized|generalised)\s+(?:version|variant|form)\s+"
    r"of\s+(?:the\s+|a\s+|an\s+)?(?:[\w-]+\s+){0,4}?[\w-]+\s*,?\s*$",
    re.I,
)
# "The algorithm presented, called X": the kind the paper presents.
_PRESENTED_KIND = re.compile(
    r"\b(?:the|this|our)\s+(?:[\w-]+\s+){0,3}?[\w-]+\s+(?:presented|proposed|introduced|"
    r"developed|described)(?:\s+here|\s+in\s+this\s+(?:paper|work))?\s*,\s*$",
    re.I,
)
# "turns X into a flow model, called Y": what a change makes of a thing.
_MADE_INTO = re.compile(
    r"\b(?:turns?|transforms?|converts?)\s+(?:[^,;]+?\s+)?into\s+(?:a|an)\s+(?:[\w-]+\s+){0,4}?"
    r"[\w-]+\s*,\s*$",
    re.I,
)
# "we unite / combine X in a unified framework, named Y": the framework the work builds.
_WE_MAKE = re.compile(
    r"^(?:we|this\s+(?:paper|work))\s+(?:also\s+|first\s+)?(?:unite|combine|integrate|"
    r"propose|introduce|present|develop|design|build|construct|create|devise|extend)\b",
    re.I,
)
# Words of the kind before the naming word that make it others' ("a recent technique called").
_OTHERS = re.compile(r"\b(?:recent(?:ly)?|popular|well-known|standard|classic(?:al)?)\b", re.I)
# How far back the kind reaches from the naming word, in characters.
_KIND_WINDOW = 80


def find_kind_named_proposals(context: Context, sentence: Sentence) -> tuple[Proposal, ...]:
    """The names naming clauses give the paper's own new things (see the module)."""
    text = sentence.text
    if CITATION.search(text) or told_as_others(text):
        return ()
    mentions = context.mentions
    inside = context.inside(sentence)
    found: list[Proposal] = []
    for naming in _NAMING.finditer(text):
        before = text[max(0, naming.start() - _KIND_WINDOW) : naming.start()]
        kind = before.rsplit(";", 1)[-1]
        if PRIOR_WORK.search(kind) or _OTHERS.search(kind):
            continue
        if not (
            _NEW_KIND.search(kind)
            or _PRESENTED_KIND.search(kind)
            or _MADE_INTO.search(kind)
            or _made_by_us(text[: naming.start()])
        ):
            continue
        start = sentence.start + naming.end()
        named = [
            i
            for i in inside
            if mentions[i].start == start
            and mentions[i].canonical is None
            and not known_name(mentions[i].text)
            and not context.is_proposed(i)
        ]
        if named:
            found.append(Proposal(named[0], "proposes.named", confidence.PROPOSES_NAMED))
    return tuple(found)


def _made_by_us(said: str) -> bool:
    """Whether the clause before a naming word is the paper making a thing: "we" and a verb of
    making, and no clause of another subject comes between ("we show that X, a model called Y,
    ..." is X's)."""
    opening = SUBJECT_WE.search(said)
    # (after an opening phrase or not: "Building on X, we extend ...")
    if opening is None or not _WE_MAKE.match(said[opening.start() :]):
        return False
    words = re.findall(r"[\w-]+", said[opening.end() :].lower())
    return not any(w in SUBJECT_BREAKS for w in words)
