"""``proposes`` for the name a title gives the paper's contribution (round 7).

A title often names what the paper proposes while the abstract never repeats the name, or
repeats it without a cue: "KernelMix: Mixing Convolution Kernels ..." over "we present a
method that mixes ...", the whole title "Pulse Normalization" over "we propose a more flexible
approach: ... we normalize ...", "Tri-Level Hashing for Sparse Retrieval" over "we propose a
hashing method that ...". :func:`find_title_named_proposal` gives such a name to the paper's
own proposal:

* the label comes from the title; the evidence is the abstract sentence in which the paper
  states its proposal (its first sentence after the lead-in with a proposal or "we propose /
  present / introduce ..."), and the mention keeps that sentence's offsets (the words of the
  proposal there); its extractor, ``name.title_only``, says the name is the title's;
* a coined colon name ("KernelMix", "Doc2Dial", "RTFM", "Bijectors.jl") is the proposal's;
* a title opening of plain words ("Tri-Level Hashing", "Pulse Normalization") only when its
  head word is what the proposal sentence speaks of ("a *hashing* method", "we *normalize*"),
  the opening is singular (a plural, "Variational Autoencoders for ...", is a family), no
  task or study word heads it ("Network Compression Using ...", "Large Batch Training",
  "A Fair Comparison"), it is no known name, no means follows it ("X via / using / with Y":
  X is then the task) and the title opens with no verb, gerund or question ("Searching for
  Better Optimizers", "Do Transformers Dream?").

The proposal the sentence already has (an unnamed phrase) takes the title's name in its place;
one it names otherwise ("we propose FooNet") keeps its name, and nothing is added. A title's
means ("... with Latent Consistency Distillation") names the proposal of a paper that states
none, where "we" do it ("We distill a pretrained model into ..."; :func:`_means_done`). A title
head that is a claim ("Networks Fail on X") names nothing.

A title that is one noun phrase of a thing made names the paper's contribution too, where
nothing else in the abstract does, or in place of the one unnamed phrase with its head
(:func:`find_indefinite_title_proposal`): indefinite ("A Scalable Risk-based Framework for
Rigorous Vehicle Testing", "A Learned Representation for Vector Graphics"), or a Title Case
thing without an article that is no known family ("Global Relational Models of Source Code";
not "Bayesian Neural Networks for X", "Tidal Models for X" nor "X Networks as Y"). Its label is
the title's words, lowered, once the abstract speaks of that thing as its own ("we implement a
simulation *framework*", "*our framework* ..."). A study ("A Closer Look at ...", "A
Convergence Analysis of ...") or a perspective names none.
"""

from __future__ import annotations

import re
from dataclasses import replace

from kg.extract.mentions import own_type
from kg.extract.name_types import head_type
from kg.extract.relations import confidence
from kg.extract.relations.context import Context, Sentence
from kg.extract.relations.coordination import looks_named
from kg.extract.relations.cue_forms import said_ours
from kg.extract.relations.named import loosely_joined, proposal_at, sentence_at
from kg.extract.relations.own import known_name
from kg.extract.relations.proposals import CITATION, Proposal
from kg.extract.relations.task_frames import specific_modifiers
from kg.extract.relations.title_tasks import title_words
from kg.extract.relations.uses import lead_in
from kg.extract.relations.vague import names_something
from kg.lexicon.cues import (
    BARE_HEADS,
    DETERMINERS,
    EVALUATIVE,
    GENERIC_HEADS,
    MEANS,
    PRIOR_WORK,
    SUBJECT_WE,
    WE_PROPOSE,
)
from kg.lexicon.gazetteer import load_gazetteer
from kg.lexicon.task_cues import TASK_HEADS, TITLE_STUDY_HEADS, TITLE_TASK_HEADS
from kg.lexicon.wordclass import is_participle, load_lexicon, word_class
from kg.lexicon.words import DESCRIBING_SUFFIXES
from kg.text import singularize
from kg.types import TITLE_NAME_EXTRACTOR, EntityType, Mention

__all__ = [
    "SENTENCE_WORDS",
    "TITLE_HEAD",
    "TITLE_ONLY",
    "cites_none",
    "find_described_title_subject",
    "find_indefinite_title_proposal",
    "find_title_named_proposal",
    "strongly_coined",
    "title_clause",
    "title_label",
    "title_means_label",
    "verb_like",
]

