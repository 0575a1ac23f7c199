"""The shipped gazetteer file and its loader."""

from __future__ import annotations

import functools
import importlib.util
import json
import sys
from collections import Counter
from importlib import resources
from pathlib import Path
from types import ModuleType

import pytest

from kg.errors import InputError
from kg.lexicon.gazetteer import (
    GAZETTEER_SOURCES,
    GAZETTEER_TYPES,
    Gazetteer,
    GazetteerEntry,
    load_gazetteer,
)
from kg.text import match_key
from kg.types import EntityType

HEADER = "name\ttype\taliases\tsource\n"

# Words that name no entity: a gazetteer entry or alias with one of these keys would turn
# every "our method" into a node.
GENERIC = [
    "method",
    "methods",
    "model",
    "models",
    "approach",
    "framework",
    "data",
    "dataset",
    "datasets",
    "task",
    "tasks",
    "experiment",
    "experiments",
    "result",
    "results",
    "performance",
    "baseline",
    "baselines",
    "algorithm",
    "system",
    "network",
    "architecture",
    "technique",
    "problem",
    "paper",
    "work",
    "analysis",
    "study",
    "evaluation",
    "benchmark",
    "metric",
    "score",
    "error",
    "loss",
    "training",
    "learning",
    "parameters",
    "accuracy rate",
    "layer",
    "feature",
    "features",
    "representation",
    "embedding",
    "image",
    "images",
    "text",
    "video",
    "attention",
    "agent",
    "policy",
    "optimization",
    "classification",
    "regression",
    "prediction",
    "generation",
    "inference",
    "sampling",
    "function",
    "structure",
    "theory",
]


@pytest.fixture(scope="module")
def gazetteer() -> Gazetteer:
    return load_gazetteer()


@pytest.fixture(scope="module")
def rows() -> list[list[str]]:
    text = resources.files("kg").joinpath("data", "gazetteer.tsv").read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines[0] + "\n" == HEADER
    return [line.split("\t") for line in lines[1:]]


def write(tmp_path: Path, body: str, *, header: str = HEADER) -> Path:
    path = tmp_path / "gaz.tsv"
    path.write_text(header + body, encoding="utf-8")
    return path


# --- the shipped file ---------------------------------------------------------------------


def test_shipped_file_parses_into_every_type(gazetteer: Gazetteer) -> None:
    counts = Counter(entry.type for entry in gazetteer)
    assert set(counts) == set(GAZETTEER_TYPES)
    assert len(gazetteer) >= 1500
    # Environments are few (simulators and games); every other type is a real list.
    assert counts[EntityType.ENVIRONMENT] >= 30
    assert min(n for t, n in counts.items() if t is not EntityType.ENVIRONMENT) >= 50


def test_rows_are_well_formed(rows: list[list[str]]) -> None:
    for row in rows:
        assert len(row) == 4, row
        name, etype, aliases, source = row
        assert EntityType(etype) in GAZETTEER_TYPES, row
        assert source in GAZETTEER_SOURCES, row
        assert name and name == name.strip(), row
        assert all(alias and alias == alias.strip() for alias in aliases.split("|") if aliases), row


def test_rows_are_sorted_by_type_then_name(rows: list[list[str]]) -> None:
    keys = [(etype, name.lstrip("=").casefold(), name.lstrip("=")) for name, etype, _, _ in rows]
    assert keys == sorted(keys)


def test_no_match_key_is_shared_by_two_entries(gazetteer: Gazetteer) -> None:
    owners: dict[str, set[str]] = {}
    for entry in gazetteer:
        for form in entry.forms:
            owners.setdefault(match_key(form), set()).add(f"{entry.type.value}:{entry.name}")
    shared = {key: names for key, names in owners.items() if len(names) > 1}
    assert shared == {}


def test_both_sources_are_present(gazetteer: Gazetteer) -> None:
    sources = Counter(entry.source for entry in gazetteer)
    assert sources["general"] >= 1500
    assert sources["scirex"] >= 100


def test_no_generic_word_is_an_entry_or_alias(gazetteer: Gazetteer) -> None:
    generic_keys = {match_key(word) for word in GENERIC}
    offending = sorted(
        (form, entry.name)
        for entry in gazetteer
        for form in entry.forms
        if match_key(form) in generic_keys
    )
    assert offending == []
    for word in GENERIC:
        assert gazetteer.lookup(word) is None, word


