"""Groups of linked mentions: their keys, the curation's splits and merges, and the entity each
group becomes (the second half of :func:`kg.link.link`)."""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, replace
from itertools import pairwise

from kg.lexicon.gazetteer import Gazetteer
from kg.lexicon.wordclass import read_surface
from kg.link.chunks import no_name
from kg.link.keys import (
    name_key,
    strip_qualifiers,
    task_name,
)
from kg.link.labels import choose_label, defines, graph_type, surface_of, surface_rule, vote_type
from kg.link.merges import (
    METHOD_TYPES,
    Curation,
    merge_groups,
)
from kg.link.termhood import (
    GENERIC,
    TERM,
    activity_type,
    concept_type,
    field_type,
    termhood,
)
from kg.types import (
    COMPARATIVE_EXTRACTOR,
    AliasReason,
    Entity,
    EntityType,
    Mention,
)

SEP = "\x1f"  # separates the parts of a paper-scoped key; never in a paper key or a name
MERGE_RULES = frozenset(
    {"spelling variant", "mutual alias", "curation", "head word", "gerund form"}
)


@dataclass(frozen=True, slots=True)
class Member:
    paper: str
    index: int
    mention: Mention
    rule: str | None  # why the mention has its key, when not by its own spelling
    defined_in: str | None
    named: bool
    given: bool = False  # the paper gives it as its contribution's name ("a method called X")
    proposed: bool = False  # the paper proposes it


def member_names(member: Member) -> set[str]:
    m = member.mention
    forms = (surface_of(m), m.long_form, m.short_form)
    return {name_key(strip_qualifiers(read_surface(f))) for f in forms if f}


def surface_key(member: Member) -> str:
    return name_key(strip_qualifiers(surface_of(member.mention)))


def label_key(key: str) -> str:
    return key[2:] if key.startswith(("g:", "o:", "c:")) else key.rsplit(SEP, 1)[-1]


def split_different(groups: dict[str, list[Member]], curation: Curation) -> dict[str, list[Member]]:
    """Apply ``different`` lines: the mentions of one name leave a group holding the other."""
    for first, second in curation.different:
        for key in sorted(groups):
            members = groups[key]
            held = set().union(*(member_names(m) for m in members)) | {label_key(key)}
            if first not in held or second not in held:
                continue
            leaving = second if second != label_key(key) else first
            out = [m for m in members if surface_key(m) == leaving]
            if out and len(out) < len(members):
                groups[key] = [without_name(m, leaving) for m in members if m not in out]
                moved = [replace(m, rule="curation", defined_in=None) for m in out]
                groups[f"c:{leaving}"] = groups.get(f"c:{leaving}", []) + moved
    return groups


def without_name(member: Member, name: str) -> Member:
    """The member with an acronym definition naming ``name`` dropped (a curated difference)."""
    m = member.mention
    forms = {"long_form": m.long_form, "short_form": m.short_form}
    cleared = {k: None for k, v in forms.items() if v and name_key(read_surface(v)) == name}
    if not cleared:
        return member
    return replace(member, mention=replace(m, **cleared))


def merged_groups(groups: dict[str, list[Member]], curation: Curation) -> dict[str, list[Member]]:
    """Merge key groups as :func:`kg.link.merges.merge_groups` says; the absorbed group's
    mentions carry the merge's rule."""
    names = {
        key: set().union(*(member_names(m) for m in members)) for key, members in groups.items()
    }
    labels = {key: label_key(key) for key in groups}
    # Paper-scoped contributions, ordinary-sense words and curated splits merge with nothing.
    frozen = [key for key in groups if key.startswith(("p" + SEP, "o:", "c:"))]
    types = {key: vote_type([m.mention for m in members]) for key, members in groups.items()}
    coined = [key for key, members in groups.items() if any(coined_member(m) for m in members)]
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
    merged: dict[str, list[Member]] = defaultdict(list)
    for key in sorted(groups):
        if key not in absorbed:
            merged[key].extend(groups[key])
            continue
        kept, rule = absorbed[key]
        merged[kept].extend(replace(m, rule=rule) for m in groups[key])
    for members in merged.values():
        members.sort(key=lambda m: (m.paper, m.index))
    return dict(merged)


def key_form(surface: str) -> str:
    return name_key(strip_qualifiers(surface))


