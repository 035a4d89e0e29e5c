"""One-step scores of guesses against a candidate set, for whole blocks of guesses at once.

A guess splits the candidates into groups by the pattern each would show.  With group
sizes c (and n candidates) the expected number left is sum(c^2)/n and the entropy is
log2(n) - sum(c log2 c)/n.  The all-green group is the game won: nothing is left there,
which is what makes a guess that could be the answer worth more than one that can't.
With weights (answer priors) the same sums use each group's weight in place of its size.
"""

from __future__ import annotations

import numpy as np

BINCOUNT_LIMIT = 60_000_000  # rows x codes above which sorting beats a dense histogram


def group_weights(patterns: np.ndarray, weights: np.ndarray | None = None) -> np.ndarray:
    """(rows, n) pattern codes -> (rows, codes) total weight of each pattern group."""
    rows, _ = patterns.shape
    n_codes = int(patterns.max(initial=0)) + 1
    if rows * n_codes > BINCOUNT_LIMIT:
        raise ValueError("too many pattern codes for a dense histogram; use group_sizes")
    flat = patterns.astype(np.int64) + (np.arange(rows, dtype=np.int64) * n_codes)[:, None]
    w = None if weights is None else np.broadcast_to(weights, patterns.shape).ravel()
    hist = np.bincount(flat.ravel(), weights=w, minlength=rows * n_codes)
    return hist.reshape(rows, n_codes)


def _sorted_groups(patterns: np.ndarray, weights: np.ndarray | None) -> tuple[np.ndarray, ...]:
    """Group totals for long codes (many-letter words): sort each row and sum the runs."""
    rows, n = patterns.shape
    order = np.argsort(patterns, axis=1, kind="stable")
    ordered = np.take_along_axis(patterns, order, axis=1)
    starts = np.ones_like(ordered, dtype=bool)
    starts[:, 1:] = ordered[:, 1:] != ordered[:, :-1]
    w = np.ones(n) if weights is None else weights
    wsorted = np.broadcast_to(w, patterns.shape)[np.arange(rows)[:, None], order]
    run_id = np.cumsum(starts.ravel()) - 1
    totals = np.bincount(run_id, weights=wsorted.ravel())
    run_starts = np.flatnonzero(starts.ravel())
    return totals, run_starts // n, ordered.ravel()[run_starts]


def expected_left(
    patterns: np.ndarray, weights: np.ndarray | None = None, solved: int | None = None
) -> np.ndarray:
    """Expected candidates (or weight) left after each guess: sum of w^2 / W over the
    groups, leaving out the ``solved`` (all-green) group."""
    total = patterns.shape[1] if weights is None else float(weights.sum())
    try:
        hist = group_weights(patterns, weights)
        if solved is not None and solved < hist.shape[1]:
            hist[:, solved] = 0
        return (hist**2).sum(axis=1) / total
    except ValueError:
        totals, row, code = _sorted_groups(patterns, weights)
        totals = np.where(code == solved, 0.0, totals)
        return np.bincount(row, weights=totals**2, minlength=len(patterns)) / total


def entropy(patterns: np.ndarray, weights: np.ndarray | None = None) -> np.ndarray:
    """Bits of information each guess is expected to give."""
    total = patterns.shape[1] if weights is None else float(weights.sum())
    try:
        p = group_weights(patterns, weights) / total
        with np.errstate(divide="ignore", invalid="ignore"):
            bits = -np.where(p > 0, p * np.log2(p), 0.0).sum(axis=1)
    except ValueError:
        totals, row, _ = _sorted_groups(patterns, weights)
        p = totals / total
        bits = np.bincount(row, weights=-p * np.log2(p), minlength=len(patterns))
    return np.maximum(bits, 0.0)  # no "-0.00 bits" from rounding


def split_stats(row: np.ndarray, solved: int) -> tuple[int, int, float]:
    """For one guess: number of groups, most words left at worst, chance at most one is left.

    Words left in a group are its size, except the all-green group where the game is won.
    """
    codes, sizes = np.unique(row, return_counts=True)
    left = np.where(codes == solved, 0, sizes)
    n = len(row)
    return len(sizes), int(left.max()), float(sizes[left <= 1].sum() / n) if n else 0.0
