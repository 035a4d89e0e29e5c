"""The advisor: heavy work off the loop, remembered when complete, shared while in flight."""

from __future__ import annotations

import asyncio
import threading

from bot.advisor import Advisor
from solver.deadline import Deadline
from tests.helpers import history


async def test_two_requests_at_once_share_one_computation(solver):
    advisor = Advisor(solver)
    calls, gate = [], threading.Event()
    real = advisor._advice

    def counted(*args):
        calls.append(args)
        gate.wait(5)
        return real(*args)

    advisor._advice = counted  # type: ignore[method-assign]
    played = history("CRANE=c.... SLOTH=.....")
    first = asyncio.ensure_future(advisor.advise(played, False))
    second = asyncio.ensure_future(advisor.advise(played, False))
    await asyncio.sleep(0.05)
    gate.set()
    a, b = await asyncio.gather(first, second)
    assert a is b and len(calls) == 1
    assert await advisor.advise(played, False) is a  # and then remembered
    assert len(calls) == 1 and not advisor._in_flight


async def test_an_answer_cut_short_is_used_but_not_remembered(solver):
    advisor = Advisor(solver)
    played = history("SALET=..... CRONY=.....")
    rushed = await advisor.advise(played, False, Deadline(0.0))
    assert not rushed.complete and rushed.suggestions  # the best found so far
    full = await advisor.advise(played, False)
    assert full.complete and full is not rushed
    assert await advisor.advise(played, False) is full


async def test_an_analysis_is_remembered_per_game_and_mode(solver):
    advisor = Advisor(solver, search_seconds=30.0)
    played = history("HARES=.ar.. GUILT=..... CROAK=.Roa. BRAVO=bRa.o ARBOR=ARBOR")
    first = await advisor.analyse(played, False)
    assert first.solved and len(first.turns) == 5
    assert await advisor.analyse(played, False) is first
    assert await advisor.analyse(played, True) is not first
