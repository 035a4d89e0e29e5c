"""Sums of Python floats in numpy's own order, so a sum taken over a list agrees bit for
bit with the same reduction over an array (``ndarray.sum``, ``np.add.reduceat``).

The search keeps small positions in lists (numpy's call overhead outweighs its work on a
few words) and must still reach the very values, ties and order the array code reaches:
an estimate one ulp off can reorder guesses that tie to the last place.
"""

from __future__ import annotations

from collections.abc import Sequence

_BLOCK = 128  # numpy's PW_BLOCKSIZE: past it, the sum splits in two halves
_LANES = 8  # numpy's unrolled accumulators


def pairwise_sum(values: Sequence[float], start: int = 0, stop: int | None = None) -> float:
    """``np.add.reduce`` over ``values[start:stop]`` (numpy's pairwise summation)."""
    stop = len(values) if stop is None else stop
    n = stop - start
    if n < _LANES:
        total = 0.0
        for i in range(start, stop):
            total += values[i]
        return total
    if n <= _BLOCK:
        lanes = list(values[start : start + _LANES])
        i = start + _LANES
        whole = stop - n % _LANES
        while i < whole:
            for j in range(_LANES):
                lanes[j] += values[i + j]
            i += _LANES
        total = ((lanes[0] + lanes[1]) + (lanes[2] + lanes[3])) + (
            (lanes[4] + lanes[5]) + (lanes[6] + lanes[7])
        )
        for k in range(i, stop):
            total += values[k]
        return total
    half = n // 2
    half -= half % _LANES
    return pairwise_sum(values, start, start + half) + pairwise_sum(values, start + half, stop)


def segment_sum(values: Sequence[float], start: int, stop: int) -> float:
    """One segment of ``np.add.reduceat``: its first value, plus the rest's pairwise sum."""
    if stop - start == 1:
        return values[start]
    return values[start] + pairwise_sum(values, start + 1, stop)
