"""Shared fixtures: small hand-built inputs written for the tests."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path

import networkx as nx
import pytest
from hypothesis import settings

from kg.extract.sentences import split_sentences
from kg.graph import build_graph
from kg.lexicon.gazetteer import Gazetteer, load_gazetteer
from kg.link import link
from kg.types import (
    Entity,
    EntityType,
    Evidence,
    Extraction,
    LinkedCorpus,
    Mention,
    Paper,
    Predicate,
    Relation,
    ResultMention,
)

# CI replays the same generated examples on every run (a red CI is then reproducible, never a
# fluke of the seed); locally every run explores new ones.
settings.register_profile("ci", derandomize=True, deadline=None)
if os.environ.get("CI", "").lower() in {"1", "true", "yes"}:
    settings.load_profile("ci")

# The gazetteer matcher cache (kg.extract.matcher_cache) of a test run is its own, not the
# user's ~/.cache/kg, and goes with the run (subprocesses inherit the variable).
if "KG_CACHE_DIR" not in os.environ:
    os.environ["KG_CACHE_DIR"] = tempfile.mkdtemp(prefix="kg-test-cache-")
    atexit.register(shutil.rmtree, os.environ["KG_CACHE_DIR"], ignore_errors=True)

REPO = Path(__file__).resolve().parent.parent
EXAMPLE = REPO / "examples" / "iclr2026.txt"
BASE = "https://example.org/kg/"

HOSTILE = 'We propose <img src=x onerror=alert(1)> and </script><script>alert("x")</script> "quoted" \\ back > gt.'


def _tiny_linked() -> LinkedCorpus:
    abstract_a = (
        "We propose FooNet, a method for image classification. "
        "FooNet extends ResNet and reaches FID 1.97 on CIFAR-10. "
        "Code is at https://github.com/example/foonet."
    )
    s1, s2, s3 = split_sentences(abstract_a)
    paper_a = Paper(
        key="doi:10.1000/foo",
        abstract=abstract_a,
        title="FooNet: a tiny network",
        year=2026,
        venue="ICLR",
        authors=("Ada Lovelace",),
        doi="10.1000/foo",
    )
    paper_b = Paper(key="sha256:" + "ab" * 32, abstract=HOSTILE, title=None)

    def ev(
        paper: Paper, span: tuple[int, int], extractor: str = "test", confidence: float = 0.9
    ) -> Evidence:
        return Evidence(
            paper=paper.key,
            sentence=paper.abstract[span[0] : span[1]],
            start=span[0],
            end=span[1],
            extractor=extractor,
            confidence=confidence,
        )

    def m(paper: Paper, text: str, etype: EntityType, nth: int = 0) -> Mention:
        start = -1
        for _ in range(nth + 1):
            start = paper.abstract.index(text, start + 1)
        return Mention(
            text=text,
            start=start,
            end=start + len(text),
            type=etype,
            extractor="test",
            confidence=0.9,
        )

    ma = (
        m(paper_a, "FooNet", EntityType.METHOD),
        m(paper_a, "image classification", EntityType.TASK),
        m(paper_a, "FooNet", EntityType.METHOD, 1),
        m(paper_a, "ResNet", EntityType.MODEL),
        m(paper_a, "FID", EntityType.METRIC),
        m(paper_a, "CIFAR-10", EntityType.DATASET),
        m(paper_a, "https://github.com/example/foonet", EntityType.CODE_REPOSITORY),
    )
    ra = (
        Relation(Predicate.PROPOSES, None, 0, ev(paper_a, s1)),
        Relation(Predicate.ADDRESSES_TASK, None, 1, ev(paper_a, s1)),
        Relation(Predicate.EXTENDS, 2, 3, ev(paper_a, s2)),
        Relation(Predicate.EVALUATES_ON, None, 5, ev(paper_a, s2)),
        Relation(Predicate.CODE_REPOSITORY, None, 6, ev(paper_a, s3)),
    )
    results = (ResultMention(metric=4, value="1.97", dataset=5, evidence=ev(paper_a, s2)),)
    mb = (
        Mention(
            text="<img src=x onerror=alert(1)>",
            start=11,
            end=39,
            type=EntityType.METHOD,
            extractor="test",
            confidence=0.5,
        ),
    )
    rb = (Relation(Predicate.PROPOSES, None, 0, ev(paper_b, (0, len(HOSTILE)))),)
    entities = (
        Entity(key="foonet", type=EntityType.METHOD, label="FooNet"),
        Entity(key="image classification", type=EntityType.TASK, label="image classification"),
        Entity(key="resnet", type=EntityType.MODEL, label="ResNet", aliases=("ResNets",)),
        Entity(
            key="fid", type=EntityType.METRIC, label="FID", aliases=("Fréchet Inception Distance",)
        ),
        Entity(key="cifar 10", type=EntityType.DATASET, label="CIFAR-10", aliases=("CIFAR10",)),
        Entity(
            key="https://github.com/example/foonet",
            type=EntityType.CODE_REPOSITORY,
            label="https://github.com/example/foonet",
        ),
        Entity(
            key="<img src=x onerror=alert(1)>",
            type=EntityType.METHOD,
            label='<img src=x onerror=alert(1)> "q" \\',
            scope=paper_b.key,
        ),
    )
    mention_entity = {
        (paper_a.key, 0): 0,
        (paper_a.key, 1): 1,
        (paper_a.key, 2): 0,
        (paper_a.key, 3): 2,
        (paper_a.key, 4): 3,
        (paper_a.key, 5): 4,
        (paper_a.key, 6): 5,
        (paper_b.key, 0): 6,
    }
    return LinkedCorpus(
        extractions=(Extraction(paper_a, ma, ra, results), Extraction(paper_b, mb, rb, ())),
        entities=entities,
        mention_entity=mention_entity,
    )


@pytest.fixture
def tiny_linked() -> LinkedCorpus:
    """Two hand-built papers: a well-behaved one and one whose text is hostile markup."""
    return _tiny_linked()


@pytest.fixture
def tiny_graph() -> nx.MultiDiGraph:
    """The graph of ``tiny_linked`` under the test base IRI."""
    return build_graph(_tiny_linked(), base_iri=BASE)


@pytest.fixture(scope="session")
def example_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The bundled example as an on-disk store, as ``kg build`` writes it (the committed
    exports hold no store: it is binary, rebuilt by every build)."""
    from kg.export.load import load_graph
    from kg.export.store import write_store

    exports = Path(__file__).resolve().parents[1] / "exports"
    store = tmp_path_factory.mktemp("example") / "graph.oxigraph"
    write_store(load_graph(exports / "graph.ttl"), store)
    return store


