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

from kg.extract.name_types import head_type
from kg.extract.relations import confidence
from kg.extract.relations.context import Context, Sentence
from kg.extract.relations.contributions import contribution_type
from kg.extract.relations.proposals import CITATION, Proposal, told_as_others
from kg.extract.relations.uses import BACKGROUND, USE, lead_in, use_role
from kg.lexicon.cues import WE_PROPOSE
from kg.lexicon.gazetteer import load_gazetteer
from kg.lexicon.wordclass import load_lexicon
from kg.text import singularize
from kg.types import EntityType, Mention

__all__ = ["RESULT_VERB", "find_coined_proposals"]

_ARTEFACTS = frozenset({EntityType.METHOD, EntityType.MODEL})
# What a paper says of its own contribution's results, right after the name (and its
# "(ZN)" or a short appositive): the name is the verb's subject.
RESULT_VERB = re.compile(
    r"^(?:\s*\([^()]{1,20}\))?\s*(?:,[^,.;]{1,40},\s*)?"
    r"(?:(?:has|have|also|consistently|significantly|substantially|clearly|further|thus|"
    r"therefore|not only|can|could|is able to|was able to)\s+)*"
    r"(?:(?:achiev|outperform|surpass|improv|yield|obtain|attain|reach|establish|exceed|reduc|"
    r"deliver|match|produc|provid|remov|enabl|allow|halv|boost|accelerat|compress|"
    r"recover|cut|solv)(?:e|es|s|ed|d)?|beats?|sets? (?:a )?new|shows|showed|exhibits|"
    r"speeds? up|performs|generalizes|scales|(?:is|are|was) (?:shown|demonstrated|found) to)\b",
    re.I,
)
# "The distilled model, | X |, improves ...": a name set off after the kind of thing the paper
# made, the subject of the verb after it.
_KIND_BEFORE = re.compile(
    r"\b(?:the|our)\s+(?:[\w-]+\s+){0,2}(?:model|network|system|agent|policy|method)\s*,\s*$",
    re.I,
)
_COMMA = re.compile(r"\s*,")
# A model's size written before its head word ("7B", "1.5B-parameter", "350M").
_SIZE = re.compile(r"\d+(?:\.\d+)?(?:[BMK]|-?(?:billion|million))(?:-param(?:eter)?s?)?", re.I)
# A sentence about others' work: its names are theirs.
_OTHERS_SENTENCE = re.compile(
    r"\b(?:recent|previous|prior|earlier|existing|past) (?:work|works|studies|research)\b", re.I
)
# Words just before a name that make it others' work, whatever verb follows it.
_PRIOR_WORDS = (
    "existing previous(?:ly)? prior earlier conventional traditional popular standard "
    "classic(?:al)? well[- ]known state[- ]of[- ]the[- ]art baseline widely[- ]used original "
    "vanilla"
).split() + ["recently (?:proposed|introduced|developed)"]
_PRIOR_WORD = re.compile(r"\b(?:" + "|".join(_PRIOR_WORDS) + r")\b", re.I)
_PRIOR_BEFORE = re.compile(_PRIOR_WORD.pattern + r"[\w\s-]{0,30}$", re.I)
# A name given as an example of a family ("gated linear attention models such as Mamba-2 and
# X", "e.g., X"): one that exists.
_EXAMPLE_BEFORE = re.compile(
    r"\b(?:such\s+as|e\.g\.,?|including)\s+(?:[\w.-]+\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+))*$",
    re.I,
)
# "a logistic regression and the X model match ...": a name joined with "the" to another
# subject is a baseline the sentence sets beside it, not the paper's coinage.
_JOINED_BEFORE = re.compile(r"\b(?:and|or)\s+the\s+$", re.I)
# The words before a name that may hold its prior-work modifier, in characters.
_BEFORE_WINDOW = 40
# A name given with a naming participle ("a new loss, termed X", "our model, called X").
# (or a later one of names given together: "two variants, called AdaBound and | AMSBound")
_NAME = r"[\w.-]*[A-Z0-9][\w.-]*"
_NAMED_BEFORE = re.compile(
    r"\b(?i:(?:called|termed|dubbed|named|coined)(?:\s+as)?|referred(?: to)? as|denoted as"
    r"|known here as)\s+(?i:the\s+|an?\s+)?[\"“‘']?"
    rf"(?:(?:{_NAME}\s*,\s*){{1,3}}|(?:{_NAME}\s*,\s*){{0,3}}{_NAME},?\s+(?:and|or)\s+)?$"
)
# Words of the paper's own contribution before a naming participle (not "a recently proposed
# regularizer, named X": others' work the paper adopts).
_OWN = re.compile(
    r"\b(?:our|novel|new|(?<!recently )(?<!previously )(?<!originally )proposed|"
    r"we (?!study|consider|investigat|analy[sz]|focus|examin|us|"
    r"follow|compar|adopt|employ|evaluat|test|revisit|review|observ)\w+)\b"
    r"(?:(?!\b(?:also|than|against|baselines?)\b)[^.;])*$",
    re.I,
)
# "This solution, dubbed X": a naming participle after a kind word that refers back to
# what an earlier sentence says the paper proposes.
_REFERS_BACK = re.compile(
    r"\b(?:this|the|such an?)\s+(?:[\w-]+\s+){0,2}?(?:solution|method|approach|model|framework|"
    r"algorithm|system|architecture|network|technique|scheme|module|procedure|tool|loss|"
    r"objective|estimator|agent|policy|layer|unit|block)\s*,?\s*"
    r"(?:called|termed|dubbed|named|coined)\b",
    re.I,
)
# "also called X", "known as X": another name of a known thing.
_ALIAS_BEFORE = re.compile(
    r"\b(?:also|otherwise|commonly|often|sometimes)\s+(?:called|termed|named|known)\b"
)
# A kind word or plural after a name: "X architectures", "X agents", "Xs".
_KIND_AFTER = re.compile(
    r"(?:\s+(?:architectures?|models?|networks?|nets?|algorithms?|methods?|agents?|"
    r"frameworks?|approach(?:es)?)|(?<=[A-Z])s)$",
    re.I,
)
# Between a proposal and another name of it: "X (i.e. Y", "X (a.k.a. Y".
_ALIAS_BETWEEN = re.compile(r"^\s*\(\s*(?:i\.e\.|a\.k\.a\.|aka|also called)\s*,?\s*$", re.I)
# How far after a name a citation may start and still be the name's ("X [3]", "X (Li, 2019)").
_CITED_GAP = 3
# How far before the naming participle the words of the paper's own work may be.
_OWN_WINDOW = 100
# "These Abacus Embeddings allow ...": a name given to what the sentence before described.
_THESE_BEFORE = re.compile(r"\b(?:these|this)\s+$", re.I)
# "We train X on ...": a coined name the paper trains is its own model, not one it uses.
_TRAINED_BEFORE = re.compile(r"\bwe\s+(?:pre-?)?train\s+$", re.I)
# "our X": the paper's own, whatever the role words say of "our".
_OUR_BEFORE = re.compile(r"\bour\s+(?:[\w-]+\s+){0,3}$", re.I)


