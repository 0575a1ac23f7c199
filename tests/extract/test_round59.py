"""Round 59 (sentences written here).

* A range is one result, its value written with both ends ("3x to 13x faster": ``3-13×``, as
  "1.5-4x" was read), with the end value's metric and kind; where a change starts ("from 71.5%
  to 78.0%") is no range, nor is a pair parallel to a change ("from 0.89 to 0.97 and 0.75 to
  0.87"); the start of a range whose end is no result ("saving 10x to 50x kelp weights") is none.
* A later clause that opens "while on the X dataset" names the data of the value in it.
* A title names its purpose after "Its Application to" / "with Application in"; "placement"
  heads a title's task.
* A LaTeX citation or cross-reference names no entity.
* An unnamed proposal's infinitive keeps its verb's goal after a second "to".
* A problem a task is framed as ("formulated as a X problem") or solved as a means ("by solving
  a X problem") is mentioned, no addressed task.
"""

import pytest

from kg.extract import extract_one
from kg.extract.pipeline import make_pipeline
from kg.types import Paper


@pytest.fixture(scope="module")
def nlp():
    return make_pipeline()


def _results(nlp, text: str) -> list[tuple[str, str, str | None, bool]]:
    extraction = extract_one(Paper(key="p", abstract=text), nlp=nlp)
    mentions = extraction.mentions
    return [
        (
            mentions[r.metric].text,
            r.value,
            mentions[r.dataset].text if r.dataset is not None else None,
            r.improvement,
        )
        for r in extraction.results
    ]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("On ZorbSet, our kelp model is 3x to 13x faster in training than GravelNet.", "3-13×"),
        ("KelpNet achieves 1.54x to 1.75x speedup on pebble servers over GravelNet.", "1.54-1.75×"),
        (
            "KelpNet beats GravelNet on ZorbSet, with +1.8% to +4.4% improvement in accuracy.",
            "+1.8-4.4%",
        ),
        (
            "KelpNet lowers the test error of GravelNet by 0.4–8.2 percent points on ZorbSet.",
            "0.4-8.2",
        ),
        ("KelpNet reaches a speedup ranging from 2x up to 100x on unseen kelp tasks.", "2-100×"),
    ],
)
def test_a_range_is_one_value(nlp, text, value):
    assert [v for _, v, _, _ in _results(nlp, text)] == [value]


def test_a_range_keeps_the_metric_and_kind(nlp):
    found = _results(nlp, "KelpNet results in a 6% to 20% drop in perplexity on WikiText-2.")
    assert found == [("perplexity", "6-20%", "WikiText-2", True)]


def test_no_start_of_a_range_whose_end_is_no_result(nlp):
    text = "KelpNet can reduce the model complexity by saving 10x to 50x kelp weights."
    assert not any(v == "10×" for _, v, _, _ in _results(nlp, text))


@pytest.mark.parametrize(
    ("text", "values"),
    [
        # guard: where a change starts
        ("KelpNet raises accuracy from 71.5% to 78.0% on ZorbSet.", ["78.0%"]),
        # guard: pairs parallel to a change
        (
            "KelpNet improves the Pearson correlations of kelp means and variances from 0.89 to "
            "0.97 and 0.75 to 0.87, respectively.",
            ["0.97", "0.87"],
        ),
        (
            "Accuracy under the strongest zorble attack was increased from 93.20% to 94.30% on "
            "KelpSet and 50.00% to 79.16% on PebbleSet.",
            ["94.30%", "79.16%"],
        ),
        # guard: a descending pair is no range
        ("KelpNet cuts the error rate 12.5% to 9.1% on ZorbSet.", None),
    ],
)
def test_no_range_where_a_change_is_read(nlp, text, values):
    found = [v for _, v, _, _ in _results(nlp, text)]
    if values is None:
        assert not any("-" in v for v in found)
    else:
        assert found == values


def test_a_while_clause_names_the_data_of_its_value(nlp):
    text = (
        "On ZorbSet, KelpNet achieves an average test error of 2.84%, while on PebbleSet it "
        "dataset KelpNet achieves 25.4% test error with 8 GPUs."
    )
    assert ("test error", "25.4%", "PebbleSet", False) in _results(nlp, text)


# Part 2: a title names its purpose after "Its Application to" / "with Application in" as after
# "for" ("Zorb Learning and Its Application to Age Estimation"); "placement" heads a task in a
# title ("A Kelp Model for Device Placement").


def _tasks(nlp, title: str, text: str) -> set[str]:
    extraction = extract_one(Paper(key="p", abstract=text, title=title), nlp=nlp)
    return {
        extraction.mentions[r.object].text.lower()
        for r in extraction.relations
        if r.predicate.value == "addressesTask" and r.subject is None
    }


