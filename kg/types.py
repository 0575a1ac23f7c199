"""Plain typed values passed between the stages of kg.

Data flows one way: read -> extract -> link -> graph -> export (rdf, view) -> query.
Every stage takes and returns the frozen values declared here (and the networkx graph
described in :mod:`kg.graph`), so a reader can follow a paper from a file to a triple.

Character offsets are always offsets into ``Paper.abstract`` (Python ``str`` indices,
end exclusive).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

__all__ = [
    "CONJUNCT_EXTRACTOR",
    "DESCRIBED_EXTRACTOR",
    "LISTED_DATA_EXTRACTOR",
    "COLLECTION_EXTRACTOR",
    "NESTED_TASK_EXTRACTOR",
    "DONE_WITHOUT_RULE",
    "TASK_CONTEXT_RULE",
    "TITLE_DESCRIBED_EXTRACTOR",
    "TITLE_LABEL_EXTRACTORS",
    "TITLE_NAME_EXTRACTOR",
    "QUOTED_NAME_EXTRACTOR",
    "CUE_PROPOSAL_RULE",
    "FORMULATION_EXTRACTOR",
    "TITLE_TASK_EXTRACTOR",
    "EntityType",
    "COARSE_TYPE",
    "DATA_TYPES",
    "Predicate",
    "Paper",
    "InputIssue",
    "ReadResult",
    "Mention",
    "Evidence",
    "Relation",
    "ResultMention",
    "Extraction",
    "AliasReason",
    "Entity",
    "LinkedCorpus",
]


class EntityType(str, Enum):
    """Classes of non-paper nodes; values are the ontology's local class names."""

    METHOD = "Method"
    MODEL = "Model"  # a named (usually pretrained) model; subclass of Method
    DATASET = "Dataset"
    BENCHMARK = "Benchmark"  # subclass of Dataset
    ENVIRONMENT = "Environment"  # subclass of Benchmark: a simulator or game played in
    TASK = "Task"
    METRIC = "Metric"
    CONCEPT = "Concept"
    CODE_REPOSITORY = "CodeRepository"


# The types of data a paper is evaluated on: a dataset, a benchmark, an environment.
DATA_TYPES = frozenset({EntityType.DATASET, EntityType.BENCHMARK, EntityType.ENVIRONMENT})

# Subclasses folded into their parents: the coarse types annotated corpora use, for scoring
# (kg.evaluate) and for training the tagger (scripts/train_ner.py). CodeRepository has none.
COARSE_TYPE: dict[EntityType, str] = {
    EntityType.METHOD: "Method",
    EntityType.MODEL: "Method",
    EntityType.DATASET: "Dataset",
    EntityType.BENCHMARK: "Dataset",
    EntityType.ENVIRONMENT: "Dataset",
    EntityType.TASK: "Task",
    EntityType.METRIC: "Metric",
    EntityType.CONCEPT: "Concept",
}


class Predicate(str, Enum):
    """Edge predicates; values are the ontology's local property names."""

    PROPOSES = "proposes"  # Paper -> what the paper itself introduces
    USES_METHOD = "usesMethod"  # Paper -> Method/Model it uses
    EVALUATES_ON = "evaluatesOn"  # Paper -> Dataset
    ADDRESSES_TASK = "addressesTask"  # Paper -> Task
    MENTIONS = "mentions"  # Paper -> Concept
    EXTENDS = "extends"  # Method -> Method it builds on or generalises
    COMPARES_WITH = "comparesWith"  # Paper or Method -> Method/Model it is compared with
    REPORTS_RESULT = "reportsResult"  # Paper -> Result
    CODE_REPOSITORY = "codeRepository"  # Paper -> CodeRepository


@dataclass(frozen=True, slots=True)
class Paper:
    """One input record: an abstract and whatever metadata came with it.

    Attributes:
        key: Stable identity, e.g. ``doi:10.1000/xyz``, ``arxiv:2401.00001``,
            ``openreview:AbCdEf``, or ``sha256:<hex>`` of the normalised title and abstract.
        abstract: The abstract text (cleaned: normalised newlines, no BOM).
        source: Where the record came from, ``file:line`` or ``file#record``.
        other_keys: The other keys its identifiers give (an OpenReview id of a paper keyed by
            its DOI), by which records in other files are recognised as the same paper.
        merged_sources: Where the other records of the same paper came from (merged into this).
    """

    key: str
    abstract: str
    title: str | None = None
    authors: tuple[str, ...] = ()
    year: int | None = None
    venue: str | None = None
    url: str | None = None
    doi: str | None = None
    identifier: str | None = None  # the record's own id as given (PID, paper_id, ...)
    keywords: tuple[str, ...] = ()
    source: str = ""
    other_keys: tuple[str, ...] = ()
    merged_sources: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class InputIssue:
    """A problem with one input record: reported, the record skipped, the rest built.

    ``location`` names the file and the line, byte offset or record number, e.g.
    ``papers.csv line 212``; ``message`` says what was expected and what to do.
    """

    location: str
    message: str

    def __str__(self) -> str:
        return f"{self.location}: {self.message}"


