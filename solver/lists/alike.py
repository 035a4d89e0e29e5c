"""Rows alike: which rows of an array hold the same values, found by a number per row.

Guesses that score every answer alike, groups that hold the same words: a search asks
which of many rows are equal.  ``np.unique(..., axis=...)`` answers by sorting the rows
as byte strings, which costs far more than sorting one number per row; here each row's
values are mixed into one number, the numbers sorted, and the rows that share a number
checked value by value, so a collision can never join two rows that differ (they are
then set apart by their bytes)."""

from __future__ import annotations

import numpy as np

from solver.lists.patterns import transposed

# odd multipliers that mix a row's words, eight bytes each, into its key (fixed, so the
# same rows are found alike from run to run)
_MIXERS = np.random.default_rng(20260406).integers(1, 1 << 62, 512, dtype=np.uint64) | 1


def row_keys(words: np.ndarray) -> np.ndarray:
    """One number per row of ``words`` (unsigned 64-bit): alike rows, alike keys."""
    mixers = np.resize(_MIXERS, words.shape[1])
    with np.errstate(over="ignore"):  # wrapping arithmetic: the key is modulo 2**64
        return (words * mixers).sum(axis=1, dtype=np.uint64)


def alike_rows(words: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Of the rows of ``words`` (unsigned 64-bit), the first of each set of equal rows
    (their positions, in the order met) and each row's set (a position in those firsts):
    what ``np.unique(words, axis=0, return_index=True, return_inverse=True)`` says, its
    sets numbered in the order first met rather than by value."""
    _, first, which = np.unique(row_keys(words), return_index=True, return_inverse=True)
    which = which.ravel()
    if not (words == words[first[which]]).all():  # keys collided: bytes decide
        _, first, which = np.unique(words, axis=0, return_index=True, return_inverse=True)
        which = which.ravel()
    met = np.argsort(first)
    renumber = np.empty_like(met)
    renumber[met] = np.arange(len(met))
    return first[met], renumber[which]


def padded_columns(table: np.ndarray, columns: np.ndarray | None = None) -> np.ndarray:
    """``table.T`` (its ``columns`` where given) as whole 64-bit words per row, each row
    zero-padded to a multiple of eight values."""
    rows = transposed(table, columns=columns, width=-(-table.shape[0] // 8) * 8)
    return rows.view(np.uint64)


def alike_columns(table: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``alike_rows`` of ``table``'s columns: the first column of each set of equal
    columns, in the order met, and each column's set."""
    return alike_rows(padded_columns(table))
