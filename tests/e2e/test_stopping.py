"""SIGTERM or SIGINT at any moment of the real bot's life, from its first imports to
mid-stream, and in the console: exit status 0, nothing acknowledged lost.  How long a stop
takes (a supervisor allows ten seconds) is printed here and measured by ``python -m bot
bench stop``; asserted, it would fail on a busy machine, not on a slow stop."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import time
from pathlib import Path

import pytest

from bot.fronts.console import _id
from bot.games import SQLGames
from bot.store import SQLiteStore
from tests.e2e.conftest import ROOT, BotProcess
from tests.e2e.fake_discord import user
from tests.e2e.test_operations import acknowledged, burst, stored_message_ids
from tests.e2e.waiting import stretched

ALICE = user(11, "alice")
HANG = 60  # seconds after which a stop is taken for a hang: far past any stop's own bounds


async def logged(bot: BotProcess, text: str, timeout: float = HANG) -> None:
    """Until the bot's log has ``text`` (``timeout``: a hang, not a slow start)."""

    async def seen() -> None:
        while text not in bot.output():
            assert bot.proc is not None and bot.proc.returncode is None, bot.output()
            await asyncio.sleep(0.02)

    try:
        await asyncio.wait_for(seen(), stretched(timeout))
    except TimeoutError:
        raise AssertionError(f"never logged {text!r}:\n{bot.output()}") from None


async def stopped_within(bot: BotProcess, sig: int) -> float:
    """Send ``sig``; the seconds until the process ended (for the log), asserting it ended
    with 0."""
    assert bot.proc is not None
    sent = time.monotonic()
    bot.proc.send_signal(sig)
    code = await asyncio.wait_for(bot.proc.wait(), stretched(HANG))
    assert code == 0, (code, bot.output())
    return time.monotonic() - sent


def catches_stops(pid: int) -> bool:
    """Whether the process has a SIGTERM handler of its own (``catch_stops`` ran, the first
    thing it does): before that a stop ends any process by the default action, before a
    line of the bot has run, however busy the machine keeps its start."""
    status = Path(f"/proc/{pid}/status").read_text()
    caught = next(line for line in status.splitlines() if line.startswith("SigCgt:"))
    return bool(int(caught.split()[1], 16) >> (signal.SIGTERM - 1) & 1)


async def at_once(bot: BotProcess, discord_stub) -> None:
    """As soon as the bot can catch a stop: the interpreter is up, the modules importing."""

    async def caught() -> None:
        assert bot.proc is not None
        while bot.proc.returncode is None and not catches_stops(bot.proc.pid):
            await asyncio.sleep(0.01)
        assert bot.proc.returncode is None, bot.output()

    await asyncio.wait_for(caught(), stretched(HANG))


async def warming_up(bot: BotProcess, discord_stub) -> None:
    await logged(bot, "warming up: ")


async def waiting_to_identify(bot: BotProcess, discord_stub) -> None:
    await logged(bot, "ready in")  # the tables are loaded; its IDENTIFY turn is seconds away
    assert not discord_stub.identifies


async def identified(bot: BotProcess, discord_stub) -> None:
    await discord_stub.wait_for(lambda: discord_stub.identifies, timeout=60)


async def mid_stream(bot: BotProcess, discord_stub) -> None:
    await discord_stub.wait_for(lambda: discord_stub.identifies, timeout=60)
    await discord_stub.connected()
    await burst(discord_stub, 30)
    await discord_stub.wait_for(lambda: len(acknowledged(discord_stub)) >= 3, timeout=30)


MOMENTS = [at_once, warming_up, waiting_to_identify, identified, mid_stream]
# SIGTERM at every moment; SIGINT (the same handler, caught the same way) at the first and
# the last, and at every moment with -m slow
STOPS = [
    pytest.param(moment, sig, id=f"{moment.__name__}-{sig.name[3:]}", marks=marks)
    for moment in MOMENTS
    for sig in (signal.SIGTERM, signal.SIGINT)
    for marks in [
        [pytest.mark.slow] if sig == signal.SIGINT and moment not in (at_once, mid_stream) else []
    ]
]


@pytest.mark.parametrize(("moment", "sig"), STOPS)
async def test_a_stop_at_any_moment_exits_0_keeping_what_it_answered(
    discord_stub, tmp_path, moment, sig
):
    db = tmp_path / "stop.sqlite3"
    if moment is waiting_to_identify:
        store = await SQLiteStore(db).open()
        try:  # other processes' IDENTIFYs: this start waits its turn for a while
            async with store.db.transaction(-1) as tx:
                await tx.execute(
                    "INSERT INTO identify_log (bucket, at) VALUES (0, $1)", time.time() + 60
                )
        finally:
            await store.close()
    bot = BotProcess(discord_stub, db, {"HUDDLE_WARM_UP": "all"})  # every warm-up step
    await bot.spawn()
    try:
        await moment(bot, discord_stub)
        print(f"{moment.__name__} {sig.name}: stopped in {await stopped_within(bot, sig):.2f} s")
    finally:
        await bot.stop()
        print(bot.output())
    assert "Traceback" not in bot.output()
    assert "\x1b[" not in bot.output()  # a log file gets no terminal colours
    store = await SQLiteStore(db).open()
    try:
        assert acknowledged(discord_stub) <= await stored_message_ids(store)
    finally:
        await store.close()


async def test_the_console_stops_on_sigterm_keeping_what_it_answered(tmp_path: Path):
    db = tmp_path / "console.sqlite3"
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        "console",
        env={**os.environ, "HUDDLE_DB": str(db), "PYTHONPATH": str(ROOT)},
        cwd=ROOT,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(b"CRANE=c.a.e\n")
    await proc.stdin.drain()
    seen = b""
    while b"1/6 played" not in seen:  # answered: acknowledged
        seen += await asyncio.wait_for(proc.stdout.read(256), stretched(60))
    proc.send_signal(signal.SIGTERM)  # waiting at its prompt for the next line
    code = await asyncio.wait_for(proc.wait(), stretched(HANG))
    assert code == 0, seen
    store = await SQLiteStore(db).open()
    try:
        session = await SQLGames(store).current_session(_id("#general"))
        assert session is not None and [g.word for g in session.guesses] == ["crane"]
    finally:
        await store.close()