# The extractor of a mention whose name is the title's (its offsets: the proposal sentence's).
TITLE_ONLY = TITLE_NAME_EXTRACTOR
_RULE = "proposes.title_only"
# The title's head: before a colon, a spaced dash or an exclamation mark ("Zap! Fast ...").
TITLE_HEAD = re.compile(r"\s*(?::|!\s|\s[-\u2013\u2014]{1,2}\s)\s*")
# Other ways an abstract states its own proposal: "our method is formulated as ...", "we
# study X -- and formulate Y" (a cue verb coordinated with the sentence's "we").
_OUR_OWN = re.compile(
    r"\b(?P<own>our (?:proposed )?(?:method|approach|model|framework|algorithm|system|technique)"
    r"s?) (?:is|are)\b"
    r"|^\W*we\b[^.;]*?\band\s+(?P<verb>(?:propos|introduc|present|develop|design|devis"
    r"|formulat)\w*)",
    re.I,
)
# The most words a colon name or a plain title opening may have.
_MAX_NAME = 5
_MIN_OPENING, _MAX_OPENING = 2, 4
# Words that end a plain title opening ("Tri-Level Hashing | for Sparse Retrieval").
_OPENING_ENDS = frozenset(
    "for of in on with via using by through from to and or & towards toward as at under".split()
)
# Words that make a title a sentence or a question, not a name.
SENTENCE_WORDS = frozenset(
    "is are was be do does can could should not no why how what when where who which we you "
    "our my".split()
)
# A title opening with one of these is a phrase about something, no name of the paper's own.
_OPENING_PREPOSITIONS = frozenset(
    "beyond towards toward on in into for from to with without against through over under via "
    "of about across between among".split()
)
_ENDINGS = (
    "izations ization isations isation ations ation izing ising izes ized ises ised ize ise "
    "ings ing es ed s e"
).split()
_MIN_STEM = 4
# Words that end a coined name ("Split LBI | for Deep Learning"; not "ReNeg and Backseat Driver").
_NAME_ENDS = frozenset("for in on with via using by through from towards toward".split())
# Words after a plain opening that make it no name of the paper's thing.
_NOT_AFTER = MEANS | frozenset({"with", "and", "or", "&"})
# The proposal's noun phrase, when the sentence has no proposal yet: this many tokens at most.
_PHRASE_TOKENS = 6
_PHRASE_STOPS = frozenset({"that", "which", "to", "for", "with", "by", "of", "in", "on", "and"})
_NAMED_TYPES = frozenset({EntityType.METHOD, EntityType.MODEL, EntityType.DATASET})
# A title's closing means: Title Case words after its last "via / with / using / through / by".
_MEANS_TAIL = re.compile(r"^.*\s(?:via|with|using|through|by)\s+([^:;,()]+)$", re.I)
# Words that open a closing means of any kind, not one named thing.
_ANY = frozenset("arbitrary any general generic various different multiple several".split())
# Heads of a closing means that names a technique or a model of the paper's ("... with
# Featurewise Sort *Pooling*"; not "... with Limited Labeled *Data*").
_MEANS_HEADS = frozenset(
    """network encoder autoencoder decoder discriminator generator transformer model pooling
    sampling regularization parameterization normalization augmentation routing transform
    relaxation distillation training compression quantization reparameterization search
    embedding attention estimator estimation algorithm framework module mechanism layer
    objective loss scheme procedure operator unit cell kernel prior
    programming optimization minimization inversion decomposition factorization""".split()
)


