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


@pytest.mark.parametrize("formats", [("ttl",), ("ttl", "nt")])
def test_the_store_loads_while_turtle_is_written(
    tiny_graph: nx.MultiDiGraph, tmp_path: Path, monkeypatch, formats
) -> None:
    loading = threading.Event()
    bulk_write = store_module._bulk_write

    def signalling_bulk_write(*args, **kwargs):
        loading.set()
        return bulk_write(*args, **kwargs)

    write_turtle = turtle_module.write_turtle

    def waiting_write_turtle(graph, path):
        assert loading.wait(WAIT), "the store was not loading while Turtle was written"
        write_turtle(graph, path)

    monkeypatch.setattr(store_module, "_bulk_write", signalling_bulk_write)
    monkeypatch.setattr(turtle_module, "write_turtle", waiting_write_turtle)
    written = write_outputs(
        tiny_graph, tmp_path, formats=formats, view=False, store=True, parallel=True
    )
    names = [path.name for path in written]
    assert names == [*(f"graph.{f}" for f in formats), "graph.oxigraph"]  # the order as before
    assert quads(tmp_path / "graph.oxigraph") == expected_quads(tiny_graph)
    assert (tmp_path / "graph.ttl").read_text(encoding="utf-8").startswith("@prefix")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(names)  # nothing staged left


def test_a_failing_store_fails_the_outputs_and_leaves_nothing_staged(
    tiny_graph: nx.MultiDiGraph, tmp_path: Path, monkeypatch
) -> None:
    def failing_bulk_write(*args, **kwargs):
        raise ExportError("the store cannot be written (a test)")

    monkeypatch.setattr(store_module, "_bulk_write", failing_bulk_write)
    with pytest.raises(ExportError, match="a test"):
        write_outputs(tiny_graph, tmp_path, view=False, store=True, parallel=True)
    assert list(tmp_path.iterdir()) == []


def test_a_failing_turtle_waits_for_the_store_then_cleans_up(
    tiny_graph: nx.MultiDiGraph, tmp_path: Path, monkeypatch
) -> None:
    def failing_write_turtle(graph, path):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(turtle_module, "write_turtle", failing_write_turtle)
    with pytest.raises(ExportError, match="No space left"):
        write_outputs(tiny_graph, tmp_path, view=False, store=True, parallel=True)
    assert list(tmp_path.iterdir()) == []


def test_without_parallel_the_store_is_written_after_turtle(
    tiny_graph: nx.MultiDiGraph, tmp_path: Path, monkeypatch
) -> None:
    loading = threading.Event()
    bulk_write = store_module._bulk_write

    def signalling_bulk_write(*args, **kwargs):
        loading.set()
        return bulk_write(*args, **kwargs)

    write_turtle = turtle_module.write_turtle

    def checking_write_turtle(graph, path):
        assert not loading.is_set(), "the store was loading before Turtle was written"
        write_turtle(graph, path)

    monkeypatch.setattr(store_module, "_bulk_write", signalling_bulk_write)
    monkeypatch.setattr(turtle_module, "write_turtle", checking_write_turtle)
    written = write_outputs(tiny_graph, tmp_path, formats=("ttl", "nt"), view=False, store=True)
    assert [path.name for path in written] == ["graph.ttl", "graph.nt", "graph.oxigraph"]
    assert loading.is_set()
    assert quads(tmp_path / "graph.oxigraph") == expected_quads(tiny_graph)
