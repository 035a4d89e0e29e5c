"""The best guess that could win at once: with many words left the best few guesses
rarely could be the answer, and a group choosing its next guess wants that trade-off
offered (win now, or narrow down best)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from solver.engine.core import Solver
from solver.filtering.results import Suggestion
from solver.game.feedback import Guess, all_green
from solver.game.variants import ROWS
from solver.lists import scoring
from solver.support.deadline import Deadline

SHORTLIST = 3  # the words left that split the rest best, valued by the search


def best_answer(
    solver: Solver, history: Sequence[Guess], hard: bool, deadline: Deadline | None = None
) -> Suggestion | None:
    """Of the words that could be the answer (and may be played and named), the one the
    search finishes soonest after, among the ``SHORTLIST`` that split the others best (a
    cheap screen: the search values only those); None when no word is left."""
    cands = solver.candidates(history)
    legal = solver._legal(history, hard)
    index = solver.guesses.index
    may = solver.advisable if legal is None else legal  # hard mode's holds no other word
    options = [w for w in cands.words if w in index and may[index[w]]]
    if not options:
        return None
    rows = solver._patterns(np.array([index[w] for w in options]), cands)
    left_after = scoring.expected_left(rows, solved=all_green(solver.length))
    shortlist = [options[k] for k in np.argsort(left_after, kind="stable")[:SHORTLIST]]
    with solver.search_lock:
        strategy, answers, universe = solver._universe(cands, hard, legal=legal)
        left = max(1, ROWS - len(history))
        valued = strategy.valued(answers, universe, legal, left, shortlist, deadline)
    (best,) = solver.suggestions_of([min(valued, key=lambda p: p[1])], cands)
    return best
