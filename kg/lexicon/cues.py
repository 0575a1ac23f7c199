"""Cue words of the relation rules (:mod:`kg.extract.relations`) and the words linking shares.

Each relation family is announced by a few words ("we *propose*", "X *extends* Y",
"*outperforms*", "*using* X"); the rules match them on lowercased tokens or on the sentence
text. :data:`GENERIC_HEADS` and :data:`EVALUATIVE` also tell :mod:`kg.link` that "a novel
method" names nothing. The task rules' cues and the heads of titles are in
:mod:`kg.lexicon.task_cues`.
"""

from __future__ import annotations

import re

__all__ = [
    "CITED",
    "CONTROL_GERUNDS",
    "CONTROL_VERBS",
    "CODE_CUES",
    "CODE_HOSTS",
    "COMPARE_CUES",
    "COMPARE_NOUNS",
    "COMPARE_PREPOSITIONS",
    "COMPARING",
    "OUTPERFORMING",
    "CONCEPT_HEADS",
    "DETERMINERS",
    "ENVIRONMENT_AS_TOOL",
    "ENVIRONMENT_EVALUATION",
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
    # -- issue 12: proposals, baselines, extends (block kept together) --
    "BACKGROUND",
    "BASELINE_WORDS",
    "BARE_HEADS",
    "BARE_PRAISE",
    "COMPARE_PHRASES",
    "EXTENDS_GAP_BREAKS",
    "NEGATION",
    "NOT_CONTRIBUTIONS",
    "NOVELTY",
    "PHRASE_BREAKS",
    "PRIOR_WORK",
    "REFERRING",
    "WE_PROPOSE",
    # -- issue 12, round 4: what a paper proposes (block kept together) --
    "CLASS_WORDS",
    "KIND_WORDS",
    "SUBJECT_BREAKS",
    # -- issue 12, round 5 (propose4): labels of unnamed proposals --
    "VAGUE_WORDS",
    "FORMULATING",
    "ACHIEVING",
    "MEANS",
    "RELATIONAL",
    "REPORTING",
    "CONTRIBUTION_VERBS",
    "CONTRIBUTIONS_BEFORE",
    "PURPOSE_NOUNS",
]

# -- proposes ------------------------------------------------------------------------------
# Verb stems that announce the paper's own contribution after "we" ("we propose / introduce").
STRONG_CUES = re.compile(
    r"^(propos|introduc|present|develop|design|devis|releas|construct|constitut|curat|creat|build|built|contribut|formulat|offer|deriv)"
)
# Weaker stems, tried only when no strong cue found anything ("we provide / derive").
WEAK_CUES = re.compile(r"^(conduct|deriv|establish|provid|prov|describ)")
# "X is proposed": a passive announcement after "is / are / was / were".
PASSIVE_CUES = re.compile(r"^(proposed|introduced|presented|developed|designed)$")
# Who speaks before a cue verb for the contribution to be the paper's own.
SUBJECT_WE = re.compile(
    r"\b(we|this (?:work|paper|study|article)|our (?:work|paper|study)|the authors|in this (?:work|paper)"
    # "this connection enables us to design X": the paper's subject after all
    r"|(?:allow|enable|let|help|lead|permit|inspire|motivate|prompt|encourage)(?:s|d|ed)? us to"
    r"|led us to)\b",
    re.I,
)
# "Our primary contributions include X", "the contribution of this paper is X": the verb after
# the paper's contributions announces them as a cue verb does.
CONTRIBUTION_VERBS = frozenset({"include", "includes", "are", "is", "comprise", "comprises"})
CONTRIBUTIONS_BEFORE = re.compile(
    r"\b(?:our|the|this\s+(?:paper|work)['’]s)\s+"
    r"(?:(?:main|primary|key|principal|major|core|technical|two|three)\s+){0,2}contributions?"
    r"(?:\s+of\s+(?:this|the|our)\s+(?:paper|work))?\s*$",
    re.I,
)
# "a novel metric ..., called InputDSA": the word that gives the contribution its name.
NAMING = frozenset({"called", "named", "dubbed", "termed", "coined", "namely", "entitled"})

