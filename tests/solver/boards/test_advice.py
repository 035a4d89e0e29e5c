"""A multi-board game's analysis under its deadline: unlisted words and all, each request
bounded, and asking again goes on from where the last one stopped."""

from __future__ import annotations

import itertools
import random

from solver.bench.boards import unlisted_game
from solver.boards.advice import BoardsAdvisor
from solver.game.plays import Play
from solver.game.variants import VARIANTS, Variant
from solver.support.deadline import Deadline
from tests.helpers import CountingClock

WORK = 30  # each request's budget, in deadline checks: about one turn of this game


def unlisted(solver, kind: Variant, seed: int = 1) -> list[Play]:
    """A game of ``kind`` played to its last row in words no list holds, each scored on
    every board."""
    rng = random.Random(seed)
    answers = rng.sample(solver.answers.words, kind.boards)
    return unlisted_game(set(solver.guesses.words), answers, kind.rows, rng)


def test_an_analysis_cut_short_goes_on_from_there(solver):
    """An Octordle's every row: what is cut is the budget's doing (counted in deadline
    checks), not the game's size, so a game smaller than a Sedecordle's largest, on a
    budget as much smaller, is cut short and goes on the same way, for less work."""
    advisor = BoardsAdvisor(solver)
    kind = VARIANTS["octordle"]
    plays, rows = unlisted(solver, kind), kind.rows
    remembered, clock = [], CountingClock()
    for _ in range(30):
        analysed = advisor.analyse(plays, kind, Deadline(WORK, clock))
        remembered.append(len(advisor._turns))
        # the turns known so far, in order, and how many more the game has
        assert analysed.played == rows and len(analysed.turns) == rows - analysed.unread
        assert [t.word for t in analysed.turns] == [p.word for p in plays][: len(analysed.turns)]
        assert not analysed.unread or not analysed.complete  # a part is never called whole
        if remembered[-1] == rows:
            break
    assert remembered[-1] == rows  # every turn searched, over several requests
    assert all(a < b for a, b in itertools.pairwise(remembered))  # each went on
    again = advisor.analyse(plays, kind, Deadline(WORK, clock))
    assert [t.best for t in again.turns] == [t.best for t in analysed.turns]  # read, not redone
    full = BoardsAdvisor(solver).analyse(plays, kind, Deadline.none())
    assert full.complete and [t.after for t in full.turns] == [t.after for t in again.turns]
    assert again.unread == 0 and full.unread == 0


def test_the_multi_board_memo_is_bounded_in_bytes(solver):
    """Wide positions have large keys (every board's word indices): the memo counts them,
    so it stays within its bytes however many positions a soak visits."""
    from solver.boards.strategy import MEMO_BYTES

    memo = BoardsAdvisor(solver).policy.memo
    assert memo.max_bytes == MEMO_BYTES
    wide = (tuple(bytes(8 * 1000) for _ in range(16)), 9)
    for n in range(2 * MEMO_BYTES // (16 * 8000)):
        memo.put((wide[0], n), 1.0)
    assert 0 < memo.bytes <= MEMO_BYTES and len(memo) < 2 * MEMO_BYTES // (16 * 8000)
