"""Positions valued in closed form or exactly: the last row, two rows left, and the
bounds that prove a screen's pick optimal."""

from __future__ import annotations

import numpy as np

from solver.search.curve import FAIL
from solver.search.limits import (
    EPS,
    preference,
)
from solver.search.universe import Universe


class Endgames(Universe):
    def _last_try(self, answers: np.ndarray, legal: np.ndarray | None) -> tuple[float, int]:
        """With one row left, a guess wins its own weight if it is a possible answer and
        every other word is lost: play the heaviest playable answer, the first in list
        order among equals (as ``preference`` picks), no screen or search needed.  With
        none playable every guess loses everything; the first legal one is played."""
        rows = self.answer_rows[answers]
        ok = rows >= 0
        if legal is not None:
            ok &= legal[np.maximum(rows, 0)]
        if not ok.any():
            first = self.all_guesses if legal is None else np.flatnonzero(legal)
            return 1.0 + FAIL, int(first[0]) if len(first) else -1
        w = self.weights[answers]
        values = 1.0 + FAIL * (float(w.sum()) - w[ok]) / float(w.sum())
        value, guess = min(
            zip(values.tolist(), rows[ok].tolist(), strict=True),
            key=lambda c: preference(c[0], True, c[1]),
        )
        return value, guess

    def _two_left_exact(self, answers: np.ndarray, left: int) -> bool:
        """Whether ``_two_left`` values this position: two rows left, unequal weights (equal
        ones F already values exactly), and every word playable."""
        return left == 2 and not self.uniform and bool((self.answer_rows[answers] >= 0).all())

    def _two_left(self, answers: np.ndarray, rows: np.ndarray, won: np.ndarray) -> np.ndarray:
        """Each guess's exact value with two rows left, weights unequal: after it, the
        heaviest word of its group is played (a word that fits every feedback is always
        legal, so hard mode changes nothing), and the rest of the group is lost.  That is 1
        + the weight not won now + FAIL x the weight neither row wins, for every guess at
        once.  Words are taken heaviest first; one heads its group under a guess when no
        heavier word shares its feedback (pairwise byte compares: sorting each column's
        codes was ten times slower).  With equal weights F is this already."""
        w = self.weights[answers]
        total = float(w.sum())
        return 1.0 + (total - won + FAIL * (total - won - self.heads(w, rows))) / total

    def _proven(
        self,
        answers: np.ndarray,
        guesses: np.ndarray,
        est: np.ndarray,
        size: np.ndarray,
        won: np.ndarray,
        biggest: np.ndarray,
        left: int,
    ) -> int | None:
        """The guess (its position) whose estimate is its exact value and beats every other
        guess's lower bound, so no search can do better; None if there is none.

        With equal weights and every answer listed, F is exact for groups of one or two
        words and, with one row left after this guess, for any group; and no group of m
        words can cost less than 2 - 1/m guesses (one word first, the rest at least two).
        A guess all of whose groups F values exactly is therefore optimal when its value is
        below every other guess's estimate with 2 - 1/m in place of F."""
        if not self.uniform or (self.answer_rows[answers] < 0).any():
            return None
        exact = (biggest <= 2) | (left <= 2)
        if not exact.any():
            return None
        ranked = np.flatnonzero(exact)
        # preference(): value to 9 places, then a possible answer, then list order
        best = ranked[np.lexsort((guesses[ranked], won[ranked] <= 0, est[ranked].round(9)))[0]]
        if (~exact).any():
            floor = self._expected(self._floors, answers, size[:, ~exact], won[~exact], left)
            if not (floor > est[best] + EPS).all():
                return None
        return int(best)