def link_one(gazetteer, abstract: str, surface: str, etype: EntityType, **extra) -> Entity:
    """The entity of the first occurrence of ``surface`` in a one-paper corpus."""
    start = abstract.index(surface)
    options = {"extractor": "ner", "confidence": 0.6, **extra}
    mention = Mention(surface, start, start + len(surface), etype, **options)
    paper = Extraction(paper=Paper(key="sha256:one", abstract=abstract), mentions=(mention,))
    linked = link([paper], gazetteer=gazetteer)
    return linked.entities[linked.mention_entity[("sha256:one", 0)]]


def one_mention(key: str, abstract: str, surface: str, etype: EntityType) -> Extraction:
    """A paper whose only mention is ``surface`` (its first occurrence), found by the NER."""
    start = abstract.index(surface)
    mention = Mention(surface, start, start + len(surface), etype, "ner", 0.6)
    return Extraction(paper=Paper(key=key, abstract=abstract), mentions=(mention,))


def entity_of(linked: LinkedCorpus, paper: str, index: int = 0) -> Entity:
    """The entity a paper's mention was linked to."""
    return linked.entities[linked.mention_entity[(paper, index)]]


def written_gazetteer(tmp_path: Path, rows: str) -> Gazetteer:
    """A gazetteer of ``rows`` (TSV lines after the header), written to a file and loaded."""
    path = tmp_path / "gazetteer.tsv"
    path.write_text("name\ttype\taliases\tsource\n" + rows, encoding="utf-8")
    return load_gazetteer(path)


def blank_relations(text: str, given: list[Mention], title: str | None = None):  # noqa: ANN201
    """What the relation rules find on a blank English pipeline (no tagger: ``given`` are the
    mentions): the ``FoundRelations`` and the mentions after their changes."""
    import spacy

    from kg.extract.relations import Sentence, find_relations

    sentences = [Sentence(s, e, text[s:e]) for s, e in split_sentences(text)]
    doc = spacy.blank("en")(text)
    found = find_relations(doc, given, sentences, paper_key="p:1", abstract=text, title=title)
    return found, found.mentions.apply(given)


def addressed_tasks(
    text: str, given: list[Mention], title: str | None = None
) -> set[tuple[str, str, float]]:
    """(label, extractor, confidence) of each mention the relation rules make a Task the paper
    addresses, on a blank English pipeline (no tagger: ``given`` are the mentions)."""
    from kg.types import Predicate

    found, mentions = blank_relations(text, given, title)
    return {
        (mentions[r.object].text, mentions[r.object].extractor, mentions[r.object].confidence)
        for r in found.relations
        if r.predicate is Predicate.ADDRESSES_TASK and r.subject is None
    }