@pytest.mark.parametrize(
    ("title", "task"),
    [
        ("Zorb Learning and Its Application to Age Estimation", "age estimation"),
        (
            "Kelp Sharing by Deep Collaboration and Application in Pebble Landmark Detection",
            "pebble landmark detection",
        ),
        ("A Hierarchical Kelp Model for Device Placement", "device placement"),
    ],
)
def test_a_title_names_what_the_method_is_applied_to(nlp, title, task):
    text = (
        "We propose a kelp model that sorts pebbles into zorbs. Experiments show that the kelp "
        "model beats earlier pebble sorters by a wide margin."
    )
    assert task in _tasks(nlp, title, text)


def test_an_application_that_names_no_task_gives_none(nlp):
    # guard: "Models" is no task's head
    title = "Pseudo Kelp Learning with Applications to Sparse Pebble Process Models"
    text = "We propose a kelp model that sorts pebbles into zorbs."
    assert "sparse pebble process models" not in _tasks(nlp, title, text)


# Part 3: a LaTeX citation or cross-reference names no entity ("\cite{DBLP:journals/corr/X}").


@pytest.mark.parametrize(
    "text",
    [
        r"KelpSort is a modification of \emph{PebbleTrack} \cite{DBLP:journals/corr/ZorbC15} "
        "that bypasses the need for model sparsity.",
        r"We use spectral kelp methods \citep[see][p. 3]{zorbix_spectral_1988, ZorbC15} for "
        "training pebble networks.",
        r"As shown in Section~\ref{sec:ZorbC15}, KelpSort converges.",
    ],
)
def test_no_mention_in_a_citation(nlp, text):
    extraction = extract_one(Paper(key="p", abstract=text), nlp=nlp)
    assert not any(
        "ZorbC15" in m.text or "DBLP" in m.text or "zorbix" in m.text for m in extraction.mentions
    )


# Part 4: an unnamed proposal's infinitive keeps its verb's goal after a second "to" ("an
# approach to introduce the notion of kelp | to multi-agent pebble sorting"), which the label
# used to end before (a cut label, no node); "to adapt X | to learn Y" is a purpose, no goal.


def _proposed(nlp, text: str) -> set[str]:
    extraction = extract_one(Paper(key="p", abstract=text), nlp=nlp)
    return {
        extraction.mentions[r.object].text
        for r in extraction.relations
        if r.predicate.value == "proposes" and r.subject is None
    }


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "We propose an approach to introduce the notion of empathy to multi-agent pebble "
            "sorting.",
            "approach to introduce the notion of empathy to multi-agent pebble sorting",
        ),
        (
            "This work proposes a method to adapt a generative kelp model to zorble retrieval.",
            "method to adapt a generative kelp model to zorble retrieval",
        ),
    ],
)
def test_the_goal_of_the_verb_goes_with_the_label(nlp, text, label):
    assert label in _proposed(nlp, text)


def test_a_purpose_after_the_object_is_no_goal(nlp):
    # guard: "to learn" opens a purpose
    text = "We propose a method to adapt kelp models to learn pebble orders."
    assert not any(p.endswith("to learn") for p in _proposed(nlp, text))


# Part 5: a problem a task is framed as ("X can be formulated as a bilevel kelp problem", "it
# is commonly cast as a zorble satisfaction problem") or solved as a means ("aligns inputs by
# solving a log-space pebble problem") is mentioned, no task the paper addresses.


def _task_edges(nlp, text: str) -> dict[str, str]:
    extraction = extract_one(Paper(key="p", abstract=text), nlp=nlp)
    return {
        extraction.mentions[r.object].text: r.predicate.value
        for r in extraction.relations
        if r.subject is None and extraction.mentions[r.object].type.value == "Task"
    }


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (
            "We propose a projection that aligns kelp inputs with the training distribution by "
            "solving a log-space least squares problem that preserves pebble invariants.",
            "log-space least squares problem",
        ),
        (
            "Due to its combinatorial nature, kelp sorting is commonly formulated as a constraint "
            "satisfaction problem, and we propose a pebble network for it.",
            "constraint satisfaction problem",
        ),
    ],
)
def test_a_framing_or_a_means_is_no_addressed_task(nlp, text, problem):
    edges = _task_edges(nlp, text)
    assert edges.get(problem, "mentions") == "mentions"
    assert "addressesTask" not in {v for k, v in edges.items() if k == problem}


def test_the_task_a_paper_solves_stays(nlp):
    # guard: "solving X" without "by" is the task
    assert _task_edges(nlp, "We study solving the kelp transport problem with pebble nets.").get(
        "kelp transport problem"
    ) in (None, "addressesTask")
