"""Regenerate the ``scirex`` rows of kg/data/gazetteer.tsv from the SciREX training split.

The ``general`` rows (written by hand) are kept exactly as they are; every ``scirex`` row is
rebuilt from the SciREX documents, and the file is rewritten sorted by (type, name).

SciREX (Jain et al., ACL 2020) is Apache-2.0. Only its *train* split is read. What is taken:

* every Material (as Dataset), Metric and Task name of the ``n_ary_relations``;
* Method names of the ``n_ary_relations`` that recur in >= 2 papers, and Method mentions
  (``ner``) that name something (a capital letter or a digit in their usual form) and recur
  in >= 3 papers, since most methods are specific to one paper;
* as aliases, the surface forms of the salient mentions (``coref``) that resemble the name.

Names that the general list already has are left to it; an alias that another entry
already has, or that two SciREX names share, is dropped. Usage::

    python scripts/build_gazetteer.py --scirex /path/to/scirex/train
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import re
import sys
import tempfile
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from kg.lexicon.gazetteer import HEADER, load_gazetteer  # noqa: E402 (after the path)
from kg.text import fold, match_key  # noqa: E402

log = logging.getLogger("build_gazetteer")


def _items(text: str) -> tuple[str, ...]:
    """Comma-separated items over several lines (keeps long word lists readable)."""
    return tuple(item.strip() for item in text.split(",") if item.strip())


TYPE_OF_ROLE = {"Material": "Dataset", "Metric": "Metric", "Task": "Task", "Method": "Method"}

# Head nouns around a name in a mention ("the CIFAR-10 test set"), by type. Method mentions
# keep theirs: "Hidden Markov Model" is not "Hidden Markov".
_HEAD_WORDS = {
    "Dataset": (
        "dataset",
        "datasets",
        "data set",
        "data sets",
        "data",
        "database",
        "benchmark",
        "benchmarks",
        "corpus",
        "corpora",
        "test set",
        "training set",
        "validation set",
        "test sets",
        "challenge",
        "leaderboard",
        "collection",
        "images",
        "split",
        "experiments",
    ),
    "Task": ("task", "tasks", "problem", "problems", "challenge", "setting"),
    "Metric": ("metric", "metrics", "measure", "value", "values", "results"),
    "Method": (),
}
_HEAD_RE = {
    etype: re.compile(r"(?:\s+(?:" + "|".join(map(re.escape, heads)) + r"))+$", re.IGNORECASE)
    if heads
    else None
    for etype, heads in _HEAD_WORDS.items()
}
_LEAD_RE = re.compile(
    r"^(?:the|a|an|our|their|its|public|new|large|large-scale|standard|original|full|whole|"
    r"challenging|popular|widely used|benchmark|official|unaugmented|preprocessed|real-valued)\s+",
    re.IGNORECASE,
)

# Words that never name an entity on their own (also checked by tests/test_gazetteer.py).
GENERIC = {
    match_key(word)
    for word in _items(
        """
        method, model, approach, framework, data, dataset, task, experiment, result, performance,
        baseline, algorithm, system, network, architecture, technique, problem, accuracy rate,
        score, error, loss, training, learning, parameters, params, number of params, time,
        average, layer, feature, representation, embedding, image, text, video, attention, agent,
        policy, classification, regression, prediction, generation, detection, segmentation,
        recognition, parsing, tracking, translation, reconstruction, retrieval, verification,
        identification, alignment, inference, optimization, sampling, english, german, french,
        chinese, wikipedia, real images, abstract scenes, games, game, unsupervised, supervised,
        easy, medium, hard, full, final, clean, art, photo, news, books, kitchen, electronics,
        dvd, movie, food, price, aspect, joint, request, area, count, sentiment, unrestricted,
        matched, mismatched, amazon, company, florence, caltech, netflix, imdb, cnn, daily mail,
        freebase, wordnet, shot, filter, classifier, encoder, decoder, generator, discriminator,
        detector, parser, gpu, cpu, kernel, regularization, normalization, pooling, convolution,
        hyperparameter, ensemble, mapping, cascade, augmentation, embedding layer,
        policy network
        """
    )
}

# SciREX names whose cleaned form is wrong or too specific: raw name -> (name, extra aliases).
RENAME: dict[str, tuple[str, tuple[str, ...]]] = {
    "CNN___Daily_Mail": ("CNN/Daily Mail", ()),
    "Switchboard___Hub500": ("Hub5'00", ("Hub5 2000", "Hub500")),
    "swb_hub_500_WER_fullSWBCH": ("Hub5'00", ()),
    "Atari-57": ("Atari 2600 games", ()),
    "COCO_Visual_Question_Answering__VQA__abstract_1_0_multiple_choice": ("VQA v2", ()),
    "COCO_Visual_Question_Answering__VQA__abstract_images_1_0_open_ended": ("VQA v2", ()),
    "COCO_Visual_Question_Answering__VQA__real_images_1_0_multiple_choice": ("VQA v2", ()),
    "COCO_Visual_Question_Answering__VQA__real_images_1_0_open_ended": ("VQA v2", ()),
    "COCO_Visual_Question_Answering__VQA__real_images_2_0_open_ended": ("VQA v2", ()),
    "IDHP": ("IHDP", ("Infant Health and Development Program",)),
    "SVNH-to-MNIST": ("SVHN-to-MNIST", ()),
    "Second_dialogue_state_tracking_challenge": (
        "DSTC2",
        ("Second Dialog State Tracking Challenge",),
    ),
    "Data3D_R2N2": ("3D-R2N2 dataset", ()),
    "D_D": ("D&D", ()),
    "Human3_6M": ("Human3.6M", ()),
    "VOT2017_18": ("VOT2018", ()),
    "SQuAD1_1": ("SQuAD", ()),
    "SQuAD2_0": ("SQuAD 2.0", ()),
    "Children_s_Book_Test": ("Children's Book Test", ("CBT",)),
    "Yahoo__Answers": ("Yahoo! Answers", ("Yahoo Answers",)),
    "IMDb-B": ("IMDB-BINARY", ()),
    "TREC_Robust04": ("Robust04", ("TREC Robust04",)),
    "_CUB-200-2011": ("CUB-200-2011", ()),
    "_FB15k": ("FB15k", ()),
    "_Pascal3D_": ("PASCAL3D+", ("Pascal3D",)),
    "_Static_Facial_Expressions_in_the_Wild": ("SFEW", ("Static Facial Expressions in the Wild",)),
    "_ITOP_front-view": ("ITOP", ()),
    "ITOP_top-view": ("ITOP", ()),
    "AFLW2000": ("AFLW2000", ()),
    "enwiki8": ("enwik8", ()),
    "Oxf5k": ("Oxford5k", ("Oxford Buildings",)),
    "Oxf105k": ("Oxford105k", ()),
    "Par6k": ("Paris6k", ()),
    "Par106k": ("Paris106k", ()),
    "Cohn-Kanade": ("CK+", ("Extended Cohn-Kanade",)),
    "Real-World_Affective_Faces": ("RAF-DB", ("Real-World Affective Faces",)),
    "Aerial-to-Map": ("Maps (aerial photos)", ()),
    "Mean_NME_": ("normalized mean error", ()),
    "Bit_per_Character__BPC_": ("bits per character", ()),
    "Expected_Average_Overlap__EAO_": ("expected average overlap", ("EAO",)),
    "Named_Entity_Recognition__NER_": ("named entity recognition", ()),
    "Medium_Human-Normalized_Score": ("human-normalized score", ()),
    "TAR___FAR_0_01": ("TAR@FAR", ("true accept rate",)),
    "PCKh-0_5": ("PCK", ()),
    "PCK_0_2": ("PCK", ()),
    "AP_0_5": ("AP50", ()),
    "Hits_1": ("Hits@k", ()),
    "Hits_3": ("Hits@k", ()),
    "Hits_10": ("Hits@k", ()),
    "Recall_20": ("Recall@20", ()),
    "Recall_50": ("Recall@20", ()),
    "F0_5": ("F0.5", ()),
    "Amr_Parsing": ("AMR parsing", ()),
    "Game_of_Go": ("game of Go", ()),
    "Game_of_Shogi": ("shogi", ()),
    "Infant_Brain_Mri_Segmentation": ("infant brain MRI segmentation", ()),
    "Table-to-text_Generation": ("table-to-text generation", ()),
    "Unsupervised_image_classification": ("unsupervised image classification", ()),
    "Pain_Intensity_Regression": ("pain intensity estimation", ("pain intensity regression",)),
    "Semantic_Role_Labeling__predicted_predicates_": ("semantic role labeling", ()),
    "Frame__fps_": ("frames per second", ("FPS",)),
    "FPS": ("frames per second", ()),
    "Time__ms_": ("inference time", ()),
    "Rank-1": ("rank-1 accuracy", ("rank-1 identification rate",)),
    "Rank-1_Recognition_Rate": ("rank-1 accuracy", ()),
    "Reasonable_Miss_Rate": ("log-average miss rate", ("miss rate", "MR-2")),
    "Reasonable_MR_-2": ("log-average miss rate", ()),
    "Bare_MR_-2": ("log-average miss rate", ()),
    "Heavy_MR_-2": ("log-average miss rate", ()),
    "Partial_MR_-2": ("log-average miss rate", ()),
    "Percentage_error": ("error rate", ()),
    "Percentage_correct": ("accuracy", ()),
    "Bounding_Box_AP": ("box AP", ("bounding box AP",)),
    "Class_IOU": ("class IoU", ()),
    "Mean_Opinion_Score": ("mean opinion score", ()),
    "NLL_Test": ("negative log-likelihood", ()),
    "PPL": ("perplexity", ()),
    "Test_perplexity": ("perplexity", ()),
    "Validation_perplexity": ("perplexity", ()),
    "ELO_Rating": ("Elo rating", ()),
    "DLD": ("normalized Damerau-Levenshtein distance", ("DLD",)),
    "Dice_Score": ("Dice coefficient", ()),
    "Log_Loss": ("log loss", ("Logloss",)),
    "Mean_Error_Rate": ("mean error rate", ("MER",)),
    "Atari_Games": ("Atari games", ()),
    "Atari_2600_Montezuma_s_Revenge": ("Montezuma's Revenge", ()),
    "Prior_Duel_hs": ("Prioritized Dueling DQN", ()),
    "FRCN": ("Fast R-CNN", ()),
    "SST-2_Binary_classification": ("SST-2", ()),
    "SST-5_Fine-grained_classification": ("SST-5", ()),
    "FLIC_Elbows": ("FLIC", ("Frames Labeled in Cinema",)),
    "FLIC_Wrists": ("FLIC", ()),
    "GTAV-to-Cityscapes_Labels": ("GTA5", ("GTAV", "GTA-V", "Playing for Data")),
    "SYNTHIA_Fall-to-Winter": ("SYNTHIA", ()),
    "DUC_2004_Task_1": ("DUC 2004", ()),
    "CoNLL-2014_A1": ("CoNLL-2014", ("CoNLL-2014 shared task",)),
    "CoNLL-2014_A2": ("CoNLL-2014", ()),
    "IC15": ("ICDAR 2015", ("IC15", "ICDAR2015")),
    "IC17-MLT": ("ICDAR 2017 MLT", ("IC17-MLT", "ICDAR2017 MLT")),
    "ICVL_Hands": ("ICVL", ("ICVL Hands",)),
    "ISBI_2012_EM_Segmentation": ("ISBI 2012", ("ISBI 2012 EM segmentation challenge",)),
    "iSEG_2017_Challenge": ("iSEG-2017", ()),
    "UNBC-McMaster_ShoulderPain_dataset": ("UNBC-McMaster Shoulder Pain", ()),
    "Ultra_Video_Group_HD_-_4x_upscaling": ("UVG", ("Ultra Video Group",)),
    "Xiph_HD_-_4x_upscaling": ("Xiph", ()),
    "MHP_v1_0": ("MHP", ("Multi-Human Parsing dataset", "MHP v1.0", "MHP v2.0")),
    "MHP_v2_0": ("MHP", ()),
    "Wizard-of-Oz": ("WOZ 2.0", ("Wizard-of-Oz dataset", "WoZ")),
    "Quasar": ("Quasar-T", ("Quasar-S",)),
    "MOSI": ("CMU-MOSI", ("MOSI",)),
    "Annotated_Faces_in_the_Wild": ("AFW", ("Annotated Faces in the Wild",)),
    "SCUT-CTW1500": ("SCUT-CTW1500", ("CTW1500",)),
    "Per-pixel_Accuracy": ("pixel accuracy", ()),
    "fwIOU": ("frequency weighted IoU", ("fwIoU", "frequency weighted intersection over union")),
    "DRIVE": ("=DRIVE", ()),
    "STARE": ("=STARE", ()),
}

# SciREX names that are not entities worth listing (qualified leaderboard rows, noise).
DROP_NAMES = frozenset(
    _items(
        """
    Accuracy-CN, Accuracy-NE, Accuracy__trained_on_10k_, Accuracy__trained_on_1k_, Area, Aspect,
    Average, Average_Accuracy, Average_Precision, Books, CNN, Daily_Mail, DVD, Electronics,
    Error, Error_rate, Error_ratio, Food, Joint, Kitchen, MOVIE, Matched, Mismatched,
    Model_Entropy, Number_of_params, Parameters, Params, POS, Price, Request, Score, Sentiment,
    count, P_1, Unigram_Acc, Unpermuted_Accuracy, Permuted_Accuracy, Validation_AP,
    Validation_mIoU, Test_AP, __Test_Accuracy, __Train_Accuracy, Overall_Accuracy,
    Classification_Accuracy, Per-class_Accuracy, Avg_accuracy, Avg_F1, F1_Full, F1_Newswire,
    F1__Quasar-T_, EM__Quasar-T_, Mean_AUC, Average_PSNR, Class_Average_IoU,
    Instance_Average_IoU, Mean_mAP, Mean_PCK, N-gram_F1, Viewpoint_I_AEPE, Viewpoint_II_AEPE,
    Viewpoint_III_AEPE, Viewpoint_IV_AEPE, Viewpoint_V_AEPE, Average_3D_Error,
    Average_Treatment_Effect_Error, MAP, Amazon, Company_, Florence, GPS, Unrestricted,
    North_American_English, Photo-Art-50, Bing_News, Dianping, Caltech, Netflix, Wikipedia, NELL,
    Chinese_Poems, CT-150, LUNA, Query_Wellformedness, ELO_Ratings, Unsupervised_MNIST,
    Graph-to-Sequence, SQL-to-Text, Participant_Intervention_Comparison_Outcome_Extraction,
    Depiction_Invariant_Object_Recognition, Sequential_Image_Classification,
    Dense_Pixel_Correspondence_Estimation, Citation_Intent_Classification, Multi-Human_Parsing,
    Synthetic-to-Real_Translation, Unsupervised_Image-To-Image_Translation, MS-COCO,
    PASCAL_VOC_2012__60_proposals_per_image, CIFAR-10__4000_Labels, SVHN__1000_labels,
    Sequential_MNIST, ImageNet_Detection, ImageNet_128x128, LSUN_Bedroom_256_x_256,
    Kaggle_Skin_Lesion_Segmentation, Yelp_Binary_classification,
    Yelp_Fine-grained_classification, Amazon_Review_Full, Amazon_Review_Polarity, MovieLens_100K,
    MovieLens_20M, Multi-Domain_Sentiment_Dataset, RotoWire__Content_Ordering_,
    RotoWire__Relation_Generation_, Rotowire__Content_Selection_, Photo-to-Labels, CHiME_clean,
    CHiME_real, Data3D_R2N2, MR, Sintel-clean, Sintel-final, SVNH-to-MNIST, Aerial-to-Map,
    SemEval_2018_Task_1E-c, MAE
        """
    )
)
_DROP_PATTERNS = (
    re.compile(r"^Atari_2600_"),  # single games: common English words, listed below by hand
    re.compile(r"^(VoxForge|KITTI|WIDER_Face|BSD\d+|Urban100)_"),
    re.compile(r"(Labels?-to-Photos?|Photo-to-Labels)$"),
    re.compile(r"^(WMT|IWSLT|BUCC)\d*_"),  # language pairs of the WMT/IWSLT/BUCC campaigns
)
# Atari games with distinctive names ("Pong", "Breakout" and "Venture" are English words).
ATARI_GAMES = {
    "Atari_2600_Montezuma_s_Revenge": "Montezuma's Revenge",
    "Atari_2600_Ms__Pacman": "Ms. Pac-Man",
    "Atari_2600_Q_Bert": "Q*bert",
    "Atari_2600_Space_Invaders": "Space Invaders",
    "Atari_2600_Seaquest": "Seaquest",
    "Atari_2600_Private_Eye": "Private Eye",
    "Atari_2600_Pitfall_": "Pitfall!",
    "Atari_2600_Gravitar": "Gravitar",
    "Atari_2600_Solaris": "Solaris",
}
# Surface forms that resemble their name but are wrong or ambiguous.
DROP_ALIASES = {
    match_key(a)
    for a in _items(
        """
        CIFAR, MPII, BRATS, Oxford, Paris, Sintel, TREC, Robust, Holidays, MSD, DensePose,
        EMNLP2017, EMNLP2017 WMT 4, BRATS 2014, CHASH_DB1, WIKBIO, single-person pose estimation,
        supervised object detection, lung segmentation, Pose 3D Face Reconstruction,
        2.5D reconstruction, face reconstruction, ICDAR 2013
        """
    )
}

# Method mentions that are software, hardware or fragments rather than methods.
SOFTWARE_AND_NOISE = frozenset(
    _items(
        """
    TensorFlow, PyTorch, Keras, Caffe, Torch7, MXNet, SciPy, MatConvNet, Matlab, Python, NVIDIA,
    cuDNN, CUDA, Kaldi, Moses, Theano, Lasagne, Chainer, SoTA, NNs, RoI, ReLUs, MFCCs, MoS,
    RNN-LMs, Error Analysis, Qualitative Analysis, Amazon Mechanical Turk,
    Magnetic Resonance Imaging, Context Embeddings, Output Embeddings, Generative Image Modeling,
    Region-of-Interest, Covariance Matrix, Deeper, ImageNet-pre-trained,
    Statistical Machine Translation, Hadamard product, Basel Face, Beam Search, LSTM-RNNs,
    Convolutional Neural Network Architectures, Position-wise Feed-Forward Networks
        """
    )
)

MAX_WORDS = 6
MAX_CHARS = 48


@dataclass
class Candidate:
    """A SciREX name being harvested."""

    name: str
    type: str
    papers: set[str] = field(default_factory=set)
    forms: Counter[str] = field(default_factory=Counter)
    extra: list[str] = field(default_factory=list)


def detokenize(text: str) -> str:
    """Undo SciREX's tokenisation: ``CIFAR - 10`` -> ``CIFAR-10``, ``Children ’s`` -> ``Children's``."""
    text = fold(text)
    text = re.sub(r"\s*-\s*", "-", text)
    text = re.sub(r"\s+'\s*s\b", "'s", text)
    text = re.sub(r"\s*/\s*", "/", text)
    text = re.sub(r"\(\s+", "(", text)
    text = re.sub(r"\s+\)", ")", text)
    text = re.sub(r"\s+([,.;:!?])", r"\1", text)
    return text.strip(" .,;:\"'“”")


def clean_name(raw: str) -> str:
    """A readable name from a SciREX identifier: ``Penn_Treebank__Word_Level_`` -> ``Penn Treebank``."""
    if raw in RENAME:
        return RENAME[raw][0]
    name = raw.strip("_")
    name = re.split(r"__|_-_", name)[0]
    name = name.replace("_", " ")
    return re.sub(r"\s+", " ", name).strip()


def clean_form(form: str, etype: str) -> str:
    """A mention without its determiners and (except for methods) its head noun."""
    form = detokenize(form)
    head = _HEAD_RE[etype]
    for _ in range(2):
        form = _LEAD_RE.sub("", form)
        if head is not None:
            form = head.sub("", form)
    return form.strip()


def lower_title_words(name: str) -> str:
    """``3D Face Reconstruction`` -> ``3D face reconstruction`` (acronyms and CamelCase kept)."""
    return " ".join(
        "-".join(p.lower() if re.fullmatch(r"[A-Z][a-z]+", p) else p for p in word.split("-"))
        for word in name.split(" ")
    )


def _compact(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", fold(text).lower())


def _initials(text: str) -> str:
    return "".join(word[0] for word in re.split(r"[\s\-/]+", fold(text)) if word).lower()


def resembles(form: str, name: str) -> bool:
    """Whether a mention is a spelling of the name, not just a related phrase."""
    a, b = _compact(form), _compact(name)
    if not a or not b or not re.search(r"[a-z]", a):
        return False
    if a == b:
        return True
    shorter, longer = sorted((a, b), key=len)
    if shorter in longer and len(shorter) >= max(3, 0.6 * len(longer)):
        return True
    if SequenceMatcher(None, a, b).ratio() >= 0.8:
        return True
    if form.isupper() and len(a) >= 2 and a == _initials(name) and len(name.split()) >= 2:
        return True
    return name.isupper() and len(b) >= 2 and b == _initials(form) and len(form.split()) >= 2


def is_method_name(form: str) -> bool:
    """A named method: one CamelCase or hyphenated token with a capital ("AWD-LSTM", "PReLU",
    "CaffeNet") that is not a bare short acronym (those are ambiguous: "SAN", "PC"),
    or a phrase of two or more capitalised words ("Local Binary Pattern")."""
    if form in SOFTWARE_AND_NOISE:
        return False
    if re.fullmatch(r"[A-Za-z][A-Za-z0-9+.\-]*", form):
        has_capital = re.search(r"[A-Z]", form[1:]) is not None
        return has_capital and not re.fullmatch(r"[A-Z]{2,5}s?", form) and len(form) >= 4
    words = form.split()
    return (
        2 <= len(words) <= 5
        and all(re.fullmatch(r"(?:[A-Z][a-z]+|of|in|for|the|-)(?:-[A-Za-z]+)*", w) for w in words)
        and words[-1][0].isupper()
    )


def acceptable(form: str) -> bool:
    key = match_key(form)
    return (
        bool(key)
        and key not in GENERIC
        and key not in DROP_ALIASES
        and len(form.split()) <= MAX_WORDS
        and len(form) <= MAX_CHARS
        and re.search(r"[A-Za-z]", form) is not None
        and not re.search(r"[\[\]{}=@<>|\t↔→]", form)
        and form.count("(") == form.count(")")
        and not re.search(
            r"\b(papers?|tests|scenarios|objective|solutions|frames?)$", form, re.IGNORECASE
        )
    )


def harvest(train_dir: Path) -> list[Candidate]:
    """Candidates from the n-ary relations and the Method mentions of the SciREX train split."""
    by_key: dict[tuple[str, str], Candidate] = {}
    method_mentions: dict[str, Counter[str]] = defaultdict(Counter)
    method_papers: dict[str, set[str]] = defaultdict(set)
    nary_method_papers: dict[str, set[str]] = defaultdict(set)
    files = sorted(train_dir.glob("*.json"))
    if not files:
        raise SystemExit(f"Error: no SciREX *.json files in {train_dir}; pass the train directory")
    for file in files:
        doc = json.loads(file.read_text(encoding="utf-8"))
        words: list[str] = doc["words"]
        paper = doc["doc_id"]
        raw_names: set[tuple[str, str]] = set()
        for relation in doc["n_ary_relations"]:
            for role, etype in TYPE_OF_ROLE.items():
                if role in relation:
                    raw_names.add((etype, relation[role]))
        for etype, raw in raw_names:
            if etype == "Method":
                nary_method_papers[raw].add(paper)
            if raw in DROP_NAMES or (
                raw not in ATARI_GAMES and any(p.search(raw) for p in _DROP_PATTERNS)
            ):
                continue
            name = ATARI_GAMES.get(raw) or clean_name(raw)
            if etype in ("Task", "Metric") and raw not in RENAME:
                name = lower_title_words(name)
            candidate = by_key.setdefault((etype, match_key(name)), Candidate(name, etype))
            candidate.papers.add(paper)
            candidate.extra.extend(RENAME.get(raw, ("", ()))[1])
            for start, end in doc["coref"].get(raw, []):
                candidate.forms[clean_form(" ".join(words[start:end]), etype)] += 1
        for start, end, etype in doc["ner"]:
            if etype == "Method":
                form = clean_form(" ".join(words[start:end]), "Method")
                method_mentions[match_key(form)][form] += 1
                method_papers[match_key(form)].add(paper)
    for (etype, _), candidate in list(by_key.items()):
        if etype == "Method":
            raw_papers = [
                p
                for raw, p in nary_method_papers.items()
                if match_key(clean_name(raw)) == match_key(candidate.name)
            ]
            if max((len(p) for p in raw_papers), default=0) < 2:
                del by_key[(etype, match_key(candidate.name))]
    for key, forms in method_mentions.items():
        usual = forms.most_common(1)[0][0]
        if len(method_papers[key]) >= 3 and is_method_name(usual) and acceptable(usual):
            candidate = by_key.setdefault(("Method", key), Candidate(usual, "Method"))
            candidate.papers |= method_papers[key]
            candidate.forms.update(forms)
    return list(by_key.values())


def to_rows(candidates: Iterable[Candidate], taken: set[str]) -> list[tuple[str, str, list[str]]]:
    """Rows ``(name, type, aliases)`` for the candidates whose name is not ``taken``."""
    kept = [
        c for c in candidates if match_key(c.name) not in taken and acceptable(c.name.lstrip("="))
    ]
    proposals: dict[str, set[int]] = defaultdict(set)
    aliases_of: list[list[str]] = []
    for index, candidate in enumerate(kept):
        aliases: list[str] = []
        for form, count in candidate.forms.most_common():
            if count >= 2 and resembles(form, candidate.name) and acceptable(form):
                aliases.append(form)
        aliases.extend(candidate.extra)
        aliases_of.append(aliases)
        for form in [candidate.name, *aliases]:
            proposals[match_key(form)].add(index)
    rows = []
    for index, candidate in enumerate(kept):
        own = match_key(candidate.name)
        seen = {own}
        aliases = []
        for form in aliases_of[index]:
            key = match_key(form)
            if key in seen or key in taken or len(proposals[key]) > 1:
                continue
            seen.add(key)
            aliases.append(mark_case(form))
        rows.append((mark_case(candidate.name), candidate.type, aliases))
    return rows


def mark_case(form: str) -> str:
    """Short all-capital acronyms match case-sensitively (``=ACE`` is not "ace")."""
    return "=" + form if re.fullmatch(r"[A-Z]{2,4}", form) else form


def write_tsv(rows: list[tuple[str, str, str, str]], path: Path) -> None:
    """Write sorted rows atomically (temporary file, then rename)."""
    rows = sorted(rows, key=lambda r: (r[1], r[0].lstrip("=").casefold(), r[0].lstrip("=")))
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".gazetteer-", suffix=".tsv")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as out:
            out.write("\t".join(HEADER) + "\n")
            for row in rows:
                out.write("\t".join(row) + "\n")
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


def read_general_rows(path: Path) -> list[tuple[str, str, str, str]]:
    lines = path.read_text(encoding="utf-8").splitlines()
    rows = [tuple(line.split("\t")) for line in lines[1:] if line.strip()]
    return [r for r in rows if r[3] == "general"]  # type: ignore[misc]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--scirex", type=Path, required=True, help="the SciREX train directory (*.json)"
    )
    parser.add_argument("--output", type=Path, default=REPO / "kg" / "data" / "gazetteer.tsv")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")

    general = read_general_rows(args.output)
    taken = set()
    for name, _, aliases, _ in general:
        for form in [name, *(aliases.split("|") if aliases else [])]:
            taken.add(match_key(form.lstrip("=")))
    scirex = to_rows(harvest(args.scirex), taken)
    rows = list(general) + [
        (name, etype, "|".join(aliases), "scirex") for name, etype, aliases in scirex
    ]
    write_tsv(rows, args.output)
    load_gazetteer(args.output)  # fails loudly (file and line) if the result is malformed
    log.info("%d general + %d scirex entries -> %s", len(general), len(scirex), args.output)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
