"""Kinds of things that are no methods: hardware, modalities, activities, trained models,
settings, language codes, games and environments, number formats, cases (read by
:mod:`kg.extract.kinds` to type a name that is none of a method). Imported by
:mod:`kg.lexicon.words`, where the other word lists are.
"""

from __future__ import annotations

__all__ = [
    "ACTIVITY_HEADS",
    "CASE_HEADS",
    "CHANGE_HEADS",
    "COST_WORDS",
    "METRIC_QUALIFIERS",
    "ENVIRONMENT_HEADS",
    "GAME_HEADS",
    "GAME_NAMES",
    "GAME_THEORY_WORDS",
    "HARDWARE_HEADS",
    "LANGUAGE_CODES",
    "LIGHT_GERUNDS",
    "MODALITY_HEADS",
    "NUMBER_FORMATS",
    "ORGANIZATION_HEADS",
    "ORGANIZATIONS",
    "PLACES",
    "NUMBER_FORMAT_HEADS",
    "SETTING_MODIFIERS",
    "TRAINED_MODELS",
    "VENUES",
]

# ------------------------------------------- kinds of things that are no methods (kinds)

# Heads of hardware ("Cloud TPUs", "FPGA accelerator"): what a method runs on, a Concept.
HARDWARE_HEADS = frozenset(
    "gpu gpus tpu tpus cpu cpus fpga fpgas asic asics accelerator accelerators hardware "
    "chip chips microcontroller microcontrollers".split()
)
# Heads of imaging modalities ("magnetic resonance imaging"): a kind of data, a Concept.
MODALITY_HEADS = frozenset(
    "imaging tomography microscopy radiography mammography ultrasound sonography "
    "electroencephalography electrocardiography".split()
)
# Heads of activities that are a task when a setting is named before them.
ACTIVITY_HEADS = frozenset("training modeling modelling optimization optimisation".split())
# Nouns of activities that no measure is named by: a phrase typed Metric that ends in one
# ("entropy rate estimation", "Distributed Source Coding") names what is done, a task.
ACTIVITY_NOUNS = frozenset(
    """estimation detection classification segmentation generation recognition retrieval
    prediction coding translation parsing tagging tracking forecasting nowcasting
    localization
    localisation extraction identification verification captioning summarization
    summarisation transcription synthesis reconstruction clustering planning navigation
    completion answering registration""".split()
)
# Organisations, agencies and code hosts: a name alone ("NASA", "GitHub", "DeepMind") is who
# made or hosts a thing, no method, dataset or task of the paper. Not those whose name alone
# stands for their data in abstracts ("Amazon" reviews, "Yahoo" answers, "Reddit", "Twitter").
ORGANIZATIONS = (
    frozenset(
        """Google DeepMind OpenAI Facebook Meta Microsoft IBM Apple NVIDIA Nvidia Intel Baidu
    Alibaba Tencent Huawei Uber Samsung Adobe Salesforce NASA DARPA GitHub Github GitLab
    Gitlab IEEE ACM Anthropic""".split()
    )
    | frozenset(
        {"Google Brain", "Google Research", "Facebook AI", "Microsoft Research", "Hugging Face"}
    )
    | frozenset(
        # cloud platforms a cost is measured on ("a cost reduction ... on Amazon Web Services")
        {"Amazon Web Services", "Google Cloud", "Google Cloud Platform", "Microsoft Azure"}
    )
)
# Conferences and journals named alone or with their year ("To appear in TACL", "the NeurIPS2019
# disentanglement challenge"): where work is published, no method, dataset or task of the paper
# (not "KDD", "WWW" or "arXiv": datasets are named after them, "KDD Cup 99").
VENUES = frozenset(
    """NeurIPS NIPS ICLR ICML ACL EMNLP NAACL EACL COLING CVPR ICCV ECCV AAAI IJCAI SIGIR UAI
    AISTATS COLT CoRL ICRA IROS Interspeech INTERSPEECH ICASSP TACL JMLR TPAMI TMLR""".split()
)
# Countries and regions named alone ("radar data from the UK Met Office", "U.S. census data"):
# where data comes from, no entity of the paper ("US" may be ultrasound; it is left out).
PLACES = frozenset(
    """UK U.K. U.S. USA U.S.A. EU China India Japan Germany France Canada Australia Brazil
    Europe Africa Asia""".split()
) | frozenset({"United States", "United Kingdom", "European Union"})
# Last words of an organisation's Title Case name ("the European Space Agency", "the UK Met
# Office"): who made or holds data, no entity of the paper.
ORGANIZATION_HEADS = frozenset(
    """Office Agency Institute University Administration Bureau Foundation Council Ministry
    Department Corporation Hospital Society Association Organization Organisation""".split()
)
# Models whose training or optimisation is a task, not a method ("LSTM optimization", "vanilla
# GAN training"): the model is what the paper uses, the phrase says what it works on.
TRAINED_MODELS = frozenset(
    """lstm lstms gru grus rnn rnns cnn cnns dnn dnns gan gans vae vaes transformer transformers
    gnn gnns network networks net nets""".split()
)
# Settings training is done in ("FP8 training", "decentralized training"): the paper's task.
SETTING_MODIFIERS = frozenset(
    """distributed decentralized decentralised federated parallel quantized quantised
    low-precision mixed-precision half-precision full-precision reduced-precision
    fixed-point floating-point large-batch small-batch multi-gpu multi-node on-device
    asynchronous synchronous private differentially-private memory-efficient budgeted""".split()
)
# Two-letter codes of languages written in language pairs ("En-Fr", "de-en").
LANGUAGE_CODES = frozenset(
    """en fr de es it pt nl ro ru zh ja ko cs fi et lv lt tr ar he hi vi th id
    uk pl sv da no hu el bg hr sr sk sl ur fa bn ta te si ne my km kk gu mr sw""".split()
)
# Heads of games; a capitalised name before one is an environment ("Breakout game").
GAME_HEADS = frozenset("game games".split())
# Well-known games and control tasks that reinforcement learning is evaluated in ("Pong",
# "Montezuma's Revenge", "CartPole"): environments, never methods (matched on the whole name).
GAME_NAMES = frozenset(
    " ".join(name.split())
    for name in """pong|breakout|seaquest|space invaders|enduro|q*bert|qbert|beam rider|beamrider|
    freeway|montezuma's revenge|montezuma’s revenge|montezuma revenge|pitfall|pitfall!|
    ms. pac-man|ms. pacman|ms pac-man|ms pacman|pac-man|pacman|asteroids|frostbite|gravitar|
    private eye|solaris|riverraid|river raid|road runner|star gunner|time pilot|video pinball|
    zaxxon|centipede|asterix|amidar|krull|kangaroo|vizdoom|minecraft|starcraft|starcraft ii|
    sokoban|cartpole|cart-pole|mountaincar|mountain car|acrobot|lunar lander|lunarlander|
    chess|shogi|t-maze|maze|mazes|gridworld|gridworlds|grid world|grid worlds|
    grid-world|grid-worlds""".split("|")
)
# Heads of places an agent acts in ("a 2D maze", "the four-rooms gridworld"): environments.
ENVIRONMENT_HEADS = frozenset("maze mazes gridworld gridworlds grid-world grid-worlds".split())
# Number formats and data types ("FP16", "bfloat16", "8-bit integers", "INT32 accumulators",
# "half-precision floating point"): what numbers are stored in, a Concept, not a method.
NUMBER_FORMATS = frozenset(
    """fp8 fp16 fp32 fp64 bf16 bfloat16 tf32 float16 float32 float64 int2 int4 int8 int16
    int32 int64 uint8 uint16 integer integers float floats floating-point fixed-point
    half-precision single-precision double-precision""".split()
)
# Words a number format may end in ("FP16 *numbers*", "INT32 *accumulators*").
NUMBER_FORMAT_HEADS = frozenset(
    """number numbers representation representations format formats precision arithmetic
    accumulator accumulators value values type types operation operations numerics""".split()
)
# Heads of a case studied or analysed ("a high-dimensional Gaussian case"): a Concept.
CASE_HEADS = frozenset("case cases".split())
# Heads of a change in a measure ("an average F1 improvement", "a FLOPs reduction"): with a
# metric or a cost before them they name the measure of a result, a Metric, not a method.
CHANGE_HEADS = frozenset(
    """improvement improvements gain gains increase increases decrease decreases drop drops
    boost boosts reduction reductions saving savings""".split()
)
# Words before a metric that say where or when it was measured, not another metric
# ("downstream accuracy", "final accuracy", "zero-shot accuracy"): the metric itself. Not
# "mean" or "peak", which make metrics of their own ("mean average precision", "peak
# signal-to-noise ratio").
METRIC_QUALIFIERS = frozenset(
    """downstream overall final average zero-shot few-shot one-shot held-out validation test
    testing clean standard best in-distribution out-of-distribution""".split()
)
# Costs a reduction may be of ("a cost reduction", "an average latency reduction"); a
# reduction of anything else may be a method ("dimensionality reduction", "noise reduction").
COST_WORDS = frozenset(
    """cost costs error errors loss latency memory runtime time energy compute computation
    parameter parameters flops operation operations""".split()
)
# What a computation spends and how it is counted ("memory footprint", "compute cost",
# "storage requirements", "energy consumption"): a resource, then the word for what is spent.
RESOURCE_WORDS = frozenset(
    """memory computational compute computation computing energy power storage bandwidth
    communication runtime hardware resource resources""".split()
)
SPENT_WORDS = frozenset(
    "footprint footprints overhead overheads consumption usage requirement requirements".split()
)
# Words of game theory: "Markov game", "zero-sum games" are concepts, not environments.
GAME_THEORY_WORDS = frozenset(
    """markov nash stackelberg bayesian zero-sum general-sum two-player n-player
    mean potential cooperative non-cooperative noncooperative signaling signalling
    lewis referential minimax min-max bilinear differentiable stochastic imperfect perfect
    information extensive-form normal-form repeated congestion matrix multiplayer
    role-playing sum player players""".split()
)

# Verbs in -ing that say a task is done, not which ("performing transfer learning"): no task's
# name opens with one (kg.link.task_chunks, kg.extract.relations.stated_tasks).
LIGHT_GERUNDS = frozenset(
    """performing conducting doing using applying making obtaining providing leveraging
    exploiting employing utilizing utilising allowing combining including""".split()
)
