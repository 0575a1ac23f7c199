"""The ``kg`` command line through its real entry points: exit codes, messages and files.

Most tests call ``kg.cli.cli`` with click's ``CliRunner`` (in process, fast); the tests whose
point is what a user sees on a terminal (logged warnings, standard input, ``--help``) run the
installed ``kg`` console script in a subprocess.
"""

from __future__ import annotations

import csv
import io
import json
import shutil
import subprocess
import sys
from pathlib import Path

import networkx as nx
import pytest
import rdflib
from click.testing import CliRunner, Result
from rdflib.namespace import DCTERMS, RDF

from kg.cli import cli
from kg.vocab import KG

REPO = Path(__file__).resolve().parent.parent
QUERIES = REPO / "ontology" / "queries"

FOONET = (
    "We propose FooNet, a convolutional network for image classification. "
    "FooNet extends ResNet and reaches 95.1% accuracy on CIFAR-10. "
    "Code is available at https://github.com/example/foonet."
)
BARGAN = (
    "We introduce BarGAN, a generative adversarial network for image generation. "
    "BarGAN achieves an FID of 2.10 on CIFAR-10 and outperforms StyleGAN on ImageNet."
)
GOOD_RECORDS = [
    {"id": "p1", "title": "FooNet: fast image classification", "abstract": FOONET},
    {"id": "p2", "title": "BarGAN: a small GAN", "abstract": BARGAN},
]


def write_jsonl(path: Path, records: list[dict[str, str]]) -> Path:
    path.write_text("".join(json.dumps(record) + "\n" for record in records), encoding="utf-8")
    return path


def runner() -> CliRunner:
    """A runner that keeps stdout and stderr apart (click < 8.2 mixes them unless told not to)."""
    try:
        return CliRunner(mix_stderr=False)  # type: ignore[call-arg]
    except TypeError:
        return CliRunner()


def invoke(*args: str | Path) -> Result:
    return runner().invoke(cli, [str(a) for a in args], catch_exceptions=False, prog_name="kg")


def kg_script() -> str:
    """The installed ``kg`` console script of the running environment."""
    script = shutil.which("kg", path=str(Path(sys.executable).parent))
    assert script, (
        f"no kg script next to {sys.executable}; install the package with pip install -e ."
    )
    return script


def run_kg(
    *args: str | Path, cwd: Path, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [kg_script(), *map(str, args)],
        check=False,
        cwd=cwd,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=300,
    )


def paper_titles(ttl: Path) -> set[str]:
    rdf = rdflib.Graph().parse(ttl, format="turtle")
    return {
        str(title)
        for paper in rdf.subjects(RDF.type, KG.Paper)
        for title in rdf.objects(paper, DCTERMS.title)
    }


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Result, Path]:
    """``kg build`` of two abstracts with every extra format and the view (built once)."""
    root = tmp_path_factory.mktemp("built")
    source = write_jsonl(root / "papers.jsonl", GOOD_RECORDS)
    out = root / "exports"
    result = invoke(
        "build", source, "--out", out, "--format", "nt", "--format", "jsonld", "--format", "graphml"
    )
    return result, out


# --------------------------------------------------------------------------- help


def test_help_through_the_console_script(tmp_path: Path) -> None:
    done = run_kg("--help", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Usage: kg" in done.stdout
    for command in cli.commands:  # each one's --help example: tests/test_cli_docs.py
        assert f"  {command} " in done.stdout


# --------------------------------------------------------------------------- build


def test_build_writes_every_requested_format_and_a_summary(built: tuple[Result, Path]) -> None:
    result, out = built
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].startswith("2 papers; nodes: ") and "Paper 2" in lines[0]
    assert lines[1].startswith("edges: ") and "evaluatesOn" in lines[1]
    names = [
        "graph.ttl",
        "graph.nt",
        "graph.jsonld",
        "graph.graphml",
        "graph.html",
        "graph.oxigraph",
        "extractions.jsonl.gz",
    ]
    assert lines[-1] == "wrote " + ", ".join(str(out / name) for name in names)
    assert paper_titles(out / "graph.ttl") == {
        "FooNet: fast image classification",
        "BarGAN: a small GAN",
    }
    # The other formats hold the same graph.
    ttl = rdflib.Graph().parse(out / "graph.ttl", format="turtle")
    assert len(rdflib.Graph().parse(out / "graph.nt", format="nt")) == len(ttl)
    assert len(rdflib.Graph().parse(out / "graph.jsonld", format="json-ld")) == len(ttl)
    graphml = nx.read_graphml(out / "graph.graphml")
    assert sum(1 for _, data in graphml.nodes(data=True) if data.get("kind") == "Paper") == 2
    assert (out / "graph.html").read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


