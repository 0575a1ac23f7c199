"""How sure each relation rule is: the confidence its evidence carries, in one table.

A cue that names its object outranks one that only describes it; a sentence about
experiments makes a dataset more surely evaluated on; a method named in passing is only
mentioned. Mention confidences set by the rules are here too.
"""

from __future__ import annotations

__all__ = [
    "ADDRESSES_TASK",
    "CODE_REPOSITORY",
    "COMPARES_WITH",
    "EVALUATES_ON",
    "EVALUATES_ON_CUED",
    "EXTENDS",
    "GIVEN_NAME",
    "MENTIONS_METHOD",
    "MENTIONS_METRIC",
    "MENTIONS_OTHER",
    "PASSIVE_NAME",
    "PHRASE",
    "PHRASE_WEAK",
    "PROPOSED_MENTION",
    "PROPOSED_NAME",
    "PROPOSES_CUE",
    "PROPOSES_DEFINITION",
    "PROPOSES_NAMED",
    "PROPOSES_OWN",
    "PROPOSES_PARENTHESISED",
    "PROPOSES_PASSIVE",
    "PROPOSES_TITLE",
    "PROPOSES_WEAK",
    "RESULT",
    "TASK_FRAMED",
    "USES_METHOD",
]

# -- proposes (the edge) ----------------------------------------------------------------------
PROPOSES_CUE = 0.9  # "we propose FooNet"
PROPOSES_NAMED = 0.85  # "a novel metric, called InputDSA"
PROPOSES_PARENTHESISED = 0.85  # "a hybrid network (TricorNet)": the name in parentheses
PROPOSES_PASSIVE = 0.75  # "FooNet is proposed"
PROPOSES_DEFINITION = 0.6  # "Consistency Mid-Training (CMT) is a compact stage"
PROPOSES_WEAK = 0.6  # "we provide FooNet", when no strong cue proposed anything
PROPOSES_TITLE = 0.8  # "FooNet: A ..." as the title, and the abstract uses FooNet
PROPOSES_OWN = 0.7  # "our proposed model (FooNet)", "FooNet, a novel ..."
# A contribution phrase's proposes edge has the phrase's own confidence (PHRASE, PHRASE_WEAK).

# -- mentions the proposal rules create or change -----------------------------------------------
PASSIVE_NAME = 0.6  # the capitalised word before "is proposed", found by no earlier stage
PHRASE = 0.6  # "we propose a pi-invariant test-time projection"
PHRASE_WEAK = 0.45  # the same after a weak cue
PROPOSED_MENTION = 0.6  # the least confidence of a mention the paper says it introduces
PROPOSED_NAME = 0.8  # a one-word capitalised contribution phrase, a name after all
GIVEN_NAME = 0.8  # a name found by the title or by "we call it 'X'", no earlier stage's

# -- the other edges and results ------------------------------------------------------------------
EXTENDS = 0.8
COMPARES_WITH = 0.75
RESULT = 0.7
CODE_REPOSITORY = 0.9
EVALUATES_ON_CUED = 0.8  # a dataset in a sentence about experiments
EVALUATES_ON = 0.6  # a dataset elsewhere
ADDRESSES_TASK = 0.7
TASK_FRAMED = (
    0.6  # a task the title names, listed with tasks, or "we study X", "X is a key problem"
)
USES_METHOD = 0.7
MENTIONS_METHOD = 0.5  # a method or model neither used nor related to anything
MENTIONS_METRIC = 0.6
MENTIONS_OTHER = 0.7
