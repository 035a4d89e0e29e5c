"""One universe the search plays in: a guess list, an answer pool with prior weights, the
pattern table between them, and what every part of the search asks of it (legal sets,
groups, the curve's estimates).  The state lives here: the memo and the caches."""

from __future__ import annotations

import copy
from typing import Self

import numpy as np

from solver.filtering.knowledge import hard_mode_after
from solver.game.feedback import Guess, all_green, decode
from solver.lists.scoring import group_sizes, groups_of
from solver.lists.wordlists import decode_word, letter_counts
from solver.search.curve import group_cost_with
from solver.search.limits import (
    ALLOWED_BYTES,
    DISTINCT_FROM,
    MEMO_BYTES,
    PAIRS_AT_ONCE,
    SearchLimits,
    distinct_guesses,
)
from solver.search.losses import FewestLosses
from solver.search.traps import Traps
from solver.support.cache import BoundedCache, nbytes
from solver.support.deadline import Deadline


class Universe:
    """The tables and state of one policy (``Strategy`` adds the search on top).

    ``table_by_answer`` is (answers, guesses) pattern codes.  The only state is the memo
    of solved positions, so a walk over the whole decision tree solves each position once.
    """

    def __init__(
        self,
        table_by_answer: np.ndarray,
        guess_codes: np.ndarray,
        answer_rows: np.ndarray,
        weights: np.ndarray | None = None,
        hard: bool = False,
        limits: SearchLimits | None = None,
        memo_bytes: int = MEMO_BYTES,
        allowed_bytes: int = ALLOWED_BYTES,
        table_by_guess: np.ndarray | None = None,
        advisable: np.ndarray | None = None,
    ) -> None:
        """``table_by_guess``: the same table guess-major, where one is at hand (the
        solver's), for reading a shortlist's columns over many answers
        (``patterns.columns``).  ``advisable``: per guess, whether the search may choose
        it (solver/lists/unadvised.py; None: every guess); an answer always may."""
        self.guess_codes = guess_codes
        self.hard = hard
        self.limits = limits or SearchLimits()
        self.length = guess_codes.shape[1]
        self.green = all_green(self.length)
        self.advisable = advisable
        self.memo_bytes = memo_bytes
        self.deadline = Deadline.none()
        self._answers_side(table_by_answer, answer_rows, weights, table_by_guess)
        self._guess_counts = letter_counts(guess_codes) if hard else None
        # hard mode's greens read a place's letters over every guess: in one run each
        self._guess_places = np.ascontiguousarray(guess_codes.T) if hard else None
        self._allowed: BoundedCache[tuple[int | str, int], np.ndarray] = BoundedCache(
            "hard-mode legal guesses", 1 << 20, allowed_bytes, lambda _, v: v.nbytes
        )

    def _answers_side(
        self,
        table_by_answer: np.ndarray,
        answer_rows: np.ndarray,
        weights: np.ndarray | None,
        table_by_guess: np.ndarray | None = None,
    ) -> None:
        """What depends on the answers: their table (guess-major too, if at hand), rows in
        the guess list (-1: none), weights, the curves by their count, and an empty memo."""
        self.table = table_by_answer
        self.by_guess = table_by_guess
        self.answer_rows = np.asarray(answer_rows)
        self.guessable = self._guessable()
        self.all_guesses = np.flatnonzero(self.guessable)
        n_answers = table_by_answer.shape[0]
        self.weights = np.ones(n_answers) if weights is None else np.asarray(weights, float)
        sizes = np.arange(n_answers + 1)
        self._costs = {left: group_cost_with(left, sizes) for left in range(3)}
        # what a group of m words costs at least: one of them first, the others after it
        # (with one row left or none, the cost itself is exact)
        self._floors = {**self._costs, 2: 2.0 - 1.0 / np.maximum(sizes, 1)}
        self.uniform = bool((self.weights == self.weights[0]).all()) if n_answers else True
        self.memo = self._new_memo()
        self._screened: tuple[tuple, tuple[np.ndarray, np.ndarray, bool]] | None = None
        self.traps = Traps(self)
        self.losses = FewestLosses(self, self.memo_bytes // 2)

    def over(
        self, table_by_answer: np.ndarray, answer_rows: np.ndarray, weights: np.ndarray | None
    ) -> Self:
        """The same guesses, mode and limits over other answers (less likely words weighed
        in, per request): what depends on the guesses alone (letter counts, hard-mode legal
        sets) is shared, so a request does not rebuild it."""
        other = copy.copy(self)
        other.deadline = Deadline.none()  # not the last request's: a new one gives its own
        other._answers_side(table_by_answer, answer_rows, weights)
        if not self.hard and len(answer_rows) >= DISTINCT_FROM:
            rows = other.all_guesses  # the first of each set among those it may choose
            among = None if len(rows) == len(self.guess_codes) else rows
            other.all_guesses = rows[distinct_guesses(table_by_answer, among)]
        return other

    def _guessable(self) -> np.ndarray:
        """Per guess, whether the search may choose it: an advisable word, or one of the
        answers it weighs (each must stay winnable)."""
        n = len(self.guess_codes)
        guessable = np.ones(n, bool) if self.advisable is None else self.advisable.copy()
        guessable[self.answer_rows[self.answer_rows >= 0]] = True
        return guessable

    def _new_memo(self) -> BoundedCache[tuple[bytes, bytes, int], tuple[float, float, int]]:
        # a key is the answers' and legal guesses' bytes; the value is three numbers.  Each
        # entry's objects around those bytes take about 400 bytes (as tracemalloc counts them).
        return BoundedCache(
            "search memo", 1 << 22, self.memo_bytes, lambda k, _: nbytes(k[0], k[1]) + 400
        )

    def with_limits(self, limits: SearchLimits) -> Self:
        """The same universe searched within other limits: tables and scratch space are
        shared, the memo is not (its values depend on the limits)."""
        other = copy.copy(self)
        other.deadline = Deadline.none()
        other.limits = limits
        other.memo = other._new_memo()
        other._screened = None  # a screen's shortlist depends on the limits
        other.traps = Traps(other)  # under its own deadline
        other.losses = FewestLosses(other, other.memo_bytes // 2)
        return other

    def _timed(self, deadline: Deadline | None) -> None:
        self.deadline = deadline or Deadline.none()

    def word(self, guess: int) -> str:
        return decode_word(self.guess_codes[guess])

    def children(self, answers: np.ndarray, guess: int) -> list[tuple[int, np.ndarray]]:
        """The feedback groups a guess splits the answers into: (code, answers)."""
        return groups_of(answers, self.table[answers, guess])

    def legal_after(
        self, legal: np.ndarray | None, guess: int | str, code: int
    ) -> np.ndarray | None:
        """Hard mode: the guesses still allowed once ``guess`` (a row, or any word) showed
        ``code``."""
        if not self.hard:
            return None
        allowed = self._allowed.get((guess, code))
        if allowed is None:
            word = self.word(guess) if isinstance(guess, int) else guess
            played = Guess(word, decode(code, self.length))
            allowed = self._allowed.put(
                (guess, code),
                hard_mode_after(played, self.guess_codes, self._guess_counts, self._guess_places),
            )
        return allowed & self.guessable if legal is None else legal & allowed

    def _is_answer(self, answers: np.ndarray, guess: int) -> bool:
        return bool((self.answer_rows[answers] == guess).any())

    def _answers_among(
        self, answers: np.ndarray, guesses: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray]:
        """The guesses that are among ``answers``: their positions in ``guesses`` and in
        ``answers``.  Looked up answer by answer where the guesses are in list order (a
        screen's almost always are), not over the whole guess list."""
        rows = self.answer_rows[answers]
        listed = np.flatnonzero(rows >= 0)
        if len(guesses) and (guesses[1:] > guesses[:-1]).all():
            at = np.minimum(np.searchsorted(guesses, rows[listed]), len(guesses) - 1)
            found = guesses[at] == rows[listed]
            return at[found], listed[found]
        pos = np.full(len(self.guess_codes), -1)
        pos[rows[listed]] = listed
        among = pos[guesses]
        at = np.flatnonzero(among >= 0)
        return at, among[at]

    def _order(self, est: np.ndarray, top: int) -> np.ndarray:
        """The first entries of ``np.argsort(est, kind="stable")``: as many as a search
        here may read (the beam, the look-ahead and its pool, or ``top``), without sorting
        thousands of estimates to read a few of them."""
        k = max(top, self.limits.read)
        if k >= len(est):
            return np.argsort(est, kind="stable")
        threshold = np.partition(est, k - 1)[k - 1]
        near = np.flatnonzero(est <= threshold)  # in list order, so ties keep it
        return near[np.argsort(est[near], kind="stable")][:k]

    def _reach(self, n: int, left: int, depth: int) -> int:
        """How deep a position of ``n`` answers is searched when ``depth`` is asked: not at
        all past ``deep_until`` (the screen's order), to the end of the game in an
        endgame.  ``value`` and ``ranked`` both ask, so /hint's first pick is the guess
        ``best`` plays."""
        if n > self.limits.deep_until:
            return 0
        return max(depth, left) if n <= self.limits.endgame else depth

    def _expected(
        self,
        costs: dict[int, np.ndarray],
        answers: np.ndarray,
        size: np.ndarray,
        won: np.ndarray,
        left: int,
    ) -> np.ndarray:
        """1 + sum over groups of W_p/W * cost(size), per guess, with ``costs`` by the rows
        left after it (F, or its lower bound 2 - 1/m)."""
        w = self.weights[answers]
        cost = costs[min(left - 1, 2)]
        return 1.0 + (w @ cost[size] - won * cost[1]) / float(w.sum())

    def _curve(
        self, answers: np.ndarray, rows: np.ndarray, won: np.ndarray, left: int
    ) -> tuple[np.ndarray, np.ndarray]:
        """The screen's estimate for each column of ``rows`` (codes against ``answers``),
        1 + sum over groups of W_p/W * F(size), with the sizes it came from.  ``won`` is the
        weight of the answer each guess is (0 if none): its all-green group costs nothing."""
        size = group_sizes(rows, self.green + 1)  # size[r, g]: answer r's group under g
        return self._expected(self._costs, answers, size, won, left), size

    def heads(self, w: np.ndarray, rows: np.ndarray) -> np.ndarray:
        """For each column of ``rows`` (codes, words weighing ``w``), the weight of the
        words that head a group other than all-green: no heavier word shares their code."""
        heavy = np.argsort(-w, kind="stable")
        codes = rows[heavy]
        n, width = codes.shape
        if width <= PAIRS_AT_ONCE:  # few guesses (hard mode): every pair in one call
            earlier = np.tri(n, k=-1, dtype=bool)[:, :, None]  # [i, j]: j is heavier than i
            first = ~((codes[:, None, :] == codes[None, :, :]) & earlier).any(axis=1)
        else:
            first = np.ones(codes.shape, dtype=bool)
            differs = np.empty(width, dtype=bool)
            for i in range(1, n):
                for j in range(i):
                    np.not_equal(codes[j], codes[i], out=differs)
                    first[i] &= differs
        return w[heavy] @ (first & (codes != self.green))