def title_label(title: str | None) -> tuple[str, bool] | None:
    """The name a title gives its paper's contribution and whether it is coined (``True``:
    a colon or whole-title name with capitals or digits inside; ``False``: a plain opening
    that still needs the abstract's agreement), or None.

    >>> title_label("KernelMix: Mixing Kernels"), title_label("Tri-Level Hashing for Retrieval")
    (('KernelMix', True), ('Tri-Level Hashing', False))
    >>> title_label("Searching for Better Optimizers"), title_label("Beyond Pixel Norm-Balls: X")
    (None, None)
    """
    if not title or "?" in title:
        return None
    head, *rest = TITLE_HEAD.split(re.sub(r"\s+", " ", title.strip()), maxsplit=1)
    words = [w.strip(",.;!\"'()") for w in head.split(" ")]
    words = [w for w in words if w]
    if not words or any(w.lower() in SENTENCE_WORDS for w in words):
        return None
    if words[0].lower() in _OPENING_PREPOSITIONS:
        return None  # "Beyond Pixel Norm-Balls: ...", "On Self Modulation ...": no name
    if verb_like(words[0]) or words[0].lower().endswith("ly"):
        return None  # "Learning To Solve Circuit-SAT", "Automatically Inferring ..."
    capitals = len(words) > 1 and all(w.isupper() for w in words)  # "LEARNING TO ..."
    if title_clause(words):
        return None  # "Physics-Informed Neural Networks Fail on Stiff Problems": a claim
    name = _before(words, _NAME_ENDS)  # "Split LBI | for Deep Learning"
    if rest and len(words) == 1 and _own_known(words[0]):
        return words[0], True  # "DARTS: Differentiable Architecture Search": the paper's own
    if (
        (rest or len(words) <= 2)
        and 0 < len(name) <= _MAX_NAME
        and not capitals
        and _coined_name(name)
    ):
        return " ".join(name), True
    if any(w.lower() in _NOT_AFTER - {"and", "or", "&"} for w in words):
        return None  # "X ... using Y": the opening is the task, Y the means
    if words[0].lower() in DETERMINERS:
        words = words[1:]
    opening = _before(words, _OPENING_ENDS)
    following = words[len(opening)].lower() if len(opening) < len(words) else ""
    if not _MIN_OPENING <= len(opening) <= _MAX_OPENING or following in _NOT_AFTER:
        return None  # "X via Y": X is the task; "X and Y": X is cut from a longer name
    if all(w.isupper() for w in opening):
        return None  # an opening of names in capitals ("GAN CNN"): no words to read a name from
    if not all(w[:1].isupper() for w in opening) or any(map(verb_like, opening[:-1])):
        return None
    head_word = opening[-1].lower()
    if head_word in TASK_HEADS | TITLE_TASK_HEADS | GENERIC_HEADS | TITLE_STUDY_HEADS:
        return None
    if following == "of" and head_word.endswith("ing"):
        return None  # "Privacy Auditing of Language Models": an activity and what it acts on
    if head_word.endswith("ed") and is_participle(head_word, load_lexicon()):
        return None  # "Mobile GUI Agents Grounded in X": a participle ends no name
    if _plural(head_word):
        return None
    plain = [w for w in opening if w.lower() not in EVALUATIVE]
    if not plain or known_name(" ".join(plain)):
        return None  # "Simple Fully Connected Network": praise before a known name
    return " ".join(opening), False


def title_clause(words: list[str]) -> bool:
    """Whether a title's words are a clause: a plural noun, then a word that is only a verb
    ("Networks Fail", "Transformers Learn")."""
    lexicon = load_lexicon()
    return any(
        before.lower().endswith("s")
        and not before.lower().endswith("ss")
        and word.isalpha()
        and word_class(word.lower(), lexicon) == "V"
        for before, word in zip(words, words[1:])
    )


def title_means_label(title: str | None) -> str | None:
    """The name of a means a title ends with ("... Representations with Featurewise Sort
    Pooling", "... via Lamarckian Evolution Search"): Title Case words after the last "via /
    with / using / through / by", headed by a word for a technique or a model, or None.

    >>> title_means_label("Learning Set Representations with Featurewise Sort Pooling")
    'Featurewise Sort Pooling'
    >>> title_means_label("Learning Twitter Sentiments with Limited Labeled Data") is None
    True
    """
    if not title or "?" in title:
        return None
    found = _MEANS_TAIL.search(re.sub(r"\s+", " ", title.strip()))
    if found is None:
        return None
    words = [w for w in found.group(1).split(" ") if w]
    while words and words[0].lower() in EVALUATIVE | DETERMINERS:
        words = words[1:]
    if not _MIN_OPENING <= len(words) <= _MAX_NAME - 1:
        return None
    if not all(w[:1].isupper() for w in words) or all(w.isupper() for w in words):
        return None
    if verb_like(words[0]):
        return None  # "by Exploiting Unique Class Count": an act, not a name
    if words[0].lower() in _ANY or any("/" in w for w in words):
        return None  # "with Arbitrary Compression", "with Physics/Learned Models": no one name
    last = words[-1].lower().rsplit("-", 1)[-1]
    if _plural(last) or last not in _MEANS_HEADS:
        return None  # a plural is a family used ("with Tensor Decompositions", "CRF Autoencoders")
    name = " ".join(words)
    return None if known_name(name) else name


