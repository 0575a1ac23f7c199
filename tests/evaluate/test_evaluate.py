"""kg.evaluate: gold readers, scoring functions on hand-built values, a real run and the CLI.

The fixture files in ``tests/data/eval`` are invented documents in the SciERC and SciER
layouts (no SciERC or SciER text is copied here). Expected figures are worked out by hand
in the comments next to them.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from kg.cli import cli
from kg.errors import InputError
from kg.evaluate import Score, evaluate, format_report, read_gold, report_to_json
from kg.evaluate._gold import GoldArg, GoldDocument, GoldMention, GoldRelation
from kg.evaluate._predict import PredictedDocument, PredictedEntity, predict_documents
from kg.evaluate._scheme import SCHEMES, normalise
from kg.evaluate._score import score_document
from kg.link import link
from kg.types import (
    NESTED_TASK_EXTRACTOR,
    EntityType,
    Evidence,
    Extraction,
    Mention,
    Paper,
    Predicate,
    Relation,
)

DATA = Path(__file__).resolve().parents[1] / "data" / "eval"
SCIERC = SCHEMES["scierc"]
SCIER = SCHEMES["scier"]


def invoke(*args: str | Path) -> Result:
    try:
        runner = CliRunner(mix_stderr=False)  # type: ignore[call-arg]
    except TypeError:  # click >= 8.2 keeps them apart anyway
        runner = CliRunner()
    return runner.invoke(cli, [str(a) for a in args], catch_exceptions=False, prog_name="kg")


def mention(text: str, surface: str, label: str, nth: int = 0) -> GoldMention:
    start = -1
    for _ in range(nth + 1):
        start = text.index(surface, start + 1)
    return GoldMention(start, start + len(surface), label, surface)


def entity(
    type_: str | None, *surfaces: str, spans: tuple[tuple[int, int], ...] = ((0, 0),)
) -> PredictedEntity:
    keys = frozenset(normalise(s) for s in surfaces)
    return PredictedEntity(type_, keys, keys, frozenset(spans))


# ----------------------------------------------------------------------------- readers


def test_scierc_text_offsets_and_clusters() -> None:
    fmt, docs = read_gold(DATA / "scierc.json", gold_format="scierc")
    assert fmt == "scierc" and [d.key for d in docs] == ["INVENTED_A", "INVENTED_B", "INVENTED_C"]
    first = docs[0]
    # Tokens joined by single spaces, PTB brackets undone, offsets from the same tokens.
    assert first.text.startswith(
        "We propose FooNet, a convolutional neural network (CNN) for image"
    )
    assert all(d.text[m.start : m.end] == m.text for d in docs for m in d.mentions)
    assert [(m.text, m.label) for m in first.mentions][:3] == [
        ("FooNet", "Method"),
        ("convolutional neural network", "Method"),
        ("CNN", "Method"),
    ]
    assert (
        GoldRelation("COMPARE", GoldArg("Method", "FooNet"), GoldArg("Method", "ResNet"))
        in first.relations
    )
    coref = [(r.head.text, r.tail.text) for r in first.relations if r.kind == "Coref"]
    assert coref == [("FooNet", "FooNet"), ("convolutional neural network", "CNN")]
    assert first.source.endswith("scierc.json line 1")


def test_scier_llm_groups_sentences_and_locates_every_occurrence() -> None:
    fmt, docs = read_gold(DATA / "scier.llm.jsonl", gold_format="scier")
    assert fmt == "scier-llm" and [d.key for d in docs] == ["INVENTED_D", "INVENTED_E"]
    d, e = docs
    # INVENTED_D's third sentence comes after INVENTED_E in the file: still joined in order.
    assert d.text.endswith("on the Cora benchmark. Cora is a citation network.")
    # "CNNs" occurs three times; the one inside "Deep CNNs" belongs to the longer mention.
    assert e.text == "Deep CNNs and shallow CNNs are compared; CNNs win."
    assert [(m.text, m.start) for m in e.mentions] == [("CNNs", 22), ("CNNs", 41), ("Deep CNNs", 0)]
    assert e.unlocated == 1  # "Transformer" is not in the sentence


def test_scier_plm_and_llm_give_the_same_document() -> None:
    _, (llm, _) = read_gold(DATA / "scier.llm.jsonl", gold_format="scier")
    fmt, (plm,) = read_gold(DATA / "scier.plm.jsonl", gold_format="scier")
    assert fmt == "scier-plm"
    assert plm.text == llm.text
    assert sorted(plm.mentions) == sorted(llm.mentions)
    assert sorted(plm.relations) == sorted(llm.relations)


def test_limit_keeps_the_first_documents() -> None:
    assert [d.key for d in read_gold(DATA / "scierc.json", gold_format="scierc", limit=2)[1]] == [
        "INVENTED_A",
        "INVENTED_B",
    ]
    assert [
        d.key for d in read_gold(DATA / "scier.llm.jsonl", gold_format="scier", limit=1)[1]
    ] == ["INVENTED_D"]


def test_missing_key_names_file_and_line() -> None:
    with pytest.raises(
        InputError,
        match=r"malformed\.json line 2: no 'ner' key \(found: clusters, doc_key, relations, sentences\)",
    ):
        read_gold(DATA / "malformed.json", gold_format="scierc")


@pytest.mark.parametrize(
    ("content", "fmt", "message"),
    [
        ('{"doc_key": "x"\n', "scierc", r"line 1: not valid JSON"),
        ("[1, 2]\n", "scierc", r"line 1: expected a JSON object, found list"),
        (
            '{"doc_key": "x", "sentences": [["a"]], "ner": [[[0, 3, "Task"]]]}\n',
            "scierc",
            r"line 1: malformed SciERC record \(token span \[0, 3\] outside",
        ),
        (
            '\n{"doc_id": "x", "sentence": "a b", "ner": [["a"]], "rel": []}\n',
            "scier",
            r"line 2: malformed SciER LLM record",
        ),
        ('{"doc_id": "x", "sentence": "a b", "ner": []}\n', "scier", r"line 1: no 'rel' key"),
        ('{"id": "x"}\n', "scier", r"line 1: neither a SciER LLM record"),
        ("", "scierc", r"no records"),
    ],
)
def test_malformed_records(tmp_path: Path, content: str, fmt: str, message: str) -> None:
    path = tmp_path / "gold.jsonl"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(InputError, match=message):
        read_gold(path, gold_format=fmt)


def test_unknown_format_is_an_input_error() -> None:
    with pytest.raises(InputError, match="unknown gold format 'conll'"):
        read_gold(DATA / "scierc.json", gold_format="conll")


# ----------------------------------------------------------------------------- scoring


def test_score_arithmetic() -> None:
    score = Score(predicted=4, gold=8, correct=2, found=2) + Score(
        predicted=1, gold=0, correct=1, found=0
    )
    assert (score.precision, score.recall) == (3 / 5, 2 / 8)
    assert score.f1 == pytest.approx(2 * 0.6 * 0.25 / 0.85)
    assert (Score().precision, Score().recall, Score().f1) == (0.0, 0.0, 0.0)


TEXT = "Our method uses BERT and a CNN for text classification on SST-2 ; it beats LSTM ."


def gold_doc() -> GoldDocument:
    return GoldDocument(
        key="t",
        source="test",
        text=TEXT,
        mentions=(
            mention(TEXT, "Our method", "Generic"),
            mention(TEXT, "BERT", "Method"),
            mention(TEXT, "CNN", "Method"),
            mention(TEXT, "text classification", "Task"),
            mention(TEXT, "SST-2", "Material"),
            mention(TEXT, "it", "Generic"),
            mention(TEXT, "LSTM", "Method"),
        ),
        relations=(
            GoldRelation("COMPARE", GoldArg("Method", "BERT"), GoldArg("Method", "LSTM")),
            GoldRelation(
                "EVALUATE-FOR", GoldArg("Material", "SST-2"), GoldArg("Generic", "Our method")
            ),
            GoldRelation("Coref", GoldArg("Generic", "Our method"), GoldArg("Generic", "it")),
        ),
    )


def span(surface: str, type_: str, nth: int = 0) -> tuple[int, int, str]:
    found = mention(TEXT, surface, "", nth)
    return (found.start, found.end, type_)


def test_mention_level_exact_typed_spans_and_generic_spans() -> None:
    predicted = PredictedDocument(
        mentions=frozenset(
            {
                span("Our method", "Method"),  # exactly a Generic span: dropped
                span("BERT", "Method"),  # correct
                span("a CNN", "Method"),  # boundary error: FP and the gold CNN is a FN
                span("text classification", "Concept"),  # type error: FP Concept, FN Task
                span("SST-2", "Dataset"),  # correct (Material -> Dataset)
            }
        ),
    )
    scores = score_document(gold_doc(), predicted, scheme=SCIERC)
    # Gold (scored): BERT, CNN, LSTM (Method), text classification (Task), SST-2 (Dataset).
    assert scores.mentions["Method"] == Score(predicted=2, gold=3, correct=1, found=1)
    assert scores.mentions["Task"] == Score(predicted=0, gold=1, correct=0, found=0)
    assert scores.mentions["Concept"] == Score(predicted=1, gold=0, correct=0, found=0)
    assert scores.mentions["Dataset"] == Score(predicted=1, gold=1, correct=1, found=1)
    micro = sum(scores.mentions.values(), Score())
    assert (micro.precision, micro.recall) == (2 / 4, 2 / 5)
    assert scores.untyped == Score(predicted=4, gold=5, correct=3, found=3)
    assert scores.dropped_generic == 1


def test_document_level_matches_any_name_one_to_one() -> None:
    gold = GoldDocument(
        key="t",
        source="test",
        text=TEXT,
        mentions=gold_doc().mentions,
        relations=(GoldRelation("Coref", GoldArg("Method", "CNN"), GoldArg("Method", "LSTM")),),
    )
    predicted = PredictedDocument(
        entities=(
            # Ours may match several gold entities; the one-to-one matching pairs this one with
            # {bert} and the next one (through "LSTMs") with {cnn, lstm}.
            entity("Method", "BERT", "CNNs"),
            entity("Method", "LSTM networks", "LSTMs"),
            entity("Dataset", "SST-2 dataset"),  # qualifier stripped: matches SST-2
            entity("Task", "sentiment analysis"),  # not in the gold
            entity(
                "Concept", "Our method", spans=(span("Our method", "")[:2],)
            ),  # only on a Generic span: dropped
        ),
    )
    scores = score_document(gold, predicted, scheme=SCIERC)
    # Gold entities: Method {bert}, Method {cnn, lstm} (coreference), Task, Dataset.
    assert scores.entities["Method"] == Score(predicted=2, gold=2, correct=2, found=2)
    assert scores.entities["Dataset"] == Score(predicted=1, gold=1, correct=1, found=1)
    assert scores.entities["Task"] == Score(predicted=1, gold=1, correct=0, found=0)
    assert scores.entities["Concept"] == Score()


def test_one_entity_of_ours_for_two_gold_entities_is_credited_once() -> None:
    predicted = PredictedDocument(entities=(entity("Method", "BERT", "CNN", "LSTM"),))
    scores = score_document(gold_doc(), predicted, scheme=SCIERC)
    assert scores.entities["Method"] == Score(predicted=1, gold=3, correct=1, found=1)


def test_relations_order_insensitive_and_evaluates_on() -> None:
    predicted = PredictedDocument(
        entities=(
            entity("Method", "LSTMs"),
            entity("Method", "BERT"),
            entity("Dataset", "SST-2"),
            entity("Method", "CNN"),
        ),
        compares=frozenset(
            {(0, 1), (1, 3)}
        ),  # LSTM-BERT (gold has BERT-LSTM) and BERT-CNN (not gold)
        evaluates_on=frozenset({2}),
    )
    scores = score_document(gold_doc(), predicted, scheme=SCIERC)
    assert scores.relations["comparesWith"] == Score(predicted=2, gold=1, correct=1, found=1)
    assert scores.relations["evaluatesOn"] == Score(predicted=1, gold=1, correct=1, found=1)


def test_linking_pairs() -> None:
    text = "Convolutional neural networks ( CNNs ) and RNNs ; CNN models beat recurrent networks ."
    gold = GoldDocument(
        key="t",
        source="test",
        text=text,
        mentions=(
            mention(text, "Convolutional neural networks", "Method"),
            mention(text, "CNNs", "Method"),
            mention(text, "RNNs", "Method"),
            mention(text, "CNN models", "Method"),
            mention(text, "recurrent networks", "Method"),
        ),
        relations=(
            GoldRelation(
                "Synonym-Of",
                GoldArg("Method", "CNNs"),
                GoldArg("Method", "Convolutional neural networks"),
            ),
            GoldRelation(
                "Synonym-Of", GoldArg("Method", "RNNs"), GoldArg("Method", "recurrent networks")
            ),
        ),
    )
    predicted = PredictedDocument(
        entities=(
            # Recalls cnn ~ convolutional neural network; its merged pairs: (cnn, cnn model) is
            # wrong, (cnn, convolutional...) right; "CNN architecture" is no gold mention: not judged.
            entity(
                "Method", "Convolutional neural networks", "CNNs", "CNN models", "CNN architecture"
            ),
            entity("Method", "RNNs"),
            entity("Method", "recurrent networks"),
        ),
    )
    scores = score_document(gold, predicted, scheme=SCIER)
    # Our pairs among gold keys: {cnn, convolutional neural network}, {cnn, cnn model},
    # {convolutional neural network, cnn model}: one of three correct; one of two gold pairs found.
    assert scores.linking == Score(predicted=3, gold=2, correct=1, found=1)


def test_linking_credits_one_name_written_with_and_without_spaces() -> None:
    """A merge of "Word Net" and "WordNet" (the gold tokenisation splits words) is no error;
    a merge of two different names that gold does not link still is."""
    text = "Word Net and WordNet differ from Wiki Data ; WordNet beats Wiki Data ."
    gold = GoldDocument(
        key="t",
        source="test",
        text=text,
        mentions=(
            mention(text, "Word Net", "Dataset"),
            mention(text, "WordNet", "Dataset"),
            mention(text, "Wiki Data", "Dataset"),
        ),
        relations=(),
    )
    predicted = PredictedDocument(entities=(entity("Dataset", "Word Net", "WordNet", "Wiki Data"),))
    scores = score_document(gold, predicted, scheme=SCIER)
    # Pairs: {word net, wordnet} one name; {word net, wiki data}, {wordnet, wiki data} wrong.
    assert scores.linking == Score(predicted=3, gold=0, correct=1, found=0)


def test_predictions_from_the_linker() -> None:
    text = "Our method FooNet . FooNet beats ResNet on CIFAR-10 ; code at https://x.org/foo ."
    paper = Paper(key="p", abstract=text)

    def m(surface: str, etype: EntityType, nth: int = 0) -> Mention:
        found = mention(text, surface, "", nth)
        return Mention(surface, found.start, found.end, etype, "test", 0.9)

    mentions = (
        m("FooNet", EntityType.METHOD),
        m("FooNet", EntityType.METHOD, 1),
        m("ResNet", EntityType.MODEL),
        m("CIFAR-10", EntityType.BENCHMARK),
        m("https://x.org/foo", EntityType.CODE_REPOSITORY),
        m("Our method", EntityType.METHOD),  # a generic phrase: the linker rejects it
    )
    evidence = Evidence("p", text, 0, len(text), "test", 0.9)
    relations = (
        Relation(Predicate.COMPARES_WITH, 1, 2, evidence),
        Relation(Predicate.COMPARES_WITH, None, 2, evidence),  # paper -> method: not Method-Method
        Relation(Predicate.EVALUATES_ON, None, 3, evidence),
    )
    predicted = predict_documents(link([Extraction(paper, mentions, relations)]), scheme=SCIERC)[
        "p"
    ]
    assert predicted.rejected == 1 and predicted.unscored == 1
    expected = {
        (x.start, x.end, "Dataset" if x.type is EntityType.BENCHMARK else "Method")
        for x in mentions[:4]
    }
    assert predicted.mentions == expected
    by_key = {next(iter(e.mention_keys)): i for i, e in enumerate(predicted.entities)}
    assert set(by_key) == {"foonet", "resnet", "cifar 10", "https x org foo"}
    assert predicted.entities[by_key["foonet"]].spans == {
        (mentions[0].start, mentions[0].end),
        (mentions[1].start, mentions[1].end),
    }
    assert predicted.entities[by_key["https x org foo"]].type is None
    assert predicted.compares == {tuple(sorted((by_key["foonet"], by_key["resnet"])))}
    assert predicted.evaluates_on == {by_key["cifar 10"]}


def test_a_task_read_inside_a_longer_mention_is_an_entity_not_a_span() -> None:
    text = "Kites use reinforcement learning algorithms ."
    paper = Paper(key="p", abstract=text)
    outer = mention(text, "reinforcement learning algorithms", "")
    inner = mention(text, "reinforcement learning", "")
    mentions = (
        Mention(outer.text, outer.start, outer.end, EntityType.METHOD, "ner", 0.9),
        Mention(inner.text, inner.start, inner.end, EntityType.TASK, NESTED_TASK_EXTRACTOR, 0.9),
    )
    predicted = predict_documents(link([Extraction(paper, mentions, ())]), scheme=SCIERC)["p"]
    assert predicted.mentions == {(outer.start, outer.end, "Method")}
    assert predicted.nested == 1 and predicted.unscored == 0
    assert "Task" in {e.type for e in predicted.entities}


def test_definitions_are_one_span_where_the_scheme_says_so() -> None:
    text = "We use hidden Markov models ( HMM ) and CNN ( convolutional nets ) ."
    paper = Paper(key="p", abstract=text)
    long = mention(text, "hidden Markov models", "", 0)
    short = mention(text, "HMM", "", 0)
    mentions = (
        Mention(
            long.text,
            long.start,
            long.end,
            EntityType.METHOD,
            "acronym.long",
            0.8,
            short_form="HMM",
        ),
        Mention(
            short.text,
            short.start,
            short.end,
            EntityType.METHOD,
            "acronym.short",
            0.8,
            long_form=long.text,
        ),
        Mention("CNN", text.index("CNN"), text.index("CNN") + 3, EntityType.METHOD, "name", 0.8),
    )
    linked = link([Extraction(paper, mentions)])
    joined = (long.start, text.index(")") + 1, "Method")
    cnn = (text.index("CNN"), text.index("CNN") + 3, "Method")
    assert predict_documents(linked, scheme=SCIERC)["p"].mentions == {joined, cnn}
    assert predict_documents(linked, scheme=SCIER)["p"].mentions == {
        (long.start, long.end, "Method"),
        (short.start, short.end, "Method"),
        cnn,
    }


# ----------------------------------------------------------------------------- a real run


@pytest.fixture(scope="module")
def scierc_report():
    return evaluate(DATA / "scierc.json", gold_format="scierc")


def test_real_pipeline_on_invented_scierc_documents(scierc_report) -> None:
    report = scierc_report
    # Per document, what kg finds (gazetteer, acronyms, name finder) against the gold:
    # A: 6 of 8 mentions right: the gold annotates "convolutional neural network" and "CNN"
    # apart, while the SciERC scheme scores a definition as one span (definition_spans), so
    # our joined "convolutional neural network ( CNN )" misses both (one error, two misses).
    # B: "attention mechanism" is a Concept to us, a Method in the gold (type error); we find
    # "WMT14" where the gold has "WMT14 dataset" (boundary error); "machine translation" and
    # "BLEU" right; the two Generic spans are ignored. C: all 6 right.
    assert report.documents == 3
    assert report.micro == Score(predicted=17, gold=18, correct=14, found=14)
    assert report.per_type["Method"] == Score(predicted=8, gold=10, correct=7, found=7)
    assert report.per_type["Dataset"] == Score(predicted=3, gold=3, correct=2, found=2)
    assert report.untyped == Score(predicted=17, gold=18, correct=15, found=15)
    # Entities: 6 + 4 + 5 of ours, 6 + 4 + 5 gold; only "attention mechanism" misses (typed).
    # "WMT14" matches "WMT14 dataset" here: the qualifier is stripped from both.
    assert report.doc == Score(predicted=15, gold=15, correct=14, found=14)
    # FooNet-ResNet and BarGAN-StyleGAN; we also say the paper evaluates on ImageNet.
    assert report.relations["comparesWith"] == Score(predicted=2, gold=2, correct=2, found=2)
    assert report.relations["evaluatesOn"] == Score(predicted=3, gold=2, correct=2, found=2)
    # "convolutional neural network" ~ "CNN" (a coreference cluster) is the only gold pair.
    assert report.linking == Score(predicted=1, gold=1, correct=1, found=1)
    assert report.mentions["dropped_generic"] == 0 and report.mentions["gold"] == 18


def test_table_is_aligned(scierc_report) -> None:
    table = format_report(scierc_report).splitlines()
    rows = table[3:]
    assert rows[0].split() == ["level", "type", "P", "R", "F1", "ours", "gold", "correct", "found"]
    assert "mention   micro         0.824  0.778  0.800    17    18       14     14" in rows
    assert len({len(row) for row in rows}) == 1  # numbers right-aligned to one width
    assert json.loads(report_to_json(scierc_report))["micro"]["f1"] == 0.8


# ----------------------------------------------------------------------------- CLI


@pytest.mark.slow
@pytest.mark.parametrize("name", ["scierc.json", "scier.llm.jsonl", "scier.plm.jsonl"])
def test_cli_json(name: str) -> None:
    fmt = "scierc" if name == "scierc.json" else "scier"
    result = invoke("eval", DATA / name, "--format", fmt, "--json")
    assert result.exit_code == 0, result.output
    payload = json.loads(result.stdout)
    assert {"micro", "doc", "per_type", "relations", "linking", "documents", "mentions"} <= set(
        payload
    )
    scores = [payload["micro"], payload["doc"], payload["linking"], *payload["relations"].values()]
    scores += [level for by_level in payload["per_type"].values() for level in by_level.values()]
    for score in scores:
        assert all(0.0 <= score[key] <= 1.0 for key in ("precision", "recall", "f1"))
    assert payload["micro"]["f1"] > 0.5
    assert set(payload["per_type"]) == (
        {"Method", "Task", "Dataset", "Metric", "Concept"}
        if fmt == "scierc"
        else {"Method", "Task", "Dataset"}
    )
    assert (
        payload["format"]
        == {
            "scierc.json": "scierc",
            "scier.llm.jsonl": "scier-llm",
            "scier.plm.jsonl": "scier-plm",
        }[name]
    )


@pytest.mark.slow
def test_cli_table_and_limit() -> None:
    result = invoke("eval", DATA / "scierc.json", "--format", "scierc", "--limit", "1")
    assert result.exit_code == 0
    assert "(scierc, 1 documents)" in result.stdout
    assert "mention   micro         0.857  0.750  0.800" in result.stdout


def test_cli_malformed_file() -> None:
    result = invoke("eval", DATA / "malformed.json", "--format", "scierc")
    assert result.exit_code == 1
    assert "Error: " in result.stderr and "malformed.json line 2: no 'ner' key" in result.stderr


def test_cli_help_has_an_example() -> None:
    result = invoke("eval", "--help")
    assert result.exit_code == 0
    assert "Example: kg eval" in result.output


def test_evaluation_links_with_the_gazetteer_of_the_given_pipeline(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Regression: kg eval with a custom pipeline linked with the shipped gazetteer."""
    import kg.evaluate
    from kg.extract.pipeline import make_pipeline, pipeline_gazetteer

    path = tmp_path / "gazetteer.tsv"
    path.write_text(
        "name\ttype\taliases\tsource\nZorblax\tMethod\tZorb Quux Network\tgeneral\n",
        encoding="utf-8",
    )
    nlp = make_pipeline(gazetteer_path=str(path), tagger=False)
    assert pipeline_gazetteer(nlp).lookup("Zorb Quux Network").name == "Zorblax"
    assert pipeline_gazetteer(None) is None
    used = []
    real_link = kg.evaluate.link

    def spy(extractions, *, gazetteer=None):  # noqa: ANN001, ANN202
        used.append(gazetteer)
        return real_link(extractions, gazetteer=gazetteer)

    monkeypatch.setattr(kg.evaluate, "link", spy)
    kg.evaluate.evaluate(DATA / "scierc.json", gold_format="scierc", nlp=nlp, limit=1)
    assert used == [pipeline_gazetteer(nlp)]
