"""The paper's own named data, experimented on where no sentence names the data run on.

A paper that makes a dataset, a benchmark or an environment and then reports what models do
(``FooSet: A Dataset for X`` ... "We evaluate baselines based on current methods", "we study
the task by training several models", "we conduct a series of experiments") runs those
experiments on its own data, though no sentence says "on FooSet". The named data it proposes
is then evaluated on (rule ``evaluates.own``), where

* nothing else in the abstract is evaluated on (a paper that names the data its experiments
  run on says so);
* the data has a name (capitals or digits: "FigureQA", "CLOTH"), not a description ("a
  semi-synthetic dataset of descriptions", "a specialized dataset for ASJ");
* the proposal's sentence or the title calls it data ("a large-scale dataset called X", "X:
  A Platform to Study ..."): a name the tagger typed data by mistake ("AntMan: Sparse
  Low-Rank Compression") is not;
* a sentence from the proposal's on speaks of experiments: "we" with a verb of evaluation
  and the models, baselines, agents or experiments it runs, a baseline, or an opening
  "Experiments show" (not "X is a collection of carefully-designed experiments").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from kg.extract.relations import confidence
from kg.extract.relations.context import Context, edge
from kg.lexicon.cues import CITED
from kg.types import DATA_TYPES, Predicate, Relation

__all__ = ["OWN_DATA_RULE", "experimented_own_data"]

OWN_DATA_RULE = "evaluates.own"

# Words that call a thing made data.
_DATA_KIND = re.compile(
    r"\b(?:datasets?|data\s+sets?|benchmarks?|corpus|corpora|environments?|platforms?|"
    r"simulators?|suites?|testbeds?|collections?)\b",
    re.I,
)
# A sentence about experiments.
_EXPERIMENTED = re.compile(
    r"\b(?i:we|our)\b[^.;]*?\b(?:evaluat\w*|train(?:s|ed|ing)?|test(?:s|ed|ing)?|"
    r"benchmark(?:s|ed|ing)?|report\w*|run|ran|conduct\w*|perform\w*|stud(?:y|ies|ied))\b"
    r"[^.;]*?\b(?:models?|baselines?|agents?|methods|algorithms|approaches|systems|networks|"
    r"classifiers|experiments?)\b"
    # "Experiments show ...", "Experimental results on ..."
    r"|^\s*(?:Experiments?|Experimental\s+results?|Empirical\s+results?)\b"
    # a baseline in lowercase (not the "OpenAI Baselines" library)
    r"|\bbaselines?\b",
)


def experimented_own_data(
    context: Context, relations: Sequence[Relation], title: str | None
) -> tuple[Relation, ...]:
    """``evaluatesOn`` edges to the paper's own named data its experiments run on (see the
    module's rules); ``relations``: the edges found so far."""
    if any(
        r.predicate is Predicate.EVALUATES_ON and _named(context.mentions[r.object].text)
        for r in relations
    ):
        return ()  # (not "machine learning systems" the tagger typed data: no name)
    found = []
    done: set[int] = set()
    for relation in relations:
        index = relation.object
        if relation.predicate is not Predicate.PROPOSES or relation.subject is not None:
            continue
        mention = context.mentions[index]
        if index in done or mention.type not in DATA_TYPES or not _named(mention.text):
            continue
        if mention.extractor.startswith("proposal"):
            continue  # a phrase of the paper's own ("a specialized dataset for ASJ")
        if not (_DATA_KIND.search(relation.evidence.sentence) or _DATA_KIND.search(title or "")):
            continue
        for sentence in context.sentences:
            if sentence.end <= relation.evidence.start or CITED.search(sentence.text):
                continue
            if _EXPERIMENTED.search(sentence.text):
                found.append(
                    edge(
                        context,
                        Predicate.EVALUATES_ON,
                        index,
                        sentence,
                        OWN_DATA_RULE,
                        confidence.EVALUATES_ON,
                    )
                )
                done.add(index)
                break
    return tuple(found)


def _named(text: str) -> bool:
    """A name: capitals past the first letter or a digit ("FigureQA", "CLOTH", "bAbI-2")."""
    return any(ch.isupper() or ch.isdigit() for ch in text[1:]) or (
        " " not in text and text[:1].isupper()
    )
