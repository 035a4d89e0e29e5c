"""/vote against the loopback Discord: the poll posted with the best next guesses, one
vote at a time, the poll ended when its minutes are up and the winner said in reply to
it (read from the ended message: no Message Content needed), and a vote made moot by a
new row ended without a word."""

from __future__ import annotations

import asyncio
import time

from tests.e2e.conftest import BotProcess
from tests.e2e.fake_discord import EPHEMERAL, user

ALICE, BOB = user(81, "alice"), user(82, "bob")
CHANNEL = 1104
MESSAGE = 4


async def vote(stub, minutes: int) -> dict:
    """/vote's answer (deferred, then its followup), as the message Discord created."""
    iid, token = await stub.slash(CHANNEL, ALICE, "vote", minutes=minutes)
    (callback,) = await stub.wait_for(lambda: stub.callbacks(iid))
    if callback["type"] == MESSAGE:
        return callback["data"]
    (followup,) = await stub.wait_for(lambda: stub.followups(token))
    return followup


def replies_to(stub, message_id: int) -> list[dict]:
    return [
        p
        for p in stub.posts(CHANNEL)
        if int((p.get("message_reference") or {}).get("message_id", 0)) == message_id
    ]


def poll_message(stub) -> int:
    """The newest poll the bot posted."""
    return max(mid for mid, m in stub.created.items() if "poll" in m)


async def test_a_vote_is_posted_closed_and_said(discord_stub, tmp_path):
    clock = tmp_path / "clock"
    clock.write_text(str(time.time()))
    env = {"FAKE_CLOCK_FILE": str(clock)}
    bot = await BotProcess(discord_stub, tmp_path / "votes.sqlite3", env=env).start()
    try:
        await discord_stub.say(CHANNEL, ALICE, "CRANE 20020")
        await discord_stub.wait_for(lambda: discord_stub.posts(CHANNEL))

        posted = await vote(discord_stub, 2)
        poll = posted["poll"]
        assert not posted.get("flags", 0) & EPHEMERAL
        assert len(poll["answers"]) == 4 and poll["duration"] == 1  # ended early by the bot
        texts = [a["poll_media"]["text"] for a in poll["answers"]]
        assert "best" in texts[0] and any("could win now" in t for t in texts), texts
        assert all(len(t) <= 55 for t in texts)
        assert "2 minutes" in posted["content"]
        mid = poll_message(discord_stub)

        refused = await vote(discord_stub, 5)  # one at a time
        assert "poll" not in refused and refused["flags"] & EPHEMERAL

        discord_stub.poll_votes[mid] = [1, 3, 0, 0]
        clock.write_text(str(time.time() + 121))
        said = await discord_stub.wait_for(lambda: replies_to(discord_stub, mid), timeout=30)
        second = texts[1].split(" · ")[0]
        (embed,) = said[0]["embeds"]
        assert embed["title"] == f"The vote chose {second}"
        assert "won with 3 votes of 4" in embed["description"]
        assert discord_stub.ended_polls == [mid]

        # a new row makes the next vote moot: its poll ended, and that said once
        await vote(discord_stub, 30)
        moot = poll_message(discord_stub)
        before = len(discord_stub.posts(CHANNEL))
        await discord_stub.say(CHANNEL, BOB, f"{second} 00000")
        await discord_stub.wait_for(lambda: moot in discord_stub.ended_polls, timeout=30)
        closed = await discord_stub.wait_for(lambda: replies_to(discord_stub, moot), timeout=30)
        (embed,) = closed[0]["embeds"]
        assert embed["title"] == "Vote closed"
        assert "A new row was played" in embed["description"]
        await asyncio.sleep(1)
        assert len(discord_stub.posts(CHANNEL)) == before + 2  # the paste's reply, that line
    finally:
        await bot.stop()
