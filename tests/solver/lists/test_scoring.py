"""Group sizes and groups, against a count per column: every path (pairwise, blocks of
columns, labels, a stack of groups)."""

from __future__ import annotations

import numpy as np
import pytest

from solver.lists.scoring import (
    FEW_GUESSES,
    MARK_CELLS,
    MOST_BLOCK,
    PAIRWISE_LIMIT,
    SIZE_BINS,
    distinct_codes,
    distinct_per_group,
    group_sizes,
    group_sizes_within,
    groups_of,
    most_distinct_per_group,
    open_groups,
)


def distinct_in_columns(rows: np.ndarray) -> np.ndarray:
    """Each column's count of distinct codes, the definition: its codes in order, one more
    than the places where the next differs (``len(np.unique(column))``, every column at
    once)."""
    ordered = np.sort(rows, axis=0)
    return 1 + (ordered[1:] != ordered[:-1]).sum(axis=0)


def counted(keys: np.ndarray) -> np.ndarray:
    """Each cell's count among its column's cells: the definition, column by column."""
    size = np.empty(keys.shape, dtype=np.int64)
    for c in range(keys.shape[1]):
        _, inverse, counts = np.unique(keys[:, c], return_inverse=True, return_counts=True)
        size[:, c] = counts[inverse]
    return size


def test_the_references_count_of_codes_is_each_columns_unique_codes():
    rng = np.random.default_rng(3)
    for words in (1, 2, 50):
        rows = rng.integers(0, 9, (words, 40)).astype(np.uint8)
        assert distinct_in_columns(rows).tolist() == [len(np.unique(c)) for c in rows.T]


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


@pytest.mark.parametrize("words", [3, 7, PAIRWISE_LIMIT, PAIRWISE_LIMIT + 1, 60])
def test_distinct_codes_count_each_columns_groups(words: int):
    """Pairwise for a few words, sorted past that."""
    rows = np.random.default_rng(words).integers(0, 12, (words, 300)).astype(np.uint8)
    assert (distinct_codes(rows) == [len(np.unique(column)) for column in rows.T]).all()


def test_open_groups_are_each_columns_groups_named_once():
    """Every column's unsolved groups of at least three, as groups_of finds them column by
    column, with each distinct group named once, in the order first met; past 64 words a
    group's identity takes more than one lane."""
    rng = np.random.default_rng(3)
    for words in (9, 70, 130):
        split = rng.integers(0, 5, (words, 40)).astype(np.uint8)
        split[:, 20:] = split[:, :20]  # columns alike: the same groups met again
        column, which, groups = open_groups(split, 4, 3)
        met: list[bytes] = []
        expected = []
        for j in range(split.shape[1]):
            for code, rows in groups_of(np.arange(words), split[:, j]):
                if code != 4 and len(rows) >= 3:
                    if rows.tobytes() not in met:
                        met.append(rows.tobytes())
                    expected.append((j, met.index(rows.tobytes())))
        assert list(zip(column.tolist(), which.tolist(), strict=True)) == expected
        assert [g.tobytes() for g in groups] == met


@pytest.mark.parametrize(
    ("largest", "n_codes"),
    [(4, 243), (PAIRWISE_LIMIT, 243), (PAIRWISE_LIMIT + 6, 243), (40, 256), (40, 729)],
)
def test_distinct_per_group_counts_each_group_on_its_own(largest: int, n_codes: int):
    """Groups side by side, small ones compared in padded blocks of like sizes and larger
    ones marked (five letters' codes) or sorted (six letters' 729): each group's count is
    its own, whatever its neighbours or its padding hold, also where every code of the
    rows' type is in use (256 in a byte)."""
    rng = np.random.default_rng(largest)
    sizes = rng.integers(1, largest + 1, 60)
    sizes[0] = largest
    rows = rng.integers(0, 9, (int(sizes.sum()), 200)).astype(np.min_scalar_type(n_codes - 1))
    rows[rng.random(rows.shape) < 0.3] = n_codes - 1
    starts = np.cumsum(sizes) - sizes
    expected = [
        distinct_in_columns(rows[a : a + n]).tolist() for a, n in zip(starts, sizes, strict=True)
    ]
    assert (distinct_per_group(rows, sizes, n_codes) == expected).all()


def test_many_large_groups_are_counted_guess_by_guess():
    """So many groups of more than PAIRWISE_LIMIT words that a pass of marks holds fewer
    than FEW_GUESSES guesses: the codes are read from a copy turned round, guess by
    guess, and each group's count is still its own."""
    rng = np.random.default_rng(71)
    sizes = rng.integers(PAIRWISE_LIMIT + 1, 3 * PAIRWISE_LIMIT, 120)
    assert MARK_CELLS // (len(sizes) * 243) < FEW_GUESSES
    rows = (rng.integers(0, 243, (int(sizes.sum()), 150)) ** 2 // 243).astype(np.uint8)
    starts = np.cumsum(sizes) - sizes
    expected = [
        distinct_in_columns(rows[a : a + n]).tolist() for a, n in zip(starts, sizes, strict=True)
    ]
    assert (distinct_per_group(rows, sizes, 243) == expected).all()


@pytest.mark.parametrize("words", [12, 300])
def test_each_groups_most_distinct_codes_is_its_best_columns(words: int):
    """Groups (overlapping, of every size, some split into singletons by a column, some
    larger than any column's codes) each get the most codes any column gives them, the
    definition's maximum, though most drop out before the last block of columns."""
    rng = np.random.default_rng(words)
    guesses = 3 * MOST_BLOCK + 5
    rows = (rng.integers(0, 243, (words, guesses)) ** 3 // 243**2).astype(np.uint8)
    rows[:, 7] = np.arange(words) % 243  # splits every group of up to 243 words
    groups = [np.sort(rng.choice(words, size, replace=False)) for size in (1, 2, 5, 9)]
    groups += [
        np.sort(rng.choice(words, int(rng.integers(3, words)), replace=False)) for _ in range(40)
    ]
    groups.append(np.arange(words))
    expected = [distinct_in_columns(rows[g]).max() for g in groups]
    assert (most_distinct_per_group(rows, groups, 243, cells=5_000) == expected).all()
    rows[:, 7] = 0  # no perfect split: each group's count comes from the blocks' maxima
    expected = [distinct_in_columns(rows[g]).max() for g in groups]
    assert (most_distinct_per_group(rows, groups, 243, cells=5_000) == expected).all()


def test_a_group_stays_until_no_column_left_could_give_it_more():
    """Ten words that every column but the last, each giving all the words many codes,
    splits into 8 groups, and the last, giving all the words only 10 codes, into 10:
    the ten are counted until that last column, and get its 10."""
    rng = np.random.default_rng(10)
    rows = rng.integers(0, 243, (300, 2 * MOST_BLOCK + 1)).astype(np.uint8)
    ten = np.arange(10)
    rows[ten, :-1] = (ten % 8)[:, None]
    rows[:, -1] = 0
    rows[ten, -1] = ten
    assert (most_distinct_per_group(rows, [ten], 243) == [10]).all()
