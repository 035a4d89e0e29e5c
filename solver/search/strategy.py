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
  what finds hard mode's optimum, where the screen ranks a guess it needs far down;
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
import math
from collections.abc import Callable, Collection, Sequence
from typing import TypeVar

import numpy as np

from solver.game.variants import ROWS
from solver.lists.patterns import pattern_matrix
from solver.lists.wordlists import encode_words
from solver.search.limits import (
    EPS,
    Choice,
    Grades,
    SearchLimits,
    preference,
)
from solver.search.losses import PROOF_WORK, OutOfWork
from solver.search.tree import TreeSearch
from solver.support.deadline import Deadline

# what other modules read from here
__all__ = ["ROWS", "Choice", "SearchLimits", "Strategy", "lead_and_winner"]

T = TypeVar("T")


# expected guesses a pick a player would rather read may cost the best and still lead
PLAIN_LEAD = 0.01
# ... except in hard mode with this few rows left: there families decide games, and a
# request's values do not see the losses, so a plainer pick that close may lose one
PLAIN_LEAD_HARD_ROWS = 3


class Strategy(TreeSearch):
    """A policy over one universe: the best guess, the best few ranked, and the value of any
    word, each under a deadline.  The parts: ``Universe`` (tables, memo, legal sets),
    ``Endgames``, ``Screening``, ``TreeSearch`` (solver/search/*.py)."""

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
        pick = Choice(guess, value, self._is_answer(answers, guess))
        if self.hard and self.limits.checks_traps and left > 2 and len(answers) > left:
            return self._losing_fewest(answers, legal, left, pick)
        return pick

    def _losing_fewest(
        self, answers: np.ndarray, legal: np.ndarray | None, left: int, pick: Choice
    ) -> Choice:
        """Hard mode in the exact search: the fewest lost games first, then the fewest
        guesses.  The search's pick stands if it loses nothing or no more than the fewest
        any plan loses (solver/search/losses.py); else the best valued of its ranked list
        that loses no more, or the fewest-losses search's own first guess.  Where a proof
        takes more than ``PROOF_WORK`` and none was made offline (``FewestLosses.given``),
        the search's pick stands, as before."""
        losses = self.losses
        given = losses.given(answers, legal, left)
        try:
            bound = given.lost if given else 0.0
            if losses.loses_at_most(answers, legal, left, pick.guess, bound, PROOF_WORK):
                return pick
        except OutOfWork:
            if given is None:
                return pick
        fewest = given or losses.fewest(answers, legal, left, PROOF_WORK)
        if fewest.first < 0:
            return pick
        depth = self._reach(len(answers), left, self.limits.depth)
        first = fewest.first
        value = self.guess_value(answers, legal, left, first, depth - 1, math.inf)
        choices = [Choice(first, value, self._is_answer(answers, first))]
        for c in self.ranked(answers, legal, left, self.limits.listed):
            try:
                if losses.loses_at_most(answers, legal, left, c.guess, fewest.lost, PROOF_WORK):
                    choices.append(c)
                    break  # the ranked list is in order: the first that qualifies is its best
            except OutOfWork:
                continue
        return min(choices, key=lambda c: preference(c.value, c.could_be_answer, c.guess))

    def ranked(
        self,
        answers: np.ndarray,
        legal: np.ndarray | None = None,
        left: int = ROWS,
        top: int = 5,
        deadline: Deadline | None = None,
        lead_among: Collection[int] | None = None,
    ) -> list[Choice]:
        """The best ``top`` guesses, each valued by the same search; past the deadline,
        picks not yet searched keep their screen estimate.

        With ``lead_among`` (the guesses a reply counts as possible answers), only what a
        paste's reply names of that list is searched to the end: its first and, when that
        cannot be the answer, the first that could (``lead_and_winner``).  Each other pick
        is searched only while it can still come within ``PLAIN_LEAD`` of the best so far
        of its kind (branch and bound; ``plain_lead`` chooses among those), where the list
        values each of ``top`` in full.  The two agree wherever the beam is no wider than
        ``top`` (the bot's limits)."""
        self._timed(deadline)
        answers = np.sort(answers)
        guesses, est, exact = self.position_screen(answers, legal, left)
        order = self._order(est, top)
        depth = self._reach(len(answers), left, self.limits.depth)
        if exact or depth <= 0:  # the screen's order it is
            picks = [(int(guesses[k]), float(est[k])) for k in order[:top]]
        else:
            picks = []
            searched: list[float] = []  # the values found so far, in order
            winners: list[float] = []  # lead_among: those of picks that could be the answer
            width = max(top, self.limits.listed, self.limits.beam_at(depth))
            for k in self._beam(answers, legal, left, depth, guesses, order, width):
                g = int(guesses[k])
                if self.deadline.expired():
                    picks.append((g, float(est[k])))
                    continue
                # a pick that cannot beat the top-th value so far cannot be shown (or, for
                # the lead, come near the best so far of its kind): its search stops there
                # (branch and bound; ties are searched to the end)
                wins = lead_among is not None and g in lead_among
                if lead_among is not None:  # within PLAIN_LEAD of its kind's best: valued
                    rivals = winners if wins else searched
                    bound = rivals[0] + PLAIN_LEAD if rivals else math.inf
                else:
                    bound = searched[top - 1] if len(searched) >= top else math.inf
                v = self.guess_value(answers, legal, left, g, depth - 1, bound)
                if v < math.inf:
                    picks.append((g, v))
                    bisect.insort(searched, v)
                    if wins:
                        bisect.insort(winners, v)
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

    def valued(
        self,
        answers: np.ndarray,
        universe: np.ndarray,
        legal: np.ndarray | None,
        left: int,
        words: Sequence[str],
        deadline: Deadline | None = None,
    ) -> list[tuple[str, float]]:
        """Each word (listed or not: scored against the universe's answers) valued by
        ``value_of``, in expected guesses to finish having played it."""
        rows = pattern_matrix(encode_words(list(words)), universe)
        return [
            (w, self.value_of(answers, legal, left, w, row, deadline))
            for w, row in zip(words, rows, strict=True)
        ]

    def split_values(
        self,
        answers: np.ndarray,
        legal: np.ndarray | None,
        left: int,
        guesses: Sequence[int],
        within: float = math.inf,
        deadline: Deadline | None = None,
        grades: Grades | None = None,
    ) -> list[float] | None:
        """Each guess valued as ``ranked`` values its picks, and above ``deep_until`` by
        its groups' own searches (``limits.depth`` levels each), where a guess's value is
        otherwise the curve's, which can rank two guesses the wrong way round.  With
        ``grades``, past ``searched_until`` answers every guess is valued by the screen's
        estimate instead, as ``ranked`` values its picks there.  Past the first, only those
        within ``within`` of it are valued to the end (the rest: inf, cut as soon as they
        cannot be; branch and bound).  None where the deadline cut a search short (those
        values are only a screen's)."""
        self._timed(deadline)
        answers = np.sort(answers)
        n = len(answers)
        if grades is not None and n > grades.searched_until:  # each alone: a screen may
            # answer for several guesses with the one that splits perfectly
            alone = [float(self._estimate(answers, np.array([g]), left)[1][0]) for g in guesses]
            return [v if v <= alone[0] + within + EPS else math.inf for v in alone]
        reach = self._reach(n, left, self.limits.depth)
        depth = reach - 1 if reach > 0 else self.limits.depth
        values: list[float] = []
        for g in guesses:
            bound = values[0] + within + EPS if values else math.inf
            row = self.table[answers, g]
            values.append(self.split_value(answers, row, g, legal, left, depth, bound))
        return None if self.deadline.expired() else values


