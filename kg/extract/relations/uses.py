"""Whether a paper uses a method it names, or names it only as background or a comparison.

A method's role comes from the words that govern it in its clause, and from what the sentence
does:

* the nearest verb or preposition before it in its clause: a use ("using / with / via / based on / build on /
  adopt / apply / employ / leverage / incorporate X") makes it used; a comparison ("compared
  with / than / unlike / beyond / outperforms / instead of / improvements upon X", "X baselines")
  makes it background; so does, where neither is found and the clause is not the paper's
  own, a prior-work modifier ("existing / previous / conventional X");
* the clause says something of it that a paper says of others' methods: "X suffers from",
  "X fails", "X has been popular for", "X has achieved", "X is known to";
* the paper does without it ("without (applying any) X", "does not require X", "no need for
  X"), the method right after: background;
* a gain over it, its words apart ("a 4x speedup in search time over X"): a comparison;
* the paper puts its own thing in the method's place ("we replace X with ...", "a drop-in
  replacement for X", "an alternative to X", "X is replaced by ..."): a contrast, background;
* the paper names it as its own ("the proposed X", "our novel X", "a new X", X the whole name
  and no gazetteer entry: "a novel GAN" or "a new X loss" still builds on a known X):
  :data:`OWN`, a part of its contribution, not a method it uses; so is a part it lists right
  after its proposal with "a" ("we propose X, which combines a Y with a Z"), a piece of the
  words a proposed name is spelled out with in brackets ("MICLIP (Mechanism-Interpretability via
  Contrastive Learning)", initials or not); so are "our X", a
  longer or shorter form of a proposed name and a thing a contributions sentence lists
  (:mod:`.own_names`);
* it names the problem or domain worked on or in ("on several meta-RL benchmarks", "the sparse
  coding problem", "MuJoCo environments") or where the paper's method goes ("is expected to
  apply to PDE-based simulations", "generalizes to X"): :data:`DOMAIN`, not a method used;
* the method is what an output verb makes ("our model learns X embeddings", "produces X"):
  :data:`OUTPUT`, the paper's product, not a method it uses;
* the sentence is about others: a citation and no "we / our"; or it comes before the paper
  first speaks of itself (the abstract's lead-in: "Recently, X has ..."), unless the title
  names the method (:func:`in_title`: the paper is about it).

:data:`USE` is a use, :data:`BACKGROUND`, :data:`OUTPUT`, :data:`OWN` and :data:`DOMAIN` only a mention; :data:`NEUTRAL` says neither (the
graph then follows the linked entity's type, since most methods a paper names it uses).
"""

from __future__ import annotations

import re

from kg.extract.relations.context import Context, Sentence
from kg.extract.relations.own_names import contribution_item, our_name, proposal_form
from kg.lexicon.cues import CITED
from kg.lexicon.method_roles import (
    APPLIED_TO,
    AS_GOOD_AS,
    AVOIDED_USE,
    COMPARED_MEASURE,
    COMPETES_WITH,
    DENIED_USE,
    DOMAIN_AFTER,
    GAIN_OVER,
    GAIN_VERB_OVER,
    KIND_AFTER,
    LIKENED_TO,
    OUTPUT_VERBS,
    OWN_BEFORE,
    PART_VERBS,
    PRODUCT_GAP_WORDS,
    PRODUCT_HEADS,
    REPLACED_AFTER,
    REPLACED_BEFORE,
    REPLACING,
)
from kg.text import has_word
from kg.types import FORMULATION_EXTRACTOR, Mention

__all__ = [
    "BACKGROUND",
    "DOMAIN",
    "NEUTRAL",
    "OUTPUT",
    "OWN",
    "USE",
    "in_title",
    "lead_in",
    "proposal_kind",
    "use_role",
]

USE = "uses"
BACKGROUND = "background"
OUTPUT = "output"
OWN = "own"
DOMAIN = "domain"
NEUTRAL = "mentions"

