"""``proposes`` for cue forms the cue-verb rules miss (round 7).

* :func:`find_listed_proposals`: "Two new sampling algorithms are suggested: A-SGD and
  B-SGD." A passive announcement whose subject is new, with the names listed after a colon.
* :func:`find_termed_proposals`: "we term this observational overfitting.": the words the
  paper gives "this" / "it" as a name, up to the clause's end, when no mention holds them
  whole (a known word inside them, "overfitting", is no proposal of its own).
* :func:`find_released_names`: "We release the perturbation suite as LIBERO-Plus": the name
  the paper's released thing goes by (round 31).
* :func:`named_right_after`: "which we name Dropout": a name the paper gives right after its
  naming verb, a gazetteer's too (the paper that introduced a now-known thing).
* :func:`own_opening`: "Kernel Flow Analysis (KFA) is an easy to implement, yet effective
  method for pruning. ... KFA reaches ...": an opening definition of the paper's own method.
* :func:`find_counted_list`: "we propose two novel techniques to X: piling-up and
  monochromatization.": as many names as the cue verb's object announced, listed after a colon
  to the sentence's end (round 8).
* :func:`find_carried_proposals`: "To counter them, we adapt contrastive decoding to LVLMs:
  ...": a known thing carried to a new setting, when the paper proposes nothing else (round
  31); the label is the gerund phrase, "adapting contrastive decoding to LVLMs".
* :func:`find_class_named_proposals`: "by proposing methods {\\em Sparse Weight Folding} for
  compressing ...", "we introduce the algorithm Zorbsort": a class word right after the cue
  verb, then a name; the name is the proposal, not the phrase that swallowed it.
"""

from __future__ import annotations

import re

from kg.extract.mentions import own_type
from kg.extract.relations import confidence
from kg.extract.relations.coined import RESULT_VERB
from kg.extract.relations.context import Context, Sentence
from kg.extract.relations.coordination import looks_named
from kg.extract.relations.intents import carried_mention
from kg.extract.relations.proposals import CITATION, Proposal
from kg.lexicon.cues import PRIOR_WORK, WE_PROPOSE
from kg.lexicon.wordclass import load_lexicon
from kg.text import singularize
from kg.types import EntityType, Mention

__all__ = [
    "find_carried_proposals",
    "find_released_names",
    "find_variant_proposals",
    "find_class_named_proposals",
    "find_counted_list",
    "find_extended_names",
    "find_termed_proposals",
    "find_trained_models",
    "find_listed_proposals",
    "named_right_after",
    "said_ours",
    "own_opening",
]

# "... are suggested / proposed / introduced:" before the listed names.
_LISTED = re.compile(
    r"\b(?:is|are|was|were)\s+(?:suggested|proposed|presented|introduced|developed|designed)"
    r"\s*:\s*",
    re.I,
)
# The subject of such a list is new ("two new sampling algorithms", "a novel loss").
_NEW_SUBJECT = re.compile(r"\b(?:new|novel|two|three|four|several)\b", re.I)
# A cue verb of the paper, a determiner or novelty, a class word, then the name.
_CLASS_BEFORE = re.compile(
    r"\b(?:we\s+(?:\w+\s+)?|by\s+)(?:propos|introduc|present|develop|design|devis)\w*\s+"
    r"(?:(?:a|an|the|two|three|new|novel)\s+)*"
    r"(?:method|methods|algorithm|algorithms|approach|approaches|model|models|framework|"
    r"technique|techniques|scheme|architecture|loss|procedure)\s+"
    r"(?:\{\s*\\(?:em|it|bf)\s+|\\(?:emph|textit|textbf)\s*\{)?$",
    re.I,
)

# "two" ... ":": the count of the items a cue verb's object announces before its colon.
_COUNTS = {"two": 2, "three": 3, "four": 4}
_COUNT = re.compile(r"\b(two|three|four)\b", re.I)
# The items of a list that ends the sentence: "A and B", "A, B, and C".
_ITEM_SPLIT = re.compile(r"\s*(?:,\s*and|,\s*or|,|\band\b|\bor\b)\s*")
_ITEM = re.compile(r"^[\w][\w-]*(?:\s[\w][\w-]*){0,2}$")

