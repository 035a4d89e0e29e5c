"""Group sizes, against a count per column: every path (pairwise, blocks of columns, labels)."""

from __future__ import annotations

import numpy as np
import pytest

from solver.lists.scoring import SIZE_BINS, group_sizes, group_sizes_within


def counted(keys: np.ndarray) -> np.ndarray:
    """Each cell's count among its column's cells: the definition, column by column."""
    size = np.empty(keys.shape, dtype=np.int64)
    for c in range(keys.shape[1]):
        _, inverse, counts = np.unique(keys[:, c], return_inverse=True, return_counts=True)
        size[:, c] = counts[inverse]
    return size


@pytest.mark.parametrize(
    ("words", "guesses", "codes"),
    [
        (10, 3000, 243),  # pairwise
        (40, 3000, 243),  # blocks of columns, many passes
        (300, 50, 243),
        (500, 20, 40_000),  # more codes than a pass's counters: a column a pass
    ],
)
def test_group_sizes_are_the_counts_of_each_column(words: int, guesses: int, codes: int):
    rng = np.random.default_rng(words)
    rows = rng.integers(0, min(codes, 30), (words, guesses)).astype(np.int64)
    rows[:, ::7] *= codes // 30  # codes far apart too
    size = group_sizes(rows, codes)
    assert (size == counted(rows)).all()
    assert np.iinfo(size.dtype).max >= words


def test_a_pass_counts_a_bounded_block_of_columns():
    """Wide arrays are counted in blocks: the answer is the same whatever the block."""
    rng = np.random.default_rng(1)
    rows = rng.integers(0, 243, (60, 3 * SIZE_BINS // 243 + 5)).astype(np.uint8)
    assert (group_sizes(rows, 243) == counted(rows)).all()


def test_sizes_within_labels_are_those_of_label_and_code():
    rng = np.random.default_rng(2)
    rows = rng.integers(0, 20, (700, 40)).astype(np.uint8)
    labels = rng.integers(0, 90, 700)
    labels[:5] = 1000 + np.arange(5)  # words alone under their label
    size = group_sizes_within(rows, labels, 243)
    assert (size == counted(labels[:, None] * 243 + rows)).all()
    assert (size[:5] == 1).all()
