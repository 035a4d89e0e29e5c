"""Hard mode's fewest losses: the least weight any plan loses from a position, proven.

The trap check (solver/search/traps.py) tries a few guesses per level: what it finds lost
is an upper bound, enough to steer a search away from families but not to say "no plan
saves more".  This search tries every legal guess at every level, so what it returns is
the fewest any plan can lose, and the guess that starts such a plan.  It is alex1770's
"solvable within N" turned into a count: branch and bound (a guess is dropped as soon as
the words its groups lose reach the best so far), a memo of proven values and of lower
bounds (a bound once exceeded stays exceeded), and the exact rules at the leaves:

- no more words than rows: nothing is lost (a candidate is always a legal guess, so its
  words played in turn win them all);
- one row left: every word but the heaviest is lost;
- two rows left: the second row wins the heaviest word of each group the first leaves.

The trees are built on it (fewest lost first, then fewest guesses: ``Strategy.best``
keeps to guesses that lose no more than the fewest), a request's rescue asks it under a
work bound, and ``/hint`` says from it when a position cannot be saved.
"""

from __future__ import annotations

import math
import weakref
from typing import NamedTuple, cast

import numpy as np

from solver.lists.alike import alike_columns
from solver.lists.scoring import group_sizes, groups_of, open_groups
from solver.search.traps import Searched, two_rows_fewest_each, two_rows_lost
from solver.support.cache import BoundedCache, nbytes, position_key

EPS = 1e-9
# the work an offline proof may take per position (the trees' search, ``bench --losses``):
# words split, summed over the guesses tried
PROOF_WORK = 1_000_000_000
# what a step of the search's own bookkeeping (a guess tried, a group sorted) costs in
# words split, so that work tracks time however the search's sets are shaped
STEP = 64


class OutOfWork(Exception):
    """The work a bounded search was given, or its deadline, ran out before its answer
    was proven."""


class Fewest(NamedTuple):
    """What the search proved of a position: the fewest any plan loses and the first guess
    of one that does (``first`` -1 and ``lost`` infinite where the work ran out first),
    and the most it proved no plan beats (``lost`` itself once found)."""

    lost: float
    at_least: float
    first: int


