"""The gate that holds live messages while their channel catches up."""

from __future__ import annotations

import asyncio

from bot.domain import snowflake_at
from bot.fronts import catching_up
from bot.fronts.catching_up import CatchingUp, Missed
from bot.store import Behind


async def test_live_messages_wait_for_their_shard_then_their_channel():
    gate = CatchingUp()
    gate.connected(0)
    behind = asyncio.ensure_future(gate.wait(0, 10, 500))  # a channel with a game to catch up
    other = asyncio.ensure_future(gate.wait(0, 11, 501))  # a channel with none
    await asyncio.sleep(0.01)
    assert not behind.done() and not other.done()
    assert gate.held(10, 500) and gate.held(11, 501)  # the catch-up leaves them alone
    gate.planned(0, [10])
    assert await other is True  # nothing to catch up there: on at once
    await asyncio.sleep(0.01)
    assert not behind.done()
    gate.took(10, 499)  # the catch-up takes a missed one
    gate.done(10)
    assert await behind is True and not gate.held(10, 500)


async def test_a_late_live_event_for_a_message_the_catch_up_took_is_not_taken_again():
    gate = CatchingUp()
    gate.connected(0)
    gate.planned(0, [10])
    gate.took(10, 499)
    gate.done(10)
    assert await gate.wait(0, 10, 499) is False
    assert await gate.wait(0, 10, 502) is True
    assert await gate.wait(1, 10, 503) is True  # another shard never connected here: no wait


async def test_a_wait_is_bounded():
    gate = CatchingUp(hold_seconds=0.05)
    gate.connected(0)  # and its catch-up never planned
    assert await asyncio.wait_for(gate.wait(0, 10, 500), 1) is True
    assert not gate.held(10, 500)


def test_what_a_channel_missed_is_read_after_the_newest_message_its_games_read():
    game = Behind(1, 2, last_message=500, started_at=1e9, posted=(100, 300))
    missed = Missed(game)
    assert (missed.read_from, missed.seen_up_to) == (99, 500)
    assert missed.read(100) and missed.read(200)
    assert missed.deleted() == []  # 300 not reached yet
    assert missed.read(400)  # past 300, which the history no longer has: deleted
    assert missed.deleted() == [300] and missed.deleted() == []  # told once
    assert missed.read(500) and missed.read(501)  # past what the game read: missed
    started = Missed(Behind(1, 2, last_message=0, started_at=1e9, posted=()))  # a /new
    assert started.read_from == started.seen_up_to == snowflake_at(1e9)


def test_a_share_with_no_row_gone_while_away_is_found_deleted_as_a_row_is():
    """A share with no typed words gives the game no row: the catch-up reads from it all
    the same, so its message gone while nobody listened is told, with or without a game."""
    missed = Missed(Behind(1, 2, last_message=500, started_at=1e9, posted=(300,), shared=(80,)))
    assert missed.read_from == 79
    assert missed.read(90) and missed.deleted() == [80]
    assert missed.read(300) and missed.deleted() == []
    alone = Missed(Behind(1, 2, last_message=220, started_at=1e9, posted=(), shared=(200, 220)))
    assert (alone.read_from, alone.seen_up_to) == (199, 220)
    assert alone.read(200) and alone.read(230)  # 220 gone; 230 came while away: missed
    assert alone.deleted() == [220]


def test_rows_the_bounded_check_never_reached_are_not_taken_for_deleted(monkeypatch):
    monkeypatch.setattr(catching_up, "CHECKED", 2)
    missed = Missed(Behind(1, 2, last_message=500, started_at=1e9, posted=(100, 150, 300)))
    assert missed.read(100) and missed.read(120) and not missed.read(130)
    assert missed.resume_from() == 500  # the missed messages are read all the same
    assert missed.read(501)
    assert missed.deleted() == []  # 150 and 300 were never reached: left as they are