# A citation, or "we / our / this paper" (the paper speaking of itself).
_SELF = re.compile(
    r"\b(we|our|us|this (paper|work|study|article)|here|"
    # "In this research, ...", "This report introduces ...", "The aim of the present work"
    r"(?:this (?:research|report|note|manuscript|thesis|submission)|the present "
    r"(?:paper|work|study|research|article))(?!\s+(?:area|field|direction|line|topic|community|"
    r"question|problem)s?\b))\b",
    re.I,
)
# Where a clause ends: the role words of one clause do not reach into the next.
_CLAUSE_BREAK = re.compile(
    r"[;:]|\s[-\u2013\u2014]{1,2}\s|,\s*(?:but|while|whereas|although|though|yet|and thus|so)\b"
    r"|\b(?:but|whereas|although|though|however)\b|\bwhile\b",
    re.I,
)
# Cues before a method, in one alternation so that the longer phrase wins where two start at
# one place ("compared with X" is a comparison, not a use "with X"). Group names are roles.
_BEFORE = re.compile(
    r"(?P<compare>\bcompar(?:e|es|ed|ing)\b(?:\s+\w+){0,4}?\s+(?:with|to|against)\b"
    r"|\bcomparisons?\s+(?:with|to|against)\b|\bin comparison (?:with|to)\b"
    r"|\b(?:than|unlike|versus|vs\.|against|outperform\w*|surpass\w*|beat(?:s|ing)?|"
    r"superior to|inferior to|competitive with|on par with|in contrast (?:to|with)|contrary to|"
    r"instead of|rather than|as opposed to|beyond|improv\w* (?:up)?on|"
    r"over (?:the )?(?:state|baselines?)|"
    + REPLACED_BEFORE
    + "|"
    + GAIN_OVER
    + "|"
    + GAIN_VERB_OVER
    + "|"
    + AS_GOOD_AS
    + "|"
    + LIKENED_TO
    + "|"
    + COMPARED_MEASURE
    + "|"
    + COMPETES_WITH
    + r")\b)"
    r"|(?P<prior>\b(?:existing|previous|prior|conventional|traditional|earlier|"
    r"popular|classical|standard practice of)\b)"
    r"|(?P<output>\b(?:" + OUTPUT_VERBS + r")\b)"
    r"|(?P<denied>\b(?:" + DENIED_USE + r")\b)"
    r"|(?P<avoided>\b" + AVOIDED_USE + r")"
    r"|(?P<domain>\b(?:" + APPLIED_TO + r")\b)"
    r"|(?P<use>\b(?:"
    + REPLACING
    + r"|us(?:e|es|ed|ing)|with|via|through|by means of|based (?:up)?on|"
    r"build(?:s|ing)? (?:up)?on|built (?:up)?on|on top of|atop|rel(?:y|ies|ying) on|"
    r"adopt\w*|appl(?:y|ies|ied|ying)|employ\w*|leverag\w*|incorporat\w*|integrat\w*|"
    r"combin\w*|exploit\w*|utili[sz]\w*|extend\w*|modify\w*|modifi\w*|equipped with|"
    r"augment\w*|plug\w* into|inspired by|take advantage of|taking advantage of|"
    r"fine-tun\w*|train\w*|our|backbones?)\b)",
    re.I,
)
# Words after a comparison's objects that start a new phrase: "faster than X on Y", "beats X
# when tuning Y", "the same accuracy as X by switching to Y" compare with X only ("than those
# learned by Y" compares with Y too).
_PAST_COMPARED = re.compile(
    r"\w\W+(?:on|in|for|across|at|under|when|within|during|by\s+(?:\w+ly\s+)?\w+ing)\b", re.I
)
# What a paper says after a method that is not its own: a limitation, a success of the past.
_SAID_OF_OTHERS = {
    "limits": "suffer\\w*|fail\\w*|lack\\w*|struggl\\w*|plagued",
    "is known": "(?:is|are|was|were|remains?) (?:known|limited|vulnerable|prone|brittle|"
    "sensitive|popular|widely|commonly|often|typically|usually|increasingly|still|costly|"
    "expensive|slow)",
    "has done": "(?:has|have|had) (?:been|shown|achieved|attracted|gained|become|emerged|"
    "demonstrated|recently|long|proven|led|enabled|dominated|made)",
}
_BACKGROUND_AFTER = re.compile(
    r"^[^.;:,]{0,30}?\b(?:" + "|".join(_SAID_OF_OTHERS.values()) + r")\b", re.I
)
# "X baselines", "X competitors": a method named as what the paper compares with.
_COMPARED_AFTER = re.compile(r"[\s)\]-]*(?:-based\s+)?(?:baselines?|competitors?)\b", re.I)
# "X is replaced by ...": a method the paper puts something else in place of.
_REPLACED_AFTER = re.compile(r"[\s,]*(?:\([^()]*\)\s*)?" + REPLACED_AFTER, re.I)
# Contrasts that set an act aside ("instead of applying X": X is not used).
_SET_ASIDE = re.compile(r"instead of|rather than|as opposed to", re.I)
# What follows an avoided thing that it does, not the thing avoided ("avoid X from producing").
_AVOIDED_DOING = re.compile(r"\s*(?:from|to)\b", re.I)
# What an output verb's object may have before it: a few words, no punctuation, and no
# preposition or conjunction ("learns compact X", not "learns from X", "learns Y and X").
_PRODUCT_GAP = re.compile(rf"\s*(?:[\w-]+\s+){{0,{PRODUCT_GAP_WORDS}}}")
_NOT_OBJECT = re.compile(
    r"\b(?:from|to|with|by|via|on|in|of|for|using|through|over|and|or|that|which|how|when)\b",
    re.I,
)
# A replacing cue, and what makes a method the whole a replaced part belongs to ("the kernel
# of X is replaced", "replaces the layers (...) of X", "replace the layers in X").
_REPLACE_WORD = re.compile(r"replac", re.I)
_PART_OF = re.compile(r"\b(?:of|in|within|inside)\s+(?:[\w-]+\s+){0,3}$", re.I)
# Use cues that may link a compared noun to how it is made ("networks using X").
_NOUN_USING = re.compile(r"using|with|based on", re.I)
# A use cue that may be a participle before a method, and words that make it a verb.
_PARTICIPLE = re.compile(r"trained|fine-tuned", re.I)
_VERB_SUBJECT = re.compile(
    r"\b(?:we|they|it|was|were|is|are|be|been|being|has|have|had)\s+(?:pre-?|then\s+)?$", re.I
)
# "the proposed X", "our novel X" with X the whole name: the paper's own (see OWN).
_OWN_BEFORE = re.compile(OWN_BEFORE, re.I)
_KIND_AFTER = re.compile(KIND_AFTER, re.I)
_DOMAIN_AFTER = re.compile(DOMAIN_AFTER, re.I)
# After a proposal: "X, which combines / X that consists of / X, a model that comprises ..."
# and then the part, named with "a" ("... a Y with a Z", "... a Y and a Z").
_PARTS_AFTER = re.compile(
    r"\s*(?:\([^()]*\)\s*)?,?\s*(?:(?:an?\s+(?:[\w-]+\s+){1,3}?)?(?:which|that)\s+(?:\w+ly\s+)?)?"
    r"(?:" + PART_VERBS + r")\b",
    re.I,
)
_PART_GAP = 60  # how far after its verb a part may be listed, in characters
# What may not stand between a part verb and a part: a comma or a preposition of another
# phrase ("integrates features, coming from all layers of a deep CNN": the CNN is used).
_NOT_PART_GAP = re.compile(r",|\b(?:of|from|in|on|for|by|to|using|via)\b", re.I)
# A name ending in a kind word ("a novel pruning technique", "our proposed distillation
# approach") is linked to the kind the paper builds on (pruning, distillation), used.
_KIND_NAMED = re.compile(
    r"\b(?:methods?|approach(?:es)?|techniques?|algorithms?|frameworks?)$", re.I
)
# "GeoFNO (...), a geometry-aware | X": an appositive right after a proposed name, up to the
# method it calls the proposal; then what ends that noun phrase.
_KIND_APPOSITIVE = re.compile(r"\s*(?:\([^()]*\)\s*)?,\s*(?:a|an)\s+((?:[\w-]+\s+){0,3})")
_KIND_ENDS = re.compile(r"\s*(?:,|;|\.|\)|that\b|which\b|for\b|to\b|with\b|designed\b)")
_A_PART = re.compile(r"\b(?:a|an)\s+$", re.I)
# A bracket right after a proposed name, opening with a capital: the name spelled out.
_EXPANSION_OPEN = re.compile(r"\s*\(\s*(?=[A-Z])")
_EXPANSION_REACH = 80  # how far into the brackets a piece of the spelled-out name may start
# How far before a method its governing cue may be, in characters.
_WINDOW = 150
# A list of what a denial names: "X nor", "X, Y or" (each item a short phrase).
_LIST_SEPARATOR = re.compile(r"\s*(?:,\s*(?:(?:and|or|nor)\s+)?|\s(?:and|or|nor)\s+)")
_LIST_END = re.compile(r"(?:,|\s(?:and|or|nor))\s*$")
_MOST_ITEMS = 4
_LIST_GOES_ON = re.compile(r"\s*(?:,|(?:and|or|nor)\b)")
_REPEATED_DENIAL = re.compile(r"\s(?:no|any)\s*$")


