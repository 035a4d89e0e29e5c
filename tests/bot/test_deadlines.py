"""One deadline per request: every heavy call a request makes, whatever its kind and
however many times a conflict makes it retry, counts from when the request arrived."""

from __future__ import annotations

import asyncio

import pytest

from bot.advisor import REQUEST_STARTED, Advisor


async def test_a_requests_deadlines_count_from_its_arrival_whatever_their_budget(solver):
    now = [100.0]  # the deadlines' clock, moved by hand: no reading depends on the machine
    advisor = Advisor(solver, search_seconds=0.6, clock=lambda: now[0])
    outside = advisor.deadline()
    assert outside.remaining() == pytest.approx(0.6)  # outside a request: from now

    async def request() -> tuple[float, float]:
        advisor.request_begins()
        now[0] += 0.4  # the request waited 0.4 s before its work asked for deadlines
        first = advisor.deadline()
        retried = advisor.deadline()  # a conflict's retry: the same end
        longer = advisor.deadline(0.8)  # a kind with a longer budget, from the same start
        assert first.at == retried.at
        return first.remaining(), longer.remaining()

    search, hint = await asyncio.create_task(request())
    assert search == pytest.approx(0.2) and hint == pytest.approx(0.4)
    assert REQUEST_STARTED.get() is None  # a request's start stays in its own task
    now[0] += 0.6
    assert outside.expired() and not advisor.from_now().expired()


async def test_a_paste_takes_its_start_from_the_service(huddle):
    """The service marks the start where a message enters; the games' deadlines read it."""
    from tests.bot.chat import ALICE, Channel

    seen: list[float] = []
    deadline = huddle.advisor.deadline

    def watched(seconds: float | None = None):
        made = deadline(seconds)
        seen.append(made.at - (REQUEST_STARTED.get() or 0.0))
        return made

    huddle.advisor.deadline = watched
    await asyncio.create_task(Channel(huddle, 31).post(ALICE, "CRANE=c.a.e"))
    assert seen and all(abs(s - huddle.advisor.search_seconds) < 1e-6 for s in seen)
