"""Hard mode's families: the words a position loses however it is played.

In hard mode every guess keeps the greens shown and uses the yellows, so in a family such
as _ATED or _O_ER (words alike but for a letter or two) a guess can test only the one or
two letters not pinned, and eight such words with three rows left lose some of them
whatever is played.  The strategy's curve F judges a group by its size alone and cannot
see that, and a search deep enough to see it costs seconds per position: on the NYT's 2023
list the search without this check lost games past six, each decided two or three
guesses before the family closed.

So wherever F or a screen stands in for a search (the search's leaves, the look-ahead's
groups), the strategy adds ``FAIL`` for each word this check says the position must lose.
The check is alex1770's "with two guesses left and no perfect split, it is lost", exact
with two rows left (every legal guess tried; the second row wins the heaviest word of each
group), and above that a search over a few guesses: the candidates first (most sets are
split by one of their own words), then the legal guesses whose groups are smallest.  A set
no larger than the rows is never lost (its words, played in turn, are always legal).  It
returns the plan's first guess too, which the strategy searches when its own plan loses.
Only the exact search runs it (``SearchLimits.checks_traps``): a request's narrow search
has no room for it within its latency goals.
"""

from __future__ import annotations

import math
import weakref
from functools import cached_property
from typing import Protocol, cast

import numpy as np

from solver.lists.scoring import distinct_codes, group_sizes, most_distinct_per_group
from solver.search.curve import FAIL
from solver.search.limits import SearchLimits
from solver.support.cache import BoundedCache, nbytes, position_key
from solver.support.deadline import Deadline


class Searched(Protocol):
    """What a trap check reads of the policy it serves (``solver.search.endgames.Endgames``
    and below): its table, weights and legal sets, its limits and deadline."""

    table: np.ndarray
    weights: np.ndarray
    answer_rows: np.ndarray
    all_guesses: np.ndarray
    green: int
    hard: bool
    uniform: bool
    limits: SearchLimits
    deadline: Deadline

    def heads(self, w: np.ndarray, rows: np.ndarray) -> np.ndarray: ...

    def legal_after(
        self, legal: np.ndarray | None, guess: int | str, code: int
    ) -> np.ndarray | None: ...


TRIES = 8  # guesses tried per position with four rows left or more
WIDE_TRIES = 64  # ... with three rows left, in sets of up to WIDE_UNTIL words
WIDE_UNTIL = 16
RESCUE_TRIES = 64  # guesses tried at the top of a check for a plan that loses nothing
# where the search's plan loses a word and the check finds a plan that loses none, the
# guesses the search tries besides its beam: that plan's first, then the screen's next ones
RESCUE_WIDEN = 32
# a request's rescue (``TreeSearch.without_loss``) changes its pick to save at least this
# weight: a likely answer's (1), never less likely words' alone (at most 0.1 each)
WORTH_SAVING = 0.5
# ... in sets of at most this many words (a check above that costs more than a request has)
RESCUE_UNTIL = 150
RESCUE_ROWS = 4  # ... and with at most this many rows left
RESCUE_WORK = 20_000  # ... within this much work (words split, summed over guesses tried)
# ... and where the check finds none, a proof's (solver/search/losses.py) within this much
PROVEN_RESCUE_WORK = 1_800_000
CHECKS_BYTES = 4 << 20  # checks remembered, by the size of their keys
# what the policy's advice depends on here (the opening book's fingerprint includes it)
RULES = (TRIES, WIDE_TRIES, WIDE_UNTIL, RESCUE_TRIES, RESCUE_WIDEN)


def two_rows_lost(strategy: Searched, w: np.ndarray, codes: np.ndarray) -> np.ndarray:
    """What each guess (a column of ``codes``, against words weighing ``w``) and one more
    row lose: the second row wins the heaviest word of each group the guess leaves (with
    equal weights, one word a group, the all-green one included).  The one statement of
    that rule, for the trap check and the fewest-losses search alike."""
    if strategy.uniform:
        return _one_won_a_group(w[0], len(w), distinct_codes(codes))
    return w.sum() - w @ (codes == strategy.green) - strategy.heads(w, codes)


