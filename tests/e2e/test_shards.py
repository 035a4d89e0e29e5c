"""Sharded bot processes on a real PostgreSQL, against a fake Discord that routes guilds to
shards by Discord's own formula (issue 14's scenarios): every reply comes from the process
that owns the guild, IDENTIFY stays within the bucket rule across processes, the cluster
restarts a killed process, games survive a reshard and a database outage."""

from __future__ import annotations

import asyncio
import os
import signal
from pathlib import Path

from solver import score
from solver.game.feedback import notation
from tests.e2e.conftest import BotProcess, children
from tests.e2e.fake_discord import FakeDiscord, shard_of, user
from tests.e2e.waiting import stretched

COUNT = 4


def snowflake(shard: int, n: int) -> int:
    """A real-looking guild id (2020s timestamps) that Discord routes to ``shard``."""
    return ((300_000_000_000 + n * COUNT + shard) << 22) | 1234


GUILDS = {snowflake(s, 1): [snowflake(s, 1) + 1] for s in range(COUNT)}


async def test_two_processes_each_answer_their_own_guilds(tmp_path, postgres_url):
    assert sorted(shard_of(g, COUNT) for g in GUILDS) == [0, 1, 2, 3]
    stub = await FakeDiscord(GUILDS, shards=COUNT, max_concurrency=1).start()
    env = {"HUDDLE_DATABASE_URL": postgres_url, "HUDDLE_SHARD_COUNT": str(COUNT)}
    processes = [
        BotProcess(stub, tmp_path / f"p{n}.sqlite3", {**env, "HUDDLE_SHARDS": shards})
        for n, shards in enumerate(["0-1", "2-3"])
    ]
    try:
        await asyncio.gather(*(p.start() for p in processes))
        await stub.wait_for(lambda: len(stub.live_shards()) == COUNT, timeout=90)
        assert stub.live_shards() == {(s, COUNT) for s in range(COUNT)}
        secret = "chess"
        for guild_id, (channel,) in GUILDS.items():
            text = notation("crane", score("crane", secret))
            await stub.say(channel, user(11 + shard_of(guild_id, COUNT), "ann"), text)
        await stub.wait_for(lambda: all(stub.posts(c) for (c,) in GUILDS.values()), timeout=60)
        await asyncio.sleep(1.0)  # a second process answering too would have done so by now
        for (channel,) in GUILDS.values():
            (post,) = stub.posts(channel)
            assert "1/6 played" in post["embeds"][0]["title"]
        assert stub.identify_violations() == []
        assert len(stub.identifies) == COUNT
    finally:
        for p in processes:
            await p.stop()
            print(p.output())
        await stub.stop()


async def test_the_cluster_restarts_a_killed_process_and_stops_cleanly(tmp_path, postgres_url):
    """Scenario 2: ``python -m bot cluster --processes 2``; one process is killed with
    SIGKILL mid-game; the launcher starts it again and its guild's game carries on with
    nothing acknowledged lost; SIGTERM stops the launcher and every process.  Every shard
    may IDENTIFY at once (pacing is the first scenario's)."""
    stub = await FakeDiscord(GUILDS, shards=COUNT, max_concurrency=COUNT).start()
    env = {"HUDDLE_DATABASE_URL": postgres_url, "HUDDLE_SHARD_COUNT": str(COUNT)}
    cluster = BotProcess(stub, tmp_path / "cluster.sqlite3", env, args=["cluster"])
    try:
        await cluster.start()
        await stub.wait_for(lambda: len(stub.live_shards()) == COUNT, timeout=90)
        (channel,) = GUILDS[snowflake(0, 1)]  # shard 0: the first process owns it
        secret, ann = "chess", user(11, "ann")
        await stub.say(channel, ann, notation("crane", score("crane", secret)))
        await stub.wait_for(lambda: len(stub.posts(channel)) == 1, timeout=30)
        assert cluster.proc is not None
        launched = children(cluster.proc.pid)
        assert len(launched) == 2
        first = min(launched)  # started first: shards 0-1
        os.kill(first, signal.SIGKILL)
        await stub.wait_for(lambda: len(stub.live_shards()) < COUNT, timeout=30)
        await stub.wait_for(lambda: len(stub.live_shards()) == COUNT, timeout=90)
        assert first not in children(cluster.proc.pid)
        await stub.say(channel, ann, notation("swiss", score("swiss", secret)))
        await stub.wait_for(lambda: len(stub.posts(channel)) == 2, timeout=30)
        assert "2/6 played" in stub.posts(channel)[1]["embeds"][0]["title"]
        survivors = children(cluster.proc.pid)
        cluster.proc.terminate()
        assert await asyncio.wait_for(cluster.proc.wait(), stretched(30)) == 0
        assert not any(Path(f"/proc/{pid}").exists() for pid in survivors)
        assert stub.identify_violations() == []
    finally:
        await cluster.stop()
        print(cluster.output())
        await stub.stop()


