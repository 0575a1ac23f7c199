"""``proposes`` for names the paper gives its contribution without a cue verb before them.

* the title's name: "FooNet: A Network for ...", or a title that is itself a name, when the
  abstract uses the name (:func:`find_title_proposals`);
* "we refer to this method as X", "which we call X", "we term it 'X'"
  (:func:`find_referred_proposals`);
* "our (proposed) model X", "the proposed X (XN)" (:func:`find_own_proposals`);
* "X, a novel ... that ...": a name given an appositive of novelty; "X, our comb filter", and
  "we sort them with X, a comb that ...", late in the abstract too;
* "*Consistency Mid-Training* (CMT) is a compact stage ...": a name the paper defines, when the
  definition is new, not a well-known thing's ("Variational autoencoders (VAEs) are a popular
  framework" is background) (:func:`find_definition_proposals`).

A name that is only in the title is not proposed: a mention quotes the abstract, and no
sentence of the abstract names it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from spacy.tokens import Token

from kg.extract.mentions import head_type, own_type
from kg.extract.relations import confidence
from kg.extract.relations.context import Context, Sentence
from kg.extract.relations.contributions import contribution_type
from kg.extract.relations.coordination import name_after_kind
from kg.extract.relations.cue_forms import (
    PHENOMENON_WORDS,
    named_right_after,
    own_opening,
)
from kg.extract.relations.own import NOVEL_APPOSITIVE, novel_part, plain_novel
from kg.extract.relations.own_names import known_name
from kg.extract.relations.proposals import CITATION, Proposal
from kg.extract.relations.uses import lead_in
from kg.lexicon.cues import (
    BACKGROUND,
    DETERMINERS,
    EVALUATIVE,
    GENERIC_HEADS,
    NOT_CONTRIBUTIONS,
    NOVELTY,
    ORIGINAL_PURPOSE,
    PRIOR_WORK,
    REFERRING,
    WE_PROPOSE,
)
from kg.lexicon.wordclass import load_lexicon, word_class
from kg.text import singularize
from kg.types import EntityType, Mention

__all__ = [
    "find_definition_proposals",
    "find_own_proposals",
    "find_referred_proposals",
    "find_title_proposals",
    "loosely_joined",
    "proposal_at",
    "renamed_phrases",
    "sentence_at",
    "title_forms",
    "title_name",
]

# The most words a title's name has ("Divide, Conquer, and Combine").
_MAX_TITLE_NAME_WORDS = 6
# The most words of a whole title that may be a name ("Discrete Transformer").
_MAX_WHOLE_TITLE_WORDS = 3
# Words that make a title's head a sentence or a question, not a name.
_SENTENCE_WORDS = frozenset(
    """is are was be do does can not no why how what when where who which we you i am our
    to vs vs. versus or beyond towards toward without from""".split()
)
_ANNOUNCED = frozenset(
    {
        EntityType.METHOD,
        EntityType.MODEL,
        EntityType.DATASET,
        EntityType.BENCHMARK,
        EntityType.METRIC,
    }
)
# The paper speaking of itself.
_SPEAKS = re.compile(r"\b(?:we|our|this (?:paper|work|study))\b", re.I)
# "(NMC)" right after a name: the abstract defines it.
_DEFINED_AFTER = re.compile(r"\s*\(\s*[A-Za-z][\w-]{0,15}\s*\)")
# What opens the object of "we call" before the name it is given ("we call *this* method X").
_OBJECT_OPENS = re.compile(r"\s*(?:it|this|these|them|our|such|the|an?)\s", re.I)
# Between "we call / term / name" (or "we refer to ... as") and a name with no object before
# it: "as", "the", a quote.
_REFERRED_GAP = re.compile(r"\s*(?:as\s+)?(?:the\s+)?[\"\u201c\u2018'`]*", re.I)
# A quoted name: "...", “...”, '...', ‘...’.
_QUOTED = re.compile(r"[\"“‘']([^\"”’']{2,60})[\"”’']")
# The words between "our" / "the proposed" and a name ("our new proposed model (CNNEx)").
_OWN_WINDOW = 4
_OWN_WORDS = frozenset({"our", "proposed"})
# "a novel X (XA)": novelty said of a name the abstract defines, after its lead-in.
_NOVEL_WORDS = frozenset({"novel", "new"})
_PRIOR_ADVERBS = frozenset({"recently", "previously", "originally", "already", "once"})
# "Our second method (UD-GAN-G) ...": which of the paper's own things a name is.
_ORDINALS = frozenset({"first", "second", "third", "fourth", "last", "final", "other"})
# "X, a novel ...": an appositive of novelty after a name.
# "X, our comb filter, ...": an appositive that owns the name (closed: ", our model
# produced ..." is the clause's subject; at the sentence's end only one or two words, "X, our
# comb filter.", not "X, our model matches CQL.").
_OUR_APPOSITIVE = re.compile(
    r"\s*,\s*our\s+(?:(?:[\w-]+\s+){0,3}[\w-]+\s*(?:,|\))|(?:[\w-]+\s+)?[\w-]+\s*\.$)", re.I
)
# "we collect LibCall, a dataset of 18,000 functions ...": data the paper makes (not "we train
# on X, a dataset of ..."), described by what it holds.
_MADE_BEFORE = re.compile(
    r"\b(?:collect|gather|curat|build|built|creat|construct|assembl|compil|crawl|annotat)\w*\s+$",
    re.I,
)
_DATA_APPOSITIVE = re.compile(
    r"\s*,\s*(a|an)\s+(?:[\w-]+\s+){0,3}?(?:dataset|benchmark|corpus|collection|suite)\s+"
    r"(?:of|with|containing|comprising|covering|spanning)\s",
    re.I,
)
# "We pretrain scFormer, a 650M-parameter transformer, on X": a model the paper trains, named
# and described by its kind in an appositive.
_TRAINED_BEFORE = re.compile(r"\bwe\s+(?:also\s+)?(?:pre-?)?train\s+$", re.I)
_MODEL_APPOSITIVE = re.compile(
    r"\s*,\s*(a|an)\s+(?:[\w.-]+\s+){0,4}?"
    r"(?:model|transformer|network|encoder|decoder|policy|agent)s?\s*[,(]",
    re.I,
)
# "our 2B-parameter model, | Pixie-2B |, ...", "the resulting agent, | X |": "our" or "the
# resulting", a few words and a head word before a name set off by commas (or a parenthesis).
_OUR_KIND_BEFORE = re.compile(
    r"\b(?:our|the\s+resulting)\s+(?:[\w.-]+\s+){0,3}?([a-z]+)\s*,\s*$", re.I
)
_NAME_CLOSES = re.compile(r"\s*(?:,|\(|\))")
# "X, a comb that weighs ...": an appositive that says what the name is and does.
_DESCRIBED_APPOSITIVE = re.compile(
    r"\s*,\s*(a|an)\s+(?:[\w-]+\s+){0,4}?[\w-]+\s+(that|which|for|to)\s", re.I
)
# A sentence opening on a place or a setting, up to a name in it ("On X, Y and ", "On the D4RL
# locomotion and "; not "For this reason, ").
_OPENING_PHRASE = re.compile(
    r"\s*(?:on|across|for|over|under|with|without|unlike|beyond|against|among|compared\s+"
    r"(?:to|with))\s+(?!(?:this|these|that|those|such|each|every)\b)[^;]*$",
    re.I,
)
# Words right before a name that make it what the paper builds on ("built on Y", "extends Y").
_BUILT_ON = re.compile(
    r"\b(?:(?:built|based|builds|build|building|relies|rely|relying)\s+(?:up)?on|on\s+top\s+of|"
    r"extends?|extending)\s*$",
    re.I,
)
_USING = frozenset({"using", "use", "uses", "used", "employ", "employs", "adopt", "adopts"})
# "(CMT) is a ...": one thing defined (a plural, "(GANs) are a ...", is a family of known ones).
_DEFINED_AS = re.compile(r"\s*\(\s*[^)]{1,12}\)\s*is\s+(a|an)\b")
# How far after a defined name its definition may reach, in characters.
_DEFINITION_WINDOW = 40
# Between a proposed phrase and the name the paper gives it: ", which we call", " that we term",
# " which we refer to as".
_NAMING_CLAUSE = re.compile(
    r"\s*,?\s*(?:which|that)?\s*we\s+(?:call|term|name|dub|coin|denote|refer\s+to\s+as)\b", re.I
)
# An appositive that gives a name of its own ("X, an approach we refer to as Z", "X, a scheme
# called Z"): it names the clause before it Z, not X.
_NAMES_ANOTHER = re.compile(
    r"\s*,\s*(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:(?:which|that)\s+)?(?:we\s+(?:call|term|name|"
    r"dub|coin|denote|refer\s+to\s+as)|called|named|dubbed|termed)\b",
    re.I,
)
_SCORES = {
    "proposes.title": confidence.PROPOSES_TITLE,
    "proposes.referred": confidence.PROPOSES_NAMED,
}


def title_name(title: str | None) -> tuple[str, str, bool] | None:
    """The name a title gives, what it says of it, and whether a colon set it apart.

    >>> title_name("FooNet: A Dataset of Tables")
    ('FooNet', 'A Dataset of Tables', True)
    >>> title_name("Why Do Nets Work?") is None
    True
    """
    if not title:
        return None
    head, colon, rest = title.partition(":")
    head = re.sub(r"\s+", " ", head).strip()
    words = head.split(" ")
    if not head or head.endswith("?"):
        return None
    if colon:
        if len(words) > _MAX_TITLE_NAME_WORDS:
            return None
    elif len(words) > _MAX_WHOLE_TITLE_WORDS:
        return None
    if any(w.lower().strip(",.") in _SENTENCE_WORDS for w in words):
        return None
    if words[0].lower() in DETERMINERS:
        return None
    return head, rest.strip(), bool(colon)


def find_title_proposals(
    context: Context, title: str | None
) -> tuple[tuple[Sentence, Proposal], ...]:
    """The title's name where the abstract first uses it as the paper's, with its sentence."""
    found = title_name(title)
    if found is None:
        return ()
    name, rest, colon = found
    announced = next((t for t in map(head_type, rest.split()) if t is not None), None)
    head = announced if announced in _ANNOUNCED else None
    text = context.text
    forms = title_forms(name)
    loose = _loose_forms(name) if colon else ()
    alternatives = "|".join(re.escape(form) for form in sorted({*forms, *loose}, key=len)[::-1])
    pattern = re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])", re.I)
    for match in pattern.finditer(text):
        start, end = match.span()
        sentence = sentence_at(context, start, end)
        if sentence is None or CITATION.search(sentence.text):
            continue
        if ORIGINAL_PURPOSE.search(sentence.text):
            continue  # "X (XX) ..., which is originally proposed to model Y": another's
        exact = text[start:end] in forms
        form = text[start:end]
        known = any(
            m.canonical is not None and m.start < end and start < m.end for m in context.mentions
        )
        if known and (form.lower() != name.lower() or not exact):
            continue  # a variant that is a known name ("GANs" of "Coulomb GANs") is not ours
        distinctive = exact and (" " in form and colon or _coined(form) or start > sentence.start)
        # "gated sine units" / "a gated sine unit" of "Gated Sine Units: ...", "CHAMELEON" of
        # "Chameleon: ...": the title's whole name in another case or number, in a sentence
        # the paper speaks in
        distinctive = distinctive or (
            not exact
            and (form.lower() in loose or _coined(form) and form.lower() == name.lower())
            and _SPEAKS.search(text, 0, sentence.end)
            and context.sentences.index(sentence) >= lead_in(context)
            and not BACKGROUND.search(sentence.text)
            and not PRIOR_WORK.search(sentence.text)
        )
        defined = bool(_DEFINED_AFTER.match(text, end))
        described = bool(WE_PROPOSE.search(sentence.text))
        if not (distinctive or defined or described):
            continue
        proposal = proposal_at(
            context, sentence, start, end, head, rule="proposes.title", whole_title=not colon
        )
        if proposal is not None:
            return ((sentence, proposal),)
        return ()
    return ()


# Others as the subject right after a name the paper gives: "For the second variant, which we
# call QSGDinf, they demonstrate ...": the paper's name for others' work.
_OTHERS_NAMED = re.compile(r"\s*,\s*(?:they|the authors)\b", re.I)


def find_referred_proposals(context: Context, sentence: Sentence) -> tuple[Proposal, ...]:
    """ "we refer to this method as X", "which we call X", "we term it 'X'"; each name listed
    after a plural object ("we refer to them respectively as X and Y"); the names of each naming
    verb ("1) ... which we call X (x), 2) introducing a function which we call Y (y)")."""
    tokens = context.tokens(sentence)
    mentions = context.mentions
    found: list[Proposal] = []
    for token in tokens:
        if token.lower_ not in REFERRING or token.i == tokens.start:
            continue
        if token.nbor(-1).lower_ != "we":
            continue
        after = token.idx + len(token.text)
        tail = context.text[after : sentence.end]
        # "we refer to <object> as X", "we denote this procedure as X"
        referring = token.lower_.startswith(("refer", "denote"))
        coined_term = _THE_TERM.match(tail) if token.lower_ == "coin" else None
        if coined_term is not None:  # "we coin the term X": the term, as after "as"
            after += coined_term.end()
            tail = context.text[after : sentence.end]
            referring = True
        if referring and coined_term is None:
            at = re.search(r"\bas\b", tail)
            if at is None:
                continue
            after += at.end()
            tail = context.text[after : sentence.end]
        quoted = _QUOTED.search(tail)
        # after an object ("we call this method / our new model / the full model with ... X")
        # the name closes it; with none the name is right after the verb ("which we call
        # Zorb"), and a name further on is another's ("we call extrapolation from the past to
        # the stochastic gradient method (SGD)": the name there is no mention)
        objected = referring or _OBJECT_OPENS.match(context.text, after) is not None
        named = [
            i
            for i in context.inside(sentence)
            if mentions[i].start >= after
            and (objected or _REFERRED_GAP.fullmatch(context.text, after, mentions[i].start))
            and (_is_name(mentions[i]) or named_right_after(context.text, after, mentions[i]))
        ]
        if named and _OTHERS_NAMED.match(context.text, mentions[named[0]].end):
            continue  # "For the second variant, which we call X, they demonstrate ...": theirs
        if named and (quoted is None or mentions[named[0]].start <= after + quoted.start()):
            concept = _phenomenon(context, token, mentions[named[0]].start)
            rule, score = "proposes.referred", confidence.PROPOSES_NAMED
            chosen = _listed_names(context, sentence, token, named)
            found.extend(Proposal(i, rule, score, concept=concept) for i in chosen)
            continue
        if quoted is not None:
            start, end = after + quoted.start(1), after + quoted.end(1)
            proposal = proposal_at(context, sentence, start, end, None, rule="proposes.referred")
            if proposal is not None:
                found.append(proposal)
                if proposal.mention is not None:
                    break  # a mention of its own: one per sentence
                continue
        if referring or not objected:
            # "we refer to this approach as X": the object says X is a thing made
            made = _MADE_KIND.search(context.text, token.idx, after) is not None
            # "Our approach, which we call X": the kind the relative clause is about
            we = token.nbor(-1).idx
            made = made or (
                _KIND_THEN_WHICH.search(context.text, max(sentence.start, we - 60), we) is not None
            )
            term = _lowercase_term(
                context, sentence, after, made=made, concept=_phenomenon(context, token, after)
            )
            if term is not None:
                found.append(term)
                if term.mention is not None:
                    break  # a mention of its own: one per sentence
    if found:
        return tuple(found)
    for own in _OWN_KIND_NAMED.finditer(context.text, sentence.start, sentence.end):
        # "Our approach, dubbed X": a method, whatever the tagger took the name for
        head = contribution_type(own.group("kind"))
        term = _lowercase_term(context, sentence, own.end(), made=True, head=head)
        if term is not None:
            return (term,)
    return ()


# Between two names of one naming verb: a comma or "and", after the first one's acronym.
_NAMES_GAP = re.compile(r"\s*(?:\(\s*[\w-]+\s*)?\)?\s*(?:,\s*(?:and\s+)?|and\s+)")
# Objects of the naming verb that name more than one thing ("we refer to them as A and B"),
# and the word that pairs names with things after them.
_PLURAL_OBJECT = re.compile(r"\b(?:them|these|those|both|two|three|four)\b", re.I)
_RESPECTIVELY = re.compile(r"\brespectively\b", re.I)
# The gap between a name and its acronym's mention ("A | (| a)").
_ACRONYM_OPENS = re.compile(r"\s*\(\s*")


def _listed_names(context: Context, sentence: Sentence, verb: Token, named: list[int]) -> list[int]:
    """The first name a naming verb gives, and the names listed with it where the verb names
    several things ("we refer to them respectively as A (a) and B (b)", "we call these two
    variants A and B"); the first one alone otherwise ("we call it A and show ...")."""
    text, mentions = context.text, context.mentions
    first = mentions[named[0]]
    plural = _PLURAL_OBJECT.search(text, verb.idx, first.start) or _RESPECTIVELY.search(
        text, first.end, sentence.end
    )
    chosen = [named[0]]
    if not plural:
        return chosen
    end = first.end
    for index in named[1:]:
        mention = mentions[index]
        if mention.start < end:
            continue
        gap = text[end : mention.start]
        if _ACRONYM_OPENS.fullmatch(gap):
            end = mention.end  # the first one's acronym, "A (a)"
            continue
        if not _NAMES_GAP.fullmatch(gap):
            break
        chosen.append(index)
        end = mention.end
    return chosen


# What "we coin" takes before the term it coins ("we coin the term X").
_THE_TERM = re.compile(r"\s+the\s+(?:new\s+)?(?:term|name|phrase)\b", re.I)
# A phenomenon's word as the naming verb's object, right before the name ("we call this
# effect | X", "we refer to this drawback as | X"), and before the clause that names it ("an
# issue (that) we call X").
_PHENOMENON_OBJECT = re.compile(
    rf"\b{PHENOMENON_WORDS}(?:\s+as)?\s*(?:(?:the|a|an)\s+)?[\"\u201c\u2018']?$", re.I
)
_PHENOMENON_THEN_WE = re.compile(rf"\b{PHENOMENON_WORDS}\s*,?\s*(?:which\s+|that\s+)?$", re.I)


def _kind_words(text: str) -> bool:
    """Whether a text after a name is only words for its kind (" architecture", " model")."""
    words = text.split()
    return text[:1] == " " and 1 <= len(words) <= 2 and all(head_type(w) for w in words)


def _phenomenon(context: Context, verb: Token, after: int) -> bool:
    """Whether the naming ``verb`` (a token after "we") names a phenomenon or a property ("we
    term this phenomenon X", "an issue we call X"); ``after``: where its name starts."""
    text, we = context.text, verb.nbor(-1).idx
    return bool(
        _PHENOMENON_OBJECT.search(text, verb.idx, after)
        or _PHENOMENON_THEN_WE.search(text, max(0, we - 40), we)
    )


# Words of a thing made, in a naming verb's object ("we refer to this *approach* as X").
_MADE_KIND = re.compile(
    r"\b(?:approach|method|procedure|algorithm|technique|framework|model|scheme|strategy|"
    r"architecture|module|loss|objective|regularizer|estimator|network)s?\b",
    re.I,
)
# A kind of thing made right before the relative clause that names it ("Our approach, which
# we call X", "a procedure that we term X").
_KIND_THEN_WHICH = re.compile(rf"{_MADE_KIND.pattern}\s*,?\s*(?:which|that)\s+$", re.I)
# The paper's own kind of thing and a naming participle ("Our approach, dubbed", "the
# resulting method, termed"): the lowercase term after it is the thing's name.
_OWN_KIND_NAMED = re.compile(
    r"\b(?:our|the\s+proposed|the\s+resulting|this\s+new)\s+(?:[\w-]+\s+){0,2}?"
    r"(?P<kind>method|approach|model|framework|algorithm|technique|scheme|procedure|strategy|"
    r"loss|objective|regularizer|module|architecture|estimator|system|network)s?\s*,?\s*"
    r"(?:called|termed|dubbed|named)\s",
    re.I,
)


# A lowercase term right after a naming verb with no object ("which we call pebble sorting,")
# or after "we refer to ... as": two to four words, or one hyphenated compound, up to the
# clause's end.
_LOWERCASE_TERM = re.compile(
    r"\s*(?:as\s+)?(?:the\s+)?[\"\u201c\u2018']?"
    r"(?P<name>[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?:\s+[a-z][a-z0-9]*(?:-[a-z0-9]+)*){0,3}?)"
    r"[\"\u201d\u2019']?(?=\s*[,.;:()]|\s*$|\s+(?:which|that|and|or|to|in|for|with|is|are|"
    r"was|where|because|since|on|by)\b)"
)

# A lowercase term of a word, a preposition and a word or two, up to its clause's end
# ("which we call competition for pixels.").
_TERM_TO_END = re.compile(
    r"\s*(?:as\s+)?(?:the\s+)?[\"\u201c\u2018']?"
    r"(?P<name>[a-z][a-z0-9-]*\s+(?:for|of|with|from|on|in|over|across)\s+"
    r"(?P<tail>[a-z][a-z0-9-]*(?:\s+[a-z][a-z0-9-]*)?))"
    r"[\"\u201d\u2019']?(?=\s*[,.;:]|\s*$)"
)
# What follows a term's preposition that is no part of it ("X for short", "X in this paper").
_NOT_A_TAIL = frozenset(
    """short brevity simplicity convenience example instance clarity this these that the
    our now here later""".split()
)

# A word coined as a name: a capital, then letters or digits (one hyphen or more inside), and
# what may follow a name ("which we name Quenorm, that ...").
_COINED_WORD = re.compile(
    r"\s*(?:as\s+)?[\"\u201c\u2018']?(?P<name>[A-Z][A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)"
    r"[\"\u201d\u2019']?(?=\s*[,.;:()]|\s*$|\s+(?:which|that|and|or|to|in|for|with|is|are|"
    r"was|where|because|since|on|by)\b)"
)


def _lowercase_term(
    context: Context,
    sentence: Sentence,
    after: int,
    *,
    made: bool = False,
    head: EntityType | None = None,
    concept: bool = False,
) -> Proposal | None:
    """ "we refer to this approach as pebble sorting", "which we term gradient-least-squares":
    a lowercase term the paper gives (not one the gazetteer knows: "we refer to this as
    transfer learning" names no new thing; not a task's name unless ``made``, the words before
    it say it is a thing made: "we refer to this synthesis process as image attribute
    manipulation" names the task the paper addresses)."""
    found = _LOWERCASE_TERM.match(context.text, after, sentence.end)
    coined = found is None
    if coined:
        # "a layer, which we name Quenorm,": a capitalised word no dictionary has, which the
        # tagger missed, is the name given
        found = _COINED_WORD.match(context.text, after, sentence.end)
        if found is None or found.group("name").lower() in load_lexicon():
            return None
    if not coined and " " not in found.group("name") and "-" not in found.group("name"):
        # "which we call competition for pixels.": a plain word and its complement, up to the
        # clause's end, is the term ("which we call it coherence for short" is not)
        whole = _TERM_TO_END.match(context.text, after, sentence.end)
        if whole is not None and whole.group("tail").split()[0].lower() not in _NOT_A_TAIL:
            found = whole
    start, end = found.span("name")
    text = found.group("name")
    words = text.split()
    lexicon = load_lexicon()
    one_word = len(words) == 1
    if (
        one_word
        and not coined
        and ("-" not in text or text in lexicon)  # one plain word, or a hyphenated English one
        or words[-1] in _TERM_NOT_LAST
        or known_name(text)
    ):
        return None
    mentions = context.mentions
    inside = context.inside(sentence)
    exact = [i for i in inside if (mentions[i].start, mentions[i].end) == (start, end)]
    if exact:
        if mentions[exact[0]].type is EntityType.TASK and not made:
            return None  # a task's name
        rule, score = "proposes.referred", confidence.PROPOSES_NAMED
        return Proposal(exact[0], rule, score, head=head, concept=concept)
    # a noun-phrase candidate with the word before the term ("term pebble drift") gives its
    # place to the term; any other mention across the term's edge leaves it no term of its own
    cut = [i for i in inside if mentions[i].start < start < mentions[i].end]
    if any(mentions[i].extractor != "phrase" or mentions[i].end != end for i in cut) or any(
        mentions[i].start < end < mentions[i].end for i in inside
    ):
        return None
    name = Mention(text, start, end, own_type(text), "name.termed", confidence.GIVEN_NAME)
    inner = cut + [i for i in inside if start <= mentions[i].start and mentions[i].end <= end]
    return Proposal(
        inner[0] if inner else len(mentions),
        "proposes.referred",
        confidence.PROPOSES_NAMED,
        mention=name,
        concept=concept,
    )


# Words a term does not end in ("we refer to them as the ones ...").
_TERM_NOT_LAST = frozenset("a an the of to in on for with by as one ones such follows".split())


def renamed_phrases(
    context: Context, sentence: Sentence, proposals: Sequence[Proposal]
) -> frozenset[int]:
    """The proposed phrases of a sentence that a referred name renames: "an efficient framework
    for comparing rankers, which we name the Rank Duel (RD)" proposes one thing, under its
    name. A phrase the naming clause does not follow right away keeps its edge ("a method for
    X using a novel training regime we call Y": two things)."""
    if not any(p.rule == "proposes.referred" for p in proposals):
        return frozenset()
    return frozenset(
        i
        for i in context.inside(sentence)
        if _described(context.mentions[i])
        and _NAMING_CLAUSE.match(context.text, context.mentions[i].end) is not None
    )


def _described(mention: Mention) -> bool:
    """Whether a mention describes a thing rather than names it: a proposed phrase, or a
    lowercase phrase the tagger found that no gazetteer entry knows ("a simple
    difficulty-aware early-exit strategy, which we call X")."""
    if mention.extractor == "proposal.phrase":
        return True
    return (
        mention.extractor in ("ner", "phrase")
        and mention.canonical is None
        and mention.text == mention.text.lower()
        and " " in mention.text
    )


def find_definition_proposals(context: Context, sentence: Sentence) -> tuple[Proposal, ...]:
    """ "*Consistency Mid-Training* (CMT) is a compact stage ...": a new defined name.

    New, not background: the definition has no word of background ("popular", "widely used",
    "has been") and either a word of novelty ("a novel", "our") or an earlier sentence where
    the paper says what it proposes.
    """
    if CITATION.search(sentence.text):
        return ()
    found = []
    earlier = context.text[context.sentences[0].start : sentence.start]
    for index in context.inside(sentence):
        mention = context.mentions[index]
        if mention.short_form is None or mention.canonical is not None:
            continue
        if not _DEFINED_AS.match(context.text[mention.end : mention.end + _DEFINITION_WINDOW]):
            continue
        definition = context.text[mention.end : sentence.end]
        if BACKGROUND.search(definition):
            continue
        if (
            NOVELTY.search(definition)
            or WE_PROPOSE.search(earlier)
            or own_opening(context, sentence, mention, definition)
        ):
            found.append(Proposal(index, "proposes.definition", confidence.PROPOSES_DEFINITION))
    return tuple(found)


def find_own_proposals(context: Context, sentence: Sentence) -> tuple[Proposal, ...]:
    """ "our proposed model (CNNEx)", "the proposed FooNet", "FooNet, a novel ...": own names."""
    if CITATION.search(sentence.text):
        return ()
    found = []
    doc = context.doc
    past_lead_in = context.sentences.index(sentence) >= lead_in(context) and not (
        PRIOR_WORK.search(sentence.text)
    )
    inside = context.inside(sentence)
    for index in inside:
        mention = context.mentions[index]
        # "we anneal with teacher decay, a novel method ...": a plain name, so owned, too
        plain = past_lead_in and plain_novel(context.text, mention)
        if not (_is_name(mention) or plain) or context.is_proposed(index):
            continue
        span = doc.char_span(mention.start, mention.end, alignment_mode="expand")
        if span is None:
            continue
        if name_after_kind(doc, context.mentions, inside, index, context.tokens(sentence).end):
            continue  # "a new Foo Planning (FP) framework, BarSearch": the kind, not the name
        first = max(context.tokens(sentence).start, span.start - _OWN_WINDOW)
        own = False
        for token in reversed(doc[first : span.start]):
            word = token.lower_
            if word in _NOVEL_WORDS and past_lead_in and novel_part(context.text, mention):
                # "our network employs a novel X (XA) module": a part the paper designs
                own = token.i == 0 or doc[token.i - 1].lower_ not in _PRIOR_ADVERBS
                break
            if word in _OWN_WORDS:
                # "the recently / previously proposed X" is others' work
                own = token.i == 0 or doc[token.i - 1].lower_ not in _PRIOR_ADVERBS
                break
            if not (
                word in DETERMINERS
                or word in EVALUATIVE
                or word in _ORDINALS
                or word in GENERIC_HEADS
                or head_type(word) is not None
                or word in {"(", ","}
            ):
                break
        if (
            own
            or NOVEL_APPOSITIVE.match(context.text, mention.end)
            or _novel_subject(context, sentence, mention)
            or _own_appositive(context, sentence, mention)
        ):
            head = _our_kind(context, sentence, mention)
            found.append(Proposal(index, "proposes.own", confidence.PROPOSES_OWN, head=head))
    return tuple(found) + _own_untagged_name(context, sentence)


# "Our agent, Disco, solves ...": "our", a kind word and a capitalised name set off by commas.
_OUR_KIND_NAME = re.compile(
    r"\b[Oo]ur\s+(?:[\w.-]+\s+){0,3}?(?P<kind>[a-z]+)\s*,\s*(?P<name>[A-Z][A-Za-z0-9-]+)\s*,\s"
)


def _own_untagged_name(context: Context, sentence: Sentence) -> tuple[Proposal, ...]:
    """The name the paper gives its own thing in an appositive ("Our agent, Disco, solves
    ..."), where the tagger found no mention there (a capitalised word, English or not)."""
    found = _OUR_KIND_NAME.search(context.text, sentence.start, sentence.end)
    if found is None or not _kind_word(found.group("kind")):
        return ()
    start, end = found.span("name")
    if any(m.start < end and start < m.end for m in context.mentions):
        return ()  # a mention is there: the rule above reads it
    text = found.group("name")
    if known_name(text) or text.lower() in {"which", "that", "we", "it"}:
        return ()
    name = Mention(text, start, end, own_type(text), "name.own", confidence.GIVEN_NAME)
    return (Proposal(len(context.mentions), "proposes.own", confidence.PROPOSES_OWN, mention=name),)


def _our_kind(context: Context, sentence: Sentence, mention: Mention) -> EntityType | None:
    """The type the kind word announces in "Our watermark, SemMark, keeps ..." (a Method, not
    the tagger's Dataset), or None where no "our <kind>," stands right before the name."""
    kind = _OUR_KIND_BEFORE.search(context.text, sentence.start, mention.start)
    if kind is None or not _NAME_CLOSES.match(context.text, mention.end):
        return None
    return contribution_type(kind.group(1)) if _kind_word(kind.group(1)) else None


# "ZorbNet is a novel framework ...": a name's copula and "a novel / new".
_NOVEL_COPULA = re.compile(r"\s+(?:is|are)\s+(?:a|an)\s+(?:[\w-]+\s+)?(?:novel|new)\b", re.I)
# What may open a sentence before its subject: nothing, or one phrase and a comma ("Here, ").
_BEFORE_SUBJECT = re.compile(r"\s*(?:[\w\s-]{1,30},\s*)?")


def _novel_subject(context: Context, sentence: Sentence, mention: Mention) -> bool:
    """ "ZorbNet is a novel framework that ...": a name the paper gives, the subject of its
    sentence, said to be a new thing (a known name or a plain phrase is not: "Wug parsing is
    a new task" may define the field's task)."""
    return (
        _is_name(mention)
        and _NOVEL_COPULA.match(context.text, mention.end) is not None
        and _BEFORE_SUBJECT.fullmatch(context.text, sentence.start, mention.start) is not None
    )


def _own_appositive(context: Context, sentence: Sentence, mention: Mention) -> bool:
    """ "Zorbsort, our comb filter, ...", "we sort them with Zorbsort, a comb that ...": a
    name the paper calls its own, or describes in an appositive in a sentence it speaks in."""
    after = context.text[mention.end : sentence.end]
    said = context.text[sentence.start : mention.start]
    if _OUR_APPOSITIVE.match(after):
        # "On X, our model outperforms Y": X ends an opening phrase, "our model" is the subject
        return not _OPENING_PHRASE.match(said)
    kind = _OUR_KIND_BEFORE.search(said)
    if kind is not None and _NAME_CLOSES.match(after) and _kind_word(kind.group(1)):
        return True  # "our 2B-parameter model, Pixie-2B, surpasses X": the name of our model
    if said.split()[-1:] and said.split()[-1].lower() in _USING:
        return False  # "we model X using Y, a model that ...": Y is used, not proposed
    if _BUILT_ON.search(said):
        return False  # "we build a sorter on top of Y, a sorter that ...": Y is the base
    if _NAMES_ANOTHER.match(after):
        return False  # "with Y, an approach we refer to as Z": the appositive names Z
    described = (
        _DESCRIBED_APPOSITIVE.match(after)
        or (_MADE_BEFORE.search(said) and _DATA_APPOSITIVE.match(after))
        or (_TRAINED_BEFORE.search(said) and _MODEL_APPOSITIVE.match(after))
    )
    return bool(
        described
        and re.search(r"\bwe\b", said, re.I)
        and not PRIOR_WORK.search(sentence.text)
        and not BACKGROUND.search(described.group())  # "Y, a popular sorter that ..."
    )


def _is_name(mention: Mention) -> bool:
    """A name the paper could give: not a known entity; coined, or with a short form."""
    if mention.canonical is not None or mention.extractor == "phrase":
        return False
    return mention.short_form is not None or _coined(mention.text)


def _kind_word(word: str) -> bool:
    """Whether a word names a kind of thing made ("model", "framework", "detector"): a head
    word, or any noun but one that reports work ("results", "experiments")."""
    lower = word.lower()
    if lower in GENERIC_HEADS or head_type(lower) is not None:
        return True
    lexicon = load_lexicon()
    return (
        lower not in NOT_CONTRIBUTIONS
        and "n" in (lexicon.get(lower) or lexicon.get(singularize(lower), ""))
        and word_class(lower, lexicon) == "N"
    )


def _coined(name: str) -> bool:
    """Whether a name is coined: capitals or digits inside it, or one word no dictionary has."""
    if any(ch.isupper() or ch.isdigit() for ch in name[1:]):
        return True
    return " " not in name and name[:1].isupper() and name.lower() not in load_lexicon()


def title_forms(name: str) -> tuple[str, ...]:
    """The forms an abstract may use a title's name in, longest first: the name, its plural
    or singular ("FooNets" / "FooNet"), and a tail without leading words that is still coined
    ("Perm-Set Net" of "Deep Perm-Set Net", two words at least). Plain words get no variant.

    >>> title_forms("Deep Perm-Set Net")
    ('Deep Perm-Set Nets', 'Deep Perm-Set Net', 'Perm-Set Nets', 'Perm-Set Net')
    >>> title_forms("Grand Mesh Flow")
    ('Grand Mesh Flow',)
    """
    words = name.split(" ")
    bases = [name] + [
        " ".join(words[i:])
        for i in range(1, len(words))
        if i < len(words) - 1 and words[i][:1].isupper() and any(map(_word_coined, words[i:]))
    ]
    forms: set[str] = set()
    for base in bases:
        forms.add(base)
        if not any(map(_word_coined, base.split(" "))):
            continue
        singular = base[:-1] if base.endswith("s") else ""
        forms.add(singular if singular and _word_coined(singular.split(" ")[-1]) else base + "s")
    return tuple(sorted(forms, key=lambda f: (-len(f), f)))


def loosely_joined(name: str) -> str:
    """A pattern of a name's letters with or without the hyphens and spaces between them
    ("SplitLBI" and "Split-LBI" of "Split LBI", "Prox-SGD" of "ProxSGD").

    >>> bool(re.fullmatch(loosely_joined("Split LBI"), "SplitLBI"))
    True
    """
    return "[ -]?".join(re.escape(ch) for ch in name if not (ch.isspace() or ch == "-"))


def _loose_forms(name: str) -> tuple[str, ...]:
    """A colon-set title name of two words or more, lower-cased, in both numbers ("gated sine
    units", "gated sine unit")."""
    if " " not in name:
        return ()
    lower = name.lower()
    other = lower[:-1] if lower.endswith("s") else lower + "s"
    return (lower, other)


def _word_coined(word: str) -> bool:
    """Whether one word is coined: capitals, digits or a capitalised part inside it."""
    return any(ch.isupper() or ch.isdigit() for ch in word[1:])


def sentence_at(context: Context, start: int, end: int) -> Sentence | None:
    """The sentence that holds the characters from ``start`` to ``end``, if one does."""
    for sentence in context.sentences:
        if sentence.start <= start and end <= sentence.end:
            return sentence
    return None


def proposal_at(
    context: Context,
    sentence: Sentence,
    start: int,
    end: int,
    head: EntityType | None,
    *,
    rule: str,
    whole_title: bool = False,
) -> Proposal | None:
    """A proposal of the words ``start:end``: the mention there, or a new one in its place."""
    mentions = context.mentions
    inside = context.inside(sentence)
    exact = [i for i in inside if (mentions[i].start, mentions[i].end) == (start, end)]
    if exact:
        index = exact[0]
        if whole_title and mentions[index].canonical is not None:
            return None  # a title that is a known name ("Dropout") is about it, not its own
        if context.is_proposed(index):
            return None
        return Proposal(index, rule, _SCORES[rule], head=head)
    overlapping = [i for i in inside if mentions[i].start < end and start < mentions[i].end]
    kinds = [
        i
        for i in overlapping
        if mentions[i].start == start and _kind_words(context.text[end : mentions[i].end])
    ]
    if kinds and not whole_title and not context.is_proposed(kinds[0]):
        # "giving rise to the DDRprog architecture": the name and a word for its kind
        return Proposal(kinds[0], rule, _SCORES[rule], head=head)
    if any(mentions[i].start < start or mentions[i].end > end for i in overlapping):
        return None  # inside a longer mention: not the name alone
    if any(mentions[i].canonical is not None for i in overlapping) and whole_title:
        return None
    text = context.abstract[start:end]
    etype = head if head in _ANNOUNCED else own_type(text)
    mention = Mention(text, start, end, etype, "name." + rule.split(".")[1], confidence.GIVEN_NAME)
    index = overlapping[0] if overlapping else len(mentions)
    return Proposal(index, rule, _SCORES[rule], head=head, mention=mention)