# Between a naming verb and the name it gives: "it", "this (method)", a quote.
_GIVEN_GAP = re.compile(
    r"\s*(?:(?:it|this|them|these)(?:\s+(?:method|approach|model|algorithm|framework|technique|"
    r"procedure|layer|unit|loss|measure|architecture|module|operation))?\s+)?[\"“‘']?$"
)
# "(KFA) is an easy to implement, yet effective method for ...": a definition of one method.
_DEFINES_METHOD = re.compile(
    r"^[^.;]{0,60}\b(?:method|approach|algorithm|technique|framework|model|procedure)\b", re.I
)


# Words of something observed or a property, not a thing made: what a naming verb's object
# ("we term this phenomenon X") or the noun before its clause ("an issue we call X") is; the
# name it gives is a concept.
PHENOMENON_WORDS = (
    r"(?:phenomen(?:on|a)|effects?|behaviou?rs?|issues?|drawbacks?|patholog(?:y|ies)|"
    r"failure\s+modes?|bias(?:es)?|propert(?:y|ies)|notions?)"
)
PHENOMENON = re.compile(rf"\b{PHENOMENON_WORDS}\b", re.I)

# "we term / call / name / dub this (phenomenon) X.", "we name the method X.", up to the
# clause's end ("... X and show").
_TERMED = re.compile(
    r"\bwe\s+(?:term|call|name|dub)\s+(?:this|it|them|these|the(?=\s+(?:method|approach|model|"
    r"algorithm|framework|technique|objective|loss)\b))(?:\s+(?P<kind>phenomenon|setting|"
    r"problem|effect|approach|method|procedure|quantity|property|behaviou?r|learning|training|"
    r"loss|objective|step|stage|scheme|technique|algorithm|framework|model|strategy))?\s+"
    r"(?:(?:the|a|an)\s+)?[\"“‘']?(?P<name>[\w-]+(?:\s+[\w-]+){0,3}?)[\"”’']?\s*"
    r"(?:[.;,:]|$|(?=(?:and|which|that|for|because|since)\s))",
    re.I,
)


# A lowercase kind word before a capitalised name ("renderer | GaussPBR").
_KIND_BEFORE_NAME = re.compile(r"[a-z]+\s+(?=[A-Z][\w-]*[A-Z0-9][\w-]*$)")


def find_termed_proposals(context: Context, sentence: Sentence) -> tuple[Proposal, ...]:
    """ "we term this observational overfitting": the name the paper gives."""
    found = _TERMED.search(sentence.text)
    if found is None or CITATION.search(sentence.text):
        return ()
    start, end = sentence.start + found.start("name"), sentence.start + found.end("name")
    kind = _KIND_BEFORE_NAME.match(context.text, start, end)
    if kind is not None:
        start = kind.end()  # "We name this renderer GaussPBR": the name after its kind
    mentions = context.mentions
    inside = context.inside(sentence)
    exact = [i for i in inside if (mentions[i].start, mentions[i].end) == (start, end)]
    # "we term this phenomenon X": a concept
    concept = PHENOMENON.fullmatch(found.group("kind") or "") is not None
    if exact:
        return () if context.is_proposed(exact[0]) else (_termed(exact[0], concept=concept),)
    # a noun-phrase candidate with the kind word before the name ("learning hard distillation")
    # gives its place to the name; any other longer mention holds the name's first words
    cut = [i for i in inside if mentions[i].start < start < mentions[i].end]
    if any(mentions[i].extractor != "phrase" or mentions[i].end != end for i in cut):
        return ()
    text = context.text[start:end]
    if len(text.split()) < 2 or text.lower() in load_lexicon():
        return ()  # a one-word name is a mention's to give ("we call it Dropout")
    name = Mention(text, start, end, own_type(text), "name.termed", confidence.GIVEN_NAME)
    inner = cut + [i for i in inside if start <= mentions[i].start and mentions[i].end <= end]
    return (_termed(inner[0] if inner else len(mentions), name, concept=concept),)


