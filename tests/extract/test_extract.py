"""Extraction rules on small abstracts written for the purpose (not the bundled example)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kg.extract import extract, extract_one
from kg.extract.acronyms import find_acronyms
from kg.extract.markup import mask_markup
from kg.extract.pipeline import make_pipeline
from kg.extract.sentences import split_sentences
from kg.text import clean_surface
from kg.types import EntityType, Extraction, Paper, Predicate


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def run(nlp, text: str) -> Extraction:
    return extract_one(Paper(key="sha256:test", abstract=text), nlp=nlp)


def edges(extraction: Extraction, predicate: Predicate) -> set[tuple[str, str]]:
    out = set()
    for relation in extraction.relations:
        if relation.predicate is predicate:
            subject = (
                "PAPER" if relation.subject is None else extraction.mentions[relation.subject].text
            )
            out.add((subject, extraction.mentions[relation.object].text))
    return out


def mention_types(extraction: Extraction) -> dict[str, EntityType]:
    return {m.text: m.type for m in extraction.mentions}


# -- plain functions -----------------------------------------------------------------------


def test_sentences_keep_abbreviations_and_citations_inside():
    text = "Smith et al. (2021) proposed GraphZip. We use it, e.g. on Cora. It gets 91.2% accuracy."
    assert [text[s:e] for s, e in split_sentences(text)] == [
        "Smith et al. (2021) proposed GraphZip.",
        "We use it, e.g. on Cora.",
        "It gets 91.2% accuracy.",
    ]


@pytest.mark.parametrize(
    ("text", "pairs"),
    [
        ("We study Graph Attention Networks (GATs) here.", [("Graph Attention Networks", "GATs")]),
        (
            "a Variational Auto-Encoder (VAE) and a generative adversarial network (GAN)",
            [("Variational Auto-Encoder", "VAE"), ("generative adversarial network", "GAN")],
        ),
        (
            "Neural Radiance Fields (NeRF; Mildenhall et al., 2020)",
            [("Neural Radiance Fields", "NeRF")],
        ),
        ("results (see Table 2) and values (p < 0.05)", []),
        # round 19: a kind word after the initials is part of the long form, not its letters
        (
            "We train the Moss Distance Embedding model (MDE) on bogs.",
            [("Moss Distance Embedding model", "MDE")],
        ),
        (
            "a Nested Edge Tagging network (NET) and a Moss Graph (MG)",
            [("Nested Edge Tagging network", "NET"), ("Moss Graph", "MG")],
        ),
    ],
)
def test_acronym_definitions(text, pairs):
    found = [(text[a:b], text[c:d]) for a, b, c, d in find_acronyms(text)]
    assert found == pairs


def test_mask_markup_keeps_offsets():
    text = (
        r"We present **GraphZip**, with $\alpha$-scaling and 12.5\% gains on $32\times32$ images."
    )
    masked = mask_markup(text)
    assert len(masked) == len(text)
    assert masked.index("GraphZip") == text.index("GraphZip")
    assert clean_surface(r"$\alpha$-scaling") == "α-scaling"


@pytest.mark.slow
@given(st.text(max_size=300))
def test_mask_markup_never_changes_length(text):
    assert len(mask_markup(text)) == len(text)


# -- the pipeline ----------------------------------------------------------------------------


def test_named_proposal_with_appositive_type(nlp):
    ex = run(
        nlp,
        "We introduce GraphZip, a benchmark of 5,000 compressed graphs. Experiments show it is hard.",
    )
    assert edges(ex, Predicate.PROPOSES) == {("PAPER", "GraphZip")}
    assert mention_types(ex)["GraphZip"] is EntityType.BENCHMARK


def test_this_work_and_passive_proposals(nlp):
    ex = run(
        nlp,
        "This paper presents FastRank, a ranking method. FastRank-lite is proposed to reduce memory.",
    )
    assert edges(ex, Predicate.PROPOSES) == {("PAPER", "FastRank"), ("PAPER", "FastRank-lite")}


def test_prior_work_is_not_proposed(nlp):
    ex = run(
        nlp,
        "Recently, Smith et al. (2022) introduced Graph Sketching (GS), a compression method. We extend GS to streams.",
    )
    assert ("PAPER", "Graph Sketching") not in edges(ex, Predicate.PROPOSES)


def test_unnamed_contribution_becomes_a_phrase(nlp):
    ex = run(
        nlp, "We propose a novel curvature-aware sampling scheme for point clouds. It is fast."
    )
    proposed = {obj for _, obj in edges(ex, Predicate.PROPOSES)}
    assert proposed == {"curvature-aware sampling scheme"}


def test_generic_object_is_not_a_node(nlp):
    ex = run(nlp, "We propose a simple yet effective method. It works.")
    assert edges(ex, Predicate.PROPOSES) == set()


def test_called_names_the_contribution(nlp):
    ex = run(
        nlp, "We introduce a new distance between graphs, called WalkDist, based on random walks."
    )
    assert edges(ex, Predicate.PROPOSES) == {("PAPER", "WalkDist")}


def test_extends_with_our_method_as_subject(nlp):
    ex = run(
        nlp,
        "We propose DeepWalk++. Our method generalizes Random Walk Embedding (RWE) to directed graphs.",
    )
    assert edges(ex, Predicate.EXTENDS) == {("DeepWalk++", "Random Walk Embedding")} or edges(
        ex, Predicate.EXTENDS
    ) == {("DeepWalk", "Random Walk Embedding")}


def test_extends_with_named_subject(nlp):
    ex = run(nlp, "We present TinyDet. TinyDet extends the YOLO detector with sparse heads.")
    assert ("TinyDet", "YOLO") in edges(ex, Predicate.EXTENDS)


def test_comparison_and_dataset_and_result(nlp):
    text = (
        "We propose GraphZip. GraphZip outperforms BERT on SQuAD and reaches an F1 of 91.3 (SQuAD)."
    )
    ex = run(nlp, text)
    assert ("GraphZip", "BERT") in edges(ex, Predicate.COMPARES_WITH)
    assert ("PAPER", "SQuAD") in edges(ex, Predicate.EVALUATES_ON)
    results = {
        (
            ex.mentions[r.metric].text,
            r.value,
            ex.mentions[r.dataset].text if r.dataset is not None else None,
        )
        for r in ex.results
    }
    assert ("F1", "91.3", "SQuAD") in results


def test_resolution_qualifier_is_kept_in_the_surface(nlp):
    ex = run(nlp, r"We report FID 2.1 on ImageNet $128\times128$ and CIFAR-10.")
    surfaces = {m.text for m in ex.mentions if m.type is EntityType.DATASET}
    assert r"ImageNet $128\times128" in surfaces or "ImageNet $128\\times128$" in surfaces
    results = {
        (r.value, ex.mentions[r.dataset].text if r.dataset is not None else None)
        for r in ex.results
    }
    assert all(value != "128" for value, _ in results)


def test_code_repository(nlp):
    ex = run(nlp, "We propose GraphZip. Code is available at https://github.com/example/graphzip.")
    assert edges(ex, Predicate.CODE_REPOSITORY) == {
        ("PAPER", "https://github.com/example/graphzip")
    }


def test_relations_quote_the_sentences_the_doc_has():
    """kg_relations reads the sentence starts set before it, it does not split again."""
    nlp = make_pipeline(tagger=False)
    text = "We propose GraphZip for tables. It is fast on Cora."
    doc = nlp.make_doc(text)
    for token in doc:
        token.is_sent_start = token.i == 0  # one sentence, where split_sentences sees two
    with nlp.select_pipes(disable=["kg_sentences"]):
        doc = nlp(doc)
    assert doc._.kg_relations
    assert {(r.evidence.start, r.evidence.end) for r in doc._.kg_relations} == {(0, len(text))}


def test_relation_stage_changes_only_the_mentions_it_reports(nlp):
    """The mention stage's mentions stay in place: retyped or replaced, with new ones after."""
    text = "Zorbnet is proposed to parse tables. Zorbnet beats GraphZip on Cora."
    with nlp.select_pipes(disable=["kg_relations"]):
        before = list(nlp(text)._.kg_mentions)
    after = nlp(text)._.kg_mentions
    assert len(after) > len(before)
    assert [(m.start, m.end) for m in after[: len(before)]] == [(m.start, m.end) for m in before]
    # the proposal's second occurrence, which the mention stage did not find
    assert [(m.text, m.start, m.extractor) for m in after[len(before) :]] == [
        ("Zorbnet", 37, "name.repeated")
    ]


