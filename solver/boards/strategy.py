"""Several boards at once (Dordle, Quordle, Octordle): one guess, one feedback per board.

The goal is the expected number of guesses until *every* board is solved, not a sum of
single-board policies: a word that is the last candidate on one board and splits another
well is worth more than either.  Answers are taken as equally likely and independent
across boards.

- A board known to one word is played at once: its word must be played anyway, and played
  now it tells the other boards something before the next choice (when several are known,
  the one that tells the most goes first).
- Otherwise every guess is *screened* (solver/boards/screen.py): the chance it solves a
  board now, against the guesses the boards are expected to spend after it.
- The screen's best few are then valued one step deeper: for each, every feedback
  combination over the boards (or, when they run to thousands, a fixed sample of answer
  combinations, the same for each guess compared), each valued by the best next guess's
  screen among the screen's top guesses and the words it leaves known.
- When the boards' sizes multiply to a few dozen, positions are searched exactly to the
  end of the game (every candidate and the screen's best few, every feedback combination),
  memoised by the boards' word sets, branch and bound on "each board left needs a guess".

The game has a fixed number of rows; every value knows how many are left, and running out
costs ``FAIL`` guesses per board left, so the search never trades a lost game for a mean.
Every search runs under a ``Deadline``: past it, picks keep the value they have.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from solver.boards.screen import EPS, Screen
from solver.game.feedback import all_green
from solver.lists.scoring import groups_of, letter_split_score
from solver.search.curve import FAIL
from solver.support.cache import BoundedCache
from solver.support.deadline import Deadline

SHORTLIST = 300  # guesses the letter heuristic keeps once the boards are large
SCREEN_CELLS = 300_000  # words x guesses above which the screen uses the shortlist
POOL_CELLS = 2_500_000  # ... and above which it leaves the candidates out (bounded work)
LOOK_TOP = 10  # screened guesses valued one step deeper
LOOK_POOL = 40  # next guesses the look-ahead considers (the screen's best)
LOOK_OUTCOMES = 1500  # feedback combinations enumerated; beyond, LOOK_SAMPLES are drawn
LOOK_SAMPLES = 96  # answer combinations drawn per look-ahead (the same for every guess)
EXACT_OUTCOMES = 16  # positions whose boards' sizes multiply to at most this are exact
EXACT_BEAM = 6  # screened guesses searched beside the candidates in an exact position
MEMO_ENTRIES = 100_000
# what the memo may hold, counting each key's boards (their word indices) and the objects
# around them: wide positions have large keys, so a bound on entries alone kept growing
MEMO_BYTES = 8 << 20


@dataclass(frozen=True)
class Choice:
    guess: int  # row in the guess list
    value: float  # expected guesses to finish every board
    boards: tuple[int, ...]  # boards (positions in the request) whose answer it could be


def _words_left(codes: np.ndarray) -> np.ndarray:
    """Per guess (column), how many ordered pairs of a board's answers (rows) it leaves
    together, the sum of its groups' squared sizes: the fewer, the better it tells them
    apart.  Pairwise: an exact position's boards hold a handful of words each."""
    return (codes[:, None, :] == codes[None, :, :]).sum(axis=(0, 1))


def _memo_size(key: tuple, _: float) -> int:
    """A memo entry: its boards' bytes, a bytes object and a tuple slot each, and the
    entry's own objects (key tuple, float, the cache's bookkeeping)."""
    boards = key[0]
    return sum(len(b) for b in boards) + 41 * len(boards) + 250


