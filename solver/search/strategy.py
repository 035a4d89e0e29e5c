"""Choosing the guess that minimises the expected number of guesses to finish.

The value of a position is V(S) = 1 + sum over feedback groups S_p (not all-green) of
W(S_p)/W(S) * V(S_p), minimised over guesses, with W the answers' prior weights.  Solving
that exactly means searching every guess at every level, so it is made tractable:

- every guess is first *screened* by a one-step estimate, 1 + sum W_p F(|S_p|) / W, where
  F is a fitted curve of the guesses a group of that size still needs (exact for one and
  two words); that is one vectorised pass over the candidates;
- F judges a group by its size alone, so a guess whose groups are awkward in shape (one
  big group the next guess splits cleanly) can rank a hundred places below its true one.
  So in positions of middling size the screen's best ``rank`` guesses are *looked ahead*:
  each valued by its groups' own screens (over the position's best ``rank_pool``
  guesses), one level deeper than F, cut as soon as it cannot make the beam; this is
  what finds SALET 8,122 in hard mode, with CRUMP ranked 126th by the screen;
- only the best ``beam`` guesses are then searched, ``depth`` levels deep, each child
  position valued the same way and memoised by its candidate set; below the last level F
  stands in for the search;
- small sets are exact: one word costs 1 guess, two cost 1 + w_light/W (play the heavier);
  a candidate that splits the rest into singletons is optimal (nothing beats 1 guess for
  itself and 2 for every other word), and with three words or fewer the best candidate is;
- the game has six rows: a position knows how many guesses are left, and a game that runs
  out costs ``FAIL`` guesses, so the search never trades a lost game for a better mean;
- hard mode's families (_ATED, _O_ER) lose words three levels below where they are
  decided, where F sees nothing wrong: wherever F or a screen stands in for a search, the
  words a trap check (solver/search/traps.py) finds lost are added at ``FAIL`` each, and where the
  search's own plan loses a word that the check's plan saves, that plan's first guess and
  the screen's next ``RESCUE_WIDEN`` are searched too.

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
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from typing import NamedTuple

import numpy as np

from solver.filtering.knowledge import hard_mode_after
from solver.game.feedback import Guess, all_green, decode
from solver.game.rules import ROWS
from solver.lists.scoring import group_sizes, groups_of, letter_split_score
from solver.lists.wordlists import letter_counts
from solver.search.curve import FAIL, group_cost_with
from solver.search.traps import RESCUE_WIDEN, Traps
from solver.support.cache import BoundedCache, nbytes, position_key
from solver.support.deadline import Deadline

EPS = 1e-9
MEMO_BYTES = 3 << 20  # positions remembered (by the size of their keys), least used first
ALLOWED_BYTES = 12 << 20  # hard mode: guesses still legal after (guess, feedback)
LEAF_SCREEN_LIMIT = 60  # leaves up to this size are valued by a screen, larger ones by F
# Candidates are screened first only in sets small enough for one of them to split the rest
# into singletons (a guess shows at most 3^5 = 243 feedbacks, far fewer in practice).
CANDIDATES_FIRST = 120
# a request's universe of this many words or more screens one guess per set of alike ones
DISTINCT_FROM = 20
# valuing two rows left, up to this many guesses every pair of words is compared in one
# call (measured: faster up to about a thousand, a pair at a time beyond)
PAIRS_AT_ONCE = 1024
FEW_COLUMNS = 1024  # up to this many guesses, a screen gathers their columns alone


def preference(value: float, could_be_answer: bool, guess: int) -> tuple[float, bool, int]:
    """How guesses are ordered wherever the policy picks: by value (to 9 places, so sums
    taken in another order still tie), then a possible answer first, then list order."""
    return round(value, 9), not could_be_answer, guess


@dataclass(frozen=True)
class Choice:
    """One scored guess: its row in the guess list and the expected guesses to finish."""

    guess: int
    value: float
    could_be_answer: bool


class Glance(NamedTuple):
    """One look-ahead's state: the guesses it screens groups with, and the groups it has
    valued (many guesses leave the same group)."""

    pool: np.ndarray
    seen: dict[tuple[bytes, bytes, int], float]


@dataclass(frozen=True)
class SearchLimits:
    """How wide and deep the search looks: wider and deeper is better advice, slower."""

    depth: int = 2  # levels searched below the position
    beam: tuple[int, ...] = (16, 8)  # guesses searched at each level, top level first
    screen: int = 2_000_000  # answers x guesses above which the screen shortlists guesses
    shortlist: int = 600  # guesses the letter heuristic keeps when it does
    deep_until: int = 100_000  # positions with more answers are only screened
    endgame: int = 12  # positions with at most this many answers are searched to the end
    # guesses looked ahead before the beam is chosen, top level first (none: the screen's
    # order), in positions larger than an endgame and up to ``rank_until`` answers
    rank: tuple[int, ...] = (150, 48)
    rank_until: int = 500
    rank_pool: int = 300  # guesses a look-ahead screens each group with
    # where a look-ahead chose the top level's beam, the screen's best this many are
    # searched too: groups that screen well can rank a better guess out of the beam
    # (TARSE BBBBB on the NYT's 2023 list: GUILD, 938, lost to BUILD, 940).  Not in hard
    # mode, where the screen's favourites are a family's own words and its look-ahead
    # sees families through the trap check (measured: 2.5 s more on the standard hard
    # bench, no figure changed)
    kept: int = 12
    # the most guesses a ranking lists: its top level searches at least this many, however
    # few it is asked for, so the first pick is the same whether one or ten are asked
    listed: int = 10

    def beam_at(self, depth: int) -> int:
        """The beam with ``depth`` levels left to search: level by level from the top, and
        the narrowest in endgames (searched deeper than ``depth``, on small sets)."""
        return _at_level(self.beam, self.depth - depth)

    def rank_at(self, depth: int, size: int) -> int:
        """Guesses to look ahead at with ``depth`` levels left, in a position of ``size``
        answers (0: rank by the screen alone)."""
        if not self.rank or not self.endgame < size <= self.rank_until:
            return 0
        return _at_level(self.rank, self.depth - depth)

    @property
    def checks_traps(self) -> bool:
        """Whether hard mode's trap check (solver/search/traps.py) runs: in the exact search,
        the one with a look-ahead (the bench, the opening book), not in a request's narrow
        one, whose latency goals leave it no room (measured: hard /hint p99 158 ms, max
        429 ms with it, where the goals are 50 and 250)."""
        return bool(self.rank)

    @cached_property
    def read(self) -> int:
        """How far down the screen's order a search may read: its widest beam, a ranking's
        list, and its widest look-ahead with the pool that look-ahead screens with and the
        screen's best it keeps."""
        ahead = (*self.rank, self.rank_pool, self.kept) if self.rank else ()
        return max((*self.beam, self.listed, *ahead))


