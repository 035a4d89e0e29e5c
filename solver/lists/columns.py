"""Every guess scored against every valid word, kept on disk and read a column at a time.

A request that weighs less likely words needs each one's column (every guess scored
against it).  Scoring one costs about 0.25 ms, and a third position brings 40-60 words no
earlier request scored, so a cold ``/hint`` spent 10-25 ms of its 50 ms there, and an
in-memory cache big enough to keep them all would hold 220 MB.  On disk the whole table is
built in about 2 s (at start-up, block by block) and a column comes back from the page
cache in microseconds, shared by every process on the machine and counted in none's RSS.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np

from solver.lists.patterns import code_dtype, pattern_matrix
from solver.lists.wordlists import WordList
from solver.support.diskcache import RowFile, cache_dir, open_rows, save_blocks

log = logging.getLogger(__name__)

BLOCK_WORDS = 512  # columns scored at once while building: 7.6 MB of scratch


def _path_and_shape(guesses: WordList) -> tuple[Path, tuple[int, int], np.dtype]:
    path = cache_dir() / f"columns-{guesses.digest}.npy"
    return path, (len(guesses), len(guesses)), np.dtype(code_dtype(guesses.length))


def _columns(guesses: WordList) -> Iterator[np.ndarray]:
    """Row w of the file: every guess scored against valid word w (so row = column)."""
    for start in range(0, len(guesses), BLOCK_WORDS):
        yield pattern_matrix(guesses.codes, guesses.codes[start : start + BLOCK_WORDS]).T


def column_file(guesses: WordList, build: bool = False) -> RowFile | None:
    """The columns of every valid word on disk; with ``build``, written first when missing
    (None if it cannot be, e.g. a read-only cache folder: callers then score columns)."""
    path, shape, dtype = _path_and_shape(guesses)
    found = open_rows(path, shape, dtype)
    if found is None and build:
        started = time.perf_counter()
        save_blocks(path, shape, dtype, _columns(guesses))
        found = open_rows(path, shape, dtype)
        log.info("built %s in %.1fs", path.name, time.perf_counter() - started)
    return found