class BoardsStrategy:
    """The multi-board policy over one universe: (answers, guesses) pattern codes."""

    def __init__(
        self,
        table_by_answer: np.ndarray,
        guess_codes: np.ndarray,
        answer_rows: np.ndarray,
        exact_outcomes: int = EXACT_OUTCOMES,
        exact_beam: int = EXACT_BEAM,
        table_by_guess: np.ndarray | None = None,
        advisable: np.ndarray | None = None,
    ) -> None:
        """``table_by_guess``: the same table guess-major, where one is at hand (the
        solver's), for reading a few guesses' columns (``Screen.codes``).  ``advisable``:
        per guess, whether it may be chosen (solver/lists/unadvised.py; None: every one);
        an answer always may."""
        self.table = table_by_answer
        self.guess_codes = guess_codes
        self.answer_rows = np.asarray(answer_rows)
        self.green = all_green(guess_codes.shape[1])
        guessable = np.ones(table_by_answer.shape[1], bool) if advisable is None else advisable
        guessable = guessable.copy()
        guessable[self.answer_rows[self.answer_rows >= 0]] = True
        self.all_guesses = np.flatnonzero(guessable)
        self.exact_outcomes = exact_outcomes
        self.exact_beam = exact_beam
        self.screener = Screen(table_by_answer, self.answer_rows, self.green, table_by_guess)
        self.memo: BoundedCache[tuple, float] = BoundedCache(
            "multi-board memo", MEMO_ENTRIES, MEMO_BYTES, _memo_size
        )
        self.deadline = Deadline.none()
        # the last request's position and its screen (``position_screen``)
        self._screened: tuple[tuple, tuple[np.ndarray, np.ndarray]] | None = None

    # -- public ----------------------------------------------------------------------

    def best(
        self, boards: Sequence[np.ndarray], left: int, deadline: Deadline | None = None
    ) -> Choice:
        return self.ranked(boards, left, 1, deadline)[0]

    def ranked(
        self,
        boards: Sequence[np.ndarray],
        left: int,
        top: int = 5,
        deadline: Deadline | None = None,
    ) -> list[Choice]:
        """The best ``top`` guesses for these boards (each an array of answer indices, the
        unsolved ones only) with ``left`` rows to play."""
        self.deadline = deadline or Deadline.none()
        boards = [np.sort(b) for b in boards]
        guesses, est = self.position_screen(boards, left)
        order = np.argsort(est, kind="stable")
        picks = [(int(guesses[k]), float(est[k])) for k in order[: max(top, LOOK_TOP)]]
        if self._exact_here(boards):
            exact: list[tuple[int, float]] = []
            for g in self._exact_guesses(boards, guesses, order):
                if self.deadline.expired() and exact:
                    break
                exact.append((g, self.guess_value(boards, left, g, math.inf)))
            picks = exact
        elif not any(len(b) == 1 for b in boards):
            picks = self._looked(boards, left, picks, guesses[order[:LOOK_POOL]]) or picks
        picks.sort(key=lambda p: (round(p[1], 9), not self._boards_of(boards, p[0]), p[0]))
        return [Choice(g, v, self._boards_of(boards, g)) for g, v in picks[:top]]

    def value_of(
        self,
        boards: Sequence[np.ndarray],
        left: int,
        guess: int,
        deadline: Deadline | None = None,
        base: np.ndarray | None = None,
    ) -> float:
        """Expected guesses to finish every board when ``guess`` is played now, valued the
        way ``ranked`` values its picks (exact, one step deeper, or the screen).  ``base``:
        the screen's best guesses here when known (the opening's are kept), which spares
        screening every guess again."""
        self.deadline = deadline or Deadline.none()
        boards = [np.sort(b) for b in boards]
        if self._exact_here(boards):
            return self.guess_value(boards, left, guess, math.inf)
        if not any(len(b) == 1 for b in boards):
            if base is None:
                base = self.look_base(boards, left)
            looked = self._looked(boards, left, [(guess, 0.0)], base)
            if looked:
                return looked[0][1]
        return float(self.screener.estimate(boards, np.array([guess]), left)[0])

    def screened_first(
        self, boards: Sequence[np.ndarray], left: int, wanted: Callable[[int], bool], count: int
    ) -> list[Choice]:
        """The screen's best ``count`` guesses that are ``wanted`` (familiar words, say),
        each valued as ``ranked`` values its picks, so the two compare like with like.
        ``wanted`` is asked of the best first until ``count`` are found, not of every
        guess: a whole list's thousands of words would be asked for the first few."""
        boards = [np.sort(b) for b in boards]
        guesses, est = self.position_screen(boards, left)
        order = np.argsort(est, kind="stable")
        best_first = (int(g) for g in guesses[order])
        found = list(itertools.islice(filter(wanted, best_first), count))
        base = guesses[order[:LOOK_POOL]]
        return [
            Choice(
                g, self.value_of(boards, left, g, self.deadline, base), self._boards_of(boards, g)
            )
            for g in found
        ]

    def look_base(self, boards: Sequence[np.ndarray], left: int) -> np.ndarray:
        """The screen's best guesses: the next guesses a look-ahead weighs."""
        guesses, est = self.position_screen([np.sort(b) for b in boards], left)
        return guesses[np.argsort(est, kind="stable")[:LOOK_POOL]]

    def children(self, board: np.ndarray, guess: int) -> list[tuple[int, np.ndarray]]:
        return groups_of(board, self.table[board, guess])

    # -- screen ----------------------------------------------------------------------

    def screen(self, boards: Sequence[np.ndarray], left: int) -> tuple[np.ndarray, np.ndarray]:
        """Every guess (or a shortlist) with its estimate of the guesses to finish."""
        known = [b for b in boards if len(b) == 1]
        if known:  # a known answer goes now; among several, the most telling first
            guesses = np.unique(self.answer_rows[np.concatenate(known)])
        else:
            guesses = self._guess_pool(boards)
        return guesses, self.screener.estimate(boards, guesses, left)

    def position_screen(
        self, boards: Sequence[np.ndarray], left: int
    ) -> tuple[np.ndarray, np.ndarray]:
        """``screen`` of a request's position (its boards sorted), the last one kept: a
        reply ranks the position's guesses, then on familiar advice takes the screen's
        best familiar ones and the look-ahead's base from it, reads of one screen (the
        exact search's own positions screen afresh).  Its arrays are only read."""
        key = (tuple((b.dtype.str, b.tobytes()) for b in boards), left)
        screened = self._screened
        if screened is None or screened[0] != key:
            screened = (key, self.screen(boards, left))
            self._screened = screened
        return screened[1]

    def _guess_pool(self, boards: Sequence[np.ndarray]) -> np.ndarray:
        """Every guess while the boards are small; then the letter heuristic's best (each
        board weighed alike) and every candidate; while the boards are huge (eight boards
        after a guess that found nothing), the heuristic's best alone, as many as the
        screen's bound allows: a candidate there is one of hundreds per board."""
        words = np.concatenate(boards)
        if len(words) * len(self.all_guesses) <= SCREEN_CELLS:
            return self.all_guesses
        score = sum(
            letter_split_score(self.guess_codes, self.guess_codes[self.answer_rows[b]])
            / len(b) ** 2
            for b in boards
        )
        keep = np.argsort(-score, kind="stable")[:SHORTLIST]
        pool = np.union1d(keep, self.answer_rows[words])
        if len(words) * len(pool) <= POOL_CELLS:
            return pool
        return np.sort(keep[: max(LOOK_POOL, POOL_CELLS // len(words))])

    # -- one step deeper -----------------------------------------------------------------

    def _looked(
        self,
        boards: Sequence[np.ndarray],
        left: int,
        picks: list[tuple[int, float]],
        base: np.ndarray,
    ) -> list[tuple[int, float]]:
        """The picks valued by ``look_ahead`` until the deadline (a pick the deadline
        interrupts is left out); next guesses are ``base`` and the words each pick would
        leave known."""
        rows = [self.screener.codes(b, base) for b in boards]
        looked = []
        for g, _ in picks:
            if self.deadline.expired():
                break
            splits = [np.unique(self.table[b, g], return_inverse=True) for b in boards]
            known = np.concatenate(
                [
                    self.answer_rows[b[np.bincount(inv)[inv] == 1]]
                    for b, (_, inv) in zip(boards, splits)
                ]
            )
            known = np.setdiff1d(known, base)
            value = self.look_ahead(boards, rows, base, known, left, splits)
            if value is None:
                break
            looked.append((g, value))
        return looked

    def look_ahead(
        self,
        boards: Sequence[np.ndarray],
        rows: Sequence[np.ndarray],
        base: np.ndarray,
        known: np.ndarray,
        left: int,
        splits: Sequence[tuple[np.ndarray, np.ndarray]],
    ) -> float | None:
        """1 + the expected screen of the best next guess once a guess is played; None when
        the deadline comes first (checked board by board: one board's terms are a small
        share of a pick's work, so a request overruns its deadline by little).  ``splits``
        is each board's (codes, group of each word) under the guess, ``rows`` each board's
        codes against the screen's best next guesses ``base``, ``known`` the words the
        guess would leave known, weighed as next guesses too."""
        column = {int(g): k for k, g in enumerate(np.concatenate([base, known]))}
        terms = []
        for b, r, (codes, inv) in zip(boards, rows, splits):
            if self.deadline.expired():
                return None
            with_known = np.hstack([r, self.screener.codes(b, known)])
            terms.append(self.screener.group_terms(b, with_known, codes, inv, column))
        n_groups = [len(codes) for codes, _ in splits]
        if math.prod(n_groups) <= LOOK_OUTCOMES:
            idx = np.array(list(itertools.product(*(range(n) for n in n_groups))))
            weight = np.ones(len(idx))
            for i, t in enumerate(terms):
                weight *= t.p[idx[:, i]]
        else:  # the same answers for every guess compared here: seeded by the position
            rng = np.random.default_rng([len(boards), *(int(b.sum()) for b in boards)])
            draws = [rng.integers(0, len(b), LOOK_SAMPLES) for b in boards]
            idx = np.stack([inv[d] for (_, inv), d in zip(splits, draws)], axis=1)
            weight = np.full(len(idx), 1.0 / LOOK_SAMPLES)
        return 1.0 + float(weight @ self.screener.scenario_values(terms, idx, left - 1))

    # -- exact search ------------------------------------------------------------------

    def _exact_here(self, boards: Sequence[np.ndarray]) -> bool:
        return math.prod(len(b) for b in boards) <= self.exact_outcomes

    def _exact_guesses(
        self, boards: Sequence[np.ndarray], guesses: np.ndarray, order: np.ndarray
    ) -> list[int]:
        """The guesses an exact position tries: a known answer when there is one (playing it
        now is never worse), else every candidate and the screen's best few."""
        known = [b for b in boards if len(b) == 1]
        if known:
            return [int(g) for g in np.unique(self.answer_rows[np.concatenate(known)])]
        cands = np.unique(self.answer_rows[np.concatenate(boards)])
        beam = np.union1d(guesses[order[: self.exact_beam]], self._separators(boards))
        return [int(g) for g in np.union1d(cands, beam)]

    def _separators(self, boards: Sequence[np.ndarray]) -> np.ndarray:
        """The guesses that leave the fewest words in all, every board's feedback told
        apart: with rows tight, one word that settles every board (three pairs told apart
        by one guess) wins where playing the candidates one by one is a gamble, and the
        screen, which values the chance of solving a board now, does not rank it."""
        left = sum(_words_left(self.table[b]) for b in boards)
        return np.argsort(left, kind="stable")[: self.exact_beam]

    def value(self, boards: Sequence[np.ndarray], left: int) -> float:
        """Expected guesses to finish every board from here, best play."""
        if not boards:
            return 0.0
        if left <= 0:
            return FAIL * len(boards)
        if len(boards) == 1 and len(boards[0]) == 1:
            return 1.0
        key = (tuple(sorted(b.tobytes() for b in boards)), left)
        known = self.memo.get(key)
        if known is not None:
            return known
        guesses, est = self.screen(boards, left)
        if not self._exact_here(boards) or self.deadline.expired():
            return float(est.min())
        order = np.argsort(est, kind="stable")
        best = math.inf
        for g in self._exact_guesses(boards, guesses, order):
            best = min(best, self.guess_value(boards, left, g, best))
        if not self.deadline.hit:  # valued past the deadline: not worth remembering
            self.memo.put(key, best)
        return best

    def guess_value(
        self, boards: Sequence[np.ndarray], left: int, guess: int, bound: float
    ) -> float:
        """1 + the expected value of every feedback combination ``guess`` can bring; inf as
        soon as it cannot beat ``bound`` (every board left needs at least one more guess)."""
        per_board = [
            [
                (len(part) / len(board), None if code == self.green else part)
                for code, part in self.children(board, guess)
            ]
            for board in boards
        ]
        combos = []
        for combo in itertools.product(*per_board):
            rest = [part for _, part in combo if part is not None]
            combos.append((math.prod(p for p, _ in combo), rest))
        combos.sort(key=lambda c: -c[0])
        floor = sum(p * len(rest) for p, rest in combos)
        total = 1.0
        for p, rest in combos:
            floor -= p * len(rest)
            if total + floor >= bound - EPS:
                return math.inf
            total += p * self.value(rest, left - 1)
        return total

    def _boards_of(self, boards: Sequence[np.ndarray], guess: int) -> tuple[int, ...]:
        return tuple(i for i, b in enumerate(boards) if (self.answer_rows[b] == guess).any())
