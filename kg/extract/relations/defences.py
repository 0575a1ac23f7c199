"""Defences named by what they defend against (issue 12, root causes 3 and 6).

"A defense against adversarial attacks", "networks resistant to white-box adversarial
examples", "our model stays accurate against strong adversarial perturbations": the paper's
task is adversarial robustness, not the attack. The tagger reads "adversarial attacks" as a
Task, so a defence paper would address the attack it defends against; here the phrase from the
defence word to the threat becomes a Task mention labelled "adversarial robustness" (extractor
``task.defended``), which the gazetteer links, and a Task mention of the threat inside it gives
way.

A defence word names the threat without "adversarial" too ("robustness against one-step
attacks", "defenses against white-box attacks", "robust to all adversaries"), except attacks
on training data or privacy (poisoning, backdoors, membership inference: tasks of their own),
the paper's own attacks and attacks named earlier ("against such attacks").

Not a threat named as a weakness ("networks are vulnerable to adversarial examples", which
attack papers open with as often as defence papers), nor one named as what is made or studied
("generating adversarial examples").
"""

from __future__ import annotations

import re
from dataclasses import replace

from kg.extract.relations import confidence
from kg.extract.relations.context import Context, Sentence
from kg.types import EntityType, Mention

__all__ = ["DEFENDED_TASK", "defended_tasks"]

DEFENDED_TASK = "task.defended"
_ROBUSTNESS = "adversarial robustness"  # the gazetteer's task
_TASK = EntityType.TASK
# A defence word (with what it protects: "resilience of sieves") and its preposition, or
# "against" alone, then up to two modifiers and the adversarial threat ("defending against
# strong white-box adversarial attacks"). Not "to" or "from" alone ("vulnerable to",
# "transferable to", "generated from").
_DEFENDED = re.compile(
    r"\b(?:(?:defen[cs]es?|defend(?:s|ing|ed)?|protect(?:s|ing|ion|ed)?|safety|"
    r"resilien(?:ce|t)|resistan(?:ce|t)|robust(?:ness)?|immun(?:e|ity)|secur(?:e|ity))"
    r"(?:\s+of(?:\s+[\w-]+){1,3}?)?\s+(?:against|to|from)|against|defend(?:s|ing|ed)?|"
    r"mitigat(?:e|es|ed|ing))"
    r"\s+(?:(?:the|an?|any|all|many|various|such)\s+)?(?:(?!adversarial\b)[\w-]+\s+){0,2}"
    r"adversarial\s+(?:attacks?|examples?|perturbations?|inputs?|samples?|manipulations?)\b",
    re.I,
)
# A defence word and its preposition (never "against" alone: "evaluated against three
# attacks" is an attack paper's) before attacks or adversaries not called adversarial
# ("robustness against one-step attacks", "defenses against white-box attacks", "robustness to
# all adversaries"); not attacks on training data or privacy ("defenses against poisoning
# attacks" are data poisoning's), nor the paper's own ("protect against our attacks"), nor
# attacks named earlier ("defenses against these attacks" of a paper on poisoning).
_DEFENDED_PLAIN = re.compile(
    r"\b(?:defen[cs]es?|defend(?:s|ing|ed)?|protect(?:s|ing|ion|ed)?|resilien(?:ce|t)|"
    r"resistan(?:ce|t)|robust(?:ness)?|immun(?:e|ity))\s+(?:against|to|from)"
    r"\s+(?:(?:the|an?|any|all|many|various)\s+)?"
    r"(?:(?!adversarial\b|our\b|these\b|those\b|such\b|poison|backdoor|trojan|membership|inference\b|privacy|"
    r"extraction|stealing|side-channel|reconstruction)[\w-]+\s+){0,2}"
    r"(?:attacks?|adversar(?:y|ies))\b",
    re.I,
)
# A weakness a few words before a bare "against": the threat is what the networks are exposed
# to ("networks are vulnerable against adversarial examples", "the vulnerabilities of deep
# networks against adversarial examples").
_WEAKNESS_BEFORE = re.compile(
    r"\b(?:vulnerab|susceptib|sensitiv|fragil|brittle|weak|prone)\w*(?:\s+[\w-]+){0,4}\s+$", re.I
)


def defended_tasks(
    context: Context, sentence: Sentence, mentions: list[Mention]
) -> tuple[dict[int, Mention], list[Mention]]:
    """The adversarial robustness a sentence's defences state.

    Returns the Task mentions that change, by index in ``mentions``: the first Task mention
    inside a defence becomes it, any other one a Concept (the threat is mentioned, not
    addressed); and the defences no Task mention was inside (or only one that begins before
    it), as new Task mentions.
    """
    changed: dict[int, Mention] = {}
    added: list[Mention] = []
    matches = [
        *_DEFENDED.finditer(context.text, sentence.start, sentence.end),
        *_DEFENDED_PLAIN.finditer(context.text, sentence.start, sentence.end),
    ]
    for match in sorted(matches, key=lambda m: m.start()):
        start, end = match.span()
        bare = match.group().lower().startswith("against")
        if bare and _WEAKNESS_BEFORE.search(context.text, sentence.start, start):
            continue
        defence = Mention(_ROBUSTNESS, start, end, _TASK, DEFENDED_TASK, confidence.TASK_FRAMED)
        inside = [
            i for i, m in enumerate(mentions) if m.type is _TASK and m.start < end and start < m.end
        ]
        if not inside or any(mentions[i].start < start for i in inside):
            # none, or a longer task the defence word ends ("certifiably robust | against X"),
            # which stays as it is: the defence is a mention of its own
            added.append(defence)
            continue
        changed[inside[0]] = defence
        for i in inside[1:]:
            changed[i] = replace(mentions[i], type=EntityType.CONCEPT)
    return changed, added
