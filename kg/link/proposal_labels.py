"""Unnamed proposals' labels that are no whole noun phrase of a thing made.

An unnamed proposal ("we present a method for sorting pebbles") is labelled by the phrase the
extraction cut out of the sentence. Such a label gets a node only when it is a whole, readable
noun phrase; :func:`cut_proposal` tells the others:

- cut at its end: at an adjective, a preposition or a hyphenated modifier ("general method for
  estimating high-variance", "approach to addressing X in a generic sequence-to-sequence"); a
  gerund heading a compound ("... question answering") and an adverb closing a clause ("...
  that performs X jointly") end one whole;
- cut before its complement or inside its head ("rich collection | of findings", "approach for
  weight | pruning", "framework for entity | and event extraction"), or inside a clause
  ("learning algorithm which can infer concepts | as short programs");
- a clause, not a thing ("instead to target ...", "alleviating the cost of ..."), the object of
  a verb ("applying | procedure to this robot"), a pointer back into the text ("method that
  corrects these flaws", "procedure to this robot"; one before a phrase of its own content
  reads as "the", :func:`without_pointers`), a "both" the text closes after the label ("model
  that learns both to discover X | as well as ..."), the paper's own statement ("expressions
  which bound X and show how ...");
- a study, evidence or results rather than a thing made ("a careful analysis of dropout",
  "numerical evidence of X", "a three-stage user study", "an evaluation protocol").
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from kg.lexicon.cues import CLASS_WORDS, GENERIC_HEADS
from kg.lexicon.wordclass import load_lexicon, word_class
from kg.link.keys import is_generic, name_key, only_generic_words
from kg.link.task_chunks import is_gerund
from kg.text import singularize
from kg.types import Mention

__all__ = ["cut_proposal", "generic_proposal", "head_phrase", "unquantified", "without_pointers"]


# What a paper does, not what it makes: such a head is no proposal ("a careful analysis of X").
_STUDY_HEADS = frozenset(
    """study analysis evidence evaluation comparison investigation experiment result finding
    summary examination assessment exploration review overview survey ablation demonstration
    observation insight proof characterization characterisation collection validation""".split()
)
# "an evaluation protocol", "a benchmarking procedure": a study named by its way of working.
_STUDY_MODIFIERS = frozenset("evaluation benchmarking experimental empirical testing".split())
# Words that end a label's head: its complement or a clause follows.
_COMPLEMENT_WORDS = frozenset(
    """of for to that which who whose with in on by from as via using based where when
    whereby than""".split()
)
_COPULAS = frozenset("is are was were be been being remain remains become becomes".split())
# Words pointing back into the text: "this robot", "these flaws" say what only with their context.
_POINTERS = frozenset("this these those such said aforementioned our".split())
# A pointer before a noun phrase of its own content, and what the label reads instead ("learn
# *such* sequential generative models", "compute *this* covariance function": "the").
_LIFTED_POINTERS = {"such": "", "this": "the", "these": "the", "those": "the"}
# Heads that point back into the text whatever their modifiers ("this empirically observed
# phenomenon", "these two challenges"), and words that count or place what was said before.
_REFERRING_HEADS = frozenset(
    """phenomenon phenomena issue challenge gap question limitation drawback shortcoming
    behavior behaviour observation finding difficulty problem task setting""".split()
)
_REFERRING_MODIFIERS = frozenset(
    "two three four latter former same above previous following kind type sort".split()
)
# After a clause inside the label, these go on with the clause's verb ("infer concepts | as").
_CLAUSE_GOES_ON = re.compile(r"^ (?:as|into|onto) [a-z]")
_PURPOSE_GOES_ON = re.compile(r"^ to [a-z]")
_CLAUSE_WORDS = frozenset("to that which who".split())
# "framework for entity | and event extraction", "extension of LSTM | and ConvNet to graphs".
_AND_GOES_ON = re.compile(r"^ (?:and|or) ([A-Za-z][\w-]*)(?![\w-]*[,.;:(])")
_ACRONYM_THEN_NOUN = re.compile(r"^ \([^()]{1,12}\) ([a-z][a-z-]*)\b")
_LONG_FORM = re.compile(r"^ \([A-Z][\w-]*\)(?: ([a-z][\w-]*))?")
_GLUED_DIGIT = re.compile(r"[a-z]{5,}\d[a-z]{5,}")
# Heads that say what they hold only with their "of" ("a rich collection | of findings").
_CONTAINERS = frozenset(
    """collection set suite family series variety number range class kind type combination
    mixture group list sequence array body host pair couple approach method framework way
    extension variant version form means""".split()
)
# Hyphenated modifiers of degree ("high-variance", "low-rank"): they need a noun after them.
_DEGREE_PARTS = frozenset(
    "high low large small long short fine coarse multi single full half".split()
)
_CONTINUE_NP = re.compile(r"^ ([a-z][a-z-]*)\b(?![-'])")
_OF_COMPLEMENT = re.compile(r"^ of (?:the |a |an )?[\w-]")
_WORD_BEFORE = re.compile(r"([A-Za-z][\w-]*) $")


def _head_index(words: list[str]) -> int:
    """The index of a label's head: the word before its first complement word or participle
    ("results | investigating ...")."""
    for i, word in enumerate(words):
        lower = word.lower()
        if i and (lower in _COMPLEMENT_WORDS or i < len(words) - 1 and is_gerund(lower)):
            return i - 1
    return len(words) - 1


def _cut_end(word: str) -> bool:
    """A label's last word that needs more after it ("high-variance", "general", "for")."""
    lower = word.lower()
    if _function_word(lower):
        return True
    if not lower[-1:].isalnum() and not lower.endswith(")"):
        return True  # "semantic-invariant transformations~", "w.r.t"
    if lower.endswith("w.r.t"):
        return True
    parts = lower.split("-")
    if len(parts) >= 2 and (parts[0] in _DEGREE_PARTS or "to" in parts[1:-1]):
        return True  # "high-variance", "sequence-to-sequence": modifiers, not heads
    kinds = load_lexicon().get(lower)
    return word == lower and kinds is not None and "n" not in kinds and "v" not in kinds


