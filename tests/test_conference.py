"""A conference's export in, a clean conference graph out (issue 14).

The export is written here for the purpose: an OpenReview-style CSV of ICLR 2018 papers
without venue or year columns (given with ``FILE::venue=ICLR,year=2018``), whose last record
is cut inside its quoted abstract; a NeurIPS CSV with ``Conference`` and ``Year`` columns that
lists one paper twice (a poster and a spotlight row whose abstracts differ by one word); a
BibTeX file holding one of the ICLR papers again (its OpenReview URL and a DOI); and a
gzip-compressed JSON Lines file of ICML 2020 papers. Keywords come as a Python list literal,
a JSON list, semicolons and commas.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest
import rdflib
from click.testing import CliRunner

from kg.cli import cli
from kg.graph import DEFAULT_BASE_IRI, paper_iri
from kg.vocab import DCTERMS, KG, RDFS

ROUTER = (
    "We propose GateMix, a sparse mixture-of-experts router that learns which expert sees each "
    "token. GateMix halves the training cost of a language model at equal perplexity."
)
NOISE = (
    "We study gradient noise schedules for stochastic optimisation. A decaying schedule provably "
    "escapes saddle points faster than constant noise, which we confirm on CIFAR-10."
)
CUT = "We introduce ShardNet, a partitioned graph network that scales message passing to"
SPOTLIGHT = (
    "We present TileFormer, a vision transformer that attends within image tiles and across a "
    "small set of summary tokens. TileFormer matches a dense transformer on ImageNet at a third "
    "of its cost."
)
POSTER = SPOTLIGHT.replace("small set", "compact set")  # one word differs
FLOW = (
    "We describe FlowPrior, a normalising flow prior for variational autoencoders. FlowPrior "
    "improves the likelihood of a VAE on MNIST."
)
RANKER = (
    "We propose PairRank, a pairwise ranking loss for retrieval. PairRank improves recall on "
    "MS MARCO over a listwise loss."
)
DOI = "10.5555/iclr.2018.gatemix"


def _csv_cell(text: str) -> str:
    return '"' + text.replace('"', '""') + '"'


@pytest.fixture(scope="module")
def export(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("conference")
    iclr = (
        "PID,Title,Abstract,Keyword,Authors\n"
        f"rJ4km2R5t7,GateMix: Sparse Routing,{_csv_cell(ROUTER)},"
        "\"['Mixture of experts', 'Efficient training']\",\n"
        f'B1ckMDqlg,Gradient Noise Schedules,{_csv_cell(NOISE)},"[""optimisation"", ""theory""]",'
        '"Ada Lovelace, Alan Turing"\n'
        f'HkwoSDPgg,ShardNet,"{CUT}'  # the download stopped inside the quoted abstract
    )
    (folder / "iclr2018.csv").write_text(iclr, encoding="utf-8")
    neurips = (
        "Title,Abstract,Keywords,Conference,Year,Type\n"
        f"TileFormer: Attention in Tiles,{_csv_cell(SPOTLIGHT)},vision transformers; efficiency,"
        "NeurIPS,2019,Spotlight\n"
        f"TileFormer: Attention in Tiles,{_csv_cell(POSTER)},vision transformers; efficiency,"
        "NeurIPS,2019,Poster\n"
        f'FlowPrior,{_csv_cell(FLOW)},"generative models, variational inference",NeurIPS,2019,Poster\n'
    )
    (folder / "neurips2019.csv").write_text(neurips, encoding="utf-8")
    bibtex = (
        "@inproceedings{gatemix2018,\n"
        "  title = {GateMix: Sparse Routing},\n"
        "  author = {Grace Hopper and Edsger Dijkstra},\n"
        "  booktitle = {ICLR},\n"
        "  year = {2018},\n"
        f"  doi = {{{DOI}}},\n"
        "  url = {https://openreview.net/forum?id=rJ4km2R5t7},\n"
        f"  abstract = {{{ROUTER}}}\n"
        "}\n"
    )
    (folder / "iclr2018.bib").write_text(bibtex, encoding="utf-8")
    with gzip.open(folder / "icml2020.jsonl.gz", "wt", encoding="utf-8") as handle:
        handle.write(
            json.dumps(
                {
                    "title": "PairRank",
                    "abstract": RANKER,
                    "venue": "ICML",
                    "year": 2020,
                    "keywords": ["learning to rank"],
                    "link": "https://arxiv.org/abs/2002.01234v2",
                }
            )
            + "\n"
        )
    return folder


def _inputs(folder: Path) -> list[str]:
    return [
        f"{folder / 'iclr2018.csv'}::venue=ICLR,year=2018",
        str(folder / "neurips2019.csv"),
        str(folder / "iclr2018.bib"),
        str(folder / "icml2020.jsonl.gz"),
    ]


def _build(*args: str) -> object:
    return CliRunner().invoke(cli, ["build", *args, "--no-view", "--no-store"])


@pytest.fixture(scope="module")
def built(export: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[object, rdflib.Graph]:
    out = tmp_path_factory.mktemp("conference-out")
    result = _build(*_inputs(export), "--out", str(out))
    return result, rdflib.Graph().parse(out / "graph.ttl")


def _papers(rdf: rdflib.Graph) -> dict[str, dict[str, object]]:
    papers: dict[str, dict[str, object]] = {}
    for node in rdf.subjects(rdflib.RDF.type, KG.Paper):
        venue = rdf.value(node, DCTERMS.isPartOf)
        papers[str(rdf.value(node, DCTERMS.title))] = {
            "iri": str(node),
            "venue": str(rdf.value(venue, RDFS.label)) if venue is not None else None,
            "year": str(rdf.value(node, DCTERMS.date)),
            "keywords": sorted(str(k) for k in rdf.objects(node, DCTERMS.subject)),
            "authors": sorted(str(a) for a in rdf.objects(node, DCTERMS.creator)),
            "source": str(rdf.value(node, DCTERMS.source)),
        }
    return papers


def test_a_conference_export_builds_one_node_per_paper_with_venue_year_and_keywords(
    built: tuple[object, rdflib.Graph],
) -> None:
    result, rdf = built
    assert result.exit_code == 3, result.output  # built, one record skipped
    papers = _papers(rdf)
    assert sorted(papers) == [
        "FlowPrior",
        "GateMix: Sparse Routing",
        "Gradient Noise Schedules",
        "PairRank",
        "TileFormer: Attention in Tiles",
    ]
    assert {title: (p["venue"], p["year"]) for title, p in papers.items()} == {
        "FlowPrior": ("NeurIPS 2019", "2019"),
        "GateMix: Sparse Routing": ("ICLR 2018", "2018"),
        "Gradient Noise Schedules": ("ICLR 2018", "2018"),
        "PairRank": ("ICML 2020", "2020"),
        "TileFormer: Attention in Tiles": ("NeurIPS 2019", "2019"),
    }
    assert papers["GateMix: Sparse Routing"]["keywords"] == [
        "Efficient training",
        "Mixture of experts",
    ]
    assert papers["Gradient Noise Schedules"]["keywords"] == ["optimisation", "theory"]
    assert papers["TileFormer: Attention in Tiles"]["keywords"] == [
        "efficiency",
        "vision transformers",
    ]
    assert papers["FlowPrior"]["keywords"] == ["generative models", "variational inference"]
    # The CSV row had no authors: the BibTeX entry of the same paper gave them.
    assert papers["GateMix: Sparse Routing"]["authors"] == ["Edsger Dijkstra", "Grace Hopper"]
    # Every record of a paper is kept as its source.
    assert (
        papers["TileFormer: Attention in Tiles"]["source"] == "neurips2019.csv:2; neurips2019.csv:3"
    )
    assert papers["GateMix: Sparse Routing"]["source"] == "iclr2018.csv:2; iclr2018.bib:1"
    venues = {str(rdf.value(v, RDFS.label)) for v in rdf.subjects(rdflib.RDF.type, KG.Venue)}
    assert venues == {"ICLR 2018", "ICML 2020", "NeurIPS 2019"}


def test_the_summary_counts_merged_records_and_the_truncated_record_is_a_warning(
    built: tuple[object, rdflib.Graph], export: Path
) -> None:
    result, rdf = built
    assert result.stdout.splitlines()[0].startswith("5 papers; nodes:")
    assert (
        "merged 2 records into papers already read (1 same id, "
        "1 same title, near-identical abstract); kg build -v lists them"
    ) in result.stdout
    assert "1 record(s) skipped" in result.stdout
    warning = next(line for line in result.stderr.splitlines() if "unclosed double quote" in line)
    assert warning.startswith(f"WARNING: {export / 'iclr2018.csv'} line 4: ")
    assert "runs to the end of the file (line 4), which ends inside a quoted field" in warning
    assert "If the file was cut short, export or download it again" in warning
    assert not any("ShardNet" in str(o) for o in rdf.objects())  # the half record is not kept


def test_the_same_paper_has_the_same_iri_from_a_csv_a_bibtex_file_or_both(
    built: tuple[object, rdflib.Graph], export: Path, tmp_path: Path
) -> None:
    _, rdf = built
    expected = paper_iri(DEFAULT_BASE_IRI, f"doi:{DOI}")
    assert _papers(rdf)["GateMix: Sparse Routing"]["iri"] == expected
    alone = _build(str(export / "iclr2018.bib"), "--out", str(tmp_path / "bib"))
    assert alone.exit_code == 0, alone.output
    from_bib = _papers(rdflib.Graph().parse(tmp_path / "bib" / "graph.ttl"))
    assert from_bib["GateMix: Sparse Routing"]["iri"] == expected
    # A build of the CSV, then the BibTeX file added: the paper is merged (not added twice),
    # takes the better key (the DOI) and the BibTeX authors, as the full build did.
    first = _build(f"{export / 'iclr2018.csv'}::venue=ICLR,year=2018", "--out", str(tmp_path / "u"))
    assert first.exit_code == 3, first.output
    csv_only = _papers(rdflib.Graph().parse(tmp_path / "u" / "graph.ttl"))
    assert csv_only["GateMix: Sparse Routing"]["iri"] == paper_iri(
        DEFAULT_BASE_IRI, "openreview:rJ4km2R5t7"
    )
    updated = CliRunner().invoke(
        cli, ["build", "--update", str(tmp_path / "u"), str(export / "iclr2018.bib")]
    )
    assert updated.exit_code == 0, updated.output
    assert "2 papers (0 new)" in updated.stdout
    assert (
        "merged 1 record into papers already read (1 same id); 1 stored paper got new metadata"
        in updated.stdout
    )
    after = _papers(rdflib.Graph().parse(tmp_path / "u" / "graph.ttl"))
    assert sorted(after) == ["GateMix: Sparse Routing", "Gradient Noise Schedules"]
    assert after["GateMix: Sparse Routing"]["iri"] == expected
    assert after["GateMix: Sparse Routing"]["authors"] == ["Edsger Dijkstra", "Grace Hopper"]
