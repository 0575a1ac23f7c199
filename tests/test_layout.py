"""The package's layout: data flows one way, read -> extract -> link -> graph -> export -> query.

Reads every import of every module of ``kg`` (function-level ones too) with :mod:`ast` and
checks that no stage reaches a later one, and that nothing in the library imports the CLI.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "kg"

# The modules every stage may use: values, errors, files, text helpers, node kinds, the vocabulary,
# BIO tags and windows (kg.bio: pure, so a training script imports it where spaCy is not).
BASE = ("kg.types", "kg.errors", "kg.files", "kg.text", "kg.kinds", "kg.vocab", "kg.bio", "kg")
STAGES = ("kg.read", "kg.lexicon", "kg.extract", "kg.link", "kg.graph", "kg.export", "kg.query")
# What each part of the package may import besides BASE and itself.
ALLOWED = {
    "kg.read": (),
    "kg.lexicon": (),
    "kg.extract": ("kg.lexicon",),
    "kg.link": ("kg.lexicon",),
    "kg.graph": ("kg.graph_check", "kg.iris"),
    "kg.graph_check": (),
    "kg.iris": (),  # the graph's instance IRIs (split out of kg.graph)
    "kg.export": ("kg.graph",),
    "kg.query": ("kg.graph", "kg.export"),
    "kg.evaluate": ("kg.read", "kg.lexicon", "kg.extract", "kg.link", "kg.graph"),
    "kg.build": ("kg.read", "kg.lexicon", "kg.extract", "kg.link", "kg.graph", "kg.export"),
    "kg.cli": STAGES + ("kg.build", "kg.evaluate"),
}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _part(module: str) -> str:
    """The part of the package a module belongs to: ``kg.extract.relations.cues`` -> ``kg.extract``."""
    return ".".join(module.split(".")[:2])


def _imports(path: Path) -> list[tuple[int, str]]:
    """(line, module) of every kg import in a file, relative imports resolved."""
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            if module == "kg":  # "from kg import vocab" imports kg.vocab
                found += [
                    (node.lineno, "kg" if alias.name.startswith("__") else f"kg.{alias.name}")
                    for alias in node.names
                ]
            else:
                found.append((node.lineno, module))
    return [(line, module) for line, module in found if module == "kg" or module.startswith("kg.")]


def _allowed(importer: str, imported: str) -> bool:
    source, target = _part(importer), _part(imported)
    if target in BASE or target == source:
        return True
    if source in BASE:
        return False  # the shared modules use no stage
    return target in ALLOWED.get(source, ())


MODULES = sorted(PACKAGE.rglob("*.py"))


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE.parent)))
def test_imports_run_one_way(path: Path) -> None:
    importer = _module_name(path)
    wrong = [
        f"{path.relative_to(PACKAGE.parent)}:{line} imports {module}"
        for line, module in _imports(path)
        if not _allowed(importer, module)
    ]
    assert not wrong, "\n".join(wrong)


def test_every_part_of_the_package_has_rules() -> None:
    parts = {_part(_module_name(path)) for path in MODULES}
    assert parts <= set(ALLOWED) | set(BASE), parts - set(ALLOWED) - set(BASE)


def test_the_rules_catch_a_backward_import(tmp_path: Path) -> None:
    """The checker itself: a reader importing the graph, a relative import into the CLI."""
    assert not _allowed("kg.read._json", "kg.graph")
    assert not _allowed("kg.extract.cache", "kg.graph")
    assert not _allowed("kg.link", "kg.extract.phrases")
    assert not _allowed("kg.query.run", "kg.cli")
    assert not _allowed("kg.text", "kg.extract.markup")
    assert _allowed("kg.export.turtle", "kg.graph")
    assert _allowed("kg.extract.pipeline", "kg.lexicon.gazetteer")
