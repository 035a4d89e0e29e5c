"""What a guess's split of a position is, group by group, for valuing it (``split_value``):
each group's feedback code, size, weight, lightest and heaviest word, and whether it is two
listed words.  Built with numpy for large positions and in plain lists for small ones,
where numpy's per-call overhead is most of the cost; both give the very same numbers
(sums in numpy's order, ``solver/support/sums.py``)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from solver.support.sums import pairwise_sum, segment_sum

# up to this many words a split is summarised in lists: faster than numpy's dozen calls
IN_LISTS_UNTIL = 32


@dataclass(frozen=True)
class Split:
    """Groups in code order; ``total`` is every word's weight (summed in code order)."""

    total: float
    codes: list[int]
    sizes: list[int]
    weights: list[float]
    lightest: list[float]
    heaviest: list[float]
    pairs: list[bool]  # two words, both listed (each can be played)
    ordered: np.ndarray  # the answers by code (stable: in position order within a group)
    starts: list[int]  # where each group begins in ``ordered``

    def members(self, group: int) -> np.ndarray:
        """The answers in ``group``, in their order in the position."""
        start = self.starts[group]
        return self.ordered[start : start + self.sizes[group]]


def split(answers: np.ndarray, row: np.ndarray, weights: np.ndarray, listed: np.ndarray) -> Split:
    """``answers`` (weighing ``weights``, ``listed`` where the guess list holds them)
    grouped by their codes ``row``."""
    if len(answers) <= IN_LISTS_UNTIL:
        return _in_lists(answers, row.tolist(), weights.tolist(), listed.tolist())
    return _in_arrays(answers, row, weights, listed)


def _in_lists(answers: np.ndarray, codes: list[int], w: list[float], listed: list[bool]) -> Split:
    order = sorted(range(len(codes)), key=codes.__getitem__)  # stable, as numpy's
    by_code = [w[i] for i in order]  # the weights, in code order
    group_codes: list[int] = []
    starts: list[int] = []
    for at, i in enumerate(order):
        if not group_codes or codes[i] != group_codes[-1]:
            group_codes.append(codes[i])
            starts.append(at)
    ends = [*starts[1:], len(order)]
    sizes = [e - s for s, e in zip(starts, ends)]
    return Split(
        total=pairwise_sum(by_code),
        codes=group_codes,
        sizes=sizes,
        weights=[segment_sum(by_code, s, e) for s, e in zip(starts, ends)],
        lightest=[min(by_code[s:e]) for s, e in zip(starts, ends)],
        heaviest=[max(by_code[s:e]) for s, e in zip(starts, ends)],
        pairs=[
            e - s == 2 and listed[order[s]] and listed[order[s + 1]] for s, e in zip(starts, ends)
        ],
        ordered=answers[order],
        starts=starts,
    )


def _in_arrays(
    answers: np.ndarray, row: np.ndarray, weights: np.ndarray, listed: np.ndarray
) -> Split:
    order = np.argsort(row, kind="stable")
    codes, w = row[order], weights[order]
    change = np.empty(len(codes), dtype=bool)
    change[0] = True
    np.not_equal(codes[1:], codes[:-1], out=change[1:])
    starts = np.flatnonzero(change)
    sizes = np.diff(starts, append=len(codes))
    pairs = (sizes == 2) & np.logical_and.reduceat(listed[order], starts)
    return Split(
        total=float(w.sum()),
        codes=codes[starts].tolist(),
        sizes=sizes.tolist(),
        weights=np.add.reduceat(w, starts).tolist(),
        lightest=np.minimum.reduceat(w, starts).tolist(),
        heaviest=np.maximum.reduceat(w, starts).tolist(),
        pairs=pairs.tolist(),
        ordered=answers[order],
        starts=starts.tolist(),
    )
