"""``proposes``: what the paper says it introduces, sentence by sentence.

* "we propose / introduce / present ... X", "this work introduces X" (a strong cue; a weak one,
  "we provide X", only when no strong cue found anything);
* "X is proposed", "... called X", "a hybrid network (TricorNet)";
* names given without a cue verb (the title's, "we call it X", a definition): :mod:`.named`;
* with no name in the object, the noun phrase itself ("a pi-invariant test-time projection"),
  see :mod:`kg.extract.relations.contributions`.

The finders return :class:`Proposal` values; :func:`apply_proposals` turns them into edges and
the mentions they change. A proposal then spreads (:mod:`kg.extract.relations.spread`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from spacy.tokens import Doc, Span

from kg.extract.name_types import head_type
from kg.extract.relations import confidence, contributions
from kg.extract.relations.complements import OBJECT_OPENERS
from kg.extract.relations.context import Context, Sentence
from kg.extract.relations.contributions import contribution_type, noun_phrase, phrase_head
from kg.extract.relations.coordination import (
    FIRST_ENUMERATOR,
    appositive_name,
    coordinated_names,
    coordinated_phrase,
    counted_colon,
    items_after_colon,
    looks_named,
    name_after,
    name_after_kind,
    named_objects,
    names_at_steps,
    parenthesised_name,
    parenthesised_names,
    second_cue,
)
from kg.extract.relations.fallback import (
    between_pair_end,
    cut_phrase,
    domain_end,
    fallback_label,
    is_modifier,
    relational_cut,
    relative_end,
)
from kg.extract.relations.framing import (
    FORMULATION,
    achieved_means,
    formulates,
    formulation_mention,
)
from kg.extract.relations.intents import (
    gerund_verb,
    intended_verb,
    intent_mention,
    means_mention,
    puts_new_to_use,
    verb_only,
)
from kg.extract.relations.own_names import known_name
from kg.extract.relations.unnamed import (
    LIST_COUNTS,
    in_complement,
    listed_items,
    participle_clause,
    passive_phrase,
    phrase_past,
)
from kg.extract.relations.vague import names_something
from kg.lexicon.cues import (
    BACKGROUND,
    CLASS_WORDS,
    CONTRIBUTION_VERBS,
    CONTRIBUTIONS_BEFORE,
    EVALUATIVE,
    GENERIC_HEADS,
    NAMING,
    NEGATION,
    NOT_CONTRIBUTIONS,
    PASSIVE_CUES,
    PHRASE_BREAKS,
    PRIOR_WORK,
    REPORTING,
    STRONG_CUES,
    SUBJECT_BREAKS,
    SUBJECT_WE,
    WEAK_CUES,
)
from kg.lexicon.task_cues import TITLE_STUDY_HEADS
from kg.lexicon.wordclass import is_participle, load_lexicon, word_class
from kg.lexicon.words import GENERIC_FAMILIES, KIND_HEADS
from kg.text import singularize
from kg.types import QUOTED_NAME_EXTRACTOR, EntityType, Mention

__all__ = [
    "CITATION",
    "Proposal",
    "find_proposals",
    "told_as_others",
]

# How far before a cue verb its subject ("we", "this paper") may be, in characters.
_SUBJECT_WINDOW = 40
# An opening clause up to the comma before the paper's subject ("Given X (Y, 2012), we"), and
# the words that open one of the setting or the motive, not of the thing cited ("As in [4]").
_OPENING_CLAUSE = re.compile(r"^[^;:]*,\s*(?=(?:we|in this (?:work|paper))\b)", re.I)
_SETTING_OPENERS = frozenset(
    """given building inspired motivated since while whereas although though because despite
    unlike to""".split()
)
# How far after a cue verb a naming word ("called") may be, in tokens.
_NAMING_WINDOW = 40
# How far after a cue verb ", known as X" may name its object, in tokens (further on it names
# someone else's: "extending prior work on a method known as X").
_KNOWN_AS_WINDOW = 6
# What may stand between a naming word and the name ("dubbed *the* isotropic loss", "called 'X'",
# "termed *as* X").
_NAME_GAP = re.compile(r"\s*(?:as\s+)?(?:the\s+)?[\"'\u201c\u2018`]*", re.I)
# What may stand between a naming word and the name it gives: "named as the Q-Layer",
# "namely, X", "namely -- X", "namely (i) X, (ii) Y", quotes, two words at most of a name the
# mentions cut ("called the crude | greedy scheme").
_NAMING_GAP = re.compile(
    r"\s*(?:[,:\u2013\u2014]|-{1,2})?\s*(?:as\s+)?(?:the\s+)?"
    r"(?:\(?(?:i{1,3}|iv|v|vi|\d|[a-e])\)\s*)?[\"'\u201c\u2018`]*(?-i:[a-z]+\s+){0,2}",
    re.I,
)
# A quoted name right after a naming word ('called "procedures"', "dubbed ``mix-review''"): one
# to four words.
_QUOTED_NAME = re.compile(
    r"\s*(?:as\s+)?(?:the\s+)?(?:\"|\u201c|``|`|')([A-Za-z0-9][\w-]*(?: [\w-]+){0,3})(?:\"|\u201d|''|')(?!\w)"
)
# A citation in the sentence: what it proposes is prior work.
CITATION = re.compile(
    r"et al\.|\(\s*(?:19|20)\d\d\s*\)|\[\d+\]|\([A-Z][^()]{0,60}?,?\s(?:19|20)\d\d[a-z]?\s*\)"
)
_BE = frozenset({"is", "are", "was", "were"})
_PRONOUNS = frozenset({"it", "this", "that"})
# Passive verbs that announce a contribution whatever its words; "designed" / "developed"
# announce one only for a name ("a set of pairs is designed" describes a step).
_PROPOSING = frozenset({"proposed", "introduced", "presented"})
_PLURAL_BE = frozenset({"are", "were"})
# A passive cue in the past tense tells of others' work unless the sentence says it is this
# paper's ("in this study, a model was developed").
_PAST_BE = frozenset({"was", "were"})
_THIS_WORK = re.compile(
    r"\b(?:(?:this|our|the\s+present)\s+(?:paper|work|study|article|research)|here(?:in)?|we)\b",
    re.I,
)
# A sentence that opens on the paper itself ("In this paper, | a X is developed").
_IN_THIS_PAPER = re.compile(
    r"\s*(?:in\s+this\s+(?:paper|work|study|article)|here)\s*,\s*(?:a|an)\s", re.I
)
_PAST_PASSIVE = re.compile(
    r"\b(?:was|were)\s+(?:(?:recently|first|originally)\s+)?"
    r"(?:proposed|introduced|presented|developed|designed)\b",
    re.I,
)


def told_as_others(text: str) -> bool:
    """Whether a sentence tells of a contribution in the past passive, not as this paper's
    ("Recently, a novel approach called X was proposed which ...")."""
    return _PAST_PASSIVE.search(text) is not None and _THIS_WORK.search(text) is None


# Heads of a made thing: an indefinite one "is designed / developed" is made here ("a two-stage
# training scheme is designed to ..."), not a step ("a set of pairs is designed").
_MADE_HEADS = KIND_HEADS | frozenset({"loss", "objective", "regularizer", "layer", "module"})
# Determiners of a thing already spoken of: what follows them is not introduced here.
_DEFINITE = frozenset({"the", "our", "this", "these", "those", "its", "their", "such"})
# Determiners before a cue's word that make it a noun ("the design choice").
_NOUN_DETERMINERS = frozenset({"the", "a", "an", "our", "this", "these", "its", "their"})
# Words before "proposed" / "developed" that make it an adjective ("our proposed method").
_ATTRIBUTIVE = frozenset({"our", "the", "this", "these", "newly", "recently"})
# A proposal's noun phrase going on a few plain words after its name ("with correlated
# policies"), then the coined name it is given in parentheses.
_CLOSING_NAME = re.compile(
    r"\s+(?:with|for|of|on|in|via|using)(?:\s+[\w-]+){1,3}\s*\(([^()\s,;]{2,30})\)"
)
# Capitals inside a word or digits: a coined name ("CoDAIL", "Seq2Graph").
_COINED = re.compile(r"\w[A-Z]|\d")
# Heads of what a weak cue gives that is a finding ("upper bounds"): a thing of the paper's only
# with what it is of ("upper bounds on the number of weights"). A theorem is one of its own
# ("we prove the expressive power theorem").
_RESULT_HEADS = frozenset(
    """answer answers condition conditions bound bounds guarantee guarantees rate rates
    explanation explanations analysis analyses connection connections link links justification
    scaling estimate estimates counterexample counterexamples""".split()
)
_THEOREMS = frozenset({"theorem", "theorems"})
# Heads of a thing made that "we describe" may announce.
_MADE_HEADS = frozenset(
    """method approach technique algorithm framework model system tool toolkit library
    architecture network module mechanism procedure scheme strategy pipeline loss objective
    estimator regularizer metric benchmark dataset corpus simulator environment agent policy
    layer unit encoder decoder classifier parser tagger generator detector""".split()
)
# Words of others' work before a weak cue's head ("we describe a well-known X").
_PRIOR = frozenset(
    "well-known existing standard classic classical conventional popular traditional".split()
)
# Heads of a study or of what it yields, never a thing of the paper's ("extensive simulations
# for ...", "a series of ablation studies").
_STUDY_HEADS = frozenset(
    """test tests simulation simulations study studies search searches step steps access
    knowledge output outputs information interpretation interpretations evidence insight
    insights experiment experiments property properties""".split()
)
# The first item of an enumeration ("(i) ", "(1) ", "a) ") and the mark before each next one.
_NEXT_ENUMERATOR = r"\(?(?:ii|iii|iv|v|vi|[2-6]|[b-f])\)"
_FIRST_ITEM = re.compile(FIRST_ENUMERATOR + r"\s*$")
_NEXT_ITEM = re.compile(r"\s*(?:,\s*and|,|and|;)?\s*" + _NEXT_ENUMERATOR + r"\s*")
_MAX_ITEMS = 5
# "namely (i) X": an enumerator between a naming word and a phrase it names.
_ENUMERATOR_GAP = re.compile(r"\s*[,:]?\s*" + FIRST_ENUMERATOR + r"\s*")
# Prepositions that open a finding's complement, and the most words it may have.
_COMPLEMENT_PREPOSITIONS = frozenset({"for", "on", "of"})
_COMPLEMENT_TOKENS = 6
# A complement that says what a finding is of ("bounds *on* the error", "link *between* ...").
_COMPLEMENT = re.compile(r"\b(?:on|of|for|between|to|in|that|which)\b", re.I)
# Prepositions after a predicate adjective ("useful for", "robust to", "competitive with").
_ADJECTIVE_PREPOSITIONS = frozenset({"for", "to", "in", "at", "on", "with", "against"})
# "we show that ...", "we propose to ...": a clause, not a contribution.
_CLAUSE_OBJECTS = frozenset({"that", "to", "how", "whether", "it"})


@dataclass(frozen=True)
class Proposal:
    """The paper proposes mention ``index`` (in the sentence the finder read).

    Attributes:
        index: The mention proposed.
        rule: Which rule found it (``proposes.cue``, ``proposes.passive``, ...).
        confidence: The edge's confidence.
        head: The type the words around the name announce ("a new *benchmark*, called X").
        mention: A mention the rule found itself, put at ``index``: appended when ``index`` is
            past the end, else in place of the mentions its words swallowed.
        concept: The name is one the paper gives a phenomenon or a property ("we term this
            phenomenon X"): a concept, no thing made.
    """

    index: int
    rule: str
    confidence: float
    head: EntityType | None = None
    mention: Mention | None = None
    concept: bool = False


def _made_subject(doc: Doc, begin: int, be: int, subject: Mention) -> bool:
    """Whether the passive's subject is a made thing the sentence opens with, indefinite and in
    the present ("A one-step distribution imitation method is designed to ..."): the words
    before ``be`` are an article and the subject, whose head is a :data:`_MADE_HEADS` word."""
    if doc[be].lower_ not in {"is", "are"} or doc[begin].lower_ not in {"a", "an"}:
        return False
    words = subject.text.lower().split()
    opening = doc[begin + 1].idx if begin + 1 < be else -1
    return (
        subject.start == opening
        and subject.end == doc[be - 1].idx + len(doc[be - 1].text)
        and len(words) >= 2
        and singularize(words[-1]) in _MADE_HEADS
    )


def find_proposals(
    context: Context, sentence: Sentence, *, weak: bool = False
) -> tuple[Proposal, ...]:
    """Proposals cued in a sentence: passive ones, then the object of the first cue verb."""
    if sentence.text.rstrip(" \"'\u201d)").endswith("?"):
        return ()  # "How do we build richer models?": a question proposes nothing
    tokens = context.tokens(sentence)
    cue = WEAK_CUES if weak else STRONG_CUES
    mentions = context.mentions
    inside = list(context.inside(sentence))
    found: list[Proposal] = []
    resume = tokens.start  # after a formulation, the next cue coordinated with it
    for token in tokens:
        if token.i < resume:
            continue
        lower = token.lower_
        if (
            PASSIVE_CUES.match(lower)
            and token.i > tokens.start
            and token.nbor(-1).lower_ in _BE
            and not weak
        ):
            before = [i for i in inside if mentions[i].end <= token.nbor(-1).idx]
            said = context.text[sentence.start : token.idx]
            if CITATION.search(sentence.text) or PRIOR_WORK.search(said):
                continue  # "in previous work, X was developed": others' work
            if token.nbor(-1).lower_ in _PAST_BE and told_as_others(sentence.text):
                continue  # "the so-called X was proposed": others' work, told in the past
            if lower == "presented" and token.i + 1 < tokens.end and token.nbor(1).lower_ == "with":
                continue  # "the learner is presented with a sequence of tasks": given one
            if token.i - 2 >= tokens.start and token.nbor(-2).lower_ in ("it", "they"):
                continue  # "the manner in which it is presented": a pronoun's, no name's
            if before:
                subject = mentions[before[-1]]
                phrase = (
                    passive_phrase(context.doc, tokens.start, token.i - 1, subject)
                    if lower in _PROPOSING
                    else None
                )
                if phrase is not None:  # "a novel regularizer for X is introduced"
                    whole = _phrase_mention(context, phrase)
                    mentions, index = (*mentions, whole), len(mentions)
                    inside.append(index)
                    rule, score = "proposes.passive", confidence.PROPOSES_PASSIVE
                    found.append(Proposal(index, rule, score, mention=whole))
                    continue
                # "RNNs are designed to ...": what a known thing is for, not a proposal
                known = subject.canonical is not None or token.nbor(-1).lower_ in _PLURAL_BE
                # "a novel sorter for wet beds is proposed": the beds are not what is proposed
                held = in_complement(context.doc, tokens.start, token.i - 1, subject) is not None
                if (
                    not known
                    and not held
                    and (
                        lower in _PROPOSING
                        or looks_named(subject.text)
                        or _made_subject(context.doc, tokens.start, token.i - 1, subject)
                        # "In this paper, a deep boosting algorithm is developed to ...": the
                        # paper says the thing is its own
                        or _IN_THIS_PAPER.match(said) is not None
                    )
                ):
                    proposal = Proposal(before[-1], "proposes.passive", confidence.PROPOSES_PASSIVE)
                    found.append(proposal)
                continue
            # "Meerkat-vp is proposed to ...": the capitalised word before the verb
            subject = token.nbor(-2) if token.i - 2 >= tokens.start else None
            if subject is None or not subject.text[:1].isupper() or subject.lower_ in _PRONOUNS:
                continue
            if subject.i == tokens.start and _common_word(subject):
                continue  # "Results are presented on ...": a sentence's capital, no name
            name = Mention(
                subject.text,
                subject.idx,
                subject.idx + len(subject.text),
                EntityType.METHOD,
                "name.passive",
                confidence.PASSIVE_NAME,
            )
            index = len(mentions)
            mentions = (*mentions, name)
            inside.append(index)
            found.append(
                Proposal(index, "proposes.passive", confidence.PROPOSES_PASSIVE, mention=name)
            )
            continue
        if not weak and _speaks(context, sentence, token):
            framed = _framed(context, mentions, inside, token, tokens.end)
            if framed and framed[0].rule != FORMULATION:
                # "in this paper, X is achieved by Y"
                found += framed
                break
            if framed or formulates(context.doc, token, tokens.end):
                # "we formulate X as Y": no thing made (its words a mention, if whole); a second
                # cue of the sentence is read as any ("... and propose Z"), not a word of X
                # ("the proposal generation problem")
                found += framed
                mentions = (*mentions, *(p.mention for p in framed if p.mention))
                second = second_cue(tokens, token.i + 1, cue)
                resume = second - 1 if second is not None else tokens.end
                continue
        if (
            not weak
            and lower in CONTRIBUTION_VERBS
            and CONTRIBUTIONS_BEFORE.search(context.text, sentence.start, token.idx)
            and not CITATION.search(sentence.text)
        ):
            # "our contributions are: (1) a new X, (2) ...": each listed item
            for first, stop in listed_items(context.doc, token.i + 1, tokens.end):
                if _clause_item(context.doc, first, stop):
                    continue  # "(2) On COCO, we improve ...": a clause, no thing listed
                objects = _proposal_object(context, mentions, inside, first, stop, weak=False)
                objects = tuple(p for p in objects if not _known(mentions, p))
                added = tuple(p.mention for p in objects if p.mention and p.index >= len(mentions))
                found += objects
                mentions = (*mentions, *added)
            break
        put_forward = (  # "we put forward / forth a watermark ...": a cue of two words
            not weak
            and lower in ("put", "puts")
            and token.i + 1 < tokens.end
            and token.nbor(1).lower_ in _PUT_PARTICLES
        )
        # "built-in", "present-day": a hyphenated word is no cue verb
        cued = cue.match(lower) is not None and "-" not in lower
        # "we collect a new dataset of 12,000 kelp images": a verb of gathering data cues the
        # data it makes
        cued = cued or not weak and _collects_data(tokens, token.i)
        if not (cued or put_forward or not weak and _announces_new(tokens, token.i)):
            continue
        if cued and token.i > tokens.start and token.nbor(-1).lower_ in _NOUN_DETERMINERS:
            continue  # "we justify the design choice of X": a noun after "the", no cue verb
        if (
            lower.startswith("contribut")
            and token.i + 1 < tokens.end
            and token.nbor(1).lower_ in _CONTRIBUTED_TO
        ):
            # "we contribute to X by introducing Y", "we contribute in both directions: we
            # propose Y": where the paper helps, the cue comes later
            continue
        if lower.endswith("ed") and weak:
            continue
        if (
            lower.endswith("ed")
            and token.i > tokens.start
            and token.nbor(-1).lower_ in _ATTRIBUTIVE
        ):
            continue  # "we evaluate our proposed method": an adjective, no cue
        prefix = context.text[sentence.start : token.idx]
        # "we study X ... and propose Y": a coordinated verb shares the sentence's subject
        coordinated = token.i > tokens.start and token.nbor(-1).lower_ == "and"
        # "... and empirically derive X": an adverb between them; "we formalize X, then
        # present Y": "then" after a comma or "and"
        if not coordinated and token.i - 1 > tokens.start:
            between, before = token.nbor(-1).lower_, token.nbor(-2).lower_
            adverb = between.endswith("ly") and before == "and"
            coordinated = adverb or between == "then" and before in ("and", ",")
        # "we advance this line of research by proposing X": the sentence's subject does it
        by_doing = (
            token.i > tokens.start
            and token.nbor(-1).lower_ == "by"
            and _ANNOUNCING.match(lower) is not None
        )
        # "we exploit X to develop a new framework": what the sentence's subject does it for
        infinitive = (
            token.i - 1 > tokens.start
            and token.nbor(-1).lower_ == "to"
            and token.nbor(-2).lower_ not in _NO_PURPOSE
        )
        purpose = infinitive and _PURPOSE_CUES.match(lower) is not None
        # "we utilize X to construct a simple model, FooNet (FN), ...": a step of the work
        # ("to construct a similarity graph") unless it names what it makes
        named_purpose = infinitive and not purpose and _NAMED_PURPOSE_CUES.match(lower) is not None
        purpose = purpose or named_purpose
        near = SUBJECT_WE.search(prefix[-_SUBJECT_WINDOW:]) is not None
        window = (
            len(prefix) if coordinated or by_doing or (purpose and not near) else _SUBJECT_WINDOW
        )
        subject = SUBJECT_WE.search(prefix[-window:])
        if subject is None or _cites(prefix):
            continue
        if (
            subject.group(0).lower().endswith("us to")
            and not _introduces_one(tokens, token.i)
            and not lower.startswith(("propos", "introduc"))
        ):
            # "this allows us to construct confidence regions": no new thing named ("this
            # inspires us to propose the X loss" names one)
            continue
        between = context.doc.char_span(
            token.idx - len(prefix[-window:]) + subject.end(),
            token.idx,
            alignment_mode="expand",
        )
        # "we show that X induces a bias and propose Y": a verb in its base form after "and"
        # agrees with "we", not with what the "that" clause speaks of
        breaks = NEGATION if coordinated and lower.isalpha() and _base_form(lower) else None
        breaks = breaks or NEGATION | SUBJECT_BREAKS
        if between is not None and any(t.lower_ in breaks for t in between):
            continue  # "we do not provide ...", "we show that such a setup provides ..."
        if REPORTING.match(lower) and token.i + 1 < tokens.end and token.nbor(1).lower_ == "the":
            continue  # "we derive the optimal policy", "we describe the structure of X": a finding
        verb = (
            intended_verb(context.doc, token.i, tokens.end) if lower.startswith("propos") else None
        )
        if verb is not None:  # "we propose to constrain X ...": a way of doing, unnamed
            found += _intended(context, mentions, verb, tokens.end)
            found += _new_put_to_use(context, mentions, inside, verb, tokens.end, weak=weak)
            break
        doing = gerund_verb(context.doc, token.i, tokens.end) if lower in _PROPOSE else None
        if doing is not None:  # "we propose splitting X ...": the same, in a gerund
            intended = _intended(context, mentions, doing[0], tokens.end, base=doing[1])
            intended += _new_put_to_use(
                context, mentions, inside, doing[0], tokens.end, weak=weak, base=doing[1]
            )
            if intended:
                found += intended
                break
        first = _past_adverbial(context.doc, token.i + 1, tokens.end)
        if not weak and _enumerates(context.doc, first, tokens.end):
            # "we propose (1) a routing objective ..., (2) a kernel ...": each listed item
            for begin, stop in listed_items(context.doc, first, tokens.end):
                if _clause_item(context.doc, begin, stop):
                    continue
                objects = _proposal_object(context, mentions, inside, begin, stop, weak=weak)
                added = tuple(p.mention for p in objects if p.mention and p.index >= len(mentions))
                found += objects
                mentions = (*mentions, *added)
            break
        objects = _proposal_object(context, mentions, inside, first, tokens.end, weak=weak)
        if not objects and _coordinated_verb(context.doc, token.i + 1, tokens.end):
            # "we propose and evaluate X": X is the object of both verbs
            objects = _proposal_object(
                context, mentions, inside, token.i + 3, tokens.end, weak=weak
            )
        if first < tokens.end and _TERM_OBJECT.match(context.text, context.doc[first].idx):
            # "we introduce the term self-induced distributional shift (SIDS) to describe this
            # phenomenon": a word for what the paper observes, a concept, no thing made
            objects = tuple(replace(p, concept=True) for p in objects)
        if named_purpose and not near:
            objects = tuple(p for p in objects if p.rule == "proposes.named")
        if REPORTING.match(lower):
            # "we describe three self-supervised learning tasks": a known name is not proposed
            objects = tuple(p for p in objects if not _known(mentions, p))
        if weak and lower.startswith("describ"):
            # "this paper describes three capabilities recently added to X": only a thing made
            objects = tuple(p for p in objects if _made_thing(p, mentions))
        found += objects
        # "we propose a setup ..., and extend it with a co-attentional layer": one more
        second = second_cue(tokens, token.i + 1, cue)
        if second is not None:
            found += _proposal_object(context, mentions, inside, second, tokens.end, weak=weak)
        break
    if weak:
        # "we provide exact conditions", "we conduct extensive simulations": a finding or a
        # study of the paper, no thing a reader would look up
        found = [p for p in found if not _bare_result((p.mention or mentions[p.index]).text)]
    return tuple(found)


# A cue verb's object that is a word for something ("we introduce the term X"; not "the
# concept of X" or "the notion of X": as often a thing made, "the concept of decision gates").
_TERM_OBJECT = re.compile(r"the\s+(?:new\s+)?term\s", re.I)
# Words that open a listed item that is a clause, not a thing ("(2) On COCO, we improve ...",
# "(1) We propose X").
_CLAUSE_OPENERS = frozenset(
    "on in for with by at from to we our this it they these using through".split()
)


def _clause_item(doc: Doc, first: int, stop: int) -> bool:
    """Whether an enumerated item (tokens ``first:stop``) opens as a clause or an adverbial."""
    return first < stop and doc[first].lower_ in _CLAUSE_OPENERS


def _enumerates(doc: Doc, first: int, last: int) -> bool:
    """Whether a cue's object opens with a list's first enumerator ("(1)", "(i)", "(a)"), or
    counts the things it lists after a colon ("two innovations: (i) ...")."""
    if first < last and doc[first].lower_ in LIST_COUNTS:
        colon = next(
            (k for k in range(first + 1, min(last, first + 5)) if doc[k].text == ":"), None
        )
        if colon is not None:
            first = colon + 1
    return (
        first + 2 < last
        and doc[first].text == "("
        and doc[first + 1].lower_ in ("1", "i", "a")
        and doc[first + 2].text == ")"
    )


# Words after "contribute" that say where, not what ("we contribute to X", "in both ways").
_CONTRIBUTED_TO = frozenset("to in towards toward on".split())


def _describes_after(doc: Doc, k: int, last: int) -> bool:
    """Whether token ``k`` is "namely" opening a description with an article ("X,
    namely a one-step policy ..."): a name takes no article, so what was named comes before."""
    return (
        doc[k].lower_ == "namely"
        and k + 1 < last
        and doc[k + 1].lower_ in {"a", "an"}
        and k > 0
        and doc[k - 1].text == ","
    )


def _capitalised_before_known(
    context: Context, mentions: Sequence[Mention], inside: Sequence[int], first: int, last: int
) -> tuple[int, Mention] | None:
    """A cue's object written as one capitalised name whose last words are a known name
    ("Related Memory Network", "Guided Zorb Search"): the known name's mention and the whole
    name that takes its place, or None."""
    doc = context.doc
    k = first
    while k < last and doc[k].lower_ in {"a", "an", "the"}:
        k += 1
    start = k
    while k < last and k - start < _MAX_NAME_PREFIX and _title_word(doc[k].text):
        known = next(
            (
                i
                for i in inside
                if mentions[i].start == doc[k].idx and mentions[i].canonical is not None
            ),
            None,
        )
        if known is not None:
            if k == start or not all(map(_title_word, mentions[known].text.split())):
                return None
            mention = mentions[known]
            end = mention.end
            if end < len(context.text) and (
                context.text[end].isalnum() or context.text[end] == "-"
            ):
                return None
            text = context.text[doc[start].idx : end]
            whole = Mention(text, doc[start].idx, end, mention.type, "name", confidence.PHRASE)
            return known, whole
        k += 1
    return None


# The most capitalised words before a known name in one longer name.
_MAX_NAME_PREFIX = 3


def _named_after_description(
    doc: Doc, mentions: Sequence[Mention], inside: Sequence[int], first: int, index: int, last: int
) -> int | None:
    """ "we propose a simple decoding intervention, co-occurrence penalized decoding, that
    ...", "a lightweight scorer, HaloNet, which ...": a name set off by commas right after an
    indefinite description the cue introduces (:func:`appositive_name`); not after a known
    thing ("a transformer, BERT, ...")."""
    span = _tokens_of(doc, mentions[index])
    if mentions[index].canonical is not None or span.end >= last or doc[span.end].text != ",":
        return None
    if not any(t.lower_ in {"a", "an"} for t in doc[first : span.start]):
        return None
    return appositive_name(doc, mentions, inside, span.end, last, proposed=True)


# What may follow a name set right after its class word: the clause's end or what it is for.
_AFTER_CLASS_NAME = frozenset(", . ; : ( which that based to for with by using built".split())


def _named_after_class(
    doc: Doc, mentions: Sequence[Mention], inside: Sequence[int], first: int, index: int, last: int
) -> int | None:
    """ "we propose a novel HRL framework TAIC, which ...", "a robust edge detection approach
    Robust Canny based on X": a name in capitals set right after the class word of an
    indefinite description the cue introduces, without a comma; not a known name, nor a name
    that runs on ("a GAN framework Wasserstein distance ...")."""
    if not any(
        t.lower_ in {"a", "an"} for t in doc[first : _tokens_of(doc, mentions[index]).start]
    ):
        return None
    k = _tokens_of(doc, mentions[index]).end
    if k < last and doc[k].text == "(":  # "a novel Zorb (ZB) framework ZorbNet"
        while k < last and doc[k].text != ")":
            k += 1
        k += 1
    classed = head_type(mentions[index].text.split()[-1]) is not None
    while k < last and head_type(doc[k].text) is not None:
        classed, k = True, k + 1
    if not classed or k >= last:
        return None
    given = name_after(doc.text, mentions, inside, doc[k - 1].idx + len(doc[k - 1].text))
    if given is None or mentions[given].start != doc[k].idx:
        return None
    words = mentions[given].text.split()
    if not all(word[:1].isupper() for word in words) or known_name(mentions[given].text):
        return None
    end = _tokens_of(doc, mentions[given]).end
    return given if end >= last or doc[end].lower_ in _AFTER_CLASS_NAME else None


def _title_word(word: str) -> bool:
    """Whether a word is written as part of a name: a capital first, then letters, digits or
    hyphens ("Memory", "Multi-Head"), not a mark."""
    return word[:1].isupper() and word.replace("-", "").isalnum()


def _base_form(verb: str) -> bool:
    """Whether a cue verb is in its base form ("propose", not "proposes" / "proposed")."""
    return not verb.endswith(("s", "ed", "ing"))


def _common_word(token) -> bool:
    """Whether a capitalised word is a common English word ("Results", "They"), not a name."""
    if not token.is_alpha or not token.text[1:].islower():
        return False
    return token.is_stop or singularize(token.lower_) in load_lexicon()


def _introduces_one(tokens, at: int) -> bool:
    """Whether the cue verb at ``at`` takes "a" / "an" ("allows us to design *a* new X")."""
    return at + 1 < tokens.end and tokens.doc[at + 1].lower_ in {"a", "an"}


def _intended(
    context: Context, mentions: Sequence[Mention], verb: int, last: int, *, base: str | None = None
) -> tuple[Proposal, ...]:
    """What "we propose to <verb> ..." proposes (:mod:`kg.extract.relations.intents`): the
    gerund phrase; nothing for "to use / leverage X" (most often a known thing put to a new
    use, what is new being said elsewhere) or "to study X" (an aim). A name the paper defines
    right after a verb of making ("we propose to learn a diversity sampling function (DSF)
    that ...") is what it proposes."""
    defined = _defined_object(context, mentions, verb, last) if base is None else None
    if defined is not None:
        return (Proposal(defined, "proposes.cue", confidence.PROPOSES_CUE),)
    whole = intent_mention(context.doc, context.abstract, verb, last, base=base)
    if whole is None and base is None:
        # "we propose to overcome this trade-off by progressively growing X": the means
        whole = means_mention(context.doc, context.abstract, verb, last)
    if whole is None:
        return ()
    return (Proposal(len(mentions), "proposes.intent", whole.confidence, mention=whole),)


# Verbs of making after "we propose to" whose object may be the paper's new, named thing.
_MAKING = frozenset("learn train build construct design develop create define".split())
# Words between such a verb and the name ("to learn | a new | X (XS)").
_BEFORE_NAME = frozenset("a an the new novel".split())


def _defined_object(
    context: Context, mentions: Sequence[Mention], verb: int, last: int
) -> int | None:
    """The name defined with an acronym and unknown to the gazetteer right after a verb of
    making and at most an article and "new" ("to train a once-for-all network (OFA)")."""
    doc = context.doc
    if doc[verb].lower_ not in _MAKING:
        return None
    k = verb + 1
    while k < last and k - verb <= len(_BEFORE_NAME) and doc[k].lower_ in _BEFORE_NAME:
        k += 1
    if k >= last:
        return None
    for index, mention in enumerate(mentions):
        if mention.start == doc[k].idx and mention.short_form and mention.canonical is None:
            return index
    return None


def _new_put_to_use(
    context: Context,
    mentions: Sequence[Mention],
    inside: Sequence[int],
    verb: int,
    last: int,
    *,
    weak: bool,
    base: str | None = None,
) -> tuple[Proposal, ...]:
    """What "we propose to use a ..." introduces (:func:`puts_new_to_use`): the object the
    rules of objects read after the verb, unless it is a known name ("to use a ResNet")."""
    if not puts_new_to_use(context.doc, verb, last, base=base):
        return ()
    objects = _proposal_object(context, mentions, inside, verb + 1, last, weak=weak)
    known = {m.start for m in mentions if m.canonical is not None}
    return tuple(
        p
        for p in objects
        if not _known(mentions, p) and (p.mention or mentions[p.index]).start not in known
    )  # nor a phrase a known name opens ("a ResNet to weigh pebbles")


# The cue verbs a gerund may follow ("we propose splitting X"; not "a proposition stating X").
_PROPOSE = frozenset({"propose", "proposes"})
# Words between a cue verb and its object that say where or instead of what ("we present
# here a ...", "we propose instead a ..."), and the places "in this paper" names.
_PUT_PARTICLES = frozenset({"forward", "forth"})
_AFTER_CUE = frozenset({"here", "herein", "instead"}) | _PUT_PARTICLES  # "put forward / forth"
_PLACES = frozenset({"paper", "work", "article", "note", "study"})


# Gerunds that announce a contribution after "by" ("we advance X by proposing Y"); "by designing
# / developing" more often name what the paper does with its method.
_ANNOUNCING = re.compile(r"^(proposing|introducing|presenting)$")
# Words before "to <cue>" that make it no purpose of the paper's: a copula ("whose goal is to
# design"), a use ("can be used to design"), a need or an ability ("without the need to design").
_NO_PURPOSE = frozenset(
    """is are was were be been being used need needs needed able unable possible impossible
    difficult hard easy have has having""".split()
)
# Cues that say the paper makes a thing in a purpose clause ("... to develop a new X"); "to
# build / construct / derive" speak as often of a result or a task ("to build block towers"),
# so they propose only a name they give ("to construct a simple model, FooNet (FN)").
_PURPOSE_CUES = re.compile(r"^(propos|develop|design|devis|introduc)")
_NAMED_PURPOSE_CUES = re.compile(r"^(construct|build|creat|deriv|formulat)")
# Verbs that announce the paper's own thing only when it is called new ("we describe a novel
# X", "we give a new algorithm", "we use a novel analysis method", "we demonstrate a new
# technique"; but "we describe the setting", "we explore a trade-off", "we use a GAN").
_NEW_THING_CUES = re.compile(
    r"^(describ|giv|gave|explor|suggest|outlin|investigat|formali[sz]|us(e|es|ing)$|employ"
    r"|adopt|utili[sz]|leverag|demonstrat)"
)
_NEW = frozenset({"new", "novel"})
# What "we describe / give" introduces as the paper's own without calling it new: an article
# or a count, then within a few words a head of a thing made.
_DESCRIBING = re.compile(r"^(describ|giv|gave)")
# Words before which the head must come ("an overview *of* X methods", "an example *of* ... a
# model"): prepositions, clause words and heads of reports.
_HEAD_ENDS = frozenset("of for to on in with by from that which".split()) | NOT_CONTRIBUTIONS
# Words that count what a cue verb introduces ("we describe two models", "two new methods,
# namely ...").
_SEVERAL = frozenset("two three four five several multiple".split())
# Heads of a study, no thing made ("an extensive evaluation on X", "research on Y").
_STUDY_WORDS = TITLE_STUDY_HEADS | {"research"}
_DESCRIBED_WINDOW = 7
_DESCRIBED_HEADS = frozenset(
    """method methods approach approaches framework frameworks algorithm algorithms model models
    scheme schemes procedure procedures methodology technique techniques architecture
    architectures module modules""".split()
)


# Verbs of gathering data: a cue only when what they gather is a collection (:func:`_collects_data`).
_GATHERING_CUES = re.compile(r"^(collect|compil|gather|assembl|crowdsourc|scrap)")
# Heads of a collection of data one gathers ("a new dataset / corpus / benchmark of ...").
_GATHERED = frozenset(
    """dataset datasets corpus corpora benchmark benchmarks database databases treebank
    treebanks""".split()
)
_GATHERED_WINDOW = 5  # the most words from the verb to the collection's head


def _collects_data(tokens, at: int) -> bool:
    """Whether the verb at ``at`` gathers a collection of data the paper makes: "we collect a
    new dataset of X", "we compile a corpus of Y", "we crowdsource two benchmarks" (not "we
    collect human judgments", "we gather statistics")."""
    doc = tokens.doc
    if not _GATHERING_CUES.match(doc[at].lower_):
        return False
    first = _past_adverbial(doc, at + 1, tokens.end)
    if first >= tokens.end or doc[first].lower_ not in {"a", "an", *_SEVERAL}:
        return False
    return any(
        t.lower_ in _GATHERED for t in doc[first + 1 : min(first + _GATHERED_WINDOW, tokens.end)]
    )


def _announces_new(tokens, at: int) -> bool:
    """Whether the verb at ``at`` is a :data:`_NEW_THING_CUES` verb whose object is "a" / "an"
    thing called new within its first words ("we describe a simple, novel X")."""
    doc = tokens.doc
    if not _NEW_THING_CUES.match(doc[at].lower_):
        return False
    first = _past_adverbial(doc, at + 1, tokens.end)
    if _coordinated_verb(doc, first, tokens.end):
        first += 2  # "we describe and evaluate a novel X"
    # "we give the first efficient algorithm for X": as new as "a new algorithm"
    first_one = [t.lower_ for t in doc[first : min(first + 2, tokens.end)]] == ["the", "first"]
    first += first_one
    if first >= tokens.end or not first_one and doc[first].lower_ not in {"a", "an", *_SEVERAL}:
        return False
    if any(t.lower_ in _NEW for t in doc[first + 1 : min(first + 5, tokens.end)]):
        return first_one or doc[first].lower_ in {"a", "an"}
    # "we describe a method for X", "we describe two autoencoding models", "we give an
    # algorithm to train X": a thing made, not a setting, a finding or an analysis ("we
    # describe three natural properties", "we give a theoretical analysis of X"), nor a known
    # one ("a well-known music identification method")
    if not _DESCRIBING.match(doc[at].lower_):
        return False
    words = doc[first + 1 : min(first + _DESCRIBED_WINDOW, tokens.end)]
    if BACKGROUND.search(words.text):
        return False
    for token in words:  # the head before any preposition ("an example of ... a model": no)
        if token.lower_ in _DESCRIBED_HEADS:
            return True
        if token.is_punct and token.text != "-" or token.lower_ in _HEAD_ENDS:
            return False
    return False


# A cue's object that is a quoted name, after an article and at most three words of what it
# is ("a backpropagation-type algorithm "bias propagation (BP)"", 'a "plan and act" framework'),
# with the short name it may give in parentheses inside the quotes.
_QUOTED_OBJECT = re.compile(
    r"\s*(?:(?:a|an|the|our)\s+)?(?:[\w-]+\s+){0,3}?`?[\"\u201c]"
    r"([A-Za-z0-9][\w-]*(?:\s+[\w-]+){0,5})(?:\s*\(([^()\"]{1,20})\))?[\"\u201d](?!\w)",
    re.I,
)


def _quoted_object(
    context: Context, mentions: Sequence[Mention], inside: Sequence[int], first: int, last: int
) -> tuple[Proposal, ...]:
    """The quoted name a cue's object opens with (its mention when one is exactly it) and the
    short name in its parentheses; nothing when the object is not quoted."""
    doc = context.doc
    found = _QUOTED_OBJECT.match(context.text, doc[first].idx, doc[last - 1].idx)
    if found is None or " " not in found.group(1) and found.group(1).islower():
        return ()  # 'a "learning-based" algorithm', 'a new "meta" network': a word in quotes
    after = doc.char_span(found.end(), doc[last - 1].idx, alignment_mode="expand")
    if after is not None and after.text and _name_goes_on(after[0]):
        return ()  # 'a “Zero-Shot” medical image Artifact Reduction (ZSAR) framework': a part
    rule, score = "proposes.quoted", confidence.PROPOSES_NAMED
    proposals = []
    for group in (1, 2) if found.group(2) else (1,):
        start, end = found.span(group)
        # its mention, or one that took a quote mark in with it ("“fidelity-weighted learning")
        exact = [
            i
            for i in inside
            if start - 1 <= mentions[i].start <= start and end <= mentions[i].end <= end + 1
        ]
        if exact:
            mention = mentions[exact[0]]
            if (mention.start, mention.end) != (start, end):
                text = context.abstract[start:end]
                mention = replace(mention, text=text, start=start, end=end)
                proposals.append(Proposal(exact[0], rule, score, mention=mention))
            else:
                proposals.append(Proposal(exact[0], rule, score))
        elif group == 1:
            words = doc.char_span(start, end, alignment_mode="expand")
            head = phrase_head(doc, first, words.start) if words is not None else None
            name = _quoted_mention(context, start, end, head)
            proposals.append(Proposal(len(mentions), rule, score, head=head, mention=name))
    return tuple(proposals)


def _quoted_mention(context: Context, start: int, end: int, head: EntityType | None) -> Mention:
    """The words between quotes as a name of the type its phrase's head says (a Method when
    none does), written as the abstract writes them (markup kept: offsets and text agree)."""
    text = context.abstract[start:end]
    return Mention(
        text, start, end, head or EntityType.METHOD, QUOTED_NAME_EXTRACTOR, confidence.GIVEN_NAME
    )


def _name_goes_on(token) -> bool:
    """Whether the word after a quoted name goes on naming it: an adjective or a capitalised
    word ("“Zero-Shot” medical image Artifact Reduction"), not the head noun of what the name
    is ('"volumetric convolution" operation'), a function word or a mark."""
    if not token.is_alpha or token.is_stop or head_type(token.text) is not None:
        return False
    return token.text[:1].isupper() or word_class(token.lower_, load_lexicon()) == "A"


# First words of a phrase set off by commas between a cue and its object ("to the best of our
# knowledge", "for the first time", "in this paper", "as a first step", "here").
_SET_OFF = frozenset({"to", "for", "in", "as", "at", "here"})
_MOST_SET_OFF = 10


def _past_adverbial(doc: Doc, first: int, last: int) -> int:
    """The token where a cue's object begins, past an adverbial right after the verb ("we
    present *here* a new X", "we propose *in this paper* the X"): ``first`` when there is none.

    >>> import spacy
    >>> doc = spacy.blank("en")("we present in this paper a new loss")
    >>> doc[_past_adverbial(doc, 2, len(doc))].text
    'a'
    """
    if first < last and doc[first].lower_ in _AFTER_CUE:
        return first + 1
    if first + 2 < last and doc[first].text == "," and doc[first + 1].lower_ in _SET_OFF:
        # "we present, to the best of our knowledge, the first X": a phrase set off by commas
        close = next(
            (k for k in range(first + 2, min(first + _MOST_SET_OFF, last)) if doc[k].is_punct),
            None,
        )
        if close is not None and doc[close].text == "," and close + 1 < last:
            return close + 1
    words = [t.lower_ for t in doc[first : min(first + 4, last)]]
    for size, opening in ((3, ["in", "this"]), (4, ["in", "the", "present"])):
        if len(words) >= size and words[: size - 1] == opening and words[size - 1] in _PLACES:
            return first + size
    return first


# Known words that, before "of", say how the paper's thing relates to another ("a
# generalization of X"), and a gazetteer knows in another sense.
_RELATIONAL_NOUNS = frozenset({"generalization", "generalisation"})
_OF_AFTER = re.compile(r"\s+of\s")
_OF_THEN_NAME = re.compile(r"(?:the\s+)?")


def _relational_sense(
    text: str, mentions: Sequence[Mention], inside: Sequence[int], mention: Mention
) -> bool:
    """Whether a known name is a relational word before "of" and a name ("a generalization | of
    | the X framework"; a noun phrase candidate is no name: "of the classical setting")."""
    of = _OF_AFTER.match(text, mention.end)
    return (
        mention.canonical is not None
        and mention.text.lower() in _RELATIONAL_NOUNS
        and of is not None
        and any(
            mentions[i].extractor != "phrase"
            and _OF_THEN_NAME.fullmatch(text, of.end(), mentions[i].start) is not None
            for i in inside
        )
    )


def _coordinated_verb(doc: Doc, first: int, last: int) -> bool:
    """Whether the cue's object begins with a second verb of it ("propose and evaluate X"; a
    word that is a noun too is a verb before an article: "propose and study an X")."""
    if first + 2 >= last or doc[first].lower_ != "and":
        return False
    second = doc[first + 1]
    return verb_only(second) or (
        doc[first + 2].lower_ in _INDEFINITE_OPENERS
        and second.text == second.lower_
        and "v" in load_lexicon().get(second.lower_, "")
    )


# Words that open an indefinite object after a verb ("propose and study | an X").
_INDEFINITE_OPENERS = frozenset({"a", "an"})


def _speaks(context: Context, sentence: Sentence, token) -> bool:
    """Whether the paper speaks before ``token`` ("we", "in this paper"), citing no one
    (:func:`_cites`)."""
    prefix = context.text[sentence.start : token.idx]
    return bool(SUBJECT_WE.search(prefix[-_SUBJECT_WINDOW:])) and not _cites(prefix)


def _cites(prefix: str) -> bool:
    """Whether the words before a cue cite others' work, outside an opening clause that ends
    in a comma before the paper's subject ("Given the parallel data available (Tiedemann,
    2012), we propose X": the citation is the setting's, not X's)."""
    if not CITATION.search(prefix):
        return False
    opening = _OPENING_CLAUSE.match(prefix)
    if opening is None or prefix.split(None, 1)[0].lower() not in _SETTING_OPENERS:
        return True  # "As in [4], we propose X": the cited work's X
    return CITATION.search(prefix, opening.end()) is not None


def _framed(
    context: Context, mentions: Sequence[Mention], inside: Sequence[int], token, last: int
) -> tuple[Proposal, ...]:
    """ "we cast X as Y": the formulation, a mention the paper proposes nothing by (a way of
    seeing a problem is no thing made); "in this paper, X is achieved by Y": Y, unless known."""
    mention = formulation_mention(context, token, last)
    if mention is not None:
        return (Proposal(len(mentions), FORMULATION, mention.confidence, mention=mention),)
    means = achieved_means(token, last)
    if means is None:
        return ()
    found = _proposal_object(context, mentions, inside, means, last, weak=False)
    return tuple(p for p in found if not _known(mentions, p))


def _known(mentions: Sequence[Mention], proposal: Proposal) -> bool:
    """Whether a proposal is of a known name (a gazetteer entity), not a thing of its own."""
    mention = proposal.mention or mentions[proposal.index]
    return mention.canonical is not None


def _modifies_head(doc: Doc, end: int, last: int, *, concept: bool = False) -> bool:
    """Whether the token at ``end``, right after a known name, is the head noun the name
    modifies ("a sparse attention *pattern* derived from ...", "a dropout *schedule*"): a new
    thing named after the known one, not one of its kind ("a GAN *model*", "a CNN *that*").
    After a known ``concept`` (a property or field: "a differentially private *estimator*")
    a class word is such a head too: the thing is no kind of the concept."""
    if end >= last:
        return False
    word = doc[end].lower_
    heads = GENERIC_HEADS | CLASS_WORDS if not concept else frozenset()
    if not doc[end].is_alpha or doc[end].text != word or word in heads:
        return False
    if end + 1 < last and doc[end + 1].lower_ in OBJECT_OPENERS:
        return False  # "a GAN trains the ...": a verb and its object
    lexicon = load_lexicon()
    classes = lexicon.get(word) or lexicon.get(singularize(word), "")  # "ensembles"
    return "n" in classes and word_class(word, lexicon) == "N"


def _cut_modifier(doc: Doc, mention: Mention, last: int) -> bool:
    """Whether a lowercase mention no one names (the tagger's, unknown, no short form) is only
    the first words of its noun phrase: a noun follows, an adjective at most before it ("a
    matching minimax | lower bound", "a zorb | estimator"), before token ``last``."""
    if mention.canonical is not None or mention.short_form is not None:
        return False
    if mention.text != mention.text.lower() or mention.extractor != "ner":
        return False
    end = _tokens_of(doc, mention).end
    lexicon = load_lexicon()
    if end < last and word_class(doc[end].text, lexicon) == "A" and doc[end].is_alpha:
        end += 1
    return _modifies_head(doc, end, last, concept=True)


def _named_after_known(context: Context, mention: Mention, first: int, last: int) -> Mention | None:
    """ "we propose reward model ensembles with ...": a known name right after the cue that
    modifies the head after it names a new thing after the known one; the phrase up to that
    head, not the known name, is the proposal. So is a known name with what the paper adds
    ("we introduce adversarial training with Voronoi constraints")."""
    if mention.canonical is None:
        return None
    doc = context.doc
    tokens = _tokens_of(doc, mention)
    if tokens.start != first:
        return None
    if tokens.end < last and doc[tokens.end].lower_ == "with":
        # "We introduce adversarial training with Voronoi constraints": the known thing and
        # what the paper adds to it
        end = domain_end(doc, tokens.end, last)
        if end is None:
            return None
        head = doc[tokens.end - 1]
        text_end = doc[end - 1].idx + len(doc[end - 1].text)
        return _phrase_mention(context, (mention.start, text_end, head.text))
    if not _modifies_head(doc, tokens.end, last):
        return None
    head = doc[tokens.end]
    return _phrase_mention(context, (mention.start, head.idx + len(head.text), head.text))


def _proposal_object(
    context: Context,
    mentions: Sequence[Mention],
    inside: Sequence[int],
    first: int,
    last: int,
    *,
    weak: bool,
) -> tuple[Proposal, ...]:
    """What a cue verb proposes: the names in tokens ``first:last``, else its noun phrase."""
    doc = context.doc
    phrases = [i for i in inside if mentions[i].extractor == "phrase"]
    # Concept noun phrases are candidates, not names: the contribution phrase replaces them.
    inside = [i for i in inside if i not in phrases]
    # A naming clause wins: "a novel metric ..., called InputDSA (iDSA)".
    for k in range(first, min(last, first + _NAMING_WINDOW)):
        # "a new approach, known as X" (right after its head: "... a method known as X" far
        # on is someone else's)
        known_as = (
            doc[k].lower_ == "known"
            and k + 1 < last
            and doc[k + 1].lower_ == "as"
            and k - first <= _KNOWN_AS_WINDOW
            and doc[k - 1].text == ","
        )
        inside_name = any(mentions[i].start <= doc[k].idx < mentions[i].end for i in inside)
        if _describes_after(doc, k, last):
            break  # "X, namely a one-step policy distilled from ...": X is named, then described
        if (doc[k].lower_ in NAMING or known_as) and not inside_name:
            naming = doc[k + 1] if known_as else doc[k]  # "a new approach, known as X"
            after = naming.idx + len(naming.text)
            head = phrase_head(doc, first, k)
            rule, score = "proposes.named", confidence.PROPOSES_NAMED
            quoted = _QUOTED_NAME.match(context.text, after)
            if quoted is not None:
                # 'a new framework called "procedures"', "named as ``Task Level Data
                # Augmentation''": the quoted words, in any case, whatever the mentions cut
                start, end = quoted.span(1)
                exact = [i for i in inside if (mentions[i].start, mentions[i].end) == (start, end)]
                if exact:
                    return (Proposal(exact[0], rule, score, head=head),)
                name = _quoted_mention(context, start, end, head)
                return (Proposal(len(mentions), rule, score, head=head, mention=name),)
            # the name is right after the naming word ("called InputDSA"), not a mention further
            # on ('a framework called "procedures", which enables the autonomous discovery ...')
            named = [
                i
                for i in inside
                if mentions[i].start >= after
                and _NAMING_GAP.fullmatch(context.text, after, mentions[i].start)
            ]
            # "a new loss, dubbed the isotropic loss": a noun phrase right after is the name
            named = named or [
                i
                for i in phrases
                if _NAME_GAP.fullmatch(context.text, after, mentions[i].start)
                or _ENUMERATOR_GAP.fullmatch(context.text, after, mentions[i].start)
            ]
            if named:
                # "namely (i) dynamic tolerance, (ii) dual filtering, and (iii) clustering"
                listed = _enumerated(context.text, mentions, [*inside, *phrases], named[0])
                if not listed and _several(doc, first, k) and not _compared(doc, first, k):
                    # "two new methods, namely NI-FGSM and SIM": each name listed
                    listed = coordinated_names(context.text, mentions, inside, named[0])
                return tuple(Proposal(i, rule, score, head=head) for i in (named[0], *listed))
    if first < last:
        quoted = _quoted_object(context, mentions, inside, first, last)
        if quoted:  # 'we propose a "goodness property" of models'
            return quoted
    if first < last and doc[first].lower_ in _CLAUSE_OBJECTS:
        return ()
    if first + 1 < last and _predicate_adjective(doc, first):
        return ()  # "which we hope will prove useful for the community": no object
    longer = _capitalised_before_known(context, mentions, inside, first, last)
    if longer is not None:  # "we introduce Related Memory Network": not the Memory Network
        index, whole = longer
        return (Proposal(index, "proposes.cue", confidence.PROPOSES_CUE, mention=whole),)
    names = named_objects(doc, mentions, inside, first, last)
    if names and _relational_sense(context.text, mentions, inside, mentions[names[0]]):
        # "a generalization of the X framework to Y": the word of the paper's own thing's
        # relation to X, not the concept the gazetteer knows by it
        names = names[1:]
    if names and _cut_modifier(doc, mentions[names[0]], last):
        names = []  # "a matching minimax | lower bound": the noun phrase, not its first words
    given_name = name_after_kind(doc, mentions, inside, names[0], last) if names else None
    if given_name is None and names:
        given_name = _named_after_description(doc, mentions, inside, first, names[0], last)
    if given_name is None and names:
        given_name = _named_after_class(doc, mentions, inside, first, names[0], last)
    listed: tuple[int, ...] = ()
    if given_name is None and names and counted_colon(doc, first, last) is not None:
        # "two new hybrid model families that are ...: Graph Sandwiches, which ...; and GREAT,
        # which ...": the names a counted description lists after its colon
        given_name = appositive_name(doc, mentions, inside, first, last, proposed=True)
        end = doc[last - 1].idx + len(doc[last - 1].text)
        if given_name is not None:
            listed = items_after_colon(context.text, mentions, inside, given_name, end)
    if given_name is not None:
        # "a new Graph Neural Network (GNN) architecture, Quorvex, ...": the name given, not
        # the kind it is one of
        head = phrase_head(doc, first, _tokens_of(doc, mentions[given_name]).start)
        given = [
            given_name,
            *coordinated_names(context.text, mentions, inside, given_name),
            *listed,
        ]
        rule, score = "proposes.named", confidence.PROPOSES_NAMED
        # "a new RL agent, SADALA (Soft Attention ... Agent)": the name spelled out too
        spelled = parenthesised_name(context.text, mentions, inside, given[-1])
        return (
            *(Proposal(i, rule, score, head=head) for i in given),
            *(
                ()
                if spelled is None
                else (Proposal(spelled, "proposes.cue", confidence.PROPOSES_PARENTHESISED),)
            ),
        )
    clause = participle_clause(doc, mentions[names[0]], last) if names else None
    if clause is not None:  # "a new score ranking | how often ...": a name cut, or no node
        if not clause[1]:
            return ()
        whole = _phrase_mention(context, clause)
        return (Proposal(names[0], "proposes.phrase", confidence.PHRASE, mention=whole),)
    classes: frozenset[str] = frozenset()
    known = False  # one of a known family ("a recurrent neural network"): nothing of its own
    concept_head = False
    if names:
        name = mentions[names[0]]
        before, end = doc[first : _tokens_of(doc, name).start], _tokens_of(doc, name).end
        # "the first two-step algorithm based on X": as new as "a two-step algorithm"
        indefinite = any(t.lower_ in {"a", "an"} for t in before) or [
            t.lower_ for t in before[:2]
        ] == ["the", "first"]
        # "we propose two new optimistic algorithms for X", "we derive model-free algorithms
        # which ...": a number or no determiner introduces new ones too ("the", "our" do not)
        counted = not any(t.lower_ in _DEFINITE for t in before)
        # a known name the paper gives an acronym of is still known ("a deep reinforcement
        # learning (RL) algorithm ...")
        familiar = name.canonical is not None or (
            name.short_form is not None and known_name(name.text)
        )
        if (
            indefinite
            and (
                familiar
                or contributions.is_class_name(name.text)
                or contributions.is_generic_kind(name.text)
            )
            or (indefinite or counted)
            and contributions.kind_with_complement(doc, end, last, name, introduced=indefinite)
            and phrase_past(doc, first, last, name)
        ):
            # "we propose a recurrent neural network / a new loss function that ...": one of a
            # class, unnamed; a class name alone is no label (it keeps its purpose or goes)
            # known: only a likeness says what is new ("a generative model analogous to ...")
            known = (
                familiar
                and not contributions.opens_likeness(doc, end, last)
                and not _modifies_head(doc, end, last)
            )
            # "a first differentially private estimator of X": a known property before a head
            concept_head = name.type is EntityType.CONCEPT and _modifies_head(
                doc, end, last, concept=True
            )
            given = parenthesised_name(context.text, mentions, inside + phrases, names[0])
            if given is not None and not familiar and mentions[given].canonical is None:
                # "a simple stochastic algorithm (QDrop) that ...": the name it is given
                head = phrase_head(doc, first, end)
                return (Proposal(given, "proposes.named", confidence.PROPOSES_NAMED, head=head),)
            names, classes = [], frozenset({name.text.lower()})
    if not names:
        given_name = appositive_name(doc, mentions, inside, first, last, proposed=True)
        if given_name is not None:
            head = phrase_head(doc, first, _tokens_of(doc, mentions[given_name]).start)
            # "two models: Table-BERT and Latent Program Algorithm (LPA)": each name given;
            # "two models: 1) the X (XX) model, which ...; 2) the Y (YY) model": each numbered
            end = doc[last - 1].idx + len(doc[last - 1].text)
            given = [
                given_name,
                *coordinated_names(context.text, mentions, inside, given_name),
                *numbered_names(context.text, mentions, inside, given_name, end),
            ]
            rule, score = "proposes.named", confidence.PROPOSES_NAMED
            return tuple(Proposal(i, rule, score, head=head) for i in given)
    if names:
        rule = "proposes.weak" if weak else "proposes.cue"
        score = confidence.PROPOSES_WEAK if weak else confidence.PROPOSES_CUE
        found = []
        for index in names:
            whole = coordinated_phrase(context, mentions[index], last)
            if whole is None and index == names[0]:
                whole = _named_after_known(context, mentions[index], first, last)
            found.append(Proposal(index, rule, score, mention=whole))
            given = parenthesised_name(context.text, mentions, inside, index)
            given = given if given is not None else _closing_name(context, mentions, inside, index)
            if given is not None:
                found.append(Proposal(given, "proposes.cue", confidence.PROPOSES_PARENTHESISED))
        return tuple(found)
    phrase = noun_phrase(doc, first, last, classes=classes)
    if phrase is not None:
        paired = between_pair_end(doc, phrase[1], last)
        phrase = (phrase[0], paired, phrase[2]) if paired is not None else phrase
    if known:
        # "we introduce a neural network that represents sentences by ...": one of a known
        # family is the paper's own only with what it is for; a thing a known property
        # describes is its own with its complement too
        purposed = None if weak else fallback_label(doc, first, last, need_purpose=True)
        if purposed is None and not concept_head:
            return ()
        known = purposed is not None
        phrase = purposed or phrase
    named = name_after(context.text, mentions, inside, phrase[1]) if phrase else None
    if named is not None:  # "the first sorting dataset FooSet": the name is the proposal
        head = contribution_type(phrase[2])
        return (Proposal(named, "proposes.named", confidence.PROPOSES_NAMED, head=head),)
    if not _whole_label(context, phrase):
        # none, one cut at an adjective ("fully general") or a word ("at the heap-"), or one
        # that only describes ("efficient approach for the problem")
        phrase = None if weak else fallback_label(doc, first, last, need_purpose=bool(classes))
    if phrase is None and not weak and not known:
        # "we propose a constraint on the TD update": a lone noun and what it is on
        phrase = noun_phrase(doc, first, last, classes=classes, lone=True)
        phrase = phrase if _whole_label(context, phrase, lone=True) else None
    if phrase is not None and not _says_what(context, mentions, inside, phrase[0], phrase[1]):
        # "an innovative modular architecture for deep RL agents | which supports multi-level
        # selection": a label that names nothing says what is new with its relative clause
        phrase = _with_relative(doc, phrase, last)
    if phrase is None or not _says_what(context, mentions, inside, phrase[0], phrase[1]):
        return ()
    start, end, head_word = phrase
    if weak and head_word.lower() in _RESULT_HEADS | _THEOREMS:
        # "we prove sufficient conditions for IB-Learnability": a finding with what it is of
        end = _with_complement(doc, end, last)
    light = _LIGHT_OF.match(context.abstract, start, end)
    if light is not None and names_something(context.abstract[light.end() : end].split()):
        # "the notion of a semantic stochastic path": the thing, not the word for an idea of it
        start, head_word = light.end(), context.abstract[light.end() : end].split()[-1]
    posed = _TASK_OF.match(context.abstract, start, end)
    if posed is not None and not weak:
        # "we introduce the task of semantic instance completion": the task, a proposal of the
        # paper typed a task, not a thing named "task of ..."
        task = _posed_task(context, mentions, posed.end(), end)
        return (task,)
    score = confidence.PHRASE_WEAK if weak else confidence.PHRASE
    mention = _phrase_mention(context, (start, end, head_word), score=score)
    mention = coordinated_phrase(context, mention, last) or mention
    given = parenthesised_names(context.text, mentions, inside, mention.end)
    if given:
        # "a generalization that yields two attribution methods (GradPulse and PulseMap)":
        # the names the phrase's things are given
        rule, score = "proposes.named", confidence.PROPOSES_NAMED
        return tuple(Proposal(i, rule, score, head=contribution_type(head_word)) for i in given)
    if not _says_what(context, mentions, inside, mention.start, mention.end) or relational_cut(
        doc, mention.end
    ):
        return ()
    start, end = mention.start, mention.end
    # The phrase takes the place of the mentions it swallows (it names one contribution).
    inner = [i for i in inside if start <= mentions[i].start and mentions[i].end <= end]
    if any(
        (mentions[i].start, mentions[i].end) == (start, end) for i in inner if mentions[i].canonical
    ):
        return ()  # the phrase is only a known name: nothing of the paper's own
    found = context.abstract.find(head_word, start, end)
    head_end = found + len(head_word) if found >= 0 else end
    candidates = [i for i in phrases if mentions[i].start < head_end and start < mentions[i].end]
    # it replaces a mention at its own start or a concept candidate in its head; what its
    # complement names stays ("variants of CornerNet": CornerNet is still a mention)
    index = next((i for i in inner if mentions[i].start == start), None)
    if known:  # the family's own mention stays ("a GAN for X": the paper uses GANs too)
        index = len(mentions)
    index = index if index is not None else (candidates or [len(mentions)])[0]
    rule = "proposes.weak" if weak else "proposes.phrase"
    return (Proposal(index, rule, mention.confidence, mention=mention),)


def _with_relative(
    doc: Doc, phrase: tuple[int, int, str], last: int
) -> tuple[int, int, str] | None:
    """The label ``phrase`` with the relative clause right after it, up to token ``last``; None
    when no whole relative clause follows."""
    at = next((t.i for t in doc if t.idx >= phrase[1]), len(doc))
    end = relative_end(doc, at, last)
    if end is None:
        return None
    return phrase[0], doc[end - 1].idx + len(doc[end - 1].text), phrase[2]


# Prepositions before a complement that may name what a thing is for by a known name alone.
_FOR_KNOWN = re.compile(
    r"\s(?:for|of|to|in|on|with)\s+(?:(?:the|a|an|deep|large|modern)\s+)?$", re.I
)


def _says_what(
    context: Context, mentions: Sequence[Mention], inside: Sequence[int], start: int, end: int
) -> bool:
    """Whether an unnamed proposal's label from ``start`` to ``end`` names something
    (:func:`names_something`), a known name of no generic family in its complement counting as
    a name: "regularizer for generative adversarial networks" says what as "regularizer for
    GANs" does; "method for deep neural networks" does not, nor "deep generative adversarial
    network", where the known name is no complement. The label's other words are read with a
    name in the known name's place, so a clause stays no label ("allows to associate layers of
    the generator with ...")."""
    text = context.abstract
    if names_something(text[start:end].split()):
        return True
    return any(
        start < mentions[i].start
        and mentions[i].end <= end
        and mentions[i].canonical is not None
        and mentions[i].canonical not in GENERIC_FAMILIES
        and _FOR_KNOWN.search(text, start, mentions[i].start) is not None
        and names_something(
            [*text[start : mentions[i].start].split(), "NAME", *text[mentions[i].end : end].split()]
        )
        for i in inside
    )


# Words for an idea of something before "of" ("the concept of X", "the notion of a X").
_LIGHT_OF = re.compile(r"(?:concept|notion|idea)s?\s+of\s+(?:(?:the|a|an)\s+)?(?=\w)", re.I)
# A proposal phrase that poses a task ("the (new) task / problem of X"), and the extractor of
# the task's words where no mention has them: a task linked as any other, not a phrase of the
# paper's own.
_TASK_OF = re.compile(r"(?:task|problem)\s+of\s+(?=\w)", re.I)
POSED_TASK = "task.posed"
_TASK = EntityType.TASK


def _posed_task(context: Context, mentions: Sequence[Mention], start: int, end: int) -> Proposal:
    """The task a proposal phrase poses from ``start`` to ``end``: the task mention there, else
    the phrase's words from there, a task mention of its own (:data:`POSED_TASK`)."""
    for i, mention in enumerate(mentions):
        if mention.start == start and mention.end <= end and mention.type is EntityType.TASK:
            return Proposal(i, "proposes.cue", confidence.PROPOSES_CUE, head=_TASK)
    end = _before_clause(context.abstract, start, end)
    words = Mention(context.abstract[start:end], start, end, _TASK, POSED_TASK, confidence.PHRASE)
    rule, score = "proposes.phrase", confidence.PHRASE
    return Proposal(len(mentions), rule, score, head=_TASK, mention=words)


def _closing_name(
    context: Context, mentions: Sequence[Mention], inside: Sequence[int], index: int
) -> int | None:
    """ "a Decentralized Imitation Learning algorithm with Correlated policies (CoDAIL)": the
    coined name in parentheses that closes the proposal's noun phrase a few plain words after
    its mention (no mark, no verb between)."""
    end = mentions[index].end
    found = _CLOSING_NAME.match(context.text, end)
    if found is None:
        return None
    hit = [
        i
        for i in inside
        if mentions[i].start == found.start(1)
        and mentions[i].end == found.end(1)
        and mentions[i].canonical is None
        and mentions[i].short_form is None
        and mentions[i].long_form is None
    ]
    if not hit or not _COINED.search(mentions[hit[0]].text):
        return None
    return hit[0]


def _made_thing(proposal: Proposal, mentions: Sequence[Mention]) -> bool:
    """Whether a proposal is a name, or a phrase whose head (before its complement) is a thing
    made ("a search tool for ngrams", "techniques for training X"; not "capabilities recently
    added to X")."""
    mention = proposal.mention or mentions[proposal.index]
    if not mention.extractor.startswith("proposal"):
        return True
    before = _COMPLEMENT.split(mention.text.lower(), maxsplit=1)[0].split()
    return bool(before) and singularize(before[-1]) in _MADE_HEADS


def _bare_result(label: str) -> bool:
    """Whether a label names a finding or a study with nothing it is of ("upper bounds",
    "precise answer", "series of ablation studies"; not "bounds on the error of CNNs")."""
    before = _COMPLEMENT.split(label.lower(), maxsplit=1)[0].split()
    if not before:
        return False
    if _PRIOR.intersection(before):
        return True  # "we describe a well-known music identification method": others'
    if before[-1] in _STUDY_HEADS:
        return True  # "extensive simulations (for X)": a study, whatever it is of
    if before[-1] in _BOUNDS and set(before[:-1]) - EVALUATIVE - _BOUND_DEGREES:
        return False  # "a matching minimax lower bound": a kind of bound, named by its kind
    return before[-1] in _RESULT_HEADS and not _COMPLEMENT.search(label)


_BOUNDS = frozenset({"bound", "bounds"})
# Words before "bound" that say how good or which side, not which bound it is.
_BOUND_DEGREES = frozenset(
    """upper lower tight tighter tightest matching sharp sharper exact precise optimal
    nearly near-optimal non-vacuous vacuous explicit analytic analytical improved certain""".split()
)


def _with_complement(doc: Doc, end: int, last: int) -> int:
    """The end of a finding's label with its complement ("upper bounds | on the number of
    weights", "converge guarantees | for randomly initialized gradient descent"): a
    preposition and a noun phrase of a few words, up to a mark, a verb or a clause word;
    ``end`` itself where none follows."""
    at = next((t.i for t in doc if t.idx >= end), None)
    if at is None or at >= last or doc[at].lower_ not in _COMPLEMENT_PREPOSITIONS:
        return end
    lexicon = load_lexicon()
    found = end
    for token in doc[at + 1 : min(last, at + 1 + _COMPLEMENT_TOKENS)]:
        word = token.lower_
        if token.text == "-" and not doc[token.i - 1].whitespace_:
            continue  # "Zorb-Learnability" as the tokenizer splits it
        if token.is_punct or word in PHRASE_BREAKS or word in {"and", "or", "to", "by", "with"}:
            break
        if word_class(word, lexicon) == "V" and not word.endswith(("ed", "ing")):
            break
        if word_class(word, lexicon) in {"N", None} or token.text[:1].isupper():
            found = token.idx + len(token.text)
    return found


# Words before a naming word that say the names are others' things the paper compares or
# studies ("a comparison between three state-of-the-art algorithms, namely X, Y and Z").
_COMPARED = frozenset(
    """comparison comparisons state-of-the-art existing popular standard well-known baseline
    baselines prior previous""".split()
)


def _compared(doc: Doc, first: int, naming: int) -> bool:
    """Whether the words before a naming word say the names are others' (:data:`_COMPARED`)."""
    return any(t.lower_ in _COMPARED for t in doc[first:naming])


def _whole_label(
    context: Context, phrase: tuple[int, int, str] | None, *, lone: bool = False
) -> bool:
    """Whether a contribution phrase is a label: not cut at an adjective ("fully general") or
    inside a word ("at the heap-"), and naming something ("efficient approach for the
    problem" only describes). A lone noun kept with its complement (``lone``) says what it is
    by that complement; it must not end at a participle ("a set of features designed | to")
    nor head a study ("an extensive evaluation on X")."""
    if phrase is None:
        return False
    words = context.abstract[phrase[0] : phrase[1]].split()
    last = words[-1].lower()
    if is_modifier(last) or cut_phrase(context.doc, phrase[1]):
        return False
    if not lone:
        return names_something(words)
    participle = last.endswith("ed") and is_participle(last, load_lexicon())
    head = []
    for word in (w.lower() for w in words):
        if word in _HEAD_ENDS:
            break
        head.append(word)
    return not participle and not _STUDY_WORDS.intersection(head)


def _several(doc: Doc, first: int, naming: int) -> bool:
    """Whether the phrase before a naming word introduces more than one thing: a count ("two
    new methods") or a plural noun right before it ("specialized architectures, namely")."""
    if any(t.lower_ in _SEVERAL for t in doc[first:naming]):
        return True
    before = naming - 1 if naming > first and doc[naming - 1].text == "," else naming
    if before <= first:
        return False
    word = doc[before - 1].lower_
    singular = singularize(word)
    return singular != word and "n" in load_lexicon().get(singular, "")


def _enumerated(
    text: str, mentions: Sequence[Mention], inside: Sequence[int], index: int
) -> tuple[int, ...]:
    """The items after an enumerated first one ("(i) X, (ii) Y, and (iii) Z"), in any case: the
    numbering says each is one of the things named."""
    if not _FIRST_ITEM.search(text, max(0, mentions[index].start - 6), mentions[index].start):
        return ()
    found: list[int] = []
    end = mentions[index].end
    while len(found) < _MAX_ITEMS:
        step = _NEXT_ITEM.match(text, end)
        hit = [i for i in inside if step and mentions[i].start == step.end()]
        if not hit or mentions[hit[0]].canonical is not None:
            break  # a known name is no item of the paper's own
        found.append(hit[0])
        end = mentions[hit[0]].end
    return tuple(found)


# A numbered item's name: its number ("2) ", "(ii) ", "c) ") and "the" or a quote before it.
_NUMBERED = re.compile(r"(?<![\w(])" + _NEXT_ENUMERATOR + r"\s*(?:the\s+)?[\"\u201c]?")
_FIRST_NUMBERED = re.compile(FIRST_ENUMERATOR + r"\s*(?:the\s+)?[\"\u201c]?$")


def numbered_names(
    text: str, mentions: Sequence[Mention], inside: Sequence[int], index: int, end: int
) -> tuple[int, ...]:
    """The names numbered after a first numbered one ("1) the X (XX) model, which ...; 2) the
    Y (YY) model"), up to character ``end``: each number's name, one the paper defines or one
    with the capitals of a name, no known one; the list stops at the first number without."""
    if not _FIRST_NUMBERED.search(text, max(0, mentions[index].start - 12), mentions[index].start):
        return ()
    return names_at_steps(text, mentions, inside, index, end, _NUMBERED, _MAX_ITEMS, defined=True)


def _predicate_adjective(doc: Doc, at: int) -> bool:
    """ "prove *useful for* X", "proves *robust to* noise": an adjective and its preposition
    after the verb, no noun phrase it introduces."""
    word = doc[at].lower_
    return doc[at + 1].lower_ in _ADJECTIVE_PREPOSITIONS and word_class(word, load_lexicon()) == "A"


# Participles that open a clause of what a thing does ("a measure based on X | resulting in
# Y"): a label cut after one ends before it.
_CLAUSE_PARTICIPLES = frozenset(
    """resulting leading yielding allowing enabling giving achieving producing providing
    permitting requiring ensuring guaranteeing outperforming showing indicating demonstrating
    suggesting revealing confirming consisting relying""".split()
)


def _before_clause(text: str, start: int, end: int) -> int:
    """Where a label from ``start`` to ``end`` ends without the participle its last word opens.

    >>> _before_clause("a measure based on X resulting in Y", 2, 30)
    20
    """
    kept, _, last = text[start:end].rpartition(" ")
    return start + len(kept.rstrip(" ,")) if kept and last.lower() in _CLAUSE_PARTICIPLES else end


def _phrase_mention(
    context: Context, phrase: tuple[int, int, str], *, score: float = confidence.PHRASE
) -> Mention:
    """An unnamed proposal's mention: the phrase from its start to its end (before a clause's
    participle), typed by its head word."""
    start, end, head = phrase
    end = _before_clause(context.abstract, start, end)
    text = context.abstract[start:end]
    etype = contribution_type(head)
    lead = contribution_type(_lead_head(text, head))
    if etype is not EntityType.TASK and lead is not EntityType.CONCEPT:
        # "a methodology for extending training datasets" is no dataset; a task's phrase
        # stays one ("contextual version of word retrieval"), and a head's word for a kind
        # of idea makes no concept of a method ("layer-wise learning of X", "a paradigm for X")
        etype = lead
    return Mention(text, start, end, etype, "proposal.phrase", score)


# Words after a phrase's head noun that open its complement ("a methodology | for extending
# training datasets", "a solution | through the inclusion of gates").
_COMPLEMENT_OPENERS = frozenset(
    """for of to through that which with in on by based using via from into over across
    where whose""".split()
)
# Heads that only count or group what their "of" names ("a suite of triage methods", "a
# higher-quality version of the CelebA dataset"): the type is the grouped thing's, if it has one.
_GROUPING_HEADS = frozenset(
    """suite set collection family series class combination variant variants version
    extension generalization subset mixture pair number range variety""".split()
)
# What a grouping head passes on ("a suite of eight tasks" stays a benchmark).
_GROUPED_TYPES = frozenset({EntityType.METHOD, EntityType.DATASET, EntityType.METRIC})


def _lead_head(text: str, head: str) -> str:
    """The head noun of a proposal phrase: the word before its complement ("methodology" of
    "methodology for extending training datasets", which is no dataset), or, after a grouping
    head, the head of what it groups when that is a method, data or a metric ("methods" of
    "suite of triage methods"); ``head`` where the phrase has no complement, or a grouping head
    groups something else.

    >>> _lead_head("methodology for extending kelp datasets", "datasets")
    'methodology'
    >>> _lead_head("suite of kelp triage methods", "suite")
    'methods'
    >>> _lead_head("suite of eight pebble tasks", "suite")
    'suite'
    >>> _lead_head("contextual version of word retrieval", "retrieval")
    'retrieval'
    """
    words = text.split()
    opener = next(
        (i for i, w in enumerate(words) if i > 0 and w.lower() in _COMPLEMENT_OPENERS), None
    )
    if opener is None:
        return head
    lead = words[opener - 1]
    if lead.lower() in _GROUPING_HEADS and words[opener].lower() == "of":
        rest = words[opener + 1 :]
        stop = next((i for i, w in enumerate(rest) if w.lower() in _COMPLEMENT_OPENERS), len(rest))
        grouped = head_type(rest[stop - 1]) if stop else None
        if grouped in _GROUPED_TYPES:
            return rest[stop - 1]
        return head  # "a representative number of Sequential Learning Tasks"
    return lead


def _tokens_of(doc: Doc, mention: Mention) -> Span:
    span = doc.char_span(mention.start, mention.end, alignment_mode="expand")
    assert span is not None
    return span
