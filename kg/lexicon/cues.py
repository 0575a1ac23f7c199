"""Cue words of the relation rules (:mod:`kg.extract.relations`) and the words linking shares.

Each relation family is announced by a few words ("we *propose*", "X *extends* Y",
"*outperforms*", "*using* X"); the rules match them on lowercased tokens or on the sentence
text. :data:`GENERIC_HEADS` and :data:`EVALUATIVE` also tell :mod:`kg.link` that "a novel
method" names nothing.
"""

from __future__ import annotations

import re

__all__ = [
    "CODE_CUES",
    "CODE_HOSTS",
    "COMPARE_CUES",
    "COMPARE_NOUNS",
    "COMPARE_PREPOSITIONS",
    "CONCEPT_HEADS",
    "DETERMINERS",
    "EVALUATION_CUES",
    "EVALUATIVE",
    "EXTENDS_CUES",
    "GENERIC_HEADS",
    "LEADING_PRAISE",
    "NAMING",
    "NOUN_PHRASE_STOPS",
    "PASSIVE_CUES",
    "STRONG_CUES",
    "SUBJECT_WE",
    "USE_CUES",
    "WEAK_CUES",
]

# -- proposes ------------------------------------------------------------------------------
# Verb stems that announce the paper's own contribution after "we" ("we propose / introduce").
STRONG_CUES = re.compile(
    r"^(propos|introduc|present|develop|design|devis|releas|construct|curat|creat|build|built|contribut|formulat|offer)"
)
# Weaker stems, tried only when no strong cue found anything ("we provide / derive").
WEAK_CUES = re.compile(r"^(conduct|deriv|establish|provid|prov)")
# "X is proposed": a passive announcement after "is / are / was / were".
PASSIVE_CUES = re.compile(r"^(proposed|introduced|presented|developed|designed)$")
# Who speaks before a cue verb for the contribution to be the paper's own.
SUBJECT_WE = re.compile(
    r"\b(we|this (?:work|paper|study|article)|our (?:work|paper|study)|the authors|in this (?:work|paper))\b",
    re.I,
)
# "a novel metric ..., called InputDSA": the word that gives the contribution its name.
NAMING = frozenset({"called", "named", "dubbed", "termed", "coined"})

# -- contribution noun phrases -------------------------------------------------------------
# Words that make a noun phrase generic when nothing else is left ("a novel method").
GENERIC_HEADS = frozenset(
    """method methods approach approaches framework frameworks model models technique techniques
    algorithm algorithms strategy strategies solution solutions system systems way ways scheme
    pipeline paradigm work study analysis idea concept module mechanism tool tools procedure
    process recipe variant version extension extensions patch one ones problem task tasks setting
    investigation evaluation definition formulation modification modifications set family class""".split()
)
# Praise and counting words before a head: they describe, they do not name.
EVALUATIVE = frozenset(
    """novel new simple effective efficient general generic unified principled first practical
    lightweight theoretical systematic comprehensive rigorous robust scalable powerful yet and
    formal flexible versatile improved better stronger strong key complementary two three four
    several multiple single fast faster plug-and-play training-free model-agnostic our compact
    elegant straightforward universal generalizable alternative careful thorough extensive""".split()
)
DETERMINERS = frozenset({"a", "an", "the", "two", "three", "this", "these", "our", "its", "their"})
# The words cut from the front of a contribution phrase ("a *novel* *simple* test").
LEADING_PRAISE = frozenset(
    {"novel", "new", "simple", "yet", "effective", "first", "our", "two", "several"}
)
# Head nouns that end a contribution phrase and make it a Concept ("a new theory of ...",
# "tighter bounds"), whatever their own head type says.
CONCEPT_HEADS = frozenset(
    {"study", "studies", "bound", "bounds", "theory", "analysis", "investigation", "memory"}
)
# Words and marks that end a contribution noun phrase.
NOUN_PHRASE_STOPS = frozenset(
    {
        ",",
        ".",
        ";",
        ":",
        "(",
        ")",
        "that",
        "which",
        "to",
        "for",
        "by",
        "with",
        "where",
        "whose",
        "using",
        "via",
        "in",
        "on",
        "from",
        "based",
        "and",
        "as",
        "featuring",
        "called",
        "named",
        "dubbed",
        "termed",
        "—",
        "–",
        "-",
        "is",
        "are",
        "we",
        "while",
        "without",
        "across",
        "under",
    }
)

# -- extends / comparesWith / usesMethod -----------------------------------------------------
# "X extends / generalizes Y"; "builds on" and "improves on" need their particle.
EXTENDS_CUES = re.compile(
    r"^(extend(s|ed|ing)?|generali[sz](e|es|ed|ing)|build(s|ing)?|built|improv(e|es|ed|ing))$"
)
COMPARE_CUES = frozenset(
    {
        "outperform",
        "outperforms",
        "outperformed",
        "outperforming",
        "surpass",
        "surpasses",
        "surpassed",
        "beat",
        "beats",
        "than",
        "versus",
        "vs.",
        "vs",
        "against",
    }
)
# "compared with / to / against X".
COMPARE_NOUNS = frozenset({"compared", "comparing", "comparison"})
COMPARE_PREPOSITIONS = frozenset({"with", "to", "against"})
# Words shortly before a method that say the paper uses it rather than just mentions it.
USE_CUES = frozenset(
    {
        "with",
        "using",
        "use",
        "uses",
        "used",
        "via",
        "leverage",
        "leverages",
        "leveraging",
        "employ",
        "employs",
        "adopt",
        "adopts",
        "apply",
        "applies",
        "backbone",
        "backbones",
        "on top of",
        "atop",
    }
)

# -- evaluatesOn / codeRepository ------------------------------------------------------------
# A sentence about experiments: a dataset in it is evaluated on, with more confidence.
EVALUATION_CUES = re.compile(
    r"\b(on|experiment|evaluat|benchmark|result|achiev|outperform|test|improv|accuracy|score|state-of-the-art|sota|dataset)",
    re.I,
)
# A sentence about code: a URL in it is the paper's code repository.
CODE_CUES = re.compile(
    r"\b(code|github|gitlab|implementation|software|repository|available|released|open-source|models)\b",
    re.I,
)
CODE_HOSTS = re.compile(
    r"(github\.com|gitlab\.com|bitbucket\.org|huggingface\.co|codeberg\.org|sourceforge\.net)", re.I
)
