"""A restart's catch-up in every state a channel can be in (a repeated row last, a game
solved or cleared, a delete nobody heard), against the real bot process, the loopback
Discord and, for the outage, a real PostgreSQL."""

from __future__ import annotations

import asyncio
import signal

import pytest

from bot.games import SQLGames
from bot.ops.client import DRAIN_SECONDS
from bot.shares import SQLShares
from bot.store import SQLiteStore, Store
from solver import score
from solver.game.feedback import notation
from tests.conftest import new_database
from tests.e2e.conftest import GUILDS, BotProcess
from tests.e2e.fake_discord import FakeDiscord, shown_text, user

CHANNELS = [c for chans in GUILDS.values() for c in chans]
ALICE, BOB = user(31, "alice"), user(32, "bob")
SECRET = "cigar"
DEFERRED = 5  # an interaction callback's type: the answer follows


def paste(word: str) -> str:
    return notation(word, score(word, SECRET))


async def words(store: Store, channel: int) -> list[str]:
    session = await SQLGames(store).current_session(channel)
    return [g.word for g in session.guesses] if session else []


async def answered(discord_stub: FakeDiscord, channel: int, author: dict, text: str) -> dict:
    """Say ``text`` in the channel; the bot's reply to it."""
    before = len(discord_stub.posts(channel))
    await discord_stub.say(channel, author, text)
    await discord_stub.wait_for(lambda: len(discord_stub.posts(channel)) > before, timeout=60)
    return discord_stub.posts(channel)[-1]


async def asked(discord_stub: FakeDiscord, channel: int, command: str, **options) -> str:
    """A slash command's answer in the channel, as shown (after a deferral too)."""
    iid, token = await discord_stub.slash(channel, ALICE, command, **options)
    (callback,) = await discord_stub.wait_for(lambda: discord_stub.callbacks(iid), timeout=60)
    if callback["type"] != DEFERRED:
        return shown_text(callback["data"])
    (followup,) = await discord_stub.wait_for(lambda: discord_stub.followups(token), timeout=60)
    return shown_text(followup)


async def caught_up(discord_stub: FakeDiscord, channel: int, count: int) -> str:
    """Until the channel's one "caught up" reply; its text."""

    def said() -> list[dict]:
        return [p for p in discord_stub.posts(channel) if "Caught up" in shown_text(p)]

    (post,) = await discord_stub.wait_for(said, timeout=60)
    text = shown_text(post)
    assert text.startswith(f"### Caught up on {count} paste"), text
    return text


async def test_a_repeated_row_last_never_stops_the_other_channels_catch_up(discord_stub, tmp_path):
    """The first channel's newest message pastes a row the board has; killed, the bot
    misses a paste in the second channel.  Started again (twice), the first channel reads
    nothing new and the second's paste is caught up: stored once, said once."""
    db = tmp_path / "repeated.sqlite3"
    repeated, other = CHANNELS[0], CHANNELS[1]
    first = await BotProcess(discord_stub, db).start()
    await answered(discord_stub, repeated, ALICE, paste("crane"))
    again = await answered(discord_stub, repeated, BOB, paste("crane"))
    assert "already on the board" in shown_text(again)
    await answered(discord_stub, other, ALICE, paste("crane"))
    await first.kill()
    await discord_stub.say(other, BOB, paste("moist"))  # while nobody is connected
    for _ in range(2):  # a second restart reads it all again: nothing changes
        bot = await BotProcess(discord_stub, db).start()
        try:
            await caught_up(discord_stub, other, 1)
            await asyncio.sleep(1.0)  # anything more would show up by now
        finally:
            await bot.stop()
            print(bot.output())
        assert "Traceback" not in bot.output()
    assert len(discord_stub.posts(repeated)) == 2  # nothing missed there: nothing said
    store = await SQLiteStore(db).open()
    try:
        assert await words(store, other) == ["crane", "moist"]
        session = await SQLGames(store).current_session(repeated)
        assert session is not None and [s.author.name for s in session.seen_again] == ["bob"]
    finally:
        await store.close()


async def test_pastes_missed_where_no_game_is_going_start_one_in_order(discord_stub, tmp_path):
    """One channel's game was solved, another's cleared with /new; killed, the bot misses
    two pastes in each.  Started again, each channel's pastes start a game, in order."""
    db = tmp_path / "ended.sqlite3"
    solved, cleared = CHANNELS[2], CHANNELS[4]
    first = await BotProcess(discord_stub, db).start()
    await answered(discord_stub, solved, ALICE, paste("crane"))
    won = await answered(discord_stub, solved, ALICE, paste(SECRET))
    assert "Solved" in shown_text(won) or "solved" in shown_text(won)
    await answered(discord_stub, cleared, ALICE, paste("crane"))
    await discord_stub.say(cleared, ALICE, "anyone for another one?")  # chat: no reply
    iid, _ = await discord_stub.slash(cleared, ALICE, "new")
    await discord_stub.wait_for(lambda: discord_stub.callbacks(iid), timeout=60)
    await first.kill()
    for channel in (solved, cleared):
        await discord_stub.say(channel, BOB, paste("moist"))
        await discord_stub.say(channel, ALICE, "good luck all")
        await discord_stub.say(channel, BOB, paste("lupin"))
    bot = await BotProcess(discord_stub, db).start()
    try:
        for channel in (solved, cleared):
            assert "2/6 played" in await caught_up(discord_stub, channel, 2)
    finally:
        await bot.stop()
        print(bot.output())
    store = await SQLiteStore(db).open()
    try:
        for channel in (solved, cleared):
            assert await words(store, channel) == ["moist", "lupin"]
    finally:
        await store.close()


