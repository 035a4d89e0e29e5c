"""Load, SIGKILL, faults and hostile input against the real client.  The fault and
hostile-input tests share one bot (``SHARED``), each in a channel of its own."""

import asyncio
import random

from bot.games import SQLGames
from bot.store import SQLiteStore
from solver import score
from solver.game.feedback import notation
from solver.lists.wordlists import original
from tests.e2e.conftest import GUILDS, SHARED, BotProcess
from tests.e2e.fake_discord import shown_text, user

CHANNELS = [c for chans in GUILDS.values() for c in chans]
ALICE = user(11, "alice")


async def test_fifty_users_ten_channels_three_guilds(bot, discord_stub):
    rng = random.Random(3)
    words = original().words
    secrets = {c: rng.choice(words) for c in CHANNELS}
    plan = []  # (channel, user, word): 5 guesses in each channel, none the answer
    for n in range(50):
        channel = CHANNELS[n % len(CHANNELS)]
        word = rng.choice([w for w in words if w != secrets[channel]])
        plan.append((channel, user(1000 + n, f"player{n}"), word))

    async def post(channel, author, word):
        return await discord_stub.say(
            channel, author, notation(word, score(word, secrets[channel]))
        )

    sent = await asyncio.gather(*(post(*p) for p in plan))
    await discord_stub.wait_for(lambda: len(discord_stub.posts()) >= 50, timeout=120)
    await asyncio.sleep(0.5)  # anything extra would show up now
    posts = discord_stub.posts()
    assert len(posts) == 50  # one reply per paste, none lost, none doubled
    where = {mid: channel for mid, (channel, _, _) in zip(sent, plan, strict=True)}
    replied = [int(p["message_reference"]["message_id"]) for p in posts]
    assert sorted(replied) == sorted(sent)
    assert all(where[int(p["message_reference"]["message_id"])] == p["_channel"] for p in posts)

    store = await SQLiteStore(bot.db).open()
    try:
        for channel in CHANNELS:
            session = await SQLGames(store).current_session(channel)
            expected = sorted(w for c, _, w in plan if c == channel)
            assert sorted(g.word for g in session.guesses) == expected
            assert session.guild_id == discord_stub.guild_of(channel)
    finally:
        await store.close()


async def test_sigkill_between_messages_loses_nothing(bot, discord_stub):
    channel = CHANNELS[0]

    def played(word: str) -> str:
        return notation(word, score(word, "cache"))

    await discord_stub.say(channel, ALICE, played("crane"))
    await discord_stub.say(channel, ALICE, played("sloth"))
    await discord_stub.wait_for(lambda: len(discord_stub.posts(channel)) >= 2)
    iid, _ = await discord_stub.slash(channel, ALICE, "mode", mode="hard")
    await discord_stub.wait_for(lambda: discord_stub.callbacks(iid))
    await bot.kill()

    again = await BotProcess(discord_stub, bot.db).start()
    try:
        await discord_stub.say(channel, ALICE, played("chafe"))  # keeps what hard mode asks
        await discord_stub.wait_for(lambda: len(discord_stub.posts(channel)) >= 3)
        latest = shown_text(discord_stub.posts(channel)[-1])
        assert "3/6 played" in latest and "CRANE" in latest and "SLOTH" in latest
        iid, token = await discord_stub.slash(channel, ALICE, "hint")
        (followup,) = await discord_stub.wait_for(lambda: discord_stub.followups(token))
        assert "hard mode" in shown_text(followup)  # the setting survived too
    finally:
        await again.stop()


@SHARED
async def test_rate_limit_is_retried_and_delivered_once(shared_bot, shared_discord):
    discord_stub = shared_discord
    channel = CHANNELS[1]
    discord_stub.rate_limit_posts = 1
    await discord_stub.say(channel, ALICE, "CRANE=C....")
    await discord_stub.wait_for(lambda: discord_stub.posts(channel))
    await asyncio.sleep(0.5)
    attempts = [r for r in discord_stub.requests if r.path == f"/channels/{channel}/messages"]
    assert [r.status for r in attempts] == [429, 200]
    assert len(discord_stub.posts(channel)) == 1