@dataclass(frozen=True, slots=True)
class ReadResult:
    """What the read stage returns: the usable papers (deduplicated by key) and the issues.

    ``merged`` counts the records merged into a paper read before, by reason (``same id``,
    ``near-identical abstract``).
    """

    papers: tuple[Paper, ...]
    issues: tuple[InputIssue, ...] = ()
    merged: dict[str, int] = field(default_factory=dict)


# The extractor of a coordination's modifier ("image" in "image and text classification"):
# its name is its ``canonical`` ("image classification"), not its text.
CONJUNCT_EXTRACTOR = "task.conjunct"
# The extractor of data a paper describes without naming it ("a dataset of retinal scans"): the
# linker scopes such a mention to its paper.
DESCRIBED_EXTRACTOR = "dataset.described"
# The extractor of a name listed with datasets ("on Zorblet, Marrow and QuillSet", "on SMD, MSL,
# SMAP and PSM"): data, which the linker keeps off a method the gazetteer gives the name.
LISTED_DATA_EXTRACTOR = "dataset.listed"
# The extractor of a name before a word for a collection of data ("the Quillon corpus", "the
# SMAP and PSM benchmarks"): data too.
COLLECTION_EXTRACTOR = "dataset.collection"
# The extractor of a known task read inside a longer mention ("reinforcement learning" of
# "reinforcement learning algorithms"; its ``canonical`` is the gazetteer's name): an entity of
# the graph, no span of the flat annotation schemes :mod:`kg.evaluate` scores.
NESTED_TASK_EXTRACTOR = "task.nested"
# The extractor of a task the title states and the abstract never writes: its label is the
# title's words, its offsets a whole sentence's (the one stating the contribution), so it
# overlaps no mention's words.
TITLE_TASK_EXTRACTOR = "task.title_only"
# The rule of a paper's mention of what it says it does without ("requires neither hyperparameter
# tuning nor dimensionality reduction"): a mentions edge, whatever the type the corpus links.
DONE_WITHOUT_RULE = "without"
# The rule of a paper's mention of a task it names as context, not as its own: what it is set
# against ("9x faster than retraining"), fields where a problem matters ("in domains such as
# drug discovery"), where others' methods succeeded ("have been successful for language
# modeling"). A mentions edge, whatever the type the corpus links.
TASK_CONTEXT_RULE = "context"
# The extractor of a proposal the title names: its label is the title's name, its offsets the
# words of the abstract sentence stating the proposal.
TITLE_NAME_EXTRACTOR = "name.title_only"
# The extractor of a contribution the abstract only points at ("our method") and the title
# describes ("Lifelong Word Embedding via Meta-Learning"): its label is the title's words, its
# offsets those of the pointing words. The title's task inside it stays a task.
TITLE_DESCRIBED_EXTRACTOR = "name.title_described"
# The extractor of a name given between quotes (or in italics) after a naming word ('a new
# framework called "procedures"'): the paper's name for its own thing, in any case.
QUOTED_NAME_EXTRACTOR = "name.quoted"
# The evidence rule of a cue verb's object ("we propose a neural clustering model"), which the
# graph and the linker read.
CUE_PROPOSAL_RULE = "rule.proposes.cue"
# Both: a proposal labelled with the title's words, its offsets no name of the abstract's.
TITLE_LABEL_EXTRACTORS = frozenset({TITLE_NAME_EXTRACTOR, TITLE_DESCRIBED_EXTRACTOR})
# The extractor of a formulation ("we cast X as Y"): its words are a span the annotation schemes
# score, but the paper makes no thing by them; the linker never draws it.
FORMULATION_EXTRACTOR = "proposal.formulation"
# The extractor of a comparative after a value ("19% more accurate", "3.2x faster"): a mention
# of the metric it changes, its canonical the metric's gazetteer name; linked by that name.
COMPARATIVE_EXTRACTOR = "result.comparative"