def test_person_names_in_citations_are_not_entities(nlp):
    ex = run(nlp, "Following Vaswani et al. (2017), we use Transformer encoders.")
    assert "Vaswani" not in {m.text for m in ex.mentions}


def test_evidence_quotes_the_original_abstract(nlp):
    text = r"We propose **GraphZip**, a method. It reaches $\pi$-level scores."
    ex = run(nlp, text)
    for relation in ex.relations:
        evidence = relation.evidence
        assert text[evidence.start : evidence.end] == evidence.sentence
        assert evidence.paper == "sha256:test"
    for mention in ex.mentions:
        assert text[mention.start : mention.end] == mention.text


def test_extract_keeps_input_order(nlp):
    papers = [
        Paper(key=f"sha256:{i}", abstract=f"We propose Method{i}X, a method.") for i in range(5)
    ]
    assert [e.paper.key for e in extract(papers, nlp=nlp, batch_size=2)] == [p.key for p in papers]


@settings(
    deadline=None, max_examples=150, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    text=st.text(alphabet=st.characters(codec="utf-8"), max_size=400)
    | st.from_regex(
        r"(We propose [A-Z][a-zA-Z0-9-]{1,8}( \([A-Z]{2,4}\))?[,.] ){1,3}", fullmatch=True
    )
)
def test_pipeline_never_crashes_and_offsets_are_valid(nlp, text):
    ex = extract_one(Paper(key="sha256:h", abstract=text), nlp=nlp)
    for mention in ex.mentions:
        assert 0 <= mention.start < mention.end <= len(text)
    for relation in ex.relations:
        assert 0 <= relation.object < len(ex.mentions)
        assert relation.subject is None or 0 <= relation.subject < len(ex.mentions)


