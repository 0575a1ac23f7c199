"""``proposes`` for the paper's own contribution where no cue verb names it (round 6).

* :func:`find_title_defined_proposals`: a name the abstract defines with a short form
  ("a sparse and tiled lattice (STL)", "Kernel Path Scoring (KPS)") whose long form or
  initials the title opens with ("Sparse Tiling Lattices for Fast Retrieval"), or names as its
  means ("Large Batch Training with Layer-wise Adaptive Rate Scaling", round 7): word order,
  "and", hyphens, plurals and word endings aside. The title names what the paper contributes,
  so the abstract's definition of it is the paper's, unless the definition is others' work (a
  lead-in or cited sentence, "existing X", "X are a popular ...") or what the paper studies
  ("we study / analyse X").
* :func:`find_quoted_proposals`: a name defined in quotes ("“Batch Sampling (BS)”") after the
  paper said what it proposes.
* :func:`find_our_proposals`: "our gated hash attention halves ...": a specific name the paper
  calls its own (not "our pruning method", "our model").
* :func:`find_abbreviated_proposals`: the short name in parentheses right after a proposal
  ("Divide, Conquer, and Combine (DCC)") is proposed with it, not used later.
* :func:`find_replacement_proposals`: "we replace the attention block with a gated hash
  attention": what the paper puts in place of a part is its own design when no gazetteer
  knows it (a known replacement, "we replace ReLU with GELU", is used; what is replaced is
  neither, see :mod:`kg.extract.relations.uses`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from kg.extract.relations import confidence
from kg.extract.relations.context import Context, Sentence
from kg.extract.relations.contributions import is_class_name, is_generic_kind
from kg.extract.relations.own_names import known_name
from kg.extract.relations.proposals import CITATION, Proposal
from kg.extract.relations.uses import lead_in
from kg.extract.relations.vague import names_something
from kg.lexicon.cues import BACKGROUND, GENERIC_HEADS, PRIOR_WORK, WE_PROPOSE
from kg.types import EntityType, Mention

__all__ = [
    "NOVEL_APPOSITIVE",
    "find_abbreviated_proposals",
    "find_our_proposals",
    "find_quoted_proposals",
    "find_replacement_proposals",
    "find_title_defined_proposals",
    "known_name",
    "novel_part",
    "plain_novel",
    "title_means",
    "title_opening",
]

_NAMED_TYPES = frozenset(
    {EntityType.METHOD, EntityType.MODEL, EntityType.METRIC, EntityType.DATASET}
)
# "our X" names a thing the paper made, not a score it reports ("our top-1 accuracy reaches").
_OWN_TYPES = _NAMED_TYPES - {EntityType.METRIC}
# What a title may name and the abstract define: a measure it coins is often typed a Concept.
_DEFINED_TYPES = _NAMED_TYPES | {EntityType.CONCEPT}
# Words a name's long form and the title may differ by.
_FILLERS = frozenset("a an the and of for with via in on to by from".split())
# The title's head ends at a colon or a spaced dash ("The Curvature Spread - Predicting ...").
# "X, a novel ...": an appositive that says the name is the paper's.
NOVEL_APPOSITIVE = re.compile(r"\s*,\s*(a|an)\s+(novel|new)\b", re.I)
_TITLE_HEAD = re.compile(r"\s*(?::|\s[-\u2013\u2014]{1,2}\s)\s*")
# The longest title opening compared with a long form, in words.
_MAX_OPENING = 8
# Letters of a word that decide whether two words are one ("routed" / "routing").
_STEM = 4
# Before a defined name: the paper studies or takes it, it does not contribute it.
_TAKEN_BEFORE = re.compile(
    r"\b(?:stud\w*|analy[sz]\w*|investigat\w*|examin\w*|revisit\w*|understand\w*|review\w*|"
    r"survey\w*|us(?:e|es|ed|ing)(?!\s+to\s)|employ\w*|adopt\w*|follow\w*|existing|"
    r"previous\w*|prior|"
    r"popular|standard|conventional|classic\w*|recently (?:proposed|introduced))\b"
    r"[^.;]{0,60}$",
    re.I,
)
# "we draw inspiration from X (XA)", "inspired by the X (XA)": X is what inspired the work.
_INSPIRED = re.compile(r"\binspir\w*\s+(?:from|by)\s+(?:the\s+|an?\s+)?$", re.I)
# Verbs of a title's claim about its opening ("X Improves Y", "X Is All You Need").
_CLAIMS = frozenset(
    """Is Are Can Does Do Helps Improves Matters Works Enables Makes Yields Beats Outperforms
    Generalizes Learns Reduces Boosts Needs Provides Fails Hurts""".split()
)
# How far before a defined name its study or prior-work word may be, in characters.
_BEFORE_WINDOW = 70
# "we replace X (of Y) with Z", "X is replaced by Z": Z is what the paper puts in place.
_REPLACE = re.compile(r"\breplac(?:e|es|ed|ing)\b", re.I)
# ... "with a / our / a new X": a thing of its own (a bare "with noise contrastive estimation"
# names a known technique).
_WITH = re.compile(
    r"\b(?:with|by)\s+(?:an?|our|(?:an?\s+)?(?:new|novel))\s+(?:[\w-]+\s+){0,2}$", re.I
)
_OPENING = ('"', "“", "‘", "'")
# "(BS)”": the short form, then the closing quote.
_QUOTED_SHORT = re.compile(r"\s*\(\s*[^()]{1,12}\)\s*[\"”’']")
_SO_CALLED = re.compile(r"\b(?:so[- ]called|known as|dubbed by)\s*[\"“‘']?\s*$", re.I)
# "our X", "our new X", "our proposed X" right before a name (not "our previous X", nor a role
# another thing fills: "we use Tree-LSTM as our composition function").
# "this new X" too, of a name the paper introduced ("this new chrono initialization is shown
# to ...").
_OUR = re.compile(
    r"(?<!\bas )\b(?:our\s+(?:(?:new|novel|proposed)\s+)?|this\s+(?:new|novel)\s+)$", re.I
)
# "the resulting X" of what the paper built, X a name ("The resulting Noise Prior GAN (NPGAN)
# achieves ...", "we evaluate the resulting SHREWD method"; not "the resulting learning rule")
_RESULTING = re.compile(r"\bthe\s+resulting\s+$", re.I)
# Heads too vague to name the paper's own thing after "our".
_VAGUE_HEADS = frozenset({"methodology", "methodologies", "design", "setup", "implementation"})
_WE = re.compile(r"\b(?:we|our|this (?:paper|work))\b", re.I)


def title_opening(title: str | None) -> tuple[list[str], ...]:
    """The word runs a title opens with, shortest first: from its start (a determiner
    aside) and from after its colon.

    >>> [" ".join(r) for r in title_opening("The Curvature Spread - Predicting Training")][:2]
    ['Curvature', 'Curvature Spread']
    """
    if not title:
        return ()
    runs = []
    for part in _TITLE_HEAD.split(title.strip())[:2]:
        words = [w.strip(",.;!?()\"'") for w in part.split()]
        words = [w for w in words if w]
        if words and words[0].lower() in {"a", "an", "the"}:
            words = words[1:]
        runs += [words[:n] for n in range(1, min(len(words), _MAX_OPENING) + 1)]
    return tuple(runs)


# A title's means: "Large Batch Training ... with Layer-wise Adaptive Rate Scaling",
# "Efficient Exploration via State Marginal Matching".
_MEANS = frozenset("with via using through by".split())


def title_means(title: str | None) -> tuple[list[str], ...]:
    """The word runs right after a title's means word ("via", "using", "with"), shortest first.

    >>> [" ".join(r) for r in title_means("Fast Exploration via State Marginal Matching")][-1]
    'State Marginal Matching'
    """
    if not title:
        return ()
    words = [w.strip(",.;!?()\"'") for w in title.split()]
    runs = []
    for at, word in enumerate(words):
        if word.lower() in _MEANS:
            tail = [w for w in words[at + 1 :] if w]
            # a whole name: a run the title ends or a function word follows ("via von
            # Mises-Fisher | Distributions" names the distributions, not "von Mises-Fisher")
            runs += [
                tail[:n]
                for n in range(1, min(len(tail), _MAX_OPENING) + 1)
                if n == len(tail) or tail[n].lower() in _FILLERS
            ]
    return tuple(runs)


def find_title_defined_proposals(
    context: Context, sentence: Sentence, title: str | None
) -> tuple[Proposal, ...]:
    """Names defined in ``sentence`` whose long form the title opens with."""
    if not _has_short_forms(context, sentence):
        return ()  # most sentences define nothing: skip the rest
    runs = tuple(run for run in title_opening(title) if not _claimed_of(title, run))
    means = title_means(title)
    if not (runs or means) or CITATION.search(sentence.text):
        return ()
    if context.sentences.index(sentence) < lead_in(context):
        return ()
    found = []
    for index in context.inside(sentence):
        mention = context.mentions[index]
        if not _defined_here(mention) or context.is_proposed(index):
            continue
        before = context.text[max(sentence.start, mention.start - _BEFORE_WINDOW) : mention.start]
        after = context.text[mention.end : sentence.end]
        taken = _TAKEN_BEFORE.search(before) or _INSPIRED.search(before)
        if taken or BACKGROUND.search(after[:60]):
            continue
        # a family the title works with ("... with Generative Neural Networks", "... using
        # Determinantal Point Processes" though the abstract writes one) is used
        by_means = not _plural(mention.text.split()[-1]) and any(
            _same_name(mention, run) and not _plural(run[-1]) for run in means
        )
        if by_means or any(_same_name(mention, run) for run in runs):
            found.append(Proposal(index, "proposes.title_defined", confidence.PROPOSES_TITLE))
    return tuple(found)


def _claimed_of(title: str | None, run: list[str]) -> bool:
    """Whether a title's opening run is the subject of a claim the title makes ("Sharpness-Aware
    Minimization Improves Out-of-Distribution Generalization ...", "Attention Is All You
    Need"): what the paper shows of it, no name of what it makes."""
    words = [w.strip(",.;!?()\"'") for w in (title or "").split()]
    if words and words[0].lower() in {"a", "an", "the"}:
        words = words[1:]
    return words[: len(run)] == run and len(words) > len(run) and words[len(run)] in _CLAIMS


