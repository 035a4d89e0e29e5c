"""Which guesses cannot all be true: a small conflicting set, in polynomial time.

Each guess is a mask over the word pool (the words it allows); a set of guesses conflicts
when the AND of its masks is empty.  What users get:

- the **smallest** conflicting set whenever one of at most three guesses exists, found by
  checking every single, pair and triple at once (pair and triple counts are matrix
  products of the masks);
- otherwise a **minimal** set (drop any one guess and the rest can be true), found by
  QuickXplain (Junker 2004), which needs O(k log(n/k)) AND-tests for a set of k among n.

Among equally small sets the latest guesses win (a channel's newest paste is the likeliest
typo): candidates are ordered latest first, and QuickXplain keeps the earliest-ordered
ones it can.  A brute-force search over every subset, which this replaces, is exponential
in the lines pasted.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from solver.support.deadline import Deadline

TRIPLES_LIMIT = 64  # guesses up to which every triple is checked (n^3 / 6 products)


def find_conflict(masks: np.ndarray, deadline: Deadline | None = None) -> list[int]:
    """Indices (ascending) of a conflicting set of rows of ``masks`` (guesses x words), or
    [] when some word satisfies them all."""
    deadline = deadline or Deadline.none()
    n = len(masks)
    if n == 0 or masks.all(axis=0).any():
        return []
    small = smallest_up_to_three(masks, deadline)
    if small is not None:
        return small
    return sorted(quickxplain(masks))


def _latest_first(subsets: Sequence[tuple[int, ...]]) -> list[int]:
    """The subset whose largest index is largest, then the next largest, and so on."""
    return sorted(max(subsets, key=lambda s: sorted(s, reverse=True)))


def smallest_up_to_three(masks: np.ndarray, deadline: Deadline) -> list[int] | None:
    """The smallest conflicting set of at most three guesses, or None if there is none (or
    the deadline came first)."""
    n = len(masks)
    empty = np.flatnonzero(~masks.any(axis=1))
    if len(empty):
        return [int(empty[-1])]
    m = masks.astype(np.float32)
    together = m @ m.T  # words each pair allows; exact in float32 below 2^24 words
    pairs = [(i, j) for i, j in zip(*np.nonzero(together == 0), strict=True) if i < j]
    if pairs:
        return _latest_first([(int(i), int(j)) for i, j in pairs])
    if n < 3 or n > TRIPLES_LIMIT:
        return None
    triples: list[tuple[int, ...]] = []
    for i in range(n - 2):
        if deadline.expired():
            return None
        both = m[i] * m[i + 1 :]  # rows j > i: words allowed by i and j
        counts = both @ m.T  # (j, k): words allowed by i, j and k
        for dj, k in zip(*np.nonzero(counts == 0), strict=True):
            j = i + 1 + int(dj)
            if k > j:
                triples.append((i, j, int(k)))
    return _latest_first(triples) if triples else None


def quickxplain(masks: np.ndarray) -> list[int]:
    """A minimal conflicting set (the rows of ``masks`` conflict as a whole), preferring
    later rows."""
    order = list(range(len(masks) - 1, -1, -1))  # latest first: most preferred
    everything = np.ones(masks.shape[1], dtype=bool)
    return _qx(masks, everything, False, order)


def _qx(masks: np.ndarray, background: np.ndarray, added: bool, rows: list[int]) -> list[int]:
    """Junker's QX: the rows of ``rows`` needed, on top of ``background``, for a conflict.
    ``added``: whether the caller just added something to the background (if that already
    conflicts, nothing more is needed)."""
    if added and not background.any():
        return []
    if len(rows) == 1:
        return rows
    half = len(rows) // 2
    first, second = rows[:half], rows[half:]
    need_second = _qx(masks, background & _all(masks, first), True, second)
    need_first = _qx(masks, background & _all(masks, need_second), bool(need_second), first)
    return need_first + need_second


def _all(masks: np.ndarray, rows: Sequence[int]) -> np.ndarray:
    if not rows:
        return np.ones(masks.shape[1], dtype=bool)
    return np.asarray(masks[list(rows)].all(axis=0))
