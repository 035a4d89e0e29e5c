"""The tree search: a position's value, searched ``depth`` levels deep over a beam chosen
by the screen and the look-ahead, with branch and bound, a memo, and hard mode's rescue."""

from __future__ import annotations

import bisect
import math
from collections.abc import Iterable, Sequence

import numpy as np

from solver.search.curve import FAIL
from solver.search.limits import (
    EPS,
    LEAF_SCREEN_LIMIT,
    Glance,
    preference,
)
from solver.search.losses import OutOfWork
from solver.search.screen import Screening
from solver.search.split import split
from solver.search.traps import (
    PROVEN_RESCUE_WORK,
    RESCUE_ROWS,
    RESCUE_UNTIL,
    RESCUE_WIDEN,
    RESCUE_WORK,
    WORTH_SAVING,
)
from solver.support.cache import position_key
from solver.support.deadline import Deadline
from solver.support.sums import pairwise_sum


class TreeSearch(Screening):
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
        guesses, est, exact = self.screen(answers, legal, left, best_only=depth <= 0)
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

    def without_loss(
        self,
        answers: np.ndarray,
        legal: np.ndarray | None,
        left: int,
        guess: int,
        deadline: Deadline | None = None,
    ) -> int:
        """Hard mode, for a search that runs no trap check (a request's): the first
        guess of a plan that loses at least a likely answer's weight less than ``guess``
        (the search's pick) does by the trap check; -1 where there is none, or none is
        found within ``RESCUE_WORK`` (or the deadline).  Only in sets of up to
        ``RESCUE_UNTIL`` words with at most ``RESCUE_ROWS`` rows left, where families
        decide games and a check costs a request little.  Less likely words alone (each
        weighing at most 0.1) are not worth a worse plan for the likely ones.  A plan found
        is real (each check's plan is one it tried), so a check cut short can miss a rescue
        but never make a false one."""
        if not self._may_rescue(answers, left):
            return -1
        self._timed(deadline)
        answers = np.sort(answers)
        self.traps.within(RESCUE_WORK)
        try:
            lost = self._lost_after(answers, legal, left, guess)
            unsure = self.traps.out_of_work()
            if lost < WORTH_SAVING and not unsure:  # the pick loses nothing worth saving
                return -1
            saved, first = (math.inf, -1) if unsure else self.traps.widely(answers, legal, left)
        finally:
            self.traps.within(math.inf)
        return first if first not in (guess, -1) and saved <= lost - WORTH_SAVING else -1

    def _may_rescue(self, answers: np.ndarray, left: int) -> bool:
        """Where a request's search (hard mode, no trap check of its own) looks for a
        rescue: at most ``RESCUE_ROWS`` rows left and up to ``RESCUE_UNTIL`` words."""
        if not self.hard or self.limits.checks_traps or not 3 <= left <= RESCUE_ROWS:
            return False
        return left < len(answers) <= RESCUE_UNTIL

    def proven_rescue(
        self,
        answers: np.ndarray,
        legal: np.ndarray | None,
        left: int,
        guess: int,
        deadline: Deadline | None = None,
        ranked: Sequence[int] = (),
    ) -> int:
        """A plan that loses a likely answer fewer than ``guess`` (the search's pick, or
        the trap check's rescue), by the fewest-losses search (solver/search/losses.py)
        over the likely answers alone (what a rescue is for; each less likely word would
        widen the proof): what the pick loses at best, then the first plan found that
        loses at least one fewer, and again below that one while ``PROVEN_RESCUE_WORK``
        lasts (in all, the deadline too).  Then, with the work left, the first of the
        search's ``ranked`` guesses (its pick first, skipped) valued above that plan's
        first guess whose plan loses no more (``_ranked_within``).  The guess to play in
        the pick's place, or -1.  After a detour into a family the check's few guesses
        miss plans a proof finds; a proof alone in the check's place lost more games, as
        it assumes the best play after the pick (docs/benchmarks-history.md), so it only adds
        rescues where a plan loses fewer."""
        if not self._may_rescue(answers, left):
            return -1
        self._timed(deadline)
        losses = self.losses
        try:
            lost = losses.lost_after(answers, legal, left, guess, PROVEN_RESCUE_WORK)
        except OutOfWork:
            return -1
        work, walked = PROVEN_RESCUE_WORK - losses.spent, -1
        if lost >= WORTH_SAVING:
            lost, walked, _ = losses.walk_down(answers, legal, left, (lost, -1), WORTH_SAVING, work)
            work -= losses.spent
        above = _above(ranked, walked if walked >= 0 else guess)
        played = self._ranked_within(answers, legal, left, above, lost, work)
        return played if played >= 0 else walked

    def _ranked_within(
        self,
        answers: np.ndarray,
        legal: np.ndarray | None,
        left: int,
        ranked: Sequence[int],
        lost: float,
        work: float,
    ) -> int:
        """The first of ``ranked`` whose plan loses no more than ``lost``, proven within
        ``work`` in all; -1 where none is, or the work runs out first.  A rescue's plan
        starts where the check's or the proof's order met it (by what a guess's groups
        lose, not by the guesses it takes), and a guess the search values above it often
        loses as little."""
        losses = self.losses
        for guess in ranked:
            try:
                if losses.loses_at_most(answers, legal, left, guess, lost, work):
                    return guess
            except OutOfWork:
                return -1
            finally:
                work -= losses.spent
        return -1

    def _lost_after(
        self, answers: np.ndarray, legal: np.ndarray | None, left: int, guess: int
    ) -> float:
        """The weight the trap check finds lost in the groups ``guess`` leaves."""
        lost = 0.0
        for code, part in self.children(answers, guess):
            if code == self.green or len(part) < left:
                continue  # won, or few enough to play its words in turn
            lost += self.traps.lost(part, self.legal_after(legal, guess, code), left - 1)[0]
        return lost

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
        s = split(answers, row, self.weights[answers], self.answer_rows[answers] >= 0)
        open_ = [g for g, code in enumerate(s.codes) if code != self.green]
        if left <= 1:  # every group not won now is a lost game
            return 1.0 + FAIL * pairwise_sum([s.weights[g] for g in open_]) / s.total
        # one word: 1 guess; two: the heavier, then the lighter (lost if no row is left)
        late = FAIL if left == 2 else 1.0
        small = [g for g in open_ if s.sizes[g] == 1 or s.pairs[g]]
        closed = [s.weights[g] + (s.lightest[g] * late if s.pairs[g] else 0.0) for g in small]
        total = 1.0 + pairwise_sum(closed) / s.total
        big = [g for g in open_ if not (s.sizes[g] == 1 or s.pairs[g])]
        floors = [(2 * s.weights[g] - s.heaviest[g]) / s.total for g in big]
        rest = pairwise_sum(floors)
        by_size = sorted(
            range(len(big)), key=lambda k: -s.sizes[big[k]] if glance else s.sizes[big[k]]
        )
        for k in by_size:
            g = big[k]
            rest -= floors[k]
            if total + rest >= bound + EPS:
                return math.inf
            part = s.members(g)
            after = self.legal_after(legal, guess, s.codes[g])
            if glance is None:
                v, _ = self.value(part, after, left - 1, depth)
            else:
                v = self._glance(part, after, left - 1, glance)
            total += s.weights[g] / s.total * v
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


def _above(ranked: Sequence[int], first: int) -> Sequence[int]:
    """The search's ranked guesses valued above ``first`` (all if it is not ranked), its
    pick (the first) left out: the pick is what a rescue replaces."""
    return ranked[1 : ranked.index(first) if first in ranked else len(ranked)]
