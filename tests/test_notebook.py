"""notebooks/explore.ipynb runs top to bottom in a fresh kernel and shows what it promises."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import nbformat
import pytest
from jupyter_client.kernelspec import KernelSpecManager
from nbclient import NotebookClient

pytestmark = pytest.mark.slow  # browser, subprocess builds or big inputs: seconds each

REPO = Path(__file__).resolve().parent.parent
NOTEBOOK = REPO / "notebooks" / "explore.ipynb"


def use_this_python_as_python3_kernel(directory: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """Make the ``python3`` kernel run this interpreter, and return that kernel name.

    A fresh venv has ipykernel's own spec, but a ``python3`` spec under ``~/.local/share/jupyter``
    (or a system-wide one) could point at another Python without kg; JUPYTER_PATH comes first.
    """
    spec_dir = directory / "kernels" / "python3"
    spec_dir.mkdir(parents=True)
    spec = {
        "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": "Python 3 (kg tests)",
        "language": "python",
    }
    (spec_dir / "kernel.json").write_text(json.dumps(spec), encoding="utf-8")
    monkeypatch.setenv("JUPYTER_PATH", str(directory))
    assert KernelSpecManager().get_kernel_spec("python3").argv[0] == sys.executable
    return "python3"


def stream_text(cell: nbformat.NotebookNode, name: str = "stdout") -> str:
    return "".join(
        out["text"]
        for out in cell.get("outputs", ())
        if out["output_type"] == "stream" and out["name"] == name
    )


def cell_with(nb: nbformat.NotebookNode, code: str) -> nbformat.NotebookNode:
    """The one code cell whose source contains ``code``."""
    cells = [cell for cell in nb.cells if cell.cell_type == "code" and code in cell.source]
    assert len(cells) == 1, f"expected one cell containing {code!r}, found {len(cells)}"
    return cells[0]


def test_notebook_is_saved_without_outputs() -> None:
    nb = nbformat.read(NOTEBOOK, as_version=4)
    nbformat.validate(nb)
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, (
                f"clear the outputs of:\n{cell.source}"
            )
    assert nb.metadata.kernelspec.name == "python3"


@pytest.fixture(scope="module")
def executed(tmp_path_factory: pytest.TempPathFactory) -> nbformat.NotebookNode:
    """The notebook after running every cell (a failing cell fails every test using this)."""
    nb = nbformat.read(NOTEBOOK, as_version=4)
    with pytest.MonkeyPatch.context() as monkeypatch:
        kernel = use_this_python_as_python3_kernel(tmp_path_factory.mktemp("jupyter"), monkeypatch)
        # The kernel starts in the notebook's folder, as in Jupyter.
        client = NotebookClient(
            nb,
            timeout=600,
            kernel_name=kernel,
            resources={"metadata": {"path": str(NOTEBOOK.parent)}},
        )
        client.execute()
    return nb


def test_notebook_runs_without_errors_or_warnings(executed: nbformat.NotebookNode) -> None:
    for cell in executed.cells:
        if cell.cell_type != "code":
            continue
        assert cell.execution_count is not None
        assert not [out for out in cell.outputs if out["output_type"] == "error"]
        assert stream_text(cell, "stderr") == "", f"the cell\n{cell.source}\nwrote to stderr"


def test_notebook_builds_the_example_and_counts_nodes(executed: nbformat.NotebookNode) -> None:
    assert stream_text(cell_with(executed, "result = build([EXAMPLE])")).startswith("19 papers, ")
    counts = stream_text(cell_with(executed, "nodes by kind"))
    assert re.search(r"^  Paper +19$", counts, re.MULTILINE)
    assert re.search(r"^  evaluatesOn +\d+$", counts, re.MULTILINE)


def test_notebook_shows_neighbours_and_evidence(executed: nbformat.NotebookNode) -> None:
    neighbours = stream_text(cell_with(executed, "graph.out_edges(paper, keys=True), key="))
    assert re.search(r"^  proposes +\w+ +\S", neighbours, re.MULTILINE)
    evidence = stream_text(cell_with(executed, 'graph.edges[paper, target, predicate]["evidence"]'))
    first, detail, sentence = evidence.splitlines()[:3]
    assert "--evaluatesOn-->" in first
    assert re.match(r"  \[rule\.\w+, confidence \d\.\d\d, chars \d+-\d+\]$", detail)
    assert len(sentence.strip()) > 20


def test_notebook_answers_every_competency_question(executed: nbformat.NotebookNode) -> None:
    text = stream_text(cell_with(executed, 'QUERIES.glob("*.rq")'))
    sections = {
        m.group(1): m.group(2)
        for m in re.finditer(
            r"^## (\S+\.rq): [^\n]*\n(.*?)(?=^## |\Z)", text, re.MULTILINE | re.DOTALL
        )
    }
    assert sorted(sections) == sorted(p.name for p in (REPO / "ontology" / "queries").glob("*.rq"))
    cifar = sections["evaluates-on-dataset.rq"]
    assert "CIFAR-10" in cifar and "Consistency Mid-Training" in cifar
    assert "(0 rows)" not in cifar
    inline = stream_text(cell_with(executed, "?method a kg:Method"))
    assert inline.splitlines()[0] == "label" and inline.rstrip().endswith("(10 rows)")


def test_notebook_shows_the_view_inline_escaped(executed: nbformat.NotebookNode) -> None:
    cell = cell_with(executed, "render_html(graph")
    (page,) = [
        out["data"]["text/html"] for out in cell.outputs if "text/html" in out.get("data", {})
    ]
    assert page.startswith('<div><iframe srcdoc="&lt;!DOCTYPE html&gt;')
    assert page.endswith("></iframe></div>")
    # Everything of the page is inside the attribute: no raw tag or quote escapes it.
    srcdoc = page[len('<div><iframe srcdoc="') : page.index('" sandbox=')]
    assert "<" not in srcdoc and '"' not in srcdoc
    assert "&lt;script" in srcdoc


def test_notebook_runs_one_abstract_through_extraction(executed: nbformat.NotebookNode) -> None:
    text = stream_text(cell_with(executed, "extract_one(Paper("))
    assert re.search(r"^  Dataset +'CIFAR-10' ", text, re.MULTILINE)
    assert "  (paper) --proposes--> FooNet" in text
    assert "  FooNet --extends--> ResNet" in text
    assert "  accuracy 95.1% on CIFAR-10" in text
