"""A defined name that spells a known name a little differently is that known name.

A paper's own definition of an acronym decides what the acronym means (:mod:`kg.link.meanings`),
and a definition the gazetteer does not know makes a node of its own. Authors often write a
known name with a dropped suffix, another number or another order of its words:
"Convolution Neural Network (CNN)", "Recurrent Neural Nets (RNNs)", "Monte-Carlo Markov Chain
(MCMC)", "area under the receiver operating characteristics curve (AUC)". Such a definition
means the known name when

* its short form is a form of the known entry (the letters agree), and
* its words are the words of one of the entry's forms: each the same word, the same word
  without a plural "s", "net(s)" for "network(s)", or one the other's stem (a prefix of at
  least five letters: "convolution" / "convolutional"); or the same words in another order.

A definition whose words differ ("metric transfer learning (MTL)" is no multi-task learning)
keeps its own meaning.
"""

from __future__ import annotations

import re

from kg.lexicon.gazetteer import Gazetteer, GazetteerEntry

__all__ = ["spelled_like"]

_WORD_BREAK = re.compile(r"[\s\-–/]+")
_SHORT_FORMS = {"net": "network", "nets": "networks"}
_STEM = 5  # the fewest letters a shared stem has


def spelled_like(long_form: str, short: str | None, gazetteer: Gazetteer) -> GazetteerEntry | None:
    """The known entry a defined long form spells differently, or None (see the module).

    >>> from kg.lexicon.gazetteer import load_gazetteer
    >>> gazetteer = load_gazetteer()
    >>> spelled_like("Convolution Neural Network", "CNN", gazetteer).name
    'convolutional neural network'
    >>> spelled_like("Monte-Carlo Markov Chain", "MCMC", gazetteer).name
    'Markov chain Monte Carlo'
    >>> spelled_like("Metric Transfer Learning", "MTL", gazetteer) is None
    True
    """
    if not short:
        return None
    entry = gazetteer.lookup(short)
    words = _words(long_form)
    if entry is None or len(words) < 2:
        return None
    for form in entry.forms:
        known = _words(form)
        if len(known) != len(words):
            continue
        if all(map(_same_word, words, known)) or sorted(words) == sorted(known):
            return entry
    return None


def _words(name: str) -> list[str]:
    return [_SHORT_FORMS.get(w, w) for w in _WORD_BREAK.split(name.lower().strip()) if w]


def _same_word(one: str, other: str) -> bool:
    if one == other or one.rstrip("s") == other.rstrip("s"):
        return True
    shorter, longer = sorted((one, other), key=len)
    return len(shorter) >= _STEM and longer.startswith(shorter)