@pytest.mark.slow
def test_saved_pipeline_loads_by_name_without_importing_kg(tmp_path):
    """The factories are spaCy entry points: a saved config resolves them in a fresh process."""
    import subprocess
    import sys

    make_pipeline().to_disk(tmp_path / "pipeline")
    code = (
        "import spacy, sys; nlp = spacy.load(sys.argv[1]); "
        "print([m.text for m in nlp('We propose FooNet on CIFAR-10.')._.kg_mentions])"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / "pipeline")],
        capture_output=True,
        text=True,
        check=True,
    )
    assert out.stdout.strip() == "['FooNet', 'CIFAR-10']"


def test_described_then_named_in_parentheses(nlp):
    ex = run(
        nlp,
        "In this paper, we introduce a novel hybrid temporal convolutional and recurrent network (TricorNet), which has an encoder.",
    )
    proposed = {obj for _, obj in edges(ex, Predicate.PROPOSES)}
    assert "TricorNet" in proposed
    assert not any(obj.startswith("this paper") for obj in proposed)


def test_coordinated_names_share_their_appositive(nlp):
    found = mention_types(
        run(nlp, "We propose WeightLens and CircuitLens, two complementary methods for circuits.")
    )
    assert found["WeightLens"] is EntityType.METHOD
    assert found["CircuitLens"] is EntityType.METHOD


def test_model_shape_outranks_the_tagger(nlp):
    # "-72B" is a parameter count: a pretrained model, whatever the tagger's label.
    found = mention_types(run(nlp, "We compare InternVL2-8B and Qwen2.5VL-72B on video tasks."))
    assert found["Qwen2.5VL-72B"] is EntityType.MODEL
