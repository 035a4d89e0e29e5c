"""What bounds the search (``SearchLimits``), its constants, and what it returns (``Choice``):
the vocabulary every part of the search (solver/search/) shares."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import NamedTuple

import numpy as np

from solver.lists.alike import alike_rows, padded_columns, row_keys

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
# call (faster up to about that many, a pair at a time beyond)
PAIRS_AT_ONCE = 1024


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


class Grades(NamedTuple):
    """How cheaply a position's guesses are valued by its size (``Strategy.split_values``):
    by their groups' searches up to ``searched_until`` answers, by the screen's estimate
    past that."""

    searched_until: int


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
    # sees families through the trap check (slower on the standard hard bench, for no
    # better figure)
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
        one, whose latency goals leave it no room (docs/benchmarks.md)."""
        return bool(self.rank)

    @cached_property
    def read(self) -> int:
        """How far down the screen's order a search may read: its widest beam, a ranking's
        list, and its widest look-ahead with the pool that look-ahead screens with and the
        screen's best it keeps."""
        ahead = (*self.rank, self.rank_pool, self.kept) if self.rank else ()
        return max((*self.beam, self.listed, *ahead))


def distinct_guesses(table_by_answer: np.ndarray, among: np.ndarray | None = None) -> np.ndarray:
    """The first guess (list order) of each set that scores every answer alike.  Such
    guesses split every subset of these answers alike too, so without hard mode (where one
    may be legal and another not) the search needs only the first: the others would take
    beam places and screen time to reach the same values.  ``among``: the columns to look
    at (those the search may choose), in order; the result indexes it.

    Guesses that score the first ``PROBED_ANSWERS`` answers unlike every other are first
    of their sets alone (most of them, in a large universe); the rest are set apart over
    every answer (``_firsts_alike``).  Each step keys a guess by its codes mixed into one
    number, since sorting thousands of numbers is far cheaper than sorting as many byte
    strings; the second checks its keys code by code, so a collision can never join two
    guesses that differ, and the first's can only send a guess on to the second."""
    columns = np.arange(table_by_answer.shape[1]) if among is None else among
    if len(table_by_answer) <= PROBED_ANSWERS:
        return _firsts_alike(table_by_answer, columns)
    head = row_keys(padded_columns(table_by_answer[:PROBED_ANSWERS], columns))
    _, inverse, counts = np.unique(head, return_inverse=True, return_counts=True)
    shared = counts[inverse.ravel()] > 1
    rest = np.flatnonzero(shared)
    firsts = rest[_firsts_alike(table_by_answer, columns[rest])]
    return np.sort(np.concatenate([np.flatnonzero(~shared), firsts]))


# answers whose codes set most guesses apart before every answer's are compared
PROBED_ANSWERS = 64


def _firsts_alike(table: np.ndarray, columns: np.ndarray) -> np.ndarray:
    """Of ``columns`` (guesses, in list order), the positions of the first of each set
    that scores every answer alike: keyed, then checked code by code."""
    return alike_rows(padded_columns(table, columns))[0]


def _at_level(widths: tuple[int, ...], level: int) -> int:
    """A width per level from the top; levels past the last (endgames) take the last."""
    return widths[level] if 0 <= level < len(widths) else widths[-1]