def test_forms_are_short(gazetteer: Gazetteer) -> None:
    long_forms = [form for entry in gazetteer for form in entry.forms if len(form.split()) > 8]
    assert long_forms == []


def test_case_sensitive_forms_belong_to_their_entry(gazetteer: Gazetteer) -> None:
    for entry in gazetteer:
        assert entry.case_sensitive <= set(entry.forms), entry


# --- lookups --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("surface", "name", "etype"),
    [
        ("MSCOCO", "MS COCO", EntityType.DATASET),
        ("MS-COCO", "MS COCO", EntityType.DATASET),
        ("COCO", "MS COCO", EntityType.DATASET),
        ("Imagenet", "ImageNet", EntityType.DATASET),
        ("ILSVRC", "ImageNet", EntityType.DATASET),
        ("ImageNet-1k", "ImageNet", EntityType.DATASET),
        ("CIFAR10", "CIFAR-10", EntityType.DATASET),
        ("cifar-100", "CIFAR-100", EntityType.DATASET),
        ("large language models", "large language model", EntityType.CONCEPT),
        ("Large Language Model", "large language model", EntityType.CONCEPT),
        ("LLMs", "large language model", EntityType.CONCEPT),
        ("LLM", "large language model", EntityType.CONCEPT),
        ("MLLMs", "multimodal large language model", EntityType.CONCEPT),
        ("Schrodinger Bridges", "Schrödinger bridge", EntityType.CONCEPT),
        ("GANs", "generative adversarial network", EntityType.METHOD),
        ("Adam", "Adam", EntityType.METHOD),
        ("AdamW", "AdamW", EntityType.METHOD),
        ("LoRA", "low-rank adaptation", EntityType.METHOD),
        ("3DGS", "3D Gaussian Splatting", EntityType.METHOD),
        ("Fréchet Inception Distance", "Fréchet Inception Distance", EntityType.METRIC),
        ("FIDs", "Fréchet Inception Distance", EntityType.METRIC),
        ("mAP", "mean average precision", EntityType.METRIC),
        ("pass@1", "pass@k", EntityType.METRIC),
        ("GPT-4o", "GPT-4o", EntityType.MODEL),
        ("Llama-2", "Llama 2", EntityType.MODEL),
        ("wav2vec 2.0", "wav2vec 2.0", EntityType.MODEL),
        ("Wav2Vec2", "Wav2Vec2", EntityType.MODEL),
        ("wav2vec", "wav2vec", EntityType.MODEL),
        ("SAM", "Segment Anything Model", EntityType.MODEL),
        ("MATH", "MATH", EntityType.BENCHMARK),
        ("GSM8K", "GSM8K", EntityType.BENCHMARK),
        ("ARC-Challenge", "AI2 Reasoning Challenge", EntityType.BENCHMARK),
        ("MuJoCo", "MuJoCo", EntityType.ENVIRONMENT),
        ("Atari games", "Atari 2600 games", EntityType.ENVIRONMENT),
        ("Meta-World", "Meta-World", EntityType.BENCHMARK),
        ("WSJ", "Wall Street Journal", EntityType.DATASET),
        ("Long Short-Term Memory networks", "long short-term memory", EntityType.METHOD),
        ("LSTM networks", "long short-term memory", EntityType.METHOD),
        ("EKF", "extended Kalman filter", EntityType.METHOD),  # a variant, not the filter
        ("Kalman filtering", "Kalman filter", EntityType.METHOD),
        ("C51", "C51", EntityType.METHOD),  # an algorithm, not its field
        ("DSM", "denoising score matching", EntityType.METHOD),  # a variant of score matching
        ("group fairness", "group fairness", EntityType.CONCEPT),  # one notion of fairness
        ("adversarial attacks", "adversarial attack", EntityType.TASK),  # not the examples
        # research problems a paper attacks or defends against, as Papers with Code lists them
        ("trojan attacks", "backdoor attack", EntityType.TASK),
        ("poisoning attacks", "data poisoning", EntityType.TASK),
        # a family of approximate inference methods, not a problem papers address
        ("stochastic variational inference", "variational inference", EntityType.METHOD),
        # goals papers address, as Papers with Code lists them; Gatys' method stays a Method
        ("model compression", "model compression", EntityType.TASK),
        ("image style transfer", "style transfer", EntityType.TASK),
        ("neural style transfer", "neural style transfer", EntityType.METHOD),
        # the paradigm, of which an echo state network is one kind
        ("reservoir computing", "reservoir computing", EntityType.METHOD),
        ("ESN", "echo state network", EntityType.METHOD),
        ("convergence rates", "convergence rate", EntityType.CONCEPT),  # not the analysis
        ("generalization gap", "generalization error", EntityType.CONCEPT),  # a quantity
        ("deep ensembles", "deep ensembles", EntityType.METHOD),  # one ensemble method
        ("magnitude pruning", "magnitude pruning", EntityType.METHOD),  # one pruning method
        ("Residual Neural Networks", "ResNet", EntityType.MODEL),
        ("graph convolution networks", "GCN", EntityType.MODEL),
        ("Evolutionary Strategies", "evolution strategies", EntityType.METHOD),
        ("A3C", "asynchronous advantage actor-critic", EntityType.METHOD),  # not A2C
        ("MemN2N", "End-to-End Memory Network", EntityType.METHOD),  # not MemNN
        ("GBDT", "gradient boosting", EntityType.METHOD),  # one kind of boosting
        ("FFT", "fast Fourier transform", EntityType.METHOD),  # an algorithm for the DFT
        ("OMP", "orthogonal matching pursuit", EntityType.METHOD),
        ("ESMFold", "ESMFold", EntityType.MODEL),  # built on ESM-2, not ESM
        ("Phi-2", "Phi-2", EntityType.MODEL),  # another version of a versioned name
        ("Kosmos-2", "Kosmos-2", EntityType.MODEL),
        ("WSJ corpus", "Wall Street Journal", EntityType.DATASET),
        ("Wall Street Journal corpus", "Wall Street Journal", EntityType.DATASET),
        ("novel view synthesis", "novel view synthesis", EntityType.TASK),
        ("text-to-image generation", "text-to-image generation", EntityType.TASK),
    ],
)
def test_lookup_by_name_alias_and_variant(
    gazetteer: Gazetteer, surface: str, name: str, etype: EntityType
) -> None:
    entry = gazetteer.lookup(surface)
    assert entry is not None, surface
    assert (entry.name, entry.type) == (name, etype)