def lead_in(context: Context) -> int:
    """How many sentences open the abstract before it first speaks of itself ("we", "our",
    "this paper"): the background it starts from."""
    for number, sentence in enumerate(context.sentences):
        if _SELF.search(sentence.text):
            return number
    return 0


def in_title(mention: Mention, title: str | None) -> bool:
    """Whether a title names the mention (its text, short or long form, as whole words)."""
    if not title:
        return False
    names = (mention.text, mention.short_form, mention.long_form)
    return any(has_word(title, name) for name in names if name)


def use_role(context: Context, sentence: Sentence, index: int, *, in_lead_in: bool) -> str:
    """The role of mention ``index`` in ``sentence``: :data:`USE`, :data:`BACKGROUND` or
    :data:`NEUTRAL` (``in_lead_in``: the sentence opens the abstract, before "we")."""
    mention = context.mentions[index]
    if mention.extractor == FORMULATION_EXTRACTOR:
        return OWN  # "we cast X as Y": the paper's framing
    text = context.text
    start = _clause_start(text, sentence, mention.start)
    end = _clause_end(text, sentence, mention.end)
    clause = text[start:end]
    if _COMPARED_AFTER.match(text, mention.end, sentence.end):
        return BACKGROUND
    if _REPLACED_AFTER.match(text, mention.end, end) and not _PART_OF.search(
        text, start, mention.start
    ):
        return BACKGROUND
    if _DOMAIN_AFTER.match(text, mention.end, end):
        return DOMAIN
    if (
        _own(text, mention, start, end)
        or _proposal_part(context, sentence, mention)
        or _in_expansion(context, mention)
        or proposal_kind(context, sentence, mention)
    ):
        return OWN
    self_clause = bool(_SELF.search(clause))
    others = bool(CITED.search(sentence.text)) and not _SELF.search(sentence.text)
    if others or (in_lead_in and not self_clause):
        return BACKGROUND
    if (
        our_name(text, mention, start)
        or proposal_form(context, mention)
        or contribution_item(context, sentence, mention)
    ):
        return OWN
    if _OPENING_CONTRAST.match(text, sentence.start, mention.start):
        # "In contrast to the conventional use of X with Y, our agent ...": what the paper
        # departs from, whatever the words inside the contrast say of its use
        return BACKGROUND
    before = text[max(start, mention.start - _WINDOW) : mention.start]
    after = text[mention.end : end]
    cues = [m for m in _BEFORE.finditer(before) if _governs(m, before[m.end() :], mention, after)]
    # A verb or preposition of use or comparison governs; a modifier only where none does.
    decisive = [m for m in cues if m.lastgroup != "prior"]
    # "better than fine-tuned X", "than networks using X": how the compared thing was made
    if len(decisive) > 1 and decisive[-2].lastgroup == "compare":
        if (
            _modifier(decisive[-1], before)
            or _compared_phrase(decisive[-2], decisive[-1], before)
            or _compared_act(decisive[-2], decisive[-1], before)
        ):
            decisive.pop()
    if decisive and decisive[-1].lastgroup == "use":
        return USE
    if decisive and decisive[-1].lastgroup == "output":
        return OUTPUT
    if decisive and decisive[-1].lastgroup in ("denied", "avoided"):
        return BACKGROUND
    if decisive and decisive[-1].lastgroup == "domain":
        return DOMAIN
    if decisive and not _PAST_COMPARED.search(before, decisive[-1].end()):
        return BACKGROUND
    if not decisive and cues and not self_clause:
        return BACKGROUND
    if not self_clause and _BACKGROUND_AFTER.match(text[mention.end : end]):
        return BACKGROUND
    return NEUTRAL