def find_coined_proposals(context: Context, sentence: Sentence) -> tuple[Proposal, ...]:
    """Coined names that are the subject of the paper's result verbs in ``sentence``."""
    number = context.sentences.index(sentence)
    if number < lead_in(context):
        return ()
    if told_as_others(sentence.text):
        return ()  # "Recently, a novel approach called X was proposed": others' work
    found = []
    for index in context.inside(sentence):
        mention = context.mentions[index]
        # "The method, named IVR, sets ...": the sentence opens on the kind of thing it names
        opening = _OPENING_KIND_NAMED.search(context.text[sentence.start : mention.start])
        if opening is not None and (
            not _kind(opening.group("kind")) or _PRIOR_WORD.search(opening.group())
        ):
            opening = None  # "The previous method, named X": others' work
        if mention.type not in _ARTEFACTS and opening is None or not _coined_name(mention):
            continue
        if _cited(context, sentence, mention):
            continue
        if context.is_proposed(index) or any(p.index == index for p in found):
            continue
        if _alias_of_proposal(context, index):
            found.append(Proposal(index, "proposes.coined", confidence.PROPOSES_OWN))
            continue
        before = context.text[max(sentence.start, mention.start - _BEFORE_WINDOW) : mention.start]
        window = context.text[max(sentence.start, mention.start - _OWN_WINDOW) : mention.start]
        named = opening is not None or (
            _NAMED_BEFORE.search(before)
            and not _ALIAS_BEFORE.search(before)
            and (
                _OWN.search(window)
                or _REFERS_BACK.search(before)
                and (
                    WE_PROPOSE.search(context.text[: sentence.start])
                    # "... by proposing a sparse attention pattern. The resulting model, named
                    # X": an earlier sentence's proposal, whatever its cue
                    or any(context.mentions[p].end <= sentence.start for p in context.proposed)
                )
            )
        )
        tail = context.text[mention.end : sentence.end]
        if _KIND_BEFORE.search(before) and _COMMA.match(tail):
            tail = tail[_COMMA.match(tail).end() :]  # "The distilled model, X, improves ..."
        if not named and not (
            RESULT_VERB.match(tail)
            and (_new_name(mention) or _names_described(context, sentence, mention, before))
            and not _OTHERS_SENTENCE.search(sentence.text)
            and not _JOINED_BEFORE.search(before)
        ):
            continue
        if _others(context, index, roles=not named):
            continue
        head = contribution_type(opening.group("kind")) if opening is not None else None
        found.append(Proposal(index, "proposes.coined", confidence.PROPOSES_OWN, head=head))
    return tuple(found)