def find_described_title_subject(
    context: Context, title: str | None
) -> tuple[Sentence, Proposal] | None:
    """ "Implicit Blorp Models for X" over "we describe implicit blorp models, a class of ...":
    the title's opening (Title Case words before "for / of / ..."), in any case or number,
    right after "we describe / present / introduce / propose" or "our" is the paper's
    proposal."""
    words = [
        w for w in TITLE_HEAD.split(re.sub(r"\s+", " ", (title or "").strip()))[0].split(" ") if w
    ]
    opening = _before(
        words[1:] if words[:1] and words[0].lower() in DETERMINERS else words, _OPENING_ENDS
    )
    if not _MIN_OPENING <= len(opening) <= _MAX_OPENING or "?" in (title or ""):
        return None
    if not all(w[:1].isupper() for w in opening) or verb_like(opening[0]):
        return None
    if all(w.isupper() for w in opening):
        return None  # an opening of names in capitals: no words to read a name from
    if not names_something(opening) and not (len(opening) >= 3 and specific_modifiers(opening)):
        # "Unified Framework for X": no name of a thing; two content words before a class
        # word are one ("Implicit Causal Models")
        return None
    head = singularize(opening[-1].lower())
    heads = TASK_HEADS | TITLE_TASK_HEADS | TITLE_STUDY_HEADS
    if head in heads or known_name(" ".join(opening)):
        return None
    stem = r"\s+".join(map(re.escape, opening[:-1] + [opening[-1].rstrip("s")]))
    # "Our influence-directed explanations approach this problem by ...": the paper's own too
    cue = re.compile(
        rf"(?:\bwe\s+(?:describe|present|introduce|propose)\s+(?:an?\s+)?|\bour\s+)"
        rf"({stem}s?)\b",
        re.I,
    )
    # a proposal of the same head already stands for it ("we build an alarm system to ..."):
    # the title names that one (:func:`find_indefinite_title_proposal`), "our X" adds none
    same_head = any(
        head in {singularize(word.lower()) for word in context.mentions[i].text.split()}
        for i in context.proposed
    )
    for sentence in context.sentences:
        match = cue.search(sentence.text)
        if match is None or not cites_none(sentence):
            continue
        if match.group().lower().startswith("our") and same_head:
            continue
        start, end = sentence.start + match.start(1), sentence.start + match.end(1)
        proposal = proposal_at(context, sentence, start, end, None, rule="proposes.title")
        return (sentence, proposal) if proposal is not None else None
    if context.proposed:
        return None
    # "we show how a simple iterative target augmentation scheme can ..." and later "Our scheme
    # views ...": the title's opening and a kind word, in a sentence the paper speaks in, and
    # that kind called the paper's own
    written = re.compile(rf"(?<![\w-])({stem}s?)\s+({_OWN_KINDS})s?\b", re.I)
    for sentence in context.sentences[lead_in(context) :]:
        match = written.search(sentence.text)
        if match is None or not cites_none(sentence) or not SUBJECT_WE.search(sentence.text):
            continue
        if not said_ours(context, match.group(2)):
            continue
        start, end = sentence.start + match.start(1), sentence.start + match.end()
        proposal = proposal_at(context, sentence, start, end, None, rule="proposes.title")
        return (sentence, proposal) if proposal is not None else None
    return None


# Kinds of a thing made that an abstract writes after a title's opening ("iterative target
# augmentation *scheme*") and calls its own ("our scheme").
_OWN_KINDS = "scheme|method|approach|framework|algorithm|technique|procedure|model|architecture"


def _named(mention: Mention, name: str) -> bool:
    """Whether a proposal is named: its words, or the short form defined for them when that is
    the title's name, hyphens and spaces aside ("a proximal-type stochastic gradient descent
    (Prox-SGD)" under "ProxSGD: ..."; not the "(NN)" of "a nearest-neighbor (NN) approach"
    under "PixelNN: ...")."""
    short = mention.short_form
    return looks_named(mention.text) or bool(
        short and re.fullmatch(loosely_joined(name), short, re.I)
    )


def _before(words: list[str], ends: frozenset[str]) -> list[str]:
    """The words before the first of ``ends``."""
    for at, word in enumerate(words):
        if word.lower() in ends:
            return words[:at]
    return words


