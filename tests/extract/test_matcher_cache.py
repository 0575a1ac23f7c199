"""The gazetteer matchers from the user cache (kg.extract.matcher_cache): the same matches as
built from scratch, and a stale or corrupt cache file is never read as valid."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from spacy.language import Language

from kg.extract import matcher_cache
from kg.extract.candidates import gazetteer_matchers
from kg.extract.matcher_cache import cached_matchers
from kg.extract.pipeline import make_pipeline
from kg.lexicon.gazetteer import Gazetteer, load_gazetteer

HEADER = "name\ttype\taliases\tsource\n"
ROWS = (
    "ImageNet\tDataset\tILSVRC\tgeneral\n"
    "large language model\tMethod\t=LLM\tgeneral\n"
    "Segment Anything\tModel\t=SAM\tgeneral\n"
    "self-supervised learning\tMethod\t\tgeneral\n"
)
TEXT = (
    "We pretrain large language models and LLMs with self supervised learning on ImageNet "
    "and ILSVRC, then compare with Segment Anything (SAM) but not with sam or FooNet."
)


@pytest.fixture(scope="module")
def nlp() -> Language:
    """kg's tokenizer and norms, without the tagger (the cache is about tokenizing forms)."""
    return make_pipeline(tagger=False)


def gazetteer(tmp_path: Path, rows: str = ROWS) -> Gazetteer:
    path = tmp_path / "gazetteer.tsv"
    path.write_text(HEADER + rows, encoding="utf-8")
    return load_gazetteer(path)


def matches(nlp: Language, matchers) -> list[tuple[str, str, str]]:
    doc = nlp.make_doc(TEXT)
    found = []
    for name, matcher in (("exact", matchers.exact), ("folded", matchers.folded)):
        for match_id, start, end in matcher(doc):
            found.append((name, nlp.vocab.strings[match_id], doc[start:end].text))
    return found


def cache_files(directory: Path) -> list[Path]:
    return sorted(directory.glob("matchers-*.npz"))


def test_cached_matchers_match_as_built_ones_cold_and_warm(nlp, tmp_path, monkeypatch):
    rows = gazetteer(tmp_path)
    expected = matches(nlp, gazetteer_matchers(nlp, rows))
    assert ("exact", "Method|large language model", "LLMs") in expected
    assert ("folded", "Method|self-supervised learning", "self supervised learning") in expected
    cold = cached_matchers(nlp, rows, directory=tmp_path / "cache")
    assert len(cache_files(tmp_path / "cache")) == 1
    assert matches(nlp, cold) == expected
    assert cold.entries == gazetteer_matchers(nlp, rows).entries

    def no_tokenizing(*args: object) -> None:
        raise AssertionError("a valid cache file is read, not rebuilt")

    monkeypatch.setattr(matcher_cache, "_token_hashes", no_tokenizing)
    warm = cached_matchers(nlp, rows, directory=tmp_path / "cache")
    assert matches(nlp, warm) == expected


def test_shipped_gazetteer_matches_as_built(nlp, tmp_path):
    rows = load_gazetteer()
    expected = matches(nlp, gazetteer_matchers(nlp, rows))
    cached_matchers(nlp, rows, directory=tmp_path)
    assert matches(nlp, cached_matchers(nlp, rows, directory=tmp_path)) == expected


def test_a_changed_row_is_not_read_from_the_stale_file(nlp, tmp_path):
    directory = tmp_path / "cache"
    cached_matchers(nlp, gazetteer(tmp_path), directory=directory)
    changed = gazetteer(tmp_path, ROWS + "FooNet\tMethod\t\tgeneral\n")
    found = matches(nlp, cached_matchers(nlp, changed, directory=directory))
    assert ("folded", "Method|FooNet", "FooNet") in found
    assert found == matches(nlp, gazetteer_matchers(nlp, changed))
    assert len(cache_files(directory)) == 2


def test_the_key_follows_the_tokenizer_and_the_forms(nlp, tmp_path):
    rows = [("self-supervised", "Method|ssl", False)]
    plain = make_pipeline(tagger=False)
    assert matcher_cache.cache_key(nlp, rows) == matcher_cache.cache_key(plain, rows)
    plain.tokenizer.add_special_case("self-supervised", [{"ORTH": "self"}, {"ORTH": "-supervised"}])
    assert matcher_cache.cache_key(nlp, rows) != matcher_cache.cache_key(plain, rows)
    assert matcher_cache.cache_key(nlp, rows) != matcher_cache.cache_key(
        nlp, [("self-supervised", "Method|ssl", True)]
    )


@pytest.mark.parametrize("damage", ["garbage", "truncated", "flipped"])
def test_a_corrupt_file_is_rebuilt_with_a_warning(nlp, tmp_path, caplog, damage):
    rows = gazetteer(tmp_path)
    expected = matches(nlp, gazetteer_matchers(nlp, rows))
    directory = tmp_path / "cache"
    cached_matchers(nlp, rows, directory=directory)
    (path,) = cache_files(directory)
    data = path.read_bytes()
    if damage == "garbage":
        path.write_bytes(b"not a cache file")
    elif damage == "truncated":
        path.write_bytes(data[: len(data) // 2])
    else:  # a valid archive whose hashes were changed: the checksum catches it
        import numpy

        with numpy.load(path) as archive:
            arrays = dict(archive)
        arrays["hashes"] = arrays["hashes"][::-1].copy()
        with path.open("wb") as file:
            numpy.savez(file, **arrays)
    with caplog.at_level(logging.WARNING, logger="kg.extract.matcher_cache"):
        rebuilt = cached_matchers(nlp, rows, directory=directory)
    assert matches(nlp, rebuilt) == expected
    assert any(
        "unreadable gazetteer matcher cache" in r.message and str(path) in r.message
        for r in caplog.records
    )
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="kg.extract.matcher_cache"):
        again = cached_matchers(nlp, rows, directory=directory)
    assert matches(nlp, again) == expected
    assert not caplog.records  # the rebuilt file is valid


def test_an_unwritable_directory_builds_without_a_cache(nlp, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory", encoding="utf-8")
    rows = gazetteer(tmp_path)
    found = matches(nlp, cached_matchers(nlp, rows, directory=blocker / "cache"))
    assert found == matches(nlp, gazetteer_matchers(nlp, rows))


def test_cache_directory_from_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("KG_CACHE_DIR", str(tmp_path / "mine"))
    assert matcher_cache.cache_dir() == tmp_path / "mine"
    monkeypatch.delenv("KG_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert matcher_cache.cache_dir() == tmp_path / "xdg" / "kg"


def test_the_key_follows_the_code_the_norm_calls(nlp, monkeypatch):
    """token_norm is a line of kg/extract/pipeline.py calling kg.text: editing kg.text (its
    singular rules, say) changes the norms, so it must change the key too."""
    import inspect
    import sys

    rows = [("large language models", "Method|llm", False)]
    before = matcher_cache.cache_key(nlp, rows)
    getsource = inspect.getsource

    def edited(module):
        source = getsource(module)
        return source + "\n# edited\n" if module is sys.modules["kg.text"] else source

    monkeypatch.setattr(matcher_cache.inspect, "getsource", edited)
    assert matcher_cache.cache_key(nlp, rows) != before
