"""F(n), the curve that stands in for a search: the guesses a group of n equally likely
words still needs, and what a game that runs out of rows costs.  The strategy screens every
guess with it and values the leaves below its search by it (solver/search/strategy.py)."""

from __future__ import annotations

import numpy as np

FAIL = 10.0  # what a lost game costs, in guesses

# (group size, expected guesses to solve it) read off the policy tree of the standard
# benchmark, then tuned by hand; F interpolates between them in log-size.
GROUP_COST_POINTS = (
    (1, 1.0),
    (2, 1.5),
    (3, 1.72),
    (4, 1.86),
    (6, 2.04),
    (10, 2.25),
    (20, 2.52),
    (50, 2.86),
    (100, 3.07),
    (250, 3.32),
    (1000, 3.75),
    (3000, 4.1),
    (15000, 4.6),
)


def group_cost(sizes: np.ndarray) -> np.ndarray:
    """F(n): the estimated guesses a group of n equally likely words still needs."""
    xs = np.log([n for n, _ in GROUP_COST_POINTS])
    ys = np.array([c for _, c in GROUP_COST_POINTS])
    return np.interp(np.log(np.maximum(sizes, 1)), xs, ys)


def group_cost_with(left: int, sizes: np.ndarray) -> np.ndarray:
    """F when only ``left`` guesses remain for the group: none means the game is lost, one
    means a single try at one of its words."""
    if left <= 0:
        return np.full(len(sizes), FAIL)
    if left == 1:
        return 1.0 + (1.0 - 1.0 / np.maximum(sizes, 1)) * FAIL
    return group_cost(sizes)