def mention_at(text: str, surface: str, etype: EntityType = EntityType.METHOD, **fields) -> Mention:
    """A mention of ``surface`` (its first occurrence), found by the NER unless ``fields`` say."""
    start = text.index(surface)
    values = {"extractor": "ner", "confidence": 0.5} | fields
    return Mention(surface, start, start + len(surface), etype, **values)


def proposed_labels(nlp, text: str, *mentions: Mention, title: str | None = None) -> set[str]:
    """The labels of the paper's proposes edges, ``nlp`` splitting the sentences."""
    from kg.extract.relations import doc_sentences, find_relations
    from kg.types import Predicate

    doc = nlp(text)
    found = find_relations(
        doc, mentions, doc_sentences(doc), paper_key="p", abstract=text, title=title
    )
    final = found.mentions.apply(mentions)
    return {final[r.object].text for r in found.relations if r.predicate is Predicate.PROPOSES}


def pipeline_edges(nlp, text: str, predicate, *, key: str = "sha256:edges") -> list:
    """(object mention, relation) of each edge of ``predicate`` the whole pipeline ``nlp``
    draws for ``text``."""
    from kg.extract import extract_one
    from kg.types import Paper

    extraction = extract_one(Paper(key=key, abstract=text), nlp=nlp)
    return [
        (extraction.mentions[r.object], r) for r in extraction.relations if r.predicate is predicate
    ]


def pipeline_objects(nlp, text: str, predicate) -> set[str]:
    """The texts of the objects of the ``predicate`` edges the whole pipeline ``nlp`` draws for
    ``text``."""
    return {mention.text for mention, _ in pipeline_edges(nlp, text, predicate)}


def pipeline_results(nlp, text: str, *, key: str = "sha256:results") -> list:
    """(metric text, value, improvement) of each result the whole pipeline ``nlp`` reads in
    ``text``, sorted."""
    from kg.extract import extract_one
    from kg.types import Paper

    extraction = extract_one(Paper(key=key, abstract=text), nlp=nlp)
    return sorted(
        (extraction.mentions[r.metric].text, r.value, r.improvement) for r in extraction.results
    )


def pipeline_scored(nlp, text: str) -> list:
    """(metric text, value, dataset text or None) of each result the whole pipeline ``nlp``
    reads in ``text``, in text order."""
    from kg.extract import extract_one
    from kg.types import Paper

    extraction = extract_one(Paper(key="sha256:scored", abstract=text), nlp=nlp)
    mentions = extraction.mentions
    return [
        (
            mentions[r.metric].text,
            r.value,
            mentions[r.dataset].text if r.dataset is not None else None,
        )
        for r in extraction.results
    ]


def pipeline_titled(nlp, text: str, title: str, predicate) -> set[str]:
    """The texts of the objects of the ``predicate`` edges the whole pipeline ``nlp`` draws for
    ``text`` under ``title``."""
    from kg.extract import extract_one
    from kg.types import Paper

    extraction = extract_one(Paper(key="sha256:titled", abstract=text, title=title), nlp=nlp)
    return {
        extraction.mentions[r.object].text for r in extraction.relations if r.predicate is predicate
    }


def pipeline_titled_tasks(nlp, text: str, title: str | None = None) -> set[str]:
    """The lowercased texts of the addressesTask objects the whole pipeline ``nlp`` draws for
    ``text`` under ``title``."""
    from kg.types import Predicate

    return {t.lower() for t in pipeline_titled(nlp, text, title, Predicate.ADDRESSES_TASK)}


def pipeline_proposed(nlp, text: str, *, key: str = "sha256:proposed") -> set[str]:
    """The labels of the proposes edges the whole pipeline ``nlp`` draws for ``text``."""
    from kg.types import Predicate

    return {mention.text for mention, _ in pipeline_edges(nlp, text, Predicate.PROPOSES, key=key)}


def linked_objects(
    nlp, text: str, predicate, *, title: str | None = None, drawn: bool = False
) -> dict[str, str]:
    """{label: type} of the linked nodes the paper's ``predicate`` edges point to, once the
    whole pipeline ``nlp`` extracted ``text`` (under ``title``) and the linker linked it alone
    (``drawn``: only the nodes the graph draws)."""
    from kg.extract import extract_one
    from kg.graph import is_drawn
    from kg.link import link
    from kg.types import Paper

    extraction = extract_one(Paper(key="sha256:linked", abstract=text, title=title), nlp=nlp)
    linked = link([extraction])
    found = {}
    for r in extraction.relations:
        if r.predicate is predicate and r.subject is None:
            entity = linked.entities[linked.mention_entity[(extraction.paper.key, r.object)]]
            if not drawn or is_drawn(entity):
                found[entity.label] = entity.type.value
    return found


def sentencized_nlp():
    """A blank English pipeline that splits sentences (no tagger, no NER)."""
    import spacy

    nlp = spacy.blank("en")
    nlp.add_pipe("sentencizer")
    return nlp
