"""Export stage: the graph as RDF, GraphML, an Oxigraph store and the offline HTML view.

One mapping from the graph to RDF (:mod:`kg.export.triples`) and its renderings:
:mod:`kg.export.turtle` and :mod:`kg.export.ntriples` (fast, straight to text),
:mod:`kg.export.rdf` (``to_rdf``, an ``rdflib.Graph``) and :mod:`kg.export.jsonld` over it;
:mod:`kg.export.load` reads RDF back. Beside them :mod:`kg.export.graphml`,
:mod:`kg.export.store` (Oxigraph, loaded from the N-Triples) and :mod:`kg.export.view`.
"""
