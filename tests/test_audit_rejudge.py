"""benchmarks/audit.py's re-judging: a judged row whose node's merge changed is judged again."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def audit() -> ModuleType:
    spec = importlib.util.spec_from_file_location("audit", REPO / "benchmarks" / "audit.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _row(entity: str, judged: str, now: str) -> dict[str, str]:
    return {"object": "pulse network", "entity": entity, "judged_aliases": judged, "aliases": now}


def test_a_wrong_merge_whose_wrong_alias_is_gone_is_judged_again(audit: ModuleType) -> None:
    row = _row("wrong_merge", "PN | Pulse Nets | Petri net", "PN | Pulse Nets")
    assert audit.merge_changed(row)


def test_an_alias_that_only_extends_a_judged_one_keeps_the_judgment(audit: ModuleType) -> None:
    assert not audit.merge_changed(
        _row("correct", "PN | Pulse Nets", "PN | PN models | Pulse Nets")
    )
    assert not audit.merge_changed(_row("correct", "(none)", "pulse network layers"))


def test_a_new_alias_of_another_name_is_judged_again(audit: ModuleType) -> None:
    assert audit.merge_changed(_row("correct", "PN | Pulse Nets", "PN | PN-LSTM | Pulse Nets"))
    assert audit.merge_changed(_row("correct", "(none)", "Petri net"))


def test_a_correct_node_that_lost_an_alias_keeps_the_judgment(audit: ModuleType) -> None:
    assert not audit.merge_changed(_row("correct", "PN | Pulse Nets", "Pulse Nets"))


def test_an_expected_item_with_alternatives_matches_each(audit: ModuleType) -> None:
    # the second set writes "a | b"; the first set's items have no alternatives
    assert audit.variants("text-to-SQL | Zorble Parser (ZP)") >= {"texttosql", "zorbleparser", "zp"}
    assert audit.variants("[unnamed kelp sorter] | kelp sorting") == {"kelpsorting"}
    assert audit.alternatives("Kelp Net (KN)") == ["Kelp Net (KN)"]
