"""A PostgreSQL outage under the real bot: chat stays silent, every press is answered, a
delete made meanwhile is applied once the database is back."""

from __future__ import annotations

import asyncio
import time

from bot.settings._settings import FRESH_SECONDS
from tests.conftest import new_database
from tests.e2e.conftest import BotProcess
from tests.e2e.fake_discord import EPHEMERAL, shown_text, user
from tests.e2e.test_buttons import CHANNEL, asked_why, paste, pressed

ALICE, BOB = user(21, "alice"), user(22, "bob")
UNSEEN = 1201  # a channel of a guild the bot has not read a message from


async def until_saved(discord_stub, text: str, timeout: float = 60) -> dict:
    """Paste ``text`` until the database is back and takes it; the reply then."""
    deadline = time.monotonic() + timeout
    while True:
        post = await paste(discord_stub, ALICE, text)
        if "Can't save" not in shown_text(post) or time.monotonic() > deadline:
            return post
        await asyncio.sleep(0.5)


async def test_an_outage_leaves_chat_silent_and_answers_every_press(
    discord_stub, tmp_path, postgres_server
):
    url = await new_database(postgres_server)
    bot = await BotProcess(
        discord_stub, tmp_path / "outage.sqlite3", {"HUDDLE_DATABASE_URL": url}
    ).start()
    try:
        post = await paste(discord_stub, ALICE, "CRANE=c.a.e")
        second = await paste(discord_stub, BOB, "SLOTH=.l...")
        gone = int(second["message_reference"]["message_id"])
        assert "2/6 played" in shown_text(second)
        postgres_server.pause()
        try:
            await discord_stub.say(UNSEEN, BOB, "see you all later")  # a guild never seen
            await asyncio.sleep(FRESH_SECONDS + 0.5)  # the known guild's settings go stale
            chatted = await discord_stub.say(CHANNEL, BOB, "anyone up for another one?")
            await discord_stub.edit(CHANNEL, BOB, chatted, "anyone up for another one? 🙂")

            for label in ("Hint", "Candidates"):
                _, followup = await pressed(discord_stub, post, label)
                assert followup is not None and followup["flags"] & EPHEMERAL, label
                assert shown_text(followup).startswith("Can't check right now"), label
            answer = await asked_why(discord_stub, post, "swiss")
            assert answer["data"]["flags"] & EPHEMERAL
            assert shown_text(answer["data"]).startswith("Can't check right now")

            await discord_stub.delete(CHANNEL, gone)  # SLOTH leaves the game, later
            refused = await paste(discord_stub, ALICE, "MOIST=.....")  # Wordle: told
            assert shown_text(refused).startswith("Can't save right now")
            await asyncio.sleep(0.5)  # anything said to the chat would show up by now
            assert discord_stub.posts(UNSEEN) == []
            replied_to = [int(p["message_reference"]["message_id"]) for p in discord_stub.posts()]
            assert chatted not in replied_to
        finally:
            postgres_server.resume()

        back = await until_saved(discord_stub, "MOIST=.....")
        text = shown_text(back)
        assert "2/6 played" in text and "SLOTH" not in text and "MOIST" in text, text
    finally:
        await bot.stop()
        print(bot.output())
    assert "Traceback" not in bot.output()