# -- contribution noun phrases -------------------------------------------------------------
# Words that make a noun phrase generic when nothing else is left ("a novel method").
GENERIC_HEADS = frozenset(
    """method methods methodology methodologies approach approaches framework frameworks model models
    technique techniques
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
DETERMINERS = frozenset(
    {"a", "an", "the", "two", "three", "some", "this", "these", "our", "its", "their"}
)
# The words cut from the front of a contribution phrase ("a *novel* *simple* test").
LEADING_PRAISE = frozenset(
    {"novel", "new", "simple", "yet", "effective", "first", "our", "two", "several", "more"}
    | {"highly", "very", "another", "alternative"}
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
        "surpassing",
        "exceed",
        "exceeds",
        "exceeded",
        "exceeding",
        "beat",
        "beats",
        "beating",
        "than",
        "versus",
        "vs.",
        "vs",
        "against",
    }
)
# The forms of "outperform", "surpass" and "exceed": what they win over is a method, and where
# they win is data ("outperforms X on Y", "matches or exceeds LoRA and DoRA").
OUTPERFORMING = frozenset(
    """outperform outperforms outperformed outperforming surpass surpasses surpassed
    surpassing exceed exceeds exceeded exceeding""".split()
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
# An environment (simulator, game) is evaluated in only when the sentence says so; it is a tool
# when the words just before it make it one ("simulators such as MuJoCo", "built on MuJoCo").
ENVIRONMENT_EVALUATION = re.compile(
    r"\b(?:experiment|evaluat|benchmark|results?\b|achiev|outperform|surpass|test|score|demonstrat|"
    r"state-of-the-art|sota|performance|performs?\b|agents?\b|trained|train\b|learns?\b|games?\b|"
    r"tasks?\b|problems?\b|domains?\b|environments?\b|suite)",
    re.I,
)
ENVIRONMENT_AS_TOOL = re.compile(
    r"(?:\b(?:built|based|implemented|written|developed|relies|rely|running|runs|run)\s+"
    r"(?:up)?(?:on|in|with|using)\s+(?:the\s+|top\s+of\s+)?"
    r"|\b(?:simulators?|engines?|physics|emulators?)\s*(?:\(|,)?\s*(?:such\s+as|like|e\.g\.,?|including)?\s*)$",
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


# -- issue 12: proposals, baselines, extends --------------------------------------------------
# What a paper says of well-known things ("X (Y) is a popular framework", "widely used"): a
# definition with these words is background, not a proposal.
BACKGROUND = re.compile(
    r"\b(widely|popular|standard|successful|well[- ]known|commonly|common|classic(al)?|"
    r"has been|have been|had been|recent(ly)?|promising|family of|class of|the problem|the task|"
    r"typically|traditionally|conventional|established|prominent|dominant|de facto|"
    r"most (successful|popular|common|widely))\b",
    re.I,
)
# Words of novelty: a definition with one of them introduces the paper's own thing.
NOVELTY = re.compile(r"\b(novel|new|we|our|proposed|this (paper|work))\b", re.I)
# A citation: "et al.", a year in parentheses, a numbered reference ("[4]").
CITED = re.compile(r"et al\.|\(\s*(?:19|20)\d\d\s*\)|\[\d+\]")
# A sentence about others' work: what it names is neither proposed, used nor evaluated on.
# ("past" only as a time of work, "in the past": "questions about past sessions" is no one's)
# ("prior" alone, not a Bayesian prior or "prior to": "a prior over weights", "prior knowledge")
PRIOR_WORK = re.compile(
    r"\b(previous(ly)?|(?<!\ba\s)(?<!\ban\s)prior(?!\s+(?:knowledge|distributions?|over|on|to|probabilit\w*|"
    r"information|beliefs?|networks?|terms?|specification|structure|models?\s+of)\b)"
    r"|earlier|existing|traditional|conventional|in the past|others|"
    r"has been|have been|had been|were (proposed|developed|introduced)|"
    r"(recent|previous|prior|earlier|existing|past) (work|works|research|researches|studies|"
    r"methods|approaches|models))\b",
    re.I,
)
# What another's method was first made for ("GEM, which was originally developed for continual
# learning", "RC ..., which is originally proposed to model time-space signals").
ORIGINAL_PURPOSE = re.compile(
    r"\b(?:originally|initially)\s+(?:developed|proposed|designed|introduced|intended|invented)"
    r"\s+(?:for|to|in|as)\b",
    re.I,
)
# "we propose / introduce / present" in a sentence (the paper speaks of its contribution).
WE_PROPOSE = re.compile(
    r"\b(we|this (?:work|paper|study|article)|in this (?:work|paper))\b[^.;]{0,40}?"
    r"\b(propos|introduc|present|develop|design|devis|formulat|contribut)\w*",
    re.I,
)
# A cue denied: "we do not provide ...".
NEGATION = frozenset({"not", "n't", "never", "neither", "nor", "cannot"})
# Heads that report work, not contributions: "we present results / samples on CelebA".
NOT_CONTRIBUTIONS = frozenset(
    """result results sample samples experiment experiments evidence example examples
    visualization visualizations visualisation visualisations finding findings insight insights
    comparison comparisons ablation ablations observation observations case cases demonstration
    demonstrations discussion overview survey proof proofs existence presence prevalence
    ubiquity""".split()
)
# Heads and praise that, for a contribution phrase only, name nothing on their own ("an efficient
# estimator", "a more solid exploration"); kept apart from GENERIC_HEADS, which linking reads.
BARE_HEADS = frozenset(
    """estimator estimators approximation approximations exploration implementation architecture
    architectures network networks tool toolbox collection heuristic heuristics test tests""".split()
)
BARE_PRAISE = frozenset(
    """more most highly very experimental empirical solid explicit detailed in-depth another
    interpretable accurate better""".split()
)
# Words that cut a contribution phrase's complement where a clause begins ("... when a few").
PHRASE_BREAKS = frozenset(
    """when if whether how what who whom than so because since although though unless until
    while where which that can could may might will would should must is are was were be been
    being has have had do does did""".split()
)
# "we refer to this method as X", "which we call X": the verbs that give a name after "we".
REFERRING = frozenset(
    {"call", "calls", "term", "terms", "name", "dub", "coin", "refer", "refers", "denote"}
)
# Words between "extends" and its object that show the object is not a method it extends
# ("generalize *well* to", "build on recent developments *in* ...").
EXTENDS_GAP_BREAKS = frozenset(
    """in to for from with by at as into beyond well better much far across over under than
    developments advances progress success insights ideas findings results""".split()
)
# "X baselines", "baselines such as X": what a paper compares with.
BASELINE_WORDS = frozenset({"baseline", "baselines"})
# Two-word comparisons: "superior to X", "relative to X", "competitive with X".
# Words that set a value against a baseline's ("compared with 40.1% for DPO", "versus X").
COMPARING = r"\b(?:compared\s+(?:to|with)|versus|vs\.?|against)"
COMPARE_PHRASES = frozenset(
    {("superior", "to"), ("relative", "to"), ("competitive", "with"), ("par", "with")}
    # "ranks first, ahead of tuned X and Y"
    | {("ahead", "of")}
    # "X improves over Y": a gain over another's result (not "improved over time": no method
    # follows)
    | {(verb, "over") for verb in ("improve", "improves", "improved", "improving")}
)


# -- issue 12, round 4: what a paper proposes --------------------------------------------------
# Words of the names of whole classes of methods ("a loss function", "an unsupervised method",
# "a meta-learning algorithm"): after an indefinite article a phrase made only of them is one
# of the class, described, not a thing the paper names.
CLASS_WORDS = (
    frozenset(
        """loss losses function functions objective objectives regularizer regularizers regularization
    regularisation training learning inference optimization optimisation unsupervised supervised
    self-supervised semi-supervised weakly-supervised fully-unsupervised meta-learning neural
    network networks deep architecture architectures generative adversarial recurrent
    convolutional end-to-end estimator estimators procedure procedures""".split()
    )
    | GENERIC_HEADS
)
# "a new *type of* representation": the words before "of" that only say it is a kind of thing.
KIND_WORDS = frozenset({"type", "types", "kind", "kinds", "form", "forms", "sort", "sorts"})
# Words between "we" and a cue verb that make the verb another subject's ("we show *that*
# such a setup provides ..."): a clause begins between them.
# ("we believe they constitute a stepping stone": a subject of its own before the verb; not
# "it", an object too: "we solve it by introducing X")
SUBJECT_BREAKS = frozenset(
    {"that", "which", "whether", "how", "if", "when", "where", "why", "they"}
)


# -- issue 12, round 5 (propose4): what an unnamed proposal's label must say ---------------------
# Content words that say nothing specific about a thing or what it is for: a label made only of
# these, praise, class words and function words ("framework for the problem", "method to improve
# performance") describes, it does not name.
VAGUE_WORDS = frozenset(
    """problem problems task tasks issue issues challenge challenges setting settings scenario
    scenarios performance accuracy efficiency effectiveness quality result results improvement
    improvements gain gains generalization generalisation existing current prior previous
    various different many given specific particular certain interest purpose purposes goal
    goals application applications practice use uses usage way ways improve improves improving
    enhance enhances enhancing achieve achieves achieving boost boosts boosting address
    addresses addressing solve solves solving tackle tackles tackling handle handles handling
    overcome overcomes obtain obtains better best state-of-the-art art large large-scale small
    thing things aspect aspects number variety range type types kind kinds data information
    limitation limitations drawback drawbacks shortcoming shortcomings difficulty difficulties
    need needs outperform outperforms competitive promising superior remarkable significant
    strong stronger high higher low lower good well wide widely broad real-world world
    help helps make makes making allow allows enable enables provide provides dataset datasets
    benchmark benchmarks corpus corpora metric metrics measure measures bound bounds guarantee
    guarantees analysis analyses study studies theory reinforcement machine case cases form
    forms agent agents justification justifications""".split()
)
# "we cast / formulate X as Y": verbs whose contribution is the formulation "X as Y".
FORMULATING = frozenset(
    """formulate formulates reformulate reformulates cast casts frame frames pose poses""".split()
)
# "in this paper, X is achieved by Y": verbs of a goal reached by the paper's means Y.
ACHIEVING = frozenset(
    """achieved accomplished realized realised attained enabled obtained done""".split()
)
MEANS = frozenset({"by", "through", "via", "using"})
# Nouns that are nothing without what they relate to ("an analog *of* ...").
RELATIONAL = frozenset(
    """analog analogue analogs analogues counterpart counterparts variant variants version
    versions extension extensions generalization generalisation modification modifications
    adaptation adaptations instance instances instantiation""".split()
)
# Nouns that say what a thing is for only with their own complement: a label that ends at one
# before "in" / "of" is cut ("an entropy model for use | in image compression").
PURPOSE_NOUNS = frozenset("use uses usage application applications deployment".split())
# Cue stems that also report ("we describe the setting", "we derive the gradient"): with a
# definite object they state a finding, and a known name after them is not proposed.
REPORTING = re.compile(r"^(describ|deriv)")
# "a technique for encouraging RNNs | to plan ahead": gerunds whose object takes an infinitive
# of its own, which a contribution phrase's complement keeps.
CONTROL_GERUNDS = frozenset(
    """encouraging teaching training enabling allowing forcing helping guiding prompting
    incentivizing incentivising driving pushing steering""".split()
)
# The same verbs after "to": "an algorithm to *train* agents to reach goals".
CONTROL_VERBS = frozenset(
    """encourage teach train enable allow force help guide prompt incentivize incentivise
    drive push steer""".split()
)
