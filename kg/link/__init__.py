"""Link stage: mentions across the corpus -> one entity per real-world thing.

Two mentions are the same entity when, after :func:`kg.text.match_key` (Unicode, case,
hyphens, dashes, plural) and qualifier stripping (``ImageNet 64x64`` -> ``ImageNet``):

* the paper defines the acronym ("Mean Teacher (MT)"): the acronym means that long form in that
  paper, and joins a gazetteer entry only when the long form is that entry's;
* the gazetteer resolves them to the same entry (never a word in its ordinary sense:
  "reinforce visual cues" is not REINFORCE, "attracted attention" not the attention mechanism);
* the acronym is defined with one meaning somewhere in the corpus, and that meaning may be
  borrowed (:mod:`kg.link.meanings`: established, the same letters, no meaning of its own);
* their keys are equal, or :mod:`kg.link.merges` merges their groups (spelling variants, names
  that list each other, the user's curation file).

Every alias records why it was merged (:class:`kg.types.AliasReason`). Whether an entity is
drawn is its termhood (:mod:`kg.link.termhood`), never how many papers share it. Unnamed
contributions ("a pi-invariant test-time projection") stay scoped to their paper; generic phrases
("our method", "existing approaches") never become entities.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import replace

from kg.lexicon.gazetteer import Gazetteer, GazetteerEntry, load_gazetteer
from kg.lexicon.task_cues import TASK_HEADS, TASK_SUFFIXES
from kg.lexicon.wordclass import read_surface
from kg.link.chunks import described_work, proposed_description
from kg.link.cuts import cut_mention, without_citation
from kg.link.groups import (
    SEP,
    Member,
    make_entity,
    merged_groups,
    split_different,
)
from kg.link.keys import (
    OWN_KIND_WORDS,
    acronym_of_kind,
    gerund_nominal,
    is_generic,
    known_task_of_object,
    name_key,
    named_task_before_suffix,
    of_nominal,
    ordinary_sense,
    strip_qualifiers,
    without_kind_word,
)
from kg.link.labels import defines, surface_of
from kg.link.meanings import MeaningUse, listed_code
from kg.link.merges import (
    GERUND_TYPES,
    METHOD_TYPES,
    Curation,
    merge_report,
    parse_curation,
    read_curation,
)
from kg.link.pieces import piece_of_name
from kg.link.proposal_labels import cut_proposal, generic_proposal, head_phrase, unquantified
from kg.link.senses import (
    longer_known_name,
    loose_definition,
    network_family,
    ordinary_use,
    plain_known,
    sibling_of_known,
    written_out,
)
from kg.link.spellings import spelled_like
from kg.link.termhood import (
    GIVEN_NAME_RULES,
    named_in_text,
)
from kg.types import (
    COLLECTION_EXTRACTOR,
    COMPARATIVE_EXTRACTOR,
    CONJUNCT_EXTRACTOR,
    CUE_PROPOSAL_RULE,
    DESCRIBED_EXTRACTOR,
    FORMULATION_EXTRACTOR,
    LISTED_DATA_EXTRACTOR,
    QUOTED_NAME_EXTRACTOR,
    TITLE_DESCRIBED_EXTRACTOR,
    Entity,
    EntityType,
    Extraction,
    LinkedCorpus,
    Mention,
    Predicate,
)

# Extractors that make a name data by the words around it ("the X benchmark", "on A, B and X"):
# a method the gazetteer gives the name is another thing.
_DATA_BY_CONTEXT = frozenset({LISTED_DATA_EXTRACTOR, COLLECTION_EXTRACTOR})

__all__ = [
    "Curation",
    "is_generic",
    "link",
    "merge_report",
    "parse_curation",
    "read_curation",
    "strip_qualifiers",
]


# The alias reason of a task keyed by its noun phrase ("detection of anomalies" and "detecting
# anomalies" are "anomaly detection"; one of the ontology's kg:mergeRule values).
_TASK_FORM = "gerund form"


def _known_description(base: str, entry_of) -> bool:
    """Whether a phrase of several words that describes ("certifiably robust", "adversarially
    robust") is a gazetteer alias, which names the entry's thing."""
    return len(base.split()) > 1 and entry_of(base) is not None


def link(
    extractions: Iterable[Extraction],
    *,
    gazetteer: Gazetteer | None = None,
    curation: Curation | None = None,
) -> LinkedCorpus:
    """Resolve every mention of every extraction to an entity.

    Args:
        extractions: The extract stage's output, one per paper key (see :mod:`kg.build`).
        gazetteer: The gazetteer used to resolve names (default: the shipped one).
        curation: The user's ``same``/``different`` decisions (see :mod:`kg.link.merges`).
    """
    gazetteer = gazetteer or load_gazetteer()
    curation = curation or Curation()
    ordered = [_head_phrased(e) for e in sorted(extractions, key=lambda e: e.paper.key)]

    def entry_of(surface: str) -> GazetteerEntry | None:
        return gazetteer.lookup(surface)

    def known_entry(base: str, whole: str) -> GazetteerEntry | None:
        # "Ubuntu Dialogue Corpus": the whole name is known where the name cut at its
        # qualifier ("Ubuntu Dialogue") is not
        return entry_of(base) or (entry_of(whole) if base != whole else None)

    def long_key(long_form: str, short: str) -> str:
        whole = read_surface(long_form)
        base = strip_qualifiers(whole)
        entry = known_entry(base, whole) or (network_family(base, gazetteer) or (None,))[0]
        entry = entry or spelled_like(base, short, gazetteer)  # "Convolution Neural Network"
        return "g:" + name_key(entry.name) if entry is not None else name_key(base)

    # Short forms each paper defines, and every meaning the corpus gives each (first paper).
    defined: dict[str, dict[str, str]] = {}
    meanings: dict[str, dict[str, str]] = defaultdict(dict)
    usage = MeaningUse()  # who defines each meaning, as which letters
    for extraction in ordered:
        own = defined.setdefault(extraction.paper.key, {})
        for mention in extraction.mentions:
            if mention.short_form:
                short, long = name_key(mention.short_form), mention.text
            elif defines(mention):
                short, long = name_key(read_surface(mention.text)), mention.long_form
            else:
                continue
            own.setdefault(short, long)
            form = mention.short_form or read_surface(mention.text)
            meanings[short].setdefault(long_key(long, form), extraction.paper.key)
            usage.add(short, long_key(long, form), extraction.paper.key, form, long, mention.type)

    def key_of(
        extraction: Extraction,
        mention: Mention,
        *,
        proposed: bool = False,
        own_names=frozenset(),
        described: bool = False,
    ) -> tuple[str, str | None, str | None]:
        paper_key = extraction.paper.key
        surface = surface_of(mention)
        base = strip_qualifiers(surface)
        if mention.extractor == DESCRIBED_EXTRACTOR:  # "a dataset of retinal scans": this paper's
            return f"p{SEP}{paper_key}{SEP}{name_key(surface)}", None, None
        if (
            mention.extractor == TITLE_DESCRIBED_EXTRACTOR
            and proposed
            and _title_description(surface)
        ):
            # "lifelong word embedding via meta-learning": the paper's own contribution in its
            # title's words, no name another paper shares (one without a connector, "Binarized
            # Back-Propagation", may be the name the abstract and others write: keyed so)
            return f"p{SEP}{paper_key}{SEP}{name_key(surface)}", None, None
        if mention.extractor == FORMULATION_EXTRACTOR:  # "we cast X as Y": never drawn
            return f"o:{name_key(base)}", None, None
        if mention.extractor == COMPARATIVE_EXTRACTOR and mention.canonical:
            # "19% more accurate": the metric the comparative changes, by its gazetteer name
            return "g:" + name_key(mention.canonical), "gazetteer", None
        proposal = mention.extractor.startswith("proposal")
        # a proposal the paper gives an acronym is named, its -ing head a noun ("iterative
        # regularized dual averaging (iRDA)"); not a cut one ("stackable recurrent (STAR)")
        named = proposed and mention.short_form is not None and base.endswith("ing")
        if proposed and mention.extractor == QUOTED_NAME_EXTRACTOR and is_generic(base):
            # 'a new framework called "procedures"': the paper's name for its own thing, in
            # common words that other papers use in their ordinary sense
            return f"p{SEP}{paper_key}{SEP}{name_key(base)}", None, None
        if (
            generic_proposal(base)
            if proposal
            # (a gazetteer alias of words that describe, "certifiably robust", names its entry)
            else is_generic(base) and not named and not _known_description(base, entry_of)
        ):
            return "", None, None
        if proposed and described_work(base):  # "we introduce an end-to-end TTS model"
            return f"p{SEP}{paper_key}{SEP}{name_key(base)}", None, None
        if (
            described
            and mention.extractor == "ner"
            and not named_in_text(mention, extraction.paper.abstract)  # "Probe algorithms"
            and mention.canonical is None
            and not (mention.short_form or mention.long_form)
            and known_entry(base, surface) is None
            and proposed_description(base)
        ):
            # "we propose a neural clustering model that ...": the paper's own, unnamed
            return f"p{SEP}{paper_key}{SEP}{name_key(base)}", None, None
        if proposal:
            if cut_proposal(mention, extraction.paper.abstract):  # "rich collection | of ..."
                return f"o:{name_key(base)}", None, None
            return f"p{SEP}{paper_key}{SEP}{name_key(base)}", None, None
        if proposed and base != surface and entry_of(base) and not entry_of(surface):
            return f"o:{name_key(surface)}", None, None  # "a new HRL framework" is not HRL
        abstract = extraction.paper.abstract
        if surface.startswith("-") and sibling_of_known(mention, abstract, gazetteer):
            return f"o:{name_key(base)}", None, None  # "$\beta$-VAE" is no VAE
        # What this paper says it means: the definition nearest the mention, else the first.
        own = mention.long_form if mention.short_form is None and " " not in base else None
        own = own or defined[paper_key].get(name_key(base)) or _loose(base, abstract)
        if own is not None and name_key(base) != name_key(own):
            return long_key(own, base), "acronym", paper_key
        if listed_code(mention, abstract, lambda s: entry_of(s) is not None):
            return f"o:{name_key(base)}", None, None  # "areas (V1, LM, AL, RL)": the paper's codes
        if piece_of_name(mention, abstract):
            # "Iterative Method" of "Basic Iterative Method": kept as a mention, never drawn.
            return f"o:{name_key(base)}", None, None
        entry = entry_of(mention.canonical) if mention.canonical else None
        entry = entry or known_entry(base, surface)
        if (
            entry is not None
            and entry.type in METHOD_TYPES
            and mention.extractor in _DATA_BY_CONTEXT
            and not mention.short_form
        ):
            entry = None  # "the SMAP and PSM benchmarks": a dataset, not propensity score matching
        if entry is None and mention.type is EntityType.TASK:
            entry = named_task_before_suffix(base, entry_of)  # "speech enhancement task"
            entry = entry or known_task_of_object(base, entry_of)  # "semantic parsing of sentences"
        nominal = (
            (gerund_nominal(base) or of_nominal(base)) if entry is None and not proposed else None
        )
        known = entry_of(nominal) if nominal else None
        if known is not None and known.type in GERUND_TYPES:
            return "g:" + name_key(known.name), _TASK_FORM, None  # "detecting anomalies"
        if entry is None and mention.short_form:  # "Convolution Neural Network (CNN)"
            entry = spelled_like(base, mention.short_form, gazetteer)
        if entry is not None and entry.type in METHOD_TYPES:
            longer = longer_known_name(mention, abstract, gazetteer)  # "Bidirectional LSTM"
            if longer is not None and longer is not entry:
                return "g:" + name_key(longer.name), "gazetteer", None
            if sibling_of_known(mention, abstract, gazetteer):  # "$\beta$-VAE", "Gated PixelCNN"
                return f"o:{name_key(base)}", None, None
        if entry is not None:
            ordinary = ordinary_use(mention, abstract, entry)  # "fine-tuning the boundary"
            if ordinary or _in_other_sense(mention, base, abstract, entry):
                # Kept (and scored as a mention) under a key of its own that is never drawn.
                return f"o:{name_key(base)}", None, None
            if _word_of_other_name(mention, entry, extraction.mentions):
                # "Score distillation sampling ... the distillation gradient": the bare word
                # speaks of the paper's own kind, not knowledge distillation
                return f"o:{name_key(base)}", None, None
            return "g:" + name_key(entry.name), "gazetteer", None
        if mention.canonical and mention.extractor != CONJUNCT_EXTRACTOR:
            return "g:" + name_key(mention.canonical), "gazetteer", None
        if cut_mention(mention, abstract, proposed=proposed):
            # "temporal and spatial evolution", "weather | pattern detection", "joint pruning"
            return f"o:{name_key(base)}", None, None
        head = without_kind_word(base)
        own_kind = without_kind_word(base, OWN_KIND_WORDS)
        own_head = defined[paper_key].get(name_key(own_kind)) if own_kind else None
        own_entry = entry_of(own_head) if own_head is not None else None
        known_kind = proposed and own_entry is not None
        names_task = own_head is not None and _names_task(own_head, own_entry)
        if names_task and own_entry is None and _typed_method(extraction, own_head):
            names_task = False  # "Residual Gradient Compression (RGC)": the paper's method
        if own_head is not None and not names_task and not known_kind:
            # "the MACER algorithm", "the DEMINE estimator" of a paper that defines
            # "MAximizing the CErtified Radius (MACER)": its own name and a word for its kind
            # (not "a new HRL method", nor "a new ES algorithm" of a paper defining the known
            # Evolution Strategies (ES))
            return long_key(own_head, own_kind), "head word", paper_key
        bare = acronym_of_kind(base) if own_head is None else None
        if bare is not None and entry_of(bare) is None and name_key(bare) not in defined[paper_key]:
            # "the ODN model" of a paper that writes "ODN" alone too, undefined: the name and
            # its kind (a defined one is the rule above's; one defined as a task names none)
            written = next((m for m in extraction.mentions if surface_of(m) == bare), None)
            if written is not None:
                key, _, paper = key_of(extraction, written, proposed=proposed, own_names=own_names)
                return key, "head word", paper
        entry = entry_of(head) if head else None
        if entry is not None and proposed and entry.type is EntityType.TASK:
            return f"o:{name_key(base)}", None, None  # "a new HRL method": one for the task
        if entry is not None and entry.type in METHOD_TYPES:  # "MAML algorithm" is MAML
            if proposed:  # "our GAN formulation": a kind of GAN, named by no name of its own
                return f"o:{name_key(base)}", None, None
            return "g:" + name_key(entry.name), "head word", None
        family = network_family(base, gazetteer)  # "deep convolutional networks" are CNNs
        if family is not None:
            return "g:" + name_key(family[0].name), family[1], None
        defines_one = mention.short_form or mention.long_form  # a defined name keeps it
        plain = None if proposed or defines_one else plain_known(base, gazetteer)
        if plain is not None:  # "regular convolution", "a deep GAN architecture"
            if _in_other_sense(mention, base, abstract, plain):
                # "the first systematic exploration into X": the plain word's other sense
                return f"o:{name_key(base)}", None, None
            return "g:" + name_key(plain.name), "qualifier", None
        if nominal is not None:
            # "detecting anomalies", "detection of anomalies" and "anomaly detection" are one
            # task (its noun phrase is the key; the label stays the words papers write)
            return name_key(nominal), _TASK_FORM, None  # (a key of its own, no gazetteer's)
        known = meanings.get(name_key(base))
        # Another paper's acronym is not the one this paper proposes under that name, nor
        # one too weakly established to borrow (:mod:`kg.link.meanings`).
        if known and len(known) == 1 and name_key(base) not in own_names:
            ((meaning, paper),) = known.items()
            # "time series CPD" of a paper that writes "change point detection problem" and
            # defines no CPD: its own words, not another paper's meaning ("Coherent Point Drift")
            written = written_out(base, abstract)
            if written is not None and long_key(written, base) != meaning:
                return long_key(written, base), "acronym", paper_key
            if usage.borrowable(mention, abstract, name_key(base), meaning):
                return meaning, "acronym", paper
        return name_key(base), None, None

    groups: dict[str, list[Member]] = defaultdict(list)
    for extraction in ordered:
        abstract = extraction.paper.abstract
        # What a paper proposes is a thing of its own, not the known method it is a kind of.
        proposed = {r.object for r in extraction.relations if r.predicate is Predicate.PROPOSES}
        own_names = {name_key(surface_of(extraction.mentions[i])) for i in proposed}
        # "we propose a neural clustering model": what a cue verb's object describes
        described = {
            r.object
            for r in extraction.relations
            if r.predicate is Predicate.PROPOSES and r.evidence.extractor == CUE_PROPOSAL_RULE
        }
        # "a novel method called competitive experience replay": written in lower case, but
        # the paper gives it as the name of its contribution
        given = {
            r.object
            for r in extraction.relations
            if r.predicate is Predicate.PROPOSES and r.evidence.extractor in GIVEN_NAME_RULES
        }
        # "we propose Guided Evolutionary Strategies": a name in Title Case mid-sentence is
        # given too, whatever family its head names
        given |= {
            index for index in proposed if _title_case_name(extraction.mentions[index], abstract)
        }
        for index, written in enumerate(extraction.mentions):
            mention = without_citation(written, abstract)  # "adaptive softmax of Grave"
            if mention is None:  # "Frankle & Carbin (2019)": authors, no entity
                continue
            key, rule, paper = key_of(
                extraction,
                mention,
                proposed=index in proposed,
                own_names=own_names,
                described=index in described,
            )
            if key:
                named = named_in_text(mention, abstract)
                if rule == _TASK_FORM and not key.startswith("g:"):
                    # "the compression of DNN models", tagged a method: a task by its form
                    mention = replace(mention, type=EntityType.TASK)
                groups[key].append(
                    Member(
                        extraction.paper.key,
                        index,
                        mention,
                        rule,
                        paper,
                        named,
                        index in given,
                        proposed=index in proposed,
                    )
                )
    groups = merged_groups(split_different(groups, curation), curation)

    entities: list[Entity] = []
    mention_entity: dict[tuple[str, int], int] = {}
    for key in sorted(groups):
        members = groups[key]
        for member in members:
            mention_entity[(member.paper, member.index)] = len(entities)
        entities.append(make_entity(key, members, gazetteer))
    return LinkedCorpus(
        extractions=tuple(ordered), entities=tuple(entities), mention_entity=mention_entity
    )


def _in_other_sense(mention: Mention, base: str, abstract: str, entry: GazetteerEntry) -> bool:
    """Whether the words around a mention put a known name in its ordinary sense
    (:func:`~kg.link.keys.ordinary_sense`, read on the 80 characters before and 40 after)."""
    before = abstract[max(0, mention.start - 80) : mention.start]
    after = abstract[mention.end : mention.end + 40]
    return ordinary_sense(base, before, entry, after=after)


def _head_phrased(extraction: Extraction) -> Extraction:
    """The extraction with each unnamed proposal labelled without a quantifier head ("family
    of | prototype refinement networks", :func:`unquantified`) and, where its label is cut
    ("scheme that treats two leads of the same recording | as positive pairs"), by its head
    phrase where that names a thing made ("contrastive pretraining scheme"; :func:`head_phrase`)."""
    abstract = extraction.paper.abstract
    mentions = list(extraction.mentions)
    for relation in extraction.relations:
        if relation.predicate is not Predicate.PROPOSES or relation.subject is not None:
            continue
        mention = mentions[relation.object]
        if not mention.extractor.startswith("proposal"):
            continue
        mention = unquantified(mention, abstract) or mention  # "family of X networks"
        if cut_proposal(mention, abstract):
            mention = head_phrase(mention, abstract) or mention
        mentions[relation.object] = mention
    if mentions == list(extraction.mentions):
        return extraction
    return replace(extraction, mentions=tuple(mentions))


def _title_case_name(mention: Mention, abstract: str) -> bool:
    """Whether a mention is two words or more, each capitalised, written mid-sentence."""
    words = mention.text.split()
    return (
        len(words) >= 2
        and all(w[:1].isupper() for w in words)
        and named_in_text(mention, abstract)
        and mention.canonical is None
    )


def _word_of_other_name(
    mention: Mention, entry: GazetteerEntry, mentions: Iterable[Mention]
) -> bool:
    """Whether a one-word lowercase alias of a longer known name ("distillation" for knowledge
    distillation), alone or before a word that says it is a task ("translation task" for
    machine translation), is a word of another known name of the same paper ("score
    distillation sampling", "dataset distillation", "image-to-image translation"): the paper's
    own kind."""
    word = mention.text
    words = word.split()
    if len(words) == 2 and words[1].lower() in TASK_SUFFIXES:
        word = words[0]
    if not word.isalpha() or not word[1:].islower() or " " not in entry.name:
        return False  # ("Forecasting" opening a sentence is the word too)
    if mention.extractor == CONJUNCT_EXTRACTOR:
        return False  # "speech and image classification": "image" is image classification
    pattern = re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])", re.I)
    return any(
        other is not mention
        and " " in other.text
        and (
            other.canonical is not None
            and name_key(other.canonical) != name_key(entry.name)
            and pattern.search(other.text) is not None
            # "PDE forecasting ... Forecasting then amounts to ...": the paper's own task of
            # that head, not time series forecasting
            or other.canonical is None
            and other.type is EntityType.TASK is mention.type
            and other.text.lower().endswith(" " + word.lower())
            # (not "single-shot network pruning": a kind of the entry's own task)
            and not other.text.lower().endswith(entry.name.lower())
        )
        for other in mentions
    )