async def test_a_paste_lost_to_a_new_session_is_said_again(bot, discord_stub):
    """A bot whose RESUME failed (refused here; on a starved machine, one past discord.py's
    60 s) starts a new session, to which Discord replays nothing: a first paste sent in the
    gap, in a channel with no game to catch up, is lost, and ``say_answered`` says it once
    more (a player would), so a test's wait is not failed by a lost message."""
    channel = CHANNELS[0]
    await discord_stub.connected()
    discord_stub.refusing = True
    await discord_stub.drop_connections(code=4000)
    answered = asyncio.create_task(
        discord_stub.say_answered(
            channel, ALICE, "CRANE=C....", lambda: discord_stub.posts(channel), timeout=5
        )
    )
    await discord_stub.wait_for(lambda: discord_stub.history.get(channel))
    await discord_stub.wait_for(lambda: discord_stub.refused)  # its RESUME failed
    discord_stub.refusing = False
    await answered
    first, again = discord_stub.history[channel]
    assert discord_stub.lost(int(first["id"])) and not discord_stub.lost(int(again["id"]))
    assert len(discord_stub.identifies) == 2 and not discord_stub.resumes  # a new session
    (reply,) = discord_stub.posts(channel)
    assert "1/6 played" in shown_text(reply)


@SHARED
async def test_dropped_socket_resumes_and_keeps_working(shared_bot, shared_discord):
    discord_stub = shared_discord
    channel = CHANNELS[2]
    await discord_stub.say(channel, ALICE, "CRANE=C....")
    await discord_stub.wait_for(lambda: len(discord_stub.posts(channel)) == 1)
    await discord_stub.drop_connections(code=4000)
    await discord_stub.wait_for(lambda: discord_stub.resumes)
    assert discord_stub.resumes[0]["session_id"] == "session-1"  # resumed, not re-identified
    assert len(discord_stub.identifies) == 1
    await discord_stub.connected()
    await discord_stub.say(channel, ALICE, "PILOT=...o.")
    await discord_stub.wait_for(lambda: len(discord_stub.posts(channel)) == 2)
    assert "2/6 played" in shown_text(discord_stub.posts(channel)[-1])
    await discord_stub.wait_for(lambda: discord_stub.heartbeats > 0, timeout=5)  # and ACKed


@SHARED
async def test_malformed_payloads_are_survived(shared_bot, shared_discord):
    bot, discord_stub = shared_bot, shared_discord
    channel = CHANNELS[3]
    await discord_stub.dispatch("SOMETHING_NEW", {"what": "a future event"})
    await discord_stub.dispatch("MESSAGE_CREATE", {"id": "not-a-snowflake"})
    await discord_stub.dispatch("MESSAGE_DELETE", {"channel_id": str(channel)})
    await discord_stub.send_raw({"op": 99, "d": None})
    await discord_stub.say(channel, ALICE, "CRANE=C....")
    await discord_stub.wait_for(lambda: len(discord_stub.posts(channel)) == 1)
    assert bot.proc.returncode is None


@SHARED
async def test_hostile_messages_never_ping_and_stay_short(shared_bot, shared_discord):
    bot, discord_stub = shared_bot, shared_discord
    channel = CHANNELS[4]
    hostile = [
        "@everyone @here <@&55> <@11> CRANE=C....",
        "@everyone\nCRANE=C....",
        "\u202eCRANE=C....\u202c",
        "C\u200bRANE=C\u200b....",
        "\n".join(["SLATE=....."] * 12) + "\n" + "x" * 3000,
        ("CRANE=C.... " * 330)[:3990],
        "<@11> " * 600,
    ]
    for text in hostile:
        await discord_stub.say(channel, ALICE, text)
    await discord_stub.say(channel, ALICE, "/status is not a command here, just chat")
    marker = await discord_stub.say(CHANNELS[5], ALICE, "CRANE=C....")
    await discord_stub.wait_for(
        lambda: any(
            int(p["message_reference"]["message_id"]) == marker for p in discord_stub.posts()
        ),
        timeout=60,
    )
    for post in discord_stub.posts():
        assert post["allowed_mentions"]["parse"] == []
        assert post["allowed_mentions"].get("replied_user") is False
        assert len(shown_text(post)) < 2000
    assert bot.proc.returncode is None