def _has_short_forms(context: Context, sentence: Sentence) -> bool:
    return any(context.mentions[i].short_form is not None for i in context.inside(sentence))


def _defined_here(mention: Mention) -> bool:
    """A long form the abstract gives a short form, that no gazetteer knows."""
    return (
        mention.short_form is not None
        and mention.canonical is None
        and mention.type in _DEFINED_TYPES
        and len(_words(mention.text)) >= 2
        and not known_name(mention.text)
    )


# After a name that is the head of its phrase (not a modifier: "a new CT-to-MRI dataset"):
# its short form, a kind word, punctuation or a function word.
_ENDS = (
    r"(?:[,.;:]|$|\s+(?:module|layer|block|unit|network|model|method|loss|algorithm|"
    r"framework|architecture|mechanism|scheme|that|which|to|for|with|is|are|was|and|in|on)\b)"
)
# "a new zeroth-order (ZO) stochastic optimization algorithm": after its short form too.
_NAME_ENDS = re.compile(rf"\s*(?:\([^()]{{1,15}}\)\s*)?{_ENDS}")


def novel_part(text: str, mention: Mention) -> bool:
    """Whether "a novel" before ``mention`` makes it the paper's ("employs a novel X (XA)
    module"): the name heads its phrase and no gazetteer knows it."""
    return bool(_NAME_ENDS.match(text, mention.end)) and not known_name(mention.text)


