"""Sums over lists in numpy's order: the same bits as the array reductions they stand for."""

from __future__ import annotations

import numpy as np
import pytest

from solver.support.sums import pairwise_sum, segment_sum


@pytest.mark.parametrize("n", [0, 1, 7, 8, 9, 15, 16, 17, 127, 128, 129, 255, 256, 1000, 2315])
def test_pairwise_sum_is_numpys_sum(n: int) -> None:
    rng = np.random.default_rng(n)
    for _ in range(20):
        # spread over magnitudes, so a sum taken in any other order differs in the last bits
        values = rng.random(n) * 10.0 ** rng.integers(-4, 3, n)
        assert pairwise_sum(values.tolist()) == float(values.sum())


def test_plain_left_to_right_differs_from_it() -> None:
    """Why the order is copied: summing left to right lands elsewhere for many arrays."""
    rng = np.random.default_rng(1)
    differs = 0
    for _ in range(200):
        values = rng.random(12) * 10.0 ** rng.integers(-4, 3, 12)
        plain = 0.0
        for v in values.tolist():
            plain += v
        differs += plain != float(values.sum())
    assert differs > 0


def test_segment_sum_is_reduceats() -> None:
    rng = np.random.default_rng(7)
    for _ in range(300):
        n = int(rng.integers(1, 200))
        values = rng.random(n) * 10.0 ** rng.integers(-4, 3, n)
        starts = np.unique(np.concatenate([[0], rng.integers(0, n, int(rng.integers(0, 8)))]))
        ends = [*starts[1:].tolist(), n]
        got = [segment_sum(values.tolist(), s, e) for s, e in zip(starts.tolist(), ends)]
        assert got == np.add.reduceat(values, starts).tolist()
