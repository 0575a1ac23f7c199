"""Scoring types and counts: how gold labels and kg's classes map onto one set of types.

Gold labels -> scoring types are set per scheme in :data:`SCHEMES`; our classes map through
``_OURS`` and then only count where the scheme has the type (see :mod:`kg.evaluate`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from kg.link import strip_qualifiers
from kg.text import clean_surface, match_key
from kg.types import COARSE_TYPE, EntityType

__all__ = ["SCHEMES", "Scheme", "Score", "normalise"]

# Our classes -> scoring types; a scheme then keeps only the types its gold annotates.
_OURS = COARSE_TYPE


@dataclass(frozen=True, slots=True)
class Score:
    """Counts behind precision and recall.

    ``correct`` predicted items match gold; ``found`` gold items are matched. Where matching
    is one-to-one (mentions, entities, relations) the two are equal.
    """

    predicted: int = 0
    gold: int = 0
    correct: int = 0
    found: int = 0

    @property
    def precision(self) -> float:
        return self.correct / self.predicted if self.predicted else 0.0

    @property
    def recall(self) -> float:
        return self.found / self.gold if self.gold else 0.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    def __add__(self, other: Score) -> Score:
        return Score(
            self.predicted + other.predicted,
            self.gold + other.gold,
            self.correct + other.correct,
            self.found + other.found,
        )


@dataclass(frozen=True, slots=True)
class Scheme:
    """How a gold annotation scheme's labels and kg's classes map to scoring types.

    Attributes:
        gold_types: Gold label -> scoring type; labels not listed are not scored.
        ignored: Gold labels whose spans are not scored and absorb any prediction of exactly
            that span (SciERC ``Generic``: "the algorithm" is neither a miss nor an error).
        types: The scoring types, in report order.
        definition_spans: The scheme annotates an acronym definition as one span, long form
            and bracketed acronym together ("hidden Markov models ( HMM )": SciERC, 95 of the
            97 definitions in its train split); our long-form and acronym mentions of one
            definition are then scored as that span (see ``kg.evaluate._predict``). SciER
            annotates them apart (742 separate acronyms in its train split).
    """

    name: str
    gold_types: Mapping[str, str]
    ignored: frozenset[str] = frozenset()
    types: tuple[str, ...] = field(default=())
    definition_spans: bool = False

    def ours(self, etype: EntityType) -> str | None:
        """The scoring type of one of our classes, or None if this scheme does not score it."""
        found = _OURS.get(etype)
        return found if found in self.types else None


SCHEMES: Mapping[str, Scheme] = {
    "scierc": Scheme(
        "scierc",
        {
            "Method": "Method",
            "Task": "Task",
            "Metric": "Metric",
            "Material": "Dataset",
            "OtherScientificTerm": "Concept",
        },
        frozenset({"Generic"}),
        ("Method", "Task", "Dataset", "Metric", "Concept"),
        definition_spans=True,
    ),
    "scier": Scheme(
        "scier",
        {"Method": "Method", "Task": "Task", "Dataset": "Dataset"},
        frozenset(),
        ("Method", "Task", "Dataset"),
    ),
}


def normalise(surface: str) -> str:
    """The key two surface forms share when they name the same thing (as the linker sees it).

    >>> normalise("Penn Treebank dataset"), normalise("CNNs"), normalise("ImageNet 64x64")
    ('penn treebank', 'cnn', 'imagenet')
    """
    return match_key(strip_qualifiers(clean_surface(surface)))