@dataclass(frozen=True, slots=True)
class Mention:
    """A span of an abstract that names an entity.

    Attributes:
        text: The surface form exactly as in the abstract (``abstract[start:end]``).
        type: The entity class the extractor believes this is.
        extractor: Which component found it (e.g. ``gazetteer``, ``acronym``, ``name``).
        canonical: A canonical name the extractor knows (gazetteer entry), else None.
        long_form: For an acronym mention, its expansion defined in the same abstract.
        short_form: For a long form defined with an acronym, that acronym.
    """

    text: str
    start: int
    end: int
    type: EntityType
    extractor: str
    confidence: float
    canonical: str | None = None
    long_form: str | None = None
    short_form: str | None = None


@dataclass(frozen=True, slots=True)
class Evidence:
    """Why an edge exists: the sentence that supports it and who said so."""

    paper: str  # Paper.key
    sentence: str
    start: int  # sentence start offset in the abstract
    end: int  # sentence end offset in the abstract
    extractor: str
    confidence: float


@dataclass(frozen=True, slots=True)
class Relation:
    """A typed edge found in one abstract.

    ``subject`` is an index into ``Extraction.mentions``, or None for the paper itself;
    ``object`` is an index into ``Extraction.mentions``.
    """

    predicate: Predicate
    subject: int | None
    object: int
    evidence: Evidence


@dataclass(frozen=True, slots=True)
class ResultMention:
    """A reported result: a metric value, optionally on a dataset (indices into mentions).

    ``improvement`` is True when the value is a change over a baseline ("improves accuracy by
    0.4%", "a 40.5% reduction in RMSE"), not the score itself.
    """

    metric: int
    value: str
    dataset: int | None
    evidence: Evidence
    improvement: bool = False


@dataclass(frozen=True, slots=True)
class Extraction:
    """Everything extracted from one paper, before linking."""

    paper: Paper
    mentions: tuple[Mention, ...] = ()
    relations: tuple[Relation, ...] = ()
    results: tuple[ResultMention, ...] = ()


@dataclass(frozen=True, slots=True)
class AliasReason:
    """Why a name is an alias of an entity: what a user reviews, and can overrule.

    Attributes:
        alias: The alias (one of ``Entity.aliases``).
        rule: ``acronym`` (defined in ``paper``), ``gazetteer`` (an alias of the gazetteer
            entry), ``spelling variant`` (case, hyphens, spaces, Unicode, a misspelling or a
            dropped suffix), ``plural``, ``qualifier`` (``ImageNet 64x64``), ``head word`` (a
            method's name and a word for its kind: ``Adam algorithm``), ``gerund form`` (a
            task's gerund and its object: ``detecting anomalies``), ``mutual alias``
            (two names that list each other) or ``curation`` (a ``same`` line of the curation
            file).
        paper: The Paper.key of the paper whose definition made the merge, else None.
        papers: In how many papers the alias itself occurs (0: never in the text).
    """

    alias: str
    rule: str
    paper: str | None = None
    papers: int = 0


@dataclass(frozen=True, slots=True)
class Entity:
    """One real-world entity after linking: the unit that becomes a node.

    Attributes:
        key: Canonical, type-independent identity used for merging and for the IRI slug.
        label: The preferred human-readable name.
        aliases: Every other surface form seen, sorted.
        scope: For a paper-specific unnamed contribution ("a test-time projection"),
            the Paper.key it belongs to; None for entities shared across the corpus.
        confidence: The highest confidence of its mentions.
        papers: In how many papers it is mentioned.
        alias_reasons: One :class:`AliasReason` per alias, in the order of ``aliases``.
        termhood: The linker's verdict on the name (see :mod:`kg.link.termhood`): ``term``
            (it names something: capitals, digits, an acronym, a gazetteer entry, a specific
            head), ``phrase`` (a description, drawn only when extracted confidently) or
            ``generic`` (names nothing in particular: never drawn).
    """

    key: str
    type: EntityType
    label: str
    aliases: tuple[str, ...] = ()
    scope: str | None = None
    confidence: float = 1.0
    papers: int = 1
    alias_reasons: tuple[AliasReason, ...] = ()
    termhood: str = "phrase"


@dataclass(frozen=True, slots=True)
class LinkedCorpus:
    """The linker's output: entities plus where every mention went.

    ``mention_entity[(paper_key, mention_index)]`` is an index into ``entities``;
    mentions the linker rejected (generic phrases) are absent.
    """

    extractions: tuple[Extraction, ...]
    entities: tuple[Entity, ...]
    mention_entity: dict[tuple[str, int], int] = field(default_factory=dict)