def two_rows_fewest_each(
    strategy: Searched, w: np.ndarray, codes: np.ndarray, groups: list[np.ndarray]
) -> np.ndarray:
    """``two_rows_lost`` at its best guess (a column of ``codes``), of each of many
    groups of words weighing alike (``strategy.uniform``; each group some rows of
    ``codes``, weighing ``w`` each): the fewest each loses with two rows."""
    first = np.array([g[0] for g in groups], dtype=np.int64)
    sizes = np.array([len(g) for g in groups], dtype=np.int64)
    most = most_distinct_per_group(codes, groups, strategy.green + 1)
    return _one_won_a_group(w[first], sizes, most)


def _one_won_a_group(
    weight: np.ndarray | float, size: np.ndarray | int, groups: np.ndarray
) -> np.ndarray:
    """With equal weights the second row wins one word of each group: the rest are lost."""
    return weight * (size - groups)


class Traps:
    """The trap checks of one strategy (its table, weights and legal sets), remembered per
    position; under the strategy's deadline, a check tries at least one guess per level
    and a check cut short is not remembered."""

    def __init__(self, strategy: Searched) -> None:
        # a proxy, not a reference: a request's strategy and its checks then form no
        # cycle, and go (caches and all) as soon as the request is answered
        self.strategy = cast("Searched", weakref.proxy(strategy))
        # keyed by the position, and for a rescue's wider check by its tries too
        # each with the work it took (a check read back costs what it cost to make, so a
        # budgeted check finds the same whether its parts were remembered or not)
        self._checks: BoundedCache[tuple, tuple[float, int, int]] = BoundedCache(
            "hard-mode trap checks", 1 << 20, CHECKS_BYTES, lambda k, _: nbytes(k[0], k[1]) + 200
        )
        self.spent = 0  # work so far under ``budget``: words split by each guess tried
        self.budget = math.inf

    def penalty(self, answers: np.ndarray, legal: np.ndarray | None, left: int) -> float:
        """What to add to a position's estimate: ``FAIL`` times the share of its weight
        that the check finds lost.  Nothing outside hard mode or the exact search (see
        ``SearchLimits.checks_traps``), or with fewer than three rows left (a screen there
        is exact already)."""
        s = self.strategy
        if not (s.hard and s.limits.checks_traps) or left < 3 or len(answers) <= left:
            return 0.0
        return FAIL * self.lost(answers, legal, left)[0] / float(s.weights[answers].sum())

    def plan_without_loss(self, answers: np.ndarray, legal: np.ndarray | None, left: int) -> int:
        """The first guess of a plan that loses no word, looked for more widely than a
        penalty's check; -1 if none is found."""
        lost, first = self.widely(answers, legal, left)
        return first if lost <= 0 else -1

    def widely(self, answers: np.ndarray, legal: np.ndarray | None, left: int) -> tuple[float, int]:
        """``lost`` looked for more widely than a penalty's check."""
        key = (*position_key(answers, legal, left), RESCUE_TRIES)
        return self._remembered(key, answers, legal, left, RESCUE_TRIES)

    def lost(self, answers: np.ndarray, legal: np.ndarray | None, left: int) -> tuple[float, int]:
        """The least weight a plan found here loses, and that plan's first guess."""
        return self._remembered(position_key(answers, legal, left), answers, legal, left)

    def _remembered(
        self, key: tuple, answers: np.ndarray, legal: np.ndarray | None, left: int, tries: int = 0
    ) -> tuple[float, int]:
        kept = self._checks.get(key)
        if kept is not None:
            self.spent += kept[2]
            return kept[0], kept[1]
        before = self.spent
        found = self._lost(answers, legal, left, tries)
        if not self.out_of_work():  # a check cut short: not remembered
            self._checks.put(key, (*found, self.spent - before))
        return found

    def out_of_work(self) -> bool:
        """Past the strategy's deadline, or the work a rescue was given."""
        return self.strategy.deadline.expired() or self.spent > self.budget

    def within(self, budget: float) -> None:
        """The checks from here on may do ``budget`` work in all (``math.inf``: no
        limit): a request's rescue is bounded by work, not time, so that warm or cold, busy
        or idle, it finds the same."""
        self.spent, self.budget = 0, budget

    def _lost(
        self, answers: np.ndarray, legal: np.ndarray | None, left: int, tries: int = 0
    ) -> tuple[float, int]:
        """``lost`` worked out: ``tries`` guesses per level above two rows left (by
        default more with three rows left, where small families are decided), the words
        themselves first."""
        s = self.strategy
        rows = s.answer_rows[answers]
        w = s.weights[answers]
        if len(answers) <= left or left <= 1:
            lost = 0.0 if len(answers) <= left else float(w.sum() - w.max())
            return lost, int(rows[np.argmax(np.where(rows >= 0, w, -1.0))])
        if not tries:
            tries = WIDE_TRIES if left == 3 and len(answers) <= WIDE_UNTIL else TRIES
        own = np.sort(rows[rows >= 0])
        if legal is not None:
            own = own[legal[own]]
        pool = _Pool(s, answers, legal)
        found = (math.inf, -1)
        if len(own):
            found = self._lost_with(pool, left, own, s.table[answers[:, None], own], tries)
        if found[0] > 0:
            found = min(found, self._lost_with(pool, left, pool.every, pool.codes, tries))
        return found

    def _lost_with(
        self, pool: _Pool, left: int, guesses: np.ndarray, codes: np.ndarray, tries: int
    ) -> tuple[float, int]:
        """``_lost`` trying only ``guesses`` (``codes``: theirs against the answers): all
        of them with two rows left, else the best ``tries`` by the groups they leave."""
        s, answers, legal = self.strategy, pool.answers, pool.legal
        w = s.weights[answers]
        if left == 2:
            each = two_rows_lost(s, w, codes)
            k = int(np.argmin(each))
            return float(each[k]), int(guesses[k])
        size = group_sizes(codes, s.green + 1)
        biggest = size.max(axis=0)
        if biggest.min() < left:  # every group fits the rows left after it
            return 0.0, int(guesses[np.argmin(biggest)])
        best = (math.inf, -1)
        # the smallest groups a word expects first, then the smallest largest group
        for k in np.lexsort((biggest, size.sum(axis=0)))[:tries]:
            if best[1] >= 0 and self.out_of_work():
                break
            self.spent += len(answers)  # a guess tried costs about as many words as it splits
            g = int(guesses[k])
            lost = 0.0
            for code in np.unique(codes[:, k]).tolist():
                if lost >= best[0]:
                    break
                part = np.flatnonzero(codes[:, k] == code)  # rows of answers
                if code == s.green or len(part) < left:
                    continue  # won, or few enough to play its words in turn
                if left == 3 and s.uniform:
                    allowed = s.legal_after(None, g, code)
                    assert allowed is not None  # hard mode
                    lost += w[0] * pool.two_rows_lost(part, allowed)
                else:
                    after = s.legal_after(legal, g, code)
                    lost += self.lost(answers[part], after, left - 1)[0]
            best = min(best, (float(lost), g))
            if lost <= 0:
                break
        return best


class _Pool:
    """One position's legal guesses and their codes against its answers, gathered once
    for every group a check below it looks at."""

    def __init__(self, strategy: Searched, answers: np.ndarray, legal: np.ndarray | None):
        self.strategy, self.answers, self.legal = strategy, answers, legal

    @cached_property
    def every(self) -> np.ndarray:
        return self.strategy.all_guesses if self.legal is None else np.flatnonzero(self.legal)

    @cached_property
    def codes(self) -> np.ndarray:
        return self.strategy.table[self.answers[:, None], self.every]

    def two_rows_lost(self, part: np.ndarray, allowed: np.ndarray) -> int:
        """How many of the answers at rows ``part`` the best legal guess (``allowed``
        after the guess that left them) and one more row lose, equal weights: all but one
        per group it leaves, the all-green one included."""
        codes = self.codes[part][:, allowed[self.every]]
        if not codes.shape[1]:
            return len(part)
        return int(two_rows_lost(self.strategy, np.ones(len(part)), codes).min())
