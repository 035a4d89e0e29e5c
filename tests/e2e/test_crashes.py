"""The real bot killed (kill -9) and stopped (SIGTERM) mid-stream, round after round, with
channels in every state a restart's catch-up meets: a repeated row as the newest message,
a solved game, no game (a /new before any row), a paste deleted while the bot was down,
and channels taking a stream of pastes when the stop comes.  Pastes are sent in every
channel while it is down.  At the end nothing acknowledged is lost, every paste is read
(a row, or a row pasted again) and no deleted one is left on a board.

A couple of rounds run in the suite; the bench in docs/benchmarks.md runs more:
    HUDDLE_KILLS=25 HUDDLE_TERMS=12 python -m pytest -q -s -n0 tests/e2e/test_crashes.py
"""

from __future__ import annotations

import asyncio
import os
import random
import signal
import time
from dataclasses import dataclass, field

from bot.store import SQLiteStore
from solver import score
from solver.game.feedback import notation
from solver.lists.wordlists import original
from tests.e2e.conftest import GUILDS, BotProcess, tracebacks
from tests.e2e.fake_discord import FakeDiscord, shown_text, user
from tests.e2e.waiting import stretched

CHANNELS = [c for chans in GUILDS.values() for c in chans]
REPEATED, SOLVED, CLEARED, DELETED = CHANNELS[:4]
STREAMED = CHANNELS[4:]
ALICE, BOB = user(41, "alice"), user(42, "bob")
SECRET = "cigar"
STOP_SECONDS = 10.0  # a SIGTERM's exit, at the latest


def paste(word: str) -> str:
    return notation(word, score(word, SECRET))


@dataclass
class Ledger:
    """What was sent, and where, for the checks at the end."""

    pastes: dict[int, int] = field(default_factory=dict)  # message: channel
    deleted: set[int] = field(default_factory=set)
    while_down: int = 0
    stops: list[float] = field(default_factory=list)  # seconds each SIGTERM took


def acknowledged(discord_stub: FakeDiscord) -> set[int]:
    """The messages the bot answered (a reply references each; a catch-up's does not)."""
    return {
        int(p["message_reference"]["message_id"])
        for p in discord_stub.posts()
        if p.get("message_reference")
    }


async def said(discord_stub: FakeDiscord, ledger: Ledger, channel: int, word: str) -> int:
    mid = await discord_stub.say(channel, random.choice([ALICE, BOB]), paste(word))
    ledger.pastes[mid] = channel
    return mid


async def answered(discord_stub: FakeDiscord, ledger: Ledger, channel: int, word: str) -> int:
    mid = await said(discord_stub, ledger, channel, word)
    await discord_stub.wait_for(lambda: mid in acknowledged(discord_stub), timeout=60)
    return mid


async def set_states(discord_stub: FakeDiscord, ledger: Ledger, words: list[str]) -> int:
    """Each state channel in its state; the message to delete once the bot is down."""
    word = random.choice(words)
    await new_game(discord_stub, REPEATED)  # room for the row, and for it again
    await answered(discord_stub, ledger, REPEATED, word)
    await answered(discord_stub, ledger, REPEATED, word)  # already on the board
    await answered(discord_stub, ledger, SOLVED, SECRET)
    await new_game(discord_stub, CLEARED)
    return await answered(discord_stub, ledger, DELETED, random.choice(words))


async def new_game(discord_stub: FakeDiscord, channel: int) -> None:
    iid, _ = await discord_stub.slash(channel, ALICE, "new")
    await discord_stub.wait_for(lambda: discord_stub.callbacks(iid), timeout=60)


async def stop(bot: BotProcess, how: str, ledger: Ledger) -> None:
    assert bot.proc is not None
    if how == "kill":
        await bot.kill()
        return
    sent = time.monotonic()
    bot.proc.send_signal(signal.SIGTERM)
    code = await asyncio.wait_for(bot.proc.wait(), stretched(30))
    ledger.stops.append(time.monotonic() - sent)
    assert code == 0 and ledger.stops[-1] < STOP_SECONDS, (code, ledger.stops, bot.output())