def find_title_named_proposal(
    context: Context, title: str | None
) -> tuple[Sentence, Proposal] | None:
    """The paper's proposal named by its title, where the abstract does not use the name."""
    found = title_label(title)
    means = title_means_label(title) if found is None else None
    if found is None and means is None:
        return None
    name, coined = found or (means, False)
    if _used(context.text, name) or known_name(name) and not _own_known(name):
        return None
    sentence = _proposal_sentence(context, name, coined=coined)
    done = _means_done(context, name) if sentence is None and found is None else None
    sentence = sentence or (done[0] if done else None)
    if sentence is None:
        return None
    proposed = [i for i in context.inside(sentence) if i in context.proposed]
    if not coined and not _speaks_of(sentence.text, name.split()[-1]):
        return None
    by_mention = [i for i in proposed if not context.mentions[i].extractor.startswith("proposal")]
    # "we present a GAN-based framework" under "MisGAN: ...": a kind word after a known name
    # names nothing of the paper's own; the coined title names it
    kinds = [i for i in proposed if coined and _kind_of_known(context.mentions[i].text)]
    if any(_named(context.mentions[i], name) and i not in kinds or not coined for i in by_mention):
        return None  # named in the abstract ("we present a new metric, H-score"): it stays
    # "three model-independent methods"
    proposed = [i for i in proposed if i not in by_mention or i in kinds]
    if proposed:
        index = proposed[0]
        mention = context.mentions[index]
        cut = any(ch.isupper() for ch in mention.text.split()[0][1:]) and index not in kinds
        if cut or " " not in mention.text:
            return None  # a name cut as a phrase ("Our main contribution is Secret, ...")
        named = replace(mention, text=name, extractor=TITLE_ONLY, confidence=confidence.GIVEN_NAME)
        return sentence, Proposal(index, _RULE, confidence.PROPOSES_TITLE, mention=named)
    span = _phrase_span(context, sentence) or (done[1] if done else None)
    if span is None and coined and strongly_coined(name):
        # "we propose to ...", "our method is ...": the words that announce it
        own = _OUR_OWN.search(sentence.text)
        cue = WE_PROPOSE.search(sentence.text)
        at = (cue.start(2), cue.end(2)) if cue else own.span(own.lastgroup) if own else None
        speaker = SUBJECT_WE.search(sentence.text) if at is None else None
        at = speaker.span() if speaker else at  # "in this paper, we show ...": who speaks
        span = (sentence.start + at[0], sentence.start + at[1]) if at else None
    if span is None:
        return None
    etype = own_type(name)
    etype = etype if etype in _NAMED_TYPES else EntityType.METHOD
    mention = Mention(name, span[0], span[1], etype, TITLE_ONLY, confidence.GIVEN_NAME)
    return sentence, Proposal(
        len(context.mentions), _RULE, confidence.PROPOSES_TITLE, mention=mention
    )


# Heads of a thing a paper makes, beyond the types of head words ("A Learned *Representation*
# for X", "An *Ensemble* of X", "A Scalable Laplace *Approximation*").
_MADE_HEADS = (
    GENERIC_HEADS
    | BARE_HEADS
    | _MEANS_HEADS
    | frozenset(
        """representation ensemble approximation convolution agent policy prior measure
    benchmark dataset corpus library toolkit language simulator environment""".split()
    )
)
# Heads of a way of looking at a thing, not a thing made ("A Modern Take on X").
_VIEW_HEADS = frozenset("take perspective view look lens account picture".split())
# The most words of such a title.
_MAX_TITLE_WORDS = 14
# Heads of a thing a title without an article names as the paper's ("Residual Energy-Based
# *Models* for Text Generation", "Global Relational *Models* of Source Code"); not an activity's.
_BARE_THING_HEADS = frozenset(
    """network networks model models framework frameworks architecture architectures
    autoencoder autoencoders machine machines algorithm algorithms method methods approach
    approaches technique techniques module modules layer layers unit units mechanism
    mechanisms objective objectives loss losses kernel kernels prior priors encoder encoders
    decoder decoders transformer transformers estimator estimators sampler samplers""".split()
)
# Words that say what a bare generic head is for ("A Framework *for* X", "An Approach *to* X").
_PURPOSES = frozenset({"for", "to", "of"})
# What the abstract says of the thing as its own: "our / the proposed / this / the new <head>".
_OWN_THING = r"\b(?:our|proposed|this|new|novel)\s+(?:[\w-]+\s+){{0,3}}?{head}"
# Heads an abstract uses for the thing a title names with another ("Dual Memory *Network*":
# "our *model* consists of ...").
_HEAD_KIN = {
    head: ("network", "model", "architecture") for head in ("network", "model", "architecture")
}


