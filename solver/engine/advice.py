"""One shape of advice for every game kind: each board's candidates, the best next guesses
and, where the guesses contradict each other, which ones (the data a reply words).

A Wordle is the one-board case: ``advise`` gives it.  A multi-board game's advice has the
same shape, with a suggestion that says what it does per board (solver/boards/advice.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from solver.engine.core import Solver
from solver.filtering.results import Candidates, Caught, Suggestion
from solver.game.feedback import Guess
from solver.game.variants import ROWS
from solver.support.deadline import Deadline

S = TypeVar("S")
# rows left where how many words can still be won is proven (solver/search/losses.py):
# two, and in hard mode three, where families lose games whatever is played
CAUGHT_ROWS = {False: 2, True: 3}
# ... for at most this many words (one per feedback: past it none can all be told apart,
# and counting the most that can costs a request more than it tells)
CAUGHT_UNTIL = 243


@dataclass(frozen=True)
class Advice(Generic[S]):
    boards: tuple[Candidates | None, ...]  # per board; None: that board is solved
    suggestions: list[S]  # best first
    conflicts: dict[int, list[int]]  # board -> its guesses (indices) no word fits together
    complete: bool = True  # False: the deadline cut the search short (best found so far)
    # a Wordle with few rows left where not every word can be won: how many can (proven)
    caught: Caught | None = None

    @property
    def candidates(self) -> tuple[Candidates, ...]:
        """The unsolved boards' candidates."""
        return tuple(c for c in self.boards if c is not None)


def fits(solver: Solver, history: Sequence[Guess], deadline: Deadline) -> Advice[Suggestion]:
    """A Wordle position's candidates and, when no word fits, the guesses that contradict
    each other: advice without suggestions.  What must hold before rows are written; it
    costs a filter, so the search for suggestions can run while they are."""
    cands = solver.candidates(history)
    conflicts = {} if cands.words else {0: solver.conflicts(history, deadline)}
    return Advice((cands,), [], conflicts, not deadline.hit)


def advise(
    solver: Solver,
    history: Sequence[Guess],
    hard: bool,
    top: int,
    deadline: Deadline,
    lead_only: bool = False,
    familiar: bool = False,
    checked: Advice[Suggestion] | None = None,
) -> Advice[Suggestion]:
    """A Wordle position's advice: its candidates and the ``top`` best guesses (with
    ``lead_only``, what a paste's reply names of them; with ``familiar``, a word players
    know first where it is close to the best: ``Solver.suggest``), or, when no word fits,
    the guesses that contradict each other.  ``checked``: the position's ``fits``, where
    it was made first."""
    fit = checked or fits(solver, history, deadline)
    if fit.conflicts:
        return fit
    (cands,) = fit.candidates
    found = solver.suggest(history, top, hard, cands, deadline, lead_only, familiar)
    caught = None
    left = ROWS - len(history)
    few_rows = 2 <= left <= CAUGHT_ROWS[hard] and left < len(cands.words) <= CAUGHT_UNTIL
    if few_rows and found and not lead_only:
        caught = solver.caught(history, hard, cands, found[0].word)
        if caught is not None and caught.most == len(cands.words):
            caught = None  # every word can still be won: nothing to say
    return Advice((cands,), found, {}, not deadline.hit, caught)