# A sentence opening with a contrast, up to the mention and before the contrast's comma.
_OPENING_CONTRAST = re.compile(
    r"\s*(?:In\s+contrast\s+(?:to|with)|Unlike|As\s+opposed\s+to|Contrary\s+to|"
    r"Different(?:ly)?\s+from)\b[^,;]*$"
)


def _own(text: str, mention: Mention, start: int, end: int) -> bool:
    """Whether the paper names the method as its own thing ("the proposed X", "our novel X"):
    a name of its own (no gazetteer entry), not a modifier of a kind noun ("a new X loss")."""
    return (
        mention.canonical is None
        and _OWN_BEFORE.search(text, max(start, mention.start - 40), mention.start) is not None
        and _KIND_AFTER.match(text, mention.end, end) is None
        and _KIND_NAMED.search(mention.text) is None
    )


def _proposal_part(context: Context, sentence: Sentence, mention: Mention) -> bool:
    """Whether the method is a part the sentence lists right after the paper's proposal ("we
    propose X, which combines a Y with a Z"), named with "a" and no gazetteer entry."""
    if (
        mention.canonical is not None
        or _KIND_NAMED.search(mention.text)
        or not _A_PART.search(context.text, max(sentence.start, mention.start - 4), mention.start)
    ):
        return False
    for index in context.proposed:
        proposal = context.mentions[index]
        if sentence.start <= proposal.start and proposal.end <= mention.start:
            parts = _PARTS_AFTER.match(context.text, proposal.end, mention.start)
            if parts is None:
                continue
            gap = context.text[parts.end() : mention.start]
            if len(gap) <= _PART_GAP and not _NOT_PART_GAP.search(gap):
                return True
    return False


