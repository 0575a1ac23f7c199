"""Words that say what a paper does with a method it names besides using it.

Regex fragments read by :mod:`kg.extract.relations.uses`:

* :data:`REPLACED_BEFORE`: the paper puts its own thing in the method's place ("we replace X
  with ...", "a drop-in replacement for X", "an alternative to X"): X is a contrast, not used;
* :data:`REPLACING`: "replaced by / with X": X is what takes the place, used;
* :data:`REPLACED_AFTER`: "X is replaced by ...", said after the method;
* :data:`COMPARED_MEASURE`: "(closely) match the accuracy of X": X is compared with;
* :data:`DENIED_USE`: the paper does without X ("without (applying any) X", "does not require
  X", "requires / uses neither X nor Y", "needs no X", "with no X", "not requiring X", "no need for X",
  "dispenses with X", "removes X"; not "with and without X"): X is not used;
* :data:`APPLIED_TO`: what a method applies or carries over to ("is expected to apply to
  more diverse PDE simulations", "generalizes to unseen graph families"): where the paper's
  method goes, a domain, not a method it uses (but "applied to X": X is run, and used);
* :data:`GAIN_OVER`: a gain "over" X, its words apart ("a 4x speedup in search time over X",
  "the superiority of our method over X"): X is compared with, not used;
* :data:`OUTPUT_VERBS`: the paper's model learns or produces X ("our model learns product space
  embeddings"): X is what the paper makes, not a method it uses, when its head is one of
  :data:`PRODUCT_HEADS` ("learn a CNN" trains, and so uses, one);
* :data:`GAIN_VERB_OVER`, :data:`AS_GOOD_AS`, :data:`LIKENED_TO`: "improves (significantly) over
  X", "(twice) as fast as X", "comparable (accuracy) / similar to X", "the same accuracy as X": X is
  compared with;
* :data:`PART_VERBS`: what a proposal is made of, said right after it ("we propose X, which
  combines a Y with a Z"): a Y and a Z the paper names with "a" are parts of X, not used;
* :data:`DOMAIN_AFTER`: a method named as the kind of problem or domain worked in ("on several
  meta-RL *benchmarks*", "the dictionary learning *problem*", "Atari and DMLab *domains*"): it
  names what the paper works on or in, not a method it uses;
* :data:`OUR_NAME`, :data:`KIND_WORDS`: "our X" right before a name no gazetteer knows (nor one
  under a kind word: "our deep boosting algorithm", not "our distillation approach"): the
  paper's own thing, not a method it uses;
* :data:`CONTRIBUTIONS_LISTED`, :data:`CONTRIBUTION_ITEM`: what a contributions sentence lists
  with "a" ("our main contributions include a X ... along with a novel Y"): the paper's own;
* :data:`COMPETES_WITH`: "competes (well) with X": X is compared with;
* :data:`OWN_BEFORE`: the paper's own thing ("the proposed X", "our novel X", "a new X"), when X
  is the whole name (no :data:`KIND_AFTER` noun follows: "a novel X loss" builds on X).
"""

from __future__ import annotations

__all__ = [
    "APPLIED_TO",
    "AS_GOOD_AS",
    "AVOIDED_USE",
    "COMPARED_MEASURE",
    "COMPETES_WITH",
    "CONTRIBUTIONS_LISTED",
    "CONTRIBUTION_ITEM",
    "DENIED_USE",
    "DOMAIN_AFTER",
    "GAIN_OVER",
    "GAIN_VERB_OVER",
    "KIND_AFTER",
    "KIND_WORDS",
    "LIKENED_TO",
    "OUR_NAME",
    "OUTPUT_VERBS",
    "OWN_BEFORE",
    "PART_VERBS",
    "PRODUCT_GAP_WORDS",
    "PRODUCT_HEADS",
    "REPLACED_AFTER",
    "REPLACED_BEFORE",
    "REPLACING",
]

