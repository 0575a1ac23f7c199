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
  least five letters: "convolution" / "convolutional"); or the same words in another order;
  or, in a name of three words or more, all but one word the same and that one written with
  another ending of three letters at most after a shared stem of four ("deep neuron network
  (DNN)").

A definition whose words differ ("metric transfer learning (MTL)" is no multi-task learning)
keeps its own meaning.
"""

from __future__ import annotations

import re
from os.path import commonprefix

from kg.lexicon.gazetteer import Gazetteer, GazetteerEntry

__all__ = ["spelled_like"]

_WORD_BREAK = re.compile(r"[\s\-–/]+")
_SHORT_FORMS = {"net": "network", "nets": "networks"}
_STEM = 5  # the fewest letters a shared stem has
# A stem and endings of a word written with another ending in a name of three words or more
# ("deep neuron network" for "deep neural network").
_SHORTEST_STEM = 4
_ENDING = 3


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
        loose = [(a, b) for a, b in zip(words, known) if not _same_word(a, b)]
        if len(loose) == 1 and len(words) > 2 and _variant_ending(*loose[0]):
            return entry  # "deep neuron network (DNN)": one word with another ending
    return None


def _variant_ending(one: str, other: str) -> bool:
    """Whether two words share a stem of four letters or more and differ only in endings of
    three letters at most ("neuron" / "neural"; not "metric" / "multi-task")."""
    if not (one.isalpha() and other.isalpha()):
        return False
    shared = len(commonprefix((one, other)))
    return shared >= _SHORTEST_STEM and max(len(one), len(other)) - shared <= _ENDING


def _words(name: str) -> list[str]:
    return [_SHORT_FORMS.get(w, w) for w in _WORD_BREAK.split(name.lower().strip()) if w]


def _same_word(one: str, other: str) -> bool:
    if one == other or one.rstrip("s") == other.rstrip("s"):
        return True
    shorter, longer = sorted((one, other), key=len)
    return len(shorter) >= _STEM and longer.startswith(shorter)
