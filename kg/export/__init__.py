"""Export stage: the graph as RDF (N-Triples, Turtle, JSON-LD), GraphML, an Oxigraph store
(:mod:`kg.export.store`) and the offline HTML view (:mod:`kg.export.view`)."""