def find_indefinite_title_proposal(
    context: Context, title: str | None
) -> tuple[Sentence, Proposal] | None:
    """The contribution a title names as one noun phrase of a thing made (:func:`title_thing`):
    where the abstract proposes nothing, the title's words, lowered, label it, and the evidence
    is the first sentence after the lead-in, citing no one, in which the paper speaks of that
    head as its own ("we implement a simulation framework", "our framework ..."); where the
    paper's one proposal is an unnamed phrase with that head, the title names it
    (:func:`_title_for_phrase`)."""
    found = title_thing(title)
    if found is None:
        return None
    name, head = found
    if context.proposed:
        return _title_for_phrase(context, name, head)
    heads = "|".join(re.escape(word) for word in _HEAD_KIN.get(head, (head,)))
    own = re.compile(_OWN_THING.format(head=f"(?:{heads})"), re.I)
    first = lead_in(context)
    for sentence in context.sentences[first:]:
        if not cites_none(sentence):
            continue
        speaks = SUBJECT_WE.search(sentence.text) or own.search(sentence.text)
        at = re.search(rf"(?<![\w-])(?:{heads})s?(?![\w-])", sentence.text, re.I)
        if speaks is None or at is None:
            continue
        start, end = sentence.start + at.start(), sentence.start + at.end()
        label = title_words(name, context.text)
        etype = own_type(label)
        etype = etype if etype in _NAMED_TYPES else EntityType.METHOD
        mention = Mention(label, start, end, etype, TITLE_ONLY, confidence.GIVEN_NAME)
        return sentence, Proposal(
            len(context.mentions), _RULE, confidence.PROPOSES_TITLE, mention=mention
        )
    return None


def _title_for_phrase(context: Context, name: str, head: str) -> tuple[Sentence, Proposal] | None:
    """The title's name in place of the paper's one unnamed proposal phrase with the same head
    ("framework for such networks with ReLU nonlinearity" under "A Theoretical Framework for
    Deep ReLU Networks"): the title says which thing the phrase only points at."""
    proposed = sorted(context.proposed)
    if len(proposed) != 1:
        return None
    index = proposed[0]
    mention = context.mentions[index]
    if not mention.extractor.startswith("proposal") or head not in mention.text.lower().split():
        return None
    sentence = sentence_at(context, mention.start, mention.end)
    if sentence is None:
        return None
    label = title_words(name, context.text)
    named = replace(mention, text=label, extractor=TITLE_ONLY, confidence=confidence.GIVEN_NAME)
    return sentence, Proposal(index, _RULE, confidence.PROPOSES_TITLE, mention=named)


def title_thing(title: str | None) -> tuple[str, str] | None:
    """A title (or, after its colon, a subtitle with "A" / "An") that is one noun phrase of a
    thing made, indefinite or a Title Case thing of its own (:func:`_bare_thing`), as (its
    words without the article and praise, its head word lowered), or None.

    >>> title_thing("A Scalable Risk-based Framework for Rigorous Vehicle Testing")
    ('Risk-based Framework for Rigorous Vehicle Testing', 'framework')
    >>> title_thing("A Closer Look at Few-shot Classification") is None
    True
    >>> title_thing("Beyond Sieves: A Gravel Sorting Framework for Rivers")
    ('Gravel Sorting Framework for Rivers', 'framework')
    """
    if not title or "?" in title:
        return None
    head_part, *rest = TITLE_HEAD.split(re.sub(r"\s+", " ", title.strip()), maxsplit=1)
    found = _phrase_thing(head_part)
    if found is None and rest and re.match(r"(?i)an? ", rest[0]):
        found = _phrase_thing(rest[0])  # "Beyond Lexical: A Semantic Retrieval Framework ..."
    return found


def _phrase_thing(part: str) -> tuple[str, str] | None:
    """:func:`title_thing` of one part of a title (before its colon, or the subtitle)."""
    words = [w.strip(",.;!\"'()") for w in part.split(" ")]
    words = [w for w in words if w]
    if len(words) < 3 or len(words) > _MAX_TITLE_WORDS:
        return None
    articled = words[0].lower() in {"a", "an"}
    words = words[1:] if articled else words
    if any(w.lower() in SENTENCE_WORDS for w in words) or all(w.isupper() for w in words):
        return None
    opening = _before(words, _OPENING_ENDS)
    if not opening or len(opening) > _MAX_NAME:
        return None
    head = opening[-1].lower()
    following = words[len(opening)].lower() if len(opening) < len(words) else ""
    if not articled and (following == "as" or not _bare_thing(opening, len(words))):
        return None  # "Deep Convolutional Networks as Gaussian Processes": a claim
    if head in TITLE_STUDY_HEADS | _VIEW_HEADS:
        return None
    if head not in _MADE_HEADS and (
        head in TASK_HEADS | TITLE_TASK_HEADS or head_type(head) not in _NAMED_TYPES
    ):
        return None  # "A Unified Treatment of X", "A New Task for X"
    plain = [w for w in opening if w.lower() not in EVALUATIVE]
    if len(plain) == 1 and head in GENERIC_HEADS | BARE_HEADS and following not in _PURPOSES:
        return None  # "A Comprehensive Method on Realistic Data": where, not what it is for
    if len(opening) == len(words) and (len(plain) < 3 or known_name(" ".join(plain))):
        # "A Generative Adversarial Network", "A Meta-Learning Framework": a known family or a
        # kind, nothing said of which one
        return None
    while len(words) > 1 and words[0].lower() in EVALUATIVE:
        words = words[1:]  # "A Simple, Efficient Sieve ...": praise names nothing
    return " ".join(words), head


