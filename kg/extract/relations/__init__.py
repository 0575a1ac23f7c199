"""Typed edges from cue phrases, as plain functions over a tokenised abstract.

Rules, sentence by sentence (each edge carries the sentence as evidence):

* ``proposes``: "we propose / introduce / present ... X", "this work introduces X",
  "X is proposed", "... called X"; with no name in the object, the noun phrase itself
  becomes a paper-scoped contribution ("a pi-invariant test-time projection").
* ``extends``: "X extends / generalizes / builds on Y"; "our method" is the paper's proposal.
* ``comparesWith``: "outperforms / surpasses / compared with / than / over X".
* ``usesMethod``: methods and models in a clause with "with / using / via / leverages X".
* ``evaluatesOn``, ``addressesTask``, ``mentions``: datasets, tasks and concepts.
* ``codeRepository``: URLs in a sentence about code.
* results: a metric, a number near it, and the dataset in parentheses or after "on".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import NamedTuple

from spacy.tokens import Doc, Span

from kg.extract.mentions import head_type
from kg.types import EntityType, Evidence, Mention, Predicate, Relation, ResultMention

__all__ = ["Sentence", "find_relations", "GENERIC_HEADS", "EVALUATIVE"]


class Sentence(NamedTuple):
    start: int
    end: int
    text: str


_STRONG_CUES = re.compile(
    r"^(propos|introduc|present|develop|design|devis|releas|construct|curat|creat|build|built|contribut|formulat|offer)"
)
_WEAK_CUES = re.compile(r"^(conduct|deriv|establish|provid|prov)")
_PASSIVE_CUES = re.compile(r"^(proposed|introduced|presented|developed|designed)$")
_EXTENDS_CUES = re.compile(
    r"^(extend(s|ed|ing)?|generali[sz](e|es|ed|ing)|build(s|ing)?|built|improv(e|es|ed|ing))$"
)
_COMPARE_CUES = {
    "outperform",
    "outperforms",
    "outperformed",
    "outperforming",
    "surpass",
    "surpasses",
    "surpassed",
    "beat",
    "beats",
    "than",
    "versus",
    "vs.",
    "vs",
    "against",
}
_USE_CUES = {
    "with",
    "using",
    "use",
    "uses",
    "used",
    "via",
    "leverage",
    "leverages",
    "leveraging",
    "employ",
    "employs",
    "adopt",
    "adopts",
    "apply",
    "applies",
    "backbone",
    "backbones",
    "on top of",
    "atop",
}
_EVAL_CUES = re.compile(
    r"\b(on|experiment|evaluat|benchmark|result|achiev|outperform|test|improv|accuracy|score|state-of-the-art|sota|dataset)",
    re.I,
)
_CODE_CUES = re.compile(
    r"\b(code|github|gitlab|implementation|software|repository|available|released|open-source|models)\b",
    re.I,
)
_CODE_HOSTS = re.compile(
    r"(github\.com|gitlab\.com|bitbucket\.org|huggingface\.co|codeberg\.org|sourceforge\.net)", re.I
)
_SUBJECT_WE = re.compile(
    r"\b(we|this (?:work|paper|study|article)|our (?:work|paper|study)|the authors|in this (?:work|paper))\b",
    re.I,
)
_CITATION = re.compile(r"et al\.|\(\s*(?:19|20)\d\d\s*\)|\[\d+\]")
_NUMBER = re.compile(r"^[+-]?(?:\d+(?:,\d{3})*(?:\.\d+)?|\.\d+)%?$")
_CLAUSE_BOUNDARY = {".", ";", "that", "which", "where", "whose", "while", "whereas", "but", "—"}
# Words that make a noun phrase generic when nothing else is left ("a novel method").
GENERIC_HEADS = frozenset(
    """method methods approach approaches framework frameworks model models technique techniques
    algorithm algorithms strategy strategies solution solutions system systems way ways scheme
    pipeline paradigm work study analysis idea concept module mechanism tool tools procedure
    process recipe variant version extension extensions patch one ones problem task tasks setting
    investigation evaluation definition formulation modification modifications set family class""".split()
)
EVALUATIVE = frozenset(
    """novel new simple effective efficient general generic unified principled first practical
    lightweight theoretical systematic comprehensive rigorous robust scalable powerful yet and
    formal flexible versatile improved better stronger strong key complementary two three four
    several multiple single fast faster plug-and-play training-free model-agnostic our compact
    elegant straightforward universal generalizable alternative careful thorough extensive""".split()
)
_NP_STOP = {
    ",",
    ".",
    ";",
    ":",
    "(",
    ")",
    "that",
    "which",
    "to",
    "for",
    "by",
    "with",
    "where",
    "whose",
    "using",
    "via",
    "in",
    "on",
    "from",
    "based",
    "and",
    "as",
    "featuring",
    "called",
    "named",
    "dubbed",
    "termed",
    "—",
    "–",
    "-",
    "is",
    "are",
    "we",
    "while",
    "without",
    "across",
    "under",
}
_DETERMINERS = {"a", "an", "the", "two", "three", "this", "these", "our", "its", "their"}
_NAMING = {"called", "named", "dubbed", "termed", "coined"}
_CONTRIBUTION_TYPES = {
    "study": EntityType.CONCEPT,
    "studies": EntityType.CONCEPT,
    "bound": EntityType.CONCEPT,
    "bounds": EntityType.CONCEPT,
    "theory": EntityType.CONCEPT,
    "analysis": EntityType.CONCEPT,
    "investigation": EntityType.CONCEPT,
    "memory": EntityType.CONCEPT,
}
_METHODLIKE = {EntityType.METHOD, EntityType.MODEL}
_PROPOSED_CONFIDENCE = 0.6
# Head nouns that end a contribution phrase ("... deformation framework"); "learning" does not.
_PHRASE_HEADS = {
    EntityType.METHOD,
    EntityType.MODEL,
    EntityType.DATASET,
    EntityType.BENCHMARK,
    EntityType.METRIC,
}


def find_relations(
    doc: Doc,
    mentions: Sequence[Mention],
    sentences: Sequence[Sentence],
    *,
    paper_key: str,
    abstract: str,
) -> tuple[tuple[Mention, ...], tuple[Relation, ...], tuple[ResultMention, ...]]:
    """Find edges and results in one abstract.

    Returns the mentions (possibly with added paper-scoped contribution phrases and with
    types corrected by the relations they take part in), the relations and the results.
    """
    finder = _Finder(doc, list(mentions), sentences, paper_key, abstract)
    return finder.run()


class _Finder:
    def __init__(
        self,
        doc: Doc,
        mentions: list[Mention],
        sentences: Sequence[Sentence],
        paper_key: str,
        abstract: str,
    ) -> None:
        self.doc = doc
        self.text = doc.text  # Doc.text rebuilds the string on every access
        self.mentions = mentions
        self.sentences = sentences
        self.paper_key = paper_key
        self.abstract = abstract
        self.relations: list[Relation] = []
        self.results: list[ResultMention] = []
        self.proposed: list[int] = []

    # -- helpers ---------------------------------------------------------------------
    def evidence(self, sentence: Sentence, extractor: str, confidence: float) -> Evidence:
        return Evidence(
            self.paper_key, sentence.text, sentence.start, sentence.end, extractor, confidence
        )

    def add(
        self,
        predicate: Predicate,
        subject: int | None,
        obj: int,
        sentence: Sentence,
        extractor: str,
        confidence: float,
    ) -> None:
        if subject == obj:
            return
        self.relations.append(
            Relation(
                predicate, subject, obj, self.evidence(sentence, f"rule.{extractor}", confidence)
            )
        )

    def in_sentence(self, sentence: Sentence) -> list[int]:
        return [
            i
            for i, m in enumerate(self.mentions)
            if sentence.start <= m.start and m.end <= sentence.end
        ]

    def span_of(self, index: int) -> Span:
        m = self.mentions[index]
        span = self.doc.char_span(m.start, m.end, alignment_mode="expand")
        assert span is not None
        return span

    def tokens(self, sentence: Sentence) -> Span:
        span = self.doc.char_span(sentence.start, sentence.end, alignment_mode="expand")
        assert span is not None
        return span

    # -- driver ----------------------------------------------------------------------
    def run(self) -> tuple[tuple[Mention, ...], tuple[Relation, ...], tuple[ResultMention, ...]]:
        for sentence in self.sentences:
            self.find_proposals(sentence)
        for sentence in self.sentences:
            self.find_definition_proposals(sentence)
        if not self.proposed:
            for sentence in self.sentences:
                self.find_proposals(sentence, weak=True)
        self.add_repeated_names()
        for sentence in self.sentences:
            self.find_extends(sentence)
            self.find_comparisons(sentence)
            self.find_results(sentence)
        self.unify_types()
        self.find_attachments()
        return tuple(self.mentions), tuple(self.relations), tuple(self.results)

    def unify_types(self) -> None:
        """Every mention of a proposed thing (its acronym, its repeats) takes the proposal's type."""
        for index in self.proposed:
            proposal = self.mentions[index]
            names = {proposal.text, proposal.short_form, proposal.long_form} - {None}
            for other, mention in enumerate(self.mentions):
                if (
                    other != index
                    and mention.canonical is None
                    and ({mention.text, mention.long_form, mention.short_form} & names)
                ):
                    self.mentions[other] = replace(mention, type=proposal.type)

    # -- proposes --------------------------------------------------------------------
    def find_proposals(self, sentence: Sentence, *, weak: bool = False) -> None:
        tokens = self.tokens(sentence)
        cue = _WEAK_CUES if weak else _STRONG_CUES
        in_sentence = self.in_sentence(sentence)
        for token in tokens:
            lower = token.lower_
            if (
                _PASSIVE_CUES.match(lower)
                and token.i > tokens.start
                and token.nbor(-1).lower_ in {"is", "are", "was", "were"}
                and not weak
            ):
                before = [i for i in in_sentence if self.mentions[i].end <= token.nbor(-1).idx]
                if _CITATION.search(sentence.text):
                    continue
                if not before:
                    # "Meerkat-vp is proposed to ...": the capitalised word before the verb
                    subject = token.nbor(-2) if token.i - 2 >= tokens.start else None
                    if (
                        subject is None
                        or not subject.text[:1].isupper()
                        or subject.lower_ in {"it", "this", "that"}
                    ):
                        continue
                    self.mentions.append(
                        Mention(
                            subject.text,
                            subject.idx,
                            subject.idx + len(subject.text),
                            EntityType.METHOD,
                            "name.passive",
                            0.6,
                        )
                    )
                    before = [len(self.mentions) - 1]
                    in_sentence.append(before[0])
                self.propose(before[-1], sentence, "proposes.passive", 0.75)
                continue
            if not cue.match(lower) or lower.endswith("ed") and weak:
                continue
            prefix = self.text[sentence.start : token.idx]
            if not _SUBJECT_WE.search(prefix[-40:]) or _CITATION.search(prefix):
                continue
            self.proposal_object(token.i + 1, tokens.end, sentence, in_sentence, weak=weak)
            break

    def proposal_object(
        self, first: int, last: int, sentence: Sentence, in_sentence: list[int], *, weak: bool
    ) -> None:
        doc = self.doc
        phrases = [i for i in in_sentence if self.mentions[i].extractor == "phrase"]
        # Concept noun phrases are candidates, not names: the contribution phrase replaces them.
        in_sentence = [i for i in in_sentence if i not in phrases]
        # A naming clause wins: "a novel metric ..., called InputDSA (iDSA)".
        for k in range(first, min(last, first + 40)):
            if doc[k].lower_ in _NAMING:
                named = [
                    i
                    for i in in_sentence
                    if self.mentions[i].start >= doc[k].idx + len(doc[k].text)
                ]
                if named:
                    self.propose(
                        named[0], sentence, "proposes.named", 0.85, head=self.phrase_head(first, k)
                    )
                    return
        if first < last and doc[first].lower_ in {"that", "to", "how", "whether", "it"}:
            return
        # Named objects: "FlashWorld, a generative model", "WeightLens and CircuitLens".
        names: list[int] = []
        k = first
        while k < last:
            token = doc[k]
            hit = [i for i in in_sentence if self.mentions[i].start == token.idx]
            if hit:
                names.append(hit[0])
                k = self.span_of(hit[0]).end
                # "the TRACE framework": a head noun after the name stays in the phrase
                if k < last and head_type(doc[k].text) is not None:
                    k += 1
                if k < last and doc[k].text == "(":
                    while k < last and doc[k].text != ")":
                        k += 1
                    k += 1
                if (
                    k < last
                    and doc[k].lower_ in {"and", ","}
                    and k + 1 < last
                    and any(self.mentions[i].start == doc[k + 1].idx for i in in_sentence)
                ):
                    k += 1
                    continue
                break
            if token.lower_ in _DETERMINERS or token.lower_ in EVALUATIVE or token.is_space:
                k += 1
                continue
            # "a novel hybrid temporal ... network (TCRN)": a defined name a modifier or two away
            ahead = [
                i
                for i in in_sentence
                if self.mentions[i].short_form and token.idx <= self.mentions[i].start
            ]
            if (
                ahead
                and not any(t.lower_ in _NP_STOP for t in doc[k : self.span_of(ahead[0]).start])
                and self.span_of(ahead[0]).start - k <= 2
            ):
                k = self.span_of(ahead[0]).start
                continue
            break
        if names:
            for index in names:
                self.propose(
                    index,
                    sentence,
                    "proposes.cue" if not weak else "proposes.weak",
                    0.9 if not weak else 0.6,
                )
                named = self.parenthesised_name(index, in_sentence)
                if named is not None:
                    self.propose(named, sentence, "proposes.cue", 0.85)
            return
        phrase = self.noun_phrase(first, last)
        if phrase is None:
            return
        start, end, head = phrase
        etype = _CONTRIBUTION_TYPES.get(head.lower()) or head_type(head) or EntityType.METHOD
        if etype is EntityType.MODEL:
            etype = EntityType.METHOD
        text = self.abstract[start:end]
        mention = Mention(
            text=text,
            start=start,
            end=end,
            type=etype,
            extractor="proposal.phrase",
            confidence=0.6 if not weak else 0.45,
        )
        # Replace mentions swallowed by the phrase (it names one contribution).
        inner = [
            i
            for i in in_sentence
            if start <= self.mentions[i].start and self.mentions[i].end <= end
        ]
        inner += [
            i for i in phrases if self.mentions[i].start < end and start < self.mentions[i].end
        ]
        if inner:
            index = inner[0]
            self.mentions[index] = mention
        else:
            self.mentions.append(mention)
            index = len(self.mentions) - 1
        self.propose(
            index, sentence, "proposes.phrase" if not weak else "proposes.weak", mention.confidence
        )

    def parenthesised_name(self, index: int, in_sentence: list[int]) -> int | None:
        """ "a hybrid ... network (TricorNet)": the name given in parentheses after a description."""
        end = self.mentions[index].end
        match = re.match(r"\s*\(\s*", self.text[end : end + 4])
        if match is None:
            return None
        inside = [
            i
            for i in in_sentence
            if self.mentions[i].start == end + match.end() and self.mentions[i].short_form is None
        ]
        if not inside or self.mentions[index].short_form is not None:
            return None
        name = self.mentions[inside[0]]
        return (
            inside[0]
            if any(ch.isupper() for ch in name.text)
            and self.text[name.end : name.end + 2].lstrip().startswith(")")
            else None
        )

    def phrase_head(self, first: int, stop: int) -> EntityType | None:
        heads = [head_type(t.text) for t in self.doc[first:stop]]
        heads = [h for h in heads if h is not None]
        return heads[0] if heads else None

    def noun_phrase(self, first: int, last: int) -> tuple[int, int, str] | None:
        """A contribution noun phrase after a cue verb; None when it is generic."""
        doc = self.doc
        k = first
        while k < last and (
            doc[k].lower_ in _DETERMINERS or doc[k].lower_ in EVALUATIVE or doc[k].is_space
        ):
            k += 1
        start_tok = k
        head_at = None
        while k < last and k - start_tok < 10:
            token = doc[k]
            if (
                token.lower_ in _NP_STOP
                or token.is_punct
                and token.text not in {"-"}
                or token.like_num
                and k == start_tok
            ):
                break
            if head_type(token.text) in _PHRASE_HEADS or token.lower_ in _CONTRIBUTION_TYPES:
                head_at = k
                if (
                    k + 1 < last
                    and doc[k + 1].lower_ in {"of", "for"}
                    and self.is_generic(start_tok, k + 1)
                ):
                    k += 1
                    continue
                k += 1
                break
            k += 1
        end_tok = k
        if end_tok <= start_tok:
            return None
        if self.is_generic(start_tok, end_tok):
            # "a formal framework for reasoning faithfulness": keep the complement
            if end_tok < last and doc[end_tok].lower_ in {"for", "of", "to", "on"}:
                j = end_tok + 1
                while (
                    j < last
                    and j - end_tok < 6
                    and doc[j].lower_ not in _NP_STOP
                    and not doc[j].is_punct
                ):
                    j += 1
                if j - end_tok > 1 and not self.is_generic(end_tok + 1, j):
                    end_tok = j
                else:
                    return None
            else:
                return None
        start_tok = self.trim_leading(first, end_tok)
        words = [t for t in doc[start_tok:end_tok] if not t.is_space]
        if (
            not words
            or words[0].is_stop
            or words[0].is_punct
            or any(ch in t.text for t in words for ch in "()[]|=_{}")
        ):
            return None  # "of explicit object ...", "here", formula fragments
        if len(words) == 1 and not (
            "-" in words[0].text or any(ch.isupper() or ch.isdigit() for ch in words[0].text)
        ):
            return None  # a lone common noun ("definition", "representations") names nothing
        head = doc[head_at if head_at is not None else end_tok - 1].text
        return doc[start_tok].idx, doc[end_tok - 1].idx + len(doc[end_tok - 1].text), head

    def trim_leading(self, first: int, end_tok: int) -> int:
        k = first
        while k < end_tok - 1 and (
            self.doc[k].lower_ in _DETERMINERS
            or self.doc[k].lower_
            in {"novel", "new", "simple", "yet", "effective", "first", "our", "two", "several"}
            or self.doc[k].is_space
        ):
            k += 1
        return k

    def is_generic(self, start: int, end: int) -> bool:
        words = [t.lower_ for t in self.doc[start:end] if not t.is_space and not t.is_punct]
        return all(w in GENERIC_HEADS or w in EVALUATIVE or w in _DETERMINERS for w in words)

    def find_definition_proposals(self, sentence: Sentence) -> None:
        """ "*Consistency Mid-Training* (CMT) is a compact stage ...": a new defined name."""
        if _CITATION.search(sentence.text):
            return
        for index in self.in_sentence(sentence):
            mention = self.mentions[index]
            if mention.short_form is None or mention.canonical is not None:
                continue
            after = self.text[mention.end : mention.end + 40]
            if re.match(r"\s*\(\s*[^)]{1,12}\)\s*(is|are)\s+(a|an|the)\b", after):
                self.propose(index, sentence, "proposes.definition", 0.6)

    def propose(
        self,
        index: int,
        sentence: Sentence,
        extractor: str,
        confidence: float,
        *,
        head: EntityType | None = None,
    ) -> None:
        mention = self.mentions[index]
        if mention.extractor.startswith("proposal"):
            pass  # a contribution phrase was typed by its own head noun
        elif (
            mention.type in {EntityType.METRIC, EntityType.CONCEPT, EntityType.TASK}
            and mention.canonical is None
        ):
            # A proposed, unknown name is an artefact: its announced head, else a method.
            etype = (
                head
                if head in {EntityType.DATASET, EntityType.BENCHMARK, EntityType.METRIC}
                else EntityType.METHOD
            )
            self.mentions[index] = replace(mention, type=etype)
        elif head in {EntityType.DATASET, EntityType.BENCHMARK} and mention.canonical is None:
            self.mentions[index] = replace(mention, type=head)
        if self.mentions[index].confidence < _PROPOSED_CONFIDENCE and not self.mentions[
            index
        ].extractor.startswith("proposal"):
            # What a paper says it introduces names a thing, whoever found the words.
            self.mentions[index] = replace(self.mentions[index], confidence=_PROPOSED_CONFIDENCE)
        self.add(Predicate.PROPOSES, None, index, sentence, extractor, confidence)
        if index not in self.proposed:
            self.proposed.append(index)

    def add_repeated_names(self) -> None:
        """A name the paper proposes is a mention wherever else it occurs ("Meerkat")."""
        taken = [(m.start, m.end) for m in self.mentions]
        for index in list(self.proposed):
            mention = self.mentions[index]
            name = self.text[mention.start : mention.end]
            if mention.extractor == "proposal.phrase" and not (
                name[:1].isupper() and " " not in name
            ):
                continue
            if len(name) < 3:
                continue
            if mention.extractor == "proposal.phrase":
                self.mentions[index] = replace(mention, extractor="name.proposed", confidence=0.8)
            for match in re.finditer(rf"(?<![\w-]){re.escape(name)}(?![\w-])", self.text):
                span = (match.start(), match.end())
                if any(s < span[1] and span[0] < e for s, e in taken):
                    continue
                self.mentions.append(
                    replace(
                        self.mentions[index], start=span[0], end=span[1], extractor="name.repeated"
                    )
                )
                taken.append(span)

    # -- extends / compares -------------------------------------------------------------
    def subject_before(self, sentence: Sentence, cue_start: int) -> int | None:
        before = [
            i
            for i in self.in_sentence(sentence)
            if self.mentions[i].end <= cue_start
            and self.mentions[i].type in _METHODLIKE | {EntityType.CONCEPT, EntityType.METRIC}
        ]
        prefix = self.text[sentence.start : cue_start].lower()
        proposed = [i for i in before if i in self.proposed or self.same_as_proposed(i)]
        if proposed:
            return proposed[-1]
        if (
            re.search(
                r"\b(our (method|approach|framework|model|algorithm)|we|it|this method)\b",
                prefix[-60:],
            )
            and self.proposed
        ):
            return self.proposed[0]
        return before[-1] if before else None

    def same_as_proposed(self, index: int) -> bool:
        text = self.mentions[index].text.lower()
        return any(
            self.mentions[p].text.lower() == text
            or (self.mentions[p].short_form or "").lower() == text
            for p in self.proposed
        )

    def objects_after(self, sentence: Sentence, cue_end: int, *, limit: int = 3) -> list[int]:
        tail = self.text[cue_end : sentence.end]
        cut = re.search(r"[;.]|\b(that|which|while|whereas|but)\b", tail)
        stop = cue_end + (cut.start() if cut else len(tail))
        return [i for i in self.in_sentence(sentence) if cue_end <= self.mentions[i].start < stop][
            :limit
        ]

    def find_extends(self, sentence: Sentence) -> None:
        for token in self.tokens(sentence):
            lower = token.lower_
            if not _EXTENDS_CUES.match(lower):
                continue
            if lower.startswith(("build", "built", "improv")):
                nxt = token.nbor(1).lower_ if token.i + 1 < len(self.doc) else ""
                if nxt not in {"on", "upon"}:
                    continue
                cue_end = token.nbor(1).idx + len(nxt)
            else:
                cue_end = token.idx + len(token.text)
            subject = self.subject_before(sentence, token.idx)
            if subject is None:
                continue
            objects = [
                i
                for i in self.objects_after(sentence, cue_end, limit=1)
                if self.mentions[i].type in _METHODLIKE | {EntityType.CONCEPT}
            ]
            for obj in objects:
                for index in (subject, obj):
                    if self.mentions[index].type not in _METHODLIKE:
                        self.mentions[index] = replace(self.mentions[index], type=EntityType.METHOD)
                self.add(Predicate.EXTENDS, subject, obj, sentence, "extends", 0.8)

    def find_comparisons(self, sentence: Sentence) -> None:
        tokens = self.tokens(sentence)
        for token in tokens:
            lower = token.lower_
            is_cue = (
                lower in _COMPARE_CUES
                or lower in {"compared", "comparing", "comparison"}
                and token.i + 1 < len(self.doc)
                and token.nbor(1).lower_ in {"with", "to", "against"}
            )
            if (
                lower == "over"
                and token.i > tokens.start
                and re.search(
                    r"(speedup|improvement|gain|advantage|×|x)$", token.nbor(-1).text.lower()
                )
            ):
                is_cue = True
            if not is_cue:
                continue
            subject = self.subject_before(sentence, token.idx)
            if (
                subject is not None
                and subject not in self.proposed
                and not self.same_as_proposed(subject)
            ):
                subject = None
            for obj in self.objects_after(sentence, token.idx + len(token.text)):
                if (
                    self.mentions[obj].type in _METHODLIKE
                    and obj not in self.proposed
                    and not self.same_as_proposed(obj)
                ):
                    self.add(Predicate.COMPARES_WITH, subject, obj, sentence, "compares", 0.75)

    # -- results ---------------------------------------------------------------------
    def find_results(self, sentence: Sentence) -> None:
        tokens = self.tokens(sentence)
        in_sentence = self.in_sentence(sentence)
        metrics = [i for i in in_sentence if self.mentions[i].type is EntityType.METRIC]
        if not metrics:
            return
        datasets = [
            i
            for i in in_sentence
            if self.mentions[i].type in {EntityType.DATASET, EntityType.BENCHMARK}
        ]
        for token in tokens:
            if (
                not _NUMBER.match(token.text)
                or token.i + 1 < len(self.doc)
                and self.doc[token.i + 1].text.startswith("-")
            ):
                continue
            if (
                token.i > 0
                and self.doc[token.i - 1].text == "("
                and re.fullmatch(r"(19|20)\d\d", token.text)
            ):
                continue
            after = self.text[token.idx + len(token.text) : token.idx + len(token.text) + 12]
            if re.match(r"\s*%?\s*(less|fewer|more|faster|slower|times|of the)\b", after):
                continue  # "98% less training data" is a cost, not a score
            if re.search(r"[x×]\s*$", self.text[max(0, token.idx - 8) : token.idx]) or re.match(
                r"\s*[x×]\s*\d", self.text[token.idx + len(token.text) :]
            ):
                continue  # "64x64" is a resolution, not a score
            prefix = self.text[sentence.start : token.idx]
            if (
                "than" in prefix.split()
                and prefix.rstrip().endswith("(")
                or re.search(r"\bthan\b[^.;]*\([^)]*$", prefix)
            ):
                continue  # "less training than MF (FID 3.43)": the baseline's score
            metric = self.metric_for(token.idx, token.text, metrics, sentence)
            if metric is None:
                continue
            value = token.text
            unit = re.match(r"\s*([%x×])(?![\w])", self.text[token.idx + len(token.text) :])
            if unit and not value.endswith("%"):
                value += "×" if unit.group(1) in "x×" else "%"
            dataset = self.dataset_for(token, datasets, sentence)
            self.results.append(
                ResultMention(metric, value, dataset, self.evidence(sentence, "rule.result", 0.7))
            )

    def metric_for(
        self, position: int, number_text: str, metrics: list[int], sentence: Sentence
    ) -> int | None:
        """The metric a number belongs to: the nearest before it in the clause, or right after."""
        before = [
            i
            for i in metrics
            if self.mentions[i].end <= position and position - self.mentions[i].end <= 60
        ]
        if before:
            between = self.text[self.mentions[before[-1]].end : position]
            if not re.search(r"[;]|\.(?!\d)|\b(while|whereas|but|than)\b", between):
                return before[-1]
        end = position + len(number_text)
        after = [
            i
            for i in metrics
            if self.mentions[i].start >= end and self.mentions[i].start - end <= 25
        ]
        if after:
            between = self.text[end : self.mentions[after[0]].start]
            if re.fullmatch(r"[\s%]*(\w+\s+){0,2}(in|of)?\s*", between):
                return after[0]
        return None

    def dataset_for(self, number: object, datasets: list[int], sentence: Sentence) -> int | None:
        token = number  # a spaCy Token
        position = token.idx + len(token.text)  # type: ignore[attr-defined]
        following = self.text[position : sentence.end]
        paren = re.match(r"\s*%?\s*\(", following)
        if paren:
            inside = [
                i
                for i in datasets
                if self.mentions[i].start >= position
                and self.mentions[i].start <= position + paren.end() + 2
            ]
            if inside:
                return inside[0]
            return None
        clause = re.match(r"[^;,()]{0,80}", following)
        for on in re.finditer(r"\b(on|for|in)\s+(the\s+)?", clause.group(0) if clause else ""):
            start = position + on.end()
            hit = [i for i in datasets if abs(self.mentions[i].start - start) <= 1]
            if hit:
                return hit[0]
        prefix = self.text[sentence.start : token.idx]  # type: ignore[attr-defined]
        lead = re.match(r"\s*(on|for|in)\s+(the\s+)?", prefix, re.I)
        if lead:
            hit = [i for i in datasets if self.mentions[i].start == sentence.start + lead.end()]
            if hit:
                return hit[0]
        return None

    # -- attachments to the paper ----------------------------------------------------------
    def find_attachments(self) -> None:
        related = {r.object for r in self.relations} | {
            r.subject for r in self.relations if r.subject is not None
        }
        for sentence in self.sentences:
            in_sentence = self.in_sentence(sentence)
            for index in in_sentence:
                mention = self.mentions[index]
                proposed = index in self.proposed or self.same_as_proposed(index)
                if mention.type is EntityType.CODE_REPOSITORY:
                    if _CODE_CUES.search(sentence.text) or _CODE_HOSTS.search(mention.text):
                        self.add(Predicate.CODE_REPOSITORY, None, index, sentence, "code", 0.9)
                    continue
                if proposed:
                    continue
                if mention.type in {EntityType.DATASET, EntityType.BENCHMARK}:
                    confident = bool(_EVAL_CUES.search(sentence.text))
                    self.add(
                        Predicate.EVALUATES_ON,
                        None,
                        index,
                        sentence,
                        "evaluates",
                        0.8 if confident else 0.6,
                    )
                elif mention.type is EntityType.TASK:
                    self.add(Predicate.ADDRESSES_TASK, None, index, sentence, "task", 0.7)
                elif mention.type in _METHODLIKE:
                    if index in related:
                        continue
                    clause = self.text[
                        max(sentence.start, mention.start - 40) : mention.start
                    ].lower()
                    if any(re.search(rf"\b{re.escape(cue)}\b", clause) for cue in _USE_CUES):
                        self.add(Predicate.USES_METHOD, None, index, sentence, "uses", 0.7)
                    else:
                        self.add(Predicate.MENTIONS, None, index, sentence, "mentions", 0.5)
                elif mention.type is EntityType.METRIC:
                    self.add(Predicate.MENTIONS, None, index, sentence, "mentions", 0.6)
                else:
                    self.add(Predicate.MENTIONS, None, index, sentence, "mentions", 0.7)