# "The method, named IVR, ...", "Our estimator, called Foo, ...": a sentence opening on the
# kind of thing it then names, which refers to what the abstract has described.
_OPENING_KIND_NAMED = re.compile(
    r"^\s*(?:[Oo]ur|[Tt]his|[Tt]he)\s+(?:[\w-]+\s+){0,2}?(?P<kind>[a-z]+)"
    r"\s*,?\s*(?:called|named|dubbed|termed)\s+$"
)


def _kind(word: str) -> bool:
    """A kind of thing made ("method", "estimator"; not "dataset": data is typed as it is)."""
    return head_type(word) in _ARTEFACTS


def _coined_name(mention: Mention) -> bool:
    """A name the paper coins: no gazetteer entry; capitals or digits inside, one word no
    dictionary has, or a short form the abstract defines."""
    if mention.canonical is not None or mention.extractor in ("phrase", "gazetteer"):
        return False
    if mention.short_form is not None or mention.long_form is not None:
        return True
    name = mention.text
    words = name.split()
    if len(words) > 1 and words[-1].islower() and all(_SIZE.fullmatch(w) for w in words[:-1]):
        return False  # "our 7B model", "a 2B-parameter model": a size, no name
    if any(ch.isupper() or ch.isdigit() for ch in name[1:]):
        return True
    return " " not in name and name[:1].isupper() and name.lower() not in load_lexicon()


def _alias_of_proposal(context: Context, index: int) -> bool:
    """Another name of a proposal given right after it: "IO-Net (i.e. InlierOutlierNet)"."""
    mention = context.mentions[index]
    for proposed in context.proposed:
        other = context.mentions[proposed]
        between = context.text[other.end : mention.start]
        if other.end <= mention.start and _ALIAS_BETWEEN.match(between):
            return True
    return False