def plain_novel(text: str, mention: Mention) -> bool:
    """ "X, a novel method ...": a plain name (not known, no concept phrase) so owned."""
    novel = NOVEL_APPOSITIVE.match(text, mention.end) is not None
    return novel and mention.canonical is None and mention.extractor != "phrase"


def _words(text: str) -> list[str]:
    parts = re.split(r"[\s/-]+", text.lower())
    return [p for p in (w.strip(",.;:()\"'“”") for w in parts) if p and p not in _FILLERS]


def _stems(words: list[str]) -> list[str]:
    return sorted(w[:_STEM] for w in words)


def _same_name(mention: Mention, run: list[str]) -> bool:
    """Whether a title's opening ``run`` names the mention: the same words (stems, any order),
    or the short form's letters as the run's initials with a word in common."""
    long_words = _words(mention.text)
    run_words = _words(" ".join(run))
    if not run_words:
        return False
    if _stems(long_words) == _stems(run_words):
        return True
    letters = re.sub(r"[^A-Za-z]", "", mention.short_form or "").lower()
    initials = "".join(w[0] for w in run_words)
    common = set(_stems(long_words)) & set(_stems(run_words))
    return len(letters) >= 2 and letters.rstrip("s") == initials and bool(common)


def find_quoted_proposals(context: Context, sentence: Sentence) -> tuple[Proposal, ...]:
    """ "The former includes “Batch Sampling (BS)” that ...": a name the paper defines in
    quotes, after it has said what it proposes, is one of its own."""
    if not _has_short_forms(context, sentence):
        return ()
    if CITATION.search(sentence.text) or PRIOR_WORK.search(sentence.text):
        return ()
    if context.sentences.index(sentence) < lead_in(context):
        return ()
    if not WE_PROPOSE.search(context.text[: sentence.end]):
        return ()
    found = []
    text = context.text
    for index in context.inside(sentence):
        mention = context.mentions[index]
        if not _defined_here(mention) or context.is_proposed(index):
            continue
        opened = mention.text[:1] in _OPENING or text[: mention.start].endswith(_OPENING)
        closing = _QUOTED_SHORT.match(text, mention.end)
        before = text[max(sentence.start, mention.start - _BEFORE_WINDOW) : mention.start]
        if opened and closing and not _SO_CALLED.search(before):
            name = _unquoted(mention)
            found.append(
                Proposal(index, "proposes.quoted", confidence.PROPOSES_NAMED, mention=name)
            )
    return tuple(found)