REPLACED_BEFORE = (
    r"replac(?:e|es|ed|ing)\b(?!\s+(?:by|with)\b)"
    r"|(?:drop-in\s+|direct\s+)?replacements?\s+(?:for|of|to)\b"
    r"|alternatives?\s+to\b|substitut(?:e|es|ed|ing)\s+for\b|in place of"
)
COMPARED_MEASURE = (
    r"(?:match|matches|matched|matching|exceed|exceeds|exceeded|exceeding)\s+(?:the\s+)?"
    r"(?:performance|accuracy|accuracies|results?|quality)\s+of"
)
DENIED_USE = (
    r"(?<!\bwith and )(?<!\bwith or )without(?:\s+(?:us|apply|employ|requir|need|rel[yi]|resort|train|any|"
    r"the|an?)\w*(?:\s+(?:on|to|for))?)*"
    r"|(?:do|does|did|need|needs)\s+not\s+(?:use|require|need|rely\s+on|involve|employ)"
    r"|(?:requir(?:e|es|ed|ing)|needs?|involv(?:e|es|ing)|us(?:e|es|ed|ing))\s+(?:neither|no)|with\s+no"
    # "requiring little to no hyperparameter tuning", "with very little tuning": (almost) none
    r"|(?:requir(?:e|es|ed|ing)|needs?|needing|with)\s+(?:very\s+little|close\s+to\s+no|"
    r"little\s+(?:to|or)\s+no|little|minimal)"
    r"|(?:don't|doesn't)\s+(?:use|require|need|rely\s+on|involve|employ)"
    r"|not\s+(?:using|requiring|needing|relying\s+on|involving|employing)"
    r"|no\s+need\s+(?:for|of|to\s+use)|free\s+of|dispens(?:e|es|ed|ing)\s+with"
    r"|eliminat(?:e|es|ed|ing)\s+the\s+need\s+(?:for|of)|obviat(?:e|es|ed|ing)(?:\s+the\s+need\s+for)?"
    r"|remov(?:e|es|ed|ing)"
)
# A method the paper goes without by avoiding it ("avoiding adversarial training", "avoids the
# training of an average strategy network"); only of methods: a task avoided ("avoiding
# catastrophic forgetting") is one the paper addresses.
AVOIDED_USE = (
    r"avoid(?:s|ed|ing)?(?:\s+the\s+(?:(?:use|training)\s+of|need\s+for))?(?:\s+(?:an?|the))?\b"
)
# Only "apply / applies to X" (is relevant to X): a method "applied to VGG and ResNet" is run on
# them, and the paper uses them.
APPLIED_TO = (
    r"(?:appl(?:y|ies)|applicable|generali[sz](?:e|es|ed|ing)|transfer(?:s|red|ring)?"
    r"|carr(?:y|ies|ied)\s+over)\s+to"
)
GAIN_OVER = (
    r"(?:improvements?|gains?|advantages?|superiority|speed-?ups?|boosts?|benefits?)"
    r"\b[^.;:,]{0,60}?\bover"
)
# "improves over X", "improve performance substantially over X" (the noun form is GAIN_OVER's).
GAIN_VERB_OVER = r"improv(?:e|es|ed|ing)\s+(?:[\w-]+\s+){0,2}?over"
# "comparable to X", "similar to X", "akin to X": X is what the paper's thing is measured against
# or likened to, not what it uses.
# What a paper measures itself by against another method ("comparable test accuracies to X").
_MEASURES = (
    r"performance|accurac(?:y|ies)|results|errors?|quality|capabilities|generalization(?:\s+ability)?"
    r"|success\s+rates?|scores?"
)
# "comparable (accuracy) to X", "similar or lower errors to X", "the same accuracy as X".
LIKENED_TO = (
    r"(?:comparable|similar)\s+(?:(?:or\s+)?[\w-]+\s+)?(?:[\w-]+\s+)?(?:"
    + _MEASURES
    + r")\s+(?:to|with)|"
    r"(?:comparable|similar)\s+(?:to|with)|akin\s+to|"
    r"analogous\s+to|(?:the\s+)?same\s+(?:" + _MEASURES + r")\s+"
    r"(?:as|with|to)"
)
# "as fast as X", "twice as accurate as X"; not the conjunctions and conditions ("as well as",
# "as long as", "as soon as", "as far as") nor "such as".
AS_GOOD_AS = r"as\s+(?!(?:well|long|soon|far|such|much|many|follows?|described|shown)\b)[a-z]+\s+as"
# The paper's own: "the proposed X", "our novel X", "a new X" (not "the recently proposed X").
OWN_BEFORE = r"\b(?:the|our|this|these|a|an)\s+(?:newly\s+)?(?:proposed|novel|new)\s+$"
# Verbs that list a proposal's parts after it ("X, which combines / consists of / comprises").
PART_VERBS = (
    r"combin(?:e|es|ing)|consist(?:s|ing)?\s+of|compris(?:e|es|ing)|(?:is\s+)?composed\s+of|"
    r"contain(?:s|ing)?|integrat(?:e|es|ing)|featur(?:e|es|ing)|coupl(?:e|es|ing)"
)
# Nouns after a method that make it name a problem or a place of experiments.
DOMAIN_AFTER = (
    r"\s*(?:\([^()]*\)\s*)?(?:benchmarks?|tasks?|problems?|domains?|environments?|settings?|"
    r"scenarios?)\b"
)
# Kind nouns after a method that make it a modifier of the paper's own thing ("a novel
# curriculum learning *algorithm*", "a new GAN (G) *framework*", "a novel X-based loss").
KIND_AFTER = (
    r"\s*(?:\([^()]*\)\s*)?(?:-?based\b|(?:approach|method|algorithm|loss|model|framework|"
    r"architecture|network|module|layer|scheme|technique|procedure|objective|strategy|"
    r"function|filter|formulation|variant|mechanism|system|block|unit|regularizer|estimator|"
    r"classifier|policy|inequality|lemma|theorem|application|combination|class|family|"
    r"extension|version|generalization)s?\b)"
)
# "our X", "our new X" (not "as our X", a role another thing fills: "we use Tree-LSTM as our
# composition function").
OUR_NAME = r"(?<!\bas )\bour\s+(?:(?:new|novel|proposed|own)\s+)?$"
# Kind words a name may end with ("deep boosting algorithm"): the name before them says whether
# it is a known method the paper builds on.
KIND_WORDS = (
    r"(?:approach|method|algorithm|framework|technique|model|scheme|procedure|architecture|"
    r"network|strategy|system|module|mechanism)(?:s|es)?"
)
# "Our (main) contributions include / are", "the key contribution is": a list of the paper's own.
CONTRIBUTIONS_LISTED = (
    r"\bcontributions?\s*(?:of\s+(?:this|the|our)\s+(?:paper|work)\s+)?"
    r"(?:include|includes|are|is|comprise|comprises|consist\s+of|:)"
)
# An item of that list named with "a": after the verb, a comma, "and", "along with" or an
# enumerator ("(ii)", "2)"), with at most two words between "a" and the name and no preposition
# among them ("a combination of X" lists the combination, not X).
CONTRIBUTION_ITEM = (
    r"(?:\b(?:include|includes|are|is|comprise|comprises|consist\s+of|and|plus|along\s+with|as\s+well\s+as)"
    r"|[,:;]|\(\s*(?:[ivx]+|\d|[a-e])\s*\)|\b\d\))\s*"
    r"(?:(?:first|second|third|finally|also)\s*,?\s*)?an?\s+(?:(?:novel|new)\s+)?"
    r"(?:(?!(?:of|for|in|on|with|to|by|from|and|or|that|which)\b)[\w-]+\s+){0,2}$"
)
COMPETES_WITH = r"compet(?:e|es|ed|ing)\s+(?:[\w-]+\s+){0,2}?with"
REPLACING = r"replac(?:e|es|ed|ing)\s+(?:by|with)"
REPLACED_AFTER = (
    r"(?:is|are|was|were|be|being|get|gets)\s+(?:\w+\s+)?(?:replaced|substituted|superseded)\b"
)
OUTPUT_VERBS = r"learn|learns|produce|produces|producing|output|outputs|outputting"
# Words that may stand between an output verb and what it makes ("learns *compact* X");
# a preposition there makes X no longer the object ("learn *from* X").
PRODUCT_GAP_WORDS = 3
# Heads of what a model learns as its output (not of a model it trains: "learn a CNN").
PRODUCT_HEADS = frozenset(
    """representation representations embedding embeddings vector vectors encoding encodings
    code codes policy policies""".split()
)
