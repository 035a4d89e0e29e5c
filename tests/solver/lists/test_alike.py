"""Rows alike by key: the same sets as numpy's sorting of whole rows, numbered in the
order first met, and a collision of keys never joins rows that differ."""

from __future__ import annotations

import numpy as np
import pytest

from solver.lists import alike
from solver.lists.alike import alike_columns, alike_rows


def numpy_sets(rows: np.ndarray) -> list[list[int]]:
    """Each set of equal rows as its positions, the sets by their first position: what
    ``np.unique`` over whole rows finds, written out here without the code under test."""
    _, which = np.unique(rows, axis=0, return_inverse=True)
    sets: dict[int, list[int]] = {}
    for position, k in enumerate(which.ravel().tolist()):
        sets.setdefault(k, []).append(position)
    return sorted(sets.values())


def sets_of(first: np.ndarray, which: np.ndarray) -> list[list[int]]:
    return [np.flatnonzero(which == k).tolist() for k in range(len(first))]


@pytest.mark.parametrize("seed", range(6))
def test_the_sets_are_numpys_in_the_order_first_met(seed: int) -> None:
    rng = np.random.default_rng(seed)
    rows = rng.integers(0, 3, (int(rng.integers(1, 300)), int(rng.integers(1, 4))))
    first, which = alike_rows(rows.astype(np.uint64))
    assert sets_of(first, which) == numpy_sets(rows)
    assert first.tolist() == [members[0] for members in numpy_sets(rows)]


def test_colliding_keys_never_join_rows_that_differ(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every row keyed alike: the rows decide, and the answer is the same."""
    rows = np.random.default_rng(7).integers(0, 2, (200, 2)).astype(np.uint64)
    keyed = alike_rows(rows)
    monkeypatch.setattr(alike, "row_keys", lambda words: np.zeros(len(words), np.uint64))
    collided = alike_rows(rows)
    assert [a.tolist() for a in collided] == [a.tolist() for a in keyed]
    assert sets_of(*collided) == numpy_sets(rows)


@pytest.mark.parametrize("dtype", [np.uint8, np.uint16])
def test_columns_alike_whatever_the_codes_width(dtype: type) -> None:
    """A table's columns (a guess's codes against every answer), one or two bytes a code,
    any count of rows (padded to whole words)."""
    rng = np.random.default_rng(3)
    table: np.ndarray = rng.integers(0, 3, (13, 400)).astype(dtype)
    first, which = alike_columns(table)
    assert sets_of(first, which) == numpy_sets(table.T)
    assert (table[:, first][:, which] == table).all()