class FewestLosses:
    """The fewest-losses search of one strategy (its table, weights and legal sets), with
    the proofs it has made remembered per position, within ``max_bytes`` of keys."""

    def __init__(self, strategy: Searched, max_bytes: int) -> None:
        # a proxy, as the trap check holds one: no cycle with a request's strategy
        self.strategy = cast("Searched", weakref.proxy(strategy))
        # position -> (lower bound, proven value or None, its first guess, the work it
        # took: a proof read back costs what it cost to make, so a search within a bound
        # of work finds the same whether its parts were remembered or not)
        self._proofs: BoundedCache[tuple, tuple[float, float | None, int, int]] = BoundedCache(
            "hard-mode fewest losses", 1 << 22, max_bytes, lambda k, _: nbytes(*k[:2]) + 200
        )
        # position -> its guesses' rank where no bound orders them, and the work it took
        self._ranks: BoundedCache[tuple, tuple[np.ndarray, int]] = BoundedCache(
            "hard-mode guess ranks", 1 << 12, max_bytes // 4, lambda k, v: nbytes(*k[:2], v[0])
        )
        self.spent = 0  # words split by each guess tried, under ``budget``
        self.budget = math.inf
        self._walked: tuple[float, int] = (math.inf, -1)  # a walk's last plan (``walk_down``)
        # positions proven offline, beyond any budget a build gives (solver/data/fewest.json)
        self.known: dict[tuple, Fewest] = {}

    def learn(
        self, answers: np.ndarray, legal: np.ndarray | None, left: int, found: Fewest
    ) -> None:
        """Take a proof made offline (``bench --losses``, no budget), or where none was
        finished the best plan found (``found.lost`` what it loses, not proven the
        fewest): ``given`` answers it, and a build plays it where its own proof runs out."""
        self.known[position_key(np.sort(answers), legal, left)] = found

    def given(self, answers: np.ndarray, legal: np.ndarray | None, left: int) -> Fewest | None:
        """What was proven offline of this position (``learn``), if anything."""
        return self.known.get(position_key(np.sort(answers), legal, left)) if self.known else None

    def forget(self) -> None:
        """Drop every proof: the next search is made cold (benchmarks)."""
        self._proofs.clear()
        self._ranks.clear()

    def fewest(
        self, answers: np.ndarray, legal: np.ndarray | None, left: int, work: float = math.inf
    ) -> Fewest:
        """The least weight any plan from here loses, and the first guess of one that does,
        found within ``work`` (words split, summed over the guesses tried)."""
        self.spent, self.budget = 0, work
        answers = np.sort(answers)
        # deepening: "can it lose nothing?" is cut far sooner than "what does it lose?",
        # and most positions can; each bound's failures stay remembered as lower bounds
        unit = float(self.strategy.weights[answers].min())
        bound, at_least = unit / 2, 0.0
        try:
            while True:
                lost, first = self._within(answers, legal, left, bound)
                if first >= 0:
                    return Fewest(lost, lost, first)
                at_least = lost
                bound = max(2 * bound, lost) + unit / 2
        except OutOfWork:
            return Fewest(math.inf, at_least, -1)

    def saves_all(
        self, answers: np.ndarray, legal: np.ndarray | None, left: int, work: float = math.inf
    ) -> bool:
        """Whether some plan from here loses nothing; raises ``OutOfWork`` past ``work``."""
        self.spent, self.budget = 0, work
        answers = np.sort(answers)
        bound = float(self.strategy.weights[answers].min()) / 2
        lost, first = self._within(answers, legal, left, bound)
        return first >= 0 and lost < bound - EPS

    def loses_at_most(
        self,
        answers: np.ndarray,
        legal: np.ndarray | None,
        left: int,
        guess: int,
        lost: float,
        work: float = math.inf,
    ) -> bool:
        """Whether a plan that plays ``guess`` first loses no more than ``lost``; raises
        ``OutOfWork`` past ``work``."""
        bound = lost + float(self.strategy.weights[answers].min()) / 2
        return self.lost_after(answers, legal, left, guess, work, bound) < bound - EPS

    def lost_after(
        self,
        answers: np.ndarray,
        legal: np.ndarray | None,
        left: int,
        guess: int,
        work: float = math.inf,
        bound: float = math.inf,
    ) -> float:
        """The fewest a plan that plays ``guess`` first loses, if below ``bound`` (else
        some value at or above it); raises ``OutOfWork`` past ``work``."""
        self.spent, self.budget = 0, work
        return self._after(np.sort(answers), legal, left, guess, bound)

    def with_lead(
        self, answers: np.ndarray, legal: np.ndarray | None, left: int, lead: int, work: float
    ) -> tuple[float, float] | None:
        """The fewest any plan loses and the fewest a plan that plays ``lead`` first
        loses, within ``work`` in all; None past it (nothing claimed that is not proven)."""
        try:
            fewest = self.fewest(answers, legal, left, work)
            if fewest.first < 0:
                return None
            return fewest.lost, self.lost_after(answers, legal, left, lead, work - self.spent)
        except OutOfWork:
            return None

    def walk_down(
        self,
        answers: np.ndarray,
        legal: np.ndarray | None,
        left: int,
        plan: tuple[float, int],
        margin: float,
        work: float,
    ) -> tuple[float, int, bool]:
        """From a plan at hand (what it loses, its first guess; -1 for none to play),
        plans that each lose at least ``margin`` less than the last, within ``work`` in
        all: the last plan, and whether none below it was proven (its loss is then the
        fewest).  One pass of branch and bound that tightens its bound at each plan it
        meets and keeps the last where the work runs out: a rescue needs a plan better
        than its pick, not the fewest's proof, and a pass per plan would pay again, at
        each restart, for refuting the guesses ranked before it."""
        self.spent, self.budget = 0, work
        self._walked = plan
        if plan[0] < margin:
            return (*plan, True)
        bound = plan[0] - margin
        try:
            lost, first = self._within(np.sort(answers), legal, left, bound, margin)
        except OutOfWork:
            return (*self._walked, False)
        return (lost, first, True) if first >= 0 and lost < bound - EPS else (*plan, True)

    def _within(
        self,
        answers: np.ndarray,
        legal: np.ndarray | None,
        left: int,
        bound: float,
        step: float = 0.0,
    ) -> tuple[float, int]:
        """The fewest lost here if below ``bound``; else a lower bound ≥ ``bound`` and -1.
        ``step`` above 0: the last plan found below ``bound`` by ``_search``'s walk (each
        at least ``step`` below the one before), in place of the fewest (not remembered:
        it proves no fewest)."""
        s = self.strategy
        w = s.weights[answers]
        if len(answers) <= left or left <= 1:
            rows = s.answer_rows[answers]
            lost = 0.0 if len(answers) <= left else float(w.sum() - w.max())
            return lost, int(rows[np.argmax(np.where(rows >= 0, w, -1.0))])
        key = position_key(answers, legal, left)
        kept = self._proofs.get(key)
        if kept is not None:
            low, value, first, work = kept
            if value is not None or low >= bound - EPS:
                self._spend(work)
                return (value, first) if value is not None else (low, -1)
        before = self.spent
        every = s.all_guesses if legal is None else np.flatnonzero(legal)
        codes = s.table[answers[:, None], every]
        self._spend(STEP + len(answers) * len(every) // 64)  # a scan: a fraction of a split
        if left == 2:
            value, first = self._two_rows(w, codes, every)
        else:
            value, first = self._search(answers, legal, left, bound, every, codes, key, step)
            if step and first >= 0:
                return value, first
        proven = value if first >= 0 else None
        self._proofs.put(key, (value, proven, first, self.spent - before))
        return value, first

    def _two_rows(self, w: np.ndarray, codes: np.ndarray, every: np.ndarray) -> tuple[float, int]:
        """Exact with two rows left: the second row wins the heaviest word of each group."""
        lost = two_rows_lost(self.strategy, w, codes)
        k = int(np.argmin(lost))
        return float(max(lost[k], 0.0)), int(every[k])

    def _search(
        self,
        answers: np.ndarray,
        legal: np.ndarray | None,
        left: int,
        bound: float,
        every: np.ndarray,
        codes: np.ndarray,
        key: tuple,
        step: float = 0.0,
    ) -> tuple[float, int]:
        """Every legal guess, the likeliest to lose least first, each dropped once its
        groups lose as much as the best so far (or ``bound``).  ``step`` above 0 walks
        down: each plan found is kept (``_walked``, so that a walk cut short still has
        it) and the bound drops ``step`` below it."""
        s = self.strategy
        size = group_sizes(codes, s.green + 1)
        biggest = size.max(axis=0)
        if biggest.min() < left:  # every group fits the rows left after it
            return 0.0, int(every[np.argmin(biggest)])
        best, first = bound, -1
        w = s.weights[answers]
        if left == 3:
            low = self._two_row_sums(codes, w, codes, 3)
            rank = low
        else:
            low = np.zeros(len(every))
            rank = self._likely_lost(answers, left, codes, w, key)
        for k in np.lexsort((biggest, size.sum(axis=0), rank)).tolist():
            if low[k] >= best - EPS:
                break  # ordered by it: no guess left can do better
            lost = self._after(answers, legal, left, int(every[k]), best, codes[:, k])
            if lost < best - EPS:
                best, first = lost, int(every[k])
                if step:
                    self._walked = (lost, first)
                    best = lost - step
                if best <= EPS:
                    break
        return self._walked if step and first >= 0 else (best, first)

    def _likely_lost(
        self, answers: np.ndarray, left: int, codes: np.ndarray, w: np.ndarray, key: tuple
    ) -> np.ndarray:
        """With four rows left or more, no bound at hand: a rank, the likeliest to lose
        least first, so that a plan below a bound is met early (a walk down's next plan,
        a deepening's first pass at one that loses nothing).  Remembered per position, as
        each pass of the deepening starts where the last did and requests come back to
        the same positions (under ``key``, the position's as ``_within`` made it), and
        charged as made, so a search finds the same whether it was remembered or not."""
        kept = self._ranks.get(key)
        if kept is not None:
            self._spend(kept[1])
            return kept[0]
        before = self.spent
        own = self.strategy.table[answers[:, None], self.strategy.answer_rows[answers]]
        rank = self._two_row_sums(codes, w, own, left)
        self._ranks.put(key, (rank, self.spent - before))
        return rank

    def _two_row_sums(
        self, codes: np.ndarray, w: np.ndarray, second: np.ndarray, at_least: int
    ) -> np.ndarray:
        """Per guess (a column of ``codes``), its groups of at least ``at_least`` words
        valued with two rows, the second among ``second``'s columns, summed.

        With ``codes`` itself as ``second`` and three rows left, a lower bound on what the
        guess loses: as if the guesses legal here stayed legal below (hard mode only
        narrows them, so none does better).  With more rows left and the words' own codes
        as ``second``, not a bound but a cheap rank: a guess whose groups the words
        themselves split well seldom leaves a family that loses.  Each distinct group is
        valued once; guesses that split the words alike share one pass, and are one
        second guess (a group's value is its best second guess's: one of them is as good
        as all)."""
        first, alike = alike_columns(codes)
        split = codes[:, first]
        column, which, groups = open_groups(split, self.strategy.green, at_least)
        sizes = np.array([len(rows) for rows in groups], dtype=np.int64)
        self._spend(int((STEP + sizes * second.shape[1] // 64).sum()) + STEP * split.shape[1])
        value = self._two_rows_each(groups, w, split if second is codes else second)
        low = np.bincount(column, value[which], minlength=split.shape[1])
        return low[alike]

    def _two_rows_each(
        self, groups: list[np.ndarray], w: np.ndarray, codes: np.ndarray
    ) -> np.ndarray:
        """Each group's two-row value; with equal weights, many groups in one pass (a
        search's many small groups cost numpy calls, not arithmetic), each dropped once
        its best second guess is found (``most_distinct_per_group``)."""
        value = np.zeros(len(groups))
        if not self.strategy.uniform:
            for k, rows in enumerate(groups):
                value[k] = max(float(two_rows_lost(self.strategy, w[rows], codes[rows]).min()), 0)
            return value
        if len(groups):
            value = np.maximum(two_rows_fewest_each(self.strategy, w, codes, groups), 0)
        return value

    def _after(
        self,
        answers: np.ndarray,
        legal: np.ndarray | None,
        left: int,
        guess: int,
        bound: float,
        column: np.ndarray | None = None,
    ) -> float:
        """What ``guess`` first loses at least, summed over its groups, the biggest first;
        stopped (at a value ≥ ``bound``) once it reaches ``bound``."""
        s = self.strategy
        if column is None:
            column = s.table[answers, guess]
        self._spend(STEP + len(answers))
        groups = [(c, p) for c, p in groups_of(answers, column) if c != s.green and len(p) >= left]
        groups.sort(key=lambda g: -len(g[1]))
        lost = 0.0
        for code, part in groups:
            after = s.legal_after(legal, guess, code)
            got, _ = self._within(part, after, left - 1, bound - lost)
            lost += got
            if lost >= bound - EPS:
                break
        return lost

    def _spend(self, work: int) -> None:
        """Count work; past the budget, or the strategy's deadline (a request's), stop."""
        self.spent += work
        if self.spent > self.budget or self.strategy.deadline.expired():
            raise OutOfWork