@pytest.mark.slow
def test_build_skips_a_bad_record_warns_with_file_and_line_and_exits_3(tmp_path: Path) -> None:
    records = [GOOD_RECORDS[0], {"id": "p3", "title": "Only a title"}, GOOD_RECORDS[1]]
    write_jsonl(tmp_path / "papers.jsonl", records)
    done = run_kg("build", "papers.jsonl", "--out", "out", "--no-view", cwd=tmp_path)
    assert done.returncode == 3, done.stderr
    assert "WARNING: papers.jsonl line 2: record has no abstract" in done.stderr
    assert "Traceback" not in done.stderr
    assert "2 papers; nodes:" in done.stdout
    assert "1 record(s) skipped" in done.stdout
    assert paper_titles(tmp_path / "out" / "graph.ttl") == {
        "FooNet: fast image classification",
        "BarGAN: a small GAN",
    }


def test_build_strict_fails_on_a_bad_record_and_writes_nothing(tmp_path: Path) -> None:
    source = write_jsonl(
        tmp_path / "papers.jsonl", [GOOD_RECORDS[0], {"id": "p3", "title": "Only a title"}]
    )
    result = invoke("build", source, "--out", tmp_path / "out", "--strict")
    assert result.exit_code == 1
    error = result.stderr.strip().splitlines()[-1]
    assert error.startswith("Error: 1 record(s) skipped and --strict is set")
    assert "papers.jsonl line 2" in error
    assert not (tmp_path / "out").exists()


def test_build_of_a_missing_file_is_a_clean_error(tmp_path: Path) -> None:
    result = invoke("build", tmp_path / "nope.jsonl", "--out", tmp_path / "out")
    assert result.exit_code == 1
    assert (
        result.stderr.strip()
        == f"Error: {tmp_path / 'nope.jsonl'}: no such file; check the path (use '-' to read standard input)"
    )
    assert result.stdout == ""
    assert not (tmp_path / "out").exists()


def test_build_with_no_usable_record_fails(tmp_path: Path) -> None:
    source = write_jsonl(
        tmp_path / "papers.jsonl", [{"id": "p1", "title": "No abstract"}, {"id": "p2"}]
    )
    result = invoke("build", source, "--out", tmp_path / "out")
    assert result.exit_code == 1
    error = result.stderr.strip().splitlines()[-1]
    assert error.startswith(
        f"Error: no usable record in {source}; first problem: {source} line 1: record has no abstract"
    )
    assert not (tmp_path / "out").exists()


@pytest.mark.slow
def test_build_field_option_names_the_abstract_column(tmp_path: Path) -> None:
    # Without --field, "Description" (a common name for the abstract) would be read instead.
    source = tmp_path / "papers.csv"
    with source.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["ID", "Title", "Description", "Text"])
        writer.writerow(["1", "FooNet", "A one-line teaser.", FOONET])
        writer.writerow(["2", "BarGAN", "Another teaser.", BARGAN])
    result = invoke(
        "build", source, "--out", tmp_path / "out", "--field", "abstract=Text", "--no-view"
    )
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("2 papers; ")
    rdf = rdflib.Graph().parse(tmp_path / "out" / "graph.ttl", format="turtle")
    assert {str(a) for a in rdf.objects(None, DCTERMS.abstract)} == {FOONET, BARGAN}
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == [
        "extractions.jsonl.gz",
        "graph.oxigraph",
        "graph.ttl",
    ]


