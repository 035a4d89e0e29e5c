"""A split summarised in lists (small positions) equals the one summarised with numpy."""

from __future__ import annotations

import numpy as np
import pytest

from solver.search.split import _in_arrays, _in_lists, split


@pytest.mark.parametrize("n", [1, 2, 3, 5, 8, 13, 21, 32, 40])
def test_lists_and_arrays_agree(n: int) -> None:
    rng = np.random.default_rng(n)
    for _ in range(50):
        answers = np.sort(rng.choice(3000, n, replace=False))
        row = rng.integers(0, int(rng.integers(1, 243)), n).astype(np.uint8)
        weights = rng.random(n) * 10.0 ** rng.integers(-3, 1, n)
        listed = rng.random(n) < 0.7
        a = _in_lists(answers, row.tolist(), weights.tolist(), listed.tolist())
        b = _in_arrays(answers, row, weights, listed)
        for field in ("total", "codes", "sizes", "weights", "lightest", "heaviest", "pairs"):
            assert getattr(a, field) == getattr(b, field), field
        for g in range(len(a.codes)):
            assert a.members(g).tolist() == b.members(g).tolist()
            assert (row[np.isin(answers, a.members(g))] == a.codes[g]).all()


def test_groups_are_the_codes_in_order_with_their_words() -> None:
    answers = np.array([10, 11, 12, 13, 14])
    row = np.array([7, 3, 7, 242, 3], dtype=np.uint8)
    s = split(answers, row, np.array([1.0, 0.5, 0.25, 1.0, 0.125]), np.array([True] * 5))
    assert s.codes == [3, 7, 242]
    assert s.sizes == [2, 2, 1]
    assert [s.members(g).tolist() for g in range(3)] == [[11, 14], [10, 12], [13]]
    assert s.weights == [0.625, 1.25, 1.0]
    assert s.lightest == [0.125, 0.25, 1.0] and s.heaviest == [0.5, 1.0, 1.0]
    assert s.pairs == [True, True, False]
    assert s.total == 2.875