@pytest.mark.parametrize(
    ("word", "acronym"),
    [
        ("sam", "SAM"),
        ("math", "MATH"),
        ("adam", "Adam"),
        ("clip", "CLIP"),
        ("pile", "Pile"),
        ("map", "mAP"),
        ("rope", "RoPE"),
        ("iris", "Iris"),
        ("adult", "Adult"),
        ("dino", "DINO"),
        ("voc", "VOC"),
        ("gan", "GAN"),
    ],
)
def test_case_sensitive_acronym_does_not_match_the_english_word(
    gazetteer: Gazetteer, word: str, acronym: str
) -> None:
    assert gazetteer.lookup(word) is None
    entry = gazetteer.lookup(acronym)
    assert entry is not None
    assert acronym in entry.case_sensitive


def test_lookup_of_unknown_name_is_none(gazetteer: Gazetteer) -> None:
    assert gazetteer.lookup("FooNet-7") is None


def test_default_load_is_cached(gazetteer: Gazetteer) -> None:
    assert load_gazetteer() is gazetteer


# --- patterns ---------------------------------------------------------------------------


def test_patterns_cover_forms_variants_and_case(tmp_path: Path) -> None:
    gaz = load_gazetteer(
        write(
            tmp_path,
            "self-supervised learning\tConcept\tSSL-pretraining\tgeneral\n"
            "large language model\tConcept\t=LLM\tgeneral\n",
        )
    )
    patterns = {(text, entry.name, sensitive) for text, entry, sensitive in gaz.patterns()}
    assert patterns == {
        ("self-supervised learning", "self-supervised learning", False),
        ("self supervised learning", "self-supervised learning", False),
        ("self-supervised-learning", "self-supervised learning", False),
        ("self supervised-learning", "self-supervised learning", False),
        ("SSL-pretraining", "self-supervised learning", False),
        ("SSL pretraining", "self-supervised learning", False),
        ("large-language model", "large language model", False),
        ("large language-model", "large language model", False),
        ("large-language-model", "large language model", False),
        ("large-language models", "large language model", False),
        ("large language model", "large language model", False),
        ("large language models", "large language model", False),
        ("LLM", "large language model", True),
        ("LLMs", "large language model", True),
    }
    # Every pattern finds its own entry again.
    for text, entry, _ in gaz.patterns():
        assert gaz.lookup(text) is entry