def _title_description(label: str) -> bool:
    """Whether a title's words describe a contribution rather than name it: a connector
    joins what it is to what it is for or how it works ("X via Y", "X for Y").

    >>> _title_description("lifelong word embedding via meta-learning")
    True
    >>> _title_description("Program Guided Agent")
    False
    """
    return bool(_CONNECTORS.intersection(label.lower().split()[1:-1]))


_CONNECTORS = frozenset("for via with using by through of in on to from against".split())


def _typed_method(extraction: Extraction, long_form: str) -> bool:
    """Whether the paper's mention of a long form it defines is typed a method or a model
    ("Residual Gradient Compression (RGC)", though its last word names an activity)."""
    return any(
        m.text == long_form and m.short_form is not None and m.type in METHOD_TYPES
        for m in extraction.mentions
    )


def _names_task(long_form: str, entry: GazetteerEntry | None) -> bool:
    """Whether a defined long form (``entry``: the gazetteer's for it) names a task or a field
    ("hierarchical reinforcement learning"): a word for a method's kind after its short form
    names a method of it."""
    if entry is not None:
        return entry.type not in METHOD_TYPES
    last = read_surface(long_form).rpartition(" ")[2].lower()
    return last in TASK_HEADS


def _loose(surface: str, abstract: str) -> str | None:
    """The long form an acronym-like surface is given in its paper beyond the strict finder."""
    if " " in surface or sum(ch.isupper() for ch in surface) < 2:
        return None
    return loose_definition(surface, abstract)