# "our 2B-parameter model, | Pixie-2B": the kind, then a comma and the proposal's name.
_KIND_BEFORE_NAME = re.compile(r"\s*,\s*")
# "our 2B-parameter model, | Pixie-2B", "a simple decoding intervention, | CoPD": what is said
# of the proposal named right after it.
_OUR_BEFORE = re.compile(r"\b(?:our|an?)\s+(?:[\w.-]+\s+){0,2}$", re.I)


def proposal_kind(context: Context, sentence: Sentence, mention: Mention) -> bool:
    """Whether the method is what an appositive calls the proposal right before it ("we
    present GeoFNO, a geometry-aware Fourier neural operator that ..."), or what "our" calls
    it right before its name ("our 2B-parameter model, Pixie-2B, ...", "a simple decoding
    intervention, CoPD, ..."): the proposal's kind,
    with no gazetteer entry, not a thing it uses ("a modification to X", "a U-Net based
    network")."""
    if mention.canonical is not None:
        return False
    text = context.text
    appositive = _KIND_ENDS.match(text, mention.end) is not None
    ours = _OUR_BEFORE.search(text, sentence.start, mention.start) is not None
    # the proposal's name wherever it is written ("we distill X into FooNet, a ..." where a
    # later sentence's "FooNet" is the one proposed)
    for index in context.inside(sentence):
        proposal = context.mentions[index]
        if not context.is_proposed(index):
            continue
        if ours and _KIND_BEFORE_NAME.fullmatch(text, mention.end, proposal.start):
            return True
        if appositive and sentence.start <= proposal.start and proposal.end <= mention.start:
            gap = _KIND_APPOSITIVE.fullmatch(text, proposal.end, mention.start)
            if gap is not None and not _NOT_PART_GAP.search(gap.group(1)):
                return True
    return False


def _in_expansion(context: Context, mention: Mention) -> bool:
    """Whether the method is named inside the words a proposed name is spelled out with, in
    brackets right after it ("MICLIP (*Mechanism-Interpretability* via Contrastive Learning)",
    "GraphFormer (*Graph Transformer* with Structural Encoding)"): a piece of the name, not a
    method the paper uses. The brackets open with a capital and hold two words or more."""
    text = context.text
    for index in context.proposed:
        proposal = context.mentions[index]
        if not proposal.end <= mention.start <= proposal.end + _EXPANSION_REACH:
            continue
        opened = _EXPANSION_OPEN.match(text, proposal.end, mention.start + 1)
        if opened is None or not any(ch.isupper() for ch in proposal.text):
            continue
        close = text.find(")", mention.end)
        inside = text[opened.end() : close] if close != -1 else ""
        if ")" not in text[opened.end() : mention.start] and "(" not in inside:
            if len(inside.split()) >= 2:
                return True
    return False


def _governs(cue: re.Match[str], gap: str, mention: Mention, after: str) -> bool:
    """Whether a cue found before a method, ``gap`` before it, speaks of it: a denial or an
    output verb only of what is right after it (an output verb of a product only), a replacing
    verb not of what a replaced part belongs to ("replaces the layers of X": X is kept)."""
    if cue.lastgroup == "denied":
        return _object_of(gap) or _later_item(gap, after)
    if cue.lastgroup == "avoided":
        # "avoiding adversarial training", "avoids the training of an average network"; not
        # "to avoid Seq2Seq models from producing generic responses" (what the models do)
        return _object_of(gap) and not _AVOIDED_DOING.match(after)
    if cue.lastgroup == "output":
        return _object_of(gap) and mention.text.lower().rsplit(None, 1)[-1] in PRODUCT_HEADS
    if cue.lastgroup == "compare" and _REPLACE_WORD.match(cue.group()):
        return not _PART_OF.search(gap + " ")
    return True