async def test_games_carry_on_across_a_reshard(tmp_path, postgres_url):
    """Scenario 3: four shards in two processes, then two shards in two processes (a
    restart with new ranges): every guild's game continues where it was.  Every shard may
    IDENTIFY at once (pacing is the first scenario's)."""
    stub = await FakeDiscord(GUILDS, shards=COUNT, max_concurrency=COUNT).start()
    secret, ann = "chess", user(11, "ann")

    async def run(count: int, ranges: list[str], word: str, played: int) -> None:
        env = {"HUDDLE_DATABASE_URL": postgres_url, "HUDDLE_SHARD_COUNT": str(count)}
        processes = [
            BotProcess(stub, tmp_path / f"{count}-{n}.sqlite3", {**env, "HUDDLE_SHARDS": r})
            for n, r in enumerate(ranges)
        ]
        try:
            await asyncio.gather(*(p.start() for p in processes))
            await stub.wait_for(lambda: len(stub.live_shards()) == count, timeout=90)
            for (channel,) in GUILDS.values():
                await stub.say(channel, ann, notation(word, score(word, secret)))
            await stub.wait_for(
                lambda: all(len(stub.posts(c)) == played for (c,) in GUILDS.values()), 60
            )
            for (channel,) in GUILDS.values():
                assert f"{played}/6 played" in stub.posts(channel)[-1]["embeds"][0]["title"]
        finally:
            for p in processes:
                await p.stop()
                print(p.output())

    try:
        await run(4, ["0-1", "2-3"], "crane", 1)
        await run(2, ["0", "1"], "swiss", 2)
    finally:
        await stub.stop()


async def test_postgres_stopped_under_a_running_bot(tmp_path, solver):
    """Scenario 5: the database goes away under a connected bot and comes back: the bot
    keeps its gateway session, says it cannot save (never acknowledging), and saves again
    by itself once the server is back."""
    from tests.conftest import new_database, throwaway_server

    (guild_id, (channel,)) = next(iter(GUILDS.items()))
    stub = await FakeDiscord({guild_id: [channel]}).start()
    secret, ann = "chess", user(11, "ann")
    with throwaway_server() as server:
        url = await new_database(server)
        bot = BotProcess(stub, tmp_path / "down.sqlite3", {"HUDDLE_DATABASE_URL": url})
        try:
            await bot.start()
            await stub.connected()
            await stub.say(channel, ann, notation("crane", score("crane", secret)))
            await stub.wait_for(lambda: len(stub.posts(channel)) == 1, 30)
            server.pause()
            await stub.say(channel, ann, notation("swiss", score("swiss", secret)))
            await stub.wait_for(lambda: len(stub.posts(channel)) == 2, 30)
            assert stub.posts(channel)[1]["embeds"][0]["title"] == "Can't save right now"
            server.resume()
            await stub.say(channel, ann, notation("swiss", score("swiss", secret)))
            await stub.wait_for(lambda: len(stub.posts(channel)) == 3, 30)
            assert "2/6 played" in stub.posts(channel)[2]["embeds"][0]["title"]
            assert len(stub.identifies) == 1 and not stub.resumes  # one gateway session
        finally:
            await bot.stop()
            print(bot.output())
            await stub.stop()
