"""Choosing the guess that minimises the expected number of guesses to finish.

The value of a position is V(S) = 1 + sum over feedback groups S_p (not all-green) of
W(S_p)/W(S) * V(S_p), minimised over guesses, with W the answers' prior weights.  Solving
that exactly means searching every guess at every level, so it is made tractable:

- every guess is first *screened* by a one-step estimate, 1 + sum W_p F(|S_p|) / W, where
  F is a fitted curve of the guesses a group of that size still needs (exact for one and
  two words); that is one vectorised pass over the candidates;
- only the screen's best ``beam`` guesses are searched, ``depth`` levels deep, each child
  position valued the same way and memoised by its candidate set; below the last level F
  stands in for the search;
- small sets are exact: one word costs 1 guess, two cost 1 + w_light/W (play the heavier);
  a candidate that splits the rest into singletons is optimal (nothing beats 1 guess for
  itself and 2 for every other word), and with three words or fewer the best candidate is;
- the game has six rows: a position knows how many guesses are left, and a game that runs
  out costs ``FAIL`` guesses, so the search never trades a lost game for a better mean.

Ties go to guesses that could be the answer, then to the earlier word in the list, so the
same position always gets the same advice.

Every search runs under a ``Deadline``: once it expires, no group is searched further
(each is valued by the curve, exact ones excepted), the beam stops, and the answer is the
best found so far.  What was valued after the deadline is remembered as screen-grade only,
so a later request with time to spare searches it properly.
"""

from __future__ import annotations

import bisect
import copy
import math
from dataclasses import dataclass

import numpy as np

from solver.cache import BoundedCache, nbytes
from solver.curve import FAIL, group_cost_with
from solver.deadline import Deadline
from solver.feedback import all_green, decode
from solver.knowledge import Guess, Knowledge
from solver.rules import ROWS
from solver.scoring import group_sizes, groups_of, letter_split_score
from solver.wordlists import letter_counts

EPS = 1e-9
MEMO_BYTES = 3 << 20  # positions remembered (by the size of their keys), least used first
ALLOWED_BYTES = 12 << 20  # hard mode: guesses still legal after (guess, feedback)
LEAF_SCREEN_LIMIT = 60  # leaves up to this size are valued by a screen, larger ones by F
# Candidates are screened first only in sets small enough for one of them to split the rest
# into singletons (a guess shows at most 3^5 = 243 feedbacks, far fewer in practice).
CANDIDATES_FIRST = 120


@dataclass(frozen=True)
class Choice:
    """One scored guess: its row in the guess list and the expected guesses to finish."""

    guess: int
    value: float
    could_be_answer: bool


@dataclass(frozen=True)
class SearchLimits:
    """How wide and deep the search looks: wider and deeper is better advice, slower."""

    depth: int = 2  # levels searched below the position
    beam: tuple[int, ...] = (16, 8)  # guesses searched at each level, top level first
    screen: int = 2_000_000  # answers x guesses above which the screen shortlists guesses
    shortlist: int = 600  # guesses the letter heuristic keeps when it does
    deep_until: int = 100_000  # positions with more answers are only screened
    endgame: int = 12  # positions with at most this many answers are searched to the end

    def beam_at(self, depth: int) -> int:
        """The beam with ``depth`` levels left to search: level by level from the top, and
        the narrowest in endgames (searched deeper than ``depth``, on small sets)."""
        level = self.depth - depth
        return self.beam[level] if 0 <= level < len(self.beam) else self.beam[-1]


