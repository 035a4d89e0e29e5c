"""The advisor: heavy work off the loop, remembered when complete, shared while in flight
(asked through the Wordle game, as the bot asks it)."""

from __future__ import annotations

import asyncio
import threading

from bot.advisor import Advisor
from bot.games._wordle import OneBoard
from bot.lanes import Engine, Work
from solver.engine.advice import advise
from solver.game.plays import one_board
from solver.game.variants import WORDLE
from solver.support.deadline import Deadline
from tests.helpers import history, standing_clock


async def test_two_requests_at_once_share_one_computation(solver):
    advisor = Advisor(solver)
    calls, gate = [], threading.Event()
    played = history("CRANE=c.... SLOTH=.....")

    def counted(engine: Engine):
        calls.append(1)
        gate.wait(5)
        return advise(engine.solver, played, False, 10, Deadline.none())

    first = asyncio.ensure_future(advisor.remember(("advice", 1), Work(counted)))
    second = asyncio.ensure_future(advisor.remember(("advice", 1), Work(counted)))
    await asyncio.sleep(0.05)
    gate.set()
    a, b = await asyncio.gather(first, second)
    assert a is b and len(calls) == 1
    assert await advisor.remember(("advice", 1), Work(counted)) is a  # and then remembered
    assert len(calls) == 1 and not advisor._in_flight


async def test_an_answer_cut_short_is_used_but_not_remembered(solver):
    wordle = OneBoard(WORDLE, Advisor(solver, clock=standing_clock))
    played = one_board(history("SALET=..... CRONY=....."))
    rushed = await wordle.advise(played, False, Deadline(0.0))
    assert not rushed.complete and rushed.suggestions  # the best found so far
    full = await wordle.advise(played, False)
    assert full.complete and full is not rushed
    assert await wordle.advise(played, False) is full


async def test_an_analysis_is_remembered_per_game_and_mode(solver):
    wordle = OneBoard(WORDLE, Advisor(solver, clock=standing_clock))
    played = history("HARES=.ar.. GUILT=..... CROAK=.Roa. BRAVO=bRa.o ARBOR=ARBOR")
    first = await wordle.analyse(played, [False] * 5)
    assert first.solved and len(first.turns) == 5
    assert await wordle.analyse(played, [False] * 5) is first
    assert await wordle.analyse(played, [True] * 5) is not first
    assert await wordle.analyse(played, [True, True, False, False, False]) is not first