def coined_member(member: Member) -> bool:
    """Whether a mention writes its name as a coined word, a capital inside ("SqueezeNet")."""
    surface = surface_of(member.mention)
    if surface[1:] == surface[1:].lower():  # no capital after the first letter: most names
        return False
    return any(a.islower() and b.isupper() for a, b in pairwise(surface))


def make_entity(key: str, members: list[Member], gazetteer: Gazetteer) -> Entity:
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
        # The entry's own type on its matches says nothing of the kind: the other readings vote.
        read = [m for m in mentions if not (m.extractor == "gazetteer" and m.type is entry.type)]
        etype = activity_type(label, entry.type, voted=vote_type(read or mentions))
    else:
        # The label comes from the group that absorbed the others, so their names carry the
        # merge's rule; spelling variants vote too ("pre-trained network" outvotes the
        # "pre-rained network" whose key sorted first).
        own = [
            m.mention for m in members if m.rule not in MERGE_RULES or m.rule == "spelling variant"
        ] or mentions
        own_surfaces = Counter(surface_of(m) for m in own)
        if any(m.rule == "acronym" for m in members):
            # An acronym keyed by the long form its paper writes: that form is the label.
            spelled = Counter({s: n for s, n in own_surfaces.items() if key_form(s) == key})
            own_surfaces = spelled or own_surfaces
        # A group the curation split off is its own name, not the long form it was defined with.
        label = (
            choose_label([], own_surfaces)
            if key.startswith("c:")
            else choose_label(own, own_surfaces)
        )
        # "newspaper texts" is material, no dataset; a paper's own described data stays one
        etype = graph_type(label, vote_type(mentions, label), scoped=key.startswith("p" + SEP))
    reasons: dict[str, tuple[str, str | None]] = {}
    seen_in: dict[str, set[str]] = defaultdict(set)

    def record(alias: str, rule: str, paper: str | None, seen: str | None) -> None:
        if alias == label or not any(ch.isalpha() for ch in alias):
            return  # ("100" of "CIFAR-10/100": a number is no name of CIFAR-100)
        reasons.setdefault(alias, (surface_rule(alias, label) or rule, paper))
        if seen is not None:
            seen_in[alias].add(seen)

    for member in members:
        m = member.mention
        if m.extractor == COMPARATIVE_EXTRACTOR:
            continue  # "19% more accurate": the adjective is no name of the metric
        fallback = "gazetteer" if entry is not None else "spelling variant"
        record(surface_of(m), member.rule or fallback, member.defined_in, member.paper)
        forms = (m.long_form if defines(m) else None, m.short_form)
        for form in forms if not key.startswith("c:") else ():
            if form:
                record(read_surface(form), "acronym", member.paper, member.paper)
    for alias in entry.aliases if entry is not None else ():
        record(alias, "gazetteer", None, None)
    aliases = tuple(sorted(reasons))
    scope = key.split(SEP)[1] if key.startswith("p" + SEP) else None
    if key.startswith("o:"):
        verdict = GENERIC  # a word in its ordinary sense ("reinforce", "attracted attention")
    elif scope is None:
        # A field named like one is a Task, unless the gazetteer says it is a method.
        if entry is None or entry.type not in METHOD_TYPES:
            # "we propose variational continual learning (VCL)": a Method a paper proposes
            # keeps its type, whatever field its head names
            proposed = any(m.proposed for m in members)
            etype = field_type(label, etype, proposed=proposed)
        else:  # a gazetteer "method" named like a hypothesis is still a Concept
            etype = concept_type(label, etype)
        defined = any(
            m.mention.short_form or m.mention.long_form or m.rule == "acronym" for m in members
        )
        named = any(m.named for m in members)
        given = any(m.given for m in members)
        verdict = termhood(
            label, named=named, defined=defined, in_gazetteer=entry is not None, given=given
        )
        if (
            verdict != GENERIC
            and entry is None
            and not defined
            # (a name the paper gives may hold an article: "a variant that we call
            # extrapolation from the past")
            and no_name(label, etype=etype, given=given)
        ):
            verdict = GENERIC  # "SOTA RNNs", "adopt graph network", "white-box setting"
    else:
        verdict = TERM
    if entry is None and scope is None and etype is EntityType.TASK:
        # "triplet classification tasks" is shown as the task "triplet classification" (its
        # key's words); its termhood was read on the words the papers write
        label = task_name(label)
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
