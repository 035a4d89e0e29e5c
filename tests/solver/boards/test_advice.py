"""A multi-board game's analysis under its deadline: unlisted words and all, each request
bounded, and asking again goes on from where the last one stopped."""

from __future__ import annotations

import itertools
import random

from solver.bench.boards import unlisted_game
from solver.boards.advice import BoardsAdvisor
from solver.game.plays import Play
from solver.game.variants import VARIANTS
from solver.support.deadline import Deadline
from tests.helpers import CountingClock

WORK = 50  # each request's budget, in deadline checks: about one turn of this game


def sedecordle(solver, rows: int, seed: int = 1) -> list[Play]:
    """A Sedecordle of ``rows`` words no list holds, each scored on every board."""
    rng = random.Random(seed)
    answers = rng.sample(solver.answers.words, 16)
    return unlisted_game(set(solver.guesses.words), answers, rows, rng)


def test_an_analysis_cut_short_goes_on_from_there(solver):
    advisor = BoardsAdvisor(solver)
    plays = sedecordle(solver, 20)
    kind = VARIANTS["sedecordle"]
    remembered, clock = [], CountingClock()
    for _ in range(30):
        analysed = advisor.analyse(plays, kind, Deadline(WORK, clock))
        remembered.append(len(advisor._turns))
        # the turns known so far, in order, and how many more the game has
        assert analysed.played == 20 and len(analysed.turns) == 20 - analysed.unread
        assert [t.word for t in analysed.turns] == [p.word for p in plays][: len(analysed.turns)]
        assert not analysed.unread or not analysed.complete  # a part is never called whole
        if remembered[-1] == 20:
            break
    assert remembered[-1] == 20  # every turn searched, over several requests
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