def _bare_thing(opening: list[str], length: int) -> bool:
    """Whether a title's opening without an article names a thing of the paper's own: up to
    five Title Case words, a thing's head after two content words, no verb or gerund first,
    more words after it, and no known name or family once praise goes ("Bayesian Neural
    Networks for X" is a family used, "Tidal Models for X" a family)."""
    if not 2 <= len(opening) < length or not all(w[:1].isupper() for w in opening):
        return False
    if verb_like(opening[0]) or opening[0].lower().endswith("ing"):
        return False  # "Training Wide Networks ...", "Exploring Deep Models ..."
    if opening[-1].lower() not in _BARE_THING_HEADS:
        return False
    plain = [w for w in opening if w.lower() not in EVALUATIVE]
    # two content words before the head name a thing; one names a family ("Tidal Models")
    return len(plain) >= 3 and not known_name(" ".join(plain))


def _coined_name(words: list[str]) -> bool:
    """A name with capitals or digits inside a word ("KernelMix", "RTFM", "Doc2Dial"), or one
    word no dictionary has ("Bijectors.jl")."""
    inner = [w for w in words if any(ch.isupper() or ch.isdigit() for ch in w[1:])]
    if inner:
        # a known name with a word before it ("Better VAEs") is no coined name
        return not any(known_name(w) for w in inner)
    word = words[0].lower()
    return len(words) == 1 and not {word, singularize(word)} & load_lexicon().keys()


def strongly_coined(name: str) -> bool:
    """A coined name by its letters, not by Title Case hyphens ("One-Bit Recovery" is none):
    a part with capitals or digits inside ("KernelMix", "DS-VIC", "Doc2Dial"), a one-letter
    part ("Q-Learner"), or one word no dictionary has ("Zorblet").

    >>> [strongly_coined(n) for n in ("DS-VIC", "Q-Reach", "Robust One-Bit Recovery", "Zorblet")]
    [True, True, False, True]
    """
    parts = [p for w in name.split() for p in re.split(r"[-_/]", w) if p]
    if any(len(p) == 1 or any(ch.isupper() or ch.isdigit() for ch in p[1:]) for p in parts):
        return True
    return len(name.split()) == 1 and _coined_name(name.split())


# What a known name before a kind word may carry ("GAN-based", "Transformer-style").
_KNOWN_MODIFIER = re.compile(
    rf"-(?:{'|'.join((*DESCRIBING_SUFFIXES, 'guided', 'powered'))})$", re.I
)
# Words that open a kind's complement ("GAN-based framework | for learning from ...").
_COMPLEMENT_OPENERS = frozenset("for of to with that which in on from".split())


def _own_known(word: str) -> bool:
    """A one-word name in capitals or with capitals inside that the gazetteer knows as a method
    or a model ("DARTS", "ALBERT"): set before a title's colon, the paper that made it (a
    name the gazetteer knows as an environment or a concept, "SUMO", "CoT", may be another
    thing of the same name)."""
    if not any(ch.isupper() for ch in word[1:]):
        return False
    entry = load_gazetteer().lookup(word)
    return entry is not None and entry.type in (EntityType.METHOD, EntityType.MODEL)


def _kind_of_known(text: str) -> bool:
    """A kind word after known names only ("GAN-based framework", "CNN architecture"): no name.

    >>> _kind_of_known("GAN-based framework"), _kind_of_known("Zorb-based framework")
    (True, False)
    """
    words = text.split()
    # "GAN-based framework for learning from ...": the kind before its complement
    cut = next((k for k, w in enumerate(words) if w.lower() in _COMPLEMENT_OPENERS), len(words))
    words = words[:cut]
    if len(words) < 2 or singularize(words[-1].lower()) not in GENERIC_HEADS | BARE_HEADS:
        return False
    named = [_KNOWN_MODIFIER.sub("", w) for w in words[:-1] if looks_named(w)]
    return bool(named) and all(known_name(w) for w in named)


def verb_like(word: str) -> bool:
    """A title opening with a gerund or a verb ("Searching ...", "Diagnosing ...")."""
    lower = word.lower()
    return lower.endswith("ing") and len(lower) > 5 or word_class(lower, load_lexicon()) == "V"


def _plural(word: str) -> bool:
    return word.endswith("s") and not word.endswith(("ss", "us", "is"))