def _function_word(lower: str) -> bool:
    """A word that takes what follows it: a complement word, a pointer, an article or "and"."""
    return lower in _COMPLEMENT_WORDS | _POINTERS or lower in ("a", "an", "the", "and", "or")


def _whole_end(words: list[str], lexicon: Mapping[str, str]) -> bool:
    """Whether a label's last word, though neither noun nor verb, ends it whole: a gerund
    heading a compound ("framework for open-domain question *answering*"), an adjective after
    a noun ("to a learned probability *simplex*"), or an adverb closing a clause ("algorithm
    that performs reduction and clustering *jointly*", "technique for teaching RNNs to plan
    *ahead*")."""
    last = words[-1]
    if last != last.lower() or len(words) < 3:
        return False
    before = words[-2].lower()
    if _function_word(before):
        return False  # "method for answering", "approach that | directly"
    if len(last) > 6 and last.endswith("ing") and "-" not in last:
        return word_class(before, lexicon) == "N"  # "question answering", not "very | promising"
    if _compound_head(before, lexicon) and "-" not in last and lexicon.get(last) == "a":
        return True  # "to a learned probability *simplex*": a noun the lexicon lacks
    if _infinitive_adverb([w.lower() for w in words], lexicon):
        return True  # "technique for encouraging RNNs to plan *ahead*"
    clause = _CLAUSE_WORDS.intersection(w.lower() for w in words[1:-1])
    return bool(clause) and last.endswith("ly") and lexicon.get(last) == "r"


def _infinitive_adverb(words: list[str], lexicon: Mapping[str, str]) -> bool:
    """Whether a lowercased label ends in an infinitive and its adverb ("... to plan *ahead*",
    "... to act *quickly*"): the adverb ends the clause whole."""
    last = lexicon.get(words[-1], "")
    return (
        len(words) >= 3
        and "r" in last
        and "n" not in last
        and words[-3] == "to"
        and "v" in lexicon.get(words[-2], "")
    )