def test_every_shipped_pattern_looks_up_its_entry(gazetteer: Gazetteer) -> None:
    wrong = [
        (text, entry.name)
        for text, entry, _ in gazetteer.patterns()
        if gazetteer.lookup(text) is not entry
    ]
    assert wrong == []


# --- loading files ----------------------------------------------------------------------------


def test_load_small_file(tmp_path: Path) -> None:
    gaz = load_gazetteer(write(tmp_path, "MS COCO\tDataset\tMSCOCO|=COCO\tgeneral\n"))
    assert gaz.entries == (
        GazetteerEntry(
            name="MS COCO",
            type=EntityType.DATASET,
            aliases=("MSCOCO", "COCO"),
            source="general",
            case_sensitive=frozenset({"COCO"}),
        ),
    )
    assert gaz.lookup("ms-coco") is gaz.entries[0]
    assert gaz.lookup("COCOs") is gaz.entries[0]
    assert gaz.lookup("coco") is None


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("A\tDataset\t\tgeneral\nB\tDataset\tx\n", "line 3: expected 4 tab-separated columns"),
        ("A\tDataset\t\tgeneral\nB\tWidget\t\tgeneral\n", "line 3: unknown type 'Widget'"),
        ("A\tCodeRepository\t\tgeneral\n", "line 2: unknown type 'CodeRepository'"),
        ("A\tDataset\t\tscierc\n", "line 2: unknown source 'scierc'"),
        ("A\tDataset\tB||C\tgeneral\n", "line 2: empty form"),
        ("A\tDataset\t B\tgeneral\n", "line 2: empty form or form with surrounding spaces"),
        ("A\tDataset\tB|B\tgeneral\n", "line 2: form 'B' is listed twice"),
        ("A\tDataset\t\tgeneral\n---\tDataset\t\tgeneral\n", "line 3: form '---' has no letters"),
        (
            "MS COCO\tDataset\tCOCO\tgeneral\nCOCO-Stuff\tDataset\tcocos\tgeneral\n",
            "line 3: 'cocos' (match key 'coco') already belongs to 'MS COCO' on line 2",
        ),
    ],
)
def test_malformed_row_names_the_line(tmp_path: Path, body: str, message: str) -> None:
    path = write(tmp_path, body)
    with pytest.raises(InputError) as caught:
        load_gazetteer(path)
    assert str(path) in str(caught.value)
    assert message in str(caught.value)


def test_bad_header_is_reported(tmp_path: Path) -> None:
    path = write(tmp_path, "A\tDataset\t\tgeneral\n", header="name,type,aliases,source\n")
    with pytest.raises(InputError, match="line 1: expected the header"):
        load_gazetteer(path)


def test_missing_file_is_an_input_error(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="cannot read the gazetteer"):
        load_gazetteer(tmp_path / "absent.tsv")


def test_gazetteer_built_in_code_rejects_shared_forms() -> None:
    a = GazetteerEntry(name="MS COCO", type=EntityType.DATASET, aliases=("COCO",))
    b = GazetteerEntry(name="Coco", type=EntityType.MODEL)
    with pytest.raises(ValueError, match="already used by 'MS COCO'"):
        Gazetteer((a, b))


# --- provenance notes and the build script ----------------------------------------------------


def test_counts_in_gazetteer_md_match_the_file(gazetteer: Gazetteer) -> None:
    notes = resources.files("kg").joinpath("data", "GAZETTEER.md").read_text(encoding="utf-8")
    documented = {
        cells[0]: (int(cells[1]), int(cells[2]))
        for line in notes.splitlines()
        if line.startswith("| ")
        and (cells := [c.strip() for c in line.strip("|").split("|")])
        and cells[0] in {t.value for t in GAZETTEER_TYPES}
    }
    counts = Counter((entry.type.value, entry.source) for entry in gazetteer)
    actual = {
        t.value: (counts[(t.value, "general")], counts[(t.value, "scirex")])
        for t in GAZETTEER_TYPES
    }
    assert documented == actual