def find_our_proposals(context: Context, sentence: Sentence) -> tuple[Proposal, ...]:
    """ "Our gated hash attention halves the cost": a specific unknown name the paper calls its
    own ("our"), not a generic kind ("our pruning method", "our model")."""
    if CITATION.search(sentence.text) or context.sentences.index(sentence) < lead_in(context):
        return ()
    found = []
    for index in context.inside(sentence):
        mention = context.mentions[index]
        before = context.text[max(sentence.start, mention.start - 40) : mention.start]
        resulting = _RESULTING.search(before) and any(ch.isupper() for ch in mention.text)
        if not (_OUR.search(before) or resulting) or context.is_proposed(index):
            continue
        words = mention.text.split()
        if (
            mention.type not in _OWN_TYPES
            or mention.canonical is not None
            or mention.extractor in ("gazetteer", "phrase")
            or len(words) < 2
            or words[-1].lower() in GENERIC_HEADS | _VAGUE_HEADS
            or _plural(words[-1])
            or not names_something(words)
            or is_generic_kind(mention.text)
            or is_class_name(mention.text)
            or known_name(mention.text)
        ):
            continue
        found.append(Proposal(index, "proposes.our", confidence.PROPOSES_OWN))
    return tuple(found)


def find_abbreviated_proposals(context: Context, sentence: Sentence) -> tuple[Proposal, ...]:
    """ "Divide, Conquer, and Combine (DCC)", "Between-Class learning (BC learning)": the short
    name in parentheses right after a proposal, whose capitals are its words' initials."""
    found = []
    for index in context.inside(sentence):
        mention = context.mentions[index]
        if context.is_proposed(index) or mention.canonical is not None:
            continue
        for proposed in context.proposed:
            other = context.mentions[proposed]
            if other.end > mention.start or mention.start - other.end > 4:
                continue
            between = context.text[other.end : mention.start]
            closed = context.text[mention.end : mention.end + 2].lstrip().startswith(")")
            if between.strip() == "(" and closed and _abbreviates(mention.text, other.text):
                found.append(Proposal(index, "proposes.abbreviated", confidence.PROPOSES_NAMED))
                break
    return tuple(found)


def _abbreviates(short: str, long: str) -> bool:
    """Whether ``short``'s capitals are the initials of ``long``'s words, the words the two
    share aside ("BC learning" of "Between-Class learning")."""
    long_words = _words(long)
    short_words = short.lower().split()
    own = [w for w in long_words if w not in short_words]
    letters = "".join(
        ch.lower() for w in short.split() if w.lower() not in long_words for ch in w if ch.isupper()
    )
    return len(letters) >= 2 and letters == "".join(w[0] for w in own)


def _plural(word: str) -> bool:
    """A plural head ("our distilled representations", "our multilingual embeddings"): what
    the method yields or a family, not the contribution itself."""
    lower = word.lower()
    return lower.endswith("s") and not lower.endswith(("ss", "us", "is"))


def _unquoted(mention: Mention) -> Mention | None:
    """The mention without the opening quote its long form was cut with, if any."""
    if mention.text[:1] not in _OPENING:
        return None
    text = mention.text[1:].lstrip()
    return replace(mention, text=text, start=mention.end - len(text))


def find_replacement_proposals(context: Context, sentence: Sentence) -> tuple[Proposal, ...]:
    """ "we replace the attention block with a gated hash attention": the new part."""
    verb = _REPLACE.search(sentence.text)
    if verb is None or not _WE.search(sentence.text) or CITATION.search(sentence.text):
        return ()
    if context.sentences.index(sentence) < lead_in(context):
        return ()
    after = sentence.start + verb.end()
    for index in context.inside(sentence):
        mention = context.mentions[index]
        if mention.start < after or mention.type not in _NAMED_TYPES:
            continue
        if not _WITH.search(context.text[after : mention.start]):
            continue
        if mention.canonical is not None or mention.extractor in ("gazetteer", "phrase"):
            return ()
        if known_name(mention.text):
            return ()
        if context.is_proposed(index):
            return ()
        return (Proposal(index, "proposes.replacement", confidence.PROPOSES_OWN),)
    return ()