class Strategy:
    """A policy over one universe: a guess list and an answer pool with prior weights.

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
    ) -> None:
        self.table = table_by_answer
        self.guess_codes = guess_codes
        self.answer_rows = np.asarray(answer_rows)  # each answer's row in the guess list, or -1
        n_answers, n_guesses = table_by_answer.shape
        self.weights = np.ones(n_answers) if weights is None else np.asarray(weights, float)
        self.hard = hard
        self.limits = limits or SearchLimits()
        self.length = guess_codes.shape[1]
        self.green = all_green(self.length)
        self.all_guesses = np.arange(n_guesses)
        self.memo_bytes = memo_bytes
        self.memo = self._new_memo()
        self.deadline = Deadline.none()
        sizes = np.arange(n_answers + 1)
        self._costs = {left: group_cost_with(left, sizes) for left in range(3)}
        self._guess_counts = letter_counts(guess_codes) if hard else None
        self._allowed: BoundedCache[tuple[str, int], np.ndarray] = BoundedCache(
            "hard-mode legal guesses", 1 << 20, allowed_bytes, lambda _, v: v.nbytes
        )

    def _new_memo(self) -> BoundedCache[tuple[bytes, bytes, int], tuple[float, float, int]]:
        # a key is the answers' and legal guesses' bytes; the value is three numbers.  Each
        # entry's objects around those bytes take about 400 bytes (measured by tracemalloc).
        return BoundedCache(
            "search memo", 1 << 22, self.memo_bytes, lambda k, _: nbytes(k[0], k[1]) + 400
        )

    def with_limits(self, limits: SearchLimits) -> Strategy:
        """The same universe searched within other limits: tables and scratch space are
        shared, the memo is not (its values depend on the limits)."""
        other = copy.copy(self)
        other.limits = limits
        other.memo = other._new_memo()
        return other

    def _timed(self, deadline: Deadline | None) -> None:
        self.deadline = deadline or Deadline.none()

    # -- public --------------------------------------------------------------------

    def best(
        self,
        answers: np.ndarray,
        legal: np.ndarray | None = None,
        left: int = ROWS,
        deadline: Deadline | None = None,
    ) -> Choice:
        """The guess to play with these answers (indices) left and ``left`` rows to play;
        ``legal`` limits the guesses (hard mode)."""
        answers = np.sort(answers)
        self._timed(deadline)
        value, guess = self.value(answers, legal, left, self.limits.depth)
        if guess < 0:  # out of time before any search: the screen's pick
            return self.ranked(answers, legal, left, 1, deadline)[0]
        return Choice(guess, value, self._is_answer(answers, guess))

    def ranked(
        self,
        answers: np.ndarray,
        legal: np.ndarray | None = None,
        left: int = ROWS,
        top: int = 5,
        deadline: Deadline | None = None,
    ) -> list[Choice]:
        """The best ``top`` guesses, each valued by the same search; past the deadline,
        picks not yet searched keep their screen estimate."""
        self._timed(deadline)
        answers = np.sort(answers)
        guesses, est, exact = self.screen(answers, legal, left)
        order = np.argsort(est, kind="stable")
        if exact or len(answers) > self.limits.deep_until:  # the screen's order it is
            picks = [(int(guesses[k]), float(est[k])) for k in order[:top]]
        else:
            depth, picks = self.limits.depth, []
            searched: list[float] = []  # the values found so far, in order
            for k in order[: max(top, self.limits.beam_at(depth))]:
                g = int(guesses[k])
                if self.deadline.expired():
                    picks.append((g, float(est[k])))
                    continue
                # a pick that cannot beat the top-th value so far cannot be shown: its
                # search stops there (branch and bound; ties are searched to the end)
                bound = searched[top - 1] if len(searched) >= top else math.inf
                v = self.guess_value(answers, legal, left, g, depth - 1, bound)
                if v < math.inf:
                    picks.append((g, v))
                    bisect.insort(searched, v)
        out = [Choice(g, v, self._is_answer(answers, g)) for g, v in picks]
        out.sort(key=lambda c: (round(c.value, 9), not c.could_be_answer, c.guess))
        return out[:top]

    def value_of(
        self,
        answers: np.ndarray,
        legal: np.ndarray | None,
        left: int,
        word: str,
        row: np.ndarray,
        deadline: Deadline | None = None,
    ) -> float:
        """Expected guesses to finish if ``word`` is played here, valued the way ``ranked``
        values its picks (so the two compare).  ``row`` is the word scored against every
        answer of this universe (table order), so the word need not be in the guess list."""
        self._timed(deadline)
        answers = np.sort(answers)
        codes = row[answers]
        is_answer = bool((codes == self.green).any())
        if len(answers) == 1:
            return 1.0 if is_answer else 2.0
        if len(answers) > self.limits.deep_until or self.deadline.expired():
            won = float(self.weights[answers][codes == self.green].sum())
            return float(self._curve(answers, codes[:, None], np.array([won]), left)[0][0])
        return self.split_value(answers, codes, word, legal, left, self.limits.depth - 1, math.inf)

    def word(self, guess: int) -> str:
        return "".join(chr(97 + c) for c in self.guess_codes[guess])

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
        word = self.word(guess) if isinstance(guess, int) else guess
        allowed = self._allowed.get((word, code))
        if allowed is None:
            clue = Knowledge.from_history([Guess(word, decode(code, self.length))], self.length)
            allowed = self._allowed.put(
                (word, code), clue.hard_mode_allows(self.guess_codes, self._guess_counts)
            )
        return allowed if legal is None else legal & allowed

    # -- search --------------------------------------------------------------------

    def value(
        self, answers: np.ndarray, legal: np.ndarray | None, left: int, depth: int
    ) -> tuple[float, int]:
        """(expected guesses to finish, guess to play), searching ``depth`` levels."""
        n = len(answers)
        if left <= 0:
            return FAIL, -1
        w = self.weights[answers]
        if n == 1:
            return 1.0, int(self.answer_rows[answers[0]])
        if n == 2 and (self.answer_rows[answers] >= 0).all():
            heavy = int(np.argmax(w))
            light = float(w.min() / w.sum())
            return 1.0 + light * (FAIL if left == 1 else 1.0), int(self.answer_rows[answers[heavy]])
        key = (answers.tobytes(), b"" if legal is None else np.packbits(legal).tobytes(), left)
        known = self.memo.get(key)
        if known is not None and known[0] >= depth:
            return known[1], known[2]
        if n > self.limits.deep_until:
            depth = min(depth, 1)
        elif n <= self.limits.endgame:
            depth = max(depth, left)
        if (depth <= 0 and n > LEAF_SCREEN_LIMIT) or self.deadline.expired():
            return float(self._costs[min(left, 2)][n]), -1  # the curve, not a screen
        guesses, est, exact = self.screen(answers, legal, left)
        order = np.argsort(est, kind="stable")
        best_value, best_guess = float(est[order[0]]), int(guesses[order[0]])
        if not exact and depth > 0:
            best_value = math.inf
            for g in guesses[order[: self.limits.beam_at(depth)]]:
                if self.deadline.expired() and best_value < math.inf:
                    break
                v = self.guess_value(answers, legal, left, int(g), depth - 1, best_value)
                if v < best_value - EPS or (
                    v < best_value + EPS and self._better_tie(answers, int(g), best_guess)
                ):
                    best_value, best_guess = v, int(g)
        # valued after the deadline: only as good as a screen, whatever depth was asked
        searched = math.inf if exact else (0 if self.deadline.expired() else depth)
        self.memo.put(key, (searched, best_value, best_guess))
        return best_value, best_guess

    def guess_value(
        self,
        answers: np.ndarray,
        legal: np.ndarray | None,
        left: int,
        guess: int,
        depth: int,
        bound: float,
    ) -> float:
        """1 + the weighted values of the groups ``guess`` leaves; inf as soon as it cannot
        beat ``bound``."""
        row = self.table[answers, guess]
        return self.split_value(answers, row, guess, legal, left, depth, bound)

    def split_value(
        self,
        answers: np.ndarray,
        row: np.ndarray,
        guess: int | str,
        legal: np.ndarray | None,
        left: int,
        depth: int,
        bound: float,
    ) -> float:
        """``guess_value`` for a guess given by its codes against ``answers``."""
        total_w = float(self.weights[answers].sum())
        groups = []
        for code, part in groups_of(answers, row):
            if code != self.green:
                w = self.weights[part]
                # the group's lower bound: 1 guess for its heaviest word, 2 for the rest
                floor = (2 * float(w.sum()) - float(w.max())) / total_w
                groups.append((float(w.sum()) / total_w, floor, code, part))
        groups.sort(key=lambda t: -t[0])
        rest = sum(t[1] for t in groups)
        total = 1.0
        for p, floor, code, part in groups:
            rest -= floor
            if total + rest >= bound + EPS:
                return math.inf
            # candidates are always legal, so two words or fewer need no legal set
            after = self.legal_after(legal, guess, code) if len(part) > 2 else legal
            v, _ = self.value(part, after, left - 1, depth)
            total += p * v
        return total

    def screen(
        self, answers: np.ndarray, legal: np.ndarray | None, left: int
    ) -> tuple[np.ndarray, np.ndarray, bool]:
        """Guesses with their one-step estimates of the expected guesses, and whether the
        best estimate is exact.

        The candidates go first: one that splits the rest into singletons is optimal, and
        with three words or fewer so is the best candidate (it always reaches 1 guess for
        itself and 2 for the others).
        """
        n = len(answers)
        rows = self.answer_rows[answers]
        ok = rows >= 0
        if legal is not None:
            ok &= legal[np.maximum(rows, 0)]
        if ok.any() and n <= CANDIDATES_FIRST:
            guesses, est, perfect = self._estimate(answers, rows[ok], left)
            if perfect or (n <= 3 and left > 2):
                return guesses, est, True
        guesses = self.all_guesses if legal is None else np.flatnonzero(legal)
        if n * len(guesses) > self.limits.screen and len(guesses) > self.limits.shortlist:
            guesses = self._shortlist(answers, guesses)
        return self._estimate(answers, guesses, left)

    def _estimate(
        self, answers: np.ndarray, guesses: np.ndarray, left: int
    ) -> tuple[np.ndarray, np.ndarray, bool]:
        """1 + sum over groups of W_p/W * F(size), for each guess; the all-green group is
        the game won and costs nothing.  Also: whether some candidate splits perfectly."""
        rows = self.table[answers][:, guesses]  # (answers, guesses)
        is_answer = self._answer_mask(answers, guesses)
        won = np.where(is_answer >= 0, self.weights[answers][np.maximum(is_answer, 0)], 0.0)
        est, size = self._curve(answers, rows, won, left)
        biggest = np.where(rows == self.green, 0, size).max(axis=0)
        perfect = (biggest <= 1) & (is_answer >= 0)
        if perfect.any() and left >= 2:
            # a candidate splitting the rest into singletons is optimal; the heaviest wins
            best = np.argmin(np.where(perfect, est, np.inf) - EPS * won)
            return guesses[[best]], est[[best]], True
        # ties to possible answers: a hair off their estimate
        return guesses, est - EPS * (is_answer >= 0), False

    # -- helpers -------------------------------------------------------------------

    def _curve(
        self, answers: np.ndarray, rows: np.ndarray, won: np.ndarray, left: int
    ) -> tuple[np.ndarray, np.ndarray]:
        """The screen's estimate for each column of ``rows`` (codes against ``answers``),
        1 + sum over groups of W_p/W * F(size), with the sizes it came from.  ``won`` is the
        weight of the answer each guess is (0 if none): its all-green group costs nothing."""
        w = self.weights[answers]
        size = group_sizes(
            rows, self.green + 1
        )  # size[r, g]: words sharing answer r's group under g
        cost = self._costs[min(left - 1, 2)]
        return 1.0 + (w @ cost[size] - won * cost[1]) / float(w.sum()), size

    def _shortlist(self, answers: np.ndarray, guesses: np.ndarray) -> np.ndarray:
        cand_rows = self.answer_rows[answers]
        score = letter_split_score(
            self.guess_codes[guesses], self.guess_codes[cand_rows[cand_rows >= 0]]
        )
        keep = guesses[np.argsort(-score, kind="stable")[: self.limits.shortlist]]
        playable = np.intersect1d(cand_rows, guesses)
        if len(playable) > self.limits.shortlist:  # many: the heuristic picks among them too
            return keep
        return np.union1d(keep, playable)

    def _answer_mask(self, answers: np.ndarray, guesses: np.ndarray) -> np.ndarray:
        """For each guess, its position among ``answers`` if it is one of them, else -1."""
        pos = np.full(len(self.all_guesses), -1)
        rows = self.answer_rows[answers]
        pos[rows[rows >= 0]] = np.flatnonzero(rows >= 0)
        return pos[guesses]

    def _is_answer(self, answers: np.ndarray, guess: int) -> bool:
        return bool((self.answer_rows[answers] == guess).any())

    def _better_tie(self, answers: np.ndarray, guess: int, incumbent: int) -> bool:
        mine, theirs = self._is_answer(answers, guess), self._is_answer(answers, incumbent)
        return mine > theirs or (mine == theirs and guess < incumbent)