def lead_and_winner(ranked: Sequence[T], could_be_answer: Callable[[T], bool]) -> list[T]:
    """What a paste's reply names of a ranked list: its first, and the first that could be
    the answer when the first cannot."""
    winner = next((c for c in ranked if could_be_answer(c)), None)
    if not ranked or winner is None or winner is ranked[0]:
        return list(ranked[:1])
    return [ranked[0], winner]


def plain_lead(
    ranked: Sequence[T],
    value: Callable[[T], float],
    could_be_answer: Callable[[T], bool],
    commonness: Callable[[T], float],
) -> list[T]:
    """The ranked list led by the pick a player would rather read among those within
    ``PLAIN_LEAD`` expected guesses of the best: one that could be the answer (it may win
    at once), then the most common word (FONLY, DOILT and SKEGS are words few people
    know) whose figure a list shows as the best's (``shown_alike``).  The rest keep their
    order.  A paste's reply searches every pick that close to the best of its kind to the
    end (``Strategy.ranked``), as ``/hint``'s list does, so the two agree on the lead."""
    if len(ranked) < 2:
        return list(ranked)

    def shown_alike(c: T) -> bool:
        """A lead a list may show above a better figure only with a reason in words
        ("could be it"): else only one whose figure it shows, to two places, as the
        best's (SLING led SLINK, which the list showed better, neither a possible answer)."""
        return could_be_answer(c) or round(value(c), 2) == round(value(ranked[0]), 2)

    best = value(ranked[0])
    near = [c for c in ranked if value(c) <= best + PLAIN_LEAD and shown_alike(c)]
    lead = min(near, key=lambda c: (not could_be_answer(c), -commonness(c)))
    return [lead, *(c for c in ranked if c is not lead)]
