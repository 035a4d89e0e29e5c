"""The multi-board screen: a one-step estimate of the guesses to finish every board.

With U boards unsolved the game takes U more solving guesses plus the guesses that solve
nothing ("spent").  After a guess, each board's answer lies in one of its feedback groups;
the estimate is

    1 + E[boards left unsolved] + E[worst board's spent guesses] + sum of E[extra]

The boards share every future guess, so what they will spend is mostly the worst board's
(the guesses that settle it settle the others on the way), plus a little for each other
board.  Both curves, by the size of the group a board's answer lands in, were fitted to
what the policy went on to spend over 1,000 self-played Quordle games (least squares on
the sizes at each decision): a board of 2 words costs the worst 0.33, of 100 words 1.1.

The expected worst over every feedback combination is exact for independent boards:
E[max] = sum over steps k of (step k's rise) * (1 - prod over boards of P(size < t_k)), so
each board contributes P(its group is below each step size), and boards multiply.  That
product form is what lets a look-ahead score thousands of combinations at once
(``scenario_values``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from solver.lists.patterns import columns
from solver.lists.scoring import group_sizes, group_sizes_within
from solver.search.curve import FAIL

EPS = 1e-9
# The worst board's spent guesses: a step up at each of these group sizes
SPENT_SIZES = np.array([2, 3, 4, 6, 10, 20, 50, 100, 300, 1000])
SPENT_WORST = np.array([0.33, 0.47, 0.57, 0.63, 0.7, 0.85, 1.0, 1.1, 1.25, 1.45])
SPENT_STEPS = np.diff(SPENT_WORST, prepend=0.0)
# Each board's extra spent guesses by its group's size (log-interpolated)
EXTRA_POINTS = ((1, 0.0), (2, 0.07), (6, 0.18), (20, 0.23), (100, 0.26), (2315, 0.38))


@dataclass(frozen=True)
class Terms:
    """One board's part of the estimate, per guess (columns): the chance the guess solves
    it, its extra spent guesses, P(its group is below each of SPENT_SIZES) (rows), and
    whether the guess is one of its words."""

    solved: np.ndarray
    extra: np.ndarray
    below: np.ndarray
    could: np.ndarray


@dataclass(frozen=True)
class GroupTerms:
    """``Terms`` for each group (rows) one guess splits a board into, over a pool of next
    guesses (columns); plus each group's chance, whether the board is still unsolved in
    it, and the column of its word when it has one word (-1 otherwise)."""

    p: np.ndarray
    alive: np.ndarray
    solved: np.ndarray
    extra: np.ndarray
    below: np.ndarray
    could: np.ndarray
    single: np.ndarray


class Screen:
    """The estimate over one universe: (answers, guesses) pattern codes."""

    def __init__(
        self,
        table_by_answer: np.ndarray,
        answer_rows: np.ndarray,
        green: int,
        table_by_guess: np.ndarray | None = None,
    ):
        self.table = table_by_answer
        self.by_guess = table_by_guess
        self.answer_rows = answer_rows
        self.green = green
        n_answers = table_by_answer.shape[0]
        sizes = np.arange(n_answers + 1)
        self.extra = np.interp(
            np.log(np.maximum(sizes, 1)),
            np.log([n for n, _ in EXTRA_POINTS]),
            [c for _, c in EXTRA_POINTS],
        )
        self.extra[0] = 0.0  # solved
        self.level = np.searchsorted(SPENT_SIZES, sizes, side="right")  # steps reached
        self.levels = len(SPENT_SIZES) + 1

    def estimate(self, boards: Sequence[np.ndarray], guesses: np.ndarray, left: int) -> np.ndarray:
        """The estimate for each of ``guesses`` (rows of the guess list)."""
        return self.combine([self.terms(b, guesses) for b in boards], left)

    def codes(self, board: np.ndarray, guesses: np.ndarray) -> np.ndarray:
        """The board's words against ``guesses`` (words x guesses)."""
        return columns(self.table, self.by_guess, board, guesses)

    def terms(self, board: np.ndarray, guesses: np.ndarray) -> Terms:
        rows = self.codes(board, guesses)
        green = rows == self.green
        size = np.where(green, 0, group_sizes(rows, self.green + 1))
        top = int(self.level[size.max(initial=0)])  # steps past this one are never reached
        cells = self.level[size] + (top + 1) * np.arange(len(guesses))
        counts = np.bincount(cells.ravel(), minlength=(top + 1) * len(guesses))
        counts = counts.reshape(len(guesses), top + 1).T
        return Terms(
            solved=green.sum(axis=0) / len(board),
            extra=self.extra[size].sum(axis=0) / len(board),
            below=np.cumsum(counts[:top], axis=0) / len(board),
            could=green.any(axis=0),
        )

    def combine(self, terms: Sequence[Terms], left: int) -> np.ndarray:
        steps = max(len(t.below) for t in terms)
        below = np.ones((steps, len(terms[0].solved)))
        for t in terms:
            below[: len(t.below)] *= t.below
        est = (
            1.0
            + len(terms)
            - sum(t.solved for t in terms)
            + sum(t.extra for t in terms)
            + SPENT_STEPS[:steps] @ (1.0 - below)
        )
        could = np.logical_or.reduce([t.could for t in terms])
        return out_of_rows(est, left) - EPS * could  # ties to guesses that could win

    def group_terms(
        self,
        board: np.ndarray,
        rows: np.ndarray,
        codes: np.ndarray,
        group: np.ndarray,
        column: dict[int, int],
    ) -> GroupTerms:
        """``terms`` for every group a guess splits ``board`` into, in one pass: a word's
        size under a next guess is that of its (group, code) pair.  ``rows`` is the board
        against the next guesses, ``column`` where each next guess is among them.  The
        group the guess solves is neutral: nothing is left to pay on that board."""
        n_g, width = len(codes), rows.shape[1]
        count = np.bincount(group, minlength=n_g).astype(float)
        green = rows == self.green
        size = np.where(green, 0, group_sizes_within(rows, group, self.green + 1))
        cols = np.arange(width)
        cell = (group[:, None] * width + cols).ravel()
        solved = np.bincount(cell, weights=green.ravel(), minlength=n_g * width)
        solved = solved.reshape(n_g, width)
        extra = np.bincount(cell, weights=self.extra[size].ravel(), minlength=n_g * width)
        top = int(self.level[size.max(initial=0)])  # steps past this one are never reached
        flat = ((group[:, None] * (top + 1) + self.level[size]) * width + cols).ravel()
        hist = np.bincount(flat, minlength=n_g * (top + 1) * width)
        hist = hist.reshape(n_g, top + 1, width)
        below = np.cumsum(hist[:, :top], axis=1) / count[:, None, None]
        done = codes == self.green
        below[done] = 1.0
        single = np.full(n_g, -1)
        for g in np.flatnonzero((count == 1) & ~done):
            single[g] = column[int(self.answer_rows[board[np.argmax(group == g)]])]
        keep = ~done[:, None]
        return GroupTerms(
            p=count / len(board),
            alive=(~done).astype(float),
            solved=np.where(keep, solved / count[:, None], 0.0),
            extra=np.where(keep, extra.reshape(n_g, width) / count[:, None], 0.0),
            below=below,
            could=keep & (solved > 0),
            single=single,
        )

    def scenario_values(
        self, terms: Sequence[GroupTerms], idx: np.ndarray, left: int
    ) -> np.ndarray:
        """For each scenario (a row of ``idx``: one group per board), the best next guess's
        estimate, all at once; a board known to one word must be played first, so then
        only known words count; 0 when every board is solved."""
        width = terms[0].solved.shape[1]
        steps = max(t.below.shape[1] for t in terms)
        below = np.ones((len(idx), steps, width))
        est = np.ones((len(idx), width))
        could = np.zeros(est.shape, dtype=bool)
        alive = np.zeros(len(idx))
        for i, t in enumerate(terms):
            g = idx[:, i]
            below[:, : t.below.shape[1]] *= t.below[g]
            est += t.alive[g][:, None] - t.solved[g] + t.extra[g]
            could |= t.could[g]
            alive += t.alive[g]
        est += np.einsum("l,slp->sp", SPENT_STEPS[:steps], 1.0 - below)
        est = out_of_rows(est, left) - EPS * could
        singles = np.stack([t.single[idx[:, i]] for i, t in enumerate(terms)], axis=1)
        known = singles >= 0
        allowed = np.ones(est.shape, dtype=bool)
        allowed[known.any(axis=1)] = False
        r, c = np.nonzero(known)
        allowed[r, singles[r, c]] = True
        best = np.where(allowed, est, np.inf).min(axis=1)
        return np.where(alive > 0, best, 0.0)


def out_of_rows(est: np.ndarray, left: int) -> np.ndarray:
    """An estimate past the rows left is a likely loss: each guess over costs ``FAIL``."""
    return np.where(est > left, est + FAIL * (est - left), est)
