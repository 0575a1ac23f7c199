"""The word lists of the mention rules, the noun-phrase finder and the linker, in one place.

Each list is frozen (``frozenset``, a read-only mapping, a tuple) and says in its comment which
rule reads it. The relation cue words live in :mod:`kg.lexicon.cues` (the task rules' in
:mod:`kg.lexicon.task_cues`), the kinds of things that are no methods in
:mod:`kg.lexicon.kind_words`, the word classes of English (WordNet) in
:mod:`kg.lexicon.wordclass`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType

from kg.types import EntityType

__all__ = [
    "ADJECTIVE_ENDINGS",
    "AREA_HEADS",
    "CLASS_HEADS",
    "NETWORK_ROLES",
    "QUALITY_ADJECTIVES",
    "ROLE_NOUNS",
    "MODEL_PARTS",
    "SECOND_SENSES",
    "COMPOUND_PREPOSITIONS",
    "CONCEPT_HEADS",
    "PRODUCT_CONCEPT_HEADS",
    "DESCRIBING_SUFFIXES",
    "MEMBER_MODIFIERS",
    "MODIFIER_SUFFIXES",
    "KIND_HEADS",
    "PRAISE",
    "TASK_ACTIVITY_HEADS",
    "FIELD_HEADS",
    "GENERIC_FAMILIES",
    "GENERIC_TASK_WORDS",
    "ORDINARY_SENSE_BEFORE",
    "APPOSITIVE_BOUNDARIES",
    "APPOSITIVE_OPENERS",
    "CLAUSE_OPENERS",
    "GENERIC_FUNCTION_WORDS",
    "GENERIC_PHRASE_HEADS",
    "GENERIC_WORDS",
    "HEAD_TYPES",
    "LANGUAGES",
    "SUBJECTS",
    "LEADING",
    "NAME_CONNECTORS",
    "NAME_QUALIFIERS",
    "NOT_IN_PHRASES",
    "NOT_NAMES",
    "QUALIFIERS",
    "STOP_CAPITALISED",
    "TERM_HEADS",
    "ACTIVITY_TERM_HEADS",
    "TERM_MODIFIERS",
    "VERB_CONTEXT",
    "VERB_WORDS",
    "WEAK_HEADS",
    "WEAK_MODIFIERS",
    # kinds of things that are no methods (kg.extract.kinds)
]

# ------------------------------------------------------------------ typing names (mentions)

# Head nouns that say what kind of thing a name is ("X, a benchmark", "the X framework").
HEAD_TYPES: Mapping[str, EntityType] = MappingProxyType(
    {
        **dict.fromkeys(
            "benchmark benchmarks bench suite leaderboard testbed".split(), EntityType.BENCHMARK
        ),
        **dict.fromkeys(
            "dataset datasets corpus corpora collection database atlas archive".split(),
            EntityType.DATASET,
        ),
        **dict.fromkeys(
            "method methods framework frameworks algorithm algorithms approach approaches module "
            "architecture architectures technique techniques optimizer optimizers estimator "
            "mechanism pipeline strategy network networks system toolkit library procedure scheme "
            "objective loss regularizer layer solver simulator simulators paradigm recipe protocol "
            "projection adapter decomposition analysis distillation attack defense sampler "
            "initializer encoder decoder tokenizer".split(),
            EntityType.METHOD,
        ),
        **dict.fromkeys("model models llm llms mllm mllms vlm vlms".split(), EntityType.MODEL),
        **dict.fromkeys(
            "metric metrics score distance divergence error accuracy measure runtime "
            "latency".split(),
            EntityType.METRIC,
        ),
        **dict.fromkeys(
            "task tasks problem problems challenge reasoning generation classification detection "
            "segmentation translation recognition prediction forecasting nowcasting synthesis "
            "retrieval answering summarization reconstruction tracking captioning "
            "registration induction".split(),
            EntityType.TASK,
        ),
        # "paradigm" is listed with the methods too: this later entry wins.
        **dict.fromkeys(
            "learning theory concept phenomenon principle property paradigm".split(),
            EntityType.CONCEPT,
        ),
    }
)
# Uppercase tokens that are not entity names on their own.
NOT_NAMES = frozenset(
    "I II III IV V VI VII VIII IX X GPU GPUs CPU CPUs TPU TPUs API APIs URL URLs ID IDs PDF OK US UK EU USA "
    "SOTA HTML JSON CSV AM PM FAQ TODO NB QA RGB RGBD HDR LDR".split()
)
# Function words that may sit inside a capitalised name ("Mechanism-Interpretability via
# Contrastive Learning") but never start or end one.
NAME_CONNECTORS = frozenset({"of", "for", "via"})
# Capitalised words that start no name: sentence openers, determiners, quantities.
STOP_CAPITALISED = frozenset(
    """a an the we our this these those that it its in on at for to of by with from as
    however moreover furthermore finally first second third then thus hence here there
    while when where which what who although though despite since because if unlike
    recent recently existing previous prior current many most some several such each
    all both other another one two three four five extensive empirical specifically
    concretely additionally also crucially lastly overall together using building
    through across based given table figure section experiments results""".split()
)
# "X, a framework", "X and Y, two complementary methods", "X, both benchmarks".
APPOSITIVE_OPENERS = frozenset("a an the two three four both".split())
# Words that end the noun phrase of an appositive ("X, a method *for* ...").
APPOSITIVE_BOUNDARIES = frozenset(
    {",", ".", ";", "(", "that", "which", "to", "for", "with", "of", "featuring", "where"}
)

# ------------------------------------------------------------ concept phrases (phrases, link)

# Words that open a phrase without adding meaning ("several", "novel"): stripped.
LEADING = frozenset(
    """new novel different various such other same main previous existing current recent standard
    simple large small high low good better best many much more most few important significant
    several multiple certain specific general common typical traditional conventional proposed
    efficient effective powerful first second third last final overall whole entire additional
    further key major minor wide broad strong weak great possible ongoing smaller larger
    diverse lower higher upper future potential recent prior open extensive promising
    remarkable impressive considerable substantial superior competitive comparable natural
    better worse useful interesting challenging difficult hard easy empirical experimental
    theoretical practical real various numerous careful basic extra accurate irrelevant
    relevant coherent usual available initial fast slow appropriate suitable
    reliable excellent poor precise crucial essential fundamental sufficient adequate
    necessary valuable desirable off-the-shelf state-of-the-art easy-to-implement
    well-defined specialized sophisticated flexible""".split()
)
# Heads that make a concept phrase generic ("the proposed approach", "experimental results").
GENERIC_PHRASE_HEADS = frozenset(
    """method approach framework model technique algorithm strategy solution system way scheme
    work study paper result performance experiment analysis number set case example data
    information use type form kind part lot amount variety range level term task problem
    issue question aspect property area field domain setting settings version variant one
    thing manner fact idea effect time step stage process procedure improvement research
    direction future code gain benefit advantage drawback limitation challenge need
    contribution finding insight observation evidence outcome""".split()
)
# Leading words that do belong to a term ("low rank", "high resolution").
TERM_MODIFIERS = frozenset("low high lower higher upper natural".split())
# Words that open a clause: a verb-or-noun in -s before one of them is the verb.
CLAUSE_OPENERS = frozenset(
    "a an the that this these those its their our his her it them us which what how whether no "
    "significant significantly".split()
)
# Words after which a noun-or-verb is the verb ("we model ...", "to learn ...").
VERB_CONTEXT = frozenset(
    "we they i you to can could may might will would should must which that also not".split()
)
# Word classes (kg.lexicon.wordclass): verb forms WordNet lists as nouns or adjectives too,
# words that belong to no concept phrase, and endings of adjectives with rare noun senses.
# Words after which a verb's -s form is the verb ("it makes sense", "which gives users").
SUBJECTS = frozenset("it he she this that which who also".split())
VERB_WORDS = frozenset("found given called based shown lead leads led".split())
NOT_IN_PHRASES = frozenset("et al like via vs etc versus per thus despite".split())
ADJECTIVE_ENDINGS = ("ive", "al", "ous", "ic", "able", "ible", "ful", "less", "ary", "ant", "ent")

# ------------------------------------------------------------------------------ linking

# Qualifiers that name a variant of an entity, not another one: stripped from a surface form.
QUALIFIERS = (
    re.compile(r"\s*\(?\b\d+\s*[x×]\s*\d+\b\)?$"),  # resolution: "ImageNet 64x64"
    re.compile(r"\s+(?:train|training|test|dev|validation|val)\s+(?:set|split)$", re.I),
)
# Qualifiers stripped only after a name, what remains having a capital or a digit: "WSJ corpus"
# -> "WSJ", "GAIA benchmark" -> "GAIA", but "training corpus" stays.
NAME_QUALIFIERS = (
    re.compile(
        r"\s+(?:dataset|datasets|benchmark|benchmarks|corpus|framework|suite|environment|simulator)$",
        re.I,
    ),
)
# Words that name nothing in particular, beside the relation cues' generic heads.
GENERIC_WORDS = frozenset(
    "existing prior previous recent current standard experiments experiment results result baseline "
    "baselines this that these our their its state art sota performance data dataset datasets "
    "benchmark benchmarks paper proposed novel given".split()
)
# Function words a generic phrase may contain ("the performance of our method").
GENERIC_FUNCTION_WORDS = frozenset("a an the of for and to in on we".split())
# Heads that name a kind of thing only together with a content word ("graph network").
WEAK_HEADS = frozenset(
    "network networks architecture architectures dataset datasets problem problems research representation representations".split()
)
# Modifiers that do not make a generic head specific ("given network", "iterative algorithm").
WEAK_MODIFIERS = frozenset(
    """given popular complex iterative hybrid specific certain typical arbitrary underlying
    corresponding resulting proposed standard generic general unified flexible modern classical
    traditional conventional existing novel simple basic original final full whole""".split()
)

# ------------------------------------------------------------------ termhood (kg.link.termhood)

# Model families too broad to be a node of a research graph: what a paper uses is a particular
# network (CNN, LSTM, GAN, VAE, ResNet), not "a neural network" (matched on kg.text.match_key).
GENERIC_FAMILIES = frozenset(
    " ".join(family.split())
    for family in """neural network|neural net|artificial neural network|deep neural network|deep network|deep
    neural net|deep net|deep learning|machine learning|deep model|deep learning model|neural
    model|neural network model|machine learning model|generative model|deep generative
    model|statistical model|probabilistic model|learning model|learning algorithm|learning
    method|learning system|deep learning method|deep learning approach|deep architecture|
    artificial intelligence|ai|ml|dl|dnn|nn|ann|gradient-based optimization|gradient-based
    optimisation|gradient based optimization|gradient based optimisation|gradient-based
    method|gradient-based algorithm|gradient-based optimizer|gradient-based optimiser""".split("|")
)
# One-word activities that name no task of their own ("classification" alone; "image
# classification" is a task), and "vision", a sense ("language and vision", "learned from
# vision"; "computer vision" is the field): never a node, whatever type the corpus votes.
GENERIC_TASK_WORDS = frozenset(
    """learning training inference classification optimization optimisation prediction
    compression generalization generalisation estimation regression detection segmentation
    generation recognition reasoning retrieval clustering planning control forecasting
    nowcasting sampling
    adaptation evaluation modeling modelling search ranking synthesis reconstruction tracking
    pretraining pre-training fine-tuning finetuning understanding analysis representation
    decision decision-making labeling labelling matching filtering editing alignment
    transfer vision registration""".split()
)
# Heads of a term when a content word modifies them ("transfer learning", "batch normalization",
# "image classification"); a weak noun phrase with another head is drawn only when it names
# something (capitals, digits, an acronym definition, a gazetteer entry). Metric heads
# ("success rate", "reconstruction error") are here too.
TERM_HEADS = frozenset(
    """learning network networks net nets attention regularization regularisation normalization
    normalisation distillation descent embedding embeddings autoencoder autoencoders encoder
    encoders decoder decoders transformer transformers sampling pruning quantization
    augmentation dropout pooling convolution convolutions kernel kernels gradient gradients
    forest forests search loss divergence entropy inference optimization optimisation
    classification detection segmentation translation recognition forecasting nowcasting
    synthesis
    retrieval answering summarization summarisation captioning parsing tagging labeling
    labelling generation estimation regression clustering reconstruction tracking
    localization localisation matching completion alignment adaptation generalization
    generalisation planning modeling modelling mining reasoning grounding inpainting
    denoising hashing factorization factorisation decomposition programming filtering
    simplification paraphrasing disambiguation comprehension registration game games machine
    machines score scores rate rates error errors accuracy precision recall perplexity
    likelihood ratio reward distance""".split()
)
# Heads of activities that name a task only as one, in the singular, after a noun saying what
# they act on ("video prediction", "program verification", "photo editing"); in the plural
# or after a quality they are outputs or descriptions ("wrong predictions", "fine control").
ACTIVITY_TERM_HEADS = frozenset(
    """prediction sensing compression navigation manipulation imputation verification
    visualization visualisation editing extraction induction discovery recovery acquisition
    construction decoding""".split()
)
# Heads of research fields: "<content word> learning" ("transfer learning", "meta-learning",
# "few-shot learning"), "domain adaptation", "compositional generalization" are Tasks.
FIELD_HEADS = frozenset("learning adaptation generalization generalisation".split())
# Words before a gazetteer name that show its ordinary sense ("has attracted attention",
# "received much attention"): the mention is not the entity. Matched on the text just before.
ORDINARY_SENSE_BEFORE = re.compile(
    r"\b(?:attract\w*|draw\w*|drew|receiv\w*|gain\w*|garner\w*|pa(?:y|id|ying|ys)|"
    r"deserv\w*|get|gets|got|captur\w*|focus\w*|devot\w*|bring\w*|brought)"
    r"(?:\s+(?:much|more|less|little|significant|considerable|increasing|growing|great|"
    r"wide|widespread|special|close|careful|particular|a\s+lot\s+of|lots\s+of|the|their|its|"
    r"our|some|substantial|extensive|enormous|tremendous|renewed|broad|attention|and))*\s+$",
    re.IGNORECASE,
)

# ------------------------------------------ descriptions, not names (kg.link.termhood; wt/generic)

# Heads of a kind of work: "<...>-based <head>" describes a class of works ("RNN-based
# approaches", "GAN-based models"); it names none of them.
KIND_HEADS = frozenset(
    """method approach algorithm technique model classifier system strategy procedure scheme
    framework architecture network solver estimator""".split()
)
# Compound endings that make a modifier a description ("RNN-based", "BERT-like", "GAN-style").
DESCRIBING_SUFFIXES = ("based", "like", "style", "type", "driven", "inspired", "oriented")
# Words that say which members of a model family a paper takes, not a kind of model
# ("open-source LLMs", "external LLMs", "off-the-shelf VLMs"), as name keys (hyphens read as
# spaces); kg.link.termhood also takes describing words ("popular", "pretrained", "large").
MEMBER_MODIFIERS = frozenset(
    word.strip()
    for word in """open source|closed source|open weight|open weights|proprietary|frontier|commercial|
    external|off the shelf|general purpose|instruction tuned|state of the art|sota|leading|
    mainstream|contemporary|advanced|base|open|closed|black box|white box|publicly available|
    public|private|api based|current|today s|modern|recent|top|major|widely used|strong|
    capable|small|smaller|larger|big|tiny|various|diverse|numerous|several|many|multiple|
    different|other|such|these|those|most|all|some|its|their|our""".split("|")
)
# Endings of an adjectival compound ("RL-style", "MV-oriented", "bias-free", "task-level"): a
# label that ends in one is a modifier cut from its noun, no name.
MODIFIER_SUFFIXES = DESCRIBING_SUFFIXES + (
    "aware",
    "free",
    "agnostic",
    "specific",
    "guided",
    "centric",
    "level",
    "wise",
)
# Praise and hedges before a head: "near-perfect accuracy", "substantial improvements",
# "rigorous estimator" describe how good something is; they name nothing.
PRAISE = frozenset(
    """near-perfect perfect substantial significant rigorous thorough remarkable impressive
    considerable superior promising improved effective powerful careful extensive comprehensive
    systematic drastic dramatic notable excellent strong stronger better best good great huge
    tremendous enormous immense competitive favorable encouraging satisfactory high-performing
    low-performing best-performing well-performing top-performing better-performing
    worse-performing poorly-performing groundbreaking unprecedented outstanding""".split()
)
# Words that open an adjectival compound, not a name ("out-of-distribution", "in-context",
# "on-device", "off-policy" alone).
COMPOUND_PREPOSITIONS = frozenset("out in on off over under up down at by".split())
# Heads of a concept, whatever type the corpus votes ("lottery ticket hypothesis",
# "Lyapunov stability", "intrinsic motivation"): a Method or Task vote becomes Concept.
CONCEPT_HEADS = frozenset(
    "hypothesis theorem lemma conjecture principle phenomenon stability motivation equation rate".split()
)
# Heads of what a model learns or a proof gives ("latent representations", "sentence
# representations", "generalization bound"): kg.link.termhood.field_type makes a Method with
# one (and no "of") a Concept, not a method used; a gazetteer method keeps its type ("implicit
# neural representation", "upper confidence bound").
PRODUCT_CONCEPT_HEADS = frozenset("representation representations bound bounds".split())
# Heads of a problem a Method vote cannot be ("model compression", "graph classification").
TASK_ACTIVITY_HEADS = frozenset(
    """compression classification detection segmentation recognition translation prediction
    forecasting nowcasting retrieval summarization summarisation captioning parsing tagging
    answering registration""".split()
)

# ------------------------------ round 2: plain words and classes of works (kg.link; wt/generic2)

# Adjectives of quality: their nouns ("robustness", "expressivity", "scalability") say how good
# something is, like the praise words; alone they name no entity ("adversarial robustness" does).
QUALITY_ADJECTIVES = frozenset(
    """robust expressive scalable efficient effective flexible stable versatile powerful simple
    general practical reliable useful usable""".split()
)
# Plural heads that refer to a class of works, not one ("machine learning methods", "KB
# completion techniques", "reasoning tasks", "industrial applications"): the phrase names no
# entity of its own.
CLASS_HEADS = frozenset(
    """methods approaches techniques algorithms strategies frameworks solutions schemes
    procedures pipelines paradigms tools tasks problems settings variants extensions
    classifiers detectors predictors estimators learners regressors heuristics
    applications""".split()
)
# Nouns for a role a model plays, alone ("metrics", "the learner", "classifiers"): a kind of
# thing, not a thing; "k-NN classifier" names one.
ROLE_NOUNS = frozenset(
    """metric metrics learner learners classifier classifiers predictor predictors estimator
    estimators regressor regressors detector detectors""".split()
)
# Parts of a model named by their job alone ("the discriminator", "a critic"): no method of their
# own, whatever model they belong to.
MODEL_PARTS = frozenset(
    """encoder encoders decoder decoders generator generators discriminator discriminators
    controller controllers critic critics""".split()
)
# The roles a network plays in a method ("teacher network", "target network", "policy model"):
# a part of some method, named by its job, not a kind of network.
NETWORK_ROLES = frozenset(
    """teacher student target policy value critic actor generator discriminator base backbone
    auxiliary main online offline baseline proxy surrogate reference victim""".split()
)
# Heads that name an area of work after a field ("Deep Learning field", "NLP community").
AREA_HEADS = frozenset("field fields area areas community communities literature".split())
# Gazetteer words with a second, ordinary sense, and the words next to them (a few words before
# or after) that show it: "4 bits of precision", "fp16 precision", "low-precision networks" are
# numeric precision, not the retrieval metric.
SECOND_SENSES = MappingProxyType(
    {
        # advice a paper gives ("we propose recommendations to data providers", "and offer
        # recommendations when ..."), not the task of recommending items
        "recommendation": re.compile(
            r"\b(?:we|and)\s+(?:\w+\s+)?(?:offer|make|give|provide|propose|suggest|present"
            r"|draw|derive|formulate|conclude\s+with)\s+(?:\w+\s+)?recommendations\b"
            r"|\b(?:practical|concrete|actionable|policy|design|best-practice)\s+recommendations\b"
            # "remarks and recommendations about X", "recommendations to ML practitioners"
            r"|\b(?:remarks|guidelines|heuristics|insights|suggestions|lessons)\s+and\s+"
            r"recommendations\b|\brecommendations\s+(?:about|regarding|concerning|on\s+how)\b"
            r"|\brecommendations\s+(?:to|for)\s+(?:\w+\s+){0,2}(?:practitioners|researchers|"
            r"developers|providers|publishers|community|authors|reviewers|designers|"
            r"policymakers|engineers)\b",
            re.IGNORECASE,
        ),
        # a study, a search or a user looking around ("a systematic exploration into X",
        # "preliminary exploration and divergent thinking", "exploration of the model design
        # space", "the exploration of the metrics"), not an agent's exploration of its world
        "exploration": re.compile(
            r"\b(?:preliminary|free|systematic|interactive|visual|thorough|extensive|empirical|"
            r"careful|comprehensive|detailed|this)\s+exploration\b|\bexploration\s+into\b"
            r"|\bexploration\s+(?:of|across)\s+(?:the\s+|a\s+|vast\s+)?(?:[\w-]+\s+){0,2}"
            r"(?:design|parameters?|model-parameter|solution|architectures?|hyper\w*|chemical|"
            r"latent|metrics|data|weights?|loss|energy|search)\b",
            re.IGNORECASE,
        ),
        "precision": re.compile(
            r"\b(?:\d*[- ]?bits?|bit-?width|fp\d+|int\d+|float\w*|half|single|double|mixed|"
            r"low|reduced|arbitrary|numerical|numeric|quantiz\w*|accumulation)\b",
            re.IGNORECASE,
        ),
    }
)


# Names of languages, lowercased, written after a corpus's name for its part in one ("Common
# Voice English", "XNLI French").
LANGUAGES = frozenset(
    """english german french chinese mandarin spanish japanese russian arabic hindi korean
    italian portuguese dutch turkish vietnamese czech romanian finnish swahili urdu indonesian
    thai polish greek hebrew persian bengali tamil swedish danish norwegian ukrainian
    hungarian estonian latvian lithuanian catalan basque welsh irish yoruba hausa amharic
    nepali sinhala malay tagalog kazakh uzbek gujarati marathi telugu kannada malayalam
    punjabi""".split()
)
