"""Build ``kg/data/lexicon.tsv.gz``: English word classes for the noun-phrase chunker.

Source: the WordNet 3.0 lemma index and exception lists as packaged in ``spacy-lookups-data``
(MIT; the data are WordNet's, whose licence allows redistribution with its notice, kept in
``kg/data/WORDNET_LICENSE.txt``). Only single words are kept, one per line with the classes
it can take (``n`` noun, ``a`` adjective, ``v`` verb, ``r`` adverb).

Usage (a development step; ``spacy-lookups-data`` is not a runtime dependency)::

    pip install spacy-lookups-data && python scripts/build_lexicon.py
"""

from __future__ import annotations

import gzip
import json
import sys
from collections import defaultdict
from pathlib import Path

import spacy_lookups_data

OUT = Path(__file__).resolve().parents[1] / "kg" / "data"
_CLASSES = {"noun": "n", "adj": "a", "verb": "v", "adv": "r"}


def main() -> int:
    data = Path(spacy_lookups_data.__file__).parent / "data"
    index = json.loads(gzip.open(data / "en_lemma_index.json.gz").read())
    exceptions = json.loads(gzip.open(data / "en_lemma_exc.json.gz").read())
    classes: dict[str, set[str]] = defaultdict(set)
    for name, code in _CLASSES.items():
        for word in index.get(name, []):
            if word.isalpha() or ("-" in word and word.replace("-", "").isalpha()):
                classes[word.lower()].add(code)
        for form in exceptions.get(name, {}):
            if form.isalpha():
                classes[form.lower()].add(code)
    lines = [f"{word}\t{''.join(sorted(codes))}" for word, codes in sorted(classes.items())]
    payload = ("\n".join(lines) + "\n").encode("utf-8")
    # mtime=0: the same data always gives the same bytes.
    with (
        open(OUT / "lexicon.tsv.gz", "wb") as raw,
        gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as handle,
    ):
        handle.write(payload)
    (OUT / "WORDNET_LICENSE.txt").write_text(
        (data / "en_license.txt").read_text(encoding="utf-8"), encoding="utf-8"
    )
    print(f"{len(lines)} words -> {OUT / 'lexicon.tsv.gz'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