# "We release the perturbation suite as LIBERO-Plus": the name the released thing goes by.
_RELEASED_AS = re.compile(
    r"\bwe\s+(?:release|publish|open-source|make\s+available)\s+(?:the|our|this|these)\s+"
    r"(?:[\w-]+\s+){1,4}?as\s+(?=[A-Z])",
    re.I,
)


def find_released_names(context: Context, sentence: Sentence) -> tuple[Proposal, ...]:
    """ "We release the perturbation suite as X": X, a name the paper gives its own thing."""
    found = _RELEASED_AS.search(sentence.text)
    if found is None:
        return ()
    start = sentence.start + found.end()
    return tuple(
        _termed(i)
        for i in context.inside(sentence)
        if context.mentions[i].start == start
        and looks_named(context.mentions[i].text)
        and not context.is_proposed(i)
    )


# "we extend CN to | Transductive Consensus Networks (TCNs)": what the paper turns a known
# thing into.
_EXTENDED_INTO = re.compile(
    r"\bwe\s+(?:extend|generalize|generalise|turn|transform|convert)\s+[^,.;()]{1,60}?\s+"
    r"(?:to|into)\s+(?:the\s+|a\s+|an\s+)?$",
    re.I,
)


def find_extended_names(context: Context, sentence: Sentence) -> tuple[Proposal, ...]:
    """ "we extend CN to Transductive Consensus Networks (TCNs)": the new name a known thing is
    extended into, one the paper defines (a short form) and the gazetteer does not know."""
    found = []
    for index in context.inside(sentence):
        mention = context.mentions[index]
        if (
            mention.canonical is None
            and mention.short_form is not None
            and not context.is_proposed(index)
            and looks_named(mention.text)
            and _EXTENDED_INTO.search(context.text, sentence.start, mention.start)
        ):
            found.append(Proposal(index, "proposes.named", confidence.PROPOSES_NAMED))
    return tuple(found)


# "We train an action-conditioned latent video diffusion model on X": "we (pre)train", an
# indefinite article, two to five modifiers and a model's head; "Our model ..." later says the
# trained thing is the paper's.
_TRAINED_MODEL = re.compile(
    r"\bwe\s+(?:pre-?)?train\s+an?\s+(?P<label>(?:[\w-]+\s+){2,5}?"
    r"(?P<head>model|network|transformer|policy|agent|encoder))\b",
    re.I,
)


def said_ours(context: Context, kind: str, *, after: int = 0) -> bool:
    """Whether a sentence from character ``after`` on calls a thing of ``kind`` the paper's
    ("Our model outperforms X", "Our scheme views ...")."""
    ours = re.compile(rf"\bour\s+(?:[\w-]+\s+){{0,2}}?{re.escape(kind)}s?\b", re.I)
    return any(ours.search(s.text) for s in context.sentences if s.start >= after)


def find_trained_models(
    context: Context, sentence: Sentence, *, title: str | None = None
) -> tuple[Proposal, ...]:
    """ "We train an action-conditioned latent video diffusion model on 1,700 hours of video"
    and later "Our model outperforms X", or under the title "Uncertainty-Aware Reward Models
    Mitigate X" ("We train an uncertainty-aware reward model that ..."): a paper that proposes
    nothing else trains its own model (a known one, "a ResNet-50 model", is not, though a known
    class may head it, "reward model"; a label of stop words is no label)."""
    found = _TRAINED_MODEL.search(sentence.text)
    if found is None:
        return ()
    start, end = sentence.start + found.start("label"), sentence.start + found.end("label")
    words = context.text[start:end].split()
    known = [
        m
        for m in context.mentions
        if m.canonical is not None and m.start < end and start < m.end and m.end - m.start > 3
    ]
    if (
        any(w.lower() in _STOP_LABEL_WORDS for w in words)
        or not (
            said_ours(context, found.group("head"), after=sentence.end) or _in_title(words, title)
        )
        or any(m.start <= start or m.end < end for m in known)
    ):
        return ()
    inside = [m for m in context.inside(sentence) if start <= context.mentions[m].start]
    mention = Mention(
        context.text[start:end],
        start,
        end,
        EntityType.METHOD,
        "proposal.phrase",
        confidence.PHRASE,
    )
    replaced = [
        i for i in inside if context.mentions[i].start < end and start < context.mentions[i].end
    ]
    index = replaced[0] if replaced else len(context.mentions)
    return (Proposal(index, "proposes.trained", confidence.PHRASE, mention=mention),)