def _compound_head(before: str, lexicon: Mapping[str, str]) -> bool:
    """Whether the word before a label's last word is only a noun, so that the last word,
    though the lexicon knows it only as an adjective, heads a compound ("probability
    *simplex*"): English puts no adjective after the noun it modifies."""
    return lexicon.get(before) == "n"


def _infinitive(words: list[str], lexicon: Mapping[str, str]) -> bool:
    """Whether a label holds "to" and a verb ("algorithm to train agents"), not the preposition
    ("modifications to CNNs")."""
    return any(
        w == "to" and i + 1 < len(words) and "v" in lexicon.get(words[i + 1], "")
        for i, w in enumerate(words[1:], start=1)
    )


def _study(words: list[str]) -> bool:
    head = _head_index(words)
    word = words[head]
    if word != word.lower():
        return False  # "Principal Component Analysis": a name
    singular = singularize(word.lower())
    singular = "analysis" if word.lower() == "analyses" else singular
    if singular in _STUDY_HEADS:
        return True
    return singular in ("protocol", "procedure", "setup") and bool(
        _STUDY_MODIFIERS.intersection(w.lower() for w in words[:head])
    )


def without_pointers(text: str) -> str:
    """An unnamed proposal's label with each pointer back into the text that a noun phrase of
    its own content follows read as "the", or dropped after "such": the phrase says what
    without the sentence before it. A pointer before a bare noun ("these flaws") or a head
    that only refers ("this issue", "such a problem") stays, and :func:`cut_proposal` cuts it.

    >>> without_pointers("framework that can learn such sequential generative models")
    'framework that can learn sequential generative models'
    >>> without_pointers("pipeline to compute this covariance function")
    'pipeline to compute the covariance function'
    >>> without_pointers("method that corrects these flaws")
    'method that corrects these flaws'
    """
    words = text.split()
    out: list[str] = []
    for i, word in enumerate(words):
        lifted = _LIFTED_POINTERS.get(word.lower())
        if lifted is None or i == 0 or not _content_phrase(words[i + 1 :]):
            out.append(word)
        elif lifted:
            out.append(lifted)
    return " ".join(out)


def _content_phrase(words: list[str]) -> bool:
    """Whether the words after a pointer open a noun phrase of two or more words whose head
    does not merely refer ("sequential generative models", not "issue", "two challenges",
    "optimization problem", "new method")."""
    phrase: list[str] = []
    for word in words:
        lower = word.lower()
        if (
            not re.fullmatch(r"[a-z][a-z-]*", lower)
            or _function_word(lower)
            or lower in _COPULAS
            or lower.endswith("ly")
        ):
            break
        phrase.append(lower)
    if len(phrase) < 2 or _REFERRING_MODIFIERS.intersection(phrase):
        return False
    return singularize(phrase[-1]) not in _REFERRING_HEADS and not is_generic(" ".join(phrase))


def generic_proposal(surface: str) -> bool:
    """Whether an unnamed proposal's label names nothing in particular. One with a complement
    is generic only when all its words are: its last word is in its complement, not its head
    ("method to find periodicities in a *signal*"), and whether it is cut is
    :func:`cut_proposal`'s question.

    >>> generic_proposal("method to find periodicities in a signal"), generic_proposal("novel approach")
    (False, True)
    """
    words = surface.lower().split()
    if not _COMPLEMENT_WORDS.intersection(words[1:]) or only_generic_words(surface):
        return is_generic(surface)
    keyed = name_key(surface).split()  # "poorly-textured" -> "poorly textured"
    last, before = singularize(keyed[-1]), keyed[-2]
    if before == "the" and last in _STUDY_HEADS:
        return True  # "algorithm based on the results": this paper's, said before
    # "to learn stable", "that is invariant": an adjective after a verb ends no noun phrase
    lexicon = load_lexicon()
    if _infinitive_adverb(keyed, lexicon):
        return False  # "technique for teaching RNNs to plan ahead": an adverb, no modifier
    before_kinds = lexicon.get(before, "")
    return (
        word_class(last, lexicon) == "A"
        and not last.endswith("ing")
        and (
            "-" in words[-1]  # "for speaker-independent": a modifier without its noun
            or "n" not in lexicon.get(last, "")
            and not _compound_head(before, lexicon)
            or before in _COPULAS
            or "v" in before_kinds
            and "n" not in before_kinds
            or before.endswith("ly")
        )
    )