async def one_round(
    discord_stub: FakeDiscord, db, how: str, ledger: Ledger, words: list[str]
) -> None:
    bot = await BotProcess(discord_stub, db).start()
    if not ledger.pastes:  # a game in every channel (where none was ever played, none is read)
        for channel in CHANNELS:
            await answered(discord_stub, ledger, channel, random.choice(words))
    doomed = await set_states(discord_stub, ledger, words)
    before = len(acknowledged(discord_stub))
    stream = [said(discord_stub, ledger, c, random.choice(words)) for c in STREAMED * 3]
    await asyncio.gather(*stream)  # 18 pastes at once: the stop comes while they are read
    await discord_stub.wait_for(lambda: len(acknowledged(discord_stub)) >= before + 3, timeout=60)
    await stop(bot, how, ledger)
    assert not tracebacks(bot.output()), bot.output()
    await discord_stub.delete(DELETED, doomed)  # nobody hears it
    ledger.deleted.add(doomed)
    for channel in CHANNELS:  # sent while nobody is connected: history only
        for _ in range(random.randint(1, 2)):
            await said(discord_stub, ledger, channel, random.choice(words))
            ledger.while_down += 1


async def read_everything(discord_stub: FakeDiscord, db, ledger: Ledger, words: list[str]):
    """A last start: a paste in every channel waits for its catch-up, so once each is
    answered, everything missed has been read."""
    bot = await BotProcess(discord_stub, db).start()
    try:
        for channel in CHANNELS:
            await answered(discord_stub, ledger, channel, random.choice(words))
    finally:
        await stop(bot, "term", ledger)
    assert not tracebacks(bot.output()), bot.output()


async def test_kills_and_stops_mid_stream_lose_nothing_and_leave_nothing_unread(
    discord_stub, tmp_path
):
    random.seed(67)
    words = [w for w in original().words if w != SECRET]
    kills, terms = int(os.environ.get("HUDDLE_KILLS", 2)), int(os.environ.get("HUDDLE_TERMS", 1))
    plan = ["kill"] * kills + ["term"] * terms
    random.shuffle(plan)
    db, ledger = tmp_path / "crashes.sqlite3", Ledger()
    started = time.monotonic()
    for how in plan:
        await one_round(discord_stub, db, how, ledger, words)
    await read_everything(discord_stub, db, ledger, words)
    store = await SQLiteStore(db).open()
    try:
        rows = {m for (m,) in await store.db.fetch("SELECT message_id FROM guesses")}
        again = {m for (m,) in await store.db.fetch("SELECT message_id FROM seen_again")}
        placed = await store.db.fetch(
            "SELECT g.message_id, s.channel_id FROM guesses g JOIN sessions s "
            "ON s.id = g.session_id"
        )
    finally:
        await store.close()
    acked = acknowledged(discord_stub) & set(ledger.pastes)
    lost = acked - ledger.deleted - rows - again
    unread = set(ledger.pastes) - ledger.deleted - rows - again
    left = ledger.deleted & rows
    astray = [m for m, c in placed if m in ledger.pastes and ledger.pastes[m] != c]
    caught = [p for p in discord_stub.posts() if "Caught up" in shown_text(p)]
    print(
        f"kill -9 x{kills}, SIGTERM x{terms} mid-stream in {time.monotonic() - started:.0f} s: "
        f"{len(ledger.pastes)} pastes ({ledger.while_down} while down), {len(acked)} "
        f"acknowledged, {len(ledger.deleted)} deleted while down, {len(caught)} caught-up "
        f"replies; acknowledged lost {len(lost)}, unread {len(unread)}, deleted left "
        f"{len(left)}, astray {len(astray)}; SIGTERM exits 0 in at most "
        f"{max(ledger.stops):.2f} s"
    )
    where = {m: ledger.pastes[m] for m in lost | unread}
    assert not lost and not unread and not left and not astray, (where, left, astray)