def _in_title(words: list[str], title: str | None) -> bool:
    """Whether a title writes a label's words in a row ("Uncertainty-Aware Reward Models")."""
    if not title:
        return False
    wanted = [singularize(w.lower()) for w in words]
    written = [singularize(w.lower()) for w in re.findall(r"[\w-]+", title)]
    return any(
        written[k : k + len(wanted)] == wanted for k in range(len(written) - len(wanted) + 1)
    )


# Words no label of a trained model holds ("we train a model on the data").
_STOP_LABEL_WORDS = frozenset("on in of for with to from by the a an and or our its".split())


# What a sized or versioned variant adds to its family's name ("ReFlex-7B", "KelpNet-L").
_VARIANT_SUFFIX = re.compile(
    r"(?:-(?:\d+(?:\.\d+)?[BMK]|[A-Z][A-Za-z]{0,5}|XXL|v\d+(?:\.\d+)?)|\+\+)"
    # "iTM-VAE-Prod models": the variant's name and its kind
    r"(?:\s+(?:models?|variants?|versions?))?$"
)


def find_variant_proposals(context: Context, sentence: Sentence) -> tuple[Proposal, ...]:
    """ "ReFlex-7B, trained from Qwen2.5-Coder-7B, reaches ...": a sized, versioned or named
    variant of a name the paper proposes ("iTM-VAE-G", "iTM-VAE-Prod models", "ReFlex++") is
    the paper's too."""
    proposed = {
        context.text[context.mentions[i].start : context.mentions[i].end] for i in context.proposed
    }
    found = []
    for index in context.inside(sentence):
        mention = context.mentions[index]
        if context.is_proposed(index) or mention.canonical is not None:
            continue
        suffix = _VARIANT_SUFFIX.search(mention.text)
        if suffix is not None and mention.text[: suffix.start()] in proposed:
            found.append(Proposal(index, "proposes.variant", confidence.PROPOSES_NAMED))
    return tuple(found)


def _termed(index: int, mention: Mention | None = None, *, concept: bool = False) -> Proposal:
    rule, score = "proposes.termed", confidence.PROPOSES_NAMED
    return Proposal(index, rule, score, mention=mention, concept=concept)


def find_carried_proposals(context: Context, sentence: Sentence) -> tuple[Proposal, ...]:
    """ "we adapt / extend X to Y": the gerund phrase (:func:`carried_mention`)."""
    if CITATION.search(sentence.text):
        return ()
    tokens = context.tokens(sentence)
    for token in tokens:
        whole = carried_mention(context.doc, context.abstract, token.i, tokens.end)
        if whole is not None:
            index = len(context.mentions)
            return (Proposal(index, "proposes.intent", whole.confidence, mention=whole),)
    return ()


def find_listed_proposals(context: Context, sentence: Sentence) -> tuple[Proposal, ...]:
    """The names an announcement of new things lists after its colon."""
    found = _LISTED.search(sentence.text)
    if found is None or CITATION.search(sentence.text):
        return ()
    said = sentence.text[: found.start()]
    if PRIOR_WORK.search(said) or not _NEW_SUBJECT.search(said):
        return ()
    start = sentence.start + found.end()
    mentions = context.mentions
    return tuple(
        Proposal(i, "proposes.listed", confidence.PROPOSES_PASSIVE)
        for i in context.inside(sentence)
        if mentions[i].start >= start
        and mentions[i].canonical is None
        and looks_named(mentions[i].text)
        and not context.is_proposed(i)
    )