async def test_a_delete_made_in_an_outage_is_not_forgotten_by_a_restart(
    discord_stub, tmp_path, postgres_server
):
    """SLOTH is deleted while PostgreSQL is down; the bot is stopped before anything else
    happens in the channel.  Started again, SLOTH's row has left the game; the row given
    with /guess (no message of its own in the channel) stays."""
    url = await new_database(postgres_server)
    env = {"HUDDLE_DATABASE_URL": url}
    channel = CHANNELS[5]
    bot = await BotProcess(discord_stub, tmp_path / "outage.sqlite3", env).start()
    try:
        await answered(discord_stub, channel, ALICE, paste("crane"))
        sloth = await discord_stub.say(channel, BOB, paste("sloth"))
        await discord_stub.wait_for(lambda: len(discord_stub.posts(channel)) == 2, timeout=60)
        guessed = await asked(discord_stub, channel, "guess", word="fight", feedback=".IG..")
        assert "3/6 played" in guessed, guessed
        postgres_server.pause()
        try:
            await discord_stub.delete(channel, sloth)
            await asyncio.sleep(1.0)  # the delete is heard, and left waiting
        finally:
            postgres_server.resume()
    finally:
        await bot.stop()
        print(bot.output())
    again = await BotProcess(discord_stub, tmp_path / "outage.sqlite3", env).start()
    try:
        # a paste the moment it is back waits for the channel's catch-up
        text = shown_text(await answered(discord_stub, channel, ALICE, paste("moist")))
        assert "3/6 played" in text and "SLOTH" not in text, text
        assert "CRANE" in text and "FIGHT" in text and "MOIST" in text, text
    finally:
        await again.stop()
        print(again.output())
    assert "Traceback" not in again.output()


async def test_a_share_deleted_while_away_leaves_stats_at_the_restart(discord_stub, tmp_path):
    """Two shares with no typed words (no rows: one in a channel with a game, one where
    none was ever played); killed, the bot misses both being deleted.  Started again,
    both results have left stats, and a share the other player posted stays."""
    db = tmp_path / "shares.sqlite3"
    played, alone = CHANNELS[0], CHANNELS[1]
    share = "Wordle 1,234 3/6\n\n⬛🟨⬛⬛⬛\n🟩🟩⬛🟩⬛\n🟩🟩🟩🟩🟩"
    first = await BotProcess(discord_stub, db).start()
    await answered(discord_stub, played, ALICE, paste("crane"))
    shared = []
    for channel, puzzle in ((played, "1,234"), (alone, "1,235")):
        before = len(discord_stub.posts(channel))
        mid = await discord_stub.say(channel, ALICE, share.replace("1,234", puzzle))
        await discord_stub.wait_for(
            lambda c=channel, n=before: len(discord_stub.posts(c)) > n, timeout=60
        )
        shared.append((channel, mid))
    await answered(discord_stub, alone, BOB, share)  # bob's stays
    await first.kill()
    for channel, mid in shared:
        await discord_stub.delete(channel, mid)
    bot = await BotProcess(discord_stub, db).start()
    try:  # a paste the moment it is back waits for the channel's catch-up
        assert "1/6 played" in shown_text(await answered(discord_stub, alone, BOB, paste("moist")))
        assert "2/6 played" in shown_text(await answered(discord_stub, played, BOB, paste("lupin")))
    finally:
        await bot.stop()
        print(bot.output())
    assert "Traceback" not in bot.output()
    store = await SQLiteStore(db).open()
    try:
        (guild,) = [g for g, channels in GUILDS.items() if alone in channels and played in channels]
        kept = [(r.author_name, r.puzzle) for r in await SQLShares(store).results(guild)]
        assert kept == [("bob", 1234)]
    finally:
        await store.close()


@pytest.mark.parametrize("delay", [2.0, DRAIN_SECONDS + 3], ids=["within", "past"])
async def test_a_stop_during_the_catch_up_is_quiet_and_the_next_start_reads_the_rest(
    discord_stub, tmp_path, delay
):
    """SIGTERM while a history page is on its way (it comes within the stop's time to
    finish, or after it): exit 0 with no traceback; the next start reads what was missed,
    in order, each paste once."""
    db = tmp_path / "stopped.sqlite3"
    channel = CHANNELS[3]
    first = await BotProcess(discord_stub, db).start()
    await answered(discord_stub, channel, ALICE, paste("crane"))
    await first.kill()
    for word in ("moist", "lupin"):
        await discord_stub.say(channel, BOB, paste(word))
    discord_stub.history_delay = delay  # each history page takes this long
    asked = discord_stub.history_asked
    stopped = await BotProcess(discord_stub, db).start()
    await discord_stub.wait_for(lambda: discord_stub.history_asked > asked, timeout=60)
    assert stopped.proc is not None
    stopped.proc.send_signal(signal.SIGTERM)
    code = await asyncio.wait_for(stopped.proc.wait(), 30)
    print(stopped.output())
    assert code == 0 and "Traceback" not in stopped.output()
    discord_stub.history_delay = 0.0
    bot = await BotProcess(discord_stub, db).start()
    try:
        await caught_up(discord_stub, channel, 2)
    finally:
        await bot.stop()
        print(bot.output())
    store = await SQLiteStore(db).open()
    try:
        assert await words(store, channel) == ["crane", "moist", "lupin"]
    finally:
        await store.close()
