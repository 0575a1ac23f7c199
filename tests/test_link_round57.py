"""Round 57: gazetteer aliases that name another thing.

"weight averaging" in the corpus is averaging one model's weights along its training (SWA,
Polyak), not merging separately trained models: it is no alias of "model merging".
"""

from kg.lexicon.gazetteer import load_gazetteer


def test_weight_averaging_is_no_model_merging():
    entry = load_gazetteer().lookup("weight averaging")
    assert entry is None or entry.name != "model merging"


def test_model_soup_still_is_model_merging():
    # guard: the other alias stays
    assert load_gazetteer().lookup("model soup").name == "model merging"
