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

from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, replace
from itertools import pairwise

from kg.lexicon.gazetteer import Gazetteer, GazetteerEntry, load_gazetteer
from kg.link.chunks import described_work, no_name
from kg.link.cuts import cut_mention, without_citation
from kg.link.keys import (
    is_generic,
    name_key,
    ordinary_sense,
    strip_qualifiers,
    without_kind_word,
)
from kg.link.labels import choose_label, defines, graph_type, surface_of, surface_rule, vote_type
from kg.link.meanings import MeaningUse, listed_code
from kg.link.merges import (
    METHOD_TYPES,
    Curation,
    merge_groups,
    merge_report,
    parse_curation,
    read_curation,
)
from kg.link.pieces import piece_of_name
from kg.link.proposal_labels import cut_proposal
from kg.link.senses import (
    longer_known_name,
    loose_definition,
    network_family,
    ordinary_use,
    plain_known,
    sibling_of_known,
)
from kg.link.termhood import (
    GENERIC,
    TERM,
    activity_type,
    concept_type,
    field_type,
    named_in_text,
    termhood,
)
from kg.text import clean_surface
from kg.types import (
    CONJUNCT_EXTRACTOR,
    DESCRIBED_EXTRACTOR,
    AliasReason,
    Entity,
    Extraction,
    LinkedCorpus,
    Mention,
    Predicate,
)

__all__ = [
    "Curation",
    "is_generic",
    "link",
    "merge_report",
    "parse_curation",
    "read_curation",
    "strip_qualifiers",
]

_SEP = "\x1f"  # separates the parts of a paper-scoped key; never in a paper key or a name
_MERGE_RULES = frozenset({"spelling variant", "mutual alias", "curation", "head word"})