async def test_pastes_sent_while_the_bot_was_down_are_caught_up(discord_stub, tmp_path):
    """Killed mid-game, the bot misses three pastes; started again, it reads the channel's
    history after the game's last row, takes them in order, and says so in one reply."""
    db = tmp_path / "catchup.sqlite3"
    channel, quiet = CHANNELS[0], CHANNELS[1]
    secret = "cigar"

    def paste(word: str) -> str:
        return notation(word, score(word, secret))

    first = await BotProcess(discord_stub, db).start()
    await discord_stub.say(channel, ALICE, paste("crane"))
    await discord_stub.say(quiet, ALICE, paste("crane"))
    await discord_stub.wait_for(lambda: len(discord_stub.posts()) == 2, timeout=60)
    await first.kill()
    for word in ("moist", "lupin"):  # sent while nobody is connected: history only
        await discord_stub.say(channel, ALICE, paste(word))
    await discord_stub.say(channel, ALICE, "anyone still playing?")  # chat: skipped
    await discord_stub.say(channel, ALICE, paste("fight"))
    second = await BotProcess(discord_stub, db).start()
    try:
        await discord_stub.wait_for(lambda: len(discord_stub.posts(channel)) == 2, timeout=60)
        await asyncio.sleep(0.5)  # nothing more should come
        caught = discord_stub.posts(channel)[-1]
        title, text = shown_text(caught).partition("\n")[::2]
        assert title == "### Caught up on 3 pastes sent while I was away · 4/6 played"
        assert caught["components"][0]["components"][1]["type"] == 12  # the board beneath
        assert "**FIGHT** — alice" in text
        assert len(discord_stub.posts(quiet)) == 1  # nothing missed there: nothing said
        store = await SQLiteStore(db).open()
        try:
            session = await SQLGames(store).current_session(channel)
            assert [g.word for g in session.guesses] == ["crane", "moist", "lupin", "fight"]
        finally:
            await store.close()
    finally:
        await second.stop()
        print(second.output())


async def test_a_paste_at_once_after_a_restart_waits_for_the_catch_up(discord_stub, tmp_path):
    """Killed mid-game, the bot misses MOIST; a player posts LUPIN the moment it is back,
    before its shard is ready.  LUPIN waits while the catch-up reads MOIST, then is taken
    live: both stored in order, MOIST said in the catch-up, LUPIN answered."""
    db = tmp_path / "race.sqlite3"
    channel = CHANNELS[0]

    def paste(word: str) -> str:
        return notation(word, score(word, "cigar"))

    first = await BotProcess(discord_stub, db).start()
    await discord_stub.say(channel, ALICE, paste("crane"))
    await discord_stub.wait_for(lambda: len(discord_stub.posts(channel)) == 1, timeout=60)
    await first.kill()
    await discord_stub.say(channel, ALICE, paste("moist"))  # while nobody is connected
    second = await BotProcess(discord_stub, db).start()  # returns at its IDENTIFY
    try:
        live = await discord_stub.say(channel, user(12, "bob"), paste("lupin"))
        await discord_stub.wait_for(lambda: len(discord_stub.posts(channel)) == 3, timeout=60)
        await asyncio.sleep(0.5)  # nothing more should come
        caught, answered = discord_stub.posts(channel)[1:]
        assert shown_text(caught).startswith("### Caught up on 1 paste sent while I was")
        assert int(answered["message_reference"]["message_id"]) == live
        assert "3/6 played" in shown_text(answered)
        store = await SQLiteStore(db).open()
        try:
            session = await SQLGames(store).current_session(channel)
            assert [g.word for g in session.guesses] == ["crane", "moist", "lupin"]
        finally:
            await store.close()
    finally:
        await second.stop()
        print(second.output())
