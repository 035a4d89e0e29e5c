"""The screen: every guess's one-step estimate of the expected guesses, in one vectorised
pass, and when the best of them is exact."""

from __future__ import annotations

import numpy as np

from solver.lists.patterns import columns
from solver.lists.scoring import letter_split_score
from solver.search.endgames import Endgames
from solver.search.limits import (
    CANDIDATES_FIRST,
    EPS,
)


class Screening(Endgames):
    def screen(
        self,
        answers: np.ndarray,
        legal: np.ndarray | None,
        left: int,
        pool: np.ndarray | None = None,
        best_only: bool = False,
    ) -> tuple[np.ndarray, np.ndarray, bool]:
        """Guesses (the legal ones, or those of ``pool``) with their one-step estimates of
        the expected guesses, and whether the best estimate is exact; with ``best_only``
        (a leaf: only the best is read), possibly just the candidates, when one of them
        beats what any other guess can reach (``_unbeaten``).

        The candidates go first: the heaviest, if it splits the rest into singletons, is
        optimal, and with three words or fewer so is the best candidate (it always reaches 1
        guess for itself and 2 for the others).  With two rows left and unequal weights each
        guess is valued exactly (``_two_left``): a candidate worth 2 or less is optimal (any
        other guess needs a second row for every word), else every legal guess is valued,
        none shortlisted.
        """
        n = len(answers)
        rows = self.answer_rows[answers]
        ok = rows >= 0
        exactly = self._two_left_exact(answers, left)
        if legal is not None:
            ok &= legal[np.maximum(rows, 0)]
        if ok.any() and n <= CANDIDATES_FIRST:
            guesses, est, perfect = self._estimate(answers, np.sort(rows[ok]), left)
            if perfect or (n <= 3 and left > 2) or (exactly and est.min() <= 2.0):
                return guesses, est, True
            if best_only and pool is None and self._unbeaten(answers, est, left):
                return guesses, est, False
        guesses = self.all_guesses if legal is None else np.flatnonzero(legal)
        if pool is not None:
            inside = pool if legal is None else pool[legal[pool]]
            guesses = inside if len(inside) else guesses
        every = pool is None  # every legal guess is estimated: a lower bound over them holds
        if (
            not exactly
            and n * len(guesses) > self.limits.screen
            and len(guesses) > self.limits.shortlist
        ):
            guesses, every = self._shortlist(answers, guesses), False
        return self._estimate(answers, guesses, left, every)

    def position_screen(
        self, answers: np.ndarray, legal: np.ndarray | None, left: int
    ) -> tuple[np.ndarray, np.ndarray, bool]:
        """``screen`` of a request's position, the last one kept: a reply ranks the
        position's guesses, then picks its familiar ones and values them by a look-ahead
        over the same screen's best (solver/engine/familiar.py), three reads of one screen."""
        key = (answers.tobytes(), None if legal is None else legal.tobytes(), left)
        if self._screened is None or self._screened[0] != key:
            self._screened = (key, self.screen(answers, legal, left))
        return self._screened[1]

    def _estimate(
        self, answers: np.ndarray, guesses: np.ndarray, left: int, every: bool = False
    ) -> tuple[np.ndarray, np.ndarray, bool]:
        """1 + sum over groups of W_p/W * F(size), for each guess; the all-green group is
        the game won and costs nothing.  Also whether the best is exact: a candidate that
        splits perfectly, or (``every`` legal guess estimated) one ``_proven`` optimal, or
        one of every legal guess valued exactly (``_two_left``), ordered by ``preference``."""
        rows = columns(self.table, self.by_guess, answers, guesses)  # (answers, guesses)
        at, which = self._answers_among(answers, guesses)
        won = np.zeros(len(guesses))  # the weight each guess wins now
        won[at] = self.weights[answers[which]]
        if self._two_left_exact(answers, left):
            # to 9 places, a possible answer a hair ahead of its equals: with the guesses in
            # list order, the screen's order is then preference()'s
            est = np.round(self._two_left(answers, rows, won), 9)
            est[at] -= EPS / 10
            return guesses, est, every  # the best of them all, or of a few
        est, size = self._curve(answers, rows, won, left)
        biggest = size.max(axis=0)  # the all-green group is one word: never the biggest
        # the heaviest word, splitting the rest into singletons, is optimal: no guess can
        # win more now or need fewer later (a lighter one can be beaten by a heavier one)
        perfect = (biggest <= 1) & (won >= self.weights[answers].max())
        if perfect.any() and left >= 2:
            best = np.argmin(np.where(perfect, est, np.inf) - EPS * won)
            return guesses[[best]], est[[best]], True
        if (
            every
            and left >= 2
            and (proven := self._proven(answers, guesses, est, size, won, biggest, left))
            is not None
        ):
            return guesses[[proven]], est[[proven]], True
        # ties to possible answers: a hair off their estimate
        est[at] -= EPS
        return guesses, est, False

    def _unbeaten(self, answers: np.ndarray, est: np.ndarray, left: int) -> bool:
        """Whether the best of the candidates' estimates ``est`` is also the best of every
        guess's: a guess that cannot be the answer leaves each word at least one more guess
        (1 + the least F of any group), and the candidates win ties.  Not where the full
        screen could prove its pick exact (``_proven``: equal weights; ``_two_left``), which
        the value's memo records."""
        if self.uniform and (self.answer_rows[answers] >= 0).all():
            return False
        if self._two_left_exact(answers, left):
            return False
        cost = self._costs[min(left - 1, 2)][1 : len(answers) + 1]
        return bool(est.min() < 1.0 + float(cost.min()) - EPS / 10)

    def _shortlist(self, answers: np.ndarray, guesses: np.ndarray) -> np.ndarray:
        cand_rows = self.answer_rows[answers]
        score = letter_split_score(
            self.guess_codes[guesses], self.guess_codes[cand_rows[cand_rows >= 0]]
        )
        keep = guesses[np.argsort(-score, kind="stable")[: self.limits.shortlist]]
        screened = np.zeros(len(self.guess_codes), dtype=bool)
        screened[guesses] = True  # a mask, not np.intersect1d: that sorts every guess
        playable = np.unique(cand_rows[(cand_rows >= 0) & screened[np.maximum(cand_rows, 0)]])
        if len(playable) > self.limits.shortlist:  # many: the heuristic picks among them too
            return keep
        return np.union1d(keep, playable)