def distinct_guesses(table_by_answer: np.ndarray) -> np.ndarray:
    """The first guess (list order) of each set that scores every answer alike.  Such
    guesses split every subset of these answers alike too, so without hard mode (where one
    may be legal and another not) the search needs only the first: the others would take
    beam places and screen time to reach the same values."""
    columns = np.ascontiguousarray(table_by_answer.T)
    as_bytes = columns.view(np.dtype((np.void, columns.shape[1] * columns.itemsize))).ravel()
    return np.sort(np.unique(as_bytes, return_index=True)[1])


def _at_level(widths: tuple[int, ...], level: int) -> int:
    """A width per level from the top; levels past the last (endgames) take the last."""
    return widths[level] if 0 <= level < len(widths) else widths[-1]


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
        self.guess_codes = guess_codes
        self.hard = hard
        self.limits = limits or SearchLimits()
        self.length = guess_codes.shape[1]
        self.green = all_green(self.length)
        self.all_guesses = np.arange(len(guess_codes))
        self.memo_bytes = memo_bytes
        self.deadline = Deadline.none()
        self._answers_side(table_by_answer, answer_rows, weights)
        self._guess_counts = letter_counts(guess_codes) if hard else None
        self._allowed: BoundedCache[tuple[int | str, int], np.ndarray] = BoundedCache(
            "hard-mode legal guesses", 1 << 20, allowed_bytes, lambda _, v: v.nbytes
        )

    def _answers_side(
        self, table_by_answer: np.ndarray, answer_rows: np.ndarray, weights: np.ndarray | None
    ) -> None:
        """What depends on the answers: their table, rows in the guess list (-1: none),
        weights, the curves by their count, and an empty memo."""
        self.table = table_by_answer
        self.answer_rows = np.asarray(answer_rows)
        n_answers = table_by_answer.shape[0]
        self.weights = np.ones(n_answers) if weights is None else np.asarray(weights, float)
        sizes = np.arange(n_answers + 1)
        self._costs = {left: group_cost_with(left, sizes) for left in range(3)}
        # what a group of m words costs at least: one of them first, the others after it
        # (with one row left or none, the cost itself is exact)
        self._floors = {**self._costs, 2: 2.0 - 1.0 / np.maximum(sizes, 1)}
        self.uniform = bool((self.weights == self.weights[0]).all()) if n_answers else True
        self.memo = self._new_memo()
        self.traps = Traps(self)

    def over(
        self, table_by_answer: np.ndarray, answer_rows: np.ndarray, weights: np.ndarray | None
    ) -> Strategy:
        """The same guesses, mode and limits over other answers (less likely words weighed
        in, per request): what depends on the guesses alone (letter counts, hard-mode legal
        sets) is shared, so a request does not rebuild it."""
        other = copy.copy(self)
        other._answers_side(table_by_answer, answer_rows, weights)
        if not self.hard and len(answer_rows) >= DISTINCT_FROM:
            other.all_guesses = distinct_guesses(table_by_answer)
        return other

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
        other.traps = Traps(other)  # under its own deadline
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
        order = self._order(est, top)
        depth = self._reach(len(answers), left, self.limits.depth)
        if exact or depth <= 0:  # the screen's order it is
            picks = [(int(guesses[k]), float(est[k])) for k in order[:top]]
        else:
            picks = []
            searched: list[float] = []  # the values found so far, in order
            width = max(top, self.limits.listed, self.limits.beam_at(depth))
            for k in self._beam(answers, legal, left, depth, guesses, order, width):
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
        out.sort(key=lambda c: preference(c.value, c.could_be_answer, c.guess))
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
        allowed = self._allowed.get((guess, code))
        if allowed is None:
            word = self.word(guess) if isinstance(guess, int) else guess
            played = Guess(word, decode(code, self.length))
            allowed = self._allowed.put(
                (guess, code), hard_mode_after(played, self.guess_codes, self._guess_counts)
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
        if left == 1:
            return self._last_try(answers, legal)
        key = position_key(answers, legal, left)
        known = self.memo.get(key)
        if known is not None and known[0] in (depth, math.inf):
            return known[1], known[2]
        depth = self._reach(n, left, depth)
        if (depth <= 0 and n > LEAF_SCREEN_LIMIT) or self.deadline.expired():
            return float(self._costs[min(left, 2)][n]), -1  # the curve, not a screen
        guesses, est, exact = self.screen(answers, legal, left)
        order = self._order(est, 1)
        best_value, best_guess = float(est[order[0]]), int(guesses[order[0]])
        if depth <= 0 and not exact and left == 3:
            best_value += self.traps.penalty(answers, legal, left)
        if not exact and depth > 0:
            width = self.limits.beam_at(depth)
            beam = guesses[self._beam(answers, legal, left, depth, guesses, order, width)]
            found = self._search(answers, legal, left, depth, beam, ((math.inf,), math.inf, -1))
            rescue = self._rescue(answers, legal, left, found[2])
            if rescue >= 0:
                more = [rescue, *guesses[order[width : width + RESCUE_WIDEN]]]
                found = self._search(answers, legal, left, depth, more, found)
            _, best_value, best_guess = found
        # valued after the deadline: only as good as a screen, whatever depth was asked
        searched = math.inf if exact else (0 if self.deadline.expired() else depth)
        self.memo.put(key, (searched, best_value, best_guess))
        return best_value, best_guess

    def _search(
        self,
        answers: np.ndarray,
        legal: np.ndarray | None,
        left: int,
        depth: int,
        guesses: Iterable[int],
        found: tuple[tuple, float, int],
    ) -> tuple[tuple, float, int]:
        """Search ``guesses`` in turn, each against the best so far (branch and bound);
        ``found`` is that best as (its ``preference``, value, guess).  Once the deadline
        has passed, only until something is found."""
        for g in map(int, guesses):
            if self.deadline.expired() and found[1] < math.inf:
                break
            v = self.guess_value(answers, legal, left, g, depth - 1, found[1])
            if v < math.inf:  # else cut: it cannot beat the best so far
                mine = preference(v, self._is_answer(answers, g), g)
                if mine < found[0]:
                    found = (mine, v, g)
        return found

    def _rescue(self, answers: np.ndarray, legal: np.ndarray | None, left: int, guess: int) -> int:
        """Hard mode, in a set small enough for a screen: the first guess of a plan that
        loses no word, when the search's plan (``guess`` first) loses one and the trap check
        finds such a plan; else -1.  The beam can miss it: in a family, the screen's
        favourites are the family's own words, each testing one letter."""
        if not (self.hard and self.limits.checks_traps) or guess < 0 or left < 3:
            return -1
        if len(answers) > LEAF_SCREEN_LIMIT:
            return -1
        if not self._loses(answers, legal, left, guess):
            return -1
        first = self.traps.plan_without_loss(answers, legal, left)
        return first if first != guess else -1

    def _loses(self, answers: np.ndarray, legal: np.ndarray | None, left: int, guess: int) -> bool:
        """Whether the plan the memo holds, ``guess`` first, runs out of rows for a word."""
        for code, part in self.children(answers, guess):
            if code == self.green or len(part) == 1:
                continue
            if left <= 2:
                return True
            after = self.legal_after(legal, guess, code)
            known = self.memo.get(position_key(part, after, left - 1))
            if known is not None and known[2] >= 0 and self._loses(part, after, left - 1, known[2]):
                return True
        return False

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
        glance: Glance | None = None,
    ) -> float:
        """``guess_value`` for a guess given by its codes against ``answers``; with
        ``glance``, each group is valued by its best screen estimate instead of a search
        (a look-ahead, see ``_beam``).

        Groups of one or two listed words are valued in closed form, all at once.  The
        others are searched smallest first, so a guess that cannot beat ``bound`` is refuted
        before the costly groups are (a look-ahead takes the largest first: they move its
        value most); each is checked against what the bound leaves once every other group is
        given its floor (1 guess for its heaviest word, 2 for the rest)."""
        order = np.argsort(row, kind="stable")
        codes, ordered = row[order], answers[order]
        w = self.weights[ordered]
        total_w = float(w.sum())
        change = np.empty(len(codes), dtype=bool)
        change[0] = True
        np.not_equal(codes[1:], codes[:-1], out=change[1:])
        starts = np.flatnonzero(change)
        sizes = np.empty_like(starts)
        sizes[:-1] = starts[1:] - starts[:-1]
        sizes[-1] = len(codes) - starts[-1]
        wsum = np.add.reduceat(w, starts)
        open_ = codes[starts] != self.green
        if left <= 1:  # every group not won now is a lost game
            return 1.0 + FAIL * float(wsum[open_].sum()) / total_w
        pairs = sizes == 2
        if pairs.any():
            pairs &= np.logical_and.reduceat(self.answer_rows[ordered] >= 0, starts)
        small = open_ & ((sizes == 1) | pairs)
        # one word: 1 guess; two: the heavier, then the lighter (lost if no row is left)
        second = np.minimum.reduceat(w, starts)[small] * (FAIL if left == 2 else 1.0)
        total = 1.0 + float((wsum[small] + np.where(pairs[small], second, 0.0)).sum()) / total_w
        big = np.flatnonzero(open_ & ~small)
        floors = (2 * wsum[big] - np.maximum.reduceat(w, starts)[big]) / total_w
        rest = float(floors.sum())
        for k in np.argsort(-sizes[big] if glance else sizes[big], kind="stable"):
            g = big[k]
            rest -= floors[k]
            if total + rest >= bound + EPS:
                return math.inf
            part = ordered[starts[g] : starts[g] + sizes[g]]
            after = self.legal_after(legal, guess, int(codes[starts[g]]))
            if glance is None:
                v, _ = self.value(part, after, left - 1, depth)
            else:
                v = self._glance(part, after, left - 1, glance)
            total += float(wsum[g]) / total_w * v
        return total

    def _beam(
        self,
        answers: np.ndarray,
        legal: np.ndarray | None,
        left: int,
        depth: int,
        guesses: np.ndarray,
        order: np.ndarray,
        width: int,
    ) -> np.ndarray:
        """Which screened guesses (positions in ``guesses``, ``order`` being the screen's)
        to search, best first: the screen's best ``width``, or, where the limits say so,
        the best ``width`` of its best ``rank_at`` by a look-ahead: each guess's groups
        valued by their own screens over the position's best ``rank_pool`` guesses (and,
        at the top level outside hard mode, the screen's best ``kept`` besides).  A
        guess is dropped as soon as it cannot make the beam; past the deadline, the guesses
        not yet looked at keep the screen's order, behind those that were."""
        ahead = self.limits.rank_at(depth, len(answers))
        if ahead <= width or self.deadline.expired():
            return order[:width]
        tried = order[:ahead]
        glance = Glance(np.sort(guesses[order[: self.limits.rank_pool]]), {})
        values = np.full(len(tried), math.inf)
        kept: list[float] = []  # values that may make the beam, in order
        for i, k in enumerate(tried):
            if self.deadline.expired():
                break
            bound = kept[width - 1] if len(kept) >= width else math.inf
            g = int(guesses[k])
            values[i] = self.split_value(
                answers, self.table[answers, g], g, legal, left, 0, bound, glance
            )
            if values[i] < math.inf:
                bisect.insort(kept, float(values[i]))
        beam = tried[np.argsort(values, kind="stable")[:width]]
        if depth < self.limits.depth or self.hard:
            return beam
        screened = order[: self.limits.kept]
        return np.concatenate([beam, screened[~np.isin(screened, beam)]])

    def _glance(
        self, answers: np.ndarray, legal: np.ndarray | None, left: int, glance: Glance
    ) -> float:
        """A group's value in a look-ahead: its best screen estimate over the look-ahead's
        pool of guesses (F past ``LEAF_SCREEN_LIMIT`` answers), once per group and legal
        set in one look-ahead."""
        n = len(answers)
        if n > LEAF_SCREEN_LIMIT:
            return float(self._costs[min(left, 2)][n])
        key = position_key(answers, legal, left)
        found = glance.seen.get(key)
        if found is None:
            _, est, _ = self.screen(answers, legal, left, glance.pool)
            trap = self.traps.penalty(answers, legal, left) if left == 3 else 0.0
            found = glance.seen[key] = float(est.min()) + trap
        return found

    def screen(
        self,
        answers: np.ndarray,
        legal: np.ndarray | None,
        left: int,
        pool: np.ndarray | None = None,
    ) -> tuple[np.ndarray, np.ndarray, bool]:
        """Guesses (the legal ones, or those of ``pool``) with their one-step estimates of
        the expected guesses, and whether the best estimate is exact.

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

    def _estimate(
        self, answers: np.ndarray, guesses: np.ndarray, left: int, every: bool = False
    ) -> tuple[np.ndarray, np.ndarray, bool]:
        """1 + sum over groups of W_p/W * F(size), for each guess; the all-green group is
        the game won and costs nothing.  Also whether the best is exact: a candidate that
        splits perfectly, or (``every`` legal guess estimated) one ``_proven`` optimal, or
        one of every legal guess valued exactly (``_two_left``), ordered by ``preference``."""
        if len(guesses) <= FEW_COLUMNS:  # gather just those columns
            rows = self.table[answers[:, None], guesses]  # (answers, guesses)
        else:
            rows = self.table[answers]
            if len(guesses) < rows.shape[1]:  # not every guess: the columns asked for
                rows = np.take(rows, guesses, axis=1)
        is_answer = self._answer_mask(answers, guesses)
        won = np.where(is_answer >= 0, self.weights[answers][np.maximum(is_answer, 0)], 0.0)
        if self._two_left_exact(answers, left):
            # to 9 places, a possible answer a hair ahead of its equals: with the guesses in
            # list order, the screen's order is then preference()'s
            est = np.round(self._two_left(answers, rows, won), 9) - EPS / 10 * (is_answer >= 0)
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
        return guesses, est - EPS * (is_answer >= 0), False

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

    # -- helpers -------------------------------------------------------------------

    def _curve(
        self, answers: np.ndarray, rows: np.ndarray, won: np.ndarray, left: int
    ) -> tuple[np.ndarray, np.ndarray]:
        """The screen's estimate for each column of ``rows`` (codes against ``answers``),
        1 + sum over groups of W_p/W * F(size), with the sizes it came from.  ``won`` is the
        weight of the answer each guess is (0 if none): its all-green group costs nothing."""
        size = group_sizes(rows, self.green + 1)  # size[r, g]: answer r's group under g
        return self._expected(self._costs, answers, size, won, left), size

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

    def _answer_mask(self, answers: np.ndarray, guesses: np.ndarray) -> np.ndarray:
        """For each guess, its position among ``answers`` if it is one of them, else -1."""
        pos = np.full(len(self.guess_codes), -1)
        rows = self.answer_rows[answers]
        pos[rows[rows >= 0]] = np.flatnonzero(rows >= 0)
        return pos[guesses]

    def _is_answer(self, answers: np.ndarray, guess: int) -> bool:
        return bool((self.answer_rows[answers] == guess).any())
