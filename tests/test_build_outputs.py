"""write_outputs(parallel=True) loads the store in a thread while it writes Turtle and the other
files; without it (one worker) one after the other, as before."""

from __future__ import annotations

import threading
from pathlib import Path

import networkx as nx
import pyoxigraph
import pytest

from kg.build import write_outputs
from kg.errors import ExportError
from kg.export import store as store_module
from kg.export import turtle as turtle_module
from kg.export.ntriples import serialize_ntriples

WAIT = 30  # seconds: bounded, a sequential writer fails the test instead of hanging


def quads(path: Path) -> list[str]:
    return sorted(str(quad) for quad in pyoxigraph.Store.read_only(str(path)))


def expected_quads(graph: nx.MultiDiGraph) -> list[str]:
    store = pyoxigraph.Store()
    store.bulk_load(serialize_ntriples(graph).encode(), format=pyoxigraph.RdfFormat.N_TRIPLES)
    return sorted(str(quad) for quad in store)


def store_started(monkeypatch) -> threading.Event:
    """An event set when the store begins to load."""
    loading = threading.Event()
    bulk_write = store_module._bulk_write

    def signalling_bulk_write(*args, **kwargs):
        loading.set()
        return bulk_write(*args, **kwargs)

    monkeypatch.setattr(store_module, "_bulk_write", signalling_bulk_write)
    return loading


@pytest.mark.parametrize("formats", [("ttl",), ("ttl", "nt")])
def test_the_store_loads_while_turtle_is_written(
    tiny_graph: nx.MultiDiGraph, tmp_path: Path, monkeypatch, formats
) -> None:
    loading = store_started(monkeypatch)
    write_turtle = turtle_module.write_turtle

    def waiting_write_turtle(graph, path):
        assert loading.wait(WAIT), "the store was not loading while Turtle was written"
        write_turtle(graph, path)

    monkeypatch.setattr(turtle_module, "write_turtle", waiting_write_turtle)
    written = write_outputs(
        tiny_graph, tmp_path, formats=formats, view=False, store=True, parallel=True
    )
    names = [path.name for path in written]
    assert names == [*(f"graph.{f}" for f in formats), "graph.oxigraph"]  # the order as before
    assert quads(tmp_path / "graph.oxigraph") == expected_quads(tiny_graph)
    assert (tmp_path / "graph.ttl").read_text(encoding="utf-8").startswith("@prefix")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(names)  # nothing staged left


def _failing_store(*args, **kwargs):
    raise ExportError("the store cannot be written (a test)")


def _failing_turtle(graph, path):
    raise OSError(28, "No space left on device")


@pytest.mark.parametrize(
    ("module", "name", "failing", "message"),
    [
        (store_module, "_bulk_write", _failing_store, "a test"),
        (turtle_module, "write_turtle", _failing_turtle, "No space left"),
    ],
)
def test_a_failure_on_either_side_fails_the_outputs_and_leaves_nothing_staged(
    tiny_graph: nx.MultiDiGraph, tmp_path: Path, monkeypatch, module, name, failing, message
) -> None:
    monkeypatch.setattr(module, name, failing)
    with pytest.raises(ExportError, match=message):
        write_outputs(tiny_graph, tmp_path, view=False, store=True, parallel=True)
    assert list(tmp_path.iterdir()) == []  # the store's thread was done before the cleanup


def test_without_parallel_the_store_is_written_after_turtle(
    tiny_graph: nx.MultiDiGraph, tmp_path: Path, monkeypatch
) -> None:
    loading = store_started(monkeypatch)
    write_turtle = turtle_module.write_turtle

    def checking_write_turtle(graph, path):
        assert not loading.is_set(), "the store was loading before Turtle was written"
        write_turtle(graph, path)

    monkeypatch.setattr(turtle_module, "write_turtle", checking_write_turtle)
    written = write_outputs(tiny_graph, tmp_path, formats=("ttl", "nt"), view=False, store=True)
    assert [path.name for path in written] == ["graph.ttl", "graph.nt", "graph.oxigraph"]
    assert loading.is_set()
    assert quads(tmp_path / "graph.oxigraph") == expected_quads(tiny_graph)