def _names_described(context: Context, sentence: Sentence, mention: Mention, before: str) -> bool:
    """Whether a Title Case name after "These" / "This" names what the sentence before says the
    paper adds ("We fix this by adding an embedding to each digit. These Abacus Embeddings
    allow ..."): its head is the noun that sentence introduces with "a" / "an", and no
    gazetteer knows the name."""
    words = mention.text.split()
    if (
        len(words) < 2
        or not all(w[:1].isupper() for w in words)
        or not _THESE_BEFORE.search(before)
        or load_gazetteer().lookup(mention.text) is not None
    ):
        return False
    number = context.sentences.index(sentence)
    if number == 0:
        return False
    previous = context.sentences[number - 1]
    head = singularize(words[-1].lower())
    said = context.text[previous.start : previous.end]
    return (
        re.search(rf"\bwe\b[^.;]*\b(?:a|an)\s+(?:[\w-]+\s+)?{re.escape(head)}\b", said, re.I)
        is not None
    )


def _new_name(mention: Mention) -> bool:
    """A name no gazetteer knows any part of, coined by its letters: a word with capitals or
    digits inside ("GNN-FiLM", "D4PG"), or one capitalised word no dictionary has."""
    gazetteer = load_gazetteer()
    if mention.long_form is not None:
        # a short form the abstract defines means what its long form says ("STR" of
        # "Signal Trace Ranking" is not scene text recognition): only the long form's words
        names = [mention.long_form]
    else:
        names = [n for n in (mention.text, mention.short_form) if n]
    words = [w for n in names for w in re.split(r"[\s/]+", n) if w]
    if any(gazetteer.lookup(n) is not None for n in names + words):
        return False
    if any(ch.isupper() or ch.isdigit() for w in words for ch in w[1:]):
        return True
    name = mention.text
    lexicon = load_lexicon()
    return (
        " " not in name
        and name[:1].isupper()
        and not any(form in lexicon for form in (name.lower(), name.lower().rstrip("s")))
    )


def _others(context: Context, index: int, *, roles: bool) -> bool:
    """Whether any occurrence of the mention's name marks it as others' work (``roles``: or
    is used or compared with, for a name the paper did not give with a naming participle)."""
    names = _names_of(context.mentions[index])
    opening = lead_in(context)
    for number, sentence in enumerate(context.sentences):
        for other in context.inside(sentence):
            mention = context.mentions[other]
            if not names & _names_of(mention):
                continue
            if number < opening or _cited(context, sentence, mention):
                return True
            start = max(sentence.start, mention.start - _BEFORE_WINDOW)
            before = context.text[start : mention.start]
            if _PRIOR_BEFORE.search(before) or _EXAMPLE_BEFORE.search(before):
                return True  # "existing X", "models such as Mamba-2 and X": others' work
            if (
                _NAMED_BEFORE.search(before)
                or _OUR_BEFORE.search(before)
                or _TRAINED_BEFORE.search(before)
            ):
                continue
            if mention.long_form and context.text[: mention.start].rstrip().endswith("("):
                continue  # "... GCN (HWGCN)": the short form its long form defines
            role = use_role(context, sentence, other, in_lead_in=False) if roles else None
            if role in (BACKGROUND, USE):
                return True
    return False


def _cited(context: Context, sentence: Sentence, mention: Mention) -> bool:
    """Whether the sentence cites others before the mention or right after it ("X (Smith et
    al., 2019)"); a citation further on is another thing's ("we apply our approach, called the
    N-Gram Machine (NGM), to the bAbI tasks (Weston et al., 2015)").
    """
    if CITATION.search(context.text, sentence.start, mention.end):
        return True
    found = CITATION.search(context.text, mention.end, sentence.end)
    return found is not None and found.start() - mention.end <= _CITED_GAP


def _names_of(mention: Mention) -> set[str]:
    """The mention's names, lower-cased, each also without a kind word or plural after it
    ("G-CNN architectures" and "G-CNNs" are both "g-cnn")."""
    names = [n for n in (mention.text, mention.short_form, mention.long_form) if n]
    return {n.lower() for n in names} | {_KIND_AFTER.sub("", n).lower() for n in names}
