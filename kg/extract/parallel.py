"""Extraction on several processes (one machine) or on a Dask cluster (many machines).

Extraction is the expensive stage (about 10 ms per abstract) and each paper is extracted on its
own, so it parallelises by chunks of papers; linking is corpus-wide and runs once, on all the
results sorted by paper key. The output is therefore identical whatever the worker count.

* :func:`extract_parallel` runs chunks in ``workers`` processes of this machine, each with its
  own spaCy pipeline (built once per process, about half a second).
* :func:`extract_dask` sends chunks to the workers of a ``dask.distributed`` scheduler (the
  ``dask`` extra: ``pip install "kg[dask]"``). Papers travel as JSON Lines shards and come back
  as JSON Lines shards of extraction values (:mod:`kg.extract.cache`), stamped with the workers'
  pipeline version, which must equal the client's.

Example:
    >>> extractions = extract_parallel(papers, workers=4)  # doctest: +SKIP
    >>> extractions = extract_dask(papers, address="tcp://scheduler:8786")  # doctest: +SKIP
"""

from __future__ import annotations

import functools
import logging
import multiprocessing
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from spacy.language import Language

from kg.errors import KGError
from kg.extract import extract
from kg.extract.cache import (
    decode_extractions,
    decode_papers,
    encode_extractions,
    encode_papers,
    pipeline_stamp,
)
from kg.types import Extraction, Paper

__all__ = ["DEFAULT_CHUNK_SIZE", "extract_dask", "extract_parallel"]

logger = logging.getLogger(__name__)

DEFAULT_CHUNK_SIZE = 128
_PLUGIN = "kg-pipeline"


def _chunks(papers: Sequence[Paper], size: int) -> list[Sequence[Paper]]:
    return [papers[i : i + size] for i in range(0, len(papers), size)]


def _tapered_chunks(papers: Sequence[Paper], size: int, workers: int) -> list[Sequence[Paper]]:
    """Chunks of ``size``, smaller towards the end (a quarter of what is left per worker, at
    least 16 papers), so that the workers finish together instead of one waiting on the
    other's last full chunk."""
    chunks, start = [], 0
    while start < len(papers):
        left = len(papers) - start
        step = max(1, min(size, max(16, -(-left // (4 * workers)))))
        chunks.append(papers[start : start + step])
        start += step
    return chunks


@functools.cache
def _process_pipeline() -> Language:
    """This worker process's pipeline, built on first use and kept for the process's life."""
    from kg.extract.pipeline import make_pipeline

    return make_pipeline()


def _extract_chunk(papers: Sequence[Paper]) -> list[Extraction]:
    return list(extract(papers, nlp=_process_pipeline()))


def extract_parallel(
    papers: Sequence[Paper],
    *,
    workers: int,
    chunk_size: int = DEFAULT_CHUNK_SIZE,
    progress: Callable[[int], None] | None = None,
) -> list[Extraction]:
    """Extract papers in ``workers`` processes with kg's default pipeline, in input order.

    Args:
        papers: The papers.
        workers: Number of processes (1 extracts in this process).
        chunk_size: Papers per task (at most; small inputs are split evenly over the workers).
        progress: Called with the number of papers of each finished chunk.

    Raises:
        KGError: ``workers`` is less than 1.
    """
    if workers < 1:
        raise KGError(f"--workers must be at least 1, not {workers}")
    # Small inputs are spread over every worker; large ones go in chunks of chunk_size.
    chunk_size = max(1, min(chunk_size, -(-len(papers) // workers)))
    if workers == 1 or len(papers) <= 1:
        extractions = []
        for chunk in _chunks(papers, chunk_size):
            extractions += _extract_chunk(chunk)
            if progress is not None:
                progress(len(chunk))
        return extractions
    # "spawn": a fresh interpreter per worker, safe whatever threads this process runs.
    context = multiprocessing.get_context("spawn")
    extractions = []
    with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
        for result in pool.map(_extract_chunk, _tapered_chunks(papers, chunk_size, workers)):
            extractions += result
            if progress is not None:
                progress(len(result))
    return extractions


# ---------------------------------------------------------------------------- Dask


def _dask_extract_shard(shard: bytes) -> tuple[str, bytes]:
    """Task run on a Dask worker: papers as JSON Lines in, extractions as JSON Lines out."""
    from distributed import get_worker

    plugin = get_worker().plugins.get(_PLUGIN)
    nlp = plugin.nlp if plugin is not None else _process_pipeline()  # type: ignore[attr-defined]
    return pipeline_stamp(), encode_extractions(extract(decode_papers(shard), nlp=nlp))


def _pipeline_plugin() -> Any:
    """A worker plugin that builds the pipeline once on each Dask worker."""
    from distributed.diagnostics.plugin import WorkerPlugin

    class PipelinePlugin(WorkerPlugin):  # type: ignore[misc]
        name = _PLUGIN

        def setup(self, worker: Any) -> None:
            from kg.extract.pipeline import make_pipeline

            self.nlp = make_pipeline()

    return PipelinePlugin()


def extract_dask(
    papers: Sequence[Paper],
    *,
    address: str,
    chunk_size: int = 512,
    progress: Callable[[int], None] | None = None,
    connect_timeout: float = 30.0,
) -> list[Extraction]:
    """Extract papers on the workers of a Dask scheduler, in input order.

    Every worker needs kg installed (the same version as here: results are refused otherwise).

    Args:
        papers: The papers.
        address: The scheduler, e.g. ``tcp://10.0.0.5:8786``.
        chunk_size: Papers per task (a shard).
        progress: Called with the number of papers of each finished shard.
        connect_timeout: Seconds to wait for the scheduler.

    Raises:
        KGError: Dask is not installed, the scheduler cannot be reached, a task failed, or a
            worker runs another extraction pipeline.
    """
    try:
        from distributed import Client, as_completed
    except ImportError as e:
        raise KGError('--dask needs dask.distributed: pip install "kg[dask]"') from e
    chunk_size = max(1, min(chunk_size, -(-len(papers) // 4)))  # small inputs: several shards
    shards = [encode_papers(chunk) for chunk in _chunks(papers, chunk_size)]
    results: list[list[Extraction]] = [[] for _ in shards]
    try:
        client = Client(address, set_as_default=False, timeout=f"{connect_timeout}s")
    except (OSError, TimeoutError) as e:
        raise KGError(f"cannot reach the Dask scheduler at {address}: {e}; is it running?") from e
    try:
        client.register_plugin(_pipeline_plugin(), name=_PLUGIN)
        futures = client.map(_dask_extract_shard, shards, pure=False)
        index = {future.key: i for i, future in enumerate(futures)}
        for future, (stamp, data) in as_completed(futures, loop=client.loop, with_results=True):
            i = index[future.key]
            if stamp != pipeline_stamp():
                raise KGError(
                    f"a Dask worker runs another kg extraction pipeline (stamp {stamp}, here "
                    f"{pipeline_stamp()}); install the same kg version on every worker"
                )
            results[i] = decode_extractions(data, where=f"Dask shard {i + 1}")
            if progress is not None:
                progress(len(results[i]))
    except KGError:
        raise
    except Exception as e:  # a task's own exception, re-raised by Dask on the client
        raise KGError(f"extraction failed on the Dask cluster at {address}: {e}") from e
    finally:
        client.close()
    return [extraction for shard in results for extraction in shard]