def test_build_rejects_a_malformed_field_option(tmp_path: Path) -> None:
    result = invoke("build", tmp_path / "papers.csv", "--field", "abstract")
    assert result.exit_code == 2
    assert "Invalid value for --field: 'abstract': expected NAME=COLUMN" in result.stderr


@pytest.mark.slow
def test_build_reads_standard_input(tmp_path: Path) -> None:
    stdin = "".join(json.dumps(record) + "\n" for record in GOOD_RECORDS)
    done = run_kg(
        "build",
        "-",
        "--input-format",
        "jsonl",
        "--out",
        "out",
        "--no-view",
        cwd=tmp_path,
        stdin=stdin,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("2 papers; ")
    assert paper_titles(tmp_path / "out" / "graph.ttl") == {
        "FooNet: fast image classification",
        "BarGAN: a small GAN",
    }


# --------------------------------------------------------------------------- query


@pytest.mark.parametrize("graph_file", ["graph.ttl", "graph.nt", "graph.jsonld"])
def test_query_with_a_query_file_prints_a_table(
    built: tuple[Result, Path], graph_file: str
) -> None:
    _, out = built
    result = invoke("query", out / graph_file, QUERIES / "evaluates-on-dataset.rq")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["paper", "paperLabel", "dataset", "datasetLabel"]
    assert set(lines[1]) == {"-", " "}
    rows = lines[2:-1]
    assert [row.split("  ")[-1].strip() for row in rows] == ["CIFAR-10", "CIFAR-10"]
    assert any("FooNet: fast image classification" in row for row in rows)
    assert any("BarGAN: a small GAN" in row for row in rows)
    assert lines[-1] == "(2 rows)"


INLINE = "SELECT ?title WHERE { ?paper a kg:Paper ; dcterms:title ?title } ORDER BY ?title"


def test_query_inline_as_csv(built: tuple[Result, Path]) -> None:
    _, out = built
    result = invoke("query", out / "graph.ttl", INLINE, "--format", "csv")
    assert result.exit_code == 0, result.output
    # SPARQL CSV results end lines with CRLF (click's Result.stdout would hide them).
    text = result.stdout_bytes.decode("utf-8")
    assert text.endswith("\r\n") and "\n\n" not in text
    rows = list(csv.reader(io.StringIO(text, newline="")))
    assert rows == [["title"], ["BarGAN: a small GAN"], ["FooNet: fast image classification"]]


def test_query_inline_as_json(built: tuple[Result, Path]) -> None:
    _, out = built
    result = invoke("query", out / "graph.ttl", INLINE, "--format", "json")
    assert result.exit_code == 0, result.output
    document = json.loads(result.stdout)
    assert document["head"] == {"vars": ["title"]}
    assert [b["title"] for b in document["results"]["bindings"]] == [
        {"type": "literal", "value": "BarGAN: a small GAN"},
        {"type": "literal", "value": "FooNet: fast image classification"},
    ]


def test_query_inline_as_table(built: tuple[Result, Path]) -> None:
    _, out = built
    result = invoke("query", out / "graph.ttl", INLINE)
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == [
        "title",
        "---------------------------------",
        "BarGAN: a small GAN",
        "FooNet: fast image classification",
        "(2 rows)",
    ]


def test_malformed_query_exits_2_with_line_and_column(built: tuple[Result, Path]) -> None:
    _, out = built
    result = invoke("query", out / "graph.ttl", "SELECT ?x\nWHERE { ?x a kg:Paper . FILTER( }")
    assert result.exit_code == 2
    assert result.stderr.startswith("Error: query: syntax error at line 2, column ")
    assert "Traceback" not in result.output


def test_query_on_a_missing_graph_file_names_it(tmp_path: Path) -> None:
    missing = tmp_path / "nope.ttl"
    result = invoke("query", missing, INLINE)
    assert result.exit_code == 1
    assert result.stderr.strip() == f"Error: {missing}: no such file"


# --------------------------------------------------------------------------- validate


def test_validate_accepts_a_build_export(built: tuple[Result, Path]) -> None:
    _, out = built
    result = invoke("validate", out / "graph.ttl")
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("Conforms: 0 violations")


def test_validate_lists_a_paper_without_abstract(
    built: tuple[Result, Path], tmp_path: Path
) -> None:
    _, out = built
    rdf = rdflib.Graph().parse(out / "graph.ttl", format="turtle")
    paper = next(
        p for p in rdf.subjects(RDF.type, KG.Paper) if "FooNet" in str(rdf.value(p, DCTERMS.title))
    )
    rdf.remove((paper, DCTERMS.abstract, None))
    broken = tmp_path / "broken.ttl"
    rdf.serialize(broken, format="turtle")
    result = invoke("validate", broken)
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines[0] == "Does not conform: 1 violation."
    assert lines[1] == f"<{paper}>"
    assert lines[2].startswith("  dcterms:abstract: ")


def test_validate_of_unparsable_turtle_is_a_clean_error(tmp_path: Path) -> None:
    broken = tmp_path / "broken.ttl"
    broken.write_text("<a> <b> .\n", encoding="utf-8")
    result = invoke("validate", broken)
    assert result.exit_code == 1
    assert result.stderr.startswith(f"Error: {broken}: not valid turtle")
    assert "Traceback" not in result.output


# --------------------------------------------------------------------------- view


def test_view_writes_the_html_page(built: tuple[Result, Path], tmp_path: Path) -> None:
    _, out = built
    target = tmp_path / "page.html"
    result = invoke("view", out / "graph.jsonld", "--out", target, "--title", "Two papers")
    assert result.exit_code == 0, result.output
    assert result.stdout == f"wrote {target}\n"
    page = target.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>")
    assert "<title>Two papers</title>" in page
    assert "FooNet: fast image classification" in page


def test_view_defaults_to_the_graph_name_with_html(
    built: tuple[Result, Path], tmp_path: Path
) -> None:
    _, out = built
    graph = tmp_path / "mine.ttl"
    shutil.copy(out / "graph.ttl", graph)
    result = invoke("view", graph)
    assert result.exit_code == 0, result.output
    assert result.stdout == f"wrote {tmp_path / 'mine.html'}\n"
    assert "BarGAN: a small GAN" in (tmp_path / "mine.html").read_text(encoding="utf-8")


def test_view_of_a_graph_that_is_not_from_kg_names_the_file(tmp_path: Path) -> None:
    other = tmp_path / "other.ttl"
    other.write_text(
        "<https://example.org/a> <https://example.org/b> <https://example.org/c> .\n",
        encoding="utf-8",
    )
    result = invoke("view", other)
    assert result.exit_code == 1
    assert result.stderr.startswith(f"Error: {other}: no kg nodes found")
    assert not (tmp_path / "other.html").exists()


def _imports_of(args: list[str], heavy: tuple[str, ...], cwd: Path) -> tuple[str, list[str]]:
    """Run ``kg ARGS`` in a fresh interpreter: its output, and which of ``heavy`` it imported."""
    probe = (
        "import sys\n"
        "from kg.cli import cli\n"
        "try:\n"
        f"    cli({args!r})\n"
        "except SystemExit as e:\n"
        "    assert not e.code, e.code\n"
        f"print('loaded:', *sorted(m for m in {heavy!r} if m in sys.modules))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], cwd=cwd, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    output, _, loaded = done.stdout.rstrip("\n").rpartition("\n")
    return output, loaded.split()[1:]


def test_help_imports_no_heavy_library(tmp_path: Path) -> None:
    """``kg --help`` stays fast: it loads neither spaCy nor the RDF, graph or store libraries,
    which the commands import when they run."""
    output, loaded = _imports_of(
        ["--help"], ("spacy", "rdflib", "networkx", "pyoxigraph", "numpy"), tmp_path
    )
    assert "Commands:" in output
    assert loaded == []


def test_stats_of_a_store_imports_neither_rdflib_nor_networkx(
    example_store: Path, tmp_path: Path
) -> None:
    """``kg stats STORE`` reads the materialised statistics straight from Oxigraph: no RDF or
    graph library to import, so it stays well under a second on a 100k-paper store."""
    output, loaded = _imports_of(
        ["stats", str(example_store)], ("spacy", "rdflib", "networkx"), tmp_path
    )
    assert "papers: 19" in output
    assert loaded == []