@dataclass(frozen=True, slots=True)
class _Member:
    paper: str
    index: int
    mention: Mention
    rule: str | None  # why the mention has its key, when not by its own spelling
    defined_in: str | None
    named: bool


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
    ordered = sorted(extractions, key=lambda e: e.paper.key)

    def entry_of(surface: str) -> GazetteerEntry | None:
        return gazetteer.lookup(surface)

    def long_key(long_form: str) -> str:
        base = strip_qualifiers(clean_surface(long_form))
        entry = entry_of(base) or (network_family(base, gazetteer) or (None,))[0]
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
                short, long = name_key(clean_surface(mention.text)), mention.long_form
            else:
                continue
            own.setdefault(short, long)
            meanings[short].setdefault(long_key(long), extraction.paper.key)
            form = mention.short_form or clean_surface(mention.text)
            usage.add(short, long_key(long), extraction.paper.key, form, long)

    def key_of(
        extraction: Extraction, mention: Mention, *, proposed: bool = False, own_names=frozenset()
    ) -> tuple[str, str | None, str | None]:
        paper_key = extraction.paper.key
        surface = surface_of(mention)
        base = strip_qualifiers(surface)
        if mention.extractor == DESCRIBED_EXTRACTOR:  # "a dataset of retinal scans": this paper's
            return f"p{_SEP}{paper_key}{_SEP}{name_key(surface)}", None, None
        if is_generic(base):
            return "", None, None
        if proposed and described_work(base):  # "we introduce an end-to-end TTS model"
            return f"p{_SEP}{paper_key}{_SEP}{name_key(base)}", None, None
        if mention.extractor.startswith("proposal"):
            if cut_proposal(mention, extraction.paper.abstract):  # "rich collection | of ..."
                return f"o:{name_key(base)}", None, None
            return f"p{_SEP}{paper_key}{_SEP}{name_key(base)}", None, None
        if proposed and base != surface and entry_of(base) and not entry_of(surface):
            return f"o:{name_key(surface)}", None, None  # "a new HRL framework" is not HRL
        abstract = extraction.paper.abstract
        if surface.startswith("-") and sibling_of_known(mention, abstract, gazetteer):
            return f"o:{name_key(base)}", None, None  # "$\beta$-VAE" is no VAE
        # What this paper says it means: the definition nearest the mention, else the first.
        own = mention.long_form if mention.short_form is None and " " not in base else None
        own = own or defined[paper_key].get(name_key(base)) or _loose(base, abstract)
        if own is not None and name_key(base) != name_key(own):
            return long_key(own), "acronym", paper_key
        if listed_code(mention, abstract, lambda s: entry_of(s) is not None):
            return f"o:{name_key(base)}", None, None  # "areas (V1, LM, AL, RL)": the paper's codes
        if piece_of_name(mention, abstract):
            # "Iterative Method" of "Basic Iterative Method": kept as a mention, never drawn.
            return f"o:{name_key(base)}", None, None
        entry = entry_of(mention.canonical) if mention.canonical else None
        entry = entry or entry_of(base)
        if entry is not None and entry.type in METHOD_TYPES:
            longer = longer_known_name(mention, abstract, gazetteer)  # "Bidirectional LSTM"
            if longer is not None and longer is not entry:
                return "g:" + name_key(longer.name), "gazetteer", None
            if sibling_of_known(mention, abstract, gazetteer):  # "$\beta$-VAE", "Gated PixelCNN"
                return f"o:{name_key(base)}", None, None
        if entry is not None:
            before = abstract[max(0, mention.start - 80) : mention.start]
            after = abstract[mention.end : mention.end + 40]
            ordinary = ordinary_use(mention, abstract, entry)  # "fine-tuning the boundary"
            if ordinary or ordinary_sense(base, before, entry, after=after):
                # Kept (and scored as a mention) under a key of its own that is never drawn.
                return f"o:{name_key(base)}", None, None
            return "g:" + name_key(entry.name), "gazetteer", None
        if mention.canonical and mention.extractor != CONJUNCT_EXTRACTOR:
            return "g:" + name_key(mention.canonical), "gazetteer", None
        if cut_mention(mention, abstract, proposed=proposed):
            # "temporal and spatial evolution", "weather | pattern detection", "joint pruning"
            return f"o:{name_key(base)}", None, None
        head = without_kind_word(base)
        entry = entry_of(head) if head else None
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
            return "g:" + name_key(plain.name), "qualifier", None
        known = meanings.get(name_key(base))
        # Another paper's acronym is not the one this paper proposes under that name, nor
        # one too weakly established to borrow (:mod:`kg.link.meanings`).
        if known and len(known) == 1 and name_key(base) not in own_names:
            ((meaning, paper),) = known.items()
            if usage.borrowable(mention, abstract, name_key(base), meaning):
                return meaning, "acronym", paper
        return name_key(base), None, None

    groups: dict[str, list[_Member]] = defaultdict(list)
    for extraction in ordered:
        abstract = extraction.paper.abstract
        # What a paper proposes is a thing of its own, not the known method it is a kind of.
        proposed = {r.object for r in extraction.relations if r.predicate is Predicate.PROPOSES}
        own_names = {name_key(surface_of(extraction.mentions[i])) for i in proposed}
        for index, written in enumerate(extraction.mentions):
            mention = without_citation(written, abstract)  # "adaptive softmax of Grave"
            if mention is None:  # "Frankle & Carbin (2019)": authors, no entity
                continue
            key, rule, paper = key_of(
                extraction, mention, proposed=index in proposed, own_names=own_names
            )
            if key:
                named = named_in_text(mention, abstract)
                groups[key].append(
                    _Member(extraction.paper.key, index, mention, rule, paper, named)
                )
    groups = _merged(_split(groups, curation), curation)

    entities: list[Entity] = []
    mention_entity: dict[tuple[str, int], int] = {}
    for key in sorted(groups):
        members = groups[key]
        for member in members:
            mention_entity[(member.paper, member.index)] = len(entities)
        entities.append(_make_entity(key, members, gazetteer))
    return LinkedCorpus(
        extractions=tuple(ordered), entities=tuple(entities), mention_entity=mention_entity
    )


def _loose(surface: str, abstract: str) -> str | None:
    """The long form an acronym-like surface is given in its paper beyond the strict finder."""
    if " " in surface or sum(ch.isupper() for ch in surface) < 2:
        return None
    return loose_definition(surface, abstract)


