"""Operating the real bot process: /healthz, /readyz, /metrics, SIGTERM and JSON logs,
against the loopback Discord (and a real PostgreSQL where the cluster is involved)."""

from __future__ import annotations

import asyncio
import json
import signal
import socket
import time

import aiohttp
import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot.games import SQLGames
from bot.store import PostgresStore, SQLiteStore
from solver import score
from solver.game.feedback import notation
from tests.e2e.conftest import GUILDS, BotProcess, children, running
from tests.e2e.fake_discord import FakeDiscord, shown_text, user
from tests.e2e.waiting import stretched

CHANNELS = [c for chans in GUILDS.values() for c in chans]
ALICE = user(11, "alice")
SECRET = "cigar"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def get(port: int, path: str) -> tuple[int, str]:
    async with (
        aiohttp.ClientSession() as http,
        http.get(f"http://127.0.0.1:{port}{path}", timeout=aiohttp.ClientTimeout(10)) as r,
    ):
        return r.status, await r.text()


async def until_status(port: int, path: str, status: int, timeout: float = 60) -> str:
    """Poll ``path`` until it answers ``status``; its body then."""
    deadline = time.monotonic() + timeout
    seen = None
    while time.monotonic() < deadline:
        try:
            seen = await get(port, path)
            if seen[0] == status:
                return seen[1]
        except aiohttp.ClientError:
            pass
        await asyncio.sleep(0.2)
    raise AssertionError(f"{path} never answered {status}; last {seen}")


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of a scrape, parsed by prometheus-client's own parser."""
    return {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
    }


def paste(word: str) -> str:
    return notation(word, score(word, SECRET))


async def test_readiness_follows_the_gateway(discord_stub: FakeDiscord, tmp_path):
    port = free_port()
    bot = await BotProcess(
        discord_stub, tmp_path / "ready.sqlite3", {"HUDDLE_HTTP": f"127.0.0.1:{port}"}
    ).start()
    try:
        assert (await get(port, "/healthz"))[0] == 200
        await until_status(port, "/readyz", 200)
        discord_stub.refusing = True  # Discord unreachable: no resume, no new session
        await discord_stub.drop_connections()
        body = json.loads(await until_status(port, "/readyz", 503))
        assert body["status"] == "unavailable"
        assert "shard 0 is disconnected" in body["problems"]
        assert (await get(port, "/healthz"))[0] == 200  # alive all the same
        scraped = samples(await until_status(port, "/metrics", 200))
        assert scraped[("huddle_shard_connected", (("shard", "0"),))] == 0
        discord_stub.refusing = False
        assert json.loads(await until_status(port, "/readyz", 200)) == {"status": "ready"}
    finally:
        await bot.stop()
        print(bot.output())


async def test_metrics_count_what_was_sent(bot_with_http):
    _, discord_stub, port = bot_with_http
    channel = CHANNELS[0]
    for word in ("crane", "moist", "lupin"):
        await discord_stub.say(channel, ALICE, paste(word))
    for chat in ("good morning", "crane is a bird", "I got 12012 points"):
        await discord_stub.say(channel, ALICE, chat)
    await discord_stub.wait_for(lambda: len(discord_stub.posts(channel)) >= 3, timeout=60)
    await asyncio.sleep(0.5)  # a reply to chat would show up now
    scraped = samples((await get(port, "/metrics"))[1])
    assert scraped[("huddle_messages_total", ())] == 6
    assert scraped[("huddle_wordle_messages_total", ())] == 3
    replies = sum(
        v
        for (name, labels), v in scraped.items()
        if name == "huddle_replies_total" and ("source", "message") in labels
    )
    assert replies == 3 == len(discord_stub.posts(channel))
    assert scraped[("huddle_reply_seconds_count", (("source", "message"),))] == 6
    assert scraped[("huddle_shard_connected", (("shard", "0"),))] == 1
    assert scraped[("huddle_db_up", ())] == 1
    assert scraped[("huddle_advisor_cache_entries", ())] > 0
    assert scraped[("process_resident_memory_bytes", ())] > 50e6
    assert scraped[("huddle_solver_seconds_count", (("lane", "chat"),))] > 0
    assert scraped[("huddle_db_query_seconds_count", ())] > 0
    labels = {k for (_, ls) in scraped for k, _ in ls}
    assert labels <= {"source", "tone", "kind", "result", "shard", "lane", "le"}  # no ids