def find_class_named_proposals(context: Context, sentence: Sentence) -> tuple[Proposal, ...]:
    """The name right after "proposing methods" that a contribution phrase swallowed: it takes
    the phrase's place (one node, the name)."""
    if CITATION.search(sentence.text):
        return ()
    mentions = context.mentions
    inside = context.inside(sentence)
    for index in inside:
        mention = mentions[index]
        if mention.canonical is not None or not looks_named(mention.text[1:]):
            continue
        if mention.extractor.startswith("proposal") or context.is_proposed(index):
            continue
        before = context.text[max(sentence.start, mention.start - 80) : mention.start]
        if not _CLASS_BEFORE.search(before):
            continue
        # the phrase the cue rule made of "methods <name> for ...", if any, gives its place
        phrase = next(
            (
                i
                for i in inside
                if i in context.proposed
                and mentions[i].extractor.startswith("proposal")
                and mentions[i].start <= mention.start < mentions[i].end
            ),
            None,
        )
        rule, score = "proposes.class_named", confidence.PROPOSES_NAMED
        if phrase is None:
            return (Proposal(index, rule, score),)
        return (Proposal(phrase, rule, score, mention=mention),)
    return ()


def named_right_after(text: str, after: int, mention: Mention) -> bool:
    """ "which we name Dropout", "we call it Dropout": the name the paper gives, right after its
    naming verb, even where a gazetteer knows it now (the paper that introduced it)."""
    return mention.canonical is not None and bool(_GIVEN_GAP.match(text[after : mention.start]))


def own_opening(context: Context, sentence: Sentence, mention: Mention, definition: str) -> bool:
    """ "Kernel Flow Analysis (KFA) is an easy to implement, yet effective method for pruning.
    We propose ... KFA reaches ...": the abstract opens by defining the paper's own method
    (no citation, no word of background), then says what it proposes and makes the short
    name the subject of its results."""
    if sentence is not context.sentences[0] or not _DEFINES_METHOD.match(definition):
        return False
    later = context.text[sentence.end :]
    if not WE_PROPOSE.search(later) or PRIOR_WORK.search(sentence.text):
        return False
    short = re.escape(mention.short_form or "")
    return any(
        RESULT_VERB.match(later[found.end() :])
        for found in re.finditer(rf"(?<![\w-]){short}(?![\w-])", later)
    )


def _listed_name(item: str) -> bool:
    """Whether a listed item is written as a name: capitals or digits inside it ("PileNet"), a
    hyphenated word ("piling-up") or one word no dictionary has ("monochromatization")."""
    if any(ch.isupper() or ch.isdigit() for ch in item[1:]):
        return True
    return " " not in item and ("-" in item or item.lower() not in load_lexicon())


def find_counted_list(context: Context, sentence: Sentence) -> tuple[Proposal, ...]:
    """The names the paper's cue-verb object lists after a colon, as many as it announced, when
    the list ends the sentence ("we propose two novel techniques to X: piling-up and
    monochromatization."; emphasis markup is masked to spaces by then)."""
    text = sentence.text
    colon = text.find(":")
    cue = WE_PROPOSE.search(text[:colon]) if colon > 0 else None
    if cue is None or CITATION.search(text) or PRIOR_WORK.search(text[: cue.start()]):
        return ()
    count = _COUNT.search(text, cue.end(), colon)
    listed = text[colon + 1 :].rstrip().rstrip(".;").rstrip()
    items = [i for i in _ITEM_SPLIT.split(listed.strip()) if i]
    if count is None or len(items) != _COUNTS[count.group(1).lower()]:
        return ()
    if not all(_ITEM.match(i) and _listed_name(i) for i in items):
        return ()  # a clause, a phrase or a common word ("a generator", "speed"): no names
    mentions = context.mentions
    inside = list(context.inside(sentence))
    found: list[Proposal] = []
    at = sentence.start + colon + 1
    for item in items:
        start = context.text.index(item, at)
        end = at = start + len(item)
        same = [i for i in inside if (mentions[i].start, mentions[i].end) == (start, end)]
        if same:
            if mentions[same[0]].canonical is not None or context.is_proposed(same[0]):
                return ()  # a known name listed: what is used, not proposed
            found.append(Proposal(same[0], "proposes.listed", confidence.PROPOSES_NAMED))
            continue
        name = Mention(item, start, end, own_type(item), "name.listed", confidence.GIVEN_NAME)
        index = len(mentions) + sum(p.mention is not None for p in found)
        found.append(Proposal(index, "proposes.listed", confidence.PROPOSES_NAMED, mention=name))
    return tuple(found)