def _stem(word: str) -> str:
    lower = word.lower()
    for ending in _ENDINGS:
        if lower.endswith(ending) and len(lower) - len(ending) >= _MIN_STEM:
            return lower[: -len(ending)]
    return lower


def _speaks_of(text: str, head: str) -> bool:
    """Whether a sentence has a word of the title opening's head ("hashing", "normalize")."""
    stem = _stem(head)
    return len(stem) >= _MIN_STEM and any(_stem(w) == stem for w in re.findall(r"[A-Za-z]+", text))


def _used(text: str, name: str) -> bool:
    """Whether the abstract writes the name (then the rules of the abstract's names decide);
    a link to the code ("github.com/kelp/AtomNAS") is no use of it."""
    return bool(re.search(rf"(?<![\w/-]){re.escape(name)}(?![\w-])", text, re.I))


def _proposal_sentence(context: Context, name: str, *, coined: bool) -> Sentence | None:
    """The first sentence after the lead-in where the paper states a proposal of its own (for
    a ``coined`` name also "our method is ...", "we study X and formulate Y")."""
    first = lead_in(context)
    for sentence in context.sentences[first:]:
        if not cites_none(sentence):
            continue
        inside = context.inside(sentence)
        if any(i in context.proposed for i in inside) or WE_PROPOSE.search(sentence.text):
            return sentence
    if not coined or not strongly_coined(name):
        return None
    # a coined name is the paper's: a proposal stated in other words names it too, else the
    # first sentence where the paper speaks of its work ("in this paper, we show that ...")
    return next(
        (s for s in context.sentences[first:] if _OUR_OWN.search(s.text) and cites_none(s)),
        None,
    ) or next(
        (s for s in context.sentences[first:] if SUBJECT_WE.search(s.text) and cites_none(s)),
        None,
    )


def _means_done(context: Context, name: str) -> tuple[Sentence, tuple[int, int]] | None:
    """Where a paper that states no proposal does the title's means ("... with Latent
    Consistency Distillation" over "We distill a pretrained video diffusion model into ...",
    "... via Verifier-Guided Noise Search" over "we study how to ... by searching over
    initial noises", "... Regularization" over "we suggest a regularization scheme"): the
    first sentence after the lead-in in which "we" do it, and the word that says so; not one
    that only speaks of such things ("achieved by generative priors")."""
    head = name.split()[-1].lower()
    stem = _stem(head)
    if len(stem) < _MIN_STEM or context.proposed:
        return None
    for sentence in context.sentences[lead_in(context) :]:
        if not cites_none(sentence) or not SUBJECT_WE.search(sentence.text):
            continue
        for word in re.finditer(r"[A-Za-z]+", sentence.text):
            # a verb of the head ("distill", "searching"), not the noun itself ("priors"):
            # the paper does the means there, not only speaks of one
            lower = word.group().lower()
            if _stem(lower) != stem:
                continue
            before = sentence.text[max(0, word.start() - 30) : word.start()]
            if lower not in (head, head + "s", head + "es") or _ONE_OF_OURS.search(before):
                return sentence, (sentence.start + word.start(), sentence.start + word.end())
    return None


# "we suggest *a* regularization scheme", "*our* reparameterization": the noun of the means
# introduced as one of the paper's.
_ONE_OF_OURS = re.compile(r"\b(?:a|an|our)\s+(?:[\w-]+\s+){0,2}$", re.I)


def cites_none(sentence: Sentence, *, prior_work: bool = True) -> bool:
    """Whether a sentence cites no one: no author-year citation and (``prior_work``) no words
    for prior work ("existing methods")."""
    return not (CITATION.search(sentence.text) or prior_work and PRIOR_WORK.search(sentence.text))


def _phrase_span(context: Context, sentence: Sentence) -> tuple[int, int] | None:
    """The words the proposal cue names ("a more flexible approach"), by offsets."""
    cue = WE_PROPOSE.search(sentence.text)
    if cue is None:
        return None
    tokens = [t for t in context.tokens(sentence) if t.idx >= sentence.start + cue.end()]
    words = []
    for token in tokens[:_PHRASE_TOKENS]:
        if token.is_punct or token.lower_ in _PHRASE_STOPS:
            break
        if not words and token.lower_ in DETERMINERS:
            continue
        words.append(token)
    lexicon = load_lexicon()
    nouns = [i for i, t in enumerate(words) if word_class(t.text.lower(), lexicon) == "N"]
    if not nouns:
        return None
    last = words[nouns[-1]]
    return words[0].idx, last.idx + len(last.text)