def _names(member: _Member) -> set[str]:
    m = member.mention
    forms = (surface_of(m), m.long_form, m.short_form)
    return {name_key(strip_qualifiers(clean_surface(f))) for f in forms if f}


def _surface_key(member: _Member) -> str:
    return name_key(strip_qualifiers(surface_of(member.mention)))


def _label_key(key: str) -> str:
    return key[2:] if key.startswith(("g:", "o:", "c:")) else key.rsplit(_SEP, 1)[-1]


def _split(groups: dict[str, list[_Member]], curation: Curation) -> dict[str, list[_Member]]:
    """Apply ``different`` lines: the mentions of one name leave a group holding the other."""
    for first, second in curation.different:
        for key in sorted(groups):
            members = groups[key]
            held = set().union(*(_names(m) for m in members)) | {_label_key(key)}
            if first not in held or second not in held:
                continue
            leaving = second if second != _label_key(key) else first
            out = [m for m in members if _surface_key(m) == leaving]
            if out and len(out) < len(members):
                groups[key] = [_without(m, leaving) for m in members if m not in out]
                moved = [
                    _Member(m.paper, m.index, m.mention, "curation", None, m.named) for m in out
                ]
                groups[f"c:{leaving}"] = groups.get(f"c:{leaving}", []) + moved
    return groups


def _without(member: _Member, name: str) -> _Member:
    """The member with an acronym definition naming ``name`` dropped (a curated difference)."""
    m = member.mention
    forms = {"long_form": m.long_form, "short_form": m.short_form}
    cleared = {k: None for k, v in forms.items() if v and name_key(clean_surface(v)) == name}
    if not cleared:
        return member
    return _Member(
        member.paper,
        member.index,
        replace(m, **cleared),
        member.rule,
        member.defined_in,
        member.named,
    )


def _merged(groups: dict[str, list[_Member]], curation: Curation) -> dict[str, list[_Member]]:
    """Merge key groups as :func:`kg.link.merges.merge_groups` says; the absorbed group's
    mentions carry the merge's rule."""
    names = {key: set().union(*(_names(m) for m in members)) for key, members in groups.items()}
    labels = {key: _label_key(key) for key in groups}
    # Paper-scoped contributions, ordinary-sense words and curated splits merge with nothing.
    frozen = [key for key in groups if key.startswith(("p" + _SEP, "o:", "c:"))]
    types = {key: vote_type([m.mention for m in members]) for key, members in groups.items()}
    coined = [key for key, members in groups.items() if any(_coined(m) for m in members)]
    papers = {key: len({m.paper for m in members}) for key, members in groups.items()}
    defined = [key for key, members in groups.items() if any(m.mention.short_form for m in members)]
    absorbed = merge_groups(
        names,
        labels,
        curation=curation,
        frozen=frozen,
        types=types,
        coined=coined,
        papers=papers,
        defined=defined,
    )
    merged: dict[str, list[_Member]] = defaultdict(list)
    for key in sorted(groups):
        if key not in absorbed:
            merged[key].extend(groups[key])
            continue
        kept, rule = absorbed[key]
        merged[kept].extend(
            _Member(m.paper, m.index, m.mention, rule, m.defined_in, m.named) for m in groups[key]
        )
    for members in merged.values():
        members.sort(key=lambda m: (m.paper, m.index))
    return dict(merged)


def _key_form(surface: str) -> str:
    return name_key(strip_qualifiers(surface))


def _coined(member: _Member) -> bool:
    """Whether a mention writes its name as a coined word, a capital inside ("SqueezeNet")."""
    return any(a.islower() and b.isupper() for a, b in pairwise(surface_of(member.mention)))


