"""Lexical resources of extraction and linking, in one place.

* :mod:`kg.lexicon.gazetteer`: the gazetteer of well-known names;
* :mod:`kg.lexicon.words`: the word lists the mention rules, the noun-phrase finder and the
  linker share (generic heads, leading words, qualifiers, head-type words, ...);
* :mod:`kg.lexicon.wordclass`: the word classes of English (WordNet), for the phrase rules;
* :mod:`kg.lexicon.cues`: the cue words of the relation rules.
"""