@pytest.fixture
async def bot_with_http(discord_stub, tmp_path):
    port = free_port()
    process = await BotProcess(
        discord_stub, tmp_path / "metrics.sqlite3", {"HUDDLE_HTTP": f"127.0.0.1:{port}"}
    ).start()
    await until_status(port, "/readyz", 200)
    yield process, discord_stub, port
    await process.stop()
    print(process.output())


async def burst(discord_stub: FakeDiscord, pastes: int) -> list[tuple[int, int, str]]:
    """``pastes`` pastes spread over every channel at once: (channel, message id, word)."""
    words = ["crane", "moist", "lupin", "fight", "bawdy"]
    plan = [
        (CHANNELS[n % len(CHANNELS)], words[n // len(CHANNELS) % len(words)]) for n in range(pastes)
    ]
    sent = await asyncio.gather(*(discord_stub.say(c, ALICE, paste(w)) for c, w in plan))
    return [(c, mid, w) for (c, w), mid in zip(plan, sent, strict=True)]


def acknowledged(discord_stub: FakeDiscord) -> set[int]:
    """The messages the bot has answered (a reply references each)."""
    return {int(p["message_reference"]["message_id"]) for p in discord_stub.posts()}


async def stored_message_ids(store) -> set[int]:
    ids = set()
    for channel in CHANNELS:
        session = await SQLGames(store).current_session(channel)
        ids |= {g.message_id for g in session.guesses} if session else set()
    return ids


async def test_sigterm_mid_burst_stores_every_acknowledged_paste(discord_stub, tmp_path):
    db = tmp_path / "stop.sqlite3"
    discord_stub.rate_limit_posts = 1  # discord.py logs the 429 from inside a message's task
    bot = await BotProcess(discord_stub, db, {"HUDDLE_LOG_FORMAT": "json"}).start()
    sent = await burst(discord_stub, 50)
    await discord_stub.wait_for(lambda: len(acknowledged(discord_stub)) >= 5, timeout=60)
    before = acknowledged(discord_stub)
    assert bot.proc is not None
    bot.proc.send_signal(signal.SIGTERM)
    # a hang; its time is bench stop's
    code = await asyncio.wait_for(bot.proc.wait(), stretched(60))
    assert code == 0, (code, bot.output())
    assert discord_stub.client_closes == [1000]  # the gateway session closed cleanly
    answered = acknowledged(discord_stub)
    assert before <= answered
    for post in discord_stub.posts():  # no half answers: every reply is a whole embed
        (embed,) = post["embeds"]
        assert embed["title"] and embed["description"]
    store = await SQLiteStore(db).open()
    try:
        assert answered <= await stored_message_ids(store)
    finally:
        await store.close()
    lines = [json.loads(line) for line in bot.output().splitlines() if line.startswith("{")]
    assert lines and all({"time", "level", "logger", "message"} <= set(x) for x in lines)
    about = [x for x in lines if "channel" in x]  # lines logged while handling a message
    assert about and all(int(x["channel"]) in CHANNELS and x.get("guild") for x in about)
    output = bot.output()
    assert "e2e.fake.token" not in output
    assert not any(paste(w) in output for _, _, w in sent)  # no message content logged
    assert any("finishing" in x["message"] or "stop" in x["message"] for x in lines)


async def test_cluster_stops_cleanly_on_sigterm(tmp_path, postgres_url):
    stub = await FakeDiscord(GUILDS, shards=2, max_concurrency=2).start()  # no IDENTIFY wait
    cluster = BotProcess(
        stub,
        tmp_path / "cluster.sqlite3",
        {"HUDDLE_DATABASE_URL": postgres_url, "HUDDLE_SHARD_COUNT": "2"},
        ["cluster", "--processes", "2"],
    )
    try:
        await cluster.start()
        await stub.wait_for(lambda: len(stub.live_shards()) == 2, timeout=120)
        await burst(stub, 50)
        await stub.wait_for(lambda: len(acknowledged(stub)) >= 3, timeout=60)
        assert cluster.proc is not None
        cluster.proc.send_signal(signal.SIGTERM)
        code = await asyncio.wait_for(cluster.proc.wait(), stretched(60))  # a hang, not a slow stop
        assert code == 0, cluster.output()
        assert sorted(stub.client_closes) == [1000, 1000]  # both processes closed cleanly
        store = await PostgresStore(postgres_url).open()
        try:
            assert acknowledged(stub) <= await stored_message_ids(store)
        finally:
            await store.close()
    finally:
        await cluster.stop()
        await stub.stop()
        print(cluster.output())


async def test_readiness_follows_the_database(discord_stub, tmp_path, postgres_server):
    from tests.conftest import new_database

    url = await new_database(postgres_server)
    port = free_port()
    bot = await BotProcess(
        discord_stub,
        tmp_path / "pg.sqlite3",
        {"HUDDLE_HTTP": f"127.0.0.1:{port}", "HUDDLE_DATABASE_URL": url},
    ).start()
    try:
        await until_status(port, "/readyz", 200)
        postgres_server.pause()
        body = json.loads(await until_status(port, "/readyz", 503))
        assert any("database" in p for p in body["problems"])
        postgres_server.resume()
        await until_status(port, "/readyz", 200)
        scraped = samples((await get(port, "/metrics"))[1])
        assert scraped[("huddle_db_outages_total", ())] >= 1
    finally:
        await bot.stop()
        print(bot.output())


async def _start_alone(env: dict[str, str], tmp_path, *args: str) -> tuple[int, str]:
    """The bot's entry point (with ``args``, a subcommand) run to its end; its exit code and
    what it printed."""
    import os
    import sys

    from tests.e2e.conftest import ROOT

    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        str(ROOT / "tests" / "e2e" / "launch.py"),
        *args,
        env={
            **os.environ,
            "DISCORD_TOKEN": "e2e.fake.token",
            "HUDDLE_DB": str(tmp_path / "alone.sqlite3"),
            "PYTHONPATH": str(ROOT),
            **env,
        },
        cwd=ROOT,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    try:
        out, _ = await asyncio.wait_for(proc.communicate(), stretched(60))
    except TimeoutError:
        proc.kill()  # a process that never ends is the failure, not something to leave
        await proc.wait()
        raise AssertionError(f"python -m bot {' '.join(args)} never exited") from None
    assert proc.returncode is not None
    return proc.returncode, out.decode()


async def test_a_refused_token_or_no_network_is_one_line_and_exit_2(discord_stub, tmp_path):
    discord_stub.bad_token = True
    code, out = await _start_alone(
        {"FAKE_DISCORD_API": discord_stub.api, "FAKE_DISCORD_GATEWAY": discord_stub.gateway},
        tmp_path,
    )
    assert code == 2 and "Traceback" not in out
    assert out.strip().splitlines()[-1].startswith("Discord rejected DISCORD_TOKEN")
    with socket.socket() as closed:  # a loopback port nothing listens on
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    code, out = await _start_alone(
        {
            "FAKE_DISCORD_API": f"http://127.0.0.1:{port}/api/v10",
            "FAKE_DISCORD_GATEWAY": f"ws://127.0.0.1:{port}/gateway",
        },
        tmp_path,
    )
    assert code == 2 and "Traceback" not in out
    assert out.strip().splitlines()[-1].startswith("Can't reach Discord (")


async def test_a_file_that_is_not_a_database_is_one_line_and_exit_2(discord_stub, tmp_path):
    """The bot's main run on a HUDDLE_DB that is not a database: one line naming the file
    and why, exit 2 (before: the database's worker thread kept the process running)."""
    db = tmp_path / "notes.txt"
    db.write_text("not a database, a note: buy eggs\n" * 20)
    code, out = await _start_alone(
        {
            "FAKE_DISCORD_API": discord_stub.api,
            "FAKE_DISCORD_GATEWAY": discord_stub.gateway,
            "HUDDLE_DB": str(db),
        },
        tmp_path,
    )
    assert code == 2 and "Traceback" not in out, out
    last = out.strip().splitlines()[-1]
    assert str(db) in last and "file is not a database" in last
    assert not discord_stub.live_shards()  # never connected to the gateway


async def test_sync_publishes_channel_settings_for_manage_channels_only(discord_stub, tmp_path):
    """`python -m bot sync` (the bulk overwrite): /spoilers and /mode carry Manage Channels
    as their default member permission, so Discord hides them from other members; the
    players' commands carry none."""
    code, out = await _start_alone(
        {"FAKE_DISCORD_API": discord_stub.api, "FAKE_DISCORD_GATEWAY": discord_stub.gateway},
        tmp_path,
        "sync",
    )
    assert code == 0, out
    (put,) = [r for r in discord_stub.requests if r.method == "PUT" and "/commands" in r.path]
    gates = {c["name"]: c.get("default_member_permissions") for c in put.body}
    manage_channels = str(1 << 4)
    assert {str(gates["spoilers"]), str(gates["mode"])} == {manage_channels}  # int or string
    assert str(gates["settings"]) == str(1 << 5)  # Manage Server: hidden from the rest
    assert gates["hint"] is gates["undo"] is gates["reset"] is None  # checked per row instead
    # where each is offered: a user install gets what needs no server channel
    offered = {c["name"]: (c.get("integration_types"), c.get("contexts")) for c in put.body}
    everywhere, server = ([0, 1], [0, 1, 2]), ([0], [0, 1])
    assert all(offered[n] == everywhere for n in ("solve", "hint", "why", "candidates"))
    assert all(offered[n] == server for n in ("reset", "undo", "stats", "mode", "guess"))
    assert offered["settings"] == server and offered["colours"] == everywhere
    assert "synced" in out


async def heavy_lane_answers(discord_stub: FakeDiscord, port: int) -> None:
    """Ask /analysis over new positions until one is answered from the heavy lane's own
    process (its metric says so): the first ones are answered in the bot's while the
    process starts."""
    words = ["crane", "moist", "lupin", "fight", "bawdy", "slate", "pouch", "windy"]
    for n in range(40):
        channel = CHANNELS[n % len(CHANNELS)]
        await discord_stub.say(channel, ALICE, paste(words[n % len(words)]))
        await discord_stub.wait_for(lambda c=channel: discord_stub.posts(c), timeout=30)
        _, token = await discord_stub.slash(channel, ALICE, "analysis")
        (followup,) = await discord_stub.wait_for(lambda t=token: discord_stub.followups(t))
        assert "analysis" in shown_text(followup).partition("\n")[0].lower(), followup
        scraped = samples((await get(port, "/metrics"))[1])
        if scraped.get(("huddle_solver_seconds_count", (("lane", "heavy_process"),)), 0) > 0:
            return
        await asyncio.sleep(0.5)
    raise AssertionError("no heavy command was answered from the heavy lane's process")


@pytest.mark.parametrize("stop", ["sigterm", "sigkill"])
async def test_heavy_commands_run_in_a_process_that_ends_with_the_bot(
    discord_stub: FakeDiscord, tmp_path, stop
):
    port = free_port()
    bot = await BotProcess(
        discord_stub, tmp_path / "lane.sqlite3", {"HUDDLE_HTTP": f"127.0.0.1:{port}"}
    ).start()
    try:
        await until_status(port, "/readyz", 200)
        await heavy_lane_answers(discord_stub, port)
        assert bot.proc is not None
        started = running(children(bot.proc.pid))
        assert started  # the lane's process (and multiprocessing's resource tracker)
        if stop == "sigterm":
            await bot.stop()
        else:
            await bot.kill()
        deadline = time.monotonic() + 15
        while running(started) and time.monotonic() < deadline:
            await asyncio.sleep(0.2)
        assert not running(started), bot.output()
    finally:
        await bot.stop()