def _make_entity(key: str, members: list[_Member], gazetteer: Gazetteer) -> Entity:
    mentions = [m.mention for m in members]
    surfaces = Counter(surface_of(m) for m in mentions)
    entry = None
    if key.startswith("g:"):
        # The entry the key names; a member's own canonical name may be another entry's ("FCN"
        # in a paper that defines it as a fully connected network).
        canonicals = [gazetteer.lookup(m.canonical) for m in mentions if m.canonical]
        entry = next((e for e in canonicals if e and "g:" + name_key(e.name) == key), None)
        by_key = gazetteer.lookup(key[2:])
        if entry is None and by_key is not None and "g:" + name_key(by_key.name) == key:
            entry = by_key
        entry = entry or next((e for e in canonicals if e is not None), None)
        if entry is None:
            entry = gazetteer.lookup(key[2:]) or next(
                (
                    e
                    for e in (gazetteer.lookup(strip_qualifiers(s)) for s in sorted(surfaces))
                    if e is not None
                ),
                None,
            )
    if entry is not None:
        label = entry.name
        # "we study distributed training": the papers frame a gazetteer Concept as their task.
        etype = activity_type(label, entry.type, voted=vote_type(mentions))
    else:
        # The label comes from the group that absorbed the others, so their names carry the
        # merge's rule; spelling variants vote too ("pre-trained network" outvotes the
        # "pre-rained network" whose key sorted first).
        own = [
            m.mention for m in members if m.rule not in _MERGE_RULES or m.rule == "spelling variant"
        ] or mentions
        own_surfaces = Counter(surface_of(m) for m in own)
        if any(m.rule == "acronym" for m in members):
            # An acronym keyed by the long form its paper writes: that form is the label.
            spelled = Counter({s: n for s, n in own_surfaces.items() if _key_form(s) == key})
            own_surfaces = spelled or own_surfaces
        # A group the curation split off is its own name, not the long form it was defined with.
        label = (
            choose_label([], own_surfaces)
            if key.startswith("c:")
            else choose_label(own, own_surfaces)
        )
        # "newspaper texts" is material, no dataset; a paper's own described data stays one
        etype = graph_type(label, vote_type(mentions), scoped=key.startswith("p" + _SEP))
    reasons: dict[str, tuple[str, str | None]] = {}
    seen_in: dict[str, set[str]] = defaultdict(set)

    def record(alias: str, rule: str, paper: str | None, seen: str | None) -> None:
        if alias == label:
            return
        reasons.setdefault(alias, (surface_rule(alias, label) or rule, paper))
        if seen is not None:
            seen_in[alias].add(seen)

    for member in members:
        m = member.mention
        fallback = "gazetteer" if entry is not None else "spelling variant"
        record(surface_of(m), member.rule or fallback, member.defined_in, member.paper)
        forms = (m.long_form if defines(m) else None, m.short_form)
        for form in forms if not key.startswith("c:") else ():
            if form:
                record(clean_surface(form), "acronym", member.paper, member.paper)
    for alias in entry.aliases if entry is not None else ():
        record(alias, "gazetteer", None, None)
    aliases = tuple(sorted(reasons))
    scope = key.split(_SEP)[1] if key.startswith("p" + _SEP) else None
    if key.startswith("o:"):
        verdict = GENERIC  # a word in its ordinary sense ("reinforce", "attracted attention")
    elif scope is None:
        # A field named like one is a Task, unless the gazetteer says it is a method.
        if entry is None or entry.type not in METHOD_TYPES:
            etype = field_type(label, etype)
        else:  # a gazetteer "method" named like a hypothesis is still a Concept
            etype = concept_type(label, etype)
        defined = any(
            m.mention.short_form or m.mention.long_form or m.rule == "acronym" for m in members
        )
        named = any(m.named for m in members)
        verdict = termhood(label, named=named, defined=defined, in_gazetteer=entry is not None)
        if verdict != GENERIC and entry is None and not defined and no_name(label, etype=etype):
            verdict = GENERIC  # "SOTA RNNs", "adopt graph network", "white-box setting"
    else:
        verdict = TERM
    return Entity(
        key=key,
        type=etype,
        label=label,
        aliases=aliases,
        scope=scope,
        confidence=max(m.confidence for m in mentions),
        papers=len({m.paper for m in members}),
        alias_reasons=tuple(
            AliasReason(a, reasons[a][0], reasons[a][1], len(seen_in[a])) for a in aliases
        ),
        termhood=verdict,
    )