def _later_item(gap: str, after: str) -> bool:
    """Whether ``gap`` (between a denial and a method, ``after`` it the rest of its clause) is
    the list before a later item of what is denied ("requires neither X nor *Y*", "without X,
    *Y* or Z"): a few short items, each followed by a comma or a conjunction; after a bare
    comma, the list goes on past the method ("Without X, *Y* would require ..." denies X only).
    """
    gap = _REPEATED_DENIAL.sub(" ", gap)  # "requires no X and *no* Y"
    if not _LIST_END.search(gap):
        return False
    if gap.rstrip().endswith(",") and not _LIST_GOES_ON.match(after):
        return False
    items = _LIST_SEPARATOR.split(gap)[:-1]
    return len(items) <= _MOST_ITEMS and all(
        0 < len(item.split()) <= PRODUCT_GAP_WORDS + 1 and not _NOT_OBJECT.search(item)
        for item in items
    )


def _cues(context: Context, mention: Mention, before: str) -> list[re.Match[str]]:
    """The cues in ``before`` (the text right before ``mention``) outside other mentions ("data
    *augmentation*" names a method, it says nothing of the next one)."""
    offset = mention.start - len(before)
    spans = [
        (m.start - offset, m.end - offset)
        for m in context.mentions
        if m is not mention and m.end > offset and m.start < mention.start
    ]
    return [m for m in _BEFORE.finditer(before) if not any(a <= m.start() < b for a, b in spans)]


def done_without(context: Context, sentence: Sentence, index: int) -> bool:
    """Whether the paper says it does without mention ``index`` ("requires no hyperparameter
    tuning", "without X or Y"): a task so named is not one the paper addresses."""
    mention = context.mentions[index]
    start = _clause_start(context.text, sentence, mention.start)
    before = context.text[max(start, mention.start - _WINDOW) : mention.start]
    after = context.text[mention.end : _clause_end(context.text, sentence, mention.end)]
    cues = [m for m in _cues(context, mention, before) if m.lastgroup != "prior"]
    return (
        bool(cues)
        and cues[-1].lastgroup == "denied"
        and _governs(cues[-1], before[cues[-1].end() :], mention, after)
    )


def _modifier(cue: re.Match[str], before: str) -> bool:
    """Whether a use cue is a participle modifying the method right after it ("fine-tuned X",
    "pretrained X"), not a verb ("we fine-tuned X")."""
    return (
        _PARTICIPLE.fullmatch(cue.group()) is not None
        and _object_of(before[cue.end() :])
        and not _VERB_SUBJECT.search(before, 0, cue.start())
    )


def _compared_phrase(compare: re.Match[str], use: re.Match[str], before: str) -> bool:
    """Whether a use cue is part of what a comparison names ("than networks *using* X",
    "match the accuracy of networks *with* X"): a short noun phrase between the two."""
    return (
        _NOUN_USING.fullmatch(use.group()) is not None
        and not _REPLACE_WORD.match(compare.group())  # "replace X with Y": Y is used
        and _object_of(before[compare.end() : use.start()], least=1)
    )


def _compared_act(compare: re.Match[str], use: re.Match[str], before: str) -> bool:
    """Whether a use cue is the act a contrast sets aside ("instead of *applying* X", "rather
    than *using* X"): a gerund right after "instead of / rather than / as opposed to"."""
    return (
        _SET_ASIDE.fullmatch(compare.group()) is not None
        and not before[compare.end() : use.start()].strip()
        and use.group().lower().endswith("ing")
    )


def _object_of(gap: str, *, least: int = 0) -> bool:
    """Whether a method ``gap`` after an output verb is that verb's object ("learns *compact*
    X"): a few words between (``least`` at least), none a preposition or conjunction."""
    return (
        _PRODUCT_GAP.fullmatch(gap) is not None
        and len(gap.split()) >= least
        and not _NOT_OBJECT.search(gap)
    )


def _clause_start(text: str, sentence: Sentence, at: int) -> int:
    """Where the clause holding offset ``at`` starts."""
    breaks = [m.end() for m in _CLAUSE_BREAK.finditer(text, sentence.start, at)]
    return breaks[-1] if breaks else sentence.start


def _clause_end(text: str, sentence: Sentence, at: int) -> int:
    """Where the clause holding offset ``at`` ends."""
    found = _CLAUSE_BREAK.search(text, at, sentence.end)
    return found.start() if found else sentence.end