def cut_proposal(mention: Mention, abstract: str) -> bool:
    """Whether an unnamed proposal's label is no whole, readable noun phrase of a thing made,
    so that it gets no node: cut at its end, before its complement or head, the object of a
    verb, a pointer back into the text, or a study (see the module docstring).

    >>> from kg.types import EntityType
    >>> text = "We give a rich collection of findings and a general method for estimating high-variance gradients."
    >>> m = Mention("rich collection", 10, 25, EntityType.METHOD, "proposal.phrase", 0.5)
    >>> cut_proposal(m, text), cut_proposal(Mention("general method for estimating high-variance", 42, 85, EntityType.METHOD, "proposal.phrase", 0.5), text)
    (True, True)
    """
    words = without_pointers(mention.text).split()
    if not words or mention.short_form or mention.long_form:
        return False
    if any(ch.isupper() for w in words for ch in w[1:]) and len(words) == 1:
        return False  # a name
    first = words[0].lower()
    lexicon = load_lexicon()
    second = words[1].lower() if len(words) > 1 else ""
    # A gerund phrase the extraction made of "we propose to <verb> ..." is a way of doing.
    gerund_label = mention.extractor == "proposal.gerund"
    if first in ("instead", "also", "then", "thus", "hence") or (
        not gerund_label
        and first.endswith("ing")
        and not {"a", "n"} & set(lexicon.get(first, ""))
        and word_class(first, lexicon) == "A"
        and second not in GENERIC_HEADS | CLASS_WORDS  # "routing algorithm", "pooling method"
    ):
        return True  # "instead a fully convolutional model", "alleviating the cost": a clause
    after = abstract[mention.end : mention.end + 40]
    found = _LONG_FORM.match(after)  # "... text-to-speech (TTS) with": a name's end
    long_form = found is not None and (
        found.group(1) is None or word_class(found.group(1), lexicon) != "N"
    )
    if not long_form and _cut_end(words[-1]) and not _whole_end(words, lexicon) or _study(words):
        return True
    if _POINTERS.intersection(w.lower() for w in words):
        return True  # "procedure to this robot", "method that corrects these flaws"
    if any(_GLUED_DIGIT.search(w) for w in words):
        return True  # "architectural1contribution": words glued by a lost footnote mark
    lowered = [w.lower() for w in words]
    if _CLAUSE_WORDS.intersection(lowered[1:]) and _CLAUSE_GOES_ON.match(after):
        return True
    if _infinitive(lowered, lexicon) and _PURPOSE_GOES_ON.match(after):
        return True  # "algorithm to train agents | to achieve goals"  # "learning algorithm which can infer concepts | as short programs"
    if _verb_cut(lowered, after, lexicon):
        return True  # "way of directly estimating | and fine-tuning the boundary"
    if _clause_of_paper(lowered, after):
        return True  # "model that learns both to discover X | as well as ..."
    if lowered[-1].endswith("ing") and _PARTICLE_AFTER.match(after):
        return True  # "techniques for compressing and speeding | up X": a phrasal verb cut
    joined = _AND_GOES_ON.match(after)
    if joined is not None and _COMPLEMENT_WORDS.intersection(lowered[1:]):
        word = joined.group(1)
        if word != word.lower() or (
            word_class(word, lexicon) == "N" and "v" not in lexicon.get(word, "v")
        ):
            return True  # "framework for entity | and event extraction"
    acronym = _ACRONYM_THEN_NOUN.match(after)
    if acronym is not None and word_class(acronym.group(1), lexicon) == "N":
        return True  # "approach that adopts an Optimal Transport | (OT) technique"
    head = words[_head_index(words)]
    if (
        head == words[-1]
        and head == head.lower()
        and singularize(head.lower()) in _CONTAINERS
        and _OF_COMPLEMENT.match(after)
    ):
        return True  # "rich collection | of findings": the phrase goes on
    following = _CONTINUE_NP.match(after)
    if following is not None and words[-1] == words[-1].lower():
        word = following.group(1)
        if word_class(word, lexicon) == "N" and "v" not in lexicon.get(word, "v"):
            return True  # "approach for weight | pruning": cut inside a compound
    before = _WORD_BEFORE.search(abstract[max(0, mention.start - 30) : mention.start])
    if before is not None:
        word = before.group(1)
        return (
            word.endswith("ing")
            and word_class(word, lexicon) == "A"
            and "a" not in lexicon.get(word, "")
            # "by proposing | multi-task extensions of X": the cue's gerund, no modifier cut off
            # (not "by introducing | X into Y", "constructing | X": what a method does)
            and word.lower() != "proposing"
        )
    return False