@functools.cache
def _build_script() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "scripts" / "build_gazetteer.py"
    spec = importlib.util.spec_from_file_location("build_gazetteer", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module


def test_build_script_harvests_a_small_scirex_split(tmp_path: Path) -> None:
    build = _build_script()
    words = [
        "We", "evaluate", "on", "the", "Market", "-", "1501", "dataset", "and", "Market1501",
        ",", "and", "report", "mAP", ".",
    ]  # fmt: skip
    doc = {
        "doc_id": "d1",
        "words": words,
        "n_ary_relations": [
            {"Material": "Market-1501", "Metric": "MAP", "Task": "Person_Re-Identification"},
            {"Material": "Set14_-_4x_upscaling", "Task": "Image_Super-Resolution"},
        ],
        "coref": {"Market-1501": [[4, 7], [9, 10]], "MAP": [[13, 14]]},
        "ner": [],
    }
    (tmp_path / "d1.json").write_text(json.dumps(doc), encoding="utf-8")
    candidates = {c.name: c for c in build.harvest(tmp_path)}
    assert set(candidates) == {
        "Market-1501",
        "Set14",
        "person re-identification",
        "image super-resolution",
    }
    assert candidates["Market-1501"].forms == Counter({"Market-1501": 1, "Market1501": 1})
    rows = build.to_rows(candidates.values(), taken={match_key("image super-resolution")})
    assert ("Set14", "Dataset", []) in rows
    assert all(name != "image super-resolution" for name, _, _ in rows)


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("Penn_Treebank__Word_Level_", "Penn Treebank"),
        ("Set14_-_4x_upscaling", "Set14"),
        ("CNN___Daily_Mail", "CNN/Daily Mail"),
        ("WikiText-103", "WikiText-103"),
    ],
)
def test_build_script_cleans_scirex_names(raw: str, clean: str) -> None:
    assert _build_script().clean_name(raw) == clean


@pytest.mark.parametrize(
    ("surface", "name"),
    [
        ("VGG-16", "VGG-16"),
        ("VGG16", "VGG-16"),
        ("VGG-19", "VGG-19"),
        ("VGGNet", "VGG"),
        ("BERT-large", "BERT-large"),
        ("Bidirectional Encoder Representations from Transformers", "BERT"),
        ("YOLOv8", "YOLOv8"),
        ("COCO 2017", "MS COCO"),
        ("Pascal VOC 2012", "Pascal VOC"),
        ("BLEU-4", "BLEU"),
    ],
)
def test_versions_and_sizes_of_a_model_are_siblings(
    gazetteer: Gazetteer, surface: str, name: str
) -> None:
    """A model's versioned or sized form is its own entry; a dataset's or metric's stays an alias."""
    entry = gazetteer.lookup(surface)
    assert entry is not None and entry.name == name


def test_sibling_split_keeps_type_source_and_exact_forms(tmp_path) -> None:
    path = tmp_path / "g.tsv"
    path.write_text(
        "name\ttype\taliases\tsource\n"
        "=Zeta\tModel\tZetaNet|=Zeta-7B|Zeta 2|Zeta2|Zeta dataset\tgeneral\n"
        "Omega\tDataset\tOmega 2020|Omega-v2\tgeneral\n",
        encoding="utf-8",
    )
    gaz = load_gazetteer(path)
    by_name = {e.name: e for e in gaz}
    assert set(by_name) == {"Zeta", "Zeta-7B", "Zeta 2", "Omega"}
    assert by_name["Zeta"].aliases == ("ZetaNet", "Zeta dataset")
    assert by_name["Zeta 2"].aliases == ("Zeta2",)
    assert by_name["Zeta-7B"].case_sensitive == frozenset({"Zeta-7B"})
    assert {e.type for e in gaz if e.name.startswith("Zeta")} == {EntityType.MODEL}
    assert gaz.lookup("zeta-7b") is None and gaz.lookup("Zeta-7B").name == "Zeta-7B"
    assert by_name["Omega"].aliases == ("Omega 2020", "Omega-v2")


def test_the_data_manifold_is_not_the_manifold_hypothesis(gazetteer: Gazetteer) -> None:
    manifold, hypothesis = (
        gazetteer.lookup("data manifold"),
        gazetteer.lookup("manifold hypothesis"),
    )
    assert manifold is not None and hypothesis is not None
    assert manifold.name != hypothesis.name
