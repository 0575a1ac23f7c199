"""Lexical resources of extraction and linking: the gazetteer of well-known names
(:mod:`kg.lexicon.gazetteer`) and the word lists the rules share."""