# "and show how ...", "and prove that ...": a verb and its clause, the paper's own statement.
_STATEMENT = re.compile(r"\band [a-z]+ (?:how|that|whether)\b")
# What closes a "both" after the label ("both to discover X | (or Y) as well as to ...").
_BOTH_CLOSED_AFTER = re.compile(r"^(?: \([^()]*\))? (?:and|or|as well as)\b")


def _clause_of_paper(lowered: list[str], after: str) -> bool:
    """Whether a label runs into a statement of the paper's ("expressions which bound X *and
    show how* ..."), or opens a coordination that the text closes after it ("model that
    learns *both* to discover X | as well as ...").

    >>> _clause_of_paper("expressions which bound the gap and show how they hold".split(), ".")
    True
    >>> _clause_of_paper("model that learns both to discover events".split(), " as well as to")
    True
    >>> _clause_of_paper("pipeline that combines the best of both worlds".split(), ".")
    False
    """
    if "both" in lowered[1:] and _BOTH_CLOSED_AFTER.match(after):
        return "and" not in lowered[lowered.index("both") + 1 :]
    return _STATEMENT.search(" ".join(lowered)) is not None


_PARTICLE_AFTER = re.compile(r"^ (?:up|down|out|off|away|back)\b")
_VERB_AND_GOES_ON = re.compile(r"^ (?:and|or) ([a-z][\w-]*ing)\b")


def _verb_cut(lowered: list[str], after: str, lexicon: Mapping[str, str]) -> bool:
    """Whether a label ends in a verb whose object it lacks: a gerund after an adverb ("way of
    directly estimating"), or one coordinated with another gerund that shares the object
    after the label ("way of estimating | and fine-tuning the boundary").

    >>> from kg.lexicon.wordclass import load_lexicon
    >>> lexicon = load_lexicon()
    >>> _verb_cut(["way", "of", "directly", "estimating"], " the gap", lexicon)
    True
    >>> _verb_cut(["way", "of", "estimating"], " and fine-tuning the gap", lexicon)
    True
    >>> _verb_cut(["method", "for", "clustering"], " and a loss", lexicon)
    False
    """
    last = lowered[-1]
    if len(lowered) < 2 or not last.endswith("ing"):
        return False
    if lexicon.get(lowered[-2]) == "r":  # only an adverb ("directly"): the gerund is a verb
        return True
    joined = _VERB_AND_GOES_ON.match(after)
    return (
        joined is not None
        and word_class(last, lexicon) != "N"
        and word_class(joined.group(1), lexicon) != "N"
    )


