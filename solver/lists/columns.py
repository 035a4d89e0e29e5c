"""Every guess scored against every valid word, kept on disk and read a column at a time.

A request that weighs less likely words needs each one's column (every guess scored
against it).  Scoring them is a large share of a cold ``/hint``, a position brings dozens
no earlier request scored, and an in-memory cache big enough to keep them all would hold
the whole table.  On disk the table is built once (at start-up, block by block) and a
column comes back from the page cache, shared by every process on the machine and counted
in none's RSS.  Where there is no file (a read-only cache folder), columns are scored and
the latest kept (``Columns``).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np

from solver.lists.patterns import code_dtype, pattern_matrix
from solver.lists.wordlists import WordList
from solver.support.cache import BoundedCache
from solver.support.diskcache import RowFile, cache_dir, open_rows, save_blocks

log = logging.getLogger(__name__)

BLOCK_WORDS = 512  # columns scored at once while building (the scratch it needs)
COLUMN_BYTES = 12 << 20  # scored columns of less likely words kept, without a file
PARTIAL_SHARE = 4  # hard mode scores only legal columns while under a quarter are legal


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
        log.debug("built %s in %.1fs", path.name, time.perf_counter() - started)
    return found


class Columns:
    """Less likely words' columns for one guess list: from the file, else scored (and the
    latest kept, as the same words come up request after request)."""

    def __init__(self, guesses: WordList) -> None:
        self.guesses = guesses
        self._file: RowFile | bool | None = False  # False: not looked for yet
        self._kept: BoundedCache[int, np.ndarray] = BoundedCache(
            "less likely columns", 1 << 20, COLUMN_BYTES, lambda _, v: v.nbytes
        )

    def keep(self) -> bool:
        """Build (or find) the file; False if it cannot be written."""
        self._file = column_file(self.guesses, build=True)
        return self._file is not None

    def _stored(self, rows: np.ndarray) -> np.ndarray | None:
        """These words' columns from the file, if there is one (looked for once)."""
        if self._file is False:
            self._file = column_file(self.guesses)
        if not isinstance(self._file, RowFile):
            return None
        try:
            return self._file.rows(rows.tolist())
        except OSError as exc:  # cut short under us: score from now on
            log.warning("cannot read the column file (%s); scoring columns instead", exc)
            self._file = None
            return None

    def of(self, rows: np.ndarray, legal: np.ndarray | None = None) -> np.ndarray:
        """Every guess scored against each of these valid words (words x guesses).  Where
        few guesses are legal (hard mode, past the opening) and there is no file, only they
        are scored, for this position alone."""
        stored = self._stored(rows)
        if stored is not None:
            return stored
        codes = self.guesses.codes
        if legal is not None and legal.sum() * PARTIAL_SHARE < len(legal):
            legal_rows = np.flatnonzero(legal)
            scored = np.zeros((len(rows), len(self.guesses)), dtype=code_dtype(self.guesses.length))
            scored[:, legal_rows] = pattern_matrix(codes[legal_rows], codes[rows]).T
            return scored
        found: dict[int, np.ndarray] = {}
        missing = []
        for r in map(int, rows):
            column = self._kept.get(r)
            if column is None:
                missing.append(r)
            else:
                found[r] = column
        if missing:
            scored = pattern_matrix(codes, codes[missing]).T
            for r, column in zip(missing, scored, strict=True):
                found[r] = self._kept.put(r, np.ascontiguousarray(column))
        return np.stack([found[int(r)] for r in rows])