# Words after which a cut proposal's label is its head phrase's complement or clause.
_COMPLEMENT_OPENERS = frozenset("that which whose where to for by with using via".split())
# Heads a proposal's head phrase may end on: what a paper makes ("scheme", "estimator"; not
# "solution", "problem", "ways").
_MADE_HEAD_KINDS = frozenset(
    """method approach framework model algorithm technique strategy scheme architecture module
    objective loss estimator procedure pipeline mechanism network regularizer sampler
    optimizer planner""".split()
)
# Modifiers that say no more than the head of what kind it is ("learning algorithm", "neural
# framework", "unsupervised approach": 3,229 graph, a first version proposed them).
_KIND_MODIFIERS = frozenset(
    """learning neural unsupervised supervised self-supervised semi-supervised heuristic
    analytical related meta-learning deep probabilistic statistical computational general
    generic hybrid""".split()
)


_FUNCTION_WORDS = frozenset("of and or in on the a an".split())


def head_phrase(mention: Mention, abstract: str) -> Mention | None:
    """The head noun phrase of an unnamed proposal whose label :func:`cut_proposal` rejects,
    when it names a thing made on its own ("contrastive pretraining scheme" of "contrastive
    pretraining scheme that treats two leads of the same recording | as positive pairs"); None
    when the phrase before its complement is generic or is no made thing's ("set | of
    metrics to ...", "algorithm | to optimize ...").

    >>> from kg.types import EntityType
    >>> text = "We describe a kelp pretraining scheme that treats two leads of a recording as pairs."
    >>> m = Mention(text[14:66], 14, 66, EntityType.METHOD, "proposal.phrase", 0.6)
    >>> head_phrase(m, text).text
    'kelp pretraining scheme'
    """
    if not mention.extractor.startswith("proposal") or abstract[mention.start : mention.end] != (
        mention.text
    ):
        return None
    words = list(re.finditer(r"\S+", mention.text))
    cut = next((k for k, w in enumerate(words) if w.group().lower() in _COMPLEMENT_OPENERS), None)
    if cut is None or cut < 2:
        return None
    end = mention.start + words[cut - 1].end()
    text = abstract[mention.start : end]
    *modifiers, last = text.lower().split()
    lexicon = load_lexicon()
    specific = [
        w
        for w in modifiers
        if w not in _KIND_MODIFIERS
        and ("-" in w or "n" in lexicon.get(w, "n") and "a" not in lexicon.get(w, ""))
    ]
    if singularize(last) not in _MADE_HEAD_KINDS or not specific or generic_proposal(text):
        return None  # "learning algorithm", "neural framework": of no kind of its own
    if _FUNCTION_WORDS.intersection(modifiers):
        return None  # "properties of neural networks": the head is another's
    short = Mention(text, mention.start, end, mention.type, mention.extractor, mention.confidence)
    return None if cut_proposal(short, abstract) else short


# "a family of X", "a new class of X": a quantifier head before the thing proposed (not "a
# suite / collection of X": that is the thing made, a benchmark or a dataset).
_QUANTIFIED = re.compile(r"(?:family|class|series|variety)\s+of\s+(?=[a-zA-Z])", re.I)


def unquantified(mention: Mention, abstract: str) -> Mention | None:
    """An unnamed proposal's label without the quantifier head before what it proposes
    ("prototype refinement networks" of "family of prototype refinement networks"), where two
    words or more name it before any complement; None otherwise.

    >>> from kg.types import EntityType
    >>> text = "This work presents a family of kelp refinement networks that sort stones."
    >>> m = Mention(text[21:72], 21, 72, EntityType.METHOD, "proposal.phrase", 0.6)
    >>> unquantified(m, text).text
    'kelp refinement networks that sort stones'
    """
    found = _QUANTIFIED.match(mention.text)
    if found is None or not mention.extractor.startswith("proposal"):
        return None
    rest = mention.text[found.end() :].split()
    named = next((k for k, w in enumerate(rest) if w.lower() in _COMPLEMENT_OPENERS), len(rest))
    if named < 2 or _FUNCTION_WORDS.intersection(w.lower() for w in rest[:named]):
        return None
    start = mention.start + found.end()
    if abstract[start : mention.end] != mention.text[found.end() :]:
        return None
    return Mention(
        abstract[start : mention.end],
        start,
        mention.end,
        mention.type,
        mention.extractor,
        mention.confidence,
    )
